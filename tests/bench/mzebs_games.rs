//! M&ZEB-S at full speed, native release (`cargo bench --bench mzebs_games`): random games per second
//! (random legal tokens and placements through the public `Game` API until the reveal), and legal
//! placements generated per second over the positions those games pass through.

#[path = "best_of.rs"]
mod best_of;

use rules::mzebs::{Mzebs, MzebsOptions, Phase};
use rules::rng::Rng;
use rules::{Game, ToAct};
use std::hint::black_box;
use std::time::Instant;

/// Plays one game on a board of `side`; calls `at_place` before each placement. Returns the winner's
/// total.
fn play(side: u8, seed: u64, picker: &mut Rng, mut at_place: impl FnMut(&Mzebs)) -> i32 {
    let options = MzebsOptions { side, ..MzebsOptions::default() };
    let mut game = Mzebs::new(options, seed).expect("valid options");
    loop {
        let seat = match game.to_act() {
            ToAct::One(seat) => seat,
            ToAct::Simultaneous(seats) => seats[0],
            _ => break,
        };
        if matches!(game.phase(), Phase::Place(..)) {
            at_place(&game);
        }
        let legal = game.legal_actions(seat);
        let pick = legal[picker.below(legal.len() as u32) as usize];
        game.apply(seat, pick).expect("legal action applies");
    }
    let outcome = game.outcome().expect("finished");
    outcome.scores.values().iter().map(|s| s.total).max().unwrap_or(0)
}

fn main() {
    for side in [12u8, 20] {
        let mut picker = Rng::from_seed(0x3D);
        let sample = 2_000u64;
        let (mut best_total, mut positions) = (0i64, Vec::new());
        for s in 0..sample {
            best_total += i64::from(play(side, s, &mut picker, |g| {
                if positions.len() < 4_000 {
                    positions.push(g.clone());
                }
            }));
        }
        let games = best_of::games_per_second(|seed| {
            black_box(play(side, seed, &mut picker, |_| ()));
        });
        let start = Instant::now();
        let (mut generated, mut rounds) = (0u64, 0u32);
        while start.elapsed().as_secs_f64() < 2.0 {
            for g in &positions {
                let Phase::Place(seat, _) = g.phase() else { continue };
                generated += black_box(g.legal_actions(*seat)).len() as u64;
            }
            rounds += 1;
        }
        let per_second = generated as f64 / start.elapsed().as_secs_f64();
        let per_position = generated as f64 / (f64::from(rounds) * positions.len() as f64);
        println!(
            "mzebs {side}×{side}: {games:.0} random games/s (one core, best of 5 × 1 s); {per_second:.0} legal placements generated/s ({per_position:.0} per position); winning total {:.1}",
            best_total as f64 / sample as f64
        );
    }
}
