//! Bremen in the app: its registry entry, how the table paces it, its new-game settings and what the
//! saved-games list says of it. The screens are in [`board`], its words in [`text`].

pub mod board;
pub mod end;
pub mod seats;
pub mod text;
pub mod tricks;

use crate::bots::BotGame;
use crate::rules::bremen::scoring::{BremenOutcome, Title};
use crate::rules::bremen::{Bremen, BremenEvent, BremenOptions, TRICKS};
use crate::rules::PlayerId;
use crate::ui::after_game::replay::Drawn;
use crate::ui::i18n::Lang;
use crate::ui::storage::decode_as;
use crate::ui::storage::history::Standing;
use crate::ui::table::kit;
use crate::ui::table::session::{Session, Step, TableGame};
use crate::ui::table::{GameEntry, GamePart, Guided, Playable, Seated, Settings};
use crate::ui::AppState;
use leptos::prelude::*;

/// Bremen's registry entry.
pub static ENTRY: GameEntry = GameEntry {
    id: <Bremen as BotGame>::ID,
    art: "art/rooster.svg",
    card: text::card,
    play: Some(Playable {
        players: &[3, 4],
        band: Some(|lang, players, points| {
            text::title(lang, Title::for_score(players, u8::try_from(points).unwrap_or(0)))
        }),
        guided: Guided { players: 4, seed: 1 },
        part: || Box::pin(part()),
    }),
};

/// Bremen's code — its rules and its screens — which the release build splits into a part of
/// the page of its own, fetched the first time the game is needed (see [`crate::ui::parts`]).
#[leptos::wasm_split::wasm_split(bremen, fallible, wasm_split_path = ::leptos::wasm_split)]
fn part() -> Result<&'static GamePart, leptos::wasm_split::SplitLoaderError> {
    Ok(Box::leak(Box::new(GamePart {
        settings,
        decode: decode_as::<Bremen>,
        board: || kit::board::<Bremen>(board::screen),
        figure: None,
    })))
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
    fn entry() -> &'static GameEntry {
        &ENTRY
    }

    fn progress(session: &Session<Bremen>, lang: Lang) -> String {
        text::fill(text::shelf(lang).progress, &[&session.view().trick_number.to_string(), &TRICKS.to_string()])
    }

    fn options_for(players: u8, first: PlayerId) -> BremenOptions {
        BremenOptions { players, first_taker: first, memory_aid: false }
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
    let state = AppState::get();
    let memory_aid = RwSignal::new(false);
    let view = view! {
        <label class="check">
            <input type="checkbox" prop:checked=move || memory_aid.get()
                on:change=move |ev| memory_aid.set(event_target_checked(&ev)) />
            <span>{move || text::text(state.lang.get()).memory_aid()}</span>
        </label>
    };
    Settings::new::<Bremen>(view.into_any(), move |seating| BremenOptions {
        players: seating.players,
        first_taker: seating.first,
        memory_aid: memory_aid.get_untracked(),
    })
}
