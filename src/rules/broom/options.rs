//! Everything chosen before a game (spec "Reconstructed settings"): the table, and every value the
//! seed lost with its pictures, each defaulting to the spec's reconstruction so a group can enter what
//! their copy prints. The board is one of them: the designed stand-in, or a map file of the group's own.

use super::map::BroomMap;
use crate::json::{Json, Tree};
use crate::{PlayerId, SetupError};
use std::sync::{Arc, OnceLock};

/// What a cowardly gatherer gives [reconstructed].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CowardlyGather {
    /// One potion of the gatherer's colour.
    #[default]
    Potion,
    /// One potion of its colour or one wand, as the player likes.
    PotionOrWand,
}

/// What a brave gatherer gives [reconstructed; the seed gives only "3"].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BraveGather {
    /// Two potions of its colour and a wand.
    #[default]
    PotionsAndWand,
    /// Three potions of its colour.
    ThreePotions,
}

/// How many clouds a brave fairy charms [reconstructed].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum BraveFairy {
    /// One, like a cowardly fairy.
    #[default]
    OneCloud,
    /// Any number, paying each; +3 VP once.
    AnyClouds,
}

/// Who leads the next round when the round's final turn was all cowardly (spec "A round" 6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum NextLeader {
    /// The last player who played a card in it (the seed's "the last player").
    #[default]
    LastToPlay,
    /// That turn's leader.
    TurnLeader,
}

/// What Empty Hands sets aside [reconstructed].
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum EmptyHands {
    /// Potions and wands.
    #[default]
    Everything,
    /// Potions only; wands stay in hand.
    PotionsOnly,
}

/// The settings of a game of Broom Service (saved as one line of text: [`BroomOptions::to_line`]).
#[derive(Clone, Debug, PartialEq, Eq)]
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

/// How the options are saved: the numbers in field order (each choice by its place in its list) on
/// one line, then the group's map file if they brought one. One small reader in the page instead of one
/// per setting.
impl BroomOptions {
    pub fn to_line(&self) -> String {
        let mut numbers: Vec<i16> = vec![
            self.players.into(),
            self.first.index() as i16,
            self.gatherer_cowardly as i16,
            self.gatherer_brave as i16,
            self.fairy_brave as i16,
            self.next_leader as i16,
            self.empty_hands as i16,
        ];
        numbers.extend(self.more_or_less.iter().chain(&self.perilous).map(|&v| i16::from(v)));
        numbers.extend([self.upper_hand, self.works, self.flock, self.wand_hoard, self.cloud_keepers].map(i16::from));
        let mut line = numbers.iter().map(i16::to_string).collect::<Vec<_>>().join(" ");
        if let Some(map) = &self.map {
            line.push('\n');
            line.push_str(map);
        }
        line
    }

    /// The options saved as `text`, if it is a line of them (their values are checked at setup).
    pub fn from_line(text: &str) -> Option<BroomOptions> {
        let (line, map) = match text.split_once('\n') {
            Some((line, map)) => (line, Some(map.to_string())),
            None => (text, None),
        };
        let n: Vec<i8> = line.split(' ').map(|x| x.parse().ok()).collect::<Option<_>>()?;
        let [players, first, gc, gb, fairy, next, empty, m0, m1, m2, m3, m4, p0, p1, p2, p3, upper, works, flock, wands, clouds] =
            n[..]
        else {
            return None;
        };
        let choice = |i: i8| (0..=1).contains(&i).then_some(i == 1);
        let bonus = |v: i8| u8::try_from(v).ok();
        Some(BroomOptions {
            players: bonus(players)?,
            first: PlayerId::new(bonus(first)?),
            gatherer_cowardly: if choice(gc)? { CowardlyGather::PotionOrWand } else { CowardlyGather::Potion },
            gatherer_brave: if choice(gb)? { BraveGather::ThreePotions } else { BraveGather::PotionsAndWand },
            fairy_brave: if choice(fairy)? { BraveFairy::AnyClouds } else { BraveFairy::OneCloud },
            next_leader: if choice(next)? { NextLeader::TurnLeader } else { NextLeader::LastToPlay },
            empty_hands: if choice(empty)? { EmptyHands::PotionsOnly } else { EmptyHands::Everything },
            more_or_less: [m0, m1, m2, m3, m4],
            perilous: [p0, p1, p2, p3],
            upper_hand: bonus(upper)?,
            works: bonus(works)?,
            flock: bonus(flock)?,
            wand_hoard: bonus(wands)?,
            cloud_keepers: bonus(clouds)?,
            map,
        })
    }
}

/// Kept as its line.
impl Tree for BroomOptions {
    fn to_tree(&self) -> Json {
        Json::Str(self.to_line())
    }
    fn from_tree(tree: &Json) -> Option<BroomOptions> {
        match tree {
            Json::Str(line) => BroomOptions::from_line(line),
            _ => None,
        }
    }
}

/// The designed map, read once.
fn designed() -> Arc<BroomMap> {
    static MAP: OnceLock<Arc<BroomMap>> = OnceLock::new();
    MAP.get_or_init(|| Arc::new(BroomMap::designed())).clone()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_come_back_from_their_line_and_other_text_is_refused() {
        let plain = BroomOptions::default();
        assert_eq!(plain.to_line(), "4 0 0 0 0 0 0 9 6 3 0 -3 1 1 1 -1 5 6 3 3 1");
        let own = BroomOptions {
            players: 5,
            first: PlayerId::new(3),
            gatherer_cowardly: CowardlyGather::PotionOrWand,
            gatherer_brave: BraveGather::ThreePotions,
            fairy_brave: BraveFairy::AnyClouds,
            next_leader: NextLeader::TurnLeader,
            empty_hands: EmptyHands::PotionsOnly,
            more_or_less: [-20, 0, 1, 2, 20],
            perilous: [2, 0, 3, -3],
            upper_hand: 0,
            works: 20,
            flock: 1,
            wand_hoard: 2,
            cloud_keepers: 3,
            map: Some("{\n \"format\": 1\n}".into()),
        };
        for o in [plain, own] {
            assert_eq!(BroomOptions::from_line(&o.to_line()), Some(o));
        }
        for bad in [
            "",
            "4 0 0",
            "4 0 2 0 0 0 0 9 6 3 0 -3 1 1 1 -1 5 6 3 3 1",
            "4 0 0 0 0 0 0 9 6 3 0 -3 1 1 1 -1 5 6 3 3 1 7",
            "x",
        ] {
            assert_eq!(BroomOptions::from_line(bad), None, "{bad}");
        }
    }
}
