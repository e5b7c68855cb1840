//! What the app keeps in the browser's `localStorage`, by what it is: the saved games ([`saves`]:
//! every game under its own key, autosaved after every action, a damaged one reported for that game
//! only; an import checked completely before anything is stored), the finished games' summaries
//! ([`history`]), this device's settings ([`prefs`]), which page plays a game ([`pages`]) and whether
//! the browser keeps the site's storage at all ([`keeping`]). Storage knows saves, not screens: it is
//! asked, and says what it could not do; what the players are told is the screens'.

pub mod history;
pub mod keeping;
pub mod pages;
pub mod prefs;
pub mod saves;

use rules::json::{self, Tree};

/// Every saved game is stored under this prefix plus its id, so no separate index can be damaged.
const SAVE_PREFIX: &str = "hotseat.save.";
/// A finished game's summary for the history (this prefix plus the game's id; see [`history`]).
const HISTORY_PREFIX: &str = "hotseat.history.";

/// The browser would not store something (storage full, disabled or unavailable).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StorageRefused;

/// The page's `localStorage`, if the browser lets the page use it.
fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The time now, in ms since 1970.
fn now() -> f64 {
    js_sys::Date::now()
}

/// Every key kept, read without reading a value.
fn keys() -> Vec<String> {
    let Some(store) = local() else { return Vec::new() };
    (0..store.length().unwrap_or(0)).filter_map(|i| store.key(i).ok().flatten()).collect()
}

/// True when a key begins with `prefix` (read without reading any value).
fn has_any(prefix: &str) -> bool {
    let Some(store) = local() else { return false };
    (0..store.length().unwrap_or(0)).any(|i| store.key(i).ok().flatten().is_some_and(|k| k.starts_with(prefix)))
}

/// The text stored under `key`, if any.
fn text(key: &str) -> Option<String> {
    local()?.get_item(key).ok().flatten()
}

/// A JSON value stored under `key`, if present and readable.
fn read_json<T: Tree>(key: &str) -> Option<T> {
    text(key).and_then(|t| json::from_str(&t).ok())
}

/// Stores a JSON value under `key`; says when the browser would not.
fn write_json<T: Tree>(key: &str, value: &T) -> Result<(), StorageRefused> {
    write(key, &json::to_string(value))
}

/// Stores `text` under `key`; says when the browser would not.
fn write(key: &str, text: &str) -> Result<(), StorageRefused> {
    local().ok_or(StorageRefused)?.set_item(key, text).map_err(|_| StorageRefused)
}

/// Removes what is stored under `key`.
fn remove(key: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(key);
    }
}
