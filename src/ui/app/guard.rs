//! What keeps a private screen private while nobody looks, and a game on one page at a time: the
//! curtain returns when the page is hidden, and after the chosen idle minutes without a touch or key
//! (a warning [`IDLE_WARNING`] before); another page (a second tab or window) claiming the game this
//! page plays takes it over here, and this page says so and takes no more moves.

use crate::ui::context::{said, Language, Play, Pref, Prefs};
use crate::ui::storage::history;
use crate::ui::table::bar::top_bar;
use crate::ui::table::timeout;
use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// How long before the idle lock a private screen warns that it is about to hide.
pub const IDLE_WARNING: Duration = Duration::from_secs(15);

/// The curtain returns when the page is hidden, and after the chosen idle minutes without a touch or
/// key; [`IDLE_WARNING`] before that, an untouched private screen says it is about to hide
/// (`warning`). Returns the listener for the page being hidden (the app keeps it).
pub fn private_screens(play: Play, prefs: Prefs, warning: RwSignal<bool>) -> EventListener {
    let on_hidden = EventListener::new(&document(), "visibilitychange", move |_| {
        if document().visibility_state() == web_sys::VisibilityState::Hidden {
            play.lock();
        }
    });
    // The idle warning's and lock's timers, the app's: the next touch or key replaces them (the
    // timers before are cancelled as they are dropped).
    let timers = StoredValue::new_local(None::<[Timeout; 2]>);
    let restart = move || {
        warning.set(false);
        let limit = Duration::from_secs(60 * u64::from(prefs.untracked(Pref::IdleMinutes)));
        let warn = move || warning.set(play.showing_private_untracked());
        let lock = move || {
            warning.set(false);
            play.lock();
        };
        timers.set_value(Some([timeout(limit - IDLE_WARNING, warn), timeout(limit, lock)]));
    };
    let touched = ["pointerdown", "keydown"].map(|event| {
        EventListener::new_with_options(&window(), event, EventListenerOptions::run_in_capture_phase(), move |_| {
            restart()
        })
    });
    // The count starts now, and again from any new choice of minutes.
    Effect::new(move |_| {
        prefs.now(Pref::IdleMinutes);
        restart();
    });
    for listener in touched {
        listener.forget();
    }
    on_hidden
}

/// Says that an untouched private screen is about to hide.
#[component]
pub fn IdleWarning(warning: RwSignal<bool>) -> impl IntoView {
    let lang = Language::get();
    move || {
        warning.get().then(|| {
            let t = lang.now().t();
            view! { <p class="idle-warning" role="alert">{(t.idle_warning)(IDLE_WARNING.as_secs())}</p> }
        })
    }
}

/// Another page (a second tab or window) claiming the game this page plays takes it over here; any
/// change another page makes to the history is read again.
pub fn other_pages(play: Play) -> EventListener {
    EventListener::new(&window(), "storage", move |ev| {
        // Another page may have finished, merged or deleted a game.
        history::changed();
        let ev: &web_sys::StorageEvent = ev.unchecked_ref();
        if play.claimed_elsewhere(ev.key(), ev.new_value()) {
            play.lose_to_another_page();
        }
    })
}

/// What a page shows once another page took its game over: nothing of the game, and the way back.
#[component]
pub fn TakenOver() -> impl IntoView {
    let play = Play::get();
    view! {
        {top_bar("Hotseat".to_string(), true)}
        <main class="taken-over">
            <h1>{said(|t| t.taken_over)}</h1>
            <p>{said(|t| t.taken_over_hint)}</p>
            <div class="actions">
                <button class="primary" on:click=move |_| play.take_back()>{said(|t| t.play_here)}</button>
            </div>
        </main>
    }
}
