//! M&ZEB-S's bots. A turn offers hundreds of placements, too many to search, so the search weighs
//! only the few that show the most of the mover's wanted colour from above (得点❷: the wanted colour's
//! area decides a big part of the score) and the guesses its opponent's picks make likely (the colours
//! they collected most and least). Rollouts collect the wanted colour when they can, never the
//! unwanted one if another is there, and place each token the best of a few ways.
//!
//! The reward is the win (a draw is half), shaded by the margin, so rollouts that lose narrowly teach
//! something too. Rollouts stop a few turns on and score the game as if it ended there, with guesses
//! that find nothing: the placements far ahead are too many to say anything about now.

use super::BotGame;
use crate::mzebs::rotation::orientations;
use crate::mzebs::scoring::Score;
use crate::mzebs::token::{Colour, Token};
use crate::mzebs::{Guess, Mzebs, MzebsAction, Phase, PLAYERS};
use crate::rng::SearchRng;
use crate::{Game, PlayerId};

/// Placements the search weighs per turn.
const PLACEMENTS: usize = 8;
/// Random placements a rollout compares.
const ROLLOUT_TRIES: usize = 4;
/// Points of difference that make the whole of the margin's share of the reward.
const MARGIN: f64 = 30.0;
/// Moves a rollout plays before it scores the game as it stands (two tokens each).
const HORIZON: u32 = 8;

/// How much a column showing `colour` from above is worth to a player with these colours.
fn worth(colour: Option<Colour>, wanted: Colour) -> i32 {
    match colour {
        None => 0,
        Some(c) if c == wanted => 3,
        Some(_) => -1,
    }
}

/// The two players' rewards for these totals.
fn shares(totals: impl Iterator<Item = i32>) -> Vec<f64> {
    let totals: Vec<f64> = totals.map(f64::from).collect();
    let share = |mine: f64, theirs: f64| {
        let result = match mine.total_cmp(&theirs) {
            std::cmp::Ordering::Greater => 1.0,
            std::cmp::Ordering::Equal => 0.5,
            std::cmp::Ordering::Less => 0.0,
        };
        0.7 * result + 0.3 * (0.5 + ((mine - theirs) / MARGIN).clamp(-1.0, 1.0) / 2.0)
    };
    vec![share(totals[0], totals[1]), share(totals[1], totals[0])]
}

impl Mzebs {
    /// What placing `token` this way changes in the columns seen from above, for a player who
    /// wants `wanted`.
    fn gain(&self, token: Token, action: MzebsAction, wanted: Colour) -> i32 {
        let MzebsAction::Place { orientation, x, y } = action else { return 0 };
        let shapes = orientations(token.shape());
        let field = self.field();
        let mut cells = [[0; 3]; 4];
        let cells = field.drop(&shapes[usize::from(orientation)], x as i8, y as i8, &mut cells);
        let mut gain = 0;
        for &[cx, cy, cz] in cells.iter() {
            // The token's highest cell in a column becomes that column's top.
            if cells.iter().filter(|c| c[0] == cx && c[1] == cy).all(|c| c[2] <= cz) {
                gain += worth(Some(token.colour()), wanted) - worth(field.top(cx, cy).map(|t| t.colour()), wanted);
            }
        }
        gain
    }

    /// The [`PLACEMENTS`] of `legal` that show the most of `wanted` from above; equal gains keep
    /// the rules' order, so every world weighs the same moves.
    fn best_placements(&self, token: Token, wanted: Colour, legal: Vec<MzebsAction>) -> Vec<MzebsAction> {
        if legal.len() <= PLACEMENTS {
            return legal;
        }
        let mut scored: Vec<(i32, usize, MzebsAction)> =
            legal.into_iter().enumerate().map(|(i, a)| (self.gain(token, a, wanted), i, a)).collect();
        // (Sorted without the stable sort, whose code the worker would carry for this alone.)
        scored.sort_unstable_by_key(|&(gain, i, _)| (std::cmp::Reverse(gain), i));
        scored.into_iter().take(PLACEMENTS).map(|(_, _, a)| a).collect()
    }

    /// [`best_placements`](Mzebs::best_placements) on the empty field, without listing every
    /// placement: nothing shows from above yet, so a placement's gain is its orientation's (the
    /// columns it covers), and only the best orientations' corners are listed, in the rules' order.
    fn first_placements(&self, token: Token, wanted: Colour) -> Vec<MzebsAction> {
        let shapes = orientations(token.shape());
        // Any corner will do to weigh an orientation: the empty field shows the same everywhere.
        let gain = |orientation| self.gain(token, MzebsAction::Place { orientation, x: 0, y: 0 }, wanted);
        let mut ranked: Vec<(i32, u8)> = (0..shapes.len() as u8).map(|o| (gain(o), o)).collect();
        ranked.sort_unstable_by_key(|&(gain, o)| (std::cmp::Reverse(gain), o));
        let mut moves = Vec::with_capacity(PLACEMENTS);
        for (_, orientation) in ranked {
            for (x, y) in self.field().corners(&shapes[usize::from(orientation)]) {
                if moves.len() == PLACEMENTS {
                    return moves;
                }
                moves.push(MzebsAction::Place { orientation, x, y });
            }
        }
        moves
    }

    /// The mover's wanted colour in this (sampled) world.
    fn wanted(&self, seat: PlayerId) -> Colour {
        self.secret(seat).map_or(Colour::Red, |s| s.wanted)
    }
}

impl BotGame for Mzebs {
    fn options_for(_players: u8, first: PlayerId) -> Self::Options {
        crate::mzebs::MzebsOptions { first, ..crate::mzebs::MzebsOptions::default() }
    }

    const ID: &'static str = "mzebs";
    const STRONG: u32 = 360;
    /// A sixth: the search has all but settled by a third (Strong won 51 % ± 9.8 of 100 deals
    /// against it, and 8× the budget, or twice the placements, won no more), and with a sixth Strong
    /// wins 70.5 % ± 6.3 of 200 (`cargo bench --bench strength`).
    const NORMAL: u32 = 60;

    fn rewards(&self) -> Vec<f64> {
        let outcome = self.outcome().expect("rewards are read at the end");
        shares(outcome.scores.values().iter().map(|s| s.total))
    }

    /// The higher total won ([`shares`] gives it more than a half; a draw is a half each).
    fn wins(rewards: &[f64]) -> Vec<f64> {
        rewards.iter().map(|&r| f64::from(u8::from(r > 0.5))).collect()
    }

    fn cutoff(&self, plies: u32) -> Option<Vec<f64>> {
        if plies < HORIZON || !matches!(self.phase(), Phase::Collect(_)) {
            return None;
        }
        let o = self.options();
        let totals = (0..PLAYERS).map(PlayerId::new).map(|seat| {
            let secret = self.secret(seat).expect("both chose before the first pick");
            let mut others = Colour::ALL.into_iter().filter(|&c| c != secret.wanted && c != secret.unwanted);
            let (wanted, unwanted) = (others.next().expect("four colours"), others.next().expect("four colours"));
            let misses = Guess { by: seat.next(PLAYERS), wanted, unwanted };
            Score::of(secret, self.tally(seat), misses, self.field().areas(), o.six_plus, o.ties).total
        });
        Some(shares(totals))
    }

    fn moves(&self, seat: PlayerId) -> Vec<MzebsAction> {
        match *self.phase() {
            Phase::Place(_, token) if self.field().is_empty() => self.first_placements(token, self.wanted(seat)),
            Phase::Place(_, token) => self.best_placements(token, self.wanted(seat), self.legal_actions(seat)),
            Phase::Guess(_) => {
                let mut colours = Colour::ALL;
                let tally = self.tally(seat.next(PLAYERS));
                colours.sort_unstable_by_key(|c| (std::cmp::Reverse(tally[c.index()]), c.index()));
                let likely = |a: &MzebsAction| match *a {
                    MzebsAction::Guess { wanted, unwanted } => {
                        colours[..2].contains(&wanted) && colours[2..].contains(&unwanted)
                    }
                    _ => false,
                };
                self.legal_actions(seat).into_iter().filter(likely).collect()
            }
            _ => self.legal_actions(seat),
        }
    }

    fn rollout_action(&self, seat: PlayerId, rng: &mut SearchRng) -> MzebsAction {
        match *self.phase() {
            Phase::Collect(_) => {
                let wanted = self.wanted(seat);
                let unwanted = self.secret(seat).map(|s| s.unwanted);
                let top = self.top();
                let pick = top.iter().find(|t| t.colour() == wanted).or_else(|| {
                    let fine: Vec<&Token> = top.iter().filter(|t| Some(t.colour()) != unwanted).collect();
                    fine.get(rng.below(fine.len().max(1) as u32) as usize).copied()
                });
                MzebsAction::Collect(*pick.unwrap_or(&top[rng.below(top.len() as u32) as usize]))
            }
            Phase::Place(_, token) => {
                let wanted = self.wanted(seat);
                let shapes = orientations(token.shape());
                let mut best: Option<(i32, MzebsAction)> = None;
                // One orientation with a legal corner (a few have none at most), then the best of a
                // few of its corners.
                for _ in 0..shapes.len() {
                    let orientation = rng.below(shapes.len() as u32) as u8;
                    let corners = self.field().corners(&shapes[usize::from(orientation)]);
                    for _ in 0..ROLLOUT_TRIES.min(corners.len()) {
                        let (x, y) = corners[rng.below(corners.len() as u32) as usize];
                        let action = MzebsAction::Place { orientation, x, y };
                        let gain = self.gain(token, action, wanted);
                        if best.is_none_or(|(g, _)| gain > g) {
                            best = Some((gain, action));
                        }
                    }
                    if best.is_some() {
                        break;
                    }
                }
                best.map(|(_, a)| a).unwrap_or_else(|| {
                    let legal = self.legal_actions(seat);
                    legal[rng.below(legal.len() as u32) as usize]
                })
            }
            _ => {
                let legal = self.moves(seat);
                legal[rng.below(legal.len() as u32) as usize]
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::mzebs::MzebsOptions;
    use crate::ToAct;

    /// The first placement is weighed without listing every placement on the empty field, yet the
    /// search weighs the same moves as from the full list: for every token the box offers first and
    /// every wanted colour.
    #[test]
    fn first_placements_are_the_best_of_the_full_list() {
        for seed in 0..12 {
            let mut game = Mzebs::new(MzebsOptions::default(), seed).unwrap();
            let wanted = Colour::ALL[seed as usize % 4];
            let unwanted = Colour::ALL[(seed as usize + 1) % 4];
            for seat in [PlayerId::new(0), PlayerId::new(1)] {
                game.apply(seat, MzebsAction::Choose { wanted, unwanted }).unwrap();
            }
            let ToAct::One(mover) = game.to_act() else { panic!("one player collects first") };
            for &token in game.top() {
                let mut placing = game.clone();
                placing.apply(mover, MzebsAction::Collect(token)).unwrap();
                assert!(placing.field().is_empty());
                let all = placing.best_placements(token, wanted, placing.legal_actions(mover));
                assert_eq!(placing.moves(mover), all, "seed {seed}, {token:?}");
                assert_eq!(all.len(), PLACEMENTS);
            }
        }
    }
}
