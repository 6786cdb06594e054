//! What the tests of `arbiter serve` share (tests/online/: server.rs, server_limits.rs,
//! server_postgres.rs): the built binary started on loopback, WebSocket clients, the
//! messages read and checked.
#![allow(dead_code)]

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use std::io::{BufRead, BufReader};
use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::{Child, Command, Stdio};
use std::time::Duration;
use tokio::net::{TcpSocket, TcpStream};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::{MaybeTlsStream, WebSocketStream};

pub struct Server {
    pub child: Child,
    pub addr: String,
    /// The `--database` it was started with.
    pub database: String,
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub fn dir(name: &str) -> std::path::PathBuf {
    let d = std::env::temp_dir().join(format!("arbiter-server-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Starts `arbiter serve` on a free port of loopback with `--database database` and `more`
/// options; returns once it listens.
pub fn spawn(database: &str, more: &[&str]) -> Server {
    let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
        .args(["serve", "--port", "0", "--database", database])
        .args(more)
        .stdout(Stdio::piped())
        .spawn()
        .unwrap();
    let mut line = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut line)
        .unwrap();
    let addr = line.trim().rsplit("http://").next().unwrap().to_string();
    Server {
        child,
        addr,
        database: database.to_string(),
    }
}

pub type Ws = WebSocketStream<MaybeTlsStream<TcpStream>>;

/// The loopback address, the source of [`create`]'s requests.
pub const LOCAL: IpAddr = IpAddr::V4(Ipv4Addr::LOCALHOST);

/// `POST /api/tables` from source address `from`: the HTTP status and the answer.
pub async fn create_from(s: &Server, from: IpAddr, body: Value) -> (u16, Value) {
    request_from(s, from, "POST", "/api/tables", None, &body.to_string()).await
}

/// An HTTP request from source address `from`, with a player's key if any: the status and
/// the JSON answer (`null` when there is none).
pub async fn request_from(
    s: &Server,
    from: IpAddr,
    method: &str,
    path: &str,
    key: Option<&str>,
    body: &str,
) -> (u16, Value) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let socket = TcpSocket::new_v4().unwrap();
    socket.bind(SocketAddr::new(from, 0)).unwrap();
    let mut tcp = socket.connect(s.addr.parse().unwrap()).await.unwrap();
    let auth = key
        .map(|k| format!("Authorization: Bearer {k}\r\n"))
        .unwrap_or_default();
    let req = format!(
        "{method} {path} HTTP/1.1\r\nHost: {}\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        s.addr,
        body.len()
    );
    tcp.write_all(req.as_bytes()).await.unwrap();
    let mut out = String::new();
    tcp.read_to_string(&mut out).await.unwrap();
    let status = out.split_whitespace().nth(1).and_then(|s| s.parse().ok()).unwrap_or(0);
    let body = out.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or("");
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

/// A table made (`POST /api/tables` from [`LOCAL`], answered 201): the answer.
pub async fn create(s: &Server, body: Value) -> Value {
    let (status, t) = create_from(s, LOCAL, body).await;
    assert_eq!(status, 201, "{t}");
    t
}

pub async fn connect(s: &Server) -> Ws {
    tokio_tungstenite::connect_async(format!("ws://{}/ws", s.addr))
        .await
        .unwrap()
        .0
}

pub async fn say(ws: &mut Ws, m: Value) {
    ws.send(Message::Text(m.to_string().into())).await.unwrap();
}

pub async fn next(ws: &mut Ws) -> Value {
    loop {
        let m = tokio::time::timeout(Duration::from_secs(120), ws.next())
            .await
            .expect("a message within 120 s")
            .expect("the connection is open")
            .expect("a readable message");
        if let Message::Text(t) = m {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

pub async fn until(ws: &mut Ws, kind: &str) -> Value {
    loop {
        let m = next(ws).await;
        if m["type"] == kind {
            return m;
        }
    }
}

pub async fn hello(s: &Server, table: &Value, token: &str) -> (Ws, Value) {
    let mut ws = connect(s).await;
    say(
        &mut ws,
        json!({"v": 1, "type": "hello", "table": table["id"], "token": token}),
    )
    .await;
    let w = until(&mut ws, "welcome").await;
    (ws, w)
}

pub fn seats_of(ruleset: &str) -> usize {
    use arbiter::session::{start, Opening};
    let id = arbiter::rulesets::RulesetId::parse(ruleset).unwrap();
    start::<arbiter::session::JsonText>(id, 1, &Value::Null, Opening::Untold)
        .unwrap()
        .session
        .seats()
}

/// [X-SEE] Nothing in `m` (a message sent to `seat`) shows another seat's hand, any deck's
/// contents, or another seat's drawn cards: all written "hidden".
pub fn check_hidden(m: &Value, seat: Option<usize>, at: &str) {
    let all_hidden = |v: &Value| v.as_array().is_none_or(|a| a.iter().all(|c| c == "hidden"));
    match m {
        Value::Object(o) => {
            if let Some(Value::Array(players)) = o.get("players") {
                for (j, p) in players.iter().enumerate() {
                    assert!(
                        all_hidden(&p["deck"]),
                        "{at}: seat {seat:?} sees player {j}'s deck: {p}"
                    );
                    if Some(j) != seat {
                        assert!(
                            all_hidden(&p["hand"]),
                            "{at}: seat {seat:?} sees player {j}'s hand: {p}"
                        );
                    }
                }
            }
            if o.contains_key("players") {
                assert!(
                    all_hidden(o.get("deck").unwrap_or(&Value::Null)),
                    "{at}: seat {seat:?} sees the deck"
                );
            }
            if o.get("kind").and_then(Value::as_str) == Some("cards_drawn")
                && o.get("player").and_then(Value::as_u64).map(|p| p as usize) != seat
            {
                assert!(all_hidden(&o["cards"]), "{at}: seat {seat:?} sees another's draw: {m}");
            }
            for v in o.values() {
                check_hidden(v, seat, at);
            }
        }
        Value::Array(a) => a.iter().for_each(|v| check_hidden(v, seat, at)),
        _ => {}
    }
}
