//! Placing the collected token (配置する): a ghost of it over the field that the player turns (turn,
//! tip forward, tip sideways: together they reach all 24 rotations) and moves (arrows, keys, or a tap
//! on a column of the map or the 3D view); it drops until it rests on the field and says at once
//! whether it fits there or why not. "Place it here" hands it to the rules, which refuse an illegal
//! placement with the same reason.

use super::help::place_error;
use super::text::MzebsText;
use crate::ui::context::Play;
use crate::ui::table::kit;
use leptos::ev::KeyboardEvent;
use leptos::prelude::*;
use rules::mzebs::field::{Cell, Field, PlaceError};
use rules::mzebs::rotation::{orientation_of, orientations, Offset, Rotation};
use rules::mzebs::token::Token;
use rules::mzebs::{Mzebs, MzebsAction};

/// The token being placed, as the player has turned and moved it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Ghost {
    pub token: Token,
    pub rotation: Rotation,
    /// The column of the token's first cell (its cell nearest the map's top left).
    pub x: i8,
    pub y: i8,
}

impl Ghost {
    /// The ghost for `token`, lying flat at the fitting spot nearest the last token placed (or the
    /// board's centre).
    pub fn start(field: &Field, token: Token, last: Option<&[Cell]>) -> Ghost {
        let ghost = Ghost { token, rotation: Rotation::IDENTITY, x: 0, y: 0 };
        let side = field.side() as i8;
        let (tx, ty) = last.and_then(|c| c.first()).map_or((side / 2, side / 2), |c| (c[0], c[1]));
        let [px, py, _] = ghost.shape()[0];
        let near = field
            .corners(&ghost.shape())
            .into_iter()
            .map(|(x, y)| (x as i8 + px, y as i8 + py))
            .min_by_key(|&(x, y)| (x - tx).abs() + (y - ty).abs());
        let (x, y) = near.unwrap_or((tx, ty));
        ghost.moved_to(x, y, field.side())
    }

    /// The ghost of `token` where the placement `orientation`, `(x, y)` puts it (a hint's move).
    pub fn placed(token: Token, orientation: u8, x: u8, y: u8) -> Option<Ghost> {
        let rotation = Rotation::all().into_iter().find(|&r| orientation_of(token.shape(), r) == orientation)?;
        let ghost = Ghost { token, rotation, x: 0, y: 0 };
        let [px, py, _] = ghost.shape()[0];
        Some(Ghost { x: x as i8 + px, y: y as i8 + py, ..ghost })
    }

    /// Which of the token's orientations it is turned to.
    pub fn orientation(&self) -> u8 {
        orientation_of(self.token.shape(), self.rotation)
    }

    /// Its cells in canonical form.
    pub fn shape(&self) -> Vec<Offset> {
        orientations(self.token.shape())[usize::from(self.orientation())].clone()
    }

    /// The corner column the rules place it by.
    pub fn corner(&self) -> (i8, i8) {
        let [px, py, _] = self.shape()[0];
        (self.x - px, self.y - py)
    }

    /// Where it would land, and whether that is legal.
    pub fn landing(&self, field: &Field) -> (Vec<Cell>, Result<(), PlaceError>) {
        let (x, y) = self.corner();
        let cells = field.drop(&self.shape(), x, y, &mut [[0; 3]; 4]).to_vec();
        let legal = field.check(&cells);
        (cells, legal)
    }

    /// The columns of its first cell at which this orientation fits (the map's dots).
    pub fn fitting(&self, field: &Field) -> Vec<(i8, i8)> {
        let [px, py, _] = self.shape()[0];
        field.corners(&self.shape()).into_iter().map(|(x, y)| (x as i8 + px, y as i8 + py)).collect()
    }

    /// The move that places it (its corner is never off the board: see [`Ghost::moved_to`]).
    pub fn action(&self) -> MzebsAction {
        let (x, y) = self.corner();
        MzebsAction::Place { orientation: self.orientation(), x: x as u8, y: y as u8 }
    }

    /// Turned by `r` (applied after its present rotation).
    pub fn rotated(self, r: Rotation) -> Ghost {
        Ghost { rotation: r.after(self.rotation), ..self }
    }

    /// Moved to column (x, y), kept so that its corner stays on the board (a part may stick out
    /// beyond the far edges, and is shown as not fitting).
    pub fn moved_to(self, x: i8, y: i8, side: u8) -> Ghost {
        let [px, py, _] = self.shape()[0];
        let last = side as i8 - 1;
        Ghost { x: (x - px).clamp(0, last) + px, y: (y - py).clamp(0, last) + py, ..self }
    }
}

/// The ghost of the token being placed, kept for the whole game's board (so a refused placement, a
/// language switch or an undo leaves it where the player put it); a new token gets a new ghost.
/// At first no token is being placed.
#[derive(Clone, Copy, Default)]
pub struct Placing(RwSignal<Option<Ghost>>);

impl Placing {
    /// The ghost for `token`: the one already there if it is this token's, else a new one.
    pub fn hold(self, field: &Field, token: Token, last: Option<&[Cell]>) -> Placing {
        if self.0.with_untracked(|g| g.map(|g| g.token)) != Some(token) {
            self.0.set(Some(Ghost::start(field, token, last)));
        }
        self
    }

    /// The ghost now (tracked).
    pub fn get(self) -> Ghost {
        self.0.get().expect("a token is being placed")
    }

    /// The ghost now (untracked).
    pub fn get_untracked(self) -> Ghost {
        self.0.get_untracked().expect("a token is being placed")
    }

    /// Puts the ghost where `ghost` is.
    pub fn set(self, ghost: Ghost) {
        self.0.set(Some(ghost));
    }

    /// Moves or turns the ghost.
    pub fn change(self, f: impl FnOnce(Ghost) -> Ghost) {
        self.0.update(|g| *g = g.map(f));
    }
}

/// Hands the ghost's placement to the rules (which refuse it, with the reason, if it does not fit).
pub fn place(ghost: Ghost) {
    Play::get().update::<Mzebs>(|s| {
        let _ = s.act(ghost.action());
    });
}

/// What a key (or the control that stands for it) does to the ghost: arrows move it, R turns it, F
/// and S tip it, Enter places it. False for any other key.
fn command(ghost: Placing, side: u8, key: &str) -> bool {
    let g = ghost.get_untracked();
    let next = match key {
        "ArrowUp" => g.moved_to(g.x, g.y - 1, side),
        "ArrowDown" => g.moved_to(g.x, g.y + 1, side),
        "ArrowLeft" => g.moved_to(g.x - 1, g.y, side),
        "ArrowRight" => g.moved_to(g.x + 1, g.y, side),
        "r" | "R" => g.rotated(Rotation::TURN),
        "f" | "F" => g.rotated(Rotation::TIP_FORWARD),
        "s" | "S" => g.rotated(Rotation::TIP_SIDEWAYS),
        "Enter" => {
            place(g);
            return true;
        }
        _ => return false,
    };
    ghost.change(|_| next);
    true
}

/// The controls: turn and tip, move, place (each button stands for its key, see [`command`]); with
/// what the landing spot says.
pub fn controls(t: &'static MzebsText, ghost: Placing, field: Field, side: u8) -> impl IntoView {
    let landing = Memo::new(move |_| ghost.get().landing(&field).1);
    let status = move || match landing.get() {
        Ok(()) => ("fit-status fits", t.fits().to_string()),
        Err(e) => ("fit-status bad", kit::said(&format!("why.{}", place_error(e)), &[])),
    };
    let press = move |key: &'static str| move |_| _ = command(ghost, side, key);
    let turns = [("r", "⟳", t.turn()), ("f", "⤓", t.tip_forward()), ("s", "⤼", t.tip_sideways())]
        .map(|(key, mark, label)| view! { <button on:click=press(key)>{mark}" "{label}</button> });
    let arrows = [("ArrowUp", "↑", "up"), ("ArrowLeft", "←", "left"), ("ArrowRight", "→", "right"), ("ArrowDown", "↓", "down")]
        .into_iter()
        .zip(t.moves())
        .map(|((key, mark, class), &label)| view! { <button class=class aria-label=label on:click=press(key)>{mark}</button> });
    view! {
        <div role="status"><p class=move || status().0>{move || status().1}</p></div>
        <div class="place-controls">
            <div class="turns">{turns.into_iter().collect_view()}</div>
            <div class="arrows">{arrows.collect_view()}</div>
            <button class="primary big place" on:click=press("Enter")>{t.place()}</button>
        </div>
        <p class="hint keys">{t.keys()}</p>
    }
}

/// The map's keys (see [`command`]).
pub fn on_key(ghost: Placing, side: u8) -> impl Fn(KeyboardEvent) {
    move |ev: KeyboardEvent| {
        if command(ghost, side, &ev.key()) {
            ev.prevent_default();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hinted placement puts the ghost where the rules place it, every way round it can lie.
    #[test]
    fn a_hinted_placement_puts_the_ghost_where_the_placement_goes() {
        // A cube, a bar, an L and the T of the first colour.
        for token in [0, 4, 7, 9].map(Token) {
            for orientation in 0..orientations(token.shape()).len() as u8 {
                let ghost = Ghost::placed(token, orientation, 4, 5).expect("every orientation is reached");
                assert_eq!(ghost.action(), MzebsAction::Place { orientation, x: 4, y: 5 });
            }
        }
    }
}
