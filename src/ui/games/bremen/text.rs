//! Every string of Bremen, in English and Japanese (one table per language, so a missing translation
//! is a compile error). Japanese follows the rulebook's terms (ニワトリ, ロバ, 音楽隊…).

use crate::rules::bremen::scoring::Title;
use crate::rules::bremen::tile::{Animal, Tile};
use crate::ui::i18n::Lang;
use crate::ui::table::{GameCard, SetupWords};

/// Bremen's home card in a language.
pub fn card(lang: Lang) -> &'static GameCard {
    lang.pick(&EN_CARD, &JA_CARD)
}

static EN_CARD: GameCard = GameCard {
    name: "Bremen",
    facts: "3–4 players · 12 tricks",
    pitch: "Cooperative tricks: end on exactly 24, 16, 8 and 0 tiles.",
};

static JA_CARD: GameCard = GameCard {
    name: "ブレーメン",
    facts: "3〜4人・12ラウンド",
    pitch: "協力トリックテイキング。獲得数をぴったり24・16・8・0に。",
};

/// Bremen's text in a language.
pub fn text(lang: Lang) -> &'static BremenText {
    lang.pick(&EN, &JA)
}

/// All Bremen text in one language.
pub struct BremenText {
    /// The new-game screen's words.
    pub setup: SetupWords,
    pub memory_aid: &'static str,

    pub undo_mine: fn(&str) -> String,
    pub animal: fn(Animal) -> &'static str,
    pub trick_of: fn(u8, u8) -> String,
    pub turn_of: fn(&str) -> String,
    pub your_hand: &'static str,
    pub lead_any: &'static str,
    pub follow_if_you_can: fn(&str) -> String,
    pub captured: &'static str,
    pub tiles_in_hand: fn(u8) -> String,
    pub can_reach: &'static str,
    pub reach_none: &'static str,
    pub targets: &'static str,
    pub counts_lost: &'static str,
    pub see_result: &'static str,
    pub play_on: &'static str,
    pub stopped_after: fn(u8) -> String,
    pub middle_tile: &'static str,
    pub leads: &'static str,
    /// Marks the tile taking the trick so far.
    pub taking: &'static str,
    /// A played tile's place in the trick, for screen readers ("played 2nd").
    pub played_nth: fn(usize) -> String,
    pub no_numbers: &'static str,
    pub redealt: fn(u32) -> String,
    pub played: fn(&str, &str) -> String,
    pub won_trick: fn(&str, u8, u8) -> String,
    pub game_ended: &'static str,
    pub trick_won_by: fn(&str, u8) -> String,
    pub history: &'static str,

    pub band_wins: &'static str,
    pub band_loses: &'static str,
    pub counts_failed: fn(&str, &str) -> String,
    /// Between the items of a list of numbers or words ("20, 16" / "20、16").
    pub animals_failed: fn(&str) -> String,
    pub score_is: fn(u8) -> String,
    /// Under the score's working: where its two numbers come from.
    pub score_rule: &'static str,
    /// Who kept a number in the working ("Aiko, 24 captured").
    pub kept_by: fn(&str, u8) -> String,
    pub title: fn(Title) -> &'static str,
    /// The heading of the title ladder.
    pub all_titles: &'static str,
    pub last_tile: &'static str,
    pub dealt_hands: &'static str,
    pub tricks_replay: &'static str,
    pub winner: &'static str,
}

impl BremenText {
    /// "Donkey 7" / "ロバ 7".
    pub fn tile(&self, tile: Tile) -> String {
        format!("{} {}", (self.animal)(tile.animal()), tile.number())
    }
}

static EN: BremenText = BremenText {
    setup: SetupWords {
        first: "Takes the first tile from the circle",
        first_hint: "The rulebook says: whoever keeps the most chickens.",
        start: "Deal the tiles",
        variant: None,
    },
    memory_aid: "Memory aid: show the finished tricks during play (the rulebook keeps them face down)",

    undo_mine: |name| format!("{name}: take back my tile"),
    animal: |a| match a {
        Animal::Chicken => "Chicken",
        Animal::Donkey => "Donkey",
        Animal::Dog => "Dog",
        Animal::Cat => "Cat",
    },
    trick_of: |n, of| format!("Trick {n} of {of}"),
    turn_of: |name| format!("{name}'s turn"),
    your_hand: "Your hand",
    lead_any: "You lead: play any tile.",
    follow_if_you_can: |animal| format!("{animal} was led: follow it if you can."),
    captured: "captured",
    tiles_in_hand: |n| format!("{n} in hand"),
    can_reach: "can still end on",
    reach_none: "no target left",
    targets: "Targets",
    counts_lost: "The captured counts can no longer come out right: this game is lost.",
    see_result: "See the result now",
    play_on: "Play on anyway",
    stopped_after: |n| format!("Stopped after trick {n}: the captured counts could no longer come out right."),
    middle_tile: "Middle tile (face up)",
    leads: "leads",
    taking: "takes it",
    played_nth: |n| match n {
        1 => "played 1st".to_string(),
        2 => "played 2nd".to_string(),
        3 => "played 3rd".to_string(),
        n => format!("played {n}th"),
    },
    no_numbers: "Talk freely, but never say or hint at the numbers in your hand.",
    redealt: |n| format!("Someone held 8 or more chickens: the tiles were dealt again ({n}×)."),
    played: |name, tile| format!("{name} played {tile}"),
    won_trick: |name, n, k| format!("{name} won trick {n} and captured {k} tiles"),
    game_ended: "The 12th trick is done: the game is over.",
    trick_won_by: |name, n| format!("{name} wins trick {n}"),
    history: "Finished tricks",

    band_wins: "The band wins!",
    band_loses: "The band loses",
    counts_failed: |got, needed| format!("Captured counts were {got} — the band needed {needed}."),
    animals_failed: |animals| {
        format!("The last tiles must all be different animals, but {animals} appears more than once.")
    },
    score_is: |n| format!("Score: {n}"),
    score_rule: "The last tile of the player with 24, minus the last tile of the player with 0, plus 12.",
    kept_by: |name, count| format!("{name} ({count})"),
    all_titles: "Every title",
    title: |t| match t {
        Title::FinestInTown => "The finest band in town",
        Title::MovesTheHeart => "A band that moves the heart",
        Title::Thrilling => "A thrilling band",
        Title::OnTheRise => "A band on the rise",
        Title::Stylish => "A stylish little band",
        Title::Dreamers => "A band with dreams",
    },
    last_tile: "last tile",
    dealt_hands: "Hands as dealt",
    tricks_replay: "All 12 tricks",
    winner: "won by",
};

static JA: BremenText = BremenText {
    setup: SetupWords {
        first: "円から最初にコマを取る人",
        first_hint: "ルールでは「最も多くのニワトリを飼っているプレイヤー」。",
        start: "コマを配る",
        variant: None,
    },
    memory_aid: "記憶の補助:終わったラウンドのコマを表示する(ルールでは裏向き)",

    undo_mine: |name| format!("{name}:出したコマを戻す"),
    animal: |a| match a {
        Animal::Chicken => "ニワトリ",
        Animal::Donkey => "ロバ",
        Animal::Dog => "イヌ",
        Animal::Cat => "ネコ",
    },
    trick_of: |n, of| format!("{n}/{of}ラウンド"),
    turn_of: |name| format!("{name}さんの番"),
    your_hand: "あなたの手元のコマ",
    lead_any: "あなたが親です。どのコマでも出せます。",
    follow_if_you_can: |animal| format!("親は{animal}。{animal}があれば出してください。"),
    captured: "獲得",
    tiles_in_hand: |n| format!("手元{n}個"),
    can_reach: "目標にできる数",
    reach_none: "届く目標なし",
    targets: "目標",
    counts_lost: "獲得数の条件はもう満たせません。このゲームは敗北です。",
    see_result: "今すぐ結果を見る",
    play_on: "このまま続ける",
    stopped_after: |n| format!("{n}ラウンド目で終了:獲得数の条件をもう満たせなくなりました。"),
    middle_tile: "中央のコマ(表向き)",
    leads: "親",
    taking: "勝ち",
    played_nth: |n| format!("{n}番目に出した"),
    no_numbers: "相談は自由。ただし手元のコマの数字を言ったり、特定できるヒントを出したりしないこと。",
    redealt: |n| format!("ニワトリを8個以上持つ人がいたので配り直しました({n}回)。"),
    played: |name, tile| format!("{name}さんが{tile}を出した"),
    won_trick: |name, n, k| format!("{name}さんが{n}ラウンド目の{k}個を獲得"),
    game_ended: "12ラウンドが終わり、ゲーム終了です。",
    trick_won_by: |name, n| format!("{n}ラウンド目は{name}さんが獲得"),
    history: "終わったラウンド",

    band_wins: "音楽隊の勝利!",
    band_loses: "音楽隊の敗北",
    counts_failed: |got, needed| format!("獲得数は{got}。必要なのは{needed}でした。"),
    animals_failed: |animals| format!("残ったコマの動物はすべて異なる必要がありますが、{animals}が重なりました。"),
    score_is: |n| format!("スコア:{n}点"),
    score_rule: "24個獲得した人の残ったコマ − 0個の人の残ったコマ + 12。",
    kept_by: |name, count| format!("{name}さん({count}個)"),
    all_titles: "称号一覧",
    title: |t| match t {
        Title::FinestInTown => "とびきり素敵な町一番の音楽隊",
        Title::MovesTheHeart => "強く胸打つ音楽隊",
        Title::Thrilling => "シビれる音楽隊",
        Title::OnTheRise => "勢いのある音楽隊",
        Title::Stylish => "小粋な音楽隊",
        Title::Dreamers => "夢見る音楽隊",
    },
    last_tile: "残ったコマ",
    dealt_hands: "配られたコマ",
    tricks_replay: "全12ラウンド",
    winner: "獲得",
};
