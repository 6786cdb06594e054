//! The invariants of a Yummell race, checked on the state alone (property tests and fuzzing
//! call them after every choice): every card in exactly one zone, every character on the path
//! (the finish at most), a turn order that is a permutation of the seats, Artefacts only among
//! the active and activating cards, and the step agreeing with the winner and the encounter.

use super::cards::CardType;
use super::game::{Step, YummellGame};

impl YummellGame {
    /// The first invariant broken, named with the player or card concerned.
    pub(crate) fn invariants(&self) -> Result<(), String> {
        // Every card uid 0..next_uid in exactly one zone.
        let mut seen = vec![false; self.next_uid as usize];
        for uid in self.card_uids() {
            match seen.get_mut(uid as usize) {
                None => return Err(format!("card uid {uid}: not below next_uid {}", self.next_uid)),
                Some(true) => return Err(format!("card uid {uid}: in two zones (or twice in one)")),
                Some(s) => *s = true,
            }
        }
        if let Some(uid) = seen.iter().position(|s| !s) {
            return Err(format!("card uid {uid}: in no zone (lost)"));
        }
        let n = self.players.len();
        if !(2..=8).contains(&n) {
            return Err(format!("{n} players, not 2 to 8"));
        }
        let finish = self.cat.finish();
        for (i, p) in self.players.iter().enumerate() {
            if usize::from(p.character) >= self.cat.characters.len() {
                return Err(format!("player {i}: no character {}", p.character));
            }
            if usize::from(p.advantage) >= self.cat.advantages.len() {
                return Err(format!("player {i}: no advantage {}", p.advantage));
            }
            if p.square > finish {
                return Err(format!("player {i}: on square {} past the finish {finish}", p.square));
            }
            for (zone, cards) in [("active", &p.active), ("activating", &p.activating)] {
                if let Some(c) = cards.iter().find(|c| self.cat.card(c.def).kind != CardType::Artefact) {
                    return Err(format!(
                        "player {i}: {} (uid {}) among the {zone} cards is not an Artefact",
                        self.cat.card(c.def).id,
                        c.uid
                    ));
                }
            }
        }
        let mut order = self.order.clone();
        order.sort_by_key(|o| *o);
        if order != (0..n as u8).collect::<Vec<_>>() {
            return Err(format!("turn order {:?}: not every player once", self.order));
        }
        if self.turn_index >= n {
            return Err(format!("turn index {} with {n} players", self.turn_index));
        }
        match (self.winner, self.step) {
            (None, Step::Over) => return Err("the race is over without a winner".into()),
            (Some(w), step) => {
                if step != Step::Over {
                    return Err(format!("player {w} won but the step is {step:?}"));
                }
                match self.players.get(usize::from(w)) {
                    None => return Err(format!("the winner {w} is no player")),
                    Some(p) if p.square != finish => {
                        return Err(format!("the winner {w} is on square {}, not the finish", p.square))
                    }
                    Some(_) => {}
                }
            }
            (None, _) => {}
        }
        if self.winner.is_none() {
            if let Some(p) = self.players.iter().position(|p| p.square >= finish) {
                return Err(format!("player {p} is on the finish but the race goes on"));
            }
        }
        match (self.step, self.encounter) {
            (Step::Challenge, None) => return Err("a challenge without a creature".into()),
            (Step::Challenge, Some(c)) if self.cat.card(c.def).kind != CardType::Creature => {
                return Err(format!("the challenge's {} is not a Creature", self.cat.card(c.def).id))
            }
            (Step::Challenge, Some(_)) | (_, None) => {}
            (step, Some(c)) => {
                return Err(format!(
                    "a creature ({}) is being challenged at step {step:?}",
                    self.cat.card(c.def).id
                ))
            }
        }
        Ok(())
    }
}
