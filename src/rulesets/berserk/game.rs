//! The Berserk game: its state, the decision awaited and the dispatch of choices. The rules
//! live in their own modules: the board, the turn [B-TURN-1/2], priority and the stack
//! [B-STACK-1..3], the attack's stage and steps [B-ATK-1..6], the strike table [B-TABLE],
//! death [B-DEATH] and victory [B-WIN]. Decisions are data: each choice kind has one check in
//! its rule's module; `pending()` lists the candidates that pass it and `choose()` checks,
//! then applies, so a refusal gives the check's own reason and changes nothing.

use serde::Serialize;
use smol_str::SmolStr;
use std::sync::Arc;

use super::board::place_squads;
use super::cards::{Catalogue, CreatureDef, Feature, Squad, Until};
use super::events::{Cell, CreatureRef, EventKind, Exchange, Role, Step, Strength, TriggerTime};
use super::narrate::{say, words, Lang, Words};
use super::preparation::Preparation;
use super::ranged::Ranged;
use super::turn::MAX_TURNS;
use crate::core::error::ErrorKind;
use crate::core::event::{Event, EventLog};
use crate::core::{ByPlayer, Game, Outcome, Priority, Rng, RuleError};
use crate::rulesets::Frames;

pub type BerserkEvent = Event<EventKind>;

/// The card id shown for a face-down creature.
pub const FACE_DOWN: &str = "face-down";

/// A creature on the board (or dead: it stays in the list, marked, so nothing is lost).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Creature {
    pub uid: u16,
    pub def: u16,
    pub owner: u8,
    pub cell: Cell,
    pub wounds: u8,
    pub closed: bool,
    /// Wounds its poison markers deal at the start of its owner's turn (sum of markers).
    pub poison: u8,
    /// Moved this turn [B-TURN-2].
    pub moved: bool,
    /// The cells it moved through this turn [B-TURN-2]. Not shown: its cell is.
    #[serde(skip)]
    pub cells_moved: u8,
    /// Удача used this turn.
    pub luck_used: bool,
    /// Wounds Броня has prevented this turn.
    pub armour_used: u8,
    pub dead: bool,
    /// Face down (Засада): its card is not shown and its features do not act until it is
    /// revealed [B-ATK-1].
    pub hidden: bool,
    /// Features gained from other features' effects, until the end of the turn or the fight.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub gained: Vec<(Feature, Until)>,
    /// In its side's flyer zone, off the board [B-GAME-8].
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub flying: bool,
    /// Counters (фишки) on it, spent by its card's abilities [B-GAME-9].
    #[serde(skip_serializing_if = "is_zero")]
    pub counters: u8,
    /// Its card's abilities used this turn or battle, for the limits of their costs [B-GAME-12].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub used: Vec<super::costs::Used>,
    /// Starts of its owner's turn it stays closed at [B-GAME-12].
    #[serde(skip_serializing_if = "is_zero")]
    pub stunned: u8,
    /// Incarnation tokens on its card in the graveyard [B-INCARNATION].
    #[serde(skip_serializing_if = "is_zero")]
    pub incarnation: u8,
    /// Extra lives (дополнительные жизни): life above its card's, taken first by wounds
    /// [B-DEATH-1].
    #[serde(skip_serializing_if = "is_zero")]
    pub extra_lives: u8,
    /// The crystals paid above its card's cost when it was recruited (the Free Warrior's X):
    /// +X to its strikes and its card's life bonus for the whole game [B-GAME-3].
    #[serde(skip_serializing_if = "is_zero")]
    pub paid_extra: u8,
    /// Brought into the squad with Linnet: it dies when its side's Linnet leaves the
    /// battlefield [B-GAME-3].
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub companion: bool,
    /// The creatures whose strike roots it to its cell until they move or die [B-GAME-13].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub rooted_by: Vec<u16>,
    /// The creatures it declared a simple strike on this turn (its action, even if its card
    /// keeps it open) [B-TURN-2], [B-GAME-10]. Not shown: the state shows it closed or open.
    #[serde(skip)]
    pub struck: Vec<u16>,
    /// Wounds it has taken this turn (not healed since) [B-GAME-12]. Not shown: its wounds
    /// are.
    #[serde(skip)]
    pub wounded_this_turn: u8,
    /// It has taken wounds from an attack (a strike, a ranged attack) this turn [B-GAME-12].
    /// Not shown.
    #[serde(skip)]
    pub attack_wounded: bool,
    /// The shots and throws that have wounded it this turn [B-GAME-9]. Not shown.
    #[serde(skip)]
    pub ranged_wounded: u8,
    /// This turn, the creatures of a player get +N to their rolls against it: (the player,
    /// N) [B-GAME-12]. Not shown.
    #[serde(skip)]
    pub marked: Vec<(u8, u8)>,
    /// Its next die roll is this number, not rolled (0: none) [B-ATK-2], [B-GAME-13].
    #[serde(skip_serializing_if = "is_zero")]
    pub next_roll: u8,
    /// Added to its next simple strike's value [B-ATK-3], [B-GAME-13].
    #[serde(skip_serializing_if = "is_zero")]
    pub next_strike: u8,
    /// Its poison's wounds at the start of its owner's turn brought its wounds to its life:
    /// if it dies this turn, it dies of poison [B-TURN-1], [B-GAME-13]. Not shown.
    #[serde(skip)]
    pub poison_death: bool,
    /// The creatures whose ability took all its features while they stay on the battlefield
    /// (the Priest-King's) [B-GAME-12].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub blanked_by: Vec<u16>,
    /// It lost all its features for the rest of the battle by its own card's ability (the
    /// Seeker of Secrets' prophecy) [B-PROPHECY]: its card's icons and abilities no longer
    /// act; what it gains from then on does.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub featureless: bool,
    /// Added to the value of its next throw this turn [B-GAME-9], [B-GAME-13]. Not shown: its
    /// event tells it.
    #[serde(skip)]
    pub next_throw: u8,
    /// The last die rolled for its trigger that chooses what it does by the roll, kept for its
    /// owner's answer [B-GAME-13]. Not shown: its event tells it.
    #[serde(skip)]
    pub branch_roll: u8,
    /// Abilities it borrowed from cards shown from its owner's deck, for the rest of the
    /// battle (Degaska): each the card (catalogue index) and the ability's number on it. They
    /// are its triggers after its card's own, numbered on from them [B-GAME-13].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub borrowed: Vec<(u16, u8)>,
    /// Its card, dead, was exiled from the graveyard (a public zone): out of the game, read by
    /// nothing that reads the graveyard [B-GAME-12].
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub exiled: bool,
    /// +X to its simple strikes and +Y to its life for the rest of the battle, from the ability
    /// that brought it back (the Flesh Stitcher's): modifiers, not features, so they stay when
    /// it has lost its features [B-GAME-12].
    #[serde(skip_serializing_if = "is_zero")]
    pub strike_bonus: u8,
    #[serde(skip_serializing_if = "is_zero")]
    pub life_bonus: u8,
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Creature {
    /// A creature as it comes onto the board: unhurt, open, face down or up.
    pub(crate) fn new(uid: u16, def: u16, owner: u8, cell: Cell, hidden: bool) -> Creature {
        Creature {
            uid,
            def,
            owner,
            cell,
            wounds: 0,
            closed: false,
            poison: 0,
            moved: false,
            cells_moved: 0,
            luck_used: false,
            armour_used: 0,
            dead: false,
            hidden,
            gained: vec![],
            flying: false,
            counters: 0,
            used: vec![],
            stunned: 0,
            incarnation: 0,
            struck: vec![],
            extra_lives: 0,
            paid_extra: 0,
            companion: false,
            rooted_by: vec![],
            wounded_this_turn: 0,
            attack_wounded: false,
            ranged_wounded: 0,
            marked: vec![],
            next_roll: 0,
            next_strike: 0,
            poison_death: false,
            blanked_by: vec![],
            featureless: false,
            next_throw: 0,
            branch_roll: 0,
            borrowed: vec![],
            exiled: false,
            strike_bonus: 0,
            life_bonus: 0,
        }
    }

    /// Its card lies in its owner's graveyard: dead and not exiled [B-GAME-12].
    pub fn in_graveyard(&self) -> bool {
        self.dead && !self.exiled
    }
}

/// A triggered or used feature on the stack [B-STACK-3].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Trigger {
    pub creature: u16,
    pub feature: Feature,
    pub when: TriggerTime,
    /// A block of a feature: the stack position of the feature it blocks [B-ATK-1].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub against: Option<u8>,
}

/// An item on the stack [B-STACK]: the attack itself, from its declaration until it resolves
/// at the end of the application step ("способность лежит верхней в стеке"); the die roll,
/// from the roll until the die-roll step's bullets take its value and remove it ("удаляется
/// из стека") [B-ATK-2]; a feature; or an instant written on a card, used with priority
/// [B-GAME-12].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(tag = "item", rename_all = "snake_case")]
pub enum StackEntry {
    Attack,
    Roll,
    Feature(Trigger),
    Ability(AbilityUse),
}

/// A card's instant on the stack: its creature, the ability's number, its target.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct AbilityUse {
    pub creature: u16,
    pub ability: u8,
    pub target: u16,
    /// The effect it chose, for an ability choosing one (1 to N; 0: none) [B-ATK-2].
    #[serde(skip_serializing_if = "is_zero")]
    pub option: u8,
    /// The cell it names, for an instant choosing one (the hypnosis's struck card) [B-GAME-12].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cell: Option<Cell>,
}

/// An attack in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Attack {
    pub attacker: u16,
    pub target: u16,
    pub step: Step,
    /// The current stage's or step's end bullets have applied (the target fixed, or the
    /// strikes given): what they put on the stack resolves within it, and it ends on a
    /// further double pass [B-STACK-3].
    pub settled: bool,
    /// The target was changed (redirect or defender) in the preliminary stage.
    pub retargeted: bool,
    /// The target is a defender closed by its own stepping in [B-ATK-1], and has not opened
    /// or closed since: the one closed target that still rolls [B-TABLE-2] Decision.
    pub defender_closed: bool,
    /// [B-TABLE-2] only the attacker rolls.
    pub single_roll: bool,
    /// Last rolls: attacker, defender.
    pub rolls: [Option<u8>; 2],
    /// Bonuses to a creature's roll this attack from resolved triggers (Боевой клич):
    /// (creature, bonus), applied if it is the attacker or the final target.
    pub bonus: Vec<(u16, u8)>,
    /// +1 or −1 to a die from a card's ability (the creature acting, the die, the change),
    /// applied with the other modifiers as the die-roll step ends [B-ATK-2].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub shifts: Vec<(u16, super::events::Role, i8)>,
    /// The creature whose ability spreads the wounds of each side's strike onto the other
    /// creatures of the struck one's side (by the strikers' sides) [B-ATK-6].
    #[serde(skip_serializing_if = "no_spread")]
    pub spread: [Option<u16>; 2],
    /// The creature that blocked the attack in the preliminary stage (Блок) [B-ATK-1].
    pub blocked_by: Option<u16>,
    /// Strikes blocked in the blocking step (Блок), by side: the attacker's, the
    /// counter-strike [B-ATK-4].
    pub strike_blocks: [bool; 2],
    /// Bonuses to the strikes' values from resolved features (Воодушевление, declarative
    /// ones): the side, the creature that gave it, its feature's key, the amount [B-ATK-3].
    pub value_bonus: Vec<(usize, u16, &'static str, u8)>,
    /// Poison the attack puts on its target (Яд, readied on attack).
    pub poison: u8,
    /// The strikes: the attacker's on the target, the target's counter-strike on the attacker.
    pub strikes: [Option<Strength>; 2],
    /// Numeric values of the strikes (after calculation, replacement, prevention).
    pub values: [u8; 2],
    /// Awaiting the exchange choice of this player [B-TABLE-1].
    pub exchange: Option<u8>,
    /// A ranged attack's kind and value (none: a simple strike) [B-GAME-9].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub ranged: Option<Ranged>,
    /// The most each side's strike may be worth, and the creature whose ability set it
    /// (B-GAME-12: "reduce a melee strike to 1"), applied last in the calculation step.
    #[serde(skip_serializing_if = "no_caps")]
    pub value_cap: [Option<(u16, u8)>; 2],
    /// The strike table gave the attacker's simple strike no strike: a miss [B-TABLE],
    /// [B-GAME-13].
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub missed: bool,
    /// Made by a creature's ability as it died (the Steppe Werewolf's special strike): its
    /// attacker is dead and the attack goes on all the same [B-GAME-13].
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub posthumous: bool,
    /// The creature fought as if it were open (the Tribe Matriarch's order): as the final
    /// target, closed, it still rolls and may strike back [B-GAME-12], [B-TABLE-2].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub open_target: Option<u16>,
    /// A simple strike another card's ability forced (the hypnosis): its target may be of its
    /// attacker's own side [B-GAME-12].
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub forced: bool,
}

fn no_spread(s: &[Option<u16>; 2]) -> bool {
    s.iter().all(Option::is_none)
}

fn no_caps(caps: &[Option<(u16, u8)>; 2]) -> bool {
    caps.iter().all(Option::is_none)
}

impl Attack {
    /// An attack just declared: the preliminary stage, nothing rolled yet [B-ATK-1].
    pub(crate) fn new(attacker: u16, target: u16) -> Attack {
        Attack {
            attacker,
            target,
            step: Step::Preliminary,
            settled: false,
            retargeted: false,
            defender_closed: false,
            single_roll: false,
            rolls: [None, None],
            bonus: vec![],
            shifts: vec![],
            spread: [None, None],
            blocked_by: None,
            strike_blocks: [false; 2],
            value_bonus: vec![],
            poison: 0,
            strikes: [None, None],
            values: [0, 0],
            exchange: None,
            ranged: None,
            value_cap: [None, None],
            missed: false,
            posthumous: false,
            open_target: None,
            forced: false,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    /// [B-GAME-4] The higher roll chooses who goes first.
    Side,
    /// [B-GAME-5] Redeal or keep.
    Deal,
    /// [B-GAME-3] Recruitment.
    Recruit,
    /// [B-GAME-6] Placement face down.
    Place,
    Main,
    Attack,
    Over,
}

/// The whole game state (serialized as is: two equal states serialize byte-identically).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct State {
    pub turn: u32,
    pub active: u8,
    pub phase: Phase,
    pub creatures: Vec<Creature>,
    pub attack: Option<Attack>,
    pub priority: Priority<StackEntry>,
    pub rng: Rng,
    pub outcome: Option<Outcome>,
    pub max_turns: u32,
    /// The preparation of a whole game [B-GAME] (none in a skirmish of ready squads).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub prep: Option<Box<Preparation>>,
    /// The incarnations [B-INCARNATION] and Valhallas [B-VALHALLA] of the start of the turn
    /// waiting for their owner's choice.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub graveyard: Option<Box<super::valhalla::GraveQueue>>,
    /// Triggered abilities waiting for their owner's answer, the first asked now [B-GAME-13].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub asked: Vec<super::trigger_choices::Asked>,
    /// Markers on cells and creatures [B-MARKER].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub markers: Vec<super::markers::Marker>,
    /// What the game does once they are answered: the rest of the rule they held [B-GAME-13].
    #[serde(skip_serializing_if = "Option::is_none")]
    pub then: Option<super::trigger_choices::Resume>,
    /// Attacks triggers made, waiting for the attack under way to leave the stack [B-GAME-13].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub queued: Vec<super::triggers::Queued>,
    /// Simple strikes an ability forces (the hypnosis: attacker, target), waiting as the
    /// attacks of `queued` do, declared after them [B-GAME-12].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub forced: Vec<(u16, u16)>,
    /// The active player's last actions of the Eyes of Krong's chain this turn (0 a strike, 1
    /// a shot, 2 a heal, by its side's other forest creatures), at most three [B-GAME-10].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub chain: Vec<u8>,
    /// How many creatures a player may move in a turn, set by an ability [B-GAME-12]:
    /// (player, turn, at most).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub move_limits: Vec<(u8, u32, u8)>,
    /// The cards the last prophecy revealed [B-PROPHECY] (what the Schemer may reorder).
    #[serde(skip_serializing_if = "is_zero")]
    pub revealed: u8,
    /// The creatures that moved in the turn before, kept while the start of the turn waits
    /// for an answer before the poison acts [B-TURN-1].
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub held_moved: Vec<u16>,
    pub log: EventLog<EventKind, super::view::PublicState>,
}

crate::tagged_enum! { "type";
/// A player's choice. `player` must be the one the pending decision names.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkChoice"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Choice {
    /// [B-TURN-2] Move an open creature that has not moved this turn.
    Move { player: u8, creature: u16, to: Cell },
    /// [B-TURN-2] A simple strike on an adjacent enemy creature (diagonals included).
    Strike { player: u8, attacker: u16, target: u16 },
    /// [B-STACK-1] Pass priority; in the main phase, end the turn [B-TURN-2].
    Pass { player: u8 },
    /// [B-ATK-1] Перенаправление: `creature` takes the attack on itself.
    Redirect { player: u8, creature: u16 },
    /// [B-ATK-1] `creature` defends the target.
    Defender { player: u8, creature: u16 },
    /// [B-ATK-2] Удача: `creature` rerolls the die of `role`.
    Reroll { player: u8, creature: u16, role: Role },
    /// [B-ATK-1] / [B-ATK-4] Блок: `creature` closes to block the attack (preliminary stage)
    /// or the strike on its ally (blocking step).
    Block { player: u8, creature: u16 },
    /// [B-ATK-3] Воодушевление: `creature`, not in the fight, closes to give its fighting
    /// ally's strike +1.
    Inspire { player: u8, creature: u16 },
    /// [B-STACK-1] An instant written as data: `creature` uses its feature number `feature`
    /// (docs/berserk-features.md).
    Use { player: u8, creature: u16, feature: u8 },
    /// [B-TABLE-1] The exchange choice.
    Exchange { player: u8, choice: Exchange },
    /// [B-GAME-4] The higher roll chooses to go first (`first`: true) or second.
    Side { player: u8, first: bool },
    /// [B-GAME-5] Redeal for 1 gold.
    Redeal { player: u8 },
    /// [B-GAME-5] Keep the deal.
    Keep { player: u8 },
    /// [B-GAME-3] Take card `card` of the deal (0 to 14) into the squad.
    Recruit { player: u8, card: u8 },
    /// [B-GAME-3] Take card `card` of the deal into the squad paying `extra` crystals above
    /// its cost, as its card allows (the Free Warrior: +X to its strikes, more life).
    RecruitPaying { player: u8, card: u8, extra: u8 },
    /// [B-GAME-3] Before any card is taken: show card `card` of the deal (Linnet) and card
    /// `with` (an elite creature costing at most 7); both join the squad paid as ordinary
    /// cards, and `with` dies when Linnet leaves the battlefield.
    RecruitPair { player: u8, card: u8, with: u8 },
    /// [B-GAME-3] Before recruitment: show card `card` of the deal (the Infiltrator) to the
    /// opponent and see two random cards of their deal; she costs 1 less for each elite one
    /// and joins the squad for good.
    Infiltrate { player: u8, card: u8 },
    /// [B-GAME-3] Put card `card` of the deal back out of the squad.
    Dismiss { player: u8, card: u8 },
    /// [B-GAME-3] The squad is recruited.
    Done { player: u8 },
    /// [B-GAME-6] Place card `card` of the squad face down on `cell`; `after_deployment`: a
    /// card whose ability acts after deployment (the Pathfinder) is placed to use it then, a
    /// choice hidden with the card [B-GAME-13].
    Place {
        player: u8,
        card: u8,
        cell: Cell,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        after_deployment: bool,
    },
    /// [B-GAME-9] [B-GAME-12] `creature` uses its card's ability number `ability` (a ranged
    /// attack or another action) on `target` (itself when the ability chooses no target), and
    /// on the creatures `also` when its card lets it choose several (in ascending order, each
    /// once).
    Act {
        player: u8,
        creature: u16,
        ability: u8,
        target: u16,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        also: Vec<u16>,
        /// The X of its cost, if it has one (at least 1) [B-GAME-12].
        #[serde(default, skip_serializing_if = "is_zero")]
        x: u8,
        /// The cell it chooses, when its card chooses a cell (the creature itself is then its
        /// `target`) [B-MARKER].
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cell: Option<Cell>,
    },
    /// [B-GAME-11] `creature` closes to take a counter.
    TakeCounter { player: u8, creature: u16 },
    /// [B-VALHALLA] The Valhalla of `creature` (a card in the graveyard) acts on `target`, a
    /// living creature of the player's.
    Valhalla { player: u8, creature: u16, target: u16 },
    /// [B-INCARNATION] `creature` (a card in the graveyard) incarnates on `cell`, a free cell
    /// of the player's half.
    Incarnate { player: u8, creature: u16, cell: Cell },
    /// [B-GAME-13] `creature`'s triggered ability number `ability` acts on `target` (itself
    /// when it acts on itself), the creature its owner chooses.
    Trigger { player: u8, creature: u16, ability: u8, target: u16 },
    /// [B-GAME-13] `creature`'s triggered ability number `ability`, which its owner may use,
    /// is not used.
    Decline { player: u8, creature: u16, ability: u8 },
    /// [B-PROPHECY] `creature`'s triggered ability number `ability` let its owner look at the
    /// top of their deck: card number `card` of those still in hand (the look's order) goes
    /// back on the top of the deck, or (`bottom`) at its bottom.
    PutBack { player: u8, creature: u16, ability: u8, card: u8, bottom: bool },
    /// [B-GAME-13] Of the two effects `creature`'s triggered ability number `ability` offers
    /// (in the order its card gives them), the one `player` chooses: `option` 0 or 1.
    Effect { player: u8, creature: u16, ability: u8, option: u8 },
    /// [B-ATK-2] Of the two dice rolled for `creature` (its card keeps one), the one whose
    /// `value` `player` keeps as its roll.
    KeepDie { player: u8, creature: u16, value: u8 },
    /// [B-GAME-13] The number `player` chooses for `creature`'s triggered ability number
    /// `ability` (from 1 to the most it allows).
    Number { player: u8, creature: u16, ability: u8, value: u8 },
    /// [B-MARKER], [B-GAME-13] The cell `player` chooses for `creature`'s triggered ability
    /// number `ability`: a cell its card names (the far end of a line of cells from it, a cell
    /// to mark), or a free cell it teleports or jumps onto (Saikoron, the Children of the Mire).
    Cell { player: u8, creature: u16, ability: u8, cell: Cell },
    /// [B-GAME-13] The card of `player`'s deck `creature`'s triggered ability number `ability`
    /// shows (`card`, its id), among those it may show (Degaska's search).
    Reveal { player: u8, creature: u16, ability: u8, card: SmolStr },
    /// [B-GAME-6] After deployment, once its Pathfinder was used: `creature`, a card of the
    /// player's on the board, goes onto `cell` of their half, face down as it lies; a card on
    /// that cell takes its place. "done" ends the rearrangement.
    Rearrange { player: u8, creature: u16, cell: Cell },
}
}

impl ByPlayer for Choice {
    fn player(&self) -> u8 {
        match self {
            Choice::Move { player, .. }
            | Choice::Strike { player, .. }
            | Choice::Pass { player }
            | Choice::Redirect { player, .. }
            | Choice::Defender { player, .. }
            | Choice::Reroll { player, .. }
            | Choice::Block { player, .. }
            | Choice::Inspire { player, .. }
            | Choice::Use { player, .. }
            | Choice::Exchange { player, .. }
            | Choice::Side { player, .. }
            | Choice::Redeal { player }
            | Choice::Keep { player }
            | Choice::Recruit { player, .. }
            | Choice::RecruitPaying { player, .. }
            | Choice::RecruitPair { player, .. }
            | Choice::Infiltrate { player, .. }
            | Choice::Dismiss { player, .. }
            | Choice::Done { player }
            | Choice::Place { player, .. }
            | Choice::Act { player, .. }
            | Choice::TakeCounter { player, .. }
            | Choice::Valhalla { player, .. }
            | Choice::Incarnate { player, .. } => *player,
            | Choice::Trigger { player, .. }
            | Choice::Decline { player, .. }
            | Choice::PutBack { player, .. } => *player,
            | Choice::Effect { player, .. } => *player,
            | Choice::KeepDie { player, .. } => *player,
            | Choice::Number { player, .. } => *player,
            | Choice::Cell { player, .. } => *player,
            | Choice::Reveal { player, .. } => *player,
            | Choice::Rearrange { player, .. } => *player,
        }
    }
}

/// What kind of decision is awaited.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DecisionKind {
    /// The main phase: moves, strikes, or pass to end the turn [B-TURN-2].
    Main,
    /// Priority within an attack step [B-STACK-1].
    Priority,
    /// The exchange choice [B-TABLE-1].
    Exchange,
    /// Who goes first [B-GAME-4].
    Side,
    /// Redeal or keep [B-GAME-5].
    Deal,
    /// Recruitment [B-GAME-3].
    Recruit,
    /// Placement [B-GAME-6].
    Place,
    /// The creature a Valhalla acts on [B-VALHALLA].
    Valhalla,
    /// The cell a card incarnates on [B-INCARNATION].
    Incarnation,
    /// A triggered ability's owner chooses its target, or whether to use it [B-GAME-13].
    Trigger,
    /// An action declared on one creature names its next one, or is used on those named so far
    /// (`decline`) [B-GAME-12]: the same options as a trigger's.
    Targets,
    /// After deployment, before the reveal: a card acting then (the Pathfinder) is used or
    /// declined, and once used its owner rearranges their cards until done [B-GAME-13],
    /// [B-GAME-6].
    AfterDeployment,
}

/// The decision awaited: who, what, and every legal choice.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkDecision"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Decision {
    pub player: u8,
    pub kind: DecisionKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkStep"))]
    pub step: Option<Step>,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkChoice[]"))]
    pub options: Vec<Choice>,
}

impl ByPlayer for Decision {
    fn player(&self) -> u8 {
        self.player
    }
}

impl crate::core::Decision for Decision {
    type Choice = Choice;
    fn kind(&self) -> &'static str {
        match self.kind {
            DecisionKind::Main => "main",
            DecisionKind::Priority => "priority",
            DecisionKind::Exchange => "exchange",
            DecisionKind::Side => "side",
            DecisionKind::Deal => "deal",
            DecisionKind::Recruit => "recruit",
            DecisionKind::Place => "place",
            DecisionKind::Valhalla => "valhalla",
            DecisionKind::Incarnation => "incarnation",
            DecisionKind::Trigger => "trigger",
            DecisionKind::Targets => "targets",
            DecisionKind::AfterDeployment => "after_deployment",
        }
    }
    fn options(&self) -> &[Choice] {
        &self.options
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct BerserkGame {
    pub cat: Arc<Catalogue>,
    pub st: State,
}

/// How a check reports a refusal. Each choice kind has one check, generic in it: `choose`
/// gets a `RuleError` with its message, `pending` filtering the candidates gets `Refused`,
/// the verdict alone (no message is written, so listing the options stays cheap).
pub(crate) trait Refusal: Sized {
    /// A refusal of `kind` by `rule`; `message` is called only when the refusal is shown.
    fn of(kind: ErrorKind, rule: &'static str, message: impl FnOnce() -> String) -> Self;

    /// A rule forbids the choice.
    fn illegal(rule: &'static str, message: impl FnOnce() -> String) -> Self {
        Self::of(ErrorKind::IllegalByRule, rule, message)
    }

    /// The choice answers another decision than the pending one.
    fn not_an_option(rule: &'static str, message: Words) -> Self {
        Self::of(ErrorKind::NotAnOption, rule, || message.worded().to_string())
    }

    /// `who` chose while `decider` must decide.
    fn wrong_player(rule: &'static str, decider: u8, who: u8) -> Self {
        Self::of(ErrorKind::WrongPlayer, rule, || {
            say!(Lang::worded(), en: "player {decider} must decide, not player {who}",
                                 ru: "решает игрок {decider}, а не игрок {who}")
        })
    }

    /// The game is over.
    fn game_over(rule: &'static str) -> Self {
        Self::of(ErrorKind::GameOver, rule, || {
            say!(Lang::worded(), en: "the game is over", ru: "игра окончена")
        })
    }
}

/// Reasons several checks give.
pub(crate) const NO_ATTACK: Words = words!(en: "there is no attack", ru: "атаки нет");
pub(crate) const NOT_YOURS: Words =
    words!(en: "it must be a living creature of yours", ru: "это должно быть ваше живое существо");
pub(crate) const CLOSED_CANNOT_USE: Words =
    words!(en: "a closed creature cannot use it", ru: "закрытое существо не может её применить");

impl Refusal for RuleError {
    fn of(kind: ErrorKind, rule: &'static str, message: impl FnOnce() -> String) -> Self {
        RuleError::of(kind, Some(rule), message())
    }
}

/// A refusal without its message: the verdict of a check filtering candidates.
pub(crate) struct Refused;

impl Refusal for Refused {
    fn of(_: ErrorKind, _: &'static str, _: impl FnOnce() -> String) -> Self {
        Refused
    }
}

/// The candidates that pass `check`: the check of the decision they answer, refusing without
/// a message.
pub(crate) fn legal<'a>(
    candidates: impl IntoIterator<Item = Choice> + 'a,
    check: impl Fn(&Choice) -> Result<(), Refused> + 'a,
) -> impl Iterator<Item = Choice> + 'a {
    candidates.into_iter().filter(move |c| check(c).is_ok())
}

impl BerserkGame {
    /// An empty position (no events) for scenarios: `creatures` already placed.
    pub fn from_position(cat: Arc<Catalogue>, seed: u64, turn: u32, active: u8, creatures: Vec<Creature>) -> Self {
        BerserkGame {
            cat,
            st: State {
                turn,
                active: active & 1,
                phase: Phase::Main,
                creatures,
                attack: None,
                priority: Priority::new(active),
                rng: Rng::new(seed),
                outcome: None,
                max_turns: MAX_TURNS,
                prep: None,
                graveyard: None,
                asked: vec![],
                markers: vec![],
                then: None,
                queued: vec![],
                forced: vec![],
                chain: vec![],
                move_limits: vec![],
                revealed: 0,
                held_moved: vec![],
                log: EventLog::default(),
            },
        }
    }

    /// A new game from two squads placed in their own rows; the game opens [B-TURN-1].
    pub fn new(cat: Arc<Catalogue>, seed: u64, squads: [&Squad; 2]) -> Result<(Self, Vec<BerserkEvent>), crate::core::ReadError> {
        Self::new_framed(cat, seed, squads, false).map(|(game, events, _)| (game, events))
    }

    /// As `new`; with `framed`, also the public state before the first event and after each.
    pub fn new_framed(
        cat: Arc<Catalogue>,
        seed: u64,
        squads: [&Squad; 2],
        framed: bool,
    ) -> Result<(Self, Vec<BerserkEvent>, Option<super::view::PublicFrames>), crate::core::ReadError> {
        let creatures = place_squads(&cat, squads)?;
        let mut game = BerserkGame::from_position(cat, seed, 1, 0, creatures);
        let frames = Frames::record(&mut game, framed, |g| g.public_state(), |g| g.open());
        let events = game.st.log.take();
        Ok((game, events, frames))
    }

    /// A whole game [B-GAME] of two decks (card indexes of the catalogue, checked by the
    /// caller): the first-player roll opens it [B-GAME-4].
    pub fn new_whole_framed(
        cat: Arc<Catalogue>,
        seed: u64,
        decks: [Vec<u16>; 2],
        framed: bool,
    ) -> (Self, Vec<BerserkEvent>, Option<super::view::PublicFrames>) {
        let mut game = BerserkGame::from_position(cat, seed, 0, 0, vec![]);
        game.st.prep = Some(Box::new(Preparation::new(decks)));
        game.st.phase = Phase::Side;
        let frames = Frames::record(&mut game, framed, |g| g.public_state(), |g| g.roll_for_first());
        let events = game.st.log.take();
        (game, events, frames)
    }

    /// The ready squads of the catalogue.
    pub fn squads(&self) -> &[Squad] {
        &self.cat.squads
    }

    pub fn creature(&self, uid: u16) -> Option<&Creature> {
        self.st.creatures.get(usize::from(uid))
    }

    pub(crate) fn cr(&self, uid: u16) -> &Creature {
        let i = usize::from(uid).min(self.st.creatures.len().saturating_sub(1));
        &self.st.creatures[i]
    }

    pub(crate) fn cr_mut(&mut self, uid: u16) -> &mut Creature {
        let i = usize::from(uid).min(self.st.creatures.len().saturating_sub(1));
        &mut self.st.creatures[i]
    }

    /// A creature as events name it; a face-down one as `face-down`.
    pub fn cref(&self, uid: u16) -> CreatureRef {
        let c = self.cr(uid);
        CreatureRef {
            uid,
            owner: c.owner,
            card: self.card_shown(uid),
        }
    }

    /// The card id the players see: `face-down` while the creature is hidden.
    pub fn card_shown(&self, uid: u16) -> SmolStr {
        let c = self.cr(uid);
        if c.hidden {
            SmolStr::new_static(FACE_DOWN)
        } else {
            self.cat.get(c.def).id.clone()
        }
    }

    pub(crate) fn def_of(&self, uid: u16) -> &CreatureDef {
        self.cat.get(self.cr(uid).def)
    }

    /// `uid` has `feature`, on its card or gained, and it acts: the creature is face up.
    pub(crate) fn has(&self, uid: u16, feature: Feature) -> bool {
        let c = self.cr(uid);
        !c.hidden
            && !self.features_ignored(uid)
            && ((!c.featureless && self.def_of(uid).has(feature))
                || c.gained.iter().any(|(f, _)| f.is(feature))
                || self.static_features(uid).any(|f| f.is(feature)))
    }

    /// The number of `uid`'s acting feature `key` (Броня, Натиск…), its card's and gained
    /// ones added; 0 without it.
    pub(crate) fn amount(&self, uid: u16, key: &str) -> u8 {
        let c = self.cr(uid);
        if c.hidden || self.features_ignored(uid) {
            return 0;
        }
        let card = self.def_of(uid).features.iter().copied().filter(|_| !c.featureless);
        card.chain(c.gained.iter().map(|(f, _)| *f))
            .chain(self.static_features(uid))
            .filter(|f| f.key() == key)
            .filter_map(Feature::value)
            .fold(0, u8::saturating_add)
    }

    /// An effect opens or closes `uid` under `rule` (an event if it changes). Opened, it may act
    /// again this turn: its strikes so far no longer count [B-TURN-2].
    pub(crate) fn set_closed(&mut self, uid: u16, close: bool, rule: &'static str) -> bool {
        if self.cr(uid).closed == close {
            return false;
        }
        let c = self.cr_mut(uid);
        c.closed = close;
        if !close {
            c.struck.clear();
        }
        let creature = self.cref(uid);
        let kind = if close { EventKind::Closed { creature } } else { EventKind::Opened { creatures: vec![creature] } };
        self.emit(rule, kind);
        true
    }

    /// `uid` heals up to `amount` of its wounds (`u8::MAX`: all), by `feature` under `rule`;
    /// an event if any healed. Returns how many.
    pub(crate) fn heal(&mut self, uid: u16, amount: u8, feature: &'static str, rule: &'static str) -> u8 {
        // [B-GAME-10] A card that may wound a creature next to it instead, while it has no
        // wounds: its owner is asked.
        if self.heal_asks_wounds(uid, amount) {
            return 0;
        }
        // [B-GAME-10] A card that opens instead of healing while it has no wounds (once a turn;
        // only when closed, so that the use is not wasted).
        if amount > 0 && self.cr(uid).wounds == 0 && self.cr(uid).closed && !self.cr(uid).dead {
            if let Some(ability) = self.heal_opens(uid) {
                let cost = super::costs::Cost::parse(&self.def_of(uid).abilities[usize::from(ability)].cost).unwrap_or_default();
                self.pay_cost(uid, ability, cost);
                let (creature, when) = (self.cref(uid), SmolStr::new_static("heal_replaced_by"));
                self.emit(super::rules::B_GAME_10, EventKind::AbilityTriggered { creature, ability, when });
                self.set_closed(uid, false, super::rules::B_GAME_10);
                return 0;
            }
        }
        // [B-GAME-10] A heal that would act, as the cards watching heals change it.
        let amount = if amount > 0 && self.cr(uid).wounds > 0 && !self.cr(uid).dead { self.heal_by_code(uid, amount) } else { amount };
        let c = self.cr_mut(uid);
        let healed = amount.min(c.wounds);
        c.wounds -= healed;
        let total = c.wounds;
        if healed > 0 {
            let (creature, feature) = (self.cref(uid), SmolStr::new_static(feature));
            self.emit(rule, EventKind::Healed { creature, feature, healed, total });
        }
        healed
    }

    pub(crate) fn alive(&self) -> impl Iterator<Item = &Creature> {
        self.st.creatures.iter().filter(|c| !c.dead)
    }

    /// A creature as refusals name it: `creature 2 (militia)`; in Russian with its card's
    /// Russian name, `существо 2 (Ополченец)`.
    pub(crate) fn name(&self, uid: u16) -> String {
        // [B-SEE] A face-down creature's card is not named: the refusal may be the other side's.
        match (self.creature(uid).map(|c| (c.hidden, self.cat.get(c.def))), Lang::worded()) {
            (Some((true, _)), l) => say!(l, en: "creature {uid} (face-down)", ru: "существо {uid} (рубашкой вверх)"),
            (Some((false, card)), Lang::En) => format!("creature {uid} ({})", card.id),
            (Some((false, card)), Lang::Ru) => format!("существо {uid} ({})", card.name.ru),
            (None, l) => say!(l, en: "creature {uid} (no such creature)", ru: "существо {uid} (нет такого существа)"),
        }
    }

    /// A refusal's sentence, `creature 2 (militia) cannot block: it has no Блок`, in the
    /// language refusals are worded in (`act` is worded already).
    pub(crate) fn cannot(&self, uid: u16, act: &str, why: Words) -> String {
        let (c, why) = (self.name(uid), why.worded());
        say!(Lang::worded(), en: "{c} cannot {act}: {why}", ru: "{c} не может {act}: {why}")
    }

    /// Records an event of `rule`, after the state change it describes; while framing, the
    /// public state right after it too.
    pub(crate) fn emit(&mut self, rule: &'static str, kind: EventKind) {
        // [B-GAME-12] The wounds each creature takes this turn, for the cards that count them.
        let taken = match &kind {
            EventKind::Wounded { target, wounds, .. } => Some((target.uid, *wounds)),
            EventKind::PoisonWounds { creature, wounds, .. } => Some((creature.uid, *wounds)),
            EventKind::WoundsMoved { to, wounds, .. } => Some((to.uid, *wounds)),
            _ => None,
        };
        if let Some((uid, wounds)) = taken.filter(|&(uid, _)| usize::from(uid) < self.st.creatures.len()) {
            let c = self.cr_mut(uid);
            c.wounded_this_turn = c.wounded_this_turn.saturating_add(wounds);
            // [B-ATK-6] The wounds of an attack's strikes (simple or ranged).
            c.attack_wounded |= rule == super::rules::B_ATK_6 && matches!(kind, EventKind::Wounded { .. });
            // [B-GAME-9] The shots and throws that wounded it.
            let thrown = self.st.attack.as_ref().and_then(|a| a.ranged).is_some_and(|r| matches!(r.kind, super::ranged::RangedKind::Shot | super::ranged::RangedKind::Throw));
            if thrown && rule == super::rules::B_ATK_6 && matches!(kind, EventKind::Wounded { .. }) {
                let c = self.cr_mut(uid);
                c.ranged_wounded = c.ranged_wounded.saturating_add(1);
            }
        }
        self.st.log.push(rule, kind);
        if self.st.log.framing() {
            let frame = self.public_state();
            self.st.log.push_frame(frame);
        }
    }

    // ----- the decision -------------------------------------------------------------------

    /// Who decides what now, or `None` once the game is over.
    fn awaited(&self) -> Option<(u8, DecisionKind, Option<Step>)> {
        if let (Some(kind), Phase::Main) = (self.graveyard_decision(), self.st.phase) {
            return Some((self.st.active, kind, None));
        }
        if let Some(asked) = self.st.asked.first().filter(|_| self.st.phase != Phase::Over) {
            let step = self.st.attack.as_ref().map(|a| a.step);
            let kind = if asked.act.is_some() { DecisionKind::Targets } else { DecisionKind::Trigger };
            // A choice between two effects is its chooser's (the creature acted on's owner); a
            // move asked of the opponent, the opponent's.
            let chooser = asked.either.map_or(asked.creature, |e| e.target);
            let player = if asked.push.is_some() || asked.onto.is_some() { 1 - self.cr(chooser).owner } else { self.cr(chooser).owner };
            // [B-PROPHECY] A card of a deck revealed: its owner's.
            let player = asked.summon.map_or(player, |s| s.player);
            return Some((player, kind, step));
        }
        match (self.st.phase, &self.st.attack) {
            (Phase::Main, _) => Some((self.st.active, DecisionKind::Main, None)),
            (Phase::Side, _) => Some((self.st.active, DecisionKind::Side, None)),
            (Phase::Deal, _) => Some((self.st.active, DecisionKind::Deal, None)),
            (Phase::Recruit, _) => Some((self.st.active, DecisionKind::Recruit, None)),
            (Phase::Place, _) if self.prep().is_some_and(|p| !p.scouts.is_empty()) => Some((self.st.active, DecisionKind::AfterDeployment, None)),
            (Phase::Place, _) => Some((self.st.active, DecisionKind::Place, None)),
            (Phase::Attack, Some(a)) => Some(match a.exchange {
                Some(player) => (player, DecisionKind::Exchange, Some(a.step)),
                None => (self.st.priority.holder(), DecisionKind::Priority, Some(a.step)),
            }),
            _ => None,
        }
    }

    /// The decision awaited, or `None` once the game is over.
    pub fn decision(&self) -> Option<Decision> {
        let (player, kind, step) = self.awaited()?;
        let options = match kind {
            DecisionKind::Main => self.main_options(player),
            DecisionKind::Priority => {
                legal(self.priority_candidates(player), |c| self.check_priority(player, c)).collect()
            }
            DecisionKind::Exchange => {
                legal(self.exchange_candidates(player), |c| self.check_exchange(player, c)).collect()
            }
            DecisionKind::Side => self.side_options(player),
            DecisionKind::Deal => self.deal_options(player),
            DecisionKind::Recruit => self.recruit_options(player),
            DecisionKind::Place => self.place_options(player),
            DecisionKind::Valhalla => self.valhalla_options(player),
            DecisionKind::Incarnation => self.incarnation_options(player),
            DecisionKind::Trigger | DecisionKind::Targets => self.trigger_options(player),
            DecisionKind::AfterDeployment => self.after_deployment_options(player),
        };
        Some(Decision {
            player,
            kind,
            step,
            options,
        })
    }

    /// Whether `choice` is legal now, and if not, why: the game is over, another player
    /// decides, the choice answers another decision, or its rule forbids it.
    pub fn check(&self, choice: &Choice) -> Result<(), RuleError> {
        self.check_choice(choice)
    }

    /// The check of `choice` by the rule of the decision awaited.
    fn check_choice<E: Refusal>(&self, choice: &Choice) -> Result<(), E> {
        let Some((player, kind, _)) = self.awaited() else {
            return Err(Self::game_is_over());
        };
        self.check_decision(player, kind, choice)
    }

    /// The check of `choice` by the rule of `player`'s decision of `kind`.
    fn check_decision<E: Refusal>(&self, player: u8, kind: DecisionKind, choice: &Choice) -> Result<(), E> {
        match kind {
            DecisionKind::Main => self.check_main(player, choice),
            DecisionKind::Priority => self.check_priority(player, choice),
            DecisionKind::Exchange => self.check_exchange(player, choice),
            DecisionKind::Side => self.check_side(player, choice),
            DecisionKind::Deal => self.check_deal(player, choice),
            DecisionKind::Recruit => self.check_recruit(player, choice),
            DecisionKind::Place => self.check_place(player, choice),
            DecisionKind::Valhalla => self.check_valhalla(player, choice),
            DecisionKind::Incarnation => self.check_incarnation(player, choice),
            DecisionKind::Trigger | DecisionKind::Targets => self.check_trigger(player, choice),
            DecisionKind::AfterDeployment => self.check_after_deployment(player, choice),
        }
    }

    /// Applies a checked choice (without taking the events out of the log).
    fn apply(&mut self, choice: &Choice) {
        match self.awaited().map(|(_, kind, _)| kind) {
            Some(DecisionKind::Main) => self.apply_main(choice),
            Some(DecisionKind::Priority) => self.apply_priority(choice),
            Some(DecisionKind::Exchange) => self.apply_exchange(choice),
            Some(DecisionKind::Side) => self.apply_side(choice),
            Some(DecisionKind::Deal) => self.apply_deal(choice),
            Some(DecisionKind::Recruit) => self.apply_recruit(choice),
            Some(DecisionKind::Place) => self.apply_place(choice),
            Some(DecisionKind::Valhalla | DecisionKind::Incarnation) => self.apply_graveyard(choice),
            Some(DecisionKind::Trigger | DecisionKind::Targets) => self.apply_trigger(choice),
            Some(DecisionKind::AfterDeployment) => self.apply_after_deployment(choice),
            None => {}
        }
    }
}

impl Game for BerserkGame {
    type Decision = Decision;
    type Choice = Choice;
    type EventKind = EventKind;
    type Frame = super::view::PublicState;

    fn pending(&self) -> Option<Decision> {
        self.decision()
    }

    fn choose(&mut self, choice: &Choice) -> Result<Vec<BerserkEvent>, RuleError> {
        self.check(choice)?;
        self.apply(choice);
        Ok(self.st.log.take())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.st.outcome
    }

    fn random_choice(&self, rng: &mut Rng) -> Option<Choice> {
        let options = self.decision()?.options;
        if options.is_empty() {
            return None;
        }
        options.get(rng.index(options.len())).cloned()
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn log_mut(&mut self) -> &mut EventLog<EventKind, super::view::PublicState> {
        &mut self.st.log
    }
}
