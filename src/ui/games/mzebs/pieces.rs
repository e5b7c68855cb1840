//! The display-only pieces of M&ZEB-S's screens: a colour's chip (its letter on its colour and
//! pattern, colour-blind safe), a token's small picture, a player's public tally (メモ), each colour's
//! area seen from above (spec ❷), a scene drawn by [`super::scene::draw`] as SVG, and where a tap
//! landed on the map or the scene.

use super::scene::{draw, Camera, Drawing, Shape, Voxel};
use super::text::MzebsText;
use crate::ui::words::fill;
use leptos::ev::MouseEvent;
use leptos::prelude::*;
use rules::mzebs::rotation::orientations;
use rules::mzebs::token::{Colour, Token};

/// A colour's chip: its letter on its colour and pattern.
pub fn chip(t: &'static MzebsText, c: Colour) -> impl IntoView {
    view! { <span class=format!("chip c{}", c.index())>{t.letters()[c.index()]}</span> }
}

/// A token's small picture (lying flat) with its colour's chip.
pub fn token(t: &'static MzebsText, token: Token) -> impl IntoView {
    let colour = token.colour();
    let voxels: Vec<Voxel> =
        orientations(token.shape())[0].iter().map(|&cell| Voxel { cell, colour, class: "" }).collect();
    let picture = draw(Camera::START, 1.0, &voxels, &|c| voxels.iter().any(|v| v.cell == c), None, false);
    view! {
        <span class=format!("piece c{}", colour.index()) aria-hidden="true">
            <span class="pic">{svg(t, picture)}</span>
            {chip(t, colour)}
        </span>
    }
}

/// One player's tally: tokens noted per colour.
pub fn tally(t: &'static MzebsText, name: &str, counts: [u8; 4]) -> impl IntoView {
    let rows = Colour::ALL.map(|c| {
        view! {
            <li class=format!("c{}", c.index())>
                {chip(t, c)}<span class="name">{t.colour(c)}</span><b>{counts[c.index()]}</b>
            </li>
        }
    });
    view! { <div class="tally"><h2>{fill(t.tally_of(), &[name])}</h2><ul>{rows.into_iter().collect_view()}</ul></div> }
}

/// Each colour's columns seen from above, with the change a placement would make.
pub fn areas(t: &'static MzebsText, now: [u8; 4], then: Option<[u8; 4]>) -> impl IntoView {
    let area = move |c: Colour| {
        let i = c.index();
        let change = then.map(|a| i32::from(a[i]) - i32::from(now[i])).filter(|&d| d != 0);
        view! {
            <li class="area">
                {chip(t, c)}{t.area_of(now[i])}
                {change.map(|d| view! { <span class="change">{format!(" ({d:+})")}</span> })}
            </li>
        }
    };
    Colour::ALL.map(area).into_iter().collect_view()
}

/// A drawing as an `<svg>`, hidden from readers (what holds it says what it shows).
pub fn svg(t: &'static MzebsText, drawing: Drawing) -> impl IntoView {
    let shapes = drawing.shapes.into_iter().map(move |shape| match shape {
        Shape::Face { d, class } => view! { <path d=d class=class /> }.into_any(),
        Shape::Letter { x, y, colour } => {
            view! { <text x=x y=y class=format!("mark c{colour}")>{t.letters()[colour]}</text> }.into_any()
        }
    });
    let [x, y, w, h] = drawing.frame.view;
    view! { <svg viewBox=format!("{x} {y} {w} {h}") aria-hidden="true">{shapes.collect_view()}</svg> }
}

/// Where a tap landed in `element` (its content box, in CSS px from the top left), and the box's
/// width and height.
pub fn tapped_at(ev: &MouseEvent, element: &web_sys::Element) -> [f64; 4] {
    let rect = element.get_bounding_client_rect();
    let (left, top) = (rect.left() + f64::from(element.client_left()), rect.top() + f64::from(element.client_top()));
    let (width, height) = (f64::from(element.client_width()), f64::from(element.client_height()));
    [f64::from(ev.client_x()) - left, f64::from(ev.client_y()) - top, width, height]
}
