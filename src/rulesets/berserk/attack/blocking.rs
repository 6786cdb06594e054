//! [B-ATK-4] The blocking step (511.5.3): blocks and protections apply (Блок, Защита от
//! ударов). Блок is also the block of the preliminary stage [B-ATK-1]: one feature, one check.

use smol_str::SmolStr;

use crate::rulesets::berserk::cards::Feature;
use crate::rulesets::berserk::events::{EventKind, Step};
use crate::rulesets::berserk::game::{Attack, BerserkGame, Refusal, NOT_YOURS, NO_ATTACK};
use crate::rulesets::berserk::narrate::{words, Words};
use crate::rulesets::berserk::rules::{B_ATK_1, B_ATK_4};

impl BerserkGame {
    /// [B-ATK-4] The step begins.
    pub(crate) fn begin_blocking(&mut self) {
        self.begin_step(Step::Blocking, B_ATK_4);
    }

    /// The fighting creature on `player`'s side and the side of the strike aimed at it (0 the
    /// attacker's strike on the target, 1 the counter-strike on the attacker).
    pub(crate) fn fighting_ally(&self, a: &Attack, player: u8) -> (u16, usize) {
        if self.cr(a.target).owner == player {
            (a.target, 0)
        } else {
            (a.attacker, 1)
        }
    }

    /// [B-ATK-1] / [B-ATK-4] Блок: an open creature of `player` with the feature, the
    /// fighting ally itself or next to it, blocks: in the preliminary stage (before the
    /// target is fixed) the attack, if it is aimed at `player`'s side; in the blocking step
    /// the strike aimed at the ally, if there is one and it is not blocked yet.
    pub(crate) fn check_block<E: Refusal>(&self, player: u8, uid: u16) -> Result<(), E> {
        let (rule, why) = match &self.st.attack {
            None => (B_ATK_4, NO_ATTACK),
            Some(a) => {
                let rule = if a.step == Step::Preliminary { B_ATK_1 } else { B_ATK_4 };
                let (ally, side) = self.fighting_ally(a, player);
                let why = match a.step {
                    _ if !self.living_of(player, uid) => NOT_YOURS,
                    _ if !self.has(uid, Feature::Block) => {
                        words!(en: "it has no Блок", ru: "у него нет особенности «Блок»")
                    }
                    _ if self.cr(uid).closed => {
                        words!(en: "a closed creature cannot block", ru: "закрытое существо не может блокировать")
                    }
                    _ if uid != ally && !self.near(uid, ally) => {
                        words!(en: "it must be the struck creature itself or next to it",
                               ru: "это должно быть само атакованное существо или его сосед")
                    }
                    _ => match self.block_timing(a, side) {
                        Some(why) => why,
                        None => return Ok(()),
                    },
                };
                (rule, why)
            }
        };
        Err(E::illegal(rule, || {
            self.cannot(uid, words!(en: "block", ru: "блокировать").worded(), why)
        }))
    }

    /// [B-ATK-1] / [B-ATK-4] Why a block of the attack (or of the strike on the side `side`
    /// aims at) cannot be used now, if it cannot: in the preliminary stage before the target
    /// is fixed, by the attacked side, once; in the blocking step against a strike in force.
    pub(crate) fn block_timing(&self, a: &Attack, side: usize) -> Option<Words> {
        Some(match a.step {
            Step::Preliminary if a.settled => words!(en: "the target is fixed: too late to block the attack",
                                                     ru: "цель определена: блокировать атаку поздно"),
            Step::Preliminary if side != 0 => {
                words!(en: "only the attacked side blocks an attack", ru: "атаку блокирует только атакуемая сторона")
            }
            Step::Preliminary if a.blocked_by.is_some() => {
                words!(en: "the attack is already blocked", ru: "атака уже заблокирована")
            }
            Step::Preliminary => return None,
            Step::Blocking if a.strikes[side].is_none() => {
                words!(en: "no strike is aimed at its ally", ru: "по его союзнику не направлен удар")
            }
            Step::Blocking if a.strike_blocks[side] => {
                words!(en: "that strike is already blocked", ru: "этот удар уже заблокирован")
            }
            Step::Blocking => return None,
            _ => words!(en: "a block is used in the preliminary stage or the blocking step",
                        ru: "блок применяется на предварительном этапе или на шаге блокирования"),
        })
    }

    /// [B-ATK-1] / [B-ATK-4] Блок resolved: the attack is blocked (preliminary stage) or the
    /// strike on the blocker's ally will be (blocking step).
    pub(crate) fn block_effect(&mut self, blocker: u16) {
        let a = self.attack();
        let (_, side) = self.fighting_ally(a, self.cr(blocker).owner);
        self.with_attack(|a| match a.step {
            Step::Preliminary => a.blocked_by = Some(blocker),
            _ => a.strike_blocks[side] = true,
        });
    }

    /// [B-ATK-4] `target` has protection from non-magic attacks of the value of the strike of
    /// `side` by `striker`, and that strike is not magic.
    fn protected_from_value(&self, striker: u16, target: u16, side: usize) -> bool {
        let a = self.attack();
        let magic = a.ranged.is_some_and(|r| r.kind.magic()) || (side == 0 && a.ranged.is_none() && self.has(striker, Feature::MagicStrike));
        let value = a.values[side];
        let c = self.cr(target);
        !magic && !c.hidden && !self.features_ignored(target) && c.gained.iter().any(|(f, _)| *f == Feature::NonMagicProtectionOf(value))
    }

    /// [B-ATK-4] End of the step: Блок blocks the strikes it was used against, Защита от
    /// ударов the simple strikes against its bearer.
    pub(crate) fn end_blocking(&mut self) {
        for (striker, target, strength) in self.strikes() {
            let side = self.side(striker);
            let ranged = self.attack().ranged.map(|r| r.kind);
            let feature = if self.attack().strike_blocks[side] {
                "block"
            } else if ranged.is_none() && self.has(target, Feature::StrikeProtection) {
                "strike_protection"
            } else if ranged.is_none() && self.static_blocks(target, striker, strength) {
                // [B-GAME-10] A card's ability blocking simple strikes of a strength.
                "block_strikes"
            } else if let Some(p) = ranged.and_then(|k| k.protection()).filter(|&p| self.has(target, p)) {
                // [B-GAME-9] Protection from the ranged attack's kind.
                p.key()
            } else if side == 0 && ranged.is_none() && self.has(striker, Feature::MagicStrike) && self.has(target, Feature::MagicProtection) {
                // A magic simple strike on a creature protected from magic.
                "magic_protection"
            } else if self.protected_from_value(striker, target, side) {
                // [B-GAME-13] Protection from non-magic attacks of the strike's value.
                "non_magic_protection_of"
            } else if self.has(target, Feature::NonMagicAttackProtection)
                && !(ranged.is_some_and(|k| k.magic()) || (side == 0 && ranged.is_none() && self.has(striker, Feature::MagicStrike)))
            {
                // [B-GAME-12] Protection from every non-magic attack: a counter-strike is one.
                "non_magic_attack_protection"
            } else {
                continue;
            };
            self.with_attack(|a| {
                a.strikes[side] = None;
                a.values[side] = 0;
            });
            let (s, t) = (self.cref(striker), self.cref(target));
            self.emit(
                B_ATK_4,
                EventKind::StrikeBlocked {
                    striker: s,
                    target: t,
                    feature: SmolStr::new_static(feature),
                },
            );
        }
    }
}
