//! The JavaScript API of the npm package `arbiter-engine`, and the only file that knows about
//! JS (with `game.rs`, the `Game` class). Every export returns `Result<_, JsValue>` whose error is a JS `Error` carrying the
//! engine's `RuleError` (`message`, `kind`, `rule`, `field`): bad input is a thrown error that
//! names the field and the reason, and a `Game` whose call threw is left unchanged.
//! Values cross as plain JS objects shaped like the engine's JSON (see the scenario contract).

use serde::Serialize;
use wasm_bindgen::prelude::*;

use crate::core::{json, ErrorKind, ReadError, RuleError};
use crate::rulesets::RulesetId;
use crate::session::{self, Encoding, JsonText};

#[cfg(feature = "game")]
mod game;
#[cfg(feature = "game")]
pub use game::{Game, GameConfig};
#[cfg(feature = "game")]
mod table;
#[cfg(feature = "game")]
pub use table::LocalTable;

#[wasm_bindgen(typescript_custom_section)]
const TS_TYPES: &'static str = r#"
export type SmolStr = string;
/** How a game ended. */
export type Outcome = { winner: number } | { draw: true };
/** One resolution event of any ruleset: `seq`, `rule` (an id of docs/rules.md), `kind` and its fields. */
export type Event = { seq: number; rule: string; kind: string; [field: string]: unknown };
/** A player's choice of any ruleset: `type`, `player` and its fields. */
export type Choice = { type: string; player: number; [field: string]: unknown };
/** The decision awaited: the `player` who decides, its `kind`, and its `options`. */
export type Decision = { player: number; kind: string; options: Choice[]; [field: string]: unknown };
/** The public state of a game. */
export type PublicState = { [field: string]: unknown };
/** A card of a catalogue. */
export type CardDef = { [field: string]: unknown };
/** A ready deck (or squad, or character). */
export type Deck = { [field: string]: unknown };
/** A deck list read and checked (`checkDeck`): its cards (ids, a copy each), the lines not
 *  read, the deck's problems as data, and whether it is legal. */
export interface DeckCheck {
    cards: string[];
    unread: { line: number; text: string; reason: string }[];
    problems: ({ problem: string; [field: string]: unknown })[];
    legal: boolean;
    /** Eredan's: the characters (apart from the cards), the deck's guild (null: none, or
     *  two), and the cards none of its characters could play (E-DECK-3; each with its `rule`
     *  and `message`, as each of Eredan's problems has). */
    characters?: string[];
    guild?: string | null;
    warnings?: ({ warning: string; rule: string; message: string; [field: string]: unknown })[];
}
/** A ready deck of printed cards (`printedDecks`). */
export interface PrintedDeck {
    id: string;
    name: { en: string; ru: string };
    element: string;
    cards: string[];
}
/**
 * A choice of a scenario's `choices` where the ruleset fills in the `player` (the one the
 * decision names): the choice without it, or, for a choice of no other field, its `type` alone
 * (`"pass"`).
 */
export type ScenarioChoice<C> = C extends { type: infer T; player: number }
    ? (Omit<C, "player"> & { player?: number }) | ([Exclude<keyof C, "type" | "player">] extends [never] ? T : never)
    : never;
/** The result of a scenario (the scenario contract). */
export interface Resolution {
    events: Event[];
    state: PublicState;
    outcome: Outcome | null;
}
/** The narration's languages of each ruleset of the build (`EredanLang`...), one member each. */
interface NarrationLangs {}
/** Every ruleset's shapes, by name: what a `Game<R>` and the functions give and take for it
 *  (`choice`, `decision`, `event`, `state`, `setup`, `lang`, `card`, `decks`, `scenario`).
 *  Each ruleset of the build declares its own entry, next to its rules. */
export interface Rulesets {}
/** The rulesets an engine can play (`rulesets()` lists the ones this build has). */
export type RulesetName = keyof Rulesets & string;
/** One resolution event of a ruleset: `seq`, `rule` (the id of the rule that caused it), `kind` and its fields. */
export type EventOf<K> = { seq: number; rule: string } & K;
/** A catalogue entry as `cards(ruleset, lang)` gives it: with its rules text, generated from its
 *  data; Berserk's also with each ability's line (`ability_texts`, in the order of `abilities`)
 *  and, for a printed card the engine does not play in full yet, what is missing (`missing`). */
export type WithText<C> = C & { text?: string; ability_texts?: string[]; missing?: string[] };
/** Every language the narration of this build's rulesets speaks. */
export type Lang = NarrationLangs[keyof NarrationLangs];
/** The events of one choice (or of the opening) and, for each, the public state right after it. */
export interface Step<E = Event, S = PublicState> {
    events: E[];
    /** `frames[i]` is the public state right after `events[i]`. */
    frames: S[];
}
/** The opening of a game: its events, the state before them, and the state after each. */
export interface Opening<E = Event, S = PublicState> extends Step<E, S> {
    start: S;
}
/** A scenario's result with its frames: the state before the first event and after each. */
export interface Explained extends Resolution {
    start: PublicState;
    frames: PublicState[];
}
/**
 * What every function and method of the engine throws: an `Error` whose `message` names the
 * problem (preceded by `[rule]` when a rule refuses; the message never repeats it), with
 * `kind`, the rule that refuses (`rule`, where one does) and the input field at fault
 * (`field`, where there is one). `isEngineError(e)` tells one from any other exception.
 *
 * `kind` is what went wrong: `wrong_player`, `not_an_option`, `game_over`, `illegal_by_rule`
 * (a choice refused), `malformed` (an input not as expected, or a freed `Game` used), `limit`
 * (an input over one of the engine's limits), `internal` (a bug of the engine: an invariant
 * broken, a state it cannot write, a trap of the .wasm) or `not_initialized` (a function of an
 * `init` entry called before `await init()` has resolved).
 *
 * `field` is always rooted at the argument's name as it is written in the API's signature:
 * `game.choose(choice)` refusing its `cards[0]` names `choice.cards[0]`; `new Game(config)`
 * names `config.seed`, `config.ruleset`, `config.decks[0]` (the setup's fields are the
 * config's own); `resolveScenario(scenario)` names `scenario.players[0].hand[1]`;
 * `Game.fromLog(log)` names `log.choices[2].cards` or `log.setup.decks[0]`; `Game.restore`
 * names `snapshot...`; `narrate(event, lang)` names `event.kind` or `lang`; an argument itself
 * is its name alone (`choice`, `ruleset`, `seat`, `bot`, `seed`, `playouts`). An error of a
 * whole document (JSON text that does not parse, a top-level field missing) names no field,
 * and a rule's refusal of a whole choice (out of turn, the game over) neither. The message
 * shows the path as the reader met it.
 */
export interface EngineError extends Error {
    kind: ErrorKind | "not_initialized";
    rule?: string;
    field?: string;
}
"#;

// How values leave the engine, per call (the measured choice is in docs/npm-package.md): the
// default writes JSON text and JS turns it into objects with `JSON.parse`; with the Cargo
// feature `js-values`, serde-wasm-bindgen builds the JS objects directly (its JSON-compatible
// serializer: maps as plain objects, `None` as `null`, numbers as numbers), field for field in
// the JSON's order. Values coming in (choices, configs, scenarios, logs, events) are always
// read as JSON text (`JSON.stringify`, then `core::json`): bounded in size, duplicate keys
// refused, and errors naming the field path.

/// A session encoding the binding can hand to JS.
trait Crossing: Encoding {
    /// The encoded value as a JS value.
    fn js(out: Self::Out) -> Result<JsValue, JsValue>;
    /// `{ events, frames }` from both encoded.
    #[cfg(feature = "game")]
    fn step(events: Self::Out, frames: Self::Out) -> Result<JsValue, JsValue>;
}

impl Crossing for JsonText {
    fn js(out: String) -> Result<JsValue, JsValue> {
        parse(&out)
    }
    #[cfg(feature = "game")]
    fn step(events: String, frames: String) -> Result<JsValue, JsValue> {
        parse(&format!("{{\"events\":{events},\"frames\":{frames}}}"))
    }
}

/// Values built as JS objects by serde-wasm-bindgen.
#[cfg(feature = "js-values")]
struct JsValues;

#[cfg(feature = "js-values")]
impl Encoding for JsValues {
    type Out = Result<JsValue, JsValue>;
    fn encode<T: Serialize + ?Sized>(value: &T) -> Self::Out {
        value
            .serialize(&serde_wasm_bindgen::Serializer::json_compatible())
            .map_err(|e| internal(e.to_string()))
    }
}

#[cfg(feature = "js-values")]
impl Crossing for JsValues {
    fn js(out: Self::Out) -> Result<JsValue, JsValue> {
        out
    }
    #[cfg(feature = "game")]
    fn step(events: Self::Out, frames: Self::Out) -> Result<JsValue, JsValue> {
        let step = js_sys::Object::new();
        js_sys::Reflect::set(&step, &"events".into(), &events?)?;
        js_sys::Reflect::set(&step, &"frames".into(), &frames?)?;
        Ok(step.into())
    }
}

/// The crossing of this build.
#[cfg(not(feature = "js-values"))]
type Boundary = JsonText;
#[cfg(feature = "js-values")]
type Boundary = JsValues;

/// The engine's error as a thrown JS `Error` with `kind`, `rule` and `field` properties.
fn js_error(e: &RuleError) -> JsValue {
    let error = js_sys::Error::new(&e.to_string());
    let set = |key: &str, value: JsValue| {
        let _ = js_sys::Reflect::set(&error, &JsValue::from_str(key), &value);
    };
    set("kind", JsValue::from_str(e.kind.name()));
    if let Some(rule) = &e.rule {
        set("rule", JsValue::from_str(rule));
    }
    if let Some(field) = &e.field {
        set("field", JsValue::from_str(field));
    }
    error.into()
}

/// The argument `what` is malformed, for `reason`, as a thrown JS `Error` naming it.
fn bad(what: &str, reason: &str) -> JsValue {
    read_error(ReadError::at(what, reason))
}

/// A reader's refusal as a thrown JS `Error`: its kind and field are the reader's.
fn read_error(e: ReadError) -> JsValue {
    js_error(&e.into())
}

/// A Rust value as a plain JS object, shaped exactly like the engine's JSON.
fn to_js<T: Serialize + ?Sized>(value: &T) -> Result<JsValue, JsValue> {
    Boundary::js(Boundary::encode(value))
}

/// What an argument of the JS API must be.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Shape {
    /// A string, taken as it is (a name, a language, a snapshot).
    Text,
    /// A plain object (an array, `null`, a string or a number is refused, naming the argument:
    /// `choice: expected an object`), read as its `JSON.stringify` text.
    Object,
    /// A plain object, or its JSON text.
    ObjectOrText,
}

/// The one reader of every argument of the JS API: the text of `value` (a string as it is, an
/// object as `JSON.stringify` writes it, in JS), at most `limit` bytes, refused with a `limit`
/// error naming `what` otherwise. The size is checked on the JS string's length before the text
/// is copied into the wasm memory (which never shrinks): a length in UTF-16 units is never more
/// than the UTF-8 bytes, so a string over the limit in units is surely over it; the copied text
/// is checked again in bytes.
fn read_arg(value: &JsValue, what: &str, shape: Shape, limit: usize) -> Result<String, JsValue> {
    let over = |size: String| js_error(&RuleError::over_limit(what, size, limit));
    let text: js_sys::JsString = if value.is_string() && shape != Shape::Object {
        value.clone().unchecked_into()
    } else if shape == Shape::Text {
        return Err(bad(what, "expected a string"));
    } else if value.is_object() && !js_sys::Array::is_array(value) {
        // Not a string when `toJSON` gives `undefined`; an error for a cycle, a BigInt, or
        // nesting too deep for JS itself.
        match js_sys::JSON::stringify(value) {
            Ok(text) if text.is_string() => text,
            _ => return Err(bad(what, "cannot be written as JSON (a cycle or a BigInt?)")),
        }
    } else {
        return Err(bad(what, "expected an object"));
    };
    let units = text.length() as usize;
    if units > limit {
        return Err(over(format!("at least {units}")));
    }
    let text = text.as_string().ok_or_else(|| internal("a string that is not one"))?;
    if text.len() > limit {
        return Err(over(text.len().to_string()));
    }
    Ok(text)
}

/// An object argument's JSON text, at most `scenario::MAX_SCENARIO_BYTES`.
fn object_json(value: &JsValue, what: &str) -> Result<String, JsValue> {
    read_arg(value, what, Shape::Object, crate::scenario::MAX_SCENARIO_BYTES)
}

/// The JSON text of a scenario argument: an object, or its JSON text.
fn scenario_json(value: &JsValue) -> Result<String, JsValue> {
    read_arg(
        value,
        "scenario",
        Shape::ObjectOrText,
        crate::scenario::MAX_SCENARIO_BYTES,
    )
}

/// A string argument, at most `scenario::MAX_SCENARIO_BYTES`. Parameters are taken as
/// `JsValue` and checked here rather than typed `&str`: wasm-bindgen's string glue trusts the
/// caller, and a non-string with a huge `length` (`{ length: 2 ** 31 }`) would make it request
/// that much memory and abort the instance.
fn js_str(value: &JsValue, what: &str) -> Result<String, JsValue> {
    read_arg(value, what, Shape::Text, crate::scenario::MAX_SCENARIO_BYTES)
}

/// A ruleset argument.
fn js_ruleset(value: &JsValue) -> Result<RulesetId, JsValue> {
    RulesetId::parse(&js_str(value, "ruleset")?).map_err(|e| js_error(&e))
}

/// Resolves a scenario (an object, or its JSON text) and returns exactly the result object
/// that `arbiter scenario` prints.
#[wasm_bindgen(js_name = resolveScenario, unchecked_return_type = "Resolution")]
pub fn resolve_scenario(
    #[wasm_bindgen(unchecked_param_type = "object | string")] scenario: JsValue,
) -> Result<JsValue, JsValue> {
    let text = scenario_json(&scenario)?;
    let resolution = crate::scenario::resolve(&text).map_err(scenario_error)?;
    to_js(&resolution)
}

/// Resolves a scenario as `resolveScenario` does, with its frames: `start`, the public state
/// before the first event, and `frames[i]`, the public state right after event `i`.
#[wasm_bindgen(js_name = explainScenario, unchecked_return_type = "Explained")]
pub fn explain_scenario(
    #[wasm_bindgen(unchecked_param_type = "object | string")] scenario: JsValue,
) -> Result<JsValue, JsValue> {
    let text = scenario_json(&scenario)?;
    let explained = crate::scenario::explain(&text).map_err(scenario_error)?;
    to_js(&explained)
}

/// A scenario's refusal, its field rooted at the argument: `scenario.players[0].hand[1]`; a
/// malformed scenario of no one field (not JSON, a field missing at its top) names `scenario`.
fn scenario_error(e: crate::scenario::ScenarioError) -> JsValue {
    let e = e.error().clone();
    let e = match (&e.field, e.kind) {
        (None, ErrorKind::Malformed) => e.at_field(""),
        _ => e,
    };
    js_error(&e.rooted("scenario"))
}

/// A broken invariant of the engine (kind `internal`) as a thrown JS `Error`.
fn internal(message: impl std::fmt::Display) -> JsValue {
    js_error(&RuleError::internal(message))
}

/// JSON text to a JS value.
fn parse(text: &str) -> Result<JsValue, JsValue> {
    js_sys::JSON::parse(text).map_err(|_| internal("not JSON"))
}

/// The engine's sentence for an event, in `lang`; `cards`, a scenario's own card definitions
/// (its `cards`), are called by their names.
#[wasm_bindgen]
pub fn narrate(
    #[wasm_bindgen(unchecked_param_type = "Event")] event: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
    #[wasm_bindgen(unchecked_param_type = "unknown[] | undefined")] cards: JsValue,
) -> Result<String, JsValue> {
    let event = object_json(&event, "event")?;
    let lang = js_str(&lang, "lang")?;
    let event = json::parse_in(&event, "event").map_err(read_error)?;
    let cards = if cards.is_undefined() || cards.is_null() {
        serde_json::Value::Null
    } else {
        let text = js_sys::JSON::stringify(&cards).map_err(|_| internal("cards: not JSON"))?;
        json::parse_in(&String::from(text), "cards").map_err(read_error)?
    };
    session::narrate_with_cards(event, &lang, &cards).map_err(|e| js_error(&e))
}

/// The card catalogue of a ruleset; with `lang`, each card has its rules `text` in that language,
/// generated from its data.
#[wasm_bindgen(unchecked_return_type = "CardDef[]")]
pub fn cards(
    #[wasm_bindgen(unchecked_param_type = "string")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Lang | undefined")] lang: JsValue,
) -> Result<JsValue, JsValue> {
    listing(&ruleset, &lang, session::cards, session::cards_in)
}

/// The ready decks of a ruleset; with `lang`, each character and advantage that has rules text
/// has it (`text`) in that language.
#[wasm_bindgen(unchecked_return_type = "Deck[]")]
pub fn decks(
    #[wasm_bindgen(unchecked_param_type = "string")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Lang | undefined")] lang: JsValue,
) -> Result<JsValue, JsValue> {
    listing(&ruleset, &lang, session::decks, session::decks_in)
}

/// A ruleset's listing (`cards` or `decks`): `plain` without a language, `in_lang` with one.
fn listing(
    ruleset: &JsValue,
    lang: &JsValue,
    plain: fn(RulesetId) -> Result<serde_json::Value, RuleError>,
    in_lang: fn(RulesetId, &str) -> Result<serde_json::Value, RuleError>,
) -> Result<JsValue, JsValue> {
    let ruleset = js_ruleset(ruleset)?;
    let listed = match js_lang(lang)? {
        Some(lang) => in_lang(ruleset, &lang),
        None => plain(ruleset),
    };
    to_js(&listed.map_err(|e| js_error(&e))?)
}

/// An optional language argument: absent (`undefined` or `null`), or a string.
pub(crate) fn js_lang(value: &JsValue) -> Result<Option<String>, JsValue> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        js_str(value, "lang").map(Some)
    }
}

/// A deck written as the plain list fans paste (`3 Кочевник` a line), read and checked by the
/// deck's rules: its cards, the lines not read, its problems as data, and whether it is legal
/// (each ruleset's deck rules in docs/rules.md; a ruleset without deck lists throws).
#[wasm_bindgen(js_name = checkDeck, unchecked_return_type = "DeckCheck")]
pub fn check_deck(
    #[wasm_bindgen(unchecked_param_type = "string")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string")] list: JsValue,
) -> Result<JsValue, JsValue> {
    let ruleset = js_ruleset(&ruleset)?;
    let list = js_str(&list, "list")?;
    to_js(&session::check_deck(ruleset, &list).map_err(|e| js_error(&e))?)
}

/// A deck (card ids, a copy each) as the plain list, with the card names of `lang`.
#[wasm_bindgen(js_name = writeDeck)]
pub fn write_deck(
    #[wasm_bindgen(unchecked_param_type = "string")] ruleset: JsValue,
    #[wasm_bindgen(unchecked_param_type = "string[]")] cards: JsValue,
    #[wasm_bindgen(unchecked_param_type = "Lang")] lang: JsValue,
) -> Result<String, JsValue> {
    let ruleset = js_ruleset(&ruleset)?;
    if !js_sys::Array::is_array(&cards) {
        return Err(bad("cards", "expected a list of card ids"));
    }
    let text = js_sys::JSON::stringify(&cards)
        .ok()
        .and_then(|t| t.as_string())
        .unwrap_or_default();
    if text.len() > crate::scenario::MAX_SCENARIO_BYTES {
        return Err(js_error(&RuleError::over_limit(
            "cards",
            text.len(),
            crate::scenario::MAX_SCENARIO_BYTES,
        )));
    }
    let cards: Vec<smol_str::SmolStr> = json::from_str_in(&text, "cards").map_err(read_error)?;
    let lang = js_str(&lang, "lang")?;
    session::write_deck(ruleset, &cards, &lang).map_err(|e| js_error(&e))
}

/// The ready decks of printed cards (Berserk's, one per element; empty for the others).
#[wasm_bindgen(js_name = printedDecks, unchecked_return_type = "PrintedDeck[]")]
pub fn printed_decks(#[wasm_bindgen(unchecked_param_type = "string")] ruleset: JsValue) -> Result<JsValue, JsValue> {
    let ruleset = js_ruleset(&ruleset)?;
    to_js(&session::printed_decks(ruleset).map_err(|e| js_error(&e))?)
}

/// The rulesets this engine plays.
#[wasm_bindgen(unchecked_return_type = "string[]")]
pub fn rulesets() -> Result<JsValue, JsValue> {
    to_js(&RulesetId::names())
}

/// The engine's version.
#[wasm_bindgen]
pub fn version() -> String {
    env!("CARGO_PKG_VERSION").to_string()
}
