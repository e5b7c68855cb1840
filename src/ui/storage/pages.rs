//! Which open page plays a saved game: one game, one live screen (DESIGN.md "Pass and play"). A page
//! claims the game it opens; another page claiming it takes it over, and the first hears of it
//! through the browser's `storage` event on [`live_key`].

use super::{remove, text, write};

/// Which open page plays a saved game (this prefix plus the game's id).
const LIVE_PREFIX: &str = "hotseat.live.";

/// The storage key that names the page playing game `id`; other pages hear it change through the
/// browser's `storage` event.
pub fn live_key(id: &str) -> String {
    format!("{LIVE_PREFIX}{id}")
}

/// Marks `page` (a token unique to one open page) as the one playing game `id`; any other page
/// playing it stops taking moves.
pub fn claim(id: &str, page: &str) {
    let _ = write(&live_key(id), page);
}

/// True while `page` is the one playing game `id` (or nobody has claimed it).
pub fn is_live(id: &str, page: &str) -> bool {
    text(&live_key(id)).is_none_or(|owner| owner == page)
}

/// Forgets which page plays game `id` (it was deleted).
pub(super) fn forget(id: &str) {
    remove(&live_key(id));
}
