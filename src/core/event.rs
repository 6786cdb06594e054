//! Resolution events: every event carries its sequence number and the id of the rule
//! (from RULES.md) that produced it, so an explainer can always say *why*.

use serde::{Deserialize, Serialize};
use smol_str::SmolStr;

/// One resolution event. `K` is the ruleset's event kind, an internally tagged enum whose
/// tag is `kind` (snake_case); its fields are flattened next to `seq` and `rule`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Event<K> {
    pub seq: u32,
    pub rule: SmolStr,
    #[serde(flatten)]
    pub kind: K,
}

/// Collects events for one call into the engine and numbers them.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(bound = "")]
pub struct EventLog<K> {
    next_seq: u32,
    #[serde(skip, default = "Vec::new")]
    pending: Vec<Event<K>>,
}

impl<K> Default for EventLog<K> {
    fn default() -> Self {
        EventLog {
            next_seq: 0,
            pending: Vec::new(),
        }
    }
}

impl<K> EventLog<K> {
    /// Records an event produced by `rule`.
    pub fn push(&mut self, rule: &'static str, kind: K) {
        self.pending.push(Event {
            seq: self.next_seq,
            rule: SmolStr::new_static(rule),
            kind,
        });
        self.next_seq += 1;
    }

    /// Hands over the events recorded since the last call.
    pub fn take(&mut self) -> Vec<Event<K>> {
        let capacity = self.pending.capacity().max(16);
        std::mem::replace(&mut self.pending, Vec::with_capacity(capacity))
    }

    /// Restarts numbering at 0 (a scenario's events are numbered from its first one).
    pub fn restart(&mut self) {
        self.next_seq = 0;
        self.pending.clear();
    }

    /// The seq the next event will get.
    pub fn next_seq(&self) -> u32 {
        self.next_seq
    }
}
