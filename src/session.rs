//! A game of any ruleset behind one interface, JSON in and out: what the CLI and the JS binding
//! drive. A ruleset plugs in by implementing `core::Game` and being listed in `start`,
//! `narrate`, `cards` and `decks` below.

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::core::{json, Game, Outcome, Rng};
use crate::rulesets::{berserk, eredan, yummell};

/// The rulesets a game can be started for.
pub const RULESETS: [&str; 3] = ["eredan", "berserk", "yummell"];

/// Everything needed to replay a game: its ruleset, seed, setup (the ruleset's own: decks,
/// squads, players...; `null` for the defaults) and every choice made. It names its format
/// and version (`saves::LOG_FORMAT`, `saves::LOG_VERSION`); `saves::read_log` checks them.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GameLog {
    /// "arbiter-log".
    pub format: String,
    pub version: u32,
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

impl GameLog {
    /// The log of a game not yet played: no choices.
    pub fn new(ruleset: &str, seed: u64, setup: Value) -> GameLog {
        GameLog {
            format: crate::saves::LOG_FORMAT.into(),
            version: crate::saves::LOG_VERSION,
            ruleset: ruleset.into(),
            seed,
            setup,
            choices: vec![],
        }
    }
}

/// A game in progress, whatever its ruleset.
pub trait Session {
    fn ruleset(&self) -> &'static str;
    /// The decision awaited (JSON), or `null` once the game is over.
    fn pending_json(&self) -> String;
    /// Applies a choice given as JSON; returns the events (a JSON array). An illegal choice is
    /// an error naming the rule (or the field) and changes nothing.
    fn choose_json(&mut self, choice: &str) -> Result<String, String>;
    /// Why a choice (JSON) would be refused now — the error `choose_json` would give — or
    /// `None` if it is legal. Nothing changes (pages use it to disable a button with a reason).
    fn why_not(&self, choice: &str) -> Option<String>;
    /// A computer opponent's choice for the decision awaited (JSON), or an error for a ruleset
    /// without bots yet.
    fn suggest(&self, bot: crate::bots::BotKind, seed: u64, playouts: u32) -> Result<Option<String>, String>;
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
    /// The ruleset's invariants (`Game::check_invariants`).
    fn check_invariants(&self) -> Result<(), String>;
}

/// Adapts a ruleset's typed game to `Session`.
struct Typed<G: Game + Clone> {
    ruleset: &'static str,
    game: G,
    choices: Vec<G::Choice>,
    public: fn(&G) -> String,
    internal: fn(&G) -> String,
    /// The computer opponents, for rulesets that have them.
    bots: Option<Bots<G>>,
}

type Bots<G> = fn(&G, crate::bots::BotKind, u64, u32) -> Option<<G as Game>::Choice>;

impl<G> Session for Typed<G>
where
    G: Game + Clone,
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
    fn why_not(&self, choice: &str) -> Option<String> {
        let choice: G::Choice = match json::from_str_in(choice, "choice") {
            Ok(c) => c,
            Err(e) => return Some(e),
        };
        self.game.clone().choose(&choice).err().map(|e| e.to_string())
    }
    fn suggest(&self, bot: crate::bots::BotKind, seed: u64, playouts: u32) -> Result<Option<String>, String> {
        let bots = self
            .bots
            .ok_or_else(|| format!("bots: none for \"{}\" yet", self.ruleset))?;
        Ok(bots(&self.game, bot, seed, playouts).and_then(|c| serde_json::to_string(&c).ok()))
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
    fn check_invariants(&self) -> Result<(), String> {
        self.game.check_invariants()
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

/// Berserk's setup: the two squads, by ready-squad id (default: the two ready squads).
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct BerserkSetup {
    #[serde(default)]
    squads: Option<[String; 2]>,
}

/// Yummell's setup: how many players (2 to 8, default 4), each given a random character and
/// Advantage, or the seats in full.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct YummellSetup {
    #[serde(default)]
    players: Option<usize>,
    #[serde(default)]
    seats: Option<Vec<yummell::Seat>>,
}

/// Reads a ruleset's setup; `null` gives its defaults.
fn setup<T: DeserializeOwned + Default>(value: &Value) -> Result<T, String> {
    if value.is_null() {
        Ok(T::default())
    } else {
        json::from_value_in(value.clone(), "setup")
    }
}

/// Starts the game `log` describes (its seed and setup) and replays its choices. Returns the
/// session and the events of the start (setup and the first turn's opening), as JSON.
pub fn start(log: &GameLog) -> Result<(Box<dyn Session>, String), String> {
    let (mut session, opening): (Box<dyn Session>, String) = match log.ruleset.as_str() {
        "eredan" => {
            let decks = match setup::<EredanSetup>(&log.setup)?.decks {
                Some([a, b]) => [a.deck("setup.decks[0]"), b.deck("setup.decks[1]")],
                None => {
                    let ready = eredan::ready_decks();
                    [Ok(ready[0].clone()), Ok(ready[1].clone())]
                }
            };
            let [a, b] = decks;
            let (a, b) = (a.map_err(|e| e.to_string())?, b.map_err(|e| e.to_string())?);
            let (game, events) = eredan::EredanGame::new(eredan::Catalogue::builtin(), log.seed, [&a, &b])
                .map_err(|e| format!("setup: {e}"))?;
            let session = Typed {
                ruleset: "eredan",
                game,
                choices: vec![],
                public: |g: &eredan::EredanGame| serde_json::to_string(&g.public_state()).unwrap_or_default(),
                internal: |g: &eredan::EredanGame| serde_json::to_string(&g.st).unwrap_or_default(),
                bots: Some(|g: &eredan::EredanGame, k, s, p| crate::bots::decide(k, g, s, p)),
            };
            (
                Box::new(session),
                serde_json::to_string(&events).map_err(|e| e.to_string())?,
            )
        }
        "berserk" => {
            let cat = std::sync::Arc::new(berserk::Catalogue::builtin()?);
            let ids = setup::<BerserkSetup>(&log.setup)?
                .squads
                .unwrap_or_else(|| [0, 1].map(|i| cat.squads.get(i).map(|s| s.id.to_string()).unwrap_or_default()));
            let mut squads = Vec::new();
            for (i, id) in ids.iter().enumerate() {
                let squad = cat
                    .squads
                    .iter()
                    .find(|s| s.id == id.as_str())
                    .cloned()
                    .ok_or_else(|| {
                        let known: Vec<String> = cat.squads.iter().map(|s| format!("\"{}\"", s.id)).collect();
                        format!(
                            "setup.squads[{i}]: unknown squad \"{id}\" (ready squads: {})",
                            known.join(", ")
                        )
                    })?;
                squads.push(squad);
            }
            let (game, events) = berserk::BerserkGame::new(cat, log.seed, [&squads[0], &squads[1]])?;
            let session = Typed {
                ruleset: "berserk",
                game,
                choices: vec![],
                public: |g: &berserk::BerserkGame| serde_json::to_string(&g.public_state()).unwrap_or_default(),
                internal: |g: &berserk::BerserkGame| serde_json::to_string(&g.st).unwrap_or_default(),
                bots: Some(|g: &berserk::BerserkGame, k, s, p| crate::bots::decide(k, g, s, p)),
            };
            (
                Box::new(session),
                serde_json::to_string(&events).map_err(|e| e.to_string())?,
            )
        }
        "yummell" => {
            let setup = setup::<YummellSetup>(&log.setup)?;
            let (game, events) = match (setup.seats, setup.players) {
                (Some(seats), _) => yummell::YummellGame::new(yummell::Catalogue::builtin(), log.seed, &seats),
                (None, Some(n)) if !(2..=8).contains(&n) => {
                    return Err(format!("setup.players: 2 to 8 players, not {n}"));
                }
                (None, n) => yummell::YummellGame::random(log.seed, n.unwrap_or(4)),
            }
            .map_err(|e| e.to_string())?;
            let session = Typed {
                ruleset: "yummell",
                game,
                choices: vec![],
                public: |g: &yummell::YummellGame| serde_json::to_string(&g.public_state()).unwrap_or_default(),
                // The public state (every hand is face up), with what it leaves out: the generator
                // and the deck in order, and the events so far.
                internal: |g: &yummell::YummellGame| {
                    let whole = serde_json::json!({ "public": g.public_state(), "deck": g.deck, "rng": g.rng, "events": g.log });
                    serde_json::to_string(&whole).unwrap_or_default()
                },
                bots: Some(|g: &yummell::YummellGame, k, s, p| crate::bots::decide(k, g, s, p)),
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
        Some("B") => {
            let lang = berserk::Lang::parse(lang)?;
            let e: berserk::BerserkEvent = json::from_value_in(event, "event")?;
            Ok(berserk::narrate(&e, lang))
        }
        Some("Y") => {
            let lang = yummell::Lang::parse(lang)?;
            let e: yummell::YummellEvent = json::from_value_in(event, "event")?;
            Ok(yummell::narrate::narrate(&e, lang))
        }
        _ => Err(format!("event.rule: \"{rule}\" is no rule id of a known ruleset")),
    }
}

/// A ruleset's card catalogue, as JSON.
pub fn cards(ruleset: &str) -> Result<String, String> {
    match ruleset {
        "eredan" => serde_json::to_string(eredan::Catalogue::builtin().cards()).map_err(|e| e.to_string()),
        "berserk" => serde_json::to_string(&berserk::Catalogue::builtin()?.creatures).map_err(|e| e.to_string()),
        "yummell" => serde_json::to_string(&yummell::Catalogue::builtin().cards).map_err(|e| e.to_string()),
        other => Err(unknown_ruleset(other)),
    }
}

/// A ruleset's ready decks (or squads), as JSON.
pub fn decks(ruleset: &str) -> Result<String, String> {
    match ruleset {
        "eredan" => serde_json::to_string(&eredan::ready_decks()).map_err(|e| e.to_string()),
        "berserk" => serde_json::to_string(&berserk::Catalogue::builtin()?.squads).map_err(|e| e.to_string()),
        "yummell" => {
            let cat = yummell::Catalogue::builtin();
            serde_json::to_string(&serde_json::json!({ "characters": cat.characters, "advantages": cat.advantages }))
                .map_err(|e| e.to_string())
        }
        other => Err(unknown_ruleset(other)),
    }
}
