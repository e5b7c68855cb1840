//! M&ZEB-S in the app: its registry entry, how the table paces it (the secret colours and guesses
//! behind the curtain, every turn in the open), its new-game settings ([`settings`]) and what the
//! saved-games list says of it. The screens are in [`board`], its words in [`text`].

pub mod board;
pub mod end;
pub mod map;
pub mod memo;
pub mod pieces;
pub mod place;
pub mod scene;
pub mod settings;
pub mod text;
pub mod turn;

use crate::bots::BotGame;
use crate::rules::mzebs::scoring::MzebsOutcome;
use crate::rules::mzebs::token::TOKENS;
use crate::rules::mzebs::{Mzebs, MzebsEvent, MzebsOptions, Phase};
use crate::rules::PlayerId;
use crate::ui::after_game::replay::Drawn;
use crate::ui::i18n::Lang;
use crate::ui::storage::decode_as;
use crate::ui::storage::history::Standing;
use crate::ui::table::kit;
use crate::ui::table::session::{Session, Step, TableGame};
use crate::ui::table::{GameEntry, GamePart, Guided, Playable, Seated, Settings};
use leptos::prelude::*;
use scene::Camera;

/// M&ZEB-S's registry entry.
pub static ENTRY: GameEntry = GameEntry {
    id: <Mzebs as BotGame>::ID,
    art: "art/cube.svg",
    card: text::card,
    play: Some(Playable {
        players: &[2],
        band: None,
        guided: Guided { players: 2, seed: 1 },
        part: || Box::pin(part()),
    }),
};

/// M&ZEB-S's code — its rules and its screens — which the release build splits into a part of
/// the page of its own, fetched the first time the game is needed (see [`crate::ui::parts`]).
#[leptos::wasm_split::wasm_split(mzebs, fallible, wasm_split_path = ::leptos::wasm_split)]
fn part() -> Result<&'static GamePart, leptos::wasm_split::SplitLoaderError> {
    Ok(Box::leak(Box::new(GamePart {
        settings,
        decode: decode_as::<Mzebs>,
        board: || {
            // The view's angle stays as the players left it, move after move; so does the ghost.
            provide_context(RwSignal::new(Camera::START));
            provide_context(place::Placing::default());
            kit::board::<Mzebs>(board::screen)
        },
        figure: None,
    })))
}

impl TableGame for Mzebs {
    /// The colours each player wants and doesn't want, and their guesses, are secret.
    const SECRETS: bool = true;

    /// Nothing pauses: every turn is public and the reveal is the end screen.
    fn pauses_after(_: &[MzebsEvent]) -> bool {
        false
    }

    /// Collecting and placing happen in the open (spec: the tally needs no curtain).
    fn open_turn(&self) -> bool {
        matches!(self.phase(), Phase::Collect(_) | Phase::Place(..))
    }
}

impl Seated for Mzebs {
    fn entry() -> &'static GameEntry {
        &ENTRY
    }

    fn progress(session: &Session<Mzebs>, lang: Lang) -> String {
        let v = session.view();
        text::fill(text::shelf(lang).progress, &[&(TOKENS - v.in_box).max(1).to_string()])
    }

    fn options_for(_players: u8, first: PlayerId) -> MzebsOptions {
        MzebsOptions { first, ..MzebsOptions::default() }
    }

    /// The higher total wins; a draw leaves both first, neither winning.
    fn standings(outcome: &MzebsOutcome) -> Vec<Standing> {
        let standing = |(seat, s): (PlayerId, &crate::rules::mzebs::scoring::Score)| {
            let place = if outcome.winner.is_none_or(|w| w == seat) { 1 } else { 2 };
            Standing { place, score: s.total, won: outcome.winner == Some(seat) }
        };
        outcome.scores.iter().map(standing).collect()
    }

    fn replay(step: &Step<Mzebs>, lang: Lang) -> Drawn {
        board::replay(step, lang)
    }
}

/// The settings panel: every value the rulebook leaves open.
fn settings() -> Settings {
    let options = RwSignal::new(MzebsOptions::default());
    Settings::new::<Mzebs>(settings::panel(options).into_any(), move |seating| MzebsOptions {
        first: seating.first,
        ..options.get_untracked()
    })
}
