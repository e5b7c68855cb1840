//! The Leptos app: home, new-game setup, the pass-and-play curtain and each game's board.
//!
//! Components only render what a [`session::Session`] lets them see and send intents back; no rule is
//! decided here. The curtain comes back when the page is hidden and after an idle timeout, and every
//! action is autosaved.
//!
//! The hand-over is safe by construction (DESIGN.md "Pass and play"), for every game alike:
//! - a press belongs to the screen it began on ([`presses`]): a tap, a double tap or a key held down
//!   never reaches the screen that replaced the one it was aimed at, and another person's screen
//!   settles before it takes any press; each new screen opens at its top, with focus on its main
//!   action once settled;
//! - revealing a private screen takes a press-and-hold ([`table::curtain`]);
//! - one game has one live page: opening it in a second tab takes it over, and the first one says so
//!   and takes no more moves.

// What loads first — the shell: this app, the home and the new-game screen, the shell's words, the
// table's flow, teaching, and what the device keeps; and what loads when ([`parts`]). Each game is
// one folder of its own ([`games`]), and so are the rooms after a game ([`after_game`]): each a part
// of the page fetched when first needed.
pub mod after_game;
pub mod games;
pub mod home;
pub mod i18n;
pub mod parts;
pub mod setup;
pub mod storage;
pub mod table;
pub mod teaching;

use self::i18n::{said, Lang};
use self::storage::keeping;
use self::table::session::Session;
use self::table::{bot_turns, presses, session};
use self::table::{AnySession, Seated};
use self::teaching::rulebook::Words;
use self::teaching::{coach, rules_dialog};
use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::sync::Arc;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// How long before the idle lock a private screen warns that it is about to hide.
pub const IDLE_WARNING: Duration = Duration::from_secs(15);

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// The game cards and the game to continue.
    Home,
    /// Setting up a new game of the game with this id.
    Setup(&'static str),
    /// Playing the current game.
    Play,
    /// Stepping through the current game, once it is over (see [`replay`]).
    Replay,
    /// The finished games and each person's record (see [`history_screen`]).
    History,
}

/// Which deal a game played again is dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deal {
    /// A fresh one.
    Fresh,
    /// The same deal, everybody in the same seat.
    Same,
    /// The same deal, everybody moved one seat on (so each plays another seat's cards).
    Rotated,
}

/// The app-wide state every component reaches through context.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The language everything is shown in.
    pub lang: RwSignal<Lang>,
    /// The screen showing.
    pub route: RwSignal<Route>,
    /// The game being played, if any.
    pub game: RwSignal<Option<AnySession>>,
    /// The storage id of that game.
    pub current: RwSignal<Option<String>>,
    /// Bumped whenever saved games are added or removed outside play (import, delete).
    pub saves: RwSignal<u32>,
    /// True while the browser refuses to store the game.
    pub unsaved: RwSignal<bool>,
    /// True when the browser refused the history's summary of the game that just ended.
    pub summary_refused: RwSignal<bool>,
    /// True once a new version of the app has installed in the background.
    pub update_ready: RwSignal<bool>,
    /// How many minutes a private screen may stay up untouched before the curtain comes back.
    pub idle_minutes: RwSignal<u32>,
    /// True in the last seconds before an untouched private screen hides.
    pub idle_warning: RwSignal<bool>,
    /// The game whose rules are open over the screen (its id), if any.
    pub rules: RwSignal<Option<&'static str>>,
    /// How the screen showing settles: whole while it hands the device to another person, where the
    /// last press ended on the same player's next screen, and `Done` once over (see [`presses`]).
    pub settle: RwSignal<presses::Settle>,
    /// True in a new screen's first glance, when it takes no press anywhere.
    pub glancing: RwSignal<bool>,
    /// When the screen showing began to settle (ms, the clock of events' time stamps): shown on the
    /// screen's fieldset, so the browser tests time a press from the app's own clock.
    pub shown_at: RwSignal<f64>,
    /// True while a press that does not count on the screen showing is still held down: it must be
    /// lifted and pressed again.
    pub stale_press: RwSignal<bool>,
    /// True once another page took over the game this page was playing.
    pub taken_over: RwSignal<bool>,
    /// This page's token, for claiming the game it plays (see [`storage::claim`]).
    pub page: StoredValue<String>,
    /// How long each bot move stays on screen at least, in ms.
    pub bot_pace: RwSignal<u32>,
    /// True when the bot whose turn it is could not find a move.
    pub bot_failed: RwSignal<bool>,
    /// The long words (rules page, guide) of the game being played, in the language shown: `None`
    /// while they come, then the words or `None` if they can't be had.
    pub words: RwSignal<Option<Option<Arc<Words>>>>,
    /// 1 while coach marks explain the rules as they first matter ([`storage::Teaching::Marks`]),
    /// else 0.
    pub marks: RwSignal<u32>,
    /// 1 when every game offers a hint, not only a guided one, else 0.
    pub hints: RwSignal<u32>,
    /// Bumped whenever the hint asked for on the screen showing changes (see [`coach::Hint`]).
    pub hinted: RwSignal<u32>,
    /// The step the replay shows (see [`replay`]).
    pub replay_at: RwSignal<usize>,
    /// The game's part a tap is waiting for, or why it did not come (see [`parts`]).
    pub fetching: RwSignal<Option<parts::Fetching>>,
}

impl AppState {
    /// The state from context (provided by [`App`]).
    pub fn get() -> AppState {
        expect_context::<AppState>()
    }

    /// Changes the current game (if it is a game of `G`) and autosaves it.
    pub fn update<G: Seated>(self, f: impl FnOnce(&mut Session<G>)) {
        let mut f = Some(f);
        self.update_game(&mut |any| {
            if let (Some(s), Some(f)) = (any.typed_mut::<G>(), f.take()) {
                f(s);
            }
        });
    }

    /// Changes the current game (if any) and autosaves it. Nothing changes once another page has
    /// taken the game over: that page's moves are the saved ones. One copy for every change of
    /// every game (`f` is called once).
    fn update_game(self, f: &mut dyn FnMut(&mut AnySession)) {
        let id = self.current.get_untracked();
        if let Some(id) = &id {
            if !storage::is_live(id, &self.page.get_value()) {
                self.taken_over.set(true);
                return;
            }
        }
        let mut ended = None;
        self.game.update(|g| {
            if let (Some(s), Some(id)) = (g, id) {
                f(s);
                self.unsaved.set(storage::save(&id, s).is_err());
                ended = (s.stage() == session::Stage::Over).then(|| s.entry().id);
                if ended.is_some() {
                    self.summary_refused.set(storage::remember_finished(&id, s, js_sys::Date::now()).is_err());
                }
            }
        });
        // A game played to its end is learned on this device: its next games explain nothing.
        if let Some(game) = ended {
            storage::remember_learned(game);
        }
    }

    /// Plays a saved session (behind its curtain) and keeps saving it under its id; a page that was
    /// playing it stops.
    pub fn open(self, id: String, session: AnySession) {
        storage::claim(&id, &self.page.get_value());
        self.taken_over.set(false);
        self.summary_refused.set(false);
        self.unsaved.set(storage::save(&id, &session).is_err());
        keeping::ask_to_keep();
        self.current.set(Some(id));
        self.game.set(Some(session));
        self.route.set(Route::Play);
    }

    /// A new game of the current one's game with the same players and options, saved under a new id:
    /// a fresh deal, or the same one with the seats as they were or moved one on.
    pub fn play_again(self, deal: Deal) {
        let seed = match deal {
            Deal::Fresh => random_seed().parse().unwrap_or_default(),
            Deal::Same | Deal::Rotated => {
                self.game.with_untracked(|g| g.as_ref().map(|g| g.seed())).unwrap_or_default()
            }
        };
        let next = self.game.with_untracked(|g| g.as_ref().and_then(|g| g.again(seed, deal == Deal::Rotated)));
        if let Some(next) = next {
            self.open(storage::new_id(next.entry().id), next);
        }
    }

    /// The current game's last move is taken back, if its player still may (see
    /// [`session::Session::undo`]).
    pub fn undo(self) {
        self.update_game(&mut |g| g.undo());
    }

    /// Deletes a saved game; if it is the one loaded, it is closed too.
    pub fn delete(self, id: &str) {
        storage::delete(id);
        if self.current.get_untracked().as_deref() == Some(id) {
            self.current.set(None);
            self.game.set(None);
        }
        self.saves.update(|n| *n += 1);
    }

    /// Leaves whatever is showing for the home screen; a private screen is locked first, so whoever
    /// continues the game next meets the curtain.
    pub fn go_home(self) {
        self.lock();
        self.taken_over.set(false);
        self.route.set(Route::Home);
    }

    /// Takes the game back from the page that took it over: reloads it as saved there (behind its
    /// curtain) and plays it here.
    fn take_back(self) {
        let Some(id) = self.current.get_untracked() else { return };
        match storage::load(&id) {
            Some(Ok(game)) => self.open(id, game),
            _ => self.go_home(),
        }
    }

    /// Brings the curtain down over a private screen.
    fn lock(self) {
        if self.game.with_untracked(is_private) {
            self.update_game(&mut |g| g.lock());
        }
    }

    /// True while someone's private screen is showing (tracked, for rendering).
    fn showing_private(self) -> bool {
        self.route.get() == Route::Play && self.game.with(is_private)
    }

    /// True while someone's private screen is showing, read once.
    fn showing_private_untracked(self) -> bool {
        self.route.get_untracked() == Route::Play && self.game.with_untracked(is_private)
    }
}

/// A fresh random seed from the browser's secure random source, as text for the seed field.
pub fn random_seed() -> String {
    getrandom::u64().unwrap_or(0x5EED).to_string()
}

fn is_private(game: &Option<AnySession>) -> bool {
    game.as_ref().is_some_and(|g| g.showing_private())
}

/// Mounts the app on the page body, in place of the splash `index.html` paints while the code loads:
/// at once on a device with no saves, else once the parts of the games it keeps are here (from the
/// service worker's cache after the first visit), so every save lists and the last game resumes.
pub fn mount() {
    let kept = storage::games_kept();
    // (Leptos' own spawner starts with the app: before it, the browser's runs this.)
    wasm_bindgen_futures::spawn_local(async move {
        parts::fetch_these(&kept).await;
        if !kept.is_empty() {
            parts::network_free();
        }
        if let Some(splash) = document().get_element_by_id("splash") {
            splash.remove();
        }
        leptos::mount::mount_to_body(App);
    });
}

/// The whole app.
#[component]
pub fn App() -> impl IntoView {
    // Reopening the app goes straight back to the last unfinished game played (behind its curtain).
    let last = storage::list().into_iter().find_map(|saved| match saved.game {
        Ok(game) if !game.is_over() => Some((saved.id, game)),
        _ => None,
    });
    let route = if last.is_some() { Route::Play } else { Route::Home };
    let page = random_seed();
    let (current, game) = last.map_or((None, None), |(id, game)| (Some(id), Some(game)));
    if let Some(id) = &current {
        storage::claim(id, &page);
    }
    let state = AppState {
        lang: RwSignal::new(storage::language()),
        route: RwSignal::new(route),
        game: RwSignal::new(game),
        current: RwSignal::new(current),
        saves: RwSignal::new(0),
        unsaved: RwSignal::new(false),
        summary_refused: RwSignal::new(false),
        update_ready: RwSignal::new(false),
        idle_minutes: RwSignal::new(storage::idle_minutes()),
        idle_warning: RwSignal::new(false),
        rules: RwSignal::new(None),
        settle: RwSignal::new(presses::Settle::Done),
        glancing: RwSignal::new(false),
        shown_at: RwSignal::new(0.0),
        stale_press: RwSignal::new(false),
        taken_over: RwSignal::new(false),
        page: StoredValue::new(page),
        bot_pace: RwSignal::new(storage::bot_pace()),
        bot_failed: RwSignal::new(false),
        words: RwSignal::new(None),
        marks: RwSignal::new(storage::Teaching::Marks.on().into()),
        hints: RwSignal::new(storage::Teaching::Hints.on().into()),
        hinted: RwSignal::new(0),
        replay_at: RwSignal::new(0),
        fetching: RwSignal::new(None),
    };
    provide_context(state);

    Effect::new(move |_| {
        let lang = state.lang.get();
        storage::remember_language(lang);
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.tag());
        }
    });
    // (The idle count hears every touch first, even one that does not count as a press.)
    let guard = guard_private_screens(state);
    presses::own_presses(state);
    // index.html's service-worker glue announces a new version that is ready to take over.
    let update = EventListener::new(&window(), "hotseat-update-ready", move |_| state.update_ready.set(true));
    // The app's listeners live as long as the page.
    for listener in [guard, watch_other_pages(state), update] {
        listener.forget();
    }
    bot_turns::drive(state);
    parts::fetch_shared();

    // Only a change of game (not every move) swaps the board component, and fetches its words; a
    // game's setup fetches that game's.
    let playing = Memo::new(move |_| state.game.with(|g| g.as_ref().map(|g| g.entry().id)));
    let worded = Memo::new(move |_| match state.route.get() {
        Route::Setup(id) => Some(id),
        _ => playing.get(),
    });
    coach::fetch_words(state, worded);
    view! {
        // In a new screen's first glance it is inert (as briefly as it takes no press: it looks no
        // different); while a screen that hands the device over settles its controls are disabled
        // (and fade in after); while the same player's settles where their last press ended it is
        // marked `placing`, for the tests, which wait for each like a person would (and time their
        // presses from `data-shown-at`, when the settle began).
        <fieldset class="screen" role="presentation" inert=move || state.glancing.get()
            data-shown-at=move || state.shown_at.get().round()
            disabled=move || state.settle.get() == presses::Settle::Screen
            class:placing=move || state.settle.get() == presses::Settle::Place>
            {move || match state.route.get() {
                _ if state.taken_over.get() => taken_over(state).into_any(),
                Route::Home => home::Home().into_any(),
                Route::Setup(id) => match games::find(id).filter(|g| g.play.is_some()) {
                    Some(game) => worded_screen(state, &move || setup::Setup(setup::SetupProps { game }).into_any()),
                    None => home::Home().into_any(),
                },
                Route::Play => match playing.get().and_then(games::find).and_then(parts::here) {
                    Some(part) => worded_screen(state, &part.board),
                    None => home::Home().into_any(),
                },
                Route::Replay => match parts::room(parts::Room::Replay) {
                    Some(room) => worded_screen(state, &room),
                    None => home::Home().into_any(),
                },
                Route::History => match parts::room(parts::Room::History) {
                    Some(room) => room(),
                    None => home::Home().into_any(),
                },
            }}
        </fieldset>
        {idle_warning(state)}
        {move || state.rules.get().map(rules_dialog::rules_dialog)}
        <parts::Waiting />
    }
}

/// A screen of the game whose words are fetched ([`coach::fetch_words`]): drawn once they are here
/// (at once when read before), or why it can't be.
#[inline(never)]
fn worded_screen(state: AppState, draw: &dyn Fn() -> AnyView) -> AnyView {
    match state.words.get() {
        Some(Some(_)) => draw(),
        Some(None) => {
            let t = state.lang.get_untracked().t();
            view! {
                <main class="taken-over">
                    <p role="alert">{t.words_unavailable}</p>
                    <div class="actions">
                        <button class="primary" on:click=|_| { let _ = window().location().reload(); }>{t.reload}</button>
                    </div>
                </main>
            }
            .into_any()
        }
        None => view! { <main class="words-coming" aria-busy="true"></main> }.into_any(),
    }
}

/// Another page (a second tab or window) claiming the game this page plays takes it over here.
fn watch_other_pages(state: AppState) -> EventListener {
    EventListener::new(&window(), "storage", move |ev| {
        // Another page may have finished, merged or deleted a game.
        storage::history_changed();
        let ev: &web_sys::StorageEvent = ev.unchecked_ref();
        let current = state.current.get_untracked();
        let ours = current.as_deref().map(storage::live_key);
        if ev.key().is_some() && ev.key() == ours && ev.new_value() != Some(state.page.get_value()) {
            // Not saved: the save now belongs to the other page. Only this screen is covered.
            state.game.update(|g| g.iter_mut().for_each(|g| g.lock()));
            state.taken_over.set(true);
        }
    })
}

/// What a page shows once another page took its game over: nothing of the game, and the way back.
fn taken_over(state: AppState) -> impl IntoView {
    view! {
        {top_bar("Hotseat".to_string(), true)}
        <main class="taken-over">
            <h1>{said(|t| t.taken_over)}</h1>
            <p>{said(|t| t.taken_over_hint)}</p>
            <div class="actions">
                <button class="primary" on:click=move |_| state.take_back()>{said(|t| t.play_here)}</button>
            </div>
        </main>
    }
}

/// The curtain returns when the page is hidden, and after the chosen idle minutes without a touch or
/// key; [`IDLE_WARNING`] before that, an untouched private screen says it is about to hide. Returns
/// the listener for the page being hidden (the app keeps it).
fn guard_private_screens(state: AppState) -> EventListener {
    let on_hidden = EventListener::new(&document(), "visibilitychange", move |_| {
        if document().visibility_state() == web_sys::VisibilityState::Hidden {
            state.lock();
        }
    });
    let restart = move || {
        state.idle_warning.set(false);
        let limit = Duration::from_secs(60 * u64::from(state.idle_minutes.get_untracked()));
        let warn = move || state.idle_warning.set(state.showing_private_untracked());
        let lock = move || {
            state.idle_warning.set(false);
            state.lock();
        };
        let warning = limit - IDLE_WARNING;
        // The timers before are cancelled as they are dropped.
        IDLE.set(Some([timeout(warning, warn), timeout(limit, lock)]));
    };
    let touched = ["pointerdown", "keydown"].map(|event| {
        EventListener::new_with_options(&window(), event, EventListenerOptions::run_in_capture_phase(), move |_| {
            restart()
        })
    });
    // The count starts now, and again from any new choice of minutes.
    Effect::new(move |_| {
        state.idle_minutes.track();
        restart();
    });
    for listener in touched {
        listener.forget();
    }
    on_hidden
}

thread_local! {
    /// The idle warning's and lock's timers: the next touch or key replaces them.
    static IDLE: std::cell::Cell<Option<[Timeout; 2]>> = const { std::cell::Cell::new(None) };
}

/// Says that an untouched private screen is about to hide.
fn idle_warning(state: AppState) -> impl IntoView {
    move || {
        state.idle_warning.get().then(|| {
            let t = state.lang.get().t();
            view! { <p class="idle-warning" role="alert">{(t.idle_warning)(IDLE_WARNING.as_secs())}</p> }
        })
    }
}

/// A timer running `f` once, after `wait`, unless it is dropped first (one kind of timer for the whole
/// app, so the page carries its code once).
pub fn timeout(wait: Duration, f: impl FnOnce() + 'static) -> Timeout {
    Timeout::new(wait.as_millis() as u32, Box::new(f) as Box<dyn FnOnce()>)
}

/// The bar at the top of every screen: where you are, the way home, and the language switch.
pub fn top_bar(title: String, show_home: bool) -> impl IntoView {
    let state = AppState::get();
    // A long title ("Willkommen, Bierfest! · Toasts 0/3") takes a smaller size, so the bar stays
    // one row on a phone (a Japanese character is about two Latin letters wide).
    let long = title.chars().map(|c| if c >= '\u{2E80}' { 2 } else { 1 }).sum::<usize>() > 26;
    view! {
        <header class="bar">
            <span class="bar-title" class:long=long>{title}</span>
            <span class="bar-actions">
                {move || (state.route.get() == Route::Play).then(|| view! {
                    <button class="ghost" on:click=move |_| state.rules.set(state.game.with(|g| g.as_ref().map(|g| g.entry().id)))>
                        {said(|t| t.rules)}
                    </button>
                })}
                {show_home.then(|| view! {
                    <button class="ghost" on:click=move |_| state.go_home()>
                        {said(|t| t.home)}
                    </button>
                })}
                <button class="ghost" lang=move || state.lang.get().other().tag()
                    on:click=move |_| state.lang.update(|l| *l = l.other())>
                    {said(|t| t.switch_language)}
                </button>
            </span>
        </header>
        {move || state.unsaved.get().then(|| view! {
            <p class="warning" role="alert">{state.lang.get().t().storage_failed}</p>
        })}
        {move || state.summary_refused.get().then(|| view! {
            <p class="warning" role="alert">{state.lang.get().t().summary_refused}</p>
        })}
        // Never offered over a private screen: reloading is safe behind the curtain (the game is saved).
        {move || (state.update_ready.get() && !state.showing_private()).then(|| view! {
            <div class="update" role="status">
                <span>{state.lang.get().t().new_version}</span>
                <button class="primary" on:click=move |_| apply_update()>{state.lang.get().t().reload}</button>
            </div>
        })}
    }
}

/// Asks the waiting service worker to take over; the page reloads when it has.
fn apply_update() {
    if let Ok(event) = web_sys::Event::new("hotseat-apply-update") {
        let _ = window().dispatch_event(&event);
    }
}
