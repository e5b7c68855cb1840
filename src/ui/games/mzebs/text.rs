//! Every string of M&ZEB-S, in English and Japanese (one table per language, so a missing translation
//! is a compile error). Japanese uses the rulebook's terms: キューブトークン, 集める, メモ, 配置する,
//! 共通の場, 集めたい色, 集めたくない色, and the memo sheet's colour names.

use crate::rules::mzebs::token::{Colour, Token};
use crate::ui::i18n::Lang;
use crate::ui::table::{GameCard, SetupWords};

/// All M&ZEB-S text in one language.
pub struct MzebsText {
    pub setup: SetupWords,
    /// The colours' names, in [`Colour::ALL`] order.
    pub colours: [&'static str; 4],
    /// One letter per colour, printed on every piece (colour-blind safe).
    pub letters: [&'static str; 4],
    /// The shapes' names, in [`Shape::ALL`] order.
    pub shapes: [&'static str; 4],
    pub token: fn(&str, &str) -> String,
    pub progress: fn(u8) -> String,
    pub turn_of: fn(&str) -> String,
    pub do_collect: &'static str,
    pub do_place: &'static str,
    pub box_top: &'static str,
    pub in_box: fn(u8) -> String,
    pub open_box: &'static str,
    pub tally_of: fn(&str) -> String,
    pub tally_hint: &'static str,
    pub holding: fn(&str) -> String,

    pub scene: &'static str,
    pub view_left: &'static str,
    pub view_right: &'static str,
    pub view_high: &'static str,
    pub map: &'static str,
    pub area_cols: fn(u8) -> String,
    pub fits: &'static str,
    pub fits_count: fn(usize) -> String,
    pub turn: &'static str,
    pub tip_forward: &'static str,
    pub tip_sideways: &'static str,
    pub moves: [&'static str; 4],
    pub place: &'static str,
    pub keys: &'static str,

    pub choose_title: fn(&str) -> String,
    pub choose_hint: &'static str,
    pub want: &'static str,
    pub not_want: &'static str,
    pub keep_secret: &'static str,
    pub your_colours: fn(&str, &str) -> String,
    pub guess_title: fn(&str) -> String,
    pub guess_hint: &'static str,
    pub they_want: fn(&str) -> String,
    pub they_not_want: fn(&str) -> String,
    pub write_guess: &'static str,
    pub my_memo: &'static str,
    pub memo_title: fn(&str) -> String,
    pub back_to_turn: &'static str,
    pub wants: &'static str,
    pub not_wants: &'static str,
    pub undo: fn(&str) -> String,

    pub chose: fn(&str) -> String,
    /// A replay's line for a token collected from the box.
    pub collected: fn(&str, &str) -> String,
    pub placed: fn(&str, &str) -> String,
    pub guessed: fn(&str) -> String,

    pub reveal: &'static str,
    pub steps: [&'static str; 6],
    pub show_next: &'static str,
    pub show_all: &'static str,
    pub guessed_of: fn(&str, &str, &str, &str) -> String,
    pub right: &'static str,
    pub wrong: &'static str,
    pub cut: fn(&str, u8, u8) -> String,
    pub no_cut: &'static str,
    pub rank: fn(u8) -> String,
    pub penalty: fn(&str, i32) -> String,
    pub wins: fn(&str, i32, i32) -> String,
    pub draw: fn(i32) -> String,

    pub settings_hint: &'static str,
    pub side: &'static str,
    pub visible: &'static str,
    pub open_box_setting: &'static str,
    pub guesses_differ: &'static str,
    pub six_plus: &'static str,
    pub per_token: &'static str,
    pub beyond: &'static str,
    pub ties: &'static str,
    pub ties_choice: [&'static str; 3],
    pub both_tallies: &'static str,
    pub defaults: &'static str,
}

impl MzebsText {
    /// A colour's name.
    pub fn colour(&self, c: Colour) -> &'static str {
        self.colours[c.index()]
    }

    /// A token's colour and shape ("red bar").
    pub fn token_name(&self, t: Token) -> String {
        (self.token)(self.colour(t.colour()), self.shapes[t.shape() as usize])
    }
}

/// The home card in a language.
pub fn card(lang: Lang) -> &'static GameCard {
    lang.pick(&EN_CARD, &JA_CARD)
}

static EN_CARD: GameCard = GameCard {
    name: "M&ZEB-S",
    facts: "2 players · 15–30 min",
    pitch: "Stack coloured blocks and hide which colour you want.",
};

static JA_CARD: GameCard =
    GameCard {
        name: "M&ZEB-S", facts: "2人・15〜30分", pitch: "色のブロックを積み上げ、集めたい色を相手に隠し通す。"
    };

/// The text in a language.
pub fn text(lang: Lang) -> &'static MzebsText {
    lang.pick(&EN, &JA)
}

static EN: MzebsText = MzebsText {
    setup: SetupWords {
        first: "Takes the first turn",
        first_hint: "The rulebook says: decide in any way.",
        start: "Start M&ZEB-S",
        variant: Some("Settings"),
    },
    colours: ["red", "yellow", "green", "purple"],
    letters: ["R", "Y", "G", "P"],
    shapes: ["cube", "bar", "L", "T"],
    token: |colour, shape| format!("{colour} {shape}"),
    progress: |n| format!("Token {n}/40"),
    turn_of: |name| format!("{name}'s turn"),
    do_collect: "Collect a token from the top of the box.",
    do_place: "Turn it, move it over the field and place it touching a token, with nothing over a gap.",
    box_top: "Top of the box",
    in_box: |n| format!("{n} in the box"),
    open_box: "Open box: every token is visible.",
    tally_of: |name| format!("{name}'s tally"),
    tally_hint: "Tokens collected, by colour (public: every pick is made in the open).",
    holding: |token| format!("Placing: {token}"),

    scene: "The field in 3D: drag to turn it",
    view_left: "Turn the view left",
    view_right: "Turn the view right",
    view_high: "View from higher or lower",
    map: "The field from above: tap a column to move the token there",
    area_cols: |n| if n == 1 { "1 column".to_string() } else { format!("{n} columns") },
    fits: "Fits here.",
    fits_count: |n| format!("This way round it fits at {n} places (dots on the map)."),
    turn: "Turn",
    tip_forward: "Tip forward",
    tip_sideways: "Tip sideways",
    moves: ["Move up", "Move left", "Move right", "Move down"],
    place: "Place it here",
    keys: "Keys: arrows move, R turns, F and S tip, Enter places.",

    choose_title: |name| format!("{name}: your secret colours"),
    choose_hint: "Only you see this. Choose a colour you want and a different one you don't want, and remember them.",
    want: "Colour I want",
    not_want: "Colour I don't want",
    keep_secret: "Keep them secret",
    your_colours: |want, not| format!("You want {want} and don't want {not}."),
    guess_title: |name| format!("Guess {name}'s colours"),
    guess_hint: "Only you see this. Both guesses are revealed together.",
    they_want: |name| format!("{name} wants"),
    they_not_want: |name| format!("{name} doesn't want"),
    write_guess: "Write down my guess",
    my_memo: "Look at my colours (just me)",
    memo_title: |name| format!("{name}'s secret memo"),
    back_to_turn: "Back to my turn",
    wants: "wants",
    not_wants: "doesn't want",
    undo: |name| format!("{name}: take back my move"),

    chose: |name| format!("{name} chose their colours."),
    collected: |name, token| format!("{name} collected the {token}."),
    placed: |name, token| format!("{name} placed the {token}."),
    guessed: |name| format!("{name} wrote down a guess."),

    reveal: "The reveal",
    steps: [
        "Guesses",
        "A right wanted guess: −2 tokens",
        "❶ Collected tokens",
        "❷ Area from above",
        "A right unwanted guess: −5",
        "Total",
    ],
    show_next: "Show the next step",
    show_all: "Show everything",
    guessed_of: |by, of, want, not| format!("{by} guessed {of} wants {want} and doesn't want {not}."),
    right: "right",
    wrong: "wrong",
    cut: |colour, from, to| format!("{colour}: {from} → {to}"),
    no_cut: "no change",
    rank: |r| format!("{r}{}", ["st", "nd", "rd", "th"][usize::from(r.clamp(1, 4)) - 1]),
    penalty: |name, n| format!("{name} {n}"),
    wins: |name, a, b| format!("{name} wins, {a} to {b}"),
    draw: |n| format!("A draw at {n}"),

    settings_hint: "Values lost from the rulebook's pictures. The defaults follow our rules spec.",
    side: "Board side (columns)",
    visible: "Tokens visible at the top of the box",
    open_box_setting: "Open box: every token visible and choosable",
    guesses_differ: "A guess must name two different colours",
    six_plus: "Wanted colour, 6 or more tokens",
    per_token: "3 per token (6 → 18)",
    beyond: "12, then 3 per token beyond 5 (6 → 15)",
    ties: "Colours with equal areas",
    ties_choice: [
        "Share the better rank (1, 2, 2, 4)",
        "Share it, then the next rank (1, 2, 2, 3)",
        "Share the worse rank (1, 3, 3, 4)",
    ],
    both_tallies: "Show both tallies on every turn (memory aid)",
    defaults: "Back to the defaults",
};

static JA: MzebsText = MzebsText {
    setup: SetupWords {
        first: "最初の手番",
        first_hint: "説明書:適当な方法で決めます。",
        start: "M&ZEB-Sを始める",
        variant: Some("設定"),
    },
    colours: ["あか", "きいろ", "みどり", "むらさき"],
    letters: ["赤", "黄", "緑", "紫"],
    shapes: ["立方体", "直方体", "L形", "T形"],
    token: |colour, shape| format!("{colour}の{shape}"),
    progress: |n| format!("{n}/40個目"),
    turn_of: |name| format!("{name}の手番"),
    do_collect: "箱の上からキューブトークンを1個集めます。",
    do_place: "向きを変えて場の上で動かし、他のトークンに面で接し、下に隙間ができないように配置します。",
    box_top: "箱の上",
    in_box: |n| format!("箱の中:{n}個"),
    open_box: "箱を開けて:すべてのトークンが見えます。",
    tally_of: |name| format!("{name}のメモ"),
    tally_hint: "集めた個数(色ごと)。集めるのは皆の前なので公開情報です。",
    holding: |token| format!("配置するもの:{token}"),

    scene: "共通の場(3D):ドラッグで回せます",
    view_left: "視点を左へ回す",
    view_right: "視点を右へ回す",
    view_high: "視点の高さを変える",
    map: "上から見た場:列をタップするとトークンがそこへ動きます",
    area_cols: |n| format!("{n}マス"),
    fits: "ここに置けます。",
    fits_count: |n| format!("この向きで置ける場所:{n}か所(地図の点)。"),
    turn: "回す",
    tip_forward: "前に倒す",
    tip_sideways: "横に倒す",
    moves: ["上へ", "左へ", "右へ", "下へ"],
    place: "ここに配置する",
    keys: "キー:矢印で移動、Rで回す、FとSで倒す、Enterで配置。",

    choose_title: |name| format!("{name}:秘密の色"),
    choose_hint:
        "あなただけに見えています。集めたい色と、それとは別の集めたくない色を1色ずつ決め、覚えておきましょう。",
    want: "集めたい色",
    not_want: "集めたくない色",
    keep_secret: "秘密にして決定",
    your_colours: |want, not| format!("集めたい色は{want}、集めたくない色は{not}です。"),
    guess_title: |name| format!("{name}の色を予想"),
    guess_hint: "あなただけに見えています。予想は2人同時に公表されます。",
    they_want: |name| format!("{name}の集めたい色"),
    they_not_want: |name| format!("{name}の集めたくない色"),
    write_guess: "予想を書き込む",
    my_memo: "自分の色を見る(本人だけ)",
    memo_title: |name| format!("{name}の秘密のメモ"),
    back_to_turn: "手番に戻る",
    wants: "集めたい色",
    not_wants: "集めたくない色",
    undo: |name| format!("{name}:今の手を取り消す"),

    chose: |name| format!("{name}が色を決めました。"),
    collected: |name, token| format!("{name}が{token}を集めました。"),
    placed: |name, token| format!("{name}が{token}を配置しました。"),
    guessed: |name| format!("{name}が予想を書き込みました。"),

    reveal: "公表",
    steps: [
        "予想",
        "集めたい色が当たり:2個減らす",
        "❶ 集めたトークン",
        "❷ 上から見た領域",
        "集めたくない色が当たり:−5点",
        "合計",
    ],
    show_next: "次を見る",
    show_all: "すべて見る",
    guessed_of: |by, of, want, not| format!("{by}の予想:{of}の集めたい色は{want}、集めたくない色は{not}。"),
    right: "当たり",
    wrong: "はずれ",
    cut: |colour, from, to| format!("{colour}:{from} → {to}"),
    no_cut: "変化なし",
    rank: |r| format!("{r}位"),
    penalty: |name, n| format!("{name} {n}"),
    wins: |name, a, b| format!("{name}の勝ち({a}対{b})"),
    draw: |n| format!("{n}点で引き分け"),

    settings_hint: "説明書の図から失われた値です。初期値はルール仕様に従います。",
    side: "場の一辺(マス)",
    visible: "箱の上に見えるトークンの数",
    open_box_setting: "箱を開けて:すべてのトークンが見え、選べる",
    guesses_differ: "予想は違う2色にする",
    six_plus: "集めたい色が6個以上",
    per_token: "1個3点(6個 → 18点)",
    beyond: "12点+5個を超えた分1個3点(6個 → 15点)",
    ties: "領域が同じ色",
    ties_choice: [
        "上の順位を分け合う(1, 2, 2, 4)",
        "分け合い、次は続きの順位(1, 2, 2, 3)",
        "下の順位を分け合う(1, 3, 3, 4)",
    ],
    both_tallies: "両者のメモを毎手番表示(記憶の補助)",
    defaults: "初期値に戻す",
};
