//! Every string of Here Comes the Dog, in English and Japanese (one table per language, so a missing
//! translation is a compile error). Japanese uses the rulebook's terms: 場, 肉, 炭, 火, 村人, イヌの
//! 餌づけ, イヌの襲来, 火祭り, ハプニング, 強奪, 負け抜け.

use crate::rules::dog::ranking::Decider;
use crate::rules::dog::stick::Stick;
use crate::rules::dog::village::{Fall, Overflow, Repel};
use crate::rules::dog::{Exchange, Happening, RoundEnd};
use crate::ui::i18n::Lang;
use crate::ui::table::{GameCard, SetupWords};

/// All Dog text in one language.
pub struct DogText {
    pub stick: fn(Stick) -> &'static str,
    pub round_of: fn(u8, u8) -> String,
    pub bonfire: &'static str,
    pub dice: &'static str,
    pub dice_not_rolled: &'static str,
    pub roll_of: fn(&str) -> String,
    pub turn_of: fn(&str) -> String,
    pub do_turn: &'static str,
    pub do_reroll: &'static str,
    pub do_take: &'static str,
    pub do_steal: &'static str,
    pub do_repel: fn(u8) -> String,
    pub roll: &'static str,
    pub roll_again: &'static str,
    pub or_exchange: &'static str,
    pub exchange: fn(Exchange) -> &'static str,
    pub take: &'static str,
    pub steal_from: fn(&str) -> String,
    pub repel_option: fn(Repel, &Fall) -> String,
    pub proposed: &'static str,
    pub players: &'static str,
    pub hand: &'static str,
    pub villagers: fn(u8, u8) -> String,
    pub dogs: fn(u8) -> String,
    pub out: &'static str,
    pub supply: fn(u8) -> String,
    pub latest: &'static str,
    pub undo: fn(&str) -> String,
    pub happening: fn(Happening) -> &'static str,
    pub round_end: fn(RoundEnd) -> &'static str,
    pub sticks_list: fn(&[(Stick, u8)]) -> String,

    pub rolled: fn(&str) -> String,
    pub took: fn(&str, &str) -> String,
    pub exchanged: fn(&str, &str) -> String,
    pub stole: fn(&str, &str, &str) -> String,
    pub nobody_to_rob: fn(&str) -> String,
    pub happening_by: fn(&str, &str) -> String,
    pub fed: fn(&str, u8, u8) -> String,
    pub attacked: fn(&str, u8, u8, u8) -> String,
    pub lost_dogs: fn(&str, u8, u8) -> String,
    pub went_out: fn(&str) -> String,
    pub fire_returned: fn(&str, u8) -> String,
    pub rolls_again: fn(&str) -> String,
    pub round_ended: fn(u8, &str) -> String,
    pub round_started: fn(u8, &str) -> String,
    pub game_ended: &'static str,

    pub summary_title: fn(u8) -> String,
    pub nothing_happened: &'static str,
    pub next_round: fn(u8) -> String,
    pub ranking: &'static str,
    pub place: &'static str,
    pub sticks_held: &'static str,
    pub player: &'static str,
    pub dogs_col: &'static str,
    pub villagers_col: &'static str,
    pub decided: &'static str,
    pub decider: fn(Decider) -> &'static str,
    pub wins: fn(&str) -> String,
    pub lone_survivor: &'static str,

    /// A stick's name inside a sentence ("no meat to give").
    pub stick_word: fn(Stick) -> &'static str,

    /// The new-game screen's words (the variant panel's heading among them).
    pub setup: SetupWords,
    pub variant_hint: &'static str,
    pub faces: &'static str,
    pub faces_bad: &'static str,
    pub supply_limit: &'static str,
    pub unlimited: &'static str,
    pub all_different: &'static str,
    pub steal: &'static str,
    pub take_two: &'static str,
    pub exchanges: &'static str,
    pub happenings: &'static str,
    pub triple_of: fn(Stick) -> String,
    pub overflow: &'static str,
    pub overflow_choice: fn(Overflow) -> &'static str,
    pub defaults: &'static str,
}

/// Here Comes the Dog's home card in a language.
pub fn card(lang: Lang) -> &'static GameCard {
    lang.pick(&EN_CARD, &JA_CARD)
}

static EN_CARD: GameCard = GameCard {
    name: "Here Comes the Dog",
    facts: "2–4 players · 5 rounds",
    pitch: "Roll for meat, charcoal and fire; tame the most dogs.",
};

static JA_CARD: GameCard = GameCard {
    name: "イヌがきた",
    facts: "2〜4人・5ラウンド",
    pitch: "ダイスで肉・炭・火を集めて、イヌを一番多く餌づけしよう。",
};

/// Here Comes the Dog's text in a language.
pub fn text(lang: Lang) -> &'static DogText {
    lang.pick(&EN, &JA)
}

/// "1 dog", "2 dogs": a count with the English word for one or for several.
fn plural_en(n: u8, one: &str, many: &str) -> String {
    if n == 1 {
        format!("1 {one}")
    } else {
        format!("{n} {many}")
    }
}

fn list_en(parts: &[(Stick, u8)], name: fn(Stick) -> &'static str) -> String {
    let shown: Vec<String> = parts.iter().filter(|(_, n)| *n > 0).map(|&(s, n)| format!("{n} {}", name(s))).collect();
    if shown.is_empty() {
        "nothing".into()
    } else {
        shown.join(" + ")
    }
}

fn list_ja(parts: &[(Stick, u8)], name: fn(Stick) -> &'static str) -> String {
    let shown: Vec<String> = parts.iter().filter(|(_, n)| *n > 0).map(|&(s, n)| format!("{}{n}本", name(s))).collect();
    if shown.is_empty() {
        "なし".into()
    } else {
        shown.join("+")
    }
}

fn stick_en(s: Stick) -> &'static str {
    match s {
        Stick::Meat => "meat",
        Stick::Charcoal => "charcoal",
        Stick::Fire => "fire",
    }
}

fn stick_ja(s: Stick) -> &'static str {
    match s {
        Stick::Meat => "肉",
        Stick::Charcoal => "炭",
        Stick::Fire => "火",
    }
}

static EN: DogText = DogText {
    stick: stick_en,
    round_of: |n, of| format!("Round {n} of {of}"),
    bonfire: "Bonfire",
    dice: "Dice",
    dice_not_rolled: "Not rolled yet",
    roll_of: |name| format!("{name}'s roll"),
    turn_of: |name| format!("{name}'s turn"),
    do_turn: "Roll the dice, or make one exchange with the bonfire.",
    do_reroll: "Roll again.",
    do_take: "Take sticks matching the dice:",
    do_steal: "Three different: steal one stick from another player.",
    do_repel: |dogs| format!("Dog attack! {} for you. Choose how to repel them:", plural_en(dogs, "dog comes", "dogs come")),
    roll: "Roll the dice",
    roll_again: "Roll again",
    or_exchange: "Or exchange instead (then your turn ends):",
    exchange: |e| match e {
        Exchange::CharcoalForMeat => "Give 1 charcoal, take 1 meat",
        Exchange::FireForTwoMeat => "Give 1 fire, take 2 meat",
        Exchange::FireForTwoCharcoal => "Give 1 fire, take 2 charcoal",
    },
    take: "Take",
    steal_from: |name| format!("From {name}"),
    repel_option: |repel, fall| {
        let how = match (repel.meat_pairs, repel.fire_pairs) {
            (0, 0) => "Repel none".to_string(),
            (m, 0) => format!("{m}× 2 meat"),
            (0, f) => format!("{f}× fire + charcoal"),
            (m, f) => format!("{m}× 2 meat and {f}× fire + charcoal"),
        };
        let cost = match (fall.fell, fall.out, fall.reset) {
            (_, true, _) => "your last villager falls: you are out".to_string(),
            (n, _, true) => {
                format!("{} fall, {} off", plural_en(n, "villager", "villagers"), plural_en(fall.dogs_lost, "dog runs", "dogs run"))
            }
            (0, ..) => "no villager falls".to_string(),
            (1, ..) => "1 villager falls".to_string(),
            (n, ..) => format!("{n} villagers fall"),
        };
        format!("{how} — {cost}")
    },
    proposed: "Repels the most",
    players: "Players",
    hand: "Sticks",
    villagers: |standing, of| format!("Villagers {standing}/{of}"),
    dogs: |n| plural_en(n, "dog", "dogs"),
    out: "Out",
    supply: |n| format!("Dogs left in the box: {n}"),
    latest: "Latest",
    undo: |name| format!("{name}: take back my move"),
    happening: |h| match h {
        Happening::Feeding => "Feeding",
        Happening::Attack => "Dog attack",
        Happening::FireFestival => "Fire festival",
    },
    round_end: |e| match e {
        RoundEnd::Feeding => "the meat ran out: everyone feeds their dogs",
        RoundEnd::Attack => "the charcoal ran out: the dogs attack",
        RoundEnd::Void => "meat and charcoal ran out together: the round is void",
    },
    sticks_list: |parts| list_en(parts, stick_en),

    rolled: |name| format!("{name} rolled"),
    took: |name, what| format!("{name} took {what}."),
    exchanged: |name, what| format!("{name} exchanged: {what}."),
    stole: |name, stick, from| format!("Steal! {name} took 1 {stick} from {from}."),
    nobody_to_rob: |name| format!("Three different, but nobody has a stick to steal: {name} rolls again."),
    happening_by: |name, what| format!("Happening ({name}): {what}!"),
    fed: |name, dogs, meat| {
        format!("{name} fed {meat} meat and tamed {}.", plural_en(dogs, "dog", "dogs"))
    },
    attacked: |name, dogs, repelled, fell| {
        let fell = plural_en(fell, "villager", "villagers");
        format!("{name}: {} attacked, {repelled} repelled, {fell} fell.", plural_en(dogs, "dog", "dogs"))
    },
    lost_dogs: |name, dogs, standing| {
        let standing = plural_en(standing, "villager stands", "villagers stand");
        format!("{name}'s villagers all fell: {} off; {standing} up again.", plural_en(dogs, "dog ran", "dogs ran"))
    },
    went_out: |name| format!("{name}'s last villager fell: {name} is out of the game."),
    fire_returned: |name, fire| format!("{name} returned {fire} fire to the bonfire."),
    rolls_again: |name| format!("{name} rolls again."),
    round_ended: |round, why| format!("Round {round} ended: {why}."),
    round_started: |round, name| format!("Round {round} begins with {name}. All sticks are back in the bonfire."),
    game_ended: "The game is over.",

    summary_title: |round| format!("End of round {round}"),
    nothing_happened: "Nobody was affected.",
    next_round: |round| format!("Start round {round}"),
    ranking: "Final ranking",
    place: "Place",
    sticks_held: "Sticks",
    player: "Player",
    dogs_col: "Dogs",
    villagers_col: "Villagers",
    decided: "Decided by",
    decider: |d| match d {
        Decider::Dogs => "fewer dogs",
        Decider::Villagers => "same dogs, fewer villagers standing",
        Decider::Sticks => "same dogs and villagers, fewer sticks",
        Decider::Shared => "tied on everything: place shared",
        Decider::Out => "out of the game",
        Decider::OutEarlier => "went out earlier",
    },
    wins: |names| format!("{names} wins!"),
    lone_survivor: "Only one player is left standing: the game ends at once.",

    stick_word: stick_en,

    setup: SetupWords { first: "Plays first", first_hint: "The rulebook says: decide by rock-paper-scissors, or pick at random.", start: "Light the bonfire", variant: Some("Variant settings") },
    variant_hint:
        "The rulebook's pictures of these were lost. The defaults are our best reading; change them to match your copy.",
    faces: "Faces on each die (6 in all)",
    faces_bad: "The faces must add up to 6, in at least two colours: with one colour every roll is a triple, a happening and a roll again, so the game would never end.",
    supply_limit: "Dog supply",
    unlimited: "Never runs out",
    all_different: "Three different faces",
    steal: "Steal a stick (強奪)",
    take_two: "Take 2 matching sticks",
    exchanges: "Exchanges allowed",
    happenings: "Happenings (three alike)",
    triple_of: |s| format!("Three {}", stick_en(s)),
    overflow: "Dogs beyond the last standing villager",
    overflow_choice: |o| match o {
        Overflow::Lost => "are lost",
        Overflow::CarryOver => "knock down the villagers who stand up again",
    },
    defaults: "Back to the defaults",
};

static JA: DogText = DogText {
    stick: stick_ja,
    round_of: |n, of| format!("ラウンド {n}/{of}"),
    bonfire: "場(焚き火)",
    dice: "ダイス",
    dice_not_rolled: "まだふっていません",
    roll_of: |name| format!("{name}さんの目"),
    turn_of: |name| format!("{name}さんの手番"),
    do_turn: "ダイスをふるか、場と1回だけ交換します。",
    do_reroll: "もう一度ダイスをふります。",
    do_take: "ダイスの目に合うスティックを取ります:",
    do_steal: "強奪!他のプレイヤーからスティックを1本奪います。",
    do_repel: |dogs| format!("イヌの襲来!{dogs}匹が来ます。撃退のしかたを選んでください:"),
    roll: "ダイスをふる",
    roll_again: "もう一度ふる",
    or_exchange: "ふらずに交換する(手番はそこで終わり):",
    exchange: |e| match e {
        Exchange::CharcoalForMeat => "炭1本を出して肉1本",
        Exchange::FireForTwoMeat => "火1本を出して肉2本",
        Exchange::FireForTwoCharcoal => "火1本を出して炭2本",
    },
    take: "取る",
    steal_from: |name| format!("{name}さんから"),
    repel_option: |repel, fall| {
        let how = match (repel.meat_pairs, repel.fire_pairs) {
            (0, 0) => "撃退しない".to_string(),
            (m, 0) => format!("肉2本×{m}"),
            (0, f) => format!("火+炭×{f}"),
            (m, f) => format!("肉2本×{m}と火+炭×{f}"),
        };
        let cost = match (fall.fell, fall.out, fall.reset) {
            (_, true, _) => "最後の村人が倒れ、負け抜け".to_string(),
            (n, _, true) => format!("村人が{n}人倒れ、イヌ{}匹が群れに戻る", fall.dogs_lost),
            (0, ..) => "村人は倒れない".to_string(),
            (n, ..) => format!("村人が{n}人倒れる"),
        };
        format!("{how} — {cost}")
    },
    proposed: "一番多く撃退",
    players: "プレイヤー",
    hand: "スティック",
    villagers: |standing, of| format!("村人 {standing}/{of}"),
    dogs: |n| format!("イヌ{n}匹"),
    out: "負け抜け",
    supply: |n| format!("群れに残るイヌ:{n}匹"),
    latest: "最近のできごと",
    undo: |name| format!("{name}:今の手を取り消す"),
    happening: |h| match h {
        Happening::Feeding => "イヌの餌づけ",
        Happening::Attack => "イヌの襲来",
        Happening::FireFestival => "火祭り",
    },
    round_end: |e| match e {
        RoundEnd::Feeding => "場の肉がなくなった:全員がイヌの餌づけ",
        RoundEnd::Attack => "場の炭がなくなった:イヌの襲来",
        RoundEnd::Void => "肉と炭が同時になくなった:ラウンドは流れます",
    },
    sticks_list: |parts| list_ja(parts, stick_ja),

    rolled: |name| format!("{name}さんがふった目"),
    took: |name, what| format!("{name}さんが{what}を取りました。"),
    exchanged: |name, what| format!("{name}さんが交換:{what}。"),
    stole: |name, stick, from| format!("強奪!{name}さんが{from}さんから{stick}を1本奪いました。"),
    nobody_to_rob: |name| format!("強奪の目ですが、誰もスティックを持っていません。{name}さんはふり直します。"),
    happening_by: |name, what| format!("ハプニング({name}さん):{what}!"),
    fed: |name, dogs, meat| format!("{name}さんは肉{meat}本でイヌ{dogs}匹を餌づけしました。"),
    attacked: |name, dogs, repelled, fell| {
        format!("{name}さん:イヌ{dogs}匹が襲来、{repelled}匹を撃退、村人{fell}人が倒れました。")
    },
    lost_dogs: |name, dogs, standing| {
        format!("{name}さんの村人が全員倒れ、イヌ{dogs}匹が群れに戻りました。村人{standing}人で再開します。")
    },
    went_out: |name| format!("{name}さんの最後の村人が倒れました。{name}さんは負け抜けです。"),
    fire_returned: |name, fire| format!("{name}さんは火{fire}本を場に戻しました。"),
    rolls_again: |name| format!("{name}さんがもう一度ふります。"),
    round_ended: |round, why| format!("ラウンド{round}終了:{why}。"),
    round_started: |round, name| format!("ラウンド{round}は{name}さんから。スティックはすべて場に戻りました。"),
    game_ended: "ゲーム終了です。",

    summary_title: |round| format!("ラウンド{round}の終了"),
    nothing_happened: "誰にも影響はありませんでした。",
    next_round: |round| format!("ラウンド{round}を始める"),
    ranking: "最終順位",
    place: "順位",
    sticks_held: "スティック",
    player: "プレイヤー",
    dogs_col: "イヌ",
    villagers_col: "村人",
    decided: "決め手",
    decider: |d| match d {
        Decider::Dogs => "イヌが少ない",
        Decider::Villagers => "イヌ同数、残った村人が少ない",
        Decider::Sticks => "イヌ・村人同数、スティックが少ない",
        Decider::Shared => "すべて同数:同順位",
        Decider::Out => "負け抜け",
        Decider::OutEarlier => "先に負け抜け",
    },
    wins: |names| format!("{names}さんの勝ち!"),
    lone_survivor: "残ったプレイヤーが1人になったので、ゲームはここで終わります。",

    stick_word: stick_ja,

    setup: SetupWords { first: "最初の手番", first_hint: "ルールではジャンケンなどで決めます。ランダムにも選べます。", start: "焚き火をつける", variant: Some("バリアント設定") },
    variant_hint:
        "ルール説明書のこれらの図は失われています。初期値は私たちの解釈です。お手元の版に合わせて変更できます。",
    faces: "ダイス1個の面(合計6面)",
    faces_bad: "面の合計を6にし、2色以上を使ってください。1色だけだと毎回ゾロ目になり、ハプニングと振り直しが続いてゲームが終わりません。",
    supply_limit: "イヌの群れ",
    unlimited: "なくならない",
    all_different: "3つとも違う目",
    steal: "強奪(スティックを1本奪う)",
    take_two: "目に合うスティックを2本取る",
    exchanges: "使える交換",
    happenings: "ハプニング(ゾロ目)",
    triple_of: |s| format!("{}のゾロ目", stick_ja(s)),
    overflow: "最後の村人を超えたイヌは",
    overflow_choice: |o| match o {
        Overflow::Lost => "いなくなる",
        Overflow::CarryOver => "立ち直った村人も倒す",
    },
    defaults: "初期値に戻す",
};
