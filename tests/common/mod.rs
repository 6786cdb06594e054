//! Helpers shared by integration tests (native and wasm).
#![allow(dead_code)]

pub mod determinism;
pub mod wasm_checks;
