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
}

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
}

/// A static ability the engine plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaticAbility {
    pub condition: StaticCondition,
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

fn condition(v: Option<&Value>) -> Option<StaticCondition> {
    let Some(v) = v else { return Some(StaticCondition::Always) };
    let o = v.as_object().filter(|o| o.len() == 1)?;
    let (k, v) = o.iter().next()?;
    let yes = v.as_bool() == Some(true);
    Some(match k.as_str() {
        "in_formation" if yes => StaticCondition::InFormation,
        "target_closed" if yes => StaticCondition::TargetClosed,
        "target_is_defender" if yes => StaticCondition::TargetIsDefender,
        "no_wounds" if yes => StaticCondition::NoWounds,
        "target_element" => StaticCondition::TargetElement(element(v)?),
        "attacker_element" => StaticCondition::AttackerElement(element(v)?),
        "attacker_cost_at_most" => StaticCondition::AttackerCostAtMost(u8::try_from(v.as_u64()?).ok()?),
        _ => return None,
    })
}

fn effect(v: &Value) -> Option<StaticEffect> {
    let o = v.as_object()?;
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
        condition: condition(a.condition.as_ref())?,
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
        }
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
            .filter(move |s| self.static_holds(uid, foe, s.condition))
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

    /// The effects of `uid`'s static abilities in force against `other`.
    fn static_effects(&self, uid: u16, other: u16) -> impl Iterator<Item = StaticEffect> + '_ {
        let hidden = self.cr(uid).hidden;
        self.def_of(uid)
            .played
            .statics
            .iter()
            .filter(move |s| !hidden && self.static_holds(uid, Some(other), s.condition))
            .flat_map(|s| s.effects.iter().copied())
    }
}
