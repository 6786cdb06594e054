//! Berserk (Part B of docs/rules.md): a skirmish on a 5 × 6 board; the attack resolved step by
//! step on the kernel's priority loop and stack (seed 001, §511.5). One module per rule:
//! `board`, `turn` [B-TURN], `priority` [B-STACK], `attack` [B-ATK], `table` [B-TABLE],
//! `death` [B-DEATH] and `victory` [B-WIN]; the whole game's `preparation` [B-GAME-2..7] and
//! `flyers` [B-GAME-8]; `game` holds the state and the dispatch.

pub mod abilities;
pub mod actions;
pub mod ai;
mod attack;
mod board;
mod borrowed;
pub mod card_text;
pub mod card_code;
pub mod cards;
pub mod coverage;
mod costs;
mod counters;
mod death;
pub mod deck;
pub mod deck_look;
pub mod events;
mod feature_rules;
mod flyers;
mod incarnation;
pub mod game;
mod invariants;
mod life;
pub mod markers;
pub mod narrate;
mod ordered;
pub mod preparation;
mod priority;
mod prophecy;
pub mod ranged;
#[cfg(test)]
mod refusal_words;
pub mod rules;
pub mod ruleset;
pub mod scenario;
mod seen;
mod summon;
pub mod static_abilities;
mod table;
mod trigger_choices;
mod triggers;
mod turn;
mod valhalla;
mod victory;
pub mod view;

pub use board::{adjacent, board_cell, COLUMNS, ROWS};
pub use cards::Catalogue;
pub use events::EventKind;
pub use game::{BerserkEvent, BerserkGame, Choice, Decision, DecisionKind};
pub use narrate::{narrate, Lang};
pub use ruleset::Berserk;
pub use table::{strike_single, strike_table};
pub use turn::MAX_TURNS;
