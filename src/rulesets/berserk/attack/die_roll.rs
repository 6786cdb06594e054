//! [B-ATK-2] The die-roll step (511.5.1): both players roll (only the attacker against a
//! closed creature [B-TABLE-2]); Удача may reroll; when it ends the die modifiers apply, the
//! strike table gives the strikes [B-TABLE] and the striking cards become attacking.

use smol_str::SmolStr;

use crate::rulesets::berserk::cards::{Effect, Feature};
use crate::rulesets::berserk::events::{EventKind, Role, Step, TriggerTime};
use crate::rulesets::berserk::game::{BerserkGame, Refusal, StackEntry};
use crate::rulesets::berserk::narrate::{say, Lang};
use crate::rulesets::berserk::rules::B_ATK_2;

impl BerserkGame {
    /// The fighting creature whose die `role` is.
    fn roller(&self, role: Role) -> u16 {
        let a = self.attack();
        match role {
            Role::Attacker => a.attacker,
            Role::Defender => a.target,
        }
    }

    /// [B-ATK-2] The step begins: the dice are rolled, and the roll goes on the stack. A
    /// fighter whose card rolls two dice keeps one, its owner's choice: the roll waits for it.
    pub(crate) fn begin_die_roll(&mut self) {
        self.begin_step(Step::DieRoll, B_ATK_2);
        let roles: &[Role] = if self.attack().single_roll {
            &[Role::Attacker]
        } else {
            &[Role::Attacker, Role::Defender]
        };
        let mut keeping = false;
        for &role in roles {
            // [B-GAME-13] A roll an ability fixed: no die is rolled.
            let uid = self.roller(role);
            let value = match std::mem::take(&mut self.cr_mut(uid).next_roll) {
                0 => self.st.rng.d6(),
                value => {
                    let creature = self.cref(uid);
                    self.emit(B_ATK_2, EventKind::RollFixed { creature, value, rolled: true });
                    self.keep_die(uid, role, value);
                    continue;
                }
            };
            // [B-GAME-10] Two dice for a card that rolls twice when it fights (a simple
            // strike's fighters; a ranged attack's die is its attacker's alone).
            let other = if role == Role::Attacker { self.attack().target } else { self.attack().attacker };
            if let Some(ability) = self.rolls_twice(uid, other).filter(|_| self.attack().ranged.is_none()) {
                let second = self.st.rng.d6();
                let (player, creature) = (self.cr(uid).owner, self.cref(uid));
                self.emit(B_ATK_2, EventKind::DiceRolledTwice { player, creature, role, dice: [value, second] });
                self.ask_die(uid, ability, role, [value, second]);
                keeping = true;
                continue;
            }
            self.keep_die(uid, role, value);
        }
        if keeping && self.hold(crate::rulesets::berserk::trigger_choices::Resume::RollPut) {
            return;
        }
        self.roll_put();
    }

    /// [B-ATK-2] `uid`'s die for `role` is `value`.
    pub(crate) fn keep_die(&mut self, uid: u16, role: Role, value: u8) {
        self.with_attack(|a| a.rolls[role.index()] = Some(value));
        let player = self.cr(uid).owner;
        self.emit(B_ATK_2, EventKind::DieRolled { player, role, value });
    }

    /// [B-ATK-2] The dice rolled (and kept), the roll goes on the stack.
    pub(crate) fn roll_put(&mut self) {
        let [attacker_roll, defender_roll] = self.attack().rolls;
        let active = self.st.active;
        self.st.priority.put(active, StackEntry::Roll);
        self.emit(
            B_ATK_2,
            EventKind::RollPut {
                attacker_roll: attacker_roll.unwrap_or(0),
                defender_roll,
            },
        );
    }

    /// [B-ATK-2] Удача: in the die-roll step, a fighting creature of `player` with the
    /// feature, unused this turn, rerolls a die that was rolled.
    pub(crate) fn check_reroll<E: Refusal>(&self, player: u8, uid: u16, role: Role) -> Result<(), E> {
        let legal = self.st.attack.as_ref().is_some_and(|a| {
            a.step == Step::DieRoll
                && !a.settled
                && (uid == a.attacker || uid == a.target)
                && self.creature(uid).is_some_and(|c| c.owner == player && !c.luck_used)
                && self.has(uid, Feature::Luck)
                && a.rolls[role.index()].is_some()
        });
        if legal {
            return Ok(());
        }
        Err(E::illegal(B_ATK_2, || {
            let c = self.name(uid);
            say!(Lang::worded(),
                en: "{c} cannot reroll: only in the die-roll step before the roll is taken, by a fighting creature with Удача unused this turn",
                ru: "{c} не может перебросить кубик: только на шаге броска кубика, пока бросок не принят, и только сражающееся существо с особенностью «Удача», не применённой в этот ход")
        }))
    }

    /// [B-ATK-2] Удача: a die rerolled; priority passes again.
    pub(crate) fn reroll(&mut self, creature: u16, role: Role) {
        let old = self.attack().rolls[role.index()].unwrap_or(0);
        let value = self.st.rng.d6();
        self.with_attack(|a| a.rolls[role.index()] = Some(value));
        self.cr_mut(creature).luck_used = true;
        self.st.priority.acted();
        let player = self.cr(creature).owner;
        let by = self.cref(creature);
        self.emit(
            B_ATK_2,
            EventKind::DieRerolled {
                player,
                by,
                role,
                old,
                value,
            },
        );
    }

    /// [B-ATK-2] The step's bullets, when both pass with the roll on top of the stack: die
    /// modifiers (Опыт в атаке / в защите, Боевой клич, data ones) apply to the last rolls;
    /// their values are the roll's, and it leaves the stack; the strike table gives the
    /// strikes, and unless an exchange choice is awaited [B-TABLE-1] the strikers attack.
    pub(crate) fn give_strikes(&mut self) {
        self.with_attack(|a| a.settled = true);
        let a = self.attack().clone();
        let mut values = [0u8; 2];
        for role in [Role::Attacker, Role::Defender] {
            let Some(roll) = a.rolls[role.index()] else { continue };
            let mut value = roll;
            let uid = self.roller(role);
            let mut mods: Vec<(&'static str, u8)> = vec![];
            // A ranged attack's die is read as it falls (its card's value is what varies).
            let simple = a.ranged.is_none();
            match role {
                Role::Attacker => mods.push(("attack_experience", self.amount(uid, "attack_experience"))),
                Role::Defender => mods.push(("defence_experience", self.amount(uid, "defence_experience"))),
            }
            let cry = a
                .bonus
                .iter()
                .filter(|(c, _)| *c == uid)
                .map(|(_, b)| *b)
                .fold(0u8, u8::saturating_add);
            mods.push(("battle_cry", cry));
            // [B-GAME-12] A mark on the other fighter: +N to the rolls of the marking side.
            let other = if uid == a.attacker { a.target } else { a.attacker };
            let owner = self.cr(uid).owner;
            let marked = self.cr(other).marked.iter().filter(|m| m.0 == owner).map(|m| m.1).fold(0u8, u8::saturating_add);
            mods.push(("marked", marked));
            for x in self.static_amounts(uid, |e| match e {
                Effect::Die(x) => Some(x),
                _ => None,
            }) {
                mods.push(("rule", x));
            }
            for (feature, amount) in mods.into_iter().filter(|(_, x)| *x > 0 && simple) {
                value = value.saturating_add(amount);
                let source = self.cref(uid);
                self.emit(
                    B_ATK_2,
                    EventKind::DieModified {
                        role,
                        source,
                        feature: SmolStr::new_static(feature),
                        amount,
                        value,
                    },
                );
            }
            // [B-ATK-2] +1 or −1 from a card's ability, on any attack's die (at least 0).
            for &(by, r, shift) in &a.shifts {
                if r != role {
                    continue;
                }
                let (source, feature) = (self.cref(by), SmolStr::new_static("card_bonus"));
                if shift > 0 {
                    value = value.saturating_add(1);
                    self.emit(B_ATK_2, EventKind::DieModified { role, source, feature, amount: 1, value });
                } else {
                    let amount = value.min(1);
                    value -= amount;
                    self.emit(B_ATK_2, EventKind::DieLowered { role, source, feature, amount, value });
                }
            }
            // [B-ATK-2] Неуклюжесть: 1 off its own die, after the bonuses (at least 0).
            let other = if role == Role::Attacker { a.target } else { a.attacker };
            if simple && self.clumsy(uid, other) {
                let amount = value.min(1);
                value -= amount;
                let (source, feature) = (self.cref(uid), SmolStr::new_static("clumsy"));
                self.emit(B_ATK_2, EventKind::DieLowered { role, source, feature, amount, value });
            }
            values[role.index()] = value;
        }
        self.emit(
            B_ATK_2,
            EventKind::RollRemoved {
                attacker_roll: values[0],
                defender_roll: a.rolls[1].map(|_| values[1]),
            },
        );
        if !self.determine_strikes(values) {
            self.strikers_attack();
        }
    }

    /// [B-ATK-2] The striking cards become attacking, their targets attacked; "on die roll"
    /// features go on the stack, to resolve within this step.
    pub(crate) fn strikers_attack(&mut self) {
        for (striker, target, strength) in self.strikes() {
            let (striker, target) = (self.cref(striker), self.cref(target));
            self.emit(
                B_ATK_2,
                EventKind::Striking {
                    striker,
                    target,
                    strength,
                },
            );
        }
        self.fire(TriggerTime::OnDieRoll);
    }

    /// [B-ATK-2] Кровожадность resolved: its creature heals 1 wound, if it has one.
    pub(crate) fn bloodthirst_effect(&mut self, uid: u16) {
        self.heal(uid, 1, "bloodthirst", B_ATK_2);
    }
}
