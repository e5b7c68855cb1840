//! The Leptos app: home, new-game setup, the pass-and-play curtain and each game's board.
//!
//! Components only render what a [`session::Session`] lets them see and send intents back; no rule is
//! decided here. The curtain comes back when the page is hidden and after an idle timeout, and every
//! action is autosaved.

pub mod curtain;
pub mod games;
pub mod home;
pub mod i18n;
pub mod rulebook;
pub mod rules_dialog;
pub mod session;
pub mod setup;
pub mod storage;
pub mod table;

use self::i18n::Lang;
use self::session::Session;
use self::table::{AnySession, GameKind, Seated};
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::JsCast;

/// How long a private screen stays up without a touch before the curtain comes back.
pub const IDLE_LOCK: Duration = Duration::from_secs(90);

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// The game cards and the game to continue.
    Home,
    /// Setting up a new game of this kind.
    Setup(GameKind),
    /// Playing the current game.
    Play,
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
    /// True once a new version of the app has installed in the background.
    pub update_ready: RwSignal<bool>,
    /// The game whose rules are open over the screen (home-card order), if any.
    pub rules: RwSignal<Option<usize>>,
}

impl AppState {
    /// The state from context (provided by [`App`]).
    pub fn get() -> AppState {
        expect_context::<AppState>()
    }

    /// Changes the current game (if it is a game of `G`) and autosaves it.
    pub fn update<G: Seated>(self, f: impl FnOnce(&mut Session<G>)) {
        self.update_game(|any| {
            if let Some(s) = G::of_mut(any) {
                f(s);
            }
        });
    }

    /// Changes the current game (if any) and autosaves it.
    fn update_game(self, f: impl FnOnce(&mut AnySession)) {
        let id = self.current.get_untracked();
        self.game.update(|g| {
            if let (Some(s), Some(id)) = (g, id) {
                f(s);
                self.unsaved.set(storage::save(&id, s).is_err());
            }
        });
    }

    /// Starts playing a new session, saved under a new id.
    pub fn play<G: Seated>(self, session: Session<G>) {
        self.open(storage::new_id(G::KIND), G::wrap(session));
    }

    /// Plays a saved session (behind its curtain) and keeps saving it under its id.
    pub fn open(self, id: String, session: AnySession) {
        self.unsaved.set(storage::save(&id, &session).is_err());
        self.current.set(Some(id));
        self.game.set(Some(session));
        self.route.set(Route::Play);
    }

    /// A new game with the same players and options and a fresh seed.
    pub fn play_again<G: Seated>(self, names: Vec<String>, options: G::Options) {
        let seed = random_seed().parse().unwrap_or_default();
        if let Ok(next) = Session::<G>::start(names, options, seed) {
            self.play(next);
        }
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
        self.route.set(Route::Home);
    }

    /// Brings the curtain down over a private screen.
    fn lock(self) {
        if self.game.with_untracked(is_private) {
            self.update_game(AnySession::lock);
        }
    }

    /// True while someone's private screen is showing (tracked, for rendering).
    fn showing_private(self) -> bool {
        self.route.get() == Route::Play && self.game.with(is_private)
    }
}

/// Takes back the current game's last action, if its player still may.
pub fn undo<G: Seated>() {
    AppState::get().update::<G>(|s| {
        s.undo();
    });
}

/// Ends the public pause of the current game.
pub fn resume<G: Seated>() {
    AppState::get().update::<G>(Session::resume);
}

/// A fresh random seed from the browser's secure random source, as text for the seed field.
pub fn random_seed() -> String {
    getrandom::u64().unwrap_or(0x5EED).to_string()
}

fn is_private(game: &Option<AnySession>) -> bool {
    game.as_ref().is_some_and(AnySession::showing_private)
}

/// Mounts the app on the page body.
pub fn mount() {
    leptos::mount::mount_to_body(App);
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
    let (current, game) = last.map_or((None, None), |(id, game)| (Some(id), Some(game)));
    let state = AppState {
        lang: RwSignal::new(storage::language()),
        route: RwSignal::new(route),
        game: RwSignal::new(game),
        current: RwSignal::new(current),
        saves: RwSignal::new(0),
        unsaved: RwSignal::new(false),
        update_ready: RwSignal::new(false),
        rules: RwSignal::new(None),
    };
    provide_context(state);

    Effect::new(move |_| {
        let lang = state.lang.get();
        storage::remember_language(lang);
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.tag());
        }
    });
    guard_private_screens(state);
    // index.html's service-worker glue announces a new version that is ready to take over.
    let _ = window_event_listener_untyped("hotseat-update-ready", move |_| state.update_ready.set(true));

    // Only a change of game (not every move) swaps the board component.
    let kind = Memo::new(move |_| state.game.with(|g| g.as_ref().map(AnySession::kind)));
    view! {
        {move || match state.route.get() {
            Route::Home => home::Home().into_any(),
            Route::Setup(kind) => setup::Setup(setup::SetupProps { kind }).into_any(),
            Route::Play => match kind.get() {
                Some(GameKind::Bremen) => games::bremen::Play().into_any(),
                Some(GameKind::Dog) => games::dog::Play().into_any(),
                None => home::Home().into_any(),
            },
        }}
        {move || state.rules.get().map(rules_dialog::rules_dialog)}
    }
}

/// The curtain returns when the page is hidden and after [`IDLE_LOCK`] without a touch or key.
fn guard_private_screens(state: AppState) {
    let on_hidden = Closure::<dyn Fn()>::new(move || {
        if document().visibility_state() == web_sys::VisibilityState::Hidden {
            state.lock();
        }
    });
    let _ = document().add_event_listener_with_callback("visibilitychange", on_hidden.as_ref().unchecked_ref());
    // The listener lives as long as the page.
    on_hidden.forget();
    let timer = StoredValue::new(None::<TimeoutHandle>);
    let restart = move || {
        if let Some(h) = timer.get_value() {
            h.clear();
        }
        timer.set_value(set_timeout_with_handle(move || state.lock(), IDLE_LOCK).ok());
    };
    restart();
    for event in ["pointerdown", "keydown"] {
        let _ = window_event_listener_untyped(event, move |_| restart());
    }
}

/// The bar at the top of every screen: where you are, the way home, and the language switch.
pub fn top_bar(title: String, show_home: bool) -> impl IntoView {
    let state = AppState::get();
    view! {
        <header class="bar">
            <span class="bar-title">{title}</span>
            <span class="bar-actions">
                {move || (state.route.get() == Route::Play).then(|| view! {
                    <button class="ghost" on:click=move |_| state.rules.set(state.game.with(|g| g.as_ref().map(|g| g.kind().card())))>
                        {move || state.lang.get().t().rules}
                    </button>
                })}
                {show_home.then(|| view! {
                    <button class="ghost" on:click=move |_| state.go_home()>
                        {move || state.lang.get().t().home}
                    </button>
                })}
                <button class="ghost" lang=move || state.lang.get().other().tag()
                    on:click=move |_| state.lang.update(|l| *l = l.other())>
                    {move || state.lang.get().t().switch_language}
                </button>
            </span>
        </header>
        {move || state.unsaved.get().then(|| view! {
            <p class="warning" role="alert">{state.lang.get().t().storage_failed}</p>
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
