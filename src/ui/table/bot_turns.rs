//! Bots' turns at the table. When the game shows a bot's turn ([`Stage::Bot`]), the question goes
//! to the bots' Web Worker ([`super::worker`]: started as soon as a game with a bot seat is on the
//! table, so its code is ready for the first question, and never for a game of people), and the page
//! stays free while it searches. Its move is made once the turn has shown for the chosen pace
//! ([`Pref::BotPace`]), so each bot move can be followed; after a person's move, the pace counts
//! from when the screen takes input, so the person has that long to take their move back. A
//! question no longer asked (the move was taken back, the game left) stops the search: the worker is
//! ended, and a new one answers the next question. Leaving the game ends the worker. A worker that
//! fails (its code does not load, or it stops) fails only the question asked, never the page: the
//! table says the bot could not move, and the next question starts a new worker.
//!
//! The same worker answers a hint ([`BotTurns::ask_hint`]): what the strong bot would play for the
//! player on screen, from their seat's own view. It runs for a game with a bot seat, a guided game,
//! or any game when hints are on, so that it is ready when asked.
//!
//! [`Stage::Bot`]: crate::ui::model::session::Stage::Bot

use super::presses::SETTLE;
use super::worker::{BotWorker, Heard};
use crate::ui::context::{Nav, Play, Pref, Prefs, Route};
use crate::ui::model::session::Stage;
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::time::Duration;

/// A hint asked for: the screen it was asked on (see
/// [`Session::screen_key`](crate::ui::model::session::Session::screen_key)) and, once the bots' worker
/// answered, its reply (`None` when it had none).
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub screen: (Stage, usize),
    pub reply: Option<Option<String>>,
}

/// The worker and the question it is working on.
struct Thinker {
    worker: BotWorker,
    /// True once it listens.
    ready: bool,
    /// True once it has failed: it answers nothing more.
    failed: bool,
    /// The question asked, and when its move may show (ms, the page's clock); `None` for a hint's.
    asked: Option<(String, Option<f64>)>,
    /// The answer waiting to show: it goes with the worker (a question no longer asked, the game left).
    showing: Option<Timeout>,
}

/// The bots' turns at the table, and the hint asked on the screen showing.
#[derive(Clone, Copy)]
pub struct BotTurns {
    /// The worker, while the table may ask it something.
    thinker: StoredValue<Option<Thinker>, LocalStorage>,
    /// True when the bot whose turn it is could not find a move.
    failed: RwSignal<bool>,
    /// The hint asked for on the screen showing, if any.
    hint: RwSignal<Option<Hint>>,
    play: Play,
    nav: Nav,
}

impl BotTurns {
    /// The handle from context (provided by [`drive`]).
    pub fn get() -> BotTurns {
        expect_context()
    }

    /// True when the bot whose turn it is could not find a move (tracked).
    pub fn failed(self) -> bool {
        self.failed.get()
    }

    /// The hint asked for last (tracked).
    pub fn hint(self) -> Option<Hint> {
        self.hint.get()
    }

    /// Asks what the strong bot would play for the player on screen; the answer shows on that screen
    /// only.
    pub fn ask_hint(self) {
        let asked = self.play.with_untracked(|g| g.as_ref().and_then(|g| Some((g.hint_question()?, g.screen_key()))));
        let Some((question, screen)) = asked else { return };
        self.hint.set(Some(Hint { screen, reply: None }));
        self.ask(question, None);
    }

    /// Asks `question` (a bot's move shows at `due`; a hint's has none) unless it is the one being
    /// worked on; a search for another question stops.
    fn ask(self, question: String, due: Option<f64>) {
        let asking =
            self.thinker.with_value(|t| t.as_ref().and_then(|t| t.asked.as_ref()).map(|(q, _)| q == &question));
        match asking {
            Some(true) => return,
            Some(false) => self.stop(),
            None => {}
        }
        self.warm_up();
        self.thinker.update_value(|thinker| {
            let Some(t) = thinker.as_mut() else {
                self.failed.set(true);
                return;
            };
            if t.ready {
                t.worker.ask(&question);
            }
            t.asked = Some((question, due));
            t.showing = None;
        });
    }

    /// Starts the worker, if it is not running (or has failed), so that it is ready when a bot's turn
    /// comes.
    fn warm_up(self) {
        if self.thinker.with_value(|t| t.as_ref().is_none_or(|t| t.failed)) {
            self.thinker.set_value(self.start());
        }
    }

    /// Ends the worker: no game with a bot seat is on the table.
    fn end(self) {
        self.thinker.set_value(None);
    }

    /// Ends a search under way, or cancels the move waiting to show (it is no longer wanted).
    fn stop(self) {
        self.thinker.update_value(|thinker| match thinker {
            Some(t) if t.asked.is_some() => *thinker = None,
            Some(t) => t.showing = None,
            None => {}
        });
    }

    /// Starts the worker; `None` if the browser refuses.
    fn start(self) -> Option<Thinker> {
        let worker = BotWorker::start(move |heard, _| {
            self.thinker.update_value(|thinker| {
                let Some(t) = thinker.as_mut() else { return };
                match heard {
                    Heard::Ready => {
                        t.ready = true;
                        if let Some((question, _)) = &t.asked {
                            t.worker.ask(question);
                        }
                    }
                    Heard::Reply(reply) => match t.asked.take() {
                        Some((question, Some(due))) => {
                            let wait = Duration::from_millis((due - now()).max(0.0) as u64);
                            t.showing = Some(super::timeout(wait, move || self.answer(&question, reply)));
                        }
                        Some((_, None)) => self.hinted(reply),
                        None => {}
                    },
                    // The question asked fails as one the bot could not answer; the next one asked
                    // starts a new worker.
                    Heard::Failed => {
                        t.failed = true;
                        match t.asked.take() {
                            Some((_, Some(_))) => self.failed.set(true),
                            Some((_, None)) => self.hinted(None),
                            None => {}
                        }
                    }
                }
            });
        })?;
        Some(Thinker { worker, ready: false, failed: false, asked: None, showing: None })
    }

    /// Shows a hint's answer, if the screen it was asked on still shows.
    fn hinted(self, reply: Option<String>) {
        let screen = self.play.with_untracked(|g| g.as_ref().map(|g| g.screen_key()));
        if let Some(hint) = self.hint.get_untracked().filter(|h| Some(h.screen) == screen) {
            self.hint.set(Some(Hint { reply: Some(reply), ..hint }));
        }
    }

    /// Makes the bot's move, if its question is still the one the game asks.
    fn answer(self, question: &str, reply: Option<String>) {
        let still =
            self.play.with_untracked(|g| g.as_ref().and_then(|g| g.bot_question())).is_some_and(|(q, _)| q == question);
        if !still || self.nav.route_untracked() != Route::Play {
            return;
        }
        let mut made = false;
        if let Some(reply) = reply {
            self.play.change(&mut |g| made = g.bot_answer(&reply));
        }
        if !made {
            self.failed.set(true);
        }
    }
}

/// Asks the worker for each bot's move as it comes up, and makes it when it arrives; provides the
/// [`BotTurns`] handle.
pub fn drive(play: Play, nav: Nav, prefs: Prefs) -> BotTurns {
    let bots = BotTurns {
        thinker: StoredValue::new_local(None),
        failed: RwSignal::new(false),
        hint: RwSignal::new(None),
        play,
        nav,
    };
    provide_context(bots);
    Effect::new(move |_| {
        let live = nav.route() == Route::Play && !play.taken_over();
        let hints = prefs.on(Pref::Hints);
        let (wanted, question) = play.with(|g| match g {
            Some(g) => (g.has_bots() || g.lessons().guided || hints, g.bot_question()),
            None => (false, None),
        });
        bots.failed.set(false);
        if !(live && wanted) {
            bots.end();
            return;
        }
        bots.warm_up();
        match question {
            Some((question, undoable)) => {
                let grace = if undoable { SETTLE.as_millis() as f64 } else { 0.0 };
                let due = now() + grace + f64::from(prefs.untracked(Pref::BotPace));
                bots.ask(question, Some(due));
            }
            // A hint asked on a person's screen goes on (it is dropped if the screen moves on).
            None if bots
                .thinker
                .with_value(|t| t.as_ref().and_then(|t| t.asked.as_ref()).is_some_and(|a| a.1.is_none())) => {}
            None => bots.stop(),
        }
    });
    bots
}

/// The page's clock, in ms.
fn now() -> f64 {
    js_sys::Date::now()
}
