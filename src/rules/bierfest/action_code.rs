//! A move as one number, the way a save keeps it: 0–3 for draw, end, pass and keep; 10 + kind for a
//! return, 20 + kind for a decline (kinds numbered as in [`Kind::ALL`]); 100 + 8 × set + kind for a
//! removal; 1000 + ((8 × beer + beers) × 4 + food 1) × 4 + food 2 for a set.

use super::area::SetPlay;
use super::card::Kind;
use super::BierfestAction;

fn kind_code(kind: Kind) -> u32 {
    Kind::ALL.iter().position(|&k| k == kind).unwrap_or(0) as u32
}

fn kind_of(code: u32) -> Result<Kind, &'static str> {
    Kind::ALL.get(code as usize).copied().ok_or("not a kind of card")
}

impl From<BierfestAction> for u32 {
    fn from(action: BierfestAction) -> u32 {
        match action {
            BierfestAction::Draw => 0,
            BierfestAction::End => 1,
            BierfestAction::Pass => 2,
            BierfestAction::Keep => 3,
            BierfestAction::Return(kind) => 10 + kind_code(kind),
            BierfestAction::Decline(kind) => 20 + kind_code(kind),
            BierfestAction::Remove { set, kind } => 100 + 8 * u32::from(set) + kind_code(kind),
            BierfestAction::Play(SetPlay { beer, beers, food: [a, b] }) => {
                1000 + ((8 * u32::from(beer) + u32::from(beers)) * 4 + u32::from(a)) * 4 + u32::from(b)
            }
        }
    }
}

impl TryFrom<u32> for BierfestAction {
    type Error = &'static str;

    fn try_from(code: u32) -> Result<BierfestAction, Self::Error> {
        Ok(match code {
            0 => BierfestAction::Draw,
            1 => BierfestAction::End,
            2 => BierfestAction::Pass,
            3 => BierfestAction::Keep,
            10..=17 => BierfestAction::Return(kind_of(code - 10)?),
            20..=27 => BierfestAction::Decline(kind_of(code - 20)?),
            100..=899 => BierfestAction::Remove { set: ((code - 100) / 8) as u8, kind: kind_of((code - 100) % 8)? },
            1000..=1639 => {
                let n = code - 1000;
                let (b, a, beers, beer) = (n % 4, n / 4 % 4, n / 16 % 8, n / 128);
                if beer >= 5 {
                    return Err("not a beer");
                }
                BierfestAction::Play(SetPlay { beer: beer as u8, beers: beers as u8, food: [a as u8, b as u8] })
            }
            _ => return Err("not a move"),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_move_is_one_number_and_back() {
        let mut moves = vec![BierfestAction::Draw, BierfestAction::End, BierfestAction::Pass, BierfestAction::Keep];
        for kind in Kind::ALL {
            moves.extend([BierfestAction::Return(kind), BierfestAction::Decline(kind)]);
            moves.extend((0..99).map(|set| BierfestAction::Remove { set, kind }));
        }
        for beer in 0..5 {
            for beers in 2..=6 {
                for food in [[0, 0], [3, 0], [0, 3], [1, 2]] {
                    moves.push(BierfestAction::Play(SetPlay { beer, beers, food }));
                }
            }
        }
        let mut codes = std::collections::BTreeSet::new();
        for m in moves {
            let code = u32::from(m);
            assert!(codes.insert(code), "{m:?} shares its number");
            assert_eq!(BierfestAction::try_from(code), Ok(m));
            assert_eq!(crate::json::from_str::<BierfestAction>(&crate::json::to_string(&m)).ok(), Some(m));
        }
        for bad in [4, 18, 99, 900, 1640, 1000 + 5 * 128] {
            assert!(BierfestAction::try_from(bad).is_err(), "{bad}");
        }
    }
}
