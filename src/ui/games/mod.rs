//! Every game the app plays, one folder each — one room each: its board, its words, its settings
//! and its glue ([`crate::game!`]), its rules page being data (`public/learn/`). No game imports
//! another; the app lists them once, at the shell's top. Adding a game is its folder here, its folder
//! in `src/rules/`, its words files, its line in the app's list, its stylesheet and its browser test.

pub mod bierfest;
pub mod bremen;
pub mod broom;
pub mod dog;
pub mod mzebs;
#[cfg(test)]
mod refusals;
