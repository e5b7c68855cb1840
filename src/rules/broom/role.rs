//! The ten role cards every player holds (spec "Components", the roles table): four witches, one per
//! land landscape; two druids with two landscapes each; three gatherers, one per potion colour; the
//! Weather Fairy. Which druid covers which landscapes and which gatherer gives which colour are
//! [reconstructed]; Fruit = purple is confirmed.

use super::map::{Landscape, Potion};
use serde::Serialize;

/// A role card (the same ten in every player's colour).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Role {
    ForestWitch,
    PrairieWitch,
    HillWitch,
    MountainWitch,
    ValleyDruid,
    PeakDruid,
    HerbGatherer,
    FruitGatherer,
    RootGatherer,
    WeatherFairy,
}

/// What a role does (its action, brave or cowardly, is in spec "Actions").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Moves a pawn into an adjacent area of this landscape (brave: then may deliver there).
    Witch(Landscape),
    /// Delivers from an area of one of these landscapes where the player's pawn stands.
    Druid([Landscape; 2]),
    /// Takes potions of this colour (brave: and a wand).
    Gatherer(Potion),
    /// Charms a cloud next to one of the player's pawns.
    Fairy,
}

impl Role {
    /// The ten roles in card order (1–10).
    pub const ALL: [Role; 10] = [
        Role::ForestWitch,
        Role::PrairieWitch,
        Role::HillWitch,
        Role::MountainWitch,
        Role::ValleyDruid,
        Role::PeakDruid,
        Role::HerbGatherer,
        Role::FruitGatherer,
        Role::RootGatherer,
        Role::WeatherFairy,
    ];

    /// Its place in [`Role::ALL`].
    pub fn index(self) -> usize {
        self as usize
    }

    /// What it does.
    pub fn kind(self) -> Kind {
        use Landscape::*;
        match self {
            Role::ForestWitch => Kind::Witch(Forest),
            Role::PrairieWitch => Kind::Witch(Prairie),
            Role::HillWitch => Kind::Witch(Hill),
            Role::MountainWitch => Kind::Witch(Mountain),
            Role::ValleyDruid => Kind::Druid([Forest, Prairie]),
            Role::PeakDruid => Kind::Druid([Hill, Mountain]),
            Role::HerbGatherer => Kind::Gatherer(Potion::Green),
            Role::FruitGatherer => Kind::Gatherer(Potion::Purple),
            Role::RootGatherer => Kind::Gatherer(Potion::Orange),
            Role::WeatherFairy => Kind::Fairy,
        }
    }
}

/// Brave (acts last, if nobody is braver after) or cowardly (acts at once).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum Stance {
    Brave,
    Cowardly,
}

/// A set of roles (a hand, the cards set aside, this round's bewitched roles), one bit per role.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Roles(pub u16);

impl Roles {
    /// All ten.
    pub const ALL: Roles = Roles((1 << 10) - 1);

    pub fn contains(self, r: Role) -> bool {
        self.0 >> r.index() & 1 == 1
    }

    pub fn with(self, r: Role) -> Roles {
        Roles(self.0 | 1 << r.index())
    }

    pub fn without(self, r: Role) -> Roles {
        Roles(self.0 & !(1 << r.index()))
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The roles in card order.
    pub fn iter(self) -> impl Iterator<Item = Role> {
        Role::ALL.into_iter().filter(move |&r| self.contains(r))
    }

    /// Every hand of `sizes` cards that can be chosen from all ten (spec "Engine notes" 1: 210 of
    /// exactly 4; 637 of 1–5 under More or Less).
    pub fn hands(sizes: std::ops::RangeInclusive<usize>) -> impl Iterator<Item = Roles> {
        (1..=Roles::ALL.0).map(Roles).filter(move |h| sizes.contains(&h.len()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn four_witches_two_druids_three_gatherers_and_a_fairy() {
        let kinds = Role::ALL.map(Role::kind);
        let count = |f: fn(&Kind) -> bool| kinds.iter().filter(|k| f(k)).count();
        assert_eq!(count(|k| matches!(k, Kind::Witch(_))), 4);
        assert_eq!(count(|k| matches!(k, Kind::Druid(_))), 2);
        assert_eq!(count(|k| matches!(k, Kind::Gatherer(_))), 3);
        assert_eq!(count(|k| matches!(k, Kind::Fairy)), 1);
        // Every land landscape has one witch and one druid; every colour one gatherer.
        for l in Landscape::LAND {
            assert_eq!(count_of(&kinds, |k| *k == Kind::Witch(l)), 1);
            assert_eq!(count_of(&kinds, |k| matches!(k, Kind::Druid(ls) if ls.contains(&l))), 1);
        }
        for c in Potion::ALL {
            assert_eq!(count_of(&kinds, |k| *k == Kind::Gatherer(c)), 1);
        }
        assert_eq!(Role::FruitGatherer.kind(), Kind::Gatherer(Potion::Purple), "confirmed by the sources");
    }

    fn count_of(kinds: &[Kind], f: impl Fn(&Kind) -> bool) -> usize {
        kinds.iter().filter(|k| f(k)).count()
    }

    #[test]
    fn hands_of_four_and_of_one_to_five() {
        assert_eq!(Roles::hands(4..=4).count(), 210);
        assert_eq!(Roles::hands(1..=5).count(), 637);
        let h = Roles::default().with(Role::HillWitch).with(Role::WeatherFairy);
        assert_eq!(h.iter().collect::<Vec<_>>(), [Role::HillWitch, Role::WeatherFairy]);
        assert_eq!(h.without(Role::HillWitch).len(), 1);
        assert!(!h.contains(Role::ForestWitch));
    }
}
