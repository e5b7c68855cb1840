//! Every game the app knows, one folder each (its board, texts, settings and save glue; its rules
//! page is data, `public/learn/`), and [`GAMES`]: the one list that registers them. Adding a game is
//! its folder here, its folder in `src/rules/`, its words files, one line below, its stylesheet and
//! its browser test.

#[cfg(feature = "bierfest")]
pub mod bierfest;
#[cfg(feature = "bremen")]
pub mod bremen;
#[cfg(feature = "broom")]
pub mod broom;
#[cfg(feature = "dog")]
pub mod dog;
#[cfg(feature = "mzebs")]
pub mod mzebs;
#[cfg(test)]
mod refusals;

use super::table::GameEntry;

/// The games in home-card order. Each is a cargo feature (all on by default), so `scripts/measure`
/// can build the page without one and report what it costs.
pub static GAMES: &[&GameEntry] = &[
    #[cfg(feature = "bremen")]
    &bremen::ENTRY,
    #[cfg(feature = "dog")]
    &dog::ENTRY,
    #[cfg(feature = "bierfest")]
    &bierfest::ENTRY,
    #[cfg(feature = "mzebs")]
    &mzebs::ENTRY,
    #[cfg(feature = "broom")]
    &broom::ENTRY,
];

/// The game saved under this id.
pub fn find(id: &str) -> Option<&'static GameEntry> {
    GAMES.iter().copied().find(|g| g.id == id)
}
