//! What one seat cannot tell apart: the other players' role cards, their fists, the event cards not
//! yet revealed (and the three out of the game), the order of the bewitched deck and the stream.
//!
//! Everything else is public: the map, every stock, VP and cloud, the bewitched roles, every card
//! played and every "Next!" (spec "A turn" 2: a player reached who holds the role must play it, so one
//! who passed holds none of it). Each other player who has chosen is dealt a hand again from the
//! roles it may still hold, as many as it holds (before the hands are shown under More or Less, a size
//! the round allows), plus the cards it has played this round. A fist already closed is drawn again
//! from what its player holds.

use super::role::{Role, Roles};
use super::stock::Stock;
use super::{Broom, Phase};
use crate::rng::{Rng, RngCore};
use crate::{Determinize, Game, PlayerId, Twin};

impl Broom {
    /// The roles `seat` played this round, and the roles it is known not to hold.
    fn played_and_lacking(&self, seat: PlayerId) -> (Roles, Roles) {
        let (mut played, mut lacking) = (Roles::default(), Roles::default());
        for turn in &self.turns {
            if turn.plays.iter().any(|p| p.seat == seat) {
                played = played.with(turn.role);
            }
            if turn.passes.contains(&seat) {
                lacking = lacking.with(turn.role);
            }
        }
        (played, lacking)
    }

    /// A hand for `seat` drawn from the roles it may hold, of the size it holds (drawn when the size
    /// is not shown yet).
    fn redeal(&mut self, seat: PlayerId, rng: &mut Rng<impl RngCore>) {
        if self.seats[seat].chosen == Roles::default() {
            return;
        }
        let (played, lacking) = self.played_and_lacking(seat);
        let size = match self.phase {
            Phase::Choose(_) => {
                let sizes = self.hand_sizes();
                sizes.start() + rng.below((sizes.end() - sizes.start() + 1) as u32) as usize
            }
            _ => self.seats[seat].hand.len(),
        };
        let mut open: Vec<Role> = Roles(Roles::ALL.0 & !played.0 & !lacking.0).iter().collect();
        rng.shuffle(&mut open);
        let hand = open.into_iter().take(size).fold(Roles::default(), Roles::with);
        self.seats[seat].hand = hand;
        self.seats[seat].chosen = Roles(hand.0 | played.0);
    }

    /// A closed fist drawn again from what its player holds.
    fn refist(&mut self, seat: PlayerId, rng: &mut Rng<impl RngCore>) {
        let s = &mut self.seats[seat];
        if s.fist.is_some() {
            s.fist = Some(Stock(s.stock.0.map(|n| rng.below(u32::from(n) + 1) as u8)));
        }
    }

    /// The unrevealed events and the three out of the game, dealt again; the bewitched deck shuffled.
    fn reshuffle_hidden_piles(&mut self, rng: &mut Rng<impl RngCore>) {
        let mut events: Vec<_> = self.deck.iter().chain(&self.removed).copied().collect();
        events.sort_unstable();
        rng.shuffle(&mut events);
        self.removed = events.split_off(self.deck.len());
        self.deck = events;
        self.bewitched_deck.sort_unstable();
        rng.shuffle(&mut self.bewitched_deck);
    }
}

impl Determinize for Broom {
    type Belief = PlayerId;

    fn belief(&self, observer: PlayerId) -> PlayerId {
        observer
    }

    fn draw<S: RngCore>(&self, &observer: &PlayerId, rng: &mut Rng<S>) -> Broom {
        let mut world = Broom { rng: rng.fork(), ..self.clone() };
        if matches!(world.phase, Phase::Over) {
            return world;
        }
        world.reshuffle_hidden_piles(rng);
        for seat in (0..world.players()).map(PlayerId::new).filter(|&s| s != observer) {
            world.redeal(seat, rng);
            world.refist(seat, rng);
        }
        world
    }
}

impl Twin for Broom {
    /// Swaps two hidden events, one other player's card in hand for one it may hold instead, and a
    /// closed fist for another it could hold; reseeds the stream.
    fn twin(&self, observer: PlayerId, rng: &mut Rng) -> Broom {
        let mut twin = Broom { rng: Rng::from_seed(u64::from(rng.below(u32::MAX))), ..self.clone() };
        let hidden = (twin.deck.len() + twin.removed.len()) as u32;
        let (a, b) = (rng.below(hidden) as usize, rng.below(hidden) as usize);
        let deck = twin.deck.len();
        let event = |t: &Broom, i: usize| if i < deck { t.deck[i] } else { t.removed[i - deck] };
        let (ea, eb) = (event(&twin, a), event(&twin, b));
        for (i, e) in [(a, eb), (b, ea)] {
            if i < deck {
                twin.deck[i] = e;
            } else {
                twin.removed[i - deck] = e;
            }
        }
        if twin.bewitched_deck.len() >= 2 {
            let n = twin.bewitched_deck.len() as u32;
            twin.bewitched_deck.swap(rng.below(n) as usize, rng.below(n) as usize);
        }
        let other = observer.after(1 + rng.below(u32::from(twin.players()) - 1) as u8, twin.players());
        let (played, lacking) = twin.played_and_lacking(other);
        let s = &mut twin.seats[other];
        let held: Vec<Role> = s.hand.iter().collect();
        let free: Vec<Role> = Roles(Roles::ALL.0 & !s.hand.0 & !played.0 & !lacking.0).iter().collect();
        if !held.is_empty() && !free.is_empty() {
            let out = held[rng.below(held.len() as u32) as usize];
            let into = free[rng.below(free.len() as u32) as usize];
            s.hand = s.hand.without(out).with(into);
            s.chosen = s.chosen.without(out).with(into);
        }
        if let Some(fist) = s.fist {
            let mut other_fist = fist;
            let r = rng.below(4) as usize;
            other_fist.0[r] = rng.below(u32::from(s.stock.0[r]) + 1) as u8;
            s.fist = Some(other_fist);
        }
        twin
    }
}
