//! Narration: one sentence per event, the single source of sentences for the CLI and the
//! page. Each arm of `narrate` holds one column per language (`say!`), so a new language is
//! one more column in each arm, never a copy of the whole match.

use super::cards::Catalogue;
use super::events::{CharacterRef, DiscardReason, EventKind, Harm, Lasting, Origin};
use crate::core::narration::{list, signed};
use crate::core::{Event, Outcome};

crate::narration_languages! { Lang as "EredanLang" { En = "en", Fr = "fr" } }

/// One sentence, one column per language. A column is a format string (its `{names}` are
/// the arm's variables) or a block giving a `String`.
macro_rules! say {
    ($lang:expr, en: $en:literal, fr: $fr:literal $(,)?) => {
        say!($lang, en: { format!($en) }, fr: { format!($fr) })
    };
    ($lang:expr, en: $en:block, fr: $fr:block $(,)?) => {
        match $lang {
            Lang::En => $en,
            Lang::Fr => $crate::rulesets::eredan::narrate::french_spacing($fr),
        }
    };
}
/// Refusals are worded with it too, in `Lang::worded()`.
pub(crate) use say;

/// One word or phrase, one column per language.
pub(super) fn pick(lang: Lang, en: &'static str, fr: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::Fr => fr,
    }
}

/// French typography: a no-break space before `:` `;` `!` `?` and inside « », so that a
/// line never starts with the punctuation.
pub(crate) fn french_spacing(s: String) -> String {
    const NBSP: &str = "\u{a0}";
    if !s.contains([':', ';', '!', '?', '«', '»']) {
        return s;
    }
    let mut out = String::with_capacity(s.len() + 8);
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek()) {
            (' ', Some(':' | ';' | '!' | '?' | '»')) => out.push_str(NBSP),
            ('«', Some(' ')) => {
                chars.next();
                out.push('«');
                out.push_str(NBSP);
            }
            _ => out.push(c),
        }
    }
    out
}

fn name(id: &str) -> String {
    let cat = Catalogue::builtin();
    cat.index_of(id)
        .map(|d| cat.get(d).name.clone())
        .unwrap_or_else(|| id.to_string())
}

fn who(c: &CharacterRef, lang: Lang) -> String {
    let (card, player) = (name(&c.card), c.player);
    say!(lang, en: "{card} (player {player})", fr: "{card} (joueur {player})")
}

fn names(ids: &[smol_str::SmolStr], lang: Lang) -> String {
    list(ids.iter().map(|i| name(i)), pick(lang, "nothing", "rien"))
}

fn lasting(l: Lasting, lang: Lang) -> &'static str {
    match l {
        Lasting::ThisCombat => pick(lang, "this combat", "pour ce combat"),
        Lasting::ThisTurn => pick(lang, "this turn", "pour ce tour"),
        Lasting::TheGame => pick(lang, "until the end of the game", "jusqu'à la fin de la partie"),
        Lasting::WhileAttached => pick(lang, "while the card stays attached", "tant que la carte reste attachée"),
    }
}

/// A requirement as the engine words it ("class Combattant", "guild Kotoba or Zil"), in
/// `lang`: the affiliation names are the catalogue's own.
pub(super) fn requirement(req: &str, lang: Lang) -> String {
    let (what, wanted) = req.split_once(' ').unwrap_or(("", req));
    let what = match what {
        "guild" => pick(lang, "guild", "guilde"),
        "caste" => pick(lang, "caste", "caste"),
        "class" => pick(lang, "class", "classe"),
        "race" => pick(lang, "race", "race"),
        _ => return req.to_string(),
    };
    let wanted = wanted.replace(" or ", pick(lang, " or ", " ou "));
    format!("{what} {wanted}")
}

/// "1st", "2nd"... in French: "1re", "2e"...
fn ordinal_fr(n: u8) -> String {
    if n == 1 {
        "1re".into()
    } else {
        format!("{n}e")
    }
}

/// The sentence for one event.
pub fn narrate(event: &Event<EventKind>, lang: Lang) -> String {
    use EventKind::*;
    let person = |c: &CharacterRef| who(c, lang);
    match &event.kind {
        GameStarted { first_player } => say!(lang,
            en: "The game begins; player {first_player} is drawn to play first.",
            fr: "La partie commence ; le joueur {first_player} est tiré au sort pour jouer en premier.",
        ),
        DeckShuffled { player } => say!(lang,
            en: "Player {player} shuffles their deck.",
            fr: "Le joueur {player} mélange son deck.",
        ),
        TurnStarted { turn, active } => say!(lang,
            en: "Turn {turn} begins; player {active} is the active player.",
            fr: "Début du tour {turn} ; le joueur {active} est le joueur actif.",
        ),
        Untapped { player, characters } => {
            let list = characters.iter().map(|c| name(&c.card)).collect::<Vec<_>>().join(", ");
            say!(lang,
                en: "All of player {player}'s living characters were tapped, so they untap: {list}.",
                fr: "Tous les personnages vivants du joueur {player} étaient inclinés, ils se redressent : {list}.",
            )
        }
        // [E-SEE] Another player's draw, seen as a count.
        CardsDrawn { player, cards } if !cards.is_empty() && cards.iter().all(|c| c == crate::core::HIDDEN) => {
            let n = cards.len();
            say!(lang,
                en: { format!("Player {player} draws {n} card(s).") },
                fr: { if n == 1 { format!("Le joueur {player} pioche 1 carte.") } else { format!("Le joueur {player} pioche {n} cartes.") } },
            )
        }
        CardsDrawn { player, cards } => {
            let (n, list) = (cards.len(), names(cards, lang));
            say!(lang,
                en: { format!("Player {player} draws {n} card(s): {list}.") },
                fr: {
                    match n {
                        0 => format!("Le joueur {player} ne pioche aucune carte."),
                        1 => format!("Le joueur {player} pioche 1 carte : {list}."),
                        _ => format!("Le joueur {player} pioche {n} cartes : {list}."),
                    }
                },
            )
        }
        OutOfCards { player } => say!(lang,
            en: "Player {player} cannot draw up to 5 cards: they are out of cards and will lose at the end of this turn.",
            fr: "Le joueur {player} ne peut pas compléter sa main à 5 cartes : il est à court de cartes et perdra à la fin de ce tour.",
        ),
        FightersChosen { active, passive } => {
            let (active, passive) = (person(active), person(passive));
            say!(lang, en: "{active} fights {passive}.", fr: "{active} affronte {passive}.")
        }
        CardPlayed {
            player,
            card,
            fighter,
            chained,
        } => {
            let (card, fighter) = (name(card), name(&fighter.card));
            if *chained {
                say!(lang,
                    en: "Player {player} chains {card} for {fighter}.",
                    fr: "Le joueur {player} joue {card} en Enchaînement pour {fighter}.",
                )
            } else {
                say!(lang,
                    en: "Player {player} plays {card} for {fighter}.",
                    fr: "Le joueur {player} joue {card} pour {fighter}.",
                )
            }
        }
        StartOfCombat { card, character } => {
            let (card, character) = (name(card), person(character));
            say!(lang,
                en: "At the start of combat, {card} on {character} takes effect.",
                fr: "Début de combat : {card}, sur {character}, prend effet.",
            )
        }
        CardResolved { player, card, position } => {
            let (card, nth) = (name(card), ordinal_fr(*position));
            say!(lang,
                en: "{card} (player {player}) resolves, card {position} in N order.",
                fr: "{card} (joueur {player}) se résout : {nth} carte de l'ordre « en N ».",
            )
        }
        CardCancelled {
            card, requirement: req, ..
        } => {
            let (card, req) = (name(card), requirement(req, lang));
            say!(lang,
                en: "{card} is cancelled: its requirement ({req}) no longer holds, so it has no effect.",
                fr: "{card} est annulée : sa condition ({req}) n'est plus remplie, elle reste sans effet.",
            )
        }
        Attached { card, character, .. } => {
            let (card, character) = (name(card), person(character));
            say!(lang, en: "{card} attaches to {character}.", fr: "{card} s'attache à {character}.")
        }
        WeaponReplaced {
            character,
            replaced,
            by,
        } => {
            let (by, replaced, character) = (name(by), name(replaced), person(character));
            say!(lang,
                en: "{by} replaces {replaced} on {character}.",
                fr: "{by} remplace {replaced} sur {character}.",
            )
        }
        ArmorReplaced {
            character,
            replaced,
            by,
        } => {
            let (by, replaced, character) = (name(by), name(replaced), person(character));
            say!(lang,
                en: "{by} replaces the armour {replaced} on {character}.",
                fr: "{by} remplace l'armure {replaced} sur {character}.",
            )
        }
        Modified {
            character,
            att,
            att_max,
            def,
            pv_max,
            damage_dealt,
            damage_suffered,
            spirit,
            lasting: l,
            source,
        } => {
            let mut parts = Vec::new();
            if *att_max != 0 {
                parts.push(format!("ATT {}/{}", signed(*att), signed(att + att_max)));
            } else if *att != 0 {
                parts.push(format!("{} ATT", signed(*att)));
            }
            if *def != 0 {
                parts.push(format!("{} DEF", signed(*def)));
            }
            if *spirit != 0 {
                parts.push(format!("{} {}", signed(*spirit), pick(lang, "Spirit", "Esprit")));
            }
            if *pv_max != 0 {
                parts.push(format!("{} {}", signed(*pv_max), pick(lang, "max PV", "PV max")));
            }
            if *damage_dealt != 0 {
                let d = signed(*damage_dealt);
                parts.push(say!(lang, en: "{d} to damage dealt", fr: "{d} aux dégâts infligés"));
            }
            if *damage_suffered != 0 {
                let d = signed(*damage_suffered);
                parts.push(say!(lang, en: "{d} to damage suffered", fr: "{d} aux dégâts subis"));
            }
            let (character, source, l) = (person(character), name(source), lasting(*l, lang));
            let bonus = parts.join(pick(lang, " and ", " et "));
            say!(lang,
                en: "{character} gets {bonus} {l} from {source}.",
                fr: "{character} reçoit {bonus} {l} ({source}).",
            )
        }
        ClassesRemoved {
            character,
            lasting: l,
            source,
        } => {
            let (character, source, l) = (person(character), name(source), lasting(*l, lang));
            say!(lang,
                en: "{character} loses all its classes {l} ({source}).",
                fr: "{character} perd toutes ses classes {l} ({source}).",
            )
        }
        AttackDrawn { character, min, max, attack } => {
            let character = person(character);
            say!(lang,
                en: "{character} attacks with {attack} (drawn from {min}–{max}).",
                fr: "{character} attaque à {attack} (tiré entre {min} et {max}).",
            )
        }
        NoPhysicalAttack { character, card } => {
            let (character, card) = (person(character), name(card));
            say!(lang,
                en: "{character} is a pure mage who played {card}, a card dealing magic damage: no physical attack.",
                fr: "{character}, mage pur, a joué {card}, une carte qui inflige des dégâts magiques : pas d'attaque physique.",
            )
        }
        Damaged {
            source,
            target,
            amount,
            harm,
            pv,
        } => {
            let (source, target) = (name(source), person(target));
            let kind = match harm {
                Harm::Physical => pick(lang, "physical", "physique"),
                Harm::Magic => pick(lang, "magic", "magique"),
                Harm::Direct => pick(lang, "direct", "direct"),
            };
            let s = if *amount > 1 { "s" } else { "" };
            let falls = if *amount > 0 { "tombe" } else { "reste" };
            say!(lang,
                en: "{source} deals {amount} {kind} damage to {target} ({pv} PV left).",
                fr: "{source} inflige {amount} dégât{s} {kind}{s} à {target}, qui {falls} à {pv} PV.",
            )
        }
        Healed {
            source,
            target,
            amount,
            pv,
        } => {
            let (source, target) = (name(source), person(target));
            let rises = if *amount > 0 { "remonte" } else { "reste" };
            say!(lang,
                en: "{source} heals {target} by {amount} ({pv} PV).",
                fr: "{source} rend {amount} PV à {target}, qui {rises} à {pv} PV.",
            )
        }
        TokensChanged {
            source,
            character,
            change,
            tokens,
        } => {
            let (source, who) = (name(source), person(character));
            let n = change.abs();
            if *change > 0 {
                say!(lang,
                    en: "{who} gains {n} Powder token(s) from {source} (now {tokens}).",
                    fr: "{source} donne {n} marqueur(s) Poudre à {who}, qui en a maintenant {tokens}.",
                )
            } else {
                say!(lang,
                    en: "{who} loses {n} Powder token(s) to {source} ({tokens} left).",
                    fr: "{source} fait perdre {n} marqueur(s) Poudre à {who}, qui en garde {tokens}.",
                )
            }
        }
        LostLife {
            source,
            target,
            amount,
            pv,
        } => {
            let (source, target) = (name(source), person(target));
            let falls = if *amount > 0 { "tombe" } else { "reste" };
            say!(lang,
                en: "{target} loses {amount} PV to {source} ({pv} PV left).",
                fr: "{source} fait perdre {amount} PV à {target}, qui {falls} à {pv} PV.",
            )
        }
        ReturnedToDeck { owner, card, from } => {
            let (card, from) = (name(card), person(from));
            say!(lang,
                en: "{card} leaves {from} and goes into player {owner}'s deck.",
                fr: "{card} quitte {from} et rejoint le deck du joueur {owner}.",
            )
        }
        // [E-CARD-20]
        PlayedByEffect { owner, card, by, from } => {
            let (card, by) = (name(card), person(by));
            match from {
                Origin::Created => say!(lang,
                    en: "{by} plays {card}, a new card made for player {owner}.",
                    fr: "{by} joue {card}, une nouvelle carte créée pour le joueur {owner}.",
                ),
                Origin::Hand => say!(lang,
                    en: "{by} plays {card} from player {owner}'s hand.",
                    fr: "{by} joue {card}, tirée de la main du joueur {owner}.",
                ),
                Origin::Deck => say!(lang,
                    en: "{by} plays {card} from player {owner}'s deck.",
                    fr: "{by} joue {card}, tirée du deck du joueur {owner}.",
                ),
                Origin::Discard => say!(lang,
                    en: "{by} plays {card} from player {owner}'s discard pile.",
                    fr: "{by} joue {card}, tirée de la défausse du joueur {owner}.",
                ),
            }
        }
        // [E-CARD-22]
        CardBecame { owner, card, into, in_deck } => {
            let into = name(into);
            if *in_deck {
                say!(lang,
                    en: "A card of player {owner}'s deck becomes {into} until the end of the game.",
                    fr: "Une carte du deck du joueur {owner} devient {into} jusqu'à la fin de la partie.",
                )
            } else {
                let card = name(card);
                say!(lang,
                    en: "{card} becomes {into} until the end of the game.",
                    fr: "{card} devient {into} jusqu'à la fin de la partie.",
                )
            }
        }
        DiscardToDeck { owner, card } => {
            let card = name(card);
            say!(lang,
                en: "{card} goes from player {owner}'s discard pile into their deck.",
                fr: "{card} passe de la défausse du joueur {owner} à son deck.",
            )
        }
        Activated { card, character } => {
            let (card, character) = (name(card), person(character));
            say!(lang,
                en: "{card} on {character} activates after the combat.",
                fr: "{card}, sur {character}, s'active après le combat.",
            )
        }
        CardDiscarded {
            owner, card, reason, ..
        } => {
            let card = name(card);
            let why = match reason {
                DiscardReason::Replaced => pick(lang, "it was replaced", "elle a été remplacée"),
                DiscardReason::Removed => pick(lang, "it was removed", "elle a été retirée"),
                DiscardReason::Cancelled => pick(lang, "it was cancelled", "elle a été annulée"),
                DiscardReason::Used => pick(lang, "it was used", "elle a été utilisée"),
                DiscardReason::Expired => pick(lang, "its time ran out", "sa durée est écoulée"),
                DiscardReason::BearerDied => pick(lang, "its bearer died", "son porteur est mort"),
            };
            say!(lang,
                en: "{card} goes to player {owner}'s discard pile: {why}.",
                fr: "{card} part dans la défausse du joueur {owner} : {why}.",
            )
        }
        Tapped { characters } => {
            let list = characters
                .iter()
                .map(person)
                .collect::<Vec<_>>()
                .join(pick(lang, " and ", " et "));
            say!(lang,
                en: "The fighters return to their line, tapped: {list}.",
                fr: "Les combattants retournent dans leur ligne, inclinés : {list}.",
            )
        }
        CombatEnded {} => say!(lang,
            en: "The combat ends; \"this combat\" effects end.",
            fr: "Fin de combat ; les effets « pour ce combat » prennent fin.",
        ),
        Died { character } => {
            let character = person(character);
            say!(lang, en: "{character} dies.", fr: "{character} meurt.")
        }
        HandDiscarded { player, cards, limit } => {
            let list = names(cards, lang);
            say!(lang,
                en: { format!("Player {player} discards {list} (hand limit {limit}).") },
                fr: {
                    if cards.is_empty() {
                        format!("Le joueur {player} ne défausse rien (limite de main : {limit}).")
                    } else {
                        format!("Le joueur {player} défausse {list} (limite de main : {limit}).")
                    }
                },
            )
        }
        LostByCard { player } => say!(lang,
            en: "Player {player} loses the game, as a card of theirs said.",
            fr: "Le joueur {player} perd la partie, comme l'une de ses cartes le disait.",
        ),
        LostByOutOfCards { player } => say!(lang,
            en: "Player {player} ran out of cards this turn and loses.",
            fr: "Le joueur {player} a été à court de cartes ce tour-ci : il perd la partie.",
        ),
        TurnEnded { turn } => say!(lang, en: "Turn {turn} ends.", fr: "Fin du tour {turn}."),
        GameOver { outcome, scores } => {
            let [a, b] = scores;
            match outcome {
                Outcome::Winner { winner } => say!(lang,
                    en: "Player {winner} wins. Scores: {a} to {b}.",
                    fr: "Le joueur {winner} remporte la partie. Scores : {a} à {b}.",
                ),
                Outcome::Draw { .. } => say!(lang,
                    en: "The game is a draw. Scores: {a} to {b}.",
                    fr: "La partie se termine sur une égalité. Scores : {a} à {b}.",
                ),
            }
        }
    }
}
