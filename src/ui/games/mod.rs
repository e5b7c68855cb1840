//! Every game the app knows, one folder each (its board, texts, settings and save glue; its rules
//! page is data, `public/learn/`), and [`GAMES`]: the one list that registers them. Adding a game is
//! its folder here, its folder in `src/rules/`, its words files, one line below, its stylesheet and
//! its browser test.

pub mod bierfest;
pub mod bremen;
pub mod broom;
pub mod dog;
pub mod mzebs;
#[cfg(test)]
mod refusals;

use super::table::GameEntry;

/// The games in home-card order. What each costs is the size of its part of the page
/// (`scripts/measure`).
pub static GAMES: &[&GameEntry] = &[&bremen::ENTRY, &dog::ENTRY, &bierfest::ENTRY, &mzebs::ENTRY, &broom::ENTRY];

/// The game saved under this id.
pub fn find(id: &str) -> Option<&'static GameEntry> {
    GAMES.iter().copied().find(|g| g.id == id)
}
