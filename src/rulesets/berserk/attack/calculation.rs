//! [B-ATK-3] The calculation step (511.5.2): the strikes' numeric values (no feature of the
//! catalogue modifies them yet).

use crate::rulesets::berserk::events::{EventKind, Step};
use crate::rulesets::berserk::game::BerserkGame;
use crate::rulesets::berserk::rules::B_ATK_3;

impl BerserkGame {
    /// [B-ATK-3] The step begins.
    pub(crate) fn begin_calculation(&mut self) {
        self.begin_step(Step::Calculation, B_ATK_3);
    }

    /// [B-ATK-3] End of the step: each strike's value from its striker's card; then the
    /// blocking step [B-ATK-4].
    pub(crate) fn end_calculation(&mut self) {
        for (striker, target, strength) in self.strikes() {
            let value = self.def_of(striker).strike[strength.index()];
            let side = self.side(striker);
            self.with_attack(|a| a.values[side] = value);
            let (s, t) = (self.cref(striker), self.cref(target));
            self.emit(
                B_ATK_3,
                EventKind::StrikeCalculated {
                    striker: s,
                    target: t,
                    strength,
                    value,
                },
            );
        }
        self.begin_blocking();
    }
}
