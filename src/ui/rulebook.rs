//! The rules of each game in our own words, in English and Japanese, shown in the app (from the home
//! card and from inside a game). Points that rest on values lost from the rulebooks are marked as
//! reconstructed (`shared/rules/<game>.md`).
//!
//! The words are data, not code: each game's `public/learn/<game>.<lang>.json` holds its rules page
//! (under `"rules"`), fetched the first time it is opened, kept for the page's life, and precached by
//! the service worker with every built file, so it opens offline. The page's wasm carries none of it.

use super::i18n::Lang;
use crate::json::{self, Json};
use std::cell::RefCell;
use std::sync::Arc;

/// One rule, and whether it rests on a reconstructed value.
#[derive(Debug, PartialEq)]
pub struct Point {
    /// The rule.
    pub text: String,
    /// True when the value was lost from the rulebook and is our best reading.
    pub reconstructed: bool,
}

/// A part of a rules page.
#[derive(Debug, PartialEq)]
pub struct Section {
    /// The part's heading.
    pub heading: String,
    /// Its rules.
    pub points: Vec<Point>,
}

/// One game's rules page in one language.
#[derive(Debug, PartialEq)]
pub struct Page {
    /// What the game is, in a sentence or two.
    pub intro: String,
    /// The caption of the game's picture after the intro (its `GameEntry::figure`), if it has one.
    pub figure: Option<String>,
    /// The rules, in playing order.
    pub sections: Vec<Section>,
}

impl Page {
    /// Reads the rules page from a game's words file; `None` when the text is not one.
    pub fn read(text: &str) -> Option<Page> {
        let file = json::parse(text).ok()?;
        let rules = field(&file, "rules")?;
        let sections = list(field(rules, "sections")?)?.iter().map(|section| {
            let points = list(field(section, "points")?)?.iter().map(|point| {
                let reconstructed = matches!(field(point, "reconstructed"), Some(Json::Bool(true)));
                Some(Point { text: string(field(point, "text")?)?, reconstructed })
            });
            Some(Section { heading: string(field(section, "heading")?)?, points: points.collect::<Option<_>>()? })
        });
        Some(Page {
            intro: string(field(rules, "intro")?)?,
            figure: field(rules, "figure").and_then(string),
            sections: sections.collect::<Option<_>>()?,
        })
    }

    /// True when some rule rests on a reconstructed value.
    pub fn any_reconstructed(&self) -> bool {
        self.sections.iter().flat_map(|s| &s.points).any(|p| p.reconstructed)
    }
}

/// The value under `key` of an object.
fn field<'a>(json: &'a Json, key: &str) -> Option<&'a Json> {
    match json {
        Json::Obj(entries) => entries.iter().find(|(k, _)| k == key).map(|(_, v)| v),
        _ => None,
    }
}

fn string(json: &Json) -> Option<String> {
    match json {
        Json::Str(s) => Some(s.clone()),
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
    /// The rules pages read so far: (game id, language, page).
    static READ: RefCell<Vec<(&'static str, Lang, Arc<Page>)>> = const { RefCell::new(Vec::new()) };
}

/// The rules page of game `id` in `lang`: as read before, else fetched from its words file (the
/// service worker answers offline). `None` when it can't be had: no connection and never cached, or
/// a damaged file.
pub async fn load(id: &'static str, lang: Lang) -> Option<Arc<Page>> {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let known = READ.with_borrow(|read| read.iter().find(|r| r.0 == id && r.1 == lang).map(|r| r.2.clone()));
    if known.is_some() {
        return known;
    }
    let response = JsFuture::from(leptos::prelude::window().fetch_with_str(&words_file(id, lang))).await.ok()?;
    let response: web_sys::Response = response.dyn_into().ok()?;
    if !response.ok() {
        return None;
    }
    let text = JsFuture::from(response.text().ok()?).await.ok()?.as_string()?;
    let page = Arc::new(Page::read(&text)?);
    READ.with_borrow_mut(|read| read.push((id, lang, page.clone())));
    Some(page)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ui::games::GAMES;

    fn words(id: &str, lang: Lang) -> String {
        let path = format!("{}/public/{}", env!("CARGO_MANIFEST_DIR"), words_file(id, lang));
        std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
    }

    /// The shape of a page: its sections' point counts with their reconstructed marks, and whether it
    /// has a figure. Both languages must agree on it.
    fn shape(page: &Page) -> (Vec<Vec<bool>>, bool) {
        let sections = page.sections.iter().map(|s| s.points.iter().map(|p| p.reconstructed).collect()).collect();
        (sections, page.figure.is_some())
    }

    #[test]
    fn every_game_has_its_rules_in_both_languages_with_the_same_shape() {
        for game in GAMES {
            let [en, ja] = [Lang::En, Lang::Ja].map(|lang| {
                Page::read(&words(game.id, lang))
                    .unwrap_or_else(|| panic!("{}'s {} rules don't read", game.id, lang.tag()))
            });
            for page in [&en, &ja] {
                let texts = std::iter::once(&page.intro)
                    .chain(page.sections.iter().map(|s| &s.heading))
                    .chain(page.sections.iter().flat_map(|s| s.points.iter().map(|p| &p.text)));
                assert!(texts.into_iter().all(|t| !t.trim().is_empty()), "{}: an empty text", game.id);
                assert!(!page.sections.is_empty(), "{}: no rules", game.id);
            }
            assert_eq!(shape(&en), shape(&ja), "{}: English and Japanese differ in shape", game.id);
            assert_eq!(
                en.figure.is_some(),
                game.figure.is_some(),
                "{}: a figure's caption without the figure, or not",
                game.id
            );
        }
    }

    #[test]
    fn a_file_that_is_not_a_rules_page_reads_as_none() {
        for text in ["", "[]", "{\"rules\":{}}", "{\"rules\":{\"intro\":\"x\",\"sections\":[{\"heading\":1}]}}"] {
            assert_eq!(Page::read(text), None, "{text}");
        }
        let page = Page::read("{\"rules\":{\"intro\":\"i\",\"sections\":[{\"heading\":\"h\",\"points\":[{\"text\":\"t\",\"reconstructed\":true}]}]}}");
        assert_eq!(
            page,
            Some(Page {
                intro: "i".into(),
                figure: None,
                sections: vec![Section {
                    heading: "h".into(),
                    points: vec![Point { text: "t".into(), reconstructed: true }]
                }],
            })
        );
    }
}
