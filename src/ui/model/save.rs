//! A saved game's text (DESIGN.md "Storage, languages, offline"): which game, which format, when it
//! was last played, and the session's [`Record`] — options, seed, moves and where the hand-over stood;
//! the game itself is rebuilt by replay. Plain text in, plain text out: where it is kept is storage's
//! (a layer above), which game reads it is the registry's. A finished game's review may be kept
//! beside its session in the same text.

use super::judgement::Judgement;
use super::session::Record;
use rules::json::{self, field, field_or, object, Json, Number, Tree};

/// The version of the save format; a save from another version is refused with a clear message.
/// Version 1 also kept a snapshot of the game; its saves still open (their options are read from
/// the snapshot, the rest of it is rebuilt); version 2 kept a finished game's moves whole, as a game
/// in progress keeps them (version 3 packs them: [`rules::moves`]).
pub const SCHEMA: u32 = 3;
/// The save formats this version reads.
const READS: [u32; 3] = [1, 2, SCHEMA];
/// The field of a save that keeps its game's review.
const REVIEW_FIELD: &str = "review";

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
    /// A save of the game with this id whose part of the page has not arrived: the save may be
    /// fine, this page could not fetch the game's code.
    Unfetched(&'static str),
}

/// The text of a save of game `game`, last played at `saved_at` (ms since 1970): one writer for
/// every game.
#[inline(never)]
pub fn encode(game: &str, record: &Record, saved_at: f64) -> String {
    let file = object(vec![
        ("schema", SCHEMA.to_tree()),
        ("game", Json::Str(game.to_string())),
        ("saved_at", saved_at.to_tree()),
        ("session", record.to_tree()),
    ]);
    json::to_string(&file)
}

/// A save's text parsed, its format checked: the tree and the id of the game it is a save of
/// (which the registry then reads as that game's session, with [`read`]).
pub fn header(text: &str) -> Result<(Json, String), LoadError> {
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
    let game = game.clone();
    Ok((tree, game))
}

/// The record in a save's parsed text and when it was last played (one reader for every game).
#[inline(never)]
pub fn read(tree: &Json) -> Option<(Record, f64)> {
    Some((field(tree, "session")?, field_or(tree, "saved_at", || 0.0)?))
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

/// The save `new` with the review kept in `old`, if `old` has one and the same moves (a finished game
/// saved again); `None` otherwise: a move taken back drops it, as it judged another game.
pub fn review_of_same_moves(old: &str, new: &str) -> Option<String> {
    if !old.contains(REVIEW_FIELD) {
        return None;
    }
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

/// The review kept in a save's text, if it has one that reads.
pub fn review_of(text: &str) -> Option<Vec<Judgement>> {
    let Ok(Json::Obj(fields)) = json::parse(text) else { return None };
    let (_, review) = fields.into_iter().find(|(key, _)| key == REVIEW_FIELD)?;
    Vec::<Judgement>::from_tree(&review)
}

/// A save's text with `judged` kept as its review (in place of any before); `None` if the text is
/// not a save's.
pub fn with_review(text: &str, judged: &[Judgement]) -> Option<String> {
    let Ok(Json::Obj(mut fields)) = json::parse(text) else { return None };
    fields.retain(|(key, _)| key != REVIEW_FIELD);
    fields.push((REVIEW_FIELD.to_string(), judged.to_vec().to_tree()));
    Some(json::to_string(&Json::Obj(fields)))
}
