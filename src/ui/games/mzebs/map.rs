//! The field seen from above (spec ❷): each column in the colour of its top cell, with the colour's
//! letter and pattern (colour-blind safe), the ghost's footprint, dots where the ghost's way round
//! fits, and each colour's area counted live (with what the ghost would add).

use super::markup;
use super::place::{clicked, Placing};
use super::text::MzebsText;
use crate::rules::mzebs::field::Field;
use leptos::ev::MouseEvent;
use leptos::prelude::*;
use std::fmt::Write;

/// The column a tap landed on (a cell of the map or a face of the 3D view carries data-x, data-y).
pub fn tapped(ev: &MouseEvent) -> Option<(i8, i8)> {
    let at = |name| clicked(ev, name)?.parse::<i8>().ok();
    Some((at("data-x")?, at("data-y")?))
}

/// The map's cells as markup: `ghost` as (its columns, fits) and the dots of `fits`.
fn cells(t: &MzebsText, field: &Field, ghost: Option<(&[(i8, i8)], bool)>, fits: &[(i8, i8)]) -> String {
    let side = field.side() as i8;
    let mut out = String::new();
    for y in 0..side {
        for x in 0..side {
            let top = field.top(x, y).map(|t| t.colour());
            let mut class = top.map_or("e".to_string(), |c| format!("c{}", c.index()));
            if let Some((_, ok)) = ghost.filter(|(cols, _)| cols.contains(&(x, y))) {
                class.push_str(if ok { " g" } else { " g bad" });
            }
            if fits.contains(&(x, y)) {
                class.push_str(" fit");
            }
            let letter = top.map_or("", |c| t.letters[c.index()]);
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
            <div class="map" role="img" aria-label=t.map style=format!("--side:{side}") inner_html=cells(t, field, None, &[])></div>
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
        cells(t, &f, Some((&cols, legal.is_ok())), &g.fitting(&f))
    };
    let f = field.clone();
    let counts = move || {
        let g = ghost.get();
        let then = match g.landing(&f) {
            (cells, Ok(())) => {
                let mut after = f.clone();
                after.place(g.token, &cells);
                Some(after.areas())
            }
            _ => None,
        };
        markup::areas(t, f.areas(), then)
    };
    let fits = {
        let f = field.clone();
        move || (t.fits_count)(ghost.get().fitting(&f).len())
    };
    let tap = move |ev: MouseEvent| {
        if let Some((x, y)) = tapped(&ev) {
            ghost.change(|g| g.moved_to(x, y, side));
        }
    };
    // Where the ghost is, for the browser tests' keyboard play.
    let at = move || {
        let g = ghost.get();
        format!("{},{}", g.x, g.y)
    };
    view! {
        <figure class="map-box">
            <div class="map placing" role="application" tabindex="0" aria-label=t.map style=format!("--side:{side}") data-at=at
                on:click=tap on:keydown=super::place::on_key(ghost, side) inner_html=markup></div>
            <p class="hint">{fits}</p>
            <ul class="areas" inner_html=counts></ul>
        </figure>
    }
}
