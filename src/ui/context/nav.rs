//! Where the app is: the one way the route changes ([`Nav::go`]), and the rules page open over it. A
//! route whose room is a part of the page not here yet waits for it (the app says which: only the app
//! names the lazily loaded rooms), the screen it was asked from showing until then.

use super::Language;
use crate::ui::parts::{self, Part};
use leptos::prelude::*;

/// Which screen is showing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Route {
    /// The game cards and the game to continue.
    Home,
    /// Setting up a new game of the game with this id.
    Setup(&'static str),
    /// Playing the current game.
    Play,
    /// Stepping through the current game, once it is over.
    Replay,
    /// The finished games and each person's record.
    History,
}

/// Where the app is.
#[derive(Clone, Copy)]
pub struct Nav {
    route: RwSignal<Route>,
    /// The game whose rules are open over the screen (its id), if any.
    rules: RwSignal<Option<&'static str>>,
    lang: Language,
    /// The part a route's room is, if it is one (the app's list).
    part_of: fn(Route) -> Option<Part>,
}

impl Nav {
    /// Starts at `route`; `part_of` says which routes' rooms are parts of the page.
    pub fn new(route: Route, lang: Language, part_of: fn(Route) -> Option<Part>) -> Nav {
        Nav { route: RwSignal::new(route), rules: RwSignal::new(None), lang, part_of }
    }

    /// The handle from context (provided by the app).
    pub fn get() -> Nav {
        expect_context()
    }

    /// The route showing, for a view that follows it.
    pub fn route(self) -> Route {
        self.route.get()
    }

    /// The route showing, read once.
    pub fn route_untracked(self) -> Route {
        self.route.get_untracked()
    }

    /// Goes to `to`: at once, or once its room's part is here.
    pub fn go(self, to: Route) {
        self.go_then(to, || {});
    }

    /// Goes to `to` once its room's part is here (at once if it is), doing `first` just before.
    pub fn go_then(self, to: Route, first: impl Fn() + 'static) {
        let route = self.route;
        let go = move || {
            first();
            route.set(to);
        };
        match (self.part_of)(to) {
            Some(part) => parts::then(part, self.lang.untracked(), go),
            None => go(),
        }
    }

    /// The parts of the page the routes' rooms are, for the background fetch.
    pub fn room_parts(self) -> Vec<Part> {
        [Route::Replay, Route::History].into_iter().filter_map(self.part_of).collect()
    }

    /// The game whose rules are open, if any (tracked).
    pub fn rules(self) -> Option<&'static str> {
        self.rules.get()
    }

    /// Opens the rules of game `id` over the screen (`None` closes them).
    pub fn show_rules(self, id: Option<&'static str>) {
        self.rules.set(id);
    }
}
