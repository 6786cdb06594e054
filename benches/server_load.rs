//! `arbiter serve` under load and under faults: the built server binary as child process(es) on
//! loopback, driven by real WebSocket clients (one per seat), every seat played by a seeded random
//! bot on the client side (docs/online.md).
//!
//! ```sh
//! # N tables at once (both seats persons, no clock), played to their end: the choice round trip
//! # (choose → ack) p50/p90/p99/max, choices per second, games finished, server memory per table.
//! cargo bench --bench server_load -- load --tables 1000 [--ruleset eredan|berserk|yummell|mixed] [--database sqlite:PATH] [--think MS]
//! # N tables played at once; after about half of the choices the server is killed (kill -9) and
//! # started again on the same database; the clients reconnect with their tokens, resend what was
//! # not acknowledged and play on. Every acknowledged choice must be in the stored log, every log
//! # must replay natively to the events and outcome the seats saw (exit 1 otherwise).
//! cargo bench --bench server_load -- faults --tables 200 [--database sqlite:PATH|postgres://…] [--instances 1|2]
//! # Both of the above at full size (load 1000, faults 200):
//! cargo bench --bench server_load
//! ```
//!
//! `--server PATH` runs another binary than the one cargo built. Under `cargo test` (run without
//! `--bench`) it is a smoke run: load and faults with 4 Eredan tables each, on SQLite.
//!
//! The server allows 60 tables per address per 10 minutes and has no option to raise it, so
//! tables are created from many loopback source addresses (127.1.0.1, 127.1.0.2, …), 50 each.

use arbiter::saves::{GameLog, Resumable};
use arbiter::session::{self, JsonText, Opening};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader, Read};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::{Child, Command, ExitCode, Stdio};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpSocket, TcpStream};
use tokio::sync::{watch, Barrier, Semaphore};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// Tables created from one source address (the server's limit is 60 per 10 minutes).
const TABLES_PER_SOURCE: usize = 50;
/// The longest wait for any one message from the server.
const QUIET: Duration = Duration::from_secs(300);

#[derive(Clone, Debug)]
struct Options {
    tables: usize,
    ruleset: String,
    database: Option<String>,
    instances: usize,
    server: String,
}

fn main() -> ExitCode {
    let all: Vec<String> = std::env::args().skip(1).collect();
    let bench = all.iter().any(|a| a == "--bench");
    let args: Vec<String> = all.into_iter().filter(|a| a != "--bench").collect();
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("server_load: no runtime: {e}");
            return ExitCode::FAILURE;
        }
    };
    let result = runtime.block_on(async move {
        match args.first().map(String::as_str) {
            Some("load") => load(&options(&args[1..], 1000)?).await,
            Some("faults") => faults(&options(&args[1..], 200)?).await,
            Some(other) if bench => Err(format!("unknown subcommand {other:?}: load or faults")),
            _ if bench => {
                load(&options(&[], 1000)?).await?;
                faults(&options(&[], 200)?).await
            }
            // `cargo test --all-targets`: a smoke run of a few seconds.
            _ => {
                let small = Options {
                    tables: 4,
                    ..options(&[], 4)?
                };
                load(&small).await?;
                faults(&small).await
            }
        }
    });
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("server_load: FAILED: {e}");
            ExitCode::FAILURE
        }
    }
}

/// `--think MS`: each bot waits between 0 and 2·MS ms (MS on average) before it answers, as a
/// person thinks; 0 (the default) answers at once, which measures the server at saturation.
static THINK_MS: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);

fn options(args: &[String], tables: usize) -> Result<Options, String> {
    let mut o = Options {
        tables,
        ruleset: "eredan".into(),
        database: None,
        instances: 1,
        server: env!("CARGO_BIN_EXE_arbiter").into(),
    };
    let mut it = args.iter();
    while let Some(a) = it.next() {
        let mut value = || it.next().cloned().ok_or(format!("{a} needs a value"));
        match a.as_str() {
            "--tables" => o.tables = value()?.parse().map_err(|e| format!("--tables: {e}"))?,
            "--ruleset" => o.ruleset = value()?,
            "--database" => o.database = Some(value()?),
            "--instances" => o.instances = value()?.parse().map_err(|e| format!("--instances: {e}"))?,
            "--server" => o.server = value()?,
            "--think" => {
                let ms: u64 = value()?.parse().map_err(|e| format!("--think: {e}"))?;
                THINK_MS.store(ms, std::sync::atomic::Ordering::Relaxed);
            }
            other => return Err(format!("unknown option {other}")),
        }
    }
    if !["eredan", "berserk", "yummell", "mixed"].contains(&o.ruleset.as_str()) {
        return Err(format!("--ruleset {}: eredan, berserk, yummell or mixed", o.ruleset));
    }
    if !(1..=2).contains(&o.instances) {
        return Err("--instances is 1 or 2".into());
    }
    if o.tables == 0 {
        return Err("--tables is at least 1".into());
    }
    Ok(o)
}

fn ruleset_of(o: &Options, table: usize) -> &'static str {
    match o.ruleset.as_str() {
        "mixed" => ["eredan", "berserk", "yummell"][table % 3],
        "berserk" => "berserk",
        "yummell" => "yummell",
        _ => "eredan",
    }
}

fn seats_of(ruleset: &str) -> Result<usize, String> {
    let id = arbiter::rulesets::RulesetId::parse(ruleset).map_err(|e| e.to_string())?;
    let started = session::start::<JsonText>(id, 1, &Value::Null, Opening::Untold).map_err(|e| e.to_string())?;
    Ok(started.session.seats())
}

/// The average number of choices of a game of `ruleset` played by the clients' bot (a few games
/// played natively).
fn mean_length(ruleset: &str, games: u64) -> Result<f64, String> {
    let id = arbiter::rulesets::RulesetId::parse(ruleset).map_err(|e| e.to_string())?;
    let mut total = 0usize;
    for g in 0..games {
        let mut s = session::start::<JsonText>(id, 1000 + g, &Value::Null, Opening::Untold)
            .map_err(|e| e.to_string())?
            .session;
        // The clients' bot: one of the listed options, uniformly.
        let mut rng = XorShift::new(g as usize, 0);
        while s.outcome().is_none() {
            let pending: Value = serde_json::from_str(&s.pending_json()).map_err(|e| e.to_string())?;
            let Some(options) = pending["options"].as_array().filter(|o| !o.is_empty()) else {
                break;
            };
            let choice = &options[rng.below(options.len())];
            s.choose_json(&choice.to_string()).map_err(|e| e.to_string())?;
        }
        total += s.choices().len();
    }
    Ok(total as f64 / games.max(1) as f64)
}

/// The native engine's cost of a decision in `ruleset` (seconds): `games` random games of its
/// ready setup played out in this process, one thread, no events kept, over their decisions.
fn native_per_decision(ruleset: &str, games: u64) -> Result<f64, String> {
    let id = arbiter::rulesets::RulesetId::parse(ruleset).map_err(|e| e.to_string())?;
    let (mut decisions, mut seconds) = (0usize, 0.0);
    for g in 0..games {
        let mut s = session::start::<JsonText>(id, 1000 + g, &Value::Null, Opening::Untold)
            .map_err(|e| e.to_string())?
            .session;
        let t = Instant::now();
        s.play_out(&mut arbiter::core::Rng::new(g));
        seconds += t.elapsed().as_secs_f64();
        decisions += s.choice_count();
    }
    Ok(seconds / decisions.max(1) as f64)
}

/// The CPU time (user and system, seconds) the server's engine threads (`arbiter-engine…`,
/// where the tables' rules run) have used so far, and how many there are, from /proc; `None`
/// where there is no /proc.
fn engine_cpu_seconds(pid: u32) -> Option<(f64, usize)> {
    let mut seconds = 0.0;
    let mut threads = 0;
    for task in std::fs::read_dir(format!("/proc/{pid}/task")).ok()?.flatten() {
        let comm = std::fs::read_to_string(task.path().join("comm")).unwrap_or_default();
        if !comm.trim().starts_with("arbiter-engine") {
            continue;
        }
        seconds += cpu_seconds(&task.path().join("stat"))?;
        threads += 1;
    }
    (threads > 0).then_some((seconds, threads))
}

/// The CPU time (user and system, seconds) of the process or thread whose `stat` file is `stat`.
fn cpu_seconds(stat: &std::path::Path) -> Option<f64> {
    let ticks_per_second: f64 = Command::new("getconf")
        .arg("CLK_TCK")
        .output()
        .ok()
        .and_then(|o| String::from_utf8(o.stdout).ok())
        .and_then(|t| t.trim().parse().ok())
        .unwrap_or(100.0);
    let stat = std::fs::read_to_string(stat).ok()?;
    // The fields after the command's name: state, ppid, ..., utime (the 12th), stime.
    let fields: Vec<&str> = stat[stat.rfind(')')? + 1..].split_whitespace().collect();
    let user: f64 = fields.get(11)?.parse().ok()?;
    let system: f64 = fields.get(12)?.parse().ok()?;
    Some((user + system) / ticks_per_second)
}

/// The CPU time of the server process (every thread) and of this load generator, so far.
fn process_cpu_seconds(server: u32) -> (Option<f64>, Option<f64>) {
    (
        cpu_seconds(std::path::Path::new(&format!("/proc/{server}/stat"))),
        cpu_seconds(std::path::Path::new("/proc/self/stat")),
    )
}

/// A tiny xorshift64*: each seat's bot, deterministic per table and seat.
struct XorShift(u64);

impl XorShift {
    fn new(table: usize, seat: usize) -> XorShift {
        XorShift(
            ((table as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
                ^ (seat as u64 + 1).wrapping_mul(0xD1B5_4A32_D192_ED03))
                | 1,
        )
    }
    fn below(&mut self, n: usize) -> usize {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        (x.wrapping_mul(0x2545_F491_4F6C_DD1D) >> 33) as usize % n.max(1)
    }
}

// ---------------------------------------------------------------------------------------------
// The server process.

struct Server {
    child: Child,
    addr: String,
}

impl Server {
    fn start(bin: &str, database: &str) -> Result<Server, String> {
        let mut child = Command::new(bin)
            .args(["serve", "--port", "0", "--database", database])
            .stdout(Stdio::piped())
            .spawn()
            .map_err(|e| format!("cannot run {bin}: {e}"))?;
        let mut out = BufReader::new(child.stdout.take().ok_or("no stdout")?);
        let mut line = String::new();
        out.read_line(&mut line).map_err(|e| e.to_string())?;
        let Some(addr) = line.trim().strip_prefix("arbiter serve: listening on http://") else {
            let _ = child.kill();
            let _ = child.wait();
            return Err(format!("the server did not start: {line:?}"));
        };
        let addr = addr.to_string();
        // Whatever else it prints is read, so it never blocks on a full pipe.
        std::thread::spawn(move || {
            let mut sink = vec![];
            let _ = out.read_to_end(&mut sink);
        });
        Ok(Server { child, addr })
    }
    fn pid(&self) -> u32 {
        self.child.id()
    }
    /// `kill -9`.
    fn kill(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.kill();
    }
}

/// The resident memory of process `pid` in KiB (VmRSS of /proc/PID/status).
fn rss_kib(pid: u32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1).and_then(|v| v.parse().ok()))
        })
        .unwrap_or(0)
}

/// A folder of its own for a run's database, removed at the end.
struct Scratch(std::path::PathBuf);

impl Scratch {
    fn new(name: &str) -> Result<Scratch, String> {
        let d = std::env::temp_dir().join(format!("arbiter-load-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&d);
        std::fs::create_dir_all(&d).map_err(|e| e.to_string())?;
        Ok(Scratch(d))
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

// ---------------------------------------------------------------------------------------------
// HTTP and WebSocket clients.

/// The source address of the `i`-th table's creation: 50 tables per address.
fn source(i: usize) -> IpAddr {
    let a = i / TABLES_PER_SOURCE;
    IpAddr::V4(Ipv4Addr::new(127, 1 + (a / 250) as u8, 0, 1 + (a % 250) as u8))
}

/// `POST /api/tables` from `from`: the status and the answer.
async fn create(addr: &str, from: IpAddr, body: &Value) -> Result<(u16, Value), String> {
    let to: SocketAddr = addr.parse().map_err(|e| format!("{addr}: {e}"))?;
    let socket = TcpSocket::new_v4().map_err(|e| e.to_string())?;
    socket
        .bind(SocketAddr::new(from, 0))
        .map_err(|e| format!("cannot bind {from}: {e}"))?;
    let mut tcp = socket.connect(to).await.map_err(|e| format!("connect {addr}: {e}"))?;
    let body = body.to_string();
    let request = format!(
        "POST /api/tables HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    tcp.write_all(request.as_bytes()).await.map_err(|e| e.to_string())?;
    let mut out = String::new();
    tcp.read_to_string(&mut out).await.map_err(|e| e.to_string())?;
    let status = out.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let answer = out
        .split_once("\r\n\r\n")
        .and_then(|(_, b)| serde_json::from_str(b).ok())
        .unwrap_or(Value::Null);
    Ok((status, answer))
}

async fn say(ws: &mut Ws, m: &Value) -> Result<(), String> {
    ws.send(Message::Text(m.to_string().into()))
        .await
        .map_err(|e| format!("send: {e}"))
}

/// The next JSON message; `Ok(None)` when the connection is gone.
async fn next(ws: &mut Ws) -> Result<Option<Value>, String> {
    loop {
        match tokio::time::timeout(QUIET, ws.next()).await {
            Err(_) => return Err(format!("no message for {} s", QUIET.as_secs())),
            Ok(None) | Ok(Some(Err(_))) => return Ok(None),
            Ok(Some(Ok(Message::Text(t)))) => {
                return serde_json::from_str(&t)
                    .map(Some)
                    .map_err(|e| format!("not JSON from the server: {e}"))
            }
            Ok(Some(Ok(Message::Close(_)))) => return Ok(None),
            Ok(Some(Ok(_))) => continue,
        }
    }
}

/// A socket at `table` with `token`: the socket and its welcome.
async fn hello(addr: &str, table: &str, token: &str) -> Result<(Ws, Value), String> {
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{addr}/ws"))
        .await
        .map_err(|e| format!("connect ws://{addr}/ws: {e}"))?;
    say(
        &mut ws,
        &json!({"v": 1, "type": "hello", "table": table, "token": token}),
    )
    .await?;
    loop {
        match next(&mut ws).await? {
            None => return Err("closed before welcome".into()),
            Some(m) if m["type"] == "welcome" => return Ok((ws, m)),
            Some(m) if m["type"] == "error" => return Err(format!("hello refused: {m}")),
            Some(_) => {}
        }
    }
}

// ---------------------------------------------------------------------------------------------
// The seats.

/// Where instance `i` of the server listens now, with a generation that grows at each restart.
type Address = watch::Receiver<(u64, String)>;

struct Shared {
    acked: AtomicUsize,
    finished: AtomicUsize,
    playing: AtomicBool,
    /// Whether a lost connection is waited out (faults) or a failure (load).
    reconnect: bool,
}

/// One seat of one table, as its client knows it; kept across reconnects.
struct SeatRun {
    table: usize,
    id: String,
    token: String,
    seat: usize,
    rng: XorShift,
    /// Every event so far as this seat saw them: the opening's, then one list per choice.
    history: Vec<Value>,
    /// Every choice of this seat the server acknowledged: (decision, choice).
    acked: Vec<(u64, Value)>,
    /// The choice sent and not acknowledged yet, and when it was sent.
    pending: Option<(u64, Value, Instant)>,
    /// The highest decision this seat chose for.
    sent_up_to: Option<u64>,
    rtts: Vec<f64>,
    outcome: Value,
    refused_rate: usize,
    resent: usize,
    reconnects: usize,
    /// Whether a reconnect happened with the game not over.
    resumed: bool,
}

impl SeatRun {
    fn new(table: usize, id: &str, token: &str, seat: usize) -> SeatRun {
        SeatRun {
            table,
            id: id.to_string(),
            token: token.to_string(),
            seat,
            rng: XorShift::new(table, seat),
            history: vec![],
            acked: vec![],
            pending: None,
            sent_up_to: None,
            rtts: vec![],
            outcome: Value::Null,
            refused_rate: 0,
            resent: 0,
            reconnects: 0,
            resumed: false,
        }
    }

    fn at(&self) -> String {
        format!("table {} ({}) seat {}", self.table, self.id, self.seat)
    }

    /// Chooses on `turn` if it is this seat's, nothing is pending and it was not answered yet.
    async fn act(&mut self, ws: &mut Ws, turn: &Value) -> Result<(), String> {
        let Some(decision) = turn["decision"].as_u64() else {
            return Ok(());
        };
        let Some(options) = turn["options"].as_array() else {
            return Ok(());
        };
        if turn["player"].as_u64() != Some(self.seat as u64)
            || self.pending.is_some()
            || self.sent_up_to.is_some_and(|d| d >= decision)
            || options.is_empty()
        {
            return Ok(());
        }
        let choice = options[self.rng.below(options.len())].clone();
        let think = THINK_MS.load(std::sync::atomic::Ordering::Relaxed);
        if think > 0 {
            let ms = self.rng.below(2 * think as usize + 1) as u64;
            tokio::time::sleep(std::time::Duration::from_millis(ms)).await;
        }
        self.sent_up_to = Some(decision);
        self.pending = Some((decision, choice, Instant::now()));
        self.send_pending(ws).await
    }

    async fn send_pending(&mut self, ws: &mut Ws) -> Result<(), String> {
        let Some((decision, choice, sent)) = self.pending.as_mut() else {
            return Ok(());
        };
        *sent = Instant::now();
        let m = json!({"v": 1, "type": "choose", "decision": *decision, "choice": choice});
        say(ws, &m).await
    }
}

/// Plays one seat to the end of its game: connects (again, after a fault), plays its turns.
async fn play_seat(
    mut me: SeatRun,
    mut address: Address,
    start: Arc<Barrier>,
    connecting: Arc<Semaphore>,
    shared: Arc<Shared>,
) -> Result<SeatRun, String> {
    let mut generation = 0;
    let mut started = false;
    loop {
        // Connect (the first time, a few at a time: the server's accept queue is finite).
        let (gen, addr) = address.borrow().clone();
        let connected = {
            let _permit = if started { None } else { connecting.acquire().await.ok() };
            hello(&addr, &me.id, &me.token).await
        };
        let (mut ws, welcome) = match connected {
            Ok(x) => x,
            Err(e) if !started => {
                start.wait().await;
                return Err(format!("{}: {e}", me.at()));
            }
            Err(e) if !shared.reconnect => return Err(format!("{}: {e}", me.at())),
            Err(_) => {
                // The server is down: wait for the next one (or retry the same address).
                let _ = tokio::time::timeout(Duration::from_millis(200), address.wait_for(|a| a.0 > gen)).await;
                continue;
            }
        };
        generation = generation.max(gen);
        if started {
            me.reconnects += 1;
            if welcome["outcome"].is_null() {
                me.resumed = true;
            }
        }
        me.history = welcome["history"]
            .as_array()
            .cloned()
            .ok_or_else(|| format!("{}: a welcome without history: {welcome}", me.at()))?;
        if !started {
            started = true;
            start.wait().await;
        }
        let mut turn = welcome["turn"].clone();
        if !welcome["outcome"].is_null() && me.pending.is_none() {
            me.outcome = welcome["outcome"].clone();
            return Ok(me);
        }
        let result: Result<bool, String> = async {
            if me.pending.is_some() {
                // Not acknowledged before the connection went: sent again, the same decision.
                me.resent += 1;
                me.send_pending(&mut ws).await?;
            } else {
                me.act(&mut ws, &turn).await?;
            }
            loop {
                let Some(m) = next(&mut ws).await? else {
                    return Ok(false);
                };
                match m["type"].as_str() {
                    Some("ack") => {
                        if let Some((d, choice, sent)) = me.pending.take() {
                            if m["decision"].as_u64() != Some(d) {
                                return Err(format!("{}: ack {} for choice {d}", me.at(), m["decision"]));
                            }
                            me.rtts.push(sent.elapsed().as_secs_f64() * 1000.0);
                            me.acked.push((d, choice));
                            shared.acked.fetch_add(1, Ordering::Relaxed);
                            if !turn["outcome"].is_null() {
                                me.outcome = turn["outcome"].clone();
                                return Ok(true);
                            }
                            me.act(&mut ws, &turn).await?;
                        }
                    }
                    Some("step") => {
                        let d = m["decision"].as_u64().unwrap_or(u64::MAX);
                        if d.checked_add(1) != Some(me.history.len() as u64) {
                            return Err(format!(
                                "{}: step {d} after {} choices",
                                me.at(),
                                me.history.len().saturating_sub(1)
                            ));
                        }
                        me.history.push(m["events"].clone());
                    }
                    Some("turn") => {
                        turn = m;
                        if !turn["outcome"].is_null() {
                            if me.pending.is_none() {
                                me.outcome = turn["outcome"].clone();
                                return Ok(true);
                            }
                        } else {
                            me.act(&mut ws, &turn).await?;
                        }
                    }
                    Some("error") if m["kind"] == "rate" => {
                        me.refused_rate += 1;
                        tokio::time::sleep(Duration::from_millis(100)).await;
                        me.send_pending(&mut ws).await?;
                    }
                    Some("error") => return Err(format!("{}: {m}", me.at())),
                    _ => {}
                }
            }
        }
        .await;
        match result {
            Ok(true) => {
                shared.finished.fetch_add(1, Ordering::Relaxed);
                let _ = ws.close(None).await;
                return Ok(me);
            }
            Ok(false) | Err(_) if shared.reconnect && shared.playing.load(Ordering::Relaxed) => {
                if let Err(e) = &result {
                    if !e.starts_with("send:") {
                        return Err(e.clone());
                    }
                }
                // The connection went (a killed server): wait for the next address.
                let _ = tokio::time::timeout(Duration::from_secs(60), address.wait_for(|a| a.0 > generation)).await;
            }
            Ok(false) => return Err(format!("{}: the server closed the connection", me.at())),
            Err(e) => return Err(e),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// A run: create, connect, play, check.

struct Table {
    index: usize,
    ruleset: &'static str,
    id: String,
    spectator: String,
    tokens: Vec<String>,
}

async fn create_all(o: &Options, addr: &str) -> Result<Vec<Table>, String> {
    let next = Arc::new(AtomicUsize::new(0));
    let made = Arc::new(Mutex::new(vec![]));
    let mut workers = vec![];
    for _ in 0..8 {
        let (next, made, addr, o) = (next.clone(), made.clone(), addr.to_string(), o.clone());
        workers.push(tokio::spawn(async move {
            loop {
                let i = next.fetch_add(1, Ordering::Relaxed);
                if i >= o.tables {
                    return Ok::<(), String>(());
                }
                let ruleset = ruleset_of(&o, i);
                let seats: Vec<Value> = (0..seats_of(ruleset)?).map(|_| json!({"kind": "person"})).collect();
                let (status, t) = create(&addr, source(i), &json!({"ruleset": ruleset, "seats": seats})).await?;
                if status != 201 {
                    return Err(format!("table {i}: POST /api/tables answered {status}: {t}"));
                }
                let tokens = t["seats"]
                    .as_array()
                    .map(|s| {
                        s.iter()
                            .map(|s| s["token"].as_str().unwrap_or("").to_string())
                            .collect()
                    })
                    .unwrap_or_default();
                let table = Table {
                    index: i,
                    ruleset,
                    id: t["id"].as_str().unwrap_or("").to_string(),
                    spectator: t["spectator"].as_str().unwrap_or("").to_string(),
                    tokens,
                };
                if let Ok(mut m) = made.lock() {
                    m.push(table);
                }
            }
        }));
    }
    for w in workers {
        w.await.map_err(|e| e.to_string())??;
    }
    let mut tables = std::mem::take(&mut *made.lock().map_err(|e| e.to_string())?);
    tables.sort_by_key(|t| t.index);
    Ok(tables)
}

/// Percentile `p` (0 to 100) of sorted `v`.
/// How many of `tables` ended for every one of their seats.
fn finished(tables: &[Table], seats: &[SeatRun]) -> usize {
    tables
        .iter()
        .filter(|t| {
            seats
                .iter()
                .filter(|s| s.table == t.index && !s.outcome.is_null())
                .count()
                == t.tokens.len()
        })
        .count()
}

fn percentile(v: &[f64], p: f64) -> f64 {
    if v.is_empty() {
        return 0.0;
    }
    let i = ((p / 100.0) * (v.len() - 1) as f64).round() as usize;
    v[i.min(v.len() - 1)]
}

struct Played {
    seats: Vec<SeatRun>,
    seconds: f64,
    peak_kib: u64,
    connected_kib: u64,
    connect_seconds: f64,
}

/// Connects every seat of every table, then plays them all at once. `servers[i]` is where
/// instance `i` is; seat `s` uses instance `s % servers.len()`. `fault` runs beside the play.
async fn play_all<F>(
    tables: &[Table],
    servers: &[Address],
    pid: Arc<AtomicUsize>,
    reconnect: bool,
    fault: F,
) -> Result<Played, String>
where
    F: FnOnce(Arc<Shared>) -> tokio::task::JoinHandle<Result<(), String>>,
{
    let shared = Arc::new(Shared {
        acked: AtomicUsize::new(0),
        finished: AtomicUsize::new(0),
        playing: AtomicBool::new(true),
        reconnect,
    });
    let n: usize = tables.iter().map(|t| t.tokens.len()).sum();
    let start = Arc::new(Barrier::new(n + 1));
    let connecting = Arc::new(Semaphore::new(64));
    let t0 = Instant::now();
    let mut handles = vec![];
    for t in tables {
        for (s, token) in t.tokens.iter().enumerate() {
            let me = SeatRun::new(t.index, &t.id, token, s);
            handles.push(tokio::spawn(play_seat(
                me,
                servers[s % servers.len()].clone(),
                start.clone(),
                connecting.clone(),
                shared.clone(),
            )));
        }
    }
    start.wait().await;
    let connect_seconds = t0.elapsed().as_secs_f64();
    let connected_kib = rss_kib(pid.load(Ordering::Relaxed) as u32);
    let playing = Instant::now();
    // The peak of the server's memory, sampled while the games are played.
    let sampler = {
        let (pid, shared) = (pid.clone(), shared.clone());
        tokio::spawn(async move {
            let mut peak = 0;
            while shared.playing.load(Ordering::Relaxed) {
                peak = peak.max(rss_kib(pid.load(Ordering::Relaxed) as u32));
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            peak
        })
    };
    let fault = fault(shared.clone());
    let mut seats = vec![];
    let mut failures = vec![];
    for h in handles {
        match h.await {
            Ok(Ok(s)) => seats.push(s),
            Ok(Err(e)) => failures.push(e),
            Err(e) => failures.push(e.to_string()),
        }
    }
    let seconds = playing.elapsed().as_secs_f64();
    shared.playing.store(false, Ordering::Relaxed);
    let peak_kib = sampler.await.unwrap_or(0).max(connected_kib);
    fault.await.map_err(|e| e.to_string())??;
    if !failures.is_empty() {
        let shown: Vec<&String> = failures.iter().take(5).collect();
        return Err(format!("{} seat(s) failed, the first: {shown:#?}", failures.len()));
    }
    Ok(Played {
        seats,
        seconds,
        peak_kib,
        connected_kib,
        connect_seconds,
    })
}

struct Checked {
    acked: usize,
    lost: usize,
    mismatches: usize,
    problems: Vec<String>,
}

/// Every acknowledged choice is in the stored log; every stored log replays natively to the
/// events each seat saw, the spectator's history and the outcome.
fn check(database: &str, tables: &[Table], seats: &[SeatRun], spectators: &[Value]) -> Result<Checked, String> {
    let mut store = arbiter::server::store::open(database)?;
    let mut c = Checked {
        acked: 0,
        lost: 0,
        mismatches: 0,
        problems: vec![],
    };
    for t in tables {
        let row = store
            .table(&t.id)?
            .ok_or_else(|| format!("table {} is not stored", t.id))?;
        let choices = store.choices(&t.id)?;
        let mine: Vec<&SeatRun> = seats.iter().filter(|s| s.table == t.index).collect();
        for s in &mine {
            for (d, choice) in &s.acked {
                c.acked += 1;
                if choices.get(*d as usize) != Some(choice) {
                    c.lost += 1;
                    c.problems.push(format!(
                        "{}: acked choice {d} {choice} is stored as {:?}",
                        s.at(),
                        choices.get(*d as usize)
                    ));
                }
            }
        }
        let mut log = GameLog::new(&row.ruleset, row.seed, row.setup.clone());
        log.choices = choices;
        let game = match Resumable::start(&log) {
            Ok(g) => g,
            Err(e) => {
                c.mismatches += 1;
                c.problems
                    .push(format!("table {}: the stored log does not replay: {e}", t.id));
                continue;
            }
        };
        let outcome = serde_json::to_value(game.session.outcome()).unwrap_or(Value::Null);
        if outcome.is_null() {
            c.mismatches += 1;
            c.problems.push(format!("table {}: the stored game is not over", t.id));
        }
        let history = |seat: Option<u8>| -> Value {
            game.history_as(seat)
                .ok()
                .and_then(|h| serde_json::from_str(&h).ok())
                .unwrap_or(Value::Null)
        };
        for s in &mine {
            if s.outcome != outcome {
                c.mismatches += 1;
                c.problems.push(format!(
                    "{}: saw outcome {} and the replay ends {outcome}",
                    s.at(),
                    s.outcome
                ));
            }
            if Value::Array(s.history.clone()) != history(Some(s.seat as u8)) {
                c.mismatches += 1;
                c.problems
                    .push(format!("{}: the events it saw are not the replay's", s.at()));
            }
        }
        let spectator = &spectators[t.index];
        if spectator["history"] != history(None) || spectator["outcome"] != outcome {
            c.mismatches += 1;
            c.problems
                .push(format!("table {}: the spectator's welcome is not the replay", t.id));
        }
    }
    Ok(c)
}

/// The spectator's welcome of every table (the final history and outcome).
async fn spectate(tables: &[Table], addr: &str) -> Result<Vec<Value>, String> {
    let mut out = vec![];
    for t in tables {
        let (mut ws, w) = hello(addr, &t.id, &t.spectator).await?;
        let _ = ws.close(None).await;
        out.push(w);
    }
    Ok(out)
}

fn sqlite_default(scratch: &Scratch) -> String {
    format!("sqlite:{}", scratch.0.join("tables.db").display())
}

fn describe(o: &Options) -> String {
    if o.ruleset == "mixed" {
        "mixed: eredan, berserk, yummell in turn".into()
    } else {
        o.ruleset.clone()
    }
}

async fn load(o: &Options) -> Result<(), String> {
    let scratch = Scratch::new("load")?;
    let database = o.database.clone().unwrap_or_else(|| sqlite_default(&scratch));
    let server = Server::start(&o.server, &database)?;
    let pid = Arc::new(AtomicUsize::new(server.pid() as usize));
    let (_tx, address) = watch::channel((0, server.addr.clone()));
    tokio::time::sleep(Duration::from_millis(200)).await;
    let base_kib = rss_kib(server.pid());
    let t0 = Instant::now();
    let tables = create_all(o, &server.addr).await?;
    let created = t0.elapsed().as_secs_f64();
    let created_kib = rss_kib(server.pid());
    let cpu_before = engine_cpu_seconds(server.pid());
    let (server_before, client_before) = process_cpu_seconds(server.pid());
    let played = play_all(&tables, &[address], pid, false, |_| tokio::spawn(async { Ok(()) })).await?;
    let engine_cpu = engine_cpu_seconds(server.pid())
        .zip(cpu_before)
        .map(|((after, threads), (before, _))| (after - before, threads));
    let (server_after, client_after) = process_cpu_seconds(server.pid());
    let load_average = std::fs::read_to_string("/proc/loadavg").unwrap_or_default();
    let spectators = spectate(&tables, &server.addr).await?;
    let mut rtts: Vec<f64> = played.seats.iter().flat_map(|s| s.rtts.iter().copied()).collect();
    rtts.sort_by(|a, b| a.total_cmp(b));
    let finished = finished(&tables, &played.seats);
    let refused: usize = played.seats.iter().map(|s| s.refused_rate).sum();
    println!(
        "load: {} tables ({}), {} sockets, {database}",
        o.tables,
        describe(o),
        played.seats.len()
    );
    println!(
        "  created in {created:.1} s, all sockets connected and welcomed in {:.1} s",
        played.connect_seconds
    );
    println!(
        "  choices: {} in {:.1} s: {:.0} choices/s",
        rtts.len(),
        played.seconds,
        rtts.len() as f64 / played.seconds.max(1e-9)
    );
    println!(
        "  choice round trip (choose → ack): p50 {:.2} ms, p90 {:.2} ms, p99 {:.2} ms, max {:.2} ms",
        percentile(&rtts, 50.0),
        percentile(&rtts, 90.0),
        percentile(&rtts, 99.0),
        rtts.last().copied().unwrap_or(0.0)
    );
    if let Some((cpu, threads)) = engine_cpu {
        let per_choice = cpu / rtts.len().max(1) as f64;
        println!(
            "  engine threads ({threads}): {cpu:.2} s of CPU, {:.1} µs a choice (the rules, the views, the messages, the store)",
            per_choice * 1e6
        );
        let rulesets: Vec<&str> = match o.ruleset.as_str() {
            "mixed" => vec!["eredan", "berserk", "yummell"],
            one => vec![one],
        };
        for r in rulesets {
            let native = native_per_decision(r, 50)?;
            println!(
                "  native engine, {r}: {:.2} µs a decision (50 random games, one thread): the engine thread's choice costs {:.0} times that",
                native * 1e6,
                per_choice / native
            );
        }
    }
    let spent = |after: Option<f64>, before: Option<f64>| after.zip(before).map_or(0.0, |(a, b)| a - b);
    println!(
        "  CPU while playing ({:.1} s of {} cores): server process {:.2} s, this load generator {:.2} s; load average {}",
        played.seconds,
        std::thread::available_parallelism().map_or(1, |n| n.get()),
        spent(server_after, server_before),
        spent(client_after, client_before),
        load_average.split_whitespace().take(3).collect::<Vec<_>>().join(" ")
    );
    println!("  games finished: {finished} of {}", o.tables);
    println!(
        "  server memory (VmRSS): {:.1} MiB before the tables, {:.1} MiB with them created, {:.1} MiB with all connected, peak {:.1} MiB: {:.1} KiB per table",
        base_kib as f64 / 1024.0,
        created_kib as f64 / 1024.0,
        played.connected_kib as f64 / 1024.0,
        played.peak_kib as f64 / 1024.0,
        played.peak_kib.saturating_sub(base_kib) as f64 / o.tables as f64
    );
    if refused > 0 {
        println!("  choices refused by the rate limit (resent after 100 ms): {refused}");
    }
    drop(server);
    if database.ends_with(":memory:") {
        println!("  not checked against the store: {database} kept nothing");
        return verdict(
            &Checked {
                acked: 0,
                lost: 0,
                mismatches: 0,
                problems: vec![],
            },
            finished,
            o.tables,
        );
    }
    // Off the runtime: the PostgreSQL client blocks on a runtime of its own.
    let c = tokio::task::block_in_place(|| check(&database, &tables, &played.seats, &spectators))?;
    println!(
        "  checked: {} acked choices, {} lost, {} replay mismatches",
        c.acked, c.lost, c.mismatches
    );
    verdict(&c, finished, o.tables)
}

fn verdict(c: &Checked, finished: usize, tables: usize) -> Result<(), String> {
    for p in c.problems.iter().take(10) {
        eprintln!("  problem: {p}");
    }
    if c.lost > 0 || c.mismatches > 0 || finished != tables {
        return Err(format!(
            "{} lost choices, {} replay mismatches, {finished} of {tables} games finished",
            c.lost, c.mismatches
        ));
    }
    Ok(())
}

async fn faults(o: &Options) -> Result<(), String> {
    let scratch = Scratch::new("faults")?;
    let database = o.database.clone().unwrap_or_else(|| sqlite_default(&scratch));
    if o.instances == 2 && !database.starts_with("postgres") {
        return Err(format!(
            "--instances 2 needs a database the instances share and hear each other on (postgres://…), not {database}"
        ));
    }
    let mut servers = vec![];
    for _ in 0..o.instances {
        servers.push(Server::start(&o.server, &database)?);
    }
    let pid = Arc::new(AtomicUsize::new(servers[0].pid() as usize));
    let mut senders = vec![];
    let mut addresses = vec![];
    for s in &servers {
        let (tx, rx) = watch::channel((0u64, s.addr.clone()));
        senders.push(tx);
        addresses.push(rx);
    }
    let tables = create_all(o, &servers[0].addr).await?;
    // The kill comes after about half of the choices (or half of the games, if sooner).
    let rulesets: Vec<&str> = tables.iter().map(|t| t.ruleset).collect();
    let mut expected = 0.0;
    for r in ["eredan", "berserk", "yummell"] {
        let k = rulesets.iter().filter(|x| **x == r).count();
        if k > 0 {
            expected += k as f64 * mean_length(r, 12)?;
        }
    }
    let target = (expected / 2.0).max(1.0) as usize;
    let seats_total: usize = tables.iter().map(|t| t.tokens.len()).sum();
    let victim = Arc::new(Mutex::new(servers.remove(0)));
    let others = servers;
    let killed = Arc::new(Mutex::new(None::<(usize, f64)>));
    let fault = {
        let (victim, killed, pid, bin, database) = (
            victim.clone(),
            killed.clone(),
            pid.clone(),
            o.server.clone(),
            database.clone(),
        );
        let tx = senders.remove(0);
        move |shared: Arc<Shared>| {
            tokio::spawn(async move {
                loop {
                    let acked = shared.acked.load(Ordering::Relaxed);
                    let finished = shared.finished.load(Ordering::Relaxed);
                    if acked >= target || finished * 2 >= seats_total {
                        break;
                    }
                    if !shared.playing.load(Ordering::Relaxed) {
                        return Err("every game ended before the kill".into());
                    }
                    tokio::time::sleep(Duration::from_millis(5)).await;
                }
                victim.lock().map_err(|e| e.to_string())?.kill();
                let at = shared.acked.load(Ordering::Relaxed);
                let down = Instant::now();
                let again = tokio::task::spawn_blocking(move || Server::start(&bin, &database))
                    .await
                    .map_err(|e| e.to_string())??;
                if let Ok(mut k) = killed.lock() {
                    *k = Some((at, down.elapsed().as_secs_f64()));
                }
                pid.store(again.pid() as usize, Ordering::Relaxed);
                let addr = again.addr.clone();
                *victim.lock().map_err(|e| e.to_string())? = again;
                tx.send_modify(|a| *a = (a.0 + 1, addr));
                Ok(())
            })
        }
    };
    let played = play_all(&tables, &addresses, pid, true, fault).await?;
    let addr = victim.lock().map_err(|e| e.to_string())?.addr.clone();
    let spectators = spectate(&tables, &addr).await?;
    drop(others);
    if let Ok(mut v) = victim.lock() {
        v.kill();
    }
    let (at, restart) = killed.lock().map_err(|e| e.to_string())?.unwrap_or((0, 0.0));
    let resumed = tables
        .iter()
        .filter(|t| played.seats.iter().any(|s| s.table == t.index && s.resumed))
        .count();
    let finished = finished(&tables, &played.seats);
    let resent: usize = played.seats.iter().map(|s| s.resent).sum();
    let reconnects: usize = played.seats.iter().map(|s| s.reconnects).sum();
    // Off the runtime: the PostgreSQL client blocks on a runtime of its own.
    let c = tokio::task::block_in_place(|| check(&database, &tables, &played.seats, &spectators))?;
    println!(
        "faults: {} tables ({}), {} instance(s), {database}",
        o.tables,
        describe(o),
        o.instances
    );
    println!(
        "  kill -9 after {at} acked choices (of about {expected:.0}); started again in {restart:.2} s; played in {:.1} s",
        played.seconds
    );
    println!(
        "  tables resumed: {resumed}, sockets reconnected: {reconnects}, unacknowledged choices resent: {resent}, games finished: {finished} of {}",
        o.tables
    );
    println!(
        "  acked choices: {}, lost choices: {}, replay mismatches: {}",
        c.acked, c.lost, c.mismatches
    );
    if resumed == 0 {
        return Err("no table was resumed: the kill came too late".into());
    }
    verdict(&c, finished, o.tables)
}
