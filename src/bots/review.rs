//! The review of a finished game (issue 30; DESIGN.md "Teaching, replay and review"): each move a
//! person made, judged by the strong bot's search from that seat's view at that moment — never with
//! hindsight of the hidden cards or dice. The judge estimates the seat's win chance (in Bremen, the
//! band's) with the move it would have made and with the move made; the difference is what the move
//! cost, marked at 10, 20 and 30 points as lichess marks chess moves.
//!
//! Like a hint, the search sees the game only through [`crate::rules::Determinize`] and draws from a
//! seed that depends on nothing hidden (the move's number and the seat), so two games the seat cannot
//! tell apart get the same judgement, and the same game always gets the same marks.

use super::{search_seed, BotGame, Search};
use crate::rules::PlayerId;

/// One move judged: the win chance in tenths of a percent with the bot's move and with the move made,
/// and the bot's move when it would have done better.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged<A> {
    pub before: u16,
    pub after: u16,
    pub better: Option<A>,
}

impl<A> Judged<A> {
    /// The points of win chance the move lost (none when it was as good as the bot's).
    pub fn lost(&self) -> u16 {
        self.before.saturating_sub(self.after)
    }
}

/// How bad a move was, by the points of win chance it lost (lichess's steps).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Mark {
    /// 10 points or more.
    Inaccuracy,
    /// 20 points or more.
    Mistake,
    /// 30 points or more.
    Blunder,
}

impl Mark {
    /// The mark for a move that lost `lost` tenths of a percent, if any.
    pub fn of(lost: u16) -> Option<Mark> {
        match lost {
            300.. => Some(Mark::Blunder),
            200.. => Some(Mark::Mistake),
            100.. => Some(Mark::Inaccuracy),
            _ => None,
        }
    }
}

/// Judges `played`, the move `seat` made in `game` as its move number `moves` (the count of moves
/// before it, chance included). Three quarters of the strong bot's budget weigh every move; its
/// choice and the move made are then each tried until they have the last quarter, so their chances
/// are measured, not guessed from a few tries.
pub fn judge<G: BotGame>(game: &G, seat: PlayerId, played: &G::Action, moves: usize) -> Judged<G::Action> {
    let mut search = Search::new(game, seat, search_seed(REVIEW_SEED, moves, seat));
    let budget = game.iterations_here(G::STRONG);
    let least = budget / 4;
    // A move that was the only one can lose nothing: its chance alone is wanted.
    let only = game.legal_actions(seat).len() == 1;
    search.run(if only { least } else { budget - least });
    let best = search.best();
    for action in [&best, played] {
        let (tried, _) = search.chance(action);
        if tried < least {
            search.run_through(action, least - tried);
        }
    }
    let tenths = |chance: f64| (chance * 1000.0).round() as u16;
    let (after, bots) = (tenths(search.chance(played).1), tenths(search.chance(&best).1));
    match best != *played && bots > after {
        true => Judged { before: bots, after, better: Some(best) },
        false => Judged { before: after, after, better: None },
    }
}

/// What a review's search seeds are drawn from in place of the game's seed (which dealt every hand).
const REVIEW_SEED: u64 = 0x2E71_E3ED;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::settle;
    use crate::rules::dog::{Dog, DogOptions};
    use crate::rules::rng::Rng;
    use crate::rules::Game;

    #[test]
    fn marks_come_at_ten_twenty_and_thirty_points() {
        assert_eq!(
            [99, 100, 199, 200, 299, 300, 1000].map(Mark::of),
            [
                None,
                Some(Mark::Inaccuracy),
                Some(Mark::Inaccuracy),
                Some(Mark::Mistake),
                Some(Mark::Mistake),
                Some(Mark::Blunder),
                Some(Mark::Blunder)
            ]
        );
        let judged = Judged { before: 400, after: 150, better: Some(()) };
        assert_eq!((judged.lost(), Mark::of(judged.lost())), (250, Some(Mark::Mistake)));
    }

    #[test]
    fn the_same_move_gets_the_same_judgement_and_the_bots_own_move_loses_nothing() {
        let mut game = Dog::new(DogOptions { players: 2, ..DogOptions::default() }, 5).unwrap();
        let mut rng = Rng::from_seed(9);
        for moves in 0..6 {
            let seat = settle(&mut game).unwrap();
            let legal = game.legal_actions(seat);
            let played = legal[rng.below(legal.len() as u32) as usize];
            let judged = judge(&game, seat, &played, moves);
            assert_eq!(judge(&game, seat, &played, moves), judged, "the same judgement twice");
            assert!(judged.before >= judged.after && judged.before <= 1000, "{judged:?}");
            if let Some(better) = judged.better {
                assert!(better != played && judged.lost() > 0);
                let again = judge(&game, seat, &better, moves);
                assert_eq!((again.better, again.before), (None, judged.before), "the bot's own move is the best");
            }
            game.apply(seat, played).unwrap();
        }
    }
}
