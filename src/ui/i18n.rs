//! Every string the app shows, in English and Japanese. One table per language, so a missing
//! translation is a compile error; Japanese follows the rulebooks' own terms (ニワトリ, ロバ, 音楽隊…).

use crate::rules::bremen::scoring::Title;
use crate::rules::bremen::tile::{Animal, Tile};
use serde::{Deserialize, Serialize};

/// A language the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// 日本語.
    Ja,
}

impl Lang {
    /// The BCP 47 tag for the page's `lang` attribute.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The other language (the toggle's target).
    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Ja,
            Lang::Ja => Lang::En,
        }
    }

    /// The strings in this language.
    pub fn t(self) -> &'static Strings {
        match self {
            Lang::En => &EN,
            Lang::Ja => &JA,
        }
    }
}

/// One game's card on the home screen.
pub struct GameCard {
    /// The game's name.
    pub name: &'static str,
    /// Player count and length.
    pub facts: &'static str,
    /// One line on what it is like.
    pub pitch: &'static str,
}

/// All user-visible text in one language.
pub struct Strings {
    pub language_name: &'static str,
    pub switch_language: &'static str,
    pub tagline: &'static str,
    pub choose_game: &'static str,
    pub saved_games: &'static str,
    pub resume: &'static str,
    pub export: &'static str,
    pub import: &'static str,
    pub delete: &'static str,
    pub confirm_delete: &'static str,
    pub keep: &'static str,
    pub imported: &'static str,
    pub import_failed: fn(&str) -> String,
    pub import_refused: &'static str,
    pub finished: &'static str,
    pub last_played: fn(&str) -> String,
    pub new_game: &'static str,
    pub coming_soon: &'static str,
    pub home: &'static str,
    pub back: &'static str,
    /// Bremen, Here Comes the Dog, Bierfest, M&ZEB-S, Broom Service.
    pub games: [GameCard; 5],
    pub damaged_save: fn(&str) -> String,
    pub storage_failed: &'static str,
    pub new_version: &'static str,
    pub rules: &'static str,
    pub rules_of: fn(&str) -> String,
    pub close: &'static str,
    pub reconstructed: &'static str,
    pub reconstructed_note: &'static str,
    pub reload: &'static str,

    pub setup_title: fn(&str) -> String,
    pub player_count: &'static str,
    pub players_n: fn(u8) -> String,
    pub names_and_seats: &'static str,
    pub seats_hint: &'static str,
    pub default_name: fn(usize) -> String,
    pub move_up: fn(&str) -> String,
    pub move_down: fn(&str) -> String,
    pub first_taker: &'static str,
    pub first_taker_hint: &'static str,
    pub seed: &'static str,
    pub seed_hint: &'static str,
    pub new_seed: &'static str,
    pub bad_seed: &'static str,
    pub setup_refused: &'static str,
    pub memory_aid: &'static str,
    pub start: &'static str,

    pub pass_to: fn(&str) -> String,
    pub only_you: fn(&str) -> String,
    pub i_am: fn(&str) -> String,
    pub since_last_turn: &'static str,
    pub nothing_new: &'static str,
    pub undo_mine: fn(&str) -> String,
    pub continue_: &'static str,

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
    pub middle_tile: &'static str,
    pub leads: &'static str,
    pub no_numbers: &'static str,
    pub redealt: fn(u32) -> String,
    pub must_follow: fn(&str) -> String,
    pub not_in_hand: &'static str,
    pub not_your_turn: &'static str,
    pub game_is_over: &'static str,
    pub played: fn(&str, &str) -> String,
    pub won_trick: fn(&str, u8, u8) -> String,
    pub game_ended: &'static str,
    pub trick_won_by: fn(&str, u8) -> String,
    pub history: &'static str,

    pub band_wins: &'static str,
    pub band_loses: &'static str,
    pub counts_failed: fn(&str, &str) -> String,
    pub animals_failed: fn(&str) -> String,
    pub score_is: fn(u8) -> String,
    pub title: fn(Title) -> &'static str,
    pub last_tile: &'static str,
    pub dealt_hands: &'static str,
    pub tricks_replay: &'static str,
    pub winner: &'static str,
    pub play_again: &'static str,
    pub seed_was: fn(u64) -> String,
}

impl Strings {
    /// "Donkey 7" / "ロバ 7".
    pub fn tile(&self, tile: Tile) -> String {
        format!("{} {}", (self.animal)(tile.animal()), tile.number())
    }
}

static EN: Strings = Strings {
    language_name: "English",
    switch_language: "日本語",
    tagline: "Five tabletop games, one device passed around the table.",
    choose_game: "Choose a game",
    saved_games: "Saved games",
    resume: "Resume",
    export: "Export",
    import: "Import a saved game",
    delete: "Delete",
    confirm_delete: "Delete this game for good?",
    keep: "Keep",
    imported: "The game was imported: it is in the list.",
    import_failed: |why| format!("That file can't be imported ({why}). Nothing was changed."),
    import_refused: "This device would not store the imported game (storage full or blocked). Nothing was changed.",
    finished: "Game over",
    last_played: |when| format!("last played {when}"),
    new_game: "New game",
    coming_soon: "Coming soon",
    home: "Home",
    back: "Back",
    games: [
        GameCard { name: "Bremen", facts: "3–4 players · 12 tricks", pitch: "Cooperative tricks: end on exactly 24, 16, 8 and 0 tiles." },
        GameCard { name: "Here Comes the Dog", facts: "2–4 players · 5 rounds", pitch: "Roll for meat, charcoal and fire; tame the most dogs." },
        GameCard { name: "Willkommen, Bierfest!", facts: "3–5 players · 20 min", pitch: "Collect beer sets and pair them with food before the toast." },
        GameCard { name: "M&ZEB-S", facts: "2 players · 15–30 min", pitch: "Stack coloured blocks and hide which colour you want." },
        GameCard { name: "Broom Service", facts: "2–5 players · 7 rounds", pitch: "Witches and druids: play brave and win big, or cowardly and safe." },
    ],
    damaged_save: |why| format!("This saved game is damaged and can't be opened ({why}). Your other games are safe."),
    storage_failed: "This device would not save the game (storage full or blocked). You can keep playing, but closing the page will lose it.",
    new_version: "A new version of Hotseat is ready.",
    rules: "Rules",
    rules_of: |game| format!("{game}: the rules"),
    close: "Close",
    reconstructed: "[reconstructed]",
    reconstructed_note: "Values marked [reconstructed] were lost from the printed rulebook; they are our best reading, and each game's setup will let a group change them.",
    reload: "Reload",

    setup_title: |game| format!("New game of {game}"),
    player_count: "Players",
    players_n: |n| format!("{n} players"),
    names_and_seats: "Names and seats",
    seats_hint: "Clockwise around the table, starting anywhere.",
    default_name: |i| format!("Player {i}"),
    move_up: |name| format!("Move {name} up"),
    move_down: |name| format!("Move {name} down"),
    first_taker: "Takes the first tile from the circle",
    first_taker_hint: "The rulebook says: whoever keeps the most chickens.",
    seed: "Seed",
    seed_hint: "The same seed deals the same tiles: share it to replay a game or report a bug.",
    new_seed: "New seed",
    bad_seed: "The seed must be a whole number (0 to 18446744073709551615).",
    setup_refused: "These settings can't start a game of Bremen: check the players.",
    memory_aid: "Memory aid: show the finished tricks during play (the rulebook keeps them face down)",
    start: "Deal the tiles",

    pass_to: |name| format!("Pass the device to {name}"),
    only_you: |name| format!("Only {name} should look at the next screen."),
    i_am: |name| format!("I am {name} — show me"),
    since_last_turn: "Since your last turn",
    nothing_new: "Nothing new since your last turn.",
    undo_mine: |name| format!("{name}: take back my tile"),
    continue_: "Continue",

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
    middle_tile: "Middle tile (face up)",
    leads: "leads",
    no_numbers: "Talk freely, but never say or hint at the numbers in your hand.",
    redealt: |n| format!("Someone held 8 or more chickens: the tiles were dealt again ({n}×)."),
    must_follow: |animal| format!("You must follow {animal}: you hold one."),
    not_in_hand: "That tile is not in your hand.",
    not_your_turn: "It is not your turn.",
    game_is_over: "The game is over.",
    played: |name, tile| format!("{name} played {tile}"),
    won_trick: |name, n, k| format!("{name} won trick {n} and captured {k} tiles"),
    game_ended: "The 12th trick is done: the game is over.",
    trick_won_by: |name, n| format!("{name} wins trick {n}"),
    history: "Finished tricks",

    band_wins: "The band wins!",
    band_loses: "The band loses",
    counts_failed: |got, needed| format!("Captured counts were {got} — the band needed {needed}."),
    animals_failed: |animals| format!("The last tiles must all be different animals, but {animals} appears more than once."),
    score_is: |n| format!("Score: {n}"),
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
    play_again: "Play again",
    seed_was: |s| format!("Seed {s}"),
};

static JA: Strings = Strings {
    language_name: "日本語",
    switch_language: "English",
    tagline: "5つのボードゲームを、1台の端末を回して遊ぶ。",
    choose_game: "ゲームを選ぶ",
    saved_games: "保存したゲーム",
    resume: "再開",
    export: "書き出し",
    import: "保存データを読み込む",
    delete: "削除",
    confirm_delete: "このゲームを完全に削除しますか?",
    keep: "残す",
    imported: "ゲームを読み込みました。一覧にあります。",
    import_failed: |why| format!("このファイルは読み込めません({why})。何も変更していません。"),
    import_refused: "この端末に保存できませんでした(容量不足または制限)。何も変更していません。",
    finished: "終了",
    last_played: |when| format!("最終プレイ {when}"),
    new_game: "新しいゲーム",
    coming_soon: "準備中",
    home: "ホーム",
    back: "戻る",
    games: [
        GameCard {
            name: "ブレーメン",
            facts: "3〜4人・12ラウンド",
            pitch: "協力トリックテイキング。獲得数をぴったり24・16・8・0に。",
        },
        GameCard {
            name: "イヌがきた",
            facts: "2〜4人・5ラウンド",
            pitch: "ダイスで肉・炭・火を集めて、イヌを一番多く餌づけしよう。",
        },
        GameCard {
            name: "ようこそ、ビールまつり!",
            facts: "3〜5人・20分",
            pitch: "ビールをそろえて料理と合わせる。乾杯に気をつけて。",
        },
        GameCard {
            name: "M&ZEB-S",
            facts: "2人・15〜30分",
            pitch: "色のブロックを積み上げ、集めたい色を相手に隠し通す。",
        },
        GameCard {
            name: "ブルームサービス",
            facts: "2〜5人・7ラウンド",
            pitch: "魔女とドルイド。勇敢に大きく稼ぐか、臆病に確実に行くか。",
        },
    ],
    damaged_save: |why| format!("この保存データは壊れているため開けません({why})。ほかのゲームは無事です。"),
    storage_failed:
        "この端末に保存できませんでした(容量不足または制限)。このまま遊べますが、ページを閉じると失われます。",
    new_version: "Hotseatの新しいバージョンがあります。",
    rules: "ルール",
    rules_of: |game| format!("{game}のルール"),
    close: "閉じる",
    reconstructed: "[推定]",
    reconstructed_note:
        "[推定]の値は元のルールブックから失われたもので、私たちの推定です。各ゲームの準備画面で変更できるようにします。",
    reload: "再読み込み",

    setup_title: |game| format!("{game}:新しいゲーム"),
    player_count: "人数",
    players_n: |n| format!("{n}人"),
    names_and_seats: "名前と席順",
    seats_hint: "テーブルを時計回りに、誰からでも。",
    default_name: |i| format!("プレイヤー{i}"),
    move_up: |name| format!("{name}を上へ"),
    move_down: |name| format!("{name}を下へ"),
    first_taker: "円から最初にコマを取る人",
    first_taker_hint: "ルールでは「最も多くのニワトリを飼っているプレイヤー」。",
    seed: "シード",
    seed_hint: "同じシードなら同じ配り方。再現やバグ報告に使えます。",
    new_seed: "新しいシード",
    bad_seed: "シードは0〜18446744073709551615の整数にしてください。",
    setup_refused: "この設定ではブレーメンを始められません。プレイヤーを確認してください。",
    memory_aid: "記憶の補助:終わったラウンドのコマを表示する(ルールでは裏向き)",
    start: "コマを配る",

    pass_to: |name| format!("{name}さんに端末を渡してください"),
    only_you: |name| format!("次の画面は{name}さんだけが見てください。"),
    i_am: |name| format!("{name}です — 表示する"),
    since_last_turn: "前の手番からの出来事",
    nothing_new: "前の手番から変化はありません。",
    undo_mine: |name| format!("{name}:出したコマを戻す"),
    continue_: "次へ",

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
    middle_tile: "中央のコマ(表向き)",
    leads: "親",
    no_numbers: "相談は自由。ただし手元のコマの数字を言ったり、特定できるヒントを出したりしないこと。",
    redealt: |n| format!("ニワトリを8個以上持つ人がいたので配り直しました({n}回)。"),
    must_follow: |animal| format!("{animal}を持っているので、{animal}を出さなければなりません。"),
    not_in_hand: "そのコマは手元にありません。",
    not_your_turn: "あなたの番ではありません。",
    game_is_over: "ゲームは終了しています。",
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
    play_again: "もう一度",
    seed_was: |s| format!("シード {s}"),
};
