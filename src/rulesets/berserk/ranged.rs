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
use super::costs::{Cost, Unpaid};
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
    /// Удар через ряд: over one cell in a straight line (not diagonal), that cell empty or
    /// holding an ally, never an enemy.
    StrikeThroughRow,
    /// Особый удар: on an adjacent enemy (diagonals included), its value the card's.
    SpecialStrike,
}

impl RangedKind {
    fn parse(word: &str) -> Option<RangedKind> {
        Some(match word {
            "shot" => RangedKind::Shot,
            "throw" => RangedKind::Throw,
            "discharge" => RangedKind::Discharge,
            "magic_strike" => RangedKind::MagicStrike,
            "strike_through_row" => RangedKind::StrikeThroughRow,
            "special_strike" => RangedKind::SpecialStrike,
            _ => return None,
        })
    }

    /// The protection that blocks it [B-ATK-4] (none is printed against a strike through a
    /// row or a special strike).
    pub fn protection(self) -> Option<Feature> {
        match self {
            RangedKind::Shot => Some(Feature::ShotProtection),
            RangedKind::Throw => Some(Feature::ThrowProtection),
            RangedKind::Discharge => Some(Feature::DischargeProtection),
            RangedKind::MagicStrike => Some(Feature::MagicProtection),
            RangedKind::StrikeThroughRow | RangedKind::SpecialStrike => None,
        }
    }

    /// Attacks from afar (a special strike is made from next to its target).
    pub fn from_afar(self) -> bool {
        self != RangedKind::SpecialStrike
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
            RangedKind::StrikeThroughRow => "strike_through_row",
            RangedKind::SpecialStrike => "special_strike",
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
    /// What it costs: closing, counters, a limit of uses [B-GAME-12].
    pub cost: Cost,
}

/// The ranged attack an ability is, if the engine plays it as one: an action costing `[tap]`
/// (and a number of counters), one attack of a kind with its value, a range, the adjacent
/// allowance; nothing else (a condition, a target rule, a duration are other abilities).
pub fn ranged_action(a: &Ability) -> Option<RangedAction> {
    if a.when != "action" || a.condition.is_some() || a.target.is_some() || a.until.is_some() || a.kind.is_some() || a.whose.is_some() {
        return None;
    }
    let cost = Cost::parse(&a.cost)?;
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
    cost.tap.then_some(RangedAction {
        kind,
        table,
        range,
        adjacent,
        cost,
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

    /// [B-GAME-9] [B-GAME-12] The actions of `player`'s creatures written on their cards (ranged
    /// attacks and the others) that may be used now, on every target.
    pub(crate) fn act_options(&self, player: u8) -> Vec<Choice> {
        let mut options = vec![];
        for c in self.alive().filter(|c| c.owner == player && !c.closed && !c.hidden) {
            let played = &self.def_of(c.uid).played;
            for ability in 0..self.def_of(c.uid).abilities.len() as u8 {
                let i = usize::from(ability);
                let ranged = played.ranged.get(i).is_some_and(Option::is_some);
                let action = played.actions.get(i).is_some_and(Option::is_some);
                if !ranged && !action {
                    continue;
                }
                for t in self.alive() {
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

    /// [B-GAME-9] [B-GAME-12] An action written on a card: a ranged attack or another action.
    pub(crate) fn check_act<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        let &Choice::Act { creature, ability, .. } = choice else {
            return Err(E::illegal(B_GAME_9, String::new));
        };
        let mine = self.creature(creature).is_some_and(|c| !c.dead && c.owner == player);
        if mine && self.ranged_of(creature, ability).is_none() && self.action_of(creature, ability).is_some() {
            return self.check_action(player, choice);
        }
        self.check_ranged(player, choice)
    }

    /// Applies a checked action written on a card.
    pub(crate) fn apply_act(&mut self, creature: u16, ability: u8, target: u16) {
        if self.ranged_of(creature, ability).is_some() {
            self.declare_ranged(creature, ability, target);
        } else {
            self.use_action(creature, ability, target);
        }
    }

    /// [B-GAME-9] A ranged attack: by an open, face-up creature of `player` with the ability,
    /// its cost paid, on an enemy in reach.
    fn check_ranged<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
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
            Some(a) => match self.check_cost(creature, ability, a.cost) {
                Err(Unpaid::Counters(n)) => Some(("counters", n)),
                Err(Unpaid::Used) => Some(("used", 0)),
                Err(Unpaid::Closed) => Some(("closed", 0)),
                Ok(()) if !self.in_reach(creature, target, a) => Some(("reach", a.range.unwrap_or(0))),
                Ok(()) if self.cr(creature).flying
                    && self.has(target, Feature::FlyerProtection)
                    && !self.ignores_flyer_protection(creature) =>
                {
                    Some(("flyer_protection", 0))
                }
                Ok(()) => None,
            },
        });
        let Some((why, n)) = why else { return Ok(()) };
        Err(E::illegal(B_GAME_9, || {
            let (c, t) = (self.name(creature), self.name(target));
            let l = Lang::worded();
            let reason = super::costs::shared_reason(l, why, ability, n).unwrap_or_else(|| match why {
                "target" => say!(l, en: "the target must be a living enemy creature", ru: "цель — живое вражеское существо"),
                "flyer_protection" => say!(l, en: "{t} has protection from flyers", ru: "у {t} защита от летающих"),
                _ => say!(l, en: "{t} is out of reach (range {n}; shots and throws not at an adjacent creature; a strike through a row over one cell in a line, not over an enemy; a special strike at an adjacent creature)",
                             ru: "{t} вне досягаемости (дальность {n}; выстрел и метание — не по соседнему существу; удар через ряд — через одну клетку по прямой, не через врага; особый удар — по соседнему существу)"),
            });
            say!(l, en: "{c} cannot attack {t} this way: {reason}", ru: "{c} не может так атаковать {t}: {reason}")
        }))
    }

    /// [B-GAME-9] `target` within the reach of `attacker`'s ranged action: everyone for a flyer
    /// and for a flying target; a special strike, an adjacent creature; a strike through a row,
    /// two cells away in a row or column over a cell with no enemy on it; otherwise within the
    /// range, and for a shot or throw not adjacent unless the card allows it.
    fn in_reach(&self, attacker: u16, target: u16, a: RangedAction) -> bool {
        let (c, t) = (self.cr(attacker), self.cr(target));
        match a.kind {
            RangedKind::SpecialStrike => return self.reaches(attacker, target),
            _ if c.flying || t.flying => return true,
            RangedKind::StrikeThroughRow => {
                let straight = c.cell[0] == t.cell[0] || c.cell[1] == t.cell[1];
                if !straight || steps(c.cell, t.cell) != 2 {
                    return false;
                }
                let middle = [c.cell[0].midpoint(t.cell[0]), c.cell[1].midpoint(t.cell[1])];
                return !self.alive().any(|o| !o.flying && o.cell == middle && o.owner != c.owner);
            }
            _ => {}
        }
        let close = super::board::adjacent(c.cell, t.cell);
        let thrown = matches!(a.kind, RangedKind::Shot | RangedKind::Throw);
        // [B-GAME-10] An ally's aura may lengthen the range; [B-GAME-13] so may a discharge's
        // range gained for a while.
        let more = if a.kind == RangedKind::Discharge { self.amount(attacker, "discharge_range_bonus") } else { 0 };
        let range = a.range.map(|r| r.saturating_add(self.static_range_bonus(attacker)).saturating_add(more));
        range.is_none_or(|r| steps(c.cell, t.cell) <= r) && !(close && thrown && !a.adjacent)
    }

    /// [B-GAME-9] The ranged attack declared: its cost paid (counters, a use, closing), the
    /// attack goes on the stack [B-STACK-1] and its preliminary stage begins [B-ATK-1].
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
        self.pay_cost(creature, ability, action.cost);
        self.cr_mut(creature).closed = true;
        let (a, t) = (self.cref(creature), self.cref(target));
        self.emit(
            B_GAME_9,
            EventKind::RangedDeclared {
                attacker: a.clone(),
                target: t.clone(),
                attack: action.kind,
                value: action.table,
                counters: action.cost.counters,
            },
        );
        self.emit(B_GAME_9, EventKind::Closed { creature: a.clone() });
        self.st.priority.put(self.st.active, StackEntry::Attack);
        self.emit(B_STACK_1, EventKind::AttackPut { attacker: a, target: t });
        self.begin_preliminary();
    }
}
