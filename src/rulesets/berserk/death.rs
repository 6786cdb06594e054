//! Death [B-DEATH]: a creature whose wounds reach its life dies at once, a rule action
//! outside the stack; then the abilities that watch deaths act [B-GAME-13].

use super::events::EventKind;
use super::game::BerserkGame;
use super::rules::B_DEATH;

impl BerserkGame {
    /// [B-DEATH] Every living creature whose wounds reach its life dies, in uid order (it
    /// stays in the list, marked dead).
    pub(crate) fn deaths(&mut self) {
        let dying: Vec<u16> = self
            .alive()
            .filter(|c| c.wounds >= self.life(c.uid).saturating_add(c.extra_lives).saturating_sub(self.amount(c.uid, "life_penalty")))
            .map(|c| c.uid)
            .collect();
        for &uid in &dying {
            self.cr_mut(uid).dead = true;
            let (creature, wounds) = (self.cref(uid), self.cr(uid).wounds);
            self.emit(B_DEATH, EventKind::Died { creature, wounds });
        }
        for &uid in &dying {
            self.death_triggers(uid);
            self.companions_lost(uid);
        }
        // What those abilities did may kill more.
        if !dying.is_empty() {
            self.deaths();
        }
        // [B-MARKER] The markers of the dead go; strangling loosens without a Beast beside.
        self.markers_kept();
    }

    /// A creature is destroyed by an effect under `rule` (a finishing strike, a card's
    /// ability): it dies at once, whatever its wounds [B-DEATH]; then the abilities that watch
    /// deaths act, and the deaths they cause.
    pub(crate) fn destroy(&mut self, uid: u16, rule: &'static str) {
        if self.cr(uid).dead {
            return;
        }
        self.cr_mut(uid).dead = true;
        let (creature, wounds) = (self.cref(uid), self.cr(uid).wounds);
        self.emit(rule, EventKind::Destroyed { creature: creature.clone() });
        self.emit(B_DEATH, EventKind::Died { creature, wounds });
        self.death_triggers(uid);
        self.companions_lost(uid);
        self.deaths();
    }

    /// [B-GAME-3] `dead` left the battlefield: if it is a Linnet, the living creatures its
    /// side brought into the squad with her die too (whatever their wounds), in uid order.
    fn companions_lost(&mut self, dead: u16) {
        if super::deck::companion_rule(self.def_of(dead)).is_none() {
            return;
        }
        let owner = self.cr(dead).owner;
        let companions: Vec<u16> = self.alive().filter(|c| c.companion && c.owner == owner).map(|c| c.uid).collect();
        for uid in companions {
            if self.cr(uid).dead {
                continue;
            }
            self.cr_mut(uid).dead = true;
            let (creature, linnet, wounds) = (self.cref(uid), self.cref(dead), self.cr(uid).wounds);
            self.emit(super::rules::B_GAME_3, EventKind::CompanionLost { creature: creature.clone(), linnet });
            self.emit(B_DEATH, EventKind::Died { creature, wounds });
            self.death_triggers(uid);
        }
    }
}
