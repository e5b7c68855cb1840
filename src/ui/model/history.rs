//! The table's history on this device: a summary of every finished game (which game, when, the seed,
//! who sat where — people or bots — and how each seat came out), and each person's statistics computed
//! from them by pure functions. The game itself — options and every move — stays in its save, so a
//! finished game is replayed and played again from there; the summaries let the history list and the
//! statistics open without replaying a thousand games. Each summary is stored under its own key
//! beside its save's, so a damaged one is listed with its reason and touches nothing else.

use rules::sort_by;

/// How one seat came out of a finished game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the best; shared places repeat (a cooperative game's band is all 1 when it wins).
    pub place: u8,
    /// The game's own score for the seat (points, VP, dogs tamed; the band's points in Bremen).
    pub score: i32,
    /// True when the seat won (in a cooperative game, when the band did).
    pub won: bool,
}

/// A finished game as the history keeps it.
#[derive(Clone, Debug, PartialEq)]
pub struct Finished {
    /// The game's registry id.
    pub game: String,
    /// When it ended (ms since 1970).
    pub at: f64,
    /// The seed it was dealt from.
    pub seed: u64,
    /// The players' names by seat, and whether a person (not a bot) played each.
    pub names: Vec<String>,
    pub people: Vec<bool>,
    /// How each seat came out.
    pub standings: Vec<Standing>,
}

rules::tree_struct!(Standing { place, score, won });
rules::tree_struct!(Finished { game, at, seed, names, people, standings });

impl Finished {
    /// True when the summary is whole: one name, player and standing per seat of a real table.
    pub fn is_whole(&self) -> bool {
        let seats = self.names.len();
        (1..=8).contains(&seats) && self.people.len() == seats && self.standings.len() == seats
    }

    /// True when `other` is the same game: the same game dealt from the same seed, played by the same
    /// names to the same standings (whenever each ended, and whether its moves came with it).
    pub fn same_game(&self, other: &Finished) -> bool {
        self.game == other.game
            && self.seed == other.seed
            && self.names == other.names
            && self.standings == other.standings
    }

    /// The seats `name` played as a person, with how each came out.
    fn seats_of<'a>(&'a self, name: &'a str) -> impl Iterator<Item = &'a Standing> + 'a {
        let seats = self.names.iter().zip(&self.people).zip(&self.standings);
        seats.filter(move |((n, &person), _)| person && *n == name).map(|(_, s)| s)
    }
}

/// One person's record in one game.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Record {
    /// The game's registry id.
    pub game: String,
    pub played: u32,
    pub wins: u32,
    /// Sums, for the averages.
    pub score_sum: i64,
    pub place_sum: u32,
    /// The best place and the best score reached.
    pub best_place: u8,
    pub best_score: i32,
    /// Each game's place and table size, oldest first (for the plot of results over time).
    pub results: Vec<(u8, u8)>,
}

impl Record {
    /// The average score, to one decimal ("12.5"; written out by hand, as the page carries no code
    /// to print fractions).
    pub fn average_score(&self) -> String {
        tenths(self.score_sum * 10, self.played)
    }

    /// The average place, to one decimal.
    pub fn average_place(&self) -> String {
        tenths(i64::from(self.place_sum) * 10, self.played)
    }
}

/// `tenths / 10 / count` rounded to one decimal, as text.
fn tenths(tenths: i64, count: u32) -> String {
    let count = i64::from(count.max(1));
    let rounded = (2 * tenths + count * tenths.signum()) / (2 * count);
    let sign = if rounded < 0 { "-" } else { "" };
    format!("{sign}{}.{}", rounded.abs() / 10, rounded.abs() % 10)
}

/// Every name a person played under, with how many games, most games first (equal counts by name).
pub fn names<'a>(history: impl IntoIterator<Item = &'a Finished>) -> Vec<(String, u32)> {
    let mut counts: Vec<(String, u32)> = Vec::new();
    for game in history {
        for (name, _) in game.names.iter().zip(&game.people).filter(|(_, &person)| person) {
            match counts.iter_mut().find(|(n, _)| n == name) {
                Some((_, n)) => *n += 1,
                None => counts.push((name.clone(), 1)),
            }
        }
    }
    sort_by(&mut counts, |a, b| a.1 > b.1 || (a.1 == b.1 && a.0 < b.0));
    counts
}

/// `name`'s record in each game they played as a person, in the order `games` lists the games.
pub fn records<'a>(history: impl IntoIterator<Item = &'a Finished>, name: &str, games: &[&str]) -> Vec<Record> {
    let mut oldest_first: Vec<&Finished> = history.into_iter().collect();
    sort_by(&mut oldest_first, |a, b| a.at < b.at);
    let mut records: Vec<Record> = Vec::new();
    for finished in oldest_first {
        for standing in finished.seats_of(name) {
            let at = match records.iter().position(|r| r.game == finished.game) {
                Some(at) => at,
                None => {
                    let first = Record {
                        game: finished.game.clone(),
                        best_place: u8::MAX,
                        best_score: i32::MIN,
                        ..Record::default()
                    };
                    records.push(first);
                    records.len() - 1
                }
            };
            let r = &mut records[at];
            r.played += 1;
            r.wins += u32::from(standing.won);
            r.score_sum += i64::from(standing.score);
            r.place_sum += u32::from(standing.place);
            r.best_place = r.best_place.min(standing.place);
            r.best_score = r.best_score.max(standing.score);
            r.results.push((standing.place, finished.names.len() as u8));
        }
    }
    let rank = |r: &Record| games.iter().position(|g| *g == r.game).unwrap_or(usize::MAX);
    sort_by(&mut records, |a, b| rank(a) < rank(b));
    records
}

/// Makes every game `from` played as a person count as `into`'s (two spellings of one person);
/// returns the games changed.
pub fn merge(history: &mut [Finished], from: &str, into: &str) -> Vec<usize> {
    rename(history, from, into)
}

/// Takes `name` out of every game they played as a person: the seat keeps its result, under no name.
/// Returns the games changed.
pub fn forget(history: &mut [Finished], name: &str) -> Vec<usize> {
    rename(history, name, "")
}

fn rename(history: &mut [Finished], from: &str, to: &str) -> Vec<usize> {
    let mut changed = Vec::new();
    for (i, game) in history.iter_mut().enumerate() {
        let seats = game.names.iter_mut().zip(&game.people);
        let mut hit = false;
        for (name, _) in seats.filter(|(n, &person)| person && n.as_str() == from) {
            *name = to.to_string();
            hit = true;
        }
        if hit {
            changed.push(i);
        }
    }
    changed
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A synthetic history: `n` games of the five titles at 2–5 seats, people and bots, results
    /// drawn from a seeded stream, some names in two spellings.
    fn synthetic(n: usize) -> Vec<Finished> {
        let mut rng = rules::rng::Rng::from_seed(30);
        let games = ["bremen", "dog", "bierfest", "mzebs", "broom"];
        let people = ["Aiko", "Ben", "Chie", "Dan", "aiko"];
        (0..n)
            .map(|i| {
                let seats = 2 + rng.below(4) as usize;
                let names: Vec<String> = (0..seats).map(|s| people[(i + s) % 5].to_string()).collect();
                let people: Vec<bool> = (0..seats).map(|_| rng.below(4) != 0).collect();
                let standings = (0..seats)
                    .map(|_| {
                        let place = 1 + rng.below(seats as u32) as u8;
                        Standing { place, score: rng.below(40) as i32 - 5, won: place == 1 }
                    })
                    .collect();
                let game = games[rng.below(5) as usize].to_string();
                Finished { game, at: 1.7e12 + (n - i) as f64 * 60_000.0, seed: i as u64, names, people, standings }
            })
            .collect()
    }

    /// The statistics counted the plainest way: every seat of every game, one at a time.
    fn counted(history: &[Finished], name: &str, game: &str) -> (u32, u32, i64, u32, u8, i32) {
        let mut out = (0, 0, 0, 0, u8::MAX, i32::MIN);
        for f in history.iter().filter(|f| f.game == game) {
            for seat in 0..f.names.len() {
                if f.people[seat] && f.names[seat] == name {
                    let s = f.standings[seat];
                    out = (
                        out.0 + 1,
                        out.1 + u32::from(s.won),
                        out.2 + i64::from(s.score),
                        out.3 + u32::from(s.place),
                        out.4.min(s.place),
                        out.5.max(s.score),
                    );
                }
            }
        }
        out
    }

    #[test]
    fn a_thousand_games_give_each_name_the_records_counted_seat_by_seat() {
        let history = synthetic(1000);
        let games = ["bremen", "dog", "bierfest", "mzebs", "broom"];
        let names = names(&history);
        assert_eq!(
            names.iter().map(|(_, n)| n).sum::<u32>() as usize,
            history.iter().map(|f| f.people.iter().filter(|&&p| p).count()).sum::<usize>()
        );
        assert!(names.windows(2).all(|w| w[0].1 >= w[1].1), "most games first");
        for (name, played) in &names {
            let records = records(&history, name, &games);
            assert_eq!(records.iter().map(|r| r.played).sum::<u32>(), *played);
            let order: Vec<usize> = records.iter().map(|r| games.iter().position(|g| *g == r.game).unwrap()).collect();
            assert!(order.windows(2).all(|w| w[0] < w[1]), "in the games' order");
            for r in &records {
                let c = counted(&history, name, &r.game);
                assert_eq!(
                    (r.played, r.wins, r.score_sum, r.place_sum, r.best_place, r.best_score),
                    c,
                    "{name} in {}",
                    r.game
                );
                assert_eq!(r.results.len() as u32, r.played);
                let place: f64 = r.average_place().parse().unwrap();
                assert!((place - c.3 as f64 / c.0 as f64).abs() <= 0.05 + 1e-9, "{place} for {}/{}", c.3, c.0);
                let score: f64 = r.average_score().parse().unwrap();
                assert!((score - c.2 as f64 / c.0 as f64).abs() <= 0.05 + 1e-9, "{score} for {}/{}", c.2, c.0);
            }
        }
    }

    #[test]
    fn merging_two_spellings_adds_their_records_and_forgetting_a_name_keeps_the_results() {
        let mut history = synthetic(200);
        let games = ["bremen", "dog", "bierfest", "mzebs", "broom"];
        let played = |h: &[Finished], name: &str| names(h).iter().find(|(n, _)| n == name).map_or(0, |(_, n)| *n);
        let (aiko, lower) = (played(&history, "Aiko"), played(&history, "aiko"));
        assert!(aiko > 0 && lower > 0);
        let changed = merge(&mut history, "aiko", "Aiko");
        assert!(!changed.is_empty());
        assert_eq!((played(&history, "Aiko"), played(&history, "aiko")), (aiko + lower, 0));
        let before = history.clone();
        forget(&mut history, "Ben");
        assert_eq!(played(&history, "Ben"), 0);
        assert!(records(&history, "Ben", &games).is_empty());
        assert!(history.iter().zip(&before).all(|(a, b)| a.standings == b.standings && a.seed == b.seed));
        // Bots are nobody's record: a bot named like a person does not count for them.
        let bot =
            Finished { people: vec![false, true], ..history.iter().find(|f| f.names.len() == 2).unwrap().clone() };
        assert_eq!(names([&bot]).len(), 1);
        assert!(bot.is_whole());
    }
}
