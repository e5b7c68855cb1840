//! The field seen from above (spec ❷): each column in the colour of its top cell, with the colour's
//! letter and pattern (colour-blind safe), the ghost's footprint, dots where the ghost's way round
//! fits, and each colour's area counted live (with what the ghost would add).

use super::pieces::{areas, tapped_at};
use super::place::Placing;
use super::text::MzebsText;
use crate::ui::words::fill;
use leptos::ev::MouseEvent;
use leptos::prelude::*;
use rules::mzebs::field::Field;
use wasm_bindgen::JsCast;

/// The ghost as the map shows it: the columns it covers, whether it fits there, the column it is held
/// by, and the columns where its way round fits.
#[derive(Clone, PartialEq)]
struct Footprint {
    covers: Vec<(i8, i8)>,
    fits: bool,
    at: (i8, i8),
    dots: Vec<(i8, i8)>,
}

impl Footprint {
    /// The classes a column adds to its colour's.
    fn marks(&self, column: (i8, i8)) -> String {
        let mut marks = String::new();
        if self.covers.contains(&column) {
            marks.push_str(if self.fits { " g" } else { " g bad" });
        }
        if self.at == column {
            marks.push_str(" at");
        }
        if self.dots.contains(&column) {
            marks.push_str(" fit");
        }
        marks
    }
}

/// The map's cells: each column in its top's colour with its letter; while placing, marked with the
/// ghost's `footprint` (where it is held: for the browser tests' keyboard play).
fn cells(t: &'static MzebsText, field: &Field, footprint: Option<Memo<Footprint>>) -> impl IntoView {
    let side = field.side() as i8;
    let mut cells = Vec::with_capacity(usize::from(field.side()).pow(2));
    for y in 0..side {
        for x in 0..side {
            let top = field.top(x, y).map(|t| t.colour());
            let colour = top.map_or("e".to_string(), |c| format!("c{}", c.index()));
            let letter = top.map_or("", |c| t.letters()[c.index()]);
            cells.push(match footprint {
                Some(footprint) => {
                    let class = move || colour.clone() + &footprint.with(|f| f.marks((x, y)));
                    view! { <i class=class data-x=x data-y=y>{letter}</i> }.into_any()
                }
                None => view! { <i class=colour data-x=x data-y=y>{letter}</i> }.into_any(),
            });
        }
    }
    cells
}

/// The map of a field without a ghost.
pub fn map(t: &'static MzebsText, field: &Field) -> impl IntoView {
    let side = field.side();
    view! {
        <figure class="map-box">
            <div class="map" role="img" aria-label=t.map() style=format!("--side:{side}")>{cells(t, field, None)}</div>
            <ul class="areas">{areas(t, field.areas(), None)}</ul>
        </figure>
    }
}

/// The map while placing: follows the ghost; a tap on a column moves it there; the keys move, turn
/// and place it (see [`super::place::on_key`]).
pub fn placing_map(t: &'static MzebsText, field: Field, ghost: Placing) -> impl IntoView {
    let side = field.side();
    let footprint = {
        let field = field.clone();
        Memo::new(move |_| {
            let g = ghost.get();
            let (landing, legal) = g.landing(&field);
            let covers = landing.iter().map(|c| (c[0], c[1])).collect();
            Footprint { covers, fits: legal.is_ok(), at: (g.x, g.y), dots: g.fitting(&field) }
        })
    };
    // How many columns this way round fits, and each colour's area with what the ghost would change.
    let counts = {
        let field = field.clone();
        move || {
            let g = ghost.get();
            let then = match g.landing(&field) {
                (cells, Ok(())) => {
                    let mut after = field.clone();
                    after.place(g.token, &cells);
                    Some(after.areas())
                }
                _ => None,
            };
            let fits = fill(t.fits_count(), &[&footprint.with(|f| f.dots.len()).to_string()]);
            view! { <p class="hint">{fits}</p><ul class="areas">{areas(t, field.areas(), then)}</ul> }
        }
    };
    // A tap on a column moves the ghost there: the map is a grid of equal columns.
    let tap = move |ev: MouseEvent| {
        let Some(map) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else { return };
        let [x, y, width, height] = tapped_at(&ev, &map);
        let column = |at: f64, size: f64| (at / size * f64::from(side)).floor();
        let (x, y) = (column(x, width), column(y, height));
        if (0.0..f64::from(side)).contains(&x) && (0.0..f64::from(side)).contains(&y) {
            ghost.change(|g| g.moved_to(x as i8, y as i8, side));
        }
    };
    view! {
        <figure class="map-box">
            <div class="map placing" role="application" tabindex="0" aria-label=t.map() style=format!("--side:{side}")
                on:click=tap on:keydown=super::place::on_key(ghost, side)>{cells(t, &field, Some(footprint))}</div>
            <div>{counts}</div>
        </figure>
    }
}
