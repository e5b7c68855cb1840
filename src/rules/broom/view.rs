//! What one viewer may see (spec "What is public / private"). Public: the board, everyone's
//! resources, VP, charmed clouds and cards left, the events and bewitched roles revealed, the cards
//! played this round and the passes play has reached. Private to its owner: the hand and the cards
//! set aside, everything being chosen until all have chosen (the number of cards too), the fist until
//! all open. Hidden from all: the order of every deck, the removed events, the unused clouds.

use super::event::EventCard;
use super::map::AreaId;
use super::role::{Role, Roles};
use super::scoring::Entry;
use super::stock::Stock;
use super::turn::Turn;
use super::{Broom, BroomAction, Phase};
use crate::{Game, PerPlayer, PlayerId, Viewer};
use serde::Serialize;

/// A player's cards this round (their secret).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Held {
    pub owner: PlayerId,
    pub hand: Roles,
    pub aside: Roles,
}

/// A player's fist in The Upper Hand (their secret until all open).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Fist {
    pub owner: PlayerId,
    pub fist: Stock,
}

/// One player's public side of the table.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SeatView {
    pub stock: Stock,
    /// Set aside by Empty Hands until the round's end.
    pub aside: Stock,
    pub pawns: [AreaId; 2],
    /// Charmed clouds, by tile.
    pub clouds: Vec<u8>,
    pub vp: i16,
    /// Cards left in hand; `None` while the roles are being chosen.
    pub cards: Option<u8>,
}

/// What a viewer sees.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BroomView {
    pub round: u8,
    pub phase: Phase,
    /// Who leads the next turn.
    pub leader: PlayerId,
    pub seats: PerPlayer<SeatView>,
    /// The viewer's own cards, once chosen.
    pub held: Option<Held>,
    /// The viewer's own fist, once made.
    pub fist: Option<Fist>,
    /// Clouds on the board: (area, tile).
    pub clouds: Vec<(AreaId, u8)>,
    /// Who filled each round tower.
    pub towers: Vec<Option<PlayerId>>,
    /// The events revealed, this round's last, and how many are left in the deck.
    pub events: Vec<EventCard>,
    pub events_left: u8,
    /// This round's bewitched roles, the face-up pile (latest last) and the cards left in the deck.
    pub bewitched: Roles,
    pub bewitched_pile: Vec<Role>,
    pub bewitched_left: u8,
    /// This round's turns so far.
    pub turns: Vec<Turn>,
    /// Every VP change.
    pub log: Vec<Entry>,
    /// The fewest and most cards a hand may hold this round (4 and 4, or 1 and 5 under More or Less).
    pub hand_sizes: [u8; 2],
    /// The moves the viewer may make now, as listed by the rules: their own lead or follow, or a step
    /// of an action carried out in the open (for the table too). Empty for the secret choices, which
    /// are too many to list.
    pub legal: Vec<BroomAction>,
}

/// `seat`'s cards this round, once chosen.
pub(super) fn held(g: &Broom, seat: PlayerId) -> Option<Held> {
    let s = &g.seats[seat];
    (!s.chosen.is_empty()).then_some(Held { owner: seat, hand: s.hand, aside: Roles(Roles::ALL.0 & !s.chosen.0) })
}

/// `seat`'s fist, once made.
pub(super) fn fist(g: &Broom, seat: PlayerId) -> Option<Fist> {
    g.seats[seat].fist.map(|fist| Fist { owner: seat, fist })
}

pub(super) fn view(g: &Broom, viewer: Viewer) -> BroomView {
    let choosing = matches!(g.phase, Phase::Choose(_));
    let own = match viewer {
        Viewer::Seat(seat) => Some(seat),
        Viewer::Table => None,
    };
    let open = match &g.phase {
        Phase::Act(seat, _) => Some(*seat),
        Phase::Works(seats) => seats.first().copied(),
        _ => None,
    };
    let legal = match (&g.phase, own.or(open)) {
        (Phase::Choose(_) | Phase::Fist(_), _) | (_, None) => Vec::new(),
        (_, Some(seat)) => g.legal_actions(seat),
    };
    BroomView {
        round: g.round,
        phase: g.phase.clone(),
        leader: g.leader,
        seats: g.seats.map(|_, s| SeatView {
            stock: s.stock,
            aside: s.aside,
            pawns: s.pawns,
            clouds: s.clouds.clone(),
            vp: s.vp,
            cards: (!choosing).then_some(s.hand.len() as u8),
        }),
        held: own.and_then(|seat| held(g, seat)),
        fist: own.and_then(|seat| fist(g, seat)),
        clouds: g.board.clone(),
        towers: g.towers.clone(),
        events: g.revealed.clone(),
        events_left: g.deck.len() as u8,
        bewitched: g.bewitched,
        bewitched_pile: g.bewitched_pile.clone(),
        bewitched_left: g.bewitched_deck.len() as u8,
        turns: g.turns.clone(),
        log: g.log.clone(),
        hand_sizes: [*g.hand_sizes().start() as u8, *g.hand_sizes().end() as u8],
        legal,
    }
}
