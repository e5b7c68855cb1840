//! The rooms after a game, each a part of the page fetched when first opened (which is the app's to
//! say): the replay with its review ([`replay`]) and the history of finished games ([`history`]).
//! Neither imports the other: the history opens a replay through the game on the table
//! (`crate::ui::context::Play::replay`).

pub mod history;
pub mod replay;
