//! What one viewer sees (spec: public are every area, penalty pile, hand size, the deck's size and the
//! toast count; private are a hand, the cards its player returned to the deck and where they lie
//! until drawn — then who drew them — and the cards they declined).

use super::area::Set;
use super::card::{Card, Kind};
use super::scoring::Score;
use super::{Bierfest, BierfestAction, Phase};
use crate::{Game, PerPlayer, PlayerId, ToAct, Viewer};
use serde::Serialize;

/// A seat as everybody sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// Cards in hand.
    pub hand: u8,
    /// The sets played, each apart.
    pub area: Vec<Set>,
    /// The penalty pile, face up.
    pub penalty: Vec<Card>,
    /// The score if the game were scored now.
    pub score: Score,
}

/// What only the viewing player knows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Private {
    /// Their hand.
    pub hand: Vec<Card>,
    /// The cards they drew this turn (while it is their turn).
    pub drawn: Vec<Card>,
    /// The cards they returned that are still in the deck, with their place from the top (1 = top).
    pub returned: Vec<(u8, Card)>,
    /// The cards they returned that were drawn since their last turn began, and by whom.
    pub returned_drawn: Vec<(Kind, PlayerId)>,
    /// The cards they declined at the final toast.
    pub declined: Vec<Card>,
}

/// The game as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BierfestView {
    pub players: u8,
    /// Cards in the deck.
    pub deck: u8,
    /// Toasts so far.
    pub toasts: u8,
    pub phase: Phase,
    pub to_act: ToAct,
    pub seats: PerPlayer<SeatView>,
    /// The viewing player's secrets (none for the table).
    pub mine: Option<Private>,
    /// The viewer's legal moves now.
    pub legal: Vec<BierfestAction>,
}

pub(super) fn view(g: &Bierfest, viewer: Viewer) -> BierfestView {
    let seats = g.hands.map(|seat, hand| SeatView {
        hand: hand.len() as u8,
        area: g.areas[seat].clone(),
        penalty: g.penalties[seat].clone(),
        score: g.score(seat),
    });
    let mine = match viewer {
        Viewer::Seat(seat) => {
            let top = g.deck.len();
            let returned = (0..top)
                .rev()
                .filter(|&i| g.deck[i].returned_by == Some(seat))
                .map(|i| ((top - i) as u8, g.deck[i].card))
                .collect();
            let turn = matches!(g.to_act(), ToAct::One(p) if p == seat);
            Some(Private {
                hand: g.hands[seat].clone(),
                drawn: if turn {
                    g.drawn.iter().filter(|c| g.hands[seat].contains(c)).copied().collect()
                } else {
                    Vec::new()
                },
                returned,
                returned_drawn: g.drawn_returns[seat].clone(),
                declined: g.declined[seat].clone(),
            })
        }
        Viewer::Table => None,
    };
    let legal = match viewer {
        Viewer::Seat(seat) => g.legal_actions(seat),
        Viewer::Table => Vec::new(),
    };
    BierfestView {
        players: g.players(),
        deck: g.deck.len() as u8,
        toasts: g.toasts,
        phase: g.phase,
        to_act: g.to_act(),
        seats,
        mine,
        legal,
    }
}
