//! The shared field (共通の場) and the placement rule (配置の仕方): a square board of columns, each a
//! solid stack of cells from the table up, so the field is a height map plus each column's tokens
//! (spec "Placement", height-map form). A placement is legal when it is on the board, overlaps
//! nothing, leaves no cell over air (the token's own cells hold each other up: 下に隙間が出来るような
//! 配置をすることは出来ません) and touches a token already on the field with a full square face
//! (正方形の面がぴったりと接するように), except the very first.

use super::rotation::Offset;
use super::token::Token;
use serde::Serialize;

/// A cell of the field: column (x, y), height z (0 on the table).
pub type Cell = [i8; 3];

/// Why a placement is not allowed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum PlaceError {
    /// A cell is off the board.
    OffBoard,
    /// A cell is taken already.
    Overlap,
    /// A cell would hang over a gap.
    OverAir,
    /// The token touches no token on the field with a full face (a corner or an edge is not enough).
    NoContact,
}

/// The board: for each column (row by row), its tokens from the table up, one entry per cell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Field {
    side: u8,
    columns: Vec<Vec<Token>>,
}

impl Field {
    /// An empty square board with `side` columns a row.
    pub fn new(side: u8) -> Field {
        Field { side, columns: vec![Vec::new(); usize::from(side) * usize::from(side)] }
    }

    /// Columns per row (and rows).
    pub fn side(&self) -> u8 {
        self.side
    }

    /// The column at (x, y), if it is on the board.
    fn column(&self, x: i8, y: i8) -> Option<&Vec<Token>> {
        let side = self.side as i8;
        ((0..side).contains(&x) && (0..side).contains(&y))
            .then(|| &self.columns[usize::from(y as u8) * usize::from(self.side) + usize::from(x as u8)])
    }

    /// The column's height: how many cells it holds (0 off the board).
    pub fn height(&self, x: i8, y: i8) -> i8 {
        self.column(x, y).map_or(0, |c| c.len() as i8)
    }

    /// The token holding cell (x, y, z), if any.
    pub fn at(&self, [x, y, z]: Cell) -> Option<Token> {
        self.column(x, y)?.get(usize::try_from(z).ok()?).copied()
    }

    /// The column's top token, as seen from above.
    pub fn top(&self, x: i8, y: i8) -> Option<Token> {
        self.column(x, y)?.last().copied()
    }

    /// True before the first token is placed.
    pub fn is_empty(&self) -> bool {
        self.columns.iter().all(Vec::is_empty)
    }

    /// Cells on the field.
    pub fn cells(&self) -> usize {
        self.columns.iter().map(Vec::len).sum()
    }

    /// How many columns each colour shows from above (spec ❷: the colour of each column's top cell).
    pub fn areas(&self) -> [u8; 4] {
        let mut areas = [0; 4];
        for top in self.columns.iter().filter_map(|c| c.last()) {
            areas[top.colour().index()] += 1;
        }
        areas
    }

    /// Checks a placement given as its cells, rule by rule (spec "Placement" 1–4).
    pub fn check(&self, cells: &[Cell]) -> Result<(), PlaceError> {
        if cells.iter().any(|&[x, y, _]| self.column(x, y).is_none()) {
            return Err(PlaceError::OffBoard);
        }
        if cells.iter().any(|&[x, y, z]| z < self.height(x, y)) {
            return Err(PlaceError::Overlap);
        }
        let held = |&[x, y, z]: &Cell| z == 0 || z - 1 < self.height(x, y) || cells.contains(&[x, y, z - 1]);
        if !cells.iter().all(held) {
            return Err(PlaceError::OverAir);
        }
        let touches = |&[x, y, z]: &Cell| {
            (z > 0 && z - 1 < self.height(x, y))
                || [(1, 0), (-1, 0), (0, 1), (0, -1)].iter().any(|(dx, dy)| self.height(x + dx, y + dy) > z)
        };
        if !self.is_empty() && !cells.iter().any(touches) {
            return Err(PlaceError::NoContact);
        }
        Ok(())
    }

    /// The cells of `orientation` (at most 4) with its corner at column (x, y), dropped from above
    /// until it rests on the field (the only height at which it can be legal), written into `cells`.
    pub fn drop<'a>(&self, orientation: &[Offset], x: i8, y: i8, cells: &'a mut [Cell; 4]) -> &'a [Cell] {
        let z = orientation.iter().map(|&[dx, dy, dz]| self.height(x + dx, y + dy) - dz).max().unwrap_or(0);
        for (cell, &[dx, dy, dz]) in cells.iter_mut().zip(orientation) {
            *cell = [x + dx, y + dy, z + dz];
        }
        &cells[..orientation.len()]
    }

    /// `orientation` dropped at column (x, y), if that placement is legal; else why not.
    pub fn placement(&self, orientation: &[Offset], x: i8, y: i8) -> Result<Vec<Cell>, PlaceError> {
        let cells = self.drop(orientation, x, y, &mut [[0; 3]; 4]).to_vec();
        self.check(&cells).map(|()| cells)
    }

    /// The corner columns (x, y) at which `orientation` may be legally placed, row by row. Only
    /// corners that put the token on or beside an occupied column are tried (contact needs one).
    pub fn corners(&self, orientation: &[Offset]) -> Vec<(u8, u8)> {
        let side = self.side as i8;
        let mut tried = vec![self.is_empty(); self.columns.len()];
        for (x, y) in (0..side).flat_map(|y| (0..side).map(move |x| (x, y))) {
            if self.height(x, y) == 0 {
                continue;
            }
            for (nx, ny) in [(0, 0), (1, 0), (-1, 0), (0, 1), (0, -1)] {
                for &[dx, dy, _] in orientation {
                    let (cx, cy) = (x + nx - dx, y + ny - dy);
                    if (0..side).contains(&cx) && (0..side).contains(&cy) {
                        tried[cy as usize * usize::from(self.side) + cx as usize] = true;
                    }
                }
            }
        }
        let mut cells = [[0; 3]; 4];
        let mut corners = Vec::new();
        for (i, _) in tried.iter().enumerate().filter(|(_, &t)| t) {
            let (x, y) = ((i % usize::from(self.side)) as i8, (i / usize::from(self.side)) as i8);
            if self.check(self.drop(orientation, x, y, &mut cells)).is_ok() {
                corners.push((x as u8, y as u8));
            }
        }
        corners
    }

    /// Puts `token` in `cells` (a legal placement; the app also uses it to count the areas a
    /// placement would make).
    pub fn place(&mut self, token: Token, cells: &[Cell]) {
        // A legal placement fills each of its columns from the top up, so every cell adds one entry
        // of this token to its column, in whatever order.
        for &[x, y, _] in cells {
            let side = usize::from(self.side);
            self.columns[y as usize * side + x as usize].push(token);
        }
    }
}
