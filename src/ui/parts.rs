//! The page in parts: the shell loads first, and each game's code — its rules and its screens — is
//! a part of the page of its own (a wasm module the release build splits off, scripts/parts),
//! fetched the first time the game is needed: a new game, its guided game, a save of it, its rules
//! page's picture. As the app first shows, the code the games share is fetched (the network is idle
//! then); once the home has shown a moment, the parts not yet here are fetched one by one in the
//! background, a tap's own part always first, so a later tap opens at once — only while the home
//! shows: compiling a part is work the page would otherwise do in the middle of a game. The service
//! worker is registered (index.html) once no tap waits on the network — the background fetch ended
//! or stopped, a tap's part arrived, or the saves' parts came at mount — so its precache, which
//! keeps every part for offline play, never shares a slow network with a tap's part.
//! The rooms after a game — the replay with its review, and the history — are parts too ([`Room`]).
//!
//! The new-game screen opens without its game's part, which it fetches (its settings panel, the
//! part's, shows when it comes: [`fetch_ahead`]). While a tap waits for a part, the screen says what
//! is coming, busy; a fetch that fails
//! (the network lost mid-way, an old page after an update) says so with a retry, and changes nothing:
//! the screen it was asked from stays, and every save stays as it was.

use super::table::{GameEntry, GamePart};
use super::{after_game::history_screen, after_game::replay, games, teaching::rulebook, AppState, Route};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// How long the home shows before the other parts are fetched (ms): the first screen's own work and
/// the player's first look, and a first tap's part, come first.
pub const IDLE_BEFORE_FETCHING: u32 = 1500;

/// The event index.html registers the service worker on: no tap waits on the network.
const NETWORK_FREE: &str = "hotseat-network-free";

#[cfg(target_family = "wasm")]
#[wasm_bindgen::prelude::wasm_bindgen(raw_module = "./__wasm_split.js")]
extern "C" {
    /// Starts the fetch of the code the games share (scripts/parts writes it into the parts'
    /// loader): one file every game's part needs, so a tap then waits for its game's part alone.
    #[wasm_bindgen(js_name = prefetchShared)]
    fn prefetch_shared();
}

thread_local! {
    /// True while the background fetch runs (it stops when the home is left, and the next home
    /// starts it again where it stopped).
    static FETCHING_ALL: Cell<bool> = const { Cell::new(false) };
    /// The parts that arrived, by game id.
    static HERE: RefCell<Vec<(&'static str, &'static GamePart)>> = const { RefCell::new(Vec::new()) };
    /// Bumped as each part arrives, so what shows a part redraws when it comes.
    static ARRIVED: ArcRwSignal<usize> = ArcRwSignal::new(0);
    /// The rooms after a game that arrived, each drawn by its function.
    static ROOMS: RefCell<Vec<(Room, Draw)>> = const { RefCell::new(Vec::new()) };
    /// What a tap is waiting for, if anything: which part, and what to do once it is here.
    static AWAITED: RefCell<Option<Awaited>> = const { RefCell::new(None) };
}

/// What draws a room.
type Draw = fn() -> AnyView;

/// A part of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The code of the game with this id.
    Game(&'static str),
    /// A room after a game.
    Room(Room),
}

/// A room after a game, each a part of the page of its own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Room {
    /// The replay of the game just played, with its review.
    Replay,
    /// The finished games and each person's record.
    History,
}

/// A tap waiting for a part.
struct Awaited {
    part: Part,
    then: Rc<dyn Fn()>,
}

/// What the screen says of a part a tap is waiting for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fetching {
    /// On its way.
    Coming(Part),
    /// Its fetch failed.
    Failed(Part),
}

/// The replay's code (and its review's), which the release build splits into a part of its own.
#[leptos::wasm_split::wasm_split(replay, fallible, wasm_split_path = ::leptos::wasm_split)]
fn replay_part() -> Result<Draw, leptos::wasm_split::SplitLoaderError> {
    Ok(replay::room)
}

/// The history's code, which the release build splits into a part of its own.
#[leptos::wasm_split::wasm_split(history, fallible, wasm_split_path = ::leptos::wasm_split)]
fn history_part() -> Result<Draw, leptos::wasm_split::SplitLoaderError> {
    Ok(history_screen::history_screen)
}

/// A room after a game, drawn by its function if its part is here (natively, at once).
pub fn room(room: Room) -> Option<Draw> {
    let kept = || ROOMS.with(|r| r.borrow().iter().find(|(k, _)| *k == room).map(|(_, draw)| *draw));
    #[cfg(not(target_family = "wasm"))]
    if kept().is_none() {
        let draw = match room {
            Room::Replay => at_once(replay_part()),
            Room::History => at_once(history_part()),
        };
        ROOMS.with(|r| r.borrow_mut().extend(draw.map(|draw| (room, draw))));
    }
    kept()
}

/// A room's part, fetched if it is not here (`None` if the fetch failed).
async fn fetch_room(room: Room) -> Option<Draw> {
    if let Some(draw) = self::room(room) {
        return Some(draw);
    }
    let draw = match room {
        Room::Replay => replay_part().await,
        Room::History => history_part().await,
    }
    .ok()?;
    if self::room(room).is_none() {
        ROOMS.with(|r| r.borrow_mut().push((room, draw)));
    }
    Some(draw)
}

/// The part of `game` if it is here (read once: see [`coming`] for a view that waits for it).
pub fn here(game: &GameEntry) -> Option<&'static GamePart> {
    if let Some(part) = kept(game.id) {
        return Some(part);
    }
    // Natively (the tests) a part is code like any other: it is here as soon as it is asked for.
    #[cfg(not(target_family = "wasm"))]
    if let Some(part) = at_once((game.play.as_ref()?.part)()) {
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

/// A part that is code in the same module (never split, as natively): its load finishes when first
/// polled.
#[cfg(not(target_family = "wasm"))]
fn at_once<T, E>(load: impl std::future::Future<Output = Result<T, E>>) -> Option<T> {
    use std::task::{Context, Poll, Waker};
    match std::pin::pin!(load).as_mut().poll(&mut Context::from_waker(Waker::noop())) {
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

/// Fetches the part of `game` if it is not here, for a screen that opened without it (the new-game
/// screen: its settings panel shows when the part arrives); then the network is free, unless a tap
/// waits on it.
pub fn fetch_ahead(game: &'static GameEntry) {
    if kept(game.id).is_some() {
        return;
    }
    leptos::task::spawn_local(async move {
        if fetch(game).await.is_some() && awaited().is_none() {
            network_free();
        }
    });
}

/// Does what a tap asked of `game` with its part: at once if it is here, else once it has come,
/// saying meanwhile which game is coming (or that it could not come, with a retry). A later tap that
/// waits for a part replaces this one.
pub fn then(state: AppState, game: &'static GameEntry, then: impl Fn(&'static GamePart) + 'static) {
    match kept(game.id) {
        Some(part) => then(part),
        None => wait(state, Part::Game(game.id), move || {
            if let Some(part) = kept(game.id) {
                then(part);
            }
        }),
    }
}

/// Does what a tap asked of a room after a game once its part is here (as [`then`]).
pub fn then_room(state: AppState, room: Room, then: impl Fn() + 'static) {
    match self::room(room) {
        Some(_) => then(),
        None => wait(state, Part::Room(room), then),
    }
}

fn wait(state: AppState, part: Part, then: impl Fn() + 'static) {
    // Done where the tap was made: with the screen's owner, so what it asks of the context is there.
    let owner = Owner::current();
    let then = move || match &owner {
        Some(owner) => owner.with(&then),
        None => then(),
    };
    AWAITED.with(|a| *a.borrow_mut() = Some(Awaited { part, then: Rc::new(then) }));
    try_again(state);
}

/// Fetches the part the waiting tap asked for (and a game's words beside it, in the language
/// showing), and does what it asked once it is here.
pub fn try_again(state: AppState) {
    let Some(part) = awaited() else { return };
    state.fetching.set(Some(Fetching::Coming(part)));
    let words = match part {
        Part::Game(id) => games::find(id).map(|game| rulebook::load(game.id, state.lang.get_untracked())),
        Part::Room(_) => None,
    };
    leptos::task::spawn_local(async move {
        let here = fetch_part(part).await;
        if let Some(words) = words {
            words.await;
        }
        // Still waited for (not cancelled, nor replaced by another tap)?
        let waiting = AWAITED.with(|a| a.borrow().as_ref().filter(|a| a.part == part).map(|a| a.then.clone()));
        let Some(then) = waiting else { return };
        if here {
            network_free();
            AWAITED.with(|a| a.borrow_mut().take());
            state.fetching.set(None);
            then();
        } else {
            state.fetching.set(Some(Fetching::Failed(part)));
        }
    });
}

/// The part a tap waits for, if any.
fn awaited() -> Option<Part> {
    AWAITED.with(|a| a.borrow().as_ref().map(|a| a.part))
}

/// Fetches `part` if it is not here; true once it is.
async fn fetch_part(part: Part) -> bool {
    match part {
        Part::Game(id) => match games::find(id) {
            Some(game) => fetch(game).await.is_some(),
            None => false,
        },
        Part::Room(room) => fetch_room(room).await.is_some(),
    }
}

/// The tap stops waiting: the screen it was made on stays, as it was.
pub fn give_up(state: AppState) {
    AWAITED.with(|a| a.borrow_mut().take());
    state.fetching.set(None);
}

/// As the app first shows: starts the fetch of the code every game's part needs.
pub fn fetch_shared() {
    #[cfg(target_family = "wasm")]
    prefetch_shared();
}

/// Once the home has shown for [`IDLE_BEFORE_FETCHING`], fetches every part that is not here, one
/// after another, a part a tap waits for first (a failure is left for a tap to retry), while the
/// home shows; then the network is free for the service worker. The timer is the home's: dropped
/// with it.
pub fn fetch_when_idle(state: AppState) -> Timeout {
    Timeout::new(IDLE_BEFORE_FETCHING, move || {
        if FETCHING_ALL.with(|f| f.replace(true)) {
            return;
        }
        leptos::task::spawn_local(async move {
            let all = games::GAMES.iter().filter(|g| g.play.is_some()).map(|g| Part::Game(g.id));
            for part in all.chain([Part::Room(Room::Replay), Part::Room(Room::History)]) {
                // A tap's part goes before the rest (joining its fetch if it is under way).
                if let Some(tapped) = awaited() {
                    fetch_part(tapped).await;
                }
                if state.route.get_untracked() != Route::Home {
                    break;
                }
                fetch_part(part).await;
            }
            FETCHING_ALL.with(|f| f.set(false));
            network_free();
        });
    })
}

/// No tap waits on the network any more: index.html registers the service worker (once).
pub fn network_free() {
    if let Ok(event) = web_sys::Event::new(NETWORK_FREE) {
        let _ = window().dispatch_event(&event);
    }
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
        let name = |part| match part {
            Part::Game(id) => games::find(id).map(|g| (g.card)(lang).name).unwrap_or_default(),
            Part::Room(Room::Replay) => t.replay,
            Part::Room(Room::History) => t.history,
        };
        Some(match fetching {
            Fetching::Coming(part) => view! {
                <div class="overlay part-coming" role="status" aria-busy="true">
                    <section class="part-box">
                        <p class="part-name">{name(part)}</p>
                        <p>{t.part_coming}</p>
                        <progress aria-label=t.part_coming></progress>
                        <button class="ghost" on:click=move |_| give_up(state)>{t.cancel}</button>
                    </section>
                </div>
            }
            .into_any(),
            Fetching::Failed(part) => view! {
                <div class="overlay part-failed">
                    <section class="part-box" role="alert">
                        <p class="part-name">{name(part)}</p>
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
