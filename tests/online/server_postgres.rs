//! `arbiter serve --database postgres://…` end to end: the built binary on loopback, real
//! WebSocket clients, a real PostgreSQL server. Its URL is `ARBITER_TEST_POSTGRES` when set;
//! otherwise these tests start a throwaway cluster (`tools/postgres.sh start
//! target/postgres-test 54390`, or the next port up to 54399 if that one is taken), stopped once
//! the last test process using it has ended. Each test has a database of its own on it.
#![cfg(feature = "serve")]

use crate::serving::*;
use serde_json::{json, Value};
use std::process::{Command, Stdio};
use std::sync::OnceLock;

/// The ports the throwaway cluster may listen on, the first free one.
const PORTS: [&str; 10] = [
    "54390", "54391", "54392", "54393", "54394", "54395", "54396", "54397", "54398", "54399",
];

/// The PostgreSQL server of these tests (see the top of this file).
fn base_url() -> &'static str {
    static BASE: OnceLock<String> = OnceLock::new();
    BASE.get_or_init(|| {
        if let Ok(url) = std::env::var("ARBITER_TEST_POSTGRES") {
            if !url.is_empty() {
                return url;
            }
        }
        let root = env!("CARGO_MANIFEST_DIR");
        let script = format!("{root}/tools/postgres.sh");
        let dir = format!("{root}/target/postgres-test");
        // The test processes using the cluster, one file each, named by pid: registered before
        // it is started, so that the reaper of a run just ended (below) does not stop the
        // cluster under the next run.
        let users = format!("{dir}.users");
        let pid = std::process::id().to_string();
        let register = Command::new("flock")
            .args([
                &format!("{users}.lock"),
                "sh",
                "-c",
                r#"mkdir -p "$1" && touch "$1/$2""#,
                "register",
                &users,
                &pid,
            ])
            .status()
            .expect("flock runs");
        assert!(register.success(), "cannot register in {users}");
        // The first of 54390..=54399 free: they are in Linux's range of ephemeral ports, so a
        // connection of another program may hold one for a while.
        let out = PORTS
            .iter()
            .map(|port| {
                Command::new("bash")
                    .args([&script, "start", &dir, port])
                    .stderr(Stdio::inherit())
                    .output()
                    .expect("tools/postgres.sh runs")
            })
            .find(|out| out.status.success())
            .expect("tools/postgres.sh start failed on every port");
        let stdout = String::from_utf8_lossy(&out.stdout);
        let url = stdout.lines().last().expect("a URL").trim().to_string();
        // The reaper: once this process has ended, however it ends, it unregisters it and stops
        // the cluster if no other live process is registered.
        let reap = r#"while kill -0 "$1" 2>/dev/null; do sleep 1; done
            exec flock "$2.lock" sh -c '
              rm -f "$2/$1"
              for f in "$2"/*; do [ -e "$f" ] && { kill -0 "${f##*/}" 2>/dev/null || rm -f "$f"; }; done
              [ -n "$(ls -A "$2")" ] || exec bash "$3" stop "$4"' reap "$1" "$2" "$3" "$4""#;
        // Never waited for: it outlives this process on purpose.
        #[allow(clippy::zombie_processes)]
        Command::new("sh")
            .args(["-c", reap, "reaper", &pid, &users, &script, &dir])
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("the cluster's reaper starts");
        url
    })
}

/// A database of this test's own, dropped at the end of it.
struct Db {
    url: String,
    name: String,
}

/// The URL `base` with its database name replaced by `name`.
fn with_database(base: &str, name: &str) -> String {
    let (main, query) = match base.split_once('?') {
        Some((m, q)) => (m, format!("?{q}")),
        None => (base, String::new()),
    };
    let scheme_end = main.find("://").map(|i| i + 3).unwrap_or(0);
    let host = match main[scheme_end..].find('/') {
        Some(i) => &main[..scheme_end + i],
        None => main,
    };
    format!("{host}/{name}{query}")
}

/// Runs `sql` on the base database (on a thread: the blocking client cannot run on tokio's).
fn admin(sql: String) {
    let base = base_url().to_string();
    std::thread::spawn(move || {
        let mut c = postgres::Client::connect(&base, postgres::NoTls).expect("PostgreSQL answers");
        c.batch_execute(&sql).unwrap_or_else(|e| panic!("{sql}: {e}"));
    })
    .join()
    .unwrap();
}

fn database(test: &str) -> Db {
    let name = format!("arbiter_{test}_{}", std::process::id());
    admin(format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"));
    admin(format!("CREATE DATABASE {name}"));
    Db {
        url: with_database(base_url(), &name),
        name,
    }
}

impl Drop for Db {
    fn drop(&mut self) {
        let sql = format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name);
        let base = base_url().to_string();
        let _ = std::thread::spawn(move || {
            if let Ok(mut c) = postgres::Client::connect(&base, postgres::NoTls) {
                let _ = c.batch_execute(&sql);
            }
        })
        .join();
    }
}

fn serve(db: &Db) -> Server {
    spawn(&db.url, &[])
}

/// What a socket got after a choice of decision `d` was sent (or seen): the answer to it, when
/// `answer` (an `ack` or an `error` of decision `d`), and the next `turn`, in whatever order
/// they came.
async fn after(ws: &mut Ws, d: u64, answer: bool) -> (Option<Value>, Value) {
    let (mut got, mut turn) = (None, None);
    while (answer && got.is_none()) || turn.is_none() {
        let m = next(ws).await;
        match m["type"].as_str() {
            Some("ack" | "error") if m["decision"] == d => got = Some(m),
            Some("turn") if m["decision"] != d => turn = Some(m),
            _ => {}
        }
    }
    (got, turn.unwrap())
}

/// The person seats of a table, seat `i` on `servers[i % servers.len()]`, and each one's last
/// `turn`; `k` varies the option played.
struct Seats {
    socks: Vec<Ws>,
    turns: Vec<Value>,
    k: usize,
    ruleset: String,
}

impl Seats {
    async fn sit(servers: &[&Server], t: &Value, ruleset: &str) -> Seats {
        let n = t["seats"].as_array().unwrap().len();
        let (mut socks, mut turns) = (vec![], vec![]);
        for i in 0..n {
            let (ws, w) = hello(servers[i % servers.len()], t, t["seats"][i]["token"].as_str().unwrap()).await;
            assert_eq!(w["seat"], i);
            socks.push(ws);
            turns.push(w["turn"].clone());
        }
        Seats {
            socks,
            turns,
            k: 0,
            ruleset: ruleset.into(),
        }
    }
    fn over(&self) -> bool {
        !self.turns[0]["outcome"].is_null()
    }
    fn decision(&self) -> u64 {
        self.turns[0]["decision"].as_u64().unwrap()
    }
    fn player(&self) -> usize {
        self.turns[0]["player"].as_u64().unwrap() as usize
    }
    /// The decider's options now.
    fn options(&self) -> Vec<Value> {
        let p = self.player();
        self.turns[p]["options"]
            .as_array()
            .unwrap_or_else(|| panic!("{}: no options for seat {p}: {}", self.ruleset, self.turns[p]))
            .clone()
    }
    /// Every seat awaits the same decision, and only the decider has options.
    fn check_turns(&self) {
        let d = self.decision();
        for (i, t) in self.turns.iter().enumerate() {
            assert_eq!(t["decision"], d, "{}: seat {i}'s turn {t}", self.ruleset);
            assert_eq!(
                t["options"].is_array(),
                i == self.player(),
                "{}: seat {i}: {t}",
                self.ruleset
            );
        }
    }
    /// The decider plays one of its options; every seat reads the next turn. Returns the
    /// decision and the choice.
    async fn play_one(&mut self) -> (u64, Value) {
        self.check_turns();
        let (d, player, options) = (self.decision(), self.player(), self.options());
        let choice = options[self.k % options.len()].clone();
        self.k += 7;
        say(
            &mut self.socks[player],
            json!({"v": 1, "type": "choose", "decision": d, "choice": choice}),
        )
        .await;
        for i in 0..self.socks.len() {
            let (answer, turn) = after(&mut self.socks[i], d, i == player).await;
            if let Some(a) = answer {
                assert_eq!(a["type"], "ack", "{}: {a}", self.ruleset);
            }
            self.turns[i] = turn;
        }
        (d, choice)
    }
    /// Plays until the game is over; returns how many decisions were played.
    async fn play_out(&mut self) -> usize {
        let mut played = 0;
        while !self.over() {
            self.play_one().await;
            played += 1;
        }
        played
    }
}

/// The game a spectator of table `t` on `s` is told on arrival: the view, every event so far,
/// the turn, the outcome, and the table but for who is connected (each server knows only its
/// own sockets).
async fn spectate(s: &Server, t: &Value) -> Value {
    let (_, mut w) = hello(s, t, t["spectator"].as_str().unwrap()).await;
    if let Some(seats) = w["table"]["seats"].as_array_mut() {
        for seat in seats {
            seat.as_object_mut().unwrap().remove("connected");
        }
    }
    w
}

/// The history of a welcome: one list of events for the opening and one per choice.
fn choices_in(welcome: &Value) -> usize {
    welcome["history"].as_array().unwrap().len() - 1
}

fn people(n: usize) -> Vec<Value> {
    (0..n).map(|_| json!({"kind": "person"})).collect()
}

/// A whole game of each ruleset, stored in PostgreSQL; a second server on the same database
/// then tells a spectator exactly what the first one does.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_games_of_each_ruleset_in_postgres() {
    let db = database("games");
    let s = serve(&db);
    for ruleset in arbiter::rulesets::RulesetId::names() {
        let n = seats_of(ruleset);
        let t = create(&s, json!({"ruleset": ruleset, "seats": people(n)})).await;
        let mut seats = Seats::sit(&[&s], &t, ruleset).await;
        let played = seats.play_out().await;
        let seen = spectate(&s, &t).await;
        assert_eq!(choices_in(&seen), played, "{ruleset}: every choice is in the log");
        assert!(!seen["outcome"].is_null(), "{ruleset}: the game ended");
        let other = serve(&db);
        assert_eq!(spectate(&other, &t).await, seen, "{ruleset}: the stored game");
    }
}

/// A server stopped and started again on the same database resumes the table to the same
/// state, for each seat and the spectator, and the game goes on to its end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_resumes_the_table_from_postgres() {
    let db = database("restart");
    let (t, before) = {
        let s = serve(&db);
        let t = create(&s, json!({"ruleset": "eredan", "seats": people(2)})).await;
        let mut seats = Seats::sit(&[&s], &t, "eredan").await;
        for _ in 0..10 {
            if !seats.over() {
                seats.play_one().await;
            }
        }
        let mut before = vec![spectate(&s, &t).await];
        for i in 0..2 {
            before.push(hello(&s, &t, t["seats"][i]["token"].as_str().unwrap()).await.1);
        }
        (t, before)
    };
    let s = serve(&db);
    let mut after = vec![spectate(&s, &t).await];
    for i in 0..2 {
        after.push(hello(&s, &t, t["seats"][i]["token"].as_str().unwrap()).await.1);
    }
    for (b, a) in before.iter().zip(&after) {
        for field in ["seat", "view", "history", "turn", "outcome"] {
            assert_eq!(a[field], b[field], "{field} after the restart");
        }
    }
    let mut seats = Seats::sit(&[&s], &t, "eredan").await;
    seats.play_out().await;
}

/// Two servers on one database: seat 0 on the first, seat 1 on the second, a whole game of
/// Eredan and one of Yummell; each seat sees the other's moves, and both servers hold the same
/// game at the end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_share_a_table() {
    let db = database("two");
    let (a, b) = (serve(&db), serve(&db));
    for ruleset in ["eredan", "yummell"] {
        let n = seats_of(ruleset);
        let t = create(&a, json!({"ruleset": ruleset, "seats": people(n)})).await;
        let mut seats = Seats::sit(&[&a, &b], &t, ruleset).await;
        let played = seats.play_out().await;
        let (on_a, on_b) = (spectate(&a, &t).await, spectate(&b, &t).await);
        assert_eq!(on_a, on_b, "{ruleset}: the two servers' games");
        assert_eq!(choices_in(&on_a), played);
        assert!(!on_a["outcome"].is_null());
    }
}

/// Seat 0 on both servers answers one decision with two different choices at once: one is
/// acknowledged, the other is `stale`, every socket then sees the same step, and the game goes
/// on with nothing diverged.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_race_between_instances_has_one_winner() {
    let db = database("race");
    let (a, b) = (serve(&db), serve(&db));
    let t = create(&a, json!({"ruleset": "eredan", "seats": people(2)})).await;
    let mut seats = Seats::sit(&[&a, &b], &t, "eredan").await;
    // Seat 0's second socket, on the other server.
    let (mut twin, w) = hello(&b, &t, t["seats"][0]["token"].as_str().unwrap()).await;
    let mut twin_turn = w["turn"].clone();
    let mut races = 0;
    while !seats.over() {
        assert_eq!(twin_turn["decision"], seats.turns[0]["decision"], "the twin's turn");
        let (d, options) = (seats.decision(), seats.options());
        if seats.player() != 0 || options.len() < 2 || races == 6 {
            seats.play_one().await;
            twin_turn = after(&mut twin, d, false).await.1;
            continue;
        }
        races += 1;
        let (mine, theirs) = (options[races % 2].clone(), options[(races + 1) % 2].clone());
        say(
            &mut seats.socks[0],
            json!({"v": 1, "type": "choose", "decision": d, "choice": mine}),
        )
        .await;
        say(
            &mut twin,
            json!({"v": 1, "type": "choose", "decision": d, "choice": theirs}),
        )
        .await;
        let (first, turn) = after(&mut seats.socks[0], d, true).await;
        seats.turns[0] = turn;
        let (second, turn) = after(&mut twin, d, true).await;
        twin_turn = turn;
        let kinds = [first.unwrap(), second.unwrap()].map(|m| {
            if m["type"] == "ack" {
                "ack".to_string()
            } else {
                m["kind"].as_str().unwrap_or("").to_string()
            }
        });
        let mut sorted = kinds.clone();
        sorted.sort();
        assert_eq!(sorted, ["ack", "stale"], "decision {d}: {kinds:?}");
        seats.turns[1] = after(&mut seats.socks[1], d, false).await.1;
        assert_eq!(spectate(&a, &t).await, spectate(&b, &t).await, "after the race of {d}");
    }
    assert!(races > 0, "seat 0 never had two options");
    let (on_a, on_b) = (spectate(&a, &t).await, spectate(&b, &t).await);
    assert_eq!(on_a, on_b);
    assert!(!on_a["outcome"].is_null());
}

/// A computer seat on a table two servers hold: both may play it, the database keeps one
/// choice, and both servers end with the same game.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn computer_seats_on_two_instances_play_once() {
    let db = database("computer");
    let (a, b) = (serve(&db), serve(&db));
    let t = create(
        &a,
        json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "computer", "level": "easy"}]}),
    )
    .await;
    // The second server holds the table too (a spectator there).
    let (mut watcher, _) = hello(&b, &t, t["spectator"].as_str().unwrap()).await;
    let (mut ws, w) = hello(&a, &t, t["seats"][0]["token"].as_str().unwrap()).await;
    let mut turn = w["turn"].clone();
    let mut k = 0;
    while turn["outcome"].is_null() {
        if turn["player"] != 0 {
            turn = until(&mut ws, "turn").await;
            continue;
        }
        let d = turn["decision"].as_u64().unwrap();
        let options = turn["options"].as_array().unwrap().clone();
        say(
            &mut ws,
            json!({"v": 1, "type": "choose", "decision": d, "choice": options[k % options.len()]}),
        )
        .await;
        k += 3;
        let (answer, next) = after(&mut ws, d, true).await;
        assert_eq!(answer.unwrap()["type"], "ack");
        turn = next;
    }
    // The spectator on the second server saw the end too.
    loop {
        let m = until(&mut watcher, "turn").await;
        if !m["outcome"].is_null() {
            break;
        }
    }
    let (on_a, on_b) = (spectate(&a, &t).await, spectate(&b, &t).await);
    assert_eq!(on_a, on_b);
    assert!(!on_a["outcome"].is_null());
}

/// Two servers, seat 0 on the first: it is killed (SIGKILL) right after acknowledging a choice;
/// seat 0 connects to the second, which has that choice and every other acknowledged one, and
/// the game goes on to its end there.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_killed_instance_loses_no_acknowledged_choice() {
    let db = database("kill");
    let (mut a, b) = (serve(&db), serve(&db));
    let t = create(&a, json!({"ruleset": "eredan", "seats": people(2)})).await;
    let mut seats = Seats::sit(&[&a, &b], &t, "eredan").await;
    let mut acked = vec![];
    while acked.len() < 8 || seats.player() != 0 {
        assert!(!seats.over(), "the game ended before the kill");
        acked.push(seats.play_one().await.1);
    }
    // Seat 0 chooses on the first server; once acknowledged, that server is killed.
    let (d, options) = (seats.decision(), seats.options());
    let choice = options[0].clone();
    say(
        &mut seats.socks[0],
        json!({"v": 1, "type": "choose", "decision": d, "choice": choice}),
    )
    .await;
    let ack = until(&mut seats.socks[0], "ack").await;
    assert_eq!(ack["decision"], d);
    a.child.kill().unwrap();
    a.child.wait().unwrap();
    acked.push(choice);
    // Seat 0 comes back on the second server, which has every acknowledged choice.
    let (ws, w) = hello(&b, &t, t["seats"][0]["token"].as_str().unwrap()).await;
    assert_eq!(
        choices_in(&w),
        acked.len(),
        "the second server has every acknowledged choice"
    );
    assert_eq!(w["turn"]["decision"], acked.len());
    seats.socks[0] = ws;
    seats.turns[0] = w["turn"].clone();
    seats.turns[1] = after(&mut seats.socks[1], d, false).await.1;
    // A resend of the last choice (the page did not see its ack) is acknowledged, applied once.
    say(
        &mut seats.socks[0],
        json!({"v": 1, "type": "choose", "decision": d, "choice": acked.last().unwrap()}),
    )
    .await;
    assert_eq!(until(&mut seats.socks[0], "ack").await["decision"], d);
    let played = seats.play_out().await;
    let seen = spectate(&b, &t).await;
    assert_eq!(choices_in(&seen), acked.len() + played);
    assert!(!seen["outcome"].is_null());
    // A new server on the database tells the same.
    let c = serve(&db);
    assert_eq!(spectate(&c, &t).await, seen);
}

/// Every connection the servers have to the database is cut (as when PostgreSQL restarts): no
/// server panics, a choice that could not be stored is refused with `limit` and nothing
/// changes, the same choice sent again is stored once the servers have connected again, and
/// the game goes on, the same on both. (A server whose pool noticed the cut before the choice
/// came connects again at once and stores it at the first try: which of the two happens is a
/// race of the cut and the choice, so both are accepted; what is stored is checked.)
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_lost_connection_refuses_the_choice_then_recovers() {
    let db = database("lost");
    let (mut a, mut b) = (serve(&db), serve(&db));
    let t = create(&a, json!({"ruleset": "eredan", "seats": people(2)})).await;
    let mut seats = Seats::sit(&[&a, &b], &t, "eredan").await;
    for _ in 0..3 {
        seats.play_one().await;
    }
    admin(format!(
        "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '{}' AND pid <> pg_backend_pid()",
        db.name
    ));
    let (d, player, options) = (seats.decision(), seats.player(), seats.options());
    let choose = json!({"v": 1, "type": "choose", "decision": d, "choice": options[0]});
    let mut tries = 0;
    loop {
        tries += 1;
        assert!(tries < 20, "the choice was never stored");
        say(&mut seats.socks[player], choose.clone()).await;
        let answer = loop {
            let m = next(&mut seats.socks[player]).await;
            if (m["type"] == "ack" || m["type"] == "error") && m["decision"] == d {
                break m;
            }
        };
        if answer["type"] == "ack" {
            break;
        }
        assert_eq!(answer["kind"], "limit", "{answer}");
        tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    }
    println!("the choice was stored at try {tries}");
    for i in 0..2 {
        seats.turns[i] = after(&mut seats.socks[i], d, false).await.1;
    }
    seats.play_out().await;
    assert!(a.child.try_wait().unwrap().is_none() && b.child.try_wait().unwrap().is_none());
    assert_eq!(spectate(&a, &t).await, spectate(&b, &t).await);
}

/// A table with a clock held by two servers, its seats silent: both clocks run out, the
/// database keeps one default choice per decision, every socket gets each `step` once with
/// `timeout: true`, until a seat's clock ran out on 3 of its decisions in a row: the table
/// ends, abandoned by that seat, once, and the two servers' games agree.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn clocks_on_two_instances_time_out_once_until_a_seat_abandons() {
    let db = database("clock");
    let (a, b) = (serve(&db), serve(&db));
    let t = create(&a, json!({"ruleset": "eredan", "seats": people(2), "clock": 1})).await;
    let seats = Seats::sit(&[&a, &b], &t, "eredan").await;
    let mut socks = seats.socks;
    let mut ends = vec![];
    for ws in socks.iter_mut() {
        let mut d = 0u64;
        let end = loop {
            let m = next(ws).await;
            if m["type"] == "step" {
                assert_eq!(m["decision"], d, "each decision stepped once, in order");
                assert_eq!(m["timeout"], true);
                d += 1;
            } else if m["type"] == "turn" && !m["end"].is_null() {
                break m["end"].clone();
            }
        };
        assert_eq!(end["how"], "abandoned");
        assert!(d >= 2, "two run-outs at least before the third");
        ends.push((d, end));
    }
    assert_eq!(ends[0], ends[1], "one end, at one decision");
    let (on_a, on_b) = (spectate(&a, &t).await, spectate(&b, &t).await);
    assert_eq!(on_a["history"], on_b["history"]);
    assert_eq!(on_a["turn"]["end"], ends[0].1);
    assert_eq!(on_b["turn"]["end"], ends[0].1);
}

/// Two instances on one database share one lobby: an open table offered on one is listed on
/// the other, two players asking for quick pairing on different instances meet, play, and the
/// rated result is recorded once, whichever instance saw the game end.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_share_one_lobby_and_record_a_rated_game_once() {
    use crate::community::{api, play_out, player, rated};
    let db = database("lobby");
    let (a, b) = (serve(&db), serve(&db));
    let (ana, _) = player(&a, "Ana").await;
    let (boris, _) = player(&b, "Boris").await;
    let (status, _) = player_status(&b, "ana").await;
    assert_eq!(status, 400, "a name is one across the instances");
    let (_, offer) = api(&a, "POST", "/api/lobby", Some(&ana), json!({"ruleset": "eredan"})).await;
    let (_, lobby) = api(&b, "GET", "/api/lobby", None, Value::Null).await;
    assert_eq!(lobby["offers"][0]["id"], offer["id"]);
    let path = format!("/api/lobby/{}", offer["id"].as_str().unwrap());
    assert_eq!(api(&b, "DELETE", &path, Some(&ana), Value::Null).await.0, 204);
    let wish = json!({"ruleset": "eredan"});
    let (_, waiting) = api(&a, "POST", "/api/pairing", Some(&ana), wish.clone()).await;
    assert_eq!(waiting["state"], "waiting");
    let (_, his) = api(&b, "POST", "/api/pairing", Some(&boris), wish).await;
    assert_eq!(his["state"], "paired", "{his}");
    let (_, hers) = api(&a, "GET", "/api/pairing", Some(&ana), Value::Null).await;
    assert_eq!(hers["table"], his["table"]);
    // Ana plays on the instance she asked, Boris on his.
    play_out([&a, &b], [&hers["invite"], &his["invite"]]).await;
    let (ana_me, boris_me) = (rated(&a, &ana, "eredan").await, rated(&b, &boris, "eredan").await);
    assert_eq!(ana_me["ratings"][0]["games"], 1, "recorded once");
    assert_eq!(boris_me["ratings"][0]["games"], 1, "recorded once");
    assert_eq!(ana_me["games"].as_array().unwrap().len(), 1);
}

async fn player_status(s: &Server, name: &str) -> (u16, Value) {
    crate::community::api(s, "POST", "/api/players", None, json!({"name": name})).await
}
