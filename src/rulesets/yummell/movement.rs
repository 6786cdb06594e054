//! [Y-MOVE] Movement: the player plays one card from hand for its movement number only and
//! spends that many points along the path (entering a square costs its terrain, plus 1 per
//! other character on it), or rests.

use smol_str::SmolStr;

use super::events::{EventKind, Phase};
use super::game::{Choice, Decision, Step, YummellGame};
use super::rules::Y_MOVE;
use super::refusals::Refused;

impl YummellGame {
    /// [Y-MOVE] The phase starts: a card to play, or rest, is awaited.
    pub(crate) fn start_movement(&mut self, player: u8) {
        self.step = Step::Movement;
        self.emit(
            Y_MOVE,
            EventKind::PhaseStarted {
                player,
                phase: Phase::Movement,
            },
        );
    }

    /// [Y-MOVE] One `move` per distinct card in hand, and `rest`.
    pub(crate) fn movement_decision(&self, player: u8) -> Decision {
        let moves = self
            .distinct(&self.players[usize::from(player)].hand)
            .into_iter()
            .map(|card| Choice::Move { player, card });
        let options = self.legal(moves.chain([Choice::Rest { player }]));
        Decision::Movement { player, options }
    }

    /// [Y-MOVE] The current player, in the Movement phase.
    fn check_movement_phase(&self, p: u8) -> Result<(), Refused<'static>> {
        self.check_own_turn(Y_MOVE, p)?;
        if self.step != Step::Movement {
            return Err(Refused::NotMoving);
        }
        Ok(())
    }

    /// [Y-MOVE] `move`: a card from the player's hand.
    pub(crate) fn check_move<'a>(&self, p: u8, card: &'a SmolStr) -> Result<(), Refused<'a>> {
        self.check_movement_phase(p)?;
        if self.hand_has(p, card).is_none() {
            return Err(Refused::NotInHand { rule: Y_MOVE, card });
        }
        Ok(())
    }

    /// [Y-MOVE] `rest`: no card, no movement (and so no encounter).
    pub(crate) fn check_rest(&self, p: u8) -> Result<(), Refused<'static>> {
        self.check_movement_phase(p)
    }

    /// [Y-MOVE] The card is discarded for its movement number plus this turn's bonuses; the
    /// character goes as far as the points take it (the finish wins [Y-WIN]).
    pub(crate) fn move_with(&mut self, p: u8, card: &SmolStr) {
        let Some(c) = self.take_from_hand(p, card) else { return };
        self.discard.push(c);
        let points = i32::from(self.cat.card(c.def).movement).saturating_add(self.flags.movement);
        let from = self.players[usize::from(p)].square;
        let (to, left) = self.destination(p, points);
        self.flags.moved = to != from;
        self.step = Step::AfterMovement;
        let moved = EventKind::Moved {
            player: p,
            card: card.clone(),
            points,
            from,
            to,
            left,
        };
        self.place(p, to, Y_MOVE, moved);
    }

    /// [Y-MOVE] The player rests: the window after Movement opens.
    pub(crate) fn rest(&mut self, p: u8) {
        self.step = Step::AfterMovement;
        self.emit(Y_MOVE, EventKind::Rested { player: p });
    }

    /// Entering `square` costs its terrain plus 1 per other character on it [Y-MOVE].
    pub fn entry_cost(&self, player: u8, square: u8) -> i32 {
        let others = self
            .players
            .iter()
            .enumerate()
            .filter(|(i, p)| *i != usize::from(player) && p.square == square)
            .count() as i32;
        self.cat.path[usize::from(square)].cost() as i32 + others
    }

    /// Where `points` movement points take `player`, and the points left [Y-MOVE].
    /// **Decision**: the character goes as far as the points allow; it stops before a square it
    /// cannot pay for in full, and the points left are lost.
    pub fn destination(&self, player: u8, points: i32) -> (u8, i32) {
        let mut at = self.players[usize::from(player)].square;
        let mut left = points.max(0);
        while at < self.cat.finish() {
            let cost = self.entry_cost(player, at + 1);
            if cost > left {
                break;
            }
            left -= cost;
            at += 1;
        }
        (at, left)
    }
}
