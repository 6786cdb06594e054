//! Priority and the stack [B-STACK] on the kernel's `Priority`: within each step of an
//! attack the active player has priority first and the holder acts or passes [B-STACK-1];
//! two passes in succession resolve the top of the stack [B-STACK-2] or, with nothing of
//! the step's own on it, end the step; triggered features go on the stack when their event
//! happens [B-STACK-3]. The stack holds the attack itself (at the bottom, below every step),
//! the die roll in the die-roll step, and features; a block of a feature takes the feature it
//! is aimed at off the stack.

use smol_str::SmolStr;

use super::cards::{Blocked, Effect, Feature};
use super::events::{EventKind, Role, Step, TriggerTime};
use super::game::{BerserkGame, Choice, Refusal, StackEntry, Trigger};
use super::narrate::words;
use super::rules::{B_STACK_1, B_STACK_2, B_STACK_3};
use crate::core::{ByPlayer, Passed};

impl BerserkGame {
    /// [B-STACK-1] What the holder of priority may try: the pass, then the actions of the
    /// step (redirects and defenders [B-ATK-1], rerolls [B-ATK-2], instants: blocks
    /// [B-ATK-1]/[B-ATK-4], inspiration [B-ATK-3], those written as data); `decision` keeps
    /// those that pass the check. Every action is taken by a living creature of the holder's,
    /// stepping in as a defender or using a feature it has (a reroll: Удача of a fighting
    /// creature), so only those are candidates.
    pub(crate) fn priority_candidates(&self, player: u8) -> Vec<Choice> {
        let n = self.st.creatures.len() as u16;
        let mut own = Vec::with_capacity(usize::from(n));
        own.extend((0..n).filter(|&uid| self.living_of(player, uid)));
        let with = |feature| own.iter().copied().filter(move |&uid| self.has(uid, feature));
        let a = self.attack();
        let mut candidates = Vec::with_capacity(5 + 5 * own.len());
        candidates.push(Choice::Pass { player });
        // [B-GAME-10] Against a card whose strike its opponent may redirect, any of the
        // opponent's creatures may be the new target.
        if self.st.attack.is_some() && self.opponent_redirects(a.attacker) {
            candidates.extend(own.iter().map(|&creature| Choice::Redirect { player, creature }));
        } else {
            candidates.extend(with(Feature::Redirect).map(|creature| Choice::Redirect { player, creature }));
        }
        candidates.extend(own.iter().map(|&creature| Choice::Defender { player, creature }));
        for creature in [a.attacker, a.target] {
            if self.has(creature, Feature::Luck) {
                candidates.extend([Role::Attacker, Role::Defender].map(|role| Choice::Reroll { player, creature, role }));
            }
        }
        candidates.extend(with(Feature::Block).map(|creature| Choice::Block { player, creature }));
        candidates.extend(with(Feature::Inspire).map(|creature| Choice::Inspire { player, creature }));
        for &creature in &own {
            // [B-GAME-12] Its card's instants, on every creature.
            let played = &self.def_of(creature).played.actions;
            for ability in (0..played.len().min(usize::from(u8::MAX)) as u8).filter(|&i| self.action_of(creature, i).is_some_and(|a| a.instant)) {
                // [B-ATK-2] One candidate per effect for an ability choosing one.
                let options = self.action_of(creature, ability).map_or(0, super::actions::Action::options);
                let xs = if options > 0 { 1..=options } else { 0..=0 };
                for x in xs {
                    for t in self.st.creatures.iter().filter(|t| !t.dead) {
                        // [B-GAME-12] An instant naming a cell: one candidate per cell it may name.
                        for cell in self.instant_cells(creature, ability, t.uid) {
                            candidates.push(Choice::Act {
                                player,
                                creature,
                                ability,
                                target: t.uid,
                                also: vec![],
                                x,
                                cell,
                            });
                        }
                    }
                }
            }
            let features = &self.def_of(creature).features;
            let count = features.len().min(usize::from(u8::MAX)) as u8;
            candidates.extend(
                (0..count)
                    .filter(|&i| matches!(features.get(usize::from(i)), Some(Feature::Rule(_))))
                    .map(|feature| Choice::Use {
                        player,
                        creature,
                        feature,
                    }),
            );
        }
        candidates
    }

    /// `uid` is a living creature of `player`'s: the one who takes a step's action
    /// [B-STACK-1].
    pub(crate) fn living_of(&self, player: u8, uid: u16) -> bool {
        self.creature(uid).is_some_and(|c| !c.dead && c.owner == player)
    }

    /// [B-STACK-1] A choice by the holder of priority: the pass or one of the step's actions.
    pub(crate) fn check_priority<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_STACK_1, player, choice.player()));
        }
        match *choice {
            Choice::Pass { .. } => Ok(()),
            Choice::Act { .. } => self.check_instant(player, choice),
            Choice::Redirect { creature, .. } => self.check_redirect(player, creature),
            Choice::Defender { creature, .. } => self.check_defender(player, creature),
            Choice::Reroll { creature, role, .. } => self.check_reroll(player, creature, role),
            Choice::Block { creature, .. } => self.check_block(player, creature),
            Choice::Inspire { creature, .. } => self.check_inspire(player, creature),
            Choice::Use { creature, feature, .. } => self.check_use(player, creature, feature),
            _ => Err(E::not_an_option(
                B_STACK_1,
                words!(en: "with priority a player may pass or take one of the listed actions",
                       ru: "с приоритетом игрок может спасовать или выполнить одно из перечисленных действий"),
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
            Choice::Act { creature, ability, target, x, cell, .. } => self.use_card_instant(creature, ability, target, x, cell),
            Choice::Use { creature, feature, .. } => {
                if let Some(&f) = self.def_of(creature).features.get(usize::from(feature)) {
                    let against = self.block_aim(f);
                    self.use_instant_against(creature, f, against);
                }
            }
            _ => {}
        }
        // [B-GAME-13] Out of an attack, the attacks made as creatures died follow.
        self.launch_queued();
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
        self.put_feature(creature, feature, when, None);
    }

    /// A feature goes on the stack (a block of a feature with the position it is aimed at);
    /// priority passes again [B-STACK-1].
    fn put_feature(&mut self, creature: u16, feature: Feature, when: TriggerTime, against: Option<u8>) {
        let owner = self.cr(creature).owner;
        self.st.priority.put(
            owner,
            StackEntry::Feature(Trigger {
                creature,
                feature,
                when,
                against,
            }),
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
        self.use_instant_against(creature, feature, None);
    }

    /// As `use_instant`; a block of a feature is aimed at the stack position `against`.
    fn use_instant_against(&mut self, creature: u16, feature: Feature, against: Option<u8>) {
        self.cr_mut(creature).closed = true;
        let c = self.cref(creature);
        self.emit(B_STACK_1, EventKind::Closed { creature: c });
        self.put_feature(creature, feature, TriggerTime::Instant, against);
    }

    /// [B-STACK-1..3] A pass: the top of the stack resolves after two passes in succession,
    /// or the step ends.
    fn pass(&mut self, player: u8) {
        let step = self.attack().step;
        let passed = self.st.priority.pass(player);
        self.emit(B_STACK_1, EventKind::PriorityPassed { player, step });
        match passed {
            Some(Passed::Resolve(item)) => match item.item {
                StackEntry::Feature(t) => self.resolve(t),
                StackEntry::Ability(u) => self.resolve_card_instant(u),
                // Both passed with the roll on top: the die-roll step's bullets [B-ATK-2].
                StackEntry::Roll => self.give_strikes(),
                // The attack lies below every step's floor: it never resolves this way.
                StackEntry::Attack => {}
            },
            Some(Passed::StepEnds) => self.passed_out(step),
            _ => {}
        }
    }

    /// [B-STACK-3] Both passed with nothing of the step's own on the stack: the attack lies
    /// on top. The preliminary stage first applies its bullets (the target fixed) and gives
    /// priority again, so what they put on the stack ("on attack") resolves within it; a
    /// further double pass ends it. The die-roll step's bullets came when its roll left the
    /// stack, so it ends now. The other steps apply their bullets and end.
    fn passed_out(&mut self, step: Step) {
        let (settled, blocked_by) = (self.attack().settled, self.attack().blocked_by);
        if step == Step::Preliminary && !settled {
            self.with_attack(|a| a.settled = true);
            self.st.priority.acted();
            // [B-MARKER] A webbed target: the web blocks the attack, and goes.
            let target = self.attack().target;
            let blocked_by = blocked_by.or_else(|| self.web_blocks(target).then_some(target));
            if blocked_by.is_some() {
                self.with_attack(|a| a.blocked_by = blocked_by);
            }
            match blocked_by {
                Some(_) => self.attack_blocked(),
                None => self.fix_target(),
            }
            return;
        }
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

    /// Where a feature used now would be aimed: a block of a feature at the top of the stack.
    fn block_aim(&self, f: Feature) -> Option<u8> {
        match f {
            Feature::Rule(r) if r.effect == Effect::Block(Blocked::Feature) => {
                let n = self.st.priority.items().len();
                n.checked_sub(1).and_then(|i| u8::try_from(i).ok())
            }
            _ => None,
        }
    }

    /// The feature on the stack at `index` that a block of `player` may be aimed at: the
    /// other side's feature (not the attack nor the roll).
    pub(crate) fn blockable(&self, player: u8, index: usize) -> Option<Trigger> {
        let item = self.st.priority.items().get(index)?;
        match item.item {
            StackEntry::Feature(t) if item.owner != player => Some(t),
            _ => None,
        }
    }

    /// [B-ATK-1] A block of a feature resolved: the feature it was aimed at, if still there,
    /// leaves the stack unresolved.
    pub(crate) fn block_feature(&mut self, by: u16, against: Option<u8>) {
        let player = self.cr(by).owner;
        let Some(index) = against.map(usize::from) else { return };
        let Some(t) = self.blockable(player, index) else { return };
        self.st.priority.remove(index);
        let (by, creature) = (self.cref(by), self.cref(t.creature));
        let rule = self.step_rule();
        self.emit(
            rule,
            EventKind::FeatureBlocked {
                by,
                creature,
                feature: SmolStr::new_static(t.feature.key()),
            },
        );
    }
}
