//! Willkommen, Bierfest!'s bots: each seat is rewarded by its final place (得点計算: the highest total
//! wins, equal totals share). Hidden are the other hands and the deck, which every sampled world deals
//! again ([`crate::rules::Determinize`]).

use super::{by_place, by_value, BotGame};
use crate::rules::bierfest::{Bierfest, BierfestAction, BierfestEvent, BierfestIllegal, Phase};
use crate::rules::{Game, PlayerId, RuleError};

impl BotGame for Bierfest {
    const ID: &'static str = "bierfest";
    const STRONG: u32 = 800;

    fn rewards(&self) -> Vec<f64> {
        let outcome = self.outcome().expect("rewards are read at the end");
        by_place(self.players(), outcome.places.iter().map(|(seat, &place)| (seat, place)))
    }

    fn cutoff(&self, plies: u32) -> Option<Vec<f64>> {
        let after_toast = plies > 0 && matches!(self.phase(), Phase::Draw(_)) && self.hands_empty();
        after_toast.then(|| {
            let totals: Vec<f64> =
                (0..self.players()).map(|seat| f64::from(self.score(PlayerId::new(seat)).total)).collect();
            by_value(&totals)
        })
    }

    /// The move without [`apply`](Game::apply)'s check: the search makes only moves it was offered
    /// as legal, and checking lists every legal move again.
    fn play(
        &mut self,
        seat: PlayerId,
        action: BierfestAction,
        events: &mut Vec<BierfestEvent>,
    ) -> Result<(), RuleError<BierfestIllegal>> {
        self.make_legal(seat, action, events);
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::settle;
    use crate::rules::bierfest::values::CardValues;
    use crate::rules::bierfest::BierfestOptions;
    use crate::rules::rng::SearchRng;

    /// A rollout plays on through every turn and stops at the first turn after a toast, ranking
    /// the seats by their scores as they stand.
    #[test]
    fn rollouts_stop_at_the_turn_after_a_toast() {
        let options = BierfestOptions { players: 4, first: PlayerId::new(0), values: CardValues::default() };
        let mut game = Bierfest::new(options, 5).unwrap();
        let mut rng = SearchRng::for_search(5);
        let mut plies = 0;
        let mut toasted = false;
        while let Some(seat) = settle(&mut game) {
            if toasted && matches!(game.phase(), Phase::Draw(_)) {
                break;
            }
            assert_eq!(game.cutoff(plies), None, "no stop before a toast has emptied every hand");
            toasted |= matches!(game.phase(), Phase::Toast { .. });
            let action = game.rollout_action(seat, &mut rng);
            game.apply(seat, action).unwrap();
            plies += 1;
        }
        assert!(toasted && game.hands_empty(), "a toast came, and emptied every hand");
        assert_eq!(game.cutoff(0), None, "never at the searched position itself");
        let totals: Vec<f64> = (0..4).map(|s| f64::from(game.score(PlayerId::new(s)).total)).collect();
        assert_eq!(game.cutoff(plies), Some(by_value(&totals)));
    }
}
