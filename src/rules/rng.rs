//! The seeded, portable random streams: the one kept inside each game's state, and a bot search's.
//!
//! A game's stream is ChaCha8: the same on every platform (native tests, wasm in the browser), and
//! the shuffle below is ours rather than a library's, so a seed means the same deal forever: a bug
//! report or a saved game is "options + seed + actions". A bot's search draws hundreds of numbers an
//! iteration from a stream of its own, SplitMix64 (Steele, Lea & Flood 2014): as portable, and in the
//! browser's wasm, which has no vector unit for ChaCha, several times cheaper a number. No game ever
//! holds one: a sampled world's stream, forked from the search's, is a game's again.

pub use rand_chacha::rand_core::RngCore;
use rand_chacha::rand_core::{impls, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// A deterministic random stream: a resumed game replays its actions from the seed, so it continues
/// the same way, and a search from the same seed makes the same move. `S` is the generator beneath:
/// a game's ChaCha8 unless named.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Rng<S = ChaCha8Rng>(S);

/// A bot search's stream.
pub type SearchRng = Rng<SplitMix64>;

impl Rng {
    /// A game's stream for this seed.
    pub fn from_seed(seed: u64) -> Self {
        Rng(ChaCha8Rng::seed_from_u64(seed))
    }
}

impl SearchRng {
    /// A search's stream for this seed.
    pub fn for_search(seed: u64) -> Self {
        Rng(SplitMix64(seed))
    }
}

impl<S: RngCore> Rng<S> {
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

    /// A game's stream drawn from this one: a bot's sampled world gets its own future dice and
    /// shuffles.
    pub fn fork(&mut self) -> Rng {
        Rng::from_seed(self.0.next_u64())
    }

    /// Shuffles `items` uniformly (Fisher–Yates).
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u32 + 1) as usize;
            items.swap(i, j);
        }
    }
}

/// SplitMix64's state: each number adds the golden-ratio step and mixes the sum.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SplitMix64(u64);

impl RngCore for SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// The high half, the better mixed.
    fn next_u32(&mut self) -> u32 {
        (self.next_u64() >> 32) as u32
    }

    fn fill_bytes(&mut self, dst: &mut [u8]) {
        impls::fill_bytes_via_next(self, dst)
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

    #[test]
    fn the_search_stream_is_splitmix64_and_forks_a_game_stream() {
        // The reference generator's first numbers from state 0 (Steele, Lea & Flood; Vigna's C code).
        let mut r = SearchRng::for_search(0);
        assert_eq!((r.0.next_u64(), r.0.next_u64()), (0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4));
        let mut search = SearchRng::for_search(9);
        let mut reference = SplitMix64(9);
        assert_eq!(search.fork(), Rng::from_seed(reference.next_u64()), "a world's stream is a game's, seeded");
        assert_eq!(search.below(1 << 20), ((u64::from(reference.next_u32()) << 20) >> 32) as u32);
    }
}
