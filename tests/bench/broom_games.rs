//! Broom Service at full speed, native release (`cargo bench --bench broom_games`): random games per
//! second at each table size (random legal moves through the public `Game` API, secret choices one seat
//! at a time, to the final scoring), with the winning VP as a check that the games are played out.

#[path = "best_of.rs"]
mod best_of;

use rules::broom::options::BroomOptions;
use rules::broom::Broom;
use rules::rng::Rng;
use rules::{Game, ToAct};
use std::hint::black_box;

/// Plays one game at a table of `players`; returns the winner's VP and the moves made.
fn play(players: u8, seed: u64, picker: &mut Rng) -> (i16, u32) {
    let options = BroomOptions { players, ..BroomOptions::default() };
    let mut game = Broom::new(options, seed).expect("valid options");
    let mut moves = 0;
    loop {
        let seat = match game.to_act() {
            ToAct::One(seat) => seat,
            ToAct::Simultaneous(seats) => seats[0],
            _ => break,
        };
        let legal = game.legal_actions(seat);
        let pick = legal[picker.below(legal.len() as u32) as usize];
        game.apply(seat, pick).expect("legal action applies");
        moves += 1;
    }
    let outcome = game.outcome().expect("finished");
    (outcome.vp.values().iter().copied().max().unwrap_or(0), moves)
}

fn main() {
    for players in 2..=5u8 {
        let mut picker = Rng::from_seed(0xB5);
        let sample = 2_000u64;
        let (mut best, mut moves) = (0i64, 0u64);
        for s in 0..sample {
            let (vp, n) = play(players, s, &mut picker);
            best += i64::from(vp);
            moves += u64::from(n);
        }
        let games = best_of::games_per_second(|seed| {
            black_box(play(players, seed, &mut picker));
        });
        println!(
            "broom {players} players: {games:.0} random games/s (one core, best of 5 × 1 s); {:.0} moves per game; winning VP {:.1}",
            moves as f64 / sample as f64,
            best as f64 / sample as f64
        );
    }
}
