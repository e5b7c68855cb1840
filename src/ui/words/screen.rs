//! A game's screen words — its labels, its log lines, its hints — are data in its words file
//! (`public/learn/<game>.<lang>.json`, under `"screen"`), like its rules page: only the language
//! shown is fetched, and only for the game being set up, played or replayed, so the page's wasm
//! carries none of them. Sentences with blanks are templates filled by [`super::fill`].
//!
//! A game declares its words as a struct with [`screen_words!`]: each field is a text, or a list
//! of a fixed length. Its screens read the struct, typed, from [`words`]. The
//! shell draws a game's screens only once its words are read (the context's `GameWords`); until
//! then (and for a file that lacks a field) the struct is empty, never a panic. The native build (the
//! tests and tools) reads the files from the source tree. `scripts/words` refuses a build whose
//! English and Japanese files differ in shape, and each game's tests read both into its struct.

use super::file::{self, Words};
use super::Lang;
use rules::json::Json;
use std::any::Any;
use std::cell::RefCell;

/// The texts of `fields` (each a key of `json` and how many texts it holds: one text, or a list of
/// them, nested), in order; `None` when one is missing or holds another number of texts. Each is
/// kept for the page's life: a game's words are read once per language.
pub fn texts(json: &Json, fields: &[(&str, usize)]) -> Option<Vec<&'static str>> {
    fn flat<'a>(json: &'a Json, out: &mut Vec<&'a str>) -> Option<()> {
        match json {
            Json::Str(s) => out.push(s),
            Json::Arr(items) => items.iter().try_for_each(|item| flat(item, out))?,
            _ => return None,
        }
        Some(())
    }
    let Json::Obj(entries) = json else { return None };
    let mut out = Vec::new();
    for &(key, count) in fields {
        let before = out.len();
        flat(entries.iter().find(|(k, _)| k == key).map(|(_, v)| v)?, &mut out)?;
        if out.len() - before != count {
            return None;
        }
    }
    Some(out.into_iter().map(|s| &*Box::leak(s.into())).collect())
}

/// A game's screen words, one struct per game (declared with [`screen_words!`]).
pub trait ScreenWords: Sized + 'static {
    /// The game's id (its words file's name).
    const GAME: &'static str;
    /// The struct before its words are read: every text empty.
    const NONE: &'static Self;
    /// The struct in a words file's `"screen"`.
    fn read(json: &Json) -> Option<Self>;
}

/// Declares a game's screen words: each field a text (`name,`) or a list of `N` texts (`name[N],`;
/// in the file a list, or a list of lists of that many in all), read from the field of the same name
/// under the words file's `"screen"`. The struct holds them all in one array, in order; each field is
/// a method, a load from its fixed place. Beside the struct: `text(lang)`, the words in a language
/// (empty until the words file is read), and a test that both languages' files read into it.
#[macro_export]
macro_rules! screen_words {
    ($(#[$meta:meta])* pub struct $name:ident for $game:literal { $($fields:tt)* }) => {
        $crate::screen_words!(@struct $(#[$meta])* pub struct $name for $game { $($fields)* });

        /// The screen words in a language (empty until the words file is read).
        pub fn text(lang: $crate::ui::words::Lang) -> &'static $name {
            $crate::ui::words::screen::words(lang)
        }

        #[cfg(test)]
        #[test]
        fn the_screen_words_are_read_in_both_languages() {
            for lang in [$crate::ui::words::Lang::En, $crate::ui::words::Lang::Ja] {
                let none = <$name as $crate::ui::words::screen::ScreenWords>::NONE;
                assert!(!std::ptr::eq(text(lang), none), "{} in {lang:?}: the screen words don't read", $game);
            }
        }
    };
    (@struct $(#[$meta:meta])* pub struct $name:ident for $game:literal {
        $($(#[$fmeta:meta])* $field:ident $([$n:literal])?,)*
    }) => {
        $(#[$meta])*
        pub struct $name([&'static str; 0 $(+ $crate::screen_words!(@n $($n)?))*]);

        impl $crate::ui::words::screen::ScreenWords for $name {
            const GAME: &'static str = $game;
            const NONE: &'static Self = &$name([""; 0 $(+ $crate::screen_words!(@n $($n)?))*]);

            fn read(json: &::rules::json::Json) -> Option<Self> {
                const FIELDS: &[(&str, usize)] = &[$((stringify!($field), $crate::screen_words!(@n $($n)?)),)*];
                $crate::ui::words::screen::texts(json, FIELDS)?.try_into().ok().map($name)
            }
        }

        $crate::screen_words!(@get $name 0; $($(#[$fmeta])* $field $([$n])?,)*);
    };
    (@n) => { 1 };
    (@n $n:literal) => { $n };
    (@get $name:ident $at:expr;) => {};
    (@get $name:ident $at:expr; $(#[$fmeta:meta])* $field:ident, $($rest:tt)*) => {
        impl $name {
            $(#[$fmeta])*
            pub fn $field(&self) -> &'static str {
                self.0[$at]
            }
        }
        $crate::screen_words!(@get $name $at + 1; $($rest)*);
    };
    (@get $name:ident $at:expr; $(#[$fmeta:meta])* $field:ident [$n:literal], $($rest:tt)*) => {
        impl $name {
            $(#[$fmeta])*
            pub fn $field(&self) -> &[&'static str; $n] {
                self.0[$at..].first_chunk().unwrap_or(&[""; $n])
            }
        }
        $crate::screen_words!(@get $name $at + $n; $($rest)*);
    };
}

thread_local! {
    /// The screen words read so far: (game id, language, words), each read once from its file and
    /// kept for the page's life ([`words`] hands out `&'static` words, so a screen drawn again
    /// never reads them again), as the files they come from are ([`super::file`]).
    static READ: RefCell<Vec<(&'static str, Lang, &'static dyn Any)>> = const { RefCell::new(Vec::new()) };
}

/// Game `T`'s screen words in `lang`: read from its words file once that is here, else empty.
#[inline(never)]
pub fn words<T: ScreenWords>(lang: Lang) -> &'static T {
    let known = READ.with_borrow(|read| read.iter().find(|r| (r.0, r.1) == (T::GAME, lang)).map(|r| r.2));
    if let Some(words) = known.and_then(|w| w.downcast_ref::<T>()) {
        return words;
    }
    let Some(words) = file(T::GAME, lang).and_then(|w| Some(&*Box::leak(Box::new(T::read(w.screen()?)?)))) else {
        return T::NONE;
    };
    READ.with_borrow_mut(|read| read.push((T::GAME, lang, words)));
    words
}

/// The words file of game `id` in `lang`, if it has been read (in the page; the native build reads it
/// from the source tree).
fn file(id: &'static str, lang: Lang) -> Option<std::sync::Arc<Words>> {
    #[cfg(not(target_arch = "wasm32"))]
    {
        let path = format!("{}/public/{}", env!("CARGO_MANIFEST_DIR"), file::words_file(id, lang));
        std::fs::read_to_string(path).ok().and_then(|text| Words::read(&text)).map(std::sync::Arc::new)
    }
    #[cfg(target_arch = "wasm32")]
    {
        file::read_before(id, lang)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::json;

    crate::screen_words! {
        @struct
        /// Words for the test (no file of its own).
        pub struct Test for "test" {
            one,
            /// Two pairs.
            pairs[4],
            last,
        }
    }

    #[test]
    fn words_are_read_by_field_and_lists_must_have_their_length() {
        let read = |text: &str| Test::read(&json::parse(text).expect("json"));
        let words = read(r#"{"one": "a", "pairs": [["b", "c"], ["d", "e"]], "last": "f", "more": 1}"#).expect("words");
        assert_eq!((words.one(), words.pairs(), words.last()), ("a", &["b", "c", "d", "e"], "f"));
        assert!(read(r#"{"one": "a", "pairs": [["b", "c"]], "last": "f"}"#).is_none());
        assert!(read(r#"{"one": 1, "pairs": [["b", "c"], ["d", "e"]], "last": "f"}"#).is_none());
        assert!(read(r#"{"pairs": [["b", "c"], ["d", "e"]], "last": "f"}"#).is_none());
        assert!(read(r#"["a"]"#).is_none());
        assert_eq!((Test::NONE.one(), Test::NONE.pairs(), Test::NONE.last()), ("", &[""; 4], ""));
    }
}
