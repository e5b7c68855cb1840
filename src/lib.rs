//! Hotseat: five tabletop games for one device passed around the table.
//!
//! [`ui`] is the Leptos app; it plays the games through the `rules` crate (every game's rules, pure
//! Rust, testable natively, `src/rules/`) and seats bots from the `bots` crate (which know only what
//! their seat has seen, `src/bots/`). Both are members of this workspace, free of web code.

#[cfg(feature = "app")]
pub mod ui;
