//! The seeded, portable random source kept inside each game's state.
//!
//! ChaCha8 gives the same stream on every platform (native tests, wasm in the browser), and the
//! shuffle below is ours rather than a library's, so a seed means the same deal forever: a bug report
//! or a saved game is "options + seed + actions".

use rand_chacha::rand_core::{RngCore, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A deterministic random stream: a resumed game replays its actions from the seed, so it continues
/// the same way.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng(ChaCha8Rng);

impl Rng {
    /// The stream for this seed.
    pub fn from_seed(seed: u64) -> Self {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }

    /// A uniform number in `0..n`, unbiased (Lemire's multiply-and-shift: the rare draws that would
    /// favour some values are rejected). `n` must be at least 1.
    pub fn below(&mut self, n: u32) -> u32 {
        debug_assert!(n > 0, "below(0) has no value to return");
        let mut wide = u64::from(self.0.next_u32()) * u64::from(n);
        if (wide as u32) < n {
            let threshold = n.wrapping_neg() % n;
            while (wide as u32) < threshold {
                wide = u64::from(self.0.next_u32()) * u64::from(n);
            }
        }
        (wide >> 32) as u32
    }

    /// A new stream drawn from this one: a bot's sampled world gets its own future dice and shuffles.
    pub fn fork(&mut self) -> Rng {
        Rng(ChaCha8Rng::seed_from_u64(self.0.next_u64()))
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_stream_and_different_seed_differs() {
        let draw = |seed| {
            let mut r = Rng::from_seed(seed);
            (0..20).map(|_| r.below(1000)).collect::<Vec<_>>()
        };
        assert_eq!(draw(7), draw(7));
        assert_ne!(draw(7), draw(8));
    }

    #[test]
    fn below_stays_in_range_and_reaches_every_value() {
        let mut r = Rng::from_seed(1);
        let mut seen = [0u32; 6];
        for _ in 0..6000 {
            seen[r.below(6) as usize] += 1;
        }
        // Each face expects 1000; a fair die lands well inside 850..1150 at this sample size.
        assert!(seen.iter().all(|&c| (850..1150).contains(&c)), "{seen:?}");
    }

    #[test]
    fn shuffle_is_a_permutation_and_the_same_seed_gives_the_same_stream() {
        let mut r = Rng::from_seed(42);
        let mut v: Vec<u8> = (0..52).collect();
        r.shuffle(&mut v);
        let mut sorted = v.clone();
        sorted.sort();
        assert_eq!(sorted, (0..52).collect::<Vec<u8>>());
        assert_ne!(v, sorted, "a 52-card shuffle left the deck in order");

        let mut again = Rng::from_seed(42);
        let mut w: Vec<u8> = (0..52).collect();
        again.shuffle(&mut w);
        assert_eq!((w, again.below(1_000_000)), (v, r.below(1_000_000)));
    }
}
