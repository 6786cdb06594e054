//! Ranged attacks [B-GAME-9]: a printed card's action `[tap]: shot N` (or throw, discharge,
//! magic strike), its value a number or, written weak-medium-strong, read from the attacker's
//! single die (1–3 weak, 4–5 medium, 6 strong, as B-TABLE-2). It is an attack on the stack like
//! a simple strike (B-ATK-1..6), with no defender, no counter-strike and no die when its value is
//! one number; protection from its kind blocks it (B-ATK-4); armour prevents the wounds of
//! shots and throws, not of discharges and magic strikes, which are magic (B-ATK-5).
//! Targets: an enemy creature within the card's range (orthogonal steps) if it has one; a shot
//! or throw not at an adjacent creature unless the card says so; a flyer is in range of
//! everyone, and a flyer's ranged attack reaches everyone [B-GAME-8].

use serde::{Deserialize, Serialize};
use serde_json::Value;

use super::abilities::Ability;
use super::cards::Feature;
use super::events::EventKind;
use super::game::{Attack, BerserkGame, Choice, Phase, Refusal, StackEntry};
use super::narrate::{say, Lang};
use super::rules::{B_GAME_9, B_STACK_1};
use crate::core::Priority;

/// The kind of a ranged attack.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkRangedKind"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RangedKind {
    Shot,
    Throw,
    Discharge,
    MagicStrike,
}

impl RangedKind {
    fn parse(word: &str) -> Option<RangedKind> {
        Some(match word {
            "shot" => RangedKind::Shot,
            "throw" => RangedKind::Throw,
            "discharge" => RangedKind::Discharge,
            "magic_strike" => RangedKind::MagicStrike,
            _ => return None,
        })
    }

    /// The protection that blocks it [B-ATK-4].
    pub fn protection(self) -> Feature {
        match self {
            RangedKind::Shot => Feature::ShotProtection,
            RangedKind::Throw => Feature::ThrowProtection,
            RangedKind::Discharge => Feature::DischargeProtection,
            RangedKind::MagicStrike => Feature::MagicProtection,
        }
    }

    /// **Decision**: discharges and magic strikes are magic, so armour does not prevent their
    /// wounds; shots and throws are not (the fan engine that plays the set counts discharges with
    /// magic strikes and spells as the kinds a card's "magic" words cover).
    pub fn magic(self) -> bool {
        matches!(self, RangedKind::Discharge | RangedKind::MagicStrike)
    }

    pub fn key(self) -> &'static str {
        match self {
            RangedKind::Shot => "shot",
            RangedKind::Throw => "throw",
            RangedKind::Discharge => "discharge",
            RangedKind::MagicStrike => "magic_strike",
        }
    }
}

/// A ranged attack under way: its kind and its value at each strength (one number thrice when
/// no die is rolled).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Ranged {
    pub kind: RangedKind,
    pub table: [u8; 3],
}

impl Ranged {
    /// One value whatever the die: no die is rolled.
    pub fn fixed(&self) -> bool {
        self.table[0] == self.table[1] && self.table[1] == self.table[2]
    }
}

/// A card's action the engine plays as a ranged attack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct RangedAction {
    pub kind: RangedKind,
    pub table: [u8; 3],
    /// At most this many orthogonal steps away (none: any distance).
    pub range: Option<u8>,
    /// A shot or throw may aim at an adjacent creature too.
    pub adjacent: bool,
    /// Counters it spends, besides closing.
    pub counters: u8,
}

/// The ranged attack an ability is, if the engine plays it as one: an action costing `[tap]`
/// (and a number of counters), one attack of a kind with its value, a range, the adjacent
/// allowance; nothing else (a condition, a target rule, a duration are other abilities).
pub fn ranged_action(a: &Ability) -> Option<RangedAction> {
    if a.when != "action" || a.condition.is_some() || a.target.is_some() || a.until.is_some() || a.kind.is_some() || a.whose.is_some() {
        return None;
    }
    let (mut tap, mut counters) = (false, 0u8);
    for c in &a.cost {
        match c {
            Value::String(s) if s == "tap" => tap = true,
            Value::Object(o) if o.len() == 1 => counters = u8::try_from(o.get("counters")?.as_u64()?).ok()?,
            _ => return None,
        }
    }
    let Value::Object(effect) = &a.effect else { return None };
    let (mut attack, mut range, mut adjacent) = (None, None, false);
    for (k, v) in effect {
        match (RangedKind::parse(k), k.as_str()) {
            (Some(kind), _) => attack = Some((kind, table(v)?)),
            (None, "range") => range = Some(u8::try_from(v.as_u64()?).ok()?),
            (None, "adjacent_allowed") => adjacent = v.as_bool()?,
            _ => return None,
        }
    }
    let (kind, table) = attack?;
    tap.then_some(RangedAction {
        kind,
        table,
        range,
        adjacent,
        counters,
    })
}

/// A value: a number, or weak-medium-strong.
fn table(v: &Value) -> Option<[u8; 3]> {
    let n = |v: &Value| u8::try_from(v.as_u64()?).ok();
    match v {
        Value::Array(a) if a.len() == 3 => Some([n(&a[0])?, n(&a[1])?, n(&a[2])?]),
        v => n(v).map(|x| [x; 3]),
    }
}

/// Orthogonal steps between two cells.
fn steps(a: [u8; 2], b: [u8; 2]) -> u8 {
    a[0].abs_diff(b[0]) + a[1].abs_diff(b[1])
}

impl BerserkGame {
    /// The ranged action `ability` of `uid`'s card, if the engine plays it.
    pub(crate) fn ranged_of(&self, uid: u16, ability: u8) -> Option<RangedAction> {
        self.def_of(uid).played.ranged.get(usize::from(ability)).copied().flatten()
    }

    /// [B-GAME-9] The ranged attacks `player`'s creatures may make now, on every target.
    pub(crate) fn ranged_options(&self, player: u8) -> Vec<Choice> {
        let mut options = vec![];
        for c in self.alive().filter(|c| c.owner == player && !c.closed && !c.hidden) {
            for ability in 0..self.def_of(c.uid).abilities.len() as u8 {
                if self.ranged_of(c.uid, ability).is_none() {
                    continue;
                }
                for t in self.alive().filter(|t| t.owner != player) {
                    let choice = Choice::Act {
                        player,
                        creature: c.uid,
                        ability,
                        target: t.uid,
                    };
                    if self.check_act::<super::game::Refused>(player, &choice).is_ok() {
                        options.push(choice);
                    }
                }
            }
        }
        options
    }

    /// [B-GAME-9] A ranged attack: by an open, face-up creature of `player` with the ability,
    /// its counters paid, on an enemy in reach.
    pub(crate) fn check_act<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        let &Choice::Act { creature, ability, target, .. } = choice else {
            return Err(E::illegal(B_GAME_9, String::new));
        };
        let why = match (self.creature(creature), self.creature(target)) {
            (Some(c), _) if c.dead || c.owner != player => Some(("not_yours", 0)),
            (Some(c), _) if c.closed || c.hidden => Some(("closed", 0)),
            (None, _) => Some(("not_yours", 0)),
            (_, None) => Some(("target", 0)),
            (Some(_), Some(t)) if t.dead || t.owner == player => Some(("target", 0)),
            _ => None,
        };
        let action = self.ranged_of(creature, ability);
        let why = why.or(match action {
            None => Some(("no_ability", 0)),
            Some(a) if self.cr(creature).counters < a.counters => Some(("counters", a.counters)),
            Some(a) if !self.in_reach(creature, target, a) => Some(("reach", a.range.unwrap_or(0))),
            Some(_) if self.cr(creature).flying && self.has(target, Feature::FlyerProtection) => Some(("flyer_protection", 0)),
            Some(_) => None,
        });
        let Some((why, n)) = why else { return Ok(()) };
        Err(E::illegal(B_GAME_9, || {
            let (c, t) = (self.name(creature), self.name(target));
            let l = Lang::worded();
            let reason = match why {
                "not_yours" => say!(l, en: "it must be a living creature of yours", ru: "это должно быть ваше живое существо"),
                "closed" => say!(l, en: "a closed or face-down creature cannot act", ru: "закрытое или скрытое существо не действует"),
                "target" => say!(l, en: "the target must be a living enemy creature", ru: "цель — живое вражеское существо"),
                "no_ability" => say!(l, en: "its card has no ranged attack the engine plays as ability {ability}",
                                        ru: "у его карты нет дистанционной атаки под номером {ability}"),
                "counters" => say!(l, en: "it needs {n} counters", ru: "нужно фишек: {n}"),
                "flyer_protection" => say!(l, en: "{t} has protection from flyers", ru: "у {t} защита от летающих"),
                _ => say!(l, en: "{t} is out of reach (range {n}; shots and throws not at an adjacent creature)",
                             ru: "{t} вне досягаемости (дальность {n}; выстрел и метание — не по соседнему существу)"),
            };
            say!(l, en: "{c} cannot attack {t} from afar: {reason}", ru: "{c} не может атаковать {t} издалека: {reason}")
        }))
    }

    /// [B-GAME-9] `target` within the reach of `attacker`'s ranged action: everyone for a flyer
    /// and for a flying target; otherwise within the range, and for a shot or throw not adjacent
    /// unless the card allows it.
    fn in_reach(&self, attacker: u16, target: u16, a: RangedAction) -> bool {
        let (c, t) = (self.cr(attacker), self.cr(target));
        if c.flying || t.flying {
            return true;
        }
        let close = super::board::adjacent(c.cell, t.cell);
        let thrown = matches!(a.kind, RangedKind::Shot | RangedKind::Throw);
        a.range.is_none_or(|r| steps(c.cell, t.cell) <= r) && !(close && thrown && !a.adjacent)
    }

    /// [B-GAME-9] The ranged attack declared: counters paid, the creature closes, the attack goes
    /// on the stack [B-STACK-1] and its preliminary stage begins [B-ATK-1].
    pub(crate) fn declare_ranged(&mut self, creature: u16, ability: u8, target: u16) {
        let Some(action) = self.ranged_of(creature, ability) else { return };
        let ranged = Ranged {
            kind: action.kind,
            table: action.table,
        };
        self.st.phase = Phase::Attack;
        let mut attack = Attack::new(creature, target);
        attack.ranged = Some(ranged);
        self.st.attack = Some(attack);
        self.st.priority = Priority::new(self.st.active);
        let c = self.cr_mut(creature);
        c.counters -= action.counters;
        c.closed = true;
        let (a, t) = (self.cref(creature), self.cref(target));
        self.emit(
            B_GAME_9,
            EventKind::RangedDeclared {
                attacker: a.clone(),
                target: t.clone(),
                attack: action.kind,
                value: action.table,
                counters: action.counters,
            },
        );
        self.emit(B_GAME_9, EventKind::Closed { creature: a.clone() });
        self.st.priority.put(self.st.active, StackEntry::Attack);
        self.emit(B_STACK_1, EventKind::AttackPut { attacker: a, target: t });
        self.begin_preliminary();
    }
}
