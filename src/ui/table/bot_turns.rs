//! Bots' turns at the table. When the game shows a bot's turn ([`Stage::Bot`]), the question goes
//! to the bots' workers ([`super::pool`]: started as soon as a game with a bot seat is on the table,
//! so their code is ready for the first question, and never for a game of people), and the page
//! stays free while they search. Its move is made once the turn has shown for the chosen pace
//! ([`Pref::BotPace`]), so each bot move can be followed; after a person's move, the pace counts
//! from when the screen takes input, so the person has that long to take their move back. A
//! question no longer asked (the move was taken back, the game left) is cancelled: the workers on it
//! end, and others answer the next question. When the workers cannot answer (their code does not
//! load, or they stop on it again and again), the table says the bot could not move.
//!
//! The same workers answer a hint ([`BotTurns::ask_hint`]): what the strong bot would play for the
//! player on screen, from their seat's own view. They are started for a game with a bot seat, a
//! guided game, or any game when hints are on, so that they are ready when asked.
//!
//! [`Stage::Bot`]: crate::ui::model::session::Stage::Bot

use super::pool::{Asking, Pool};
use super::presses::SETTLE;
use crate::ui::context::{Nav, Play, Pref, Prefs, Route};
use crate::ui::model::session::Stage;
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use rules::bots::worker::Question;
use std::time::Duration;

/// A hint asked for: the screen it was asked on (see
/// [`Session::screen_key`](crate::ui::model::session::Session::screen_key)) and, once the bots' worker
/// answered, its reply (`None` when it had none).
#[derive(Clone, Debug, PartialEq)]
pub struct Hint {
    pub screen: (Stage, usize),
    pub reply: Option<Option<String>>,
}

/// The question the workers are working on: what it asks, and when its move may show (ms, the page's
/// clock; `None` for a hint's).
struct Thinking {
    asking: Asking,
    question: String,
    due: Option<f64>,
}

/// The bots' turns at the table, and the hint asked on the screen showing.
#[derive(Clone, Copy)]
pub struct BotTurns {
    /// The question asked of the workers, until they answer.
    thinking: StoredValue<Option<Thinking>, LocalStorage>,
    /// The bot's move waiting to show (dropped when the question is no longer asked, or the game left).
    showing: StoredValue<Option<Timeout>, LocalStorage>,
    /// True when the bot whose turn it is could not find a move.
    failed: RwSignal<bool>,
    /// The hint asked for on the screen showing, if any.
    hint: RwSignal<Option<Hint>>,
    play: Play,
    nav: Nav,
    pool: Pool,
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
    /// worked on; the question worked on before is dropped.
    fn ask(self, question: Question, due: Option<f64>) {
        if self.thinking.with_value(|t| t.as_ref().is_some_and(|t| t.question == question.text)) {
            return;
        }
        self.stop();
        let text = question.text.clone();
        let heard = text.clone();
        let asking = self.pool.ask(question, move |reply| self.heard(&heard, reply));
        self.thinking.set_value(Some(Thinking { asking, question: text, due }));
    }

    /// The workers answered `question` with `reply` (none when they could not): a bot's move shows
    /// when due, a hint at once.
    fn heard(self, question: &str, reply: Option<String>) {
        let asked = |t: &mut Option<Thinking>| match t.as_ref().is_some_and(|t| t.question == question) {
            true => t.take(),
            false => None,
        };
        let Some(Some(thinking)) = self.thinking.try_update_value(asked) else {
            return;
        };
        match thinking.due {
            Some(due) => {
                let wait = Duration::from_millis((due - now()).max(0.0) as u64);
                let question = thinking.question;
                self.showing.set_value(Some(super::timeout(wait, move || self.answer(&question, reply))));
            }
            None => self.hinted(reply),
        }
    }

    /// Drops the question being worked on, and the move waiting to show (neither is wanted now).
    fn stop(self) {
        if let Some(Some(thinking)) = self.thinking.try_update_value(Option::take) {
            self.pool.cancel(thinking.asking);
        }
        self.showing.set_value(None);
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
        let still = self
            .play
            .with_untracked(|g| g.as_ref().and_then(|g| g.bot_question()))
            .is_some_and(|(q, _)| q.text == question);
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

/// Asks the workers for each bot's move as it comes up, and makes it when it arrives; provides the
/// [`BotTurns`] handle.
pub fn drive(play: Play, nav: Nav, prefs: Prefs, pool: Pool) -> BotTurns {
    let bots = BotTurns {
        thinking: StoredValue::new_local(None),
        showing: StoredValue::new_local(None),
        failed: RwSignal::new(false),
        hint: RwSignal::new(None),
        play,
        nav,
        pool,
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
            bots.stop();
            return;
        }
        pool.warm_up();
        match question {
            Some((question, undoable)) => {
                let grace = if undoable { SETTLE.as_millis() as f64 } else { 0.0 };
                let due = now() + grace + f64::from(prefs.untracked(Pref::BotPace));
                bots.ask(question, Some(due));
            }
            // A hint asked on a person's screen goes on (it is dropped if the screen moves on).
            None if bots.thinking.with_value(|t| t.as_ref().is_some_and(|t| t.due.is_none())) => {}
            None => bots.stop(),
        }
    });
    bots
}

/// The page's clock, in ms.
fn now() -> f64 {
    js_sys::Date::now()
}
