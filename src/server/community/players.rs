//! Players without passwords (docs/online.md, "Players"): a player is an unguessable key the
//! browser keeps (32 bytes from the operating system; the store keeps only its SHA-256) and a
//! display name the player picks. No email, no password: nothing to leak but a name and games.

use serde::Serialize;

/// A display name's shortest and longest length, in characters.
pub const NAME_MIN: usize = 3;
pub const NAME_MAX: usize = 20;
/// Names nobody may take: they would pass for the server or a computer seat.
const RESERVED: [&str; 7] = [
    "arbiter",
    "admin",
    "computer",
    "moderator",
    "server",
    "spectator",
    "system",
];

/// Why a name is refused.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case", tag = "problem")]
pub enum NameProblem {
    TooShort,
    TooLong,
    /// A character other than a letter, a digit, `-`, `_`, `.` or a single inner space.
    Character {
        character: char,
    },
    Reserved,
    /// Another player has this name (letter case aside).
    Taken,
}

impl NameProblem {
    pub fn message(&self) -> String {
        match self {
            NameProblem::TooShort => format!("a name has at least {NAME_MIN} characters"),
            NameProblem::TooLong => format!("a name has at most {NAME_MAX} characters"),
            NameProblem::Character { character } => {
                format!("a name is letters, digits, '-', '_', '.' and single spaces between them; not {character:?}")
            }
            NameProblem::Reserved => "that name is kept for the server's own seats".into(),
            NameProblem::Taken => "another player has that name".into(),
        }
    }
}

/// The name as it will be shown (outer spaces trimmed), or why it is refused. Whether another
/// player has it is the store's to say (`folded` is what it compares).
pub fn check_name(name: &str) -> Result<String, NameProblem> {
    let name = name.trim();
    let count = name.chars().count();
    if count < NAME_MIN {
        return Err(NameProblem::TooShort);
    }
    if count > NAME_MAX {
        return Err(NameProblem::TooLong);
    }
    let mut last_space = false;
    for c in name.chars() {
        let space = c == ' ';
        let fine = c.is_alphanumeric() || matches!(c, '-' | '_' | '.') || (space && !last_space);
        if !fine {
            return Err(NameProblem::Character { character: c });
        }
        last_space = space;
    }
    if RESERVED.contains(&folded(name).as_str()) {
        return Err(NameProblem::Reserved);
    }
    Ok(name.to_string())
}

/// The form two names are compared in: "Ana" and "ANA" are one name, so nobody can pass for
/// another by letter case.
pub fn folded(name: &str) -> String {
    name.trim().to_lowercase()
}

/// A new player's key: 32 bytes from the operating system, as hex (256 bits).
pub fn new_key() -> String {
    super::super::tables::random_hex(32)
}

/// What the store keeps of a key.
pub fn key_hash(key: &str) -> String {
    use sha2::{Digest, Sha256};
    Sha256::digest(key.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// A key as the browser sends it: 64 lowercase hex digits (anything else is no key at all,
/// and is never looked up).
pub fn well_formed_key(key: &str) -> bool {
    key.len() == 64 && key.bytes().all(|b| b.is_ascii_digit() || (b'a'..=b'f').contains(&b))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_trimmed_and_checked_for_length_characters_and_reserved_words() {
        assert_eq!(check_name("  Ana Lys "), Ok("Ana Lys".into()));
        assert_eq!(check_name("Élodie_2"), Ok("Élodie_2".into()));
        assert_eq!(check_name("Дракон"), Ok("Дракон".into()));
        assert_eq!(check_name("ab"), Err(NameProblem::TooShort));
        assert_eq!(check_name(&"a".repeat(21)), Err(NameProblem::TooLong));
        assert_eq!(check_name(&"é".repeat(20)).map(|n| n.chars().count()), Ok(20));
        assert_eq!(check_name("a  b"), Err(NameProblem::Character { character: ' ' }));
        assert_eq!(check_name("<b>hi</b>"), Err(NameProblem::Character { character: '<' }));
        assert_eq!(
            check_name("ana\u{202e}"),
            Err(NameProblem::Character { character: '\u{202e}' })
        );
        assert_eq!(check_name("Computer"), Err(NameProblem::Reserved));
    }

    #[test]
    fn keys_are_256_random_bits_and_only_their_hash_is_kept() {
        let (a, b) = (new_key(), new_key());
        assert!(well_formed_key(&a) && well_formed_key(&b));
        assert_ne!(a, b);
        assert_eq!(key_hash(&a).len(), 64);
        assert_ne!(key_hash(&a), a);
        assert!(!well_formed_key("ABC"));
        assert!(!well_formed_key(&a.to_uppercase()));
    }
}
