//! [Y-ACT] The actions of seed 002, one module per rule: when they may be taken
//! ([Y-ACT-1] `windows`), the once-per-turn Event or Artefact ([Y-ACT-2] `event_or_artefact`),
//! active Artefacts ([Y-ACT-3] `active_artefacts`), the character's Ability ([Y-ACT-4]
//! `ability`) and the Advantage ([Y-ACT-5] `advantage`). Each holds its choices' checks,
//! their application and their candidates for the window's options.

mod ability;
mod active_artefacts;
mod advantage;
mod event_or_artefact;
mod windows;
