//! The coach, the same for every game (DESIGN.md "Teaching, replay and review"): the coach mark a
//! screen shows — the first of the rule situations holding there (the rules say which, from the
//! viewer's own view) that the game has not taught yet, in the game's own words. It sits in the
//! screen's flow just before the thing it explains, which it points at and outlines, so it never
//! covers it nor the hand, and the rest of the screen stays usable. Each shows once per game, in a
//! guided game and in any game of one this device has not learned yet; "Stop teaching" turns them off
//! on this device in one tap. Beside the marks: the three screens before a guided game's first move
//! ([`intro`]), the hint ([`hint`]: what the strong bot would play from this seat's own view, shown
//! only on the seat's own screen by lighting the controls that make the move), and the board of the
//! game in progress with them ([`board`]).

mod board;
mod hint;
mod intro;

pub use self::board::{board, board_in_parts};
pub use self::hint::{hint, Fill, Lit};
pub use self::intro::intro;
use crate::ui::context::{GameWords, Language, Play, Pref, Prefs};
use crate::ui::contract::Seated;
use crate::ui::model::lessons::Lessons;
use crate::ui::model::session::{Session, Stage};
use crate::ui::storage::prefs;
use crate::ui::table::kit::{self, Frame};
use leptos::prelude::*;
use rules::{Situation, Teach};

/// The coach mark a screen shows, if any.
#[derive(Clone, PartialEq)]
pub struct Coach {
    mark: Option<Mark>,
}

#[derive(Clone, PartialEq)]
struct Mark {
    /// The situation's key.
    key: &'static str,
    /// Where on the screen it sits: the game names its spots.
    spot: &'static str,
    text: String,
}

/// The coach mark of the screen showing `view` in session `s`: each situation the rules say holds there
/// sits at the spot `spot` names.
pub fn coach<G: Seated + Teach>(s: &Session<G>, view: &G::View, spot: fn(G::Situation) -> &'static str) -> Coach {
    let mut holding = Vec::new();
    for &x in G::SITUATIONS {
        if G::holds(x, view) {
            holding.push((x.key(), spot(x)));
        }
    }
    Coach::new(G::entry().id, s.lessons(), s.screen_key().1, holding)
}

/// The coach mark of a screen drawn in parts ([`board_in_parts`]) while the
/// screen it was `built` for shows, worked out once per move for all its parts (as [`coach`]).
#[derive(Clone, Copy)]
pub struct Marks(Memo<Option<Coach>>);

impl Marks {
    pub fn new<G: Seated + Teach>(
        frame: Frame<G>,
        built: (Stage, usize),
        spot: fn(G::Situation) -> &'static str,
    ) -> Marks {
        Marks(Memo::new(move |_| kit::live::<G, _>(|s| (frame(s) == built).then(|| coach(s, &s.view(), spot)))))
    }

    /// The key of the mark, if it sits at `spot`: what a part that shows the spot follows.
    pub fn key_at(self, spot: &str) -> Option<&'static str> {
        self.0.with(|c| c.as_ref().and_then(|c| c.key_at(spot)))
    }

    /// `target` with the mark before it if it sits at `spot`, then `after` (as [`Coach::place`]).
    pub fn place(self, spot: &str, target: AnyView, after: Option<AnyView>) -> AnyView {
        self.0.with(|c| c.as_ref().map(|c| c.place(spot, target, after))).unwrap_or_else(|| ().into_any())
    }
}

impl Coach {
    /// The mark for screen `screen` of game `id`, of the situations `holding` there (key, spot); a mark
    /// shown for the first time is recorded with the game once the screen is drawn.
    fn new(id: &'static str, lessons: &Lessons, screen: usize, holding: Vec<(&'static str, &'static str)>) -> Coach {
        let on = Prefs::get().on(Pref::Marks) && (lessons.guided || !prefs::learned(id));
        let words = GameWords::get().here().filter(|_| on);
        let keys: Vec<&'static str> = holding.iter().map(|h| h.0).collect();
        let mark = words.and_then(|words| {
            let key = lessons.showing(&keys, screen)?;
            let spot = holding.iter().find(|h| h.0 == key).map_or("", |h| h.1);
            Some(Mark { key, spot, text: words.mark(key)?.to_string() })
        });
        if let Some(key) = mark.as_ref().map(|m| m.key).filter(|&k| !lessons.taught(k)) {
            let play = Play::get();
            request_animation_frame(move || play.change(&mut |g| g.lessons_mut().teach(key, screen)));
        }
        Coach { mark }
    }

    /// `target` with the mark just before it if it sits at `spot`, and `after` (a hint) after it: one
    /// piece of the screen, whether a mark shows or not. The mark and its target share a box
    /// (`.spot`, no box of its own unless a game's style gives it one), so a game can keep the two
    /// together, as Bremen pins a phone's hand and its mark to the foot of the screen.
    pub fn place(&self, spot: &str, target: AnyView, after: Option<AnyView>) -> AnyView {
        view! { <div class="spot">{self.at(spot)}{target}</div>{after} }.into_any()
    }

    /// The key of the mark, if it sits at `spot` (for a screen drawn in parts: what a part shows).
    pub fn key_at(&self, spot: &str) -> Option<&'static str> {
        self.mark.as_ref().filter(|m| m.spot == spot).map(|m| m.key)
    }

    /// The mark, if it sits at `spot` (placed just before what it explains).
    pub fn at(&self, spot: &str) -> Option<AnyView> {
        let mark = self.mark.as_ref().filter(|m| m.spot == spot)?;
        let (key, t) = (mark.key, Language::get().untracked().t());
        let (play, prefs) = (Play::get(), Prefs::get());
        Some(
            view! {
                <aside class="coach" role="note" data-mark=key>
                    <p>{mark.text.clone()}</p>
                    <span class="coach-actions">
                        <button class="small" on:click=move |_| play.change(&mut |g| g.lessons_mut().dismiss(key))>{t.got_it}</button>
                        <button class="ghost small" on:click=move |_| prefs.set(Pref::Marks, 0)>{t.teaching_off}</button>
                    </span>
                </aside>
            }
            .into_any(),
        )
    }
}
