//! How long the review of a finished game takes, natively (`cargo bench --bench review`): a game of
//! normal bots per line, every move judged as if a person had made it, the time per move and the
//! whole, and what the judge said (marks, and the win chance's range). It never asserts a timing; the
//! browser's at 4× CPU is `scripts/measure`'s.
//!
//! `cargo bench --bench review -- WORD` runs only the lines that name WORD (say `Bierfest`).

use hotseat::bots::review::{judge, Mark};
use hotseat::bots::{choose, settle, BotGame, Level};
use hotseat::rules::bierfest::values::CardValues;
use hotseat::rules::bierfest::{Bierfest, BierfestOptions};
use hotseat::rules::bremen::{Bremen, BremenOptions};
use hotseat::rules::broom::options::BroomOptions;
use hotseat::rules::broom::Broom;
use hotseat::rules::dog::{Dog, DogOptions};
use hotseat::rules::mzebs::{Mzebs, MzebsOptions};
use hotseat::rules::{Game, PlayerId};
use std::time::Instant;

/// Plays `game` to its end with normal bots, judging each move; prints one line for it.
fn review<G: BotGame>(what: &str, mut game: G) {
    if !std::env::args().skip(1).filter(|a| a != "--bench").all(|word| what.contains(&word)) {
        return;
    }
    let (mut judged, mut slowest, mut marks, mut low, mut high) = (0u32, 0f64, [0u32; 3], u16::MAX, 0u16);
    let started = Instant::now();
    let mut moves = 0;
    while let Some(seat) = settle(&mut game) {
        let action = choose(&game, seat, Level::Normal, 77 ^ (moves as u64) << 8);
        let one = Instant::now();
        let j = judge(&game, seat, &action, moves);
        slowest = slowest.max(one.elapsed().as_secs_f64());
        judged += 1;
        (low, high) = (low.min(j.after), high.max(j.before));
        if let Some(mark) = Mark::of(j.lost()) {
            marks[mark as usize] += 1;
        }
        game.apply(seat, action).expect("a bot's move is legal");
        moves += 1;
    }
    let all = started.elapsed().as_secs_f64();
    println!(
        "{what:<28} {judged:4} moves  {:6.1} s  ({:5.1} ms a move, slowest {:5.1} ms)  marks {marks:?}  chances {:.1}–{:.1} %",
        all,
        1000.0 * all / f64::from(judged),
        1000.0 * slowest,
        f64::from(low) / 10.0,
        f64::from(high) / 10.0
    );
}

fn main() {
    review("Bremen 4p", Bremen::new(BremenOptions { players: 4, ..BremenOptions::default() }, 3).expect("valid"));
    review("Here Comes the Dog 4p", Dog::new(DogOptions { players: 4, ..DogOptions::default() }, 3).expect("valid"));
    let bierfest = BierfestOptions { players: 5, first: PlayerId::new(0), values: CardValues::default() };
    review("Bierfest 5p", Bierfest::new(bierfest, 3).expect("valid"));
    review("M&ZEB-S", Mzebs::new(MzebsOptions::default(), 3).expect("valid"));
    review("Broom Service 5p", Broom::new(BroomOptions { players: 5, ..BroomOptions::default() }, 3).expect("valid"));
}
