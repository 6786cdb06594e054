//! Static abilities [B-GAME-10]: a printed card's ability that is always in force while its
//! condition holds — a bonus to its simple strike, a reduction of the wounds it takes from a
//! kind of attack, a feature it has. The conditions played: in formation (two creatures whose
//! cards speak of formation, side by side in a row, of one side), the struck creature's
//! element, closed or defending, no wounds, the attacker's element or cost. Read once from the
//! card's data at load; an ability with any other part is not played (the coverage table says
//! so).

use serde_json::Value;

use super::abilities::Ability;
use super::cards::{CreatureDef, Element, Feature};
use super::events::Strength;
use super::game::BerserkGame;
use super::ranged::RangedKind;

/// When a static ability is in force.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StaticCondition {
    Always,
    InFormation,
    TargetElement(Element),
    TargetClosed,
    TargetIsDefender,
    NoWounds,
    AttackerElement(Element),
    AttackerCostAtMost(u8),
    /// The other creature has one of these (bits of `HAS`): a feature, or an ability of a kind.
    TargetHas(u16),
    /// It is closed itself.
    Closed,
    /// At least this many enemy creatures stand next to it.
    AdjacentEnemiesAtLeast(u8),
    /// The other creature is a ground creature (`false`) or a flyer (`true`).
    TargetFlyer(bool),
}

/// What `target_has` may name: three features, then kinds of abilities.
const HAS: [&str; 8] = ["attack_experience", "defence_experience", "armour", "shot", "throw", "discharge", "magic_strike", "spell"];

/// The attacks a reduction acts against.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttackKinds {
    SimpleStrike,
    Ranged,
    NonMagic,
    Any,
    Kinds([Option<RangedKind>; 2]),
    Directed,
    Diagonal,
    Flyers,
    WeakStrike,
}

/// What a static ability does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StaticEffect {
    /// +N to its simple strike's value (at the given strengths only, if any).
    StrikeBonus { amount: u8, levels: [bool; 3] },
    /// N fewer wounds from the attacks of `from`.
    DamageReduction { amount: u8, from: AttackKinds },
    /// It has the feature.
    Gains(Feature),
    /// +N to the value of its ranged attacks of a kind [B-GAME-9].
    RangedBonus { kind: RangedKind, amount: u8 },
    /// Simple strikes of this strength against it are blocked [B-ATK-4].
    BlockStrikes(Strength),
    /// Its simple strike gets no counter-strike [B-ATK-2].
    Unanswerable,
}

/// A static ability the engine plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaticAbility {
    /// All must hold.
    pub conditions: Vec<StaticCondition>,
    pub effects: Vec<StaticEffect>,
}

/// An attack as a reduction sees it: its kind, whether it is magic, directed, diagonal, by a
/// flyer, weak.
#[derive(Debug, Clone, Copy)]
pub struct Hit {
    pub ranged: Option<RangedKind>,
    pub magic: bool,
    pub directed: bool,
    pub diagonal: bool,
    pub flyer: bool,
    pub weak: bool,
}

impl AttackKinds {
    fn parse(v: &Value) -> Option<AttackKinds> {
        let one = |w: &str| -> Option<AttackKinds> {
            Some(match w {
                "simple_strike" => AttackKinds::SimpleStrike,
                "ranged" => AttackKinds::Ranged,
                "non_magic" => AttackKinds::NonMagic,
                "any_attack" => AttackKinds::Any,
                "directed" => AttackKinds::Directed,
                "diagonal" => AttackKinds::Diagonal,
                "flyers" => AttackKinds::Flyers,
                "weak_strike" => AttackKinds::WeakStrike,
                _ => return None,
            })
        };
        match v {
            Value::String(w) => one(w),
            Value::Array(items) if (1..=2).contains(&items.len()) => {
                let mut kinds = [None; 2];
                for (slot, item) in kinds.iter_mut().zip(items) {
                    *slot = Some(ranged_kind(item.as_str()?)?);
                }
                Some(AttackKinds::Kinds(kinds))
            }
            _ => None,
        }
    }

    /// Whether a reduction from these kinds acts on `hit`.
    pub fn covers(self, hit: Hit) -> bool {
        match self {
            AttackKinds::SimpleStrike => hit.ranged.is_none(),
            AttackKinds::Ranged => matches!(hit.ranged, Some(RangedKind::Shot | RangedKind::Throw | RangedKind::Discharge | RangedKind::StrikeThroughRow)),
            AttackKinds::NonMagic => !hit.magic,
            AttackKinds::Any => true,
            AttackKinds::Kinds(kinds) => hit.ranged.is_some() && kinds.contains(&hit.ranged),
            AttackKinds::Directed => hit.directed,
            AttackKinds::Diagonal => hit.diagonal,
            AttackKinds::Flyers => hit.flyer,
            AttackKinds::WeakStrike => hit.weak && hit.ranged.is_none(),
        }
    }
}

fn ranged_kind(w: &str) -> Option<RangedKind> {
    Some(match w {
        "shot" => RangedKind::Shot,
        "throw" => RangedKind::Throw,
        "discharge" => RangedKind::Discharge,
        "magic_strike" => RangedKind::MagicStrike,
        _ => return None,
    })
}

fn element(v: &Value) -> Option<Element> {
    Some(match v.as_str()? {
        "steppe" => Element::Steppe,
        "mountains" => Element::Mountains,
        "forest" => Element::Forest,
        "swamp" => Element::Swamp,
        "dark" => Element::Dark,
        "neutral" => Element::Neutral,
        _ => return None,
    })
}

fn strength(v: &Value) -> Option<Strength> {
    Some(match v.as_str()? {
        "weak" => Strength::Weak,
        "medium" => Strength::Medium,
        "strong" => Strength::Strong,
        _ => return None,
    })
}

/// The conditions of an ability's `if` (none: always), if the engine plays each.
fn conditions(v: Option<&Value>) -> Option<Vec<StaticCondition>> {
    let Some(v) = v else { return Some(vec![StaticCondition::Always]) };
    v.as_object()?.iter().map(|(k, v)| condition(k, v)).collect()
}

fn condition(k: &str, v: &Value) -> Option<StaticCondition> {
    let yes = v.as_bool() == Some(true);
    let n = || v.as_u64().and_then(|x| u8::try_from(x).ok());
    Some(match k {
        "target_has" => {
            let mut bits = 0u16;
            for w in v.as_array()? {
                bits |= 1 << HAS.iter().position(|h| Some(*h) == w.as_str())?;
            }
            StaticCondition::TargetHas(bits)
        }
        "closed" if yes => StaticCondition::Closed,
        "adjacent_enemies_at_least" => StaticCondition::AdjacentEnemiesAtLeast(n()?),
        "target_kind" => StaticCondition::TargetFlyer(match v.as_str()? {
            "flyer" => true,
            "creature" => false,
            _ => return None,
        }),
        "in_formation" if yes => StaticCondition::InFormation,
        "target_closed" if yes => StaticCondition::TargetClosed,
        "target_is_defender" if yes => StaticCondition::TargetIsDefender,
        "no_wounds" if yes => StaticCondition::NoWounds,
        "target_element" => StaticCondition::TargetElement(element(v)?),
        "attacker_element" => StaticCondition::AttackerElement(element(v)?),
        "attacker_cost_at_most" => StaticCondition::AttackerCostAtMost(n()?),
        _ => return None,
    })
}

fn effect(v: &Value) -> Option<StaticEffect> {
    if v.as_str() == Some("unanswerable_strike") {
        return Some(StaticEffect::Unanswerable);
    }
    let o = v.as_object()?;
    if o.len() == 1 {
        let (k, x) = o.iter().next()?;
        let amount = x.as_u64().and_then(|x| u8::try_from(x).ok());
        let kind = match k.as_str() {
            "shot_bonus" => Some(RangedKind::Shot),
            "throw_bonus" => Some(RangedKind::Throw),
            "discharge_bonus" => Some(RangedKind::Discharge),
            _ => None,
        };
        if let (Some(kind), Some(amount)) = (kind, amount) {
            return Some(StaticEffect::RangedBonus { kind, amount });
        }
        if k == "block_strikes" {
            return Some(StaticEffect::BlockStrikes(strength(x)?));
        }
    }
    let n = |k: &str| o.get(k).and_then(Value::as_u64).and_then(|x| u8::try_from(x).ok());
    if let Some(amount) = n("strike_bonus") {
        let mut levels = [true; 3];
        match (o.len(), o.get("levels")) {
            (1, None) => {}
            (2, Some(Value::Array(ls))) => {
                levels = [false; 3];
                for l in ls {
                    let s = strength(l)?;
                    levels[s.index()] = true;
                }
            }
            _ => return None,
        }
        return Some(StaticEffect::StrikeBonus { amount, levels });
    }
    if let (Some(amount), Some(from), 2) = (n("damage_reduction"), o.get("from"), o.len()) {
        return Some(StaticEffect::DamageReduction {
            amount,
            from: AttackKinds::parse(from)?,
        });
    }
    match (o.get("gain_feature"), o.len()) {
        (Some(Value::String(key)), 1) => Feature::named(key, 0).map(StaticEffect::Gains),
        (Some(Value::Object(f)), 1) if f.len() == 1 => {
            let (key, x) = f.iter().next()?;
            Feature::named(key, u8::try_from(x.as_u64()?).ok()?).map(StaticEffect::Gains)
        }
        _ => None,
    }
}

/// The static ability an ability is, if the engine plays it.
pub fn static_ability(a: &Ability) -> Option<StaticAbility> {
    if a.when != "static" || a.target.is_some() || a.until.is_some() || !a.cost.is_empty() || a.whose.is_some() || a.kind.is_some() {
        return None;
    }
    let effects = match &a.effect {
        Value::Array(items) => items.iter().map(effect).collect::<Option<Vec<_>>>()?,
        v => vec![effect(v)?],
    };
    Some(StaticAbility {
        conditions: conditions(a.condition.as_ref())?,
        effects,
    })
}

/// A card that can stand in formation: its abilities speak of formation.
pub fn forms(def: &CreatureDef) -> bool {
    def.mechanics.iter().any(|m| m == "formation")
}

impl BerserkGame {
    /// [B-GAME-10] `uid` is in formation: on the board, with an ally that can stand in formation
    /// beside it in its row.
    pub(crate) fn in_formation(&self, uid: u16) -> bool {
        let c = self.cr(uid);
        if c.dead || c.flying || c.hidden || !self.def_of(uid).played.formation {
            return false;
        }
        self.alive().any(|o| {
            o.owner == c.owner
                && o.uid != uid
                && !o.flying
                && !o.hidden
                && o.cell[1] == c.cell[1]
                && o.cell[0].abs_diff(c.cell[0]) == 1
                && self.def_of(o.uid).played.formation
        })
    }

    /// Whether `condition` holds for `uid`, `other` being the creature it strikes or that
    /// strikes it (if any).
    fn static_holds(&self, uid: u16, other: Option<u16>, condition: StaticCondition) -> bool {
        let other_def = other.map(|o| self.def_of(o));
        match condition {
            StaticCondition::Always => true,
            StaticCondition::InFormation => self.in_formation(uid),
            StaticCondition::NoWounds => self.cr(uid).wounds == 0,
            StaticCondition::TargetElement(e) | StaticCondition::AttackerElement(e) => {
                other_def.is_some_and(|d| d.element == Some(e))
            }
            StaticCondition::TargetClosed => other.is_some_and(|o| self.cr(o).closed),
            StaticCondition::TargetIsDefender => {
                other.is_some_and(|o| self.st.attack.as_ref().is_some_and(|a| a.target == o && a.retargeted))
            }
            StaticCondition::AttackerCostAtMost(n) => other_def.is_some_and(|d| d.cost.is_some_and(|c| c <= n)),
            StaticCondition::TargetHas(bits) => other.is_some_and(|o| {
                HAS.iter().enumerate().any(|(i, key)| bits & (1 << i) != 0 && self.has_named(o, key))
            }),
            StaticCondition::Closed => self.cr(uid).closed,
            StaticCondition::AdjacentEnemiesAtLeast(n) => {
                let c = self.cr(uid);
                let near = self
                    .alive()
                    .filter(|o| o.owner != c.owner && !o.flying && !c.flying && super::board::adjacent(o.cell, c.cell))
                    .count();
                near >= usize::from(n)
            }
            StaticCondition::TargetFlyer(flyer) => other.is_some_and(|o| (self.def_of(o).kind == Some(super::cards::Kind::Flyer)) == flyer),
        }
    }

    /// Whether `uid` has the feature `key` (armour, experience) or an ability of the kind
    /// `key` (a shot, a throw, a discharge, a magic strike, a spell), face up. The features
    /// are its card's and those it gained, not those of its own static abilities (which may
    /// ask the same of this creature: two such cards facing each other would ask forever).
    fn has_named(&self, uid: u16, key: &str) -> bool {
        let c = self.cr(uid);
        if c.hidden {
            return false;
        }
        let named = |f: &Feature| f.key() == key;
        if self.def_of(uid).features.iter().any(named) || c.gained.iter().any(|(f, _)| named(f)) {
            return true;
        }
        let def = self.def_of(uid);
        def.abilities.iter().any(|a| {
            (key == "spell" && a.kind.as_deref() == Some("spell"))
                || match &a.effect {
                    Value::Object(o) => o.contains_key(key),
                    Value::Array(items) => items.iter().any(|e| e.as_object().is_some_and(|o| o.contains_key(key))),
                    _ => false,
                }
        })
    }

    /// Whether every condition of `s` holds for `uid` against `other`.
    fn all_hold(&self, uid: u16, other: Option<u16>, s: &StaticAbility) -> bool {
        s.conditions.iter().all(|&c| self.static_holds(uid, other, c))
    }

    /// The other fighter of the attack under way, if `uid` fights in it.
    fn foe(&self, uid: u16) -> Option<u16> {
        let a = self.st.attack.as_ref()?;
        (a.attacker == uid).then_some(a.target).or((a.target == uid).then_some(a.attacker))
    }

    /// [B-GAME-10] The features `uid` has now from its card's static abilities.
    pub(crate) fn static_features(&self, uid: u16) -> impl Iterator<Item = Feature> + '_ {
        let foe = self.foe(uid);
        self.def_of(uid)
            .played
            .statics
            .iter()
            .filter(move |s| self.all_hold(uid, foe, s))
            .flat_map(|s| s.effects.iter())
            .filter_map(|e| match e {
                StaticEffect::Gains(f) => Some(*f),
                _ => None,
            })
    }

    /// [B-GAME-10] The bonus of `striker`'s static abilities to its simple strike of
    /// `strength` on `target`.
    pub(crate) fn static_strike_bonus(&self, striker: u16, target: u16, strength: Strength) -> u8 {
        self.static_effects(striker, target)
            .filter_map(|e| match e {
                StaticEffect::StrikeBonus { amount, levels } if levels[strength.index()] => Some(amount),
                _ => None,
            })
            .fold(0, u8::saturating_add)
    }

    /// [B-GAME-10] The wounds `target`'s static abilities take off `hit` by `striker`.
    pub(crate) fn static_reduction(&self, target: u16, striker: u16, hit: Hit) -> u8 {
        self.static_effects(target, striker)
            .filter_map(|e| match e {
                StaticEffect::DamageReduction { amount, from } if from.covers(hit) => Some(amount),
                _ => None,
            })
            .fold(0, u8::saturating_add)
    }

    /// [B-GAME-10] The bonus of `attacker`'s static abilities to its ranged attack of `kind`
    /// on `target`.
    pub(crate) fn static_ranged_bonus(&self, attacker: u16, target: u16, kind: RangedKind) -> u8 {
        self.static_effects(attacker, target)
            .filter_map(|e| match e {
                StaticEffect::RangedBonus { kind: k, amount } if k == kind => Some(amount),
                _ => None,
            })
            .fold(0, u8::saturating_add)
    }

    /// [B-GAME-10] `target`'s static abilities block a simple strike of `strength` by `striker`.
    pub(crate) fn static_blocks(&self, target: u16, striker: u16, strength: Strength) -> bool {
        self.static_effects(target, striker)
            .any(|e| e == StaticEffect::BlockStrikes(strength))
    }

    /// [B-GAME-10] `attacker`'s simple strike on `target` gets no counter-strike.
    pub(crate) fn static_unanswerable(&self, attacker: u16, target: u16) -> bool {
        self.static_effects(attacker, target).any(|e| e == StaticEffect::Unanswerable)
    }

    /// The effects of `uid`'s static abilities in force against `other`.
    fn static_effects(&self, uid: u16, other: u16) -> impl Iterator<Item = StaticEffect> + '_ {
        let hidden = self.cr(uid).hidden;
        self.def_of(uid)
            .played
            .statics
            .iter()
            .filter(move |s| !hidden && self.all_hold(uid, Some(other), s))
            .flat_map(|s| s.effects.iter().copied())
    }
}
