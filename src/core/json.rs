//! JSON in: every document the engine reads (scenarios, card files, decks, saved games, JS
//! values) goes through `from_value`, so errors always name the field path, e.g.
//! `players[0].characters[2].card: unknown card id`.
//!
//! The path comes from the position serde_json reports, located in the document's text by a
//! small scanner: no per-type path-tracking code, which keeps the WebAssembly build small.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// How deeply arrays and objects may nest in any document the engine reads (127 levels):
/// serde_json's own recursion limit, which `parse` and every typed reader keep, so no input
/// overflows the stack. Deeper is "malformed JSON: arrays and objects nested more than 127 deep".
pub const MAX_DEPTH: usize = 127;

/// Parses JSON text; the error says where it is malformed. An object with a key twice is
/// refused (`players[0].hand: duplicate field \`hand\``) rather than silently keeping the last
/// value, and nesting deeper than `MAX_DEPTH` is refused (serde_json's recursion limit).
pub fn parse(text: &str) -> Result<Value, String> {
    parse_in(text, "")
}

/// As `parse`, for a document found under `prefix` (e.g. "log").
pub fn parse_in(text: &str, prefix: &str) -> Result<Value, String> {
    from_str_in::<Strict>(text, prefix).map(|s| s.0)
}

/// A JSON value read with a check `serde_json::Value` does not make: no duplicate keys.
struct Strict(Value);

impl<'de> serde::Deserialize<'de> for Strict {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Strict, D::Error> {
        d.deserialize_any(StrictVisitor).map(Strict)
    }
}

struct StrictVisitor;

impl<'de> serde::de::Visitor<'de> for StrictVisitor {
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
        while let Some(Strict(v)) = seq.next_element()? {
            items.push(v);
        }
        Ok(Value::Array(items))
    }
    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Value, A::Error> {
        let mut out = serde_json::Map::new();
        while let Some(key) = map.next_key::<String>()? {
            if out.contains_key(&key) {
                return Err(serde::de::Error::custom(format_args!("duplicate field `{key}`")));
            }
            let Strict(v) = map.next_value()?;
            out.insert(key, v);
        }
        Ok(Value::Object(out))
    }
}

/// Reads a value as `T`. The error is "path: reason" (just "reason" at the top level).
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, String> {
    from_value_in(value, "")
}

/// As `from_value`, for a document found under `prefix` (e.g. "choice"): "choice.cards[1]:
/// reason", or "choice: reason" at its top level.
pub fn from_value_in<T: DeserializeOwned>(value: Value, prefix: &str) -> Result<T, String> {
    from_str_in(&value.to_string(), prefix)
}

/// As `from_value_in`, from JSON text.
pub fn from_str_in<T: DeserializeOwned>(text: &str, prefix: &str) -> Result<T, String> {
    serde_json::from_str(text).map_err(|e| explain(text, prefix, &e))
}

/// The message of serde_json's error `e` in reading `text`, with the field path under
/// `prefix`. Not generic, so the .wasm holds it once rather than once per type read.
fn explain(text: &str, prefix: &str, e: &serde_json::Error) -> String {
    let message = e.to_string();
    let mut reason = match message.rfind(" at line ") {
        Some(at) => message[..at].to_string(),
        None => message.clone(),
    };
    // serde_json calls some type errors syntax errors: a number or a list where a name (an
    // enum) is expected is "expected value", a fixed-length list that is too long is
    // "trailing characters". In a document that is valid JSON they are type errors.
    let valid = || serde_json::from_str::<serde::de::IgnoredAny>(text).is_ok();
    if (e.is_syntax() || e.is_eof()) && !((reason == "expected value" || reason == "trailing characters") && valid()) {
        let message = match message.strip_prefix("recursion limit exceeded") {
            Some(at) => format!("arrays and objects nested more than {MAX_DEPTH} deep{at}"),
            None => message,
        };
        return match prefix {
            "" => format!("malformed JSON: {message}"),
            p => format!("{p}: malformed JSON: {message}"),
        };
    }
    // Both are reported at the character peeked after the value or list: the path is the
    // one just before it.
    let mut path = match reason.as_str() {
        "trailing characters" | "expected value" => path_at(text, e.line(), e.column().saturating_sub(1)),
        _ => path_at(text, e.line(), e.column()),
    };
    if reason == "trailing characters" {
        // After the last element read: the path is the list's.
        if let Some(at) = path.rfind('[') {
            path.truncate(at);
        }
        reason = "invalid length: a list with more elements than expected".into();
    } else if reason == "expected value" {
        reason = "invalid type: expected a name (a string)".into();
    }
    let full = match (prefix.is_empty(), path.starts_with('[')) {
        (true, _) => path,
        (false, true) => format!("{prefix}{path}"),
        (false, false) if path.is_empty() => prefix.to_string(),
        (false, false) => format!("{prefix}.{path}"),
    };
    match full.as_str() {
        "" => reason,
        f => format!("{f}: {reason}"),
    }
}

enum Frame {
    Object(Option<String>),
    Array(usize),
}

/// The path (`a.b[2].c`) of the innermost value at `line`/`column` (1-based, as serde_json
/// reports them) in compact JSON `text`.
fn path_at(text: &str, line: usize, column: usize) -> String {
    let mut offset = 0;
    for (i, l) in text.split('\n').enumerate() {
        if i + 1 == line {
            offset += column.min(l.len());
            break;
        }
        offset += l.len() + 1;
    }
    let bytes = text.as_bytes();
    let mut stack: Vec<Frame> = Vec::new();
    let mut i = 0;
    while i < offset.min(bytes.len()) {
        match bytes[i] {
            b'{' => stack.push(Frame::Object(None)),
            b'[' => stack.push(Frame::Array(0)),
            b'}' | b']' => {
                stack.pop();
            }
            b',' => match stack.last_mut() {
                Some(Frame::Array(n)) => *n += 1,
                Some(Frame::Object(key)) => *key = None,
                None => {}
            },
            b'"' => {
                let start = i + 1;
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                if let Some(Frame::Object(key @ None)) = stack.last_mut() {
                    let raw = &text[start..i.min(text.len())];
                    *key =
                        Some(serde_json::from_str::<String>(&format!("\"{raw}\"")).unwrap_or_else(|_| raw.to_string()));
                }
            }
            _ => {}
        }
        i += 1;
    }
    let mut path = String::new();
    for f in &stack {
        match f {
            Frame::Object(Some(key)) => {
                if !path.is_empty() {
                    path.push('.');
                }
                path.push_str(key);
            }
            Frame::Object(None) => {}
            Frame::Array(n) => path.push_str(&format!("[{n}]")),
        }
    }
    path
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
    #[serde(deny_unknown_fields)]
    #[allow(dead_code)]
    struct Outer {
        turn: u32,
        players: Vec<Vec<Inner>>,
    }

    fn err(v: Value) -> String {
        from_value::<Outer>(v).unwrap_err()
    }

    #[test]
    fn errors_name_the_field_path() {
        let e = err(serde_json::json!({"turn": "two", "players": []}));
        assert!(e.starts_with("turn: invalid type: string \"two\""), "{e}");
        let e = err(serde_json::json!({"turn": 1, "players": [[], [{"card": "a"}, {"card": "b", "mood": 1}]]}));
        assert!(e.starts_with("players[1][1].mood: unknown field `mood`"), "{e}");
        let e = err(serde_json::json!({"turn": 1, "players": [[{"pv": -3, "card": "x"}]]}));
        assert!(e.starts_with("players[0][0].pv: invalid value"), "{e}");
        let e = err(serde_json::json!({"turn": 1, "players": [[{"pv": 3}]]}));
        assert!(e.starts_with("players[0][0]: missing field `card`"), "{e}");
        let e = err(serde_json::json!({"players": []}));
        assert_eq!(e, "missing field `turn`");
        let e = from_value_in::<Outer>(serde_json::json!({"turn": 1, "players": 3}), "doc").unwrap_err();
        assert!(e.starts_with("doc.players: invalid type"), "{e}");
    }

    #[test]
    fn duplicate_keys_depth_and_lengths() {
        assert_eq!(parse(r#"{"a":{"b":1,"b":2}}"#).unwrap_err(), "a.b: duplicate field `b`");
        assert_eq!(
            parse_in(r#"[{"x":[],"x":[]}]"#, "log").unwrap_err(),
            "log[0].x: duplicate field `x`"
        );
        let deep = format!("{}{}", "[".repeat(MAX_DEPTH + 1), "]".repeat(MAX_DEPTH + 1));
        assert!(parse(&deep)
            .unwrap_err()
            .starts_with("malformed JSON: arrays and objects nested more than 127 deep"));
        parse(&format!("{}{}", "[".repeat(MAX_DEPTH), "]".repeat(MAX_DEPTH))).unwrap();
        let e = from_str_in::<[u8; 2]>("[1,2,3]", "cell").unwrap_err();
        assert_eq!(e, "cell: invalid length: a list with more elements than expected");
        #[derive(Debug, Deserialize)]
        enum Mode {
            #[allow(dead_code)]
            A,
        }
        let e = from_str_in::<Vec<Mode>>("[7]", "").unwrap_err();
        assert_eq!(e, "[0]: invalid type: expected a name (a string)");
        assert!(from_str_in::<Vec<Mode>>("[7", "")
            .unwrap_err()
            .starts_with("malformed JSON"));
    }

    #[test]
    fn keys_with_escapes_and_strings_with_brackets() {
        let e = err(serde_json::json!({"turn": 1, "players": [[{"card": "a[{,\"}]", "qu\"ote": 1}]]}));
        assert!(e.starts_with("players[0][0].qu\"ote: unknown field"), "{e}");
    }
}
