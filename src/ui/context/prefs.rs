//! This device's settings, as the screens read and change them (each change remembered on the
//! device: [`crate::ui::storage::prefs`]).

use crate::ui::storage::prefs::{self, Teaching};
use leptos::prelude::*;

/// One of this device's settings, a number among its choices.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pref {
    /// How many minutes a private screen may stay up untouched before the curtain comes back.
    IdleMinutes,
    /// How long each bot move stays on screen at least, in ms.
    BotPace,
    /// 1 while coach marks explain the rules as they first matter, else 0.
    Marks,
    /// 1 when every game offers a hint, not only a guided one, else 0.
    Hints,
}

/// A setting turned on (1) or off (0).
const ON_OFF: [u32; 2] = [1, 0];

impl Pref {
    /// The values it may take, in the order the home lists them.
    pub fn choices(self) -> &'static [u32] {
        match self {
            Pref::IdleMinutes => &prefs::IDLE_MINUTES,
            Pref::BotPace => &prefs::BOT_PACES,
            Pref::Marks | Pref::Hints => &ON_OFF,
        }
    }

    fn read(self) -> u32 {
        match self {
            Pref::IdleMinutes => prefs::idle_minutes(),
            Pref::BotPace => prefs::bot_pace(),
            Pref::Marks => Teaching::Marks.on().into(),
            Pref::Hints => Teaching::Hints.on().into(),
        }
    }

    fn remember(self, value: u32) {
        match self {
            Pref::IdleMinutes => prefs::remember_idle_minutes(value),
            Pref::BotPace => prefs::remember_bot_pace(value),
            Pref::Marks => Teaching::Marks.remember(value == 1),
            Pref::Hints => Teaching::Hints.remember(value == 1),
        }
    }
}

/// This device's settings.
#[derive(Clone, Copy)]
pub struct Prefs([RwSignal<u32>; 4]);

impl Prefs {
    /// The settings as this device keeps them.
    pub fn read() -> Prefs {
        Prefs([Pref::IdleMinutes, Pref::BotPace, Pref::Marks, Pref::Hints].map(|p| RwSignal::new(p.read())))
    }

    /// The handle from context (provided by the app).
    pub fn get() -> Prefs {
        expect_context()
    }

    /// A setting, for a view or an effect that follows it.
    pub fn now(self, pref: Pref) -> u32 {
        self.0[pref as usize].get()
    }

    /// A setting, read once.
    pub fn untracked(self, pref: Pref) -> u32 {
        self.0[pref as usize].get_untracked()
    }

    /// A setting on or off (the teaching's), for a view that follows it.
    pub fn on(self, pref: Pref) -> bool {
        self.now(pref) == 1
    }

    /// Changes a setting to one of its choices, and remembers it on this device.
    pub fn set(self, pref: Pref, value: u32) {
        if pref.choices().contains(&value) {
            pref.remember(value);
            self.0[pref as usize].set(value);
        }
    }
}
