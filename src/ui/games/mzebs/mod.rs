//! M&ZEB-S in the app: its registry entry, how the table paces it (the secret colours and guesses
//! behind the curtain, every turn in the open), its new-game settings ([`settings`]) and what the
//! saved-games list says of it. The screens are in [`board`], its words in [`text`].

pub mod board;
pub mod end;
pub mod help;
pub mod map;
pub mod memo;
pub mod pieces;
pub mod place;
pub mod scene;
pub mod settings;
pub mod text;
pub mod turn;

use crate::ui::coach;
use crate::ui::contract::Drawn;
use crate::ui::contract::{Seated, Settings};
use crate::ui::model::history::Standing;
use crate::ui::model::session::{Session, Step, TableGame};
use crate::ui::words::fill;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::mzebs::scoring::MzebsOutcome;
use rules::mzebs::token::TOKENS;
use rules::mzebs::{Mzebs, MzebsEvent, MzebsOptions, Phase};
use scene::Camera;

crate::game! {
    Mzebs in mzebs {
        art: "art/cube.svg",
        shelf: (text::EN, text::JA),
        players: &[2],
        band: None,
        guided: (2, 1),
        settings: settings,
        board: || {
            // The view's angle stays as the players left it, move after move; so does the ghost.
            provide_context(RwSignal::new(Camera::START));
            provide_context(place::Placing::default());
            coach::board::<Mzebs>(board::screen)
        },
        figure: None,
    }
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
    fn progress(session: &Session<Mzebs>, lang: Lang) -> String {
        let v = session.view();
        fill(shelf(lang).progress, &[&(TOKENS - v.in_box).max(1).to_string()])
    }

    /// The higher total wins; a draw leaves both first, neither winning.
    fn standings(outcome: &MzebsOutcome) -> Vec<Standing> {
        let standing = |(seat, s): (rules::PlayerId, &rules::mzebs::scoring::Score)| {
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
