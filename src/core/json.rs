//! JSON in: every document the engine reads (scenarios, card files, decks, saved games, JS
//! values) goes through `from_value`, so errors always name the field path, and the
//! WebAssembly build carries one deserialiser per type.

use serde::de::DeserializeOwned;
use serde_json::Value;

/// Parses JSON text; the error says where it is malformed.
pub fn parse(text: &str) -> Result<Value, String> {
    serde_json::from_str(text).map_err(|e| format!("malformed JSON: {e}"))
}

/// Reads a value as `T`. The error is "path: reason" (just "reason" at the top level), with
/// the path in the document's own terms, e.g. `players[0].characters[2].card`.
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, String> {
    from_value_in(value, "")
}

/// As `from_value`, for a document found under `prefix` (e.g. "choice"): "choice.cards[1]:
/// reason", or "choice: reason" at its top level.
pub fn from_value_in<T: DeserializeOwned>(value: Value, prefix: &str) -> Result<T, String> {
    serde_path_to_error::deserialize(value).map_err(|e| {
        let path = e.path().to_string();
        match (path.as_str(), prefix) {
            (".", "") => e.inner().to_string(),
            (".", p) => format!("{p}: {}", e.inner()),
            (path, "") => format!("{path}: {}", e.inner()),
            (path, p) => format!("{p}.{path}: {}", e.inner()),
        }
    })
}
