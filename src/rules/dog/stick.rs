//! The three kinds of stick (セッティング: 肉 9 / 炭 7 / 火 5 around the bonfire) and counts of them,
//! as held by the bonfire ("場") or a player's hand.

use serde::Serialize;

/// A stick, and the dice face of the same colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Stick {
    /// 肉: fed to dogs, and what draws them in an attack.
    Meat,
    /// 炭: keeps the bonfire burning; paired with fire it repels a dog.
    Charcoal,
    /// 火: paired with charcoal it repels a dog.
    Fire,
}

crate::tree_names!(Stick { Meat, Charcoal, Fire });
crate::tree_struct!(Sticks { meat, charcoal, fire });

impl Stick {
    /// The three kinds, in the rulebook's order of the happenings.
    pub const ALL: [Stick; 3] = [Stick::Meat, Stick::Charcoal, Stick::Fire];
}

/// How many sticks of each kind lie somewhere.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Sticks {
    /// 肉.
    pub meat: u8,
    /// 炭.
    pub charcoal: u8,
    /// 火.
    pub fire: u8,
}

impl Sticks {
    /// The bonfire at the start of every round: 9 meat, 7 charcoal, 5 fire (21 sticks).
    pub const BONFIRE: Sticks = Sticks { meat: 9, charcoal: 7, fire: 5 };
    /// No sticks.
    pub const NONE: Sticks = Sticks { meat: 0, charcoal: 0, fire: 0 };

    /// These counts.
    pub const fn new(meat: u8, charcoal: u8, fire: u8) -> Sticks {
        Sticks { meat, charcoal, fire }
    }

    /// One stick of this kind.
    pub fn one(stick: Stick) -> Sticks {
        let mut s = Sticks::NONE;
        s.add(stick, 1);
        s
    }

    /// How many of this kind.
    pub fn get(self, stick: Stick) -> u8 {
        match stick {
            Stick::Meat => self.meat,
            Stick::Charcoal => self.charcoal,
            Stick::Fire => self.fire,
        }
    }

    fn slot(&mut self, stick: Stick) -> &mut u8 {
        match stick {
            Stick::Meat => &mut self.meat,
            Stick::Charcoal => &mut self.charcoal,
            Stick::Fire => &mut self.fire,
        }
    }

    /// Sets how many of this kind.
    pub fn set(&mut self, stick: Stick, n: u8) {
        *self.slot(stick) = n;
    }

    /// The first kind (meat, charcoal, fire) of which these are fewer than `need` has.
    pub fn short_of(self, need: Sticks) -> Option<Stick> {
        Stick::ALL.into_iter().find(|&s| self.get(s) < need.get(s))
    }

    /// Adds `n` of this kind.
    pub fn add(&mut self, stick: Stick, n: u8) {
        *self.slot(stick) += n;
    }

    /// All sticks of `other` added to these.
    pub fn plus(self, other: Sticks) -> Sticks {
        Sticks::new(self.meat + other.meat, self.charcoal + other.charcoal, self.fire + other.fire)
    }

    /// These sticks without `other`, or `None` if `other` is not all here.
    pub fn minus(self, other: Sticks) -> Option<Sticks> {
        Some(Sticks::new(
            self.meat.checked_sub(other.meat)?,
            self.charcoal.checked_sub(other.charcoal)?,
            self.fire.checked_sub(other.fire)?,
        ))
    }

    /// True when every stick of `other` is here.
    pub fn contains(self, other: Sticks) -> bool {
        self.minus(other).is_some()
    }

    /// How many sticks in all (255 at most: a count sent from outside the game may be anything).
    pub fn total(self) -> u8 {
        self.meat.saturating_add(self.charcoal).saturating_add(self.fire)
    }

    /// Each stick once, meat first (for counting components and listing choices).
    pub fn each(self) -> impl Iterator<Item = Stick> {
        Stick::ALL.into_iter().flat_map(move |s| std::iter::repeat_n(s, usize::from(self.get(s))))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bonfire_holds_21_sticks() {
        assert_eq!(Sticks::BONFIRE.total(), 21);
        assert_eq!(Sticks::BONFIRE.each().filter(|&s| s == Stick::Fire).count(), 5);
    }

    #[test]
    fn minus_refuses_what_is_not_there() {
        let hand = Sticks::new(1, 0, 2);
        assert_eq!(hand.minus(Sticks::one(Stick::Fire)), Some(Sticks::new(1, 0, 1)));
        assert_eq!(hand.minus(Sticks::one(Stick::Charcoal)), None);
        assert_eq!(hand.short_of(Sticks::new(1, 1, 3)), Some(Stick::Charcoal));
        assert_eq!(hand.short_of(Sticks::new(1, 0, 2)), None);
        assert!(hand.contains(Sticks::new(1, 0, 2)));
        assert_eq!(hand.plus(Sticks::one(Stick::Charcoal)), Sticks::new(1, 1, 2));
    }
}
