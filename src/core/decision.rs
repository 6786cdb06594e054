//! Decisions as data: a game says who must decide what (`pending`) and checks a choice
//! against the legal options (`choose`). A refused choice is a `RuleError` and leaves the
//! game exactly as it was.

use serde::{Deserialize, Serialize};

pub use super::error::RuleError;

/// How a game ended: `{"winner": 0}` or `{"draw": true}`.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Outcome {
    Winner { winner: usize },
    Draw { draw: bool },
}

/// Choices and decisions name the player who makes them.
pub trait ByPlayer {
    /// The player (seat index) who makes this choice, or must take this decision.
    fn player(&self) -> u8;
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
    /// Starts (or stops) recording the public state after each event (`EventLog::set_framing`).
    fn set_framing(&mut self, _on: bool) {}
    /// The public states recorded since the last call, one after each event handed out since
    /// then (`EventLog::take_frames`).
    fn take_frames(&mut self) -> Vec<serde_json::Value> {
        Vec::new()
    }
}
