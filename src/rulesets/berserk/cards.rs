//! The Berserk catalogue: creatures as data (`data/berserk.json`), validated at load with
//! errors that name the creature and the field. Features are the vocabulary of docs/rules.md
//! Part B ("Features").

use super::abilities::Ability;
use crate::core::ReadError;
use serde::Deserialize;
use serde::Serialize;
use smol_str::SmolStr;
use std::sync::Arc;

/// The built-in catalogue text: the engine's own creatures and ready squads.
pub const BUILTIN: &str = include_str!("../../../data/berserk.json");

/// The first set of the game's current edition, «Война стихий»: its 200 printed cards
/// (docs/berserk-card-language.md says where each number comes from).
pub const SET_VS: &str = include_str!("../../../data/berserk-vs.json");

/// A set's file: the set, and its cards (each gets the set's id as its `set`).
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct SetFile {
    set: SetInfo,
    cards: Vec<CreatureDef>,
}

/// A printed set: its id, its name, and how many cards it has.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SetInfo {
    pub id: SmolStr,
    pub name: Names,
    pub size: u16,
}

/// A creature's name in each narration language.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Names {
    pub en: String,
    pub ru: String,
}

/// A feature (особенность), as data. Unit features are written as a string (`"luck"`),
/// numbered ones as an object (`{"armour": 2}`).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Feature {
    /// `Броня X`: prevents the first X wounds from non-magic attacks each turn [B-ATK-5].
    Armour(u8),
    /// `Удача`: once per turn, reroll one die in the die-roll step [B-ATK-2].
    Luck,
    /// `Опыт в атаке X`: +X to its roll when attacking [B-ATK-2].
    AttackExperience(u8),
    /// `Опыт в защите X`: +X to its roll when defending [B-ATK-2].
    DefenceExperience(u8),
    /// `Направленный удар`: its attacks cannot get a defender [B-ATK-1].
    DirectedStrike,
    /// `Защита от ударов`: simple strikes against it are blocked [B-ATK-4].
    StrikeProtection,
    /// `Каменная кожа`: a strong strike against it is replaced by a medium one [B-ATK-5].
    StoneSkin,
    /// `Боевой клич` (on declaration): +1 to its own roll this attack [B-ATK-1].
    BattleCry,
    /// `Яд X` (on attack): the target gets a poison marker dealing X wounds at the start of
    /// its owner's turn [B-ATK-1], [B-TURN-1].
    Poison(u8),
    /// `Регенерация X`: heals X at the start of its owner's turn [B-TURN-1].
    Regeneration(u8),
    /// `Перенаправление`: may redirect an attack aimed at an adjacent ally to itself
    /// [B-ATK-1].
    Redirect,
    /// `Блок` (an instant): an open creature with it, the struck ally itself or next to it,
    /// closes to block: in the preliminary stage the whole attack on its side [B-ATK-1], in
    /// the blocking step the strike on its ally [B-ATK-4].
    Block,
    /// `Натиск X`: +X to the value of its strike when it is the attacker [B-ATK-3].
    Onslaught(u8),
    /// `Воодушевление` (an instant of a creature not in the fight): in the calculation step an
    /// open creature next to a fighting ally that strikes closes to give that strike +1
    /// [B-ATK-3].
    Inspire,
    /// `Кровожадность` (on die roll): when it strikes a strong strike, it heals 1 wound
    /// [B-ATK-2].
    Bloodthirst,
    /// `Магический удар`: its strikes as the attacker are magic, so armour does not prevent
    /// them [B-ATK-5].
    MagicStrike,
    /// `Стойкость`: it does not close when it defends [B-ATK-1].
    Steadfast,
    /// `Засада`: it starts the game face down; it is revealed when it becomes the target or
    /// declares a strike [B-ATK-1].
    Ambush,
    /// `Первый удар`: in the application step its strike lands first; a creature it kills
    /// does not strike back [B-ATK-6].
    FirstStrike,
    /// `Защита от выстрелов`: shots do not wound it (the printed set's icon; no shots are
    /// played yet: docs/berserk-coverage.md).
    ShotProtection,
    /// `Защита от метания`: throws do not wound it.
    ThrowProtection,
    /// `Защита от отравления`: poison does not act on it.
    PoisonProtection,
    /// `Защита от летающих`: flyers cannot attack it.
    FlyerProtection,
    /// `Защита от магии`: magic does not act on it.
    MagicProtection,
    /// `Защита от заклинаний`: spells do not act on it.
    SpellProtection,
    /// `Защита от разрядов`: discharges do not wound it.
    DischargeProtection,
    /// +X to the value of its shots: gained from a card's ability for a while, never printed
    /// [B-GAME-9], [B-GAME-13].
    ShotBonus(u8),
    /// +X to its movement: gained from a card's ability for a while, never printed
    /// [B-TURN-2], [B-GAME-13].
    MovementBonus(u8),
    /// +X to the range of its discharges: gained from a card's ability for a while, never
    /// printed [B-GAME-9], [B-GAME-13].
    DischargeRangeBonus(u8),
    /// +X to the value of its discharges: gained from a card's ability for a while, never
    /// printed [B-GAME-9], [B-GAME-13].
    DischargeBonus(u8),
    /// It does not close when it declares a simple strike: gained from a card's ability for a
    /// while, never printed [B-TURN-2], [B-GAME-13].
    StaysOpenAfterAttack,
    /// It may not attack (no simple strike, no ranged attack): gained from a card's ability
    /// for a while, never printed [B-TURN-2], [B-GAME-13].
    CannotAttack,
    /// It has the action "close: a magic strike of its simple strike's values +1, once a
    /// turn": gained from a card's ability for a while, never printed (the Dverg's) [B-GAME-12].
    GrantedMagicStrike,
    /// Its first simple strike of the turn gets no counter-strike: gained from a card's ability
    /// for a while, never printed [B-VALHALLA], [B-TABLE].
    #[serde(rename = "first_strike_this_turn_unanswerable")]
    FirstStrikeUnanswerable,
    /// −X to the value of its strikes (never below 0): gained from a card's ability, never
    /// printed [B-ATK-3], [B-GAME-13].
    StrikePenalty(u8),
    /// −X to its life: gained from a card's ability for a while, never printed; it dies once
    /// its wounds reach its lowered life [B-DEATH], [B-GAME-13].
    LifePenalty(u8),
    /// −X to the wounds of each non-magic attack on it: gained from a card's ability for a
    /// while, never printed [B-GAME-13]. Written as the data's `damage_reduction` (the name
    /// `non_magic_reduction` of older scenarios is still read).
    #[serde(rename = "damage_reduction", alias = "non_magic_reduction")]
    NonMagicReduction(u8),
    /// Protection from non-magic attacks of this value: such an attack on it is blocked in the
    /// blocking step; gained from a card's ability for a while, never printed [B-ATK-4],
    /// [B-GAME-13].
    NonMagicProtectionOf(u8),
    /// Protection from every non-magic attack: a simple strike or counter-strike (not a magic
    /// one), a shot, a throw, a special strike... aimed at it is blocked [B-ATK-4]; gained from
    /// a card's ability for a while, never printed [B-GAME-12].
    NonMagicAttackProtection,
    /// A feature written as data (docs/berserk-features.md): when it acts, on what
    /// condition, and its effect.
    Rule(Rule),
}

/// A declarative feature: `{"rule": {"when": ..., "if": ..., "do": ...}}`.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rule {
    pub when: When,
    #[serde(default, rename = "if", skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "BerserkCondition"))]
    pub condition: Option<Condition>,
    #[serde(rename = "do")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkEffect"))]
    pub effect: Effect,
}

/// When a declarative feature acts.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum When {
    /// Always in force, applied where its effect belongs (the die at the die-roll step's
    /// bullets [B-ATK-2], the strike value at the calculation step's end [B-ATK-3]).
    Static,
    /// A trigger when the attack is declared [B-ATK-1].
    OnDeclaration,
    /// A trigger when the target is fixed [B-ATK-1].
    OnAttack,
    /// A trigger when the strikes are given [B-ATK-2].
    OnDieRoll,
    /// An instant its owner uses with priority in this step (`use`): the creature, in the
    /// fight or next to its fighting ally, closes and the feature goes on the stack; its
    /// effect and condition are the ally's [B-STACK-1].
    Instant(#[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkStep"))] crate::rulesets::berserk::events::Step),
}

/// What must hold of its creature for a declarative feature to act.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkCondition"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Condition {
    /// It is the attacker.
    Attacking,
    /// It is the target.
    Defending,
    /// Its strike in this attack is of this kind (known from the die-roll step's bullets).
    Strikes(crate::rulesets::berserk::events::Strength),
    /// Its own last roll, unmodified, is at least this.
    RollAtLeast(u8),
}

/// What a declarative feature does.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkEffect"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Effect {
    /// +X to its roll (a die modifier) [B-ATK-2].
    Die(u8),
    /// +X to the value of its strike [B-ATK-3].
    StrikeValue(u8),
    /// It heals X wounds.
    Heal(u8),
    /// X wounds on the creature it fights, at once (not a strike: no armour) [B-DEATH].
    Wounds(u8),
    /// Its strike, if it lands, puts a poison marker of X on the target [B-ATK-6].
    Poison(u8),
    /// An instant block: of the feature on top of the stack when it is used (the other
    /// side's), or of the attack (preliminary stage) or the strike on its ally (blocking
    /// step) [B-ATK-1], [B-ATK-4].
    Block(#[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkBlocked"))] Blocked),
    /// It gains a named feature until the end of the turn or of the fight.
    Gain(#[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkGain"))] Gain),
    /// It, or the creature it fights, closes.
    Close(#[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkWhom"))] Whom),
    /// It, or the creature it fights, opens.
    Open(#[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkWhom"))] Whom),
}

/// What a data block blocks.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkBlocked"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Blocked {
    /// The other side's feature on top of the stack.
    Feature,
    /// The attack (preliminary stage) or the strike aimed at the ally (blocking step).
    Attack,
}

/// Whom an effect acts on: the creature the feature is about (itself for a trigger, the
/// fighting ally for an instant), or the creature that one fights.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkWhom"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Whom {
    It,
    Foe,
}

/// How long a gained feature lasts.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkUntil"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Until {
    EndOfTurn,
    EndOfFight,
    /// The end of its owner's next turn: lost when a turn of its owner ends (so gained only in
    /// the opponent's turn) [B-GAME-13].
    EndOfOwnNextTurn,
    /// The end of the battle: never lost while the game lasts [B-GAME-13].
    EndOfBattle,
    /// The end of the next turn of its owner's opponent: lost when a turn of that opponent
    /// ends (so gained only in its owner's turn) [B-GAME-13].
    EndOfOpponentNextTurn,
    /// For the next `turns` turns of `player` (the opponent of the side whose card gave it):
    /// lost as the last of them ends [B-GAME-12].
    TurnsOf { player: u8, turns: u8 },
    /// While the creature whose ability gave it stays on the battlefield [B-GAME-12].
    WhileSourceInPlay,
}

/// `{"gain": {"feature": F, "until": U}}`: the feature is a named one (`"stone_skin"`,
/// `{"armour": 1}`), not a `rule`.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkGain"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Gain {
    #[cfg_attr(target_arch = "wasm32", tsify(type = "Feature"))]
    pub feature: Named,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkUntil"))]
    pub until: Until,
}

/// A named feature held by key and number, so a feature written as data can name one to
/// gain (a `Feature` cannot hold itself); read and written as the `Feature` it stands for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Named {
    key: &'static str,
    x: u8,
}

impl Named {
    pub fn feature(self) -> Feature {
        Feature::named(self.key, self.x).unwrap_or(Feature::Luck)
    }
}

impl Serialize for Named {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.feature().serialize(s)
    }
}

impl<'de> Deserialize<'de> for Named {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        match Feature::deserialize(d)? {
            Feature::Rule(_) => Err(serde::de::Error::custom("a gained feature is a named one, not a \"rule\"")),
            f => Ok(Named {
                key: f.key(),
                x: f.value().unwrap_or(0),
            }),
        }
    }
}

impl Effect {
    /// The effect's number, if it has one.
    pub fn amount(self) -> Option<u8> {
        match self {
            Effect::Die(x) | Effect::StrikeValue(x) | Effect::Heal(x) | Effect::Wounds(x) | Effect::Poison(x) => {
                Some(x)
            }
            Effect::Gain(g) => g.feature.feature().value(),
            Effect::Block(_) | Effect::Close(_) | Effect::Open(_) => None,
        }
    }
    pub fn key(self) -> &'static str {
        match self {
            Effect::Die(_) => "die",
            Effect::StrikeValue(_) => "strike_value",
            Effect::Heal(_) => "heal",
            Effect::Wounds(_) => "wounds",
            Effect::Poison(_) => "poison",
            Effect::Block(_) => "block",
            Effect::Gain(_) => "gain",
            Effect::Close(_) => "close",
            Effect::Open(_) => "open",
        }
    }
}

impl Feature {
    /// The same feature as `other`, data included (`==`), the kinds compared first: looking
    /// one up among a creature's features compares the data of that kind alone.
    pub fn is(self, other: Feature) -> bool {
        std::mem::discriminant(&self) == std::mem::discriminant(&other) && self == other
    }

    /// The feature's snake_case name (as in the data).
    pub fn key(self) -> &'static str {
        match self {
            Feature::Armour(_) => "armour",
            Feature::Luck => "luck",
            Feature::AttackExperience(_) => "attack_experience",
            Feature::DefenceExperience(_) => "defence_experience",
            Feature::DirectedStrike => "directed_strike",
            Feature::StrikeProtection => "strike_protection",
            Feature::StoneSkin => "stone_skin",
            Feature::BattleCry => "battle_cry",
            Feature::Poison(_) => "poison",
            Feature::Regeneration(_) => "regeneration",
            Feature::Redirect => "redirect",
            Feature::Block => "block",
            Feature::Onslaught(_) => "onslaught",
            Feature::Inspire => "inspire",
            Feature::Bloodthirst => "bloodthirst",
            Feature::MagicStrike => "magic_strike",
            Feature::Steadfast => "steadfast",
            Feature::Ambush => "ambush",
            Feature::FirstStrike => "first_strike",
            Feature::ShotProtection => "shot_protection",
            Feature::ThrowProtection => "throw_protection",
            Feature::PoisonProtection => "poison_protection",
            Feature::FlyerProtection => "flyer_protection",
            Feature::MagicProtection => "magic_protection",
            Feature::SpellProtection => "spell_protection",
            Feature::DischargeProtection => "discharge_protection",
            Feature::ShotBonus(_) => "shot_bonus",
            Feature::MovementBonus(_) => "movement_bonus",
            Feature::DischargeRangeBonus(_) => "discharge_range_bonus",
            Feature::DischargeBonus(_) => "discharge_bonus",
            Feature::StaysOpenAfterAttack => "stays_open_after_attack",
            Feature::CannotAttack => "cannot_attack",
            Feature::GrantedMagicStrike => "granted_magic_strike",
            Feature::FirstStrikeUnanswerable => "first_strike_this_turn_unanswerable",
            Feature::StrikePenalty(_) => "strike_penalty",
            Feature::LifePenalty(_) => "life_penalty",
            Feature::NonMagicReduction(_) => "damage_reduction",
            Feature::NonMagicProtectionOf(_) => "non_magic_protection_of",
            Feature::NonMagicAttackProtection => "non_magic_attack_protection",
            Feature::Rule(_) => "rule",
        }
    }

    /// The name it is shown by: its key, or `strike_bonus` for a rule that only adds to the
    /// value of its strike (a card's "+N to its strike" for a while) [B-GAME-13].
    pub fn shown(self) -> &'static str {
        match self {
            Feature::Rule(Rule {
                when: When::Static,
                condition: None | Some(Condition::Strikes(_)),
                effect: Effect::StrikeValue(_),
            }) => "strike_bonus",
            f => f.key(),
        }
    }

    /// A card's "+N to its strike" for a while (only to a strike of `level`, if given): a
    /// static rule adding N to its strike's value [B-ATK-3].
    pub fn strike_bonus(n: u8, level: Option<crate::rulesets::berserk::events::Strength>) -> Feature {
        Feature::Rule(Rule { when: When::Static, condition: level.map(Condition::Strikes), effect: Effect::StrikeValue(n) })
    }

    /// The named feature of `key` with the number `x` (ignored by a feature without one);
    /// `None` for `rule` and unknown keys.
    pub fn named(key: &str, x: u8) -> Option<Feature> {
        Some(match key {
            "armour" => Feature::Armour(x),
            "luck" => Feature::Luck,
            "attack_experience" => Feature::AttackExperience(x),
            "defence_experience" => Feature::DefenceExperience(x),
            "directed_strike" => Feature::DirectedStrike,
            "strike_protection" => Feature::StrikeProtection,
            "stone_skin" => Feature::StoneSkin,
            "battle_cry" => Feature::BattleCry,
            "poison" => Feature::Poison(x),
            "regeneration" => Feature::Regeneration(x),
            "redirect" => Feature::Redirect,
            "block" => Feature::Block,
            "onslaught" => Feature::Onslaught(x),
            "inspire" => Feature::Inspire,
            "bloodthirst" => Feature::Bloodthirst,
            "magic_strike" => Feature::MagicStrike,
            "steadfast" => Feature::Steadfast,
            "ambush" => Feature::Ambush,
            "first_strike" => Feature::FirstStrike,
            "shot_protection" => Feature::ShotProtection,
            "throw_protection" => Feature::ThrowProtection,
            "poison_protection" => Feature::PoisonProtection,
            "flyer_protection" => Feature::FlyerProtection,
            "magic_protection" => Feature::MagicProtection,
            "spell_protection" => Feature::SpellProtection,
            "discharge_protection" => Feature::DischargeProtection,
            "shot_bonus" => Feature::ShotBonus(x),
            "movement_bonus" => Feature::MovementBonus(x),
            "discharge_range_bonus" => Feature::DischargeRangeBonus(x),
            "discharge_bonus" => Feature::DischargeBonus(x),
            "stays_open_after_attack" => Feature::StaysOpenAfterAttack,
            "cannot_attack" => Feature::CannotAttack,
            "granted_magic_strike" => Feature::GrantedMagicStrike,
            "first_strike_this_turn_unanswerable" => Feature::FirstStrikeUnanswerable,
            "strike_penalty" => Feature::StrikePenalty(x),
            "life_penalty" => Feature::LifePenalty(x),
            "non_magic_attack_protection" => Feature::NonMagicAttackProtection,
            _ => return None,
        })
    }

    /// When a triggered feature goes on the stack [B-STACK-3]; `None` for the others.
    pub fn timing(self) -> Option<crate::rulesets::berserk::events::TriggerTime> {
        use crate::rulesets::berserk::events::TriggerTime;
        match self {
            Feature::BattleCry => Some(TriggerTime::OnDeclaration),
            Feature::Poison(_) => Some(TriggerTime::OnAttack),
            Feature::Bloodthirst => Some(TriggerTime::OnDieRoll),
            Feature::Rule(r) => match r.when {
                When::Static | When::Instant(_) => None,
                When::OnDeclaration => Some(TriggerTime::OnDeclaration),
                When::OnAttack => Some(TriggerTime::OnAttack),
                When::OnDieRoll => Some(TriggerTime::OnDieRoll),
            },
            _ => None,
        }
    }

    pub fn value(self) -> Option<u8> {
        match self {
            Feature::Armour(x)
            | Feature::AttackExperience(x)
            | Feature::DefenceExperience(x)
            | Feature::Poison(x)
            | Feature::Regeneration(x)
            | Feature::Onslaught(x)
            | Feature::ShotBonus(x)
            | Feature::MovementBonus(x)
            | Feature::DischargeRangeBonus(x)
            | Feature::DischargeBonus(x)
            | Feature::StrikePenalty(x)
            | Feature::LifePenalty(x)
            | Feature::NonMagicReduction(x)
            | Feature::NonMagicProtectionOf(x) => Some(x),
            _ => None,
        }
    }
}

/// A creature definition: a printed card of a set (`set`, `number`, `cost` and the rest of
/// what is printed on it), or one of the engine's own creatures (those fields absent).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CreatureDef {
    pub id: SmolStr,
    /// The set it is printed in: `"vs"` («Война стихий»).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub set: Option<SmolStr>,
    /// Its number in the set (1 to 200 in «Война стихий»).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub number: Option<u16>,
    pub name: Names,
    /// Crystals it costs in recruitment [B-GAME].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub cost: Option<u8>,
    /// Elite (gold crystals only) or ordinary (gold or silver) [B-GAME].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub elite: Option<bool>,
    /// At most one of its name in a squad [B-GAME].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub unique: Option<bool>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "BerserkElement"))]
    pub element: Option<Element>,
    /// A ground creature or a flyer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "BerserkKind"))]
    pub kind: Option<Kind>,
    /// Wounds it can take: it dies when its wounds reach this [B-DEATH].
    pub life: u8,
    /// Simple strike: weak, medium, strong.
    pub strike: [u8; 3],
    /// Cells per turn, orthogonally [B-TURN-2]; a flyer has none printed (0).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub movement: u8,
    /// The creature classes printed on its type line (`"jordling"`, `"dwarf"`...: ids of
    /// `CLASSES`), which some abilities name ("your Jordling").
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub classes: Vec<SmolStr>,
    #[serde(default)]
    pub features: Vec<Feature>,
    /// A printed card's abilities in the card language (docs/berserk-card-language.md).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "BerserkAbility[]"))]
    pub abilities: Vec<Ability>,
    /// The mechanics its features and abilities use (the tags of their terms), as the data
    /// file lists them; checked against the terms at load.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub mechanics: Vec<SmolStr>,
    /// Its abilities the engine plays, read from `abilities` at load.
    #[serde(skip)]
    pub played: PlayedAbilities,
}

/// The creature classes of the printed cards: id, English and Russian name.
pub const CLASSES: [(&str, &str, &str); 19] = [
    ("akkenian", "Akkenian", "Аккениец"),
    ("arkhaalite", "Arkhaalite", "Архаалит"),
    ("child_of_krong", "Child of Krong", "Дитя Кронга"),
    ("demon", "Demon", "Демон"),
    ("dragon", "Dragon", "Дракон"),
    ("dwarf", "Dwarf", "Гном"),
    ("elf", "Elf", "Эльф"),
    ("forest_guardian", "Forest Guardian", "Страж леса"),
    ("inquisitor", "Inquisitor", "Инквизитор"),
    ("jordling", "Jordling", "Йордлинг"),
    ("koyar", "Koyar", "Койар"),
    ("linung", "Linung", "Линунг"),
    ("orc", "Orc", "Орк"),
    ("pirate", "Pirate", "Пират"),
    ("river_maiden", "River Maiden", "Речная дева"),
    ("slua", "Slua", "Слуа"),
    ("toa_dan", "Toa-Dan", "Тоа-Дан"),
    ("troll", "Troll", "Тролль"),
    ("undead", "Undead", "Нежить"),
];

/// A card's abilities the engine plays, read once from its data: each ability's ranged attack
/// [B-GAME-9] (by the ability's number), its static abilities [B-GAME-10], and whether it can
/// stand in formation.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PlayedAbilities {
    pub ranged: Vec<Option<super::ranged::RangedAction>>,
    pub actions: Vec<Option<super::actions::Action>>,
    pub triggers: Vec<Option<super::triggers::Triggered>>,
    pub statics: Vec<super::static_abilities::StaticAbility>,
    pub formation: bool,
    pub counters: super::counters::CounterRules,
    /// Abilities whose effect is the card's own code, and when they act [B-MARKER].
    pub code: Vec<super::card_code::CodeAbility>,
}

impl PlayedAbilities {
    /// What the engine plays of `def`'s abilities.
    pub fn of(def: &CreatureDef) -> PlayedAbilities {
        PlayedAbilities {
            ranged: def.abilities.iter().map(super::ranged::ranged_action).collect(),
            actions: def.abilities.iter().map(super::actions::action).collect(),
            triggers: def.abilities.iter().map(super::triggers::triggered).collect(),
            statics: def.abilities.iter().filter_map(super::static_abilities::static_ability).collect(),
            formation: super::static_abilities::forms(def),
            counters: super::counters::CounterRules::of(&def.abilities),
            code: def.abilities.iter().filter_map(super::card_code::code_ability).collect(),
        }
    }
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A card's element (стихия); neutral cards have none of the five.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkElement"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Element {
    Steppe,
    Mountains,
    Forest,
    Swamp,
    Dark,
    Neutral,
}

/// A ground creature, or a flyer (its zone is the air above the board).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkKind"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    Creature,
    Flyer,
}

impl CreatureDef {
    pub fn armour(&self) -> u8 {
        self.num(|f| matches!(f, Feature::Armour(_)))
    }
    pub fn attack_experience(&self) -> u8 {
        self.num(|f| matches!(f, Feature::AttackExperience(_)))
    }
    pub fn defence_experience(&self) -> u8 {
        self.num(|f| matches!(f, Feature::DefenceExperience(_)))
    }
    pub fn poison(&self) -> u8 {
        self.num(|f| matches!(f, Feature::Poison(_)))
    }
    pub fn onslaught(&self) -> u8 {
        self.num(|f| matches!(f, Feature::Onslaught(_)))
    }
    pub fn regeneration(&self) -> u8 {
        self.num(|f| matches!(f, Feature::Regeneration(_)))
    }
    pub fn has(&self, feature: Feature) -> bool {
        self.features.iter().any(|f| f.is(feature))
    }
    fn num(&self, which: impl Fn(&Feature) -> bool) -> u8 {
        self.features
            .iter()
            .find(|f| which(f))
            .and_then(|f| f.value())
            .unwrap_or(0)
    }
}

/// A creature of a ready squad and its cell in its owner's own rows (`[column, row]`, row 0
/// the back row).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct SquadSlot {
    pub card: SmolStr,
    pub cell: [u8; 2],
}

/// A ready squad.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Squad {
    pub id: SmolStr,
    pub name: Names,
    pub creatures: Vec<SquadSlot>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    creatures: Vec<CreatureDef>,
    #[serde(default)]
    squads: Vec<Squad>,
}

/// The validated catalogue: definitions in data order (their index is their `def`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Catalogue {
    pub creatures: Vec<CreatureDef>,
    pub squads: Vec<Squad>,
}

impl Catalogue {
    /// Reads and validates a catalogue document.
    pub fn from_value(value: serde_json::Value) -> Result<Catalogue, ReadError> {
        let file: File = crate::core::json::from_value(value)?;
        let mut cat = Catalogue {
            creatures: vec![],
            squads: vec![],
        };
        if file.creatures.is_empty() {
            return Err(ReadError::at("creatures", "a catalogue has at least one creature"));
        }
        cat.add(file.creatures, "creatures")?;
        for (i, squad) in file.squads.iter().enumerate() {
            cat.check_squad(squad, &format!("squads[{i}] (\"{}\")", squad.id), &format!("squads[{i}]"))?;
        }
        cat.squads = file.squads;
        Ok(cat)
    }

    /// The built-in catalogue (validated once): the engine's own creatures, then the cards of
    /// «Война стихий» (`vs-001` to `vs-200`).
    /// Shared: a game holds it, nobody copies it.
    pub fn builtin() -> Result<Arc<Catalogue>, ReadError> {
        static CAT: std::sync::OnceLock<Result<Arc<Catalogue>, ReadError>> = std::sync::OnceLock::new();
        CAT.get_or_init(|| {
            let mut cat = Catalogue::from_value(crate::core::json::parse(BUILTIN)?)?;
            cat.add_set(crate::core::json::parse_in(SET_VS, "berserk-vs")?)?;
            Ok(Arc::new(cat))
        })
        .clone()
    }

    /// Adds a set's cards: each numbered 1 to the set's size in order, with the set's id.
    fn add_set(&mut self, value: serde_json::Value) -> Result<(), ReadError> {
        let file: SetFile = crate::core::json::from_value(value)?;
        let mut cards = file.cards;
        for (i, card) in cards.iter_mut().enumerate() {
            let want = i + 1;
            if card.number != Some(want as u16) || card.id != format!("{}-{want:03}", file.set.id) {
                return Err(ReadError::at(&format!("cards[{i}]"), &format!("the card {want} of the set is \"{}-{want:03}\" with \"number\": {want}", file.set.id)));
            }
            if card.cost.is_none() || card.element.is_none() || card.kind.is_none() || card.elite.is_none() || card.unique.is_none() {
                return Err(ReadError::at(&format!("cards[{i}]"), "a printed card has its cost, element, kind, elite and unique"));
            }
            card.set = Some(file.set.id.clone());
        }
        if cards.len() != usize::from(file.set.size) {
            return Err(ReadError::at("cards", &format!("the set has {} cards, not {}", file.set.size, cards.len())));
        }
        self.add(cards, "cards")
    }

    /// The built-in catalogue plus a scenario's extra definitions (`field`, an array of
    /// creatures in the same schema); a duplicate id is an error. Without extra definitions,
    /// the built-in catalogue itself.
    pub fn with_extra(extra: &serde_json::Value, field: &str) -> Result<Arc<Catalogue>, ReadError> {
        let defs: Vec<CreatureDef> = crate::core::json::from_value_in(extra.clone(), field)?;
        if defs.is_empty() {
            return Catalogue::builtin();
        }
        let mut cat = Catalogue::clone(&*Catalogue::builtin()?);
        cat.add(defs, field)?;
        Ok(Arc::new(cat))
    }

    fn add(&mut self, defs: Vec<CreatureDef>, field: &str) -> Result<(), ReadError> {
        for (i, def) in defs.into_iter().enumerate() {
            let at = format!("{field}[{i}] (\"{}\")", def.id);
            let path = format!("{field}[{i}]");
            check_def(&def, &at, &path)?;
            let mut def = def;
            def.played = PlayedAbilities::of(&def);
            if self.find(&def.id).is_some() {
                return Err(ReadError::shown(&format!("{path}.id"), &format!("{at}.id"), &format!("duplicate creature id \"{}\"", def.id)));
            }
            if self.creatures.len() >= usize::from(u16::MAX) {
                return Err(ReadError::at(field, "too many creatures"));
            }
            self.creatures.push(def);
        }
        Ok(())
    }

    fn check_squad(&self, squad: &Squad, at: &str, field: &str) -> Result<(), ReadError> {
        if squad.creatures.is_empty() || squad.creatures.len() > 15 {
            return Err(ReadError::shown(&format!("{field}.creatures"), &format!("{at}.creatures"), "a squad has 1 to 15 creatures"));
        }
        for (i, slot) in squad.creatures.iter().enumerate() {
            if self.find(&slot.card).is_none() {
                let (path, shown) = (format!("{field}.creatures[{i}].card"), format!("{at}.creatures[{i}].card"));
                return Err(self.unknown_at(&slot.card, &path, &shown));
            }
            if slot.cell[0] > 4 || slot.cell[1] > 2 {
                return Err(ReadError::shown(&format!("{field}.creatures[{i}].cell"), &format!("{at}.creatures[{i}].cell"), "a squad starts in its own 3 rows: column 0-4, row 0-2"));
            }
            if squad.creatures[..i].iter().any(|s| s.cell == slot.cell) {
                return Err(ReadError::shown(&format!("{field}.creatures[{i}].cell"), &format!("{at}.creatures[{i}].cell"), "the cell is taken"));
            }
        }
        Ok(())
    }

    pub fn find(&self, id: &str) -> Option<u16> {
        self.creatures.iter().position(|d| d.id == id).map(|i| i as u16)
    }

    /// The definition of `id`, or an error naming `field` and the id.
    pub fn require(&self, id: &str, field: &str) -> Result<u16, ReadError> {
        self.find(id).ok_or_else(|| self.unknown_at(id, field, field))
    }

    /// The refusal of `id`, unknown at `field` (shown as `shown`), with the nearest ids.
    fn unknown_at(&self, id: &str, field: &str, shown: &str) -> ReadError {
        let known: Vec<_> = self
            .creatures
            .iter()
            .map(|c| (c.id.as_str(), c.name.en.as_str()))
            .collect();
        crate::core::suggest::unknown_id(shown, "creature", id, &known).with_field(field)
    }

    /// The definition at `def` (defs come from this catalogue; an out-of-range def is the
    /// first definition, never a panic).
    pub fn get(&self, def: u16) -> &CreatureDef {
        let i = usize::from(def).min(self.creatures.len().saturating_sub(1));
        &self.creatures[i]
    }

    pub fn squad(&self, id: &str) -> Option<&Squad> {
        self.squads.iter().find(|s| s.id == id)
    }
}

fn check_def(def: &CreatureDef, at: &str, field: &str) -> Result<(), ReadError> {
    if def.id.is_empty() {
        return Err(ReadError::shown(&format!("{field}.id"), &format!("{at}.id"), "empty id"));
    }
    if !(1..=30).contains(&def.life) {
        return Err(ReadError::shown(&format!("{field}.life"), &format!("{at}.life"), &format!("{} is not in 1..=30", def.life)));
    }
    let [w, m, s] = def.strike;
    // A printed card may have a strong strike under its medium one (#158: 2-3-0).
    if !(w <= m && (s >= m || def.set.is_some()) && s <= 10) {
        return Err(ReadError::shown(&format!("{field}.strike"), &format!("{at}.strike"), &format!("[{w}, {m}, {s}] must be weak <= medium <= strong <= 10"
        )));
    }
    let flyer = def.kind == Some(Kind::Flyer);
    if flyer && def.movement != 0 {
        return Err(ReadError::shown(&format!("{field}.movement"), &format!("{at}.movement"), "a flyer has no movement"));
    }
    if !flyer && !(1..=5).contains(&def.movement) {
        return Err(ReadError::shown(&format!("{field}.movement"), &format!("{at}.movement"), &format!("{} is not in 1..=5", def.movement)));
    }
    for (i, c) in def.classes.iter().enumerate() {
        if !CLASSES.iter().any(|(id, ..)| id == c) || def.classes[..i].contains(c) {
            let ids = CLASSES.iter().map(|(id, ..)| *id).collect::<Vec<_>>().join(", ");
            return Err(ReadError::shown(&format!("{field}.classes[{i}]"), &format!("{at}.classes[{i}]"), &format!("\"{c}\" is not a class, or is named twice (classes: {ids})")));
        }
    }
    if def.cost.is_some_and(|c| !(1..=15).contains(&c)) {
        return Err(ReadError::shown(&format!("{field}.cost"), &format!("{at}.cost"), "a cost is 1 to 15 crystals"));
    }
    if !def.abilities.is_empty() || !def.mechanics.is_empty() {
        let terms = super::abilities::Terms::builtin()?;
        let mut used = vec![];
        for f in &def.features {
            if let Some(tag) = terms.get("features", f.key()).and_then(|t| t.tag.clone()) {
                used.push(tag);
            }
        }
        for (i, a) in def.abilities.iter().enumerate() {
            super::abilities::check(a, terms, &format!("{field}.abilities[{i}]"), &format!("{at}.abilities[{i}]"))?;
            super::abilities::mechanics(a, terms, &mut used);
        }
        used.sort();
        used.dedup();
        if !def.mechanics.is_empty() && def.mechanics != used {
            let list = used.iter().map(|m| format!("\"{m}\"")).collect::<Vec<_>>().join(", ");
            return Err(ReadError::shown(&format!("{field}.mechanics"), &format!("{at}.mechanics"), &format!("the mechanics its terms use are [{list}]")));
        }
    }
    for (i, f) in def.features.iter().enumerate() {
        if let Some(x) = f.value() {
            if !(1..=6).contains(&x) {
                let sub = format!(".features[{i}].{}", f.key());
                return Err(ReadError::shown(&format!("{field}{sub}"), &format!("{at}{sub}"), &format!("{x} is not in 1..=6")));
            }
        }
        if let Feature::Rule(r) = f {
            check_rule(r, &format!("{at}.features[{i}].rule"), &format!("{field}.features[{i}].rule"))?;
            continue;
        }
        if def.features[..i].iter().any(|g| g.key() == f.key()) {
            return Err(ReadError::shown(&format!("{field}.features[{i}]"), &format!("{at}.features[{i}]"), &format!("\"{}\" is given twice", f.key())));
        }
    }
    Ok(())
}

/// A declarative feature's amounts are 1 to 6, and its effect fits its timing: a die modifier
/// acts before the dice are read (static, on declaration or on attack), healing, wounds and
/// poison are triggers.
fn check_rule(r: &Rule, at: &str, field: &str) -> Result<(), ReadError> {
    if let Some(x) = r.effect.amount() {
        if !(1..=6).contains(&x) {
            let sub = match r.effect {
                Effect::Gain(g) => format!("gain.feature.{}", g.feature.feature().key()),
                e => e.key().to_string(),
            };
            return Err(ReadError::shown(&format!("{field}.do.{sub}"), &format!("{at}.do.{sub}"), &format!("{x} is not in 1..=6")));
        }
    }
    if let Some(Condition::RollAtLeast(n)) = r.condition {
        if !(1..=6).contains(&n) {
            return Err(ReadError::shown(&format!("{field}.if.roll_at_least"), &format!("{at}.if.roll_at_least"), &format!("{n} is not in 1..=6")));
        }
    }
    use crate::rulesets::berserk::events::Step;
    let fits = match (r.when, r.effect) {
        (When::OnDieRoll, Effect::Die(_)) => Err("a die modifier on die roll comes after the dice are read"),
        (When::Instant(s), Effect::Die(_)) if s != Step::DieRoll => {
            Err("an instant die modifier is used in the die-roll step")
        }
        (When::Instant(s), Effect::StrikeValue(_)) if !matches!(s, Step::DieRoll | Step::Calculation) => {
            Err("an instant strike-value modifier is used in the die-roll or calculation step")
        }
        (When::Static, Effect::Heal(_) | Effect::Wounds(_) | Effect::Poison(_)) => {
            Err("a static feature modifies the die or the strike value; heal, wounds and poison are triggers")
        }
        (When::Static, Effect::Gain(_) | Effect::Close(_) | Effect::Open(_)) => {
            Err("a static feature modifies the die or the strike value; gain, close and open are triggers or instants")
        }
        (When::Instant(_), Effect::Block(Blocked::Feature)) => Ok(()),
        (_, Effect::Block(Blocked::Feature)) => {
            Err("a block of a feature is an instant (it is aimed at the top of the stack)")
        }
        (When::Instant(Step::Preliminary | Step::Blocking), Effect::Block(Blocked::Attack)) => Ok(()),
        (_, Effect::Block(Blocked::Attack)) => {
            Err("a block of the attack is an instant of the preliminary stage or the blocking step")
        }
        (_, Effect::Gain(Gain { feature, .. })) if feature.feature() == Feature::Ambush => {
            Err("\"ambush\" acts only when the game starts: it cannot be gained")
        }
        _ => Ok(()),
    };
    fits.map_err(|why| ReadError::shown(&format!("{field}.do"), &format!("{at}.do"), why))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_loads_and_uses_every_feature() {
        let cat = Catalogue::builtin().unwrap();
        assert!(cat.creatures.len() >= 24);
        let keys = [
            "armour",
            "luck",
            "attack_experience",
            "defence_experience",
            "directed_strike",
            "strike_protection",
            "stone_skin",
            "battle_cry",
            "poison",
            "regeneration",
            "redirect",
            "block",
            "onslaught",
            "inspire",
            "bloodthirst",
            "magic_strike",
            "steadfast",
            "ambush",
            "first_strike",
            "rule",
        ];
        for k in keys {
            assert!(
                cat.creatures.iter().any(|d| d.features.iter().any(|f| f.key() == k)),
                "{k}"
            );
        }
        assert_eq!(cat.squads.len(), 5);
    }

    /// Every ready squad can win against every other [B-WIN]: a creature protected from simple
    /// strikes [B-ATK-4] stands only against squads that carry a way to wound it that is no
    /// strike (a rule that deals wounds). A squad whose every creature could be stopped by one
    /// enemy creature could only draw at the turn limit.
    #[test]
    fn every_ready_squad_can_wound_every_creature_of_the_others() {
        let cat = Catalogue::builtin().unwrap();
        let def = |id: &str| cat.creatures.iter().find(|d| d.id == id).unwrap();
        let wounds_without_a_strike = |squad: &Squad| {
            squad.creatures.iter().any(|s| {
                def(&s.card)
                    .features
                    .iter()
                    .any(|f| matches!(f, Feature::Rule(r) if matches!(r.effect, Effect::Wounds(_))))
            })
        };
        for b in &cat.squads {
            for slot in &b.creatures {
                if !def(&slot.card).features.contains(&Feature::StrikeProtection) {
                    continue;
                }
                for a in cat.squads.iter().filter(|a| a.id != b.id) {
                    assert!(
                        wounds_without_a_strike(a),
                        "{}'s {} cannot be wounded by {}",
                        b.id,
                        slot.card,
                        a.id
                    );
                }
            }
        }
    }

    #[test]
    fn errors_name_creature_and_field() {
        let bad = serde_json::json!({"creatures": [
            {"id": "x", "name": {"en": "X", "ru": "X"}, "life": 0, "strike": [1, 2, 3], "movement": 1}
        ]});
        let e = Catalogue::from_value(bad).unwrap_err().to_string();
        assert!(e.starts_with("creatures[0] (\"x\").life:"), "{e}");
        let bad = serde_json::json!({"creatures": [
            {"id": "x", "name": {"en": "X", "ru": "X"}, "life": 2, "strike": [1, 2, 3], "movement": 1,
             "features": [{"armour": 9}]}
        ]});
        let e = Catalogue::from_value(bad).unwrap_err().to_string();
        assert!(e.contains("features[0].armour"), "{e}");
    }
}
