//! Helpers shared by integration tests (native and wasm).
#![allow(dead_code)]

pub mod determinism;
pub mod round_trips;
#[cfg(not(target_arch = "wasm32"))]
pub mod toy;
pub mod wasm_checks;
