//! Fixed names: the unit enums the engine reads (card types, steps, reasons...), each read as
//! its variant's snake_case name. `named_enum!` declares one and reads it with one function
//! (`core::from_json::name`) rather than a reader of its own.

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

        impl $crate::core::from_json::FromJson for $name {
            fn from_json(value: serde_json::Value, at: &$crate::core::from_json::At) -> Result<Self, String> {
                let i = $crate::core::from_json::name(value, at, &[$(stringify!($variant)),*])?;
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
