//! One round of play (rulebook 遊び方, 1ラウンド目): the leader plays any tile, the others follow the
//! led animal if they can, and the highest chicken — or, without chickens, the highest tile of the led
//! animal — takes every tile of the trick.

use super::tile::{Animal, Tile};
use crate::PlayerId;
use serde::Serialize;

/// A trick in progress or finished: who led and what each seat played (indexed by seat).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Trick {
    leader: PlayerId,
    by_seat: [Option<Tile>; 4],
}

impl Trick {
    /// An empty trick led by `leader`.
    pub fn new(leader: PlayerId) -> Trick {
        Trick { leader, by_seat: [None; 4] }
    }

    /// The seat that leads (plays first in) this trick.
    pub fn leader(&self) -> PlayerId {
        self.leader
    }

    /// The animal of the lead tile, once the leader has played.
    pub fn led(&self) -> Option<Animal> {
        self.by_seat[self.leader.index()].map(Tile::animal)
    }

    /// The tile `seat` played into this trick, if any.
    pub fn played_by(&self, seat: PlayerId) -> Option<Tile> {
        self.by_seat[seat.index()]
    }

    /// How many tiles have been played.
    pub fn len(&self) -> u8 {
        self.by_seat.iter().flatten().count() as u8
    }

    /// True before the leader has played.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The tiles in the order they were played, with their seats.
    pub fn plays(&self, players: u8) -> Vec<(PlayerId, Tile)> {
        (0..players).map(|i| self.leader.after(i, players)).filter_map(|p| self.played_by(p).map(|t| (p, t))).collect()
    }

    /// The seat whose turn it is in this trick (meaningless once everyone has played).
    pub fn next_seat(&self, players: u8) -> PlayerId {
        self.leader.after(self.len(), players)
    }

    /// The seat that played last, if anyone has.
    pub fn last_seat(&self, players: u8) -> Option<PlayerId> {
        let n = self.len();
        (n > 0).then(|| self.leader.after(n - 1, players))
    }

    pub(super) fn play(&mut self, seat: PlayerId, tile: Tile) {
        self.by_seat[seat.index()] = Some(tile);
    }

    /// Who takes the trick so far: the highest chicken, else the highest tile of the led animal.
    /// An off-animal tile that is not a chicken never wins (rulebook 例1: dog 10 loses to donkey 8).
    pub fn winner(&self) -> Option<PlayerId> {
        let led = self.led()?;
        (0..4u8)
            .map(PlayerId::new)
            .filter_map(|p| self.played_by(p).map(|t| (strength(t, led), p)))
            .max()
            .map(|(_, p)| p)
    }
}

/// How strongly `tile` bids for a trick led with `led`: any chicken above every other tile, then the
/// led animal by number; another animal never wins (0).
pub fn strength(tile: Tile, led: Animal) -> u8 {
    match tile.animal() {
        Animal::Chicken => 100 + tile.number(),
        a if a == led => tile.number(),
        _ => 0,
    }
}

/// A finished trick and the seat that captured its tiles.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CompletedTrick {
    /// The tiles as they were played.
    pub trick: Trick,
    /// The seat that took them (and leads the next trick).
    pub winner: PlayerId,
}
