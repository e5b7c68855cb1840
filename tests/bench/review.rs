//! Whether the review's marks can be trusted, natively, as one Markdown table
//! (`cargo bench --bench review -- [DEALS] [WORD]`): DEALS deals per game (default 24) that no test
//! uses, only the lines that name WORD (say `Broom`) when given. It never asserts.
//!
//! Four seats (two in M&ZEB-S): seat 0 is played by the Easy bot, or by random legal moves, and every
//! other seat by the Strong bot; each move of seat 0 and of seat 1 (a Strong seat) is judged as the
//! review judges a person's. Once more with seat 1 searching 8× the strong budget (all its trees' iterations, in one tree; seat 0 Strong).
//! The table gives, per game:
//! - the marks the judge puts on Strong moves, per game, and on the 8× seat's (a mark on a move the
//!   judge's own search would not have made is either a real slip or the judge's noise: the 8× seat
//!   slips less, so its marks say how much is noise);
//! - the points of win chance the review holds against a move, on average, for the Easy seat and for
//!   the Strong seat: a move's loss when it is beyond its own 95 % interval, none for a move the review
//!   calls "about the same" (and, beside it, the ratio of every loss as estimated, within its interval
//!   or not);
//! - the marks on random moves, in all the deals together (in Bremen, played together, a move is
//!   marked by the share of the band's chance it gave up too: `Judged::mark(true)`);
//! - in Bremen, of the deals the band lost with a random seat but won in two of three tries with a
//!   Strong bot in its place (lost by that seat's moves), those where that seat got a mark (such a
//!   deal must show it);
//! - the judge's time: per move (mean and slowest) and for the whole of one 5-player game judged.
//!
//! Deals are `3_000_000 + i`; the bots' seeds come from the deal, the move and the seat.

use rules::bierfest::Bierfest;
use rules::bots::review::judge;
use rules::bots::{choose, settle, BotGame, Level, Search};
use rules::bremen::Bremen;
use rules::broom::Broom;
use rules::dog::Dog;
use rules::mzebs::Mzebs;
use rules::rng::SearchRng;
use rules::PlayerId;
use std::time::Instant;

/// Who plays seat 0.
#[derive(Clone, Copy, PartialEq)]
enum First {
    Easy,
    Random,
    /// The Strong bot, as at every other seat (not judged: the deal's outcome without a weak seat).
    Strong,
}

/// How hard seat 1 searches.
#[derive(Clone, Copy, PartialEq)]
enum Second {
    Strong,
    /// 8× the strong budget.
    Deeper,
}

/// What one deal's judged moves came to.
#[derive(Default)]
struct Tally {
    /// Seat 0's and seat 1's judged moves, the tenths of win chance they lost as estimated, the
    /// tenths the review holds against them (beyond their interval), their marks.
    moves: [u32; 2],
    lost: [u64; 2],
    charged: [u64; 2],
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
            self.charged[s] += other.charged[s];
            self.marks[s] += other.marks[s];
        }
        self.judging += other.judging;
        self.slowest = self.slowest.max(other.slowest);
    }
}

/// Plays deal `deal` of `G` at `players` seats to its end, seat 0 as `first` says and seat 1 as
/// `second`, judging seats 0 and 1 (seat 1 only when seat 0 is Strong and seat 1 searches deeper;
/// neither when both are Strong), `together` when the table wins or loses together; `salt` varies
/// the bots' seeds.
fn play<G: BotGame>(players: u8, deal: u64, first: First, second: Second, together: bool, salt: u64) -> Tally {
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
            (1, _) if second == Second::Deeper => {
                let mut search = Search::new(&game, seat, seed);
                search.run_to_best(game.iterations_here(8 * G::TREES * G::STRONG));
                search.best()
            }
            _ => choose(&game, seat, Level::Strong, seed),
        };
        let judged_seat = match (first, second) {
            (First::Strong, Second::Strong) => false,
            (First::Strong, Second::Deeper) => seat.index() == 1,
            _ => seat.index() < 2,
        };
        if judged_seat {
            let started = Instant::now();
            let judged = judge(&game, seat, &action, moves);
            let took = started.elapsed().as_secs_f64();
            tally.judging += took;
            tally.slowest = tally.slowest.max(took);
            let s = seat.index();
            tally.moves[s] += 1;
            tally.lost[s] += u64::from(judged.lost());
            // A loss within its own interval the review calls "about the same", and holds nothing
            // against the move.
            tally.charged[s] += u64::from(judged.lost()) * u64::from(judged.lost() > judged.margin);
            tally.marks[s] += u32::from(judged.mark(together).is_some());
        }
        game.apply(seat, action).expect("a bot's move is legal");
        moves += 1;
    }
    tally.won = G::wins(&game.rewards())[0] >= 1.0;
    tally
}

/// The time to judge every move of one game of `players` seats played by Strong bots, in seconds.
fn whole_game<G: BotGame>(players: u8, deal: u64) -> f64 {
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
fn line<G: BotGame>(name: &str, players: u8, most: u8, deals: u64) {
    let words: Vec<String> = std::env::args().skip(1).filter(|a| a.parse::<u64>().is_err() && a != "--bench").collect();
    if !words.iter().all(|w| name.contains(w.as_str())) {
        return;
    }
    let together = name.starts_with("Bremen");
    let run = |first: First, second: Second| {
        let half = |from: u64| {
            move || {
                let (mut all, mut lost, mut lost_marked) = (Tally::default(), 0, 0);
                for deal in (from..deals).step_by(2) {
                    let tally = play::<G>(players, 3_000_000 + deal, first, second, together, 0);
                    // A deal the band lost with the random seat and won in two of three tries with a
                    // Strong bot in its place was lost by that seat's moves (Bremen is played together).
                    let strong_wins = || {
                        (0..3)
                            .filter(|&salt| {
                                play::<G>(players, 3_000_000 + deal, First::Strong, Second::Strong, together, salt).won
                            })
                            .count()
                    };
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
    let (easy, _, _) = run(First::Easy, Second::Strong);
    let (random, lost, lost_marked) = run(First::Random, Second::Strong);
    let (deeper, _, _) = run(First::Strong, Second::Deeper);
    // Points of win chance per move, by the review's charge or as estimated.
    let per_move = |tenths: u64, moves: u32| tenths as f64 / 10.0 / f64::from(moves.max(1));
    let (strong_moves, strong_marks) = (easy.moves[1] + random.moves[1], easy.marks[1] + random.marks[1]);
    let easy_charged = per_move(easy.charged[0], easy.moves[0]);
    let strong_charged = per_move(easy.charged[1] + random.charged[1], strong_moves);
    let raw_ratio =
        per_move(easy.lost[0], easy.moves[0]) / per_move(easy.lost[1] + random.lost[1], strong_moves).max(0.01);
    let judged = easy.moves[0] + easy.moves[1] + random.moves[0] + random.moves[1] + deeper.moves[1];
    let bremen = match together {
        true => format!("{lost_marked} of {lost}"),
        false => "–".to_string(),
    };
    let whole = whole_game::<G>(most, 3_900_000);
    println!(
        "| {name} | {:.2} ({strong_marks} in {strong_moves} moves) | {:.2} ({} in {} moves), loss {:.2} | {easy_charged:.2} | {strong_charged:.2} | {:.2}× ({raw_ratio:.1}×) | {} in {} moves | {bremen} | {:.0} ms, slowest {:.0} | {whole:.1} s |",
        f64::from(strong_marks) / (2 * deals) as f64,
        f64::from(deeper.marks[1]) / deals as f64,
        deeper.marks[1],
        deeper.moves[1],
        per_move(deeper.charged[1], deeper.moves[1]),
        easy_charged / strong_charged.max(0.01),
        random.marks[0],
        random.moves[0],
        1000.0 * (easy.judging + random.judging + deeper.judging) / f64::from(judged.max(1)),
        1000.0 * easy.slowest.max(random.slowest).max(deeper.slowest),
    );
}

fn main() {
    let deals = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(24);
    println!("{deals} deals per game, each with an Easy seat 0, a random one, and a seat 1 at 8× the strong budget (seeds 3000000 on)\n");
    println!(
        "| game | Strong seat: marks per game | 8× Strong seat: marks per game, loss per move | Easy seat: loss per move | Strong seat: loss per move | Easy ÷ Strong (every loss as estimated) | random seat: marks | Bremen: deals lost by the random seat with a mark on it | judge: time per move | a whole game judged (most seats) |"
    );
    println!("|---|---|---|---|---|---|---|---|---|---|");
    line::<Bremen>("Bremen", 4, 4, deals);
    line::<Dog>("Here Comes the Dog", 4, 4, deals);
    line::<Bierfest>("Willkommen, Bierfest!", 4, 5, deals);
    line::<Mzebs>("M&ZEB-S", 2, 2, deals);
    line::<Broom>("Broom Service", 4, 5, deals);
}
