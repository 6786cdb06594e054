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

/// `s` in lower case for the letters of the languages the engine reads names in: ASCII, the
/// accented Latin letters of French and Italian (À to Þ, Œ) and Russian's Cyrillic (А to Я, Ё);
/// other characters as they are. By hand for the same reason as `capitalize`.
pub fn lowercase(s: &str) -> String {
    s.chars()
        .map(|c| match c {
            'A'..='Z' => c.to_ascii_lowercase(),
            'À'..='Þ' if c != '×' => char::from_u32(c as u32 + 0x20).unwrap_or(c),
            'А'..='Я' => char::from_u32(c as u32 + 0x20).unwrap_or(c),
            'Ё' => 'ё',
            'Œ' => 'œ',
            _ => c,
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
    fn lowercase_is_unicode_for_the_names_read() {
        for s in [
            "Кочевник",
            "ЁЖ И ЁЛКА",
            "Nomad",
            "ÉLAN Œuvre",
            "Ùltimo × 2",
            "Бон и Берроу",
            "Жжраг",
        ] {
            assert_eq!(lowercase(s), s.to_lowercase(), "{s}");
        }
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
