//! [B-GAME-7] The reveal: once both squads are placed, the first player's creatures turn face
//! up, and the second player's front and middle rows; the second player's back row stays face
//! down until the start of their first turn. A flyer turned face up takes off to its side's
//! flyer zone [B-GAME-8]. Then the first player's first turn starts [B-TURN-1].

use crate::core::Priority;
use crate::rulesets::berserk::board::ROWS;
use crate::rulesets::berserk::events::EventKind;
use crate::rulesets::berserk::game::{BerserkGame, Phase};
use crate::rulesets::berserk::rules::{B_GAME_7, B_TURN_1};

impl BerserkGame {
    /// [B-GAME-7] Both squads placed: the reveal, then the battle's first turn.
    pub(crate) fn reveal_squads(&mut self) {
        let first = self.prep().map_or(0, |p| p.first());
        let second = 1 - first;
        // The second player's back row: row 0 of the board for player 0, row 5 for player 1.
        let back = if second == 0 { 0 } else { ROWS - 1 };
        let (mut now, mut later) = (vec![], vec![]);
        for c in self.alive() {
            // One turned face up after deployment (the Pathfinder) is up already.
            if c.owner == second && c.cell[1] == back && c.hidden {
                later.push(c.uid);
            } else {
                now.push(c.uid);
            }
        }
        // The first player's creatures first, then the second's, each in uid order.
        now.sort_by_key(|&uid| (self.cr(uid).owner != first, uid));
        for uid in now {
            self.turn_face_up(uid);
        }
        self.prep_mut().back_row = later;
        self.st.turn = 1;
        self.st.active = first;
        self.st.priority = Priority::new(first);
        self.st.phase = Phase::Main;
        self.emit(B_TURN_1, EventKind::GameStarted { first_player: first });
        self.begin_battle();
    }

    /// [B-GAME-7] The battle starts, then the first turn (once the triggers of the start of
    /// the battle that wait for answers are answered [B-GAME-13]).
    pub(crate) fn begin_battle(&mut self) {
        self.start_of_battle();
        if !self.hold(crate::rulesets::berserk::trigger_choices::Resume::FirstTurn) {
            self.start_turn();
        }
    }

    /// [B-GAME-7] The battle starts: the counters cards start it with [B-GAME-11], then the
    /// abilities that act at the start of the battle [B-GAME-13].
    pub(crate) fn start_of_battle(&mut self) {
        self.counters_at_start_of_battle();
        self.start_of_battle_triggers();
    }

    /// [B-GAME-7] At the start of the second player's first turn, their back row turns face
    /// up (those alive).
    pub(crate) fn reveal_back_row(&mut self) {
        let Some(prep) = self.st.prep.as_ref() else { return };
        if prep.back_row.is_empty() || self.st.active == prep.first() {
            return;
        }
        let row = std::mem::take(&mut self.prep_mut().back_row);
        let alive: Vec<u16> = row.into_iter().filter(|&uid| self.creature(uid).is_some_and(|c| !c.dead)).collect();
        for uid in alive {
            // One already shown (it was attacked) still takes off if it flies.
            self.turn_face_up(uid);
        }
    }

    /// [B-GAME-7] A creature turns face up; a flyer takes off [B-GAME-8].
    fn turn_face_up(&mut self, uid: u16) {
        self.reveal(uid, B_GAME_7);
        self.take_off(uid);
    }
}
