//! Typed reading: every document the engine reads is parsed once into a `serde_json::Value`
//! (`core::json::parse`), then read as its type by `FromJson`. Structs and enums get theirs from
//! `#[derive(FromJson)]` (json-derive/), which follows their `#[serde(...)]` attributes; the
//! readers of names, numbers, text and lists are here, once each.
//!
//! Errors are `ReadError`s: the path tracked while reading (`players[0].hand[2]`), the reason
//! in plain words ("expected a whole number, got the text \"x\"", "the field \"card\" is
//! missing", "unknown field \"mood\" (allowed: \"card\", \"pv\")") and the kind, shown as
//! "path: reason".

use serde_json::{Map, Value};
use smol_str::SmolStr;

pub use crate::core::error::ReadError;

pub use arbiter_json_derive::FromJson;

/// A type read from a JSON value.
pub trait FromJson: Sized {
    /// Reads `value`, found at `at`.
    fn from_json(value: Value, at: &At) -> Result<Self, ReadError>;

    /// What a missing field reads as: `None` for an `Option`; nothing (an error) otherwise.
    fn absent() -> Option<Self> {
        None
    }
}

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
            At::Key(up, key) => {
                let mut path = up.path();
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
                path
            }
            At::Index(up, i) => format!("{}[{i}]", up.path()),
        }
    }

    /// The refusal of the value here: malformed at this path, for `reason`.
    pub fn fail(&self, reason: &str) -> ReadError {
        ReadError::at(&self.path(), reason)
    }
}

/// What a value is, in plain words: `the text "x"`, `the number 3`, `a list`, `null`...
fn got(value: &Value) -> String {
    match value {
        Value::Null => "null".into(),
        Value::Bool(b) => b.to_string(),
        Value::Number(n) => format!("the number {n}"),
        Value::String(_) => format!("the text {value}"),
        Value::Array(_) => "a list".into(),
        Value::Object(_) => "an object".into(),
    }
}

/// "expected {what}, got {value}" at `at`.
pub fn expected(what: &str, value: &Value, at: &At) -> ReadError {
    at.fail(&format!("expected {what}, got {}", got(value)))
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

/// The refusal of a missing field `name` of the object at `at`.
pub fn missing(at: &At, name: &str) -> ReadError {
    at.fail(&format!("the field \"{name}\" is missing"))
}

/// The object `value`, its fields among `fields` if `deny` (`deny_unknown_fields`).
pub fn object(value: Value, at: &At, fields: &[&str], deny: bool) -> Result<Map<String, Value>, ReadError> {
    match value {
        Value::Object(obj) => known(obj, at, fields, deny),
        other => Err(expected("an object", &other, at)),
    }
}

/// The object `obj`, its fields among `fields` if `deny` (`deny_unknown_fields`).
pub fn known(obj: Map<String, Value>, at: &At, fields: &[&str], deny: bool) -> Result<Map<String, Value>, ReadError> {
    if deny {
        if let Some(extra) = obj.keys().find(|k| !fields.contains(&k.as_str())) {
            return Err(at.key(extra).fail(&unknown_field(extra, fields)));
        }
    }
    Ok(obj)
}

/// The field `name` of `obj` (at `at`) as `T`, or `None` if it is missing.
pub fn take<T: FromJson>(obj: &mut Map<String, Value>, name: &str, at: &At) -> Result<Option<T>, ReadError> {
    match remove(obj, name) {
        Some(value) => T::from_json(value, &at.key(name)).map(Some),
        None => Ok(None),
    }
}

/// The field `name` taken out of `obj`: not generic, so the map's code is in the .wasm once
/// rather than in the reader of each field type.
#[inline(never)]
fn remove(obj: &mut Map<String, Value>, name: &str) -> Option<Value> {
    obj.remove(name)
}

/// The field `name` of `obj` (at `at`) as `T`; missing is an error unless `T` has an `absent`
/// value (an `Option`).
pub fn field<T: FromJson>(obj: &mut Map<String, Value>, name: &str, at: &At) -> Result<T, ReadError> {
    match take(obj, name, at)? {
        Some(v) => Ok(v),
        None => T::absent().ok_or_else(|| missing(at, name)),
    }
}

/// The index of `word` among `names` (as written), or its refusal at `at`.
pub fn variant(word: &str, names: &[&str], at: &At) -> Result<usize, ReadError> {
    names
        .iter()
        .position(|n| *n == word)
        .ok_or_else(|| at.fail(&not_one_of(word, names)))
}

/// The value of an enum of names only: the index of its name among `names` (as written).
pub fn unit_variant(value: Value, at: &At, names: &[&str]) -> Result<usize, ReadError> {
    match value {
        Value::String(word) => variant(&word, names, at),
        other => Err(expected("a name (text)", &other, at)),
    }
}

/// An externally tagged enum's value: a name (a variant without data), or an object of one
/// field, the variant's name and its content. The variant's index and its content.
pub fn external(value: Value, at: &At, names: &[&str]) -> Result<(usize, Option<Value>), ReadError> {
    match value {
        Value::String(word) => Ok((variant(&word, names, at)?, None)),
        Value::Object(obj) if obj.len() == 1 => {
            let (word, content) = obj.into_iter().next().expect("one field");
            Ok((variant(&word, names, at)?, Some(content)))
        }
        Value::Object(obj) => Err(at.fail(&format!(
            "expected a name (text) or an object of one field, got an object of {} fields",
            obj.len()
        ))),
        other => Err(expected("a name (text) or an object of one field", &other, at)),
    }
}

/// The content of the variant `name` read by `external`; its refusal if it was a bare name.
pub fn content(content: Option<Value>, at: &At, name: &str) -> Result<Value, ReadError> {
    content.ok_or_else(|| at.fail(&format!("\"{name}\" needs a value: {{\"{name}\": ...}}")))
}

/// A variant without data read by `external`: a bare name, or `{"name": null}`.
pub fn unit(content: Option<Value>, at: &At, name: &str) -> Result<(), ReadError> {
    match content {
        None | Some(Value::Null) => Ok(()),
        Some(other) => Err(expected(&format!("\"{name}\" alone"), &other, at)),
    }
}

/// An internally tagged enum's object: the variant named by its field `tag`, and the object's
/// other fields.
pub fn tagged(value: Value, at: &At, tag: &str, names: &[&str]) -> Result<(usize, Map<String, Value>), ReadError> {
    let Value::Object(mut obj) = value else {
        return Err(expected("an object", &value, at));
    };
    match obj.remove(tag) {
        Some(Value::String(word)) => Ok((variant(&word, names, &at.key(tag))?, obj)),
        Some(other) => Err(expected("a name (text)", &other, &at.key(tag))),
        None => Err(missing(at, tag)),
    }
}

/// The refusal of a value that has none of an untagged enum's forms.
pub fn no_form(at: &At) -> ReadError {
    at.fail("this value has none of the forms allowed here")
}

/// A whole number from `min` to `max` (`range` says so in words).
fn whole(value: Value, at: &At, min: i64, max: u64, range: &str) -> Result<i128, ReadError> {
    let n = match &value {
        Value::Number(n) => n.as_i64().map(i128::from).or_else(|| n.as_u64().map(i128::from)),
        _ => None,
    };
    match n {
        Some(n) if n >= i128::from(min) && n <= i128::from(max) => Ok(n),
        Some(n) if n < 0 && min == 0 => Err(expected("a whole number (0 or more)", &value, at)),
        Some(_) => Err(expected(&format!("a whole number {range}"), &value, at)),
        None => Err(expected("a whole number", &value, at)),
    }
}

macro_rules! whole_numbers {
    ($($t:ty: $range:literal),*) => {$(
        impl FromJson for $t {
            fn from_json(value: Value, at: &At) -> Result<Self, ReadError> {
                // In range: the conversion cannot fail.
                whole(value, at, <$t>::MIN as i64, <$t>::MAX as u64, $range).map(|n| n as $t)
            }
        }
    )*};
}

whole_numbers!(
    u8: "from 0 to 255",
    u16: "from 0 to 65535",
    u32: "from 0 to 4294967295",
    u64: "(0 or more)",
    usize: "(0 or more)",
    i8: "from -128 to 127",
    i16: "from -32768 to 32767",
    i32: "from -2147483648 to 2147483647",
    i64: "from -9223372036854775808 to 9223372036854775807"
);

impl FromJson for bool {
    fn from_json(value: Value, at: &At) -> Result<Self, ReadError> {
        value.as_bool().ok_or_else(|| expected("true or false", &value, at))
    }
}

impl FromJson for String {
    fn from_json(value: Value, at: &At) -> Result<Self, ReadError> {
        match value {
            Value::String(s) => Ok(s),
            other => Err(expected("text", &other, at)),
        }
    }
}

impl FromJson for SmolStr {
    fn from_json(value: Value, at: &At) -> Result<Self, ReadError> {
        String::from_json(value, at).map(SmolStr::from)
    }
}

impl FromJson for Value {
    fn from_json(value: Value, _at: &At) -> Result<Self, ReadError> {
        Ok(value)
    }
}

impl<T: FromJson> FromJson for Option<T> {
    fn from_json(value: Value, at: &At) -> Result<Self, ReadError> {
        match value {
            Value::Null => Ok(None),
            value => T::from_json(value, at).map(Some),
        }
    }
    fn absent() -> Option<Self> {
        Some(None)
    }
}

/// The items of the list `value`.
fn items(value: Value, at: &At) -> Result<Vec<Value>, ReadError> {
    match value {
        Value::Array(items) => Ok(items),
        other => Err(expected("a list", &other, at)),
    }
}

/// Reads each item of the list `value` with `read` (given the item and where it is): the
/// loop is not generic, each list type adds only its `read`.
fn each(value: Value, at: &At, read: &mut dyn FnMut(Value, &At) -> Result<(), ReadError>) -> Result<(), ReadError> {
    for (i, item) in items(value, at)?.into_iter().enumerate() {
        read(item, &at.index(i))?;
    }
    Ok(())
}

impl<T: FromJson> FromJson for Vec<T> {
    fn from_json(value: Value, at: &At) -> Result<Self, ReadError> {
        let mut out = Vec::new();
        each(value, at, &mut |item, at| {
            out.push(T::from_json(item, at)?);
            Ok(())
        })?;
        Ok(out)
    }
}

/// The refusal of a list of `got` items where `want` are needed.
fn length(at: &At, want: usize, got: usize) -> ReadError {
    let items = |n: usize| if n == 1 { "item" } else { "items" };
    at.fail(&format!(
        "expected a list of {want} {}, got a list of {got} {}",
        items(want),
        items(got)
    ))
}

impl<T: FromJson, const N: usize> FromJson for [T; N] {
    fn from_json(value: Value, at: &At) -> Result<Self, ReadError> {
        match value.as_array().map(Vec::len) {
            Some(n) if n != N => return Err(length(at, N, n)),
            _ => {}
        }
        // The right length, so the conversion cannot fail.
        Vec::<T>::from_json(value, at)?.try_into().map_err(|_| length(at, N, 0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Debug, PartialEq, FromJson)]
    #[serde(rename_all = "snake_case", deny_unknown_fields)]
    enum External {
        Luck,
        Armour(u8),
        Gain { feature: String, turns: Option<u8> },
    }

    #[derive(Debug, PartialEq, FromJson)]
    #[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
    enum Tagged {
        Pass { player: u8 },
        Play { player: u8, cards: Vec<String> },
    }

    #[derive(Debug, PartialEq, FromJson)]
    #[serde(untagged)]
    enum Forms {
        Flag(bool),
        Ids(Vec<String>),
    }

    fn three() -> u8 {
        3
    }

    #[derive(Debug, PartialEq, Default, FromJson)]
    #[serde(deny_unknown_fields, rename_all = "camelCase")]
    struct Config {
        ruleset_id: String,
        #[serde(default = "three")]
        seats: u8,
        #[serde(rename = "do")]
        action: Option<External>,
        #[serde(skip)]
        cache: Vec<u8>,
    }

    #[derive(Debug, PartialEq, FromJson)]
    #[serde(default)]
    struct Defaults {
        a: u8,
        b: String,
    }

    impl Default for Defaults {
        fn default() -> Self {
            Defaults { a: 7, b: "b".into() }
        }
    }

    fn read<T: FromJson>(v: serde_json::Value) -> Result<T, String> {
        T::from_json(v, &At::Top("x")).map_err(|e| e.to_string())
    }

    #[test]
    fn externally_tagged_enums_read_names_and_one_field_objects() {
        assert_eq!(read::<External>(json!("luck")), Ok(External::Luck));
        assert_eq!(read::<External>(json!({"armour": 2})), Ok(External::Armour(2)));
        assert_eq!(
            read::<External>(json!({"gain": {"feature": "luck"}})),
            Ok(External::Gain {
                feature: "luck".into(),
                turns: None
            })
        );
        assert_eq!(
            read::<External>(json!("lcuk")),
            Err(r#"x: "lcuk" is not one of: "luck", "armour", "gain" — did you mean "luck"?"#.into())
        );
        assert_eq!(
            read::<External>(json!("armour")),
            Err(r#"x: "armour" needs a value: {"armour": ...}"#.into())
        );
        assert_eq!(
            read::<External>(json!({"armour": 300})),
            Err("x.armour: expected a whole number from 0 to 255, got the number 300".into())
        );
        assert_eq!(
            read::<External>(json!({"gain": {"feature": "luck", "x": 1}})),
            Err(r#"x.gain.x: unknown field "x" (allowed: "feature", "turns")"#.into())
        );
        assert_eq!(
            read::<External>(json!({"luck": null, "armour": 1})),
            Err("x: expected a name (text) or an object of one field, got an object of 2 fields".into())
        );
        assert_eq!(
            read::<External>(json!(4)),
            Err("x: expected a name (text) or an object of one field, got the number 4".into())
        );
    }

    #[test]
    fn internally_tagged_enums_read_their_tag_then_the_variant_fields() {
        assert_eq!(
            read::<Tagged>(json!({"type": "pass", "player": 1})),
            Ok(Tagged::Pass { player: 1 })
        );
        assert_eq!(
            read::<Tagged>(json!({"player": 1, "type": "play", "cards": ["a"]})),
            Ok(Tagged::Play {
                player: 1,
                cards: vec!["a".into()]
            })
        );
        assert_eq!(
            read::<Tagged>(json!({"player": 1})),
            Err(r#"x: the field "type" is missing"#.into())
        );
        assert_eq!(
            read::<Tagged>(json!({"type": "plya", "player": 1})),
            Err(r#"x.type: "plya" is not one of: "pass", "play" — did you mean "play"?"#.into())
        );
        assert_eq!(
            read::<Tagged>(json!({"type": "play", "player": 1})),
            Err(r#"x: the field "cards" is missing"#.into())
        );
        assert_eq!(
            read::<Tagged>(json!({"type": "pass", "player": 1, "cards": []})),
            Err(r#"x.cards: unknown field "cards" (allowed: "player")"#.into())
        );
        assert_eq!(
            read::<Tagged>(json!({"type": 2})),
            Err("x.type: expected a name (text), got the number 2".into())
        );
    }

    #[test]
    fn untagged_enums_take_the_first_form_that_reads() {
        assert_eq!(read::<Forms>(json!(true)), Ok(Forms::Flag(true)));
        assert_eq!(read::<Forms>(json!(["a"])), Ok(Forms::Ids(vec!["a".into()])));
        assert_eq!(
            read::<Forms>(json!("a")),
            Err("x: this value has none of the forms allowed here".into())
        );
    }

    #[test]
    fn struct_attributes_rename_default_and_skip() {
        assert_eq!(
            read::<Config>(json!({"rulesetId": "eredan", "do": "luck"})),
            Ok(Config {
                ruleset_id: "eredan".into(),
                seats: 3,
                action: Some(External::Luck),
                cache: vec![]
            })
        );
        assert_eq!(
            read::<Config>(json!({"ruleset_id": "eredan"})),
            Err(r#"x.ruleset_id: unknown field "ruleset_id" — did you mean "rulesetId"? (allowed: "rulesetId", "seats", "do")"#.into())
        );
        assert_eq!(
            read::<Config>(json!({"rulesetId": "e", "cache": [1]})),
            Err(r#"x.cache: unknown field "cache" (allowed: "rulesetId", "seats", "do")"#.into())
        );
        assert_eq!(
            read::<Defaults>(json!({"b": "c"})),
            Ok(Defaults { a: 7, b: "c".into() })
        );
        assert_eq!(read::<Defaults>(json!({"z": 1})), Ok(Defaults { a: 7, b: "b".into() }));
    }

    #[derive(Debug, Clone, PartialEq, serde::Serialize, FromJson)]
    #[serde(rename_all = "snake_case")]
    enum Reason {
        BearerDied,
        Used,
    }

    #[test]
    fn a_name_reads_back_what_serde_writes_and_a_wrong_one_is_refused_with_the_names() {
        for r in [Reason::BearerDied, Reason::Used] {
            let text = serde_json::to_string(&r).unwrap();
            assert_eq!(crate::core::json::from_str_in::<Reason>(&text, "reason").unwrap(), r);
        }
        assert_eq!(serde_json::to_string(&Reason::BearerDied).unwrap(), "\"bearer_died\"");
        let refused = |text: &str| crate::core::json::from_str_in::<Reason>(text, "reason").unwrap_err();
        assert_eq!(
            refused("\"bearer_dyed\""),
            "reason: \"bearer_dyed\" is not one of: \"bearer_died\", \"used\" — did you mean \"bearer_died\"?"
        );
        assert_eq!(refused("3"), "reason: expected a name (text), got the number 3");
        assert_eq!(
            refused("\"BearerDied\""),
            "reason: \"BearerDied\" is not one of: \"bearer_died\", \"used\" — did you mean \"bearer_died\"?"
        );
    }

    #[test]
    fn numbers_lists_and_maps() {
        assert_eq!(read::<i8>(json!(-128)), Ok(-128));
        assert_eq!(
            read::<i8>(json!(128)),
            Err("x: expected a whole number from -128 to 127, got the number 128".into())
        );
        assert_eq!(
            read::<u64>(json!(-1)),
            Err("x: expected a whole number (0 or more), got the number -1".into())
        );
        assert_eq!(
            read::<u32>(json!(2.0)),
            Err("x: expected a whole number, got the number 2.0".into())
        );
        assert_eq!(read::<[u8; 2]>(json!([1, 2])), Ok([1, 2]));
        assert_eq!(
            read::<[u8; 2]>(json!([1])),
            Err("x: expected a list of 2 items, got a list of 1 item".into())
        );
        assert_eq!(
            read::<Vec<Option<u8>>>(json!([null, 1, "2"])),
            Err(r#"x[2]: expected a whole number, got the text "2""#.into())
        );
        assert_eq!(
            At::Top("").index(0).key("a").fail("no"),
            "[0].a: no",
            "a path under no prefix starts with its first step"
        );
    }
}
