//! The Yummell race (Part Y of RULES.md): the turn of four phases [Y-TURN], the action
//! windows between them [Y-ACT-1..5], decisions as data and the checked application of
//! choices. Every choice is validated in full (`check`) before anything changes, so a refused
//! choice leaves the game exactly as it was; `pending` lists exactly the choices `check`
//! accepts.

use serde::{Deserialize, Serialize};
use smol_str::SmolStr;
use std::sync::Arc;

use super::cards::{CardType, Catalogue, Condition, Effect, Stat};
use super::events::{BonusTo, DiscardReason, EventKind, Phase};
use crate::core::event::{Event, EventLog};
use crate::core::{Card, Game, Outcome, Rng, RuleError};

pub type YummellEvent = Event<EventKind>;

/// Hand size [Y-REFILL].
pub const HAND_SIZE: usize = 4;

/// Where the turn stands. The three `After*` steps are the action windows [Y-ACT-1]; the
/// others are decisions inside a phase.
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

    fn during(self) -> &'static str {
        match self {
            Step::Movement => "during the Movement phase",
            Step::Challenge => "during the Encounter phase",
            Step::Discard => "during the Refill phase or after it",
            Step::Over => "after the end of the race",
            _ => "here",
        }
    }
}

/// The once-per-turn slot of [Y-ACT-2]: an Event or starting an Artefact.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Slot {
    Event,
    Artefact,
}

/// What the current turn has used and gained; reset at the start of each turn.
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
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Target {
    pub player: u8,
    pub card: SmolStr,
}

/// A player's choice. `player` must be the player whose turn it is.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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

impl Choice {
    pub fn player(&self) -> u8 {
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

/// The decision awaited, with its legal options.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Decision {
    /// [Y-ACT-1] A window between two phases: exactly the legal actions, and `continue`.
    Window {
        player: u8,
        window: Step,
        options: Vec<Choice>,
    },
    /// [Y-MOVE] One `move` per distinct card in hand, and `rest`.
    Movement { player: u8, options: Vec<Choice> },
    /// [Y-ENC] The card to play against the creature (one option per distinct card).
    Challenge {
        player: u8,
        creature: SmolStr,
        stat: Stat,
        value: i32,
        /// Stat + bonuses, before the card's number.
        base: i32,
        options: Vec<Choice>,
    },
    /// [Y-REFILL] Exactly `count` cards of `hand` to discard.
    Discard {
        player: u8,
        hand: Vec<SmolStr>,
        count: usize,
    },
}

/// Who plays which character with which Advantage.
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
    pub(crate) log: EventLog<EventKind>,
    pub(crate) next_uid: u32,
}

/// Where an effect comes from: the rule it uses and the card or sheet that names it.
struct Source<'a> {
    rule: &'static str,
    id: &'a SmolStr,
}

impl YummellGame {
    /// [Y-TURN] A new race: 2 to 8 seats, the shared deck shuffled with the seeded RNG, four
    /// cards dealt to each player in seat order, then the first round's order is drawn and
    /// the first turn starts with its Preparation.
    pub fn new(cat: Arc<Catalogue>, seed: u64, seats: &[Seat]) -> Result<(Self, Vec<YummellEvent>), RuleError> {
        if !(2..=8).contains(&seats.len()) {
            return Err(RuleError::new(
                "Y-TURN",
                format!("seats: 2 to 8 players, not {}", seats.len()),
            ));
        }
        let mut players = Vec::with_capacity(seats.len());
        for (i, s) in seats.iter().enumerate() {
            let character = cat.character_index(&s.character).ok_or_else(|| {
                RuleError::new(
                    "Y-TURN",
                    format!("seats[{i}].character: unknown character \"{}\"", s.character),
                )
            })?;
            let advantage = cat.advantage_index(&s.advantage).ok_or_else(|| {
                RuleError::new(
                    "Y-TURN",
                    format!("seats[{i}].advantage: unknown advantage \"{}\"", s.advantage),
                )
            })?;
            players.push(Player {
                character,
                advantage,
                square: 0,
                hand: vec![],
                active: vec![],
                activating: vec![],
            });
        }
        let mut deck: Vec<Card> = cat
            .deck_defs()
            .into_iter()
            .enumerate()
            .map(|(i, def)| Card { uid: i as u32, def })
            .collect();
        let mut rng = Rng::new(seed);
        rng.shuffle(&mut deck);
        let next_uid = deck.len() as u32;
        let mut game = YummellGame {
            cat,
            players,
            order: vec![],
            turn_index: 0,
            round: 0,
            step: Step::AfterPreparation,
            flags: TurnFlags::default(),
            deck,
            discard: vec![],
            encounter: None,
            winner: None,
            rng,
            log: EventLog::default(),
            next_uid,
        };
        let characters = game
            .players
            .iter()
            .map(|p| game.cat.characters[usize::from(p.character)].id.clone())
            .collect();
        game.log.push("Y-TURN", EventKind::GameStarted { characters });
        for p in 0..game.players.len() as u8 {
            game.draw(p, HAND_SIZE, "Y-REFILL");
        }
        game.new_round();
        game.begin_turn();
        let events = game.take_events();
        Ok((game, events))
    }

    /// A race with `n` players (2 to 8) whose characters and Advantages are drawn with `seed`.
    pub fn random(seed: u64, n: usize) -> Result<(Self, Vec<YummellEvent>), RuleError> {
        if !(2..=8).contains(&n) {
            // Checked before any seat is drawn: `n` may come from input (10^9 players).
            return Err(RuleError::new("Y-TURN", format!("players: 2 to 8 players, not {n}")));
        }
        let cat = Catalogue::builtin();
        let mut rng = Rng::new(seed ^ 0x5eed);
        let seats: Vec<Seat> = (0..n)
            .map(|_| Seat {
                character: cat.characters[rng.index(cat.characters.len())].id.clone(),
                advantage: cat.advantages[rng.index(cat.advantages.len())].id.clone(),
            })
            .collect();
        Self::new(cat, seed, &seats)
    }

    /// The events recorded since the last call.
    pub fn take_events(&mut self) -> Vec<YummellEvent> {
        self.log.take()
    }

    /// Restarts event numbering (a scenario's events count from 0).
    pub fn restart_log(&mut self) {
        self.log.restart();
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

    // ----- turn structure [Y-TURN] -----

    /// [Y-TURN] A new round: the turn order is drawn with the seeded RNG.
    pub(crate) fn new_round(&mut self) {
        self.round = self.round.saturating_add(1);
        let mut order: Vec<u8> = (0..self.players.len() as u8).collect();
        self.rng.shuffle(&mut order);
        self.order = order.clone();
        self.turn_index = 0;
        self.log.push(
            "Y-TURN",
            EventKind::RoundStarted {
                round: self.round,
                order,
            },
        );
    }

    /// [Y-TURN] [Y-PREP] The current player's turn starts: Preparation draws one card, then
    /// the window before Movement opens.
    pub(crate) fn begin_turn(&mut self) {
        self.flags = TurnFlags::default();
        let player = self.current();
        self.log.push(
            "Y-TURN",
            EventKind::TurnStarted {
                player,
                round: self.round,
            },
        );
        self.log.push(
            "Y-PREP",
            EventKind::PhaseStarted {
                player,
                phase: Phase::Preparation,
            },
        );
        self.draw(player, 1, "Y-PREP");
        self.step = Step::AfterPreparation;
    }

    fn end_turn(&mut self) {
        let player = self.current();
        self.log.push("Y-TURN", EventKind::TurnEnded { player });
        self.turn_index += 1;
        if self.turn_index >= self.order.len() {
            self.new_round();
        }
        self.begin_turn();
    }

    /// Draws up to `n` cards; an empty deck takes the shuffled discard pile first.
    fn draw(&mut self, player: u8, n: usize, rule: &'static str) {
        let mut drawn = Vec::new();
        for _ in 0..n {
            let Some(card) = self.draw_one(rule) else { break };
            drawn.push(self.card_id(card));
            self.players[usize::from(player)].hand.push(card);
        }
        if !drawn.is_empty() {
            self.log.push(rule, EventKind::CardsDrawn { player, cards: drawn });
        }
    }

    /// **Decision**: when the shared deck runs out, the discard pile is shuffled into a new deck.
    fn draw_one(&mut self, rule: &'static str) -> Option<Card> {
        if self.deck.is_empty() && !self.discard.is_empty() {
            let mut cards = std::mem::take(&mut self.discard);
            self.rng.shuffle(&mut cards);
            self.log.push(
                rule,
                EventKind::DeckReshuffled {
                    cards: cards.len() as u32,
                },
            );
            self.deck = cards;
        }
        if self.deck.is_empty() {
            None
        } else {
            Some(self.deck.remove(0))
        }
    }

    fn win(&mut self, player: u8) {
        if self.winner.is_some() {
            return;
        }
        self.winner = Some(player);
        self.step = Step::Over;
        let character = self.cat.characters[usize::from(self.players[usize::from(player)].character)]
            .id
            .clone();
        self.log.push(
            "Y-WIN",
            EventKind::GameOver {
                winner: player,
                character,
            },
        );
    }

    /// Puts `player` on `to`; reaching the finish wins [Y-WIN].
    fn place(&mut self, player: u8, to: u8) {
        self.players[usize::from(player)].square = to;
        if to >= self.cat.finish() {
            self.win(player);
        }
    }

    /// Entering `square` costs its terrain plus 1 per other character on it [Y-MOVE].
    pub fn entry_cost(&self, player: u8, square: u8) -> i32 {
        let others = self
            .players
            .iter()
            .enumerate()
            .filter(|(i, p)| *i != usize::from(player) && p.square == square)
            .count() as i32;
        self.cat.path[usize::from(square)].cost() as i32 + others
    }

    /// Where `points` movement points take `player`, and the points left [Y-MOVE].
    /// **Decision**: the character goes as far as the points allow; it stops before a square it
    /// cannot pay for in full, and the points left are lost.
    pub fn destination(&self, player: u8, points: i32) -> (u8, i32) {
        let mut at = self.players[usize::from(player)].square;
        let mut left = points.max(0);
        while at < self.cat.finish() {
            let cost = self.entry_cost(player, at + 1);
            if cost > left {
                break;
            }
            left -= cost;
            at += 1;
        }
        (at, left)
    }

    // ----- checking choices -----

    fn hand_has(&self, player: u8, id: &str) -> Option<Card> {
        self.players[usize::from(player)]
            .hand
            .iter()
            .copied()
            .find(|c| self.cat.card(c.def).id == id)
    }

    /// Whether `when` holds for `player` now, and the effects can act at this window.
    fn power_ok(
        &self,
        player: u8,
        when: &Condition,
        effects: &[Effect],
        target: &Option<Target>,
    ) -> Result<(), String> {
        let me = &self.players[usize::from(player)];
        let terrain = self.cat.path[usize::from(me.square)];
        if !when.terrain.is_empty() && !when.terrain.contains(&terrain) {
            return Err(format!("the character is not on {:?} terrain", when.terrain).to_lowercase());
        }
        let others = || {
            self.players
                .iter()
                .enumerate()
                .filter(move |(i, _)| *i != usize::from(player))
        };
        if when.behind && !others().any(|(_, p)| p.square > me.square) {
            return Err("the character is not behind another one".into());
        }
        if when.shares_square && !others().any(|(_, p)| p.square == me.square) {
            return Err("no other character is on the same square".into());
        }
        if when.moved && !self.flags.moved {
            return Err("the character has not moved this turn".into());
        }
        if let Some(n) = when.hand_at_most {
            if me.hand.len() > usize::from(n) {
                return Err(format!("the hand holds more than {n} cards"));
            }
        }
        let mut steals = false;
        for e in effects {
            match e {
                Effect::Movement { .. } if self.step != Step::AfterPreparation => {
                    return Err("movement points only help before the Movement phase".into());
                }
                Effect::Challenge { .. }
                    if !(self.step == Step::AfterPreparation
                        || (self.step == Step::AfterMovement && self.flags.moved)) =>
                {
                    return Err("a challenge bonus only helps before an Encounter to come".into());
                }
                Effect::StealArtefact {} => steals = true,
                _ => {}
            }
        }
        match (steals, target) {
            (false, None) => Ok(()),
            (false, Some(_)) => Err("this power takes no target".into()),
            (true, None) => Err("name the target: a character on your square and one of its active artefacts".into()),
            (true, Some(t)) => {
                let Some(other) = self.players.get(usize::from(t.player)).filter(|_| t.player != player) else {
                    return Err(format!("target.player: no other player {}", t.player));
                };
                if other.square != me.square {
                    return Err(format!("target.player: player {} is not on your square", t.player));
                }
                if !other.active.iter().any(|c| self.cat.card(c.def).id == t.card) {
                    return Err(format!("target.card: player {} has no active \"{}\"", t.player, t.card));
                }
                Ok(())
            }
        }
    }

    /// Checks a choice in full against the rules; nothing changes.
    pub fn check(&self, choice: &Choice) -> Result<(), RuleError> {
        if self.winner.is_some() {
            return Err(RuleError::new("Y-WIN", "the race is over"));
        }
        let p = choice.player();
        let cur = self.current();
        if usize::from(p) >= self.players.len() {
            return Err(RuleError::new("Y-TURN", format!("player: there is no player {p}")));
        }
        if choice.is_action() {
            if p != cur {
                return Err(RuleError::new(
                    "Y-ACT-1",
                    format!("actions only in one's own turn: it is player {cur}'s turn"),
                ));
            }
            if !self.step.is_window() {
                return Err(RuleError::new(
                    "Y-ACT-1",
                    format!("actions only between phases, never {}", self.step.during()),
                ));
            }
        }
        let refuse = |rule: &str, m: String| Err(RuleError::new(rule, m));
        match choice {
            Choice::Continue { .. } => {
                if p != cur {
                    return refuse("Y-TURN", format!("it is player {cur}'s turn"));
                }
                if !self.step.is_window() {
                    return refuse(
                        "Y-TURN",
                        format!("nothing to continue: a choice is awaited {}", self.step.during()),
                    );
                }
            }
            Choice::PlayEvent { card, .. } => {
                self.check_slot()?;
                let Some(c) = self.hand_has(p, card) else {
                    return refuse("Y-ACT-2", format!("card: \"{card}\" is not in your hand"));
                };
                let def = self.cat.card(c.def);
                let (CardType::Event, Some(play)) = (def.kind, &def.play) else {
                    return refuse("Y-ACT-2", format!("card: \"{card}\" is not an Event"));
                };
                self.power_ok(p, &play.when, &play.effects, &None)
                    .or_else(|m| refuse("Y-ACT-2", format!("\"{card}\" cannot be played now: {m}")))?;
            }
            Choice::StartArtefact { card, .. } => {
                self.check_slot()?;
                let Some(c) = self.hand_has(p, card) else {
                    return refuse("Y-ACT-2", format!("card: \"{card}\" is not in your hand"));
                };
                if self.cat.card(c.def).kind != CardType::Artefact {
                    return refuse("Y-ACT-2", format!("card: \"{card}\" is not an Artefact"));
                }
            }
            Choice::UseArtefact { card, target, .. } => {
                let me = &self.players[usize::from(p)];
                let Some(c) = me.active.iter().find(|c| self.cat.card(c.def).id == *card) else {
                    if me.activating.iter().any(|c| self.cat.card(c.def).id == *card) {
                        return refuse(
                            "Y-ACT-3",
                            format!("\"{card}\" is still being activated: it works from the end of your Refill phase"),
                        );
                    }
                    return refuse(
                        "Y-ACT-3",
                        format!("card: \"{card}\" is not among your active artefacts"),
                    );
                };
                let Some(power) = &self.cat.card(c.def).use_ else {
                    return refuse("Y-ACT-3", format!("card: \"{card}\" has no use"));
                };
                self.power_ok(p, &power.when, &power.effects, target)
                    .or_else(|m| refuse("Y-ACT-3", format!("\"{card}\" cannot be used now: {m}")))?;
            }
            Choice::Ability { target, .. } => {
                if self.flags.ability {
                    return refuse("Y-ACT-4", "the Ability is used once per turn: already used".into());
                }
                let ch = &self.cat.characters[usize::from(self.players[usize::from(p)].character)];
                self.power_ok(p, &ch.ability.when, &ch.ability.effects, target)
                    .or_else(|m| refuse("Y-ACT-4", format!("the Ability cannot be used now: {m}")))?;
            }
            Choice::Advantage { target, .. } => {
                if self.flags.advantage {
                    return refuse("Y-ACT-5", "the Advantage is used once per turn: already used".into());
                }
                let adv = &self.cat.advantages[usize::from(self.players[usize::from(p)].advantage)];
                self.power_ok(p, &adv.when, &adv.effects, target)
                    .or_else(|m| refuse("Y-ACT-5", format!("the Advantage cannot be used now: {m}")))?;
            }
            Choice::Move { .. } | Choice::Rest { .. } => {
                if p != cur {
                    return refuse("Y-MOVE", format!("it is player {cur}'s turn"));
                }
                if self.step != Step::Movement {
                    return refuse("Y-MOVE", "not in the Movement phase".into());
                }
                if let Choice::Move { card, .. } = choice {
                    if self.hand_has(p, card).is_none() {
                        return refuse("Y-MOVE", format!("card: \"{card}\" is not in your hand"));
                    }
                }
            }
            Choice::Challenge { card, .. } => {
                if p != cur {
                    return refuse("Y-ENC", format!("it is player {cur}'s turn"));
                }
                if self.step != Step::Challenge {
                    return refuse("Y-ENC", "no creature challenge awaits a card".into());
                }
                if self.hand_has(p, card).is_none() {
                    return refuse("Y-ENC", format!("card: \"{card}\" is not in your hand"));
                }
            }
            Choice::Discard { cards, .. } => {
                if p != cur {
                    return refuse("Y-REFILL", format!("it is player {cur}'s turn"));
                }
                if self.step != Step::Discard {
                    return refuse("Y-REFILL", "no discard is awaited".into());
                }
                let mut hand = self.players[usize::from(p)].hand.clone();
                let count = hand.len().saturating_sub(HAND_SIZE);
                if cards.len() != count {
                    return refuse(
                        "Y-REFILL",
                        format!("cards: discard exactly {count} cards, down to {HAND_SIZE}"),
                    );
                }
                for (i, id) in cards.iter().enumerate() {
                    match hand.iter().position(|c| self.cat.card(c.def).id == *id) {
                        Some(at) => {
                            hand.remove(at);
                        }
                        None => return refuse("Y-REFILL", format!("cards[{i}]: \"{id}\" is not in your hand")),
                    }
                }
            }
        }
        Ok(())
    }

    fn check_slot(&self) -> Result<(), RuleError> {
        match self.flags.slot {
            Some(Slot::Event) => Err(RuleError::new(
                "Y-ACT-2",
                "once per turn: an Event was already played this turn",
            )),
            Some(Slot::Artefact) => Err(RuleError::new(
                "Y-ACT-2",
                "once per turn: an Artefact was already started this turn (an Event or an Artefact, not both)",
            )),
            None => Ok(()),
        }
    }

    // ----- the decision -----

    fn distinct(&self, cards: &[Card]) -> Vec<SmolStr> {
        let mut out: Vec<SmolStr> = Vec::new();
        for c in cards {
            let id = self.card_id(*c);
            if !out.contains(&id) {
                out.push(id);
            }
        }
        out
    }

    /// Every target a `steal_artefact` could name for `player`.
    fn targets(&self, player: u8) -> Vec<Target> {
        let sq = self.players[usize::from(player)].square;
        let mut out = Vec::new();
        for (i, o) in self.players.iter().enumerate() {
            if i != usize::from(player) && o.square == sq {
                for card in self.distinct(&o.active) {
                    out.push(Target { player: i as u8, card });
                }
            }
        }
        out
    }

    /// The candidate actions at a window; `pending` keeps those `check` accepts.
    fn window_candidates(&self, player: u8) -> Vec<Choice> {
        let me = &self.players[usize::from(player)];
        let mut out = vec![Choice::Continue { player }];
        let targets: Vec<Option<Target>> = std::iter::once(None)
            .chain(self.targets(player).into_iter().map(Some))
            .collect();
        for card in self.distinct(&me.hand) {
            out.push(Choice::PlayEvent {
                player,
                card: card.clone(),
            });
            out.push(Choice::StartArtefact { player, card });
        }
        for card in self.distinct(&me.active) {
            for target in &targets {
                out.push(Choice::UseArtefact {
                    player,
                    card: card.clone(),
                    target: target.clone(),
                });
            }
        }
        for target in &targets {
            out.push(Choice::Ability {
                player,
                target: target.clone(),
            });
        }
        for target in &targets {
            out.push(Choice::Advantage {
                player,
                target: target.clone(),
            });
        }
        out
    }

    fn decision(&self) -> Option<Decision> {
        if self.winner.is_some() {
            return None;
        }
        let player = self.current();
        let me = &self.players[usize::from(player)];
        Some(match self.step {
            Step::AfterPreparation | Step::AfterMovement | Step::AfterEncounter => Decision::Window {
                player,
                window: self.step,
                options: self
                    .window_candidates(player)
                    .into_iter()
                    .filter(|c| self.check(c).is_ok())
                    .collect(),
            },
            Step::Movement => {
                let mut options: Vec<Choice> = self
                    .distinct(&me.hand)
                    .into_iter()
                    .map(|card| Choice::Move { player, card })
                    .collect();
                options.push(Choice::Rest { player });
                Decision::Movement { player, options }
            }
            Step::Challenge => {
                let creature = self.encounter.map(|c| self.cat.card(c.def));
                let stat = creature.and_then(|c| c.stat).unwrap_or(Stat::Strength);
                Decision::Challenge {
                    player,
                    creature: creature.map(|c| c.id.clone()).unwrap_or_default(),
                    stat,
                    value: i32::from(creature.and_then(|c| c.value).unwrap_or(0)),
                    base: self.challenge_base(player, stat),
                    options: self
                        .distinct(&me.hand)
                        .into_iter()
                        .map(|card| Choice::Challenge { player, card })
                        .collect(),
                }
            }
            Step::Discard => Decision::Discard {
                player,
                hand: me.hand.iter().map(|c| self.card_id(*c)).collect(),
                count: me.hand.len().saturating_sub(HAND_SIZE),
            },
            Step::Over => return None,
        })
    }

    /// Stat + stat modifiers + challenge bonuses, before the card's number [Y-ENC].
    pub fn challenge_base(&self, player: u8, stat: Stat) -> i32 {
        let ch = &self.cat.characters[usize::from(self.players[usize::from(player)].character)];
        ch.stat(stat)
            .saturating_add(self.flags.stats[stat.index()])
            .saturating_add(self.flags.challenge)
    }

    // ----- applying choices -----

    /// Checks then applies `choice`; a refused choice changes nothing.
    pub fn choose_step(&mut self, choice: &Choice) -> Result<(), RuleError> {
        self.check(choice)?;
        self.apply(choice);
        Ok(())
    }

    fn apply(&mut self, choice: &Choice) {
        let p = choice.player();
        let pi = usize::from(p);
        match choice {
            Choice::Continue { .. } => self.continue_phase(),
            Choice::PlayEvent { card, .. } => {
                if let Some(c) = self.take_from_hand(p, card) {
                    self.discard.push(c);
                    self.flags.slot = Some(Slot::Event);
                    self.log.push(
                        "Y-ACT-2",
                        EventKind::EventPlayed {
                            player: p,
                            card: card.clone(),
                        },
                    );
                    let effects = self
                        .cat
                        .card(c.def)
                        .play
                        .as_ref()
                        .map(|x| x.effects.clone())
                        .unwrap_or_default();
                    self.apply_effects(
                        p,
                        &effects,
                        &None,
                        Source {
                            rule: "Y-ACT-2",
                            id: card,
                        },
                    );
                }
            }
            Choice::StartArtefact { card, .. } => {
                if let Some(c) = self.take_from_hand(p, card) {
                    self.players[pi].activating.push(c);
                    self.flags.slot = Some(Slot::Artefact);
                    self.log.push(
                        "Y-ACT-2",
                        EventKind::ArtefactStarted {
                            player: p,
                            card: card.clone(),
                        },
                    );
                }
            }
            Choice::UseArtefact { card, target, .. } => {
                let cat = self.cat.clone();
                if let Some(at) = self.players[pi].active.iter().position(|c| cat.card(c.def).id == *card) {
                    let c = self.players[pi].active.remove(at);
                    self.discard.push(c);
                    self.log.push(
                        "Y-ACT-3",
                        EventKind::ArtefactUsed {
                            player: p,
                            card: card.clone(),
                        },
                    );
                    let effects = cat
                        .card(c.def)
                        .use_
                        .as_ref()
                        .map(|x| x.effects.clone())
                        .unwrap_or_default();
                    self.apply_effects(
                        p,
                        &effects,
                        target,
                        Source {
                            rule: "Y-ACT-3",
                            id: card,
                        },
                    );
                }
            }
            Choice::Ability { target, .. } => {
                self.flags.ability = true;
                let cat = self.cat.clone();
                let ch = &cat.characters[usize::from(self.players[pi].character)];
                self.log.push(
                    "Y-ACT-4",
                    EventKind::AbilityUsed {
                        player: p,
                        character: ch.id.clone(),
                        ability: ch.ability.name.clone(),
                    },
                );
                self.apply_effects(
                    p,
                    &ch.ability.effects,
                    target,
                    Source {
                        rule: "Y-ACT-4",
                        id: &ch.id,
                    },
                );
            }
            Choice::Advantage { target, .. } => {
                self.flags.advantage = true;
                let cat = self.cat.clone();
                let adv = &cat.advantages[usize::from(self.players[pi].advantage)];
                self.log.push(
                    "Y-ACT-5",
                    EventKind::AdvantageUsed {
                        player: p,
                        advantage: adv.id.clone(),
                    },
                );
                self.apply_effects(
                    p,
                    &adv.effects,
                    target,
                    Source {
                        rule: "Y-ACT-5",
                        id: &adv.id,
                    },
                );
            }
            Choice::Move { card, .. } => {
                if let Some(c) = self.take_from_hand(p, card) {
                    self.discard.push(c);
                    let points = i32::from(self.cat.card(c.def).movement).saturating_add(self.flags.movement);
                    let from = self.players[pi].square;
                    let (to, left) = self.destination(p, points);
                    self.flags.moved = to != from;
                    self.log.push(
                        "Y-MOVE",
                        EventKind::Moved {
                            player: p,
                            card: card.clone(),
                            points,
                            from,
                            to,
                            left,
                        },
                    );
                    self.step = Step::AfterMovement;
                    self.place(p, to);
                }
            }
            Choice::Rest { .. } => {
                self.log.push("Y-MOVE", EventKind::Rested { player: p });
                self.step = Step::AfterMovement;
            }
            Choice::Challenge { card, .. } => {
                let c = self.take_from_hand(p, card);
                self.resolve_challenge(p, c);
            }
            Choice::Discard { cards, .. } => {
                let mut gone = Vec::new();
                for id in cards {
                    if let Some(c) = self.take_from_hand(p, id) {
                        self.discard.push(c);
                        gone.push(id.clone());
                    }
                }
                self.log.push(
                    "Y-REFILL",
                    EventKind::CardsDiscarded {
                        player: p,
                        cards: gone,
                        reason: DiscardReason::Refill,
                    },
                );
                self.finish_refill();
            }
        }
    }

    fn take_from_hand(&mut self, player: u8, id: &str) -> Option<Card> {
        let cat = &self.cat;
        let hand = &mut self.players[usize::from(player)].hand;
        let at = hand.iter().position(|c| cat.card(c.def).id == id)?;
        Some(hand.remove(at))
    }

    /// The window closes and the next phase runs up to the next decision.
    fn continue_phase(&mut self) {
        let player = self.current();
        match self.step {
            Step::AfterPreparation => {
                self.log.push(
                    "Y-MOVE",
                    EventKind::PhaseStarted {
                        player,
                        phase: Phase::Movement,
                    },
                );
                self.step = Step::Movement;
            }
            Step::AfterMovement => {
                self.log.push(
                    "Y-ENC",
                    EventKind::PhaseStarted {
                        player,
                        phase: Phase::Encounter,
                    },
                );
                self.step = Step::AfterEncounter;
                if !self.flags.moved {
                    self.log.push("Y-ENC", EventKind::EncounterSkipped { player });
                    return;
                }
                let Some(card) = self.draw_one("Y-ENC") else {
                    self.log.push("Y-ENC", EventKind::EncounterSkipped { player });
                    return;
                };
                let cat = self.cat.clone();
                let def = cat.card(card.def);
                self.log.push(
                    "Y-ENC",
                    EventKind::EncounterDrawn {
                        player,
                        card: def.id.clone(),
                        card_type: def.kind,
                    },
                );
                match def.kind {
                    CardType::Creature => {
                        self.encounter = Some(card);
                        if self.players[usize::from(player)].hand.is_empty() {
                            self.resolve_challenge(player, None);
                        } else {
                            self.step = Step::Challenge;
                        }
                    }
                    CardType::Artefact => {
                        self.players[usize::from(player)].active.push(card);
                        self.log.push(
                            "Y-ENC",
                            EventKind::ArtefactGained {
                                player,
                                card: def.id.clone(),
                            },
                        );
                    }
                    CardType::Event => {
                        self.discard.push(card);
                        let effects = def.drawn.clone().unwrap_or_default();
                        self.apply_effects(
                            player,
                            &effects,
                            &None,
                            Source {
                                rule: "Y-ENC",
                                id: &def.id,
                            },
                        );
                    }
                }
            }
            Step::AfterEncounter => {
                self.log.push(
                    "Y-REFILL",
                    EventKind::PhaseStarted {
                        player,
                        phase: Phase::Refill,
                    },
                );
                let held = self.players[usize::from(player)].hand.len();
                if held > HAND_SIZE {
                    self.step = Step::Discard;
                    return;
                }
                self.draw(player, HAND_SIZE - held, "Y-REFILL");
                self.finish_refill();
            }
            _ => {}
        }
    }

    /// [Y-ENC] Stat + bonuses + the card's number against the creature's value: higher wins
    /// and advances one square; otherwise (a tie too) back one square.
    fn resolve_challenge(&mut self, player: u8, card: Option<Card>) {
        self.step = Step::AfterEncounter;
        let Some(creature) = self.encounter.take() else { return };
        let cat = self.cat.clone();
        let def = cat.card(creature.def);
        let stat = def.stat.unwrap_or(Stat::Strength);
        let value = i32::from(def.value.unwrap_or(0));
        let played = card.map(|c| i32::from(cat.card(c.def).movement)).unwrap_or(0);
        let total = self.challenge_base(player, stat).saturating_add(played);
        let won = total > value;
        self.discard.push(creature);
        if let Some(c) = card {
            self.discard.push(c);
        }
        self.log.push(
            "Y-ENC",
            EventKind::Challenge {
                player,
                creature: def.id.clone(),
                stat,
                value,
                card: card.map(|c| cat.card(c.def).id.clone()),
                total,
                won,
            },
        );
        let from = self.players[usize::from(player)].square;
        if won {
            let to = (from + 1).min(cat.finish());
            self.log.push(
                "Y-ENC",
                EventKind::Advanced {
                    player,
                    from,
                    to,
                    source: def.id.clone(),
                },
            );
            self.place(player, to);
        } else {
            let to = from.saturating_sub(1);
            self.log.push(
                "Y-ENC",
                EventKind::WentBack {
                    player,
                    from,
                    to,
                    source: def.id.clone(),
                },
            );
            self.place(player, to);
        }
    }

    /// [Y-REFILL] After drawing or discarding: artefacts being activated become active, and
    /// the turn ends.
    fn finish_refill(&mut self) {
        let player = self.current();
        let pi = usize::from(player);
        if !self.players[pi].activating.is_empty() {
            let cards: Vec<Card> = std::mem::take(&mut self.players[pi].activating);
            let ids = cards.iter().map(|c| self.card_id(*c)).collect();
            self.players[pi].active.extend(cards);
            self.log
                .push("Y-REFILL", EventKind::ArtefactsActivated { player, cards: ids });
        }
        self.end_turn();
    }

    fn apply_effects(&mut self, player: u8, effects: &[Effect], target: &Option<Target>, src: Source<'_>) {
        let pi = usize::from(player);
        for e in effects {
            if self.winner.is_some() {
                return;
            }
            let bonus = |to: BonusTo, amount: i32| EventKind::Bonus {
                player,
                to,
                amount,
                source: src.id.clone(),
            };
            match e {
                Effect::Movement { amount } => {
                    self.flags.movement = self.flags.movement.saturating_add(*amount);
                    self.log.push(src.rule, bonus(BonusTo::Movement, *amount));
                }
                Effect::Challenge { amount } => {
                    self.flags.challenge = self.flags.challenge.saturating_add(*amount);
                    self.log.push(src.rule, bonus(BonusTo::Challenge, *amount));
                }
                Effect::Stat { stat, amount } => {
                    self.flags.stats[stat.index()] = self.flags.stats[stat.index()].saturating_add(*amount);
                    self.log.push(src.rule, bonus((*stat).into(), *amount));
                }
                Effect::Advance { squares } => {
                    let from = self.players[pi].square;
                    let to = from.saturating_add(*squares).min(self.cat.finish());
                    self.log.push(
                        src.rule,
                        EventKind::Advanced {
                            player,
                            from,
                            to,
                            source: src.id.clone(),
                        },
                    );
                    self.place(player, to);
                }
                Effect::Back { squares } => {
                    let from = self.players[pi].square;
                    let to = from.saturating_sub(*squares);
                    self.log.push(
                        src.rule,
                        EventKind::WentBack {
                            player,
                            from,
                            to,
                            source: src.id.clone(),
                        },
                    );
                    self.place(player, to);
                }
                Effect::Draw { cards } => self.draw(player, usize::from(*cards), src.rule),
                Effect::Discard { cards } => {
                    let hand = &mut self.players[pi].hand;
                    let n = usize::from(*cards).min(hand.len());
                    let gone: Vec<Card> = hand.split_off(hand.len() - n);
                    if !gone.is_empty() {
                        let ids = gone.iter().map(|c| self.card_id(*c)).collect();
                        self.discard.extend(gone);
                        self.log.push(
                            src.rule,
                            EventKind::CardsDiscarded {
                                player,
                                cards: ids,
                                reason: DiscardReason::Effect,
                            },
                        );
                    }
                }
                Effect::StealArtefact {} => {
                    let Some(t) = target else { continue };
                    let cat = self.cat.clone();
                    let Some(other) = self.players.get_mut(usize::from(t.player)) else {
                        continue;
                    };
                    let Some(at) = other.active.iter().position(|c| cat.card(c.def).id == t.card) else {
                        continue;
                    };
                    let c = other.active.remove(at);
                    self.players[pi].active.push(c);
                    self.log.push(
                        src.rule,
                        EventKind::ArtefactStolen {
                            player,
                            from: t.player,
                            card: t.card.clone(),
                        },
                    );
                }
            }
        }
    }
}

impl Game for YummellGame {
    type Decision = Decision;
    type Choice = Choice;
    type Event = YummellEvent;

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
            Decision::Window { options, .. }
            | Decision::Movement { options, .. }
            | Decision::Challenge { options, .. } => {
                if options.is_empty() {
                    None
                } else {
                    Some(options[rng.index(options.len())].clone())
                }
            }
            Decision::Discard {
                player,
                mut hand,
                count,
            } => {
                rng.shuffle(&mut hand);
                hand.truncate(count);
                Some(Choice::Discard { player, cards: hand })
            }
        }
    }

    fn check_invariants(&self) -> Result<(), String> {
        self.invariants()
    }
}
