//! Broom Service in the app: its registry entry, how the table paces it (the secret choice of role
//! cards, each lead and each compulsory follow and The Upper Hand's fist behind the curtain; every
//! action carried out in the open, for the table to watch), and what the saved-games list says of it.
//! The screens are in [`screen`] (built of [`pieces`], with [`board`] the map and [`news`] the moves
//! and events in words), the end in [`end`], the new-game settings in [`settings`], the words in
//! [`text`].

pub mod board;
pub mod end;
pub mod news;
pub mod pieces;
pub mod screen;
pub mod settings;
pub mod text;

use crate::ui::coach;
use crate::ui::contract::Drawn;
use crate::ui::contract::{Seated, Settings};
use crate::ui::model::history::Standing;
use crate::ui::model::session::{Session, Step, TableGame};
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::broom::options::BroomOptions;
use rules::broom::scoring::BroomOutcome;
use rules::broom::{Broom, BroomEvent, Phase};

crate::game! {
    Broom in broom {
        art: "art/witch-flight.svg",
        shelf: (text::EN, text::JA),
        players: &[2, 3, 4, 5],
        band: None,
        guided: (3, 6),
        settings: settings,
        board: || coach::board_in_parts::<Broom>(screen::frame, screen::screen),
        figure: Some(board::designed),
    }
}

impl TableGame for Broom {
    /// Hands, the cards set aside and the fists are secret.
    const SECRETS: bool = true;

    /// Everyone sees the hand sizes once all have chosen, and the fists when they open.
    fn pauses_after(events: &[BroomEvent]) -> bool {
        events.iter().any(|e| matches!(e, BroomEvent::HandsShown { .. } | BroomEvent::FistsOpened { .. }))
    }

    /// Actions and The Works! are carried out in the open: they use only what the table sees.
    fn open_turn(&self) -> bool {
        matches!(self.phase(), Phase::Act(..) | Phase::Works(_))
    }
}

impl Seated for Broom {
    fn progress(session: &Session<Broom>, lang: Lang) -> String {
        fill(shelf(lang).progress, &[&session.view().round.to_string()])
    }

    fn standings(outcome: &BroomOutcome) -> Vec<Standing> {
        let seats = outcome.vp.values().iter().zip(outcome.places.values());
        seats.map(|(&vp, &place)| Standing { place, score: i32::from(vp), won: place == 1 }).collect()
    }

    fn replay(step: &Step<Broom>, lang: Lang) -> Drawn {
        screen::replay(step, lang)
    }
}

/// The settings panel: every reconstructed value and the board.
fn settings() -> Settings {
    let options = RwSignal::new(BroomOptions::default());
    Settings::new::<Broom>(settings::panel(options).into_any(), move |seating| BroomOptions {
        players: seating.players,
        first: seating.first,
        ..options.get_untracked()
    })
}
