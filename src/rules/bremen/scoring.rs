//! The end of the game (rulebook ゲームの目的, ゲームの終了, 勝利時のスコアと称号): the team wins only if
//! the captured counts are exactly 24/16/8/0 (3 players: 24/12/0) in some order **and** the animals of
//! the last hand tiles (3 players: plus the face-up middle tile) all differ. A win scores
//! (last number of the 24-captor) − (last number of the 0-captor) + 12, which earns a title.

use super::tile::{Animal, Tile};
use crate::{PerPlayer, PlayerId};
use serde::Serialize;

/// The captured counts the players must end with, one each in any order (条件1).
pub fn targets(players: u8) -> &'static [u8] {
    if players == 3 {
        &[24, 12, 0]
    } else {
        &[24, 16, 8, 0]
    }
}

/// The targets a seat with `captured` tiles can still end on, with `tricks_left` tricks of
/// `players` tiles each to come.
pub fn reachable(players: u8, captured: u8, tricks_left: u8) -> Vec<u8> {
    targets(players).iter().copied().filter(|&t| reaches(players, captured, tricks_left, t)).collect()
}

/// True when a seat with `captured` tiles can still end on `target` (whole tricks of `players` tiles).
fn reaches(players: u8, captured: u8, tricks_left: u8, target: u8) -> bool {
    target >= captured && (target - captured).is_multiple_of(players) && (target - captured) / players <= tricks_left
}

/// True while some assignment of the targets to the seats is still reachable by every seat at once.
pub fn counts_still_possible(players: u8, captured: &[u8], tricks_left: u8) -> bool {
    fn assign(players: u8, counts: &[u8], left: u8, used: &mut [bool]) -> bool {
        let Some((&c, rest)) = counts.split_first() else { return true };
        for (i, &t) in targets(players).iter().enumerate() {
            if !used[i] && reaches(players, c, left, t) {
                used[i] = true;
                let ok = assign(players, rest, left, used);
                used[i] = false;
                if ok {
                    return true;
                }
            }
        }
        false
    }
    assign(players, captured, tricks_left, &mut [false; 4])
}

/// The title a winning score earns (勝利時のスコアと称号), from best to humblest.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Title {
    /// とびきり素敵な町一番の音楽隊 (4p: 24, 3p: 21)
    FinestInTown,
    /// 強く胸打つ音楽隊 (4p: 20–23, 3p: 17–20)
    MovesTheHeart,
    /// シビれる音楽隊 (4p: 15–19, 3p: 13–16)
    Thrilling,
    /// 勢いのある音楽隊 (4p: 10–14, 3p: 9–12)
    OnTheRise,
    /// 小粋な音楽隊 (4p: 5–9, 3p: 4–8)
    Stylish,
    /// 夢見る音楽隊 (4p: 0–4, 3p: 0–3)
    Dreamers,
}

/// The highest score there is: a 13 kept by the 24-captor, a 1 by the 0-captor (13 − 1 + 12).
pub const MAX_SCORE: u8 = 24;

impl Title {
    /// Every title with the lowest and highest score that earns it at a table of `players`, best first
    /// (the rulebook's score table).
    pub fn ladder(players: u8) -> [(Title, u8, u8); 6] {
        let floors: [u8; 5] = if players == 3 { [21, 17, 13, 9, 4] } else { [24, 20, 15, 10, 5] };
        let t = [Title::FinestInTown, Title::MovesTheHeart, Title::Thrilling, Title::OnTheRise, Title::Stylish];
        [
            (t[0], floors[0], MAX_SCORE),
            (t[1], floors[1], floors[0] - 1),
            (t[2], floors[2], floors[1] - 1),
            (t[3], floors[3], floors[2] - 1),
            (t[4], floors[4], floors[3] - 1),
            (Title::Dreamers, 0, floors[4] - 1),
        ]
    }

    /// The title for a winning score at a table of `players`.
    pub fn for_score(players: u8, score: u8) -> Title {
        Title::ladder(players).into_iter().find(|&(_, floor, _)| score >= floor).map_or(Title::Dreamers, |(t, _, _)| t)
    }
}

/// Why the captured counts lose (条件1 failed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CountsFailure {
    /// The counts needed, highest first.
    pub needed: Vec<u8>,
    /// The counts the players ended with, highest first.
    pub got: Vec<u8>,
}

/// Why the last tiles lose (条件2 failed).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct AnimalsFailure {
    /// Every animal that appears more than once among the last tiles (and the middle tile).
    pub repeated: Vec<Animal>,
}

/// A winning score, its working and its title.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Score {
    /// The number on the last tile of the player who captured 24.
    pub top: u8,
    /// The number on the last tile of the player who captured 0.
    pub bottom: u8,
    /// top − bottom + 12.
    pub points: u8,
    /// The band's title for these points.
    pub title: Title,
}

/// How a game of Bremen ended, with everything the end screen explains.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BremenOutcome {
    /// Tiles each seat captured.
    pub captured: PerPlayer<u8>,
    /// The one tile each seat kept to the end (none when the game was stopped early).
    pub last_tiles: Option<PerPlayer<Tile>>,
    /// How many tricks were played: 12, or fewer when the table stopped a game it could no longer win.
    pub tricks_played: u8,
    /// The face-up middle tile (3 players).
    pub middle: Option<Tile>,
    /// Set when 条件1 (the captured counts) failed.
    pub counts_failure: Option<CountsFailure>,
    /// Set when 条件2 (all different animals) failed.
    pub animals_failure: Option<AnimalsFailure>,
    /// The score and title, on a win only.
    pub score: Option<Score>,
}

/// The captured counts from highest to lowest, as the targets are listed (the seats past the
/// table's count 0).
fn high_to_low(captured: &[u8]) -> [u8; 4] {
    let mut got = [0u8; 4];
    // (Copied one by one: `copy_from_slice`'s length check would bring its panic message into the page.)
    for (g, &c) in got.iter_mut().zip(captured) {
        *g = c;
    }
    crate::sort_by(&mut got, |a, b| a > b);
    got
}

/// 条件1 failed: the targets, and the counts as they came, both highest first.
fn counts_failure(captured: &[u8]) -> CountsFailure {
    let players = captured.len();
    CountsFailure { needed: targets(players as u8).to_vec(), got: high_to_low(captured)[..players].to_vec() }
}

/// A played-out table judged on the stack (条件1, 条件2, スコアと称号): what [`BremenOutcome::judge`]
/// decides, without building the outcome. The bots judge every rollout's end so.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Judgement {
    /// How far the captured counts, highest first, lie from the targets: the sum of the
    /// differences (0 when 条件1 is met).
    pub counts_off: u32,
    /// How many of the last tiles and the middle tile show each animal (条件2: none twice).
    pub per_animal: [u8; 4],
    /// The score, when both conditions are met.
    pub score: Option<Score>,
}

impl Judgement {
    /// Judges the `captured` counts and the `last` tiles (both by seat) with the `middle` tile.
    pub fn of(captured: &[u8], last: &[Tile], middle: Option<Tile>) -> Judgement {
        let players = captured.len() as u8;
        let off = high_to_low(captured).iter().zip(targets(players)).map(|(&g, &t)| u32::from(g.abs_diff(t))).sum();
        let mut per_animal = [0u8; 4];
        for t in last.iter().chain(middle.as_ref()) {
            per_animal[t.animal() as usize] += 1;
        }
        let won = off == 0 && per_animal.iter().all(|&n| n <= 1);
        let holding = |n: u8| Some(last[captured.iter().position(|&c| c == n)?].number());
        let score = won.then(|| {
            let (top, bottom) = (holding(24)?, holding(0)?);
            let points = top + 12 - bottom;
            Some(Score { top, bottom, points, title: Title::for_score(players, points) })
        });
        Judgement { counts_off: off, per_animal, score: score.flatten() }
    }

    /// The different animals shown, and how many tiles show them.
    pub fn animals(&self) -> (u8, u8) {
        let shown = self.per_animal.iter().sum();
        (self.per_animal.iter().filter(|&&n| n > 0).count() as u8, shown)
    }
}

impl BremenOutcome {
    /// Judges a finished game.
    pub fn judge(captured: PerPlayer<u8>, last_tiles: PerPlayer<Tile>, middle: Option<Tile>) -> BremenOutcome {
        let judgement = Judgement::of(captured.values(), last_tiles.values(), middle);
        let counts_failure = (judgement.counts_off > 0).then(|| counts_failure(captured.values()));
        let repeated: Vec<Animal> = Animal::ALL.into_iter().filter(|&a| judgement.per_animal[a as usize] > 1).collect();
        let animals_failure = (!repeated.is_empty()).then_some(AnimalsFailure { repeated });
        BremenOutcome {
            captured,
            last_tiles: Some(last_tiles),
            tricks_played: super::TRICKS,
            middle,
            counts_failure,
            animals_failure,
            score: judgement.score,
        }
    }

    /// A game the table stopped after `tricks_played` tricks because the counts could no longer come
    /// out: lost on counts, with the counts as they stood.
    pub fn stopped(captured: PerPlayer<u8>, tricks_played: u8, middle: Option<Tile>) -> BremenOutcome {
        let counts_failure = Some(counts_failure(captured.values()));
        BremenOutcome {
            captured,
            last_tiles: None,
            tricks_played,
            middle,
            counts_failure,
            animals_failure: None,
            score: None,
        }
    }

    /// True when the whole team won.
    pub fn won(&self) -> bool {
        self.score.is_some()
    }

    /// The seat that captured exactly `count` tiles, if one did (the score names the 24 and 0 captors).
    pub fn captor(&self, count: u8) -> Option<PlayerId> {
        captor(&self.captured, count)
    }
}

fn captor(captured: &PerPlayer<u8>, count: u8) -> Option<PlayerId> {
    captured.iter().find(|(_, &c)| c == count).map(|(p, _)| p)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bots' judgement on the stack decides as the outcome does: the same win and points, the
    /// counts off exactly when 条件1 fails, an animal twice exactly when 条件2 fails. Over tables
    /// with the targets' counts in any order (so some win) and with others, and every kind of last
    /// tiles.
    #[test]
    fn the_judgement_on_the_stack_decides_as_the_outcome() {
        use super::super::tile::TileSet;
        use crate::rng::Rng;
        let mut wins = 0;
        for seed in 0..2000u64 {
            let mut rng = Rng::from_seed(seed);
            let players = 3 + (seed % 2) as u8;
            let mut counts = targets(players).to_vec();
            rng.shuffle(&mut counts);
            if seed % 3 == 0 {
                counts[0] = counts[0].saturating_sub(rng.below(2) as u8 * players);
            }
            let mut tiles = TileSet::for_players(players).to_vec();
            rng.shuffle(&mut tiles);
            let middle = (players == 3).then(|| tiles[usize::from(players)]);
            let captured = PerPlayer::from_fn(players, |p| counts[p.index()]);
            let last = PerPlayer::from_fn(players, |p| tiles[p.index()]);
            let judged = Judgement::of(captured.values(), last.values(), middle);
            let outcome = BremenOutcome::judge(captured, last, middle);
            assert_eq!(judged.score, outcome.score, "seed {seed}");
            assert_eq!(judged.counts_off == 0, outcome.counts_failure.is_none(), "seed {seed}");
            assert_eq!(judged.per_animal.iter().any(|&n| n > 1), outcome.animals_failure.is_some(), "seed {seed}");
            wins += u32::from(outcome.won());
        }
        assert!(wins > 50, "enough winning tables to compare points ({wins})");
    }

    #[test]
    fn title_table_edges() {
        use Title::*;
        let four = [
            (24, FinestInTown),
            (23, MovesTheHeart),
            (20, MovesTheHeart),
            (19, Thrilling),
            (15, Thrilling),
            (14, OnTheRise),
            (10, OnTheRise),
            (9, Stylish),
            (5, Stylish),
            (4, Dreamers),
            (0, Dreamers),
        ];
        for (score, title) in four {
            assert_eq!(Title::for_score(4, score), title, "4p score {score}");
        }
        let three = [
            (21, FinestInTown),
            (20, MovesTheHeart),
            (17, MovesTheHeart),
            (16, Thrilling),
            (13, Thrilling),
            (12, OnTheRise),
            (9, OnTheRise),
            (8, Stylish),
            (4, Stylish),
            (3, Dreamers),
            (0, Dreamers),
        ];
        for (score, title) in three {
            assert_eq!(Title::for_score(3, score), title, "3p score {score}");
        }
    }

    #[test]
    fn the_ladder_gives_every_score_one_title_best_first() {
        for players in [3, 4] {
            let ladder = Title::ladder(players);
            assert_eq!(ladder[0].2, MAX_SCORE);
            assert_eq!(ladder[5], (Title::Dreamers, 0, ladder[4].1 - 1));
            for pair in ladder.windows(2) {
                assert_eq!(pair[1].2 + 1, pair[0].1, "{players}p: {pair:?} leave no gap");
            }
            for (title, low, high) in ladder {
                assert!(low <= high);
                assert_eq!(Title::for_score(players, low), title);
                assert_eq!(Title::for_score(players, high), title);
            }
        }
    }

    #[test]
    fn reachability_counts_whole_tricks() {
        assert_eq!(reachable(4, 0, 12), vec![24, 16, 8, 0]);
        assert_eq!(reachable(4, 4, 1), vec![8]);
        assert_eq!(reachable(4, 28, 3), Vec::<u8>::new());
        assert_eq!(reachable(3, 12, 4), vec![24, 12]);
        // After 9 tricks: three seats on 12 need 24, 16 and 8, but nobody can go down to 8.
        let stuck = PerPlayer::from_fn(4, |p| [12, 12, 12, 0][p.index()]);
        assert!(!counts_still_possible(4, stuck.values(), 3));
        // After 8 tricks: 16 → 24, 16 stays, 0 → 8, 0 stays.
        let fine = PerPlayer::from_fn(4, |p| [16, 16, 0, 0][p.index()]);
        assert!(counts_still_possible(4, fine.values(), 4));
    }
}
