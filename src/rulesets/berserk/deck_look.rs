//! [B-PROPHECY] A look at the top of the deck: a triggered ability lets its owner look at the
//! top N cards of their deck (the Seeress of the Order), or reorder the cards a prophecy of
//! theirs has just revealed (the Schemer), then put them back, one at a time, on the top (or,
//! when the card says so, at the bottom) of the deck. The owner alone sees the cards looked at
//! (B-SEE): the other seat sees how many, never which, nor where each went. The choice is a
//! `trigger` decision of the ability's owner (B-GAME-13): one option per card still in hand and
//! place (top, bottom); the rule that set it off carries on once the last card is back.
//! **Decision:** the cards named for the top go back in the order named (the first named is the
//! new top card); those named for the bottom go under the deck in the order named (the last
//! named is the new bottom card).

use serde::Serialize;
use serde_json::Value;
use smol_str::SmolStr;

use super::actions::ActionEffect;
use super::events::EventKind;
use super::game::{BerserkGame, Choice, Refusal};
use super::narrate::{say, words, Lang};
use super::rules::B_PROPHECY;
use super::trigger_choices::Asked;
use crate::core::ByPlayer;

/// What a look at the deck does, parsed from a trigger's `do`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Look {
    /// How many cards from the top; 0: the cards the prophecy that set it off revealed.
    pub n: u8,
    /// The cards may go to the bottom too.
    pub bottom: bool,
}

/// `{"look_at_top": N, "then": "put_top_or_bottom"}`, or `"reorder_revealed"`.
pub fn look(effect: &Value) -> Option<Look> {
    if effect.as_str() == Some("reorder_revealed") {
        return Some(Look { n: 0, bottom: false });
    }
    let o = effect.as_object().filter(|o| o.len() == 2)?;
    (o.get("then")?.as_str()? == "put_top_or_bottom").then_some(())?;
    let n = u8::try_from(o.get("look_at_top")?.as_u64()?).ok().filter(|n| *n > 0)?;
    Some(Look { n, bottom: true })
}

/// The cards in its owner's hand during a look (catalogue indexes): those still to put back,
/// and those put back on the top and at the bottom so far.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Looking {
    pub player: u8,
    pub cards: Vec<u16>,
    pub top: Vec<u16>,
    pub bottom: Vec<u16>,
    /// The cards may go to the bottom.
    pub to_bottom: bool,
}

/// The look under way as the public sees it: whose, and its cards (`face-down` but to their
/// owner's seat) [B-SEE].
#[cfg_attr(target_arch = "wasm32", derive(tsify::Tsify))]
#[cfg_attr(target_arch = "wasm32", tsify(rename = "BerserkPublicLook"))]
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PublicLook {
    pub player: u8,
    /// The cards still to put back, in the order of the options' `card` numbers.
    pub cards: Vec<SmolStr>,
}

impl BerserkGame {
    /// How many cards the look `e` of `uid`'s card would take from its owner's deck now: the
    /// top `n` (0: the cards the last prophecy revealed), as many as there are.
    fn look_count(&self, uid: u16, n: u8) -> usize {
        let n = if n == 0 { self.st.revealed } else { n };
        self.camp(self.cr(uid).owner).deck.len().min(usize::from(n))
    }

    /// Whether the look `e` of `uid`'s card would give its owner a choice: at least one card,
    /// and two when they can only go back on top.
    pub(crate) fn look_matters(&self, uid: u16, e: ActionEffect) -> bool {
        let ActionEffect::LookAtTop(n, bottom) = e else { return false };
        let len = self.look_count(uid, n);
        len >= 2 || (len == 1 && bottom)
    }

    /// [B-PROPHECY] `uid`'s trigger `ability` lets its owner look at the top `n` cards of
    /// their deck and put them back (at the bottom too, `bottom`): the cards leave the deck
    /// into the owner's hand and the owner is asked, card by card. No choice with one card that
    /// can only go back on top.
    pub(crate) fn look_at_top(&mut self, uid: u16, ability: u8, n: u8, bottom: bool) {
        let player = self.cr(uid).owner;
        // The cards the last prophecy revealed (0) are still the deck's top ones.
        if !self.look_matters(uid, ActionEffect::LookAtTop(n, bottom)) {
            return;
        }
        let len = self.look_count(uid, n);
        let cards: Vec<u16> = self.prep_mut().camps[usize::from(player & 1)].deck.drain(..len).collect();
        let shown: Vec<SmolStr> = cards.iter().map(|&d| self.cat.get(d).id.clone()).collect();
        let creature = self.cref(uid);
        self.emit(B_PROPHECY, EventKind::DeckLooked { player, creature, cards: shown });
        let looking = Looking { player, cards, top: vec![], bottom: vec![], to_bottom: bottom };
        let asked = Asked { creature: uid, ability, optional: false, count: 1, look: Some(looking), ..Default::default() };
        self.st.asked.insert(0, asked);
    }

    /// The look awaiting its owner's choice.
    pub(crate) fn looking(&self) -> Option<&Looking> {
        self.st.asked.first().and_then(|a| a.look.as_ref())
    }

    /// [B-PROPHECY] The look as the public sees it: its cards `face-down` [B-SEE].
    pub(crate) fn public_look(&self) -> Option<PublicLook> {
        let l = self.looking()?;
        let cards = l.cards.iter().map(|_| SmolStr::new_static(super::game::FACE_DOWN)).collect();
        Some(PublicLook { player: l.player, cards })
    }

    /// [B-SEE] The look's cards as its owner sees them.
    pub(crate) fn own_look(&self, player: u8) -> Option<PublicLook> {
        let l = self.looking().filter(|l| l.player == player)?;
        Some(PublicLook { player, cards: l.cards.iter().map(|&d| self.cat.get(d).id.clone()).collect() })
    }

    /// [B-PROPHECY] One option per card in hand and place it may go.
    pub(crate) fn look_options(&self, player: u8) -> Vec<Choice> {
        let (Some(a), Some(l)) = (self.st.asked.first(), self.looking()) else { return vec![] };
        let (creature, ability) = (a.creature, a.ability);
        let places: &[bool] = if l.to_bottom { &[false, true] } else { &[false] };
        (0..l.cards.len())
            .filter_map(|i| u8::try_from(i).ok())
            .flat_map(|card| places.iter().map(move |&bottom| Choice::PutBack { player, creature, ability, card, bottom }))
            .collect()
    }

    pub(crate) fn check_look<E: Refusal>(&self, player: u8, choice: &Choice) -> Result<(), E> {
        if choice.player() != player {
            return Err(E::wrong_player(B_PROPHECY, player, choice.player()));
        }
        let (Some(a), Some(l)) = (self.st.asked.first(), self.looking()) else {
            return Err(E::not_an_option(B_PROPHECY, words!(en: "no card of the deck is being put back", ru: "никакая карта колоды сейчас не возвращается")));
        };
        let &Choice::PutBack { creature, ability, card, bottom, .. } = choice else {
            return Err(E::not_an_option(
                B_PROPHECY,
                words!(en: "put back one of the cards you are looking at, on the top or at the bottom of your deck",
                       ru: "верните одну из карт, которые вы смотрите, наверх или вниз вашей колоды"),
            ));
        };
        if creature != a.creature || ability != a.ability {
            return Err(E::illegal(B_PROPHECY, || {
                let n = self.name(a.creature);
                say!(Lang::worded(), en: "the cards {n} let you look at are to be put back now", ru: "сейчас возвращаются карты, которые позволила посмотреть способность {n}")
            }));
        }
        if usize::from(card) >= l.cards.len() {
            return Err(E::illegal(B_PROPHECY, || {
                let left = l.cards.len();
                say!(Lang::worded(), en: "there is no card {card} in your hand: {left} are left to put back", ru: "карты {card} нет: вернуть осталось {left}")
            }));
        }
        if bottom && !l.to_bottom {
            return Err(E::illegal(B_PROPHECY, || {
                say!(Lang::worded(), en: "these cards go back on the top of the deck only", ru: "эти карты возвращаются только наверх колоды")
            }));
        }
        Ok(())
    }

    /// [B-PROPHECY] A card put back; once the last is, the deck is whole again and the game
    /// carries on.
    pub(crate) fn apply_look(&mut self, choice: &Choice) {
        let &Choice::PutBack { card, bottom, .. } = choice else { return };
        let Some(l) = self.st.asked.first_mut().and_then(|a| a.look.as_mut()) else { return };
        if usize::from(card) >= l.cards.len() {
            return;
        }
        let def = l.cards.remove(usize::from(card));
        if bottom { l.bottom.push(def) } else { l.top.push(def) }
        let (player, left) = (l.player, l.cards.len());
        let id = self.cat.get(def).id.clone();
        self.emit(B_PROPHECY, EventKind::DeckCardPutBack { player, card: id, bottom });
        if left > 0 {
            return;
        }
        let Some(l) = self.st.asked.remove(0).look else { return };
        let deck = &mut self.prep_mut().camps[usize::from(player & 1)].deck;
        let rest = std::mem::take(deck);
        deck.extend(l.top.into_iter().chain(rest).chain(l.bottom));
        self.carry_on();
    }
}
