//! Broom Service in the app. Coming soon: its home card and its rules page with the board drawn from
//! the designed map file (the screens of play come with its issue).

pub mod board;
pub mod rules_page;

use crate::ui::i18n::Lang;
use crate::ui::table::{GameCard, GameEntry};

/// Broom Service's registry entry: listed and readable, not yet playable.
pub static ENTRY: GameEntry =
    GameEntry { id: "broom", art: "art/witch-flight.svg", card, rules: rules_page::page, play: None };

/// Its home card in a language.
fn card(lang: Lang) -> &'static GameCard {
    lang.pick(&EN_CARD, &JA_CARD)
}

static EN_CARD: GameCard = GameCard {
    name: "Broom Service",
    facts: "2–5 players · 7 rounds",
    pitch: "Witches and druids: play brave and win big, or cowardly and safe.",
};

static JA_CARD: GameCard = GameCard {
    name: "ブルームサービス",
    facts: "2〜5人・7ラウンド",
    pitch: "魔女とドルイド。勇敢に大きく稼ぐか、臆病に確実に行くか。",
};
