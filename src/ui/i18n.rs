//! The shell's strings (home, setup, curtain, saves), in English and Japanese. One table per language,
//! so a missing translation is a compile error. Each game's own text lives in its folder
//! (`games/<game>/text.rs`).

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
        self.pick(&EN, &JA)
    }

    /// Of a table in each language, the one in this language.
    pub fn pick<T: ?Sized>(self, en: &'static T, ja: &'static T) -> &'static T {
        match self {
            Lang::En => en,
            Lang::Ja => ja,
        }
    }
}

/// The shell's text in one language.
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
    pub import_already_here: &'static str,
    pub load_unreadable: &'static str,
    pub load_other_version: &'static str,
    pub load_foreign: &'static str,
    pub load_changed: &'static str,
    pub finished: &'static str,
    pub last_played: fn(&str) -> String,
    pub new_game: &'static str,
    pub coming_soon: &'static str,
    pub home: &'static str,
    pub back: &'static str,
    pub damaged_save: fn(&str) -> String,
    pub storage_failed: &'static str,
    pub idle_warning: fn(u64) -> String,
    pub idle_setting: &'static str,
    /// The credit the Game Icons pictures' licence (CC BY 3.0) asks for.
    pub art_credit: &'static str,
    pub minutes: fn(u32) -> String,
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
    pub pick_random: &'static str,
    pub seed: &'static str,
    pub seed_hint: &'static str,
    pub replay_seed: &'static str,
    /// The new-game screen's folded section: who starts, and a seed to replay.
    pub more_options: &'static str,
    pub seed_random: &'static str,
    pub same_name: fn(&str) -> String,
    pub bad_seed: &'static str,
    pub setup_refused: &'static str,
    pub pass_to: fn(&str) -> String,
    pub give_back_to: fn(&str) -> String,
    pub only_you: fn(&str) -> String,
    pub i_am: fn(&str) -> String,
    pub hold_to_show: &'static str,
    pub hold_longer: &'static str,
    pub taken_over: &'static str,
    pub taken_over_hint: &'static str,
    pub play_here: &'static str,
    pub since_last_turn: &'static str,
    pub nothing_new: &'static str,
    pub continue_: &'static str,
    pub got_it: &'static str,

    pub not_your_turn: &'static str,
    pub game_is_over: &'static str,
    pub list_sep: &'static str,
    /// The header of the column of player names.
    pub player: &'static str,
    pub play_again: &'static str,
    pub seed_was: fn(u64) -> String,
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
    import_already_here: "This game is already saved on this device, at the same move: it was not added again.",
    load_unreadable: "it is not a Hotseat saved game, or it was cut short",
    load_other_version: "it was saved by a different version of Hotseat",
    load_foreign: "it is a game this app does not have",
    load_changed: "its moves can't be played from the start of its game: the file was changed after it was saved",
    finished: "Game over",
    last_played: |when| format!("last played {when}"),
    new_game: "New game",
    coming_soon: "Coming soon",
    home: "Home",
    back: "Back",
    damaged_save: |why| format!("This saved game is damaged and can't be opened ({why}). Your other games are safe."),
    idle_warning: |s| format!("This hand hides in {s} seconds: touch the screen to keep it."),
    idle_setting: "Hide a hand left untouched after",
    art_credit: "Pictures: Game Icons (game-icons.net) by Lorc, Delapouite and contributors, CC BY 3.0.",
    minutes: |m| if m == 1 { "1 minute".to_string() } else { format!("{m} minutes") },
    storage_failed: "This device would not save the game (storage full or blocked). You can keep playing, but closing the page will lose it.",
    new_version: "A new version of Hotseat is ready.",
    rules: "Rules",
    rules_of: |game| format!("{game}: the rules"),
    close: "Close",
    reconstructed: "[reconstructed]",
    reconstructed_note: "Values marked [reconstructed] were lost from the printed rulebook; they are our best reading. Where a game has variant settings, a group can change them when starting a game.",
    reload: "Reload",

    setup_title: |game| format!("New game of {game}"),
    player_count: "Players",
    players_n: |n| format!("{n} players"),
    names_and_seats: "Names and seats",
    seats_hint: "Clockwise around the table, starting anywhere.",
    default_name: |i| format!("Player {i}"),
    move_up: |name| format!("Move {name} up"),
    move_down: |name| format!("Move {name} down"),
    pick_random: "Pick at random",
    seed: "Seed",
    seed_hint: "Leave it empty for a fresh deal nobody knows. The seed is shown when a game ends: enter it here to replay that game or to report a bug.",
    replay_seed: "Replay a game from its seed",
    more_options: "More options: who starts, replaying a game",
    seed_random: "empty: a fresh random deal",
    same_name: |name| format!("Two players are called {name}: give each player a different name, so the device always goes to the right person."),
    bad_seed: "The seed must be a whole number (0 to 18446744073709551615).",
    setup_refused: "These settings can't start a game: check the players and the variant settings.",
    pass_to: |name| format!("Pass the device to {name}"),
    give_back_to: |name| format!("Give the device back to {name}"),
    only_you: |name| format!("Only {name} should look at the next screen."),
    i_am: |name| format!("I am {name} — show me"),
    hold_to_show: "Press and hold until the bar fills.",
    hold_longer: "Keep holding until the bar is full — a tap does not open it.",
    taken_over: "This game is open in another tab",
    taken_over_hint: "It goes on there, with every move kept. Play it here instead, and the other tab stops.",
    play_here: "Play it here",
    since_last_turn: "Since your last turn",
    nothing_new: "Nothing new since your last turn.",
    continue_: "Continue",
    got_it: "Got it",

    not_your_turn: "It is not your turn.",
    game_is_over: "The game is over.",
    list_sep: ", ",
    player: "Player",
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
    import_already_here: "このゲームは同じ手番のまま、すでにこの端末に保存されています。重ねて追加はしていません。",
    load_unreadable: "Hotseatの保存データではないか、途中で切れています",
    load_other_version: "別のバージョンのHotseatで保存されています",
    load_foreign: "このアプリにないゲームのデータです",
    load_changed: "保存後にファイルが書き換えられ、記録された手をゲームの最初から進められません",
    finished: "終了",
    last_played: |when| format!("最終プレイ {when}"),
    new_game: "新しいゲーム",
    coming_soon: "準備中",
    home: "ホーム",
    back: "戻る",
    damaged_save: |why| format!("この保存データは壊れているため開けません({why})。ほかのゲームは無事です。"),
    idle_warning: |s| format!("{s}秒後に手元を隠します。続けるなら画面に触れてください。"),
    idle_setting: "触れないまま手元を隠すまでの時間",
    art_credit: "絵:Game Icons(game-icons.net)Lorc、Delapouite ほか、CC BY 3.0。",
    minutes: |m| format!("{m}分"),
    storage_failed:
        "この端末に保存できませんでした(容量不足または制限)。このまま遊べますが、ページを閉じると失われます。",
    new_version: "Hotseatの新しいバージョンがあります。",
    rules: "ルール",
    rules_of: |game| format!("{game}のルール"),
    close: "閉じる",
    reconstructed: "[推定]",
    reconstructed_note:
        "[推定]の値は元のルールブックから失われたもので、私たちの推定です。バリアント設定のあるゲームでは、始めるときに変更できます。",
    reload: "再読み込み",

    setup_title: |game| format!("{game}:新しいゲーム"),
    player_count: "人数",
    players_n: |n| format!("{n}人"),
    names_and_seats: "名前と席順",
    seats_hint: "テーブルを時計回りに、誰からでも。",
    default_name: |i| format!("プレイヤー{i}"),
    move_up: |name| format!("{name}を上へ"),
    move_down: |name| format!("{name}を下へ"),
    pick_random: "ランダムに選ぶ",
    seed: "シード",
    seed_hint: "空欄なら、誰にも分からない新しい配り方になります。シードはゲーム終了時に表示されます。ここに入れると、そのゲームを再現したりバグを報告したりできます。",
    replay_seed: "シードからゲームを再現する",
    more_options: "その他の設定:最初の人、ゲームの再現",
    seed_random: "空欄:ランダムな新しい配り方",
    same_name: |name| format!("{name}という名前のプレイヤーが2人います。端末が正しい人に渡るよう、全員に別の名前を付けてください。"),
    bad_seed: "シードは0〜18446744073709551615の整数にしてください。",
    setup_refused: "この設定ではゲームを始められません。プレイヤーとバリアント設定を確認してください。",
    pass_to: |name| format!("{name}さんに端末を渡してください"),
    give_back_to: |name| format!("{name}さんに端末を返してください"),
    only_you: |name| format!("次の画面は{name}さんだけが見てください。"),
    i_am: |name| format!("{name}です — 表示する"),
    hold_to_show: "バーがいっぱいになるまで長押ししてください。",
    hold_longer: "バーがいっぱいになるまで押し続けてください。タップでは開きません。",
    taken_over: "このゲームは別のタブで開かれています",
    taken_over_hint: "ゲームはそちらで続いていて、手はすべて残っています。ここで遊ぶと、別のタブは止まります。",
    play_here: "ここで遊ぶ",
    since_last_turn: "前の手番からの出来事",
    nothing_new: "前の手番から変化はありません。",
    continue_: "次へ",
    got_it: "わかった",

    not_your_turn: "あなたの番ではありません。",
    game_is_over: "ゲームは終了しています。",
    list_sep: "、",
    player: "プレイヤー",
    play_again: "もう一度",
    seed_was: |s| format!("シード {s}"),
};
