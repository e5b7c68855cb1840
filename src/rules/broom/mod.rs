//! Broom Service (basic game), after `shared/rules/broom-service.md` and the seed rulebook summary
//! (`shared/seeds/004_2f84fdd7f8dd69a8.txt`). The seed lost its board picture, so the board is data
//! ([`map`]): a map file, checked before play, with a designed stand-in shipped as the default. Every
//! value the seed lost is a setting ([`options`]).
//!
//! Seven rounds. Each round: an event, the bewitched roles, a secret choice of 4 of the 10 role cards
//! by everyone at once, then turns until every hand is empty ([`turn`]); a card's action is in
//! [`action`]. A game is its options, seed and actions; all chance (clouds, events, the bewitched deck)
//! comes from the seed kept in the state.

pub mod action;
mod determinize;
pub mod event;
pub mod map;
pub mod options;
pub mod role;
pub mod save;
pub mod scoring;
pub mod situation;
pub mod stock;
pub mod turn;
pub mod view;

#[cfg(test)]
mod engine_tests;
#[cfg(test)]
mod tests;

use super::rng::Rng;
use super::{Audit, Game, PerPlayer, PlayerId, RuleError, SetupError, ToAct, Viewer};
use action::Step;
use event::EventCard;
use map::{AreaId, BroomMap, Landscape, Potion, TowerId};
use options::{BroomOptions, NextLeader};
use role::{Role, Roles, Stance};
use scoring::{BroomOutcome, Entry, Why, BEWITCHED, START_VP};
use serde::Serialize;
use std::sync::Arc;
use stock::{Resource, Stock};
use turn::Turn;
use view::BroomView;

/// Seven rounds (seed).
pub const ROUNDS: u8 = 7;
/// Events played per game: 7 of the 10 (seed).
const EVENTS_PLAYED: usize = ROUNDS as usize;
/// Cards in a hand (seed), and the range under More or Less.
const HAND: std::ops::RangeInclusive<usize> = 4..=4;
const MORE_OR_LESS: std::ops::RangeInclusive<usize> = 1..=5;
/// One of each kind: what The Works! takes.
const FULL_SET: Stock = Stock([1; 4]);

/// A move (saved as one number: [`save`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BroomAction {
    /// In secret, at the round's start: the role cards for this round.
    Choose(Roles),
    /// The turn's leader plays a card.
    Lead(Role, Stance),
    /// A player holding the led role plays it.
    Follow(Stance),
    /// A witch moves one of the player's pawns (pawns are alike: named by the area left).
    Move { from: AreaId, to: AreaId },
    /// One potion delivered to this tower (of its colour).
    Deliver(TowerId),
    /// A gatherer takes from the supply; the kind named is the potion, or a cowardly gatherer's wand
    /// under the "potion or wand" setting.
    Take(Resource),
    /// The fairy charms this heavy cloud (by its tile in [`BroomMap::clouds`]).
    Charm(u8),
    /// Black Market: one resource given to the supply for one of another kind.
    Exchange { give: Resource, take: Resource },
    /// Black Distillery: a potion of this colour.
    Distil(Potion),
    /// The Upper Hand, in secret: the resources in the fist.
    Fist(Stock),
    /// The Works!: a full set handed in.
    HandIn,
    /// Declines the action or the offer at hand.
    Skip,
}

/// What the game waits for (public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Phase {
    /// The secret choice of role cards, by these players.
    Choose(Vec<PlayerId>),
    /// This player leads a turn.
    Lead(PlayerId),
    /// This player holds the led role and plays it.
    Follow(PlayerId),
    /// This player carries out (or declines) this part of an action.
    Act(PlayerId, Step),
    /// The Upper Hand: the secret fists of these players.
    Fist(Vec<PlayerId>),
    /// The Works!: these players in order may hand in a set; the first decides.
    Works(Vec<PlayerId>),
    Over,
}

/// What happened (public only).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum BroomEvent {
    /// A round began with this event and these bewitched roles.
    RoundStarted {
        round: u8,
        event: EventCard,
        bewitched: Roles,
    },
    /// The player chose (what is their secret).
    Chose {
        seat: PlayerId,
    },
    /// Everyone has chosen: the hand sizes.
    HandsShown {
        cards: PerPlayer<u8>,
    },
    /// A card played, brave or cowardly.
    Played {
        seat: PlayerId,
        role: Role,
        stance: Stance,
    },
    /// Play reached this player, who did not hold the role ("Next!").
    Passed {
        seat: PlayerId,
    },
    /// This player's brave claim was knocked out by a later one.
    Overtaken {
        seat: PlayerId,
    },
    Moved {
        seat: PlayerId,
        from: AreaId,
        to: AreaId,
    },
    Delivered {
        seat: PlayerId,
        tower: TowerId,
    },
    Charmed {
        seat: PlayerId,
        cloud: u8,
    },
    /// Resources taken from and returned to the supply.
    Supply {
        seat: PlayerId,
        got: Stock,
        paid: Stock,
    },
    /// The player's action could do nothing (or they declined it).
    Idle {
        seat: PlayerId,
    },
    Scored(Entry),
    /// The Upper Hand's fists, opened together.
    FistsOpened {
        fists: PerPlayer<Stock>,
    },
    GameOver,
}

impl BroomEvent {
    /// True when it shows something no player knew before (so the move can't be taken back).
    fn reveals(&self) -> bool {
        matches!(
            self,
            BroomEvent::RoundStarted { .. }
                | BroomEvent::HandsShown { .. }
                | BroomEvent::Passed { .. }
                | BroomEvent::FistsOpened { .. }
                | BroomEvent::GameOver
        )
    }
}

/// Why a move is refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BroomIllegal {
    /// Not a move of this moment of the game.
    NotNow,
    /// A hand of the wrong size (4, or 1–5 under More or Less).
    HandSize,
    /// That role is not in the hand.
    NotInHand,
    /// Not a move this witch can make (adjacent, her landscape, no cloud).
    CannotMove,
    /// No such delivery (tower out of reach, occupied, or no potion of its colour).
    CannotDeliver,
    /// That cloud is not next to a pawn, or the wands don't pay for it.
    CannotCharm,
    /// Not what this gatherer gives.
    CannotTake,
    /// More than the player holds, or an exchange of a kind for itself.
    NotHeld,
}

/// One player's side of the table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Seat {
    /// The cards still in hand (secret).
    hand: Roles,
    /// The round's hand as chosen (secret; the rest is set aside).
    chosen: Roles,
    stock: Stock,
    /// Empty Hands: set aside until the round's end.
    aside: Stock,
    pawns: [AreaId; 2],
    /// Charmed clouds, by tile.
    clouds: Vec<u8>,
    vp: i16,
    /// The Upper Hand: the fist, until all open.
    fist: Option<Stock>,
}

/// A game of Broom Service.
#[derive(Clone, Debug, PartialEq)]
pub struct Broom {
    options: BroomOptions,
    map: Arc<BroomMap>,
    rng: Rng,
    round: u8,
    seats: PerPlayer<Seat>,
    /// The clouds on the board: (area, tile), as dealt.
    board: Vec<(AreaId, u8)>,
    /// The 6 tiles back in the box, never revealed.
    unused: Vec<u8>,
    /// Who filled each round tower (square towers stay `None`).
    towers: Vec<Option<PlayerId>>,
    /// The event deck, top last (hidden order).
    deck: Vec<EventCard>,
    /// The 3 events out of the game (hidden).
    removed: Vec<EventCard>,
    /// The events revealed so far; the last is this round's.
    revealed: Vec<EventCard>,
    /// The bewitched deck, top last (hidden order), and the face-up pile, latest last.
    bewitched_deck: Vec<Role>,
    bewitched_pile: Vec<Role>,
    /// This round's bewitched roles.
    bewitched: Roles,
    /// This round's turns, the current one last.
    turns: Vec<Turn>,
    /// Who leads the next turn (or round).
    leader: PlayerId,
    phase: Phase,
    log: Vec<Entry>,
    /// The seat that may take back the last move (it revealed nothing).
    undoable: Option<PlayerId>,
}

impl Broom {
    /// The board.
    pub fn map(&self) -> &BroomMap {
        &self.map
    }

    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    pub fn round(&self) -> u8 {
        self.round
    }

    /// `seat`'s victory points so far (public).
    pub fn vp(&self, seat: PlayerId) -> i16 {
        self.seats[seat].vp
    }

    /// `seat`'s resources (public).
    pub fn stock(&self, seat: PlayerId) -> Stock {
        self.seats[seat].stock
    }

    /// This round's bewitched roles (public).
    pub fn bewitched(&self) -> Roles {
        self.bewitched
    }

    /// This round's event.
    pub fn event(&self) -> EventCard {
        *self.revealed.last().expect("an event is revealed at setup")
    }

    /// True when a cloud lies on `area`.
    pub fn clouded(&self, area: AreaId) -> bool {
        self.board.iter().any(|&(a, _)| a == area)
    }

    fn landscape(&self, area: AreaId) -> Landscape {
        self.map.areas[usize::from(area)].landscape
    }

    fn turn(&self) -> &Turn {
        self.turns.last().expect("a turn is under way")
    }

    fn seat_order(&self, from: PlayerId) -> impl Iterator<Item = PlayerId> {
        let n = self.players();
        (0..n).map(move |i| from.after(i, n))
    }

    fn score(&mut self, seat: PlayerId, why: Why, vp: i16, events: &mut Vec<BroomEvent>) {
        if vp != 0 {
            self.seats[seat].vp += vp;
            let entry = Entry { round: self.round, seat, why, vp };
            self.log.push(entry);
            events.push(BroomEvent::Scored(entry));
        }
    }

    fn supply(&mut self, seat: PlayerId, got: Stock, paid: Stock, events: &mut Vec<BroomEvent>) {
        if got != paid {
            let stock = &mut self.seats[seat].stock;
            stock.take(paid);
            stock.put(got);
            events.push(BroomEvent::Supply { seat, got, paid });
        }
    }

    /// Round start (spec "A round" 1–3): the event, the bewitched roles, the secret choice.
    fn start_round(&mut self, events: &mut Vec<BroomEvent>) {
        let event = self.deck.pop().expect("one event per round");
        self.revealed.push(event);
        self.bewitched = Roles::default();
        let n = self.players();
        for _ in n..5 {
            if self.bewitched_deck.is_empty() {
                // Reshuffle every bewitched card but this round's (spec "A round" 2).
                let this_round = self.bewitched;
                self.bewitched_deck =
                    self.bewitched_pile.iter().copied().filter(|&r| !this_round.contains(r)).collect();
                self.bewitched_pile.retain(|&r| this_round.contains(r));
                self.rng.shuffle(&mut self.bewitched_deck);
            }
            let role = self.bewitched_deck.pop().expect("a reshuffled deck holds at least 7 cards");
            self.bewitched_pile.push(role);
            self.bewitched = self.bewitched.with(role);
        }
        if event == EventCard::EmptyHands {
            let wands = self.options.empty_hands == options::EmptyHands::Everything;
            for seat in self.seats.values_mut().iter_mut() {
                let mut aside = seat.stock;
                if !wands {
                    aside.0[Resource::Wand as usize] = 0;
                }
                seat.stock.take(aside);
                seat.aside = aside;
            }
        }
        self.turns.clear();
        for seat in self.seats.values_mut().iter_mut() {
            seat.hand = Roles::default();
            seat.chosen = Roles::default();
        }
        self.phase = Phase::Choose(self.seat_order(self.leader).collect());
        events.push(BroomEvent::RoundStarted { round: self.round, event, bewitched: self.bewitched });
    }

    /// The hand sizes this round allows.
    pub(crate) fn hand_sizes(&self) -> std::ops::RangeInclusive<usize> {
        if self.event() == EventCard::MoreOrLess {
            MORE_OR_LESS
        } else {
            HAND
        }
    }

    /// Everyone has chosen: sizes shown, More or Less scored, the leader leads.
    fn reveal_hands(&mut self, events: &mut Vec<BroomEvent>) {
        let cards = self.seats.map(|_, s| s.hand.len() as u8);
        events.push(BroomEvent::HandsShown { cards: cards.clone() });
        if self.event() == EventCard::MoreOrLess {
            for (seat, &n) in cards.iter() {
                let vp = self.options.more_or_less[usize::from(n) - 1];
                self.score(seat, Why::Event(EventCard::MoreOrLess), vp.into(), events);
            }
        }
        self.phase = Phase::Lead(self.leader);
    }

    /// A card played, lead or follow (spec "A turn" 1–5).
    fn play(&mut self, seat: PlayerId, stance: Stance, events: &mut Vec<BroomEvent>) {
        let role = self.turn().role;
        let s = &mut self.seats[seat];
        debug_assert!(s.hand.contains(role), "following is enforced: the card is in hand");
        s.hand = s.hand.without(role);
        events.push(BroomEvent::Played { seat, role, stance });
        if self.bewitched.contains(role) {
            self.score(seat, Why::Bewitched(role), BEWITCHED, events);
        }
        let out = self.turns.last_mut().expect("a turn is under way").claim(seat, stance);
        events.extend(out.into_iter().map(|seat| BroomEvent::Overtaken { seat }));
        match stance {
            Stance::Cowardly => self.begin(seat, role, false, events),
            Stance::Brave => self.advance(events),
        }
    }

    /// Play moves on clockwise to the next seat holding the role, passing the others as it reaches
    /// them; after the last seat the brave player acts (spec "A turn" 2, 6).
    fn advance(&mut self, events: &mut Vec<BroomEvent>) {
        let n = self.players();
        let turn = self.turns.last_mut().expect("a turn is under way");
        while turn.reached + 1 < n {
            turn.reached += 1;
            let seat = turn.leader.after(turn.reached, n);
            if self.seats[seat].hand.contains(turn.role) {
                self.phase = Phase::Follow(seat);
                return;
            }
            turn.passes.push(seat);
            events.push(BroomEvent::Passed { seat });
        }
        match turn.brave() {
            Some(seat) => {
                let role = turn.role;
                self.begin(seat, role, true, events)
            }
            None => self.end_turn(events),
        }
    }

    /// The turn is over: the brave player (else the leader) leads next, or the next clockwise with
    /// cards; with no cards left the round ends (spec "A turn" 7, "A round" 6).
    fn end_turn(&mut self, events: &mut Vec<BroomEvent>) {
        let turn = self.turn();
        let brave = turn.brave();
        let next = brave.unwrap_or(turn.leader);
        match self.seat_order(next).find(|&s| !self.seats[s].hand.is_empty()) {
            Some(leader) => {
                self.leader = leader;
                self.phase = Phase::Lead(leader);
            }
            None => {
                let last = turn.plays.last().expect("a turn has a lead").seat;
                self.leader = brave.unwrap_or(match self.options.next_leader {
                    NextLeader::LastToPlay => last,
                    NextLeader::TurnLeader => turn.leader,
                });
                self.end_round(events);
            }
        }
    }

    /// Round end (spec "A round" 5 and "Events"): set-aside resources come back, then the event.
    fn end_round(&mut self, events: &mut Vec<BroomEvent>) {
        for seat in self.seats.values_mut().iter_mut() {
            let aside = std::mem::take(&mut seat.aside);
            seat.stock.put(aside);
        }
        let event = self.event();
        let why = Why::Event(event);
        let o = &self.options;
        let seats: Vec<PlayerId> = self.seat_order(self.leader).collect();
        let bonus: PerPlayer<i16> = match event {
            EventCard::PerilousPlaces => self.seats.map(|_, s| {
                let vp = |a: AreaId| {
                    let l = self.landscape(a);
                    Landscape::LAND.iter().position(|&x| x == l).map_or(0, |i| o.perilous[i])
                };
                i16::from(vp(s.pawns[0]) + vp(s.pawns[1]))
            }),
            EventCard::FlockTogether => self
                .seats
                .map(|_, s| i16::from(o.flock) * i16::from(self.landscape(s.pawns[0]) == self.landscape(s.pawns[1]))),
            EventCard::WandHoard => {
                let most = self.seats.values().iter().map(|s| s.stock.of(Resource::Wand)).max().unwrap_or(0);
                self.seats
                    .map(|_, s| i16::from(o.wand_hoard) * i16::from(most > 0 && s.stock.of(Resource::Wand) == most))
            }
            EventCard::CloudKeepers => self.seats.map(|_, s| i16::from(o.cloud_keepers) * s.clouds.len() as i16),
            EventCard::UpperHand => {
                let holding: Vec<PlayerId> = seats.into_iter().filter(|&s| self.seats[s].stock.total() > 0).collect();
                if !holding.is_empty() {
                    self.phase = Phase::Fist(holding);
                    return;
                }
                self.seats.map(|_, _| 0)
            }
            EventCard::Works => {
                let able: Vec<PlayerId> = seats.into_iter().filter(|&s| self.seats[s].stock.covers(FULL_SET)).collect();
                if !able.is_empty() {
                    self.phase = Phase::Works(able);
                    return;
                }
                self.seats.map(|_, _| 0)
            }
            _ => self.seats.map(|_, _| 0),
        };
        for (seat, &vp) in bonus.iter() {
            self.score(seat, why, vp, events);
        }
        self.next_round(events);
    }

    /// The next round, or after round 7 the final scoring (spec "End of game").
    fn next_round(&mut self, events: &mut Vec<BroomEvent>) {
        if self.round < ROUNDS {
            self.round += 1;
            return self.start_round(events);
        }
        for seat in self.seat_order(PlayerId::new(0)).collect::<Vec<_>>() {
            let s = &self.seats[seat];
            let lightning: i16 = s.clouds.iter().map(|&c| i16::from(self.map.clouds[usize::from(c)].lightning)).sum();
            let sets = s.stock.sets_vp() as i16;
            self.score(seat, Why::Lightning, lightning, events);
            self.score(seat, Why::Resources, sets, events);
        }
        self.phase = Phase::Over;
        events.push(BroomEvent::GameOver);
    }

    /// The Upper Hand's fists open together: the largest (≥ 1) scores and is paid to the supply.
    fn open_fists(&mut self, events: &mut Vec<BroomEvent>) {
        let fists = self.seats.map(|_, s| s.fist.unwrap_or_default());
        events.push(BroomEvent::FistsOpened { fists: fists.clone() });
        let most = fists.values().iter().map(|f| f.total()).max().unwrap_or(0);
        for (seat, fist) in fists.iter() {
            self.seats[seat].fist = None;
            if most > 0 && fist.total() == most {
                self.supply(seat, Stock::default(), *fist, events);
                self.score(seat, Why::Event(EventCard::UpperHand), self.options.upper_hand.into(), events);
            }
        }
        self.next_round(events);
    }

    /// [`apply`](Game::apply)'s move once it is known legal, its events added to `events`: the bots'
    /// search makes only the moves it was offered, hundreds of thousands a turn, and would list them
    /// all again to check each (and make a list for the events of each).
    pub(crate) fn make_legal(&mut self, seat: PlayerId, action: BroomAction, events: &mut Vec<BroomEvent>) {
        let (round, before) = (self.round, events.len());
        match (self.phase.clone(), action) {
            (Phase::Choose(mut seats), BroomAction::Choose(hand)) => {
                let s = &mut self.seats[seat];
                s.hand = hand;
                s.chosen = hand;
                events.push(BroomEvent::Chose { seat });
                seats.retain(|&s| s != seat);
                match seats.is_empty() {
                    true => self.reveal_hands(events),
                    false => self.phase = Phase::Choose(seats),
                }
            }
            (Phase::Lead(_), BroomAction::Lead(role, stance)) => {
                self.turns.push(Turn::new(seat, role));
                self.play(seat, stance, events);
            }
            (Phase::Follow(_), BroomAction::Follow(stance)) => self.play(seat, stance, events),
            (Phase::Act(_, step), action) => self.resolve(seat, step, action, events),
            (Phase::Fist(mut seats), BroomAction::Fist(fist)) => {
                self.seats[seat].fist = Some(fist);
                events.push(BroomEvent::Chose { seat });
                seats.retain(|&s| s != seat);
                match seats.is_empty() {
                    true => self.open_fists(events),
                    false => self.phase = Phase::Fist(seats),
                }
            }
            (Phase::Works(mut seats), action) => {
                if action == BroomAction::HandIn {
                    self.supply(seat, Stock::default(), FULL_SET, events);
                    self.score(seat, Why::Event(EventCard::Works), self.options.works.into(), events);
                }
                seats.remove(0);
                match seats.is_empty() {
                    true => self.next_round(events),
                    false => self.phase = Phase::Works(seats),
                }
            }
            _ => unreachable!("checked by allows"),
        }
        let quiet = round == self.round && !events[before..].iter().any(BroomEvent::reveals);
        self.undoable = match &self.phase {
            Phase::Choose(_) | Phase::Fist(_) => quiet.then_some(seat),
            Phase::Lead(s) | Phase::Act(s, _) => (quiet && *s == seat).then_some(seat),
            _ => None,
        };
    }

    /// True when `action` is legal for `seat` now (secret choices are checked directly, not listed).
    fn allows(&self, seat: PlayerId, action: BroomAction) -> bool {
        match (&self.phase, action) {
            (Phase::Choose(seats), BroomAction::Choose(hand)) => {
                seats.contains(&seat) && hand.0 & !Roles::ALL.0 == 0 && self.hand_sizes().contains(&hand.len())
            }
            (Phase::Fist(seats), BroomAction::Fist(fist)) => {
                seats.contains(&seat) && self.seats[seat].stock.covers(fist)
            }
            _ => self.legal_actions(seat).contains(&action),
        }
    }

    /// Why `action` is refused (it is `seat`'s move).
    fn why(&self, action: BroomAction) -> BroomIllegal {
        use BroomAction as A;
        match (&self.phase, action) {
            (Phase::Choose(_), A::Choose(_)) => BroomIllegal::HandSize,
            (Phase::Lead(_), A::Lead(..)) => BroomIllegal::NotInHand,
            (Phase::Act(_, Step::Move { .. }), A::Move { .. }) => BroomIllegal::CannotMove,
            (Phase::Act(_, Step::Deliver { .. } | Step::Druid { .. }), A::Deliver(_)) => BroomIllegal::CannotDeliver,
            (Phase::Act(_, Step::Charm { .. }), A::Charm(_)) => BroomIllegal::CannotCharm,
            (Phase::Act(_, Step::Gather { .. }), A::Take(_)) => BroomIllegal::CannotTake,
            (Phase::Act(_, Step::Market), A::Exchange { .. }) | (Phase::Fist(_), A::Fist(_)) => BroomIllegal::NotHeld,
            _ => BroomIllegal::NotNow,
        }
    }
}

impl Game for Broom {
    type Options = BroomOptions;
    type Action = BroomAction;
    type Event = BroomEvent;
    type View = BroomView;
    type Outcome = BroomOutcome;
    type Illegal = BroomIllegal;

    /// Setup (spec "Setup"; seed "ゲームのセットアップ").
    fn new(options: BroomOptions, seed: u64) -> Result<Self, SetupError> {
        let map = options.check()?;
        let mut rng = Rng::from_seed(seed);
        let n = options.players;
        let first = options.first;
        // Wands: 1 for the start player and the one on their right, 2 for the others; 1 each with 2.
        let seats = PerPlayer::from_fn(n, |seat| {
            let wands = if n == 2 || seat == first || seat == first.after(n - 1, n) { 1 } else { 2 };
            Seat {
                hand: Roles::default(),
                chosen: Roles::default(),
                stock: Stock([1, 1, 1, wands]),
                aside: Stock::default(),
                pawns: map.castles,
                clouds: Vec::new(),
                vp: START_VP,
                fist: None,
            }
        });
        let mut tiles: Vec<u8> = (0..map.clouds.len() as u8).collect();
        rng.shuffle(&mut tiles);
        let mut board = Vec::new();
        for (area, a) in map.areas.iter().enumerate() {
            for _ in 0..a.cloud_spaces {
                board.push((area as AreaId, tiles.pop().expect("24 tiles for 18 spaces")));
            }
        }
        let mut deck = EventCard::ALL.to_vec();
        rng.shuffle(&mut deck);
        let removed = deck.split_off(EVENTS_PLAYED);
        let mut bewitched_deck = if n < 5 { Role::ALL.to_vec() } else { Vec::new() };
        rng.shuffle(&mut bewitched_deck);
        let mut game = Broom {
            towers: vec![None; map.towers.len()],
            map,
            rng,
            round: 1,
            seats,
            board,
            unused: tiles,
            deck,
            removed,
            revealed: Vec::new(),
            bewitched_deck,
            bewitched_pile: Vec::new(),
            bewitched: Roles::default(),
            turns: Vec::new(),
            leader: first,
            phase: Phase::Over,
            log: Vec::new(),
            undoable: None,
            options,
        };
        game.start_round(&mut Vec::new());
        Ok(game)
    }

    fn options(&self) -> &BroomOptions {
        &self.options
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn to_act(&self) -> ToAct {
        match &self.phase {
            Phase::Choose(seats) | Phase::Fist(seats) => ToAct::Simultaneous(seats.clone()),
            Phase::Lead(seat) | Phase::Follow(seat) | Phase::Act(seat, _) => ToAct::One(*seat),
            Phase::Works(seats) => ToAct::One(seats[0]),
            Phase::Over => ToAct::GameOver,
        }
    }

    fn legal_actions(&self, seat: PlayerId) -> Vec<BroomAction> {
        if !self.to_act().includes(seat) {
            return Vec::new();
        }
        let s = &self.seats[seat];
        match &self.phase {
            Phase::Choose(_) => Roles::hands(self.hand_sizes()).map(BroomAction::Choose).collect(),
            Phase::Lead(_) => s
                .hand
                .iter()
                .flat_map(|r| [Stance::Brave, Stance::Cowardly].map(|st| BroomAction::Lead(r, st)))
                .collect(),
            Phase::Follow(_) => vec![BroomAction::Follow(Stance::Brave), BroomAction::Follow(Stance::Cowardly)],
            Phase::Act(_, step) => self.step_actions(seat, *step),
            Phase::Fist(_) => {
                let [g, p, o, w] = s.stock.0;
                let mut all = Vec::new();
                for a in 0..=g {
                    for b in 0..=p {
                        for c in 0..=o {
                            all.extend((0..=w).map(|d| BroomAction::Fist(Stock([a, b, c, d]))));
                        }
                    }
                }
                all
            }
            Phase::Works(_) => vec![BroomAction::HandIn, BroomAction::Skip],
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, seat: PlayerId, action: BroomAction) -> Result<Vec<BroomEvent>, RuleError<BroomIllegal>> {
        self.to_act().admit(seat)?;
        if !self.allows(seat, action) {
            return Err(RuleError::Illegal(self.why(action)));
        }
        let mut events = Vec::new();
        self.make_legal(seat, action, &mut events);
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> BroomView {
        view::view(self, viewer.at(self.players()))
    }

    fn outcome(&self) -> Option<BroomOutcome> {
        (self.phase == Phase::Over)
            .then(|| BroomOutcome::of(self.seats.map(|_, s| s.vp), self.seats.map(|_, s| s.stock.total())))
    }

    fn can_undo(&self, seat: PlayerId) -> bool {
        self.undoable == Some(seat)
    }
}

/// What the conformance harness counts and hides.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub enum Piece {
    /// A player's role card, in hand, played or set aside.
    Card(PlayerId, Role),
    /// A heavy cloud: on the board, charmed or back in the box.
    Cloud(u8),
    /// An event card: in the deck, revealed or out of the game.
    Event(EventCard),
    /// A card of the bewitched deck, in it or face up.
    Bewitched(Role),
    /// A player's hand and set-aside cards (secret).
    Held(view::Held),
    /// A player's fist (secret until opened).
    Fist(view::Fist),
}

impl Audit for Broom {
    type Component = Piece;

    fn components(&self) -> Vec<Piece> {
        let mut all = Vec::new();
        for (seat, s) in self.seats.iter() {
            let played = self.turns.iter().flat_map(|t| t.plays.iter().filter(|p| p.seat == seat).map(|_| t.role));
            let aside = Roles(Roles::ALL.0 & !s.chosen.0);
            let cards = s.hand.iter().chain(played).chain(aside.iter());
            all.extend(cards.map(|r| Piece::Card(seat, r)));
        }
        let clouds = self.board.iter().map(|&(_, c)| c).chain(self.unused.iter().copied());
        all.extend(clouds.chain(self.seats.values().iter().flat_map(|s| s.clouds.iter().copied())).map(Piece::Cloud));
        let events = self.deck.iter().chain(&self.removed).chain(&self.revealed);
        all.extend(events.map(|&e| Piece::Event(e)));
        all.extend(self.bewitched_deck.iter().chain(&self.bewitched_pile).map(|&r| Piece::Bewitched(r)));
        all.sort_unstable();
        all
    }

    fn secrets(&self, seat: PlayerId) -> Vec<Piece> {
        let held = view::held(self, seat).map(Piece::Held);
        held.into_iter().chain(view::fist(self, seat).map(Piece::Fist)).collect()
    }
}
