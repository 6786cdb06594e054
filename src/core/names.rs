//! Fixed names: the unit enums the engine reads (card types, steps, reasons...), each read as
//! its variant's snake_case name. `named_enum!` declares one and reads it by a single function
//! generic only in the deserializer, rather than serde's derived reader per enum.

use std::fmt;

/// Reads a name among `variants` (CamelCase Rust names, matched as snake_case): its index.
/// Anything else is serde's refusal, "unknown variant `x`, expected one of `a`, `b`" (written
/// in plain words with a "did you mean" by `core::json`).
pub fn read<'de, D: serde::Deserializer<'de>>(d: D, variants: &[&str]) -> Result<usize, D::Error> {
    d.deserialize_str(Name(variants))
}

struct Name<'a>(&'a [&'a str]);

impl serde::de::Visitor<'_> for Name<'_> {
    type Value = usize;

    fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
        f.write_str("variant identifier")
    }

    fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<usize, E> {
        if let Some(i) = self.0.iter().position(|v| is_name(v, name)) {
            return Ok(i);
        }
        Err(E::custom(unknown(name, self.0)))
    }
}

/// serde's refusal of `name`, not one of `variants` (CamelCase Rust names, listed as snake_case):
/// "unknown variant `x`, expected one of `a`, `b`" (which `core::json` writes in plain words).
pub fn unknown(name: &str, variants: &[&str]) -> String {
    let names: Vec<String> = variants.iter().map(|v| snake(v)).collect();
    format!("unknown variant `{name}`, expected one of `{}`", names.join("`, `"))
}

/// Whether `name` (snake_case, as the engine writes it) names the variant `variant` (its Rust
/// name, CamelCase).
pub fn is_name(variant: &str, name: &str) -> bool {
    let mut snake = name.bytes();
    for (i, c) in variant.bytes().enumerate() {
        if c.is_ascii_uppercase() && i > 0 && snake.next() != Some(b'_') {
            return false;
        }
        if snake.next() != Some(c.to_ascii_lowercase()) {
            return false;
        }
    }
    snake.next().is_none()
}

/// `CamelCase` as `camel_case`.
pub fn snake(camel: &str) -> String {
    let mut out = String::with_capacity(camel.len() + 4);
    for (i, c) in camel.chars().enumerate() {
        if c.is_ascii_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// Declares a unit enum read by its variants' snake_case names (written by serde's derive with
/// `rename_all = "snake_case"`, which the enum keeps for `Serialize` and its TypeScript type).
///
/// `named_enum! { #[derive(Debug, Clone, Serialize)] #[serde(rename_all = "snake_case")] pub enum Harm { Physical, Magic } }`
#[macro_export]
macro_rules! named_enum {
    ($(#[$meta:meta])* $vis:vis enum $name:ident { $($(#[$vmeta:meta])* $variant:ident),* $(,)? }) => {
        $(#[$meta])*
        $vis enum $name {
            $($(#[$vmeta])* $variant),*
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let i = $crate::core::names::read(d, &[$(stringify!($variant)),*])?;
                Ok([$($name::$variant),*][i].clone())
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use serde::Serialize;

    crate::named_enum! {
        #[derive(Debug, Clone, PartialEq, Serialize)]
        #[serde(rename_all = "snake_case")]
        enum Reason {
            BearerDied,
            Used,
        }
    }

    #[test]
    fn a_name_reads_back_what_serde_writes_and_a_wrong_one_is_refused_with_the_names() {
        for r in [Reason::BearerDied, Reason::Used] {
            let text = serde_json::to_string(&r).unwrap();
            assert_eq!(crate::core::json::from_str_in::<Reason>(&text, "reason").unwrap(), r);
        }
        assert_eq!(serde_json::to_string(&Reason::BearerDied).unwrap(), "\"bearer_died\"");
        let refused = |text: &str| crate::core::json::from_str_in::<Reason>(text, "reason").unwrap_err();
        assert_eq!(
            refused("\"bearer_dyed\""),
            "reason: \"bearer_dyed\" is not one of: \"bearer_died\", \"used\" — did you mean \"bearer_died\"?"
        );
        assert_eq!(refused("3"), "reason: expected a name (text), got the number 3");
        assert_eq!(
            refused("\"BearerDied\""),
            "reason: \"BearerDied\" is not one of: \"bearer_died\", \"used\" — did you mean \"bearer_died\"?"
        );
    }
}
