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
    /// The other creature carries a marker of this kind [B-MARKER].
    TargetMarker(super::markers::MarkerKind),
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
    /// The other creature stands opposite it: in its column, the next row.
    TargetOpposite,
    /// Both stand in the row of the same number of their own halves (1 the front).
    SameRowNumberAsTarget,
    /// The other creature stands in one of these rows of its own half (bit 1 << number).
    TargetRow(u8),
    /// It stands in a formation of at least this many creatures.
    FormationSizeAtLeast(u8),
    /// It is in formation with an elite (`true`) or an ordinary (`false`) creature.
    InFormationWith(bool),
    /// More of its allies than enemies stand next to it.
    MoreAdjacentAlliesThanEnemies,
    /// At least this many of its allies without wounds stand next to it.
    UnwoundedAdjacentAlliesAtLeast(u8),
    /// The face-up creatures next to it (either side) are of at least this many different
    /// classes in all.
    AdjacentDistinctClassesAtLeast(u8),
    /// Neither left nor right of the other creature stands a creature of its side.
    TargetIsolatedInRow,
    /// The attacking creature's printed movement is at least this.
    AttackerMovementAtLeast(u8),
    /// No creature stands in the front row of the other side's half.
    EnemyFrontRowEmpty,
    /// It stands in the middle column (`true`) or an edge column (`false`).
    CentreColumn(bool),
    /// It is the defender of the attack under way.
    IsDefender,
    /// At least `count` enemies whose weak strike is at least `weak` stand next to it.
    AdjacentEnemiesWithWeakStrike { count: u8, weak: u8 },
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
    StrikeBonus { amount: Amount, levels: [bool; 3] },
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
    /// Its simple strike aims only at the creature opposite it [B-TURN-2].
    StrikesOnlyOpposite,
    /// A flyer that may defend its side's creatures on the board [B-ATK-1].
    DefendsGround,
    /// +N to the range of its ranged attacks [B-GAME-9].
    RangeBonus(u8),
    /// It may move diagonally as well [B-TURN-2].
    DiagonalMovement,
    /// Instead of walking it may jump to a free cell at most N orthogonal steps away, over
    /// creatures [B-TURN-2].
    Jump(u8),
    /// Instead of walking it may move to any free cell [B-TURN-2].
    Teleport,
    /// When its simple strike kills a creature it heals all its wounds [B-ATK-6].
    Scavenging,
    /// Its simple strike reaches a creature this many orthogonal steps away [B-TURN-2].
    StrikeRange(u8),
    /// In its turn, while it can strike a closed enemy, it must [B-TURN-2].
    MustStrikeClosed,
    /// Its simple strike reaches flyers [B-GAME-8].
    StrikesFlyers,
    /// The features of the creature it attacks do not act in that attack.
    IgnoresTargetFeatures,
    /// It does not close when it strikes [B-TURN-2].
    StaysOpen,
    /// It may strike N more times a turn, one strike right after the other, staying open
    /// between them (at a different creature each time, if so) [B-TURN-2].
    ExtraStrikes { more: u8, different: bool },
    /// Simple strikes on it are of this strength at most [B-ATK-5].
    StrikesAgainstAtMost(Strength),
    /// Simple strikes on it are worth this much at most [B-ATK-5].
    StrikesAgainstWorthAtMost(u8),
    /// Protection from flyers does not keep it off [B-GAME-8].
    IgnoresFlyerProtection,
    /// The two end cells of a row are neighbours for its move, and from one of them its
    /// simple strike reaches a creature on the other [B-TURN-2].
    RowEndsAdjacent,
    /// The strength and value of its simple strike are never lowered (by a limit on the strikes
    /// against a creature, stone skin, or an effect that caps it) [B-ATK-3] [B-ATK-5].
    StrikeNotReduced,
    /// Vampirism: its simple strike heals it as many wounds as it dealt, less this many;
    /// what is left over becomes extra lives [B-DEATH-1].
    Vampirism { less: u8 },
    /// Its life is at most this, extra lives included [B-DEATH-1].
    MaxLife(u8),
    /// Clumsiness: 1 off its own die when it rolls for a simple strike [B-ATK-2].
    Clumsy,
    /// Closed, it still rolls and strikes back as if open [B-TABLE-2].
    StrikesBackClosed,
    /// Enemy ranged attacks of these kinds (by enemy flyers, any attack) may be declared
    /// only at it (and the other creatures with it), at any range if so [B-GAME-9].
    Intercept { kinds: Intercepted, any_range: bool },
    /// Its attacks are drawn by no enemy's intercept [B-GAME-9].
    IgnoresIntercept,
    /// When it would be healed, it opens instead, once a turn (the ability's cost) [B-GAME-10].
    HealOpens,
    /// The opponent may redirect its simple strike to another of the opponent's creatures
    /// next to it [B-ATK-1].
    OpponentRedirects,
    /// It holds at most this many counters: the counters' rule keeps the cap, when the card
    /// writes it among other static effects [B-GAME-11].
    MaxCounters(u8),
    /// When it fights, two dice are rolled for it and its owner keeps one as its roll
    /// [B-ATK-2].
    RollsTwice,
}

/// The enemy attacks an intercept draws to its creature.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Intercepted {
    /// Ranged attacks of these kinds.
    Kinds([Option<RangedKind>; 2]),
    /// Every attack of an enemy flyer.
    FlyerAttacks,
}

impl Intercepted {
    /// Whether an attack by `attacker` (a flyer or not), of `kind` (none: a simple strike),
    /// is drawn.
    pub fn draws(self, kind: Option<RangedKind>, flyer: bool) -> bool {
        match self {
            Intercepted::Kinds(kinds) => kind.is_some() && kinds.contains(&kind),
            Intercepted::FlyerAttacks => flyer,
        }
    }
}

/// How much a strike bonus adds: a number, or one the board gives [B-GAME-10].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Amount {
    Fixed(u8),
    /// One for each other creature of its side of an element, at most `max`.
    OtherOwnOfElement { element: Element, max: u8 },
    /// The counters on it.
    Counters,
    /// The struck creature's printed strike of the same strength.
    TargetPrintedStrike,
    /// Half the life the struck creature has left, rounded down.
    HalfTargetLife,
}

/// Whom a static ability written with a target acts on besides its own creature: an aura
/// [B-GAME-10].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AuraWho {
    /// Its allies left and right of it in its row.
    AlliesLeftAndRight,
    /// The allies in formation with it.
    AlliesInFormation,
    /// Its other creatures in its column.
    OwnInColumn,
}

/// An aura: whom it reaches, and what the receiving creature must be (its element, what it
/// has, as `target_has` names).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Aura {
    pub who: AuraWho,
    pub element: Option<Element>,
    pub has: u16,
}

/// A static ability the engine plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StaticAbility {
    /// All must hold.
    pub conditions: Vec<StaticCondition>,
    pub effects: Vec<StaticEffect>,
    /// Its effects act on other creatures, not on its own.
    pub aura: Option<Aura>,
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

/// The bits of `HAS` a `target_has` list names (each one it knows).
pub(crate) fn has_bits(v: &Value) -> Option<u16> {
    let mut bits = 0u16;
    for w in v.as_array().filter(|ws| !ws.is_empty())? {
        bits |= 1 << HAS.iter().position(|h| Some(*h) == w.as_str())?;
    }
    Some(bits)
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
        "target_has" => StaticCondition::TargetHas(has_bits(v)?),
        "closed" if yes => StaticCondition::Closed,
        "adjacent_enemies_at_least" => StaticCondition::AdjacentEnemiesAtLeast(n()?),
        "target_kind" => StaticCondition::TargetFlyer(match v.as_str()? {
            "flyer" => true,
            "creature" => false,
            _ => return None,
        }),
        "in_formation" if yes => StaticCondition::InFormation,
        "target_closed" if yes => StaticCondition::TargetClosed,
        "target_marker" => StaticCondition::TargetMarker(super::markers::MarkerKind::named(v.as_str()?).filter(|k| !k.on_cell())?),
        "target_is_defender" if yes => StaticCondition::TargetIsDefender,
        "no_wounds" if yes => StaticCondition::NoWounds,
        "target_element" => StaticCondition::TargetElement(element(v)?),
        "attacker_element" => StaticCondition::AttackerElement(element(v)?),
        "attacker_cost_at_most" => StaticCondition::AttackerCostAtMost(n()?),
        "target_opposite" if yes => StaticCondition::TargetOpposite,
        "same_row_number_as_target" if yes => StaticCondition::SameRowNumberAsTarget,
        "target_row" => {
            let mut bits = 0u8;
            for r in v.as_array()? {
                bits |= 1 << r.as_u64().filter(|r| (1..=3).contains(r))?;
            }
            StaticCondition::TargetRow(bits)
        }
        "formation_size_at_least" => StaticCondition::FormationSizeAtLeast(n()?),
        "in_formation_with" => StaticCondition::InFormationWith(match v.as_str()? {
            "elite" => true,
            "ordinary" => false,
            _ => return None,
        }),
        "more_adjacent_allies_than_enemies" if yes => StaticCondition::MoreAdjacentAlliesThanEnemies,
        "unwounded_adjacent_allies_at_least" => StaticCondition::UnwoundedAdjacentAlliesAtLeast(n()?),
        "adjacent_distinct_classes_at_least" => StaticCondition::AdjacentDistinctClassesAtLeast(n().filter(|n| *n > 0)?),
        "target_isolated_in_row" if yes => StaticCondition::TargetIsolatedInRow,
        "attacker_movement_at_least" => StaticCondition::AttackerMovementAtLeast(n()?),
        "enemy_first_row_empty" if yes => StaticCondition::EnemyFrontRowEmpty,
        "column" => StaticCondition::CentreColumn(match v.as_str()? {
            "centre" => true,
            "edge" => false,
            _ => return None,
        }),
        "is_defender" if yes => StaticCondition::IsDefender,
        "adjacent_enemies_with_weak_strike_at_least" => match v.as_array()?.as_slice() {
            [count, weak] => StaticCondition::AdjacentEnemiesWithWeakStrike {
                count: u8::try_from(count.as_u64()?).ok()?,
                weak: u8::try_from(weak.as_u64()?).ok()?,
            },
            _ => return None,
        },
        _ => return None,
    })
}

fn effect(v: &Value) -> Option<StaticEffect> {
    match v.as_str() {
        Some("unanswerable_strike") => return Some(StaticEffect::Unanswerable),
        Some("diagonal_movement") => return Some(StaticEffect::DiagonalMovement),
        Some("teleport") => return Some(StaticEffect::Teleport),
        Some("scavenging") => return Some(StaticEffect::Scavenging),
        Some("may_strike_flyers") => return Some(StaticEffect::StrikesFlyers),
        Some("row_ends_adjacent") => return Some(StaticEffect::RowEndsAdjacent),
        Some("strike_cannot_be_reduced") => return Some(StaticEffect::StrikeNotReduced),
        // Every enemy next to it once each: at most the eight cells around it.
        Some("strikes_each_adjacent_enemy") => return Some(StaticEffect::ExtraStrikes { more: 7, different: true }),
        Some("clumsy") => return Some(StaticEffect::Clumsy),
        Some("counter_strikes_as_open") => return Some(StaticEffect::StrikesBackClosed),
        _ => {}
    }
    let o = v.as_object()?;
    if let Some(kinds) = o.get("intercept") {
        let any_range = match o.get("ignoring_range") {
            None => false,
            Some(Value::Bool(b)) => *b,
            Some(_) => return None,
        };
        let known = o.keys().all(|k| k == "intercept" || k == "ignoring_range");
        let kinds = match kinds {
            Value::String(w) if w == "enemy_flyer_attacks" => Intercepted::FlyerAttacks,
            v => match AttackKinds::parse(&Value::Array(match v {
                Value::Array(items) => items.clone(),
                one => vec![one.clone()],
            }))? {
                AttackKinds::Kinds(k) => Intercepted::Kinds(k),
                _ => return None,
            },
        };
        return known.then_some(StaticEffect::Intercept { kinds, any_range });
    }
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
        match (k.as_str(), amount, x.as_str()) {
            ("block_strikes", _, _) => return Some(StaticEffect::BlockStrikes(strength(x)?)),
            // Attack experience gained adds to the card's: +N to its roll when it attacks.
            ("attack_experience_bonus" | "roll_bonus", Some(n), _) => {
                return Some(StaticEffect::Gains(Feature::AttackExperience(n)))
            }
            ("strike_only", _, Some("opposite")) => return Some(StaticEffect::StrikesOnlyOpposite),
            ("may_defend", _, Some("own_non_flyers")) => return Some(StaticEffect::DefendsGround),
            // Defending without closing, it may defend any number of times a turn.
            ("defends_without_closing", _, _) if x == &Value::Bool(true) => {
                return Some(StaticEffect::Gains(Feature::Steadfast))
            }
            ("defends_per_turn", _, Some("any")) => return Some(StaticEffect::Gains(Feature::Steadfast)),
            ("range_bonus", Some(n), _) => return Some(StaticEffect::RangeBonus(n)),
            ("jump", Some(n), _) => return Some(StaticEffect::Jump(n)),
            ("strike_range", Some(n), _) => return Some(StaticEffect::StrikeRange(n)),
            ("forced_attack", _, Some("closed_enemy")) => return Some(StaticEffect::MustStrikeClosed),
            ("ignores", _, Some("target_features")) => return Some(StaticEffect::IgnoresTargetFeatures),
            ("ignores", _, Some("flyer_protection")) => return Some(StaticEffect::IgnoresFlyerProtection),
            ("ignores", _, Some("forced_targets")) => return Some(StaticEffect::IgnoresIntercept),
            ("opponent_may_redirect_strike", _, Some("adjacent_enemy")) => return Some(StaticEffect::OpponentRedirects),
            ("heal_replaced_by", _, Some("open")) => return Some(StaticEffect::HealOpens),
            ("max_counters", Some(n), _) => return Some(StaticEffect::MaxCounters(n)),
            ("rolls_twice_keeps", _, Some("chosen")) => return Some(StaticEffect::RollsTwice),
            // Taking no wounds from counter-strikes is having none: as an unanswerable strike.
            ("immune_to", _, Some("counter_strikes")) => return Some(StaticEffect::Unanswerable),
            ("strikes_against_reduced_to", Some(n), _) => return Some(StaticEffect::StrikesAgainstWorthAtMost(n)),
            ("strikes_against_reduced_to", _, Some(_)) => return Some(StaticEffect::StrikesAgainstAtMost(strength(x)?)),
            ("vampirism", _, Some("wounds_dealt")) => return Some(StaticEffect::Vampirism { less: 0 }),
            ("vampirism", _, Some(w)) => {
                return Some(StaticEffect::Vampirism { less: w.strip_prefix("wounds_dealt-")?.parse().ok()? })
            }
            ("max_life", Some(n), _) => return Some(StaticEffect::MaxLife(n)),
            _ => {}
        }
    }
    let n = |k: &str| o.get(k).and_then(Value::as_u64).and_then(|x| u8::try_from(x).ok());
    if let (Some(more), Some(Value::Bool(true))) = (n("extra_attacks"), o.get("stays_open_between")) {
        let different = o.get("different_targets") == Some(&Value::Bool(true));
        let known = o.keys().all(|k| ["extra_attacks", "stays_open_between", "different_targets"].contains(&k.as_str()));
        return known.then_some(StaticEffect::ExtraStrikes { more, different });
    }
    if let Some(bonus) = o.get("strike_bonus") {
        return strike_bonus(bonus, o);
    }
    if let (Some(amount), Some(from), 2) = (n("damage_reduction"), o.get("from"), o.len()) {
        return Some(StaticEffect::DamageReduction {
            amount,
            from: AttackKinds::parse(from)?,
        });
    }
    match (o.get("gain_feature"), o.len()) {
        (Some(Value::String(key)), 1) if key == "stays_open_after_attack" => Some(StaticEffect::StaysOpen),
        (Some(Value::String(key)), 1) => Feature::named(key, 0).map(StaticEffect::Gains),
        (Some(Value::Object(f)), 1) if f.len() == 1 => {
            let (key, x) = f.iter().next()?;
            Feature::named(key, u8::try_from(x.as_u64()?).ok()?).map(StaticEffect::Gains)
        }
        _ => None,
    }
}

/// `{"strike_bonus": N or a value, "max": M, "levels": [...]}`.
fn strike_bonus(bonus: &Value, o: &serde_json::Map<String, Value>) -> Option<StaticEffect> {
    let max = o.get("max").map(|m| m.as_u64().and_then(|m| u8::try_from(m).ok()));
    let amount = match (bonus, max) {
        (Value::Number(n), None) => Amount::Fixed(u8::try_from(n.as_u64()?).ok()?),
        (Value::String(w), Some(Some(max))) if w == "other_own_dark_creatures" => {
            Amount::OtherOwnOfElement { element: Element::Dark, max }
        }
        (Value::String(w), None) => match w.as_str() {
            "counters" => Amount::Counters,
            "target_printed_strike" => Amount::TargetPrintedStrike,
            "half_target_life" => Amount::HalfTargetLife,
            _ => return None,
        },
        _ => return None,
    };
    let mut levels = [true; 3];
    if let Some(ls) = o.get("levels") {
        levels = [false; 3];
        for l in ls.as_array()? {
            levels[strength(l)?.index()] = true;
        }
    }
    let known = ["strike_bonus", "max", "levels"];
    o.keys().all(|k| known.contains(&k.as_str())).then_some(StaticEffect::StrikeBonus { amount, levels })
}

/// The aura a static ability's `target` is: `"allies_left_and_right"`, or
/// `{"who": ..., "if": {"target_element": E} or {"target_has": [...]}}`.
fn aura(v: &Value) -> Option<Aura> {
    let (who, filter) = match v {
        Value::String(w) => (w.as_str(), None),
        Value::Object(o) if o.keys().all(|k| k == "who" || k == "if") => (o.get("who")?.as_str()?, o.get("if")),
        _ => return None,
    };
    let who = match who {
        "allies_left_and_right" => AuraWho::AlliesLeftAndRight,
        "allies_in_formation" => AuraWho::AlliesInFormation,
        "own_creatures_in_column" => AuraWho::OwnInColumn,
        _ => return None,
    };
    let mut aura = Aura { who, element: None, has: 0 };
    for c in filter.map(|f| conditions(Some(f))).unwrap_or(Some(vec![]))? {
        match c {
            StaticCondition::TargetElement(e) => aura.element = Some(e),
            StaticCondition::TargetHas(bits) => aura.has = bits,
            _ => return None,
        }
    }
    Some(aura)
}

/// The static ability an ability is, if the engine plays it.
pub fn static_ability(a: &Ability) -> Option<StaticAbility> {
    // A cost only as a limit of uses of a heal replaced by opening (once a turn).
    let once = a.cost == [Value::String("once_per_turn".into())] && a.effect == serde_json::json!({"heal_replaced_by": "open"});
    if a.when != "static" || a.until.is_some() || !(a.cost.is_empty() || once) || a.whose.is_some() || a.kind.is_some() {
        return None;
    }
    let effects = match &a.effect {
        Value::Array(items) => items.iter().map(effect).collect::<Option<Vec<_>>>()?,
        v => vec![effect(v)?],
    };
    // A cap on counters is the counters' rule's, read from a static ability with no condition
    // (and alone, it is that rule's own ability).
    let capped = effects.iter().any(|e| matches!(e, StaticEffect::MaxCounters(_)));
    if capped && (a.condition.is_some() || effects.len() == 1 || a.target.is_some()) {
        return None;
    }
    Some(StaticAbility {
        conditions: conditions(a.condition.as_ref())?,
        effects,
        aura: match &a.target {
            None => None,
            Some(t) => Some(aura(t)?),
        },
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
            StaticCondition::TargetMarker(kind) => other.is_some_and(|o| self.has_marker(o, kind)),
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
            StaticCondition::TargetFlyer(flyer) => other.is_some_and(|o| self.is_flyer(o) == flyer),
            StaticCondition::TargetOpposite => other.is_some_and(|o| self.opposite(uid, o)),
            StaticCondition::SameRowNumberAsTarget => other.is_some_and(|o| {
                let n = self.row_number(uid);
                n.is_some() && n == self.row_number(o)
            }),
            StaticCondition::TargetRow(bits) => {
                other.and_then(|o| self.row_number(o)).is_some_and(|n| bits & (1 << n) != 0)
            }
            StaticCondition::FormationSizeAtLeast(n) => self.formation(uid).len() >= usize::from(n),
            StaticCondition::InFormationWith(elite) => {
                self.formation(uid).into_iter().any(|o| o != uid && self.def_of(o).elite.unwrap_or(false) == elite)
            }
            StaticCondition::MoreAdjacentAlliesThanEnemies => {
                let owner = self.cr(uid).owner;
                let (allies, enemies) = self.neighbours(uid).fold((0, 0), |(a, e), o| {
                    if o.owner == owner {
                        (a + 1, e)
                    } else {
                        (a, e + 1)
                    }
                });
                allies > enemies
            }
            // [B-GAME-10] Decision: a face-down card shows no class; a creature of two classes
            // brings both.
            StaticCondition::AdjacentDistinctClassesAtLeast(n) => {
                let mut classes: Vec<&str> = self.neighbours(uid).filter(|o| !o.hidden).flat_map(|o| self.def_of(o.uid).classes.iter().map(|c| c.as_str())).collect();
                classes.sort_unstable();
                classes.dedup();
                classes.len() >= usize::from(n)
            }
            StaticCondition::UnwoundedAdjacentAlliesAtLeast(n) => {
                let owner = self.cr(uid).owner;
                self.neighbours(uid).filter(|o| o.owner == owner && o.wounds == 0).count() >= usize::from(n)
            }
            StaticCondition::TargetIsolatedInRow => other.is_some_and(|o| {
                let t = self.cr(o);
                !t.flying && !self.alive().any(|c| c.owner == t.owner && !c.flying && c.cell[1] == t.cell[1] && c.cell[0].abs_diff(t.cell[0]) == 1)
            }),
            StaticCondition::AttackerMovementAtLeast(n) => other_def.is_some_and(|d| d.movement >= n),
            StaticCondition::CentreColumn(centre) => {
                let c = self.cr(uid);
                let col = c.cell[0];
                !c.flying && (if centre { col == super::board::COLUMNS / 2 } else { col == 0 || col == super::board::COLUMNS - 1 })
            }
            StaticCondition::IsDefender => {
                self.st.attack.as_ref().is_some_and(|a| a.target == uid && a.retargeted)
            }
            StaticCondition::EnemyFrontRowEmpty => {
                // The other side's front row: the row next to the middle of the board.
                let half = super::board::ROWS / 2;
                let row = if self.cr(uid).owner == 0 { half } else { half - 1 };
                !self.alive().any(|c| !c.flying && c.cell[1] == row)
            }
            StaticCondition::AdjacentEnemiesWithWeakStrike { count, weak } => {
                let owner = self.cr(uid).owner;
                let near = self.neighbours(uid).filter(|o| o.owner != owner && self.def_of(o.uid).strike[0] >= weak);
                near.count() >= usize::from(count)
            }
        }
    }

    /// The living creatures on the board next to `uid` (none for a flyer).
    fn neighbours(&self, uid: u16) -> impl Iterator<Item = &super::game::Creature> + '_ {
        let c = self.cr(uid);
        let (cell, flying) = (c.cell, c.flying);
        self.alive().filter(move |o| !flying && !o.flying && super::board::adjacent(o.cell, cell))
    }

    /// [B-GAME-10] `other` stands opposite `uid`: on the next cell of its column towards the
    /// other side (both on the board).
    pub(crate) fn opposite(&self, uid: u16, other: u16) -> bool {
        let (a, b) = (self.cr(uid), self.cr(other));
        !a.flying && !b.flying && Some(b.cell) == super::board::opposite_cell(a.owner, a.cell)
    }

    /// The number of the row `uid` stands in, counted in its own half from the front (1) to
    /// the back (3); `None` in the other half or flying.
    fn row_number(&self, uid: u16) -> Option<u8> {
        let c = self.cr(uid);
        if c.flying {
            return None;
        }
        let half = super::board::ROWS / 2;
        match c.owner {
            0 => half.checked_sub(c.cell[1]).filter(|n| *n >= 1),
            _ => c.cell[1].checked_sub(half - 1).filter(|n| (1..=half).contains(n)),
        }
    }

    /// [B-GAME-10] The creatures of `uid`'s formation: itself and the allies standing in
    /// formation beside it in its row, one after the other; empty if it is in none.
    fn formation(&self, uid: u16) -> Vec<u16> {
        if !self.in_formation(uid) {
            return vec![];
        }
        let c = self.cr(uid);
        let at = |col: u8| {
            self.alive()
                .find(|o| o.owner == c.owner && !o.flying && !o.hidden && o.cell == [col, c.cell[1]])
                .filter(|o| self.def_of(o.uid).played.formation)
                .map(|o| o.uid)
        };
        let mut out = vec![uid];
        for step in [-1i8, 1] {
            let mut col = c.cell[0];
            while let Some(next) = col.checked_add_signed(step).and_then(at) {
                out.push(next);
                col = self.cr(next).cell[0];
            }
        }
        out
    }

    /// Whether `uid` has the feature `key` (armour, experience) or an ability of the kind
    /// `key` (a shot, a throw, a discharge, a magic strike, a spell), face up. The features
    /// are its card's and those it gained, not those of its own static abilities (which may
    /// ask the same of this creature: two such cards facing each other would ask forever).
    /// Whether `uid` has one of the things `bits` (of `HAS`) names.
    pub(crate) fn has_any(&self, uid: u16, bits: u16) -> bool {
        HAS.iter().enumerate().any(|(i, key)| bits & (1 << i) != 0 && self.has_named(uid, key))
    }

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
        self.statics_on(uid, self.foe(uid)).into_iter().filter_map(|e| match e {
            StaticEffect::Gains(f) => Some(f),
            _ => None,
        })
    }

    /// [B-GAME-10] The bonus of `striker`'s static abilities to its simple strike of
    /// `strength` on `target`.
    pub(crate) fn static_strike_bonus(&self, striker: u16, target: u16, strength: Strength) -> u8 {
        self.static_effects(striker, target)
            .filter_map(|e| match e {
                StaticEffect::StrikeBonus { amount, levels } if levels[strength.index()] => {
                    Some(self.bonus_amount(striker, target, strength, amount))
                }
                _ => None,
            })
            .fold(0, u8::saturating_add)
    }

    /// [B-GAME-10] The wounds `target`'s static abilities take off `hit` by `striker`.
    pub(crate) fn static_reduction(&self, target: u16, striker: u16, hit: Hit) -> u8 {
        // [B-GAME-13] A reduction gained for a while (the Ice Serpent's) counts as the others.
        let gained = if hit.magic { 0 } else { self.amount(target, "damage_reduction") };
        self.static_effects(target, striker)
            .filter_map(|e| match e {
                StaticEffect::DamageReduction { amount, from } if from.covers(hit) => Some(amount),
                _ => None,
            })
            .fold(gained, u8::saturating_add)
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

    /// The effects of the static abilities in force on `uid` against `other`: its own, and the
    /// auras of the other creatures that reach it.
    fn static_effects(&self, uid: u16, other: u16) -> impl Iterator<Item = StaticEffect> + '_ {
        self.statics_on(uid, Some(other)).into_iter()
    }

    /// [B-GAME-10] The effects in force on `uid`, `other` being the creature it fights (if
    /// any): its own static abilities (face up), then the auras of its face-up allies whose
    /// conditions hold and that reach it.
    fn statics_on(&self, uid: u16, other: Option<u16>) -> Vec<StaticEffect> {
        let mut out = vec![];
        if self.features_ignored(uid) {
            return out;
        }
        if !self.cr(uid).hidden && !self.cr(uid).featureless {
            for s in self.def_of(uid).played.statics.iter().filter(|s| s.aura.is_none()) {
                if self.all_hold(uid, other, s) {
                    out.extend(s.effects.iter().copied());
                }
            }
            // 26 Anubisar: the formation bonuses of the steppe creatures of his formation, read
            // as his own (their conditions on him).
            if self.copies_formation_bonuses(uid) {
                for mate in self.formation(uid).into_iter().filter(|&m| m != uid && self.def_of(m).element == Some(super::cards::Element::Steppe) && !self.blank(m)) {
                    for s in self.def_of(mate).played.statics.iter().filter(|s| s.aura.is_none() && s.conditions.contains(&StaticCondition::InFormation)) {
                        if self.all_hold(uid, other, s) {
                            out.extend(s.effects.iter().copied());
                        }
                    }
                }
            }
        }
        let owner = self.cr(uid).owner;
        for source in self.alive().filter(|c| c.owner == owner && c.uid != uid && !c.hidden && !self.card_blank(c.uid)) {
            for s in self.def_of(source.uid).played.statics.iter() {
                let Some(aura) = s.aura else { continue };
                if self.aura_reaches(source.uid, uid, aura) && self.all_hold(source.uid, None, s) {
                    out.extend(s.effects.iter().copied());
                }
            }
        }
        out
    }

    /// [B-GAME-10] Whether `uid`'s card takes the formation bonuses of the steppe creatures it
    /// stands in formation with (26 Anubisar's card code).
    fn copies_formation_bonuses(&self, uid: u16) -> bool {
        use super::card_code::{CardCode, CodeWhen};
        self.def_of(uid).played.code.iter().any(|k| k.code == CardCode::Vs026 && k.when == CodeWhen::Formation)
    }

    /// [B-GAME-10] `source`'s aura reaches `uid`: it stands where the aura says and is what
    /// it asks.
    fn aura_reaches(&self, source: u16, uid: u16, aura: Aura) -> bool {
        let (s, c) = (self.cr(source), self.cr(uid));
        let placed = !s.flying
            && !c.flying
            && match aura.who {
                AuraWho::AlliesLeftAndRight => s.cell[1] == c.cell[1] && s.cell[0].abs_diff(c.cell[0]) == 1,
                AuraWho::AlliesInFormation => self.formation(source).contains(&uid),
                AuraWho::OwnInColumn => s.cell[0] == c.cell[0],
            };
        let element = aura.element.is_none_or(|e| self.def_of(uid).element == Some(e));
        let has = aura.has == 0
            || HAS.iter().enumerate().any(|(i, key)| aura.has & (1 << i) != 0 && self.has_named(uid, key));
        placed && element && has
    }

    /// [B-GAME-10] The value of a strike bonus of `striker` on `target` at `strength`.
    fn bonus_amount(&self, striker: u16, target: u16, strength: Strength, amount: Amount) -> u8 {
        match amount {
            Amount::Fixed(n) => n,
            Amount::OtherOwnOfElement { element, max } => {
                let owner = self.cr(striker).owner;
                let n = self
                    .alive()
                    .filter(|c| c.owner == owner && c.uid != striker && !c.hidden && self.def_of(c.uid).element == Some(element))
                    .count();
                u8::try_from(n).unwrap_or(u8::MAX).min(max)
            }
            Amount::Counters => self.cr(striker).counters,
            Amount::TargetPrintedStrike => self.def_of(target).strike[strength.index()],
            Amount::HalfTargetLife => self.life_left(target) / 2,
        }
    }

    /// [B-GAME-10] `uid`'s simple strike aims only at the creature opposite it.
    pub(crate) fn strikes_only_opposite(&self, uid: u16) -> bool {
        self.statics_on(uid, None).contains(&StaticEffect::StrikesOnlyOpposite)
    }

    /// [B-GAME-10] `uid`, a flyer, may defend its side's creatures on the board.
    pub(crate) fn defends_ground(&self, uid: u16) -> bool {
        self.statics_on(uid, None).contains(&StaticEffect::DefendsGround)
    }

    /// [B-GAME-10] How `uid` may move besides walking orthogonally: diagonally too, and the
    /// farthest it may jump (`u8::MAX` for a teleport).
    pub(crate) fn movement_kinds(&self, uid: u16) -> (bool, u8) {
        self.statics_on(uid, None).into_iter().fold((false, 0), |(diagonal, jump), e| match e {
            StaticEffect::DiagonalMovement => (true, jump),
            StaticEffect::Jump(n) => (diagonal, jump.max(n)),
            StaticEffect::Teleport => (diagonal, u8::MAX),
            _ => (diagonal, jump),
        })
    }

    /// [B-GAME-10] Scavenging, after an attack's strikes [B-ATK-6]: each living creature
    /// with it whose simple strike (or counter-strike) killed its target heals all its wounds.
    pub(crate) fn scavenge(&mut self, struck: &[(u16, u16)]) {
        for &(striker, target) in struck {
            let fed = self.cr(target).dead && !self.cr(striker).dead;
            if fed && self.statics_on(striker, None).contains(&StaticEffect::Scavenging) {
                self.heal(striker, u8::MAX, "scavenging", super::rules::B_GAME_10);
                self.scavenging_triggers(striker, target);
            }
        }
    }

    /// [B-GAME-12] `uid` has lost all its features to an ability whose creature is still on
    /// the battlefield (the Priest-King's): its card's features and abilities, and those it
    /// gained, do not act.
    pub(crate) fn blank(&self, uid: u16) -> bool {
        self.cr(uid).blanked_by.iter().any(|&by| self.creature(by).is_some_and(|c| !c.dead))
    }

    /// Its card's features and abilities do not act: taken by another's ability while that
    /// creature stays (B-GAME-12), or lost for good by its own (`featureless`, B-PROPHECY).
    pub(crate) fn card_blank(&self, uid: u16) -> bool {
        self.cr(uid).featureless || self.blank(uid)
    }

    /// [B-GAME-10] `uid` is the creature attacked by one that ignores its features: none of
    /// them acts in this attack.
    pub(crate) fn features_ignored(&self, uid: u16) -> bool {
        if self.blank(uid) {
            return true;
        }
        let Some(a) = self.st.attack.as_ref() else { return false };
        // [B-GAME-9] A ranged attack whose card says it ignores them.
        let ranged = a.ranged.is_some_and(|r| self.ranged_of(a.attacker, r.ability).is_some_and(|x| x.ignores_features));
        a.target == uid
            && a.attacker != uid
            && (ranged
                || (!self.def_of(a.attacker).played.statics.is_empty()
                    && self.statics_on(a.attacker, Some(uid)).contains(&StaticEffect::IgnoresTargetFeatures)))
    }

    /// [B-GAME-10] `attacker`'s simple strike reaches `target` by its card's longer strike (in
    /// orthogonal steps, both on the board), or reaches flyers.
    pub(crate) fn strike_reaches_further(&self, attacker: u16, target: u16) -> bool {
        let (a, t) = (self.cr(attacker), self.cr(target));
        let effects = self.statics_on(attacker, Some(target));
        let steps = a.cell[0].abs_diff(t.cell[0]) + a.cell[1].abs_diff(t.cell[1]);
        effects.iter().any(|e| match *e {
            StaticEffect::StrikeRange(n) => !a.flying && !t.flying && steps <= n,
            StaticEffect::StrikesFlyers => !a.flying && t.flying,
            _ => false,
        })
    }

    /// [B-GAME-10] The creature of `player` that must strike a closed enemy now: open, its
    /// card says so, and a strike it may declare now at a closed enemy (one a web or
    /// strangling forbids [B-MARKER], or a card's ban on attacking, forces nothing).
    pub(crate) fn must_strike_closed(&self, player: u8) -> Option<u16> {
        self.alive()
            .filter(|c| c.owner == player && !c.closed && !c.hidden)
            .find(|c| {
                self.statics_on(c.uid, None).contains(&StaticEffect::MustStrikeClosed)
                    && self.alive().any(|t| {
                        let strike = super::game::Choice::Strike { player, attacker: c.uid, target: t.uid };
                        t.owner != player
                            && t.closed
                            && self.check_strike::<super::game::Refused>(player, c.uid, t.uid).is_ok()
                            && !self.webbed_actor(&strike)
                            && !self.strangled_actor(&strike)
                    })
            })
            .map(|c| c.uid)
    }

    /// [B-GAME-10] How many simple strikes `uid` may declare this turn, whether each must be
    /// at a different creature, and whether it stays open after a strike that is not its last.
    pub(crate) fn strikes_allowed(&self, uid: u16) -> (u8, bool) {
        self.statics_on(uid, None).into_iter().fold((1, false), |(n, different), e| match e {
            StaticEffect::ExtraStrikes { more, different: d } => (n.saturating_add(more), different || d),
            _ => (n, different),
        })
    }

    /// [B-GAME-10] Nothing lowers the strength or value of `striker`'s simple strike.
    pub(crate) fn strike_not_reduced(&self, striker: u16) -> bool {
        self.statics_on(striker, None).contains(&StaticEffect::StrikeNotReduced)
    }

    /// [B-GAME-10] `uid`'s card makes the two end cells of a row neighbours for it.
    pub(crate) fn row_ends_adjacent(&self, uid: u16) -> bool {
        self.statics_on(uid, None).contains(&StaticEffect::RowEndsAdjacent)
    }

    /// [B-GAME-10] `attacker` ignores protection from flyers.
    pub(crate) fn ignores_flyer_protection(&self, attacker: u16) -> bool {
        self.statics_on(attacker, None).contains(&StaticEffect::IgnoresFlyerProtection)
    }

    /// [B-GAME-10] The most a simple strike by `striker` on `target` may be: its strength and
    /// its value, by `target`'s static abilities.
    pub(crate) fn strikes_against_limits(&self, target: u16, striker: u16) -> (Option<Strength>, Option<u8>) {
        if self.strike_not_reduced(striker) {
            return (None, None);
        }
        self.static_effects(target, striker).fold((None, None), |(s, v), e| match e {
            StaticEffect::StrikesAgainstAtMost(x) => (Some(s.map_or(x, |s: Strength| s.min(x))), v),
            StaticEffect::StrikesAgainstWorthAtMost(x) => (s, Some(v.map_or(x, |v: u8| v.min(x)))),
            _ => (s, v),
        })
    }

    /// [B-GAME-10] `uid` does not close when it strikes.
    /// [B-GAME-13] So does one that gained "stays open after attacking" for a while.
    pub(crate) fn stays_open_striking(&self, uid: u16) -> bool {
        self.statics_on(uid, None).contains(&StaticEffect::StaysOpen) || self.has(uid, Feature::StaysOpenAfterAttack)
    }

    /// [B-DEATH-1] `uid`'s vampirism against `target`: how many fewer wounds than it dealt it
    /// heals (none: it has no vampirism).
    pub(crate) fn vampirism(&self, uid: u16, target: u16) -> Option<u8> {
        self.statics_on(uid, Some(target)).into_iter().find_map(|e| match e {
            StaticEffect::Vampirism { less } => Some(less),
            _ => None,
        })
    }

    /// [B-DEATH-1] The most life `uid` may have, extra lives included (none: no limit).
    pub(crate) fn max_life(&self, uid: u16) -> Option<u8> {
        self.statics_on(uid, None)
            .into_iter()
            .filter_map(|e| match e {
                StaticEffect::MaxLife(n) => Some(n),
                _ => None,
            })
            .min()
    }

    /// [B-ATK-2] `uid` is clumsy (1 off its die for a simple strike), fighting `other`.
    pub(crate) fn clumsy(&self, uid: u16, other: u16) -> bool {
        self.static_effects(uid, other).any(|e| e == StaticEffect::Clumsy)
    }

    /// [B-ATK-2] The number of `uid`'s card ability that rolls two dice for it when it fights
    /// `other` (its owner keeps one), if it has one in force.
    pub(crate) fn rolls_twice(&self, uid: u16, other: u16) -> Option<u8> {
        if !self.static_effects(uid, other).any(|e| e == StaticEffect::RollsTwice) {
            return None;
        }
        let def = self.def_of(uid);
        let i = def.abilities.iter().position(|a| static_ability(a).is_some_and(|s| s.effects.contains(&StaticEffect::RollsTwice)));
        // An aura giving it (none so far) is numbered as the card's first ability.
        u8::try_from(i.unwrap_or(0)).ok()
    }

    /// [B-GAME-10] The number of `uid`'s card ability that opens it instead of a heal, if it
    /// holds now (no wounds) and its use of the turn is left.
    pub(crate) fn heal_opens(&self, uid: u16) -> Option<u8> {
        if !self.statics_on(uid, None).contains(&StaticEffect::HealOpens) {
            return None;
        }
        let def = self.def_of(uid);
        let i = def.abilities.iter().position(|a| static_ability(a).is_some_and(|s| s.effects.contains(&StaticEffect::HealOpens)))?;
        let ability = u8::try_from(i).ok()?;
        let cost = super::costs::Cost::parse(&def.abilities[i].cost)?;
        self.check_cost(uid, ability, cost).is_ok().then_some(ability)
    }

    /// [B-ATK-1] The opponent of `uid` may redirect its simple strike to another of its own
    /// creatures next to `uid`.
    pub(crate) fn opponent_redirects(&self, uid: u16) -> bool {
        self.statics_on(uid, None).contains(&StaticEffect::OpponentRedirects)
    }

    /// [B-TABLE-2] `uid`, closed, still rolls and strikes back against `attacker`.
    pub(crate) fn strikes_back_closed(&self, uid: u16, attacker: u16) -> bool {
        self.static_effects(uid, attacker).any(|e| e == StaticEffect::StrikesBackClosed)
    }

    /// [B-GAME-9] Whether `attacker` may declare its attack of `kind` (none: a simple strike)
    /// at `target` as the intercepts of its enemies allow, and whether at any range: when
    /// enemies draw such attacks, only at one of them.
    pub(crate) fn intercept_allows(&self, attacker: u16, target: u16, kind: Option<RangedKind>) -> (bool, bool) {
        let drawn = self.interceptors(attacker, kind);
        if drawn.is_empty() || self.statics_on(attacker, None).contains(&StaticEffect::IgnoresIntercept) {
            return (true, false);
        }
        drawn.iter().find(|(uid, _)| *uid == target).map_or((false, false), |&(_, any)| (true, any))
    }

    /// [B-GAME-9] The enemies of `attacker` that draw its attack of `kind` (none: a simple
    /// strike), each with whether at any range: empty when none does.
    fn interceptors(&self, attacker: u16, kind: Option<RangedKind>) -> Vec<(u16, bool)> {
        let (owner, flyer) = (self.cr(attacker).owner, self.cr(attacker).flying);
        self.alive()
            .filter(|c| c.owner != owner && !c.hidden)
            .filter_map(|c| {
                let drawn = self.statics_on(c.uid, None).into_iter().filter_map(|e| match e {
                    StaticEffect::Intercept { kinds, any_range } if kinds.draws(kind, flyer) => Some(any_range),
                    _ => None,
                });
                drawn.reduce(|a, b| a || b).map(|any| (c.uid, any))
            })
            .collect()
    }

    /// [B-GAME-10] What the static abilities in force on `uid` add to its ranged attacks' range.
    pub(crate) fn static_range_bonus(&self, uid: u16) -> u8 {
        self.statics_on(uid, None)
            .into_iter()
            .filter_map(|e| match e {
                StaticEffect::RangeBonus(n) => Some(n),
                _ => None,
            })
            .fold(0, u8::saturating_add)
    }
}
