//! The finished games' summaries as this device keeps them (what a summary is, and each person's
//! record, is the model's: [`crate::ui::model::history`]): each under its own key beside its game's
//! save, so a damaged one is listed with its reason and touches nothing else; and a small index of the
//! newest few, so the home lists its saved games without reading the history, whatever its length.

use super::{has_any, keys, read_json, remove, text, write_json, StorageRefused, HISTORY_PREFIX};
use crate::ui::model::history::Finished;
use crate::ui::model::save::LoadError;
use rules::json;
use rules::sort_by;
use std::cell::RefCell;
use std::sync::Arc;

/// How many finished games the home screen lists among the saved ones (the rest are in the history).
pub const ON_HOME: usize = 3;
/// The newest finished games (at most [`ON_HOME`]), each its id and when it ended: derived from the
/// summaries, and made again from them when it is missing or does not read.
const LATEST_KEY: &str = "hotseat.latest";

/// The history's entries: each finished game's id and its summary, or why it can't be read.
pub type History = Arc<Vec<(String, Result<Finished, LoadError>)>>;

thread_local! {
    /// The history as last read: the history room and the storage that counts on it (the export,
    /// room made on a full device) read a thousand keys once, not at every look. A cache of what the
    /// browser keeps, dropped whenever this page or another changes it ([`changed`]), so it belongs
    /// to no screen.
    static READ: RefCell<Option<History>> = const { RefCell::new(None) };
}

/// The history is to be read again: this page changed it, or another page may have (its `storage`
/// event).
pub fn changed() {
    READ.with_borrow_mut(|read| *read = None);
}

/// Every finished game's summary by its id, newest first; a damaged one is listed with its reason.
pub fn all() -> History {
    if let Some(read) = READ.with_borrow(|read| read.clone()) {
        return read;
    }
    let mut all: Vec<(String, Result<Finished, LoadError>)> = keys()
        .into_iter()
        .filter_map(|key| {
            let id = key.strip_prefix(HISTORY_PREFIX)?.to_string();
            let read = json::from_str::<Finished>(&text(&key)?).ok().filter(Finished::is_whole);
            Some((id, read.ok_or(LoadError::Unreadable)))
        })
        .collect();
    let at = |f: &Result<Finished, LoadError>| f.as_ref().map_or(f64::MAX, |f| f.at);
    sort_by(&mut all, |a, b| at(&a.1) > at(&b.1));
    let all = History::new(all);
    READ.with_borrow_mut(|read| *read = Some(all.clone()));
    all
}

/// True when any finished game is in the history (read without reading one).
pub fn any() -> bool {
    has_any(HISTORY_PREFIX)
}

/// True when game `id` has a summary kept.
pub fn has(id: &str) -> bool {
    text(&key(id)).is_some()
}

/// Keeps `finished`, the summary of the game saved under `id`, unless it is kept already; says when
/// the browser would not.
pub fn remember(id: &str, finished: &Finished) -> Result<(), StorageRefused> {
    if has(id) {
        return Ok(());
    }
    write_json(&key(id), finished)?;
    let mut latest = latest();
    latest.retain(|(other, _)| other != id);
    latest.push((id.to_string(), finished.at));
    keep_latest(latest);
    changed();
    Ok(())
}

/// Stores a changed summary of a finished game (a name merged or forgotten).
pub fn rewrite(id: &str, finished: &Finished) -> Result<(), StorageRefused> {
    let written = write_json(&key(id), finished);
    changed();
    written
}

/// Forgets game `id`'s summary (its game was deleted).
pub(super) fn forget(id: &str) {
    remove(&key(id));
    if latest().iter().any(|(other, _)| other == id) {
        // Made again from the summaries when next asked: another game takes its place.
        remove(LATEST_KEY);
    }
    changed();
}

/// The newest finished games (at most [`ON_HOME`]), newest first, each its id and when it ended: read
/// from their index, or made from the summaries (once) when it is missing or damaged.
pub fn latest() -> Vec<(String, f64)> {
    if let Some(latest) = read_json::<Vec<(String, f64)>>(LATEST_KEY).filter(|l| l.len() <= ON_HOME) {
        return latest;
    }
    let made: Vec<(String, f64)> =
        all().iter().filter_map(|(id, f)| Some((id.clone(), f.as_ref().ok()?.at))).take(ON_HOME).collect();
    keep_latest(made.clone());
    made
}

/// Keeps the index of the newest finished games (a convenience: one the browser refuses is made
/// again from the summaries).
fn keep_latest(mut latest: Vec<(String, f64)>) {
    sort_by(&mut latest, |a, b| a.1 > b.1);
    latest.truncate(ON_HOME);
    let _ = write_json(LATEST_KEY, &latest);
}

/// The key of game `id`'s summary.
fn key(id: &str) -> String {
    format!("{HISTORY_PREFIX}{id}")
}
