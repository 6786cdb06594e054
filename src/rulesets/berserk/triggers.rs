//! Triggered abilities of printed cards [B-GAME-13]: "on its strike" (its simple strike as the
//! attacker lands; or, for some cards, lands or misses), "when attacked" (an attack of a kind
//! is aimed at it), "when struck" (a strike of such an attack lands on it), "when it becomes a
//! defender" [B-ATK-1], "when it moves" [B-TURN-2] and "at the start of the turn" [B-TURN-1].
//! Each acts at once on the attacked creature, the attacker, the defended one or itself, with
//! the effects of B-GAME-12 and a stun (it does not open at its owner's next start of turn).
//! Conditions played: the strike's strength, whose turn it is, the other creature closed or
//! open, in formation, the shape of its move. **Decision:** these abilities act as their event
//! happens (a strike's in the application step, after its wounds; an attack's when its target
//! is fixed), not through the stack: no card of the set answers them. One its owner may
//! decline, or whose creature its owner chooses, waits for the answer (`trigger_choices`).
//! One may make an attack (a shot, a special strike, a finishing strike): **Decision:** that
//! attack is one of its own, queued until the attack under way has left the stack, then
//! declared through every step (`ranged::launch_queued`).

use serde_json::Value;

use super::abilities::Ability;
use super::actions::{self, ActionEffect};
use super::cards::{Element, Until};
use super::costs::Cost;
use super::events::{Cell, EventKind, Strength};
use super::game::BerserkGame;
use super::ranged::RangedKind;
use super::rules::B_GAME_13;

/// What sets a trigger off.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum When {
    /// Its simple strike as the attacker lands (or, `or_miss`, it attacked with one at all).
    Strike { or_miss: bool },
    /// An attack of these kinds is aimed at it.
    Attacked(AttackFilter),
    /// An attack of these kinds is aimed at a creature of its side (itself included).
    AllyAttacked(AttackFilter),
    /// An attack of these kinds is aimed at another creature standing next to it on the board
    /// (either side).
    AdjacentAttacked(AttackFilter),
    /// A strike of an attack of these kinds lands on it (after its wounds).
    Struck(AttackFilter),
    /// It steps in as a defender [B-ATK-1].
    Defender,
    /// It moves in the main phase [B-TURN-2].
    Move,
    /// Another creature's move ends next to it, from a cell that was not [B-TURN-2].
    ArrivesAdjacent,
    /// It jumps: a bound its card's jump makes, not a walk [B-TURN-2], [B-GAME-10].
    Jump,
    /// A turn starts [B-TURN-1]: its owner's (`Some(true)`), the opponent's (`Some(false)`)
    /// or any.
    StartOfTurn(Option<bool>),
    /// The battle starts [B-GAME-7].
    StartOfBattle,
    /// Another creature dies [B-DEATH]: its owner's (`Some(true)`), an enemy (`Some(false)`)
    /// or any.
    AnyDeath(Option<bool>),
    /// Its scavenging acts: its strike killed the creature it struck [B-GAME-10].
    Scavenging,
    /// It dies itself [B-DEATH].
    Death,
    /// A turn ends [B-TURN-2]: its owner's (`Some(true)`), the opponent's or any.
    EndOfTurn(Option<bool>),
    /// A creature incarnates [B-INCARNATION]: its owner's (`Some(true)`), an enemy or any.
    Incarnation(Option<bool>),
    /// Its card, in the graveyard, gets an incarnation token [B-INCARNATION].
    IncarnationToken,
    /// A card prophesies [B-PROPHECY]: one of its owner's (`Some(true)`), an enemy's or any.
    Prophecy(Option<bool>),
    /// A creature's simple strike as the attacker misses (the strike table gives it none):
    /// one of its owner's (`Some(true)`), an enemy's or any [B-TABLE].
    Miss(Option<bool>),
    /// It gains a counter [B-GAME-11].
    CounterGained,
    /// A creature takes wounds from its poison at the start of its owner's turn [B-TURN-1]:
    /// one of its owner's side (`Some(true)`), an enemy or any.
    PoisonWounds(Option<bool>),
}

/// The kinds of attack a "when attacked" watches.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AttackFilter {
    SimpleStrike,
    /// A simple or special strike: made from next to it.
    Melee,
    /// A shot, throw, discharge or strike through a row.
    Ranged,
    Kind(RangedKind),
    /// Any attack but a magic one (a discharge, a magic strike, the simple strike of a
    /// creature whose strikes are magic).
    NonMagic,
}

impl AttackFilter {
    fn parse(v: &Value) -> Option<AttackFilter> {
        Some(match v.as_str()? {
            "simple_strike" => AttackFilter::SimpleStrike,
            "melee" => AttackFilter::Melee,
            "ranged" => AttackFilter::Ranged,
            "non_magic" => AttackFilter::NonMagic,
            "discharge" => AttackFilter::Kind(RangedKind::Discharge),
            "shot" => AttackFilter::Kind(RangedKind::Shot),
            "throw" => AttackFilter::Kind(RangedKind::Throw),
            _ => return None,
        })
    }

    /// Whether an attack (a simple strike when `kind` is none) is of these kinds.
    pub fn covers(self, kind: Option<RangedKind>) -> bool {
        match self {
            AttackFilter::SimpleStrike => kind.is_none(),
            AttackFilter::Melee => matches!(kind, None | Some(RangedKind::SpecialStrike)),
            AttackFilter::Ranged => matches!(
                kind,
                Some(RangedKind::Shot | RangedKind::Throw | RangedKind::Discharge | RangedKind::StrikeThroughRow)
            ),
            AttackFilter::Kind(k) => kind == Some(k),
            AttackFilter::NonMagic => !kind.is_some_and(RangedKind::magic),
        }
    }
}

/// A condition of a trigger.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Condition {
    /// The strike is of one of these strengths (weak, medium, strong).
    StrikeLevel([bool; 3]),
    /// It is its owner's turn (`true`) or the opponent's.
    OwnTurn(bool),
    /// The other creature is closed (`true`) or open.
    OtherClosed(bool),
    InFormation,
    /// Its move went at least this many cells in one direction.
    MovedStraight(u8),
    /// Its move went at least this many cells and changed direction.
    MovedTurning(u8),
    /// It stands in this row of its owner's half, counted from the front (1 to 3).
    OwnRow(u8),
    /// Its owner's squad has a creature of this element.
    SquadHasElement(Element),
    /// The other creature (the one that died) is a flyer's card [B-GAME-8].
    OtherFlyer,
    /// Its owner is the first player (`true`) or the second [B-GAME-4].
    FirstPlayer(bool),
    /// It has not moved this turn [B-TURN-2].
    NotMoved,
    /// A living creature of its side costing at least this much stands next to it.
    AllyCostNextTo(u8),
    /// The creature attacked stands in one of these rows of its owner's half, counted from the
    /// front (1 to 3).
    AttackedRow([bool; 3]),
    /// Its move went from its owner's half into the enemy's (`true`) or back.
    Crossed(bool),
    /// The creature that died stood in formation as it died [B-GAME-10].
    DeadInFormation,
    /// It holds at least this many counters [B-GAME-11].
    CountersAtLeast(u8),
    /// It holds no counter [B-GAME-11].
    NoCounters,
    /// The creature that died died of poison (its poison's wounds at the start of its owner's
    /// turn) [B-TURN-1].
    DiedOfPoison,
    /// The other creature (the one that moved next to it...) has one of these (bits of
    /// `target_has`'s list: a feature, or a kind of ability such as a discharge or a spell).
    OtherHas(u16),
}

/// Whom a trigger acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Whom {
    Itself,
    /// The creature it attacked.
    Attacked,
    /// The creature attacking it.
    Attacker,
    /// The creature it steps in to defend.
    Defended,
    /// The creature whose incarnation set it off [B-INCARNATION].
    Incarnated,
    /// The enemy on the cell opposite it.
    OppositeEnemy,
    /// A creature its owner chooses among these [B-GAME-13].
    Chosen(Pick),
    /// Every creature next to the cell it moved to (not in the air), of at most this cost.
    AllAdjacent { max_cost: u8 },
    /// Every creature that stood in formation with the one that died [B-GAME-10].
    FormationMatesOfDead,
    /// Its allies on the cells left and right of it, in its row.
    AlliesLeftAndRight,
    /// A creature its owner chooses among those next to the one that set it off (the one that
    /// died, the one poison wounded; either side, on the board) [B-GAME-13].
    AdjacentToOther,
    /// Enemies of its side next to the creature it attacked (on the board), as many as its
    /// count; its owner chooses them when there are more [B-GAME-13].
    EnemiesNextToAttacked,
}

/// The creatures a trigger's owner chooses among.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    /// Itself or a creature adjacent to it (either side).
    SelfOrAdjacent,
    /// A creature adjacent to it (either side).
    Adjacent,
    /// An enemy not in the air.
    EnemyNonFlyer,
    /// Any creature.
    Any,
    /// Any enemy.
    Enemy,
    /// An enemy next to it.
    AdjacentEnemy,
    /// A creature of its side in formation with it: beside it in its row, both able to stand
    /// in formation [B-GAME-10].
    FormationMate,
    /// A card of its owner's in the graveyard whose Инкарнация still lacks tokens
    /// [B-INCARNATION].
    OwnGraveyardIncarnation,
    /// A creature of its side (itself too) whose card has a discharge, a magic strike or a
    /// spell [B-GAME-13].
    OwnMagicUser,
}

/// An attack a trigger makes [B-GAME-13]: a shot, a special strike or a finishing strike of
/// one value, declared once the attack under way (if any) has left the stack.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TriggerAttack {
    pub kind: RangedKind,
    /// Its value; none: as many as the cells its creature moved this turn [B-TURN-2].
    pub value: Option<u8>,
    /// At most this many orthogonal steps away (a shot, a discharge); none: any distance.
    pub range: Option<u8>,
    /// Its values by the die (weak, medium, strong), when it has three (a discharge of
    /// 1-2-2); `value` is then the strong one.
    pub table: Option<[u8; 3]>,
}

/// `{"shot": 2}`, `{"shot": 1, "range": 3}`, `{"special_strike": 2}`,
/// `{"finishing_strike": "cells_moved_this_turn"}`.
fn trigger_attack(v: &Value) -> Option<TriggerAttack> {
    let o = v.as_object()?;
    let mut out: Option<TriggerAttack> = None;
    let mut range = None;
    for (k, v) in o {
        match (k.as_str(), RangedKind::parse(k)) {
            ("range", _) => range = Some(u8::try_from(v.as_u64()?).ok()?),
            // [B-GAME-13] A discharge of three values by the die (`[1, 2, 2]`).
            (_, Some(kind @ RangedKind::Discharge)) if out.is_none() && v.is_array() => {
                let t = super::ranged::table(v).filter(|t| t[2] > 0)?;
                out = Some(TriggerAttack { kind, value: Some(t[2]), range: None, table: Some(t) });
            }
            (_, Some(kind @ (RangedKind::Shot | RangedKind::SpecialStrike | RangedKind::FinishingStrike))) if out.is_none() => {
                let value = match v.as_str() {
                    Some("cells_moved_this_turn") => None,
                    Some(_) => return None,
                    None => Some(u8::try_from(v.as_u64()?).ok().filter(|&n| n > 0)?),
                };
                out = Some(TriggerAttack { kind, value, range: None, table: None });
            }
            _ => return None,
        }
    }
    let out = out?;
    // Only a shot has a range: the other two are made from next to their target.
    (range.is_none() || matches!(out.kind, RangedKind::Shot | RangedKind::Discharge)).then_some(TriggerAttack { range, ..out })
}

/// An attack a trigger made, waiting for the attack under way to leave the stack
/// [B-GAME-13].
#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
pub struct Queued {
    pub attacker: u16,
    pub target: u16,
    /// The number of the trigger on its card.
    pub ability: u8,
    pub kind: RangedKind,
    pub value: u8,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub range: Option<u8>,
    /// Its values by the die, when it has three (`value` is then the strong one).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub table: Option<[u8; 3]>,
    /// Made as its creature died: made all the same, from the cell it died on.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub posthumous: bool,
    /// A simple strike an ability ordered (the Tribe Matriarch's), not a ranged attack: `kind`,
    /// `value`, `range` and `table` are not read; its target fights as if open and its attacker
    /// does not close [B-GAME-12].
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub simple: bool,
}

/// A triggered ability the engine plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Triggered {
    pub when: When,
    pub conditions: Vec<Condition>,
    pub whom: Whom,
    /// Only a limit of uses (no closing, no counters).
    pub cost: Cost,
    pub effects: Vec<ActionEffect>,
    /// How long a gained feature lasts.
    pub until: Until,
    /// Wounds added to its wounds when the creature it acts on did not move last turn.
    pub unmoved_bonus: u8,
    /// A prophecy and what follows it, after the effects [B-PROPHECY].
    pub prophecy: Option<super::prophecy::Prophecy>,
    /// Its owner may decline it ("may") [B-GAME-13].
    pub optional: bool,
    /// How many different creatures its owner chooses (1 but for `{"who", "count"}`; 0: as
    /// many as the incarnation tokens on its card).
    pub count: u8,
    /// After its strike's effects, a creature left without wounds does not close after this
    /// attack: it opens, its strike still counted [B-GAME-13].
    pub stays_open_unwounded: bool,
    /// It gains flight: it takes off to its side's flyer zone for the rest of the battle
    /// [B-GAME-8].
    pub takes_flight: bool,
    /// The attack it makes, its only effect.
    pub attack: Option<TriggerAttack>,
    /// A die rolled as it acts chooses one of these: the lowest and highest roll of each, whom
    /// it acts on and its effects (`whom` and `effects` above stand for none) [B-GAME-13].
    pub branches: Vec<Branch>,
    /// `choose_one`: the effects of each option, of which its owner chooses one as it acts
    /// (`effects` is then empty) [B-GAME-13].
    pub choose_one: Vec<Vec<ActionEffect>>,
}

/// One outcome of a die a trigger rolls: rolls `low` to `high` act on `whom` with `effects`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Branch {
    pub low: u8,
    pub high: u8,
    pub whom: Whom,
    pub effects: Vec<ActionEffect>,
}

/// `{"roll": {"1-2": {"wounds": 2, "target": "adjacent_creature"}, ...}}`, on its jump: a die
/// rolled as it jumps, each range of rolls an effect on a creature its owner chooses (next to
/// it, or itself too); the ranges cover 1 to 6 once.
fn jump_roll(a: &Ability) -> Option<Triggered> {
    if a.when != "on_jump" || a.condition.is_some() || a.target.is_some() || a.until.is_some() || a.whose.is_some() || !a.cost.is_empty() || a.optional {
        return None;
    }
    let rolls = a.effect.as_object().filter(|o| o.len() == 1)?.get("roll")?.as_object()?;
    let mut branches = vec![];
    let mut covered = [false; 6];
    for (range, v) in rolls {
        let (low, high) = range.split_once('-')?;
        let (low, high): (u8, u8) = (low.parse().ok()?, high.parse().ok()?);
        if !(1..=high).contains(&low) || high > 6 {
            return None;
        }
        for r in low..=high {
            if std::mem::replace(&mut covered[usize::from(r - 1)], true) {
                return None;
            }
        }
        let mut o = v.as_object()?.clone();
        let whom = match o.remove("target")?.as_str()? {
            "adjacent_creature" => Whom::Chosen(Pick::Adjacent),
            "self_or_adjacent_creature" => Whom::Chosen(Pick::SelfOrAdjacent),
            _ => return None,
        };
        let effect = ActionEffect::parse(&Value::Object(o), Until::EndOfTurn)?;
        if !matches!(effect, ActionEffect::Wounds(_) | ActionEffect::Heal(_) | ActionEffect::Counters(_)) {
            return None;
        }
        branches.push(Branch { low, high, whom, effects: vec![effect] });
    }
    covered.iter().all(|c| *c).then_some(Triggered {
        when: When::Jump,
        conditions: vec![],
        whom: Whom::Itself,
        cost: Cost::default(),
        effects: vec![],
        until: Until::EndOfTurn,
        unmoved_bonus: 0,
        prophecy: None,
        optional: false,
        count: 1,
        stays_open_unwounded: false,
        takes_flight: false,
        attack: None,
        branches,
        choose_one: vec![],
    })
}

/// `{"stays_open": true, "if": {"no_wounds": true}}`: it does not close after this attack if it
/// has no wounds.
fn stays_open_unwounded(v: &Value) -> bool {
    let cond = |c: &Value| c.as_object().is_some_and(|c| c.len() == 1 && c.get("no_wounds") == Some(&Value::Bool(true)));
    v.as_object()
        .is_some_and(|o| o.len() == 2 && o.get("stays_open") == Some(&Value::Bool(true)) && o.get("if").is_some_and(cond))
}

/// `[2, 3]`: rows of a half counted from the front, 1 to 3.
fn rows(v: &Value) -> Option<[bool; 3]> {
    let mut out = [false; 3];
    for r in v.as_array().filter(|rs| !rs.is_empty())? {
        let r = usize::try_from(r.as_u64()?).ok().filter(|r| (1..=3).contains(r))?;
        out[r - 1] = true;
    }
    Some(out)
}

fn levels(v: &Value) -> Option<[bool; 3]> {
    let mut out = [false; 3];
    let one = |w: &Value| -> Option<usize> {
        Some(match w.as_str()? {
            "weak" => Strength::Weak.index(),
            "medium" => Strength::Medium.index(),
            "strong" => Strength::Strong.index(),
            _ => return None,
        })
    };
    match v {
        Value::Array(ws) => {
            for w in ws {
                out[one(w)?] = true;
            }
        }
        w => out[one(w)?] = true,
    }
    Some(out)
}

/// Whose turn or creature a trigger watches: its owner's (`Some(true)`), the opponent's or any.
fn whose(a: &Ability) -> Option<Option<bool>> {
    match a.whose.as_deref()? {
        "own" => Some(Some(true)),
        "opponent" => Some(Some(false)),
        "any" => Some(None),
        _ => None,
    }
}

/// The triggered ability `a` is, if the engine plays it.
pub fn triggered(a: &Ability) -> Option<Triggered> {
    // "On its strike ... does not close after this attack if unwounded": the rest are effects.
    // "Gains flight": it takes off (B-GAME-8). Both are taken out; the rest are effects.
    if let Value::Array(items) = &a.effect {
        let stays = a.when == "on_strike" && items.iter().any(stays_open_unwounded);
        let flight = |v: &Value| v.as_str() == Some("gain_flight");
        let takes_flight = items.iter().any(flight);
        if stays || takes_flight {
            let rest = items.iter().filter(|v| !(flight(v) || stays && stays_open_unwounded(v))).cloned().collect();
            let t = triggered_of(&Ability { effect: Value::Array(rest), ..a.clone() })?;
            return Some(Triggered { stays_open_unwounded: stays, takes_flight, ..t });
        }
    }
    triggered_of(a)
}

fn triggered_of(a: &Ability) -> Option<Triggered> {
    if a.when == "on_jump" {
        return jump_roll(a);
    }
    // A counter gained at the start of the battle or turn is the counters' rule [B-GAME-11].
    if a.kind.is_some() || super::counters::played(a) {
        return None;
    }
    let mut conditions = vec![];
    let mut filter = None;
    for (k, v) in a.condition.as_ref().map(Value::as_object).unwrap_or_default().into_iter().flatten() {
        conditions.push(match k.as_str() {
            "strike_level" => Condition::StrikeLevel(levels(v)?),
            "turn" => Condition::OwnTurn(match v.as_str()? {
                "own" => true,
                "opponent" => false,
                _ => return None,
            }),
            "target_closed" => Condition::OtherClosed(v.as_bool()?),
            "in_formation" if v.as_bool() == Some(true) => Condition::InFormation,
            "dead_was_in_formation" if v.as_bool() == Some(true) => Condition::DeadInFormation,
            "death_by" if v.as_str() == Some("poison") => Condition::DiedOfPoison,
            // Every card in the battle is a creature (flyers included).
            "dead_kind" if v.as_str() == Some("creature") => continue,
            "dead_kind" if v.as_str() == Some("flyer") => Condition::OtherFlyer,
            "not_moved_this_turn" if v.as_bool() == Some(true) => Condition::NotMoved,
            "player" => Condition::FirstPlayer(match v.as_str()? {
                "first" => true,
                "second" => false,
                _ => return None,
            }),
            "moved_straight_at_least" => Condition::MovedStraight(u8::try_from(v.as_u64()?).ok()?),
            "moved_turning_at_least" => Condition::MovedTurning(u8::try_from(v.as_u64()?).ok()?),
            "squad_has_element" => Condition::SquadHasElement(serde_json::from_value(v.clone()).ok()?),
            "own_row" => Condition::OwnRow(u8::try_from(v.as_u64()?).ok().filter(|r| (1..=3).contains(r))?),
            "crossed_to" => Condition::Crossed(match v.as_str()? {
                "enemy_half" => true,
                "own_half" => false,
                _ => return None,
            }),
            "adjacent_ally_cost_at_least" => Condition::AllyCostNextTo(u8::try_from(v.as_u64()?).ok()?),
            "target_row" => Condition::AttackedRow(rows(v)?),
            "counters_at_least" => Condition::CountersAtLeast(u8::try_from(v.as_u64()?).ok().filter(|n| *n > 0)?),
            // [B-GAME-11] It has a counter at least, or none.
            "has_counters" if v.as_bool()? => Condition::CountersAtLeast(1),
            "has_counters" => Condition::NoCounters,
            "target_has" => Condition::OtherHas(super::static_abilities::has_bits(v)?),
            "attack" => {
                filter = Some(AttackFilter::parse(v)?);
                continue;
            }
            _ => return None,
        });
    }
    let when = match (a.when.as_str(), filter) {
        ("on_strike", None) => When::Strike { or_miss: false },
        ("on_strike_or_miss", None) => When::Strike { or_miss: true },
        ("on_attacked", Some(f)) => When::Attacked(f),
        ("on_ally_attacked", Some(f)) => When::AllyAttacked(f),
        ("on_adjacent_attacked", Some(f)) => When::AdjacentAttacked(f),
        ("on_struck", Some(f)) => When::Struck(f),
        ("on_defender", None) => When::Defender,
        ("on_move", None) => When::Move,
        ("on_creature_arrives_adjacent", None) => When::ArrivesAdjacent,
        ("start_of_battle", None) => When::StartOfBattle,
        ("start_of_turn", None) => When::StartOfTurn(whose(a)?),
        ("on_any_death", None) => When::AnyDeath(whose(a)?),
        ("on_scavenging", None) => When::Scavenging,
        ("on_death", None) => When::Death,
        ("end_of_turn", None) => When::EndOfTurn(whose(a)?),
        // "whose": "self" is the card's own incarnation (`incarnation::on_incarnation`).
        ("on_incarnation", None) => When::Incarnation(whose(a)?),
        ("on_incarnation_token", None) => When::IncarnationToken,
        ("on_prophecy", None) => When::Prophecy(whose(a)?),
        ("on_miss", None) => When::Miss(whose(a)?),
        ("on_counter_gained", None) => When::CounterGained,
        ("on_poison_wounds", None) => When::PoisonWounds(whose(a)?),
        _ => return None,
    };
    // Only a creature attacked stands in a row of an attack.
    if conditions.iter().any(|c| matches!(c, Condition::AttackedRow(_))) && !matches!(when, When::AllyAttacked(_)) {
        return None;
    }
    // [B-GAME-13] The attack moved onto a creature in formation with it, chosen by its owner.
    let redirect = ActionEffect::parse(&a.effect, Until::EndOfTurn) == Some(ActionEffect::RedirectAttack);
    if redirect != matches!(when, When::AllyAttacked(_)) || redirect && a.target.is_some() {
        return None;
    }
    // [B-GAME-13] A teleport next to the attacker, on itself, only as an attack is aimed at a
    // creature next to it; and that is all such an ability does.
    let teleport = ActionEffect::parse(&a.effect, Until::EndOfTurn) == Some(ActionEffect::TeleportNextToAttacker);
    if teleport != matches!(when, When::AdjacentAttacked(_)) || teleport && (a.target.is_some() || a.until.is_some()) {
        return None;
    }
    if a.whose.is_some() != matches!(when, When::StartOfTurn(_) | When::AnyDeath(_) | When::EndOfTurn(_) | When::Incarnation(_) | When::Prophecy(_) | When::Miss(_) | When::PoisonWounds(_)) {
        return None;
    }
    let attack = trigger_attack(&a.effect);
    // [B-GAME-13] An attack is made at whom it names or at an enemy its owner chooses; it
    // lasts no time. As its creature dies, only a special strike at an enemy that stood next
    // to it (the Steppe Werewolf's), made from the cell it died on.
    let dying_strike = |t: TriggerAttack| t.kind == RangedKind::SpecialStrike && a.target.as_ref().and_then(Value::as_str) == Some("adjacent_enemy");
    if attack.is_some_and(|t| when == When::Death && !dying_strike(t)) || attack.is_some() && a.until.is_some() {
        return None;
    }
    // [B-GAME-13] A discharge of N, +M for each counter it spends (all of them), at an enemy its
    // owner chooses, resolved at once (as a discharge action's `Magic`).
    if let Some((value, per)) = counter_discharge(&a.effect) {
        let fits = a.target.is_none() && a.until.is_none() && a.cost.is_empty() && !a.optional && conditions.is_empty();
        let effects = vec![ActionEffect::CounterDischarge { value, per }];
        let whom = Whom::Chosen(Pick::Enemy);
        let cost = Cost::default();
        return fits.then_some(Triggered { when, conditions, whom, cost, effects, until: Until::EndOfTurn, unmoved_bonus: 0, prophecy: None, optional: false, count: 1, stays_open_unwounded: false, takes_flight: false, attack: None, branches: vec![], choose_one: vec![] });
    }
    let whom = match (a.target.as_ref().map(|t| t.as_str()), when) {
        (None, When::AllyAttacked(_)) => Whom::Chosen(Pick::FormationMate),
        (None, _) if attack.is_some() => Whom::Chosen(Pick::Enemy),
        (Some(Some("adjacent_enemy")), _) if attack.is_some() => Whom::Chosen(Pick::AdjacentEnemy),
        (None | Some(Some("self")), _) if attack.is_some() => return None,
        (None | Some(Some("self")), _) => Whom::Itself,
        (Some(Some("attacked")), When::Strike { .. }) => Whom::Attacked,
        (Some(Some("formation_mates_of_dead")), When::AnyDeath(_)) => Whom::FormationMatesOfDead,
        (Some(Some("allies_left_and_right")), When::Strike { or_miss: false }) => Whom::AlliesLeftAndRight,
        (Some(Some("creature_adjacent_to_dead")), When::AnyDeath(_)) => Whom::AdjacentToOther,
        (Some(Some("creature_adjacent_to_poisoned")), When::PoisonWounds(_)) => Whom::AdjacentToOther,
        (Some(Some("attacker")), When::Attacked(_) | When::Struck(_)) => Whom::Attacker,
        (Some(None), When::Strike { or_miss: false }) if enemies_next_to_attacked(a.target.as_ref()?).is_some() => Whom::EnemiesNextToAttacked,
        (Some(Some("defended_creature")), When::Defender) => Whom::Defended,
        (Some(Some("incarnated_creature")), When::Incarnation(Some(true))) => Whom::Incarnated,
        (Some(Some("opposite_enemy")), When::StartOfTurn(_)) => Whom::OppositeEnemy,
        (Some(Some("self_or_adjacent_creature")), _) => Whom::Chosen(Pick::SelfOrAdjacent),
        (Some(Some("adjacent_creature")), _) => Whom::Chosen(Pick::Adjacent),
        (Some(Some("chosen_enemy_non_flyer")), _) => Whom::Chosen(Pick::EnemyNonFlyer),
        (Some(Some("ally_in_formation")), _) => Whom::Chosen(Pick::FormationMate),
        (Some(Some("own_graveyard_creature")), _) => Whom::Chosen(Pick::OwnGraveyardIncarnation),
        (Some(None), When::Move) if all_adjacent(a.target.as_ref()?).is_some() => all_adjacent(a.target.as_ref()?)?,
        (Some(None), When::IncarnationToken) if per_token(a.target.as_ref()?) => Whom::Chosen(Pick::Any),
        (Some(None), _) if own_magic_user(a.target.as_ref()?) => Whom::Chosen(Pick::OwnMagicUser),
        (Some(None), _) => Whom::Chosen(chosen_many(a.target.as_ref()?)?.0),
        _ => return None,
    };
    // `{"who": ..., "count": N}`: N different creatures, chosen one at a time.
    let count = match a.target.as_ref().filter(|t| t.is_object()) {
        Some(t) if whom == Whom::EnemiesNextToAttacked => enemies_next_to_attacked(t)?,
        Some(t) if per_token(t) => 0,
        Some(t) if own_magic_user(t) => 1,
        Some(t) if matches!(whom, Whom::Chosen(_)) => chosen_many(t)?.1,
        _ => 1,
    };
    // A token goes on a card in the graveyard, and nothing else acts there.
    let graveyard = whom == Whom::Chosen(Pick::OwnGraveyardIncarnation);
    let tokens = |e: &Value| ActionEffect::parse(e, Until::EndOfTurn).is_some_and(|e| matches!(e, ActionEffect::IncarnationToken(_)));
    if graveyard != tokens(&a.effect) || matches!(a.effect, Value::Array(_)) && graveyard {
        return None;
    }
    if a.condition.as_ref().and_then(|c| c.get("player")).is_some() && when != When::StartOfBattle {
        return None;
    }
    // [B-GAME-13] A trigger that asks its owner holds the game only where the rules carry on
    // after the answer: not in the preliminary stage, where the target is being fixed.
    let asks = a.optional || matches!(whom, Whom::Chosen(_));
    // The target just fixed waits for the answers of "when attacked" (`fix_target`).
    if asks && matches!(when, When::Struck(_) | When::Defender) {
        return None;
    }
    let cost = Cost::parse(&a.cost).filter(|c| !c.self_destroy)?;
    // [B-GAME-13] Counters are spent only on a "may" as it is attacked: its owner's answer.
    if cost.tap || cost.counters > 0 && !(a.optional && matches!(when, When::Attacked(_))) {
        return None;
    }
    // [B-GAME-13] "Until the end of its owner's next turn" only as it defends, in the
    // opponent's turn, so that the end of its owner's turn is the next one.
    // Rooted while the creature acting does not move: that is how long it lasts.
    if a.until.as_ref().and_then(Value::as_str) == Some("while_source_unmoved") {
        if a.effect != Value::String("rooted".into()) {
            return None;
        }
        return Some(Triggered { when, conditions, whom, cost, effects: vec![ActionEffect::Rooted], until: Until::EndOfBattle, unmoved_bonus: 0, prophecy: None, optional: a.optional, count, stays_open_unwounded: false, takes_flight: false, attack: None, branches: vec![], choose_one: vec![] });
    }
    if let Some(attack) = attack {
        let (effects, until, unmoved_bonus, prophecy, optional) = (vec![], Until::EndOfTurn, 0, None, a.optional);
        return Some(Triggered { when, conditions, whom, cost, effects, until, unmoved_bonus, prophecy, optional, count, stays_open_unwounded: false, takes_flight: false, attack: Some(attack), branches: vec![], choose_one: vec![] });
    }
    let (until_term, until) = match a.until.as_ref().and_then(Value::as_str) {
        Some("end_of_own_next_turn") if when == When::Defender => ("end_of_own_next_turn", Until::EndOfOwnNextTurn),
        // [B-INCARNATION] A creature of its side incarnates at the start of its owner's turn:
        // its owner's next turn is the one after (`gain`).
        Some("end_of_own_next_turn") if when == When::Incarnation(Some(true)) => ("end_of_own_next_turn", Until::EndOfOwnNextTurn),
        Some("end_of_battle") if matches!(when, When::StartOfBattle | When::AnyDeath(_)) => ("end_of_battle", Until::EndOfBattle),
        // Only an attacker's strike, so in its owner's turn: the opponent's next turn is the next.
        Some("end_of_opponent_next_turn") if when == When::Strike { or_miss: false } => ("end_of_opponent_next_turn", Until::EndOfOpponentNextTurn),
        // At the start of its owner's turn, so the opponent's next turn is the next.
        Some("end_of_opponent_next_turn") if when == When::StartOfTurn(Some(true)) => ("end_of_opponent_next_turn", Until::EndOfOpponentNextTurn),
        _ => ("end_of_turn", Until::EndOfTurn),
    };
    // [B-PROPHECY] A look at the top of its owner's deck, on its own (the Schemer's only on
    // its side's prophecy).
    if let Some(l) = super::deck_look::look(&a.effect) {
        let fits = whom == Whom::Itself && a.until.is_none() && (l.n > 0 || matches!(when, When::Prophecy(Some(true))));
        let effects = vec![ActionEffect::LookAtTop(l.n, l.bottom)];
        return fits.then_some(Triggered { when, conditions, whom, cost, effects, until, unmoved_bonus: 0, prophecy: None, optional: a.optional, count, stays_open_unwounded: false, takes_flight: false, attack: None, branches: vec![], choose_one: vec![] });
    }
    // [B-GAME-13] One of two sets of effects on itself, its owner's choice as it acts.
    if a.effect.get("choose_one").is_some() {
        let fits = whom == Whom::Itself && !a.optional && matches!(when, When::StartOfTurn(Some(true)));
        let choose_one = choose_one(a, until_term, until).filter(|_| fits)?;
        return Some(Triggered { when, conditions, whom, cost, effects: vec![], until, unmoved_bonus: 0, prophecy: None, optional: false, count, stays_open_unwounded: false, takes_flight: false, attack: None, branches: vec![], choose_one });
    }
    // [B-MARKER] A marker on the creature it acts on, for the battle (`"until": "permanent"`).
    let marker = a.effect.as_object().filter(|o| o.len() == 1).and_then(|o| o.get("marker")).and_then(Value::as_str).and_then(super::markers::MarkerKind::named);
    if let Some(kind) = marker {
        let fits = !kind.on_cell() && a.until.as_ref().and_then(Value::as_str) == Some("permanent") && !asks;
        let effects = vec![ActionEffect::CreatureMarker(kind)];
        return fits.then_some(Triggered { when, conditions, whom, cost, effects, until: Until::EndOfBattle, unmoved_bonus: 0, prophecy: None, optional: false, count, stays_open_unwounded: false, takes_flight: false, attack: None, branches: vec![], choose_one: vec![] });
    }
    // [B-PROPHECY] What follows a prophecy lasts the turn, or the battle (a change of the
    // creature itself, which its owner may take once the cards are seen at the start of its
    // turn: the only place its answer is awaited).
    let prophecy = match a.until.as_ref().and_then(Value::as_str) {
        None => super::prophecy::prophecy(&a.effect, Until::EndOfTurn),
        Some("end_of_battle") => super::prophecy::prophecy(&a.effect, Until::EndOfBattle),
        Some(_) => None,
    };
    let asked_after = prophecy.as_ref().is_some_and(|p| p.branches.iter().any(|b| b.optional || b.on_itself()));
    if asked_after && (whom != Whom::Itself || a.optional || !matches!(when, When::StartOfTurn(Some(true)))) {
        return None;
    }
    let (effects, unmoved_bonus) = match unmoved_bonus(&a.effect) {
        _ if prophecy.is_some() => (vec![], 0),
        Some((wounds, bonus)) if a.until.is_none() && matches!(when, When::StartOfTurn(_)) => (vec![ActionEffect::Wounds(wounds)], bonus),
        // [B-PROPHECY] A prophecy among a trigger's effects is only the shape above.
        // and a card's code reading an action's prophecy is an action's alone (the Mire
        // Queen's summoning at the end of a turn reads none).
        _ => {
            let summons = matches!(when, When::EndOfTurn(_));
            let reads = |e: &ActionEffect| matches!(e, ActionEffect::Code(c) if c.reads_prophecy() && !(summons && *c == super::card_code::CardCode::Vs130));
            (actions::lasting(a, until_term, until).filter(|es| !es.iter().any(|e| matches!(e, ActionEffect::Prophecy(_)) || reads(e)))?, 0)
        }
    };
    if asks && unmoved_bonus > 0 || !teleport && effects.contains(&ActionEffect::TeleportNextToAttacker) {
        return None;
    }
    // [B-GAME-13] A jump of its own only as it is attacked.
    let jumps = effects.iter().any(|e| matches!(e, ActionEffect::JumpSelf(_)));
    if jumps && !(matches!(when, When::Attacked(_)) && whom == Whom::Itself) {
        return None;
    }
    Some(Triggered {
        when,
        conditions,
        whom,
        cost,
        effects,
        until,
        unmoved_bonus,
        prophecy,
        optional: a.optional,
        count,
        stays_open_unwounded: false,
        takes_flight: false,
        attack: None,
        branches: vec![],
        choose_one: vec![],
    })
}

/// `{"discharge": N, "per_counter": M, "spend_counters": "all"}`: (N, M).
fn counter_discharge(v: &Value) -> Option<(u8, u8)> {
    let o = v.as_object().filter(|o| o.len() == 3)?;
    (o.get("spend_counters")?.as_str()? == "all").then_some(())?;
    let n = |k: &str| o.get(k).and_then(Value::as_u64).and_then(|x| u8::try_from(x).ok());
    Some((n("discharge")?, n("per_counter")?))
}

/// `{"choose_one": [A, B]}` of a trigger acting on itself at the start of its owner's turn,
/// each option one effect or a list: the effects of each, gained for `until` [B-GAME-13].
fn choose_one(a: &Ability, until_term: &str, until: Until) -> Option<Vec<Vec<ActionEffect>>> {
    let o = a.effect.as_object().filter(|o| o.len() == 1)?;
    let options = o.get("choose_one")?.as_array().filter(|v| v.len() == 2)?;
    options
        .iter()
        .map(|v| actions::lasting(&Ability { effect: v.clone(), ..a.clone() }, until_term, until).filter(|e| !e.is_empty()))
        .collect()
}

/// `{"who": "creatures_adjacent_to_new_cell", "if": {"target_cost_at_most": N}}`: every
/// creature next to the cell it moved to, of cost N or less.
fn all_adjacent(t: &Value) -> Option<Whom> {
    let o = t.as_object().filter(|o| o.len() == 2)?;
    (o.get("who")?.as_str()? == "creatures_adjacent_to_new_cell").then_some(())?;
    let cond = o.get("if")?.as_object().filter(|c| c.len() == 1)?;
    let max_cost = u8::try_from(cond.get("target_cost_at_most")?.as_u64()?).ok()?;
    Some(Whom::AllAdjacent { max_cost })
}

/// `{"who": "chosen_card", "count": "incarnation_tokens"}`: as many different creatures as the
/// incarnation tokens on its card.
fn per_token(t: &Value) -> bool {
    t.as_object().is_some_and(|o| {
        o.len() == 2
            && o.get("who").and_then(Value::as_str) == Some("chosen_card")
            && o.get("count").and_then(Value::as_str) == Some("incarnation_tokens")
    })
}

/// `{"who": "own_creature", "if": {"target_has": ["discharge", "magic_strike", "spell"]}}`: a
/// creature of its side that has a magic ability, chosen.
fn own_magic_user(t: &Value) -> bool {
    t.as_object().is_some_and(|o| {
        let has = o.get("if").and_then(Value::as_object).filter(|i| i.len() == 1).and_then(|i| i.get("target_has"));
        o.len() == 2 && o.get("who").and_then(Value::as_str) == Some("own_creature") && has == Some(&serde_json::json!(["discharge", "magic_strike", "spell"]))
    })
}

/// `{"who": "enemies_adjacent_to_attacked", "count": N}`: N (1 to 8).
fn enemies_next_to_attacked(t: &Value) -> Option<u8> {
    let o = t.as_object().filter(|o| o.len() == 2)?;
    (o.get("who")?.as_str()? == "enemies_adjacent_to_attacked").then_some(())?;
    u8::try_from(o.get("count")?.as_u64()?).ok().filter(|n| (1..=8).contains(n))
}

/// `{"who": "chosen_creature" | "chosen_enemy", "count": N}`: N (2 or more) creatures chosen.
fn chosen_many(t: &Value) -> Option<(Pick, u8)> {
    let o = t.as_object().filter(|o| o.len() == 2)?;
    let pick = match o.get("who")?.as_str()? {
        "chosen_creature" => Pick::Any,
        "chosen_enemy" => Pick::Enemy,
        _ => return None,
    };
    let n = u8::try_from(o.get("count")?.as_u64()?).ok().filter(|n| (2..=5).contains(n))?;
    Some((pick, n))
}

/// `{"wounds": N, "bonus": {"if": {"target_not_moved_last_turn": true}, "value": B}}`: N
/// wounds, B more on a creature that did not move last turn.
fn unmoved_bonus(v: &Value) -> Option<(u8, u8)> {
    let o = v.as_object().filter(|o| o.len() == 2)?;
    let bonus = o.get("bonus")?.as_object().filter(|b| b.len() == 2)?;
    let cond = bonus.get("if")?.as_object().filter(|c| c.len() == 1)?;
    if cond.get("target_not_moved_last_turn")?.as_bool() != Some(true) {
        return None;
    }
    let n = |x: &Value| x.as_u64().and_then(|x| u8::try_from(x).ok());
    Some((n(o.get("wounds")?)?, n(bonus.get("value")?)?))
}

impl BerserkGame {
    /// [B-GAME-13] The triggers of `uid`'s card that `when` sets off now, with their numbers.
    pub(crate) fn triggers_of(&self, uid: u16, when: impl Fn(When) -> bool) -> Vec<(u8, Triggered)> {
        // Only its own death's and its tokens' abilities act once it is dead; a creature that
        // lost its features for good (B-PROPHECY, B-GAME-12) dies without its death's: they
        // are its card's, which it had no more as it died.
        let c = self.cr(uid);
        let lost = c.dead && c.featureless && when(When::Death);
        if c.hidden || (!c.dead && self.card_blank(uid)) || (c.dead && !(when(When::Death) || when(When::IncarnationToken))) || lost {
            return vec![];
        }
        let own = self.def_of(uid).abilities.len();
        // [B-GAME-13] Then those it borrowed (Degaska's), numbered on after its card's own.
        let borrowed = (0..self.cr(uid).borrowed.len()).map(|k| own + k);
        (0..own)
            .chain(borrowed)
            .filter_map(|i| Some((u8::try_from(i).ok()?, self.trigger_at(uid, u8::try_from(i).ok()?)?)))
            .filter(|(_, t)| when(t.when))
            .collect()
    }

    /// [B-GAME-13] Trigger number `ability` of `uid`: its card's own, or, numbered on after
    /// them, one it borrowed from a card shown from its owner's deck (Degaska's).
    pub(crate) fn trigger_at(&self, uid: u16, ability: u8) -> Option<Triggered> {
        let def = self.def_of(uid);
        let i = usize::from(ability);
        match i.checked_sub(def.abilities.len()) {
            None => def.played.triggers.get(i).cloned().flatten(),
            Some(k) => {
                let &(card, j) = self.cr(uid).borrowed.get(k)?;
                self.cat.get(card).played.triggers.get(usize::from(j)).cloned().flatten()
            }
        }
    }

    /// The enemy on the cell opposite `uid`, if any (none for a flyer in its zone).
    fn opposite_enemy(&self, uid: u16) -> Option<u16> {
        let c = self.cr(uid);
        let cell = super::board::opposite_cell(c.owner, c.cell).filter(|_| !c.flying)?;
        self.alive().find(|e| e.owner != c.owner && !e.flying && e.cell == cell).map(|e| e.uid)
    }

    /// The row of its owner's half `uid` stands in, counted from the front (1 to 3); none in
    /// the other half or in the air.
    fn own_row(&self, uid: u16) -> Option<u8> {
        let c = self.cr(uid);
        let row = super::board::board_cell(c.owner, c.cell)[1];
        (!c.flying && row < 3).then(|| 3 - row)
    }

    /// Whom trigger `t` of `uid` may act on: the one it names, if there is one, or the
    /// creatures its owner chooses among.
    fn whom(&self, uid: u16, t: &Triggered, other: u16) -> Vec<u16> {
        let mut whom = match t.whom {
            Whom::Itself => vec![uid],
            Whom::Attacked | Whom::Attacker | Whom::Defended | Whom::Incarnated => vec![other],
            Whom::OppositeEnemy => self.opposite_enemy(uid).into_iter().collect(),
            // Not onto the creature attacked itself.
            Whom::Chosen(pick) if matches!(t.when, When::AllyAttacked(_)) => self.pickable(uid, pick).into_iter().filter(|&c| c != other).collect(),
            Whom::Chosen(pick) => self.pickable(uid, pick),
            Whom::FormationMatesOfDead => self.formation_mates_of_dead(other),
            Whom::AlliesLeftAndRight => {
                let me = self.cr(uid);
                self.alive()
                    .filter(|c| c.owner == me.owner && c.uid != uid && !c.flying && !me.flying && !c.hidden)
                    .filter(|c| c.cell[1] == me.cell[1] && c.cell[0].abs_diff(me.cell[0]) == 1)
                    .map(|c| c.uid)
                    .collect()
            }
            Whom::EnemiesNextToAttacked => {
                let (me, d) = (self.cr(uid), self.cr(other));
                self.alive()
                    .filter(|c| c.uid != other && c.owner != me.owner && !c.flying && !d.flying && super::board::adjacent(c.cell, d.cell))
                    .map(|c| c.uid)
                    .collect()
            }
            Whom::AdjacentToOther => {
                let d = self.cr(other);
                self.alive().filter(|c| c.uid != other && !c.flying && !d.flying && super::board::adjacent(c.cell, d.cell)).map(|c| c.uid).collect()
            }
            Whom::AllAdjacent { max_cost } => {
                let me = self.cr(uid);
                self.alive()
                    .filter(|c| c.uid != uid && !c.flying && !me.flying && super::board::adjacent(c.cell, me.cell))
                    .filter(|c| self.cat.get(c.def).cost.is_some_and(|x| x <= max_cost))
                    .map(|c| c.uid)
                    .collect()
            }
        };
        // [B-GAME-13] An attack only at whom it may be made now (a finishing strike only at
        // a creature it would finish).
        if let Some(a) = t.attack {
            let value = self.trigger_attack_value(uid, a);
            let posthumous = t.when == When::Death;
            whom.retain(|&w| value > 0 && self.trigger_attack_allowed(uid, w, a.kind, a.range, value, posthumous));
        }
        whom
    }

    /// The value of the attack `a` of `uid`'s trigger now.
    fn trigger_attack_value(&self, uid: u16, a: TriggerAttack) -> u8 {
        a.value.unwrap_or(self.cr(uid).cells_moved)
    }

    /// [B-GAME-13] Whether `attacker` may make a triggered attack of `kind` (at most `range`
    /// away) and `value` at `target` now: it may aim at it as at the same attack used as an
    /// action (B-GAME-9), and a finishing strike finishes it.
    /// `posthumous`: made as `attacker` died, so it may be dead.
    pub(crate) fn trigger_attack_allowed(&self, attacker: u16, target: u16, kind: RangedKind, range: Option<u8>, value: u8, posthumous: bool) -> bool {
        let finishes = kind != RangedKind::FinishingStrike || self.life_left(target) <= value;
        finishes && self.trigger_attack_reaches(attacker, target, kind, range, posthumous)
    }

    /// [B-GAME-13] The living creatures `uid`'s owner may choose among, in uid order.
    pub(crate) fn pickable(&self, uid: u16, pick: Pick) -> Vec<u16> {
        let me = self.cr(uid);
        let next_to = |c: &super::game::Creature| !c.flying && !me.flying && super::board::adjacent(c.cell, me.cell);
        if pick == Pick::OwnGraveyardIncarnation {
            let lacks = |c: &super::game::Creature| {
                self.def_of(c.uid).abilities.iter().find_map(super::incarnation::incarnation).is_some_and(|n| c.incarnation < n)
            };
            return self.st.creatures.iter().filter(|c| c.in_graveyard() && c.owner == me.owner && lacks(c)).map(|c| c.uid).collect();
        }
        self.alive()
            .filter(|c| match pick {
                Pick::SelfOrAdjacent => c.uid == uid || next_to(c),
                Pick::Adjacent => c.uid != uid && next_to(c),
                Pick::EnemyNonFlyer => c.owner != me.owner && !c.flying,
                Pick::Any => true,
                Pick::Enemy => c.owner != me.owner,
                Pick::AdjacentEnemy => c.owner != me.owner && next_to(c),
                Pick::FormationMate => {
                    c.owner == me.owner
                        && c.uid != uid
                        && self.in_formation(uid)
                        && self.in_formation(c.uid)
                        && !c.flying
                        && c.cell[1] == me.cell[1]
                        && c.cell[0].abs_diff(me.cell[0]) == 1
                }
                Pick::OwnGraveyardIncarnation => false,
                Pick::OwnMagicUser => c.owner == me.owner && self.magic_user(c.uid),
            })
            .map(|c| c.uid)
            .collect()
    }

    /// [B-GAME-10] The living creatures that stood in formation with `dead` as it died: of its
    /// side, beside it in its row on the board, both able to stand in formation.
    fn formation_mates_of_dead(&self, dead: u16) -> Vec<u16> {
        let d = self.cr(dead);
        if d.flying || d.hidden || !self.def_of(dead).played.formation {
            return vec![];
        }
        self.alive()
            .filter(|o| o.owner == d.owner && o.uid != dead && !o.flying && !o.hidden)
            .filter(|o| o.cell[1] == d.cell[1] && o.cell[0].abs_diff(d.cell[0]) == 1 && self.def_of(o.uid).played.formation)
            .map(|o| o.uid)
            .collect()
    }

    /// Whether `uid`'s card has a discharge, a magic strike or a spell: a ranged action of
    /// those kinds, an ability dealing one, a spell, or the magic strike feature.
    fn magic_user(&self, uid: u16) -> bool {
        let played = &self.def_of(uid).played;
        let magic = |e: &ActionEffect| matches!(e, ActionEffect::Magic(..));
        played.ranged.iter().flatten().any(|r| matches!(r.kind, RangedKind::Discharge | RangedKind::MagicStrike))
            || played.actions.iter().flatten().any(|a| a.spell || a.effects.iter().any(magic))
            || played.triggers.iter().flatten().any(|t| t.effects.iter().any(magic))
            || self.has(uid, super::cards::Feature::MagicStrike)
    }

    /// Whether trigger `t` of `uid` may act: its conditions hold and a use is left.
    fn trigger_holds(&self, uid: u16, ability: u8, t: &Triggered, at: &Fired) -> bool {
        let own_turn = self.st.active == self.cr(uid).owner;
        let (cells, turns) = (at.path.len().saturating_sub(1), turns(at.path));
        let holds = t.conditions.iter().all(|c| match *c {
            Condition::StrikeLevel(ls) => at.strength.is_some_and(|s| ls[s.index()]),
            Condition::OwnTurn(own) => own_turn == own,
            Condition::OtherClosed(closed) => self.cr(at.other).closed == closed,
            Condition::InFormation => self.in_formation(uid),
            Condition::MovedStraight(n) => !turns && cells >= usize::from(n),
            Condition::MovedTurning(n) => turns && cells >= usize::from(n),
            Condition::OwnRow(r) => self.own_row(uid) == Some(r),
            Condition::OtherFlyer => self.def_of(at.other).kind == Some(super::cards::Kind::Flyer),
            Condition::NotMoved => !self.cr(uid).moved,
            Condition::Crossed(to_enemy) => {
                let owner = self.cr(uid).owner;
                let own_half = |cell: &Cell| super::board::board_cell(owner, *cell)[1] < 3;
                match (at.path.first(), at.path.last()) {
                    (Some(from), Some(to)) => own_half(from) == to_enemy && own_half(to) != to_enemy,
                    _ => false,
                }
            }
            Condition::DeadInFormation => !self.formation_mates_of_dead(at.other).is_empty(),
            Condition::CountersAtLeast(n) => self.cr(uid).counters >= n,
            Condition::NoCounters => self.cr(uid).counters == 0,
            Condition::DiedOfPoison => self.cr(at.other).dead && self.cr(at.other).poison_death,
            Condition::OtherHas(bits) => self.has_any(at.other, bits),
            Condition::AttackedRow(rows) => self.own_row(at.other).is_some_and(|r| rows[usize::from(r) - 1]),
            Condition::AllyCostNextTo(n) => {
                let me = self.cr(uid);
                self.alive().any(|c| {
                    c.owner == me.owner && c.uid != uid && !c.flying && !me.flying && super::board::adjacent(c.cell, me.cell) && self.cat.get(c.def).cost.is_some_and(|x| x >= n)
                })
            }
            Condition::FirstPlayer(first) => {
                let first_player = self.prep().map_or(self.st.active, |p| p.first());
                (self.cr(uid).owner == first_player) == first
            }
            Condition::SquadHasElement(e) => {
                let owner = self.cr(uid).owner;
                self.st.creatures.iter().any(|c| c.owner == owner && self.cat.get(c.def).element == Some(e))
            }
        });
        // "It may open": nothing to ask of an open creature.
        let pointless = t.whom == Whom::Itself && t.effects == [ActionEffect::Open] && !self.cr(uid).closed;
        // [B-PROPHECY] A look at no card, or at one that can only go back where it was.
        let pointless = pointless || t.effects.iter().any(|&e| matches!(e, ActionEffect::LookAtTop(..)) && !self.look_matters(uid, e));
        holds && !pointless && self.check_cost(uid, ability, t.cost).is_ok()
    }

    /// A trigger acts on whom it names (if there is one), or, when its owner may decline it
    /// or chooses whom it acts on, waits for the answer [B-GAME-13].
    fn set_off(&mut self, uid: u16, ability: u8, t: &Triggered, at: &Fired) {
        // [B-GAME-13] A die rolled as it acts chooses what it does (a roll an ability fixed is
        // that roll); the outcome is kept on the creature for its owner's answer.
        let branch;
        let t = if t.branches.is_empty() {
            t
        } else {
            let value = match std::mem::take(&mut self.cr_mut(uid).next_roll) {
                0 => self.st.rng.d6(),
                value => value,
            };
            let creature = self.cref(uid);
            self.emit(B_GAME_13, EventKind::AbilityDieRolled { creature, ability, value });
            self.cr_mut(uid).branch_roll = value;
            let Some(b) = t.branch(value) else { return };
            branch = b;
            &branch
        };
        let whom = self.whom(uid, t, at.other);
        // [B-PROPHECY] A bonus by the cards revealed, read as it acts.
        let revealed = |e: ActionEffect| match e {
            ActionEffect::NextStrikeRevealed(max) => ActionEffect::NextStrike(at.revealed.min(max), max),
            // [B-GAME-13] The poison of the creature that died, read as it died.
            ActionEffect::PoisonOfDead => ActionEffect::Poison(self.cr(at.other).poison),
            e => e,
        };
        let effects = t.effects.iter().map(|&e| revealed(e)).collect();
        let t = &Triggered { count: if t.count == 0 { self.cr(uid).incarnation } else { t.count }, effects, ..t.clone() };
        if t.count == 0 {
            return;
        }
        // [B-GAME-13] A teleport next to the attacker: its owner chooses the cell (or declines),
        // nothing to ask without a free one.
        if t.effects.contains(&ActionEffect::TeleportNextToAttacker) {
            let cells = self.cells_next_to_attacker(uid);
            if !cells.is_empty() {
                self.ask_cell(uid, ability, t.optional, cells);
            }
            return;
        }
        // [B-GAME-13] A jump of its own: its owner chooses the cell; with none free, the rest
        // acts alone.
        if let Some(n) = t.effects.iter().find_map(|e| if let ActionEffect::JumpSelf(n) = *e { Some(n) } else { None }) {
            let cells = self.jump_cells(uid, n);
            if !cells.is_empty() {
                self.ask_cell(uid, ability, t.optional, cells);
                return;
            }
        }
        // [B-GAME-13] Its owner chooses one of its sets of effects: asked, then acted.
        if !t.choose_one.is_empty() {
            if let &[one] = whom.as_slice() {
                self.ask_branch(uid, ability, one);
            }
            return;
        }
        match whom.as_slice() {
            [] => {}
            // A choice of one creature is no choice.
            &[one] if !t.optional => {
                let bonus = if at.moved_last.contains(&one) { 0 } else { t.unmoved_bonus };
                self.trigger_on(uid, ability, t, &[one], bonus);
            }
            // Every creature it names: no choice.
            all if matches!(t.whom, Whom::AllAdjacent { .. } | Whom::FormationMatesOfDead | Whom::AlliesLeftAndRight) && !t.optional => {
                let all = all.to_vec();
                self.trigger_on(uid, ability, t, &all, 0);
            }
            // Nor is a choice of N among N or fewer.
            all if !t.optional && t.count > 1 && all.len() <= usize::from(t.count) => {
                let all = all.to_vec();
                self.trigger_on(uid, ability, t, &all, 0);
            }
            _ => {
                self.ask(uid, ability, t.optional, t.count, whom);
                // The poison of the creature that died, kept for the answer.
                if t.effects.iter().any(|e| matches!(e, ActionEffect::Poison(_))) && t.whom == Whom::AdjacentToOther && matches!(t.when, When::AnyDeath(_)) {
                    let poison = self.cr(at.other).poison;
                    if let Some(a) = self.st.asked.iter_mut().rev().find(|a| a.creature == uid && a.ability == ability) {
                        a.amount = Some(poison);
                    }
                }
            }
        }
    }

    /// Trigger `t` (number `ability`) of `uid` acts on `whom`: its use counted, then its
    /// effects (`bonus` more wounds).
    pub(crate) fn trigger_on(&mut self, uid: u16, ability: u8, t: &Triggered, whoms: &[u16], bonus: u8) {
        let had = self.cr(uid).counters;
        self.pay_cost(uid, ability, t.cost);
        let (creature, when) = (self.cref(uid), match t.when {
            When::Strike { or_miss: false } => "on_strike",
            When::Strike { or_miss: true } => "on_strike_or_miss",
            When::Attacked(_) => "on_attacked",
            When::AllyAttacked(_) => "on_ally_attacked",
            When::AdjacentAttacked(_) => "on_adjacent_attacked",
            When::Struck(_) => "on_struck",
            When::Defender => "on_defender",
            When::Move => "on_move",
            When::ArrivesAdjacent => "on_creature_arrives_adjacent",
            When::Jump => "on_jump",
            When::StartOfTurn(_) => "start_of_turn",
            When::StartOfBattle => "start_of_battle",
            When::AnyDeath(_) => "on_any_death",
            When::Scavenging => "on_scavenging",
            When::Death => "on_death",
            When::EndOfTurn(_) => "end_of_turn",
            When::Incarnation(_) => "on_any_incarnation",
            When::IncarnationToken => "on_incarnation_token",
            When::Prophecy(_) => "on_prophecy",
            When::Miss(_) => "on_miss",
            When::CounterGained => "on_counter_gained",
            When::PoisonWounds(_) => "on_poison_wounds",
        });
        self.emit(
            B_GAME_13,
            EventKind::AbilityTriggered {
                creature,
                ability,
                when: smol_str::SmolStr::new_static(when),
            },
        );
        // [B-GAME-11] The counters it cost.
        let left = self.cr(uid).counters;
        if left < had {
            let creature = self.cref(uid);
            self.emit(super::rules::B_GAME_11, EventKind::CountersLost { creature, lost: had - left, left });
        }
        // [B-GAME-13] 192: one number for all the creatures it acts on, its owner's choice.
        if t.effects.contains(&ActionEffect::Code(super::card_code::CardCode::Vs192)) {
            let max = self.attack().values[0];
            self.ask_number(uid, ability, max, whoms.to_vec(), t.until);
        }
        for &whom in whoms {
            for &e in &t.effects {
                match e {
                    ActionEffect::Wounds(n) => self.action_effect(uid, whom, ActionEffect::Wounds(n.saturating_add(bonus))),
                    ActionEffect::Gain(f, _) => self.gain(whom, f, t.until),
                    ActionEffect::LookAtTop(n, bottom) => self.look_at_top(uid, ability, n, bottom),
                    ActionEffect::CloseOrWounds(n) => self.ask_either(uid, ability, whom, n),
                    ActionEffect::PushOrWounds(n) => self.ask_push(uid, ability, whom, n),
                    ActionEffect::Code(code) => self.trigger_code(uid, ability, whom, code),
                    e => self.action_effect(uid, whom, e),
                }
            }
            if t.takes_flight {
                self.gain_flight(whom, B_GAME_13);
            }
            // It does not close after this attack: it opens, its strike still counted, so it
            // neither strikes nor moves again this turn [B-TURN-2].
            let c = self.cr(whom);
            if t.stays_open_unwounded && c.wounds == 0 && c.closed && !c.dead {
                self.cr_mut(whom).closed = false;
                let creatures = vec![self.cref(whom)];
                self.emit(B_GAME_13, EventKind::Opened { creatures });
            }
            if let Some(p) = &t.prophecy {
                self.prophecy_acts(uid, ability, whom, p);
            }
            // [B-GAME-13] An attack waits for the attack under way to leave the stack.
            if let Some(a) = t.attack {
                let value = self.trigger_attack_value(uid, a);
                let posthumous = t.when == When::Death;
                let queued = Queued { attacker: uid, target: whom, ability, kind: a.kind, value, range: a.range, table: a.table, posthumous, simple: false };
                self.st.queued.push(queued);
            }
        }
    }

    /// [B-GAME-13] The triggers of `uid` that `when` sets off act, each if it holds.
    fn act_triggers(&mut self, uid: u16, when: impl Fn(When) -> bool, at: Fired) {
        self.act_triggers_if(uid, when, |_| true, at);
    }

    /// [B-GAME-13] The triggers of `uid` that `when` sets off and `keep` keeps act, each if it
    /// holds.
    fn act_triggers_if(&mut self, uid: u16, when: impl Fn(When) -> bool, keep: impl Fn(&Triggered) -> bool, at: Fired) {
        for (ability, t) in self.triggers_of(uid, when) {
            if keep(&t) && self.trigger_holds(uid, ability, &t, &at) {
                self.set_off(uid, ability, &t, &at);
            }
        }
    }

    /// [B-GAME-13] The attacker's simple strike landed with `strength` (none: it missed):
    /// its card's "on strike" abilities act.
    pub(crate) fn strike_triggers(&mut self, attacker: u16, target: u16, strength: Option<Strength>) {
        let when = |w| matches!(w, When::Strike { or_miss } if or_miss || strength.is_some());
        self.act_triggers(attacker, when, Fired { strength, ..Fired::on(target) });
    }

    /// [B-GAME-13] `attacker`'s simple strike missed: the "on a miss" abilities of each living
    /// creature, in creature order, whose side they watch.
    pub(crate) fn miss_triggers(&mut self, attacker: u16) {
        let owner = self.cr(attacker).owner;
        for uid in 0..self.st.creatures.len() as u16 {
            let own = self.cr(uid).owner == owner;
            let when = |w| matches!(w, When::Miss(o) if o.is_none_or(|o| o == own));
            self.act_triggers(uid, when, Fired::on(attacker));
        }
    }

    /// [B-GAME-13] `uid` gained a counter [B-GAME-11]: its card's "when it gains a counter"
    /// abilities act.
    pub(crate) fn counter_triggers(&mut self, uid: u16) {
        self.act_triggers(uid, |w| w == When::CounterGained, Fired::on(uid));
    }

    /// [B-GAME-13] A strike of an attack (a simple strike when `kind` is none) by `striker`
    /// landed on `target`: its card's "when struck" abilities act.
    pub(crate) fn struck_triggers(&mut self, striker: u16, target: u16, kind: Option<RangedKind>) {
        self.act_triggers(target, |w| matches!(w, When::Struck(f) if f.covers(kind)), Fired::on(striker));
    }

    /// [B-GAME-13] An attack (a simple strike when `kind` is none) is aimed at `target`: its
    /// card's "when attacked" abilities act, then its side's "when an ally is attacked".
    pub(crate) fn attacked_triggers(&mut self, attacker: u16, target: u16, kind: Option<RangedKind>) {
        // A simple strike of a creature whose strikes are magic is a magic attack.
        let magic = kind.is_none() && self.has(attacker, super::cards::Feature::MagicStrike);
        self.own_attacked_triggers(attacker, target, kind);
        // Then those of its side watching their allies, in creature order.
        let owner = self.cr(target).owner;
        for uid in 0..self.st.creatures.len() as u16 {
            if self.cr(uid).owner != owner || self.st.attack.as_ref().is_none_or(|a| a.target != target) {
                continue;
            }
            let when = |w| matches!(w, When::AllyAttacked(f) if f.covers(kind) && !(magic && f == AttackFilter::NonMagic));
            self.act_triggers(uid, when, Fired::on(target));
        }
        // Then those of the creatures on the board next to it, either side, in creature order.
        for uid in 0..self.st.creatures.len() as u16 {
            let (c, t) = (self.cr(uid), self.cr(target));
            let next_to = uid != target && !c.dead && !c.flying && !t.flying && super::board::adjacent(c.cell, t.cell);
            if !next_to || self.st.attack.as_ref().is_none_or(|a| a.target != target) {
                continue;
            }
            let when = |w| matches!(w, When::AdjacentAttacked(f) if f.covers(kind) && !(magic && f == AttackFilter::NonMagic));
            self.act_triggers(uid, when, Fired::on(target));
        }
    }

    /// [B-GAME-13] An attack (a simple strike when `kind` is none) is aimed at `target`: its
    /// own card's "when attacked" abilities act (not its side's "when an ally is attacked").
    pub(crate) fn own_attacked_triggers(&mut self, attacker: u16, target: u16, kind: Option<RangedKind>) {
        let magic = kind.is_none() && self.has(attacker, super::cards::Feature::MagicStrike);
        let when = |w| matches!(w, When::Attacked(f) if f.covers(kind) && !(magic && f == AttackFilter::NonMagic));
        self.act_triggers(target, when, Fired::on(attacker));
    }

    /// [B-GAME-13] The free cells on the board next to the attacker of the attack under way
    /// that `uid` may teleport onto, row by row: none for a creature in the air or held to its
    /// cell, nor next to an attacker in the air.
    pub(crate) fn cells_next_to_attacker(&self, uid: u16) -> Vec<Cell> {
        let Some(attacker) = self.st.attack.as_ref().map(|a| a.attacker) else { return vec![] };
        let (me, a) = (self.cr(uid), self.cr(attacker));
        if me.dead || me.flying || a.dead || a.flying || self.rooted(uid) {
            return vec![];
        }
        let at = a.cell;
        (0..super::board::ROWS)
            .flat_map(|y| (0..super::board::COLUMNS).map(move |x| [x, y]))
            .filter(|&cell| super::board::adjacent(cell, at) && self.free_cell(cell))
            .collect()
    }

    /// [B-GAME-13] `uid` teleports onto the free cell `to` by its ability (not a move of its
    /// own in the main phase): the creatures it held to their cells are free, and its side's
    /// abilities watching teleports act.
    pub(crate) fn teleport_onto(&mut self, uid: u16, to: Cell) {
        if let Some(from) = self.bound_onto(uid, to) {
            self.teleport_codes(uid, from, to);
        }
    }

    /// [B-GAME-13] `uid` bounds onto the free cell `to` by its ability (a teleport or a jump):
    /// the creatures it held to their cells are free. The cell it left, or `None` when it cannot
    /// go (dead, in the air, held to its cell, the cell taken).
    fn bound_onto(&mut self, uid: u16, to: Cell) -> Option<Cell> {
        if self.cr(uid).dead || self.cr(uid).flying || self.rooted(uid) || !self.free_cell(to) {
            return None;
        }
        for c in &mut self.st.creatures {
            c.rooted_by.retain(|&by| by != uid);
        }
        let from = std::mem::replace(&mut self.cr_mut(uid).cell, to);
        let creature = self.cref(uid);
        self.emit(B_GAME_13, EventKind::Moved { creature, from, to, path: vec![to] });
        Some(from)
    }

    /// [B-GAME-13] The free cells on the board at most `n` orthogonal steps from `uid` that a
    /// jump of its ability may land on, row by row: none for a creature in the air or held to
    /// its cell.
    pub(crate) fn jump_cells(&self, uid: u16, n: u8) -> Vec<Cell> {
        let me = self.cr(uid);
        if me.dead || me.flying || self.rooted(uid) {
            return vec![];
        }
        let at = me.cell;
        (0..super::board::ROWS)
            .flat_map(|y| (0..super::board::COLUMNS).map(move |x| [x, y]))
            .filter(|&cell| cell != at && cell[0].abs_diff(at[0]) + cell[1].abs_diff(at[1]) <= n && self.free_cell(cell))
            .collect()
    }

    /// [B-GAME-13] `uid` jumps onto the free cell `to` by its ability (not a move of its own in
    /// the main phase): the creatures it held to their cells are free, and its card's "after it
    /// jumps" abilities act.
    pub(crate) fn jump_onto(&mut self, uid: u16, to: Cell) {
        if let Some(from) = self.bound_onto(uid, to) {
            self.jump_triggers(uid);
            self.jump_codes(uid, from);
        }
    }

    /// [B-GAME-13] `defender` stepped in to defend `defended` [B-ATK-1]: its card's "when it
    /// becomes a defender" abilities act.
    pub(crate) fn defender_triggers(&mut self, defender: u16, defended: u16) {
        self.act_triggers(defender, |w| w == When::Defender, Fired::on(defended));
    }

    /// [B-GAME-13] `uid` moved along `path` (its start first) [B-TURN-2]: its card's "when it
    /// moves" abilities act.
    pub(crate) fn move_triggers(&mut self, uid: u16, path: &[Cell]) {
        self.act_triggers(uid, |w| w == When::Move, Fired { path, ..Fired::on(uid) });
        if let (Some(&from), Some(&to)) = (path.first(), path.last()) {
            self.arrival_triggers(uid, from, to);
        }
        self.deaths();
        self.check_win();
        self.launch_queued();
    }

    /// [B-GAME-13] `uid` jumped [B-TURN-2]: its card's "when it jumps" abilities act.
    pub(crate) fn jump_triggers(&mut self, uid: u16) {
        self.act_triggers(uid, |w| w == When::Jump, Fired::on(uid));
    }

    /// [B-GAME-13] `mover` moved from `from` to `to` [B-TURN-2]: the "when a creature moves
    /// next to it" abilities of each other living creature on the board, in creature order,
    /// that stands next to `to` and did not stand next to `from` (diagonals included, as
    /// adjacency goes; flyers in their zone stand next to nobody).
    fn arrival_triggers(&mut self, mover: u16, from: Cell, to: Cell) {
        if self.cr(mover).flying {
            return;
        }
        for uid in 0..self.st.creatures.len() as u16 {
            let c = self.cr(uid);
            if uid == mover || c.dead || c.flying || super::board::adjacent(c.cell, from) || !super::board::adjacent(c.cell, to) {
                continue;
            }
            self.act_triggers(uid, |w| w == When::ArrivesAdjacent, Fired::on(mover));
        }
    }

    /// [B-GAME-13] The active player's turn starts [B-TURN-1]: the "at the start of the turn"
    /// abilities of each creature, in creature order, whose turn they watch; `moved_last` the
    /// creatures that moved in the turn before.
    pub(crate) fn start_of_turn_triggers(&mut self, moved_last: &[u16]) {
        let active = self.st.active;
        for uid in 0..self.st.creatures.len() as u16 {
            let own = self.cr(uid).owner == active;
            let when = |w| matches!(w, When::StartOfTurn(o) if o.is_none_or(|o| o == own));
            self.act_triggers_if(uid, when, |t| !lights(t), Fired { moved_last, ..Fired::on(uid) });
        }
    }

    /// [B-MARKER] The active player's turn starts: the opponent's Bul'Bagurs light their
    /// lanterns before the poison acts (**Decision:** start-of-turn effects happening together
    /// resolve the active player's last [S6], so the light is lit as the opponent's poison
    /// acts and adds its wound).
    pub(crate) fn lantern_triggers(&mut self, moved_last: &[u16]) {
        let active = self.st.active;
        for uid in 0..self.st.creatures.len() as u16 {
            if self.cr(uid).owner == active {
                continue;
            }
            let when = |w| w == When::StartOfTurn(Some(false));
            self.act_triggers_if(uid, when, lights, Fired { moved_last, ..Fired::on(uid) });
        }
    }
}

impl BerserkGame {
    /// [B-GAME-13] `dead` died [B-DEATH]: the "when a creature dies" abilities of each other
    /// living creature, in creature order, whose side they watch.
    pub(crate) fn death_triggers(&mut self, dead: u16) {
        self.act_triggers(dead, |w| w == When::Death, Fired::on(dead));
        // [B-MARKER] The Skeletal Worm's tremor, as it reaches the graveyard.
        self.vs_161_buried(dead);
        let owner = self.cr(dead).owner;
        for uid in 0..self.st.creatures.len() as u16 {
            let own = self.cr(uid).owner == owner;
            let when = |w| matches!(w, When::AnyDeath(o) if o.is_none_or(|o| o == own));
            self.act_triggers(uid, when, Fired::on(dead));
        }
    }

    /// [B-GAME-13] `poisoned` took wounds from its poison [B-TURN-1]: the "when a creature
    /// takes wounds from poison" abilities of each living creature, in creature order, whose
    /// side they watch.
    pub(crate) fn poison_wound_triggers(&mut self, poisoned: u16) {
        let owner = self.cr(poisoned).owner;
        for uid in 0..self.st.creatures.len() as u16 {
            let own = self.cr(uid).owner == owner;
            let when = |w| matches!(w, When::PoisonWounds(o) if o.is_none_or(|o| o == own));
            self.act_triggers(uid, when, Fired::on(poisoned));
        }
    }

    /// [B-GAME-13] `uid` incarnated [B-INCARNATION]: the "when a creature incarnates"
    /// abilities of each living creature, in creature order, whose side they watch.
    pub(crate) fn incarnation_triggers(&mut self, incarnated: u16) {
        let owner = self.cr(incarnated).owner;
        for uid in 0..self.st.creatures.len() as u16 {
            let own = self.cr(uid).owner == owner;
            let when = |w| matches!(w, When::Incarnation(o) if o.is_none_or(|o| o == own));
            self.act_triggers(uid, when, Fired::on(incarnated));
        }
    }

    /// [B-GAME-13] A card of `player`'s prophesied, revealing `revealed` cards [B-PROPHECY]:
    /// the "when a card prophesies" abilities of each living creature, in creature order, whose
    /// side they watch.
    pub(crate) fn prophecy_triggers(&mut self, player: u8, revealed: u8) {
        for uid in 0..self.st.creatures.len() as u16 {
            let own = self.cr(uid).owner == player;
            let when = |w| matches!(w, When::Prophecy(o) if o.is_none_or(|o| o == own));
            self.act_triggers(uid, when, Fired { revealed, ..Fired::on(uid) });
        }
    }

    /// [B-GAME-13] `uid`'s card, in the graveyard, got an incarnation token [B-INCARNATION]:
    /// its "when it gets a token" abilities act.
    pub(crate) fn token_triggers(&mut self, uid: u16) {
        self.act_triggers(uid, |w| w == When::IncarnationToken, Fired::on(uid));
    }

    /// [B-GAME-13] `uid`'s scavenging acted on `eaten` [B-GAME-10]: its card's "on
    /// scavenging" abilities act.
    pub(crate) fn scavenging_triggers(&mut self, uid: u16, eaten: u16) {
        self.act_triggers(uid, |w| w == When::Scavenging, Fired::on(eaten));
    }

    /// [B-GAME-13] The active player's turn ends [B-TURN-2]: the "at the end of the turn"
    /// abilities of each creature, in creature order, whose turn they watch.
    pub(crate) fn end_of_turn_triggers(&mut self) {
        let active = self.st.active;
        for uid in 0..self.st.creatures.len() as u16 {
            let own = self.cr(uid).owner == active;
            let when = |w| matches!(w, When::EndOfTurn(o) if o.is_none_or(|o| o == own));
            self.act_triggers(uid, when, Fired::on(uid));
        }
        self.deaths();
    }

    /// [B-GAME-13] The battle starts [B-GAME-7]: the "at the start of the battle" abilities
    /// of each creature, in creature order (a face-down one's do not act).
    pub(crate) fn start_of_battle_triggers(&mut self) {
        for uid in 0..self.st.creatures.len() as u16 {
            self.act_triggers(uid, |w| w == When::StartOfBattle, Fired::on(uid));
        }
    }
}

/// What set a trigger off: the creature it fights (or itself), its strike's strength, the
/// cells it moved through (its start first), the creatures that moved last turn.
struct Fired<'a> {
    other: u16,
    strength: Option<Strength>,
    path: &'a [Cell],
    moved_last: &'a [u16],
    /// The cards a prophecy revealed.
    revealed: u8,
}

impl Fired<'_> {
    fn on(other: u16) -> Self {
        Fired { other, strength: None, path: &[], moved_last: &[], revealed: 0 }
    }
}

/// Whether a trigger lights Bul'Bagur's lantern (it acts before the poison, `lantern_triggers`).
fn lights(t: &Triggered) -> bool {
    t.effects.contains(&ActionEffect::Code(super::card_code::CardCode::Vs119))
}

/// Whether a path (its start first) changes direction.
fn turns(path: &[Cell]) -> bool {
    let step = |w: &[Cell]| (w[1][0] as i8 - w[0][0] as i8, w[1][1] as i8 - w[0][1] as i8);
    let mut steps = path.windows(2).map(step);
    let first = steps.next();
    steps.any(|s| Some(s) != first)
}

impl Triggered {
    /// [B-GAME-13] The trigger as the die rolled `value` makes it: whom its outcome acts on and
    /// its effects; none when no outcome covers the roll.
    pub(crate) fn branch(&self, value: u8) -> Option<Triggered> {
        let b = self.branches.iter().find(|b| (b.low..=b.high).contains(&value))?;
        Some(Triggered { whom: b.whom, effects: b.effects.clone(), branches: vec![], ..self.clone() })
    }
}
