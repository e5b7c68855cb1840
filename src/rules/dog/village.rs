//! A player's villagers and tamed dogs: feeding (② A), repelling an attack (② B) and what happens when
//! the villagers fall (③ c: all dogs go back, 2 villagers stand up again, then 1, then the player is
//! out — 負け抜け).

use super::stick::Sticks;
use serde::Serialize;

/// Villagers each player starts with.
pub const VILLAGERS: u8 = 3;

/// What happens to dogs that get past the villagers standing when the last of them falls.
/// [reconstructed] Lost by default: the spec reads the rulebook as no carry-over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Overflow {
    /// They are simply lost.
    #[default]
    Lost,
    /// They go on to knock down the villagers who stood up again.
    CarryOver,
}

/// How a player repels an attack: each 2 meat repel 1 dog, each fire + charcoal pair repels 1 dog.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
pub struct Repel {
    /// Pairs of meat used.
    pub meat_pairs: u8,
    /// Fire + charcoal pairs used.
    pub fire_pairs: u8,
}

crate::tree_names!(Overflow { Lost, CarryOver });
crate::tree_struct!(Repel { meat_pairs, fire_pairs });

impl Repel {
    /// Dogs this repels.
    pub fn dogs(self) -> u8 {
        self.meat_pairs + self.fire_pairs
    }

    /// The sticks it uses.
    pub fn sticks(self) -> Sticks {
        Sticks::new(self.meat_pairs * 2, self.fire_pairs, self.fire_pairs)
    }

    /// Every way to repel with `hand`, never more dogs than attack (one per meat held); the first is
    /// repelling nothing.
    pub fn options(hand: Sticks) -> Vec<Repel> {
        let attacking = hand.meat;
        let fire_pairs = hand.fire.min(hand.charcoal);
        let mut options = Vec::new();
        for meat_pairs in 0..=hand.meat / 2 {
            for fire_pairs in 0..=fire_pairs.min(attacking - meat_pairs) {
                options.push(Repel { meat_pairs, fire_pairs });
            }
        }
        options
    }

    /// The proposal: repel the most dogs, using fire + charcoal before meat (meat kept can still feed).
    pub fn best(hand: Sticks) -> Repel {
        let fire_pairs = hand.fire.min(hand.charcoal).min(hand.meat);
        let meat_pairs = (hand.meat / 2).min(hand.meat - fire_pairs);
        Repel { meat_pairs, fire_pairs }
    }
}

/// What an attack did to one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct Fall {
    /// Dogs that were not repelled.
    pub unrepelled: u8,
    /// Villagers knocked down.
    pub fell: u8,
    /// Tamed dogs that went back to the supply because the last villager fell.
    pub dogs_lost: u8,
    /// Villagers standing afterwards.
    pub standing: u8,
    /// True if the last villager fell and fewer stood up again (③ c).
    pub reset: bool,
    /// True if the player is out of the game.
    pub out: bool,
}

/// One player's villagers and dogs.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Village {
    /// Villagers standing now.
    pub standing: u8,
    /// How many stood at the start of this life: 3, then 2, then 1.
    pub life: u8,
    /// Dogs tamed.
    pub dogs: u8,
}

impl Default for Village {
    fn default() -> Self {
        Village { standing: VILLAGERS, life: VILLAGERS, dogs: 0 }
    }
}

impl Village {
    /// False once the last villager of the last life has fallen.
    pub fn in_game(self) -> bool {
        self.standing > 0
    }

    /// Each 2 meat tame 1 dog (an odd one is wasted); returns the meat used. `supply` is the dogs still
    /// in the box when it is limited, and goes down by the dogs tamed.
    pub fn feed(&mut self, meat: u8, supply: &mut Option<u8>) -> u8 {
        let mut tamed = meat / 2;
        if let Some(left) = supply {
            tamed = tamed.min(*left);
            *left -= tamed;
        }
        self.dogs += tamed;
        tamed * 2
    }

    /// `dogs` unrepelled dogs knock down one villager each; when the last one falls the tamed dogs go
    /// back to `supply` and one villager fewer stands up, or the player is out.
    pub fn knock_down(&mut self, dogs: u8, overflow: Overflow, supply: &mut Option<u8>) -> Fall {
        let mut fall =
            Fall { unrepelled: dogs, fell: 0, dogs_lost: 0, standing: self.standing, reset: false, out: false };
        let mut left = dogs;
        while left > 0 && self.standing > 0 {
            let now = left.min(self.standing);
            self.standing -= now;
            fall.fell += now;
            left -= now;
            if self.standing == 0 {
                fall.dogs_lost += self.dogs;
                if let Some(s) = supply {
                    *s += self.dogs;
                }
                self.dogs = 0;
                self.life -= 1;
                self.standing = self.life;
                fall.reset = self.life > 0;
                if overflow == Overflow::Lost {
                    break;
                }
            }
        }
        fall.standing = self.standing;
        fall.out = !self.in_game();
        fall
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rulebook_attack_example_five_meat_two_fire_pairs() {
        // ② B: 5 meat bring 5 dogs; 4 meat repel 2 and 2 fire+charcoal sets repel 2; 1 villager falls.
        let hand = Sticks::new(5, 2, 2);
        let repel = Repel::best(hand);
        assert_eq!(repel, Repel { meat_pairs: 2, fire_pairs: 2 });
        let mut v = Village::default();
        let fall = v.knock_down(hand.meat - repel.dogs(), Overflow::Lost, &mut None);
        assert_eq!((fall.fell, fall.standing, fall.out), (1, 2, false));
    }

    #[test]
    fn rulebook_feeding_example_five_meat_tame_two() {
        let mut v = Village::default();
        assert_eq!(v.feed(5, &mut None), 4, "4 of the 5 meat are used; the odd one is wasted");
        assert_eq!(v.dogs, 2);
    }

    #[test]
    fn a_limited_supply_tames_only_what_is_left() {
        let mut v = Village::default();
        let mut supply = Some(1);
        assert_eq!(v.feed(6, &mut supply), 2);
        assert_eq!((v.dogs, supply), (1, Some(0)));
    }

    #[test]
    fn the_last_villager_falling_loses_the_dogs_and_two_stand_up_then_one_then_out() {
        let mut v = Village { dogs: 4, ..Village::default() };
        let mut supply = Some(10);
        let fall = v.knock_down(5, Overflow::Lost, &mut supply);
        assert_eq!((fall.fell, fall.dogs_lost, fall.standing, fall.reset, fall.out), (3, 4, 2, true, false));
        assert_eq!((v.dogs, supply), (0, Some(14)));
        let fall = v.knock_down(2, Overflow::Lost, &mut supply);
        assert_eq!((fall.standing, v.life), (1, 1));
        let fall = v.knock_down(1, Overflow::Lost, &mut supply);
        assert!(fall.out && !v.in_game());
    }

    #[test]
    fn carried_over_dogs_knock_down_the_villagers_who_stood_up() {
        let mut v = Village::default();
        let fall = v.knock_down(4, Overflow::CarryOver, &mut None);
        assert_eq!((fall.fell, fall.standing), (4, 1));
        let mut w = Village::default();
        assert!(w.knock_down(6, Overflow::CarryOver, &mut None).out);
    }

    #[test]
    fn repel_options_never_exceed_the_dogs_or_the_sticks() {
        let hand = Sticks::new(3, 2, 1);
        let options = Repel::options(hand);
        assert_eq!(options[0], Repel::default());
        assert!(options.iter().all(|r| r.dogs() <= hand.meat && hand.contains(r.sticks())));
        assert!(options.contains(&Repel { meat_pairs: 1, fire_pairs: 1 }));
        assert!(options.contains(&Repel::best(hand)));
        assert_eq!(Repel::options(Sticks::new(1, 0, 3)), vec![Repel::default()], "1 meat, no charcoal: no choice");
    }
}
