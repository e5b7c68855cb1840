//! Bremen (S.Ando, uchibacoya): cooperative trick-taking for 3 or 4 players.
//!
//! Implements the whole rulebook (`shared/seeds/000_11235b6d9ec50a11.txt`, spec `shared/rules/bremen.md`):
//! - ゲームの準備: 52 tiles (40 with 3 players), 13 each, dealt round the circle from the chosen first
//!   taker; with 3 players the leftover tile lies face up in the middle; a hand with 8+ chickens forces
//!   a redeal, repeated until nobody has 8+ (done automatically and counted).
//! - 遊び方: the holder of donkey 1 (3 players: donkey 4, or donkey 5 when donkey 4 is in the middle)
//!   leads trick 1 with any tile; others must follow the led animal if they can; chicken is trump; the
//!   winner captures the trick face down and leads the next; 12 tricks.
//! - ゲームの終了 / スコアと称号: see [`scoring`].
//! - Once the captured counts can no longer come out (the rulebook's 条件1 is lost whatever is played),
//!   the table may stop after a trick and see the result instead of playing the rest out
//!   ([`BremenAction::StopLost`]).

mod determinize;
pub mod scoring;
pub mod situation;
pub mod tile;
pub mod trick;
pub mod view;

use self::scoring::{counts_still_possible, reachable, BremenOutcome, Judgement};
use self::tile::{Animal, Tile, TileSet};
use self::trick::{CompletedTrick, Trick};
use self::view::{BremenView, HandView};
use super::rng::Rng;
use super::{Audit, Game, PerPlayer, PlayerId, RuleError, SetupError, ToAct, Viewer};
use crate::json::{variant, variant_of, Json, Tree};
use serde::Serialize;

/// Tiles in each hand after the deal.
pub const HAND_SIZE: u8 = 13;
/// Tricks in a game; each player keeps one tile to the end.
pub const TRICKS: u8 = 12;
/// A hand with this many chickens forces a redeal (注意).
pub const REDEAL_CHICKENS: u8 = 8;

/// Choices made before the deal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BremenOptions {
    /// 3 or 4.
    pub players: u8,
    /// The seat that takes the first tile from the circle (the rulebook's "player with the most chickens").
    pub first_taker: PlayerId,
    /// Memory aid: show the finished tricks during play. Off by default — the rulebook lays captured
    /// tiles face down and never looks at them again.
    pub memory_aid: bool,
}

impl Default for BremenOptions {
    fn default() -> Self {
        BremenOptions { players: 4, first_taker: PlayerId::new(0), memory_aid: false }
    }
}

/// A move: play this tile from your hand, or stop a game that can no longer be won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub enum BremenAction {
    /// Play the tile face up into the trick.
    Play(Tile),
    /// The captured counts can no longer come out: end the game now, lost, and show every hand.
    StopLost,
}

crate::tree_struct!(BremenOptions { players, first_taker, memory_aid });

impl Tree for BremenAction {
    fn to_tree(&self) -> Json {
        match self {
            BremenAction::Play(tile) => variant("Play", Some(tile.to_tree())),
            BremenAction::StopLost => variant("StopLost", None),
        }
    }
    fn from_tree(tree: &Json) -> Option<BremenAction> {
        match variant_of(tree)? {
            ("Play", Some(tile)) => Tile::from_tree(tile).map(BremenAction::Play),
            ("StopLost", None) => Some(BremenAction::StopLost),
            _ => None,
        }
    }
}

/// What happened; all of it is public (tiles are played face up).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum BremenEvent {
    /// A seat played a tile into the current trick.
    Played { seat: PlayerId, tile: Tile },
    /// A trick was won; `number` is 1 to 12, `tiles` the tiles captured.
    TrickWon { number: u8, winner: PlayerId, tiles: u8 },
    /// Trick 12 was won and the game judged.
    GameEnded { won: bool },
}

/// Why a tile may not be played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum BremenIllegal {
    /// The tile is not in the player's hand.
    NotInHand(Tile),
    /// The player holds the led animal and must play one of those.
    MustFollow(Animal),
    /// The game can still be won, so it is played to the end.
    StillWinnable,
    /// A game is stopped only between tricks, after everyone has seen the last one won.
    MidTrick,
}

/// A game of Bremen in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Bremen {
    options: BremenOptions,
    rng: Rng,
    redeals: u32,
    hands: PerPlayer<TileSet>,
    middle: Option<Tile>,
    trick: Trick,
    done: Vec<CompletedTrick>,
    /// True once the table stopped a game that could no longer be won.
    stopped: bool,
    /// Kept as the tricks are played (they follow from `done` and `trick`), because a bot's rollouts
    /// read them at every move: the tiles each seat has captured, and every tile played.
    counts: [u8; 4],
    played: TileSet,
}

impl Bremen {
    fn is_over(&self) -> bool {
        self.stopped || self.done.len() == TRICKS as usize
    }

    /// True between two tricks of a game that can no longer be won on the captured counts (the one
    /// place this is decided): the table, looking at the trick result, may stop it there.
    fn can_stop(&self) -> bool {
        if self.is_over() || !self.trick.is_empty() {
            return false;
        }
        let captured = self.counts();
        let tricks_left = TRICKS - self.done.len() as u8;
        !counts_still_possible(self.players(), &captured[..usize::from(self.players())], tricks_left)
    }

    /// [`apply`](Game::apply) without its events, which it works out from the state this leaves:
    /// the move alone, checked the same way. A bot's search makes hundreds of thousands of moves a
    /// turn in the worlds it samples, and would throw the events away.
    pub fn advance(&mut self, seat: PlayerId, action: BremenAction) -> Result<(), RuleError<BremenIllegal>> {
        self.to_act().admit(seat)?;
        let tile = match action {
            BremenAction::Play(tile) => tile,
            BremenAction::StopLost if self.can_stop() => {
                self.stopped = true;
                return Ok(());
            }
            BremenAction::StopLost if !self.trick.is_empty() => {
                return Err(RuleError::Illegal(BremenIllegal::MidTrick))
            }
            BremenAction::StopLost => return Err(RuleError::Illegal(BremenIllegal::StillWinnable)),
        };
        if !self.hands[seat].contains(tile) {
            return Err(RuleError::Illegal(BremenIllegal::NotInHand(tile)));
        }
        if !self.legal_tiles(seat).contains(tile) {
            let led = self.trick.led().expect("only a follower can be refused a tile in hand");
            return Err(RuleError::Illegal(BremenIllegal::MustFollow(led)));
        }
        self.play_legal(seat, tile);
        Ok(())
    }

    /// Plays `tile`, which `seat` may play now (its [`legal_tiles`](Bremen::legal_tiles)), unchecked:
    /// a bot's search plays only the moves it listed.
    pub(crate) fn play_legal(&mut self, seat: PlayerId, tile: Tile) {
        let players = self.players();
        self.hands[seat].remove(tile);
        self.played.insert(tile);
        self.trick.play(seat, tile);
        if self.trick.len() == players {
            let winner = self.trick.winner().expect("a full trick has a winner");
            let trick = std::mem::replace(&mut self.trick, Trick::new(winner));
            self.done.push(CompletedTrick { trick, winner });
            self.counts[winner.index()] += players;
        }
    }

    /// The tiles `seat` may play now (the one place the follow rule lives): what
    /// [`legal_actions`](Game::legal_actions) offers, less the stop.
    pub fn legal_tiles(&self, seat: PlayerId) -> TileSet {
        if self.is_over() || self.trick.next_seat(self.players()) != seat {
            return TileSet::EMPTY;
        }
        let hand = self.hands[seat];
        match self.trick.led().map(|animal| hand.of_animal(animal)) {
            Some(follow) if !follow.is_empty() => follow,
            _ => hand,
        }
    }

    /// `seat`'s hand, for the bots' rollouts, which play in worlds their search drew: a bot reads
    /// the table's hands only through [`Determinize`](crate::Determinize), as the twin tests
    /// check.
    pub(crate) fn hand(&self, seat: PlayerId) -> TileSet {
        self.hands[seat]
    }

    /// The trick being played (public: every tile in it is face up).
    pub fn trick(&self) -> &Trick {
        &self.trick
    }

    /// The face-up middle tile with 3 players (public).
    pub fn middle(&self) -> Option<Tile> {
        self.middle
    }

    /// Every tile played so far (public: each is played face up, 遊び方).
    pub fn played(&self) -> TileSet {
        self.played
    }

    /// How many tiles each seat has captured (public: the counts lie in front of everyone).
    pub fn captured(&self) -> PerPlayer<u8> {
        let counts = self.counts();
        PerPlayer::from_fn(self.players(), |seat| counts[seat.index()])
    }

    /// [`captured`](Bremen::captured), counted on the stack (no seat beyond the table's counts
    /// anything): it runs at every lead of a bot's rollouts.
    pub fn counts(&self) -> [u8; 4] {
        self.counts
    }

    /// A played-out game's [`Judgement`], on the stack (the bots' rollouts end in one each); `None`
    /// before the twelfth trick, and for a game the table stopped.
    pub fn judgement(&self) -> Option<Judgement> {
        if self.stopped || !self.is_over() {
            return None;
        }
        let players = usize::from(self.players());
        let hands = self.hands.values();
        // (Seats past the table repeat its last seat, and are not judged.)
        let last: [Tile; 4] =
            std::array::from_fn(|seat| hands[seat.min(players - 1)].iter().next().expect("each hand keeps one tile"));
        Some(Judgement::of(&self.counts[..players], &last[..players], self.middle))
    }

    /// Deals until no hand holds 8+ chickens, from the seeded stream.
    fn deal(players: u8, first_taker: PlayerId, rng: &mut Rng) -> (PerPlayer<TileSet>, Option<Tile>, u32) {
        let mut redeals = 0;
        loop {
            let mut circle = TileSet::for_players(players).to_vec();
            rng.shuffle(&mut circle);
            let mut hands = PerPlayer::from_fn(players, |_| TileSet::EMPTY);
            let dealt = (HAND_SIZE * players) as usize;
            let mut taker = first_taker;
            for &tile in &circle[..dealt] {
                hands[taker].insert(tile);
                taker = taker.next(players);
            }
            let too_many = hands.values().iter().any(|h| h.of_animal(Animal::Chicken).len() >= REDEAL_CHICKENS);
            if !too_many {
                return (hands, circle.get(dealt).copied(), redeals);
            }
            redeals += 1;
        }
    }

    /// The donkey that picks the first leader: 1 with 4 players; 4 with 3, or 5 if 4 is the middle tile.
    fn key_donkey(players: u8, middle: Option<Tile>) -> Tile {
        let number = match (players, middle) {
            (4, _) => 1,
            (_, Some(m)) if m.animal() == Animal::Donkey && m.number() == 4 => 5,
            _ => 4,
        };
        Tile::new(Animal::Donkey, number).expect("donkeys 1, 4 and 5 exist")
    }

    /// The first leader: donkey 1 with 4 players; donkey 4 with 3, or donkey 5 if donkey 4 is the middle tile.
    fn first_leader(hands: &PerPlayer<TileSet>, middle: Option<Tile>) -> PlayerId {
        let donkey = Bremen::key_donkey(hands.len() as u8, middle);
        hands.iter().find(|(_, h)| h.contains(donkey)).map(|(p, _)| p).expect("the key donkey is dealt to someone")
    }

    /// Every trick so far, finished ones first.
    fn tricks(&self) -> impl Iterator<Item = &Trick> {
        self.done.iter().map(|d| &d.trick).chain([&self.trick])
    }

    /// Every hand as dealt: what is left plus what each seat played.
    fn dealt_hands(&self) -> PerPlayer<Vec<Tile>> {
        self.hands.map(|seat, hand| {
            let mut all = *hand;
            for t in self.tricks() {
                if let Some(tile) = t.played_by(seat) {
                    all.insert(tile);
                }
            }
            all.to_vec()
        })
    }
}

impl Game for Bremen {
    type Options = BremenOptions;
    type Action = BremenAction;
    type Event = BremenEvent;
    type View = BremenView;
    type Outcome = BremenOutcome;
    type Illegal = BremenIllegal;

    fn new(options: BremenOptions, seed: u64) -> Result<Self, SetupError> {
        let players = options.players;
        SetupError::check_table(players, 3, 4, options.first_taker)?;
        let mut rng = Rng::from_seed(seed);
        let (hands, middle, redeals) = Bremen::deal(players, options.first_taker, &mut rng);
        let trick = Trick::new(Bremen::first_leader(&hands, middle));
        let done = Vec::with_capacity(TRICKS as usize);
        Ok(Bremen {
            options,
            rng,
            redeals,
            hands,
            middle,
            trick,
            done,
            stopped: false,
            counts: [0; 4],
            played: TileSet::EMPTY,
        })
    }

    fn options(&self) -> &BremenOptions {
        &self.options
    }

    fn players(&self) -> u8 {
        self.options.players
    }

    fn to_act(&self) -> ToAct {
        if self.is_over() {
            ToAct::GameOver
        } else {
            ToAct::One(self.trick.next_seat(self.players()))
        }
    }

    fn legal_actions(&self, seat: PlayerId) -> Vec<BremenAction> {
        let mut legal: Vec<BremenAction> = self.legal_tiles(seat).iter().map(BremenAction::Play).collect();
        if !legal.is_empty() && self.can_stop() {
            legal.push(BremenAction::StopLost);
        }
        legal
    }

    fn apply(&mut self, seat: PlayerId, action: BremenAction) -> Result<Vec<BremenEvent>, RuleError<BremenIllegal>> {
        let tricks = self.done.len();
        self.advance(seat, action)?;
        let BremenAction::Play(tile) = action else { return Ok(vec![BremenEvent::GameEnded { won: false }]) };
        let mut events = Vec::with_capacity(3);
        events.push(BremenEvent::Played { seat, tile });
        if let Some(done) = self.done.last().filter(|_| self.done.len() > tricks) {
            events.push(BremenEvent::TrickWon {
                number: self.done.len() as u8,
                winner: done.winner,
                tiles: self.players(),
            });
            if let Some(outcome) = self.outcome() {
                events.push(BremenEvent::GameEnded { won: outcome.won() });
            }
        }
        Ok(events)
    }

    fn view(&self, viewer: Viewer) -> BremenView {
        let players = self.players();
        let viewer = viewer.at(players);
        let over = self.is_over();
        let captured = self.captured();
        let tricks_left = TRICKS - self.done.len() as u8;
        let hands = self.hands.map(|seat, hand| {
            if over || viewer == Viewer::Seat(seat) {
                HandView::Known(hand.to_vec())
            } else {
                HandView::Hidden { count: hand.len() }
            }
        });
        let legal = match viewer {
            Viewer::Seat(seat) => self.legal_tiles(seat).to_vec(),
            Viewer::Table => Vec::new(),
        };
        BremenView {
            players,
            viewer,
            hands,
            legal,
            to_act: self.to_act(),
            trick_number: (self.done.len() as u8 + 1).min(TRICKS),
            trick: self.trick.clone(),
            last_trick: if self.trick.is_empty() { self.done.last().cloned() } else { None },
            reachable: captured.map(|_, &c| reachable(players, c, tricks_left)),
            counts_possible: counts_still_possible(players, captured.values(), tricks_left),
            can_stop: self.can_stop(),
            captured,
            middle: self.middle,
            redeals: self.redeals,
            history: (over || self.options.memory_aid).then(|| self.done.clone()),
            dealt: over.then(|| self.dealt_hands()),
            outcome: self.outcome(),
        }
    }

    fn outcome(&self) -> Option<BremenOutcome> {
        if !self.is_over() {
            return None;
        }
        if self.stopped {
            return Some(BremenOutcome::stopped(self.captured(), self.done.len() as u8, self.middle));
        }
        let last_tiles = self.hands.map(|_, h| h.iter().next().expect("each hand keeps one tile"));
        Some(BremenOutcome::judge(self.captured(), last_tiles, self.middle))
    }

    fn can_undo(&self, seat: PlayerId) -> bool {
        if self.is_over() {
            return false;
        }
        let players = self.players();
        let last = self.trick.last_seat(players).or_else(|| self.done.last().and_then(|d| d.trick.last_seat(players)));
        last == Some(seat)
    }
}

impl Audit for Bremen {
    type Component = Tile;

    fn components(&self) -> Vec<Tile> {
        let played = self.tricks().flat_map(|t| t.plays(self.players()));
        let mut all: Vec<Tile> = self.hands.values().iter().flat_map(|h| h.iter()).collect();
        all.extend(played.map(|(_, t)| t));
        all.extend(self.middle);
        all.sort();
        all
    }

    fn secrets(&self, seat: PlayerId) -> Vec<Tile> {
        if self.is_over() {
            Vec::new()
        } else {
            self.hands[seat].to_vec()
        }
    }
}

#[cfg(test)]
pub(crate) mod tests;
