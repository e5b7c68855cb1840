//! Hotseat: five tabletop games for one device passed around the table.
//!
//! [`rules`] is pure Rust (every game's rules, testable natively); [`ui`] is the Leptos app over it;
//! [`json`] reads and writes the saves and the Broom Service map files.

pub mod json;
pub mod rules;
pub mod ui;
