//! The 40 tokens (rulebook コンポーネント): four colours, each with 4 cubes, 3 bars, 2 L shapes and
//! 1 T shape built of unit cubes (spec "Tokens"; the shapes and colours from the designers' published
//! rulebook). A token is its number 0–39: ten per colour, in shape order.

use serde::Serialize;

/// A token colour (the memo sheet's あか, きいろ, みどり, むらさき).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Colour {
    Red,
    Yellow,
    Green,
    Purple,
}

impl Colour {
    /// The four colours, in the memo sheet's order.
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Yellow, Colour::Green, Colour::Purple];

    /// Its place in [`Colour::ALL`], for per-colour arrays.
    pub const fn index(self) -> usize {
        self as usize
    }
}

/// A token's shape (立方体, 直方体, L形, T形).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub enum Shape {
    /// One cell.
    Cube,
    /// Two cells in a line (1×1×2).
    Bar,
    /// Three cells in a flat L.
    L,
    /// Four cells in a flat T.
    T,
}

impl Shape {
    /// The four shapes, smallest first.
    pub const ALL: [Shape; 4] = [Shape::Cube, Shape::Bar, Shape::L, Shape::T];

    /// How many of each colour the box holds: 4 cubes, 3 bars, 2 L, 1 T.
    pub const fn per_colour(self) -> u8 {
        match self {
            Shape::Cube => 4,
            Shape::Bar => 3,
            Shape::L => 2,
            Shape::T => 1,
        }
    }

    /// Its cells lying flat, as (x, y, z) offsets: the orientation every other one is a rotation of.
    pub const fn cells(self) -> &'static [[i8; 3]] {
        match self {
            Shape::Cube => &[[0, 0, 0]],
            Shape::Bar => &[[0, 0, 0], [1, 0, 0]],
            Shape::L => &[[0, 0, 0], [1, 0, 0], [0, 1, 0]],
            Shape::T => &[[0, 0, 0], [1, 0, 0], [2, 0, 0], [1, 1, 0]],
        }
    }
}

/// Tokens of one colour: 4 + 3 + 2 + 1.
pub const PER_COLOUR: u8 = 10;
/// Tokens in the game.
pub const TOKENS: u8 = 4 * PER_COLOUR;

/// One token, by number.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
pub struct Token(pub u8);

impl Token {
    /// Every token, 0 to 39.
    pub fn all() -> impl Iterator<Item = Token> {
        (0..TOKENS).map(Token)
    }

    /// Its colour.
    pub const fn colour(self) -> Colour {
        Colour::ALL[(self.0 / PER_COLOUR) as usize]
    }

    /// Its shape: numbers 0–3 of a colour are cubes, 4–6 bars, 7–8 L, 9 the T.
    pub const fn shape(self) -> Shape {
        match self.0 % PER_COLOUR {
            0..=3 => Shape::Cube,
            4..=6 => Shape::Bar,
            7..=8 => Shape::L,
            _ => Shape::T,
        }
    }
}
