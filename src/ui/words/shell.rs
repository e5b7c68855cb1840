//! The shell's words (home, setup, curtain, saves, the rooms after a game), in English and
//! Japanese, kept like the games' words: each word once, its two languages side by side. A word in one
//! language and not the other does not build. Each game's own words are data in its words files
//! ([`super::screen`]).

/// Declares the shell's words: each a field of [`Strings`] (of the type given, else text) with its
/// English and then its Japanese, and the two tables the page reads them from.
macro_rules! shell_words {
    ($($(#[$doc:meta])* $name:ident $(: $ty:ty)? { $en:expr, $ja:expr $(,)? })*) => {
        /// The shell's words in one language.
        pub struct Strings {
            $($(#[$doc])* pub $name: shell_words!(@type $($ty)?),)*
        }

        pub(super) static EN: Strings = Strings { $($name: $en,)* };
        pub(super) static JA: Strings = Strings { $($name: $ja,)* };
    };
    (@type) => { &'static str };
    (@type $ty:ty) => { $ty };
}

shell_words! {
    switch_language { "日本語", "English" }
    tagline { "Five tabletop games, one device passed around the table.", "5つのボードゲームを、1台の端末を回して遊ぶ。" }
    choose_game { "Choose a game", "ゲームを選ぶ" }
    saved_games { "Saved games", "保存したゲーム" }
    resume { "Resume", "再開" }
    export { "Export", "書き出し" }
    import { "Import a saved game", "保存データを読み込む" }
    delete { "Delete", "削除" }
    confirm_delete { "Delete this game for good?", "このゲームを完全に削除しますか?" }
    keep { "Keep", "残す" }
    imported { "The game was imported: it is in the list.", "ゲームを読み込みました。一覧にあります。" }
    import_failed: fn(&str) -> String {
        |why| format!("That file can't be imported ({why}). Nothing was changed."),
        |why| format!("このファイルは読み込めません({why})。何も変更していません。"),
    }
    import_refused {
        "This device would not store the imported game (storage full or blocked). Nothing was changed.",
        "この端末に保存できませんでした(容量不足または制限)。何も変更していません。",
    }
    import_already_here {
        "This game is already saved on this device, at the same move: it was not added again.",
        "このゲームは同じ手番のまま、すでにこの端末に保存されています。重ねて追加はしていません。",
    }
    load_unreadable { "it is not a Hotseat saved game, or it was cut short", "Hotseatの保存データではないか、途中で切れています" }
    load_other_version { "it was saved by a different version of Hotseat", "別のバージョンのHotseatで保存されています" }
    load_foreign { "it is a game this app does not have", "このアプリにないゲームのデータです" }
    load_changed {
        "its moves can't be played from the start of its game: the file was changed after it was saved",
        "保存後にファイルが書き換えられ、記録された手をゲームの最初から進められません",
    }
    finished { "Game over", "終了" }
    last_played: fn(&str) -> String { |when| format!("last played {when}"), |when| format!("最終プレイ {when}") }
    new_game { "New game", "新しいゲーム" }
    coming_soon { "Coming soon", "準備中" }
    /// The badge on the card of a game played to its end on this device.
    learned { "Learned", "習得済み" }
    home { "Home", "ホーム" }
    back { "Back", "戻る" }
    damaged_save: fn(&str) -> String {
        |why| format!("This saved game is damaged and can't be opened ({why}). Your other games are safe."),
        |why| format!("この保存データは壊れているため開けません({why})。ほかのゲームは無事です。"),
    }
    storage_failed {
        "This device would not save the game (storage full or blocked). You can keep playing, but closing the page will lose it.",
        "この端末に保存できませんでした(容量不足または制限)。このまま遊べますが、ページを閉じると失われます。",
    }
    summary_refused {
        "This device is full: this game's result could not be added to the history. Make room from a new game's setup, then open this game again from the home screen.",
        "この端末の容量がいっぱいで、このゲームの結果を履歴に残せませんでした。新しいゲームの準備画面で空きを作ってから、ホーム画面からこのゲームを開き直してください。",
    }
    kept_here { "This device keeps these games.", "この端末はこれらのゲームを保存し続けます。" }
    may_clear {
        "The browser may clear these games when the device runs short of space: export a copy to keep them.",
        "端末の容量が足りなくなると、ブラウザがこれらのゲームを消すことがあります。残すには書き出してください。",
    }
    clears_in_a_week {
        "Safari clears a site's games after seven days without a visit. To keep them, add Hotseat to the Home Screen (Share, then Add to Home Screen), or export a copy from the history.",
        "Safariは7日間開かれなかったサイトのゲームを消します。残すには、Hotseatをホーム画面に追加する(共有→ホーム画面に追加)か、履歴から書き出してください。",
    }
    understood { "Understood", "わかりました" }
    device_full {
        "This device is full: a new game would not be saved, and would be lost when the page closes. Export the history to keep a copy, then make room by dropping the replays of the oldest finished games (their results stay in the history).",
        "この端末の容量がいっぱいです。新しいゲームは保存されず、ページを閉じると失われます。履歴を書き出して控えを残してから、古い終了済みゲームのリプレイを消して空きを作ってください(結果は履歴に残ります)。",
    }
    drop_old_replays { "Drop the oldest replays", "古いリプレイを消す" }
    made_room: fn(usize) -> String {
        |n| format!("Room made: the replays of the {n} oldest finished games were dropped. Their results stay in the history."),
        |n| format!("空きを作りました。古い終了済みゲーム{n}件のリプレイを消しました。結果は履歴に残っています。"),
    }
    no_room_left {
        "No replay is left to drop: delete games you no longer need from the home screen or the history.",
        "消せるリプレイがもうありません。ホーム画面か履歴から、不要なゲームを削除してください。",
    }
    replay_dropped { "Replay not kept (dropped to make room)", "リプレイは残っていません(空きを作るために消しました)" }
    names_refused {
        "This device is full: some games kept the name as it was. Make room from a new game's setup, then try again.",
        "この端末の容量がいっぱいで、一部のゲームの名前を変更できませんでした。新しいゲームの準備画面で空きを作ってから、もう一度試してください。",
    }
    idle_warning: fn(u64) -> String {
        |s| format!("This hand hides in {s} seconds: touch the screen to keep it."),
        |s| format!("{s}秒後に手元を隠します。続けるなら画面に触れてください。"),
    }
    idle_setting { "Hide a hand left untouched after", "触れないまま手元を隠すまでの時間" }
    /// The credit the Game Icons pictures' licence (CC BY 3.0) asks for.
    art_credit {
        "Pictures: Game Icons (game-icons.net) by Lorc, Delapouite and contributors, CC BY 3.0.",
        "絵:Game Icons(game-icons.net)Lorc、Delapouite ほか、CC BY 3.0。",
    }
    minutes: fn(u32) -> String {
        |m| if m == 1 { "1 minute".to_string() } else { format!("{m} minutes") },
        |m| format!("{m}分"),
    }
    new_version { "A new version of Hotseat is ready.", "Hotseatの新しいバージョンがあります。" }
    rules { "Rules", "ルール" }
    rules_of: fn(&str) -> String { |game| format!("{game}: the rules"), |game| format!("{game}のルール") }
    close { "Close", "閉じる" }
    rules_loading { "Opening the rules…", "ルールを開いています…" }
    rules_unavailable {
        "The rules could not be opened: this device has not kept them yet. Open them once with a connection and they stay for offline play.",
        "ルールを開けませんでした。この端末にまだ保存されていません。一度オンラインで開くと、オフラインでも読めるようになります。",
    }
    reconstructed { "[reconstructed]", "[推定]" }
    reconstructed_note {
        "Values marked [reconstructed] were lost from the printed rulebook; they are our best reading. Where a game has variant settings, a group can change them when starting a game.",
        "[推定]の値は元のルールブックから失われたもので、私たちの推定です。バリアント設定のあるゲームでは、始めるときに変更できます。",
    }
    reload { "Reload", "再読み込み" }
    words_unavailable {
        "This game could not be opened: this device has not kept its words yet. Open it once with a connection and it stays for offline play.",
        "このゲームを開けませんでした。この端末にまだ言葉のデータが保存されていません。一度オンラインで開くと、オフラインでも遊べるようになります。",
    }
    part_coming { "Getting the game ready…", "ゲームを準備しています…" }
    part_failed {
        "This game could not be fetched: the connection may be lost. Nothing is lost: every saved game stays as it was.",
        "このゲームを読み込めませんでした。接続が切れているかもしれません。保存したゲームはすべてそのまま残っています。",
    }
    try_again { "Try again", "もう一度" }
    setup_title: fn(&str) -> String { |game| format!("New game of {game}"), |game| format!("{game}:新しいゲーム") }
    player_count { "Players", "人数" }
    players_n: fn(u8) -> String { |n| format!("{n} players"), |n| format!("{n}人") }
    names_and_seats { "Names and seats", "名前と席順" }
    seats_hint { "Clockwise around the table, starting anywhere.", "テーブルを時計回りに、誰からでも。" }
    default_name: fn(usize) -> String { |i| format!("Player {i}"), |i| format!("プレイヤー{i}") }
    move_up: fn(&str) -> String { |name| format!("Move {name} up"), |name| format!("{name}を上へ") }
    move_down: fn(&str) -> String { |name| format!("Move {name} down"), |name| format!("{name}を下へ") }
    pick_random { "Pick at random", "ランダムに選ぶ" }
    seed { "Seed", "シード" }
    seed_hint {
        "Leave it empty for a fresh deal nobody knows. The seed is shown when a game ends: enter it here to replay that game or to report a bug.",
        "空欄なら、誰にも分からない新しい配り方になります。シードはゲーム終了時に表示されます。ここに入れると、そのゲームを再現したりバグを報告したりできます。",
    }
    replay_seed { "Replay a game from its seed", "シードからゲームを再現する" }
    /// The new-game screen's folded section: who starts, and a seed to replay.
    more_options { "More options: who starts, replaying a game", "その他の設定:最初の人、ゲームの再現" }
    seed_random { "empty: a fresh random deal", "空欄:ランダムな新しい配り方" }
    same_name: fn(&str) -> String {
        |name| format!("Two players are called {name}: give each player a different name, so the device always goes to the right person."),
        |name| format!("{name}という名前のプレイヤーが2人います。端末が正しい人に渡るよう、全員に別の名前を付けてください。"),
    }
    bad_seed { "The seed must be a whole number (0 to 18446744073709551615).", "シードは0〜18446744073709551615の整数にしてください。" }
    setup_refused {
        "These settings can't start a game: check the players and the variant settings.",
        "この設定ではゲームを始められません。プレイヤーとバリアント設定を確認してください。",
    }
    pass_to: fn(&str) -> String { |name| format!("Pass the device to {name}"), |name| format!("{name}さんに端末を渡してください") }
    give_back_to: fn(&str) -> String {
        |name| format!("Give the device back to {name}"),
        |name| format!("{name}さんに端末を返してください"),
    }
    only_you: fn(&str) -> String {
        |name| format!("Only {name} should look at the next screen."),
        |name| format!("次の画面は{name}さんだけが見てください。"),
    }
    i_am: fn(&str) -> String { |name| format!("I am {name} — show me"), |name| format!("{name}です — 表示する") }
    hold_to_show { "Press and hold until the bar fills.", "バーがいっぱいになるまで長押ししてください。" }
    hold_longer { "Keep holding until the bar is full — a tap does not open it.", "バーがいっぱいになるまで押し続けてください。タップでは開きません。" }
    lift_and_press_again {
        "That press began before the button was ready: let go, then press and hold again.",
        "ボタンの準備ができる前に押されました。いったん離して、もう一度長押ししてください。",
    }
    taken_over { "This game is open in another tab", "このゲームは別のタブで開かれています" }
    taken_over_hint {
        "It goes on there, with every move kept. Play it here instead, and the other tab stops.",
        "ゲームはそちらで続いていて、手はすべて残っています。ここで遊ぶと、別のタブは止まります。",
    }
    play_here { "Play it here", "ここで遊ぶ" }
    since_last_turn { "Since your last turn", "前の手番からの出来事" }
    nothing_new { "Nothing new since your last turn.", "前の手番から変化はありません。" }
    continue_ { "Continue", "次へ" }
    got_it { "Got it", "わかった" }
    not_your_turn { "It is not your turn.", "あなたの番ではありません。" }
    game_is_over { "The game is over.", "ゲームは終了しています。" }
    list_sep { ", ", "、" }
    /// The header of the column of player names.
    player { "Player", "プレイヤー" }
    play_again { "Play again", "もう一度" }
    seed_was: fn(u64) -> String { |s| format!("Seed {s}"), |s| format!("シード {s}") }
    /// The replay of a finished game (see [`super::after_game::replay`]).
    replay { "Replay", "リプレイ" }
    same_deal { "Same deal again", "同じ配りでもう一度" }
    /// The history screen (see [`super::after_game::history_screen`]).
    history { "History", "履歴" }
    players { "Players", "プレイヤー" }
    no_history { "Nobody has finished a game on this device yet.", "この端末で最後まで遊んだゲームはまだありません。" }
    finished_games { "Finished games", "終わったゲーム" }
    export_history { "Export the history", "履歴を書き出す" }
    show_more { "Show more", "もっと見る" }
    name_label { "Player", "プレイヤー" }
    game_col { "Game", "ゲーム" }
    played_col { "Played", "回数" }
    wins_col { "Wins", "勝ち" }
    score_col { "Avg. score", "平均点" }
    place_col { "Avg. place", "平均順位" }
    best_col { "Best", "最高" }
    trend_col { "Places", "順位" }
    same_person { "Same person as", "同じ人：" }
    merge_into: fn(&str) -> String { |name| format!("Count them as {name}"), |name| format!("{name}としてまとめる") }
    forget_name: fn(&str) -> String { |name| format!("Forget {name}"), |name| format!("{name}を忘れる") }
    forget { "Forget", "忘れる" }
    confirm_forget {
        "Take this name out of every finished game? The results stay, under no name.",
        "終わったすべてのゲームからこの名前を消しますか？結果は名前なしで残ります。",
    }
    /// "Aiko: 1st (23)".
    placed: fn(&str, u8, i32) -> String {
        |name, place, score| format!("{name}: #{place} ({score})"),
        |name, place, score| format!("{name}：{place}位（{score}）"),
    }
    /// A band's win in the history: its title and its points.
    band_won: fn(&str, i32) -> String {
        |title, points| format!("The band won: {title}, {points} points"),
        |title, points| format!("全員の勝ち：{title}（{points}点）"),
    }
    band_lost { "The band lost", "全員の負け" }
    history_imported: fn(usize, usize) -> String {
        |new, here| format!("{new} games imported, {here} already here."),
        |new, here| format!("{new}ゲームを読み込みました（{here}ゲームは既にあります）。"),
    }
    same_deal_rotated { "Same deal, everyone one seat on", "同じ配りで席を1つずらす" }
    to_start { "To the deal", "配った直後へ" }
    back_step { "Back one move", "1手戻る" }
    to_end { "To the end", "最後へ" }
    play { "Play", "再生" }
    pause { "Pause", "一時停止" }
    jump_to { "Jump to", "移動" }
    to_result { "Back to the result", "結果に戻る" }
    the_deal { "The deal, before anybody moved", "配った直後（まだ誰も動いていない）" }
    /// "Move 3 of 40: Aiko".
    move_by: fn(usize, usize, &str) -> String {
        |n, of, name| format!("Move {n} of {of}: {name}"),
        |n, of, name| format!("{n}/{of}手目：{name}"),
    }
    review { "Review the moves", "手を振り返る" }
    /// "Reviewing move 3 of 40…".
    reviewing: fn(usize, usize) -> String {
        |n, of| format!("Reviewing move {n} of {of}…"),
        |n, of| format!("{of}手中{n}手目を検討中…"),
    }
    cancel { "Cancel", "やめる" }
    review_failed { "The review could not be finished.", "振り返りを最後まで行えませんでした。" }
    review_note {
        "The strong bot judged each move from its player's seat at the time: nothing they could not see is held against them.",
        "強いボットが、その時その席から見えていた情報だけで各手を評価しています。見えなかったことで責められることはありません。",
    }
    /// The win chance (in Bremen, the band's) with the bot's move and with the move made, in percent.
    chance: fn(bool, u16, u16) -> String {
        |team, before, after| {
            let whose = if team { "The band's chance" } else { "Win chance" };
            if before == after { format!("{whose}: {after} %") } else { format!("{whose}: {before} % → {after} %") }
        },
        |team, before, after| {
            let whose = if team { "バンドの勝率" } else { "勝率" };
            if before == after { format!("{whose}：{after}%") } else { format!("{whose}：{before}% → {after}%") }
        },
    }
    /// Moves that lost 10, 20 and 30 points of win chance.
    marks: [&'static str; 3] { ["Inaccuracy", "Mistake", "Blunder"], ["疑問手", "悪手", "大悪手"] }
    better { "The strong bot would have played:", "強いボットならこうしていました：" }
    /// A marked move: its mark, the points it lost, give or take (whole points, 0 when under one),
    /// in a game played together the share of the band's chance it gave up (in percent), and
    /// whether it was clearly or a little worse ([`rules::bots::review::Sure`]).
    worse: fn(&str, u16, u16, Option<u16>, bool) -> String {
        |mark, lost, margin, share, clearly| {
            let give = if margin > 0 { format!(" ± {margin}") } else { String::new() };
            let share = share.map(|s| format!(" ({s} % of the band's chance)")).unwrap_or_default();
            format!(" · {mark}: {lost}{give} points{share}, {}", if clearly { "clearly worse" } else { "a little worse" })
        },
        |mark, lost, margin, share, clearly| {
            let give = if margin > 0 { format!("±{margin}") } else { String::new() };
            let share = share.map(|s| format!("（バンドの勝率の{s}%）")).unwrap_or_default();
            format!(" · {mark}：{lost}{give}ポイント{share}、{}", if clearly { "明らかに悪い手" } else { "やや悪い手" })
        },
    }
    /// A move other than the strong bot's whose loss is within the judge's uncertainty.
    about_the_same { " · about the same as the strong bot's move", " · 強いボットの手とほぼ同じ" }
    /// A player's marks, worst first ([inaccuracies, mistakes, blunders]).
    marked: fn([usize; 3]) -> String {
        |[i, m, b]| {
            let say = |n: usize, one: &str, many: &str| (n > 0).then(|| format!("{n} {}", if n == 1 { one } else { many }));
            let said: Vec<String> =
                [say(b, "blunder", "blunders"), say(m, "mistake", "mistakes"), say(i, "inaccuracy", "inaccuracies")]
                    .into_iter()
                    .flatten()
                    .collect();
            if said.is_empty() { "No move lost 10 points".to_string() } else { said.join(", ") }
        },
        |[i, m, b]| {
            let said: Vec<String> = [(b, "大悪手"), (m, "悪手"), (i, "疑問手")]
                .into_iter()
                .filter(|&(n, _)| n > 0)
                .map(|(n, what)| format!("{what}{n}"))
                .collect();
            if said.is_empty() { "10ポイント以上失った手はなし".to_string() } else { said.join("・") }
        },
    }
    /// The costliest move, said after [`Strings::marked`]: where in the game, the move, the points
    /// it lost.
    costliest: fn(&str, &str, u16) -> String {
        |at, line, lost| format!("; the costliest: {at}, {line} (−{lost})"),
        |at, line, lost| format!("。最大の損失：{at}、{line}（−{lost}）"),
    }
    /// Who plays a seat: a person, or a bot at each level (weakest first).
    person { "Person", "人" }
    bot_levels: [&'static str; 3] { ["Bot: easy", "Bot: normal", "Bot: strong"], ["ボット・弱", "ボット・中", "ボット・強"] }
    who_plays: fn(usize) -> String { |seat| format!("Who plays seat {seat}"), |seat| format!("{seat}番の席の担当") }
    bot_name: fn(usize) -> String { |seat| format!("Bot {seat}"), |seat| format!("ボット{seat}") }
    thinking: fn(&str) -> String { |name| format!("{name} is thinking…"), |name| format!("{name}が考え中…") }
    bots_moves { "Moves since your turn", "あなたの番のあとの手" }
    bot_failed {
        "The bot could not find a move. Go home and open the game again.",
        "ボットが手を見つけられませんでした。ホームに戻って、ゲームを開き直してください。",
    }
    bot_pace_setting { "Show each bot move for", "ボットの手を見せる時間" }
    seconds: fn(u32) -> String {
        |ms| format!("{}.{} s", ms / 1000, ms % 1000 / 100),
        |ms| format!("{}.{}秒", ms / 1000, ms % 1000 / 100),
    }
    /// Teaching: a guided game, its coach marks, its first screens and the hint.
    learn { "Learn to play", "遊び方を覚える" }
    on_off: [&'static str; 2] { ["Off", "On"], ["オフ", "オン"] }
    guided { "Guided game: rules explained as they come up, and hints", "ガイド付き:ルールをその場で説明し、ヒントも出せます" }
    teaching_off { "Stop teaching", "説明をやめる" }
    marks_setting { "Explain each rule as it comes up", "ルールをその場で説明する" }
    hints_setting { "Offer a hint in every game", "どのゲームでもヒントを出せるようにする" }
    next { "Next", "次へ" }
    skip { "Skip", "とばす" }
    lets_play { "Let’s play", "はじめよう" }
    hint { "Hint", "ヒント" }
    hint_said: fn(u8) -> String {
        |sure| format!("Hint: the lit move, from what you can see ({sure} % sure)."),
        |sure| format!("ヒント:あなたに見えている情報からの最善手が光っています(確信度{sure}%)。"),
    }
}
