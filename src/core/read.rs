//! Typed reading: every document the engine reads is parsed once into a `serde_json::Value`
//! (`core::json::parse`, which refuses keys written twice), then read as its type by serde's
//! derived `Deserialize` through `Reader`, a deserializer of that value which knows where it is.
//!
//! Errors name the field path (`players[0].hand[2]`) and the reason in plain words ("expected a
//! whole number, got the text \"x\"", "the field \"card\" is missing", "unknown field \"mood\"
//! (allowed: \"card\", \"pv\")"), shown as "path: reason".
//!
//! Internally tagged enums (`#[serde(tag = "type")]`) are read by serde from a buffer of the
//! object, where no deserializer of ours sees the fields: an error inside one is placed at the
//! tagged object, then at the field serde names (an unknown or missing field).

use serde::de::{self, DeserializeSeed, IntoDeserializer, Visitor};
use serde_json::{Map, Value};
use std::fmt;

pub use crate::core::error::ReadError;

/// Where a value is in its document: under a prefix ("choice", or "" at the top), then keys
/// and list positions. Built on the stack while reading; written out only for an error.
#[derive(Clone, Copy)]
pub enum At<'a> {
    Top(&'a str),
    Key(&'a At<'a>, &'a str),
    Index(&'a At<'a>, usize),
}

impl<'a> At<'a> {
    /// The field `key` of the object here.
    pub fn key<'b>(&'b self, key: &'b str) -> At<'b> {
        At::Key(self, key)
    }

    /// The item `i` of the list here.
    pub fn index(&'a self, i: usize) -> At<'a> {
        At::Index(self, i)
    }

    /// The path: `prefix.key[2].other`.
    pub fn path(&self) -> String {
        match self {
            At::Top(prefix) => prefix.to_string(),
            At::Key(up, key) => join(&up.path(), key),
            At::Index(up, i) => format!("{}[{i}]", up.path()),
        }
    }
}

/// `path.key`, or `key` under no path.
fn join(path: &str, key: &str) -> String {
    match path {
        "" => key.to_string(),
        _ => format!("{path}.{key}"),
    }
}

/// A reading error: its reason, and its path. An error made by a visitor has no place until the
/// reader of its value returns it, which places it there (`placed`); one read from a part of a
/// document (a tagged enum's fields) carries its path below that part until then.
#[derive(Debug)]
pub struct Error {
    placed: bool,
    path: String,
    reason: String,
}

/// Marks a message that carries a path below where it is placed: `MARK path MARK reason`.
const MARK: char = '\u{1}';

impl Error {
    fn new(reason: String) -> Error {
        Error {
            placed: false,
            path: String::new(),
            reason,
        }
    }

    /// The error at `at` (with its path below it, if any) unless it has been placed already.
    fn placed(mut self, at: &At) -> Error {
        if !self.placed {
            self.path = under(&at.path(), &self.path);
            self.placed = true;
        }
        self
    }

    /// As a message to carry through another deserializer's `custom` and be placed below
    /// where that one is (`Error::custom` reads it back).
    fn carried(&self) -> String {
        format!("{MARK}{}{MARK}{}", self.path, self.reason)
    }

    /// As the engine's `ReadError`.
    pub fn into_read_error(self) -> ReadError {
        ReadError::at(&self.path, &self.reason)
    }
}

/// The path `rel` below `base`: `base.key`, `base[2]`, or either alone when the other is empty.
fn under(base: &str, rel: &str) -> String {
    match (base, rel) {
        (_, "") => base.to_string(),
        ("", _) => rel.to_string(),
        _ if rel.starts_with('[') => format!("{base}{rel}"),
        _ => format!("{base}.{rel}"),
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self.path.as_str() {
            "" => f.write_str(&self.reason),
            path => write!(f, "{path}: {}", self.reason),
        }
    }
}

impl std::error::Error for Error {}

impl de::Error for Error {
    fn custom<T: fmt::Display>(msg: T) -> Self {
        let msg = msg.to_string();
        if let Some((path, reason)) = msg.strip_prefix(MARK).and_then(|m| m.split_once(MARK)) {
            let mut e = Error::new(reason.to_string());
            e.path = path.to_string();
            return e;
        }
        if msg.starts_with("data did not match any variant of untagged enum") {
            return Error::new("this value has none of the forms allowed here".into());
        }
        Error::new(msg)
    }
    fn invalid_type(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        Error::new(format!(
            "expected {}, got {}",
            expected_words(exp),
            unexpected_words(&unexp)
        ))
    }
    fn invalid_value(unexp: de::Unexpected, exp: &dyn de::Expected) -> Self {
        de::Error::invalid_type(unexp, exp)
    }
    fn invalid_length(len: usize, exp: &dyn de::Expected) -> Self {
        Error::new(format!(
            "expected {}, got a list of {}",
            expected_words(exp),
            items(len)
        ))
    }
    fn unknown_variant(variant: &str, expected: &'static [&'static str]) -> Self {
        Error::new(not_one_of(variant, expected))
    }
    fn unknown_field(field: &str, expected: &'static [&'static str]) -> Self {
        Error::new(unknown_field(field, expected))
    }
    fn missing_field(field: &'static str) -> Self {
        Error::new(format!("the field \"{field}\" is missing"))
    }
    fn duplicate_field(field: &'static str) -> Self {
        Error::new(format!("the field \"{field}\" is written twice"))
    }
}

/// "N item(s)".
fn items(n: usize) -> String {
    format!("{n} {}", if n == 1 { "item" } else { "items" })
}

/// What serde's visitors expect, in plain words.
fn expected_words(exp: &dyn de::Expected) -> String {
    let exp = exp.to_string();
    let whole = |range: &str| format!("a whole number {range}");
    match exp.as_str() {
        "u8" => whole("from 0 to 255"),
        "u16" => whole("from 0 to 65535"),
        "u32" => whole("from 0 to 4294967295"),
        "u64" | "usize" => whole("(0 or more)"),
        "i8" => whole("from -128 to 127"),
        "i16" => whole("from -32768 to 32767"),
        "i32" => whole("from -2147483648 to 2147483647"),
        "i64" | "isize" => whole("from -9223372036854775808 to 9223372036854775807"),
        "f32" | "f64" => "a number".into(),
        "a boolean" => "true or false".into(),
        "a string" | "a character" => "text".into(),
        "a sequence" => "a list".into(),
        "a map" | "unit" => "an object".into(),
        "variant identifier" | "field identifier" => "a name (text)".into(),
        e if e.starts_with("struct ") || e.starts_with("internally tagged enum") => "an object".into(),
        e if e.starts_with("an array of length ") || e.starts_with("a tuple of size ") => {
            let n: usize = e.rsplit(' ').next().and_then(|n| n.parse().ok()).unwrap_or(0);
            format!("a list of {}", items(n))
        }
        e if e.starts_with("enum ") => "a name (text) or an object of one field".into(),
        _ => exp,
    }
}

/// What serde found, in plain words.
fn unexpected_words(unexp: &de::Unexpected) -> String {
    use de::Unexpected as U;
    match unexp {
        U::Bool(b) => b.to_string(),
        U::Unsigned(n) => format!("the number {n}"),
        U::Signed(n) => format!("the number {n}"),
        U::Float(x) => format!("the number {}", Value::from(*x)),
        U::Char(c) => format!("the text {}", Value::from(c.to_string())),
        U::Str(s) => format!("the text {}", Value::from(*s)),
        U::Seq => "a list".into(),
        U::Map => "an object".into(),
        U::Unit | U::Option => "null".into(),
        other => other.to_string(),
    }
}

/// What a value is, in plain words: `the text "x"`, `the number 3`, `a list`, `null`...
pub fn got(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => format!("the number {n}"),
        Value::String(_) => format!("the text {value}"),
        Value::Array(_) => "a list".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// `"word"` for each word, joined by ", ".
fn quoted(words: &[&str]) -> String {
    words.iter().map(|w| format!("\"{w}\"")).collect::<Vec<_>>().join(", ")
}

/// The refusal of an unknown field `word` where `allowed` are the fields.
pub fn unknown_field(word: &str, allowed: &[&str]) -> String {
    match allowed {
        [] => format!("unknown field \"{word}\" (no fields are allowed here)"),
        _ => format!(
            "unknown field \"{word}\"{} (allowed: {})",
            crate::core::suggest::did_you_mean(word, allowed),
            quoted(allowed)
        ),
    }
}

/// The refusal of `word` where the names `allowed` are.
pub fn not_one_of(word: &str, allowed: &[&str]) -> String {
    match allowed {
        [] => format!("\"{word}\" is not allowed here"),
        _ => format!(
            "\"{word}\" is not one of: {}{}",
            quoted(allowed),
            crate::core::suggest::did_you_mean(word, allowed)
        ),
    }
}

/// Reads `value`, found under `prefix`, as `T`.
pub fn from_value_in<T: de::DeserializeOwned>(value: Value, prefix: &str) -> Result<T, ReadError> {
    let at = At::Top(prefix);
    T::deserialize(Reader::new(value, &at)).map_err(|e| e.placed(&at).into_read_error())
}

/// Reads the other fields of an object (`rest`) as `T`, for a reader of the object that took
/// some fields itself (an event's `seq` and `rule`): `T`'s errors are placed in the object.
pub fn rest<T: de::DeserializeOwned, E: de::Error>(rest: Map<String, Value>) -> Result<T, E> {
    T::deserialize(Reader::new(Value::Object(rest), &At::Top(""))).map_err(|e| E::custom(e.carried()))
}

/// Reads an internally tagged enum (`{"type": "play", "player": 0, ...}`, `tag` = "type")
/// through `T`, its twin as serde writes an externally tagged one (`{"play": {"player": 0,
/// ...}}`), so every field is read by a `Reader` and its errors keep their path (serde reads a
/// `#[serde(tag)]` enum from a buffer where no path is known). Declared by `tagged_enum!`.
pub fn tagged<'de, T: de::DeserializeOwned, D: de::Deserializer<'de>>(d: D, tag: &'static str) -> Result<T, D::Error> {
    use de::Error as _;
    let mut fields = <Map<String, Value> as de::Deserialize>::deserialize(d)?;
    let name = match fields.remove(tag) {
        Some(Value::String(name)) => name,
        Some(other) => {
            let e = Error::new(format!("expected a name (text), got {}", got(&other)));
            return Err(D::Error::custom(Error { path: tag.into(), ..e }.carried()));
        }
        None => return Err(D::Error::missing_field(tag)),
    };
    let twin = Value::Object(Map::from_iter([(name.clone(), Value::Object(fields))]));
    T::deserialize(Reader::new(twin, &At::Top(""))).map_err(|mut e| {
        // Placed at the top: the variant's name (the tag); at the name: the object itself.
        e.path = match e.path.strip_prefix(name.as_str()) {
            _ if e.path.is_empty() => tag.to_string(),
            Some(below) => below.trim_start_matches('.').to_string(),
            None => e.path,
        };
        D::Error::custom(e.carried())
    })
}

/// Declares an internally tagged enum whose variants have named fields, read through
/// `read::tagged` with every field's path: `tagged_enum! { "type"; #[meta]... pub enum Name {
/// Variant { field: Type, ... }, ... } }`. The enum's own attributes give it everything else
/// (`#[derive(Serialize)]`, `#[serde(tag = "type", rename_all = "snake_case")]`); the twin it is
/// read through is snake_case and refuses unknown fields.
#[macro_export]
macro_rules! tagged_enum {
    ($tag:literal; $(#[$meta:meta])* $vis:vis enum $name:ident {
        $( $(#[$vmeta:meta])* $variant:ident { $( $(#[$fmeta:meta])* $field:ident : $ty:ty ),* $(,)? } ),* $(,)?
    }) => {
        $(#[$meta])*
        $vis enum $name {
            $( $(#[$vmeta])* $variant { $( $(#[$fmeta])* $field: $ty ),* } ),*
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                #[derive(serde::Deserialize)]
                #[serde(rename_all = "snake_case", deny_unknown_fields)]
                enum Twin {
                    $( $variant { $( $(#[$fmeta])* $field: $ty ),* } ),*
                }
                Ok(match $crate::core::read::tagged::<Twin, D>(d, $tag)? {
                    $( Twin::$variant { $($field),* } => $name::$variant { $($field),* } ),*
                })
            }
        }
    };
}

/// A deserializer of one JSON value that knows where the value is: every error leaving it is
/// placed there (unless a reader deeper in placed it first).
pub struct Reader<'a> {
    value: Value,
    at: &'a At<'a>,
}

impl<'a> Reader<'a> {
    pub fn new(value: Value, at: &'a At<'a>) -> Reader<'a> {
        Reader { value, at }
    }

    /// The refusal of this value where `what` is expected.
    fn expected(&self, what: &str) -> Error {
        Error::new(format!("expected {what}, got {}", got(&self.value))).placed(self.at)
    }

    /// A whole number from `min` to `max` (`range` in words), or its refusal.
    fn whole(&self, min: i64, max: u64, range: &str) -> Result<i128, Error> {
        let n = match &self.value {
            Value::Number(n) => n.as_i64().map(i128::from).or_else(|| n.as_u64().map(i128::from)),
            _ => None,
        };
        match n {
            Some(n) if n >= i128::from(min) && n <= i128::from(max) => Ok(n),
            Some(n) if n < 0 && min == 0 => Err(self.expected("a whole number (0 or more)")),
            Some(_) => Err(self.expected(&format!("a whole number {range}"))),
            None => Err(self.expected("a whole number")),
        }
    }
}

/// The reader of each whole-number type: its range checked here, in plain words.
macro_rules! whole_number {
    ($($method:ident: $t:ty, $range:literal;)*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            let at = self.at;
            let n = self.whole(<$t>::MIN as i64, <$t>::MAX as u64, $range)?;
            // In the type's range: the conversions are exact.
            let read = if n < 0 { visitor.visit_i64(n as i64) } else { visitor.visit_u64(n as u64) };
            read.map_err(|e: Error| e.placed(at))
        }
    )*};
}

impl<'de> de::Deserializer<'de> for Reader<'_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let at = self.at;
        let read = match self.value {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(b),
            Value::Number(n) => match (n.as_u64(), n.as_i64(), n.as_f64()) {
                (Some(u), _, _) => visitor.visit_u64(u),
                (_, Some(i), _) => visitor.visit_i64(i),
                (_, _, x) => visitor.visit_f64(x.unwrap_or(f64::NAN)),
            },
            Value::String(s) => visitor.visit_string(s),
            Value::Array(items) => visitor.visit_seq(Items::new(items, at)),
            Value::Object(map) => visitor.visit_map(Fields::new(map, at)),
        };
        read.map_err(|e: Error| e.placed(at))
    }

    whole_number! {
        deserialize_u8: u8, "from 0 to 255";
        deserialize_u16: u16, "from 0 to 65535";
        deserialize_u32: u32, "from 0 to 4294967295";
        deserialize_u64: u64, "(0 or more)";
        deserialize_i8: i8, "from -128 to 127";
        deserialize_i16: i16, "from -32768 to 32767";
        deserialize_i32: i32, "from -2147483648 to 2147483647";
        deserialize_i64: i64, "from -9223372036854775808 to 9223372036854775807";
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_f64(visitor)
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value.as_f64() {
            Some(x) => visitor.visit_f64(x).map_err(|e: Error| e.placed(self.at)),
            None => Err(self.expected("a number")),
        }
    }

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Bool(b) => visitor.visit_bool(b).map_err(|e: Error| e.placed(self.at)),
            _ => Err(self.expected("true or false")),
        }
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::String(s) => visitor.visit_string(s).map_err(|e: Error| e.placed(self.at)),
            _ => Err(self.expected("text")),
        }
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_string(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::String(s) => visitor.visit_string(s).map_err(|e: Error| e.placed(self.at)),
            _ => Err(self.expected("a name (text)")),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let at = self.at;
        match self.value {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
        .map_err(|e: Error| e.placed(at))
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Null => visitor.visit_unit().map_err(|e: Error| e.placed(self.at)),
            _ => Err(self.expected("null")),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(self, _name: &'static str, visitor: V) -> Result<V::Value, Error> {
        let at = self.at;
        visitor.visit_newtype_struct(self).map_err(|e: Error| e.placed(at))
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Array(items) => visitor
                .visit_seq(Items::new(items, self.at))
                .map_err(|e: Error| e.placed(self.at)),
            _ => Err(self.expected("a list")),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        match &self.value {
            Value::Array(items) if items.len() != len => Err(Error::new(format!(
                "expected a list of {}, got a list of {}",
                self::items(len),
                self::items(items.len())
            ))
            .placed(self.at)),
            _ => self.deserialize_seq(visitor),
        }
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_tuple(len, visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        match self.value {
            Value::Object(map) => visitor
                .visit_map(Fields::new(map, self.at))
                .map_err(|e: Error| e.placed(self.at)),
            _ => Err(self.expected("an object")),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_map(visitor)
    }

    /// An externally tagged enum: a name (a variant without data), or an object of one field,
    /// the variant's name and its content.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let at = self.at;
        let (name, content) = match self.value {
            Value::String(name) => (name, None),
            Value::Object(map) if map.len() == 1 => match map.into_iter().next() {
                Some((name, content)) => (name, Some(content)),
                None => return Err(Error::new("an empty object".into()).placed(at)),
            },
            Value::Object(map) => {
                return Err(Error::new(format!(
                    "expected a name (text) or an object of one field, got an object of {} fields",
                    map.len()
                ))
                .placed(at))
            }
            _ => return Err(self.expected("a name (text) or an object of one field")),
        };
        visitor
            .visit_enum(Variant { name, content, at })
            .map_err(|e: Error| e.placed(at))
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_any(visitor)
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_any(visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }
}

/// A list's items, each read where it is (`[i]`).
struct Items<'a> {
    items: std::vec::IntoIter<Value>,
    next: usize,
    at: &'a At<'a>,
}

impl<'a> Items<'a> {
    fn new(items: Vec<Value>, at: &'a At<'a>) -> Items<'a> {
        Items {
            items: items.into_iter(),
            next: 0,
            at,
        }
    }
}

impl<'de> de::SeqAccess<'de> for Items<'_> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<Option<T::Value>, Error> {
        let Some(item) = self.items.next() else {
            return Ok(None);
        };
        let at = self.at.index(self.next);
        self.next += 1;
        seed.deserialize(Reader::new(item, &at))
            .map(Some)
            .map_err(|e| e.placed(&at))
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.items.len())
    }
}

/// An object's fields in their order, each key and value read at the key.
struct Fields<'a> {
    fields: serde_json::map::IntoIter,
    value: Option<(String, Value)>,
    at: &'a At<'a>,
}

impl<'a> Fields<'a> {
    fn new(map: Map<String, Value>, at: &'a At<'a>) -> Fields<'a> {
        Fields {
            fields: map.into_iter(),
            value: None,
            at,
        }
    }
}

impl<'de> de::MapAccess<'de> for Fields<'_> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(&mut self, seed: K) -> Result<Option<K::Value>, Error> {
        let Some((key, value)) = self.fields.next() else {
            return Ok(None);
        };
        let at = self.at.key(&key);
        let read = seed.deserialize(Reader::new(Value::String(key.clone()), &at));
        let read = read.map_err(|e: Error| e.placed(&at))?;
        self.value = Some((key, value));
        Ok(Some(read))
    }

    fn next_value_seed<V: DeserializeSeed<'de>>(&mut self, seed: V) -> Result<V::Value, Error> {
        match self.value.take() {
            Some((key, value)) => {
                let at = self.at.key(&key);
                seed.deserialize(Reader::new(value, &at)).map_err(|e| e.placed(&at))
            }
            None => Err(Error::new("a value without its key".into()).placed(self.at)),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.fields.len())
    }
}

/// The variant of an externally tagged enum: its name, and its content if written as an object
/// (read at the name: `feature.armour`).
struct Variant<'a> {
    name: String,
    content: Option<Value>,
    at: &'a At<'a>,
}

impl<'de, 'a> de::EnumAccess<'de> for Variant<'a> {
    type Error = Error;
    type Variant = Variant<'a>;

    fn variant_seed<V: DeserializeSeed<'de>>(self, seed: V) -> Result<(V::Value, Self::Variant), Error> {
        let name: de::value::StrDeserializer<Error> = self.name.as_str().into_deserializer();
        let read = seed.deserialize(name).map_err(|e: Error| e.placed(self.at))?;
        Ok((read, self))
    }
}

impl<'de> de::VariantAccess<'de> for Variant<'_> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        match self.content {
            None | Some(Value::Null) => Ok(()),
            Some(other) => {
                Err(Error::new(format!("expected \"{}\" alone, got {}", self.name, got(&other))).placed(self.at))
            }
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        let (content, name, at) = self.content()?;
        let at = at.key(&name);
        seed.deserialize(Reader::new(content, &at)).map_err(|e| e.placed(&at))
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        let (content, name, at) = self.content()?;
        de::Deserializer::deserialize_tuple(Reader::new(content, &at.key(&name)), len, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(self, _fields: &'static [&'static str], visitor: V) -> Result<V::Value, Error> {
        let (content, name, at) = self.content()?;
        de::Deserializer::deserialize_map(Reader::new(content, &at.key(&name)), visitor)
    }
}

impl<'a> Variant<'a> {
    /// The content of a variant with data, its name and where it is; its refusal if it was
    /// written as a bare name.
    fn content(self) -> Result<(Value, String, &'a At<'a>), Error> {
        match self.content {
            Some(content) => Ok((content, self.name, self.at)),
            None => {
                let name = &self.name;
                Err(Error::new(format!("\"{name}\" needs a value: {{\"{name}\": ...}}")).placed(self.at))
            }
        }
    }
}
