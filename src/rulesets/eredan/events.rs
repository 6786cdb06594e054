//! Eredan event kinds. Each is recorded with the id of the rule that caused it.

use serde::{Deserialize, Serialize};
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
}

/// Declares `EventKind` once and derives both of its JSON forms from that one list: written
/// internally tagged (`{"kind": "damaged", ...}`), read back through an externally tagged twin
/// so that reading events needs no buffering of whole events (a large saving in the .wasm).
macro_rules! event_kinds {
    ($( $(#[$vmeta:meta])* $variant:ident { $( $(#[$fmeta:meta])* $field:ident : $ty:ty ),* $(,)? } ),* $(,)?) => {
        #[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
        #[derive(Debug, Clone, PartialEq, Serialize)]
        #[serde(tag = "kind", rename_all = "snake_case")]
        pub enum EventKind {
            $( $(#[$vmeta])* $variant { $( $(#[$fmeta])* $field: $ty ),* } ),*
        }

        #[derive(Deserialize)]
        #[serde(rename_all = "snake_case", deny_unknown_fields)]
        enum Tagged {
            $( $variant { $( $(#[$fmeta])* $field: $ty ),* } ),*
        }

        impl From<Tagged> for EventKind {
            fn from(t: Tagged) -> Self {
                match t {
                    $( Tagged::$variant { $( $field ),* } => EventKind::$variant { $( $field ),* } ),*
                }
            }
        }
    };
}

impl<'de> Deserialize<'de> for EventKind {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let mut value = serde_json::Value::deserialize(deserializer)?;
        let obj = value
            .as_object_mut()
            .ok_or_else(|| D::Error::custom("an event is an object"))?;
        let kind = match obj.remove("kind") {
            Some(serde_json::Value::String(k)) => k,
            _ => return Err(D::Error::missing_field("kind")),
        };
        let mut tagged = serde_json::Map::new();
        tagged.insert(kind, value);
        // Plain serde_json here: path tracking would double the reading code of every kind.
        let t: Tagged = serde_json::from_value(serde_json::Value::Object(tagged)).map_err(D::Error::custom)?;
        Ok(t.into())
    }
}

event_kinds! {
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
    Modified {
        character: CharacterRef,
        att: i32,
        def: i32,
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
    CombatEnded {},
    Died {
        character: CharacterRef,
    },
    HandDiscarded {
        player: u8,
        cards: Vec<SmolStr>,
        limit: u8,
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
