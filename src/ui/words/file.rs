//! Each game's long words, in English and Japanese: its rules page in our own words (from the home
//! card and from inside a game; points that rest on values lost from the rulebooks are marked as
//! reconstructed, `shared/rules/<game>.md`), and its guide — the three screens before a guided game's
//! first move, and a coach mark for each of its rule situations, in the words of its spec.
//!
//! The words are data, not code: each game's `public/learn/<game>.<lang>.json` holds its rules page
//! (under `"rules"`), its guide (under `"guide"`) and its new-game screen's words (under `"setup"`), fetched the first time either is needed, kept
//! for the page's life, and precached by the service worker with every built file, so they open
//! offline. The page's wasm carries none of it.

use super::Lang;
use rules::json::{self, Json};
use std::cell::RefCell;
use std::sync::Arc;

/// One game's words in one language, looked up in its file when needed: its rules page (under
/// `"rules"`: an intro, a figure's caption if it has one, and sections of points, each a text and
/// whether it rests on a reconstructed value), its guide (under `"guide"`: the screens before a guided game's first move, each a
/// list of a picture, a title and a text, and the coach marks by situation) and its screens' longer
/// sentences (under `"say"`, by key: why a move is refused is `why.…`), templates filled by [`fill`].
#[derive(Debug, PartialEq)]
pub struct Words {
    file: Json,
}

/// The most screens a guided game opens with.
pub const INTRO_SCREENS: usize = 3;

impl Words {
    /// Reads a game's words file; `None` when the text is not one (it has no rules page).
    pub fn read(text: &str) -> Option<Words> {
        let words = Words { file: json::parse(text).ok()? };
        words.text(&["rules", "intro"])?;
        Some(words)
    }

    /// The rules page's intro.
    pub fn intro_text(&self) -> &str {
        self.text(&["rules", "intro"]).unwrap_or_default()
    }

    /// The caption of the game's picture after the intro (its `GamePart::figure`), if it has one.
    pub fn figure(&self) -> Option<&str> {
        self.text(&["rules", "figure"])
    }

    /// The rules, in playing order: each section's heading and its points, each a rule and whether it
    /// rests on a value lost from the rulebook (our best reading).
    pub fn sections(&self) -> Vec<(&str, Vec<(&str, bool)>)> {
        let sections = field(&self.file, "rules").and_then(|r| list(field(r, "sections")?)).unwrap_or_default();
        sections
            .iter()
            .filter_map(|s| {
                let points = list(field(s, "points")?)?;
                Some((string_ref(field(s, "heading")?)?, points.iter().filter_map(|p| point(p)).collect()))
            })
            .collect()
    }

    /// The text at `path` in the file.
    fn text(&self, path: &[&str]) -> Option<&str> {
        let mut at = &self.file;
        for key in path {
            at = field(at, key)?;
        }
        string_ref(at)
    }

    /// The new-game screen's word under `key` (under `"setup"`: `first`, who starts; `first_hint`, the
    /// rulebook's rule for it; `start`, the start button; `variant`, the heading of the game's own
    /// settings, which its rules page links to, if it has any).
    pub fn setup(&self, key: &str) -> Option<&str> {
        self.text(&["setup", key])
    }

    /// The words of the coach mark for the situation with this key.
    pub fn mark(&self, key: &str) -> Option<&str> {
        self.text(&["guide", "marks", key])
    }

    /// The sentence under `key`, its blanks filled with `args`.
    pub fn said(&self, key: &str, args: &[&str]) -> Option<String> {
        self.text(&["say", key]).map(|text| fill(text, args))
    }

    /// The game's screen words (under `"screen"`), which a game reads as a typed struct.
    pub fn screen(&self) -> Option<&Json> {
        field(&self.file, "screen")
    }

    /// The screens before a guided game's first move (at most [`INTRO_SCREENS`]): each its picture (a
    /// Game Icons file, "art/rooster.svg"), title and text.
    pub fn intro(&self) -> Vec<[&str; 3]> {
        let screens = field(&self.file, "guide").and_then(|g| list(field(g, "intro")?)).unwrap_or_default();
        screens.iter().take(INTRO_SCREENS).filter_map(|s| screen(s)).collect()
    }
}

/// `template` with `{0}`, `{1}`, … replaced by `args` (a plain scan: no pattern search in the page).
pub fn fill(template: &str, args: &[&str]) -> String {
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(open) = rest.find('{') {
        out.push_str(&rest[..open]);
        let blank =
            rest[open + 1..].split_once('}').and_then(|(n, after)| Some((args.get(n.parse::<usize>().ok()?)?, after)));
        match blank {
            Some((arg, after)) => {
                out.push_str(arg);
                rest = after;
            }
            None => {
                out.push('{');
                rest = &rest[open + 1..];
            }
        }
    }
    out + rest
}

/// The value under `key` of an object.
fn field<'a>(json: &'a Json, key: &str) -> Option<&'a Json> {
    match json {
        Json::Obj(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
        _ => None,
    }
}

/// A rule on the rules page, and whether it rests on a reconstructed value.
fn point(json: &Json) -> Option<(&str, bool)> {
    Some((string_ref(field(json, "text")?)?, matches!(field(json, "reconstructed"), Some(Json::Bool(true)))))
}

/// One of the screens before a guided game's first move: its picture, title and text.
fn screen(json: &Json) -> Option<[&str; 3]> {
    match list(json)? {
        [a, b, c] => Some([string_ref(a)?, string_ref(b)?, string_ref(c)?]),
        _ => None,
    }
}

fn string_ref(json: &Json) -> Option<&str> {
    match json {
        Json::Str(s) => Some(s),
        _ => None,
    }
}

fn list(json: &Json) -> Option<&[Json]> {
    match json {
        Json::Arr(items) => Some(items),
        _ => None,
    }
}

/// Where the words of game `id` in `lang` are, relative to the page.
pub fn words_file(id: &str, lang: Lang) -> String {
    format!("learn/{id}.{}.json", lang.tag())
}

thread_local! {
    /// The words read so far: (game id, language, words). A file read once is the page's for its
    /// life, asked for by any screen of any room and by the part loader beside a tap's part, so it
    /// is kept here, below them all, rather than in one screen's state.
    static READ: RefCell<Vec<(&'static str, Lang, Arc<Words>)>> = const { RefCell::new(Vec::new()) };
}

/// The words of game `id` in `lang`, if they have been read.
pub fn read_before(id: &str, lang: Lang) -> Option<Arc<Words>> {
    READ.with_borrow(|read| read.iter().find(|r| r.0 == id && r.1 == lang).map(|r| r.2.clone()))
}

/// The words of game `id` in `lang`: as read before, else fetched from its words file (the service
/// worker answers offline). `None` when they can't be had: no connection and never cached, or a
/// damaged file. The request starts when this is called, not when it is awaited, so a tap can fetch
/// a game's words beside its part (the part loader does).
pub fn load(id: &'static str, lang: Lang) -> impl std::future::Future<Output = Option<Arc<Words>>> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let known = read_before(id, lang);
    let request = known.is_none().then(|| leptos::prelude::window().fetch_with_str(&words_file(id, lang)));
    async move {
        if known.is_some() {
            return known;
        }
        let response = JsFuture::from(request?).await.ok()?;
        let response: web_sys::Response = response.dyn_into().ok()?;
        if !response.ok() {
            return None;
        }
        let text = JsFuture::from(response.text().ok()?).await.ok()?.as_string()?;
        // Another call may have read them meanwhile: one copy is kept.
        if let Some(known) = read_before(id, lang) {
            return Some(known);
        }
        let words = Arc::new(Words::read(&text)?);
        READ.with_borrow_mut(|read| read.push((id, lang, words.clone())));
        Some(words)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rules::bots::BotGame;
    use rules::{Situation, Teach};

    /// Every game's id, as its words files are named.
    const GAMES: [&str; 5] = [
        rules::bremen::Bremen::ID,
        rules::dog::Dog::ID,
        rules::bierfest::Bierfest::ID,
        rules::mzebs::Mzebs::ID,
        rules::broom::Broom::ID,
    ];

    fn text(id: &str, lang: Lang) -> String {
        let path = format!("{}/public/{}", env!("CARGO_MANIFEST_DIR"), words_file(id, lang));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The shape of a rules page: its sections' point counts with their reconstructed marks, and whether
    /// it has a figure. Both languages must agree on it.
    fn shape(words: &Words) -> (Vec<Vec<bool>>, bool) {
        let sections = words.sections().into_iter().map(|(_, points)| points.iter().map(|p| p.1).collect()).collect();
        (sections, words.figure().is_some())
    }

    /// The keys of every rule situation of the game with this id.
    fn situations(id: &str) -> Vec<&'static str> {
        fn keys<G: Teach>() -> Vec<&'static str> {
            G::SITUATIONS.iter().map(|s| s.key()).collect()
        }
        match id {
            "bremen" => keys::<rules::bremen::Bremen>(),
            "dog" => keys::<rules::dog::Dog>(),
            "bierfest" => keys::<rules::bierfest::Bierfest>(),
            "mzebs" => keys::<rules::mzebs::Mzebs>(),
            "broom" => keys::<rules::broom::Broom>(),
            other => panic!("a game without situations: {other}"),
        }
    }

    /// A count in words says one as one: a sentence that counts has a form for each, never "card(s)".
    #[test]
    fn no_words_file_hedges_a_count() {
        for game in GAMES {
            for lang in [Lang::En, Lang::Ja] {
                let words = text(game, lang);
                assert!(!words.contains("(s)"), "{} in {}: a count as \"(s)\"", game, lang.tag());
            }
        }
    }

    /// The new-game screen's words are in each file: who starts, its rule, the start button; and
    /// the heading of the game's own settings in both languages or in neither.
    #[test]
    fn every_game_has_its_setup_words_in_both_languages() {
        for game in GAMES {
            let [en, ja] = [Lang::En, Lang::Ja].map(|lang| Words::read(&text(game, lang)).unwrap());
            for (words, lang) in [(&en, "en"), (&ja, "ja")] {
                for key in ["first", "first_hint", "start"] {
                    let word = words.setup(key).unwrap_or_default();
                    assert!(!word.trim().is_empty(), "{} in {lang}: no setup word {key}", game);
                }
            }
            assert_eq!(
                en.setup("variant").is_some(),
                ja.setup("variant").is_some(),
                "{}: variant in one language",
                game
            );
        }
    }

    #[test]
    fn every_game_has_its_rules_in_both_languages_with_the_same_shape() {
        for game in GAMES {
            let [en, ja] = [Lang::En, Lang::Ja].map(|lang| {
                Words::read(&text(game, lang)).unwrap_or_else(|| panic!("{}'s {} words don't read", game, lang.tag()))
            });
            for words in [&en, &ja] {
                let sections = words.sections();
                let texts = std::iter::once(words.intro_text())
                    .chain(sections.iter().map(|s| s.0))
                    .chain(sections.iter().flat_map(|s| s.1.iter().map(|p| p.0)));
                assert!(texts.into_iter().all(|t| !t.trim().is_empty()), "{}: an empty text", game);
                assert!(!sections.is_empty(), "{}: no rules", game);
            }
            assert_eq!(shape(&en), shape(&ja), "{}: English and Japanese differ in shape", game);
        }
    }

    /// A guided game teaches every rule situation of its game, in both languages: a coach mark with
    /// words for each key (and no mark for a situation the game does not have), and three screens
    /// before the first move, each with one of the game's pictures.
    #[test]
    fn every_game_guides_every_rule_situation_in_both_languages() {
        for game in GAMES {
            let mut keys = situations(game);
            keys.sort_unstable();
            for lang in [Lang::En, Lang::Ja] {
                let words = Words::read(&text(game, lang)).expect("the words read");
                let marks = field(field(&words.file, "guide").unwrap(), "marks").expect("marks");
                let Json::Obj(marks) = marks else { panic!("{}: marks are not an object", game) };
                let mut marked: Vec<&str> = marks.iter().map(|(k, _)| k.as_str()).collect();
                marked.sort_unstable();
                assert_eq!(marked, keys, "{} in {}: the marks are not the situations", game, lang.tag());
                for key in &keys {
                    assert!(words.mark(key).is_some_and(|t| !t.trim().is_empty()), "{}: no words for {key}", game);
                }
                let intro = words.intro();
                assert_eq!(intro.len(), INTRO_SCREENS, "{} in {}: screens before the first move", game, lang.tag());
                for [art, title, text] in intro {
                    assert!(art.starts_with("art/") && art.ends_with(".svg"), "{art}");
                    assert!(!title.trim().is_empty() && !text.trim().is_empty());
                }
            }
        }
    }

    #[test]
    fn a_file_that_is_not_a_words_file_reads_as_none_and_a_missing_word_as_nothing() {
        for text in ["", "[]", "{\"rules\":{}}", "{\"rules\":{\"intro\":1}}"] {
            assert_eq!(Words::read(text), None, "{text}");
        }
        let damaged = Words::read(
            "{\"rules\":{\"intro\":\"x\",\"sections\":[{\"heading\":1},{\"heading\":\"h\",\"points\":[]}]}}",
        );
        assert_eq!(damaged.expect("a rules page").sections(), vec![("h", vec![])], "a damaged section is left out");
        let bare =
            Words::read("{\"rules\":{\"intro\":\"i\",\"sections\":[]},\"guide\":{\"intro\":[[1,2,3]]},\"say\":[]}")
                .expect("a rules page without its guide");
        assert_eq!((bare.mark("lead"), bare.said("why.x", &[]), bare.intro()), (None, None, vec![]));
        let words = Words::read(
            "{\"rules\":{\"intro\":\"i\",\"sections\":[{\"heading\":\"h\",\"points\":[{\"text\":\"t\",\"reconstructed\":true}]}]},\"guide\":{\"intro\":[[\"art/rooster.svg\",\"T\",\"x\"]],\"marks\":{\"lead\":\"L\"}},\"say\":{\"why.x\":\"a {0} b\"}}",
        )
        .expect("a words file");
        assert_eq!((words.intro_text(), words.figure()), ("i", None));
        assert_eq!(words.sections(), vec![("h", vec![("t", true)])]);
        assert_eq!(words.mark("lead"), Some("L"));
        assert_eq!(words.intro(), vec![["art/rooster.svg", "T", "x"]]);
        assert_eq!(words.said("why.x", &["c"]).as_deref(), Some("a c b"));
        assert_eq!(words.said("why.y", &[]), None);
    }

    #[test]
    fn blanks_are_filled_in_any_order_and_other_braces_stay() {
        assert_eq!(fill("{1} → {0} {x}", &["a", "b"]), "b → a {x}");
        assert_eq!(fill("{0}さん:{2}", &["A"]), "Aさん:{2}");
    }
}
