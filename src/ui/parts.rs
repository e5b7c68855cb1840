//! The page in parts: the shell loads first, and each game's code — its rules and its screens — is
//! a part of the page of its own (a wasm module the release build splits off, scripts/parts),
//! fetched the first time the game is needed: a new game, its guided game, a save of it, its rules
//! page's picture. Once the home has been idle a moment, the parts not yet here are fetched one by one
//! in the background, so a later tap opens at once; the service worker keeps them for offline play.
//!
//! While a tap waits for a part, the screen says which game is coming, busy; a fetch that fails
//! (the network lost mid-way, an old page after an update) says so with a retry, and changes nothing:
//! the screen it was asked from stays, and every save stays as it was.

use super::table::{GameEntry, GamePart};
use super::{games, AppState};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// How long the home shows, untouched by a fetch of ours, before the other parts are fetched
/// (ms): the first screen's own work and the player's first look come first.
pub const IDLE_BEFORE_FETCHING: u32 = 1500;

thread_local! {
    /// The parts that arrived, by game id.
    static HERE: RefCell<Vec<(&'static str, &'static GamePart)>> = const { RefCell::new(Vec::new()) };
    /// Bumped as each part arrives, so what shows a part redraws when it comes.
    static ARRIVED: ArcRwSignal<usize> = ArcRwSignal::new(0);
    /// What a tap is waiting for, if anything: which game, and what to do with its part.
    static AWAITED: RefCell<Option<Awaited>> = const { RefCell::new(None) };
    /// True once the background fetch of every part has begun.
    static STARTED: Cell<bool> = const { Cell::new(false) };
}

/// A tap waiting for a game's part.
struct Awaited {
    game: &'static GameEntry,
    then: Rc<dyn Fn(&'static GamePart)>,
}

/// What the screen says of a part a tap is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fetching {
    /// On its way, for the game with this id.
    Coming(&'static str),
    /// Its fetch failed.
    Failed(&'static str),
}

/// The part of `game` if it is here (read once: see [`coming`] for a view that waits for it).
pub fn here(game: &GameEntry) -> Option<&'static GamePart> {
    if let Some(part) = kept(game.id) {
        return Some(part);
    }
    // Natively (the tests) a part is code like any other: it is here as soon as it is asked for.
    #[cfg(not(target_family = "wasm"))]
    if let Some(part) = at_once(game) {
        keep(game.id, part);
        return Some(part);
    }
    None
}

/// The part of `game` if it is here, for a view that redraws when a part arrives.
pub fn coming(game: &GameEntry) -> Option<&'static GamePart> {
    ARRIVED.with(|a| a.track());
    here(game)
}

fn kept(id: &str) -> Option<&'static GamePart> {
    HERE.with(|here| here.borrow().iter().find(|(g, _)| *g == id).map(|(_, part)| *part))
}

fn keep(id: &'static str, part: &'static GamePart) {
    HERE.with(|here| here.borrow_mut().push((id, part)));
}

/// A part that is code in the same module (never split): its load finishes when first polled.
#[cfg(not(target_family = "wasm"))]
fn at_once(game: &GameEntry) -> Option<&'static GamePart> {
    use std::task::{Context, Poll, Waker};
    let mut load = (game.play.as_ref()?.part)();
    match load.as_mut().poll(&mut Context::from_waker(Waker::noop())) {
        Poll::Ready(part) => part.ok(),
        Poll::Pending => None,
    }
}

/// The part of `game`, fetched if it is not here; `None` if its fetch failed (or it has no code
/// yet). One fetch at a time per part: the loader joins a second caller to the fetch under way, and
/// forgets a failed one, so the next call tries again.
pub async fn fetch(game: &'static GameEntry) -> Option<&'static GamePart> {
    if let Some(part) = kept(game.id) {
        return Some(part);
    }
    let part = (game.play.as_ref()?.part)().await.ok()?;
    if kept(game.id).is_none() {
        keep(game.id, part);
        ARRIVED.with(|a| a.update(|n| *n += 1));
    }
    Some(part)
}

/// Does what a tap asked of `game` with its part: at once if it is here, else once it has come,
/// saying meanwhile which game is coming (or that it could not come, with a retry). A later tap that
/// waits for a part replaces this one.
pub fn then(state: AppState, game: &'static GameEntry, then: impl Fn(&'static GamePart) + 'static) {
    if let Some(part) = kept(game.id) {
        then(part);
        return;
    }
    AWAITED.with(|a| *a.borrow_mut() = Some(Awaited { game, then: Rc::new(then) }));
    try_again(state);
}

/// Fetches the part the waiting tap asked for, and does what it asked once it is here.
pub fn try_again(state: AppState) {
    let Some(game) = AWAITED.with(|a| a.borrow().as_ref().map(|a| a.game)) else { return };
    state.fetching.set(Some(Fetching::Coming(game.id)));
    leptos::task::spawn_local(async move {
        let result = fetch(game).await;
        // Still waited for (not cancelled, nor replaced by another game's tap)?
        let waiting = AWAITED.with(|a| a.borrow().as_ref().filter(|a| a.game.id == game.id).map(|a| a.then.clone()));
        let Some(then) = waiting else { return };
        match result {
            Some(part) => {
                AWAITED.with(|a| a.borrow_mut().take());
                state.fetching.set(None);
                then(part);
            }
            None => state.fetching.set(Some(Fetching::Failed(game.id))),
        }
    });
}

/// The tap stops waiting: the screen it was made on stays, as it was.
pub fn give_up(state: AppState) {
    AWAITED.with(|a| a.borrow_mut().take());
    state.fetching.set(None);
}

/// Once the home has shown for [`IDLE_BEFORE_FETCHING`], fetches every part that is not here, one
/// after another (once a page; a failure is left for a tap to retry). The timer is the home's: a
/// home left sooner starts none, and the next home starts it again.
pub fn fetch_when_idle() -> Option<Timeout> {
    if STARTED.with(|s| s.get()) {
        return None;
    }
    Some(Timeout::new(IDLE_BEFORE_FETCHING, || {
        STARTED.with(|s| s.set(true));
        leptos::task::spawn_local(async {
            for game in games::GAMES.iter().copied().filter(|g| g.play.is_some()) {
                fetch(game).await;
            }
        });
    }))
}

/// Fetches the parts of the games with these ids (those a device has saves of).
pub async fn fetch_these(ids: &[String]) {
    for game in games::GAMES.iter().copied().filter(|g| ids.iter().any(|id| id == g.id)) {
        fetch(game).await;
    }
}

/// What shows over the screen while a tap waits for a game's part: its name, busy; or why it did not
/// come, with a retry and the way back.
#[component]
pub fn Waiting() -> impl IntoView {
    let state = AppState::get();
    move || {
        let fetching = state.fetching.get()?;
        let lang = state.lang.get();
        let t = lang.t();
        let name = |id| games::find(id).map(|g| (g.card)(lang).name).unwrap_or_default();
        Some(match fetching {
            Fetching::Coming(id) => view! {
                <div class="overlay part-coming" role="status" aria-busy="true">
                    <section class="part-box">
                        <p class="part-name">{name(id)}</p>
                        <p>{t.part_coming}</p>
                        <progress aria-label=t.part_coming></progress>
                        <button class="ghost" on:click=move |_| give_up(state)>{t.cancel}</button>
                    </section>
                </div>
            }
            .into_any(),
            Fetching::Failed(id) => view! {
                <div class="overlay part-failed">
                    <section class="part-box" role="alert">
                        <p class="part-name">{name(id)}</p>
                        <p>{t.part_failed}</p>
                        <div class="actions">
                            <button class="primary" on:click=move |_| try_again(state)>{t.try_again}</button>
                            <button class="ghost" on:click=move |_| give_up(state)>{t.back}</button>
                        </div>
                    </section>
                </div>
            }
            .into_any(),
        })
    }
}
