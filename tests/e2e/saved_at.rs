//! A game of people in progress as the page stores it, for the predictors: the browser tests that
//! check what comes late in a game load such a save and play on from it through the page, instead of
//! playing every move from the deal (each predictor includes this file as a module).
//!
//! The moves go through the same [`Session`] the page drives — each person's curtain lifted, each
//! pause continued — so the save is the one the page would have kept at that moment.

use hotseat::ui::contract::{Kept, Seated};
use hotseat::ui::model::session::{Session, Stage};
use rules::bots::Player;
use rules::PlayerId;

/// The names the browser tests give the seats (tests/e2e/table.js NAMES).
const NAMES: [&str; 5] = ["Aiko", "Ben", "Chie", "Dan", "Emi"];

/// A table of people playing a game natively, move by move, to be saved at any moment.
pub struct Saving<G: Seated> {
    session: Session<G>,
}

impl<G: Seated> Saving<G> {
    /// A new game of people named as the browser tests name them, one per seat of `options`.
    pub fn new(players: u8, options: G::Options, seed: u64) -> Self {
        let names = NAMES[..usize::from(players)].iter().map(|n| n.to_string()).collect();
        let people = vec![Player::Person; usize::from(players)];
        Saving { session: Session::start(names, people, options, seed).expect("a table of people") }
    }

    /// The person in `seat` makes `action`, once the table's routine brings their screen (the
    /// curtain lifted, a pause continued), as the page would. Panics if the page would show another
    /// person's screen, or refuse the move: the predictor and the page must agree.
    pub fn act(&mut self, seat: PlayerId, action: G::Action) {
        for _ in 0..3 {
            match self.session.stage() {
                Stage::Curtain(_) => self.session.reveal(),
                Stage::Pause => self.session.resume(),
                Stage::Private(shown) => {
                    assert_eq!(shown, seat, "the page shows the screen of the seat the predictor moves");
                    return self.session.act(action).expect("the page takes the move");
                }
                stage => panic!("no person's turn: {stage:?}"),
            }
        }
        panic!("no screen of {seat:?} came");
    }

    /// The save, as the page stores it under `hotseat.save.<id>`.
    pub fn save(&self) -> String {
        Kept::encode(&self.session, 1_700_000_000_000.0)
    }
}
