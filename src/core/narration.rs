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
}
