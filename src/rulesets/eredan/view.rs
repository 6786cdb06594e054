//! The public shape of an Eredan state, as the scenario contract documents it.

use serde::Serialize;
use smol_str::SmolStr;

use super::game::EredanGame;
use crate::core::Seen;
use super::state::Pos;

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanPublicState"))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicState {
    pub turn: u32,
    pub active: u8,
    pub players: Vec<PublicPlayer>,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicPlayer {
    pub characters: Vec<PublicCharacter>,
    /// Its hand: hidden but to its own seat [E-SEE].
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]"))]
    pub hand: Vec<Seen<SmolStr>>,
    /// Its deck, top first: hidden to every seat [E-SEE].
    #[cfg_attr(target_arch = "wasm32", tsify(type = "string[]"))]
    pub deck: Vec<Seen<SmolStr>>,
    pub discard: Vec<SmolStr>,
    pub score: i32,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicCharacter {
    pub card: SmolStr,
    pub pv: i32,
    pub max_pv: i32,
    /// Values in force at the stop point (`attack`: the minimum, when it is a range).
    pub attack: i32,
    /// The attack's maximum in force, when it is a range (drawn at the clash, E-CLASH-1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub attack_max: Option<i32>,
    pub defense: i32,
    /// The Spirit in force, when not 0 [E-CARD-13].
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub spirit: i32,
    pub tapped: bool,
    pub dead: bool,
    /// Equipped weapons, arrival order.
    pub weapons: Vec<SmolStr>,
    pub armor: Option<SmolStr>,
    /// Every attached card, arrival order.
    pub attached: Vec<SmolStr>,
    /// Tokens ("Powder") [E-CARD-8].
    #[serde(default, skip_serializing_if = "is_zero")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub tokens: i32,
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}

impl EredanGame {
    pub fn public_state(&self) -> PublicState {
        let v = self.view();
        let ids = |cards: &[crate::core::Card]| cards.iter().map(|c| v.id(*c)).collect::<Vec<_>>();
        let shown = |cards: &[crate::core::Card]| cards.iter().map(|c| Seen::Shown(v.id(*c))).collect::<Vec<_>>();
        let players = (0..2u8)
            .map(|player| {
                let pl = &self.st.players[usize::from(player)];
                let characters = (0..pl.characters.len())
                    .map(|i| {
                        let p = Pos::new(player.into(), i);
                        let c = self.st.ch(p);
                        let stats = v.stats(p);
                        let attached: Vec<_> = c.attached.iter().map(|a| a.card).collect();
                        PublicCharacter {
                            card: v.def(p).id.clone(),
                            pv: c.pv,
                            max_pv: v.max_pv(p),
                            attack: stats.att,
                            attack_max: (stats.att_max > stats.att).then_some(stats.att_max),
                            defense: stats.def,
                            spirit: stats.spirit,
                            tapped: c.tapped,
                            dead: c.dead,
                            weapons: attached
                                .iter()
                                .filter(|a| self.cat.get(a.def).is_weapon())
                                .map(|a| v.id(*a))
                                .collect(),
                            armor: attached
                                .iter()
                                .find(|a| self.cat.get(a.def).is_armor())
                                .map(|a| v.id(*a)),
                            attached: ids(&attached),
                            tokens: c.tokens,
                        }
                    })
                    .collect();
                PublicPlayer {
                    characters,
                    hand: shown(&pl.hand),
                    deck: shown(&pl.deck),
                    discard: ids(&pl.discard),
                    score: pl.score,
                }
            })
            .collect();
        PublicState {
            turn: self.st.turn,
            active: self.st.active,
            players,
        }
    }
}

/// The frames of a run of events: this public state before the first and after each.
pub type PublicFrames = crate::rulesets::Frames<PublicState>;
