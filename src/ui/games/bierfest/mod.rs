//! Willkommen, Bierfest! in the app. Coming soon: its home card and its rules page (its rules module and board
//! come with its issue).

pub mod rules_page;

use crate::ui::i18n::Lang;
use crate::ui::table::{GameCard, GameEntry};

/// Willkommen, Bierfest!'s registry entry: listed and readable, not yet playable.
pub static ENTRY: GameEntry =
    GameEntry { id: "bierfest", art: "art/beer-stein.svg", card, rules: rules_page::page, play: None };

/// Its home card in a language.
fn card(lang: Lang) -> &'static GameCard {
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
    pitch: "ビールをそろえて料理と合わせる。乾杯に気をつけて。",
};
