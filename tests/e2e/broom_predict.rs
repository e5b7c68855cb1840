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
//! Usage: `cargo run --example broom_predict -- <players> <seed>` → one line of JSON.

use hotseat::rules::broom::event::EventCard;
use hotseat::rules::broom::map::Shape;
use hotseat::rules::broom::options::BroomOptions;
use hotseat::rules::broom::role::{Role, Roles};
use hotseat::rules::broom::scoring::Why;
use hotseat::rules::broom::stock::{Resource, Stock};
use hotseat::rules::broom::{Broom, BroomAction, BroomEvent, Phase};
use hotseat::rules::{Game, PlayerId, ToAct};
use serde_json::json;

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
            let held = g.view(hotseat::rules::Viewer::Seat(seat)).seats[seat].stock;
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

fn main() {
    let args: Vec<u64> = std::env::args().skip(1).map(|a| a.parse().expect("numbers: players seed")).collect();
    let [players, seed] = args[..] else { panic!("usage: broom_predict <players> <seed>") };
    let mut g =
        Broom::new(BroomOptions { players: players as u8, ..BroomOptions::default() }, seed).expect("valid options");
    let (mut k, mut events) = (0, Vec::new());
    loop {
        let seat = match g.to_act() {
            ToAct::One(seat) => seat,
            ToAct::Simultaneous(seats) => seats[0],
            _ => break,
        };
        let action = decide(&g, seat, k);
        k += 1;
        events.extend(g.apply(seat, action).expect("the policy plays legal moves"));
    }
    let count = |f: &dyn Fn(&BroomEvent) -> bool| events.iter().filter(|e| f(e)).count();
    let shape = |e: &BroomEvent, s: Shape| matches!(e, BroomEvent::Delivered { tower, .. } if g.map().towers[usize::from(*tower)].shape == s);
    let outcome = g.outcome().expect("over");
    let summary = json!({
        "decisions": k,
        "vp": outcome.vp.values(),
        "places": outcome.places.values(),
        "knocked": count(&|e| matches!(e, BroomEvent::Overtaken { .. })),
        "charmed": count(&|e| matches!(e, BroomEvent::Charmed { .. })),
        "round": count(&|e| shape(e, Shape::Round)),
        "square": count(&|e| shape(e, Shape::Square)),
        "bewitched": count(&|e| matches!(e, BroomEvent::Scored(x) if matches!(x.why, Why::Bewitched(_)))),
        "moreOrLess": count(&|e| matches!(e, BroomEvent::RoundStarted { event: EventCard::MoreOrLess, .. })),
        "fists": count(&|e| matches!(e, BroomEvent::FistsOpened { .. })),
    });
    println!("{summary}");
}
