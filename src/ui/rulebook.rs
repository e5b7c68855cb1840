//! The rules of each game in our own words, in English and Japanese, shown in the app (from the home
//! card and from inside a game). Points that rest on values lost from the rulebooks are marked as
//! reconstructed (`shared/rules/<game>.md`).

use super::i18n::Lang;

/// One rule, and whether it rests on a reconstructed value.
pub struct Point {
    /// The rule.
    pub text: &'static str,
    /// True when the value was lost from the rulebook and is our best reading.
    pub reconstructed: bool,
}

/// A part of a rules page.
pub struct Section {
    /// The part's heading.
    pub heading: &'static str,
    /// Its rules.
    pub points: &'static [Point],
}

/// One game's rules page.
pub struct Page {
    /// What the game is, in a sentence or two.
    pub intro: &'static str,
    /// The rules, in playing order.
    pub sections: &'static [Section],
}

const fn p(text: &'static str) -> Point {
    Point { text, reconstructed: false }
}

const fn r(text: &'static str) -> Point {
    Point { text, reconstructed: true }
}

/// The rules page of a game (in home-card order) in a language.
pub fn page(game: usize, lang: Lang) -> &'static Page {
    let pages: &'static [Page; 5] = match lang {
        Lang::En => &EN,
        Lang::Ja => &JA,
    };
    &pages[game.min(4)]
}

static EN: [Page; 5] = [
    Page {
        intro: "Everyone wins or loses together. Play 12 tricks so that the captured tiles come out exactly right, and keep one tile each of a different animal.",
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
    },
    Page {
        intro: "Roll three dice for meat, charcoal and fire sticks; tame the most dogs over 5 rounds without losing your villagers. Everything is public.",
        sections: &[
            Section { heading: "Setup", points: &[
                p("The bonfire holds 9 meat, 7 charcoal and 5 fire sticks. Each player has 3 standing villagers. The round counter starts at 1."),
                r("Each die shows meat, charcoal and fire on two faces each."),
                r("The dogs in the box never run out."),
            ] },
            Section { heading: "Your turn: roll or exchange", points: &[
                p("A: roll the three dice. Two alike: take 2 sticks from the bonfire matching 2 of the dice (you must take 2 if you can; if no 2 match, take 1)."),
                r("Three different: steal — take any 1 stick from another player. If nobody has a stick, roll again."),
                r("Three alike: a happening for everyone — meat: feeding (the meat used goes back), charcoal: dog attack (the sticks used to repel go back), fire: fire festival (all fire goes back). Then roll again."),
                r("B: instead of rolling, exchange once: 1 charcoal for 1 meat, 1 fire for 2 meat, or 1 fire for 2 charcoal. Never the reverse, only if the bonfire has them, and never taking the last meat or charcoal."),
            ] },
            Section { heading: "End of a round", points: &[
                p("When a roll takes the bonfire's last meat, everyone feeds: each 2 meat tame 1 dog (an odd one is wasted)."),
                p("When it takes the last charcoal, the dogs attack: one dog per meat held; 2 meat or a fire+charcoal pair repel a dog; each dog not repelled knocks down a villager."),
                p("Both at once: the round is void, but it still counts. Then all sticks go back and the player after the last roller starts the next round."),
            ] },
            Section { heading: "Villagers and the end", points: &[
                p("Lose all your villagers and your dogs run back to the pack: go on with 2, then 1. When the last one falls you are out of the game."),
                r("Dogs beyond your last standing villager are lost; if only one player is left, they win at once."),
                p("After 5 rounds the most dogs wins; ties go to more villagers standing, then more sticks held at the end of round 5."),
            ] },
        ],
    },
    Page {
        intro: "Collect sets of beer and pair them with food, but beware the toast: whoever is left holding cards when it comes loses points.",
        sections: &[
            Section { heading: "Cards", points: &[
                r("65 beer cards in 5 kinds (13 each), 20 food cards in 2 kinds, 10 toast cards."),
                r("A beer set of 2/3/4/5/6 scores 1/3/6/10/15; 1/2/3 food cards with it score 1/3/6."),
            ] },
            Section { heading: "Your turn", points: &[
                p("Draw 1 card. Then either draw up to 3 more (and you may put some back on top of the deck), or play one set of 2–6 beers of one kind with up to 3 matching food, or stop."),
            ] },
            Section { heading: "Toast", points: &[
                p("When someone holds 3 toast cards, everyone in turn may play one beer set; each toast still in hand removes one of your played cards; every other card left in hand is −1 point."),
                p("The game ends after the 3rd toast or when the deck runs out. Having all 5 beer kinds played scores +5."),
            ] },
        ],
    },
    Page {
        intro: "Two players take turns picking coloured blocks and stacking them on a shared field, each hiding which colour they want and which they don't.",
        sections: &[
            Section { heading: "Setup", points: &[
                p("Each player secretly picks a colour they want and one they don't want."),
                p("40 tokens in red, yellow, green and purple: cubes, bars, L and T shapes."),
            ] },
            Section { heading: "Your turn", points: &[
                r("Pick one of the tokens visible at the top of the box (5 by default)."),
                p("Note it on your secret tally, then place it on the field touching another token, with nothing hanging over a gap."),
            ] },
            Section { heading: "Scoring", points: &[
                p("At the end each player guesses the other's colours. A right guess of the wanted colour takes 2 of those tokens away; of the unwanted colour, 5 points."),
                r("Wanted colour tokens: 1, 3, 6, 10, 12 points for 1–5, then 3 per token; unwanted −2 each; others +1 each."),
                r("Looking from above, colours are ranked by area; your wanted colour's rank scores 12/10/6/1 (ties share the better rank)."),
            ] },
        ],
    },
    Page {
        intro: "Witches and druids deliver potions across the kingdom over 7 rounds. Each round everyone secretly picks 4 of their 10 role cards — and plays each one brave or cowardly.",
        sections: &[
            Section { heading: "Roles", points: &[
                p("Everyone chooses 4 roles at once, in secret. The leader plays a role; everyone holding the same role must play it too."),
                p("Cowardly: take the small, safe action at once. Brave: announce the big action, but a later brave player of the same role steals it."),
                p("The last brave player of a role performs it and leads the next turn."),
            ] },
            Section { heading: "Winning", points: &[
                r("Potions delivered to towers and clouds cleared score points; events change each round. The board and card values were lost from our copy of the rulebook."),
                p("After 7 rounds the most points wins."),
            ] },
        ],
    },
];

static JA: [Page; 5] = [
    Page {
        intro: "全員で勝つか、全員で負けるかの協力ゲーム。12ラウンドで獲得数をぴったり合わせ、最後に残るコマの動物をばらばらにしよう。",
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
    },
    Page {
        intro: "ダイスで肉・炭・火のスティックを集め、5ラウンドでイヌを一番多く餌づけしよう。村人が倒れないように。情報はすべて公開です。",
        sections: &[
            Section { heading: "準備", points: &[
                p("場には肉9本・炭7本・火5本。各プレイヤーは村人3人を立てておきます。ラウンドカウンターは1から。"),
                r("ダイスの各面は肉・炭・火が2面ずつ。"),
                r("イヌの群れはなくなりません。"),
            ] },
            Section { heading: "手番:ふるか、交換するか", points: &[
                p("A:ダイスを3つふり、出た目に合うスティックを場から2本取ります(2本取れるときは必ず2本。取れないときは1本)。"),
                r("3つとも違う目なら強奪:他のプレイヤー1人から好きなスティックを1本奪います。誰も持っていなければふり直します。"),
                r("3つとも同じ目ならハプニング。肉:イヌの餌づけ(使った肉は場へ)、炭:イヌの襲来(撃退に使ったスティックは場へ)、火:火祭り(火をすべて場へ)。そのあとふり直します。"),
                r("B:ふらずに1回だけ交換:炭1→肉1、火1→肉2、火1→炭2。逆はできず、場に足りないときや、ラウンドを終わらせる交換はできません。"),
            ] },
            Section { heading: "ラウンドの終了", points: &[
                p("場の肉がなくなったら全員がイヌの餌づけ:肉2本でイヌ1匹(あまりは無効)。"),
                p("場の炭がなくなったらイヌの襲来:手元の肉と同じ数のイヌが来ます。肉2本か火+炭1セットで1匹を撃退し、残ったイヌ1匹ごとに村人が1人倒れます。"),
                p("肉と炭が同時になくなったらラウンドは流れますが、1ラウンドと数えます。スティックを元に戻し、最後にふった人の次の人から始めます。"),
            ] },
            Section { heading: "村人とゲームの終了", points: &[
                p("村人が全員倒れたらイヌはすべて群れに戻り、村人2人で再開。次は1人。その1人も倒れたら負け抜けです。"),
                r("最後の村人を超えたイヌはいなくなります。残りが1人になったらその人の勝ちです。"),
                p("5ラウンド後、イヌが一番多い人の勝ち。同数なら残った村人、次に手元のスティックの多い人。"),
            ] },
        ],
    },
    Page {
        intro: "ビールをそろえて料理と合わせよう。ただし乾杯のときに手札が残っていると減点です。",
        sections: &[
            Section { heading: "カード", points: &[
                r("ビール5種類×13枚、フード2種類×10枚、乾杯10枚。"),
                r("ビールの組2/3/4/5/6枚で1/3/6/10/15点、一緒に出すフード1/2/3枚で1/3/6点。"),
            ] },
            Section { heading: "手番", points: &[
                p("まず1枚引きます。そのあと、さらに3枚まで引く(何枚かを山札の上に戻せる)、同じ種類のビール2〜6枚の組を合うフード3枚までと一緒に出す、何もしない、のどれか。"),
            ] },
            Section { heading: "乾杯", points: &[
                p("誰かの手札に乾杯が3枚そろうと乾杯。順にビールの組を1つ出せ、手札に残った乾杯1枚ごとに自分の場のカードを1枚捨て、残りの手札は1枚−1点。"),
                p("3回目の乾杯か山札が尽きたら終了。場に5種類のビールがそろっていれば+5点。"),
            ] },
        ],
    },
    Page {
        intro: "2人で交互に色のブロックを取り、共通の場に積み上げます。集めたい色と集めたくない色は相手に秘密。",
        sections: &[
            Section { heading: "準備", points: &[
                p("各自、集めたい色と集めたくない色をこっそり1色ずつ決めます。"),
                p("赤・黄・緑・紫のトークン40個(キューブ、棒、L字、T字)。"),
            ] },
            Section { heading: "手番", points: &[
                r("箱の上に見えているトークン(標準5個)から1個を取ります。"),
                p("自分のメモに記録し、他のトークンに面で接するように、宙に浮かないよう場に置きます。"),
            ] },
            Section { heading: "得点", points: &[
                p("最後にお互いの色を予想。集めたい色が当たると相手のその色を2個減らし、集めたくない色が当たると相手は−5点。"),
                r("集めたい色:1〜5個で1・3・6・10・12点、6個以上は1個3点。集めたくない色は1個−2点、その他は1個+1点。"),
                r("上から見た面積で色を順位づけし、集めたい色の順位で12/10/6/1点(同順位は上の順位)。"),
            ] },
        ],
    },
    Page {
        intro: "魔女やドルイドになり、7ラウンドで王国中に薬を届けます。毎ラウンド、10枚の役割カードから4枚をこっそり選び、勇敢か臆病かでプレイします。",
        sections: &[
            Section { heading: "役割", points: &[
                p("全員が同時にこっそり4枚を選びます。手番の人が役割を1枚出し、同じ役割を持つ人は必ず出します。"),
                p("臆病:小さく安全なアクションをすぐ行う。勇敢:大きなアクションを宣言するが、あとから同じ役割で勇敢を選んだ人に奪われます。"),
                p("最後に勇敢を宣言した人がアクションを行い、次の手番を始めます。"),
            ] },
            Section { heading: "勝利", points: &[
                r("塔に薬を届けたり雲を晴らしたりして得点。イベントは毎ラウンド変わります。盤面とカードの値は手元のルールから失われています。"),
                p("7ラウンド後、最も得点の多い人が勝ちです。"),
            ] },
        ],
    },
];
