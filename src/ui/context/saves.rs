//! The saved games, as the screens list and open them: the store (which reads each save with its
//! game's code) and a count bumped whenever saves change outside play (an import, a delete, room
//! made), so what lists them draws again.

use crate::ui::contract::Games;
use crate::ui::storage::saves::Store;
use leptos::prelude::*;

/// The saved games.
#[derive(Clone, Copy)]
pub struct Saves {
    store: Store,
    changed: RwSignal<u32>,
}

impl Saves {
    /// The saves of the games in `games`.
    pub fn new(games: &'static Games) -> Saves {
        Saves { store: Store::new(games), changed: RwSignal::new(0) }
    }

    /// The handle from context (provided by the app).
    pub fn get() -> Saves {
        expect_context()
    }

    /// The store the saves are read from.
    pub fn store(self) -> Store {
        self.store
    }

    /// The games the app knows.
    pub fn games(self) -> &'static Games {
        self.store.games()
    }

    /// Follows the saves: a view that calls it draws again when they change outside play.
    pub fn track(self) {
        self.changed.track();
    }

    /// The saves changed outside play.
    pub fn changed(self) {
        self.changed.update(|n| *n += 1);
    }
}
