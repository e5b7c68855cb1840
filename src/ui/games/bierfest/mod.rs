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

use crate::bots::BotGame;
use crate::rules::bierfest::scoring::BierfestOutcome;
use crate::rules::bierfest::values::CardValues;
use crate::rules::bierfest::{Bierfest, BierfestEvent, BierfestOptions};
use crate::rules::PlayerId;
use crate::ui::after_game::replay::Drawn;
use crate::ui::i18n::Lang;
use crate::ui::storage::decode_as;
use crate::ui::storage::history::Standing;
use crate::ui::table::kit;
use crate::ui::table::session::{Session, Step, TableGame};
use crate::ui::table::{GameEntry, GamePart, Guided, Playable, Seated, Settings};
use leptos::prelude::*;

/// Willkommen, Bierfest!'s registry entry.
pub static ENTRY: GameEntry = GameEntry {
    id: <Bierfest as BotGame>::ID,
    art: "art/beer-stein.svg",
    card: text::card,
    play: Some(Playable {
        players: &[3, 4, 5],
        band: None,
        guided: Guided { players: 3, seed: 11 },
        part: || Box::pin(part()),
    }),
};

/// Willkommen, Bierfest!'s code — its rules and its screens — which the release build splits into a part of
/// the page of its own, fetched the first time the game is needed (see [`crate::ui::parts`]).
#[leptos::wasm_split::wasm_split(bierfest, fallible, wasm_split_path = ::leptos::wasm_split)]
fn part() -> Result<&'static GamePart, leptos::wasm_split::SplitLoaderError> {
    Ok(Box::leak(Box::new(GamePart {
        settings,
        decode: decode_as::<Bierfest>,
        board: || kit::board_in_parts::<Bierfest>(board::frame, board::screen),
        figure: None,
    })))
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
    fn entry() -> &'static GameEntry {
        &ENTRY
    }

    fn progress(session: &Session<Bierfest>, lang: Lang) -> String {
        let v = session.view();
        text::fill(text::shelf(lang).progress, &[&v.toasts.to_string(), &v.deck.to_string()])
    }

    fn options_for(players: u8, first: PlayerId) -> BierfestOptions {
        BierfestOptions { players, first, values: CardValues::default() }
    }

    fn chapter(session: &Session<Bierfest>, lang: Lang) -> String {
        text::fill(text::text(lang).toasts(), &[&session.view().toasts.to_string()])
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
