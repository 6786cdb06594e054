//! The messages of the protocol (version 1, docs/online.md), as JSON values.

use crate::core::RuleError;
use serde_json::{json, Value};

pub const VERSION: u64 = 1;

/// An `error` message of one of the host's own kinds.
pub fn error(kind: &str, message: &str) -> Value {
    json!({"v": VERSION, "type": "error", "kind": kind, "rule": null, "field": null, "message": message})
}

/// An `error` message carrying the engine's refusal.
pub fn rule_error(e: &RuleError) -> Value {
    json!({
        "v": VERSION, "type": "error",
        "kind": serde_json::to_value(e.kind).unwrap_or(Value::Null),
        "rule": e.rule.as_ref().map(|r| r.to_string()),
        "field": e.field,
        "message": e.to_string(),
    })
}

/// The engine's refusal as a `why_not` reason.
pub fn reason(e: &RuleError) -> Value {
    let mut v = rule_error(e);
    if let Some(o) = v.as_object_mut() {
        o.remove("v");
        o.remove("type");
    }
    v
}

/// A message read from a socket: its type and the object, or the error to answer.
pub fn read(text: &str) -> Result<(String, Value), Value> {
    let value: Value = serde_json::from_str(text).map_err(|e| error("malformed", &format!("not JSON: {e}")))?;
    let Some(obj) = value.as_object() else {
        return Err(error("malformed", "a message is a JSON object"));
    };
    match obj.get("v").and_then(Value::as_u64) {
        Some(VERSION) => {}
        _ => return Err(error("version", "this host speaks version 1 (\"v\": 1)")),
    }
    let Some(kind) = obj.get("type").and_then(Value::as_str) else {
        return Err(error("malformed", "a message has a \"type\""));
    };
    Ok((kind.to_string(), value.clone()))
}
