//! The games the app plays, in home-card order: the one list that registers them (each game's entry
//! is its glue's: [`crate::game!`]). What each costs is the size of its part of the page
//! (`scripts/measure`).

use crate::ui::contract::Games;
use crate::ui::games::{bierfest, bremen, broom, dog, mzebs};

/// Every game, in home-card order.
pub static GAMES: Games = Games(&[&bremen::ENTRY, &dog::ENTRY, &bierfest::ENTRY, &mzebs::ENTRY, &broom::ENTRY]);
