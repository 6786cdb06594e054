//! The Yummell catalogue as data (`data/yummell.json`, embedded and validated at load): the
//! path of squares, the character sheets, the Advantages and the shared deck, with the small
//! declarative effect vocabulary of docs/yummell-cards.md.

use serde::Deserialize;
use crate::core::ReadError;
use serde::Serialize;
use smol_str::SmolStr;
use std::collections::BTreeMap;
use std::sync::{Arc, OnceLock};

const BUILTIN_JSON: &str = include_str!("../../../data/yummell.json");

/// Terrain of a square and the movement points entering it costs [Y-MOVE].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    Plain,
    Hill,
    Wood,
    Swamp,
}

impl Terrain {
    /// [Y-MOVE] plain 1, hill 2, wood 2, swamp 3.
    pub fn cost(self) -> u32 {
        match self {
            Terrain::Plain => 1,
            Terrain::Hill | Terrain::Wood => 2,
            Terrain::Swamp => 3,
        }
    }
}

/// The four stats of a character sheet.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Stat {
    Strength,
    Sympathy,
    Agility,
    Magic,
}

impl Stat {
    pub const ALL: [Stat; 4] = [Stat::Strength, Stat::Sympathy, Stat::Agility, Stat::Magic];

    pub fn index(self) -> usize {
        match self {
            Stat::Strength => 0,
            Stat::Sympathy => 1,
            Stat::Agility => 2,
            Stat::Magic => 3,
        }
    }
}

/// The three kinds of deck card.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellCardType"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardType {
    Creature,
    Artefact,
    Event,
}

crate::tagged_enum! { "do";
/// One effect of the vocabulary (docs/yummell-cards.md). Bonuses last until the end of the
/// turn [Y-ACT-2]; the others happen at once.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellEffect"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "do", rename_all = "snake_case", deny_unknown_fields)]
pub enum Effect {
    /// Extra movement points for this turn's Movement (usable only before Movement).
    Movement { amount: i32 },
    /// A bonus to this turn's challenge (before Movement, or before Encounter after moving).
    Challenge { amount: i32 },
    /// A stat modifier until the end of the turn.
    Stat { stat: Stat, amount: i32 },
    /// Forward that many squares at once, whatever the terrain.
    Advance { squares: u8 },
    /// Back that many squares (not before the first).
    Back { squares: u8 },
    /// Draw cards from the shared deck.
    Draw { cards: u8 },
    /// Discard the last cards of the hand.
    Discard { cards: u8 },
    /// Take an active artefact from another character on your square (needs a target).
    StealArtefact {},
}
}

/// When a power may be used: every condition given must hold [Y-ACT-4] [Y-ACT-5].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellCondition"))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Condition {
    /// The character's square is one of these terrains.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub terrain: Vec<Terrain>,
    /// Some other character is strictly ahead.
    #[serde(default, skip_serializing_if = "is_false")]
    pub behind: bool,
    /// Another character stands on the same square.
    #[serde(default, skip_serializing_if = "is_false")]
    pub shares_square: bool,
    /// The character moved this turn.
    #[serde(default, skip_serializing_if = "is_false")]
    pub moved: bool,
    /// The hand holds at most this many cards.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hand_at_most: Option<u8>,
}

fn is_false(b: &bool) -> bool {
    !*b
}

/// A usable power: an Ability, an Advantage, an Artefact's use or an Event's play.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Power {
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub name: String,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellCondition"))]
    pub when: Condition,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellEffect[]"))]
    pub effects: Vec<Effect>,
}

/// A character sheet.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CharacterDef {
    pub id: SmolStr,
    pub name: String,
    pub strength: u8,
    pub sympathy: u8,
    pub agility: u8,
    pub magic: u8,
    pub ability: Power,
}

impl CharacterDef {
    pub fn stat(&self, s: Stat) -> i32 {
        i32::from(match s {
            Stat::Strength => self.strength,
            Stat::Sympathy => self.sympathy,
            Stat::Agility => self.agility,
            Stat::Magic => self.magic,
        })
    }
}

/// An Advantage card, held for the whole game.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AdvantageDef {
    pub id: SmolStr,
    pub name: String,
    #[serde(default)]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellCondition"))]
    pub when: Condition,
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellEffect[]"))]
    pub effects: Vec<Effect>,
}

/// A card of the shared deck.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "YummellCardDef"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CardDef {
    pub id: SmolStr,
    #[serde(default)]
    pub name: String,
    #[serde(rename = "type")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellCardType"))]
    pub kind: CardType,
    /// The movement number, 1 to 8 [Y-MOVE].
    pub movement: u8,
    /// Copies in the default deck (extra cards of a scenario default to 0).
    #[serde(default)]
    pub copies: u8,
    /// Creature: the stat it challenges and the value to beat [Y-ENC].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stat: Option<Stat>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<u8>,
    /// Artefact: what using it does [Y-ACT-3].
    #[serde(default, rename = "use", skip_serializing_if = "Option::is_none")]
    pub use_: Option<Power>,
    /// Event: what playing it does [Y-ACT-2].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub play: Option<Power>,
    /// Event: what it does to the player who draws it as an encounter [Y-ENC].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(target_arch = "wasm32", tsify(type = "YummellEffect[]"))]
    pub drawn: Option<Vec<Effect>>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    path: Vec<Terrain>,
    characters: Vec<serde_json::Value>,
    advantages: Vec<serde_json::Value>,
    cards: Vec<serde_json::Value>,
}

/// The validated catalogue.
#[derive(Debug, Clone, PartialEq)]
pub struct Catalogue {
    /// Square 0 is the start, the last square the finish [Y-WIN].
    pub path: Vec<Terrain>,
    pub characters: Vec<CharacterDef>,
    pub advantages: Vec<AdvantageDef>,
    pub cards: Vec<CardDef>,
    by_id: BTreeMap<SmolStr, u16>,
}

impl Catalogue {
    /// The built-in catalogue, parsed and validated once.
    pub fn builtin() -> Arc<Catalogue> {
        static CELL: OnceLock<Arc<Catalogue>> = OnceLock::new();
        CELL.get_or_init(|| match Catalogue::parse(BUILTIN_JSON, "data/yummell.json") {
            Ok(c) => Arc::new(c),
            Err(e) => panic!("built-in catalogue is invalid: {e}"),
        })
        .clone()
    }

    /// Parses and validates a whole catalogue file; errors name the entry and the field.
    pub fn parse(text: &str, origin: &str) -> Result<Catalogue, String> {
        let value = crate::core::json::parse(text).map_err(|e| format!("{origin}: {e}"))?;
        let file: File = crate::core::json::from_value_in(value, origin).map_err(|e| e.to_string())?;
        if file.path.len() < 2 || file.path.len() > 200 {
            return Err(format!("{origin}: path: 2 to 200 squares, not {}", file.path.len()));
        }
        let mut cat = Catalogue {
            path: file.path,
            characters: vec![],
            advantages: vec![],
            cards: vec![],
            by_id: BTreeMap::new(),
        };
        for (i, v) in file.characters.into_iter().enumerate() {
            let at = entry(origin, "characters", i, &v);
            let c: CharacterDef = crate::core::json::from_value_in(v, &at).map_err(|e| e.to_string())?;
            if cat.characters.iter().any(|o| o.id == c.id) || c.id.is_empty() {
                return Err(format!("{at}: field `id`: empty or used twice"));
            }
            for s in Stat::ALL {
                if !(0..=20).contains(&c.stat(s)) {
                    return Err(format!("{at}: field `{s:?}`: 0 to 20"));
                }
            }
            check_power(&c.ability.when, &c.ability.effects, &format!("{at}.ability"))?;
            cat.characters.push(c);
        }
        for (i, v) in file.advantages.into_iter().enumerate() {
            let at = entry(origin, "advantages", i, &v);
            let a: AdvantageDef = crate::core::json::from_value_in(v, &at).map_err(|e| e.to_string())?;
            if cat.advantages.iter().any(|o| o.id == a.id) || a.id.is_empty() {
                return Err(format!("{at}: field `id`: empty or used twice"));
            }
            check_power(&a.when, &a.effects, &at)?;
            cat.advantages.push(a);
        }
        if cat.characters.is_empty() || cat.advantages.is_empty() {
            return Err(format!("{origin}: at least one character and one advantage"));
        }
        cat.add_cards(&serde_json::Value::Array(file.cards), origin)
            .map_err(|e| e.to_string())?;
        Ok(cat)
    }

    /// The built-in catalogue plus a scenario's extra cards (the scenario contract `cards`).
    pub fn with_extra(extra: &serde_json::Value, origin: &str) -> Result<Arc<Catalogue>, ReadError> {
        let base = Catalogue::builtin();
        if extra.as_array().is_some_and(|a| a.is_empty()) {
            return Ok(base);
        }
        let mut cat = (*base).clone();
        cat.add_cards(extra, origin)?;
        Ok(Arc::new(cat))
    }

    fn add_cards(&mut self, cards: &serde_json::Value, origin: &str) -> Result<(), ReadError> {
        let list = cards
            .as_array()
            .ok_or_else(|| ReadError::at(origin, "an array of card definitions"))?;
        for (i, v) in list.iter().enumerate() {
            let at = entry(origin, "cards", i, v);
            let at = if origin == "cards" { format!("cards[{i}]") } else { at };
            let c: CardDef = crate::core::json::from_value_in(v.clone(), &at)?;
            if c.id.is_empty() || self.by_id.contains_key(&c.id) {
                return Err(ReadError::at(&at, &format!("field `id`: empty or used twice (\"{}\")", c.id)));
            }
            check_card(&c).map_err(|e| ReadError::shown(&at, &format!("{at} \"{}\"", c.id), &e))?;
            if self.cards.len() >= usize::from(u16::MAX) {
                return Err(ReadError::at(&at, "too many cards"));
            }
            self.by_id.insert(c.id.clone(), self.cards.len() as u16);
            self.cards.push(c);
        }
        Ok(())
    }

    pub fn card_index(&self, id: &str) -> Option<u16> {
        self.by_id.get(id).copied()
    }

    pub fn card(&self, def: u16) -> &CardDef {
        &self.cards[usize::from(def)]
    }

    pub fn character_index(&self, id: &str) -> Option<u16> {
        self.characters.iter().position(|c| c.id == id).map(|i| i as u16)
    }

    pub fn advantage_index(&self, id: &str) -> Option<u16> {
        self.advantages.iter().position(|c| c.id == id).map(|i| i as u16)
    }

    /// The error for `id`, unknown at `field` as a `kind` ("card", "character" or "advantage"):
    /// "field: unknown card id "x" — did you mean ...", from the ids (and names) of that kind.
    pub fn unknown(&self, field: &str, kind: &str, id: &str) -> ReadError {
        let known: Vec<(&str, &str)> = match kind {
            "character" => self
                .characters
                .iter()
                .map(|c| (c.id.as_str(), c.name.as_str()))
                .collect(),
            "advantage" => self
                .advantages
                .iter()
                .map(|c| (c.id.as_str(), c.name.as_str()))
                .collect(),
            _ => self.cards.iter().map(|c| (c.id.as_str(), c.name.as_str())).collect(),
        };
        crate::core::suggest::unknown_id(field, kind, id, &known)
    }

    /// The default deck: every card its number of copies, catalogue order.
    pub fn deck_defs(&self) -> Vec<u16> {
        let mut out = Vec::new();
        for (i, c) in self.cards.iter().enumerate() {
            for _ in 0..c.copies {
                out.push(i as u16);
            }
        }
        out
    }

    /// The finish square [Y-WIN].
    pub fn finish(&self) -> u8 {
        (self.path.len() - 1) as u8
    }
}

fn entry(origin: &str, list: &str, i: usize, v: &serde_json::Value) -> String {
    match v.get("id").and_then(|x| x.as_str()) {
        Some(id) => format!("{origin}: {list}[{i}] (\"{id}\")"),
        None => format!("{origin}: {list}[{i}]"),
    }
}

fn check_effect(e: &Effect) -> Result<(), String> {
    match e {
        Effect::Movement { amount } | Effect::Challenge { amount } | Effect::Stat { amount, .. } => {
            if !(-10..=10).contains(amount) || *amount == 0 {
                return Err("field `amount`: -10 to 10, not 0".into());
            }
        }
        Effect::Advance { squares } | Effect::Back { squares } => {
            if !(1..=5).contains(squares) {
                return Err("field `squares`: 1 to 5".into());
            }
        }
        Effect::Draw { cards } | Effect::Discard { cards } => {
            if !(1..=4).contains(cards) {
                return Err("field `cards`: 1 to 4".into());
            }
        }
        Effect::StealArtefact {} => {}
    }
    Ok(())
}

fn check_power(when: &Condition, effects: &[Effect], at: &str) -> Result<(), String> {
    if effects.is_empty() || effects.len() > 4 {
        return Err(format!("{at}: field `effects`: 1 to 4 effects"));
    }
    for (i, e) in effects.iter().enumerate() {
        check_effect(e).map_err(|m| format!("{at}: effects[{i}]: {m}"))?;
    }
    if effects.iter().filter(|e| matches!(e, Effect::StealArtefact {})).count() > 1 {
        return Err(format!("{at}: field `effects`: at most one steal_artefact"));
    }
    if when.hand_at_most.is_some_and(|n| n > 20) {
        return Err(format!("{at}: field `when.hand_at_most`: 0 to 20"));
    }
    Ok(())
}

fn check_card(c: &CardDef) -> Result<(), String> {
    if !(1..=8).contains(&c.movement) {
        return Err(format!("field `movement`: 1 to 8, not {}", c.movement));
    }
    if c.copies > 10 {
        return Err("field `copies`: 0 to 10".into());
    }
    let forbid = |field: &str, present: bool| {
        if present {
            Err(format!("field `{field}`: not for a {:?} card", c.kind).to_ascii_lowercase())
        } else {
            Ok(())
        }
    };
    match c.kind {
        CardType::Creature => {
            if c.stat.is_none() {
                return Err("field `stat`: a creature names a stat".into());
            }
            match c.value {
                Some(v) if (1..=30).contains(&v) => {}
                _ => return Err("field `value`: a creature has a value of 1 to 30".into()),
            }
            forbid("use", c.use_.is_some())?;
            forbid("play", c.play.is_some())?;
            forbid("drawn", c.drawn.is_some())?;
        }
        CardType::Artefact => {
            let Some(p) = &c.use_ else {
                return Err("field `use`: an artefact says what using it does".into());
            };
            check_power(&p.when, &p.effects, "field `use`")?;
            forbid("stat", c.stat.is_some())?;
            forbid("value", c.value.is_some())?;
            forbid("play", c.play.is_some())?;
            forbid("drawn", c.drawn.is_some())?;
        }
        CardType::Event => {
            let Some(p) = &c.play else {
                return Err("field `play`: an event says what playing it does".into());
            };
            check_power(&p.when, &p.effects, "field `play`")?;
            let Some(d) = &c.drawn else {
                return Err("field `drawn`: an event says what it does when drawn as an encounter".into());
            };
            check_power(&Condition::default(), d, "field `drawn`")?;
            if d.iter().any(|e| matches!(e, Effect::StealArtefact {})) {
                return Err("field `drawn`: steal_artefact needs a target, not for an encounter".into());
            }
            forbid("stat", c.stat.is_some())?;
            forbid("value", c.value.is_some())?;
            forbid("use", c.use_.is_some())?;
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn builtin_catalogue_meets_part_y() {
        let cat = Catalogue::builtin();
        assert!(cat.characters.len() >= 4);
        assert!(cat.advantages.len() >= 4);
        assert!(cat.path.len() >= 10);
        for t in [Terrain::Plain, Terrain::Hill, Terrain::Wood, Terrain::Swamp] {
            assert!(cat.path.contains(&t));
        }
        assert!(cat.deck_defs().len() >= 40);
        assert!(cat.cards.iter().filter(|c| c.copies > 0).count() >= 12);
        for s in Stat::ALL {
            assert!(cat.cards.iter().any(|c| c.stat == Some(s)));
        }
    }

    #[test]
    fn errors_name_the_card_and_the_field() {
        let e = Catalogue::with_extra(
            &serde_json::json!([{"id": "x", "type": "creature", "movement": 9, "stat": "magic", "value": 3}]),
            "cards",
        )
        .unwrap_err().to_string();
        assert!(
            e.contains("cards[0]") && e.contains("\"x\"") && e.contains("movement"),
            "{e}"
        );
        let e = Catalogue::with_extra(
            &serde_json::json!([{"id": "y", "type": "artefact", "movement": 2}]),
            "cards",
        )
        .unwrap_err().to_string();
        assert!(e.contains("\"y\"") && e.contains("use"), "{e}");
        let e = Catalogue::with_extra(
            &serde_json::json!([{"id": "goblin", "type": "artefact", "movement": 2}]),
            "cards",
        )
        .unwrap_err().to_string();
        assert!(e.contains("used twice"), "{e}");
    }
}
