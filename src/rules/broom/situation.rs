//! Broom Service's rule situations, for teaching (spec "A round", "A turn", "Actions", "Events" and
//! "End of game"): choosing four roles (or one to five under More or Less) with the bewitched ones
//! costing 3 VP, leading brave or cowardly, the duty to follow the led role and the brave claim that
//! knocks an earlier one out, each role's action, the events' extra choices, and the last round, when
//! what is left over scores.

use super::action::Step;
use super::role::Stance;
use super::view::BroomView;
use super::{Broom, Phase, ROUNDS};
use crate::{Situation, Teach};

/// A moment at which one of the rules decides what the player to act may do or should weigh.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BroomSituation {
    /// Choose the round's four role cards from all ten.
    Choose,
    /// More or Less: choose one to five cards, scored by how many.
    MoreOrLess,
    /// Some roles are bewitched this round: playing one costs 3 VP.
    Bewitched,
    /// Lead a turn with a card, brave or cowardly.
    Lead,
    /// You hold the led role, so you must play it.
    Follow,
    /// An earlier player claimed the role brave: a brave claim now knocks theirs out.
    Outbid,
    /// A witch moves a pawn into an adjacent area of her landscape without a cloud.
    Move,
    /// Deliver a potion to a tower supplied from your pawn's area.
    Deliver,
    /// A gatherer takes potions (and, brave, a wand).
    Gather,
    /// The Weather Fairy charms a cloud next to a pawn, paying its stars in wands.
    Charm,
    /// Black Market or Black Distillery: an extra after a cowardly action.
    Extra,
    /// The Upper Hand: a secret fist of resources.
    Fist,
    /// The Works!: hand in a full set for VP.
    Works,
    /// The last round: resources left over score as sets at the end.
    LastRound,
}

impl Situation for BroomSituation {
    fn key(self) -> &'static str {
        match self {
            BroomSituation::Choose => "choose",
            BroomSituation::MoreOrLess => "more_or_less",
            BroomSituation::Bewitched => "bewitched",
            BroomSituation::Lead => "lead",
            BroomSituation::Follow => "follow",
            BroomSituation::Outbid => "outbid",
            BroomSituation::Move => "move",
            BroomSituation::Deliver => "deliver",
            BroomSituation::Gather => "gather",
            BroomSituation::Charm => "charm",
            BroomSituation::Extra => "extra",
            BroomSituation::Fist => "fist",
            BroomSituation::Works => "works",
            BroomSituation::LastRound => "last_round",
        }
    }
}

impl Teach for Broom {
    type Situation = BroomSituation;
    const SITUATIONS: &'static [BroomSituation] = &[
        BroomSituation::Choose,
        BroomSituation::MoreOrLess,
        BroomSituation::Bewitched,
        BroomSituation::Lead,
        BroomSituation::Follow,
        BroomSituation::Outbid,
        BroomSituation::Move,
        BroomSituation::Deliver,
        BroomSituation::Gather,
        BroomSituation::Charm,
        BroomSituation::Extra,
        BroomSituation::Fist,
        BroomSituation::Works,
        BroomSituation::LastRound,
    ];

    fn holds(situation: BroomSituation, v: &BroomView) -> bool {
        let choosing = matches!(v.phase, Phase::Choose(_));
        let step = match v.phase {
            Phase::Act(_, step) => Some(step),
            _ => None,
        };
        match situation {
            BroomSituation::Choose => choosing && v.hand_sizes[0] == v.hand_sizes[1],
            BroomSituation::MoreOrLess => choosing && v.hand_sizes[0] != v.hand_sizes[1],
            BroomSituation::Bewitched => choosing && !v.bewitched.is_empty(),
            BroomSituation::Lead => matches!(v.phase, Phase::Lead(_)),
            BroomSituation::Follow => matches!(v.phase, Phase::Follow(_)),
            BroomSituation::Outbid => {
                matches!(v.phase, Phase::Follow(_))
                    && v.turns.last().is_some_and(|t| t.plays.iter().any(|p| p.stance == Stance::Brave && !p.out))
            }
            BroomSituation::Move => matches!(step, Some(Step::Move { .. })),
            BroomSituation::Deliver => matches!(step, Some(Step::Deliver { .. } | Step::Druid { .. })),
            BroomSituation::Gather => matches!(step, Some(Step::Gather { .. })),
            BroomSituation::Charm => matches!(step, Some(Step::Charm { .. })),
            BroomSituation::Extra => matches!(step, Some(Step::Market | Step::Distil)),
            BroomSituation::Fist => matches!(v.phase, Phase::Fist(_)),
            BroomSituation::Works => matches!(v.phase, Phase::Works(_)),
            BroomSituation::LastRound => v.round == ROUNDS && matches!(v.phase, Phase::Lead(_)),
        }
    }
}
