//! One WebSocket (`/ws`): the first message is `hello`; then `choose` and `why_not` go to the
//! engine thread, and what it sends this seat goes out. Every bad message gets an `error` and
//! the connection stays.

use super::limits::{Bucket, MAX_MESSAGE};
use super::protocol;
use super::tables::{Command, Engine};
use axum::extract::ws::{Message, WebSocket};
use serde_json::Value;
use std::sync::atomic::{AtomicU64, Ordering};
use tokio::sync::{mpsc, oneshot};

static NEXT: AtomicU64 = AtomicU64::new(1);

pub async fn serve(mut socket: WebSocket, engine: Engine) {
    let conn = NEXT.fetch_add(1, Ordering::Relaxed);
    let (out, mut inbox) = mpsc::unbounded_channel::<String>();
    let mut bucket = Bucket::default();
    let mut table: Option<String> = None;
    loop {
        tokio::select! {
            message = socket.recv() => {
                let text = match message {
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    Some(Ok(Message::Binary(_))) => {
                        let _ = out.send(protocol::error("malformed", "messages are JSON text frames").to_string());
                        continue;
                    }
                    Some(Ok(_)) => continue,
                    _ => break,
                };
                if !bucket.take() {
                    let _ = out.send(protocol::error("rate", "too many messages: slow down").to_string());
                    continue;
                }
                if text.len() > MAX_MESSAGE {
                    let _ = out.send(protocol::error("limit", "a message is at most 64 KiB").to_string());
                    continue;
                }
                let (kind, m) = match protocol::read(&text) {
                    Ok(x) => x,
                    Err(e) => { let _ = out.send(e.to_string()); continue; }
                };
                match (kind.as_str(), &table) {
                    ("hello", _) => {
                        let (Some(t), Some(token)) = (m["table"].as_str(), m["token"].as_str()) else {
                            let _ = out.send(protocol::error("malformed", "hello has \"table\" and \"token\"").to_string());
                            continue;
                        };
                        if let Some(old) = table.take() {
                            engine.send(Command::Leave { table: old, conn });
                        }
                        let (reply, answer) = oneshot::channel();
                        engine.send(Command::Hello { table: t.to_string(), token: token.to_string(), conn, out: out.clone(), reply });
                        match answer.await {
                            Ok(Some(_)) => table = Some(t.to_string()),
                            _ => { let _ = out.send(protocol::error("unknown_table", "no such table, or not its token").to_string()); }
                        }
                    }
                    (_, None) => { let _ = out.send(protocol::error("unknown_table", "say hello first").to_string()); }
                    ("choose", Some(t)) => engine.send(Command::Choose {
                        table: t.clone(), conn,
                        decision: m.get("decision").cloned().unwrap_or(Value::Null),
                        choice: m.get("choice").cloned().unwrap_or(Value::Null),
                    }),
                    ("why_not", Some(t)) => engine.send(Command::WhyNot {
                        table: t.clone(), conn,
                        id: m.get("id").cloned().unwrap_or(Value::Null),
                        choices: m.get("choices").cloned().unwrap_or(Value::Null),
                        lang: m.get("lang").cloned().unwrap_or(Value::Null),
                    }),
                    (other, _) => { let _ = out.send(protocol::error("malformed", &format!("unknown message type {other:?}")).to_string()); }
                }
            }
            Some(text) = inbox.recv() => {
                if socket.send(Message::Text(text.into())).await.is_err() {
                    break;
                }
            }
        }
    }
    if let Some(t) = table {
        engine.send(Command::Leave { table: t, conn });
    }
}
