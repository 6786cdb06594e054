//! [E-SET] [E-DECK] What makes an Eredan deck legal, every problem as data: three different
//! characters, 20 to 50 other cards, at most three copies of a card [E-SET]; one guild at most
//! among the characters, the others mercenaries [E-DECK-1]; the cards of that guild or of none
//! [E-DECK-2]. A card that none of the deck's characters could play is a warning, not a
//! problem [E-DECK-3]. A game starts only from a legal deck (`DeckDefs::resolve`).

use serde::Serialize;
use smol_str::SmolStr;
use std::collections::BTreeMap;

use super::cards::{CardDef, Catalogue, Requirements};
use super::game::Deck;
use super::rules::{E_DECK_1, E_DECK_2, E_DECK_3, E_SET};

/// Each player brings this many characters [E-SET].
pub const CHARACTERS: usize = 3;
/// At least this many other cards [E-SET].
pub const CARDS_MIN: usize = 20;
/// At most this many other cards [E-SET].
pub const CARDS_MAX: usize = 50;
/// At most this many copies of a card [E-SET].
pub const COPIES_MAX: usize = 3;

/// What is wrong with a deck; `rule()` names the rule.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum DeckProblem {
    /// Not three characters [E-SET].
    Characters { characters: usize, needed: usize },
    /// The same character twice [E-SET].
    SameCharacter { card: SmolStr },
    /// An id of no card of the catalogue [E-SET].
    UnknownCard { card: SmolStr },
    /// A card among the characters [E-SET].
    NotACharacter { card: SmolStr },
    /// A character among the cards [E-SET].
    CharacterAsCard { card: SmolStr },
    /// Fewer cards than `min` [E-SET].
    TooFew { cards: usize, min: usize },
    /// More cards than `max` [E-SET].
    TooMany { cards: usize, max: usize },
    /// More copies of `card` than `max` [E-SET].
    TooManyCopies { card: SmolStr, copies: usize, max: usize },
    /// Characters of two or more guilds [E-DECK-1].
    TwoGuilds { guilds: Vec<SmolStr> },
    /// A card of `guild`, in a deck of `deck_guild` (none: a deck of mercenaries) [E-DECK-2].
    OtherGuild {
        card: SmolStr,
        guild: Vec<SmolStr>,
        deck_guild: Option<SmolStr>,
    },
}

impl DeckProblem {
    /// The rule the problem breaks.
    pub fn rule(&self) -> &'static str {
        match self {
            DeckProblem::TwoGuilds { .. } => E_DECK_1,
            DeckProblem::OtherGuild { .. } => E_DECK_2,
            _ => E_SET,
        }
    }

    /// The problem in a sentence.
    pub fn message(&self) -> String {
        match self {
            DeckProblem::Characters { characters, needed } => format!("a player has exactly {needed} characters, not {characters}"),
            DeckProblem::SameCharacter { card } => format!("\"{card}\" is twice among the characters"),
            DeckProblem::UnknownCard { card } => format!("unknown card id \"{card}\""),
            DeckProblem::NotACharacter { card } => format!("\"{card}\" is not a character"),
            DeckProblem::CharacterAsCard { card } => format!("\"{card}\" is a character, not a card for the deck"),
            DeckProblem::TooFew { cards, min } => format!("a deck has {min} to {CARDS_MAX} cards, not {cards}"),
            DeckProblem::TooMany { cards, max } => format!("a deck has {CARDS_MIN} to {max} cards, not {cards}"),
            DeckProblem::TooManyCopies { card, copies, max } => format!("{copies} copies of \"{card}\": at most {max}"),
            DeckProblem::TwoGuilds { guilds } => {
                format!("characters of different guilds never share a deck ({}); add mercenaries instead", guilds.join(", "))
            }
            DeckProblem::OtherGuild { card, guild, deck_guild } => match deck_guild {
                Some(g) => format!("\"{card}\" is a card of {}, not of {g}, the deck's guild", guild.join(" or ")),
                None => format!("\"{card}\" is a card of {}; a deck of mercenaries takes no guild's card", guild.join(" or ")),
            },
        }
    }
}

/// A card of the deck that none of its characters could play [E-DECK-3]: the deck is legal,
/// the card dead weight unless an effect waives its requirements (Sagesse du Dragon).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "warning", rename_all = "snake_case")]
pub enum DeckWarning {
    NoCharacterCanPlay { card: SmolStr },
}

impl DeckWarning {
    pub fn rule(&self) -> &'static str {
        E_DECK_3
    }

    pub fn message(&self) -> String {
        match self {
            DeckWarning::NoCharacterCanPlay { card } => format!("none of the deck's characters meets the requirements of \"{card}\""),
        }
    }
}

/// Whether character `c` meets `req` as printed (every requirement given names one of its
/// affiliations) [E-PLAY-3].
pub fn meets(req: &Requirements, c: &CardDef) -> bool {
    let holds = |wanted: &[SmolStr], has: &[SmolStr]| wanted.is_empty() || wanted.iter().any(|w| has.contains(w));
    holds(&req.guild, &c.guilds) && holds(&req.caste, &c.castes) && holds(&req.class, &c.classes) && holds(&req.race, &c.races)
}

/// The guilds of the deck's characters (a mercenary has none), each once, in order [E-DECK-1].
pub fn guilds_of<'a>(characters: impl IntoIterator<Item = &'a CardDef>) -> Vec<SmolStr> {
    let mut guilds: Vec<SmolStr> = vec![];
    for c in characters {
        for g in &c.guilds {
            if !guilds.contains(g) {
                guilds.push(g.clone());
            }
        }
    }
    guilds
}

/// Every problem of `deck` against `cat`, in the order: characters, unknown cards, copies,
/// size, guilds. None: the deck is legal.
pub fn problems(cat: &Catalogue, deck: &Deck) -> Vec<DeckProblem> {
    let mut out = vec![];
    if deck.characters.len() != CHARACTERS {
        out.push(DeckProblem::Characters {
            characters: deck.characters.len(),
            needed: CHARACTERS,
        });
    }
    let mut characters: Vec<&CardDef> = vec![];
    for (i, id) in deck.characters.iter().enumerate() {
        match cat.index_of(id).map(|d| cat.get(d)) {
            None => out.push(DeckProblem::UnknownCard { card: id.clone() }),
            Some(c) if !c.is_character() => out.push(DeckProblem::NotACharacter { card: id.clone() }),
            Some(_) if deck.characters[..i].contains(id) => out.push(DeckProblem::SameCharacter { card: id.clone() }),
            Some(c) => characters.push(c),
        }
    }
    let mut copies: BTreeMap<&str, usize> = BTreeMap::new();
    for id in &deck.cards {
        *copies.entry(id.as_str()).or_default() += 1;
    }
    let guilds = guilds_of(characters.iter().copied());
    let deck_guild = (guilds.len() == 1).then(|| guilds[0].clone());
    for (&id, &n) in &copies {
        match cat.index_of(id).map(|d| cat.get(d)) {
            None => out.push(DeckProblem::UnknownCard { card: id.into() }),
            Some(c) if c.is_character() => out.push(DeckProblem::CharacterAsCard { card: id.into() }),
            Some(c) => {
                if n > COPIES_MAX {
                    out.push(DeckProblem::TooManyCopies {
                        card: id.into(),
                        copies: n,
                        max: COPIES_MAX,
                    });
                }
                // [E-DECK-2] Of the deck's guild or of none; with two guilds among the
                // characters the deck has no guild to judge by (E-DECK-1 says so).
                let own = c.requires.guild.is_empty() || deck_guild.as_ref().is_some_and(|g| c.requires.guild.contains(g));
                if !own && guilds.len() < 2 {
                    out.push(DeckProblem::OtherGuild {
                        card: id.into(),
                        guild: c.requires.guild.clone(),
                        deck_guild: deck_guild.clone(),
                    });
                }
            }
        }
    }
    if deck.cards.len() < CARDS_MIN {
        out.push(DeckProblem::TooFew {
            cards: deck.cards.len(),
            min: CARDS_MIN,
        });
    }
    if deck.cards.len() > CARDS_MAX {
        out.push(DeckProblem::TooMany {
            cards: deck.cards.len(),
            max: CARDS_MAX,
        });
    }
    if guilds.len() > 1 {
        out.push(DeckProblem::TwoGuilds { guilds });
    }
    out
}

/// The cards of `deck` that none of its (known) characters could play, each once [E-DECK-3].
pub fn warnings(cat: &Catalogue, deck: &Deck) -> Vec<DeckWarning> {
    let characters: Vec<&CardDef> =
        deck.characters.iter().filter_map(|id| cat.index_of(id)).map(|d| cat.get(d)).filter(|c| c.is_character()).collect();
    let mut seen: Vec<&str> = vec![];
    let mut out = vec![];
    for id in &deck.cards {
        let Some(c) = cat.index_of(id).map(|d| cat.get(d)).filter(|c| !c.is_character()) else { continue };
        if seen.contains(&id.as_str()) || characters.iter().any(|ch| meets(&c.requires, ch)) {
            continue;
        }
        seen.push(id);
        out.push(DeckWarning::NoCharacterCanPlay { card: id.clone() });
    }
    out
}

/// The card `name` means in a list: its name (any case) or its id.
fn find_by_name(name: &str, cat: &Catalogue) -> Option<SmolStr> {
    let wanted = crate::core::deck_list::fold(name);
    cat.cards().iter().find(|c| c.id == name || crate::core::deck_list::fold(&c.name) == wanted).map(|c| c.id.clone())
}

/// Reads a deck written as a plain list (`3 Wakizashi` a line; the characters among them,
/// one a line): the deck, and each line that could not be read.
pub fn read_list(text: &str, cat: &Catalogue) -> (Deck, Vec<crate::core::deck_list::ListProblem>) {
    let (ids, unread) =
        crate::core::deck_list::read_list(text, CARDS_MAX, |name| find_by_name(name, cat), |name| format!("no card is named \"{name}\""));
    let is_character = |id: &SmolStr| cat.index_of(id).is_some_and(|d| cat.get(d).is_character());
    let (characters, cards): (Vec<SmolStr>, Vec<SmolStr>) = ids.into_iter().partition(is_character);
    let deck = Deck {
        id: SmolStr::default(),
        name: String::new(),
        characters,
        cards,
    };
    (deck, unread)
}

/// The deck as a plain list: the characters, then each card with its count, in the order they
/// first appear.
pub fn write_list(ids: &[SmolStr], cat: &Catalogue) -> String {
    let mut order: Vec<(&SmolStr, usize)> = vec![];
    for id in ids {
        match order.iter_mut().find(|(c, _)| *c == id) {
            Some((_, n)) => *n += 1,
            None => order.push((id, 1)),
        }
    }
    let name = |id: &SmolStr| cat.index_of(id).map_or_else(|| id.to_string(), |d| cat.get(d).name.clone());
    let is_character = |id: &SmolStr| cat.index_of(id).is_some_and(|d| cat.get(d).is_character());
    let (characters, cards): (Vec<_>, Vec<_>) = order.into_iter().partition(|(id, _)| is_character(id));
    characters.into_iter().chain(cards).map(|(id, n)| format!("{n} {}\n", name(id))).collect()
}

/// A deck's plain list read and checked: `{characters, cards, unread, guild, problems,
/// warnings, legal}`, each problem and warning with its `rule` and `message`.
pub fn check_list(text: &str, cat: &Catalogue) -> serde_json::Value {
    use crate::rulesets::{object, to_json};
    use serde_json::Value;
    let (deck, unread) = read_list(text, cat);
    let worded = |mut v: Value, rule: &str, message: String| {
        if let Value::Object(fields) = &mut v {
            fields.insert("rule".into(), Value::String(rule.into()));
            fields.insert("message".into(), Value::String(message));
        }
        v
    };
    let problems = problems(cat, &deck);
    let warnings = warnings(cat, &deck);
    let characters = deck.characters.iter().filter_map(|id| cat.index_of(id)).map(|d| cat.get(d));
    let guilds = guilds_of(characters);
    let legal = unread.is_empty() && problems.is_empty();
    object([
        ("characters", to_json(&deck.characters)),
        ("cards", to_json(&deck.cards)),
        ("unread", to_json(&unread)),
        ("guild", if guilds.len() == 1 { Value::String(guilds[0].to_string()) } else { Value::Null }),
        ("problems", Value::Array(problems.iter().map(|p| worded(to_json(p), p.rule(), p.message())).collect())),
        ("warnings", Value::Array(warnings.iter().map(|w| worded(to_json(w), w.rule(), w.message())).collect())),
        ("legal", Value::Bool(legal)),
    ])
}
