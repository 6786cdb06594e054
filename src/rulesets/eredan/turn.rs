//! The turn around the combat: start of turn [E-START], draw [E-DRAW], discard [E-DISC] and
//! end of turn [E-EOT].

use smol_str::SmolStr;

use super::cards::Trigger;
use super::events::EventKind;
use super::game::{Choice, Decision, EredanGame};
use super::rules;
use super::state::{Phase, Pos};
use super::narrate::{say, Lang};
use crate::core::{selections, zone, Outcome, RuleError};

impl EredanGame {
    /// [E-EOT-3] The turn counter advances, active and passive swap, and the turn starts.
    pub(crate) fn next_turn(&mut self) {
        self.st.turn += 1;
        self.st.active = 1 - self.st.active;
        self.begin_turn();
    }

    /// [E-START] and [E-DRAW], then the fighters are awaited.
    pub(crate) fn begin_turn(&mut self) {
        let (turn, active) = (self.st.turn, self.st.active);
        self.emit(rules::E_START, EventKind::TurnStarted { turn, active });
        // [E-START-1] A player whose living characters are all tapped untaps them all.
        for player in self.st.player_order() {
            let all_tapped = {
                let mut living = self.st.living(player).peekable();
                living.peek().is_some() && living.all(|p| self.st.ch(p).tapped)
            };
            if all_tapped {
                let living: Vec<Pos> = self.st.living(player).collect();
                for p in &living {
                    self.st.ch_mut(*p).tapped = false;
                }
                let characters = living.iter().map(|p| self.view().char_ref(*p)).collect();
                self.emit(rules::E_START_1, EventKind::Untapped { player, characters });
            }
        }
        if self.st.turn == 1 {
            // [E-CARD-8] Abilities that act once, at the start of the game.
            for player in self.st.player_order() {
                self.fire_abilities(player, Trigger::StartOfGame, rules::E_CARD_8);
            }
        }
        self.turn_orders();
        for player in self.st.player_order() {
            self.draw_up_to_five(player, rules::E_DRAW);
        }
        self.st.phase = Phase::Fighters;
    }

    /// [E-START-2] Turn orders printed on living characters apply for this turn.
    pub(crate) fn turn_orders(&mut self) {
        for player in self.st.player_order() {
            self.fire_abilities(player, Trigger::StartOfTurn, rules::E_START_2);
        }
    }

    /// [E-DRAW] Draws up to 5 cards; a player who cannot reach 5 is out of cards.
    pub(crate) fn draw_up_to_five(&mut self, player: u8, rule: &'static str) {
        let pl = &mut self.st.players[usize::from(player)];
        let want = 5usize.saturating_sub(pl.hand.len());
        let n = want.min(pl.deck.len());
        pl.hand.extend(pl.deck.drain(..n));
        let short = n < want;
        if n > 0 {
            let hand = &self.st.players[usize::from(player)].hand;
            let cards = hand[hand.len() - n..].iter().map(|c| self.view().id(*c)).collect();
            self.emit(rule, EventKind::CardsDrawn { player, cards });
        }
        if short {
            self.st.players[usize::from(player)].out_of_cards = true;
            self.emit(rules::E_DRAW, EventKind::OutOfCards { player });
        }
    }

    pub(crate) fn discard_decision(&self, player: u8) -> Decision {
        let hand = self.hand_ids(player);
        let limit = self.view().hand_limit(player);
        let (min, max) = (hand.len().saturating_sub(limit), hand.len());
        let options = selections(&hand, min, max)
            .into_iter()
            .map(|cards| Choice::Discard { player, cards })
            .collect();
        Decision::Discard {
            player,
            min,
            max,
            hand,
            limit,
            options,
        }
    }

    /// [E-DISC] A player discards any cards, and at least down to the hand limit.
    pub(crate) fn choose_discard(&mut self, player: u8, cards: &[SmolStr]) -> Result<(), RuleError> {
        let hand = &self.st.players[usize::from(player)].hand;
        let defs = super::play::check_in_hand(&self.cat, hand, player, cards, rules::E_DISC)?;
        let min = self.view().discard_minimum(player);
        if cards.len() < min {
            let limit = self.view().hand_limit(player);
            return Err(RuleError::new(
                rules::E_DISC,
                {
                    let (held, given) = (hand.len(), cards.len());
                    say!(Lang::worded(),
                        en: "cards: player {player} holds {held} cards with a hand limit of {limit}, so must discard at least {min}, not {given}",
                        fr: "cards: le joueur {player} a {held} cartes en main pour une limite de {limit}, il doit donc en défausser au moins {min}, pas {given}",
                    )
                },
            ).at_field("cards"));
        }
        let mut ids = Vec::new();
        for (id, def) in cards.iter().zip(defs) {
            let pl = &mut self.st.players[usize::from(player)];
            if let Some(card) = zone::take_def(&mut pl.hand, def) {
                pl.discard.push(card);
                ids.push(id.clone());
            }
        }
        if !ids.is_empty() {
            let limit = self.view().hand_limit(player);
            self.emit(
                rules::E_DISC,
                EventKind::HandDiscarded {
                    player,
                    cards: ids,
                    limit: limit as u8,
                },
            );
        }
        if player == self.st.active {
            self.st.phase = Phase::Discard(1 - player);
        } else {
            self.end_of_turn();
        }
        Ok(())
    }

    /// [E-EOT-1..3] End-of-turn effects (active player's first), death and victory checks,
    /// running out of cards, and "this turn" modifiers ending.
    pub(crate) fn end_of_turn(&mut self) {
        let cat = self.cat.clone();
        let delayed = std::mem::take(&mut self.st.delayed);
        for player in self.st.player_order() {
            self.fire_abilities(player, Trigger::EndOfTurn, rules::E_EOT_1);
            let mut cards: Vec<(u32, u16, Pos)> = delayed
                .iter()
                .filter(|x| x.owner == player)
                .map(|x| (x.placed, x.def, x.bearer))
                .collect();
            for side in 0..2u8 {
                for p in self.st.living(side) {
                    for a in self.st.ch(p).attached.iter().filter(|a| a.owner == player && a.active) {
                        if cat.get(a.card.def).effects.iter().any(|e| e.when == Trigger::EndOfTurn) {
                            cards.push((a.placed, a.card.def, p));
                        }
                    }
                }
            }
            cards.sort_by_key(|c| c.0);
            for (_, def, bearer) in cards {
                self.fire(def, bearer, Trigger::EndOfTurn, rules::E_EOT_1);
            }
        }
        self.death_check(rules::E_EOT_2);
        if self.victory_check() {
            return;
        }
        // [E-EOT-3] Running out of cards this turn loses now; so does a card that says so
        // [E-CARD-12].
        let losing = std::mem::take(&mut self.st.losing);
        let ran_out = [self.st.players[0].out_of_cards, self.st.players[1].out_of_cards];
        let out = [ran_out[0] || losing[0], ran_out[1] || losing[1]];
        if out[0] || out[1] {
            for player in 0..2u8 {
                if ran_out[usize::from(player)] {
                    self.emit(rules::E_EOT_3, EventKind::LostByOutOfCards { player });
                } else if losing[usize::from(player)] {
                    self.emit(rules::E_CARD_12, EventKind::LostByCard { player });
                }
            }
            if out[0] && out[1] {
                self.finish_by_score();
            } else {
                let winner = if out[0] { 1 } else { 0 };
                self.finish(rules::E_EOT_3, Outcome::Winner { winner });
            }
            return;
        }
        self.st.mods.end_turn();
        self.st.played_this_turn = Default::default();
        for player in 0..2 {
            for c in self.st.players[player].characters.iter_mut() {
                c.gained_this_turn = 0;
            }
        }
        let turn = self.st.turn;
        self.emit(rules::E_EOT_3, EventKind::TurnEnded { turn });
        self.st.phase = Phase::TurnOver;
    }
}

/// [E-DISC] The rule that refuses a choice made while a discard is awaited, and what is
/// awaited.
pub(crate) fn awaiting_discard(player: u8) -> (&'static str, String) {
    let awaited = say!(Lang::worded(), en: "player {player} to discard", fr: "que le joueur {player} défausse");
    (rules::E_DISC, awaited)
}
