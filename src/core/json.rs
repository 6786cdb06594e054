//! JSON in: every document the engine reads (scenarios, card files, decks, saved games, JS
//! values) is parsed here (`parse`: malformed JSON and keys written twice refused, with where),
//! then read as its type by serde's `Deserialize` through `core::read`, whose errors name the field path, e.g.
//! `players[0].characters[2].card: unknown card id`.

use crate::core::read::ReadError;
use serde::de::DeserializeOwned;
use serde_json::Value;
use std::cell::RefCell;

/// How deeply arrays and objects may nest in any document the engine reads (127 levels):
/// serde_json's own recursion limit, which `parse` and every typed reader keep, so no input
/// overflows the stack. Deeper is "malformed JSON: arrays and objects nested more than 127 deep".
pub const MAX_DEPTH: usize = 127;

/// Parses JSON text; the error says where it is malformed (a `limit` error for nesting too deep). An object with a key twice is
/// refused (`players[0].hand: duplicate field \`hand\``) rather than silently keeping the last
/// value, and nesting deeper than `MAX_DEPTH` is refused (serde_json's recursion limit).
pub fn parse(text: &str) -> Result<Value, ReadError> {
    parse_in(text, "")
}

/// As `parse`, for a document found under `prefix` (e.g. "log").
pub fn parse_in(text: &str, prefix: &str) -> Result<Value, ReadError> {
    from_str_strict(text, prefix)
}

/// A key written twice, found while parsing: the key and where its object is, innermost step
/// first (each enclosing object or list adds its own on the way out).
struct Twice {
    key: String,
    steps: Vec<Step>,
}

/// One step of a path: a key of an object or an item of a list.
enum Step {
    Key(String),
    Item(usize),
}

impl Twice {
    /// "the field "k" is written twice", at `a.b[2].k`.
    fn error(self) -> ReadError {
        let mut path = String::new();
        for step in self.steps.iter().rev().chain([&Step::Key(self.key.clone())]) {
            match step {
                Step::Key(key) => {
                    if !path.is_empty() {
                        path.push('.');
                    }
                    path.push_str(key);
                }
                Step::Item(i) => path.push_str(&format!("[{i}]")),
            }
        }
        ReadError::at(&path, &format!("the field \"{}\" is written twice", self.key))
    }
}

/// A JSON value read with a check `serde_json::Value` does not make: no duplicate keys. The
/// first key written twice goes into `twice`, and the document reads no further (serde_json
/// may then refuse an object left unfinished): `from_str_strict` reports the key. (No
/// error of serde's own for it: `de::Error::custom` brings serde_json's message parser, and
/// with it the standard library's text searcher, into every .wasm: about 1.5 KB gzipped.)
#[derive(Clone, Copy)]
struct Strict<'a> {
    twice: &'a RefCell<Option<Twice>>,
}

impl Strict<'_> {
    /// Whether a key written twice was found: then no value reads further.
    fn stopped(&self) -> bool {
        self.twice.borrow().is_some()
    }

    /// On the way out once stopped: the key's path gains the `step` of a value that holds it.
    fn step_back(&self, step: Step) {
        if let Some(twice) = self.twice.borrow_mut().as_mut() {
            twice.steps.push(step);
        }
    }
}

impl<'de> serde::de::DeserializeSeed<'de> for Strict<'_> {
    type Value = Value;

    fn deserialize<D: serde::Deserializer<'de>>(self, d: D) -> Result<Value, D::Error> {
        d.deserialize_any(self)
    }
}

impl<'de> serde::de::Visitor<'de> for Strict<'_> {
    type Value = Value;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a JSON value")
    }
    fn visit_bool<E>(self, v: bool) -> Result<Value, E> {
        Ok(Value::Bool(v))
    }
    fn visit_i64<E>(self, v: i64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_u64<E>(self, v: u64) -> Result<Value, E> {
        Ok(Value::from(v))
    }
    fn visit_f64<E>(self, v: f64) -> Result<Value, E> {
        Ok(serde_json::Number::from_f64(v).map_or(Value::Null, Value::Number))
    }
    fn visit_str<E>(self, v: &str) -> Result<Value, E> {
        Ok(Value::String(v.to_string()))
    }
    fn visit_string<E>(self, v: String) -> Result<Value, E> {
        Ok(Value::String(v))
    }
    fn visit_unit<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_none<E>(self) -> Result<Value, E> {
        Ok(Value::Null)
    }
    fn visit_seq<A: serde::de::SeqAccess<'de>>(self, mut seq: A) -> Result<Value, A::Error> {
        let mut items = Vec::new();
        loop {
            let item = seq.next_element_seed(self);
            if self.stopped() {
                self.step_back(Step::Item(items.len()));
                return item.map(|_| Value::Null);
            }
            match item? {
                Some(v) => items.push(v),
                None => return Ok(Value::Array(items)),
            }
        }
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut out = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if out.contains_key(&key) {
                let steps = Vec::new();
                self.twice.borrow_mut().get_or_insert(Twice { key, steps });
                return Ok(Value::Null);
            }
            let value = map.next_value_seed(self);
            if self.stopped() {
                self.step_back(Step::Key(key));
                return value;
            }
            out.insert(key, value?);
        }
        Ok(Value::Object(out))
    }
}

/// Reads a value as `T`. The error is "path: reason" (just "reason" at the top level).
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, ReadError> {
    from_value_in(value, "")
}

/// As `from_value`, for a document found under `prefix` (e.g. "choice"): "choice.cards[1]:
/// reason", or "choice: reason" at its top level.
pub fn from_value_in<T: DeserializeOwned>(value: Value, prefix: &str) -> Result<T, ReadError> {
    crate::core::read::from_value_in(value, prefix)
}

/// As `from_value_in`, from JSON text.
pub fn from_str_in<T: DeserializeOwned>(text: &str, prefix: &str) -> Result<T, ReadError> {
    from_value_in(parse_in(text, prefix)?, prefix)
}

/// JSON text parsed by serde_json with the duplicate-key check; errors explained.
fn from_str_strict(text: &str, prefix: &str) -> Result<Value, ReadError> {
    let twice = RefCell::new(None);
    let mut de = serde_json::Deserializer::from_str(text);
    let read = serde::de::DeserializeSeed::deserialize(Strict { twice: &twice }, &mut de);
    let read = read.and_then(|v| de.end().map(|()| v));
    match (read, twice.into_inner()) {
        (_, Some(twice)) => Err(twice.error().within(prefix)),
        (Ok(v), None) => Ok(v),
        (Err(e), None) => Err(explain(text, prefix, &e)),
    }
}

/// The message of serde_json's error `e` in parsing `text` (a syntax error: the values it
/// reads take any JSON): where it is malformed, under `prefix`.
fn explain(text: &str, prefix: &str, e: &serde_json::Error) -> ReadError {
    let message = e.to_string();
    // serde_json's message ends with where it is, " at line L column C" (none at line 0).
    let place = format!(" at line {} column {}", e.line(), e.column());
    let reason = message.strip_suffix(place.as_str()).unwrap_or(&message);
    let message = format!("malformed JSON: {}", plain_syntax(text, reason, e.line(), e.column()));
    match reason {
        "recursion limit exceeded" => ReadError::limit(prefix, &message),
        _ => ReadError::at(prefix, &message),
    }
}

/// serde_json's syntax error `reason` at `line`/`column` of `text`, in plain words, with where.
fn plain_syntax(text: &str, reason: &str, line: usize, column: usize) -> String {
    /// serde_json's syntax messages and their plain words (a table: one loop in the .wasm).
    const SYNTAX: [(&str, &str); 20] = [
        ("EOF while parsing a value", "the document ends where a value should be"),
        (
            "EOF while parsing a list",
            "the document ends inside a list (a \"]\" is missing)",
        ),
        (
            "EOF while parsing an object",
            "the document ends inside an object (a \"}\" is missing)",
        ),
        (
            "EOF while parsing a string",
            "the document ends inside a text (a closing '\"' is missing)",
        ),
        ("expected `:`", "a \":\" is missing after a key"),
        ("expected `,` or `]`", "a \",\" or \"]\" is missing in a list"),
        ("expected `,` or `}`", "a \",\" or \"}\" is missing in an object"),
        (
            "expected ident",
            "an unknown word (JSON knows true, false and null; text needs \"quotes\")",
        ),
        ("expected value", "a value is missing (or is text without \"quotes\")"),
        ("key must be a string", "a key must be text in \"quotes\""),
        ("expected `\"`", "a key must be text in \"quotes\""),
        ("trailing comma", "a \",\" with nothing after it"),
        ("trailing characters", "something follows the end of the document"),
        ("invalid number", "a number is written wrongly"),
        ("number out of range", "a number is too large"),
        (
            "invalid escape",
            "an unknown \"\\\" escape in a text (a backslash is written \"\\\\\")",
        ),
        (
            "control character",
            "a line break or control character inside a text (write \"\\n\")",
        ),
        ("invalid unicode code point", "a \"\\u\" escape that is not a character"),
        ("lone leading surrogate", "a \"\\u\" escape that is not a character"),
        (
            "unexpected end of hex escape",
            "a \"\\u\" escape that is not a character",
        ),
    ];
    let first = text.trim_start().chars().next();
    if first.is_none() {
        return "this is not JSON (an empty text?)".into();
    }
    if (reason == "expected value" || reason == "expected ident") && !matches!(first, Some('{' | '[')) {
        return "this is not JSON (an object {...} or a list [...] is expected)".into();
    }
    let what = match SYNTAX.iter().find(|(serde, _)| reason.starts_with(serde)) {
        Some((_, plain)) => plain.to_string(),
        None if reason == "recursion limit exceeded" => format!("arrays and objects nested more than {MAX_DEPTH} deep"),
        None => reason.to_string(),
    };
    format!("{what} (line {line}, column {column})")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::Deserialize;

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Inner {
        card: String,
        #[serde(default)]
        pv: Option<u32>,
    }

    #[derive(Debug, Deserialize)]
    #[serde(rename_all = "snake_case")]
    #[allow(dead_code)]
    enum Step {
        Start,
        EndOfCombat,
    }

    #[derive(Debug, Deserialize)]
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Outer {
        turn: u32,
        players: Vec<Vec<Inner>>,
        #[serde(default)]
        step: Option<Step>,
        #[serde(default)]
        cell: Option<[u8; 2]>,
        #[serde(default)]
        alive: Option<bool>,
        #[serde(default)]
        hp: Option<u8>,
    }

    /// Each bad document and the exact message it gets.
    #[test]
    fn every_message_in_plain_words() {
        let cases: &[(&str, &str)] = &[
            (r#"{"turn":"2","players":[]}"#, r#"turn: expected a whole number, got the text "2""#),
            (r#"{"turn":1.5,"players":[]}"#, "turn: expected a whole number, got the number 1.5"),
            (r#"{"turn":-3,"players":[]}"#, "turn: expected a whole number (0 or more), got the number -3"),
            (r#"{"turn":1,"players":[],"hp":300}"#, "hp: expected a whole number from 0 to 255, got the number 300"),
            (r#"{"turn":1,"players":[[{"card":3}]]}"#, "players[0][0].card: expected text, got the number 3"),
            (r#"{"turn":1,"players":{}}"#, "players: expected a list, got an object"),
            (r#"{"turn":1,"players":[7]}"#, "players[0]: expected a list, got the number 7"),
            (r#"{"turn":1,"players":[[[]]]}"#, "players[0][0]: expected an object, got a list"),
            (r#"{"turn":1,"players":[],"alive":"yes"}"#, r#"alive: expected true or false, got the text "yes""#),
            (r#"{"turn":null,"players":[]}"#, "turn: expected a whole number, got null"),
            (r#"{"turn":true,"players":[]}"#, "turn: expected a whole number, got true"),
            (
                r#"{"turn":1,"players":[],"step":"end of combat"}"#,
                r#"step: "end of combat" is not one of: "start", "end_of_combat" — did you mean "end_of_combat"?"#,
            ),
            (r#"{"turn":1,"players":[],"step":"zzz"}"#, r#"step: "zzz" is not one of: "start", "end_of_combat""#),
            (r#"{"turn":1,"players":[],"step":7}"#, "step: expected a name (text) or an object of one field, got the number 7"),
            (
                r#"{"turn":1,"players":[],"trun":2}"#,
                r#"trun: unknown field "trun" — did you mean "turn"? (allowed: "turn", "players", "step", "cell", "alive", "hp")"#,
            ),
            (
                r#"{"turn":1,"players":[[{"card":"a","mood":1}]]}"#,
                r#"players[0][0].mood: unknown field "mood" (allowed: "card", "pv")"#,
            ),
            (r#"{"players":[]}"#, r#"the field "turn" is missing"#),
            (r#"{"turn":1,"players":[[{"pv":3}]]}"#, r#"players[0][0]: the field "card" is missing"#),
            (r#"{"turn":1,"players":[],"cell":[1]}"#, "cell: expected a list of 2 items, got a list of 1 item"),
            (r#"{"turn":1,"players":[],"cell":[1,2,3]}"#, "cell: expected a list of 2 items, got a list of 3 items"),
            (r#"{"turn":1,"turn":2,"players":[]}"#, r#"turn: the field "turn" is written twice"#),
            ("", "malformed JSON: this is not JSON (an empty text?)"),
            ("   ", "malformed JSON: this is not JSON (an empty text?)"),
            ("hello", "malformed JSON: this is not JSON (an object {...} or a list [...] is expected)"),
            (r#"{"turn":1,"#, "malformed JSON: the document ends where a value should be (line 1, column 10)"),
            (r#"{"players":[[]"#, "malformed JSON: the document ends inside a list (a \"]\" is missing) (line 1, column 14)"),
            (r#"{"turn":"#, "malformed JSON: the document ends where a value should be (line 1, column 8)"),
            (r#"{"turn"#, "malformed JSON: the document ends inside a text (a closing '\"' is missing) (line 1, column 6)"),
            (r#"{"turn" 1}"#, "malformed JSON: a \":\" is missing after a key (line 1, column 9)"),
            (r#"{"turn":1 "players":[]}"#, "malformed JSON: a \",\" or \"}\" is missing in an object (line 1, column 11)"),
            (r#"{"players":[[] []]}"#, "malformed JSON: a \",\" or \"]\" is missing in a list (line 1, column 16)"),
            (r#"{"turn":1,}"#, "malformed JSON: a \",\" with nothing after it (line 1, column 11)"),
            (r#"{turn:1}"#, "malformed JSON: a key must be text in \"quotes\" (line 1, column 2)"),
            (r#"{"turn":tru}"#, "malformed JSON: an unknown word (JSON knows true, false and null; text needs \"quotes\") (line 1, column 12)"),
            (r#"{"turn":+1}"#, "malformed JSON: a value is missing (or is text without \"quotes\") (line 1, column 9)"),
            (r#"{"turn":1,"players":[]} x"#, "malformed JSON: something follows the end of the document (line 1, column 25)"),
            (r#"{"turn":01}"#, "malformed JSON: a number is written wrongly (line 1, column 10)"),
            (r#"{"turn":"a\q"}"#, "malformed JSON: an unknown \"\\\" escape in a text (a backslash is written \"\\\\\") (line 1, column 12)"),
            ("{\"turn\":\"a\nb\"}", "malformed JSON: a line break or control character inside a text (write \"\\n\") (line 2, column 0)"),
            (r#"{"turn":"\ud800"}"#, "malformed JSON: a \"\\u\" escape that is not a character (line 1, column 16)"),
        ];
        let mut wrong = Vec::new();
        for (input, want) in cases {
            let got = from_str_in::<Outer>(input, "").unwrap_err();
            if got != *want {
                wrong.push(format!("{input}\n  want: {want}\n  got:  {got}"));
            }
        }
        assert!(wrong.is_empty(), "{}", wrong.join("\n"));
    }

    #[test]
    fn prefixes_keep_the_path() {
        let e = from_value_in::<Outer>(serde_json::json!({"turn": 1, "players": 3}), "doc")
            .unwrap_err()
            .to_string();
        assert_eq!(e, "doc.players: expected a list, got the number 3");
        assert_eq!(
            from_str_in::<Outer>("", "log").unwrap_err(),
            "log: malformed JSON: this is not JSON (an empty text?)"
        );
    }

    #[test]
    fn duplicate_keys_depth_and_lengths() {
        assert_eq!(
            parse(r#"{"a":{"b":1,"b":2}}"#).unwrap_err(),
            "a.b: the field \"b\" is written twice"
        );
        assert_eq!(
            parse_in(r#"[{"x":[],"x":[]}]"#, "log").unwrap_err(),
            "log[0].x: the field \"x\" is written twice"
        );
        // The key twice with nothing after it, then more of the document, malformed or not:
        // the path is still the first key's.
        for (text, want) in [
            (r#"[{"a":1,"a"},x]"#, "[0].a"),
            (r#"[{"a":1,"a"},{"b":2}]"#, "[0].a"),
            (r#"{"x":{"a":1,"a"},"y":[1,{"z":1,"z":2}]}"#, "x.a"),
        ] {
            assert_eq!(
                parse(text).unwrap_err(),
                format!("{want}: the field \"a\" is written twice").as_str(),
                "{text}"
            );
        }
        let deep = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
        assert!(parse(&deep)
            .unwrap_err()
            .to_string()
            .starts_with("malformed JSON: arrays and objects nested more than 127 deep"));
        parse(&format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH))).unwrap();
        let e = from_str_in::<[u8; 2]>("[1,2,3]", "cell").unwrap_err();
        assert_eq!(e, "cell: expected a list of 2 items, got a list of 3 items");
        assert_eq!(
            from_str_in::<Vec<Step>>("[7]", "").unwrap_err(),
            "[0]: expected a name (text) or an object of one field, got the number 7"
        );
        assert!(from_str_in::<Vec<Step>>("[7", "")
            .unwrap_err()
            .to_string()
            .starts_with("malformed JSON"));
    }

    #[test]
    fn keys_with_escapes_and_strings_with_brackets() {
        let v = serde_json::json!({"turn": 1, "players": [[{"card": "a[{,\"}]", "qu\"ote": 1}]]});
        let e = from_value::<Outer>(v).unwrap_err().to_string();
        assert!(e.starts_with("players[0][0].qu\"ote: unknown field"), "{e}");
    }
}
