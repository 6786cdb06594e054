//! [B-VALHALLA] Вальхалла: an ability that acts from the graveyard. At the start of its owner's
//! turn, each card of theirs lying in the graveyard (a dead creature) with a Valhalla ability
//! acts on one of its owner's living creatures, chosen by the owner: with one creature to
//! choose from it acts on it at once; with several the owner decides (a `valhalla` decision,
//! one option per creature), one Valhalla at a time in the order of the cards (creature uid).
//! The Valhallas act after the creatures open, poison acts and the incarnations
//! [B-INCARNATION], before counters and the "at the start of the turn" abilities (B-TURN-1,
//! B-GAME-11, B-GAME-13). This module keeps the queue of what the graveyard does at the start
//! of a turn, and its decisions.

use serde::Serialize;
use serde_json::Value;

use super::abilities::Ability;
use super::actions::{self, ActionEffect};
use super::cards::{Feature, Until};
use super::events::EventKind;
use super::game::{BerserkGame, Choice, Refusal};
use super::narrate::{say, words, Lang};
use super::rules::B_VALHALLA;
use crate::core::ByPlayer;

/// A Valhalla ability the engine plays: what it does to the creature its owner chooses.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Valhalla {
    pub effects: Vec<ActionEffect>,
    /// It acts only on a creature of this class (`own_jordling`: `"jordling"`).
    pub class: Option<&'static str>,
}

/// The Valhalla ability `a` is, if the engine plays it: `{"when": "valhalla", "target":
/// "own_creature", "do": ...}` with no cost, condition or option, doing wounds, healing,
/// counters or gained features (until the end of the turn: the turn it acts in is its
/// owner's); `{"attack_experience_bonus": N}` is Опыт в атаке N gained.
pub fn valhalla(a: &Ability) -> Option<Valhalla> {
    let plain = a.when == "valhalla"
        && !a.optional
        && a.condition.is_none()
        && a.cost.is_empty()
        && a.kind.is_none()
        && a.whose.is_none();
    let class = match a.target.as_ref().and_then(Value::as_str) {
        Some("own_creature") => None,
        Some("own_jordling") => Some("jordling"),
        _ => return None,
    };
    if !plain {
        return None;
    }
    let effects = match experience(&a.effect) {
        Some(n) if a.until.as_ref().and_then(Value::as_str) == Some("end_of_turn") => {
            vec![ActionEffect::Gain(Feature::AttackExperience(n), Until::EndOfTurn)]
        }
        Some(_) => return None,
        None => actions::lasting(a, "end_of_turn", Until::EndOfTurn)?,
    };
    let acts = |e: &ActionEffect| {
        matches!(
            e,
            ActionEffect::Wounds(_) | ActionEffect::Heal(_) | ActionEffect::Counters(_) | ActionEffect::Gain(..)
        )
    };
    (!effects.is_empty() && effects.iter().all(acts)).then_some(Valhalla { effects, class })
}

/// `{"attack_experience_bonus": N}`: N.
fn experience(v: &Value) -> Option<u8> {
    let o = v.as_object().filter(|o| o.len() == 1)?;
    u8::try_from(o.get("attack_experience_bonus")?.as_u64()?).ok().filter(|n| *n > 0)
}

/// What a card in the graveyard does at the start of its owner's turn, in that order: it
/// incarnates [B-INCARNATION], or its Valhalla acts [B-VALHALLA].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "act", rename_all = "snake_case")]
pub enum GraveAct {
    Incarnate { creature: u16 },
    Valhalla { creature: u16, ability: u8 },
}

/// The acts from the graveyard of a start of turn still to come, and the creatures that moved
/// in the turn before (for the start of the turn's abilities that follow).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct GraveQueue {
    pub queue: Vec<GraveAct>,
    pub moved_last: Vec<u16>,
}

impl BerserkGame {
    /// The Valhalla ability `ability` of `uid`'s card, if the engine plays it.
    fn valhalla_of(&self, uid: u16, ability: u8) -> Option<Valhalla> {
        self.def_of(uid).abilities.get(usize::from(ability)).and_then(valhalla)
    }

    /// The living creatures of `player` the Valhalla `ability` of `source` may act on: of its
    /// class, if it names one. **Decision:** a face-down card shows no class, so only a face-up
    /// creature is of one (choosing a face-down one would tell the opponent its class).
    fn valhalla_targets(&self, source: u16, ability: u8) -> Vec<u16> {
        let player = self.cr(source).owner;
        let class = self.valhalla_of(source, ability).and_then(|v| v.class);
        let of_class = |c: &super::game::Creature| class.is_none_or(|k| !c.hidden && self.def_of(c.uid).classes.iter().any(|x| x == k));
        self.alive().filter(|c| c.owner == player && of_class(c)).map(|c| c.uid).collect()
    }

    /// At the start of the active player's turn, the cards of theirs in the graveyard act:
    /// incarnation tokens and incarnations [B-INCARNATION], then Valhallas [B-VALHALLA]. `true`
    /// if the owner must choose first (the start of the turn goes on once the last has acted).
    pub(crate) fn start_graveyard(&mut self, moved_last: Vec<u16>) -> bool {
        let active = self.st.active;
        let mut queue = vec![];
        let mut valhallas = vec![];
        for c in self.st.creatures.iter().filter(|c| c.in_graveyard() && c.owner == active) {
            let def = self.cat.get(c.def);
            if def.abilities.iter().any(|a| super::incarnation::incarnation(a).is_some()) {
                queue.push(GraveAct::Incarnate { creature: c.uid });
            }
            for (i, a) in def.abilities.iter().enumerate() {
                if let (Some(_), Ok(ability)) = (valhalla(a), u8::try_from(i)) {
                    valhallas.push(GraveAct::Valhalla { creature: c.uid, ability });
                }
            }
        }
        // [B-VALHALLA] Ragnar on the board: the turn's first Valhalla of his side acts twice,
        // its owner choosing again whom it acts on the second time.
        if let (Some(&first), Some((ragnar, ability))) = (valhallas.first(), self.valhalla_twice(active)) {
            valhallas.insert(1, first);
            let creature = self.cref(ragnar);
            self.emit(B_VALHALLA, EventKind::AbilityTriggered { creature, ability, when: smol_str::SmolStr::new_static("valhalla_twice") });
        }
        queue.extend(valhallas);
        if queue.is_empty() {
            return false;
        }
        // Death is a rule action: what the poison killed is in the graveyard before they act.
        self.deaths();
        self.st.graveyard = Some(Box::new(GraveQueue { queue, moved_last }));
        let paused = self.run_graveyard();
        if !paused {
            self.st.graveyard = None;
        }
        paused
    }

    /// The next act from the graveyard that needs a choice, if any.
    pub(crate) fn grave_head(&self) -> Option<GraveAct> {
        self.st.graveyard.as_ref().and_then(|v| v.queue.first().copied())
    }

    fn grave_pop(&mut self) {
        if let Some(v) = self.st.graveyard.as_mut() {
            v.queue.remove(0);
        }
    }

    /// Acts the queued acts that need no choice; `true` if the next needs one.
    fn run_graveyard(&mut self) -> bool {
        while let Some(act) = self.grave_head() {
            match act {
                GraveAct::Valhalla { creature, ability } => {
                    let targets = self.valhalla_targets(creature, ability);
                    match targets.as_slice() {
                        [] => {}
                        [target] => self.act_valhalla(creature, ability, *target),
                        _ => return true,
                    }
                }
                GraveAct::Incarnate { creature } => {
                    if self.incarnation_token(creature) {
                        let cells = self.incarnation_cells(creature);
                        match cells.as_slice() {
                            [] => {}
                            [cell] => self.incarnate(creature, *cell),
                            _ => return true,
                        }
                    }
                }
            }
            self.grave_pop();
        }
        false
    }

    /// The decision the next act from the graveyard awaits.
    pub(crate) fn graveyard_decision(&self) -> Option<super::game::DecisionKind> {
        use super::game::DecisionKind;
        Some(match self.grave_head()? {
            GraveAct::Valhalla { .. } => DecisionKind::Valhalla,
            GraveAct::Incarnate { .. } => DecisionKind::Incarnation,
        })
    }

    /// [B-VALHALLA] The Valhalla `ability` of `source` (in the graveyard) acts on `target`.
    fn act_valhalla(&mut self, source: u16, ability: u8, target: u16) {
        let Some(v) = self.valhalla_of(source, ability) else { return };
        let (creature, on) = (self.cref(source), self.cref(target));
        self.emit(B_VALHALLA, EventKind::ValhallaActed { creature, ability, target: on });
        for e in v.effects {
            self.action_effect(source, target, e);
        }
        self.deaths();
    }

    /// The Valhalla awaiting its owner's choice: (its card, its ability's number).
    fn valhalla_pending(&self) -> Option<(u16, u8)> {
        match self.grave_head()? {
            GraveAct::Valhalla { creature, ability } => Some((creature, ability)),
            GraveAct::Incarnate { .. } => None,
        }
    }

    /// [B-VALHALLA] The options of the Valhalla awaiting `player`'s choice: one per creature
    /// it may act on.
    pub(crate) fn valhalla_options(&self, player: u8) -> Vec<Choice> {
        let Some((creature, ability)) = self.valhalla_pending() else { return vec![] };
        self.valhalla_targets(creature, ability).into_iter().map(|target| Choice::Valhalla { player, creature, target }).collect()
    }

    pub(crate) fn check_valhalla<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_VALHALLA, player, choice.player()));
        }
        let Some((source, ability)) = self.valhalla_pending() else {
            return Err(E::not_an_option(B_VALHALLA, words!(en: "no Valhalla is waiting", ru: "никакая Вальхалла не ждёт")));
        };
        let &Choice::Valhalla { creature, target, .. } = choice else {
            return Err(E::not_an_option(
                B_VALHALLA,
                words!(en: "Valhalla: choose the creature of yours it acts on",
                       ru: "Вальхалла: выберите ваше существо, на которое она действует"),
            ));
        };
        if creature != source {
            return Err(E::illegal(B_VALHALLA, || {
                let n = self.name(source);
                say!(Lang::worded(), en: "the Valhalla of {n} acts now", ru: "сейчас действует Вальхалла: {n}")
            }));
        }
        if !self.valhalla_targets(source, ability).contains(&target) {
            return Err(E::illegal(B_VALHALLA, || {
                let n = self.name(target);
                say!(Lang::worded(), en: "{n} is not a living creature of yours that this Valhalla may act on (of its class, face up, if it names one)",
                                     ru: "{n} — не ваше живое существо, на которое может подействовать эта Вальхалла (если она называет класс — открытое существо этого класса)")
            }));
        }
        Ok(())
    }

    /// The chosen act from the graveyard (a Valhalla's creature, an incarnation's cell); the
    /// next ones follow, then the rest of the start of the turn.
    pub(crate) fn apply_graveyard(&mut self, choice: &Choice) {
        match (choice, self.grave_head()) {
            (&Choice::Valhalla { target, .. }, Some(GraveAct::Valhalla { creature, ability })) => {
                self.act_valhalla(creature, ability, target);
            }
            (&Choice::Incarnate { cell, .. }, Some(GraveAct::Incarnate { creature })) => self.incarnate(creature, cell),
            _ => return,
        }
        self.grave_pop();
        if !self.run_graveyard() {
            let moved_last = self.st.graveyard.take().map(|v| v.moved_last).unwrap_or_default();
            self.finish_start_turn(&moved_last);
        }
    }
}
