//! The engine's one error: what kind of refusal it is, the rule that refuses (where one
//! applies), the field of the input at fault (where one applies) and a sentence naming the
//! problem. Choices, scenarios, setups, saves and JS arguments all fail with it, so a driver
//! (the CLI, the page, a JS program) can read *why* without parsing the message.

use serde::Deserialize;
use serde::Serialize;
use smol_str::SmolStr;
use std::cell::Cell;
use std::fmt;

thread_local! {
    /// The language refusals are worded in: a language code of the ruleset refusing, "en"
    /// unless a caller asked another for one call (`worded_in`).
    static WORDING: Cell<&'static str> = const { Cell::new("en") };
}

/// Runs `f` with refusals worded in the language `code` (one a ruleset narrates, checked by
/// the caller); the wording before is restored after. Only sentences change: a refusal's
/// kind, rule and field, and every rule's outcome, are the same in every language.
pub fn worded_in<T>(code: &'static str, f: impl FnOnce() -> T) -> T {
    let before = WORDING.with(|w| w.replace(code));
    let out = f();
    WORDING.with(|w| w.set(before));
    out
}

/// The language code refusals are worded in now (`worded_in`).
pub fn wording() -> &'static str {
    WORDING.with(Cell::get)
}

/// The kinds of refusal.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorKind {
    /// The choice is made by a player who is not the one the pending decision names.
    WrongPlayer,
    /// The choice answers another decision than the pending one, or is not among its options.
    NotAnOption,
    /// The game is over: nothing more can be chosen.
    GameOver,
    /// A rule forbids it (the rule id says which).
    IllegalByRule,
    /// The input is not what was expected: malformed JSON, a wrong type, an unknown field or
    /// id, a missing value (the field path says where).
    Malformed,
    /// The input is over one of the engine's limits (size, nesting, counts).
    Limit,
    /// The engine broke one of its own invariants (a state it cannot write, a step it cannot
    /// take): a bug of the engine, never of the input.
    Internal,
}

impl ErrorKind {
    /// The kind's name, as JSON and JS see it.
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::WrongPlayer => "wrong_player",
            ErrorKind::NotAnOption => "not_an_option",
            ErrorKind::GameOver => "game_over",
            ErrorKind::IllegalByRule => "illegal_by_rule",
            ErrorKind::Malformed => "malformed",
            ErrorKind::Limit => "limit",
            ErrorKind::Internal => "internal",
        }
    }
}

/// Why a choice, a position or an input was refused. Its text (`Display`) is the message,
/// preceded by `[rule]` when a rule refuses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RuleError {
    pub kind: ErrorKind,
    /// The rule id that refuses, if a rule does.
    pub rule: Option<SmolStr>,
    /// The path of the input field at fault (`players[0].hand[2]`, `choice.cards`), if one is.
    pub field: Option<String>,
    /// The sentence naming the problem, as the rule or reader states it.
    pub message: String,
    /// Where the error was met, outermost first (`snapshot.log: choices[2]`), shown before the
    /// rule and the message.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<String>,
}

impl RuleError {
    /// A refusal by `rule` (kind `IllegalByRule`).
    pub fn new(rule: &str, message: impl Into<String>) -> Self {
        RuleError::of(ErrorKind::IllegalByRule, Some(rule), message)
    }

    /// A refusal of `kind`, by `rule` where one applies, naming no field (`at_field` names one).
    pub fn of(kind: ErrorKind, rule: Option<&str>, message: impl Into<String>) -> Self {
        RuleError {
            kind,
            rule: rule.filter(|r| !r.is_empty()).map(SmolStr::new),
            field: None,
            message: message.into(),
            at: None,
        }
    }

    /// The same error naming the input field at fault, `field` (a path relative to the
    /// argument it is in: `cards[0]`; `rooted` puts the argument's name before it).
    pub fn at_field(mut self, field: impl Into<String>) -> Self {
        self.field = Some(field.into());
        self
    }

    /// The same error with its field rooted at `name`, the argument's name as the caller passed
    /// it (`choice`, `config`, `scenario`): `cards[0]` becomes `choice.cards[0]`. The message
    /// is unchanged, and an error naming no field still names none.
    pub fn rooted(mut self, name: &str) -> Self {
        if let Some(field) = self.field.take() {
            self.field = Some(join(name, Some(&field)));
        }
        self
    }

    /// The choice is another player's to make (by `rule`).
    pub fn wrong_player(rule: &str, message: impl Into<String>) -> Self {
        RuleError::of(ErrorKind::WrongPlayer, Some(rule), message)
    }

    /// The choice is not one of the pending decision's options (by `rule`).
    pub fn not_an_option(rule: &str, message: impl Into<String>) -> Self {
        RuleError::of(ErrorKind::NotAnOption, Some(rule), message)
    }

    /// The game is over (`rule`: the victory rule that ended it), as `message` says.
    pub fn game_over(rule: &str, message: impl Into<String>) -> Self {
        RuleError::of(ErrorKind::GameOver, Some(rule), message)
    }

    /// Malformed input of no one field (a field's is a `ReadError`).
    pub fn malformed(message: impl Into<String>) -> Self {
        RuleError::of(ErrorKind::Malformed, None, message)
    }

    /// A broken invariant of the engine (a bug): "internal: " and what broke.
    pub fn internal(what: impl fmt::Display) -> Self {
        RuleError::of(ErrorKind::Internal, None, format!("internal: {what}"))
    }

    /// The input `what`, of `size` bytes (a number, or "at least N"), is over the limit of
    /// `limit` bytes: the one wording of every size limit of the readers.
    pub fn over_limit(what: &str, size: impl fmt::Display, limit: usize) -> Self {
        ReadError::limit(what, &format!("{size} bytes is over the limit of {limit}")).into()
    }

    /// The same error with the root `root` taken off its field (`choice.cards[0]` becomes
    /// `cards[0]`, `choice` none), for an error of an argument read again elsewhere (a log's
    /// choices): the inverse of `rooted`. A field not rooted there is unchanged.
    pub fn unrooted(mut self, root: &str) -> Self {
        if let Some(field) = &self.field {
            match field.strip_prefix(root) {
                Some("") => self.field = None,
                Some(rest) if rest.starts_with('.') => self.field = Some(rest[1..].to_string()),
                Some(rest) if rest.starts_with('[') => self.field = Some(rest.to_string()),
                _ => {}
            }
        }
        self
    }

    /// The same error met under `prefix` (`choices[3]`, `snapshot.log`): the field path and
    /// the place shown before the message are prefixed.
    pub fn within(mut self, prefix: &str) -> Self {
        self.at = Some(match self.at {
            Some(at) => format!("{prefix}: {at}"),
            None => prefix.to_string(),
        });
        self.field = Some(join(prefix, self.field.as_deref()));
        self
    }
}

/// The path `path` under `prefix`: `prefix.path`, `prefix[0]...`, `prefix` alone for none.
fn join(prefix: &str, path: Option<&str>) -> String {
    match path {
        None | Some("") => prefix.to_string(),
        Some(p) if prefix.is_empty() => p.to_string(),
        Some(p) if p.starts_with('[') => format!("{prefix}{p}"),
        Some(p) => format!("{prefix}.{p}"),
    }
}

/// A reader's refusal (JSON, typed values, setups, scenarios, files): the path of the field at
/// fault, built while reading (`players[0].hand[2]`, none for the whole document), the text
/// shown ("path: reason", the path sometimes with a label: `cards[2] ("x").life: reason`), and
/// whether the input is malformed or over a limit. Boxed: a reader's `Result` stays small.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReadError(Box<Parts>);

#[derive(Debug, Clone, PartialEq, Eq)]
struct Parts {
    text: String,
    field: String,
    limit: bool,
}

impl ReadError {
    /// Malformed input at `path` ("" for the whole document), for `reason`.
    pub fn at(path: &str, reason: &str) -> Self {
        ReadError::make(path, path, reason, false)
    }

    /// An input at `path` over a limit, for `reason`.
    pub fn limit(path: &str, reason: &str) -> Self {
        ReadError::make(path, path, reason, true)
    }

    /// Malformed input at the field `field`, shown as `shown` (the same path with labels:
    /// `cards[2] ("x").life` for `cards[2].life`), for `reason`.
    pub fn shown(field: &str, shown: &str, reason: &str) -> Self {
        ReadError::make(field, shown, reason, false)
    }

    #[inline(never)]
    fn make(field: &str, shown: &str, reason: &str, limit: bool) -> Self {
        let text = match shown {
            "" => reason.to_string(),
            _ => format!("{shown}: {reason}"),
        };
        ReadError(Box::new(Parts {
            text,
            field: field.to_string(),
            limit,
        }))
    }

    /// The path of the field at fault, if there is one.
    pub fn path(&self) -> Option<&str> {
        Some(self.0.field.as_str()).filter(|f| !f.is_empty())
    }

    /// The same refusal naming the field `field` (its text unchanged).
    pub fn with_field(mut self, field: &str) -> Self {
        self.0.field = field.to_string();
        self
    }

    /// The refusal as a rule's (`rule`), of `kind`, naming the same field.
    pub fn by_rule(self, kind: ErrorKind, rule: &str) -> RuleError {
        let mut e = RuleError::from(self);
        e.kind = kind;
        e.rule = Some(SmolStr::new(rule));
        e
    }

    /// `Malformed` or `Limit`.
    pub fn kind(&self) -> ErrorKind {
        if self.0.limit {
            ErrorKind::Limit
        } else {
            ErrorKind::Malformed
        }
    }

    /// The same refusal found under `prefix` (`plays[0]`, `log`): the field and the path shown
    /// are prefixed.
    pub fn within(mut self, prefix: &str) -> Self {
        if prefix.is_empty() {
            return self;
        }
        let parts = &mut *self.0;
        parts.text = match (parts.field.is_empty(), parts.text.starts_with('[')) {
            (true, _) => format!("{prefix}: {}", parts.text),
            (false, true) => format!("{prefix}{}", parts.text),
            (false, false) => format!("{prefix}.{}", parts.text),
        };
        parts.field = join(prefix, Some(&parts.field));
        self
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0.text)
    }
}

/// A reader's refusal equals the text it shows (for tests).
impl PartialEq<&str> for ReadError {
    fn eq(&self, text: &&str) -> bool {
        self.0.text == *text
    }
}

impl From<ReadError> for RuleError {
    /// The kind and the field are the reader's; the message is its text.
    fn from(e: ReadError) -> Self {
        let kind = e.kind();
        let Parts { text, field, .. } = *e.0;
        RuleError {
            kind,
            rule: None,
            field: Some(field).filter(|f| !f.is_empty()),
            message: text,
            at: None,
        }
    }
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some(at) = &self.at {
            write!(f, "{at}: ")?;
        }
        match &self.rule {
            Some(rule) => write!(f, "[{rule}] {}", self.message),
            None => f.write_str(&self.message),
        }
    }
}

impl std::error::Error for RuleError {}

/// An error equals the text it shows (for tests and callers that compare messages).
impl PartialEq<&str> for RuleError {
    fn eq(&self, text: &&str) -> bool {
        let shown = self.to_string();
        shown == *text
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reader_error_names_its_field_and_within_prefixes_it() {
        let e: RuleError = ReadError::at("players[0].hand[2]", "unknown card id \"x\"").into();
        assert_eq!(
            (e.kind, e.field.as_deref()),
            (ErrorKind::Malformed, Some("players[0].hand[2]"))
        );
        assert_eq!(
            RuleError::from(ReadError::at("", "a scenario must be a JSON object")).field,
            None
        );
        let e = e.within("choices[3]").within("log");
        assert_eq!(e.field.as_deref(), Some("log.choices[3].players[0].hand[2]"));
        assert!(e.to_string().starts_with("log: choices[3]: players[0]"));
        let e = RuleError::new("B-ATK-1", "not open").within("choices[2]");
        assert_eq!(e.to_string(), "choices[2]: [B-ATK-1] not open");
        let r = ReadError::at("[2]", "not a card").within("cards");
        assert_eq!(
            (r.path(), r.to_string().as_str()),
            (Some("cards[2]"), "cards[2]: not a card")
        );
        let r = ReadError::shown("[2].life", "[2] (\"x\").life", "no").within("cards");
        assert_eq!(
            (r.path(), r.to_string().as_str()),
            (Some("cards[2].life"), "cards[2] (\"x\").life: no")
        );
        let r = ReadError::at("", "not JSON").within("log");
        assert_eq!((r.path(), r.to_string().as_str()), (Some("log"), "log: not JSON"));
    }

    /// The kind and the field are the reader's, whatever the message says: no text is read.
    #[test]
    fn the_kind_and_field_never_come_from_the_text() {
        let e: RuleError = ReadError::at("", "over the limit: nested more than the limit is").into();
        assert_eq!((e.kind, e.field), (ErrorKind::Malformed, None));
        let e: RuleError = ReadError::limit("cards", "too many").into();
        assert_eq!((e.kind, e.field.as_deref()), (ErrorKind::Limit, Some("cards")));
        let e = RuleError::malformed("players[0].hand: no field read from this");
        assert_eq!(e.field, None);
        let e = RuleError::not_an_option("E-PLAY-1", "\"x\" is not in hand")
            .at_field("cards[0]")
            .rooted("choice");
        assert_eq!(e.field.as_deref(), Some("choice.cards[0]"));
        assert_eq!(RuleError::malformed("no").rooted("config").field, None);
    }

    #[test]
    fn a_rule_refusal_shows_its_rule() {
        let e = RuleError::new("E-PLAY-1", "not in hand");
        assert_eq!(
            (e.kind, e.rule.as_deref()),
            (ErrorKind::IllegalByRule, Some("E-PLAY-1"))
        );
        assert_eq!(e.to_string(), "[E-PLAY-1] not in hand");
    }
}
