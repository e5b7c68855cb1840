//! Teaching, the same for every game (DESIGN.md "Teaching, replay and review"): the guided game
//! ([`learn`]) and its lessons ([`lessons`]), the coach marks and the hint ([`coach`]), and a game's
//! words — its rules page, guide and screen words — read from its words file ([`rulebook`],
//! [`screen_words`], shown by [`rules_dialog`]). All of it is the shell's: a game's words are data.

pub mod coach;
pub mod learn;
pub mod lessons;
pub mod rulebook;
pub mod rules_dialog;
pub mod screen_words;
