//! The turn [B-TURN]: the game opens and each turn starts [B-TURN-1]; in the main phase the
//! active player moves creatures, declares strikes, and passes to end the turn [B-TURN-2].

use super::cards::Until;
use super::events::{Cell, EventKind};
use super::game::{Attack, BerserkGame, Choice, Phase, Refusal, Refused, StackEntry};
use super::narrate::{say, words, Lang};
use super::rules::{B_GAME_10, B_GAME_8, B_STACK_1, B_TURN_1, B_TURN_2};
use crate::core::{ByPlayer, Outcome, Priority};

/// **Decision** (the rules are silent): a game still running after this many turns is a
/// draw, so every game — random ones included — ends.
pub const MAX_TURNS: u32 = 60;

impl BerserkGame {
    /// [B-TURN-1] The game opens: the first player is drawn with the seeded RNG, then their
    /// first turn starts.
    pub(crate) fn open(&mut self) {
        let first = self.st.rng.below(2) as u8;
        self.st.active = first;
        self.st.priority = Priority::new(first);
        self.emit(B_TURN_1, EventKind::GameStarted { first_player: first });
        self.start_turn();
    }

    /// [B-TURN-1] Start of the active player's turn: per-turn counters reset, closed
    /// creatures open, poison deals its wounds (death follows at once), regeneration heals.
    pub fn start_turn(&mut self) {
        let (turn, active) = (self.st.turn, self.st.active);
        let moved_last: Vec<u16> = self.st.creatures.iter().filter(|c| c.moved).map(|c| c.uid).collect();
        self.st.phase = Phase::Main;
        self.st.priority = Priority::new(active);
        for c in &mut self.st.creatures {
            c.moved = false;
            c.cells_moved = 0;
            c.luck_used = false;
            c.armour_used = 0;
            c.struck.clear();
        }
        self.forget_turn_uses();
        self.st.move_limits.retain(|l| l.1 >= turn);
        self.emit(B_TURN_1, EventKind::TurnStarted { turn, active });
        self.reveal_back_row();
        // A stunned creature spends one of its turns stunned, closed or not; closed, it stays so.
        let stunned: Vec<u16> = self
            .alive()
            .filter(|c| c.owner == active && c.stunned > 0)
            .map(|c| c.uid)
            .collect();
        for &uid in &stunned {
            let c = self.cr_mut(uid);
            c.stunned -= 1;
            let (left, closed) = (c.stunned, c.closed);
            if closed {
                let creature = self.cref(uid);
                self.emit(B_TURN_1, EventKind::StaysClosed { creature, left });
            }
        }
        let opened: Vec<u16> = self
            .alive()
            .filter(|c| c.owner == active && c.closed && !stunned.contains(&c.uid))
            .map(|c| c.uid)
            .collect();
        if !opened.is_empty() {
            for &uid in &opened {
                self.cr_mut(uid).closed = false;
            }
            let creatures = opened.iter().map(|&u| self.cref(u)).collect();
            self.emit(B_TURN_1, EventKind::Opened { creatures });
        }
        // [B-MARKER] The lanterns the opponent's Bul'Bagurs light as this turn starts, before
        // the poison acts (the active player's start-of-turn effects resolve last).
        self.lantern_triggers(&moved_last);
        if self.hold(super::trigger_choices::Resume::Poison) {
            self.st.held_moved = moved_last;
            return;
        }
        self.start_turn_poison(moved_last);
    }

    /// [B-TURN-1] The start of the turn from the poison on: poison deals its wounds, the
    /// active player's bombs explode, the graveyard acts, then the rest.
    pub(crate) fn start_turn_poison(&mut self, moved_last: Vec<u16>) {
        let active = self.st.active;
        let poisoned: Vec<u16> = self
            .alive()
            .filter(|c| c.owner == active && c.poison > 0)
            .map(|c| c.uid)
            .collect();
        for uid in poisoned {
            let wounds = self.cr(uid).poison;
            let total = self.put_wounds(uid, wounds);
            let creature = self.cref(uid);
            self.emit(
                B_TURN_1,
                EventKind::PoisonWounds {
                    creature,
                    wounds,
                    total,
                },
            );
            // [B-MARKER] A lantern's light on its cell: 1 more wound from its poison.
            self.lantern_wounds(uid, None);
            // [B-GAME-13] Decision: it dies of poison if its poison's wounds (a lantern's too)
            // bring it to death.
            self.cr_mut(uid).poison_death = self.life_left(uid) == 0;
            // [B-GAME-13] The abilities answering wounds from poison.
            self.poison_wound_triggers(uid);
        }
        // [B-MARKER] Its player's bombs explode.
        self.markers_start_of_turn();
        if self.start_graveyard(moved_last.clone()) {
            return;
        }
        self.finish_start_turn(&moved_last);
    }

    /// [B-TURN-1] The rest of the start of the turn, once the Valhallas have acted
    /// [B-VALHALLA]: counters, the start of the turn's abilities, deaths, regeneration.
    pub(crate) fn finish_start_turn(&mut self, moved_last: &[u16]) {
        self.counters_at_start_of_turn();
        // [B-MARKER] Its player's runes bloom (Tergala).
        self.runes_bloom();
        // [B-GAME-13] The abilities its player's cards act with now by code (Lilith and Eiderik).
        self.turn_start_codes();
        // [B-MARKER] The other player's Skeletal Worms in the graveyard may move their tremors.
        self.tremor_moves();
        self.start_of_turn_triggers(moved_last);
        self.deaths();
        // [B-GAME-13] Triggers waiting for their owners' answers hold the start of the turn.
        if self.hold(super::trigger_choices::Resume::StartOfTurn) {
            return;
        }
        self.start_turn_rest();
    }

    /// [B-TURN-1] The rest of the start of the turn, after its triggers: regeneration heals,
    /// victory is checked.
    pub(crate) fn start_turn_rest(&mut self) {
        let active = self.st.active;
        let regen: Vec<(u16, u8)> = self
            .alive()
            .filter(|c| c.owner == active && c.wounds > 0 && !c.hidden)
            .map(|c| (c.uid, self.amount(c.uid, "regeneration")))
            .filter(|(_, x)| *x > 0)
            .collect();
        for (uid, x) in regen {
            let c = self.cr_mut(uid);
            let healed = x.min(c.wounds);
            c.wounds -= healed;
            let total = c.wounds;
            let creature = self.cref(uid);
            self.emit(
                B_TURN_1,
                EventKind::Regenerated {
                    creature,
                    healed,
                    total,
                },
            );
        }
        self.check_win();
        // [B-GAME-13] The attacks made as creatures died at the start of the turn follow.
        self.launch_queued();
    }

    // ----- the main phase [B-TURN-2] -------------------------------------------------------

    /// [B-TURN-2] The main phase's options, in creature order: each creature's moves (if it
    /// may move, to every cell it reaches: exactly what `check_move` accepts), then its
    /// strikes (if it may strike, the candidates that pass `check_strike`); last, the pass
    /// (always open to the active player).
    pub(crate) fn main_options(&self, player: u8) -> Vec<Choice> {
        let n = self.st.creatures.len() as u16;
        // Room for a few options a creature, so the list seldom grows.
        let mut options = Vec::with_capacity(4 * usize::from(n));
        for uid in 0..n {
            if self.may_move(player, uid) {
                options.extend(self.reach(uid).cells().map(|to| Choice::Move {
                    player,
                    creature: uid,
                    to,
                }));
            }
            if self.may_strike(player, uid) {
                let targets = (0..n).filter(|&target| self.check_strike::<Refused>(player, uid, target).is_ok());
                options.extend(targets.map(|target| Choice::Strike {
                    player,
                    attacker: uid,
                    target,
                }));
            }
        }
        options.extend(self.act_options(player));
        options.extend(self.counter_options(player));
        // [B-MARKER] A webbed creature neither moves nor acts in its owner's turn.
        options.retain(|c| !self.webbed_actor(c) && !self.strangled_actor(c));
        options.push(Choice::Pass { player });
        if self.must_strike_closed(player).is_some() {
            options.retain(|c| self.check_forced::<Refused>(player, c).is_ok());
        }
        options
    }

    /// [B-TURN-2] A choice in `player`'s main phase: a move, a strike or the pass.
    pub(crate) fn check_main<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_TURN_2, player, choice.player()));
        }
        self.check_forced(player, choice)?;
        if self.webbed_actor(choice) {
            return Err(E::illegal(super::rules::B_MARKER, || {
                say!(Lang::worded(), en: "a creature caught in a web can neither move nor act this turn [B-MARKER]",
                                     ru: "существо в сети в этот ход не может ни передвигаться, ни действовать [B-MARKER]")
            }));
        }
        if self.strangled_actor(choice) {
            return Err(E::illegal(super::rules::B_MARKER, || {
                say!(Lang::worded(), en: "a strangled creature cannot move (one marker) nor attack (two) [B-MARKER]",
                                     ru: "удушаемое существо не может передвигаться (один маркер) и атаковать (два) [B-MARKER]")
            }));
        }
        match *choice {
            Choice::Move { creature, to, .. } => self.check_move(player, creature, to),
            Choice::Strike { attacker, target, .. } => self.check_strike(player, attacker, target),
            Choice::Pass { .. } => Ok(()),
            Choice::Act { .. } => self.check_act(player, choice),
            Choice::TakeCounter { .. } => self.check_take_counter(player, choice),
            _ => Err(E::not_an_option(
                B_TURN_2,
                words!(en: "in the main phase: move, strike or pass",
                       ru: "в основной фазе: перемещение, удар или пас"),
            )),
        }
    }

    /// [B-TURN-2] The striker closes (its action).
    fn close_striker(&mut self, uid: u16) {
        self.cr_mut(uid).closed = true;
        let creature = self.cref(uid);
        self.emit(B_TURN_2, EventKind::Closed { creature });
    }

    /// Applies a checked main-phase choice. [B-GAME-10] A creature left open between strikes
    /// closes once its player does anything but its next strike.
    pub(crate) fn apply_main(&mut self, choice: &Choice) {
        // [B-GAME-10] The Eyes of Krong's chain, read before the choice acts.
        let link = self.chain_link(choice);
        let next = match *choice {
            Choice::Strike { attacker, .. } => Some(attacker),
            _ => None,
        };
        let between: Vec<u16> = self
            .alive()
            .filter(|c| c.owner == self.st.active && !c.closed && !c.struck.is_empty() && Some(c.uid) != next)
            .filter(|c| self.strikes_allowed(c.uid).0 > 1 && !self.stays_open_striking(c.uid))
            .map(|c| c.uid)
            .collect();
        for uid in between {
            self.close_striker(uid);
        }
        match *choice {
            Choice::Move { creature, to, .. } => self.do_move(creature, to),
            Choice::Strike { attacker, target, .. } => self.declare(attacker, target),
            Choice::Pass { .. } => self.end_turn(),
            Choice::Act {
                creature,
                ability,
                target,
                ref also,
                x,
                cell,
                ..
            } => self.apply_act(creature, ability, target, also, x, cell),
            Choice::TakeCounter { creature, .. } => self.take_counter(creature),
            _ => {}
        }
        // [B-MARKER] A move may leave a strangled creature without a Beast beside it.
        self.markers_kept();
        if !matches!(choice, Choice::Pass { .. }) {
            self.chain_made(link);
        }
        // [B-GAME-13] The attacks made as creatures died (an action killed them) follow.
        self.launch_queued();
    }

    /// [B-TURN-2] `uid` may still move this turn: a living, open creature of `player` that
    /// has not moved.
    fn may_move(&self, player: u8, uid: u16) -> bool {
        self.creature(uid)
            .is_some_and(|c| !c.dead && c.owner == player && !c.closed && !c.moved && !c.flying && c.struck.is_empty())
            && !self.rooted(uid)
            && self.move_limit(player).is_none()
    }

    /// [B-GAME-12] The limit on `player`'s moves this turn, if an ability set one and as many
    /// of its creatures have moved (those that died since count).
    fn move_limit(&self, player: u8) -> Option<u8> {
        let limit = self.st.move_limits.iter().filter(|l| l.0 == player && l.1 == self.st.turn).map(|l| l.2).min()?;
        let moved = self.st.creatures.iter().filter(|c| c.owner == player && c.moved).count();
        (moved >= usize::from(limit)).then_some(limit)
    }

    /// [B-GAME-13] `uid` is rooted to its cell: a living creature that rooted it has not moved.
    pub(crate) fn rooted(&self, uid: u16) -> bool {
        self.cr(uid).rooted_by.iter().any(|&by| !self.cr(by).dead)
    }

    /// [B-TURN-2] A move: a creature that may move, to a cell it reaches through free cells.
    fn check_move<E: Refusal>(&self, player: u8, uid: u16, to: Cell) -> Result<(), E> {
        if let Some(n) = self.move_limit(player) {
            return Err(E::illegal(super::rules::B_GAME_12, || {
                say!(Lang::worded(), en: "player {player} may move at most {n} creature(s) this turn, and has",
                                     ru: "игрок {player} может в этот ход переместить не больше {n} существ, и уже переместил")
            }));
        }
        if self.may_move(player, uid) && self.path_to(uid, to).is_some() {
            return Ok(());
        }
        Err(E::illegal(B_TURN_2, || {
            let c = self.name(uid);
            say!(Lang::worded(), en: "{c} cannot move to {to:?} now", ru: "{c} не может сейчас переместиться на {to:?}")
        }))
    }

    fn do_move(&mut self, uid: u16, to: Cell) {
        let path = self.path_to(uid, to).unwrap_or_default();
        // [B-GAME-13] The creatures it rooted are free once it moves.
        for c in &mut self.st.creatures {
            c.rooted_by.retain(|&by| by != uid);
        }
        let c = self.cr_mut(uid);
        let from = c.cell;
        c.cell = to;
        c.moved = true;
        c.cells_moved = c.cells_moved.saturating_add(u8::try_from(path.len()).unwrap_or(u8::MAX));
        let creature = self.cref(uid);
        self.emit(
            B_TURN_2,
            EventKind::Moved {
                creature,
                from,
                to,
                path: path.clone(),
            },
        );
        // [B-GAME-13] A teleport: a bound its card's teleport made, not a walk.
        let bound = path.len() == 1 && !self.walked_to(uid, from, to);
        if bound && self.movement_kinds(uid).1 == u8::MAX {
            self.teleport_codes(uid, from, to);
        } else if bound {
            // [B-GAME-13] A jump: its card's "when it jumps" abilities.
            self.jump_triggers(uid);
            self.jump_codes(uid, from);
        } else if path.len() == 1 {
            // [B-GAME-13] A step to a neighbouring cell (Tovi).
            self.step_codes(uid, from, to);
        }
        self.move_triggers(uid, &[&[from][..], &path].concat());
    }

    /// Whether a one-cell move of `uid` from `from` to `to` is a step of its walk: to an
    /// orthogonal neighbour, a diagonal one if its card lets it move so, or across its row from
    /// one end to the other if its card lets it [B-GAME-10].
    fn walked_to(&self, uid: u16, from: Cell, to: Cell) -> bool {
        let orthogonal = from[0].abs_diff(to[0]) + from[1].abs_diff(to[1]) == 1;
        let diagonal = self.movement_kinds(uid).0 && super::board::adjacent(from, to);
        let across = self.row_ends_adjacent(uid) && super::board::row_ends(from, to);
        orthogonal || diagonal || across
    }

    /// [B-TURN-2] `uid` may declare a simple strike: a living, open creature of `player`.
    fn may_strike(&self, player: u8, uid: u16) -> bool {
        self.creature(uid).is_some_and(|c| {
            !c.dead && c.owner == player && !c.closed && c.struck.len() < usize::from(self.strikes_allowed(uid).0)
        }) && !self.has(uid, super::cards::Feature::CannotAttack)
    }

    /// [B-TURN-2] `attacker` reaches `target` with a simple strike [B-GAME-8], and only the
    /// creature opposite it if its card says so [B-GAME-10].
    pub(crate) fn strike_reaches(&self, attacker: u16, target: u16) -> bool {
        let reaches = self.reaches(attacker, target) || self.strike_reaches_further(attacker, target);
        // [B-GAME-10] An enemy that draws this creature's attacks (a flyer's) takes them all.
        let drawn = self.intercept_allows(attacker, target, None).0;
        reaches && drawn && (!self.strikes_only_opposite(attacker) || self.opposite(attacker, target))
    }

    /// [B-TURN-2] with [B-GAME-10]: while a creature of `player` must strike a closed enemy,
    /// that strike is what it does, and the turn does not end before it.
    fn check_forced<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        let Some(forced) = self.must_strike_closed(player) else { return Ok(()) };
        let ok = match *choice {
            Choice::Strike { attacker, target, .. } if attacker == forced => self.cr(target).closed,
            Choice::Pass { .. } => false,
            Choice::Move { creature, .. } | Choice::Act { creature, .. } | Choice::TakeCounter { creature, .. } => {
                creature != forced
            }
            _ => true,
        };
        if ok {
            return Ok(());
        }
        Err(E::illegal(B_GAME_10, || {
            let c = self.name(forced);
            say!(Lang::worded(),
                en: "{c} must first strike a closed enemy it can reach (its card says so)",
                ru: "{c} должно сначала ударить закрытого врага, до которого достаёт (так сказано на карте)")
        }))
    }

    /// [B-TURN-2] A simple strike: by a creature that may strike, on a living enemy creature
    /// adjacent to it (diagonals included), or as flyers allow [B-GAME-8].
    pub(crate) fn check_strike<E: Refusal>(&self, player: u8, attacker: u16, target: u16) -> Result<(), E> {
        let legal = self.may_strike(player, attacker)
            && match (self.creature(attacker), self.creature(target)) {
                (Some(a), Some(t)) => {
                    !t.dead
                        && t.owner != player
                        && self.strike_reaches(attacker, target)
                        && !(self.strikes_allowed(attacker).1 && a.struck.contains(&target))
                }
                _ => false,
            };
        if legal {
            return Ok(());
        }
        if self.may_strike(player, attacker) && self.creature(target).is_some_and(|t| t.flying && !t.dead && t.owner != player) {
            return Err(E::illegal(B_GAME_8, || {
                let (a, t) = (self.name(attacker), self.name(target));
                say!(Lang::worded(),
                    en: "{a} cannot strike {t}: a flyer is struck from the board only once its side has nothing but flyers left",
                    ru: "{a} не может ударить {t}: летающее существо можно бить с поля, только когда у его стороны остались одни летающие")
            }));
        }
        Err(E::illegal(B_TURN_2, || {
            let (a, t) = (self.name(attacker), self.name(target));
            say!(Lang::worded(),
                en: "{a} cannot strike {t}: it must be the active player's open creature, the target an adjacent enemy",
                ru: "{a} не может ударить {t}: бьёт открытое существо активного игрока, а цель — соседний враг")
        }))
    }

    /// [B-TURN-2] A simple strike declared: the attack begins, the creature closes, the
    /// attack goes on the stack [B-STACK-1]; then the preliminary stage [B-ATK-1].
    fn declare(&mut self, attacker: u16, target: u16) {
        self.st.phase = Phase::Attack;
        self.st.attack = Some(Attack::new(attacker, target));
        self.st.priority = Priority::new(self.st.active);
        self.reveal(attacker, B_TURN_2);
        let (a, t) = (self.cref(attacker), self.cref(target));
        self.emit(B_TURN_2, EventKind::AttackDeclared { attacker: a, target: t });
        self.cr_mut(attacker).struck.push(target);
        // [B-GAME-10] A card that strikes again, or stays open, does not close yet; one that
        // strikes each creature once closes after its last possible strike.
        let (allowed, different) = self.strikes_allowed(attacker);
        let struck = &self.cr(attacker).struck;
        let more = struck.len() < usize::from(allowed)
            && (!different
                || self.alive().any(|t| {
                    t.owner != self.st.active && !struck.contains(&t.uid) && self.strike_reaches(attacker, t.uid)
                }));
        if !more && !self.stays_open_striking(attacker) {
            self.close_striker(attacker);
        }
        self.st.priority.put(self.st.active, StackEntry::Attack);
        let (a, t) = (self.cref(attacker), self.cref(target));
        self.emit(B_STACK_1, EventKind::AttackPut { attacker: a, target: t });
        self.begin_preliminary();
    }

    /// [B-TURN-2] The active player passed: the turn ends and the other player's begins
    /// (or the game is drawn at the turn limit).
    fn end_turn(&mut self) {
        self.end_of_turn_triggers();
        // [B-GAME-13] Triggers waiting for their owners' answers hold the end of the turn.
        if self.hold(super::trigger_choices::Resume::EndOfTurn) {
            return;
        }
        self.end_turn_rest();
    }

    /// [B-TURN-2] The rest of the end of the turn, after its triggers: features gained until
    /// then are lost, the other player's turn begins.
    pub(crate) fn end_turn_rest(&mut self) {
        let (turn, player) = (self.st.turn, self.st.active);
        // [B-GAME-13] Decision: an attack made as a creature died at the end of the turn is
        // not made: the main phase is over.
        self.st.queued.clear();
        self.st.forced.clear();
        // [B-GAME-10] Decision: the Eyes of Krong's chain is one turn's.
        self.st.chain.clear();
        self.lose_gained(Until::EndOfTurn, None, B_TURN_2);
        self.lose_gained(Until::EndOfOwnNextTurn, Some(player), B_TURN_2);
        // [B-GAME-13] Gained in its owner's turn: lost as its opponent's next turn ends.
        self.lose_gained(Until::EndOfOpponentNextTurn, Some(1 - player), B_TURN_2);
        self.count_down_turns(player);
        self.markers_end_of_turn();
        self.emit(B_TURN_2, EventKind::TurnEnded { turn, player });
        if turn >= self.st.max_turns {
            self.game_over(Outcome::Draw { draw: true });
            return;
        }
        self.st.turn += 1;
        self.st.active = 1 - player;
        self.start_turn();
    }
}
