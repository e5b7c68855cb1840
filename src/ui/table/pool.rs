//! The bots' workers (DESIGN.md "Bots on every core"): a pool of Web Workers, each running the code
//! built from `src/bin/bot_worker.rs`, that answers every question the page asks of a search — a
//! bot's move, a hint, a review's judgement. The code is compiled once and handed to each worker.
//!
//! - **Sized to the device**: a worker for each core but the page's ([`size`]), at least one, at
//!   most [`MOST`]. A strong search of several trees is asked tree by tree, each of its own worker,
//!   then the move from their roots ([`rules::bots::worker::Question`]); with one worker it is asked
//!   whole, and the move is the same, later.
//! - **Started when needed, ended when not**: workers start when a question (or a table that will
//!   ask one, [`Pool::warm_up`]) comes, end when idle for [`IDLE`], and every one ends while the page
//!   is hidden: what they were working on is asked again once it shows, so no search runs unseen.
//! - **A worker that fails** (its code does not load, or it stops) is replaced and its question asked
//!   again, up to [`TRIES`] times; then the question is answered with none (the table's "the bot
//!   could not move"), so nothing waits forever. A question no longer wanted is cancelled: the
//!   workers on it are ended (a search cannot be stopped midway) and others start when needed.

use gloo_events::{EventListener, EventListenerOptions};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use rules::bots::worker::{tree_question, trees_question, Question, READY};
use std::collections::VecDeque;
use std::time::Duration;
use wasm_bindgen::{JsCast, JsValue};

/// What starts a worker: `public/bot_worker_loader.js`, which takes the compiled code in its first
/// message.
const LOADER: &str = "bot_worker_loader.js";

/// The workers' code (built by `scripts/worker`, a Trunk hook), compiled once by the page.
const CODE: &str = "bot_worker_bg.wasm";

/// The most workers: a strong search grows at most four trees (`BotGame::TREES`), so a fifth worker
/// would only help a review, whose moves already keep four busy.
pub const MOST: usize = 4;

/// How long workers with nothing to do are kept, so that the next bot's move does not wait for one to
/// start.
const IDLE: Duration = Duration::from_secs(30);

/// Times a question is asked before it is answered with none: a worker that stops on it, or fails to
/// start, is replaced and the question asked again.
const TRIES: u8 = 3;

/// The workers this device gets: one for each core but the one the page runs on (at least one, at
/// most [`MOST`]): a four-core phone gets three, an eight-core one four.
pub fn size() -> usize {
    let cores = window().navigator().hardware_concurrency() as usize;
    cores.saturating_sub(1).clamp(1, MOST)
}

/// A question asked of the pool, to cancel it by.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Asking(u64);

/// A worker of the pool and what it works on.
struct Slot {
    id: u64,
    worker: web_sys::Worker,
    /// True once it listens.
    ready: bool,
    job: Option<Job>,
    _heard: [EventListener; 2],
}

impl Drop for Slot {
    fn drop(&mut self) {
        self.worker.terminate();
    }
}

/// A question for one worker: a whole question, or one tree of one.
#[derive(Clone)]
struct Job {
    asking: u64,
    text: String,
    /// The tree of the question's search it asks, if it asks one.
    tree: Option<usize>,
    tries: u8,
}

/// A question asked of the pool: its trees' roots as they come, and what to do with its answer.
struct Asked {
    id: u64,
    question: Question,
    roots: Vec<Option<String>>,
    answer: Box<dyn FnOnce(Option<String>)>,
}

/// Where the workers' compiled code stands.
enum Code {
    /// Not asked for yet.
    None,
    /// Being fetched and compiled.
    Compiling,
    /// Compiled: each worker is handed it.
    Compiled(JsValue),
    /// The page could not compile it: each worker fetches its own.
    Own,
}

/// The pool's state.
struct Workers {
    slots: Vec<Slot>,
    queue: VecDeque<Job>,
    asked: Vec<Asked>,
    next: u64,
    code: Code,
    /// Workers that failed to start since one last started: at [`TRIES`], every question waiting is
    /// answered with none.
    failed_starts: u8,
    /// True once [`TRIES`] workers in a row failed to start: none is started again (the code does
    /// not load here) until a new question is asked.
    broken: bool,
    hidden: bool,
    /// Workers kept started ahead of any question ([`Pool::warm_up`]), until the pool rests.
    warm: usize,
    idle: Option<Timeout>,
}

/// The pool of bots' workers, the page's for its life (provided by the app).
#[derive(Clone, Copy)]
pub struct Pool(StoredValue<Workers, LocalStorage>);

/// What is to be done once the pool's state is put down: answers to give (an answer may ask again).
type Answers = Vec<(Box<dyn FnOnce(Option<String>)>, Option<String>)>;

impl Pool {
    /// The handle from context.
    pub fn get() -> Pool {
        expect_context()
    }

    /// A pool with no worker yet; its workers end while the page is hidden (the listener lives as long
    /// as the page).
    pub fn for_the_page() -> Pool {
        let pool = Pool(StoredValue::new_local(Workers {
            slots: Vec::new(),
            queue: VecDeque::new(),
            asked: Vec::new(),
            next: 0,
            code: Code::None,
            failed_starts: 0,
            broken: false,
            hidden: document().visibility_state() == web_sys::VisibilityState::Hidden,
            warm: 0,
            idle: None,
        }));
        EventListener::new(&document(), "visibilitychange", move |_| {
            let hidden = document().visibility_state() == web_sys::VisibilityState::Hidden;
            pool.with(|w| w.hide(hidden));
            pool.dispatch();
        })
        .forget();
        pool
    }

    /// Asks `question`; `answer` gets the reply (none if the workers could not give one).
    pub fn ask(self, question: Question, answer: impl FnOnce(Option<String>) + 'static) -> Asking {
        let asking = self.with(|w| {
            let id = w.next;
            w.next += 1;
            w.broken = false;
            let trees = question.trees as usize;
            if trees > 1 && size() > 1 {
                let text = &question.text;
                w.queue.extend((0..trees).map(|t| Job {
                    asking: id,
                    text: tree_question(text, t as u32),
                    tree: Some(t),
                    tries: 0,
                }));
            } else {
                w.queue.push_back(Job { asking: id, text: question.text.clone(), tree: None, tries: 0 });
            }
            w.asked.push(Asked { id, roots: vec![None; trees], question, answer: Box::new(answer) });
            id
        });
        self.dispatch();
        Asking(asking.unwrap_or(u64::MAX))
    }

    /// Drops a question no longer wanted: its answer will not come, and the workers on it end.
    pub fn cancel(self, asking: Asking) {
        self.with(|w| {
            w.asked.retain(|a| a.id != asking.0);
            w.queue.retain(|j| j.asking != asking.0);
            w.slots.retain(|s| s.job.as_ref().is_none_or(|j| j.asking != asking.0));
        });
        self.dispatch();
    }

    /// Starts the workers ahead of a question (a table with a bot seat, or hints on): their code is
    /// compiled and one waits for each core, ready when a bot's turn comes.
    pub fn warm_up(self) {
        self.compile();
        self.with(|w| w.warm = size());
        self.dispatch();
    }

    /// Runs `f` on the pool's state (`None` once the page's owner is gone).
    fn with<T>(self, f: impl FnOnce(&mut Workers) -> T) -> Option<T> {
        let mut f = Some(f);
        let mut out = None;
        self.0.try_update_value(|w| out = f.take().map(|f| f(w)));
        out
    }

    /// Fetches and compiles the workers' code, once.
    fn compile(self) {
        let start = self.with(|w| matches!(w.code, Code::None).then(|| w.code = Code::Compiling)).flatten();
        if start.is_none() {
            return;
        }
        leptos::task::spawn_local(async move {
            let fetched = window().fetch_with_str(CODE);
            let compiled = wasm_bindgen_futures::JsFuture::from(js_sys::WebAssembly::compile_streaming(&fetched)).await;
            self.with(|w| w.code = compiled.map_or(Code::Own, Code::Compiled));
            self.dispatch();
        });
    }

    /// Starts workers until there are `wanted` (at most [`size`]), once the code is compiled and
    /// while the page shows.
    fn start_to(self, wanted: usize) {
        let code = self.with(|w| match &w.code {
            _ if w.hidden || w.broken => None,
            Code::Compiled(module) => Some(module.clone()),
            Code::Own => Some(JsValue::from_str(CODE)),
            _ => None,
        });
        let Some(Some(code)) = code else { return };
        let code: JsValue = code;
        while self.with(|w| w.slots.len() < wanted.min(size())) == Some(true) {
            let Some(slot) = self.start(&code) else {
                self.failed_start();
                return;
            };
            self.with(|w| w.slots.push(slot));
        }
    }

    /// A new worker, handed the code; `None` if the browser refuses one.
    fn start(self, code: &JsValue) -> Option<Slot> {
        let id = self.with(|w| {
            w.next += 1;
            w.next
        })?;
        let worker = web_sys::Worker::new(LOADER).ok()?;
        worker.post_message(code).ok()?;
        let heard = EventListener::new(&worker, "message", move |ev| {
            let said = ev.dyn_ref::<web_sys::MessageEvent>().and_then(|m| m.data().as_string());
            self.heard(id, said);
        });
        // Handled here, the failure goes no further: the page's "something went wrong" is for the
        // page's own code.
        let failed = EventListener::new_with_options(
            &worker,
            "error",
            EventListenerOptions::enable_prevent_default(),
            move |ev| {
                ev.prevent_default();
                self.failed(id);
            },
        );
        Some(Slot { id, worker, ready: false, job: None, _heard: [heard, failed] })
    }

    /// Worker `id` said `said`: that it listens, or its answer (none when it could not answer).
    fn heard(self, id: u64, said: Option<String>) {
        let answers = self.with(|w| {
            let slot = w.slots.iter_mut().find(|s| s.id == id)?;
            if !slot.ready && said.as_deref() == Some(READY) {
                slot.ready = true;
                w.failed_starts = 0;
                return Some(Vec::new());
            }
            let job = slot.job.take()?;
            Some(w.answered(job, said))
        });
        self.give(answers.flatten().unwrap_or_default());
        self.dispatch();
    }

    /// Worker `id` stopped (its code did not load, or it panicked): it is replaced, and its question
    /// asked again (or, at its last try, answered with none).
    fn failed(self, id: u64) {
        let answers = self.with(|w| {
            let at = w.slots.iter().position(|s| s.id == id)?;
            let mut slot = w.slots.remove(at);
            let mut answers = Vec::new();
            match slot.job.take() {
                Some(mut job) => {
                    job.tries += 1;
                    match job.tries < TRIES {
                        true => w.queue.push_front(job),
                        false => answers.extend(w.finish(job.asking, None)),
                    }
                }
                None if !slot.ready => answers.extend(w.failed_to_start()),
                None => {}
            }
            Some(answers)
        });
        self.give(answers.flatten().unwrap_or_default());
        self.dispatch();
    }

    /// A worker could not be made at all: counted as one that failed to start.
    fn failed_start(self) {
        let answers = self.with(|w| w.failed_to_start()).unwrap_or_default();
        self.give(answers);
    }

    /// Gives each answer, after the pool's state is put down and never within [`Pool::ask`] (an
    /// answer may ask again, and the asker keeps its [`Asking`] first).
    fn give(self, answers: Answers) {
        for (answer, reply) in answers {
            leptos::task::spawn_local(async move { answer(reply) });
        }
    }

    /// Hands each waiting question to a worker that listens and has none, starting workers for
    /// those left and those kept warm (up to [`size`]); arms the idle timer once nothing is asked.
    fn dispatch(self) {
        let wanted = self.with(|w| {
            if w.hidden {
                return 0;
            }
            while let Some(slot) = w.slots.iter_mut().find(|s| s.ready && s.job.is_none()) {
                let Some(job) = w.queue.pop_front() else { break };
                let _ = slot.worker.post_message(&JsValue::from_str(&job.text));
                slot.job = Some(job);
            }
            let starting = w.slots.iter().filter(|s| !s.ready).count();
            let waiting = w.queue.len().saturating_sub(starting);
            w.warm.max(w.slots.len() + waiting)
        });
        if let Some(wanted) = wanted {
            if wanted > 0 {
                self.compile();
            }
            self.start_to(wanted);
        }
        self.rest_if_idle();
    }

    /// Arms the idle timer when nothing is asked (the workers end when it fires), disarms it when
    /// something is.
    fn rest_if_idle(self) {
        self.with(|w| {
            let idle = w.asked.is_empty() && w.queue.is_empty() && w.slots.iter().all(|s| s.job.is_none());
            match (idle, w.idle.is_some()) {
                (true, false) => w.idle = Some(super::timeout(IDLE, move || self.rest())),
                (false, true) => w.idle = None,
                _ => {}
            }
        });
    }

    /// Ends every worker: nothing was asked for a while.
    fn rest(self) {
        self.with(|w| {
            w.idle = None;
            if w.asked.is_empty() {
                w.slots.clear();
                w.warm = 0;
            }
        });
    }
}

impl Workers {
    /// What `job`'s answer `said` does: gives its question's answer, or keeps a tree's root (and,
    /// with every root in, asks for the move from them first of all).
    fn answered(&mut self, job: Job, said: Option<String>) -> Answers {
        let (Some(tree), Some(root)) = (job.tree, said.clone()) else {
            return self.finish(job.asking, said);
        };
        let Some(asked) = self.asked.iter_mut().find(|a| a.id == job.asking) else { return Vec::new() };
        asked.roots[tree] = Some(root);
        if let Some(roots) = asked.roots.iter().cloned().collect::<Option<Vec<String>>>() {
            let text = trees_question(&asked.question.text, &roots);
            self.queue.push_front(Job { asking: job.asking, text, tree: None, tries: 0 });
        }
        Vec::new()
    }

    /// Question `asking` is answered with `reply` (none: it or a tree of it failed for good): it is
    /// dropped, with any of its work still waiting or under way.
    fn finish(&mut self, asking: u64, reply: Option<String>) -> Answers {
        self.queue.retain(|j| j.asking != asking);
        self.slots.retain(|s| s.job.as_ref().is_none_or(|j| j.asking != asking));
        let Some(at) = self.asked.iter().position(|a| a.id == asking) else { return Vec::new() };
        vec![(self.asked.remove(at).answer, reply)]
    }

    /// A worker failed to start: at the [`TRIES`]th in a row, every question waiting is answered
    /// with none, and no worker starts until the next question (the workers' code does not load
    /// here).
    fn failed_to_start(&mut self) -> Answers {
        self.failed_starts += 1;
        if self.failed_starts < TRIES {
            return Vec::new();
        }
        self.failed_starts = 0;
        self.broken = true;
        let asked: Vec<u64> = self.asked.iter().map(|a| a.id).collect();
        asked.into_iter().flat_map(|id| self.finish(id, None)).collect()
    }

    /// The page is hidden (or shows again): every worker ends while it is hidden, and what they were
    /// working on waits to be asked again.
    fn hide(&mut self, hidden: bool) {
        self.hidden = hidden;
        if hidden {
            for job in self.slots.iter_mut().rev().filter_map(|s| s.job.take()) {
                self.queue.push_front(job);
            }
            self.slots.clear();
            self.idle = None;
        }
    }
}
