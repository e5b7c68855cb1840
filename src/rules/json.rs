//! The JSON the saves, the history and the Broom Service map files are written in, with the least
//! code: text is parsed once into a small tree ([`Json`]), and a saved type reads itself from the
//! tree and writes itself into one ([`Tree`]). A general-purpose JSON library (or serde's visitors)
//! carries far more code for every saved type; this one knows just what saves need: whole numbers (a
//! number with a fraction is read, but none is written), strings, arrays, objects, and serde's usual
//! shapes for structs, enums and newtypes, so every save written before still reads.

use std::fmt;

/// A JSON value.
#[derive(Clone, Debug, PartialEq)]
pub enum Json {
    /// `null`.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// A number.
    Num(Number),
    /// A string.
    Str(String),
    /// An array.
    Arr(Vec<Json>),
    /// An object, its entries in the order written.
    Obj(Vec<(String, Json)>),
}

/// A JSON number, kept exact for whole numbers (a seed uses all 64 bits).
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Number {
    /// A whole number from 0 up.
    Whole(u64),
    /// A negative whole number.
    Negative(i64),
    /// A number with a fraction or an exponent.
    Fraction(f64),
}

/// The text is not JSON, or not the shape of the value asked for; or a value has no JSON form here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Error;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("not readable as this kind of value")
    }
}

/// Why text could not be parsed at all (see [`parse`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// It is not JSON.
    Malformed,
    /// Arrays and objects nest deeper than [`MAX_DEPTH`]: no save or map does.
    TooDeep,
    /// The text is longer than [`MAX_TEXT`]: no save or map is.
    TooLarge,
}

/// How deep arrays and objects may nest. A save nests about 8 deep; the limit keeps every reader
/// and writer of a tree (they recurse) far inside the page's stack, whatever a file holds.
pub const MAX_DEPTH: u8 = 64;

/// The longest text read, in bytes (a long game's save is some 10 KB, a map file about 5 KB).
pub const MAX_TEXT: usize = 1 << 20;

impl std::error::Error for Error {}

/// Reads a value from JSON text.
pub fn from_str<T: Tree>(text: &str) -> Result<T, Error> {
    parse(text).ok().as_ref().and_then(T::from_tree).ok_or(Error)
}

/// Writes a value as JSON text.
pub fn to_string<T: Tree>(value: &T) -> String {
    let mut out = String::new();
    write(&value.to_tree(), &mut out);
    out
}

/// Parses JSON text into a tree; anything after the value but spaces is an error, and so is text
/// longer than [`MAX_TEXT`] or nested deeper than [`MAX_DEPTH`].
pub fn parse(text: &str) -> Result<Json, ParseError> {
    if text.len() > MAX_TEXT {
        return Err(ParseError::TooLarge);
    }
    let mut p = Parser { bytes: text.as_bytes(), at: 0, depth: 0 };
    let value = p.value()?;
    p.space();
    if p.at == p.bytes.len() {
        Ok(value)
    } else {
        Err(ParseError::Malformed)
    }
}

struct Parser<'a> {
    bytes: &'a [u8],
    at: usize,
    /// How many arrays and objects are open around the value being read.
    depth: u8,
}

impl Parser<'_> {
    fn space(&mut self) {
        while self.bytes.get(self.at).is_some_and(|b| b.is_ascii_whitespace()) {
            self.at += 1;
        }
    }

    fn next(&mut self) -> Result<u8, ParseError> {
        let b = *self.bytes.get(self.at).ok_or(ParseError::Malformed)?;
        self.at += 1;
        Ok(b)
    }

    fn word(&mut self, word: &str, value: Json) -> Result<Json, ParseError> {
        let end = self.at + word.len();
        (self.bytes.get(self.at..end) == Some(word.as_bytes())).then_some(()).ok_or(ParseError::Malformed)?;
        self.at = end;
        Ok(value)
    }

    fn value(&mut self) -> Result<Json, ParseError> {
        self.space();
        match *self.bytes.get(self.at).ok_or(ParseError::Malformed)? {
            b'n' => self.word("null", Json::Null),
            b't' => self.word("true", Json::Bool(true)),
            b'f' => self.word("false", Json::Bool(false)),
            b'"' => self.string().map(Json::Str),
            b'[' => {
                self.open()?;
                let mut items = Vec::new();
                while !self.close(b']', items.is_empty())? {
                    items.push(self.value()?);
                }
                Ok(Json::Arr(items))
            }
            b'{' => {
                self.open()?;
                let mut entries = Vec::new();
                while !self.close(b'}', entries.is_empty())? {
                    self.space();
                    let key = self.string()?;
                    self.space();
                    (self.next()? == b':').then_some(()).ok_or(ParseError::Malformed)?;
                    entries.push((key, self.value()?));
                }
                Ok(Json::Obj(entries))
            }
            _ => self.number().map(Json::Num),
        }
    }

    /// Past the bracket that opens an array or object, one level deeper.
    fn open(&mut self) -> Result<(), ParseError> {
        self.at += 1;
        self.depth += 1;
        (self.depth <= MAX_DEPTH).then_some(()).ok_or(ParseError::TooDeep)
    }

    /// At the end of an array or object: true (and past it, a level up) at `end`; else past the
    /// comma that must separate an item from the one before.
    fn close(&mut self, end: u8, first: bool) -> Result<bool, ParseError> {
        self.space();
        if self.bytes.get(self.at) == Some(&end) {
            self.at += 1;
            self.depth -= 1;
            return Ok(true);
        }
        if !first {
            (self.next()? == b',').then_some(()).ok_or(ParseError::Malformed)?;
        }
        Ok(false)
    }

    fn string(&mut self) -> Result<String, ParseError> {
        (self.next()? == b'"').then_some(()).ok_or(ParseError::Malformed)?;
        let mut bytes = Vec::new();
        loop {
            match self.next()? {
                b'"' => return String::from_utf8(bytes).map_err(|_| ParseError::Malformed),
                b'\\' => {
                    let c = match self.next()? {
                        b'"' => '"',
                        b'\\' => '\\',
                        b'/' => '/',
                        b'b' => '\u{8}',
                        b'f' => '\u{c}',
                        b'n' => '\n',
                        b'r' => '\r',
                        b't' => '\t',
                        b'u' => self.escaped_char()?,
                        _ => return Err(ParseError::Malformed),
                    };
                    bytes.extend_from_slice(c.encode_utf8(&mut [0; 4]).as_bytes());
                }
                b if b < 0x20 => return Err(ParseError::Malformed),
                b => bytes.push(b),
            }
        }
    }

    /// The character of a `\uXXXX` escape (a pair of them for one beyond the first plane).
    fn escaped_char(&mut self) -> Result<char, ParseError> {
        let high = self.hex4()?;
        let code = if (0xD800..0xDC00).contains(&high) {
            ((self.next()?, self.next()?) == (b'\\', b'u')).then_some(()).ok_or(ParseError::Malformed)?;
            let low = self.hex4()?;
            (0xDC00..0xE000).contains(&low).then_some(()).ok_or(ParseError::Malformed)?;
            0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
        } else {
            high
        };
        char::from_u32(code).ok_or(ParseError::Malformed)
    }

    fn hex4(&mut self) -> Result<u32, ParseError> {
        (0..4).try_fold(0, |n, _| Ok(n * 16 + char::from(self.next()?).to_digit(16).ok_or(ParseError::Malformed)?))
    }

    fn number(&mut self) -> Result<Number, ParseError> {
        let negative = self.bytes.get(self.at) == Some(&b'-');
        self.at += usize::from(negative);
        let (whole, digits, exact) = self.digits();
        (digits > 0).then_some(()).ok_or(ParseError::Malformed)?;
        let mut value = whole as f64;
        let mut exponent = 0i32;
        if self.bytes.get(self.at) == Some(&b'.') {
            self.at += 1;
            let (fraction, places, _) = self.digits();
            (places > 0).then_some(()).ok_or(ParseError::Malformed)?;
            value += fraction as f64 / 10f64.powi(places);
        }
        if matches!(self.bytes.get(self.at), Some(b'e' | b'E')) {
            self.at += 1;
            let sign = match self.bytes.get(self.at) {
                Some(b'-') => -1,
                Some(b'+') => 1,
                _ => 0,
            };
            self.at += usize::from(sign != 0);
            let (power, places, _) = self.digits();
            (places > 0 && power < 400).then_some(()).ok_or(ParseError::Malformed)?;
            exponent = if sign < 0 { -(power as i32) } else { power as i32 };
        }
        let plain = exponent == 0 && value == whole as f64 && exact;
        Ok(match (plain, negative) {
            (true, false) => Number::Whole(whole),
            (true, true) => Number::Negative(i64::try_from(whole).map(|n| -n).map_err(|_| ParseError::Malformed)?),
            (false, _) => Number::Fraction(if negative { -1.0 } else { 1.0 } * value * 10f64.powi(exponent)),
        })
    }

    /// A run of digits: its value (the first 19 digits' if longer), how many, and whether all of
    /// them fit in the value.
    fn digits(&mut self) -> (u64, i32, bool) {
        let (mut value, mut count, mut exact) = (0u64, 0, true);
        while let Some(d) = self.bytes.get(self.at).filter(|b| b.is_ascii_digit()) {
            match value.checked_mul(10).and_then(|n| n.checked_add(u64::from(d - b'0'))) {
                Some(n) => value = n,
                None => exact = false,
            }
            count += 1;
            self.at += 1;
        }
        (value, count, exact)
    }
}

/// Appends the JSON text of a tree.
fn write(value: &Json, out: &mut String) {
    match value {
        Json::Null => out.push_str("null"),
        Json::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Json::Num(Number::Whole(n)) => out.push_str(&n.to_string()),
        Json::Num(Number::Negative(n)) => out.push_str(&n.to_string()),
        // Never built by [`Tree`]: only read from older saves.
        Json::Num(Number::Fraction(_)) => out.push_str("null"),
        Json::Str(s) => write_str(s, out),
        Json::Arr(items) => {
            out.push('[');
            for (i, item) in items.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write(item, out);
            }
            out.push(']');
        }
        Json::Obj(entries) => {
            out.push('{');
            for (i, (key, item)) in entries.iter().enumerate() {
                if i > 0 {
                    out.push(',');
                }
                write_str(key, out);
                out.push(':');
                write(item, out);
            }
            out.push('}');
        }
    }
}

fn write_str(s: &str, out: &mut String) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            c if u32::from(c) < 0x20 => {
                const HEX: &[u8; 16] = b"0123456789abcdef";
                out.push_str("\\u00");
                out.push(char::from(HEX[(u32::from(c) >> 4) as usize]));
                out.push(char::from(HEX[(u32::from(c) & 15) as usize]));
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

/// A value a save or file keeps, as a JSON tree in serde's usual shapes (the saves of every earlier
/// version were written by serde): a struct is an object of its fields, a newtype its contents, a
/// unit variant its name, any other variant an object of one entry from its name to its contents.
/// Reading refuses (`None`) any tree not of the type's shape; it never panics.
pub trait Tree: Sized {
    /// The value's tree.
    fn to_tree(&self) -> Json;
    /// The value a tree holds, if it is of this type's shape.
    fn from_tree(tree: &Json) -> Option<Self>;
    /// The value of a field a tree leaves out: none for most types (the tree is refused), none
    /// given for an option.
    fn absent() -> Option<Self> {
        None
    }
}

/// An object of these fields, in this order.
pub fn object(fields: Vec<(&str, Json)>) -> Json {
    Json::Obj(fields.into_iter().map(|(key, value)| (key.to_string(), value)).collect())
}

/// The tree under `key` of an object.
pub fn member<'a>(tree: &'a Json, key: &str) -> Option<&'a Json> {
    match tree {
        Json::Obj(fields) => fields.iter().find(|(k, _)| k == key).map(|(_, value)| value),
        _ => None,
    }
}

/// The field `key` of an object, read as `T` (absent: see [`Tree::absent`]).
pub fn field<T: Tree>(tree: &Json, key: &str) -> Option<T> {
    match member(tree, key) {
        Some(value) => T::from_tree(value),
        None if matches!(tree, Json::Obj(_)) => T::absent(),
        None => None,
    }
}

/// The field `key` of an object, read as `T`, or `default` where it is absent (serde's
/// `#[serde(default)]`: a field added after saves of the earlier shape were made).
pub fn field_or<T: Tree>(tree: &Json, key: &str, default: impl FnOnce() -> T) -> Option<T> {
    match member(tree, key) {
        Some(value) => T::from_tree(value),
        None => matches!(tree, Json::Obj(_)).then(default),
    }
}

/// An enum variant's tree: its name, with its contents unless it is a unit variant.
pub fn variant(name: &str, contents: Option<Json>) -> Json {
    match contents {
        None => Json::Str(name.to_string()),
        Some(value) => Json::Obj(vec![(name.to_string(), value)]),
    }
}

/// The variant a tree names, and its contents (none for a unit variant).
pub fn variant_of(tree: &Json) -> Option<(&str, Option<&Json>)> {
    match tree {
        Json::Str(name) => Some((name, None)),
        Json::Obj(fields) if fields.len() == 1 => Some((&fields[0].0, Some(&fields[0].1))),
        _ => None,
    }
}

/// A struct's tree: an object of the fields named. `field or default` reads `default` where the
/// field is absent (a field added after saves without it were made).
#[macro_export]
macro_rules! tree_struct {
    ($ty:ident { $($field:ident $(or $default:expr)?),* $(,)? }) => {
        impl $crate::json::Tree for $ty {
            fn to_tree(&self) -> $crate::json::Json {
                $crate::json::object(vec![$((stringify!($field), $crate::json::Tree::to_tree(&self.$field))),*])
            }
            fn from_tree(tree: &$crate::json::Json) -> Option<Self> {
                Some($ty { $($field: $crate::tree_struct!(@read tree, $field $(, $default)?)),* })
            }
        }
    };
    (@read $tree:ident, $field:ident) => { $crate::json::field($tree, stringify!($field))? };
    (@read $tree:ident, $field:ident, $default:expr) => {
        $crate::json::field_or($tree, stringify!($field), || $default)?
    };
}

/// The tree of a type kept as one number: its `u32` code (`From<T> for u32`, `TryFrom<u32> for T`).
#[macro_export]
macro_rules! tree_code {
    ($ty:ident) => {
        impl $crate::json::Tree for $ty {
            fn to_tree(&self) -> $crate::json::Json {
                $crate::json::Tree::to_tree(&u32::from(self.clone()))
            }
            fn from_tree(tree: &$crate::json::Json) -> Option<Self> {
                <u32 as $crate::json::Tree>::from_tree(tree).and_then(|code| $ty::try_from(code).ok())
            }
        }
    };
}

/// An enum of unit variants' tree: its variant's name.
#[macro_export]
macro_rules! tree_names {
    ($ty:ident { $($variant:ident),* $(,)? }) => {
        impl $crate::json::Tree for $ty {
            fn to_tree(&self) -> $crate::json::Json {
                $crate::json::Json::Str(match self { $($ty::$variant => stringify!($variant)),* }.to_string())
            }
            fn from_tree(tree: &$crate::json::Json) -> Option<Self> {
                match tree {
                    $($crate::json::Json::Str(name) if name == stringify!($variant) => Some($ty::$variant),)*
                    _ => None,
                }
            }
        }
    };
}

impl Tree for Json {
    fn to_tree(&self) -> Json {
        self.clone()
    }
    fn from_tree(tree: &Json) -> Option<Json> {
        Some(tree.clone())
    }
}

impl Tree for bool {
    fn to_tree(&self) -> Json {
        Json::Bool(*self)
    }
    fn from_tree(tree: &Json) -> Option<bool> {
        match tree {
            Json::Bool(b) => Some(*b),
            _ => None,
        }
    }
}

impl Tree for String {
    fn to_tree(&self) -> Json {
        Json::Str(self.clone())
    }
    fn from_tree(tree: &Json) -> Option<String> {
        match tree {
            Json::Str(s) => Some(s.clone()),
            _ => None,
        }
    }
}

/// Whole numbers from 0 up: written as they are, read only in their type's range.
macro_rules! tree_unsigned {
    ($($t:ty),*) => {$(
        impl Tree for $t {
            fn to_tree(&self) -> Json {
                Json::Num(Number::Whole(*self as u64))
            }
            fn from_tree(tree: &Json) -> Option<$t> {
                match tree {
                    Json::Num(Number::Whole(n)) => <$t>::try_from(*n).ok(),
                    _ => None,
                }
            }
        }
    )*};
}
tree_unsigned!(u8, u16, u32, u64, usize);

/// A score, which may be below 0.
impl Tree for i32 {
    fn to_tree(&self) -> Json {
        Json::Num(if *self < 0 { Number::Negative(i64::from(*self)) } else { Number::Whole(*self as u64) })
    }
    fn from_tree(tree: &Json) -> Option<i32> {
        match tree {
            Json::Num(Number::Whole(n)) => i32::try_from(*n).ok(),
            Json::Num(Number::Negative(n)) => i32::try_from(*n).ok(),
            _ => None,
        }
    }
}

/// A time in ms since 1970: written whole (a fraction of a millisecond is dropped), read from any number.
impl Tree for f64 {
    fn to_tree(&self) -> Json {
        Json::Num(if *self < 0.0 { Number::Negative(*self as i64) } else { Number::Whole(*self as u64) })
    }
    fn from_tree(tree: &Json) -> Option<f64> {
        match tree {
            Json::Num(Number::Whole(n)) => Some(*n as f64),
            Json::Num(Number::Negative(n)) => Some(*n as f64),
            Json::Num(Number::Fraction(f)) => Some(*f),
            _ => None,
        }
    }
}

/// `null` for none (and none where the field is absent).
impl<T: Tree> Tree for Option<T> {
    fn to_tree(&self) -> Json {
        self.as_ref().map_or(Json::Null, T::to_tree)
    }
    fn from_tree(tree: &Json) -> Option<Option<T>> {
        match tree {
            Json::Null => Some(None),
            _ => T::from_tree(tree).map(Some),
        }
    }
    fn absent() -> Option<Option<T>> {
        Some(None)
    }
}

impl<T: Tree> Tree for Vec<T> {
    fn to_tree(&self) -> Json {
        Json::Arr(self.iter().map(T::to_tree).collect())
    }
    fn from_tree(tree: &Json) -> Option<Vec<T>> {
        match tree {
            Json::Arr(items) => items.iter().map(T::from_tree).collect(),
            _ => None,
        }
    }
}

impl<T: Tree, const N: usize> Tree for [T; N] {
    fn to_tree(&self) -> Json {
        Json::Arr(self.iter().map(T::to_tree).collect())
    }
    fn from_tree(tree: &Json) -> Option<[T; N]> {
        Vec::<T>::from_tree(tree)?.try_into().ok()
    }
}

impl<A: Tree, B: Tree> Tree for (A, B) {
    fn to_tree(&self) -> Json {
        Json::Arr(vec![self.0.to_tree(), self.1.to_tree()])
    }
    fn from_tree(tree: &Json) -> Option<(A, B)> {
        match tree {
            Json::Arr(items) if items.len() == 2 => Some((A::from_tree(&items[0])?, B::from_tree(&items[1])?)),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq)]
    enum Shape {
        Unit,
        Newtype(u8),
        Pair(u8, bool),
        Struct { a: Option<u64>, b: Vec<String> },
    }

    impl Tree for Shape {
        fn to_tree(&self) -> Json {
            match self {
                Shape::Unit => variant("Unit", None),
                Shape::Newtype(n) => variant("Newtype", Some(n.to_tree())),
                Shape::Pair(n, b) => variant("Pair", Some((*n, *b).to_tree())),
                Shape::Struct { a, b } => variant("Struct", Some(object(vec![("a", a.to_tree()), ("b", b.to_tree())]))),
            }
        }
        fn from_tree(tree: &Json) -> Option<Shape> {
            Some(match variant_of(tree)? {
                ("Unit", None) => Shape::Unit,
                ("Newtype", Some(n)) => Shape::Newtype(u8::from_tree(n)?),
                ("Pair", Some(p)) => {
                    let (n, b) = Tree::from_tree(p)?;
                    Shape::Pair(n, b)
                }
                ("Struct", Some(s)) => Shape::Struct { a: field(s, "a")?, b: field(s, "b")? },
                _ => return None,
            })
        }
    }

    #[derive(Debug, PartialEq)]
    struct Everything {
        seed: u64,
        delta: i32,
        at: f64,
        shapes: Vec<Shape>,
        pair: (u8, [bool; 2]),
        name: String,
        later: bool,
    }
    tree_struct!(Everything { seed, delta, at, shapes, pair, name, later or false });

    #[derive(Debug, PartialEq)]
    enum Lamp {
        On,
        Off,
    }
    tree_names!(Lamp { On, Off });

    fn everything() -> Everything {
        Everything {
            seed: u64::MAX,
            delta: -3,
            at: 1_700_000_000_000.0,
            shapes: vec![Shape::Unit, Shape::Newtype(7), Shape::Pair(1, true), Shape::Struct { a: None, b: vec![] }],
            pair: (4, [true, false]),
            name: "あい\"こ\\\n\u{1}".into(),
            later: false,
        }
    }

    #[test]
    fn every_shape_round_trips_and_reads_as_serde_json_writes_it() {
        let text = to_string(&everything());
        assert_eq!(from_str::<Everything>(&text), Ok(everything()));
        let serde_shape = r#"{"seed":18446744073709551615,"delta":-3,"at":1700000000000.0,"shapes":["Unit",{"Newtype":7},{"Pair":[1,true]},{"Struct":{"a":null,"b":[]}}],"pair":[4,[true,false]],"name":"あい\"こ\\\n\u0001","later":false}"#;
        assert_eq!(parse(&text), parse(&serde_shape.replace(".0,", ",")), "written as serde writes it");
        assert_eq!(from_str::<Everything>(serde_shape), Ok(everything()), "a whole number written with a fraction");
        let earlier = serde_shape.replace(r#","later":false"#, "");
        assert_eq!(from_str::<Everything>(&earlier), Ok(everything()), "a field added later reads its default");
        assert_eq!(from_str::<Vec<Lamp>>(r#"["On","Off"]"#), Ok(vec![Lamp::On, Lamp::Off]));
        assert_eq!(to_string(&Lamp::Off), r#""Off""#);
        assert_eq!(
            from_str::<Shape>(r#"{"Struct":{"b":[]}}"#),
            Ok(Shape::Struct { a: None, b: vec![] }),
            "an absent option is none"
        );
    }

    #[test]
    fn text_that_is_not_json_or_not_the_shape_is_refused() {
        for bad in ["", "{", "[1,]", "{\"a\":1,}", "nul", "\"\\x\"", "1 2", "01x", "\"\u{1}\""] {
            assert_eq!(parse(bad), Err(ParseError::Malformed), "{bad:?}");
        }
        assert_eq!(from_str::<u8>("256"), Err(Error));
        assert_eq!(from_str::<u8>("-1"), Err(Error));
        assert_eq!(from_str::<u8>("1.5"), Err(Error));
        assert_eq!(from_str::<Shape>("{\"Unit\":1,\"Newtype\":2}"), Err(Error));
        assert_eq!(from_str::<Shape>("{\"Unit\":1}"), Err(Error), "a unit variant with contents");
        assert_eq!(from_str::<Lamp>("\"Dim\""), Err(Error));
        assert_eq!(from_str::<Everything>("{\"seed\":1}"), Err(Error), "missing fields");
        assert_eq!(from_str::<Everything>("[1]"), Err(Error), "not an object");
        assert_eq!(from_str::<[bool; 2]>("[true]"), Err(Error), "a list of the wrong length");
        assert_eq!(to_string(&0.5), "0", "no fractions are written");
    }

    #[test]
    fn text_nested_too_deep_or_too_long_is_refused_before_it_exhausts_the_stack() {
        let nested = |open: &str, close: &str, n: usize| format!("{}{}", open.repeat(n), close.repeat(n));
        let deepest = nested("[", "]", usize::from(MAX_DEPTH));
        assert!(parse(&deepest).is_ok());
        assert_eq!(from_str::<Json>(&deepest).map(|tree| to_string(&tree)), Ok(deepest.clone()));
        assert_eq!(parse(&nested("[", "]", usize::from(MAX_DEPTH) + 1)), Err(ParseError::TooDeep));
        // 200 KB of brackets: the file that once overflowed the stack.
        assert_eq!(parse(&nested("[", "]", 100_000)), Err(ParseError::TooDeep));
        assert_eq!(parse(&nested("{\"a\":[", "]}", 50_000)), Err(ParseError::TooDeep));
        assert_eq!(parse(&"[".repeat(100_000)), Err(ParseError::TooDeep), "never closed");
        let long = format!("\"{}\"", "a".repeat(MAX_TEXT));
        assert_eq!(parse(&long), Err(ParseError::TooLarge));
        let longest = format!("\"{}\"", "a".repeat(MAX_TEXT - 2));
        assert!(parse(&longest).is_ok());
    }

    #[test]
    fn escapes_and_spaces_are_read() {
        assert_eq!(from_str::<String>(" \"a\\u00e9\\ud83d\\ude00\\/\" "), Ok("aé😀/".into()));
        assert_eq!(from_str::<Vec<i32>>(" [ -1 , 2 ] "), Ok(vec![-1, 2]));
        assert_eq!(from_str::<f64>("1.5e3"), Ok(1500.0));
    }
}
