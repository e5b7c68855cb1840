//! Broom Service's rules in our own words, in English and Japanese (the seed's terms: 役割カード, 勇敢,
//! 臆病, ウィッチ, ドルイド, ギャザラー, ウェザーフェアリー, 薬, 魔法の杖, 雲, 稲妻, 円形の塔, 角型の塔, 城),
//! after `shared/rules/broom-service.md`. Points resting on values lost from the rulebook's pictures
//! are marked reconstructed; so is the board, a designed stand-in drawn from its map file.

use super::board;
use crate::rules::broom::map::BroomMap;
use crate::ui::i18n::Lang;
use crate::ui::rulebook::{p, r, Figure, Page, Section};

/// The rules page in a language.
pub fn page(lang: Lang) -> &'static Page {
    lang.pick(&EN, &JA)
}

/// The designed board, as the game is played on it by default.
fn designed_board(label: &'static str) -> String {
    board::svg(&BroomMap::designed(), label, &board::Marks::default())
}

static EN: Page = Page {
    intro: "Witches and druids deliver potions across the kingdom over 7 rounds. Each round everyone secretly picks 4 of their 10 role cards — and plays each one brave or cowardly.",
    figure: Some(Figure {
        svg: designed_board,
        caption: "The board: forest, prairie, hill and mountain areas, lakes, the two castles, cloud spaces and towers with their VP and wands. A designed stand-in: the published board was lost from our rulebook.",
    }),
    sections: &[
        Section { heading: "Setup", points: &[
            p("Everyone starts on 10 VP with one potion of each colour (green, purple, orange) and a pawn on each castle."),
            p("Wands: the start player and the player on their right take 1, everyone else 2; with 2 players, 1 each."),
            p("18 of the 24 heavy clouds go face up on the cloud spaces. 7 of the 10 events are used, one per round."),
            p("With 2–4 players, an unused colour's role cards are the bewitched deck."),
        ] },
        Section { heading: "A round", points: &[
            p("Reveal the round's event. With 2–4 players, reveal 5 − players bewitched roles: playing one costs 3 VP, brave or cowardly (VP may go below 0)."),
            p("Everyone picks 4 of their 10 role cards at once, in secret."),
            p("The leader plays a card and says brave or cowardly. Clockwise, everyone who holds the same role must play it; the others say “Next!”. Nobody shows whether they hold it before their turn."),
            p("Cowardly: the small action, at once; it is never lost. Brave: the big action, after everyone — but a later brave player of the same role knocks out every earlier one."),
            p("The last brave player acts and leads the next turn; if all were cowardly, the same leader leads again. A leader without cards passes the lead clockwise."),
            p("The round ends when every hand is empty. The last brave player of the final turn leads the next round."),
        ] },
        Section { heading: "Roles", points: &[
            p("Witches (forest, prairie, hill, mountain): move a pawn into an adjacent area of the witch's landscape without a cloud. Brave: then you may deliver a potion there."),
            r("Druids (Valley: forest and prairie; Peak: hill and mountain): deliver a potion from an area of the druid's landscapes where your pawn stands. Brave: +3 VP if you delivered."),
            r("Gatherers (Herb green, Fruit purple, Root orange): cowardly 1 potion of the colour; brave 2 potions and a wand."),
            r("Weather Fairy: pay a cloud's stars in wands to charm it from an area next to your pawn. Brave: +3 VP if you charmed one."),
            p("Delivering: a potion of the tower's colour to a tower by the area. A round tower takes one potion for the rest of the game and pays its VP and wands; a square tower takes any number and pays its VP, one potion per action."),
            p("You may always decline an action; the card still counts as played."),
        ] },
        Section { heading: "Events", points: &[
            r("More or Less (before choosing): pick 1–5 cards; 1: +9, 2: +6, 3: +3, 4: 0, 5: −3 VP."),
            r("Black Market / Black Distillery (during the round): after a cowardly action you carried out, exchange a resource / take a potion."),
            r("Empty Hands (during the round): everyone's resources are set aside until the round ends."),
            r("At round end: Perilous Places (VP by each pawn's landscape), The Upper Hand (a secret fist; the largest wins 5 VP and pays it), The Works! (a full set for 6 VP), Flock Together (both pawns on one landscape: 3 VP), Wand Hoard (most wands: 3 VP), Cloud Keepers (1 VP per charmed cloud)."),
        ] },
        Section { heading: "Winning", points: &[
            r("After 7 rounds: the lightning on your charmed clouds, and your resources left in sets — 4 kinds 4 VP, 3 kinds 2 VP."),
            p("The most VP wins; a tie goes to more resources left, then the win is shared."),
        ] },
    ],
};

static JA: Page = Page {
    intro: "魔女やドルイドになり、7ラウンドで王国中に薬を届けます。毎ラウンド、10枚の役割カードから4枚をこっそり選び、勇敢か臆病かでプレイします。",
    figure: Some(Figure {
        svg: designed_board,
        caption: "盤面:森・草地・丘・山のエリア、湖、2つの城、雲の置き場所、勝利点と魔法の杖が描かれた塔。公式の盤面はルールから失われたため、これは設計した代わりの盤面です。",
    }),
    sections: &[
        Section { heading: "準備", points: &[
            p("全員10勝利点で始め、薬を各色(緑・紫・橙)1つずつ受け取り、2つの城に自分のポーンを1つずつ置きます。"),
            p("魔法の杖:開始プレイヤーとその右隣は1本、ほかの人は2本。2人プレイでは各1本。"),
            p("24枚の厚い雲から18枚を雲の置き場所に表向きに置きます。イベントは10枚のうち7枚を使い、毎ラウンド1枚です。"),
            p("2〜4人では、使わない色の役割カードが「呪われた役割」の山札になります。"),
        ] },
        Section { heading: "ラウンド", points: &[
            p("ラウンドのイベントをめくります。2〜4人では呪われた役割を(5−人数)枚めくります。それを出すと勇敢でも臆病でも3勝利点を失います(0未満にもなります)。"),
            p("全員が同時にこっそり、10枚の役割カードから4枚を選びます。"),
            p("手番の人がカードを1枚出し、勇敢か臆病かを宣言します。時計回りに、同じ役割を持つ人は必ず出し、持たない人は「次!」と言います。自分の番の前に持っているかどうかを見せてはいけません。"),
            p("臆病:小さなアクションをすぐ行い、奪われません。勇敢:大きなアクションを全員のあとで行いますが、あとから同じ役割で勇敢を宣言した人がいると、それより前の勇敢な人は全員アウトです。"),
            p("最後の勇敢な人がアクションを行い、次のターンを始めます。全員が臆病なら同じ人がもう一度始めます。カードのない人の代わりに、時計回りで次のカードを持つ人が始めます。"),
            p("全員の手札がなくなるとラウンドが終わります。最後のターンの最後の勇敢な人が次のラウンドを始めます。"),
        ] },
        Section { heading: "役割", points: &[
            p("ウィッチ(森・草地・丘・山):自分のポーンを、そのウィッチの地形で雲のない隣のエリアへ移動します。勇敢:そのあと移動先で薬を届けられます。"),
            r("ドルイド(谷:森と草地/峰:丘と山):自分のポーンがいるドルイドの地形のエリアから薬を届けます。勇敢:届けたら+3勝利点。"),
            r("ギャザラー(薬草:緑/果実:紫/根:橙):臆病はその色の薬1つ、勇敢はその色の薬2つと魔法の杖1本。"),
            r("ウェザーフェアリー:自分のポーンの隣のエリアの雲を、星の数だけ魔法の杖を払って晴らします。勇敢:晴らしたら+3勝利点。"),
            p("届ける:エリアに接する塔へ、塔の色の薬を1つ。円形の塔は1つだけ受け取り、勝利点と魔法の杖をもらえます。角型の塔は何度でも受け取り、勝利点をもらえます(1アクションで1つ)。"),
            p("アクションはいつでも見送れます。カードは出したものとして扱います。"),
        ] },
        Section { heading: "イベント", points: &[
            r("More or Less(選ぶ前):1〜5枚を選び、1枚+9、2枚+6、3枚+3、4枚0、5枚−3勝利点。"),
            r("Black Market/Black Distillery(ラウンド中):実際に行った臆病なアクションのあと、資源を1つ交換/薬を1つ受け取れます。"),
            r("Empty Hands(ラウンド中):全員の資源をラウンドの終わりまで脇に置きます。"),
            r("ラウンド終了時:Perilous Places(ポーンの地形で勝利点)、The Upper Hand(こっそり握った資源が最多の人が5勝利点、握った分を払う)、The Works!(全種類1セットで6勝利点)、Flock Together(2つのポーンが同じ地形で3勝利点)、Wand Hoard(魔法の杖最多で3勝利点)、Cloud Keepers(晴らした雲1枚につき1勝利点)。"),
        ] },
        Section { heading: "勝利", points: &[
            r("7ラウンド後:晴らした雲の稲妻の数と、残った資源のセット(4種類で4勝利点、3種類で2勝利点)を加えます。"),
            p("勝利点が最も多い人の勝ち。同点なら残った資源が多い人、それも同じなら同点勝利です。"),
        ] },
    ],
};
