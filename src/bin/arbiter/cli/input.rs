//! The files and stdin the command line reads, each of at most a limit of bytes.

use std::io::Read;

use arbiter::core::{ReadError, RuleError};

/// Reads a file (or stdin for `-`) of at most `limit` bytes: a longer input is refused after
/// `limit + 1` bytes, without reading (or holding) the rest.
pub fn read(path: &str, limit: usize) -> Result<String, String> {
    let name = if path == "-" { "stdin" } else { path };
    let file = match path {
        "-" => None,
        _ => Some(std::fs::File::open(path).map_err(|e| format!("{path}: {e}"))?),
    };
    let mut bytes = Vec::new();
    let read = match &file {
        Some(file) => file.take(limit as u64 + 1).read_to_end(&mut bytes),
        None => std::io::stdin().take(limit as u64 + 1).read_to_end(&mut bytes),
    };
    read.map_err(|e| format!("{name}: {e}"))?;
    if bytes.len() > limit {
        // A regular file's size is known without reading it: the engine's own limit message.
        // Stdin's or a pipe's is not (tests/games/malformed.rs pins this wording).
        let size = file.and_then(|f| f.metadata().ok()).map(|m| m.len());
        return Err(match size.filter(|&n| n > limit as u64) {
            Some(n) => RuleError::over_limit(name, n, limit).to_string(),
            None => ReadError::limit(name, &format!("more than {limit} bytes (the limit)")).to_string(),
        });
    }
    String::from_utf8(bytes).map_err(|e| format!("{name}: not UTF-8 text ({e})"))
}

/// `text` itself (e.g. an argument's value) if it is at most `limit` bytes long.
pub fn bounded(text: String, name: &str, limit: usize) -> Result<String, String> {
    match text.len() {
        n if n > limit => Err(RuleError::over_limit(name, n, limit).to_string()),
        _ => Ok(text),
    }
}
