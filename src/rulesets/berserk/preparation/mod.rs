//! The whole game's preparation [B-GAME]: a die roll decides who chooses to go first
//! [B-GAME-4]; each player gets crystals [B-GAME-2] and a deal of 15, and may redeal
//! [B-GAME-5]; recruits a squad from the deal [B-GAME-3]; places it face down [B-GAME-6]; then
//! the cards acting after deployment act (the Pathfinder, B-GAME-13); then
//! the squads are revealed and flyers take off [B-GAME-7], and the first player's first turn
//! starts [B-TURN-1]. Each step is one player's at a time: the first player's, then the
//! second's. A player's deck, deal and squad are theirs alone [B-SEE].

mod after_deployment;
mod bot;
mod deal;
mod first_player;
mod placement;
mod recruitment;
mod reveal;

use serde::Serialize;

use super::deck::Crystals;
use super::game::{BerserkGame, Phase};
use crate::core::Priority;

pub use placement::placement_tiers;

/// The cards of a deal [B-GAME-5].
pub const DEAL_SIZE: usize = 15;

/// A card of a player's deal: the card, and whether it is recruited [B-GAME-3].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct DealtCard {
    pub def: u16,
    pub taken: bool,
    /// The crystals paid above its cost, once recruited so (the Free Warrior).
    #[serde(skip_serializing_if = "is_zero")]
    pub extra: u8,
    /// Taken with Linnet, paid as an ordinary card; it dies when she leaves the battlefield.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub companion: bool,
    /// Taken before recruitment by showing it (Linnet and her companion, the Infiltrator).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub early: bool,
    /// Crystals off its cost (the Infiltrator: 1 for each elite card she saw).
    #[serde(skip_serializing_if = "is_zero")]
    pub discount: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

/// A card of a recruited squad: the card, and the creature it became once placed [B-GAME-6].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct SquadCard {
    pub def: u16,
    pub placed: Option<u16>,
    /// The crystals paid above its cost at recruitment [B-GAME-3].
    #[serde(skip_serializing_if = "is_zero")]
    pub paid_extra: u8,
    /// Taken with Linnet: it dies when she leaves the battlefield [B-GAME-3].
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub companion: bool,
}

/// One player's side of the preparation.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Camp {
    /// The deck, top first.
    pub deck: Vec<u16>,
    /// The deal, in the order drawn [B-GAME-5].
    pub deal: Vec<DealtCard>,
    /// The squad, once recruitment is over [B-GAME-3].
    pub squad: Vec<SquadCard>,
    /// The crystals for recruitment: the player's share [B-GAME-2] less the redeals paid.
    pub crystals: Crystals,
    /// Redeals paid for [B-GAME-5].
    pub redeals: u32,
    /// The deal as kept, before recruitment [B-GAME-5] (what the Infiltrator looks into).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub kept: Vec<u16>,
    /// The opponent's cards the Infiltrator let this player see [B-GAME-3].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub seen: Vec<u16>,
}

impl Camp {
    fn new(deck: Vec<u16>) -> Camp {
        Camp {
            deck,
            deal: vec![],
            squad: vec![],
            crystals: Crystals { gold: 0, silver: 0 },
            redeals: 0,
            kept: vec![],
            seen: vec![],
        }
    }
}

/// The preparation of a whole game: the first-player rolls, who chose, who goes first, and
/// each player's camp.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Preparation {
    /// Each round of the first-player roll: player 0's die, player 1's (ties roll again).
    pub rolls: Vec<[u8; 2]>,
    /// The player whose roll was higher: they choose who goes first [B-GAME-4].
    pub chooser: u8,
    /// The first player, once chosen.
    pub first: Option<u8>,
    pub camps: [Camp; 2],
    /// The second player's back-row creatures, face down until their first turn [B-GAME-7].
    pub back_row: Vec<u16>,
    /// [B-GAME-13] The creatures placed to use their card's ability after deployment (the
    /// Pathfinder): their owner's secret until it acts, as the card is.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub to_use: Vec<u16>,
    /// [B-GAME-13] After deployment, before the reveal: the creatures of `to_use` still to
    /// act, the first acting now (its owner rearranges their cards until done [B-GAME-6]): the
    /// first player's, then the second's, each in uid order.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub scouts: Vec<u16>,
}

impl Preparation {
    pub(crate) fn new(decks: [Vec<u16>; 2]) -> Preparation {
        let [a, b] = decks;
        Preparation {
            rolls: vec![],
            chooser: 0,
            first: None,
            camps: [Camp::new(a), Camp::new(b)],
            back_row: vec![],
            to_use: vec![],
            scouts: vec![],
        }
    }

    /// The first player (player 0 until chosen).
    pub fn first(&self) -> u8 {
        self.first.unwrap_or(0)
    }
}

/// The camp of a game without preparation (a skirmish or a scenario): nothing in it.
static NO_CAMP: Camp = Camp {
    deck: Vec::new(),
    deal: Vec::new(),
    squad: Vec::new(),
    crystals: Crystals { gold: 0, silver: 0 },
    redeals: 0,
    kept: Vec::new(),
    seen: Vec::new(),
};

impl BerserkGame {
    /// The preparation, in a whole game.
    pub fn prep(&self) -> Option<&Preparation> {
        self.st.prep.as_deref()
    }

    pub(crate) fn prep_mut(&mut self) -> &mut Preparation {
        self.st.prep.get_or_insert_with(|| Box::new(Preparation::new([vec![], vec![]])))
    }

    /// `player`'s camp (an empty one outside a whole game).
    pub fn camp(&self, player: u8) -> &Camp {
        self.prep().map_or(&NO_CAMP, |p| &p.camps[usize::from(player & 1)])
    }

    /// After `player`'s part of a preparation step: the second player's part of it, or the
    /// first player's part of `next`.
    pub(crate) fn next_preparer(&mut self, player: u8, next: Phase) {
        let first = self.prep().map_or(0, Preparation::first);
        let active = if player == first {
            1 - first
        } else {
            self.st.phase = next;
            first
        };
        self.st.active = active;
        self.st.priority = Priority::new(active);
    }
}
