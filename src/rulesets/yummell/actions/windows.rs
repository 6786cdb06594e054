//! [Y-ACT-1] Actions are optional, only in one's own turn, and only between two phases
//! (after Preparation, after Movement, after Encounter), never during one.

use crate::rulesets::yummell::game::{Choice, Decision, YummellGame};
use crate::rulesets::yummell::refusals::Refused;

impl YummellGame {
    /// [Y-ACT-1] An action is taken by the player whose turn it is, at a window.
    pub(crate) fn check_action_time(&self, p: u8) -> Result<(), Refused<'static>> {
        let current = self.current();
        if p != current {
            return Err(Refused::ActionOutOfTurn(current));
        }
        if !self.step.is_window() {
            return Err(Refused::ActionDuringPhase(self.step));
        }
        Ok(())
    }

    /// [Y-ACT-1] A window: `continue` and exactly the actions whose checks pass.
    pub(crate) fn window_decision(&self, player: u8) -> Decision {
        let targets = self.target_options(player);
        let mut candidates = vec![Choice::Continue { player }];
        candidates.extend(self.event_or_artefact_candidates(player));
        candidates.extend(self.use_artefact_candidates(player, &targets));
        candidates.extend(self.ability_candidates(player, &targets));
        candidates.extend(self.advantage_candidates(player, &targets));
        Decision::Window {
            player,
            window: self.step,
            options: self.legal(candidates),
        }
    }
}
