//! Scenarios: the public scenario contract. A JSON document sets up a position and the
//! choices made in it; `resolve` returns the events, the final state and the outcome. The
//! CLI and the JS binding both call this, so all three agree byte for byte.

use serde::Serialize;
use serde_json::Value;
use std::fmt;

use crate::core::{Game as _, Outcome, ReadError, RuleError};
use crate::rulesets::{to_json, Builtin, Frames, Played, Registry, Ruleset, Visitor};

/// The result of a scenario (the scenario contract, "Result").
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

/// A scenario that cannot be resolved: `.0` is the message (naming the field and the reason),
/// `error()` the structured error (kind, rule, field).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ScenarioError(pub String, Box<RuleError>);

impl ScenarioError {
    /// The structured error.
    pub fn error(&self) -> &RuleError {
        &self.1
    }
}

impl From<RuleError> for ScenarioError {
    fn from(e: RuleError) -> Self {
        ScenarioError(e.to_string(), Box::new(e))
    }
}

impl fmt::Display for ScenarioError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for ScenarioError {}

/// Largest scenario accepted, in bytes.
pub const MAX_SCENARIO_BYTES: usize = 1 << 20;

/// A resolution with its frames: the public state before the first event (`start`) and
/// right after each event (`frames`), for explainers that step through it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Explained {
    #[serde(flatten)]
    pub resolution: Resolution,
    pub start: Value,
    pub frames: Vec<Value>,
}

/// Resolves a scenario given as JSON text.
pub fn resolve(json: &str) -> Result<Resolution, ScenarioError> {
    resolve_with::<Builtin>(json)
}

/// As `resolve`, for a scenario of a ruleset of registry `G`.
pub fn resolve_with<G: Registry>(json: &str) -> Result<Resolution, ScenarioError> {
    run::<G>(json, false).map(|(resolution, _)| resolution)
}

/// Resolves a scenario given as JSON text, with the frames of every event.
pub fn explain(json: &str) -> Result<Explained, ScenarioError> {
    explain_with::<Builtin>(json)
}

/// As `explain`, for a scenario of a ruleset of registry `G`.
pub fn explain_with<G: Registry>(json: &str) -> Result<Explained, ScenarioError> {
    let (resolution, frames) = run::<G>(json, true)?;
    let Frames { start, after } = frames.ok_or_else(|| RuleError::internal("no frames recorded"))?;
    Ok(Explained {
        resolution,
        start,
        frames: after,
    })
}

/// Resolves a scenario already parsed into a JSON value.
pub fn resolve_value(value: Value) -> Result<Resolution, ScenarioError> {
    run_value::<Builtin>(value, false).map(|(resolution, _)| resolution)
}

fn run<G: Registry>(json: &str, framed: bool) -> Result<(Resolution, Option<Frames>), ScenarioError> {
    if json.len() > MAX_SCENARIO_BYTES {
        let reason = format!("scenario is {} bytes; the limit is {MAX_SCENARIO_BYTES}", json.len());
        return Err(RuleError::from(ReadError::limit("", &reason)).into());
    }
    let value: Value = crate::core::json::parse(json).map_err(RuleError::from)?;
    run_value::<G>(value, framed)
}

fn run_value<G: Registry>(value: Value, framed: bool) -> Result<(Resolution, Option<Frames>), ScenarioError> {
    let Some(obj) = value.as_object() else {
        return Err(RuleError::malformed("a scenario must be a JSON object").into());
    };
    let ruleset = match obj.get("ruleset") {
        None => {
            let names: Vec<String> = G::names().iter().map(|n| format!("\"{n}\"")).collect();
            let reason = format!("missing field ({})", names.join(", "));
            return Err(RuleError::from(ReadError::at("ruleset", &reason)).into());
        }
        Some(Value::String(s)) => s.clone(),
        Some(other) => {
            let reason = format!("expected a string, got {other}");
            return Err(RuleError::from(ReadError::at("ruleset", &reason)).into());
        }
    };
    struct Resolve(Value, bool);
    impl Visitor for Resolve {
        type Output = Result<(Resolution, Option<Frames>), RuleError>;
        fn visit<R: Ruleset>(self) -> Self::Output {
            let Played { game, events, frames } = R::scenario(self.0, self.1)?;
            let resolution = Resolution {
                events: events.iter().map(to_json).collect(),
                state: to_json(&R::public(&game)),
                outcome: game.outcome(),
            };
            Ok((resolution, frames.map(|f| f.to_json())))
        }
    }
    Ok(G::visit(&ruleset, "ruleset", Resolve(value, framed)).map_err(RuleError::from)??)
}
