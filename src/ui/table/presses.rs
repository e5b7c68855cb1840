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
//! - any press that began in a new screen's first [`GLANCE`], wherever it lands and whoever's screen
//!   it is: nobody sees a screen and chooses on it that fast, so it was meant for the screen before
//!   (a finger that came down 60 ms after "Cowardly" is not the player's next move);
//! - while a screen that hands the device to another person settles ([`Settle::Screen`]: a curtain,
//!   after a move, "Continue", a bot's turn or a take back; their own screen after "I am X" or a
//!   bot's move; the next person's turn in the open), any press at all: its controls stand faded and
//!   fade in once it is over, so the mover's finger can never start the next person's hold, and the
//!   hold needs its full time from a press that began after the settle;
//! - while the same player's next screen settles ([`Settle::Place`]), a press where the press that
//!   ended the last screen ended: a control that appears under the finger ("take back", "Draw
//!   another") is inert for [`SETTLE`]; the rest of the screen acts once its first glance is over.
//!
//! A press that did not count and is still held when its screen takes presses again is said to the
//! player ([`Settling::stale`]: "lift and press again" on a curtain) rather than met with
//! silence. A key held down does nothing either: each new screen takes the focus from the old one's
//! control, and gives it to its main action only once it has settled.
//!
//! The listeners and the settle's timers belong to the app and its current screen: gloo's
//! `EventListener` is removed and its `Timeout` cancelled when dropped. What the presses know is the
//! app's, kept in its [`Settling`] handle, which the app's screen draws from.

use crate::ui::context::{Nav, Play, Route};
use crate::ui::model::session::Stage;
use crate::ui::parts;
use gloo_events::{EventListener, EventListenerOptions, EventListenerPhase};
use gloo_timers::callback::Timeout;
use leptos::prelude::*;
use std::time::Duration;
use wasm_bindgen::JsCast;

/// How long a screen settles where it settles at all: longer than a slow double tap's gap (600 ms at
/// the slowest), with time to spare for the tap itself.
pub const SETTLE: Duration = Duration::from_millis(700);

/// How long every new screen takes no press anywhere: less than anybody takes to see a screen and
/// choose on it.
pub const GLANCE: Duration = Duration::from_millis(200);

/// How near (in CSS px) to where the last press ended a new press is the same place: a fingertip.
const SAME_PLACE: f64 = 40.0;

/// How the screen showing takes presses once its first [`GLANCE`] is over.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Settle {
    /// Every press that begins now counts.
    #[default]
    Done,
    /// A press where the last screen's last press ended does not count.
    Place,
    /// No press counts: the screen hands the device to another person, and its controls fade in.
    Screen,
}

/// One press under way or lately ended: whose (a pointer's id, or a key's [`key`]), the screen it
/// began on, whether it counts, and whether it is still held down.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Press {
    who: i32,
    screen: u32,
    counts: bool,
    held: bool,
}

/// What the window knows of presses: the screen showing and each press under way.
#[derive(Default)]
struct Presses {
    /// The screen showing (counted from the page's first), what it is, and how it settles.
    screen: u32,
    shown: Option<Screen>,
    settle: Settle,
    /// How the screen showing began to settle (its [`Presses::settle`] turns [`Settle::Done`] when
    /// the settle's timer ends, which a busy page may run before the presses that began within it).
    settled_as: Settle,
    /// When the screen showing showed (ms, the clock of events' time stamps).
    shown_at: f64,
    /// Where (x, y) the last pointer press ended, and when (ms).
    ended: (f64, f64, f64),
    /// Where the press that ended just before this screen showed ended ([`Settle::Place`]).
    place: (f64, f64),
    /// The presses under way or lately ended, a few at a time.
    down: Vec<Press>,
    /// The latest press of either kind: the screen it began on, and whether it counts.
    last: Option<(u32, bool)>,
    /// The end of the screen's first glance and of its settle (cancelled as the next screen replaces
    /// them).
    settling: Vec<Timeout>,
}

/// How the screen showing settles, as the app's screen draws it: what the window knows of presses,
/// and the signals the screen follows.
#[derive(Clone, Copy)]
pub struct Settling {
    presses: StoredValue<Presses, LocalStorage>,
    /// How the screen showing settles: whole while it hands the device to another person, where the
    /// last press ended on the same player's next screen, and `Done` once over.
    settle: RwSignal<Settle>,
    /// True in a new screen's first glance, when it takes no press anywhere.
    glancing: RwSignal<bool>,
    /// When the screen showing began to settle (ms, the clock of events' time stamps): shown on the
    /// screen's fieldset, so the browser tests time a press from the app's own clock.
    shown_at: RwSignal<f64>,
    /// True while a press that does not count on the screen showing is still held down: it must be
    /// lifted and pressed again.
    stale: RwSignal<bool>,
}

impl Settling {
    /// The handle from context (provided by [`own_presses`]).
    pub fn get() -> Settling {
        expect_context()
    }

    /// How the screen showing settles (tracked).
    pub fn settle(self) -> Settle {
        self.settle.get()
    }

    /// True in a new screen's first glance (tracked).
    pub fn glancing(self) -> bool {
        self.glancing.get()
    }

    /// When the screen showing began to settle, in ms (tracked).
    pub fn shown_at(self) -> f64 {
        self.shown_at.get()
    }

    /// True while a press that does not count is still held down (tracked).
    pub fn stale(self) -> bool {
        self.stale.get()
    }

    /// Tells the screen whether a press that does not count is still held (only when that changes).
    fn say_stale(self, stale: bool) {
        if self.stale.get_untracked() != stale {
            self.stale.set(stale);
        }
    }

    /// `f` on the presses; `None` once they are gone (the page is closing), when nothing is to count.
    fn with<R>(self, f: impl FnOnce(&mut Presses) -> R) -> Option<R> {
        self.presses.try_update_value(f)
    }
}

/// A key's press among the pointers' (whose ids are never below -1).
fn key(ev: &web_sys::KeyboardEvent) -> i32 {
    key_id(ev.key_code())
}

/// The press of the key with this code.
fn key_id(code: u32) -> i32 {
    -2 - code as i32
}

impl Presses {
    /// True when a press or key that began `at` (ms, its event's time stamp) began once the screen
    /// showing had been seen: not before it showed (one heard late, after a slow device drew the next
    /// screen, began before it), nor in its first [`GLANCE`].
    fn began_after_a_glance(&self, at: f64) -> bool {
        // The page's first screen replaced none: it takes presses at once, however soon the page
        // drew it (the clock starts as the page loads).
        self.screen == 0 || at >= self.shown_at + GLANCE.as_millis() as f64
    }

    /// How the screen settles for a press that began `at` (ms): as it began to if the press began
    /// within its [`SETTLE`], even when a busy page hears the press only after the settle's timer
    /// ended (the second touch of a double tap, heard late, is still the second touch).
    fn settle_at(&self, at: f64) -> Settle {
        match at < self.shown_at + SETTLE.as_millis() as f64 {
            true => self.settled_as,
            false => self.settle,
        }
    }

    /// True when a press that began `at` (ms) at (x, y) counts.
    fn counts_at(&self, x: f64, y: f64, at: f64) -> bool {
        self.began_after_a_glance(at)
            && match self.settle_at(at) {
                Settle::Done => true,
                Settle::Place => (x - self.place.0).powi(2) + (y - self.place.1).powi(2) > SAME_PLACE * SAME_PLACE,
                Settle::Screen => false,
            }
    }

    /// True when a key that went down `at` (ms) counts: a screen that hands the device over takes no
    /// key until it settles, and no screen one in its first glance.
    fn key_counts(&self, at: f64) -> bool {
        self.settle_at(at) != Settle::Screen && self.began_after_a_glance(at)
    }

    /// Notes a press by `who` beginning now.
    fn began(&mut self, who: i32, counts: bool) {
        self.down.retain(|d| d.who != who);
        self.down.push(Press { who, screen: self.screen, counts, held: true });
        // A few at a time are ever down; forget the oldest.
        if self.down.len() > 8 {
            self.down.remove(0);
        }
        self.last = Some((self.screen, counts));
    }

    /// The press of `who` is no longer held (a pointer lifted or cancelled; it is still known, for
    /// the click that may follow).
    fn lifted(&mut self, who: i32) {
        for press in self.down.iter_mut().filter(|d| d.who == who) {
            press.held = false;
        }
    }

    /// A first finger (or the mouse) goes down: no other pointer is held any more, whatever the page
    /// heard of them (a touch whose end never arrived must not stay "held" for ever).
    fn first_pointer(&mut self) {
        for press in self.down.iter_mut().filter(|d| d.who >= -1) {
            press.held = false;
        }
    }

    /// The press of `who` under way, if one was seen beginning: its screen, and whether it counts.
    fn press(&self, who: i32) -> Option<(u32, bool)> {
        self.down.iter().find(|d| d.who == who).map(|d| (d.screen, d.counts))
    }

    /// True when `press` (screen, counts) began on the screen showing and counts.
    fn current(&self, press: Option<(u32, bool)>) -> bool {
        press.is_some_and(|(screen, counts)| screen == self.screen && counts)
    }

    /// True when a press that does not count on the screen showing is still held: one that began
    /// before it showed, in its first glance or while it settled. It must be lifted and pressed again.
    fn stale(&self) -> bool {
        self.down.iter().any(|d| d.held && !self.current(Some((d.screen, d.counts))))
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
        self.settled_as = self.settle;
        self.settle
    }
}

/// Starts deciding which presses count: the window's listeners, and a settle at every new screen of
/// the app's (see the module's doc); provides the [`Settling`] handle the screen draws from. The
/// page's first screen replaced none: it takes presses at once.
pub fn own_presses(play: Play, nav: Nav) -> Settling {
    let settling = Settling {
        presses: StoredValue::new_local(Presses::default()),
        settle: RwSignal::new(Settle::Done),
        glancing: RwSignal::new(false),
        shown_at: RwSignal::new(0.0),
        stale: RwSignal::new(false),
    };
    provide_context(settling);
    let capture = EventListenerOptions { phase: EventListenerPhase::Capture, passive: false };
    let window = window();
    let listen = |event: &'static str, counts: fn(&web_sys::Event, &mut Presses) -> bool| {
        EventListener::new_with_options(&window, event, capture, move |ev| {
            let Some((counts, stale)) = settling.with(|p| (counts(ev, p), p.stale())) else { return };
            if !counts {
                ev.prevent_default();
                ev.stop_immediate_propagation();
            }
            settling.say_stale(stale);
        })
    };
    for listener in [
        listen("pointerdown", |ev, p| {
            let ev: &web_sys::PointerEvent = ev.unchecked_ref();
            if ev.is_primary() {
                p.first_pointer();
            }
            let counts = p.counts_at(f64::from(ev.client_x()), f64::from(ev.client_y()), ev.time_stamp());
            p.began(ev.pointer_id(), counts);
            counts
        }),
        listen("pointerup", |ev, p| {
            let ev: &web_sys::PointerEvent = ev.unchecked_ref();
            // When it was heard, not its time stamp: a screen drawn long after a heard tap settles
            // where it was (a slow device's drawing must not make it seem a bot's later move).
            p.ended = (f64::from(ev.client_x()), f64::from(ev.client_y()), now());
            p.lifted(ev.pointer_id());
            p.current(p.press(ev.pointer_id()))
        }),
        listen("pointercancel", |ev, p| {
            let ev: &web_sys::PointerEvent = ev.unchecked_ref();
            p.lifted(ev.pointer_id());
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
            let counts = p.key_counts(ev.time_stamp());
            p.began(key(ev), counts);
            counts || typing(ev)
        }),
        listen("keyup", |ev, p| {
            let ev: &web_sys::KeyboardEvent = ev.unchecked_ref();
            let held = p.down.iter().position(|d| d.who == key(ev)).map(|i| p.down.remove(i));
            p.current(held.map(|d| (d.screen, d.counts))) || typing(ev)
        }),
    ] {
        // They live as long as the page.
        listener.forget();
    }
    settle_each_new_screen(settling, play, nav);
    settling
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

/// The screen showing: the route, the game's stage and move, and whether it is covered: another page
/// took the game, or a tap waits for a game's part ([`crate::ui::parts`]).
pub type Screen = (Route, Option<(Stage, usize)>, bool);

/// How the screen `shown` settles after `before`: whole when it hands the device to another person —
/// a curtain (the next person's, or the mover's own when they take a move back, look at their secrets
/// or come back to the game), or someone's own screen after anything but their own (after "I am X",
/// a bot's move, another person's turn in the open) — else where the last press ended.
fn settle_after(shown: Screen, before: Screen) -> Settle {
    let own = |(route, game, taken): Screen| match (route, game, taken) {
        (Route::Play, Some((Stage::Private(seat), _)), false) => Some(seat),
        _ => None,
    };
    let curtain = matches!(shown, (Route::Play, Some((Stage::Curtain(_), _)), false));
    if curtain || (own(shown).is_some() && own(shown) != own(before)) {
        Settle::Screen
    } else {
        Settle::Place
    }
}

/// Settles every new screen (another route, stage or move, a takeover): presses under way stop
/// counting; for its first glance no press counts anywhere; a screen that hands the device over
/// settles whole, the same player's next one where the last press ended; focus leaves the old
/// screen's control, the view goes back to the top, and once settled the focus goes to the screen's
/// main action.
fn settle_each_new_screen(settling: Settling, play: Play, nav: Nav) {
    let screen = Memo::new(move |_| {
        let game = play.with(|g| g.as_ref().map(|g| g.screen_key()));
        (nav.route(), game, play.taken_over() || parts::waiting().is_some())
    });
    Effect::new(move |_| {
        let shown = screen.get();
        let Some(before) = settling.with(|p| p.shown.replace(shown)).flatten() else { return };
        let at = now();
        let Some((settle, stale)) = settling.with(|p| (p.next_screen(settle_after(shown, before), at), p.stale()))
        else {
            return;
        };
        settling.glancing.set(true);
        settling.shown_at.set(at);
        settling.settle.set(settle);
        settling.say_stale(stale);
        if let Some(focused) = document().active_element().and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
            if focused.closest(".screen").ok().flatten().is_some() {
                let _ = focused.blur();
            }
        }
        // At the frame, once the new screen is built: scrolling needs its layout, which a scroll
        // asked for now would compute for a screen half drawn, and then again for the frame.
        request_animation_frame(|| window().scroll_to_with_x_and_y(0.0, 0.0));
        let glanced = move || settling.glancing.set(false);
        let done = move || {
            settling.with(|p| p.settle = Settle::Done);
            settling.glancing.set(false);
            settling.settle.set(Settle::Done);
            if nav.route_untracked() == Route::Play {
                request_animation_frame(focus_main_action);
            }
        };
        // The timers of the screen before are cancelled as they are dropped (the ones running now
        // stay until the next screen's replace them).
        let timers = match settle {
            Settle::Done => vec![super::timeout(GLANCE, done)],
            Settle::Place | Settle::Screen => vec![super::timeout(GLANCE, glanced), super::timeout(SETTLE, done)],
        };
        settling.with(|p| p.settling = timers);
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
    use rules::PlayerId;

    /// A screen shown at 1000 ms, after a tap at (x, y) that ended `ended_ago` ms before.
    fn after_a_tap_at(x: f64, y: f64, settle: Settle, ended_ago: f64) -> Presses {
        let mut p = Presses::default();
        p.began(1, true);
        p.lifted(1);
        p.ended = (x, y, 1000.0 - ended_ago);
        p.next_screen(settle, 1000.0);
        p
    }

    const AFTER_THE_GLANCE: f64 = 1000.0 + GLANCE.as_millis() as f64;

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
    fn the_pages_first_screen_takes_a_press_at_once() {
        let p = Presses::default();
        assert!(p.counts_at(300.0, 100.0, 50.0) && p.key_counts(50.0), "a press 50 ms after the page began");
    }

    #[test]
    fn no_screen_takes_a_press_in_its_first_glance_anywhere() {
        for settle in [Settle::Done, Settle::Place, Settle::Screen] {
            // A bot's move long after the last tap, the same player's next screen, another person's.
            let p = after_a_tap_at(100.0, 600.0, settle, 5.0);
            for at in [1000.0, 1060.0, AFTER_THE_GLANCE - 1.0] {
                assert!(!p.counts_at(300.0, 100.0, at), "{settle:?}: a finger elsewhere {} ms in", at - 1000.0);
                assert!(!p.key_counts(at), "{settle:?}: a key {} ms in", at - 1000.0);
            }
        }
        let p = after_a_tap_at(100.0, 600.0, Settle::Place, 2000.0);
        assert!(p.counts_at(100.0, 600.0, AFTER_THE_GLANCE) && p.key_counts(AFTER_THE_GLANCE), "then a look was had");
    }

    #[test]
    fn the_same_players_next_screen_is_inert_only_where_the_last_press_ended() {
        let p = after_a_tap_at(100.0, 600.0, Settle::Place, 5.0);
        assert_eq!(p.settle, Settle::Place);
        assert!(!p.counts_at(110.0, 590.0, 1300.0), "the second tap of a double tap");
        assert!(p.counts_at(100.0, 500.0, 1300.0), "a control elsewhere acts once the screen was seen");
        // A screen brought by a bot's move long after the person's last tap settles nowhere.
        assert_eq!(after_a_tap_at(100.0, 600.0, Settle::Place, 2000.0).settle, Settle::Done);
    }

    #[test]
    fn another_persons_screen_takes_no_press_until_it_settles() {
        let p = after_a_tap_at(100.0, 600.0, Settle::Screen, 2000.0);
        assert!(!p.counts_at(100.0, 600.0, 1300.0) && !p.counts_at(300.0, 100.0, 1600.0));
        assert!(!p.key_counts(1600.0));
    }

    #[test]
    fn a_press_that_began_in_the_settle_but_was_heard_after_it_ended_does_not_count() {
        // A busy page ran the settle's timer before it heard the second touch of a double tap that
        // began 528 ms after the screen showed (CI's Dog sweep, 2026-12-03).
        for settle in [Settle::Place, Settle::Screen] {
            let mut p = after_a_tap_at(100.0, 600.0, settle, 5.0);
            p.settle = Settle::Done;
            assert!(!p.counts_at(100.0, 600.0, 1528.0), "{settle:?}: the second touch, heard late");
            assert!(p.counts_at(100.0, 600.0, 1000.0 + SETTLE.as_millis() as f64), "{settle:?}: once settled");
        }
        let mut p = after_a_tap_at(100.0, 600.0, Settle::Screen, 5.0);
        p.settle = Settle::Done;
        assert!(!p.key_counts(1528.0) && p.key_counts(1700.0), "a key, alike");
    }

    #[test]
    fn a_press_heard_on_a_screen_that_showed_after_it_began_never_counts() {
        // A slow device drew the move of a tap that ended at 200 ms until 1000 ms: the second touch
        // of the double tap, at 800 ms, is heard only after, on the new screen.
        let p = after_a_tap_at(100.0, 600.0, Settle::Place, 800.0);
        assert_eq!(p.settle, Settle::Done, "the screen showed long after the tap");
        assert!(!p.counts_at(100.0, 600.0, 800.0), "the second touch began on the old screen");
        assert!(!p.counts_at(300.0, 100.0, 999.0), "anywhere");
        assert!(p.counts_at(100.0, 600.0, AFTER_THE_GLANCE), "a touch once it was seen");
    }

    /// The screens of a game at the table, with the moves made so far.
    fn play(stage: Stage, moves: usize) -> Screen {
        (Route::Play, Some((stage, moves)), false)
    }

    #[test]
    fn every_curtain_and_every_person_after_another_settles_whole() {
        let (aiko, ben) = (PlayerId::new(0), PlayerId::new(1));
        let whole = [
            // The curtain after Aiko's move, after "Continue", after a bot's turn, after a take back.
            (play(Stage::Private(aiko), 4), play(Stage::Curtain(ben), 5)),
            (play(Stage::Pause, 8), play(Stage::Curtain(ben), 8)),
            (play(Stage::Bot(aiko), 8), play(Stage::Curtain(ben), 9)),
            (play(Stage::Curtain(ben), 9), play(Stage::Curtain(aiko), 8)),
            // Aiko looks at her secrets; a saved game opened from home.
            (play(Stage::Private(aiko), 9), play(Stage::Curtain(aiko), 9)),
            ((Route::Home, None, false), play(Stage::Curtain(aiko), 9)),
            // Ben's own screen after "I am Ben", after a bot's move, after Aiko's turn in the open.
            (play(Stage::Curtain(ben), 5), play(Stage::Private(ben), 5)),
            (play(Stage::Bot(aiko), 5), play(Stage::Private(ben), 6)),
            (play(Stage::Private(aiko), 5), play(Stage::Private(ben), 6)),
        ];
        for (before, shown) in whole {
            assert_eq!(settle_after(shown, before), Settle::Screen, "{before:?} -> {shown:?}");
        }
        let placed = [
            (play(Stage::Private(aiko), 4), play(Stage::Private(aiko), 5)),
            (play(Stage::Private(aiko), 4), play(Stage::Pause, 5)),
            (play(Stage::Private(aiko), 4), play(Stage::Bot(ben), 5)),
            (play(Stage::Curtain(aiko), 4), (Route::Home, None, false)),
        ];
        for (before, shown) in placed {
            assert_eq!(settle_after(shown, before), Settle::Place, "{before:?} -> {shown:?}");
        }
    }

    #[test]
    fn a_press_that_does_not_count_and_is_still_held_is_stale_until_lifted() {
        // Aiko's finger comes down 60 ms after her move, where "I am Ben" shows.
        let mut p = after_a_tap_at(100.0, 600.0, Settle::Screen, 5.0);
        let counts = p.counts_at(200.0, 100.0, 1060.0);
        p.began(2, counts);
        assert!(!counts && p.stale());
        // The curtain settles and the finger is still down: it still does not count.
        p.settle = Settle::Done;
        assert!(p.stale() && !p.current(p.press(2)));
        p.lifted(2);
        assert!(!p.stale());
        // A press once settled counts, and is not stale while held.
        p.began(3, p.counts_at(200.0, 100.0, 1800.0));
        assert!(p.current(p.press(3)) && !p.stale());
        // A touch whose end was never heard is not held once a first finger comes down again.
        p.first_pointer();
        assert!(!p.stale());
        // A key held down from the screen before.
        p.began(key_id(13), true);
        p.next_screen(Settle::Screen, 3000.0);
        assert!(p.stale());
    }
}
