//! What the app keeps in the browser's `localStorage`: every saved game under its own key (autosaved
//! after every action: names, options, seed, the action list and where the hand-over stands, under a
//! schema version, with the time — the game itself is rebuilt by replay), the names last used, and
//! the language. A damaged save is reported for that game only and touches nothing else; an import
//! is checked completely before anything is stored.
//!
//! Beside it: the finished games' records ([`history`]) and how the device keeps its storage
//! ([`keeping`]).

pub mod history;
pub mod keeping;

use self::history::Finished;
use crate::json::{self, field, field_or, object, Json, Number, Tree};
use crate::rules::sort_by;
use crate::ui::after_game::review::Judgement;
use crate::ui::i18n::Lang;
use crate::ui::table::session::{Player, Record, Session};
use crate::ui::table::{AnySession, Seated};
use crate::ui::{games, parts};

/// The version of the save format; a save from another version is refused with a clear message.
/// Version 1 also kept a snapshot of the game; its saves still open (their options are read from
/// the snapshot, the rest of it is rebuilt); version 2 kept a finished game's moves whole, as a game
/// in progress keeps them (version 3 packs them: [`crate::rules::moves`]).
pub const SCHEMA: u32 = 3;
/// The save formats this version reads.
const READS: [u32; 3] = [1, 2, SCHEMA];
/// Every saved game is stored under this prefix plus its id, so no separate index can be damaged.
const SAVE_PREFIX: &str = "hotseat.save.";
const NAMES_KEY: &str = "hotseat.names";
const LANG_KEY: &str = "hotseat.lang";
const MARKS_OFF_KEY: &str = "hotseat.marks-off";
const HINTS_ON_KEY: &str = "hotseat.hints-on";
const LEARNED_KEY: &str = "hotseat.learned";
const IDLE_KEY: &str = "hotseat.idle";
const PACE_KEY: &str = "hotseat.bot-pace";
const PLAYERS_KEY: &str = "hotseat.players";
const TOLD_OF_THE_WEEK_KEY: &str = "hotseat.told-week";
/// A finished game's summary for the history (this prefix plus the game's id; see [`self::history`]).
const HISTORY_PREFIX: &str = "hotseat.history.";
/// How many finished games the home screen lists among the saved ones (the rest are in the history).
const FINISHED_ON_HOME: usize = 3;
/// The field of a save that keeps its game's review.
const REVIEW_FIELD: &str = "review";
/// Which open page plays a saved game (this prefix plus the game's id): one game, one live screen.
const LIVE_PREFIX: &str = "hotseat.live.";

/// Why a save could not be opened (each is said to the players in their words by the home screen).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not readable as a save at all: another kind of file, or one cut short.
    Unreadable,
    /// Written by another version of the app.
    Schema(u32),
    /// A save of a game this app does not know.
    Foreign(String),
    /// Readable, but its moves do not replay from its options and seed, or the hand-over it saved
    /// does not fit the game they lead to: changed after saving.
    Inconsistent,
    /// A save of the game with this id whose part of the page has not arrived (see
    /// [`crate::ui::parts`]): the save may be fine, this page could not fetch the game's code.
    Unfetched(&'static str),
}

/// The stored text of a session of `G`, last played at `saved_at` (ms since 1970).
pub fn encode_as<G: Seated>(session: &Session<G>, saved_at: f64) -> String {
    encode(G::entry().id, &session.record(), saved_at)
}

/// A saved game is stored as which game, which format, when it was last played, and the session
/// (one writer for every game).
#[inline(never)]
fn encode(game: &str, record: &Record, saved_at: f64) -> String {
    let file = object(vec![
        ("schema", SCHEMA.to_tree()),
        ("game", Json::Str(game.to_string())),
        ("saved_at", saved_at.to_tree()),
        ("session", record.to_tree()),
    ]);
    json::to_string(&file)
}

/// Reads a stored session back, checking the format, the game and that its moves replay; returns it
/// (made safe to show: behind its curtain) with the time it was last played.
pub fn decode(text: &str) -> Result<(AnySession, f64), LoadError> {
    let tree = json::parse(text).map_err(|_| LoadError::Unreadable)?;
    let Json::Obj(fields) = &tree else { return Err(LoadError::Unreadable) };
    let field = |name: &str| fields.iter().find(|(key, _)| key == name).map(|(_, value)| value);
    let (Some(Json::Num(Number::Whole(schema))), Some(Json::Str(game))) = (field("schema"), field("game")) else {
        return Err(LoadError::Unreadable);
    };
    let schema = u32::try_from(*schema).unwrap_or(u32::MAX);
    if !READS.contains(&schema) {
        return Err(LoadError::Schema(schema));
    }
    let Some(entry) = games::find(game).filter(|g| g.play.is_some()) else {
        return Err(LoadError::Foreign(game.clone()));
    };
    match parts::here(entry) {
        Some(part) => (part.decode)(tree),
        None => Err(LoadError::Unfetched(entry.id)),
    }
}

/// The games this device keeps saves of (their ids), read from the saves' headers alone: the parts
/// of the page to fetch before the saves are listed.
pub fn games_kept() -> Vec<String> {
    let Some(store) = local() else { return Vec::new() };
    let mut games: Vec<String> = Vec::new();
    for i in 0..store.length().unwrap_or(0) {
        let Some(key) = store.key(i).ok().flatten().filter(|k| k.starts_with(SAVE_PREFIX)) else { continue };
        if let Some(game) = store.get_item(&key).ok().flatten().as_deref().and_then(game_of) {
            if !games.contains(&game) {
                games.push(game);
            }
        }
    }
    games
}

/// Which game a save's text is of, if it says.
pub fn game_of(text: &str) -> Option<String> {
    match json::parse(text).ok()? {
        Json::Obj(fields) => fields.into_iter().find(|(key, _)| key == "game").and_then(|(_, value)| match value {
            Json::Str(game) => Some(game),
            _ => None,
        }),
        _ => None,
    }
}

/// Reads a stored session of `G` from its parsed text (its header already checked by [`decode`]).
pub fn decode_as<G: Seated>(tree: Json) -> Result<(AnySession, f64), LoadError> {
    let (record, saved_at) = read(&tree).ok_or(LoadError::Unreadable)?;
    Ok((Box::new(Session::<G>::restore(record)?), saved_at))
}

/// The record in a save's parsed text and when it was last played (one reader for every game).
#[inline(never)]
fn read(tree: &Json) -> Option<(Record, f64)> {
    Some((field(tree, "session")?, field_or(tree, "saved_at", || 0.0)?))
}

/// One stored game: its id, when it was last played, and the game or why it can't be opened.
pub struct Saved {
    /// The key suffix identifying this save.
    pub id: String,
    /// When it was last played (ms since 1970; 0 if unknown).
    pub saved_at: f64,
    /// The game, or why it can't be opened.
    pub game: Result<AnySession, LoadError>,
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

fn now() -> f64 {
    js_sys::Date::now()
}

/// The browser would not store a save (storage full, disabled or unavailable).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StorageRefused;

/// Every game in progress and the few last finished, most recently played first; a damaged one is
/// listed with its reason. Older finished games are the history's: their saves are not read here.
pub fn list() -> Vec<Saved> {
    let Some(store) = local() else { return Vec::new() };
    let keys: Vec<String> = (0..store.length().unwrap_or(0)).filter_map(|i| store.key(i).ok().flatten()).collect();
    // The history comes newest first.
    let finished: Vec<String> = history().iter().map(|(id, _)| id.clone()).collect();
    let shown = |id: &str| finished.iter().position(|f| f == id).is_none_or(|at| at < FINISHED_ON_HOME);
    let mut saved: Vec<Saved> = keys
        .into_iter()
        .filter_map(|key| {
            let id = key.strip_prefix(SAVE_PREFIX)?.to_string();
            if !shown(&id) {
                return None;
            }
            let text = store.get_item(&key).ok().flatten()?;
            Some(match decode(&text) {
                Ok((game, saved_at)) => {
                    // A game that ended before the history was kept joins it now (a refused summary is
                    // not lost: its save stays, and it is tried again at the next listing).
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

/// Keeps the history's summary of a finished game saved under `id` (once; a game in progress has
/// none), ended at `at` (ms since 1970); a summary the browser would not store is said.
pub fn remember_finished(id: &str, game: &AnySession, at: f64) -> Result<(), StorageRefused> {
    let key = format!("{HISTORY_PREFIX}{id}");
    let store = local().ok_or(StorageRefused)?;
    if store.get_item(&key).ok().flatten().is_none() {
        if let Some(finished) = game.finished(at) {
            write_json(&key, &finished)?;
            history_changed();
        }
    }
    Ok(())
}

/// The history's entries: each finished game's id and its summary, or why it can't be read.
pub type History = std::sync::Arc<Vec<(String, Result<Finished, LoadError>)>>;

thread_local! {
    /// The history as last read, and the count of changes it was read at: the home screen reads it
    /// for its saved games, and the history screen then opens without reading 1,000 keys again.
    static READ: std::cell::RefCell<(u32, Option<History>)> = const { std::cell::RefCell::new((0, None)) };
}

/// The history is to be read again: this page changed it, or another page may have (its `storage`
/// event).
pub fn history_changed() {
    READ.with_borrow_mut(|read| *read = (read.0.wrapping_add(1), None));
}

/// Every finished game's summary by its id, newest first; a damaged one is listed with its reason.
pub fn history() -> History {
    if let Some(read) = READ.with_borrow(|read| read.1.clone()) {
        return read;
    }
    let Some(store) = local() else { return History::default() };
    let mut all: Vec<(String, Result<Finished, LoadError>)> = (0..store.length().unwrap_or(0))
        .filter_map(|i| store.key(i).ok().flatten())
        .filter_map(|key| {
            let id = key.strip_prefix(HISTORY_PREFIX)?.to_string();
            let text = store.get_item(&key).ok().flatten()?;
            let read = json::from_str::<Finished>(&text).ok().filter(Finished::is_whole);
            Some((id, read.ok_or(LoadError::Unreadable)))
        })
        .collect();
    let at = |f: &Result<Finished, LoadError>| f.as_ref().map_or(f64::MAX, |f| f.at);
    sort_by(&mut all, |a, b| at(&a.1) > at(&b.1));
    let all = History::new(all);
    READ.with_borrow_mut(|read| read.1 = Some(all.clone()));
    all
}

/// Stores a changed summary of a finished game (a name merged or forgotten).
pub fn rewrite_finished(id: &str, finished: &Finished) -> Result<(), StorageRefused> {
    let written = write_json(&format!("{HISTORY_PREFIX}{id}"), finished);
    history_changed();
    written
}

/// True when finished game `id` still has its moves (its replay): the oldest may have been dropped
/// to make room ([`drop_oldest_replays`]), their summaries kept.
pub fn has_replay(id: &str) -> bool {
    local().is_some_and(|s| s.get_item(&format!("{SAVE_PREFIX}{id}")).ok().flatten().is_some())
}

/// The room a game takes, with its summary, in characters: the longest saves seen (Broom Service's
/// five seats) are under 6,000.
const ROOM_FOR_A_GAME: usize = 8 * 1024;
/// How many games' room [`drop_oldest_replays`] makes, so that the table does not meet a full device
/// again at its next game.
const ROOM_MADE: usize = 20;
/// The key written, and removed at once, to learn whether a game would fit.
const PROBE_KEY: &str = "hotseat.probe";

/// True when the browser would store `games` more games now (learned by storing as much, and
/// removing it at once).
pub fn has_room_for(games: usize) -> bool {
    let Some(store) = local() else { return false };
    let fits = store.set_item(PROBE_KEY, &"0".repeat(ROOM_FOR_A_GAME * games)).is_ok();
    let _ = store.remove_item(PROBE_KEY);
    fits
}

/// Makes room for [`ROOM_MADE`] games by dropping the moves of the oldest finished games, oldest
/// first: each one's summary stays in the history (its record counts), its replay goes, and it never
/// shows among the games in progress. A game whose summary does not read keeps its moves (they are
/// all there is of it), and so does `open`, the game playing. Returns how many were dropped.
pub fn drop_oldest_replays(open: Option<&str>) -> usize {
    let Some(store) = local() else { return 0 };
    let mut dropped = 0;
    for (id, finished) in history().iter().rev() {
        if has_room_for(ROOM_MADE) {
            break;
        }
        if finished.is_ok() && open != Some(id.as_str()) && has_replay(id) {
            dropped += usize::from(store.remove_item(&format!("{SAVE_PREFIX}{id}")).is_ok());
        }
    }
    dropped
}

/// True when any finished game is in the history (read without reading one).
pub fn has_history() -> bool {
    has_any(HISTORY_PREFIX)
}

/// True when any game is kept on this device, in progress or finished.
pub fn has_games() -> bool {
    has_any(SAVE_PREFIX) || has_history()
}

/// True when a key begins with `prefix` (read without reading any value).
fn has_any(prefix: &str) -> bool {
    let Some(store) = local() else { return false };
    (0..store.length().unwrap_or(0)).any(|i| store.key(i).ok().flatten().is_some_and(|k| k.starts_with(prefix)))
}

/// True once this device was told that its browser clears a site's games after a week unvisited.
pub fn told_of_the_week() -> bool {
    local().and_then(|s| s.get_item(TOLD_OF_THE_WEEK_KEY).ok().flatten()).is_some()
}

/// Remembers that this device was told of the week.
pub fn remember_told_of_the_week() {
    remember(TOLD_OF_THE_WEEK_KEY, &true);
}

/// A fresh id for a new or imported game (`game` is its registry id).
pub fn new_id(game: &str) -> String {
    let store = local();
    let taken =
        |id: &str| store.as_ref().is_some_and(|s| s.get_item(&format!("{SAVE_PREFIX}{id}")).ok().flatten().is_some());
    let base = format!("{game}-{}", now() as u64);
    (0..)
        .map(|n| if n == 0 { base.clone() } else { format!("{base}-{n}") })
        .find(|id| !taken(id))
        .expect("ids are unbounded")
}

/// Saves a game under its id, stamped with the time. A review kept in the save stays while the
/// game's moves are the ones it judged (a finished game opened again), and goes with any other change.
pub fn save(id: &str, session: &AnySession) -> Result<(), StorageRefused> {
    let store = local().ok_or(StorageRefused)?;
    let key = format!("{SAVE_PREFIX}{id}");
    let mut text = session.encode(now());
    let kept = store.get_item(&key).ok().flatten().filter(|old| old.contains(REVIEW_FIELD));
    if let Some(review) = kept.and_then(|old| review_of_same_moves(&old, &text)) {
        text = review;
    }
    store.set_item(&key, &text).map_err(|_| StorageRefused)
}

/// The save `new` with the review kept in `old`, if `old` has one and the same moves.
fn review_of_same_moves(old: &str, new: &str) -> Option<String> {
    let (Ok(Json::Obj(old)), Ok(Json::Obj(mut new))) = (json::parse(old), json::parse(new)) else { return None };
    let moves = |fields: &[(String, Json)]| {
        let session = fields.iter().find(|(key, _)| key == "session").map(|(_, s)| s);
        match session {
            Some(Json::Obj(session)) => session.iter().find(|(key, _)| key == "actions" || key == "moves").cloned(),
            _ => None,
        }
    };
    if moves(&old).is_none() || moves(&old) != moves(&new) {
        return None;
    }
    let review = old.into_iter().find(|(key, _)| key == REVIEW_FIELD)?;
    new.push(review);
    Some(json::to_string(&Json::Obj(new)))
}

/// One saved game by id.
pub fn load(id: &str) -> Option<Result<AnySession, LoadError>> {
    let text = local()?.get_item(&format!("{SAVE_PREFIX}{id}")).ok().flatten()?;
    Some(decode(&text).map(|(game, _)| game))
}

/// The review kept in game `id`'s save (see [`crate::ui::after_game::review`]), if it has one that reads.
pub fn review_of(id: &str) -> Option<Vec<Judgement>> {
    let text = local()?.get_item(&format!("{SAVE_PREFIX}{id}")).ok().flatten()?;
    let Ok(Json::Obj(fields)) = json::parse(&text) else { return None };
    let (_, review) = fields.into_iter().find(|(key, _)| key == REVIEW_FIELD)?;
    Vec::<Judgement>::from_tree(&review)
}

/// Keeps a finished review in game `id`'s save, beside the session (saving the game again, as a
/// move taken back does, leaves it out: it judged another game).
pub fn keep_review(id: &str, judged: &[Judgement]) -> Result<(), StorageRefused> {
    let key = format!("{SAVE_PREFIX}{id}");
    let store = local().ok_or(StorageRefused)?;
    let Some(Ok(Json::Obj(mut fields))) = store.get_item(&key).ok().flatten().map(|t| json::parse(&t)) else {
        return Ok(());
    };
    fields.retain(|(key, _)| key != REVIEW_FIELD);
    fields.push((REVIEW_FIELD.to_string(), judged.to_vec().to_tree()));
    store.set_item(&key, &json::to_string(&Json::Obj(fields))).map_err(|_| StorageRefused)
}

/// Deletes one saved game (and nothing else).
pub fn delete(id: &str) {
    if let Some(s) = local() {
        let _ = s.remove_item(&format!("{SAVE_PREFIX}{id}"));
        let _ = s.remove_item(&format!("{HISTORY_PREFIX}{id}"));
        history_changed();
        let _ = s.remove_item(&live_key(id));
    }
}

/// The storage key that names the page playing game `id`; other pages hear it change through the
/// browser's `storage` event.
pub fn live_key(id: &str) -> String {
    format!("{LIVE_PREFIX}{id}")
}

/// Marks `page` (a token unique to one open page) as the one playing game `id`; any other page
/// playing it stops taking moves.
pub fn claim(id: &str, page: &str) {
    if let Some(s) = local() {
        let _ = s.set_item(&live_key(id), page);
    }
}

/// True while `page` is the one playing game `id` (or nobody has claimed it).
pub fn is_live(id: &str, page: &str) -> bool {
    let owner = local().and_then(|s| s.get_item(&live_key(id)).ok().flatten());
    owner.is_none_or(|o| o == page)
}

/// The stored text of one game, for export to a file.
pub fn export(id: &str) -> Option<String> {
    local()?.get_item(&format!("{SAVE_PREFIX}{id}")).ok().flatten()
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

/// True when two saves hold the same game at the same point (whenever each was saved).
fn same_game(a: &AnySession, b: &AnySession) -> bool {
    a.encode(0.0) == b.encode(0.0)
}

/// Stores an exported game under a new id, after checking it completely; a game already saved here
/// at the same point is not stored twice.
pub fn import(text: &str) -> Result<String, ImportError> {
    let (session, saved_at) = decode(text).map_err(ImportError::Invalid)?;
    let here = list().into_iter().find(|saved| saved.game.as_ref().is_ok_and(|g| same_game(g, &session)));
    if let Some(saved) = here {
        return Err(ImportError::AlreadyHere(saved.id));
    }
    // A finished game may be in the history, past the saved games listed.
    if let Some(new) = session.finished(0.0) {
        if let Some((id, _)) = history().iter().find(|(_, f)| f.as_ref().is_ok_and(|f| f.same_game(&new))) {
            return Err(ImportError::AlreadyHere(id.clone()));
        }
    }
    let id = new_id(session.entry().id);
    let store = local().ok_or(ImportError::Refused)?;
    let key = format!("{SAVE_PREFIX}{id}");
    store.set_item(&key, text).map_err(|_| ImportError::Refused)?;
    // A finished game comes in whole, its summary with it, or not at all.
    if remember_finished(&id, &session, saved_at).is_err() {
        let _ = store.remove_item(&key);
        return Err(ImportError::Refused);
    }
    Ok(id)
}

/// The whole history as one file: every finished game's save (moves and all), and the summary of each
/// whose moves were dropped to make room (`{"history": [save, …], "results": [summary, …]}`).
pub fn export_history() -> String {
    let (mut saves, mut results) = (Vec::new(), Vec::new());
    for (id, finished) in history().iter() {
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
    if let Some((id, _)) = history().iter().find(|(_, f)| f.as_ref().is_ok_and(|f| f.same_game(&finished))) {
        return Err(ImportError::AlreadyHere(id.clone()));
    }
    let id = new_id(&finished.game);
    write_json(&format!("{HISTORY_PREFIX}{id}"), &finished).map_err(|_| ImportError::Refused)?;
    history_changed();
    Ok(())
}

/// Imports a history file (`{"history": [save, …]}`, see the history screen's export): every game in
/// it is checked and imported like a file of its own. Returns how many were new and how many were
/// here already; `None` if the text is not a history file; a refused game is not counted.
pub fn import_history(text: &str) -> Option<Result<(usize, usize), ImportError>> {
    let Ok(Json::Obj(mut fields)) = json::parse(text) else { return None };
    let mut take = |name: &str| fields.iter().position(|(key, _)| key == name).map(|at| fields.remove(at).1);
    let Some(Json::Arr(games)) = take("history") else { return None };
    let results = match take("results") {
        Some(Json::Arr(results)) => results,
        _ => Vec::new(),
    };
    let imported = games.into_iter().map(|game| import(&json::to_string(&game)).map(drop)).chain(
        results
            .iter()
            .map(|r| Finished::from_tree(r).map_or(Err(ImportError::Invalid(LoadError::Unreadable)), import_result)),
    );
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

/// A JSON value stored under `key`, if present and readable.
fn read_json<T: Tree>(key: &str) -> Option<T> {
    local()?.get_item(key).ok().flatten().and_then(|t| json::from_str(&t).ok())
}

/// Stores a setting under `key`: a convenience, not game state (a device too full to keep it asks
/// for it again next time).
fn remember<T: Tree>(key: &str, value: &T) {
    let _ = write_json(key, value);
}

/// Stores a JSON value under `key`; says when the browser would not.
fn write_json<T: Tree>(key: &str, value: &T) -> Result<(), StorageRefused> {
    local().ok_or(StorageRefused)?.set_item(key, &json::to_string(value)).map_err(|_| StorageRefused)
}

/// The player names used last time, in seat order.
pub fn remembered_names() -> Vec<String> {
    read_json(NAMES_KEY).unwrap_or_default()
}

/// Remembers the names for the next game.
pub fn remember_names(names: &[String]) {
    remember(NAMES_KEY, &names.to_vec());
}

/// Who played each seat last time (people, or bots at their levels).
pub fn remembered_players() -> Vec<Player> {
    read_json(PLAYERS_KEY).unwrap_or_default()
}

/// Remembers who plays each seat for the next game.
pub fn remember_players(players: &[Player]) {
    remember(PLAYERS_KEY, &players.to_vec());
}

/// A setting of this device's teaching, kept as a word of its own (no record to read).
#[derive(Clone, Copy)]
pub enum Teaching {
    /// Coach marks explain the rules as they first matter (on unless turned off).
    Marks,
    /// Every game offers a hint, not only a guided one (off unless turned on).
    Hints,
}

impl Teaching {
    fn key(self) -> &'static str {
        match self {
            Teaching::Marks => MARKS_OFF_KEY,
            Teaching::Hints => HINTS_ON_KEY,
        }
    }

    /// The setting on this device.
    pub fn on(self) -> bool {
        let set = local().and_then(|s| s.get_item(self.key()).ok().flatten()).is_some();
        set != matches!(self, Teaching::Marks)
    }

    /// Remembers the setting.
    pub fn remember(self, on: bool) {
        if let Some(s) = local() {
            let _ = match on != matches!(self, Teaching::Marks) {
                true => s.set_item(self.key(), "1"),
                false => s.remove_item(self.key()),
            };
        }
    }
}

/// The games this device has learned (played one to its end), whose ordinary games explain nothing.
fn learned_games() -> String {
    local().and_then(|s| s.get_item(LEARNED_KEY).ok().flatten()).unwrap_or_default()
}

/// True once the game with this id has been played to its end on this device.
pub fn learned(id: &str) -> bool {
    learned_games().split(' ').any(|g| g == id)
}

/// Remembers that the game with this id was played to its end on this device.
pub fn remember_learned(id: &str) {
    if let (false, Some(s)) = (learned(id), local()) {
        let _ = s.set_item(LEARNED_KEY, &format!("{} {id}", learned_games()));
    }
}

/// The language chosen last time, else the browser's preference.
pub fn language() -> Lang {
    let saved = local().and_then(|s| s.get_item(LANG_KEY).ok().flatten());
    let preferred = web_sys::window().and_then(|w| w.navigator().language());
    match saved.or(preferred) {
        Some(tag) if tag.starts_with("ja") => Lang::Ja,
        _ => Lang::En,
    }
}

/// Remembers the chosen language.
pub fn remember_language(lang: Lang) {
    if let Some(s) = local() {
        let _ = s.set_item(LANG_KEY, lang.tag());
    }
}

/// How many minutes a private screen may stay up untouched on this device (see [`IDLE_MINUTES`]).
pub fn idle_minutes() -> u32 {
    read_json(IDLE_KEY).filter(|m| IDLE_MINUTES.contains(m)).unwrap_or(IDLE_MINUTES[1])
}

/// Remembers how long a private screen may stay up untouched.
pub fn remember_idle_minutes(minutes: u32) {
    remember(IDLE_KEY, &minutes);
}

/// The choices for [`idle_minutes`]; the second is the default.
pub const IDLE_MINUTES: [u32; 4] = [1, 3, 5, 10];

/// How long each bot move stays on screen at least on this device, in ms (see [`BOT_PACES`]).
pub fn bot_pace() -> u32 {
    read_json(PACE_KEY).filter(|ms| BOT_PACES.contains(ms)).unwrap_or(BOT_PACES[1])
}

/// Remembers how long each bot move stays on screen.
pub fn remember_bot_pace(ms: u32) {
    remember(PACE_KEY, &ms);
}

/// The choices for [`bot_pace`]; the second is the default.
pub const BOT_PACES: [u32; 3] = [300, 600, 1200];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::bremen::{Bremen, BremenAction, BremenOptions};
    use crate::rules::dog::{Dog, DogAction, DogOptions};
    use crate::ui::table::session::{Session, Stage};

    fn bremen() -> AnySession {
        let names = vec!["A".into(), "B".into(), "C".into()];
        let mut s: Session<Bremen> =
            Session::start(names, vec![Player::Person; 3], BremenOptions { players: 3, ..BremenOptions::default() }, 5)
                .unwrap();
        s.reveal();
        let tile = s.view().legal[0];
        s.act(BremenAction::Play(tile)).unwrap();
        Box::new(s)
    }

    fn dog() -> AnySession {
        let names = vec!["A".into(), "B".into()];
        let mut s: Session<Dog> =
            Session::start(names, vec![Player::Person; 2], DogOptions { players: 2, ..DogOptions::default() }, 5)
                .unwrap();
        s.act(DogAction::Roll).unwrap();
        Box::new(s)
    }

    #[test]
    fn a_save_of_each_game_round_trips() {
        let (back, saved_at) = decode(&bremen().encode(1234.0)).unwrap();
        assert_eq!(saved_at, 1234.0);
        assert_eq!(back.entry().id, "bremen");
        assert!(matches!(back.stage(), Stage::Curtain(_)));
        assert_eq!(back.typed::<Bremen>().unwrap().moves(), 1);
        let (back, _) = decode(&dog().encode(0.0)).unwrap();
        assert_eq!(back.typed::<Dog>().expect("a Dog save").moves(), 2, "the roll and the dice it landed");
    }

    #[test]
    fn a_kept_review_stays_with_the_same_moves_and_goes_with_others() {
        let game = bremen();
        let old = game.encode(1.0);
        let reviewed = format!("{},\"review\":[]}}", old.strip_suffix('}').unwrap());
        let again = review_of_same_moves(&reviewed, &game.encode(2.0)).expect("the same moves keep it");
        assert!(again.contains("\"review\":[]") && again.contains("\"saved_at\":2"), "{again}");
        assert!(decode(&again).is_ok(), "a save with its review still opens");
        let mut other = game;
        other.undo();
        assert_eq!(review_of_same_moves(&reviewed, &other.encode(3.0)), None, "a move taken back drops it");
        assert_eq!(review_of_same_moves(&old, &old), None, "no review, nothing to keep");
        assert_eq!(review_of_same_moves("{", &old), None);
    }

    #[test]
    fn a_save_holds_the_moves_not_the_game() {
        let text = bremen().encode(0.0);
        assert!(text.contains("\"options\":") && text.contains("\"actions\":"));
        assert!(!text.contains("\"hands\"") && !text.contains("\"rng\""), "no snapshot of the game: {text}");
    }

    #[test]
    fn saves_of_the_first_format_still_open_where_they_stood() {
        let (bremen, saved_at) = decode(include_str!("../../../tests/fixtures/v1-bremen.json")).unwrap();
        assert_eq!(saved_at, 1_700_000_000_000.0);
        let b = bremen.typed::<Bremen>().unwrap();
        assert_eq!((b.names(), b.moves(), b.seed()), (&["Aiko".into(), "Ben".into(), "Chie".into()][..], 4, 7));
        assert_eq!(b.options().players, 3);
        assert!(matches!(b.stage(), Stage::Curtain(_)), "behind its curtain");
        let (dog, _) = decode(include_str!("../../../tests/fixtures/v1-dog.json")).unwrap();
        assert!(dog.typed::<Dog>().unwrap().moves() >= 6);
        // Written back, it is in the current format.
        assert!(bremen.encode(0.0).starts_with("{\"schema\":3,"));
    }

    #[test]
    fn a_finished_game_is_kept_with_its_moves_packed_and_opens_as_it_ended() {
        let whole = include_str!("../../../tests/fixtures/bremen-won.json");
        let (won, saved_at) = decode(whole).expect("a finished game of schema 2 opens");
        let packed = won.encode(saved_at);
        assert!(packed.contains("\"moves\":{\"seats\":") && !packed.contains("\"actions\""), "{packed}");
        assert!(packed.len() * 3 < whole.len(), "{} characters packed, {} whole", packed.len(), whole.len());
        let (again, _) = decode(&packed).expect("the packed save opens");
        let (a, b) = (won.typed::<Bremen>().unwrap(), again.typed::<Bremen>().unwrap());
        assert_eq!((a.moves(), format!("{:?}", a.stage())), (b.moves(), format!("{:?}", b.stage())));
        assert_eq!(format!("{:?}", a.outcome()), format!("{:?}", b.outcome()), "the same end");
        // A packed list that no longer fits the game is refused as changed, never guessed at.
        let picks = packed.find("\"picks\":\"").unwrap() + 9;
        let changed = format!("{}_{}", &packed[..picks], &packed[picks + 1..]);
        assert_eq!(decode(&changed).err(), Some(LoadError::Inconsistent));
        // A game in progress keeps its moves whole.
        assert!(bremen().encode(0.0).contains("\"actions\":[["));
    }

    #[test]
    fn damaged_foreign_and_newer_saves_are_refused_with_a_reason() {
        assert_eq!(decode("{not json").err(), Some(LoadError::Unreadable));
        let text = bremen().encode(0.0);
        assert_eq!(decode(&text.replacen("\"schema\":3", "\"schema\":4", 1)).err(), Some(LoadError::Schema(4)));
        assert_eq!(
            decode(&text.replacen("\"game\":\"bremen\"", "\"game\":\"chess\"", 1)).err(),
            Some(LoadError::Foreign("chess".into()))
        );
        assert_eq!(
            decode(&text.replacen("\"game\":\"bremen\"", "\"game\":\"dog\"", 1)).err(),
            Some(LoadError::Unreadable)
        );
        // The first tile played by the seat after the one that played it: its moves no longer replay.
        let played_by = |seat: usize| format!("\"actions\":[[{seat},");
        let seat = (0..3).find(|&seat| text.contains(&played_by(seat))).expect("one play saved");
        let tampered = text.replacen(&played_by(seat), &played_by((seat + 1) % 3), 1);
        assert_eq!(decode(&tampered).err(), Some(LoadError::Inconsistent));
        assert_eq!(decode(&text[..text.len() / 2]).err(), Some(LoadError::Unreadable), "a file cut short");
    }

    #[test]
    fn a_renamed_player_is_still_the_same_game() {
        let text = bremen().encode(0.0);
        let renamed = text.replacen("\"names\":[\"A\"", "\"names\":[\"Aiko\"", 1);
        assert_ne!(renamed, text);
        let (game, _) = decode(&renamed).expect("a name is not part of the game's moves");
        assert_eq!(game.names()[0], "Aiko");
        assert!(!same_game(&game, &decode(&text).unwrap().0), "but it is not the very same save");
    }
}
