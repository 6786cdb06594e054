//! The scenario envelope every ruleset shares (SCENARIO.md, "Common envelope"): its defaults and
//! its checks, so each ruleset's scenario reader holds only its own fields.

/// Default of `cards`: no extra card definitions.
pub fn no_cards() -> serde_json::Value {
    serde_json::Value::Array(vec![])
}

/// Default of `turn`: the first turn.
pub fn first_turn() -> u32 {
    1
}

/// Checks `dice`: each forced result is a d6 face.
pub fn check_dice(dice: &[u8]) -> Result<(), String> {
    match dice.iter().position(|d| !(1..=6).contains(d)) {
        Some(i) => Err(format!("dice[{i}]: a d6 result is 1 to 6, not {}", dice[i])),
        None => Ok(()),
    }
}
