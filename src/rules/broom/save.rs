//! How a move is kept in a save: one whole number (a kind in the low 4 bits, its fields above), so a
//! game's record stays short and the page carries one small reader instead of a reader per variant.
//! A number that is no move is refused as a damaged save.

use super::map::Potion;
use super::role::{Role, Roles, Stance};
use super::stock::{Resource, Stock};
use super::BroomAction;
use crate::json::{Json, Tree};
use serde::{Serialize, Serializer};

/// The number a move is saved as.
pub fn encode(a: BroomAction) -> u64 {
    use BroomAction as A;
    let field = |kind: u64, parts: &[u64]| parts.iter().enumerate().fold(kind, |n, (i, &p)| n | p << (4 + 8 * i));
    match a {
        A::Choose(r) => field(0, &[u64::from(r.0 & 0xff), u64::from(r.0 >> 8)]),
        A::Lead(r, s) => field(1, &[r.index() as u64, s as u64]),
        A::Follow(s) => field(2, &[s as u64]),
        A::Move { from, to } => field(3, &[from.into(), to.into()]),
        A::Deliver(t) => field(4, &[t.into()]),
        A::Take(r) => field(5, &[r as u64]),
        A::Charm(c) => field(6, &[c.into()]),
        A::Exchange { give, take } => field(7, &[give as u64, take as u64]),
        A::Distil(p) => field(8, &[p as u64]),
        A::Fist(s) => field(9, &s.0.map(u64::from)),
        A::HandIn => 10,
        A::Skip => 11,
    }
}

/// The move saved as `n`, if it is one.
pub fn decode(n: u64) -> Option<BroomAction> {
    use BroomAction as A;
    let f = |i: u32| (n >> (4 + 8 * i) & 0xff) as u8;
    let role = |i| Role::ALL.get(usize::from(f(i))).copied();
    let stance = |i| [Stance::Brave, Stance::Cowardly].get(usize::from(f(i))).copied();
    let resource = |i| Resource::ALL.get(usize::from(f(i))).copied();
    let action = match n & 0xf {
        0 => A::Choose(Roles(u16::from(f(0)) | u16::from(f(1)) << 8)),
        1 => A::Lead(role(0)?, stance(1)?),
        2 => A::Follow(stance(0)?),
        3 => A::Move { from: f(0), to: f(1) },
        4 => A::Deliver(f(0)),
        5 => A::Take(resource(0)?),
        6 => A::Charm(f(0)),
        7 => A::Exchange { give: resource(0)?, take: resource(1)? },
        8 => A::Distil(*Potion::ALL.get(usize::from(f(0)))?),
        9 => A::Fist(Stock([f(0), f(1), f(2), f(3)])),
        10 => A::HandIn,
        11 => A::Skip,
        _ => return None,
    };
    (encode(action) == n).then_some(action)
}

impl Serialize for BroomAction {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u64(encode(*self))
    }
}

impl Tree for BroomAction {
    fn to_tree(&self) -> Json {
        encode(*self).to_tree()
    }
    fn from_tree(tree: &Json) -> Option<BroomAction> {
        decode(u64::from_tree(tree)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_kind_of_move_comes_back_and_other_numbers_are_refused() {
        use BroomAction as A;
        let all = [
            A::Choose(Roles(0b10_0110_0001)),
            A::Lead(Role::WeatherFairy, Stance::Cowardly),
            A::Follow(Stance::Brave),
            A::Move { from: 25, to: 3 },
            A::Deliver(35),
            A::Take(Resource::Wand),
            A::Charm(23),
            A::Exchange { give: Resource::Orange, take: Resource::Green },
            A::Distil(Potion::Purple),
            A::Fist(Stock([200, 0, 7, 1])),
            A::HandIn,
            A::Skip,
        ];
        for a in all {
            assert_eq!(decode(encode(a)), Some(a), "{a:?}");
        }
        for bad in [12, 1 | 10 << 4, 2 | 2 << 4, 11 | 1 << 4] {
            assert_eq!(decode(bad), None, "{bad}");
        }
    }
}
