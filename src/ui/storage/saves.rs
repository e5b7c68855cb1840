//! The saved games: every game under its own key, autosaved after every action (its text is the
//! model's: [`crate::ui::model::save`]); listed, opened, deleted, exported and imported — an import
//! checked completely before anything is stored, a game kept twice kept once. A save is read by its
//! game's code, so what reads saves is a [`Store`] of the games the app knows; a save whose game's part
//! of the page has not come says so, and is kept as it was.

use super::{history, keys, local, now, text, write, StorageRefused, HISTORY_PREFIX, SAVE_PREFIX};
use crate::ui::contract::{AnySession, GameEntry, Games};
use crate::ui::model::history::Finished;
use crate::ui::model::judgement::Judgement;
use crate::ui::model::save::{self, LoadError};
use crate::ui::parts;
use rules::json::{self, Json, Tree};
use rules::sort_by;
use std::collections::HashSet;

/// The room a game takes, with its summary, in characters: the longest saves seen (Broom Service's
/// five seats) are under 6,000.
const ROOM_FOR_A_GAME: usize = 8 * 1024;
/// How many games' room [`drop_oldest_replays`] makes, so that the table does not meet a full device
/// again at its next game.
const ROOM_MADE: usize = 20;
/// The key written, and removed at once, to learn whether a game would fit.
const PROBE_KEY: &str = "hotseat.probe";

/// One stored game: its id, when it was last played, and the game or why it can't be opened.
pub struct Saved {
    /// The key suffix identifying this save.
    pub id: String,
    /// When it was last played (ms since 1970; 0 if unknown).
    pub saved_at: f64,
    /// The game, or why it can't be opened.
    pub game: Result<AnySession, LoadError>,
}

/// Why a file could not be imported; nothing was changed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ImportError {
    /// The file is not a save this app can open.
    Invalid(LoadError),
    /// The very same game, at the same move, is already saved here (under this id).
    AlreadyHere(String),
    /// The browser would not store it.
    Refused,
}

/// The saved games of the games the app knows (each save is read by its game's code).
#[derive(Clone, Copy)]
pub struct Store(&'static Games);

impl Store {
    /// The saves of `games`.
    pub const fn new(games: &'static Games) -> Store {
        Store(games)
    }

    /// The games the app knows.
    pub fn games(self) -> &'static Games {
        self.0
    }

    /// Reads a stored session back, checking the format, the game and that its moves replay; returns
    /// it (made safe to show: behind its curtain) with the time it was last played.
    pub fn decode(self, text: &str) -> Result<(AnySession, f64), LoadError> {
        let (tree, game) = save::header(text)?;
        let Some(entry) = self.0.playable(&game) else { return Err(LoadError::Foreign(game)) };
        match parts::here(entry) {
            Some(part) => (part.decode)(tree),
            None => Err(LoadError::Unfetched(entry.id)),
        }
    }

    /// Every game in progress and the few last finished, most recently played first; a damaged one
    /// is listed with its reason. Older finished games are the history's: their saves are not read
    /// here, nor are the summaries, so the list takes as long whatever the history's length.
    pub fn list(self) -> Vec<Saved> {
        let mut saved: Vec<Saved> = shown()
            .into_iter()
            .filter_map(|id| {
                let text = text(&key(&id))?;
                Some(match self.decode(&text) {
                    Ok((game, saved_at)) => {
                        // A game that ended before the history was kept joins it now (a refused
                        // summary is not lost: its save stays, and it is tried again at the next
                        // listing).
                        let _ = remember_finished(&id, &game, saved_at);
                        Saved { id, saved_at, game: Ok(game) }
                    }
                    Err(e) => Saved { id, saved_at: 0.0, game: Err(e) },
                })
            })
            .collect();
        sort_by(&mut saved, |a, b| a.saved_at > b.saved_at);
        saved
    }

    /// The games of the saves [`Store::list`] lists, read from their headers alone: the parts of the
    /// page to fetch before they are listed.
    pub fn games_kept(self) -> Vec<&'static GameEntry> {
        let mut games: Vec<&'static GameEntry> = Vec::new();
        for id in shown() {
            let game = text(&key(&id)).as_deref().and_then(save::game_of).and_then(|g| self.0.playable(&g));
            if let Some(game) = game.filter(|g| !games.iter().any(|kept| kept.id == g.id)) {
                games.push(game);
            }
        }
        games
    }

    /// One saved game by id.
    pub fn load(self, id: &str) -> Option<Result<AnySession, LoadError>> {
        Some(self.decode(&text(&key(id))?).map(|(game, _)| game))
    }

    /// The game saved under `id`, read from its header alone.
    pub fn game_of(self, id: &str) -> Option<&'static GameEntry> {
        self.0.playable(&save::game_of(&text(&key(id))?)?)
    }

    /// Stores an exported game under a new id, after checking it completely; a game already saved here
    /// at the same point is not stored twice.
    pub fn import(self, text: &str) -> Result<String, ImportError> {
        let (session, saved_at) = self.decode(text).map_err(ImportError::Invalid)?;
        let here = self.list().into_iter().find(|saved| saved.game.as_ref().is_ok_and(|g| same_game(g, &session)));
        if let Some(saved) = here {
            return Err(ImportError::AlreadyHere(saved.id));
        }
        // A finished game may be in the history, past the saved games listed.
        if let Some(new) = session.finished(0.0) {
            if let Some(id) = in_history(&new) {
                return Err(ImportError::AlreadyHere(id));
            }
        }
        let id = new_id(session.entry().id);
        write(&key(&id), text).map_err(|_| ImportError::Refused)?;
        // A finished game comes in whole, its summary with it, or not at all.
        if remember_finished(&id, &session, saved_at).is_err() {
            super::remove(&key(&id));
            return Err(ImportError::Refused);
        }
        Ok(id)
    }

    /// Imports a history file (`{"history": [save, …], "results": [summary, …]}`, see
    /// [`export_history`]): every game in it is checked and imported like a file of its own. Returns
    /// how many were new and how many were here already; `None` if the text is not a history file; a
    /// refused game is not counted.
    pub fn import_history(self, text: &str) -> Option<Result<(usize, usize), ImportError>> {
        let Ok(Json::Obj(mut fields)) = json::parse(text) else { return None };
        let mut take = |name: &str| fields.iter().position(|(key, _)| key == name).map(|at| fields.remove(at).1);
        let Some(Json::Arr(games)) = take("history") else { return None };
        let results = match take("results") {
            Some(Json::Arr(results)) => results,
            _ => Vec::new(),
        };
        let imported =
            games.into_iter().map(|game| self.import(&json::to_string(&game)).map(drop)).chain(results.iter().map(
                |r| Finished::from_tree(r).map_or(Err(ImportError::Invalid(LoadError::Unreadable)), import_result),
            ));
        let (mut new, mut here) = (0, 0);
        for game in imported {
            match game {
                Ok(()) => new += 1,
                Err(ImportError::AlreadyHere(_)) => here += 1,
                Err(ImportError::Refused) => return Some(Err(ImportError::Refused)),
                Err(ImportError::Invalid(_)) => {}
            }
        }
        Some(Ok((new, here)))
    }
}

/// The ids of the saves the home lists: every game in progress (a save without a summary) and the
/// newest finished ones ([`history::latest`]) — found from the keys alone.
fn shown() -> Vec<String> {
    let keys = keys();
    let finished: HashSet<&str> = keys.iter().filter_map(|k| k.strip_prefix(HISTORY_PREFIX)).collect();
    let latest = history::latest();
    let shown = |id: &&str| !finished.contains(id) || latest.iter().any(|(l, _)| l == id);
    keys.iter().filter_map(|k| k.strip_prefix(SAVE_PREFIX)).filter(shown).map(str::to_string).collect()
}

/// The key of game `id`'s save.
fn key(id: &str) -> String {
    format!("{SAVE_PREFIX}{id}")
}

/// Keeps the history's summary of a finished game saved under `id` (once; a game in progress has
/// none), ended at `at` (ms since 1970); a summary the browser would not store is said.
pub fn remember_finished(id: &str, game: &AnySession, at: f64) -> Result<(), StorageRefused> {
    match game.finished(at) {
        Some(finished) => history::remember(id, &finished),
        None => Ok(()),
    }
}

/// The id of the game in the history that is `finished`'s game, if it is there.
fn in_history(finished: &Finished) -> Option<String> {
    let all = history::all();
    all.iter().find(|(_, f)| f.as_ref().is_ok_and(|f| f.same_game(finished))).map(|(id, _)| id.clone())
}

/// True when two saves hold the same game at the same point (whenever each was saved).
fn same_game(a: &AnySession, b: &AnySession) -> bool {
    a.encode(0.0) == b.encode(0.0)
}

/// Saves a game under its id, stamped with the time. A review kept in the save stays while the
/// game's moves are the ones it judged (a finished game opened again), and goes with any other change.
pub fn save(id: &str, session: &AnySession) -> Result<(), StorageRefused> {
    let mut text = session.encode(now());
    if let Some(kept) = self::text(&key(id)).and_then(|old| save::review_of_same_moves(&old, &text)) {
        text = kept;
    }
    write(&key(id), &text)
}

/// The review kept in game `id`'s save (the replay room's), if it has one that reads.
pub fn review_of(id: &str) -> Option<Vec<Judgement>> {
    save::review_of(&text(&key(id))?)
}

/// Keeps a finished review in game `id`'s save, beside the session (saving the game again, as a
/// move taken back does, leaves it out: it judged another game).
pub fn keep_review(id: &str, judged: &[Judgement]) -> Result<(), StorageRefused> {
    match text(&key(id)).and_then(|old| save::with_review(&old, judged)) {
        Some(reviewed) => write(&key(id), &reviewed),
        None => Ok(()),
    }
}

/// Deletes one saved game (its save, its summary, and which page plays it) and nothing else.
pub fn delete(id: &str) {
    super::remove(&key(id));
    history::forget(id);
    super::pages::forget(id);
}

/// A fresh id for a new or imported game (`game` is its registry id).
pub fn new_id(game: &str) -> String {
    let base = format!("{game}-{}", now() as u64);
    (0..)
        .map(|n| if n == 0 { base.clone() } else { format!("{base}-{n}") })
        .find(|id| text(&key(id)).is_none())
        .expect("ids are unbounded")
}

/// The stored text of one game, for export to a file.
pub fn export(id: &str) -> Option<String> {
    text(&key(id))
}

/// The whole history as one file: every finished game's save (moves and all), and the summary of each
/// whose moves were dropped to make room (`{"history": [save, …], "results": [summary, …]}`).
pub fn export_history() -> String {
    let (mut saves, mut results) = (Vec::new(), Vec::new());
    for (id, finished) in history::all().iter() {
        match (export(id), finished) {
            (Some(save), _) => saves.push(save),
            (None, Ok(finished)) => results.push(json::to_string(finished)),
            (None, Err(_)) => {}
        }
    }
    format!("{{\"history\":[{}],\"results\":[{}]}}", saves.join(","), results.join(","))
}

/// Stores a finished game's summary that came without its moves (see [`export_history`]), unless the
/// same game is in the history already.
fn import_result(finished: Finished) -> Result<(), ImportError> {
    if !finished.is_whole() {
        return Err(ImportError::Invalid(LoadError::Unreadable));
    }
    if let Some(id) = in_history(&finished) {
        return Err(ImportError::AlreadyHere(id));
    }
    history::remember(&new_id(&finished.game), &finished).map_err(|_| ImportError::Refused)
}

/// True when finished game `id` still has its moves (its replay): the oldest may have been dropped
/// to make room ([`drop_oldest_replays`]), their summaries kept.
pub fn has_replay(id: &str) -> bool {
    text(&key(id)).is_some()
}

/// True when the browser would store `games` more games now (learned by storing as much, and
/// removing it at once).
pub fn has_room_for(games: usize) -> bool {
    let fits = write(PROBE_KEY, &"0".repeat(ROOM_FOR_A_GAME * games)).is_ok();
    super::remove(PROBE_KEY);
    fits
}

/// Makes room for [`ROOM_MADE`] games by dropping the moves of the oldest finished games, oldest
/// first: each one's summary stays in the history (its record counts), its replay goes, and it never
/// shows among the games in progress. A game whose summary does not read keeps its moves (they are
/// all there is of it), and so does `open`, the game playing. Returns how many were dropped.
pub fn drop_oldest_replays(open: Option<&str>) -> usize {
    let Some(store) = local() else { return 0 };
    let mut dropped = 0;
    for (id, finished) in history::all().iter().rev() {
        if has_room_for(ROOM_MADE) {
            break;
        }
        if finished.is_ok() && open != Some(id.as_str()) && has_replay(id) {
            dropped += usize::from(store.remove_item(&key(id)).is_ok());
        }
    }
    dropped
}

/// True when any game is kept on this device, in progress or finished.
pub fn has_games() -> bool {
    super::has_any(SAVE_PREFIX) || history::any()
}
