//! [B-GAME-3] Recruitment: a player takes cards from their deal into the squad, paying each
//! card's cost (elite cards in gold; ordinary ones in silver, then gold), 1 gold for each
//! element beyond the first (neutral cards count for none), flyers at most 15 crystals
//! together, a unique card once; crystals need not all be spent. A card taken may be put back
//! until the player is done. **Decision**: a squad has at least one creature (and at most the
//! 15 of the deal, the cells of its half). The cards not taken are shuffled back into the deck (**Decision** of the
//! rules).


use super::SquadCard;
use crate::core::ByPlayer;
use crate::rulesets::berserk::deck::{check_squad_paid, companion_rule, extra_price, infiltrate_rule, PaidCard, SquadCost, SquadProblem};
use crate::rulesets::berserk::events::EventKind;
use crate::rulesets::berserk::game::{BerserkGame, Choice, Phase, Refusal};
use crate::rulesets::berserk::narrate::{say, words, Lang};
use crate::rulesets::berserk::rules::B_GAME_3;

impl BerserkGame {
    /// The cards of `player`'s recruits so far, each as it is paid, and `more` (deal slots, with
    /// what is paid above its cost, whether it comes as Linnet's companion, and what is taken
    /// off its cost) with them.
    fn recruits(&self, player: u8, more: &[(usize, u8, bool, u8)]) -> Vec<PaidCard> {
        let deal = &self.camp(player).deal;
        deal.iter()
            .enumerate()
            .filter_map(|(i, d)| match more.iter().find(|m| m.0 == i) {
                Some(&(_, extra, companion, discount)) => Some((d, extra, companion, discount)),
                None if d.taken => Some((d, d.extra, d.companion, d.discount)),
                None => None,
            })
            .map(|(d, extra, as_ordinary, discount)| PaidCard { card: self.cat.get(d.def).id.clone(), extra, as_ordinary, discount })
            .collect()
    }

    /// [B-GAME-3] Whether `player` has begun recruiting: a card taken other than by showing it
    /// before recruitment (Linnet and her companion, the Infiltrator).
    fn recruiting_begun(&self, player: u8) -> bool {
        self.camp(player).deal.iter().any(|d| d.taken && !d.early)
    }

    /// [B-GAME-3] What `player`'s squad so far costs, and what is left.
    pub fn squad_cost(&self, player: u8) -> SquadCost {
        check_squad_paid(&self.recruits(player, &[]), self.camp(player).crystals, &self.cat).0
    }

    /// [B-GAME-3] Every card of the deal that may join the squad, every recruit that may go
    /// back, and done once the squad has a creature.
    pub(crate) fn recruit_options(&self, player: u8) -> Vec<Choice> {
        let deal = &self.camp(player).deal;
        let mut options: Vec<Choice> = (0..deal.len() as u8)
            .flat_map(|card| {
                let d = deal[usize::from(card)];
                let more = match d.taken {
                    true => 0,
                    false => extra_price(self.cat.get(d.def)).map_or(0, |(max, _)| max),
                };
                let first = match d.taken {
                    true => Choice::Dismiss { player, card },
                    false => Choice::Recruit { player, card },
                };
                std::iter::once(first).chain((1..=more).map(move |extra| Choice::RecruitPaying { player, card, extra }))
            })
            .filter(|c| self.check_recruit::<crate::rulesets::berserk::game::Refused>(player, c).is_ok())
            .collect();
        // [B-GAME-3] Before recruitment: Linnet with each elite creature she may bring; the
        // Infiltrator shown.
        if !self.recruiting_begun(player) {
            let linnets = (0..deal.len() as u8).filter(|&c| companion_rule(self.cat.get(deal[usize::from(c)].def)).is_some());
            let pairs: Vec<Choice> = linnets
                .flat_map(|card| (0..deal.len() as u8).map(move |with| Choice::RecruitPair { player, card, with }))
                .chain((0..deal.len() as u8).map(|card| Choice::Infiltrate { player, card }))
                .filter(|c| self.check_recruit::<crate::rulesets::berserk::game::Refused>(player, c).is_ok())
                .collect();
            options.extend(pairs);
        }
        if deal.iter().any(|d| d.taken) {
            options.push(Choice::Done { player });
        }
        options
    }

    /// [B-GAME-3] Whether Linnet (slot `card`) may be shown with slot `with` before any card
    /// is taken, and both paid as ordinary cards.
    fn check_pair<E: Refusal>(&self, player: u8, card: u8, with: u8) -> Result<(), E> {
        let deal = &self.camp(player).deal;
        let (Some(l), Some(w)) = (deal.get(usize::from(card)), deal.get(usize::from(with))) else {
            return Err(no_such_card(card.max(with), deal.len()));
        };
        if self.recruiting_begun(player) {
            return Err(E::illegal(B_GAME_3, || {
                say!(Lang::worded(), en: "Linnet is shown with her companion before recruitment, not once a card is taken",
                                     ru: "Линнет показывают со спутником до набора отряда, а не после того, как карта уже взята")
            }));
        }
        let Some(max) = companion_rule(self.cat.get(l.def)) else {
            let c = self.cat.get(l.def).id.clone();
            return Err(E::illegal(B_GAME_3, || {
                say!(Lang::worded(), en: "{c} (card {card} of the deal) brings no companion into the squad",
                                     ru: "{c} (карта {card} раздачи) не приводит в отряд спутника")
            }));
        };
        if l.taken || w.taken {
            return Err(E::illegal(B_GAME_3, || {
                say!(Lang::worded(), en: "card {card} or {with} of the deal is in the squad already",
                                     ru: "карта {card} или {with} раздачи уже в отряде")
            }));
        }
        let def = self.cat.get(w.def);
        if card == with || def.elite != Some(true) || def.cost.is_none_or(|c| c > max) {
            let c = def.id.clone();
            return Err(E::illegal(B_GAME_3, || {
                say!(Lang::worded(), en: "the companion must be another card, an elite creature costing at most {max} (card {with} is {c})",
                                     ru: "спутник — другая карта, элитное существо стоимостью не больше {max} (карта {with} — {c})")
            }));
        }
        let picked = self.recruits(player, &[(usize::from(card), 0, false, 0), (usize::from(with), 0, true, 0)]);
        let (_, problems) = check_squad_paid(&picked, self.camp(player).crystals, &self.cat);
        match problems.first() {
            None => Ok(()),
            Some(p) => Err(E::illegal(B_GAME_3, || squad_problem(p))),
        }
    }

    /// [B-GAME-3] Whether the Infiltrator (slot `card`) may be shown before recruitment: her
    /// card allows it, she is not taken, and the squad could pay her full price (she must be
    /// taken whatever she then sees).
    fn check_infiltrate<E: Refusal>(&self, player: u8, card: u8) -> Result<(), E> {
        let deal = &self.camp(player).deal;
        let Some(d) = deal.get(usize::from(card)) else {
            return Err(no_such_card(card, deal.len()));
        };
        if self.recruiting_begun(player) {
            return Err(E::illegal(B_GAME_3, || {
                say!(Lang::worded(), en: "the Infiltrator is shown before recruitment, not once a card is taken",
                                     ru: "Лазутчицу показывают до набора отряда, а не после того, как карта уже взята")
            }));
        }
        let c = self.cat.get(d.def).id.clone();
        if infiltrate_rule(self.cat.get(d.def)).is_none() {
            return Err(E::illegal(B_GAME_3, || {
                say!(Lang::worded(), en: "{c} (card {card} of the deal) is not shown to look into the opponent's deal",
                                     ru: "{c} (карта {card} раздачи) не показывают, чтобы посмотреть раздачу противника")
            }));
        }
        if d.taken {
            return Err(E::illegal(B_GAME_3, || {
                say!(Lang::worded(), en: "card {card} of the deal is in the squad already", ru: "карта {card} раздачи уже в отряде")
            }));
        }
        let picked = self.recruits(player, &[(usize::from(card), 0, false, 0)]);
        let (_, problems) = check_squad_paid(&picked, self.camp(player).crystals, &self.cat);
        match problems.first() {
            None => Ok(()),
            Some(p) => Err(E::illegal(B_GAME_3, || squad_problem(p))),
        }
    }

    /// [B-GAME-3] The Infiltrator shown: `player` sees random cards of the opponent's deal as
    /// kept (as many as her card says, or all if fewer); she costs 1 less for each elite one
    /// and joins the squad for good.
    fn infiltrate(&mut self, player: u8, card: u8) {
        let def = self.camp(player).deal[usize::from(card)].def;
        let count = usize::from(infiltrate_rule(self.cat.get(def)).unwrap_or(0));
        let mut pool = self.camp(1 - player).kept.clone();
        let mut rng = self.st.rng.clone();
        let mut seen = vec![];
        while seen.len() < count && !pool.is_empty() {
            let i = rng.index(pool.len());
            seen.push(pool.swap_remove(i));
        }
        self.st.rng = rng;
        let discount = seen.iter().filter(|&&d| self.cat.get(d).elite == Some(true)).count() as u8;
        let camp = &mut self.prep_mut().camps[usize::from(player)];
        camp.seen = seen.clone();
        let slot = &mut camp.deal[usize::from(card)];
        slot.taken = true;
        slot.early = true;
        slot.discount = discount;
        let left = self.squad_cost(player).left;
        let (id, seen) = (self.cat.get(def).id.clone(), seen.iter().map(|&d| self.cat.get(d).id.clone()).collect());
        self.emit(
            B_GAME_3,
            EventKind::Infiltrated { player, slot: card, card: id, seen, discount: Some(discount), gold: Some(left.gold), silver: Some(left.silver) },
        );
    }

    pub(crate) fn check_recruit<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_GAME_3, player, choice.player()));
        }
        let deal = &self.camp(player).deal;
        let slot = |card: u8| deal.get(usize::from(card));
        match *choice {
            Choice::Recruit { card, .. } | Choice::RecruitPaying { card, .. } => match slot(card) {
                None => Err(no_such_card(card, deal.len())),
                Some(d) if d.taken => Err(E::illegal(B_GAME_3, || {
                    say!(Lang::worded(), en: "card {card} of the deal is in the squad already",
                                         ru: "карта {card} раздачи уже в отряде")
                })),
                Some(_) => {
                    let extra = match *choice {
                        Choice::RecruitPaying { extra: 0, .. } => {
                            return Err(E::illegal(B_GAME_3, || {
                                say!(Lang::worded(), en: "paying 0 more is recruiting: use recruit",
                                                     ru: "доплата 0 — это обычный набор: recruit")
                            }))
                        }
                        Choice::RecruitPaying { extra, .. } => extra,
                        _ => 0,
                    };
                    let picked = self.recruits(player, &[(usize::from(card), extra, false, 0)]);
                    let (_, problems) = check_squad_paid(&picked, self.camp(player).crystals, &self.cat);
                    match problems.first() {
                        None => Ok(()),
                        Some(p) => Err(E::illegal(B_GAME_3, || squad_problem(p))),
                    }
                }
            },
            Choice::RecruitPair { card, with, .. } => self.check_pair(player, card, with),
            Choice::Infiltrate { card, .. } => self.check_infiltrate(player, card),
            Choice::Dismiss { card, .. } => match slot(card) {
                Some(d) if d.taken && d.early && infiltrate_rule(self.cat.get(d.def)).is_some() => Err(E::illegal(B_GAME_3, || {
                    say!(Lang::worded(), en: "the Infiltrator, once shown, must stay in the squad",
                                         ru: "показанная Лазутчица обязана остаться в отряде")
                })),
                Some(d) if d.taken => Ok(()),
                Some(_) => Err(E::illegal(B_GAME_3, || {
                    say!(Lang::worded(), en: "card {card} of the deal is not in the squad",
                                         ru: "карты {card} раздачи нет в отряде")
                })),
                None => Err(no_such_card(card, deal.len())),
            },
            Choice::Done { .. } if deal.iter().any(|d| d.taken) => Ok(()),
            Choice::Done { .. } => Err(E::illegal(B_GAME_3, || {
                say!(Lang::worded(), en: "a squad has at least one creature", ru: "в отряде есть хотя бы одно существо")
            })),
            _ => Err(E::not_an_option(
                B_GAME_3,
                words!(en: "recruitment: recruit (recruit_paying, recruit_pair, infiltrate) or dismiss a card of the deal, or done",
                       ru: "набор отряда: recruit (recruit_paying, recruit_pair, infiltrate) или dismiss карты раздачи, или done"),
            )),
        }
    }

    /// [B-GAME-3] A card taken or put back; or the squad done: the cards not taken are
    /// shuffled back into the deck, and the next player recruits, or placement begins.
    pub(crate) fn apply_recruit(&mut self, choice: &Choice) {
        match *choice {
            Choice::RecruitPair { player, card, with } => {
                for (slot, companion) in [(card, false), (with, true)] {
                    let d = &mut self.prep_mut().camps[usize::from(player)].deal[usize::from(slot)];
                    d.taken = true;
                    d.extra = 0;
                    d.companion = companion;
                    d.early = true;
                }
                let deal = &self.camp(player).deal;
                let (id, with_id) = (self.cat.get(deal[usize::from(card)].def).id.clone(), self.cat.get(deal[usize::from(with)].def).id.clone());
                let left = self.squad_cost(player).left;
                self.emit(
                    B_GAME_3,
                    EventKind::RecruitedWithCompanion {
                        player,
                        slot: card,
                        card: id,
                        with_slot: with,
                        with: with_id,
                        gold: Some(left.gold),
                        silver: Some(left.silver),
                    },
                );
            }
            Choice::Infiltrate { player, card } => self.infiltrate(player, card),
            // [B-GAME-3] Linnet or her companion put back: both go back.
            Choice::Dismiss { player, card } if self.pair_of(player, card).is_some() => {
                let other = self.pair_of(player, card).unwrap_or(card);
                // The companion first, so the crystals left never count it as elite.
                let companion = if self.camp(player).deal[usize::from(card)].companion { card } else { other };
                let linnet = if companion == card { other } else { card };
                for d in self.prep_mut().camps[usize::from(player)].deal.iter_mut() {
                    d.companion = false;
                }
                for slot in [companion, linnet] {
                    self.apply_recruit(&Choice::Dismiss { player, card: slot });
                }
            }
            Choice::Recruit { player, card } | Choice::RecruitPaying { player, card, .. } | Choice::Dismiss { player, card } => {
                let taken = !matches!(choice, Choice::Dismiss { .. });
                let extra = match *choice {
                    Choice::RecruitPaying { extra, .. } => extra,
                    _ => 0,
                };
                let def = self.camp(player).deal[usize::from(card)].def;
                let slot = &mut self.prep_mut().camps[usize::from(player)].deal[usize::from(card)];
                slot.taken = taken;
                slot.extra = extra;
                slot.companion = false;
                slot.early = false;
                slot.discount = 0;
                let id = self.cat.get(def).id.clone();
                let left = self.squad_cost(player).left;
                let paid_extra = Some(extra).filter(|x| *x > 0);
                let kind = if taken {
                    EventKind::Recruited { player, slot: card, card: id, gold: Some(left.gold), silver: Some(left.silver), paid_extra }
                } else {
                    EventKind::Dismissed { player, slot: card, card: id, gold: Some(left.gold), silver: Some(left.silver) }
                };
                self.emit(B_GAME_3, kind);
            }
            Choice::Done { player } => {
                let cost = self.squad_cost(player);
                let mut rng = self.st.rng.clone();
                let camp = &mut self.prep_mut().camps[usize::from(player)];
                let (taken, returned): (Vec<_>, Vec<_>) = camp.deal.drain(..).partition(|d| d.taken);
                camp.squad = taken.iter().map(|d| SquadCard { def: d.def, placed: None, paid_extra: d.extra, companion: d.companion }).collect();
                camp.deck.extend(returned.iter().map(|d| d.def));
                rng.shuffle(&mut camp.deck);
                camp.crystals = cost.left;
                let (creatures, returned) = (camp.squad.len() as u8, returned.len() as u8);
                self.st.rng = rng;
                self.next_preparer(player, Phase::Place);
                self.emit(B_GAME_3, EventKind::SquadRecruited { player, creatures, returned });
            }
            _ => {}
        }
    }
}

impl BerserkGame {
    /// [B-GAME-3] The other card of the pair Linnet and her companion make, if slot `card` of
    /// `player`'s deal is one of them (taken).
    fn pair_of(&self, player: u8, card: u8) -> Option<u8> {
        let deal = &self.camp(player).deal;
        let d = deal.get(usize::from(card)).filter(|d| d.taken)?;
        let companion = deal.iter().position(|x| x.taken && x.companion)? as u8;
        if d.companion {
            let linnet = deal.iter().position(|x| x.taken && companion_rule(self.cat.get(x.def)).is_some())?;
            return Some(linnet as u8);
        }
        companion_rule(self.cat.get(d.def)).map(|_| companion)
    }
}

/// A refusal naming a deal slot that does not exist.
fn no_such_card<E: Refusal>(card: u8, len: usize) -> E {
    E::illegal(B_GAME_3, || {
        let last = len.saturating_sub(1);
        say!(Lang::worded(), en: "the deal has no card {card} (cards 0 to {last})", ru: "в раздаче нет карты {card} (карты от 0 до {last})")
    })
}

/// A squad problem in words.
fn squad_problem(p: &SquadProblem) -> String {
    match p {
        SquadProblem::NotEnoughGold { needed, have } => say!(Lang::worded(),
            en: "the squad would need {needed} gold and there are {have} (elite cards, the element penalty and the cost past the silver are paid in gold)",
            ru: "отряду нужно было бы {needed} золота, а есть {have} (элита, штраф за стихии и стоимость сверх серебра платятся золотом)"),
        SquadProblem::FlyersOverCap { cost, max } => say!(Lang::worded(),
            en: "the flyers would cost {cost} crystals together, over {max}",
            ru: "летающие стоили бы вместе {cost} кристаллов, больше {max}"),
        SquadProblem::UniqueTwice { card, .. } => say!(Lang::worded(),
            en: "{card} is unique: once in a squad", ru: "{card} уникальна: в отряде один раз"),
        SquadProblem::UnknownCard { card } => say!(Lang::worded(),
            en: "{card} is no printed card", ru: "{card} — не печатная карта"),
        SquadProblem::ExtraPriceRefused { card, extra, max: 0 } => say!(Lang::worded(),
            en: "{card} cannot be paid more than its cost (asked: {extra} more)",
            ru: "за {card} нельзя заплатить больше её стоимости (доплата: {extra})"),
        SquadProblem::ExtraPriceRefused { card, extra, max } => say!(Lang::worded(),
            en: "{card} may be paid at most {max} more, not {extra}",
            ru: "за {card} можно доплатить не больше {max}, а не {extra}"),
    }
}
