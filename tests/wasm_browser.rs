//! WebAssembly tests in headless Chromium: `CHROMEDRIVER=/usr/bin/chromedriver cargo test --target
//! wasm32-unknown-unknown --test wasm_browser`.

#![cfg(target_arch = "wasm32")]

mod common;
use common::wasm_checks::checks;
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen_test]
fn golden_scenarios_give_the_native_json() {
    checks::golden_scenarios_give_the_native_json();
}

#[wasm_bindgen_test]
fn a_seeded_random_game_gives_the_native_events() {
    checks::a_seeded_random_game_gives_the_native_events();
}

#[wasm_bindgen_test]
fn bad_scenarios_are_errors_not_panics() {
    checks::bad_scenarios_are_errors_not_panics();
}
