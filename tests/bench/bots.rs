//! How well the bots play, natively over seeded games (`cargo bench --bench bots`; `shared/bots.md`
//! §5). Prints win rates with one standard error, √(p(1−p)/N), and the search's speed. It never
//! asserts a timing. Deals are `1_000_000 + i`; bot seeds come from the deal, the move and the seat.
//!
//! `cargo bench --bench bots -- GAMES WORD` plays GAMES deals per line (default 200), only the lines
//! that name WORD (say `Dog`) when given.

use rules::bierfest::values::CardValues;
use rules::bierfest::{Bierfest, BierfestOptions};
use rules::bots::{choose, settle, BotGame, Level, Search};
use rules::bremen::{Bremen, BremenOptions};
use rules::broom::options::BroomOptions;
use rules::broom::Broom;
use rules::dog::{Dog, DogOptions};
use rules::mzebs::{Mzebs, MzebsOptions};
use rules::rng::Rng;
use rules::{Game, PlayerId, ToAct};
use std::time::Instant;

/// Who sits in a seat for a benchmark game.
#[derive(Clone, Copy)]
enum Seat {
    Random,
    Bot(Level),
}

/// Plays one game to the end with `seats`, drawing random players' moves and bot seeds from `deal`.
fn play<G: BotGame>(mut game: G, seats: &[Seat], deal: u64) -> G {
    let mut random = Rng::from_seed(deal ^ 0xBEEF);
    for step in 0u64.. {
        let Some(seat) = settle(&mut game) else { return game };
        let action = match seats[seat.index()] {
            Seat::Random => {
                let mut legal = game.legal_actions(seat);
                legal.swap_remove(random.below(legal.len() as u32) as usize)
            }
            Seat::Bot(level) => choose(&game, seat, level, deal << 20 ^ step << 3 ^ seat.index() as u64),
        };
        game.apply(seat, action).expect("a chosen move is legal");
    }
    unreachable!("every game ends")
}

/// Plays `games` deals on both cores; returns how many `counts` said yes.
fn rate<G: BotGame>(
    games: u64,
    setup: impl Fn(u64) -> G + Sync,
    seats: impl Fn(u64) -> Vec<Seat> + Sync,
    counts: impl Fn(&G, u64) -> bool + Sync,
) -> f64 {
    let won: u64 = std::thread::scope(|scope| {
        let halves: Vec<_> = (0..2u64)
            .map(|half| {
                let (setup, seats, counts) = (&setup, &seats, &counts);
                scope.spawn(move || {
                    (0..games)
                        .filter(|i| i % 2 == half)
                        .filter(|&i| {
                            let deal = 1_000_000 + i;
                            counts(&play(setup(deal), &seats(i), deal), i)
                        })
                        .count() as u64
                })
            })
            .collect();
        halves.into_iter().map(|h| h.join().expect("a benchmark thread")).sum()
    });
    won as f64 / games as f64
}

/// The word a line must contain to be run (all lines without one).
fn wanted(what: &str) -> bool {
    std::env::args().skip(1).filter(|a| a.parse::<u64>().is_err() && a != "--bench").all(|word| what.contains(&word))
}

fn report(what: &str, p: f64, games: u64, started: Instant) {
    let se = (p * (1.0 - p) / games as f64).sqrt();
    println!(
        "{what:<58} {:5.1} % ± {:4.1}  ({games} games, {:.0} s)",
        100.0 * p,
        100.0 * se,
        started.elapsed().as_secs_f64()
    );
}

/// Microseconds per iteration of a search of `iterations` from the first move of `game`.
fn speed<G: BotGame>(what: &str, game: &G, iterations: u32) {
    if !wanted(what) {
        return;
    }
    let seat = settle(&mut game.clone()).expect("a seat acts first");
    let started = Instant::now();
    let mut search = Search::new(game, seat, 7);
    search.run(iterations);
    let micros = started.elapsed().as_secs_f64() * 1e6 / f64::from(iterations);
    println!("{what:<58} {micros:6.1} µs per iteration ({:.0} per ms)", 1000.0 / micros);
}

fn bremen(players: u8, deal: u64) -> Bremen {
    Bremen::new(BremenOptions { players, ..BremenOptions::default() }, deal).expect("valid options")
}

/// A Dog game whose first player moves round the table, so no seat keeps the first roll.
fn dog(players: u8, deal: u64) -> Dog {
    let first = PlayerId::new((deal % u64::from(players)) as u8);
    Dog::new(DogOptions { players, first, ..DogOptions::default() }, deal).expect("valid options")
}

fn bremen_won(g: &Bremen, _: u64) -> bool {
    g.outcome().is_some_and(|o| o.won())
}

/// Seat 0 won (alone or sharing first place).
fn dog_first(g: &Dog, _: u64) -> bool {
    g.outcome().is_some_and(|o| o.placings.iter().any(|p| p.seat == PlayerId::new(0) && p.place == 1))
}

fn bierfest(players: u8, deal: u64) -> Bierfest {
    let first = PlayerId::new((deal % u64::from(players)) as u8);
    let options = BierfestOptions { players, first, values: CardValues::default() };
    Bierfest::new(options, deal).expect("valid options")
}

/// Seat 0 won (alone or sharing first place).
fn bierfest_first(g: &Bierfest, _: u64) -> bool {
    g.outcome().is_some_and(|o| o.places[PlayerId::new(0)] == 1)
}

fn mzebs(deal: u64) -> Mzebs {
    let options = MzebsOptions { first: PlayerId::new((deal % 2) as u8), ..MzebsOptions::default() };
    Mzebs::new(options, deal).expect("valid options")
}

/// Seat 0 won outright.
fn mzebs_won(g: &Mzebs, _: u64) -> bool {
    g.outcome().is_some_and(|o| o.winner == Some(PlayerId::new(0)))
}

fn broom(players: u8, deal: u64) -> Broom {
    let first = PlayerId::new((deal % u64::from(players)) as u8);
    Broom::new(BroomOptions { players, first, ..BroomOptions::default() }, deal).expect("valid options")
}

/// Seat 0 won (alone or sharing first place).
fn broom_first(g: &Broom, _: u64) -> bool {
    g.outcome().is_some_and(|o| o.places[PlayerId::new(0)] == 1)
}

fn main() {
    let games: u64 = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(200);
    speed("Bremen 4p search, first move", &bremen(4, 1), 5000);
    speed("Bremen 3p search, first move", &bremen(3, 1), 5000);
    speed("Dog 4p search, first move", &dog(4, 0), 2000);
    speed("Bierfest 4p search, first move", &bierfest(4, 0), 2000);
    let mut first_turn = mzebs(0);
    while let (ToAct::Simultaneous(_), Some(seat)) = (first_turn.to_act(), settle(&mut first_turn.clone())) {
        let choice = first_turn.legal_actions(seat)[0];
        first_turn.apply(seat, choice).expect("a legal choice");
    }
    speed("M&ZEB-S search, first pick", &first_turn, 1000);
    speed("Broom 4p search, first choice", &broom(4, 0), 1000);
    speed("Broom 2p search, first choice", &broom(2, 0), 1000);

    use Level::*;
    use Seat::{Bot, Random};
    for (what, players, seat) in [
        ("Bremen 4p, four random players (team wins)", 4, Random),
        ("Bremen 4p, four Easy bots", 4, Bot(Easy)),
        ("Bremen 4p, four Normal bots", 4, Bot(Normal)),
        ("Bremen 4p, four Strong bots", 4, Bot(Strong)),
        ("Bremen 3p, three Normal bots", 3, Bot(Normal)),
    ] {
        if wanted(what) {
            let t = Instant::now();
            report(
                what,
                rate(games, |d| bremen(players, d), |_| vec![seat; usize::from(players)], bremen_won),
                games,
                t,
            );
        }
    }
    let what = "Bremen 4p, three Normal bots and a random partner";
    if wanted(what) {
        let t = Instant::now();
        let partner = |_| vec![Bot(Normal), Bot(Normal), Bot(Normal), Random];
        report(what, rate(games, |d| bremen(4, d), partner, bremen_won), games, t);
    }

    for (what, players, seats) in [
        ("Dog 4p, seat 0 random vs 3 random (seat 0 wins)", 4, vec![Random; 4]),
        ("Dog 4p, seat 0 Easy vs 3 random", 4, vec![Bot(Easy), Random, Random, Random]),
        ("Dog 4p, seat 0 Normal vs 3 random", 4, vec![Bot(Normal), Random, Random, Random]),
        ("Dog 4p, seat 0 Strong vs 3 random", 4, vec![Bot(Strong), Random, Random, Random]),
        ("Dog 2p, seat 0 Normal vs random", 2, vec![Bot(Normal), Random]),
        ("Dog 2p, seat 0 Strong vs Easy", 2, vec![Bot(Strong), Bot(Easy)]),
        ("Dog 4p, seat 0 Strong vs 3 Easy", 4, vec![Bot(Strong), Bot(Easy), Bot(Easy), Bot(Easy)]),
    ] {
        if wanted(what) {
            let t = Instant::now();
            report(what, rate(games, |d| dog(players, d), |_| seats.clone(), dog_first), games, t);
        }
    }

    for (what, players, seats) in [
        ("Bierfest 4p, seat 0 random vs 3 random (seat 0 wins)", 4, vec![Random; 4]),
        ("Bierfest 4p, seat 0 Easy vs 3 random", 4, vec![Bot(Easy), Random, Random, Random]),
        ("Bierfest 4p, seat 0 Normal vs 3 random", 4, vec![Bot(Normal), Random, Random, Random]),
        ("Bierfest 3p, seat 0 Normal vs 2 random", 3, vec![Bot(Normal), Random, Random]),
        ("Bierfest 5p, seat 0 Normal vs 4 random", 5, vec![Bot(Normal), Random, Random, Random, Random]),
        ("Bierfest 4p, seat 0 Strong vs 3 Easy", 4, vec![Bot(Strong), Bot(Easy), Bot(Easy), Bot(Easy)]),
    ] {
        if wanted(what) {
            let t = Instant::now();
            report(what, rate(games, |d| bierfest(players, d), |_| seats.clone(), bierfest_first), games, t);
        }
    }

    for (what, seats) in [
        ("M&ZEB-S, seat 0 random vs random (seat 0 wins)", vec![Random; 2]),
        ("M&ZEB-S, seat 0 Easy vs random", vec![Bot(Easy), Random]),
        ("M&ZEB-S, seat 0 Normal vs random", vec![Bot(Normal), Random]),
        ("M&ZEB-S, seat 0 Strong vs Easy", vec![Bot(Strong), Bot(Easy)]),
    ] {
        if wanted(what) {
            let t = Instant::now();
            report(what, rate(games, mzebs, |_| seats.clone(), mzebs_won), games, t);
        }
    }

    for (what, players, seats) in [
        ("Broom 4p, seat 0 random vs 3 random (seat 0 wins)", 4, vec![Random; 4]),
        ("Broom 4p, seat 0 Easy vs 3 random", 4, vec![Bot(Easy), Random, Random, Random]),
        ("Broom 4p, seat 0 Normal vs 3 random", 4, vec![Bot(Normal), Random, Random, Random]),
        ("Broom 2p, seat 0 Normal vs random", 2, vec![Bot(Normal), Random]),
        ("Broom 5p, seat 0 Normal vs 4 random", 5, vec![Bot(Normal), Random, Random, Random, Random]),
        ("Broom 3p, seat 0 Strong vs 2 Easy", 3, vec![Bot(Strong), Bot(Easy), Bot(Easy)]),
    ] {
        if wanted(what) {
            let t = Instant::now();
            report(what, rate(games, |d| broom(players, d), |_| seats.clone(), broom_first), games, t);
        }
    }
}
