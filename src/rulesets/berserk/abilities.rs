//! The card language of Berserk's printed cards (docs/berserk-card-language.md): an ability is
//! a trigger (`when`), whose turn it acts in, its costs, its condition (`if`), its target, its
//! effects (`do`) and how long they last (`until`) — the shape of Eredan's and Yummell's
//! languages. Every term is one of `data/berserk-terms.json`, which gives it its mechanic
//! (the coverage table's column) and its words in English and Russian: an ability is checked
//! against it at load, and its rules text is written from it.

use super::narrate::Lang;
use crate::core::ReadError;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};
use smol_str::SmolStr;
use std::collections::BTreeMap;

/// The built-in table of terms.
pub const TERMS: &str = include_str!("../../../data/berserk-terms.json");

/// One ability of a printed card, as data.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkAbility"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Ability {
    /// When it acts: a term of `triggers` ("action", "on_death", "start_of_turn", ...).
    pub when: SmolStr,
    /// Whose turn or creature a trigger watches: a term of `whose`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub whose: Option<SmolStr>,
    /// What it costs: terms of `costs` ("tap", `{"counters": 1}`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "unknown[]"))]
    pub cost: Vec<Value>,
    /// What must hold: an object of `conditions` terms.
    #[serde(default, rename = "if", skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "unknown"))]
    pub condition: Option<Value>,
    /// Whom it acts on: a term of `targets`, or `{"who": ..., "count", "different", "range", "if"}`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "unknown"))]
    pub target: Option<Value>,
    /// What it does: an effect or a list of effects (`effects` terms with `effect_parameters`).
    #[serde(rename = "do")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "unknown"))]
    pub effect: Value,
    /// How long its effects last: a term of `durations`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "unknown"))]
    pub until: Option<Value>,
    /// `"spell"` for a spell (protection from spells acts on it).
    #[serde(default, rename = "as", skip_serializing_if = "Option::is_none")]
    pub kind: Option<SmolStr>,
    /// Its owner may decline it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub optional: bool,
    /// A remark for editors (not shown on the card).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<String>,
}

/// The categories of terms, in the order a bare word is looked up when it is an argument.
const LOOKUP: [&str; 10] = [
    "values",
    "features",
    "targets",
    "effects",
    "conditions",
    "costs",
    "durations",
    "triggers",
    "whose",
    "effect_parameters",
];

/// One term: its mechanic, and its words in each language (`{n}` for its argument,
/// `[one|few|many]` for a word that agrees with the last number).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    pub tag: Option<SmolStr>,
    pub en: String,
    pub ru: String,
}

impl Term {
    fn words(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Ru => &self.ru,
        }
    }
}

/// The table of terms by category.
#[derive(Debug, Clone)]
pub struct Terms(BTreeMap<String, BTreeMap<String, Term>>);

impl Terms {
    /// The built-in table (read once; a broken table is a bug of the build, reported as data).
    pub fn builtin() -> Result<&'static Terms, ReadError> {
        static TABLE: std::sync::OnceLock<Result<Terms, ReadError>> = std::sync::OnceLock::new();
        TABLE
            .get_or_init(|| crate::core::json::from_str_in(TERMS, "berserk-terms").map(Terms))
            .as_ref()
            .map_err(Clone::clone)
    }

    /// The term `name` of `category`.
    pub fn get(&self, category: &str, name: &str) -> Option<&Term> {
        self.0.get(category).and_then(|c| c.get(name))
    }

    /// The names of `category`.
    fn names(&self, category: &str) -> Vec<&str> {
        self.0.get(category).map(|c| c.keys().map(String::as_str).collect()).unwrap_or_default()
    }

    /// The category of a term written as an argument (`{"armour": 1}` gained, an effect, a
    /// condition): the first of those that has the object's first key; `None` for the parts of
    /// an amount (`{"if": ..., "value": 1}`).
    fn nested(&self, map: &Map<String, Value>) -> Option<&'static str> {
        let head = map.keys().next().map(String::as_str).unwrap_or("");
        ["features", "effects", "conditions", "targets", "durations"]
            .into_iter()
            .find(|c| self.get(c, head).is_some())
    }

    /// The term `name` of the first category of `LOOKUP` that has it.
    fn any(&self, name: &str) -> Option<&Term> {
        LOOKUP.iter().find_map(|c| self.get(c, name))
    }
}

// ---------------------------------------------------------------------------------------------
// Checking an ability against the table

/// Checks `ability` (at `path`, shown as `shown`): every term known in its place.
pub fn check(ability: &Ability, terms: &Terms, path: &str, shown: &str) -> Result<(), ReadError> {
    let at = Place { path: path.into(), shown: shown.into() };
    at.key("when").name(terms, "triggers", &ability.when)?;
    if let Some(whose) = &ability.whose {
        at.key("whose").name(terms, "whose", whose)?;
    }
    for (i, cost) in ability.cost.iter().enumerate() {
        at.key("cost").index(i).term(terms, "costs", cost)?;
    }
    if let Some(condition) = &ability.condition {
        at.key("if").conditions(terms, condition)?;
    }
    if let Some(target) = &ability.target {
        at.key("target").target(terms, target)?;
    }
    at.key("do").effects(terms, &ability.effect)?;
    if let Some(until) = &ability.until {
        at.key("until").term(terms, "durations", until)?;
    }
    if let Some(kind) = &ability.kind {
        if kind != "spell" {
            return Err(at.key("as").fail(&crate::core::read::not_one_of(kind, &["spell"])));
        }
    }
    Ok(())
}

/// Where a part of an ability is: its field path and the same with the card's id shown.
struct Place {
    path: String,
    shown: String,
}

impl Place {
    fn key(&self, key: &str) -> Place {
        Place {
            path: format!("{}.{key}", self.path),
            shown: format!("{}.{key}", self.shown),
        }
    }

    fn index(&self, i: usize) -> Place {
        Place {
            path: format!("{}[{i}]", self.path),
            shown: format!("{}[{i}]", self.shown),
        }
    }

    fn fail(&self, reason: &str) -> ReadError {
        ReadError::shown(&self.path, &self.shown, reason)
    }

    /// `name` is a term of `category` (where it stands for itself: a trigger, whose turn).
    fn name(&self, terms: &Terms, category: &str, name: &str) -> Result<(), ReadError> {
        match terms.get(category, name) {
            Some(_) => Ok(()),
            None => Err(self.unknown(terms, category, name)),
        }
    }

    /// `name` is a term of the language, looked for first in `category` (a term of another
    /// category may stand in its place: a cost paid as an effect, a value as a condition).
    fn word(&self, terms: &Terms, category: &str, name: &str) -> Result<(), ReadError> {
        match terms.get(category, name).or_else(|| terms.any(name)) {
            Some(_) => Ok(()),
            None => Err(self.unknown(terms, category, name)),
        }
    }

    /// The refusal of `name`, unknown where a term of `category` stands.
    fn unknown(&self, terms: &Terms, category: &str, name: &str) -> ReadError {
        self.fail(&format!(
            "unknown {} {}",
            category.trim_end_matches('s').replace('_', " "),
            crate::core::read::not_one_of(name, &terms.names(category))
        ))
    }

    /// A term of `category`: a bare name, or an object whose first key is the term and whose
    /// other keys are `effect_parameters` (effects) or more terms of the category.
    fn term(&self, terms: &Terms, category: &str, value: &Value) -> Result<(), ReadError> {
        match value {
            Value::String(name) => self.word(terms, category, name),
            Value::Object(map) => {
                let mut keys = map.iter();
                let Some((head, arg)) = keys.next() else {
                    return Err(self.fail("an empty object: a term is a name or an object whose first key is one"));
                };
                self.key(head).word(terms, category, head)?;
                self.key(head).argument(terms, arg)?;
                let more = if category == "effects" { "effect_parameters" } else { category };
                keys.try_for_each(|(key, arg)| self.field(terms, more, key, arg))?;
                Ok(())
            }
            other => Err(self.fail(&format!("expected a term (a name or an object), got {other}"))),
        }
    }

    /// A field of a term after its head: one of an ability's own fields (its condition,
    /// effects, target or duration inside an effect; free words for editors; "may"), or a
    /// term of `category` (an effect's parameters) with its argument.
    fn field(&self, terms: &Terms, category: &str, key: &str, arg: &Value) -> Result<(), ReadError> {
        let at = self.key(key);
        match (key, arg) {
            ("if", _) => at.conditions(terms, arg),
            ("do", _) => at.effects(terms, arg),
            ("target", _) => at.target(terms, arg),
            ("until", _) => at.term(terms, "durations", arg),
            ("note", Value::String(_)) | ("optional", Value::Bool(_)) => Ok(()),
            ("note", _) => Err(at.fail("a note is text")),
            ("optional", _) => Err(at.fail("expected true or false")),
            _ => {
                at.word(terms, category, key)?;
                at.argument(terms, arg)
            }
        }
    }

    /// One effect, or a list of them.
    fn effects(&self, terms: &Terms, value: &Value) -> Result<(), ReadError> {
        match value {
            Value::Array(items) => items.iter().enumerate().try_for_each(|(i, v)| self.index(i).effects(terms, v)),
            v => self.term(terms, "effects", v),
        }
    }

    /// An object of conditions.
    fn conditions(&self, terms: &Terms, value: &Value) -> Result<(), ReadError> {
        let Value::Object(map) = value else {
            return Err(self.fail("expected an object of conditions"));
        };
        for (key, arg) in map {
            self.key(key).word(terms, "conditions", key)?;
            self.key(key).argument(terms, arg)?;
        }
        Ok(())
    }

    /// A target: a name, or `{"who", "count", "different", "range", "if"}`.
    fn target(&self, terms: &Terms, value: &Value) -> Result<(), ReadError> {
        match value {
            Value::Object(map) => {
                for (key, arg) in map {
                    match key.as_str() {
                        "who" => self.key(key).term(terms, "targets", arg)?,
                        "if" => self.key(key).conditions(terms, arg)?,
                        "count" | "different" | "range" => self.key(key).argument(terms, arg)?,
                        other => return Err(self.key(key).fail(&crate::core::read::unknown_field(other, &["who", "count", "different", "range", "if"]))),
                    }
                }
                match map.get("who") {
                    Some(_) => Ok(()),
                    None => Err(self.fail("the field \"who\" is missing")),
                }
            }
            v => self.term(terms, "targets", v),
        }
    }

    /// A term's argument: numbers, yes/no, `X`, a card's id (its own code), free words of a
    /// note, a word of any category, or terms.
    fn argument(&self, terms: &Terms, value: &Value) -> Result<(), ReadError> {
        match value {
            Value::Null => Err(self.fail("expected an argument, got null")),
            Value::Bool(_) | Value::Number(_) => Ok(()),
            Value::String(word) if word == "X" || word == "all" || is_card_id(word) => Ok(()),
            Value::String(word) => match terms.any(word) {
                Some(_) => Ok(()),
                None => Err(self.fail(&format!("\"{word}\" is not a term of the card language"))),
            },
            Value::Array(items) => items.iter().enumerate().try_for_each(|(i, v)| self.index(i).argument(terms, v)),
            Value::Object(map) => {
                // A nested term (a feature gained, an effect, a condition), or an amount's
                // parts (`{"if": ..., "value": 1}`).
                match terms.nested(map) {
                    Some("conditions") => self.conditions(terms, value),
                    Some(c) => self.term(terms, c, value),
                    None => map.iter().try_for_each(|(key, arg)| self.field(terms, "effect_parameters", key, arg)),
                }
            }
        }
    }
}

/// `vs-004`: a card's id (the code that says what data cannot).
fn is_card_id(word: &str) -> bool {
    word.len() == 6 && word.starts_with("vs-") && word[3..].bytes().all(|b| b.is_ascii_digit())
}

// ---------------------------------------------------------------------------------------------
// Mechanics: what the coverage table counts

/// The categories in the order a term's mechanic is looked up: a term's tag is the first
/// category's that has one for it.
const TAG_ORDER: [&str; 10] = [
    "triggers",
    "whose",
    "costs",
    "conditions",
    "targets",
    "effects",
    "effect_parameters",
    "values",
    "durations",
    "features",
];

impl Terms {
    /// The mechanic of the term `name`, whatever its category.
    fn tag(&self, name: &str) -> Option<SmolStr> {
        TAG_ORDER.iter().find_map(|c| self.get(c, name).and_then(|t| t.tag.clone()))
    }
}

/// The mechanics an ability uses, added to `out`: the tag of every key of its data, of a
/// feature it gains, and of every word it has where a term stands (its trigger, costs,
/// effects, targets); a spell (`"as": "spell"`) is the mechanic `spell`.
pub fn mechanics(ability: &Ability, terms: &Terms, out: &mut Vec<SmolStr>) {
    let Value::Object(fields) = crate::rulesets::to_json(ability) else {
        return;
    };
    for (key, value) in &fields {
        match key.as_str() {
            "note" | "optional" => {}
            "as" => out.push("spell".into()),
            _ => tags_of(value, Some(key), terms, out),
        }
    }
}

/// The tags of `value`, found under `key`.
fn tags_of(value: &Value, key: Option<&str>, terms: &Terms, out: &mut Vec<SmolStr>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                if k == "note" {
                    continue;
                }
                out.extend(terms.tag(k));
                match k.as_str() {
                    "code" => {}
                    "gain_feature" => feature_tags(v, terms, out),
                    _ => tags_of(v, Some(k), terms, out),
                }
            }
        }
        Value::Array(items) => items.iter().for_each(|v| tags_of(v, key, terms, out)),
        Value::String(word) if matches!(key, Some("when" | "cost" | "do" | "target" | "who") | None) => {
            out.extend(terms.tag(word))
        }
        _ => {}
    }
}

/// A gained feature: its own tag (`armour`, `protection`...), and what it holds.
fn feature_tags(value: &Value, terms: &Terms, out: &mut Vec<SmolStr>) {
    let name = match value {
        Value::String(name) => name.as_str(),
        Value::Object(map) => map.keys().next().map(String::as_str).unwrap_or(""),
        _ => return,
    };
    out.extend(terms.get("features", name).map(|t| t.tag.clone().unwrap_or_else(|| "unknown".into())));
    if !value.is_object() {
        tags_of(value, Some("gain_feature"), terms, out);
    }
}

// ---------------------------------------------------------------------------------------------
// Rules text

/// The rules text of `ability` in `lang`: `TRIGGER[, WHOSE][ (COST, COST)]: [if CONDITION,
/// ]EFFECT[; EFFECT][ → TARGET][, UNTIL].`
pub fn text(ability: &Ability, terms: &Terms, lang: Lang) -> String {
    let w = Words { terms, lang };
    let mut out = w.phrase("triggers", &ability.when, None);
    if let Some(whose) = &ability.whose {
        out.push_str(", ");
        out.push_str(&w.phrase("whose", whose, None));
    }
    if !ability.cost.is_empty() {
        let costs: Vec<String> = ability.cost.iter().map(|c| w.term("costs", c)).collect();
        out.push_str(&format!(" ({})", costs.join(", ")));
    }
    out.push_str(": ");
    let spell = ability.kind.as_deref() == Some("spell");
    if spell {
        out.push_str(&crate::core::narration::capitalize(&w.phrase("values", "spell", None)));
        out.push_str(": ");
    }
    if let Some(condition) = &ability.condition {
        out.push_str(match lang {
            Lang::En => "if ",
            Lang::Ru => "если ",
        });
        out.push_str(&w.conditions(condition));
        out.push_str(", ");
    }
    out.push_str(&w.effects(&ability.effect));
    if let Some(target) = &ability.target {
        out.push_str(" → ");
        out.push_str(&w.target(target));
    }
    if let Some(until) = &ability.until {
        out.push_str(", ");
        out.push_str(&w.term("durations", until));
    }
    if ability.optional {
        out.push_str(match lang {
            Lang::En => " (optional)",
            Lang::Ru => " (по желанию)",
        });
    }
    out.push('.');
    out
}

/// Writes terms in one language.
struct Words<'a> {
    terms: &'a Terms,
    lang: Lang,
}

impl Words<'_> {
    /// The words of the term `name` of `category` with its argument written in (a term
    /// missing from the table, which the check at load refuses, is written as its name).
    fn phrase(&self, category: &str, name: &str, arg: Option<&Value>) -> String {
        let Some(term) = self.terms.get(category, name).or_else(|| self.terms.any(name)) else {
            return name.replace('_', " ");
        };
        let words = term.words(self.lang);
        // A negative bonus is a penalty, worded as one.
        if let Some(n) = arg.and_then(Value::as_i64).filter(|&n| n < 0) {
            let n = n.unsigned_abs();
            let (en, ru) = match name {
                "strike_bonus" => ("its strike", "удара"),
                "strike_value_bonus" => ("the strike's value", "силы удара"),
                "life_bonus" => ("its life", "жизни"),
                _ => ("", ""),
            };
            if !en.is_empty() {
                return match self.lang {
                    Lang::Ru => format!("отнять {n} от {ru}"),
                    Lang::En => format!("take {n} from {en}"),
                };
            }
        }
        let filled = match arg {
            // The options of a choice, each one effect or several: "A; or B and C".
            Some(Value::Array(items)) if name == "choose_one" => {
                let (and, or) = match self.lang {
                    Lang::En => (" and ", "; or "),
                    Lang::Ru => (" и ", "; или "),
                };
                let option = |v: &Value| match v {
                    Value::Array(all) => all.iter().map(|v| self.argument(v)).collect::<Vec<_>>().join(and),
                    v => self.argument(v),
                };
                words.replacen("{n}", &items.iter().map(option).collect::<Vec<_>>().join(or), 1)
            }
            Some(arg) if words.contains("{n}") && !arg.is_boolean() => words.replacen("{n}", &self.argument(arg), 1),
            // A term named without its argument (a kind of attack a condition names): its
            // words alone.
            _ => words.replace(" {n}", "").replace("{n}", ""),
        };
        agree(filled.trim(), self.lang)
    }

    /// A term of `category`: a name, or an object whose first key is the term.
    fn term(&self, category: &str, value: &Value) -> String {
        match value {
            Value::String(name) => self.phrase(category, name, None),
            Value::Object(map) => self.object(category, map),
            other => self.argument(other),
        }
    }

    /// An object term: its head with its argument, then each parameter's words.
    fn object(&self, category: &str, map: &Map<String, Value>) -> String {
        let mut parts = vec![];
        for (i, (key, arg)) in map.iter().enumerate() {
            if key == "note" || key == "optional" {
                // An effect its owner may take or leave.
                if key == "optional" && i > 0 && arg == &Value::Bool(true) {
                    parts.push(String::from(match self.lang {
                        Lang::En => "if its owner wants",
                        Lang::Ru => "по желанию владельца",
                    }));
                }
                continue;
            }
            if i == 0 {
                if key == "code" {
                    parts.push(self.code(map));
                    continue;
                }
                parts.push(self.phrase(category, key, Some(arg)));
            } else if key == "until" {
                // How long this one effect lasts: a term of `durations`.
                parts.push(self.term("durations", arg));
            } else {
                let params = if category == "effects" { "effect_parameters" } else { category };
                parts.push(self.phrase(params, key, Some(arg)));
            }
        }
        parts.retain(|p| !p.is_empty());
        parts.join(" ")
    }

    /// Behaviour in code: its words, and in English the editors' note of what it does.
    fn code(&self, map: &Map<String, Value>) -> String {
        let head = self.phrase("effects", "code", None);
        match (self.lang, map.get("note").and_then(Value::as_str)) {
            (Lang::En, Some(note)) => format!("{head} ({note})"),
            _ => head,
        }
    }

    fn effects(&self, value: &Value) -> String {
        match value {
            Value::Array(items) => items.iter().map(|v| self.effects(v)).collect::<Vec<_>>().join("; "),
            v => self.term("effects", v),
        }
    }

    fn conditions(&self, value: &Value) -> String {
        match value {
            Value::Object(map) => map
                .iter()
                .map(|(k, v)| match (v, self.lang) {
                    // A condition that must not hold.
                    (Value::Bool(false), Lang::En) => format!("not ({})", self.phrase("conditions", k, Some(v))),
                    (Value::Bool(false), Lang::Ru) => format!("не ({})", self.phrase("conditions", k, Some(v))),
                    _ => self.phrase("conditions", k, Some(v)),
                })
                .collect::<Vec<_>>()
                .join(", "),
            other => self.argument(other),
        }
    }

    fn target(&self, value: &Value) -> String {
        let Value::Object(map) = value else {
            return self.term("targets", value);
        };
        let mut out = map.get("who").map(|w| self.term("targets", w)).unwrap_or_default();
        if let Some(n) = map.get("count") {
            out = format!("{} × {out}", self.argument(n));
        }
        if let Some(range) = map.get("range") {
            out = format!("{out} {}", self.phrase("effect_parameters", "range", Some(range)));
        }
        if let Some(condition) = map.get("if") {
            let word = match self.lang {
                Lang::En => "if",
                Lang::Ru => "если",
            };
            out = format!("{out} ({word} {})", self.conditions(condition));
        }
        out
    }

    /// An argument: a number, numbers as `1-2-3`, a word's own words, terms.
    fn argument(&self, value: &Value) -> String {
        match value {
            Value::Null | Value::Bool(_) => String::new(),
            Value::Number(n) => n.to_string(),
            Value::String(word) => match self.terms.any(word) {
                Some(_) => self.phrase("values", word, None),
                None => word.clone(),
            },
            Value::Array(items) if items.iter().all(Value::is_number) => {
                items.iter().map(Value::to_string).collect::<Vec<_>>().join("-")
            }
            Value::Array(items) => items.iter().map(|v| self.argument(v)).collect::<Vec<_>>().join(", "),
            Value::Object(map) => {
                match self.terms.nested(map).unwrap_or("effects") {
                    "conditions" => self.conditions(value),
                    c => self.object(c, map),
                }
            }
        }
    }
}

/// `words` with each `[one|few|many]` replaced by the form that agrees with the number before
/// it (the last one written so far; none reads as many).
pub fn agree(words: &str, lang: Lang) -> String {
    let mut out = String::with_capacity(words.len());
    let mut rest = words;
    while let Some(open) = rest.find('[') {
        let Some(close) = rest[open..].find(']').map(|c| open + c) else {
            break;
        };
        out.push_str(&rest[..open]);
        let forms: Vec<&str> = rest[open + 1..close].split('|').collect();
        let n = last_number(&out);
        let form = match (forms.as_slice(), lang) {
            ([one, _, many], Lang::En) => {
                if n == Some(1) {
                    one
                } else {
                    many
                }
            }
            ([one, few, many], Lang::Ru) => match n.map(|n| (n % 10, n % 100)) {
                Some((_, 11..=14)) | None => many,
                Some((1, _)) => one,
                Some((2..=4, _)) => few,
                Some(_) => many,
            },
            _ => &rest[open..=close],
        };
        out.push_str(form);
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// The last whole number written in `text`.
fn last_number(text: &str) -> Option<u32> {
    let end = text.rfind(|c: char| c.is_ascii_digit())? + 1;
    let start = text[..end].rfind(|c: char| !c.is_ascii_digit()).map_or(0, |i| i + 1);
    text[start..end].parse().ok()
}
