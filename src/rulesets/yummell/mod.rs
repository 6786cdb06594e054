//! Yummell (Part Y of RULES.md): a fantasy race for 2 to 8 players on a path of squares,
//! a turn of four phases [Y-TURN] and the actions of seed 002 between them [Y-ACT-1..5].

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
pub use game::{Choice, Decision, Seat, Step, Target, YummellEvent, YummellGame};
pub use narrate::Lang;
pub use ruleset::Yummell;
