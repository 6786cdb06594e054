//! [Y-ACT-3] Active Artefacts: any number per turn, each declared, its effect applied, then
//! discarded. There is no limit on the number of active Artefacts.

use smol_str::SmolStr;

use crate::rulesets::yummell::effects::Source;
use crate::rulesets::yummell::events::EventKind;
use crate::rulesets::yummell::game::{Choice, Target, YummellGame};
use crate::rulesets::yummell::refusals::Refused;
use crate::rulesets::yummell::rules::Y_ACT_3;

impl YummellGame {
    /// [Y-ACT-3] One `use_artefact` per distinct active artefact and possible target.
    pub(crate) fn use_artefact_candidates(&self, player: u8, targets: &[Option<Target>]) -> Vec<Choice> {
        let mut out = Vec::new();
        for card in self.distinct(&self.players[usize::from(player)].active) {
            for target in targets {
                out.push(Choice::UseArtefact {
                    player,
                    card: card.clone(),
                    target: target.clone(),
                });
            }
        }
        out
    }

    /// [Y-ACT-3] `use_artefact`: an active artefact (not one still being activated [Y-ACT-2])
    /// whose condition holds and whose effects can act now.
    pub(crate) fn check_use_artefact<'a>(
        &'a self,
        p: u8,
        card: &'a SmolStr,
        target: &'a Option<Target>,
    ) -> Result<(), Refused<'a>> {
        self.check_action_time(p)?;
        let me = &self.players[usize::from(p)];
        let Some(c) = me.active.iter().find(|c| self.cat.card(c.def).id == *card) else {
            if me.activating.iter().any(|c| self.cat.card(c.def).id == *card) {
                return Err(Refused::StillActivating(card));
            }
            return Err(Refused::NotActive(card));
        };
        let Some(power) = &self.cat.card(c.def).use_ else {
            return Err(Refused::NoUse(card));
        };
        self.power_ok(p, &power.when, &power.effects, target)
            .map_err(|unmet| Refused::ArtefactUnusable(card, unmet))
    }

    /// [Y-ACT-3] The artefact is discarded and its effect applied.
    pub(crate) fn use_artefact(&mut self, p: u8, card: &SmolStr, target: &Option<Target>) {
        let pi = usize::from(p);
        let cat = self.cat.clone();
        let Some(at) = self.players[pi].active.iter().position(|c| cat.card(c.def).id == *card) else {
            return;
        };
        let c = self.players[pi].active.remove(at);
        self.discard.push(c);
        self.emit(
            Y_ACT_3,
            EventKind::ArtefactUsed {
                player: p,
                card: card.clone(),
            },
        );
        let effects = cat
            .card(c.def)
            .use_
            .as_ref()
            .map(|x| x.effects.clone())
            .unwrap_or_default();
        self.apply_effects(
            p,
            &effects,
            target,
            Source {
                rule: Y_ACT_3,
                id: card,
            },
        );
    }
}
