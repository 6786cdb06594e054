//! The public shape of a Berserk state (a scenario result's `state`).

use serde::Serialize;
use smol_str::SmolStr;

use super::events::{Cell, Step, Strength, TriggerTime};
use super::deck::{Crystals, SquadCost};
use super::game::{BerserkGame, Phase, StackEntry};
use crate::core::Outcome;

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkPublicState"))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicState {
    pub turn: u32,
    pub active: u8,
    /// "main", "attack" or "over".
    #[cfg_attr(target_arch = "wasm32", tsify(type = "\"main\" | \"attack\" | \"over\""))]
    pub phase: SmolStr,
    pub creatures: Vec<PublicCreature>,
    pub attack: Option<PublicAttack>,
    /// The stack, bottom first.
    pub stack: Vec<PublicStackItem>,
    pub outcome: Option<Outcome>,
    /// A whole game's preparation [B-GAME] (absent in a skirmish of ready squads). Each
    /// player's deal and squad are `face-down` cards here; a seat's view shows its own.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "BerserkPublicPrep"))]
    pub prep: Option<PublicPrep>,
    /// The markers on cells and creatures [B-MARKER] (absent when none): they are public.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "BerserkMarker[]"))]
    pub markers: Vec<super::markers::Marker>,
    /// A look at the top of a deck under way [B-PROPHECY] (absent when none): its cards are
    /// `face-down` here; a seat's view shows its own.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "BerserkPublicLook"))]
    pub look: Option<super::deck_look::PublicLook>,
    /// What the two `effect` options of the awaited choice do, in order [B-GAME-13] (absent
    /// when none is awaited).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "BerserkEffectOffer[]"))]
    pub effects: Vec<super::trigger_choices::EffectOffer>,
}

/// The preparation as seen [B-GAME], [B-SEE].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkPublicPrep", missing_as_null))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicPrep {
    /// The first-player roll, round by round: player 0's die, player 1's [B-GAME-4].
    pub rolls: Vec<[u8; 2]>,
    pub chooser: u8,
    pub first: Option<u8>,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "[BerserkPublicCamp, BerserkPublicCamp]"))]
    pub camps: [PublicCamp; 2],
    /// [B-GAME-6] The cells the deciding player may place on now (board cells).
    pub placement: Vec<Cell>,
    /// [B-GAME-13] After deployment: the creature whose card acts now (the Pathfinder, face up)
    /// while its owner rearranges (absent otherwise: a card placed to act is its owner's secret
    /// until it acts) [B-SEE].
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub after_deployment: Option<u16>,
    /// [B-GAME-6] A card acted after deployment and its owner rearranges their cards until done
    /// (absent when not).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub rearranging: bool,
}

/// A player's side of the preparation. To the other side and to spectators the cards are
/// `face-down` and the crystals and cost are null [B-SEE].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkPublicCamp", missing_as_null))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicCamp {
    /// Cards in the deck.
    pub deck: usize,
    /// The deal's cards [B-GAME-5], with which are taken into the squad [B-GAME-3].
    pub deal: Vec<SmolStr>,
    pub taken: Vec<bool>,
    /// The squad once recruited: each card, and the creature it became once placed.
    pub squad: Vec<SmolStr>,
    pub placed: Vec<Option<u16>>,
    pub redeals: u32,
    /// Crystals for recruitment (after the redeals), and what the squad so far costs.
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkCrystals | null"))]
    pub crystals: Option<Crystals>,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkSquadCost | null"))]
    pub cost: Option<SquadCost>,
    /// The opponent's cards the Infiltrator let this player see [B-GAME-3]: to its own seat
    /// only (absent when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub seen: Vec<SmolStr>,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicCreature {
    pub uid: u16,
    pub card: SmolStr,
    pub owner: u8,
    /// Its cell; for a flyer in its zone, the cell it took off from.
    pub cell: Cell,
    /// Its card's life; 0 while it is face down (the life would tell the card) [B-SEE].
    pub life: u8,
    pub wounds: u8,
    pub closed: bool,
    pub dead: bool,
    /// Wounds dealt by its poison markers at the start of its owner's turn.
    pub poison: u8,
    pub moved: bool,
    pub luck_used: bool,
    pub armour_used: u8,
    /// Face down: `card` is `face-down` until it is revealed.
    pub hidden: bool,
    /// Features it gained from other features, until the end of the turn or the fight
    /// (absent when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub gained: Vec<SmolStr>,
    /// In its side's flyer zone, off the board [B-GAME-8] (absent when not).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub flying: bool,
    /// Counters on it [B-GAME-11] (absent when none).
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub counters: u8,
    /// Starts of its owner's turn it still stays closed at, stunned [B-GAME-12] (absent when
    /// none).
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub stunned: u8,
    /// Incarnation tokens on its card in the graveyard [B-INCARNATION] (absent when none).
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub incarnation: u8,
    /// Extra lives, above its card's life, taken first by wounds [B-DEATH-1] (absent when
    /// none).
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub extra_lives: u8,
    /// The creatures whose strike roots it to its cell [B-GAME-13] (absent when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub rooted_by: Vec<u16>,
    /// Brought into the squad with its side's Linnet: it dies when she leaves the battlefield
    /// [B-GAME-3] (absent when not, and while it is face down: it would tell the card).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub companion: bool,
    /// It lost all its features for the rest of the battle by its own card's ability
    /// [B-PROPHECY] (absent when not): public, as the event that told it.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub featureless: bool,
    /// Dead and exiled from the graveyard: out of the game, in a zone both seats see
    /// [B-GAME-12] (absent when not).
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub exiled: bool,
    /// +X to its simple strikes for the rest of the battle from an ability, not a feature
    /// [B-GAME-12] (absent when none; its life shows its life bonus).
    #[serde(skip_serializing_if = "is_zero")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional))]
    pub strike_bonus: u8,
    /// The abilities it borrowed from cards shown from its owner's deck, for the rest of the
    /// battle (Degaska) [B-GAME-13], in order: its abilities numbered on after its card's own
    /// (absent when none). Public, as the cards were shown.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "BerserkBorrowed[]"))]
    pub borrowed: Vec<PublicBorrowed>,
}

/// [B-GAME-13] An ability borrowed from a card shown: the card, and the ability's number on it.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkBorrowed"))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicBorrowed {
    pub card: SmolStr,
    pub ability: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicAttack {
    pub attacker: u16,
    pub target: u16,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkStep"))]
    pub step: Step,
    pub single_roll: bool,
    pub rolls: [Option<u8>; 2],
    pub strikes: [Option<Strength>; 2],
    pub values: [u8; 2],
    /// The player who must make the exchange choice, if one is awaited.
    pub exchange: Option<u8>,
    pub priority: u8,
}

#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicStackItem {
    pub owner: u8,
    /// The feature's creature; the attacker for the attack and the roll.
    pub creature: u16,
    /// The feature's key, or `attack` (the attack itself) or `roll` (the die roll).
    pub feature: SmolStr,
    /// When the feature went on the stack; `null` for the attack and the roll.
    pub when: Option<TriggerTime>,
}

impl BerserkGame {
    pub fn public_state(&self) -> PublicState {
        let st = &self.st;
        PublicState {
            turn: st.turn,
            active: st.active,
            phase: SmolStr::new_static(match st.phase {
                Phase::Side => "side",
                Phase::Deal => "deal",
                Phase::Recruit => "recruit",
                Phase::Place => "place",
                Phase::Main => "main",
                Phase::Attack => "attack",
                Phase::Over => "over",
            }),
            creatures: st
                .creatures
                .iter()
                .map(|c| PublicCreature {
                    uid: c.uid,
                    card: self.card_shown(c.uid),
                    owner: c.owner,
                    cell: c.cell,
                    life: if c.hidden { 0 } else { self.life(c.uid) },
                    wounds: c.wounds,
                    closed: c.closed,
                    dead: c.dead,
                    poison: c.poison,
                    moved: c.moved,
                    luck_used: c.luck_used,
                    armour_used: c.armour_used,
                    hidden: c.hidden,
                    gained: c.gained.iter().map(|(f, _)| SmolStr::new_static(f.shown())).collect(),
                    flying: c.flying,
                    counters: c.counters,
                    stunned: c.stunned,
                    incarnation: c.incarnation,
                    extra_lives: c.extra_lives,
                    rooted_by: c.rooted_by.iter().copied().filter(|&by| st.creatures.get(usize::from(by)).is_some_and(|s| !s.dead)).collect(),
                    companion: c.companion && !c.hidden,
                    featureless: c.featureless,
                    borrowed: c.borrowed.iter().map(|&(d, ability)| PublicBorrowed { card: self.cat.get(d).id.clone(), ability }).collect(),
                    exiled: c.exiled,
                    strike_bonus: c.strike_bonus,
                })
                .collect(),
            attack: st.attack.as_ref().map(|a| PublicAttack {
                attacker: a.attacker,
                target: a.target,
                step: a.step,
                single_roll: a.single_roll,
                rolls: a.rolls,
                strikes: a.strikes,
                values: a.values,
                exchange: a.exchange,
                priority: st.priority.holder(),
            }),
            stack: st
                .priority
                .items()
                .iter()
                .map(|i| {
                    let attacker = st.attack.as_ref().map_or(0, |a| a.attacker);
                    let (creature, feature, when) = match i.item {
                        StackEntry::Attack => (attacker, "attack", None),
                        StackEntry::Roll => (attacker, "roll", None),
                        StackEntry::Feature(t) => (t.creature, t.feature.key(), Some(t.when)),
                        StackEntry::Ability(u) => (u.creature, "ability", Some(super::events::TriggerTime::Instant)),
                    };
                    PublicStackItem {
                        owner: i.owner,
                        creature,
                        feature: SmolStr::new_static(feature),
                        when,
                    }
                })
                .collect(),
            outcome: st.outcome,
            markers: st.markers.clone(),
            look: self.public_look(),
            effects: self.effect_offers(),
            prep: self.prep().map(|p| PublicPrep {
                rolls: p.rolls.clone(),
                chooser: p.chooser,
                first: p.first,
                camps: [0, 1].map(|player| self.public_camp(player, false)),
                placement: match st.phase {
                    Phase::Place if p.scouts.is_empty() => self.placement_cells(st.active),
                    _ => vec![],
                },
                after_deployment: p.scouts.first().copied(),
                rearranging: !p.scouts.is_empty(),
            }),
        }
    }

    /// `player`'s camp as the public sees it, or (`own`) as its player does [B-SEE].
    pub fn public_camp(&self, player: u8, own: bool) -> PublicCamp {
        let camp = self.camp(player);
        let card = |def: u16| match own {
            true => self.cat.get(def).id.clone(),
            false => SmolStr::new_static(super::game::FACE_DOWN),
        };
        PublicCamp {
            deck: camp.deck.len(),
            deal: camp.deal.iter().map(|d| card(d.def)).collect(),
            taken: camp.deal.iter().map(|d| d.taken && own).collect(),
            squad: camp.squad.iter().map(|s| card(s.def)).collect(),
            placed: camp.squad.iter().map(|s| s.placed).collect(),
            redeals: camp.redeals,
            crystals: own.then_some(camp.crystals),
            cost: own.then(|| self.squad_cost(player)),
            seen: if own { camp.seen.iter().map(|&d| self.cat.get(d).id.clone()).collect() } else { vec![] },
        }
    }
}

/// The frames of a run of events: this public state before the first and after each.
pub type PublicFrames = crate::rulesets::Frames<PublicState>;
