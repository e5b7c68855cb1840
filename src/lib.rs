//! Hotseat: five tabletop games for one device passed around the table.
//!
//! [`rules`] is pure Rust (every game's rules, testable natively); [`ui`] is the Leptos app over it.

pub mod rules;
pub mod ui;
