//! The display-only pieces of M&ZEB-S's screens (colour chips, token pictures, tallies, areas, the
//! reveal's cells) written as markup text and set as a container's inner HTML: drawn once per screen,
//! they need no reactive view, and text costs the page far less code than a component. Players' names
//! are escaped.

use super::scene::{svg, Camera, Voxel};
use super::text::{fill, MzebsText};
use crate::rules::mzebs::rotation::orientations;
use crate::rules::mzebs::token::{Colour, Token};
use std::fmt::Write;

/// A colour's chip: its letter on its colour and pattern.
pub fn chip(t: &MzebsText, c: Colour) -> String {
    format!("<span class=\"chip c{}\">{}</span>", c.index(), t.letters()[c.index()])
}

/// A token's small picture (lying flat) with its colour's chip.
pub fn token(t: &MzebsText, token: Token) -> String {
    let colour = token.colour();
    let voxels: Vec<Voxel> =
        orientations(token.shape())[0].iter().map(|&cell| Voxel { cell, colour, class: "" }).collect();
    let picture = svg(Camera::START, 1.0, &voxels, &|c| voxels.iter().any(|v| v.cell == c), None, None);
    format!(
        "<span class=\"piece c{}\" aria-hidden=\"true\"><span class=\"pic\">{picture}</span>{}</span>",
        colour.index(),
        chip(t, colour)
    )
}

/// One player's tally: tokens noted per colour.
pub fn tally(t: &MzebsText, name: &str, counts: [u8; 4]) -> String {
    let mut out = format!("<div class=\"tally\"><h2>{}</h2><ul>", crate::ui::kit::escape(&fill(t.tally_of(), &[name])));
    for c in Colour::ALL {
        let _ = write!(
            out,
            "<li class=\"c{}\">{}<span class=\"name\">{}</span><b>{}</b></li>",
            c.index(),
            chip(t, c),
            t.colour(c),
            counts[c.index()]
        );
    }
    out + "</ul></div>"
}

/// Each colour's columns seen from above, with the change a placement would make.
pub fn areas(t: &MzebsText, now: [u8; 4], then: Option<[u8; 4]>) -> String {
    let mut out = String::new();
    for c in Colour::ALL {
        let i = c.index();
        let _ = write!(out, "<li class=\"area\">{}{}", chip(t, c), t.area_of(now[i]));
        match then.map(|a| i32::from(a[i]) - i32::from(now[i])) {
            Some(d) if d != 0 => {
                let _ = write!(out, "<span class=\"change\"> ({d:+})</span>");
            }
            _ => {}
        }
        out.push_str("</li>");
    }
    out
}
