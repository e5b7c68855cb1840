//! The app's context handles: what a screen may take from the context, each a small typed `Copy`
//! handle the app provides once (as Leptos' own examples hand a child only the signal it writes): the
//! language ([`Language`]), where the app is ([`Nav`]), the game on the table and what may be done to
//! it ([`Play`]), this device's settings ([`Prefs`]), the saved games ([`Saves`]), the words of the
//! game on the table ([`GameWords`]) and a new version waiting ([`Update`]). A screen asks for the
//! handle it needs with its `get()`; state one screen owns stays in that screen.

mod language;
mod nav;
mod play;
mod prefs;
mod saves;
mod words;

pub use self::language::{said, Language};
pub use self::nav::{Nav, Route};
pub use self::play::{random_seed, Deal, Play};
pub use self::prefs::{Pref, Prefs};
pub use self::saves::Saves;
pub use self::words::GameWords;
use leptos::prelude::*;

/// True once a new version of the app has installed in the background (index.html's service-worker
/// glue says so), to be offered where no private screen shows.
#[derive(Clone, Copy)]
pub struct Update(pub RwSignal<bool>);

impl Update {
    /// The handle from context (provided by the app).
    pub fn get() -> Update {
        expect_context()
    }
}
