//! The rulesets, each on the shared kernel.

pub mod berserk;
pub mod eredan;
pub mod yummell;
