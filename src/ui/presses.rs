//! A press belongs to the screen it began on (DESIGN.md "Pass and play"): decided once, here, for
//! every screen of every game, before any control hears of the press.
//!
//! Every pointer press and every key that goes down is noted with the screen showing then; the
//! window hears each event first (capture phase) and stops those a control must not act on:
//! - a click whose press began on an earlier screen (a finger down before the move, lifted after),
//!   or began while the screen was settling. When a press began is the event's own time, not when
//!   the page heard it: on a slow device the second touch of a double tap can wait for the move's
//!   drawing to end, and is heard on the new screen though it began on the old;
//! - a key's auto-repeat (outside a text field), and the lifting of a key that went down on an
//!   earlier screen (Space clicks as it lifts);
//! - while another person's screen settles ([`Settle::Screen`]: their own screen appears, after "I am
//!   X", after a bot's move, or with no curtain between two people's turns), any press at all: the
//!   controls fade in once it is over, so the second touch of a slow double tap lands on nothing;
//! - while the same player's next screen settles ([`Settle::Place`]), a press where the press that
//!   ended the last screen ended: a control that appears under the finger ("take back", "Draw
//!   another") is inert for [`SETTLE`]; the rest of the screen acts at once.
//!
//! A key held down does nothing either: each new screen takes the focus from the old one's control,
//! and gives it to its main action only once it has settled.
//!
//! The listeners and the settle's timer belong to the app and its current screen: gloo's
//! `EventListener` is removed and its `Timeout` cancelled when dropped.

use super::session::Stage;
use super::{AppState, Route};
use gloo_events::{EventListener, EventListenerOptions, EventListenerPhase};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::cell::RefCell;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// How long a new screen settles: longer than a slow double tap's gap (600 ms at the slowest), with
/// time to spare for the tap itself.
pub const SETTLE: Duration = Duration::from_millis(700);

/// How near (in CSS px) to where the last press ended a new press is the same place: a fingertip.
const SAME_PLACE: f64 = 40.0;

/// How the screen showing takes presses.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
enum Settle {
    /// Every press that begins now counts.
    #[default]
    Done,
    /// A press where the last screen's last press ended does not count.
    Place,
    /// No press counts: it is another person's screen, and its controls fade in.
    Screen,
}

/// What the window knows of presses: the screen showing and each press under way.
#[derive(Default)]
struct Presses {
    /// The screen showing (counted from the page's first), what it is, and how it settles.
    screen: u32,
    shown: Option<Screen>,
    settle: Settle,
    /// When the screen showing showed (ms, the clock of events' time stamps).
    shown_at: f64,
    /// Where (x, y) the last pointer press ended, and when (ms).
    ended: (f64, f64, f64),
    /// Where the press that ended just before this screen showed ended ([`Settle::Place`]).
    place: (f64, f64),
    /// Each press under way: whose (a pointer's id, or a key's [`key`]), the screen it began on, and
    /// whether it counts.
    down: Vec<(i32, u32, bool)>,
    /// The latest press of either kind: the screen it began on, and whether it counts.
    last: Option<(u32, bool)>,
    /// The end of the screen's settle (cancelled as the next screen replaces it).
    settling: Option<Timeout>,
}

thread_local! {
    static PRESSES: RefCell<Presses> = RefCell::default();
}

/// A key's press among the pointers' (whose ids are never below -1).
fn key(ev: &web_sys::KeyboardEvent) -> i32 {
    -2 - ev.key_code() as i32
}

impl Presses {
    /// True when a press or key that began `at` (ms, its event's time stamp) began on the screen
    /// showing: one heard late, after a slow device drew the next screen, began before it.
    fn began_since_shown(&self, at: f64) -> bool {
        at >= self.shown_at
    }

    /// True when a press that began `at` (ms) at (x, y) counts: never one that began before the screen
    /// showed.
    fn counts_at(&self, x: f64, y: f64, at: f64) -> bool {
        self.began_since_shown(at)
            && match self.settle {
                Settle::Done => true,
                Settle::Place => (x - self.place.0).powi(2) + (y - self.place.1).powi(2) > SAME_PLACE * SAME_PLACE,
                Settle::Screen => false,
            }
    }

    /// Notes a press by `who` beginning now.
    fn began(&mut self, who: i32, counts: bool) {
        self.down.retain(|d| d.0 != who);
        self.down.push((who, self.screen, counts));
        // A few at a time are ever down; forget the oldest.
        if self.down.len() > 8 {
            self.down.remove(0);
        }
        self.last = Some((self.screen, counts));
    }

    /// The press of `who` under way, if one was seen beginning: its screen, and whether it counts.
    fn press(&self, who: i32) -> Option<(u32, bool)> {
        self.down.iter().find(|d| d.0 == who).map(|&(_, screen, counts)| (screen, counts))
    }

    /// True when `press` (screen, counts) began on the screen showing and counts.
    fn current(&self, press: Option<(u32, bool)>) -> bool {
        press.is_some_and(|(screen, counts)| screen == self.screen && counts)
    }

    /// A new screen shows at `now`: the presses under way no longer act, and it settles as `settle`
    /// (as [`Settle::Place`] only if a press ended just before it).
    fn next_screen(&mut self, settle: Settle, now: f64) -> Settle {
        self.screen += 1;
        self.shown_at = now;
        let (x, y, at) = self.ended;
        self.place = (x, y);
        self.settle = match settle {
            Settle::Place if now - at > SETTLE.as_millis() as f64 => Settle::Done,
            settle => settle,
        };
        self.settle
    }
}

/// Starts deciding which presses count: the window's listeners, and a settle at every new screen
/// (see the module's doc). The page's first screen replaced none: it takes presses at once.
pub fn own_presses(state: AppState) {
    let capture = EventListenerOptions { phase: EventListenerPhase::Capture, passive: false };
    let window = window();
    let listen = |event: &'static str, counts: fn(&web_sys::Event, &mut Presses) -> bool| {
        EventListener::new_with_options(&window, event, capture, move |ev| {
            if !PRESSES.with_borrow_mut(|p| counts(ev, p)) {
                ev.prevent_default();
                ev.stop_immediate_propagation();
            }
        })
    };
    for listener in [
        listen("pointerdown", |ev, p| {
            let ev: &web_sys::PointerEvent = ev.unchecked_ref();
            let counts = p.counts_at(f64::from(ev.client_x()), f64::from(ev.client_y()), ev.time_stamp());
            p.began(ev.pointer_id(), counts);
            counts
        }),
        listen("pointerup", |ev, p| {
            let ev: &web_sys::PointerEvent = ev.unchecked_ref();
            // When it was heard, not its time stamp: a screen drawn long after a heard tap settles
            // where it was (a slow device's drawing must not make it seem a bot's later move).
            p.ended = (f64::from(ev.client_x()), f64::from(ev.client_y()), now());
            p.current(p.press(ev.pointer_id()))
        }),
        listen("click", |ev, p| {
            // A click from a finger or the mouse is its pointer's press; from a key (or a label passing
            // its click on), the latest press.
            let own = ev.dyn_ref::<web_sys::PointerEvent>().filter(|e| !e.pointer_type().is_empty());
            let press = own.and_then(|e| p.press(e.pointer_id())).or(p.last);
            press.is_none() || p.current(press)
        }),
        listen("keydown", |ev, p| {
            let ev: &web_sys::KeyboardEvent = ev.unchecked_ref();
            if ev.repeat() {
                return typing(ev);
            }
            let counts = p.settle != Settle::Screen && p.began_since_shown(ev.time_stamp());
            p.began(key(ev), counts);
            counts || typing(ev)
        }),
        listen("keyup", |ev, p| {
            let ev: &web_sys::KeyboardEvent = ev.unchecked_ref();
            let held = p.down.iter().position(|d| d.0 == key(ev)).map(|i| p.down.remove(i));
            p.current(held.map(|(_, screen, counts)| (screen, counts))) || typing(ev)
        }),
    ] {
        // They live as long as the page.
        listener.forget();
    }
    settle_each_new_screen(state);
}

/// True when the key goes to a text field (typing, a held Backspace, is always its own).
fn typing(ev: &web_sys::KeyboardEvent) -> bool {
    let target = ev.target().and_then(|t| t.dyn_into::<web_sys::Element>().ok());
    target.is_some_and(|t| t.matches("input[type=text],input[type=number]").unwrap_or(false))
}

/// The page's clock, in ms: the clock of events' time stamps.
fn now() -> f64 {
    window().performance().map_or(0.0, |p| p.now())
}

/// The screen showing: the route, the game's stage and move, and whether another page took it.
pub(super) type Screen = (Route, Option<(Stage, usize)>, bool);

/// Settles every new screen (another route, stage or move, a takeover): presses under way stop
/// counting; another person's own screen settles whole, the same player's where the last press
/// ended; focus leaves the old screen's control, the view goes back to the top, and once settled
/// the focus goes to the screen's main action.
fn settle_each_new_screen(state: AppState) {
    let screen = Memo::new(move |_| {
        let game = state.game.with(|g| g.as_ref().map(|g| g.screen_key()));
        (state.route.get(), game, state.taken_over.get())
    });
    Effect::new(move |_| {
        let shown = screen.get();
        let Some(before) = PRESSES.with_borrow_mut(|p| p.shown.replace(shown)) else { return };
        // Someone's own screen, after anything but their own screen, is another person's to settle.
        let own = |(route, game, taken): Screen| match (route, game, taken) {
            (Route::Play, Some((Stage::Private(seat), _)), false) => Some(seat),
            _ => None,
        };
        let settle = if own(shown).is_some() && own(shown) != own(before) { Settle::Screen } else { Settle::Place };
        let settle = PRESSES.with_borrow_mut(|p| p.next_screen(settle, now()));
        state.settled.set(settle != Settle::Screen);
        state.placing.set(settle == Settle::Place);
        if let Some(focused) = document().active_element().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            if focused.closest(".screen").ok().flatten().is_some() {
                let _ = focused.blur();
            }
        }
        // At the frame, once the new screen is built: scrolling needs its layout, which a scroll
        // asked for now would compute for a screen half drawn, and then again for the frame.
        request_animation_frame(|| window().scroll_to_with_x_and_y(0.0, 0.0));
        let done = move || {
            PRESSES.with_borrow_mut(|p| p.settle = Settle::Done);
            state.settled.set(true);
            state.placing.set(false);
            if state.route.get_untracked() == Route::Play {
                request_animation_frame(focus_main_action);
            }
        };
        // The timer of the screen before is cancelled as it is dropped (the one running now stays
        // until the next screen's replaces it).
        let settling = super::timeout(SETTLE, done);
        PRESSES.with_borrow_mut(|p| p.settling = Some(settling));
    });
}

/// Focuses the screen's main action — "I am X" on a curtain, the first playable tile of a hand, or
/// the primary button — without scrolling the top of the screen out of view; unless the player has
/// already moved the focus to a control of their own choosing.
fn focus_main_action() {
    const MAIN_ACTION: &str = ".curtain .hold, main.private .legal, main .primary";
    if document().active_element().is_some_and(|e| e.closest(".screen").ok().flatten().is_some()) {
        return;
    }
    let target = document().query_selector(MAIN_ACTION).ok().flatten();
    if let Some(element) = target.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        let options = web_sys::FocusOptions::new();
        options.set_prevent_scroll(true);
        let _ = element.focus_with_options(&options);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn after_a_tap_at(x: f64, y: f64, settle: Settle, ended_ago: f64) -> Presses {
        let mut p = Presses::default();
        p.began(1, true);
        p.ended = (x, y, 1000.0 - ended_ago);
        p.next_screen(settle, 1000.0);
        p
    }

    #[test]
    fn a_press_that_began_on_the_screen_before_never_counts() {
        let mut p = Presses::default();
        p.began(7, true);
        assert!(p.current(p.press(7)));
        p.next_screen(Settle::Place, 0.0);
        assert!(!p.current(p.press(7)), "lifted on the new screen");
        assert!(!p.current(p.last));
        p.began(-15, true);
        p.next_screen(Settle::Done, 0.0);
        assert!(!p.current(p.press(-15)), "a key held from the screen before");
        assert_eq!(p.press(3), None, "a press never seen");
    }

    #[test]
    fn the_same_players_next_screen_is_inert_only_where_the_last_press_ended() {
        let p = after_a_tap_at(100.0, 600.0, Settle::Place, 5.0);
        assert_eq!(p.settle, Settle::Place);
        assert!(!p.counts_at(110.0, 590.0, 1100.0), "the second tap of a double tap");
        assert!(p.counts_at(100.0, 500.0, 1100.0), "a control elsewhere acts at once");
        // A screen brought by a bot's move long after the person's last tap settles nowhere.
        assert_eq!(after_a_tap_at(100.0, 600.0, Settle::Place, 2000.0).settle, Settle::Done);
    }

    #[test]
    fn another_persons_screen_takes_no_press_until_it_settles() {
        let p = after_a_tap_at(100.0, 600.0, Settle::Screen, 2000.0);
        assert!(!p.counts_at(100.0, 600.0, 1100.0) && !p.counts_at(300.0, 100.0, 1100.0));
    }

    #[test]
    fn a_press_heard_on_a_screen_that_showed_after_it_began_never_counts() {
        // A slow device drew the move of a tap that ended at 200 ms until 1000 ms: the second touch
        // of the double tap, at 800 ms, is heard only after, on the new screen.
        let p = after_a_tap_at(100.0, 600.0, Settle::Place, 800.0);
        assert_eq!(p.settle, Settle::Done, "the screen showed long after the tap");
        assert!(!p.counts_at(100.0, 600.0, 800.0), "the second touch began on the old screen");
        assert!(!p.counts_at(300.0, 100.0, 999.0), "anywhere");
        assert!(p.counts_at(100.0, 600.0, 1000.0), "a touch once it showed");
    }
}
