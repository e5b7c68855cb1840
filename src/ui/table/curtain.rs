//! The hand-over screen (DESIGN.md "Pass and play"): opaque, names the next player, shows only public
//! news since their last turn, and shows nothing private until "I am <name>" is pressed and held.
//!
//! A deliberate gesture, not a tap: the reveal needs [`HOLD`] of pressing (finger, mouse, Enter or
//! Space) with a bar filling as it goes, from a press that began once the curtain settled (it hands
//! the device to another person: see `presses`), so a double tap, or a finger that came down just
//! after the move before, can never show a hand; such a press, still held, is told to lift and press
//! again. Its button sits at the top, away from the controls of the screens around it (a hand
//! of tiles, a "Continue" at the bottom). While the curtain is up, the player who just acted may still
//! take their action back: the device then goes back to them through their own curtain.

use super::presses::Settling;
use crate::ui::context::Language;
use gloo_timers::callback::Timeout;
use leptos::ev::{KeyboardEvent, PointerEvent};
use leptos::prelude::*;
use std::time::Duration;

/// How long "I am X" must be held to show X's screen.
pub const HOLD: Duration = Duration::from_millis(700);

/// The curtain for `name`, with the public `news` since their last turn. `handing_back` says the
/// device goes back to `name` to take an action back. `undo` is the button of the player who may
/// still take back their last action, if any.
pub fn curtain(
    name: String,
    news: Vec<String>,
    handing_back: bool,
    undo: Option<AnyView>,
    on_reveal: Callback<()>,
) -> impl IntoView {
    let t = Language::get().untracked().t();
    let headline = if handing_back { (t.give_back_to)(&name) } else { (t.pass_to)(&name) };
    view! {
        <main class="curtain" data-curtain="up">
            <h1 class="pass">{headline}</h1>
            <p class="only">{(t.only_you)(&name)}</p>
            {hold_button((t.i_am)(&name), on_reveal)}
            <section class="news" aria-label=t.since_last_turn>
                <h2>{t.since_last_turn}</h2>
                {if news.is_empty() {
                    view! { <p>{t.nothing_new}</p> }.into_any()
                } else {
                    view! { <ul>{news.into_iter().map(|line| view! { <li>{line}</li> }).collect_view()}</ul> }.into_any()
                }}
            </section>
            {undo}
        </main>
    }
}

/// The hold is a key's (Enter or Space), not a pointer's.
const KEY: i32 = -1;

/// A button that runs `on_done` only after being held for [`HOLD`]; letting go early cancels it and
/// says to hold. A tap, a double tap or a click does nothing. The hold's timer belongs to the button:
/// if the curtain goes (another tab took the game, the game was left), it is cancelled with it. Only
/// the finger (or key) that began the hold ends it; a second finger's does not.
fn hold_button(label: String, on_done: Callback<()>) -> impl IntoView {
    let t = Language::get().untracked().t();
    let settling = Settling::get();
    let holding = RwSignal::new(false);
    let too_short = RwSignal::new(false);
    // The hold under way: the press holding (a pointer's id, or [`KEY`]) and its timer. It belongs to
    // the button: dropped with it, which cancels the reveal.
    let hold = StoredValue::new_local(None::<(i32, Timeout)>);
    let start = move |by: i32| {
        // A hold under way goes on; otherwise this press starts one, even if the ring still shows a
        // hold whose timer is gone (its end went unheard): it must not block the next.
        let timing = hold.try_with_value(Option::is_some).unwrap_or(false);
        if timing && holding.get_untracked() {
            return;
        }
        too_short.set(false);
        holding.set(true);
        let done = move || {
            holding.set(false);
            on_done.run(());
        };
        hold.try_set_value(Some((by, super::timeout(HOLD, done))));
    };
    // Also runs as the button goes away (its pointer capture is lost after the reveal), when this
    // component's values are already gone: hence the `try_` reads.
    // `by`: the press that ended, or `None` when the hold ends whoever holds (focus left the button).
    let stop = move |by: Option<i32>| {
        let Some((holder, timer)) = hold.try_update_value(Option::take).flatten() else { return };
        if by.is_some_and(|by| by != holder) {
            hold.try_set_value(Some((holder, timer)));
            return;
        }
        drop(timer);
        if holding.try_get_untracked() == Some(true) {
            holding.set(false);
            too_short.set(true);
        }
    };
    let is_press_key = |ev: &KeyboardEvent| ev.key() == "Enter" || ev.key() == " ";
    view! {
        <button class="primary big hold" class:holding=move || holding.get()
            style=format!("--hold: {}ms", HOLD.as_millis())
            aria-describedby="hold-hint"
            on:pointerdown=move |ev: PointerEvent| {
                if ev.button() == 0 {
                    // Keep the press on this button even if the finger slides a little.
                    if let Some(el) = event_target::<web_sys::Element>(&ev).closest("button").ok().flatten() {
                        let _ = el.set_pointer_capture(ev.pointer_id());
                    }
                    start(ev.pointer_id());
                }
            }
            on:pointerup=move |ev: PointerEvent| stop(Some(ev.pointer_id()))
            on:pointercancel=move |ev: PointerEvent| stop(Some(ev.pointer_id()))
            on:lostpointercapture=move |ev: PointerEvent| stop(Some(ev.pointer_id()))
            on:keydown=move |ev: KeyboardEvent| {
                if is_press_key(&ev) {
                    // Enter would click the button: the hold, not the key press, reveals. (A key's
                    // repeats never get here: see `presses`.)
                    ev.prevent_default();
                    start(KEY);
                }
            }
            on:keyup=move |ev: KeyboardEvent| if is_press_key(&ev) { stop(Some(KEY)) }
            on:blur=move |_| stop(None)
            on:contextmenu=move |ev| ev.prevent_default()>
            <span class="fill" aria-hidden="true"></span>
            <span class="label">{label}</span>
        </button>
        // A press that began before the curtain settled never starts the hold, however long it stays:
        // said while it is held, so the button's looking ready is not met with silence.
        <p id="hold-hint" class="hold-hint" class:again=move || too_short.get() || settling.stale()
            class:lift=move || settling.stale()>
            {move || if settling.stale() { t.lift_and_press_again } else if too_short.get() { t.hold_longer } else { t.hold_to_show }}
        </p>
    }
}
