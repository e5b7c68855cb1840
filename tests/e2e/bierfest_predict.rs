//! Prints what the rules module predicts for a game of Willkommen, Bierfest! in which the k-th choice
//! of the game (counting every button press among the offered moves, from 0) takes the offered move
//! number `(3k + 1) mod n` — the same rule the browser test follows — so the test can check the score
//! sheet on screen and knows the game had a toast and a return.
//!
//! With a toast number after the seed, the game is also saved as the page keeps it just after that
//! toast ended (`save`, after `from` choices), and what the rest of the game has is counted apart
//! (`rest`): the test loads the save and plays on from there.
//!
//! Usage: `cargo run --example bierfest_predict -- <players> <seed> [toast]` → one line of JSON.

use rules::bierfest::values::CardValues;
use rules::bierfest::{Bierfest, BierfestEvent, BierfestOptions};
use rules::{Game, PlayerId, ToAct};

#[path = "saved_at.rs"]
mod saved_at;
use saved_at::Saving;

/// The browser test's choice among `n` offered moves at choice number `k`.
fn pick(k: usize, n: usize) -> usize {
    (3 * k + 1) % n
}

/// What a stretch of the game's events has that the test must see.
fn features(events: &[BierfestEvent]) -> serde_json::Value {
    let count = |f: fn(&BierfestEvent) -> bool| events.iter().filter(|e| f(e)).count();
    serde_json::json!({
        "toasts": count(|e| matches!(e, BierfestEvent::ToastStarted { .. })),
        "returns": count(|e| matches!(e, BierfestEvent::Returned { .. })),
        "sets": count(|e| matches!(e, BierfestEvent::Played { .. })),
    })
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("numbers: players seed [toast]")).collect();
    let (players, seed, after_toast) = match args[..] {
        [players, seed] => (players as u8, seed, None),
        [players, seed, toast] => (players as u8, seed, Some(toast)),
        _ => panic!("usage: bierfest_predict <players> <seed> [toast]"),
    };
    let options = BierfestOptions { players, first: PlayerId::new(0), values: CardValues::default() };
    let mut game = Bierfest::new(options.clone(), seed).expect("valid options");
    let mut table = Saving::<Bierfest>::new(players, options, seed);
    let (mut choices, mut events, mut saved) = (0, Vec::new(), None);
    while let ToAct::One(seat) = game.to_act() {
        let ended = |e: &BierfestEvent| matches!(e, BierfestEvent::ToastEnded { count } if after_toast == Some(u64::from(*count)));
        if saved.is_none() && events.iter().any(ended) {
            saved = Some((choices, events.len(), table.save()));
        }
        let legal = game.legal_actions(seat);
        let action = legal[pick(choices, legal.len())];
        choices += 1;
        table.act(seat, action);
        events.extend(game.apply(seat, action).expect("legal"));
    }
    let outcome = game.outcome().expect("over");
    let mut summary = serde_json::json!({
        "choices": choices,
        "totals": outcome.scores.values().iter().map(|s| s.total).collect::<Vec<_>>(),
        "places": outcome.places,
    });
    for (what, n) in features(&events).as_object().expect("counts") {
        summary[what] = n.clone();
    }
    if let Some((from, at, save)) = saved {
        summary["from"] = serde_json::json!(from);
        summary["save"] = serde_json::json!(save);
        summary["rest"] = features(&events[at..]);
    }
    println!("{summary}");
}
