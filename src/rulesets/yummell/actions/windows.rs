//! [Y-ACT-1] Actions are optional, only in one's own turn, and only between two phases
//! (after Preparation, after Movement, after Encounter), never during one.

use crate::core::RuleError;
use crate::rulesets::yummell::game::{Choice, Decision, YummellGame};
use crate::rulesets::yummell::rules::Y_ACT_1;

impl YummellGame {
    /// [Y-ACT-1] An action is taken by the player whose turn it is, at a window.
    pub(crate) fn check_action_time(&self, p: u8) -> Result<(), RuleError> {
        let cur = self.current();
        if p != cur {
            return Err(RuleError::wrong_player(
                Y_ACT_1,
                format!("actions only in one's own turn: it is player {cur}'s turn"),
            ));
        }
        if !self.step.is_window() {
            return Err(RuleError::not_an_option(
                Y_ACT_1,
                format!("actions only between phases, never {}", self.step.during()),
            ));
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
