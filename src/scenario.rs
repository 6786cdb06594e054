//! Scenarios: the public contract of SCENARIO.md. A JSON document sets up a position and the
//! choices made in it; `resolve` returns the events, the final state and the outcome. The
//! CLI and the JS binding both call this, so all three agree byte for byte.

use serde::Serialize;
use serde_json::Value;
use std::fmt;

use crate::core::{Game as _, Outcome};
use crate::rulesets::{berserk, eredan, yummell};

/// The result of a scenario (SCENARIO.md, "Result").
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Resolution {
    pub events: Vec<Value>,
    pub state: Value,
    pub outcome: Option<Outcome>,
}

impl Resolution {
    /// The result as compact JSON (what the CLI prints and JS parses).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).unwrap_or_else(|e| format!("{{\"error\":\"{e}\"}}"))
    }
}

/// A scenario that cannot be resolved; the message names the field and the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScenarioError(pub String);

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ScenarioError {}

/// Largest scenario accepted, in bytes.
pub const MAX_SCENARIO_BYTES: usize = 1 << 20;

/// Resolves a scenario given as JSON text.
pub fn resolve(json: &str) -> Result<Resolution, ScenarioError> {
    if json.len() > MAX_SCENARIO_BYTES {
        return Err(ScenarioError(format!(
            "scenario is {} bytes; the limit is {MAX_SCENARIO_BYTES}",
            json.len()
        )));
    }
    let value: Value = crate::core::json::parse(json).map_err(ScenarioError)?;
    resolve_value(value)
}

/// Resolves a scenario already parsed into a JSON value.
pub fn resolve_value(value: Value) -> Result<Resolution, ScenarioError> {
    let Some(obj) = value.as_object() else {
        return Err(ScenarioError("a scenario must be a JSON object".into()));
    };
    let ruleset = match obj.get("ruleset") {
        None => {
            return Err(ScenarioError(
                "ruleset: missing field (\"eredan\", \"berserk\" or \"yummell\")".into(),
            ))
        }
        Some(Value::String(s)) => s.clone(),
        Some(other) => return Err(ScenarioError(format!("ruleset: expected a string, got {other}"))),
    };
    match ruleset.as_str() {
        "eredan" => {
            let (game, events) = eredan::scenario::run(value).map_err(ScenarioError)?;
            Ok(resolved(&events, &game.public_state(), game.outcome()))
        }
        "berserk" => {
            let (game, events) = berserk::scenario::run(value).map_err(ScenarioError)?;
            Ok(resolved(&events, &game.public_state(), game.outcome()))
        }
        "yummell" => {
            let (game, events) = yummell::scenario::run(value).map_err(ScenarioError)?;
            Ok(resolved(&events, &game.public_state(), game.outcome()))
        }
        other => Err(ScenarioError(format!(
            "ruleset: unknown ruleset \"{other}\" (expected \"eredan\", \"berserk\" or \"yummell\")"
        ))),
    }
}

fn resolved<E: Serialize, S: Serialize>(events: &[E], state: &S, outcome: Option<Outcome>) -> Resolution {
    Resolution {
        events: events.iter().map(to_value).collect(),
        state: to_value(state),
        outcome,
    }
}

fn to_value<T: Serialize>(t: &T) -> Value {
    serde_json::to_value(t).unwrap_or(Value::Null)
}
