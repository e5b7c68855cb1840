//! Bremen's bots: the whole team wins or loses together (rulebook ゲームの終了), so every seat gets
//! the same reward. It is shaped, because random rollouts almost never win (0.3 % of games):
//! - a win scores 0.6 to 1.0 by its points (top − bottom + 12, スコアと称号);
//! - a loss scores up to 0.4 by how close the captured counts (条件1) and the last tiles' animals
//!   (条件2) came.
//!
//! A bot never stops a lost game: that is the table's call (the people's), so stopping scores 0.

use super::BotGame;
use crate::rules::bremen::scoring::targets;
use crate::rules::bremen::tile::Animal;
use crate::rules::bremen::{Bremen, BremenAction};
use crate::rules::rng::Rng;
use crate::rules::{Game, PlayerId};

/// The least reward of a won game.
const WON: f64 = 0.6;
/// The best winning score: top 13, bottom 1.
const BEST_POINTS: f64 = 24.0;

impl BotGame for Bremen {
    const ID: &'static str = "bremen";
    const STRONG: u32 = 6000;

    fn rewards(&self) -> Vec<f64> {
        let outcome = self.outcome().expect("rewards are read at the end");
        let players = self.players();
        let reward = match (&outcome.score, &outcome.last_tiles) {
            (Some(score), _) => WON + (1.0 - WON) * f64::from(score.points) / BEST_POINTS,
            (None, None) => 0.0,
            (None, Some(last)) => {
                let mut got = outcome.captured.values().to_vec();
                got.sort_unstable_by(|a, b| b.cmp(a));
                let off: u32 = got.iter().zip(targets(players)).map(|(&g, &t)| u32::from(g.abs_diff(t))).sum();
                let counts = 1.0 - f64::from(off) / f64::from(24 * u32::from(players));
                let tiles = last.values().iter().chain(outcome.middle.as_ref());
                let animals = Animal::ALL.into_iter().filter(|&a| tiles.clone().any(|t| t.animal() == a)).count();
                let shown = last.len() + usize::from(outcome.middle.is_some());
                let different = animals as f64 / shown as f64;
                0.4 * (0.7 * counts.max(0.0) + 0.3 * different)
            }
        };
        vec![reward; usize::from(players)]
    }

    /// The band won: a win's reward is at least [`WON`].
    fn wins(rewards: &[f64]) -> Vec<f64> {
        rewards.iter().map(|&r| f64::from(u8::from(r >= WON))).collect()
    }

    /// Any tile the follow rule allows; never a stop.
    fn rollout_action(&self, seat: PlayerId, rng: &mut Rng) -> BremenAction {
        let mut legal = self.legal_actions(seat);
        legal.retain(|a| *a != BremenAction::StopLost);
        legal.swap_remove(rng.below(legal.len() as u32) as usize)
    }
}
