//! Priority and the stack [B-STACK] on the kernel's `Priority`: within each step of an
//! attack the active player has priority first and the holder acts or passes [B-STACK-1];
//! two passes in succession resolve the top of the stack [B-STACK-2] or, with nothing of
//! the step's own on it, end the step; triggered features go on the stack when their event
//! happens [B-STACK-3].

use smol_str::SmolStr;

use super::cards::Feature;
use super::events::{EventKind, Role, Step, TriggerTime};
use super::game::{BerserkGame, Choice, Refusal, Trigger};
use super::rules::{B_STACK_1, B_STACK_2, B_STACK_3};
use crate::core::{ByPlayer, Passed};

impl BerserkGame {
    /// [B-STACK-1] What the holder of priority may try: the pass, then the actions of the
    /// step (redirects and defenders [B-ATK-1], rerolls [B-ATK-2], instants: blocks
    /// [B-ATK-1]/[B-ATK-4], inspiration [B-ATK-3]); `decision` keeps those
    /// that pass the check.
    pub(crate) fn priority_candidates(&self, player: u8) -> Vec<Choice> {
        let n = self.st.creatures.len() as u16;
        let a = self.attack();
        let mut candidates = vec![Choice::Pass { player }];
        candidates.extend((0..n).map(|creature| Choice::Redirect { player, creature }));
        candidates.extend((0..n).map(|creature| Choice::Defender { player, creature }));
        for creature in [a.attacker, a.target] {
            for role in [Role::Attacker, Role::Defender] {
                candidates.push(Choice::Reroll { player, creature, role });
            }
        }
        candidates.extend((0..n).map(|creature| Choice::Block { player, creature }));
        candidates.extend((0..n).map(|creature| Choice::Inspire { player, creature }));
        for creature in 0..n {
            let count = self.def_of(creature).features.len().min(usize::from(u8::MAX)) as u8;
            candidates.extend((0..count).map(|feature| Choice::Use {
                player,
                creature,
                feature,
            }));
        }
        candidates
    }

    /// [B-STACK-1] A choice by the holder of priority: the pass or one of the step's actions.
    pub(crate) fn check_priority<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_STACK_1, player, choice.player()));
        }
        match *choice {
            Choice::Pass { .. } => Ok(()),
            Choice::Redirect { creature, .. } => self.check_redirect(player, creature),
            Choice::Defender { creature, .. } => self.check_defender(player, creature),
            Choice::Reroll { creature, role, .. } => self.check_reroll(player, creature, role),
            Choice::Block { creature, .. } => self.check_block(player, creature),
            Choice::Inspire { creature, .. } => self.check_inspire(player, creature),
            Choice::Use { creature, feature, .. } => self.check_use(player, creature, feature),
            _ => Err(E::not_an_option(
                B_STACK_1,
                "with priority a player may pass or take one of the listed actions",
            )),
        }
    }

    /// Applies a checked choice made with priority.
    pub(crate) fn apply_priority(&mut self, choice: &Choice) {
        match *choice {
            Choice::Pass { player } => self.pass(player),
            Choice::Redirect { creature, .. } => self.retarget(creature, true),
            Choice::Defender { creature, .. } => self.retarget(creature, false),
            Choice::Reroll { creature, role, .. } => self.reroll(creature, role),
            Choice::Block { creature, .. } => self.use_instant(creature, Feature::Block),
            Choice::Inspire { creature, .. } => self.use_instant(creature, Feature::Inspire),
            Choice::Use { creature, feature, .. } => {
                if let Some(&f) = self.def_of(creature).features.get(usize::from(feature)) {
                    self.use_instant(creature, f);
                }
            }
            _ => {}
        }
    }

    /// [B-STACK-1] A step (or the preliminary stage) starts, its own rule naming it: priority
    /// to the active player, what is on the stack belongs to earlier steps.
    pub(crate) fn begin_step(&mut self, step: Step, rule: &'static str) {
        self.with_attack(|a| {
            a.step = step;
            a.settled = false;
        });
        self.st.priority.begin_step();
        self.emit(rule, EventKind::StepStarted { step });
    }

    /// [B-STACK-3] A triggered feature goes on the stack; priority passes again.
    pub(crate) fn put_trigger(&mut self, creature: u16, feature: Feature, when: TriggerTime) {
        let owner = self.cr(creature).owner;
        self.st.priority.put(
            owner,
            Trigger {
                creature,
                feature,
                when,
            },
        );
        let c = self.cref(creature);
        self.emit(
            B_STACK_3,
            EventKind::TriggerPut {
                creature: c,
                feature: SmolStr::new_static(feature.key()),
                when,
            },
        );
    }

    /// [B-STACK-1] An instant feature used with priority: its creature closes (the cost of
    /// every instant of the catalogue) and the feature goes on the stack, to take effect when
    /// it resolves [B-STACK-2].
    fn use_instant(&mut self, creature: u16, feature: Feature) {
        self.cr_mut(creature).closed = true;
        let c = self.cref(creature);
        self.emit(B_STACK_1, EventKind::Closed { creature: c });
        self.put_trigger(creature, feature, TriggerTime::Instant);
    }

    /// [B-STACK-1..3] A pass: the top of the stack resolves after two passes in succession,
    /// or the step ends.
    fn pass(&mut self, player: u8) {
        let step = self.attack().step;
        let passed = self.st.priority.pass(player);
        self.emit(B_STACK_1, EventKind::PriorityPassed { player, step });
        match passed {
            Some(Passed::Resolve(item)) => self.resolve(item.item),
            Some(Passed::StepEnds) => self.passed_out(step),
            _ => {}
        }
    }

    /// [B-STACK-3] Both passed with nothing of the step's own on the stack. The preliminary
    /// stage and the die-roll step first apply their bullets (the target fixed, the strikes
    /// given) and give priority again, so what those put on the stack ("on attack", "on die
    /// roll") resolves within them; a further double pass ends them. The other steps end at
    /// once, their bullets applying as they end.
    fn passed_out(&mut self, step: Step) {
        let a = self.attack();
        if matches!(step, Step::Preliminary | Step::DieRoll) && !a.settled {
            self.with_attack(|a| a.settled = true);
            self.st.priority.acted();
            match step {
                Step::Preliminary if a.blocked_by.is_some() => self.attack_blocked(),
                Step::Preliminary => self.fix_target(),
                _ => self.give_strikes(),
            }
            return;
        }
        self.emit(B_STACK_3, EventKind::StepEnded { step });
        self.end_step(step);
    }

    /// [B-STACK-2] The top of the stack resolves: its feature takes effect.
    fn resolve(&mut self, t: Trigger) {
        let creature = self.cref(t.creature);
        self.emit(
            B_STACK_2,
            EventKind::TriggerResolved {
                creature,
                feature: SmolStr::new_static(t.feature.key()),
            },
        );
        self.trigger_effect(t);
    }
}
