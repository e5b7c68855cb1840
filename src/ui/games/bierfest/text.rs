//! Every string of Willkommen, Bierfest!, in English and Japanese (one table per language, so a
//! missing translation is a compile error). Japanese uses the rulebook's terms: ビール, フード, 乾杯,
//! 山札, 手札, 場, そろい. The beer and food names come from the game's card values.

use crate::rules::bierfest::card::Kind;
use crate::rules::bierfest::values::{CardValues, Language, Row, ValuesError};
use crate::ui::i18n::Lang;
use crate::ui::table::{GameCard, SetupWords};

/// All Bierfest text in one language.
pub struct BierfestText {
    pub setup: SetupWords,
    pub turn_of: fn(&str) -> String,
    pub toast_part: fn(&str) -> String,
    pub final_toast_part: fn(&str) -> String,
    pub deck: fn(u8) -> String,
    pub toasts: fn(u8) -> String,
    /// The toasts so far, short enough for the bar on a phone.
    pub toasts_short: fn(u8) -> String,
    pub toast: &'static str,
    pub your_hand: &'static str,
    pub empty_hand: &'static str,
    pub pairs_with: &'static str,
    pub hand_count: fn(u8) -> String,
    pub penalty: fn(usize) -> String,
    pub points: fn(i32) -> String,
    pub no_sets: &'static str,

    pub do_draw: &'static str,
    pub draw: &'static str,
    pub do_choose: &'static str,
    pub draw_more: fn(u8) -> String,
    pub end_turn: &'static str,
    pub play: &'static str,
    pub do_more: fn(u8) -> String,
    pub do_return: fn(u8) -> String,
    pub put_back: &'static str,
    pub deck_top: &'static str,
    pub drawn_first: &'static str,
    pub returned_drawn: fn(&str, &str) -> String,
    pub do_decline: &'static str,
    pub decline: &'static str,
    pub keep: &'static str,
    pub do_toast_play: &'static str,
    pub pass: &'static str,
    pub do_pay: fn(u8) -> String,
    pub remove: &'static str,
    pub with_set: fn(usize) -> String,
    pub declined: fn(usize) -> String,

    pub drew: fn(&str, u8) -> String,
    pub played: fn(&str, &str) -> String,
    pub returned: fn(&str) -> String,
    pub ended: fn(&str) -> String,
    pub toast_started: fn(&str) -> String,
    pub final_toast_started: fn(&str) -> String,
    pub toasts_out: fn(&str) -> String,
    pub passed: fn(&str) -> String,
    pub declined_one: fn(&str) -> String,
    pub removed: fn(&str, &str, u8) -> String,
    pub toasts_back: fn(&str, u8, bool) -> String,
    pub penalty_cards: fn(&str, &str) -> String,
    pub toast_ended: fn(u8) -> String,
    pub game_ended: &'static str,
    pub undo: fn(&str) -> String,
    pub continue_after_toast: &'static str,

    pub sheet: &'static str,
    pub place: &'static str,
    pub player: &'static str,
    pub beer_col: &'static str,
    pub food_col: &'static str,
    pub penalty_col: &'static str,
    pub bonus_col: &'static str,
    pub total_col: &'static str,
    pub wins: fn(&str) -> String,
    pub areas: &'static str,

    pub values_heading: &'static str,
    pub values_hint: &'static str,
    pub beers: &'static str,
    pub foods: &'static str,
    pub name_en: &'static str,
    pub name_ja: &'static str,
    pub cards_n: fn(usize) -> String,
    pub mixed_food: &'static str,
    pub defaults: &'static str,
    pub values_error: fn(&ValuesError, &CardValues) -> String,
}

/// Willkommen, Bierfest!'s home card in a language.
pub fn card(lang: Lang) -> &'static GameCard {
    lang.pick(&EN_CARD, &JA_CARD)
}

static EN_CARD: GameCard = GameCard {
    name: "Willkommen, Bierfest!",
    facts: "3–5 players · 20 min",
    pitch: "Collect beer sets and pair them with food before the toast.",
};

static JA_CARD: GameCard = GameCard {
    name: "ようこそ、ビールまつり!",
    facts: "3〜5人・20分",
    pitch: "ビールをそろえてフードと合わせる。乾杯に気をつけて。",
};

/// The text in a language.
pub fn text(lang: Lang) -> &'static BierfestText {
    lang.pick(&EN, &JA)
}

/// A kind's name in a language: the beer and food names are the game's card values.
pub fn kind_name(values: &CardValues, kind: Kind, lang: Lang) -> &str {
    let ja = lang == Lang::Ja;
    match kind {
        Kind::Beer(b) => {
            let b = &values.beers[usize::from(b)];
            if ja {
                &b.ja
            } else {
                &b.en
            }
        }
        Kind::Food(f) => {
            let f = &values.foods[usize::from(f)];
            if ja {
                &f.ja
            } else {
                &f.en
            }
        }
        Kind::Toast => text(lang).toast,
    }
}

/// A row of the card values, named as the table knows it.
fn row_name(values: &CardValues, row: Row, lang: Lang) -> String {
    let kind = match row {
        Row::Beer(b) => Kind::Beer(b),
        Row::Food(f) => Kind::Food(f),
    };
    let name = kind_name(values, kind, lang).trim();
    if name.is_empty() {
        let n = match row {
            Row::Beer(n) | Row::Food(n) => n + 1,
        };
        format!("#{n}")
    } else {
        name.to_string()
    }
}

static EN: BierfestText = BierfestText {
    setup: SetupWords {
        first: "Takes the first turn",
        first_hint: "The rulebook says: whoever most recently drank beer in Germany.",
        start: "Start the Bierfest",
        variant: Some("Card values"),
    },
    turn_of: |name| format!("{name}'s turn"),
    toast_part: |name| format!("Toast! {name}'s part"),
    final_toast_part: |name| format!("Final toast: {name}'s part"),
    deck: |n| format!("Deck: {n} cards"),
    toasts: |n| format!("Toasts: {n} of 3"),
    toasts_short: |n| format!("Toasts {n}/3"),
    toast: "Toast",
    your_hand: "Your hand",
    empty_hand: "Your hand is empty.",
    pairs_with: "goes with",
    hand_count: |n| format!("{n} in hand"),
    penalty: |n| format!("{n} penalty"),
    points: |n| if n.abs() == 1 { format!("{n} pt") } else { format!("{n} pts") },
    no_sets: "No sets yet",

    do_draw: "Start your turn: draw the top card.",
    draw: "Draw a card",
    do_choose: "Draw more, play one set, or end your turn.",
    draw_more: |left| format!("Draw another ({left} more at most)"),
    end_turn: "End my turn",
    play: "Play",
    do_more: |back| format!("Draw again, or end your turn; you may put up to {back} cards back on the deck."),
    do_return: |back| format!("You may put {back} more back, or end your turn."),
    put_back: "Put back on the deck: tap a card (the first you put back is drawn first)",
    deck_top: "The deck's top as you left it",
    drawn_first: "drawn first",
    returned_drawn: |name, card| format!("{name} drew the {card} you put back."),
    do_decline: "The deck is empty: final toast. First you may decline cards drawn this turn (they leave the game).",
    decline: "Decline",
    keep: "Keep the rest",
    do_toast_play: "Play one beer set if you hold one (beer only, no food); then pay for your toast cards.",
    pass: "I hold no beer set",
    do_pay: |n| {
        format!("Pay for your toasts: remove {n} more card(s) from your area (a set cut to one beer goes whole, free).")
    },
    remove: "Remove",
    with_set: |n| format!("set of {n}"),
    declined: |n| format!("You declined {n} card(s)."),

    drew: |name, deck| format!("{name} drew a card ({deck} left)"),
    played: |name, set| format!("{name} played {set}"),
    returned: |name| format!("{name} put a card back on the deck"),
    ended: |name| format!("{name} ended their turn"),
    toast_started: |name| format!("{name} drew a third toast: Toast!"),
    final_toast_started: |name| format!("{name} drew the last card: the final toast!"),
    toasts_out: |name| format!("{name}'s three toast cards leave the game"),
    passed: |name| format!("{name} had no beer set to play"),
    declined_one: |name| format!("{name} declined a card"),
    removed: |name, card, with| {
        if with > 0 {
            format!("{name} gave up a {card}; the rest of its set ({with}) went with it")
        } else {
            format!("{name} gave up a {card}")
        }
    },
    toasts_back: |name, n, out| {
        if out {
            format!("{name}'s {n} toast card(s) leave the game")
        } else {
            format!("{name}'s {n} toast card(s) go back into the deck")
        }
    },
    penalty_cards: |name, cards| format!("{name}'s penalty cards: {cards}"),
    toast_ended: |n| format!("Toast {n} of 3 is over"),
    game_ended: "The game is over.",
    undo: |name| format!("{name}: take back my move"),
    continue_after_toast: "Continue",

    sheet: "Score sheet",
    place: "Place",
    player: "Player",
    beer_col: "Beer",
    food_col: "Food",
    penalty_col: "Penalty",
    bonus_col: "All 5",
    total_col: "Total",
    wins: |names| {
        if names.contains(" & ") {
            format!("{names} win the Bierfest!")
        } else {
            format!("{names} wins the Bierfest!")
        }
    },
    areas: "Everyone's sets",

    values_heading: "Card values",
    values_hint: "The rulebook's card pictures were lost: these are our defaults. Enter what your copy prints.",
    beers: "Beers: points for a set of 2, 3, 4, 5, 6",
    foods: "Food: points for 1, 2, 3 in a set, and the beers it goes with",
    name_en: "English name",
    name_ja: "Japanese name",
    cards_n: |n| if n == 1 { "1 card".to_string() } else { format!("{n} cards") },
    mixed_food: "Both foods may join one set",
    defaults: "Back to the defaults",
    values_error: |e, v| {
        let name = |row| row_name(v, row, Lang::En);
        let lang = |l| if l == Language::En { "English" } else { "Japanese" };
        match *e {
            ValuesError::TooHigh(row) => format!("{}: a score can be 99 at most.", name(row)),
            ValuesError::Decreasing(row) => format!("{}: a bigger set can't score less.", name(row)),
            ValuesError::NoPairing(f) => format!("{} must go with at least one beer.", name(Row::Food(f))),
            ValuesError::EmptyName(row, l) => format!("{}: its {} name is empty.", name(row), lang(l)),
            ValuesError::SameName(_, row, l) => format!("Two have the {} name \"{}\".", lang(l), name(row)),
        }
    },
};

static JA: BierfestText = BierfestText {
    setup: SetupWords {
        first: "最初の手番",
        first_hint: "ルールブックでは、最近ドイツでビールを飲んだ人から。",
        start: "ビールまつりを始める",
        variant: Some("カードの値"),
    },
    turn_of: |name| format!("{name}さんの番"),
    toast_part: |name| format!("乾杯!{name}さんの番"),
    final_toast_part: |name| format!("最後の乾杯:{name}さんの番"),
    deck: |n| format!("山札:{n}枚"),
    toasts: |n| format!("乾杯:{n}/3"),
    toasts_short: |n| format!("乾杯{n}/3"),
    toast: "乾杯",
    your_hand: "あなたの手札",
    empty_hand: "手札はありません。",
    pairs_with: "合うビール",
    hand_count: |n| format!("手札{n}枚"),
    penalty: |n| format!("減点{n}枚"),
    points: |n| format!("{n}点"),
    no_sets: "まだ場にありません",

    do_draw: "手番の始まり:山札から1枚引きます。",
    draw: "1枚引く",
    do_choose: "さらに引く、そろいを1組出す、または手番を終える。",
    draw_more: |left| format!("もう1枚引く(あと{left}枚まで)"),
    end_turn: "手番を終える",
    play: "出す",
    do_more: |back| format!("さらに引くか、手番を終えます。{back}枚まで山札の上に戻せます。"),
    do_return: |back| format!("あと{back}枚戻せます。または手番を終えます。"),
    put_back: "山札の上に戻す:カードをタップ(最初に戻したカードが最初に引かれます)",
    deck_top: "あなたが戻した山札の上",
    drawn_first: "最初に引かれる",
    returned_drawn: |name, card| format!("あなたが戻した{card}を{name}さんが引きました。"),
    do_decline: "山札がなくなりました:最後の乾杯。まず、この手番に引いたカードを辞退できます(ゲームから除外)。",
    decline: "辞退",
    keep: "残りを持つ",
    do_toast_play: "そろっているビールがあれば1組出します(ビールのみ)。そのあと手札の乾杯の分を支払います。",
    pass: "そろいがない",
    do_pay: |n| format!("乾杯の支払い:場からあと{n}枚取り除きます(1枚になった組は丸ごと除かれ、数えません)。"),
    remove: "取り除く",
    with_set: |n| format!("{n}枚の組"),
    declined: |n| format!("{n}枚を辞退しました。"),

    drew: |name, deck| format!("{name}さんが1枚引いた(残り{deck}枚)"),
    played: |name, set| format!("{name}さんが{set}を出した"),
    returned: |name| format!("{name}さんが1枚を山札の上に戻した"),
    ended: |name| format!("{name}さんが手番を終えた"),
    toast_started: |name| format!("{name}さんが3枚目の乾杯を引いた:乾杯!"),
    final_toast_started: |name| format!("{name}さんが最後の1枚を引いた:最後の乾杯!"),
    toasts_out: |name| format!("{name}さんの乾杯3枚はゲームから除外"),
    passed: |name| format!("{name}さんはそろいがなかった"),
    declined_one: |name| format!("{name}さんが1枚を辞退した"),
    removed: |name, card, with| {
        if with > 0 {
            format!("{name}さんが{card}を取り除き、その組の残り{with}枚も除かれた")
        } else {
            format!("{name}さんが{card}を取り除いた")
        }
    },
    toasts_back: |name, n, out| {
        if out {
            format!("{name}さんの乾杯{n}枚はゲームから除外")
        } else {
            format!("{name}さんの乾杯{n}枚は山札に戻った")
        }
    },
    penalty_cards: |name, cards| format!("{name}さんの減点カード:{cards}"),
    toast_ended: |n| format!("乾杯{n}回目(3回まで)が終わりました"),
    game_ended: "ゲーム終了です。",
    undo: |name| format!("{name}:今の手を取り消す"),
    continue_after_toast: "続ける",

    sheet: "得点表",
    place: "順位",
    player: "プレイヤー",
    beer_col: "ビール",
    food_col: "フード",
    penalty_col: "減点",
    bonus_col: "5種",
    total_col: "合計",
    wins: |names| format!("{names}さんの勝ち!"),
    areas: "みんなの場",

    values_heading: "カードの値",
    values_hint: "ルールブックのカードの絵が失われたため、これは既定値です。お手元のカードの値を入れてください。",
    beers: "ビール:2・3・4・5・6枚のそろいの得点",
    foods: "フード:1・2・3枚の得点と、合うビール",
    name_en: "英語名",
    name_ja: "日本語名",
    cards_n: |n| format!("{n}枚"),
    mixed_food: "1組に2種類のフードを出してよい",
    defaults: "既定値に戻す",
    values_error: |e, v| {
        let name = |row| row_name(v, row, Lang::Ja);
        let lang = |l| if l == Language::En { "英語" } else { "日本語" };
        match *e {
            ValuesError::TooHigh(row) => format!("{}:得点は99までです。", name(row)),
            ValuesError::Decreasing(row) => format!("{}:大きいそろいの得点が小さくなっています。", name(row)),
            ValuesError::NoPairing(f) => format!("{}に合うビールを1つ以上選んでください。", name(Row::Food(f))),
            ValuesError::EmptyName(row, l) => format!("{}:{}名が空です。", name(row), lang(l)),
            ValuesError::SameName(_, row, l) => format!("{}名「{}」が重なっています。", lang(l), name(row)),
        }
    },
};
