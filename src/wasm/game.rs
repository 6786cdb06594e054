//! The `Game` class of the JS API: a game in progress of any ruleset, played choice by choice.
//! Only with the Cargo feature `game` (on by default): the package's scenario engines
//! (`arbiter-engine/<ruleset>/scenarios`) are built without it, for pages that only resolve
//! and narrate scenarios.

use serde::Deserialize;
use serde::Serialize;
use tsify::Ts;
use wasm_bindgen::prelude::*;

use super::{
    bad, internal, js_error, js_str, object_json, parse, read_arg, read_error, to_js, Boundary, Crossing, Shape,
};
use crate::core::json;
use crate::saves::{self, GameLog, Resumable};

/// An object argument as a Rust value; the error names the field path under `what`.
fn from_js<T: serde::de::DeserializeOwned>(value: &JsValue, what: &str) -> Result<T, JsValue> {
    json::from_str_in(&object_json(value, what)?, what).map_err(read_error)
}

/// A whole-number argument `what` from 0 to `max` (wasm-bindgen gives a non-number as NaN).
fn js_whole(value: f64, what: &str, max: f64) -> Result<u64, JsValue> {
    if value.is_finite() && value >= 0.0 && value.fract() == 0.0 && value <= max {
        Ok(value as u64)
    } else {
        // `max` is whole: written as an integer (no float formatting in the .wasm).
        Err(bad(what, &format!("a whole number from 0 to {}", max as u64)))
    }
}

/// A seed argument: a whole number JS can hold exactly.
fn js_seed(seed: f64) -> Result<u64, JsValue> {
    if seed.is_finite() && seed >= 0.0 && seed.fract() == 0.0 && seed <= 9_007_199_254_740_991.0 {
        Ok(seed as u64)
    } else {
        Err(bad("seed", "a whole number from 0 to 2^53 - 1"))
    }
}

/// A seat argument: a whole number, or `null` (or nothing) for a spectator.
fn js_seat(value: &JsValue) -> Result<crate::core::Seat, JsValue> {
    if value.is_null() || value.is_undefined() {
        return Ok(None);
    }
    let seat = value
        .as_f64()
        .ok_or_else(|| bad("seat", "a seat number, or null for a spectator"))?;
    Ok(Some(js_whole(seat, "seat", 255.0)? as u8))
}

/// The JSON text of a choice argument: an option written out (an object), or its index in the
/// decision awaited (a number), refused as `choose` refuses it.
fn choice_json(game: &Resumable<Boundary>, choice: &JsValue) -> Result<String, JsValue> {
    match choice.as_f64() {
        Some(index) => game.session.option_text(option_index(index)?).map_err(|e| js_error(&e)),
        None => object_json(choice, "choice"),
    }
}

thread_local! {
    /// The key `events` of `choose`'s options, made once: a JS string built from Rust on every
    /// choice is a crossing of its own, paid by every decision of a JS loop.
    static EVENTS_KEY: JsValue = JsValue::from_str("events");
}

/// An option index argument.
fn option_index(index: f64) -> Result<usize, JsValue> {
    Ok(js_whole(index, "choice", crate::core::MAX_OPTIONS as f64)? as usize)
}

/// How to start a game: `{ ruleset, seed, setup }`, the setup being the ruleset's own (the
/// one `arbiter play --setup` takes). The fields a ruleset declares in `SETUP_FIELDS` may also
/// be given beside `ruleset` (`decks: [...]`), as before `setup` was:
/// they are read by the ruleset's setup as if given in `setup`. Its TypeScript type is
/// `GameConfig` (`TS_CONFIG`), written from the `Rulesets` map.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameConfig {
    /// The ruleset's id.
    pub ruleset: String,
    /// Drives every random draw; the same seed and choices give the same game. Default 0.
    #[serde(default)]
    pub seed: u64,
    /// The ruleset's setup; default: its ready setup.
    #[serde(default)]
    pub setup: Option<serde_json::Value>,
    /// The setup's fields given beside `ruleset`.
    #[serde(skip)]
    pub fields: serde_json::Map<String, serde_json::Value>,
}

/// The config's own fields, before the rulesets' setup fields.
const CONFIG_FIELDS: [&str; 3] = ["ruleset", "seed", "setup"];

impl GameConfig {
    /// Reads a config found at `at`: its own fields, and beside them the setup fields of the
    /// build's rulesets (any other field is refused, naming them all).
    pub fn read(mut value: serde_json::Value, at: &str) -> Result<GameConfig, crate::core::ReadError> {
        let setup_fields = crate::rulesets::setup_fields::<crate::rulesets::Builtin>();
        let mut fields = serde_json::Map::new();
        if let serde_json::Value::Object(given) = &mut value {
            let allowed: Vec<&str> = CONFIG_FIELDS
                .into_iter()
                .chain(setup_fields.iter().map(|(f, _)| f.name))
                .collect();
            if let Some(word) = given.keys().find(|k| !allowed.contains(&k.as_str())) {
                return Err(crate::core::ReadError::at(
                    &format!("{at}.{word}"),
                    &crate::core::read::unknown_field(word, &allowed),
                ));
            }
            // A field given as null is not given.
            for (field, _) in &setup_fields {
                match given.remove(field.name) {
                    None | Some(serde_json::Value::Null) => {}
                    Some(v) => {
                        fields.insert(field.name.into(), v);
                    }
                }
            }
        }
        let mut config: GameConfig = json::from_value_in(value, at)?;
        config.fields = fields;
        Ok(config)
    }
}

#[wasm_bindgen(typescript_custom_section)]
const TS_CONFIG: &'static str = r#"
/** The setup fields a game's config may give beside `ruleset`: each ruleset's `fields`, typed as in its setup. */
export type SetupFields = {
    [F in { [R in keyof Rulesets]: Rulesets[R]["fields"] }[keyof Rulesets]]?: {
        [R in keyof Rulesets]: F extends Rulesets[R]["fields"] ? Rulesets[R]["setup"][F & keyof Rulesets[R]["setup"]] : never;
    }[keyof Rulesets];
};
/** How to start a game: `{ ruleset, seed?, setup? }`, the setup being the ruleset's own; its
 *  fields may also be given beside `ruleset` (`SetupFields`). */
export type GameConfig = {
    /** The ruleset's id. */
    ruleset: string;
    /** Drives every random draw; the same seed and choices give the same game. Default 0. */
    seed?: number;
    /** The ruleset's setup; default: its ready setup. */
    setup?: object;
} & SetupFields;
"#;

#[wasm_bindgen(typescript_custom_section)]
const TS_BOT: &'static str = r#"
/** The computer players of `suggest`. */
export type Bot = "random" | "greedy" | "strong";
/** How well a computer seat plays (`botFor`). */
export type Level = "easy" | "medium" | "hard";
"#;

/// What `game.botFor(level)` answers: the bot of a computer seat's level and its playouts.
#[derive(Debug, Clone, Serialize, tsify::Tsify)]
pub struct BotOfLevel {
    #[tsify(type = "Bot")]
    pub bot: crate::bots::BotKind,
    pub playouts: u32,
}

/// What `game.suggest(options)` takes.
#[derive(Debug, Clone, Deserialize, Serialize, tsify::Tsify)]
#[serde(deny_unknown_fields)]
pub struct SuggestOptions {
    /// "random", "greedy" or "strong".
    #[tsify(type = "Bot")]
    pub bot: crate::bots::BotKind,
    /// Drives the bot's own draws; default 0.
    #[serde(default)]
    pub seed: u64,
    /// "strong": how many playouts (1 to 100,000; default 200).
    #[serde(default = "default_playouts")]
    pub playouts: u32,
}

fn default_playouts() -> u32 {
    crate::bots::DEFAULT_PLAYOUTS
}

/// A game in progress, of any ruleset.
#[wasm_bindgen]
pub struct Game {
    game: Resumable<Boundary>,
}

#[wasm_bindgen]
impl Game {
    /// `new Game({ ruleset: "eredan", seed: 7, decks: ["lames-de-kotoba", "zil-et-sortileges"] })`
    #[wasm_bindgen(constructor)]
    pub fn new(#[wasm_bindgen(unchecked_param_type = "GameConfig")] config: JsValue) -> Result<Game, JsValue> {
        let text = object_json(&config, "config")?;
        let value = json::parse_in(&text, "config").map_err(read_error)?;
        let config = GameConfig::read(value, "config").map_err(read_error)?;
        // The setup's errors name its fields as the caller wrote them: `config.setup.decks[0]`
        // in `setup`, `config.decks[0]` beside it.
        let (setup, root) = match (config.setup, config.fields.is_empty()) {
            (Some(setup), true) => (setup, "config.setup"),
            (Some(_), false) => {
                return Err(bad(
                    "config.setup",
                    "the setup is given twice (in `setup` and beside it)",
                ));
            }
            (None, false) => (serde_json::Value::Object(config.fields), "config"),
            (None, true) => (serde_json::Value::Null, "config"),
        };
        let log = GameLog::new(&config.ruleset, config.seed, setup);
        let game = Resumable::start_at(&log, root).map_err(|e| js_error(&e))?;
        Ok(Game { game })
    }

    /// A game replayed from its log (`game.log()`); a log of another format or version, or
    /// with a choice that is not legal where it stands, throws.
    #[wasm_bindgen(js_name = fromLog)]
    pub fn from_log(log: Ts<GameLog>) -> Result<Game, JsValue> {
        // Read as `arbiter replay` reads a file: the same size limit (`saves::MAX_SAVE_BYTES`).
        let text = read_arg(&log.js_value(), "log", Shape::Object, saves::MAX_SAVE_BYTES)?;
        let log = saves::read_log(&text).map_err(|e| js_error(&e))?;
        let game = Resumable::start_in(&log).map_err(|e| js_error(&e.rooted("log")))?;
        Ok(Game { game })
    }

    /// The events of setup and the first turn's start, as a new game has them.
    #[wasm_bindgen(js_name = openingEvents, unchecked_return_type = "Event[]")]
    pub fn opening_events(&self) -> Result<JsValue, JsValue> {
        parse(&self.game.opening_events().map_err(|e| js_error(&e))?)
    }

    /// The opening events with their frames: `start`, the public state before them, and
    /// `frames[i]`, the public state right after event `i`.
    #[wasm_bindgen(unchecked_return_type = "Opening")]
    pub fn opening(&self) -> Result<JsValue, JsValue> {
        let (events, frames) = self.game.opening_frames().map_err(|e| js_error(&e))?;
        let text = format!(
            "{{\"events\":{},\"start\":{},\"frames\":{}}}",
            events,
            frames.start,
            serde_json::to_string(&frames.after).map_err(internal)?
        );
        parse(&text)
    }

    /// Who must decide what, with the legal options; `null` once the game is over.
    #[wasm_bindgen(unchecked_return_type = "Decision | null")]
    pub fn pending(&self) -> Result<JsValue, JsValue> {
        Boundary::js(self.game.session.pending_json())
    }

    /// Applies a choice and returns the events it caused. The choice is an option of the
    /// decision awaited written out, or its index in `pending().options` (a number);
    /// `{ events: false }` keeps no events and returns `null` (loops that read none). An illegal
    /// choice throws an `EngineError` naming the rule and the problem, and changes nothing.
    #[wasm_bindgen(unchecked_return_type = "Event[] | null")]
    pub fn choose(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Choice | number")] choice: JsValue,
        #[wasm_bindgen(unchecked_param_type = "{ events?: boolean } | undefined")] options: JsValue,
    ) -> Result<JsValue, JsValue> {
        if let Some(index) = choice.as_f64() {
            let index = option_index(index)?;
            let keep = !options.is_object()
                || EVENTS_KEY.with(|key| js_sys::Reflect::get(&options, key))?.as_bool() != Some(false);
            return match self.game.session.choose_option(index, keep).map_err(|e| js_error(&e))? {
                Some(events) => Boundary::js(events),
                None => Ok(JsValue::NULL),
            };
        }
        let text = object_json(&choice, "choice")?;
        let events = self.game.session.choose_json(&text).map_err(|e| js_error(&e))?;
        Boundary::js(events)
    }

    /// How many options the decision awaited has (`pending().options.length`, without building
    /// them in JS); 0 once the game is over. With `choose(index)`, a loop that crosses numbers
    /// only.
    #[wasm_bindgen(js_name = optionCount)]
    pub fn option_count(&self) -> usize {
        self.game.session.option_count()
    }

    /// An independent copy of the game (its log, its position): for a search that tries a
    /// choice and looks ahead.
    #[wasm_bindgen(js_name = clone)]
    pub fn copy(&self) -> Game {
        Game { game: self.game.copy() }
    }

    /// As `choose`, with the frames: `{ events, frames }`, `frames[i]` the public state right
    /// after `events[i]` (what a page shows while it animates the events).
    #[wasm_bindgen(unchecked_return_type = "Step")]
    pub fn step(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Choice | number")] choice: JsValue,
    ) -> Result<JsValue, JsValue> {
        let text = choice_json(&self.game, &choice)?;
        let (events, frames) = self.game.session.step_json(&text).map_err(|e| js_error(&e))?;
        Boundary::step(events, frames)
    }

    /// Why `choice` would be refused now (the engine's message, naming the rule), or `null` if
    /// it is legal; worded in `lang` (one of the ruleset's languages; English without it).
    /// Changes nothing: for buttons shown disabled with the reason.
    #[wasm_bindgen(js_name = whyNot, unchecked_return_type = "string | null")]
    pub fn why_not(
        &self,
        #[wasm_bindgen(unchecked_param_type = "Choice | number")] choice: JsValue,
        #[wasm_bindgen(unchecked_param_type = "Lang | undefined")] lang: JsValue,
    ) -> Result<JsValue, JsValue> {
        let session = &self.game.session;
        let code = match super::js_lang(&lang)? {
            Some(lang) => session.language(&lang).map_err(|e| js_error(&e))?,
            None => "en",
        };
        // An index that is no option is a reason, as an illegal option is.
        let reason = crate::core::worded_in(code, || match choice.as_f64() {
            Some(index) => {
                Ok(session
                    .option_text(option_index(index)?)
                    .and_then(|text| match session.why_not(&text) {
                        Some(e) => Err(e),
                        None => Ok(()),
                    }))
            }
            None => object_json(&choice, "choice").map(|text| session.why_not(&text).map_or(Ok(()), Err)),
        })?;
        Ok(reason.map_or_else(|e| JsValue::from_str(&e.to_string()), |()| JsValue::NULL))
    }

    /// A computer opponent's choice for the decision awaited: `suggest({ bot, seed, playouts })`
    /// (or the three as arguments), `bot` "random", "greedy" or "strong" (determinized Monte
    /// Carlo search with `playouts` playouts, default 200); deterministic for a seed (default
    /// 0); `null` once the game is over. It never sees hidden cards.
    #[wasm_bindgen(unchecked_return_type = "Choice | null")]
    pub fn suggest(
        &self,
        #[wasm_bindgen(unchecked_param_type = "string | SuggestOptions")] bot: JsValue,
        seed: Option<f64>,
        playouts: Option<f64>,
    ) -> Result<JsValue, JsValue> {
        let (bot, seed, playouts) = if bot.is_object() && !js_sys::Array::is_array(&bot) {
            let asked: SuggestOptions = from_js(&bot, "options")?;
            (asked.bot, asked.seed, asked.playouts)
        } else {
            let bot = crate::bots::BotKind::parse(&js_str(&bot, "bot")?).map_err(read_error)?;
            let seed = seed.map(js_seed).transpose()?.unwrap_or(0);
            let playouts = playouts.map(|p| js_whole(p, "playouts", u32::MAX.into())).transpose()?;
            (bot, seed, playouts.map_or(crate::bots::DEFAULT_PLAYOUTS, |p| p as u32))
        };
        match self.game.session.suggest(bot, seed, playouts.clamp(1, 100_000)) {
            Some(choice) => Boundary::js(choice),
            None => Ok(JsValue::NULL),
        }
    }

    /// The bot that plays a computer seat of `level` ("easy", "medium" or "hard") in this game,
    /// and its playouts (what `suggest` then takes): the hard level's are the ruleset's, for the
    /// game's seats.
    #[wasm_bindgen(js_name = botFor, unchecked_return_type = "BotOfLevel")]
    pub fn bot_for(&self, #[wasm_bindgen(unchecked_param_type = "Level")] level: JsValue) -> Result<JsValue, JsValue> {
        let level = crate::bots::Level::parse(&js_str(&level, "level")?).map_err(read_error)?;
        let (bot, playouts) = self.game.session.bot_for(level);
        super::to_js(&BotOfLevel { bot, playouts })
    }

    /// Plays the rest of the game with uniformly random legal choices drawn from `seed`
    /// (recorded in the log like any choice) and returns how it ended. For simulations and
    /// benchmarks: no events cross to JS.
    #[wasm_bindgen(js_name = playRandom, unchecked_return_type = "Outcome | null")]
    pub fn play_random(&mut self, seed: f64) -> Result<JsValue, JsValue> {
        let mut rng = crate::core::Rng::new(js_seed(seed)?);
        self.game.session.play_out(&mut rng);
        to_js(&self.game.session.outcome())
    }

    /// [X-SEE] The state as `seat` sees it (`null`: a spectator): every card it may not see (the
    /// other hands, every deck) written `"hidden"`, so a page of that seat holds nothing more.
    #[wasm_bindgen(unchecked_return_type = "PublicState")]
    pub fn view(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | null")] seat: JsValue,
    ) -> Result<JsValue, JsValue> {
        Boundary::js(self.game.session.view_json(js_seat(&seat)?).map_err(|e| js_error(&e))?)
    }

    /// As `step`, with the events and frames as `seat` sees them (`null`: a spectator): another
    /// player's draw lists `"hidden"` cards, and each frame is that seat's view.
    #[wasm_bindgen(js_name = stepAs, unchecked_return_type = "Step")]
    pub fn step_as(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "Choice | number")] choice: JsValue,
        #[wasm_bindgen(unchecked_param_type = "number | null")] seat: JsValue,
    ) -> Result<JsValue, JsValue> {
        let seat = js_seat(&seat)?;
        let text = choice_json(&self.game, &choice)?;
        let mut seen = self.game.session.step_as(&text, &[seat]).map_err(|e| js_error(&e))?;
        match seen.pop() {
            Some((events, frames)) => Boundary::step(events, frames),
            None => Err(internal("no step for the seat")),
        }
    }

    /// Every event so far as `seat` sees them (`null`: a spectator): the opening's events, then
    /// each choice's, one array each (a page that joins a game draws its log from it).
    #[wasm_bindgen(js_name = historyAs, unchecked_return_type = "Event[][]")]
    pub fn history_as(
        &self,
        #[wasm_bindgen(unchecked_param_type = "number | null")] seat: JsValue,
    ) -> Result<JsValue, JsValue> {
        Boundary::js(self.game.history_as(js_seat(&seat)?).map_err(|e| js_error(&e))?)
    }

    /// The state in the shape of the scenario contract.
    #[wasm_bindgen(unchecked_return_type = "PublicState")]
    pub fn state(&self) -> Result<JsValue, JsValue> {
        Boundary::js(self.game.session.state_json())
    }

    /// `{ winner }`, `{ draw: true }`, or `null` while the game goes on.
    #[wasm_bindgen(unchecked_return_type = "Outcome | null")]
    pub fn outcome(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.session.outcome())
    }

    /// The ruleset, seed, setup and choices so far: `Game.fromLog(log)` replays them.
    #[wasm_bindgen(unchecked_return_type = "GameLog")]
    pub fn log(&self) -> Result<JsValue, JsValue> {
        to_js(&self.game.log())
    }

    /// The whole game as a string (for local storage); `Game.restore` reads it back.
    pub fn snapshot(&self) -> String {
        self.game.snapshot()
    }

    /// A game from `game.snapshot()`. A snapshot of another version, or truncated or edited,
    /// throws and restores nothing.
    pub fn restore(#[wasm_bindgen(unchecked_param_type = "string")] snapshot: JsValue) -> Result<Game, JsValue> {
        let text = read_arg(&snapshot, "snapshot", Shape::Text, saves::MAX_SAVE_BYTES)?;
        let game = Resumable::restore_in(&text).map_err(|e| js_error(&e))?;
        Ok(Game { game })
    }
}
