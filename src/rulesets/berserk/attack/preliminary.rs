//! [B-ATK-1] The preliminary stage: "on declaration" features go on the stack; the target's
//! side may redirect the attack (Перенаправление) or assign a defender; when it ends the
//! target is fixed and "on attack" features fire.

use crate::rulesets::berserk::cards::{Blocked, Effect, Feature};
use crate::rulesets::berserk::events::{EventKind, Step, TriggerTime};
use crate::rulesets::berserk::game::{Attack, BerserkGame, Refusal, Trigger, NO_ATTACK};
use crate::rulesets::berserk::narrate::{words, Words};
use crate::rulesets::berserk::rules::B_ATK_1;

impl BerserkGame {
    /// [B-ATK-1] The stage begins; "on declaration" features fire.
    pub(crate) fn begin_preliminary(&mut self) {
        self.begin_step(Step::Preliminary, B_ATK_1);
        // **Decision**: "on declaration" features of both the attacker and the declared
        // target fire, the active player's first (so the target's resolves first, LIFO).
        self.fire(TriggerTime::OnDeclaration);
    }

    /// [B-ATK-1] A living, open creature of the target's side other than it.
    fn ally_of_target(&self, a: &Attack, uid: u16) -> bool {
        let target = self.cr(a.target);
        self.creature(uid)
            .is_some_and(|c| !c.dead && c.owner == target.owner && c.uid != a.target && !c.closed)
    }

    /// [B-ATK-1] A creature that may step in for the target: an open ally of it, next to it.
    fn beside_target(&self, a: &Attack, uid: u16) -> bool {
        self.ally_of_target(a, uid) && self.near(uid, a.target)
    }

    /// [B-ATK-1] The attack whose target `player` may still change: in the preliminary
    /// stage, not changed yet; otherwise why not.
    fn retargetable(&self) -> Result<&Attack, Words> {
        match &self.st.attack {
            Some(a) if a.step != Step::Preliminary => {
                Err(words!(en: "the preliminary stage is over", ru: "предварительный этап окончен"))
            }
            Some(a) if a.settled => Err(words!(en: "the target is fixed: nothing can change it now",
                                               ru: "цель определена: теперь её ничто не изменит")),
            Some(a) if a.retargeted => {
                Err(words!(en: "the attack's target has already changed", ru: "цель атаки уже менялась"))
            }
            Some(a) => Ok(a),
            None => Err(NO_ATTACK),
        }
    }

    /// [B-ATK-1] Перенаправление: an open ally of the target, adjacent to it, with the
    /// feature, takes the attack on itself; its side's player decides.
    pub(crate) fn check_redirect<E: Refusal>(&self, player: u8, uid: u16) -> Result<(), E> {
        let why = match self.retargetable() {
            Err(why) => why,
            // [B-GAME-10] A card whose simple strike its opponent may redirect: to any of the
            // target's side's living creatures next to the attacker.
            Ok(a) if a.ranged.is_none() && self.opponent_redirects(a.attacker) && self.cr(a.target).owner == player => {
                let fits = self.creature(uid).is_some_and(|c| !c.dead && c.owner == player && c.uid != a.target)
                    && self.near(uid, a.attacker);
                if fits {
                    return Ok(());
                }
                words!(en: "it must be another creature of the target's side, next to the attacker",
                       ru: "это должно быть другое существо стороны цели, стоящее рядом с нападающим")
            }
            Ok(_) if self.creature(uid).is_some() && !self.has(uid, Feature::Redirect) => {
                words!(en: "it has no Перенаправление", ru: "у него нет особенности «Перенаправление»")
            }
            Ok(a) if self.cr(a.target).owner == player && self.beside_target(a, uid) => return Ok(()),
            Ok(_) => words!(en: "it must be an open ally of the target, adjacent to it",
                            ru: "это должен быть открытый союзник цели, стоящий рядом с ней"),
        };
        Err(E::illegal(B_ATK_1, || {
            self.cannot(uid, words!(en: "redirect the attack", ru: "перенаправить атаку").worded(), why)
        }))
    }

    /// [B-ATK-1] A defender: an open creature of the target's side adjacent to both attacker
    /// and target; not against a directed strike; its side's player decides.
    pub(crate) fn check_defender<E: Refusal>(&self, player: u8, uid: u16) -> Result<(), E> {
        let why = match self.retargetable() {
            Err(why) => why,
            Ok(a) if a.ranged.is_some() => {
                words!(en: "a defender steps in only against a simple strike, not a ranged attack",
                       ru: "защитник выставляется только против простого удара, не против дистанционной атаки")
            }
            Ok(a) if self.has(a.attacker, Feature::DirectedStrike) => {
                words!(en: "a directed strike (Направленный удар) cannot get a defender",
                       ru: "против направленного удара (Направленный удар) защитника не выставить")
            }
            Ok(a)
                if self.cr(a.target).owner == player
                    && self.ally_of_target(a, uid)
                    && self.stands_to_defend(uid, a) =>
            {
                return Ok(())
            }
            Ok(_) => words!(en: "a defender is an open creature of the target's side adjacent to both attacker and target",
                            ru: "защитник — открытое существо стороны цели, стоящее рядом и с нападающим, и с целью"),
        };
        Err(E::illegal(B_ATK_1, || {
            self.cannot(uid, words!(en: "defend", ru: "стать защитником").worded(), why)
        }))
    }

    /// [B-ATK-1] A redirect (Перенаправление) or a defender: the creature becomes the target;
    /// a defender closes (**Decision** of the rules; a redirecting creature does not);
    /// priority passes again.
    pub(crate) fn retarget(&mut self, creature: u16, redirect: bool) {
        let defended = self.attack().target;
        let from = self.cref(defended);
        self.with_attack(|a| {
            a.target = creature;
            a.retargeted = true;
        });
        self.st.priority.acted();
        let by = self.cref(creature);
        let kind = if redirect {
            EventKind::Redirected { by, from }
        } else {
            EventKind::DefenderAssigned { defender: by, from }
        };
        self.emit(B_ATK_1, kind);
        if !redirect && !self.has(creature, Feature::Steadfast) {
            self.cr_mut(creature).closed = true;
            self.with_attack(|a| a.defender_closed = true);
            let c = self.cref(creature);
            self.emit(B_ATK_1, EventKind::Closed { creature: c });
        }
        if !redirect {
            self.defender_triggers(creature, defended);
        }
    }

    /// A feature on the stack takes effect once resolved [B-STACK-2]: Боевой клич gives +1 to
    /// its creature's roll, Яд readies a poison marker [B-ATK-1]; the others are applied by
    /// their step's module (Блок [B-ATK-1]/[B-ATK-4], Воодушевление [B-ATK-3],
    /// Кровожадность [B-ATK-2]).
    pub(crate) fn trigger_effect(&mut self, t: Trigger) {
        let creature = self.cref(t.creature);
        match t.feature {
            Feature::BattleCry => {
                self.with_attack(|a| a.bonus.push((t.creature, 1)));
                self.emit(B_ATK_1, EventKind::RollBonus { creature, bonus: 1 });
            }
            Feature::Poison(amount) => {
                self.with_attack(|a| a.poison = a.poison.saturating_add(amount));
                self.emit(B_ATK_1, EventKind::PoisonReadied { creature, amount });
            }
            Feature::Block => self.block_effect(t.creature),
            Feature::Inspire => self.inspire_effect(t.creature),
            Feature::Bloodthirst => self.bloodthirst_effect(t.creature),
            Feature::Rule(r) if r.effect == Effect::Block(Blocked::Feature) => {
                self.block_feature(t.creature, t.against)
            }
            Feature::Rule(r) => self.rule_resolved(t.creature, r),
            _ => {}
        }
    }

    /// [B-ATK-1] A face-down creature is revealed (the fixed target, or a creature declaring
    /// a strike under `rule`); a face-up one is left as it is.
    pub(crate) fn reveal(&mut self, uid: u16, rule: &'static str) {
        if self.cr(uid).hidden {
            self.cr_mut(uid).hidden = false;
            let creature = self.cref(uid);
            self.emit(rule, EventKind::Revealed { creature });
        }
    }

    /// [B-ATK-1] The stage's bullets when a block resolved in it: the attack is blocked, no
    /// die is rolled, and it ends.
    pub(crate) fn attack_blocked(&mut self) {
        let a = self.attack();
        let by = self.cref(a.blocked_by.unwrap_or(a.target));
        let (attacker, target) = (self.cref(a.attacker), self.cref(a.target));
        self.emit(B_ATK_1, EventKind::AttackBlocked { attacker, target, by });
        self.finish_attack(B_ATK_1);
    }

    /// [B-ATK-1] The stage's bullets, on its first double pass: the target is fixed and "on
    /// attack" features go on the stack, to resolve within this stage. Only the attacker
    /// will roll against a closed final target, whoever it is [B-TABLE-2] **Decision**; the
    /// one exception is a defender closed by its own stepping in (a redirecter, a steadfast
    /// defender or any target closed by something else gets the single roll).
    pub(crate) fn fix_target(&mut self) {
        let a = self.attack().clone();
        // A ranged attack gets no counter-strike: only its attacker rolls, if anyone [B-GAME-9].
        // [B-GAME-10] A card that strikes back as if open, closed, rolls as an open one.
        // [B-GAME-12] A creature fought as if open (the Tribe Matriarch's order) rolls too.
        let closed = self.cr(a.target).closed && !self.strikes_back_closed(a.target, a.attacker) && a.open_target != Some(a.target);
        let single_roll = a.ranged.is_some() || (closed && !a.defender_closed);
        self.with_attack(|a| a.single_roll = single_roll);
        let (attacker, target) = (self.cref(a.attacker), self.cref(a.target));
        self.emit(
            B_ATK_1,
            EventKind::TargetFixed {
                attacker,
                target,
                single_roll,
            },
        );
        self.reveal(a.target, B_ATK_1);
        // [B-GAME-13] The target's "when attacked" abilities, then its side's "when an ally is
        // attacked"; those that ask hold the stage until they are answered.
        self.attacked_triggers(a.attacker, a.target, a.ranged.map(|r| r.kind));
        if self.hold(crate::rulesets::berserk::trigger_choices::Resume::Attacked) {
            return;
        }
        self.after_attacked();
    }

    /// [B-GAME-13] The "when attacked" abilities answered: a fighter they killed ends the
    /// attack, one that blocked it blocks it, otherwise "on attack" features fire.
    pub(crate) fn after_attacked(&mut self) {
        if self.st.attack.is_none() {
            return;
        }
        self.deaths();
        if self.fighter_dead() {
            self.finish_attack(super::super::rules::B_GAME_13);
            return;
        }
        // [B-GAME-13] A "when attacked" ability that blocked it: the stage's block bullets.
        if self.attack().blocked_by.is_some() {
            self.attack_blocked();
            return;
        }
        self.fire(TriggerTime::OnAttack);
    }
}
