//! The ruleset-agnostic kernel: events, the seeded RNG, decisions as data, cards in zones
//! and modifiers with durations. Nothing in here knows the rules of any one game.

pub mod decision;
pub mod deck_list;
pub mod envelope;
pub mod error;
pub mod event;
pub mod json;
pub mod modifier;
pub mod narration;
pub mod read;
pub mod rng;
pub mod seen;
pub mod stack;
pub mod suggest;
pub mod zone;

pub use decision::{selections, ByPlayer, Decision, Game, Outcome, MAX_OPTIONS};
pub use error::{worded_in, wording, ErrorKind, ReadError, RuleError};
pub use event::Event;
pub use modifier::{Duration, Modifiers};
pub use rng::Rng;
pub use seen::{Seat, Seen, HIDDEN};
pub use stack::{Passed, Priority, StackItem};
pub use zone::Card;
