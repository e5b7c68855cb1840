//! The rooms after a game that are parts of the page of their own, each with its split point (only
//! the app names them, as Leptos' `examples/lazy_routes` has only `App` name the lazy views): the
//! replay with its review, and the history. The release build splits each into a module fetched
//! when first opened (scripts/parts).

use crate::ui::after_game::history::History;
use crate::ui::after_game::replay::Replay;
use crate::ui::context::Route;
use crate::ui::parts::{Draw, Part, RoomEntry};
use leptos::prelude::*;
use leptos::wasm_split::SplitLoaderError;

/// The replay room.
pub static REPLAY: RoomEntry = RoomEntry { id: "replay", name: |t| t.replay, load: || Box::pin(replay_part()) };

/// The history room.
pub static HISTORY: RoomEntry = RoomEntry { id: "history", name: |t| t.history, load: || Box::pin(history_part()) };

/// The part of the page a route's room is, if it is one.
pub fn part_of(route: Route) -> Option<Part> {
    match route {
        Route::Replay => Some(Part::Room(&REPLAY)),
        Route::History => Some(Part::Room(&HISTORY)),
        Route::Home | Route::Setup(_) | Route::Play => None,
    }
}

/// The replay's code (and its review's), which the release build splits into a part of its own.
#[leptos::wasm_split::wasm_split(replay, fallible, wasm_split_path = ::leptos::wasm_split)]
fn replay_part() -> Result<Draw, SplitLoaderError> {
    Ok(|| view! { <Replay /> }.into_any())
}

/// The history's code, which the release build splits into a part of its own.
#[leptos::wasm_split::wasm_split(history, fallible, wasm_split_path = ::leptos::wasm_split)]
fn history_part() -> Result<Draw, SplitLoaderError> {
    Ok(|| view! { <History /> }.into_any())
}
