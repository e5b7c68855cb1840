//! Prints what the rules module predicts for a game of Willkommen, Bierfest! in which the k-th choice
//! of the game (counting every button press among the offered moves, from 0) takes the offered move
//! number `(3k + 1) mod n` — the same rule the browser test follows — so the test can check the score
//! sheet on screen and knows the game had a toast and a return.
//!
//! Usage: `cargo run --example bierfest_predict -- <players> <seed>` → one line of JSON.

use hotseat::rules::bierfest::values::CardValues;
use hotseat::rules::bierfest::{Bierfest, BierfestEvent, BierfestOptions};
use hotseat::rules::{Game, PlayerId, ToAct};

/// The browser test's choice among `n` offered moves at choice number `k`.
fn pick(k: usize, n: usize) -> usize {
    (3 * k + 1) % n
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("numbers: players seed")).collect();
    let [players, seed] = args[..] else { panic!("usage: bierfest_predict <players> <seed>") };
    let options = BierfestOptions { players: players as u8, first: PlayerId::new(0), values: CardValues::default() };
    let mut game = Bierfest::new(options, seed).expect("valid options");
    let (mut choices, mut events) = (0, Vec::new());
    while let ToAct::One(seat) = game.to_act() {
        let legal = game.legal_actions(seat);
        let action = legal[pick(choices, legal.len())];
        choices += 1;
        events.extend(game.apply(seat, action).expect("legal"));
    }
    let count = |f: fn(&BierfestEvent) -> bool| events.iter().filter(|e| f(e)).count();
    let outcome = game.outcome().expect("over");
    let summary = serde_json::json!({
        "choices": choices,
        "totals": outcome.scores.values().iter().map(|s| s.total).collect::<Vec<_>>(),
        "places": outcome.places,
        "toasts": count(|e| matches!(e, BierfestEvent::ToastStarted { .. })),
        "returns": count(|e| matches!(e, BierfestEvent::Returned { .. })),
        "sets": count(|e| matches!(e, BierfestEvent::Played { .. })),
    });
    println!("{summary}");
}
