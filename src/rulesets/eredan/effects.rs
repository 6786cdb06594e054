//! The interpreter of the card vocabulary: targets, conditions and actions, plus the
//! bookkeeping of damage, healing and score [E-DMG], [E-WIN-3].

use smol_str::SmolStr;

use super::cards::{Action, Amount, Condition, Span, Trigger, Who};
use super::events::{DiscardReason, EventKind, Harm, Lasting};
use super::game::EredanGame;
use super::state::{Mod, Pos};
use crate::core::Duration;

/// Where an effect comes from.
#[derive(Debug, Clone)]
pub struct Source {
    /// Card id of the card or character whose effect this is.
    pub id: SmolStr,
    /// The character the effect is seen from (see `Who`).
    pub bearer: Pos,
}

impl EredanGame {
    /// The living characters `who` designates, seen from `bearer`. Dead characters are never
    /// targeted [E-END-3].
    pub(crate) fn targets(&self, who: Who, bearer: Pos) -> Targets {
        let st = &self.st;
        let mut t = Targets::default();
        match who {
            Who::Bearer => t.push_if_alive(st, Some(bearer)),
            Who::OpposingFighter => t.push_if_alive(st, st.opposing_fighter(bearer)),
            Who::OtherAllies => st
                .living(bearer.player)
                .filter(|p| *p != bearer)
                .for_each(|p| t.push(p)),
            Who::LivingOpponents => st.living(1 - bearer.player).for_each(|p| t.push(p)),
            Who::AllLiving => {
                for pl in st.player_order() {
                    st.living(pl).for_each(|p| t.push(p));
                }
            }
        }
        t
    }

    pub(crate) fn condition_holds(&self, cond: &Option<Condition>, bearer: Pos) -> bool {
        let Some(c) = cond else { return true };
        let v = self.view();
        c.turns.as_ref().is_none_or(|t| t.contains(self.st.turn))
            && c.bearer_class.as_ref().is_none_or(|k| v.classes(bearer).contains(k))
            && (!c.bearer_dealt_more_than_received || {
                let ch = self.st.ch(bearer);
                ch.dealt_this_combat > ch.received_this_combat
            })
    }

    /// Fires every effect of card definition `def` on `trigger` whose condition holds, seen
    /// from `bearer`, under `rule`. Returns whether the card has such effects.
    pub(crate) fn fire(&mut self, def: u16, bearer: Pos, trigger: Trigger, rule: &'static str) -> bool {
        if !self.cat.get(def).has_trigger(trigger) {
            return false;
        }
        let cat = self.cat.clone();
        let d = cat.get(def);
        let src = Source {
            id: d.id.clone(),
            bearer,
        };
        for e in d.effects.iter().filter(|e| e.when == trigger) {
            if self.condition_holds(&e.condition, bearer) {
                self.apply(rule, &src, &e.action);
            }
        }
        true
    }

    /// Fires the abilities of every living character of `player` on `trigger`, in line order.
    pub(crate) fn fire_abilities(&mut self, player: u8, trigger: Trigger, rule: &'static str) {
        for index in 0..self.st.players[usize::from(player)].characters.len() {
            let p = Pos::new(player.into(), index);
            if !self.st.ch(p).dead {
                self.fire(self.st.ch(p).def, p, trigger, rule);
            }
        }
    }

    /// Carries out one action under `rule`.
    pub(crate) fn apply(&mut self, rule: &'static str, src: &Source, action: &Action) {
        match action {
            Action::Modify {
                who,
                att,
                att_max,
                def,
                span,
                ..
            } => {
                let lasting = lasting(span.unwrap_or(Span::ThisCombat));
                for t in self.targets(*who, src.bearer) {
                    self.st.mods.add(
                        Mod {
                            who: t,
                            att: *att,
                            att_max: *att_max,
                            def: *def,
                            no_classes: false,
                        },
                        duration(lasting),
                        None,
                    );
                    let character = self.view().char_ref(t);
                    self.emit(
                        rule,
                        EventKind::Modified {
                            character,
                            att: *att,
                            att_max: *att_max,
                            def: *def,
                            lasting,
                            source: src.id.clone(),
                        },
                    );
                }
            }
            Action::Damage { who, amount, kind } => {
                for t in self.targets(*who, src.bearer) {
                    let by = (t != src.bearer).then_some(src.bearer);
                    self.damage(rule, &src.id, by, t, *amount, (*kind).into());
                }
            }
            Action::Heal { who, amount } => {
                for t in self.targets(*who, src.bearer) {
                    self.heal(rule, &src.id, t, *amount);
                }
            }
            Action::LoseLife { who, amount } => {
                for t in self.targets(*who, src.bearer) {
                    let n = match amount {
                        Amount::Fixed(n) => *n,
                        Amount::Gained {
                            pv_gained_this_turn_times: k,
                        } => self.st.ch(t).gained_this_turn * k,
                    };
                    if n > 0 {
                        self.st.ch_mut(t).pv -= n;
                        let (target, pv) = (self.view().char_ref(t), self.st.ch(t).pv);
                        self.emit(
                            rule,
                            EventKind::LostLife {
                                source: src.id.clone(),
                                target,
                                amount: n,
                                pv,
                            },
                        );
                    }
                }
            }
            Action::RemoveClasses { who, span } => {
                let lasting = lasting(*span);
                for t in self.targets(*who, src.bearer) {
                    self.st.mods.add(
                        Mod {
                            who: t,
                            att: 0,
                            att_max: 0,
                            def: 0,
                            no_classes: true,
                        },
                        duration(lasting),
                        None,
                    );
                    let character = self.view().char_ref(t);
                    self.emit(
                        rule,
                        EventKind::ClassesRemoved {
                            character,
                            lasting,
                            source: src.id.clone(),
                        },
                    );
                }
            }
            Action::DiscardLatestWeapon { who } => {
                for t in self.targets(*who, src.bearer) {
                    let latest = self
                        .st
                        .ch(t)
                        .attached
                        .iter()
                        .rposition(|a| self.cat.get(a.card.def).is_weapon());
                    if let Some(i) = latest {
                        self.detach(rule, t, i, DiscardReason::Removed);
                    }
                }
            }
            Action::WaiveRequirements {} | Action::HandLimit(_) => {}
        }
    }

    /// Deals damage; the amount applied is scored for the target's opponent [E-WIN-3].
    pub(crate) fn damage(
        &mut self,
        rule: &'static str,
        source: &SmolStr,
        by: Option<Pos>,
        t: Pos,
        amount: i32,
        harm: Harm,
    ) {
        let amount = amount.max(0);
        let ch = self.st.ch_mut(t);
        ch.pv -= amount;
        ch.received_this_combat += amount;
        let pv = ch.pv;
        if let Some(b) = by {
            self.st.ch_mut(b).dealt_this_combat += amount;
        }
        self.st.players[usize::from(1 - t.player)].score += amount;
        let target = self.view().char_ref(t);
        self.emit(
            rule,
            EventKind::Damaged {
                source: source.clone(),
                target,
                amount,
                harm,
                pv,
            },
        );
    }

    /// Heals up to max PV; PV actually gained is scored for the character's owner [E-WIN-3].
    pub(crate) fn heal(&mut self, rule: &'static str, source: &SmolStr, t: Pos, amount: i32) {
        let max = self.view().max_pv(t);
        let ch = self.st.ch_mut(t);
        let gained = amount.min(max - ch.pv).max(0);
        ch.pv += gained;
        ch.gained_this_turn += gained;
        let pv = ch.pv;
        self.st.players[usize::from(t.player)].score += gained;
        let target = self.view().char_ref(t);
        self.emit(
            rule,
            EventKind::Healed {
                source: source.clone(),
                target,
                amount: gained,
                pv,
            },
        );
    }

    /// Removes attachment `i` of `t` to its owner's discard pile; its modifiers end at once
    /// [E-EQ-5].
    pub(crate) fn detach(&mut self, rule: &'static str, t: Pos, i: usize, reason: DiscardReason) {
        let a = self.st.ch_mut(t).attached.remove(i);
        self.st.mods.end_source(a.card.uid);
        self.st.players[usize::from(a.owner)].discard.push(a.card);
        if let Some(c) = self.st.combat.as_mut() {
            for row in c.played.iter_mut() {
                for p in row.iter_mut().filter(|p| p.card.uid == a.card.uid) {
                    p.status = super::state::PlayStatus::Gone;
                }
            }
        }
        let (card, from) = (self.view().id(a.card), Some(self.view().char_ref(t)));
        self.emit(
            rule,
            EventKind::CardDiscarded {
                owner: a.owner,
                card,
                reason,
                from,
            },
        );
    }
}

/// The characters an effect acts on: at most the six of the two lines, kept without
/// allocating.
#[derive(Default)]
pub(crate) struct Targets {
    list: [Option<Pos>; 6],
    len: usize,
}

impl Targets {
    fn push(&mut self, p: Pos) {
        if self.len < self.list.len() {
            self.list[self.len] = Some(p);
            self.len += 1;
        }
    }

    fn push_if_alive(&mut self, st: &super::state::State, p: Option<Pos>) {
        if let Some(p) = p.filter(|p| !st.ch(*p).dead) {
            self.push(p);
        }
    }
}

impl IntoIterator for Targets {
    type Item = Pos;
    type IntoIter = std::iter::Flatten<std::array::IntoIter<Option<Pos>, 6>>;

    fn into_iter(self) -> Self::IntoIter {
        self.list.into_iter().flatten()
    }
}

fn lasting(span: Span) -> Lasting {
    match span {
        Span::ThisCombat => Lasting::ThisCombat,
        Span::ThisTurn => Lasting::ThisTurn,
    }
}

fn duration(l: Lasting) -> Duration {
    match l {
        Lasting::ThisCombat => Duration::ThisCombat,
        Lasting::ThisTurn => Duration::ThisTurn,
    }
}
