//! What one viewer may see of a Bremen game (rulebook ゲームの準備: hands stand so that only their
//! owner sees the numbers; captured tiles lie face down and are never looked at again).

use super::scoring::BremenOutcome;
use super::tile::Tile;
use super::trick::{CompletedTrick, Trick};
use crate::{PerPlayer, ToAct, Viewer};
use serde::Serialize;

/// A hand as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum HandView {
    /// Someone else's hand: only how many tiles it holds.
    Hidden { count: u8 },
    /// The viewer's own hand (or any hand once the game is over), in hand order.
    Known(Vec<Tile>),
}

/// Everything a viewer may see right now.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BremenView {
    /// 3 or 4.
    pub players: u8,
    /// Who this view is for.
    pub viewer: Viewer,
    /// Every seat's hand: known for the viewer, hidden (a count) for the others until the end.
    pub hands: PerPlayer<HandView>,
    /// The tiles the viewer may play now, in hand order (empty when it is not their move).
    pub legal: Vec<Tile>,
    /// Who must act.
    pub to_act: ToAct,
    /// The number of the trick being played, 1 to 12 (12 once the game is over).
    pub trick_number: u8,
    /// The trick on the table.
    pub trick: Trick,
    /// The trick just won, while its tiles still lie on the table (until the next lead).
    pub last_trick: Option<CompletedTrick>,
    /// Tiles captured by each seat (counts only: captured tiles lie face down).
    pub captured: PerPlayer<u8>,
    /// For each seat, the target counts it can still end on.
    pub reachable: PerPlayer<Vec<u8>>,
    /// False once no assignment of the targets can be reached any more (the game is lost on counts).
    pub counts_possible: bool,
    /// True between two tricks of a game lost on counts: the table may stop it and see the result.
    pub can_stop: bool,
    /// The face-up middle tile (3 players).
    pub middle: Option<Tile>,
    /// How many times the deal was redone because someone held 8 or more chickens.
    pub redeals: u32,
    /// Every finished trick: only with the memory-aid setting, or once the game is over.
    pub history: Option<Vec<CompletedTrick>>,
    /// Every hand as it was dealt: only once the game is over, for the debrief.
    pub dealt: Option<PerPlayer<Vec<Tile>>>,
    /// The result, once the game is over.
    pub outcome: Option<BremenOutcome>,
}
