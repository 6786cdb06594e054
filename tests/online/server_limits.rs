//! `arbiter serve`'s limits and refusals end to end (docs/online.md, "The clock" and "Limits"):
//! the built binary on loopback, real WebSocket clients, a SQLite file in a temporary folder.
//! Each test runs a server of its own (the limits are per server).
#![cfg(feature = "serve")]

use crate::serving::*;
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::net::{IpAddr, Ipv4Addr};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

/// `arbiter serve` on a SQLite file of a folder of its own, `name`, with `more` options.
fn serve(name: &str, more: &[&str]) -> Server {
    spawn(&format!("sqlite:{}", dir(name).join("a.db").display()), more)
}

fn two_persons(clock: Value) -> Value {
    json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "person"}], "clock": clock})
}

/// Plays `choice` for `decision` and waits for its ack (sent again after a pause if the rate
/// limit refused it).
async fn choose(ws: &mut Ws, decision: u64, choice: &Value) {
    loop {
        say(
            ws,
            json!({"v": 1, "type": "choose", "decision": decision, "choice": choice}),
        )
        .await;
        let m = loop {
            let m = next(ws).await;
            if m["type"] == "ack" || m["type"] == "error" {
                break m;
            }
        };
        if m["type"] == "ack" {
            assert_eq!(m["decision"], decision);
            return;
        }
        assert_eq!(m["kind"], "rate", "decision {decision}: {m}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Nothing but `presence` arrives on `ws` for `wait`.
async fn quiet(ws: &mut Ws, wait: Duration) {
    let end = Instant::now() + wait;
    while let Ok(m) = tokio::time::timeout_at(end.into(), ws.next()).await {
        if let Some(Ok(Message::Text(t))) = m {
            let v: Value = serde_json::from_str(&t).unwrap();
            assert_eq!(v["type"], "presence", "nothing was expected, got {v}");
        }
    }
}

fn token(t: &Value, seat: usize) -> &str {
    t["seats"][seat]["token"].as_str().unwrap()
}

/// Both seats of `t` connected: the sockets by seat and the first turn (as its decider got it,
/// with the options).
async fn sit_both(s: &Server, t: &Value) -> (Vec<Ws>, Value) {
    let (a, w0) = hello(s, t, token(t, 0)).await;
    let (b, w1) = hello(s, t, token(t, 1)).await;
    let turn = if w1["turn"]["player"] == 1 {
        &w1["turn"]
    } else {
        &w0["turn"]
    };
    assert!(turn["options"].is_array(), "the decider has options: {turn}");
    (vec![a, b], turn.clone())
}

/// The table as a newcomer sees it: the spectator's welcome.
async fn seen(s: &Server, t: &Value) -> Value {
    let (mut ws, w) = hello(s, t, t["spectator"].as_str().unwrap()).await;
    let _ = ws.close(None).await;
    w
}

fn stored_choices(s: &Server, id: &Value) -> Vec<Value> {
    let mut store = arbiter::server::store::open(&s.database).unwrap();
    store.choices(id.as_str().unwrap()).unwrap()
}

fn now_ms() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).unwrap().as_millis() as u64
}

/// A person who does not answer within the clock (1 s, the shortest): the server plays the
/// decision's first listed option for them, the step says `timeout: true`, and the game goes on
/// with the next decision on a fresh clock.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_clock_plays_the_first_option() {
    let s = serve("clock", &[]);
    let (status, refused) = create_from(&s, LOCAL, two_persons(json!(0))).await;
    assert_eq!(status, 400, "a clock of 0 s is refused: {refused}");
    let (status, refused) = create_from(&s, LOCAL, two_persons(json!(1.5))).await;
    assert_eq!(status, 400, "the clock is whole seconds: {refused}");
    let before = now_ms();
    let t = create(&s, two_persons(json!(1))).await;
    let (mut socks, turn) = sit_both(&s, &t).await;
    let decider = turn["player"].as_u64().unwrap() as usize;
    let first = turn["options"][0].clone();
    assert!(!first.is_null(), "the decider has options: {turn}");
    let deadline = turn["deadline"].as_u64().expect("a deadline with a clock");
    assert!(
        deadline > before && deadline <= now_ms() + 1000,
        "the deadline is the clock's second from the table's creation: {deadline}"
    );
    let waited = Instant::now();
    let step = until(&mut socks[decider], "step").await;
    assert!(
        waited.elapsed() < Duration::from_secs(5),
        "played when the clock ran out"
    );
    assert_eq!(step["decision"], 0);
    assert_eq!(step["timeout"], true, "{step}");
    assert_eq!(step["player"], decider);
    let other = until(&mut socks[1 - decider], "step").await;
    assert_eq!(other["timeout"], true);
    assert_eq!(
        stored_choices(&s, &t["id"]),
        vec![first],
        "the first listed option was played"
    );
    // The game goes on: decision 1, with its own deadline, answered in time by its seat.
    let mut next_turn = Value::Null;
    for (i, ws) in socks.iter_mut().enumerate() {
        let m = until(ws, "turn").await;
        assert_eq!(m["decision"], 1);
        assert!(m["deadline"].as_u64().unwrap() >= deadline, "a fresh clock: {m}");
        if m["player"] == i {
            next_turn = m;
        }
    }
    let p = next_turn["player"].as_u64().expect("a seat decides decision 1") as usize;
    let choice = next_turn["options"][0].clone();
    say(
        &mut socks[p],
        json!({"v": 1, "type": "choose", "decision": 1, "choice": choice}),
    )
    .await;
    assert_eq!(until(&mut socks[p], "ack").await["decision"], 1);
    let step = until(&mut socks[p], "step").await;
    assert_eq!(step["decision"], 1);
    assert_eq!(step["timeout"], false, "answered in time: {step}");
    assert_eq!(stored_choices(&s, &t["id"]).len(), 2);
}

/// More messages than the burst (40, then 20 a second): each one over gets `error` kind `rate`,
/// the connection stays, the refused choices change nothing, and after a pause it acts again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_rate_limit_refuses_and_changes_nothing() {
    let s = serve("rate", &[]);
    let t = create(&s, two_persons(Value::Null)).await;
    let (mut socks, turn) = sit_both(&s, &t).await;
    let decider = turn["player"].as_u64().unwrap() as usize;
    let legal = turn["options"][0].clone();
    let ws = &mut socks[decider];
    // 100 choices for a decision not awaited (each answered `stale` if read), then 3 legal
    // choices for decision 0: all sent at once, so the bucket is empty when the legal ones come.
    let stale = json!({"v": 1, "type": "choose", "decision": 5, "choice": legal}).to_string();
    let good = json!({"v": 1, "type": "choose", "decision": 0, "choice": legal}).to_string();
    for _ in 0..100 {
        ws.feed(Message::Text(stale.clone().into())).await.unwrap();
    }
    for _ in 0..3 {
        ws.feed(Message::Text(good.clone().into())).await.unwrap();
    }
    ws.flush().await.unwrap();
    let (mut rate, mut stale_answers) = (0, 0);
    for _ in 0..103 {
        let mut m = next(ws).await;
        while m["type"] == "presence" {
            m = next(ws).await;
        }
        match (m["type"].as_str(), m["kind"].as_str()) {
            (Some("error"), Some("rate")) => {
                rate += 1;
                assert!(m["message"].as_str().is_some_and(|t| !t.is_empty()), "{m}");
            }
            (Some("error"), Some("stale")) => stale_answers += 1,
            _ => panic!("only stale and rate answers were expected, got {m}"),
        }
    }
    assert!(
        rate >= 60,
        "at least the messages over the burst are refused: {rate} refused"
    );
    assert!(stale_answers >= 38, "the burst is read: {stale_answers}");
    // Nothing changed: no step anywhere, decision 0 still awaited.
    quiet(&mut socks[1 - decider], Duration::from_millis(300)).await;
    let w = seen(&s, &t).await;
    assert_eq!(w["turn"]["decision"], 0);
    assert_eq!(w["history"].as_array().unwrap().len(), 1);
    assert!(stored_choices(&s, &t["id"]).is_empty());
    // After a pause (the bucket refills at 20 a second) the same connection plays.
    tokio::time::sleep(Duration::from_millis(2100)).await;
    let ws = &mut socks[decider];
    say(ws, json!({"v": 1, "type": "choose", "decision": 0, "choice": legal})).await;
    assert_eq!(until(ws, "ack").await["decision"], 0);
    assert_eq!(until(&mut socks[1 - decider], "step").await["decision"], 0);
}

/// A message over 64 KiB (a legal choice, padded) gets `error` kind `limit`; the connection
/// stays and the choice was not applied. A frame over 1 MiB closes the connection.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_oversized_message_is_refused_and_changes_nothing() {
    let s = serve("size", &[]);
    let t = create(&s, two_persons(Value::Null)).await;
    let (mut socks, turn) = sit_both(&s, &t).await;
    let decider = turn["player"].as_u64().unwrap() as usize;
    let legal = turn["options"][0].clone();
    let big = json!({"v": 1, "type": "choose", "decision": 0, "choice": legal, "pad": "x".repeat(65 * 1024)});
    say(&mut socks[decider], big).await;
    let e = until(&mut socks[decider], "error").await;
    assert_eq!(e["kind"], "limit", "{e}");
    assert!(e["message"].as_str().unwrap().contains("64 KiB"), "{e}");
    quiet(&mut socks[1 - decider], Duration::from_millis(300)).await;
    let w = seen(&s, &t).await;
    assert_eq!(w["turn"]["decision"], 0, "the padded choice was not applied");
    assert!(stored_choices(&s, &t["id"]).is_empty());
    // The connection stays: the same choice, not padded, is played.
    say(
        &mut socks[decider],
        json!({"v": 1, "type": "choose", "decision": 0, "choice": legal}),
    )
    .await;
    assert_eq!(until(&mut socks[decider], "ack").await["decision"], 0);
    assert_eq!(stored_choices(&s, &t["id"]), vec![legal]);
    // Beyond the WebSocket layer's 1 MiB the socket is closed.
    let mut other = connect(&s).await;
    let _ = other.send(Message::Text("x".repeat(2 * 1024 * 1024).into())).await;
    let closed = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match other.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return true,
                Some(Ok(Message::Text(t))) => panic!("an answer to a 2 MiB frame: {t}"),
                Some(Ok(_)) => {}
            }
        }
    })
    .await;
    assert_eq!(closed, Ok(true));
}

/// The HTTP status of a WebSocket upgrade of `/ws` sending `origin` (none if `None`).
async fn upgrade(s: &Server, origin: Option<&str>) -> u16 {
    let mut tcp = TcpStream::connect(&s.addr).await.unwrap();
    let origin = origin.map(|o| format!("Origin: {o}\r\n")).unwrap_or_default();
    let req = format!(
        "GET /ws HTTP/1.1\r\nHost: {}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n{origin}\r\n",
        s.addr
    );
    tcp.write_all(req.as_bytes()).await.unwrap();
    let mut head = vec![0u8; 12];
    tcp.read_exact(&mut head).await.unwrap();
    String::from_utf8_lossy(&head[9..12]).parse().unwrap()
}

/// `/ws` from another origin is refused (403); the server's own origin, no origin (not a
/// browser) and the `--allow-origin` ones are accepted (101).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn origins_are_checked() {
    let s = serve("origin", &[]);
    assert_eq!(upgrade(&s, Some("https://evil.example")).await, 403);
    assert_eq!(upgrade(&s, Some("https://friend.example")).await, 403);
    assert_eq!(upgrade(&s, Some(&format!("http://{}", s.addr))).await, 101);
    assert_eq!(upgrade(&s, None).await, 101);
    let s = serve("origin-allowed", &["--allow-origin", "https://friend.example/"]);
    assert_eq!(upgrade(&s, Some("https://friend.example")).await, 101);
    assert_eq!(upgrade(&s, Some("https://evil.example")).await, 403);
    assert_eq!(upgrade(&s, Some(&format!("http://{}", s.addr))).await, 101);
    // A WebSocket client sending a refused origin gets no socket.
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let mut request = format!("ws://{}/ws", s.addr).into_client_request().unwrap();
    request
        .headers_mut()
        .insert("Origin", "https://evil.example".parse().unwrap());
    assert!(tokio_tungstenite::connect_async(request).await.is_err());
    let mut request = format!("ws://{}/ws", s.addr).into_client_request().unwrap();
    request
        .headers_mut()
        .insert("Origin", "https://friend.example".parse().unwrap());
    assert!(tokio_tungstenite::connect_async(request).await.is_ok());
}

/// 60 tables per address per 10 minutes: the 61st from the same address is refused (429, a
/// message saying why) and makes no table; another address may still create.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_61st_table_from_one_address_is_refused() {
    let s = serve("tables", &[]);
    for i in 0..60 {
        let (status, t) = create_from(&s, LOCAL, two_persons(Value::Null)).await;
        assert_eq!(status, 201, "table {i}: {t}");
    }
    let (status, e) = create_from(&s, LOCAL, two_persons(Value::Null)).await;
    assert_eq!(status, 429, "{e}");
    let message = e["error"].as_str().expect("{error: message}");
    assert!(message.contains("too many tables"), "{message}");
    assert!(e.get("id").is_none());
    let other = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
    let (status, t) = create_from(&s, other, two_persons(Value::Null)).await;
    assert_eq!(status, 201, "another address is counted apart: {t}");
    let (status, _) = create_from(&s, LOCAL, two_persons(Value::Null)).await;
    assert_eq!(status, 429, "still refused");
}

/// `--tables-per-address 3`: the 4th table from one address is refused (429); another address
/// may still create.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn tables_per_address_sets_the_limit() {
    let s = serve("tables-3", &["--tables-per-address", "3"]);
    for i in 0..3 {
        let (status, t) = create_from(&s, LOCAL, two_persons(Value::Null)).await;
        assert_eq!(status, 201, "table {i}: {t}");
    }
    let (status, e) = create_from(&s, LOCAL, two_persons(Value::Null)).await;
    assert_eq!(status, 429, "the 4th table: {e}");
    assert!(e["error"].as_str().unwrap().contains("too many tables"), "{e}");
    let other = IpAddr::V4(Ipv4Addr::new(127, 0, 0, 2));
    let (status, t) = create_from(&s, other, two_persons(Value::Null)).await;
    assert_eq!(status, 201, "another address is counted apart: {t}");
}

/// The status line and the headers (names lowercased) of `request` sent as it is.
async fn raw_http(s: &Server, request: &str) -> (u16, Vec<(String, String)>) {
    let mut tcp = TcpStream::connect(&s.addr).await.unwrap();
    tcp.write_all(request.as_bytes()).await.unwrap();
    let mut out = Vec::new();
    tcp.read_to_end(&mut out).await.unwrap();
    let out = String::from_utf8_lossy(&out);
    let head = out.split("\r\n\r\n").next().unwrap_or("");
    let mut lines = head.split("\r\n");
    let status = lines
        .next()
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let headers = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    (status, headers)
}

/// A CORS preflight of `path` from `origin` (none if `None`), as a browser sends it before a
/// POST with `content-type: application/json`.
async fn preflight(s: &Server, path: &str, origin: Option<&str>) -> (u16, Vec<(String, String)>) {
    let origin = origin.map(|o| format!("Origin: {o}\r\n")).unwrap_or_default();
    raw_http(
        s,
        &format!(
            "OPTIONS {path} HTTP/1.1\r\nHost: {}\r\n{origin}Access-Control-Request-Method: POST\r\nAccess-Control-Request-Headers: content-type\r\nConnection: close\r\n\r\n",
            s.addr
        ),
    )
    .await
}

fn header<'a>(headers: &'a [(String, String)], name: &str) -> Option<&'a str> {
    headers.iter().find(|(k, _)| k == name).map(|(_, v)| v.as_str())
}

/// `OPTIONS` on a static path: 204, any origin; on `/api/tables`: 204 naming the origin for the
/// server's own and the `--allow-origin` ones, 403 without `access-control-allow-origin` for
/// another. Both say the methods, `content-type` and a max-age; a table made from an allowed
/// origin names it too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn preflights_are_answered() {
    let site = dir("preflight-site");
    std::fs::write(site.join("index.html"), "<!doctype html><title>t</title>").unwrap();
    std::fs::write(site.join("page.js"), "let x = 1;\n".repeat(100)).unwrap();
    let site = site.display().to_string();
    let s = serve(
        "preflight",
        &["--static", &site, "--allow-origin", "https://friend.example"],
    );
    for path in ["/page.js", "/", "/missing.js"] {
        let (status, h) = preflight(&s, path, Some("https://wiki.example")).await;
        assert_eq!(status, 204, "{path}: {h:?}");
        assert_eq!(header(&h, "access-control-allow-origin"), Some("*"), "{path}");
        assert!(
            header(&h, "access-control-allow-methods").is_some_and(|m| m.contains("GET")),
            "{path}: {h:?}"
        );
        assert_eq!(
            header(&h, "access-control-allow-headers"),
            Some("content-type"),
            "{path}"
        );
        assert!(
            header(&h, "access-control-max-age").is_some_and(|a| a.parse::<u64>().unwrap() > 0),
            "{h:?}"
        );
    }
    let own = format!("http://{}", s.addr);
    for origin in ["https://friend.example", own.as_str()] {
        let (status, h) = preflight(&s, "/api/tables", Some(origin)).await;
        assert_eq!(status, 204, "{origin}: {h:?}");
        assert_eq!(header(&h, "access-control-allow-origin"), Some(origin), "{h:?}");
        assert!(
            header(&h, "access-control-allow-methods").is_some_and(|m| m.contains("POST")),
            "{h:?}"
        );
        assert_eq!(header(&h, "access-control-allow-headers"), Some("content-type"));
        assert!(header(&h, "access-control-max-age").is_some(), "{h:?}");
        assert!(h.iter().any(|(k, v)| k == "vary" && v.contains("origin")), "{h:?}");
    }
    let (status, h) = preflight(&s, "/api/tables", Some("https://evil.example")).await;
    assert_eq!(status, 403, "{h:?}");
    assert_eq!(header(&h, "access-control-allow-origin"), None, "{h:?}");
    // The POST itself: an allowed origin may read the answer, another gets no such header.
    let post = |origin: &str| {
        let body = two_persons(Value::Null).to_string();
        format!(
            "POST /api/tables HTTP/1.1\r\nHost: {}\r\nOrigin: {origin}\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            s.addr,
            body.len()
        )
    };
    let (status, h) = raw_http(&s, &post("https://friend.example")).await;
    assert_eq!(status, 201);
    assert_eq!(
        header(&h, "access-control-allow-origin"),
        Some("https://friend.example")
    );
    let (status, h) = raw_http(&s, &post("https://evil.example")).await;
    assert_eq!(
        status, 201,
        "a simple request is not refused (the browser hides the answer)"
    );
    assert_eq!(header(&h, "access-control-allow-origin"), None);
}

/// Once the game is over a choice gets `game_over` and changes nothing; a wrong token gets the
/// very answer an unknown table gets.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn after_the_end_and_with_a_wrong_token() {
    let s = serve("end", &[]);
    let t = create(&s, two_persons(Value::Null)).await;
    let (mut socks, mut turn) = sit_both(&s, &t).await;
    let mut k = 0usize;
    let mut last = (0usize, Value::Null);
    while turn["outcome"].is_null() {
        let d = turn["decision"].as_u64().unwrap();
        let p = turn["player"].as_u64().unwrap() as usize;
        let options = turn["options"].as_array().expect("the decider's options").clone();
        let choice = options[k % options.len()].clone();
        k += 7;
        choose(&mut socks[p], d, &choice).await;
        last = (p, choice);
        let mut next_turn = Value::Null;
        for (i, ws) in socks.iter_mut().enumerate() {
            let m = until(ws, "turn").await;
            if m["player"] == i || !m["outcome"].is_null() {
                next_turn = m;
            }
        }
        turn = next_turn;
        assert!(d < 1000, "the game ends");
    }
    let end = seen(&s, &t).await;
    let n = stored_choices(&s, &t["id"]).len();
    assert!(!end["outcome"].is_null());
    for (i, ws) in socks.iter_mut().enumerate() {
        for decision in [n, n + 1] {
            say(
                ws,
                json!({"v": 1, "type": "choose", "decision": decision, "choice": last.1}),
            )
            .await;
            let e = until(ws, "error").await;
            assert_eq!(e["kind"], "game_over", "seat {i}, decision {decision}: {e}");
            assert_eq!(e["decision"], decision);
        }
    }
    // The last choice sent again is acknowledged (a resend), applied once.
    say(
        &mut socks[last.0],
        json!({"v": 1, "type": "choose", "decision": n - 1, "choice": last.1}),
    )
    .await;
    assert_eq!(until(&mut socks[last.0], "ack").await["decision"], n - 1);
    let after = seen(&s, &t).await;
    assert_eq!(after["history"], end["history"], "nothing changed");
    assert_eq!(after["outcome"], end["outcome"]);
    assert_eq!(stored_choices(&s, &t["id"]).len(), n);
    // A wrong token, another table's token, the spectator's token of another table, an unknown
    // table: one and the same answer.
    let u = create(&s, two_persons(Value::Null)).await;
    let answer = |table: &Value, token: &str| {
        let (table, token) = (table.clone(), token.to_string());
        let s = &s;
        async move {
            let mut ws = connect(s).await;
            say(
                &mut ws,
                json!({"v": 1, "type": "hello", "table": table, "token": token}),
            )
            .await;
            next(&mut ws).await
        }
    };
    let unknown = answer(&json!("0123456789abcdef"), token(&t, 0)).await;
    assert_eq!(unknown["type"], "error");
    assert_eq!(unknown["kind"], "unknown_table");
    let wrong = "0".repeat(32);
    for (table, token) in [
        (&t["id"], wrong.as_str()),
        (&t["id"], token(&u, 0)),
        (&t["id"], u["spectator"].as_str().unwrap()),
        (&u["id"], token(&t, 1)),
        (&t["id"], ""),
    ] {
        assert_eq!(answer(table, token).await, unknown, "table {table}, token {token:?}");
    }
}
