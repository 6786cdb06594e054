//! The Eredan card catalogue and its declarative effect vocabulary (documented in
//! `docs/eredan-cards.md`). Cards are data: `data/eredan.json` is embedded and validated at
//! load, and a scenario may add cards of its own in the same schema.

use crate::core::ReadError;
use serde::Deserialize;
use serde::Serialize;
use smol_str::SmolStr;
use std::sync::{Arc, OnceLock};

/// The built-in catalogue file.
pub const BUILTIN_JSON: &str = include_str!("../../../data/eredan.json");

/// The built-in catalogue file, parsed once.
pub fn builtin_value() -> &'static serde_json::Value {
    static CELL: OnceLock<serde_json::Value> = OnceLock::new();
    // A panic message by Display: `expect` would bring the error's Debug into the .wasm.
    CELL.get_or_init(|| {
        crate::core::json::parse(BUILTIN_JSON).unwrap_or_else(|e| panic!("data/eredan.json is not valid JSON: {e}"))
    })
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Character,
    Action,
    /// Sort (spell): needs class Mage.
    Sort,
    /// Théurgie: needs class Prêtre.
    Theurgie,
    Objet,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Subtype {
    Weapon,
    Armor,
    Amulet,
    Banner,
    Familiar,
    Potion,
}

/// Guild/caste/class/race requirements [E-PLAY-3]: for each listed key the fighter must
/// have at least one of the listed values.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Requirements {
    #[serde(default)]
    pub guild: Vec<SmolStr>,
    #[serde(default)]
    pub caste: Vec<SmolStr>,
    #[serde(default)]
    pub class: Vec<SmolStr>,
    #[serde(default)]
    pub race: Vec<SmolStr>,
}

impl Requirements {
    pub fn is_empty(&self) -> bool {
        self.guild.is_empty() && self.caste.is_empty() && self.class.is_empty() && self.race.is_empty()
    }
}

/// Which cards an Enchaînement accepts [E-PLAY-2]; every given field must match, an empty
/// filter accepts any card.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardFilter {
    #[serde(default, rename = "type", skip_serializing_if = "Option::is_none")]
    pub card_type: Option<CardType>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subtype: Option<Subtype>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The card's family (`kind`: "Spear", "Sword"...) [E-CARD-6].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<SmolStr>,
    /// A weapon's hands (1 or 2) [E-CARD-6].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hands: Option<u8>,
}

impl CardFilter {
    pub fn matches(&self, card: &CardDef) -> bool {
        self.card_type.is_none_or(|t| t == card.card_type)
            && self.subtype.is_none_or(|s| Some(s) == card.subtype)
            && self.name.as_ref().is_none_or(|n| *n == card.name || *n == card.id)
            && self.kind.as_ref().is_none_or(|k| Some(k) == card.kind.as_ref())
            && self.hands.is_none_or(|h| Some(h) == card.hands)
    }
}

/// `Ambidextrie` [E-EQ-2]: absent (`false`), with any weapon (`true`), or only with the
/// named weapons (a list of ids or names).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Ambidextrie {
    #[default]
    #[serde(skip)]
    None,
    Any(bool),
    Only(Vec<String>),
}

/// Where a card goes when it resolves [E-RES-5].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Attach {
    /// Does not attach: discarded at the end of the combat it was played in.
    #[default]
    No,
    /// Attaches to the fighter that played it.
    Fighter,
    /// Attaches to the opposing fighter.
    OpposingFighter,
}

/// When an effect acts.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Trigger {
    /// Continuously, while the card is in force (a living character, an attached and active card).
    Static,
    /// At start of turn, for turn orders [E-START-2].
    StartOfTurn,
    /// At the start of each combat of the bearer [E-RES-1] (cards already attached).
    StartOfCombat,
    /// When the card resolves [E-RES-4].
    OnResolve,
    /// At the end of the combat in which an "activates after combat" card arrives [E-END-1].
    OnActivation,
    /// At the end of each combat of the bearer [E-END-1].
    EndOfCombat,
    /// At the end of the turn [E-EOT-1].
    EndOfTurn,
    /// Each time the bearer suffers damage (more than 0) [E-CARD-4].
    OnDamaged,
    /// Once, at the start of the first turn, before its turn orders [E-CARD-8].
    StartOfGame,
    /// Each time a card that `if.activating` accepts activates, anywhere [E-CARD-11].
    OnCardActivates,
    /// Each time a character of the bearer's side dies, the bearer included [E-CARD-14].
    OnAllyDies,
    /// Each time a character of the bearer's side suffers damage, the bearer included [E-CARD-24].
    OnAllyDamaged,
    /// A fighting character's ability, once the played cards have resolved and before the
    /// clash [E-CARD-21].
    AfterPlays,
}

/// Who an effect acts on, seen from the bearer (the character itself for an ability, the
/// character a card is attached to, or the fighter that played a card).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Who {
    Bearer,
    OpposingFighter,
    /// The bearer's other living allies (auras), optionally filtered by `with`.
    OtherAllies,
    /// Every living character of the opposing player.
    LivingOpponents,
    /// Every living character.
    AllLiving,
    /// One living character of the opposing player, drawn from the game's generator [E-CARD-9].
    RandomOpponent,
    /// One living character of the bearer's side, itself included, drawn [E-CARD-9].
    RandomAlly,
    /// Every character, dead or alive (damage only) [E-CARD-12].
    AllCharacters,
    /// Every living character of the bearer's side, the bearer included [E-CARD-14].
    LivingAllies,
    /// One living character other than the bearer, of either side, drawn [E-CARD-20].
    RandomOther,
    /// The character the trigger is about: the one who played the activating card, the one
    /// damaged, the one dying [E-CARD-24].
    Subject,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Span {
    ThisCombat,
    ThisTurn,
    /// Until the end of the game [E-CARD-3].
    TheGame,
    /// While the card that gave it stays attached [E-CARD-11].
    WhileAttached,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DamageKind {
    Magic,
    Direct,
}

/// Which turns an effect acts on.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Turns {
    List(Vec<u32>),
    Parity(Parity),
    /// Every turn whose number is a multiple of `every` [E-CARD-28].
    Every { every: u32 },
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Parity {
    Odd,
    Even,
}

impl Turns {
    pub fn contains(&self, turn: u32) -> bool {
        match self {
            Turns::List(l) => l.contains(&turn),
            Turns::Parity(Parity::Odd) => turn % 2 == 1,
            Turns::Parity(Parity::Even) => turn.is_multiple_of(2),
            Turns::Every { every } => *every > 0 && turn.is_multiple_of(*every),
        }
    }
}

/// Conditions on an effect; all given ones must hold.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Condition {
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub turns: Option<Turns>,
    /// The bearer has this class (in force now: Amnésie removes classes).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_class: Option<SmolStr>,
    /// The bearer dealt more damage than it received in this combat.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bearer_dealt_more_than_received: bool,
    /// The bearer dealt less damage than it received in this combat [E-CARD-1].
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bearer_dealt_less_than_received: bool,
    /// The bearer has every affiliation given (classes as in force now) [E-CARD-1].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer: Option<Affiliation>,
    /// The opposing fighter has every affiliation given [E-CARD-1].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub opposing: Option<Affiliation>,
    /// How many cards matching a filter the bearer carries [E-CARD-1].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_attached: Option<AttachedCount>,
    /// The bearer's attack (its minimum) is below the opposing fighter's [E-CARD-1].
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bearer_att_below_opposing: bool,
    /// The bearer has fewer PV than this [E-CARD-1].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_pv_below: Option<i32>,
    /// The bearer fights as the attacker (the active player's fighter) or the defender [E-CARD-1].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bearer_role: Option<FighterRole>,
    /// The bearer has every affiliation of at least one of these [E-CARD-1].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub bearer_any: Vec<Affiliation>,
    /// The card activating now matches this filter (with `on_card_activates` only) [E-CARD-11].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub activating: Option<CardFilter>,
    /// The character dying now has every affiliation given (with `on_ally_dies` only) [E-CARD-14].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub dying: Option<Affiliation>,
    /// The character dying now is the bearer (with `on_ally_dies` only) [E-CARD-14].
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub dying_is_bearer: bool,
    /// A count read now lies within the bounds given [E-CARD-15].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count: Option<CountBounds>,
    /// The trigger's character (who played the activating card, who suffered the damage)
    /// is of the bearer's side and has every affiliation given [E-CARD-24].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subject: Option<Affiliation>,
    /// The damage answered is of this kind [E-CARD-24].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub harm: Option<crate::rulesets::eredan::events::Harm>,
    /// The bearer's player has played this turn, in the play phase, a different card for
    /// each filter [E-CARD-29].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub side_played: Vec<CardFilter>,
    /// A living character of the bearer's side, the bearer included, has every affiliation
    /// given [E-CARD-29].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub ally: Option<Affiliation>,
}

/// A count ([E-CARD-2]) within `at_least` and `at_most` [E-CARD-15].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CountBounds {
    pub count: Count,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_least: Option<u16>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_most: Option<u16>,
}

/// A fighter's role in its combat [E-CARD-1].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FighterRole {
    /// The active player's fighter.
    Attacker,
    /// The passive player's fighter.
    Defender,
}

/// A count of the bearer's attached cards matching `filter`, within the bounds given.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AttachedCount {
    #[serde(default)]
    pub filter: CardFilter,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_least: Option<u8>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at_most: Option<u8>,
}

/// The target filter of `other_allies` auras.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Affiliation {
    /// The character's card id or name [E-CARD-19].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<SmolStr>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub guild: Option<SmolStr>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub class: Option<SmolStr>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub race: Option<SmolStr>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caste: Option<SmolStr>,
    /// The character has no caste at all [E-CARD-24].
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub no_caste: bool,
}

/// An amount: a number, a multiple of the PV the target gained this turn (Jugement), a
/// number drawn between two bounds, or a count read from the game plus a number [E-CARD-2].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Amount {
    Fixed(i32),
    Gained {
        pv_gained_this_turn_times: i32,
    },
    Between {
        between: [i32; 2],
    },
    Count {
        count: Count,
        #[serde(default, skip_serializing_if = "is_zero")]
        plus: i32,
        /// The amount never goes above this [E-CARD-2].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at_most: Option<i32>,
        /// A second count added to the first [E-CARD-13].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plus_count: Option<Count>,
    },
    /// Drawn between `from` and a count read for each target, bounds included [E-CARD-22].
    UpTo { from: i32, up_to: Count },
}

/// What an amount counts, when it acts [E-CARD-2].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Count {
    /// Objets attached to the bearer's living side.
    ObjetsOnAllies,
    /// The bearer's dead allies.
    DeadAllies,
    /// Cards in the opposing player's hand.
    CardsInOpposingHand,
    /// The bearer's printed attack (its minimum).
    BearerPrintedAtt,
    /// The damage the bearer received in this combat.
    BearerDamageReceived,
    /// The bearer's tokens [E-CARD-8].
    BearerTokens,
    /// The tokens lost through the card's latest `lose_tokens` [E-CARD-8].
    TokensLost,
    /// The bearer's Spirit in force [E-CARD-13].
    BearerSpirit,
    /// The bearer's Spirit in force above its printed Spirit [E-CARD-13].
    BearerSpiritBonus,
    /// The facing fighter's attack maximum in force above its printed maximum [E-CARD-13].
    OpposingAttMaxBonus,
    /// The DEF in force of the character the effect acts on (the bearer's elsewhere) [E-CARD-22].
    TargetDef,
}

/// A zone of a player's cards [E-CARD-20].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Zone {
    Hand,
    Deck,
    Discard,
}

/// What an effect does.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", deny_unknown_fields)]
pub enum Action {
    /// ATT/DEF change. With `static` it lasts while the source is in force; otherwise `for`.
    Modify {
        who: Who,
        /// Added to the attack, its minimum and its maximum alike.
        #[serde(default)]
        att: i32,
        /// Added to the attack's maximum alone ("ATT +0/+1": `att` 0, `att_max` 1) [E-CLASH-1].
        #[serde(default, skip_serializing_if = "is_zero")]
        att_max: i32,
        #[serde(default)]
        def: i32,
        /// Added to the maximum PV [E-CARD-3].
        #[serde(default, skip_serializing_if = "is_zero")]
        pv_max: i32,
        /// Added to each damage the target deals [E-CARD-7].
        #[serde(default, skip_serializing_if = "is_zero")]
        damage_dealt: i32,
        /// Added to each damage the target suffers [E-CARD-7].
        #[serde(default, skip_serializing_if = "is_zero")]
        damage_suffered: i32,
        /// Added to the Spirit [E-CARD-13].
        #[serde(default, skip_serializing_if = "is_zero")]
        spirit: i32,
        #[serde(default, rename = "for", skip_serializing_if = "Option::is_none")]
        span: Option<Span>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        with: Option<Affiliation>,
        /// Every number above is multiplied by this count, read when it acts [E-CARD-10].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        per: Option<Count>,
        /// Every number above is multiplied by the number of the bearer's other living
        /// characters with these affiliations [E-CARD-16].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        per_ally: Option<Box<Affiliation>>,
    },
    Damage {
        who: Who,
        amount: Amount,
        kind: DamageKind,
    },
    Heal {
        who: Who,
        amount: Amount,
        /// Only the targets with every affiliation given [E-CARD-22].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        with: Option<Affiliation>,
    },
    /// Life loss: not damage, never prevented, never scored [E-DMG].
    LoseLife {
        who: Who,
        amount: Amount,
    },
    /// The target loses all its classes for the span.
    RemoveClasses {
        who: Who,
        #[serde(rename = "for")]
        span: Span,
    },
    /// The target's most recently attached weapon goes to the discard pile.
    DiscardLatestWeapon {
        who: Who,
    },
    /// The player's later cards this turn ignore requirements, at play and at resolution.
    WaiveRequirements {},
    /// The owner's hand limit becomes this (static).
    HandLimit(u8),
    /// Every card matching `filter` attached to the target goes into its owner's deck, at a
    /// place drawn by the game's generator [E-CARD-5].
    ReturnToDeck {
        who: Who,
        #[serde(default)]
        filter: CardFilter,
    },
    /// The target gains this many tokens [E-CARD-8].
    GainTokens {
        who: Who,
        amount: Amount,
    },
    /// The target loses this many tokens, at most those it has [E-CARD-8].
    LoseTokens {
        who: Who,
        amount: Amount,
    },
    /// The bearer's player loses the game when the turn ends [E-CARD-12].
    LoseGame {},
    /// Up to `cards` cards of the bearer's player's discard pile that the filter accepts,
    /// drawn one by one, each go into that player's deck at a drawn place [E-CARD-17].
    DiscardToDeck {
        cards: u8,
        #[serde(default)]
        filter: CardFilter,
    },
    /// The damage and healing of the cards the filter accepts, seen from the bearer and aimed
    /// at one character, are increased by `amount` (static, on a character) [E-CARD-18].
    EffectBonus {
        #[serde(default)]
        filter: CardFilter,
        amount: i32,
    },
    /// A card is played by each target: a new copy of `card`, a new card drawn among the
    /// catalogue's playable cards that `random` accepts, or a card drawn among those of the
    /// bearer's player's zones `from` that `filter` accepts and the target could play
    /// [E-CARD-20].
    PlayCard {
        #[serde(default = "bearer")]
        who: Who,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        card: Option<SmolStr>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        random: Option<CardFilter>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        from: Vec<Zone>,
        #[serde(default)]
        filter: CardFilter,
    },
    /// This card, and up to `deck_cards` cards of its player's deck that `filter` accepts
    /// (drawn), become card `into` until the end of the game [E-CARD-22].
    Become {
        into: SmolStr,
        #[serde(default)]
        deck_cards: u8,
        #[serde(default)]
        filter: CardFilter,
    },
    /// The bearer's player draws this many cards [E-CARD-25].
    Draw { cards: u8 },
    /// One card drawn among those the filter accepts attached to the targets goes to its
    /// owner's discard pile [E-CARD-28].
    DiscardRandomAttached {
        who: Who,
        #[serde(default)]
        filter: CardFilter,
    },
    /// The cards the filter accepts, played by a character of the bearer's side that has
    /// `by`, do not leave when their combats run out (static, on a character) [E-CARD-27].
    Keeps {
        #[serde(default)]
        filter: CardFilter,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Affiliation>,
    },
}

fn bearer() -> Who {
    Who::Bearer
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Effect {
    pub when: Trigger,
    #[serde(default, rename = "if", skip_serializing_if = "Option::is_none")]
    pub condition: Option<Condition>,
    #[serde(rename = "do")]
    pub action: Action,
}

/// One card definition: a character, or a card that can be played.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanCardDef"))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub id: SmolStr,
    pub name: String,
    #[serde(rename = "type")]
    pub card_type: CardType,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub subtype: Option<Subtype>,
    /// The family of a playable card ("Spear", "Sword", "Staff"...), read by filters [E-CARD-6].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<SmolStr>,
    // Characters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pv: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub att: Option<i32>,
    /// A character's attack printed as a range, `att` to `att_max`, drawn at the clash
    /// [E-CLASH-1]; absent, the attack is `att` alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub att_max: Option<i32>,
    #[serde(default, skip_serializing_if = "Option::is_none", rename = "def")]
    pub defense: Option<i32>,
    /// A character's printed Spirit, 0 when absent [E-CARD-13].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub spirit: Option<i32>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub guilds: Vec<SmolStr>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub classes: Vec<SmolStr>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub races: Vec<SmolStr>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub castes: Vec<SmolStr>,
    /// A character's Enchaînement after playing a card matching this filter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chain_after: Option<CardFilter>,
    /// The character's Enchaînement holds only while this condition holds [E-CARD-15].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chain_if: Option<Condition>,
    /// While this character lives, every character of its side has Enchaînement after
    /// playing a card this filter accepts [E-CARD-26].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub allies_chain_after: Option<CardFilter>,
    /// A character carries one copy of this card at most [E-CARD-28].
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub one_per_character: bool,
    // Playable cards.
    #[serde(default, skip_serializing_if = "Requirements::is_empty")]
    pub requires: Requirements,
    /// The card's own Enchaînement and its filter.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub chain: Option<CardFilter>,
    /// Weapons: 1 or 2 hands.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hands: Option<u8>,
    #[serde(default, skip_serializing_if = "is_no_ambidextrie")]
    pub ambidextrie: Ambidextrie,
    #[serde(default, skip_serializing_if = "is_no_attach")]
    pub attaches: Attach,
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub activates_after_combat: bool,
    /// Attached cards that leave after this many combats of their bearer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub lasts_combats: Option<u8>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effects: Vec<Effect>,
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub text: String,
    /// Some of the card's numbers are the project's own choice, not taken from a source that
    /// says what the real card does: the pages mark its face so (`docs/eredan-cards.md` §2).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub illustrative: bool,
    /// Facts computed once at load from the fields above (not part of the file format).
    #[serde(skip)]
    pub derived: Derived,
}

/// What the rules ask of a card again and again, computed once when it loads.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Derived {
    /// A character's guilds, castes, classes and races as bit sets (see `Catalogue::symbols`).
    pub affiliations: [u64; 4],
    /// A card's requirements in the same bit sets; 0 means no requirement of that kind.
    pub requirements: [u64; 4],
    hand_limit: Option<u8>,
    waives_requirements: bool,
    combat_magic: bool,
    triggers: u16,
}

fn is_no_ambidextrie(a: &Ambidextrie) -> bool {
    matches!(a, Ambidextrie::None | Ambidextrie::Any(false))
}
fn is_no_attach(a: &Attach) -> bool {
    *a == Attach::No
}

impl CardDef {
    pub fn is_character(&self) -> bool {
        self.card_type == CardType::Character
    }
    pub fn is_weapon(&self) -> bool {
        self.subtype == Some(Subtype::Weapon)
    }
    pub fn is_armor(&self) -> bool {
        self.subtype == Some(Subtype::Armor)
    }
    pub fn two_handed(&self) -> bool {
        self.hands == Some(2)
    }

    /// Whether this weapon's Ambidextrie accepts `other` as its pair.
    pub fn ambidextrous_with(&self, other: &CardDef) -> bool {
        match &self.ambidextrie {
            Ambidextrie::None | Ambidextrie::Any(false) => false,
            Ambidextrie::Any(true) => true,
            Ambidextrie::Only(names) => names.iter().any(|n| *n == other.id || *n == other.name),
        }
    }

    /// The requirements in force: the card's own plus those of its type (Sort → Mage,
    /// Théurgie → Prêtre).
    pub fn all_requirements(&self) -> Requirements {
        let mut r = self.requires.clone();
        let implied = match self.card_type {
            CardType::Sort => Some(MAGE),
            CardType::Theurgie => Some(PRETRE),
            _ => None,
        };
        if let Some(class) = implied {
            if r.class.is_empty() {
                r.class.push(SmolStr::new_static(class));
            }
        }
        r
    }

    /// A card that deals magic damage during the combat it is played in, for the pure-mage
    /// exception [E-CLASH-2]; cards that deal it over time from an attachment do not count.
    #[inline]
    pub fn deals_combat_magic_damage(&self) -> bool {
        self.derived.combat_magic
    }

    fn compute_combat_magic(&self) -> bool {
        self.lasts_combats.is_none()
            && self.effects.iter().any(|e| {
                matches!(
                    e.action,
                    Action::Damage {
                        kind: DamageKind::Magic,
                        ..
                    }
                )
            })
    }

    #[inline]
    pub fn static_hand_limit(&self) -> Option<u8> {
        self.derived.hand_limit
    }

    /// Whether any effect fires on `trigger`.
    #[inline]
    pub fn has_trigger(&self, trigger: Trigger) -> bool {
        self.derived.triggers & (1 << trigger as u16) != 0
    }

    fn derive(&mut self, symbols: &mut [Vec<SmolStr>; 4]) -> Result<(), String> {
        let own = [&self.guilds, &self.castes, &self.classes, &self.races];
        let req = [
            &self.requires.guild,
            &self.requires.caste,
            &self.requires.class,
            &self.requires.race,
        ];
        let mut affiliations = [0u64; 4];
        let mut requirements = [0u64; 4];
        for k in 0..4 {
            for v in own[k] {
                affiliations[k] |= intern(&mut symbols[k], v, k)?;
            }
            for v in req[k] {
                requirements[k] |= intern(&mut symbols[k], v, k)?;
            }
        }
        self.derived = Derived {
            affiliations,
            requirements,
            hand_limit: self.compute_hand_limit(),
            waives_requirements: self
                .effects
                .iter()
                .any(|e| matches!(e.action, Action::WaiveRequirements {})),
            combat_magic: self.compute_combat_magic(),
            triggers: self.effects.iter().fold(0, |m, e| m | (1 << e.when as u16)),
        };
        Ok(())
    }

    fn compute_hand_limit(&self) -> Option<u8> {
        self.effects.iter().find_map(|e| match e.action {
            Action::HandLimit(n) if e.when == Trigger::Static => Some(n),
            _ => None,
        })
    }

    #[inline]
    pub fn waives_requirements(&self) -> bool {
        self.derived.waives_requirements
    }
}

/// The bit of affiliation `v` of kind `k` (guild, caste, class, race), added if new.
fn intern(table: &mut Vec<SmolStr>, v: &SmolStr, k: usize) -> Result<u64, String> {
    let i = match table.iter().position(|x| x == v) {
        Some(i) => i,
        None => {
            table.push(v.clone());
            table.len() - 1
        }
    };
    if i >= 64 {
        let kind = ["guild", "caste", "class", "race"][k];
        return Err(format!("too many distinct {kind} values (at most 64): \"{v}\""));
    }
    Ok(1 << i)
}

pub const MAGE: &str = "Mage";
pub const PRETRE: &str = "Prêtre";

/// A catalogue: the card definitions, addressed by index (`Card::def`) or by id.
#[derive(Debug, Clone, PartialEq)]
pub struct Catalogue {
    cards: Vec<CardDef>,
    /// The cards' indices ordered by id, shorter ids first: a lookup (`position`) compares
    /// lengths before bytes, and most ids differ in length.
    by_id: Vec<u16>,
    /// Every guild, caste, class and race value met so far: bit `i` of a set is entry `i`.
    symbols: [Vec<SmolStr>; 4],
    /// How many of `cards` are built in (the rest came from a scenario).
    builtin: usize,
}

/// An error in a card definition, naming the card and the field.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CatalogueError(pub ReadError);

impl std::fmt::Display for CatalogueError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

impl Catalogue {
    /// The built-in catalogue, parsed and validated once.
    pub fn builtin() -> Arc<Catalogue> {
        static CELL: OnceLock<Arc<Catalogue>> = OnceLock::new();
        CELL.get_or_init(|| {
            let cards = builtin_value().get("cards").cloned().unwrap_or_default();
            let mut cat = Catalogue {
                cards: Vec::new(),
                by_id: Vec::new(),
                symbols: Default::default(),
                builtin: 0,
            };
            if let Err(e) = cat.add_json(&cards, "data/eredan.json") {
                panic!("built-in catalogue is invalid: {e}");
            }
            cat.builtin = cat.cards.len();
            Arc::new(cat)
        })
        .clone()
    }

    /// The built-in catalogue extended with extra definitions (a scenario's `cards`).
    pub fn with_extra(extra: &serde_json::Value, origin: &str) -> Result<Arc<Catalogue>, CatalogueError> {
        let base = Catalogue::builtin();
        if extra.as_array().is_some_and(|a| a.is_empty()) {
            return Ok(base);
        }
        let mut cat = (*base).clone();
        cat.add_json(extra, origin)?;
        Ok(Arc::new(cat))
    }

    /// Parses and validates an array of card definitions.
    pub fn add_json(&mut self, cards: &serde_json::Value, origin: &str) -> Result<(), CatalogueError> {
        let list = cards
            .as_array()
            .ok_or_else(|| CatalogueError(ReadError::at(origin, "expected an array of cards")))?;
        for (i, raw) in list.iter().enumerate() {
            let path = format!("{origin}[{i}]");
            let shown = raw
                .get("id")
                .and_then(|v| v.as_str())
                .map(|id| format!("{path} (card \"{id}\")"))
                .unwrap_or_else(|| path.clone());
            let fail = |why: &str| CatalogueError(ReadError::shown(&path, &shown, why));
            let def: CardDef = crate::core::json::from_value(raw.clone()).map_err(|e| fail(&e.to_string()))?;
            validate(&def).map_err(|why| fail(&why))?;
            let mut def = def;
            def.requires = def.all_requirements();
            def.derive(&mut self.symbols).map_err(|why| fail(&why))?;
            let Err(at) = self.position(&def.id) else {
                return Err(fail(&format!("field `id`: duplicate card id \"{}\"", def.id)));
            };
            if self.cards.len() >= usize::from(u16::MAX) {
                return Err(fail("too many cards"));
            }
            self.by_id.insert(at, self.cards.len() as u16);
            self.cards.push(def);
        }
        // [E-CARD-20], [E-CARD-22] The cards an effect names exist and can be played, once
        // the whole list is known (a card may name one defined after it).
        for (i, def) in self.cards[self.cards.len() - list.len()..].iter().enumerate() {
            if let Some(why) = self.unknown_named_card(def) {
                let shown = format!("{origin}[{i}] (card \"{}\")", def.id);
                return Err(CatalogueError(ReadError::shown(&format!("{origin}[{i}]"), &shown, &why)));
            }
        }
        Ok(())
    }

    /// The refusal of an effect of `def` naming a card that is not in the catalogue or is a
    /// character.
    fn unknown_named_card(&self, def: &CardDef) -> Option<String> {
        def.effects.iter().enumerate().find_map(|(k, e)| {
            let (field, id) = match &e.action {
                Action::PlayCard { card: Some(id), .. } => ("play_card.card", id),
                Action::Become { into, .. } => ("become.into", into),
                _ => return None,
            };
            match self.index_of(id).map(|d| self.get(d)) {
                None => Some(format!("field `effects[{k}]`: `do.{field}`: unknown card id \"{id}\"")),
                Some(d) if d.is_character() => Some(format!(
                    "field `effects[{k}]`: `do.{field}`: \"{id}\" is a character, not a card to play"
                )),
                Some(_) => None,
            }
        })
    }

    /// The bit set of one class value, 0 if no card names it.
    pub fn class_bit(&self, class: &str) -> u64 {
        self.symbols[2]
            .iter()
            .position(|x| x == class)
            .filter(|i| *i < 64)
            .map_or(0, |i| 1 << i)
    }

    #[inline(always)]
    pub fn get(&self, def: u16) -> &CardDef {
        &self.cards[usize::from(def)]
    }

    pub fn index_of(&self, id: &str) -> Option<u16> {
        self.position(id).ok().map(|at| self.by_id[at])
    }

    /// Where `id` is in `by_id`, or where it would go.
    fn position(&self, id: &str) -> Result<usize, usize> {
        self.by_id.binary_search_by(|&def| {
            let key = self.get(def).id.as_str();
            key.len().cmp(&id.len()).then_with(|| key.cmp(id))
        })
    }

    pub fn cards(&self) -> &[CardDef] {
        &self.cards
    }

    /// The definitions a scenario added (beyond the built-in ones).
    pub fn extra_cards(&self) -> &[CardDef] {
        &self.cards[self.builtin..]
    }

    /// Looks an id up, with an error naming the field and the nearest ids.
    pub fn require(&self, id: &str, field: impl FnOnce() -> String) -> Result<u16, ReadError> {
        self.index_of(id).ok_or_else(|| self.unknown(&field(), id))
    }

    /// The error for `id`, unknown at `field`: "field: unknown card id "x" — did you mean ...".
    pub fn unknown(&self, field: &str, id: &str) -> ReadError {
        let known: Vec<_> = self.cards.iter().map(|c| (c.id.as_str(), c.name.as_str())).collect();
        crate::core::suggest::unknown_id(field, "card", id, &known)
    }
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

/// Whether an action other than `damage` aims at `all_characters` [E-CARD-12].
fn action_aims_at_every_character(a: &Action) -> bool {
    !matches!(a, Action::Damage { .. }) && action_who(a) == Some(Who::AllCharacters)
}

/// The target of an action, if it has one.
fn action_who(a: &Action) -> Option<Who> {
    Some(match a {
        Action::Damage { who, .. } => *who,
        Action::Modify { who, .. }
        | Action::Heal { who, .. }
        | Action::LoseLife { who, .. }
        | Action::RemoveClasses { who, .. }
        | Action::DiscardLatestWeapon { who }
        | Action::ReturnToDeck { who, .. }
        | Action::GainTokens { who, .. }
        | Action::LoseTokens { who, .. }
        | Action::PlayCard { who, .. }
        | Action::DiscardRandomAttached { who, .. } => *who,
        Action::WaiveRequirements {}
        | Action::HandLimit(_)
        | Action::LoseGame {}
        | Action::DiscardToDeck { .. }
        | Action::EffectBonus { .. }
        | Action::Become { .. }
        | Action::Draw { .. }
        | Action::Keeps { .. } => return None,
    })
}

/// Semantic checks the schema cannot express; the message names the field.
fn validate(c: &CardDef) -> Result<(), String> {
    if c.id.is_empty() {
        return Err("field `id`: must not be empty".into());
    }
    if c.is_character() && c.kind.is_some() {
        return Err("field `kind`: only playable cards have a family".into());
    }
    if c.is_character() {
        if c.spirit.is_some_and(|n| !(0..=999).contains(&n)) {
            return Err(format!("field `spirit`: {} is out of range 0..=999", c.spirit.unwrap_or(0)));
        }
        if c.chain_if.is_some() && c.chain_after.is_none() {
            return Err("field `chain_if`: goes with `chain_after`".into());
        }
        if let Some(cond) = &c.chain_if {
            check_condition(cond, None).map_err(|why| format!("field `chain_if`: {why}"))?;
        }
        if c.one_per_character {
            return Err("field `one_per_character`: only a card that attaches to its fighter has it".into());
        }
        for (field, v) in [("pv", c.pv), ("att", c.att), ("def", c.defense)] {
            match v {
                None => return Err(format!("field `{field}`: a character needs it")),
                Some(n) if !(0..=999).contains(&n) => {
                    return Err(format!("field `{field}`: {n} is out of range 0..=999"))
                }
                _ => {}
            }
        }
        if c.pv == Some(0) {
            return Err("field `pv`: a character needs at least 1 PV".into());
        }
        match (c.att, c.att_max) {
            (Some(min), Some(max)) if max < min || max > 999 => {
                return Err(format!("field `att_max`: {max} is not between the attack's minimum ({min}) and 999"))
            }
            _ => {}
        }
        if c.subtype.is_some()
            || c.hands.is_some()
            || c.attaches != Attach::No
            || !c.requires.is_empty()
            || c.chain.is_some()
            || !is_no_ambidextrie(&c.ambidextrie)
            || c.lasts_combats.is_some()
            || c.activates_after_combat
        {
            return Err(
                "field `type`: a character has no subtype, hands, attaches, requires, chain, ambidextrie, \
                 lasts_combats or activates_after_combat"
                    .into(),
            );
        }
    } else {
        if c.pv.is_some()
            || c.att.is_some()
            || c.defense.is_some()
            || c.spirit.is_some()
            || c.chain_after.is_some()
            || c.chain_if.is_some()
            || c.allies_chain_after.is_some()
        {
            return Err(
                "field `pv`/`att`/`def`/`spirit`/`chain_after`/`chain_if`/`allies_chain_after`: only characters have them"
                    .into(),
            );
        }
        // [E-CARD-28] One copy per character is counted among the cards it carries.
        if c.one_per_character && c.attaches != Attach::Fighter {
            return Err("field `one_per_character`: only a card that attaches to its fighter has it".into());
        }
        if !c.guilds.is_empty() || !c.classes.is_empty() || !c.races.is_empty() || !c.castes.is_empty() {
            return Err("field `guilds`/`classes`/`races`/`castes`: only characters have affiliations".into());
        }
        if c.subtype.is_some() && c.card_type != CardType::Objet {
            return Err("field `subtype`: only an objet has a subtype".into());
        }
        if c.is_weapon() {
            if !matches!(c.hands, Some(1) | Some(2)) {
                return Err("field `hands`: a weapon needs 1 or 2".into());
            }
        } else if c.hands.is_some() {
            return Err("field `hands`: only weapons have hands".into());
        } else if !is_no_ambidextrie(&c.ambidextrie) {
            return Err("field `ambidextrie`: only weapons have it".into());
        }
        if c.two_handed() && !is_no_ambidextrie(&c.ambidextrie) {
            return Err("field `ambidextrie`: a two-handed weapon cannot have it".into());
        }
        let attaching = matches!(
            c.subtype,
            Some(Subtype::Weapon | Subtype::Armor | Subtype::Amulet | Subtype::Banner | Subtype::Familiar)
        );
        if attaching && c.attaches != Attach::Fighter {
            return Err(
                "field `attaches`: weapons, armour, amulets, banners and familiars attach to the fighter (\"fighter\")"
                    .into(),
            );
        }
        if c.lasts_combats.is_some() && c.attaches == Attach::No {
            return Err("field `lasts_combats`: only attaching cards can have it".into());
        }
        if c.lasts_combats == Some(0) {
            return Err("field `lasts_combats`: must be at least 1".into());
        }
        if c.activates_after_combat && c.attaches == Attach::No {
            return Err("field `activates_after_combat`: only attaching cards can have it".into());
        }
    }
    for (i, e) in c.effects.iter().enumerate() {
        check_effect(c, e).map_err(|why| format!("field `effects[{i}]`: {why}"))?;
    }
    Ok(())
}

/// An amount's bounds [E-CARD-2]; `action` names the field.
fn check_amount(action: &str, amount: &Amount) -> Result<(), String> {
    match *amount {
        Amount::Fixed(n) if !(0..=999).contains(&n) => {
            Err(format!("`do.{action}.amount`: {n} is out of range 0..=999"))
        }
        Amount::Gained {
            pv_gained_this_turn_times: k,
        } if !(0..=99).contains(&k) => Err(format!("`do.{action}.amount`: factor {k} is out of range 0..=99")),
        Amount::Between { between: [lo, hi] } if !(0 <= lo && lo <= hi && hi <= 999) => Err(format!(
            "`do.{action}.amount.between`: [{lo}, {hi}] is not two bounds with 0 <= min <= max <= 999"
        )),
        Amount::Count { plus, .. } if !(-999..=999).contains(&plus) => {
            Err(format!("`do.{action}.amount.plus`: {plus} is out of range -999..=999"))
        }
        Amount::Count { at_most: Some(m), .. } if !(0..=999).contains(&m) => {
            Err(format!("`do.{action}.amount.at_most`: {m} is out of range 0..=999"))
        }
        Amount::UpTo { from, .. } if !(0..=999).contains(&from) => {
            Err(format!("`do.{action}.amount.from`: {from} is out of range 0..=999"))
        }
        _ => Ok(()),
    }
}

/// The bounds of a condition's counts and which trigger its words go with; `when` is `None`
/// for a character's `chain_if`, read as a card is played.
fn check_condition(cond: &Condition, when: Option<Trigger>) -> Result<(), String> {
    if let Some(n) = &cond.bearer_attached {
        if n.at_least.is_none() && n.at_most.is_none() {
            return Err("`if.bearer_attached`: needs `at_least` or `at_most`".into());
        }
    }
    if let Some(n) = cond.bearer_pv_below {
        if !(-999..=999).contains(&n) {
            return Err(format!("`if.bearer_pv_below`: {n} is out of range -999..=999"));
        }
    }
    // [E-CARD-15] A count between bounds, one of them at least.
    if let Some(n) = &cond.count {
        if n.at_least.is_none() && n.at_most.is_none() {
            return Err("`if.count`: needs `at_least` or `at_most`".into());
        }
    }
    // [E-CARD-14] Who is dying is known only while a death is answered.
    if (cond.dying.is_some() || cond.dying_is_bearer) && when != Some(Trigger::OnAllyDies) {
        return Err("`if.dying`: goes with `when` \"on_ally_dies\"".into());
    }
    // [E-CARD-24] A trigger's character, and the kind of the damage answered.
    if cond.subject.is_some() && !matches!(when, Some(Trigger::OnCardActivates | Trigger::OnAllyDamaged)) {
        return Err("`if.subject`: goes with `when` \"on_card_activates\" or \"on_ally_damaged\"".into());
    }
    if cond.harm.is_some() && !matches!(when, Some(Trigger::OnDamaged | Trigger::OnAllyDamaged)) {
        return Err("`if.harm`: goes with `when` \"on_damaged\" or \"on_ally_damaged\"".into());
    }
    // [E-CARD-28] A period of turns.
    if let Some(Turns::Every { every: 0 }) = cond.turns {
        return Err("`if.turns.every`: must be at least 1".into());
    }
    // [E-CARD-23] A static effect reads only what holds at any moment.
    if when == Some(Trigger::Static) {
        let readable = Condition {
            bearer: cond.bearer.clone(),
            opposing: cond.opposing.clone(),
            bearer_attached: cond.bearer_attached.clone(),
            ..Condition::default()
        };
        if *cond != readable {
            return Err(
                "`if`: a static effect's condition asks only `bearer`, `opposing` or `bearer_attached`".into(),
            );
        }
    }
    Ok(())
}

/// A word of the card files (a trigger, a card type, a subtype) as they write it.
pub(crate) fn written<T: Serialize>(word: &T) -> String {
    crate::rulesets::to_json(word)
        .as_str()
        .map(String::from)
        .unwrap_or_default()
}

/// Which triggers, targets and actions go together on this card.
fn check_effect(c: &CardDef, e: &Effect) -> Result<(), String> {
    let when = written(&e.when);
    let allowed = if c.is_character() {
        matches!(
            e.when,
            Trigger::Static
                | Trigger::StartOfTurn
                | Trigger::EndOfCombat
                | Trigger::EndOfTurn
                | Trigger::OnDamaged
                | Trigger::StartOfGame
                | Trigger::OnCardActivates
                | Trigger::OnAllyDies
                | Trigger::OnAllyDamaged
                | Trigger::AfterPlays
        )
    } else if c.attaches == Attach::No {
        matches!(e.when, Trigger::OnResolve | Trigger::EndOfCombat | Trigger::EndOfTurn)
    } else {
        !matches!(
            e.when,
            Trigger::StartOfTurn
                | Trigger::StartOfGame
                | Trigger::OnAllyDies
                | Trigger::OnAllyDamaged
                | Trigger::AfterPlays
        )
            && (e.when != Trigger::OnActivation || c.activates_after_combat)
    };
    if !allowed {
        return Err(format!(
            "`when`: a {} cannot trigger `{when}`",
            if c.is_character() {
                "character's ability"
            } else if c.attaches == Attach::No {
                "card that does not attach"
            } else {
                "card without activates_after_combat"
            }
        ));
    }
    // [E-CARD-23] A static condition only on a modifier or a bonus.
    if e.when == Trigger::Static
        && e.condition.is_some()
        && !matches!(e.action, Action::Modify { .. } | Action::EffectBonus { .. })
    {
        return Err("`if`: only a static `modify` or `effect_bonus` has a condition".into());
    }
    // [E-CARD-24] The trigger's character exists only with the triggers that have one.
    if action_who(&e.action) == Some(Who::Subject)
        && !matches!(e.when, Trigger::OnCardActivates | Trigger::OnAllyDamaged | Trigger::OnAllyDies)
    {
        return Err(
            "`do`: \"subject\" goes with `when` \"on_card_activates\", \"on_ally_damaged\" or \"on_ally_dies\"".into(),
        );
    }
    // [E-CARD-11] A filter of the activating card, exactly with the trigger that has one.
    let activating = e.condition.as_ref().is_some_and(|c| c.activating.is_some());
    if activating != (e.when == Trigger::OnCardActivates) {
        return Err("`if.activating`: goes with `when` \"on_card_activates\", which needs it".into());
    }
    let range = |n: i32| {
        if (-999..=999).contains(&n) {
            Ok(())
        } else {
            Err(format!("`do`: {n} is out of range -999..=999"))
        }
    };
    if let Some(cond) = &e.condition {
        check_condition(cond, Some(e.when))?;
    }
    match &e.action {
        Action::Modify {
            span,
            with,
            who,
            att,
            att_max,
            def,
            pv_max,
            damage_dealt,
            damage_suffered,
            spirit,
            per,
            per_ally,
        } => {
            for n in [att, att_max, def, pv_max, damage_dealt, damage_suffered, spirit] {
                range(*n)?;
            }
            // [E-CARD-16] One multiplier at most.
            if per.is_some() && per_ally.is_some() {
                return Err("`do.modify.per_ally`: goes without `per`".into());
            }
            // [E-CARD-16] A static bonus per ally is a character's own.
            if per_ally.is_some() && e.when == Trigger::Static && !(c.is_character() && *who == Who::Bearer) {
                return Err("`do.modify.per_ally`: a static one only on a character's own modifier (`who` \"bearer\")".into());
            }
            // [E-CARD-10] A count is read when an effect acts; a static modifier never acts.
            if per.is_some() && e.when == Trigger::Static {
                return Err("`do.modify.per`: a static modifier has no count".into());
            }
            // [E-CARD-3] A maximum PV that came back down on its own would leave PV above it.
            if *pv_max != 0 && *span != Some(Span::TheGame) {
                return Err("`do.modify.pv_max`: only a modifier `for` \"the_game\" changes maximum PV".into());
            }
            // [E-CARD-11] Only an attached card can stay attached.
            if *span == Some(Span::WhileAttached)
                && (c.attaches == Attach::No || matches!(e.when, Trigger::OnResolve | Trigger::EndOfTurn))
            {
                return Err("`do.modify.for`: \"while_attached\" only on an attaching card, once attached".into());
            }
            if e.when == Trigger::Static {
                if span.is_some() {
                    return Err("`do.modify.for`: a static modifier lasts while its source is in force".into());
                }
                let ok_who = match who {
                    Who::Bearer | Who::OpposingFighter => true,
                    Who::OtherAllies => c.is_character(),
                    // [E-CARD-19] An aura of an attached card.
                    Who::LivingAllies => !c.is_character() && c.attaches != Attach::No,
                    _ => false,
                };
                if !ok_who {
                    return Err(format!(
                        "`do.modify.who`: a static modifier on this card aims at \"bearer\", \"opposing_fighter\"{}",
                        if c.is_character() {
                            " or \"other_allies\""
                        } else if c.attaches != Attach::No {
                            " or \"living_allies\""
                        } else {
                            ""
                        }
                    ));
                }
            } else {
                if span.is_none() {
                    return Err("`do.modify.for`: needs \"this_combat\", \"this_turn\" or \"the_game\"".into());
                }
                // [E-CARD-29] A timed modifier's filter narrows a group or a draw.
                if with.is_some() && matches!(who, Who::Bearer | Who::OpposingFighter | Who::Subject) {
                    return Err("`do.modify.with`: a timed modifier filters a group or a random target".into());
                }
            }
            let static_with = e.when == Trigger::Static && matches!(who, Who::Bearer | Who::LivingAllies);
            if with.is_some() && e.when == Trigger::Static && !static_with && *who != Who::OtherAllies {
                return Err(
                    "`do.modify.with`: only with `other_allies`, `random_opponent`, `random_ally`, or a static \
                     `bearer` or `living_allies`"
                        .into(),
                );
            }
        }
        Action::HandLimit(n) => {
            if e.when != Trigger::Static || c.is_character() {
                return Err("`do.hand_limit`: only as a `static` effect of an attaching card".into());
            }
            if *n == 0 {
                return Err("`do.hand_limit`: must be at least 1".into());
            }
        }
        Action::Damage { amount, kind, .. } => {
            check_amount("damage", amount)?;
            // [E-CARD-4] Damage answering damage would never end.
            if matches!(e.when, Trigger::OnDamaged | Trigger::OnAllyDamaged) {
                return Err("`do.damage`: an `on_damaged` or `on_ally_damaged` effect cannot deal damage".into());
            }
            // [E-DMG] Magic damage is dealt at end of combat.
            if *kind == DamageKind::Magic && e.when != Trigger::EndOfCombat {
                return Err(
                    "`do.damage.kind`: magic damage is dealt at end of combat (`when`: \"end_of_combat\")".into(),
                );
            }
        }
        Action::Heal { amount, .. } => check_amount("heal", amount)?,
        // [E-CARD-20] One source of the card played.
        Action::PlayCard { card, random, from, .. } => {
            let sources = usize::from(card.is_some()) + usize::from(random.is_some()) + usize::from(!from.is_empty());
            if sources != 1 {
                return Err("`do.play_card`: needs exactly one of `card`, `random` or `from`".into());
            }
        }
        Action::Draw { cards: 0 } => return Err("`do.draw.cards`: must be at least 1".into()),
        // [E-CARD-22] A character is no card that changes.
        Action::Become { .. } if c.is_character() => {
            return Err("`do.become`: only a playable card becomes another".into())
        }
        // [E-CARD-27] A character's lasting word on the cards of its side.
        Action::Keeps { .. } if e.when != Trigger::Static || !c.is_character() => {
            return Err("`do.keeps`: only as a `static` effect of a character".into())
        }
        Action::LoseLife { amount, .. } => check_amount("lose_life", amount)?,
        Action::RemoveClasses {
            span: Span::WhileAttached,
            ..
        } => return Err("`do.remove_classes.for`: \"while_attached\" only goes with `modify`".into()),
        // [E-CARD-12] A player loses when the turn ends, as one out of cards does.
        Action::LoseGame {} if e.when != Trigger::EndOfTurn => {
            return Err("`do.lose_game`: only `when` \"end_of_turn\"".into())
        }
        Action::GainTokens { amount, .. } => check_amount("gain_tokens", amount)?,
        Action::DiscardToDeck { cards, .. } if *cards == 0 => {
            return Err("`do.discard_to_deck.cards`: must be at least 1".into())
        }
        // [E-CARD-18] A character's lasting bonus.
        Action::EffectBonus { amount, .. } => {
            if e.when != Trigger::Static || !c.is_character() {
                return Err("`do.effect_bonus`: only as a `static` effect of a character".into());
            }
            range(*amount)?;
        }
        Action::LoseTokens { amount, .. } => check_amount("lose_tokens", amount)?,
        _ => {}
    }
    // [E-CARD-12] Dead characters are only ever damaged.
    if action_aims_at_every_character(&e.action) {
        return Err("`do`: \"all_characters\" only with `damage`".into());
    }
    if e.when == Trigger::Static
        && !matches!(
            e.action,
            Action::Modify { .. } | Action::HandLimit(_) | Action::EffectBonus { .. } | Action::Keeps { .. }
        )
    {
        return Err("`when`: `static` only goes with `modify`, `hand_limit`, `effect_bonus` or `keeps`".into());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every built-in card is found by its id, at its own index; ids that are not in the
    /// catalogue (a prefix of one, one with a letter more, an empty one) are not.
    #[test]
    fn every_card_is_found_by_its_id_and_no_other_id_is() {
        let cat = Catalogue::builtin();
        assert!(cat.cards().len() > 20);
        for (i, def) in cat.cards().iter().enumerate() {
            assert_eq!(cat.index_of(&def.id), Some(i as u16), "{}", def.id);
            let longer = format!("{}x", def.id);
            let shorter = &def.id[..def.id.len() - 1];
            for other in [longer.as_str(), shorter, ""] {
                if !cat.cards().iter().any(|d| d.id == other) {
                    assert_eq!(cat.index_of(other), None, "{other}");
                }
            }
        }
    }
}
