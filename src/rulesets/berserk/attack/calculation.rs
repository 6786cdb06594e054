//! [B-ATK-3] The calculation step (511.5.2): modifiers to the strikes' numeric values apply —
//! Натиск of the attacker, Воодушевление used by a creature outside the fight.

use smol_str::SmolStr;

use crate::rulesets::berserk::cards::{Effect, Feature};
use crate::rulesets::berserk::events::{EventKind, Step, Strength};
use crate::rulesets::berserk::game::{BerserkGame, Refusal, CLOSED_CANNOT_USE, NOT_YOURS, NO_ATTACK};
use crate::rulesets::berserk::narrate::words;
use crate::rulesets::berserk::ranged::RangedKind;
use crate::rulesets::berserk::rules::B_ATK_3;

impl BerserkGame {
    /// [B-ATK-3] The step begins.
    pub(crate) fn begin_calculation(&mut self) {
        self.begin_step(Step::Calculation, B_ATK_3);
    }

    /// [B-ATK-3] Воодушевление: in the calculation step, an open creature of `player` with
    /// the feature, not in the fight, next to its fighting ally whose strike is in force.
    pub(crate) fn check_inspire<E: Refusal>(&self, player: u8, uid: u16) -> Result<(), E> {
        let why = match &self.st.attack {
            None => NO_ATTACK,
            Some(a) => {
                let (ally, side) = self.fighting_ally(a, player);
                let side = 1 - side;
                match () {
                    _ if a.step != Step::Calculation => {
                        words!(en: "only in the calculation step", ru: "только на шаге расчёта")
                    }
                    _ if !self.living_of(player, uid) => NOT_YOURS,
                    _ if !self.has(uid, Feature::Inspire) => {
                        words!(en: "it has no Воодушевление", ru: "у него нет особенности «Воодушевление»")
                    }
                    _ if self.cr(uid).closed => CLOSED_CANNOT_USE,
                    _ if uid == a.attacker || uid == a.target => {
                        words!(en: "a creature in the fight cannot use it", ru: "существо в бою не может её применить")
                    }
                    _ if !self.near(uid, ally) => {
                        words!(en: "it must be next to its fighting ally",
                               ru: "оно должно быть рядом со своим сражающимся союзником")
                    }
                    _ if a.strikes[side].is_none() => {
                        words!(en: "its ally has no strike to strengthen", ru: "у его союзника нет удара, который можно усилить")
                    }
                    _ => return Ok(()),
                }
            }
        };
        Err(E::illegal(B_ATK_3, || {
            self.cannot(uid, words!(en: "inspire", ru: "воодушевить").worded(), why)
        }))
    }

    /// [B-ATK-3] Воодушевление resolved: +1 to its fighting ally's strike, applied as the step
    /// ends.
    pub(crate) fn inspire_effect(&mut self, by: u16) {
        let a = self.attack();
        let (_, side) = self.fighting_ally(a, self.cr(by).owner);
        self.with_attack(|a| a.value_bonus.push((1 - side, by, "inspire", 1)));
    }

    /// [B-ATK-3] End of the step: each strike's value from its striker's card, then the
    /// modifiers (Натиск of the attacker, Воодушевление).
    pub(crate) fn end_calculation(&mut self) {
        if let Some(r) = self.attack().ranged {
            // [B-GAME-9] A ranged attack is worth its card's value at the strength rolled.
            let a = self.attack();
            let strength = a.strikes[0].unwrap_or(Strength::Medium);
            let (uid, target_uid) = (a.attacker, a.target);
            // [B-GAME-9] Its card's count (wounds, strikes, poisoned creatures) read now.
            let count = self.ranged_of(uid, r.ability).and_then(|a| a.count);
            let mut value = r.table[strength.index()].saturating_add(self.ranged_count(uid, target_uid, count));
            let mut card = self.ranged_card_bonus(uid, target_uid, r);
            // [B-GAME-13] A bonus to its next throw, spent on this one.
            if r.kind == RangedKind::Throw {
                card = card.saturating_add(std::mem::take(&mut self.cr_mut(uid).next_throw));
            }
            if card > 0 {
                // [B-GAME-9] What the card adds: for its counters, or under its condition.
                value = value.saturating_add(card);
                let (striker, source) = (self.cref(uid), self.cref(uid));
                let feature = SmolStr::new_static("card_bonus");
                self.emit(B_ATK_3, EventKind::StrikeModified { striker, source, feature, amount: card, value });
            }
            // [B-GAME-13] A shot or discharge bonus gained for a while adds to the card's
            // static bonus.
            let gained = match r.kind {
                RangedKind::Shot => self.amount(uid, "shot_bonus"),
                RangedKind::Discharge => self.amount(uid, "discharge_bonus"),
                _ => 0,
            };
            let bonus = self.static_ranged_bonus(uid, target_uid, r.kind).saturating_add(gained);
            if bonus > 0 {
                // [B-GAME-10] A card's bonus to its ranged attacks of this kind; [B-GAME-13] a
                // shot bonus gained for a while.
                value = value.saturating_add(bonus);
                let (striker, source) = (self.cref(uid), self.cref(uid));
                let feature = SmolStr::new_static("ranged_bonus");
                self.emit(B_ATK_3, EventKind::StrikeModified { striker, source, feature, amount: bonus, value });
            }
            let cap = self.attack().value_cap[0].into_iter().chain(self.storm_cap(uid)).min_by_key(|&(_, cap)| cap);
            if let Some((by, cap)) = cap.filter(|&(_, cap)| cap < value) {
                // [B-GAME-12] An instant reduced the (special) strike to `cap`.
                value = cap;
                let (s, source) = (self.cref(uid), self.cref(by));
                self.emit(B_ATK_3, EventKind::StrikeCapped { striker: s, source, value });
            }
            let (attacker, target) = (self.cref(uid), self.cref(target_uid));
            self.with_attack(|a| a.values[0] = value);
            self.emit(B_ATK_3, EventKind::RangedValue { attacker, target, attack: r.kind, value });
            return;
        }
        for (striker, target, strength) in self.strikes() {
            let side = self.side(striker);
            let mut value = self.def_of(striker).strike[strength.index()];
            let mut mods: Vec<(u16, &'static str, u8)> = vec![];
            if side == 0 {
                mods.push((striker, "onslaught", self.amount(striker, "onslaught")));
            }
            for x in self.static_amounts(striker, |e| match e {
                Effect::StrikeValue(x) => Some(x),
                _ => None,
            }) {
                mods.push((striker, "rule", x));
            }
            // [B-GAME-3] The crystals paid above its cost at recruitment.
            mods.push((striker, "strike_bonus", self.cr(striker).paid_extra));
            // [B-GAME-12] A bonus an ability gave it for the battle (not a feature).
            mods.push((striker, "strike_bonus", self.cr(striker).strike_bonus));
            // [B-GAME-13] A bonus to its next strike, spent on this one.
            let next = std::mem::take(&mut self.cr_mut(striker).next_strike);
            mods.push((striker, "strike_bonus", next));
            // [B-GAME-10] A printed card's static strike bonus.
            mods.push((striker, "strike_bonus", self.static_strike_bonus(striker, target, strength)));
            for &(s, by, feature, amount) in &self.attack().value_bonus {
                if s == side {
                    mods.push((by, feature, amount));
                }
            }
            for (by, feature, amount) in mods.into_iter().filter(|m| m.2 > 0) {
                value = value.saturating_add(amount);
                let (s, source) = (self.cref(striker), self.cref(by));
                self.emit(
                    B_ATK_3,
                    EventKind::StrikeModified {
                        striker: s,
                        source,
                        feature: SmolStr::new_static(feature),
                        amount,
                        value,
                    },
                );
            }
            // [B-ATK-3] A penalty gained from a card's ability lowers it, never below 0 (not a
            // strike that cannot be reduced).
            let penalty = self.amount(striker, "strike_penalty");
            if penalty > 0 && !self.strike_not_reduced(striker) {
                value = value.saturating_sub(penalty);
                let (s, feature) = (self.cref(striker), SmolStr::new_static("strike_penalty"));
                self.emit(B_ATK_3, EventKind::StrikeReduced { striker: s, feature, amount: penalty, value });
            }
            let cap = self.attack().value_cap[side].into_iter().chain(self.storm_cap(striker)).min_by_key(|&(_, cap)| cap);
            let capped = cap.filter(|&(_, cap)| cap < value && !self.strike_not_reduced(striker));
            if let Some((by, cap)) = capped {
                // [B-GAME-12] An instant reduced the strike to `cap`, after its modifiers.
                value = cap;
                let (s, source) = (self.cref(striker), self.cref(by));
                self.emit(B_ATK_3, EventKind::StrikeCapped { striker: s, source, value });
            }
            self.with_attack(|a| a.values[side] = value);
            let (s, t) = (self.cref(striker), self.cref(target));
            self.emit(
                B_ATK_3,
                EventKind::StrikeCalculated {
                    striker: s,
                    target: t,
                    strength,
                    value,
                },
            );
        }
    }
}
