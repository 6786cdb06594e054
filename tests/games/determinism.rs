//! The seeded random game of `tests/common/determinism.rs` gives the recorded events natively;
//! `tests/wasm_node.rs` and `tests/wasm_browser.rs` check the same hash inside WebAssembly.

#![cfg(not(target_arch = "wasm32"))]

use crate::common;
use common::determinism::{game_hash, EXPECTED_GAME_42};

#[test]
fn a_seeded_random_game_gives_the_recorded_events() {
    let (hash, events) = game_hash(42);
    assert!(events > 50, "a full game has many events, got {events}");
    assert_eq!(hash, EXPECTED_GAME_42, "events of game 42 changed: new hash {hash:#x}");
    assert_eq!(game_hash(42), game_hash(42));
    assert_ne!(game_hash(42).0, game_hash(43).0);
}
