//! The rules of each game in our own words, in English and Japanese, shown in the app (from the home
//! card and from inside a game). Points that rest on values lost from the rulebooks are marked as
//! reconstructed (`shared/rules/<game>.md`).

/// One rule, and whether it rests on a reconstructed value.
pub struct Point {
    /// The rule.
    pub text: &'static str,
    /// True when the value was lost from the rulebook and is our best reading.
    pub reconstructed: bool,
}

/// A part of a rules page.
pub struct Section {
    /// The part's heading.
    pub heading: &'static str,
    /// Its rules.
    pub points: &'static [Point],
}

/// A picture on a rules page (a board), drawn when the page opens, and its caption.
pub struct Figure {
    /// Its SVG markup, labelled in a language.
    pub svg: fn(&'static str) -> String,
    /// What it shows (also its accessible name).
    pub caption: &'static str,
}

/// One game's rules page.
pub struct Page {
    /// What the game is, in a sentence or two.
    pub intro: &'static str,
    /// A picture after the intro, if the game has one.
    pub figure: Option<Figure>,
    /// The rules, in playing order.
    pub sections: &'static [Section],
}

/// A rule.
pub const fn p(text: &'static str) -> Point {
    Point { text, reconstructed: false }
}

/// A rule resting on a reconstructed value.
pub const fn r(text: &'static str) -> Point {
    Point { text, reconstructed: true }
}
