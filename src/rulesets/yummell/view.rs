//! The public shape of a Yummell state (docs/yummell-scenarios.md).

use serde::Serialize;
use smol_str::SmolStr;

use super::cards::Terrain;
use super::game::{Step, TurnFlags, YummellGame};
use crate::core::{Card, Seen};

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellPublicState"))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicState {
    pub round: u32,
    /// This round's turn order [Y-TURN].
    pub order: Vec<u8>,
    /// Whose turn it is.
    pub turn: u8,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellStep"))]
    pub step: Step,
    /// What this turn has used and gained [Y-ACT-2..5].
    pub used: TurnFlags,
    /// Terrain of every square; the last one is the finish.
    pub path: Vec<Terrain>,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellPublicPlayer[]"))]
    pub players: Vec<PublicPlayer>,
    /// The shared deck, top first: hidden to every seat [Y-SEE].
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]"))]
    pub deck: Vec<Seen<SmolStr>>,
    pub discard: Vec<SmolStr>,
    /// The creature being challenged, if any.
    pub encounter: Option<SmolStr>,
    pub winner: Option<u8>,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellPublicPlayer"))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicPlayer {
    pub character: SmolStr,
    pub advantage: SmolStr,
    pub square: u8,
    /// Its hand: hidden but to its own seat [Y-SEE].
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]"))]
    pub hand: Vec<Seen<SmolStr>>,
    /// Active artefacts [Y-ACT-3].
    pub active: Vec<SmolStr>,
    /// Artefacts being activated: active from the end of the owner's Refill [Y-ACT-2].
    pub activating: Vec<SmolStr>,
}

impl YummellGame {
    pub fn public_state(&self) -> PublicState {
        let ids = |cards: &[Card]| cards.iter().map(|c| self.card_id(*c)).collect::<Vec<_>>();
        let shown = |cards: &[Card]| cards.iter().map(|c| Seen::Shown(self.card_id(*c))).collect::<Vec<_>>();
        PublicState {
            round: self.round,
            order: self.order.clone(),
            turn: self.current(),
            step: self.step,
            used: self.flags.clone(),
            path: self.cat.path.clone(),
            players: self
                .players
                .iter()
                .map(|p| PublicPlayer {
                    character: self.cat.characters[usize::from(p.character)].id.clone(),
                    advantage: self.cat.advantages[usize::from(p.advantage)].id.clone(),
                    square: p.square,
                    hand: shown(&p.hand),
                    active: ids(&p.active),
                    activating: ids(&p.activating),
                })
                .collect(),
            deck: shown(&self.deck),
            discard: ids(&self.discard),
            encounter: self.encounter.map(|c| self.card_id(c)),
            winner: self.winner,
        }
    }
}

/// The frames of a run of events: this public state before the first and after each.
pub type PublicFrames = crate::rulesets::Frames<PublicState>;
