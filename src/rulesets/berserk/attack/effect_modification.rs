//! [B-ATK-5] The effect-modification step (511.5.4): replacement effects (Каменная кожа),
//! then prevention effects (Броня).

use smol_str::SmolStr;

use crate::rulesets::berserk::cards::Feature;
use crate::rulesets::berserk::events::{EventKind, Step, Strength};
use crate::rulesets::berserk::game::BerserkGame;
use crate::rulesets::berserk::static_abilities::Hit;
use crate::rulesets::berserk::ranged::RangedKind;
use crate::rulesets::berserk::rules::B_ATK_5;

impl BerserkGame {
    /// [B-ATK-5] The step begins.
    pub(crate) fn begin_effect_modification(&mut self) {
        self.begin_step(Step::EffectModification, B_ATK_5);
    }

    /// [B-ATK-5] with [B-GAME-10]: a simple strike on a creature whose card limits the strikes
    /// on it becomes of the strength it allows (the calculation's modifiers kept, as for
    /// Каменная кожа), then is worth at most what it allows.
    fn limit_strikes_against(&mut self) {
        for (striker, target, strength) in self.strikes() {
            let side = self.side(striker);
            let (most, worth) = self.strikes_against_limits(target, striker);
            let feature = SmolStr::new_static("strikes_against_reduced_to");
            if let Some(to) = most.filter(|&m| m < strength) {
                let strike = self.def_of(striker).strike;
                let modifiers = self.attack().values[side].saturating_sub(strike[strength.index()]);
                let value = strike[to.index()].saturating_add(modifiers);
                self.with_attack(|a| {
                    a.strikes[side] = Some(to);
                    a.values[side] = value;
                });
                let (s, t) = (self.cref(striker), self.cref(target));
                let (from, feature) = (strength, feature.clone());
                self.emit(B_ATK_5, EventKind::StrikeReplaced { striker: s, target: t, feature, from, to, value });
            }
            let before = self.attack().values[side];
            if let Some(value) = worth.filter(|&w| w < before) {
                self.with_attack(|a| a.values[side] = value);
                let (target, prevented) = (self.cref(target), before - value);
                self.emit(B_ATK_5, EventKind::WoundsPrevented { target, feature, prevented, value });
            }
        }
    }

    /// [B-ATK-5] End of the step: a strong strike on Каменная кожа becomes medium (magic ones
    /// too), then Броня prevents wounds up to what it has left this turn, but not those of a
    /// magic strike (Магический удар; a counter-strike is never magic).
    pub(crate) fn end_effect_modification(&mut self) {
        // [B-GAME-9] A finishing strike deals no wounds: nothing to replace or prevent.
        if self.attack().ranged.is_some_and(|r| r.kind == RangedKind::FinishingStrike) {
            return;
        }
        if self.attack().ranged.is_none() {
            self.limit_strikes_against();
        }
        for (striker, target, strength) in self.strikes() {
            // [B-GAME-10] A strike that cannot be reduced keeps its strength.
            let stone_skin = self.has(target, Feature::StoneSkin) && !self.strike_not_reduced(striker);
            if strength == Strength::Strong && stone_skin && self.attack().ranged.is_none() {
                // **Decision** [B-ATK-5]: the kind changes, the calculation step's modifiers
                // (what the value holds above the strong one) stay: medium plus them.
                let side = self.side(striker);
                let strike = self.def_of(striker).strike;
                let modifiers = self.attack().values[side].saturating_sub(strike[Strength::Strong.index()]);
                let value = strike[Strength::Medium.index()].saturating_add(modifiers);
                self.with_attack(|a| {
                    a.strikes[side] = Some(Strength::Medium);
                    a.values[side] = value;
                });
                let (s, t) = (self.cref(striker), self.cref(target));
                self.emit(
                    B_ATK_5,
                    EventKind::StrikeReplaced {
                        striker: s,
                        target: t,
                        feature: SmolStr::new_static("stone_skin"),
                        from: Strength::Strong,
                        to: Strength::Medium,
                        value,
                    },
                );
            }
        }
        for (striker, target, _) in self.strikes() {
            let side = self.side(striker);
            let value = self.attack().values[side];
            let armour = self.amount(target, "armour");
            let left = armour.saturating_sub(self.cr(target).armour_used);
            // Magic: the attacker's Магический удар, or a ranged attack that is magic [B-GAME-9].
            let magic = match self.attack().ranged {
                Some(r) if r.kind.magic() => Some(r.kind.key()),
                Some(_) => None,
                None => self.has(striker, Feature::MagicStrike).then_some("magic_strike"),
            };
            if let (0, Some(feature), true) = (side, magic, left > 0 && value > 0) {
                let (s, t) = (self.cref(striker), self.cref(target));
                self.emit(
                    B_ATK_5,
                    EventKind::ArmourIgnored {
                        striker: s,
                        target: t,
                        feature: SmolStr::new_static(feature),
                    },
                );
                continue;
            }
            let prevented = left.min(value);
            self.cr_mut(target).armour_used += prevented;
            self.prevent(side, target, prevented, "armour");
        }
        // [B-GAME-10] Printed cards' reductions from kinds of attack, after armour.
        for (striker, target, strength) in self.strikes() {
            let side = self.side(striker);
            let value = self.attack().values[side];
            let ranged = self.attack().ranged.filter(|_| side == 0).map(|r| r.kind);
            let (s, t) = (self.cr(striker), self.cr(target));
            let hit = Hit {
                ranged,
                magic: ranged.is_some_and(|k| k.magic()) || (side == 0 && ranged.is_none() && self.has(striker, Feature::MagicStrike)),
                directed: side == 0 && self.has(striker, Feature::DirectedStrike),
                diagonal: s.cell[0] != t.cell[0] && s.cell[1] != t.cell[1] && !s.flying && !t.flying,
                flyer: s.flying,
                weak: strength == Strength::Weak,
            };
            let prevented = self.static_reduction(target, striker, hit).min(value);
            self.prevent(side, target, prevented, "damage_reduction");
        }
    }

    /// [B-ATK-5] `prevented` wounds of the strike of `side` on `target` prevented by `feature`.
    fn prevent(&mut self, side: usize, target: u16, prevented: u8, feature: &'static str) {
        if prevented == 0 {
            return;
        }
        let value = self.attack().values[side] - prevented;
        self.with_attack(|a| a.values[side] = value);
        let target = self.cref(target);
        let feature = SmolStr::new_static(feature);
        self.emit(B_ATK_5, EventKind::WoundsPrevented { target, feature, prevented, value });
    }
}
