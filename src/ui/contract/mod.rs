//! The contract a game implements, the same for every game: what the shell knows of it before its
//! part of the page is here ([`GameEntry`]: its card, its player counts, how to fetch its part), what
//! its part hands the shell ([`GamePart`]: its settings panel, how to read its saves, its board), the
//! game seated at the table ([`Seated`]) and, whichever it is, the game on the table behind one
//! object-safe trait ([`Table`]) — with what it hands the replay ([`replay`]). So the rest of the
//! shell treats every game alike and names none of them; the one list of games is the app's.
//!
//! A game's glue is one [`game!`](crate::game) (its entry and its part of the page) and one
//! [`screen_words!`](crate::screen_words) (its words).

mod glue;
pub mod replay;
pub mod seated;
pub mod table;

pub use self::glue::Registered;
pub use self::replay::{Drawn, Shown};
pub use self::seated::{Seated, Seating, Settings, Start};
pub use self::table::{AnySession, Asked, Kept, Replayed, Table};
use crate::ui::words::Lang;
use leptos::prelude::AnyView;
use leptos::wasm_split::SplitLoaderError;
use std::future::Future;
use std::pin::Pin;

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
/// [`crate::ui::words::screen`], and its new-game screen's under `"setup"`): its home card, and its
/// progress for the saved list and the game's bar (a template: "Round {0} of {1}").
pub struct Shelf {
    pub card: GameCard,
    pub progress: &'static str,
}

/// A game as the app lists it: its card and rules for everybody, and once it is built, how to set it
/// up; its code is a part of the page of its own, fetched when it is first needed (the part
/// loader, the layer above).
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
    /// How it is learned by playing (a guided game).
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
    /// Reads one of its saves, parsed and its header checked (see [`decode_as`]).
    pub decode: fn(rules::json::Json) -> Result<(AnySession, f64), crate::ui::model::save::LoadError>,
    /// The screen of a game in progress.
    pub board: fn() -> AnyView,
    /// The picture on its rules page, if it has one, labelled with the page's caption (the words
    /// themselves are data: [`crate::ui::words::file`]).
    pub figure: Option<fn(&str) -> AnyView>,
}

/// A guided game of one game: how many play (one person, the rest easy bots), and the friendly seed
/// its deal comes from.
pub struct Guided {
    pub players: u8,
    pub seed: u64,
}

/// The games the app knows, in home-card order: a list the app makes once, at the shell's top,
/// handed to what must find a game by its id.
pub struct Games(pub &'static [&'static GameEntry]);

impl Games {
    /// Every game, in home-card order.
    pub fn all(&self) -> impl Iterator<Item = &'static GameEntry> + 'static {
        self.0.iter().copied()
    }

    /// The game saved under this id.
    pub fn find(&self, id: &str) -> Option<&'static GameEntry> {
        self.all().find(|g| g.id == id)
    }

    /// The game saved under this id, if it can be played.
    pub fn playable(&self, id: &str) -> Option<&'static GameEntry> {
        self.find(id).filter(|g| g.play.is_some())
    }

    /// The title a band earns, when game `id` is played by the whole table as one band.
    pub fn band(&self, id: &str) -> Option<fn(Lang, u8, i32) -> &'static str> {
        self.find(id)?.play.as_ref()?.band
    }

    /// The name of game `id` in `lang` (the id itself for a game this app lacks).
    pub fn name(&self, id: &str, lang: Lang) -> String {
        self.find(id).map_or_else(|| id.to_string(), |g| (g.card)(lang).name.to_string())
    }
}

/// Reads a save of `G` from its parsed text (its header already checked: see
/// [`crate::ui::model::save::header`]).
pub fn decode_as<G: Seated>(tree: rules::json::Json) -> Result<(AnySession, f64), crate::ui::model::save::LoadError> {
    use crate::ui::model::save::{read, LoadError};
    use crate::ui::model::session::Session;
    let (record, saved_at) = read(&tree).ok_or(LoadError::Unreadable)?;
    Ok((Box::new(Session::<G>::restore(record)?), saved_at))
}
