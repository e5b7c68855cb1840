//! The table's kit: what every game's screens are built from and how the device goes round the table,
//! the same for every game. Whose press counts ([`presses`]: a press belongs to the screen it began
//! on), the hand-over screen ([`curtain`]), bots' turns and hints asked of the bots' workers
//! ([`bot_turns`], [`pool`]), the pieces every board is drawn with ([`kit`]), the bar at the top of
//! every screen ([`bar`]), what the device says of keeping its games ([`notices`]) and the files the
//! players carry ([`files`]). Every timer and listener here is a gloo `Timeout` or `EventListener`,
//! dropped with what made it.

pub mod bar;
pub mod bot_turns;
pub mod curtain;
pub mod files;
pub mod kit;
pub mod notices;
pub mod pool;
pub mod presses;

use gloo_timers::callback::Timeout;
use std::time::Duration;

/// A timer running `f` once, after `wait`, unless it is dropped first (one kind of timer for the whole
/// app, so the page carries its code once).
pub fn timeout(wait: Duration, f: impl FnOnce() + 'static) -> Timeout {
    Timeout::new(wait.as_millis() as u32, Box::new(f) as Box<dyn FnOnce()>)
}
