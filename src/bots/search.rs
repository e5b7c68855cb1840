//! Single-observer information-set Monte Carlo tree search (Cowling, Powley & Whitehouse 2012;
//! `shared/bots.md` §0, §1).
//!
//! One tree of the bot's own information sets is shared by every sampled world. Each iteration draws
//! a world with [`Determinize`] (the only way the search sees the game), walks the tree choosing
//! among the moves legal in *that* world (UCB1 over availability counts), adds one node, plays the
//! rest out with the game's rollout policy, and backs the reward of each seat up the moves that seat
//! made (max^n style; in a co-operative game every seat gets the same reward).
//!
//! Chance outcomes are drawn from the sampled world's own stream and kept as branches, so what
//! follows a roll is learned per roll. The budget is a number of iterations, never a clock, so a move
//! is the same on every machine for the same seed, and [`Search::run`] may be called in slices.

use super::trees::{Root, Tried};
use super::{settle_by, BotGame};
use crate::rng::SearchRng;
use crate::{PlayerId, ToAct};
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hash, Hasher};

/// A node's children, as indices into the tree.
type NodeId = u32;
const NO_CHILD: NodeId = NodeId::MAX;

/// One move out of a node: who made it and what it did, with its statistics.
struct Edge<A> {
    seat: PlayerId,
    action: A,
    child: NodeId,
    visits: u32,
    /// Times this move was legal when its node was passed through (the UCB's "parent visits").
    available: u32,
    /// Sum of `seat`'s rewards over the iterations through this move.
    reward: f64,
    /// Sum of `seat`'s wins ([`BotGame::wins`]) over the iterations through this move (the review's
    /// win chance).
    wins: f64,
    /// The last iteration in which this move was legal here: selection weighs only this
    /// iteration's.
    legal_in: u32,
}

impl<A> Edge<A> {
    fn new(seat: PlayerId, action: A, legal_in: u32) -> Edge<A> {
        Edge { seat, action, child: NO_CHILD, visits: 0, available: 1, reward: 0.0, wins: 0.0, legal_in }
    }
}

/// Iterations [`Search::run_to_best`] runs between looks at whether the best move is settled.
const SLICE: u32 = 50;

/// Nodes with at most this many moves find a move's edge by scanning them; busier nodes look it up
/// in [`Search::index`].
const SCANNED: usize = 8;

/// Every edge of the busier nodes, by node, seat and move.
type Index<A> = HashMap<(NodeId, PlayerId, A), u32, BuildHasherDefault<Mix>>;

/// The edge of `seat`'s `action` out of `node`, whose edges are `edges`, if it has one.
fn find<A: Clone + Eq + Hash>(
    edges: &[Edge<A>],
    index: &Index<A>,
    node: NodeId,
    seat: PlayerId,
    action: &A,
) -> Option<usize> {
    if edges.len() <= SCANNED {
        edges.iter().position(|e| e.seat == seat && e.action == *action)
    } else {
        index.get(&(node, seat, action.clone())).map(|&i| i as usize)
    }
}

/// Adds `edge` to `node`'s `edges` (and to the index), and returns where it went.
fn add<A: Clone + Eq + Hash>(edges: &mut Vec<Edge<A>>, index: &mut Index<A>, node: NodeId, edge: Edge<A>) -> usize {
    index.insert((node, edge.seat, edge.action.clone()), edges.len() as u32);
    edges.push(edge);
    edges.len() - 1
}

/// The index's hash (FxHash's): a search's own moves need no guard against chosen keys, and std's
/// guarded hash would cost more than the scan it saves.
#[derive(Default)]
struct Mix(u64);

impl Mix {
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
}

impl Hasher for Mix {
    fn write(&mut self, bytes: &[u8]) {
        bytes.iter().for_each(|&b| self.add(u64::from(b)));
    }
    fn write_u8(&mut self, n: u8) {
        self.add(u64::from(n));
    }
    fn write_u16(&mut self, n: u16) {
        self.add(u64::from(n));
    }
    fn write_u32(&mut self, n: u32) {
        self.add(u64::from(n));
    }
    fn write_u64(&mut self, n: u64) {
        self.add(n);
    }
    fn write_usize(&mut self, n: usize) {
        self.add(n as u64);
    }
    fn finish(&self) -> u64 {
        // The table picks a bucket by the low bits, which the multiply mixes least.
        self.0.rotate_left(26)
    }
}

/// The game as the bot's seat may use it: its moves, and worlds drawn from what it has seen. The
/// real state stays private to this type.
struct Observed<G: BotGame> {
    game: G,
    seat: PlayerId,
    /// What the seat's worlds are drawn from, worked out once for the whole search.
    belief: G::Belief,
}

impl<G: BotGame> Observed<G> {
    fn sample(&self, rng: &mut SearchRng) -> G {
        self.game.draw(&self.belief, rng)
    }
}

/// A search from one seat's point of view, resumable: call [`Search::run`] as often as wanted, then
/// read [`Search::best`] or [`Search::ranked`].
pub struct Search<G: BotGame> {
    root: Observed<G>,
    /// Every node's moves; node 0 is the root.
    nodes: Vec<Vec<Edge<G::Action>>>,
    rng: SearchRng,
    iterations: u32,
    /// The busier nodes' edges by move: a node gathers the moves legal in any of its worlds (Broom
    /// Service's secret fist under the Upper Hand gathered 591), and scanning them for each legal
    /// move took a quarter of the search.
    index: Index<G::Action>,
    /// The seat's moves at the root, listed in the first world (the same in all of them: a seat's
    /// moves depend only on what it sees). M&ZEB-S lists every placement to weigh them.
    root_moves: Option<Vec<G::Action>>,
    /// The events of the move under way in a world, which nobody reads: one list for every move.
    events: Vec<G::Event>,
    /// The path of the iteration under way, kept between iterations so it is allocated once.
    path: Vec<(NodeId, usize)>,
    /// The legal moves without an edge yet at the node under way, as indices into its legal moves.
    untried: Vec<usize>,
}

impl<G: BotGame> Search<G> {
    /// A search for `seat`'s next move in `game`, drawing its worlds and rollouts from `seed`.
    pub fn new(game: &G, seat: PlayerId, seed: u64) -> Search<G> {
        Search {
            root: Observed { game: game.clone(), seat, belief: game.belief(seat) },
            nodes: vec![Vec::new()],
            rng: SearchRng::for_search(seed),
            iterations: 0,
            index: Index::default(),
            root_moves: None,
            events: Vec::new(),
            path: Vec::with_capacity(64),
            untried: Vec::new(),
        }
    }

    /// Iterations run so far.
    pub fn iterations(&self) -> u32 {
        self.iterations
    }

    /// Runs `iterations` more iterations.
    pub fn run(&mut self, iterations: u32) {
        for _ in 0..iterations {
            self.iterations += 1;
            self.iterate(None);
        }
    }

    /// Runs `iterations` more iterations that all begin with the seat's move `first` (a move the
    /// review weighs however little the search thought of it; it need not be among
    /// [`BotGame::moves`], but must be legal).
    pub fn run_through(&mut self, first: &G::Action, iterations: u32) {
        for _ in 0..iterations {
            self.iterations += 1;
            self.iterate(Some(first));
        }
    }

    /// Runs one iteration through the seat's move `first` for each of `seeds`, each drawing its world
    /// and every later random choice from its own seed, and returns the seat's win (1 or 0,
    /// [`BotGame::wins`]) in each. Two moves given the same seeds are tried in the same worlds with the
    /// same rollout streams (common random numbers): the difference of their outcomes, seed by seed,
    /// is what the moves themselves made of those worlds, with little of the draw's noise.
    pub fn outcomes(&mut self, first: &G::Action, seeds: impl IntoIterator<Item = u64>) -> Vec<f64> {
        seeds
            .into_iter()
            .map(|seed| {
                self.rng = SearchRng::for_search(seed);
                self.iterations += 1;
                self.iterate(Some(first))
            })
            .collect()
    }

    /// Runs up to `iterations` more iterations, stopping early once no other move can be tried more
    /// often than the most tried one (the iterations left could not change [`Search::best`]).
    pub fn run_to_best(&mut self, iterations: u32) {
        let mut left = iterations;
        while left > 0 && !self.settled(left) {
            let slice = left.min(SLICE);
            self.run(slice);
            left -= slice;
        }
    }

    /// True when the most tried move is ahead of every other by more than `left` tries.
    fn settled(&self, left: u32) -> bool {
        let (mut first, mut second) = (0, 0);
        for edge in &self.nodes[0] {
            if edge.visits > first {
                (first, second) = (edge.visits, first);
            } else if edge.visits > second {
                second = edge.visits;
            }
        }
        first > second + left
    }

    /// The seat's moves at the root, with their statistics, in the order first tried: what a tree
    /// gives to be summed with others ([`Root::merge`]).
    pub fn root(&self) -> Root<G::Action> {
        let seat = self.root.seat;
        let tried = self.nodes[0].iter().filter(|e| e.seat == seat);
        Root(
            tried
                .map(|e| Tried { action: e.action.clone(), visits: e.visits, reward: e.reward, wins: e.wins })
                .collect(),
        )
    }

    /// How often the seat's move `action` was tried, and the share of those tries its seat won.
    pub fn chance(&self, action: &G::Action) -> (u32, f64) {
        self.root().chance(action)
    }

    /// The seat's moves with the share of visits each got, most visited first (hints, and the
    /// weaker levels' choice).
    pub fn ranked(&self) -> Vec<(G::Action, f64)> {
        self.root().ranked()
    }

    /// The most visited move; before any iteration, the first legal one.
    pub fn best(&self) -> G::Action {
        self.root().best().unwrap_or_else(|| self.root.game.legal_actions(self.root.seat).swap_remove(0))
    }

    /// One iteration (through `first`, if given); returns the seat's win in it.
    fn iterate(&mut self, first: Option<&G::Action>) -> f64 {
        let stamp = self.iterations;
        let mut world = self.root.sample(&mut self.rng);
        let mut node: NodeId = 0;
        self.path.clear();
        let mut plies = 0;
        let rewards = loop {
            let (seat, drawn) = match world.to_act() {
                ToAct::GameOver => break world.rewards(),
                ToAct::Chance(roller) => (roller, Some(world.chance_draw().expect("chance has a draw"))),
                ToAct::One(seat) => (seat, None),
                ToAct::Simultaneous(seats) => {
                    (if seats.contains(&self.root.seat) { self.root.seat } else { seats[0] }, None)
                }
            };
            if node != 0 {
                if let Some(value) = world.cutoff(plies) {
                    break value;
                }
            }
            let listed;
            let legal: &[G::Action] = match &drawn {
                Some(draw) => std::slice::from_ref(draw),
                // The seat's own moves depend only on what it sees, the same in every world.
                None if node == 0 => {
                    let moves = self.root_moves.get_or_insert_with(|| world.moves(seat));
                    debug_assert!(stamp > 16 || *moves == world.moves(seat), "the root's moves differ by world");
                    moves
                }
                None => {
                    listed = world.moves(seat);
                    &listed
                }
            };
            let edges = &mut self.nodes[node as usize];
            self.untried.clear();
            for (i, action) in legal.iter().enumerate() {
                match find(edges, &self.index, node, seat, action) {
                    Some(at) => {
                        edges[at].available += 1;
                        edges[at].legal_in = stamp;
                    }
                    None => self.untried.push(i),
                }
            }
            let forced = first.filter(|_| node == 0 && seat == self.root.seat);
            let index = if let Some(action) = forced {
                match find(edges, &self.index, node, seat, action) {
                    Some(index) => index,
                    None => add(edges, &mut self.index, node, Edge::new(seat, action.clone(), stamp)),
                }
            } else if self.untried.is_empty() {
                select(edges, stamp, G::EXPLORATION)
            } else {
                let pick = self.untried[self.rng.below(self.untried.len() as u32) as usize];
                add(edges, &mut self.index, node, Edge::new(seat, legal[pick].clone(), stamp))
            };
            let action = edges[index].action.clone();
            self.events.clear();
            world.play(seat, action, &mut self.events).expect("a legal move applies in its own world");
            self.path.push((node, index));
            plies += 1;
            if self.nodes[node as usize][index].child == NO_CHILD {
                self.nodes.push(Vec::new());
                let child = (self.nodes.len() - 1) as NodeId;
                self.nodes[node as usize][index].child = child;
                break rollout(world, plies, &mut self.rng, &mut self.events);
            }
            node = self.nodes[node as usize][index].child;
        };
        let wins = G::wins(&rewards);
        for &(node, index) in &self.path {
            let edge = &mut self.nodes[node as usize][index];
            edge.visits += 1;
            edge.reward += rewards[edge.seat.index()];
            edge.wins += wins[edge.seat.index()];
        }
        wins[self.root.seat.index()]
    }
}

/// UCB1 among the moves legal in this world: those marked legal in iteration `stamp` (every one
/// already has an edge).
fn select<A>(edges: &[Edge<A>], stamp: u32, exploration: f64) -> usize {
    let score = |e: &Edge<A>| {
        let visits = f64::from(e.visits.max(1));
        e.reward / visits + exploration * (ln(f64::from(e.available)) / visits).sqrt()
    };
    let mut best = (usize::MAX, f64::NEG_INFINITY);
    for (i, edge) in edges.iter().enumerate() {
        if edge.legal_in == stamp {
            let s = score(edge);
            if s > best.1 {
                best = (i, s);
            }
        }
    }
    best.0
}

/// The natural logarithm of `x` (at least 1), from the arithmetic every platform rounds alike: the
/// platform's own `ln` (the C library's natively, Rust's in WebAssembly) may differ in the last bit,
/// and a search whose UCB scores tie to the last bit would then choose another move natively than
/// in the browser's worker (seen in Bremen's guided game, whose hints search three trees of up to
/// 12,000 iterations). `x = 2^e · m` with `m` in [√½, √2), and `ln m = 2 atanh((m − 1)/(m + 1))`
/// by its series, whose terms fall below 10⁻¹⁸ of the sum within twelve.
pub(super) fn ln(x: f64) -> f64 {
    let bits = x.to_bits();
    let mut exponent = ((bits >> 52) & 0x7ff) as i64 - 1023;
    let mut m = f64::from_bits((bits & 0x000f_ffff_ffff_ffff) | 0x3ff0_0000_0000_0000);
    if m > std::f64::consts::SQRT_2 {
        m /= 2.0;
        exponent += 1;
    }
    let z = (m - 1.0) / (m + 1.0);
    let z2 = z * z;
    let (mut term, mut sum) = (z, 0.0);
    for k in 0..12 {
        sum += term / f64::from(2 * k + 1);
        term *= z2;
    }
    exponent as f64 * std::f64::consts::LN_2 + 2.0 * sum
}

/// Plays `world`, `plies` moves from the searched position, on with the game's rollout policy until
/// it ends or the game evaluates it.
fn rollout<G: BotGame>(mut world: G, mut plies: u32, rng: &mut SearchRng, events: &mut Vec<G::Event>) -> Vec<f64> {
    let mut make = |world: &mut G, seat, action| {
        events.clear();
        world.play(seat, action, events)
    };
    while let Some(seat) = settle_by(&mut world, &mut make) {
        if let Some(value) = world.cutoff(plies) {
            return value;
        }
        let action = world.rollout_action(seat, rng);
        make(&mut world, seat, action).expect("a rollout move is legal");
        plies += 1;
    }
    world.rewards()
}
