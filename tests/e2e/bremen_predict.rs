//! Prints what the rules module predicts for a Bremen game in which every player plays their first
//! legal tile (the leftmost highlighted tile in the app), so the browser test can check that the end
//! screen shows exactly this outcome.
//!
//! Usage: `cargo run --example bremen_predict -- <players> <seed>` → one line of JSON.

use rules::bremen::{Bremen, BremenOptions};
use rules::{Game, PlayerId, ToAct};

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("numbers: players seed")).collect();
    let [players, seed] = args[..] else { panic!("usage: bremen_predict <players> <seed>") };
    let options = BremenOptions { players: players as u8, first_taker: PlayerId::new(0), memory_aid: false };
    let mut game = Bremen::new(options, seed).expect("valid options");
    while let ToAct::One(seat) = game.to_act() {
        let first = game.legal_actions(seat)[0];
        game.apply(seat, first).expect("legal tile");
    }
    let outcome = game.outcome().expect("12 tricks played");
    println!("{}", serde_json::to_string(&outcome).expect("serializes"));
}
