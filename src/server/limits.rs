//! The server's limits: messages per second per connection (a token bucket), tables created
//! per address per window, the size of a message.

use std::collections::HashMap;
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
/// Tables an address may create per window.
pub const TABLES_PER_WINDOW: usize = 60;
pub const WINDOW: Duration = Duration::from_secs(600);

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

/// Tables created per address, over a sliding window.
#[derive(Default)]
pub struct Creations {
    seen: Mutex<HashMap<IpAddr, Vec<Instant>>>,
}

impl Creations {
    /// Counts one creation by `addr`; false when it is over the limit.
    pub fn allow(&self, addr: IpAddr) -> bool {
        let Ok(mut seen) = self.seen.lock() else { return false };
        let now = Instant::now();
        let times = seen.entry(addr).or_default();
        times.retain(|t| now.duration_since(*t) < WINDOW);
        if times.len() >= TABLES_PER_WINDOW {
            return false;
        }
        times.push(now);
        true
    }
}
