//! The 95 cards (rulebook: 5 beer types × 13, 2 food types × 10, 10 toast cards; the 5 summary cards
//! are the app's rules page) and the deck's deterministic setup (spec: shuffle the 85 beer and food
//! cards, 42 on top and 43 below, 5 toasts shuffled into each half, the upper half on the lower).

use crate::rng::Rng;
use serde::Serialize;

/// Beer types.
pub const BEER_TYPES: u8 = 5;
/// Food types.
pub const FOOD_TYPES: u8 = 2;
/// Cards of each beer type.
pub const BEERS_PER_TYPE: u8 = 13;
/// Cards of each food type.
pub const FOOD_PER_TYPE: u8 = 10;
/// Toast cards.
pub const TOASTS: u8 = 10;
/// Every card of the game.
pub const CARDS: u8 = BEER_TYPES * BEERS_PER_TYPE + FOOD_TYPES * FOOD_PER_TYPE + TOASTS;

const FIRST_FOOD: u8 = BEER_TYPES * BEERS_PER_TYPE;
const FIRST_TOAST: u8 = FIRST_FOOD + FOOD_TYPES * FOOD_PER_TYPE;

/// What a card is: a beer of a type (0–4), a food of a type (0–1), or a toast.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Kind {
    Beer(u8),
    Food(u8),
    Toast,
}

impl Kind {
    /// Every kind, in kind order.
    pub const ALL: [Kind; 8] = [
        Kind::Beer(0),
        Kind::Beer(1),
        Kind::Beer(2),
        Kind::Beer(3),
        Kind::Beer(4),
        Kind::Food(0),
        Kind::Food(1),
        Kind::Toast,
    ];
}

/// One physical card, by its number (0–94). Cards of one kind are alike at the table; the number
/// lets the rules follow each one (a returned card, a hidden hand) and the tests count them all.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Card {
    id: u8,
}

impl Card {
    /// Every card, beers first, then food, then toasts.
    pub fn all() -> impl Iterator<Item = Card> {
        (0..CARDS).map(|id| Card { id })
    }

    /// What the card is.
    pub fn kind(self) -> Kind {
        match self.id {
            id if id < FIRST_FOOD => Kind::Beer(id / BEERS_PER_TYPE),
            id if id < FIRST_TOAST => Kind::Food((id - FIRST_FOOD) / FOOD_PER_TYPE),
            _ => Kind::Toast,
        }
    }

    /// True for a toast card.
    pub fn is_toast(self) -> bool {
        self.kind() == Kind::Toast
    }
}

/// How many of some cards are of each kind, indexed as [`Kind::ALL`] (one pass: the bots count
/// hands at every move of their rollouts).
pub fn tally(cards: &[Card]) -> [u8; Kind::ALL.len()] {
    let mut counts = [0; Kind::ALL.len()];
    for card in cards {
        let slot = match card.kind() {
            Kind::Beer(beer) => usize::from(beer),
            Kind::Food(food) => usize::from(BEER_TYPES + food),
            Kind::Toast => usize::from(BEER_TYPES + FOOD_TYPES),
        };
        counts[slot] += 1;
    }
    counts
}

/// The distinct kinds among some cards, in kind order.
pub fn kinds(cards: &[Card]) -> Vec<Kind> {
    let counts = tally(cards);
    Kind::ALL.into_iter().zip(counts).filter(|&(_, n)| n > 0).map(|(k, _)| k).collect()
}

/// The deck as dealt, top card first: the 85 beer and food cards shuffled, the top 42 with 5 toasts
/// shuffled (47 cards) over the other 43 with the other 5 toasts shuffled (48 cards).
pub fn new_deck(rng: &mut Rng) -> Vec<Card> {
    let mut plain: Vec<Card> = Card::all().filter(|c| !c.is_toast()).collect();
    rng.shuffle(&mut plain);
    let toasts: Vec<Card> = Card::all().filter(|c| c.is_toast()).collect();
    let lower_plain = plain.split_off(42);
    let mut upper = plain;
    upper.extend_from_slice(&toasts[..5]);
    rng.shuffle(&mut upper);
    let mut lower = lower_plain;
    lower.extend_from_slice(&toasts[5..]);
    rng.shuffle(&mut lower);
    upper.extend(lower);
    upper
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_lists_every_kind_in_order() {
        let mut sorted = Kind::ALL;
        sorted.sort();
        assert_eq!(sorted, Kind::ALL);
        assert_eq!(Card::all().map(Card::kind).collect::<std::collections::BTreeSet<_>>().len(), Kind::ALL.len());
    }

    #[test]
    fn the_card_counts_and_kinds() {
        let count = |k: Kind| Card::all().filter(|c| c.kind() == k).count();
        assert_eq!(CARDS, 95);
        for b in 0..BEER_TYPES {
            assert_eq!(count(Kind::Beer(b)), 13);
        }
        for f in 0..FOOD_TYPES {
            assert_eq!(count(Kind::Food(f)), 10);
        }
        assert_eq!(count(Kind::Toast), 10);
    }

    #[test]
    fn a_new_deck_has_five_toasts_in_its_top_47_and_five_in_its_bottom_48() {
        for seed in 0..50 {
            let deck = new_deck(&mut Rng::from_seed(seed));
            assert_eq!(deck.len(), 95);
            let mut sorted = deck.clone();
            sorted.sort_unstable();
            assert_eq!(sorted, Card::all().collect::<Vec<_>>(), "every card once");
            assert_eq!(deck[..47].iter().filter(|c| c.is_toast()).count(), 5);
            assert_eq!(deck[47..].iter().filter(|c| c.is_toast()).count(), 5);
        }
        assert_ne!(new_deck(&mut Rng::from_seed(1)), new_deck(&mut Rng::from_seed(2)));
    }
}
