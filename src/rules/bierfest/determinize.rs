//! What one seat cannot tell apart: the other hands, the cards others declined, and the deck below
//! and between the cards it returned itself.
//!
//! A seat knows its own hand, the cards it declined, and where the cards it returned lie in the deck
//! (it put them there: 引いたカードを山札に戻す), and sees every area, penalty pile and toast. Every
//! other card it has not seen is dealt again into the same places, so each hand, the deck and each
//! declined pile keep their sizes, and the cards drawn this turn stay this turn's (their number is
//! public; what they are is not). No hand is left holding three toasts, which would have started a
//! toast already (乾杯). The sampler knows less than a seat could work out (who drew a card it
//! returned; the toasts' places in the deck's halves), never more.

use super::card::{Card, Kind};
use super::{Bierfest, TOAST_HAND};
use crate::rng::{Rng, RngCore};
use crate::{Determinize, Game, PlayerId, Twin};
use std::ops::Range;

/// A place holding a card the observer has not seen.
#[derive(Clone, Copy, PartialEq)]
enum Slot {
    Hand(PlayerId, usize),
    Declined(PlayerId, usize),
    Deck(usize),
}

impl Bierfest {
    /// Every place with a card `observer` has not seen, in an order that depends only on what it has
    /// seen: each other hand with this turn's drawn cards last, each declined pile, then the deck.
    fn unseen_slots(&self, observer: PlayerId) -> Vec<Slot> {
        let mut slots = Vec::new();
        for seat in (0..self.players()).map(PlayerId::new).filter(|&s| s != observer) {
            slots.extend((0..self.hands[seat].len()).map(|i| Slot::Hand(seat, i)));
        }
        for seat in (0..self.players()).map(PlayerId::new).filter(|&s| s != observer) {
            slots.extend((0..self.declined[seat].len()).map(|i| Slot::Declined(seat, i)));
        }
        let own = |i: usize| self.deck[i].returned_by == Some(observer);
        slots.extend((0..self.deck.len()).filter(|&i| !own(i)).map(Slot::Deck));
        slots
    }

    fn card_at(&self, slot: Slot) -> Card {
        match slot {
            Slot::Hand(seat, i) => self.hands[seat][i],
            Slot::Declined(seat, i) => self.declined[seat][i],
            Slot::Deck(i) => self.deck[i].card,
        }
    }

    fn card_at_mut(&mut self, slot: Slot) -> &mut Card {
        match slot {
            Slot::Hand(seat, i) => &mut self.hands[seat][i],
            Slot::Declined(seat, i) => &mut self.declined[seat][i],
            Slot::Deck(i) => &mut self.deck[i].card,
        }
    }

    /// Puts `cards` into `slots`, one each, renaming this turn's drawn cards with the slots they
    /// are in, so the mover still holds (or returned) exactly the cards drawn this turn.
    fn refill(&mut self, slots: &[Slot], cards: &[Card]) {
        let old: Vec<Card> = slots.iter().map(|&s| self.card_at(s)).collect();
        for (&slot, &card) in slots.iter().zip(cards) {
            *self.card_at_mut(slot) = card;
        }
        for drawn in &mut self.drawn {
            if let Some(at) = old.iter().position(|c| c == drawn) {
                *drawn = cards[at];
            }
        }
    }

    /// Puts this turn's drawn cards last in the hand of the player whose turn it is (the toaster's
    /// during a toast), so a hand's order tells nothing.
    fn drawn_last(&mut self, observer: PlayerId) {
        let turn = match self.phase {
            super::Phase::Toast { toaster, .. } => Some(toaster),
            _ => self.mover(),
        };
        if let Some(seat) = turn.filter(|&s| s != observer) {
            let drawn = &self.drawn;
            let (mut rest, last): (Vec<Card>, Vec<Card>) = self.hands[seat].iter().partition(|c| !drawn.contains(c));
            rest.extend(last);
            self.hands[seat] = rest;
        }
    }
}

/// What a seat's worlds are drawn from, worked out once a search: the places it has not seen, and the
/// cards in them (sorted, so where they lie tells nothing).
pub struct Unseen {
    observer: PlayerId,
    /// [`Bierfest::unseen_slots`]: each other hand's places together, then the declined piles', then
    /// the deck's.
    slots: Vec<Slot>,
    cards: Vec<Card>,
    /// Which of `slots` each other hand's places are.
    hands: Vec<Range<usize>>,
    /// Which of `slots` the deck's places are.
    deck: Range<usize>,
}

impl Unseen {
    /// Moves toasts out of any other hand that would hold three into deck places with other cards.
    /// (With the deck empty, at the final toast, a hand may hold three.)
    fn spread_toasts(&self, cards: &mut [Card], rng: &mut Rng<impl RngCore>) {
        let toast = |c: &Card| c.kind() == Kind::Toast;
        for hand in &self.hands {
            while cards[hand.clone()].iter().filter(|c| toast(c)).count() >= TOAST_HAND {
                let from = hand.start + cards[hand.clone()].iter().position(toast).expect("a toast to move");
                let to: Vec<usize> = self.deck.clone().filter(|&i| !toast(&cards[i])).collect();
                if to.is_empty() {
                    return;
                }
                cards.swap(from, to[rng.below(to.len() as u32) as usize]);
            }
        }
    }
}

/// Where in `slots` the places `of` picks lie: together, as [`Bierfest::unseen_slots`] lists them
/// (an empty range at the end when there are none).
fn together(slots: &[Slot], of: impl Fn(&Slot) -> bool) -> Range<usize> {
    let start = slots.iter().position(&of).unwrap_or(slots.len());
    start..start + slots[start..].iter().take_while(|s| of(s)).count()
}

impl Determinize for Bierfest {
    type Belief = Unseen;

    fn belief(&self, observer: PlayerId) -> Unseen {
        let slots = self.unseen_slots(observer);
        let mut cards: Vec<Card> = slots.iter().map(|&s| self.card_at(s)).collect();
        cards.sort_unstable();
        let hands = (0..self.players())
            .map(PlayerId::new)
            .filter(|&s| s != observer)
            .map(|seat| together(&slots, |s| matches!(s, Slot::Hand(h, _) if *h == seat)))
            .collect();
        let deck = together(&slots, |s| matches!(s, Slot::Deck(_)));
        Unseen { observer, slots, cards, hands, deck }
    }

    fn draw<S: RngCore>(&self, belief: &Unseen, rng: &mut Rng<S>) -> Bierfest {
        let mut world = Bierfest { rng: rng.fork(), ..self.clone() };
        world.drawn_last(belief.observer);
        let mut cards = belief.cards.clone();
        rng.shuffle(&mut cards);
        belief.spread_toasts(&mut cards, rng);
        world.refill(&belief.slots, &cards);
        world
    }
}

impl Twin for Bierfest {
    /// Swaps cards between places the observer has not seen, where no hand comes to hold three
    /// toasts, and reseeds the stream.
    fn twin(&self, observer: PlayerId, rng: &mut Rng) -> Bierfest {
        let mut twin = Bierfest { rng: Rng::from_seed(u64::from(rng.below(u32::MAX))), ..self.clone() };
        let slots = twin.unseen_slots(observer);
        if slots.len() < 2 {
            return twin;
        }
        for _ in 0..6 {
            let a = slots[rng.below(slots.len() as u32) as usize];
            let b = slots[rng.below(slots.len() as u32) as usize];
            let before = twin.clone();
            twin.refill(&[a, b], &[twin.card_at(b), twin.card_at(a)]);
            let toasts = |seat: PlayerId| twin.hands[seat].iter().filter(|c| c.kind() == Kind::Toast).count();
            if (0..twin.players()).map(PlayerId::new).any(|s| toasts(s) >= TOAST_HAND) {
                twin = before;
            }
        }
        twin
    }
}
