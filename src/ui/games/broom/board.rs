//! The board drawn from its map file (spec "The board file"): every hexagonal cell in its landscape's
//! colour, a border wherever two areas meet, the castles, the cloud spaces, and the towers with their
//! roof colour, VP and wands; in play ([`Marks`]) also the heavy clouds with their stars and lightning,
//! each seat's pawns, who filled each round tower, and the legal targets of the action at hand (each
//! carrying the index of its move in the view's legal list, for one tap handler). Pointy hexes, axial
//! `[q, r]`: a cell's centre is x = √3·(q + r/2), y = 1.5·r, its corners at 30°, 90°, … at distance
//! 1. The drawing is SVG markup, one string.

use crate::rules::broom::map::{Area, AreaId, BroomMap, Shape};
use crate::rules::PlayerId;
use std::fmt::Write;

/// What a game in progress adds to the board.
#[derive(Default)]
pub struct Marks<'a> {
    /// The heavy clouds on the board: (area, tile).
    pub clouds: &'a [(AreaId, u8)],
    /// Who filled each round tower.
    pub towers: &'a [Option<PlayerId>],
    /// Each seat's two pawns.
    pub pawns: Vec<[AreaId; 2]>,
    /// Tappable targets: areas, towers and cloud tiles, each with its move's index.
    pub areas: Vec<(AreaId, usize)>,
    pub tower_targets: Vec<(u8, usize)>,
    pub cloud_targets: Vec<(u8, usize)>,
}

/// ` data-move="i"` and the class `target` when `id` is a target in `targets`.
fn target<T: PartialEq>(targets: &[(T, usize)], id: T) -> (&'static str, String) {
    match targets.iter().find(|(t, _)| *t == id) {
        Some((_, i)) => (" target", format!(" data-move=\"{i}\"")),
        None => ("", String::new()),
    }
}

const SQRT3: f32 = 1.732_050_8;
/// The six neighbours of a cell, in the order of the directions 0°, 60°, …, 300° (y grows downward).
const AROUND: [[i32; 2]; 6] = [[1, 0], [0, 1], [-1, 1], [-1, 0], [0, -1], [1, -1]];

fn centre([q, r]: [i32; 2]) -> (f32, f32) {
    (SQRT3 * (q as f32 + r as f32 / 2.0), 1.5 * r as f32)
}

/// A hexagon's corners at 30°, 90°, …, 330°: (cos, sin).
const CORNERS: [(f32, f32); 6] =
    [(0.866_025_4, 0.5), (0.0, 1.0), (-0.866_025_4, 0.5), (-0.866_025_4, -0.5), (0.0, -1.0), (0.866_025_4, -0.5)];

/// A cell's corner `k` (at 30° + 60°·k).
fn corner(cell: [i32; 2], k: usize) -> N2 {
    let (x, y) = centre(cell);
    let (c, s) = CORNERS[k % 6];
    N2(x + c, y + s)
}

/// A length in board units, written with two decimals by integer formatting (the page carries no
/// float formatting or trigonometry for the board).
struct N(f32);

impl std::fmt::Display for N {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        let v = (self.0 * 100.0 + 0.5).floor() as i32;
        let sign = if v < 0 { "-" } else { "" };
        let v = v.unsigned_abs();
        write!(f, "{sign}{}.{:02}", v / 100, v % 100)
    }
}

/// A point: "x y".
struct N2(f32, f32);

impl std::fmt::Display for N2 {
    fn fmt(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        write!(f, "{} {}", N(self.0), N(self.1))
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

/// The designed board, as the rules page shows it (the published board was lost), labelled `label`.
pub fn designed(label: &str) -> String {
    svg(&BroomMap::designed(), label, &Marks::default())
}

/// The whole board as an `<svg>`: landscapes, borders, castles, cloud spaces and towers, with `marks`.
pub fn svg(map: &BroomMap, label: &str, marks: &Marks) -> String {
    let label = crate::ui::kit::escape(label);
    let [x, y, w, h] = map.view_box;
    let mut out = format!(
        "<svg class=\"broom-board\" viewBox=\"{} {}\" width=\"{}\" height=\"{}\" role=\"img\" aria-label=\"{label}\">",
        N2(x, y),
        N2(w, h),
        (w * 50.0) as i32,
        (h * 50.0) as i32
    );
    let owner = |cell: [i32; 2]| map.areas.iter().position(|a| a.cells.contains(&cell));
    let mut borders = String::new();
    for (i, area) in map.areas.iter().enumerate() {
        let (class, data) = target(&marks.areas, i as AreaId);
        let _ = write!(out, "<g class=\"area {}{class}\" data-area=\"{i}\"{data}>", area.landscape.name());
        for &cell in &area.cells {
            out.push_str("<path d=\"");
            for k in 0..6 {
                let _ = write!(out, "{}{}", if k == 0 { "M" } else { "L" }, corner(cell, k));
            }
            out.push_str("Z\"/>");
            // Each edge between two areas once (from the lower index), and the board's rim.
            for (k, d) in AROUND.iter().enumerate() {
                let other = owner([cell[0] + d[0], cell[1] + d[1]]);
                if other.is_none_or(|o| o != i && o > i) {
                    // The edge facing 60°·k runs between the corners at 60°·k ∓ 30°.
                    let _ = write!(borders, "M{}L{}", corner(cell, k + 5), corner(cell, k));
                }
            }
        }
        out.push_str("</g>");
    }
    let _ = write!(out, "<path class=\"borders\" d=\"{borders}\"/>");
    let mut tiles = marks.clouds.iter();
    for (i, area) in map.areas.iter().enumerate() {
        let (ax, ay) = anchor(area);
        if area.castle {
            let _ = write!(
                out,
                "<path class=\"castle\" transform=\"translate({}) scale(0.1)\" d=\"{CASTLE}\"/>",
                N2(ax - 0.5, ay - 0.5)
            );
        }
        for s in 0..area.cloud_spaces {
            let dx = (f32::from(s) - f32::from(area.cloud_spaces - 1) / 2.0) * 0.7;
            let _ = write!(
                out,
                "<path class=\"space\" transform=\"translate({}) scale(0.09)\" d=\"{CLOUD}\"/>",
                N2(ax + dx - 0.45, ay - 0.3)
            );
        }
        // The clouds lie on their area's spaces in the order they were dealt.
        let mut s = 0.0;
        for &(_, tile) in tiles.clone().take_while(|(a, _)| usize::from(*a) == i) {
            tiles.next();
            let c = &map.clouds[usize::from(tile)];
            let dx = (s - f32::from(area.cloud_spaces.max(1) - 1) / 2.0) * 0.7;
            s += 1.0;
            let (class, data) = target(&marks.cloud_targets, tile);
            let _ = write!(
                out,
                "<g class=\"cloud{class}\"{data}><path transform=\"translate({}) scale(0.09)\" d=\"{CLOUD}\"/><text x=\"{}\" y=\"{}\">{}★{}</text></g>",
                N2(ax + dx - 0.45, ay - 0.3),
                N(ax + dx),
                N(ay + 0.05),
                c.stars,
                if c.lightning > 0 { "⚡" } else { "" },
            );
        }
        for (seat, pawns) in marks.pawns.iter().enumerate() {
            for (k, _) in pawns.iter().enumerate().filter(|(_, &a)| usize::from(a) == i) {
                let (px, py) = (ax - 0.6 + 0.3 * seat as f32, ay + 0.45 + 0.12 * k as f32);
                let _ = write!(out, "<circle class=\"pawn s{seat}\" cx=\"{}\" cy=\"{}\" r=\"0.17\"/>", N(px), N(py));
            }
        }
    }
    for (k, t) in map.towers.iter().enumerate() {
        let [tx, ty] = t.pos;
        let roof = t.colour.name();
        let (class, data) = target(&marks.tower_targets, k as u8);
        let filled =
            marks.towers.get(k).copied().flatten().map(|p| format!(" filled s{}", p.index())).unwrap_or_default();
        let _ = write!(out, "<g class=\"tower {roof}{filled}{class}\" data-tower=\"{k}\"{data}>");
        match t.shape {
            Shape::Round => {
                let _ = write!(out, "<circle cx=\"{}\" cy=\"{}\" r=\"0.36\"/>", N(tx), N(ty));
            }
            Shape::Square => {
                let _ =
                    write!(out, "<rect x=\"{}\" y=\"{}\" width=\"0.7\" height=\"0.7\"/>", N(tx - 0.35), N(ty - 0.35));
            }
        }
        let _ = write!(out, "<text x=\"{}\" y=\"{}\">{}</text>", N(tx), N(ty + 0.14), t.vp);
        for n in 0..t.wands {
            let wx = tx + 0.4 + 0.16 * f32::from(n);
            let _ = write!(out, "<path class=\"wand\" d=\"M{}l0.1 -0.45\"/>", N2(wx, ty + 0.2));
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
        let svg = svg(&map, "board", &Marks::default());
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

    #[test]
    fn corners_sit_at_30_degrees_and_every_60_after_and_lengths_print_with_two_decimals() {
        for (k, (c, s)) in CORNERS.iter().enumerate() {
            let a = (30.0 + 60.0 * k as f32).to_radians();
            assert!((a.cos() - c).abs() < 1e-6 && (a.sin() - s).abs() < 1e-6, "corner {k}");
        }
        assert_eq!(N2(-0.5, 12.346).to_string(), "-0.50 12.35");
        assert_eq!(N(-0.004).to_string(), "0.00");
    }
}
