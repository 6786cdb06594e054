//! Eredan event kinds. Each is recorded with the id of the rule that caused it.

use serde::Deserialize;
use serde::Serialize;
use smol_str::SmolStr;

use super::cards::DamageKind;
use crate::core::Outcome;

/// A character named in an event: its player, its place in the line and its card id.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct CharacterRef {
    pub player: u8,
    pub index: u8,
    pub card: SmolStr,
}

/// What kind of damage: physical (the clash) or the card-given kinds [E-DMG].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Harm {
    Physical,
    Magic,
    Direct,
}

impl From<DamageKind> for Harm {
    fn from(k: DamageKind) -> Self {
        match k {
            DamageKind::Magic => Harm::Magic,
            DamageKind::Direct => Harm::Direct,
        }
    }
}

/// Why a card went to the discard pile.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiscardReason {
    /// Replaced by new equipment [E-EQ-5].
    Replaced,
    /// Removed by an effect (Désarmement).
    Removed,
    /// Its requirements failed at resolution [E-RES-3].
    Cancelled,
    /// A played card that does not attach, at the end of its combat.
    Used,
    /// An attachment whose number of combats ran out.
    Expired,
    /// Its bearer died [E-END-3].
    BearerDied,
}

/// How long a modifier lasts, as shown in events.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Lasting {
    ThisCombat,
    ThisTurn,
    /// Until the end of the game [E-CARD-3].
    TheGame,
    /// While the card that gave it stays attached [E-CARD-11].
    WhileAttached,
}

/// Where a card played by an effect came from [E-CARD-20].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Origin {
    /// A new card, made by the effect.
    Created,
    Hand,
    Deck,
    Discard,
}

impl From<super::cards::Zone> for Origin {
    fn from(z: super::cards::Zone) -> Self {
        match z {
            super::cards::Zone::Hand => Origin::Hand,
            super::cards::Zone::Deck => Origin::Deck,
            super::cards::Zone::Discard => Origin::Discard,
        }
    }
}

// Written internally tagged, read back cheaply: see `tagged_event_kinds!` in the kernel.
crate::tagged_event_kinds! {
    EventKind as "EredanEventKind";
    GameStarted {
        first_player: u8,
    },
    DeckShuffled {
        player: u8,
    },
    TurnStarted {
        turn: u32,
        active: u8,
    },
    Untapped {
        player: u8,
        characters: Vec<CharacterRef>,
    },
    CardsDrawn {
        player: u8,
        cards: Vec<SmolStr>,
    },
    OutOfCards {
        player: u8,
    },
    FightersChosen {
        active: CharacterRef,
        passive: CharacterRef,
    },
    CardPlayed {
        player: u8,
        card: SmolStr,
        fighter: CharacterRef,
        chained: bool,
    },
    /// An attached card's "at the start of combat" effect fires.
    StartOfCombat {
        card: SmolStr,
        character: CharacterRef,
    },
    CardResolved {
        player: u8,
        card: SmolStr,
        /// Place in the N order: 1 to 4.
        position: u8,
    },
    CardCancelled {
        player: u8,
        card: SmolStr,
        position: u8,
        /// The requirement that no longer holds, e.g. "class Combattant".
        requirement: String,
    },
    Attached {
        owner: u8,
        card: SmolStr,
        character: CharacterRef,
    },
    WeaponReplaced {
        character: CharacterRef,
        replaced: SmolStr,
        by: SmolStr,
    },
    ArmorReplaced {
        character: CharacterRef,
        replaced: SmolStr,
        by: SmolStr,
    },
    /// Character `by` played a card by an effect, from `from` [E-CARD-20].
    PlayedByEffect {
        owner: u8,
        card: SmolStr,
        by: CharacterRef,
        from: Origin,
    },
    /// A card became another until the end of the game; `in_deck`: one of its owner's deck
    /// (its name hidden from every seat) [E-CARD-22].
    CardBecame {
        owner: u8,
        card: SmolStr,
        into: SmolStr,
        in_deck: bool,
    },
    /// A card went from its owner's discard pile into their deck [E-CARD-17].
    DiscardToDeck {
        owner: u8,
        card: SmolStr,
    },
    Modified {
        character: CharacterRef,
        att: i32,
        /// Added to the attack's maximum alone ("ATT +0/+1"; absent when 0) [E-CLASH-1].
        #[serde(default, skip_serializing_if = "is_zero")]
        att_max: i32,
        def: i32,
        #[serde(default, skip_serializing_if = "is_zero")]
        pv_max: i32,
        #[serde(default, skip_serializing_if = "is_zero")]
        damage_dealt: i32,
        #[serde(default, skip_serializing_if = "is_zero")]
        damage_suffered: i32,
        /// Added to the Spirit (absent when 0) [E-CARD-13].
        #[serde(default, skip_serializing_if = "is_zero")]
        spirit: i32,
        lasting: Lasting,
        source: SmolStr,
    },
    ClassesRemoved {
        character: CharacterRef,
        lasting: Lasting,
        source: SmolStr,
    },
    NoPhysicalAttack {
        character: CharacterRef,
        card: SmolStr,
    },
    /// [E-CLASH-1] The attack of `character`, a range `min` to `max` in force, drawn at the
    /// clash: `attack`.
    AttackDrawn {
        character: CharacterRef,
        min: i32,
        max: i32,
        attack: i32,
    },
    Damaged {
        source: SmolStr,
        target: CharacterRef,
        amount: i32,
        harm: Harm,
        pv: i32,
    },
    Healed {
        source: SmolStr,
        target: CharacterRef,
        amount: i32,
        pv: i32,
    },
    LostLife {
        source: SmolStr,
        target: CharacterRef,
        amount: i32,
        pv: i32,
    },
    /// A character gained (`change` > 0) or lost tokens; `tokens` is how many it has now
    /// [E-CARD-8].
    TokensChanged {
        source: SmolStr,
        character: CharacterRef,
        change: i32,
        tokens: i32,
    },
    Activated {
        card: SmolStr,
        character: CharacterRef,
    },
    CardDiscarded {
        owner: u8,
        card: SmolStr,
        reason: DiscardReason,
        /// The character it was attached to, if it was.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<CharacterRef>,
    },
    Tapped {
        characters: Vec<CharacterRef>,
    },
    ReturnedToDeck {
        owner: u8,
        card: SmolStr,
        from: CharacterRef,
    },
    CombatEnded {},
    Died {
        character: CharacterRef,
    },
    HandDiscarded {
        player: u8,
        cards: Vec<SmolStr>,
        limit: u8,
    },
    /// A card made this player lose when the turn ended [E-CARD-12].
    LostByCard {
        player: u8,
    },
    LostByOutOfCards {
        player: u8,
    },
    TurnEnded {
        turn: u32,
    },
    GameOver {
        outcome: Outcome,
        scores: [i32; 2],
    },
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}
