//! "Did you mean": the known ids nearest to a misspelt one, for error messages people read.
//!
//! Words are compared folded (lower case, accents removed, spaces, `_` and `-` alike), by edit
//! distance and by prefix or containment; at most three suggestions, none if nothing is close.

/// How many suggestions a message gives at most.
pub const MAX_SUGGESTIONS: usize = 3;

/// `word` in lower case, without the accents of Latin letters, with spaces, `_`, `-` and
/// apostrophes all written `-`. By hand rather than with `char::to_lowercase`, whose Unicode
/// tables would add to every .wasm; ids are ASCII, names French, Italian or English.
fn fold(word: &str) -> Vec<char> {
    let mut out = Vec::with_capacity(word.len());
    for c in word.chars().map(|c| c.to_ascii_lowercase()) {
        let plain = match c {
            'à' | 'á' | 'â' | 'ã' | 'ä' | 'å' | 'À' | 'Á' | 'Â' | 'Ã' | 'Ä' | 'Å' => "a",
            'æ' | 'Æ' => "ae",
            'ç' | 'Ç' => "c",
            'è' | 'é' | 'ê' | 'ë' | 'È' | 'É' | 'Ê' | 'Ë' => "e",
            'ì' | 'í' | 'î' | 'ï' | 'Ì' | 'Í' | 'Î' | 'Ï' => "i",
            'ñ' | 'Ñ' => "n",
            'ò' | 'ó' | 'ô' | 'õ' | 'ö' | 'ø' | 'Ò' | 'Ó' | 'Ô' | 'Õ' | 'Ö' | 'Ø' => "o",
            'œ' | 'Œ' => "oe",
            'ù' | 'ú' | 'û' | 'ü' | 'Ù' | 'Ú' | 'Û' | 'Ü' => "u",
            'ý' | 'ÿ' | 'Ý' => "y",
            'ß' => "ss",
            ' ' | '_' | '-' => "-",
            '\'' | '’' => "-",
            _ => {
                out.push(c);
                continue;
            }
        };
        out.extend(plain.chars());
    }
    out
}

/// The edit distance between `a` and `b`: insertions, deletions, substitutions and swaps of
/// two neighbours ("trun" is one edit from "turn").
fn distance(a: &[char], b: &[char]) -> usize {
    let w = b.len() + 1;
    let mut d = vec![0usize; (a.len() + 1) * w];
    for i in 0..=a.len() {
        for j in 0..=b.len() {
            d[i * w + j] = match (i, j) {
                (0, _) => j,
                (_, 0) => i,
                _ => {
                    let cost = usize::from(a[i - 1] != b[j - 1]);
                    let mut best = (d[(i - 1) * w + j] + 1)
                        .min(d[i * w + j - 1] + 1)
                        .min(d[(i - 1) * w + j - 1] + cost);
                    if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] {
                        best = best.min(d[(i - 2) * w + j - 2] + 1);
                    }
                    best
                }
            };
        }
    }
    d[a.len() * w + b.len()]
}

fn contains(hay: &[char], needle: &[char]) -> bool {
    needle.len() <= hay.len() && hay.windows(needle.len()).any(|w| w == needle)
}

/// How close `word` (folded) is to `known` (folded): 0 is the same word; `None` is not close.
fn closeness(word: &[char], known: &[char]) -> Option<usize> {
    let d = distance(word, known);
    // One edit per three letters, at least one: "hnd" is "hand", "x" is nothing.
    let limit = (word.len().min(known.len()) / 3).max(1);
    if d <= limit {
        return Some(d);
    }
    // A part of the id ("nodachi" for "katana-nodachi") or the id with more around it.
    let (short, long) = if word.len() <= known.len() {
        (word, known)
    } else {
        (known, word)
    };
    (short.len() >= 3 && contains(long, short)).then_some(limit + 1 + long.len() - short.len())
}

/// The words of `known` nearest to `word`, best first (ties keep `known`'s order): at most
/// [`MAX_SUGGESTIONS`], only the exact ones if some differ from `word` by case, accents or
/// separators alone, none if nothing is close.
pub fn nearest<'a>(word: &str, known: &[&'a str]) -> Vec<&'a str> {
    let folded = fold(word);
    // Best first, ties in `known`'s order: inserted in place (the lists are short, and this
    // keeps a sort's code out of the .wasm).
    let mut scored: Vec<(usize, &str)> = Vec::new();
    for k in known.iter().copied().filter(|k| *k != word) {
        if let Some(s) = closeness(&folded, &fold(k)) {
            let at = scored.iter().position(|(t, _)| *t > s).unwrap_or(scored.len());
            scored.insert(at, (s, k));
        }
    }
    if scored.first().is_some_and(|(s, _)| *s == 0) {
        scored.retain(|(s, _)| *s == 0);
    }
    let mut out: Vec<&str> = Vec::new();
    for (_, k) in scored {
        if !out.contains(&k) && out.len() < MAX_SUGGESTIONS {
            out.push(k);
        }
    }
    out
}

/// `"a"`, `"a" or "b"`, `"a", "b" or "c"`.
pub fn quoted_list(words: &[&str]) -> String {
    let mut out = String::new();
    for (i, w) in words.iter().enumerate() {
        if i > 0 {
            out.push_str(if i + 1 == words.len() { " or " } else { ", " });
        }
        out.push('"');
        out.push_str(w);
        out.push('"');
    }
    out
}

/// The end of a message refusing `word`: ` — did you mean "x"?`, or "" if nothing is close.
pub fn did_you_mean(word: &str, known: &[&str]) -> String {
    match nearest(word, known).as_slice() {
        [] => String::new(),
        near => format!(" — did you mean {}?", quoted_list(near)),
    }
}

/// The refusal of an unknown id of a `kind` ("card", "character"...) at `field`, with a
/// suggestion from `known` (each entry's id and display name): `field: unknown card id "x"
/// — did you mean "y"?`, or, when `id` is an entry's name, `... — "Lame sorcière" is a
/// card's name; its id is "lame-sorciere"`.
pub fn unknown_id(field: &str, kind: &str, id: &str, known: &[(&str, &str)]) -> crate::core::ReadError {
    let folded = fold(id);
    let hint = match known
        .iter()
        .find(|(k, name)| !name.is_empty() && fold(name) == folded && !k.eq_ignore_ascii_case(id))
    {
        Some((k, name)) if *name == id => format!(" — \"{id}\" is a {kind}'s name; its id is \"{k}\""),
        Some((k, name)) => format!(" — \"{name}\" is a {kind}'s name; its id is \"{k}\""),
        None => did_you_mean(id, &known.iter().map(|(k, _)| *k).collect::<Vec<_>>()),
    };
    crate::core::ReadError::at(field, &format!("unknown {kind} id \"{id}\"{hint}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn nearest_words() {
        let ids = [
            "nodachi",
            "katana",
            "wakizashi",
            "lame-sorciere",
            "end_of_combat",
            "start",
        ];
        assert_eq!(nearest("Nodachi", &ids), ["nodachi"]);
        assert_eq!(nearest("nodachy", &ids), ["nodachi"]);
        assert_eq!(nearest("Lame Sorcière", &ids), ["lame-sorciere"]);
        assert_eq!(nearest("end of combat", &ids), ["end_of_combat"]);
        assert_eq!(nearest("waki", &ids), ["wakizashi"]);
        assert_eq!(nearest("zzz", &ids), Vec::<&str>::new());
        assert_eq!(nearest("x", &ids), Vec::<&str>::new());
        assert_eq!(nearest("hnd", &["hand", "cards", "characters"]), ["hand"]);
        assert_eq!(nearest("aaa", &["aab", "aac", "aad", "aae"]).len(), MAX_SUGGESTIONS);
    }

    #[test]
    fn messages() {
        let known = [("nodachi", "Nodachi"), ("lame-sorciere", "Lame sorcière")];
        assert_eq!(
            unknown_id("players[0].hand[1]", "card", "Nodach", &known),
            "players[0].hand[1]: unknown card id \"Nodach\" — did you mean \"nodachi\"?"
        );
        assert_eq!(
            unknown_id("hand[0]", "card", "Lame sorcière", &known),
            "hand[0]: unknown card id \"Lame sorcière\" — \"Lame sorcière\" is a card's name; its id is \"lame-sorciere\""
        );
        assert_eq!(unknown_id("", "card", "qqqq", &known), "unknown card id \"qqqq\"");
        assert_eq!(quoted_list(&["a", "b", "c"]), "\"a\", \"b\" or \"c\"");
    }
}
