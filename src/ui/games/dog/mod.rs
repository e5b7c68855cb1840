//! Here Comes the Dog in the app: its registry entry, how the table paces it, its new-game settings
//! (the variant panel, [`variant`]) and what the saved-games list says of it. The screens are in
//! [`board`], its words in [`text`].

pub mod board;
pub mod end;
pub mod news;
pub mod table;
pub mod text;
pub mod variant;

use crate::bots::BotGame;
use crate::rules::dog::ranking::{DogOutcome, Placing};
use crate::rules::dog::{Dog, DogEvent, DogOptions, DogVariant, ROUNDS};
use crate::rules::PlayerId;
use crate::ui::after_game::replay::Drawn;
use crate::ui::i18n::Lang;
use crate::ui::storage::decode_as;
use crate::ui::storage::history::Standing;
use crate::ui::table::kit;
use crate::ui::table::session::{Session, Step, TableGame};
use crate::ui::table::{GameEntry, GamePart, Guided, Playable, Seated, Settings};
use leptos::prelude::*;

/// Here Comes the Dog's registry entry.
pub static ENTRY: GameEntry = GameEntry {
    id: <Dog as BotGame>::ID,
    art: "art/sitting-dog.svg",
    card: text::card,
    play: Some(Playable {
        players: &[2, 3, 4],
        band: None,
        guided: Guided { players: 3, seed: 12 },
        part: || Box::pin(part()),
    }),
};

/// Here Comes the Dog's code — its rules and its screens — which the release build splits into a part of
/// the page of its own, fetched the first time the game is needed (see [`crate::ui::parts`]).
#[leptos::wasm_split::wasm_split(dog, fallible, wasm_split_path = ::leptos::wasm_split)]
fn part() -> Result<&'static GamePart, leptos::wasm_split::SplitLoaderError> {
    Ok(Box::leak(Box::new(GamePart {
        settings,
        decode: decode_as::<Dog>,
        board: || kit::board_in_parts::<Dog>(board::frame, board::screen),
        figure: None,
    })))
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
    fn entry() -> &'static GameEntry {
        &ENTRY
    }

    fn progress(session: &Session<Dog>, lang: Lang) -> String {
        text::fill(text::shelf(lang).progress, &[&session.view().round.to_string(), &ROUNDS.to_string()])
    }

    fn options_for(players: u8, first: PlayerId) -> DogOptions {
        DogOptions { players, first, variant: DogVariant::default() }
    }

    /// The ranking's places; the score is the dogs tamed.
    fn standings(outcome: &DogOutcome) -> Vec<Standing> {
        let mut seats = outcome.placings.clone();
        crate::rules::sort_by(&mut seats, |a, b| a.seat < b.seat);
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
