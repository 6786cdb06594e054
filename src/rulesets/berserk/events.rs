//! Berserk event kinds. Each is recorded with the id of the rule that caused it; the attack
//! is one explicit stop per step, with every priority pass in it [B-ATK-1..6].

use serde::Deserialize;
use serde::Serialize;
use smol_str::SmolStr;

pub use super::cards::Until;
use crate::core::Outcome;

/// A board cell: `[column, row]`, column 0–4, row 0–5 (player 0 starts in rows 0–2).
#[cfg_attr(target_arch = "wasm32", tsify::declare)]
pub type Cell = [u8; 2];

/// A creature named in an event: its uid, owner and card id.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CreatureRef {
    pub uid: u16,
    pub owner: u8,
    pub card: SmolStr,
}

/// The stages and steps of an attack (§511.5).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkStep"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// [B-ATK-1]
    Preliminary,
    /// [B-ATK-2]
    DieRoll,
    /// [B-ATK-3]
    Calculation,
    /// [B-ATK-4]
    Blocking,
    /// [B-ATK-5]
    EffectModification,
    /// [B-ATK-6]
    Application,
}

impl Step {
    pub fn next(self) -> Option<Step> {
        match self {
            Step::Preliminary => Some(Step::DieRoll),
            Step::DieRoll => Some(Step::Calculation),
            Step::Calculation => Some(Step::Blocking),
            Step::Blocking => Some(Step::EffectModification),
            Step::EffectModification => Some(Step::Application),
            Step::Application => None,
        }
    }
}

/// Which side of the fight a die or a strike belongs to.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Attacker,
    Defender,
}

impl Role {
    pub fn index(self) -> usize {
        match self {
            Role::Attacker => 0,
            Role::Defender => 1,
        }
    }
}

/// Kind of a simple strike [B-TABLE].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Strength {
    Weak,
    Medium,
    Strong,
}

impl Strength {
    pub fn index(self) -> usize {
        match self {
            Strength::Weak => 0,
            Strength::Medium => 1,
            Strength::Strong => 2,
        }
    }
    /// One step lower; a weak strike lowered is no strike [B-TABLE-1].
    pub fn lower(self) -> Option<Strength> {
        match self {
            Strength::Strong => Some(Strength::Medium),
            Strength::Medium => Some(Strength::Weak),
            Strength::Weak => None,
        }
    }
}

/// When a triggered feature fires [B-STACK-3].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TriggerTime {
    OnDeclaration,
    OnAttack,
    OnDieRoll,
    /// An instant feature a player used with priority (it goes on the stack like a trigger).
    Instant,
}

/// The exchange choice [B-TABLE-1].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Exchange {
    /// Both strikes as rolled.
    AsRolled,
    /// Lower one's own strike one step and cancel the other's.
    Lower,
}

/// The attack step under its TypeScript name (`Step` is taken by the JS API).
type BerserkStep = Step;
/// A ranged attack's kind, under its TypeScript name.
type BerserkRangedKind = super::ranged::RangedKind;
/// How long a gained feature lasts, under its TypeScript name.
type BerserkUntil = Until;
/// A strike or none: `null` in JSON (`StrengthOrNull` in TypeScript, declared in `wasm.rs`).
type StrengthOrNull = Option<Strength>;

crate::tagged_event_kinds! { EventKind as "BerserkEventKind";
    /// A new game: squads placed; the first player drawn with the seeded RNG.
    GameStarted { first_player: u8 },
    /// [B-TURN-1]
    TurnStarted { turn: u32, active: u8 },
    /// [B-TURN-1] The active player's closed creatures open.
    Opened { creatures: Vec<CreatureRef> },
    /// [B-TURN-1] Poison markers deal their wounds.
    PoisonWounds { creature: CreatureRef, wounds: u8, total: u8 },
    /// [B-TURN-1] Regeneration heals.
    Regenerated { creature: CreatureRef, healed: u8, total: u8 },
    /// [B-TURN-2] A move through free orthogonal cells.
    Moved { creature: CreatureRef, from: Cell, to: Cell, path: Vec<Cell> },
    /// [B-TURN-2] A simple strike is declared: the attack begins.
    AttackDeclared { attacker: CreatureRef, target: CreatureRef },
    /// [B-STACK-1] The declared attack goes on the stack, where it stays until it resolves
    /// at the end of the application step.
    AttackPut { attacker: CreatureRef, target: CreatureRef },
    /// [B-TURN-2] The acting creature closes (or a feature closes it).
    Closed { creature: CreatureRef },
    /// An attack step (or the preliminary stage) starts [B-ATK-1..6].
    StepStarted { step: BerserkStep },
    /// [B-STACK-1]
    PriorityPassed { player: u8, step: BerserkStep },
    /// [B-STACK-3] Both players passed with nothing of the step's on the stack.
    StepEnded { step: BerserkStep },
    /// [B-STACK-3] A triggered feature goes on the stack.
    TriggerPut { creature: CreatureRef, feature: SmolStr, when: TriggerTime },
    /// [B-STACK-2] The top of the stack resolves.
    TriggerResolved { creature: CreatureRef, feature: SmolStr },
    /// [B-STACK-2] A card's instant resolves: its effects act now [B-GAME-12].
    AbilityResolved { creature: CreatureRef, ability: u8 },
    /// [B-ATK-1] Battle cry resolved: a bonus to the creature's roll this attack.
    RollBonus { creature: CreatureRef, bonus: u8 },
    /// [B-ATK-1] Poison resolved: the attack will put a poison marker on its target.
    PoisonReadied { creature: CreatureRef, amount: u8 },
    /// [B-ATK-1] Перенаправление: a creature takes the attack on itself.
    Redirected { by: CreatureRef, from: CreatureRef },
    /// [B-ATK-1] A card's ability redirects the simple strike under way from its target onto
    /// another creature.
    StrikeRedirected { by: CreatureRef, from: CreatureRef, to: CreatureRef },
    /// [B-GAME-13] An ability moved the attack whose target was just fixed from `from` onto
    /// `to`, which is attacked now.
    AttackRedirected { by: CreatureRef, from: CreatureRef, to: CreatureRef },
    /// [B-ATK-1] A defender takes the attack on itself.
    DefenderAssigned { defender: CreatureRef, from: CreatureRef },
    /// [B-ATK-1] The attack was blocked in the preliminary stage: no die is rolled.
    AttackBlocked { attacker: CreatureRef, target: CreatureRef, by: CreatureRef },
    /// [B-ATK-1] A face-down creature is revealed (it became the target, or declared a strike).
    Revealed { creature: CreatureRef },
    /// [B-ATK-1] The end of the preliminary stage: attacking and defending cards fixed.
    TargetFixed { attacker: CreatureRef, target: CreatureRef, single_roll: bool },
    /// [B-ATK-2] A die roll.
    DieRolled { player: u8, role: Role, value: u8 },
    /// [B-ATK-2] [B-GAME-10] Two dice rolled for `creature`, whose card keeps one of them, its
    /// owner's choice: the kept one is its roll (`die_rolled` follows once it is chosen).
    DiceRolledTwice { player: u8, creature: CreatureRef, role: Role, dice: [u8; 2] },
    /// [B-GAME-13] `player` chooses `value` for `creature`'s triggered ability number
    /// `ability`.
    NumberChosen { player: u8, creature: CreatureRef, ability: u8, value: u8 },
    /// [B-ATK-2] The roll goes on the stack, on top of the attack.
    RollPut {
        attacker_roll: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        defender_roll: Option<u8>,
    },
    /// [B-ATK-2] The modified rolls are the roll's value, and the roll leaves the stack.
    RollRemoved {
        attacker_roll: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        defender_roll: Option<u8>,
    },
    /// [B-ATK-2] Удача: a die rerolled.
    DieRerolled { player: u8, by: CreatureRef, role: Role, old: u8, value: u8 },
    /// [B-ATK-2] A die modifier applies to the last roll.
    DieModified { role: Role, source: CreatureRef, feature: SmolStr, amount: u8, value: u8 },
    /// [B-ATK-2] A die modifier takes `amount` off the last roll (Неуклюжесть); `value` at
    /// least 0.
    DieLowered { role: Role, source: CreatureRef, feature: SmolStr, amount: u8, value: u8 },
    /// [B-TABLE] / [B-TABLE-2] The strikes the table gives.
    StrikesDetermined {
        attacker_roll: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        defender_roll: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        difference: Option<i16>,
        attacker_strike: StrengthOrNull,
        defender_strike: StrengthOrNull,
        exchange: bool,
    },
    /// [B-TABLE-1] The exchange choice.
    ExchangeChosen { player: u8, choice: Exchange, attacker_strike: StrengthOrNull, defender_strike: StrengthOrNull },
    /// [B-ATK-2] The striking card becomes attacking, its target attacked.
    Striking { striker: CreatureRef, target: CreatureRef, strength: Strength },
    /// [B-ATK-2] A feature heals its creature (Кровожадность).
    Healed { creature: CreatureRef, feature: SmolStr, healed: u8, total: u8 },
    /// [B-ATK-3] A modifier to a strike's numeric value (Натиск, Воодушевление).
    StrikeModified { striker: CreatureRef, source: CreatureRef, feature: SmolStr, amount: u8, value: u8 },
    /// [B-ATK-3] A card's ability reduces the strike to `value`, after its modifiers.
    StrikeCapped { striker: CreatureRef, source: CreatureRef, value: u8 },
    /// [B-ATK-3] A penalty gained from a card's ability lowers the strike by `amount`, to
    /// `value` (never below 0).
    StrikeReduced { striker: CreatureRef, feature: SmolStr, amount: u8, value: u8 },
    /// [B-ATK-3] The strike's numeric value.
    StrikeCalculated { striker: CreatureRef, target: CreatureRef, strength: Strength, value: u8 },
    /// [B-ATK-4] Защита от ударов blocks a simple strike.
    StrikeBlocked { striker: CreatureRef, target: CreatureRef, feature: SmolStr },
    /// [B-ATK-5] A replacement effect (Каменная кожа).
    StrikeReplaced { striker: CreatureRef, target: CreatureRef, feature: SmolStr, from: Strength, to: Strength, value: u8 },
    /// [B-ATK-5] A magic strike: armour, which prevents only non-magic wounds, does not act.
    ArmourIgnored { striker: CreatureRef, target: CreatureRef, feature: SmolStr },
    /// [B-ATK-5] A prevention effect (Броня).
    WoundsPrevented { target: CreatureRef, feature: SmolStr, prevented: u8, value: u8 },
    /// [B-ATK-6] Wounds put on a creature.
    Wounded { source: CreatureRef, target: CreatureRef, wounds: u8, total: u8 },
    /// [B-ATK-6] A poison marker put on a creature.
    PoisonMarker { source: CreatureRef, target: CreatureRef, amount: u8 },
    /// [B-ATK-6] Первый удар: the striker died of a first strike before its own landed.
    StrikeLost { striker: CreatureRef, target: CreatureRef, feature: SmolStr },
    /// [B-ATK-1] A block resolved: the feature it was used against leaves the stack unresolved.
    FeatureBlocked { by: CreatureRef, creature: CreatureRef, feature: SmolStr },
    /// A feature's effect: a creature gains a feature until the end of the turn or the fight.
    FeatureGained { creature: CreatureRef, feature: SmolStr, until: BerserkUntil },
    /// A gained feature ends (the turn or the fight is over).
    FeatureLost { creature: CreatureRef, feature: SmolStr },
    /// [B-DEATH-1] A creature gains extra lives (`total` now on it) by a feature (vampirism,
    /// a card's ability).
    ExtraLivesGained { creature: CreatureRef, feature: SmolStr, gained: u8, total: u8 },
    /// [B-DEATH-1] Wounds dealt to a creature take its extra lives first (`left` on it), or
    /// it pays them for an ability.
    ExtraLivesLost { creature: CreatureRef, lost: u8, left: u8 },
    /// [B-GAME-9] A finishing strike lands: it destroys its target if the target has at most
    /// `value` life left (`life_left`).
    Finished { attacker: CreatureRef, target: CreatureRef, value: u8, life_left: u8, killed: bool },
    /// An effect destroys a creature, whatever its wounds (a finishing strike, a card's
    /// ability); it dies at once [B-DEATH].
    Destroyed { creature: CreatureRef },
    /// [B-DEATH] Wounds reached life: the creature dies at once (a rule action).
    Died { creature: CreatureRef, wounds: u8 },
    /// [B-STACK-2] The attack leaves the stack: it resolved (the application step is over),
    /// was blocked [B-ATK-1], or a fighter died before its strikes landed.
    AttackRemoved { attacker: CreatureRef, target: CreatureRef },
    /// [B-ATK-6] The attack is over.
    AttackEnded { attacker: CreatureRef, target: CreatureRef },
    /// [B-TURN-2] The active player passed: the turn ends.
    TurnEnded { turn: u32, player: u8 },
    /// [B-WIN]
    GameOver { outcome: Outcome },
    /// [B-GAME-4] A round of the first-player roll; the higher roll is to choose (none: a tie,
    /// roll again).
    FirstPlayerRoll { rolls: [u8; 2], chooser: Option<u8> },
    /// [B-GAME-4] The chooser chose who goes first.
    FirstPlayerChosen { chooser: u8, first_player: u8 },
    /// [B-GAME-2] A player's crystals for recruitment.
    CrystalsGiven { player: u8, gold: u32, silver: u32 },
    /// [B-GAME-5] A deal of `cards` cards (its `redeals`-th redeal); `deck` cards are left.
    Dealt { player: u8, cards: u8, deck: u8, redeals: u32 },
    /// [B-GAME-5] The deal is kept.
    DealKept { player: u8 },
    /// [B-GAME-3] Card `slot` of the deal joins the squad; crystals left. Its card and the
    /// crystals are seen by its player alone: others get `face-down` and no crystals [B-SEE].
    Recruited {
        player: u8,
        slot: u8,
        card: SmolStr,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gold: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        silver: Option<u32>,
        /// The crystals paid above its cost (the Free Warrior), if any.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        paid_extra: Option<u8>,
    },
    /// [B-GAME-3] Before any card is taken, Linnet (card `slot` of the deal, `card`) is shown
    /// with an elite creature costing at most 7 (`with_slot`, `with`): both join the squad paid
    /// as ordinary cards. The two cards are shown to everyone; the crystals left are its
    /// player's alone [B-SEE].
    RecruitedWithCompanion {
        player: u8,
        slot: u8,
        card: SmolStr,
        with_slot: u8,
        with: SmolStr,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gold: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        silver: Option<u32>,
    },
    /// [B-GAME-3] Before recruitment the Infiltrator (card `slot` of the deal, `card`) is shown
    /// to the opponent and joins the squad; her player sees the cards `seen` of the opponent's
    /// deal, and she costs `discount` less (1 for each elite one). The opponent and spectators
    /// see her, not the cards seen, the discount or the crystals left [B-SEE].
    Infiltrated {
        player: u8,
        slot: u8,
        card: SmolStr,
        seen: Vec<SmolStr>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        discount: Option<u8>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gold: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        silver: Option<u32>,
    },
    /// [B-GAME-3] `linnet` left the battlefield: `creature`, brought into the squad with her,
    /// dies with her (whatever its wounds).
    CompanionLost { creature: CreatureRef, linnet: CreatureRef },
    /// [B-GAME-3] Card `slot` goes back out of the squad; crystals left. Seen by its player
    /// alone [B-SEE].
    Dismissed {
        player: u8,
        slot: u8,
        card: SmolStr,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        gold: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        silver: Option<u32>,
    },
    /// [B-GAME-3] The squad recruited; the cards not taken shuffled back into the deck.
    SquadRecruited { player: u8, creatures: u8, returned: u8 },
    /// [B-GAME-6] A card of the squad placed face down.
    PlacedFaceDown { creature: CreatureRef, cell: Cell },
    /// [B-GAME-6] After deployment, its Pathfinder used: a card of `player`'s goes from `from`
    /// to `to` on their half, face down as it lies (`face-down` to everyone then), and the card
    /// that lay on `to`, if any, onto `from`.
    Rearranged {
        player: u8,
        creature: CreatureRef,
        from: Cell,
        to: Cell,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        swapped: Option<CreatureRef>,
    },
    /// [B-GAME-6] `player` is done rearranging their cards after deployment.
    RearrangementDone { player: u8 },
    /// [B-GAME-8] A flyer takes off to its side's flyer zone.
    TookOff { creature: CreatureRef },
    /// [B-GAME-12] A creature loses all its features (its card's and those gained) while `by`
    /// stays on the battlefield.
    FeaturesLost { creature: CreatureRef, by: CreatureRef },
    /// [B-PROPHECY] A creature loses all its features for the rest of the battle (its card's
    /// and those it gained so far), by its own card's ability.
    AllFeaturesLost { creature: CreatureRef },
    /// [B-GAME-12] A flyer loses flight: it leaves its side's flyer zone and lands on `cell`
    /// of the board, a creature that walks from then on.
    Landed { creature: CreatureRef, cell: Cell },
    /// [B-GAME-9] A ranged attack is declared: its kind, its value (weak, medium, strong; one
    /// number thrice when no die is rolled) and the counters it spent.
    RangedDeclared { attacker: CreatureRef, target: CreatureRef, attack: BerserkRangedKind, value: [u8; 3], counters: u8 },
    /// [B-GAME-11] Counters come onto a creature (`total` now on it).
    CounterGained { creature: CreatureRef, gained: u8, total: u8 },
    /// [B-GAME-11] A card's ability takes counters off a creature (`left` on it).
    CountersLost { creature: CreatureRef, lost: u8, left: u8 },
    /// [B-ATK-3] A ranged attack's value.
    RangedValue { attacker: CreatureRef, target: CreatureRef, attack: BerserkRangedKind, value: u8 },
    /// [B-GAME-12] A creature uses its card's ability number `ability` (an action that is not
    /// an attack), on `target` if it chooses one, spending `counters`.
    AbilityUsed {
        creature: CreatureRef,
        ability: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<CreatureRef>,
        /// The further targets of an ability that chooses several.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        also: Vec<CreatureRef>,
        counters: u8,
    },
    /// [B-GAME-12] This turn, `player`'s creatures get +`bonus` to their rolls against
    /// `target` [B-ATK-2].
    RollMarked { source: CreatureRef, target: CreatureRef, player: u8, bonus: u8 },
    /// [B-GAME-12] In turn `turn`, `player` may move at most `limit` creatures: the value of
    /// `source`'s ability for the die `roll` (1–3 weak, 4–5 medium, 6 strong).
    MoversLimited { source: CreatureRef, player: u8, turn: u32, roll: u8, limit: u8 },
    /// [B-MARKER] `source`'s ability puts a `marker` on `cell` or on `creature`, until the end
    /// of turn `until_turn`.
    MarkerPut { source: CreatureRef, marker: SmolStr, cell: Option<Cell>, creature: Option<CreatureRef>, until_turn: u32 },
    /// [B-MARKER] The `marker` on `cell` or on `creature` goes.
    MarkerRemoved { marker: SmolStr, cell: Option<Cell>, creature: Option<CreatureRef> },
    /// [B-MARKER] The runes `creature`'s spell put on row `row` bloom at the start of its owner's
    /// turn: `count` unwounded creatures of that side stand in the row, so as many enemies are
    /// wounded (Tergala).
    RunesBloomed { creature: CreatureRef, row: u8, count: u8 },
    /// [B-GAME-12] Wounds move from one creature onto another.
    WoundsMoved { from: CreatureRef, to: CreatureRef, wounds: u8 },
    /// [B-GAME-12] A creature's poison markers are taken off.
    PoisonCured { creature: CreatureRef },
    /// [B-GAME-13] A card's triggered ability acts (its number on the card), at the time
    /// `when` (a term of the card language: `on_strike`, `on_attacked`...).
    AbilityTriggered { creature: CreatureRef, ability: u8, when: SmolStr },
    /// [B-GAME-13] A card's triggered ability its owner may use (its number on the card) is
    /// declined.
    TriggerDeclined { creature: CreatureRef, ability: u8 },
    /// [B-GAME-12] A creature is stunned: it does not open at its owner's next `turns` starts
    /// of turn.
    Stunned { creature: CreatureRef, turns: u8 },
    /// [B-GAME-13] A creature cannot leave its cell while `by` stays where it is and lives.
    Rooted { creature: CreatureRef, by: CreatureRef },
    /// [B-TURN-1] A stunned creature stays closed at the start of its owner's turn (`left`
    /// more turns).
    StaysClosed { creature: CreatureRef, left: u8 },
    /// [B-VALHALLA] The Valhalla ability `ability` of a card in the graveyard acts on
    /// `target`, a living creature of its owner's.
    ValhallaActed { creature: CreatureRef, ability: u8, target: CreatureRef },
    /// [B-INCARNATION] A card in the graveyard gets an incarnation token: it has `tokens` of
    /// the `needed` it incarnates with.
    IncarnationToken { creature: CreatureRef, tokens: u8, needed: u8 },
    /// [B-INCARNATION] A card comes back from the graveyard onto `cell`, a new creature, open
    /// or closed.
    Incarnated { creature: CreatureRef, cell: Cell, open: bool },
    /// [B-GAME-12] A card comes back from the graveyard onto `cell` by an ability, a new
    /// creature, closed or open.
    Resurrected { creature: CreatureRef, cell: Cell, closed: bool },
    /// [B-GAME-13] A creature's next die roll is `value` (`rolled` false: an ability fixed it;
    /// true: the roll is made now, no die rolled) [B-ATK-2].
    RollFixed { creature: CreatureRef, value: u8, rolled: bool },
    /// [B-GAME-13] A die rolled for `creature`'s ability as it is attacked: `value`, which
    /// blocks the attack or not.
    AbilityRolled { creature: CreatureRef, value: u8, blocks: bool },
    /// [B-GAME-12] A die rolled for `creature`'s ability whose amount goes by the die (weak
    /// 1–3, medium 4–5, strong 6): `value`, so `amount`.
    EffectRolled { creature: CreatureRef, value: u8, amount: u8 },
    /// [B-GAME-13] A creature's next simple strike gets +`bonus` (`total` now) [B-ATK-3].
    NextStrikeBonus { creature: CreatureRef, bonus: u8, total: u8 },
    /// [B-GAME-13] A creature's next throw this turn gets +`bonus` (`total` now) [B-GAME-9].
    NextThrowBonus { creature: CreatureRef, bonus: u8, total: u8 },
    /// [B-ATK-6] `by`'s ability takes the `wounds` of `striker`'s strike off `target`: they go
    /// onto the other creatures of `target`'s side (`wounds_moved`).
    StrikeSpread { by: CreatureRef, striker: CreatureRef, target: CreatureRef, wounds: u8 },
    /// [B-GAME-13] A die rolled for `creature`'s ability number `ability` as it acts: `value`
    /// chooses what it does.
    AbilityDieRolled { creature: CreatureRef, ability: u8, value: u8 },
    /// [B-PROPHECY] `player` reveals the top `asked` cards of their deck: `cards` (fewer if the
    /// deck has fewer), which stay on top in this order.
    Prophesied { player: u8, asked: u8, cards: Vec<SmolStr> },
    /// [B-GAME-13] The top card of `player`'s deck goes into their graveyard, face up: a card of
    /// the graveyard from now on, `creature` (Lilith and Eiderik).
    Milled { player: u8, creature: CreatureRef },
    /// [B-GAME-13] A card of `player`'s deck comes onto `cell` by an ability (the Mire Queen's
    /// summoning): a new creature, closed, face up; the deck is shuffled.
    Summoned { player: u8, creature: CreatureRef, cell: Cell },
    /// [B-PROPHECY] `creature`'s ability lets `player` look at the top of their deck: `cards`
    /// leave it into their hand, to be put back (`face-down` to the other seat) [B-SEE].
    DeckLooked { player: u8, creature: CreatureRef, cards: Vec<SmolStr> },
    /// [B-PROPHECY] `player` puts `card` back on the top of their deck, or (`bottom`) at its
    /// bottom (`face-down` to the other seat) [B-SEE].
    DeckCardPutBack { player: u8, card: SmolStr, bottom: bool },
    /// [B-GAME-12] `creature`'s order (the Tribe Matriarch's): `fighters`, its side's creatures
    /// next to `target`, each fight it with a simple strike, in this order, as if it were open
    /// and without closing (none: no fight).
    FightsOrdered { creature: CreatureRef, target: CreatureRef, fighters: Vec<CreatureRef> },
    /// [B-GAME-12] `by`'s spell (the Soul-Gnawer Shaman's hypnosis) makes `attacker` strike
    /// `target` with its simple strike and close: an attack of `attacker`'s own, declared at
    /// once, or once the attack under way has left the stack.
    StrikeForced { by: CreatureRef, attacker: CreatureRef, target: CreatureRef },
    /// [B-PROPHECY] A card of `player`'s deck a prophecy revealed brings itself onto `cell` (the
    /// Punitive Squad): a new creature, closed, face up; the deck is not shuffled.
    RevealedSummoned { player: u8, creature: CreatureRef, cell: Cell },
    /// [B-PROPHECY] `player` leaves `card`, revealed by a prophecy, in the deck: its ability that
    /// would bring it in is not used.
    RevealedStays { player: u8, card: SmolStr },
    /// [B-GAME-13] `player` shows `card` of their deck by `creature`'s ability (Degaska's
    /// search): `creature` has the card's ability number `from` ("on its strong strike") for the
    /// rest of the battle, as its own ability number `ability`; the deck is shuffled.
    AbilityBorrowed { player: u8, creature: CreatureRef, card: SmolStr, from: u8, ability: u8 },
    /// [B-GAME-12] `by`'s ability exiles `creature`'s card from its owner's graveyard: out of
    /// the game, in a zone both seats see, read by nothing that reads the graveyard.
    Exiled { creature: CreatureRef, by: CreatureRef },
    /// [B-GAME-12] A creature gets +`strike` to its simple strikes and +`life` to its life for
    /// the rest of the battle, read off `from`'s card (the Flesh Stitcher's exiled card):
    /// modifiers, not features.
    BattleBonus { creature: CreatureRef, from: CreatureRef, strike: u8, life: u8 },
}
