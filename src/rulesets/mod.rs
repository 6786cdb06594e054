//! The rulesets, each on the shared kernel.

pub mod eredan;
