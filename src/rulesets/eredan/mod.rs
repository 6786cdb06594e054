//! Eredan (Part E of docs/rules.md): two players, three characters each, a play phase with
//! chaining, resolution in N, equipment, the clash, end of combat, death, victory and score.

pub mod ai;
pub mod card_text;
pub mod cards;
pub mod deck_rules;
mod combat;
mod effects;
pub mod equipment;
pub mod events;
pub mod game;
mod invariants;
pub mod narrate;
mod play;
pub mod rules;
pub mod ruleset;
pub mod scenario;
mod seen;
pub mod state;
mod turn;
pub mod view;

pub use cards::Catalogue;
pub use events::EventKind;
pub use game::{ready_decks, Choice, Decision, Deck, DeckChoice, DeckDefs, EredanEvent, EredanGame};
pub use ruleset::Eredan;
