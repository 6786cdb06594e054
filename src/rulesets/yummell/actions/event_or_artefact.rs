//! [Y-ACT-2] Once per turn: play an Event from hand (its effect at once, lasting until the
//! end of the turn), *or* start activating an Artefact by putting it down (it does nothing
//! until the end of its owner's Refill [Y-REFILL]).

use smol_str::SmolStr;

use crate::core::{Card, RuleError};
use crate::rulesets::yummell::cards::CardType;
use crate::rulesets::yummell::effects::Source;
use crate::rulesets::yummell::events::EventKind;
use crate::rulesets::yummell::game::{Choice, Slot, YummellGame};
use crate::rulesets::yummell::rules::Y_ACT_2;

impl YummellGame {
    /// [Y-ACT-2] One `play_event` and one `start_artefact` per distinct card in hand.
    pub(crate) fn event_or_artefact_candidates(&self, player: u8) -> Vec<Choice> {
        let mut out = Vec::new();
        for card in self.distinct(&self.players[usize::from(player)].hand) {
            out.push(Choice::PlayEvent {
                player,
                card: card.clone(),
            });
            out.push(Choice::StartArtefact { player, card });
        }
        out
    }

    /// [Y-ACT-2] The slot of the turn is free: no Event played, no Artefact started.
    fn check_slot(&self) -> Result<(), RuleError> {
        match self.flags.slot {
            Some(Slot::Event) => Err(RuleError::new(
                Y_ACT_2,
                "once per turn: an Event was already played this turn",
            )),
            Some(Slot::Artefact) => Err(RuleError::new(
                Y_ACT_2,
                "once per turn: an Artefact was already started this turn (an Event or an Artefact, not both)",
            )),
            None => Ok(()),
        }
    }

    /// [Y-ACT-2] The card put down: in hand, with the slot free.
    fn check_from_hand(&self, p: u8, card: &SmolStr) -> Result<Card, RuleError> {
        self.check_action_time(p)?;
        self.check_slot()?;
        self.hand_has(p, card)
            .ok_or_else(|| RuleError::not_an_option(Y_ACT_2, format!("card: \"{card}\" is not in your hand")))
    }

    /// [Y-ACT-2] `play_event`: an Event in hand whose condition holds and whose effects can
    /// act now.
    pub(crate) fn check_play_event(&self, p: u8, card: &SmolStr) -> Result<(), RuleError> {
        let c = self.check_from_hand(p, card)?;
        let def = self.cat.card(c.def);
        let (CardType::Event, Some(play)) = (def.kind, &def.play) else {
            return Err(RuleError::new(Y_ACT_2, format!("card: \"{card}\" is not an Event")));
        };
        self.power_ok(p, &play.when, &play.effects, &None)
            .map_err(|m| RuleError::new(Y_ACT_2, format!("\"{card}\" cannot be played now: {m}")))
    }

    /// [Y-ACT-2] `start_artefact`: an Artefact in hand.
    pub(crate) fn check_start_artefact(&self, p: u8, card: &SmolStr) -> Result<(), RuleError> {
        let c = self.check_from_hand(p, card)?;
        if self.cat.card(c.def).kind != CardType::Artefact {
            return Err(RuleError::new(Y_ACT_2, format!("card: \"{card}\" is not an Artefact")));
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
