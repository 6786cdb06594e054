//! Narration: one sentence per event, in English and Italian (the language of seed 002).
//! Each arm of `narrate` holds one column per language (`say!`).

use super::cards::{CardType, Catalogue, Stat};
use super::events::{BonusTo, DiscardReason, EventKind, Phase};
use crate::core::narration::{list, signed};
use crate::core::Event;

crate::narration_languages! { Lang as "YummellLang" { En = "en", It = "it" } }

/// One sentence, one column per language: format strings over the arm's variables.
macro_rules! say {
    ($lang:expr, en: $en:literal, it: $it:literal $(,)?) => {
        match $lang {
            Lang::En => format!($en),
            Lang::It => format!($it),
        }
    };
}
/// Refusals are worded with it too, in `Lang::worded()`.
pub(crate) use say;

pub(super) fn pick(lang: Lang, en: &'static str, it: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::It => it,
    }
}

/// A card's, character's or Advantage's name from the built-in catalogue (else its id).
pub(super) fn name(id: &str) -> String {
    let cat = Catalogue::builtin();
    if let Some(d) = cat.card_index(id) {
        let c = cat.card(d);
        if !c.name.is_empty() {
            return c.name.clone();
        }
    }
    if let Some(c) = cat.characters.iter().find(|c| c.id == id) {
        return c.name.clone();
    }
    if let Some(a) = cat.advantages.iter().find(|a| a.id == id) {
        return a.name.clone();
    }
    id.to_string()
}

fn names(ids: &[smol_str::SmolStr], lang: Lang) -> String {
    list(ids.iter().map(|i| name(i)), pick(lang, "nothing", "niente"))
}

pub(super) fn stat(s: Stat, lang: Lang) -> &'static str {
    match s {
        Stat::Strength => pick(lang, "Strength", "Forza"),
        Stat::Sympathy => pick(lang, "Sympathy", "Simpatia"),
        Stat::Agility => pick(lang, "Agility", "Agilità"),
        Stat::Magic => pick(lang, "Magic", "Magia"),
    }
}

fn phase(p: Phase, lang: Lang) -> &'static str {
    match p {
        Phase::Preparation => pick(lang, "Preparation", "Preparazione"),
        Phase::Movement => pick(lang, "Movement", "Movimento"),
        Phase::Encounter => pick(lang, "Encounter", "Incontro"),
        Phase::Refill => pick(lang, "Refill", "Reintegro"),
    }
}

fn kind(k: CardType, lang: Lang) -> &'static str {
    match k {
        CardType::Creature => pick(lang, "a Creature", "una Creatura"),
        CardType::Artefact => pick(lang, "an Artefact", "un Artefatto"),
        CardType::Event => pick(lang, "an Event", "un Evento"),
    }
}

fn bonus_to(t: BonusTo, lang: Lang) -> &'static str {
    match t {
        BonusTo::Movement => pick(lang, "movement points", "punti movimento"),
        BonusTo::Challenge => pick(lang, "the challenge", "alla sfida"),
        BonusTo::Strength => stat(Stat::Strength, lang),
        BonusTo::Sympathy => stat(Stat::Sympathy, lang),
        BonusTo::Agility => stat(Stat::Agility, lang),
        BonusTo::Magic => stat(Stat::Magic, lang),
    }
}

/// The sentence for one event.
pub fn narrate(event: &Event<EventKind>, lang: Lang) -> String {
    use EventKind::*;
    match &event.kind {
        GameStarted { characters } => {
            let who = names(characters, lang);
            let n = characters.len();
            say!(lang, en: "The race begins with {n} characters: {who}.", it: "La corsa comincia con {n} personaggi: {who}.")
        }
        RoundStarted { round, order } => {
            let order = order.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(", ");
            say!(lang, en: "Round {round}: the turn order drawn is {order}.", it: "Giro {round}: l'ordine di turno estratto è {order}.")
        }
        TurnStarted { player, round } => {
            say!(lang, en: "Player {player}'s turn (round {round}).", it: "Turno del giocatore {player} (giro {round}).")
        }
        PhaseStarted { player, phase: p } => {
            let ph = phase(*p, lang);
            say!(lang, en: "Player {player}: {ph} phase.", it: "Giocatore {player}: fase di {ph}.")
        }
        // [Y-SEE] Another player's draw, seen as a count.
        CardsDrawn { player, cards } if !cards.is_empty() && cards.iter().all(|c| c == crate::core::HIDDEN) => {
            let n = cards.len();
            say!(lang, en: "Player {player} draws {n} card(s).", it: "Il giocatore {player} pesca {n} carta/e.")
        }
        CardsDrawn { player, cards } => {
            let n = cards.len();
            let list = names(cards, lang);
            say!(lang, en: "Player {player} draws {n} card(s): {list}.", it: "Il giocatore {player} pesca {n} carta/e: {list}.")
        }
        DeckReshuffled { cards } => {
            say!(lang, en: "The deck is empty: the {cards} discarded cards are shuffled into a new deck.", it: "Il mazzo è finito: le {cards} carte scartate vengono mescolate in un nuovo mazzo.")
        }
        Moved {
            player,
            card,
            points,
            from,
            to,
            left,
        } => {
            let card = name(card);
            say!(lang, en: "Player {player} plays {card} for {points} movement points and goes from square {from} to square {to} ({left} left unspent).", it: "Il giocatore {player} gioca {card} per {points} punti movimento e va dalla casella {from} alla casella {to} ({left} non spesi).")
        }
        Rested { player } => say!(lang, en: "Player {player} rests.", it: "Il giocatore {player} riposa."),
        EncounterSkipped { player } => {
            say!(lang, en: "Player {player} has no encounter.", it: "Il giocatore {player} non ha incontri.")
        }
        EncounterDrawn {
            player,
            card,
            card_type,
        } => {
            let card = name(card);
            let k = kind(*card_type, lang);
            say!(lang, en: "Player {player} meets {card}, {k}.", it: "Il giocatore {player} incontra {card}, {k}.")
        }
        Challenge {
            player,
            creature,
            stat: s,
            value,
            card,
            total,
            won,
        } => {
            let creature = name(creature);
            let s = stat(*s, lang);
            let with = match card {
                Some(c) => {
                    let c = name(c);
                    say!(lang, en: " with {c}", it: " con {c}")
                }
                None => pick(lang, " without a card", " senza carte").to_string(),
            };
            let result = if *won {
                pick(lang, "wins", "vince")
            } else {
                pick(lang, "loses", "perde")
            };
            say!(lang, en: "Player {player} faces {creature} on {s}{with}: {total} against {value}, and {result}.", it: "Il giocatore {player} sfida {creature} su {s}{with}: {total} contro {value}, e {result}.")
        }
        Advanced {
            player,
            from,
            to,
            source,
        } => {
            let source = name(source);
            say!(lang, en: "Player {player} advances from square {from} to square {to} ({source}).", it: "Il giocatore {player} avanza dalla casella {from} alla casella {to} ({source}).")
        }
        WentBack {
            player,
            from,
            to,
            source,
        } => {
            let source = name(source);
            say!(lang, en: "Player {player} goes back from square {from} to square {to} ({source}).", it: "Il giocatore {player} torna indietro dalla casella {from} alla casella {to} ({source}).")
        }
        ArtefactGained { player, card } => {
            let card = name(card);
            say!(lang, en: "{card} joins player {player}'s active artefacts.", it: "{card} entra tra gli artefatti attivi del giocatore {player}.")
        }
        EventPlayed { player, card } => {
            let card = name(card);
            say!(lang, en: "Player {player} plays the Event {card}: it lasts until the end of the turn.", it: "Il giocatore {player} gioca l'Evento {card}: dura fino alla fine del turno.")
        }
        ArtefactStarted { player, card } => {
            let card = name(card);
            say!(lang, en: "Player {player} starts activating {card}: it works from the end of the Refill phase.", it: "Il giocatore {player} inizia ad attivare {card}: funzionerà dalla fine della fase di reintegro.")
        }
        ArtefactUsed { player, card } => {
            let card = name(card);
            say!(lang, en: "Player {player} uses {card} and discards it.", it: "Il giocatore {player} usa {card} e lo scarta.")
        }
        AbilityUsed {
            player,
            character,
            ability,
        } => {
            let character = name(character);
            say!(lang, en: "Player {player} uses {character}'s Ability, {ability}.", it: "Il giocatore {player} usa l'Abilità di {character}, {ability}.")
        }
        AdvantageUsed { player, advantage } => {
            let advantage = name(advantage);
            say!(lang, en: "Player {player} uses the Advantage {advantage}.", it: "Il giocatore {player} usa il Vantaggio {advantage}.")
        }
        Bonus {
            player,
            to,
            amount,
            source,
        } => {
            let source = name(source);
            let to = bonus_to(*to, lang);
            let amount = signed(*amount);
            say!(lang, en: "Player {player}: {amount} to {to} until the end of the turn ({source}).", it: "Giocatore {player}: {amount} a {to} fino alla fine del turno ({source}).")
        }
        ArtefactStolen { player, from, card } => {
            let card = name(card);
            say!(lang, en: "Player {player} takes {card} from player {from}.", it: "Il giocatore {player} prende {card} al giocatore {from}.")
        }
        CardsDiscarded { player, cards, reason } => {
            let list = names(cards, lang);
            match reason {
                DiscardReason::Refill => {
                    say!(lang, en: "Player {player} discards down to 4: {list}.", it: "Il giocatore {player} scarta fino a 4 carte: {list}.")
                }
                DiscardReason::Effect => {
                    say!(lang, en: "Player {player} must discard: {list}.", it: "Il giocatore {player} deve scartare: {list}.")
                }
            }
        }
        ArtefactsActivated { player, cards } => {
            let list = names(cards, lang);
            say!(lang, en: "Player {player}'s artefacts become active: {list}.", it: "Gli artefatti del giocatore {player} diventano attivi: {list}.")
        }
        TurnEnded { player } => {
            say!(lang, en: "Player {player}'s turn ends.", it: "Il turno del giocatore {player} finisce.")
        }
        GameOver { winner, character } => {
            let character = name(character);
            say!(lang, en: "{character} (player {winner}) reaches the finish and wins the race!", it: "{character} (giocatore {winner}) raggiunge il traguardo e vince la corsa!")
        }
    }
}
