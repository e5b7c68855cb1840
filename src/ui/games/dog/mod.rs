//! Here Comes the Dog in the app: its registry entry, how the table paces it, its new-game settings
//! (the variant panel, [`variant`]) and what the saved-games list says of it. The screens are in
//! [`board`], its words in [`text`].

pub mod board;
pub mod end;
pub mod news;
pub mod table;
pub mod text;
pub mod variant;

use crate::ui::coach;
use crate::ui::contract::Drawn;
use crate::ui::contract::{Seated, Settings};
use crate::ui::model::history::Standing;
use crate::ui::model::session::{Session, Step, TableGame};
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::dog::ranking::{DogOutcome, Placing};
use rules::dog::{Dog, DogEvent, DogOptions, DogVariant, ROUNDS};

crate::game! {
    Dog in dog {
        art: "art/sitting-dog.svg",
        shelf: (text::EN, text::JA),
        players: &[2, 3, 4],
        band: None,
        guided: (3, 12),
        settings: settings,
        board: || coach::board_in_parts::<Dog>(board::frame, board::screen),
        figure: None,
    }
}

impl TableGame for Dog {
    /// Every stick is held in the open: the device goes round without a curtain.
    const SECRETS: bool = false;

    /// A round's end is shown to everybody before the next round starts.
    fn pauses_after(events: &[DogEvent]) -> bool {
        events.iter().any(|e| matches!(e, DogEvent::RoundEnded { .. }))
    }
}

impl Seated for Dog {
    fn progress(session: &Session<Dog>, lang: Lang) -> String {
        fill(shelf(lang).progress, &[&session.view().round.to_string(), &ROUNDS.to_string()])
    }

    /// The ranking's places; the score is the dogs tamed.
    fn standings(outcome: &DogOutcome) -> Vec<Standing> {
        let mut seats = outcome.placings.clone();
        rules::sort_by(&mut seats, |a, b| a.seat < b.seat);
        let standing = |p: &Placing| Standing { place: p.place, score: i32::from(p.standing.dogs), won: p.place == 1 };
        seats.iter().map(standing).collect()
    }

    fn replay(step: &Step<Dog>, lang: Lang) -> Drawn {
        board::replay(step, lang)
    }
}

/// The variant panel: every value the rulebook's lost pictures held.
fn settings() -> Settings {
    let variant = RwSignal::new(DogVariant::default());
    Settings::new::<Dog>(variant::variant_panel(variant).into_any(), move |seating| DogOptions {
        players: seating.players,
        first: seating.first,
        variant: variant.get_untracked(),
    })
}
