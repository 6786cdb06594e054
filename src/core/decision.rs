//! Decisions as data: a game says who must decide what (`pending`) and checks a choice
//! against the legal options (`choose`). A refused choice is a `RuleError` and leaves the
//! game exactly as it was.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Why a choice (or a position) was refused: the rule it breaks and a sentence naming the
/// problem.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError {
    pub rule: String,
    pub message: String,
}

impl RuleError {
    pub fn new(rule: &str, message: impl Into<String>) -> Self {
        RuleError {
            rule: rule.to_string(),
            message: message.into(),
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}] {}", self.rule, self.message)
    }
}

impl std::error::Error for RuleError {}

/// How a game ended: `{"winner": 0}` or `{"draw": true}`.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Outcome {
    Winner { winner: usize },
    Draw { draw: bool },
}

/// What every ruleset's game offers: the decision awaited and the checked application of a
/// choice. Drivers (the CLI, random players, bots, the JS binding) only need this.
pub trait Game {
    type Decision: Serialize;
    type Choice: Serialize + Clone;
    type Event: Serialize;

    /// The decision awaited, or `None` once the game is over.
    fn pending(&self) -> Option<Self::Decision>;
    /// Applies a legal choice and returns the events it caused; refuses an illegal one
    /// without changing anything.
    fn choose(&mut self, choice: &Self::Choice) -> Result<Vec<Self::Event>, RuleError>;
    fn outcome(&self) -> Option<Outcome>;
    /// A uniformly random legal choice for the pending decision, drawn from `rng`.
    fn random_choice(&self, rng: &mut crate::core::Rng) -> Option<Self::Choice>;
    /// Checks the ruleset's invariants (every card in exactly one zone, life within bounds,
    /// ...) and names the first one broken; for property tests and fuzzing.
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
}
