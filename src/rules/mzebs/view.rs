//! What one viewer sees (spec "What is public / private"): the field, the top of the box, every
//! collected token and both tallies are public; a player's colours and guess are theirs alone until
//! both guesses are revealed together.

use super::field::{Cell, Field};
use super::token::Token;
use super::{Guess, Mzebs, Phase, Secret};
use crate::{PerPlayer, Viewer};
use serde::Serialize;

/// What only the viewing player knows: their memo.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Memo {
    /// Their colours, once chosen.
    pub secret: Option<Secret>,
    /// Their guess, once written.
    pub guess: Option<Guess>,
}

/// The game as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MzebsView {
    pub phase: Phase,
    pub field: Field,
    /// The tokens that may be collected, top first.
    pub top: Vec<Token>,
    /// Tokens in the box, the visible ones included.
    pub in_box: u8,
    /// The last token placed, with its cells.
    pub last: Option<(Token, Vec<Cell>)>,
    /// Tokens each player noted, per colour.
    pub tallies: PerPlayer<[u8; 4]>,
    /// The viewer's memo (none for the table).
    pub mine: Option<Memo>,
}

pub(super) fn view(g: &Mzebs, viewer: Viewer) -> MzebsView {
    let mine = match viewer {
        Viewer::Seat(seat) => Some(Memo { secret: g.secrets[seat], guess: g.guesses[seat] }),
        Viewer::Table => None,
    };
    MzebsView {
        phase: g.phase.clone(),
        field: g.field.clone(),
        top: g.top().iter().rev().copied().collect(),
        in_box: g.pile.len() as u8,
        last: g.placed.last().cloned(),
        tallies: g.tallies.clone(),
        mine,
    }
}
