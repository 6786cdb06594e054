//! WebAssembly tests in Node: `cargo test --target wasm32-unknown-unknown --test wasm_node`.

#![cfg(target_arch = "wasm32")]

mod common;

wasm_check_tests!();
