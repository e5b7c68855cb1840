use super::*;
use crate::rules::bremen::{Bremen, BremenAction, BremenOptions};
use crate::rules::dog::{Dog, DogOptions};
use crate::rules::{Game, ToAct};

fn seat_to_act<G: Game>(game: &G) -> PlayerId {
    match game.to_act() {
        ToAct::One(seat) => seat,
        other => panic!("expected one seat to act, got {other:?}"),
    }
}

/// The search may be cut into slices: 100 + 150 iterations give the same tree as 250 at once.
#[test]
fn a_search_in_slices_is_the_search_at_once() {
    let game = Bremen::new(BremenOptions::default(), 3).unwrap();
    let seat = seat_to_act(&game);
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

/// Every level returns a legal move, the same one for the same seed.
#[test]
fn every_level_plays_a_legal_move_reproducibly() {
    let bremen = Bremen::new(BremenOptions::default(), 11).unwrap();
    let dog = Dog::new(DogOptions::default(), 11).unwrap();
    for level in Level::ALL {
        let seat = seat_to_act(&bremen);
        let a = choose(&bremen, seat, level, 5);
        assert!(bremen.legal_actions(seat).contains(&a));
        assert_eq!(a, choose(&bremen, seat, level, 5));
        let seat = seat_to_act(&dog);
        let a = choose(&dog, seat, level, 5);
        assert!(dog.legal_actions(seat).contains(&a));
        assert_eq!(a, choose(&dog, seat, level, 5));
    }
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

/// Even an Easy Dog bot finishes first against three random players more often than its fair quarter
/// in a handful of games (the benchmark measures the rates).
#[test]
fn a_dog_bot_beats_random_players() {
    let mut first = 0;
    for deal in 0..16u64 {
        let options = DogOptions { first: PlayerId::new((deal % 4) as u8), ..DogOptions::default() };
        let mut game = Dog::new(options, deal).unwrap();
        let mut random = Rng::from_seed(deal);
        loop {
            let seat = match game.to_act() {
                ToAct::GameOver => break,
                ToAct::Chance(roller) => {
                    game.apply(roller, game.chance_draw().unwrap()).unwrap();
                    continue;
                }
                ToAct::One(seat) => seat,
                ToAct::Simultaneous(_) => unreachable!("Dog has no secret choice"),
            };
            let action = if seat == PlayerId::new(0) {
                choose(&game, seat, Level::Easy, deal)
            } else {
                game.rollout_action(seat, &mut random)
            };
            game.apply(seat, action).unwrap();
        }
        first += u32::from(game.outcome().unwrap().placings.iter().any(|p| p.seat == PlayerId::new(0) && p.place == 1));
    }
    assert!(first >= 6, "first in only {first} of 16");
}
