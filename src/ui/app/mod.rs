//! The app, the shell's top: the one list of games ([`GAMES`]), the rooms that are parts of the page
//! with their split points ([`rooms`]), the one router ([`router`]), and what keeps a private screen
//! private while nobody looks ([`guard`]). It makes every context handle once and provides it; the
//! screens below take only the handles they need.
//!
//! Components only render what a session lets them see and send intents back; no rule is decided
//! here. The hand-over is safe by construction (DESIGN.md "Pass and play"), for every game alike:
//! - a press belongs to the screen it began on (`crate::ui::table::presses`): a tap, a double tap or
//!   a key held down never reaches the screen that replaced the one it was aimed at, and another
//!   person's screen settles before it takes any press; each new screen opens at its top, with focus
//!   on its main action once settled;
//! - revealing a private screen takes a press-and-hold (`crate::ui::table::curtain`);
//! - one game has one live page: opening it in a second tab takes it over, and the first one says so
//!   and takes no more moves ([`guard`]).

mod games;
mod guard;
mod rooms;
mod router;
#[cfg(test)]
mod tests;
mod waiting;

pub use self::games::GAMES;
use super::context::{random_seed, GameWords, Language, Nav, Play, Prefs, Route, Saves, Update};
use super::parts;
use super::storage::{prefs, saves::Store};
use super::table::pool::Pool;
use super::table::{bot_turns, presses};
use super::teaching::rules_page::RulesPage;
use gloo_events::EventListener;
use leptos::prelude::*;

/// Mounts the app on the page body, in place of the splash `index.html` paints while the code loads:
/// at once on a device with no saves, else once the parts of the games it lists are here (from the
/// service worker's cache after the first visit), so every save lists and the last game resumes.
pub fn mount() {
    let kept = Store::new(&GAMES).games_kept();
    // (Leptos' own spawner starts with the app: before it, the browser's runs this.)
    wasm_bindgen_futures::spawn_local(async move {
        let any = !kept.is_empty();
        parts::fetch_these(kept).await;
        if any {
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
    let saves = Saves::new(&GAMES);
    let lang = Language::new(prefs::language());
    // Reopening the app goes straight back to the last unfinished game played (behind its curtain).
    let last = saves.store().list().into_iter().find_map(|saved| match saved.game {
        Ok(game) if !game.is_over() => Some((saved.id, game)),
        _ => None,
    });
    let nav = Nav::new(if last.is_some() { Route::Play } else { Route::Home }, lang, rooms::part_of);
    let play = Play::new(last, random_seed().to_string(), nav, saves, lang);
    let (prefs, words, update) = (Prefs::read(), GameWords::new(), Update(RwSignal::new(false)));
    provide_context(lang);
    provide_context(nav);
    provide_context(play);
    provide_context(prefs);
    provide_context(saves);
    provide_context(words);
    provide_context(update);
    let pool = Pool::for_the_page();
    provide_context(pool);

    Effect::new(move |_| {
        let lang = lang.now();
        prefs::remember_language(lang);
        if let Some(root) = document().document_element() {
            let _ = root.set_attribute("lang", lang.tag());
        }
    });
    // (The idle count hears every touch first, even one that does not count as a press.)
    let warning = RwSignal::new(false);
    let idle = guard::private_screens(play, prefs, warning);
    let settling = presses::own_presses(play, nav);
    // index.html's service-worker glue announces a new version that is ready to take over.
    let ready = EventListener::new(&window(), "hotseat-update-ready", move |_| update.0.set(true));
    // The app's listeners live as long as the page.
    for listener in [idle, guard::other_pages(play), ready] {
        listener.forget();
    }
    bot_turns::drive(play, nav, prefs, pool);
    parts::fetch_shared();

    // Only a change of game (not every move) swaps the board component, and fetches its words; a
    // game's setup fetches that game's.
    let playing = Memo::new(move |_| play.with(|g| g.as_ref().map(|g| g.entry().id)));
    let worded = Memo::new(move |_| match nav.route() {
        Route::Setup(id) => Some(id),
        _ => playing.get(),
    });
    words.follow(lang, worded);
    view! {
        // In a new screen's first glance it is inert (as briefly as it takes no press: it looks no
        // different); while a screen that hands the device over settles its controls are disabled
        // (and fade in after); while the same player's settles where their last press ended it is
        // marked `placing`, for the tests, which wait for each like a person would (and time their
        // presses from `data-shown-at`, when the settle began).
        <fieldset class="screen" role="presentation" inert=move || settling.glancing()
            data-shown-at=move || settling.shown_at().round()
            disabled=move || settling.settle() == presses::Settle::Screen
            class:placing=move || settling.settle() == presses::Settle::Place>
            <router::Router playing />
        </fieldset>
        <guard::IdleWarning warning />
        {move || nav.rules().map(|id| view! { <RulesPage id /> })}
        <waiting::Waiting />
    }
}
