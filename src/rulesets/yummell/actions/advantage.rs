//! [Y-ACT-5] The Advantage: once per turn, only if its conditions hold.

use crate::rulesets::yummell::effects::Source;
use crate::rulesets::yummell::events::EventKind;
use crate::rulesets::yummell::game::{Choice, Target, YummellGame};
use crate::rulesets::yummell::refusals::Refused;
use crate::rulesets::yummell::rules::Y_ACT_5;

impl YummellGame {
    /// [Y-ACT-5] One `advantage` per possible target.
    pub(crate) fn advantage_candidates(&self, player: u8, targets: &[Option<Target>]) -> Vec<Choice> {
        targets
            .iter()
            .map(|target| Choice::Advantage {
                player,
                target: target.clone(),
            })
            .collect()
    }

    /// [Y-ACT-5] `advantage`: not used yet this turn, its condition holds, its effects can act.
    pub(crate) fn check_advantage<'a>(&'a self, p: u8, target: &'a Option<Target>) -> Result<(), Refused<'a>> {
        self.check_action_time(p)?;
        if self.flags.advantage {
            return Err(Refused::AdvantageUsed);
        }
        let adv = &self.cat.advantages[usize::from(self.players[usize::from(p)].advantage)];
        self.power_ok(p, &adv.when, &adv.effects, target)
            .map_err(Refused::AdvantageUnusable)
    }

    /// [Y-ACT-5] The Advantage is used: its effects apply.
    pub(crate) fn use_advantage(&mut self, p: u8, target: &Option<Target>) {
        self.flags.advantage = true;
        let cat = self.cat.clone();
        let adv = &cat.advantages[usize::from(self.players[usize::from(p)].advantage)];
        self.emit(
            Y_ACT_5,
            EventKind::AdvantageUsed {
                player: p,
                advantage: adv.id.clone(),
            },
        );
        self.apply_effects(
            p,
            &adv.effects,
            target,
            Source {
                rule: Y_ACT_5,
                id: &adv.id,
            },
        );
    }
}
