//! Bots for empty seats (`shared/bots.md`): one generic search over any game's [`Determinize`] hook,
//! so a bot knows only what its seat has seen, plus each game's reward and rollout policy.
//!
//! Pure Rust like the rules: no browser, no clock. A bot's move depends only on the game, its seat,
//! its level and a seed, so the same position gives the same move natively and in the browser.

pub mod bierfest;
pub mod bremen;
pub mod broom;
pub mod dog;
pub mod mzebs;
pub mod review;
mod search;
pub mod trees;
pub mod worker;

pub use self::search::Search;
pub use self::trees::Root;
use crate::json::{variant, variant_of, Json, Tree};
use crate::rng::SearchRng;
use crate::{Determinize, Game, PlayerId, RuleError, ToAct};

/// What a game adds for its bots.
pub trait BotGame: Determinize<Action: Eq + std::hash::Hash> {
    /// The game's name in saves and in requests to the bots' worker (never changes once shipped).
    const ID: &'static str;

    /// Iterations a strong bot searches: what 300 ms buys at the game's most expensive move in the
    /// browser with the CPU slowed 4× (about 40 ms of native search here; `cargo bench --bench bots`
    /// measures the time per iteration).
    const STRONG: u32;

    /// Trees a strong bot's search grows, each of [`STRONG`](BotGame::STRONG) iterations, their roots
    /// summed to choose ([`trees`]): as many as a four-core phone's pool (three workers, one core
    /// left to the page) grows side by side in the time one tree takes.
    const TREES: u32 = 3;

    /// Iterations a normal bot searches: a third of [`STRONG`](BotGame::STRONG), unless a game's
    /// search has all but settled by then, so a Normal bot with a third would play as a Strong one.
    const NORMAL: u32 = Self::STRONG / 3;

    /// UCB1's exploration constant for this game's rewards (all in [0, 1]).
    const EXPLORATION: f64 = 0.7;

    /// The options of a game of `players` started by `first`, every other setting at its default (as
    /// the new-game screen starts one with its settings untouched): for games played out natively, a
    /// guided game's table, and the benchmarks.
    fn options_for(players: u8, first: PlayerId) -> Self::Options;

    /// The iterations a search of `budget` runs from this position: all of them, unless the game's
    /// iterations cost more in some positions than the budget was set by (Bremen's first tricks,
    /// whose rollouts are longest), so that its slowest move keeps the speed budget.
    fn iterations_here(&self, budget: u32) -> u32 {
        budget
    }

    /// Each seat's reward for a finished game, in [0, 1], indexed by seat; shaped (how close a loss
    /// came), not only win or lose, so that rollouts which rarely win still teach something.
    fn rewards(&self) -> Vec<f64>;

    /// Which seats won, 1 or 0 by seat, for [`rewards`](BotGame::rewards) (or a
    /// [`cutoff`](BotGame::cutoff)'s): by default a first place, shared or not (a reward of 1; a
    /// cutoff ranks the seats as they stand).
    fn wins(rewards: &[f64]) -> Vec<f64> {
        rewards.iter().map(|&r| f64::from(u8::from(r >= 1.0))).collect()
    }

    /// An evaluation that ends a rollout here, `plies` moves after the searched position (say, at the
    /// end of a round, or a few turns on), or `None` to play on.
    fn cutoff(&self, _plies: u32) -> Option<Vec<f64>> {
        None
    }

    /// The moves the search weighs for `seat` here: every legal one, unless a game has too many to
    /// search and keeps its most promising few (M&ZEB-S's placements), or leaves out moves seldom
    /// right (Bierfest's returns of a beer the hand holds two of). Like the legal moves, they depend
    /// only on what `seat` sees: the search lists the bot's own moves once, in its first world.
    fn moves(&self, seat: PlayerId) -> Vec<Self::Action> {
        self.legal_actions(seat)
    }

    /// Makes `seat`'s legal move in a world of the search, whose events nobody reads: by default
    /// [`apply`](Game::apply)'s, with its events dropped; a game whose check or events cost much
    /// beside its moves makes the move alone (the search makes only the moves it was offered),
    /// writing any events into `events`, a list the search empties and uses again.
    fn play(
        &mut self,
        seat: PlayerId,
        action: Self::Action,
        _events: &mut Vec<Self::Event>,
    ) -> Result<(), RuleError<Self::Illegal>> {
        self.apply(seat, action).map(drop)
    }

    /// The move a rollout makes for `seat`: by default any legal move, uniformly.
    fn rollout_action(&self, seat: PlayerId, rng: &mut SearchRng) -> Self::Action {
        any_of(&mut self.legal_actions(seat), rng)
    }
}

/// One of `moves` (at least one), drawn uniformly and taken out: a rollout's move by chance.
fn any_of<A>(moves: &mut Vec<A>, rng: &mut SearchRng) -> A {
    let at = rng.below(moves.len() as u32) as usize;
    moves.swap_remove(at)
}

/// Lands whatever chance waits for (dice) from the game's own stream, as the table does, and names
/// the seat to move next (the first of a secret choice's), or `None` once the game is over. For a
/// world a bot sampled, or a game played out in tests and benchmarks: never the real game's dice
/// before they are rolled.
pub fn settle<G: Game>(game: &mut G) -> Option<PlayerId> {
    settle_by(game, |game, roller, draw| game.apply(roller, draw).map(drop))
}

/// [`settle`], landing each draw with `make` (a search's worlds make their moves their own way).
fn settle_by<G: Game>(
    game: &mut G,
    mut make: impl FnMut(&mut G, PlayerId, G::Action) -> Result<(), RuleError<G::Illegal>>,
) -> Option<PlayerId> {
    loop {
        match game.to_act() {
            ToAct::GameOver => return None,
            ToAct::Chance(roller) => {
                let draw = game.chance_draw().expect("chance has a draw");
                make(game, roller, draw).expect("the game's own draw applies");
            }
            ToAct::One(seat) => return Some(seat),
            ToAct::Simultaneous(seats) => return Some(seats[0]),
        }
    }
}

/// Rewards by final place, indexed by seat: 1 for first place, 0 for last, evenly between; shared
/// places share the reward.
pub fn by_place(players: u8, places: impl IntoIterator<Item = (PlayerId, u8)>) -> Vec<f64> {
    let below = f64::from(players - 1);
    let mut rewards = vec![0.0; usize::from(players)];
    for (seat, place) in places {
        rewards[seat.index()] = f64::from(players - place) / below;
    }
    rewards
}

/// Rewards by value (say, points so far), indexed by seat: places as [`by_place`], equal values
/// sharing one.
pub fn by_value(values: &[f64]) -> Vec<f64> {
    let places = values.iter().map(|v| 1 + values.iter().filter(|&w| w > v).count() as u8);
    by_place(values.len() as u8, (0..).map(PlayerId::new).zip(places))
}

/// Who plays a seat.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Player {
    /// Someone at the table.
    Person,
    /// A bot at a level: it sees only its seat's view, and needs no curtain.
    Bot(Level),
}

impl Tree for Player {
    fn to_tree(&self) -> Json {
        match self {
            Player::Person => variant("Person", None),
            Player::Bot(level) => variant("Bot", Some(level.to_tree())),
        }
    }
    fn from_tree(tree: &Json) -> Option<Player> {
        match variant_of(tree)? {
            ("Person", None) => Some(Player::Person),
            ("Bot", Some(level)) => Level::from_tree(level).map(Player::Bot),
            _ => None,
        }
    }
}

crate::tree_names!(Level { Easy, Normal, Strong });

impl Player {
    /// True for a bot.
    pub fn is_bot(self) -> bool {
        matches!(self, Player::Bot(_))
    }
}

/// True when a bot plays `seat` among these players.
pub fn is_bot(players: &[Player], seat: PlayerId) -> bool {
    players.get(seat.index()).is_some_and(|p| p.is_bot())
}

/// The bot to move when the game waits for `to_act`, if a bot is: of several secret choices, the
/// bots' come first (the people's are made behind the curtain, so the order shows nothing).
pub fn bot_to_move(to_act: &ToAct, players: &[Player]) -> Option<PlayerId> {
    let bot = |seat: &PlayerId| is_bot(players, *seat);
    match to_act {
        ToAct::One(seat) => Some(*seat).filter(bot),
        ToAct::Simultaneous(seats) => seats.iter().copied().find(bot),
        ToAct::Chance(_) | ToAct::GameOver => None,
    }
}

/// The seed a bot's search draws from for move number `moves` of a game dealt from `game_seed`: the
/// same game always gets the same move, so a recorded game replays.
pub fn search_seed(game_seed: u64, moves: usize, seat: PlayerId) -> u64 {
    game_seed ^ (moves as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ((seat.index() as u64) << 56)
}

/// How hard a bot plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Level {
    /// A short search whose move is drawn in proportion to its visits: it slips now and then.
    Easy,
    /// A shorter search ([`BotGame::NORMAL`]), the most visited move.
    Normal,
    /// The game's full budget ([`BotGame::STRONG`]).
    Strong,
}

impl Level {
    /// Every level, weakest first.
    pub const ALL: [Level; 3] = [Level::Easy, Level::Normal, Level::Strong];

    /// The trees this level's search grows in `G` ([`trees`]): the strong bot's [`BotGame::TREES`],
    /// one for the others.
    pub fn trees<G: BotGame>(self) -> u32 {
        match self {
            Level::Easy | Level::Normal => 1,
            Level::Strong => G::TREES,
        }
    }

    /// The iterations each of this level's trees searches in `G` (at most: see
    /// [`BotGame::iterations_here`]).
    pub fn iterations<G: BotGame>(self) -> u32 {
        match self {
            Level::Easy => 100,
            Level::Normal => G::NORMAL,
            Level::Strong => G::STRONG,
        }
    }
}

/// The move a bot at `level` makes for `seat`, drawn from `seed` (the session derives it from the
/// game's seed, the move's number and the seat, so a recorded game replays the same): its trees
/// ([`Level::trees`]) grown one after another and summed, as a one-core device grows them; a pool of
/// workers grows them side by side ([`move_tree`]) and gets the same move ([`chosen`]).
pub fn choose<G: BotGame>(game: &G, seat: PlayerId, level: Level, seed: u64) -> G::Action {
    let trees = (0..level.trees::<G>()).map(|tree| move_tree(game, seat, level, seed, tree));
    chosen(game, seat, level, seed, &Root::merge(trees))
}

/// Tree number `tree` of the search a bot at `level` makes for `seat`'s move from `seed`.
pub fn move_tree<G: BotGame>(game: &G, seat: PlayerId, level: Level, seed: u64, tree: u32) -> Root<G::Action> {
    let iterations = game.iterations_here(level.iterations::<G>());
    trees::grow(game, seat, seed, tree, |search| match level {
        Level::Easy => search.run(iterations),
        // The most tried move: once no other can catch it, the rest of the tree's budget is not spent.
        Level::Normal | Level::Strong => search.run_to_best(iterations),
    })
}

/// The move a bot at `level` makes from its trees' roots summed (`root`): Easy draws one in
/// proportion to its visits, the others take the most visited.
pub fn chosen<G: BotGame>(game: &G, seat: PlayerId, level: Level, seed: u64, root: &Root<G::Action>) -> G::Action {
    let drawn = match level {
        Level::Easy => {
            let mut rng = SearchRng::for_search(seed ^ 0x5eed);
            let mut at = f64::from(rng.below(1 << 20)) / f64::from(1u32 << 20);
            root.ranked().into_iter().find_map(|(action, share)| {
                let here = at < share;
                at -= share;
                here.then_some(action)
            })
        }
        Level::Normal | Level::Strong => None,
    };
    drawn.or_else(|| root.best()).unwrap_or_else(|| game.legal_actions(seat).swap_remove(0))
}

/// A hint for `seat` at move number `moves`: the move the strong bot would make, with its share of the
/// search (how sure it is). Like a bot's move it comes from the seat's own view alone (the search sees
/// the game only through [`Determinize`]), and its seed depends on nothing hidden — not on the game's
/// seed, which dealt every hand — so two games `seat` cannot tell apart get the same hint. Its trees
/// are the strong bot's, grown one after another here, side by side by a pool ([`hint_tree`]).
pub fn hint<G: BotGame>(game: &G, seat: PlayerId, moves: usize) -> (G::Action, f64) {
    hinted(game, seat, &Root::merge((0..G::TREES).map(|tree| hint_tree(game, seat, moves, tree))))
}

/// Tree number `tree` of a hint's search for `seat` at move number `moves`: a strong bot's tree,
/// stopped as the strong bot's is, once no other move can catch the most tried one.
pub fn hint_tree<G: BotGame>(game: &G, seat: PlayerId, moves: usize, tree: u32) -> Root<G::Action> {
    move_tree(game, seat, Level::Strong, search_seed(HINT_SEED, moves, seat), tree)
}

/// The hint from its trees' roots summed: the most visited move and its share.
pub fn hinted<G: BotGame>(game: &G, seat: PlayerId, root: &Root<G::Action>) -> (G::Action, f64) {
    match root.ranked().into_iter().next() {
        Some(first) => first,
        None => (game.legal_actions(seat).swap_remove(0), 1.0),
    }
}

/// What a hint's search seed is drawn from in place of the game's seed.
const HINT_SEED: u64 = 0x4817_5EED;

#[cfg(test)]
mod tests;
