//! Bremen in the app: its registry entry, how the table paces it, its new-game settings and what the
//! saved-games list says of it. The screens are in [`board`], its words in [`text`].

pub mod board;
pub mod end;
pub mod seats;
pub mod text;
pub mod tricks;

use crate::ui::coach;
use crate::ui::context::Language;
use crate::ui::contract::Drawn;
use crate::ui::contract::{Seated, Settings};
use crate::ui::model::history::Standing;
use crate::ui::model::session::{Session, Step, TableGame};
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bremen::scoring::{BremenOutcome, Title};
use rules::bremen::{Bremen, BremenEvent, BremenOptions, TRICKS};

crate::game! {
    Bremen in bremen {
        art: "art/rooster.svg",
        shelf: (text::EN, text::JA),
        players: &[3, 4],
        band: Some(|lang, players, points| {
            text::title(lang, Title::for_score(players, u8::try_from(points).unwrap_or(0)))
        }),
        guided: (4, 1),
        settings: settings,
        board: || coach::board::<Bremen>(board::screen),
        figure: None,
    }
}

impl TableGame for Bremen {
    /// Hands are secret: the device is handed over behind the curtain.
    const SECRETS: bool = true;

    /// Everyone sees who won a trick before the device moves on.
    fn pauses_after(events: &[BremenEvent]) -> bool {
        events.iter().any(|e| matches!(e, BremenEvent::TrickWon { .. }))
    }
}

impl Seated for Bremen {
    fn progress(session: &Session<Bremen>, lang: Lang) -> String {
        fill(shelf(lang).progress, &[&session.view().trick_number.to_string(), &TRICKS.to_string()])
    }

    /// The band wins or loses together: every seat shares the place, and the band's points.
    fn standings(outcome: &BremenOutcome) -> Vec<Standing> {
        let (won, score) = (outcome.won(), outcome.score.as_ref().map_or(0, |s| i32::from(s.points)));
        let place = if won { 1 } else { 2 };
        outcome.captured.values().iter().map(|_| Standing { place, score, won }).collect()
    }

    fn replay(step: &Step<Bremen>, lang: Lang) -> Drawn {
        board::replay(step, lang)
    }
}

/// Bremen's one setting: the memory aid (finished tricks shown during play).
fn settings() -> Settings {
    let language = Language::get();
    let memory_aid = RwSignal::new(false);
    let view = view! {
        <label class="check">
            <input type="checkbox" prop:checked=move || memory_aid.get()
                on:change=move |ev| memory_aid.set(event_target_checked(&ev)) />
            <span>{move || text::text(language.now()).memory_aid()}</span>
        </label>
    };
    Settings::new::<Bremen>(view.into_any(), move |seating| BremenOptions {
        players: seating.players,
        first_taker: seating.first,
        memory_aid: memory_aid.get_untracked(),
    })
}
