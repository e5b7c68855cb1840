//! Root parallelism (Chaslot, Winands & van den Herik 2008; DESIGN.md "Bots on every core"): a
//! level's search is K independent trees, each drawing from its own seed (derived from the move's),
//! whose root statistics are summed to choose. The trees share nothing while they grow, so a pool
//! of workers grows them side by side and a one-core device one after another: the sum, taken in
//! tree order, is the same either way, and so is the move. A tree's root travels between workers as
//! text ([`Root::write`], [`Root::read`]) that gives back the very numbers written.

use super::{BotGame, Search};
use crate::PlayerId;
use std::fmt::Write;

/// One of the seat's moves at a search's root, as the search left it.
#[derive(Clone, Debug, PartialEq)]
pub struct Tried<A> {
    pub action: A,
    /// Iterations through this move.
    pub visits: u32,
    /// The seat's rewards summed over those iterations.
    pub reward: f64,
    /// The seat's wins ([`BotGame::wins`]) summed over those iterations.
    pub wins: f64,
}

/// The seat's moves at the root of one tree, or of several summed, in the order they were first
/// met (tree by tree).
#[derive(Clone, Debug, PartialEq)]
pub struct Root<A>(pub Vec<Tried<A>>);

impl<A: Clone + PartialEq> Root<A> {
    /// The roots of `trees` summed, move by move, in the order given.
    pub fn merge(trees: impl IntoIterator<Item = Root<A>>) -> Root<A> {
        let mut sum: Vec<Tried<A>> = Vec::new();
        for Root(tree) in trees {
            for tried in tree {
                match sum.iter_mut().find(|s| s.action == tried.action) {
                    Some(s) => {
                        // Saturating: roots read from a question are input, and no input panics.
                        s.visits = s.visits.saturating_add(tried.visits);
                        s.reward += tried.reward;
                        s.wins += tried.wins;
                    }
                    None => sum.push(tried),
                }
            }
        }
        Root(sum)
    }

    /// The most visited move (of equals, the last met), if any was tried.
    pub fn best(&self) -> Option<A> {
        self.0.iter().max_by_key(|t| t.visits).map(|t| t.action.clone())
    }

    /// The moves with the share of visits each got, most visited first; equal shares in the order the
    /// moves were met.
    pub fn ranked(&self) -> Vec<(A, f64)> {
        let total = self.0.iter().fold(0u32, |sum, t| sum.saturating_add(t.visits)).max(1);
        let mut ranked: Vec<(usize, f64)> =
            self.0.iter().enumerate().map(|(i, t)| (i, f64::from(t.visits) / f64::from(total))).collect();
        ranked.sort_unstable_by(|a, b| b.1.total_cmp(&a.1).then(a.0.cmp(&b.0)));
        ranked.into_iter().map(|(i, share)| (self.0[i].action.clone(), share)).collect()
    }

    /// How often `action` was tried, and the share of those tries its seat won.
    pub fn chance(&self, action: &A) -> (u32, f64) {
        match self.0.iter().find(|t| t.action == *action) {
            Some(t) if t.visits > 0 => (t.visits, t.wins / f64::from(t.visits)),
            _ => (0, 0.0),
        }
    }

    /// The root as text, each move by its place among the seat's `legal` moves: `place visits
    /// reward wins`, moves apart by `;`. Numbers are written so that [`Root::read`] gets them back
    /// exactly; a move not among `legal` gives `None`.
    pub fn write(&self, legal: &[A]) -> Option<String> {
        let mut text = String::new();
        for (i, t) in self.0.iter().enumerate() {
            let place = legal.iter().position(|a| *a == t.action)?;
            let _ = write!(text, "{}{place} {} {} {}", if i == 0 { "" } else { ";" }, t.visits, t.reward, t.wins);
        }
        Some(text)
    }

    /// A root [`Root::write`] wrote, its moves among `legal`; `None` for anything else (a place out of
    /// range, a number that does not read, a move twice).
    pub fn read(text: &str, legal: &[A]) -> Option<Root<A>> {
        let mut tried: Vec<Tried<A>> = Vec::new();
        for part in text.split(';').filter(|p| !p.is_empty()) {
            let mut words = part.split(' ');
            let action = legal.get(words.next()?.parse::<usize>().ok()?)?.clone();
            let visits = words.next()?.parse().ok()?;
            let reward: f64 = words.next()?.parse().ok()?;
            let wins: f64 = words.next()?.parse().ok()?;
            if words.next().is_some()
                || !reward.is_finite()
                || !wins.is_finite()
                || tried.iter().any(|t| t.action == action)
            {
                return None;
            }
            tried.push(Tried { action, visits, reward, wins });
        }
        Some(Root(tried))
    }
}

/// The seed of tree number `tree` of a search drawn from `seed`: the first tree's is the move's own,
/// so a search of one tree is the search it always was.
pub fn tree_seed(seed: u64, tree: u32) -> u64 {
    seed ^ u64::from(tree).wrapping_mul(0xD1B5_4A32_D192_ED03)
}

/// Grows tree number `tree` of `seat`'s search in `game` from `seed`, as `run` runs it, and returns
/// its root.
pub fn grow<G: BotGame>(
    game: &G,
    seat: PlayerId,
    seed: u64,
    tree: u32,
    run: impl FnOnce(&mut Search<G>),
) -> Root<G::Action> {
    let mut search = Search::new(game, seat, tree_seed(seed, tree));
    run(&mut search);
    search.root()
}

/// Trees `0..trees` of `seat`'s search in `game` from `seed`, each as `run` runs it, one after
/// another (as a one-core device grows them), summed.
pub fn grow_all<G: BotGame>(
    game: &G,
    seat: PlayerId,
    seed: u64,
    trees: u32,
    run: impl Fn(&mut Search<G>),
) -> Root<G::Action> {
    Root::merge((0..trees).map(|tree| grow(game, seat, seed, tree, &run)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::settle;
    use crate::broom::Broom;
    use crate::Game;

    fn tried(action: u8, visits: u32, reward: f64, wins: f64) -> Tried<u8> {
        Tried { action, visits, reward, wins }
    }

    #[test]
    fn roots_are_summed_move_by_move_in_the_order_first_met() {
        let a = Root(vec![tried(3, 10, 4.5, 4.0), tried(1, 5, 1.25, 1.0)]);
        let b = Root(vec![tried(1, 20, 9.0, 8.0), tried(7, 1, 0.0, 0.0)]);
        let sum = Root::merge([a.clone(), b.clone()]);
        assert_eq!(sum, Root(vec![tried(3, 10, 4.5, 4.0), tried(1, 25, 10.25, 9.0), tried(7, 1, 0.0, 0.0)]));
        assert_eq!(sum.best(), Some(1));
        assert_eq!(sum.chance(&1), (25, 9.0 / 25.0));
        assert_eq!(sum.chance(&9), (0, 0.0));
        let ranked: Vec<u8> = sum.ranked().into_iter().map(|(a, _)| a).collect();
        assert_eq!(ranked, [1, 3, 7]);
        assert_eq!(Root::merge([a.clone()]), a, "one tree is itself");
        // Of equally visited moves the last met is best, as in one tree.
        assert_eq!(Root(vec![tried(2, 4, 0.0, 0.0), tried(5, 4, 0.0, 0.0)]).best(), Some(5));
        assert_eq!(Root::<u8>(Vec::new()).best(), None);
        // Roots read from a question are input: counts past a u32 saturate, never overflow.
        let huge = Root::merge([
            Root(vec![tried(1, u32::MAX, 0.0, 0.0)]),
            Root(vec![tried(1, 9, 0.0, 0.0), tried(2, 1, 0.0, 0.0)]),
        ]);
        assert_eq!(huge.chance(&1).0, u32::MAX);
        assert_eq!(huge.ranked()[0].0, 1);
    }

    #[test]
    fn a_root_read_back_from_its_text_is_the_same_to_the_last_bit() {
        let legal = [9u8, 3, 1, 7];
        let root = Root(vec![tried(3, 10, 4.1 / 3.0, 0.1 + 0.2), tried(7, 1, 1e-300, 1.0)]);
        let text = root.write(&legal).expect("every move is legal");
        assert_eq!(Root::read(&text, &legal), Some(root));
        assert_eq!(Root::read("", &legal), Some(Root(Vec::new())));
        assert_eq!(Root(vec![tried(2, 1, 0.0, 0.0)]).write(&legal), None, "a move not legal");
        for bad in ["4 1 0 0", "1 1 0", "1 1 0 0 0", "1 x 0 0", "1 1 NaN 0", "1 1 inf 0", "1 1 0 0;1 2 0 0", "-1 1 0 0"]
        {
            assert_eq!(Root::read(bad, &legal), None, "{bad}");
        }
    }

    #[test]
    fn trees_grown_apart_and_read_from_text_sum_to_the_trees_grown_together() {
        let mut game = Broom::new(Broom::options_for(4, PlayerId::new(0)), 21).unwrap();
        let seat = settle(&mut game).unwrap();
        let legal = game.legal_actions(seat);
        let together = grow_all(&game, seat, 77, 3, |s| s.run(120));
        let apart = (0..3).map(|tree| {
            let text = grow(&game, seat, 77, tree, |s| s.run(120)).write(&legal).unwrap();
            Root::read(&text, &legal).unwrap()
        });
        assert_eq!(Root::merge(apart), together);
        assert_eq!(together.0.iter().map(|t| t.visits).sum::<u32>(), 360);
        let one = grow_all(&game, seat, 77, 1, |s| s.run(120));
        let mut search = Search::new(&game, seat, 77);
        search.run(120);
        assert_eq!(one.ranked(), search.ranked(), "one tree is the search of the move's own seed");
        assert_ne!(grow(&game, seat, 77, 1, |s| s.run(120)), grow(&game, seat, 77, 2, |s| s.run(120)));
    }
}
