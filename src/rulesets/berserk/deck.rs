//! Decks and squads of printed cards: a deck's rules [B-GAME-1], the crystals each player has
//! [B-GAME-2] and what a squad recruited from the deal costs [B-GAME-3]. Every problem is data
//! (`problem` and its numbers), so a page shows them as a player builds, and the plain list
//! fans paste (`3 Кочевник` a line) reads and writes here.

use super::cards::{Catalogue, CreatureDef, Element, Kind};
use super::narrate::Lang;
use serde::Serialize;
use smol_str::SmolStr;
use std::collections::BTreeMap;

/// At least 30 cards in a deck [B-GAME-1].
pub const DECK_MIN: usize = 30;
/// At most 50 cards in a deck [B-GAME-1].
pub const DECK_MAX: usize = 50;
/// At most 3 copies of a card in a deck [B-GAME-1].
pub const COPIES_MAX: usize = 3;
/// The flyers of a squad cost at most 15 crystals together [B-GAME-3].
pub const FLYERS_MAX: u32 = 15;

/// What is wrong with a deck [B-GAME-1].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum DeckProblem {
    /// Fewer cards than `min`.
    TooFew { cards: usize, min: usize },
    /// More cards than `max`.
    TooMany { cards: usize, max: usize },
    /// More copies of `card` than `max`.
    TooManyCopies { card: SmolStr, copies: usize, max: usize },
    /// `card` is no card of the catalogue.
    UnknownCard { card: SmolStr },
    /// `card` is one of the engine's own creatures, not a printed card.
    NotPrinted { card: SmolStr },
}

/// Every problem of the deck `cards` (card ids, a copy per entry), in the order: unknown or
/// unprinted cards, copies, size. An empty list: the deck is legal.
pub fn check_deck(cards: &[SmolStr], cat: &Catalogue) -> Vec<DeckProblem> {
    let mut problems = vec![];
    let mut copies: BTreeMap<&str, usize> = BTreeMap::new();
    for id in cards {
        *copies.entry(id.as_str()).or_default() += 1;
    }
    for (&id, &n) in &copies {
        match cat.find(id).map(|d| cat.get(d)) {
            None => problems.push(DeckProblem::UnknownCard { card: id.into() }),
            Some(def) if def.set.is_none() => problems.push(DeckProblem::NotPrinted { card: id.into() }),
            Some(_) if n > COPIES_MAX => problems.push(DeckProblem::TooManyCopies {
                card: id.into(),
                copies: n,
                max: COPIES_MAX,
            }),
            Some(_) => {}
        }
    }
    if cards.len() < DECK_MIN {
        problems.push(DeckProblem::TooFew {
            cards: cards.len(),
            min: DECK_MIN,
        });
    }
    if cards.len() > DECK_MAX {
        problems.push(DeckProblem::TooMany {
            cards: cards.len(),
            max: DECK_MAX,
        });
    }
    problems
}

pub use crate::core::deck_list::ListProblem;

/// Reads a plain deck list: a card a line, `3 Кочевник` (a count, then the name in Russian or
/// English, or the id; `3x` and `x3` are read too, a line without a count is one copy). Blank
/// lines and lines starting with `#` or `//` are skipped; names are matched ignoring case and
/// `ё`/`е`. The cards in order, a copy per entry, and each line that could not be read.
pub fn read_list(text: &str, cat: &Catalogue) -> (Vec<SmolStr>, Vec<ListProblem>) {
    let find = |name: &str| find_by_name(name, cat).map(|d| d.id.clone());
    crate::core::deck_list::read_list(text, DECK_MAX, find, |name| format!("no printed card is named \"{name}\""))
}

/// The printed card named `name` (Russian or English, any case, ё as е) or with that id.
fn find_by_name<'a>(name: &str, cat: &'a Catalogue) -> Option<&'a CreatureDef> {
    let fold = crate::core::deck_list::fold;
    let wanted = fold(name);
    cat.creatures
        .iter()
        .filter(|d| d.set.is_some())
        .find(|d| fold(&d.name.ru) == wanted || fold(&d.name.en) == wanted || d.id == name)
}

/// The deck as a plain list in `lang`: `3 Кочевник` a line, in the order cards first appear.
pub fn write_list(cards: &[SmolStr], cat: &Catalogue, lang: Lang) -> String {
    let mut order: Vec<(&str, usize)> = vec![];
    for id in cards {
        match order.iter_mut().find(|(c, _)| c == id) {
            Some((_, n)) => *n += 1,
            None => order.push((id, 1)),
        }
    }
    order
        .iter()
        .map(|(id, n)| {
            let name = match cat.find(id).map(|d| cat.get(d)) {
                Some(def) => match lang {
                    Lang::En => def.name.en.as_str(),
                    Lang::Ru => def.name.ru.as_str(),
                },
                None => id,
            };
            format!("{n} {name}\n")
        })
        .collect()
}

/// Which player a seat is for the crystals: the first to move, or the second.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Order {
    First,
    Second,
}

/// Gold and silver crystals [B-GAME-2].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkCrystals"))]
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Crystals {
    pub gold: u32,
    pub silver: u32,
}

impl Crystals {
    /// What a player starts recruitment with: 24 gold and 22 silver for the first player, 25
    /// and 23 for the second [B-GAME-2].
    pub fn at_start(order: Order) -> Crystals {
        match order {
            Order::First => Crystals { gold: 24, silver: 22 },
            Order::Second => Crystals { gold: 25, silver: 23 },
        }
    }
}

/// What a squad costs [B-GAME-3]: each elite card in gold; each ordinary card in silver, then
/// in gold once the silver runs out; 1 gold for each element beyond the first (neutral cards
/// count for none); and what is left.
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkSquadCost"))]
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct SquadCost {
    /// Gold spent: elite cards, the element penalty, and ordinary cards past the silver.
    pub gold: u32,
    /// Silver spent on ordinary cards.
    pub silver: u32,
    /// The elements of the squad beyond the first (the penalty, in gold).
    pub extra_elements: u32,
    /// The flyers' cost together (at most 15).
    pub flyers: u32,
    /// The crystals left (none below zero; a squad that costs more has a problem).
    #[cfg_attr(target_arch = "wasm32", tsify(type = "BerserkCrystals"))]
    pub left: Crystals,
}

/// What is wrong with a squad [B-GAME-3].
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(tag = "problem", rename_all = "snake_case")]
pub enum SquadProblem {
    /// The squad needs `needed` gold, the player has `have`.
    NotEnoughGold { needed: u32, have: u32 },
    /// The flyers cost `cost` together, over `max`.
    FlyersOverCap { cost: u32, max: u32 },
    /// A unique card is in the squad `copies` times.
    UniqueTwice { card: SmolStr, copies: usize },
    /// `card` is no printed card.
    UnknownCard { card: SmolStr },
    /// `card` is paid `extra` above its cost; its card allows at most `max` (none: 0).
    ExtraPriceRefused { card: SmolStr, extra: u8, max: u8 },
}

/// What the squad `picked` (card ids) costs a player with `crystals`, and every problem.
pub fn check_squad(picked: &[SmolStr], crystals: Crystals, cat: &Catalogue) -> (SquadCost, Vec<SquadProblem>) {
    let paid: Vec<PaidCard> = picked.iter().map(|id| PaidCard { card: id.clone(), extra: 0, as_ordinary: false, discount: 0 }).collect();
    check_squad_paid(&paid, crystals, cat)
}

/// A card of a squad as it is paid for [B-GAME-3].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PaidCard {
    /// The card's id.
    pub card: SmolStr,
    /// The crystals paid above its cost (the Free Warrior's X).
    pub extra: u8,
    /// Paid as an ordinary card (silver, then gold) though it is elite: the creature Linnet
    /// brings into the squad with her.
    pub as_ordinary: bool,
    /// Crystals taken off its cost (the Infiltrator: 1 for each elite card she saw).
    pub discount: u8,
}

/// What the squad `paid` (each card with how it is paid) costs a player with `crystals`, and
/// every problem [B-GAME-3].
pub fn check_squad_paid(paid: &[PaidCard], crystals: Crystals, cat: &Catalogue) -> (SquadCost, Vec<SquadProblem>) {
    let picked: Vec<SmolStr> = paid.iter().map(|p| p.card.clone()).collect();
    let picked = picked.as_slice();
    let mut problems = vec![];
    let mut crystals = crystals;
    let (mut elite, mut ordinary, mut flyers) = (0u32, 0u32, 0u32);
    let mut elements: Vec<Element> = vec![];
    let mut seen: BTreeMap<&str, usize> = BTreeMap::new();
    let defs: Vec<Option<&CreatureDef>> =
        picked.iter().map(|id| cat.find(id).map(|d| cat.get(d)).filter(|d| d.set.is_some())).collect();
    // The cards of an element (not neutral) in the squad, for Teach's limit.
    let elemental = defs.iter().flatten().filter(|d| !matches!(d.element, Some(Element::Neutral) | None)).count();
    for (i, (id, def)) in picked.iter().zip(&defs).enumerate() {
        let Some(def) = *def else {
            problems.push(SquadProblem::UnknownCard { card: id.clone() });
            continue;
        };
        let rules: Vec<SquadRule> = def.abilities.iter().filter_map(squad_rule).collect();
        // [B-GAME-3] The Keeper of Stores: free when the rest of the squad has each cost asked.
        let free = rules.iter().any(|r| match r {
            SquadRule::FreeIfCosts(costs) => costs.iter().all(|&c| {
                defs.iter().enumerate().any(|(j, d)| j != i && d.is_some_and(|d| d.cost == Some(c)))
            }),
            _ => false,
        });
        // [B-GAME-3] The Infiltrator: 1 less for each elite card she saw.
        let mut cost = if free { 0 } else { u32::from(def.cost.unwrap_or(0)).saturating_sub(u32::from(paid[i].discount)) };
        // [B-GAME-3] The Free Warrior: X more, paid as the card is (gold for an elite card).
        let extra = paid[i].extra;
        if extra > 0 {
            match rules.iter().find_map(|r| match *r {
                SquadRule::ExtraPrice { max, .. } => Some(max),
                _ => None,
            }) {
                Some(max) if extra <= max => cost += u32::from(extra),
                max => problems.push(SquadProblem::ExtraPriceRefused { card: id.clone(), extra, max: max.unwrap_or(0) }),
            }
        }
        for r in &rules {
            match *r {
                // A card that brings gold when recruited (the Marauder).
                SquadRule::Gold(gold) => crystals.gold += gold,
                // Teach: its gold, as long as the squad keeps to the limit.
                SquadRule::GoldWithinElemental { gold, max } if elemental <= usize::from(max) => crystals.gold += gold,
                _ => {}
            }
        }
        // [B-GAME-3] Linnet's companion is paid as an ordinary card.
        if def.elite == Some(true) && !paid[i].as_ordinary {
            elite += cost;
        } else {
            ordinary += cost;
        }
        if def.kind == Some(Kind::Flyer) {
            flyers += cost;
        }
        match def.element {
            Some(Element::Neutral) | None => {}
            Some(e) if !elements.contains(&e) => elements.push(e),
            Some(_) => {}
        }
        if def.unique == Some(true) {
            *seen.entry(def.id.as_str()).or_default() += 1;
        }
    }
    for (card, copies) in seen.into_iter().filter(|(_, n)| *n > 1) {
        problems.push(SquadProblem::UniqueTwice { card: card.into(), copies });
    }
    let extra_elements = (elements.len() as u32).saturating_sub(1);
    let silver = ordinary.min(crystals.silver);
    let gold = elite + extra_elements + (ordinary - silver);
    if gold > crystals.gold {
        problems.push(SquadProblem::NotEnoughGold {
            needed: gold,
            have: crystals.gold,
        });
    }
    if flyers > FLYERS_MAX {
        problems.push(SquadProblem::FlyersOverCap { cost: flyers, max: FLYERS_MAX });
    }
    let left = Crystals {
        gold: crystals.gold.saturating_sub(gold),
        silver: crystals.silver - silver,
    };
    let cost = SquadCost {
        gold,
        silver,
        extra_elements,
        flyers,
        left,
    };
    (cost, problems)
}

/// [B-GAME-3] The gold an ability brings when its card is recruited: `{"when":
/// "squad_building", "do": {"gain_crystals": {"gold": N}}}`, not optional and with no condition.
pub fn squad_gold(a: &super::abilities::Ability) -> Option<u32> {
    match squad_rule(a)? {
        SquadRule::Gold(gold) => Some(gold),
        _ => None,
    }
}

/// [B-GAME-3] What a card's ability changes in the squad's cost when it is recruited.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum SquadRule {
    /// It brings this much gold (the Marauder).
    Gold(u32),
    /// It costs nothing when the rest of the squad has a card of each of these costs (the
    /// Keeper of Stores).
    FreeIfCosts(Vec<u8>),
    /// It may bring `gold`, the squad then having at most `max` cards of an element (Teach):
    /// counted whenever the squad keeps to the limit.
    GoldWithinElemental { gold: u32, max: u8 },
    /// It may be paid X more, X from 1 to `max`: it then starts the game with +X to its
    /// strikes and +`life` to its life (the Free Warrior).
    ExtraPrice { max: u8, life: u8 },
    /// Before recruitment, it may be shown with an elite creature costing at most `max_cost`:
    /// both join the squad paid as ordinary cards, and that creature dies when it leaves the
    /// battlefield (Linnet, card code).
    Companion { max_cost: u8 },
    /// Before recruitment, it may be shown to the opponent from the deal: its player looks at
    /// `seen` random cards of the opponent's deal, it costs 1 less for each elite one, and it
    /// must be taken (the Infiltrator, card code).
    Infiltrate { seen: u8 },
}

/// [B-GAME-3] How many cards of the opponent's deal a card lets its player see when it is shown
/// before recruitment (the Infiltrator), if its card allows it.
pub fn infiltrate_rule(def: &CreatureDef) -> Option<u8> {
    def.abilities.iter().filter_map(squad_rule).find_map(|r| match r {
        SquadRule::Infiltrate { seen } => Some(seen),
        _ => None,
    })
}

/// Linnet's companion: the 7 of "an elite creature costing at most 7".
const LINNET_COMPANION_COST: u8 = 7;
/// The Infiltrator: the 2 of "two random cards of the opponent's deal".
const INFILTRATOR_SEES: u8 = 2;

/// [B-GAME-3] The most an elite creature may cost to be brought into the squad with a card
/// (Linnet), if its card allows it.
pub fn companion_rule(def: &CreatureDef) -> Option<u8> {
    def.abilities.iter().filter_map(squad_rule).find_map(|r| match r {
        SquadRule::Companion { max_cost } => Some(max_cost),
        _ => None,
    })
}

/// [B-GAME-3] The most a card may be paid above its cost, and the life it then gains, if its
/// card allows it.
pub fn extra_price(def: &CreatureDef) -> Option<(u8, u8)> {
    def.abilities.iter().filter_map(squad_rule).find_map(|r| match r {
        SquadRule::ExtraPrice { max, life } => Some((max, life)),
        _ => None,
    })
}

/// The squad rule `a` is, if the engine plays it: `gain_crystals` (gold), `recruit_free` under
/// `squad_has_costs` (optional: a player never declines a free card), or an optional
/// `gain_crystals` with `squad_limit` of `elemental_cards`.
pub fn squad_rule(a: &super::abilities::Ability) -> Option<SquadRule> {
    use serde_json::Value;
    if a.when != "squad_building" || !a.cost.is_empty() || a.target.is_some() || a.until.is_some() || a.kind.is_some() {
        return None;
    }
    let gold = |v: &Value| -> Option<u32> {
        let gain = v.as_object().filter(|o| o.len() == 1)?.get("gain_crystals")?.as_object()?;
        u32::try_from(gain.get("gold")?.as_u64().filter(|_| gain.len() == 1)?).ok()
    };
    match (&a.effect, &a.condition) {
        (Value::String(s), Some(cond)) if s == "recruit_free" && a.optional => {
            let cond = cond.as_object().filter(|o| o.len() == 1)?;
            let costs = cond.get("squad_has_costs")?.as_array()?;
            let costs: Option<Vec<u8>> = costs.iter().map(|c| c.as_u64().and_then(|c| u8::try_from(c).ok())).collect();
            Some(SquadRule::FreeIfCosts(costs.filter(|c| !c.is_empty())?))
        }
        (Value::Array(items), None) if a.optional && items.len() == 2 => {
            let limit = items[1].as_object().filter(|o| o.len() == 1)?.get("squad_limit")?.as_object()?;
            let max = limit.get("elemental_cards")?.as_u64().filter(|_| limit.len() == 1)?;
            Some(SquadRule::GoldWithinElemental { gold: gold(&items[0])?, max: u8::try_from(max).ok()? })
        }
        (v, None) if !a.optional => gold(v).map(SquadRule::Gold),
        (v, None) if a.optional && super::card_code::CardCode::parse(v) == Some(super::card_code::CardCode::Vs180) => {
            Some(SquadRule::Companion { max_cost: LINNET_COMPANION_COST })
        }
        (v, None) if a.optional && super::card_code::CardCode::parse(v) == Some(super::card_code::CardCode::Vs187) => {
            Some(SquadRule::Infiltrate { seen: INFILTRATOR_SEES })
        }
        (Value::Object(o), None) if a.optional && o.len() == 3 && o.get("pay_extra").and_then(Value::as_str) == Some("X") => {
            let max = u8::try_from(o.get("max")?.as_u64()?).ok().filter(|m| *m > 0)?;
            let then = o.get("then")?.as_array().filter(|t| t.len() == 2)?;
            let one = |v: &Value, key: &str| v.as_object().filter(|o| o.len() == 1).and_then(|o| o.get(key)).cloned();
            (one(&then[0], "strike_bonus")?.as_str() == Some("X")).then_some(())?;
            let life = u8::try_from(one(&then[1], "life_bonus")?.as_u64()?).ok()?;
            Some(SquadRule::ExtraPrice { max, life })
        }
        _ => None,
    }
}

/// The ready decks' file: one deck per element, each line of the plain list.
pub const READY_DECKS: &str = include_str!("../../../data/berserk-decks.json");

/// A ready deck [B-GAME-1]: its id, name, element and cards (ids, a copy per entry).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ReadyDeck {
    pub id: SmolStr,
    pub name: super::cards::Names,
    pub element: Element,
    pub cards: Vec<SmolStr>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ReadyFile {
    #[allow(dead_code)]
    about: String,
    decks: Vec<ReadyEntry>,
}

#[derive(serde::Deserialize)]
#[serde(deny_unknown_fields)]
struct ReadyEntry {
    id: SmolStr,
    name: super::cards::Names,
    element: Element,
    cards: Vec<String>,
}

/// The ready decks, read once; each is a legal deck of printed cards [B-GAME-1].
pub fn ready_decks() -> Result<&'static [ReadyDeck], crate::core::ReadError> {
    use crate::core::ReadError;
    static DECKS: std::sync::OnceLock<Result<Vec<ReadyDeck>, ReadError>> = std::sync::OnceLock::new();
    let decks = DECKS.get_or_init(|| {
        let cat = Catalogue::builtin()?;
        let file: ReadyFile = crate::core::json::from_value(crate::core::json::parse_in(READY_DECKS, "berserk-decks")?)?;
        let mut decks = vec![];
        for (i, d) in file.decks.into_iter().enumerate() {
            let at = format!("decks[{i}] (\"{}\")", d.id);
            let cards = read_lines(&d.cards, &cat, &format!("{at}.cards"))?;
            decks.push(ReadyDeck {
                id: d.id,
                name: d.name,
                element: d.element,
                cards,
            });
        }
        Ok(decks)
    });
    decks.as_deref().map_err(Clone::clone)
}

/// A deck from lines of the plain list, refused with the first line that cannot be read or
/// the deck's first problem [B-GAME-1].
fn read_lines(lines: &[String], cat: &Catalogue, at: &str) -> Result<Vec<SmolStr>, crate::core::ReadError> {
    use crate::core::ReadError;
    let (cards, problems) = read_list(&lines.join("\n"), cat);
    if let Some(p) = problems.first() {
        return Err(ReadError::at(&format!("{at}[{}]", p.line - 1), &format!("\"{}\": {}", p.text, p.reason)));
    }
    if let Some(p) = check_deck(&cards, cat).first() {
        return Err(ReadError::at(at, &format!("the deck is not legal [B-GAME-1]: {}", deck_problem(p))));
    }
    Ok(cards)
}

/// A deck problem in words.
pub fn deck_problem(p: &DeckProblem) -> String {
    match p {
        DeckProblem::TooFew { cards, min } => format!("{cards} cards, fewer than {min}"),
        DeckProblem::TooMany { cards, max } => format!("{cards} cards, more than {max}"),
        DeckProblem::TooManyCopies { card, copies, max } => format!("{copies} copies of {card}, more than {max}"),
        DeckProblem::UnknownCard { card } => format!("no card is \"{card}\""),
        DeckProblem::NotPrinted { card } => format!("\"{card}\" is not a printed card"),
    }
}

/// A player's deck as a setup gives it: a ready deck's id (`"steppe"`), a plain list as one
/// text (`"3 Кочевник\n2 Кшар"`), or its lines (`["3 Кочевник", "vs-002"]`); checked
/// [B-GAME-1]. `at` names the field in errors.
pub fn deck_from_setup(value: &serde_json::Value, cat: &Catalogue, at: &str) -> Result<Vec<SmolStr>, crate::core::ReadError> {
    use crate::core::ReadError;
    use serde_json::Value;
    match value {
        Value::String(id) if !id.contains('\n') && !id.chars().next().is_some_and(|c| c.is_ascii_digit()) => {
            let ready = ready_decks()?;
            match ready.iter().find(|d| d.id == id.as_str()) {
                Some(d) => Ok(d.cards.clone()),
                None => {
                    let known: Vec<String> = ready.iter().map(|d| format!("\"{}\"", d.id)).collect();
                    Err(ReadError::at(at, &format!("no ready deck is \"{id}\" (ready decks: {}; or give the deck's list)", known.join(", "))))
                }
            }
        }
        Value::String(text) => read_lines(std::slice::from_ref(text), cat, at),
        Value::Array(items) => {
            let mut lines = vec![];
            for (i, item) in items.iter().enumerate() {
                match item {
                    Value::String(s) => lines.push(s.clone()),
                    other => return Err(ReadError::at(&format!("{at}[{i}]"), &format!("expected a line of the list (text), got {}", crate::core::read::got(other)))),
                }
            }
            read_lines(&lines, cat, at)
        }
        other => Err(ReadError::at(at, &format!("expected a ready deck's id or the deck's list, got {}", crate::core::read::got(other)))),
    }
}
