//! This device's settings and conveniences: the names and seats last used, the language, how long a
//! private screen may stay up untouched and a bot's move shows, the teaching (coach marks, hints),
//! the games played to their end, and whether Safari's week was said. A setting the device is too full
//! to keep is asked for again next time: none is game state.

use super::{local, read_json, text, write_json};
use crate::ui::model::session::Player;
use crate::ui::words::Lang;
use rules::json::Tree;

const NAMES_KEY: &str = "hotseat.names";
const LANG_KEY: &str = "hotseat.lang";
const MARKS_OFF_KEY: &str = "hotseat.marks-off";
const HINTS_ON_KEY: &str = "hotseat.hints-on";
const LEARNED_KEY: &str = "hotseat.learned";
const IDLE_KEY: &str = "hotseat.idle";
const PACE_KEY: &str = "hotseat.bot-pace";
const PLAYERS_KEY: &str = "hotseat.players";
const TOLD_OF_THE_WEEK_KEY: &str = "hotseat.told-week";

/// Stores a setting under `key`: a convenience, not game state (a device too full to keep it asks
/// for it again next time).
fn remember<T: Tree>(key: &str, value: &T) {
    let _ = write_json(key, value);
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
        let set = text(self.key()).is_some();
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
    text(LEARNED_KEY).unwrap_or_default()
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
    let saved = text(LANG_KEY);
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

/// True once this device was told that its browser clears a site's games after a week unvisited.
pub fn told_of_the_week() -> bool {
    text(TOLD_OF_THE_WEEK_KEY).is_some()
}

/// Remembers that this device was told of the week.
pub fn remember_told_of_the_week() {
    remember(TOLD_OF_THE_WEEK_KEY, &true);
}
