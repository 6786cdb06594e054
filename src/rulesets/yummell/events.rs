//! Yummell event kinds. Each is recorded with the id of the rule of Part Y that caused it.

use serde::Deserialize;
use serde::Serialize;
use smol_str::SmolStr;

use super::cards::{CardType, Stat};

/// The four phases of a turn [Y-TURN].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Preparation,
    Movement,
    Encounter,
    Refill,
}

/// What a bonus applies to (until the end of the turn).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum BonusTo {
    Movement,
    Challenge,
    Strength,
    Sympathy,
    Agility,
    Magic,
}

impl From<Stat> for BonusTo {
    fn from(s: Stat) -> Self {
        match s {
            Stat::Strength => BonusTo::Strength,
            Stat::Sympathy => BonusTo::Sympathy,
            Stat::Agility => BonusTo::Agility,
            Stat::Magic => BonusTo::Magic,
        }
    }
}

/// Why cards went to the discard pile.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellDiscardReason"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum DiscardReason {
    /// Down to 4 in the Refill phase [Y-REFILL].
    Refill,
    /// An effect made the player discard.
    Effect,
}

// Written internally tagged, read back cheaply: see `tagged_event_kinds!` in the kernel.
/// The names these kinds have in TypeScript (Eredan has a `CardType` and a `DiscardReason`).
type YummellCardType = CardType;
type YummellDiscardReason = DiscardReason;
/// A card or none: `null` in JSON (`CardOrNull` in TypeScript, declared in `wasm.rs`).
type CardOrNull = Option<SmolStr>;

crate::tagged_event_kinds! {
    EventKind as "YummellEventKind";
    /// [Y-TURN] The race begins: the players' characters, in seat order.
    GameStarted {
        characters: Vec<SmolStr>,
    },
    /// [Y-TURN] A round begins with its turn order, drawn at random.
    RoundStarted {
        round: u32,
        order: Vec<u8>,
    },
    TurnStarted {
        player: u8,
        round: u32,
    },
    PhaseStarted {
        player: u8,
        phase: Phase,
    },
    CardsDrawn {
        player: u8,
        cards: Vec<SmolStr>,
    },
    /// The shared deck ran out: the discard pile is shuffled into a new deck.
    DeckReshuffled {
        cards: u32,
    },
    /// [Y-MOVE] A card played for its movement number; `points` counts bonuses too.
    Moved {
        player: u8,
        card: SmolStr,
        points: i32,
        from: u8,
        to: u8,
        /// Points left unspent (the next square cost more).
        left: i32,
    },
    Rested {
        player: u8,
    },
    /// [Y-ENC] No encounter: the character did not move (or the deck is empty).
    EncounterSkipped {
        player: u8,
    },
    EncounterDrawn {
        player: u8,
        card: SmolStr,
        card_type: YummellCardType,
    },
    /// [Y-ENC] A creature challenge: stat + bonuses + the card's number against the value.
    Challenge {
        player: u8,
        creature: SmolStr,
        stat: Stat,
        value: i32,
        /// The card played for it, if the player had one.
        card: CardOrNull,
        total: i32,
        won: bool,
    },
    Advanced {
        player: u8,
        from: u8,
        to: u8,
        source: SmolStr,
    },
    WentBack {
        player: u8,
        from: u8,
        to: u8,
        source: SmolStr,
    },
    /// An artefact drawn as an encounter goes to the active artefacts [Y-ENC].
    ArtefactGained {
        player: u8,
        card: SmolStr,
    },
    /// [Y-ACT-2] An Event played from hand.
    EventPlayed {
        player: u8,
        card: SmolStr,
    },
    /// [Y-ACT-2] An Artefact put down: it works from the end of its owner's Refill.
    ArtefactStarted {
        player: u8,
        card: SmolStr,
    },
    /// [Y-ACT-3] An active Artefact used and discarded.
    ArtefactUsed {
        player: u8,
        card: SmolStr,
    },
    /// [Y-ACT-4]
    AbilityUsed {
        player: u8,
        character: SmolStr,
        ability: String,
    },
    /// [Y-ACT-5]
    AdvantageUsed {
        player: u8,
        advantage: SmolStr,
    },
    /// A bonus until the end of the turn.
    Bonus {
        player: u8,
        to: BonusTo,
        amount: i32,
        source: SmolStr,
    },
    ArtefactStolen {
        player: u8,
        from: u8,
        card: SmolStr,
    },
    CardsDiscarded {
        player: u8,
        cards: Vec<SmolStr>,
        reason: YummellDiscardReason,
    },
    /// [Y-REFILL] Artefacts being activated become active.
    ArtefactsActivated {
        player: u8,
        cards: Vec<SmolStr>,
    },
    TurnEnded {
        player: u8,
    },
    /// [Y-WIN] A character reached the finish.
    GameOver {
        winner: u8,
        character: SmolStr,
    },
}
