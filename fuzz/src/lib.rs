//! What the fuzz targets share: the fuzzer's bytes read as numbers, a game built from them
//! (ruleset, seed, setup), legal choices read from `pending_json()`, illegal ones made from
//! them, and the checks made after every choice.

use std::collections::BTreeSet;
use std::sync::OnceLock;

use arbiter::rulesets::RulesetId;
use arbiter::saves::GameLog;
use arbiter::session::Session;
use serde_json::{json, Map, Value};

/// The fuzzer's bytes, read front to back; once they run out every read gives 0.
pub struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data, pos: 0 }
    }

    pub fn is_empty(&self) -> bool {
        self.pos >= self.data.len()
    }

    pub fn u8(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }

    pub fn u16(&mut self) -> u16 {
        u16::from_le_bytes([self.u8(), self.u8()])
    }

    /// A number below `n` (1 if `n` is 0): one byte for small `n`, two otherwise.
    pub fn below(&mut self, n: usize) -> usize {
        let n = n.max(1);
        if n <= 256 {
            usize::from(self.u8()) % n
        } else {
            usize::from(self.u16()) % n
        }
    }

    pub fn pick<'v, T>(&mut self, items: &'v [T]) -> Option<&'v T> {
        if items.is_empty() {
            None
        } else {
            items.get(self.below(items.len()))
        }
    }

    /// Up to `n` of the remaining bytes.
    pub fn take(&mut self, n: usize) -> &'a [u8] {
        let start = self.pos.min(self.data.len());
        let end = start.saturating_add(n).min(self.data.len());
        self.pos = start.max(end);
        &self.data[start..end]
    }

    /// Every remaining byte.
    pub fn rest(&mut self) -> &'a [u8] {
        self.take(usize::MAX)
    }
}

/// Ids the engine knows, per ruleset, read once from its catalogues.
pub struct Ids {
    pub eredan_characters: Vec<String>,
    pub eredan_cards: Vec<String>,
    pub eredan_decks: Vec<String>,
    pub berserk_squads: Vec<String>,
    pub yummell_characters: Vec<String>,
    pub yummell_advantages: Vec<String>,
    /// Every card, creature, character and advantage id, and a few other strings the choices
    /// use (roles, exchanges), for illegal choices.
    pub strings: Vec<String>,
}

fn ids_of(v: &Value) -> Vec<String> {
    v.as_array()
        .map(|a| {
            a.iter()
                .filter_map(|x| x.get("id").and_then(Value::as_str).map(String::from))
                .collect()
        })
        .unwrap_or_default()
}

pub fn ids() -> &'static Ids {
    static IDS: OnceLock<Ids> = OnceLock::new();
    IDS.get_or_init(|| {
        let cards = |r| {
            RulesetId::parse(r)
                .and_then(arbiter::session::cards)
                .unwrap_or_default()
        };
        let decks = |r| {
            RulesetId::parse(r)
                .and_then(arbiter::session::decks)
                .unwrap_or_default()
        };
        let eredan = cards("eredan");
        let (mut eredan_characters, mut eredan_cards) = (vec![], vec![]);
        for c in eredan.as_array().into_iter().flatten() {
            let id = c.get("id").and_then(Value::as_str).unwrap_or_default().to_string();
            if c.get("type").and_then(Value::as_str) == Some("character") {
                eredan_characters.push(id);
            } else {
                eredan_cards.push(id);
            }
        }
        let yummell = decks("yummell");
        let mut ids = Ids {
            eredan_characters,
            eredan_cards,
            eredan_decks: ids_of(&decks("eredan")),
            berserk_squads: ids_of(&decks("berserk")),
            yummell_characters: ids_of(&yummell["characters"]),
            yummell_advantages: ids_of(&yummell["advantages"]),
            strings: vec![],
        };
        let mut strings: Vec<String> = ["attacker", "defender", "as_rolled", "lower", "", "no-such-card"]
            .into_iter()
            .map(String::from)
            .collect();
        strings.extend(ids.eredan_characters.iter().cloned());
        strings.extend(ids.eredan_cards.iter().cloned());
        strings.extend(ids_of(&cards("berserk")));
        strings.extend(ids_of(&cards("yummell")));
        strings.extend(ids.yummell_characters.iter().cloned());
        strings.extend(ids.yummell_advantages.iter().cloned());
        ids.strings = strings;
        ids
    })
}

/// The choice types of every ruleset (for a choice of the wrong type).
pub const CHOICE_TYPES: [&str; 18] = [
    "fighters",
    "play",
    "discard",
    "move",
    "strike",
    "pass",
    "redirect",
    "defender",
    "reroll",
    "exchange",
    "continue",
    "play_event",
    "start_artefact",
    "use_artefact",
    "ability",
    "advantage",
    "rest",
    "challenge",
];

/// Field names of every ruleset's choices.
pub const KEYS: [&str; 14] = [
    "type", "player", "own", "opponent", "cards", "card", "creature", "to", "attacker", "target", "role", "choice",
    "x", "",
];

/// A game log (ruleset, seed, setup) read from the bytes. Setups may be refused (a full
/// Eredan deck with four copies of a card): the engine must say so, not panic.
pub fn game_log(b: &mut Bytes) -> GameLog {
    let names = RulesetId::names();
    let ruleset = names[b.below(names.len())];
    let seed = u64::from(b.u16());
    let ids = ids();
    let setup = match ruleset {
        "eredan" => match b.u8() % 8 {
            0 | 1 => Value::Null,
            k @ 2..=5 => {
                let d = |i: usize| ids.eredan_decks.get(i % ids.eredan_decks.len().max(1)).cloned();
                let k = usize::from(k - 2);
                json!({ "decks": [d(k / 2), d(k % 2)] })
            }
            6 => json!({ "decks": [ids.eredan_decks.first(), full_deck(b)] }),
            _ => json!({ "decks": [full_deck(b), full_deck(b)] }),
        },
        "berserk" => match b.u8() % 6 {
            0 | 1 => Value::Null,
            k => {
                let s = |i: usize| ids.berserk_squads.get(i % ids.berserk_squads.len().max(1)).cloned();
                let k = usize::from(k - 2);
                json!({ "squads": [s(k / 2), s(k % 2)] })
            }
        },
        _ => {
            let k = b.u8();
            if k & 0x80 != 0 {
                let n = 2 + b.below(7);
                let seats: Vec<Value> = (0..n)
                    .map(|_| {
                        json!({
                            "character": b.pick(&ids.yummell_characters),
                            "advantage": b.pick(&ids.yummell_advantages),
                        })
                    })
                    .collect();
                json!({ "seats": seats })
            } else if k & 0x40 != 0 {
                Value::Null
            } else {
                json!({ "players": 2 + usize::from(k) % 7 })
            }
        }
    };
    GameLog::new(ruleset, seed, setup)
}

/// A full Eredan deck from the bytes: three characters and 20 to 30 cards, at most three
/// copies each (so that most are legal).
fn full_deck(b: &mut Bytes) -> Value {
    let ids = ids();
    let characters: Vec<&String> = (0..3).filter_map(|_| b.pick(&ids.eredan_characters)).collect();
    let n = 20 + b.below(11);
    let mut cards: Vec<&String> = Vec::with_capacity(n);
    let mut guard = 0;
    while cards.len() < n && guard < 200 && !ids.eredan_cards.is_empty() {
        guard += 1;
        let mut i = b.below(ids.eredan_cards.len());
        for _ in 0..ids.eredan_cards.len() {
            if cards.iter().filter(|c| **c == &ids.eredan_cards[i]).count() < 3 {
                break;
            }
            i = (i + 1) % ids.eredan_cards.len();
        }
        cards.push(&ids.eredan_cards[i]);
    }
    json!({ "characters": characters, "cards": cards })
}

/// A legal choice for `pending` (the parsed `pending_json()`), picked with the bytes: one of
/// its `options` (every ruleset lists its legal choices in full); `None` when nothing is awaited.
pub fn legal_choice(pending: &Value, b: &mut Bytes) -> Option<Value> {
    b.pick(pending.get("options")?.as_array()?).cloned()
}

/// Whether `choice` (as the engine records it: `Session::choices()`) is one `pending` offers:
/// a choice the engine accepts must be one of its listed options — a discard in any order of
/// its cards.
pub fn offered(pending: &Value, choice: &Value) -> bool {
    let Some(options) = pending.get("options").and_then(Value::as_array) else {
        return false;
    };
    if options.contains(choice) {
        return true;
    }
    // The same cards in another order.
    let sorted = |c: &Value| -> Option<Vec<String>> {
        let mut cards: Vec<String> = c.get("cards")?.as_array()?.iter().map(Value::to_string).collect();
        cards.sort();
        Some(cards)
    };
    let same_but_cards = |o: &Value| {
        let (Some(a), Some(b)) = (o.as_object(), choice.as_object()) else {
            return false;
        };
        a.len() == b.len() && a.iter().all(|(k, v)| k == "cards" || b.get(k) == Some(v))
    };
    sorted(choice).is_some_and(|cards| {
        options
            .iter()
            .any(|o| same_but_cards(o) && sorted(o).as_ref() == Some(&cards))
    })
}

/// Some JSON value made from the bytes (nested at most `depth` deep).
pub fn any_value(b: &mut Bytes, depth: u8) -> Value {
    let ids = ids();
    let kinds = if depth == 0 { 6 } else { 8 };
    match b.below(kinds) {
        0 => Value::Null,
        1 => Value::Bool(b.u8() & 1 == 1),
        2 => json!(i64::from(b.u8()) - 8),
        3 => any_number(b),
        4 => json!(b.pick(&ids.strings)),
        5 => json!(b.pick(&CHOICE_TYPES)),
        6 => Value::Array((0..b.below(5)).map(|_| any_value(b, depth - 1)).collect()),
        _ => {
            let mut m = Map::new();
            for _ in 0..b.below(5) {
                let k = b.pick(&KEYS).copied().unwrap_or("x").to_string();
                m.insert(k, any_value(b, depth - 1));
            }
            Value::Object(m)
        }
    }
}

fn any_number(b: &mut Bytes) -> Value {
    match b.below(10) {
        0 => json!(-1),
        1 => json!(255),
        2 => json!(256),
        3 => json!(65535),
        4 => json!(65536),
        5 => json!(u64::MAX),
        6 => json!(i64::MIN),
        7 => json!(1.5),
        8 => json!(1e300),
        _ => json!(b.u16()),
    }
}

/// `v` changed a little: a number off by one or out of range, another id, an element more or
/// less, a field more or less.
pub fn mutate(v: &Value, b: &mut Bytes, depth: u8) -> Value {
    let ids = ids();
    match v {
        Value::Number(n) => match b.below(5) {
            0 => json!(n.as_i64().unwrap_or(0).wrapping_add(1)),
            1 => json!(n.as_i64().unwrap_or(0).wrapping_sub(1)),
            2 => any_number(b),
            3 => json!(n.to_string()),
            _ => any_value(b, 1),
        },
        Value::String(s) => match b.below(5) {
            0 | 1 => json!(b.pick(&ids.strings)),
            2 => json!(b.pick(&CHOICE_TYPES)),
            3 => json!(format!("{s}{}", char::from(b.u8() % 94 + 33))),
            _ => any_value(b, 1),
        },
        Value::Array(items) => {
            let mut items = items.clone();
            match b.below(6) {
                0 if !items.is_empty() => {
                    items.remove(b.below(items.len()));
                }
                1 if !items.is_empty() => {
                    let x = items[b.below(items.len())].clone();
                    items.push(x);
                }
                2 if !items.is_empty() && depth > 0 => {
                    let i = b.below(items.len());
                    items[i] = mutate(&items[i], b, depth - 1);
                }
                3 => items.push(json!(b.pick(&ids.strings))),
                4 => items.clear(),
                _ => items.push(any_value(b, 1)),
            }
            Value::Array(items)
        }
        Value::Object(m) => {
            let mut m = m.clone();
            let keys: Vec<String> = m.keys().cloned().collect();
            match b.below(4) {
                0 if !keys.is_empty() => {
                    m.remove(&keys[b.below(keys.len())]);
                }
                1 => {
                    let k = b.pick(&KEYS).copied().unwrap_or("x").to_string();
                    m.insert(k, any_value(b, 1));
                }
                _ if !keys.is_empty() && depth > 0 => {
                    let k = &keys[b.below(keys.len())];
                    let x = mutate(&m[k], b, depth - 1);
                    m.insert(k.clone(), x);
                }
                _ => {}
            }
            Value::Object(m)
        }
        _ => any_value(b, 1),
    }
}

/// An illegal or malformed choice, as text, of the kind `kind` says, made from `legal` (a
/// legal choice, when one is awaited) and the bytes. It may happen to be legal after all.
pub fn bad_choice(kind: u8, legal: Option<&Value>, b: &mut Bytes) -> String {
    let legal = legal.cloned().unwrap_or_else(|| any_value(b, 2));
    match kind % 8 {
        // The wrong player.
        0 => {
            let mut c = legal;
            if let Some(p) = c.get_mut("player") {
                let old = p.as_u64().unwrap_or(0);
                *p = match b.below(4) {
                    0 => json!(old + 1 + b.below(8) as u64),
                    1 => json!(255),
                    2 => json!(-1),
                    _ => json!(old.to_string()),
                };
            }
            c.to_string()
        }
        // A field changed, removed or added.
        1 | 2 => mutate(&legal, b, 3).to_string(),
        // Another type of choice with the same fields.
        3 => {
            let mut c = legal;
            if let Some(t) = c.get_mut("type") {
                *t = json!(b.pick(&CHOICE_TYPES));
            }
            c.to_string()
        }
        // Any JSON value.
        4 => any_value(b, 3).to_string(),
        // Truncated.
        5 => {
            let text = legal.to_string();
            let mut at = b.below(text.len().max(1));
            while !text.is_char_boundary(at) {
                at -= 1;
            }
            text[..at].to_string()
        }
        // Raw bytes.
        6 => {
            let n = b.below(64);
            String::from_utf8_lossy(b.take(n)).into_owned()
        }
        // The legal choice with a byte of its text changed.
        _ => {
            let mut text = legal.to_string().into_bytes();
            if !text.is_empty() {
                let i = b.below(text.len());
                text[i] = JSON_BYTES[b.below(JSON_BYTES.len())];
            }
            String::from_utf8_lossy(&text).into_owned()
        }
    }
}

/// Bytes that keep JSON text looking like JSON.
pub const JSON_BYTES: &[u8] = b"0123456789{}[]\",: -.aeflnrstuy";

/// The dead, for the event check: Eredan characters as (player, index), Berserk creatures
/// as (uid, 0).
pub type Dead = BTreeSet<(u64, u64)>;

/// The dead of the state (`internal_state()`).
pub fn dead_in_state(ruleset: &str, state: &Value) -> Dead {
    let mut dead = Dead::new();
    match ruleset {
        "eredan" => {
            for (p, pl) in state["players"].as_array().into_iter().flatten().enumerate() {
                for (i, c) in pl["characters"].as_array().into_iter().flatten().enumerate() {
                    if c["dead"] == json!(true) {
                        dead.insert((p as u64, i as u64));
                    }
                }
            }
        }
        "berserk" => {
            for c in state["creatures"].as_array().into_iter().flatten() {
                if c["dead"] == json!(true) {
                    dead.insert((c["uid"].as_u64().unwrap_or(u64::MAX), 0));
                }
            }
        }
        _ => {}
    }
    dead
}

fn key(ruleset: &str, r: &Value) -> Option<(u64, u64)> {
    match ruleset {
        "eredan" => Some((r.get("player")?.as_u64()?, r.get("index")?.as_u64()?)),
        _ => Some((r.get("uid")?.as_u64()?, 0)),
    }
}

/// Checks a batch of events (a JSON array) against what the property tests check: numbered
/// in order, each with a rule of its ruleset, nothing done to a dead character or creature
/// (`dead` is updated as they die) and nobody dies twice.
pub fn check_events(ruleset: &str, events: &Value, dead: &mut Dead) -> Result<(), String> {
    let events = events.as_array().ok_or("events: not an array")?;
    let prefix = match ruleset {
        "eredan" => "E-",
        "berserk" => "B-",
        _ => "Y-",
    };
    for (i, e) in events.iter().enumerate() {
        let rule = e["rule"].as_str().unwrap_or_default();
        if !rule.starts_with(prefix) {
            return Err(format!("event {i}: rule {rule:?} is not of {ruleset}"));
        }
        if i > 0 && e["seq"].as_u64() != events[i - 1]["seq"].as_u64().map(|s| s + 1) {
            return Err(format!(
                "event {i}: seq {} does not follow {}",
                e["seq"],
                events[i - 1]["seq"]
            ));
        }
        let kind = e["kind"].as_str().unwrap_or_default();
        let (died, touched): (&[&str], &[&str]) = match (ruleset, kind) {
            ("eredan", "died") => (&["character"], &[]),
            ("eredan", "damaged" | "healed" | "lost_life") => (&[], &["target"]),
            ("eredan", "attached" | "modified" | "classes_removed" | "weapon_replaced" | "armor_replaced") => {
                (&[], &["character"])
            }
            ("berserk", "died") => (&["creature"], &[]),
            ("berserk", "wounded" | "poison_marker") => (&[], &["target"]),
            ("berserk", "poison_wounds" | "regenerated" | "moved" | "closed") => (&[], &["creature"]),
            ("berserk", "attack_declared") => (&[], &["attacker", "target"]),
            _ => (&[], &[]),
        };
        for f in died {
            let k = key(ruleset, &e[*f]).ok_or_else(|| format!("event {i} ({kind}): no {f}"))?;
            if !dead.insert(k) {
                return Err(format!("event {i}: {k:?} died twice: {e}"));
            }
        }
        for f in touched {
            let k = key(ruleset, &e[*f]).ok_or_else(|| format!("event {i} ({kind}): no {f}"))?;
            if dead.contains(&k) {
                return Err(format!("event {i} touches the dead {k:?}: {e}"));
            }
        }
    }
    Ok(())
}

/// Parses JSON the engine wrote (a failure is a bug).
pub fn engine_json(what: &str, text: &str) -> Value {
    serde_json::from_str(text).unwrap_or_else(|e| panic!("{what}: the engine wrote invalid JSON ({e}): {text}"))
}

/// The game's invariants, or a panic naming the one broken.
pub fn assert_invariants(s: &dyn Session, context: &str) {
    if let Err(e) = s.check_invariants() {
        panic!("{context}: invariant broken: {e}\nstate: {}", s.internal_state());
    }
}
