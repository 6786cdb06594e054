//! [B-GAME-13] Abilities a creature borrows from cards shown from its owner's deck (Degaska, 32):
//! at the start of the battle and on each of its strong strikes, its owner shows a creature of
//! their deck (not a Degaska, each name once) whose card has an ability "on its strong strike";
//! the creature has that ability for the rest of the battle, acting as its own. The borrowed
//! abilities are its triggers after its card's own, numbered on from them (`trigger_at`).
//! **Decision:** the owner chooses the card among those that fit (one option per name, at once
//! the only one, nothing with none), shows it and the deck is shuffled. The shown card is public;
//! the deck's other cards, and which fitted, are the owner's alone (the options are their seat's,
//! B-SEE).

use super::events::EventKind;
use super::game::BerserkGame;
use super::rules::B_GAME_13;
use super::triggers::{Condition, When};

/// Only a strong strike's strength.
const STRONG: Condition = Condition::StrikeLevel([false, false, true]);

impl BerserkGame {
    /// The number of card `def`'s ability "on its strong strike" (its simple strike, landed,
    /// of the strong strength), if it has one the rules play.
    pub(crate) fn strong_strike_ability(&self, def: u16) -> Option<u8> {
        let played = &self.cat.get(def).played;
        let i = played.triggers.iter().position(|t| t.as_ref().is_some_and(|t| t.when == When::Strike { or_miss: false } && t.conditions.contains(&STRONG)))?;
        u8::try_from(i).ok()
    }

    /// [B-GAME-13] The cards of its owner's deck `uid`'s search may show, one per name in
    /// catalogue order: creatures with an ability "on its strong strike", not of its own card's
    /// name nor of a name it showed before.
    pub(crate) fn vs_032_cards(&self, uid: u16) -> Vec<u16> {
        let me = self.cr(uid);
        let mine = &self.def_of(uid).name.ru;
        let shown = |d: u16| &self.cat.get(d).name.ru == mine || me.borrowed.iter().any(|&(b, _)| self.cat.get(b).name.ru == self.cat.get(d).name.ru);
        let mut cards: Vec<u16> = self.camp(me.owner).deck.iter().copied().filter(|&d| !shown(d) && self.strong_strike_ability(d).is_some()).collect();
        cards.sort_unstable();
        cards.dedup_by(|a, b| self.cat.get(*a).name.ru == self.cat.get(*b).name.ru);
        cards
    }

    /// [B-GAME-13] 32 Degaska's search (at the start of the battle, on its strong strike): with
    /// one card to show it is shown at once; with several its owner chooses (a `reveal`
    /// decision); with none nothing happens.
    pub(crate) fn vs_032_search(&mut self, uid: u16, ability: u8) {
        if self.cr(uid).dead {
            return;
        }
        match self.vs_032_cards(uid).as_slice() {
            [] => {}
            &[one] => self.vs_032_borrow(uid, one),
            cards => {
                let reveal = cards.to_vec();
                self.ask(uid, ability, false, 1, vec![]);
                let blank = |a: &super::trigger_choices::Asked| a.creature == uid && a.ability == ability && a.reveal.is_empty() && a.targets.is_empty() && a.cells.is_empty();
                if let Some(a) = self.st.asked.iter_mut().rev().find(|a| blank(a)) {
                    a.reveal = reveal;
                }
            }
        }
    }

    /// [B-GAME-13] `uid` shows card `def` of its owner's deck and borrows its ability "on its
    /// strong strike" for the rest of the battle; the deck is shuffled.
    pub(crate) fn vs_032_borrow(&mut self, uid: u16, def: u16) {
        let Some(theirs) = self.strong_strike_ability(def) else { return };
        if self.cr(uid).dead {
            return;
        }
        let number = self.def_of(uid).abilities.len() + self.cr(uid).borrowed.len();
        let Ok(ability) = u8::try_from(number) else { return };
        self.cr_mut(uid).borrowed.push((def, theirs));
        let player = self.cr(uid).owner;
        let mut deck = std::mem::take(&mut self.prep_mut().camps[usize::from(player & 1)].deck);
        self.st.rng.shuffle(&mut deck);
        self.prep_mut().camps[usize::from(player & 1)].deck = deck;
        let (creature, card) = (self.cref(uid), self.cat.get(def).id.clone());
        self.emit(B_GAME_13, EventKind::AbilityBorrowed { player, creature, card, from: theirs, ability });
    }
}
