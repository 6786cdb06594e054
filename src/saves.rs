//! Saved games, for every ruleset: a game log (`GameLog`: ruleset, seed, setup, choices) and
//! a snapshot (the log and the full state it leads to). Both carry a format name and a version;
//! reading one of another version, or a truncated or edited one, is a clear error and never a
//! half-restored game: the log is replayed from the start (every choice checked again) and the
//! snapshot's state must be exactly the one the replay reaches.

use serde::Deserialize;
use serde::Serialize;
use serde_json::Value;

use crate::core::{json, ReadError, RuleError};
use crate::rulesets::{save_version_of, Builtin, Frames, Registry, Ruleset};
use crate::session::{self, Encoding, JsonText, Opening, Session};

/// The `format` of a game log.
pub const LOG_FORMAT: &str = "arbiter-log";
/// The version of the game log this engine writes and reads for a ruleset whose saves never
/// changed; a ruleset whose rules changed what its choices mean has its own, higher one
/// (`Ruleset::SAVE_VERSION`: Berserk's is 5), for logs and snapshots alike.
pub const LOG_VERSION: u32 = 1;
/// The `format` of a snapshot.
pub const SNAPSHOT_FORMAT: &str = "arbiter-snapshot";
/// The longest save accepted, in bytes (a finished game's snapshot is some tens of KiB).
pub const MAX_SAVE_BYTES: usize = 4 << 20;

/// Everything needed to replay a game: its ruleset, seed, setup (the ruleset's own: decks,
/// squads, players...; `null` for the defaults) and every choice made. It names its format
/// and version (`LOG_FORMAT`, `LOG_VERSION`); `read_log` checks them.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLog {
    /// "arbiter-log".
    pub format: String,
    pub version: u32,
    pub ruleset: String,
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "unknown"))]
    pub setup: Value,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "unknown[]"))]
    pub choices: Vec<Value>,
    /// How a table ended the game before its rules did (none: the rules end it, or it goes
    /// on). Replaying the choices gives the game as it stood then.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(
        target_arch = "wasm32",
        tsify(
            optional,
            type = "{ how: \"resigned\" | \"draw_agreed\" | \"abandoned\"; seat?: number; outcome: Outcome }"
        )
    )]
    pub end: Option<End>,
}

/// How a table ended a game before its rules did (docs/online.md, "Endings"): a seat resigned or
/// abandoned it, or the seats agreed a draw; with the outcome the table gave it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct End {
    pub how: EndHow,
    /// The seat that resigned or abandoned (none for an agreed draw).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<u8>,
    pub outcome: crate::core::Outcome,
}

/// The ways a table ends a game (the community's record names them the same: `how`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndHow {
    Resigned,
    DrawAgreed,
    Abandoned,
}

impl EndHow {
    /// Its name, as the log and the record write it.
    pub fn name(self) -> &'static str {
        match self {
            EndHow::Resigned => "resigned",
            EndHow::DrawAgreed => "draw_agreed",
            EndHow::Abandoned => "abandoned",
        }
    }
}

/// The version of the saves of the ruleset named `name`; a name that is not a ruleset of this
/// build gets `LOG_VERSION` (and is refused by name when the game starts).
pub fn save_version(name: &str) -> u32 {
    save_version_of::<Builtin>(name).unwrap_or(LOG_VERSION)
}

/// The version a save of `value`'s ruleset must have, and how the refusal names it: "version 1"
/// or "berserk games of version 3"; `None` when `value` names no ruleset of registry `G` (no
/// log, or an unknown ruleset: the log's own checks then say what is wrong with it).
fn expected_version<G: Registry>(value: Option<&Value>) -> Option<(u32, String)> {
    let name = value?.get("ruleset").and_then(Value::as_str).unwrap_or("");
    let version = save_version_of::<G>(name)?;
    let said = if version == LOG_VERSION {
        format!("version {version}")
    } else {
        format!("{name} games of version {version}")
    };
    Some((version, said))
}

impl GameLog {
    /// The log of a game not yet played: no choices.
    pub fn new(ruleset: &str, seed: u64, setup: Value) -> GameLog {
        GameLog {
            format: LOG_FORMAT.into(),
            version: save_version(ruleset),
            ruleset: ruleset.into(),
            seed,
            setup,
            choices: vec![],
            end: None,
        }
    }

    /// The log of a game of ruleset `R` not yet played.
    pub fn of<R: Ruleset>(seed: u64, setup: Value) -> GameLog {
        GameLog {
            version: R::SAVE_VERSION,
            ..GameLog::new(R::ID, seed, setup)
        }
    }
}

/// Checks that `value` (read as `what`) is an object of `format`, at the version of the saves
/// of the ruleset `log` names, before its fields are read, so that a file of another kind or
/// version gets a message that says so.
fn check_header<G: Registry>(value: &Value, what: &str, format: &str, log: Option<&Value>) -> Result<(), RuleError> {
    if value.get("format").and_then(Value::as_str) != Some(format) {
        let reason = format!("not a saved {format} (no \"format\": \"{format}\")");
        return Err(ReadError::at(what, &reason).into());
    }
    let expected = expected_version::<G>(log);
    // No ruleset to go by (no log, or an unknown ruleset): any whole version here; what else is
    // wrong is said by the checks that follow.
    if expected.is_none() && value.get("version").is_some_and(Value::is_u64) {
        return Ok(());
    }
    let (version, reads) = expected.unwrap_or((LOG_VERSION, format!("version {LOG_VERSION}")));
    match value.get("version") {
        Some(v) if v.as_u64() == Some(u64::from(version)) => Ok(()),
        None => Err(ReadError::at(
            &format!("{what}.version"),
            &format!("missing (this engine reads {reads})"),
        )
        .into()),
        Some(v) => {
            let reason = format!("version {} cannot be read by this engine (it reads {reads})", short(v));
            Err(ReadError::at(what, &reason).into())
        }
    }
}

/// A value for an error message, cut to 40 characters.
fn short(v: &Value) -> String {
    let text = v.to_string();
    match text.char_indices().nth(40) {
        Some((at, _)) => format!("{}...", &text[..at]),
        None => text,
    }
}

/// Parses JSON text of at most `MAX_SAVE_BYTES`.
fn parse_bounded(text: &str, what: &str) -> Result<Value, RuleError> {
    if text.len() > MAX_SAVE_BYTES {
        return Err(RuleError::over_limit(what, text.len(), MAX_SAVE_BYTES));
    }
    Ok(json::parse_in(text, what)?)
}

/// Reads a game log from its JSON text: header first (format, version), then the fields.
pub fn read_log(text: &str) -> Result<GameLog, RuleError> {
    read_log_in::<Builtin>(text)
}

/// As `read_log`, for a log of a ruleset of registry `G`.
pub fn read_log_in<G: Registry>(text: &str) -> Result<GameLog, RuleError> {
    let value = parse_bounded(text, "log")?;
    check_header::<G>(&value, "log", LOG_FORMAT, Some(&value))?;
    Ok(json::from_value_in(value, "log")?)
}

/// A snapshot as written.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct Snapshot {
    format: String,
    version: u32,
    log: GameLog,
    state: Value,
}

/// A game in progress with what is needed to save it: its session and the log of its start
/// (choices empty).
pub struct Resumable<E: Encoding = JsonText> {
    pub session: Box<dyn Session<E>>,
    pub head: GameLog,
}

impl Resumable {
    /// Starts the game `log` describes and replays its choices (each checked again).
    pub fn start(log: &GameLog) -> Result<Resumable, RuleError> {
        Resumable::start_in(log)
    }

    /// The game a snapshot holds. Another format or version, a truncated, edited or damaged
    /// snapshot is an error naming the problem, and nothing is restored.
    pub fn restore(text: &str) -> Result<Resumable, RuleError> {
        Resumable::restore_in(text)
    }
}

impl<E: Encoding> Resumable<E> {
    /// As `start`, with a session writing in encoding `E`.
    pub fn start_in(log: &GameLog) -> Result<Resumable<E>, RuleError> {
        Resumable::start_at(log, "")
    }

    /// As `start_in`, for a log whose ruleset and setup the caller gave under `root` (`config`
    /// for a JS game's config, whose own fields the setup's are; `config.setup` for its setup
    /// given as `setup`, the ruleset still `config.ruleset`; "" for a log, whose setup is its
    /// field `setup`): the errors' fields and messages name them where the caller wrote them.
    pub fn start_at(log: &GameLog, root: &str) -> Result<Resumable<E>, RuleError> {
        Resumable::start_with::<Builtin>(log, root)
    }

    /// As `start_at`, for a log of a ruleset of registry `G`.
    pub fn start_with<G: Registry>(log: &GameLog, root: &str) -> Result<Resumable<E>, RuleError> {
        let (ruleset_at, setup_at) = match root {
            "" => ("ruleset".to_string(), "setup"),
            r => (format!("{}.ruleset", r.strip_suffix(".setup").unwrap_or(r)), r),
        };
        let started = session::start_named::<G, E>(
            &log.ruleset,
            &ruleset_at,
            log.seed,
            &log.setup,
            setup_at,
            Opening::Untold,
        )?;
        let mut session = started.session;
        for (i, c) in log.choices.iter().enumerate() {
            session
                .choose_json(&c.to_string())
                .map_err(|e| e.unrooted("choice").within(&format!("choices[{i}]")))?;
        }
        let head = GameLog {
            choices: vec![],
            ..log.clone()
        };
        Ok(Resumable { session, head })
    }

    /// The opening's events (a JSON array), as the game had them. Written on demand by starting
    /// the same game again (the same seed and setup give the same opening), so games that never
    /// show their opening pay nothing for it.
    pub fn opening_events(&self) -> Result<String, RuleError> {
        self.again(Opening::Told)?
            .opening
            .ok_or_else(|| RuleError::internal("the opening was not told"))
    }

    /// The opening's events and their frames: the public state before its first event and after
    /// each (recorded on demand, as `opening_events`).
    pub fn opening_frames(&self) -> Result<(String, Frames), RuleError> {
        let again = self.again(Opening::Framed)?;
        match (again.opening, again.frames) {
            (Some(events), Some(frames)) => Ok((events, frames)),
            _ => Err(RuleError::internal("the opening recorded no frames")),
        }
    }

    /// The same game started again, with as much of its opening as asked.
    fn again(&self, opening: Opening) -> Result<session::Started<E>, RuleError> {
        self.session.restart(self.head.seed, &self.head.setup, opening)
    }

    /// [X-SEE] Every event of the game so far as `seat` sees them (`None`: a spectator): a JSON
    /// array of arrays, the opening's events, then each choice's (replayed from the log).
    pub fn history_as(&self, seat: crate::core::Seat) -> Result<E::Out, RuleError> {
        self.session.history_as(self.head.seed, &self.head.setup, seat)
    }

    /// An independent copy of the game, playing on from where it stands.
    pub fn copy(&self) -> Resumable<E> {
        Resumable {
            session: self.session.copy(),
            head: self.head.clone(),
        }
    }

    /// The log of the game so far: `start` replays it.
    pub fn log(&self) -> GameLog {
        GameLog {
            choices: self.session.choices(),
            ..self.head.clone()
        }
    }

    /// The whole game as JSON text: `restore` reads it back.
    pub fn snapshot(&self) -> String {
        let snap = Snapshot {
            format: SNAPSHOT_FORMAT.into(),
            version: self.session.save_version(),
            log: self.log(),
            state: self.session.internal_state(),
        };
        serde_json::to_string(&snap).unwrap_or_default()
    }

    /// As `restore`, with a session writing in encoding `E`.
    pub fn restore_in(text: &str) -> Result<Resumable<E>, RuleError> {
        Resumable::restore_with::<Builtin>(text)
    }

    /// As `restore_in`, for a snapshot of a game of a ruleset of registry `G`.
    pub fn restore_with<G: Registry>(text: &str) -> Result<Resumable<E>, RuleError> {
        let value = parse_bounded(text, "snapshot")?;
        check_header::<G>(&value, "snapshot", SNAPSHOT_FORMAT, value.get("log"))?;
        if let Some(log) = value.get("log") {
            check_header::<G>(log, "snapshot.log", LOG_FORMAT, Some(log))?;
        }
        let snap: Snapshot = json::from_value_in(value, "snapshot")?;
        let game = Resumable::start_with::<G>(&snap.log, "").map_err(|e| e.within("snapshot.log"))?;
        if game.session.internal_state() != snap.state {
            return Err(RuleError::from(ReadError::at(
                "snapshot",
                "the state does not match its log (edited or damaged)",
            )));
        }
        Ok(game)
    }
}
