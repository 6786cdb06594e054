//! [B-VALHALLA] Вальхалла: an ability that acts from the graveyard. At the start of its owner's
//! turn, each card of theirs lying in the graveyard (a dead creature) with a Valhalla ability
//! acts on one of its owner's living creatures, chosen by the owner: with one creature to
//! choose from it acts on it at once; with several the owner decides (a `valhalla` decision,
//! one option per creature), one Valhalla at a time in the order of the cards (creature uid).
//! The Valhallas act after the creatures open and poison acts, before counters and the
//! "at the start of the turn" abilities (B-TURN-1, B-GAME-11, B-GAME-13).

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
        && a.whose.is_none()
        && a.target.as_ref().and_then(Value::as_str) == Some("own_creature");
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
    (!effects.is_empty() && effects.iter().all(acts)).then_some(Valhalla { effects })
}

/// `{"attack_experience_bonus": N}`: N.
fn experience(v: &Value) -> Option<u8> {
    let o = v.as_object().filter(|o| o.len() == 1)?;
    u8::try_from(o.get("attack_experience_bonus")?.as_u64()?).ok().filter(|n| *n > 0)
}

/// The Valhallas of a start of turn still to act, and the creatures that moved in the turn
/// before (for the start of the turn's abilities that follow).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ValhallaQueue {
    /// (the card in the graveyard, its ability's number), in the order they act.
    pub queue: Vec<(u16, u8)>,
    pub moved_last: Vec<u16>,
}

impl BerserkGame {
    /// The Valhalla ability `ability` of `uid`'s card, if the engine plays it.
    fn valhalla_of(&self, uid: u16, ability: u8) -> Option<Valhalla> {
        self.def_of(uid).abilities.get(usize::from(ability)).and_then(valhalla)
    }

    /// The living creatures of `player` a Valhalla may act on.
    fn valhalla_targets(&self, player: u8) -> Vec<u16> {
        self.alive().filter(|c| c.owner == player).map(|c| c.uid).collect()
    }

    /// [B-VALHALLA] At the start of the active player's turn: the Valhallas of their cards in
    /// the graveyard are queued and act; `true` if the owner must choose a target first (the
    /// start of the turn goes on once the last has acted).
    pub(crate) fn start_valhalla(&mut self, moved_last: Vec<u16>) -> bool {
        let active = self.st.active;
        let mut queue = vec![];
        for c in self.st.creatures.iter().filter(|c| c.dead && c.owner == active) {
            let def = self.cat.get(c.def);
            for (i, a) in def.abilities.iter().enumerate() {
                if let (Some(_), Ok(i)) = (valhalla(a), u8::try_from(i)) {
                    queue.push((c.uid, i));
                }
            }
        }
        if queue.is_empty() {
            return false;
        }
        // Death is a rule action: what the poison killed is in the graveyard before they act.
        self.deaths();
        self.st.valhalla = Some(Box::new(ValhallaQueue { queue, moved_last }));
        let paused = self.run_valhalla();
        if !paused {
            self.st.valhalla = None;
        }
        paused
    }

    /// Acts the queued Valhallas that need no choice; `true` if the next needs one.
    fn run_valhalla(&mut self) -> bool {
        while let Some(&(source, ability)) = self.st.valhalla.as_ref().and_then(|v| v.queue.first()) {
            let targets = self.valhalla_targets(self.cr(source).owner);
            match targets.as_slice() {
                [] => {}
                [target] => self.act_valhalla(source, ability, *target),
                _ => return true,
            }
            if let Some(v) = self.st.valhalla.as_mut() {
                v.queue.remove(0);
            }
        }
        false
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
    pub(crate) fn valhalla_pending(&self) -> Option<(u16, u8)> {
        self.st.valhalla.as_ref().and_then(|v| v.queue.first().copied())
    }

    /// [B-VALHALLA] The options of the Valhalla awaiting `player`'s choice: one per creature
    /// it may act on.
    pub(crate) fn valhalla_options(&self, player: u8) -> Vec<Choice> {
        let Some((creature, _)) = self.valhalla_pending() else { return vec![] };
        self.valhalla_targets(player).into_iter().map(|target| Choice::Valhalla { player, creature, target }).collect()
    }

    pub(crate) fn check_valhalla<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_VALHALLA, player, choice.player()));
        }
        let Some((source, _)) = self.valhalla_pending() else {
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
        if !self.valhalla_targets(player).contains(&target) {
            return Err(E::illegal(B_VALHALLA, || {
                let n = self.name(target);
                say!(Lang::worded(), en: "{n} is not a living creature of yours", ru: "{n} — не ваше живое существо")
            }));
        }
        Ok(())
    }

    /// [B-VALHALLA] The chosen Valhalla acts; the next ones follow, then the rest of the
    /// start of the turn.
    pub(crate) fn apply_valhalla(&mut self, choice: &Choice) {
        let &Choice::Valhalla { target, .. } = choice else { return };
        let Some((source, ability)) = self.valhalla_pending() else { return };
        self.act_valhalla(source, ability, target);
        if let Some(v) = self.st.valhalla.as_mut() {
            v.queue.remove(0);
        }
        if !self.run_valhalla() {
            let moved_last = self.st.valhalla.take().map(|v| v.moved_last).unwrap_or_default();
            self.finish_start_turn(&moved_last);
        }
    }
}
