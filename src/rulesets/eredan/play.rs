//! Fighters [E-FIGHT] and the play phase [E-PLAY]: which cards a player may play, chaining,
//! and requirements at play time.

use smol_str::SmolStr;

use super::cards::{CardDef, CardFilter, Catalogue};
use super::events::EventKind;
use super::game::{Blocked, Choice, Decision, EredanGame};
use super::rules;
use super::state::{Combat, Phase, PlayStatus, Played, Pos};
use super::narrate::{requirement, say, Lang};
use crate::core::{zone, Card, ErrorKind, RuleError};

/// What a first card allows as a second one [E-PLAY-2].
enum ChainRule<'a> {
    /// From the fighter's ability ("Enchaînement after playing a weapon"): any card.
    Any,
    /// From the card's own `Enchaînement: filter`.
    Filter(&'a CardFilter),
}

impl EredanGame {
    pub(crate) fn fighters_decision(&self) -> Decision {
        let a = self.st.active;
        let ready = |player: u8| {
            self.st
                .positions(player)
                .filter(|p| {
                    let c = self.st.ch(*p);
                    !c.dead && !c.tapped
                })
                .map(|p| p.index)
                .collect::<Vec<_>>()
        };
        let (own, opp) = (ready(a), ready(1 - a));
        let options = own
            .iter()
            .flat_map(|&own| {
                opp.iter().map(move |&opponent| Choice::Fighters {
                    player: a,
                    own,
                    opponent,
                })
            })
            .collect();
        Decision::Fighters { player: a, options }
    }

    /// Checks that the character at `p` can fight: it exists, lives and is untapped.
    pub(crate) fn check_fighter(&self, p: Pos, field: &str) -> Result<(), RuleError> {
        let line = &self.st.players[usize::from(p.player)].characters;
        let Some(c) = line.get(usize::from(p.index)) else {
            return Err(RuleError::not_an_option(
                rules::E_FIGHT,
                {
                    let (index, player, n) = (p.index, p.player, line.len());
                    say!(Lang::worded(),
                        en: "{field}: index {index} is out of range: player {player} has {n} characters",
                        fr: "{field}: l'indice {index} est hors limites : le joueur {player} a {n} personnages",
                    )
                },
            ).at_field(field));
        };
        let name = &self.cat.get(c.def).name;
        if c.dead {
            return Err(RuleError::new(
                rules::E_FIGHT,
                say!(Lang::worded(),
                    en: "{field}: {name} is dead and cannot fight",
                    fr: "{field}: {name} est mort et ne peut pas combattre",
                ),
            ).at_field(field));
        }
        if c.tapped {
            return Err(RuleError::new(
                rules::E_FIGHT,
                say!(Lang::worded(),
                    en: "{field}: {name} is tapped and cannot fight",
                    fr: "{field}: {name} est incliné et ne peut pas combattre",
                ),
            ).at_field(field));
        }
        Ok(())
    }

    pub(crate) fn choose_fighters(&mut self, own: u8, opponent: u8) -> Result<(), RuleError> {
        let a = self.st.active;
        let (pa, pp) = (
            Pos { player: a, index: own },
            Pos {
                player: 1 - a,
                index: opponent,
            },
        );
        self.check_fighter(pa, "own")?;
        self.check_fighter(pp, "opponent")?;
        self.start_combat(own, opponent);
        Ok(())
    }

    /// [E-FIGHT] The two fighters enter the combat; the play phase begins.
    pub(crate) fn start_combat(&mut self, own: u8, opponent: u8) {
        let a = self.st.active;
        let mut fighters = [0u8; 2];
        fighters[usize::from(a)] = own;
        fighters[usize::from(1 - a)] = opponent;
        self.st.combat = Some(Combat {
            fighters,
            played: [vec![], vec![]],
        });
        let v = self.view();
        let (active, passive) = (
            v.char_ref(Pos { player: a, index: own }),
            v.char_ref(Pos {
                player: 1 - a,
                index: opponent,
            }),
        );
        self.emit(rules::E_FIGHT, EventKind::FightersChosen { active, passive });
        self.st.phase = Phase::Play(a);
    }

    fn chain_rule<'a>(&'a self, first: &'a CardDef, fighter: Pos) -> Option<ChainRule<'a>> {
        let d = self.cat.get(self.st.ch(fighter).def);
        // [E-CARD-15] An Enchaînement under a condition holds only while it holds.
        let own = d.chain_after.as_ref().is_some_and(|f| f.matches(first))
            && (d.chain_if.is_none() || self.condition_holds(&d.chain_if, fighter));
        // [E-CARD-26] An Enchaînement a living character of the side gives it.
        let given = || {
            self.st.living(fighter.player).any(|a| {
                let f = &self.cat.get(self.st.ch(a).def).allies_chain_after;
                f.as_ref().is_some_and(|f| f.matches(first))
            })
        };
        if own || given() {
            Some(ChainRule::Any)
        } else {
            first.chain.as_ref().map(ChainRule::Filter)
        }
    }

    /// A card may be played by `fighter` now: not a character, and its requirements met
    /// unless waived [E-PLAY-3].
    fn playable(&self, d: &CardDef, fighter: Pos, waived: bool) -> bool {
        !d.is_character() && (waived || self.view().meets(d, fighter)) && !self.carries_copy(d, fighter)
    }

    /// [E-CARD-28] A card of one copy per character that `fighter` already carries.
    fn carries_copy(&self, d: &CardDef, fighter: Pos) -> bool {
        d.one_per_character
            && self
                .st
                .ch(fighter)
                .attached
                .iter()
                .any(|a| self.cat.get(a.card.def).id == d.id)
    }

    /// Every legal play for `player` as card definitions, the empty one first, each distinct
    /// once.
    pub(crate) fn play_option_defs(&self, player: u8) -> Vec<(Option<u16>, Option<u16>)> {
        let hand = &self.st.players[usize::from(player)].hand;
        let mut options = Vec::with_capacity(1 + 2 * hand.len());
        options.push((None, None));
        let Some(fighter) = self.st.fighter(player) else {
            return options;
        };
        let mut distinct = [0u16; 64];
        let mut n = 0;
        for c in hand {
            if n < distinct.len() && !distinct[..n].contains(&c.def) {
                distinct[n] = c.def;
                n += 1;
            }
        }
        let distinct = &distinct[..n];
        for &d1 in distinct {
            let first = self.cat.get(d1);
            if !self.playable(first, fighter, false) {
                continue;
            }
            options.push((Some(d1), None));
            let Some(rule) = self.chain_rule(first, fighter) else {
                continue;
            };
            for &d2 in distinct {
                if d2 == d1 && (zone::count_def(hand, d1) < 2 || first.one_per_character) {
                    continue;
                }
                let second = self.cat.get(d2);
                let accepted = match rule {
                    ChainRule::Any => true,
                    ChainRule::Filter(f) => f.matches(second),
                };
                if accepted && self.playable(second, fighter, first.waives_requirements()) {
                    options.push((Some(d1), Some(d2)));
                }
            }
        }
        options
    }

    /// Card ids of a play given as definitions.
    pub(crate) fn play_ids(&self, play: (Option<u16>, Option<u16>)) -> Vec<SmolStr> {
        [play.0, play.1]
            .into_iter()
            .flatten()
            .map(|d| self.cat.get(d).id.clone())
            .collect()
    }

    /// Every legal play for `player` (card ids in play order), the empty one first.
    pub(crate) fn play_options(&self, player: u8) -> Vec<Vec<SmolStr>> {
        self.play_option_defs(player)
            .into_iter()
            .map(|o| self.play_ids(o))
            .collect()
    }

    pub(crate) fn play_decision(&self, player: u8) -> Decision {
        let fighter = self.st.fighter(player).map(|p| p.index).unwrap_or(0);
        let mut blocked: Vec<Blocked> = Vec::new();
        for id in self.hand_ids(player) {
            if blocked.iter().any(|b| b.card == id) {
                continue;
            }
            let Some(def) = self.cat.index_of(&id) else { continue };
            if let Err(e) = self.check_card(player, def, None, "cards[0]") {
                blocked.push(Blocked {
                    card: id,
                    rule: e.rule.clone().unwrap_or_default(),
                    reason: e.message.strip_prefix("cards[0]: ").unwrap_or(&e.message).to_string(),
                });
            }
        }
        Decision::Play {
            player,
            fighter,
            options: self
                .play_options(player)
                .into_iter()
                .map(|cards| Choice::Play { player, cards })
                .collect(),
            blocked,
        }
    }

    /// Checks one card of a play: known, playable, and (as a second card) chained legally.
    fn check_card(&self, player: u8, def: u16, first: Option<&CardDef>, field: &str) -> Result<(), RuleError> {
        let d = self.cat.get(def);
        let fighter = self
            .st
            .fighter(player)
            .ok_or_else(|| {
                RuleError::new(
                    rules::E_PLAY_1,
                    say!(Lang::worded(), en: "no combat in progress", fr: "aucun combat en cours"),
                )
            })?;
        let v = self.view();
        if d.is_character() {
            return Err(RuleError::new(
                rules::E_PLAY_1,
                {
                    let card = &d.name;
                    say!(Lang::worded(),
                        en: "{field}: {card} is a character, not a card to play",
                        fr: "{field}: {card} est un personnage, pas une carte à jouer",
                    )
                },
            ).at_field(field));
        }
        if let Some(first) = first {
            match self.chain_rule(first, fighter) {
                None => {
                    return Err(RuleError::new(
                        rules::E_PLAY_2,
                        {
                            let (card, fighter) = (&first.name, &v.def(fighter).name);
                            say!(Lang::worded(),
                                en: "{field}: {card} grants no Enchaînement to {fighter}, so no second card may follow it",
                                fr: "{field}: {card} n'accorde pas d'Enchaînement à {fighter}, aucune deuxième carte ne peut donc la suivre",
                            )
                        },
                    ).at_field(field))
                }
                Some(ChainRule::Filter(f)) if !f.matches(d) => {
                    return Err(RuleError::new(
                        rules::E_PLAY_2,
                        {
                            let (first, accepted, card) = (&first.name, describe_filter(f), &d.name);
                            say!(Lang::worded(),
                                en: "{field}: the Enchaînement of {first} accepts only {accepted}, not {card}",
                                fr: "{field}: l'Enchaînement de {first} n'accepte que {accepted}, pas {card}",
                            )
                        },
                    ).at_field(field))
                }
                _ => {}
            }
        }
        // [E-CARD-28] One copy per character: none carried, none played twice.
        if self.carries_copy(d, fighter) || (d.one_per_character && first.is_some_and(|f| f.id == d.id)) {
            return Err(RuleError::new(
                rules::E_CARD_28,
                {
                    let (card, fighter) = (&d.name, &v.def(fighter).name);
                    say!(Lang::worded(),
                        en: "{field}: {fighter} may carry one copy of {card} only",
                        fr: "{field}: {fighter} ne peut porter qu'un exemplaire de {card}",
                    )
                },
            ).at_field(field));
        }
        let waived = first.is_some_and(|f| f.waives_requirements());
        if !waived {
            if let Some(unmet) = v.unmet(&d.requires, fighter) {
                return Err(RuleError::new(
                    rules::E_PLAY_3,
                    {
                        let (card, fighter) = (&d.name, &v.def(fighter).name);
                        let unmet = requirement(&unmet, Lang::worded());
                        say!(Lang::worded(),
                            en: "{field}: {card} requires {unmet}, which {fighter} does not have",
                            fr: "{field}: {card} exige {unmet}, que {fighter} n'a pas",
                        )
                    },
                ).at_field(field));
            }
        }
        Ok(())
    }

    /// [E-PLAY-1..3] A player's secret play: checked, then taken from hand into the row of
    /// played cards. When both have played, the plays are revealed and resolved.
    pub(crate) fn choose_play(&mut self, player: u8, cards: &[SmolStr]) -> Result<(), RuleError> {
        if cards.len() > 2 {
            return Err(RuleError::new(
                rules::E_PLAY_2,
                {
                    let n = cards.len();
                    say!(Lang::worded(),
                        en: "cards: at most 2 cards (a first card and one chained card), got {n}",
                        fr: "cards: 2 cartes au plus (une première carte et une carte en Enchaînement), pas {n}",
                    )
                },
            ).at_field("cards"));
        }
        let hand = &self.st.players[usize::from(player)].hand;
        let defs = check_in_hand(&self.cat, hand, player, cards, rules::E_PLAY_1)?;
        if let Some(&def) = defs.first() {
            self.check_card(player, def, None, "cards[0]")?;
        }
        if let [first, second] = defs[..] {
            self.check_card(player, second, Some(self.cat.get(first)), "cards[1]")?;
        }
        // Checked: now apply.
        let mut played = Vec::with_capacity(cards.len());
        for def in defs {
            if let Some(card) = zone::take_def(&mut self.st.players[usize::from(player)].hand, def) {
                played.push(Played {
                    card,
                    status: PlayStatus::Waiting,
                    placed: 0,
                });
            }
        }
        if let Some(c) = self.st.combat.as_mut() {
            c.played[usize::from(player)] = played;
        }
        if player == self.st.active {
            self.st.phase = Phase::Play(1 - player);
        } else {
            self.reveal_plays();
            self.resolve_combat();
        }
        Ok(())
    }

    /// Both plays validated: they are revealed, active player's first.
    fn reveal_plays(&mut self) {
        for player in self.st.player_order() {
            let Some(fighter) = self.st.fighter(player) else {
                continue;
            };
            let ids: Vec<SmolStr> = self.st.combat.as_ref().map_or(vec![], |c| {
                c.played[usize::from(player)]
                    .iter()
                    .map(|p| self.view().id(p.card))
                    .collect()
            });
            for (i, card) in ids.into_iter().enumerate() {
                let fighter = self.view().char_ref(fighter);
                let rule = if i == 0 { rules::E_PLAY_1 } else { rules::E_PLAY_2 };
                self.emit(
                    rule,
                    EventKind::CardPlayed {
                        player,
                        card,
                        fighter,
                        chained: i > 0,
                    },
                );
            }
        }
    }
}

/// [E-FIGHT] The rule that refuses a choice made while the fighters are awaited, and what
/// is awaited.
pub(crate) fn awaiting_fighters(player: u8) -> (&'static str, String) {
    let awaited = say!(Lang::worded(),
        en: "player {player} to choose fighters",
        fr: "que le joueur {player} choisisse ses combattants",
    );
    (rules::E_FIGHT, awaited)
}

/// [E-PLAY-1] The rule that refuses a choice made while a play is awaited, and what is
/// awaited.
pub(crate) fn awaiting_play(player: u8) -> (&'static str, String) {
    let awaited = say!(Lang::worded(),
        en: "player {player} to play cards",
        fr: "que le joueur {player} joue ses cartes",
    );
    (rules::E_PLAY_1, awaited)
}

/// Checks that every id of `cards` is a known card and that `hand` holds as many copies as
/// `cards` names, with an error under `rule` that names the field. Returns the definitions.
pub(crate) fn check_in_hand(
    cat: &Catalogue,
    hand: &[Card],
    player: u8,
    cards: &[SmolStr],
    rule: &str,
) -> Result<Vec<u16>, RuleError> {
    let mut defs = Vec::with_capacity(cards.len());
    for (i, id) in cards.iter().enumerate() {
        let Some(def) = cat.index_of(id) else {
            return Err(cat.unknown(&format!("cards[{i}]"), id).by_rule(ErrorKind::Malformed, rule));
        };
        defs.push(def);
        let wanted = defs.iter().filter(|d| **d == def).count();
        let there = zone::count_def(hand, def);
        if there < wanted {
            let wanted = cards.iter().filter(|c| *c == id).count();
            return Err(RuleError::not_an_option(
                rule,
                say!(Lang::worded(),
                    en: "cards[{i}]: \"{id}\" is not in player {player}'s hand ({wanted} wanted, {there} there)",
                    fr: "cards[{i}]: « {id} » n'est pas dans la main du joueur {player} ({wanted} demandées, {there} présentes)",
                ),
            ).at_field(format!("cards[{i}]")));
        }
    }
    Ok(defs)
}

/// What a chain's filter accepts, in the language refusals are worded in.
fn describe_filter(f: &CardFilter) -> String {
    let lang = Lang::worded();
    let mut parts = Vec::new();
    if let Some(t) = f.card_type {
        let t = super::cards::written(&t);
        parts.push(say!(lang, en: "type {t}", fr: "le type {t}"));
    }
    if let Some(s) = f.subtype {
        let s = super::cards::written(&s);
        parts.push(say!(lang, en: "subtype {s}", fr: "le sous-type {s}"));
    }
    if let Some(n) = &f.name {
        parts.push(say!(lang, en: "the card {n}", fr: "la carte {n}"));
    }
    if parts.is_empty() {
        say!(lang, en: "any card", fr: "toute carte")
    } else {
        parts.join(", ")
    }
}
