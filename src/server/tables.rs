//! The tables: each a game (its log replayed into a `Resumable`), its seats, tokens, clock and
//! sockets. Each engine thread owns the tables whose id falls to it (`shard_of`) and a store
//! connection of its own; the async side sends `Command`s, routed by table (`Engine`).
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

use super::store::{Change, Level, SeatKind, SeatRow, Store, Stored, TableRow};
use crate::bots::BotKind;
use crate::core::{Outcome, Seat};
use crate::rulesets::{Builtin, Registry, Ruleset, Visitor};
use crate::saves::{GameLog, Resumable};
use crate::table::ending::{self, Act};
use crate::table::protocol::{EngineJson, Error, Json, Kind, ServerMessage};
use crate::table::{Host, Place, Plan, Played, Table};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::collections::{BTreeMap, HashMap};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{mpsc, Arc, Mutex};
use std::time::{Duration, SystemTime, UNIX_EPOCH};
use tokio::sync::{mpsc::UnboundedSender, oneshot};

/// What a socket receives: the messages, typed; the socket's task writes each one's text (off
/// the engine thread). Boxed: the channel keeps room for 32 of what it carries per socket.
pub type Outbox = UnboundedSender<Box<ServerMessage>>;

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
    /// A seat resigns, offers, accepts or declines a draw (`crate::table::ending`).
    Act {
        table: String,
        conn: u64,
        act: Act,
    },
    /// The whole log of finished table `table` (the replay of a lobby game, `GET
    /// /api/games/{id}`): `None` for a game still played or a table the store does not have.
    Log {
        table: String,
        reply: oneshot::Sender<Option<GameLog>>,
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

/// The handle the async side holds: the engine threads' channels. Each table is owned by one
/// engine thread, chosen by its id (`shard_of`), and every command naming a table goes to it; a
/// new table goes to the threads in turn (each makes an id of its own).
#[derive(Clone)]
pub struct Engine {
    threads: Arc<[mpsc::Sender<Command>]>,
    /// The thread the next new table goes to.
    next: Arc<AtomicUsize>,
}

/// The engine thread (of `n`) that owns table `id`: the same for an id on every run.
pub fn shard_of(id: &str, n: usize) -> usize {
    let hash = id
        .bytes()
        .fold(0u64, |h, b| h.wrapping_mul(31).wrapping_add(u64::from(b)));
    (hash % n.max(1) as u64) as usize
}

impl Engine {
    /// Starts `threads` engine threads (at least one), each with a store of its own from
    /// `open`, resuming the unfinished tables it owns; the first store's changes (if shared)
    /// are heard and routed to the thread owning the table concerned.
    pub fn start(
        open: &dyn Fn() -> Result<Box<dyn Store + Send>, String>,
        threads: usize,
        on_end: Option<mpsc::Sender<Ended>>,
    ) -> Result<Engine, String> {
        let threads = threads.max(1);
        let (senders, receivers): (Vec<_>, Vec<_>) = (0..threads).map(|_| mpsc::channel::<Command>()).unzip();
        let engine = Engine {
            threads: senders.into(),
            next: Arc::new(AtomicUsize::new(0)),
        };
        let mut started = vec![];
        for (index, rx) in receivers.into_iter().enumerate() {
            let mut store = open()?;
            if index == 0 {
                // Listening first: a choice stored by another instance while the tables load is
                // heard (and found already loaded, or caught up with, when its `Sync` is handled).
                let heard = engine.clone();
                store.listen(Box::new(move |change| heard.route(Command::Sync(change))))?;
            }
            let (ready, done) = mpsc::channel();
            let thoughts = engine.threads[index].clone();
            let on_end = on_end.clone();
            let shard = Shard { index, of: threads };
            std::thread::Builder::new()
                .name(format!("arbiter-engine-{index}"))
                .spawn(move || {
                    // Games are not Send: they are built, and stay, on this thread.
                    match World::open_shard(store, thoughts, Games::of::<Builtin>(), shard) {
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
            started.push(done);
        }
        for done in started {
            done.recv().map_err(|e| e.to_string())??;
        }
        Ok(engine)
    }
    pub fn send(&self, command: Command) {
        self.route(command);
    }
    /// Sends `command` to the thread it concerns (a `Health` asks each and adds up); false if
    /// that thread stopped.
    fn route(&self, command: Command) -> bool {
        let n = self.threads.len();
        let table = match &command {
            Command::Hello { table, .. }
            | Command::Choose { table, .. }
            | Command::WhyNot { table, .. }
            | Command::Leave { table, .. }
            | Command::Log { table, .. }
            | Command::Thought { table, .. }
            | Command::Act { table, .. }
            | Command::Sync(Change::Choice { table, .. }) => table,
            Command::Create { .. } => {
                let i = self.next.fetch_add(1, Ordering::Relaxed) % n;
                return self.threads[i].send(command).is_ok();
            }
            Command::Sync(Change::Missed) => {
                return self
                    .threads
                    .iter()
                    .all(|t| t.send(Command::Sync(Change::Missed)).is_ok());
            }
            Command::Health { .. } => {
                let Command::Health { reply } = command else {
                    return false;
                };
                return self.health(reply);
            }
        };
        self.threads[shard_of(table, n)].send(command).is_ok()
    }
    /// Asks every thread how many tables it holds, and answers `reply` with the sum (on a
    /// thread of its own: the caller does not wait).
    fn health(&self, reply: oneshot::Sender<Value>) -> bool {
        let mut answers = vec![];
        for t in self.threads.iter() {
            let (each, answer) = oneshot::channel();
            if t.send(Command::Health { reply: each }).is_err() {
                return false;
            }
            answers.push(answer);
        }
        std::thread::spawn(move || {
            let mut held = 0;
            for answer in answers {
                match answer.blocking_recv() {
                    Ok(v) => held += v["tables_in_memory"].as_u64().unwrap_or(0),
                    Err(_) => return,
                }
            }
            let _ = reply.send(json!({"ok": true, "tables_in_memory": held}));
        });
        true
    }
}

/// Which of the engine threads a world is: it holds the tables whose `shard_of` is `index`.
#[derive(Debug, Clone, Copy)]
pub struct Shard {
    pub index: usize,
    pub of: usize,
}

/// The rulesets a world's tables play (`rulesets::Registry`: the build's, or one of an
/// embedder's or a test's own), as the table code reaches them: a game started from its log
/// (for the tables, and for the searches' threads), a ruleset's game page, and its names.
#[derive(Clone, Copy)]
pub struct Games {
    start: crate::table::Restart,
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

/// A table this instance holds: the table itself (`crate::table::Table`: seats, turns, the
/// computer's turns, the clock, what each connection is told) and how it is stored: its row,
/// each choice it plays kept in the store before what it said goes out.
struct Held {
    row: TableRow,
    table: Table,
    /// How its game starts again from its log.
    games: Games,
    /// Whether the game was over when stored last.
    finished: bool,
    /// Where a strong bot's search goes (none: searched here, on the engine thread).
    think: Option<Thinkers>,
    /// How its game ended (the outcome, and how: `Ended::how`), when it ended since the engine
    /// thread last handed out (for the community's record: `World::on_end`).
    ended: Option<(Outcome, &'static str)>,
}

/// A table whose game ended: what the community records (`community::Community::ended`).
#[derive(Debug, Clone, PartialEq)]
pub struct Ended {
    pub table: String,
    pub ruleset: String,
    pub outcome: Outcome,
    /// How: `end` (the rules), or the table's end (`EndHow::name`: `resigned`, ...).
    pub how: &'static str,
}

/// The most commands handled in one batch (one commit).
const BATCH: usize = 256;

impl Held {
    fn load(store: &mut dyn Store, id: &str, games: Games) -> Result<Held, String> {
        let (row, game) = Held::stored(store, id, games)?;
        Ok(Held::new(row, game, games))
    }
    /// Table `id`'s row and its game replayed from its stored choices.
    fn stored(store: &mut dyn Store, id: &str, games: Games) -> Result<(TableRow, Resumable<EngineJson>), String> {
        let row = store.table(id)?.ok_or_else(|| format!("no table {id}"))?;
        let mut log = GameLog::new(&row.ruleset, row.seed, row.setup.clone());
        // The entries stored: the game's choices, and the table's end if it has one.
        (log.choices, log.end) = ending::split(store.choices(id)?);
        let game = (games.start)(&log).map_err(|e| format!("table {id} does not replay: {e}"))?;
        Ok((row, game))
    }
    fn new(row: TableRow, game: Resumable<EngineJson>, games: Games) -> Held {
        let finished = game.session.outcome().is_some() || game.head.end.is_some();
        let plan = Plan {
            id: row.id.clone(),
            seats: row
                .seats
                .iter()
                .map(|s| Place {
                    kind: s.kind,
                    level: s.level,
                })
                .collect(),
            clock: row.clock,
            host: Host::Server,
            bot_seed: u64::from_str_radix(&random_hex(8), 16).unwrap_or(1),
        };
        Held {
            table: Table::new(plan, game, games.start, now_ms()),
            row,
            games,
            finished,
            think: None,
            ended: None,
        }
    }
    /// Marks the table finished in the store once its game is over.
    fn mark_finished(&mut self, store: &mut dyn Store) {
        if let (Some(outcome), false) = (self.table.over(), self.finished) {
            self.finished = true;
            let how = self.table.ending().map_or("end", |e| e.how.name());
            self.ended = Some((outcome, how));
            tracing::info!(table = %self.row.id, "table finished");
            if let Err(e) = store.finish(&self.row.id) {
                tracing::error!(table = %self.row.id, error = %e, "the finished table could not be marked");
            }
        }
    }
    /// Stores the choice the table played, before what it said goes out (the engine thread
    /// hands it out once the batch is committed). A choice the store refuses is taken back (see
    /// `not_stored`).
    fn keep(&mut self, store: &mut dyn Store, played: Played, chooser: Option<u64>) -> Result<(), Error> {
        if let Err(why) = store.add_choice(&self.row.id, played.decision, &played.choice, played.timeout) {
            return self.not_stored(store, &played, chooser, why);
        }
        self.mark_finished(store);
        Ok(())
    }
    /// `played` was stepped but not stored: the game goes back to before it, then catches up
    /// with the store. When another instance stored its decision first, that choice is
    /// broadcast and the chooser gets `stale` (or `ack`, if it was the same choice); otherwise
    /// (the database failed) the chooser is told to try again.
    fn not_stored(
        &mut self,
        store: &mut dyn Store,
        played: &Played,
        chooser: Option<u64>,
        why: Stored,
    ) -> Result<(), Error> {
        if let Stored::Failed(e) = &why {
            tracing::error!(table = %self.row.id, error = %e, "a choice could not be stored");
        }
        let again = Error::host(Kind::Limit, "the choice could not be stored; try again");
        if let Err(e) = self.table.retract(played, now_ms()) {
            tracing::error!(table = %self.row.id, error = %e, "the table could not be rewound");
            if let Err(e) = self.reload(store) {
                tracing::error!(table = %self.row.id, error = %e, "the table could not be reloaded");
            }
            return Err(again);
        }
        let n = played.decision;
        match self.catch_up(store) {
            Ok(0) => Err(again),
            Ok(_) => {
                if self.table.game().session.choice(n).as_ref() == Some(&played.choice) {
                    if let Some(c) = chooser.filter(|&c| self.table.seats_conn(c)) {
                        self.table.send(c, ServerMessage::Ack { decision: n });
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
    /// The game as the store holds it, drawn again from nothing: each socket gets a `welcome`.
    fn reload(&mut self, store: &mut dyn Store) -> Result<(), String> {
        let (_, game) = Held::stored(store, &self.row.id, self.games)?;
        self.finished = game.session.outcome().is_some() || game.head.end.is_some();
        self.table.replace(game, now_ms());
        Ok(())
    }
    /// Steps the choices the store holds beyond this game's (another instance's) and broadcasts
    /// each as a local one, without storing them again; returns how many there were.
    fn catch_up(&mut self, store: &mut dyn Store) -> Result<usize, String> {
        let from = self.table.decision();
        let stored = store.choices_from(&self.row.id, from)?;
        for (k, (choice, timeout)) in stored.iter().enumerate() {
            if let Some(end) = ending::of_entry(choice) {
                self.table.end_with(end, now_ms());
                self.mark_finished(store);
                break;
            }
            match self.table.apply(&choice.to_string(), None, *timeout, now_ms()) {
                Ok(_) => self.mark_finished(store),
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
    /// Plays every computer seat whose turn it is: here, or, for a search (the strong bot), on
    /// a thinker's thread, whose choice comes back as a `Thought`.
    fn play_bots(&mut self, store: &mut dyn Store) {
        while let Some(turn) = self.table.bot_turn() {
            if let (BotKind::Strong, Some(think)) = (turn.bot, &self.think) {
                let thought = Thought {
                    table: self.row.id.clone(),
                    decision: turn.decision,
                    log: self.table.game().log(),
                    bot: turn.bot,
                    seed: turn.seed,
                    playouts: turn.playouts,
                };
                let _ = think.jobs.send(thought);
                return;
            }
            let choice = self.table.suggest(&turn);
            let choice = choice.as_ref().map(Json::as_str);
            if !self.answer(store, turn.decision, choice) {
                return;
            }
        }
    }
    /// Plays and stores the computer's `choice` for decision `decision`; false if the table
    /// cannot go on (the choice refused, or not stored).
    fn answer(&mut self, store: &mut dyn Store, decision: usize, choice: Option<&str>) -> bool {
        match self.table.answer(decision, choice, now_ms()) {
            Ok(Some(played)) => match self.keep(store, played, None) {
                // Another instance played this decision first: this table caught up with it.
                Ok(()) => true,
                Err(e) => e.kind == Kind::Stale,
            },
            Ok(None) => false,
            Err(_) => false,
        }
    }
}

/// Every table this instance holds, the store and the sockets: what the engine thread owns. It
/// takes `Command`s and tells each connection's socket what its seat may see; it needs no
/// socket (a connection's outbox is a channel), so it is tested as it is.
pub struct World {
    store: Box<dyn Store + Send>,
    /// The rulesets its tables play.
    games: Games,
    tables: BTreeMap<String, Held>,
    thinkers: Thinkers,
    /// Each connection's socket, while it sits at a table.
    outboxes: HashMap<u64, Outbox>,
    /// The tables the commands since the last delivery concerned (only they may have spoken),
    /// or every table (`None`).
    spoke: Option<Vec<String>>,
    /// Where the tables whose game ended are told, once each (after their last choice is
    /// committed).
    on_end: Option<mpsc::Sender<Ended>>,
    /// Which engine thread this world is (the tables it creates and resumes are its own).
    shard: Shard,
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
        store: Box<dyn Store + Send>,
        thoughts: mpsc::Sender<Command>,
        games: Games,
    ) -> Result<World, String> {
        World::open_shard(store, thoughts, games, Shard { index: 0, of: 1 })
    }

    /// As `open_with`, one of several engine threads: only the tables of `shard`.
    pub fn open_shard(
        mut store: Box<dyn Store + Send>,
        thoughts: mpsc::Sender<Command>,
        games: Games,
        shard: Shard,
    ) -> Result<World, String> {
        let thinkers = Thinkers::start(thoughts, games);
        let mut tables = BTreeMap::new();
        let unfinished = store.unfinished()?;
        for id in unfinished
            .into_iter()
            .filter(|id| shard_of(id, shard.of) == shard.index)
        {
            let mut table = Held::load(store.as_mut(), &id, games)?;
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
            shard,
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
            let next = self.tables.values().filter_map(|t| t.table.deadline()).min();
            let command = match next {
                Some(at) => match rx.recv_timeout(Duration::from_millis(at.saturating_sub(now_ms()))) {
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
        // The tables whose end went out: one nobody sits at may leave memory now.
        let mut ended = vec![];
        let mut hand_out = |t: &mut Held| {
            for (conn, message) in t.table.take() {
                if let Some(out) = outboxes.get(&conn) {
                    let _ = out.send(Box::new(message));
                }
            }
            if let Some((outcome, how)) = t.ended.take() {
                if let Some(tx) = on_end {
                    let _ = tx.send(Ended {
                        table: t.row.id.clone(),
                        ruleset: t.row.ruleset.clone(),
                        outcome,
                        how,
                    });
                }
                ended.push(t.row.id.clone());
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
        for id in ended {
            self.forget_if_done(&id);
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
            | Command::Act { table, .. }
            | Command::Thought { table, .. }
            | Command::Sync(Change::Choice { table, .. }) => table,
            Command::Create { .. } | Command::Health { .. } | Command::Log { .. } | Command::Sync(Change::Missed) => {
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
                        t.table.unsay();
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
        let now = now_ms();
        let mut ended = vec![];
        for (id, t) in self.tables.iter_mut() {
            if t.table.deadline().is_some_and(|d| d <= now) {
                if let Some(played) = t.table.tick(now) {
                    let _ = t.keep(self.store.as_mut(), played, None);
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
    /// (Not before its end went out to the community: `deliver` forgets it then.)
    fn forget_if_done(&mut self, id: &str) {
        if self
            .tables
            .get(id)
            .is_some_and(|t| t.finished && t.ended.is_none() && !t.table.attended())
        {
            self.tables.remove(id);
            tracing::debug!(table = %id, "a finished table left memory");
        }
    }

    /// Table `id`, loaded from the store if this instance does not hold it, and caught up with
    /// the store if it does.
    fn table(&mut self, id: &str) -> Option<&mut Held> {
        let store = self.store.as_mut();
        if let Some(t) = self.tables.get_mut(id) {
            t.sync(store);
        } else {
            let mut t = Held::load(store, id, self.games).ok()?;
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
                t.table.join(conn, seat);
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
                // The game may have moved on meanwhile (another instance played that decision):
                // then the table plays nothing of it.
                t.answer(store, decision, choice.as_deref());
                t.play_bots(store);
            }
            Command::Sync(change) => {
                let store = self.store.as_mut();
                match change {
                    Change::Choice { table, index } => {
                        // Only a table held here, and only a choice it does not have yet.
                        if let Some(t) = self.tables.get_mut(&table) {
                            if index >= t.table.decision() {
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
                    t.table.leave(conn);
                }
                self.outboxes.remove(&conn);
                self.forget_if_done(&table);
            }
            Command::Log { table, reply } => {
                let log = match self.tables.get(&table) {
                    Some(t) => t.table.over().map(|_| t.table.game().log()),
                    None => Held::stored(self.store.as_mut(), &table, self.games)
                        .ok()
                        .filter(|(_, game)| game.session.outcome().is_some() || game.head.end.is_some())
                        .map(|(_, game)| game.log()),
                };
                let _ = reply.send(log);
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
                if let Some(t) = self.tables.get_mut(&table) {
                    t.table.why_not(conn, id, &choices, lang.as_deref());
                }
            }
            Command::Choose {
                table,
                conn,
                decision,
                choice,
            } => {
                let store = self.store.as_mut();
                let Some(t) = self.tables.get_mut(&table) else { return };
                let Some(played) = t.table.choose(conn, &decision, &choice, now_ms()) else {
                    return;
                };
                if let Err(e) = t.keep(store, played, Some(conn)) {
                    return t.table.send(conn, e.answering(&decision));
                }
                t.play_bots(store);
            }
            Command::Act { table, conn, act } => {
                let store = self.store.as_mut();
                let Some(t) = self.tables.get_mut(&table) else { return };
                // An end is kept as a choice is, at the decision awaited.
                let Some(played) = t.table.act(conn, act, now_ms()) else {
                    return;
                };
                if let Err(e) = t.keep(store, played, Some(conn)) {
                    t.table.send(conn, e);
                }
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
        // A seed a page can hold (JS numbers are exact to 2^53): the game's log, replayed in the
        // browser once it is over, names it.
        let seed = u64::from_str_radix(&random_hex(8), 16).map_err(|e| e.to_string())? & ((1 << 53) - 1);
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
        // An id this engine thread owns (one in `of` is).
        let id = std::iter::repeat_with(|| random_hex(8))
            .find(|id| shard_of(id, self.shard.of) == self.shard.index)
            .unwrap_or_default();
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
        let mut t = Held::new(row, game, self.games);
        t.think = Some(self.thinkers.clone());
        t.play_bots(self.store.as_mut());
        self.tables.insert(id.clone(), t);
        Ok(json!({"id": id, "seats": tokens,
            "spectator": spectator, "spectate": format!("/{page}.html?table={id}#spectate={spectator}")}))
    }
}
