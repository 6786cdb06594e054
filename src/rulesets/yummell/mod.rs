//! Yummell (Part Y of docs/rules.md): a fantasy race for 2 to 8 players on a path of squares,
//! a turn of four phases [Y-TURN] and the actions of seed 002 between them [Y-ACT-1..5].
//! One module per rule (`rules` names them): `turn`, `preparation`, `movement`, `encounter`,
//! `refill`, `victory`, `actions`; `effects` interprets the card vocabulary of `cards`.

mod actions;
pub mod ai;
pub mod card_text;
pub mod cards;
mod effects;
mod encounter;
pub mod events;
pub mod game;
mod invariants;
mod movement;
pub mod narrate;
mod preparation;
mod refill;
mod refusals;
pub mod rules;
pub mod ruleset;
pub mod scenario;
mod seen;
mod turn;
mod victory;
pub mod view;
mod zones;

pub use cards::Catalogue;
pub use events::EventKind;
pub use game::{Choice, Decision, Seat, Step, Target, YummellEvent, YummellGame, HAND_SIZE};
pub use narrate::Lang;
pub use ruleset::Yummell;
