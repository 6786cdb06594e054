//! [Y-PREP] Preparation: the first phase of a turn draws one card. No action can be taken
//! during it; the window after it (`Step::AfterPreparation`) is where actions begin [Y-ACT-1].

use super::events::{EventKind, Phase};
use super::game::YummellGame;
use super::rules::Y_PREP;

impl YummellGame {
    /// [Y-PREP] The phase starts and `player` draws one card.
    pub(crate) fn prepare(&mut self, player: u8) {
        self.emit(
            Y_PREP,
            EventKind::PhaseStarted {
                player,
                phase: Phase::Preparation,
            },
        );
        self.draw(player, 1, Y_PREP);
    }
}
