//! Helpers shared by integration tests (native and wasm).
#![allow(dead_code)]

pub mod determinism;
pub mod round_trips;
pub mod wasm_checks;
