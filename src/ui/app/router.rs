//! The one router: which screen the route shows. A route that cannot show what it names (a game
//! that is not here, a replay with no finished game) shows the home; a screen of a game waits for
//! its words ([`worded`]), or says why it can't.

use super::guard::TakenOver;
use super::rooms::{HISTORY, REPLAY};
use crate::ui::context::{Nav, Play, Route, Saves};
use crate::ui::home::Home;
use crate::ui::parts;
use crate::ui::setup::Setup;
use crate::ui::table::kit::worded;
use leptos::prelude::*;

/// The screen the route shows; `playing` is the id of the game on the table, if any.
#[component]
pub fn Router(playing: Memo<Option<&'static str>>) -> impl IntoView {
    let (nav, play, saves) = (Nav::get(), Play::get(), Saves::get());
    let home = || view! { <Home /> }.into_any();
    move || match nav.route() {
        _ if play.taken_over() => view! { <TakenOver /> }.into_any(),
        Route::Home => home(),
        Route::Setup(id) => match saves.games().playable(id) {
            Some(game) => worded(&move || view! { <Setup game /> }.into_any()),
            None => home(),
        },
        Route::Play => match playing.get().and_then(|id| saves.games().find(id)).and_then(parts::here) {
            Some(part) => worded(&part.board),
            None => home(),
        },
        // The replay waits for the game's words itself, so that a language switch keeps its place.
        Route::Replay => match parts::room(&REPLAY) {
            Some(room) => room(),
            None => home(),
        },
        Route::History => match parts::room(&HISTORY) {
            Some(room) => room(),
            None => home(),
        },
    }
}
