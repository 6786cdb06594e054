//! The messages of the protocol (version 1, docs/online.md) as types: what a page may send
//! (`ClientMessage`, read by serde) and what the host sends (`ServerMessage`, written by serde
//! with `"v": 1` and its `"type"`), the same for both hosts (the server and the Worker). The engine's own JSON (a view, events, frames, a pending
//! decision) goes through as the text the engine wrote (`Json`), never parsed again.

use crate::core::{RuleError, Seat};
use serde::{Deserialize, Serialize};
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
    /// The Worker host only: the screen is handed to `seat` (a person's).
    Sit { seat: u8 },
    /// The Worker host only: every computer seat plays at `level` from now on.
    Level { level: crate::bots::Level },
    /// The seat gives the game up (`super::ending`).
    Resign,
    /// The seat whose decision is awaited offers the other a draw.
    OfferDraw,
    /// The seat offered a draw accepts it.
    AcceptDraw,
    /// The seat offered a draw declines it.
    DeclineDraw,
}

impl ClientMessage {
    /// The act on the table's end this message is, if it is one.
    pub fn act(&self) -> Option<super::ending::Act> {
        use super::ending::Act;
        match self {
            ClientMessage::Resign => Some(Act::Resign),
            ClientMessage::OfferDraw => Some(Act::OfferDraw),
            ClientMessage::AcceptDraw => Some(Act::AcceptDraw),
            ClientMessage::DeclineDraw => Some(Act::DeclineDraw),
            _ => None,
        }
    }
}

/// Why a message a page sent to `host` could not be read: the `error` to answer. The server
/// reads `hello`, `choose` and `why_not`; the Worker `choose`, `why_not`, `sit` and `level`
/// (its `hello` is the page's own: its driver reads it); both `resign`, `offer_draw`,
/// `accept_draw` and `decline_draw`.
pub fn read(text: &str, host: super::Host) -> Result<ClientMessage, Error> {
    let value: Value =
        serde_json::from_str(text).map_err(|e| Error::host(Kind::Malformed, &format!("not JSON: {e}")))?;
    let Some(obj) = value.as_object() else {
        return Err(Error::host(Kind::Malformed, "a message is a JSON object"));
    };
    if obj.get("v").and_then(Value::as_u64) != Some(VERSION) {
        return Err(Error::host(Kind::Version, "this host speaks version 1 (\"v\": 1)"));
    }
    let known = |kind: &str| match host {
        _ if matches!(kind, "resign" | "offer_draw" | "accept_draw" | "decline_draw") => true,
        super::Host::Server => matches!(kind, "hello" | "choose" | "why_not"),
        super::Host::Worker => matches!(kind, "choose" | "why_not" | "sit" | "level"),
    };
    let kind = match obj.get("type").and_then(Value::as_str) {
        Some(kind) if known(kind) => kind,
        Some(other) => return Err(Error::host(Kind::Malformed, &format!("unknown message type {other:?}"))),
        None => return Err(Error::host(Kind::Malformed, "a message has a \"type\"")),
    };
    serde_json::from_value(value.clone()).map_err(|e| {
        let what = match kind {
            "hello" => "hello has \"table\" and \"token\"".to_string(),
            "sit" => "sit has \"seat\", a seat's number".to_string(),
            "level" => "level has \"level\": easy, medium or hard".to_string(),
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
    /// A draw offered by a seat whose decision is not awaited.
    NotYourTurn,
    /// A draw accepted or declined with none offered to the seat.
    NoOffer,
    /// A resign or a draw at a table of more than two seats.
    TwoSeatsOnly,
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
            Kind::NotYourTurn => "not_your_turn",
            Kind::NoOffer => "no_offer",
            Kind::TwoSeatsOnly => "two_seats_only",
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
    pub outcome: Option<Value>,
    /// Once the game is over, if the table ended it (a resign, an agreed draw, an abandon).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<crate::saves::End>,
    /// While a seat's draw offer awaits the other's answer: that seat.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub draw_offer: Option<u8>,
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
        outcome: Value,
    },
    /// Decision `decision` was answered (by `player`): its events and frames as this seat sees
    /// them, and the view after it; `timeout` when the clock chose. Its text carries the frames
    /// as changes from that view (`super::frame_changes`).
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
    /// Seat `seat` offers a draw.
    DrawOffered {
        seat: u8,
    },
    /// Seat `seat` declined the draw offered to it (by saying so, by choosing, or as the
    /// computer).
    DrawDeclined {
        seat: u8,
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
    /// The message as the socket's text. A `step` and a `turn` (what every choice sends) are
    /// written field by field, the engine's JSON copied in as it is (a step's frames as changes,
    /// `super::frame_changes`); the others through serde. The server writes it on the socket's
    /// task, off the engine thread.
    pub fn text(&self) -> String {
        let mut out = Vec::new();
        let written = match self {
            ServerMessage::Step {
                decision,
                player,
                events,
                frames,
                view,
                timeout,
            } => {
                out.reserve(events.0.len() + frames.0.len() / 4 + view.0.len() + 128);
                out.extend_from_slice(b"{\"v\":1,\"type\":\"step\",\"decision\":");
                serde_json::to_writer(&mut out, decision)
                    .and_then(|()| field(&mut out, "player", player))
                    .map(|()| {
                        raw_field(&mut out, "events", events);
                        out.extend_from_slice(b",\"frames\":");
                        super::frame_changes::write(&frames.0, &view.0, &mut out);
                        raw_field(&mut out, "view", view);
                    })
                    .and_then(|()| field(&mut out, "timeout", timeout))
            }
            ServerMessage::Turn(turn) => {
                out.reserve(
                    turn.options.as_ref().map_or(0, |o| o.0.len())
                        + turn.pending.as_ref().map_or(0, |p| p.0.len())
                        + turn.log.as_ref().map_or(0, |l| l.0.len())
                        + 128,
                );
                out.extend_from_slice(b"{\"v\":1,\"type\":\"turn\",\"decision\":");
                turn.write_rest(&mut out)
            }
            _ => serde_json::to_writer(
                &mut out,
                &Versioned {
                    v: VERSION,
                    message: self,
                },
            ),
        };
        if matches!(self, ServerMessage::Step { .. } | ServerMessage::Turn(_)) {
            out.push(b'}');
        }
        match written {
            Ok(()) => String::from_utf8(out).unwrap_or_default(),
            Err(_) => String::new(),
        }
    }
}

impl Turn {
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
            field(out, "outcome", outcome)?;
        }
        if let Some(end) = &self.end {
            field(out, "end", end)?;
        }
        if let Some(seat) = &self.draw_offer {
            field(out, "draw_offer", seat)?;
        }
        if let Some(log) = &self.log {
            raw_field(out, "log", log);
        }
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

    /// What serde writes of a message (the way every message but `step` and `turn` goes).
    fn through_serde(message: &ServerMessage) -> String {
        serde_json::to_string(&Versioned { v: VERSION, message }).unwrap()
    }

    #[test]
    fn a_step_and_a_turn_are_written_as_serde_writes_them_a_step_s_frames_as_changes() {
        let json = |v: Value| EngineJson::encode(&v);
        let turn = |options: bool, outcome: bool| Turn {
            decision: (!outcome).then_some(7),
            player: (!outcome).then_some(1),
            kind: (!outcome).then_some("play \"quoted\""),
            options: options.then(|| json(serde_json::json!([{"play": "Ба"}, "pass"]))),
            pending: options.then(|| json(serde_json::json!({"player": 1, "options": ["pass"]}))),
            deadline: options.then_some(1_700_000_000_000),
            outcome: outcome.then(|| serde_json::json!({"winner": 0})),
            end: outcome.then_some(crate::saves::End {
                how: crate::saves::EndHow::Resigned,
                seat: Some(1),
                outcome: crate::core::Outcome::Winner { winner: 0 },
            }),
            draw_offer: options.then_some(1),
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
        ];
        for message in &messages {
            let text = message.text();
            if let ServerMessage::Step { .. } = message {
                // The same fields, the frames as changes from the view (rebuilt here).
                let mut step: Value = serde_json::from_str(&text).unwrap();
                let frames = super::super::frame_changes::frames_of(&step["view"], &step["frames"]).unwrap();
                step["frames"] = Value::Array(frames);
                assert_eq!(step, serde_json::from_str::<Value>(&through_serde(message)).unwrap());
                assert_eq!(text.find("\"frames\""), through_serde(message).find("\"frames\""));
            } else {
                assert_eq!(text, through_serde(message));
            }
        }
    }
}
