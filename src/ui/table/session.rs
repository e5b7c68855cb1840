//! A game being played at the table: the one place that calls the rules (`apply`, `view`), and the
//! pass-and-play flow around them (DESIGN.md "Pass and play").
//!
//! Stages: the curtain names the next player and hides everything private; "I am X" shows X's private
//! screen; a pause shows a public result (a won trick) to everybody; the end shows the outcome.
//! Undo follows the tabletop rule: only the last action, only by its player, only while the curtain
//! that followed it has not been dismissed, and only when the rules say nothing new was revealed. In a
//! game with secrets the undo goes back through its owner's curtain ("Give the device back to X"), so
//! whoever holds the device never sees the returned hand.
//! Plain Rust without the browser, so its tests run natively.

mod replay;

pub use self::replay::{Reviewed, Step};
pub use crate::bots::Player;
use crate::bots::{bot_to_move, is_bot, search_seed, Level};
use crate::json::{self, field, field_or, object, variant, variant_of, Json, Tree};
use crate::rules::moves::{pack, unpack, Packed};
use crate::rules::{replay, Game, PlayerId, RuleError, SetupError, ToAct, Viewer};
use crate::ui::storage::LoadError;
use crate::ui::teaching::lessons::Lessons;

/// What a game tells the session about pacing at the table.
pub trait TableGame: Game {
    /// True when players hold secrets, so the device is handed over behind the curtain. A game whose
    /// information is all public goes straight from one player's screen to the next.
    const SECRETS: bool;
    /// True when these events end something the whole table should see before the device moves on
    /// (in Bremen: a won trick).
    fn pauses_after(events: &[Self::Event]) -> bool;
    /// True when the move waited for is made in the open although the game has secrets (M&ZEB-S's
    /// turns between its secret choices): no curtain goes up for it, and its screen shows only what
    /// the whole table may see.
    fn open_turn(&self) -> bool {
        false
    }
}

/// Why the session did not take an action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ActError<E> {
    /// No private screen is showing, so nobody has confirmed who holds the device.
    NobodyRevealed,
    /// No public result is showing, so the table is not choosing together.
    NoPause,
    /// It is not a bot's turn.
    NoBotTurn,
    /// The rules refused it (the reason is also kept for the player to read).
    Refused(RuleError<E>),
}

/// What the device is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Opaque hand-over screen for this seat: nothing private is rendered.
    Curtain(PlayerId),
    /// This seat's screen: private, after they confirmed who they are (in a game without secrets,
    /// simply their turn).
    Private(PlayerId),
    /// A bot's turn: the table's view (a lone person's own view) while it thinks, then its move.
    Bot(PlayerId),
    /// A public result for everybody, before the next hand-over.
    Pause,
    /// The game is over: everything is revealed.
    Over,
}

/// One game in progress with its players, history and hand-over state.
#[derive(Clone, Debug)]
pub struct Session<G: TableGame> {
    seed: u64,
    actions: Vec<(PlayerId, G::Action)>,
    game: G,
    log: Vec<G::Event>,
    /// The last refused action's reason, shown to the player who tried it.
    refusal: Option<RuleError<G::Illegal>>,
    /// Who sits where and what the device shows.
    hand: HandOver,
}

/// Who sits at the table and where the hand-over stands: the part of a session that is the same in
/// every game, apart from its game so that the page carries its code once, not once per game.
#[derive(Clone, Debug)]
struct HandOver {
    /// The players' names, by seat (clockwise).
    names: Vec<String>,
    /// Who plays each seat.
    players: Vec<Player>,
    /// For each seat, how much of the log they have seen (news since their last turn is the rest).
    seen: Vec<usize>,
    stage: Stage,
    /// True from an action until the next curtain is dismissed: the window in which undo is allowed.
    undo_open: bool,
    /// Where in the log the last action's events begin.
    last_start: usize,
    /// True while the curtain is up because its player took an action back: it asks for the device
    /// to be given back, not passed on.
    handing_back: bool,
    /// True while the player of a move made in the open looks at their secrets (behind the curtain).
    peeking: bool,
    /// What the game has taught (a guided game, the coach marks shown).
    lessons: Lessons,
}

/// What a save keeps of a session: the players, the options, seed and every action, and where the
/// hand-over stands. The game and its events are rebuilt from it by replay ([`Session::restore`]),
/// so a save stays small and the app carries no code to read whole game states. The game's own
/// options and actions are kept as trees, read as the game's types by [`Session::restore`]: one
/// record for every game, so each game brings only the code to read its own types.
pub struct Record {
    names: Vec<String>,
    /// Absent from saves made before bots took seats: everybody was a person.
    players: Vec<Player>,
    /// Absent from saves of the first format, which kept them inside a snapshot of the game (only
    /// its options are read from it: the rest is rebuilt).
    options: Json,
    seed: u64,
    /// Every action, whole; empty when they are packed.
    actions: Vec<(PlayerId, Json)>,
    /// A finished game's actions, packed (see [`crate::rules::moves`]); absent from saves before
    /// schema 3 and from games in progress.
    moves: Option<Packed>,
    seen: Vec<usize>,
    stage: Stage,
    undo_open: bool,
    last_start: usize,
    handing_back: bool,
    /// Absent from saves made before games taught: nothing taught, not guided.
    lessons: Lessons,
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

impl<G: TableGame> Session<G> {
    /// Starts a game with these players by seat; the curtain goes up for whoever acts first (if a
    /// person). Refused unless the names and the players are one per seat of the game.
    pub fn start(names: Vec<String>, players: Vec<Player>, options: G::Options, seed: u64) -> Result<Self, SetupError> {
        let game = G::new(options, seed)?;
        let hand = HandOver::new(names, players, game.players())?;
        let mut session = Session { seed, actions: Vec::new(), game, log: Vec::new(), refusal: None, hand };
        session.hand.stage = session.next_stage(None);
        Ok(session)
    }

    /// What a save keeps of this session: a finished game's moves packed, a game in progress's whole.
    pub fn record(&self) -> Record {
        let over = self.game.to_act() == ToAct::GameOver;
        let moves = over.then(|| pack::<G>(self.game.options().clone(), self.seed, &self.actions)).flatten();
        let actions = match moves {
            Some(_) => Vec::new(),
            None => self.actions.iter().map(|(seat, action)| (*seat, action.to_tree())).collect(),
        };
        Record { options: self.game.options().to_tree(), seed: self.seed, actions, moves, ..self.hand.record() }
    }

    /// Rebuilds a saved session by replaying its actions from its options and seed, and checks that
    /// the seats and the hand-over fit the game it leads to. It comes back behind its curtain.
    /// Options or moves not of this game's types are unreadable; moves that do not replay, or a
    /// hand-over that does not fit, are inconsistent (damaged or edited).
    pub fn restore(record: Record) -> Result<Self, LoadError> {
        let options = G::Options::from_tree(&record.options).ok_or(LoadError::Unreadable)?;
        let seed = record.seed;
        let actions = match &record.moves {
            Some(moves) => unpack::<G>(options.clone(), seed, moves).ok_or(LoadError::Inconsistent)?,
            None => {
                let actions = record.actions.iter().map(|(seat, action)| Some((*seat, G::Action::from_tree(action)?)));
                actions.collect::<Option<Vec<_>>>().ok_or(LoadError::Unreadable)?
            }
        };
        let (game, log) = replay::<G>(options, seed, &actions).map_err(|_| LoadError::Inconsistent)?;
        let hand = record.hand_over(game.players(), log.len(), &game.to_act())?;
        let mut session = Session { seed, actions, game, log, refusal: None, hand };
        // A private screen comes back behind its curtain.
        session.lock();
        Ok(session)
    }

    /// The player's name in this seat.
    pub fn name(&self, seat: PlayerId) -> &str {
        &self.hand.names[seat.index()]
    }

    /// All names, by seat.
    pub fn names(&self) -> &[String] {
        &self.hand.names
    }

    /// Who plays each seat.
    pub fn players(&self) -> &[Player] {
        &self.hand.players
    }

    /// The one person at a table of bots, if there is exactly one: nobody else looks at the device,
    /// so their own screen needs no curtain and stays up while the bots play.
    pub fn lone_person(&self) -> Option<PlayerId> {
        self.hand.lone_person()
    }

    /// The bot to move now, its level and the seed its search draws from (see
    /// [`crate::bots::search_seed`]).
    pub fn bot_turn(&self) -> Option<(PlayerId, Level, u64)> {
        let Stage::Bot(seat) = self.hand.stage else { return None };
        let Player::Bot(level) = self.hand.players[seat.index()] else { return None };
        Some((seat, level, search_seed(self.seed, self.actions.len(), seat)))
    }

    /// What the game has taught so far.
    pub fn lessons(&self) -> &Lessons {
        &self.hand.lessons
    }

    /// What the game has taught, to record more.
    pub fn lessons_mut(&mut self) -> &mut Lessons {
        &mut self.hand.lessons
    }

    /// The seed the game was dealt from (shown for replays and bug reports).
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The options the game was set up with.
    pub fn options(&self) -> &G::Options {
        self.game.options()
    }

    /// How many actions have been taken.
    pub fn moves(&self) -> usize {
        self.actions.len()
    }

    /// What the device shows now.
    pub fn stage(&self) -> Stage {
        self.hand.stage
    }

    /// What the current screen may show: the revealed seat's view, or only public information.
    pub fn view(&self) -> G::View {
        match (self.hand.stage, self.lone_person()) {
            (Stage::Private(seat), _) if !G::SECRETS || self.own_screen() => self.game.view(Viewer::Seat(seat)),
            (Stage::Bot(_), Some(person)) => self.game.view(Viewer::Seat(person)),
            _ => self.game.view(Viewer::Table),
        }
    }

    /// True when a player's screen shows their secrets: the game has secrets, and the move waited for
    /// is not one made in the open, or its player is looking at their secrets.
    fn own_screen(&self) -> bool {
        G::SECRETS && (self.hand.peeking || !self.game.open_turn())
    }

    /// True when the screen is one behind the curtain (see [`HandOver::curtained`]).
    fn curtained(&self) -> bool {
        self.hand.curtained(self.own_screen())
    }

    /// The player of a move made in the open asks to look at their secrets (M&ZEB-S's memo): their
    /// curtain comes up, and once they confirm who they are their screen shows their own view.
    pub fn peek(&mut self) {
        if let (true, Stage::Private(seat)) = (G::SECRETS && self.game.open_turn(), self.hand.stage) {
            self.hand.peeking = true;
            if self.curtained() {
                self.hand.stage = Stage::Curtain(seat);
            }
            self.refusal = None;
        }
    }

    /// True while the player is looking at their secrets (see [`Session::peek`]).
    pub fn peeking(&self) -> bool {
        self.hand.peeking
    }

    /// Back from looking at their secrets to the move made in the open.
    pub fn unpeek(&mut self) {
        if matches!(self.hand.stage, Stage::Private(_)) {
            self.hand.peeking = false;
        }
    }

    /// The seat a hint may be shown to now: the player whose own screen this is — one behind their
    /// curtain, one in a game without secrets, or a lone person's (nobody else is looking). A move made
    /// in the open before others gets none: a hint follows its player's secrets.
    pub fn hint_seat(&self) -> Option<PlayerId> {
        let Stage::Private(seat) = self.hand.stage else { return None };
        (!G::SECRETS || self.own_screen() || self.lone_person().is_some()).then_some(seat)
    }

    /// True while a private screen is showing (after "I am X", in a move made behind the curtain).
    pub fn showing_private(&self) -> bool {
        self.curtained() && matches!(self.hand.stage, Stage::Private(_))
    }

    /// The result, once the game is over.
    pub fn outcome(&self) -> Option<G::Outcome> {
        self.game.outcome()
    }

    /// True while the curtain is up for a player who took their action back (see [`Session::undo`]).
    pub fn handing_back(&self) -> bool {
        self.hand.handing_back && matches!(self.hand.stage, Stage::Curtain(_))
    }

    /// A number that changes whenever the screen shows something new: another stage or another move.
    /// Input that arrives just after it changes was aimed at the screen before.
    pub fn screen_key(&self) -> (Stage, usize) {
        // A look at one's secrets shows a new screen without a move, and so does the end of a guided
        // game's first screens: each counts as one.
        let (peeking, intro) = (usize::from(self.hand.peeking), usize::from(self.hand.lessons.intro_due()));
        (self.hand.stage, self.actions.len() * 4 + peeking * 2 + intro)
    }

    /// The reason the last attempted action was refused, if it was.
    pub fn refusal(&self) -> Option<&RuleError<G::Illegal>> {
        self.refusal.as_ref()
    }

    /// Every public event of the game so far (a toast's results are its events since it started).
    pub fn log(&self) -> &[G::Event] {
        &self.log
    }

    /// The log from `start` on (all of it past its end is nothing).
    fn log_from(&self, start: usize) -> &[G::Event] {
        &self.log[start.min(self.log.len())..]
    }

    /// Public events `seat` has not seen yet (shown on their curtain).
    pub fn news_for(&self, seat: PlayerId) -> &[G::Event] {
        self.log_from(self.hand.seen[seat.index()])
    }

    /// What the last action caused (a roll and all it set off), for the public result it shows.
    pub fn last_events(&self) -> &[G::Event] {
        self.log_from(self.hand.last_start)
    }

    /// Public events since `seat` last acted, and at least all the last action caused: what a board
    /// without a curtain shows the player whose turn it is.
    pub fn recent_for(&self, seat: PlayerId) -> &[G::Event] {
        self.log_from(self.hand.seen[seat.index()].min(self.hand.last_start))
    }

    /// Public events since a person last played or looked: the bots' moves a bot's turn lists (all
    /// the last move caused, if nobody has).
    pub fn since_people(&self) -> &[G::Event] {
        self.log_from(self.hand.people_seen())
    }

    /// The person behind the curtain confirmed who they are: show their private screen.
    pub fn reveal(&mut self) {
        if self.hand.reveal(self.log.len()) {
            self.refusal = None;
        }
    }

    /// Ends a public pause: on to the next hand-over.
    pub fn resume(&mut self) {
        if self.hand.stage == Stage::Pause {
            self.hand.stage = self.next_stage(None);
        }
    }

    /// Puts the curtain back over a private screen (page hidden, idle timeout).
    pub fn lock(&mut self) {
        if let (true, Stage::Private(seat)) = (self.curtained(), self.hand.stage) {
            self.hand.stage = Stage::Curtain(seat);
            self.refusal = None;
        }
    }

    /// The revealed player takes an action. Refused actions change nothing but the shown reason.
    pub fn act(&mut self, action: G::Action) -> Result<(), ActError<G::Illegal>> {
        let Stage::Private(seat) = self.hand.stage else { return Err(ActError::NobodyRevealed) };
        // A move made in the open was watched by the table: its player's next private screen, if it
        // comes next, goes behind their curtain like anybody's.
        let behind_curtain = self.curtained();
        self.hand.peeking = false;
        match self.game.apply(seat, action.clone()) {
            Ok(events) => {
                self.record_move(seat, action, events, behind_curtain);
                self.hand.undo_open = true;
                Ok(())
            }
            Err(e) => {
                self.refusal = Some(e.clone());
                Err(ActError::Refused(e))
            }
        }
    }

    /// The bot whose turn it is makes its move. Once it shows, the move before it can no longer be
    /// taken back.
    pub fn bot_act(&mut self, action: G::Action) -> Result<(), ActError<G::Illegal>> {
        let Stage::Bot(seat) = self.hand.stage else { return Err(ActError::NoBotTurn) };
        let events = self.game.apply(seat, action.clone()).map_err(ActError::Refused)?;
        self.record_move(seat, action, events, false);
        self.hand.undo_open = false;
        Ok(())
    }

    /// Keeps an applied move and what it caused (and the dice it rolled), and moves the device on:
    /// a result everybody should see pauses the game, the very last one too, before the end.
    fn record_move(&mut self, seat: PlayerId, action: G::Action, mut events: Vec<G::Event>, behind_curtain: bool) {
        self.actions.push((seat, action));
        events.extend(self.settle_chance());
        let pause = G::pauses_after(&events);
        let start = self.log.len();
        self.log.extend(events);
        self.hand.moved(seat, start, self.log.len());
        self.refusal = None;
        self.hand.stage = if pause { Stage::Pause } else { self.next_stage(behind_curtain.then_some(seat)) };
    }

    /// A choice the whole table makes on a public pause (Bremen's "See the result now"), taken for the
    /// seat to act. Refused anywhere but on a pause, and whenever the rules refuse it.
    pub fn act_for_table(&mut self, action: G::Action) -> Result<(), ActError<G::Illegal>> {
        let (Stage::Pause, ToAct::One(seat)) = (self.hand.stage, self.game.to_act()) else {
            return Err(ActError::NoPause);
        };
        let events = self.game.apply(seat, action.clone()).map_err(ActError::Refused)?;
        self.actions.push((seat, action));
        self.hand.last_start = self.log.len();
        self.log.extend(events);
        self.hand.undo_open = false;
        self.hand.stage = self.next_stage(None);
        Ok(())
    }

    /// The seat that may take back its last action right now, if any.
    pub fn undoable_by(&self) -> Option<PlayerId> {
        let (seat, _) = self.actions.last()?;
        (self.hand.may_take_back(*seat, self.curtained()) && self.game.can_undo(*seat)).then_some(*seat)
    }

    /// Takes back the last action (see [`Session::undoable_by`]). In a game with secrets its player's
    /// curtain comes up ("Give the device back to X"): the returned hand is shown only after they
    /// confirm who they are. Without secrets their screen comes straight back.
    pub fn undo(&mut self) -> bool {
        let Some(seat) = self.undoable_by() else { return false };
        let kept = &self.actions[..self.actions.len() - 1];
        let Ok((game, log)) = replay::<G>(self.game.options().clone(), self.seed, kept) else { return false };
        self.actions.pop();
        self.hand.peeking = false;
        self.game = game;
        self.log = log;
        let curtained = self.curtained();
        self.hand.taken_back(seat, self.log.len(), curtained);
        true
    }

    /// Rolls whatever chance is waiting for (dice after "Roll"), from the seed in the state, recording
    /// each outcome like any action so the game replays.
    fn settle_chance(&mut self) -> Vec<G::Event> {
        let mut events = Vec::new();
        while let (ToAct::Chance(seat), Some(outcome)) = (self.game.to_act(), self.game.chance_draw()) {
            match self.game.apply(seat, outcome.clone()) {
                Ok(new) => events.extend(new),
                Err(_) => break,
            }
            self.actions.push((seat, outcome));
        }
        events
    }

    /// The stage for whoever acts next (see [`HandOver::next_stage`]).
    fn next_stage(&self, actor: Option<PlayerId>) -> Stage {
        self.hand.next_stage(&self.game.to_act(), self.curtained(), actor)
    }
}

impl HandOver {
    /// Seats these players, one name and one player per seat of a game of `seats`; the stage is set
    /// once the game is known.
    fn new(names: Vec<String>, players: Vec<Player>, seats: u8) -> Result<HandOver, SetupError> {
        for given in [names.len(), players.len()] {
            let got = u8::try_from(given).unwrap_or(u8::MAX);
            if got != seats {
                return Err(SetupError::PlayerCount { min: seats, max: seats, got });
            }
        }
        let seen = vec![0; names.len()];
        let (stage, undo_open, last_start, handing_back, peeking) = (Stage::Over, false, 0, false, false);
        let lessons = Lessons::default();
        Ok(HandOver { names, players, seen, stage, undo_open, last_start, handing_back, peeking, lessons })
    }

    /// What a save keeps of the hand-over (the game's part is filled in by [`Session::record`]).
    fn record(&self) -> Record {
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

    /// True when a bot plays this seat.
    fn is_bot(&self, seat: PlayerId) -> bool {
        is_bot(&self.players, seat)
    }

    /// The one person among bots (see [`Session::lone_person`]).
    fn lone_person(&self) -> Option<PlayerId> {
        let mut people = (0..self.players.len()).filter(|&i| !self.players[i].is_bot());
        match (people.next(), people.next()) {
            (Some(one), None) => Some(PlayerId::new(one as u8)),
            _ => None,
        }
    }

    /// True when the screen is one behind the curtain: it shows a player's secrets (`own_screen`),
    /// and the device goes round more than one person.
    fn curtained(&self, own_screen: bool) -> bool {
        own_screen && self.lone_person().is_none()
    }

    /// Where in the log the news of a bot's turn starts: the most any person has seen, or the last
    /// move's events if nobody has.
    fn people_seen(&self) -> usize {
        let people = (0..self.players.len()).filter(|&i| !self.players[i].is_bot());
        people.map(|i| self.seen[i]).max().unwrap_or(self.last_start)
    }

    /// The curtain's person confirmed who they are, having seen a log of `log_len`: their private
    /// screen shows. False if no curtain was up.
    fn reveal(&mut self, log_len: usize) -> bool {
        let Stage::Curtain(seat) = self.stage else { return false };
        self.stage = Stage::Private(seat);
        self.seen[seat.index()] = log_len;
        self.undo_open = false;
        self.handing_back = false;
        true
    }

    /// `seat` moved, and the log now runs from `start` (its events) to `log_len`, all of which it saw.
    fn moved(&mut self, seat: PlayerId, start: usize, log_len: usize) {
        self.last_start = start;
        self.seen[seat.index()] = log_len;
    }

    /// True when `seat`, who made the last move, may still take it back as far as the hand-over goes:
    /// a person's move, in the window that closes when the next curtain is dismissed. Without a
    /// curtain (no secrets, or a move made in the open) the window lasts until the next action;
    /// while a bot thinks, until its move shows.
    fn may_take_back(&self, seat: PlayerId, curtained: bool) -> bool {
        let window = matches!(self.stage, Stage::Curtain(_) | Stage::Pause | Stage::Bot(_)) || !curtained;
        self.undo_open && window && !self.is_bot(seat)
    }

    /// `seat`'s move was taken back, leaving a log of `log_len`: their curtain comes up if the screen
    /// is `curtained` ("give the device back"), else their screen comes straight back.
    fn taken_back(&mut self, seat: PlayerId, log_len: usize, curtained: bool) {
        self.last_start = self.last_start.min(log_len);
        for s in &mut self.seen {
            *s = (*s).min(log_len);
        }
        self.stage = if curtained { Stage::Curtain(seat) } else { Stage::Private(seat) };
        self.handing_back = curtained;
        self.undo_open = false;
    }

    /// The stage for a game waiting for `to_act`: a bot's turn for a bot (see [`bot_to_move`]), else
    /// the seat's curtain when the screen is `curtained`; `actor` is the seat that just acted behind
    /// its own curtain, whose screen may stay up for its next private move.
    fn next_stage(&self, to_act: &ToAct, curtained: bool, actor: Option<PlayerId>) -> Stage {
        if let Some(bot) = bot_to_move(to_act, &self.players) {
            return Stage::Bot(bot);
        }
        let seat = match to_act {
            ToAct::GameOver => return Stage::Over,
            ToAct::One(seat) => *seat,
            ToAct::Simultaneous(seats) => seats[0],
            // Only reached if a game's draw is refused by its own rules; the roller's screen stays up.
            ToAct::Chance(seat) => return Stage::Private(*seat),
        };
        if Some(seat) == actor || !curtained {
            Stage::Private(seat)
        } else {
            Stage::Curtain(seat)
        }
    }

    /// True when the stage can be showing in a game waiting for `to_act`: a bot's turn only for a
    /// bot, a person's screen only for a person.
    fn stage_fits(&self, to_act: &ToAct) -> bool {
        match (self.stage, to_act) {
            (Stage::Pause, _) | (Stage::Over, ToAct::GameOver) => true,
            (Stage::Curtain(seat) | Stage::Private(seat), ToAct::Chance(roller)) => {
                seat == *roller && !self.is_bot(seat)
            }
            (Stage::Curtain(seat) | Stage::Private(seat), to_act) => to_act.includes(seat) && !self.is_bot(seat),
            (Stage::Bot(seat), to_act) => to_act.includes(seat) && self.is_bot(seat),
            (Stage::Over, _) => false,
        }
    }
}

impl Record {
    /// The saved hand-over, checked against the game its moves lead to: `seats` players, a log of
    /// `log_len` events, waiting for `to_act`. Inconsistent if it does not fit.
    fn hand_over(self, seats: u8, log_len: usize, to_act: &ToAct) -> Result<HandOver, LoadError> {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::bremen::{Bremen, BremenEvent, BremenOptions};

    fn names(n: usize) -> Vec<String> {
        ["Aiko", "Ben", "Chie", "Dan"][..n].iter().map(|s| s.to_string()).collect()
    }

    fn people(n: usize) -> Vec<Player> {
        vec![Player::Person; n]
    }

    fn session() -> Session<Bremen> {
        bremen([Player::Person; 4], 42)
    }

    fn play_first(s: &mut Session<Bremen>) {
        if let Stage::Curtain(_) = s.stage() {
            s.reveal();
        }
        assert!(matches!(s.stage(), Stage::Private(_)), "not private: {:?}", s.stage());
        let tile = s.view().legal[0];
        s.act(crate::rules::bremen::BremenAction::Play(tile)).unwrap();
    }

    #[test]
    fn starts_behind_the_curtain_of_the_first_leader() {
        let mut s = session();
        let any = crate::rules::bremen::tile::Tile::new(crate::rules::bremen::tile::Animal::Donkey, 1).unwrap();
        let play = crate::rules::bremen::BremenAction::Play(any);
        assert_eq!(s.act(play), Err(ActError::NobodyRevealed), "nobody may act while the curtain is up");
        assert_eq!(s.moves(), 0);
        assert!(matches!(s.stage(), Stage::Curtain(_)));
        assert!(s
            .view()
            .hands
            .values()
            .iter()
            .all(|h| matches!(h, crate::rules::bremen::view::HandView::Hidden { .. })));
    }

    #[test]
    fn each_play_hands_over_and_a_won_trick_pauses_for_everyone() {
        let mut s = session();
        for _ in 0..3 {
            play_first(&mut s);
            assert!(matches!(s.stage(), Stage::Curtain(_)), "a different player is next");
        }
        play_first(&mut s);
        assert_eq!(s.stage(), Stage::Pause);
        s.resume();
        assert!(matches!(s.stage(), Stage::Curtain(_) | Stage::Private(_)));
    }

    #[test]
    fn undo_only_before_the_next_curtain_is_dismissed() {
        let mut s = session();
        s.reveal();
        let Stage::Private(first) = s.stage() else { panic!() };
        play_first(&mut s);
        assert_eq!(s.undoable_by(), Some(first));
        assert!(s.undo());
        assert_eq!(s.stage(), Stage::Curtain(first), "the hand comes back only behind its owner's curtain");
        assert!(s.handing_back());
        assert!(s.view().legal.is_empty(), "nothing private while the device is handed back");
        assert_eq!(s.moves(), 0);
        s.reveal();
        assert_eq!(s.stage(), Stage::Private(first));
        assert!(!s.handing_back());
        play_first(&mut s);
        s.reveal();
        assert_eq!(s.undoable_by(), None, "the next player has seen their screen");
        assert!(!s.undo());
    }

    #[test]
    fn refused_actions_change_nothing_and_say_why() {
        use crate::rules::bremen::{view::HandView, BremenAction};
        let mut s = session();
        loop {
            match s.stage() {
                Stage::Curtain(_) => s.reveal(),
                Stage::Pause => s.resume(),
                Stage::Over | Stage::Bot(_) => panic!("no refusable tile in a whole game"),
                Stage::Private(seat) => {
                    let view = s.view();
                    let HandView::Known(hand) = &view.hands[seat] else { panic!("own hand hidden") };
                    if let Some(&blocked) = hand.iter().find(|t| !view.legal.contains(t)) {
                        let before = s.moves();
                        assert!(s.act(BremenAction::Play(blocked)).is_err());
                        assert_eq!((s.moves(), s.stage()), (before, Stage::Private(seat)));
                        assert!(s.refusal().is_some());
                        return;
                    }
                    play_first(&mut s);
                }
            }
        }
    }

    #[test]
    fn news_is_what_happened_since_the_seat_last_looked() {
        let mut s = session();
        s.reveal();
        let Stage::Private(first) = s.stage() else { panic!() };
        play_first(&mut s);
        play_first(&mut s);
        let news = s.news_for(first);
        assert_eq!(news.len(), 1, "the first player saw their own play");
        assert!(matches!(news[0], BremenEvent::Played { .. }));
    }

    #[test]
    fn lock_and_reload_bring_the_curtain_back() {
        let mut s = session();
        s.reveal();
        let Stage::Private(seat) = s.stage() else { panic!() };
        s.lock();
        assert_eq!(s.stage(), Stage::Curtain(seat));
        s.reveal();
        let json = json::to_string(&s.record());
        let back = Session::<Bremen>::restore(json::from_str(&json).unwrap()).unwrap();
        assert_eq!(back.stage(), Stage::Curtain(seat));
    }

    #[test]
    fn a_save_whose_moves_do_not_replay_or_do_not_fit_is_refused() {
        let mut s = session();
        play_first(&mut s);
        let good: serde_json::Value = serde_json::from_str(&json::to_string(&s.record())).unwrap();
        let restore = |tree: serde_json::Value| Session::<Bremen>::restore(json::from_str(&tree.to_string()).unwrap());
        assert!(restore(good.clone()).is_ok());
        let mut dealt_otherwise = good.clone();
        dealt_otherwise["seed"] = serde_json::json!(43);
        assert_eq!(
            restore(dealt_otherwise).err(),
            Some(LoadError::Inconsistent),
            "the tile played is not in that hand"
        );
        let mut wrong_seat = good.clone();
        let Stage::Curtain(next) = s.stage() else { panic!() };
        wrong_seat["stage"] = serde_json::json!({ "Curtain": (next.index() + 1) % 4 });
        assert_eq!(restore(wrong_seat).err(), Some(LoadError::Inconsistent), "the curtain is up for the wrong seat");
        let mut one_name = good;
        one_name["names"] = serde_json::json!(["Aiko"]);
        assert_eq!(restore(one_name).err(), Some(LoadError::Inconsistent));
    }

    #[test]
    fn a_whole_game_shows_the_last_trick_then_reaches_the_end_stage() {
        let mut s =
            Session::<Bremen>::start(names(3), people(3), BremenOptions { players: 3, ..BremenOptions::default() }, 8)
                .unwrap();
        let mut pauses = 0;
        while s.stage() != Stage::Over {
            if s.stage() == Stage::Pause {
                pauses += 1;
                s.resume();
            } else {
                play_first(&mut s);
            }
        }
        assert_eq!(pauses, 12, "every trick's result is shown, the 12th before the end");
        assert!(s.outcome().is_some());
        assert_eq!(s.undoable_by(), None, "the end reveals every hand: no undo");
    }

    #[test]
    fn a_lost_game_can_be_stopped_from_a_trick_result_and_is_refused_while_winnable() {
        use crate::rules::bremen::{BremenAction, BremenIllegal};
        let mut s = session();
        let mut refused_while_winnable = false;
        loop {
            match s.stage() {
                Stage::Pause if s.view().can_stop => break,
                Stage::Pause => {
                    let refused = s.act_for_table(BremenAction::StopLost);
                    assert_eq!(refused, Err(ActError::Refused(RuleError::Illegal(BremenIllegal::StillWinnable))));
                    refused_while_winnable = true;
                    s.resume();
                }
                Stage::Over => panic!("seed 42 was expected to become unwinnable before the end"),
                _ => play_first(&mut s),
            }
        }
        assert!(refused_while_winnable, "the first trick cannot lose the game yet");
        let moves = s.moves();
        s.act_for_table(BremenAction::StopLost).unwrap();
        assert_eq!((s.stage(), s.moves()), (Stage::Over, moves + 1));
        let outcome = s.outcome().unwrap();
        assert!(!outcome.won() && outcome.last_tiles.is_none() && outcome.tricks_played < 12);
        assert!(Session::<Bremen>::restore(s.record()).is_ok(), "the stop is recorded and replays");
        assert_eq!(s.act_for_table(BremenAction::StopLost), Err(ActError::NoPause));
    }

    #[test]
    fn secret_choices_go_behind_the_curtain_and_turns_in_the_open_with_a_look_at_ones_memo() {
        use crate::rules::mzebs::token::Colour;
        use crate::rules::mzebs::{Mzebs, MzebsAction, MzebsOptions};
        let mut s: Session<Mzebs> = Session::start(names(2), people(2), MzebsOptions::default(), 5).unwrap();
        let (a, b) = (PlayerId::new(0), PlayerId::new(1));
        for seat in [a, b] {
            assert_eq!(s.stage(), Stage::Curtain(seat), "each secret choice behind its owner's curtain");
            s.reveal();
            s.act(MzebsAction::Choose { wanted: Colour::Red, unwanted: Colour::Green }).unwrap();
        }
        assert_eq!(s.stage(), Stage::Private(a), "the turns are played in the open");
        assert!(s.view().mine.is_none(), "an open screen shows no secret");
        assert!(!s.showing_private());
        s.lock();
        assert_eq!(s.stage(), Stage::Private(a), "nothing to hide: no curtain on idle");

        s.peek();
        assert_eq!(s.stage(), Stage::Curtain(a), "a look at one's memo goes through the curtain");
        assert!(s.view().mine.is_none());
        s.reveal();
        assert!(s.showing_private());
        assert_eq!(s.view().mine.and_then(|m| m.secret).map(|m| m.wanted), Some(Colour::Red));
        s.unpeek();
        assert_eq!(s.stage(), Stage::Private(a));
        assert!(s.view().mine.is_none());

        let token = s.view().top[0];
        s.act(MzebsAction::Collect(token)).unwrap();
        assert_eq!(s.undoable_by(), None, "a collected token never goes back");
        let place = Mzebs::placements(&s.view().field, token)[0];
        s.act(place).unwrap();
        assert_eq!(s.stage(), Stage::Private(b), "straight to the other player");
        assert_eq!(s.undoable_by(), Some(a), "a placement can be taken back until the next move");
        assert!(s.undo());
        assert_eq!(s.stage(), Stage::Private(a), "and comes straight back, without a curtain");
        assert!(!s.handing_back());
    }

    #[test]
    fn a_game_without_secrets_goes_round_without_a_curtain_and_rolls_its_dice() {
        use crate::rules::dog::{Dog, DogAction, DogEvent, DogOptions};
        let options = DogOptions { players: 2, ..DogOptions::default() };
        let mut s = Session::<Dog>::start(names(2), people(2), options, 3).unwrap();
        assert_eq!(s.stage(), Stage::Private(PlayerId::new(0)), "no curtain to lift");
        s.act(DogAction::Roll).unwrap();
        assert!(matches!(s.last_events()[0], DogEvent::Rolled { .. }), "the dice landed with the roll");
        assert_eq!(s.moves(), 2, "the roll and its dice are both recorded, so the game replays");
        assert!(Session::<Dog>::restore(s.record()).is_ok());
        s.lock();
        assert!(matches!(s.stage(), Stage::Private(_)), "nothing private to hide");
        // Play on until someone exchanges: the next player's screen is up, and the exchange can still
        // be taken back until they act.
        while s.stage() != Stage::Over {
            match s.stage() {
                Stage::Pause => s.resume(),
                Stage::Private(seat) => {
                    let view = s.view();
                    let exchange = view.legal.iter().copied().find(|a| matches!(a, DogAction::Exchange(_)));
                    if let Some(e) = exchange {
                        s.act(e).unwrap();
                        assert!(matches!(s.stage(), Stage::Private(next) if next != seat));
                        assert_eq!(s.undoable_by(), Some(seat));
                        assert!(s.undo());
                        assert_eq!(s.stage(), Stage::Private(seat));
                        assert!(s.view().legal.contains(&e));
                        return;
                    }
                    s.act(view.legal[0]).unwrap();
                }
                Stage::Curtain(_) | Stage::Over | Stage::Bot(_) => panic!("unexpected {:?}", s.stage()),
            }
        }
        panic!("nobody could exchange in a whole game");
    }

    #[test]
    fn a_round_end_pauses_for_everyone() {
        use crate::rules::dog::{Dog, DogEvent, DogOptions};
        let mut s =
            Session::<Dog>::start(names(3), people(3), DogOptions { players: 3, ..DogOptions::default() }, 11).unwrap();
        while s.stage() != Stage::Pause {
            let Stage::Private(_) = s.stage() else { panic!("no round ended: {:?}", s.stage()) };
            let first = s.view().legal[0];
            s.act(first).unwrap();
        }
        assert!(s.last_events().iter().any(|e| matches!(e, DogEvent::RoundEnded { round: 1, .. })));
        s.resume();
        assert!(matches!(s.stage(), Stage::Private(_)));
    }

    #[test]
    fn a_private_move_after_a_move_in_the_open_goes_behind_the_curtain() {
        use crate::rules::broom::options::BroomOptions;
        use crate::rules::broom::role::{Role::*, Roles, Stance};
        use crate::rules::broom::stock::Resource;
        use crate::rules::broom::{Broom, BroomAction as A, Phase};
        let options = BroomOptions { players: 2, ..BroomOptions::default() };
        let mut s = Session::<Broom>::start(names(2), people(2), options, 5).unwrap();
        let hand = |roles: &[crate::rules::broom::role::Role]| {
            A::Choose(roles.iter().fold(Roles::default(), |h, &r| h.with(r)))
        };
        for roles in [
            [HerbGatherer, FruitGatherer, RootGatherer, WeatherFairy],
            [ForestWitch, PrairieWitch, HillWitch, MountainWitch],
        ] {
            let Stage::Curtain(_) = s.stage() else { panic!("each choice behind a curtain: {:?}", s.stage()) };
            s.reveal();
            s.act(hand(&roles)).unwrap();
        }
        assert_eq!(s.stage(), Stage::Pause, "everyone has chosen");
        s.resume();
        assert_eq!(s.stage(), Stage::Curtain(PlayerId::new(0)));
        s.reveal();
        s.act(A::Lead(HerbGatherer, Stance::Cowardly)).unwrap();
        // The gatherer takes in the open, straight after the lead: same player, no secret shown.
        assert_eq!(s.stage(), Stage::Private(PlayerId::new(0)));
        assert!(!s.showing_private());
        s.act(A::Take(Resource::Green)).unwrap();
        // This round's event may offer a cowardly extra (Black Market, Black Distillery): declined.
        while matches!(s.view().phase, Phase::Act(..)) {
            s.act(A::Skip).unwrap();
        }
        // Nobody else holds the role and all were cowardly: the same player leads again, from their hand.
        assert_eq!(s.view().phase, Phase::Lead(PlayerId::new(0)));
        assert_eq!(
            s.stage(),
            Stage::Curtain(PlayerId::new(0)),
            "the table watched the take: the hand waits behind the curtain"
        );
    }

    /// One step of a game: people take their first legal move (through the curtain), bots their
    /// move from the seed the session gives them, and a pause is passed.
    fn step<G: TableGame + crate::bots::BotGame>(s: &mut Session<G>) {
        match s.stage() {
            Stage::Curtain(_) => s.reveal(),
            Stage::Pause => s.resume(),
            Stage::Bot(seat) => {
                let (bot, level, seed) = s.bot_turn().expect("a bot's turn");
                assert_eq!(bot, seat);
                let action = crate::bots::choose(&s.game, seat, level, seed);
                s.bot_act(action).unwrap();
            }
            Stage::Private(seat) => {
                let action = s.game.legal_actions(seat)[0].clone();
                s.act(action).unwrap();
            }
            Stage::Over => {}
        }
    }

    /// Plays a whole game by [`step`]; returns the stages seen, in order.
    fn play_out<G: TableGame + crate::bots::BotGame>(s: &mut Session<G>) -> Vec<Stage> {
        let mut stages = Vec::new();
        while s.stage() != Stage::Over {
            stages.push(s.stage());
            step(s);
        }
        stages
    }

    /// A game of Bremen with these players, dealt from `seed`.
    fn bremen(players: [Player; 4], seed: u64) -> Session<Bremen> {
        Session::start(names(4), players.to_vec(), BremenOptions::default(), seed).unwrap()
    }

    /// One person in seat 0, among three bots.
    const ALONE: [Player; 4] =
        [Player::Person, Player::Bot(Level::Easy), Player::Bot(Level::Easy), Player::Bot(Level::Easy)];

    /// Plays on to the next bot's turn.
    fn to_a_bots_turn<G: TableGame + crate::bots::BotGame>(s: &mut Session<G>) {
        while !matches!(s.stage(), Stage::Bot(_)) {
            step(s);
        }
    }

    #[test]
    fn a_game_starts_only_with_one_name_and_one_player_per_seat() {
        let three = [Player::Person; 3].to_vec();
        let got = |e: Result<Session<Bremen>, SetupError>| match e.err() {
            Some(SetupError::PlayerCount { min: 4, max: 4, got }) => got,
            other => panic!("{other:?}"),
        };
        assert_eq!(got(Session::start(names(3), people(4), BremenOptions::default(), 1)), 3);
        assert_eq!(got(Session::start(names(4), three, BremenOptions::default(), 1)), 3);
    }

    #[test]
    fn one_person_among_bots_never_meets_a_curtain_and_watches_with_their_own_hand() {
        use crate::rules::bremen::view::HandView;
        let mut s = bremen(ALONE, 42);
        let me = PlayerId::new(0);
        assert_eq!(s.lone_person(), Some(me));
        to_a_bots_turn(&mut s);
        assert!(matches!(s.view().hands[me], HandView::Known(_)), "the person's hand stays in view while bots play");
        assert!(s
            .act(s.game.legal_actions(me).first().copied().unwrap_or(crate::rules::bremen::BremenAction::StopLost))
            .is_err());
        let stages = play_out(&mut s);
        assert!(stages.iter().all(|st| !matches!(st, Stage::Curtain(_))), "no curtain for a lone person");
        assert!(stages.contains(&Stage::Private(me)));
        assert!(stages.iter().filter(|st| matches!(st, Stage::Bot(_))).count() >= 30, "the bots played their tiles");
        assert!(s.outcome().is_some());
        let back = Session::<Bremen>::restore(s.record()).unwrap();
        assert_eq!(back.players(), s.players(), "a save keeps who plays each seat");
    }

    #[test]
    fn a_persons_move_can_be_taken_back_until_the_bots_move_shows() {
        let mut s = bremen(ALONE, 42);
        let me = PlayerId::new(0);
        // On to a move of the person's with a bot to play after it (not the last of a trick).
        let (action, before, bot) = loop {
            while s.stage() != Stage::Private(me) {
                step(&mut s);
            }
            assert!(!s.showing_private(), "nothing to hide from nobody: the idle lock leaves it up");
            let action = s.game.legal_actions(me)[0];
            let before = s.moves();
            s.act(action).unwrap();
            if let Stage::Bot(bot) = s.stage() {
                break (action, before, bot);
            }
        };
        assert_eq!(s.undoable_by(), Some(me), "while the bot thinks");
        assert!(s.undo());
        assert_eq!((s.stage(), s.moves()), (Stage::Private(me), before), "straight back, no curtain");
        assert_eq!(s.bot_act(action), Err(ActError::NoBotTurn));
        s.act(action).unwrap();
        let (_, level, seed) = s.bot_turn().unwrap();
        s.bot_act(crate::bots::choose(&s.game, bot, level, seed)).unwrap();
        assert_eq!(s.undoable_by(), None, "the bot's move has shown");
        assert!(!s.undo());
    }

    #[test]
    fn between_two_people_and_two_bots_the_curtain_goes_up_only_for_a_person() {
        use crate::rules::bierfest::{Bierfest, BierfestOptions};
        let players = vec![Player::Person, Player::Bot(Level::Easy), Player::Person, Player::Bot(Level::Easy)];
        let values = crate::rules::bierfest::values::CardValues::default();
        let options = BierfestOptions { players: 4, first: PlayerId::new(1), values };
        let mut s = Session::<Bierfest>::start(names(4), players, options, 9).unwrap();
        assert_eq!(s.lone_person(), None);
        let stages = play_out(&mut s);
        let seat_of = |st: &Stage| match st {
            Stage::Curtain(p) | Stage::Private(p) | Stage::Bot(p) => Some(*p),
            _ => None,
        };
        for st in &stages {
            match st {
                Stage::Curtain(p) | Stage::Private(p) => {
                    assert!(!s.players()[p.index()].is_bot(), "a person's screen for a bot: {st:?}")
                }
                Stage::Bot(p) => assert!(s.players()[p.index()].is_bot()),
                _ => {}
            }
        }
        assert!(stages.iter().any(|st| matches!(st, Stage::Curtain(_))), "people still pass behind the curtain");
        assert!(stages.iter().filter_map(seat_of).any(|p| s.players()[p.index()].is_bot()));
        assert!(s.outcome().is_some());
    }

    #[test]
    fn a_save_showing_a_bots_turn_for_a_person_or_a_persons_screen_for_a_bot_is_refused() {
        let mut s = bremen([Player::Person, Player::Bot(Level::Normal), Player::Person, Player::Person], 3);
        to_a_bots_turn(&mut s);
        assert_eq!(s.stage(), Stage::Bot(PlayerId::new(1)));
        let good: serde_json::Value = serde_json::from_str(&json::to_string(&s.record())).unwrap();
        let restore = |tree: serde_json::Value| Session::<Bremen>::restore(json::from_str(&tree.to_string()).unwrap());
        assert_eq!(restore(good.clone()).map(|b| b.stage()).ok(), Some(Stage::Bot(PlayerId::new(1))));
        let mut person = good.clone();
        person["players"][1] = serde_json::json!("Person");
        assert_eq!(restore(person).err(), Some(LoadError::Inconsistent));
        let mut curtain = good;
        curtain["stage"] = serde_json::json!({ "Curtain": 1 });
        assert_eq!(restore(curtain).err(), Some(LoadError::Inconsistent));
    }

    #[test]
    fn the_save_of_a_bots_turn_is_the_question_the_worker_answers_with_the_bots_move() {
        let mut s = bremen([Player::Person, Player::Bot(Level::Easy), Player::Bot(Level::Normal), Player::Person], 12);
        to_a_bots_turn(&mut s);
        let (seat, level, seed) = s.bot_turn().unwrap();
        let question = crate::ui::storage::encode_as(&s, 0.0);
        let answer = crate::bots::worker::answer(&question).expect("the worker answers a bot's turn");
        let action: crate::rules::bremen::BremenAction = crate::json::from_str(&answer).unwrap();
        assert_eq!(action, crate::bots::choose(&s.game, seat, level, seed));
        s.bot_act(action).unwrap();
    }
}
