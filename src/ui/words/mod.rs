//! The words, the shell's lowest layer: the two languages the app speaks ([`Lang`]), the shell's own
//! words ([`shell`]: each word once, in both languages), and each game's words, which are data — its
//! words file ([`file`]: its rules page, guide, refusals and new-game words, fetched when first
//! needed) and its screen words read from it as a typed struct ([`screen`]). Nothing here knows the
//! app: it imports no other layer of the shell.

pub mod file;
pub mod screen;
pub mod shell;

pub use self::file::{fill, Words};
pub use self::shell::Strings;

/// A language the app speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    /// English.
    #[default]
    En,
    /// 日本語.
    Ja,
}

rules::tree_names!(Lang { En, Ja });

impl Lang {
    /// The BCP 47 tag for the page's `lang` attribute.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The other language (the toggle's target).
    pub fn other(self) -> Lang {
        match self {
            Lang::En => Lang::Ja,
            Lang::Ja => Lang::En,
        }
    }

    /// The shell's words in this language.
    pub fn t(self) -> &'static Strings {
        self.pick(&shell::EN, &shell::JA)
    }

    /// Of a table in each language, the one in this language.
    pub fn pick<T: ?Sized>(self, en: &'static T, ja: &'static T) -> &'static T {
        match self {
            Lang::En => en,
            Lang::Ja => ja,
        }
    }
}
