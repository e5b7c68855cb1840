//! What every M&ZEB-S screen says to help: where each rule situation's coach mark sits, what a hint
//! fills in on a memo sheet, and why the rules refused a move (rulebook 配置のルール for a placement).

use crate::ui::coach;
use crate::ui::model::session::Session;
use crate::ui::table::kit;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::json;
use rules::mzebs::field::PlaceError;
use rules::mzebs::situation::MzebsSituation;
use rules::mzebs::token::Colour;
use rules::mzebs::{Mzebs, MzebsAction, MzebsIllegal};

/// Where each rule situation's coach mark sits: beside the colours to choose, the top of the box, the
/// field, or the map seen from above.
pub fn spot(situation: MzebsSituation) -> &'static str {
    match situation {
        MzebsSituation::Choose | MzebsSituation::Guess => "colours",
        MzebsSituation::Collect => "box",
        MzebsSituation::FirstPlace | MzebsSituation::Place => "scene",
        MzebsSituation::Area => "map",
    }
}

/// What a hint fills in on a memo sheet: the two colours it ticks, and the button that writes them.
pub fn colours(action: &str) -> Vec<coach::Lit> {
    let Ok(MzebsAction::Choose { wanted, unwanted } | MzebsAction::Guess { wanted, unwanted }) = json::from_str(action)
    else {
        return Vec::new();
    };
    let tick = |row: u8, c: Colour| (format!("input[name=row{row}][value=\"{}\"]", c.index()), Some("on".to_string()));
    vec![tick(0, wanted), tick(1, unwanted), ("main.memo .actions .primary".to_string(), None)]
}

/// Why the rules refused the last move, if they did.
pub fn refusal(s: &Session<Mzebs>, lang: Lang) -> Option<AnyView> {
    kit::refusal(lang, s.refusal(), reason)
}

/// Why the rules refused a move: its sentence in the game's words (rulebook 配置のルール for a
/// placement).
pub(in crate::ui::games) fn reason(why: &MzebsIllegal) -> kit::Reason {
    let key = match *why {
        MzebsIllegal::SameColours => "same_colours",
        MzebsIllegal::SameGuess => "same_guess",
        MzebsIllegal::NotOnTop => "not_on_top",
        MzebsIllegal::NoSuchOrientation | MzebsIllegal::NotNow => "not_now",
        MzebsIllegal::Placement(e) => place_error(e),
    };
    (key, "")
}

/// Why a placement does not fit: its sentence's key (`why.<key>`) in the game's words.
pub fn place_error(e: PlaceError) -> &'static str {
    match e {
        PlaceError::OffBoard => "off_board",
        PlaceError::Overlap => "overlap",
        PlaceError::OverAir => "over_air",
        PlaceError::NoContact => "no_contact",
    }
}
