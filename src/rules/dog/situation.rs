//! Here Comes the Dog's rule situations, for teaching (rulebook ① 手番, ② ラウンドの終了, ③ a–c):
//! rolling or exchanging, the exchange's limits, taking two sticks the dice match, the steal on three
//! different faces, rolling again after a happening, repelling an attack, the round that ends when the
//! bonfire runs out of meat or charcoal, and the last standing villager.

use super::stick::Stick;
use super::view::{DogView, PhaseView};
use super::{Dog, DogAction};
use crate::{Situation, Teach};

/// A moment at which one of the rules decides what the player to act may do or should weigh.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DogSituation {
    /// A happening or a failed steal: the same player must roll again.
    Reroll,
    /// A happening attack: choose how to repel the dogs.
    Repel,
    /// Three different faces: steal one stick from another player.
    Steal,
    /// A pair and one: take two sticks the dice show (one if two can't be had).
    Take,
    /// A turn: roll the dice, or exchange once instead.
    Turn,
    /// An exchange can be made (only the printed way round, never ending the round).
    Exchange,
    /// The bonfire is low on meat or charcoal: the round ends when either runs out.
    Bonfire,
    /// The player's last standing villager: when it falls, their dogs run away.
    LastVillager,
}

impl Situation for DogSituation {
    fn key(self) -> &'static str {
        match self {
            DogSituation::Reroll => "reroll",
            DogSituation::Repel => "repel",
            DogSituation::Steal => "steal",
            DogSituation::Take => "take",
            DogSituation::Turn => "turn",
            DogSituation::Exchange => "exchange",
            DogSituation::Bonfire => "bonfire",
            DogSituation::LastVillager => "last_villager",
        }
    }
}

/// Meat or charcoal left in the bonfire from which its running out is near.
const LOW: u8 = 2;

impl Teach for Dog {
    type Situation = DogSituation;
    const SITUATIONS: &'static [DogSituation] = &[
        DogSituation::Reroll,
        DogSituation::Repel,
        DogSituation::Steal,
        DogSituation::Take,
        DogSituation::Turn,
        DogSituation::Exchange,
        DogSituation::Bonfire,
        DogSituation::LastVillager,
    ];

    fn holds(situation: DogSituation, v: &DogView) -> bool {
        // Only the viewer whose move it is has moves listed.
        if v.legal.is_empty() {
            return false;
        }
        let turn = v.phase == PhaseView::Turn { reroll: false };
        match situation {
            DogSituation::Reroll => v.phase == PhaseView::Turn { reroll: true },
            DogSituation::Repel => matches!(v.phase, PhaseView::Repel { .. }),
            DogSituation::Steal => v.phase == PhaseView::Steal,
            DogSituation::Take => v.phase == PhaseView::Take,
            DogSituation::Turn => turn,
            DogSituation::Exchange => v.legal.iter().any(|a| matches!(a, DogAction::Exchange(_))),
            DogSituation::Bonfire => turn && [Stick::Meat, Stick::Charcoal].iter().any(|&s| v.bonfire.get(s) <= LOW),
            DogSituation::LastVillager => v.seats.values().iter().any(|s| s.to_act && s.standing == 1),
        }
    }
}
