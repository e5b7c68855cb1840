//! Random Bremen games per second, native release (`cargo bench --bench bremen_games`).
//!
//! Each game: a seeded deal (with redeals), then random legal tiles through the public `Game` API until
//! the outcome is judged — the same work a bot or the conformance harness does.

#[path = "best_of.rs"]
mod best_of;

use rules::bremen::{Bremen, BremenOptions};
use rules::rng::Rng;
use rules::{Game, ToAct};
use std::hint::black_box;

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
        let best = best_of::games_per_second(|seed| {
            black_box(play(players, seed, &mut picker));
        });
        println!("bremen {players}p: {best:.0} random games/s (one core, best of 5 × 1 s)");
    }
}
