//! The bots' Web Worker: answers the page's questions with a bot's move (see
//! [`rules::bots::worker`]), so a search never holds up the page. Built beside the page
//! (`scripts/worker`, a Trunk hook), with its own profile and flags tuned for speed (`Cargo.toml`,
//! `[profile.bot]`).

fn main() {
    serve();
}

/// Answers every question posted to this worker, after saying it is [`READY`](rules::bots::worker::READY); a question it cannot
/// answer gets `null`.
#[cfg(target_arch = "wasm32")]
fn serve() {
    use wasm_bindgen::closure::Closure;
    use wasm_bindgen::{JsCast, JsValue};
    let scope: web_sys::DedicatedWorkerGlobalScope = js_sys::global().unchecked_into();
    let replies = scope.clone();
    let on_message = Closure::<dyn Fn(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
        let reply = ev.data().as_string().and_then(|question| rules::bots::worker::answer(&question));
        let _ = replies.post_message(&reply.map_or(JsValue::NULL, |r| JsValue::from_str(&r)));
    });
    scope.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    // The handler lives as long as the worker.
    on_message.forget();
    let _ = scope.post_message(&JsValue::from_str(rules::bots::worker::READY));
}

/// Answers each line of standard input on a line of standard output (`null` when it can't): the
/// worker's questions, asked from a shell.
#[cfg(not(target_arch = "wasm32"))]
fn serve() {
    use std::io::{BufRead, Write};
    let mut out = std::io::stdout().lock();
    for line in std::io::stdin().lock().lines().map_while(Result::ok) {
        let reply = rules::bots::worker::answer(&line).unwrap_or_else(|| "null".to_string());
        if writeln!(out, "{reply}").is_err() {
            return;
        }
    }
}
