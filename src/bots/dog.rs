//! Here Comes the Dog's bots: each seat is rewarded by its final place (rulebook ゲームの終了: dogs,
//! then villagers standing, then sticks), 1 for a winner and 0 for the last place, shared places
//! alike. Nothing is hidden but the dice, which every sampled world rolls from its own stream.

use super::{by_place, BotGame};
use crate::dog::{Dog, DogAction, DogEvent, DogIllegal, ROUNDS};
use crate::{Game, PlayerId, RuleError};

impl BotGame for Dog {
    fn options_for(players: u8, first: PlayerId) -> Self::Options {
        crate::dog::DogOptions { players, first, variant: crate::dog::DogVariant::default() }
    }

    const ID: &'static str = "dog";
    const STRONG: u32 = 1200;
    /// A sixth: with a third, Strong won only 28.9 % ± 4.4 of 400 deals against three Normal bots
    /// (and 8× the budget no more, 29.5 % ± 8.9); with a sixth, 35.5 % ± 4.7 (`cargo bench --bench
    /// strength`).
    const NORMAL: u32 = 200;

    /// The whole budget with at most [`FULL_BUDGET_ROUNDS`] rounds to play, this one included; before,
    /// as much less as the rollouts are longer (they play the game out, so an iteration costs about as
    /// much as the rounds left: natively 42, 34, 23, 15 and 7 µs on average in rounds 1 to 5). The
    /// first rounds' moves then cost what the third round's do: the slowest strong move of six all-bot
    /// games (seeds 1–6) took 37 ms natively, against 60 ms at 1,200 iterations throughout.
    fn iterations_here(&self, budget: u32) -> u32 {
        let left = u32::from(ROUNDS + 1 - self.round().min(ROUNDS));
        budget * FULL_BUDGET_ROUNDS.min(left) / left
    }

    fn rewards(&self) -> Vec<f64> {
        let outcome = self.outcome().expect("rewards are read at the end");
        by_place(self.players(), outcome.placings.iter().map(|p| (p.seat, p.place)))
    }

    /// The move without [`apply`](Game::apply)'s check: the search makes only moves it was offered
    /// as legal, and checking lists every legal move again (a quarter of a strong move's time).
    fn play(
        &mut self,
        seat: PlayerId,
        action: DogAction,
        events: &mut Vec<DogEvent>,
    ) -> Result<(), RuleError<DogIllegal>> {
        self.make_legal(seat, action, events);
        Ok(())
    }
}

/// Rounds to play up to which a search runs its whole budget (from the third round).
const FULL_BUDGET_ROUNDS: u32 = 3;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::settle;
    use crate::dog::DogOptions;

    /// Over whole games, a strong search runs 720 of its 1,200 iterations in round 1, 900 in round
    /// 2 and all of them from round 3 on, at every move of each round.
    #[test]
    fn the_first_two_rounds_search_less() {
        let mut seen = [false; ROUNDS as usize];
        for seed in 0..3 {
            let mut game = Dog::new(DogOptions { players: 4, ..DogOptions::default() }, seed).unwrap();
            while let Some(seat) = settle(&mut game) {
                let round = game.round();
                let expected = match round {
                    1 => 720,
                    2 => 900,
                    _ => Dog::STRONG,
                };
                assert_eq!(game.iterations_here(Dog::STRONG), expected, "round {round}");
                seen[usize::from(round - 1)] = true;
                let action = game.legal_actions(seat).swap_remove(0);
                game.apply(seat, action).unwrap();
            }
        }
        assert_eq!(seen, [true; ROUNDS as usize], "every round was played");
    }
}
