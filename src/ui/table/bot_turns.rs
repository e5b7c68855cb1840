//! Bots' turns at the table. When the game shows a bot's turn ([`super::session::Stage::Bot`]), the
//! question goes to the bots' Web Worker (started as soon as a game with a bot seat is on the table,
//! so its code is ready for the first question, and never for a game of people), and the page stays
//! free while it searches. Its move is made once the
//! turn has shown for the chosen pace ([`AppState::bot_pace`]), so each bot move can be followed;
//! after a person's move, the pace counts from when the screen takes input, so the person has that
//! long to take their move back. A question no longer asked (the move was taken back, the game left)
//! stops the search: the worker is ended, and a new one answers the next question. Leaving the
//! game ends the worker. A worker that fails (its code does not load, or it stops) fails only the
//! question asked, never the page: the table says the bot could not move, and the next question
//! starts a new worker.
//!
//! The same worker answers a hint ([`ask_hint`]): what the strong bot would play for the player on
//! screen, from their seat's own view. It runs for a game with a bot seat, a guided game, or any game
//! when hints are on, so that it is ready when asked.

use super::presses::SETTLE;
use crate::bots::worker::READY;
use crate::ui::{AppState, Route};
use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::cell::RefCell;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// The worker `scripts/worker` builds from `src/bin/bot_worker.rs` (a Trunk hook), started by
/// `public/bot_worker_loader.js`.
const WORKER: &str = "bot_worker_loader.js";

/// A bots' worker and the listeners to it: dropping it stops listening and ends the worker.
pub struct BotWorker {
    asker: Asker,
    _replies: EventListener,
    _failures: EventListener,
}

/// Where questions to a bots' worker are posted.
#[derive(Clone)]
pub struct Asker(web_sys::Worker);

impl Asker {
    /// Posts a question.
    pub fn ask(&self, question: &str) {
        let _ = self.0.post_message(&question.into());
    }
}

/// What a bots' worker says.
pub enum Heard {
    /// It listens: questions may be posted.
    Ready,
    /// The answer to the question asked (its text, or none when it could not answer).
    Reply(Option<String>),
    /// Its code failed to load, or stopped (a panic): it will answer nothing more. Only the question
    /// fails, not the page.
    Failed,
}

impl BotWorker {
    /// Starts a worker whose every word goes to `on_heard`, with where to ask the next question;
    /// `None` if the browser refuses.
    pub fn start(on_heard: impl Fn(Heard, &Asker) + Clone + 'static) -> Option<BotWorker> {
        let asker = Asker(web_sys::Worker::new(WORKER).ok()?);
        let (to, heard) = (asker.clone(), on_heard.clone());
        let replies = EventListener::new(&asker.0, "message", move |ev| {
            let reply = ev.dyn_ref::<web_sys::MessageEvent>().and_then(|m| m.data().as_string());
            heard(if reply.as_deref() == Some(READY) { Heard::Ready } else { Heard::Reply(reply) }, &to)
        });
        // Handled here, the failure goes no further: the page's "something went wrong" is for the
        // page's own code.
        let to = asker.clone();
        let failures = EventListener::new_with_options(
            &asker.0,
            "error",
            EventListenerOptions::enable_prevent_default(),
            move |ev| {
                ev.prevent_default();
                on_heard(Heard::Failed, &to)
            },
        );
        Some(BotWorker { asker, _replies: replies, _failures: failures })
    }

    /// Posts a question.
    pub fn ask(&self, question: &str) {
        self.asker.ask(question);
    }
}

impl Drop for BotWorker {
    fn drop(&mut self) {
        self.asker.0.terminate();
    }
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

thread_local! {
    static THINKER: RefCell<Option<Thinker>> = const { RefCell::new(None) };
}

/// Asks the worker for each bot's move as it comes up, and makes it when it arrives.
pub fn drive(state: AppState) {
    Effect::new(move |_| {
        let live = state.route.get() == Route::Play && !state.taken_over.get();
        let hints = state.hints.get() == 1;
        let (wanted, question) = state.game.with(|g| match g {
            Some(g) => (g.has_bots() || g.lessons().guided || hints, g.bot_question()),
            None => (false, None),
        });
        state.bot_failed.set(false);
        if !(live && wanted) {
            end();
            return;
        }
        warm_up(state);
        match question {
            Some((question, undoable)) => {
                let grace = if undoable { SETTLE.as_millis() as f64 } else { 0.0 };
                let due = now() + grace + f64::from(state.bot_pace.get_untracked());
                ask(state, question, Some(due));
            }
            // A hint asked on a person's screen goes on (it is dropped if the screen moves on).
            None if THINKER
                .with_borrow(|t| t.as_ref().and_then(|t| t.asked.as_ref()).is_some_and(|a| a.1.is_none())) => {}
            None => stop(),
        }
    });
}

/// Asks what the strong bot would play for the player on screen; the answer shows on that screen
/// only ([`AppState::hint`]).
pub fn ask_hint(state: AppState) {
    let asked = state.game.with_untracked(|g| g.as_ref().and_then(|g| Some((g.hint_question()?, g.screen_key()))));
    let Some((question, screen)) = asked else { return };
    crate::ui::teaching::coach::Hint::set(state, Some(crate::ui::teaching::coach::Hint { screen, reply: None }));
    ask(state, question, None);
}

/// Asks `question` (a bot's move shows at `due`; a hint's has none) unless it is the one being worked
/// on; a search for another question stops.
fn ask(state: AppState, question: String, due: Option<f64>) {
    let asking = THINKER.with_borrow(|t| t.as_ref().and_then(|t| t.asked.as_ref()).map(|(q, _)| q == &question));
    match asking {
        Some(true) => return,
        Some(false) => stop(),
        None => {}
    }
    warm_up(state);
    THINKER.with_borrow_mut(|thinker| {
        let Some(t) = thinker.as_mut() else {
            state.bot_failed.set(true);
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
fn warm_up(state: AppState) {
    THINKER.with_borrow_mut(|thinker| {
        if thinker.as_ref().is_none_or(|t| t.failed) {
            *thinker = start(state);
        }
    });
}

/// Ends the worker: no game with a bot seat is on the table.
fn end() {
    THINKER.take();
}

/// Ends a search under way, or cancels the move waiting to show (it is no longer wanted).
fn stop() {
    THINKER.with_borrow_mut(|thinker| match thinker {
        Some(t) if t.asked.is_some() => *thinker = None,
        Some(t) => t.showing = None,
        None => {}
    });
}

/// Starts the worker; `None` if the browser refuses.
fn start(state: AppState) -> Option<Thinker> {
    let worker = BotWorker::start(move |heard, _| {
        THINKER.with_borrow_mut(|thinker| {
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
                        t.showing = Some(crate::ui::timeout(wait, move || answer(state, &question, reply)));
                    }
                    Some((_, None)) => hinted(state, reply),
                    None => {}
                },
                // The question asked fails as one the bot could not answer; the next one asked
                // starts a new worker.
                Heard::Failed => {
                    t.failed = true;
                    match t.asked.take() {
                        Some((_, Some(_))) => state.bot_failed.set(true),
                        Some((_, None)) => hinted(state, None),
                        None => {}
                    }
                }
            }
        });
    })?;
    Some(Thinker { worker, ready: false, failed: false, asked: None, showing: None })
}

/// Shows a hint's answer, if the screen it was asked on still shows.
fn hinted(state: AppState, reply: Option<String>) {
    let screen = state.game.with_untracked(|g| g.as_ref().map(|g| g.screen_key()));
    if let Some(hint) = crate::ui::teaching::coach::Hint::get().filter(|h| Some(h.screen) == screen) {
        crate::ui::teaching::coach::Hint::set(
            state,
            Some(crate::ui::teaching::coach::Hint { reply: Some(reply), ..hint }),
        );
    }
}

/// Makes the bot's move, if its question is still the one the game asks.
fn answer(state: AppState, question: &str, reply: Option<String>) {
    let still =
        state.game.with_untracked(|g| g.as_ref().and_then(|g| g.bot_question())).is_some_and(|(q, _)| q == question);
    if !still || state.route.get_untracked() != Route::Play {
        return;
    }
    let mut made = false;
    if let Some(reply) = reply {
        state.update_game(&mut |g| made = g.bot_answer(&reply));
    }
    if !made {
        state.bot_failed.set(true);
    }
}

/// The page's clock, in ms.
fn now() -> f64 {
    js_sys::Date::now()
}
