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
//! The rooms after a game — the replay with its review, and the history — are parts too
//! ([`RoomEntry`]; which they are is the app's to say).
//!
//! While a tap waits for a part, the screen says what is coming, busy ([`waiting`]); a fetch that
//! fails (the network lost mid-way, an old page after an update) says so with a retry, and changes
//! nothing: the screen it was asked from stays, and every save stays as it was.
//!
//! The loader knows parts, not the app: it is asked for a part and told what to do once it is here.

use crate::ui::contract::{GameEntry, GamePart};
use crate::ui::words::{file, Lang, Strings};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;
use std::cell::RefCell;
use std::future::Future;
use std::pin::Pin;
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

/// What draws a room after a game.
pub type Draw = fn() -> AnyView;

/// A room's part arriving: the function that draws it, or the fetch that failed.
pub type RoomLoad = Pin<Box<dyn Future<Output = Result<Draw, SplitLoaderError>>>>;

/// A room after a game, a part of the page of its own (the app names each, with its split point).
pub struct RoomEntry {
    /// Which room.
    pub id: &'static str,
    /// Its name, said while it comes.
    pub name: fn(&'static Strings) -> &'static str,
    /// Fetches its part (at once if it is here) and hands over what draws it.
    pub load: fn() -> RoomLoad,
}

/// A part of the page.
#[derive(Clone, Copy)]
pub enum Part {
    /// The code of a game.
    Game(&'static GameEntry),
    /// A room after a game.
    Room(&'static RoomEntry),
}

impl PartialEq for Part {
    fn eq(&self, other: &Part) -> bool {
        match (self, other) {
            (Part::Game(a), Part::Game(b)) => a.id == b.id,
            (Part::Room(a), Part::Room(b)) => a.id == b.id,
            _ => false,
        }
    }
}

impl Part {
    /// What the screen calls this part while it comes: the game's name, or the room's.
    pub fn name(self, lang: Lang) -> &'static str {
        match self {
            Part::Game(game) => (game.card)(lang).name,
            Part::Room(room) => (room.name)(lang.t()),
        }
    }
}

/// What the screen says of a part a tap is waiting for.
#[derive(Clone, Copy, PartialEq)]
pub enum Fetching {
    /// On its way.
    Coming(Part),
    /// Its fetch failed.
    Failed(Part),
}

/// A tap waiting for a part.
struct Awaited {
    part: Part,
    then: Rc<dyn Fn()>,
}

/// The parts that arrived, and the fetches under way.
struct Loader {
    /// The games' parts that arrived, by game id.
    here: Vec<(&'static str, &'static GamePart)>,
    /// The rooms that arrived, each drawn by its function, by room id.
    rooms: Vec<(&'static str, Draw)>,
    /// What a tap is waiting for, if anything: which part, and what to do once it is here.
    awaited: Option<Awaited>,
    /// True while the background fetch runs (it stops when the home is left, and the next home
    /// starts it again where it stopped).
    fetching_all: bool,
    /// Bumped as each game's part arrives, so what shows a part redraws when it comes.
    arrived: ArcRwSignal<usize>,
    /// What the screen says of the part a tap waits for.
    fetching: ArcRwSignal<Option<Fetching>>,
}

thread_local! {
    /// The page's parts, not a screen's: a part that arrived is code the page keeps for its life,
    /// asked for by whatever needs it — storage reading a save before any screen is drawn (the
    /// saves' parts come at mount), a screen, the background fetch — and a tap's wait outlives the
    /// screen it was made on (that screen may be drawn again while the part comes).
    static LOADER: RefCell<Loader> = RefCell::new(Loader {
        here: Vec::new(),
        rooms: Vec::new(),
        awaited: None,
        fetching_all: false,
        arrived: ArcRwSignal::new(0),
        fetching: ArcRwSignal::new(None),
    });
}

/// The part of `game` if it is here (read once: see [`coming`] for a view that waits for it).
pub fn here(game: &GameEntry) -> Option<&'static GamePart> {
    if let Some(part) = kept(game.id) {
        return Some(part);
    }
    // Natively (the tests) a part is code like any other: it is here as soon as it is asked for.
    #[cfg(not(target_family = "wasm"))]
    if let Some(part) = at_once((game.play.as_ref()?.part)()) {
        LOADER.with_borrow_mut(|l| l.here.push((game.id, part)));
        return Some(part);
    }
    None
}

/// The part of `game` if it is here, for a view that redraws when a part arrives.
pub fn coming(game: &GameEntry) -> Option<&'static GamePart> {
    LOADER.with_borrow(|l| l.arrived.track());
    here(game)
}

/// A room, drawn by its function if its part is here (natively, at once).
pub fn room(room: &'static RoomEntry) -> Option<Draw> {
    let kept = || LOADER.with_borrow(|l| l.rooms.iter().find(|(id, _)| *id == room.id).map(|(_, draw)| *draw));
    #[cfg(not(target_family = "wasm"))]
    if kept().is_none() {
        if let Some(draw) = at_once((room.load)()) {
            LOADER.with_borrow_mut(|l| l.rooms.push((room.id, draw)));
        }
    }
    kept()
}

fn kept(id: &str) -> Option<&'static GamePart> {
    LOADER.with_borrow(|l| l.here.iter().find(|(g, _)| *g == id).map(|(_, part)| *part))
}

/// A part that is code in the same module (never split, as natively): its load finishes when first
/// polled.
#[cfg(not(target_family = "wasm"))]
fn at_once<T, E>(load: impl Future<Output = Result<T, E>>) -> Option<T> {
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
        let arrived = LOADER.with_borrow_mut(|l| {
            l.here.push((game.id, part));
            l.arrived.clone()
        });
        arrived.update(|n| *n += 1);
    }
    Some(part)
}

/// A room's part, fetched if it is not here (`None` if the fetch failed).
async fn fetch_room(entry: &'static RoomEntry) -> Option<Draw> {
    if let Some(draw) = room(entry) {
        return Some(draw);
    }
    let draw = (entry.load)().await.ok()?;
    if room(entry).is_none() {
        LOADER.with_borrow_mut(|l| l.rooms.push((entry.id, draw)));
    }
    Some(draw)
}

/// Fetches `part` if it is not here; true once it is.
async fn fetch_part(part: Part) -> bool {
    match part {
        Part::Game(game) => fetch(game).await.is_some(),
        Part::Room(room) => fetch_room(room).await.is_some(),
    }
}

/// True when `part` is here.
fn is_here(part: Part) -> bool {
    match part {
        Part::Game(game) => kept(game.id).is_some(),
        Part::Room(entry) => room(entry).is_some(),
    }
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
/// saying meanwhile which game is coming (or that it could not come, with a retry); its words in
/// `lang` are fetched beside it. A later tap that waits for a part replaces this one.
pub fn then_game(game: &'static GameEntry, lang: Lang, then: impl Fn(&'static GamePart) + 'static) {
    self::then(Part::Game(game), lang, move || {
        if let Some(part) = kept(game.id) {
            then(part);
        }
    });
}

/// Does what a tap asked once `part` is here: at once if it is, else once it has come (as
/// [`then_game`]).
pub fn then(part: Part, lang: Lang, then: impl Fn() + 'static) {
    if is_here(part) {
        return then();
    }
    // Done where the tap was made: with the screen's owner, so what it asks of the context is there.
    let owner = Owner::current();
    let then = move || match &owner {
        Some(owner) => owner.with(&then),
        None => then(),
    };
    LOADER.with_borrow_mut(|l| l.awaited = Some(Awaited { part, then: Rc::new(then) }));
    try_again(lang);
}

/// What the screen says of the part a tap waits for, if any (tracked).
pub fn waiting() -> Option<Fetching> {
    LOADER.with_borrow(|l| l.fetching.clone()).get()
}

fn say(fetching: Option<Fetching>) {
    LOADER.with_borrow(|l| l.fetching.clone()).set(fetching);
}

/// Fetches the part the waiting tap asked for (and a game's words beside it, in `lang`), and does
/// what it asked once it is here.
pub fn try_again(lang: Lang) {
    let Some(part) = awaited() else { return };
    say(Some(Fetching::Coming(part)));
    let words = match part {
        Part::Game(game) => Some(file::load(game.id, lang)),
        Part::Room(_) => None,
    };
    leptos::task::spawn_local(async move {
        let here = fetch_part(part).await;
        if let Some(words) = words {
            words.await;
        }
        // Still waited for (not cancelled, nor replaced by another tap)?
        let waiting = LOADER.with_borrow(|l| l.awaited.as_ref().filter(|a| a.part == part).map(|a| a.then.clone()));
        let Some(then) = waiting else { return };
        if here {
            network_free();
            LOADER.with_borrow_mut(|l| l.awaited = None);
            say(None);
            then();
        } else {
            say(Some(Fetching::Failed(part)));
        }
    });
}

/// The part a tap waits for, if any.
fn awaited() -> Option<Part> {
    LOADER.with_borrow(|l| l.awaited.as_ref().map(|a| a.part))
}

/// The tap stops waiting: the screen it was made on stays, as it was.
pub fn give_up() {
    LOADER.with_borrow_mut(|l| l.awaited = None);
    say(None);
}

/// As the app first shows: starts the fetch of the code every game's part needs.
pub fn fetch_shared() {
    #[cfg(target_family = "wasm")]
    prefetch_shared();
}

/// Once the home has shown for [`IDLE_BEFORE_FETCHING`], fetches each of `all` that is not here, one
/// after another, a part a tap waits for first (a failure is left for a tap to retry), for as long as
/// `home` says the home shows; then the network is free for the service worker. The timer is the
/// home's: dropped with it.
pub fn fetch_when_idle(all: Vec<Part>, home: impl Fn() -> bool + 'static) -> Timeout {
    let fetch_all = move || {
        if LOADER.with_borrow_mut(|l| std::mem::replace(&mut l.fetching_all, true)) {
            return;
        }
        leptos::task::spawn_local(async move {
            for part in all {
                // A tap's part goes before the rest (joining its fetch if it is under way).
                if let Some(tapped) = awaited() {
                    fetch_part(tapped).await;
                }
                if !home() {
                    break;
                }
                fetch_part(part).await;
            }
            LOADER.with_borrow_mut(|l| l.fetching_all = false);
            network_free();
        });
    };
    Timeout::new(IDLE_BEFORE_FETCHING, Box::new(fetch_all) as Box<dyn FnOnce()>)
}

/// No tap waits on the network any more: index.html registers the service worker (once).
pub fn network_free() {
    if let Ok(event) = web_sys::Event::new(NETWORK_FREE) {
        let _ = window().dispatch_event(&event);
    }
}

/// Fetches the parts of these games (those a device has saves of).
pub async fn fetch_these(games: Vec<&'static GameEntry>) {
    for game in games {
        fetch(game).await;
    }
}
