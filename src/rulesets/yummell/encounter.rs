//! [Y-ENC] Encounter, only if the character moved: the top card of the deck is drawn and
//! resolved. A Creature is a challenge (the stat it names + bonuses + the number of the card
//! the player must play if they have one, against its value: higher wins one square, a tie
//! or lower goes back one); an Artefact goes straight to the active ones; an Event applies.

use smol_str::SmolStr;

use super::cards::{CardType, Stat};
use super::effects::Source;
use super::events::{EventKind, Phase};
use super::game::{Choice, Decision, Step, YummellGame};
use super::refusals::Refused;
use super::rules::Y_ENC;
use crate::core::Card;

impl YummellGame {
    /// [Y-ENC] The phase: skipped without a move (or a card to draw), else the drawn card is
    /// resolved by its type; a challenge with cards in hand awaits the card to play.
    pub(crate) fn run_encounter(&mut self, player: u8) {
        self.step = Step::AfterEncounter;
        self.emit(
            Y_ENC,
            EventKind::PhaseStarted {
                player,
                phase: Phase::Encounter,
            },
        );
        if !self.flags.moved {
            self.emit(Y_ENC, EventKind::EncounterSkipped { player });
            return;
        }
        let Some(card) = self.draw_one(Y_ENC) else {
            self.emit(Y_ENC, EventKind::EncounterSkipped { player });
            return;
        };
        let cat = self.cat.clone();
        let def = cat.card(card.def);
        let drawn = EventKind::EncounterDrawn {
            player,
            card: def.id.clone(),
            card_type: def.kind,
        };
        let pi = usize::from(player);
        match def.kind {
            CardType::Creature => {
                self.encounter = Some(card);
                let can_play = !self.players[pi].hand.is_empty();
                if can_play {
                    self.step = Step::Challenge;
                }
                self.emit(Y_ENC, drawn);
                if !can_play {
                    self.resolve_challenge(player, None);
                }
            }
            CardType::Artefact => {
                self.players[pi].active.push(card);
                self.emit(Y_ENC, drawn);
                self.emit(
                    Y_ENC,
                    EventKind::ArtefactGained {
                        player,
                        card: def.id.clone(),
                    },
                );
            }
            CardType::Event => {
                self.discard.push(card);
                self.emit(Y_ENC, drawn);
                let effects = def.drawn.clone().unwrap_or_default();
                self.apply_effects(
                    player,
                    &effects,
                    &None,
                    Source {
                        rule: Y_ENC,
                        id: &def.id,
                    },
                );
            }
        }
    }

    /// [Y-ENC] The card to play against the creature: one option per distinct card in hand.
    pub(crate) fn challenge_decision(&self, player: u8) -> Decision {
        let creature = self.encounter.map(|c| self.cat.card(c.def));
        let stat = creature.and_then(|c| c.stat).unwrap_or(Stat::Strength);
        let cards = self
            .distinct(&self.players[usize::from(player)].hand)
            .into_iter()
            .map(|card| Choice::Challenge { player, card });
        Decision::Challenge {
            player,
            creature: creature.map(|c| c.id.clone()).unwrap_or_default(),
            stat,
            value: i32::from(creature.and_then(|c| c.value).unwrap_or(0)),
            base: self.challenge_base(player, stat),
            options: self.legal(cards),
        }
    }

    /// [Y-ENC] `challenge`: the current player, a creature awaiting a card, a card in hand.
    pub(crate) fn check_challenge<'a>(&self, p: u8, card: &'a SmolStr) -> Result<(), Refused<'a>> {
        self.check_own_turn(Y_ENC, p)?;
        if self.step != Step::Challenge {
            return Err(Refused::NoChallenge);
        }
        if self.hand_has(p, card).is_none() {
            return Err(Refused::NotInHand { rule: Y_ENC, card });
        }
        Ok(())
    }

    /// [Y-ENC] The card is played against the creature.
    pub(crate) fn play_challenge(&mut self, p: u8, card: &SmolStr) {
        let c = self.take_from_hand(p, card);
        self.resolve_challenge(p, c);
    }

    /// [Y-ENC] Stat + bonuses + the card's number against the creature's value: higher wins
    /// and advances one square; otherwise (a tie too) back one square.
    fn resolve_challenge(&mut self, player: u8, card: Option<Card>) {
        self.step = Step::AfterEncounter;
        let Some(creature) = self.encounter.take() else { return };
        let cat = self.cat.clone();
        let def = cat.card(creature.def);
        let stat = def.stat.unwrap_or(Stat::Strength);
        let value = i32::from(def.value.unwrap_or(0));
        let played = card.map(|c| i32::from(cat.card(c.def).movement)).unwrap_or(0);
        let total = self.challenge_base(player, stat).saturating_add(played);
        let won = total > value;
        self.discard.push(creature);
        if let Some(c) = card {
            self.discard.push(c);
        }
        self.emit(
            Y_ENC,
            EventKind::Challenge {
                player,
                creature: def.id.clone(),
                stat,
                value,
                card: card.map(|c| cat.card(c.def).id.clone()),
                total,
                won,
            },
        );
        let from = self.players[usize::from(player)].square;
        let source = def.id.clone();
        if won {
            let to = (from + 1).min(cat.finish());
            self.place(
                player,
                to,
                Y_ENC,
                EventKind::Advanced {
                    player,
                    from,
                    to,
                    source,
                },
            );
        } else {
            let to = from.saturating_sub(1);
            self.place(
                player,
                to,
                Y_ENC,
                EventKind::WentBack {
                    player,
                    from,
                    to,
                    source,
                },
            );
        }
    }

    /// Stat + stat modifiers + challenge bonuses, before the card's number [Y-ENC].
    pub fn challenge_base(&self, player: u8, stat: Stat) -> i32 {
        let ch = &self.cat.characters[usize::from(self.players[usize::from(player)].character)];
        ch.stat(stat)
            .saturating_add(self.flags.stats[stat.index()])
            .saturating_add(self.flags.challenge)
    }
}
