//! The integration tests of the engine outside Berserk's cards, in one crate (one link, not one per
//! file): Eredan's and Yummell's rules and properties, the golden scenarios, saves, views, frames,
//! determinism, errors and refusals, narration, the bots and the docs' examples.

mod bots;
mod card_text;
#[path = "../common/mod.rs"]
mod common;
mod decisions;
mod determinism;
mod docs_examples;
mod eredan_card_language;
mod eredan_pool;
mod eredan_properties;
mod eredan_refusals;
mod eredan_rules;
mod errors_as_data;
mod errors_for_people;
mod fourth_ruleset_checklist;
mod frames;
mod golden;
mod malformed;
mod narration;
mod refusals_worded;
mod roundtrip_properties;
mod rules_reference;
mod saves;
mod toy_ruleset;
mod views;
mod yummell_properties;
mod yummell_refusals;
mod yummell_rules;
