//! The game on the table, whichever it is: one [`Session`] per game type behind [`AnySession`], so
//! the app shell, storage and the home screen treat every game alike and each board gets its own
//! typed session.

use super::session::{Session, Stage, TableGame};
use crate::rules::bremen::Bremen;
use crate::rules::dog::Dog;

/// The games the app can play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameKind {
    /// Bremen.
    Bremen,
    /// Here Comes the Dog.
    Dog,
}

impl GameKind {
    /// Every playable game, in home-card order.
    pub const ALL: [GameKind; 2] = [GameKind::Bremen, GameKind::Dog];

    /// The name saves are stored under (never changes once shipped).
    pub const fn id(self) -> &'static str {
        match self {
            GameKind::Bremen => "bremen",
            GameKind::Dog => "dog",
        }
    }

    /// The game saved under this name.
    pub fn from_id(id: &str) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.id() == id)
    }

    /// Its position among the home cards and rules pages.
    pub const fn card(self) -> usize {
        match self {
            GameKind::Bremen => 0,
            GameKind::Dog => 1,
        }
    }

    /// The playable game on this home card, if it is built.
    pub fn from_card(card: usize) -> Option<GameKind> {
        GameKind::ALL.into_iter().find(|k| k.card() == card)
    }
}

/// A game's session, whichever the game.
#[derive(Clone, Debug)]
pub enum AnySession {
    /// A game of Bremen.
    Bremen(Session<Bremen>),
    /// A game of Here Comes the Dog.
    Dog(Session<Dog>),
}

/// A game the app can seat: how its session sits inside [`AnySession`].
pub trait Seated: TableGame + PartialEq {
    /// Which game this is.
    const KIND: GameKind;
    /// The session, if `any` is a game of this kind.
    fn of(any: &AnySession) -> Option<&Session<Self>>;
    /// The session to change, if `any` is a game of this kind.
    fn of_mut(any: &mut AnySession) -> Option<&mut Session<Self>>;
    /// Wraps a session of this game.
    fn wrap(session: Session<Self>) -> AnySession;
}

macro_rules! seated {
    ($game:ident) => {
        impl Seated for $game {
            const KIND: GameKind = GameKind::$game;
            fn of(any: &AnySession) -> Option<&Session<Self>> {
                match any {
                    AnySession::$game(s) => Some(s),
                    _ => None,
                }
            }
            fn of_mut(any: &mut AnySession) -> Option<&mut Session<Self>> {
                match any {
                    AnySession::$game(s) => Some(s),
                    _ => None,
                }
            }
            fn wrap(session: Session<Self>) -> AnySession {
                AnySession::$game(session)
            }
        }
    };
}

seated!(Bremen);
seated!(Dog);

/// Calls `$body` with the typed session inside an [`AnySession`], whichever game it is.
macro_rules! each {
    ($any:expr, $s:ident => $body:expr) => {
        match $any {
            $crate::ui::table::AnySession::Bremen($s) => $body,
            $crate::ui::table::AnySession::Dog($s) => $body,
        }
    };
}
pub(crate) use each;

impl AnySession {
    /// Which game this is.
    pub fn kind(&self) -> GameKind {
        match self {
            AnySession::Bremen(_) => GameKind::Bremen,
            AnySession::Dog(_) => GameKind::Dog,
        }
    }

    /// What the device shows.
    pub fn stage(&self) -> Stage {
        each!(self, s => s.stage())
    }

    /// Changes whenever the screen shows something new (see [`Session::screen_key`]).
    pub fn screen_key(&self) -> (Stage, usize) {
        each!(self, s => s.screen_key())
    }

    /// True once the game has ended.
    pub fn is_over(&self) -> bool {
        each!(self, s => s.outcome().is_some())
    }

    /// The players' names, by seat.
    pub fn names(&self) -> &[String] {
        each!(self, s => s.names())
    }

    /// Puts the curtain back over a private screen.
    pub fn lock(&mut self) {
        each!(self, s => s.lock())
    }

    /// True while a private screen is showing (a game with secrets, after "I am X").
    pub fn showing_private(&self) -> bool {
        fn private<G: TableGame>(s: &Session<G>) -> bool {
            G::SECRETS && matches!(s.stage(), Stage::Private(_))
        }
        each!(self, s => private(s))
    }

    /// How many rounds or tricks in, for the saved-games list: (done so far, of how many).
    pub fn progress(&self) -> (u8, u8) {
        match self {
            AnySession::Bremen(s) => (s.view().trick_number, crate::rules::bremen::TRICKS),
            AnySession::Dog(s) => (s.view().round, crate::rules::dog::ROUNDS),
        }
    }
}
