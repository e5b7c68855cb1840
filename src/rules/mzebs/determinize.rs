//! What one seat cannot tell apart: the order of the box below its visible top, the opponent's
//! colours (メモ: written in secret) and the opponent's guess until the reveal.
//!
//! Every pick and placement is made in the open, so the field, the tallies and the visible top are
//! kept. The opponent's colours are drawn uniformly from the pairs of different colours, a coarser
//! belief than its picks allow (the bot's own play weighs those), never a finer one.

use super::{colour_pairs, Guess, Mzebs, Phase, Secret, PLAYERS};
use crate::rules::rng::Rng;
use crate::rules::{Determinize, PlayerId, Twin};

impl Mzebs {
    /// How many tokens at the bottom of the box nobody can see.
    fn hidden_tokens(&self) -> usize {
        self.pile.len() - self.top().len()
    }

    /// The opponent's secrets, drawn again: its colours and, once written, its guess.
    fn redraw_opponent(&mut self, observer: PlayerId, rng: &mut Rng) {
        let other = observer.next(PLAYERS);
        if self.secrets[other].is_some() {
            let pairs = colour_pairs(false);
            let (wanted, unwanted) = pairs[rng.below(pairs.len() as u32) as usize];
            self.secrets[other] = Some(Secret { owner: other, wanted, unwanted });
        }
        if self.guesses[other].is_some() {
            let pairs = colour_pairs(!self.options.guesses_differ);
            let (wanted, unwanted) = pairs[rng.below(pairs.len() as u32) as usize];
            self.guesses[other] = Some(Guess { by: other, wanted, unwanted });
        }
    }

    /// True once everything is revealed (nothing is left to draw again).
    fn is_over(&self) -> bool {
        self.phase == Phase::Over
    }
}

impl Determinize for Mzebs {
    fn determinize(&self, observer: PlayerId, rng: &mut Rng) -> Mzebs {
        let mut world = self.clone();
        if world.is_over() {
            return world;
        }
        let hidden = world.hidden_tokens();
        let mut bottom = world.pile[..hidden].to_vec();
        bottom.sort_unstable();
        rng.shuffle(&mut bottom);
        world.pile[..hidden].copy_from_slice(&bottom);
        world.redraw_opponent(observer, rng);
        world
    }
}

impl Twin for Mzebs {
    /// Swaps two tokens below the visible top and draws the opponent's secrets again.
    fn twin(&self, observer: PlayerId, rng: &mut Rng) -> Mzebs {
        let mut twin = self.clone();
        let hidden = twin.hidden_tokens() as u32;
        if hidden >= 2 {
            twin.pile.swap(rng.below(hidden) as usize, rng.below(hidden) as usize);
        }
        twin.redraw_opponent(observer, rng);
        twin
    }
}
