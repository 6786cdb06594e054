//! The invariants of a Berserk state, checked on the state alone (property tests and fuzzing
//! call them after every choice): every creature once in the list under its own uid, on the
//! board, wounds below life while alive, no two living creatures on one cell, and the phase
//! agreeing with the attack, the stack and the outcome.

use super::board::{COLUMNS, ROWS};
use super::events::Step;
use super::game::{BerserkGame, Phase, StackEntry};

impl BerserkGame {
    /// The first invariant broken, named with the creature concerned.
    pub(crate) fn invariants(&self) -> Result<(), String> {
        let st = &self.st;
        if st.active > 1 {
            return Err(format!("active player {}: not 0 or 1", st.active));
        }
        for (i, c) in st.creatures.iter().enumerate() {
            let life = self.life(i as u16);
            let who = format!("creature {i} ({})", self.cat.get(c.def).id);
            if usize::from(c.uid) != i {
                return Err(format!("{who}: uid {} at index {i} of the list", c.uid));
            }
            if c.owner > 1 {
                return Err(format!("{who}: owned by player {}", c.owner));
            }
            if c.cell[0] >= COLUMNS || c.cell[1] >= ROWS {
                return Err(format!("{who}: cell {:?} off the board", c.cell));
            }
            if c.dead {
                continue;
            }
            if c.wounds >= life {
                return Err(format!("{who}: alive with {} wounds, life {life}", c.wounds));
            }
            if c.flying && !self.may_fly(c.uid) {
                return Err(format!("{who}: in the flyer zone, not a flyer"));
            }
            let on_board = |o: &super::game::Creature| !o.dead && !o.flying && o.cell == c.cell;
            if let Some(o) = st.creatures[..i].iter().find(|o| !c.flying && on_board(o)) {
                return Err(format!("{who}: shares cell {:?} with creature {}", c.cell, o.uid));
            }
        }
        match (st.phase, st.outcome.is_some()) {
            (Phase::Over, false) => return Err("phase over without an outcome".into()),
            (Phase::Over, true) => {}
            (phase, true) => return Err(format!("an outcome but the phase is {phase:?}")),
            _ => {}
        }
        if st.phase != Phase::Attack {
            if st.attack.is_some() {
                return Err(format!("an attack outside the attack phase ({:?})", st.phase));
            }
            if !st.priority.items().is_empty() {
                return Err(format!(
                    "{} items on the stack between attacks",
                    st.priority.items().len()
                ));
            }
        } else {
            let Some(a) = &st.attack else {
                return Err("the attack phase without an attack".into());
            };
            // [B-GAME-13] Once the application step's strikes have landed, a fighter they
            // killed may lie dead while a trigger they set off waits for its owner's answer
            // (the step is held there until it comes).
            let held = a.step == Step::Application && !st.asked.is_empty();
            for (role, uid) in [("attacker", a.attacker), ("target", a.target)] {
                match self.creature(uid) {
                    None => return Err(format!("the attack's {role} {uid}: no such creature")),
                    // [B-GAME-13] An attack made as its attacker died goes on without it.
                    Some(c) if c.dead && !held && !(role == "attacker" && a.posthumous) => return Err(format!("the attack's {role} {uid}: dead")),
                    Some(_) => {}
                }
            }
            // [B-GAME-12] But for a strike a hypnosis forced on a card next to it.
            if !a.forced && self.creature(a.attacker).map(|c| c.owner) == self.creature(a.target).map(|c| c.owner) {
                return Err(format!("creature {} attacks its own side ({})", a.attacker, a.target));
            }
            if let Some(p) = a.exchange.filter(|p| *p > 1) {
                return Err(format!("the exchange awaits player {p}"));
            }
            // [B-STACK-1] The attack lies alone at the bottom of the stack; the roll lies on
            // it only in the die-roll step, until its value is taken [B-ATK-2].
            let items = st.priority.items();
            let count = |e: StackEntry| items.iter().filter(|i| i.item == e).count();
            if items.first().map(|i| i.item) != Some(StackEntry::Attack) || count(StackEntry::Attack) != 1 {
                return Err("the attack is not alone at the bottom of the stack".into());
            }
            // While dice wait to be kept, the roll is not made yet.
            let keeping = st.asked.first().is_some_and(|q| q.dice.is_some());
            let roll_due = a.step == Step::DieRoll && !a.settled && !keeping;
            if count(StackEntry::Roll) != usize::from(roll_due) {
                return Err(format!(
                    "{} rolls on the stack in {:?}",
                    count(StackEntry::Roll),
                    a.step
                ));
            }
        }
        if st.priority.holder() > 1 {
            return Err(format!("priority held by player {}", st.priority.holder()));
        }
        Ok(())
    }
}
