//! The tables: each a game (its log replayed into a `Resumable`), its seats, tokens, clock and
//! sockets. One engine thread owns them all and the store; the async side sends it `Command`s.
//! Every accepted choice is stored before it is acknowledged or broadcast, and each socket gets
//! only what its seat sees (`step_as`, `view_json`, `history_as`: the engine's redaction).
//! A table never writes to a socket: what it says goes into its `sent` list as typed messages
//! (`protocol::ServerMessage`), which the engine thread hands to the sockets once the batch's
//! choices are committed (nothing is shown before it is stored).
//!
//! Several instances may share one store (PostgreSQL): each keeps its own copy of a table and
//! hears, through `Command::Sync`, the choices the others store; it steps them and broadcasts
//! them to its own sockets as it does its own. When two instances answer the same decision, the
//! store keeps the first committed; the other catches up and answers its chooser `stale`.

use super::protocol::{self, EngineJson, Error, Kind, Presence, ServerMessage, TableInfo, Turn};
use super::store::{Change, Level, SeatKind, SeatRow, Store, Stored, TableRow};
use crate::bots::BotKind;
use crate::core::{Outcome, Seat};
use crate::rulesets::{Builtin, Registry, Ruleset, Visitor};
use crate::saves::{GameLog, Resumable};
use crate::session::Session;
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::cell::OnceCell;
use std::collections::{BTreeMap, HashMap};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc::UnboundedSender, oneshot};

/// What a socket receives: JSON text, one message each.
pub type Outbox = UnboundedSender<String>;

pub enum Command {
    Create {
        request: Value,
        reply: oneshot::Sender<Result<Value, String>>,
    },
    Hello {
        table: String,
        token: String,
        conn: u64,
        out: Outbox,
        reply: oneshot::Sender<Option<Seat>>,
    },
    Choose {
        table: String,
        conn: u64,
        decision: Value,
        choice: Value,
    },
    WhyNot {
        table: String,
        conn: u64,
        id: Value,
        choices: Vec<Value>,
        /// The language to word the reasons in (none: English).
        lang: Option<String>,
    },
    Leave {
        table: String,
        conn: u64,
    },
    /// `GET /api/health`: how many tables this instance holds in memory.
    Health {
        reply: oneshot::Sender<Value>,
    },
    /// The store changed under this instance (another instance stored a choice): the tables
    /// concerned catch up with it.
    Sync(Change),
    /// A computer's search ended (`Thinkers`): its choice for decision `decision` of `table`.
    Thought {
        table: String,
        decision: usize,
        choice: Option<String>,
    },
}

/// The handle the async side holds.
#[derive(Clone)]
pub struct Engine {
    tx: mpsc::Sender<Command>,
}

impl Engine {
    /// Starts hearing the changes of `store` (if shared), resumes every unfinished table of it
    /// and starts the engine thread.
    pub fn start(mut store: Box<dyn Store + Send>, on_end: Option<mpsc::Sender<Ended>>) -> Result<Engine, String> {
        let (tx, rx) = mpsc::channel();
        // Listening first: a choice stored by another instance while the tables load is heard
        // (and found already loaded, or caught up with, when its `Sync` is handled).
        let heard = tx.clone();
        store.listen(Box::new(move |change| heard.send(Command::Sync(change)).is_ok()))?;
        let (ready, started) = mpsc::channel();
        let thoughts = tx.clone();
        std::thread::Builder::new()
            .name("arbiter-engine".into())
            .spawn(move || {
                // Games are not Send: they are built, and stay, on this thread.
                match World::open(store, thoughts) {
                    Ok(mut world) => {
                        if let Some(tx) = on_end {
                            world.on_end(tx);
                        }
                        let _ = ready.send(Ok(()));
                        world.run(rx)
                    }
                    Err(e) => {
                        let _ = ready.send(Err(e));
                    }
                }
            })
            .map_err(|e| e.to_string())?;
        started.recv().map_err(|e| e.to_string())??;
        Ok(Engine { tx })
    }
    pub fn send(&self, command: Command) {
        let _ = self.tx.send(command);
    }
}

/// The rulesets a world's tables play (`rulesets::Registry`: the build's, or one of an
/// embedder's or a test's own), as the table code reaches them: a game started from its log
/// (for the tables, and for the searches' threads), a ruleset's game page, and its names.
#[derive(Clone, Copy)]
pub struct Games {
    start: fn(&GameLog) -> Result<Resumable<EngineJson>, crate::core::RuleError>,
    search: fn(&GameLog) -> Result<Resumable, crate::core::RuleError>,
    page: fn(&str) -> Option<&'static str>,
    names: fn() -> Vec<&'static str>,
}

impl Games {
    /// The rulesets of registry `G`.
    pub fn of<G: Registry>() -> Games {
        struct Page;
        impl Visitor for Page {
            type Output = &'static str;
            fn visit<R: Ruleset>(self) -> &'static str {
                R::PAGE
            }
        }
        Games {
            start: |log| Resumable::start_with::<G>(log, ""),
            search: |log| Resumable::start_with::<G>(log, ""),
            page: |name| G::visit(name, "ruleset", Page).ok(),
            names: G::names,
        }
    }
}

/// The computer's searches (the strong bot of a hard seat), off the engine thread: a thread per
/// core rebuilds the game from its log, asks its bot and hands the choice back as a
/// `Command::Thought`, so a long search holds up no other table.
#[derive(Clone)]
struct Thinkers {
    jobs: mpsc::Sender<Thought>,
}

struct Thought {
    table: String,
    decision: usize,
    log: GameLog,
    bot: BotKind,
    seed: u64,
    playouts: u32,
}

impl Thinkers {
    fn start(engine: mpsc::Sender<Command>, games: Games) -> Thinkers {
        let (jobs, rx) = mpsc::channel::<Thought>();
        let rx = Arc::new(Mutex::new(rx));
        let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
        for i in 0..threads {
            let (rx, engine) = (Arc::clone(&rx), engine.clone());
            let spawned = std::thread::Builder::new()
                .name(format!("arbiter-bot-{i}"))
                .spawn(move || loop {
                    let job = match rx.lock() {
                        Ok(jobs) => jobs.recv(),
                        Err(_) => return,
                    };
                    let Ok(job) = job else { return };
                    let choice = (games.search)(&job.log)
                        .ok()
                        .and_then(|g| g.session.suggest(job.bot, job.seed, job.playouts));
                    let thought = Command::Thought {
                        table: job.table,
                        decision: job.decision,
                        choice,
                    };
                    if engine.send(thought).is_err() {
                        return;
                    }
                });
            if let Err(e) = spawned {
                tracing::error!(error = %e, "no thread for the computer's searches");
            }
        }
        Thinkers { jobs }
    }
}

/// `n` random bytes from the operating system, as hex.
pub fn random_hex(n: usize) -> String {
    let mut bytes = vec![0u8; n];
    if getrandom::getrandom(&mut bytes).is_err() {
        // No randomness: refuse to make guessable tokens.
        panic!("the operating system gave no random bytes");
    }
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn hash(token: &str) -> String {
    Sha256::digest(token.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Compares two strings in time that depends only on their lengths.
fn same(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0)
}

/// A socket at a table: its connection and the seat it took (`None`: the spectator).
struct Conn {
    id: u64,
    seat: Seat,
}

struct Table {
    row: TableRow,
    game: Resumable<EngineJson>,
    /// How its game starts again from its log.
    games: Games,
    conns: Vec<Conn>,
    /// When the clock runs out on the decision awaited (a person's), if the table has a clock.
    deadline: Option<(Instant, u64)>,
    /// Whether the game was over when stored last.
    finished: bool,
    /// Where a strong bot's search goes (none: searched here, on the engine thread), and the
    /// decision whose search is under way.
    think: Option<Thinkers>,
    thinking: Option<usize>,
    /// The decision awaited, as the engine wrote it (none once the game is over).
    awaited: Option<Awaited>,
    /// What this table has said since the engine thread last handed it out: each message to
    /// one connection.
    sent: Vec<(u64, ServerMessage)>,
    /// How its game ended, when it ended since the engine thread last handed out (for the
    /// community's record: `World::on_end`).
    ended: Option<Outcome>,
}

/// A table whose game ended: what the community records (`community::Community::ended`).
#[derive(Debug, Clone, PartialEq)]
pub struct Ended {
    pub table: String,
    pub ruleset: String,
    pub outcome: Outcome,
}

/// The most commands handled in one batch (one commit).
const BATCH: usize = 256;

impl Table {
    fn load(store: &mut dyn Store, id: &str, games: Games) -> Result<Table, String> {
        let row = store.table(id)?.ok_or_else(|| format!("no table {id}"))?;
        let mut log = GameLog::new(&row.ruleset, row.seed, row.setup.clone());
        log.choices = store.choices(id)?;
        let game = (games.start)(&log).map_err(|e| format!("table {id} does not replay: {e}"))?;
        Ok(Table::new(row, game, games))
    }
    fn new(row: TableRow, game: Resumable<EngineJson>, games: Games) -> Table {
        let finished = game.session.outcome().is_some();
        let mut t = Table {
            row,
            game,
            games,
            conns: vec![],
            deadline: None,
            finished,
            think: None,
            thinking: None,
            awaited: None,
            sent: vec![],
            ended: None,
        };
        t.moved();
        t
    }
    /// Seat `seat` as stored (a person's if the row has no such seat).
    fn seat(&self, seat: usize) -> SeatRow {
        self.row.seats.get(seat).cloned().unwrap_or(SeatRow {
            kind: SeatKind::Person,
            level: None,
            token_hash: String::new(),
        })
    }
    /// Says `message` to connection `conn`.
    fn send(&mut self, conn: u64, message: impl Into<ServerMessage>) {
        self.sent.push((conn, message.into()));
    }
    /// Says what `message` makes of each connection's seat to that connection.
    fn send_each(&mut self, message: impl Fn(&Table, Seat) -> ServerMessage) {
        let each: Vec<(u64, ServerMessage)> = self.conns.iter().map(|c| (c.id, message(self, c.seat))).collect();
        self.sent.extend(each);
    }
    fn decision(&self) -> usize {
        self.game.session.choice_count()
    }
    /// The player whose decision is awaited (none once the game is over).
    fn player(&self) -> Option<u64> {
        self.awaited.as_ref().and_then(|a| a.player)
    }
    fn outcome(&self) -> Value {
        serde_json::to_value(self.game.session.outcome()).unwrap_or(Value::Null)
    }
    fn presence(&self) -> Vec<Presence> {
        self.row
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| Presence {
                kind: match s.kind {
                    SeatKind::Person => "person",
                    SeatKind::Computer => "computer",
                },
                connected: s.kind == SeatKind::Computer || self.conns.iter().any(|c| c.seat == Some(i as u8)),
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
                options: Some(protocol::Json::null()),
                pending: None,
                deadline: None,
                outcome: Some(self.outcome()),
            };
        };
        let mine = seat.is_some() && awaited.player == seat.map(u64::from);
        // Written once per decision, and only if its chooser is told it.
        let written = mine.then(|| {
            awaited.written.get_or_init(|| {
                let session = &self.game.session;
                (session.options_json(), session.pending_json())
            })
        });
        Turn {
            decision: Some(self.decision()),
            player: awaited.player,
            kind: Some(awaited.kind),
            options: written.map(|w| w.0.clone()),
            deadline: self.deadline.map(|d| d.1),
            // The whole decision (Berserk's step, Yummell's window...), for its panel.
            pending: written.map(|w| w.1.clone()),
            outcome: None,
        }
    }
    fn welcome(&self, seat: Seat) -> ServerMessage {
        let engine_json =
            |raw: Result<protocol::Json, crate::core::RuleError>| raw.unwrap_or_else(|_| protocol::Json::null());
        ServerMessage::Welcome {
            table: TableInfo {
                id: self.row.id.clone(),
                ruleset: self.row.ruleset.clone(),
                seats: self.presence(),
                clock: self.row.clock,
            },
            seat,
            view: engine_json(self.game.session.view_json(seat)),
            history: engine_json(self.game.history_as(seat)),
            turn: self.turn(seat),
            outcome: self.outcome(),
        }
    }
    fn broadcast_presence(&mut self) {
        self.send_each(|t, _| ServerMessage::Presence { seats: t.presence() });
    }
    /// The game moved (or was loaded): reads the decision awaited now, and sets its clock.
    fn moved(&mut self) {
        self.awaited = Awaited::of(self.game.session.as_ref());
        self.deadline = None;
        let Some(clock) = self.row.clock else { return };
        let Some(player) = self.player() else {
            return;
        };
        if self.seat(player as usize).kind == SeatKind::Person {
            let d = Duration::from_secs(clock);
            self.deadline = Some((Instant::now() + d, now_ms() + d.as_millis() as u64));
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
            .map(|(seat, (events, frames))| (seat, events, frames, states.next().unwrap_or_else(protocol::Json::null)))
            .collect();
        Ok(Seen { n, player, views })
    }
    /// Sets the clock of the next decision and tells every connection its `step` of a stepped
    /// choice and the next `turn` (the chooser, if any, its `ack` first).
    fn broadcast(&mut self, seen: Seen, chooser: Option<u64>, timeout: bool) {
        self.moved();
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
                None => (protocol::Json::null(), protocol::Json::null(), protocol::Json::null()),
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
    /// Marks the table finished in the store once its game is over.
    fn mark_finished(&mut self, store: &mut dyn Store) {
        if let (Some(outcome), false) = (self.game.session.outcome(), self.finished) {
            self.finished = true;
            self.ended = Some(outcome);
            tracing::info!(table = %self.row.id, "table finished");
            if let Err(e) = store.finish(&self.row.id) {
                tracing::error!(table = %self.row.id, error = %e, "the finished table could not be marked");
            }
        }
    }
    /// Applies a legal `choice`: stores it, then acks (to `chooser`), steps and turns to every
    /// socket. A choice the store refuses is undone (see `not_stored`).
    fn apply(&mut self, store: &mut dyn Store, choice: &str, chooser: Option<u64>, timeout: bool) -> Result<(), Error> {
        let seen = self.step(choice)?;
        let stored = self.game.session.choice(seen.n).unwrap_or(Value::Null);
        if let Err(why) = store.add_choice(&self.row.id, seen.n, &stored, timeout) {
            return self.not_stored(store, seen.n, &stored, chooser, why);
        }
        self.mark_finished(store);
        self.broadcast(seen, chooser, timeout);
        Ok(())
    }
    /// Choice `n` (`ours`) was stepped but not stored: the game goes back to before it, then
    /// catches up with the store. When another instance stored decision `n` first, its choice
    /// is broadcast and the chooser gets `stale` (or `ack`, if it was the same choice);
    /// otherwise (the database failed) the chooser is told to try again.
    fn not_stored(
        &mut self,
        store: &mut dyn Store,
        n: usize,
        ours: &Value,
        chooser: Option<u64>,
        why: Stored,
    ) -> Result<(), Error> {
        if let Stored::Failed(e) = &why {
            tracing::error!(table = %self.row.id, error = %e, "a choice could not be stored");
        }
        let again = Error::host(Kind::Limit, "the choice could not be stored; try again");
        if let Err(e) = self.rewind(n) {
            tracing::error!(table = %self.row.id, error = %e, "the table could not be rewound");
            if let Err(e) = self.reload(store) {
                tracing::error!(table = %self.row.id, error = %e, "the table could not be reloaded");
            }
            return Err(again);
        }
        match self.catch_up(store) {
            Ok(0) => Err(again),
            Ok(_) => {
                if self.game.session.choice(n).as_ref() == Some(ours) {
                    if let Some(c) = chooser.filter(|&c| self.conns.iter().any(|k| k.id == c)) {
                        self.send(c, ServerMessage::Ack { decision: n });
                    }
                    return Ok(());
                }
                Err(Error::host(
                    Kind::Stale,
                    &format!("decision {n} was answered first on another instance"),
                ))
            }
            Err(e) => {
                tracing::error!(table = %self.row.id, error = %e, "the table could not be reloaded");
                Err(again)
            }
        }
    }
    /// The game as it was before its choice `n` (replayed from its own log).
    fn rewind(&mut self, n: usize) -> Result<(), String> {
        let mut log = self.game.log();
        log.choices.truncate(n);
        self.game = (self.games.start)(&log).map_err(|e| format!("table {} does not replay: {e}", self.row.id))?;
        self.moved();
        Ok(())
    }
    /// The game as the store holds it, drawn again from nothing: each socket gets a `welcome`.
    fn reload(&mut self, store: &mut dyn Store) -> Result<(), String> {
        let t = Table::load(store, &self.row.id, self.games)?;
        self.game = t.game;
        self.finished = t.finished;
        self.moved();
        self.send_each(Table::welcome);
        Ok(())
    }
    /// Steps the choices the store holds beyond this game's (another instance's) and broadcasts
    /// each as a local one, without storing them again; returns how many there were.
    fn catch_up(&mut self, store: &mut dyn Store) -> Result<usize, String> {
        let from = self.decision();
        let stored = store.choices_from(&self.row.id, from)?;
        for (k, (choice, timeout)) in stored.iter().enumerate() {
            match self.step(&choice.to_string()) {
                Ok(seen) => {
                    self.mark_finished(store);
                    self.broadcast(seen, None, *timeout);
                }
                Err(e) => {
                    // The store holds a choice this game refuses (it diverged): start again
                    // from the store.
                    tracing::warn!(table = %self.row.id, choice = from + k, error = %e.message, "a stored choice does not apply here");
                    self.reload(store)?;
                    return Ok(stored.len());
                }
            }
        }
        Ok(stored.len())
    }
    /// Catches up with the store, then plays the computer seats whose turn it is then (they may
    /// be this instance's to play: the one that stored the last choice may be gone).
    fn sync(&mut self, store: &mut dyn Store) {
        match self.catch_up(store) {
            Ok(0) => {}
            Ok(_) => self.play_bots(store),
            Err(e) => tracing::error!(table = %self.row.id, error = %e, "the table could not catch up with the store"),
        }
    }
    /// Plays every computer seat whose turn it is.
    fn play_bots(&mut self, store: &mut dyn Store) {
        loop {
            let Some(player) = self.player() else {
                return;
            };
            let seat = self.seat(player as usize);
            if seat.kind != SeatKind::Computer {
                return;
            }
            let (bot, playouts) = self.game.session.bot_for(seat.level.unwrap_or(Level::Easy));
            let seed = u64::from_str_radix(&random_hex(8), 16).unwrap_or(1);
            if let (BotKind::Strong, Some(think)) = (bot, &self.think) {
                // A search: on a thinker's thread; its choice comes back as a `Thought`.
                let n = self.decision();
                if self.thinking != Some(n) {
                    self.thinking = Some(n);
                    let thought = Thought {
                        table: self.row.id.clone(),
                        decision: n,
                        log: self.game.log(),
                        bot,
                        seed,
                        playouts,
                    };
                    let _ = think.jobs.send(thought);
                }
                return;
            }
            let Some(choice) = self.game.session.suggest(bot, seed, playouts) else {
                return;
            };
            match self.apply(store, choice.as_str(), None, false) {
                Ok(()) => {}
                // Another instance played this decision first: this table caught up with it.
                Err(e) if e.kind == Kind::Stale => {}
                Err(_) => return,
            }
        }
    }
}

/// The decision a table awaits, read once each time the game moves: who makes it and its kind;
/// its options and whole text are written by the engine when its chooser is first told them.
struct Awaited {
    player: Option<u64>,
    kind: &'static str,
    /// Its options and the whole decision, once written.
    written: OnceCell<(protocol::Json, protocol::Json)>,
}

impl Awaited {
    /// The decision `session` awaits (none once the game is over).
    fn of(session: &dyn Session<EngineJson>) -> Option<Awaited> {
        let (player, kind) = session.pending_head()?;
        Some(Awaited {
            player: Some(u64::from(player)),
            kind,
            written: OnceCell::new(),
        })
    }
}

/// A choice stepped, as each seat a connection sits in sees it: its events, frames and the
/// state after it.
struct Seen {
    n: usize,
    player: Option<u64>,
    views: Vec<(Seat, protocol::Json, protocol::Json, protocol::Json)>,
}

/// Every table this instance holds, the store and the sockets: what the engine thread owns. It
/// takes `Command`s and tells each connection's socket what its seat may see; it needs no
/// socket (a connection's outbox is a channel), so it is tested as it is.
pub struct World {
    store: Box<dyn Store + Send>,
    /// The rulesets its tables play.
    games: Games,
    tables: BTreeMap<String, Table>,
    thinkers: Thinkers,
    /// Each connection's socket, while it sits at a table.
    outboxes: HashMap<u64, Outbox>,
    /// The tables the commands since the last delivery concerned (only they may have spoken),
    /// or every table (`None`).
    spoke: Option<Vec<String>>,
    /// Where the tables whose game ended are told, once each (after their last choice is
    /// committed).
    on_end: Option<mpsc::Sender<Ended>>,
}

impl World {
    /// The tables of `store` (every unfinished one resumed, its computer seats played), the
    /// computer's searches answering through `thoughts` (`Command::Thought`).
    pub fn open(store: Box<dyn Store + Send>, thoughts: mpsc::Sender<Command>) -> Result<World, String> {
        World::open_with(store, thoughts, Games::of::<Builtin>())
    }

    /// As `open`, its tables playing the rulesets of `games` (`Games::of::<Only<R>>()` for a
    /// ruleset of one's own).
    pub fn open_with(
        mut store: Box<dyn Store + Send>,
        thoughts: mpsc::Sender<Command>,
        games: Games,
    ) -> Result<World, String> {
        let thinkers = Thinkers::start(thoughts, games);
        let mut tables = BTreeMap::new();
        for id in store.unfinished()? {
            let mut table = Table::load(store.as_mut(), &id, games)?;
            table.think = Some(thinkers.clone());
            tables.insert(id, table);
        }
        let mut world = World {
            store,
            games,
            tables,
            thinkers,
            outboxes: HashMap::new(),
            spoke: None,
            on_end: None,
        };
        let ids: Vec<String> = world.tables.keys().cloned().collect();
        for id in ids {
            if let Some(t) = world.tables.get_mut(&id) {
                t.play_bots(world.store.as_mut());
            }
        }
        world.deliver();
        Ok(world)
    }

    /// Tells `tx` of every table whose game ends from now on.
    pub fn on_end(&mut self, tx: mpsc::Sender<Ended>) {
        self.on_end = Some(tx);
    }

    /// Handles one command on its own (its choice committed as it is stored) and sends what it
    /// says.
    pub fn handle_now(&mut self, command: Command) {
        self.handle(command);
        self.deliver();
    }

    fn run(mut self, rx: mpsc::Receiver<Command>) {
        loop {
            let next = self.tables.values().filter_map(|t| t.deadline.map(|d| d.0)).min();
            let command = match next {
                Some(at) => match rx.recv_timeout(at.saturating_duration_since(Instant::now())) {
                    Ok(c) => Some(c),
                    Err(mpsc::RecvTimeoutError::Timeout) => None,
                    Err(mpsc::RecvTimeoutError::Disconnected) => return,
                },
                None => match rx.recv() {
                    Ok(c) => Some(c),
                    Err(_) => return,
                },
            };
            match command {
                Some(c) => self.batch(c, &rx),
                None => self.expire(),
            }
            self.deliver();
        }
    }

    /// Hands what the tables said to the sockets of the connections it is for: those that
    /// spoke, without looking through every table held.
    fn deliver(&mut self) {
        let outboxes = &self.outboxes;
        let on_end = &self.on_end;
        let hand_out = |t: &mut Table| {
            for (conn, message) in t.sent.drain(..) {
                if let Some(out) = outboxes.get(&conn) {
                    let _ = out.send(message.text());
                }
            }
            if let (Some(outcome), Some(tx)) = (t.ended.take(), on_end) {
                let _ = tx.send(Ended {
                    table: t.row.id.clone(),
                    ruleset: t.row.ruleset.clone(),
                    outcome,
                });
            }
        };
        match &mut self.spoke {
            Some(ids) => {
                for id in ids.drain(..) {
                    if let Some(t) = self.tables.get_mut(&id) {
                        hand_out(t);
                    }
                }
            }
            None => {
                self.tables.values_mut().for_each(hand_out);
                self.spoke = Some(vec![]);
            }
        }
    }

    /// Notes that the tables `command` concerns may speak (every table, for a command that
    /// names none).
    fn concerns(&mut self, command: &Command) {
        let table = match command {
            Command::Hello { table, .. }
            | Command::Choose { table, .. }
            | Command::WhyNot { table, .. }
            | Command::Leave { table, .. }
            | Command::Thought { table, .. }
            | Command::Sync(Change::Choice { table, .. }) => table,
            Command::Create { .. } | Command::Health { .. } | Command::Sync(Change::Missed) => {
                self.spoke = None;
                return;
            }
        };
        if let Some(ids) = &mut self.spoke {
            ids.push(table.clone());
        }
    }

    /// Handles `first` and the commands already waiting after it (up to `BATCH`) as one batch:
    /// their choices committed at once (one write to disk, on SQLite), then what they send goes
    /// out. A new table is created on its own, outside any batch, since its creator is answered
    /// at once. If the commit fails, nothing the batch said goes out and every table goes back to
    /// what the store holds.
    fn batch(&mut self, first: Command, rx: &mpsc::Receiver<Command>) {
        let mut next = Some(first);
        while let Some(command) = next.take() {
            if matches!(command, Command::Create { .. }) {
                self.handle(command);
                self.deliver();
                next = rx.try_recv().ok();
                continue;
            }
            if let Err(e) = self.store.begin() {
                tracing::error!(error = %e, "a batch could not begin");
                self.handle(command);
                return;
            }
            self.handle(command);
            for _ in 1..BATCH {
                match rx.try_recv() {
                    Ok(c @ Command::Create { .. }) => {
                        next = Some(c);
                        break;
                    }
                    Ok(c) => self.handle(c),
                    Err(_) => break,
                }
            }
            match self.store.commit() {
                Ok(()) => self.deliver(),
                Err(e) => {
                    tracing::error!(error = %e, "a batch of choices could not be stored");
                    self.spoke = None;
                    for t in self.tables.values_mut() {
                        t.sent.clear();
                        if let Err(e) = t.reload(self.store.as_mut()) {
                            tracing::error!(table = %t.row.id, error = %e, "the table could not be reloaded");
                        }
                    }
                }
            }
        }
    }

    /// Plays the default choice of every decision whose clock ran out: its first option.
    fn expire(&mut self) {
        self.spoke = None;
        let now = Instant::now();
        let mut ended = vec![];
        for (id, t) in self.tables.iter_mut() {
            if t.deadline.is_some_and(|d| d.0 <= now) {
                t.deadline = None;
                let first = t.awaited.as_ref().and_then(|_| t.game.session.option_text(0).ok());
                if let Some(choice) = first {
                    let _ = t.apply(self.store.as_mut(), &choice, None, true);
                    t.play_bots(self.store.as_mut());
                }
                ended.push(id.clone());
            }
        }
        for id in ended {
            self.forget_if_done(&id);
        }
    }

    /// A finished table that nobody is connected to leaves memory: the store keeps it, and
    /// `table` loads it again for whoever comes back to it.
    fn forget_if_done(&mut self, id: &str) {
        if self.tables.get(id).is_some_and(|t| t.finished && t.conns.is_empty()) {
            self.tables.remove(id);
            tracing::debug!(table = %id, "a finished table left memory");
        }
    }

    /// Table `id`, loaded from the store if this instance does not hold it, and caught up with
    /// the store if it does.
    fn table(&mut self, id: &str) -> Option<&mut Table> {
        let store = self.store.as_mut();
        if let Some(t) = self.tables.get_mut(id) {
            t.sync(store);
        } else {
            let mut t = Table::load(store, id, self.games).ok()?;
            t.think = Some(self.thinkers.clone());
            self.tables.insert(id.to_string(), t);
        }
        self.tables.get_mut(id)
    }

    fn handle(&mut self, command: Command) {
        self.concerns(&command);
        match command {
            Command::Create { request, reply } => {
                let _ = reply.send(self.create(&request));
            }
            Command::Hello {
                table,
                token,
                conn,
                out,
                reply,
            } => {
                let Some(t) = self.table(&table) else {
                    let _ = reply.send(None);
                    return;
                };
                let h = hash(&token);
                let mut seat = None;
                for (i, s) in t.row.seats.iter().enumerate() {
                    if same(&s.token_hash, &h) {
                        seat = Some(Some(i as u8));
                    }
                }
                if same(&t.row.spectator_hash, &h) {
                    seat = Some(None);
                }
                let Some(seat) = seat else {
                    let _ = reply.send(None);
                    return;
                };
                t.conns.retain(|c| c.id != conn);
                t.conns.push(Conn { id: conn, seat });
                let welcome = t.welcome(seat);
                t.send(conn, welcome);
                t.broadcast_presence();
                self.outboxes.insert(conn, out);
                let _ = reply.send(Some(seat));
            }
            Command::Thought {
                table,
                decision,
                choice,
            } => {
                let store = self.store.as_mut();
                let Some(t) = self.tables.get_mut(&table) else { return };
                if t.thinking != Some(decision) {
                    return;
                }
                t.thinking = None;
                // The game may have moved on meanwhile (another instance played that decision).
                if let (true, Some(choice)) = (t.decision() == decision, choice) {
                    match t.apply(store, &choice, None, false) {
                        Ok(()) => {}
                        Err(e) if e.kind == Kind::Stale => {}
                        Err(_) => return,
                    }
                }
                t.play_bots(store);
            }
            Command::Sync(change) => {
                let store = self.store.as_mut();
                match change {
                    Change::Choice { table, index } => {
                        // Only a table held here, and only a choice it does not have yet.
                        if let Some(t) = self.tables.get_mut(&table) {
                            if index >= t.decision() {
                                t.sync(store);
                            }
                        }
                    }
                    Change::Missed => {
                        for t in self.tables.values_mut() {
                            t.sync(store);
                        }
                    }
                }
            }
            Command::Leave { table, conn } => {
                if let Some(t) = self.tables.get_mut(&table) {
                    t.conns.retain(|c| c.id != conn);
                    t.broadcast_presence();
                }
                self.outboxes.remove(&conn);
                self.forget_if_done(&table);
            }
            Command::Health { reply } => {
                let _ = reply.send(json!({"ok": true, "tables_in_memory": self.tables.len()}));
            }
            Command::WhyNot {
                table,
                conn,
                id,
                choices,
                lang,
            } => {
                let Some(t) = self.tables.get_mut(&table) else { return };
                if !t.conns.iter().any(|c| c.id == conn) {
                    return;
                }
                // The reasons in the page's language, if the ruleset speaks it (English without one).
                let session = &t.game.session;
                let code = match lang.as_deref().map(|l| session.language(l)).transpose() {
                    Ok(code) => code.unwrap_or("en"),
                    Err(e) => return t.send(conn, Error::rule(&e)),
                };
                let reasons: Vec<Option<Error>> = crate::core::worded_in(code, || {
                    choices
                        .iter()
                        .map(|c| session.why_not(&c.to_string()).map(|e| Error::rule(&e)))
                        .collect()
                });
                t.send(conn, ServerMessage::WhyNot { id, reasons });
            }
            Command::Choose {
                table,
                conn,
                decision,
                choice,
            } => {
                let store = self.store.as_mut();
                let Some(t) = self.tables.get_mut(&table) else { return };
                let Some(seat) = t.conns.iter().find(|c| c.id == conn).map(|c| c.seat) else {
                    return;
                };
                let refuse = |t: &mut Table, e: Error| t.send(conn, e.answering(&decision));
                let Some(n) = decision.as_u64().map(|n| n as usize) else {
                    return refuse(
                        t,
                        Error::host(Kind::Malformed, "\"decision\" is the number of the decision answered"),
                    );
                };
                let current = t.decision();
                if n < current {
                    let done = t.game.session.choice(n);
                    // The same choice again (a resend): acknowledged, applied once.
                    let same_choice = done.as_ref() == Some(&choice)
                        || serde_json::from_str::<Value>(&choice.to_string()).ok().as_ref() == done.as_ref();
                    if same_choice {
                        return t.send(conn, ServerMessage::Ack { decision: n });
                    }
                    return refuse(
                        t,
                        Error::host(Kind::Stale, "that decision was already answered with another choice"),
                    );
                }
                if t.game.session.outcome().is_some() {
                    return refuse(t, Error::host(Kind::GameOver, "the game is over"));
                }
                if n > current {
                    return refuse(
                        t,
                        Error::host(
                            Kind::Stale,
                            &format!("decision {n} is not awaited: decision {current} is"),
                        ),
                    );
                }
                let player = t.player();
                if seat.is_none() || seat.map(u64::from) != player {
                    return refuse(t, Error::host(Kind::NotYourSeat, "this decision is another seat's"));
                }
                if let Err(e) = t.apply(store, &choice.to_string(), Some(conn), false) {
                    return refuse(t, e);
                }
                t.play_bots(store);
            }
        }
    }

    fn create(&mut self, r: &Value) -> Result<Value, String> {
        let names = (self.games.names)().join(", ");
        let ruleset = r["ruleset"]
            .as_str()
            .ok_or_else(|| format!("\"ruleset\" is one of {names}"))?;
        let setup = r.get("setup").cloned().unwrap_or(Value::Null);
        let clock = match r.get("clock") {
            None | Some(Value::Null) => None,
            Some(v) => Some(
                v.as_u64()
                    .filter(|c| (1..=86_400).contains(c))
                    .ok_or("\"clock\" is seconds (1 to 86400) or null")?,
            ),
        };
        let asked = r["seats"]
            .as_array()
            .ok_or("\"seats\" is a list of {kind: person | computer, level?}")?;
        let seed = u64::from_str_radix(&random_hex(8), 16).map_err(|e| e.to_string())?;
        // The game first: a bad setup or seat count is refused before anything is stored.
        let log = GameLog::new(ruleset, seed, setup.clone());
        let game = (self.games.start)(&log).map_err(|e| e.to_string())?;
        if asked.len() != game.session.seats() {
            return Err(format!(
                "this game has {} seats; \"seats\" lists {}",
                game.session.seats(),
                asked.len()
            ));
        }
        let page = (self.games.page)(ruleset).unwrap_or(ruleset).to_string();
        let id = random_hex(8);
        let mut seats = vec![];
        let mut tokens = vec![];
        for (i, s) in asked.iter().enumerate() {
            let kind = serde_json::from_value(s["kind"].clone())
                .map_err(|_| format!("seats[{i}].kind is person or computer"))?;
            match kind {
                SeatKind::Person => {
                    let token = random_hex(16);
                    seats.push(SeatRow {
                        kind,
                        level: None,
                        token_hash: hash(&token),
                    });
                    tokens.push(json!({"seat": i, "token": token,
                        "invite": format!("/{page}.html?table={id}#seat={i}&token={token}")}));
                }
                SeatKind::Computer => {
                    let level = match s.get("level") {
                        None | Some(Value::Null) => Level::Medium,
                        Some(level) => serde_json::from_value(level.clone())
                            .map_err(|_| format!("seats[{i}].level is easy, medium or hard"))?,
                    };
                    seats.push(SeatRow {
                        kind,
                        level: Some(level),
                        token_hash: String::new(),
                    });
                }
            }
        }
        let spectator = random_hex(16);
        let row = TableRow {
            id: id.clone(),
            ruleset: ruleset.to_string(),
            setup,
            seed,
            seats,
            spectator_hash: hash(&spectator),
            clock,
        };
        self.store.create(&row)?;
        tracing::info!(table = %id, ruleset = %row.ruleset, "table created");
        let mut t = Table::new(row, game, self.games);
        t.think = Some(self.thinkers.clone());
        t.play_bots(self.store.as_mut());
        self.tables.insert(id.clone(), t);
        Ok(json!({"id": id, "seats": tokens,
            "spectator": spectator, "spectate": format!("/{page}.html?table={id}#spectate={spectator}")}))
    }
}
