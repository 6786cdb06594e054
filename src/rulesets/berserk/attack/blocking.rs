//! [B-ATK-4] The blocking step (511.5.3): blocks and protections apply (Защита от ударов).

use smol_str::SmolStr;

use crate::rulesets::berserk::cards::Feature;
use crate::rulesets::berserk::events::{EventKind, Step};
use crate::rulesets::berserk::game::BerserkGame;
use crate::rulesets::berserk::rules::B_ATK_4;

impl BerserkGame {
    /// [B-ATK-4] The step begins.
    pub(crate) fn begin_blocking(&mut self) {
        self.begin_step(Step::Blocking, B_ATK_4);
    }

    /// [B-ATK-4] End of the step: Защита от ударов blocks the simple strikes against its
    /// bearer; then the effect-modification step [B-ATK-5].
    pub(crate) fn end_blocking(&mut self) {
        for (striker, target, _) in self.strikes() {
            if self.has(target, Feature::StrikeProtection) {
                let side = self.side(striker);
                self.with_attack(|a| {
                    a.strikes[side] = None;
                    a.values[side] = 0;
                });
                let (s, t) = (self.cref(striker), self.cref(target));
                self.emit(
                    B_ATK_4,
                    EventKind::StrikeBlocked {
                        striker: s,
                        target: t,
                        feature: SmolStr::new_static("strike_protection"),
                    },
                );
            }
        }
        self.begin_effect_modification();
    }
}
