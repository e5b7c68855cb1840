//! The board drawn from its map file (spec "The board file"): every hexagonal cell in its landscape's
//! colour, a border wherever two areas meet, the castles, the cloud spaces, and the towers with their
//! roof colour, VP and wands. Pointy hexes, axial `[q, r]`: a cell's centre is x = √3·(q + r/2),
//! y = 1.5·r, its corners at 30°, 90°, … at distance 1. The drawing is SVG markup, one string.

use crate::rules::broom::map::{Area, BroomMap, Landscape, Potion, Shape};
use std::fmt::Write;

const SQRT3: f32 = 1.732_050_8;
/// The six neighbours of a cell, in the order of the directions 0°, 60°, …, 300° (y grows downward).
const AROUND: [[i32; 2]; 6] = [[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]];

fn centre([q, r]: [i32; 2]) -> (f32, f32) {
    (SQRT3 * (q as f32 + r as f32 / 2.0), 1.5 * r as f32)
}

/// The corner of a cell at `angle` degrees.
fn corner(cell: [i32; 2], angle: f32) -> (f32, f32) {
    let (x, y) = centre(cell);
    let a = angle.to_radians();
    (x + a.cos(), y + a.sin())
}

/// The class of a landscape's colour.
pub fn landscape_class(l: Landscape) -> &'static str {
    match l {
        Landscape::Forest => "forest",
        Landscape::Prairie => "prairie",
        Landscape::Hill => "hill",
        Landscape::Mountain => "mountain",
        Landscape::Lake => "lake",
    }
}

/// The class of a potion's (or roof's) colour.
pub fn potion_class(p: Potion) -> &'static str {
    match p {
        Potion::Green => "green",
        Potion::Purple => "purple",
        Potion::Orange => "orange",
    }
}

/// Where an area's icons go: the centre of its cell nearest the middle of its cells.
pub fn anchor(area: &Area) -> (f32, f32) {
    let n = area.cells.len() as f32;
    let (sx, sy) = area.cells.iter().map(|&c| centre(c)).fold((0.0, 0.0), |(a, b), (x, y)| (a + x, b + y));
    let (mx, my) = (sx / n, sy / n);
    let d = |&c: &[i32; 2]| {
        let (x, y) = centre(c);
        (x - mx).powi(2) + (y - my).powi(2)
    };
    let best = area.cells.iter().min_by(|a, b| d(a).total_cmp(&d(b))).expect("an area has cells");
    centre(*best)
}

/// The whole board as an `<svg>`: landscapes, borders, castles, cloud spaces and towers.
pub fn svg(map: &BroomMap, label: &str) -> String {
    let [x, y, w, h] = map.view_box;
    let mut out =
        format!("<svg class=\"broom-board\" viewBox=\"{x} {y} {w} {h}\" role=\"img\" aria-label=\"{label}\">");
    let owner = |cell: [i32; 2]| map.areas.iter().position(|a| a.cells.contains(&cell));
    let mut borders = String::new();
    for (i, area) in map.areas.iter().enumerate() {
        let _ = write!(out, "<g class=\"area {}\" data-area=\"{}\">", landscape_class(area.landscape), area.id);
        for &cell in &area.cells {
            out.push_str("<path d=\"");
            for k in 0..6 {
                let (cx, cy) = corner(cell, 30.0 + 60.0 * k as f32);
                let _ = write!(out, "{}{cx:.3} {cy:.3}", if k == 0 { "M" } else { "L" });
            }
            out.push_str("Z\"/>");
            // Each edge between two areas once (from the lower index), and the board's rim.
            for (k, d) in AROUND.iter().enumerate() {
                let other = owner([cell[0] + d[0], cell[1] + d[1]]);
                if other.is_none_or(|o| o != i && o > i) {
                    let angle = 60.0 * k as f32;
                    let (ax, ay) = corner(cell, angle - 30.0);
                    let (bx, by) = corner(cell, angle + 30.0);
                    let _ = write!(borders, "M{ax:.3} {ay:.3}L{bx:.3} {by:.3}");
                }
            }
        }
        out.push_str("</g>");
    }
    let _ = write!(out, "<path class=\"borders\" d=\"{borders}\"/>");
    for area in &map.areas {
        let (ax, ay) = anchor(area);
        if area.castle {
            let _ = write!(
                out,
                "<path class=\"castle\" transform=\"translate({:.3} {:.3}) scale(0.1)\" d=\"{CASTLE}\"/>",
                ax - 0.5,
                ay - 0.5
            );
        }
        for s in 0..area.cloud_spaces {
            let dx = (f32::from(s) - f32::from(area.cloud_spaces - 1) / 2.0) * 0.7;
            let (cx, cy) = (ax + dx - 0.45, ay - 0.3);
            let _ = write!(
                out,
                "<path class=\"space\" transform=\"translate({cx:.3} {cy:.3}) scale(0.09)\" d=\"{CLOUD}\"/>"
            );
        }
    }
    for t in &map.towers {
        let [tx, ty] = t.pos;
        let roof = potion_class(t.colour);
        let _ = write!(out, "<g class=\"tower {roof}\" data-tower=\"{}\">", t.id);
        match t.shape {
            Shape::Round => {
                let _ = write!(out, "<circle cx=\"{tx:.3}\" cy=\"{ty:.3}\" r=\"0.36\"/>");
            }
            Shape::Square => {
                let _ =
                    write!(out, "<rect x=\"{:.3}\" y=\"{:.3}\" width=\"0.7\" height=\"0.7\"/>", tx - 0.35, ty - 0.35);
            }
        }
        let _ = write!(out, "<text x=\"{tx:.3}\" y=\"{:.3}\">{}</text>", ty + 0.14, t.vp);
        for n in 0..t.wands {
            let wx = tx + 0.4 + 0.16 * f32::from(n);
            let _ = write!(out, "<path class=\"wand\" d=\"M{wx:.3} {:.3}l0.1 -0.45\"/>", ty + 0.2);
        }
        out.push_str("</g>");
    }
    out.push_str("</svg>");
    out
}

/// A castle and a cloud, our own simple shapes in a 10 × 10 box (placed by a transform).
const CASTLE: &str = "M1 9V3h1.5v1.5H4V3h2v1.5h1.5V3H9v6H6V7H4v2Z";
const CLOUD: &str = "M2 5.5a2 2 0 0 1 0-4a2.5 2.5 0 0 1 4.5-.5a2 2 0 0 1 1.5 4.5Z";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_designed_board_draws_every_area_tower_castle_and_cloud_space() {
        let map = BroomMap::designed();
        let svg = svg(&map, "board");
        assert_eq!(svg.matches("<g class=\"area ").count(), map.areas.len());
        let cells: usize = map.areas.iter().map(|a| a.cells.len()).sum();
        assert_eq!(svg.matches("<path d=\"").count(), cells, "one hexagon per cell");
        assert_eq!(svg.matches("data-tower=").count(), map.towers.len());
        assert_eq!(svg.matches("class=\"castle\"").count(), 2);
        assert_eq!(svg.matches("class=\"space\"").count(), 18);
        assert_eq!(svg.matches("class=\"wand\"").count(), 8 + 2 * 2, "8 towers with one wand, 2 with two");
    }

    #[test]
    fn neighbours_lie_in_the_direction_their_edge_faces() {
        for (k, d) in AROUND.iter().enumerate() {
            let (x, y) = centre(*d);
            let angle = y.atan2(x).to_degrees().rem_euclid(360.0);
            assert!((angle - 60.0 * k as f32).abs() < 0.01, "{d:?} at {angle}°");
            assert!(((x * x + y * y).sqrt() - SQRT3).abs() < 0.001, "cells are √3 apart");
        }
    }
}
