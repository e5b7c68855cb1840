//! What a save keeps of a session, and how it is checked as it is read back (see [`Record`]).

use super::hand_over::HandOver;
use super::Stage;
use crate::ui::model::lessons::Lessons;
use crate::ui::model::save::LoadError;
use rules::bots::Player;
use rules::json::{self, field, field_or, object, variant, variant_of, Json, Tree};
use rules::moves::Packed;
use rules::{PlayerId, ToAct};

/// What a save keeps of a session: the players, the options, seed and every action, and where the
/// hand-over stands. The game and its events are rebuilt from it by replay ([`Session::restore`]),
/// so a save stays small and the app carries no code to read whole game states. The game's own
/// options and actions are kept as trees, read as the game's types by [`Session::restore`]: one
/// record for every game, so each game brings only the code to read its own types.
pub struct Record {
    pub(super) names: Vec<String>,
    /// Absent from saves made before bots took seats: everybody was a person.
    pub(super) players: Vec<Player>,
    /// Absent from saves of the first format, which kept them inside a snapshot of the game (only
    /// its options are read from it: the rest is rebuilt).
    pub(super) options: Json,
    pub(super) seed: u64,
    /// Every action, whole; empty when they are packed.
    pub(super) actions: Vec<(PlayerId, Json)>,
    /// A finished game's actions, packed (see [`rules::moves`]); absent from saves before
    /// schema 3 and from games in progress.
    pub(super) moves: Option<Packed>,
    pub(super) seen: Vec<usize>,
    pub(super) stage: Stage,
    pub(super) undo_open: bool,
    pub(super) last_start: usize,
    pub(super) handing_back: bool,
    /// Absent from saves made before games taught: nothing taught, not guided.
    pub(super) lessons: Lessons,
}

impl Tree for Record {
    fn to_tree(&self) -> Json {
        object(vec![
            ("names", self.names.to_tree()),
            ("players", self.players.to_tree()),
            ("options", self.options.clone()),
            ("seed", self.seed.to_tree()),
            match &self.moves {
                Some(moves) => ("moves", moves.to_tree()),
                None => ("actions", self.actions.to_tree()),
            },
            ("seen", self.seen.to_tree()),
            ("stage", self.stage.to_tree()),
            ("undo_open", self.undo_open.to_tree()),
            ("last_start", self.last_start.to_tree()),
            ("handing_back", self.handing_back.to_tree()),
            ("lessons", self.lessons.to_tree()),
        ])
    }
    fn from_tree(tree: &Json) -> Option<Record> {
        let first_format = || json::member(tree, "game").and_then(|game| json::member(game, "options"));
        let moves: Option<Packed> = field(tree, "moves")?;
        Some(Record {
            names: field(tree, "names")?,
            players: field_or(tree, "players", Vec::new)?,
            options: json::member(tree, "options").or_else(first_format)?.clone(),
            seed: field(tree, "seed")?,
            actions: if moves.is_some() { Vec::new() } else { field(tree, "actions")? },
            moves,
            seen: field(tree, "seen")?,
            stage: field(tree, "stage")?,
            undo_open: field(tree, "undo_open")?,
            last_start: field_or(tree, "last_start", || 0)?,
            handing_back: field_or(tree, "handing_back", || false)?,
            lessons: field_or(tree, "lessons", Lessons::default)?,
        })
    }
}

impl Tree for Stage {
    fn to_tree(&self) -> Json {
        match self {
            Stage::Curtain(seat) => variant("Curtain", Some(seat.to_tree())),
            Stage::Private(seat) => variant("Private", Some(seat.to_tree())),
            Stage::Bot(seat) => variant("Bot", Some(seat.to_tree())),
            Stage::Pause => variant("Pause", None),
            Stage::Over => variant("Over", None),
        }
    }
    fn from_tree(tree: &Json) -> Option<Stage> {
        let seat = |s: Option<&Json>| PlayerId::from_tree(s?);
        Some(match variant_of(tree)? {
            ("Curtain", s) => Stage::Curtain(seat(s)?),
            ("Private", s) => Stage::Private(seat(s)?),
            ("Bot", s) => Stage::Bot(seat(s)?),
            ("Pause", None) => Stage::Pause,
            ("Over", None) => Stage::Over,
            _ => return None,
        })
    }
}

impl Record {
    /// The saved hand-over, checked against the game its moves lead to: `seats` players, a log of
    /// `log_len` events, waiting for `to_act`. Inconsistent if it does not fit.
    pub(super) fn hand_over(self, seats: u8, log_len: usize, to_act: &ToAct) -> Result<HandOver, LoadError> {
        let seats = usize::from(seats);
        let players = if self.players.is_empty() { vec![Player::Person; seats] } else { self.players };
        let hand = HandOver {
            names: self.names,
            players,
            seen: self.seen,
            stage: self.stage,
            undo_open: self.undo_open,
            last_start: self.last_start,
            handing_back: self.handing_back,
            peeking: false,
            lessons: self.lessons,
        };
        let fits = hand.names.len() == seats
            && hand.players.len() == seats
            && hand.seen.len() == seats
            && hand.seen.iter().chain([&hand.last_start]).all(|&n| n <= log_len)
            && hand.stage_fits(to_act);
        fits.then_some(hand).ok_or(LoadError::Inconsistent)
    }
}

impl HandOver {
    /// What a save keeps of the hand-over (the game's part is filled in by [`super::Session::record`]).
    pub(super) fn record(&self) -> Record {
        Record {
            names: self.names.clone(),
            players: self.players.clone(),
            options: Json::Null,
            seed: 0,
            actions: Vec::new(),
            moves: None,
            seen: self.seen.clone(),
            stage: self.stage,
            undo_open: self.undo_open,
            last_start: self.last_start,
            handing_back: self.handing_back,
            lessons: self.lessons.clone(),
        }
    }
}
