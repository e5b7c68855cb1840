//! The shared vocabulary of every game's rules: seats, per-seat data, viewers, the [`Game`] contract
//! and the typed errors it returns.
//!
//! This module is pure Rust: no browser, clock, I/O or OS randomness. Randomness comes from the seed
//! stored in each game's state ([`rng`]), so the same seed and the same actions always give the same
//! game, and a saved game is just its options, seed and action list.

// The bots for empty seats, in their own folder (`src/bots/`): one crate with the rules, whose
// inner workings their rollouts use on the worlds they sample (never on the game being played).
pub mod bierfest;
#[path = "../bots/mod.rs"]
pub mod bots;
pub mod bremen;
pub mod broom;
pub mod dog;
pub mod json;
pub mod moves;
pub mod mzebs;
pub mod rng;

use self::rng::{Rng, RngCore};
use crate::json::{Json, Tree};
use serde::Serialize;
use std::fmt::Debug;
use std::ops::{Index, IndexMut};

/// A seat at the table, numbered clockwise from 0.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct PlayerId(u8);

/// Kept as its index.
impl Tree for PlayerId {
    fn to_tree(&self) -> Json {
        self.0.to_tree()
    }
    fn from_tree(tree: &Json) -> Option<PlayerId> {
        u8::from_tree(tree).map(PlayerId)
    }
}

impl PlayerId {
    /// The seat with this clockwise index.
    pub const fn new(index: u8) -> Self {
        PlayerId(index)
    }

    /// The clockwise index of this seat, for indexing per-seat data.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The seat to this one's left (next clockwise) at a table of `players`.
    pub const fn next(self, players: u8) -> Self {
        self.after(1, players)
    }

    /// The seat `steps` places clockwise from this one at a table of `players`.
    /// (Subtraction instead of `%`: this runs several times per move in every game.)
    pub const fn after(self, steps: u8, players: u8) -> Self {
        let mut seat = self.0 as u16 + steps as u16;
        while seat >= players as u16 {
            seat -= players as u16;
        }
        PlayerId(seat as u8)
    }
}

/// One value per seat, indexed by [`PlayerId`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(transparent)]
pub struct PerPlayer<T>(Vec<T>);

impl<T> PerPlayer<T> {
    /// Builds the per-seat values for a table of `players` from a function of the seat.
    pub fn from_fn(players: u8, f: impl FnMut(PlayerId) -> T) -> Self {
        PerPlayer((0..players).map(PlayerId).map(f).collect())
    }

    /// How many seats there are.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// True for a table without seats (never the case in a running game).
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// Every seat with its value, clockwise from seat 0.
    pub fn iter(&self) -> impl Iterator<Item = (PlayerId, &T)> {
        self.0.iter().enumerate().map(|(i, v)| (PlayerId(i as u8), v))
    }

    /// The values in seat order.
    pub fn values(&self) -> &[T] {
        &self.0
    }

    /// The values in seat order, to change.
    pub fn values_mut(&mut self) -> &mut [T] {
        &mut self.0
    }

    /// Applies `f` to every seat's value.
    pub fn map<U>(&self, mut f: impl FnMut(PlayerId, &T) -> U) -> PerPlayer<U> {
        PerPlayer(self.iter().map(|(p, v)| f(p, v)).collect())
    }
}

impl<T> Index<PlayerId> for PerPlayer<T> {
    type Output = T;
    fn index(&self, seat: PlayerId) -> &T {
        &self.0[seat.index()]
    }
}

impl<T> IndexMut<PlayerId> for PerPlayer<T> {
    fn index_mut(&mut self, seat: PlayerId) -> &mut T {
        &mut self.0[seat.index()]
    }
}

/// Who is looking at the game: one seat (sees its own secrets) or the whole table (public only).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Viewer {
    /// The player in this seat, holding the device after the curtain.
    Seat(PlayerId),
    /// Everybody at once: only public information.
    Table,
}

impl Viewer {
    /// This viewer at a table of `players`: a seat that is not at the table sees only what the
    /// whole table sees (every game's `view` starts here, so no seat number can reach past its seats).
    pub fn at(self, players: u8) -> Viewer {
        match self {
            Viewer::Seat(seat) if seat.index() < usize::from(players) => self,
            _ => Viewer::Table,
        }
    }
}

/// Whose move the game is waiting for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ToAct {
    /// Exactly one seat acts next.
    One(PlayerId),
    /// Several seats choose secretly at the same time (each behind the curtain in turn).
    Simultaneous(Vec<PlayerId>),
    /// Chance decides next (this seat's dice roll): the seat applies one of [`Game::chance_outcomes`],
    /// normally [`Game::chance_draw`]. Nobody chooses, so no seat has legal actions.
    Chance(PlayerId),
    /// The game has ended; see [`Game::outcome`].
    GameOver,
}

impl ToAct {
    /// Refuses a move by `seat` when the game has ended or it is not their move (every game's
    /// `apply` starts here).
    pub fn admit<E>(self, seat: PlayerId) -> Result<(), RuleError<E>> {
        match self {
            ToAct::GameOver => Err(RuleError::GameOver),
            _ if !self.includes(seat) => Err(RuleError::NotYourTurn { seat, to_act: self }),
            _ => Ok(()),
        }
    }

    /// True when `seat` is among those who may act now.
    pub fn includes(&self, seat: PlayerId) -> bool {
        match self {
            ToAct::One(p) => *p == seat,
            ToAct::Simultaneous(ps) => ps.contains(&seat),
            ToAct::Chance(_) | ToAct::GameOver => false,
        }
    }
}

/// Sorts `items` so that no item comes after one it goes `before`, keeping equal items in their order:
/// an insertion sort, for the short lists the page sorts (a hand's counts, a game's standings, the
/// saved games), where a library sort would cost the page a few kilobytes of code per use.
pub fn sort_by<T>(items: &mut [T], before: impl Fn(&T, &T) -> bool) {
    for i in 1..items.len() {
        let mut j = i;
        while j > 0 && before(&items[j], &items[j - 1]) {
            items.swap(j, j - 1);
            j -= 1;
        }
    }
}

/// Why a game could not be set up with the given options.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum SetupError {
    /// The game is not played with this many players.
    PlayerCount { min: u8, max: u8, got: u8 },
    /// A seat named in the options is not at the table.
    NoSuchSeat(PlayerId),
    /// The dice faces set in the options do not make six-sided dice of at least two colours.
    DiceFaces,
    /// The card values set in the options are not valid (Willkommen, Bierfest!).
    CardValues(bierfest::values::ValuesError),
    /// A setting is outside the range the game is played with.
    Setting { min: i16, max: i16, got: i16 },
    /// The map file can't be played (Broom Service).
    Map(broom::map::MapError),
    /// The Perilous Places values don't keep the rulebook's example (Broom Service).
    PerilousExample,
}

impl SetupError {
    /// Checks that `players` is within the game's `min..=max` and that `seat` (one the options name)
    /// sits at that table.
    pub fn check_table(players: u8, min: u8, max: u8, seat: PlayerId) -> Result<(), SetupError> {
        if !(min..=max).contains(&players) {
            Err(SetupError::PlayerCount { min, max, got: players })
        } else if seat.index() >= usize::from(players) {
            Err(SetupError::NoSuchSeat(seat))
        } else {
            Ok(())
        }
    }

    /// Checks that a setting lies in the range the game allows.
    pub fn check_setting<T: Copy + PartialOrd + Into<i16>>(
        got: T,
        range: std::ops::RangeInclusive<T>,
    ) -> Result<(), SetupError> {
        match range.contains(&got) {
            true => Ok(()),
            false => {
                Err(SetupError::Setting { min: (*range.start()).into(), max: (*range.end()).into(), got: got.into() })
            }
        }
    }
}

/// Why an action was refused. The state is unchanged whenever one of these is returned.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum RuleError<E> {
    /// The game has already ended.
    GameOver,
    /// The seat tried to act out of turn.
    NotYourTurn { seat: PlayerId, to_act: ToAct },
    /// The seat may act, but not this way; the game says why.
    Illegal(E),
}

/// The contract every game's rules implement.
///
/// `legal_actions` is the single source of truth for what may be done; `apply` accepts exactly those
/// actions and is atomic: on `Err` nothing changed. Hidden information leaves only through `view`.
/// A game is kept as its options, seed and actions (they are [`Tree`]s; the state is rebuilt by
/// [`replay`]), and everything is plain data that may be shared or sent to another thread.
pub trait Game: Clone + Send + Sync {
    /// Everything chosen before the game starts (player count, variants, settings).
    type Options: Clone + Debug + Tree + Send + Sync;
    /// One move by one seat.
    type Action: Clone + Debug + PartialEq + Serialize + Tree + Send + Sync;
    /// Something that happened because of a move; events carry only public information.
    type Event: Clone + Debug + Serialize + Send + Sync;
    /// What one viewer may see of the state.
    type View: Clone + Debug + Serialize;
    /// How a finished game ended, with the reasons.
    type Outcome: Clone + Debug + Serialize;
    /// Why a specific action is not allowed (the game-specific part of [`RuleError`]).
    type Illegal: Clone + Debug + PartialEq + Serialize + Send + Sync;

    /// Sets up a new game from its options; all randomness derives from `seed`.
    fn new(options: Self::Options, seed: u64) -> Result<Self, SetupError>;
    /// The options this game was set up with.
    fn options(&self) -> &Self::Options;
    /// How many seats are at the table.
    fn players(&self) -> u8;
    /// Who must act next.
    fn to_act(&self) -> ToAct;
    /// Every action `seat` may take now, without duplicates; empty when it is not their move.
    fn legal_actions(&self, seat: PlayerId) -> Vec<Self::Action>;
    /// Performs one action, or refuses it with a typed reason and leaves the state unchanged.
    fn apply(&mut self, seat: PlayerId, action: Self::Action) -> Result<Vec<Self::Event>, RuleError<Self::Illegal>>;
    /// What `viewer` may see: their own secrets and everything public, nothing else.
    fn view(&self, viewer: Viewer) -> Self::View;
    /// The result once the game is over.
    fn outcome(&self) -> Option<Self::Outcome>;
    /// True when `seat` may take back the last action: it was theirs and revealed nothing new.
    fn can_undo(&self, seat: PlayerId) -> bool;
    /// When [`ToAct::Chance`]: every outcome chance may produce, so tests can force any of them.
    fn chance_outcomes(&self) -> Vec<Self::Action> {
        Vec::new()
    }
    /// When [`ToAct::Chance`]: the outcome the seed stored in the state gives (what the table plays).
    /// This is the real future: a bot never calls it on the real game, only on a world drawn by
    /// [`Determinize::determinize`], whose stream is its own.
    fn chance_draw(&self) -> Option<Self::Action> {
        None
    }
}

/// Why a recorded action list could not be replayed (a damaged or foreign save).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum ReplayError<E> {
    /// The options themselves are invalid.
    Setup(SetupError),
    /// The action at this position was refused.
    Action { index: usize, error: RuleError<E> },
}

/// A rebuilt game with every event its actions produced, or why it could not be rebuilt.
pub type Replayed<G> = Result<(G, Vec<<G as Game>::Event>), ReplayError<<G as Game>::Illegal>>;

/// Rebuilds a game from its options, seed and the actions taken so far, with the events of each.
pub fn replay<G: Game>(options: G::Options, seed: u64, actions: &[(PlayerId, G::Action)]) -> Replayed<G> {
    let mut game = G::new(options, seed).map_err(ReplayError::Setup)?;
    let mut events = Vec::new();
    for (index, (seat, action)) in actions.iter().enumerate() {
        let new = game.apply(*seat, action.clone()).map_err(|error| ReplayError::Action { index, error })?;
        events.extend(new);
    }
    Ok((game, events))
}

/// How a bot may look at a game: through a whole game drawn at random that its seat cannot tell apart
/// from the real one (`shared/bots.md` §0). This is the only place a bot's search touches the state,
/// so a bot knows exactly what its seat has seen — Bremen's table-talk rule holds for bots too.
pub trait Determinize: Game {
    /// What `observer`'s worlds are drawn from: what it can work out from the table, worked out once
    /// for the thousands of worlds a search draws from one position (at least the observer itself).
    type Belief;

    /// [`Belief`](Determinize::Belief) for `observer`, from this game as it stands.
    fn belief(&self, observer: PlayerId) -> Self::Belief;

    /// One world drawn from `belief` (this game's, as [`belief`](Determinize::belief) gave it): a
    /// [`determinize`](Determinize::determinize) that does not work the belief out again.
    fn draw<S: RngCore>(&self, belief: &Self::Belief, rng: &mut Rng<S>) -> Self;

    /// A whole game `observer` cannot tell apart from this one, drawn from `rng`. Everything the seat
    /// cannot see is resampled: other seats' hands and secret goals, the order of undrawn piles,
    /// choices others made but have not revealed, and the state's own random stream (future dice and
    /// shuffles). The result agrees with everything public so far (a seat that did not follow the
    /// led animal holds none of it) and with the observer's own secrets. It may know less than the
    /// observer could work out, never more. `observer` is a seat at the table: the bot's own, which
    /// only ever comes from the game's own [`ToAct`].
    fn determinize(&self, observer: PlayerId, rng: &mut Rng) -> Self {
        self.draw(&self.belief(observer), rng)
    }
}

/// Test support for [`Determinize`]: a twin changes only what `observer` cannot see, by simple swaps
/// anyone can check by eye (never through `determinize`), so the harness can check that a sampled
/// world depends on nothing hidden: twins must sample the same worlds.
pub trait Twin: Determinize {
    /// This game with some of what `observer` cannot see swapped or reseeded.
    fn twin(&self, observer: PlayerId, rng: &mut Rng) -> Self;
}

/// One of a game's rule situations: a moment at which a rule of the rulebook changes what a player may
/// do, or what is worth doing ("you hold the led animal, so you must play it"). A guided game explains
/// each where it first matters (DESIGN.md "Teaching, replay and review").
pub trait Situation: Copy + Debug + Eq + 'static {
    /// Its name in the games' words files (`public/learn/<game>.<lang>.json`, under `"marks"`).
    fn key(self) -> &'static str;
}

/// Which rule situations a viewer is in, for teaching. Answered from the viewer's own view alone, so
/// it can say nothing the viewer cannot already see.
pub trait Teach: Game {
    /// The game's situations.
    type Situation: Situation;
    /// Every one of them, in the order a guided game teaches them when several hold at once.
    const SITUATIONS: &'static [Self::Situation];
    /// True when `view`'s viewer is in `situation` now.
    fn holds(situation: Self::Situation, view: &Self::View) -> bool;
    /// The situations `view`'s viewer is in now, in the order of [`Teach::SITUATIONS`].
    fn situations(view: &Self::View) -> Vec<Self::Situation> {
        Self::SITUATIONS.iter().copied().filter(|&s| Self::holds(s, view)).collect()
    }
}

/// What the conformance harness checks each game against, beyond the [`Game`] contract.
pub trait Audit: Game {
    /// A physical component (tile, card, stick, token), comparable so the harness can count them.
    type Component: Clone + Debug + Ord + Serialize;
    /// Every component in play, wherever it is; the sorted list never changes during a game.
    fn components(&self) -> Vec<Self::Component>;
    /// What only `seat` may know right now; no other seat's view may contain any of it.
    fn secrets(&self, seat: PlayerId) -> Vec<Self::Component>;
}
