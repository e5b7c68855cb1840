//! Prints a guided game as its browser test plays it (the person takes every hint; see
//! `hotseat::ui::teaching::learn::rehearse`): for each of the person's screens (and Bremen's pauses) the moves
//! made before it, the rule situations holding there and the coach mark it shows — so the test can
//! check that each mark appears once, on the screen the rules say.
//!
//! Usage: `cargo run --release --example learn_predict -- <game>` → one line of JSON, the game's
//! guided seed; `-- <game> <from> <to>` instead searches the seeds from..to and prints, for each, how
//! many of the game's marks its guided game shows (a friendly seed shows them all).

use hotseat::ui::app::GAMES;
use hotseat::ui::contract::Seated;
use hotseat::ui::teaching::learn::{rehearse, Rehearsed};
use rules::{Situation, Teach};

/// The guided game of `G` dealt from `seed`, and how many of its marks it left untaught.
fn play<G: Seated + Teach>(seed: u64) -> (Vec<Rehearsed>, Vec<&'static str>) {
    let players = G::entry().play.as_ref().expect("playable").guided.players;
    let screens = rehearse::<G>(seed, players, G::entry().id == "bremen");
    let shown: Vec<&str> = screens.iter().filter_map(|s| s.mark).collect();
    let missing = G::SITUATIONS.iter().map(|s| s.key()).filter(|k| !shown.contains(k)).collect();
    (screens, missing)
}

fn run<G: Seated + Teach>(range: Option<(u64, u64)>) {
    match range {
        None => {
            let seed = G::entry().play.as_ref().expect("playable").guided.seed;
            let (screens, _) = play::<G>(seed);
            println!("{}", serde_json::to_string(&screens).expect("json"));
        }
        Some((from, to)) => {
            for seed in from..to {
                let (screens, missing) = play::<G>(seed);
                println!("{seed}: {} screens, missing {missing:?}", screens.len());
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let range = match &args[1..] {
        [from, to] => Some((from.parse().expect("a seed"), to.parse().expect("a seed"))),
        _ => None,
    };
    match GAMES.find(&args[0]).map(|g| g.id) {
        Some("bremen") => run::<rules::bremen::Bremen>(range),
        Some("dog") => run::<rules::dog::Dog>(range),
        Some("bierfest") => run::<rules::bierfest::Bierfest>(range),
        Some("mzebs") => run::<rules::mzebs::Mzebs>(range),
        Some("broom") => run::<rules::broom::Broom>(range),
        _ => panic!("usage: learn_predict <game> [<from> <to>]"),
    }
}
