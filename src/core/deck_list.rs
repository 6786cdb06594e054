//! Decks written as the plain lists fans paste, for every ruleset: a card a line, `3 Name` (a
//! count, then the card's name or id; `3x Name` and `Name x3` are read too, a line without a
//! count is one copy). Blank lines and lines starting with `#` or `//` are skipped. Each ruleset
//! finds the card a name means; a line it cannot read is kept as data, with its reason.

use serde::Serialize;
use smol_str::SmolStr;

/// A line of a pasted list that could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ListProblem {
    /// The line's number, from 1.
    pub line: usize,
    pub text: String,
    pub reason: String,
}

/// Reads `text`, the card of each line found by `find` (its id, from a name or an id), counts
/// from 1 to `max`: the cards in order, a copy per entry, and each line that could not be read
/// (`unknown` words the reason for a name `find` does not know).
pub fn read_list(
    text: &str,
    max: usize,
    find: impl Fn(&str) -> Option<SmolStr>,
    unknown: impl Fn(&str) -> String,
) -> (Vec<SmolStr>, Vec<ListProblem>) {
    let (mut cards, mut problems) = (vec![], vec![]);
    for (i, raw) in text.lines().enumerate() {
        let line = raw.trim();
        if line.is_empty() || line.starts_with('#') || line.starts_with("//") {
            continue;
        }
        let fail = |reason: String| ListProblem {
            line: i + 1,
            text: raw.to_string(),
            reason,
        };
        let (count, name) = split_count(line, max);
        let Some(count) = count else {
            problems.push(fail(format!("the count is not a number from 1 to {max}")));
            continue;
        };
        match find(name) {
            Some(id) => cards.extend(std::iter::repeat_n(id, count)),
            None => problems.push(fail(unknown(name))),
        }
    }
    (cards, problems)
}

/// `3 Name`, `3x Name`, `Name x3`, or `Name` (one copy): the count (`None` if it is out of
/// 1..=max) and the name.
fn split_count(line: &str, max: usize) -> (Option<usize>, &str) {
    let count = |word: &str| {
        word.trim_end_matches(['x', 'х', '×'])
            .trim_start_matches(['x', 'х', '×'])
            .parse::<usize>()
            .ok()
    };
    let in_range = |n: usize| Some(n).filter(|n| (1..=max).contains(n));
    if let Some((first, rest)) = line.split_once(char::is_whitespace) {
        if first.chars().next().is_some_and(|c| c.is_ascii_digit()) {
            return (count(first).and_then(in_range), rest.trim());
        }
    }
    if let Some((rest, last)) = line.rsplit_once(char::is_whitespace) {
        if last.starts_with(['x', 'х', '×'])
            && last.len() > 1
            && last.chars().nth(1).is_some_and(|c| c.is_ascii_digit())
        {
            return (count(last).and_then(in_range), rest.trim());
        }
    }
    (Some(1), line)
}

/// A name as lists match it: lower case, `ё` as `е`.
pub fn fold(name: &str) -> String {
    crate::core::narration::lowercase(name).replace('ё', "е")
}
