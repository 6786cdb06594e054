#![cfg(not(target_arch = "wasm32"))]
//! Malformed input of every kind, for every ruleset, is refused with a message that names the
//! problem (the field path and the reason): never a panic (a panic fails this test), never a
//! change to a live game, never an allocation sized by a number in the input.
//!
//! Entry points: scenarios (`scenario::resolve`), choices against live games
//! (`Session::choose_json`, with `why_not` giving the same message and the internal state
//! byte-identical afterwards), game logs (`saves::read_log` then `Resumable::start`), snapshots
//! (`Resumable::restore`) and the command line. Families are partly generated (every
//! truncation, every field given a wrong type, ...); each distinct input is counted once per
//! entry point (a choice once per ruleset and text, whichever positions it was tried in; an
//! input that happens to be valid is not counted), and the count per family and in total is
//! printed (`cargo test --test malformed -- --nocapture`).

use std::collections::{BTreeMap, HashSet};
use std::io::Write;
use std::process::{Command, Stdio};

use arbiter::bots::BotKind;
use arbiter::core::Rng;
use arbiter::saves::{self, GameLog, Resumable, MAX_SAVE_BYTES};
use arbiter::scenario::{resolve, MAX_SCENARIO_BYTES};
use arbiter::session::Session;
use serde_json::{json, Value};

/// Every ruleset (the tests are built with all of them).
const RULESETS: &[&str] = arbiter::rulesets::RulesetId::EVERY;

// ---------------------------------------------------------------------------------------------
// Counting and checking

#[derive(Default)]
struct Tally {
    /// (entry point, input) pairs already counted.
    seen: HashSet<(String, String)>,
    families: BTreeMap<String, usize>,
    failures: Vec<String>,
    /// What the current generated case changed (shown with a failure).
    note: String,
}

impl Tally {
    fn count(&mut self, entry: &str, family: &str, input: &str) {
        if self.seen.insert((entry.to_string(), input.to_string())) {
            *self.families.entry(family.to_string()).or_default() += 1;
        }
    }

    fn fail(&mut self, message: String) {
        if self.failures.len() < 400 {
            self.failures.push(format!("{message} (at {:?})", self.note));
        }
    }

    /// Checks that `message` contains every part; counts the input if so.
    fn check(&mut self, entry: &str, family: &str, input: &str, message: &str, parts: &[&str]) {
        let mut ok = !message.trim().is_empty();
        for p in parts {
            if !message.contains(p) {
                ok = false;
            }
        }
        if ok {
            self.count(entry, family, input);
        } else {
            self.fail(format!(
                "[{family}] {message:?} should name {parts:?}; input: {}",
                cut(input)
            ));
        }
    }

    fn report(&self, what: &str) -> usize {
        let total: usize = self.families.values().sum();
        eprintln!("{what}: {total} distinct malformed inputs");
        for (family, n) in &self.families {
            eprintln!("  {n:>6}  {family}");
        }
        if !self.failures.is_empty() {
            panic!("{} failures:\n{}", self.failures.len(), self.failures.join("\n"));
        }
        total
    }
}

fn cut(text: &str) -> String {
    match text.char_indices().nth(160) {
        Some((at, _)) => format!("{}... ({} bytes)", &text[..at], text.len()),
        None => text.to_string(),
    }
}

// ---------------------------------------------------------------------------------------------
// JSON paths

#[derive(Clone, Debug)]
enum Step {
    Key(String),
    Index(usize),
}

/// Every node under `v` (not `v` itself), parents before children.
fn nodes(v: &Value) -> Vec<Vec<Step>> {
    fn walk(v: &Value, at: &mut Vec<Step>, out: &mut Vec<Vec<Step>>) {
        match v {
            Value::Object(m) => {
                for (k, x) in m {
                    at.push(Step::Key(k.clone()));
                    out.push(at.clone());
                    walk(x, at, out);
                    at.pop();
                }
            }
            Value::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    at.push(Step::Index(i));
                    out.push(at.clone());
                    walk(x, at, out);
                    at.pop();
                }
            }
            _ => {}
        }
    }
    let mut out = vec![];
    walk(v, &mut vec![], &mut out);
    out
}

fn path_str(steps: &[Step]) -> String {
    let mut s = String::new();
    for step in steps {
        match step {
            Step::Key(k) => {
                if !s.is_empty() {
                    s.push('.');
                }
                s.push_str(k);
            }
            Step::Index(i) => s.push_str(&format!("[{i}]")),
        }
    }
    s
}

fn at<'a>(v: &'a Value, steps: &[Step]) -> &'a Value {
    steps.iter().fold(v, |v, s| match s {
        Step::Key(k) => &v[k.as_str()],
        Step::Index(i) => &v[*i],
    })
}

fn at_mut<'a>(v: &'a mut Value, steps: &[Step]) -> &'a mut Value {
    steps.iter().fold(v, |v, s| match s {
        Step::Key(k) => &mut v[k.as_str()],
        Step::Index(i) => &mut v[*i],
    })
}

/// `v` with the node at `steps` replaced by `x`.
fn with(v: &Value, steps: &[Step], x: Value) -> Value {
    let mut v = v.clone();
    *at_mut(&mut v, steps) = x;
    v
}

/// The path the engine's message names for a problem at `steps`: a choice in a scenario's
/// `choices` is read as a whole, so a problem inside it is named by the choice's path.
fn named_path(steps: &[Step]) -> String {
    match steps {
        [Step::Key(k), Step::Index(_), ..] if k == "choices" => path_str(&steps[..2]),
        // Eredan's plays and discards are choices too: `plays[0]: [E-PLAY-1] cards[1]: ...`.
        [Step::Key(k), Step::Index(_), _, ..] if k == "plays" || k == "discards" => path_str(&steps[..2]),
        _ => path_str(steps),
    }
}

/// `v` as text with a raw JSON literal (e.g. `1e9`, not representable in a `Value`) at `steps`.
fn with_raw(v: &Value, steps: &[Step], raw: &str) -> String {
    with(v, steps, json!("@@RAW@@")).to_string().replace("\"@@RAW@@\"", raw)
}

/// `v` as text with the first key of the object at `steps` written twice.
fn with_duplicate_key(v: &Value, steps: &[Step]) -> Option<(String, String)> {
    let obj = at(v, steps).as_object()?;
    let (k, x) = obj.iter().next()?;
    let mut m = serde_json::Map::new();
    m.insert(k.clone(), x.clone());
    m.insert("@@DUP@@".into(), x.clone());
    for (k2, x2) in obj.iter().skip(1) {
        m.insert(k2.clone(), x2.clone());
    }
    let text = with(v, steps, Value::Object(m))
        .to_string()
        .replace("\"@@DUP@@\"", &format!("\"{k}\""));
    Some((text, k.clone()))
}

// ---------------------------------------------------------------------------------------------
// Scenarios

/// A valid scenario of each ruleset using (nearly) every field; each family breaks it.
fn base(ruleset: &str) -> Value {
    match ruleset {
        "eredan" => json!({
            "ruleset": "eredan", "seed": 3, "dice": [2], "cards": [], "turn": 2, "active": 0, "from": "play",
            "players": [
                { "characters": [
                    { "card": "iro-le-duelliste", "pv": 10, "tapped": false, "dead": false, "attached": ["wakizashi"] },
                    { "card": "seigneur-gakyusha" },
                    { "card": "mache-l-ame", "pv": 0, "dead": true } ],
                  "hand": ["charge", "parole-de-l-empereur", "soin"], "deck": ["soin"], "discard": ["nodachi"], "score": 4 },
                { "characters": [
                    { "card": "anazra" }, { "card": "avatar-de-sol-ra", "tapped": true }, { "card": "garde-de-zil" } ],
                  "hand": ["boule-de-feu"] }
            ],
            "fighters": [0, 0],
            "plays": [["charge", "parole-de-l-empereur"], ["boule-de-feu"]],
            "discards": [[], []],
            "until": "end_of_turn"
        }),
        "berserk" => json!({
            "ruleset": "berserk", "seed": 1, "dice": [5, 1], "cards": [], "turn": 1, "active": 0, "from": "main",
            "creatures": [
                { "card": "veteran-knight", "owner": 0, "cell": [2, 2], "wounds": 1, "closed": false, "dead": false,
                  "poison": 0, "moved": false, "luck_used": false, "armour_used": 0 },
                { "card": "gnome-axeman", "owner": 1, "cell": [3, 3] }
            ],
            "choices": [ { "type": "strike", "player": 0, "attacker": 0, "target": 1 }, "pass" ],
            "until": "attack_end"
        }),
        _ => json!({
            "ruleset": "yummell", "seed": 7, "dice": [], "cards": [],
            "players": [
                { "character": "lia", "advantage": "underdog", "square": 1,
                  "hand": ["goblin", "tailwind", "enchanted-sword"], "active": ["seven-league-boots"], "activating": [] },
                { "character": "brann", "advantage": "lucky-boots", "square": 4, "hand": ["storm"] }
            ],
            "order": [0, 1], "round": 2, "turn": 0, "at": "preparation",
            "used": { "moved": false, "slot": null, "ability": false, "advantage": false,
                      "movement": 0, "challenge": 0, "stats": [0, 0, 0, 0] },
            "deck": ["troll", "sphinx", "dryad", "wolf-pack", "storm"], "discard": [],
            "choices": [
                { "type": "play_event", "player": 0, "card": "tailwind" },
                { "type": "ability", "player": 0 },
                { "type": "continue", "player": 0 },
                { "type": "move", "player": 0, "card": "goblin" }
            ]
        }),
    }
}

/// Resolves `text`; a refusal must name every part. Returns false (and counts nothing) if the
/// scenario is valid and `may_pass`.
fn scenario_case(t: &mut Tally, family: &str, text: &str, parts: &[&str], may_pass: bool) -> bool {
    match resolve(text) {
        Ok(_) if may_pass => false,
        Ok(_) => {
            t.fail(format!("[{family}] accepted: {}", cut(text)));
            false
        }
        Err(e) => {
            t.check("scenario", family, text, &e.0, parts);
            true
        }
    }
}

fn refused(t: &mut Tally, family: &str, v: &Value, parts: &[&str]) {
    scenario_case(t, family, &v.to_string(), parts, false);
}

fn syntax_errors(t: &mut Tally, ruleset: &str) {
    let text = base(ruleset).to_string();
    let f = &format!("scenario/{ruleset}: syntax errors");
    let m = "malformed JSON";
    let first_colon = text.find(':').unwrap();
    let first_comma = text.find(',').unwrap();
    let seed = text.find("\"seed\":").unwrap() + 7;
    let seed_end = seed + text[seed..].find(',').unwrap();
    let with_seed = |raw: &str| format!("{}{raw}{}", &text[..seed], &text[seed_end..]);
    let cases: Vec<(String, &str)> = vec![
        (format!("{text} x"), "something follows the end of the document"),
        (format!("{text}}}"), "something follows the end of the document"),
        (format!("{text}{text}"), "something follows the end of the document"),
        (
            format!("{},}}", &text[..text.len() - 1]),
            "a \",\" with nothing after it",
        ),
        (
            text.replacen("\"ruleset\"", "ruleset", 1),
            "a key must be text in \"quotes\"",
        ),
        (
            text.replacen("\"ruleset\"", "'ruleset'", 1),
            "a key must be text in \"quotes\"",
        ),
        (format!("/* a comment */{text}"), m),
        (format!("\u{feff}{text}"), m),
        (
            format!("{}{}", &text[..first_colon], &text[first_colon + 1..]),
            "a \":\" is missing after a key",
        ),
        (format!("{},,{}", &text[..first_comma], &text[first_comma + 1..]), m),
        (
            text.replacen(&format!("\"{ruleset}\""), &format!("\"{ruleset}\u{1}\""), 1),
            "a line break or control character inside a text",
        ),
        (
            text.replacen(&format!("\"{ruleset}\""), &format!("\"{ruleset}\\x\""), 1),
            "an unknown \"\\\" escape in a text",
        ),
        (
            text.replacen(&format!("\"{ruleset}\""), "\"\\ud800\"", 1),
            "a \"\\u\" escape that is not a character",
        ),
        (
            text.replacen(&format!("\"{ruleset}\""), "\"\\ud800\\u0041\"", 1),
            "a \"\\u\" escape that is not a character",
        ),
        (text.replacen(&format!("\"{ruleset}\""), &format!("\"{ruleset}"), 1), m),
        (with_seed("NaN"), m),
        (with_seed("Infinity"), m),
        (with_seed("-Infinity"), m),
        (with_seed("0x10"), m),
        (with_seed("007"), m),
        (with_seed("+1"), m),
        (with_seed(".5"), m),
        (with_seed("1."), m),
        (with_seed("1e"), m),
        (with_seed("1E400"), "a number is too large"),
        (with_seed("true false"), m),
        (with_seed("nul"), m),
        (with_seed("\"3"), m),
        (with_seed("[1,]"), m),
        (with_seed("{\"a\" 1}"), m),
        (text.replace(':', "="), m),
        (text.replace('"', "'"), m),
        (text.replace('[', "("), m),
    ];
    for (input, part) in cases {
        scenario_case(t, f, &input, &[part], false);
    }
}

fn not_objects(t: &mut Tally) {
    let f = "scenario: empty or not an object";
    for input in ["", " ", "\n\t", "{", "}", "[", "\"", "x"] {
        scenario_case(t, f, input, &["malformed JSON"], false);
    }
    for input in [
        "null",
        "7",
        "-0",
        "1.5",
        "true",
        "\"eredan\"",
        "[]",
        "[{\"ruleset\":\"eredan\"}]",
        "{}",
    ] {
        let part = if input == "{}" {
            "ruleset: missing field"
        } else {
            "a scenario must be a JSON object"
        };
        scenario_case(t, f, input, &[part], false);
    }
    for v in [
        json!({ "ruleset": null }),
        json!({ "ruleset": 7 }),
        json!({ "ruleset": ["eredan"] }),
    ] {
        refused(t, f, &v, &["ruleset: expected a string"]);
    }
    for name in ["", "chess", "Eredan", "eredan ", "EREDAN", "bers\u{e9}rk"] {
        refused(t, f, &json!({ "ruleset": name }), &["ruleset: unknown ruleset"]);
    }
}

fn truncations(t: &mut Tally, ruleset: &str) {
    let text = base(ruleset).to_string();
    let f = &format!("scenario/{ruleset}: truncated at every byte");
    for n in 0..text.len() {
        let part = if n == 0 {
            "malformed JSON: this is not JSON (an empty text?)"
        } else {
            "malformed JSON: the document ends"
        };
        scenario_case(t, f, &text[..n], &[part], false);
    }
}

/// Every node given a value of another JSON type.
fn wrong_types(t: &mut Tally, ruleset: &str) {
    let b = base(ruleset);
    let f = &format!("scenario/{ruleset}: wrong types");
    for steps in nodes(&b) {
        let path = named_path(&steps);
        let others: Vec<Value> = match at(&b, &steps) {
            Value::String(_) => vec![json!(7), json!(null), json!(["x"]), json!({ "x": 1 })],
            Value::Number(_) => vec![json!("7"), json!(null), json!(true), json!([7]), json!({ "x": 7 })],
            Value::Bool(_) => vec![json!("true"), json!(1), json!(null)],
            Value::Array(_) => vec![json!("[]"), json!(0), json!({}), json!(true)],
            Value::Object(_) => vec![json!("{}"), json!(0), json!([])],
            Value::Null => vec![json!(0), json!("x"), json!([])],
        };
        for x in others {
            t.note = format!("{path} = {x}");
            // An optional field takes `null` for "none".
            // And serde reads a struct from a list of its fields: `used: []` is "nothing used".
            let may_pass = x.is_null() || path.ends_with("slot") || (path == "used" && x == json!([]));
            let v = with(&b, &steps, x);
            scenario_case(t, f, &v.to_string(), &[&path], may_pass);
        }
    }
}

/// A field the engine does not know, in every object.
fn unknown_fields(t: &mut Tally, ruleset: &str) {
    let b = base(ruleset);
    let f = &format!("scenario/{ruleset}: unknown fields");
    let mut objects: Vec<Vec<Step>> = vec![vec![]];
    objects.extend(nodes(&b).into_iter().filter(|s| at(&b, s).is_object()));
    for steps in objects {
        for key in ["zzz", "Ruleset", "colour", "__proto__", ""] {
            t.note = format!("{} + {key:?}", path_str(&steps));
            let mut v = b.clone();
            at_mut(&mut v, &steps)[key] = json!(1);
            let named = named_path(&steps);
            refused(t, f, &v, &[&named, &format!("unknown field \"{key}\"")]);
        }
    }
}

/// Every object with its first key written twice.
fn duplicate_keys(t: &mut Tally, ruleset: &str) {
    let b = base(ruleset);
    let f = &format!("scenario/{ruleset}: duplicate keys");
    let mut objects: Vec<Vec<Step>> = vec![vec![]];
    objects.extend(nodes(&b).into_iter().filter(|s| at(&b, s).is_object()));
    for steps in objects {
        let Some((text, key)) = with_duplicate_key(&b, &steps) else {
            continue;
        };
        let mut named = steps.clone();
        named.push(Step::Key(key.clone()));
        scenario_case(
            t,
            f,
            &text,
            &[&path_str(&named), &format!("the field \"{key}\" is written twice")],
            false,
        );
    }
}

/// Every key removed, every array element removed: a refusal names a field.
fn deletions(t: &mut Tally, ruleset: &str) {
    let b = base(ruleset);
    let f = &format!("scenario/{ruleset}: missing fields and elements");
    for steps in nodes(&b) {
        t.note = format!("without {}", path_str(&steps));
        let mut v = b.clone();
        let (parent, last) = steps.split_at(steps.len() - 1);
        match (&last[0], at_mut(&mut v, parent)) {
            (Step::Key(k), Value::Object(m)) => {
                m.shift_remove(k);
            }
            (Step::Index(i), Value::Array(a)) => {
                a.remove(*i);
            }
            _ => unreachable!(),
        }
        let text = v.to_string();
        match resolve(&text) {
            Ok(_) => {}
            Err(e) => {
                // Either the field itself is missing, or what depended on it is refused by path.
                let e = e.0;
                let named = match &last[0] {
                    Step::Key(k) => e.contains(&format!("the field \"{k}\" is missing")),
                    Step::Index(_) => false,
                } || b.as_object().unwrap().keys().any(|k| e.starts_with(k.as_str()));
                if named {
                    t.count("scenario", f, &text);
                } else {
                    t.fail(format!("[{f}] {e:?} names no field; input: {}", cut(&text)));
                }
            }
        }
    }
}

/// Every number out of range, negative, huge, fractional; every string an unknown id.
fn bad_values(t: &mut Tally, ruleset: &str) {
    let b = base(ruleset);
    let f = &format!("scenario/{ruleset}: numbers out of range");
    let raws = [
        "-1",
        "-129",
        "256",
        "65536",
        "4294967296",
        "1000000000",
        "1e9",
        "1.5",
        "-0.5",
        "1e30",
        "1000000000000000000000000000000",
        "-1000000000000000000000000000000",
        "-9223372036854775808",
        "18446744073709551615",
        "18446744073709551616",
        "2147483648",
        "-2147483649",
    ];
    for steps in nodes(&b) {
        if !at(&b, &steps).is_number() {
            continue;
        }
        let path = named_path(&steps);
        for raw in raws {
            t.note = format!("{path} = {raw}");
            let text = with_raw(&b, &steps, raw);
            // A seed is any u64; a round has no upper bound in the rules; Yummell's `used` bonuses
            // are any i32 (bonuses add up saturating); an Eredan turn goes to 10000.
            let may_pass = path == "seed"
                || path == "round"
                || path.starts_with("used.")
                || (ruleset == "eredan" && path == "turn" && raw == "256")
                // A dead character's PV may be below 0 (down to -999); scores go to 10^6.
                || (path == "players[0].characters[2].pv" && (raw == "-1" || raw == "-129"))
                || (path == "players[0].score" && (raw == "256" || raw == "65536"));
            scenario_case(t, f, &text, &[&path], may_pass);
        }
    }
    let f = &format!("scenario/{ruleset}: unknown ids and names");
    for steps in nodes(&b) {
        if !at(&b, &steps).is_string() {
            continue;
        }
        let path = named_path(&steps);
        for id in ["no-such-id", "", "WAKIZASHI", "x".repeat(300).as_str()] {
            t.note = format!("{path} = {id:?}");
            let v = with(&b, &steps, json!(id));
            let shown = if id.len() > 100 { "xxxx" } else { id };
            refused(t, f, &v, &[&path, shown]);
        }
    }
}

fn deep_nesting(t: &mut Tally, ruleset: &str) {
    let f = &format!("scenario/{ruleset}: deep nesting");
    let deep = "nested more than 127 deep";
    let head = format!("{{\"ruleset\":\"{ruleset}\",");
    let field = match ruleset {
        "eredan" => "players",
        "berserk" => "creatures",
        _ => "players",
    };
    let inputs = [
        format!("{head}\"{field}\":{}", "[".repeat(100_000)),
        format!("{head}\"{field}\":{}{}}}", "[".repeat(129), "]".repeat(129)),
        format!("{head}\"dice\":{}{}}}", "[".repeat(200), "]".repeat(200)),
        format!("{head}\"cards\":{}", "{\"a\":".repeat(50_000)),
        format!("{head}\"cards\":[{}1{}]}}", "{\"a\":".repeat(130), "}".repeat(130)),
        format!("{head}\"seed\":0,\"zzz\":{}", "[".repeat(1_000)),
        format!("{head}\"choices\":[{}]}}", "[".repeat(500)),
    ];
    for input in &inputs {
        scenario_case(t, f, input, &["malformed JSON", deep], false);
    }
    // Just under the limit: read, and refused for its type, by path.
    let input = format!("{head}\"dice\":{}{}}}", "[".repeat(126), "]".repeat(126));
    scenario_case(t, f, &input, &["dice[0]: expected a whole number, got a list"], false);
}

fn size_limit(t: &mut Tally, ruleset: &str) {
    let f = &format!("scenario/{ruleset}: over the size limit");
    let text = base(ruleset).to_string();
    let limit = format!("the limit is {MAX_SCENARIO_BYTES}");
    let pad = MAX_SCENARIO_BYTES + 1 - text.len();
    for input in [
        format!("{text}{}", " ".repeat(pad)),
        format!("{}{text}", "\n".repeat(pad)),
        format!(
            "{}\"zzz\":\"{}\",{}",
            &text[..1],
            "x".repeat(MAX_SCENARIO_BYTES),
            &text[1..]
        ),
        format!(
            "{}\"zzz\":[{}0],{}",
            &text[..1],
            "0,".repeat(MAX_SCENARIO_BYTES / 2),
            &text[1..]
        ),
        format!("{text}{}", " ".repeat(8 * MAX_SCENARIO_BYTES)),
    ] {
        scenario_case(t, f, &input, &[&limit], false);
    }
}

/// Lists of absurd length and counts of 10^9.
fn absurd_lengths(t: &mut Tally, ruleset: &str) {
    let b = base(ruleset);
    let f = &format!("scenario/{ruleset}: absurd lengths and counts");
    let many = |id: &str, n: usize| Value::Array(vec![json!(id); n]);
    let cases: Vec<(Value, Vec<&str>)> = match ruleset {
        "eredan" => {
            let p = |field: &str, x: Value| {
                with(
                    &b,
                    &[Step::Key("players".into()), Step::Index(0), Step::Key(field.into())],
                    x,
                )
            };
            vec![
                (
                    p("hand", many("soin", 201)),
                    vec!["players[0].hand: at most 200 cards, not 201"],
                ),
                (
                    p("hand", many("soin", 100_000)),
                    vec!["players[0].hand: at most 200 cards, not 100000"],
                ),
                (p("deck", many("soin", 201)), vec!["players[0].deck: at most 200 cards"]),
                (
                    p("deck", many("soin", 120_000)),
                    vec!["players[0].deck: at most 200 cards"],
                ),
                (
                    p("discard", many("soin", 201)),
                    vec!["players[0].discard: at most 200 cards"],
                ),
                (p("characters", many("x", 100_000)), vec!["players[0].characters"]),
                (
                    p("score", json!(1_000_000_000)),
                    vec!["players[0].score: 0 to 1000000, not 1000000000"],
                ),
                (p("score", json!(-1)), vec!["players[0].score: 0 to 1000000, not -1"]),
                (p("score", json!(i32::MAX)), vec!["players[0].score"]),
                (p("score", json!(i32::MIN)), vec!["players[0].score"]),
                (
                    with(
                        &b,
                        &[
                            Step::Key("players".into()),
                            Step::Index(0),
                            Step::Key("characters".into()),
                            Step::Index(0),
                            Step::Key("attached".into()),
                        ],
                        many("wakizashi", 21),
                    ),
                    vec!["players[0].characters[0].attached: at most 20 cards, not 21"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("players".into())],
                        Value::Array(vec![b["players"][0].clone(); 1000]),
                    ),
                    vec!["players: an Eredan scenario has exactly 2 players, not 1000"],
                ),
                (
                    with(&b, &[Step::Key("turn".into())], json!(1_000_000_000)),
                    vec!["turn: must be between 1 and 10000, not 1000000000"],
                ),
                (
                    with(&b, &[Step::Key("turn".into())], json!(u32::MAX)),
                    vec!["turn: must be between 1 and 10000"],
                ),
                (
                    with(&b, &[Step::Key("turn".into())], json!(10_001)),
                    vec!["turn: must be between 1 and 10000"],
                ),
                (
                    with(&b, &[Step::Key("active".into())], json!(1_000_000_000)),
                    vec!["active: expected a whole number"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("plays".into()), Step::Index(0)],
                        many("charge", 100_000),
                    ),
                    vec!["plays[0]"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("discards".into()), Step::Index(1)],
                        many("soin", 100_000),
                    ),
                    vec!["discards[1]"],
                ),
                (
                    with(&b, &[Step::Key("dice".into())], Value::Array(vec![json!(7); 100_000])),
                    vec!["dice[0]: a d6 result is 1 to 6, not 7"],
                ),
                (
                    with(&b, &[Step::Key("plays".into())], Value::Array(vec![json!([]); 100_000])),
                    vec!["plays: expected a list of 2 items, got a list of 100000 items"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("fighters".into())],
                        Value::Array(vec![json!(0); 100_000]),
                    ),
                    vec!["fighters: expected a list of 2 items, got a list of 100000 items"],
                ),
            ]
        }
        "berserk" => {
            let creature = |i: usize| json!({ "card": "militia", "owner": i % 2, "cell": [i % 5, (i / 5) % 6] });
            vec![
                (
                    with(
                        &b,
                        &[Step::Key("creatures".into())],
                        Value::Array((0..31).map(creature).collect()),
                    ),
                    vec!["creatures: at most 30 creatures"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("creatures".into())],
                        Value::Array((0..20_000).map(creature).collect()),
                    ),
                    vec!["creatures: at most 30 creatures"],
                ),
                (
                    with(&b, &[Step::Key("choices".into())], many("pass", 2001)),
                    vec!["choices: at most 2000 choices"],
                ),
                (
                    with(&b, &[Step::Key("choices".into())], many("pass", 100_000)),
                    vec!["choices: at most 2000 choices"],
                ),
                (
                    with(&b, &[Step::Key("turn".into())], json!(1_000_000_000)),
                    vec!["turn: 1 to 60", "1000000000"],
                ),
                (
                    with(&b, &[Step::Key("turn".into())], json!(u32::MAX)),
                    vec!["turn: 1 to 60"],
                ),
                (with(&b, &[Step::Key("turn".into())], json!(61)), vec!["turn: 1 to 60"]),
                (
                    with(
                        &b,
                        &[
                            Step::Key("creatures".into()),
                            Step::Index(0),
                            Step::Key("wounds".into()),
                        ],
                        json!(1_000_000_000),
                    ),
                    vec!["creatures[0].wounds: expected a whole number"],
                ),
                (
                    with(
                        &b,
                        &[
                            Step::Key("creatures".into()),
                            Step::Index(0),
                            Step::Key("poison".into()),
                        ],
                        json!(1_000_000_000),
                    ),
                    vec!["creatures[0].poison: expected a whole number"],
                ),
                (
                    with(
                        &b,
                        &[
                            Step::Key("creatures".into()),
                            Step::Index(0),
                            Step::Key("armour_used".into()),
                        ],
                        json!(1_000_000_000),
                    ),
                    vec!["creatures[0].armour_used: expected a whole number"],
                ),
                (
                    with(&b, &[Step::Key("dice".into())], Value::Array(vec![json!(0); 100_000])),
                    vec!["dice[0]: a d6 result is 1 to 6, not 0"],
                ),
            ]
        }
        _ => {
            let p = |field: &str, x: Value| {
                with(
                    &b,
                    &[Step::Key("players".into()), Step::Index(0), Step::Key(field.into())],
                    x,
                )
            };
            let seat = json!({ "character": "lia", "advantage": "underdog" });
            vec![
                (
                    p("hand", many("goblin", 201)),
                    vec!["players[0].hand: at most 200 cards"],
                ),
                (
                    p("hand", many("goblin", 100_000)),
                    vec!["players[0].hand: at most 200 cards"],
                ),
                (
                    p("active", many("seven-league-boots", 201)),
                    vec!["players[0].active: at most 200 cards"],
                ),
                (
                    p("activating", many("seven-league-boots", 201)),
                    vec!["players[0].activating: at most 200 cards"],
                ),
                (
                    p("square", json!(1_000_000_000)),
                    vec!["players[0].square: expected a whole number"],
                ),
                (
                    with(&b, &[Step::Key("players".into())], Value::Array(vec![seat.clone(); 9])),
                    vec!["players: 2 to 8 players, not 9"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("players".into())],
                        Value::Array(vec![seat.clone(); 20_000]),
                    ),
                    vec!["players: 2 to 8 players, not 20000"],
                ),
                (
                    with(&b, &[Step::Key("players".into())], Value::Array(vec![seat; 1])),
                    vec!["players: 2 to 8 players, not 1"],
                ),
                (
                    with(&b, &[Step::Key("deck".into())], many("troll", 201)),
                    vec!["deck: at most 200 cards"],
                ),
                (
                    with(&b, &[Step::Key("deck".into())], many("troll", 120_000)),
                    vec!["deck: at most 200 cards"],
                ),
                (
                    with(&b, &[Step::Key("discard".into())], many("troll", 201)),
                    vec!["discard: at most 200 cards"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("order".into())],
                        Value::Array((0..100_000).map(|i| json!(i % 200)).collect()),
                    ),
                    vec!["order"],
                ),
                (
                    with(&b, &[Step::Key("turn".into())], json!(1_000_000_000)),
                    vec!["turn: expected a whole number"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("choices".into())],
                        Value::Array(vec![json!({ "type": "continue", "player": 0 }); 30_000]),
                    ),
                    vec!["choices["],
                ),
                (
                    with(&b, &[Step::Key("dice".into())], Value::Array(vec![json!(9); 100_000])),
                    vec!["dice[0]: a d6 result is 1 to 6, not 9"],
                ),
            ]
        }
    };
    for (v, parts) in cases {
        refused(t, f, &v, &parts);
    }
}

/// Positions the ruleset's rules make impossible, and duplicates.
fn illegal_positions(t: &mut Tally, ruleset: &str) {
    let b = base(ruleset);
    let f = &format!("scenario/{ruleset}: illegal positions and duplicates");
    let cases: Vec<(Value, Vec<&str>)> = match ruleset {
        "eredan" => {
            let ch = |i: usize, x: Value| {
                with(
                    &b,
                    &[
                        Step::Key("players".into()),
                        Step::Index(0),
                        Step::Key("characters".into()),
                        Step::Index(i),
                    ],
                    x,
                )
            };
            vec![
                (
                    ch(
                        0,
                        json!({ "card": "iro-le-duelliste", "attached": ["wakizashi", "wakizashi"] }),
                    ),
                    vec!["players[0].characters[0].attached[1]", "illegal pair", "E-EQ-2"],
                ),
                (
                    ch(
                        0,
                        json!({ "card": "iro-le-duelliste", "attached": ["nodachi", "dague-vivante"] }),
                    ),
                    vec!["players[0].characters[0].attached[1]", "illegal pair"],
                ),
                (
                    ch(
                        0,
                        json!({ "card": "iro-le-duelliste", "attached": ["cuirasse-de-cuir", "cuirasse-de-cuir"] }),
                    ),
                    vec!["attached[1]", "second armour"],
                ),
                (
                    ch(0, json!({ "card": "iro-le-duelliste", "attached": ["charge"] })),
                    vec!["attached[0]", "does not attach"],
                ),
                (
                    ch(0, json!({ "card": "iro-le-duelliste", "pv": 999 })),
                    vec!["players[0].characters[0].pv", "above"],
                ),
                (
                    ch(0, json!({ "card": "iro-le-duelliste", "pv": -5 })),
                    vec!["players[0].characters[0].pv", "living character"],
                ),
                (
                    ch(2, json!({ "card": "mache-l-ame", "dead": true, "pv": -100_000 })),
                    vec!["players[0].characters[2].pv", "out of range"],
                ),
                (
                    ch(
                        2,
                        json!({ "card": "mache-l-ame", "dead": true, "attached": ["wakizashi"] }),
                    ),
                    vec!["players[0].characters[2].attached", "dead character"],
                ),
                (
                    ch(1, json!({ "card": "soin" })),
                    vec!["players[0].characters[1].card", "not a character"],
                ),
                (
                    with(
                        &b,
                        &[
                            Step::Key("players".into()),
                            Step::Index(0),
                            Step::Key("hand".into()),
                            Step::Index(0),
                        ],
                        json!("anazra"),
                    ),
                    vec!["players[0].hand[0]", "character"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("plays".into()), Step::Index(0)],
                        json!(["charge", "charge"]),
                    ),
                    vec!["plays[0]", "charge"],
                ),
                (
                    with(&b, &[Step::Key("plays".into()), Step::Index(1)], json!(["soin"])),
                    vec!["plays[1]", "not in player 1's hand"],
                ),
                (
                    with(&b, &[Step::Key("fighters".into())], json!([2, 0])),
                    vec!["fighters[0]", "dead"],
                ),
                (
                    with(&b, &[Step::Key("fighters".into())], json!([0, 1])),
                    vec!["fighters[1]", "tapped"],
                ),
                (
                    with(&b, &[Step::Key("fighters".into())], json!([3, 0])),
                    vec!["fighters[0]", "index 3"],
                ),
                (
                    with(&b, &[Step::Key("active".into())], json!(2)),
                    vec!["active: must be 0 or 1, not 2"],
                ),
                (
                    with(&b, &[Step::Key("turn".into())], json!(0)),
                    vec!["turn: must be between 1 and 10000, not 0"],
                ),
                (
                    with(&b, &[Step::Key("discards".into())], json!([["nodachi"], []])),
                    vec!["discards[0]", "nodachi"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("cards".into())],
                        json!([{ "id": "wakizashi", "name": "Again", "type": "action" }]),
                    ),
                    vec!["cards[0]", "duplicate card id", "wakizashi"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("cards".into())],
                        json!([{ "id": "x", "name": "X", "type": "action" }, { "id": "x", "name": "X", "type": "action" }]),
                    ),
                    vec!["cards[1]", "duplicate card id"],
                ),
                (
                    with(&b, &[Step::Key("cards".into())], json!({ "id": "x" })),
                    vec!["cards", "array"],
                ),
            ]
        }
        "berserk" => {
            let cr = |i: usize, field: &str, x: Value| {
                with(
                    &b,
                    &[Step::Key("creatures".into()), Step::Index(i), Step::Key(field.into())],
                    x,
                )
            };
            vec![
                (cr(1, "cell", json!([2, 2])), vec!["creatures[1].cell", "taken"]),
                (cr(1, "cell", json!([5, 0])), vec!["creatures[1].cell", "off the board"]),
                (cr(1, "cell", json!([0, 6])), vec!["creatures[1].cell", "off the board"]),
                (
                    cr(1, "cell", json!([0, 0, 0])),
                    vec!["creatures[1].cell: expected a list of 2 items, got a list of 3 items"],
                ),
                (
                    cr(1, "cell", json!([0])),
                    vec!["creatures[1].cell: expected a list of 2 items, got a list of 1 item"],
                ),
                (cr(1, "owner", json!(2)), vec!["creatures[1].owner", "0 or 1"]),
                (
                    cr(1, "owner", json!(0)),
                    vec!["creatures", "player 1 has no living creature"],
                ),
                (
                    cr(1, "dead", json!(true)),
                    vec!["creatures", "player 1 has no living creature"],
                ),
                (
                    cr(0, "wounds", json!(200)),
                    vec!["creatures[0].wounds", "fewer wounds than its life"],
                ),
                (
                    cr(1, "card", json!("veteran-knight ")),
                    vec!["creatures[1].card", "veteran-knight "],
                ),
                (
                    with(&b, &[Step::Key("creatures".into())], json!([])),
                    vec!["creatures", "no living creature"],
                ),
                (
                    with(&b, &[Step::Key("active".into())], json!(2)),
                    vec!["active", "0 or 1, not 2"],
                ),
                (with(&b, &[Step::Key("turn".into())], json!(0)), vec!["turn", "from 1"]),
                (
                    with(
                        &b,
                        &[Step::Key("choices".into()), Step::Index(0), Step::Key("target".into())],
                        json!(0),
                    ),
                    vec!["choices[0]"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("choices".into()), Step::Index(0), Step::Key("player".into())],
                        json!(1),
                    ),
                    vec!["choices[0]"],
                ),
                (
                    with(
                        &b,
                        &[
                            Step::Key("choices".into()),
                            Step::Index(0),
                            Step::Key("attacker".into()),
                        ],
                        json!(7),
                    ),
                    vec!["choices[0]"],
                ),
                (
                    with(&b, &[Step::Key("choices".into()), Step::Index(1)], json!("exchange")),
                    vec!["choices[1]"],
                ),
                (
                    with(&b, &[Step::Key("choices".into()), Step::Index(1)], json!("dance")),
                    vec!["choices[1]", "dance"],
                ),
                (
                    with(&b, &[Step::Key("cards".into())], json!([{ "id": "militia" }])),
                    vec!["cards[0]"],
                ),
            ]
        }
        _ => {
            let pl = |i: usize, field: &str, x: Value| {
                with(
                    &b,
                    &[Step::Key("players".into()), Step::Index(i), Step::Key(field.into())],
                    x,
                )
            };
            vec![
                (pl(0, "square", json!(15)), vec!["players[0].square", "finish"]),
                (pl(0, "square", json!(255)), vec!["players[0].square", "finish"]),
                (
                    pl(0, "active", json!(["goblin"])),
                    vec!["players[0].active[0]", "not an Artefact"],
                ),
                (
                    pl(1, "activating", json!(["storm"])),
                    vec!["players[1].activating[0]", "not an Artefact"],
                ),
                (
                    pl(1, "character", json!("zorro")),
                    vec!["players[1].character", "unknown character id \"zorro\""],
                ),
                (
                    pl(1, "advantage", json!("luck")),
                    vec!["players[1].advantage", "unknown advantage id \"luck\""],
                ),
                (
                    with(&b, &[Step::Key("order".into())], json!([0, 0])),
                    vec!["order", "exactly once"],
                ),
                (
                    with(&b, &[Step::Key("order".into())], json!([1])),
                    vec!["order", "exactly once"],
                ),
                (
                    with(&b, &[Step::Key("order".into())], json!([0, 1, 2])),
                    vec!["order", "exactly once"],
                ),
                (
                    with(&b, &[Step::Key("turn".into())], json!(5)),
                    vec!["turn", "no player 5"],
                ),
                (
                    with(&b, &[Step::Key("encounter".into())], json!("troll")),
                    vec!["encounter", "only with at \"challenge\""],
                ),
                (
                    with(&b, &[Step::Key("at".into())], json!("challenge")),
                    vec!["encounter"],
                ),
                (
                    with(
                        &with(&b, &[Step::Key("at".into())], json!("challenge")),
                        &[Step::Key("encounter".into())],
                        json!("storm"),
                    ),
                    vec!["encounter", "not a Creature"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("choices".into()), Step::Index(0), Step::Key("player".into())],
                        json!(1),
                    ),
                    vec!["choices[0]"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("choices".into()), Step::Index(3), Step::Key("card".into())],
                        json!("storm"),
                    ),
                    vec!["choices[3]"],
                ),
                (
                    with(
                        &b,
                        &[Step::Key("choices".into()), Step::Index(1)],
                        json!({ "type": "ability", "player": 0 , "target": { "player": 9, "card": "x" } }),
                    ),
                    vec!["choices[1]"],
                ),
                (
                    with(&b, &[Step::Key("cards".into())], json!([{ "id": "goblin" }])),
                    vec!["cards[0]"],
                ),
            ]
        }
    };
    for (v, parts) in cases {
        refused(t, f, &v, &parts);
    }
}

#[test]
fn the_bases_are_valid() {
    for &r in RULESETS {
        resolve(&base(r).to_string()).unwrap_or_else(|e| panic!("{r}: {e}"));
    }
}

// ---------------------------------------------------------------------------------------------
// Choices against a live game

fn start(ruleset: &str, seed: u64) -> Box<dyn Session> {
    arbiter::saves::Resumable::start(&GameLog::new(ruleset, seed, Value::Null))
        .unwrap()
        .session
}

/// Bad variants of the legal choice `legal` (field changed, removed, added, types, players).
fn choice_variants(legal: &Value, player: u64) -> Vec<String> {
    let mut out: Vec<Value> = vec![];
    let obj = legal.as_object().unwrap();
    for (k, x) in obj {
        if k == "type" {
            for ty in ["dance", "", "Fighters", "pass ", "PLAY"] {
                out.push(with(legal, &[Step::Key(k.clone())], json!(ty)));
            }
            continue;
        }
        let mut xs: Vec<Value> = match x {
            Value::Number(n) => {
                let n = n.as_u64().unwrap_or(0);
                vec![
                    json!(n + 1),
                    json!(n + 2),
                    json!(n + 7),
                    json!(255),
                    json!(256),
                    json!(-1),
                    json!(1e9),
                    json!(1.5),
                    json!(n.to_string()),
                    json!(null),
                    json!(u64::MAX),
                ]
            }
            Value::String(s) => vec![
                json!("no-such-card"),
                json!(""),
                json!(7),
                json!(format!("{s}x")),
                json!(s.to_uppercase()),
                json!(null),
            ],
            Value::Array(a) => {
                let mut twice = a.clone();
                twice.extend(a.iter().cloned());
                let mut extra = a.clone();
                extra.push(json!("no-such-card"));
                let mut v = vec![
                    json!(["no-such-card"]),
                    Value::Array(extra),
                    json!([1]),
                    json!({}),
                    json!("x"),
                    Value::Array(vec![json!("soin"); 5000]),
                ];
                if !a.is_empty() {
                    v.push(Value::Array(twice));
                    v.push(json!([]));
                }
                if a.len() == 2 && a.iter().all(Value::is_number) {
                    v.push(json!([9, 9]));
                    v.push(json!([0, 0, 0]));
                }
                v
            }
            Value::Object(_) => vec![json!({}), json!({ "zzz": 1 }), json!([])],
            Value::Bool(b) => vec![json!(!b), json!(1)],
            Value::Null => vec![json!(0)],
        };
        if k == "player" {
            xs.push(json!(1 - player.min(1)));
            xs.push(json!(player + 1));
            xs.push(json!(8));
        }
        for x2 in xs {
            out.push(with(legal, &[Step::Key(k.clone())], x2));
        }
        let mut removed = legal.clone();
        removed.as_object_mut().unwrap().shift_remove(k);
        out.push(removed);
    }
    let mut extra = legal.clone();
    extra["zzz"] = json!(1);
    out.push(extra);
    let text = legal.to_string();
    let mut texts: Vec<String> = out.iter().map(Value::to_string).collect();
    // The legal choice cut short, and with its first key twice.
    for n in (0..text.len()).step_by(7) {
        texts.push(text[..n].to_string());
    }
    if let Some((dup, _)) = with_duplicate_key(legal, &[]) {
        texts.push(dup);
    }
    texts.push(format!("{text}x"));
    texts.push(format!("[{text}]"));
    texts.push(json!(text).to_string());
    texts
}

/// Choices of every type that are wrong now (another phase, the other player).
fn other_choices(ruleset: &str, player: u64) -> Vec<String> {
    let other = 1 - player.min(1);
    let v: Vec<Value> = match ruleset {
        "eredan" => vec![
            json!({ "type": "fighters", "player": player, "own": 0, "opponent": 0 }),
            json!({ "type": "fighters", "player": other, "own": 0, "opponent": 0 }),
            json!({ "type": "play", "player": player, "cards": [] }),
            json!({ "type": "play", "player": other, "cards": [] }),
            json!({ "type": "play", "player": player, "cards": ["wakizashi", "wakizashi", "wakizashi"] }),
            json!({ "type": "discard", "player": player, "cards": [] }),
            json!({ "type": "discard", "player": other, "cards": ["nodachi"] }),
        ],
        "berserk" => vec![
            json!({ "type": "pass", "player": other }),
            json!({ "type": "move", "player": player, "creature": 0, "to": [4, 5] }),
            json!({ "type": "move", "player": player, "creature": 999, "to": [0, 0] }),
            json!({ "type": "strike", "player": player, "attacker": 0, "target": 0 }),
            json!({ "type": "redirect", "player": player, "creature": 0 }),
            json!({ "type": "defender", "player": other, "creature": 1 }),
            json!({ "type": "reroll", "player": player, "creature": 0, "role": "attacker" }),
            json!({ "type": "reroll", "player": player, "creature": 0, "role": "both" }),
            json!({ "type": "exchange", "player": player, "choice": "lower" }),
            json!({ "type": "exchange", "player": player, "choice": "higher" }),
        ],
        _ => vec![
            json!({ "type": "continue", "player": other }),
            json!({ "type": "play_event", "player": player, "card": "troll" }),
            json!({ "type": "start_artefact", "player": player, "card": "no-such-card" }),
            json!({ "type": "use_artefact", "player": player, "card": "lucky-charm", "target": { "player": 9, "card": "x" } }),
            json!({ "type": "ability", "player": other }),
            json!({ "type": "advantage", "player": other }),
            json!({ "type": "rest", "player": other }),
            json!({ "type": "challenge", "player": player, "card": "no-such-card" }),
            json!({ "type": "discard", "player": player, "cards": ["a", "b", "c", "d", "e"] }),
        ],
    };
    let mut texts: Vec<String> = v.iter().map(Value::to_string).collect();
    for junk in [
        "",
        " ",
        "{",
        "}",
        "nope",
        "null",
        "[]",
        "7",
        "true",
        "\"pass\"",
        "{}",
        "{\"type\":null}",
        "{\"type\":7}",
        "{\"type\":\"dance\"}",
        "{\"player\":0}",
        "{\"type\":[\"play\"]}",
        "[[[[[[[[",
    ] {
        texts.push(junk.to_string());
    }
    texts.push(format!("{}{}", "[".repeat(100_000), "]".repeat(100_000)));
    texts.push(format!("{{\"type\":{}}}", "[".repeat(200)));
    texts
}

fn bad_choices(t: &mut Tally, ruleset: &str) {
    let f = &format!("choices/{ruleset}: against a live game");
    let mut game = start(ruleset, 5);
    let mut rng = Rng::new(5);
    let stops = [0usize, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144];
    for step in 0..=*stops.last().unwrap() {
        if game.outcome().is_some() {
            break;
        }
        if stops.contains(&step) {
            let pending: Value = serde_json::from_str(&game.pending_json()).unwrap();
            let player = pending["player"].as_u64().unwrap_or(0);
            let legal: Value = serde_json::from_str(&game.suggest(BotKind::Random, step as u64, 1).unwrap()).unwrap();
            let mut inputs = choice_variants(&legal, player);
            inputs.extend(other_choices(ruleset, player));
            for input in inputs {
                let before = (game.internal_state(), game.pending_json(), game.choices().len());
                let Some(why) = game.why_not(&input) else { continue };
                match game.choose_json(&input) {
                    Ok(_) => {
                        t.fail(format!("[{f}] accepted although why_not said {why:?}: {}", cut(&input)));
                        return;
                    }
                    Err(e) => {
                        if e != why {
                            t.fail(format!("[{f}] choose said {e:?}, why_not {why:?}"));
                        }
                        let after = (game.internal_state(), game.pending_json(), game.choices().len());
                        if after != before {
                            t.fail(format!("[{f}] the game changed after a refused {}", cut(&input)));
                        }
                        // A reader's error names `choice`; a rule's names the rule ([E-FIGHT] ...).
                        let e = e.to_string();
                        let named = e.starts_with("choice") || (e.starts_with('[') && e.contains("] "));
                        let key = format!("{ruleset}: {input}");
                        if named {
                            t.check("choice", f, &key, &e, &[]);
                        } else {
                            t.fail(format!(
                                "[{f}] {e:?} names neither the field nor the rule: {}",
                                cut(&input)
                            ));
                        }
                    }
                }
            }
        }
        game.random_step(&mut rng);
    }
}

// ---------------------------------------------------------------------------------------------
// Game logs and snapshots

/// A game of `ruleset` played `steps` random choices in (or to its end).
fn played(ruleset: &str, seed: u64, steps: usize) -> Resumable {
    let mut game = Resumable::start(&GameLog::new(ruleset, seed, Value::Null)).unwrap();
    let mut rng = Rng::new(seed);
    for _ in 0..steps {
        if game.session.random_step(&mut rng).is_none() {
            break;
        }
    }
    game
}

fn log_case(t: &mut Tally, family: &str, text: &str, parts: &[&str]) {
    match saves::read_log(text).and_then(|log| Resumable::start(&log).map(|_| ())) {
        Ok(()) => t.fail(format!("[{family}] accepted: {}", cut(text))),
        Err(e) => t.check("log", family, text, &e.to_string(), parts),
    }
}

fn bad_logs(t: &mut Tally) {
    let header = "{\"format\":\"arbiter-log\",\"version\":1,";
    let f = "log: header (format, version)";
    for (text, part) in [
        (
            "{\"format\":\"arbiter-log\",\"version\":0,\"ruleset\":\"eredan\"}",
            "log: version 0 cannot be read",
        ),
        (
            "{\"format\":\"arbiter-log\",\"version\":3,\"ruleset\":\"eredan\"}",
            "log: version 3 cannot be read",
        ),
        (
            "{\"format\":\"arbiter-log\",\"version\":\"1\",\"ruleset\":\"eredan\"}",
            "log: version \"1\" cannot be read",
        ),
        (
            "{\"format\":\"arbiter-log\",\"version\":1.0,\"ruleset\":\"eredan\"}",
            "log: version 1.0 cannot be read",
        ),
        (
            "{\"format\":\"arbiter-log\",\"version\":-1,\"ruleset\":\"eredan\"}",
            "log: version -1 cannot be read",
        ),
        (
            "{\"format\":\"arbiter-log\",\"version\":null,\"ruleset\":\"eredan\"}",
            "log: version null cannot be read",
        ),
        (
            "{\"format\":\"arbiter-log\",\"version\":1e100,\"ruleset\":\"eredan\"}",
            "cannot be read",
        ),
        (
            "{\"format\":\"arbiter-log\",\"ruleset\":\"eredan\"}",
            "log.version: missing",
        ),
        ("{\"version\":1,\"ruleset\":\"eredan\"}", "log: not a saved arbiter-log"),
        (
            "{\"format\":\"arbiter-snapshot\",\"version\":1,\"ruleset\":\"eredan\"}",
            "log: not a saved arbiter-log",
        ),
        (
            "{\"format\":\"Arbiter-Log\",\"version\":1,\"ruleset\":\"eredan\"}",
            "log: not a saved arbiter-log",
        ),
        (
            "{\"format\":7,\"version\":1,\"ruleset\":\"eredan\"}",
            "log: not a saved arbiter-log",
        ),
        (
            "{\"format\":[\"arbiter-log\"],\"version\":1,\"ruleset\":\"eredan\"}",
            "log: not a saved arbiter-log",
        ),
        (
            "{\"format\":\"arbiter-log\",\"format\":\"arbiter-log\",\"version\":1,\"ruleset\":\"eredan\"}",
            "log.format: the field \"format\" is written twice",
        ),
        ("[]", "log: not a saved arbiter-log"),
        ("null", "log: not a saved arbiter-log"),
        ("\"arbiter-log\"", "log: not a saved arbiter-log"),
        ("", "log: malformed JSON"),
        ("{", "log: malformed JSON"),
        ("nope", "log: malformed JSON"),
    ] {
        log_case(t, f, text, &[part]);
    }
    let f = "log: fields";
    for (body, parts) in [
        ("\"choices\":[]}", vec!["log: the field \"ruleset\" is missing"]),
        ("\"ruleset\":\"chess\"}", vec!["ruleset: unknown ruleset \"chess\""]),
        ("\"ruleset\":7}", vec!["log.ruleset: expected text, got the number 7"]),
        ("\"ruleset\":\"eredan\",\"zzz\":1}", vec!["log.zzz: unknown field"]),
        ("\"ruleset\":\"eredan\",\"seed\":-1}", vec!["log.seed: expected a whole number"]),
        ("\"ruleset\":\"eredan\",\"seed\":\"7\"}", vec!["log.seed: expected a whole number, got the text \"7\""]),
        ("\"ruleset\":\"eredan\",\"seed\":1.5}", vec!["log.seed: expected a whole number, got the number 1.5"]),
        ("\"ruleset\":\"eredan\",\"seed\":1e30}", vec!["log.seed: expected a whole number, got the number 1e+30"]),
        ("\"ruleset\":\"eredan\",\"seed\":18446744073709551616}", vec!["log.seed"]),
        ("\"ruleset\":\"eredan\",\"choices\":{}}", vec!["log.choices: expected a list, got an object"]),
        ("\"ruleset\":\"eredan\",\"choices\":\"x\"}", vec!["log.choices: expected a list, got the text \"x\""]),
        ("\"ruleset\":\"eredan\",\"choices\":[7]}", vec!["choices[0]: choice: expected an object, got the number 7"]),
        ("\"ruleset\":\"eredan\",\"choices\":[null]}", vec!["choices[0]: choice"]),
        ("\"ruleset\":\"eredan\",\"choices\":[{\"type\":\"dance\"}]}", vec!["choices[0]: choice.type: \"dance\" is not one of: \"fighters\", \"play\", \"discard\""]),
        ("\"ruleset\":\"eredan\",\"choices\":[{\"type\":\"fighters\",\"player\":0,\"own\":0,\"opponent\":0,\"own\":1}]}", vec!["log.choices[0].own: the field \"own\" is written twice"]),
        ("\"ruleset\":\"eredan\",\"setup\":7}", vec!["setup: expected an object, got the number 7"]),
        ("\"ruleset\":\"eredan\",\"setup\":\"decks\"}", vec!["setup: expected an object, got the text \"decks\""]),
        ("\"ruleset\":\"eredan\",\"setup\":{\"zzz\":1}}", vec!["setup.zzz: unknown field"]),
        ("\"ruleset\":\"eredan\",\"setup\":{\"squads\":[\"a\",\"b\"]}}", vec!["setup.squads: unknown field"]),
        ("\"ruleset\":\"eredan\",\"setup\":{\"decks\":[\"nope\",\"zil-et-sortileges\"]}}", vec!["setup.decks[0]", "nope"]),
        ("\"ruleset\":\"eredan\",\"setup\":{\"decks\":[\"lames-de-kotoba\",\"\"]}}", vec!["setup.decks[1]"]),
        ("\"ruleset\":\"eredan\",\"setup\":{\"decks\":[\"lames-de-kotoba\"]}}", vec!["setup.decks: expected a list of 2 items, got a list of 1 item"]),
        ("\"ruleset\":\"eredan\",\"setup\":{\"decks\":[\"a\",\"b\",\"c\"]}}", vec!["setup.decks: expected a list of 2 items, got a list of 3 items"]),
        ("\"ruleset\":\"eredan\",\"setup\":{\"decks\":[7,\"zil-et-sortileges\"]}}", vec!["setup.decks[0]"]),
        ("\"ruleset\":\"eredan\",\"setup\":{\"decks\":[\"zil-et-sortileges\",7]}}", vec!["setup.decks[1]"]),
        ("\"ruleset\":\"eredan\",\"setup\":{\"decks\":[{\"characters\":[\"anazra\"],\"cards\":[]},\"zil-et-sortileges\"]}}", vec!["setup: [E-SET] decks[0].characters: a player has exactly 3 characters, not 1"]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"squads\":[\"x\",\"wild-horde\"]}}", vec!["setup.squads[0]: unknown squad \"x\""]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"squads\":[\"wild-horde\",\"\"]}}", vec!["setup.squads[1]: unknown squad \"\""]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"squads\":[\"wild-horde\"]}}", vec!["setup.squads: expected a list of 2 items, got a list of 1 item"]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"squads\":[1,2]}}", vec!["setup.squads[0]: expected text, got the number 1"]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"decks\":[\"a\",\"b\"]}}", vec!["setup.decks[0]: no ready deck is \"a\" (ready decks: \"steppe\""]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"decks\":[7,\"steppe\"]}}", vec!["setup.decks[0]: expected a ready deck's id or the deck's list, got the number 7"]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"decks\":[\"steppe\",[\"30 Кочевник\"]]}}", vec!["setup.decks[1]: the deck is not legal [B-GAME-1]: 30 copies of vs-001, more than 3"]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"decks\":[[\"3 Кочевник\"],\"steppe\"]}}", vec!["setup.decks[0]: the deck is not legal [B-GAME-1]: 3 cards, fewer than 30"]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"decks\":[[\"3 Кочевник\",\"2 Nobody\"],\"steppe\"]}}", vec!["setup.decks[0][1]: \"2 Nobody\": no printed card is named \"Nobody\""]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"decks\":[[\"3 Кочевник\",5],\"steppe\"]}}", vec!["setup.decks[0][1]: expected a line of the list (text), got the number 5"]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"decks\":[\"steppe\",\"forest\"],\"squads\":[\"wild-horde\",\"wild-horde\"]}}", vec!["setup: a setup has squads (a skirmish) or decks (a whole game), not both"]),
        ("\"ruleset\":\"berserk\",\"setup\":{\"players\":4}}", vec!["setup.players: unknown field"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"players\":0}}", vec!["setup.players: 2 to 8 players, not 0"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"players\":1}}", vec!["setup.players: 2 to 8 players, not 1"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"players\":9}}", vec!["setup.players: 2 to 8 players, not 9"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"players\":1000000000}}", vec!["setup.players: 2 to 8 players, not 1000000000"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"players\":18446744073709551615}}", vec!["setup.players: 2 to 8 players"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"players\":-1}}", vec!["setup.players: expected a whole number"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"players\":4.5}}", vec!["setup.players: expected a whole number, got the number 4.5"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"players\":1e9}}", vec!["setup.players: expected a whole number, got the number 1000000000.0"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"players\":\"4\"}}", vec!["setup.players: expected a whole number, got the text \"4\""]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"seats\":[]}}", vec!["seats: 2 to 8 players, not 0"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"seats\":[{\"character\":\"lia\",\"advantage\":\"underdog\"}]}}", vec!["seats: 2 to 8 players, not 1"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"seats\":[{\"character\":\"zorro\",\"advantage\":\"underdog\"},{\"character\":\"lia\",\"advantage\":\"underdog\"}]}}", vec!["seats[0].character: unknown character id \"zorro\""]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"seats\":[{\"character\":\"lia\",\"advantage\":\"underdog\"},{\"character\":\"lia\",\"advantage\":\"luck\"}]}}", vec!["seats[1].advantage: unknown advantage id \"luck\""]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"seats\":[{\"character\":\"lia\"},{\"character\":\"lia\",\"advantage\":\"underdog\"}]}}", vec!["setup.seats[0]: the field \"advantage\" is missing"]),
        ("\"ruleset\":\"yummell\",\"setup\":{\"squads\":[\"a\",\"b\"]}}", vec!["setup.squads: unknown field"]),
    ] {
        // The header of the log's ruleset (Berserk's saves are at version 5).
        let ruleset = body.split('"').nth(3).unwrap_or("");
        let header = header.replace(":1,", &format!(":{},", saves::save_version(ruleset)));
        log_case(t, f, &format!("{header}{body}"), &parts);
    }
    let f = "log: seats of absurd number";
    let seats = |n: usize| {
        let seat = json!({ "character": "lia", "advantage": "underdog" });
        json!({ "format": "arbiter-log", "version": 1, "ruleset": "yummell", "setup": { "seats": vec![seat; n] } })
            .to_string()
    };
    log_case(t, f, &seats(9), &["seats: 2 to 8 players, not 9"]);
    log_case(t, f, &seats(50_000), &["seats: 2 to 8 players, not 50000"]);
    let f = "log: over the size limit";
    let limit = format!("over the limit of {MAX_SAVE_BYTES}");
    log_case(
        t,
        f,
        &format!("{header}\"ruleset\":\"eredan\"}}{}", " ".repeat(MAX_SAVE_BYTES)),
        &[&limit],
    );
    log_case(
        t,
        f,
        &format!(
            "{header}\"ruleset\":\"eredan\",\"choices\":[{}{{}}]}}",
            "{},".repeat(MAX_SAVE_BYTES / 3)
        ),
        &[&limit],
    );
    log_case(
        t,
        f,
        &format!("{header}\"ruleset\":\"eredan\",\"choices\":{}", "[".repeat(100_000)),
        &["nested more than 127 deep"],
    );

    // A played game's log, broken at choice k.
    for &ruleset in RULESETS {
        let game = played(ruleset, 9, 10_000);
        let log = serde_json::to_value(game.log()).unwrap();
        let n = log["choices"].as_array().unwrap().len();
        assert!(n > 10, "{ruleset}: a game of {n} choices");
        let f = &format!("log/{ruleset}: an illegal choice at index k");
        let stride = (n / 40).max(1);
        for k in (0..n).step_by(stride) {
            let c = log["choices"][k].clone();
            let player = c["player"].as_u64().unwrap_or(0);
            for bad in [
                json!({ "type": "dance" }),
                with(&c, &[Step::Key("player".into())], json!(player + 1)),
                with(&c, &[Step::Key("player".into())], json!(-1)),
                json!(7),
            ] {
                let v = with(&log, &[Step::Key("choices".into()), Step::Index(k)], bad);
                log_case(t, f, &v.to_string(), &[&format!("choices[{k}]: ")]);
            }
        }
        // One choice too many after the end of the game.
        let mut v = log.clone();
        let last = v["choices"][n - 1].clone();
        v["choices"].as_array_mut().unwrap().push(last);
        log_case(t, f, &v.to_string(), &[&format!("choices[{n}]: ")]);
        // Truncated anywhere.
        let f = &format!("log/{ruleset}: truncated");
        let text = v.to_string();
        for cut_at in (1..text.len()).step_by((text.len() / 60).max(1)) {
            log_case(t, f, &text[..cut_at], &["log: malformed JSON: the document ends"]);
        }
    }
}

fn restore_case(t: &mut Tally, family: &str, text: &str, parts: &[&str]) {
    match Resumable::restore(text) {
        Ok(_) => t.fail(format!("[{family}] restored: {}", cut(text))),
        Err(e) => t.check("snapshot", family, text, &e.to_string(), parts),
    }
}

fn bad_snapshots(t: &mut Tally) {
    for &ruleset in RULESETS {
        let game = played(ruleset, 4, 25);
        let text = game.snapshot();
        Resumable::restore(&text).unwrap();
        let snap: Value = serde_json::from_str(&text).unwrap();

        let f = &format!("snapshot/{ruleset}: truncated every 97th byte");
        for n in (1..text.len()).step_by(97) {
            restore_case(t, f, &text[..n], &["snapshot: malformed JSON: the document ends"]);
        }

        let f = &format!("snapshot/{ruleset}: header");
        let key = |k: &str, x: Value| with(&snap, &[Step::Key(k.into())], x).to_string();
        let log_key = |k: &str, x: Value| with(&snap, &[Step::Key("log".into()), Step::Key(k.into())], x).to_string();
        let mut no_version = snap.clone();
        no_version.as_object_mut().unwrap().shift_remove("version");
        let mut no_format = snap.clone();
        no_format.as_object_mut().unwrap().shift_remove("format");
        let mut no_log_version = snap.clone();
        no_log_version["log"].as_object_mut().unwrap().shift_remove("version");
        // Its ruleset's version of saves, and a version after it.
        let v = saves::save_version(ruleset);
        let reads = if v == 1 {
            "version 1".to_string()
        } else {
            format!("{ruleset} games of version {v}")
        };
        let (zero, after) = (
            format!("snapshot: version 0 cannot be read by this engine (it reads {reads})"),
            format!("snapshot: version {} cannot be read", v + 1),
        );
        let log_after = format!("snapshot.log: version {} cannot be read", v + 1);
        for (input, part) in [
            (key("version", json!(0)), zero.as_str()),
            (key("version", json!(v + 1)), after.as_str()),
            (key("version", json!("1")), "snapshot: version \"1\" cannot be read"),
            (key("version", json!(1.5)), "snapshot: version 1.5 cannot be read"),
            (key("version", json!(null)), "snapshot: version null cannot be read"),
            (key("version", json!([1])), "snapshot: version [1] cannot be read"),
            (no_version.to_string(), "snapshot.version: missing"),
            (no_format.to_string(), "snapshot: not a saved arbiter-snapshot"),
            (
                key("format", json!("arbiter-log")),
                "snapshot: not a saved arbiter-snapshot",
            ),
            (key("format", json!(null)), "snapshot: not a saved arbiter-snapshot"),
            (log_key("version", json!(v + 1)), log_after.as_str()),
            (
                log_key("version", json!("1")),
                "snapshot.log: version \"1\" cannot be read",
            ),
            (no_log_version.to_string(), "snapshot.log.version: missing"),
            (
                log_key("format", json!("arbiter-snapshot")),
                "snapshot.log: not a saved arbiter-log",
            ),
            (key("log", json!(null)), "snapshot.log: not a saved arbiter-log"),
            (key("log", json!([])), "snapshot.log: not a saved arbiter-log"),
            (key("zzz", json!(1)), "snapshot.zzz: unknown field"),
            (log_key("zzz", json!(1)), "snapshot.log.zzz: unknown field"),
            (
                log_key("ruleset", json!("chess")),
                "snapshot.log: ruleset: unknown ruleset \"chess\"",
            ),
            (log_key("seed", json!(-4)), "snapshot.log.seed: expected a whole number"),
            (
                log_key("setup", json!({ "zzz": 1 })),
                "snapshot.log: setup.zzz: unknown field",
            ),
        ] {
            restore_case(t, f, &input, &[part]);
        }
        let mut no_state = snap.clone();
        no_state.as_object_mut().unwrap().shift_remove("state");
        restore_case(
            t,
            f,
            &no_state.to_string(),
            &["snapshot: the field \"state\" is missing"],
        );
        let mut no_log = snap.clone();
        no_log.as_object_mut().unwrap().shift_remove("log");
        restore_case(t, f, &no_log.to_string(), &["snapshot: the field \"log\" is missing"]);
        if let Some((dup, k)) = with_duplicate_key(&snap, &[]) {
            restore_case(t, f, &dup, &[&format!("the field \"{k}\" is written twice")]);
        }
        if let Some((dup, k)) = with_duplicate_key(&snap, &[Step::Key("log".into())]) {
            restore_case(t, f, &dup, &[&format!("the field \"{k}\" is written twice")]);
        }

        // The state edited: every number changed, every string, every boolean flipped, keys added.
        let f = &format!("snapshot/{ruleset}: edited state");
        let mismatch = "snapshot: the state does not match its log (edited or damaged)";
        let state_nodes: Vec<Vec<Step>> = nodes(&snap["state"])
            .into_iter()
            .map(|s| [vec![Step::Key("state".into())], s].concat())
            .collect();
        for steps in &state_nodes {
            let x = at(&snap, steps);
            let edits: Vec<Value> = match x {
                Value::Number(n) => vec![
                    json!(n.as_i64().unwrap_or(0) + 1),
                    json!(n.as_f64().unwrap_or(0.0) + 0.5),
                ],
                Value::String(s) => vec![json!(format!("{s}x"))],
                Value::Bool(b) => vec![json!(!b)],
                Value::Null => vec![json!(0)],
                Value::Array(_) => vec![json!(null)],
                Value::Object(_) => vec![],
            };
            for e in edits {
                restore_case(t, f, &with(&snap, steps, e).to_string(), &[mismatch]);
            }
            if x.is_object() {
                let mut v = snap.clone();
                at_mut(&mut v, steps)["zzz"] = json!(1);
                restore_case(t, f, &v.to_string(), &[mismatch]);
            }
        }
        let mut extra = snap.clone();
        extra["state"]["zzz"] = json!(1);
        restore_case(t, f, &extra.to_string(), &[mismatch]);
        restore_case(t, f, &key("state", json!(null)), &[mismatch]);
        restore_case(t, f, &key("state", json!({})), &[mismatch]);

        // The log edited: each choice removed, or made by the other player.
        let f = &format!("snapshot/{ruleset}: edited log");
        let n = snap["log"]["choices"].as_array().unwrap().len();
        for k in 0..n {
            t.note = format!("log.choices[{k}] removed or by another player");
            let mut v = snap.clone();
            v["log"]["choices"].as_array_mut().unwrap().remove(k);
            // A choice that changed nothing lasting (an Advantage whose bonus went unused) can
            // be removed and reach the very same state: that log is a valid save, not counted.
            match Resumable::restore(&v.to_string()) {
                Ok(g) => assert_eq!(g.session.internal_state(), game.session.internal_state()),
                Err(e) => t.check("snapshot", f, &v.to_string(), &e.to_string(), &["snapshot"]),
            }
            let player = snap["log"]["choices"][k]["player"].as_u64().unwrap_or(0);
            let v = with(
                &snap,
                &[
                    Step::Key("log".into()),
                    Step::Key("choices".into()),
                    Step::Index(k),
                    Step::Key("player".into()),
                ],
                json!(player + 1),
            );
            restore_case(t, f, &v.to_string(), &[&format!("snapshot.log: choices[{k}]: ")]);
        }
        restore_case(
            t,
            f,
            &log_key("seed", json!(snap["log"]["seed"].as_u64().unwrap() + 1)),
            &["snapshot"],
        );
        restore_case(t, f, &log_key("choices", json!([])), &[mismatch]);

        let f = "snapshot: not a snapshot";
        for input in [
            "",
            "nope",
            "[]",
            "null",
            "7",
            "{}",
            "\"snapshot\"",
            "{\"format\":\"arbiter-snapshot\"}",
        ] {
            restore_case(t, f, input, &["snapshot"]);
        }
        let f = "snapshot: over the size limit";
        restore_case(
            t,
            f,
            &format!("{text}{}", " ".repeat(MAX_SAVE_BYTES)),
            &[&format!("over the limit of {MAX_SAVE_BYTES}")],
        );
        restore_case(
            t,
            f,
            &format!("{}{text}", "\n".repeat(MAX_SAVE_BYTES)),
            &[&format!("over the limit of {MAX_SAVE_BYTES}")],
        );
    }
    let f = "snapshot: deep nesting";
    for input in [
        "[".repeat(100_000),
        format!(
            "{{\"format\":\"arbiter-snapshot\",\"version\":1,\"state\":{}",
            "{\"a\":".repeat(100_000)
        ),
        format!(
            "{{\"format\":\"arbiter-snapshot\",\"version\":1,\"state\":{}{}}}",
            "[".repeat(129),
            "]".repeat(129)
        ),
    ] {
        restore_case(
            t,
            f,
            &input,
            &["snapshot: malformed JSON: arrays and objects nested more than 127 deep"],
        );
    }
}

// ---------------------------------------------------------------------------------------------
// The command line (tests/online/cli.rs has malformed JSON, an unknown field and ruleset, a missing
// file, and logs of another version or format: these are others)

fn cli(t: &mut Tally) {
    let f = "cli: arbiter scenario - (exit 2, message on stderr)";
    let big = format!(
        "{{\"ruleset\":\"eredan\",\"zzz\":\"{}\"}}",
        "x".repeat(3 * MAX_SCENARIO_BYTES)
    );
    let cases: Vec<(Vec<u8>, &str)> = vec![
        ("[".repeat(100_000).into_bytes(), "nested more than 127 deep"),
        (big.into_bytes(), "stdin: more than 1048576 bytes (the limit)"),
        (vec![b'{', 0xff, 0xfe, b'}'], "stdin: not UTF-8"),
        (vec![], "malformed JSON: this is not JSON (an empty text?)"),
        (
            b"{\"ruleset\":\"berserk\",\"creatures\":[],\"creatures\":[]}".to_vec(),
            "creatures: the field \"creatures\" is written twice",
        ),
        (
            b"{\"ruleset\":\"yummell\",\"players\":[]}".to_vec(),
            "players: 2 to 8 players, not 0",
        ),
    ];
    for (input, part) in cases {
        let mut child = Command::new(env!("CARGO_BIN_EXE_arbiter"))
            .args(["scenario", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        let mut stdin = child.stdin.take().unwrap();
        let bytes = input.clone();
        // The CLI stops reading at its limit: the rest of a long input meets a closed pipe.
        let writer = std::thread::spawn(move || {
            let _ = stdin.write_all(&bytes);
        });
        let out = child.wait_with_output().unwrap();
        writer.join().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr).to_string();
        let shown = String::from_utf8_lossy(&input).to_string();
        if out.status.code() != Some(2) || !out.stdout.is_empty() {
            t.fail(format!("[{f}] exit {:?} for {}", out.status.code(), cut(&shown)));
        }
        t.check("cli", f, &shown, &stderr, &[part]);
    }
}

// ---------------------------------------------------------------------------------------------

/// The floor on the count of distinct malformed inputs (the exact count is printed).
const AT_LEAST: usize = 6_400;

#[test]
fn every_malformed_input_is_refused_with_a_message() {
    let started = std::time::Instant::now();
    let mut t = Tally::default();
    not_objects(&mut t);
    for &r in RULESETS {
        syntax_errors(&mut t, r);
        truncations(&mut t, r);
        wrong_types(&mut t, r);
        unknown_fields(&mut t, r);
        duplicate_keys(&mut t, r);
        deletions(&mut t, r);
        bad_values(&mut t, r);
        deep_nesting(&mut t, r);
        size_limit(&mut t, r);
        absurd_lengths(&mut t, r);
        illegal_positions(&mut t, r);
        bad_choices(&mut t, r);
    }
    bad_logs(&mut t);
    bad_snapshots(&mut t);
    cli(&mut t);
    let total = t.report("malformed inputs");
    eprintln!("in {:.1} s", started.elapsed().as_secs_f64());
    assert_eq!(total, t.seen.len());
    assert!(
        total >= AT_LEAST,
        "{total} distinct malformed inputs, expected at least {AT_LEAST}"
    );
}
