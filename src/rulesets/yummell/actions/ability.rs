//! [Y-ACT-4] The character's Ability: once per turn, only if its conditions hold.

use crate::rulesets::yummell::effects::Source;
use crate::rulesets::yummell::events::EventKind;
use crate::rulesets::yummell::game::{Choice, Target, YummellGame};
use crate::rulesets::yummell::refusals::Refused;
use crate::rulesets::yummell::rules::Y_ACT_4;

impl YummellGame {
    /// [Y-ACT-4] One `ability` per possible target.
    pub(crate) fn ability_candidates(&self, player: u8, targets: &[Option<Target>]) -> Vec<Choice> {
        targets
            .iter()
            .map(|target| Choice::Ability {
                player,
                target: target.clone(),
            })
            .collect()
    }

    /// [Y-ACT-4] `ability`: not used yet this turn, its condition holds, its effects can act.
    pub(crate) fn check_ability<'a>(&'a self, p: u8, target: &'a Option<Target>) -> Result<(), Refused<'a>> {
        self.check_action_time(p)?;
        if self.flags.ability {
            return Err(Refused::AbilityUsed);
        }
        let ch = &self.cat.characters[usize::from(self.players[usize::from(p)].character)];
        self.power_ok(p, &ch.ability.when, &ch.ability.effects, target)
            .map_err(Refused::AbilityUnusable)
    }

    /// [Y-ACT-4] The Ability is used: its effects apply.
    pub(crate) fn use_ability(&mut self, p: u8, target: &Option<Target>) {
        self.flags.ability = true;
        let cat = self.cat.clone();
        let ch = &cat.characters[usize::from(self.players[usize::from(p)].character)];
        self.emit(
            Y_ACT_4,
            EventKind::AbilityUsed {
                player: p,
                character: ch.id.clone(),
                ability: ch.ability.name.clone(),
            },
        );
        self.apply_effects(
            p,
            &ch.ability.effects,
            target,
            Source {
                rule: Y_ACT_4,
                id: &ch.id,
            },
        );
    }
}
