//! Priority and the stack, for two players, ruleset-agnostic (the loop Berserk's
//! [B-STACK-1..3] describe; XMage's `Step` PRIORITY part is the model).
//!
//! - Within a step, priority goes to the active player first [B-STACK-1].
//! - A player with priority puts an item on the stack or passes; after an item is put (or
//!   any other action taken with priority), priority passes again, starting with the active
//!   player [B-STACK-1].
//! - When both players pass in succession, the top item resolves (last in, first out)
//!   [B-STACK-2]; if nothing of the step's own is on the stack, the step ends [B-STACK-3].
//!
//! Items put in earlier steps lie below the step's *floor*: they do not keep the step open.

use serde::Serialize;

/// One item on the stack and the player it belongs to.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StackItem<T> {
    pub owner: u8,
    pub item: T,
}

/// What a pass led to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Passed<T> {
    /// Priority moved to `holder`.
    Next { holder: u8 },
    /// Both players passed in succession: the top item left the stack to resolve; priority
    /// is back with the active player [B-STACK-2].
    Resolve(StackItem<T>),
    /// Both players passed in succession with nothing of the step's own on the stack
    /// [B-STACK-3].
    StepEnds,
}

/// Priority and the stack for one sequence of steps.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(bound = "T: Serialize")]
pub struct Priority<T> {
    active: u8,
    holder: u8,
    passes: u8,
    floor: usize,
    items: Vec<StackItem<T>>,
}

impl<T> Priority<T> {
    /// An empty stack; the first step starts with `active` holding priority.
    pub fn new(active: u8) -> Self {
        Priority {
            active: active & 1,
            holder: active & 1,
            passes: 0,
            floor: 0,
            items: Vec::new(),
        }
    }

    /// Starts a new step: priority to the active player [B-STACK-1]; what is already on the
    /// stack belongs to earlier steps.
    pub fn begin_step(&mut self) {
        self.holder = self.active;
        self.passes = 0;
        self.floor = self.items.len();
    }

    /// The player who holds priority.
    pub fn holder(&self) -> u8 {
        self.holder
    }

    /// The active player.
    pub fn active(&self) -> u8 {
        self.active
    }

    /// Passes in succession so far (0 or 1 while the loop is waiting).
    pub fn passes(&self) -> u8 {
        self.passes
    }

    /// The whole stack, bottom first.
    pub fn items(&self) -> &[StackItem<T>] {
        &self.items
    }

    /// The items put during the current step, bottom first.
    pub fn step_items(&self) -> &[StackItem<T>] {
        self.items.get(self.floor..).unwrap_or(&[])
    }

    /// Puts an item on the stack (an action, or a triggered item when its event happens
    /// [B-STACK-3]); priority passes again from the active player [B-STACK-1].
    pub fn put(&mut self, owner: u8, item: T) {
        self.items.push(StackItem { owner: owner & 1, item });
        self.acted();
    }

    /// Takes the item at `index` (bottom first) off the stack without resolving it (an item
    /// blocked, or one that leaves the stack by a rule); the priority round goes on.
    pub fn remove(&mut self, index: usize) -> Option<StackItem<T>> {
        if index >= self.items.len() {
            return None;
        }
        if index < self.floor {
            self.floor -= 1;
        }
        Some(self.items.remove(index))
    }

    /// An action taken with priority that does not use the stack (e.g. a reroll): priority
    /// passes again from the active player [B-STACK-1].
    pub fn acted(&mut self) {
        self.holder = self.active;
        self.passes = 0;
    }

    /// `player` passes. Refused (returns `None`, nothing changes) if they do not hold
    /// priority.
    pub fn pass(&mut self, player: u8) -> Option<Passed<T>> {
        if player != self.holder {
            return None;
        }
        self.passes += 1;
        if self.passes < 2 {
            self.holder = 1 - self.holder;
            return Some(Passed::Next { holder: self.holder });
        }
        if self.items.len() > self.floor {
            let top = self.items.pop()?;
            self.acted();
            return Some(Passed::Resolve(top));
        }
        self.passes = 0;
        self.holder = self.active;
        Some(Passed::StepEnds)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn active_player_first_and_step_ends_on_two_passes() {
        let mut p: Priority<&str> = Priority::new(1);
        assert_eq!(p.holder(), 1);
        assert_eq!(p.pass(0), None, "only the holder may pass");
        assert_eq!(p.pass(1), Some(Passed::Next { holder: 0 }));
        assert_eq!(p.pass(0), Some(Passed::StepEnds));
        assert_eq!(p.holder(), 1);
    }

    #[test]
    fn lifo_resolution_and_priority_back_to_active() {
        let mut p = Priority::new(0);
        p.put(0, "first");
        assert_eq!(p.pass(0), Some(Passed::Next { holder: 1 }));
        p.put(1, "second");
        assert_eq!(
            p.holder(),
            0,
            "after a put, priority starts again with the active player"
        );
        assert_eq!(p.pass(0), Some(Passed::Next { holder: 1 }));
        assert_eq!(
            p.pass(1),
            Some(Passed::Resolve(StackItem {
                owner: 1,
                item: "second"
            }))
        );
        assert_eq!(p.holder(), 0);
        p.pass(0);
        assert_eq!(
            p.pass(1),
            Some(Passed::Resolve(StackItem {
                owner: 0,
                item: "first"
            }))
        );
        p.pass(0);
        assert_eq!(p.pass(1), Some(Passed::StepEnds));
    }

    #[test]
    fn a_pass_then_an_action_resets_the_succession() {
        let mut p: Priority<u8> = Priority::new(0);
        p.pass(0);
        p.acted();
        assert_eq!(p.holder(), 0);
        assert_eq!(p.pass(0), Some(Passed::Next { holder: 1 }));
        assert_eq!(p.pass(1), Some(Passed::StepEnds));
    }

    #[test]
    fn a_removed_item_never_resolves() {
        let mut p = Priority::new(0);
        p.put(0, 1u8);
        p.begin_step();
        p.put(1, 2u8);
        p.put(0, 3u8);
        assert_eq!(p.remove(1).map(|i| i.item), Some(2));
        p.pass(0);
        assert_eq!(
            p.pass(1).and_then(|r| match r {
                Passed::Resolve(i) => Some(i.item),
                _ => None,
            }),
            Some(3)
        );
        p.pass(0);
        assert_eq!(p.pass(1), Some(Passed::StepEnds), "the item below the floor stays");
        assert_eq!(p.remove(0).map(|i| i.item), Some(1));
        assert!(p.items().is_empty() && p.step_items().is_empty());
    }

    #[test]
    fn items_of_earlier_steps_do_not_keep_a_step_open() {
        let mut p = Priority::new(0);
        p.put(0, 7u8);
        p.begin_step();
        assert!(p.step_items().is_empty());
        p.pass(0);
        assert_eq!(p.pass(1), Some(Passed::StepEnds));
        assert_eq!(p.items().len(), 1);
    }
}
