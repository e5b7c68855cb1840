//! What a game hands the replay (DESIGN.md "Teaching, replay and review"): each step of a finished
//! game drawn with the game's own pieces ([`Drawn`], by [`Seated::replay`]), every hand face up under
//! its owner's name ([`hand`]), and where each round or trick begins ([`chapters`]). The replay room
//! (in the rooms after a game) is the same for every game and asks only this.

use super::Seated;
use crate::ui::model::session::Session;
use crate::ui::words::Lang;
use leptos::prelude::*;
use rules::PlayerId;

/// A game's drawing of one step of its replay: the move in the game's own log lines, and the board
/// with every hand face up.
pub struct Drawn {
    pub lines: Vec<String>,
    pub board: AnyView,
}

/// One step of a finished game's replay as the room shows it.
pub struct Shown {
    /// Which step, of how many after the deal.
    pub index: usize,
    pub last: usize,
    /// Whose move it was (none for the deal), and their name.
    pub mover: Option<(PlayerId, String)>,
    pub drawn: Drawn,
}

/// Where each round (or trick, or phase) of a game of `G` begins: the step, and the game's own words
/// for where it stands there ("Round 2 of 4").
pub fn chapters<G: Seated>(s: &Session<G>, lang: Lang) -> Vec<(usize, String)> {
    let mut chapters: Vec<(usize, String)> = Vec::new();
    s.replay_walk(usize::MAX, &mut |step| {
        let stands = G::chapter(&step.at, lang);
        if chapters.last().is_none_or(|(_, before)| *before != stands) {
            chapters.push((step.index, stands));
        }
    });
    chapters
}

/// Step `at` of a finished game of `G`, drawn by the game; `None` while it is in progress.
pub fn shown<G: Seated>(s: &Session<G>, at: usize, lang: Lang) -> Option<Shown> {
    let last = s.replay_len()?;
    let step = s.replay_step(at)?;
    let mover = step.mover.map(|p| (p, s.name(p).to_string()));
    Some(Shown { index: step.index, last, mover, drawn: G::replay(&step, lang) })
}

/// A seat's hand and secret choices face up in a replay, under its owner's name.
pub fn hand(seat: PlayerId, name: &str, pieces: AnyView) -> AnyView {
    view! {
        <section class="hand revealed" data-hand=seat.index()>
            <h2>{name.to_string()}</h2>
            <div class="tiles">{pieces}</div>
        </section>
    }
    .into_any()
}
