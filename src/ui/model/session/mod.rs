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

mod hand_over;
mod record;
mod replay;
#[cfg(test)]
mod tests;

use self::hand_over::HandOver;
pub use self::record::Record;
pub use self::replay::{Reviewed, Step};
use super::lessons::Lessons;
use super::save::LoadError;
pub use rules::bots::Player;
use rules::bots::{search_seed, Level};
use rules::json::Tree;
use rules::moves::{pack, unpack};
use rules::{replay, Game, PlayerId, RuleError, SetupError, ToAct, Viewer};

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
    /// [`rules::bots::search_seed`]).
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
