//! A game of any ruleset behind one interface, JSON in and out: what the CLI and the JS binding
//! drive. A ruleset plugs in by implementing `core::Game` and being listed in `start`,
//! `narrate`, `cards` and `decks` below.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::core::{json, Game, Outcome, Rng};
use crate::rulesets::eredan;

/// The rulesets a game can be started for.
pub const RULESETS: [&str; 1] = ["eredan"];

/// Everything needed to replay a game: its ruleset, seed, setup (the ruleset's own: decks,
/// squads, players...; `null` for the defaults) and every choice made.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLog {
    pub ruleset: String,
    #[serde(default)]
    pub seed: u64,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "unknown"))]
    pub setup: Value,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "unknown[]"))]
    pub choices: Vec<Value>,
}

/// A game in progress, whatever its ruleset.
pub trait Session {
    fn ruleset(&self) -> &'static str;
    /// The decision awaited (JSON), or `null` once the game is over.
    fn pending_json(&self) -> String;
    /// Applies a choice given as JSON; returns the events (a JSON array). An illegal choice is
    /// an error naming the rule (or the field) and changes nothing.
    fn choose_json(&mut self, choice: &str) -> Result<String, String>;
    /// Applies a uniformly random legal choice; returns the events, or `None` if none is awaited.
    fn random_step(&mut self, rng: &mut Rng) -> Option<String>;
    /// Plays to the end with uniformly random legal choices (no events kept: simulations).
    fn play_out(&mut self, rng: &mut Rng);
    /// The public state (the shape documented for the ruleset's scenarios).
    fn state_json(&self) -> String;
    /// The whole internal state, for integrity checks of saved games.
    fn internal_state_json(&self) -> String;
    fn outcome(&self) -> Option<Outcome>;
    /// The choices made so far, as JSON values.
    fn choices(&self) -> Vec<Value>;
}

/// Adapts a ruleset's typed game to `Session`.
struct Typed<G: Game> {
    ruleset: &'static str,
    game: G,
    choices: Vec<G::Choice>,
    public: fn(&G) -> String,
    internal: fn(&G) -> String,
}

impl<G> Session for Typed<G>
where
    G: Game,
    G::Choice: DeserializeOwned,
{
    fn ruleset(&self) -> &'static str {
        self.ruleset
    }
    fn pending_json(&self) -> String {
        serde_json::to_string(&self.game.pending()).unwrap_or_else(|_| "null".into())
    }
    fn choose_json(&mut self, choice: &str) -> Result<String, String> {
        let choice: G::Choice = json::from_str_in(choice, "choice")?;
        let events = self.game.choose(&choice).map_err(|e| e.to_string())?;
        self.choices.push(choice);
        serde_json::to_string(&events).map_err(|e| format!("internal: {e}"))
    }
    fn random_step(&mut self, rng: &mut Rng) -> Option<String> {
        let choice = self.game.random_choice(rng)?;
        let events = self.game.choose(&choice).ok()?;
        self.choices.push(choice);
        serde_json::to_string(&events).ok()
    }
    fn play_out(&mut self, rng: &mut Rng) {
        while let Some(choice) = self.game.random_choice(rng) {
            if self.game.choose(&choice).is_err() {
                return;
            }
            self.choices.push(choice);
        }
    }
    fn state_json(&self) -> String {
        (self.public)(&self.game)
    }
    fn internal_state_json(&self) -> String {
        (self.internal)(&self.game)
    }
    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome()
    }
    fn choices(&self) -> Vec<Value> {
        self.choices
            .iter()
            .filter_map(|c| serde_json::to_value(c).ok())
            .collect()
    }
}

fn unknown_ruleset(name: &str) -> String {
    format!(
        "ruleset: unknown ruleset \"{name}\" (available: {})",
        RULESETS.join(", ")
    )
}

/// Eredan's setup: the two decks, by ready-deck id or in full (default: the two ready decks).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct EredanSetup {
    #[serde(default)]
    decks: Option<[eredan::DeckChoice; 2]>,
}

/// Starts the game `log` describes (its seed and setup) and replays its choices. Returns the
/// session and the events of the start (setup and the first turn's opening), as JSON.
pub fn start(log: &GameLog) -> Result<(Box<dyn Session>, String), String> {
    let (mut session, opening): (Box<dyn Session>, String) = match log.ruleset.as_str() {
        "eredan" => {
            let setup: EredanSetup = if log.setup.is_null() {
                EredanSetup::default()
            } else {
                json::from_value_in(log.setup.clone(), "setup")?
            };
            let decks = match setup.decks {
                Some([a, b]) => [a.deck("setup.decks[0]"), b.deck("setup.decks[1]")],
                None => {
                    let ready = eredan::ready_decks();
                    [Ok(ready[0].clone()), Ok(ready[1].clone())]
                }
            };
            let [a, b] = decks;
            let (a, b) = (a.map_err(|e| e.to_string())?, b.map_err(|e| e.to_string())?);
            let (game, events) =
                eredan::EredanGame::new(eredan::Catalogue::builtin(), log.seed, [&a, &b]).map_err(|e| e.to_string())?;
            let session = Typed {
                ruleset: "eredan",
                game,
                choices: vec![],
                public: |g: &eredan::EredanGame| serde_json::to_string(&g.public_state()).unwrap_or_default(),
                internal: |g: &eredan::EredanGame| serde_json::to_string(&g.st).unwrap_or_default(),
            };
            (
                Box::new(session),
                serde_json::to_string(&events).map_err(|e| e.to_string())?,
            )
        }
        other => return Err(unknown_ruleset(other)),
    };
    for (i, c) in log.choices.iter().enumerate() {
        session
            .choose_json(&c.to_string())
            .map_err(|e| format!("choices[{i}]: {e}"))?;
    }
    Ok((session, opening))
}

/// The sentence for an event (JSON) in `lang`; the ruleset is the one its rule id names.
pub fn narrate(event: Value, lang: &str) -> Result<String, String> {
    let rule = event.get("rule").and_then(|r| r.as_str()).unwrap_or("");
    match rule.split('-').next() {
        Some("E") => {
            let lang = eredan::narrate::Lang::parse(lang)?;
            let e: eredan::EredanEvent = json::from_value_in(event, "event")?;
            Ok(eredan::narrate::narrate(&e, lang))
        }
        _ => Err(format!("event.rule: \"{rule}\" is no rule id of a known ruleset")),
    }
}

/// A ruleset's card catalogue, as JSON.
pub fn cards(ruleset: &str) -> Result<String, String> {
    match ruleset {
        "eredan" => serde_json::to_string(eredan::Catalogue::builtin().cards()).map_err(|e| e.to_string()),
        other => Err(unknown_ruleset(other)),
    }
}

/// A ruleset's ready decks (or squads), as JSON.
pub fn decks(ruleset: &str) -> Result<String, String> {
    match ruleset {
        "eredan" => serde_json::to_string(&eredan::ready_decks()).map_err(|e| e.to_string()),
        other => Err(unknown_ruleset(other)),
    }
}
