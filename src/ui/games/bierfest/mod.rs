//! Willkommen, Bierfest! in the app: its registry entry, how the table paces it (a curtain between
//! players, a pause after each toast), its new-game settings (the card values, [`values`]) and what
//! the saved-games list says of it. The screens are in [`board`], its words in [`text`].

pub mod board;
pub mod end;
pub mod moves;
pub mod news;
pub mod table;
pub mod text;
pub mod toast;
pub mod values;

use crate::ui::coach;
use crate::ui::contract::Drawn;
use crate::ui::contract::{Seated, Settings};
use crate::ui::model::history::Standing;
use crate::ui::model::session::{Session, Step, TableGame};
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::bierfest::scoring::BierfestOutcome;
use rules::bierfest::values::CardValues;
use rules::bierfest::{Bierfest, BierfestEvent, BierfestOptions};

crate::game! {
    Bierfest in bierfest {
        art: "art/beer-stein.svg",
        shelf: (text::EN, text::JA),
        players: &[3, 4, 5],
        band: None,
        guided: (3, 23),
        settings: settings,
        board: || coach::board_in_parts::<Bierfest>(board::frame, board::screen),
        figure: None,
    }
}

impl TableGame for Bierfest {
    /// Hands are secret: the device is handed over behind the curtain.
    const SECRETS: bool = true;

    /// A toast's results are shown to everybody before the next turn.
    fn pauses_after(events: &[BierfestEvent]) -> bool {
        events.iter().any(|e| matches!(e, BierfestEvent::ToastEnded { .. }))
    }
}

impl Seated for Bierfest {
    fn progress(session: &Session<Bierfest>, lang: Lang) -> String {
        let v = session.view();
        fill(shelf(lang).progress, &[&v.toasts.to_string(), &v.deck.to_string()])
    }

    fn chapter(session: &Session<Bierfest>, lang: Lang) -> String {
        fill(text::text(lang).toasts(), &[&session.view().toasts.to_string()])
    }

    fn standings(outcome: &BierfestOutcome) -> Vec<Standing> {
        let seats = outcome.scores.iter().zip(outcome.places.values());
        seats.map(|((_, s), &place)| Standing { place, score: s.total, won: place == 1 }).collect()
    }

    fn replay(step: &Step<Bierfest>, lang: Lang) -> Drawn {
        board::replay(step, lang)
    }
}

/// The card values, edited on the new-game screen.
fn settings() -> Settings {
    let values = RwSignal::new(CardValues::default());
    Settings::new::<Bierfest>(values::values_panel(values).into_any(), move |seating| BierfestOptions {
        players: seating.players,
        first: seating.first,
        values: values.get_untracked(),
    })
}
