//! The model: what the table is, in plain Rust — no Leptos, no browser — so all of it is tested
//! natively. The session a game is played through (the one place that calls the rules, and the
//! hand-over around them: [`session`]), what a game has taught ([`lessons`]), a save's text and why
//! one may not open ([`save`]), the history's summaries and each person's record ([`history`]), and
//! the review's judgement of a move ([`judgement`]). It imports only the words below it.

pub mod history;
pub mod judgement;
pub mod lessons;
pub mod save;
pub mod session;
