//! [Y-ACT-2] Once per turn: play an Event from hand (its effect at once, lasting until the
//! end of the turn), *or* start activating an Artefact by putting it down (it does nothing
//! until the end of its owner's Refill [Y-REFILL]).

use smol_str::SmolStr;

use crate::core::Card;
use crate::rulesets::yummell::cards::CardType;
use crate::rulesets::yummell::effects::Source;
use crate::rulesets::yummell::events::EventKind;
use crate::rulesets::yummell::game::{Choice, Slot, YummellGame};
use crate::rulesets::yummell::refusals::Refused;
use crate::rulesets::yummell::rules::Y_ACT_2;

impl YummellGame {
    /// [Y-ACT-2] While the turn's slot is free, each distinct card in hand as the action its
    /// type allows: an Event as `play_event`, an Artefact as `start_artefact`. The other pairs,
    /// and every one once the slot is used, are always refused, so they are not listed (listing
    /// them cost an error each, most of a decision's time); `check` decides the rest.
    pub(crate) fn event_or_artefact_candidates(&self, player: u8) -> Vec<Choice> {
        if self.check_slot().is_err() {
            return Vec::new();
        }
        let mut out = Vec::new();
        for c in self.distinct_cards(&self.players[usize::from(player)].hand) {
            let def = self.cat.card(c.def);
            let card = def.id.clone();
            match def.kind {
                CardType::Event => out.push(Choice::PlayEvent { player, card }),
                CardType::Artefact => out.push(Choice::StartArtefact { player, card }),
                _ => {}
            }
        }
        out
    }

    /// [Y-ACT-2] The slot of the turn is free: no Event played, no Artefact started.
    fn check_slot(&self) -> Result<(), Refused<'static>> {
        match self.flags.slot {
            Some(Slot::Event) => Err(Refused::EventAlreadyPlayed),
            Some(Slot::Artefact) => Err(Refused::ArtefactAlreadyStarted),
            None => Ok(()),
        }
    }

    /// [Y-ACT-2] The card put down: in hand, with the slot free.
    fn check_from_hand<'a>(&self, p: u8, card: &'a SmolStr) -> Result<Card, Refused<'a>> {
        self.check_action_time(p)?;
        self.check_slot()?;
        self.hand_has(p, card).ok_or(Refused::NotInHand { rule: Y_ACT_2, card })
    }

    /// [Y-ACT-2] `play_event`: an Event in hand whose condition holds and whose effects can
    /// act now.
    pub(crate) fn check_play_event<'a>(&'a self, p: u8, card: &'a SmolStr) -> Result<(), Refused<'a>> {
        let c = self.check_from_hand(p, card)?;
        let def = self.cat.card(c.def);
        let (CardType::Event, Some(play)) = (def.kind, &def.play) else {
            return Err(Refused::NotAnEvent(card));
        };
        self.power_ok(p, &play.when, &play.effects, &None)
            .map_err(|unmet| Refused::EventUnplayable(card, unmet))
    }

    /// [Y-ACT-2] `start_artefact`: an Artefact in hand.
    pub(crate) fn check_start_artefact<'a>(&self, p: u8, card: &'a SmolStr) -> Result<(), Refused<'a>> {
        let c = self.check_from_hand(p, card)?;
        if self.cat.card(c.def).kind != CardType::Artefact {
            return Err(Refused::NotAnArtefact(card));
        }
        Ok(())
    }

    /// [Y-ACT-2] The Event is discarded and takes effect; the slot is used.
    pub(crate) fn play_event(&mut self, p: u8, card: &SmolStr) {
        let Some(c) = self.take_from_hand(p, card) else { return };
        self.discard.push(c);
        self.flags.slot = Some(Slot::Event);
        self.emit(
            Y_ACT_2,
            EventKind::EventPlayed {
                player: p,
                card: card.clone(),
            },
        );
        let effects = self
            .cat
            .card(c.def)
            .play
            .as_ref()
            .map(|x| x.effects.clone())
            .unwrap_or_default();
        self.apply_effects(
            p,
            &effects,
            &None,
            Source {
                rule: Y_ACT_2,
                id: card,
            },
        );
    }

    /// [Y-ACT-2] The Artefact goes down among those being activated; the slot is used.
    pub(crate) fn start_artefact(&mut self, p: u8, card: &SmolStr) {
        let Some(c) = self.take_from_hand(p, card) else { return };
        self.players[usize::from(p)].activating.push(c);
        self.flags.slot = Some(Slot::Artefact);
        self.emit(
            Y_ACT_2,
            EventKind::ArtefactStarted {
                player: p,
                card: card.clone(),
            },
        );
    }
}

#[cfg(test)]
mod tests {
    use crate::core::{Game, Rng};
    use crate::rulesets::yummell::game::{Choice, Decision, YummellGame};

    /// The hand's candidates leave out only choices `check` refuses: at every window of random
    /// games, every distinct card of the hand tried as both actions gives exactly the options.
    #[test]
    fn the_hands_candidates_leave_out_only_refused_choices() {
        let mut windows = 0;
        for seed in 0..12 {
            let (mut game, _) = YummellGame::random(seed, 2 + (seed as usize % 4)).expect("a race starts");
            let mut rng = Rng::new(seed);
            for _ in 0..400 {
                let Some(pending) = game.pending() else { break };
                if let Decision::Window { player, options, .. } = &pending {
                    let player = *player;
                    let every: Vec<Choice> = game
                        .distinct(&game.players[usize::from(player)].hand)
                        .into_iter()
                        .flat_map(|card| {
                            [
                                Choice::PlayEvent {
                                    player,
                                    card: card.clone(),
                                },
                                Choice::StartArtefact { player, card },
                            ]
                        })
                        .collect();
                    let from_hand = |c: &&Choice| matches!(c, Choice::PlayEvent { .. } | Choice::StartArtefact { .. });
                    let offered: Vec<&Choice> = options.iter().filter(from_hand).collect();
                    let legal = game.legal(every);
                    assert_eq!(offered, legal.iter().collect::<Vec<_>>(), "seed {seed}");
                    windows += 1;
                }
                let Some(choice) = game.random_choice(&mut rng) else {
                    break;
                };
                game.choose(&choice).expect("a random choice is legal");
            }
        }
        assert!(windows > 100, "{windows} windows");
    }
}
