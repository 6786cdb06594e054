//! Rules text generated from the catalogue's data, in each narration language: what a deck
//! card, a character sheet and an Advantage say (docs/yummell-cards.md tells how each field
//! reads), so an entry added as data gets its text with no code.

use super::cards::{AdvantageDef, CardDef, CardType, CharacterDef, Condition, Effect, Power, Stat, Terrain};
use super::narrate::{pick, stat, Lang};
use crate::core::narration::signed;

/// One phrase, one column per language: format strings over the caller's variables.
macro_rules! say {
    ($lang:expr, $en:literal, $it:literal $(,)?) => {
        match $lang {
            Lang::En => format!($en),
            Lang::It => format!($it),
        }
    };
}

/// A deck card's text: its movement number, then a creature's challenge, an artefact's use,
/// or an event's play and what it does when drawn as an encounter.
pub fn card_text(card: &CardDef, lang: Lang) -> String {
    let m = card.movement;
    let mut out = vec![say!(lang, "Movement {m}.", "Movimento {m}.")];
    match card.kind {
        CardType::Creature => {
            let s = stat(card.stat.unwrap_or(Stat::Strength), lang);
            let v = card.value.unwrap_or(0);
            out.push(say!(
                lang,
                "Challenge on {s}: more than {v} to beat it.",
                "Sfida su {s}: più di {v} per batterla."
            ));
        }
        CardType::Artefact => out.extend(
            card.use_
                .as_ref()
                .map(|p| power(Some(pick(lang, "Use", "Uso")), p, lang)),
        ),
        CardType::Event => {
            out.extend(
                card.play
                    .as_ref()
                    .map(|p| power(Some(pick(lang, "Play", "Giocata")), p, lang)),
            );
            if let Some(d) = &card.drawn {
                let label = pick(lang, "Drawn as an encounter", "Pescata come incontro");
                out.push(format!("{label}: {}.", effects(d, lang)));
            }
        }
    }
    out.join(" ")
}

/// A character sheet's text: its four stats, then its Ability (by its name).
pub fn character_text(c: &CharacterDef, lang: Lang) -> String {
    let stats: Vec<String> = Stat::ALL
        .iter()
        .map(|s| format!("{} {}", stat(*s, lang), c.stat(*s)))
        .collect();
    let label = if c.ability.name.is_empty() {
        pick(lang, "Ability", "Abilità")
    } else {
        &c.ability.name
    };
    format!("{}. {}", stats.join(", "), power(Some(label), &c.ability, lang))
}

/// An Advantage's text: its condition and effects.
pub fn advantage_text(a: &AdvantageDef, lang: Lang) -> String {
    let p = Power {
        name: String::new(),
        when: a.when.clone(),
        effects: a.effects.clone(),
    };
    power(None, &p, lang)
}

/// "Label, conditions: effects." (the label, when given, leads; else the conditions do).
fn power(label: Option<&str>, p: &Power, lang: Lang) -> String {
    let mut lead: Vec<String> = label.map(String::from).into_iter().collect();
    lead.extend(conditions(&p.when, lang));
    let effects = effects(&p.effects, lang);
    let text = if lead.is_empty() {
        effects
    } else {
        format!("{}: {effects}", lead.join(", "))
    };
    format!("{}.", crate::core::narration::capitalize(&text))
}

/// Each condition given, as a clause.
fn conditions(c: &Condition, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    if !c.terrain.is_empty() {
        let places: Vec<&str> = c.terrain.iter().map(|t| terrain(*t, lang)).collect();
        out.push(places.join(pick(lang, " or ", " o ")));
    }
    if c.behind {
        out.push(
            pick(
                lang,
                "when behind another character",
                "quando sei dietro a un altro personaggio",
            )
            .into(),
        );
    }
    if c.shares_square {
        out.push(
            pick(
                lang,
                "when sharing a square with another character",
                "quando condividi la casella con un altro personaggio",
            )
            .into(),
        );
    }
    if c.moved {
        out.push(pick(lang, "after moving this turn", "dopo aver mosso in questo turno").into());
    }
    if let Some(n) = c.hand_at_most {
        let cards = plural(n.into(), lang, ["card", "cards"], ["carta", "carte"]);
        out.push(say!(
            lang,
            "with at most {n} {cards} in hand",
            "con al massimo {n} {cards} in mano"
        ));
    }
    out
}

pub(super) fn terrain(t: Terrain, lang: Lang) -> &'static str {
    match t {
        Terrain::Plain => pick(lang, "on a plain", "in pianura"),
        Terrain::Hill => pick(lang, "on a hill", "in collina"),
        Terrain::Wood => pick(lang, "in a wood", "in un bosco"),
        Terrain::Swamp => pick(lang, "in a swamp", "in una palude"),
    }
}

/// The singular word for 1 (or -1), the plural one otherwise.
fn plural(n: i32, lang: Lang, en: [&'static str; 2], it: [&'static str; 2]) -> &'static str {
    let i = usize::from(n.abs() != 1);
    pick(lang, en[i], it[i])
}

/// The effects, in order: "a, then b".
fn effects(list: &[Effect], lang: Lang) -> String {
    let parts: Vec<String> = list.iter().map(|e| effect(e, lang)).collect();
    parts.join(pick(lang, ", then ", ", poi "))
}

fn effect(e: &Effect, lang: Lang) -> String {
    match e {
        Effect::Movement { amount } => {
            let (a, points) = (
                signed(*amount),
                plural(*amount, lang, ["point", "points"], ["punto", "punti"]),
            );
            say!(
                lang,
                "{a} movement {points} this turn",
                "{a} {points} movimento in questo turno"
            )
        }
        Effect::Challenge { amount } => {
            let a = signed(*amount);
            say!(lang, "{a} to this turn's challenge", "{a} alla sfida di questo turno")
        }
        Effect::Stat { stat: s, amount } => {
            let (a, s) = (signed(*amount), stat(*s, lang));
            say!(
                lang,
                "{a} {s} until the end of the turn",
                "{a} {s} fino alla fine del turno"
            )
        }
        Effect::Advance { squares: n } => {
            let sq = plural((*n).into(), lang, ["square", "squares"], ["casella", "caselle"]);
            say!(lang, "advance {n} {sq}", "avanza di {n} {sq}")
        }
        Effect::Back { squares: n } => {
            let sq = plural((*n).into(), lang, ["square", "squares"], ["casella", "caselle"]);
            say!(lang, "go back {n} {sq}", "torna indietro di {n} {sq}")
        }
        Effect::Draw { cards: n } => {
            let c = plural((*n).into(), lang, ["card", "cards"], ["carta", "carte"]);
            say!(lang, "draw {n} {c}", "pesca {n} {c}")
        }
        Effect::Discard { cards: n } => {
            let c = plural((*n).into(), lang, ["card", "cards"], ["carta", "carte"]);
            say!(
                lang,
                "discard {n} {c} from the end of your hand",
                "scarta {n} {c} dalla fine della mano"
            )
        }
        Effect::StealArtefact {} => pick(
            lang,
            "take an active artefact from another character on your square",
            "prendi un artefatto attivo a un altro personaggio sulla tua casella",
        )
        .into(),
    }
}
