//! Whether this device keeps its games (DESIGN.md "Storage, languages, offline"): nothing a device
//! has kept is lost.
//!
//! - The browser is asked to keep the site's storage (`navigator.storage.persist()`) whenever a game
//!   is saved and it does not yet: without it, Chromium may clear the whole site when the device runs
//!   short of space. The history screen says whether it does, with the export beside it.
//! - Safari, not added to the Home Screen, clears a site's storage after seven days without a visit:
//!   said once, on the home screen, with the ways to keep the games.
//! - A new game's setup on a device too full to save one says so before the game starts, and offers
//!   the way out: export the history, then drop the moves of the oldest finished games (their
//!   summaries stay, with every record; their replay goes).

use crate::ui::i18n::said;
use crate::ui::{home, storage, AppState};
use leptos::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_futures::JsFuture;

/// The browser's storage manager, where the page may use it (a secure context).
fn manager() -> Option<web_sys::StorageManager> {
    let navigator = window().navigator();
    let storage = js_sys::Reflect::get(&navigator, &"storage".into()).ok()?;
    storage.dyn_into::<web_sys::StorageManager>().ok()
}

/// What `promise` (a storage manager's) resolves to, as a yes or no (`None` if it fails).
async fn answer(promise: Result<js_sys::Promise, wasm_bindgen::JsValue>) -> Option<bool> {
    JsFuture::from(promise.ok()?).await.ok()?.as_bool()
}

/// True when the browser keeps this site's storage until the player clears it; `None` where the
/// browser does not say.
pub async fn kept() -> Option<bool> {
    answer(manager()?.persisted()).await
}

/// Asks the browser to keep this site's storage, unless it already does (called as games are saved:
/// Chromium grants it by how the site is used, or once installed; Firefox asks the player once).
pub fn ask_to_keep() {
    leptos::task::spawn_local(async {
        if kept().await == Some(false) {
            if let Some(manager) = manager() {
                let _ = answer(manager.persist()).await;
            }
        }
    });
}

/// True in Safari on a device where the app was not added to the Home Screen: it clears the site's
/// storage after seven days without a visit.
fn clears_in_a_week() -> bool {
    let navigator = window().navigator();
    let agent = navigator.user_agent().unwrap_or_default();
    let safari = agent.contains("Safari")
        && !["Chrome", "Chromium", "CriOS", "FxiOS", "EdgiOS", "Android"].iter().any(|other| agent.contains(other));
    let installed = window().match_media("(display-mode: standalone)").ok().flatten().is_some_and(|m| m.matches())
        || js_sys::Reflect::get(&navigator, &"standalone".into()).ok().and_then(|s| s.as_bool()) == Some(true);
    safari && !installed
}

/// Whether this device keeps the games, said on the history screen beside its export.
#[component]
pub fn KeptLine() -> impl IntoView {
    let kept = LocalResource::new(kept);
    move || {
        let line = match kept.get().flatten() {
            Some(true) => said(|t| t.kept_here).into_any(),
            _ => said(|t| t.may_clear).into_any(),
        };
        view! { <p class="hint kept">{line}</p> }
    }
}

/// Safari's week, said once on the home screen of a device with games saved.
#[component]
pub fn WeekNotice() -> impl IntoView {
    let state = AppState::get();
    let shown = RwSignal::new(!storage::told_of_the_week() && clears_in_a_week());
    move || {
        (shown.get() && state.saves.with(|_| storage::has_games())).then(|| {
            view! {
                <div class="notice week" role="status">
                    <p>{said(|t| t.clears_in_a_week)}</p>
                    <button class="ghost" on:click=move |_| {
                        storage::remember_told_of_the_week();
                        shown.set(false);
                    }>{said(|t| t.understood)}</button>
                </div>
            }
        })
    }
}

/// Offers the whole history (see [`storage::export_history`]) as one file to save.
pub fn export_history() {
    home::download_text(&storage::export_history(), "hotseat-history.json");
}

/// On a new game's setup, when this device has no room for one more game: says so, with the way
/// out — the history's export, and room made by dropping the oldest replays — and what it made.
#[component]
pub fn RoomForAGame() -> impl IntoView {
    let state = AppState::get();
    let full = RwSignal::new(!storage::has_room_for(1));
    let made = RwSignal::new(None::<usize>);
    let make_room = move |_| {
        let open = state.current.get_untracked();
        made.set(Some(storage::drop_oldest_replays(open.as_deref())));
        full.set(!storage::has_room_for(1));
        state.saves.update(|n| *n += 1);
    };
    move || {
        let t = state.lang.get().t();
        let said_made = made.get().map(|n| match n {
            0 => view! { <p class="warning" role="alert">{t.no_room_left}</p> }.into_any(),
            n => view! { <p class="hint made-room" role="status">{(t.made_room)(n)}</p> }.into_any(),
        });
        let warning = full.get().then(|| {
            view! {
                <div class="warning room" role="alert">
                    <p>{t.device_full}</p>
                    <div class="actions">
                        <button class="ghost" on:click=move |_| export_history()>{t.export_history}</button>
                        <button class="ghost" on:click=make_room>{t.drop_old_replays}</button>
                    </div>
                </div>
            }
        });
        view! { {warning}{said_made} }
    }
}
