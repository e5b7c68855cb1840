//! How strong each bot level is, natively, as one Markdown table (`shared/bots.md` §5):
//! `cargo bench --bench strength -- DEALS [WORD]` plays DEALS deals per line (default 400), only the
//! lines that name WORD (say `Dog`) when given. It never asserts.
//!
//! - **Levels in order**: one seat at a level against every other seat one level down (Strong
//!   against Normal, Normal against Easy). The tested seat moves round the table deal by deal, so no
//!   seat keeps the first player's edge. Its win rate (a shared first place counts its share) is given
//!   with its 95 % interval (1.96 standard errors), beside the fair share, 1 / players.
//! - **What the budget leaves**: one seat searching 8× the strong budget (all its trees' iterations,
//!   in one tree) against Strong bots (a quarter of DEALS: each of its moves costs eight strong ones).
//! - **Bremen** is won or lost by the whole band: the band's win rate with every seat at one level,
//!   and at 8× the budget (a quarter of DEALS).
//!
//! Each line also gives the tested seat's iterations and its move's native time (mean and worst).
//! Deals are `2_000_000 + i`, or `FROM + i` with `FROM` set (a change tried on deals the table does not
//! use, as `FROM=5000000`); bot seeds come from the deal, the move and the seat.

use hotseat::ui::contract::Seated;
use rules::bierfest::Bierfest;
use rules::bots::{choose, settle, BotGame, Level, Search};
use rules::bremen::Bremen;
use rules::broom::Broom;
use rules::dog::Dog;
use rules::mzebs::Mzebs;
use rules::PlayerId;
use std::time::{Duration, Instant};

/// How a seat chooses its moves.
#[derive(Clone, Copy)]
enum Bot {
    /// As the app's bot at this level.
    At(Level),
    /// The most visited move of a search of this many iterations.
    Searching(u32),
}

impl Bot {
    /// Its search's size: trees × iterations each (at most: see `BotGame::iterations_here`).
    fn iterations<G: BotGame>(self) -> String {
        match self {
            Bot::At(level) if level.trees::<G>() > 1 => format!("{} × {}", level.trees::<G>(), level.iterations::<G>()),
            Bot::At(level) => level.iterations::<G>().to_string(),
            Bot::Searching(n) => n.to_string(),
        }
    }

    fn choose<G: BotGame>(self, game: &G, seat: PlayerId, seed: u64) -> G::Action {
        match self {
            Bot::At(level) => choose(game, seat, level, seed),
            Bot::Searching(n) => {
                let mut search = Search::new(game, seat, seed);
                search.run_to_best(game.iterations_here(n));
                search.best()
            }
        }
    }
}

/// What the tested seat got from one deal: its share of the win, and its moves' times.
#[derive(Default)]
struct Tally {
    won: f64,
    deals: u32,
    moves: u32,
    thinking: Duration,
    worst: Duration,
}

impl Tally {
    fn add(&mut self, other: Tally) {
        self.won += other.won;
        self.deals += other.deals;
        self.moves += other.moves;
        self.thinking += other.thinking;
        self.worst = self.worst.max(other.worst);
    }
}

/// The tested seat's share of the win: the band's win in a co-operative game (every seat wins or
/// none), else its share of first place.
fn share<G: Seated>(game: &G, seat: PlayerId) -> f64 {
    let standings = G::standings(&game.outcome().expect("a finished game"));
    let team = G::entry().play.as_ref().is_some_and(|p| p.band.is_some());
    let firsts = standings.iter().filter(|s| s.place == 1).count();
    match standings.get(seat.index()) {
        Some(s) if s.won && team => 1.0,
        Some(s) if s.won && s.place == 1 => 1.0 / firsts.max(1) as f64,
        _ => 0.0,
    }
}

/// Plays deal `deal` with `tested` in seat `deal % players` and `others` elsewhere.
fn play<G: BotGame + Seated>(players: u8, deal: u64, tested: Bot, others: Bot) -> Tally {
    let seat = PlayerId::new((deal % u64::from(players)) as u8);
    let mut game = G::new(G::options_for(players, PlayerId::new(0)), deal).expect("valid options");
    let mut tally = Tally { deals: 1, ..Tally::default() };
    for step in 0u64.. {
        let Some(mover) = settle(&mut game) else { break };
        let seed = deal << 20 ^ step << 3 ^ mover.index() as u64;
        let action = if mover == seat {
            let started = Instant::now();
            let action = tested.choose(&game, mover, seed);
            let took = started.elapsed();
            tally.moves += 1;
            tally.thinking += took;
            tally.worst = tally.worst.max(took);
            action
        } else {
            others.choose(&game, mover, seed)
        };
        game.apply(mover, action).expect("a chosen move is legal");
    }
    tally.won = share(&game, seat);
    tally
}

/// Plays `deals` deals on both cores.
fn tally<G: BotGame + Seated>(players: u8, deals: u64, tested: Bot, others: Bot) -> Tally {
    std::thread::scope(|scope| {
        let halves: Vec<_> = (0..2u64)
            .map(|half| {
                scope.spawn(move || {
                    let mut t = Tally::default();
                    for i in (0..deals).filter(|i| i % 2 == half) {
                        t.add(play::<G>(players, first_deal() + i, tested, others));
                    }
                    t
                })
            })
            .collect();
        let mut all = Tally::default();
        for half in halves {
            all.add(half.join().expect("a benchmark thread"));
        }
        all
    })
}

/// One line of the table, if it is wanted.
fn line<G: BotGame + Seated>(
    game: &str,
    players: u8,
    what: &str,
    deals: u64,
    tested: Bot,
    others: Bot,
    fair: Option<f64>,
) {
    let what = format!("{game} {players}p, {what}");
    if !wanted(&what) {
        return;
    }
    let t = tally::<G>(players, deals, tested, others);
    let p = t.won / f64::from(t.deals);
    let half = 1.96 * (p * (1.0 - p) / f64::from(t.deals)).sqrt();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "| {what} | {:.1} % ± {:.1} | {} | {} | {} | {:.0} / {:.0} ms |",
        100.0 * p,
        100.0 * half,
        fair.map_or("—".to_string(), |f| format!("{:.0} %", 100.0 * f)),
        t.deals,
        tested.iterations::<G>(),
        ms(t.thinking) / f64::from(t.moves.max(1)),
        ms(t.worst),
    );
}

/// The lines of a game played head to head: each level against the one below, and 8× the strong
/// budget against Strong.
fn head_to_head<G: BotGame + Seated>(game: &str, players: u8, deals: u64) {
    use Level::*;
    let fair = Some(1.0 / f64::from(players));
    line::<G>(game, players, "Strong vs Normal", deals, Bot::At(Strong), Bot::At(Normal), fair);
    line::<G>(game, players, "Normal vs Easy", deals, Bot::At(Normal), Bot::At(Easy), fair);
    line::<G>(
        game,
        players,
        "8× Strong vs Strong",
        deals / 4,
        Bot::Searching(8 * G::TREES * G::STRONG),
        Bot::At(Strong),
        fair,
    );
}

/// The band's win rate with every seat at each level, and at 8× the budget.
fn band(players: u8, deals: u64) {
    for (what, bot) in [
        ("the band at Easy", Bot::At(Level::Easy)),
        ("the band at Normal", Bot::At(Level::Normal)),
        ("the band at Strong", Bot::At(Level::Strong)),
        ("the band at 8× Strong", Bot::Searching(8 * Bremen::TREES * Bremen::STRONG)),
    ] {
        let deals = if matches!(bot, Bot::Searching(_)) { deals / 4 } else { deals };
        line::<Bremen>("Bremen", players, what, deals, bot, bot, None);
    }
}

/// The first deal: `FROM` if set, else 2,000,000.
fn first_deal() -> u64 {
    std::env::var("FROM").ok().and_then(|from| from.parse().ok()).unwrap_or(2_000_000)
}

/// The word a line must contain to be run (all lines without one).
fn wanted(what: &str) -> bool {
    std::env::args().skip(1).filter(|a| a.parse::<u64>().is_err() && a != "--bench").all(|word| what.contains(&word))
}

fn main() {
    let deals: u64 = std::env::args().skip(1).find_map(|a| a.parse().ok()).unwrap_or(400);
    println!("| Line | Tested seat wins | Fair share | Deals | Iterations | Its move, native (mean / worst) |");
    println!("|---|---|---|---|---|---|");
    band(4, deals);
    band(3, deals);
    head_to_head::<Dog>("Here Comes the Dog", 4, deals);
    head_to_head::<Bierfest>("Willkommen, Bierfest!", 4, deals);
    head_to_head::<Mzebs>("M&ZEB-S", 2, deals);
    head_to_head::<Broom>("Broom Service", 4, deals);
}
