//! Prints a finished game for the replay's browser test: a game of easy bots played to its end
//! natively, its save (as the browser stores it), and for every step of its replay whose move it was
//! and each seat's pieces as the replay must show them face up — so the test can step through the
//! game in the page and compare every step with this native replay.
//!
//! With `people` after the seed, every seat is a person's in the save, and the review's judgement of
//! each of their moves is printed too (`review`: step, seat and the worker's answer), for the
//! review's browser test.
//!
//! Usage: `cargo run --release --example replay_predict -- <game> <players> <seed> [people]` → one
//! line of JSON.

use hotseat::ui::app::GAMES;
use hotseat::ui::contract::{Asked, Kept, Seated};
use hotseat::ui::games::{bierfest, bremen};
use hotseat::ui::model::session::{Session, Stage, Step};
use hotseat::ui::storage::saves::Store;
use rules::bierfest::Bierfest;
use rules::bots::worker::{answer, review_question};
use rules::bots::{Level, Player};
use rules::bremen::view::HandView;
use rules::bremen::Bremen;
use rules::broom::Broom;
use rules::dog::Dog;
use rules::mzebs::Mzebs;
use rules::PlayerId;
use serde_json::json;

/// Each seat's pieces at a step, in the codes the replay's markup carries.
trait Pieces: Seated {
    fn pieces(step: &Step<Self>, seat: PlayerId) -> Vec<String>;
}

impl Pieces for Bremen {
    /// The hand's tiles (`data-hand-tile`).
    fn pieces(step: &Step<Self>, seat: PlayerId) -> Vec<String> {
        match &step.view_of(seat).hands[seat] {
            HandView::Known(tiles) => tiles.iter().map(|&t| bremen::seats::tile_code(t)).collect(),
            HandView::Hidden { .. } => Vec::new(),
        }
    }
}

impl Pieces for Dog {
    /// Nothing is secret: the villagers still standing (`data-standing`).
    fn pieces(step: &Step<Self>, seat: PlayerId) -> Vec<String> {
        vec![step.table().seats[seat].standing.to_string()]
    }
}

impl Pieces for Bierfest {
    /// The hand by kind and count (`data-kind`×`data-count`), then the cards put back on the deck.
    fn pieces(step: &Step<Self>, seat: PlayerId) -> Vec<String> {
        let Some(mine) = step.view_of(seat).mine else { return Vec::new() };
        let held = bierfest::table::tally_cards(&mine.hand);
        let held = held.into_iter().map(|(k, n)| format!("{}x{n}", bierfest::table::kind_code(k)));
        let back = mine.returned.iter().map(|&(_, c)| format!("{}x1", bierfest::table::kind_code(c.kind())));
        held.chain(back).collect()
    }
}

impl Pieces for Mzebs {
    /// The secret colours and the guess (`data-piece`).
    fn pieces(step: &Step<Self>, seat: PlayerId) -> Vec<String> {
        let Some(memo) = step.view_of(seat).mine else { return Vec::new() };
        let colours = memo.secret.map(|m| [format!("want{}", m.wanted.index()), format!("not{}", m.unwanted.index())]);
        let guess = memo.guess.map(|g| format!("guess{}{}", g.wanted.index(), g.unwanted.index()));
        colours.into_iter().flatten().chain(guess).collect()
    }
}

impl Pieces for Broom {
    /// The cards in hand, then those set aside (`data-role`).
    fn pieces(step: &Step<Self>, seat: PlayerId) -> Vec<String> {
        let Some(held) = step.view_of(seat).held else { return Vec::new() };
        held.hand.iter().chain(held.aside.iter()).map(|r| r.index().to_string()).collect()
    }
}

fn run<G: Pieces>(players: u8, seed: u64, people: bool) {
    let names = (0..players).map(|i| format!("Bot {}", i + 1)).collect();
    let options = G::options_for(players, PlayerId::new(0));
    let mut s =
        Session::<G>::start(names, vec![Player::Bot(Level::Easy); players.into()], options, seed).expect("a table");
    while s.stage() != Stage::Over {
        match s.stage() {
            Stage::Pause => s.resume(),
            Stage::Bot(_) => {
                let (question, _) = Asked::bot_question(&s).expect("a bot's question");
                let reply = answer(&question.text).expect("the bot's move");
                assert!(Asked::bot_answer(&mut s, &reply), "the bot's move is made");
            }
            stage => panic!("only bots play: {stage:?}"),
        }
    }
    let mut steps = Vec::new();
    s.replay_walk(usize::MAX, &mut |step| {
        let seats: Vec<Vec<String>> = (0..players).map(|p| G::pieces(step, PlayerId::new(p))).collect();
        steps.push(json!({ "mover": step.mover.map(|p| p.index()), "seats": seats }));
    });
    let mut save: serde_json::Value =
        serde_json::from_str(&Kept::encode(&s, 1_700_000_000_000.0)).expect("a save is JSON");
    let mut review = Vec::new();
    if people {
        save["session"]["players"] = json!(vec!["Person"; players.into()]);
        let text = save.to_string();
        let (game, _) = Store::new(&GAMES).decode(&text).expect("the save reads");
        for r in game.reviewed_moves().expect("a finished game") {
            let reply = answer(&review_question(&text, r.at)).expect("a judgement");
            review.push(json!({ "step": r.step, "seat": r.seat.index(), "reply": reply }));
        }
    }
    println!("{}", json!({ "save": save.to_string(), "steps": steps, "review": review }));
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (game, players, seed, people) = match &args[..] {
        [game, players, seed] => (game, players, seed, false),
        [game, players, seed, people] if people == "people" => (game, players, seed, true),
        _ => panic!("usage: replay_predict <game> <players> <seed> [people]"),
    };
    let (players, seed) = (players.parse().expect("a player count"), seed.parse().expect("a seed"));
    match game.as_str() {
        "bremen" => run::<Bremen>(players, seed, people),
        "dog" => run::<Dog>(players, seed, people),
        "bierfest" => run::<Bierfest>(players, seed, people),
        "mzebs" => run::<Mzebs>(players, seed, people),
        "broom" => run::<Broom>(players, seed, people),
        _ => panic!("usage: replay_predict <game> <players> <seed>"),
    }
}
