//! The server's limits: messages per second per connection (a token bucket), tables created
//! per address per window, the size of a message, a WebSocket's buffers.

use std::collections::BTreeMap;
use std::net::IpAddr;
use std::sync::Mutex;
use std::time::{Duration, Instant};

/// The largest message read (bigger ones are refused with `limit`, the connection stays).
pub const MAX_MESSAGE: usize = 64 * 1024;
/// The largest frame the WebSocket layer accepts at all (beyond it the socket is closed).
pub const MAX_FRAME: usize = 1024 * 1024;
/// Messages per second a connection may send on average, and its burst.
pub const MESSAGES_PER_SECOND: f64 = 20.0;
pub const BURST: f64 = 40.0;
/// Tables an address may create per window, unless `--tables-per-address` says otherwise.
pub const TABLES_PER_WINDOW: usize = 60;
pub const WINDOW: Duration = Duration::from_secs(600);
/// A WebSocket's buffers: what it reads into (allocated when the socket opens, grown for a
/// bigger frame) and what it writes through (each send is flushed). tungstenite's default is
/// 128 KiB each, most of an idle socket's memory (docs/online.md, "Limits").
pub const READ_BUFFER: usize = 8 * 1024;
pub const WRITE_BUFFER: usize = 8 * 1024;
/// The most a socket's write buffer may hold: a message the server sends is never refused for
/// its size (a `welcome` carries a whole game's history), so this only bounds a stuck socket.
pub const MAX_WRITE_BUFFER: usize = 64 * 1024 * 1024;

/// A token bucket: `take` is false when the connection has sent too much.
pub struct Bucket {
    tokens: f64,
    last: Instant,
}

impl Default for Bucket {
    fn default() -> Bucket {
        Bucket {
            tokens: BURST,
            last: Instant::now(),
        }
    }
}

impl Bucket {
    pub fn take(&mut self) -> bool {
        let now = Instant::now();
        let earned = now.duration_since(self.last).as_secs_f64() * MESSAGES_PER_SECOND;
        self.tokens = (self.tokens + earned).min(BURST);
        self.last = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

/// Players an address may create per window, and renames a player may make per window.
pub const PLAYERS_PER_WINDOW: usize = 10;
pub const RENAMES_PER_WINDOW: usize = 5;

/// Things done per address (tables created, players created) or per player (renames), over a
/// sliding window ([`WINDOW`]).
pub struct Creations<K: Ord = IpAddr> {
    limit: usize,
    seen: Mutex<BTreeMap<K, Vec<Instant>>>,
}

impl Default for Creations {
    fn default() -> Creations {
        Creations::new(TABLES_PER_WINDOW)
    }
}

impl<K: Ord> Creations<K> {
    /// At most `limit` per address (or player) per window.
    pub fn new(limit: usize) -> Creations<K> {
        Creations {
            limit,
            seen: Mutex::new(BTreeMap::new()),
        }
    }

    /// Counts one creation by `addr`; false when it is over the limit.
    pub fn allow(&self, addr: K) -> bool {
        let Ok(mut seen) = self.seen.lock() else { return false };
        let now = Instant::now();
        // Creations out of the window are forgotten, and so are the addresses left with none.
        seen.retain(|_, times| {
            times.retain(|t| now.duration_since(*t) < WINDOW);
            !times.is_empty()
        });
        let times = seen.entry(addr).or_default();
        if times.len() >= self.limit {
            return false;
        }
        times.push(now);
        true
    }
}
