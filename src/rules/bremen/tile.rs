//! Bremen's 52 tiles (rulebook 内容物): four animals — chicken, donkey, dog, cat — numbered 1 to 13.
//! With 3 players every animal's 1, 2 and 3 go back in the box (ゲームの準備), leaving 40.

use crate::json::{field, object, Json, Tree};
use serde::Serialize;

/// One of the four animals on the tiles, in the order hands are sorted.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Animal {
    /// ニワトリ: trump — any chicken beats every other animal.
    Chicken,
    /// ロバ: its 1 (4 players) or 4/5 (3 players) picks the first leader.
    Donkey,
    /// イヌ
    Dog,
    /// ネコ
    Cat,
}

impl Animal {
    /// Every animal, in hand order.
    pub const ALL: [Animal; 4] = [Animal::Chicken, Animal::Donkey, Animal::Dog, Animal::Cat];

    const fn index(self) -> u8 {
        self as u8
    }
}

/// The highest number on a tile.
pub const MAX_NUMBER: u8 = 13;

/// A tile: an animal and a number from 1 to 13.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Tile {
    animal: Animal,
    number: u8,
}

crate::tree_names!(Animal { Chicken, Donkey, Dog, Cat });

/// Kept as its animal and number; a tile that does not exist is refused.
impl Tree for Tile {
    fn to_tree(&self) -> Json {
        object(vec![("animal", self.animal.to_tree()), ("number", self.number.to_tree())])
    }
    fn from_tree(tree: &Json) -> Option<Tile> {
        Tile::new(field(tree, "animal")?, field(tree, "number")?)
    }
}

impl Tile {
    /// The tile with this animal and number, if such a tile exists (1 to 13).
    pub const fn new(animal: Animal, number: u8) -> Option<Tile> {
        if number >= 1 && number <= MAX_NUMBER {
            Some(Tile { animal, number })
        } else {
            None
        }
    }

    /// The animal on the tile.
    pub const fn animal(self) -> Animal {
        self.animal
    }

    /// The number on the tile, 1 to 13.
    pub const fn number(self) -> u8 {
        self.number
    }

    /// Bit position in a [`TileSet`]: animals in hand order, numbers ascending within each.
    const fn bit(self) -> u32 {
        (self.animal.index() * MAX_NUMBER + self.number - 1) as u32
    }

    const fn from_bit(bit: u32) -> Tile {
        let animal = Animal::ALL[(bit / MAX_NUMBER as u32) as usize];
        Tile { animal, number: (bit % MAX_NUMBER as u32) as u8 + 1 }
    }
}

/// A set of tiles (a hand, a deck), iterated in hand order: by animal, then by number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct TileSet(u64);

impl TileSet {
    /// No tiles.
    pub const EMPTY: TileSet = TileSet(0);

    /// The tiles in play for a table of `players`: all 52 for 4, without the 1s, 2s and 3s for 3.
    pub fn for_players(players: u8) -> TileSet {
        let lowest = if players == 3 { 4 } else { 1 };
        Animal::ALL.iter().flat_map(|&a| (lowest..=MAX_NUMBER).filter_map(move |n| Tile::new(a, n))).collect()
    }

    /// Every tile of one animal in this set.
    pub fn of_animal(self, animal: Animal) -> TileSet {
        let row = ((1u64 << MAX_NUMBER) - 1) << (animal.index() * MAX_NUMBER);
        TileSet(self.0 & row)
    }

    /// True when the tile is in the set.
    pub const fn contains(self, tile: Tile) -> bool {
        self.0 & (1 << tile.bit()) != 0
    }

    /// Adds a tile.
    pub fn insert(&mut self, tile: Tile) {
        self.0 |= 1 << tile.bit();
    }

    /// Removes a tile.
    pub fn remove(&mut self, tile: Tile) {
        self.0 &= !(1 << tile.bit());
    }

    /// How many tiles are in the set.
    pub const fn len(self) -> u8 {
        self.0.count_ones() as u8
    }

    /// True when the set has no tiles.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The tiles in hand order.
    pub fn iter(self) -> Tiles {
        Tiles(self.0)
    }

    /// The tiles in hand order, as a list.
    pub fn to_vec(self) -> Vec<Tile> {
        self.iter().collect()
    }
}

/// The tiles of a [`TileSet`] in hand order (knows its length, so collecting allocates once).
pub struct Tiles(u64);

impl Iterator for Tiles {
    type Item = Tile;

    fn next(&mut self) -> Option<Tile> {
        (self.0 != 0).then(|| {
            let bit = self.0.trailing_zeros();
            self.0 &= self.0 - 1;
            Tile::from_bit(bit)
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = self.0.count_ones() as usize;
        (n, Some(n))
    }
}

impl ExactSizeIterator for Tiles {}

impl FromIterator<Tile> for TileSet {
    fn from_iter<I: IntoIterator<Item = Tile>>(iter: I) -> Self {
        let mut set = TileSet::EMPTY;
        for t in iter {
            set.insert(t);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tile_numbers_are_checked() {
        assert!(Tile::new(Animal::Dog, 0).is_none());
        assert!(Tile::new(Animal::Dog, 14).is_none());
        assert_eq!(Tile::new(Animal::Dog, 13).map(Tile::number), Some(13));
        assert!(crate::json::from_str::<Tile>(r#"{"animal":"Cat","number":14}"#).is_err());
    }

    #[test]
    fn sets_for_three_and_four_players() {
        assert_eq!(TileSet::for_players(4).len(), 52);
        let three = TileSet::for_players(3);
        assert_eq!(three.len(), 40);
        assert!(three.iter().all(|t| t.number() >= 4));
        assert_eq!(three.of_animal(Animal::Chicken).len(), 10);
    }

    #[test]
    fn iteration_is_hand_order_and_roundtrips_bits() {
        let all = TileSet::for_players(4).to_vec();
        let mut sorted = all.clone();
        sorted.sort();
        assert_eq!(all, sorted);
        assert_eq!(all[0], Tile::new(Animal::Chicken, 1).unwrap());
        assert_eq!(all[51], Tile::new(Animal::Cat, 13).unwrap());
        assert!(all.iter().all(|t| Tile::from_bit(t.bit()) == *t));
    }
}
