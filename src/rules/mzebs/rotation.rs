//! The 24 rotations of space that map the grid to itself, as an explicit group (spec "Tokens": every
//! token may be placed in any of the 24 rotations, flat or standing; the L and T are flat, so their
//! mirror images are rotations). A rotation is a signed permutation of the axes with determinant +1.
//! A token's *orientations* are the distinct cell sets its rotations give, each in canonical form
//! (moved to the origin, cells sorted): cube 1, bar 3, L 12, T 12.

use super::token::Shape;
use serde::Serialize;
use std::sync::OnceLock;

/// A cell offset (x, y, z).
pub type Offset = [i8; 3];

/// One rotation: axis `i` of the result is `sign[i]` times axis `axis[i]` of the input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize)]
pub struct Rotation {
    axis: [u8; 3],
    sign: [i8; 3],
}

/// The three orders of the axes that are even permutations, and the three odd ones.
const EVEN: [[u8; 3]; 3] = [[0, 1, 2], [1, 2, 0], [2, 0, 1]];
const ODD: [[u8; 3]; 3] = [[1, 0, 2], [0, 2, 1], [2, 1, 0]];

impl Rotation {
    /// Leaves everything in place.
    pub const IDENTITY: Rotation = Rotation { axis: [0, 1, 2], sign: [1, 1, 1] };
    /// A quarter turn about the vertical axis: (x, y, z) → (−y, x, z).
    pub const TURN: Rotation = Rotation { axis: [1, 0, 2], sign: [-1, 1, 1] };
    /// A quarter tip about the x axis (tipping the token forwards): (x, y, z) → (x, −z, y).
    pub const TIP_FORWARD: Rotation = Rotation { axis: [0, 2, 1], sign: [1, -1, 1] };
    /// A quarter tip about the y axis (tipping it sideways): (x, y, z) → (z, y, −x).
    pub const TIP_SIDEWAYS: Rotation = Rotation { axis: [2, 1, 0], sign: [1, 1, -1] };

    /// All 24, the identity first: each order of the axes with the signs whose product keeps
    /// handedness (+1 for an even order, −1 for an odd one).
    pub fn all() -> Vec<Rotation> {
        let mut all = Vec::with_capacity(24);
        for (orders, parity) in [(EVEN, 1), (ODD, -1)] {
            for axis in orders {
                for bits in 0..8u8 {
                    let sign = [0, 1, 2].map(|i| if bits >> i & 1 == 0 { 1 } else { -1 });
                    if sign[0] * sign[1] * sign[2] == parity {
                        all.push(Rotation { axis, sign });
                    }
                }
            }
        }
        all
    }

    /// Where this rotation takes `v`.
    pub fn apply(self, v: Offset) -> Offset {
        [0, 1, 2].map(|i| self.sign[i] * v[usize::from(self.axis[i])])
    }

    /// `self` after `first`: the rotation that applies `first`, then `self`.
    pub fn after(self, first: Rotation) -> Rotation {
        let axis = self.axis.map(|a| first.axis[usize::from(a)]);
        let sign = [0, 1, 2].map(|i| self.sign[i] * first.sign[usize::from(self.axis[i])]);
        Rotation { axis, sign }
    }

    /// The rotation that undoes this one.
    pub fn inverse(self) -> Rotation {
        let mut inv = Rotation::IDENTITY;
        for i in 0..3 {
            let a = usize::from(self.axis[i]);
            inv.axis[a] = i as u8;
            inv.sign[a] = self.sign[i];
        }
        inv
    }

    /// `cells` rotated, in canonical form.
    pub fn cells(self, cells: &[Offset]) -> Vec<Offset> {
        canonical(cells.iter().map(|&c| self.apply(c)).collect())
    }
}

/// `cells` moved so their smallest x, y and z are 0, in order of x, then y, then z: one cell set has
/// one form. (A token spans at most 3 cells a side, so scanning that box puts them in order.)
pub fn canonical(cells: Vec<Offset>) -> Vec<Offset> {
    let least = [0, 1, 2].map(|axis| cells.iter().map(|c| c[axis]).min().unwrap_or(0));
    let moved: Vec<Offset> = cells.iter().map(|c| [0, 1, 2].map(|axis| c[axis] - least[axis])).collect();
    let mut ordered = Vec::with_capacity(moved.len());
    for x in 0..3 {
        for y in 0..3 {
            for z in 0..3 {
                if moved.contains(&[x, y, z]) {
                    ordered.push([x, y, z]);
                }
            }
        }
    }
    ordered
}

/// The distinct orientations of `shape`, in the order the rotations first reach them (so the flat
/// one comes first). Worked out once and kept: every placement checked or listed reads them.
pub fn orientations(shape: Shape) -> &'static [Vec<Offset>] {
    static ALL: OnceLock<Vec<Vec<Vec<Offset>>>> = OnceLock::new();
    let all = ALL.get_or_init(|| Shape::ALL.into_iter().map(distinct_orientations).collect());
    &all[shape as usize]
}

/// `shape`'s orientations, found by trying every rotation.
fn distinct_orientations(shape: Shape) -> Vec<Vec<Offset>> {
    let mut found: Vec<Vec<Offset>> = Vec::new();
    for r in Rotation::all() {
        let cells = r.cells(shape.cells());
        if !found.contains(&cells) {
            found.push(cells);
        }
    }
    found
}

/// Which of `shape`'s orientations `rotation` gives.
pub fn orientation_of(shape: Shape, rotation: Rotation) -> u8 {
    let cells = rotation.cells(shape.cells());
    orientations(shape).iter().position(|o| *o == cells).expect("every rotation gives one of the orientations") as u8
}

/// True when an orientation stands on an empty table: every cell is on the table or on another of
/// its own cells.
pub fn stands(cells: &[Offset]) -> bool {
    cells.iter().all(|&[x, y, z]| z == 0 || cells.contains(&[x, y, z - 1]))
}
