//! The messages of the protocol (version 1, docs/online.md) as types: what a socket may send
//! (`ClientMessage`, read by serde) and what the host sends (`ServerMessage`, written by serde
//! with `"v": 1` and its `"type"`). The engine's own JSON (a view, events, frames, a pending
//! decision) goes through as the text the engine wrote (`Raw`), never parsed again.

use crate::core::{RuleError, Seat};
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use serde_json::Value;

pub const VERSION: u64 = 1;

/// JSON the engine wrote, sent as it is.
pub type Raw = Box<RawValue>;

/// `text` (JSON the engine wrote) as a `Raw`; `null` if it is empty or not JSON.
pub fn raw(text: String) -> Raw {
    RawValue::from_string(text).unwrap_or_else(|_| null())
}

/// The engine's values written as `Raw` (the tables' sessions write in it): each written once,
/// straight into the text a message carries, and never read back to be checked.
pub struct RawJson;

impl crate::session::Encoding for RawJson {
    type Out = Raw;
    fn encode<T: Serialize + ?Sized>(value: &T) -> Raw {
        serde_json::value::to_raw_value(value).unwrap_or_else(|_| null())
    }
}

/// JSON `null` as a `Raw`.
pub fn null() -> Raw {
    RawValue::from_string("null".into()).expect("null is JSON")
}

/// A message a socket sends.
#[derive(Debug, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ClientMessage {
    /// Takes a seat (or the spectator's place) at a table with its token.
    Hello { table: String, token: String },
    /// Answers decision `decision` with `choice` (one of the options the seat's `turn` listed).
    Choose {
        #[serde(default)]
        decision: Value,
        #[serde(default)]
        choice: Value,
    },
    /// Asks why each of `choices` is refused now (`lang`: the language of the reasons).
    WhyNot {
        #[serde(default)]
        id: Value,
        #[serde(default)]
        choices: Vec<Value>,
        #[serde(default)]
        lang: Option<String>,
    },
}

/// Why a message could not be read: the `error` to answer.
pub fn read(text: &str) -> Result<ClientMessage, Error> {
    let value: Value =
        serde_json::from_str(text).map_err(|e| Error::host(Kind::Malformed, &format!("not JSON: {e}")))?;
    let Some(obj) = value.as_object() else {
        return Err(Error::host(Kind::Malformed, "a message is a JSON object"));
    };
    if obj.get("v").and_then(Value::as_u64) != Some(VERSION) {
        return Err(Error::host(Kind::Version, "this host speaks version 1 (\"v\": 1)"));
    }
    let kind = match obj.get("type").and_then(Value::as_str) {
        Some(kind @ ("hello" | "choose" | "why_not")) => kind,
        Some(other) => return Err(Error::host(Kind::Malformed, &format!("unknown message type {other:?}"))),
        None => return Err(Error::host(Kind::Malformed, "a message has a \"type\"")),
    };
    serde_json::from_value(value.clone()).map_err(|e| {
        let what = match kind {
            "hello" => "hello has \"table\" and \"token\"".to_string(),
            _ => format!("{kind}: {e}"),
        };
        Error::host(Kind::Malformed, &what)
    })
}

/// The kinds of `error`: the host's own, and the engine's refusals (`Rule`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    Malformed,
    Version,
    Rate,
    Limit,
    UnknownTable,
    Stale,
    GameOver,
    NotYourSeat,
    /// The engine refused (its own kind).
    Rule(crate::core::ErrorKind),
}

impl Kind {
    /// The kind's name, as the message carries it.
    pub fn name(self) -> &'static str {
        match self {
            Kind::Malformed => "malformed",
            Kind::Version => "version",
            Kind::Rate => "rate",
            Kind::Limit => "limit",
            Kind::UnknownTable => "unknown_table",
            Kind::Stale => "stale",
            Kind::GameOver => "game_over",
            Kind::NotYourSeat => "not_your_seat",
            Kind::Rule(k) => k.name(),
        }
    }
}

/// An `error` message: a kind, the rule and the input field at fault if the engine named them,
/// the sentence, and the decision it answers (a refused `choose`).
#[derive(Debug, Clone, Serialize)]
pub struct Error {
    #[serde(serialize_with = "kind_name")]
    pub kind: Kind,
    pub rule: Option<String>,
    pub field: Option<String>,
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub decision: Option<Box<Value>>,
}

fn kind_name<S: serde::Serializer>(kind: &Kind, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(kind.name())
}

impl Error {
    /// An error of one of the host's own kinds.
    pub fn host(kind: Kind, message: &str) -> Error {
        Error {
            kind,
            rule: None,
            field: None,
            message: message.to_string(),
            decision: None,
        }
    }
    /// The engine's refusal.
    pub fn rule(e: &RuleError) -> Error {
        Error {
            kind: Kind::Rule(e.kind),
            rule: e.rule.as_ref().map(|r| r.to_string()),
            field: e.field.clone(),
            message: e.to_string(),
            decision: None,
        }
    }
    /// The same error, answering decision `decision`.
    pub fn answering(mut self, decision: &Value) -> Error {
        self.decision = Some(Box::new(decision.clone()));
        self
    }
}

/// A seat's place at a table, as `presence` shows it.
#[derive(Debug, Clone, Serialize)]
pub struct Presence {
    pub kind: &'static str,
    pub connected: bool,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub level: Option<&'static str>,
}

/// The table as `welcome` describes it.
#[derive(Debug, Clone, Serialize)]
pub struct TableInfo {
    pub id: String,
    pub ruleset: String,
    pub seats: Vec<Presence>,
    pub clock: Option<u64>,
}

/// Whose decision is awaited, and, for the seat that makes it, its options and the whole
/// decision; all `null` and the outcome once the game is over.
#[derive(Debug, Serialize)]
pub struct Turn {
    pub decision: Option<usize>,
    pub player: Option<u64>,
    pub kind: Option<&'static str>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub options: Option<Raw>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pending: Option<Raw>,
    pub deadline: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Value>,
}

/// A message the host sends.
#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The table as this seat sees it, on `hello` (and again after the table is reloaded).
    Welcome {
        table: TableInfo,
        seat: Seat,
        view: Raw,
        history: Raw,
        turn: Turn,
        outcome: Value,
    },
    /// Decision `decision` was answered (by `player`): its events and frames as this seat sees
    /// them, and the view after it; `timeout` when the clock chose.
    Step {
        decision: usize,
        player: Option<u64>,
        events: Raw,
        frames: Raw,
        view: Raw,
        timeout: bool,
    },
    Turn(Turn),
    /// The chooser's own choice was stored.
    Ack {
        decision: usize,
    },
    Presence {
        seats: Vec<Presence>,
    },
    WhyNot {
        id: Value,
        reasons: Vec<Option<Error>>,
    },
    Error(Error),
}

/// How a message goes out: the version beside its type and fields.
#[derive(Serialize)]
struct Versioned<'a> {
    v: u64,
    #[serde(flatten)]
    message: &'a ServerMessage,
}

impl ServerMessage {
    /// The message as the socket's text.
    pub fn text(&self) -> String {
        // Room for the engine's JSON it carries, so that it is copied once.
        let carried = match self {
            ServerMessage::Step {
                events, frames, view, ..
            } => events.get().len() + frames.get().len() + view.get().len(),
            ServerMessage::Turn(turn) => [&turn.options, &turn.pending]
                .iter()
                .filter_map(|r| r.as_ref().map(|r| r.get().len()))
                .sum(),
            ServerMessage::Welcome { view, history, .. } => view.get().len() + history.get().len(),
            _ => 0,
        };
        let mut out = Vec::with_capacity(carried + 256);
        let message = Versioned {
            v: VERSION,
            message: self,
        };
        match serde_json::to_writer(&mut out, &message) {
            Ok(()) => String::from_utf8(out).unwrap_or_default(),
            Err(_) => String::new(),
        }
    }
}

impl From<Error> for ServerMessage {
    fn from(e: Error) -> ServerMessage {
        ServerMessage::Error(e)
    }
}
