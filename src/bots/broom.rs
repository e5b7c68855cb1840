//! Broom Service's bots (`shared/bots.md` §1.6). Each seat is rewarded by its final place (VP, then
//! resources left). A game is seven long rounds, so rollouts stop when a round ends and rank the
//! players by VP plus what their resources may still become.
//!
//! The secret choice of 4 of the 10 roles (up to 31 hands of 1–5 under More or Less) is too wide to
//! search hand by hand, so the search weighs a dozen hands: the one of the roles worth most now, and
//! others drawn from a stream fixed by the round and the seat, so every sampled world weighs the same
//! ones. Roles worth most: gatherers of potions the player lacks, witches and druids when it holds
//! potions to deliver, the Weather Fairy when it holds wands; never a bewitched one if avoidable.

use super::{any_of, by_place, by_value, BotGame};
use crate::broom::role::{Kind, Role, Roles};
use crate::broom::stock::Resource;
use crate::broom::{Broom, BroomAction, BroomEvent, BroomIllegal, Phase};
use crate::rng::SearchRng;
use crate::{Game, PlayerId, RuleError};
use std::ops::RangeInclusive;
use std::sync::OnceLock;

/// Hands the search weighs at a secret choice.
const HANDS: usize = 12;
/// What a resource left at the end of a round is worth against a VP.
const RESOURCE_VP: f64 = 0.5;

impl Broom {
    /// How much holding `role` this round is worth to `seat`, roughly.
    fn role_worth(&self, seat: PlayerId, role: Role) -> i32 {
        let stock = self.stock(seat);
        let potions: u8 = stock.0[..3].iter().sum();
        let wands = stock.of(Resource::Wand);
        let worth = match role.kind() {
            Kind::Gatherer(colour) => 3 - i32::from(stock.of(Resource::potion(colour)).min(3)),
            Kind::Witch(_) => 1 + i32::from(potions.min(2)),
            Kind::Druid(_) => i32::from(potions.min(3)),
            Kind::Fairy => i32::from(wands.min(3)),
        };
        if self.bewitched().contains(role) {
            worth - 4
        } else {
            worth
        }
    }

    /// The hands the search weighs for `seat`'s secret choice.
    fn candidate_hands(&self, seat: PlayerId) -> Vec<BroomAction> {
        let legal = every_hand(self.hand_sizes());
        let worth = Role::ALL.map(|r| self.role_worth(seat, r));
        let value = |a: &BroomAction| match *a {
            BroomAction::Choose(hand) => hand.iter().map(|r| worth[r.index()]).sum::<i32>(),
            _ => 0,
        };
        let best = legal.iter().max_by_key(|a| value(a)).copied();
        let mut stream = SearchRng::for_search(u64::from(self.round()) << 8 | seat.index() as u64);
        let mut hands: Vec<BroomAction> = best.into_iter().collect();
        while hands.len() < HANDS.min(legal.len()) {
            let hand = legal[stream.below(legal.len() as u32) as usize];
            if !hands.contains(&hand) {
                hands.push(hand);
            }
        }
        hands
    }
}

/// Every hand of `sizes` cards (the choice's legal moves, in [`Roles::hands`]' order), listed once
/// per size: listing all 1,023 sets of roles at every choice the search passed took half its time.
fn every_hand(sizes: RangeInclusive<usize>) -> &'static [BroomAction] {
    // By the least and most cards, up to all ten (a larger size lists what ten does).
    static LISTS: [OnceLock<Vec<BroomAction>>; 121] = [const { OnceLock::new() }; 121];
    let (least, most) = (*sizes.start(), *sizes.end());
    LISTS[least.min(10) * 11 + most.min(10)].get_or_init(|| Roles::hands(sizes).map(BroomAction::Choose).collect())
}

impl BotGame for Broom {
    fn options_for(players: u8, first: PlayerId) -> Self::Options {
        crate::broom::options::BroomOptions { players, first, ..crate::broom::options::BroomOptions::default() }
    }

    const ID: &'static str = "broom";
    const STRONG: u32 = 600;

    fn rewards(&self) -> Vec<f64> {
        let outcome = self.outcome().expect("rewards are read at the end");
        by_place(self.players(), outcome.places.iter().map(|(seat, &place)| (seat, place)))
    }

    /// A new round has begun (nobody has chosen yet).
    fn cutoff(&self, plies: u32) -> Option<Vec<f64>> {
        match self.phase() {
            Phase::Choose(seats) if plies > 0 && seats.len() == usize::from(self.players()) => {
                let values: Vec<f64> = (0..self.players())
                    .map(PlayerId::new)
                    .map(|seat| f64::from(self.vp(seat)) + RESOURCE_VP * f64::from(self.stock(seat).total()))
                    .collect();
                Some(by_value(&values))
            }
            _ => None,
        }
    }

    /// The move without [`apply`](Game::apply)'s check: the search makes only moves it was offered
    /// as legal, and checking lists every legal move again.
    fn play(
        &mut self,
        seat: PlayerId,
        action: BroomAction,
        events: &mut Vec<BroomEvent>,
    ) -> Result<(), RuleError<BroomIllegal>> {
        self.make_legal(seat, action, events);
        Ok(())
    }

    fn moves(&self, seat: PlayerId) -> Vec<BroomAction> {
        match self.phase() {
            Phase::Choose(_) => self.candidate_hands(seat),
            _ => self.legal_actions(seat),
        }
    }

    /// Random moves, but a hand of the roles worth most (one of the candidates), and an action
    /// carried out rather than declined but for one move in [`WANDER`].
    fn rollout_action(&self, seat: PlayerId, rng: &mut SearchRng) -> BroomAction {
        let mut legal = match self.phase() {
            Phase::Choose(_) => self.candidate_hands(seat),
            _ => self.legal_actions(seat),
        };
        if legal.len() > 1 && rng.below(WANDER) != 0 {
            legal.retain(|a| *a != BroomAction::Skip);
        }
        any_of(&mut legal, rng)
    }
}

/// One rollout move in this many may decline what is offered: the others carry out an action when
/// they can. Rollout players that declined as readily as they acted told the search little;
/// one strong seat with these rollouts beat three with uniform ones 37.8 % ± 4.8 of 400 deals of 4
/// players (fair share 25 %).
const WANDER: u32 = 4;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::settle;

    /// A rollout declines an action it could carry out only now and then: of the moves offered a
    /// choice between acting and declining, at most the random quarter's share declines.
    #[test]
    fn rollouts_carry_actions_out() {
        let (mut declined, mut offered) = (0u32, 0u32);
        for seed in 0..6 {
            let mut game = Broom::new(Broom::options_for(4, PlayerId::new(0)), seed).unwrap();
            let mut rng = SearchRng::for_search(seed);
            while let Some(seat) = settle(&mut game) {
                let legal = game.legal_actions(seat);
                let action = game.rollout_action(seat, &mut rng);
                if legal.len() > 1 && legal.contains(&BroomAction::Skip) {
                    offered += 1;
                    declined += u32::from(action == BroomAction::Skip);
                }
                game.apply(seat, action).unwrap();
            }
        }
        assert!(offered > 100, "only {offered} choices to act or decline");
        // A quarter at random, of which at most half decline (the fewest choices are two): an
        // eighth expected at most, three sixteenths allowed.
        assert!(declined * 16 <= offered * 3, "declined {declined} of {offered}");
    }
}
