//! Berserk as a [`Ruleset`]: its setup (two squads), scenarios, narration and catalogue.

use serde::Deserialize;
use serde_json::Value;

use super::{narrate, scenario, BerserkGame, Catalogue, Choice, EventKind, Lang};
use crate::core::event::Event;
use crate::core::{ReadError, RuleError};
use crate::rulesets::{to_json, with_text, Played, Ruleset, SetupField, Texts};

/// Berserk (Part B of docs/rules.md).
pub struct Berserk;

/// Berserk's setup: a skirmish of two ready squads, by id (the default: the first two), or a
/// whole game [B-GAME] of two decks, each a ready deck's id or its plain list
/// (`deck::deck_from_setup`).
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkSetup"))]
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Setup {
    /// A skirmish: the two squads, by ready-squad id; default: the two ready squads.
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "[string, string]"))]
    pub squads: Option<[String; 2]>,
    /// Or a whole game: the two decks, each a ready deck's id or its plain list.
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(optional, type = "[BerserkDeckChoice, BerserkDeckChoice]"))]
    pub decks: Option<[Value; 2]>,
}

/// What the package's types say of Berserk: its shapes in the `Rulesets` map that a
/// `Game<"berserk">` and the functions give and take (each ruleset adds its own entry).
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(typescript_custom_section)]
const TS_SHAPES: &'static str = r#"
/** One resolution event of Berserk. */
export type BerserkEvent = EventOf<BerserkEventKind>;
/** A strike, or `null` for none (Berserk's optional strikes in its events). */
export type StrengthOrNull = Strength | null;
/** A Berserk deck in a whole game's setup: a ready deck's id (`"steppe"`), its plain list as one
 *  text (`"3 Кочевник\n2 Кшар"`), or its lines (`["3 Кочевник", "vs-002"]`). */
export type BerserkDeckChoice = string | string[];
/** `narrate` for Berserk's events, in its languages: its overload of `Narrate` (`A`, the rulesets an engine plays; none when Berserk is not one of them). */
export interface RulesetNarrate<A extends string> {
    (event: Rulesets[A & "berserk"]["event"], lang: BerserkLang, cards?: readonly unknown[]): string;
}
export interface Rulesets {
    berserk: {
        choice: BerserkChoice;
        decision: BerserkDecision;
        event: BerserkEvent;
        state: BerserkPublicState;
        setup: BerserkSetup;
        /** The setup's fields a game's config may give beside `ruleset` (`SETUP_FIELDS`). */
        fields: "decks" | "squads";
        lang: BerserkLang;
        card: CreatureDef;
        decks: Squad[];
        scenario: BerserkScenarioFields;
    };
}
"#;

impl Ruleset for Berserk {
    /// A Berserk playout is cut after a few decisions and judged (`Searchable::PLAYOUT_DEPTH`):
    /// 4,000 keep the hard computer at about 0.3 s a decision in a page (docs/berserk-bots.md).
    fn hard_playouts(_seats: usize) -> u32 {
        4000
    }
    const ID: &'static str = "berserk";
    const RULE_PREFIX: &'static str = "B";
    /// A whole game's decks, or a skirmish's squads.
    const SETUP_FIELDS: &'static [SetupField] = &[
        SetupField {
            name: "decks",
            values: &["A", "B"],
            whole: false,
        per_seat: true,
            help: "a whole game's two decks, by ready-deck id",
        },
        SetupField {
            name: "squads",
            values: &["A", "B"],
            whole: false,
        per_seat: true,
            help: "the two squads, by ready-squad id",
        },
    ];
    /// 2: an attack's stages and steps take the priority rounds of §511.5 (its bullets inside
    /// the stage, blocks, instants), so the choices of a version-1 game no longer replay.
    /// 3: the attack and the roll are stack items, new data effects and squads: the state a
    /// version-2 log leads to is no longer the one its snapshot holds.
    /// 4: only a defender's own closing keeps its roll [B-TABLE-2] and stone skin keeps the
    /// calculation modifiers [B-ATK-5] (Decisions): a version-3 log may now lead elsewhere.
    /// 5: the Wild Horde's Wraith, whom no Mountain Guard creature could wound, gives way to
    /// the Wolf Rider: a version-4 game of the default squads is another game now.
    const SAVE_VERSION: u32 = 5;
    const RULES: &'static [&'static str] = super::rules::ALL;
    const LANGUAGES: &'static [&'static str] = &Lang::CODES;
    type Game = BerserkGame;
    type Choice = Choice;
    type EventKind = EventKind;
    type Setup = Setup;
    type Public = super::view::PublicState;

    fn start(setup: Setup, seed: u64, framed: bool, at: &str) -> Result<Played<BerserkGame>, RuleError> {
        let cat = Catalogue::builtin()?;
        if let Some(decks) = setup.decks {
            if setup.squads.is_some() {
                return Err(ReadError::at(at, "a setup has squads (a skirmish) or decks (a whole game), not both").into());
            }
            let mut defs = [vec![], vec![]];
            for (i, deck) in decks.iter().enumerate() {
                let cards = super::deck::deck_from_setup(deck, &cat, &format!("{at}.decks[{i}]"))?;
                defs[i] = cards.iter().filter_map(|id| cat.find(id)).collect();
            }
            let (game, events, frames) = BerserkGame::new_whole_framed(cat, seed, defs, framed);
            return Ok(Played { game, events, frames });
        }
        let ids = setup
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
                    ReadError::at(
                        &format!("{at}.squads[{i}]"),
                        &format!("unknown squad \"{id}\" (ready squads: {})", known.join(", ")),
                    )
                })?;
            squads.push(squad);
        }
        let (game, events, frames) =
            BerserkGame::new_framed(cat, seed, [&squads[0], &squads[1]], framed).map_err(|e| e.within(at))?;
        Ok(Played { game, events, frames })
    }

    fn public(game: &BerserkGame) -> Self::Public {
        game.public_state()
    }

    fn internal(game: &BerserkGame) -> Value {
        to_json(&game.st)
    }

    fn scenario(value: Value, framed: bool) -> Result<Played<BerserkGame>, RuleError> {
        Ok(if framed {
            Played::framed(scenario::run_framed(value)?)
        } else {
            Played::unframed(scenario::run(value)?)
        })
    }

    fn narrate(event: &Event<EventKind>, lang: &str) -> Result<String, RuleError> {
        Ok(narrate(event, Lang::parse(lang)?))
    }

    fn narrate_with_cards(event: &Event<EventKind>, lang: &str, cards: &Value) -> Result<String, RuleError> {
        let names = super::narrate::own_names(cards);
        Ok(super::narrate::narrate_named(event, Lang::parse(lang)?, &names))
    }

    fn catalogue() -> Result<Value, RuleError> {
        Ok(to_json(&Catalogue::builtin()?.creatures))
    }

    fn ready() -> Result<Value, RuleError> {
        Ok(to_json(&Catalogue::builtin()?.squads))
    }

    /// Each creature with its rules text in `lang` (`card_text`) and each ability's own line
    /// (`ability_texts`, what a decision about one ability shows), the squads as they are.
    fn texts(lang: &str) -> Result<Texts, RuleError> {
        let lang = Lang::parse(lang)?;
        Ok(Texts {
            cards: printed_extras(
                with_text(&Catalogue::builtin()?.creatures, |c| super::card_text::creature_text(c, lang)),
                lang,
            )?,
            ready: Self::ready()?,
        })
    }

    fn hide(game: &BerserkGame, public: &mut super::view::PublicState, seat: crate::core::Seat) {
        super::seen::hide(game, public, seat)
    }

    fn hide_event(event: &Event<EventKind>, seat: crate::core::Seat) -> Option<Event<EventKind>> {
        super::seen::hide_event(event, seat)
    }

    /// [B-GAME-1] A deck's plain list read and checked.
    fn check_deck(list: &str) -> Result<Value, RuleError> {
        let cat = Catalogue::builtin()?;
        let (cards, unread) = super::deck::read_list(list, &cat);
        let problems = super::deck::check_deck(&cards, &cat);
        let legal = unread.is_empty() && problems.is_empty();
        Ok(crate::rulesets::object([
            ("cards", to_json(&cards)),
            ("unread", to_json(&unread)),
            ("problems", to_json(&problems)),
            ("legal", Value::Bool(legal)),
        ]))
    }

    /// [B-GAME-1] A deck as its plain list.
    fn write_deck(cards: &[smol_str::SmolStr], lang: &str) -> Result<String, RuleError> {
        let cat = Catalogue::builtin()?;
        Ok(super::deck::write_list(cards, &cat, Lang::parse(lang)?))
    }

    /// [B-GAME-1] The ready decks of «Война стихий», one per element.
    fn printed_decks() -> Result<Value, RuleError> {
        Ok(to_json(&super::deck::ready_decks()?))
    }

    /// What the engine plays of each card of «Война стихий» (docs/berserk-coverage.md).
    fn coverage() -> Result<String, RuleError> {
        let cat = Catalogue::builtin()?;
        Ok(super::coverage::markdown(&cat)?)
    }
}

/// Each card's entry with its abilities' lines in `lang` (`ability_texts`, in the order of
/// `abilities`; absent when it has none) and, for a printed card, what the engine does not play
/// of it yet (`missing`, the coverage table's column; absent when the card is done).
fn printed_extras(mut cards: Value, lang: Lang) -> Result<Value, RuleError> {
    let cat = Catalogue::builtin()?;
    let terms = super::abilities::Terms::builtin()?;
    if let Value::Array(entries) = &mut cards {
        for (entry, def) in entries.iter_mut().zip(&cat.creatures) {
            let Value::Object(fields) = entry else { continue };
            if !def.abilities.is_empty() {
                let lines: Vec<String> = def
                    .abilities
                    .iter()
                    .map(|a| crate::core::narration::capitalize(&super::abilities::text(a, terms, lang)))
                    .collect();
                fields.insert("ability_texts".into(), to_json(&lines));
            }
            let missing = super::coverage::missing(def, terms);
            if def.set.is_some() && !missing.is_empty() {
                fields.insert("missing".into(), to_json(&missing));
            }
        }
    }
    Ok(cards)
}
