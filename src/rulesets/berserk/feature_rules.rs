//! Triggered features and the declarative ones (`Feature::Rule`, docs/berserk-features.md):
//! which triggers fire at each moment of the attack [B-STACK-3], the conditions of the
//! declarative features, the static modifiers they give, and their effects once resolved.

use smol_str::SmolStr;

use super::cards::{Blocked, Condition, Effect, Feature, Rule, When, Whom};
use super::events::{EventKind, Step, TriggerTime};
use super::game::{BerserkGame, Refusal, CLOSED_CANNOT_USE, NOT_YOURS, NO_ATTACK};
use super::narrate::words;
use super::rules::{B_ATK_1, B_ATK_2, B_ATK_3, B_ATK_4, B_ATK_5, B_ATK_6, B_STACK_1};

impl BerserkGame {
    /// The features of `uid` that act: none while it is face down.
    pub(crate) fn acting_features(&self, uid: u16) -> Vec<Feature> {
        if self.cr(uid).hidden {
            vec![]
        } else {
            let gained = self.cr(uid).gained.iter().map(|(f, _)| *f);
            // [B-PROPHECY] A creature that lost its features for good keeps only those gained since.
            let card = self.def_of(uid).features.iter().copied().filter(|_| !self.cr(uid).featureless);
            card.chain(gained).collect()
        }
    }

    /// [B-STACK-3] The triggers of `when` of both fighting creatures whose condition holds go
    /// on the stack, the attacker's first.
    pub(crate) fn fire(&mut self, when: TriggerTime) {
        let a = self.attack();
        for uid in [a.attacker, a.target] {
            for f in self.acting_features(uid) {
                if f.timing() == Some(when) && self.trigger_condition(uid, f) {
                    self.put_trigger(uid, f, when);
                }
            }
        }
    }

    /// A trigger's condition: Яд is the attacker's, Кровожадность needs its strong strike, a
    /// declarative feature its `if`.
    fn trigger_condition(&self, uid: u16, f: Feature) -> bool {
        match f {
            Feature::Poison(_) => uid == self.attack().attacker,
            Feature::Bloodthirst => {
                self.condition_holds(uid, Some(Condition::Strikes(super::events::Strength::Strong)))
            }
            Feature::Rule(r) => self.condition_holds(uid, r.condition),
            _ => true,
        }
    }

    /// Whether `condition` holds of `uid` in the attack now (no condition always holds).
    pub(crate) fn condition_holds(&self, uid: u16, condition: Option<Condition>) -> bool {
        let a = self.attack();
        match condition {
            None => true,
            Some(Condition::Attacking) => uid == a.attacker,
            Some(Condition::Defending) => uid == a.target,
            Some(Condition::Strikes(s)) => self.strikes().iter().any(|&(by, _, k)| by == uid && k == s),
            Some(Condition::RollAtLeast(n)) => {
                let side = if uid == a.attacker { 0 } else { 1 };
                (uid == a.attacker || uid == a.target) && a.rolls[side].is_some_and(|r| r >= n)
            }
        }
    }

    /// The amounts of `uid`'s static declarative features with an effect `pick` accepts
    /// whose condition holds now.
    pub(crate) fn static_amounts(&self, uid: u16, pick: fn(Effect) -> Option<u8>) -> Vec<u8> {
        self.acting_features(uid)
            .into_iter()
            .filter_map(|f| match f {
                Feature::Rule(Rule {
                    when: When::Static,
                    condition,
                    effect,
                }) if self.condition_holds(uid, condition) => pick(effect),
                _ => None,
            })
            .collect()
    }

    /// The rule of the step in progress (events of a resolved feature name it).
    pub(crate) fn step_rule(&self) -> &'static str {
        match self.attack().step {
            Step::Preliminary => B_ATK_1,
            Step::DieRoll => B_ATK_2,
            Step::Calculation => B_ATK_3,
            Step::Blocking => B_ATK_4,
            Step::EffectModification => B_ATK_5,
            Step::Application => B_ATK_6,
        }
    }

    /// [B-STACK-1] An instant written as data: its owner's open, face-up creature, the
    /// fighting ally itself or next to it, uses a `Rule` of `when: {"instant": step}` in that
    /// step (a die modifier before the roll is taken), if the rule's condition holds of the
    /// ally and, for a strike-value modifier, the ally has a strike.
    pub(crate) fn check_use<E: Refusal>(&self, player: u8, uid: u16, index: u8) -> Result<(), E> {
        let why = match &self.st.attack {
            None => NO_ATTACK,
            Some(a) => {
                let (ally, side) = self.fighting_ally(a, player);
                let rule =
                    self.creature(uid)
                        .and_then(|c| match self.cat.get(c.def).features.get(usize::from(index)) {
                            Some(Feature::Rule(r)) => Some(*r),
                            _ => None,
                        });
                match (self.creature(uid), rule) {
                    _ if !self.living_of(player, uid) => NOT_YOURS,
                    (_, None) => words!(en: "that feature is not an instant written as data",
                                        ru: "эта особенность — не мгновенное действие, записанное данными"),
                    (Some(c), _) if c.hidden => words!(en: "a face-down creature's features do not act",
                                                       ru: "особенности скрытого существа не действуют"),
                    (Some(c), _) if c.closed => CLOSED_CANNOT_USE,
                    (_, Some(r)) if r.when != When::Instant(a.step) => {
                        words!(en: "it is not used in this step", ru: "она не применяется на этом шаге")
                    }
                    (
                        _,
                        Some(Rule {
                            effect: Effect::Die(_), ..
                        }),
                    ) if a.settled => words!(en: "the roll has been taken", ru: "бросок уже принят"),
                    (Some(_), _) if uid != ally && !self.near(uid, ally) => {
                        words!(en: "it must be in the fight or next to its fighting ally",
                               ru: "оно должно быть в бою или рядом со своим сражающимся союзником")
                    }
                    (_, Some(r)) if !self.condition_holds(ally, r.condition) => {
                        words!(en: "its condition does not hold", ru: "её условие не выполнено")
                    }
                    (
                        _,
                        Some(Rule {
                            effect: Effect::StrikeValue(_),
                            ..
                        }),
                    ) if a.strikes[1 - side].is_none() => {
                        words!(en: "its ally has no strike", ru: "у его союзника нет удара")
                    }
                    (
                        _,
                        Some(Rule {
                            effect: Effect::Block(Blocked::Feature),
                            ..
                        }),
                    ) if self.top_blockable(player).is_none() => {
                        words!(en: "the top of the stack is not a feature of the other side",
                               ru: "наверху стека не особенность другой стороны")
                    }
                    (
                        _,
                        Some(Rule {
                            effect: Effect::Block(Blocked::Attack),
                            ..
                        }),
                    ) => match self.block_timing(a, side) {
                        Some(why) => why,
                        None => return Ok(()),
                    },
                    _ => return Ok(()),
                }
            }
        };
        Err(E::illegal(B_STACK_1, || {
            let act = words!(en: "use feature", ru: "применить особенность").worded();
            self.cannot(uid, &format!("{act} {index}"), why)
        }))
    }

    /// The other side's feature on top of the stack, which a block of `player` may be aimed at.
    fn top_blockable(&self, player: u8) -> Option<super::game::Trigger> {
        let n = self.st.priority.items().len();
        n.checked_sub(1).and_then(|i| self.blockable(player, i))
    }

    /// A declarative feature resolved [B-STACK-2]: a trigger acts on its own creature, an
    /// instant on its user's fighting ally.
    pub(crate) fn rule_resolved(&mut self, uid: u16, r: Rule) {
        let who = match r.when {
            When::Instant(_) => self.fighting_ally(self.attack(), self.cr(uid).owner).0,
            _ => uid,
        };
        self.rule_effect(uid, who, r.effect);
    }

    /// A declarative feature's effect on `uid`, given by `by`, in the step in progress.
    fn rule_effect(&mut self, by: u16, uid: u16, effect: Effect) {
        let rule = self.step_rule();
        let creature = self.cref(uid);
        let a = self.attack().clone();
        match effect {
            Effect::Die(bonus) => {
                self.with_attack(|a| a.bonus.push((uid, bonus)));
                self.emit(rule, EventKind::RollBonus { creature, bonus });
            }
            Effect::StrikeValue(x) => {
                let side = usize::from(uid != a.attacker);
                self.with_attack(|a| a.value_bonus.push((side, by, "rule", x)));
            }
            Effect::Heal(x) => {
                self.heal(uid, x, "rule", rule);
            }
            Effect::Wounds(wounds) => {
                let other = if uid == a.attacker { a.target } else { a.attacker };
                let total = self.put_wounds(other, wounds);
                let (source, target) = (self.cref(by), self.cref(other));
                self.emit(
                    rule,
                    EventKind::Wounded {
                        source,
                        target,
                        wounds,
                        total,
                    },
                );
                self.deaths();
                if self.fighter_dead() {
                    // A fighter died before the strikes landed: the attack is over.
                    self.finish_attack(rule);
                }
            }
            Effect::Poison(amount) if uid == a.attacker => {
                self.with_attack(|a| a.poison = a.poison.saturating_add(amount));
                self.emit(rule, EventKind::PoisonReadied { creature, amount });
            }
            Effect::Poison(_) => {}
            // A block of a feature is resolved with the position it is aimed at
            // (`block_feature`); a block of the attack is Блок's own effect.
            Effect::Block(Blocked::Feature) => {}
            Effect::Block(Blocked::Attack) => self.block_effect(by),
            Effect::Gain(g) => {
                let (feature, until) = (g.feature.feature(), g.until);
                self.cr_mut(uid).gained.push((feature, until));
                let key = SmolStr::new_static(feature.key());
                self.emit(
                    rule,
                    EventKind::FeatureGained {
                        creature,
                        feature: key,
                        until,
                    },
                );
            }
            Effect::Close(whom) | Effect::Open(whom) => {
                let other = if uid == a.attacker { a.target } else { a.attacker };
                let at = if whom == Whom::It { uid } else { other };
                let close = matches!(effect, Effect::Close(_));
                // Opened or closed by an effect, a defender's closing is no longer its own
                // [B-TABLE-2] Decision.
                if !self.cr(at).dead && self.set_closed(at, close, rule) && at == a.target {
                    self.with_attack(|a| a.defender_closed = false);
                }
            }
        }
    }
}
