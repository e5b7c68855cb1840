//! A game seated at the table ([`Seated`]): what the saved-games list, the history and the replay
//! say of it, beside its rules' and bots' own traits; and how its new-game settings start it from
//! the table's choices ([`Settings`], [`Seating`]).

use super::{AnySession, Drawn, Registered};
use crate::ui::model::history::Standing;
use crate::ui::model::session::{Player, Session, Step, TableGame};
use crate::ui::words::Lang;
use leptos::prelude::AnyView;
use rules::bots::BotGame;
use rules::{PlayerId, SetupError};
use std::sync::Arc;

/// A game the app can seat: its place in the registry ([`Registered`]), and what the saved-games list, the history
/// and the replay say of it.
pub trait Seated: Registered + TableGame + BotGame + PartialEq + Send + Sync + 'static {
    /// Where a game stands, for the saved-games list ("Trick 3 of 12").
    fn progress(session: &Session<Self>, lang: Lang) -> String;
    /// How each seat came out of a finished game, for the history.
    fn standings(outcome: &Self::Outcome) -> Vec<Standing>;
    /// Which part of the game it is in (a round, a trick), for a replay's "jump to": where it stands,
    /// unless that changes at every move.
    fn chapter(session: &Session<Self>, lang: Lang) -> String {
        Self::progress(session, lang)
    }
    /// One step of a finished game's replay, drawn with the game's own pieces: the move in the
    /// game's log lines, the board as it stood, and every seat's hand and secret choices face up
    /// (each in [`super::replay::hand`]).
    fn replay(step: &Step<Self>, lang: Lang) -> Drawn;
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
