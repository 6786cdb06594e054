//! Resolution of the played cards [E-RES] (attaching: `equipment`), the clash
//! [E-CLASH], the end of combat [E-END], death and victory [E-WIN].

use super::cards::{Attach, Trigger, MAGE};
use super::events::{DiscardReason, EventKind, Harm};
use super::game::EredanGame;
use super::rules;
use super::state::{Delayed, Phase, PlayStatus, Pos};
use crate::core::{Card, Outcome};

impl EredanGame {
    /// Everything from the end of the play phase to the victory check after combat.
    pub(crate) fn resolve_combat(&mut self) {
        self.start_of_combat_effects();
        self.resolve_played_cards();
        self.after_plays();
        self.clash();
        self.end_of_combat();
        self.tap_fighters_and_close_combat();
        self.death_check(rules::E_END_3);
        // [E-END-4] Victory check.
        if self.victory_check() {
            return;
        }
        self.st.phase = Phase::Discard(self.st.active);
    }

    /// [E-RES-1] "At the start of combat" effects of cards already attached to the active
    /// fighter, in arrival order, then to the passive fighter.
    fn start_of_combat_effects(&mut self) {
        for player in self.st.player_order() {
            let Some(f) = self.st.fighter(player) else {
                continue;
            };
            for card in self.st.ch(f).active_cards() {
                if !self.cat.get(card.def).has_trigger(Trigger::StartOfCombat) {
                    continue;
                }
                let (card_id, character) = (self.view().id(card), self.view().char_ref(f));
                self.emit(
                    rules::E_RES_1,
                    EventKind::StartOfCombat {
                        card: card_id,
                        character,
                    },
                );
                self.fire_card(card, f, Trigger::StartOfCombat, rules::E_RES_1);
            }
        }
    }

    /// [E-RES-2] Played cards resolve in N: active's 1st, passive's 1st, active's 2nd,
    /// passive's 2nd. Each is re-checked first [E-RES-3], then applies [E-RES-4] and
    /// attaches [E-RES-5].
    fn resolve_played_cards(&mut self) {
        let a = self.st.active;
        let order = [(a, 0usize), (1 - a, 0), (a, 1), (1 - a, 1)];
        let mut position = 0u8;
        for (player, k) in order {
            let Some(card) = self
                .st
                .combat
                .as_ref()
                .and_then(|c| c.played[usize::from(player)].get(k))
                .map(|p| p.card)
            else {
                continue;
            };
            position += 1;
            let Some(fighter) = self.st.fighter(player) else {
                continue;
            };
            let cat = self.cat.clone();
            let d = cat.get(card.def);
            let waived = k > 0
                && self.st.combat.as_ref().is_some_and(|c| {
                    c.played[usize::from(player)][..k]
                        .iter()
                        .any(|p| p.status != PlayStatus::Cancelled && cat.get(p.card.def).waives_requirements())
                });
            let unmet = if waived || self.view().meets(d, fighter) {
                None
            } else {
                self.view().unmet(&d.requires, fighter)
            };
            if let Some(requirement) = unmet {
                self.set_played_status(player, k, PlayStatus::Cancelled, None);
                self.st.players[usize::from(player)].discard.push(card);
                self.emit(
                    rules::E_RES_3,
                    EventKind::CardCancelled {
                        player,
                        card: d.id.clone(),
                        position,
                        requirement,
                    },
                );
                self.emit(
                    rules::E_RES_3,
                    EventKind::CardDiscarded {
                        owner: player,
                        card: d.id.clone(),
                        reason: DiscardReason::Cancelled,
                        from: None,
                    },
                );
                continue;
            }
            let placed = self.st.fresh_placed();
            self.set_played_status(player, k, PlayStatus::Resolved, Some(placed));
            self.st.played_this_turn[usize::from(player)].push(card.def);
            self.emit(
                rules::E_RES_2,
                EventKind::CardResolved {
                    player,
                    card: d.id.clone(),
                    position,
                },
            );
            self.fire_card(card, fighter, Trigger::OnResolve, rules::E_RES_4);
            // A card changed into another as it resolved [E-CARD-22] goes on as that card.
            let card = self.played_card(player, k).unwrap_or(card);
            let d = cat.get(card.def);
            // [E-CARD-11] A card that does not wait for the end of the combat activates now.
            if !d.activates_after_combat {
                self.card_activated(card.def, Some(fighter));
            }
            let target = match d.attaches {
                Attach::No => None,
                Attach::Fighter => Some(fighter),
                Attach::OpposingFighter => self.st.opposing_fighter(fighter),
            };
            if let Some(t) = target {
                self.set_played_status(player, k, PlayStatus::Attached, None);
                self.attach(player, card, t, placed);
            }
        }
    }

    /// The card played `k`-th by `player` in this combat.
    fn played_card(&self, player: u8, k: usize) -> Option<Card> {
        self.st.combat.as_ref()?.played[usize::from(player)].get(k).map(|p| p.card)
    }

    /// [E-CARD-21] The fighters' abilities that act once the played cards have resolved, the
    /// active fighter's first.
    fn after_plays(&mut self) {
        for player in self.st.player_order() {
            if let Some(f) = self.st.fighter(player).filter(|f| !self.st.ch(*f).dead) {
                self.fire(self.st.ch(f).def, f, Trigger::AfterPlays, rules::E_CARD_21);
            }
        }
    }

    fn set_played_status(&mut self, player: u8, k: usize, status: PlayStatus, placed: Option<u32>) {
        if let Some(p) = self
            .st
            .combat
            .as_mut()
            .and_then(|c| c.played[usize::from(player)].get_mut(k))
        {
            p.status = status;
            if let Some(n) = placed {
                p.placed = n;
            }
        }
    }

    /// A pure mage (only class Mage, in force) who played a resolved card dealing magic
    /// damage this combat makes no physical attack [E-CLASH-2]; returns that card's id.
    fn pure_mage_card(&self, f: Pos) -> Option<smol_str::SmolStr> {
        let v = self.view();
        let classes = v.classes(f);
        if !(classes.len() == 1 && classes[0] == MAGE) {
            return None;
        }
        let c = self.st.combat.as_ref()?;
        c.played[usize::from(f.player)]
            .iter()
            .filter(|p| matches!(p.status, PlayStatus::Resolved | PlayStatus::Attached))
            .map(|p| self.cat.get(p.card.def))
            .find(|d| d.deals_combat_magic_damage())
            .map(|d| d.id.clone())
    }

    /// [E-CLASH-1] Each fighter strikes once, the active one first: ATT − DEF, at least 0.
    fn clash(&mut self) {
        for player in self.st.player_order() {
            let (Some(f), Some(o)) = (self.st.fighter(player), self.st.fighter(1 - player)) else {
                return;
            };
            if let Some(card) = self.pure_mage_card(f) {
                let character = self.view().char_ref(f);
                self.emit(rules::E_CLASH_2, EventKind::NoPhysicalAttack { character, card });
                continue;
            }
            let v = self.view();
            let (attack, defense) = (v.stats(f), v.stats(o).def);
            let source = v.def(f).id.clone();
            // [E-CLASH-1] An attack that is a range is drawn now, from the game's generator;
            // one of a single number draws nothing.
            let att = match attack.att_max - attack.att {
                0 => attack.att,
                above => {
                    let drawn = attack.att + self.st.rng.below(above as u32 + 1) as i32;
                    let character = self.view().char_ref(f);
                    let (min, max) = (attack.att, attack.att_max);
                    self.emit(rules::E_CLASH_1, EventKind::AttackDrawn { character, min, max, attack: drawn });
                    drawn
                }
            };
            let amount = (att - defense).max(0);
            self.damage(rules::E_CLASH_1, &source, Some(f), o, amount, Harm::Physical);
        }
    }

    /// [E-END-1] "At end of combat" effects: the active fighter's abilities, the passive
    /// fighter's, then attached and played cards in order of placement, the active player's
    /// first. Cards that activate after combat activate here.
    fn end_of_combat(&mut self) {
        let cat = self.cat.clone();
        for player in self.st.player_order() {
            let Some(f) = self.st.fighter(player) else {
                continue;
            };
            self.fire(self.st.ch(f).def, f, Trigger::EndOfCombat, rules::E_END_1);
        }
        // (owner, placed, uid, bearer, attached?)
        let mut items: Vec<(u8, u32, Card, Pos, bool)> = Vec::new();
        for player in 0..2u8 {
            let Some(f) = self.st.fighter(player) else {
                continue;
            };
            for a in &self.st.ch(f).attached {
                items.push((a.owner, a.placed, a.card, f, true));
            }
            if let Some(c) = &self.st.combat {
                for p in &c.played[usize::from(player)] {
                    if p.status == PlayStatus::Resolved {
                        items.push((player, p.placed, p.card, f, false));
                    }
                }
            }
        }
        let active = self.st.active;
        items.sort_by_key(|(owner, placed, ..)| (*owner != active, *placed));
        for (owner, _, card, bearer, attached) in items {
            let d = cat.get(card.def);
            if attached {
                let Some(i) = self.st.ch(bearer).attached.iter().position(|a| a.card.uid == card.uid) else {
                    continue;
                };
                if !self.st.ch(bearer).attached[i].active {
                    self.st.ch_mut(bearer).attached[i].active = true;
                    let character = self.view().char_ref(bearer);
                    self.emit(
                        rules::E_END_1,
                        EventKind::Activated {
                            card: d.id.clone(),
                            character,
                        },
                    );
                    self.fire_card(card, bearer, Trigger::OnActivation, rules::E_END_1);
                    self.card_activated(card.def, self.st.fighter(owner));
                    continue;
                }
            }
            self.fire_card(card, bearer, Trigger::EndOfCombat, rules::E_END_1);
            if attached {
                let Some(i) = self.st.ch(bearer).attached.iter().position(|a| a.card.uid == card.uid) else {
                    continue;
                };
                if let Some(n) = self.st.ch_mut(bearer).attached[i].combats_left.as_mut() {
                    *n = n.saturating_sub(1);
                    if *n == 0 {
                        self.detach(rules::E_END_1, bearer, i, Some(DiscardReason::Expired));
                    }
                }
            }
        }
    }

    /// [E-END-2] Played cards that did not attach go to the discard pile (their end-of-turn
    /// effects wait); the fighters return to their line tapped; "this combat" modifiers end.
    fn tap_fighters_and_close_combat(&mut self) {
        // The combat (and its effects on the fighters' stats) lasts until `combat_ended`.
        let Some((fighters, played)) = self
            .st
            .combat
            .as_mut()
            .map(|c| (c.fighters, std::mem::take(&mut c.played)))
        else {
            return;
        };
        let cat = self.cat.clone();
        for player in self.st.player_order() {
            let bearer = Pos {
                player,
                index: fighters[usize::from(player)],
            };
            for p in &played[usize::from(player)] {
                if p.status != PlayStatus::Resolved {
                    continue;
                }
                let d = cat.get(p.card.def);
                if d.effects.iter().any(|e| e.when == Trigger::EndOfTurn) {
                    self.st.delayed.push(Delayed {
                        owner: player,
                        def: p.card.def,
                        bearer,
                        placed: p.placed,
                    });
                }
                self.st.players[usize::from(player)].discard.push(p.card);
                self.emit(
                    rules::E_END_2,
                    EventKind::CardDiscarded {
                        owner: player,
                        card: d.id.clone(),
                        reason: DiscardReason::Used,
                        from: None,
                    },
                );
            }
        }
        let mut characters = Vec::new();
        for player in self.st.player_order() {
            let f = Pos {
                player,
                index: fighters[usize::from(player)],
            };
            let c = self.st.ch_mut(f);
            c.tapped = true;
            c.dealt_this_combat = 0;
            c.received_this_combat = 0;
            characters.push(self.view().char_ref(f));
        }
        self.emit(rules::E_END_2, EventKind::Tapped { characters });
        self.st.combat = None;
        self.st.mods.end_combat();
        self.emit(rules::E_END_2, EventKind::CombatEnded {});
    }

    /// [E-END-3] / [E-EOT-2] Every living character at 0 PV or less dies; its attached cards
    /// go to their owners' discard piles.
    pub(crate) fn death_check(&mut self, rule: &'static str) {
        for player in self.st.player_order() {
            for index in 0..self.st.players[usize::from(player)].characters.len() {
                let p = Pos::new(player.into(), index);
                let c = self.st.ch(p);
                if c.dead || c.pv > 0 {
                    continue;
                }
                self.st.ch_mut(p).dead = true;
                self.st.mods.remove_where(|m| m.who == p);
                let character = self.view().char_ref(p);
                self.emit(rule, EventKind::Died { character });
                while !self.st.ch(p).attached.is_empty() {
                    self.detach(rule, p, 0, Some(DiscardReason::BearerDied));
                }
                self.ally_died(p);
            }
        }
    }

    /// [E-END-4] / [E-EOT-2] with [E-WIN-1] / [E-WIN-2]: ends the game if a side has no living character. Returns
    /// whether the game is over.
    pub(crate) fn victory_check(&mut self) -> bool {
        let alive = [self.st.living(0).next().is_some(), self.st.living(1).next().is_some()];
        match alive {
            [true, true] => false,
            [false, false] => {
                self.finish_by_score();
                true
            }
            [a0, _] => {
                let winner = if a0 { 0 } else { 1 };
                self.finish(rules::E_WIN_1, Outcome::Winner { winner });
                true
            }
        }
    }

    /// [E-WIN-2] The higher score wins; equal scores are a draw.
    pub(crate) fn finish_by_score(&mut self) {
        let [s0, s1] = [self.st.players[0].score, self.st.players[1].score];
        let outcome = match s0.cmp(&s1) {
            std::cmp::Ordering::Greater => Outcome::Winner { winner: 0 },
            std::cmp::Ordering::Less => Outcome::Winner { winner: 1 },
            std::cmp::Ordering::Equal => Outcome::Draw { draw: true },
        };
        self.finish(rules::E_WIN_2, outcome);
    }

    pub(crate) fn finish(&mut self, rule: &'static str, outcome: Outcome) {
        self.st.outcome = Some(outcome);
        self.st.phase = Phase::Over;
        let scores = [self.st.players[0].score, self.st.players[1].score];
        self.emit(rule, EventKind::GameOver { outcome, scores });
    }
}
