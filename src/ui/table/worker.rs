//! A bots' Web Worker and what it says (DESIGN.md "Bots on every core"): the one way the page asks a
//! search of the worker built from `src/bin/bot_worker.rs` (a bot's move, a hint, a review's
//! judgement). Dropping a [`BotWorker`] stops listening and ends the worker; a worker that fails (its
//! code does not load, or it stops) fails only the question asked, never the page.

use gloo_events::{EventListener, EventListenerOptions};
use rules::bots::worker::READY;
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
