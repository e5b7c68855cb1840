use super::*;
use crate::bierfest::values::CardValues;
use crate::bierfest::{Bierfest, BierfestOptions};
use crate::bremen::{Bremen, BremenAction, BremenOptions};
use crate::broom::options::BroomOptions;
use crate::broom::Broom;
use crate::dog::{Dog, DogOptions};
use crate::mzebs::{Mzebs, MzebsOptions};
use crate::rng::Rng;
use crate::{Game, ToAct};

/// The search may be cut into slices: 100 + 150 iterations give the same tree as 250 at once.
#[test]
fn a_search_in_slices_is_the_search_at_once() {
    let game = Bremen::new(BremenOptions::default(), 3).unwrap();
    let ToAct::One(seat) = game.to_act() else { panic!("a seat leads") };
    let mut sliced = Search::new(&game, seat, 9);
    sliced.run(100);
    sliced.run(150);
    let mut whole = Search::new(&game, seat, 9);
    whole.run(250);
    assert_eq!(sliced.iterations(), 250);
    assert_eq!(sliced.ranked(), whole.ranked());
    let shares: f64 = whole.ranked().iter().map(|(_, s)| s).sum();
    assert!((shares - 1.0).abs() < 1e-9, "visit shares add up to one: {shares}");
}

/// A search stopped once its most tried move cannot be caught picks the move the whole budget
/// would, in fewer iterations where the choice is clear (here: Bremen's first moves of a deal, some
/// of which follow a led animal with one tile).
#[test]
fn a_search_stopped_when_settled_picks_what_the_whole_budget_would() {
    let mut game = Bremen::new(BremenOptions::default(), 4).unwrap();
    let mut saved = 0;
    while let ToAct::One(seat) = game.to_act() {
        let mut settled = Search::new(&game, seat, 3);
        settled.run_to_best(600);
        let mut whole = Search::new(&game, seat, 3);
        whole.run(600);
        assert_eq!(settled.best(), whole.best());
        assert!(settled.iterations() <= 600);
        saved += 600 - settled.iterations();
        game.apply(seat, whole.best()).unwrap();
    }
    assert!(saved > 0, "some move was settled early");
}

/// The review's paired tries draw each world from its own seed alone: the same seeds give the same
/// outcomes whatever the search's own seed, in one call or two; other seeds give other worlds.
#[test]
fn paired_tries_depend_only_on_their_seeds() {
    let mut game = Dog::new(DogOptions { players: 3, ..DogOptions::default() }, 8).unwrap();
    let seat = settle(&mut game).unwrap();
    let first = game.legal_actions(seat)[0];
    let at_once = Search::new(&game, seat, 1).outcomes(&first, 0..200);
    let mut in_two = Search::new(&game, seat, 2);
    let mut halves = in_two.outcomes(&first, 0..120);
    halves.extend(in_two.outcomes(&first, 120..200));
    assert_eq!(at_once, halves);
    assert_eq!(in_two.iterations(), 200);
    assert!(at_once.iter().all(|&w| w == 0.0 || w == 1.0), "each try is a win or not");
    assert!(at_once.contains(&1.0) && at_once.contains(&0.0), "some tries won and some lost");
    assert_ne!(Search::new(&game, seat, 1).outcomes(&first, 200..400), at_once, "other worlds");
}

/// Every level returns a legal move for the seat to act, the same one for the same seed.
fn check_levels<G: BotGame>(game: &G) {
    let seat = settle(&mut game.clone()).expect("a seat to act");
    for level in Level::ALL {
        let a = choose(game, seat, level, 5);
        assert!(game.legal_actions(seat).contains(&a), "{level:?} chose {a:?}");
        assert_eq!(a, choose(game, seat, level, 5));
    }
}

#[test]
fn every_level_plays_a_legal_move_reproducibly_in_every_game() {
    check_levels(&Bremen::new(BremenOptions::default(), 11).unwrap());
    check_levels(&Dog::new(DogOptions::default(), 11).unwrap());
    check_levels(
        &Bierfest::new(BierfestOptions { players: 3, first: PlayerId::new(0), values: CardValues::default() }, 11)
            .unwrap(),
    );
    check_levels(&Mzebs::new(MzebsOptions::default(), 11).unwrap());
    check_levels(&Broom::new(BroomOptions::default(), 11).unwrap());
}

/// Four Normal bots play whole Bremen games to the end, never stopping one (the table's call), and
/// win some of a handful of deals, where random play wins 0.3 % (the benchmark measures the rate).
#[test]
fn bremen_bots_play_whole_games_and_win_some() {
    let mut won = 0;
    for deal in 0..12u64 {
        let mut game = Bremen::new(BremenOptions::default(), 1_000_000 + deal).unwrap();
        while let ToAct::One(seat) = game.to_act() {
            let action = choose(&game, seat, Level::Normal, deal * 100 + u64::from(seat.index() as u8));
            assert_ne!(action, BremenAction::StopLost);
            game.apply(seat, action).unwrap();
        }
        won += u32::from(game.outcome().unwrap().won());
    }
    assert!(won >= 1, "no deal of 12 won");
}

/// Plays `deals` games with a bot of `level` in seat 0 and random players elsewhere; returns how
/// many seat 0 won (alone or sharing first place, by `won`).
fn bot_wins<G: BotGame>(deals: u64, level: Level, setup: impl Fn(u64) -> G, won: impl Fn(&G) -> bool) -> u64 {
    let mut wins = 0;
    for deal in 0..deals {
        let mut game = setup(deal);
        let mut random = Rng::from_seed(deal);
        for step in 0u64.. {
            let Some(seat) = settle(&mut game) else { break };
            let action = if seat == PlayerId::new(0) {
                choose(&game, seat, level, deal << 16 | step)
            } else {
                let legal = game.legal_actions(seat);
                legal[random.below(legal.len() as u32) as usize].clone()
            };
            game.apply(seat, action).unwrap();
        }
        wins += u64::from(won(&game));
    }
    wins
}

/// A Dog bot finishes first against three random players in half of a handful of games (fair share
/// a quarter; the benchmark measures the rates over hundreds).
#[test]
fn a_dog_bot_beats_random_players() {
    let setup = |deal: u64| {
        Dog::new(DogOptions { first: PlayerId::new((deal % 4) as u8), ..DogOptions::default() }, deal).unwrap()
    };
    let won = |g: &Dog| g.outcome().unwrap().placings.iter().any(|p| p.seat == PlayerId::new(0) && p.place == 1);
    let wins = bot_wins(16, Level::Normal, setup, won);
    assert!(wins >= 8, "first in only {wins} of 16");
}

/// A Bierfest bot wins at least half of two dozen 4-player games against random players (fair share
/// a quarter).
#[test]
fn a_bierfest_bot_beats_random_players() {
    let setup = |deal: u64| {
        let options =
            BierfestOptions { players: 4, first: PlayerId::new((deal % 4) as u8), values: CardValues::default() };
        Bierfest::new(options, deal).unwrap()
    };
    let wins = bot_wins(24, Level::Easy, setup, |g: &Bierfest| g.outcome().unwrap().places[PlayerId::new(0)] == 1);
    assert!(wins >= 12, "first in only {wins} of 24");
}

/// An M&ZEB-S bot beats a random player in nearly every game, including the secret choice and the
/// guess.
#[test]
fn an_mzebs_bot_beats_a_random_player() {
    let setup = |deal: u64| {
        Mzebs::new(MzebsOptions { first: PlayerId::new((deal % 2) as u8), ..MzebsOptions::default() }, deal).unwrap()
    };
    let wins = bot_wins(6, Level::Normal, setup, |g: &Mzebs| g.outcome().unwrap().winner == Some(PlayerId::new(0)));
    assert!(wins >= 5, "won only {wins} of 6");
}

/// A Broom Service bot wins most 3-player games against random players (fair share a third), through
/// secret choices, fists and every action.
#[test]
fn a_broom_bot_beats_random_players() {
    let setup = |deal: u64| {
        let options = BroomOptions { players: 3, first: PlayerId::new((deal % 3) as u8), ..BroomOptions::default() };
        Broom::new(options, deal).unwrap()
    };
    let wins = bot_wins(8, Level::Easy, setup, |g: &Broom| g.outcome().unwrap().places[PlayerId::new(0)] == 1);
    assert!(wins >= 5, "first in only {wins} of 8");
}

/// The search's logarithm is the platform's to within a few units in the last place, for the counts
/// UCB takes it of.
#[test]
fn the_searchs_own_logarithm_is_the_platforms_within_rounding() {
    for n in (1..5000u32).chain([65_535, 1 << 20, u32::MAX]) {
        let (ours, theirs) = (search::ln(f64::from(n)), f64::from(n).ln());
        assert!((ours - theirs).abs() <= 4.0 * f64::EPSILON * theirs.max(1.0), "ln {n}: {ours} against {theirs}");
    }
    assert_eq!(search::ln(1.0), 0.0);
}
