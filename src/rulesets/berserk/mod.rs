//! Berserk (Part B of RULES.md): a skirmish on a 5 × 6 board; the attack resolved step by
//! step on the kernel's priority loop and stack (seed 001, §511.5).

pub mod ai;
pub mod cards;
pub mod events;
pub mod game;
mod invariants;
pub mod narrate;
pub mod ruleset;
pub mod scenario;
pub mod view;

pub use cards::Catalogue;
pub use events::EventKind;
pub use game::{BerserkEvent, BerserkGame, Choice, Decision, DecisionKind};
pub use narrate::{narrate, Lang};
pub use ruleset::Berserk;
