//! The Yummell race (Part Y of docs/rules.md): the state, the choices and decisions as data, and
//! the dispatch of a choice to the rule that checks and applies it. Each rule's module holds
//! its own checks, applications and options: [Y-TURN] `turn`, [Y-PREP] `preparation`,
//! [Y-MOVE] `movement`, [Y-ENC] `encounter`, [Y-REFILL] `refill`, [Y-WIN] `victory`,
//! [Y-ACT-1..5] `actions`, the card vocabulary `effects`.
//!
//! Every choice is validated in full (`check`) before anything changes, so a refused choice
//! leaves the game exactly as it was; `pending` lists exactly the candidates `check` accepts.
//! Refusals are of the kernel's kinds: `game_over` once the race is won, `wrong_player` when
//! another player is to decide, `not_an_option` for a choice that answers another decision or
//! names a card the player does not hold, and illegal by rule for the rest; each is data
//! (`refusals`) until it is shown, then worded in English or Italian.

use serde::Deserialize;
use serde::Serialize;
use smol_str::SmolStr;
use std::sync::Arc;

use super::cards::{Catalogue, Stat};
use super::events::EventKind;
use super::refusals::Refused;
use crate::core::event::{Event, EventLog};
use crate::core::{ByPlayer, Card, Game, Outcome, Rng, RuleError};

pub use super::refill::HAND_SIZE;

pub type YummellEvent = Event<EventKind>;

/// Where the turn stands. The three `After*` steps are the action windows [Y-ACT-1]; the
/// others are decisions inside a phase.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellStep"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Window between Preparation and Movement.
    AfterPreparation,
    /// [Y-MOVE] Play a card for its movement number, or rest.
    Movement,
    /// Window between Movement and Encounter.
    AfterMovement,
    /// [Y-ENC] A creature challenge awaits the card to play.
    Challenge,
    /// Window between Encounter and Refill.
    AfterEncounter,
    /// [Y-REFILL] Discard down to 4.
    Discard,
    /// [Y-WIN] The race is over.
    Over,
}

impl Step {
    /// An action window [Y-ACT-1].
    pub fn is_window(self) -> bool {
        matches!(
            self,
            Step::AfterPreparation | Step::AfterMovement | Step::AfterEncounter
        )
    }
}

/// The once-per-turn slot of [Y-ACT-2]: an Event or starting an Artefact.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    Event,
    Artefact,
}

/// What the current turn has used and gained; reset at the start of each turn.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(missing_as_null))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TurnFlags {
    /// The character changed square in Movement [Y-ENC].
    #[serde(default)]
    pub moved: bool,
    /// [Y-ACT-2] The Event or Artefact slot, once used.
    #[serde(default)]
    pub slot: Option<Slot>,
    /// [Y-ACT-4]
    #[serde(default)]
    pub ability: bool,
    /// [Y-ACT-5]
    #[serde(default)]
    pub advantage: bool,
    /// Bonus movement points for this turn.
    #[serde(default)]
    pub movement: i32,
    /// Bonus to this turn's challenge.
    #[serde(default)]
    pub challenge: i32,
    /// Stat modifiers until the end of the turn (strength, sympathy, agility, magic).
    #[serde(default)]
    pub stats: [i32; 4],
}

#[derive(Debug, Clone, PartialEq)]
pub struct Player {
    pub character: u16,
    pub advantage: u16,
    pub square: u8,
    pub hand: Vec<Card>,
    pub active: Vec<Card>,
    pub activating: Vec<Card>,
}

/// The other character and the artefact of theirs a `steal_artefact` takes.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Target {
    pub player: u8,
    pub card: SmolStr,
}

crate::tagged_enum! { "type";
/// A player's choice. `player` must be the player whose turn it is.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellChoice"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case", deny_unknown_fields)]
pub enum Choice {
    /// End the window and go on to the next phase.
    Continue { player: u8 },
    /// [Y-ACT-2] Play an Event from hand.
    PlayEvent { player: u8, card: SmolStr },
    /// [Y-ACT-2] Start activating an Artefact from hand.
    StartArtefact { player: u8, card: SmolStr },
    /// [Y-ACT-3] Use an active Artefact.
    UseArtefact {
        player: u8,
        card: SmolStr,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<Target>,
    },
    /// [Y-ACT-4] Use the character's Ability.
    Ability {
        player: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<Target>,
    },
    /// [Y-ACT-5] Use the Advantage.
    Advantage {
        player: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        target: Option<Target>,
    },
    /// [Y-MOVE] Play a card from hand for its movement number.
    Move { player: u8, card: SmolStr },
    /// [Y-MOVE] Rest: no card, no movement, no encounter.
    Rest { player: u8 },
    /// [Y-ENC] The card played in a creature challenge.
    Challenge { player: u8, card: SmolStr },
    /// [Y-REFILL] The cards discarded down to 4.
    Discard { player: u8, cards: Vec<SmolStr> },
}
}

impl Choice {
    /// One of the actions of [Y-ACT].
    pub fn is_action(&self) -> bool {
        matches!(
            self,
            Choice::PlayEvent { .. }
                | Choice::StartArtefact { .. }
                | Choice::UseArtefact { .. }
                | Choice::Ability { .. }
                | Choice::Advantage { .. }
        )
    }
}

/// The decision awaited: who decides, its `kind`, and every legal choice in full.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellDecision"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Decision {
    /// [Y-ACT-1] A window between two phases: exactly the legal actions, and `continue`.
    Window {
        player: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellStep"))]
        window: Step,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellChoice[]"))]
        options: Vec<Choice>,
    },
    /// [Y-MOVE] One `move` per distinct card in hand, and `rest`.
    Movement {
        player: u8,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellChoice[]"))]
        options: Vec<Choice>,
    },
    /// [Y-ENC] The card to play against the creature (one option per distinct card).
    Challenge {
        player: u8,
        creature: SmolStr,
        stat: Stat,
        value: i32,
        /// Stat + bonuses, before the card's number.
        base: i32,
        #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellChoice[]"))]
        options: Vec<Choice>,
    },
    /// [Y-REFILL] Exactly `count` cards of `hand` to discard.
    Discard {
        player: u8,
        hand: Vec<SmolStr>,
        count: usize,
        /// Every distinct discard of `count` cards (as a multiset of `hand`).
        #[cfg_attr(
            target_arch = "wasm32",
            tsify(type = "Extract<YummellChoice, { type: \"discard\" }>[]")
        )]
        options: Vec<Choice>,
    },
}

impl crate::core::Decision for Decision {
    type Choice = Choice;
    fn kind(&self) -> &'static str {
        match self {
            Decision::Window { .. } => "window",
            Decision::Movement { .. } => "movement",
            Decision::Challenge { .. } => "challenge",
            Decision::Discard { .. } => "discard",
        }
    }
    fn options(&self) -> &[Choice] {
        match self {
            Decision::Window { options, .. }
            | Decision::Movement { options, .. }
            | Decision::Challenge { options, .. }
            | Decision::Discard { options, .. } => options,
        }
    }
}

/// Who plays which character with which Advantage.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Seat {
    pub character: SmolStr,
    pub advantage: SmolStr,
}

#[derive(Debug, Clone, PartialEq)]
pub struct YummellGame {
    pub cat: Arc<Catalogue>,
    pub players: Vec<Player>,
    /// This round's turn order (player indices) [Y-TURN].
    pub order: Vec<u8>,
    /// Index in `order` of the player whose turn it is.
    pub turn_index: usize,
    pub round: u32,
    pub step: Step,
    pub flags: TurnFlags,
    /// The shared deck, top first.
    pub deck: Vec<Card>,
    pub discard: Vec<Card>,
    /// The creature being challenged [Y-ENC].
    pub encounter: Option<Card>,
    pub winner: Option<u8>,
    pub rng: Rng,
    pub(crate) log: EventLog<EventKind, super::view::PublicState>,
    pub(crate) next_uid: u32,
}

impl YummellGame {
    /// The events recorded since the last call.
    pub fn take_events(&mut self) -> Vec<YummellEvent> {
        self.log.take()
    }

    /// Restarts event numbering (a scenario's events count from 0).
    pub fn restart_log(&mut self) {
        self.log.restart();
    }

    /// Records an event of `rule`, then (while framing) the public state it leaves: every
    /// event goes through here, after the change it describes.
    pub(crate) fn emit(&mut self, rule: &'static str, kind: EventKind) {
        self.log.push(rule, kind);
        if self.log.framing() {
            let frame = self.public_state();
            self.log.push_frame(frame);
        }
    }

    /// The player whose turn it is.
    pub fn current(&self) -> u8 {
        self.order.get(self.turn_index).copied().unwrap_or(0)
    }

    pub fn card_id(&self, c: Card) -> SmolStr {
        self.cat.card(c.def).id.clone()
    }

    /// Every card uid in every zone (for conservation checks).
    pub fn card_uids(&self) -> Vec<u32> {
        let mut out: Vec<u32> = self.deck.iter().chain(&self.discard).map(|c| c.uid).collect();
        out.extend(self.encounter.map(|c| c.uid));
        for p in &self.players {
            out.extend(p.hand.iter().chain(&p.active).chain(&p.activating).map(|c| c.uid));
        }
        out
    }

    pub fn total_cards(&self) -> u32 {
        self.next_uid
    }

    /// Checks a choice in full against the rules; nothing changes. The race must go on
    /// [Y-WIN] and the player exist [Y-TURN]; then the choice's own rule decides. A refusal is
    /// worded in `Lang::worded()`.
    pub fn check(&self, choice: &Choice) -> Result<(), RuleError> {
        self.verdict(choice).map_err(|r| r.error())
    }

    /// `check`'s verdict, the refusal not yet worded (listing options drops it).
    pub(crate) fn verdict<'a>(&'a self, choice: &'a Choice) -> Result<(), Refused<'a>> {
        self.check_race_goes_on()?;
        self.check_seat(choice.player())?;
        match choice {
            Choice::Continue { player } => self.check_continue(*player),
            Choice::PlayEvent { player, card } => self.check_play_event(*player, card),
            Choice::StartArtefact { player, card } => self.check_start_artefact(*player, card),
            Choice::UseArtefact { player, card, target } => self.check_use_artefact(*player, card, target),
            Choice::Ability { player, target } => self.check_ability(*player, target),
            Choice::Advantage { player, target } => self.check_advantage(*player, target),
            Choice::Move { player, card } => self.check_move(*player, card),
            Choice::Rest { player } => self.check_rest(*player),
            Choice::Challenge { player, card } => self.check_challenge(*player, card),
            Choice::Discard { player, cards } => self.check_discard(*player, cards),
        }
    }

    /// The candidates `check` accepts, in their order: the options of a decision.
    pub(crate) fn legal(&self, candidates: impl IntoIterator<Item = Choice>) -> Vec<Choice> {
        candidates.into_iter().filter(|c| self.verdict(c).is_ok()).collect()
    }

    /// The decision awaited at the current step, from the rule that awaits it.
    fn decision(&self) -> Option<Decision> {
        if self.winner.is_some() {
            return None;
        }
        let player = self.current();
        Some(match self.step {
            Step::AfterPreparation | Step::AfterMovement | Step::AfterEncounter => self.window_decision(player),
            Step::Movement => self.movement_decision(player),
            Step::Challenge => self.challenge_decision(player),
            Step::Discard => self.discard_decision(player),
            Step::Over => return None,
        })
    }

    /// Checks then applies `choice`; a refused choice changes nothing.
    pub fn choose_step(&mut self, choice: &Choice) -> Result<(), RuleError> {
        self.check(choice)?;
        match choice {
            Choice::Continue { .. } => self.continue_phase(),
            Choice::PlayEvent { player, card } => self.play_event(*player, card),
            Choice::StartArtefact { player, card } => self.start_artefact(*player, card),
            Choice::UseArtefact { player, card, target } => self.use_artefact(*player, card, target),
            Choice::Ability { player, target } => self.use_ability(*player, target),
            Choice::Advantage { player, target } => self.use_advantage(*player, target),
            Choice::Move { player, card } => self.move_with(*player, card),
            Choice::Rest { player } => self.rest(*player),
            Choice::Challenge { player, card } => self.play_challenge(*player, card),
            Choice::Discard { player, cards } => self.discard_down(*player, cards),
        }
        Ok(())
    }
}

impl ByPlayer for Choice {
    fn player(&self) -> u8 {
        match self {
            Choice::Continue { player }
            | Choice::PlayEvent { player, .. }
            | Choice::StartArtefact { player, .. }
            | Choice::UseArtefact { player, .. }
            | Choice::Ability { player, .. }
            | Choice::Advantage { player, .. }
            | Choice::Move { player, .. }
            | Choice::Rest { player }
            | Choice::Challenge { player, .. }
            | Choice::Discard { player, .. } => *player,
        }
    }
}

impl ByPlayer for Decision {
    fn player(&self) -> u8 {
        match self {
            Decision::Window { player, .. }
            | Decision::Movement { player, .. }
            | Decision::Challenge { player, .. }
            | Decision::Discard { player, .. } => *player,
        }
    }
}

impl Game for YummellGame {
    type Decision = Decision;
    type Choice = Choice;
    type EventKind = EventKind;
    type Frame = super::view::PublicState;

    fn pending(&self) -> Option<Decision> {
        self.decision()
    }

    fn choose(&mut self, choice: &Choice) -> Result<Vec<YummellEvent>, RuleError> {
        self.choose_step(choice)?;
        Ok(self.take_events())
    }

    fn outcome(&self) -> Option<Outcome> {
        self.winner.map(|w| Outcome::Winner { winner: usize::from(w) })
    }

    fn random_choice(&self, rng: &mut Rng) -> Option<Choice> {
        match self.decision()? {
            // A random `count` cards of the hand (no need to list every discard).
            Decision::Discard {
                player,
                mut hand,
                count,
                ..
            } => {
                rng.shuffle(&mut hand);
                hand.truncate(count);
                Some(Choice::Discard { player, cards: hand })
            }
            d => {
                let options = crate::core::Decision::options(&d);
                (!options.is_empty()).then(|| options[rng.index(options.len())].clone())
            }
        }
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }

    fn log_mut(&mut self) -> &mut EventLog<EventKind, super::view::PublicState> {
        &mut self.log
    }
}
