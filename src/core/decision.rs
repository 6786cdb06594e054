//! Decisions as data: a game says who must decide what (`pending`) and checks a choice
//! against the legal options (`choose`). A refused choice is a `RuleError` and leaves the
//! game exactly as it was.
//!
//! Every ruleset's decision has one shape (in JSON too): the `player` who decides, its `kind`,
//! and `options`, every legal choice written out in full, so that any option can be sent back
//! to `choose` as it is; other fields only describe the decision (the fighter, the hand...).

use crate::core::event::{Event, EventLog};
use serde::Deserialize;
use serde::Serialize;

pub use super::error::RuleError;

/// How a game ended: `{"winner": 0}` or `{"draw": true}` (its TS type is written by hand in
/// the JS binding: `draw` is always `true`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Outcome {
    Winner { winner: usize },
    Draw { draw: bool },
}

/// Choices and decisions name the player who makes them.
pub trait ByPlayer {
    /// The player (seat index) who makes this choice, or must take this decision.
    fn player(&self) -> u8;
}

/// The decision a game awaits, in the one shape of every ruleset: who, what kind, and the
/// legal choices in full.
pub trait Decision: ByPlayer + Serialize {
    type Choice;
    /// The kind of decision (its JSON `kind`), e.g. "play" or "priority".
    fn kind(&self) -> &'static str;
    /// Every legal choice, each exactly as `choose` takes it (at most [`MAX_OPTIONS`]).
    fn options(&self) -> &[Self::Choice];
}

/// The most options a decision lists. Only a combinatorial decision can reach it (a discard
/// of any cards from a hand built by hand, 2^12 of them); it then lists the first ones, by
/// size.
pub const MAX_OPTIONS: usize = 4096;

/// Every distinct selection of `min..=max` of `items`, taken as a multiset (two copies of a
/// card are one card twice), the smallest first and each in the order of `items`; at most
/// [`MAX_OPTIONS`] of them. The options of a discard.
pub fn selections<T: Clone + PartialEq>(items: &[T], min: usize, max: usize) -> Vec<Vec<T>> {
    // The distinct items (in order of first appearance) and how many of each.
    let mut distinct: Vec<(&T, usize)> = Vec::new();
    for item in items {
        match distinct.iter_mut().find(|(d, _)| *d == item) {
            Some((_, n)) => *n += 1,
            None => distinct.push((item, 1)),
        }
    }
    let mut out = Vec::new();
    for size in min..=max.min(items.len()) {
        let mut picked = Vec::with_capacity(size);
        select(&distinct, size, &mut picked, &mut out);
        if out.len() >= MAX_OPTIONS {
            out.truncate(MAX_OPTIONS);
            break;
        }
    }
    out
}

/// The selections of exactly `size` items of `distinct` (with their counts) after `picked`.
fn select<T: Clone>(distinct: &[(&T, usize)], size: usize, picked: &mut Vec<T>, out: &mut Vec<Vec<T>>) {
    if out.len() >= MAX_OPTIONS {
        return;
    }
    let Some(((item, count), rest)) = distinct.split_first() else {
        if size == 0 {
            out.push(picked.clone());
        }
        return;
    };
    let room: usize = rest.iter().map(|(_, n)| n).sum();
    let at_least = size.saturating_sub(room);
    for copies in (at_least..=(*count).min(size)).rev() {
        let before = picked.len();
        picked.extend(std::iter::repeat_n((*item).clone(), copies));
        select(rest, size - copies, picked, out);
        picked.truncate(before);
    }
}

/// What every ruleset's game offers: the decision awaited and the checked application of a
/// choice. Drivers (the CLI, random players, bots, the JS binding) only need this.
pub trait Game {
    type Decision: Decision<Choice = Self::Choice>;
    type Choice: Serialize + Clone;
    /// Its kinds of events (`Event<EventKind>`), which its log collects.
    type EventKind: Serialize;
    /// What its log records after each event while framing: its public state, typed.
    type Frame: Serialize + Clone;

    /// The decision awaited, or `None` once the game is over.
    fn pending(&self) -> Option<Self::Decision>;
    /// Applies a legal choice and returns the events it caused; refuses an illegal one
    /// without changing anything.
    fn choose(&mut self, choice: &Self::Choice) -> Result<Vec<Event<Self::EventKind>>, RuleError>;
    fn outcome(&self) -> Option<Outcome>;
    /// A uniformly random legal choice for the pending decision, drawn from `rng`.
    fn random_choice(&self, rng: &mut crate::core::Rng) -> Option<Self::Choice>;
    /// Checks the ruleset's invariants (every card in exactly one zone, life within bounds,
    /// ...) and names the first one broken; for property tests and fuzzing.
    fn check_invariants(&self) -> Result<(), String> {
        Ok(())
    }
    /// The log its events go to.
    fn log_mut(&mut self) -> &mut EventLog<Self::EventKind, Self::Frame>;
    /// Starts (or stops) recording the public state after each event (`EventLog::set_framing`).
    fn set_framing(&mut self, on: bool) {
        self.log_mut().set_framing(on);
    }
    /// Stops (or starts again) keeping the events of each choice (`EventLog::set_quiet`): for
    /// simulations, whose events nobody reads. The state reached is the same.
    fn set_quiet(&mut self, on: bool) {
        self.log_mut().set_quiet(on);
    }
    /// The public states recorded since the last call, one after each event handed out since
    /// then (`EventLog::take_frames`).
    fn take_frames(&mut self) -> Vec<Self::Frame> {
        self.log_mut().take_frames()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn selections_are_distinct_multisets_smallest_first() {
        let hand = ["a", "b", "a", "c"];
        let all = selections(&hand, 0, 4);
        // Sizes 0..4 of {a, a, b, c}: 1 + 3 + 4 + 3 + 1 distinct multisets.
        assert_eq!(all.len(), 12);
        assert_eq!(all[0], Vec::<&str>::new());
        assert_eq!(all[1..4], [vec!["a"], vec!["b"], vec!["c"]]);
        assert!(all.contains(&vec!["a", "a", "b"]) && !all.contains(&vec!["a", "b", "a"]));
        assert_eq!(all[11], vec!["a", "a", "b", "c"]);
        let sizes: Vec<usize> = all.iter().map(Vec::len).collect();
        assert!(sizes.windows(2).all(|w| w[0] <= w[1]));
        // Exactly two of them.
        assert_eq!(
            selections(&hand, 2, 2),
            [vec!["a", "a"], vec!["a", "b"], vec!["a", "c"], vec!["b", "c"]]
        );
        // Nothing to choose: the one empty selection; more than there is: none.
        assert_eq!(selections(&hand, 0, 0), [Vec::<&str>::new()]);
        assert!(selections(&hand, 5, 6).is_empty());
    }

    #[test]
    fn selections_stop_at_the_cap() {
        let hand: Vec<u32> = (0..20).collect();
        let all = selections(&hand, 0, 20);
        assert_eq!(all.len(), MAX_OPTIONS);
        assert!(all[..21].iter().all(|s| s.len() <= 1));
    }
}
