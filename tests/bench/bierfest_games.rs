//! Random Willkommen, Bierfest! games per second, native release (`cargo bench --bench bierfest_games`).
//!
//! Each game: random legal moves through the public `Game` API until the score sheet — plus how the
//! games ended (toasts reached, moves, the winner's total), as a sanity check of the rules' balance.

#[path = "best_of.rs"]
mod best_of;

use rules::bierfest::values::CardValues;
use rules::bierfest::{Bierfest, BierfestOptions};
use rules::rng::Rng;
use rules::{Game, PlayerId, ToAct};
use std::hint::black_box;

/// Plays one game; returns (moves, the winning total).
fn play(players: u8, seed: u64, picker: &mut Rng) -> (u32, i32) {
    let options = BierfestOptions { players, first: PlayerId::new(0), values: CardValues::default() };
    let mut game = Bierfest::new(options, seed).expect("valid options");
    let mut moves = 0;
    while let ToAct::One(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        let pick = legal[picker.below(legal.len() as u32) as usize];
        game.apply(seat, pick).expect("legal action applies");
        moves += 1;
    }
    let outcome = game.outcome().expect("finished");
    (moves, outcome.scores.values().iter().map(|s| s.total).max().unwrap_or(0))
}

fn main() {
    for players in [5u8, 4, 3] {
        let mut picker = Rng::from_seed(0xB1E);
        let (mut moves, mut best_total) = (0u64, 0i64);
        let sample = 20_000u64;
        for s in 0..sample {
            let (m, t) = black_box(play(players, s, &mut picker));
            (moves, best_total) = (moves + u64::from(m), best_total + i64::from(t));
        }
        let best = best_of::games_per_second(|seed| {
            black_box(play(players, seed, &mut picker));
        });
        println!(
            "bierfest {players}p: {best:.0} random games/s (one core, best of 5 × 1 s); per game {:.0} moves, winning total {:.1}",
            moves as f64 / sample as f64,
            best_total as f64 / sample as f64
        );
    }
}
