//! The app around the games: the shell, in layers, each importing only the ones below it (bottom to
//! top; `tests/layers.rs` keeps it so, and `docs/code.md` tours it):
//! - [`words`]: the languages, the shell's words, each game's words files;
//! - [`model`]: the session, its record and hand-over, lessons, saves' text, the history, the review's
//!   judgement — plain Rust, no Leptos;
//! - [`contract`]: what a game implements, and what it hands the replay;
//! - [`parts`]: the page in parts — fetched when first needed;
//! - [`storage`]: what the device keeps;
//! - [`context`]: the app's context handles, each small and typed;
//! - [`table`]: the table's kit — presses, the curtain, bots' turns, the pieces of every board;
//! - [`coach`]: teaching during any game — coach marks, the hint, a guided game's first screens;
//! - the rooms, which never import each other: each game ([`games`]), the rooms after a game
//!   ([`after_game`]), the guided game and the rules page ([`teaching`]);
//! - [`setup`] and [`home`];
//! - [`app`]: the list of games, the split points, the one router.
//!
//! What loads first is the shell; each game and each room after a game is a part of the page.

pub mod after_game;
pub mod app;
pub mod coach;
pub mod context;
pub mod contract;
pub mod games;
pub mod home;
pub mod model;
pub mod parts;
pub mod setup;
pub mod storage;
pub mod table;
pub mod teaching;
pub mod words;
