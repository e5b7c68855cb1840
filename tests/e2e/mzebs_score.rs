//! Scores a saved game of M&ZEB-S with the rules module, so the browser test can check the reveal on
//! screen against it: the save's options, seed and moves are replayed and the outcome printed.
//!
//! Usage: `cargo run --example mzebs_score -- <save.json>` → one line of JSON: each player's score
//! lines, the winner, and how many placements the game had.

use rules::json;
use rules::moves;
use rules::mzebs::{Mzebs, MzebsAction, MzebsOptions};
use rules::{replay, Game};
use serde_json::{json, Value};

fn main() {
    let path = std::env::args().nth(1).expect("usage: mzebs_score <save.json>");
    let save = json::parse(&std::fs::read_to_string(path).expect("a readable save")).expect("JSON");
    let session = json::member(&save, "session").expect("a save's session");
    let options: MzebsOptions = json::field(session, "options").expect("the save's options");
    let seed: u64 = json::field(session, "seed").expect("the save's seed");
    // A finished game's moves are packed (src/rules/moves.rs); a game in progress keeps them whole.
    let actions = moves::of_save::<Mzebs>(session, options.clone(), seed).expect("the save's moves");
    let (game, _) = replay::<Mzebs>(options, seed, &actions).expect("the save replays");
    let outcome = game.outcome().expect("a finished game");
    let placements = actions.iter().filter(|(_, a)| matches!(a, MzebsAction::Place { .. })).count();
    let scores: Vec<Value> = outcome
        .scores
        .values()
        .iter()
        .map(|s| json!({ "collected": s.collected, "area": s.area, "penalty": s.penalty, "total": s.total }))
        .collect();
    let winner = outcome.winner.map(|w| w.index());
    println!("{}", json!({ "scores": scores, "winner": winner, "placements": placements }));
}
