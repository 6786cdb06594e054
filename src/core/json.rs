//! JSON in: every document the engine reads (scenarios, card files, decks, saved games, JS
//! values) goes through `from_value`, so errors always name the field path, e.g.
//! `players[0].characters[2].card: unknown card id`.
//!
//! The path comes from the position serde_json reports, located in the document's text by a
//! small scanner: no per-type path-tracking code, which keeps the WebAssembly build small.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// Parses JSON text; the error says where it is malformed.
pub fn parse(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| format!("malformed JSON: {e}"))
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
    serde_json::from_str(text).map_err(|e| {
        let message = e.to_string();
        let reason = match message.rfind(" at line ") {
            Some(at) => &message[..at],
            None => &message,
        };
        if e.is_syntax() || e.is_eof() {
            return match prefix {
                "" => format!("malformed JSON: {message}"),
                p => format!("{p}: malformed JSON: {message}"),
            };
        }
        let path = path_at(text, e.line(), e.column());
        match (path.is_empty(), prefix.is_empty()) {
            (true, true) => reason.to_string(),
            (true, false) => format!("{prefix}: {reason}"),
            (false, true) => format!("{path}: {reason}"),
            (false, false) => format!("{prefix}.{path}: {reason}"),
        }
    })
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
    fn keys_with_escapes_and_strings_with_brackets() {
        let e = err(serde_json::json!({"turn": 1, "players": [[{"card": "a[{,\"}]", "qu\"ote": 1}]]}));
        assert!(e.starts_with("players[0][0].qu\"ote: unknown field"), "{e}");
    }
}
