//! [B-ATK-6] The application step (511.5.5): wounds and markers go on the targets, death
//! follows at once [B-DEATH], and the attack ends.

use crate::core::Priority;
use crate::rulesets::berserk::events::{EventKind, Step};
use crate::rulesets::berserk::game::{BerserkGame, Phase};
use crate::rulesets::berserk::rules::B_ATK_6;

impl BerserkGame {
    /// [B-ATK-6] The step begins.
    pub(crate) fn begin_application(&mut self) {
        self.begin_step(Step::Application, B_ATK_6);
    }

    /// [B-ATK-6] End of the step: each strike's wounds, then the poison marker of a landed
    /// attack; deaths [B-DEATH]; the attack ends, back to the main phase, and victory is
    /// checked [B-WIN].
    pub(crate) fn end_application(&mut self) {
        let a = self.attack();
        for (striker, target, _) in self.strikes() {
            let wounds = a.values[self.side(striker)];
            if wounds == 0 {
                continue;
            }
            let c = self.cr_mut(target);
            c.wounds = c.wounds.saturating_add(wounds);
            let total = c.wounds;
            let (source, target) = (self.cref(striker), self.cref(target));
            self.emit(
                B_ATK_6,
                EventKind::Wounded {
                    source,
                    target,
                    wounds,
                    total,
                },
            );
        }
        if a.poison > 0 && a.strikes[0].is_some() {
            let c = self.cr_mut(a.target);
            c.poison = c.poison.saturating_add(a.poison);
            let (source, target) = (self.cref(a.attacker), self.cref(a.target));
            self.emit(
                B_ATK_6,
                EventKind::PoisonMarker {
                    source,
                    target,
                    amount: a.poison,
                },
            );
        }
        self.deaths();
        self.finish_attack();
    }

    /// [B-ATK-6] The attack ends (applied, or blocked in the preliminary stage [B-ATK-1]):
    /// back to the main phase, and victory is checked [B-WIN].
    pub(crate) fn finish_attack(&mut self) {
        let a = self.attack();
        let (attacker, target) = (self.cref(a.attacker), self.cref(a.target));
        self.st.attack = None;
        self.st.phase = Phase::Main;
        self.st.priority = Priority::new(self.st.active);
        self.emit(B_ATK_6, EventKind::AttackEnded { attacker, target });
        self.check_win();
    }
}
