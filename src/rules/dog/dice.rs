//! The three colour dice (① A) and what a roll means: a triple is a happening (③ a), three different
//! faces a steal (③ b, [reconstructed]), a pair plus one lets the roller take 2 matching sticks from
//! the bonfire — or 1 when no 2 can be had.

use super::stick::{Stick, Sticks};
use crate::json::{Json, Tree};
use crate::rng::Rng;
use serde::Serialize;

/// Faces on each die (all three dice alike), counted by colour like sticks; they add up to 6.
/// [reconstructed] The rulebook's picture is lost: 2 faces of each colour by default.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(transparent)]
pub struct Faces(pub Sticks);

/// Kept as its counts of faces.
impl Tree for Faces {
    fn to_tree(&self) -> Json {
        self.0.to_tree()
    }
    fn from_tree(tree: &Json) -> Option<Faces> {
        Sticks::from_tree(tree).map(Faces)
    }
}

impl Default for Faces {
    fn default() -> Self {
        Faces(Sticks::new(2, 2, 2))
    }
}

impl Faces {
    /// Faces on a die.
    pub const PER_DIE: u8 = 6;

    /// True for dice a game can be played with: six faces in all, in at least two colours. With one
    /// colour every roll is a triple — a happening, then the same player rolls again — forever.
    pub fn is_valid(self) -> bool {
        let six = Stick::ALL.iter().map(|&s| u16::from(self.get(s))).sum::<u16>() == u16::from(Self::PER_DIE);
        six && self.colours().count() >= 2
    }

    /// Faces of this colour.
    pub fn get(self, stick: Stick) -> u8 {
        self.0.get(stick)
    }

    /// Sets the faces of this colour.
    pub fn set(&mut self, stick: Stick, n: u8) {
        self.0.set(stick, n);
    }

    /// The colours that can come up.
    pub fn colours(self) -> impl Iterator<Item = Stick> {
        Stick::ALL.into_iter().filter(move |&s| self.get(s) > 0)
    }

    /// The colour on face `n` (0 to 5), counting meat faces first, then charcoal, then fire.
    fn face(self, n: u8) -> Stick {
        let Sticks { meat, charcoal, .. } = self.0;
        if n < meat {
            Stick::Meat
        } else if n < meat + charcoal {
            Stick::Charcoal
        } else {
            Stick::Fire
        }
    }

    /// True when three dice with these faces can land as `dice`.
    pub fn can_show(self, dice: Dice) -> bool {
        dice.0.iter().all(|&s| self.get(s) > 0)
    }

    /// Rolls one die.
    pub fn roll(self, rng: &mut Rng) -> Stick {
        self.face(rng.below(u32::from(Self::PER_DIE)) as u8)
    }
}

/// The three dice as they landed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Dice(pub [Stick; 3]);

/// Kept as the three faces.
impl Tree for Dice {
    fn to_tree(&self) -> Json {
        self.0.to_tree()
    }
    fn from_tree(tree: &Json) -> Option<Dice> {
        Tree::from_tree(tree).map(Dice)
    }
}

/// What a roll calls for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Roll {
    /// All three alike: a happening for everyone, then the roller rolls again.
    Triple(Stick),
    /// Three different colours.
    AllDifferent,
    /// Two alike and one other: take sticks matching the dice.
    Pair,
}

impl Dice {
    /// Every way three dice with these faces can land, die by die.
    pub fn all(faces: Faces) -> Vec<Dice> {
        let colours: Vec<Stick> = faces.colours().collect();
        let mut all = Vec::with_capacity(colours.len().pow(3));
        for &a in &colours {
            for &b in &colours {
                for &c in &colours {
                    all.push(Dice([a, b, c]));
                }
            }
        }
        all
    }

    /// Three dice rolled with the stream in the game's state.
    pub fn roll(faces: Faces, rng: &mut Rng) -> Dice {
        Dice([faces.roll(rng), faces.roll(rng), faces.roll(rng)])
    }

    /// What this roll calls for.
    pub fn kind(self) -> Roll {
        let [a, b, c] = self.0;
        if a == b && b == c {
            Roll::Triple(a)
        } else if a != b && b != c && a != c {
            Roll::AllDifferent
        } else {
            Roll::Pair
        }
    }

    /// The sticks the roller may take from `bonfire`: any 2 matching 2 of the dice while some such 2
    /// are there (taking 2 is then compulsory); otherwise 1 matching stick; otherwise none (empty —
    /// which never happens mid-round, as the bonfire always has meat and charcoal then).
    pub fn takes(self, bonfire: Sticks) -> Vec<Sticks> {
        let [a, b, c] = self.0;
        let mut twos: Vec<Sticks> = Vec::with_capacity(3);
        for (x, y) in [(a, b), (a, c), (b, c)] {
            let two = Sticks::one(x).plus(Sticks::one(y));
            if bonfire.contains(two) && !twos.contains(&two) {
                twos.push(two);
            }
        }
        if !twos.is_empty() {
            return twos;
        }
        let mut ones: Vec<Sticks> = Vec::with_capacity(3);
        for one in self.0.map(Sticks::one) {
            if bonfire.contains(one) && !ones.contains(&one) {
                ones.push(one);
            }
        }
        ones
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use Stick::*;

    #[test]
    fn rolls_are_triples_all_different_or_a_pair() {
        assert_eq!(Dice([Fire, Fire, Fire]).kind(), Roll::Triple(Fire));
        assert_eq!(Dice([Meat, Fire, Charcoal]).kind(), Roll::AllDifferent);
        assert_eq!(Dice([Meat, Fire, Meat]).kind(), Roll::Pair);
    }

    #[test]
    fn meat_meat_fire_takes_meat_meat_or_meat_fire() {
        // The spec's example: meat, meat, fire → meat+meat or meat+fire.
        let takes = Dice([Meat, Meat, Fire]).takes(Sticks::BONFIRE);
        assert_eq!(takes, vec![Sticks::new(2, 0, 0), Sticks::new(1, 0, 1)]);
    }

    #[test]
    fn two_are_compulsory_while_any_two_can_be_had() {
        // One meat and one fire left: meat+fire is the only 2.
        assert_eq!(Dice([Meat, Meat, Fire]).takes(Sticks::new(1, 3, 1)), vec![Sticks::new(1, 0, 1)]);
        // One meat, no fire: no 2 match, so 1 meat.
        assert_eq!(Dice([Meat, Meat, Fire]).takes(Sticks::new(1, 3, 0)), vec![Sticks::new(1, 0, 0)]);
        // Nothing matching at all: nothing to take.
        assert!(Dice([Meat, Meat, Fire]).takes(Sticks::new(0, 3, 0)).is_empty());
    }

    #[test]
    fn every_face_combination_is_listed_once_and_a_missing_colour_never_comes_up() {
        assert_eq!(Dice::all(Faces::default()).len(), 27);
        let no_fire = Faces(Sticks::new(3, 3, 0));
        assert!(no_fire.is_valid());
        assert_eq!(Dice::all(no_fire).len(), 8);
        let mut rng = Rng::from_seed(3);
        assert!((0..200).all(|_| Dice::roll(no_fire, &mut rng).0.iter().all(|&s| s != Fire)));
        assert!(!Faces(Sticks::new(2, 2, 1)).is_valid());
    }
}
