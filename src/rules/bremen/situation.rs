//! Bremen's rule situations, for teaching (rulebook 遊び方 and ゲームの終了): leading a trick, the
//! duty to follow the led animal, the free choice (where a chicken wins) when you hold none of it, the
//! captured counts that must come out 24 / 16 / 8 / 0 (3 players: 24 / 12 / 0), the last tiles that must
//! all be different animals, and stopping a game that can no longer be won.

use super::view::{BremenView, HandView};
use super::Bremen;
use crate::{Situation, Teach, Viewer};

/// A moment at which one of Bremen's rules decides what a player may do or should aim for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BremenSituation {
    /// Leading a trick: any tile may be led, and the others must answer its animal.
    Lead,
    /// The viewer holds the led animal, so they must play one of those.
    MustFollow,
    /// The viewer holds none of the led animal: any tile goes, and only a chicken can win the trick.
    FreeChoice,
    /// Tricks have been captured: the counts must end as the targets, one per player.
    Counts,
    /// Few tiles are left in the viewer's hand: the last ones must all be different animals.
    LastTiles,
    /// The counts can no longer come out: the table, looking at a trick's result, may stop the game.
    CanStop,
}

impl Situation for BremenSituation {
    fn key(self) -> &'static str {
        match self {
            BremenSituation::Lead => "lead",
            BremenSituation::MustFollow => "must_follow",
            BremenSituation::FreeChoice => "free_choice",
            BremenSituation::Counts => "counts",
            BremenSituation::LastTiles => "last_tiles",
            BremenSituation::CanStop => "can_stop",
        }
    }
}

/// Tiles left in a hand from which its last tile is worth planning: four tricks before the end.
const LAST_TILES: usize = 4;

impl Teach for Bremen {
    type Situation = BremenSituation;
    const SITUATIONS: &'static [BremenSituation] = &[
        BremenSituation::CanStop,
        BremenSituation::Lead,
        BremenSituation::MustFollow,
        BremenSituation::FreeChoice,
        BremenSituation::Counts,
        BremenSituation::LastTiles,
    ];

    fn holds(situation: BremenSituation, v: &BremenView) -> bool {
        let hand = match v.viewer {
            Viewer::Seat(seat) => match &v.hands[seat] {
                HandView::Known(tiles) => tiles.as_slice(),
                HandView::Hidden { .. } => &[],
            },
            Viewer::Table => &[],
        };
        // The viewer's move: the rules list what they may play.
        let moving = !v.legal.is_empty();
        let led = v.trick.led();
        match situation {
            BremenSituation::Lead => moving && led.is_none(),
            BremenSituation::MustFollow => moving && led.is_some_and(|a| v.legal.iter().all(|t| t.animal() == a)),
            BremenSituation::FreeChoice => moving && led.is_some_and(|a| hand.iter().all(|t| t.animal() != a)),
            BremenSituation::Counts => moving && v.captured.values().iter().any(|&c| c > 0),
            BremenSituation::LastTiles => moving && hand.len() <= LAST_TILES,
            // The table's choice, on the trick's result (a player about to lead is not asked).
            BremenSituation::CanStop => v.can_stop && !moving,
        }
    }
}
