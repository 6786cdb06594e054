//! Eredan as a [`Ruleset`]: its setup (two decks), scenarios, narration and catalogue.

use serde::Deserialize;
use serde_json::Value;

use super::game::ready_deck_defs;
use super::{card_text, narrate, ready_decks, scenario, seen, Catalogue, Choice, DeckChoice, EredanGame, EventKind};
use crate::core::event::Event;
use crate::core::{RuleError, Seat};
use crate::rulesets::{to_json, with_text, Played, Ruleset, SetupField, Texts};

/// Eredan (Part E of docs/rules.md).
pub struct Eredan;

/// Eredan's setup: the two decks, by ready-deck id or in full (default: the two ready decks).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "EredanSetup"))]
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// The two decks, by ready-deck id or in full; default: the two ready decks.
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "[DeckChoice, DeckChoice]"))]
    pub decks: Option<[DeckChoice; 2]>,
}

/// [X-SEE] What the package's types say of Eredan: its shapes in the `Rulesets` map that a
/// `Game<"eredan">` and the functions give and take (each ruleset adds its own entry).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TS_SHAPES: &'static str = r#"
/** One resolution event of Eredan. */
export type EredanEvent = EventOf<EredanEventKind>;
/** `narrate` for Eredan's events, in its languages: its overload of `Narrate` (`A`, the rulesets an engine plays; none when Eredan is not one of them). */
export interface RulesetNarrate<A extends string> {
    (event: Rulesets[A & "eredan"]["event"], lang: EredanLang, cards?: readonly unknown[]): string;
}
export interface Rulesets {
    eredan: {
        choice: EredanChoice;
        decision: EredanDecision;
        event: EredanEvent;
        state: EredanPublicState;
        setup: EredanSetup;
        /** The setup's fields a game's config may give beside `ruleset` (`SETUP_FIELDS`). */
        fields: "decks";
        lang: EredanLang;
        card: EredanCardDef;
        decks: EredanDeck[];
        scenario: EredanScenarioFields;
    };
}
"#;

impl Ruleset for Eredan {
    /// Eredan's game page is the site's index.
    const PAGE: &'static str = "index";
    const ID: &'static str = "eredan";
    /// 2: the ready decks keep to the guild rule [E-DECK-1] (a mercenary for Mâche l'âme and
    /// for Anazra): a version-1 game of the ready setup is another game now.
    const SAVE_VERSION: u32 = 2;
    const RULE_PREFIX: &'static str = "E";
    const SETUP_FIELDS: &'static [SetupField] = &[SetupField {
        name: "decks",
        values: &["A", "B"],
        whole: false,
        per_seat: true,
        help: "the two decks, by ready-deck id",
    }];
    const RULES: &'static [&'static str] = super::rules::ALL;
    const LANGUAGES: &'static [&'static str] = &narrate::Lang::CODES;
    type Game = EredanGame;
    type Choice = Choice;
    type EventKind = EventKind;
    type Setup = Setup;
    type Public = super::view::PublicState;

    fn start(setup: Setup, seed: u64, framed: bool, at: &str) -> Result<Played<EredanGame>, RuleError> {
        let (game, events, frames) = match setup.decks {
            Some([a, b]) => {
                let [a, b] = [a.deck(&format!("{at}.decks[0]"))?, b.deck(&format!("{at}.decks[1]"))?];
                EredanGame::new_framed(Catalogue::builtin(), seed, [&a, &b], framed).map_err(|e| e.within(at))?
            }
            // The ready decks, checked once for all games.
            None => match ready_deck_defs() {
                [a, b, ..] => EredanGame::set_up(Catalogue::builtin(), seed, [a, b], framed),
                _ => {
                    return Err(RuleError::internal("data/eredan.json has no two valid ready decks"))
                }
            },
        };
        Ok(Played { game, events, frames })
    }

    fn public(game: &EredanGame) -> Self::Public {
        game.public_state()
    }

    fn internal(game: &EredanGame) -> Value {
        to_json(&game.st)
    }

    fn scenario(value: Value, framed: bool) -> Result<Played<EredanGame>, RuleError> {
        Ok(if framed {
            Played::framed(scenario::run_framed(value)?)
        } else {
            Played::unframed(scenario::run(value)?)
        })
    }

    fn narrate(event: &Event<EventKind>, lang: &str) -> Result<String, RuleError> {
        Ok(narrate::narrate(event, narrate::Lang::parse(lang)?))
    }

    fn catalogue() -> Result<Value, RuleError> {
        Ok(to_json(Catalogue::builtin().cards()))
    }

    fn ready() -> Result<Value, RuleError> {
        Ok(to_json(&ready_decks()))
    }

    /// Every card and character with its generated text; the decks as they are.
    fn texts(lang: &str) -> Result<Texts, RuleError> {
        let (lang, cat) = (narrate::Lang::parse(lang)?, Catalogue::builtin());
        Ok(Texts {
            cards: with_text(cat.cards(), |c| card_text::card_text(c, &cat, lang)),
            ready: Self::ready()?,
        })
    }

    fn hide(game: &EredanGame, public: &mut super::view::PublicState, seat: Seat) {
        seen::hide(game, public, seat)
    }

    fn hide_event(event: &Event<EventKind>, seat: Seat) -> Option<Event<EventKind>> {
        seen::hide_event(event, seat)
    }

    /// [E-SET] [E-DECK] A deck's plain list read and checked, every problem as data.
    fn check_deck(list: &str) -> Result<Value, RuleError> {
        Ok(super::deck_rules::check_list(list, &Catalogue::builtin()))
    }

    /// A deck as its plain list (the cards' names are their printed French ones).
    fn write_deck(cards: &[smol_str::SmolStr], lang: &str) -> Result<String, RuleError> {
        narrate::Lang::parse(lang)?;
        Ok(super::deck_rules::write_list(cards, &Catalogue::builtin()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [E-SET] The ready setup (no decks given) starts, for any seed, the very game the first
    /// two ready decks given in full start: the decks checked once for all games are those decks.
    #[test]
    fn the_ready_setup_starts_the_game_of_the_ready_decks_given_in_full() {
        let ready = ready_decks();
        assert!(ready.len() >= 2, "{} ready decks", ready.len());
        for seed in [0, 1, 7, 42] {
            let played = Eredan::start(Setup::default(), seed, true, "setup").expect("the ready setup starts");
            let (game, events, frames) =
                EredanGame::new_framed(Catalogue::builtin(), seed, [&ready[0], &ready[1]], true).expect("ready decks");
            assert_eq!(played.game, game, "seed {seed}");
            assert_eq!(to_json(&played.events), to_json(&events), "seed {seed}");
            assert_eq!(
                played.frames.map(|f| (f.start, f.after)),
                frames.map(|f| (f.start, f.after))
            );
        }
    }
}
