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
use super::actions::ActionEffect;
use super::cards::{Feature, Until};
use super::costs::{Cost, Unpaid};
use super::events::{Cell, EventKind};
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
    /// Добивание: on an adjacent enemy (diagonals included) with at most its value of life
    /// left, which it destroys; it deals no wounds.
    FinishingStrike,
}

impl RangedKind {
    pub(crate) fn parse(word: &str) -> Option<RangedKind> {
        Some(match word {
            "shot" => RangedKind::Shot,
            "throw" => RangedKind::Throw,
            "discharge" => RangedKind::Discharge,
            "magic_strike" => RangedKind::MagicStrike,
            "strike_through_row" => RangedKind::StrikeThroughRow,
            "special_strike" => RangedKind::SpecialStrike,
            "finishing_strike" => RangedKind::FinishingStrike,
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
            RangedKind::StrikeThroughRow | RangedKind::SpecialStrike | RangedKind::FinishingStrike => None,
        }
    }

    /// Attacks from afar (a special strike and a finishing strike are made from next to
    /// their target).
    pub fn from_afar(self) -> bool {
        !self.adjacent_only()
    }

    /// Made on an adjacent creature, as a simple strike reaches it.
    pub fn adjacent_only(self) -> bool {
        matches!(self, RangedKind::SpecialStrike | RangedKind::FinishingStrike)
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
            RangedKind::FinishingStrike => "finishing_strike",
        }
    }
}

/// A ranged attack under way: its kind and its value at each strength (one number thrice when
/// no die is rolled), the card's ability it comes from, and what the counters spent on it add.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Ranged {
    pub kind: RangedKind,
    pub table: [u8; 3],
    pub ability: u8,
    #[serde(skip_serializing_if = "is_zero")]
    pub counters_bonus: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// What must hold for a part of a ranged attack written with an `if`: of its target when the
/// attack is worked out, or of the board.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RangedIf {
    /// The target is closed (or open).
    TargetClosed(bool),
    /// The target is a flyer.
    TargetFlyer,
    /// One of the attacker's unwounded creatures stands on the cell opposite it (the next cell
    /// of its column towards the enemy).
    UnwoundedAllyOpposite,
    /// The attacker's side has a creature on the board in each of the six rows.
    OwnCreatureInEveryRow,
    /// The attack's strength (from its die) is one of these (bits: 1 weak, 2 medium, 4
    /// strong).
    Strength(u8),
    /// At least this many other shots or throws have wounded the target this turn (the attack
    /// under way not counted).
    OtherRangedWounds(u8),
}

impl RangedIf {
    fn parse(v: &Value) -> Option<RangedIf> {
        let o = v.as_object().filter(|o| o.len() == 1)?;
        let (k, v) = o.iter().next()?;
        Some(match (k.as_str(), v) {
            ("target_closed", Value::Bool(b)) => RangedIf::TargetClosed(*b),
            ("target_kind", v) if v.as_str() == Some("flyer") => RangedIf::TargetFlyer,
            ("unwounded_ally_opposite", Value::Bool(true)) => RangedIf::UnwoundedAllyOpposite,
            ("own_creature_in_every_row", Value::Bool(true)) => RangedIf::OwnCreatureInEveryRow,
            ("target_wounded_by_other_ranged_this_turn_at_least", v) => RangedIf::OtherRangedWounds(u8::try_from(v.as_u64()?).ok().filter(|n| *n > 0)?),
            ("strike_level", v) => {
                let bit = |l: &Value| match l.as_str()? {
                    "weak" => Some(1),
                    "medium" => Some(2),
                    "strong" => Some(4),
                    _ => None,
                };
                let levels = match v {
                    Value::Array(ls) if !ls.is_empty() => ls.iter().map(bit).try_fold(0, |m, b| Some(m | b?))?,
                    v => bit(v)?,
                };
                RangedIf::Strength(levels)
            }
            _ => return None,
        })
    }
}

/// A value a card counts on the board, added to its ranged attack's value: worked out when
/// it is declared (to show it) and again in the calculation step.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Count {
    /// The wounds on the attacker, at most this many (Рэккен's throw).
    OwnWounds(u8),
    /// The weak simple strikes of the attacker's creatures on the cells left and right of
    /// it (Фагор's magic strike).
    WeakStrikesBeside,
    /// The poisoned creatures next to the target (Кровяница's finishing strike, X+1).
    PoisonedNextToTarget,
}

impl Count {
    /// A value written as a count: `"own_wounds"` (with `max`), `"sum_weak_strikes_left_and_right"`,
    /// `"poisoned_adjacent_to_target+1"`; the number added to it.
    fn parse(word: &str, max: Option<u8>) -> Option<(Count, u8)> {
        Some(match (word, max) {
            ("own_wounds", Some(max)) => (Count::OwnWounds(max), 0),
            ("sum_weak_strikes_left_and_right", None) => (Count::WeakStrikesBeside, 0),
            ("poisoned_adjacent_to_target+1", None) => (Count::PoisonedNextToTarget, 1),
            _ => return None,
        })
    }
}

/// What a creature may have that a card's condition counts: a discharge, a magic strike, a
/// spell (a bit each).
const POWERS: [(&str, u8); 3] = [("discharge", 1), ("magic_strike", 2), ("spell", 4)];

/// A condition of a ranged action, read when it is declared: at least N enemies next to it
/// that have one of these powers (bits of `POWERS`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Needs {
    pub enemies: u8,
    pub powers: u8,
    /// Only while it holds no counter [B-GAME-11].
    pub no_counters: bool,
}

impl Needs {
    /// `{"adjacent_enemies_having": [N, ["discharge", "magic_strike", "spell"]]}`.
    fn parse(v: &Value) -> Option<Needs> {
        let o = v.as_object().filter(|o| o.len() == 1)?;
        // `{"has_counters": false}`: only while it holds none.
        if o.get("has_counters") == Some(&Value::Bool(false)) {
            return Some(Needs { enemies: 0, powers: 0, no_counters: true });
        }
        let [n, kinds] = o.get("adjacent_enemies_having")?.as_array()?.as_slice() else { return None };
        let enemies = u8::try_from(n.as_u64()?).ok()?;
        let mut powers = 0;
        for k in kinds.as_array()? {
            powers |= POWERS.iter().find(|(w, _)| Some(*w) == k.as_str())?.1;
        }
        (powers != 0).then_some(Needs { enemies, powers, no_counters: false })
    }
}

/// The powers of `POWERS` a card has: a discharge or magic strike anywhere in its abilities'
/// effects (or the Магический удар feature), a spell among its abilities.
pub(crate) fn powers_of(def: &super::cards::CreatureDef) -> u8 {
    fn holds(v: &Value, key: &str) -> bool {
        match v {
            Value::Object(o) => o.iter().any(|(k, v)| k == key || holds(v, key)),
            Value::Array(a) => a.iter().any(|v| holds(v, key)),
            _ => false,
        }
    }
    let mut out = 0;
    for (word, bit) in POWERS {
        let has = match word {
            "spell" => def.abilities.iter().any(|a| a.kind.as_deref() == Some("spell")),
            "magic_strike" => def.has(Feature::MagicStrike) || def.abilities.iter().any(|a| holds(&a.effect, word)),
            _ => def.abilities.iter().any(|a| holds(&a.effect, word)),
        };
        if has {
            out |= bit;
        }
    }
    out
}

/// How many counters a ranged attack spends when it is made, besides its cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Spend {
    All,
    Some(u8),
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
    /// +this much to its value for each counter it spends (each counter on the card when it
    /// spends none).
    pub per_counter: u8,
    /// Counters it spends when it is made (after counting them).
    pub spend: Option<Spend>,
    /// +value when the condition holds.
    pub bonus: Option<(RangedIf, u8)>,
    /// An effect on its target after its wounds, when it lands (and the condition holds).
    pub then: Option<(ActionEffect, Option<RangedIf>)>,
    /// Its value is the X of its cost (`"X"`): no die is rolled.
    pub x_value: bool,
    /// A value the card counts on the board, added to its value.
    pub count: Option<Count>,
    /// It ignores the features of the creature it attacks (Серый альв's fire arrow).
    pub ignores_features: bool,
    /// What must hold for it to be declared.
    pub needs: Option<Needs>,
    /// Its card's own effect as it is declared (the bomb's cell marked) [B-MARKER].
    pub code: Option<super::card_code::CardCode>,
    /// The creature on the cell opposite the attacker gains this until the end of the turn as
    /// the attack is declared (the Ice Hunter: attack experience +1) [B-GAME-13].
    pub opposite_gains: Option<Feature>,
}

impl RangedAction {
    /// An attack of `kind` with these values, range and cost, and nothing else of a card's
    /// action (no counters spent, no bonus, no follow-up, no condition).
    fn plain(kind: RangedKind, table: [u8; 3], range: Option<u8>, cost: Cost) -> RangedAction {
        RangedAction {
            kind,
            table,
            range,
            adjacent: false,
            cost,
            per_counter: 0,
            spend: None,
            bonus: None,
            then: None,
            opposite_gains: None,
            x_value: false,
            count: None,
            ignores_features: false,
            needs: None,
            code: None,
        }
    }
}

/// The ranged attack an ability is, if the engine plays it as one: an action costing `[tap]`
/// (and a number of counters), one attack of a kind with its value, a range, the adjacent
/// allowance, a bonus under a condition, a bonus for each counter and the counters it spends;
/// then, maybe, one effect on its target under a condition. Nothing else (a condition of the
/// ability, a target rule, a duration are other abilities).
pub fn ranged_action(a: &Ability) -> Option<RangedAction> {
    let needs = match &a.condition {
        None => None,
        Some(c) => Some(Needs::parse(c)?),
    };
    // `{"who": "chosen_cell", "range": N}`: aimed at the card on a cell N steps away at most.
    let cell_range = match &a.target {
        None => None,
        Some(t) => {
            let o = t.as_object().filter(|o| o.len() == 2 && o.get("who").and_then(Value::as_str) == Some("chosen_cell"))?;
            Some(u8::try_from(o.get("range")?.as_u64()?).ok()?)
        }
    };
    if a.when != "action" || a.until.is_some() || a.kind.is_some() || a.whose.is_some() {
        return None;
    }
    let cost = Cost::parse(&a.cost).filter(|c| !c.self_destroy)?;
    let (first, rest) = match &a.effect {
        Value::Array(items) => items.split_first()?,
        v => (v, &[][..]),
    };
    let Value::Object(effect) = first else { return None };
    let n = |v: &Value| u8::try_from(v.as_u64()?).ok();
    let mut out = RangedAction { needs, ..RangedAction::plain(RangedKind::Shot, [0; 3], None, cost) };
    let mut attack = false;
    let max = match effect.get("max") {
        Some(m) => Some(n(m)?),
        None => None,
    };
    for (k, v) in effect {
        match (RangedKind::parse(k), k.as_str()) {
            // A value of X: the X its cost names (none without an X).
            (Some(kind), _) if v.as_str() == Some("X") && cost.x.is_some() => {
                (out.kind, out.x_value, attack) = (kind, true, true);
            }
            (Some(kind), _) => {
                (out.kind, attack) = (kind, true);
                match v.as_str() {
                    Some(word) => {
                        let (count, plus) = Count::parse(word, max)?;
                        (out.count, out.table) = (Some(count), [plus; 3]);
                    }
                    None => out.table = table(v)?,
                }
            }
            (None, "max") => {}
            (None, "range") => out.range = Some(n(v)?),
            (None, "adjacent_allowed") => out.adjacent = v.as_bool()?,
            (None, "per_counter") => out.per_counter = n(v)?,
            (None, "spend_counters") if v.as_str() == Some("all") => out.spend = Some(Spend::All),
            (None, "spend_counters") => out.spend = Some(Spend::Some(n(v)?)),
            (None, "bonus") => {
                let b = v.as_object().filter(|b| b.len() == 2)?;
                out.bonus = Some((RangedIf::parse(b.get("if")?)?, n(b.get("value")?)?));
            }
            _ => return None,
        }
    }
    let ignores = serde_json::json!({ "ignores": "target_features" });
    let mut rest: Vec<&Value> = rest.iter().filter(|v| **v != ignores).collect();
    // `{"attack_experience_bonus": N, "target": "opposite_creature", "until": "end_of_turn"}`.
    if let Some(i) = rest.iter().position(|v| v.get("target").and_then(Value::as_str) == Some("opposite_creature")) {
        let mut o = rest.remove(i).as_object()?.clone();
        o.remove("target");
        if o.remove("until").and_then(|u| u.as_str().map(str::to_owned)).as_deref() != Some("end_of_turn") {
            return None;
        }
        match ActionEffect::parse(&Value::Object(o), Until::EndOfTurn)? {
            ActionEffect::Gain(f, Until::EndOfTurn) => out.opposite_gains = Some(f),
            _ => return None,
        }
    }
    out.ignores_features = rest.len() + 1 + usize::from(out.opposite_gains.is_some()) < items_len(&a.effect);
    // [B-MARKER] A card's own effect on the chosen cell, when the card has one.
    let rest = match (cell_range, rest.as_slice()) {
        (None, _) => rest,
        (Some(range), [code]) if out.range.is_none() => {
            out.code = Some(super::card_code::CardCode::parse(code)?);
            out.range = Some(range);
            vec![]
        }
        _ => return None,
    };
    out.then = match rest.as_slice() {
        [] => None,
        [then] => Some(then_effect(then)?),
        _ => return None,
    };
    // A `max` bounds a count only; a finishing strike finishes from next to its target.
    let max_ok = max.is_none() || matches!(out.count, Some(Count::OwnWounds(_)));
    // **Decision** [B-GAME-9]: a cost of counters alone (no closing) pays for it too.
    let pays = cost.tap || cost.counters > 0;
    (attack && pays && max_ok && !(out.kind == RangedKind::FinishingStrike && (out.range.is_some() || out.adjacent))).then_some(out)
}

/// How many items an ability's effect has.
fn items_len(v: &Value) -> usize {
    v.as_array().map_or(1, Vec::len)
}

/// An effect after a ranged attack's wounds, with its own `if`: a poison marker, a stun...
fn then_effect(v: &Value) -> Option<(ActionEffect, Option<RangedIf>)> {
    let mut o = v.as_object()?.clone();
    // `{"gain_counter": N, "optional": true}`: it may take N counters, its owner's choice.
    if o.len() == 2 && o.get("optional") == Some(&Value::Bool(true)) {
        let n = u8::try_from(o.get("gain_counter")?.as_u64()?).ok().filter(|n| *n > 0)?;
        return Some((ActionEffect::MayGainCounters(n), None));
    }
    let cond = match o.remove("if") {
        Some(c) => Some(RangedIf::parse(&c)?),
        None => None,
    };
    let e = ActionEffect::parse(&Value::Object(o), Until::EndOfTurn)?;
    (!matches!(e, ActionEffect::Gain(..) | ActionEffect::OwnGain(..))).then_some((e, cond))
}

/// A value: a number, or weak-medium-strong.
pub(crate) fn table(v: &Value) -> Option<[u8; 3]> {
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
        if self.granted(uid, ability) {
            return Some(self.granted_magic_strike(uid));
        }
        self.def_of(uid).played.ranged.get(usize::from(ability)).copied().flatten()
    }

    /// [B-GAME-12] The number of the action another card's ability gave `uid` (the Dverg's): the
    /// one after its card's abilities.
    pub(crate) fn granted_index(&self, uid: u16) -> u8 {
        u8::try_from(self.def_of(uid).abilities.len()).unwrap_or(u8::MAX)
    }

    /// [B-GAME-12] `ability` of `uid` is the magic strike another card's ability gave it, which
    /// it has now.
    pub(crate) fn granted(&self, uid: u16, ability: u8) -> bool {
        // Read off what it gained (not through `has`, which asks the attack's ranged action).
        let c = self.cr(uid);
        ability == self.granted_index(uid) && !c.hidden && !self.blank(uid) && c.gained.iter().any(|(f, _)| *f == Feature::GrantedMagicStrike)
    }

    /// [B-GAME-12] The Dverg's gift: "close: a magic strike of the same values as its simple
    /// strike, +1, once a turn". **Decision:** the values are its card's weak, medium and
    /// strong strike, +1 each, by a die as any magic strike; its reach is a magic strike's.
    fn granted_magic_strike(&self, uid: u16) -> RangedAction {
        let s = self.def_of(uid).strike;
        RangedAction::plain(RangedKind::MagicStrike, s.map(|v| v.saturating_add(1)), None, Cost { tap: true, limit: Some(super::costs::Limit::Turn(1)), ..Cost::default() })
    }

    /// [B-GAME-9] [B-GAME-12] The actions of `player`'s creatures written on their cards (ranged
    /// attacks and the others) that may be used now, on every target.
    pub(crate) fn act_options(&self, player: u8) -> Vec<Choice> {
        let mut options = vec![];
        for c in self.alive().filter(|c| c.owner == player && !c.closed && !c.hidden) {
            let played = &self.def_of(c.uid).played;
            // [B-GAME-12] Its card's, then one another card's ability gave it.
            for ability in 0..=self.granted_index(c.uid) {
                let i = usize::from(ability);
                let ranged = self.ranged_of(c.uid, ability).is_some();
                let action = played.actions.get(i).is_some_and(Option::is_some);
                if !ranged && !action {
                    continue;
                }
                // Its X, if its cost has one: from 1 to as much as the creature can pay.
                let has_x = self.ranged_of(c.uid, ability).map(|a| a.cost.x).or_else(|| self.action_of(c.uid, ability).map(|a| a.cost.x)).flatten().is_some();
                let xs = if has_x { 1..=self.def_of(c.uid).life.max(c.counters).max(c.extra_lives) } else { 0..=0 };
                // [B-MARKER] An action choosing a cell: one option per free cell (and per
                // creature it puts there, [B-GAME-12]).
                if let Some(a) = self.action_of(c.uid, ability).filter(|a| a.names_cell()) {
                    let graveyard: Vec<u16> = self.st.creatures.iter().filter(|t| t.in_graveyard() && t.owner == player).map(|t| t.uid).collect();
                    let targets: Vec<u16> = if a.moves() || a.hypnotises() {
                        self.alive().filter(|t| !t.flying).map(|t| t.uid).collect()
                    } else if a.resurrects() {
                        graveyard.clone()
                    } else {
                        vec![c.uid]
                    };
                    // [B-GAME-12] One that exiles a card as it brings one back: per other card
                    // of the graveyard, when its cost can be paid at all.
                    let alsos: Vec<Vec<u16>> = match a.exiles() {
                        true if self.check_cost(c.uid, ability, a.cost).is_err() => vec![],
                        true => graveyard.iter().map(|&g| vec![g]).collect(),
                        false => vec![vec![]],
                    };
                    for target in targets {
                        for also in alsos.iter().filter(|also| !also.contains(&target)) {
                            for row in 0..super::board::ROWS {
                                for col in 0..super::board::COLUMNS {
                                    let choice = Choice::Act {
                                        player,
                                        creature: c.uid,
                                        ability,
                                        target,
                                        also: also.clone(),
                                        x: 0,
                                        cell: Some([col, row]),
                                    };
                                    if self.check_act::<super::game::Refused>(player, &choice).is_ok() {
                                        options.push(choice);
                                    }
                                }
                            }
                        }
                    }
                    continue;
                }
                for t in self.alive() {
                    for x in xs.clone() {
                        let choice = Choice::Act {
                            player,
                            creature: c.uid,
                            ability,
                            target: t.uid,
                            also: vec![],
                            x,
                            cell: None,
                        };
                        if self.check_act::<super::game::Refused>(player, &choice).is_ok() {
                            options.push(choice);
                        }
                    }
                }
                // An action choosing several creatures is declared on one; the others are
                // asked one at a time (`ask_more_targets`), so no option lists a set of them.
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
    pub(crate) fn apply_act(&mut self, creature: u16, ability: u8, target: u16, also: &[u16], x: u8, cell: Option<Cell>) {
        if self.ranged_of(creature, ability).is_some() {
            self.declare_ranged(creature, ability, target, x);
            return;
        }
        // [B-GAME-12] An action choosing several creatures, declared on one: the others its
        // owner may name are asked one at a time before it is used.
        // [B-GAME-12] An action acting on a second creature of its side: its owner names it.
        if let Some(sec) = self.action_of(creature, ability).and_then(|a| a.second.clone()) {
            let more = self.second_targets(creature, ability, target);
            if !more.is_empty() {
                self.ask_more_targets(creature, ability, x, target, more, sec.count, sec.optional);
                return;
            }
        }
        let count = self.action_of(creature, ability).map_or(1, |a| a.count);
        if count > 1 && also.is_empty() {
            let player = self.cr(creature).owner;
            let more: Vec<u16> = self
                .alive()
                .map(|t| t.uid)
                .filter(|&t| t != target)
                .filter(|&t| {
                    let choice = Choice::Act { player, creature, ability, target: t, also: vec![], x, cell: None };
                    self.check_act::<super::game::Refused>(player, &choice).is_ok()
                })
                .collect();
            if !more.is_empty() {
                self.ask_more_targets(creature, ability, x, target, more, count - 1, true);
                return;
            }
        }
        self.use_action(creature, ability, target, also, x, cell);
    }

    /// [B-GAME-9] A ranged attack: by an open, face-up creature of `player` with the ability,
    /// its cost paid, on an enemy in reach.
    fn check_ranged<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        let Choice::Act {
            creature,
            ability,
            target,
            also,
            x,
            cell,
            ..
        } = choice
        else {
            return Err(E::illegal(B_GAME_9, String::new));
        };
        let (creature, ability, target) = (*creature, *ability, *target);
        let why = match (self.creature(creature), self.creature(target)) {
            _ if !also.is_empty() || cell.is_some() => Some(("one_target", 0)),
            (Some(c), _) if c.dead || c.owner != player => Some(("not_yours", 0)),
            (Some(c), _) if c.closed || c.hidden => Some(("closed", 0)),
            // [B-GAME-12] A creature that lost all its features has no ranged attack.
            (Some(c), _) if self.card_blank(c.uid) && !self.granted(c.uid, ability) => Some(("no_ability", 0)),
            // [B-GAME-13] A creature that may not attack this turn.
            _ if self.has(creature, Feature::CannotAttack) => Some(("cannot_attack", 0)),
            (None, _) => Some(("not_yours", 0)),
            (_, None) => Some(("target", 0)),
            (Some(_), Some(t)) if t.dead || t.owner == player => Some(("target", 0)),
            _ => None,
        };
        let action = self.ranged_of(creature, ability);
        let why = why.or(match action {
            None => Some(("no_ability", 0)),
            Some(a) => match a.cost.with_x(*x).ok_or(Unpaid::X).and_then(|cost| self.check_cost(creature, ability, cost)) {
                Err(e) => Some(e.reason()),
                // [B-GAME-10] An enemy that draws attacks of this kind takes them, at any range
                // if its card says so.
                Ok(()) if !self.intercept_allows(creature, target, Some(a.kind)).0 => Some(("intercept", 0)),
                Ok(()) if a.needs.is_some_and(|n| n.no_counters && self.cr(creature).counters > 0) => Some(("no_counters", 0)),
                Ok(()) if a.needs.is_some_and(|n| self.enemies_having(creature, n.powers) < n.enemies) => {
                    Some(("needs", a.needs.map_or(0, |n| n.enemies)))
                }
                Ok(()) if !self.intercept_allows(creature, target, Some(a.kind)).1 && !self.in_reach(creature, target, a) => {
                    Some(("reach", a.range.unwrap_or(0)))
                }
                Ok(()) if a.kind == RangedKind::FinishingStrike && self.life_left(target) > self.ranged_value_now(creature, target, a) => {
                    Some(("finish", self.ranged_value_now(creature, target, a)))
                }
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
                "cannot_attack" => say!(l, en: "{c} may not attack this turn", ru: "{c} не может атаковать в этот ход"),
                "one_target" => say!(l, en: "a ranged attack has one target", ru: "у дальней атаки одна цель"),
                "needs" => say!(l, en: "its card gives it only while at least {n} enemies next to it have a discharge, a magic strike or a spell",
                                ru: "карта даёт его, только пока рядом стоят хотя бы {n} существа противника с разрядом, магическим ударом или заклинанием"),
                "no_counters" => say!(l, en: "its card gives it only while it has no counter [B-GAME-11]",
                                      ru: "карта даёт его, только пока на нём нет фишек [B-GAME-11]"),
                "finish" => say!(l, en: "a finishing strike {n} finishes only a creature with at most {n} life left",
                                 ru: "добивание на {n} добивает только существо, у которого осталось не больше {n} жизней"),
                "flyer_protection" => say!(l, en: "{t} has protection from flyers", ru: "у {t} защита от летающих"),
                "intercept" => say!(l, en: "an enemy card draws such attacks: they may be declared only at it [B-GAME-10]",
                                       ru: "вражеская карта притягивает такие атаки: их можно объявлять только по ней [B-GAME-10]"),
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
            RangedKind::SpecialStrike | RangedKind::FinishingStrike => return self.reaches(attacker, target),
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

    /// [B-GAME-9] The face-up enemies next to `uid` on the board whose cards have one of
    /// `powers`.
    fn enemies_having(&self, uid: u16, powers: u8) -> u8 {
        let c = self.cr(uid);
        let n = self
            .alive()
            .filter(|o| o.owner != c.owner && !o.hidden && !o.flying && !c.flying && super::board::adjacent(o.cell, c.cell))
            .filter(|o| powers_of(self.def_of(o.uid)) & powers != 0)
            .count();
        u8::try_from(n).unwrap_or(u8::MAX)
    }

    /// [B-GAME-9] Whether the ranged attack `r` rolls no die: it has one value and its card
    /// asks nothing of its strength.
    pub(crate) fn ranged_fixed(&self, attacker: u16, r: Ranged) -> bool {
        let asks = self.ranged_of(attacker, r.ability).and_then(|a| a.then).is_some_and(|(_, c)| matches!(c, Some(RangedIf::Strength(_))));
        r.fixed() && !asks
    }

    /// [B-GAME-9] What the card's count adds to the value of `attacker`'s ranged attack on
    /// `target` now.
    pub(crate) fn ranged_count(&self, attacker: u16, target: u16, count: Option<Count>) -> u8 {
        let (c, t) = (self.cr(attacker), self.cr(target));
        match count {
            None => 0,
            Some(Count::OwnWounds(max)) => c.wounds.min(max),
            Some(Count::WeakStrikesBeside) => self
                .alive()
                .filter(|o| o.owner == c.owner && !o.flying && !c.flying && o.cell[1] == c.cell[1] && o.cell[0].abs_diff(c.cell[0]) == 1)
                .map(|o| self.def_of(o.uid).strike[0])
                .fold(0, u8::saturating_add),
            Some(Count::PoisonedNextToTarget) => {
                let n = self.alive().filter(|o| o.uid != target && o.poison > 0 && !o.flying && !t.flying && super::board::adjacent(o.cell, t.cell)).count();
                u8::try_from(n).unwrap_or(u8::MAX)
            }
        }
    }

    /// The value of a ranged action `a` of one value (the medium one) on `target` now, its
    /// count included.
    fn ranged_value_now(&self, attacker: u16, target: u16, a: RangedAction) -> u8 {
        a.table[1].saturating_add(self.ranged_count(attacker, target, a.count))
    }

    /// [B-GAME-9] Whether `cond` holds for `attacker`'s ranged attack on `target`.
    fn ranged_holds(&self, attacker: u16, target: u16, cond: RangedIf) -> bool {
        let (c, t) = (self.cr(attacker), self.cr(target));
        match cond {
            RangedIf::TargetClosed(closed) => t.closed == closed,
            RangedIf::TargetFlyer => self.is_flyer(target),
            RangedIf::UnwoundedAllyOpposite => {
                let opposite = super::board::opposite_cell(c.owner, c.cell);
                !c.flying && self.alive().any(|o| o.owner == c.owner && !o.flying && Some(o.cell) == opposite && o.wounds == 0)
            }
            RangedIf::OwnCreatureInEveryRow => (0..super::board::ROWS).all(|r| self.alive().any(|o| o.owner == c.owner && !o.flying && o.cell[1] == r)),
            RangedIf::Strength(levels) => {
                let strength = self.st.attack.as_ref().and_then(|a| a.strikes[0]);
                strength.is_some_and(|s| levels & (1 << s.index()) != 0)
            }
            RangedIf::OtherRangedWounds(n) => {
                // The attack under way, a shot or throw of `attacker` that wounded `target`,
                // is counted already: it is not another.
                let this = self.st.attack.as_ref().filter(|a| a.attacker == attacker && a.target == target);
                let own = this.and_then(|a| a.ranged.map(|r| (r, a.values[0]))).is_some_and(|(r, v)| matches!(r.kind, RangedKind::Shot | RangedKind::Throw) && v > 0);
                t.ranged_wounded.saturating_sub(u8::from(own)) >= n
            }
        }
    }

    /// [B-GAME-9] What the card adds to the value of `attacker`'s ranged attack `r` on
    /// `target`, in the calculation step: for the counters it had, and its bonus if its
    /// condition holds.
    pub(crate) fn ranged_card_bonus(&self, attacker: u16, target: u16, r: Ranged) -> u8 {
        let bonus = self.ranged_of(attacker, r.ability).and_then(|a| a.bonus);
        let cond = bonus.filter(|&(cond, _)| self.ranged_holds(attacker, target, cond)).map_or(0, |(_, x)| x);
        r.counters_bonus.saturating_add(cond)
    }

    /// [B-GAME-9] After a ranged attack of `attacker` has landed on `target` (its wounds dealt,
    /// the target alive): the card's effect on the target, if its condition holds.
    pub(crate) fn ranged_then(&mut self, attacker: u16, target: u16, r: Ranged) {
        let Some((effect, cond)) = self.ranged_of(attacker, r.ability).and_then(|a| a.then) else { return };
        // [B-GAME-11] Counters it may take: its owner is asked, whatever became of the target.
        if let ActionEffect::MayGainCounters(n) = effect {
            self.ask_counters(attacker, r.ability, n);
            return;
        }
        if !self.cr(target).dead && cond.is_none_or(|c| self.ranged_holds(attacker, target, c)) {
            self.action_effect(attacker, target, effect);
        }
    }

    /// [B-GAME-9] The ranged attack declared: its cost paid (counters, a use, closing), the
    /// attack goes on the stack [B-STACK-1] and its preliminary stage begins [B-ATK-1].
    pub(crate) fn declare_ranged(&mut self, creature: u16, ability: u8, target: u16, x: u8) {
        let Some(action) = self.ranged_of(creature, ability) else { return };
        let Some(cost) = action.cost.with_x(x) else { return };
        let on_card = self.cr(creature).counters.saturating_sub(cost.counters);
        let spent = match action.spend {
            None => 0,
            Some(Spend::All) => on_card,
            Some(Spend::Some(n)) => n.min(on_card),
        };
        let counted = self.ranged_count(creature, target, action.count);
        let ranged = Ranged {
            kind: action.kind,
            table: if action.x_value { [x; 3] } else { action.table },
            ability,
            counters_bonus: action.per_counter.saturating_mul(match (action.spend, action.cost.x) {
                (Some(_), _) => spent,
                (None, Some(super::costs::X::Counters)) => x,
                (None, _) => on_card,
            }),
        };
        self.st.phase = Phase::Attack;
        let mut attack = Attack::new(creature, target);
        attack.ranged = Some(ranged);
        self.st.attack = Some(attack);
        self.st.priority = Priority::new(self.st.active);
        self.pay_cost(creature, ability, cost);
        let c = self.cr_mut(creature);
        c.counters -= spent;
        let (a, t) = (self.cref(creature), self.cref(target));
        self.emit(
            B_GAME_9,
            EventKind::RangedDeclared {
                attacker: a.clone(),
                target: t.clone(),
                attack: action.kind,
                value: ranged.table.map(|v| v.saturating_add(counted)),
                counters: cost.counters + spent,
            },
        );
        if cost.tap {
            self.emit(B_GAME_9, EventKind::Closed { creature: a.clone() });
        }
        // [B-MARKER] The card's own effect as the attack is declared.
        if let Some(code) = action.code {
            self.card_code(code, creature, target);
        }
        // [B-MARKER] Its card's abilities acting on its shot.
        if action.kind == RangedKind::Shot {
            self.code_abilities(super::card_code::CodeWhen::Shot, creature, target);
        }
        self.st.priority.put(self.st.active, StackEntry::Attack);
        self.emit(B_STACK_1, EventKind::AttackPut { attacker: a, target: t });
        // [B-GAME-13] The creature opposite it gains a feature as it is declared.
        if let Some(f) = action.opposite_gains {
            let c = self.cr(creature);
            let cell = (!c.flying).then(|| super::board::opposite_cell(c.owner, c.cell)).flatten();
            let opposite = self.alive().find(|o| !o.flying && Some(o.cell) == cell).map(|o| o.uid);
            if let Some(o) = opposite {
                self.gain(o, f, Until::EndOfTurn);
            }
        }
        self.begin_preliminary();
    }
}

impl BerserkGame {
    /// [B-GAME-13] with [B-GAME-9] Whether `attacker` may aim an attack of `kind` (at most
    /// `range` away) made by its trigger at `target`: both alive, the target an enemy within
    /// the reach of the same attack used as an action (a shot not at an adjacent creature, a
    /// special or finishing strike at an adjacent one), no other enemy drawing such attacks,
    /// no protection from flyers against a flyer.
    /// `posthumous`: made as `attacker` died, from the cell it died on [B-GAME-13].
    pub(crate) fn trigger_attack_reaches(&self, attacker: u16, target: u16, kind: RangedKind, range: Option<u8>, posthumous: bool) -> bool {
        let (Some(c), Some(t)) = (self.creature(attacker), self.creature(target)) else { return false };
        if (c.dead && !posthumous) || t.dead || c.owner == t.owner {
            return false;
        }
        let a = RangedAction::plain(kind, [0; 3], range, Cost::default());
        let (drawn, any_range) = self.intercept_allows(attacker, target, Some(kind));
        let flyer_blocked = c.flying && self.has(target, Feature::FlyerProtection) && !self.ignores_flyer_protection(attacker);
        drawn && (any_range || self.in_reach(attacker, target, a)) && !flyer_blocked
    }

    /// [B-GAME-13] The attacks triggers made are declared, in the order they were made, once
    /// no attack is under way and no trigger waits for an answer; one whose creature or target
    /// has died, or that may no longer be made at its target, is not made.
    pub(crate) fn launch_queued(&mut self) {
        let stack_empty = |g: &Self| g.st.priority.items().is_empty();
        while self.st.attack.is_none() && self.st.asked.is_empty() && self.st.phase == Phase::Main && stack_empty(self) && !self.st.queued.is_empty() {
            let q = self.st.queued.remove(0);
            // [B-GAME-12] A simple strike an ability ordered (the Tribe Matriarch's).
            if q.simple {
                if self.ordered_strike_allowed(q.attacker, q.target) {
                    self.declare_ordered_strike(q.attacker, q.target);
                }
            } else if self.trigger_attack_allowed(q.attacker, q.target, q.kind, q.range, q.value, q.posthumous) {
                self.declare_queued(q);
            }
        }
        // [B-GAME-12] Then the strikes a hypnosis forced, one at a time.
        while self.st.attack.is_none() && self.st.asked.is_empty() && self.st.phase == Phase::Main && stack_empty(self) && self.st.queued.is_empty() && !self.st.forced.is_empty() {
            let (attacker, target) = self.st.forced.remove(0);
            self.declare_forced(attacker, target);
        }
    }

    /// [B-GAME-13] An attack a trigger (or an instant, B-GAME-9) made is declared: it costs
    /// nothing and does not close its creature (an instant paid as it was used); it goes on the stack [B-STACK-1] and its preliminary stage begins
    /// [B-ATK-1], as any attack, so both sides may answer it.
    fn declare_queued(&mut self, q: super::triggers::Queued) {
        let ranged = Ranged { kind: q.kind, table: q.table.unwrap_or([q.value; 3]), ability: q.ability, counters_bonus: 0 };
        self.st.phase = Phase::Attack;
        let mut attack = Attack::new(q.attacker, q.target);
        attack.ranged = Some(ranged);
        attack.posthumous = q.posthumous;
        self.st.attack = Some(attack);
        self.st.priority = Priority::new(self.st.active);
        let (a, t) = (self.cref(q.attacker), self.cref(q.target));
        // An instant's attack is its action's [B-GAME-9]; a trigger's, its trigger's.
        let rule = if self.action_of(q.attacker, q.ability).is_some() { B_GAME_9 } else { super::rules::B_GAME_13 };
        self.emit(
            rule,
            EventKind::RangedDeclared {
                attacker: a.clone(),
                target: t.clone(),
                attack: q.kind,
                value: ranged.table,
                counters: 0,
            },
        );
        self.st.priority.put(self.st.active, StackEntry::Attack);
        self.emit(B_STACK_1, EventKind::AttackPut { attacker: a, target: t });
        self.begin_preliminary();
    }
}
