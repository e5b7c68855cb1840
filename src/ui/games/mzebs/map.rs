//! The field seen from above (spec ❷): each column in the colour of its top cell, with the colour's
//! letter and pattern (colour-blind safe), the ghost's footprint, dots where the ghost's way round
//! fits, and each colour's area counted live (with what the ghost would add).

use super::markup;
use super::place::Placing;
use super::text::{fill, MzebsText};
use crate::rules::mzebs::field::Field;
use crate::ui::kit::clicked;
use leptos::ev::MouseEvent;
use leptos::prelude::*;
use std::fmt::Write;

/// The column a tap landed on (a cell of the map or a face of the 3D view carries data-x, data-y).
pub fn tapped(ev: &MouseEvent) -> Option<(i8, i8)> {
    let at = |name| clicked(ev, name)?.parse::<i8>().ok();
    Some((at("data-x")?, at("data-y")?))
}

/// The ghost as the map shows it: the columns it covers, whether it fits, the column it is held by.
type Footprint<'a> = (&'a [(i8, i8)], bool, (i8, i8));

/// The map's cells as markup, with the ghost's footprint and the dots of `fits`.
fn cells(t: &MzebsText, field: &Field, ghost: Option<Footprint>, fits: &[(i8, i8)]) -> String {
    let side = field.side() as i8;
    let mut out = String::new();
    for y in 0..side {
        for x in 0..side {
            let top = field.top(x, y).map(|t| t.colour());
            let mut class = top.map_or("e".to_string(), |c| format!("c{}", c.index()));
            if let Some((_, ok, _)) = ghost.filter(|(cols, ..)| cols.contains(&(x, y))) {
                class.push_str(if ok { " g" } else { " g bad" });
            }
            // Where the ghost is held (for the browser tests' keyboard play).
            if ghost.is_some_and(|(.., at)| at == (x, y)) {
                class.push_str(" at");
            }
            if fits.contains(&(x, y)) {
                class.push_str(" fit");
            }
            let letter = top.map_or("", |c| t.letters()[c.index()]);
            let _ = write!(out, "<i class=\"{class}\" data-x=\"{x}\" data-y=\"{y}\">{letter}</i>");
        }
    }
    out
}

/// The map of a field without a ghost.
pub fn map(t: &'static MzebsText, field: &Field) -> impl IntoView {
    let side = field.side();
    view! {
        <figure class="map-box">
            <div class="map" role="img" aria-label=t.map() style=format!("--side:{side}") inner_html=cells(t, field, None, &[])></div>
            <ul class="areas" inner_html=markup::areas(t, field.areas(), None)></ul>
        </figure>
    }
}

/// The map while placing: follows the ghost; a tap on a column moves it there; the keys move, turn
/// and place it (see [`super::place::on_key`]).
pub fn placing_map(t: &'static MzebsText, field: Field, ghost: Placing) -> impl IntoView {
    let side = field.side();
    let f = field.clone();
    let markup = move || {
        let g = ghost.get();
        let (landing, legal) = g.landing(&f);
        let cols: Vec<(i8, i8)> = landing.iter().map(|c| (c[0], c[1])).collect();
        cells(t, &f, Some((&cols, legal.is_ok(), (g.x, g.y))), &g.fitting(&f))
    };
    // How many columns this way round fits, and each colour's area with what the ghost would change.
    let counts = move || {
        let g = ghost.get();
        let then = match g.landing(&field) {
            (cells, Ok(())) => {
                let mut after = field.clone();
                after.place(g.token, &cells);
                Some(after.areas())
            }
            _ => None,
        };
        let fits = fill(t.fits_count(), &[&g.fitting(&field).len().to_string()]);
        format!("<p class=\"hint\">{fits}</p><ul class=\"areas\">{}</ul>", markup::areas(t, field.areas(), then))
    };
    let tap = move |ev: MouseEvent| {
        if let Some((x, y)) = tapped(&ev) {
            ghost.change(|g| g.moved_to(x, y, side));
        }
    };
    view! {
        <figure class="map-box">
            <div class="map placing" role="application" tabindex="0" aria-label=t.map() style=format!("--side:{side}")
                on:click=tap on:keydown=super::place::on_key(ghost, side) inner_html=markup></div>
            <div inner_html=counts></div>
        </figure>
    }
}
