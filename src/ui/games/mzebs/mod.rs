//! M&ZEB-S in the app. Coming soon: its home card and its rules page (its rules module and board
//! come with its issue).

pub mod rules_page;

use crate::ui::i18n::Lang;
use crate::ui::table::{GameCard, GameEntry};

/// M&ZEB-S's registry entry: listed and readable, not yet playable.
pub static ENTRY: GameEntry = GameEntry { id: "mzebs", art: "art/cube.svg", card, rules: rules_page::page, play: None };

/// Its home card in a language.
fn card(lang: Lang) -> &'static GameCard {
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
