//! The lobby, live (`GET /api/lobby/live`, a WebSocket; docs/online.md, "The lobby"): each
//! socket gets the lobby as `GET /api/lobby` answers it, at once and again whenever it changes.
//! One reader asks the database once a second while anyone watches, whichever instance made
//! the change (instances sharing PostgreSQL share the lobby), and every socket is sent the
//! same text. The socket takes nothing from its page: a message from it is counted and, past
//! a few, the socket is closed.

use super::Community;
use axum::extract::ws::{Message, WebSocket};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// How often the lobby is read while anyone watches it.
pub const LIVE_EVERY: Duration = Duration::from_secs(1);
/// The messages a watching page may send (pings aside) before its socket is closed.
const IGNORED_MESSAGES: usize = 10;
/// The largest message read from a watching page.
pub const LIVE_MAX_MESSAGE: usize = 1024;

/// The lobby's latest text, shared by every socket watching it.
#[derive(Clone)]
pub struct Live {
    latest: watch::Receiver<Arc<str>>,
}

impl Live {
    /// Starts the reader: `read` writes the lobby's text (`None`: the database failed this
    /// time, and the sockets keep the last text).
    pub fn start(community: Arc<Community>, read: fn(&Community) -> Option<String>) -> Live {
        let (tx, latest) = watch::channel(Arc::<str>::from(""));
        tokio::spawn(async move {
            let mut ticks = tokio::time::interval(LIVE_EVERY);
            ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                ticks.tick().await;
                if tx.is_closed() {
                    // Only the reader's own receiver is gone: the server is stopping.
                    break;
                }
                if tx.receiver_count() <= 1 {
                    continue;
                }
                let c = community.clone();
                let Ok(Some(text)) = tokio::task::spawn_blocking(move || read(&c)).await else {
                    continue;
                };
                tx.send_if_modified(|old| {
                    let changed = **old != *text;
                    if changed {
                        *old = Arc::from(text);
                    }
                    changed
                });
            }
        });
        Live { latest }
    }

    /// Serves one watching socket until it closes: the lobby at once, then each change.
    pub async fn serve(&self, mut socket: WebSocket, first: String) {
        let mut latest = self.latest.clone();
        latest.mark_unchanged();
        // What this socket was last sent: the reader's text may still be older than the lobby
        // read for this socket, and its next read, the same lobby again, is not sent twice.
        let mut sent: Arc<str> = Arc::from(first);
        if socket.send(Message::Text(sent.to_string().into())).await.is_err() {
            return;
        }
        let mut ignored = 0;
        loop {
            tokio::select! {
                changed = latest.changed() => {
                    if changed.is_err() {
                        break;
                    }
                    let text = latest.borrow_and_update().clone();
                    if text == sent {
                        continue;
                    }
                    if socket.send(Message::Text(text.to_string().into())).await.is_err() {
                        break;
                    }
                    sent = text;
                }
                message = socket.recv() => match message {
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => {}
                    Some(Ok(Message::Close(_))) | Some(Err(_)) | None => break,
                    Some(Ok(_)) => {
                        ignored += 1;
                        if ignored > IGNORED_MESSAGES {
                            let _ = socket.send(Message::Close(None)).await;
                            break;
                        }
                    }
                },
            }
        }
    }
}
