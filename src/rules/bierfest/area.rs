//! A player's area: the sets they played, each kept apart (rulebook: sets are never merged), scored
//! by their current size (spec), and the removals a toast costs (spec: a set left with one beer goes
//! whole, with its food; those extra cards cost nothing).

use super::card::{Card, Kind, BEER_TYPES, FOOD_TYPES};
use super::values::CardValues;
use serde::Serialize;

/// A set as it is played: `beers` cards of beer type `beer`, with `food[f]` cards of food type f.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct SetPlay {
    pub beer: u8,
    pub beers: u8,
    pub food: [u8; FOOD_TYPES as usize],
}

impl SetPlay {
    /// What the set scores as it is played.
    pub fn score(self, values: &CardValues) -> u32 {
        values.set_score(self.beer, usize::from(self.beers), self.food.map(usize::from))
    }

    /// The cards of each kind this play takes from a hand.
    pub fn kinds(self) -> impl Iterator<Item = (Kind, u8)> {
        let food = (0..FOOD_TYPES).map(move |f| (Kind::Food(f), self.food[usize::from(f)]));
        std::iter::once((Kind::Beer(self.beer), self.beers)).chain(food).filter(|&(_, n)| n > 0)
    }
}

/// One set in an area: its beer type and its cards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Set {
    pub beer: u8,
    pub cards: Vec<Card>,
}

impl Set {
    /// How many cards of `kind` the set holds.
    pub fn count(&self, kind: Kind) -> usize {
        self.cards.iter().filter(|c| c.kind() == kind).count()
    }

    /// Its score now: the beer table for its beer count, each food's table for its count.
    pub fn score(&self, values: &CardValues) -> u32 {
        let food = [0, 1].map(|f| self.count(Kind::Food(f)));
        values.set_score(self.beer, self.count(Kind::Beer(self.beer)), food)
    }

    /// The kinds of card that can be removed from it, beer first.
    pub fn kinds(&self) -> Vec<Kind> {
        super::card::kinds(&self.cards)
    }
}

/// Takes one card of `kind` out of `set` of `area`; a set left with a single beer goes with all its
/// food. Returns every card that left, the chosen one first; `None` if there is no such card.
pub fn remove(area: &mut Vec<Set>, set: usize, kind: Kind) -> Option<Vec<Card>> {
    let cards = &mut area.get_mut(set)?.cards;
    let at = cards.iter().position(|c| c.kind() == kind)?;
    let mut gone = vec![cards.remove(at)];
    if area[set].count(Kind::Beer(area[set].beer)) < 2 {
        gone.extend(area.remove(set).cards);
    }
    Some(gone)
}

/// True when the area holds a set of every beer type (spec: +5, judged on the final area).
pub fn all_beers(area: &[Set]) -> bool {
    (0..BEER_TYPES).all(|b| area.iter().any(|s| s.beer == b))
}
