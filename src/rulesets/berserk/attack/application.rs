//! [B-ATK-6] The application step (511.5.5): wounds and markers go on the targets (a first
//! strike, Первый удар, before the other), death follows at once [B-DEATH]; then the attack
//! resolves and leaves the stack.

use smol_str::SmolStr;

use crate::core::Priority;
use crate::rulesets::berserk::cards::{Feature, Until};
use crate::rulesets::berserk::events::{EventKind, Step};
use crate::rulesets::berserk::game::{BerserkGame, Phase};
use crate::rulesets::berserk::ranged::RangedKind;
use crate::rulesets::berserk::rules::B_ATK_6;

impl BerserkGame {
    /// [B-ATK-6] The step begins.
    pub(crate) fn begin_application(&mut self) {
        self.begin_step(Step::Application, B_ATK_6);
    }

    /// [B-ATK-6] The step's bullets: each strike's wounds, then the poison marker of the
    /// attacker's strike if it landed; deaths follow at once [B-DEATH]. Both strikes land
    /// together, unless one striker has Первый удар and the other not: its strike lands
    /// first, and a creature it kills does not strike.
    pub(crate) fn end_application(&mut self) {
        if self.attack().ranged.is_some_and(|r| r.kind == RangedKind::FinishingStrike) {
            self.finishing_strike();
            return;
        }
        let mut strikes = self.strikes();
        let first = |g: &Self, uid: u16| g.has(uid, Feature::FirstStrike);
        let ahead = match strikes.as_slice() {
            [x, y] => first(self, x.0) != first(self, y.0),
            _ => false,
        };
        if ahead && !first(self, strikes[0].0) {
            strikes.swap(0, 1);
        }
        let mut landed = [false; 2];
        let mut struck = vec![];
        let mut dealt = vec![];
        for (i, (striker, target, _)) in strikes.iter().copied().enumerate() {
            let side = self.side(striker);
            if ahead && i == 1 {
                self.deaths();
                if self.cr(striker).dead {
                    let (s, t) = (self.cref(striker), self.cref(target));
                    let feature = SmolStr::new_static("first_strike");
                    self.emit(
                        B_ATK_6,
                        EventKind::StrikeLost {
                            striker: s,
                            target: t,
                            feature,
                        },
                    );
                    continue;
                }
            }
            landed[side] = true;
            struck.push((striker, target));
            let wounds = self.attack().values[side];
            if wounds == 0 {
                continue;
            }
            // [B-ATK-6] An ability spreads this strike's wounds over the other creatures of the
            // struck one's side.
            if let Some(by) = self.attack().spread[side] {
                if self.spread_strike(by, striker, target, wounds) {
                    continue;
                }
            }
            dealt.push((striker, target, wounds));
            let total = self.put_wounds(target, wounds);
            let hit = target;
            let (source, target) = (self.cref(striker), self.cref(target));
            self.emit(
                B_ATK_6,
                EventKind::Wounded {
                    source,
                    target,
                    wounds,
                    total,
                },
            );
            // [B-MARKER] A hunted creature wounded by the attack of a flyer.
            if striker == self.attack().attacker {
                self.hunt_wounds(striker, hit);
            }
            // [B-MARKER] A lantern's light on the struck one's cell: 1 more wound from a ranged
            // attack, or from a simple strike of the Bul'Bagur whose light it is.
            let kind = if striker == self.attack().attacker { self.attack().ranged.map(|r| r.kind) } else { None };
            match kind {
                None => self.lantern_wounds(hit, Some(striker)),
                Some(k) if crate::rulesets::berserk::triggers::AttackFilter::Ranged.covers(Some(k)) => self.lantern_wounds(hit, None),
                Some(_) => {}
            }
        }
        let a = self.attack().clone();
        // Poison rides a simple strike, and not onto a creature protected from it.
        if a.poison > 0 && landed[0] && a.ranged.is_none() && !self.has(a.target, Feature::PoisonProtection) {
            let c = self.cr_mut(a.target);
            c.poison = c.poison.saturating_add(a.poison);
            let (source, target) = (self.cref(a.attacker), self.cref(a.target));
            self.emit(
                B_ATK_6,
                EventKind::PoisonMarker {
                    source,
                    target,
                    amount: a.poison,
                },
            );
        }
        if let Some(r) = a.ranged.filter(|_| landed[0]) {
            self.ranged_then(a.attacker, a.target, r);
        }
        self.deaths();
        // [B-GAME-13] "When struck" abilities of the living creatures struck, then the
        // attacker's "on strike" abilities, after the strikes' wounds.
        for &(striker, target) in &struck {
            if !self.cr(target).dead {
                let kind = if striker == a.attacker { a.ranged.map(|r| r.kind) } else { None };
                self.struck_triggers(striker, target, kind);
            }
        }
        if a.ranged.is_none() && !self.cr(a.attacker).dead {
            let strength = if landed[0] { a.strikes[0] } else { None };
            self.strike_triggers(a.attacker, a.target, strength);
        }
        // [B-GAME-13] A miss of the attacker's simple strike: the "on a miss" abilities.
        if a.missed {
            self.miss_triggers(a.attacker);
        }
        self.deaths();
        if a.ranged.is_none() {
            self.vampirism_heals(&dealt);
            self.scavenge(&struck);
        }
    }

    /// [B-ATK-6] with [B-GAME-9] A finishing strike that was not blocked lands: its target is
    /// destroyed if it has at most the strike's value of life left (read now); it deals no
    /// wounds.
    fn finishing_strike(&mut self) {
        let a = self.attack().clone();
        if a.strikes[0].is_none() {
            return;
        }
        let (value, life_left) = (a.values[0], self.life_left(a.target));
        let killed = life_left <= value;
        let (attacker, target) = (self.cref(a.attacker), self.cref(a.target));
        self.emit(B_ATK_6, EventKind::Finished { attacker, target, value, life_left, killed });
        if killed {
            self.destroy(a.target, B_ATK_6);
        }
    }

    /// The attack ends under `rule` (resolved after the application step [B-STACK-2],
    /// blocked in the preliminary stage [B-ATK-1], or a fighter dead before the strikes): it
    /// leaves the stack, features gained until the end of the fight are lost, back to the
    /// main phase, and victory is checked [B-WIN].
    pub(crate) fn finish_attack(&mut self, rule: &'static str) {
        let a = self.attack();
        let (attacker, target) = (self.cref(a.attacker), self.cref(a.target));
        self.emit(
            rule,
            EventKind::AttackRemoved {
                attacker: attacker.clone(),
                target: target.clone(),
            },
        );
        self.st.attack = None;
        self.st.phase = Phase::Main;
        self.st.priority = Priority::new(self.st.active);
        self.lose_gained(Until::EndOfFight, None, rule);
        self.emit(B_ATK_6, EventKind::AttackEnded { attacker, target });
        self.check_win();
        // [B-GAME-13] The attacks triggers made in it follow.
        self.launch_queued();
    }

    /// Features gained until `until` are lost (by the creatures of player `of` only, if
    /// given), each an event of `rule`.
    /// [B-GAME-12] A turn of `player` ends: the features gained for a number of that player's
    /// turns count it; those whose last turn it was are lost.
    pub(crate) fn count_down_turns(&mut self, player: u8) {
        for uid in 0..self.st.creatures.len() as u16 {
            let mut lost = vec![];
            self.cr_mut(uid).gained.retain_mut(|(f, until)| match until {
                Until::TurnsOf { player: p, turns } if *p == player => {
                    *turns = turns.saturating_sub(1);
                    if *turns == 0 {
                        lost.push(*f);
                    }
                    *turns > 0
                }
                _ => true,
            });
            for f in lost {
                let creature = self.cref(uid);
                let feature = SmolStr::new_static(f.shown());
                self.emit(crate::rulesets::berserk::rules::B_TURN_2, EventKind::FeatureLost { creature, feature });
            }
        }
    }

    pub(crate) fn lose_gained(&mut self, until: Until, of: Option<u8>, rule: &'static str) {
        for uid in 0..self.st.creatures.len() as u16 {
            if of.is_some_and(|p| p != self.cr(uid).owner) {
                continue;
            }
            let lost: Vec<Feature> = self
                .cr(uid)
                .gained
                .iter()
                .filter(|g| g.1 == until)
                .map(|g| g.0)
                .collect();
            if lost.is_empty() {
                continue;
            }
            self.cr_mut(uid).gained.retain(|g| g.1 != until);
            for f in lost {
                let creature = self.cref(uid);
                let feature = SmolStr::new_static(f.shown());
                self.emit(rule, EventKind::FeatureLost { creature, feature });
            }
        }
    }
}

impl BerserkGame {
    /// [B-ATK-6] `by`'s ability (the Hermit's instant) spreads the `wounds` of `striker`'s
    /// strike on `target`: none lands on `target`; each goes onto another living creature of
    /// its side, the one `by`'s owner names (asked one wound at a time; with one such creature,
    /// all go onto it). Whether it spread them (not without another creature to take them).
    fn spread_strike(&mut self, by: u16, striker: u16, target: u16, wounds: u8) -> bool {
        let side = self.cr(target).owner;
        let others: Vec<u16> = self.alive().filter(|c| c.owner == side && c.uid != target).map(|c| c.uid).collect();
        if others.is_empty() {
            return false;
        }
        let (b, s, t) = (self.cref(by), self.cref(striker), self.cref(target));
        self.emit(B_ATK_6, EventKind::StrikeSpread { by: b, striker: s, target: t, wounds });
        if let [one] = others.as_slice() {
            self.wound_spread(target, *one, wounds);
            return true;
        }
        let ability = self
            .def_of(by)
            .abilities
            .iter()
            .enumerate()
            .position(|(i, _)| self.action_of(by, i as u8).is_some_and(|a| a.effects.contains(&crate::rulesets::berserk::actions::ActionEffect::SpreadStrike)))
            .unwrap_or(0) as u8;
        for _ in 0..wounds {
            self.ask(by, ability, false, 1, others.clone());
            if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == by && a.ability == ability && a.spread.is_none()) {
                a.spread = Some(target);
            }
        }
        true
    }

    /// [B-ATK-6] `wounds` of the strike spread from `struck` land on `onto`.
    pub(crate) fn wound_spread(&mut self, struck: u16, onto: u16, wounds: u8) {
        if self.cr(onto).dead {
            return;
        }
        self.put_wounds(onto, wounds);
        let (from, to) = (self.cref(struck), self.cref(onto));
        self.emit(B_ATK_6, EventKind::WoundsMoved { from, to, wounds });
    }
}
