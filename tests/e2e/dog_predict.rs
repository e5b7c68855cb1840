//! Prints what the rules module predicts for a game of Here Comes the Dog in which the k-th choice of
//! the game (counting every button press among the offered moves, from 0) takes the offered move
//! number `(3k + 1) mod n` — the same rule the browser test follows — so the test can check the final
//! ranking on screen, and knows which events (steal, exchange, happening, villager reset) to look for.
//!
//! Usage: `cargo run --example dog_predict -- <players> <seed>` → one line of JSON.

use rules::dog::{Dog, DogEvent, DogOptions};
use rules::{Game, PlayerId, ToAct};

/// The browser test's choice among `n` offered moves at choice number `k`.
fn pick(k: usize, n: usize) -> usize {
    (3 * k + 1) % n
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("numbers: players seed")).collect();
    let [players, seed] = args[..] else { panic!("usage: dog_predict <players> <seed>") };
    let options = DogOptions { players: players as u8, first: PlayerId::new(0), ..DogOptions::default() };
    let mut game = Dog::new(options, seed).expect("valid options");
    let (mut choices, mut events) = (0, Vec::new());
    loop {
        let new = match game.to_act() {
            ToAct::One(seat) => {
                let legal = game.legal_actions(seat);
                let action = legal[pick(choices, legal.len())];
                choices += 1;
                game.apply(seat, action).expect("legal")
            }
            ToAct::Chance(seat) => game.apply(seat, game.chance_draw().expect("dice")).expect("the draw lands"),
            _ => break,
        };
        events.extend(new);
    }
    let count = |f: fn(&DogEvent) -> bool| events.iter().filter(|e| f(e)).count();
    let summary = serde_json::json!({
        "choices": choices,
        "placings": game.outcome().expect("over").placings,
        "steals": count(|e| matches!(e, DogEvent::Stole { .. })),
        "exchanges": count(|e| matches!(e, DogEvent::Exchanged { .. })),
        "happenings": count(|e| matches!(e, DogEvent::Happening { .. })),
        "resets": count(|e| matches!(e, DogEvent::Attacked { fall, .. } if fall.reset || fall.out)),
        "rounds": count(|e| matches!(e, DogEvent::RoundEnded { .. })),
    });
    println!("{summary}");
}
