//! Willkommen, Bierfest!'s bots: each seat is rewarded by its final place (得点計算: the highest total
//! wins, equal totals share). Hidden are the other hands and the deck, which every sampled world deals
//! again ([`crate::rules::Determinize`]).

use super::{by_place, BotGame};
use crate::rules::bierfest::Bierfest;
use crate::rules::Game;

impl BotGame for Bierfest {
    const ID: &'static str = "bierfest";
    const STRONG: u32 = 800;

    fn rewards(&self) -> Vec<f64> {
        let outcome = self.outcome().expect("rewards are read at the end");
        by_place(self.players(), outcome.places.iter().map(|(seat, &place)| (seat, place)))
    }
}
