//! The scenario envelope every ruleset shares (the scenario contract, "Common envelope"): `ruleset`,
//! `seed`, `dice` and `cards`, read and checked once here and taken out of the document, so
//! each ruleset's scenario reader holds only its own fields.

use crate::core::ReadError;
use serde::Deserialize;
use serde_json::Value;

use super::{json, Rng};

/// The fields every scenario has.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Envelope {
    pub ruleset: String,
    /// Drives every random draw not forced by `dice`.
    #[serde(default)]
    pub seed: u64,
    /// Forced d6 results, used in order before the generator.
    #[serde(default)]
    pub dice: Vec<u8>,
    /// Extra card definitions, in the schema of the ruleset's built-in data.
    #[serde(default = "no_cards")]
    pub cards: Value,
}

/// The envelope's keys.
const KEYS: [&str; 4] = ["ruleset", "seed", "dice", "cards"];

impl Envelope {
    /// Takes the envelope out of a scenario of ruleset `expected` (what is left is the
    /// ruleset's own fields) and checks it: the ruleset named, each forced die a d6 face.
    pub fn take(value: &mut Value, expected: &str) -> Result<Envelope, ReadError> {
        let Some(obj) = value.as_object_mut() else {
            return Err(ReadError::at("", "a scenario must be a JSON object"));
        };
        let mut fields = serde_json::Map::new();
        for key in KEYS {
            if let Some(v) = obj.remove(key) {
                fields.insert(key.into(), v);
            }
        }
        let envelope: Envelope = json::from_value(Value::Object(fields))?;
        if envelope.ruleset != expected {
            return Err(ReadError::at(
                "ruleset",
                &format!("expected \"{expected}\", not \"{}\"", envelope.ruleset),
            ));
        }
        if let Some(i) = envelope.dice.iter().position(|d| !(1..=6).contains(d)) {
            return Err(ReadError::at(
                &format!("dice[{i}]"),
                &format!("a d6 result is 1 to 6, not {}", envelope.dice[i]),
            ));
        }
        Ok(envelope)
    }

    /// The scenario's generator: seeded with `seed`, the forced `dice` first.
    pub fn rng(&self) -> Rng {
        let mut rng = Rng::new(self.seed);
        rng.force_dice(&self.dice);
        rng
    }
}

/// Default of `cards`: no extra card definitions.
pub fn no_cards() -> Value {
    Value::Array(vec![])
}

/// Default of a ruleset's `turn`: the first turn.
pub fn first_turn() -> u32 {
    1
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_envelope_is_taken_out_and_checked() {
        let mut doc = serde_json::json!({ "ruleset": "eredan", "seed": 3, "dice": [6], "turn": 2 });
        let envelope = Envelope::take(&mut doc, "eredan").unwrap();
        assert_eq!((envelope.seed, envelope.dice.clone()), (3, vec![6]));
        assert_eq!(doc, serde_json::json!({ "turn": 2 }));
        assert_eq!(envelope.rng().d6(), 6);
        let mut other = serde_json::json!({ "ruleset": "yummell" });
        assert!(Envelope::take(&mut other, "eredan")
            .unwrap_err()
            .to_string()
            .starts_with("ruleset: expected"));
        let mut bad = serde_json::json!({ "ruleset": "eredan", "dice": [1, 7] });
        assert!(Envelope::take(&mut bad, "eredan")
            .unwrap_err()
            .to_string()
            .starts_with("dice[1]: a d6"));
    }
}
