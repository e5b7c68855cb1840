//! The field in 3D, drawn as SVG by our own projection (no 3D engine): every cell is a unit cube; the
//! camera turns about the board's centre (yaw) and looks down at an angle (pitch); only the faces
//! turned to the camera and not against another cell are drawn, far to near (the painter's order is
//! exact for equal cubes on a grid). The same drawing makes the small pictures of the tokens.

use rules::mzebs::field::{Cell, Field};
use rules::mzebs::token::Colour;
use std::fmt::Write;

/// Where the camera looks from: degrees about the vertical axis, and above the table.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    pub yaw: f32,
    pub pitch: f32,
}

impl Camera {
    /// Slightly turned, from well above: close to the map's way round.
    pub const START: Camera = Camera { yaw: -25.0, pitch: 50.0 };
    /// Lowest and highest pitch.
    pub const PITCH: (f32, f32) = (20.0, 85.0);

    /// This camera turned by `degrees` and tilted by `tilt`, within the pitch limits.
    pub fn moved(self, degrees: f32, tilt: f32) -> Camera {
        Camera {
            yaw: (self.yaw + degrees).rem_euclid(360.0),
            pitch: (self.pitch + tilt).clamp(Self::PITCH.0, Self::PITCH.1),
        }
    }
}

/// One cube to draw: its cell, colour and what it is (a class: "", "ghost", "ghost bad", "last").
pub struct Voxel {
    pub cell: Cell,
    pub colour: Colour,
    pub class: &'static str,
}

/// Pixels per cell edge in the drawing's own units.
const UNIT: f32 = 20.0;

/// The projection for one camera, centred on (cx, cy).
struct Projector {
    cos_y: f32,
    sin_y: f32,
    cos_p: f32,
    sin_p: f32,
    centre: f32,
}

impl Projector {
    fn new(camera: Camera, centre: f32) -> Projector {
        let ((sin_y, cos_y), (sin_p, cos_p)) = (sin_cos(camera.yaw), sin_cos(camera.pitch));
        Projector { cos_y, sin_y, cos_p, sin_p, centre }
    }

    /// Across the screen (u) and away from the camera (v) for a point of the table.
    fn turn(&self, x: f32, y: f32) -> (f32, f32) {
        let (x, y) = (x - self.centre, y - self.centre);
        (x * self.cos_y - y * self.sin_y, -(x * self.sin_y + y * self.cos_y))
    }

    /// Where a point lands on the screen, in drawing units.
    fn point(&self, [x, y, z]: [f32; 3]) -> (i32, i32) {
        let (u, v) = self.turn(x, y);
        ((u * UNIT).round() as i32, ((-v * self.sin_p - z * self.cos_p) * UNIT).round() as i32)
    }

    /// How far a point lies from the camera (larger is further).
    fn depth(&self, [x, y, z]: [f32; 3]) -> f32 {
        self.turn(x, y).1 * self.cos_p - z * self.sin_p
    }

    /// True when a side face with this outward normal looks left on the screen (towards the light).
    fn lit(&self, nx: f32, ny: f32) -> bool {
        nx * self.cos_y - ny * self.sin_y < 0.0
    }

    /// True when a side face with this outward normal is turned to the camera.
    fn faces(&self, nx: f32, ny: f32) -> bool {
        -(nx * self.sin_y + ny * self.cos_y) < -1e-4
    }
}

/// The sine and cosine of an angle in degrees, to drawing precision (better than 1/5000) without the
/// maths library's exact ones, which would cost the page more code than the whole projection.
fn sin_cos(degrees: f32) -> (f32, f32) {
    // Sine on [−90°, 90°] by its series; the rest by symmetry; cosine as the sine 90° on.
    let sin = |d: f32| {
        let d = (d + 180.0).rem_euclid(360.0) - 180.0;
        let d = if d > 90.0 {
            180.0 - d
        } else if d < -90.0 {
            -180.0 - d
        } else {
            d
        };
        let x = d * (std::f32::consts::PI / 180.0);
        let x2 = x * x;
        x * (1.0 - x2 / 6.0 * (1.0 - x2 / 20.0 * (1.0 - x2 / 42.0 * (1.0 - x2 / 72.0))))
    };
    (sin(degrees), sin(degrees + 90.0))
}

/// Indices of `depths` from the largest to the smallest: the painter's order (the scene holds at
/// most 84 cubes).
fn far_to_near(depths: &[f32]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..depths.len()).collect();
    rules::sort_by(&mut order, |&a, &b| depths[a] > depths[b]);
    order
}

/// The four corners of each face of the unit cube at the origin: top, then +x, −x, +y, −y, with
/// each side's outward normal.
/// A face: its four corners.
type Face = [[f32; 3]; 4];

const TOP: Face = [[0., 0., 1.], [1., 0., 1.], [1., 1., 1.], [0., 1., 1.]];
const SIDES: [((i8, i8), Face); 4] = [
    ((1, 0), [[1., 0., 0.], [1., 1., 0.], [1., 1., 1.], [1., 0., 1.]]),
    ((-1, 0), [[0., 0., 0.], [0., 1., 0.], [0., 1., 1.], [0., 0., 1.]]),
    ((0, 1), [[0., 1., 0.], [1., 1., 0.], [1., 1., 1.], [0., 1., 1.]]),
    ((0, -1), [[0., 0., 0.], [1., 0., 0.], [1., 0., 1.], [0., 0., 1.]]),
];

/// One shape of a drawing, far to near: a face (its outline and its classes) or a column's colour
/// letter on its top.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    Face { d: String, class: String },
    Letter { x: i32, y: i32, colour: usize },
}

/// A face a tap can land on (the floor's and the tops'): its corners in the drawing's units, and its
/// column.
pub type Spot = ([(i32, i32); 4], (i8, i8));

/// A scene drawn by [`draw`]: its shapes, and where they lie.
#[derive(Clone, Debug, PartialEq)]
pub struct Drawing {
    pub shapes: Vec<Shape>,
    pub frame: Frame,
}

/// Where a drawing lies: the box that holds it (left, top, width, height, in its units), and the
/// faces that stand for a column, far to near.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Frame {
    pub view: [i32; 4],
    pub spots: Vec<Spot>,
}

impl Frame {
    /// The column of the nearest face under a tap at (x, y) px in a box `width` × `height` px that
    /// shows the whole drawing, centred (SVG's default fit), if any.
    pub fn column_tapped(&self, [x, y, width, height]: [f64; 4]) -> Option<(i8, i8)> {
        let [left, top, w, h] = self.view.map(f64::from);
        let scale = (width / w).min(height / h);
        if scale.is_nan() || scale <= 0.0 {
            return None;
        }
        let x = left + (x - (width - w * scale) / 2.0) / scale;
        let y = top + (y - (height - h * scale) / 2.0) / scale;
        let inside = |corners: &[(i32, i32); 4]| {
            let side = |i: usize| {
                let ((ax, ay), (bx, by)) = (corners[i], corners[(i + 1) % 4]);
                (f64::from(bx - ax)) * (y - f64::from(ay)) - (f64::from(by - ay)) * (x - f64::from(ax))
            };
            let sides = [side(0), side(1), side(2), side(3)];
            sides.iter().all(|&s| s >= 0.0) || sides.iter().all(|&s| s <= 0.0)
        };
        self.spots.iter().rev().find(|(corners, _)| inside(corners)).map(|&(_, column)| column)
    }
}

/// The corners of a face (offset by `at`) on the screen.
fn corners(p: &Projector, at: [f32; 3], face: &Face) -> [(i32, i32); 4] {
    face.map(|c| p.point([at[0] + c[0], at[1] + c[1], at[2] + c[2]]))
}

/// A polygon through `corners` as an SVG path's outline.
fn outline(corners: &[(i32, i32); 4]) -> String {
    let mut d = String::from("M");
    for (i, (sx, sy)) in corners.iter().enumerate() {
        let _ = write!(d, "{}{sx} {sy}", if i == 0 { "" } else { "L" });
    }
    d + "Z"
}

/// Draws `voxels` (cells hidden behind `solid` neighbours lose those faces); the frame holds the
/// floor (when given) and every cube. The floor and the tops are the spots a tap can move a ghost to;
/// with `letters`, each column's top shows its colour's letter.
pub fn draw(
    camera: Camera,
    centre: f32,
    voxels: &[Voxel],
    solid: &dyn Fn(Cell) -> bool,
    floor: Option<&Field>,
    letters: bool,
) -> Drawing {
    let p = Projector::new(camera, centre);
    let centre_of = |c: Cell| [f32::from(c[0]) + 0.5, f32::from(c[1]) + 0.5, f32::from(c[2]) + 0.5];
    let depths: Vec<f32> = voxels.iter().map(|v| p.depth(centre_of(v.cell))).collect();
    let (mut shapes, mut spots) = (Vec::new(), Vec::new());
    let (mut lo, mut hi) = ((i32::MAX, i32::MAX), (i32::MIN, i32::MIN));
    let mut grow = |(x, y): (i32, i32)| {
        lo = (lo.0.min(x), lo.1.min(y));
        hi = (hi.0.max(x), hi.1.max(y));
    };
    if let Some(field) = floor {
        let side = field.side();
        // One outline for the whole floor: its squares never overlap.
        let mut d = String::new();
        for y in 0..side {
            for x in 0..side {
                let floor = corners(&p, [f32::from(x), f32::from(y), -1.0], &TOP);
                d.push_str(&outline(&floor));
                spots.push((floor, (x as i8, y as i8)));
            }
        }
        shapes.push(Shape::Face { d, class: "floor".into() });
        let s = f32::from(side);
        for c in [[0., 0., 0.], [s, 0., 0.], [0., s, 0.], [s, s, 0.]] {
            grow(p.point(c));
        }
    }
    for v in far_to_near(&depths).into_iter().map(|i| &voxels[i]) {
        let [x, y, z] = v.cell;
        let at = [f32::from(x), f32::from(y), f32::from(z)];
        let colour = v.colour.index();
        for ((nx, ny), face) in SIDES {
            let (fx, fy) = (f32::from(nx), f32::from(ny));
            if p.faces(fx, fy) && !solid([x + nx, y + ny, z]) {
                let light = if p.lit(fx, fy) { "lit" } else { "dim" };
                let class = format!("{light} c{colour} {}", v.class);
                shapes.push(Shape::Face { d: outline(&corners(&p, at, &face)), class });
            }
        }
        if !solid([x, y, z + 1]) {
            let class = format!("top c{colour} {}", v.class);
            let top = corners(&p, at, &TOP);
            shapes.push(Shape::Face { d: outline(&top), class });
            spots.push((top, (x, y)));
            if letters && v.class.is_empty() {
                let (sx, sy) = p.point([at[0] + 0.5, at[1] + 0.5, at[2] + 1.0]);
                shapes.push(Shape::Letter { x: sx, y: sy, colour });
            }
        }
        for corner in 0..8u8 {
            let [dx, dy, dz] = [0, 1, 2].map(|axis| f32::from(corner >> axis & 1));
            grow(p.point([at[0] + dx, at[1] + dy, at[2] + dz]));
        }
    }
    let pad = 6;
    let view = [lo.0 - pad, lo.1 - pad, hi.0 - lo.0 + 2 * pad, hi.1 - lo.1 + 2 * pad];
    Drawing { shapes, frame: Frame { view, spots } }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sine_and_cosine_are_close_enough_to_draw_with() {
        for d in -720..=720 {
            let (s, c) = sin_cos(d as f32);
            let r = (d as f64).to_radians();
            assert!((f64::from(s) - r.sin()).abs() < 2e-4 && (f64::from(c) - r.cos()).abs() < 2e-4, "{d}°");
        }
    }

    /// A tap at the middle of any column's floor, in a box of any shape, finds that column; one at a
    /// corner of the box, outside the board, finds none.
    #[test]
    fn a_tap_finds_the_column_drawn_under_it() {
        let field = Field::new(6);
        let drawing = draw(Camera::START, 3.0, &[], &|_| false, Some(&field), false);
        let [left, top, w, h] = drawing.frame.view.map(f64::from);
        for (width, height) in [(300.0, 300.0), (600.0, 200.0), (200.0, 500.0)] {
            let scale = (width / w).min(height / h);
            let px = |x: f64, y: f64| {
                [
                    (x - left) * scale + (width - w * scale) / 2.0,
                    (y - top) * scale + (height - h * scale) / 2.0,
                    width,
                    height,
                ]
            };
            for (corners, column) in &drawing.frame.spots {
                let (x, y) = corners
                    .iter()
                    .fold((0.0, 0.0), |(x, y), &(cx, cy)| (x + f64::from(cx) / 4.0, y + f64::from(cy) / 4.0));
                assert_eq!(drawing.frame.column_tapped(px(x, y)), Some(*column), "{width}×{height}");
            }
            assert_eq!(drawing.frame.column_tapped([1.0, 1.0, width, height]), None);
        }
    }

    #[test]
    fn the_painter_draws_far_cubes_first() {
        assert_eq!(far_to_near(&[1.0, 3.0, 2.0, 3.0]), vec![1, 3, 2, 0]);
    }
}
