//! The board drawn from its map file (spec "The board file"): every hexagonal cell in its landscape's
//! colour, a border wherever two areas meet, the castles, the cloud spaces, and the towers with their
//! roof colour, VP and wands; in play ([`Marks`]) also the heavy clouds with their stars and lightning,
//! each seat's pawns, who filled each round tower, and the legal targets of the action at hand (lit,
//! each marked with the index of its move in the view's legal list for the hint). A tap on an area, a
//! tower or a cloud is handed to the screen as a [`Spot`]. Pointy hexes, axial `[q, r]`: a cell's
//! centre is x = √3·(q + r/2), y = 1.5·r, its corners at 30°, 90°, … at distance 1. Drawn by a
//! component; the shapes' coordinates are written with two decimals by integer formatting.

use leptos::prelude::*;
use rules::broom::map::{Area, AreaId, BroomMap, Shape, Tower};
use rules::PlayerId;
use std::fmt::Write;
use std::sync::Arc;

/// A place on the board a tap can land on: an area, a tower, a cloud tile.
#[derive(Clone, Copy, PartialEq)]
pub enum Spot {
    Area(AreaId),
    Tower(u8),
    Cloud(u8),
}

/// What a game in progress adds to the board.
#[derive(Clone, Default)]
pub struct Marks {
    /// The heavy clouds on the board: (area, tile).
    pub clouds: Vec<(AreaId, u8)>,
    /// Who filled each round tower.
    pub towers: Vec<Option<PlayerId>>,
    /// Each seat's two pawns.
    pub pawns: Vec<[AreaId; 2]>,
    /// The legal targets of the action at hand, each with its move's index in the view's legal list
    /// (`data-move`, which the hint lights).
    pub targets: Vec<(Spot, usize)>,
    /// The area to keep in view where the board is wider than the screen (the pawn of the seat to
    /// act).
    pub focus: Option<AreaId>,
}

impl Marks {
    /// The index of the move whose target `spot` is, if it is one.
    fn target(&self, spot: Spot) -> Option<usize> {
        self.targets.iter().find(|(s, _)| *s == spot).map(|&(_, i)| i)
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
pub fn designed(label: &str) -> AnyView {
    board(Arc::new(BroomMap::designed()), label.to_string(), Arc::new(Marks::default), None)
}

/// A cell's hexagon as a path.
fn hexagon(cell: [i32; 2]) -> String {
    let mut d = String::new();
    for k in 0..6 {
        let _ = write!(d, "{}{}", if k == 0 { "M" } else { "L" }, corner(cell, k));
    }
    d + "Z"
}

/// Every edge between two areas once, and the board's rim, as one path.
fn borders(map: &BroomMap) -> String {
    let owner = |cell: [i32; 2]| map.areas.iter().position(|a| a.cells.contains(&cell));
    let mut d = String::new();
    for (i, area) in map.areas.iter().enumerate() {
        for &cell in &area.cells {
            for (k, step) in AROUND.iter().enumerate() {
                // From the lower index; the edge facing 60°·k runs between the corners at 60°·k ∓ 30°.
                if owner([cell[0] + step[0], cell[1] + step[1]]).is_none_or(|o| o > i) {
                    let _ = write!(d, "M{}L{}", corner(cell, k + 5), corner(cell, k));
                }
            }
        }
    }
    d
}

/// A cloud's shape placed at (x, y).
fn cloud_at(x: f32, y: f32) -> String {
    format!("translate({}) scale(0.09)", N2(x - 0.45, y - 0.3))
}

/// The whole board as an `<svg>` labelled `label`: landscapes, borders, castles, cloud spaces and
/// towers drawn once, and two layers of what `marks` adds, drawn again at every change: the lit
/// areas above the landscapes; the clouds, the pawns and the filled or lit towers above it all (a
/// tower drawn again over itself). A tap on an area, a tower or a cloud goes to `tap`.
pub fn board(
    map: Arc<BroomMap>,
    label: String,
    marks: Arc<dyn Fn() -> Marks + Send + Sync>,
    tap: Option<Callback<Spot>>,
) -> AnyView {
    let [x, y, w, h] = map.view_box;
    let on = move |spot| {
        move |_| {
            if let Some(tap) = tap {
                tap.run(spot)
            }
        }
    };
    let areas = map.areas.iter().enumerate().map(|(i, area)| {
        view! {
            <g class=format!("area {}", area.landscape.name()) data-area=i on:click=on(Spot::Area(i as AreaId))>
                {cells(area)}
            </g>
        }
    });
    let areas = areas.collect_view();
    let things = map.areas.iter().map(|area| {
        let (ax, ay) = anchor(area);
        let castle = area.castle.then(|| {
            view! { <path class="castle" transform=format!("translate({}) scale(0.1)", N2(ax - 0.5, ay - 0.5)) d=CASTLE /> }
        });
        let spaces = (0..area.cloud_spaces).map(|s| view! { <path class="space" transform=cloud_at(ax + spread(area, s), ay) d=CLOUD /> });
        (castle, spaces.collect_view())
    });
    let things = things.collect_view();
    let towers = map.towers.iter().enumerate().map(|(k, t)| {
        view! {
            <g class=format!("tower {}", t.colour.name()) data-tower=k on:click=on(Spot::Tower(k as u8))>
                {tower(t)}
                {(0..t.wands).map(|n| {
                    let [tx, ty] = t.pos;
                    view! { <path class="wand" d=format!("M{}l0.1 -0.45", N2(tx + 0.4 + 0.16 * f32::from(n), ty + 0.2)) /> }
                }).collect_view()}
            </g>
        }
    });
    let towers = towers.collect_view();
    // Both layers are one closure, so the page carries one way of drawing a layer again.
    let edges = borders(&map);
    let layer = move |top: bool| {
        let (map, marks) = (map.clone(), marks.clone());
        move || {
            let (map, m) = (&*map, marks());
            if !top {
                let lit = m.targets.iter().filter_map(|&(spot, i)| match spot {
                    Spot::Area(a) => {
                        let area = map.areas.get(usize::from(a))?;
                        Some(view! {
                            <g class=format!("area {} target", area.landscape.name()) data-move=i on:click=on(spot)>{cells(area)}</g>
                        })
                    }
                    _ => None,
                });
                return lit.collect_view().into_any();
            }
            // The clouds lie on their area's spaces in the order they were dealt.
            let clouds = m.clouds.iter().enumerate().map(|(n, &(a, tile))| {
                let area = &map.areas[usize::from(a)];
                let ((ax, ay), c, spot) = (anchor(area), &map.clouds[usize::from(tile)], Spot::Cloud(tile));
                let dx = spread(area, m.clouds[..n].iter().filter(|c| c.0 == a).count() as u8);
                view! {
                    <g class="cloud" class:target=m.target(spot).is_some() data-move=m.target(spot) on:click=on(spot)>
                        <path transform=cloud_at(ax + dx, ay) d=CLOUD />
                        <text x=N(ax + dx).to_string() y=N(ay + 0.05).to_string()>
                            {format!("{}★{}", c.stars, if c.lightning > 0 { "⚡" } else { "" })}
                        </text>
                    </g>
                }
            });
            let pawns = m.pawns.iter().enumerate().flat_map(|(seat, pawns)| {
                pawns.iter().enumerate().map(move |(k, &a)| {
                    let (ax, ay) = anchor(&map.areas[usize::from(a)]);
                    let (px, py) = (ax - 0.6 + 0.3 * seat as f32, ay + 0.45 + 0.12 * k as f32);
                    view! { <circle class=format!("pawn s{seat}") cx=N(px).to_string() cy=N(py).to_string() r="0.17" /> }
                })
            });
            let towers = map.towers.iter().enumerate().filter_map(|(k, t)| {
                let (filled, spot) = (m.towers.get(k).copied().flatten(), Spot::Tower(k as u8));
                let lit = m.target(spot);
                let filled = filled.map(|p| format!(" filled s{}", p.index()));
                (filled.is_some() || lit.is_some()).then(|| {
                    let class = format!("tower {}{}", t.colour.name(), filled.unwrap_or_default());
                    view! { <g class=class class:target=lit.is_some() data-move=lit on:click=on(spot)>{tower(t)}</g> }
                })
            });
            // On a phone the board pans in its frame: at each change (and once drawn), it shows the
            // area in focus in its middle at the next frame (cancelled if the board goes first).
            if let Some(area) = m.focus.and_then(|a| map.areas.get(usize::from(a))) {
                let share = (anchor(area).0 - x) / w;
                let frame = request_animation_frame_with_handle(move || {
                    if let Ok(Some(f)) = document().query_selector(".board-frame") {
                        f.set_scroll_left((share * f.scroll_width() as f32) as i32 - f.client_width() / 2);
                    }
                });
                if let Ok(frame) = frame {
                    on_cleanup(move || frame.cancel());
                }
            }
            view! { {clouds.collect_view()}{pawns.collect_view()}{towers.collect_view()} }.into_any()
        }
    };
    view! {
        <div class="board-frame">
            <svg class="broom-board" viewBox=format!("{} {}", N2(x, y), N2(w, h)) width={(w * 50.0) as i32}
                height={(h * 50.0) as i32} role="img" aria-label=label>
                {areas}
                {layer(false)}
                <path class="borders" d=edges />
                {things}
                {towers}
                {layer(true)}
            </svg>
        </div>
    }
    .into_any()
}

/// An area's cells as hexagons.
fn cells(area: &Area) -> AnyView {
    area.cells.iter().map(|&c| view! { <path d=hexagon(c) /> }).collect_view().into_any()
}

/// A tower's shape, round or square, with its VP.
fn tower(t: &Tower) -> AnyView {
    let [tx, ty] = t.pos;
    let shape = match t.shape {
        Shape::Round => view! { <circle cx=N(tx).to_string() cy=N(ty).to_string() r="0.36" /> }.into_any(),
        Shape::Square => {
            view! { <rect x=N(tx - 0.35).to_string() y=N(ty - 0.35).to_string() width="0.7" height="0.7" /> }.into_any()
        }
    };
    view! { {shape}<text x=N(tx).to_string() y=N(ty + 0.14).to_string()>{t.vp}</text> }.into_any()
}

/// Where an area's `s`th cloud space lies, across from its anchor.
fn spread(area: &Area, s: u8) -> f32 {
    (f32::from(s) - f32::from(area.cloud_spaces.max(1) - 1) / 2.0) * 0.7
}

/// A castle and a cloud, our own simple shapes in a 10 × 10 box (placed by a transform).
const CASTLE: &str = "M1 9V3h1.5v1.5H4V3h2v1.5h1.5V3H9v6H6V7H4v2Z";
const CLOUD: &str = "M2 5.5a2 2 0 0 1 0-4a2.5 2.5 0 0 1 4.5-.5a2 2 0 0 1 1.5 4.5Z";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_edge_between_two_areas_and_of_the_rim_is_drawn_once() {
        let map = BroomMap::designed();
        let d = borders(&map);
        let edges: Vec<&str> = d.split('M').skip(1).collect();
        let mut seen = std::collections::HashSet::new();
        for e in &edges {
            let (a, b) = e.split_once('L').expect("an edge is a line");
            assert!(seen.insert((a.min(b), a.max(b))), "edge {e} drawn twice");
        }
        // A cell's edge on the rim is drawn; one between two areas is drawn from one side only.
        let (mut rim, mut between) = (0, 0);
        for area in &map.areas {
            for c in &area.cells {
                for n in AROUND.map(|d| [c[0] + d[0], c[1] + d[1]]) {
                    if !area.cells.contains(&n) {
                        match map.areas.iter().any(|a| a.cells.contains(&n)) {
                            true => between += 1,
                            false => rim += 1,
                        }
                    }
                }
            }
        }
        assert_eq!(edges.len(), rim + between / 2, "every border and rim edge, once");
        assert_eq!(hexagon([0, 0]).matches('L').count(), 5, "a hexagon has six corners");
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
