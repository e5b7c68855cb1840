//! Whether the review's marks can be trusted, natively, as one Markdown table
//! (`cargo bench --bench review -- [DEALS] [WORD]`): DEALS deals per game (default 12) that no test
//! uses, only the lines that name WORD (say `Broom`) when given. It never asserts.
//!
//! Four seats (two in M&ZEB-S): seat 0 is played by the Easy bot, or by random legal moves, and every
//! other seat by the Strong bot; each move of seat 0 and of seat 1 (a Strong seat) is judged as the
//! review judges a person's. The table gives, per game:
//! - the marks the judge puts on Strong moves, per game (the Strong bot's moves are the best the app
//!   knows: each mark on them is the judge's noise);
//! - the points of win chance a move lost, on average, for the Easy seat and for the Strong seat;
//! - the marks on random moves, in all the deals together;
//! - in Bremen, of the deals the band lost with a random seat but won in two of three tries with a
//!   Strong bot in its place (lost by that seat's moves), those where that seat got a mark (such a
//!   deal must show it);
//! - the judge's time: per move (mean and slowest) and for the whole of one 5-player game judged.
//!
//! Deals are `3_000_000 + i`; the bots' seeds come from the deal, the move and the seat.

use hotseat::bots::review::judge;
use hotseat::bots::{choose, settle, BotGame, Level};
use hotseat::rules::bierfest::Bierfest;
use hotseat::rules::bremen::Bremen;
use hotseat::rules::broom::Broom;
use hotseat::rules::dog::Dog;
use hotseat::rules::mzebs::Mzebs;
use hotseat::rules::rng::SearchRng;
use hotseat::rules::PlayerId;
use hotseat::ui::table::Seated;
use std::time::Instant;

/// Who plays seat 0.
#[derive(Clone, Copy, PartialEq)]
enum First {
    Easy,
    Random,
    /// The Strong bot, as at every other seat (not judged: the deal's outcome without a weak seat).
    Strong,
}

/// What one deal's judged moves came to.
#[derive(Default)]
struct Tally {
    /// Seat 0's and seat 1's judged moves, the tenths of win chance they lost, their marks.
    moves: [u32; 2],
    lost: [u64; 2],
    marks: [u32; 2],
    /// The deal was won (by seat 0, or in Bremen by the band).
    won: bool,
    /// Seconds spent judging, and the slowest move's.
    judging: f64,
    slowest: f64,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        for s in 0..2 {
            self.moves[s] += other.moves[s];
            self.lost[s] += other.lost[s];
            self.marks[s] += other.marks[s];
        }
        self.judging += other.judging;
        self.slowest = self.slowest.max(other.slowest);
    }
}

/// Plays deal `deal` of `G` at `players` seats to its end, seat 0 as `first` says, judging seats 0
/// and 1 (unless all are Strong); `salt` varies the bots' seeds.
fn play<G: BotGame + Seated>(players: u8, deal: u64, first: First, salt: u64) -> Tally {
    let mut game = G::new(G::options_for(players, PlayerId::new(0)), deal).expect("valid options");
    let mut random = SearchRng::for_search(deal ^ 0xD1CE);
    let mut tally = Tally::default();
    let mut moves = 0;
    while let Some(seat) = settle(&mut game) {
        let seed = deal ^ (moves as u64) << 20 ^ salt << 40 ^ (seat.index() as u64) << 56;
        let action = match (seat.index(), first) {
            (0, First::Easy) => choose(&game, seat, Level::Easy, seed),
            (0, First::Random) => {
                let mut legal = game.legal_actions(seat);
                legal.swap_remove(random.below(legal.len() as u32) as usize)
            }
            _ => choose(&game, seat, Level::Strong, seed),
        };
        if seat.index() < 2 && first != First::Strong {
            let started = Instant::now();
            let judged = judge(&game, seat, &action, moves);
            let took = started.elapsed().as_secs_f64();
            tally.judging += took;
            tally.slowest = tally.slowest.max(took);
            let s = seat.index();
            tally.moves[s] += 1;
            tally.lost[s] += u64::from(judged.lost());
            tally.marks[s] += u32::from(judged.mark().is_some());
        }
        game.apply(seat, action).expect("a bot's move is legal");
        moves += 1;
    }
    tally.won = G::wins(&game.rewards())[0] >= 1.0;
    tally
}

/// The time to judge every move of one game of `players` seats played by Strong bots, in seconds.
fn whole_game<G: BotGame + Seated>(players: u8, deal: u64) -> f64 {
    let mut game = G::new(G::options_for(players, PlayerId::new(0)), deal).expect("valid options");
    let (mut moves, mut judging) = (0, 0.0);
    while let Some(seat) = settle(&mut game) {
        let action = choose(&game, seat, Level::Strong, deal ^ (moves as u64) << 20);
        let started = Instant::now();
        judge(&game, seat, &action, moves);
        judging += started.elapsed().as_secs_f64();
        game.apply(seat, action).expect("a bot's move is legal");
        moves += 1;
    }
    judging
}

/// One line of the table for `G` at `players` seats, over `deals` deals shared out between two
/// threads, with the time to judge a whole game at its `most` seats.
fn line<G: BotGame + Seated>(name: &str, players: u8, most: u8, deals: u64) {
    let words: Vec<String> = std::env::args().skip(1).filter(|a| a.parse::<u64>().is_err() && a != "--bench").collect();
    if !words.iter().all(|w| name.contains(w.as_str())) {
        return;
    }
    let together = name.starts_with("Bremen");
    let run = |first: First| {
        let half = |from: u64| {
            move || {
                let (mut all, mut lost, mut lost_marked) = (Tally::default(), 0, 0);
                for deal in (from..deals).step_by(2) {
                    let tally = play::<G>(players, 3_000_000 + deal, first, 0);
                    // A deal the band lost with the random seat and won in two of three tries with a
                    // Strong bot in its place was lost by that seat's moves (Bremen is played together).
                    let strong_wins =
                        || (0..3).filter(|&salt| play::<G>(players, 3_000_000 + deal, First::Strong, salt).won).count();
                    if together && first == First::Random && !tally.won && strong_wins() >= 2 {
                        lost += 1;
                        lost_marked += u32::from(tally.marks[0] > 0);
                    }
                    all.add(tally);
                }
                (all, lost, lost_marked)
            }
        };
        let (a, b) = std::thread::scope(|s| {
            let a = s.spawn(half(0));
            let b = half(1)();
            (a.join().expect("a deal played"), b)
        });
        let mut all = a.0;
        all.add(b.0);
        (all, a.1 + b.1, a.2 + b.2)
    };
    let (easy, _, _) = run(First::Easy);
    let (random, lost, lost_marked) = run(First::Random);
    let mean = |t: &Tally, s: usize| t.lost[s] as f64 / 10.0 / f64::from(t.moves[s].max(1));
    let (strong_moves, strong_marks) = (easy.moves[1] + random.moves[1], easy.marks[1] + random.marks[1]);
    let judged = easy.moves[0] + easy.moves[1] + random.moves[0] + random.moves[1];
    let bremen = match together {
        true => format!("{lost_marked} of {lost}"),
        false => "–".to_string(),
    };
    let whole = whole_game::<G>(most, 3_900_000);
    println!(
        "| {name} | {:.2} ({strong_marks} in {strong_moves} moves) | {:.1} | {:.1} | {:.1}× | {} in {} moves | {bremen} | {:.0} ms, slowest {:.0} | {whole:.1} s |",
        f64::from(strong_marks) / (2 * deals) as f64,
        mean(&easy, 0),
        (mean(&easy, 1) * f64::from(easy.moves[1]) + mean(&random, 1) * f64::from(random.moves[1]))
            / f64::from(strong_moves.max(1)),
        mean(&easy, 0) / ((easy.lost[1] + random.lost[1]) as f64 / 10.0 / f64::from(strong_moves.max(1))).max(0.01),
        random.marks[0],
        random.moves[0],
        1000.0 * (easy.judging + random.judging) / f64::from(judged.max(1)),
        1000.0 * easy.slowest.max(random.slowest),
    );
}

fn main() {
    let deals = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(12);
    println!("{deals} deals per game, each once with an Easy seat 0 and once with a random one (seeds 3000000 on)\n");
    println!(
        "| game | Strong seat: marks per game | Easy seat: loss per move | Strong seat: loss per move | Easy ÷ Strong | random seat: marks | Bremen: deals lost by the random seat with a mark on it | judge: time per move | a whole game judged (most seats) |"
    );
    println!("|---|---|---|---|---|---|---|---|---|");
    line::<Bremen>("Bremen", 4, 4, deals);
    line::<Dog>("Here Comes the Dog", 4, 4, deals);
    line::<Bierfest>("Willkommen, Bierfest!", 4, 5, deals);
    line::<Mzebs>("M&ZEB-S", 2, 2, deals);
    line::<Broom>("Broom Service", 4, 5, deals);
}
