//! M&ZEB-S's rule situations, for teaching (rulebook ゲームの準備, 手番, 配置のルール, 得点計算): the secret
//! choice of a wanted and an unwanted colour, collecting from the top of the box, the first token that
//! may go anywhere, the placement rule (resting on the field or its own cells, touching a face), the
//! area that counts only each column's top colour, and the final guesses.

use super::view::MzebsView;
use super::{Mzebs, Phase};
use crate::{Situation, Teach};

/// A moment at which one of the rules decides what the player to act may do or should weigh.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MzebsSituation {
    /// The secret choice: one colour you want, one you don't.
    Choose,
    /// Collect one token from the top of the box; it is noted on your public tally.
    Collect,
    /// The first token goes anywhere on the empty field.
    FirstPlace,
    /// Later tokens rest on the field (or their own cells) and touch a face of a token already there.
    Place,
    /// Enough of the field is built that the area counts: only each column's top colour scores.
    Area,
    /// The secret guesses of the opponent's two colours.
    Guess,
}

impl Situation for MzebsSituation {
    fn key(self) -> &'static str {
        match self {
            MzebsSituation::Choose => "choose",
            MzebsSituation::Collect => "collect",
            MzebsSituation::FirstPlace => "first_place",
            MzebsSituation::Place => "place",
            MzebsSituation::Area => "area",
            MzebsSituation::Guess => "guess",
        }
    }
}

/// Tokens left in the box once the area is worth looking at (six placed).
const AREA_FROM: u8 = 34;

impl Teach for Mzebs {
    type Situation = MzebsSituation;
    const SITUATIONS: &'static [MzebsSituation] = &[
        MzebsSituation::Choose,
        MzebsSituation::Collect,
        MzebsSituation::FirstPlace,
        MzebsSituation::Place,
        MzebsSituation::Area,
        MzebsSituation::Guess,
    ];

    fn holds(situation: MzebsSituation, v: &MzebsView) -> bool {
        let memo = v.mine.as_ref();
        match situation {
            MzebsSituation::Choose => matches!(v.phase, Phase::Choose(_)) && memo.is_some_and(|m| m.secret.is_none()),
            MzebsSituation::Collect => matches!(v.phase, Phase::Collect(_)),
            MzebsSituation::FirstPlace => matches!(v.phase, Phase::Place(..)) && v.field.is_empty(),
            MzebsSituation::Place => matches!(v.phase, Phase::Place(..)) && !v.field.is_empty(),
            MzebsSituation::Area => matches!(v.phase, Phase::Collect(_)) && v.in_box <= AREA_FROM,
            MzebsSituation::Guess => matches!(v.phase, Phase::Guess(_)) && memo.is_some_and(|m| m.guess.is_none()),
        }
    }
}
