//! The game on the table and what may be done to it: one handle for every game, through which each
//! change is saved at once (a save the browser refuses is said), a finished game joins the history,
//! and a page whose game another page took over changes nothing.

use super::{Language, Nav, Route, Saves};
use crate::ui::contract::{AnySession, Seated};
use crate::ui::model::session::{Session, Stage};
use crate::ui::storage::{keeping, pages, prefs, saves};
use leptos::prelude::*;

/// Which deal a game played again is dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deal {
    /// A fresh one.
    Fresh,
    /// The same deal, everybody in the same seat.
    Same,
    /// The same deal, everybody moved one seat on (so each plays another seat's cards).
    Rotated,
}

/// The game on the table.
#[derive(Clone, Copy)]
pub struct Play {
    /// The game being played, if any.
    game: RwSignal<Option<AnySession>>,
    /// The storage id of that game.
    current: RwSignal<Option<String>>,
    /// This page's token, for claiming the game it plays ([`pages::claim`]).
    page: StoredValue<String>,
    /// True once another page took over the game this page was playing.
    taken_over: RwSignal<bool>,
    /// True while the browser refuses to store the game.
    unsaved: RwSignal<bool>,
    /// True when the browser refused the history's summary of the game that just ended.
    summary_refused: RwSignal<bool>,
    nav: Nav,
    saves: Saves,
    lang: Language,
}

impl Play {
    /// The game `game` saved under `id` (if any) on the table of the page with token `page`.
    pub fn new(game: Option<(String, AnySession)>, page: String, nav: Nav, saves: Saves, lang: Language) -> Play {
        if let Some((id, _)) = &game {
            pages::claim(id, &page);
        }
        let (current, game) = game.map_or((None, None), |(id, game)| (Some(id), Some(game)));
        Play {
            game: RwSignal::new(game),
            current: RwSignal::new(current),
            page: StoredValue::new(page),
            taken_over: RwSignal::new(false),
            unsaved: RwSignal::new(false),
            summary_refused: RwSignal::new(false),
            nav,
            saves,
            lang,
        }
    }

    /// The handle from context (provided by the app).
    pub fn get() -> Play {
        expect_context()
    }

    /// Reads the game on the table, for a view that follows it.
    pub fn with<R>(self, f: impl FnOnce(&Option<AnySession>) -> R) -> R {
        self.game.with(f)
    }

    /// Reads the game on the table once.
    pub fn with_untracked<R>(self, f: impl FnOnce(&Option<AnySession>) -> R) -> R {
        self.game.with_untracked(f)
    }

    /// The storage id of the game on the table, read once.
    pub fn id(self) -> Option<String> {
        self.current.get_untracked()
    }

    /// Changes the current game (if it is a game of `G`) and saves it.
    pub fn update<G: Seated>(self, f: impl FnOnce(&mut Session<G>)) {
        let mut f = Some(f);
        self.change(&mut |any| {
            if let (Some(s), Some(f)) = (any.typed_mut::<G>(), f.take()) {
                f(s);
            }
        });
    }

    /// Changes the current game (if any) and saves it. Nothing changes once another page has taken
    /// the game over: that page's moves are the saved ones. One copy for every change of every game
    /// (`f` is called once).
    pub fn change(self, f: &mut dyn FnMut(&mut AnySession)) {
        let id = self.current.get_untracked();
        if let Some(id) = &id {
            if !pages::is_live(id, &self.page.get_value()) {
                self.taken_over.set(true);
                return;
            }
        }
        let mut ended = None;
        self.game.update(|g| {
            if let (Some(s), Some(id)) = (g, id) {
                f(s);
                self.unsaved.set(saves::save(&id, s).is_err());
                ended = (s.stage() == Stage::Over).then(|| s.entry().id);
                if ended.is_some() {
                    self.summary_refused.set(saves::remember_finished(&id, s, js_sys::Date::now()).is_err());
                }
            }
        });
        // A game played to its end is learned on this device: its next games explain nothing.
        if let Some(game) = ended {
            prefs::remember_learned(game);
        }
    }

    /// Plays a saved session (behind its curtain) and keeps saving it under its id; a page that was
    /// playing it stops.
    pub fn open(self, id: String, session: AnySession) {
        self.put(id, session);
        self.nav.go(Route::Play);
    }

    /// Puts a saved session on the table, saved under its id, without showing it.
    fn put(self, id: String, session: AnySession) {
        pages::claim(&id, &self.page.get_value());
        self.taken_over.set(false);
        self.summary_refused.set(false);
        self.unsaved.set(saves::save(&id, &session).is_err());
        keeping::ask_to_keep();
        self.current.set(Some(id));
        self.game.set(Some(session));
    }

    /// Opens the finished game saved as `id` in its replay, once its game's part and the replay's
    /// are here: the game's own screen is never shown on the way.
    pub fn replay(self, id: String) {
        let store = self.saves.store();
        let game = store.game_of(&id);
        let replay = move || {
            let id = id.clone();
            self.nav.go_then(Route::Replay, move || {
                if let Some(Ok(session)) = store.load(&id) {
                    self.put(id.clone(), session);
                }
            });
        };
        match game {
            Some(game) => crate::ui::parts::then_game(game, self.lang.untracked(), move |_| replay()),
            None => replay(),
        }
    }

    /// A new game of the current one's game with the same players and options, saved under a new id:
    /// a fresh deal, or the same one with the seats as they were or moved one on.
    pub fn play_again(self, deal: Deal) {
        let seed = match deal {
            Deal::Fresh => random_seed(),
            Deal::Same | Deal::Rotated => {
                self.game.with_untracked(|g| g.as_ref().map(|g| g.seed())).unwrap_or_default()
            }
        };
        let next = self.game.with_untracked(|g| g.as_ref().and_then(|g| g.again(seed, deal == Deal::Rotated)));
        if let Some(next) = next {
            self.open(saves::new_id(next.entry().id), next);
        }
    }

    /// Plays the same deal again as the finished game saved as `id` (from the history), once its
    /// game's part is here.
    pub fn same_deal_as(self, id: String) {
        let store = self.saves.store();
        let Some(game) = store.game_of(&id) else { return };
        crate::ui::parts::then_game(game, self.lang.untracked(), move |_| {
            if let Some(Ok(session)) = store.load(&id) {
                self.put(id.clone(), session);
                self.play_again(Deal::Same);
            }
        });
    }

    /// The current game's last move is taken back, if its player still may (see [`Session::undo`]).
    pub fn undo(self) {
        self.change(&mut |g| g.undo());
    }

    /// Deletes a saved game; if it is the one loaded, it is closed too.
    pub fn delete(self, id: &str) {
        saves::delete(id);
        if self.current.get_untracked().as_deref() == Some(id) {
            self.current.set(None);
            self.game.set(None);
        }
        self.saves.changed();
    }

    /// Leaves whatever is showing for the home screen; a private screen is locked first, so whoever
    /// continues the game next meets the curtain.
    pub fn go_home(self) {
        self.lock();
        self.taken_over.set(false);
        self.nav.go(Route::Home);
    }

    /// Takes the game back from the page that took it over: reloads it as saved there (behind its
    /// curtain) and plays it here.
    pub fn take_back(self) {
        let Some(id) = self.current.get_untracked() else { return };
        match self.saves.store().load(&id) {
            Some(Ok(game)) => self.open(id, game),
            _ => self.go_home(),
        }
    }

    /// Brings the curtain down over a private screen.
    pub fn lock(self) {
        if self.game.with_untracked(is_private) {
            self.change(&mut |g| g.lock());
        }
    }

    /// Another page took the game over: only this screen is covered (the save is now the other
    /// page's, so nothing is saved here).
    pub fn lose_to_another_page(self) {
        self.game.update(|g| g.iter_mut().for_each(|g| g.lock()));
        self.taken_over.set(true);
    }

    /// True if the key another page wrote, `key` with `value`, claims the game this page plays.
    pub fn claimed_elsewhere(self, key: Option<String>, value: Option<String>) -> bool {
        let ours = self.current.get_untracked().as_deref().map(pages::live_key);
        key.is_some() && key == ours && value != Some(self.page.get_value())
    }

    /// True once another page took over the game this page was playing (tracked).
    pub fn taken_over(self) -> bool {
        self.taken_over.get()
    }

    /// True while the browser refuses to store the game (tracked).
    pub fn unsaved(self) -> bool {
        self.unsaved.get()
    }

    /// True when the browser refused the history's summary of the game that just ended (tracked).
    pub fn summary_refused(self) -> bool {
        self.summary_refused.get()
    }

    /// True while someone's private screen is showing (tracked, for rendering).
    pub fn showing_private(self) -> bool {
        self.nav.route() == Route::Play && self.game.with(is_private)
    }

    /// True while someone's private screen is showing, read once.
    pub fn showing_private_untracked(self) -> bool {
        self.nav.route_untracked() == Route::Play && self.game.with_untracked(is_private)
    }
}

fn is_private(game: &Option<AnySession>) -> bool {
    game.as_ref().is_some_and(|g| g.showing_private())
}

/// A fresh random seed from the browser's secure random source.
pub fn random_seed() -> u64 {
    getrandom::u64().unwrap_or(0x5EED)
}
