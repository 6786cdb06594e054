//! Arbiter: a rules engine for collectible card games. Given the players' choices it returns
//! the resolution events, each naming the rule (an id of docs/rules.md) that caused it, and the
//! new state.

pub mod bots;
pub mod core;
pub mod rulesets;
pub mod saves;
pub mod scenario;
pub mod session;

/// A table (seats, turns, the computer's turns, clocks, hand-overs) as a state machine without
/// input or output: the server's tables and the pages' Worker host drive the same one.
#[cfg(any(feature = "game", feature = "serve"))]
pub mod table;

/// `arbiter serve`: online play (docs/online.md); native builds with the feature `serve` only.
#[cfg(all(feature = "serve", not(target_arch = "wasm32")))]
pub mod server;

#[cfg(target_arch = "wasm32")]
pub mod wasm;
