//! Yummell as a [`Ruleset`]: its setup (players or seats), scenarios, narration and catalogue.

use serde::Deserialize;
use serde_json::Value;

use super::{card_text, narrate, scenario, Catalogue, Choice, EventKind, Lang, Seat, YummellGame};
use crate::core::event::Event;
use crate::core::{ReadError, RuleError};
use crate::rulesets::{object, to_json, with_text, Played, Ruleset, SetupField, Texts};

/// Yummell (Part Y of docs/rules.md).
pub struct Yummell;

/// Yummell's setup: how many players (2 to 8, default 4), each given a random character and
/// Advantage, or the seats in full.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellSetup"))]
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// How many players, 2 to 8, each given a random character and Advantage; default 4.
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "number"))]
    pub players: Option<usize>,
    /// Or the seats in full, in turn order: each player's character and Advantage, by id.
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "Seat[]"))]
    pub seats: Option<Vec<Seat>>,
}

/// What the package's types say of Yummell: its shapes in the `Rulesets` map that a
/// `Game<"yummell">` and the functions give and take (each ruleset adds its own entry).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TS_SHAPES: &'static str = r#"
/** One resolution event of Yummell. */
export type YummellEvent = EventOf<YummellEventKind>;
/** A card id, or `null` for none (Yummell's optional cards in its events). */
export type CardOrNull = SmolStr | null;
/** A seat of Yummell's setup: a player's character and Advantage. */
export type YummellSeat = Seat;
/** `narrate` for Yummell's events, in its languages: its overload of `Narrate` (`A`, the rulesets an engine plays; none when Yummell is not one of them). */
export interface RulesetNarrate<A extends string> {
    (event: Rulesets[A & "yummell"]["event"], lang: YummellLang, cards?: readonly unknown[]): string;
}
export interface Rulesets {
    yummell: {
        choice: YummellChoice;
        decision: YummellDecision;
        event: YummellEvent;
        state: YummellPublicState;
        setup: YummellSetup;
        /** The setup's fields a game's config may give beside `ruleset` (`SETUP_FIELDS`). */
        fields: "players";
        lang: YummellLang;
        card: YummellCardDef;
        decks: { characters: WithText<CharacterDef>[]; advantages: WithText<AdvantageDef>[] };
        scenario: YummellScenarioFields;
    };
}
"#;

impl Ruleset for Yummell {
    const ID: &'static str = "yummell";
    const RULE_PREFIX: &'static str = "Y";
    /// Its seats in full are given in a whole setup only.
    const SETUP_FIELDS: &'static [SetupField] = &[SetupField {
        name: "players",
        values: &["N"],
        whole: true,
        per_seat: false,
        help: "how many players, 2 to 8",
    }];
    const RULES: &'static [&'static str] = super::rules::ALL;
    const LANGUAGES: &'static [&'static str] = &Lang::CODES;
    /// A table for two of the four the ready setup seats.
    const TWO_PLAYER_SETUP: &'static str = r#"{"players": 2}"#;
    type Game = YummellGame;
    type Choice = Choice;
    type EventKind = EventKind;
    type Setup = Setup;
    type Public = super::view::PublicState;

    fn start(setup: Setup, seed: u64, framed: bool, at: &str) -> Result<Played<YummellGame>, RuleError> {
        let (game, events, frames) = match (setup.seats, setup.players) {
            (Some(seats), _) => {
                YummellGame::new_framed(Catalogue::builtin(), seed, &seats, framed).map_err(|e| e.rooted(at))?
            }
            (None, Some(n)) if !(2..=8).contains(&n) => {
                return Err(ReadError::limit(&format!("{at}.players"), &format!("2 to 8 players, not {n}")).into());
            }
            (None, n) => YummellGame::random_framed(seed, n.unwrap_or(4), framed)?,
        };
        Ok(Played { game, events, frames })
    }

    fn public(game: &YummellGame) -> Self::Public {
        game.public_state()
    }

    /// The public state (every hand is face up), with what it leaves out: the generator and
    /// the deck in order, and the events so far.
    fn internal(game: &YummellGame) -> Value {
        object([
            ("public", to_json(&game.public_state())),
            ("deck", to_json(&game.deck)),
            ("rng", to_json(&game.rng)),
            ("events", to_json(&game.log)),
        ])
    }

    fn scenario(value: Value, framed: bool) -> Result<Played<YummellGame>, RuleError> {
        Ok(if framed {
            Played::framed(scenario::run_framed(value)?)
        } else {
            Played::unframed(scenario::run(value)?)
        })
    }

    fn narrate(event: &Event<EventKind>, lang: &str) -> Result<String, RuleError> {
        Ok(narrate::narrate(event, Lang::parse(lang)?))
    }

    fn catalogue() -> Result<Value, RuleError> {
        Ok(to_json(&Catalogue::builtin().cards))
    }

    fn ready() -> Result<Value, RuleError> {
        let cat = Catalogue::builtin();
        Ok(object([
            ("characters", to_json(&cat.characters)),
            ("advantages", to_json(&cat.advantages)),
        ]))
    }

    /// Every deck card, character and Advantage with its generated text.
    fn texts(lang: &str) -> Result<Texts, RuleError> {
        let (lang, cat) = (Lang::parse(lang)?, Catalogue::builtin());
        Ok(Texts {
            cards: with_text(&cat.cards, |c| card_text::card_text(c, lang)),
            ready: object([
                (
                    "characters",
                    with_text(&cat.characters, |c| card_text::character_text(c, lang)),
                ),
                (
                    "advantages",
                    with_text(&cat.advantages, |a| card_text::advantage_text(a, lang)),
                ),
            ]),
        })
    }

    /// A playout is a whole race, longer with more seats: 5,000 shared among them keep a
    /// decision at 0.2–0.3 s in a page for 2 to 8 seats.
    fn hard_playouts(seats: usize) -> u32 {
        5000 / seats.max(1) as u32
    }
    fn seats(game: &YummellGame) -> usize {
        game.players.len()
    }

    fn hide(game: &YummellGame, public: &mut super::view::PublicState, seat: crate::core::Seat) {
        super::seen::hide(game, public, seat)
    }

    fn hide_event(event: &Event<EventKind>, seat: crate::core::Seat) -> Option<Event<EventKind>> {
        super::seen::hide_event(event, seat)
    }
}
