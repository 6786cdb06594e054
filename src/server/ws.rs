//! One WebSocket (`/ws`): the first message is `hello`; then `choose`, `why_not` and the acts on
//! the table's end (`resign`, the draw offers) go to the engine thread, and what it sends this
//! seat goes out. Every bad message gets an `error` and the connection stays.

use super::limits::{Bucket, MAX_MESSAGE};
use super::tables::{Command, Engine};
use crate::table::protocol::{self, ClientMessage, Error, Kind, ServerMessage};
use crate::table::Host;
use axum::extract::ws::{Message, WebSocket};
use std::sync::atomic::{AtomicU64, Ordering};
use tokio::sync::{mpsc, oneshot};

static NEXT: AtomicU64 = AtomicU64::new(1);

pub async fn serve(mut socket: WebSocket, engine: Engine) {
    let conn = NEXT.fetch_add(1, Ordering::Relaxed);
    let (out, mut inbox) = mpsc::unbounded_channel::<Box<ServerMessage>>();
    let mut bucket = Bucket::default();
    let mut table: Option<String> = None;
    let refuse = |kind: Kind, message: &str| {
        let _ = out.send(Box::new(ServerMessage::from(Error::host(kind, message))));
    };
    loop {
        tokio::select! {
            message = socket.recv() => {
                let text = match message {
                    Some(Ok(Message::Text(t))) => t.to_string(),
                    Some(Ok(Message::Binary(_))) => {
                        refuse(Kind::Malformed, "messages are JSON text frames");
                        continue;
                    }
                    Some(Ok(_)) => continue,
                    _ => break,
                };
                if !bucket.take() {
                    refuse(Kind::Rate, "too many messages: slow down");
                    continue;
                }
                if text.len() > MAX_MESSAGE {
                    refuse(Kind::Limit, "a message is at most 64 KiB");
                    continue;
                }
                let message = match protocol::read(&text, Host::Server) {
                    Ok(m) => m,
                    Err(e) => { let _ = out.send(Box::new(ServerMessage::from(e))); continue; }
                };
                match (message, &table) {
                    (ClientMessage::Hello { table: t, token }, _) => {
                        if let Some(old) = table.take() {
                            engine.send(Command::Leave { table: old, conn });
                        }
                        let (reply, answer) = oneshot::channel();
                        engine.send(Command::Hello { table: t.clone(), token, conn, out: out.clone(), reply });
                        match answer.await {
                            Ok(Some(_)) => table = Some(t),
                            _ => refuse(Kind::UnknownTable, "no such table, or not its token"),
                        }
                    }
                    (_, None) => refuse(Kind::UnknownTable, "say hello first"),
                    (ClientMessage::Choose { decision, choice }, Some(t)) => {
                        engine.send(Command::Choose { table: t.clone(), conn, decision, choice })
                    }
                    (ClientMessage::WhyNot { id, choices, lang }, Some(t)) => {
                        engine.send(Command::WhyNot { table: t.clone(), conn, id, choices, lang })
                    }
                    (m @ (ClientMessage::Resign | ClientMessage::OfferDraw | ClientMessage::AcceptDraw | ClientMessage::DeclineDraw), Some(t)) => {
                        if let Some(act) = m.act() {
                            engine.send(Command::Act { table: t.clone(), conn, act });
                        }
                    }
                    // The Worker's own messages, which `read` refuses to a socket.
                    (ClientMessage::Sit { .. } | ClientMessage::Level { .. }, Some(_)) => {
                        refuse(Kind::Malformed, "sit and level are the Worker host's")
                    }
                }
            }
            Some(message) = inbox.recv() => {
                if socket.send(Message::Text(message.text().into())).await.is_err() {
                    break;
                }
            }
        }
    }
    if let Some(t) = table {
        engine.send(Command::Leave { table: t, conn });
    }
}
