//! [Y-TURN] The turn: a race of 2 to 8 players, the turn order drawn at random each round,
//! the four mandatory phases in order (`continue` closes a window and runs the next phase)
//! and the end of a turn.

use super::cards::Catalogue;
use super::events::EventKind;
use super::game::{Player, Seat, Step, TurnFlags, YummellEvent, YummellGame};
use super::refusals::Refused;
use super::rules::Y_TURN;
use crate::core::event::EventLog;
use crate::core::{Card, ErrorKind, Rng, RuleError};
use crate::rulesets::Frames;
use std::sync::Arc;

impl YummellGame {
    /// [Y-TURN] A new race: 2 to 8 seats, the shared deck shuffled with the seeded RNG, four
    /// cards dealt to each player in seat order, then the first round's order is drawn and
    /// the first turn starts with its Preparation.
    pub fn new(cat: Arc<Catalogue>, seed: u64, seats: &[Seat]) -> Result<(Self, Vec<YummellEvent>), RuleError> {
        Self::new_framed(cat, seed, seats, false).map(|(game, events, _)| (game, events))
    }

    /// As `new`; with `framed`, also the public state before the first event and after each.
    pub fn new_framed(
        cat: Arc<Catalogue>,
        seed: u64,
        seats: &[Seat],
        framed: bool,
    ) -> Result<(Self, Vec<YummellEvent>, Option<super::view::PublicFrames>), RuleError> {
        if !(2..=8).contains(&seats.len()) {
            return Err(RuleError::new(
                Y_TURN,
                format!("seats: 2 to 8 players, not {}", seats.len()),
            ).at_field("seats"));
        }
        let mut players = Vec::with_capacity(seats.len());
        for (i, s) in seats.iter().enumerate() {
            let character = cat.character_index(&s.character).ok_or_else(|| {
                cat.unknown(&format!("seats[{i}].character"), "character", &s.character)
                    .by_rule(ErrorKind::IllegalByRule, Y_TURN)
            })?;
            let advantage = cat.advantage_index(&s.advantage).ok_or_else(|| {
                cat.unknown(&format!("seats[{i}].advantage"), "advantage", &s.advantage)
                    .by_rule(ErrorKind::IllegalByRule, Y_TURN)
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
        let frames = Frames::record(&mut game, framed, |g| g.public_state(), YummellGame::open);
        let events = game.take_events();
        Ok((game, events, frames))
    }

    /// [Y-TURN] The opening: the race starts, four cards are dealt to each player in seat
    /// order, the first round's order is drawn and the first turn starts.
    fn open(&mut self) {
        let characters = self
            .players
            .iter()
            .map(|p| self.cat.characters[usize::from(p.character)].id.clone())
            .collect();
        self.emit(Y_TURN, EventKind::GameStarted { characters });
        for p in 0..self.players.len() as u8 {
            self.deal(p);
        }
        self.new_round();
        self.begin_turn();
    }

    /// A race with `n` players (2 to 8) whose characters and Advantages are drawn with `seed`.
    pub fn random(seed: u64, n: usize) -> Result<(Self, Vec<YummellEvent>), RuleError> {
        Self::random_framed(seed, n, false).map(|(game, events, _)| (game, events))
    }

    /// As `random`, with the frames of `new_framed`.
    pub fn random_framed(
        seed: u64,
        n: usize,
        framed: bool,
    ) -> Result<(Self, Vec<YummellEvent>, Option<super::view::PublicFrames>), RuleError> {
        if !(2..=8).contains(&n) {
            // Checked before any seat is drawn: `n` may come from input (10^9 players).
            return Err(RuleError::new(Y_TURN, format!("players: 2 to 8 players, not {n}")).at_field("players"));
        }
        let cat = Catalogue::builtin();
        let mut rng = Rng::new(seed ^ 0x5eed);
        let seats: Vec<Seat> = (0..n)
            .map(|_| Seat {
                character: cat.characters[rng.index(cat.characters.len())].id.clone(),
                advantage: cat.advantages[rng.index(cat.advantages.len())].id.clone(),
            })
            .collect();
        Self::new_framed(cat, seed, &seats, framed)
    }

    /// [Y-TURN] A choice names one of the race's players.
    pub(crate) fn check_seat(&self, p: u8) -> Result<(), Refused<'static>> {
        if usize::from(p) >= self.players.len() {
            return Err(Refused::NoSuchPlayer(p));
        }
        Ok(())
    }

    /// [Y-TURN] Only the player whose turn it is decides; `rule` is the phase's rule.
    pub(crate) fn check_own_turn(&self, rule: &'static str, p: u8) -> Result<(), Refused<'static>> {
        let current = self.current();
        if p != current {
            return Err(Refused::NotYourTurn { rule, current });
        }
        Ok(())
    }

    /// [Y-TURN] A new round: the turn order is drawn with the seeded RNG.
    pub(crate) fn new_round(&mut self) {
        self.round = self.round.saturating_add(1);
        let mut order: Vec<u8> = (0..self.players.len() as u8).collect();
        self.rng.shuffle(&mut order);
        self.order = order.clone();
        self.turn_index = 0;
        self.emit(
            Y_TURN,
            EventKind::RoundStarted {
                round: self.round,
                order,
            },
        );
    }

    /// [Y-TURN] The current player's turn starts with its Preparation [Y-PREP], which leads
    /// to the window before Movement.
    pub(crate) fn begin_turn(&mut self) {
        self.flags = TurnFlags::default();
        self.step = Step::AfterPreparation;
        let player = self.current();
        self.emit(
            Y_TURN,
            EventKind::TurnStarted {
                player,
                round: self.round,
            },
        );
        self.prepare(player);
    }

    /// [Y-TURN] The turn ends after its Refill; the next player's starts (a new round after
    /// the last one's).
    pub(crate) fn end_turn(&mut self) {
        let player = self.current();
        self.emit(Y_TURN, EventKind::TurnEnded { player });
        self.turn_index += 1;
        if self.turn_index >= self.order.len() {
            self.new_round();
        }
        self.begin_turn();
    }

    /// [Y-TURN] `continue`: the current player closes a window.
    pub(crate) fn check_continue(&self, p: u8) -> Result<(), Refused<'static>> {
        self.check_own_turn(Y_TURN, p)?;
        if !self.step.is_window() {
            return Err(Refused::NothingToContinue(self.step));
        }
        Ok(())
    }

    /// [Y-TURN] The window closes and the next phase, in order, runs up to its next decision.
    pub(crate) fn continue_phase(&mut self) {
        let player = self.current();
        match self.step {
            Step::AfterPreparation => self.start_movement(player),
            Step::AfterMovement => self.run_encounter(player),
            Step::AfterEncounter => self.run_refill(player),
            _ => {}
        }
    }
}
