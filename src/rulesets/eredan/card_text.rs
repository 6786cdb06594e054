//! Rules text generated from a card's data, in each narration language: the one writer of
//! what a card says (docs/eredan-cards.md §7 tells how each field reads), so a card added as
//! data gets its text with no code. Other cards appear by their `name`, never by id.

use super::cards::{
    Action, Affiliation, Ambidextrie, Amount, Attach, AttachedCount, CardDef, CardFilter, CardType, Catalogue, Count,
    DamageKind, Effect, Parity, FighterRole, Span, Subtype, Trigger, Turns, Who, Zone,
};
use super::events::Harm;
use super::narrate::{french_spacing, pick, Lang};
use crate::core::narration::capitalize;

/// One phrase, one column per language: format strings over the caller's variables.
macro_rules! say {
    ($lang:expr, $en:literal, $fr:literal $(,)?) => {
        match $lang {
            Lang::En => format!($en),
            Lang::Fr => format!($fr),
        }
    };
}

/// A card's whole rules text in `lang`: a character's stats, affiliations and Enchaînement,
/// or a playable card's keywords (subtype, hands, Ambidextrie, requirements, where it goes,
/// how long it stays, its Enchaînement); then one sentence per effect, in the data's order
/// (consecutive effects acting at the same moment on the same condition share one).
pub fn card_text(card: &CardDef, cat: &Catalogue, lang: Lang) -> String {
    let mut out = Vec::new();
    if card.is_character() {
        let (pv, att, def) = (card.pv.unwrap_or(0), card.att.unwrap_or(0), card.defense.unwrap_or(0));
        // [E-CLASH-1] An attack printed as a range, min–max.
        let att = match card.att_max {
            Some(max) if max > att => format!("{att}–{max}"),
            _ => att.to_string(),
        };
        // [E-CARD-13] The printed Spirit, when the card gives one.
        let spirit = card
            .spirit
            .map_or(String::new(), |n| say!(lang, ", {n} Spirit", ", {n} Esprit"));
        out.push(format!("{pv} PV, {att} ATT, {def} DEF{spirit}."));
        out.extend(affiliations(card, lang));
        if let Some(f) = &card.chain_after {
            let f = filter(f, cat, lang);
            // [E-CARD-15] An Enchaînement under a condition.
            let when = card.chain_if.as_ref().map_or(String::new(), |c| {
                let ifs = language_conditions(c, pick(lang, "this character", "ce personnage"), lang);
                let ifs = ifs.join(and(lang));
                say!(lang, ", if {ifs}", ", si {ifs}")
            });
            out.push(say!(
                lang,
                "Enchaînement after playing {f}{when}.",
                "Enchaînement après avoir joué {f}{when}."
            ));
        }
        // [E-CARD-26] An Enchaînement given to the side.
        if let Some(f) = &card.allies_chain_after {
            let f = filter(f, cat, lang);
            out.push(say!(
                lang,
                "Its side's characters have Enchaînement after playing {f}.",
                "Les personnages de son camp ont Enchaînement après avoir joué {f}."
            ));
        }
    } else {
        out.extend(keywords(card, cat, lang));
    }
    let same_moment =
        |a: &Effect, b: &Effect| a.when == b.when && a.condition == b.condition && a.when != Trigger::Static;
    out.extend(
        card.effects
            .chunk_by(same_moment)
            .map(|group| effect(card, cat, group, lang)),
    );
    let text = out.join(" ");
    match lang {
        Lang::En => text,
        Lang::Fr => french_spacing(text),
    }
}

/// `[a, b, c]` as "a, b and c" (`last` is the word before the last item).
fn series(items: Vec<String>, last: &str) -> String {
    match items.split_last() {
        None => String::new(),
        Some((only, [])) => only.clone(),
        Some((tail, rest)) => format!("{}{last}{tail}", rest.join(", ")),
    }
}

fn and(lang: Lang) -> &'static str {
    pick(lang, " and ", " et ")
}

fn or(lang: Lang) -> &'static str {
    pick(lang, " or ", " ou ")
}

/// "Guild Kotoba, class Combattant, race Humain, caste Tsoutaï." (only the kinds it has); a
/// character of no guild is a mercenary [E-DECK-1].
fn affiliations(card: &CardDef, lang: Lang) -> Option<String> {
    let mut parts = affiliation_parts(
        [&card.guilds, &card.classes, &card.races, &card.castes],
        and(lang),
        lang,
    );
    if card.is_character() && card.guilds.is_empty() {
        parts.insert(0, pick(lang, "mercenary (of no guild)", "mercenaire (sans guilde)").to_string());
    }
    (!parts.is_empty()).then(|| format!("{}.", capitalize(&parts.join(", "))))
}

/// "guild Kotoba", "class Combattant or Mage"... for each non-empty list (guild, class,
/// race, caste), its values joined by `joiner`.
fn affiliation_parts(lists: [&Vec<smol_str::SmolStr>; 4], joiner: &str, lang: Lang) -> Vec<String> {
    let kinds = [
        pick(lang, "guild", "guilde"),
        pick(lang, "class", "classe"),
        "race",
        "caste",
    ];
    kinds
        .iter()
        .zip(lists)
        .filter(|(_, values)| !values.is_empty())
        .map(|(kind, values)| {
            let values = series(values.iter().map(|v| v.to_string()).collect(), joiner);
            format!("{kind} {values}")
        })
        .collect()
}

/// The sentences a playable card's fields give before its effects.
fn keywords(card: &CardDef, cat: &Catalogue, lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    if let Some(s) = card.subtype {
        out.push(match (s, card.hands) {
            (Subtype::Weapon, Some(n)) => {
                let hands = if n > 1 {
                    pick(lang, "hands", "mains")
                } else {
                    pick(lang, "hand", "main")
                };
                say!(lang, "Weapon, {n} {hands}.", "Arme à {n} {hands}.")
            }
            (Subtype::Weapon, None) => pick(lang, "Weapon.", "Arme.").into(),
            (Subtype::Armor, _) => pick(lang, "Armour (one per character).", "Armure (une par personnage).").into(),
            (Subtype::Amulet, _) => pick(lang, "Amulet.", "Amulette.").into(),
            (Subtype::Banner, _) => pick(lang, "Banner.", "Bannière.").into(),
            (Subtype::Familiar, _) => pick(lang, "Familiar.", "Familier.").into(),
            (Subtype::Potion, _) => "Potion.".into(),
        });
    }
    if let Some(k) = &card.kind {
        out.push(say!(lang, "Family: {k}.", "Famille : {k}."));
    }
    match &card.ambidextrie {
        Ambidextrie::Any(true) => out.push("Ambidextrie.".into()),
        Ambidextrie::Only(names) => {
            let with = series(names.iter().map(|n| card_name(n, cat)).collect(), or(lang));
            out.push(say!(
                lang,
                "Ambidextrie, only with {with}.",
                "Ambidextrie, seulement avec {with}."
            ));
        }
        _ => {}
    }
    let r = &card.requires;
    let needs = affiliation_parts([&r.guild, &r.class, &r.race, &r.caste], or(lang), lang);
    if !needs.is_empty() {
        let needs = needs.join(", ");
        out.push(say!(lang, "Requires: {needs}.", "Conditions : {needs}."));
    }
    match card.attaches {
        Attach::OpposingFighter => out.push(
            pick(
                lang,
                "Attaches to the opposing fighter, who becomes its bearer.",
                "S'attache au combattant adverse, qui devient son porteur.",
            )
            .into(),
        ),
        Attach::Fighter if !is_equipment(card) => {
            out.push(pick(lang, "Attaches to your fighter.", "S'attache à votre combattant.").into())
        }
        _ => {}
    }
    if card.activates_after_combat {
        out.push(
            pick(
                lang,
                "Activates after combat: no effect before the end of the combat it arrives in.",
                "S'active après le combat : sans effet avant la fin du combat où elle arrive.",
            )
            .into(),
        );
    }
    if let Some(n) = card.lasts_combats {
        let combats = if n > 1 { "combats" } else { "combat" };
        out.push(if card.activates_after_combat {
            say!(
                lang,
                "Leaves after {n} {combats} of the bearer, not counting the one it arrives in.",
                "Part après {n} {combats} du porteur, sans compter celui où elle arrive.",
            )
        } else {
            say!(
                lang,
                "Leaves after {n} {combats} of the bearer, this one included.",
                "Part après {n} {combats} du porteur, celui-ci compris.",
            )
        });
    }
    // [E-CARD-28]
    if card.one_per_character {
        out.push(pick(lang, "One copy per character.", "Un seul exemplaire par personnage.").into());
    }
    if let Some(f) = &card.chain {
        out.push(if *f == CardFilter::default() {
            "Enchaînement.".into()
        } else {
            let f = filter(f, cat, lang);
            say!(lang, "Enchaînement: {f}.", "Enchaînement : {f}.")
        });
    }
    out
}

/// Weapons, armour, amulets, banners and familiars: equipment, which attaches to its fighter.
fn is_equipment(card: &CardDef) -> bool {
    matches!(
        card.subtype,
        Some(Subtype::Weapon | Subtype::Armor | Subtype::Amulet | Subtype::Banner | Subtype::Familiar)
    )
}

/// A card named by id or name, as its name.
fn card_name(id_or_name: &str, cat: &Catalogue) -> String {
    cat.index_of(id_or_name)
        .map(|d| cat.get(d).name.clone())
        .unwrap_or_else(|| id_or_name.to_string())
}

/// What a card filter accepts: a named card, else a family, else a subtype, else a type,
/// else any card; then its hands [E-CARD-6].
fn filter(f: &CardFilter, cat: &Catalogue, lang: Lang) -> String {
    if let Some(n) = &f.name {
        return card_name(n, cat);
    }
    let base = filter_base(f, lang);
    match f.hands {
        Some(n) => {
            let hands = if n > 1 { pick(lang, "hands", "mains") } else { pick(lang, "hand", "main") };
            say!(lang, "{base} with {n} {hands}", "{base} à {n} {hands}")
        }
        None => base,
    }
}

fn filter_base(f: &CardFilter, lang: Lang) -> String {
    if let Some(k) = &f.kind {
        return say!(lang, "a card of the {k} family", "une carte de la famille {k}");
    }
    let phrase = match (f.subtype, f.card_type) {
        (Some(s), _) => match s {
            Subtype::Weapon => pick(lang, "a weapon", "une arme"),
            Subtype::Armor => pick(lang, "an armour", "une armure"),
            Subtype::Amulet => pick(lang, "an amulet", "une amulette"),
            Subtype::Banner => pick(lang, "a banner", "une bannière"),
            Subtype::Familiar => pick(lang, "a familiar", "un familier"),
            Subtype::Potion => pick(lang, "a potion", "une potion"),
        },
        (None, Some(t)) => match t {
            CardType::Character => pick(lang, "a character", "un personnage"),
            CardType::Action => pick(lang, "an Action", "une Action"),
            CardType::Sort => pick(lang, "a Sort", "un Sort"),
            CardType::Theurgie => pick(lang, "a Théurgie", "une Théurgie"),
            CardType::Objet => pick(lang, "an Objet", "un Objet"),
        },
        (None, None) => pick(lang, "any card", "n'importe quelle carte"),
    };
    phrase.into()
}

/// Who the effect's bearer is, which decides how its targets and triggers read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Holder {
    /// A character's ability: the bearer is the character.
    Character,
    /// A card attached to a character (after it resolved): the bearer is that character.
    Attached,
    /// A card as it resolves, or one that does not attach: the bearer is the fighter that played it.
    Played,
}

/// A target as words, and whether it is plural (for the verb).
struct Noun {
    text: String,
    plural: bool,
}

/// The affiliations a target must have, each after a space, in the order guild, class, race,
/// caste ("" for none).
fn affiliation_words(with: Option<&Affiliation>, lang: Lang) -> String {
    let words: String = with
        .map(|w| [&w.guild, &w.class, &w.race, &w.caste, &w.name])
        .into_iter()
        .flatten()
        .flatten()
        .map(|v| format!(" {v}"))
        .collect();
    // [E-CARD-24] Of no caste.
    if with.is_some_and(|w| w.no_caste) {
        format!("{words}{}", pick(lang, " caste-less", " sans caste"))
    } else {
        words
    }
}

fn noun(who: Who, with: Option<&Affiliation>, holder: Holder, lang: Lang) -> Noun {
    let one = |text: &str| Noun {
        text: text.into(),
        plural: false,
    };
    match who {
        Who::Bearer => one(match holder {
            Holder::Character => pick(lang, "this character", "ce personnage"),
            Holder::Attached => pick(lang, "the bearer", "le porteur"),
            Holder::Played => pick(lang, "your fighter", "votre combattant"),
        }),
        Who::OpposingFighter => one(pick(lang, "the opposing fighter", "le combattant adverse")),
        Who::LivingOpponents => one(pick(
            lang,
            "every living opposing character",
            "chaque personnage adverse vivant",
        )),
        Who::AllLiving => one(pick(lang, "every living character", "chaque personnage vivant")),
        // [E-CARD-14] The bearer's side, the bearer included while it lives; [E-CARD-19]
        // those with an affiliation.
        Who::LivingAllies if with.is_some() => {
            let aff = affiliation_words(with, lang);
            let text = match holder {
                Holder::Character => say!(lang, "its side's living{aff} characters", "les personnages{aff} vivants de son camp"),
                Holder::Attached => say!(
                    lang,
                    "the living{aff} characters of the bearer's side",
                    "les personnages{aff} vivants du camp du porteur"
                ),
                Holder::Played => say!(lang, "your living{aff} characters", "vos personnages{aff} vivants"),
            };
            Noun { text, plural: true }
        }
        Who::LivingAllies => one(match holder {
            Holder::Character => pick(lang, "every living character of its side", "chaque personnage vivant de son camp"),
            Holder::Attached => pick(
                lang,
                "every living character of the bearer's side",
                "chaque personnage vivant du camp du porteur",
            ),
            Holder::Played => pick(lang, "each of your living characters", "chacun de vos personnages vivants"),
        }),
        Who::AllCharacters => one(pick(
            lang,
            "every character, dead or alive",
            "chaque personnage, vivant ou mort",
        )),
        Who::RandomOpponent | Who::RandomAlly => {
            let aff = affiliation_words(with, lang);
            let text = if who == Who::RandomAlly {
                say!(
                    lang,
                    "one of your living{aff} characters drawn at random",
                    "l'un de vos personnages{aff} vivants tiré au hasard",
                )
            } else {
                say!(
                    lang,
                    "one of the living opposing{aff} characters drawn at random",
                    "l'un des personnages{aff} adverses vivants tiré au hasard",
                )
            };
            one(&text)
        }
        // [E-CARD-20]
        Who::RandomOther => one(pick(
            lang,
            "one of the other living characters, of either side, drawn at random",
            "l'un des autres personnages vivants, d'un camp ou de l'autre, tiré au hasard",
        )),
        // [E-CARD-24]
        Who::Subject => one(pick(lang, "that character", "ce personnage-là")),
        Who::OtherAllies => {
            let aff = affiliation_words(with, lang);
            let text = match holder {
                Holder::Character => say!(lang, "its other living{aff} allies", "ses autres alliés{aff} vivants"),
                Holder::Attached => say!(
                    lang,
                    "the bearer's other living{aff} allies",
                    "les autres alliés{aff} vivants du porteur"
                ),
                Holder::Played => say!(
                    lang,
                    "your other living{aff} characters",
                    "vos autres personnages{aff} vivants"
                ),
            };
            Noun { text, plural: true }
        }
    }
}

/// The verb for a target: singular or plural, in `lang`.
fn verb(n: &Noun, lang: Lang, en: [&'static str; 2], fr: [&'static str; 2]) -> &'static str {
    let i = usize::from(n.plural);
    pick(lang, en[i], fr[i])
}

/// French "à" and "de" before a noun phrase, contracted with its article.
fn fr_with(prep: &str, s: &str) -> String {
    let (to_le, to_les) = if prep == "à" { ("au", "aux") } else { ("du", "des") };
    if let Some(rest) = s.strip_prefix("le ") {
        format!("{to_le} {rest}")
    } else if let Some(rest) = s.strip_prefix("les ") {
        format!("{to_les} {rest}")
    } else {
        format!("{prep} {s}")
    }
}

/// "+1 ATT/-1 DEF", only the stats that change.
/// "ATT +0/+1": a change of the attack's minimum and maximum apart [E-CLASH-1].
fn bonus([att, att_max, def, pv_max, dealt, suffered, spirit]: [i32; 7], lang: Lang) -> String {
    use crate::core::narration::signed;
    let mut parts: Vec<String> = [(att, "ATT"), (def, "DEF")]
        .iter()
        .filter(|(n, stat)| *n != 0 && (*stat == "DEF" || att_max == 0))
        .map(|(n, stat)| format!("{} {stat}", signed(*n)))
        .collect();
    if att_max != 0 {
        parts.insert(0, format!("ATT {}/{}", signed(att), signed(att + att_max)));
    }
    // [E-CARD-13] A change of the Spirit.
    if spirit != 0 {
        parts.push(format!("{} {}", signed(spirit), pick(lang, "Spirit", "Esprit")));
    }
    // [E-CARD-3] A change of the maximum PV.
    if pv_max != 0 {
        parts.push(format!("{} {}", signed(pv_max), pick(lang, "max PV", "PV max")));
    }
    // [E-CARD-7] Changes of the damage dealt and suffered.
    if dealt != 0 {
        let d = signed(dealt);
        parts.push(say!(lang, "{d} to damage dealt", "{d} aux dégâts infligés"));
    }
    if suffered != 0 {
        let d = signed(suffered);
        parts.push(say!(lang, "{d} to damage suffered", "{d} aux dégâts subis"));
    }
    if parts.is_empty() {
        "+0 ATT".into()
    } else {
        parts.join("/")
    }
}

/// Which turns, after "at the start of" / "au début": "each turn", "turns 1, 3 and 5",
/// "each odd turn"... (French with its "de" contracted).
fn which_turns(turns: Option<&Turns>, lang: Lang) -> String {
    match turns {
        None => pick(lang, "each turn", "de chaque tour").into(),
        Some(Turns::Parity(Parity::Odd)) => pick(lang, "each odd turn", "de chaque tour impair").into(),
        Some(Turns::Parity(Parity::Even)) => pick(lang, "each even turn", "de chaque tour pair").into(),
        // [E-CARD-28]
        Some(Turns::Every { every: n }) => say!(lang, "each turn that is a multiple of {n}", "de chaque tour multiple de {n}"),
        Some(Turns::List(l)) => match l.as_slice() {
            [] => pick(lang, "no turn", "d'aucun tour").into(),
            [n] => say!(lang, "turn {n}", "du tour {n}"),
            _ => {
                let l = series(l.iter().map(u32::to_string).collect(), and(lang));
                say!(lang, "turns {l}", "des tours {l}")
            }
        },
    }
}

/// A turn condition as a clause: "on turns 2, 4 and 6", "on odd turns"...
fn on_turns(turns: &Turns, lang: Lang) -> String {
    match turns {
        Turns::Parity(Parity::Odd) => pick(lang, "on odd turns", "aux tours impairs").into(),
        Turns::Parity(Parity::Even) => pick(lang, "on even turns", "aux tours pairs").into(),
        Turns::Every { every: n } => say!(lang, "on each turn that is a multiple of {n}", "aux tours multiples de {n}"),
        Turns::List(l) => match l.as_slice() {
            [] => pick(lang, "on no turn", "à aucun tour").into(),
            [n] => say!(lang, "on turn {n}", "au tour {n}"),
            _ => {
                let l = series(l.iter().map(u32::to_string).collect(), and(lang));
                say!(lang, "on turns {l}", "aux tours {l}")
            }
        },
    }
}

/// When the effect acts, as words (`None` for `static` and `on_resolve`, which need none);
/// `turns` is the turn condition when it reads as part of the trigger.
fn trigger(
    when: Trigger,
    holder: Holder,
    turns: Option<&Turns>,
    activating: Option<&CardFilter>,
    dying: (Option<&Affiliation>, bool),
    answered: (Option<&Affiliation>, Option<Harm>),
    lang: Lang,
) -> Option<String> {
    let (subject, harm) = answered;
    // [E-CARD-24] The damage's kind.
    let kind = match harm {
        None => "",
        Some(Harm::Physical) => pick(lang, " physical", " physiques"),
        Some(Harm::Magic) => pick(lang, " magic", " magiques"),
        Some(Harm::Direct) => pick(lang, " direct", " directs"),
    };
    let side = match holder {
        Holder::Character => pick(lang, "its side", "son camp"),
        _ => pick(lang, "the bearer's side", "du camp du porteur"),
    };
    Some(match when {
        // [E-CARD-21]
        Trigger::AfterPlays => pick(
            lang,
            "in each of its combats, once the played cards have resolved",
            "à chacun de ses combats, une fois les cartes jouées résolues",
        )
        .into(),
        // [E-CARD-24]
        Trigger::OnAllyDamaged => {
            let aff = affiliation_words(subject, lang);
            say!(
                lang,
                "each time a{aff} character of {side} suffers{kind} damage (this character included)",
                "chaque fois qu'un personnage{aff} de {side} subit des dégâts{kind} (ce personnage compris)"
            )
        }
        Trigger::Static | Trigger::OnResolve => return None,
        Trigger::StartOfTurn => {
            let t = which_turns(turns, lang);
            say!(lang, "at the start of {t}", "au début {t}")
        }
        Trigger::StartOfCombat => pick(
            lang,
            "at the start of each of the bearer's combats",
            "au début de chaque combat du porteur",
        )
        .into(),
        Trigger::OnActivation => pick(lang, "when it activates", "quand elle s'active").into(),
        Trigger::StartOfGame => pick(lang, "at the start of the game", "en début de partie").into(),
        // [E-CARD-14] A death on the bearer's side, said with whose.
        Trigger::OnAllyDies => {
            let (whose, its) = match holder {
                Holder::Character => (pick(lang, "this character", "ce personnage"), pick(lang, "its", "son")),
                _ => (pick(lang, "the bearer", "le porteur"), pick(lang, "the bearer's", "du porteur")),
            };
            match dying {
                (_, true) => say!(lang, "when {whose} dies", "quand {whose} meurt"),
                (w, false) => {
                    let aff = affiliation_words(w, lang);
                    match lang {
                        Lang::En => format!("each time a{aff} character of {its} side dies ({whose} included)"),
                        Lang::Fr if holder == Holder::Character => {
                            format!("chaque fois qu'un personnage{aff} de son camp meurt ({whose} compris)")
                        }
                        Lang::Fr => format!("chaque fois qu'un personnage{aff} du camp {its} meurt ({whose} compris)"),
                    }
                }
            }
        }
        // [E-CARD-11] The filter is said with the trigger.
        Trigger::OnCardActivates => {
            let f = activating.map_or(String::new(), |f| filter(f, &Catalogue::builtin(), lang));
            let que = if f.starts_with(['A', 'E', 'I', 'O', 'U', 'É', 'a', 'e', 'i', 'o', 'u', 'é']) {
                "qu'"
            } else {
                "que "
            };
            match subject {
                // [E-CARD-24] Played by a character of the side.
                Some(w) => {
                    let aff = affiliation_words(Some(w), lang);
                    let side = side.trim_start_matches("du ");
                    let de = if holder == Holder::Character { "de " } else { "du " };
                    say!(
                        lang,
                        "each time {f} played by a{aff} character of {side} activates",
                        "chaque fois {que}{f} jouée par un personnage{aff} {de}{side} s'active"
                    )
                }
                None => say!(lang, "each time {f} activates", "chaque fois {que}{f} s'active"),
            }
        }
        Trigger::OnDamaged if holder == Holder::Character => say!(
            lang,
            "each time this character suffers{kind} damage",
            "chaque fois que ce personnage subit des dégâts{kind}"
        ),
        Trigger::OnDamaged => say!(
            lang,
            "each time the bearer suffers{kind} damage",
            "chaque fois que le porteur subit des dégâts{kind}"
        ),
        Trigger::EndOfCombat => match holder {
            Holder::Character => pick(
                lang,
                "at the end of each of its combats",
                "à la fin de chacun de ses combats",
            ),
            Holder::Attached => pick(
                lang,
                "at the end of each of the bearer's combats",
                "à la fin de chaque combat du porteur",
            ),
            Holder::Played => pick(lang, "at the end of this combat", "à la fin de ce combat"),
        }
        .into(),
        Trigger::EndOfTurn if holder == Holder::Played => {
            pick(lang, "at the end of this turn", "à la fin de ce tour").into()
        }
        Trigger::EndOfTurn => {
            let t = which_turns(turns, lang);
            say!(lang, "at the end of {t}", "à la fin {t}")
        }
    })
}

/// Effects of one trigger and condition as a sentence: "[conditions: ][trigger, ]action[ and
/// action]." — a turn condition on a repeating start- or end-of-turn trigger reads as part
/// of the trigger.
fn effect(card: &CardDef, cat: &Catalogue, group: &[Effect], lang: Lang) -> String {
    let e = &group[0];
    let holder = if card.is_character() {
        Holder::Character
    } else if card.attaches != Attach::No && e.when != Trigger::OnResolve {
        Holder::Attached
    } else {
        Holder::Played
    };
    let cond = e.condition.clone().unwrap_or_default();
    let turns_in_trigger = e.when == Trigger::StartOfTurn || (e.when == Trigger::EndOfTurn && holder != Holder::Played);
    let trigger = trigger(
        e.when,
        holder,
        cond.turns.as_ref().filter(|_| turns_in_trigger),
        cond.activating.as_ref(),
        (cond.dying.as_ref(), cond.dying_is_bearer),
        (cond.subject.as_ref(), cond.harm),
        lang,
    );
    let mut lead = Vec::new();
    if let Some(t) = cond.turns.as_ref().filter(|_| !turns_in_trigger) {
        lead.push(on_turns(t, lang));
    }
    let bearer = noun(Who::Bearer, None, holder, lang).text;
    let mut ifs = Vec::new();
    if let Some(class) = &cond.bearer_class {
        let a = if class.starts_with(['A', 'E', 'I', 'O', 'U', 'É', 'a', 'e', 'i', 'o', 'u', 'é']) {
            "an"
        } else {
            "a"
        };
        ifs.push(say!(lang, "{bearer} is {a} {class}", "{bearer} est {class}"));
    }
    if cond.bearer_dealt_more_than_received {
        ifs.push(say!(
            lang,
            "{bearer} dealt more damage than it received this combat",
            "{bearer} a infligé plus de dégâts qu'il n'en a reçu pendant ce combat",
        ));
    }
    ifs.extend(language_conditions(&cond, &bearer, lang));
    if !ifs.is_empty() {
        lead.push(format!("{} {}", pick(lang, "if", "si"), ifs.join(and(lang))));
    }
    let actions: Vec<String> = group.iter().map(|e| action(card, cat, e, holder, lang)).collect();
    let action = series(actions, and(lang));
    let colon = pick(lang, ": ", " : ");
    let lead = lead.join(", ");
    let sentence = match (lead.is_empty(), trigger) {
        (false, Some(t)) => format!("{lead}{colon}{t}, {action}"),
        (false, None) => format!("{lead}{colon}{action}"),
        (true, Some(t)) => format!("{t}{colon}{action}"),
        (true, None) => action,
    };
    format!("{}.", capitalize(&sentence))
}

/// The conditions of the card language as clauses [E-CARD-1].
fn language_conditions(cond: &super::cards::Condition, bearer: &str, lang: Lang) -> Vec<String> {
    let mut ifs = Vec::new();
    let values = |w: &Affiliation| {
        let v: Vec<String> = [&w.guild, &w.class, &w.race, &w.caste, &w.name]
            .into_iter()
            .flatten()
            .map(|v| v.to_string())
            .chain(w.no_caste.then(|| pick(lang, "caste-less", "sans caste").to_string()))
            .collect();
        series(v, and(lang))
    };
    if let Some(w) = &cond.bearer {
        let v = values(w);
        ifs.push(say!(lang, "{bearer} is {v}", "{bearer} est {v}"));
    }
    if let Some(w) = &cond.opposing {
        let v = values(w);
        ifs.push(say!(lang, "the opposing fighter is {v}", "le combattant adverse est {v}"));
    }
    if cond.bearer_dealt_less_than_received {
        ifs.push(say!(
            lang,
            "{bearer} dealt less damage than it received this combat",
            "{bearer} a infligé moins de dégâts qu'il n'en a reçu pendant ce combat",
        ));
    }
    if let Some(n) = &cond.bearer_attached {
        ifs.push(carries(bearer, n, lang));
    }
    if cond.bearer_att_below_opposing {
        let of = fr_with("de", bearer);
        ifs.push(say!(
            lang,
            "the attack of {bearer} is below the opposing fighter's",
            "l'attaque {of} est inférieure à celle du combattant adverse",
        ));
    }
    if let Some(n) = cond.bearer_pv_below {
        ifs.push(say!(lang, "{bearer} has fewer than {n} PV", "{bearer} a moins de {n} PV"));
    }
    match cond.bearer_role {
        Some(FighterRole::Attacker) => ifs.push(say!(lang, "{bearer} attacks", "{bearer} attaque")),
        Some(FighterRole::Defender) => ifs.push(say!(lang, "{bearer} defends", "{bearer} défend")),
        None => {}
    }
    if !cond.bearer_any.is_empty() {
        let v = series(cond.bearer_any.iter().map(values).collect(), or(lang));
        ifs.push(say!(lang, "{bearer} is {v}", "{bearer} est {v}"));
    }
    // [E-CARD-29] What the side played this turn; an ally of an affiliation.
    if !cond.side_played.is_empty() {
        let cat = Catalogue::builtin();
        let list = series(cond.side_played.iter().map(|f| filter(f, &cat, lang)).collect(), and(lang));
        ifs.push(say!(lang, "its player played {list} this turn", "son joueur a joué {list} pendant ce tour"));
    }
    if let Some(w) = &cond.ally {
        let v = values(w);
        ifs.push(say!(
            lang,
            "one of the living characters of its side is {v}",
            "l'un des personnages vivants de son camp est {v}"
        ));
    }
    // [E-CARD-15] A count within bounds.
    if let Some(n) = &cond.count {
        let what = count_words(n.count, lang);
        ifs.push(match (n.at_least, n.at_most) {
            (Some(lo), Some(hi)) => say!(lang, "{what} is {lo} to {hi}", "{what} est de {lo} à {hi}"),
            (Some(lo), None) => say!(lang, "{what} is at least {lo}", "{what} est d'au moins {lo}"),
            (None, hi) => {
                let hi = hi.unwrap_or(0);
                say!(lang, "{what} is at most {hi}", "{what} est d'au plus {hi}")
            }
        });
    }
    ifs
}

/// "the bearer carries a weapon", "... nothing matching an Objet", "... at least 2 cards matching ...".
fn carries(bearer: &str, n: &AttachedCount, lang: Lang) -> String {
    let f = filter(&n.filter, &Catalogue::builtin(), lang);
    match (n.at_least, n.at_most) {
        (Some(1), None) => say!(lang, "{bearer} carries {f}", "{bearer} porte {f}"),
        (None | Some(0), Some(0)) => say!(lang, "{bearer} carries nothing matching {f}", "{bearer} ne porte rien qui soit {f}"),
        (lo, hi) => {
            let lo = lo.unwrap_or(0);
            match hi {
                Some(hi) => say!(
                    lang,
                    "{bearer} carries {lo} to {hi} cards matching {f}",
                    "{bearer} porte de {lo} à {hi} cartes qui sont {f}"
                ),
                None => say!(
                    lang,
                    "{bearer} carries at least {lo} cards matching {f}",
                    "{bearer} porte au moins {lo} cartes qui sont {f}"
                ),
            }
        }
    }
}

/// An amount as words: the number said before the noun ("3", "6 to 8", "X"), what X is
/// (said after the action, or empty), and whether it reads as more than one [E-CARD-2].
fn amount_words(a: &Amount, lang: Lang) -> (String, String, bool) {
    match *a {
        Amount::Fixed(n) => (n.to_string(), String::new(), n > 1),
        Amount::Gained {
            pv_gained_this_turn_times: k,
        } => (
            "X".into(),
            say!(lang, " (X: {k} × the PV gained this turn)", " (X : {k} × les PV gagnés pendant ce tour)"),
            true,
        ),
        Amount::Between { between: [lo, hi] } => (say!(lang, "{lo} to {hi}", "{lo} à {hi}"), String::new(), hi > 1),
        // [E-CARD-22]
        Amount::UpTo { from, up_to } => {
            let what = count_words(up_to, lang);
            (say!(lang, "{from} to X", "{from} à X"), say!(lang, " (X: {what})", " (X : {what})"), true)
        }
        Amount::Count {
            count,
            plus,
            at_most,
            plus_count,
        } => {
            let what = count_words(count, lang);
            // [E-CARD-13] A second count, added.
            let what = match plus_count {
                Some(c) => format!("{what} + {}", count_words(c, lang)),
                None => what.to_string(),
            };
            let plus = match plus {
                0 => String::new(),
                p if p > 0 => format!(" + {p}"),
                p => format!(" − {}", -p),
            };
            let most = at_most.map_or(String::new(), |m| say!(lang, ", at most {m}", ", au plus {m}"));
            ("X".into(), say!(lang, " (X: {what}{plus}{most})", " (X : {what}{plus}{most})"), true)
        }
    }
}

/// What a count counts, as words [E-CARD-2].
fn count_words(count: Count, lang: Lang) -> &'static str {
            match count {
                Count::ObjetsOnAllies => pick(
                    lang,
                    "the number of Objets attached to the bearer's side",
                    "le nombre d'Objets attachés au camp du porteur",
                ),
                Count::DeadAllies => pick(lang, "the number of the bearer's dead allies", "le nombre d'alliés morts du porteur"),
                Count::CardsInOpposingHand => pick(
                    lang,
                    "the number of cards in the opposing hand",
                    "le nombre de cartes de la main adverse",
                ),
                Count::BearerPrintedAtt => pick(lang, "the bearer's printed attack", "l'attaque imprimée du porteur"),
                Count::BearerDamageReceived => pick(
                    lang,
                    "the damage the bearer received this combat",
                    "les dégâts reçus par le porteur pendant ce combat",
                ),
                Count::BearerTokens => pick(lang, "the bearer's Powder tokens", "les marqueurs Poudre du porteur"),
                Count::TokensLost => pick(lang, "the tokens lost that way", "les marqueurs ainsi perdus"),
                Count::BearerSpirit => pick(lang, "the bearer's Spirit", "l'Esprit du porteur"),
                Count::TargetDef => pick(lang, "the DEF of the character it acts on", "la DEF du personnage visé"),
                Count::BearerSpiritBonus => pick(
                    lang,
                    "the bearer's Spirit above its printed Spirit",
                    "l'Esprit du porteur au-delà de son Esprit imprimé",
                ),
                Count::OpposingAttMaxBonus => pick(
                    lang,
                    "the opposing fighter's attack maximum above its printed one",
                    "le maximum d'attaque du combattant adverse au-delà de celui imprimé",
                ),
            }
}

/// How long a timed effect lasts, said after it.
fn span_words(span: Span, lang: Lang) -> &'static str {
    match span {
        Span::ThisCombat => pick(lang, "this combat", "pour ce combat"),
        Span::ThisTurn => pick(lang, "this turn", "pour ce tour"),
        Span::TheGame => pick(lang, "until the end of the game", "jusqu'à la fin de la partie"),
        Span::WhileAttached => pick(lang, "while this card stays attached", "tant que cette carte reste attachée"),
    }
}

/// What the effect does.
fn action(card: &CardDef, cat: &Catalogue, e: &Effect, holder: Holder, lang: Lang) -> String {
    let target = |who: Who| noun(who, None, holder, lang);
    match &e.action {
        Action::Modify {
            who,
            att,
            att_max,
            def,
            pv_max,
            damage_dealt,
            damage_suffered,
            spirit,
            span,
            with,
            per,
            per_ally,
        } => {
            let b = bonus(
                [*att, *att_max, *def, *pv_max, *damage_dealt, *damage_suffered, *spirit],
                lang,
            );
            // [E-CARD-10] "+1 ATT for each of the tokens lost that way".
            let b = match per {
                Some(c) => {
                    let c = count_words(*c, lang);
                    say!(lang, "{b} for each of {c}", "{b}, multiplié par {c},")
                }
                None => b,
            };
            // [E-CARD-16] "+1 ATT for each other living Artisan ally".
            let b = match per_ally {
                Some(w) => {
                    let aff = affiliation_words(Some(&**w), lang);
                    say!(
                        lang,
                        "{b} for each other living{aff} ally",
                        "{b} par autre allié{aff} vivant"
                    )
                }
                None => b,
            };
            // [E-CARD-19] A static modifier of the bearer under a filter reads as a condition.
            let only = match (with, *who, e.when) {
                (Some(w), Who::Bearer, Trigger::Static) => {
                    let aff = affiliation_words(Some(w), lang);
                    let bearer = noun(Who::Bearer, None, holder, lang).text;
                    say!(lang, "if {bearer} is{aff}: ", "si {bearer} est{aff} : ")
                }
                _ => String::new(),
            };
            let n = noun(*who, with.as_ref(), holder, lang);
            let tail = match span {
                Some(s) => format!(" {}", span_words(*s, lang)),
                None => static_tail(card, *who, holder, lang).to_string(),
            };
            let gets = verb(&n, lang, ["gets", "get"], ["reçoit", "reçoivent"]);
            let who_text = n.text;
            if e.when == Trigger::Static && *who == Who::OtherAllies {
                say!(lang, "Aura: {who_text} {gets} {b}", "Aura : {who_text} {gets} {b}")
            } else if *who == Who::Bearer {
                format!("{only}{b}{tail}")
            } else if e.when == Trigger::Static && *who == Who::LivingAllies {
                say!(lang, "Aura: {who_text} {gets} {b}{tail}", "Aura : {who_text} {gets} {b}{tail}")
            } else {
                format!("{who_text} {gets} {b}{tail}")
            }
        }
        Action::Damage { who, amount, kind } => {
            let n = target(*who).text;
            let (amount, x, many) = amount_words(amount, lang);
            let s = if many { "s" } else { "" };
            match (lang, kind) {
                (Lang::En, DamageKind::Magic) => format!("{amount} magic damage to {n}{x}"),
                (Lang::En, DamageKind::Direct) => format!("{amount} direct damage to {n}{x}"),
                (Lang::Fr, kind) => {
                    let kind = if *kind == DamageKind::Magic {
                        "magique"
                    } else {
                        "direct"
                    };
                    format!("{amount} dégât{s} {kind}{s} {}{x}", fr_with("à", &n))
                }
            }
        }
        Action::Heal { who, amount, with } => {
            let n = noun(*who, with.as_ref(), holder, lang);
            let v = verb(&n, lang, ["regains", "regain"], ["regagne", "regagnent"]);
            let (amount, x, _) = amount_words(amount, lang);
            format!("{} {v} {amount} PV{x}", n.text)
        }
        Action::ReturnToDeck { who, filter: f } => {
            let n = target(*who).text;
            let to = fr_with("à", &n);
            if *f == CardFilter::default() {
                say!(
                    lang,
                    "every card attached to {n} goes into its owner's deck",
                    "chaque carte attachée {to} rejoint le deck de son propriétaire",
                )
            } else {
                let f = filter(f, &Catalogue::builtin(), lang);
                say!(
                    lang,
                    "every card attached to {n} that is {f} goes into its owner's deck",
                    "chaque carte attachée {to} qui est {f} rejoint le deck de son propriétaire",
                )
            }
        }
        Action::LoseLife { who, amount } => {
            let n = target(*who);
            let loses = verb(&n, lang, ["loses", "lose"], ["perd", "perdent"]);
            let who_text = &n.text;
            match amount {
                Amount::Fixed(k) => say!(
                    lang,
                    "{who_text} {loses} {k} PV (life loss)",
                    "{who_text} {loses} {k} PV (perte de vie)"
                ),
                Amount::Between { .. } | Amount::Count { .. } | Amount::UpTo { .. } => {
                    let (amount, x, _) = amount_words(amount, lang);
                    say!(
                        lang,
                        "{who_text} {loses} {amount} PV (life loss){x}",
                        "{who_text} {loses} {amount} PV (perte de vie){x}"
                    )
                }
                Amount::Gained {
                    pv_gained_this_turn_times: k,
                } => {
                    let it = verb(&n, lang, ["it", "they"], ["il", "ils"]);
                    let has = verb(&n, lang, ["", ""], ["a", "ont"]);
                    if *k == 1 {
                        say!(
                            lang,
                            "{who_text} {loses} as many PV as {it} gained this turn (life loss)",
                            "{who_text} {loses} autant de PV qu'{it} en {has} gagné pendant ce tour (perte de vie)",
                        )
                    } else {
                        say!(
                            lang,
                            "{who_text} {loses} {k} times the PV {it} gained this turn (life loss)",
                            "{who_text} {loses} {k} fois les PV qu'{it} {has} gagnés pendant ce tour (perte de vie)",
                        )
                    }
                }
            }
        }
        Action::RemoveClasses { who, span } => {
            let n = target(*who);
            let loses = verb(&n, lang, ["loses", "lose"], ["perd", "perdent"]);
            let its = verb(&n, lang, ["its", "their"], ["ses", "leurs"]);
            let span = span_words(*span, lang);
            let who_text = n.text;
            say!(
                lang,
                "{who_text} {loses} all {its} classes {span}",
                "{who_text} {loses} toutes {its} classes {span}"
            )
        }
        Action::DiscardLatestWeapon { who } => {
            let n = target(*who).text;
            let of = fr_with("de", &n);
            say!(
                lang,
                "the most recently attached weapon of {n} goes to the discard pile",
                "la dernière arme attachée {of} part à la défausse",
            )
        }
        Action::WaiveRequirements {} => pick(
            lang,
            "the next card of the same play ignores requirements, at play and at resolution",
            "la carte jouée à sa suite ignore les conditions, à la pose comme à la résolution",
        )
        .into(),
        Action::HandLimit(n) => say!(
            lang,
            "its owner's hand limit is {n}",
            "la limite de main de son propriétaire est de {n}"
        ),
        Action::LoseGame {} => pick(lang, "you lose the game", "vous perdez la partie").into(),
        // [E-CARD-20]
        Action::PlayCard {
            who,
            card: id,
            random,
            from,
            filter: f,
        } => {
            let n = target(*who);
            let plays = verb(&n, lang, ["plays", "play"], ["joue", "jouent"]);
            let who_text = &n.text;
            if let Some(id) = id {
                let c = card_name(id, cat);
                say!(lang, "{who_text} {plays} a new {c}", "{who_text} {plays} un nouvel exemplaire de {c}")
            } else if let Some(r) = random {
                let r = if *r == CardFilter::default() {
                    pick(lang, "every card that can be played", "toutes les cartes jouables").to_string()
                } else {
                    filter(r, cat, lang)
                };
                say!(
                    lang,
                    "{who_text} {plays} a new card drawn at random among {r}",
                    "{who_text} {plays} une nouvelle carte tirée au hasard parmi {r}"
                )
            } else {
                let f = filter(f, cat, lang);
                let zones = series(
                    from.iter()
                        .map(|z| match z {
                            Zone::Hand => pick(lang, "hand", "main"),
                            Zone::Deck => "deck",
                            Zone::Discard => pick(lang, "discard pile", "défausse"),
                        }
                        .to_string())
                        .collect(),
                    or(lang),
                );
                say!(
                    lang,
                    "{who_text} {plays} {f} drawn at random from your {zones}, among those it could play",
                    "{who_text} {plays} {f} tirée au hasard de votre {zones}, parmi celles qu'il pourrait jouer"
                )
            }
        }
        // [E-CARD-22]
        Action::Become {
            into,
            deck_cards,
            filter: f,
        } => {
            let c = card_name(into, cat);
            if *deck_cards == 0 {
                say!(
                    lang,
                    "this card becomes {c} until the end of the game",
                    "cette carte devient {c} jusqu'à la fin de la partie"
                )
            } else {
                let f = filter(f, cat, lang);
                say!(
                    lang,
                    "this card and up to {deck_cards} cards of your deck matching {f}, drawn at random, become {c} until the end of the game",
                    "cette carte et jusqu'à {deck_cards} cartes de votre deck qui sont {f}, tirées au hasard, deviennent {c} jusqu'à la fin de la partie"
                )
            }
        }
        // [E-CARD-25]
        Action::Draw { cards } => {
            let s = if *cards > 1 { "s" } else { "" };
            match holder {
                Holder::Character => say!(lang, "its player draws {cards} card{s}", "son joueur pioche {cards} carte{s}"),
                _ => say!(lang, "you draw {cards} card{s}", "vous piochez {cards} carte{s}"),
            }
        }
        // [E-CARD-28]
        Action::DiscardRandomAttached { who, filter: f } => {
            let n = target(*who).text;
            let to = fr_with("à", &n);
            let which = if *f == CardFilter::default() {
                String::new()
            } else {
                let f = filter(f, cat, lang);
                say!(lang, " matching {f}", " qui est {f}")
            };
            say!(
                lang,
                "one card attached to {n}{which}, drawn at random, goes to its owner's discard pile",
                "une carte attachée {to}{which}, tirée au hasard, part dans la défausse de son propriétaire"
            )
        }
        // [E-CARD-27]
        Action::Keeps { filter: f, by } => {
            let f = filter(f, cat, lang);
            let itself = by
                .as_ref()
                .and_then(|w| w.name.as_ref())
                .is_some_and(|n| *n == card.id || *n == card.name);
            if itself {
                say!(
                    lang,
                    "the cards matching {f} that this character plays do not leave when their combats run out",
                    "les cartes qui sont {f} que joue ce personnage ne partent pas quand leurs combats s'épuisent"
                )
            } else {
                let aff = affiliation_words(by.as_ref(), lang);
                say!(
                    lang,
                    "the cards matching {f} that its side's{aff} characters play do not leave when their combats run out",
                    "les cartes qui sont {f} que jouent les personnages{aff} de son camp ne partent pas quand leurs combats s'épuisent"
                )
            }
        }
        // [E-CARD-17]
        Action::DiscardToDeck { cards, filter: f } => {
            let f = filter(f, &Catalogue::builtin(), lang);
            say!(
                lang,
                "up to {cards} cards of your discard pile matching {f}, drawn at random, go into your deck",
                "jusqu'à {cards} cartes de votre défausse qui sont {f}, tirées au hasard, rejoignent votre deck",
            )
        }
        // [E-CARD-18]
        Action::EffectBonus { filter: f, amount } => {
            let f = filter(f, &Catalogue::builtin(), lang);
            let n = crate::core::narration::signed(*amount);
            say!(
                lang,
                "{n} to the damage and healing, aimed at one character, of the cards it plays matching {f}",
                "{n} aux dégâts et soins visant un seul personnage des cartes qu'il joue qui sont {f}",
            )
        }
        Action::GainTokens { who, amount } | Action::LoseTokens { who, amount } => {
            let n = target(*who);
            let gains = matches!(e.action, Action::GainTokens { .. });
            let v = if gains {
                verb(&n, lang, ["gains", "gain"], ["gagne", "gagnent"])
            } else {
                verb(&n, lang, ["loses up to", "lose up to"], ["perd jusqu'à", "perdent jusqu'à"])
            };
            let (amount, x, many) = amount_words(amount, lang);
            let s = if many { "s" } else { "" };
            let who_text = n.text;
            say!(
                lang,
                "{who_text} {v} {amount} Powder token{s}{x}",
                "{who_text} {v} {amount} marqueur{s} Poudre{x}"
            )
        }
    }
}

/// How long a static modifier lasts, said after it: while the card is equipped or
/// attached, or while its bearer fights (for one on the opposing fighter).
fn static_tail(card: &CardDef, who: Who, holder: Holder, lang: Lang) -> &'static str {
    match (who, holder) {
        (Who::Bearer, Holder::Attached) if is_equipment(card) => {
            pick(lang, " while equipped", " tant que l'objet est équipé")
        }
        (Who::Bearer, Holder::Attached) => pick(lang, " while attached", " tant que la carte est attachée"),
        (Who::OpposingFighter, Holder::Character) => {
            pick(lang, " while this character fights", " tant que ce personnage combat")
        }
        (Who::OpposingFighter, _) => pick(lang, " while the bearer fights", " tant que le porteur combat"),
        _ => "",
    }
}
