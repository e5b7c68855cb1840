//! The language everything is shown in.

use crate::ui::words::{Lang, Strings};
use leptos::prelude::*;

/// The language everything is shown in (remembered by the app as it changes).
#[derive(Clone, Copy)]
pub struct Language(RwSignal<Lang>);

impl Language {
    /// A language handle starting at `lang`.
    pub fn new(lang: Lang) -> Language {
        Language(RwSignal::new(lang))
    }

    /// The handle from context (provided by the app).
    pub fn get() -> Language {
        expect_context()
    }

    /// The language showing, for a view that follows it.
    pub fn now(self) -> Lang {
        self.0.get()
    }

    /// The language showing, read once.
    pub fn untracked(self) -> Lang {
        self.0.get_untracked()
    }

    /// Switches to the other language.
    pub fn switch(self) {
        self.0.update(|l| *l = l.other());
    }
}

/// One of the shell's words in the page's language (`pick` chooses it), drawn again when the language
/// changes: every such text is one closure type, so the page carries one way of drawing them.
pub fn said(pick: fn(&'static Strings) -> &'static str) -> impl Fn() -> &'static str + Copy + Send + Sync + 'static {
    let lang = Language::get();
    move || pick(lang.now().t())
}
