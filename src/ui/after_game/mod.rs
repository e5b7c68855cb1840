//! The rooms after a game, each a part of the page fetched when first opened ([`crate::ui::parts`]):
//! the replay with its review ([`replay`], [`review`]) and the history of finished games
//! ([`history_screen`]; the records themselves are kept by [`crate::ui::storage::history`]).

pub mod history_screen;
pub mod replay;
pub mod review;
