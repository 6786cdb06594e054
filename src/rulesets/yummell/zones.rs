//! Cards moving between zones: drawing from the shared deck (the discard pile reshuffled
//! when it runs out) and finding or taking a card in a hand, for every rule that needs it.

use smol_str::SmolStr;

use super::events::EventKind;
use super::game::YummellGame;
use crate::core::Card;

impl YummellGame {
    /// `player` draws up to `n` cards for `rule`; an empty deck takes the shuffled discard
    /// pile first.
    pub(crate) fn draw(&mut self, player: u8, n: usize, rule: &'static str) {
        let mut drawn = Vec::new();
        for _ in 0..n {
            let Some(card) = self.draw_one(rule) else { break };
            drawn.push(self.card_id(card));
            self.players[usize::from(player)].hand.push(card);
        }
        if !drawn.is_empty() {
            self.emit(rule, EventKind::CardsDrawn { player, cards: drawn });
        }
    }

    /// The top card of the deck, drawn for `rule`.
    /// **Decision**: when the shared deck runs out, the discard pile is shuffled into a new deck.
    pub(crate) fn draw_one(&mut self, rule: &'static str) -> Option<Card> {
        if self.deck.is_empty() && !self.discard.is_empty() {
            let mut cards = std::mem::take(&mut self.discard);
            self.rng.shuffle(&mut cards);
            let count = cards.len() as u32;
            self.deck = cards;
            self.emit(rule, EventKind::DeckReshuffled { cards: count });
        }
        if self.deck.is_empty() {
            None
        } else {
            Some(self.deck.remove(0))
        }
    }

    /// A card `id` in `player`'s hand.
    pub(crate) fn hand_has(&self, player: u8, id: &str) -> Option<Card> {
        self.players[usize::from(player)]
            .hand
            .iter()
            .copied()
            .find(|c| self.cat.card(c.def).id == id)
    }

    /// Takes the first card `id` out of `player`'s hand.
    pub(crate) fn take_from_hand(&mut self, player: u8, id: &str) -> Option<Card> {
        let cat = &self.cat;
        let hand = &mut self.players[usize::from(player)].hand;
        let at = hand.iter().position(|c| cat.card(c.def).id == id)?;
        Some(hand.remove(at))
    }

    /// The distinct card ids among `cards`, in first-seen order (one option per id).
    pub(crate) fn distinct(&self, cards: &[Card]) -> Vec<SmolStr> {
        self.distinct_cards(cards)
            .into_iter()
            .map(|c| self.card_id(c))
            .collect()
    }

    /// The first card of each definition in `cards`, in order (`distinct`, as cards).
    pub(crate) fn distinct_cards(&self, cards: &[Card]) -> Vec<Card> {
        let mut out: Vec<Card> = Vec::new();
        for c in cards {
            if !out.iter().any(|o| o.def == c.def) {
                out.push(*c);
            }
        }
        out
    }
}
