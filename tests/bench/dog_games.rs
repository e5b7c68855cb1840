//! Random Here Comes the Dog games per second, native release (`cargo bench --bench dog_games`).
//!
//! Each game: random legal moves through the public `Game` API, the dice landed from the seed in the
//! state (as the app does), until the ranking — plus how the games ended, as a sanity check of the
//! rules' balance (rounds played, players out, happenings seen).

#[path = "best_of.rs"]
mod best_of;

use rules::dog::{Dog, DogEvent, DogOptions};
use rules::rng::Rng;
use rules::{Game, ToAct};
use std::hint::black_box;

/// Plays one game; returns (moves, players out, happenings).
fn play(players: u8, seed: u64, picker: &mut Rng) -> (u32, u32, u32) {
    let options = DogOptions { players, ..DogOptions::default() };
    let mut game = Dog::new(options, seed).expect("valid options");
    let (mut moves, mut happenings) = (0, 0);
    loop {
        let events = match game.to_act() {
            ToAct::One(seat) => {
                let legal = game.legal_actions(seat);
                let pick = legal[picker.below(legal.len() as u32) as usize];
                game.apply(seat, pick).expect("legal action applies")
            }
            ToAct::Chance(seat) => {
                let dice = game.chance_draw().expect("chance draws");
                game.apply(seat, dice).expect("the draw applies")
            }
            _ => break,
        };
        moves += 1;
        happenings += events.iter().filter(|e| matches!(e, DogEvent::Happening { .. })).count() as u32;
    }
    let outcome = game.outcome().expect("finished");
    let out = outcome.placings.iter().filter(|p| p.standing.out_at.is_some()).count() as u32;
    (moves, out, happenings)
}

fn main() {
    for players in [4u8, 3, 2] {
        let mut picker = Rng::from_seed(0xD06);
        let (mut moves, mut out, mut happenings) = (0u64, 0u64, 0u64);
        let sample = 20_000u64;
        for s in 0..sample {
            let (m, o, h) = black_box(play(players, s, &mut picker));
            (moves, out, happenings) = (moves + u64::from(m), out + u64::from(o), happenings + u64::from(h));
        }
        let per = |n: u64| n as f64 / sample as f64;
        let best = best_of::games_per_second(|seed| {
            black_box(play(players, seed, &mut picker));
        });
        println!(
            "dog {players}p: {best:.0} random games/s (one core, best of 5 × 1 s); per game {:.0} moves, {:.2} players out, {:.1} happenings",
            per(moves),
            per(out),
            per(happenings)
        );
    }
}
