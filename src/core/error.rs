//! The engine's one error: what kind of refusal it is, the rule that refuses (where one
//! applies), the field of the input at fault (where one applies) and a sentence naming the
//! problem. Choices, scenarios, setups, saves and JS arguments all fail with it, so a driver
//! (the CLI, the page, a JS program) can read *why* without parsing the message.

use crate::core::from_json::FromJson;
use serde::Serialize;
use smol_str::SmolStr;
use std::fmt;

/// The kinds of refusal.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, FromJson)]
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
        }
    }
}

/// Why a choice, a position or an input was refused. Its text (`Display`) is the message,
/// preceded by `[rule]` when a rule refuses.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, FromJson)]
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

    /// A refusal of `kind`, by `rule` where one applies. A message that begins with a field
    /// path (`setup.decks[0].cards: ...`) names that field.
    pub fn of(kind: ErrorKind, rule: Option<&str>, message: impl Into<String>) -> Self {
        let message = message.into();
        RuleError {
            kind,
            rule: rule.filter(|r| !r.is_empty()).map(SmolStr::new),
            field: field_of(&message),
            message,
            at: None,
        }
    }

    /// The choice is another player's to make (by `rule`).
    pub fn wrong_player(rule: &str, message: impl Into<String>) -> Self {
        RuleError::of(ErrorKind::WrongPlayer, Some(rule), message)
    }

    /// The choice is not one of the pending decision's options (by `rule`).
    pub fn not_an_option(rule: &str, message: impl Into<String>) -> Self {
        RuleError::of(ErrorKind::NotAnOption, Some(rule), message)
    }

    /// The game is over (`rule`: the victory rule that ended it).
    pub fn game_over(rule: &str) -> Self {
        RuleError::of(ErrorKind::GameOver, Some(rule), "the game is over")
    }

    /// Malformed input; the message begins with the field path where there is one.
    pub fn malformed(message: impl Into<String>) -> Self {
        RuleError::of(ErrorKind::Malformed, None, message)
    }

    /// An input over a limit; the message begins with the field path where there is one.
    pub fn limit(message: impl Into<String>) -> Self {
        RuleError::of(ErrorKind::Limit, None, message)
    }

    /// The input `what`, of `size` bytes (a number, or "at least N"), is over the limit of
    /// `limit` bytes: the one wording of every size limit of the readers.
    pub fn over_limit(what: &str, size: impl fmt::Display, limit: usize) -> Self {
        RuleError::limit(format!("{what}: {size} bytes is over the limit of {limit}"))
    }

    /// The same error met under `prefix` (`choices[3]`, `snapshot.log`): the field path and
    /// the place shown before the message are prefixed.
    pub fn within(mut self, prefix: &str) -> Self {
        self.at = Some(match self.at {
            Some(at) => format!("{prefix}: {at}"),
            None => prefix.to_string(),
        });
        self.field = Some(match self.field {
            Some(f) if f.starts_with('[') => format!("{prefix}{f}"),
            Some(f) => format!("{prefix}.{f}"),
            None => prefix.to_string(),
        });
        self
    }
}

/// The field path a message begins with: the text before the first ": " when it is one path
/// (letters, digits, `_`, `.`, `[`, `]`, `-`, no spaces). Read byte by byte up to the first
/// byte no path has: every refused option of a decision builds an error, so this is on the
/// engines' hot path.
fn field_of(message: &str) -> Option<String> {
    let bytes = message.as_bytes();
    let end = bytes
        .iter()
        .position(|&b| !(b.is_ascii_alphanumeric() || matches!(b, b'_' | b'.' | b'[' | b']' | b'-')))?;
    let starts_well = bytes.first().is_some_and(|&b| b.is_ascii_alphabetic() || b == b'[');
    (starts_well && bytes[end..].starts_with(b": ")).then(|| message[..end].to_string())
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

impl From<String> for RuleError {
    /// A message from a reader of input (JSON, setups, files): malformed input, or a limit
    /// when the message says so.
    fn from(message: String) -> Self {
        if message.contains("over the limit")
            || message.contains("nested more than")
            || message.contains("the limit is")
        {
            RuleError::limit(message)
        } else {
            RuleError::malformed(message)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_message_that_begins_with_a_path_names_the_field() {
        let e = RuleError::malformed("players[0].hand[2]: unknown card id \"x\"");
        assert_eq!(e.field.as_deref(), Some("players[0].hand[2]"));
        assert_eq!(RuleError::malformed("a scenario must be a JSON object").field, None);
        let e = e.within("choices[3]").within("log");
        assert_eq!(e.field.as_deref(), Some("log.choices[3].players[0].hand[2]"));
        assert!(e.to_string().starts_with("log: choices[3]: players[0]"));
        let e = RuleError::new("B-ATK-1", "not open").within("choices[2]");
        assert_eq!(e.to_string(), "choices[2]: [B-ATK-1] not open");
    }

    /// The field is the text before the first ": " exactly when all of it is a path.
    #[test]
    fn only_a_whole_path_before_the_first_colon_is_a_field() {
        for (message, field) in [
            ("setup.decks[0].cards: too many", Some("setup.decks[0].cards")),
            ("[2]: not a card", Some("[2]")),
            ("choice.type-x: no", Some("choice.type-x")),
            ("cards[0] : spaced", None),
            ("two words: no path", None),
            ("0.x: starts with a digit", None),
            ("_x: starts with an underscore", None),
            (": empty", None),
            ("no colon at all", None),
            ("path:no space after", None),
            ("path:: double", None),
            ("héros: not ASCII", None),
            ("a.b: c: d", Some("a.b")),
            ("", None),
        ] {
            assert_eq!(field_of(message).as_deref(), field, "{message:?}");
        }
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
