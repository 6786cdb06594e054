//! Modifiers with durations. A ruleset stores its own modifier payload `M`; the kernel keeps
//! the bookkeeping of when each one ends.

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Duration {
    /// Ends when the current combat (or attack) ends.
    ThisCombat,
    /// Ends when the current turn ends.
    ThisTurn,
    /// Ends when its source card leaves play.
    WhileAttached,
    /// Never ends by itself.
    Permanent,
    /// Ends after this many more combats (the current one included).
    Combats(u8),
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Timed<M> {
    pub payload: M,
    pub duration: Duration,
    /// The card (uid) that created it, if any: its modifiers end when it leaves play.
    pub source: Option<u32>,
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Modifiers<M> {
    list: Vec<Timed<M>>,
}

impl<M> Default for Modifiers<M> {
    fn default() -> Self {
        Modifiers { list: Vec::new() }
    }
}

impl<M> Modifiers<M> {
    pub fn add(&mut self, payload: M, duration: Duration, source: Option<u32>) {
        self.list.push(Timed {
            payload,
            duration,
            source,
        });
    }

    pub fn iter(&self) -> impl Iterator<Item = &M> {
        self.list.iter().map(|t| &t.payload)
    }

    pub fn timed(&self) -> &[Timed<M>] {
        &self.list
    }

    /// End of a combat: `ThisCombat` modifiers end, `Combats(n)` count down.
    pub fn end_combat(&mut self) {
        self.list.retain_mut(|t| match &mut t.duration {
            Duration::ThisCombat => false,
            Duration::Combats(n) => {
                *n = n.saturating_sub(1);
                *n > 0
            }
            _ => true,
        });
    }

    /// End of a turn: `ThisTurn` modifiers end.
    pub fn end_turn(&mut self) {
        self.list.retain(|t| t.duration != Duration::ThisTurn);
    }

    /// A card left play: every modifier it created ends at once.
    pub fn end_source(&mut self, uid: u32) {
        self.list.retain(|t| t.source != Some(uid));
    }

    /// Drops the modifiers whose payload matches `pred` (e.g. those on a character that died).
    pub fn remove_where(&mut self, pred: impl Fn(&M) -> bool) {
        self.list.retain(|t| !pred(&t.payload));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_end_at_their_moment() {
        let mut m = Modifiers::default();
        m.add("combat", Duration::ThisCombat, None);
        m.add("turn", Duration::ThisTurn, None);
        m.add("attached", Duration::WhileAttached, Some(9));
        m.add("forever", Duration::Permanent, None);
        m.add("two", Duration::Combats(2), None);
        m.end_combat();
        let left: Vec<_> = m.iter().copied().collect();
        assert_eq!(left, ["turn", "attached", "forever", "two"]);
        m.end_combat();
        m.end_turn();
        m.end_source(9);
        let left: Vec<_> = m.iter().copied().collect();
        assert_eq!(left, ["forever"]);
    }
}
