//! Random Bremen games per second, native release (`cargo bench --bench bremen_games`).
//!
//! Each game: a seeded deal (with redeals), then random legal tiles through the public `Game` API until
//! the outcome is judged — the same work a bot or the conformance harness does.

use hotseat::rules::bremen::{Bremen, BremenOptions};
use hotseat::rules::rng::Rng;
use hotseat::rules::{Game, ToAct};
use std::hint::black_box;
use std::time::Instant;

fn play(players: u8, seed: u64, picker: &mut Rng) -> bool {
    let options = BremenOptions { players, ..BremenOptions::default() };
    let mut game = Bremen::new(options, seed).expect("valid options");
    while let ToAct::One(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        let pick = legal[picker.below(legal.len() as u32) as usize];
        game.apply(seat, pick).expect("legal action applies");
    }
    game.outcome().expect("finished").won()
}

fn main() {
    for players in [4u8, 3] {
        let mut picker = Rng::from_seed(0xB4E);
        // Warm up, then take the best of five one-second rounds.
        (0..20_000).for_each(|s| {
            black_box(play(players, s, &mut picker));
        });
        let mut best = 0.0f64;
        let mut seed = 0u64;
        for _ in 0..5 {
            let start = Instant::now();
            let mut games = 0u64;
            while start.elapsed().as_secs_f64() < 1.0 {
                for _ in 0..1000 {
                    black_box(play(players, seed, &mut picker));
                    seed += 1;
                }
                games += 1000;
            }
            best = best.max(games as f64 / start.elapsed().as_secs_f64());
        }
        println!("bremen {players}p: {best:.0} random games/s (one core, best of 5 × 1 s)");
    }
}
