//! The review of a finished game (issue 30; DESIGN.md "Teaching, replay and review"): each move a
//! person made, judged by the strong bot's search from that seat's view at that moment — never with
//! hindsight of the hidden cards or dice. The judge's search finds the move it would have made; when
//! that is another move, the two are played on from the same sampled worlds with the same rollout
//! streams (common random numbers, issue 63), and the seat's win chance (in Bremen, the band's) after
//! each, world by world, says what the move made cost and how sure that is. A move is marked only when
//! it lost 10, 20 or 30 points (as lichess marks chess moves) *and* its loss is larger than the 95 %
//! interval of the paired difference: the noise of two estimates is never held against a player.
//! In a game the table wins or loses together (Bremen, rulebook ゲームの終了) a move is also marked by
//! the share of the band's chance it gave up — a third, two thirds, nine tenths — since the judge's
//! chance for a band is the chance if every seat then played as its rollouts do, a small fraction of
//! what a band playing well makes ([`Mark::by_share`]).
//!
//! Like a hint, the search sees the game only through [`crate::Determinize`] and draws from a
//! seed that depends on nothing hidden (the move's number and the seat), so two games the seat cannot
//! tell apart get the same judgement, and the same game always gets the same marks.

use super::{search_seed, trees, BotGame, Search};
use crate::PlayerId;

/// One move judged: the win chance in tenths of a percent with the judge's move and with the move
/// made, the half-width of the 95 % interval of their difference, and the judge's move when it did
/// better.
#[derive(Clone, Debug, PartialEq)]
pub struct Judged<A> {
    pub before: u16,
    pub after: u16,
    pub margin: u16,
    pub better: Option<A>,
}

impl<A> Judged<A> {
    /// The points of win chance the move lost (none when it was as good as the judge's).
    pub fn lost(&self) -> u16 {
        self.before.saturating_sub(self.after)
    }

    /// Its mark, if any, in a game the table plays `together` or not: see [`Mark::of`] and
    /// [`Mark::by_share`].
    pub fn mark(&self, together: bool) -> Option<Mark> {
        Mark::of_move(self.lost(), self.before, self.lost(), self.margin, together)
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
    /// The mark for a move that lost `lost` tenths of a percent, give or take `margin` (the 95 %
    /// interval's half-width), if any: none for a loss within its own uncertainty.
    pub fn of(lost: u16, margin: u16) -> Option<Mark> {
        match lost {
            _ if lost <= margin => None,
            300.. => Some(Mark::Blunder),
            200.. => Some(Mark::Mistake),
            100.. => Some(Mark::Inaccuracy),
            _ => None,
        }
    }

    /// A move's mark: [`Mark::of`] the `points` it lost (in tenths; the page gives the points its
    /// rounded chances show) and, in a game played `together`, [`Mark::by_share`] of the `lost`
    /// tenths of `before`, the worse of the two.
    pub fn of_move(points: u16, before: u16, lost: u16, margin: u16, together: bool) -> Option<Mark> {
        let share = together.then(|| Mark::by_share(before, lost, margin)).flatten();
        Mark::of(points, margin).max(share)
    }

    /// In a game the table wins or loses together, the mark for a move that lost `lost` tenths of
    /// the band's chance `before` (in tenths), give or take `margin`, by the share of the chance it
    /// gave up: a third an inaccuracy, two thirds a mistake, nine tenths a blunder; none for a loss
    /// within its own uncertainty or under a point. Its mark is this or [`Mark::of`]'s, the worse.
    ///
    /// Measured on `cargo bench --bench review`'s deals (2026-12-03): the judge's chance for the
    /// band sits at 2–10 % until the last tricks, where a band of Strong bots wins 41 % of deals,
    /// so no early tile could lose 10 points, and the tiles that made a deal unwinnable took it
    /// from 3–9 % to 0. By share, none of 560 Strong moves nor of 288 at 8× the budget was marked.
    pub fn by_share(before: u16, lost: u16, margin: u16) -> Option<Mark> {
        let (lost, before) = (u32::from(lost), u32::from(before));
        match lost {
            _ if lost <= u32::from(margin) || lost < 10 => None,
            _ if 10 * lost >= 9 * before => Some(Mark::Blunder),
            _ if 3 * lost >= 2 * before => Some(Mark::Mistake),
            _ if 3 * lost >= before => Some(Mark::Inaccuracy),
            _ => None,
        }
    }
}

/// How sure the judge is that a marked move was worse than its own, in plain words.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sure {
    /// Even the low end of the interval lost 10 points or more.
    Clearly,
    /// Worse beyond doubt, but perhaps by less than 10 points.
    ALittle,
}

impl Sure {
    /// How sure a marked move's loss of `lost` tenths of the chance `before`, give or take `margin`,
    /// is, in a game played `together` or not: clearly worse when the low end of its interval would
    /// still be marked.
    pub fn of(before: u16, lost: u16, margin: u16, together: bool) -> Sure {
        let low = lost.saturating_sub(margin);
        match Mark::of_move(low, before, low, 0, together).is_some() {
            true => Sure::Clearly,
            false => Sure::ALittle,
        }
    }
}

/// Judges `played`, the move `seat` made in `game` as its move number `moves` (the count of moves
/// before it, chance included). The strong bot's search (its trees summed) finds the judge's move; if the move made is
/// another, each is then played through the budget's worlds, up to [`LOOKS`] times, the same worlds
/// and rollout streams for both, in a search of its own (so neither is followed up by a
/// better-explored tree than the other, and neither's chance is the maximum of noisy ones).
pub fn judge<G: BotGame>(game: &G, seat: PlayerId, played: &G::Action, moves: usize) -> Judged<G::Action> {
    let seed = search_seed(REVIEW_SEED, moves, seat);
    let budget = game.iterations_here(G::STRONG);
    let tenths = |chance: f64| (chance * 1000.0).round() as u16;
    // A move that was the only one can lose nothing: its chance alone is wanted, as it is when the
    // judge would have made it too.
    let only = game.legal_actions(seat).len() == 1;
    let root = match only {
        true => trees::grow(game, seat, seed, 0, |search| search.run_through(played, budget / 4)),
        // The strong bot's search, each tree stopped as the bot's is once its most tried move
        // cannot be caught.
        false => trees::grow_all(game, seat, seed, G::TREES, |search| search.run_to_best(budget)),
    };
    let best = root.best().unwrap_or_else(|| played.clone());
    if only || best == *played {
        let after = tenths(root.chance(played).1);
        return Judged { before: after, after, margin: 0, better: None };
    }
    // The two moves are tried a budget's worlds at a time, up to [`LOOKS`] budgets, until their
    // difference is sure enough to say whether the move is marked.
    let worlds = |i: u64| search_seed(seed ^ PAIRED_SEED, i as usize, seat);
    let (mut judges, mut movers) = (Search::new(game, seat, seed), Search::new(game, seat, seed));
    let (mut theirs, mut mine) = (Vec::new(), Vec::new());
    let step = u64::from(budget.max(1));
    let mut paired = Paired::default();
    for look in 0..LOOKS {
        let seeds = look * step..(look + 1) * step;
        theirs.extend(judges.outcomes(&best, seeds.clone().map(worlds)));
        mine.extend(movers.outcomes(played, seeds.map(worlds)));
        paired = Paired::of(&theirs, &mine);
        if paired.settled() {
            break;
        }
    }
    let margin = tenths(paired.margin);
    match paired.before > paired.after {
        true => Judged { before: tenths(paired.before), after: tenths(paired.after), margin, better: Some(best) },
        false => Judged { before: tenths(paired.after), after: tenths(paired.after), margin, better: None },
    }
}

/// What the paired tries of two moves came to: each move's share of wins, and the half-width of the
/// 95 % interval of their difference.
#[derive(Default)]
struct Paired {
    before: f64,
    after: f64,
    margin: f64,
}

impl Paired {
    /// The judge's move's outcomes and the move made's, world by world.
    fn of(theirs: &[f64], mine: &[f64]) -> Paired {
        let n = theirs.len() as f64;
        let (before, after) = (theirs.iter().sum::<f64>() / n, mine.iter().sum::<f64>() / n);
        let differences = theirs.iter().zip(mine).map(|(b, a)| b - a);
        let spread = differences.map(|d| (d - (before - after)).powi(2)).sum::<f64>() / (n - 1.0).max(1.0);
        Paired { before, after, margin: 1.96 * (spread / n).sqrt() }
    }

    /// True when more tries could not change whether the move is marked: the whole interval lies
    /// below 10 points lost, or above.
    fn settled(&self) -> bool {
        let lost = self.before - self.after;
        lost + self.margin < 0.1 || lost - self.margin >= 0.1
    }
}

/// The most budgets of paired tries of each move (the strong budget's worlds a look): a move whose
/// mark is still in doubt after one is tried again, up to three (2026-12-03, `cargo bench --bench
/// review`, 12 deals; with 1.5 budgets for every move, Broom Service's Strong seat got 8 marks in
/// 1,355 moves, with three 5). M&ZEB-S's Strong marks stay (12 of 1,008 moves with three, as with
/// eight): they are the Strong bot's own slips, moves that searches of its budget from five other
/// seeds do not make.
const LOOKS: u64 = 3;

/// What a review's search seeds are drawn from in place of the game's seed (which dealt every hand).
const REVIEW_SEED: u64 = 0x2E71_E3ED;

/// What the paired tries' worlds are drawn from, beside the review's seed (so they are not the
/// worlds the judge's move was found in).
const PAIRED_SEED: u64 = 0x9A12_ED00;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bots::settle;
    use crate::dog::{Dog, DogOptions};
    use crate::rng::Rng;
    use crate::Game;

    #[test]
    fn marks_come_at_ten_twenty_and_thirty_points_lost_beyond_their_uncertainty() {
        assert_eq!(
            [99, 100, 199, 200, 299, 300, 1000].map(|lost| Mark::of(lost, 0)),
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
        // A loss within its own 95 % interval is no mark, however large.
        assert_eq!([Mark::of(250, 249), Mark::of(250, 250), Mark::of(400, 500)], [Some(Mark::Mistake), None, None]);
        let judged = Judged { before: 400, after: 150, margin: 80, better: Some(()) };
        assert_eq!((judged.lost(), judged.mark(false)), (250, Some(Mark::Mistake)));
        assert_eq!(
            [Sure::of(400, 250, 80, false), Sure::of(400, 250, 151, false), Sure::of(400, 120, 20, false)],
            [Sure::Clearly, Sure::ALittle, Sure::Clearly]
        );
    }

    #[test]
    fn a_band_move_is_marked_by_the_share_of_the_bands_chance_it_gave_up() {
        // 6 % → 0 %: all of it, a blunder by share though only 6 points by the scale; 6.5 % → 0.1 %
        // as much (98 %); 6 % → 1 % not (83 %).
        assert_eq!((Mark::of(60, 9), Mark::by_share(60, 60, 9)), (None, Some(Mark::Blunder)));
        assert_eq!([Mark::by_share(65, 64, 9), Mark::by_share(60, 50, 9)], [Some(Mark::Blunder), Some(Mark::Mistake)]);
        // A third and two thirds of 9 %; under a third none.
        assert_eq!(
            [Mark::by_share(90, 30, 5), Mark::by_share(90, 60, 5), Mark::by_share(90, 29, 5)],
            [Some(Mark::Inaccuracy), Some(Mark::Mistake), None]
        );
        // Within its uncertainty, or under a point, no mark however large a share.
        assert_eq!([Mark::by_share(60, 40, 40), Mark::by_share(9, 9, 0)], [None, None]);
        let judged = Judged { before: 60, after: 0, margin: 9, better: Some(()) };
        assert_eq!((judged.mark(true), judged.mark(false)), (Some(Mark::Blunder), None));
        // Late in a deal the points can say more than the share: 90 % → 55 % is a blunder by points.
        let late = Judged { before: 900, after: 550, margin: 20, better: Some(()) };
        assert_eq!((Mark::by_share(900, 350, 20), late.mark(true)), (Some(Mark::Inaccuracy), Some(Mark::Blunder)));
        // Clearly worse when the interval's low end would still be marked.
        assert_eq!([Sure::of(90, 60, 20, true), Sure::of(90, 40, 20, true)], [Sure::Clearly, Sure::ALittle]);
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
                assert_eq!((again.better, again.lost()), (None, 0), "the judge's own move loses nothing");
            }
            game.apply(seat, played).unwrap();
        }
    }
}
