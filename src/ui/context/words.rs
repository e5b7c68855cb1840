//! The words of the game on the table or being set up (its words file: [`crate::ui::words::file`]),
//! in the language showing: fetched whenever another game opens or the language changes, read by its
//! screens, its new-game screen and the coach.

use super::Language;
use crate::ui::words::{file, Words};
use leptos::prelude::*;
use std::sync::Arc;

/// The words of the game on the table, in the language showing: `None` while they come, then the
/// words, or `None` if they can't be had.
#[derive(Clone, Copy)]
pub struct GameWords(RwSignal<Option<Option<Arc<Words>>>>);

impl GameWords {
    /// No words yet.
    pub fn new() -> GameWords {
        GameWords(RwSignal::new(None))
    }

    /// The handle from context (provided by the app).
    pub fn get() -> GameWords {
        expect_context()
    }

    /// Fetches the words of game `worded` (its id, if any) whenever another game opens or the
    /// language changes: at once when read before; an answer for a game or language no longer
    /// showing is dropped.
    pub fn follow(self, lang: Language, worded: Memo<Option<&'static str>>) {
        let words = self.0;
        Effect::new(move |_| {
            let (id, lang_now) = (worded.get(), lang.now());
            let read = id.and_then(|id| file::read_before(id, lang_now));
            words.set(read.is_some().then_some(read));
            let Some(id) = id.filter(|_| words.with_untracked(Option::is_none)) else { return };
            leptos::task::spawn_local(async move {
                let read = file::load(id, lang_now).await;
                if (worded.get_untracked(), lang.untracked()) == (Some(id), lang_now) {
                    words.try_set(Some(read));
                }
            });
        });
    }

    /// Where the words stand (tracked): `None` while they come, `Some(None)` if they can't be had.
    pub fn state(self) -> Option<Option<Arc<Words>>> {
        self.0.get()
    }

    /// The words, if they are here (tracked).
    pub fn here(self) -> Option<Arc<Words>> {
        self.0.with(|w| w.clone().flatten())
    }

    /// The words, if they are here, read once.
    pub fn here_untracked(self) -> Option<Arc<Words>> {
        self.0.with_untracked(|w| w.clone().flatten())
    }

    /// A word of the new-game screen (under `"setup"`: [`Words::setup`]), for a view that follows
    /// the language; empty while the words come.
    pub fn setup(self, key: &str) -> String {
        self.here().and_then(|w| w.setup(key).map(str::to_string)).unwrap_or_default()
    }

    /// A longer sentence of the game (its words file's `say`), blanks filled with `args`; empty while
    /// the words come.
    pub fn said(self, key: &str, args: &[&str]) -> String {
        self.here_untracked().and_then(|w| w.said(key, args)).unwrap_or_default()
    }
}

impl Default for GameWords {
    fn default() -> GameWords {
        GameWords::new()
    }
}
