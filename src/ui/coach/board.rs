//! The board of the game in progress, as every game's part hands it to the shell: the game drawn by
//! its screen function whenever it changes (or, for a screen drawn in parts, only when its frame
//! does), with a guided game's first screens before it.

use super::intro;
use crate::ui::context::{Language, Nav, Play};
use crate::ui::contract::{AnySession, Seated};
use crate::ui::model::session::{Session, Stage};
use crate::ui::table::presses::Screen;
use crate::ui::words::Lang;
use leptos::prelude::*;

/// The board of the game in progress, drawn again by `screen` whenever the game or the language
/// changes; a guided game's first screens come before it.
pub fn board<G: Seated>(screen: fn(&Session<G>, Lang) -> AnyView) -> AnyView {
    shown(Box::new(move |g, lang| draw(g, screen, lang)), None)
}

/// Like [`board`], for a game whose screens are drawn in parts that follow the game themselves (see
/// [`live`](crate::ui::table::kit::live)): `screen` draws the whole screen again only when the language or `frame` of the game
/// changes (like [`Session::screen_key`], a stage and a number, but kept while the same screen shows
/// another move), and each part draws again only what it shows.
pub fn board_in_parts<G: Seated>(
    frame: fn(&Session<G>) -> (Stage, usize),
    screen: fn(&Session<G>, Lang) -> AnyView,
) -> AnyView {
    let (play, nav) = (Play::get(), Nav::get());
    // Of the same type as the screen the presses follow, so the page carries one such memo.
    let framed = Memo::new(move |_| {
        let (frame, intro) = play.with(|g| {
            let s = g.as_ref().and_then(|g| g.typed::<G>());
            (s.map(frame), s.is_some_and(|s| s.lessons().intro_due()))
        });
        (nav.route(), frame, intro)
    });
    shown(Box::new(move |g, lang| draw(g, screen, lang)), Some(framed))
}

/// How [`shown`] draws the game in progress, if any, in a language.
type Draw = Box<dyn Fn(&Option<AnySession>, Lang) -> AnyView + Send + Sync>;

/// The game drawn by `draw` whenever the game or the language changes, or with `framed`, only when
/// that or the language does: one way for every game, so the page carries it once.
fn shown(draw: Draw, framed: Option<Memo<Screen>>) -> AnyView {
    let (play, lang) = (Play::get(), Language::get());
    (move || match framed {
        Some(framed) => {
            // Read, so that the memo follows the game (tracking it alone would not run it).
            framed.get();
            play.with_untracked(|g| draw(g, lang.now()))
        }
        None => play.with(|g| draw(g, lang.now())),
    })
    .into_any()
}

/// The game `g` drawn by `screen` (see [`board`]).
fn draw<G: Seated>(g: &Option<AnySession>, screen: fn(&Session<G>, Lang) -> AnyView, lang: Lang) -> AnyView {
    match g.as_ref().and_then(|g| g.typed::<G>()) {
        Some(s) if s.lessons().intro_due() => intro(G::entry(), lang),
        Some(s) => screen(s, lang),
        // A game of another kind: the app draws another board for it.
        None => ().into_any(),
    }
}
