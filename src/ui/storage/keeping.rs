//! Whether this device keeps its games (DESIGN.md "Storage, languages, offline"): nothing a device
//! has kept is lost. What the browser is asked and what it says; the screens that say it to the
//! players are the table's kit's.
//!
//! - The browser is asked to keep the site's storage (`navigator.storage.persist()`) whenever a game
//!   is saved and it does not yet: without it, Chromium may clear the whole site when the device runs
//!   short of space. The history screen says whether it does, with the export beside it.
//! - Safari, not added to the Home Screen, clears a site's storage after seven days without a visit:
//!   said once, on the home screen, with the ways to keep the games.
//! - A new game's setup on a device too full to save one says so before the game starts, and offers
//!   the way out: export the history, then drop the moves of the oldest finished games (their
//!   summaries stay, with every record; their replay goes).

use leptos::prelude::window;
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
pub fn clears_in_a_week() -> bool {
    let navigator = window().navigator();
    let agent = navigator.user_agent().unwrap_or_default();
    let safari = agent.contains("Safari")
        && !["Chrome", "Chromium", "CriOS", "FxiOS", "EdgiOS", "Android"].iter().any(|other| agent.contains(other));
    let installed = window().match_media("(display-mode: standalone)").ok().flatten().is_some_and(|m| m.matches())
        || js_sys::Reflect::get(&navigator, &"standalone".into()).ok().and_then(|s| s.as_bool()) == Some(true);
    safari && !installed
}
