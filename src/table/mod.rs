//! A table: a game, its seats and the connections sitting at them, as a state machine with no
//! input or output of its own. It takes what a connection sends (a seat taken or left, a
//! choice, a `why_not`), a computer's answer, and the time (passed in, in ms since the epoch:
//! no clock is read here), and it answers with the protocol's typed messages
//! (`protocol::ServerMessage`) queued for each connection, and with what its driver must do:
//! keep a choice played (`Played`), search for a computer seat (`BotTurn`).
//!
//! Both hosts drive this one table (docs/architecture.md, "One host"): the server
//! (`src/server/tables.rs`) with sockets, its store and real time; the pages' Worker host (the
//! JS `LocalTable`, `src/wasm/table.rs`) with `postMessage` and IndexedDB. Whose decision it is,
//! who may answer it, which bot plays a computer seat's level, the clock of a decision, a seat
//! handed over and what each seat is told (its own view only: the engine's redaction, `step_as`,
//! `views_as`, `history_as`) are written here once.

pub mod ending;
pub mod frame_changes;
pub mod protocol;

use crate::bots::{BotKind, Level};
use crate::core::{RuleError, Seat};
use crate::saves::{GameLog, Resumable};
use crate::session::Encoding;
use protocol::{EngineJson, Error, Json, Kind, Presence, ServerMessage, TableInfo, Turn};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::cell::OnceCell;

/// How a table's game starts again from its log (a rewind, a reload): the registry's.
pub type Restart = fn(&GameLog) -> Result<Resumable<EngineJson>, RuleError>;

/// Who sits at a seat.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SeatKind {
    Person,
    Computer,
}

/// A seat of a table: a person's, or a computer's at its level.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Place {
    pub kind: SeatKind,
    pub level: Option<Level>,
}

/// Which host drives the table: what only one of them does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Host {
    /// `arbiter serve`: each person at a socket of their own.
    Server,
    /// The page's Worker: one screen, its seat handed over (`sit`), the computer's level set by
    /// the page (`level`), each search announced (`thinking`) and the log given with the end.
    Worker,
}

/// What a table is made of besides its game.
pub struct Plan {
    pub id: String,
    pub seats: Vec<Place>,
    /// Seconds per person's decision (none: no clock).
    pub clock: Option<u64>,
    pub host: Host,
    /// Mixed with the decision's number into each computer search's seed.
    pub bot_seed: u64,
}

/// A connection at a table and the seat it took (`None`: the spectator).
struct Conn {
    id: u64,
    seat: Seat,
}

/// A choice the table played: the driver keeps it (the server stores it) before what it said
/// goes out, or takes it back (`Table::retract`).
#[derive(Debug, Clone, PartialEq)]
pub struct Played {
    /// The decision it answered.
    pub decision: usize,
    /// The choice as the game's log holds it.
    pub choice: Value,
    /// The clock played it.
    pub timeout: bool,
    /// The game is over after it.
    pub over: bool,
    /// How many messages the table had queued before it (what `retract` goes back to).
    said: usize,
}

/// A computer seat's decision to search for: `Table::suggest` answers it here, or the server's
/// threads from the game's log; `Table::answer` plays the choice.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BotTurn {
    pub decision: usize,
    pub seat: u8,
    pub bot: BotKind,
    pub seed: u64,
    pub playouts: u32,
}

/// The decision a table awaits, read once each time the game moves: who makes it and its kind;
/// its options and whole text are written by the engine when its chooser is first told them.
struct Awaited {
    player: u64,
    kind: &'static str,
    /// Its options and the whole decision, once written.
    written: OnceCell<(Json, Json)>,
}

/// A choice stepped, as each seat a connection sits in sees it: its events, frames and the
/// state after it.
struct Seen {
    n: usize,
    player: Option<u64>,
    views: Vec<(Seat, Json, Json, Json)>,
}

pub struct Table {
    id: String,
    seats: Vec<Place>,
    clock: Option<u64>,
    host: Host,
    bot_seed: u64,
    game: Resumable<EngineJson>,
    restart: Restart,
    conns: Vec<Conn>,
    /// When the clock runs out on the decision awaited (a person's), in ms since the epoch.
    deadline: Option<u64>,
    awaited: Option<Awaited>,
    /// The decision whose computer search is under way.
    thinking: Option<usize>,
    /// What the table has said since its driver last took it: each message to one connection.
    sent: Vec<(u64, ServerMessage)>,
    /// The seats' draw offers and their clocks' run-outs (`ending`).
    offers: ending::Offers,
}

impl Table {
    /// A table of `game`, nobody connected yet; the clock, if any, starts at `now`.
    pub fn new(plan: Plan, game: Resumable<EngineJson>, restart: Restart, now: u64) -> Table {
        let mut t = Table {
            id: plan.id,
            seats: plan.seats,
            clock: plan.clock,
            host: plan.host,
            bot_seed: plan.bot_seed,
            game,
            restart,
            conns: vec![],
            deadline: None,
            awaited: None,
            thinking: None,
            sent: vec![],
            offers: ending::Offers::default(),
        };
        t.moved(now);
        t
    }

    pub fn id(&self) -> &str {
        &self.id
    }
    pub fn game(&self) -> &Resumable<EngineJson> {
        &self.game
    }
    /// The number of the decision awaited (the choices so far).
    pub fn decision(&self) -> usize {
        self.game.session.choice_count()
    }
    /// The seat whose decision is awaited (none once the game is over).
    pub fn player(&self) -> Option<u64> {
        self.awaited.as_ref().map(|a| a.player)
    }
    /// When the clock runs out on the decision awaited, in ms since the epoch.
    pub fn deadline(&self) -> Option<u64> {
        self.deadline
    }
    /// Whether any connection sits at the table.
    pub fn attended(&self) -> bool {
        !self.conns.is_empty()
    }
    /// Whether connection `conn` sits at the table.
    pub fn seats_conn(&self, conn: u64) -> bool {
        self.conns.iter().any(|c| c.id == conn)
    }
    /// What the table said since this was last called: each message with its connection.
    pub fn take(&mut self) -> Vec<(u64, ServerMessage)> {
        std::mem::take(&mut self.sent)
    }
    /// Forgets what the table said and has not been taken (a batch the store did not keep).
    pub fn unsay(&mut self) {
        self.sent.clear();
    }
    /// Says `message` to connection `conn`.
    pub fn send(&mut self, conn: u64, message: impl Into<ServerMessage>) {
        self.sent.push((conn, message.into()));
    }

    /// Seat `seat` (a person's if the table has no such seat).
    fn place(&self, seat: usize) -> Place {
        self.seats.get(seat).copied().unwrap_or(Place {
            kind: SeatKind::Person,
            level: None,
        })
    }
    /// Says what `message` makes of each connection's seat to that connection.
    fn send_each(&mut self, message: impl Fn(&Table, Seat) -> ServerMessage) {
        let each: Vec<(u64, ServerMessage)> = self.conns.iter().map(|c| (c.id, message(self, c.seat))).collect();
        self.sent.extend(each);
    }
    fn outcome(&self) -> Value {
        serde_json::to_value(self.over()).unwrap_or(Value::Null)
    }
    fn presence(&self) -> Vec<Presence> {
        self.seats
            .iter()
            .enumerate()
            .map(|(i, s)| Presence {
                kind: match s.kind {
                    SeatKind::Person => "person",
                    SeatKind::Computer => "computer",
                },
                // The Worker's seats share one screen: each is there.
                connected: s.kind == SeatKind::Computer
                    || self.host == Host::Worker
                    || self.conns.iter().any(|c| c.seat == Some(i as u8)),
                level: s.level.map(Level::name),
            })
            .collect()
    }
    /// Whose decision is awaited, as seat `seat` is told (its options only if it is its own).
    fn turn(&self, seat: Seat) -> Turn {
        let Some(awaited) = &self.awaited else {
            return Turn {
                decision: None,
                player: None,
                kind: None,
                options: Some(Json::null()),
                pending: None,
                deadline: None,
                outcome: Some(self.outcome()),
                end: self.ending().copied(),
                draw_offer: None,
                // The Worker's end screen shares the game's log.
                log: (self.host == Host::Worker).then(|| EngineJson::encode(&self.game.log())),
            };
        };
        let mine = seat.map(u64::from) == Some(awaited.player);
        // Written once per decision, and only if its chooser is told it.
        let written = mine.then(|| {
            awaited.written.get_or_init(|| {
                let session = &self.game.session;
                (session.options_json(), session.pending_json())
            })
        });
        Turn {
            decision: Some(self.decision()),
            player: Some(awaited.player),
            kind: Some(awaited.kind),
            options: written.map(|w| w.0.clone()),
            deadline: self.deadline,
            // The whole decision (Berserk's step, Yummell's window...), for its panel.
            pending: written.map(|w| w.1.clone()),
            outcome: None,
            end: None,
            draw_offer: self.draw_offer(),
            log: None,
        }
    }
    fn welcome(&self, seat: Seat) -> ServerMessage {
        let engine_json = |raw: Result<Json, RuleError>| raw.unwrap_or_else(|_| Json::null());
        ServerMessage::Welcome {
            table: TableInfo {
                id: self.id.clone(),
                ruleset: self.game.head.ruleset.clone(),
                seats: self.presence(),
                clock: self.clock,
            },
            seat,
            view: engine_json(self.game.session.view_json(seat)),
            history: engine_json(self.game.history_as(seat)),
            turn: self.turn(seat),
            outcome: self.outcome(),
        }
    }
    /// Tells every connection who is there (the server's: at the Worker's one screen every
    /// seat is).
    fn broadcast_presence(&mut self) {
        if self.host == Host::Worker {
            return;
        }
        self.send_each(|t, _| ServerMessage::Presence { seats: t.presence() });
    }

    /// Connection `conn` sits at `seat` (`None`: the spectator): its `welcome`, and the
    /// presence to everyone.
    pub fn join(&mut self, conn: u64, seat: Seat) {
        self.conns.retain(|c| c.id != conn);
        self.conns.push(Conn { id: conn, seat });
        let welcome = self.welcome(seat);
        self.send(conn, welcome);
        self.broadcast_presence();
    }
    /// Connection `conn` left: the presence to those who stay.
    pub fn leave(&mut self, conn: u64) {
        self.conns.retain(|c| c.id != conn);
        self.broadcast_presence();
    }
    /// The Worker's hand-over: connection `conn` (the one screen) is now `seat`'s, a person's,
    /// and gets its `welcome`.
    pub fn sit(&mut self, conn: u64, seat: u8) {
        let person = self
            .seats
            .get(seat as usize)
            .is_some_and(|s| s.kind == SeatKind::Person);
        if self.host != Host::Worker || !person {
            let why = format!("seat {seat} is not a person's at this screen");
            return self.send(conn, Error::host(Kind::NotYourSeat, &why));
        }
        match self.conns.iter_mut().find(|c| c.id == conn) {
            Some(c) => c.seat = Some(seat),
            None => return,
        }
        let welcome = self.welcome(Some(seat));
        self.send(conn, welcome);
    }
    /// The Worker's page changed its difficulty: every computer seat plays at `level` from now
    /// on (a search under way keeps its own).
    pub fn set_level(&mut self, conn: u64, level: Level) {
        if self.host != Host::Worker {
            return self.send(
                conn,
                Error::host(Kind::Malformed, "the computer's level is the table's"),
            );
        }
        for s in self.seats.iter_mut().filter(|s| s.kind == SeatKind::Computer) {
            s.level = Some(level);
        }
    }

    /// Why each of `choices` would be refused now, worded in `lang` (English without it).
    pub fn why_not(&mut self, conn: u64, id: Value, choices: &[Value], lang: Option<&str>) {
        if !self.seats_conn(conn) {
            return;
        }
        let session = &self.game.session;
        let code = match lang.map(|l| session.language(l)).transpose() {
            Ok(code) => code.unwrap_or("en"),
            Err(e) => return self.send(conn, Error::rule(&e)),
        };
        let reasons: Vec<Option<Error>> = crate::core::worded_in(code, || {
            choices
                .iter()
                .map(|c| session.why_not(&c.to_string()).map(|e| Error::rule(&e)))
                .collect()
        });
        self.send(conn, ServerMessage::WhyNot { id, reasons });
    }

    /// Connection `conn` answers decision `decision` with `choice`: refused to it alone (a
    /// decision not awaited, another seat's, a choice the engine refuses: nothing changes), or
    /// acknowledged again (a resend of the choice already played), or played.
    pub fn choose(&mut self, conn: u64, decision: &Value, choice: &Value, now: u64) -> Option<Played> {
        let seat = self.conns.iter().find(|c| c.id == conn)?.seat;
        let refuse = |t: &mut Table, e: Error| {
            t.send(conn, e.answering(decision));
            None
        };
        let Some(n) = decision.as_u64().map(|n| n as usize) else {
            return refuse(
                self,
                Error::host(Kind::Malformed, "\"decision\" is the number of the decision answered"),
            );
        };
        let current = self.decision();
        if n < current {
            let done = self.game.session.choice(n);
            // The same choice again (a resend): acknowledged, applied once.
            let same_choice = done.as_ref() == Some(choice)
                || serde_json::from_str::<Value>(&choice.to_string()).ok().as_ref() == done.as_ref();
            if same_choice {
                self.send(conn, ServerMessage::Ack { decision: n });
                return None;
            }
            return refuse(
                self,
                Error::host(Kind::Stale, "that decision was already answered with another choice"),
            );
        }
        if self.over().is_some() {
            return refuse(self, Error::host(Kind::GameOver, "the game is over"));
        }
        if n > current {
            let why = format!("decision {n} is not awaited: decision {current} is");
            return refuse(self, Error::host(Kind::Stale, &why));
        }
        if seat.is_none() || seat.map(u64::from) != self.player() {
            return refuse(self, Error::host(Kind::NotYourSeat, "this decision is another seat's"));
        }
        match self.apply(&choice.to_string(), Some(conn), false, now) {
            Ok(played) => Some(played),
            Err(e) => refuse(self, e),
        }
    }

    /// Plays `choice` (refused if illegal, nothing changed): tells `chooser` its `ack`, then
    /// every connection its `step` as its seat sees it and the next `turn`, and sets the next
    /// decision's clock from `now`.
    pub fn apply(&mut self, choice: &str, chooser: Option<u64>, timeout: bool, now: u64) -> Result<Played, Error> {
        let said = self.sent.len();
        let seen = self.step(choice)?;
        let (decision, player) = (seen.n, seen.player);
        self.broadcast(seen, chooser, timeout, now);
        self.chosen(player, timeout);
        Ok(Played {
            decision,
            choice: self.game.session.choice(decision).unwrap_or(Value::Null),
            timeout,
            over: self.over().is_some(),
            said,
        })
    }

    /// Takes back `played`, the last choice (or end) played (its driver could not keep it):
    /// the game as before it, and nothing it said.
    pub fn retract(&mut self, played: &Played, now: u64) -> Result<(), String> {
        self.sent.truncate(played.said);
        let mut log = self.game.log();
        log.choices.truncate(played.decision);
        log.end = None;
        self.game = (self.restart)(&log).map_err(|e| format!("table {} does not replay: {e}", self.id))?;
        self.moved(now);
        Ok(())
    }

    /// The game drawn again from `game` (the store's): each connection gets a `welcome`.
    pub fn replace(&mut self, game: Resumable<EngineJson>, now: u64) {
        self.game = game;
        self.moved(now);
        self.send_each(Table::welcome);
    }

    /// Plays the default choice (its first option) of a decision whose clock ran out by `now`,
    /// or ends the game if its seat has abandoned it (`ending::ABANDON_AFTER`).
    pub fn tick(&mut self, now: u64) -> Option<Played> {
        if self.deadline.is_none_or(|d| d > now) {
            return None;
        }
        self.deadline = None;
        let player = self.player()?;
        if self.abandons(player) {
            return Some(self.abandoned(player, now));
        }
        let first = self
            .awaited
            .as_ref()
            .and_then(|_| self.game.session.option_text(0).ok())?;
        self.apply(&first, None, true, now).ok()
    }

    /// The computer seat whose decision is awaited, with the bot of its level, unless its search
    /// is already asked for (by an earlier call, until the game moves). The Worker announces it
    /// (`thinking`) to every connection.
    pub fn bot_turn(&mut self) -> Option<BotTurn> {
        let player = self.player()?;
        let place = self.place(player as usize);
        let n = self.decision();
        if place.kind != SeatKind::Computer || self.thinking == Some(n) {
            return None;
        }
        self.thinking = Some(n);
        let (bot, playouts) = self.game.session.bot_for(place.level.unwrap_or(Level::Easy));
        let seed = self.bot_seed.wrapping_add(n as u64 * 7919) % (1 << 31);
        let seat = player as u8;
        if self.host == Host::Worker {
            self.send_each(|_, _| ServerMessage::Thinking {
                seat,
                bot,
                seed,
                playouts,
            });
        }
        Some(BotTurn {
            decision: n,
            seat,
            bot,
            seed,
            playouts,
        })
    }

    /// The bot's choice for `turn`, searched on this table's game.
    pub fn suggest(&self, turn: &BotTurn) -> Option<Json> {
        self.game.session.suggest(turn.bot, turn.seed, turn.playouts)
    }

    /// The computer's `choice` for decision `decision` (its `BotTurn`'s), played if that search
    /// is still the one awaited (the game may have moved on meanwhile).
    pub fn answer(&mut self, decision: usize, choice: Option<&str>, now: u64) -> Result<Option<Played>, Error> {
        if self.thinking != Some(decision) || self.decision() != decision {
            return Ok(None);
        }
        self.thinking = None;
        match choice {
            Some(choice) => self.apply(choice, None, false, now).map(Some),
            None => Ok(None),
        }
    }

    /// The game moved (or was loaded): reads the decision awaited now, and sets its clock.
    fn moved(&mut self, now: u64) {
        let ended = self.ending().is_some();
        self.awaited = self
            .game
            .session
            .pending_head()
            .filter(|_| !ended)
            .map(|(player, kind)| Awaited {
                player: u64::from(player),
                kind,
                written: OnceCell::new(),
            });
        self.deadline = None;
        self.thinking = None;
        let (Some(clock), Some(player)) = (self.clock, self.player()) else {
            return;
        };
        if self.place(player as usize).kind == SeatKind::Person {
            self.deadline = Some(now.saturating_add(clock.saturating_mul(1000)));
        }
    }

    /// Steps `choice` (refused if illegal), as each seat a connection sits in sees it.
    fn step(&mut self, choice: &str) -> Result<Seen, Error> {
        let n = self.decision();
        let player = self.player();
        let mut seats: Vec<Seat> = vec![];
        for c in &self.conns {
            if !seats.contains(&c.seat) {
                seats.push(c.seat);
            }
        }
        let session = &mut self.game.session;
        let steps = session.step_as(choice, &seats).map_err(|e| Error::rule(&e))?;
        // The state after the choice, as each seat sees it (its `view`).
        let states = session.views_as(&seats).unwrap_or_default();
        let mut states = states.into_iter();
        let views = seats
            .into_iter()
            .zip(steps)
            .map(|(seat, (events, frames))| (seat, events, frames, states.next().unwrap_or_else(Json::null)))
            .collect();
        Ok(Seen { n, player, views })
    }

    /// Sets the clock of the next decision and tells every connection its `step` of a stepped
    /// choice and the next `turn` (the chooser, if any, its `ack` first).
    fn broadcast(&mut self, seen: Seen, chooser: Option<u64>, timeout: bool, now: u64) {
        self.moved(now);
        let Seen { n, player, mut views } = seen;
        let mut sent = vec![];
        for (k, c) in self.conns.iter().enumerate() {
            if Some(c.id) == chooser {
                sent.push((c.id, ServerMessage::Ack { decision: n }));
            }
            // Each seat's step written once, however many connections it has.
            // (Moved to the seat's last connection, copied to any before it.)
            let last = !self.conns[k + 1..].iter().any(|o| o.seat == c.seat);
            let (events, frames, view) = match views.iter().position(|v| v.0 == c.seat) {
                Some(i) if last => {
                    let (_, events, frames, view) = views.swap_remove(i);
                    (events, frames, view)
                }
                Some(i) => (views[i].1.clone(), views[i].2.clone(), views[i].3.clone()),
                None => (Json::null(), Json::null(), Json::null()),
            };
            let step = ServerMessage::Step {
                decision: n,
                player,
                events,
                frames,
                view,
                timeout,
            };
            sent.push((c.id, step));
            sent.push((c.id, ServerMessage::Turn(self.turn(c.seat))));
        }
        self.sent.extend(sent);
    }
}
