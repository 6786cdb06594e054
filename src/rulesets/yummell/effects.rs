//! The interpreter of the card vocabulary (`cards.rs`): whether a power's condition holds
//! and its effects can act now (`power_ok`), the targets a `steal_artefact` may name, and what
//! each effect does (`apply_effects`). The rule that uses a power (an Event [Y-ACT-2], an
//! Artefact [Y-ACT-3], the Ability [Y-ACT-4], the Advantage [Y-ACT-5], an Event drawn as an
//! encounter [Y-ENC]) is passed in and named by the events.

use smol_str::SmolStr;

use super::cards::{Condition, Effect};
use super::events::{BonusTo, DiscardReason, EventKind};
use super::game::{Step, Target, YummellGame};
use super::refusals::Unmet;
use crate::core::Card;

/// Where an effect comes from: the rule it uses and the card or sheet that names it.
pub(crate) struct Source<'a> {
    pub rule: &'static str,
    pub id: &'a SmolStr,
}

impl YummellGame {
    /// Whether `when` holds for `player` now, and the effects can act at this window; the
    /// reason if not (the rule using the power refuses with it).
    pub(crate) fn power_ok<'a>(
        &self,
        player: u8,
        when: &'a Condition,
        effects: &[Effect],
        target: &'a Option<Target>,
    ) -> Result<(), Unmet<'a>> {
        let me = &self.players[usize::from(player)];
        let terrain = self.cat.path[usize::from(me.square)];
        if !when.terrain.is_empty() && !when.terrain.contains(&terrain) {
            return Err(Unmet::Terrain(&when.terrain));
        }
        let others = || {
            self.players
                .iter()
                .enumerate()
                .filter(move |(i, _)| *i != usize::from(player))
        };
        if when.behind && !others().any(|(_, p)| p.square > me.square) {
            return Err(Unmet::NotBehind);
        }
        if when.shares_square && !others().any(|(_, p)| p.square == me.square) {
            return Err(Unmet::Alone);
        }
        if when.moved && !self.flags.moved {
            return Err(Unmet::NotMoved);
        }
        if let Some(n) = when.hand_at_most {
            if me.hand.len() > usize::from(n) {
                return Err(Unmet::HandOver(n));
            }
        }
        let mut steals = false;
        for e in effects {
            match e {
                Effect::Movement { .. } if self.step != Step::AfterPreparation => {
                    return Err(Unmet::MovementTooLate);
                }
                Effect::Challenge { .. }
                    if !(self.step == Step::AfterPreparation
                        || (self.step == Step::AfterMovement && self.flags.moved)) =>
                {
                    return Err(Unmet::ChallengeTooLate);
                }
                Effect::StealArtefact {} => steals = true,
                _ => {}
            }
        }
        match (steals, target) {
            (false, None) => Ok(()),
            (false, Some(_)) => Err(Unmet::TargetNotTaken),
            (true, None) => Err(Unmet::TargetNeeded),
            (true, Some(t)) => {
                let Some(other) = self.players.get(usize::from(t.player)).filter(|_| t.player != player) else {
                    return Err(Unmet::NoOtherPlayer(t.player));
                };
                if other.square != me.square {
                    return Err(Unmet::NotOnYourSquare(t.player));
                }
                if !other.active.iter().any(|c| self.cat.card(c.def).id == t.card) {
                    return Err(Unmet::NoSuchActive(t.player, &t.card));
                }
                Ok(())
            }
        }
    }

    /// The targets a power of `player` may name: none, then every active artefact of every
    /// other character on the same square (what a `steal_artefact` takes).
    pub(crate) fn target_options(&self, player: u8) -> Vec<Option<Target>> {
        let sq = self.players[usize::from(player)].square;
        let mut out = vec![None];
        for (i, o) in self.players.iter().enumerate() {
            if i != usize::from(player) && o.square == sq {
                for card in self.distinct(&o.active) {
                    out.push(Some(Target { player: i as u8, card }));
                }
            }
        }
        out
    }

    /// Applies `effects` for `player`, in order, until the race is won.
    pub(crate) fn apply_effects(&mut self, player: u8, effects: &[Effect], target: &Option<Target>, src: Source<'_>) {
        let pi = usize::from(player);
        for e in effects {
            if self.winner.is_some() {
                return;
            }
            let bonus = |to: BonusTo, amount: i32| EventKind::Bonus {
                player,
                to,
                amount,
                source: src.id.clone(),
            };
            match e {
                Effect::Movement { amount } => {
                    self.flags.movement = self.flags.movement.saturating_add(*amount);
                    self.emit(src.rule, bonus(BonusTo::Movement, *amount));
                }
                Effect::Challenge { amount } => {
                    self.flags.challenge = self.flags.challenge.saturating_add(*amount);
                    self.emit(src.rule, bonus(BonusTo::Challenge, *amount));
                }
                Effect::Stat { stat, amount } => {
                    self.flags.stats[stat.index()] = self.flags.stats[stat.index()].saturating_add(*amount);
                    self.emit(src.rule, bonus((*stat).into(), *amount));
                }
                Effect::Advance { squares } => {
                    let from = self.players[pi].square;
                    let to = from.saturating_add(*squares).min(self.cat.finish());
                    let source = src.id.clone();
                    self.place(
                        player,
                        to,
                        src.rule,
                        EventKind::Advanced {
                            player,
                            from,
                            to,
                            source,
                        },
                    );
                }
                Effect::Back { squares } => {
                    let from = self.players[pi].square;
                    let to = from.saturating_sub(*squares);
                    let source = src.id.clone();
                    self.place(
                        player,
                        to,
                        src.rule,
                        EventKind::WentBack {
                            player,
                            from,
                            to,
                            source,
                        },
                    );
                }
                Effect::Draw { cards } => self.draw(player, usize::from(*cards), src.rule),
                Effect::Discard { cards } => {
                    let hand = &mut self.players[pi].hand;
                    let n = usize::from(*cards).min(hand.len());
                    let gone: Vec<Card> = hand.split_off(hand.len() - n);
                    if !gone.is_empty() {
                        let ids = gone.iter().map(|c| self.card_id(*c)).collect();
                        self.discard.extend(gone);
                        self.emit(
                            src.rule,
                            EventKind::CardsDiscarded {
                                player,
                                cards: ids,
                                reason: DiscardReason::Effect,
                            },
                        );
                    }
                }
                Effect::StealArtefact {} => {
                    let Some(t) = target else { continue };
                    let cat = self.cat.clone();
                    let Some(other) = self.players.get_mut(usize::from(t.player)) else {
                        continue;
                    };
                    let Some(at) = other.active.iter().position(|c| cat.card(c.def).id == t.card) else {
                        continue;
                    };
                    let c = other.active.remove(at);
                    self.players[pi].active.push(c);
                    self.emit(
                        src.rule,
                        EventKind::ArtefactStolen {
                            player,
                            from: t.player,
                            card: t.card.clone(),
                        },
                    );
                }
            }
        }
    }
}
