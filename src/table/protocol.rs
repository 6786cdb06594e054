//! The messages of the protocol (version 1, docs/online.md) as types: what a page may send
//! (`ClientMessage`, `read`) and what the host sends (`ServerMessage`, written by serde
//! with `"v": 1` and its `"type"`), the same for both hosts (the server and the Worker). The engine's own JSON (a view, events, frames, a pending
//! decision) goes through as the text the engine wrote (`Json`), never parsed again.

use crate::core::{RuleError, Seat};
use serde::Serialize;
use serde_json::value::RawValue;
use serde_json::Value;

pub const VERSION: u64 = 1;

/// JSON the engine wrote (serde_json's output of its typed values: JSON by construction),
/// carried as text into the messages that hold it.
#[derive(Debug, Clone)]
pub struct Json(Box<str>);

impl Json {
    /// JSON `null`.
    pub fn null() -> Json {
        Json(Box::from("null"))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<String> for Json {
    fn from(text: String) -> Json {
        Json(text.into_boxed_str())
    }
}

/// Through serde (a `welcome`), the text is checked once as it goes in; `step` and `turn` write
/// it as it is (`ServerMessage::text`).
impl Serialize for Json {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match RawValue::from_string(self.0.to_string()) {
            Ok(raw) => raw.serialize(s),
            Err(_) => s.serialize_unit(),
        }
    }
}

/// The tables' sessions write their values as `Json`: each into one buffer kept by the thread
/// (no growing string per value), then copied out once at its size.
pub struct EngineJson;

thread_local! {
    static SCRATCH: std::cell::RefCell<Vec<u8>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl crate::session::Encoding for EngineJson {
    type Out = Json;
    fn encode<T: Serialize + ?Sized>(value: &T) -> Json {
        SCRATCH.with(|buffer| {
            let mut buffer = buffer.borrow_mut();
            buffer.clear();
            match serde_json::to_writer(&mut *buffer, value) {
                Ok(()) => {
                    String::from_utf8(buffer.to_vec()).map_or_else(|_| Json::null(), |s| Json(s.into_boxed_str()))
                }
                Err(_) => Json::null(),
            }
        })
    }
}

/// A message a page sends.
#[derive(Debug)]
pub enum ClientMessage {
    /// Takes a seat (or the spectator's place) at a table with its token.
    Hello { table: String, token: String },
    /// Answers decision `decision` with `choice` (one of the options the seat's `turn` listed).
    Choose { decision: Value, choice: Value },
    /// Asks why each of `choices` is refused now (`lang`: the language of the reasons).
    WhyNot {
        id: Value,
        choices: Vec<Value>,
        lang: Option<String>,
    },
    /// The Worker host only: the screen is handed to `seat` (a person's).
    Sit { seat: u8 },
    /// The Worker host only: every computer seat plays at `level` from now on.
    Level { level: crate::bots::Level },
}

/// Why a message a page sent to `host` could not be read: the `error` to answer. The server
/// reads `hello`, `choose` and `why_not`; the Worker `choose`, `why_not`, `sit` and `level`
/// (its `hello` is the page's own: its driver reads it). Read by hand from the engine's JSON
/// reader (`core::json`): a field missing where it has a default is its default, any other
/// field is ignored.
pub fn read(text: &str, host: super::Host) -> Result<ClientMessage, Error> {
    let malformed = |what: &str| Error::host(Kind::Malformed, what);
    let value = crate::core::json::parse(text).map_err(|e| malformed(&format!("not JSON: {e}")))?;
    let Value::Object(mut fields) = value else {
        return Err(malformed("a message is a JSON object"));
    };
    if fields.get("v").and_then(Value::as_u64) != Some(VERSION) {
        return Err(Error::host(Kind::Version, "this host speaks version 1 (\"v\": 1)"));
    }
    let known = |kind: &str| match host {
        super::Host::Server => matches!(kind, "hello" | "choose" | "why_not"),
        super::Host::Worker => matches!(kind, "choose" | "why_not" | "sit" | "level"),
    };
    let kind = match fields.get("type").and_then(Value::as_str) {
        Some(kind) if known(kind) => kind.to_string(),
        Some(other) => return Err(malformed(&format!("unknown message type {other:?}"))),
        None => return Err(malformed("a message has a \"type\"")),
    };
    let mut field = |name: &str| fields.remove(name).unwrap_or(Value::Null);
    let text = |v: Value| match v {
        Value::String(s) => Some(s),
        _ => None,
    };
    Ok(match kind.as_str() {
        "hello" => match (text(field("table")), text(field("token"))) {
            (Some(table), Some(token)) => ClientMessage::Hello { table, token },
            _ => return Err(malformed("hello has \"table\" and \"token\"")),
        },
        "choose" => ClientMessage::Choose {
            decision: field("decision"),
            choice: field("choice"),
        },
        "why_not" => ClientMessage::WhyNot {
            id: field("id"),
            choices: match field("choices") {
                Value::Array(choices) => choices,
                Value::Null => vec![],
                _ => return Err(malformed("why_not: \"choices\" is a list of choices")),
            },
            lang: match field("lang") {
                Value::Null => None,
                lang => Some(text(lang).ok_or_else(|| malformed("why_not: \"lang\" is a language's code"))?),
            },
        },
        "sit" => match field("seat").as_u64().and_then(|s| u8::try_from(s).ok()) {
            Some(seat) => ClientMessage::Sit { seat },
            None => return Err(malformed("sit has \"seat\", a seat's number")),
        },
        _ => match text(field("level")).map(|l| crate::bots::Level::parse(&l)) {
            Some(Ok(level)) => ClientMessage::Level { level },
            _ => return Err(malformed("level has \"level\": easy, medium or hard")),
        },
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
    pub options: Option<Json>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub pending: Option<Json>,
    pub deadline: Option<u64>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Json>,
    /// Once the game is over, from the Worker host: the game's log, which the end screen shares.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub log: Option<Json>,
}

/// A message the host sends.
#[derive(Debug, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum ServerMessage {
    /// The table as this seat sees it, on `hello` (and again after the table is reloaded).
    Welcome {
        table: TableInfo,
        seat: Seat,
        view: Json,
        history: Json,
        turn: Turn,
        outcome: Json,
    },
    /// Decision `decision` was answered (by `player`): its events and frames as this seat sees
    /// them, and the view after it; `timeout` when the clock chose.
    Step {
        decision: usize,
        player: Option<u64>,
        events: Json,
        frames: Json,
        view: Json,
        timeout: bool,
    },
    Turn(Turn),
    /// The Worker host: a computer seat starts its search, with this bot, seed and playouts.
    Thinking {
        seat: u8,
        bot: crate::bots::BotKind,
        seed: u64,
        playouts: u32,
    },
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

impl ServerMessage {
    /// The message's `type`.
    fn name(&self) -> &'static str {
        match self {
            ServerMessage::Welcome { .. } => "welcome",
            ServerMessage::Step { .. } => "step",
            ServerMessage::Turn(_) => "turn",
            ServerMessage::Thinking { .. } => "thinking",
            ServerMessage::Ack { .. } => "ack",
            ServerMessage::Presence { .. } => "presence",
            ServerMessage::WhyNot { .. } => "why_not",
            ServerMessage::Error(_) => "error",
        }
    }

    /// The message as the socket's text: written field by field, byte for byte as serde writes
    /// it (a unit test checks), the engine's JSON copied in as it is (no parsing it again, and
    /// in the .wasm no serde code for the messages themselves).
    pub fn text(&self) -> String {
        let engine = |json: &[&Json]| json.iter().map(|j| j.0.len()).sum::<usize>();
        let mut out = Vec::with_capacity(
            128 + match self {
                ServerMessage::Welcome {
                    view, history, turn, ..
                } => engine(&[view, history]) + turn.size(),
                ServerMessage::Step {
                    events, frames, view, ..
                } => engine(&[events, frames, view]),
                ServerMessage::Turn(turn) => turn.size(),
                _ => 0,
            },
        );
        out.extend_from_slice(b"{\"v\":1,\"type\":\"");
        out.extend_from_slice(self.name().as_bytes());
        out.push(b'"');
        match self.write_fields(&mut out) {
            Ok(()) => {
                out.push(b'}');
                String::from_utf8(out).unwrap_or_default()
            }
            Err(_) => String::new(),
        }
    }

    /// The fields after `"type"`, each `,"name":value`.
    fn write_fields(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        match self {
            ServerMessage::Welcome {
                table,
                seat,
                view,
                history,
                turn,
                outcome,
            } => {
                table.write(out)?;
                field(out, "seat", seat)?;
                raw_field(out, "view", view);
                raw_field(out, "history", history);
                out.extend_from_slice(b",\"turn\":{\"decision\":");
                turn.write_rest(out)?;
                out.push(b'}');
                raw_field(out, "outcome", outcome);
                Ok(())
            }
            ServerMessage::Step {
                decision,
                player,
                events,
                frames,
                view,
                timeout,
            } => {
                field(out, "decision", decision)?;
                field(out, "player", player)?;
                raw_field(out, "events", events);
                raw_field(out, "frames", frames);
                raw_field(out, "view", view);
                field(out, "timeout", timeout)
            }
            ServerMessage::Turn(turn) => {
                out.extend_from_slice(b",\"decision\":");
                turn.write_rest(out)
            }
            ServerMessage::Thinking {
                seat,
                bot,
                seed,
                playouts,
            } => {
                field(out, "seat", seat)?;
                field(out, "bot", bot)?;
                field(out, "seed", seed)?;
                field(out, "playouts", playouts)
            }
            ServerMessage::Ack { decision } => field(out, "decision", decision),
            ServerMessage::Presence { seats } => {
                out.extend_from_slice(b",\"seats\":");
                list(out, seats, Presence::write)
            }
            ServerMessage::WhyNot { id, reasons } => {
                field(out, "id", id)?;
                out.extend_from_slice(b",\"reasons\":");
                list(out, reasons, |reason, out| match reason {
                    Some(e) => {
                        out.push(b'{');
                        e.write(out)?;
                        out.push(b'}');
                        Ok(())
                    }
                    None => {
                        out.extend_from_slice(b"null");
                        Ok(())
                    }
                })
            }
            ServerMessage::Error(e) => {
                out.push(b',');
                e.write(out)
            }
        }
    }
}

impl Turn {
    /// The length of the engine's JSON it carries.
    fn size(&self) -> usize {
        [&self.options, &self.pending, &self.log]
            .into_iter()
            .map(|j| j.as_ref().map_or(0, |j| j.0.len()))
            .sum()
    }
    /// The fields after `"decision":` (its value first), as serde writes them.
    fn write_rest(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        serde_json::to_writer(&mut *out, &self.decision)?;
        field(out, "player", &self.player)?;
        field(out, "kind", &self.kind)?;
        if let Some(options) = &self.options {
            raw_field(out, "options", options);
        }
        if let Some(pending) = &self.pending {
            raw_field(out, "pending", pending);
        }
        field(out, "deadline", &self.deadline)?;
        if let Some(outcome) = &self.outcome {
            raw_field(out, "outcome", outcome);
        }
        if let Some(log) = &self.log {
            raw_field(out, "log", log);
        }
        Ok(())
    }
}

/// `[item,item...]`, each written by `write`.
fn list<T>(
    out: &mut Vec<u8>,
    items: &[T],
    write: impl Fn(&T, &mut Vec<u8>) -> serde_json::Result<()>,
) -> serde_json::Result<()> {
    out.push(b'[');
    for (i, item) in items.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        write(item, out)?;
    }
    out.push(b']');
    Ok(())
}

impl Error {
    /// Its fields as serde writes them, the first without its comma.
    fn write(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        out.extend_from_slice(b"\"kind\":");
        serde_json::to_writer(&mut *out, self.kind.name())?;
        field(out, "rule", &self.rule)?;
        field(out, "field", &self.field)?;
        field(out, "message", &self.message)?;
        match &self.decision {
            Some(decision) => field(out, "decision", decision),
            None => Ok(()),
        }
    }
}

impl Presence {
    /// The seat as serde writes it.
    fn write(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        out.extend_from_slice(b"{\"kind\":");
        serde_json::to_writer(&mut *out, self.kind)?;
        field(out, "connected", &self.connected)?;
        if let Some(level) = self.level {
            field(out, "level", level)?;
        }
        out.push(b'}');
        Ok(())
    }
}

impl TableInfo {
    /// `,"table":` and the table as serde writes it.
    fn write(&self, out: &mut Vec<u8>) -> serde_json::Result<()> {
        out.extend_from_slice(b",\"table\":{\"id\":");
        serde_json::to_writer(&mut *out, &self.id)?;
        field(out, "ruleset", &self.ruleset)?;
        out.extend_from_slice(b",\"seats\":");
        list(out, &self.seats, Presence::write)?;
        field(out, "clock", &self.clock)?;
        out.push(b'}');
        Ok(())
    }
}

/// `,"name":` and `value` (through serde).
fn field<T: Serialize + ?Sized>(out: &mut Vec<u8>, name: &str, value: &T) -> serde_json::Result<()> {
    out.extend_from_slice(b",\"");
    out.extend_from_slice(name.as_bytes());
    out.extend_from_slice(b"\":");
    serde_json::to_writer(out, value)
}

/// `,"name":` and the engine's JSON as it is.
fn raw_field(out: &mut Vec<u8>, name: &str, json: &Json) {
    out.extend_from_slice(b",\"");
    out.extend_from_slice(name.as_bytes());
    out.extend_from_slice(b"\":");
    out.extend_from_slice(json.0.as_bytes());
}

impl From<Error> for ServerMessage {
    fn from(e: Error) -> ServerMessage {
        ServerMessage::Error(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::session::Encoding;

    /// A message with the version beside its type and fields, as serde writes it.
    #[derive(Serialize)]
    struct Versioned<'a> {
        v: u64,
        #[serde(flatten)]
        message: &'a ServerMessage,
    }

    /// What serde writes of a message with its version.
    fn through_serde(message: &ServerMessage) -> String {
        serde_json::to_string(&Versioned { v: VERSION, message }).unwrap()
    }

    #[test]
    fn every_message_is_written_as_serde_writes_it_with_its_version() {
        let json = |v: Value| EngineJson::encode(&v);
        let turn = |options: bool, outcome: bool| Turn {
            decision: (!outcome).then_some(7),
            player: (!outcome).then_some(1),
            kind: (!outcome).then_some("play \"quoted\""),
            options: options.then(|| json(serde_json::json!([{"play": "Ба"}, "pass"]))),
            pending: options.then(|| json(serde_json::json!({"player": 1, "options": ["pass"]}))),
            deadline: options.then_some(1_700_000_000_000),
            outcome: outcome.then(|| json(serde_json::json!({"winner": 0}))),
            log: outcome.then(|| json(serde_json::json!({"format": "arbiter-log", "choices": [{"a": "б"}]}))),
        };
        let messages = [
            ServerMessage::Step {
                decision: 3,
                player: Some(0),
                events: json(serde_json::json!([{"seq": 1, "text": "a \"b\"\n"}])),
                frames: json(serde_json::json!([{"turn": 1}])),
                view: json(serde_json::json!({"turn": 1, "hand": ["hidden"]})),
                timeout: true,
            },
            ServerMessage::Step {
                decision: 0,
                player: None,
                events: Json::null(),
                frames: json(serde_json::json!([])),
                view: Json::null(),
                timeout: false,
            },
            ServerMessage::Turn(turn(true, false)),
            ServerMessage::Turn(turn(false, false)),
            ServerMessage::Turn(turn(false, true)),
            ServerMessage::Welcome {
                table: TableInfo {
                    id: "local".into(),
                    ruleset: "eredan".into(),
                    seats: vec![
                        Presence {
                            kind: "person",
                            connected: true,
                            level: None,
                        },
                        Presence {
                            kind: "computer",
                            connected: false,
                            level: Some("hard"),
                        },
                    ],
                    clock: Some(30),
                },
                seat: Some(1),
                view: json(serde_json::json!({"hand": ["hidden"]})),
                history: json(serde_json::json!([[{"seq": 1}]])),
                turn: turn(true, false),
                outcome: Json::null(),
            },
            ServerMessage::Presence { seats: vec![] },
            ServerMessage::Ack { decision: 2 },
            ServerMessage::Thinking {
                seat: 1,
                bot: crate::bots::BotKind::Strong,
                seed: 7919,
                playouts: 400,
            },
            ServerMessage::Error(Error::host(Kind::Stale, "a \"quoted\" reason").answering(&serde_json::json!(3))),
            ServerMessage::WhyNot {
                id: serde_json::json!(4),
                reasons: vec![None, Some(Error::host(Kind::Malformed, "no"))],
            },
        ];
        for message in &messages {
            assert_eq!(message.text(), through_serde(message));
        }
    }
}
