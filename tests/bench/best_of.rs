//! The timing loop every game's benchmark shares: a one-second warm-up, then the best of five one-second
//! runs.

use std::time::Instant;

/// Games per second on one core: `play(seed)` plays one game; best of 5 × 1 s after a 1 s warm-up.
pub fn games_per_second(mut play: impl FnMut(u64)) -> f64 {
    let warm = Instant::now();
    (0..).take_while(|_| warm.elapsed().as_secs_f64() < 1.0).for_each(&mut play);
    let mut best = 0.0f64;
    let mut seed = 0u64;
    for _ in 0..5 {
        let start = Instant::now();
        let mut games = 0u64;
        while start.elapsed().as_secs_f64() < 1.0 {
            for _ in 0..1000 {
                play(seed);
                seed += 1;
            }
            games += 1000;
        }
        best = best.max(games as f64 / start.elapsed().as_secs_f64());
    }
    best
}
