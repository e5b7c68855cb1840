//! VP: every change logged with its reason (spec "Invariants": the changes sum to VP − 10), and the
//! result after round 7 (seed "ゲームの終了": the most VP wins; a tie goes to more resources left, then
//! the win is shared).

use super::event::EventCard;
use super::map::TowerId;
use super::role::Role;
use crate::{PerPlayer, PlayerId};
use serde::Serialize;

/// Every player starts on 10 VP (seed "ゲームのセットアップ").
pub const START_VP: i16 = 10;
/// Playing a bewitched role costs 3 VP at once (seed).
pub const BEWITCHED: i16 = -3;
/// A brave druid's delivery or a brave fairy's charm earns 3 VP more (seed).
pub const BRAVE_BONUS: i16 = 3;

/// Why a player's VP changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Why {
    /// A potion delivered to this tower.
    Tower(TowerId),
    /// The brave druid's or fairy's bonus.
    Brave(Role),
    /// A bewitched role played.
    Bewitched(Role),
    /// This round's event.
    Event(EventCard),
    /// Final scoring: the lightning on charmed clouds.
    Lightning,
    /// Final scoring: sets of resources left.
    Resources,
}

/// One VP change (public).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Entry {
    pub round: u8,
    pub seat: PlayerId,
    pub why: Why,
    pub vp: i16,
}

/// How the game ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct BroomOutcome {
    /// Final VP.
    pub vp: PerPlayer<i16>,
    /// Resources left (the tie-break).
    pub resources: PerPlayer<u32>,
    /// 1 + the number of players ahead on VP, then on resources; equal on both share a place.
    pub places: PerPlayer<u8>,
}

impl BroomOutcome {
    pub fn of(vp: PerPlayer<i16>, resources: PerPlayer<u32>) -> BroomOutcome {
        let key = |p: PlayerId| (vp[p], resources[p]);
        let places = vp.map(|p, _| 1 + vp.iter().filter(|&(q, _)| key(q) > key(p)).count() as u8);
        BroomOutcome { vp, resources, places }
    }

    /// Every player in first place.
    pub fn winners(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.places.iter().filter(|(_, &place)| place == 1).map(|(p, _)| p)
    }
}
