//! Resources (seed "ゲームのセットアップ": potions and wands together are "resources"): the three potion
//! colours and the wand. The supply never runs out (seed), so only what players hold is counted. At the
//! end a set of 4 different kinds scores 4 VP and a set of 3 scores 2 (seed "ゲームの終了").

use super::map::Potion;
use serde::Serialize;

/// A kind of resource.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Resource {
    Green,
    Purple,
    Orange,
    Wand,
}

impl Resource {
    /// The four kinds, potions first.
    pub const ALL: [Resource; 4] = [Resource::Green, Resource::Purple, Resource::Orange, Resource::Wand];

    /// The resource that is a potion of this colour.
    pub fn potion(colour: Potion) -> Resource {
        Resource::ALL[colour as usize]
    }
}

/// How many of each kind someone holds (green, purple, orange, wands).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Stock(pub [u8; 4]);

impl Stock {
    pub fn of(self, r: Resource) -> u8 {
        self.0[r as usize]
    }

    pub fn add(&mut self, r: Resource, n: u8) {
        self.0[r as usize] += n;
    }

    /// This with `n` more of a kind.
    pub fn plus(mut self, r: Resource, n: u8) -> Stock {
        self.add(r, n);
        self
    }

    /// Removes `n` of a kind the holder has (callers check first).
    pub fn remove(&mut self, r: Resource, n: u8) {
        self.0[r as usize] -= n;
    }

    /// Every resource, of whatever kind.
    pub fn total(self) -> u32 {
        self.0.iter().map(|&n| u32::from(n)).sum()
    }

    /// True when `part` takes no more of any kind than this holds.
    pub fn covers(self, part: Stock) -> bool {
        self.0.iter().zip(part.0).all(|(&have, want)| have >= want)
    }

    /// Adds every kind of `other`.
    pub fn put(&mut self, other: Stock) {
        for r in Resource::ALL {
            self.add(r, other.of(r));
        }
    }

    /// Removes every kind of `part` (which this covers).
    pub fn take(&mut self, part: Stock) {
        for r in Resource::ALL {
            self.remove(r, part.of(r));
        }
    }

    /// The end-of-game VP for what is left (spec "End of game" 2): as many sets of 4 kinds as
    /// possible (4 VP), then of 3 kinds (2 VP); that is 2 × (smallest + second-smallest count).
    pub fn sets_vp(self) -> u32 {
        let c = self.0.map(u32::from);
        let least = (0..4).fold(0, |m, i| if c[i] < c[m] { i } else { m });
        let second = (0..4).filter(|&i| i != least).map(|i| c[i]).min().unwrap_or(0);
        2 * (c[least] + second)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The best grouping into sets of 4 and of 3 different kinds, by trying every number of each.
    fn brute_force(s: Stock) -> u32 {
        let mut best = 0;
        for fours in 0..=6u8 {
            for threes in 0..=24u8 {
                best = best.max(fits(s, fours, threes).unwrap_or(0));
            }
        }
        best
    }

    /// The VP of `fours` full sets and `threes` sets of three, if the counts allow them (each three
    /// leaves out the kind with the fewest left, greedily, which is optimal for a fixed number).
    fn fits(s: Stock, fours: u8, threes: u8) -> Option<u32> {
        let mut left = s.0.map(|n| n.checked_sub(fours));
        let mut counts = [0u8; 4];
        for (c, l) in counts.iter_mut().zip(&mut left) {
            *c = (*l)?;
        }
        for _ in 0..threes {
            let skip = (0..4).min_by_key(|&i| counts[i]).unwrap();
            for (i, c) in counts.iter_mut().enumerate() {
                if i != skip {
                    *c = c.checked_sub(1)?;
                }
            }
        }
        Some(4 * u32::from(fours) + 2 * u32::from(threes))
    }

    #[test]
    fn leftover_sets_score_twice_the_two_smallest_counts() {
        // Spec scenario 17 and the spec's examples (green, purple, orange, wands).
        for (s, vp) in [([3, 1, 1, 1], 4), ([2, 2, 2, 0], 4), ([2, 2, 2, 1], 6), ([5, 0, 0, 0], 0), ([1, 1, 0, 1], 2)] {
            assert_eq!(Stock(s).sets_vp(), vp, "{s:?}");
        }
        // The formula is the best grouping for every count 0–6 (spec: checked by brute force).
        for n in 0..7u32.pow(4) {
            let s = Stock([0, 1, 2, 3].map(|i| (n / 7u32.pow(i) % 7) as u8));
            assert_eq!(s.sets_vp(), brute_force(s), "{s:?}");
        }
    }
}
