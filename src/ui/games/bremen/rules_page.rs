//! Bremen's rules in our own words, in English and Japanese, as the app shows them (from the home
//! card and from inside a game). Points resting on values lost from the rulebook are marked
//! reconstructed (`shared/rules/`).

use crate::ui::i18n::Lang;
use crate::ui::rulebook::{p, Page, Section};

/// The rules page in a language.
pub fn page(lang: Lang) -> &'static Page {
    lang.pick(&EN, &JA)
}

static EN: Page = Page {
        intro: "Everyone wins or loses together. Play 12 tricks so that the captured tiles come out exactly right, and keep one tile each of a different animal.",
        figure: None,
        sections: &[
            Section { heading: "Setup", points: &[
                p("52 tiles: chicken, donkey, dog and cat, each numbered 1 to 13. With 3 players the 1s, 2s and 3s are removed (40 tiles)."),
                p("Everyone gets 13 tiles. With 3 players the one tile left over lies face up in the middle for the whole game."),
                p("If anyone holds 8 or more chickens, all tiles are dealt again (the app does this and tells you)."),
            ] },
            Section { heading: "Playing a trick", points: &[
                p("Trick 1 is led by whoever holds donkey 1 (3 players: donkey 4, or donkey 5 if donkey 4 is in the middle). The leader may play any tile."),
                p("Clockwise, everyone plays one tile. If you hold the animal that was led, you must play one of those; otherwise play anything."),
                p("The highest chicken wins the trick. With no chicken, the highest tile of the led animal wins; other animals never win."),
                p("The winner takes the tiles face down (only their number of tiles matters from now on) and leads the next trick."),
            ] },
            Section { heading: "Winning", points: &[
                p("After 12 tricks each player holds one tile. The band wins only if both hold:"),
                p("1. Captured tiles are 24, 16, 8 and 0 (3 players: 24, 12 and 0), one count per player in any order."),
                p("2. The last tiles are all different animals (3 players: together with the middle tile)."),
                p("Score: the last tile of the 24-player minus the last tile of the 0-player, plus 12. It earns the band a title."),
            ] },
            Section { heading: "Talking", points: &[
                p("Discuss plans freely, but never say or hint at the numbers in your hand."),
                p("Setting: the memory aid shows finished tricks during play (the rulebook keeps them face down)."),
            ] },
        ],
    };

static JA: Page = Page {
        intro: "全員で勝つか、全員で負けるかの協力ゲーム。12ラウンドで獲得数をぴったり合わせ、最後に残るコマの動物をばらばらにしよう。",
        figure: None,
        sections: &[
            Section { heading: "準備", points: &[
                p("コマは52個:ニワトリ・ロバ・イヌ・ネコの「1」〜「13」。3人プレイでは各動物の「1」「2」「3」を抜いた40個を使います。"),
                p("各プレイヤーに13個ずつ。3人プレイでは余った1個をテーブル中央に表向きで置きます。"),
                p("ニワトリを8個以上持つ人がいたら配り直し(アプリが自動で行い、お知らせします)。"),
            ] },
            Section { heading: "ラウンドの進め方", points: &[
                p("1ラウンド目の親はロバ「1」を持つ人(3人:ロバ「4」、ロバ「4」が中央ならロバ「5」)。親はどのコマでも出せます。"),
                p("時計回りに1個ずつ出します。親と同じ動物を持っていれば、その動物を出さなければなりません。なければ何でも出せます。"),
                p("ニワトリが出ていれば一番大きいニワトリ、なければ親と同じ動物で一番大きい数字の人が獲得します。"),
                p("獲得したコマは裏向きに置き(以後は個数だけが大事)、獲得した人が次の親になります。"),
            ] },
            Section { heading: "勝利条件", points: &[
                p("12ラウンド後、手元に1個ずつ残ります。次の両方を満たせば全員の勝利:"),
                p("条件1:獲得数が24・16・8・0(3人:24・12・0)で1人ずつ。"),
                p("条件2:残ったコマの動物がすべて異なる(3人:中央のコマも含めて)。"),
                p("スコア=24個獲得した人の残りコマの数字−0個の人の残りコマの数字+12。称号がもらえます。"),
            ] },
            Section { heading: "相談について", points: &[
                p("相談は自由。ただし手元のコマの数字を言ったり、特定できるヒントを出したりしてはいけません。"),
                p("設定:記憶の補助をオンにすると、終わったラウンドのコマを表示します(ルールでは裏向き)。"),
            ] },
        ],
    };
