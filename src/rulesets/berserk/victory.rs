//! Victory [B-WIN]: a player with no creatures left loses (both at once: a draw); the game
//! is over and refuses every choice.

use super::events::EventKind;
use super::game::{BerserkGame, Phase};
use super::rules::B_WIN;
use crate::core::{Outcome, RuleError};

impl BerserkGame {
    /// [B-WIN] Ends the game if a side has no living creature left.
    pub(crate) fn check_win(&mut self) {
        if self.st.phase == Phase::Over {
            return;
        }
        let left = |p: u8| self.alive().any(|c| c.owner == p);
        let outcome = match (left(0), left(1)) {
            (true, true) => return,
            (true, false) => Outcome::Winner { winner: 0 },
            (false, true) => Outcome::Winner { winner: 1 },
            (false, false) => Outcome::Draw { draw: true },
        };
        self.game_over(outcome);
    }

    /// [B-WIN] The game is over with `outcome` (also the draw at the turn limit).
    pub(crate) fn game_over(&mut self, outcome: Outcome) {
        self.st.phase = Phase::Over;
        self.st.attack = None;
        self.st.outcome = Some(outcome);
        self.emit(B_WIN, EventKind::GameOver { outcome });
    }

    /// [B-WIN] The refusal of any choice once the game is over.
    pub(crate) fn game_is_over(&self) -> RuleError {
        RuleError::game_over(B_WIN)
    }
}
