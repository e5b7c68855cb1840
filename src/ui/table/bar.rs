//! The bar at the top of every screen: where you are, the rules of the game being played, the way
//! home and the language switch; under it, what the players must know at once (a game this device
//! would not save, a result the history could not keep) and a new version ready (never over a
//! private screen).

use crate::ui::context::{said, Language, Nav, Play, Route, Update};
use leptos::prelude::*;

/// The bar at the top of a screen titled `title`, with the way home if `show_home`.
pub fn top_bar(title: String, show_home: bool) -> impl IntoView {
    let (lang, nav, play, update) = (Language::get(), Nav::get(), Play::get(), Update::get());
    // A long title ("Willkommen, Bierfest! · Toasts 0/3") takes a smaller size, so the bar stays
    // one row on a phone (a Japanese character is about two Latin letters wide).
    let long = title.chars().map(|c| if c >= '\u{2E80}' { 2 } else { 1 }).sum::<usize>() > 26;
    view! {
        <header class="bar">
            <span class="bar-title" class:long=long>{title}</span>
            <span class="bar-actions">
                {move || (nav.route() == Route::Play).then(|| view! {
                    <button class="ghost" on:click=move |_| nav.show_rules(play.with(|g| g.as_ref().map(|g| g.entry().id)))>
                        {said(|t| t.rules)}
                    </button>
                })}
                {show_home.then(|| view! {
                    <button class="ghost" on:click=move |_| play.go_home()>
                        {said(|t| t.home)}
                    </button>
                })}
                <button class="ghost" lang=move || lang.now().other().tag() on:click=move |_| lang.switch()>
                    {said(|t| t.switch_language)}
                </button>
            </span>
        </header>
        {move || play.unsaved().then(|| view! {
            <p class="warning" role="alert">{lang.now().t().storage_failed}</p>
        })}
        {move || play.summary_refused().then(|| view! {
            <p class="warning" role="alert">{lang.now().t().summary_refused}</p>
        })}
        // Never offered over a private screen: reloading is safe behind the curtain (the game is saved).
        {move || (update.0.get() && !play.showing_private()).then(|| view! {
            <div class="update" role="status">
                <span>{lang.now().t().new_version}</span>
                <button class="primary" on:click=move |_| apply_update()>{lang.now().t().reload}</button>
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
