//! M&ZEB-S: two players take turns collecting a token from the box, noting its colour and placing it
//! on a shared field touching the tokens already there; each hides the colour they want and the one
//! they don't. At the end each guesses the other's colours, then scores the collected tokens and the
//! wanted colour's area seen from above. Rules: `../shared/rules/mzebs.md`, from the rulebook
//! (`../shared/seeds/003_7a704d4f7b78a8ab.txt`); values lost from its pictures are settings.

mod codes;
mod determinize;
pub mod field;
pub mod rotation;
pub mod scoring;
pub mod situation;
#[cfg(test)]
mod tests;
pub mod token;
pub mod view;

use super::rng::Rng;
use super::{Audit, Game, PerPlayer, PlayerId, RuleError, SetupError, ToAct, Viewer};
use field::{Cell, Field, PlaceError};
use rotation::orientations;
use scoring::{MzebsOutcome, Score, SixPlus, Ties};
use serde::Serialize;
use token::{Colour, Token, TOKENS};
use view::MzebsView;

/// The board's side: 12 by default; from 12 a legal placement always exists (spec "Placement").
pub const SIDES: std::ops::RangeInclusive<u8> = 12..=20;
/// Tokens visible at the top of the box: 5 by default.
pub const VISIBLE: std::ops::RangeInclusive<u8> = 3..=8;

/// Choices made before the game; every value the rulebook leaves open is one of them. A save holds
/// them as one number ([`codes`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MzebsOptions {
    /// Who takes the first turn (rulebook: decided in any way).
    pub first: PlayerId,
    /// The board's side, 12–20 [reconstructed].
    pub side: u8,
    /// Tokens visible at the top of the box, 3–8 [reconstructed].
    pub visible: u8,
    /// Every token in the box visible and choosable [reconstructed variant].
    pub open_box: bool,
    /// A guess must name two different colours [reconstructed].
    pub guesses_differ: bool,
    /// How the wanted colour's "6 or more" is read [reconstructed].
    pub six_plus: SixPlus,
    /// How equal areas rank [reconstructed].
    pub ties: Ties,
    /// Both tallies on show, not only the player's own on their turn [reconstructed memory aid].
    pub both_tallies: bool,
}

impl Default for MzebsOptions {
    fn default() -> Self {
        MzebsOptions {
            first: PlayerId::new(0),
            side: 12,
            visible: 5,
            open_box: false,
            guesses_differ: false,
            six_plus: SixPlus::default(),
            ties: Ties::default(),
            both_tallies: false,
        }
    }
}

/// A player's secret memo: the colour they want and the one they don't (different colours).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Secret {
    /// Whose memo it is (so two players' equal choices are still two secrets).
    pub owner: PlayerId,
    pub wanted: Colour,
    pub unwanted: Colour,
}

/// A player's guess of the opponent's colours (one colour may be named twice unless the setting
/// forbids it).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
pub struct Guess {
    /// Who guessed.
    pub by: PlayerId,
    pub wanted: Colour,
    pub unwanted: Colour,
}

/// A move. A save holds it as one number ([`codes`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
#[serde(into = "u32")]
pub enum MzebsAction {
    /// At the start, in secret: the colour you want and the one you don't.
    Choose { wanted: Colour, unwanted: Colour },
    /// Collect this token from the top of the box (and note it).
    Collect(Token),
    /// Place the collected token: its orientation (an index into [`rotation::orientations`]) with its
    /// corner at column (x, y), dropped until it rests on the field.
    Place { orientation: u8, x: u8, y: u8 },
    /// At the end, in secret: the opponent's wanted and unwanted colours.
    Guess { wanted: Colour, unwanted: Colour },
}

crate::tree_code!(MzebsOptions);
crate::tree_code!(MzebsAction);

/// What the game waits for; all of it is public.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Phase {
    /// The secret choice of colours, by these players.
    Choose(Vec<PlayerId>),
    /// This player collects a token.
    Collect(PlayerId),
    /// This player places the token they collected.
    Place(PlayerId, Token),
    /// The secret guesses, by these players.
    Guess(Vec<PlayerId>),
    /// Everything is revealed.
    Over,
}

/// What happened; public only (never a colour choice or a guess before the reveal).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum MzebsEvent {
    /// The player chose their colours (which ones is their secret).
    Chose { seat: PlayerId },
    /// The player collected this token and noted it.
    Collected { seat: PlayerId, token: Token },
    /// The player placed the token in these cells.
    Placed { seat: PlayerId, token: Token, cells: Vec<Cell> },
    /// The player wrote down their guess.
    Guessed { seat: PlayerId },
    /// Both guesses and both memos were revealed together.
    Revealed,
}

/// Why a move is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum MzebsIllegal {
    /// Not a move of this moment of the game.
    NotNow,
    /// The wanted and unwanted colour must differ.
    SameColours,
    /// The guess must name two colours (the "guesses must differ" setting).
    SameGuess,
    /// That token is not at the top of the box.
    NotOnTop,
    /// The collected token has no such orientation.
    NoSuchOrientation,
    /// The placement breaks the placement rule.
    Placement(PlaceError),
}

/// A game of M&ZEB-S.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mzebs {
    options: MzebsOptions,
    /// The box, its top last (hidden below the visible top).
    pile: Vec<Token>,
    field: Field,
    /// Each token on the field with its cells, in the order placed.
    placed: Vec<(Token, Vec<Cell>)>,
    /// Tokens noted per colour (public: every pick is made in the open).
    tallies: PerPlayer<[u8; 4]>,
    secrets: PerPlayer<Option<Secret>>,
    guesses: PerPlayer<Option<Guess>>,
    phase: Phase,
    /// The seat that may take back the last move (it revealed nothing).
    undoable: Option<PlayerId>,
}

/// Two players, always.
pub const PLAYERS: u8 = 2;

impl Mzebs {
    /// Where the game stands.
    pub fn phase(&self) -> &Phase {
        &self.phase
    }

    /// The field as it stands (public: every placement is made in the open).
    pub fn field(&self) -> &Field {
        &self.field
    }

    /// Tokens `seat` has noted per colour (public: every pick is made in the open).
    pub fn tally(&self, seat: PlayerId) -> [u8; 4] {
        self.tallies[seat]
    }

    /// `seat`'s colours, for a bot reading a world it sampled (the real game shows them only in
    /// `seat`'s own view).
    pub(crate) fn secret(&self, seat: PlayerId) -> Option<Secret> {
        self.secrets[seat]
    }

    /// The tokens that may be collected now: the top of the box, or all of it in the open-box variant.
    pub fn top(&self) -> &[Token] {
        let shown = if self.options.open_box { self.pile.len() } else { usize::from(self.options.visible) };
        &self.pile[self.pile.len().saturating_sub(shown)..]
    }

    /// Every legal placement of `token` on the field now.
    pub fn placements(field: &Field, token: Token) -> Vec<MzebsAction> {
        let mut all = Vec::new();
        for (orientation, cells) in (0..).zip(orientations(token.shape())) {
            all.extend(field.corners(cells).into_iter().map(|(x, y)| MzebsAction::Place { orientation, x, y }));
        }
        all
    }

    /// Why `action` is refused for `seat` (whose move it is).
    fn why(&self, action: MzebsAction) -> MzebsIllegal {
        match (&self.phase, action) {
            (Phase::Choose(_), MzebsAction::Choose { .. }) => MzebsIllegal::SameColours,
            (Phase::Guess(_), MzebsAction::Guess { .. }) => MzebsIllegal::SameGuess,
            (Phase::Collect(_), MzebsAction::Collect(_)) => MzebsIllegal::NotOnTop,
            (Phase::Place(_, token), MzebsAction::Place { orientation, x, y }) => {
                self.placement(*token, orientation, x, y).err().unwrap_or(MzebsIllegal::NotNow)
            }
            _ => MzebsIllegal::NotNow,
        }
    }

    /// True when `action` is legal for `seat` now (a placement is checked directly, not by listing
    /// them all).
    fn allows(&self, seat: PlayerId, action: MzebsAction) -> bool {
        if !self.to_act().includes(seat) {
            return false;
        }
        match (&self.phase, action) {
            (Phase::Choose(_), MzebsAction::Choose { wanted, unwanted }) => wanted != unwanted,
            (Phase::Guess(_), MzebsAction::Guess { wanted, unwanted }) => {
                !self.options.guesses_differ || wanted != unwanted
            }
            (Phase::Collect(_), MzebsAction::Collect(token)) => self.top().contains(&token),
            (Phase::Place(_, token), MzebsAction::Place { orientation, x, y }) => {
                self.placement(*token, orientation, x, y).is_ok()
            }
            _ => false,
        }
    }

    /// The cells `token` fills dropped in `orientation` at column (x, y), or why it may not be. A
    /// corner off the board is refused before anything is counted from it (a move sent from outside
    /// may name any column).
    fn placement(&self, token: Token, orientation: u8, x: u8, y: u8) -> Result<Vec<Cell>, MzebsIllegal> {
        let shapes = orientations(token.shape());
        let shape = shapes.get(usize::from(orientation)).ok_or(MzebsIllegal::NoSuchOrientation)?;
        let side = self.field.side();
        if x >= side || y >= side {
            return Err(MzebsIllegal::Placement(PlaceError::OffBoard));
        }
        self.field.placement(shape, x as i8, y as i8).map_err(MzebsIllegal::Placement)
    }

    /// The score of `seat` once both have guessed.
    fn score(&self, seat: PlayerId, secret: Secret, guess: Guess) -> Score {
        let o = &self.options;
        Score::of(secret, self.tallies[seat], guess, self.field.areas(), o.six_plus, o.ties)
    }
}

/// Every pair of two colours from the four, in order (wanted, unwanted); with `same`, also a colour
/// named twice.
fn colour_pairs(same: bool) -> Vec<(Colour, Colour)> {
    let mut pairs = Vec::new();
    for a in Colour::ALL {
        for b in Colour::ALL {
            if a != b || same {
                pairs.push((a, b));
            }
        }
    }
    pairs
}

impl Game for Mzebs {
    type Options = MzebsOptions;
    type Action = MzebsAction;
    type Event = MzebsEvent;
    type View = MzebsView;
    type Outcome = MzebsOutcome;
    type Illegal = MzebsIllegal;

    fn new(options: MzebsOptions, seed: u64) -> Result<Self, SetupError> {
        SetupError::check_table(PLAYERS, PLAYERS, PLAYERS, options.first)?;
        SetupError::check_setting(options.side, SIDES)?;
        SetupError::check_setting(options.visible, VISIBLE)?;
        let mut pile: Vec<Token> = Token::all().collect();
        Rng::from_seed(seed).shuffle(&mut pile);
        let players = PLAYERS;
        Ok(Mzebs {
            pile,
            field: Field::new(options.side),
            placed: Vec::new(),
            tallies: PerPlayer::from_fn(players, |_| [0; 4]),
            secrets: PerPlayer::from_fn(players, |_| None),
            guesses: PerPlayer::from_fn(players, |_| None),
            phase: Phase::Choose((0..players).map(|i| options.first.after(i, players)).collect()),
            undoable: None,
            options,
        })
    }

    fn options(&self) -> &MzebsOptions {
        &self.options
    }

    fn players(&self) -> u8 {
        PLAYERS
    }

    fn to_act(&self) -> ToAct {
        match &self.phase {
            Phase::Choose(seats) | Phase::Guess(seats) => ToAct::Simultaneous(seats.clone()),
            Phase::Collect(seat) | Phase::Place(seat, _) => ToAct::One(*seat),
            Phase::Over => ToAct::GameOver,
        }
    }

    fn legal_actions(&self, seat: PlayerId) -> Vec<MzebsAction> {
        if !self.to_act().includes(seat) {
            return Vec::new();
        }
        match &self.phase {
            Phase::Choose(_) => colour_pairs(false)
                .into_iter()
                .map(|(wanted, unwanted)| MzebsAction::Choose { wanted, unwanted })
                .collect(),
            Phase::Guess(_) => colour_pairs(!self.options.guesses_differ)
                .into_iter()
                .map(|(wanted, unwanted)| MzebsAction::Guess { wanted, unwanted })
                .collect(),
            Phase::Collect(_) => self.top().iter().rev().map(|&t| MzebsAction::Collect(t)).collect(),
            Phase::Place(_, token) => Mzebs::placements(&self.field, *token),
            Phase::Over => Vec::new(),
        }
    }

    fn apply(&mut self, seat: PlayerId, action: MzebsAction) -> Result<Vec<MzebsEvent>, RuleError<MzebsIllegal>> {
        self.to_act().admit(seat)?;
        if !self.allows(seat, action) {
            return Err(RuleError::Illegal(self.why(action)));
        }
        let other = seat.next(PLAYERS);
        // Collecting surfaces a hidden token and can't be undone (a token touched never goes back).
        self.undoable = (!matches!(action, MzebsAction::Collect(_))).then_some(seat);
        let event = match action {
            MzebsAction::Choose { wanted, unwanted } => {
                self.secrets[seat] = Some(Secret { owner: seat, wanted, unwanted });
                let Phase::Choose(seats) = &mut self.phase else { unreachable!("checked by allows") };
                seats.retain(|&s| s != seat);
                if seats.is_empty() {
                    self.phase = Phase::Collect(self.options.first);
                }
                MzebsEvent::Chose { seat }
            }
            MzebsAction::Collect(token) => {
                self.pile.retain(|&t| t != token);
                self.tallies[seat][token.colour().index()] += 1;
                self.phase = Phase::Place(seat, token);
                MzebsEvent::Collected { seat, token }
            }
            MzebsAction::Place { orientation, x, y } => {
                let Phase::Place(_, token) = self.phase else { unreachable!("checked by allows") };
                let Ok(cells) = self.placement(token, orientation, x, y) else { unreachable!("checked by allows") };
                self.field.place(token, &cells);
                self.placed.push((token, cells.clone()));
                self.phase = if self.pile.is_empty() {
                    Phase::Guess(vec![self.options.first, self.options.first.next(PLAYERS)])
                } else {
                    Phase::Collect(other)
                };
                MzebsEvent::Placed { seat, token, cells }
            }
            MzebsAction::Guess { wanted, unwanted } => {
                self.guesses[seat] = Some(Guess { by: seat, wanted, unwanted });
                let Phase::Guess(seats) = &mut self.phase else { unreachable!("checked by allows") };
                seats.retain(|&s| s != seat);
                if seats.is_empty() {
                    self.phase = Phase::Over;
                    return Ok(vec![MzebsEvent::Guessed { seat }, MzebsEvent::Revealed]);
                }
                MzebsEvent::Guessed { seat }
            }
        };
        Ok(vec![event])
    }

    fn view(&self, viewer: Viewer) -> MzebsView {
        view::view(self, viewer.at(self.players()))
    }

    fn outcome(&self) -> Option<MzebsOutcome> {
        if self.phase != Phase::Over {
            return None;
        }
        let secrets = self.secrets.map(|_, s| s.expect("both chose before the first turn"));
        let guesses = self.guesses.map(|_, g| g.expect("both guessed before the reveal"));
        // A player's score follows the opponent's guess of their colours.
        let scores = secrets.map(|seat, &secret| self.score(seat, secret, guesses[seat.next(PLAYERS)]));
        let [a, b] = [0, 1].map(|i| scores.values()[i].total);
        let winner = match a.cmp(&b) {
            std::cmp::Ordering::Greater => Some(PlayerId::new(0)),
            std::cmp::Ordering::Less => Some(PlayerId::new(1)),
            std::cmp::Ordering::Equal => None,
        };
        Some(MzebsOutcome { secrets, guesses, areas: self.field.areas(), scores, winner })
    }

    fn can_undo(&self, seat: PlayerId) -> bool {
        self.undoable == Some(seat) && self.phase != Phase::Over
    }
}

/// What the conformance harness counts and hides.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(untagged)]
pub enum Piece {
    /// A token, in the box or on the field.
    Token(Token),
    /// A player's colours, secret until the reveal.
    Secret(Secret),
    /// A player's guess, secret until the reveal.
    Guess(Guess),
}

impl Audit for Mzebs {
    type Component = Piece;

    /// The 40 tokens: in the box, in a player's hand or on the field.
    fn components(&self) -> Vec<Piece> {
        let mut all: Vec<Token> = self.pile.clone();
        all.extend(self.placed.iter().map(|(t, _)| *t));
        if let Phase::Place(_, token) = self.phase {
            all.push(token);
        }
        all.sort_unstable();
        debug_assert_eq!(all.len(), usize::from(TOKENS));
        all.into_iter().map(Piece::Token).collect()
    }

    /// The player's colours and guess, until both are revealed.
    fn secrets(&self, seat: PlayerId) -> Vec<Piece> {
        if self.phase == Phase::Over {
            return Vec::new();
        }
        let secret = self.secrets[seat].map(Piece::Secret);
        secret.into_iter().chain(self.guesses[seat].map(Piece::Guess)).collect()
    }
}
