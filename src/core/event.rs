//! Resolution events: every event carries its sequence number and the id of the rule
//! (from docs/rules.md) that produced it, so an explainer can always say *why*.

use serde::Serialize;
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

/// Reads an event as the engine writes it (`{"seq", "rule", "kind", ...fields}`), every field
/// checked: under the prefix "event", errors are "event.field: reason", or "event: reason" for
/// the event itself (a missing field).
impl<'de, K: serde::de::DeserializeOwned> serde::Deserialize<'de> for Event<K> {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        d.deserialize_map(EventVisitor(std::marker::PhantomData))
    }
}

struct EventVisitor<K>(std::marker::PhantomData<K>);

impl<'de, K: serde::de::DeserializeOwned> serde::de::Visitor<'de> for EventVisitor<K> {
    type Value = Event<K>;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("an event (an object)")
    }

    fn visit_map<A: serde::de::MapAccess<'de>>(self, mut map: A) -> Result<Event<K>, A::Error> {
        use serde::de::Error;
        let (mut seq, mut rule, mut rest) = (None, None, serde_json::Map::new());
        while let Some(key) = map.next_key::<String>()? {
            match key.as_str() {
                "seq" => seq = Some(map.next_value()?),
                "rule" => rule = Some(map.next_value()?),
                _ => {
                    let value = map.next_value()?;
                    rest.insert(key, value);
                }
            }
        }
        let kind = crate::core::read::rest(rest)?;
        Ok(Event {
            seq: seq.ok_or_else(|| A::Error::missing_field("seq"))?,
            rule: rule.ok_or_else(|| A::Error::missing_field("rule"))?,
            kind,
        })
    }
}

/// Collects events for one call into the engine and numbers them.
#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(bound = "")]
pub struct EventLog<K, F = serde_json::Value> {
    next_seq: u32,
    #[serde(skip)]
    pending: Vec<Event<K>>,
    /// While `Some`, the public position after each event recorded (`push_frame`), for pages
    /// and explainers that show every step; `None` (the default) for simulations.
    #[serde(skip)]
    frames: Option<Vec<F>>,
    /// While true (simulations: random play-outs, the bots' searches), events are numbered
    /// but not kept, as nobody reads them.
    #[serde(skip)]
    quiet: bool,
}

impl<K, F> Default for EventLog<K, F> {
    fn default() -> Self {
        EventLog {
            next_seq: 0,
            pending: Vec::new(),
            frames: None,
            quiet: false,
        }
    }
}

impl<K, F> EventLog<K, F> {
    /// Records an event produced by `rule`.
    pub fn push(&mut self, rule: &'static str, kind: K) {
        if !self.quiet {
            self.pending.push(Event {
                seq: self.next_seq,
                rule: SmolStr::new_static(rule),
                kind,
            });
        }
        self.next_seq += 1;
    }

    /// Stops (or starts again) keeping the events pushed; they are numbered all the same.
    pub fn set_quiet(&mut self, on: bool) {
        self.quiet = on;
    }

    /// Hands over the events recorded since the last call.
    pub fn take(&mut self) -> Vec<Event<K>> {
        if self.pending.is_empty() {
            return Vec::new();
        }
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
    pub fn push_frame(&mut self, frame: F) {
        if let Some(frames) = &mut self.frames {
            frames.push(frame);
        }
    }

    /// Hands over the frames recorded since the last call (one per event handed over by
    /// `take`, in the same order), leaving framing on.
    pub fn take_frames(&mut self) -> Vec<F> {
        self.frames.as_mut().map(std::mem::take).unwrap_or_default()
    }

    /// The seq the next event will get.
    pub fn next_seq(&self) -> u32 {
        self.next_seq
    }
}

/// Declares a ruleset's event-kind enum once, with both of its JSON forms: internally tagged
/// (`{"kind": "wounded", ...}`, snake_case), written by serde's derive and read with
/// every field's path by `tagged_enum!`.
///
/// `tagged_event_kinds! { EnumName [as "TsName"]; Variant { field: Type, ... }, ... }`
#[macro_export]
macro_rules! tagged_event_kinds {
    // With `as "TsName"`, the kinds also get a TypeScript declaration of that name (rulesets
    // share one .d.ts, so names must differ; the types the kinds name need declarations too).
    ($name:ident as $ts:literal; $($rest:tt)*) => {
        $crate::tagged_event_kinds!(@ $name,
            #[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
            #[cfg_attr(target_arch = "wasm32", tsify(rename = $ts))]; $($rest)*);
    };
    ($name:ident; $($rest:tt)*) => {
        $crate::tagged_event_kinds!(@ $name, ; $($rest)*);
    };
    (@ $name:ident, $(#[$cmeta:meta])*; $( $(#[$vmeta:meta])* $variant:ident { $( $(#[$fmeta:meta])* $field:ident : $ty:ty ),* $(,)? } ),* $(,)?) => {
        $crate::tagged_enum! { "kind";
            $(#[$cmeta])*
            #[derive(Debug, Clone, PartialEq, serde::Serialize)]
            #[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
            pub enum $name {
                $( $(#[$vmeta])* $variant { $( $(#[$fmeta])* $field: $ty ),* } ),*
            }
        }
    };
}

/// Declares a ruleset's narration languages once: the enum, `ALL` (in the order of the
/// narration's columns), `code()` and `parse()` (unknown codes are an error naming them).
///
/// `narration_languages! { Lang [as "TsName"] { En = "en", Fr = "fr" } }`
#[macro_export]
macro_rules! narration_languages {
    (@unit $v:ident) => { () };
    // With `as "TsName"`, the languages also get a TypeScript declaration of that name, the
    // union of their codes: the package's types name a ruleset's languages from here.
    ($name:ident as $ts:literal { $($variant:ident = $code:literal),+ $(,)? }) => {
        // Each ruleset's languages join one interface of the package's types: `Lang` is the
        // union of its members, whatever rulesets a build has.
        #[cfg(target_arch = "wasm32")]
        #[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
        const NARRATION_LANGS_TS: &'static str = concat!("interface NarrationLangs { ", $ts, ": ", $ts, " }");
        $crate::narration_languages!(@ $name,
            #[cfg_attr(target_arch = "wasm32", derive(serde::Serialize, tsify::Tsify))]
            #[cfg_attr(target_arch = "wasm32", tsify(rename = $ts))];
            $($variant = $code),+);
    };
    ($name:ident { $($variant:ident = $code:literal),+ $(,)? }) => {
        $crate::narration_languages!(@ $name, ; $($variant = $code),+);
    };
    (@ $name:ident, $(#[$meta:meta])*; $($variant:ident = $code:literal),+) => {
        /// Languages the narration speaks.
        #[derive(Debug, Clone, Copy, PartialEq, Eq)]
        $(#[$meta])*
        pub enum $name {
            $(#[cfg_attr(target_arch = "wasm32", serde(rename = $code))] $variant),+
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

            /// The language refusals are worded in now (`core::worded_in`): English unless a
            /// caller asked for one of these.
            pub fn worded() -> $name {
                let code = $crate::core::wording();
                Self::ALL.into_iter().find(|l| l.code() == code).unwrap_or(Self::ALL[0])
            }

            /// Every language's code, in the order of `ALL`.
            pub const CODES: [&'static str; Self::ALL.len()] = [$($code),+];

            /// Parses a language code; unknown codes are an error naming them.
            pub fn parse(code: &str) -> Result<$name, $crate::core::ReadError> {
                let known = $crate::core::event::language_of(&Self::CODES, code)?;
                Ok(Self::ALL.into_iter().find(|l| l.code() == known).unwrap_or(Self::ALL[0]))
            }
        }
    };
}

/// `code` as one of `codes` (a ruleset's languages), or an error at `lang` naming them.
pub fn language_of(codes: &[&'static str], code: &str) -> Result<&'static str, crate::core::ReadError> {
    codes.iter().copied().find(|&c| c == code).ok_or_else(|| {
        let known: Vec<String> = codes.iter().map(|c| format!("\"{c}\"")).collect();
        crate::core::ReadError::at(
            "lang",
            &format!("unknown language \"{code}\" (expected {})", known.join(" or ")),
        )
    })
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

#[cfg(test)]
mod tests {
    use super::EventLog;

    /// A quiet log numbers the events pushed but keeps none; once it keeps them again, their
    /// numbers go on from where the quiet ones stopped.
    #[test]
    fn a_quiet_log_numbers_events_without_keeping_them() {
        let mut log: EventLog<&str> = EventLog::default();
        log.push("X-1", "kept");
        assert_eq!(
            log.take().iter().map(|e| (e.seq, e.kind)).collect::<Vec<_>>(),
            [(0, "kept")]
        );
        log.set_quiet(true);
        log.push("X-1", "dropped");
        log.push("X-2", "dropped");
        assert!(log.take().is_empty());
        log.set_quiet(false);
        log.push("X-3", "kept again");
        let events = log.take();
        assert_eq!(
            events.iter().map(|e| (e.seq, e.kind)).collect::<Vec<_>>(),
            [(3, "kept again")]
        );
        assert_eq!(events[0].rule, "X-3");
        assert_eq!(log.next_seq(), 4);
    }
}
