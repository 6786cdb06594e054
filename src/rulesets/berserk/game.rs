//! The Berserk game: the board, the turn [B-TURN-1/2], the attack [B-ATK-1..6] on the
//! kernel's priority loop [B-STACK-1..3], the strike table [B-TABLE], death [B-DEATH] and
//! victory [B-WIN]. Decisions are data: `pending()` lists every legal choice and `choose()`
//! accepts exactly those, refusing anything else before it changes anything.

use serde::{Deserialize, Serialize};
use smol_str::SmolStr;
use std::sync::Arc;

use super::cards::{Catalogue, Feature, Squad};
use super::events::{Cell, CreatureRef, EventKind, Exchange, Role, Step, Strength, TriggerTime};
use crate::core::event::{Event, EventLog};
use crate::core::{Game, Outcome, Passed, Priority, Rng, RuleError};

pub type BerserkEvent = Event<EventKind>;

/// Board size: 5 columns × 6 rows.
pub const COLUMNS: u8 = 5;
pub const ROWS: u8 = 6;
/// **Decision** (RULES.md is silent): a game still running after this many turns is a
/// draw, so every game — random ones included — ends.
pub const MAX_TURNS: u32 = 60;

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
    /// Удача used this turn.
    pub luck_used: bool,
    /// Wounds Броня has prevented this turn.
    pub armour_used: u8,
    pub dead: bool,
}

/// A triggered feature on the stack [B-STACK-3].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Trigger {
    pub creature: u16,
    pub feature: Feature,
    pub when: TriggerTime,
}

/// An attack in progress.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Attack {
    pub attacker: u16,
    pub target: u16,
    pub step: Step,
    /// The target was changed (redirect or defender) in the preliminary stage.
    pub retargeted: bool,
    /// [B-TABLE-2] only the attacker rolls.
    pub single_roll: bool,
    /// Last rolls: attacker, defender.
    pub rolls: [Option<u8>; 2],
    /// Bonuses to a creature's roll this attack from resolved triggers (Боевой клич):
    /// (creature, bonus), applied if it is the attacker or the final target.
    pub bonus: Vec<(u16, u8)>,
    /// Poison the attack puts on its target (Яд, readied on attack).
    pub poison: u8,
    /// The strikes: the attacker's on the target, the target's counter-strike on the attacker.
    pub strikes: [Option<Strength>; 2],
    /// Numeric values of the strikes (after calculation, replacement, prevention).
    pub values: [u8; 2],
    /// Awaiting the exchange choice of this player [B-TABLE-1].
    pub exchange: Option<u8>,
}

impl Attack {
    /// An attack just declared: the preliminary stage, nothing rolled yet [B-ATK-1].
    fn new(attacker: u16, target: u16) -> Attack {
        Attack {
            attacker,
            target,
            step: Step::Preliminary,
            retargeted: false,
            single_roll: false,
            rolls: [None, None],
            bonus: vec![],
            poison: 0,
            strikes: [None, None],
            values: [0, 0],
            exchange: None,
        }
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
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
    pub priority: Priority<Trigger>,
    pub rng: Rng,
    pub outcome: Option<Outcome>,
    pub max_turns: u32,
    pub log: EventLog<EventKind>,
}

/// A player's choice. `player` must be the one the pending decision names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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
    /// [B-TABLE-1] The exchange choice.
    Exchange { player: u8, choice: Exchange },
}

impl Choice {
    pub fn player(&self) -> u8 {
        match self {
            Choice::Move { player, .. }
            | Choice::Strike { player, .. }
            | Choice::Pass { player }
            | Choice::Redirect { player, .. }
            | Choice::Defender { player, .. }
            | Choice::Reroll { player, .. }
            | Choice::Exchange { player, .. } => *player,
        }
    }
}

/// What kind of decision is awaited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum DecisionKind {
    /// The main phase: moves, strikes, or pass to end the turn [B-TURN-2].
    Main,
    /// Priority within an attack step [B-STACK-1].
    Priority,
    /// The exchange choice [B-TABLE-1].
    Exchange,
}

/// The decision awaited: who, what, and every legal choice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Decision {
    pub player: u8,
    pub kind: DecisionKind,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub step: Option<Step>,
    pub options: Vec<Choice>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct BerserkGame {
    pub cat: Arc<Catalogue>,
    pub st: State,
}

fn adjacent(a: Cell, b: Cell) -> bool {
    a != b && a[0].abs_diff(b[0]) <= 1 && a[1].abs_diff(b[1]) <= 1
}

/// A squad's own-rows cell on the board for `owner` (player 1's rows are mirrored).
pub fn board_cell(owner: u8, cell: [u8; 2]) -> Cell {
    if owner == 0 {
        cell
    } else {
        [cell[0], ROWS - 1 - cell[1].min(ROWS - 1)]
    }
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
                log: EventLog::default(),
            },
        }
    }

    /// A new game from two squads: placed in their own rows, the first player drawn with
    /// the seeded RNG, then the first turn starts [B-TURN-1].
    pub fn new(cat: Arc<Catalogue>, seed: u64, squads: [&Squad; 2]) -> Result<(Self, Vec<BerserkEvent>), String> {
        let mut creatures = Vec::new();
        for (owner, squad) in squads.iter().enumerate() {
            for (i, slot) in squad.creatures.iter().enumerate() {
                let def = cat.require(&slot.card, &format!("squads[{owner}].creatures[{i}].card"))?;
                if slot.cell[0] >= COLUMNS || slot.cell[1] > 2 {
                    return Err(format!(
                        "squads[{owner}].creatures[{i}].cell: outside the squad's own rows"
                    ));
                }
                let cell = board_cell(owner as u8, slot.cell);
                if creatures.iter().any(|c: &Creature| c.cell == cell) {
                    return Err(format!("squads[{owner}].creatures[{i}].cell: the cell is taken"));
                }
                creatures.push(Creature {
                    uid: creatures.len() as u16,
                    def,
                    owner: owner as u8,
                    cell,
                    wounds: 0,
                    closed: false,
                    poison: 0,
                    moved: false,
                    luck_used: false,
                    armour_used: 0,
                    dead: false,
                });
            }
        }
        let mut game = BerserkGame::from_position(cat, seed, 1, 0, creatures);
        let first = game.st.rng.below(2) as u8;
        game.st.active = first;
        game.st.priority = Priority::new(first);
        game.st
            .log
            .push("B-TURN-1", EventKind::GameStarted { first_player: first });
        game.start_turn();
        let events = game.st.log.take();
        Ok((game, events))
    }

    /// The ready squads of the catalogue.
    pub fn squads(&self) -> &[Squad] {
        &self.cat.squads
    }

    pub fn creature(&self, uid: u16) -> Option<&Creature> {
        self.st.creatures.get(usize::from(uid))
    }

    fn cr(&self, uid: u16) -> &Creature {
        let i = usize::from(uid).min(self.st.creatures.len().saturating_sub(1));
        &self.st.creatures[i]
    }

    fn cr_mut(&mut self, uid: u16) -> &mut Creature {
        let i = usize::from(uid).min(self.st.creatures.len().saturating_sub(1));
        &mut self.st.creatures[i]
    }

    pub fn cref(&self, uid: u16) -> CreatureRef {
        let c = self.cr(uid);
        CreatureRef {
            uid,
            owner: c.owner,
            card: self.cat.get(c.def).id.clone(),
        }
    }

    fn def_of(&self, uid: u16) -> &super::cards::CreatureDef {
        self.cat.get(self.cr(uid).def)
    }

    fn alive(&self) -> impl Iterator<Item = &Creature> {
        self.st.creatures.iter().filter(|c| !c.dead)
    }

    fn occupied(&self, cell: Cell) -> bool {
        self.alive().any(|c| c.cell == cell)
    }

    /// Cells `uid` can reach this turn: up to its movement orthogonally through free cells
    /// [B-TURN-2], sorted by row then column; each with its path.
    pub fn reachable(&self, uid: u16) -> Vec<(Cell, Vec<Cell>)> {
        let c = self.cr(uid);
        let range = self.def_of(uid).movement;
        let mut seen: Vec<(Cell, Vec<Cell>)> = vec![(c.cell, vec![])];
        let mut frontier = vec![c.cell];
        for _ in 0..range {
            let mut next = vec![];
            for cell in frontier {
                let path = seen
                    .iter()
                    .find(|(s, _)| *s == cell)
                    .map(|(_, p)| p.clone())
                    .unwrap_or_default();
                let [col, row] = cell;
                let steps = [
                    (col.checked_sub(1), Some(row)),
                    (Some(col + 1), Some(row)),
                    (Some(col), row.checked_sub(1)),
                    (Some(col), Some(row + 1)),
                ];
                for step in steps {
                    if let (Some(nc), Some(nr)) = step {
                        let to = [nc, nr];
                        if nc < COLUMNS && nr < ROWS && !self.occupied(to) && !seen.iter().any(|(s, _)| *s == to) {
                            let mut p = path.clone();
                            p.push(to);
                            seen.push((to, p));
                            next.push(to);
                        }
                    }
                }
            }
            frontier = next;
        }
        let mut out: Vec<(Cell, Vec<Cell>)> = seen.into_iter().skip(1).collect();
        out.sort_by_key(|(cell, _)| (cell[1], cell[0]));
        out
    }

    // ----- the decision -------------------------------------------------------------------

    fn main_options(&self) -> Vec<Choice> {
        let player = self.st.active;
        let mut options = vec![];
        for c in self.alive().filter(|c| c.owner == player && !c.closed) {
            if !c.moved {
                for (to, _) in self.reachable(c.uid) {
                    options.push(Choice::Move {
                        player,
                        creature: c.uid,
                        to,
                    });
                }
            }
            for t in self.alive().filter(|t| t.owner != player && adjacent(c.cell, t.cell)) {
                options.push(Choice::Strike {
                    player,
                    attacker: c.uid,
                    target: t.uid,
                });
            }
        }
        options.push(Choice::Pass { player });
        options
    }

    /// Open creatures of the target's side next to the target (other than it): those that may
    /// step in, as redirecting creature or defender [B-ATK-1].
    fn beside_target<'a>(&'a self, a: &'a Attack) -> impl Iterator<Item = &'a Creature> + 'a {
        let target = self.cr(a.target);
        self.alive()
            .filter(move |c| c.owner == target.owner && c.uid != a.target && !c.closed && adjacent(c.cell, target.cell))
    }

    fn redirecters(&self, a: &Attack) -> Vec<u16> {
        self.beside_target(a)
            .filter(|c| self.cat.get(c.def).has(Feature::Redirect))
            .map(|c| c.uid)
            .collect()
    }

    fn defenders(&self, a: &Attack) -> Vec<u16> {
        if self.def_of(a.attacker).has(Feature::DirectedStrike) {
            return vec![];
        }
        let attacker = self.cr(a.attacker);
        self.beside_target(a)
            .filter(|c| adjacent(c.cell, attacker.cell))
            .map(|c| c.uid)
            .collect()
    }

    fn priority_options(&self, a: &Attack) -> Vec<Choice> {
        let player = self.st.priority.holder();
        let mut options = vec![Choice::Pass { player }];
        match a.step {
            Step::Preliminary if !a.retargeted && self.cr(a.target).owner == player => {
                for creature in self.redirecters(a) {
                    options.push(Choice::Redirect { player, creature });
                }
                for creature in self.defenders(a) {
                    options.push(Choice::Defender { player, creature });
                }
            }
            Step::DieRoll => {
                for uid in [a.attacker, a.target] {
                    let c = self.cr(uid);
                    if c.owner == player && !c.luck_used && self.cat.get(c.def).has(Feature::Luck) {
                        for role in [Role::Attacker, Role::Defender] {
                            if a.rolls[role.index()].is_some() {
                                options.push(Choice::Reroll {
                                    player,
                                    creature: uid,
                                    role,
                                });
                            }
                        }
                    }
                }
            }
            _ => {}
        }
        options
    }

    /// The decision awaited, or `None` once the game is over.
    pub fn decision(&self) -> Option<Decision> {
        match (self.st.phase, &self.st.attack) {
            (Phase::Main, _) => Some(Decision {
                player: self.st.active,
                kind: DecisionKind::Main,
                step: None,
                options: self.main_options(),
            }),
            (Phase::Attack, Some(a)) => match a.exchange {
                Some(player) => Some(Decision {
                    player,
                    kind: DecisionKind::Exchange,
                    step: Some(a.step),
                    options: vec![
                        Choice::Exchange {
                            player,
                            choice: Exchange::AsRolled,
                        },
                        Choice::Exchange {
                            player,
                            choice: Exchange::Lower,
                        },
                    ],
                }),
                None => Some(Decision {
                    player: self.st.priority.holder(),
                    kind: DecisionKind::Priority,
                    step: Some(a.step),
                    options: self.priority_options(a),
                }),
            },
            _ => None,
        }
    }

    /// Why an illegal choice is refused: the rule it breaks and what is wrong.
    fn refusal(&self, d: &Decision, choice: &Choice) -> RuleError {
        let who = choice.player();
        if who != d.player {
            let rule = match d.kind {
                DecisionKind::Main => "B-TURN-2",
                DecisionKind::Priority => "B-STACK-1",
                DecisionKind::Exchange => "B-TABLE-1",
            };
            return RuleError::new(rule, format!("player {} must decide, not player {who}", d.player));
        }
        let name = |uid: u16| match self.creature(uid) {
            Some(c) => format!("creature {uid} ({})", self.cat.get(c.def).id),
            None => format!("creature {uid} (no such creature)"),
        };
        match (d.kind, choice) {
            (DecisionKind::Main, Choice::Move { creature, to, .. }) => {
                RuleError::new("B-TURN-2", format!("{} cannot move to {to:?} now", name(*creature)))
            }
            (DecisionKind::Main, Choice::Strike { attacker, target, .. }) => RuleError::new(
                "B-TURN-2",
                format!(
                    "{} cannot strike {}: it must be the active player's open creature, the target an adjacent enemy",
                    name(*attacker),
                    name(*target)
                ),
            ),
            (DecisionKind::Priority, Choice::Redirect { creature, .. }) => {
                let why = match (&self.st.attack, self.creature(*creature)) {
                    (Some(a), _) if a.step != Step::Preliminary => "the preliminary stage is over".to_string(),
                    (Some(a), _) if a.retargeted => "the attack's target has already changed".to_string(),
                    (_, Some(c)) if !self.cat.get(c.def).has(Feature::Redirect) => "it has no Перенаправление".into(),
                    _ => "it must be an open ally of the target, adjacent to it".into(),
                };
                RuleError::new(
                    "B-ATK-1",
                    format!("{} cannot redirect the attack: {why}", name(*creature)),
                )
            }
            (DecisionKind::Priority, Choice::Defender { creature, .. }) => {
                let why = match &self.st.attack {
                    Some(a) if a.step != Step::Preliminary => "the preliminary stage is over".to_string(),
                    Some(a) if a.retargeted => "the attack's target has already changed".to_string(),
                    Some(a) if self.def_of(a.attacker).has(Feature::DirectedStrike) => {
                        "a directed strike (Направленный удар) cannot get a defender".to_string()
                    }
                    _ => "a defender is an open creature of the target's side adjacent to both attacker and target"
                        .to_string(),
                };
                RuleError::new("B-ATK-1", format!("{} cannot defend: {why}", name(*creature)))
            }
            (DecisionKind::Priority, Choice::Reroll { creature, .. }) => RuleError::new(
                "B-ATK-2",
                format!(
                    "{} cannot reroll: only in the die-roll step, by a fighting creature with Удача unused this turn",
                    name(*creature)
                ),
            ),
            (DecisionKind::Exchange, _) => {
                RuleError::new("B-TABLE-1", "the exchange choice is awaited: as_rolled or lower")
            }
            (DecisionKind::Priority, _) => RuleError::new(
                "B-STACK-1",
                "with priority a player may pass or take one of the listed actions",
            ),
            (DecisionKind::Main, _) => RuleError::new("B-TURN-2", "in the main phase: move, strike or pass"),
        }
    }

    /// Applies one legal choice (without taking the events out of the log).
    pub fn apply(&mut self, choice: &Choice) -> Result<(), RuleError> {
        let Some(d) = self.decision() else {
            return Err(RuleError::new("B-WIN", "the game is over"));
        };
        if !d.options.contains(choice) {
            return Err(self.refusal(&d, choice));
        }
        // The choice is legal: nothing below can fail.
        match *choice {
            Choice::Move { creature, to, .. } => self.do_move(creature, to),
            Choice::Strike { attacker, target, .. } => self.declare(attacker, target),
            Choice::Pass { player } => match self.st.phase {
                Phase::Main => self.end_turn(),
                _ => self.pass(player),
            },
            Choice::Redirect { creature, .. } => self.retarget(creature, true),
            Choice::Defender { creature, .. } => self.retarget(creature, false),
            Choice::Reroll { creature, role, .. } => self.reroll(creature, role),
            Choice::Exchange { player, choice } => self.exchange(player, choice),
        }
        Ok(())
    }

    // ----- the turn [B-TURN] --------------------------------------------------------------

    /// [B-TURN-1] Start of the active player's turn: per-turn counters reset, closed
    /// creatures open, poison deals its wounds (death follows at once), regeneration heals.
    pub fn start_turn(&mut self) {
        let (turn, active) = (self.st.turn, self.st.active);
        self.st.phase = Phase::Main;
        self.st.priority = Priority::new(active);
        self.st.log.push("B-TURN-1", EventKind::TurnStarted { turn, active });
        for c in &mut self.st.creatures {
            c.moved = false;
            c.luck_used = false;
            c.armour_used = 0;
        }
        let opened: Vec<u16> = self
            .alive()
            .filter(|c| c.owner == active && c.closed)
            .map(|c| c.uid)
            .collect();
        if !opened.is_empty() {
            for &uid in &opened {
                self.cr_mut(uid).closed = false;
            }
            let creatures = opened.iter().map(|&u| self.cref(u)).collect();
            self.st.log.push("B-TURN-1", EventKind::Opened { creatures });
        }
        let poisoned: Vec<u16> = self
            .alive()
            .filter(|c| c.owner == active && c.poison > 0)
            .map(|c| c.uid)
            .collect();
        for uid in poisoned {
            let c = self.cr_mut(uid);
            let wounds = c.poison;
            c.wounds = c.wounds.saturating_add(wounds);
            let total = c.wounds;
            let creature = self.cref(uid);
            self.st.log.push(
                "B-TURN-1",
                EventKind::PoisonWounds {
                    creature,
                    wounds,
                    total,
                },
            );
        }
        self.deaths();
        let regen: Vec<(u16, u8)> = self
            .alive()
            .filter(|c| c.owner == active && c.wounds > 0)
            .map(|c| (c.uid, self.cat.get(c.def).regeneration()))
            .filter(|(_, x)| *x > 0)
            .collect();
        for (uid, x) in regen {
            let c = self.cr_mut(uid);
            let healed = x.min(c.wounds);
            c.wounds -= healed;
            let total = c.wounds;
            let creature = self.cref(uid);
            self.st.log.push(
                "B-TURN-1",
                EventKind::Regenerated {
                    creature,
                    healed,
                    total,
                },
            );
        }
        self.check_win();
    }

    /// [B-TURN-2] The active player passed: the turn ends and the other player's begins
    /// (or the game is drawn at the turn limit).
    fn end_turn(&mut self) {
        let (turn, player) = (self.st.turn, self.st.active);
        self.st.log.push("B-TURN-2", EventKind::TurnEnded { turn, player });
        if turn >= self.st.max_turns {
            self.game_over(Outcome::Draw { draw: true });
            return;
        }
        self.st.turn += 1;
        self.st.active = 1 - player;
        self.start_turn();
    }

    fn do_move(&mut self, uid: u16, to: Cell) {
        let path = self
            .reachable(uid)
            .into_iter()
            .find(|(c, _)| *c == to)
            .map(|(_, p)| p)
            .unwrap_or_default();
        let c = self.cr_mut(uid);
        let from = c.cell;
        c.cell = to;
        c.moved = true;
        let creature = self.cref(uid);
        self.st.log.push(
            "B-TURN-2",
            EventKind::Moved {
                creature,
                from,
                to,
                path,
            },
        );
    }

    // ----- the attack [B-ATK] -------------------------------------------------------------

    /// [B-TURN-2] A simple strike declared: the creature closes, the preliminary stage
    /// begins and "on declaration" features go on the stack [B-ATK-1].
    fn declare(&mut self, attacker: u16, target: u16) {
        let (a, t) = (self.cref(attacker), self.cref(target));
        self.st
            .log
            .push("B-TURN-2", EventKind::AttackDeclared { attacker: a, target: t });
        self.cr_mut(attacker).closed = true;
        let creature = self.cref(attacker);
        self.st.log.push("B-TURN-2", EventKind::Closed { creature });
        self.st.phase = Phase::Attack;
        self.st.attack = Some(Attack::new(attacker, target));
        self.st.priority = Priority::new(self.st.active);
        self.begin_step(Step::Preliminary);
        // **Decision**: "on declaration" features of both the attacker and the declared
        // target fire, the active player's first (so the target's resolves first, LIFO).
        for uid in [attacker, target] {
            if self.def_of(uid).has(Feature::BattleCry) {
                self.put_trigger(uid, Feature::BattleCry, TriggerTime::OnDeclaration);
            }
        }
    }

    fn begin_step(&mut self, step: Step) {
        if let Some(a) = &mut self.st.attack {
            a.step = step;
        }
        self.st.priority.begin_step();
        self.st.log.push(step.rule(), EventKind::StepStarted { step });
    }

    fn put_trigger(&mut self, creature: u16, feature: Feature, when: TriggerTime) {
        let owner = self.cr(creature).owner;
        self.st.priority.put(
            owner,
            Trigger {
                creature,
                feature,
                when,
            },
        );
        let c = self.cref(creature);
        self.st.log.push(
            "B-STACK-3",
            EventKind::TriggerPut {
                creature: c,
                feature: SmolStr::new_static(feature.key()),
                when,
            },
        );
    }

    fn attack(&self) -> Attack {
        self.st.attack.clone().unwrap_or(Attack {
            step: Step::Application,
            retargeted: true,
            single_roll: true,
            ..Attack::new(0, 0)
        })
    }

    fn with_attack(&mut self, f: impl FnOnce(&mut Attack)) {
        if let Some(a) = &mut self.st.attack {
            f(a);
        }
    }

    /// [B-STACK-1..3] A pass: the top of the stack resolves after two passes in
    /// succession, or the step ends.
    fn pass(&mut self, player: u8) {
        let step = self.attack().step;
        self.st
            .log
            .push("B-STACK-1", EventKind::PriorityPassed { player, step });
        match self.st.priority.pass(player) {
            Some(Passed::Resolve(item)) => self.resolve(item.item),
            Some(Passed::StepEnds) => {
                self.st.log.push("B-STACK-3", EventKind::StepEnded { step });
                self.end_step(step);
            }
            _ => {}
        }
    }

    /// [B-STACK-2] A triggered feature resolves.
    fn resolve(&mut self, t: Trigger) {
        let creature = self.cref(t.creature);
        self.st.log.push(
            "B-STACK-2",
            EventKind::TriggerResolved {
                creature: creature.clone(),
                feature: SmolStr::new_static(t.feature.key()),
            },
        );
        match t.feature {
            Feature::BattleCry => {
                self.with_attack(|a| a.bonus.push((t.creature, 1)));
                self.st.log.push("B-ATK-1", EventKind::RollBonus { creature, bonus: 1 });
            }
            Feature::Poison(amount) => {
                self.with_attack(|a| a.poison = a.poison.saturating_add(amount));
                self.st
                    .log
                    .push("B-ATK-1", EventKind::PoisonReadied { creature, amount });
            }
            _ => {}
        }
    }

    /// [B-ATK-1] A redirect (Перенаправление) or a defender: the creature becomes the target.
    fn retarget(&mut self, creature: u16, redirect: bool) {
        let from = self.cref(self.attack().target);
        self.with_attack(|a| {
            a.target = creature;
            a.retargeted = true;
        });
        let by = self.cref(creature);
        let kind = if redirect {
            EventKind::Redirected { by, from }
        } else {
            EventKind::DefenderAssigned { defender: by, from }
        };
        self.st.log.push("B-ATK-1", kind);
        self.st.priority.acted();
    }

    /// [B-ATK-2] Удача: reroll a die; priority passes again.
    fn reroll(&mut self, creature: u16, role: Role) {
        let old = self.attack().rolls[role.index()].unwrap_or(0);
        let value = self.st.rng.d6();
        self.with_attack(|a| a.rolls[role.index()] = Some(value));
        self.cr_mut(creature).luck_used = true;
        let player = self.cr(creature).owner;
        let by = self.cref(creature);
        self.st.log.push(
            "B-ATK-2",
            EventKind::DieRerolled {
                player,
                by,
                role,
                old,
                value,
            },
        );
        self.st.priority.acted();
    }

    /// What happens when a step ends (both passed, nothing of its own on the stack).
    fn end_step(&mut self, step: Step) {
        match step {
            Step::Preliminary => self.end_preliminary(),
            Step::DieRoll => self.end_die_roll(),
            Step::Calculation => self.end_calculation(),
            Step::Blocking => self.end_blocking(),
            Step::EffectModification => self.end_effect_modification(),
            Step::Application => self.end_application(),
        }
    }

    /// [B-ATK-1] End of the preliminary stage: the target is fixed, "on attack" features
    /// fire; then [B-ATK-2] both players roll (only the attacker against a closed creature,
    /// [B-TABLE-2]).
    fn end_preliminary(&mut self) {
        let a = self.attack();
        let single_roll = self.cr(a.target).closed;
        self.with_attack(|a| a.single_roll = single_roll);
        let (attacker, target) = (self.cref(a.attacker), self.cref(a.target));
        self.st.log.push(
            "B-ATK-1",
            EventKind::TargetFixed {
                attacker,
                target,
                single_roll,
            },
        );
        self.begin_step(Step::DieRoll);
        let poison = self.def_of(a.attacker).poison();
        if poison > 0 {
            self.put_trigger(a.attacker, Feature::Poison(poison), TriggerTime::OnAttack);
        }
        let roles: &[Role] = if single_roll {
            &[Role::Attacker]
        } else {
            &[Role::Attacker, Role::Defender]
        };
        for &role in roles {
            let value = self.st.rng.d6();
            self.with_attack(|a| a.rolls[role.index()] = Some(value));
            let player = self
                .cr(if role == Role::Attacker { a.attacker } else { a.target })
                .owner;
            self.st
                .log
                .push("B-ATK-2", EventKind::DieRolled { player, role, value });
        }
    }

    /// [B-ATK-2] End of the die-roll step: modifiers apply to the last rolls, the strike
    /// table gives the strikes [B-TABLE]; an exchange waits for its choice [B-TABLE-1].
    fn end_die_roll(&mut self) {
        let a = self.attack();
        let mut values = [0u8; 2];
        for role in [Role::Attacker, Role::Defender] {
            let Some(roll) = a.rolls[role.index()] else { continue };
            let mut value = roll;
            let uid = if role == Role::Attacker { a.attacker } else { a.target };
            let def = self.def_of(uid);
            let mut mods: Vec<(&'static str, u8)> = vec![];
            match role {
                Role::Attacker => mods.push(("attack_experience", def.attack_experience())),
                Role::Defender => mods.push(("defence_experience", def.defence_experience())),
            }
            let cry = a
                .bonus
                .iter()
                .filter(|(c, _)| *c == uid)
                .map(|(_, b)| *b)
                .fold(0u8, u8::saturating_add);
            mods.push(("battle_cry", cry));
            for (feature, amount) in mods.into_iter().filter(|(_, x)| *x > 0) {
                value = value.saturating_add(amount);
                let source = self.cref(uid);
                self.st.log.push(
                    "B-ATK-2",
                    EventKind::DieModified {
                        role,
                        source,
                        feature: SmolStr::new_static(feature),
                        amount,
                        value,
                    },
                );
            }
            values[role.index()] = value;
        }
        let (strikes, exchange, difference) = if a.single_roll {
            (strike_single(values[0]), false, None)
        } else {
            let d = i16::from(values[0]) - i16::from(values[1]);
            let (s, ex) = strike_table(values[0], values[1]);
            (s, ex, Some(d))
        };
        let rule = if a.single_roll { "B-TABLE-2" } else { "B-TABLE" };
        self.st.log.push(
            rule,
            EventKind::StrikesDetermined {
                attacker_roll: values[0],
                defender_roll: if a.single_roll { None } else { Some(values[1]) },
                difference,
                attacker_strike: strikes[0],
                defender_strike: strikes[1],
                exchange,
            },
        );
        self.with_attack(|a| a.strikes = strikes);
        if exchange {
            // The player with the higher roll chooses.
            let chooser = if values[0] > values[1] { a.attacker } else { a.target };
            let player = self.cr(chooser).owner;
            self.with_attack(|a| a.exchange = Some(player));
            return;
        }
        self.after_table();
    }

    /// [B-TABLE-1] The exchange choice.
    fn exchange(&mut self, player: u8, choice: Exchange) {
        let a = self.attack();
        let mut strikes = a.strikes;
        if choice == Exchange::Lower {
            let own = if self.cr(a.attacker).owner == player { 0 } else { 1 };
            strikes[own] = strikes[own].and_then(Strength::lower);
            strikes[1 - own] = None;
        }
        self.with_attack(|a| {
            a.strikes = strikes;
            a.exchange = None;
        });
        self.st.log.push(
            "B-TABLE-1",
            EventKind::ExchangeChosen {
                player,
                choice,
                attacker_strike: strikes[0],
                defender_strike: strikes[1],
            },
        );
        self.after_table();
    }

    /// [B-ATK-2] The striking cards become attacking, their targets attacked; "on die roll"
    /// features would fire here; then [B-ATK-3] the calculation step.
    fn after_table(&mut self) {
        for (striker, target, strength) in self.strikes() {
            let (striker, target) = (self.cref(striker), self.cref(target));
            self.st.log.push(
                "B-ATK-2",
                EventKind::Striking {
                    striker,
                    target,
                    strength,
                },
            );
        }
        self.begin_step(Step::Calculation);
    }

    /// The strikes in force: (striker, its target, strength).
    fn strikes(&self) -> Vec<(u16, u16, Strength)> {
        let a = self.attack();
        let mut out = vec![];
        if let Some(s) = a.strikes[0] {
            out.push((a.attacker, a.target, s));
        }
        if let Some(s) = a.strikes[1] {
            out.push((a.target, a.attacker, s));
        }
        out
    }

    fn side(&self, striker: u16) -> usize {
        usize::from(striker != self.attack().attacker)
    }

    /// [B-ATK-3] The strikes' numeric values (no feature in the catalogue modifies them).
    fn end_calculation(&mut self) {
        for (striker, target, strength) in self.strikes() {
            let value = self.def_of(striker).strike[strength.index()];
            let side = self.side(striker);
            self.with_attack(|a| a.values[side] = value);
            let (s, t) = (self.cref(striker), self.cref(target));
            self.st.log.push(
                "B-ATK-3",
                EventKind::StrikeCalculated {
                    striker: s,
                    target: t,
                    strength,
                    value,
                },
            );
        }
        self.begin_step(Step::Blocking);
    }

    /// [B-ATK-4] Защита от ударов blocks simple strikes against its bearer.
    fn end_blocking(&mut self) {
        for (striker, target, _) in self.strikes() {
            if self.def_of(target).has(Feature::StrikeProtection) {
                let side = self.side(striker);
                self.with_attack(|a| {
                    a.strikes[side] = None;
                    a.values[side] = 0;
                });
                let (s, t) = (self.cref(striker), self.cref(target));
                self.st.log.push(
                    "B-ATK-4",
                    EventKind::StrikeBlocked {
                        striker: s,
                        target: t,
                        feature: SmolStr::new_static("strike_protection"),
                    },
                );
            }
        }
        self.begin_step(Step::EffectModification);
    }

    /// [B-ATK-5] Replacement effects (Каменная кожа), then prevention effects (Броня).
    fn end_effect_modification(&mut self) {
        for (striker, target, strength) in self.strikes() {
            if strength == Strength::Strong && self.def_of(target).has(Feature::StoneSkin) {
                let value = self.def_of(striker).strike[Strength::Medium.index()];
                let side = self.side(striker);
                self.with_attack(|a| {
                    a.strikes[side] = Some(Strength::Medium);
                    a.values[side] = value;
                });
                let (s, t) = (self.cref(striker), self.cref(target));
                self.st.log.push(
                    "B-ATK-5",
                    EventKind::StrikeReplaced {
                        striker: s,
                        target: t,
                        feature: SmolStr::new_static("stone_skin"),
                        from: Strength::Strong,
                        to: Strength::Medium,
                        value,
                    },
                );
            }
        }
        for (striker, target, _) in self.strikes() {
            let side = self.side(striker);
            let value = self.attack().values[side];
            let armour = self.def_of(target).armour();
            let left = armour.saturating_sub(self.cr(target).armour_used);
            let prevented = left.min(value);
            if prevented > 0 {
                self.cr_mut(target).armour_used += prevented;
                let value = value - prevented;
                self.with_attack(|a| a.values[side] = value);
                let t = self.cref(target);
                self.st.log.push(
                    "B-ATK-5",
                    EventKind::WoundsPrevented {
                        target: t,
                        feature: SmolStr::new_static("armour"),
                        prevented,
                        value,
                    },
                );
            }
        }
        self.begin_step(Step::Application);
    }

    /// [B-ATK-6] Wounds and markers go on; death follows at once [B-DEATH]; the attack ends.
    fn end_application(&mut self) {
        let a = self.attack();
        for (striker, target, _) in self.strikes() {
            let wounds = a.values[self.side(striker)];
            if wounds == 0 {
                continue;
            }
            let c = self.cr_mut(target);
            c.wounds = c.wounds.saturating_add(wounds);
            let total = c.wounds;
            let (source, target) = (self.cref(striker), self.cref(target));
            self.st.log.push(
                "B-ATK-6",
                EventKind::Wounded {
                    source,
                    target,
                    wounds,
                    total,
                },
            );
        }
        if a.poison > 0 && a.strikes[0].is_some() {
            let c = self.cr_mut(a.target);
            c.poison = c.poison.saturating_add(a.poison);
            let (source, target) = (self.cref(a.attacker), self.cref(a.target));
            self.st.log.push(
                "B-ATK-6",
                EventKind::PoisonMarker {
                    source,
                    target,
                    amount: a.poison,
                },
            );
        }
        self.deaths();
        let (attacker, target) = (self.cref(a.attacker), self.cref(a.target));
        self.st.log.push("B-ATK-6", EventKind::AttackEnded { attacker, target });
        self.st.attack = None;
        self.st.phase = Phase::Main;
        self.st.priority = Priority::new(self.st.active);
        self.check_win();
    }

    /// [B-DEATH] Every creature whose wounds reach its life dies at once (a rule action,
    /// outside the stack), in uid order.
    fn deaths(&mut self) {
        let dying: Vec<u16> = self
            .alive()
            .filter(|c| c.wounds >= self.cat.get(c.def).life)
            .map(|c| c.uid)
            .collect();
        for uid in dying {
            self.cr_mut(uid).dead = true;
            let (creature, wounds) = (self.cref(uid), self.cr(uid).wounds);
            self.st.log.push("B-DEATH", EventKind::Died { creature, wounds });
        }
    }

    /// [B-WIN] A player with no creatures left loses (both at once: a draw).
    fn check_win(&mut self) {
        if self.st.phase == Phase::Over {
            return;
        }
        let left = |p: u8| self.alive().any(|c| c.owner == p);
        let outcome = match (left(0), left(1)) {
            (true, true) => return,
            (true, false) => Outcome::Winner { winner: 0 },
            (false, true) => Outcome::Winner { winner: 1 },
            (false, false) => Outcome::Draw { draw: true },
        };
        self.game_over(outcome);
    }

    fn game_over(&mut self, outcome: Outcome) {
        self.st.phase = Phase::Over;
        self.st.attack = None;
        self.st.outcome = Some(outcome);
        self.st.log.push("B-WIN", EventKind::GameOver { outcome });
    }
}

/// [B-TABLE] The strikes for two modified rolls: (attacker's, defender's) and whether the
/// row is an exchange [B-TABLE-1].
pub fn strike_table(attacker: u8, defender: u8) -> ([Option<Strength>; 2], bool) {
    use Strength::*;
    let d = i16::from(attacker) - i16::from(defender);
    match d {
        5.. => ([Some(Strong), None], false),
        4 => ([Some(Strong), Some(Weak)], true),
        3 => ([Some(Medium), None], false),
        2 => ([Some(Medium), Some(Weak)], true),
        1 => ([Some(Weak), None], false),
        0 if attacker >= 5 => ([None, Some(Weak)], false),
        0 => ([Some(Weak), None], false),
        -1 => ([Some(Weak), None], false),
        -2 => ([None, None], false),
        -3 => ([None, Some(Weak)], false),
        -4 => ([Some(Weak), Some(Medium)], true),
        _ => ([None, Some(Medium)], false),
    }
}

/// [B-TABLE-2] A single roll: 1–3 weak, 4–5 medium, 6 (or more, modified) strong.
pub fn strike_single(roll: u8) -> [Option<Strength>; 2] {
    let s = match roll {
        0..=3 => Strength::Weak,
        4 | 5 => Strength::Medium,
        _ => Strength::Strong,
    };
    [Some(s), None]
}

impl Game for BerserkGame {
    type Decision = Decision;
    type Choice = Choice;
    type Event = BerserkEvent;

    fn pending(&self) -> Option<Decision> {
        self.decision()
    }

    fn choose(&mut self, choice: &Choice) -> Result<Vec<BerserkEvent>, RuleError> {
        self.apply(choice)?;
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
}
