//! What every ruleset's narration needs besides its own words: signed amounts and lists of
//! names.

/// A signed amount, as sentences show it: `+2`, `-1`, `+0`.
pub fn signed(n: i32) -> String {
    if n >= 0 {
        format!("+{n}")
    } else {
        n.to_string()
    }
}

/// Names joined with commas, or `nothing` (the narration's word for it) when there are none.
pub fn list(names: impl IntoIterator<Item = String>, nothing: &str) -> String {
    let names: Vec<String> = names.into_iter().collect();
    if names.is_empty() {
        nothing.to_string()
    } else {
        names.join(", ")
    }
}

/// `s` with every `from` replaced by `to`, scanning left to right as `str::replace` does (an
/// empty `from` replaces nothing). By
/// hand: `str::replace` with a text pattern brings the standard library's two-way searcher
/// (about 4 KB of every .wasm) for sentences of a few dozen bytes.
pub fn replace(s: &str, from: &str, to: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut rest = s.chars();
    while !rest.as_str().is_empty() {
        match rest.as_str().strip_prefix(from) {
            Some(after) if !from.is_empty() => {
                out.push_str(to);
                rest = after.chars();
            }
            _ => out.extend(rest.next()),
        }
    }
    out
}

/// `s` with its first letter in upper case: ASCII, the accented Latin letters of French and
/// Italian (à to þ, œ) and Russian's Cyrillic (а to я, ё). By hand rather than with
/// `char::to_uppercase`, whose Unicode tables would add to every .wasm.
pub fn capitalize(s: &str) -> String {
    let mut chars = s.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let upper = match first {
        'a'..='z' => first.to_ascii_uppercase(),
        'à'..='þ' if first != '÷' => char::from_u32(first as u32 - 0x20).unwrap_or(first),
        'а'..='я' => char::from_u32(first as u32 - 0x20).unwrap_or(first),
        'ё' => 'Ё',
        'œ' => 'Œ',
        _ => first,
    };
    let mut out = String::with_capacity(s.len());
    out.push(upper);
    out.push_str(chars.as_str());
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replace_does_what_the_standard_library_does() {
        let cases = [
            ("Mage or Warrior or Thief", " or ", " ou "),
            ("aaaa", "aa", "b"),
            ("aaa", "aa", "b"),
            ("« en N »", "« ", "«\u{a0}"),
            ("déjà vu", "à", "a"),
            ("", "x", "y"),
            ("abc", "abcd", "z"),
            ("abc", "", "-"),
        ];
        for (s, from, to) in cases {
            let want = if from.is_empty() {
                s.to_string()
            } else {
                s.replace(from, to)
            };
            assert_eq!(replace(s, from, to), want, "{s:?} {from:?} {to:?}");
        }
    }

    #[test]
    fn amounts_are_signed_and_lists_say_nothing_when_empty() {
        assert_eq!(
            (signed(2), signed(0), signed(-1)),
            ("+2".into(), "+0".into(), "-1".into())
        );
        assert_eq!(list(["a".to_string(), "b".to_string()], "nothing"), "a, b");
        assert_eq!(list(Vec::new(), "rien"), "rien");
    }

    #[test]
    fn capitalize_the_first_letter_of_every_language_narrated() {
        for (lower, upper) in [
            ("", ""),
            ("inflige 2", "Inflige 2"),
            ("à chaque tour", "À chaque tour"),
            ("élan", "Élan"),
            ("ùltimo", "Ùltimo"),
            ("œuvre", "Œuvre"),
            ("наносит", "Наносит"),
            ("ёж", "Ёж"),
            ("÷ 2", "÷ 2"),
            ("2 dégâts", "2 dégâts"),
            ("Déjà", "Déjà"),
        ] {
            assert_eq!(capitalize(lower), upper);
            let first = lower.chars().next();
            let by_unicode: String = first
                .map(|c| c.to_uppercase().chain(lower.chars().skip(1)).collect())
                .unwrap_or_default();
            assert_eq!(capitalize(lower), by_unicode, "as char::to_uppercase for {lower:?}");
        }
    }
}
