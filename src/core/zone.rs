//! Cards in zones. A `Card` is one physical card: a unique id for the whole game (so that a
//! card can be followed from zone to zone and never duplicated) and the index of its
//! definition in the ruleset's catalogue.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize)]
pub struct Card {
    pub uid: u32,
    pub def: u16,
}

/// Removes and returns the first card of `zone` whose definition is `def`.
pub fn take_def(zone: &mut Vec<Card>, def: u16) -> Option<Card> {
    let at = zone.iter().position(|c| c.def == def)?;
    Some(zone.remove(at))
}

/// How many cards of `zone` have definition `def`.
pub fn count_def(zone: &[Card], def: u16) -> usize {
    zone.iter().filter(|c| c.def == def).count()
}
