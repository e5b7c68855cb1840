//! What the app keeps in the browser's `localStorage`: the game in progress (autosaved after every
//! action: options, seed, action list and a snapshot, under a schema version), the names last used,
//! and the language. A damaged save gives a clear reason and touches nothing else.

use super::i18n::Lang;
use super::session::Session;
use crate::rules::bremen::Bremen;
use serde::{Deserialize, Serialize};

/// The version of the save format; a save from another version is refused with a clear message.
pub const SCHEMA: u32 = 1;
const SAVE_KEY: &str = "hotseat.save.bremen";
const NAMES_KEY: &str = "hotseat.names";
const LANG_KEY: &str = "hotseat.lang";
const GAME_ID: &str = "bremen";

/// A saved game as stored: which game, which format, and the session itself.
#[derive(Serialize, Deserialize)]
struct SaveFile<S> {
    schema: u32,
    game: String,
    session: S,
}

/// Why a save could not be opened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LoadError {
    /// Not readable as a save at all.
    Unreadable(String),
    /// Written by another version of the app.
    Schema(u32),
    /// A save of some other game.
    Foreign(String),
    /// Readable, but its actions do not replay to its snapshot.
    Inconsistent,
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            LoadError::Unreadable(why) => write!(f, "{why}"),
            LoadError::Schema(v) => write!(f, "format version {v}, this app reads version {SCHEMA}"),
            LoadError::Foreign(game) => write!(f, "a save of '{game}', not of Bremen"),
            LoadError::Inconsistent => write!(f, "its moves do not replay to the saved position"),
        }
    }
}

/// The stored text of a session.
pub fn encode(session: &Session<Bremen>) -> String {
    let file = SaveFile { schema: SCHEMA, game: GAME_ID.to_string(), session };
    serde_json::to_string(&file).expect("a session always serializes")
}

/// Reads a stored session back, checking the format, the game and that its moves replay.
pub fn decode(text: &str) -> Result<Session<Bremen>, LoadError> {
    #[derive(Deserialize)]
    struct Header {
        schema: u32,
        game: String,
    }
    let header: Header = serde_json::from_str(text).map_err(|e| LoadError::Unreadable(e.to_string()))?;
    if header.schema != SCHEMA {
        return Err(LoadError::Schema(header.schema));
    }
    if header.game != GAME_ID {
        return Err(LoadError::Foreign(header.game));
    }
    let file: SaveFile<Session<Bremen>> =
        serde_json::from_str(text).map_err(|e| LoadError::Unreadable(e.to_string()))?;
    file.session.verify().map_err(|_| LoadError::Inconsistent)?;
    Ok(file.session.after_reload())
}

fn local() -> Option<web_sys::Storage> {
    web_sys::window()?.local_storage().ok().flatten()
}

/// The browser would not store a save (storage full, disabled or unavailable).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StorageRefused;

/// Saves the game in progress.
pub fn save(session: &Session<Bremen>) -> Result<(), StorageRefused> {
    local().ok_or(StorageRefused)?.set_item(SAVE_KEY, &encode(session)).map_err(|_| StorageRefused)
}

/// The game in progress, if one was saved.
pub fn load() -> Option<Result<Session<Bremen>, LoadError>> {
    let text = local()?.get_item(SAVE_KEY).ok().flatten()?;
    Some(decode(&text))
}

/// Forgets the saved game (finished, or damaged and discarded by the players).
pub fn discard() {
    if let Some(s) = local() {
        let _ = s.remove_item(SAVE_KEY);
    }
}

/// The player names used last time, in seat order.
pub fn remembered_names() -> Vec<String> {
    local()
        .and_then(|s| s.get_item(NAMES_KEY).ok().flatten())
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default()
}

/// Remembers the names for the next game.
pub fn remember_names(names: &[String]) {
    if let (Some(s), Ok(text)) = (local(), serde_json::to_string(names)) {
        let _ = s.set_item(NAMES_KEY, &text);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::bremen::BremenOptions;
    use crate::ui::session::Stage;

    fn session() -> Session<Bremen> {
        let names = vec!["A".into(), "B".into(), "C".into()];
        let mut s: Session<Bremen> =
            Session::start(names, BremenOptions { players: 3, ..BremenOptions::default() }, 5).unwrap();
        s.reveal();
        let tile = s.view().legal[0];
        s.act(crate::rules::bremen::BremenAction::Play(tile)).unwrap();
        s
    }

    #[test]
    fn a_save_round_trips() {
        let s = session();
        let back = decode(&encode(&s)).unwrap();
        assert_eq!(back.moves(), 1);
        assert_eq!(back.stage(), s.stage());
        assert!(matches!(back.stage(), Stage::Curtain(_)));
    }

    #[test]
    fn damaged_foreign_and_newer_saves_are_refused_with_a_reason() {
        assert!(matches!(decode("{not json"), Err(LoadError::Unreadable(_))));
        let text = encode(&session());
        assert_eq!(decode(&text.replacen("\"schema\":1", "\"schema\":2", 1)).err(), Some(LoadError::Schema(2)));
        assert_eq!(
            decode(&text.replacen("\"game\":\"bremen\"", "\"game\":\"dog\"", 1)).err(),
            Some(LoadError::Foreign("dog".into()))
        );
        let tampered = text.replacen("\"seed\":5", "\"seed\":6", 1);
        assert_eq!(decode(&tampered).err(), Some(LoadError::Inconsistent));
    }
}
