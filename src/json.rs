//! The JSON the saves and the Broom Service map files are written in, read and written through serde with the least code: text is
//! parsed once into a small tree ([`Json`]), and a value is read from the tree (or written into one)
//! by a deserializer that only walks vectors. A general-purpose JSON library carries far more code
//! for every saved type; this one knows just what saves need: whole numbers (a number with a
//! fraction is read, but none is written), strings, arrays, objects, and serde's usual shapes for
//! options, enums and newtypes.

use serde::de::{self, DeserializeOwned, DeserializeSeed, IntoDeserializer, Visitor};
use serde::ser::{self, Serialize};
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

impl de::Error for Error {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Error
    }
}

impl ser::Error for Error {
    fn custom<T: fmt::Display>(_: T) -> Self {
        Error
    }
}

/// Reads a value from JSON text.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, Error> {
    T::deserialize(parse(text).map_err(|_| Error)?)
}

/// Writes a value as JSON text.
pub fn to_string<T: Serialize + ?Sized>(value: &T) -> Result<String, Error> {
    let mut out = String::new();
    write(&value.serialize(ToJson)?, &mut out);
    Ok(out)
}

/// The tree of a value (how a save keeps a game's own types inside its shared record).
pub fn to_value<T: Serialize + ?Sized>(value: &T) -> Result<Json, Error> {
    value.serialize(ToJson)
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
        // Never built by [`ToJson`]: only read from older saves.
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

impl<'de> de::Deserializer<'de> for Json {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Json::Null => visitor.visit_unit(),
            Json::Bool(b) => visitor.visit_bool(b),
            Json::Num(Number::Whole(n)) => visitor.visit_u64(n),
            Json::Num(Number::Negative(n)) => visitor.visit_i64(n),
            Json::Num(Number::Fraction(n)) => visitor.visit_f64(n),
            Json::Str(s) => visitor.visit_string(s),
            Json::Arr(items) => visitor.visit_seq(de::value::SeqDeserializer::new(items.into_iter())),
            Json::Obj(entries) => visitor.visit_map(de::value::MapDeserializer::new(entries.into_iter())),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self {
            Json::Null => visitor.visit_none(),
            value => visitor.visit_some(value),
        }
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _: &'static str, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    /// serde's usual enum shapes: `"Variant"` for a unit variant, `{"Variant": value}` otherwise.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        _: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        match self {
            Json::Str(variant) => visitor.visit_enum(Variant { name: variant, value: None }),
            Json::Obj(mut entries) if entries.len() == 1 => {
                let (name, value) = entries.pop().ok_or(Error)?;
                visitor.visit_enum(Variant { name, value: Some(value) })
            }
            _ => Err(Error),
        }
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf unit
        unit_struct seq tuple tuple_struct map struct identifier ignored_any
    }
}

impl IntoDeserializer<'_, Error> for Json {
    type Deserializer = Json;
    fn into_deserializer(self) -> Json {
        self
    }
}

/// A tree inside a saved value is written as it is.
impl Serialize for Json {
    fn serialize<S: ser::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use ser::{SerializeMap, SerializeSeq};
        match self {
            Json::Null => s.serialize_unit(),
            Json::Bool(b) => s.serialize_bool(*b),
            Json::Num(Number::Whole(n)) => s.serialize_u64(*n),
            Json::Num(Number::Negative(n)) => s.serialize_i64(*n),
            Json::Num(Number::Fraction(n)) => s.serialize_f64(*n),
            Json::Str(text) => s.serialize_str(text),
            Json::Arr(items) => {
                let mut seq = s.serialize_seq(Some(items.len()))?;
                items.iter().try_for_each(|item| seq.serialize_element(item))?;
                seq.end()
            }
            Json::Obj(entries) => {
                let mut map = s.serialize_map(Some(entries.len()))?;
                entries.iter().try_for_each(|(key, item)| map.serialize_entry(key, item))?;
                map.end()
            }
        }
    }
}

/// A tree inside a saved value is read as it is, to be read as a game's own type later.
impl<'de> de::Deserialize<'de> for Json {
    fn deserialize<D: de::Deserializer<'de>>(d: D) -> Result<Json, D::Error> {
        d.deserialize_any(Tree)
    }
}

/// Reads any value as a tree.
struct Tree;

impl<'de> Visitor<'de> for Tree {
    type Value = Json;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_unit<E>(self) -> Result<Json, E> {
        Ok(Json::Null)
    }
    fn visit_bool<E>(self, v: bool) -> Result<Json, E> {
        Ok(Json::Bool(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Json, E> {
        Ok(Json::Num(Number::Whole(v)))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Json, E> {
        Ok(Json::Num(u64::try_from(v).map_or(Number::Negative(v), Number::Whole)))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Json, E> {
        Ok(Json::Num(Number::Fraction(v)))
    }
    fn visit_str<E>(self, v: &str) -> Result<Json, E> {
        Ok(Json::Str(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Json, E> {
        Ok(Json::Str(v))
    }
    fn visit_seq<A: de::SeqAccess<'de>>(self, mut seq: A) -> Result<Json, A::Error> {
        let mut items = Vec::new();
        while let Some(item) = seq.next_element()? {
            items.push(item);
        }
        Ok(Json::Arr(items))
    }
    fn visit_map<A: de::MapAccess<'de>>(self, mut map: A) -> Result<Json, A::Error> {
        let mut entries = Vec::new();
        while let Some(entry) = map.next_entry()? {
            entries.push(entry);
        }
        Ok(Json::Obj(entries))
    }
}

/// An enum's variant as read: its name, and its value unless it is a unit variant.
struct Variant {
    name: String,
    value: Option<Json>,
}

impl<'de> de::EnumAccess<'de> for Variant {
    type Error = Error;
    type Variant = Payload;

    fn variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<(S::Value, Payload), Error> {
        Ok((seed.deserialize(Json::Str(self.name))?, Payload(self.value)))
    }
}

/// What a variant carries: nothing for a unit variant.
struct Payload(Option<Json>);

impl Payload {
    fn value(self) -> Result<Json, Error> {
        self.0.ok_or(Error)
    }
}

impl<'de> de::VariantAccess<'de> for Payload {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        matches!(self.0, None | Some(Json::Null)).then_some(()).ok_or(Error)
    }

    fn newtype_variant_seed<S: DeserializeSeed<'de>>(self, seed: S) -> Result<S::Value, Error> {
        seed.deserialize(self.value()?)
    }

    fn tuple_variant<V: Visitor<'de>>(self, _: usize, visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_any(self.value()?, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(self, _: &'static [&'static str], visitor: V) -> Result<V::Value, Error> {
        de::Deserializer::deserialize_any(self.value()?, visitor)
    }
}

/// Builds the tree of a value, in serde's usual shapes (the ones [`Json`] reads back).
struct ToJson;

/// A sequence, tuple or map being built; `variant` wraps it as `{"Variant": …}`.
struct Compound {
    variant: Option<&'static str>,
    items: Vec<Json>,
    entries: Vec<(String, Json)>,
    key: Option<String>,
    map: bool,
}

impl Compound {
    fn new(variant: Option<&'static str>, map: bool) -> Compound {
        Compound { variant, items: Vec::new(), entries: Vec::new(), key: None, map }
    }

    fn push<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        self.items.push(value.serialize(ToJson)?);
        Ok(())
    }

    fn field<T: Serialize + ?Sized>(&mut self, key: &str, value: &T) -> Result<(), Error> {
        self.entries.push((key.to_string(), value.serialize(ToJson)?));
        Ok(())
    }

    fn finish(self) -> Result<Json, Error> {
        let value = if self.map { Json::Obj(self.entries) } else { Json::Arr(self.items) };
        Ok(match self.variant {
            Some(name) => Json::Obj(vec![(name.to_string(), value)]),
            None => value,
        })
    }
}

impl ser::Serializer for ToJson {
    type Ok = Json;
    type Error = Error;
    type SerializeSeq = Compound;
    type SerializeTuple = Compound;
    type SerializeTupleStruct = Compound;
    type SerializeTupleVariant = Compound;
    type SerializeMap = Compound;
    type SerializeStruct = Compound;
    type SerializeStructVariant = Compound;

    fn serialize_bool(self, v: bool) -> Result<Json, Error> {
        Ok(Json::Bool(v))
    }
    fn serialize_i8(self, v: i8) -> Result<Json, Error> {
        self.serialize_i64(v.into())
    }
    fn serialize_i16(self, v: i16) -> Result<Json, Error> {
        self.serialize_i64(v.into())
    }
    fn serialize_i32(self, v: i32) -> Result<Json, Error> {
        self.serialize_i64(v.into())
    }
    fn serialize_i64(self, v: i64) -> Result<Json, Error> {
        Ok(Json::Num(u64::try_from(v).map_or(Number::Negative(v), Number::Whole)))
    }
    fn serialize_u8(self, v: u8) -> Result<Json, Error> {
        self.serialize_u64(v.into())
    }
    fn serialize_u16(self, v: u16) -> Result<Json, Error> {
        self.serialize_u64(v.into())
    }
    fn serialize_u32(self, v: u32) -> Result<Json, Error> {
        self.serialize_u64(v.into())
    }
    fn serialize_u64(self, v: u64) -> Result<Json, Error> {
        Ok(Json::Num(Number::Whole(v)))
    }
    fn serialize_f32(self, v: f32) -> Result<Json, Error> {
        self.serialize_f64(v.into())
    }
    /// Whole numbers only (a save's time is whole milliseconds); a fraction has no form here.
    fn serialize_f64(self, v: f64) -> Result<Json, Error> {
        let whole = v as u64;
        (whole as f64 == v).then_some(Json::Num(Number::Whole(whole))).ok_or(Error)
    }
    fn serialize_char(self, v: char) -> Result<Json, Error> {
        Ok(Json::Str(v.to_string()))
    }
    fn serialize_str(self, v: &str) -> Result<Json, Error> {
        Ok(Json::Str(v.to_string()))
    }
    fn serialize_bytes(self, _: &[u8]) -> Result<Json, Error> {
        Err(Error)
    }
    fn serialize_none(self) -> Result<Json, Error> {
        Ok(Json::Null)
    }
    fn serialize_some<T: Serialize + ?Sized>(self, value: &T) -> Result<Json, Error> {
        value.serialize(self)
    }
    fn serialize_unit(self) -> Result<Json, Error> {
        Ok(Json::Null)
    }
    fn serialize_unit_struct(self, _: &'static str) -> Result<Json, Error> {
        Ok(Json::Null)
    }
    fn serialize_unit_variant(self, _: &'static str, _: u32, variant: &'static str) -> Result<Json, Error> {
        Ok(Json::Str(variant.to_string()))
    }
    fn serialize_newtype_struct<T: Serialize + ?Sized>(self, _: &'static str, value: &T) -> Result<Json, Error> {
        value.serialize(self)
    }
    fn serialize_newtype_variant<T: Serialize + ?Sized>(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        value: &T,
    ) -> Result<Json, Error> {
        Ok(Json::Obj(vec![(variant.to_string(), value.serialize(self)?)]))
    }
    fn serialize_seq(self, _: Option<usize>) -> Result<Compound, Error> {
        Ok(Compound::new(None, false))
    }
    fn serialize_tuple(self, _: usize) -> Result<Compound, Error> {
        Ok(Compound::new(None, false))
    }
    fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Compound, Error> {
        Ok(Compound::new(None, false))
    }
    fn serialize_tuple_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound, Error> {
        Ok(Compound::new(Some(variant), false))
    }
    fn serialize_map(self, _: Option<usize>) -> Result<Compound, Error> {
        Ok(Compound::new(None, true))
    }
    fn serialize_struct(self, _: &'static str, _: usize) -> Result<Compound, Error> {
        Ok(Compound::new(None, true))
    }
    fn serialize_struct_variant(
        self,
        _: &'static str,
        _: u32,
        variant: &'static str,
        _: usize,
    ) -> Result<Compound, Error> {
        Ok(Compound::new(Some(variant), true))
    }
}

/// The sequence-like builders: each item is pushed in order.
macro_rules! sequence {
    ($($trait:ident :: $method:ident),*) => {$(
        impl ser::$trait for Compound {
            type Ok = Json;
            type Error = Error;
            fn $method<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
                self.push(value)
            }
            fn end(self) -> Result<Json, Error> {
                self.finish()
            }
        }
    )*};
}

sequence!(
    SerializeSeq::serialize_element,
    SerializeTuple::serialize_element,
    SerializeTupleStruct::serialize_field,
    SerializeTupleVariant::serialize_field
);

/// Map keys must be strings (as JSON's are).
impl ser::SerializeMap for Compound {
    type Ok = Json;
    type Error = Error;
    fn serialize_key<T: Serialize + ?Sized>(&mut self, key: &T) -> Result<(), Error> {
        match key.serialize(ToJson)? {
            Json::Str(k) => self.key = Some(k),
            _ => return Err(Error),
        }
        Ok(())
    }
    fn serialize_value<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), Error> {
        let key = self.key.take().ok_or(Error)?;
        self.field(&key, value)
    }
    fn end(self) -> Result<Json, Error> {
        self.finish()
    }
}

impl ser::SerializeStruct for Compound {
    type Ok = Json;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        self.field(key, value)
    }
    fn skip_field(&mut self, _: &'static str) -> Result<(), Error> {
        Ok(())
    }
    fn end(self) -> Result<Json, Error> {
        self.finish()
    }
}

impl ser::SerializeStructVariant for Compound {
    type Ok = Json;
    type Error = Error;
    fn serialize_field<T: Serialize + ?Sized>(&mut self, key: &'static str, value: &T) -> Result<(), Error> {
        self.field(key, value)
    }
    fn end(self) -> Result<Json, Error> {
        self.finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    enum Shape {
        Unit,
        Newtype(u8),
        Tuple(u8, bool),
        Struct { a: Option<u64>, b: Vec<String> },
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Wrapper(u8);

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Everything {
        seed: u64,
        delta: i32,
        at: f64,
        shapes: Vec<Shape>,
        pair: (Wrapper, [bool; 2]),
        name: String,
        #[serde(default)]
        later: bool,
    }

    fn everything() -> Everything {
        Everything {
            seed: u64::MAX,
            delta: -3,
            at: 1_700_000_000_000.0,
            shapes: vec![Shape::Unit, Shape::Newtype(7), Shape::Tuple(1, true), Shape::Struct { a: None, b: vec![] }],
            pair: (Wrapper(4), [true, false]),
            name: "あい\"こ\\\n\u{1}".into(),
            later: false,
        }
    }

    #[test]
    fn every_shape_round_trips_and_reads_as_serde_json_writes_it() {
        let text = to_string(&everything()).unwrap();
        assert_eq!(from_str::<Everything>(&text), Ok(everything()));
        assert_eq!(parse(&text), parse(&serde_json::to_string(&everything()).unwrap().replace(".0,", ",")));
        let theirs = serde_json::to_string(&everything()).unwrap();
        assert_eq!(from_str::<Everything>(&theirs), Ok(everything()), "a whole number written with a fraction");
    }

    #[test]
    fn text_that_is_not_json_or_not_the_shape_is_refused() {
        for bad in ["", "{", "[1,]", "{\"a\":1,}", "nul", "\"\\x\"", "1 2", "01x", "\"\u{1}\""] {
            assert_eq!(parse(bad), Err(ParseError::Malformed), "{bad:?}");
        }
        assert_eq!(from_str::<u8>("256"), Err(Error));
        assert_eq!(from_str::<Shape>("{\"Unit\":1,\"Newtype\":2}"), Err(Error));
        assert_eq!(from_str::<Everything>("{\"seed\":1}"), Err(Error), "missing fields");
        assert_eq!(to_string(&0.5), Err(Error), "no fractions are written");
    }

    #[test]
    fn text_nested_too_deep_or_too_long_is_refused_before_it_exhausts_the_stack() {
        let nested = |open: &str, close: &str, n: usize| format!("{}{}", open.repeat(n), close.repeat(n));
        let deepest = nested("[", "]", usize::from(MAX_DEPTH));
        assert!(parse(&deepest).is_ok());
        assert_eq!(from_str::<Json>(&deepest).map(|tree| to_string(&tree).ok()), Ok(Some(deepest.clone())));
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
        assert_eq!(from_str::<Vec<i64>>(" [ -1 , 2 ] "), Ok(vec![-1, 2]));
        assert_eq!(from_str::<f64>("1.5e3"), Ok(1500.0));
    }
}
