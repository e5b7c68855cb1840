//! Scoring (rulebook: each set by its beer's table and its food's table, −1 per penalty card, +5 for
//! a set of every beer type; spec: by the sets' current sizes, the bonus judged on the final area,
//! equal totals share a place).

use super::area::{all_beers, Set};
use super::card::{Kind, FOOD_TYPES};
use super::values::CardValues;
use crate::{PerPlayer, PlayerId};
use serde::Serialize;

/// The all-beers bonus.
pub const ALL_BEERS_BONUS: u32 = 5;

/// A player's score sheet.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Score {
    /// The beer tables' points over every set.
    pub beer: u32,
    /// The food tables' points over every set.
    pub food: u32,
    /// Penalty cards (−1 each).
    pub penalty: u32,
    /// The all-beers bonus (0 or 5).
    pub bonus: u32,
    /// beer + food − penalty + bonus.
    pub total: i32,
}

impl Score {
    /// The score of an area and a penalty pile of `penalty` cards.
    pub fn of(area: &[Set], penalty: usize, values: &CardValues) -> Score {
        let beer: u32 = area.iter().map(|s| u32::from(values.beer_score(s.beer, s.count(Kind::Beer(s.beer))))).sum();
        let food: u32 = area
            .iter()
            .flat_map(|s| (0..FOOD_TYPES).map(move |f| u32::from(values.food_score(f, s.count(Kind::Food(f))))))
            .sum();
        let bonus = if all_beers(area) { ALL_BEERS_BONUS } else { 0 };
        let penalty = penalty as u32;
        Score { beer, food, penalty, bonus, total: (beer + food + bonus) as i32 - penalty as i32 }
    }
}

/// How the game came out.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BierfestOutcome {
    /// Each player's score sheet.
    pub scores: PerPlayer<Score>,
    /// Each player's place: 1 + the number of players with a higher total (equal totals share).
    pub places: PerPlayer<u8>,
}

impl BierfestOutcome {
    /// Places from the score sheets.
    pub fn of(scores: PerPlayer<Score>) -> BierfestOutcome {
        let totals: Vec<i32> = scores.values().iter().map(|s| s.total).collect();
        let places = scores.map(|_, s| 1 + totals.iter().filter(|&&t| t > s.total).count() as u8);
        BierfestOutcome { scores, places }
    }

    /// The winners: every player in first place.
    pub fn winners(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.places.iter().filter(|(_, &place)| place == 1).map(|(p, _)| p)
    }
}
