//! What the table sees: in this game everything is public (sticks are held openly), so every viewer
//! gets the same picture; a seat's view adds the moves it may make now.

use super::dice::Dice;
use super::stick::Sticks;
use super::village::{Fall, Repel};
use super::DogAction;
use crate::{PerPlayer, PlayerId, ToAct};
use serde::Serialize;

/// One player as the table sees them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    /// Sticks in hand.
    pub hand: Sticks,
    /// Villagers standing.
    pub standing: u8,
    /// Villagers in this life (3, then 2, then 1); the rest of the 3 are gone for good.
    pub life: u8,
    /// Dogs tamed.
    pub dogs: u8,
    /// Out of the game (負け抜け).
    pub out: bool,
    /// The game waits for this player.
    pub to_act: bool,
}

/// What the game waits for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum PhaseView {
    /// Roll or exchange; after a happening or a failed steal, roll only (`reroll`).
    Turn { reroll: bool },
    /// The dice are rolling.
    Rolling,
    /// Pick the sticks the dice allow.
    Take,
    /// Pick a stick to steal.
    Steal,
    /// Choose how to repel `dogs` attacking dogs; `proposed` repels the most; `outcomes` is what each
    /// way of repelling would do to the villagers.
    Repel { dogs: u8, proposed: Repel, outcomes: Vec<(Repel, Fall)> },
    /// The game is over.
    Over,
}

/// The game as one viewer sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct DogView {
    /// 1 to 5.
    pub round: u8,
    /// The bonfire's sticks.
    pub bonfire: Sticks,
    /// Every player.
    pub seats: PerPlayer<SeatView>,
    /// Dogs left in the box, when the variant limits them.
    pub supply: Option<u8>,
    /// Who acts next.
    pub to_act: ToAct,
    /// What they are to do.
    pub phase: PhaseView,
    /// The last roll and who rolled it.
    pub dice: Option<(PlayerId, Dice)>,
    /// The viewer's legal moves now (none for the table as a whole).
    pub legal: Vec<DogAction>,
}
