//! One turn (seed "魔法大会開始!"): the leader plays a role brave or cowardly; clockwise, everyone who
//! holds that role must play it too; a later brave claim puts every earlier brave player out; the last
//! brave player acts after everyone and leads the next turn.

use super::role::{Role, Stance};
use crate::PlayerId;
use serde::Serialize;

/// A card played in a turn (public).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Play {
    pub seat: PlayerId,
    pub stance: Stance,
    /// A brave claim a later brave one knocked out: no action at all.
    pub out: bool,
}

/// A turn of the round, as far as play has reached (public).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Turn {
    pub leader: PlayerId,
    pub role: Role,
    /// Every card played, the lead first.
    pub plays: Vec<Play>,
    /// The seats play has reached that did not hold the role ("Next!"), in order.
    pub passes: Vec<PlayerId>,
    /// How many seats after the leader play has reached.
    pub reached: u8,
}

impl Turn {
    /// A turn led by `leader` with `role`, before the lead's stance is recorded.
    pub fn new(leader: PlayerId, role: Role) -> Turn {
        Turn { leader, role, plays: Vec::new(), passes: Vec::new(), reached: 0 }
    }

    /// Records a card played; a brave one puts every earlier brave player out (returned).
    pub fn claim(&mut self, seat: PlayerId, stance: Stance) -> Vec<PlayerId> {
        let mut out = Vec::new();
        if stance == Stance::Brave {
            for p in self.plays.iter_mut().filter(|p| p.stance == Stance::Brave && !p.out) {
                p.out = true;
                out.push(p.seat);
            }
        }
        self.plays.push(Play { seat, stance, out: false });
        out
    }

    /// The brave player still in (at most one).
    pub fn brave(&self) -> Option<PlayerId> {
        self.plays.iter().find(|p| p.stance == Stance::Brave && !p.out).map(|p| p.seat)
    }
}
