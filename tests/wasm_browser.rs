//! WebAssembly tests in headless Chromium: `CHROMEDRIVER=/usr/bin/chromedriver cargo test
//! --target wasm32-unknown-unknown --test wasm_browser`.

#![cfg(target_arch = "wasm32")]

mod common;

wasm_bindgen_test::wasm_bindgen_test_configure!(run_in_browser);

wasm_check_tests!();
