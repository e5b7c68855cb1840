//! Prints what the rules module predicts for a game of Broom Service played by the browser test's
//! policy, so the test can check the final scores on screen and knows the game had what it must show
//! (a brave claim knocked out, a cloud charmed, a delivery to each tower shape, a bewitched penalty,
//! an event with a secret choice). The k-th decision of the game (from 0):
//! - the choice of role cards: `size` cards (4, or `1 + k mod 5` under More or Less) from the roles
//!   `s + {0, 1, 3, 6, 8}` (mod 10), `s = 3k mod 10`;
//! - The Upper Hand: one of the first kind held when k is odd, else an empty fist;
//! - any other move: offered move number `(3k + 1) mod m` of the legal list, where `m` leaves out
//!   a final "Skip" when there is anything else.
//!
//! With a round after the seed, the game is also saved as the page keeps it just before that round's
//! first decision (`save`, after `from` decisions), and what the rest of the game has is counted
//! apart (`rest`): the test loads the save and plays on from there.
//!
//! Usage: `cargo run --example broom_predict -- <players> <seed> [round]` → one line of JSON.

use rules::broom::event::EventCard;
use rules::broom::map::Shape;
use rules::broom::options::BroomOptions;
use rules::broom::role::{Role, Roles};
use rules::broom::scoring::Why;
use rules::broom::stock::{Resource, Stock};
use rules::broom::{Broom, BroomAction, BroomEvent, Phase};
use rules::{Game, PlayerId, ToAct};
use serde_json::json;

#[path = "saved_at.rs"]
mod saved_at;
use saved_at::Saving;

/// The policy's move at decision `k` for `seat`.
fn decide(g: &Broom, seat: PlayerId, k: usize) -> BroomAction {
    match g.phase() {
        Phase::Choose(_) => {
            let size = if g.event() == EventCard::MoreOrLess { 1 + k % 5 } else { 4 };
            let s = 3 * k % 10;
            let hand = [0, 1, 3, 6, 8][..size].iter().fold(Roles::default(), |h, j| h.with(Role::ALL[(s + j) % 10]));
            BroomAction::Choose(hand)
        }
        Phase::Fist(_) => {
            let held = g.view(rules::Viewer::Seat(seat)).seats[seat].stock;
            let first = Resource::ALL.into_iter().find(|&r| held.of(r) > 0);
            let fist = match first {
                Some(r) if k % 2 == 1 => Stock::default().plus(r, 1),
                _ => Stock::default(),
            };
            BroomAction::Fist(fist)
        }
        _ => {
            let legal = g.legal_actions(seat);
            let n = legal.len();
            let m = if n > 1 && legal[n - 1] == BroomAction::Skip { n - 1 } else { n };
            legal[(3 * k + 1) % m]
        }
    }
}

/// What a stretch of the game's events has that the test must see.
fn features(g: &Broom, events: &[BroomEvent]) -> serde_json::Value {
    let count = |f: &dyn Fn(&BroomEvent) -> bool| events.iter().filter(|e| f(e)).count();
    let shape = |e: &BroomEvent, s: Shape| matches!(e, BroomEvent::Delivered { tower, .. } if g.map().towers[usize::from(*tower)].shape == s);
    json!({
        "knocked": count(&|e| matches!(e, BroomEvent::Overtaken { .. })),
        "charmed": count(&|e| matches!(e, BroomEvent::Charmed { .. })),
        "round": count(&|e| shape(e, Shape::Round)),
        "square": count(&|e| shape(e, Shape::Square)),
        "bewitched": count(&|e| matches!(e, BroomEvent::Scored(x) if matches!(x.why, Why::Bewitched(_)))),
        "moreOrLess": count(&|e| matches!(e, BroomEvent::RoundStarted { event: EventCard::MoreOrLess, .. })),
        "fists": count(&|e| matches!(e, BroomEvent::FistsOpened { .. })),
    })
}

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("numbers: players seed [round]")).collect();
    let (players, seed, from_round) = match args[..] {
        [players, seed] => (players as u8, seed, None),
        [players, seed, round] => (players as u8, seed, Some(round)),
        _ => panic!("usage: broom_predict <players> <seed> [round]"),
    };
    let options = BroomOptions { players, ..BroomOptions::default() };
    let mut g = Broom::new(options.clone(), seed).expect("valid options");
    let mut table = Saving::<Broom>::new(players, options.clone(), seed);
    let (mut k, mut events, mut saved) = (0, Vec::new(), None);
    loop {
        let seat = match g.to_act() {
            ToAct::One(seat) => seat,
            ToAct::Simultaneous(seats) => seats[0],
            _ => break,
        };
        if saved.is_none() && from_round.is_some_and(|r| u64::from(g.round()) >= r) {
            // The rest begins with the round's own start (its event card), made by the move before.
            let start = events.iter().rposition(|e| matches!(e, BroomEvent::RoundStarted { .. }));
            saved = Some((k, start.unwrap_or(events.len()), table.save()));
        }
        let action = decide(&g, seat, k);
        k += 1;
        table.act(seat, action);
        events.extend(g.apply(seat, action).expect("the policy plays legal moves"));
    }
    let outcome = g.outcome().expect("over");
    let mut summary = json!({
        "decisions": k,
        "vp": outcome.vp.values(),
        "places": outcome.places.values(),
    });
    for (what, n) in features(&g, &events).as_object().expect("counts") {
        summary[what] = n.clone();
    }
    if let Some((from, at, save)) = saved {
        summary["from"] = json!(from);
        summary["save"] = json!(save);
        summary["rest"] = features(&g, &events[at..]);
    }
    println!("{summary}");
}
