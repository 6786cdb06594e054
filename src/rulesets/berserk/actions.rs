//! Actions written on printed cards that are not attacks [B-GAME-12]: `[tap]: heal 2 to one of
//! your creatures`, `[counter][tap]: deal 1 wound to a chosen creature`, `[tap]: gain armour 1
//! until the end of the turn`. The creature pays the cost (closing, counters, a use of the
//! turn or the battle), then the effects act at once on the target: the creature itself, a
//! chosen creature (any, an enemy, one of yours, another), an adjacent one, or every enemy
//! (adjacent ones, or all), those of them a condition of the target allows. A spell does not act
//! on a creature with protection from spells. **Decision:** such an action is not an attack, so
//! it has no stages, no dice and no answer with priority; armour, reductions and protections
//! from attacks do not act on its wounds. A card with a condition, a count of targets or an
//! effect this module does not know is not played (the coverage table says what is missing).
//! An action may choose up to N different creatures: declared on one, its owner names the
//! others one at a time through the trigger decision (`trigger_choices::ask_more_targets`), or
//! stops; a choice may also name them all (`also`, in ascending order). Each takes its effects
//! in the order named.

use serde_json::Value;
use smol_str::SmolStr;

use super::abilities::Ability;
use super::board::adjacent;
use super::cards::{Element, Feature, Until};
use super::costs::{Cost, Unpaid};
use super::events::{Cell, EventKind, Step, Strength};
use super::ranged::RangedKind;
use super::game::{BerserkGame, Choice, Refusal};
use super::narrate::{say, Lang};
use super::markers::{Lasts, MarkerKind};
use super::rules::{B_GAME_11, B_GAME_12, B_PROPHECY};

/// Whose creatures an action may choose.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Side {
    Any,
    Enemy,
    Own,
    /// Any creature but the one acting.
    Other,
    /// An enemy on the board (not a flyer in its zone).
    EnemyOnBoard,
    /// An ordinary (not elite) enemy.
    EnemyOrdinary,
    /// An open enemy (not closed).
    EnemyOpen,
}

/// Whom an action acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Who {
    Itself,
    Chosen(Side),
    Adjacent(Side),
    /// The enemy on the cell opposite it.
    OppositeEnemy,
    /// One of its side's fighters in the attack under way whose strike is determined and not
    /// yet worked out (the die-roll and calculation steps) [B-ATK-2].
    OwnStriker,
    ItselfOrAdjacent,
    AllEnemies,
    AdjacentEnemies,
    /// A fighter of the attack under way (either side) whose melee strike is determined and
    /// not yet worked out (the die-roll and calculation steps) [B-ATK-2], [B-ATK-3].
    Striker,
    /// A creature of its side struck by a melee strike (a simple strike or counter-strike,
    /// a special strike) of the attack under way, determined and not yet worked out
    /// (B-ATK-2, B-ATK-3).
    OwnStruck,
    /// A creature of its side next to the target of the simple strike under way, itself one
    /// of its side, while that target may still change (the preliminary stage, B-ATK-1).
    AllyNextToTarget,
    /// A free cell of the board, chosen (the choice's `cell`; the creature itself stands as its
    /// target) [B-MARKER].
    FreeCell,
    /// A row of the enemy half, named by one of its cells (the choice's `cell`; the creature
    /// itself stands as its target) [B-MARKER].
    EnemyRow,
    /// Any row of the board, named by one of its cells (the choice's `cell`; the creature
    /// itself stands as its target) [B-MARKER].
    Row,
    /// A fighter of the attack under way whose die is rolled and not yet taken (the die-roll
    /// step, the roll on the stack), of either side [B-ATK-2].
    Roller,
    /// A creature of its owner's in the graveyard (a dead one), chosen [B-GAME-12].
    OwnDead,
}

/// What must hold of a creature for an action to act on it (a target's `if`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TargetIf {
    /// It carries poison.
    Poisoned,
    /// Its card is of this element.
    Element(Element),
    /// It has not moved this turn.
    NotMoved,
    /// It is a fighter of the attack under way whose die shows this number [B-ATK-2].
    Rolled(u8),
    /// It has no wound.
    Unwounded,
    /// It has taken no wound from an attack this turn.
    NotAttackWounded,
    /// It has one of these (bits of `target_has`'s list: a feature, or a kind of ability such
    /// as a shot, a throw or a discharge).
    Has(u16),
}

impl TargetIf {
    fn parse(v: &Value) -> Option<TargetIf> {
        let o = v.as_object().filter(|o| o.len() == 1)?;
        let (k, v) = o.iter().next()?;
        Some(match k.as_str() {
            "target_poisoned" if v.as_bool()? => TargetIf::Poisoned,
            "target_element" => TargetIf::Element(serde_json::from_value(v.clone()).ok()?),
            "target_not_moved_this_turn" if v.as_bool()? => TargetIf::NotMoved,
            "roll_equals" => TargetIf::Rolled(u8::try_from(v.as_u64()?).ok()?),
            "no_wounds" if v.as_bool()? => TargetIf::Unwounded,
            "not_wounded_by_attacks_this_turn" if v.as_bool()? => TargetIf::NotAttackWounded,
            "target_has" => TargetIf::Has(super::static_abilities::has_bits(v)?),
            _ => return None,
        })
    }
}

/// The target term of an action: whom, what must hold of each creature it acts on, and how
/// many different creatures it may choose (1 unless it says).
fn parse_target(v: Option<&Value>) -> Option<(Who, Option<TargetIf>, u8, Option<u8>)> {
    let Some(Value::Object(o)) = v else { return Some((Who::parse(v)?, None, 1, None)) };
    let mut out = (Who::parse(o.get("who"))?, None, 1, None);
    for (k, v) in o {
        match k.as_str() {
            "who" => {}
            "if" => out.1 = Some(TargetIf::parse(v)?),
            "count" => out.2 = u8::try_from(v.as_u64()?).ok().filter(|&n| n >= 1)?,
            // At most this many orthogonal steps from it, on the board.
            "range" if matches!(out.0, Who::Chosen(_)) => out.3 = Some(u8::try_from(v.as_u64()?).ok()?),
            "different" if v.as_bool() == Some(true) => {}
            _ => return None,
        }
    }
    (out.2 == 1 || matches!(out.0, Who::Chosen(_))).then_some(out)
}

impl Who {
    fn parse(v: Option<&Value>) -> Option<Who> {
        let Some(v) = v else { return Some(Who::Itself) };
        Some(match v.as_str()? {
            "self" => Who::Itself,
            "chosen_creature" => Who::Chosen(Side::Any),
            "chosen_enemy" => Who::Chosen(Side::Enemy),
            "chosen_enemy_non_flyer" => Who::Chosen(Side::EnemyOnBoard),
            "open_enemy" => Who::Chosen(Side::EnemyOpen),
            "own_creature" => Who::Chosen(Side::Own),
            "other_creature" => Who::Chosen(Side::Other),
            "adjacent_creature" => Who::Adjacent(Side::Any),
            "adjacent_enemy" => Who::Adjacent(Side::Enemy),
            "adjacent_ordinary_enemy" => Who::Adjacent(Side::EnemyOrdinary),
            "opposite_enemy" => Who::OppositeEnemy,
            "own_fighting_creature" => Who::OwnStriker,
            "chosen_strike" => Who::Striker,
            "self_or_adjacent_creature" => Who::ItselfOrAdjacent,
            "all_enemies" => Who::AllEnemies,
            "adjacent_enemies" => Who::AdjacentEnemies,
            "adjacent_ally_of_target" => Who::AllyNextToTarget,
            "own_creature_struck" => Who::OwnStruck,
            "chosen_free_cell" => Who::FreeCell,
            "chosen_enemy_row" => Who::EnemyRow,
            "chosen_row" => Who::Row,
            "chosen_roll" => Who::Roller,
            "own_dead_creature" => Who::OwnDead,
            _ => return None,
        })
    }

    /// The choice names a target (otherwise the creature itself stands in its place).
    fn chosen(self) -> bool {
        matches!(
            self,
            Who::Chosen(_) | Who::Adjacent(_) | Who::OppositeEnemy | Who::OwnStriker | Who::Striker | Who::ItselfOrAdjacent | Who::AllyNextToTarget | Who::OwnStruck | Who::Roller | Who::OwnDead
        )
    }
}

/// What an action does to each creature it acts on.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ActionEffect {
    Wounds(u8),
    /// As many wounds as the X of its cost less this many (`"X-1"`).
    WoundsXLess(u8),
    /// Heals as many wounds as the X of its cost.
    HealX,
    /// Heals this many wounds (`u8::MAX`: all of them).
    Heal(u8),
    Counters(u8),
    /// A feature, until the end of the turn or for good.
    Gain(Feature, Until),
    Open,
    Close,
    /// A poison marker of this many wounds.
    Poison(u8),
    CurePoison,
    /// It does not open at its owner's next N starts of turn.
    Stun(u8),
    /// Its strike in the attack under way counts as strong [B-ATK-2].
    StrikeStrong,
    /// Up to this many of its wounds move onto the creature acting.
    TakeWounds(u8),
    /// Up to this many of its wounds move onto the enemies named after it (`Second`).
    SpreadWounds(u8),
    /// A magic ranged attack of this value (a discharge, a magic strike) on each target at
    /// once, not put on the stack; protection from its kind blocks it [B-GAME-9].
    Magic(RangedKind, u8),
    /// A discharge of `value` plus `per` for each counter of the creature acting, which loses
    /// them all: resolved at once as `Magic` [B-GAME-13].
    CounterDischarge { value: u8, per: u8 },
    /// The creature acted on is pushed one cell on in the strike's direction, or takes this
    /// many wounds: its owner's choice, and the wounds when it cannot be pushed [B-GAME-13].
    PushOrWounds(u8),
    /// This many extra lives, up to its maximum life [B-DEATH-1].
    ExtraLives(u8),
    /// This many extra lives for the creature acting, whatever its target [B-DEATH-1].
    OwnExtraLives(u8),
    /// A wound for each creature of the acting side whose life is above its card's, at most
    /// this many [B-DEATH-1].
    WoundsPerLifeAbove(u8),
    /// It cannot leave its cell while the creature acting stays where it is [B-GAME-13].
    Rooted,
    /// It is destroyed, whatever its wounds [B-DEATH].
    Destroy,
    /// The simple strike under way is redirected onto it [B-ATK-1].
    RedirectStrike,
    /// The attack whose target was just fixed moves onto it, which is attacked now; played
    /// only in a "when an ally is attacked" ability [B-GAME-13].
    RedirectAttack,
    /// The melee strike on it is worth at most this much [B-ATK-3].
    CapStrike(u8),
    /// It heals the wounds it has taken this turn.
    HealTurnWounds,
    /// This turn, the acting creature's side gets +N to its rolls against it [B-ATK-2].
    RollMark(u8),
    /// The creature acting takes this many wounds, unless the creature acted on is of this
    /// element.
    WoundsSelf(u8, Option<Element>),
    /// Wounds equal to the printed weak strike of the face-up card standing behind it (the next
    /// cell back in its column, towards its owner's edge of the board); none if none stands there.
    WoundsByWeakStrikeBehind,
    /// It is put on the cell the choice names (`cell`), a free one on the board: not a move of
    /// its own [B-GAME-12].
    MoveToCell,
    /// In the opponent's next turn, the opponent may move at most as many creatures as the
    /// value for a die rolled now (weak, medium, strong) [B-GAME-12].
    LimitMovers([u8; 3]),
    /// It heals as many wounds as the printed strike of the face-up creature opposite it, at
    /// the strength its own strike in the attack under way landed with [B-GAME-13].
    HealByOppositeStrike,
    /// This many wounds to each enemy of the acting creature's side standing next to it whose
    /// printed weak strike is its own (the Herald of Gloom's dissonance).
    WoundsNearSameWeak(u8),
    /// It loses this many counters (all it has, at most) [B-GAME-11].
    LoseCounters(u8),
    /// The attack on it, its target just fixed, is blocked (B-ATK-1): played only in a
    /// "when attacked" ability [B-GAME-13].
    BlockAttack,
    /// Its next die roll is this number, not rolled [B-ATK-2], [B-GAME-13].
    NextRoll(u8),
    /// A die is rolled for the creature acting: at least this number blocks the attack on it,
    /// its target just fixed (B-ATK-1); played only in a "when attacked" ability [B-GAME-13].
    RollBlock(u8),
    /// This many incarnation tokens on its card, in the graveyard [B-INCARNATION].
    IncarnationToken(u8),
    /// +N to its next simple strike, at most M in all: (N, M) [B-ATK-3].
    NextStrike(u8, u8),
    /// +N to its next simple strike, N the cards the prophecy revealed, at most M in all; made
    /// `NextStrike` as the trigger acts [B-PROPHECY].
    NextStrikeRevealed(u8),
    /// A marker of this kind on the chosen cell, lasting so long [B-MARKER].
    CellMarker(MarkerKind, Lasts),
    /// Its card's own effect on the creature acted on (`card_code.rs`) [B-MARKER].
    Code(super::card_code::CardCode),
    /// The creature acting gains a feature, whatever its target (`self_strike_bonus`).
    OwnGain(Feature, Until),
    /// The creature acting gains this many counters, whatever its target [B-GAME-11].
    OwnCounters(u8),
    /// Its strike in the attack under way is worth this much less, never below 0 [B-ATK-3].
    StrikeLess(u8),
    /// Its owner looks at the top N cards of their deck (0: those a prophecy just revealed)
    /// and puts them back on the top, or (`true`) at the bottom too; played only in a triggered
    /// ability (`deck_look`) [B-PROPHECY].
    LookAtTop(u8, bool),
    /// It closes or takes this many wounds, as its owner chooses: played by a trigger, which
    /// asks (`ask_either`) [B-GAME-13].
    CloseOrWounds(u8),
    /// It gains a feature for as many of the opponent's next turns as the X of its cost
    /// (`{"opponent_turns": "X"}`); made `Gain` as the action acts [B-GAME-12].
    GainForOpponentTurnsX(Feature),
    /// A poison marker of as many wounds as the poison of the creature that died
    /// (`dead_poison_value`); made `Poison` as the trigger acts [B-GAME-13].
    PoisonOfDead,
    /// Its poison is raised by N, to at most M: (N, M) [B-GAME-12].
    PoisonBonus(u8, u8),
    /// It loses all its features while the creature acting stays on the battlefield
    /// [B-GAME-12].
    LoseAllFeatures,
    /// It loses all its features for the rest of the battle: its card's icons and abilities
    /// and what it gained so far (`featureless`); played only on the creature acting, by its
    /// prophecy [B-PROPHECY].
    LoseOwnFeatures,
    /// Its owner reveals the top N cards of their deck [B-PROPHECY]; played only in an action,
    /// followed by its card's code, which reads the cards revealed (the Dreams of Arkhaal).
    Prophecy(u8),
    /// One of three effects on its die, which the choice names as its `x`: 1, +1 to the roll;
    /// 2, −1; 3, the die rerolled [B-ATK-2].
    RollChoice,
    /// The wounds of the melee strike on it go onto the other creatures of its side instead,
    /// one at a time as the acting creature's owner names them [B-ATK-6], [B-GAME-12].
    SpreadStrike,
    /// It comes back from the graveyard onto the free cell of its owner's half the choice
    /// names (`cell`), a new creature, closed (`true`) or open: played only in an action
    /// choosing one of its owner's dead creatures [B-GAME-12].
    Resurrect(bool),
    /// The creature acting teleports onto a free cell next to the attacker of the attack whose
    /// target was just fixed, the cell its owner chooses: played only in a "when a creature
    /// next to it is attacked" ability, which asks the cell (`ask_cell`) [B-GAME-13].
    TeleportNextToAttacker,
    /// The creature acting may gain this many counters, its owner's choice, asked as its ranged
    /// attack lands (`ask_counters`) [B-GAME-11].
    MayGainCounters(u8),
    /// The creature acting jumps onto a free cell at most N orthogonal steps away, the one its
    /// owner chooses (`ask_cell`): played only in a "when attacked" ability [B-GAME-13].
    JumpSelf(u8),
    /// A ranged attack of this kind and value at it, at most this far (a throw of an instant):
    /// declared as an attack of its own at once, or once the attack under way has left the
    /// stack [B-GAME-9], [B-STACK-1].
    Attack(RangedKind, u8, Option<u8>),
    /// A marker of this kind on the creature it acts on, for the battle (one of a kind at
    /// most) [B-MARKER].
    CreatureMarker(MarkerKind),
    /// It gains flight: it takes off to its side's flyer zone for the rest of the battle
    /// [B-GAME-8] (the Lord of the Skies' action; the Seeker of Secrets' change, after its
    /// prophecy [B-PROPHECY]).
    TakeFlight,
}

impl ActionEffect {
    pub(crate) fn parse(v: &Value, until: Until) -> Option<ActionEffect> {
        if let Value::String(s) = v {
            return Some(match s.as_str() {
                "open" => ActionEffect::Open,
                "close" => ActionEffect::Close,
                "cure_poison" => ActionEffect::CurePoison,
                "rooted" => ActionEffect::Rooted,
                "destroy" => ActionEffect::Destroy,
                "redirect_strike" => ActionEffect::RedirectStrike,
                "cannot_attack" => ActionEffect::Gain(Feature::CannotAttack, until),
                "block_attack" => ActionEffect::BlockAttack,
                "gain_flight" => ActionEffect::TakeFlight,
                "lose_all_features" if until == Until::WhileSourceInPlay => ActionEffect::LoseAllFeatures,
                _ => return None,
            });
        }
        let o = v.as_object()?;
        let n2 = |k: &str| o.get(k).and_then(Value::as_u64).and_then(|x| u8::try_from(x).ok());
        if o.len() == 2 && o.get("target").and_then(Value::as_str) == Some("self") {
            if let Some(n) = n2("gain_counter") {
                return Some(ActionEffect::OwnCounters(n));
            }
            return Some(ActionEffect::OwnExtraLives(n2("extra_lives")?));
        }
        if o.len() == 2 && o.get("wounds").and_then(Value::as_str) == Some("own_cards_above_starting_life") {
            return Some(ActionEffect::WoundsPerLifeAbove(n2("max")?));
        }
        if o.len() == 2 && o.get("to").and_then(Value::as_str) == Some("own_creatures") {
            return (o.get("redistribute_wounds")?.as_str()? == "all").then_some(ActionEffect::SpreadStrike);
        }
        if o.len() == 2 && o.get("to").and_then(Value::as_str) == Some("enemy_creatures") {
            let n = o.get("redistribute_wounds")?.as_u64()?;
            return Some(ActionEffect::SpreadWounds(u8::try_from(n).ok()?));
        }
        if o.len() == 2 && o.get("to").and_then(Value::as_str) == Some("self") {
            let n = o.get("redistribute_wounds")?.as_u64()?;
            return Some(ActionEffect::TakeWounds(u8::try_from(n).ok()?));
        }
        if o.len() == 2 && o.get("from").and_then(Value::as_str) == Some("melee") {
            let n = o.get("set_strike_value")?.as_u64()?;
            return Some(ActionEffect::CapStrike(u8::try_from(n).ok()?));
        }
        if o.len() == 2 && o.contains_key("poison_bonus") {
            return Some(ActionEffect::PoisonBonus(n2("poison_bonus").filter(|n| *n > 0)?, n2("max")?));
        }
        if o.len() == 2 && o.get("next_strike_bonus").and_then(Value::as_str) == Some("revealed_count") {
            return Some(ActionEffect::NextStrikeRevealed(n2("max").filter(|m| *m > 0)?));
        }
        if o.len() == 2 && o.get("target").and_then(Value::as_str) == Some("enemies_adjacent_with_same_weak_strike") {
            return Some(ActionEffect::WoundsNearSameWeak(n2("wounds")?));
        }
        if o.len() == 2 && o.contains_key("wounds_self") {
            let n = u8::try_from(o.get("wounds_self")?.as_u64()?).ok()?;
            let unless = o.get("unless")?.as_object().filter(|u| u.len() == 1)?.get("target_element")?;
            return Some(ActionEffect::WoundsSelf(n, Some(serde_json::from_value(unless.clone()).ok()?)));
        }
        if o.contains_key("code") {
            return ActionEffect::code(v);
        }
        // [B-GAME-9] A shot or a throw of a fixed value, at most `range` away (an instant's).
        if let Some(attack) = attack_effect(o) {
            return Some(attack);
        }
        // [B-ATK-2] +1 or −1 to a die, or a reroll: one of the three, chosen as it is used.
        if o.len() == 1 && o.get("choose_one") == Some(&serde_json::json!([{"roll_bonus": 1}, {"roll_bonus": -1}, "reroll"])) {
            return Some(ActionEffect::RollChoice);
        }
        // [B-GAME-13] −N from non-magic attacks, for as long as its ability says.
        if o.len() == 2 && o.get("from").and_then(Value::as_str) == Some("non_magic") {
            return Some(ActionEffect::Gain(Feature::NonMagicReduction(n2("damage_reduction").filter(|n| *n > 0)?), until));
        }
        let o = Some(o).filter(|o| o.len() == 1)?;
        let (k, v) = o.iter().next()?;
        let n = || v.as_u64().and_then(|x| u8::try_from(x).ok());
        Some(match k.as_str() {
            "redirect_attack" if v.as_str() == Some("ally_in_formation") => ActionEffect::RedirectAttack,
            // `{"roll": {"5-6": "block_attack"}}`: a high roll blocks the attack.
            "roll" => roll_block(v)?,
            "wounds" => match v.as_str() {
                Some("X") => ActionEffect::WoundsXLess(0),
                Some("weak_strike_of_card_behind_target") => ActionEffect::WoundsByWeakStrikeBehind,
                Some(s) => ActionEffect::WoundsXLess(s.strip_prefix("X-")?.parse().ok()?),
                None => ActionEffect::Wounds(n()?),
            },
            // `"full"`: every wound it has.
            "heal" if v.as_str() == Some("full") => ActionEffect::Heal(u8::MAX),
            "heal" if v.as_str() == Some("wounds_this_turn") => ActionEffect::HealTurnWounds,
            "heal" if v.as_str() == Some("X") => ActionEffect::HealX,
            "heal" if v.as_str() == Some("opposite_creature_strike") => ActionEffect::HealByOppositeStrike,
            "heal" => ActionEffect::Heal(n()?),
            "gain_counter" => ActionEffect::Counters(n()?),
            "prophecy" => ActionEffect::Prophecy(n().filter(|n| *n > 0)?),
"next_strike_bonus" => ActionEffect::NextStrike(n().filter(|n| *n > 0)?, u8::MAX),
            "close_or_wounds" => ActionEffect::CloseOrWounds(n().filter(|n| *n > 0)?),
            "push_or_wounds" => ActionEffect::PushOrWounds(n().filter(|n| *n > 0)?),
            "close_target" if v.as_bool() == Some(true) => ActionEffect::Close,
            "lose_counters" if v.as_str() == Some("all") => ActionEffect::LoseCounters(u8::MAX),
            "lose_counters" => ActionEffect::LoseCounters(n()?),
            "wounds_self" => ActionEffect::WoundsSelf(n()?, None),
            "poison" if v.as_str() == Some("dead_poison_value") => ActionEffect::PoisonOfDead,
            "poison" => ActionEffect::Poison(n()?),
            "move_to" if v.as_str() == Some("any_free_cell") => ActionEffect::MoveToCell,
            "teleport_to" if v.as_str() == Some("next_to_attacker") => ActionEffect::TeleportNextToAttacker,
            "jump" => ActionEffect::JumpSelf(n().filter(|n| *n > 0)?),
            "limit_opponent_movers" => ActionEffect::LimitMovers(super::ranged::table(v)?),
            "allies_roll_bonus_against" => ActionEffect::RollMark(n()?),
            "stun" => ActionEffect::Stun(n()?),
            "set_strike_level" if v.as_str() == Some("strong") => ActionEffect::StrikeStrong,
            "discharge" => ActionEffect::Magic(RangedKind::Discharge, n()?),
            "magic_strike" => ActionEffect::Magic(RangedKind::MagicStrike, n()?),
            "gain_feature" => ActionEffect::Gain(gained_feature(v)?, until),
            // [B-ATK-3] A negative bonus is a penalty: −N to its strikes, never below 0.
            "strike_bonus" if v.as_i64().is_some_and(|x| x < 0) => {
                let n = u8::try_from(v.as_i64()?.checked_neg()?).ok()?;
                ActionEffect::Gain(Feature::StrikePenalty(n), until)
            }
            "strike_bonus" => ActionEffect::Gain(Feature::strike_bonus(n()?, None), until),
            "strike_value_bonus" if v.as_i64().is_some_and(|x| x < 0) => ActionEffect::StrikeLess(u8::try_from(v.as_i64()?.checked_neg()?).ok()?),
            // [B-GAME-13] Less life until it ends; a creature's life is never raised this way.
            "life_bonus" if v.as_i64().is_some_and(|x| x < 0) => {
                ActionEffect::Gain(Feature::LifePenalty(u8::try_from(v.as_i64()?.checked_neg()?).ok()?), until)
            }
            "self_strike_bonus" => ActionEffect::OwnGain(Feature::strike_bonus(n()?, None), until),
            "movement_bonus" => ActionEffect::Gain(Feature::MovementBonus(n()?), until),
            "attack_experience_bonus" => ActionEffect::Gain(Feature::AttackExperience(n()?), until),
            "shot_bonus" => ActionEffect::Gain(Feature::ShotBonus(n()?), until),
            "discharge_bonus" => ActionEffect::Gain(Feature::DischargeBonus(n().filter(|n| *n > 0)?), until),
            "extra_lives" => ActionEffect::ExtraLives(n()?),
            "next_roll_is" => ActionEffect::NextRoll(n().filter(|r| (1..=6).contains(r))?),
            "incarnation_token" => ActionEffect::IncarnationToken(n().filter(|t| *t > 0)?),
            "first_strike_this_turn_unanswerable" if v.as_bool() == Some(true) => ActionEffect::Gain(Feature::FirstStrikeUnanswerable, until),
            "resurrect" => ActionEffect::Resurrect(match v.as_str()? {
                "closed" => true,
                "open" => false,
                _ => return None,
            }),
            _ => return None,
        })
    }

    /// `{"code": "vs-NNN", "note": ...}`: the card's own effect on the creature an action
    /// chooses, when it has one.
    fn code(v: &Value) -> Option<ActionEffect> {
        Some(ActionEffect::Code(super::card_code::CardCode::parse(v).filter(|c| c.action_effect())?))
    }
}

/// `{"throw": N}` or `{"throw": N, "range": R}` (a shot too): a ranged attack of a fixed value.
fn attack_effect(o: &serde_json::Map<String, Value>) -> Option<ActionEffect> {
    let range = match o.get("range") {
        Some(r) => Some(u8::try_from(r.as_u64()?).ok().filter(|r| *r > 0)?),
        None => None,
    };
    let mut kinds = o.iter().filter(|(k, _)| k.as_str() != "range");
    let (k, v) = kinds.next()?;
    let kind = RangedKind::parse(k).filter(|k| matches!(k, RangedKind::Shot | RangedKind::Throw))?;
    let value = u8::try_from(v.as_u64()?).ok().filter(|v| *v > 0)?;
    kinds.next().is_none().then_some(ActionEffect::Attack(kind, value, range))
}

/// `{"N-6": "block_attack"}`: a roll of N or more blocks the attack.
fn roll_block(v: &Value) -> Option<ActionEffect> {
    let o = v.as_object().filter(|o| o.len() == 1)?;
    let (range, e) = o.iter().next()?;
    let (low, high) = range.split_once('-')?;
    let low: u8 = low.parse().ok().filter(|l| (2..=6).contains(l))?;
    (high == "6" && e.as_str() == Some("block_attack")).then_some(ActionEffect::RollBlock(low))
}

/// A feature a card's effect gives, if the rules play it: `"directed_strike"` or
/// `{"armour": 1}`.
pub fn gained_feature(v: &Value) -> Option<Feature> {
    let f = match v {
        Value::String(key) => Feature::named(key, 0)?,
        Value::Object(f) if f.len() == 1 => {
            let (key, x) = f.iter().next()?;
            Feature::named(key, u8::try_from(x.as_u64()?).ok()?)?
        }
        _ => return None,
    };
    super::coverage::plays_feature(f).then_some(f)
}

/// An action the engine plays.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Action {
    pub cost: Cost,
    pub who: Who,
    /// What must hold of each creature it acts on.
    pub only: Option<TargetIf>,
    /// Up to this many different creatures it chooses.
    pub count: u8,
    /// At most this many orthogonal steps away, on the board (none: anywhere) [B-MARKER].
    pub range: Option<u8>,
    pub effects: Vec<ActionEffect>,
    /// A spell: it does not act on a creature with protection from spells.
    pub spell: bool,
    /// An instant: used with priority in an attack, through the stack [B-STACK-1].
    pub instant: bool,
    /// Other creatures its owner chooses once the first is named, and the effects on them.
    pub second: Option<Second>,
}

/// The creatures an action acts on after the first, named one at a time [B-GAME-12].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Second {
    pub side: Side,
    /// Up to this many different creatures.
    pub count: u8,
    /// Its owner may name fewer (down to none); otherwise as many as there are, up to `count`.
    pub optional: bool,
    /// The effects on each (`{"heal": "X", "target": "own_creature"}`); the others act on the
    /// first.
    pub effects: Vec<ActionEffect>,
}

/// `{"strike_bonus": N, "levels": [...]}`: +N to its strikes of these strengths, one gained
/// rule for each.
fn leveled_strike_bonus(v: &Value, until: Until) -> Option<Vec<ActionEffect>> {
    let o = v.as_object().filter(|o| o.len() == 2)?;
    let n = u8::try_from(o.get("strike_bonus")?.as_u64()?).ok()?;
    let levels = o.get("levels")?.as_array().filter(|ls| !ls.is_empty())?;
    let level = |l: &Value| -> Option<Strength> {
        Some(match l.as_str()? {
            "weak" => Strength::Weak,
            "medium" => Strength::Medium,
            "strong" => Strength::Strong,
            _ => return None,
        })
    };
    levels.iter().map(|l| Some(ActionEffect::Gain(Feature::strike_bonus(n, Some(level(l)?)), until))).collect()
}

/// `{"range_bonus": N, "for": "discharge"}`: +N to the range of its discharges.
fn discharge_range_bonus(v: &Value, until: Until) -> Option<ActionEffect> {
    let o = v.as_object().filter(|o| o.len() == 2 && o.get("for").and_then(Value::as_str) == Some("discharge"))?;
    let n = u8::try_from(o.get("range_bonus")?.as_u64()?).ok()?;
    Some(ActionEffect::Gain(Feature::DischargeRangeBonus(n), until))
}

/// The effects of `a`, if the engine plays each; a gained feature until the end of the turn
/// or, `"permanent"`, for the rest of the battle.
pub(crate) fn effects(a: &Ability) -> Option<Vec<ActionEffect>> {
    // [B-GAME-12] A feature for X of the opponent's turns, X paid in its cost.
    if let Some(o) = a.until.as_ref().and_then(Value::as_object) {
        let x_cost = Cost::parse(&a.cost).is_some_and(|c| c.x.is_some());
        (o.len() == 1 && o.get("opponent_turns").and_then(Value::as_str) == Some("X") && x_cost).then_some(())?;
        let mut b = a.clone();
        b.until = Some(Value::String("end_of_turn".into()));
        let gains = lasting(&b, "end_of_turn", Until::EndOfTurn)?;
        return gains
            .into_iter()
            .map(|e| match e {
                ActionEffect::Gain(f, _) => Some(ActionEffect::GainForOpponentTurnsX(f)),
                _ => None,
            })
            .collect();
    }
    match a.until.as_ref().and_then(Value::as_str) {
        Some("permanent") => lasting(a, "permanent", Until::EndOfBattle),
        // A limit on the opponent's moves lasts its next turn (its own duration).
        // [B-GAME-12] While the creature acting stays on the battlefield (all features lost).
        Some("while_source_in_play") => lasting(a, "while_source_in_play", Until::WhileSourceInPlay).filter(|es| es == &[ActionEffect::LoseAllFeatures]),
        Some("end_of_opponent_next_turn") => lasting(a, "end_of_opponent_next_turn", Until::EndOfTurn)
            .filter(|es| es.iter().all(|e| matches!(e, ActionEffect::LimitMovers(_)))),
        _ => lasting(a, "end_of_turn", Until::EndOfTurn),
    }
}

/// The effects of `a`, if the engine plays each; a gained feature only for the duration
/// `term` (a term of `durations`), kept until `until`.
pub(crate) fn lasting(a: &Ability, term: &str, until: Until) -> Option<Vec<ActionEffect>> {
    let items = match &a.effect {
        Value::Array(items) => items.iter().collect(),
        v => vec![v],
    };
    let mut effects = vec![];
    for v in items {
        match (leveled_strike_bonus(v, until), discharge_range_bonus(v, until)) {
            (Some(gains), _) => effects.extend(gains),
            (None, Some(gain)) => effects.push(gain),
            (None, None) => effects.push(ActionEffect::parse(v, until)?),
        }
    }
    let x_cost = Cost::parse(&a.cost).is_some_and(|c| c.x.is_some());
    if !x_cost && effects.iter().any(|e| matches!(e, ActionEffect::WoundsXLess(_) | ActionEffect::HealX)) {
        return None;
    }
    let gains = effects.iter().any(|e| matches!(e, ActionEffect::Gain(..) | ActionEffect::OwnGain(..)));
    let until_ok = match a.until.as_ref().and_then(Value::as_str) {
        None => a.until.is_none() && !gains,
        Some("permanent") => term == "permanent" && gains,
        Some(u) => u == term,
    };
    until_ok.then_some(effects)
}

/// `{"marker": K}` with `until`: a cell marker the rules play [B-MARKER].
fn cell_marker(a: &Ability) -> Option<ActionEffect> {
    let o = a.effect.as_object().filter(|o| o.len() == 1)?;
    let kind = MarkerKind::named(o.get("marker")?.as_str()?).filter(|k| k.on_cell())?;
    let lasts = Lasts::named(a.until.as_ref()?.as_str()?)?;
    Some(ActionEffect::CellMarker(kind, lasts))
}

/// The action `a` is, if the engine plays it as one (not a ranged attack, not the rules' own
/// "[tap]: take a counter").
pub fn action(a: &Ability) -> Option<Action> {
    let spell = match a.kind.as_deref() {
        None => false,
        Some("spell") => true,
        Some(_) => return None,
    };
    let instant = a.when == "instant";
    if !(a.when == "action" || instant) || a.condition.is_some() || a.whose.is_some() || super::counters::takes_a_counter(a) {
        return None;
    }
    let cost = Cost::parse(&a.cost)?;
    let (who, only, count, range) = parse_target(a.target.as_ref())?;
    // An `if` written inside its one effect is read as a condition of its target.
    let mut a = a.clone();
    // Effects written with `"target": "own_creature"` act on a second creature, chosen after.
    let mut second = None;
    if let Value::Array(items) = &mut a.effect {
        let (on_second, rest): (Vec<Value>, Vec<Value>) = std::mem::take(items).into_iter().partition(|v| v.get("target").and_then(Value::as_str) == Some("own_creature"));
        *items = rest;
        if !on_second.is_empty() {
            let mut b = a.clone();
            let stripped = on_second.into_iter().map(|mut v| {
                v.as_object_mut().map(|o| o.remove("target"));
                v
            });
            b.effect = Value::Array(stripped.collect());
            second = Some(Second { side: Side::Own, count: 1, optional: false, effects: effects(&b)? });
        }
    }
    // An `if` written inside its one effect is read as a condition of its target.
    let inner = match &mut a.effect {
        Value::Object(o) if o.len() == 2 => o.remove("if").map(|c| TargetIf::parse(&c)),
        _ => None,
    };
    let only = match (only, inner) {
        (only, None) => only,
        (None, Some(inner)) => Some(inner?),
        (Some(_), Some(_)) => return None,
    };
    // [B-MARKER] A marker put on the chosen free cell, lasting as its `until` says.
    let effects = match who {
        Who::FreeCell => vec![cell_marker(&a)?],
        // [B-MARKER] A row: its card's own effect on it (the Stormcaller's storm).
        Who::EnemyRow => effects(&a).filter(|es| matches!(es[..], [ActionEffect::Code(super::card_code::CardCode::Vs051)]))?,
        // [B-MARKER] Any row: Tergala's runes.
        Who::Row => effects(&a).filter(|es| matches!(es[..], [ActionEffect::Code(super::card_code::CardCode::Vs096)]))?,
        _ => effects(&a)?,
    };
    // [B-PROPHECY] A prophecy in an action: its card's code reads the cards, acting on itself.
    let prophecy = effects.iter().any(|e| matches!(e, ActionEffect::Prophecy(_)));
    let fits = |c: super::card_code::CardCode| c.reads_prophecy() && (who == Who::Itself) != c.on_chosen();
    if prophecy && !matches!(effects[..], [ActionEffect::Prophecy(_), ActionEffect::Code(c)] if fits(c)) {
        return None;
    }
    // [B-GAME-9] An instant's ranged attack, alone: aimed at an enemy its owner chooses.
    let attacking = effects.iter().any(|e| matches!(e, ActionEffect::Attack(..)));
    let alone = instant && effects.len() == 1 && who == Who::Itself && a.target.is_none() && only.is_none();
    // [B-GAME-9] A discharge at one creature and a throw at another (two different ones): the
    // discharge at the first named, the throw at the second, named after.
    let split = !instant && count == 2 && second.is_none() && only.is_none() && matches!(who, Who::Chosen(_)) && matches!(effects[..], [ActionEffect::Magic(..), ActionEffect::Attack(..)]);
    if attacking && !alone && !split {
        return None;
    }
    let (who, count, effects, second) = match (split, alone) {
        (true, _) => {
            let (first, then) = (vec![effects[0]], vec![effects[1]]);
            (Who::Chosen(Side::Enemy), 1, first, Some(Second { side: Side::Enemy, count: 1, optional: false, effects: then }))
        }
        (false, true) => (Who::Chosen(Side::Enemy), count, effects, second),
        (false, false) => (who, count, effects, second),
    };
    Some(Action {
        cost,
        who,
        only,
        count,
        range,
        effects,
        spell,
        instant,
        second,
    })
    .filter(|a| cost.tap && !(instant && (a.count > 1 || cost.x.is_some() || cost.self_destroy || a.second.is_some())))
    // A creature put on a cell: one chosen creature, one cell, in the main phase.
    .filter(|a| !a.moves() || (!instant && a.count == 1 && a.second.is_none() && matches!(a.who, Who::Chosen(_))))
    // [B-GAME-12] A creature brought back: one of its owner's dead, one cell, in the main
    // phase; and a dead creature is chosen for nothing else.
    .filter(|a| a.resurrects() == (a.who == Who::OwnDead) && (!a.resurrects() || (!instant && a.count == 1 && a.second.is_none() && a.effects.len() == 1)))
    .map(|mut a| {
        // Wounds moved from the first onto up to N enemies named after it.
        if let Some(&ActionEffect::SpreadWounds(n)) = a.effects.iter().find(|e| matches!(e, ActionEffect::SpreadWounds(_))) {
            a.second = a.second.is_none().then_some(Second { side: Side::Enemy, count: n, optional: true, effects: vec![] });
        }
        a
    })
    .filter(|a| a.second.as_ref().is_none_or(|s| s.count >= 1) && (a.second.is_none() || (a.count == 1 && matches!(a.who, Who::Chosen(_)))))
    .filter(|a| a.effects.iter().all(|e| !matches!(e, ActionEffect::SpreadWounds(_))) || a.second.is_some())
    // A teleport next to an attacker only as an attack is aimed (a trigger).
    .filter(|a| !a.effects.iter().any(|e| matches!(e, ActionEffect::TeleportNextToAttacker | ActionEffect::JumpSelf(_))))
}

impl Action {
    /// How many effects it chooses among as it is used (the choice's `x` names one), 0 when it
    /// chooses none.
    pub fn options(&self) -> u8 {
        if self.effects.contains(&ActionEffect::RollChoice) {
            3
        } else {
            0
        }
    }

    /// It puts the creature it chooses on a chosen cell (`MoveToCell`).
    pub fn moves(&self) -> bool {
        self.effects.iter().any(|e| match e {
            ActionEffect::MoveToCell => true,
            ActionEffect::Code(code) => code.moves_target(),
            _ => false,
        })
    }

    /// It is the Desert Condor's dive (`card_code::vs_014_dive`): the cell is next to its
    /// target, and the Condor flies.
    pub fn dives(&self) -> bool {
        self.effects.contains(&ActionEffect::Code(super::card_code::CardCode::Vs014))
    }

    /// The ranged attack it makes, if it is one (an instant's throw): kind, value, range.
    pub fn attacks(&self) -> Option<(RangedKind, u8, Option<u8>)> {
        self.effects.iter().find_map(|e| match *e {
            ActionEffect::Attack(kind, value, range) => Some((kind, value, range)),
            _ => None,
        })
    }

    /// It brings the dead creature it chooses back onto a chosen cell (`Resurrect`, or a card's
    /// code exiling another card of the graveyard as it does).
    pub fn resurrects(&self) -> bool {
        self.effects.iter().any(|e| matches!(e, ActionEffect::Resurrect(_))) || self.exiles()
    }

    /// It exiles a second card of its owner's graveyard, which the choice names as its one
    /// `also`, as it brings the first back (the Flesh Stitcher, `card_code::vs_148_stitch`).
    pub fn exiles(&self) -> bool {
        self.effects.iter().any(|e| matches!(e, ActionEffect::Code(c) if c.exiles()))
    }

    /// The choice names a cell (`cell`): a marker's, one it puts its creature on, or that of
    /// the card its target is made to strike.
    pub fn names_cell(&self) -> bool {
        matches!(self.who, Who::FreeCell | Who::EnemyRow | Who::Row) || self.moves() || self.resurrects() || self.hypnotises()
    }

    /// It is the Soul-Gnawer Shaman's hypnosis (`card_code::vs_118_hypnosis`): its target is
    /// made to strike the card on the cell the choice names [B-GAME-12].
    pub fn hypnotises(&self) -> bool {
        self.effects.contains(&ActionEffect::Code(super::card_code::CardCode::Vs118))
    }

    /// It makes an attack of its own, declared once no attack is under way (an instant's
    /// throw, a hypnosis's strike): such an instant is used in the main phase too [B-STACK-1].
    pub fn attacks_later(&self) -> bool {
        self.attacks().is_some() || self.hypnotises()
    }
}

impl BerserkGame {
    /// `uid` gains `feature` until `until`.
    /// Gained "until the end of its owner's next turn" in its owner's turn, it lasts through
    /// the end of the owner's turn after this one (held as two turns of the owner's, counted
    /// down as each ends) [B-GAME-13].
    pub(crate) fn gain(&mut self, uid: u16, feature: Feature, until: Until) {
        if self.cr(uid).dead {
            return;
        }
        let owner = self.cr(uid).owner;
        let held = match until {
            Until::EndOfOwnNextTurn if self.st.active == owner => Until::TurnsOf { player: owner, turns: 2 },
            u => u,
        };
        self.cr_mut(uid).gained.push((feature, held));
        let (creature, key) = (self.cref(uid), SmolStr::new_static(feature.shown()));
        self.emit(B_GAME_12, EventKind::FeatureGained { creature, feature: key, until });
    }

    /// The action `ability` of `uid`'s card, if the engine plays it.
    pub(crate) fn action_of(&self, uid: u16, ability: u8) -> Option<&Action> {
        self.def_of(uid).played.actions.get(usize::from(ability)).and_then(Option::as_ref)
    }

    /// Whether `uid` is a creature `a` may act on: what its target's `if` asks holds, and a
    /// spell does not act on protection from spells [B-GAME-12].
    fn open_to(&self, uid: u16, a: &Action) -> bool {
        let c = self.cr(uid);
        let only = match a.only {
            None => true,
            Some(TargetIf::Poisoned) => c.poison > 0,
            Some(TargetIf::Element(e)) => self.def_of(uid).element == Some(e),
            Some(TargetIf::NotMoved) => !c.moved,
            Some(TargetIf::Unwounded) => c.wounds == 0,
            Some(TargetIf::NotAttackWounded) => !c.attack_wounded,
            Some(TargetIf::Has(bits)) => self.has_any(uid, bits),
            Some(TargetIf::Rolled(n)) => self.st.attack.as_ref().is_some_and(|a| {
                (uid == a.attacker && a.rolls[0] == Some(n)) || (uid == a.target && a.rolls[1] == Some(n))
            }),
        };
        only && !(a.spell && self.has(uid, Feature::SpellProtection))
    }

    /// Whether `target` stands at most `range` orthogonal steps from `uid`, both on the board.
    fn within(&self, uid: u16, target: u16, range: u8) -> bool {
        let (c, t) = (self.cr(uid), self.cr(target));
        !c.flying && !t.flying && c.cell[0].abs_diff(t.cell[0]) + c.cell[1].abs_diff(t.cell[1]) <= range
    }

    /// Whether `target` fits `who` for `uid`, of `player`.
    fn fits(&self, uid: u16, player: u8, who: Who, target: u16) -> bool {
        // [B-GAME-12] A dead creature is chosen only by an ability that brings one back.
        if who == Who::OwnDead {
            return self.creature(target).is_some_and(|t| t.in_graveyard() && t.owner == player);
        }
        let Some(t) = self.creature(target).filter(|t| !t.dead) else { return false };
        let side = |s: Side| match s {
            Side::Any => true,
            Side::Enemy => t.owner != player,
            Side::Own => t.owner == player,
            Side::Other => target != uid,
            Side::EnemyOnBoard => t.owner != player && !t.flying,
            Side::EnemyOrdinary => t.owner != player && self.def_of(target).elite != Some(true),
            Side::EnemyOpen => t.owner != player && !t.closed,
        };
        let c = self.cr(uid);
        let next = target != uid && !c.flying && !t.flying && adjacent(c.cell, t.cell);
        match who {
            Who::Itself | Who::AllEnemies | Who::AdjacentEnemies | Who::FreeCell | Who::EnemyRow | Who::Row => target == uid,
            Who::OwnDead => false,
            Who::Chosen(s) => side(s),
            Who::Adjacent(s) => next && side(s),
            Who::OwnStriker => t.owner == player && self.striker_side(target).is_some(),
            Who::Striker => self.striker_side(target).is_some() && self.st.attack.as_ref().is_some_and(|a| a.ranged.is_none()),
            Who::OppositeEnemy => !c.flying && !t.flying && t.owner != player && Some(t.cell) == super::board::opposite_cell(c.owner, c.cell),
            Who::ItselfOrAdjacent => target == uid || next,
            Who::AllyNextToTarget => t.owner == player && self.redirectable_to(player, target),
            Who::OwnStruck => t.owner == player && self.melee_striker_on(target).is_some(),
            Who::Roller => self.roll_role(target).is_some(),
        }
    }

    /// The creatures an action `a` of `uid` acts on, `target` being the one named by the
    /// choice: every enemy (or adjacent enemy) it may act on.
    fn acted_on(&self, uid: u16, a: &Action, target: u16) -> Vec<u16> {
        let (c, owner) = (self.cr(uid), self.cr(uid).owner);
        let all: Vec<u16> = match a.who {
            Who::AllEnemies => self.alive().filter(|t| t.owner != owner).map(|t| t.uid).collect(),
            Who::AdjacentEnemies => self
                .alive()
                .filter(|t| t.owner != owner && !t.flying && !c.flying && adjacent(c.cell, t.cell))
                .map(|t| t.uid)
                .collect(),
            _ => return vec![target],
        };
        all.into_iter().filter(|&t| self.open_to(t, a)).collect()
    }

    /// [B-GAME-12] An action: by an open, face-up living creature of `player`, its cost paid,
    /// on a target its card allows (the creature itself when it names none).
    pub(crate) fn check_action<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
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
            return Err(E::illegal(B_GAME_12, String::new));
        };
        let (creature, ability, mut target) = (*creature, *ability, *target);
        let why = match (self.creature(creature), self.action_of(creature, ability)) {
            (Some(c), _) if c.dead || c.owner != player => Some(("not_yours", 0)),
            (None, _) => Some(("not_yours", 0)),
            (Some(c), _) if c.closed || c.hidden => Some(("closed", 0)),
            (Some(c), _) if self.card_blank(c.uid) => Some(("no_ability", 0)),
            (_, None) => Some(("no_ability", 0)),
            // [B-STACK-1] An instant making an attack of its own is used in its owner's main
            // phase too.
            (_, Some(a)) if a.instant != self.st.attack.is_some() && !(a.instant && a.attacks_later()) => Some(("instant", 0)),
            // [B-ATK-2] An ability choosing one of its effects names it as its `x`.
            (Some(_), Some(a)) if a.options() > 0 && !(1..=a.options()).contains(x) => Some(("option", a.options())),
            (Some(_), Some(a)) => match a.cost.with_x(if a.options() > 0 { 0 } else { *x }).ok_or(Unpaid::X).and_then(|cost| self.check_cost(creature, ability, cost)) {
                Err(e) => Some(e.reason()),
                // [B-GAME-12] The card exiled, named as the one `also`: another card of the graveyard.
                Ok(()) if a.exiles() && (also.len() != 1 || also.contains(&target)) => Some(("exile", 0)),
                // [B-GAME-12] The creature brought back by it is not a flyer (its card's kind).
                Ok(()) if a.exiles() && self.creature(target).is_some_and(|t| t.in_graveyard() && self.cat.get(t.def).kind == Some(super::cards::Kind::Flyer)) => {
                    Some(("flyer", 0))
                }
                Ok(()) if !a.exiles() && (also.len() >= usize::from(a.count) || (a.second.is_some() && !also.is_empty())) => Some(("too_many", a.count)),
                // [B-MARKER] A cell only for an ability choosing one; a free one.
                Ok(()) if a.names_cell() != cell.is_some() => Some(("cell", 0)),
                // [B-GAME-12] Decision: only a creature on the board, not held to its cell,
                // is put on another.
                Ok(()) if a.moves() && (self.creature(target).is_none_or(|t| t.flying) || self.rooted(target)) => Some(("moved", 0)),
                // [B-MARKER] A row of the enemy half, not chosen before in the battle.
                Ok(()) if a.who == Who::EnemyRow => match cell {
                    Some(at) if at[0] >= super::board::COLUMNS || at[1] >= super::board::ROWS || (at[1] < super::board::ROWS / 2) == (player == 0) => Some(("row", 0)),
                    Some(at) if self.cr(creature).used.iter().any(|u| u.ability == ability && u.battle && u.target == Some(u16::from(at[1]))) => Some(("row_used", 0)),
                    _ => None,
                },
                // [B-MARKER] Any row of the board, named by one of its cells.
                Ok(()) if a.who == Who::Row => match cell {
                    Some(at) if at[0] >= super::board::COLUMNS || at[1] >= super::board::ROWS => Some(("board_row", 0)),
                    _ => None,
                },
                // [B-GAME-12] The hypnosis: the cell of a card standing next to its target.
                Ok(()) if a.hypnotises() && cell.and_then(|at| self.hypnosis_struck(target, at)).is_none() => Some(("hypnosis", 0)),
                Ok(()) if !a.hypnotises() && cell.is_some_and(|at| !self.free_cell(at)) => Some(("free_cell", 0)),
                // [B-GAME-12] The dive: the Condor flies; the cell is a step from its target.
                Ok(()) if a.dives() && (!self.cr(creature).flying || cell.zip(self.creature(target)).is_none_or(|(at, t)| at[0].abs_diff(t.cell[0]) + at[1].abs_diff(t.cell[1]) != 1)) => {
                    Some(("dive", 0))
                }
                // [B-GAME-12] Decision: a creature comes back on its owner's half.
                Ok(()) if a.resurrects() && cell.is_some_and(|at| !self.own_half(player, at)) => Some(("own_half", 0)),
                Ok(()) if !a.exiles() && std::iter::once(&target).chain(also).zip(also).any(|(x, y)| x >= y) => Some(("order", 0)),
                Ok(()) => std::iter::once(target).chain(also.iter().copied()).find_map(|t| {
                    target = t;
                    match () {
                        _ if !self.fits(creature, player, a.who, t) => Some(("target", 0)),
                        _ if a.range.is_some_and(|r| !self.within(creature, t, r)) => Some(("range", a.range.unwrap_or(0))),
                        // [B-GAME-9] A ranged attack only where the same attack of an action reaches.
                        _ if a.attacks().is_some_and(|(k, _, r)| !self.trigger_attack_reaches(creature, t, k, r, false)) => Some(("reach", 0)),
                        _ if a.who.chosen() && a.spell && self.has(t, Feature::SpellProtection) => Some(("spell_protection", 0)),
                        _ if a.who.chosen() && !self.open_to(t, a) => Some(("target", 0)),
                        // [B-GAME-9] Decision: ranged attacks aim at enemy creatures only.
                        _ if a.effects.iter().any(|e| matches!(e, ActionEffect::Magic(..))) && self.cr(t).owner == player => Some(("target", 0)),
                        // [B-GAME-10] A discharge or magic strike declared at chosen creatures
                        // goes only at an enemy that draws that kind, if there is one.
                        _ if a.who.chosen()
                            && a.effects.iter().any(|e| matches!(e, ActionEffect::Magic(k, _) if !self.intercept_allows(creature, t, Some(*k)).0)) =>
                        {
                            Some(("intercept", 0))
                        }
                        _ => None,
                    }
                }),
            },
        };
        let Some((why, n)) = why else { return Ok(()) };
        Err(E::illegal(B_GAME_12, || {
            let c = self.name(creature);
            let l = Lang::worded();
            let reason = super::costs::shared_reason(l, why, ability, n).unwrap_or_else(|| {
                let t = self.creature(target).map_or_else(|| format!("#{target}"), |_| self.name(target));
                match why {
                    "instant" => say!(l, en: "an instant is used with priority during an attack, an action in the main phase [B-STACK-1]",
                                         ru: "мгновенная способность применяется с приоритетом во время атаки, действие — в основной фазе [B-STACK-1]"),
                    "too_many" => say!(l, en: "it chooses at most {n} creatures", ru: "она выбирает не больше {n} существ"),
                    "option" => say!(l, en: "name the effect it chooses as `x`, 1 to {n} (1: +1 to the die, 2: −1, 3: a reroll) [B-ATK-2]",
                                     ru: "выбранный эффект называется как `x`, от 1 до {n} (1: +1 к кубику, 2: −1, 3: переброс) [B-ATK-2]"),
                    "range" => say!(l, en: "{t} is more than {n} steps away", ru: "{t} дальше {n} клеток"),
                    "reach" => say!(l, en: "its attack cannot reach {t}: out of range, next to it, protected from it, or another enemy draws it [B-GAME-9]",
                                    ru: "её атака не достаёт {t}: вне дальности, рядом, с защитой от неё, или такие атаки притягивает другое существо противника [B-GAME-9]"),
                    "cell" => say!(l, en: "name a cell (`cell`) exactly when the ability chooses one [B-MARKER]",
                                   ru: "клетку (`cell`) называют тогда и только тогда, когда способность выбирает клетку [B-MARKER]"),
                    "moved" => say!(l, en: "{t} is not on the board or is held to its cell",
                                    ru: "{t} не на поле или не может покинуть свою клетку"),
                    "free_cell" => say!(l, en: "the cell it chooses must be free: on the board, no creature and no bonfire on it [B-MARKER]",
                                        ru: "выбранная клетка должна быть свободной: на поле, без существа и без костра [B-MARKER]"),
                    "intercept" => say!(l, en: "an enemy card draws such attacks: they may be declared only at it [B-GAME-10]",
                                           ru: "вражеская карта притягивает такие атаки: их можно объявлять только по ней [B-GAME-10]"),
                    "order" => say!(l, en: "name each target once, in ascending order", ru: "каждая цель называется один раз, по возрастанию номеров"),
                    "row" => say!(l, en: "name a cell of a row of the enemy half [B-MARKER]", ru: "назовите клетку ряда половины поля противника [B-MARKER]"),
                    "board_row" => say!(l, en: "name a cell of the board: its row is the one chosen [B-MARKER]", ru: "назовите клетку поля: выбран её ряд [B-MARKER]"),
                    "row_used" => say!(l, en: "each row may be chosen once a battle, and this one was [B-MARKER]",
                                       ru: "каждый ряд выбирается один раз за бой, а этот уже выбран [B-MARKER]"),
                    "hypnosis" => say!(l, en: "{t} must stand open on the board, able to attack, and the cell (`cell`) hold another card next to it [B-GAME-12]",
                                        ru: "{t} должно стоять открытым на поле и быть способным атаковать, а на клетке (`cell`) — другая карта рядом с ним [B-GAME-12]"),
                    "dive" => say!(l, en: "it dives only while it flies, pushing {t} onto a free cell one orthogonal step from it [B-GAME-12]",
                                   ru: "оно пикирует, только пока летает, сдвигая {t} на свободную клетку в одном шаге по прямой от него [B-GAME-12]"),
                    "own_half" => say!(l, en: "the creature comes back on a free cell of your half of the board [B-GAME-12]",
                                       ru: "существо возвращается на свободную клетку вашей половины поля [B-GAME-12]"),
                    "exile" => say!(l, en: "name as `also` exactly one other card of your graveyard, the one exiled [B-GAME-12]",
                                    ru: "назовите в `also` ровно одну другую карту вашего кладбища — ту, что изгоняется [B-GAME-12]"),
                    "flyer" => say!(l, en: "{t} is a flyer, and only a creature that does not fly comes back by it [B-GAME-12]",
                                    ru: "{t} — летающее существо, а возвращается этой способностью только нелетающее [B-GAME-12]"),
                    "spell_protection" => say!(l, en: "{t} has protection from spells, and this ability is a spell [B-GAME-12]",
                                                  ru: "у {t} защита от заклинаний, а эта способность — заклинание [B-GAME-12]"),
                    _ => say!(l, en: "{t} is not a target its card allows", ru: "{t} — не та цель, которую позволяет карта"),
                }
            });
            say!(l, en: "{c} cannot use its ability {ability}: {reason}", ru: "{c} не может применить способность {ability}: {reason}")
        }))
    }

    /// [B-GAME-12] The action used: its cost paid, then its effects on each creature it acts
    /// on, in order; then deaths [B-DEATH] and victory [B-WIN].
    pub(crate) fn use_action(&mut self, creature: u16, ability: u8, target: u16, also: &[u16], x: u8, cell: Option<Cell>) {
        let Some(action) = self.action_of(creature, ability).cloned() else { return };
        // [B-ATK-2] An ability choosing one of its effects names it as its x: no X to pay.
        let Some(cost) = action.cost.with_x(if action.options() > 0 { 0 } else { x }) else { return };
        self.pay_cost(creature, ability, cost);
        let c = self.cref(creature);
        let named = action.who.chosen().then(|| self.cref(target));
        let also_named = also.iter().map(|&t| self.cref(t)).collect();
        self.emit(
            B_GAME_12,
            EventKind::AbilityUsed {
                creature: c.clone(),
                ability,
                target: named,
                also: also_named,
                counters: cost.counters,
            },
        );
        if cost.tap {
            self.emit(B_GAME_12, EventKind::Closed { creature: c.clone() });
        }
        if cost.wounds > 0 {
            let total = self.cr(creature).wounds;
            self.emit(B_GAME_12, EventKind::Wounded { source: c.clone(), target: c, wounds: cost.wounds, total });
        }
        // Whom it acts on is read while it stands on the board, before it destroys itself.
        let mut on = self.acted_on(creature, &action, target);
        let second: Vec<u16> = if action.second.is_some() { also.to_vec() } else { vec![] };
        if action.second.is_none() {
            on.extend_from_slice(also);
        }
        if cost.self_destroy {
            self.destroy(creature, B_GAME_12);
        }
        if action.instant && self.st.attack.is_some() {
            let u = super::game::AbilityUse { creature, ability, target, option: if action.options() > 0 { x } else { 0 }, cell };
            self.st.priority.put(self.cr(creature).owner, super::game::StackEntry::Ability(u));
            // [B-STACK-1] The instant is on the stack: an event, so each frame shows it there.
            let (creature, feature) = (self.cref(creature), SmolStr::new_static("ability"));
            let when = super::events::TriggerTime::Instant;
            self.emit(super::rules::B_STACK_1, EventKind::TriggerPut { creature, feature, when });
            return;
        }
        // [B-MARKER] A marker on the chosen cell; [B-GAME-12] the chosen creature put on it.
        for e in &action.effects {
            match (*e, cell) {
                (ActionEffect::CellMarker(kind, lasts), Some(cell)) => self.put_cell_marker(creature, kind, cell, lasts),
                (ActionEffect::MoveToCell, Some(cell)) if on.contains(&target) => self.put_on_cell(target, cell),
                (ActionEffect::Code(code), Some(cell)) if code.moves_target() && on.contains(&target) => self.vs_014_dive(creature, target, cell),
                (ActionEffect::Code(super::card_code::CardCode::Vs051), Some(cell)) => self.vs_051_storm(creature, ability, cell),
                (ActionEffect::Code(super::card_code::CardCode::Vs096), Some(cell)) => self.vs_096_runes(creature, cell),
                (ActionEffect::Code(super::card_code::CardCode::Vs118), Some(cell)) if on.contains(&target) => self.vs_118_hypnosis(creature, target, cell),
                (ActionEffect::Resurrect(closed), Some(cell)) => {
                    self.resurrect(target, cell, closed);
                }
                (ActionEffect::Code(code), Some(cell)) if code.exiles() => {
                    if let Some(&exiled) = also.first() {
                        self.vs_148_stitch(creature, target, exiled, cell);
                    }
                }
                _ => {}
            }
        }
        self.queue_attacks(creature, ability, &action, &on);
        self.act_on(creature, &action, &on, x);
        if let Some(sec) = &action.second {
            let then = Action { effects: sec.effects.clone(), second: None, ..action.clone() };
            self.queue_attacks(creature, ability, &then, &second);
            self.act_on(creature, &then, &second, x);
        }
        if let Some(&ActionEffect::SpreadWounds(n)) = action.effects.iter().find(|e| matches!(e, ActionEffect::SpreadWounds(_))) {
            self.spread_wounds(target, &second, n);
            self.deaths();
        }
        self.check_win();
        // [B-GAME-9] The attack it made is declared now, in the main phase.
        self.launch_queued();
    }

    /// [B-GAME-9] [B-STACK-1] The ranged attacks `action` of `creature` makes at `on`: queued, to
    /// be declared as attacks of their own once no attack is under way (`launch_queued`).
    fn queue_attacks(&mut self, creature: u16, ability: u8, action: &Action, on: &[u16]) {
        let Some((kind, value, range)) = action.attacks() else { return };
        for &target in on {
            self.st.queued.push(super::triggers::Queued { attacker: creature, target, ability, kind, value, range, table: None, posthumous: false, simple: false });
        }
    }

    /// [B-GAME-12] `uid` put on the free cell `to` by an ability. **Decision:** it is not a move
    /// of its own: it does not count as having moved this turn and its move abilities do not
    /// act; the creatures it held to their cells are free, as when it moves.
    pub(crate) fn put_on_cell(&mut self, uid: u16, to: Cell) {
        if self.cr(uid).dead || self.cr(uid).flying || !self.free_cell(to) {
            return;
        }
        for c in &mut self.st.creatures {
            c.rooted_by.retain(|&by| by != uid);
        }
        let from = std::mem::replace(&mut self.cr_mut(uid).cell, to);
        let creature = self.cref(uid);
        self.emit(B_GAME_12, EventKind::Moved { creature, from, to, path: vec![to] });
    }

    /// Whether `cell` is on `player`'s half of the board.
    pub(crate) fn own_half(&self, player: u8, cell: Cell) -> bool {
        cell[0] < super::board::COLUMNS && cell[1] < super::board::ROWS && super::board::board_cell(player, cell)[1] < 3
    }

    /// [B-GAME-12] `uid`, in the graveyard, comes back onto the free cell `at` of its owner's
    /// half: a new creature (no wounds, markers, counters, tokens or gained features), closed
    /// or open. **Decision:** as an incarnated card does [B-INCARNATION]; a flyer takes off to
    /// its zone. Whether it came back.
    pub(crate) fn resurrect(&mut self, uid: u16, at: Cell, closed: bool) -> bool {
        let c = self.cr(uid);
        if !c.in_graveyard() || !self.free_cell(at) || !self.own_half(c.owner, at) {
            return false;
        }
        let c = self.cr_mut(uid);
        let fresh = super::game::Creature::new(c.uid, c.def, c.owner, at, false);
        *c = super::game::Creature { closed, ..fresh };
        let creature = self.cref(uid);
        self.emit(B_GAME_12, EventKind::Resurrected { creature, cell: at, closed });
        self.take_off(uid);
        true
    }

    /// [B-GAME-12] `uid`'s card, in its owner's graveyard, is exiled by `by`'s ability: it
    /// leaves the game for a zone both seats see. Nothing that reads the graveyard reads it
    /// again (tokens, incarnation, Valhalla, resurrection); its incarnation tokens and its
    /// tremor (a Skeletal Worm's) go with it.
    pub(crate) fn exile(&mut self, by: u16, uid: u16) -> bool {
        if !self.cr(uid).in_graveyard() {
            return false;
        }
        let c = self.cr_mut(uid);
        c.exiled = true;
        c.incarnation = 0;
        let (creature, by) = (self.cref(uid), self.cref(by));
        self.emit(B_GAME_12, EventKind::Exiled { creature, by });
        while let Some(at) = self.st.markers.iter().position(|m| m.kind == super::markers::MarkerKind::Tremor && m.source == uid) {
            let m = self.st.markers.remove(at);
            self.marker_gone(m);
        }
        true
    }

    /// [B-GAME-12] The creatures an action of `creature` declared on `first` may choose as its
    /// second creature (one of its side, living, not protected from it if a spell).
    pub(crate) fn second_targets(&self, creature: u16, ability: u8, first: u16) -> Vec<u16> {
        let Some(a) = self.action_of(creature, ability) else { return vec![] };
        let Some(side) = a.second.as_ref().map(|s| s.side) else { return vec![] };
        let player = self.cr(creature).owner;
        // [B-GAME-9] A ranged attack on the second only where it reaches.
        let attack = a.second.as_ref().and_then(|s| s.effects.iter().find_map(|e| match *e {
            ActionEffect::Attack(kind, _, range) => Some((kind, range)),
            _ => None,
        }));
        let reaches = |t: u16| attack.is_none_or(|(kind, range)| self.trigger_attack_reaches(creature, t, kind, range, false));
        let ok = |t: &super::game::Creature| t.uid != first && self.fits(creature, player, Who::Chosen(side), t.uid) && !(a.spell && self.has(t.uid, Feature::SpellProtection)) && reaches(t.uid);
        self.alive().filter(|t| ok(t)).map(|t| t.uid).collect()
    }

    /// [B-GAME-12] Up to `n` wounds of `from` moved onto `to`, one each in the order named and
    /// round again (all onto one named alone); as many as it has.
    fn spread_wounds(&mut self, from: u16, to: &[u16], n: u8) {
        let moved = n.min(self.cr(from).wounds);
        if to.is_empty() || moved == 0 || self.cr(from).dead {
            return;
        }
        let mut each = vec![0u8; to.len()];
        for i in 0..usize::from(moved) {
            each[i % to.len()] += 1;
        }
        for (&t, wounds) in to.iter().zip(each).filter(|&(_, w)| w > 0) {
            if self.cr(t).dead {
                continue;
            }
            self.cr_mut(from).wounds -= wounds;
            self.put_wounds(t, wounds);
            let (from_ref, to_ref) = (self.cref(from), self.cref(t));
            self.emit(B_GAME_12, EventKind::WoundsMoved { from: from_ref, to: to_ref, wounds });
        }
    }

    /// The effects of `action` of `creature` on each of `on`, in order; then deaths
    /// [B-DEATH].
    fn act_on(&mut self, creature: u16, action: &Action, on: &[u16], x: u8) {
        for &uid in on {
            // [B-PROPHECY] The cards its prophecy revealed, for its card's code after it.
            let mut revealed: Option<Vec<u16>> = None;
            for &e in &action.effects {
                match (e, &revealed) {
                    (ActionEffect::Prophecy(n), _) => {
                        revealed = Some(self.prophesy(self.cr(creature).owner, n));
                        continue;
                    }
                    (ActionEffect::Code(code), Some(cards)) => {
                        let cards = cards.clone();
                        self.prophecy_code(code, creature, uid, &cards);
                        continue;
                    }
                    _ => {}
                }
                let e = match e {
                    ActionEffect::WoundsXLess(n) => ActionEffect::Wounds(x.saturating_sub(n)),
                    ActionEffect::HealX => ActionEffect::Heal(x),
                    ActionEffect::GainForOpponentTurnsX(f) => {
                        let player = 1 - self.cr(creature).owner.min(1);
                        ActionEffect::Gain(f, Until::TurnsOf { player, turns: x })
                    }
                    e => e,
                };
                self.action_effect(creature, uid, e);
            }
        }
        self.deaths();
    }

    /// [B-ATK-3] The side of the fighter whose melee strike (simple, counter-strike or
    /// special) falls on `uid` in the attack under way, determined and not yet worked out.
    fn melee_striker_on(&self, uid: u16) -> Option<usize> {
        let a = self.st.attack.as_ref()?;
        let melee = a.ranged.is_none_or(|r| r.kind == RangedKind::SpecialStrike);
        let other = if uid == a.target { a.attacker } else if uid == a.attacker { a.target } else { return None };
        self.striker_side(other).filter(|_| melee)
    }

    /// [B-ATK-1] Whether the simple strike under way may be redirected by `player` onto
    /// `uid`: its target is `player`'s and may still change (the preliminary stage, not
    /// fixed, not changed yet), and `uid` is another living creature of `player`'s next to
    /// it.
    fn redirectable_to(&self, player: u8, uid: u16) -> bool {
        let Some(a) = self.st.attack.as_ref() else { return false };
        let open = a.step == Step::Preliminary && !a.settled && !a.retargeted && a.ranged.is_none();
        let t = self.cr(a.target);
        open && t.owner == player && uid != a.target && uid != a.attacker && self.creature(uid).is_some_and(|c| !c.dead && c.owner == player) && self.near(uid, a.target)
    }

    /// The side of `uid` in the attack under way (0 the attacker, 1 the target) if its strike
    /// is determined and not yet worked out: the die-roll and calculation steps.
    fn striker_side(&self, uid: u16) -> Option<usize> {
        let a = self.st.attack.as_ref()?;
        let side = [a.attacker, a.target].iter().position(|&f| f == uid)?;
        let open = matches!(a.step, Step::DieRoll | Step::Calculation);
        (open && a.strikes[side].is_some()).then_some(side)
    }

    /// [B-STACK-1] An instant of a card used with priority: checked as an action, except that
    /// it is used in an attack [B-GAME-12].
    pub(crate) fn check_instant<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        self.check_action(player, choice)
    }

    /// [B-STACK-1] The cells an instant of `creature` aimed at `target` may name: none for
    /// one naming no cell; for the hypnosis, those of the cards standing next to `target`.
    pub(crate) fn instant_cells(&self, creature: u16, ability: u8, target: u16) -> Vec<Option<Cell>> {
        match self.action_of(creature, ability) {
            Some(a) if a.hypnotises() => {
                let t = self.cr(target);
                self.alive().filter(|c| c.uid != target && !c.flying && !t.flying && adjacent(c.cell, t.cell)).map(|c| Some(c.cell)).collect()
            }
            _ => vec![None],
        }
    }

    /// [B-STACK-1] An instant of a card used: its cost paid, it goes on the stack; priority
    /// passes again.
    pub(crate) fn use_card_instant(&mut self, creature: u16, ability: u8, target: u16, x: u8, cell: Option<Cell>) {
        self.use_action(creature, ability, target, &[], x, cell);
    }

    /// [B-STACK-2] A card's instant resolves: its effects act on its target if the target is
    /// still one it may act on (alive; a condition of the target read now). A fighter it
    /// kills ends the attack.
    pub(crate) fn resolve_card_instant(&mut self, u: super::game::AbilityUse) {
        let Some(action) = self.action_of(u.creature, u.ability).cloned() else { return };
        let c = self.cref(u.creature);
        self.emit(super::rules::B_STACK_2, EventKind::AbilityResolved { creature: c, ability: u.ability });
        let on: Vec<u16> = self.acted_on(u.creature, &action, u.target).into_iter().filter(|&t| !self.cr(t).dead && (!action.who.chosen() || self.open_to(t, &action))).collect();
        if action.effects.contains(&ActionEffect::RollChoice) {
            for &t in &on {
                self.roll_choice(u.creature, t, u.option);
            }
        } else {
            // [B-GAME-12] The hypnosis: its target's strike waits for the attack under way.
            if let Some(cell) = u.cell.filter(|_| action.hypnotises()) {
                for &t in &on {
                    self.vs_118_hypnosis(u.creature, t, cell);
                }
            }
            self.queue_attacks(u.creature, u.ability, &action, &on);
            self.act_on(u.creature, &action, &on, 0);
        }
        if self.fighter_dead() {
            self.finish_attack(super::rules::B_STACK_2);
        }
    }

    /// One effect of `by`'s ability on `uid`.
    pub(crate) fn action_effect(&mut self, by: u16, uid: u16, e: ActionEffect) {
        // [B-INCARNATION] A token goes on a card in the graveyard, and only there.
        if let ActionEffect::IncarnationToken(n) = e {
            for _ in 0..n {
                if self.cr(uid).dead {
                    self.incarnation_token(uid);
                }
            }
            return;
        }
        if self.cr(uid).dead {
            return;
        }
        let (source, creature) = (self.cref(by), self.cref(uid));
        match e {
            // Resolved into wounds (healing) by the action using it.
            ActionEffect::WoundsXLess(_) | ActionEffect::HealX => {}
            // Worked out by the action using it, on the creatures named after.
            ActionEffect::SpreadWounds(_) => {}
            // Put on its cell by the action using it [B-MARKER]; the creature put on its cell.
            ActionEffect::CellMarker(..) | ActionEffect::MoveToCell | ActionEffect::Resurrect(_) => {}
            // Declared as an attack of its own (`queue_attacks`).
            ActionEffect::Attack(..) => {}
            ActionEffect::LimitMovers(table) => {
                let roll = self.st.rng.d6();
                let limit = table[match roll {
                    ..=3 => 0,
                    4 | 5 => 1,
                    _ => 2,
                }];
                let player = 1 - self.cr(by).owner.min(1);
                // The opponent's next turn: the next one, or the one after if it is theirs now.
                let turn = self.st.turn + if self.st.active == player { 2 } else { 1 };
                self.st.move_limits.push((player, turn, limit));
                self.emit(B_GAME_12, EventKind::MoversLimited { source, player, turn, roll, limit });
            }
            // Asked of its owner by the trigger using it [B-GAME-13].
                        ActionEffect::CloseOrWounds(_) | ActionEffect::PushOrWounds(_) => {}
            // Made `Gain` with the X of its cost by the action using it.
            ActionEffect::GainForOpponentTurnsX(_) => {}
            // Made `Poison` by the trigger using it.
            ActionEffect::PoisonOfDead => {}
            // [B-GAME-12] Decision: only a poisoned creature's poison is raised, never above
            // the maximum (a creature at it or above is left as it is).
            ActionEffect::LoseAllFeatures => {
                if by != uid && !self.cr(uid).blanked_by.contains(&by) {
                    self.cr_mut(uid).blanked_by.push(by);
                    self.emit(B_GAME_12, EventKind::FeaturesLost { creature, by: source });
                }
            }
            // [B-PROPHECY] Decision: its card's features and what it gained so far are lost
            // for good; what it gains afterwards (the same ability's flight and bonus too) acts.
            ActionEffect::LoseOwnFeatures => {
                if !self.cr(uid).featureless {
                    let c = self.cr_mut(uid);
                    c.featureless = true;
                    c.gained.clear();
                    self.emit(B_PROPHECY, EventKind::AllFeaturesLost { creature });
                }
            }
            // Made by the action using it, which hands the cards to its card's code (`act_on`).
            ActionEffect::Prophecy(_) => {}
            ActionEffect::PoisonBonus(n, max) => {
                let c = self.cr_mut(uid);
                let raised = c.poison.saturating_add(n).min(max);
                if c.poison > 0 && raised > c.poison {
                    let amount = raised - c.poison;
                    c.poison = raised;
                    self.emit(B_GAME_12, EventKind::PoisonMarker { source, target: creature, amount });
                }
            }
            ActionEffect::Code(code) => self.card_code(code, by, uid),
            ActionEffect::Wounds(wounds) => {
                let total = self.put_wounds(uid, wounds);
                self.emit(B_GAME_12, EventKind::Wounded { source, target: creature, wounds, total });
            }
            // [B-GAME-12] Decision: the printed weak strike of each face-up card; neighbours on
            // the board only (a flyer in its zone stands next to none).
            ActionEffect::WoundsNearSameWeak(wounds) => {
                let (c, side) = (self.cr(uid), self.cr(by).owner);
                let weak = self.def_of(uid).strike[0];
                let near: Vec<u16> = self
                    .alive()
                    .filter(|t| t.uid != uid && t.owner != side && !t.hidden && !t.flying && !c.flying && adjacent(c.cell, t.cell))
                    .filter(|t| self.def_of(t.uid).strike[0] == weak)
                    .map(|t| t.uid)
                    .collect();
                for t in near {
                    self.action_effect(by, t, ActionEffect::Wounds(wounds));
                }
            }
            ActionEffect::WoundsByWeakStrikeBehind => {
                let c = self.cr(uid);
                let behind = super::board::opposite_cell(1 - c.owner.min(1), c.cell);
                let weak = behind
                    .and_then(|cell| self.alive().find(|o| !o.flying && !o.hidden && o.cell == cell))
                    .map_or(0, |o| self.def_of(o.uid).strike[0]);
                if weak > 0 {
                    self.action_effect(by, uid, ActionEffect::Wounds(weak));
                }
            }
            ActionEffect::Heal(x) => {
                self.heal(uid, x, "heal", B_GAME_12);
            }
            ActionEffect::HealByOppositeStrike => {
                let c = self.cr(uid);
                let opposite = super::board::opposite_cell(c.owner, c.cell).filter(|_| !c.flying);
                let strength = self.st.attack.as_ref().filter(|a| a.attacker == uid).and_then(|a| a.strikes[0]);
                let x = opposite
                    .and_then(|cell| self.alive().find(|o| !o.flying && !o.hidden && o.cell == cell))
                    .zip(strength)
                    .map_or(0, |(o, s)| self.def_of(o.uid).strike[s.index()]);
                if x > 0 {
                    self.heal(uid, x, "heal", super::rules::B_GAME_13);
                }
            }
            // [B-GAME-11] A card that takes no counters from other cards.
            ActionEffect::Counters(_) if by != uid && self.def_of(uid).played.counters.refuses_given && !self.features_ignored(uid) => {}
            ActionEffect::Counters(n) => self.gain_counters(uid, n),
            ActionEffect::LoseCounters(n) => {
                let c = self.cr_mut(uid);
                let lost = n.min(c.counters);
                if lost > 0 {
                    c.counters -= lost;
                    let left = c.counters;
                    self.emit(B_GAME_11, EventKind::CountersLost { creature, lost, left });
                }
            }
            ActionEffect::ExtraLives(n) => {
                self.gain_extra_lives(uid, n, "extra_lives");
            }
            ActionEffect::OwnExtraLives(n) => {
                self.gain_extra_lives(by, n, "extra_lives");
            }
            ActionEffect::WoundsPerLifeAbove(max) => {
                let owner = self.cr(by).owner;
                let above = self.alive().filter(|c| c.owner == owner && c.extra_lives > c.wounds).count();
                let wounds = u8::try_from(above).unwrap_or(u8::MAX).min(max);
                if wounds > 0 {
                    self.action_effect(by, uid, ActionEffect::Wounds(wounds));
                }
            }
            ActionEffect::Rooted => {
                if by != uid && !self.cr(uid).rooted_by.contains(&by) {
                    self.cr_mut(uid).rooted_by.push(by);
                    let source = self.cref(by);
                    self.emit(super::rules::B_GAME_13, EventKind::Rooted { creature, by: source });
                }
            }
            ActionEffect::Gain(feature, until) => self.gain(uid, feature, until),
            ActionEffect::OwnGain(feature, until) => self.gain(by, feature, until),
            ActionEffect::OwnCounters(n) => self.gain_counters(by, n),
            ActionEffect::StrikeLess(n) => {
                if self.striker_side(uid).is_some() {
                    self.gain(uid, Feature::StrikePenalty(n), Until::EndOfFight);
                }
            }
            ActionEffect::Open | ActionEffect::Close => {
                self.set_closed(uid, e == ActionEffect::Close, B_GAME_12);
            }
            ActionEffect::Poison(amount) => {
                if !self.has(uid, Feature::PoisonProtection) {
                    let c = self.cr_mut(uid);
                    c.poison = c.poison.saturating_add(amount);
                    self.emit(B_GAME_12, EventKind::PoisonMarker { source, target: creature, amount });
                }
            }
            ActionEffect::Stun(turns) => {
                let c = self.cr_mut(uid);
                c.stunned = c.stunned.max(turns);
                self.emit(B_GAME_12, EventKind::Stunned { creature, turns });
            }
            ActionEffect::CounterDischarge { value, per } => {
                let counters = self.cr(by).counters;
                let wounds = value.saturating_add(per.saturating_mul(counters));
                self.action_effect(by, by, ActionEffect::LoseCounters(u8::MAX));
                self.action_effect(by, uid, ActionEffect::Magic(RangedKind::Discharge, wounds));
            }
            ActionEffect::Magic(kind, wounds) => {
                // [B-MARKER] A storm on its cell makes the attack worth 1 at most.
                let wounds = self.storm_cap(by).map_or(wounds, |(_, cap)| wounds.min(cap));
                if let Some(p) = kind.protection().filter(|&p| self.has(uid, p)) {
                    let feature = SmolStr::new_static(p.key());
                    self.emit(B_GAME_12, EventKind::StrikeBlocked { striker: source, target: creature, feature });
                } else {
                    self.action_effect(by, uid, ActionEffect::Wounds(wounds));
                    // [B-GAME-9] A ranged attack's wounds are an attack's.
                    self.cr_mut(uid).attack_wounded |= wounds > 0;
                    // [B-MARKER] A discharge is a ranged attack: a lantern's light adds a wound.
                    if kind == RangedKind::Discharge && wounds > 0 {
                        self.lantern_wounds(uid, None);
                    }
                }
            }
            ActionEffect::TakeWounds(n) => {
                // As many as it has, up to n, and fewer than would kill the one taking them.
                let room = self.life_left(by).saturating_sub(1);
                let moved = n.min(self.cr(uid).wounds).min(room);
                if moved > 0 && by != uid {
                    self.cr_mut(uid).wounds -= moved;
                    self.put_wounds(by, moved);
                    self.emit(B_GAME_12, EventKind::WoundsMoved { from: creature, to: source, wounds: moved });
                }
            }
            ActionEffect::StrikeStrong => {
                let Some(side) = self.striker_side(uid) else { return };
                let a = self.attack();
                let other = if side == 0 { a.target } else { a.attacker };
                self.with_attack(|a| a.strikes[side] = Some(Strength::Strong));
                let target = self.cref(other);
                self.emit(B_GAME_12, EventKind::Striking { striker: creature, target, strength: Strength::Strong });
            }
            ActionEffect::Destroy => self.destroy(uid, B_GAME_12),
            ActionEffect::RollMark(bonus) => {
                let player = self.cr(by).owner;
                self.cr_mut(uid).marked.push((player, bonus));
                self.emit(B_GAME_12, EventKind::RollMarked { source, target: creature, player, bonus });
            }
            ActionEffect::HealTurnWounds => {
                let n = std::mem::take(&mut self.cr_mut(uid).wounded_this_turn);
                if n > 0 {
                    self.heal(uid, n, "heal", B_GAME_12);
                }
            }
            ActionEffect::CapStrike(cap) => {
                if let Some(side) = self.melee_striker_on(uid) {
                    self.with_attack(|a| a.value_cap[side] = Some((by, cap)));
                }
            }
            ActionEffect::WoundsSelf(n, unless) => {
                if unless.is_none_or(|e| self.def_of(uid).element != Some(e)) && !self.cr(by).dead {
                    self.action_effect(by, by, ActionEffect::Wounds(n));
                }
            }
            ActionEffect::RedirectStrike => {
                let player = self.cr(by).owner;
                if self.redirectable_to(player, uid) {
                    let from = self.cref(self.attack().target);
                    self.with_attack(|a| {
                        a.target = uid;
                        a.retargeted = true;
                    });
                    self.emit(super::rules::B_ATK_1, EventKind::StrikeRedirected { by: source, from, to: creature });
                }
            }
            ActionEffect::RedirectAttack => {
                let (moves, kind) = match &self.st.attack {
                    Some(a) => (a.step == Step::Preliminary && a.blocked_by.is_none() && a.target != uid && a.attacker != uid, a.ranged.map(|r| r.kind)),
                    None => (false, None),
                };
                if moves {
                    let from = self.cref(self.attack().target);
                    let attacker = self.attack().attacker;
                    self.with_attack(|a| {
                        a.target = uid;
                        a.retargeted = true;
                    });
                    self.emit(super::rules::B_GAME_13, EventKind::AttackRedirected { by: source, from, to: creature });
                    self.reveal(uid, super::rules::B_GAME_13);
                    // [B-GAME-13] The creature it moved onto is attacked: its own "when
                    // attacked" abilities answer (its side's "when an ally is attacked" do not
                    // move it again).
                    self.own_attacked_triggers(attacker, uid, kind);
                }
            }
            ActionEffect::RollBlock(low) => {
                let blockable = self.st.attack.as_ref().is_some_and(|a| a.target == uid && a.step == Step::Preliminary && a.blocked_by.is_none());
                if blockable {
                    // [B-GAME-13] A roll an ability fixed is the roll.
                    let value = match std::mem::take(&mut self.cr_mut(by).next_roll) {
                        0 => self.st.rng.d6(),
                        value => value,
                    };
                    let blocks = value >= low;
                    self.emit(super::rules::B_GAME_13, EventKind::AbilityRolled { creature: source, value, blocks });
                    if blocks {
                        self.with_attack(|a| a.blocked_by = Some(by));
                    }
                }
            }
            ActionEffect::BlockAttack => {
                let blockable = self.st.attack.as_ref().is_some_and(|a| a.target == uid && a.step == Step::Preliminary && a.blocked_by.is_none());
                if blockable {
                    self.with_attack(|a| a.blocked_by = Some(by));
                }
            }
            ActionEffect::NextRoll(value) => {
                self.cr_mut(uid).next_roll = value;
                self.emit(super::rules::B_GAME_13, EventKind::RollFixed { creature, value, rolled: false });
            }
            ActionEffect::IncarnationToken(_) | ActionEffect::NextStrikeRevealed(_) | ActionEffect::LookAtTop(..) => {}
            // Acts with the cell its owner chose (`apply_trigger`, `teleport_onto`).
            ActionEffect::TeleportNextToAttacker => {}
            // Asked of its owner (`ranged_then`, `ask_counters`).
            ActionEffect::MayGainCounters(_) => {}
            // Acts with the cell its owner chose (`apply_trigger`, `jump_onto`).
            ActionEffect::JumpSelf(_) => {}
            ActionEffect::CreatureMarker(kind) => {
                if !self.has_marker(uid, kind) {
                    self.put_creature_marker(by, kind, uid, super::markers::Lasts::Held);
                }
            }
            ActionEffect::TakeFlight => self.gain_flight(uid, B_GAME_12),
            // Worked out by the instant resolving (`roll_choice`), with the option chosen.
            ActionEffect::RollChoice => {}
            ActionEffect::SpreadStrike => {
                if let Some(side) = self.melee_striker_on(uid) {
                    self.with_attack(|a| a.spread[side] = Some(by));
                }
            }
            ActionEffect::NextStrike(bonus, max) => {
                let c = self.cr_mut(uid);
                let total = c.next_strike.saturating_add(bonus).min(max).max(c.next_strike);
                let bonus = total - c.next_strike;
                c.next_strike = total;
                if bonus > 0 {
                    self.emit(super::rules::B_GAME_13, EventKind::NextStrikeBonus { creature, bonus, total });
                }
            }
            ActionEffect::CurePoison => {
                if self.cr(uid).poison > 0 {
                    self.cr_mut(uid).poison = 0;
                    self.emit(B_GAME_12, EventKind::PoisonCured { creature });
                }
            }
        }
    }
}

impl BerserkGame {
    /// [B-ATK-2] The role of `uid`'s die in the attack under way, if it is rolled and not yet
    /// taken (the die-roll step, the roll on the stack).
    pub(crate) fn roll_role(&self, uid: u16) -> Option<super::events::Role> {
        use super::events::Role;
        let a = self.st.attack.as_ref().filter(|a| a.step == Step::DieRoll && !a.settled)?;
        let role = if uid == a.attacker {
            Role::Attacker
        } else if uid == a.target {
            Role::Defender
        } else {
            return None;
        };
        a.rolls[role.index()].map(|_| role)
    }

    /// [B-ATK-2] `by`'s ability acts on `uid`'s die, the one its owner chose (`option`): +1
    /// or −1 to it, applied with the other modifiers as the step ends, or a reroll now.
    pub(crate) fn roll_choice(&mut self, by: u16, uid: u16, option: u8) {
        let Some(role) = self.roll_role(uid) else { return };
        match option {
            1 | 2 => {
                let shift = if option == 1 { 1 } else { -1 };
                self.with_attack(|a| a.shifts.push((by, role, shift)));
            }
            3 => {
                let old = self.attack().rolls[role.index()].unwrap_or(0);
                let value = self.st.rng.d6();
                self.with_attack(|a| a.rolls[role.index()] = Some(value));
                let (player, by) = (self.cr(by).owner, self.cref(by));
                self.emit(super::rules::B_ATK_2, EventKind::DieRerolled { player, by, role, old, value });
            }
            _ => {}
        }
    }
}
