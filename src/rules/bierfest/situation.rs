//! Willkommen, Bierfest!'s rule situations, for teaching (rulebook 手番の流れ, 乾杯, ゲームの終了): the
//! mandatory draw, the choice after it, a set that can be played (with the food that pairs), drawing
//! more and putting cards back, holding two toast cards, a deck about to run out, and the toast's
//! steps — the compulsory beer set, paying for toast cards, and the last player's declines.

use super::card::Kind;
use super::view::BierfestView;
use super::{Bierfest, BierfestAction, Phase, Step};
use crate::{Situation, Teach};

/// A moment at which one of the rules decides what the player to act may do or should weigh.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BierfestSituation {
    /// The final toast: the player who drew the last card may decline this turn's cards.
    Decline,
    /// A toast: play one beer-only set if you hold one.
    ToastPlay,
    /// A toast: pay a card of your area for each toast card in hand.
    ToastPay,
    /// The turn's mandatory draw.
    Draw,
    /// After the draw: draw more, play one set, or end the turn.
    Choose,
    /// A set can be played: 2–6 beer of one type, with food that pairs with it.
    Set,
    /// Drawing more: up to three more, one at a time.
    DrawMore,
    /// Cards drawn may go back on top of the deck, up to those drawn less one.
    Return,
    /// Two toast cards in hand: whoever draws a third starts a toast.
    TwoToasts,
    /// The deck is nearly gone: drawing its last card starts the final toast.
    DeckLow,
}

impl Situation for BierfestSituation {
    fn key(self) -> &'static str {
        match self {
            BierfestSituation::Decline => "decline",
            BierfestSituation::ToastPlay => "toast_play",
            BierfestSituation::ToastPay => "toast_pay",
            BierfestSituation::Draw => "draw",
            BierfestSituation::Choose => "choose",
            BierfestSituation::Set => "set",
            BierfestSituation::DrawMore => "draw_more",
            BierfestSituation::Return => "return",
            BierfestSituation::TwoToasts => "two_toasts",
            BierfestSituation::DeckLow => "deck_low",
        }
    }
}

/// Cards left in the deck from which its end is near.
const LOW: u8 = 8;

impl Teach for Bierfest {
    type Situation = BierfestSituation;
    const SITUATIONS: &'static [BierfestSituation] = &[
        BierfestSituation::Decline,
        BierfestSituation::ToastPlay,
        BierfestSituation::ToastPay,
        BierfestSituation::Draw,
        BierfestSituation::Choose,
        BierfestSituation::Set,
        BierfestSituation::DrawMore,
        BierfestSituation::Return,
        BierfestSituation::TwoToasts,
        BierfestSituation::DeckLow,
    ];

    fn holds(situation: BierfestSituation, v: &BierfestView) -> bool {
        // Only the viewer whose move it is has moves listed.
        let Some(mine) = v.mine.as_ref().filter(|_| !v.legal.is_empty()) else { return false };
        let (toast, step) = match v.phase {
            Phase::Toast { step, .. } => (true, Some(step)),
            _ => (false, None),
        };
        let has = |f: fn(&BierfestAction) -> bool| v.legal.iter().any(f);
        match situation {
            BierfestSituation::Decline => step == Some(Step::Decline),
            BierfestSituation::ToastPlay => step == Some(Step::Play) && has(|a| matches!(a, BierfestAction::Play(_))),
            BierfestSituation::ToastPay => matches!(step, Some(Step::Pay { .. })),
            BierfestSituation::Draw => matches!(v.phase, Phase::Draw(_)),
            BierfestSituation::Choose => matches!(v.phase, Phase::Choose(_)),
            BierfestSituation::Set => !toast && has(|a| matches!(a, BierfestAction::Play(_))),
            BierfestSituation::DrawMore => matches!(v.phase, Phase::More { .. }),
            BierfestSituation::Return => has(|a| matches!(a, BierfestAction::Return(_))),
            BierfestSituation::TwoToasts => !toast && mine.hand.iter().filter(|c| c.kind() == Kind::Toast).count() == 2,
            BierfestSituation::DeckLow => !toast && v.deck <= LOW,
        }
    }
}
