//! What the shell knows of a game, whichever it is: its entry in the registry ([`GameEntry`], listed in
//! [`crate::ui::games::GAMES`]) and the game on the table behind one object-safe trait ([`Table`]), so the
//! app shell, storage, home and setup treat every game alike and name none of them.
//!
//! The table's flow, the same for every game: the session a game is played through ([`session`]),
//! the curtain ([`curtain`]), whose press counts ([`presses`]), the bots' turns ([`bot_turns`]) and
//! the pieces every game's screens are built of ([`kit`]).

pub mod bot_turns;
pub mod curtain;
pub mod kit;
pub mod presses;
pub mod session;

use self::session::{Player, Reviewed, Session, Stage, Step, TableGame};
use crate::json::{self, Json, Tree};
use crate::rules::{PlayerId, SetupError};
use crate::ui::after_game::replay::{self, Drawn, Shown};
use crate::ui::i18n::Lang;
use crate::ui::storage::history::{Finished, Standing};
use crate::ui::storage::{self, LoadError};
use crate::ui::teaching::lessons::Lessons;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::any::Any;
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;

/// One game's home card.
pub struct GameCard {
    /// The game's name.
    pub name: &'static str,
    /// Player count and length.
    pub facts: &'static str,
    /// One line on what it is like.
    pub pitch: &'static str,
}

/// The words a game shows before its words file is fetched (its other words are data:
/// [`crate::ui::teaching::screen_words`], and its new-game screen's under `"setup"`): its home card,
/// and its progress for the saved list and the game's bar (a template: "Round {0} of {1}").
pub struct Shelf {
    pub card: GameCard,
    pub progress: &'static str,
}

/// A game as the app lists it: its card and rules for everybody, and once it is built, how to set it
/// up; its code is a part of the page of its own, fetched when it is first needed ([`crate::ui::parts`]).
pub struct GameEntry {
    /// The name its saves are stored under (never changes once shipped).
    pub id: &'static str,
    /// Its picture on the home card: a Game Icons file ("art/rooster.svg"; scripts/art ships it).
    pub art: &'static str,
    /// Its home card in a language.
    pub card: fn(Lang) -> &'static GameCard,
    /// How it is played in the app; `None` while it is coming soon.
    pub play: Option<Playable>,
}

/// What the shell knows of a game it can play before the game's part is here.
pub struct Playable {
    /// The player counts it is played with, smallest first.
    pub players: &'static [u8],
    /// When the players win or lose together as one band (the review speaks of the band's chance,
    /// the history of the band's result): the title a winning band earns with these points at a
    /// table of this many.
    pub band: Option<fn(Lang, u8, i32) -> &'static str>,
    /// How it is learned by playing (see [`crate::ui::teaching::learn`]).
    pub guided: Guided,
    /// Fetches its part of the page (at once if it is here) and hands over its code.
    pub part: fn() -> PartLoad,
}

/// A game's part arriving: its code, or the fetch that failed.
pub type PartLoad = Pin<Box<dyn Future<Output = Result<&'static GamePart, SplitLoaderError>>>>;

/// The parts of a game the shell calls into: the game's code, in its part of the page.
pub struct GamePart {
    /// Its own settings on the new-game screen, and how to start it from the table's choices.
    pub settings: fn() -> Settings,
    /// Reads one of its saves (see [`storage::decode_as`]).
    pub decode: fn(Json) -> Result<(AnySession, f64), LoadError>,
    /// The screen of a game in progress.
    pub board: fn() -> AnyView,
    /// The picture on its rules page, if it has one, labelled with the page's caption (the words
    /// themselves are data: [`crate::ui::teaching::rulebook`]).
    pub figure: Option<fn(&str) -> AnyView>,
}

/// A guided game of one game: how many play (one person, the rest easy bots), and the friendly seed
/// its deal comes from.
pub struct Guided {
    pub players: u8,
    pub seed: u64,
}

/// The table's choices on the new-game screen, whatever the game.
pub struct Seating {
    /// The players' names, by seat.
    pub names: Vec<String>,
    /// Who plays each seat: a person or a bot.
    pub seats: Vec<Player>,
    /// How many play.
    pub players: u8,
    /// Who starts.
    pub first: PlayerId,
    /// The seed the game is dealt from.
    pub seed: u64,
}

/// A game's own settings panel, and how it starts a game from the table's choices and the panel.
pub struct Settings {
    /// The panel (nothing, for a game without settings).
    pub view: AnyView,
    /// Starts a game, or says why these settings can't.
    pub start: Start,
}

/// How a game starts from the table's choices and its settings panel.
pub type Start = Arc<dyn Fn(Seating) -> Result<AnySession, SetupError> + Send + Sync>;

impl Settings {
    /// A panel whose `options` are read when the game starts.
    pub fn new<G: Seated>(view: AnyView, options: impl Fn(&Seating) -> G::Options + Send + Sync + 'static) -> Settings {
        let start = move |seating: Seating| {
            let options = options(&seating);
            let session = Session::<G>::start(seating.names, seating.seats, options, seating.seed)?;
            Ok(Box::new(session) as AnySession)
        };
        Settings { view, start: Arc::new(start) }
    }
}

/// A game the app can seat: its place in the registry and what the saved-games list says of it.
pub trait Seated: TableGame + PartialEq + Send + Sync + 'static {
    /// Its registry entry.
    fn entry() -> &'static GameEntry;
    /// Where a game stands, for the saved-games list ("Trick 3 of 12").
    fn progress(session: &Session<Self>, lang: Lang) -> String;
    /// The options of a game of `players` started by `first`, every setting at its default (as the
    /// new-game screen starts one with its settings untouched: for games played out natively).
    fn options_for(players: u8, first: PlayerId) -> Self::Options;
    /// How each seat came out of a finished game, for the history.
    fn standings(outcome: &Self::Outcome) -> Vec<Standing>;
    /// Which part of the game it is in (a round, a trick), for a replay's "jump to": where it stands,
    /// unless that changes at every move.
    fn chapter(session: &Session<Self>, lang: Lang) -> String {
        Self::progress(session, lang)
    }
    /// One step of a finished game's replay, drawn with the game's own pieces: the move in the
    /// game's log lines, the board as it stood, and every seat's hand and secret choices face up
    /// (each in [`crate::ui::after_game::replay::hand`]).
    fn replay(step: &Step<Self>, lang: Lang) -> Drawn;
}

/// The game on the table, whichever it is.
pub trait Table: Send + Sync + 'static {
    /// Its registry entry.
    fn entry(&self) -> &'static GameEntry;
    /// What the device shows.
    fn stage(&self) -> Stage;
    /// Changes whenever the screen shows something new (see [`Session::screen_key`]).
    fn screen_key(&self) -> (Stage, usize);
    /// True once the game has ended.
    fn is_over(&self) -> bool;
    /// The players' names, by seat.
    fn names(&self) -> &[String];
    /// Puts the curtain back over a private screen.
    fn lock(&mut self);
    /// True while a private screen is showing (a game with secrets, after "I am X").
    fn showing_private(&self) -> bool;
    /// Where it stands, for the saved-games list.
    fn progress(&self, lang: Lang) -> String;
    /// True when a bot plays a seat.
    fn has_bots(&self) -> bool;
    /// The question for the bots' worker while a bot thinks: the game as its save keeps it (see
    /// [`crate::bots::worker`]), and whether the move before can still be taken back.
    fn bot_question(&self) -> Option<(String, bool)>;
    /// The seat a hint may be shown to now (see [`Session::hint_seat`]).
    fn hint_seat(&self) -> Option<PlayerId>;
    /// What the game has taught so far.
    fn lessons(&self) -> &Lessons;
    /// What the game has taught, to record more.
    fn lessons_mut(&mut self) -> &mut Lessons;
    /// Takes back the last move, if its player still may (see [`Session::undo`]).
    fn undo(&mut self);
    /// A new game with the same players and options, dealt from `seed`; with the players moved one
    /// seat on if `rotate` (each name and each person or bot with it).
    fn again(&self, seed: u64, rotate: bool) -> Option<AnySession>;
    /// The seed the game was dealt from.
    fn seed(&self) -> u64;
    /// How many steps its replay has after the deal; `None` while it is in progress.
    fn replay_len(&self) -> Option<usize>;
    /// Step `at` of its replay, drawn (see [`crate::ui::after_game::replay`]); `None` while it is in progress.
    fn replay_step(&self, at: usize, lang: Lang) -> Option<Shown>;
    /// Where each round or trick begins, for a replay's "jump to".
    fn chapters(&self, lang: Lang) -> Vec<(usize, String)>;
    /// The moves its review judges (see [`Session::reviewed_moves`]); `None` while it is in progress.
    fn reviewed_moves(&self) -> Option<Vec<Reviewed>>;
    /// The game's own lines for `action` (JSON) made in place of step `at`'s move; `None` if it is no
    /// move there.
    fn instead_lines(&self, at: usize, action: &Json, lang: Lang) -> Option<Vec<String>>;
    /// The history's summary of the game, once it has ended (at `at`, ms since 1970).
    fn finished(&self, at: f64) -> Option<Finished>;
    /// The bot whose turn it is makes the move the worker answered (as JSON); false if it can't.
    fn bot_answer(&mut self, answer: &str) -> bool;
    /// Its stored text, last played at `saved_at` (ms since 1970).
    fn encode(&self, saved_at: f64) -> String;
    /// The typed session, for its own board.
    fn as_any(&self) -> &dyn Any;
    /// The typed session to change, for its own board.
    fn as_any_mut(&mut self) -> &mut dyn Any;
}

/// A game's session, whichever the game.
pub type AnySession = Box<dyn Table>;

impl<G: Seated> Table for Session<G> {
    fn entry(&self) -> &'static GameEntry {
        G::entry()
    }
    fn stage(&self) -> Stage {
        Session::stage(self)
    }
    fn screen_key(&self) -> (Stage, usize) {
        Session::screen_key(self)
    }
    fn is_over(&self) -> bool {
        self.outcome().is_some()
    }
    fn names(&self) -> &[String] {
        Session::names(self)
    }
    fn lock(&mut self) {
        Session::lock(self)
    }
    fn showing_private(&self) -> bool {
        Session::showing_private(self)
    }
    fn progress(&self, lang: Lang) -> String {
        G::progress(self, lang)
    }
    fn has_bots(&self) -> bool {
        self.players().iter().any(|p| p.is_bot())
    }
    fn bot_question(&self) -> Option<(String, bool)> {
        // A guided game's bots wait while its first screens are read.
        if self.lessons().intro_due() {
            return None;
        }
        self.bot_turn()?;
        Some((storage::encode_as(self, 0.0), self.undoable_by().is_some()))
    }
    fn hint_seat(&self) -> Option<PlayerId> {
        Session::hint_seat(self)
    }
    fn lessons(&self) -> &Lessons {
        Session::lessons(self)
    }
    fn lessons_mut(&mut self) -> &mut Lessons {
        Session::lessons_mut(self)
    }
    fn undo(&mut self) {
        Session::undo(self);
    }
    fn again(&self, seed: u64, rotate: bool) -> Option<AnySession> {
        let (mut names, mut players) = (self.names().to_vec(), self.players().to_vec());
        if rotate {
            names.rotate_right(1);
            players.rotate_right(1);
        }
        Session::<G>::start(names, players, self.options().clone(), seed).ok().map(|s| Box::new(s) as AnySession)
    }
    fn seed(&self) -> u64 {
        Session::seed(self)
    }
    fn replay_len(&self) -> Option<usize> {
        Session::replay_len(self)
    }
    fn replay_step(&self, at: usize, lang: Lang) -> Option<Shown> {
        replay::shown(self, at, lang)
    }
    fn chapters(&self, lang: Lang) -> Vec<(usize, String)> {
        replay::chapters(self, lang)
    }
    fn reviewed_moves(&self) -> Option<Vec<Reviewed>> {
        Session::reviewed_moves(self)
    }
    fn instead_lines(&self, at: usize, action: &Json, lang: Lang) -> Option<Vec<String>> {
        let action = G::Action::from_tree(action)?;
        Some(G::replay(&self.instead(at, &action)?, lang).lines)
    }
    fn finished(&self, at: f64) -> Option<Finished> {
        let standings = G::standings(&self.outcome()?);
        let people = self.players().iter().map(|p| !p.is_bot()).collect();
        let game = G::entry().id.to_string();
        Some(Finished { game, at, seed: self.seed(), names: self.names().to_vec(), people, standings })
    }
    fn bot_answer(&mut self, answer: &str) -> bool {
        json::from_str::<G::Action>(answer).is_ok_and(|action| self.bot_act(action).is_ok())
    }
    fn encode(&self, saved_at: f64) -> String {
        storage::encode_as(self, saved_at)
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn as_any_mut(&mut self) -> &mut dyn Any {
        self
    }
}

impl dyn Table {
    /// The question for the bots' worker when the seat on screen asks for a hint.
    pub fn hint_question(&self) -> Option<String> {
        Some(crate::bots::worker::hint_question(&self.encode(0.0), self.hint_seat()?))
    }

    /// The session, if this is a game of `G`.
    pub fn typed<G: Seated>(&self) -> Option<&Session<G>> {
        self.as_any().downcast_ref()
    }

    /// The session to change, if this is a game of `G`.
    pub fn typed_mut<G: Seated>(&mut self) -> Option<&mut Session<G>> {
        self.as_any_mut().downcast_mut()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::bremen::Bremen;
    use crate::rules::{PlayerId, Viewer};

    #[test]
    fn the_same_deal_again_deals_every_seat_the_same_cards_with_the_players_kept_or_moved_on() {
        let names: Vec<String> = ["Aiko", "Ben", "Chie"].map(String::from).to_vec();
        let players = vec![Player::Person, Player::Bot(crate::bots::Level::Easy), Player::Person];
        let options = Bremen::options_for(3, PlayerId::new(1));
        let first = Session::<Bremen>::start(names.clone(), players.clone(), options, 77).unwrap();
        // Each seat's cards, as the game the session's options and seed deal.
        let hands = |s: &dyn Table| {
            let s = s.typed::<Bremen>().unwrap();
            let game = <Bremen as crate::rules::Game>::new(s.options().clone(), s.seed()).unwrap();
            (0..3).map(|p| crate::rules::Game::view(&game, Viewer::Seat(PlayerId::new(p)))).collect::<Vec<_>>()
        };
        let kept = first.again(first.seed(), false).unwrap();
        let moved = first.again(first.seed(), true).unwrap();
        assert_eq!(hands(&first), hands(&*kept), "the same deal, seat by seat");
        assert_eq!(hands(&first), hands(&*moved), "the same deal, seat by seat");
        assert_eq!(kept.names(), &names[..]);
        assert_eq!(moved.names(), &["Chie", "Aiko", "Ben"].map(String::from)[..]);
        let moved = moved.typed::<Bremen>().unwrap();
        assert_eq!(moved.players(), &[Player::Person, Player::Person, Player::Bot(crate::bots::Level::Easy)][..]);
        assert_eq!(moved.options(), first.options());
        let fresh = first.again(first.seed() + 1, false).unwrap();
        assert_ne!(hands(&first), hands(&*fresh), "another seed deals another game");
    }
}
