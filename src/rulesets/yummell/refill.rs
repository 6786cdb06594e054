//! [Y-REFILL] Refill: the hand is drawn up to 4 cards, or discarded down to 4 (the player
//! chooses which); then the artefacts being activated become active and the turn ends. No
//! action can be taken after this phase [Y-ACT-1].

use smol_str::SmolStr;

use super::events::{DiscardReason, EventKind, Phase};
use super::game::{Choice, Decision, Step, YummellGame};
use super::refusals::Refused;
use super::rules::Y_REFILL;
use crate::core::{selections, Card};

/// Hand size [Y-REFILL].
pub const HAND_SIZE: usize = 4;

impl YummellGame {
    /// [Y-REFILL] The opening hand: `player` draws up to the hand size.
    pub(crate) fn deal(&mut self, player: u8) {
        self.draw(player, HAND_SIZE, Y_REFILL);
    }

    /// [Y-REFILL] The phase: a hand over 4 awaits the discard; otherwise it draws up to 4 and
    /// the phase ends.
    pub(crate) fn run_refill(&mut self, player: u8) {
        let held = self.players[usize::from(player)].hand.len();
        if held > HAND_SIZE {
            self.step = Step::Discard;
        }
        self.emit(
            Y_REFILL,
            EventKind::PhaseStarted {
                player,
                phase: Phase::Refill,
            },
        );
        if held > HAND_SIZE {
            return;
        }
        self.draw(player, HAND_SIZE - held, Y_REFILL);
        self.finish_refill();
    }

    /// [Y-REFILL] Exactly the cards over 4, chosen from the hand.
    pub(crate) fn discard_decision(&self, player: u8) -> Decision {
        let hand: Vec<SmolStr> = self.players[usize::from(player)]
            .hand
            .iter()
            .map(|c| self.card_id(*c))
            .collect();
        let count = hand.len().saturating_sub(HAND_SIZE);
        let options = selections(&hand, count, count)
            .into_iter()
            .map(|cards| Choice::Discard { player, cards })
            .collect();
        Decision::Discard {
            player,
            hand,
            count,
            options,
        }
    }

    /// [Y-REFILL] `discard`: the current player, a discard awaited, exactly the cards over 4
    /// and each one in hand (as many copies as held).
    pub(crate) fn check_discard<'a>(&self, p: u8, cards: &'a [SmolStr]) -> Result<(), Refused<'a>> {
        self.check_own_turn(Y_REFILL, p)?;
        if self.step != Step::Discard {
            return Err(Refused::NoDiscard);
        }
        let mut hand = self.players[usize::from(p)].hand.clone();
        let count = hand.len().saturating_sub(HAND_SIZE);
        if cards.len() != count {
            return Err(Refused::DiscardCount(count));
        }
        for (i, id) in cards.iter().enumerate() {
            match hand.iter().position(|c| self.cat.card(c.def).id == *id) {
                Some(at) => {
                    hand.remove(at);
                }
                None => return Err(Refused::DiscardNotInHand(i, id)),
            }
        }
        Ok(())
    }

    /// [Y-REFILL] The chosen cards are discarded; the phase ends.
    pub(crate) fn discard_down(&mut self, p: u8, cards: &[SmolStr]) {
        let mut gone = Vec::new();
        for id in cards {
            if let Some(c) = self.take_from_hand(p, id) {
                self.discard.push(c);
                gone.push(id.clone());
            }
        }
        self.emit(
            Y_REFILL,
            EventKind::CardsDiscarded {
                player: p,
                cards: gone,
                reason: DiscardReason::Refill,
            },
        );
        self.finish_refill();
    }

    /// [Y-REFILL] After drawing or discarding: artefacts being activated become active, and
    /// the turn ends [Y-TURN].
    fn finish_refill(&mut self) {
        let player = self.current();
        let pi = usize::from(player);
        if !self.players[pi].activating.is_empty() {
            let cards: Vec<Card> = std::mem::take(&mut self.players[pi].activating);
            let ids = cards.iter().map(|c| self.card_id(*c)).collect();
            self.players[pi].active.extend(cards);
            self.emit(Y_REFILL, EventKind::ArtefactsActivated { player, cards: ids });
        }
        self.end_turn();
    }
}
