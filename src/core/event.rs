//! Resolution events: every event carries its sequence number and the id of the rule
//! (from docs/rules.md) that produced it, so an explainer can always say *why*.

use serde::{Deserialize, Serialize};
use smol_str::SmolStr;

/// One resolution event. `K` is the ruleset's event kind, an internally tagged enum whose
/// tag is `kind` (snake_case); its fields are flattened next to `seq` and `rule`.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Event<K> {
    pub seq: u32,
    pub rule: SmolStr,
    #[serde(flatten)]
    pub kind: K,
}

// Read back without serde's `flatten` machinery (which buffers the whole event twice and
// weighs heavily in the WebAssembly build): take `seq` and `rule` out, the rest is the kind.
impl<'de, K: serde::de::DeserializeOwned> Deserialize<'de> for Event<K> {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        use serde::de::Error;
        let mut value = serde_json::Value::deserialize(deserializer)?;
        let obj = value
            .as_object_mut()
            .ok_or_else(|| D::Error::custom("an event is an object"))?;
        let seq = obj
            .remove("seq")
            .and_then(|v| v.as_u64())
            .ok_or_else(|| D::Error::missing_field("seq"))?;
        let rule = match obj.remove("rule") {
            Some(serde_json::Value::String(r)) => SmolStr::new(r),
            _ => return Err(D::Error::missing_field("rule")),
        };
        let seq = u32::try_from(seq).map_err(|_| D::Error::custom("seq: out of range"))?;
        let kind = crate::core::json::from_value(value).map_err(D::Error::custom)?;
        Ok(Event { seq, rule, kind })
    }
}

/// Collects events for one call into the engine and numbers them.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(bound = "")]
pub struct EventLog<K> {
    next_seq: u32,
    #[serde(skip)]
    pending: Vec<Event<K>>,
    /// While `Some`, the public position after each event recorded (`push_frame`), for pages
    /// and explainers that show every step; `None` (the default) for simulations.
    #[serde(skip)]
    frames: Option<Vec<serde_json::Value>>,
}

impl<K> Default for EventLog<K> {
    fn default() -> Self {
        EventLog {
            next_seq: 0,
            pending: Vec::new(),
            frames: None,
        }
    }
}

impl<K> EventLog<K> {
    /// Records an event produced by `rule`.
    pub fn push(&mut self, rule: &'static str, kind: K) {
        self.pending.push(Event {
            seq: self.next_seq,
            rule: SmolStr::new_static(rule),
            kind,
        });
        self.next_seq += 1;
    }

    /// Hands over the events recorded since the last call.
    pub fn take(&mut self) -> Vec<Event<K>> {
        let capacity = self.pending.capacity().max(16);
        std::mem::replace(&mut self.pending, Vec::with_capacity(capacity))
    }

    /// Restarts numbering at 0 (a scenario's events are numbered from its first one).
    pub fn restart(&mut self) {
        self.next_seq = 0;
        self.pending.clear();
        if let Some(frames) = &mut self.frames {
            frames.clear();
        }
    }

    /// Starts (or stops) recording a frame after each event: the ruleset's `emit` calls
    /// `push_frame` with its public state right after `push` while `framing()` is true.
    pub fn set_framing(&mut self, on: bool) {
        self.frames = on.then(Vec::new);
    }

    /// Whether frames are being recorded.
    #[inline]
    pub fn framing(&self) -> bool {
        self.frames.is_some()
    }

    /// Records the public position after the event just pushed.
    pub fn push_frame(&mut self, frame: serde_json::Value) {
        if let Some(frames) = &mut self.frames {
            frames.push(frame);
        }
    }

    /// Hands over the frames recorded since the last call (one per event handed over by
    /// `take`, in the same order), leaving framing on.
    pub fn take_frames(&mut self) -> Vec<serde_json::Value> {
        self.frames.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// The seq the next event will get.
    pub fn next_seq(&self) -> u32 {
        self.next_seq
    }
}

/// Declares a ruleset's event-kind enum once and derives both of its JSON forms from that
/// one list: written internally tagged (`{"kind": "wounded", ...}`), read back through an
/// externally tagged twin so that reading needs no buffering of whole events.
///
/// `tagged_event_kinds! { EnumName [as "TsName"], TwinName; Variant { field: Type, ... }, ... }`
#[macro_export]
macro_rules! tagged_event_kinds {
    // With `as "TsName"`, the kinds also get a TypeScript declaration of that name (rulesets
    // share one .d.ts, so names must differ; the types the kinds name need declarations too).
    ($name:ident as $ts:literal, $twin:ident; $($rest:tt)*) => {
        $crate::tagged_event_kinds!(@ $name, $twin,
            #[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
            #[cfg_attr(target_arch = "wasm32", tsify(rename = $ts))]; $($rest)*);
    };
    ($name:ident, $twin:ident; $($rest:tt)*) => {
        $crate::tagged_event_kinds!(@ $name, $twin, ; $($rest)*);
    };
    (@ $name:ident, $twin:ident, $(#[$cmeta:meta])*; $( $(#[$vmeta:meta])* $variant:ident { $( $(#[$fmeta:meta])* $field:ident : $ty:ty ),* $(,)? } ),* $(,)?) => {
        $(#[$cmeta])*
        #[derive(Debug, Clone, PartialEq, serde::Serialize)]
        #[serde(tag = "kind", rename_all = "snake_case")]
        pub enum $name {
            $( $(#[$vmeta])* $variant { $( $(#[$fmeta])* $field: $ty ),* } ),*
        }

        #[derive(serde::Deserialize)]
        #[serde(rename_all = "snake_case", deny_unknown_fields)]
        enum $twin {
            $( $variant { $( $(#[$fmeta])* $field: $ty ),* } ),*
        }

        impl From<$twin> for $name {
            fn from(t: $twin) -> Self {
                match t {
                    $( $twin::$variant { $( $field ),* } => $name::$variant { $( $field ),* } ),*
                }
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                use serde::de::Error;
                let mut value = serde_json::Value::deserialize(deserializer)?;
                let obj = value
                    .as_object_mut()
                    .ok_or_else(|| D::Error::custom("an event is an object"))?;
                let kind = match obj.remove("kind") {
                    Some(serde_json::Value::String(k)) => k,
                    _ => return Err(D::Error::missing_field("kind")),
                };
                let mut tagged = serde_json::Map::new();
                tagged.insert(kind, value);
                let t: $twin = serde_json::from_value(serde_json::Value::Object(tagged)).map_err(D::Error::custom)?;
                Ok(t.into())
            }
        }
    };
}

/// Declares a ruleset's narration languages once: the enum, `ALL` (in the order of the
/// narration's columns), `code()` and `parse()` (unknown codes are an error naming them).
///
/// `narration_languages! { Lang { En = "en", Fr = "fr" } }`
#[macro_export]
macro_rules! narration_languages {
    (@unit $v:ident) => { () };
    ($name:ident { $($variant:ident = $code:literal),+ $(,)? }) => {
        /// Languages the narration speaks.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        pub enum $name {
            $($variant),+
        }

        impl $name {
            /// Every language, in the order of the columns of `narrate`.
            pub const ALL: [$name; <[()]>::len(&[$($crate::narration_languages!(@unit $variant)),+])] = [$($name::$variant),+];

            /// The language's code, as `parse` reads it.
            pub fn code(self) -> &'static str {
                match self {
                    $($name::$variant => $code),+
                }
            }

            /// Parses a language code; unknown codes are an error naming them.
            pub fn parse(code: &str) -> Result<$name, String> {
                Self::ALL.into_iter().find(|l| l.code() == code).ok_or_else(|| {
                    let known: Vec<String> = Self::ALL.iter().map(|l| format!("\"{}\"", l.code())).collect();
                    format!("lang: unknown language \"{code}\" (expected {})", known.join(" or "))
                })
            }
        }
    };
}

/// Declares a ruleset's rule ids once, as constants with the rule in their doc comment, and
/// `ALL`, every id in the order of the rules reference (`docs/rules.md`, checked by a test in
/// both directions). Events and errors name rules through these constants.
///
/// `rule_ids! { /// Setup: ... \n E_SET = "E-SET"; ... }`
#[macro_export]
macro_rules! rule_ids {
    ($( $(#[$meta:meta])* $name:ident = $id:literal; )*) => {
        $( $(#[$meta])* pub const $name: &str = $id; )*
        /// Every rule id of the ruleset, in the order of the rules reference.
        pub const ALL: &[&str] = &[$($id),*];
    };
}
