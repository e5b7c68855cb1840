//! What one seat cannot tell apart: the order of the box below its visible top, the opponent's
//! colours (メモ: written in secret) and the opponent's guess until the reveal.
//!
//! Every pick and placement is made in the open, so the field, the tallies and the visible top are
//! kept. The opponent's colours are drawn from the pairs of different colours weighted by its public
//! tally (得点❶: a wanted token scores more with each one collected, an unwanted one costs): each
//! token of a pair's wanted colour makes the pair [`LEAN`] times likelier, each of its unwanted
//! colour as much less likely, up to [`MOST_LEANS`] steps either way. That is softer than a player
//! collecting only its wanted colour would justify, so a bluff is not believed at once; it reads
//! nothing but the tallies on the table.

use super::token::Colour;
use super::{colour_pairs, Guess, Mzebs, Phase, Secret, PLAYERS};

/// How much likelier each token of a pair's wanted colour in the tally makes the pair.
const LEAN: u32 = 2;
/// The most steps of [`LEAN`] a tally counts either way (2^12 fits the weights' sum).
const MOST_LEANS: i32 = 6;
use crate::rng::{Rng, RngCore};
use crate::{Determinize, PlayerId, Twin};

impl Mzebs {
    /// How many tokens at the bottom of the box nobody can see.
    fn hidden_tokens(&self) -> usize {
        self.pile.len() - self.top().len()
    }

    /// The opponent's secrets, drawn again: its colours (uniformly, or as its tally makes them
    /// likely when `believe` is set) and, once written, its guess.
    fn redraw_opponent(&mut self, observer: PlayerId, believe: bool, rng: &mut Rng<impl RngCore>) {
        let other = observer.next(PLAYERS);
        if self.secrets[other].is_some() {
            let pairs = colour_pairs(false);
            let tally = self.tallies[other];
            let weight = |&(wanted, unwanted): &(Colour, Colour)| match believe {
                true => {
                    let lean = i32::from(tally[wanted.index()]) - i32::from(tally[unwanted.index()]);
                    LEAN.pow((lean.clamp(-MOST_LEANS, MOST_LEANS) + MOST_LEANS) as u32)
                }
                false => 1,
            };
            let mut at = rng.below(pairs.iter().map(weight).sum());
            let mut drawn = pairs[0];
            for pair in &pairs {
                let w = weight(pair);
                if at < w {
                    drawn = *pair;
                    break;
                }
                at -= w;
            }
            let (wanted, unwanted) = drawn;
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
    type Belief = PlayerId;

    fn belief(&self, observer: PlayerId) -> PlayerId {
        observer
    }

    fn draw<S: RngCore>(&self, &observer: &PlayerId, rng: &mut Rng<S>) -> Mzebs {
        let mut world = self.clone();
        if world.is_over() {
            return world;
        }
        let hidden = world.hidden_tokens();
        let mut bottom = world.pile[..hidden].to_vec();
        bottom.sort_unstable();
        rng.shuffle(&mut bottom);
        world.pile[..hidden].copy_from_slice(&bottom);
        world.redraw_opponent(observer, true, rng);
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
        twin.redraw_opponent(observer, false, rng);
        twin
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mzebs::{MzebsAction, MzebsOptions};
    use crate::{Game, ToAct};

    /// A game in which seat 1 collects red whenever the top shows one, played until it holds four
    /// more reds than any other colour.
    fn red_collector() -> Mzebs {
        let mut game = Mzebs::new(MzebsOptions::default(), 7).unwrap();
        loop {
            let seat = match game.to_act() {
                ToAct::One(seat) => seat,
                ToAct::Simultaneous(seats) => seats[0],
                _ => panic!("the game ended before seat 1 collected enough red"),
            };
            let tally = game.tally(PlayerId::new(1));
            if tally[Colour::Red.index()] >= 4 + tally[1..].iter().copied().max().unwrap_or(0) {
                return game;
            }
            let legal = game.legal_actions(seat);
            let red = |a: &&MzebsAction| matches!(a, MzebsAction::Collect(t) if t.colour() == Colour::Red);
            let action = match legal.iter().find(red) {
                Some(&red) if seat == PlayerId::new(1) => red,
                _ => legal[0],
            };
            game.apply(seat, action).unwrap();
        }
    }

    /// The opponent's colours are drawn as its tally makes them likely: after collecting mostly red,
    /// red is its wanted colour in most worlds and its unwanted one in few; the twin still draws
    /// every pair alike.
    #[test]
    fn worlds_believe_what_the_opponent_collected() {
        let game = red_collector();
        let (observer, other) = (PlayerId::new(0), PlayerId::new(1));
        let mut rng = Rng::from_seed(3);
        let (mut wanted, mut unwanted, mut twin_wanted) = (0, 0, 0);
        for _ in 0..2000 {
            let secret = game.determinize(observer, &mut rng).secret(other).unwrap();
            wanted += u32::from(secret.wanted == Colour::Red);
            unwanted += u32::from(secret.unwanted == Colour::Red);
            twin_wanted += u32::from(game.twin(observer, &mut rng).secret(other).unwrap().wanted == Colour::Red);
        }
        assert!(wanted > 1600, "red wanted in {wanted} of 2000 worlds");
        assert!(unwanted < 100, "red unwanted in {unwanted} of 2000 worlds");
        assert!((400..600).contains(&twin_wanted), "the twin drew red wanted {twin_wanted} times of 2000");
    }
}
