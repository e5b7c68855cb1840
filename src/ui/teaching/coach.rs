//! Teaching while a game is played (DESIGN.md "Teaching, replay and review"), the same for every game:
//! - the long words of the game on the table (its rules page and guide, [`rulebook`]), fetched when
//!   it opens and again in another language;
//! - the three screens before a guided game's first move, skippable;
//! - the coach mark a screen shows: the first of the rule situations holding there (the rules say
//!   which, from the viewer's own view) that the game has not taught yet, in the game's own words. It
//!   sits in the screen's flow just before the thing it explains, which it points at and outlines, so
//!   it never covers it nor the hand, and the rest of the screen stays usable. Each shows once per
//!   game, in a guided game and in any game of one this device has not learned yet; "Stop teaching"
//!   turns them off on this device in one tap;
//! - the hint: what the strong bot would play from this seat's own view, asked of the bots' worker
//!   ([`bot_turns::ask_hint`]) and shown only on the seat's own screen, by lighting the controls that
//!   make the move (and filling in a form's fields), with how sure the search is.

use super::lessons::{Lessons, INTRO};
use super::rulebook;
use crate::rules::{Situation, Teach};
use crate::ui::i18n::Lang;
use crate::ui::table::bot_turns;
use crate::ui::table::kit::{self, Frame};
use crate::ui::table::session::{Session, Stage};
use crate::ui::table::{GameEntry, Seated, Table};
use crate::ui::{storage, top_bar, AppState};
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// Fetches the words of the game on the table or being set up (`playing`: its id) whenever another
/// game opens or the language changes ([`AppState::words`]): at once when read before; an answer for
/// a game or language no longer showing is dropped.
pub fn fetch_words(state: AppState, playing: Memo<Option<&'static str>>) {
    Effect::new(move |_| {
        let (id, lang) = (playing.get(), state.lang.get());
        let read = id.and_then(|id| rulebook::read_before(id, lang));
        state.words.set(read.is_some().then_some(read));
        let Some(id) = id.filter(|_| state.words.with_untracked(Option::is_none)) else { return };
        leptos::task::spawn_local(async move {
            let words = rulebook::load(id, lang).await;
            if (playing.get_untracked(), state.lang.get_untracked()) == (Some(id), lang) {
                state.words.try_set(Some(words));
            }
        });
    });
}

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

/// The coach mark of a screen drawn in parts ([`crate::ui::table::kit::board_in_parts`]) while the
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
        let state = AppState::get();
        let on = state.marks.get() == 1 && (lessons.guided || !storage::learned(id));
        let words = state.words.get().flatten().filter(|_| on);
        let keys: Vec<&'static str> = holding.iter().map(|h| h.0).collect();
        let mark = words.and_then(|words| {
            let key = lessons.showing(&keys, screen)?;
            let spot = holding.iter().find(|h| h.0 == key).map_or("", |h| h.1);
            Some(Mark { key, spot, text: words.mark(key)?.to_string() })
        });
        if let Some(key) = mark.as_ref().map(|m| m.key).filter(|&k| !lessons.taught(k)) {
            request_animation_frame(move || state.update_game(&mut |g| g.lessons_mut().teach(key, screen)));
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
        let (key, t) = (mark.key, AppState::get().lang.get_untracked().t());
        Some(
            view! {
                <aside class="coach" role="note" data-mark=key>
                    <p>{mark.text.clone()}</p>
                    <span class="coach-actions">
                        <button class="small" on:click=move |_| dismiss(key)>{t.got_it}</button>
                        <button class="ghost small" on:click=|_| teaching_off()>{t.teaching_off}</button>
                    </span>
                </aside>
            }
            .into_any(),
        )
    }
}

/// The player has read the mark `key`: it goes, for this game.
fn dismiss(key: &str) {
    AppState::get().update_game(&mut |g| g.lessons_mut().dismiss(key));
}

/// No more coach marks on this device (the home screen turns them back on).
fn teaching_off() {
    storage::Teaching::Marks.remember(false);
    AppState::get().marks.set(0);
}

/// The screens before a guided game's first move: what the game is about, how you win, what a turn
/// looks like, each with one of the game's pictures; "Skip" or the last screen's "Let's play" starts
/// the game (its bots wait till then).
pub fn intro(game: &'static GameEntry, lang: Lang) -> AnyView {
    let state = AppState::get();
    let t = lang.t();
    let page = RwSignal::new(0usize);
    let done = move |_| state.update_game(&mut |g| g.lessons_mut().dismiss(INTRO));
    let body = move || match state.words.get() {
        None => view! { <p class="hint" role="status">{t.rules_loading}</p> }.into_any(),
        Some(None) => view! {
            <p class="warning" role="alert">{t.rules_unavailable}</p>
            <div class="actions"><button class="primary big" on:click=done>{t.lets_play}</button></div>
        }
        .into_any(),
        Some(Some(words)) => {
            let screens = words.intro();
            let i = page.get().min(screens.len().saturating_sub(1));
            let last = i + 1 >= screens.len();
            let screen = screens.get(i);
            let next = move |ev| if last { done(ev) } else { page.set(i + 1) };
            view! {
                <section class="intro-screen" data-step=i>
                    {screen.map(|[art, title, text]| view! {
                        <span class="art intro-art" style=format!("--art:url({art})") aria-hidden="true"></span>
                        <h1>{title.to_string()}</h1>
                        <p>{text.to_string()}</p>
                    })}
                    <div class="actions">
                        <button class="ghost" on:click=done>{t.skip}</button>
                        <button class="primary big" on:click=next>{if last { t.lets_play } else { t.next }}</button>
                    </div>
                </section>
            }
            .into_any()
        }
    };
    view! { {top_bar((game.card)(lang).name.to_string(), true)} <main class="intro">{body}</main> }.into_any()
}

/// A hint asked for: the screen it was asked on (see [`Session::screen_key`]) and, once the bots'
/// worker answered, its reply (`None` when it had none).
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub screen: (Stage, usize),
    pub reply: Option<Option<String>>,
}

thread_local! {
    /// The hint asked for last ([`AppState::hinted`] tells when it changes).
    static HINT: std::cell::RefCell<Option<Hint>> = const { std::cell::RefCell::new(None) };
}

impl Hint {
    /// The hint asked for last.
    pub fn get() -> Option<Hint> {
        HINT.with_borrow(Clone::clone)
    }

    /// Changes the hint asked for, and the screens that show it.
    pub fn set(state: AppState, hint: Option<Hint>) {
        HINT.set(hint);
        state.hinted.update(|n| *n += 1);
    }
}

/// What a hint lights: a control that makes the move (a CSS selector), and for a form's field the
/// value it fills in ("on" ticks a box, "off" clears it).
pub type Lit = (String, Option<String>);

/// What a game whose moves are made with a form (or a piece to put in place) lights for a hinted move,
/// given as JSON; the controls numbered by their place among the legal moves (`data-move`) are lit
/// for every game.
pub type Fill = Box<dyn Fn(&str) -> Vec<Lit>>;

/// The hint on the screen showing, while its player may see one (their own screen, in a guided game
/// or with hints on): the button that asks, or the answer, with the move's controls lit once the screen
/// is drawn — the one numbered as the move (`data-move`), and what `fill` adds.
pub fn hint(table: &dyn Table, lang: Lang, fill: Option<Fill>) -> Option<AnyView> {
    let state = AppState::get();
    table.hint_seat()?;
    if !(table.lessons().guided || state.hints.get() == 1) {
        return None;
    }
    let t = lang.t();
    let screen = table.screen_key();
    state.hinted.track();
    // While the worker searches, and if it found no move, the button stays.
    let said = Hint::get().filter(|h| h.screen == screen).and_then(|h| read_hint(h.reply.flatten()?.as_str())).map(
        |(sure, place, action)| {
            request_animation_frame(move || {
                let mut lits = vec![(format!("[data-move=\"{place}\"]"), None)];
                lits.extend(fill.map(|fill| fill(&action)).unwrap_or_default());
                light(&lits);
            });
            (t.hint_said)(sure)
        },
    );
    let ask = said.is_none().then(|| {
        view! {
            <button class="ghost hint-ask" on:click=move |_| bot_turns::ask_hint(state)>
                <span class="art" aria-hidden="true"></span>{t.hint}
            </button>
        }
    });
    let said = said.map(|text| view! { <p class="hint-said" role="status">{text}</p> });
    Some(view! { <div class="hint-box">{ask}{said}</div> }.into_any())
}

/// The bots' worker's hint (see [`crate::bots::worker::answer`]): how sure, the move's place among the
/// legal moves, and the move as JSON.
fn read_hint(reply: &str) -> Option<(u8, usize, String)> {
    let (sure, rest) = reply.split_once(' ')?;
    let (place, action) = rest.split_once(' ')?;
    Some((sure.parse().ok()?, place.parse().ok()?, action.to_string()))
}

/// Lights every element each selector finds (and the label around a field), filling in a field: a box
/// is ticked or cleared as a player would, by a click the form hears; a number is written in.
fn light(lits: &[Lit]) {
    for (selector, value) in lits {
        let Ok(found) = document().query_selector_all(selector) else { continue };
        for element in (0..found.length()).filter_map(|i| found.item(i)?.dyn_into::<web_sys::Element>().ok()) {
            let on = value.as_deref() != Some("off");
            let Some(input) = element.dyn_ref::<web_sys::HtmlInputElement>() else {
                mark(&element);
                continue;
            };
            match value.as_deref() {
                Some("on" | "off") if input.checked() != on => input.click(),
                Some("on" | "off") | None => {}
                Some(number) => input.set_value(number),
            }
            if let Some(label) = element.closest("label").ok().flatten().filter(|_| on) {
                mark(&label);
            }
        }
    }
}

/// Marks an element as lit by a hint (an SVG shape too, whose class is no plain string).
fn mark(element: &web_sys::Element) {
    let class = element.get_attribute("class").unwrap_or_default();
    let _ = element.set_attribute("class", &format!("{class} hinted"));
}
