//! Hotseat: five tabletop games for one device passed around the table.
//!
//! [`rules`] is pure Rust (every game's rules, testable natively); [`ui`] is the Leptos app over it;
//! [`bots`] plays empty seats over the rules, knowing only what their seat has seen;
//! [`json`] reads and writes the saves and the Broom Service map files.

pub mod bots;
pub mod json;
pub mod rules;
#[cfg(feature = "app")]
pub mod ui;
