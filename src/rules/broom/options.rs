//! Everything chosen before a game (spec "Reconstructed settings"): the table, and every value the
//! seed lost with its pictures, each defaulting to the spec's reconstruction so a group can enter what
//! their copy prints. The board is one of them: the designed stand-in, or a map file of the group's own.

use super::map::BroomMap;
use crate::rules::{PlayerId, SetupError};
use serde::{Deserialize, Serialize};
use std::sync::{Arc, OnceLock};

/// What a cowardly gatherer gives [reconstructed].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum CowardlyGather {
    /// One potion of the gatherer's colour.
    #[default]
    Potion,
    /// One potion of its colour or one wand, as the player likes.
    PotionOrWand,
}

/// What a brave gatherer gives [reconstructed; the seed gives only "3"].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BraveGather {
    /// Two potions of its colour and a wand.
    #[default]
    PotionsAndWand,
    /// Three potions of its colour.
    ThreePotions,
}

/// How many clouds a brave fairy charms [reconstructed].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum BraveFairy {
    /// One, like a cowardly fairy.
    #[default]
    OneCloud,
    /// Any number, paying each; +3 VP once.
    AnyClouds,
}

/// Who leads the next round when the round's final turn was all cowardly (spec "A round" 6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum NextLeader {
    /// The last player who played a card in it (the seed's "the last player").
    #[default]
    LastToPlay,
    /// That turn's leader.
    TurnLeader,
}

/// What Empty Hands sets aside [reconstructed].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum EmptyHands {
    /// Potions and wands.
    #[default]
    Everything,
    /// Potions only; wands stay in hand.
    PotionsOnly,
}

/// The settings of a game of Broom Service.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct BroomOptions {
    /// 2–5.
    pub players: u8,
    /// Who leads round 1 (the seed: the oldest).
    pub first: PlayerId,
    pub gatherer_cowardly: CowardlyGather,
    pub gatherer_brave: BraveGather,
    pub fairy_brave: BraveFairy,
    pub next_leader: NextLeader,
    pub empty_hands: EmptyHands,
    /// More or Less: VP for a hand of 1, 2, 3, 4 and 5 cards.
    pub more_or_less: [i8; 5],
    /// Perilous Places: VP per pawn on forest, prairie, hill and mountain. It must keep the seed's
    /// example: hill + mountain score 0, prairie + forest score 2.
    pub perilous: [i8; 4],
    /// The Upper Hand: VP for the largest fist.
    pub upper_hand: u8,
    /// The Works!: VP for a full set handed in.
    pub works: u8,
    /// Flock Together: VP for two pawns on one landscape.
    pub flock: u8,
    /// Wand Hoard: VP for the most wands.
    pub wand_hoard: u8,
    /// Cloud Keepers: VP per charmed cloud.
    pub cloud_keepers: u8,
    /// A map file's text; `None` plays the designed stand-in.
    pub map: Option<String>,
}

impl Default for BroomOptions {
    fn default() -> Self {
        BroomOptions {
            players: 4,
            first: PlayerId::new(0),
            gatherer_cowardly: CowardlyGather::default(),
            gatherer_brave: BraveGather::default(),
            fairy_brave: BraveFairy::default(),
            next_leader: NextLeader::default(),
            empty_hands: EmptyHands::default(),
            more_or_less: [9, 6, 3, 0, -3],
            perilous: [1, 1, 1, -1],
            upper_hand: 5,
            works: 6,
            flock: 3,
            wand_hoard: 3,
            cloud_keepers: 1,
            map: None,
        }
    }
}

/// The range of a VP setting that may be negative.
pub const VP: std::ops::RangeInclusive<i8> = -20..=20;
/// The range of an event's bonus.
pub const BONUS: std::ops::RangeInclusive<u8> = 0..=20;

impl BroomOptions {
    /// Checks every setting and reads the map.
    pub fn check(&self) -> Result<Arc<BroomMap>, SetupError> {
        SetupError::check_table(self.players, 2, 5, self.first)?;
        for &v in self.more_or_less.iter().chain(&self.perilous) {
            SetupError::check_setting(v, VP)?;
        }
        for v in [self.upper_hand, self.works, self.flock, self.wand_hoard, self.cloud_keepers] {
            SetupError::check_setting(v, BONUS)?;
        }
        let [forest, prairie, hill, mountain] = self.perilous;
        if hill + mountain != 0 || forest + prairie != 2 {
            return Err(SetupError::PerilousExample);
        }
        match &self.map {
            None => Ok(designed()),
            Some(text) => BroomMap::read(text).map(Arc::new).map_err(SetupError::Map),
        }
    }
}

/// The designed map, read once.
fn designed() -> Arc<BroomMap> {
    static MAP: OnceLock<Arc<BroomMap>> = OnceLock::new();
    MAP.get_or_init(|| Arc::new(BroomMap::designed())).clone()
}
