//! Why a choice is refused, as data. Each rule's check returns a `Refused` naming the refusal
//! and what its sentence needs; only a refusal shown is worded (`error`), in `Lang::worded()`
//! (English unless a caller asked for Italian, `core::worded_in`). Listing a decision's
//! options drops most refusals, so no sentence is written there.

use smol_str::SmolStr;

use super::card_text::terrain;
use super::cards::Terrain;
use super::game::Step;
use super::narrate::{name, pick, say, Lang};
use super::refill::HAND_SIZE;
use super::rules::{Y_ACT_1, Y_ACT_2, Y_ACT_3, Y_ACT_4, Y_ACT_5, Y_ENC, Y_MOVE, Y_REFILL, Y_TURN, Y_WIN};
use crate::core::{ErrorKind, RuleError};

/// A refused choice: the rule's verdict with the card ids and numbers its sentence names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Refused<'a> {
    /// [Y-WIN] The race is won: nothing more can be chosen.
    RaceOver,
    /// [Y-TURN] The choice names no player of the race.
    NoSuchPlayer(u8),
    /// Another player (`current`) is to decide, by `rule` (the phase's).
    NotYourTurn { rule: &'static str, current: u8 },
    /// [Y-TURN] `continue` outside a window: another choice is awaited at this step.
    NothingToContinue(Step),
    /// [Y-ACT-1] An action out of turn: player `.0`'s turn.
    ActionOutOfTurn(u8),
    /// [Y-ACT-1] An action during a phase (this step), not between two.
    ActionDuringPhase(Step),
    /// [Y-ACT-2] The turn's slot is used by an Event.
    EventAlreadyPlayed,
    /// [Y-ACT-2] The turn's slot is used by an Artefact started.
    ArtefactAlreadyStarted,
    /// The card named is not in the player's hand, by `rule` (the action's or phase's).
    NotInHand { rule: &'static str, card: &'a SmolStr },
    /// [Y-ACT-2] `play_event` with a card that is no Event.
    NotAnEvent(&'a SmolStr),
    /// [Y-ACT-2] The Event's condition does not hold, or its effects cannot act now.
    EventUnplayable(&'a SmolStr, Unmet<'a>),
    /// [Y-ACT-2] `start_artefact` with a card that is no Artefact.
    NotAnArtefact(&'a SmolStr),
    /// [Y-ACT-3] The artefact is still being activated.
    StillActivating(&'a SmolStr),
    /// [Y-ACT-3] The card is not among the player's active artefacts.
    NotActive(&'a SmolStr),
    /// [Y-ACT-3] The artefact says nothing of using it.
    NoUse(&'a SmolStr),
    /// [Y-ACT-3] The artefact's condition does not hold, or its effects cannot act now.
    ArtefactUnusable(&'a SmolStr, Unmet<'a>),
    /// [Y-ACT-4] The Ability was used this turn.
    AbilityUsed,
    /// [Y-ACT-4] The Ability's condition does not hold, or its effects cannot act now.
    AbilityUnusable(Unmet<'a>),
    /// [Y-ACT-5] The Advantage was used this turn.
    AdvantageUsed,
    /// [Y-ACT-5] The Advantage's condition does not hold, or its effects cannot act now.
    AdvantageUnusable(Unmet<'a>),
    /// [Y-ENC] No creature challenge awaits a card.
    NoChallenge,
    /// [Y-MOVE] Not in the Movement phase.
    NotMoving,
    /// [Y-REFILL] No discard is awaited.
    NoDiscard,
    /// [Y-REFILL] Not exactly the `.0` cards over the hand size.
    DiscardCount(usize),
    /// [Y-REFILL] The discard's card `.0` (`.1`) is not in hand (or not as many times).
    DiscardNotInHand(usize, &'a SmolStr),
}

/// Why a power cannot be used now: its condition does not hold, or its effects cannot act at
/// this window, or its target is wrong (`YummellGame::power_ok`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Unmet<'a> {
    /// The character is on none of these terrains.
    Terrain(&'a [Terrain]),
    /// No character is ahead.
    NotBehind,
    /// The character is alone on its square.
    Alone,
    /// The character has not moved this turn.
    NotMoved,
    /// The hand holds more than this many cards.
    HandOver(u8),
    /// Movement points after the Movement phase.
    MovementTooLate,
    /// A challenge bonus with no Encounter to come.
    ChallengeTooLate,
    /// A target for a power that takes none.
    TargetNotTaken,
    /// No target for a power that takes one.
    TargetNeeded,
    /// The target names no other player.
    NoOtherPlayer(u8),
    /// The target's player is on another square.
    NotOnYourSquare(u8),
    /// The target's player has no such active artefact.
    NoSuchActive(u8, &'a SmolStr),
}

impl Refused<'_> {
    /// The refusal as the engine's error, worded in `Lang::worded()`.
    pub(crate) fn error(&self) -> RuleError {
        use ErrorKind::{GameOver, IllegalByRule as Illegal, NotAnOption, WrongPlayer};
        let lang = Lang::worded();
        let (kind, rule, message) = match *self {
            Refused::RaceOver => (GameOver, Y_WIN, pick(lang, "the race is over", "la corsa è finita").to_string()),
            Refused::NoSuchPlayer(p) => (
                WrongPlayer,
                Y_TURN,
                say!(lang, en: "player: there is no player {p}", it: "player: non c'è nessun giocatore {p}"),
            ),
            Refused::NotYourTurn { rule, current } => (
                WrongPlayer,
                rule,
                say!(lang, en: "it is player {current}'s turn", it: "è il turno del giocatore {current}"),
            ),
            Refused::NothingToContinue(step) => {
                let during = during(step, lang);
                let m = say!(lang, en: "nothing to continue: a choice is awaited {during}", it: "niente da proseguire: si attende una scelta {during}");
                (NotAnOption, Y_TURN, m)
            }
            Refused::ActionOutOfTurn(current) => (
                WrongPlayer,
                Y_ACT_1,
                say!(lang, en: "actions only in one's own turn: it is player {current}'s turn", it: "azioni solo nel proprio turno: è il turno del giocatore {current}"),
            ),
            Refused::ActionDuringPhase(step) => {
                let during = during(step, lang);
                let m = say!(lang, en: "actions only between phases, never {during}", it: "azioni solo tra una fase e l'altra, mai {during}");
                (NotAnOption, Y_ACT_1, m)
            }
            Refused::EventAlreadyPlayed => (
                Illegal,
                Y_ACT_2,
                pick(lang, "once per turn: an Event was already played this turn", "una volta per turno: in questo turno è già stato giocato un Evento").to_string(),
            ),
            Refused::ArtefactAlreadyStarted => (
                Illegal,
                Y_ACT_2,
                pick(lang, "once per turn: an Artefact was already started this turn (an Event or an Artefact, not both)", "una volta per turno: in questo turno si è già iniziato ad attivare un Artefatto (un Evento o un Artefatto, non entrambi)").to_string(),
            ),
            Refused::NotInHand { rule, card } => (
                NotAnOption,
                rule,
                say!(lang, en: "card: \"{card}\" is not in your hand", it: "card: \"{card}\" non è nella tua mano"),
            ),
            Refused::NotAnEvent(card) => (
                Illegal,
                Y_ACT_2,
                {
                    let card = name(card);
                    say!(lang, en: "card: {card} is not an Event", it: "card: {card} non è un Evento")
                },
            ),
            Refused::EventUnplayable(card, unmet) => {
                let (card, m) = (name(card), unmet.words(lang));
                (Illegal, Y_ACT_2, say!(lang, en: "{card} cannot be played now: {m}", it: "{card} non si può giocare ora: {m}"))
            }
            Refused::NotAnArtefact(card) => (
                Illegal,
                Y_ACT_2,
                {
                    let card = name(card);
                    say!(lang, en: "card: {card} is not an Artefact", it: "card: {card} non è un Artefatto")
                },
            ),
            Refused::StillActivating(card) => (
                Illegal,
                Y_ACT_3,
                {
                    let card = name(card);
                    say!(lang, en: "{card} is still being activated: it works from the end of your Refill phase", it: "{card} è ancora in attivazione: funziona dalla fine della tua fase di Reintegro")
                },
            ),
            Refused::NotActive(card) => (
                NotAnOption,
                Y_ACT_3,
                say!(lang, en: "card: \"{card}\" is not among your active artefacts", it: "card: \"{card}\" non è tra i tuoi artefatti attivi"),
            ),
            Refused::NoUse(card) => (
                Illegal,
                Y_ACT_3,
                say!(lang, en: "card: \"{card}\" has no use", it: "card: \"{card}\" non ha alcun uso"),
            ),
            Refused::ArtefactUnusable(card, unmet) => {
                let (card, m) = (name(card), unmet.words(lang));
                (Illegal, Y_ACT_3, say!(lang, en: "{card} cannot be used now: {m}", it: "{card} non si può usare ora: {m}"))
            }
            Refused::AbilityUsed => (
                Illegal,
                Y_ACT_4,
                pick(lang, "the Ability is used once per turn: already used", "l'Abilità si usa una volta per turno: già usata").to_string(),
            ),
            Refused::AbilityUnusable(unmet) => {
                let m = unmet.words(lang);
                (Illegal, Y_ACT_4, say!(lang, en: "the Ability cannot be used now: {m}", it: "l'Abilità non si può usare ora: {m}"))
            }
            Refused::AdvantageUsed => (
                Illegal,
                Y_ACT_5,
                pick(lang, "the Advantage is used once per turn: already used", "il Vantaggio si usa una volta per turno: già usato").to_string(),
            ),
            Refused::AdvantageUnusable(unmet) => {
                let m = unmet.words(lang);
                (Illegal, Y_ACT_5, say!(lang, en: "the Advantage cannot be used now: {m}", it: "il Vantaggio non si può usare ora: {m}"))
            }
            Refused::NoChallenge => (
                NotAnOption,
                Y_ENC,
                pick(lang, "no creature challenge awaits a card", "nessuna sfida a una creatura attende una carta").to_string(),
            ),
            Refused::NotMoving => (
                NotAnOption,
                Y_MOVE,
                pick(lang, "not in the Movement phase", "non si è nella fase di Movimento").to_string(),
            ),
            Refused::NoDiscard => (
                NotAnOption,
                Y_REFILL,
                pick(lang, "no discard is awaited", "non si attende nessuno scarto").to_string(),
            ),
            Refused::DiscardCount(count) => (
                NotAnOption,
                Y_REFILL,
                say!(lang, en: "cards: discard exactly {count} cards, down to {HAND_SIZE}", it: "cards: scarta esattamente {count} carte, fino a {HAND_SIZE}"),
            ),
            Refused::DiscardNotInHand(i, id) => (
                NotAnOption,
                Y_REFILL,
                say!(lang, en: "cards[{i}]: \"{id}\" is not in your hand", it: "cards[{i}]: \"{id}\" non è nella tua mano"),
            ),
        };
        let error = RuleError::of(kind, Some(rule), message);
        match self.field() {
            Some(field) => error.at_field(field),
            None => error,
        }
    }

    /// The path of the choice's field at fault, where one is.
    fn field(&self) -> Option<String> {
        match self {
            Refused::NoSuchPlayer(_) => Some("player".into()),
            Refused::NotInHand { .. }
            | Refused::NotAnEvent(_)
            | Refused::NotAnArtefact(_)
            | Refused::NotActive(_)
            | Refused::NoUse(_) => Some("card".into()),
            Refused::DiscardCount(_) => Some("cards".into()),
            Refused::DiscardNotInHand(i, _) => Some(format!("cards[{i}]")),
            _ => None,
        }
    }

    /// The reason a power cannot be used now, if that is the refusal.
    #[cfg(test)]
    pub(crate) fn unmet(&self) -> Option<Unmet<'_>> {
        match *self {
            Refused::EventUnplayable(_, u)
            | Refused::ArtefactUnusable(_, u)
            | Refused::AbilityUnusable(u)
            | Refused::AdvantageUnusable(u) => Some(u),
            _ => None,
        }
    }
}

impl Unmet<'_> {
    /// The reason, in `lang` (the refusal's outer sentence quotes it).
    pub(crate) fn words(&self, lang: Lang) -> String {
        match *self {
            Unmet::Terrain(places) => match lang {
                Lang::En => format!("the character is not on {places:?} terrain").to_ascii_lowercase(),
                Lang::It => {
                    let places: Vec<&str> = places.iter().map(|t| terrain(*t, lang)).collect();
                    format!("il personaggio non è {}", places.join(" o "))
                }
            },
            Unmet::NotBehind => pick(
                lang,
                "the character is not behind another one",
                "il personaggio non è dietro a un altro",
            )
            .into(),
            Unmet::Alone => pick(
                lang,
                "no other character is on the same square",
                "nessun altro personaggio è sulla stessa casella",
            )
            .into(),
            Unmet::NotMoved => pick(
                lang,
                "the character has not moved this turn",
                "il personaggio non si è mosso in questo turno",
            )
            .into(),
            Unmet::HandOver(n) => {
                say!(lang, en: "the hand holds more than {n} cards", it: "la mano ha più di {n} carte")
            }
            Unmet::MovementTooLate => pick(
                lang,
                "movement points only help before the Movement phase",
                "i punti movimento servono solo prima della fase di Movimento",
            )
            .into(),
            Unmet::ChallengeTooLate => pick(
                lang,
                "a challenge bonus only helps before an Encounter to come",
                "un bonus alla sfida serve solo prima di un Incontro ancora da venire",
            )
            .into(),
            Unmet::TargetNotTaken => {
                pick(lang, "this power takes no target", "questo potere non prende bersagli").into()
            }
            Unmet::TargetNeeded => pick(
                lang,
                "name the target: a character on your square and one of its active artefacts",
                "indica il bersaglio: un personaggio sulla tua casella e uno dei suoi artefatti attivi",
            )
            .into(),
            Unmet::NoOtherPlayer(p) => {
                say!(lang, en: "target.player: no other player {p}", it: "target.player: nessun altro giocatore {p}")
            }
            Unmet::NotOnYourSquare(p) => {
                say!(lang, en: "target.player: player {p} is not on your square", it: "target.player: il giocatore {p} non è sulla tua casella")
            }
            Unmet::NoSuchActive(p, card) => {
                say!(lang, en: "target.card: player {p} has no active \"{card}\"", it: "target.card: il giocatore {p} non ha \"{card}\" tra gli artefatti attivi")
            }
        }
    }
}

/// When in the turn `step` is, as a refusal says it ("during the Movement phase").
fn during(step: Step, lang: Lang) -> &'static str {
    match step {
        Step::Movement => pick(lang, "during the Movement phase", "durante la fase di Movimento"),
        Step::Challenge => pick(lang, "during the Encounter phase", "durante la fase di Incontro"),
        Step::Discard => pick(
            lang,
            "during the Refill phase or after it",
            "durante la fase di Reintegro o dopo",
        ),
        Step::Over => pick(lang, "after the end of the race", "dopo la fine della corsa"),
        _ => pick(lang, "here", "qui"),
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use smol_str::SmolStr;

    use super::super::cards::Catalogue;
    use super::super::game::{Choice, Seat, Target, YummellGame};
    use super::super::narrate::Lang;
    use super::super::rules::ALL;
    use crate::core::{worded_in, Game, Rng, RuleError};

    /// Choices to try at this point of `game`, most of them refused: every kind of choice, by
    /// every player and one who is not there, with the cards of every zone and targets offered
    /// or not (`rng` picks `n` of these), and discards of every size with a card not held.
    fn tries(game: &YummellGame, rng: &mut Rng, n: usize) -> Vec<Choice> {
        let mut ids: Vec<SmolStr> = vec![SmolStr::new("no-such-card")];
        for p in &game.players {
            ids.extend(game.distinct(&p.hand));
            ids.extend(game.distinct(&p.active));
            ids.extend(game.distinct(&p.activating));
        }
        let seats = game.players.len() as u8;
        let (mut out, mut discards) = (Vec::new(), Vec::new());
        for player in 0..=seats {
            let seat = &game.players[usize::from(player.min(seats - 1))];
            let mut targets = game.target_options(player.min(seats - 1));
            for other in 0..=seats + 1 {
                targets.push(Some(Target {
                    player: other,
                    card: ids[0].clone(),
                }));
            }
            out.push(Choice::Continue { player });
            out.push(Choice::Rest { player });
            for target in targets {
                out.push(Choice::Ability {
                    player,
                    target: target.clone(),
                });
                out.push(Choice::Advantage {
                    player,
                    target: target.clone(),
                });
                let mut cards = game.distinct(&seat.active);
                cards.push(ids[rng.index(ids.len())].clone());
                for card in cards {
                    let target = target.clone();
                    out.push(Choice::UseArtefact { player, card, target });
                }
            }
            for card in &ids {
                let card = card.clone();
                out.push(Choice::PlayEvent {
                    player,
                    card: card.clone(),
                });
                out.push(Choice::StartArtefact {
                    player,
                    card: card.clone(),
                });
                out.push(Choice::UseArtefact {
                    player,
                    card: card.clone(),
                    target: None,
                });
                out.push(Choice::Move {
                    player,
                    card: card.clone(),
                });
                out.push(Choice::Challenge { player, card });
            }
            let hand: Vec<SmolStr> = seat.hand.iter().map(|c| game.card_id(*c)).collect();
            for count in 0..=hand.len() + 1 {
                let mut cards: Vec<SmolStr> = hand.iter().take(count).cloned().collect();
                cards.resize(count, ids[rng.index(ids.len())].clone());
                discards.push(Choice::Discard {
                    player,
                    cards: cards.clone(),
                });
                if let Some(last) = cards.last_mut() {
                    *last = ids[0].clone();
                    discards.push(Choice::Discard { player, cards });
                }
            }
        }
        rng.shuffle(&mut out);
        out.truncate(n);
        out.extend(discards);
        out
    }

    /// The name of a refusal's or a reason's variant.
    fn variant(value: &impl std::fmt::Debug) -> String {
        let shown = format!("{value:?}");
        shown.split(['(', ' ']).next().unwrap_or_default().to_string()
    }

    /// Every refusal met in random games reads in Italian as a translation of the English:
    /// the same kind, rule and field, another sentence, and so is the reason a power cannot be
    /// used now. Every rule that refuses, and most refusals, are met.
    #[test]
    fn every_refusal_met_in_random_games_is_worded_in_italian_too() {
        let (mut rules, mut refusals, mut reasons) = (BTreeSet::new(), BTreeSet::new(), BTreeSet::new());
        let mut met = 0;
        for seed in 0..24 {
            let (mut game, _) = YummellGame::random(seed, 2 + (seed as usize % 7)).expect("a race starts");
            let mut rng = Rng::new(seed);
            for _ in 0..1500 {
                for choice in tries(&game, &mut rng, 24) {
                    let Err(why) = game.verdict(&choice) else { continue };
                    let en: RuleError = game.clone().choose(&choice).expect_err("refused");
                    let it: RuleError = worded_in("it", || game.clone().choose(&choice)).expect_err("refused");
                    assert_eq!(
                        (en.kind, &en.rule, &en.field),
                        (it.kind, &it.rule, &it.field),
                        "{choice:?}: {en} / {it}"
                    );
                    assert_ne!(en.message, it.message, "{choice:?} is not translated");
                    assert_eq!(game.check(&choice), Err(en.clone()), "English unless asked");
                    if let Some(unmet) = why.unmet() {
                        let (en_reason, it_reason) = (unmet.words(Lang::En), unmet.words(Lang::It));
                        assert!(en.message.ends_with(&en_reason) && it.message.ends_with(&it_reason));
                        assert_ne!(en_reason, it_reason, "{choice:?}: the reason is not translated");
                        reasons.insert(variant(&unmet));
                    }
                    refusals.insert(variant(&why));
                    rules.insert(en.rule.clone().unwrap_or_default());
                    met += 1;
                }
                let Some(choice) = game.random_choice(&mut rng) else {
                    break;
                };
                game.choose(&choice).expect("a random choice is legal");
            }
        }
        let refusing: BTreeSet<_> = ALL
            .iter()
            .filter(|r| !matches!(**r, "Y-PREP" | "Y-ACT" | "Y-SEE"))
            .map(SmolStr::new)
            .collect();
        assert_eq!(rules, refusing, "{met} refusals met");
        // All 25 refusals but `NoUse` (every built-in artefact has a use), all 12 reasons.
        assert_eq!(refusals.len(), 24, "{met} refusals met: {refusals:?}");
        assert_eq!(reasons.len(), 12, "{met} refusals met, with the reasons {reasons:?}");
    }

    /// The one refusal no built-in card can meet, worded directly.
    #[test]
    fn an_artefact_without_a_use_is_refused_in_italian_too() {
        let card = SmolStr::new("stone");
        let why = super::Refused::NoUse(&card);
        assert_eq!(why.error().to_string(), "[Y-ACT-3] card: \"stone\" has no use");
        let it = worded_in("it", || why.error());
        assert_eq!(
            (it.to_string().as_str(), it.field.as_deref()),
            ("[Y-ACT-3] card: \"stone\" non ha alcun uso", Some("card"))
        );
    }

    /// A race of Gorm the Bogwalker (an Ability only in a wood or a swamp) with the Advantage
    /// Underdog (only when behind), every character on the first square, a plain.
    fn gorms() -> YummellGame {
        let seat = Seat {
            character: "gorm".into(),
            advantage: "underdog".into(),
        };
        YummellGame::new(Catalogue::builtin(), 7, &[seat.clone(), seat])
            .expect("a race starts")
            .0
    }

    #[test]
    fn an_ability_off_its_terrain_is_refused_in_italian_with_its_reason() {
        let game = gorms();
        let player = game.current();
        let ability = Choice::Ability { player, target: None };
        let en = game.check(&ability).unwrap_err();
        assert_eq!(
            en.to_string(),
            "[Y-ACT-4] the Ability cannot be used now: the character is not on [wood, swamp] terrain"
        );
        let it = worded_in("it", || game.check(&ability)).unwrap_err();
        assert_eq!(
            it.to_string(),
            "[Y-ACT-4] l'Abilità non si può usare ora: il personaggio non è in un bosco o in una palude"
        );
        let advantage = Choice::Advantage { player, target: None };
        assert_eq!(
            worded_in("it", || game.check(&advantage)).unwrap_err().to_string(),
            "[Y-ACT-5] il Vantaggio non si può usare ora: il personaggio non è dietro a un altro"
        );
    }

    #[test]
    fn a_card_not_in_hand_and_another_players_turn_are_refused_in_italian() {
        let game = gorms();
        let player = game.current();
        let event = Choice::PlayEvent {
            player,
            card: "tailwnd".into(),
        };
        let it = worded_in("it", || game.check(&event)).unwrap_err();
        assert_eq!(it.to_string(), "[Y-ACT-2] card: \"tailwnd\" non è nella tua mano");
        assert_eq!(it.field.as_deref(), Some("card"));
        let rest = Choice::Rest { player: 1 - player };
        assert_eq!(
            worded_in("it", || game.check(&rest)).unwrap_err().to_string(),
            format!("[Y-MOVE] è il turno del giocatore {player}")
        );
        assert_eq!(
            worded_in("it", || game.check(&Choice::Rest { player }))
                .unwrap_err()
                .to_string(),
            "[Y-MOVE] non si è nella fase di Movimento"
        );
    }
}
