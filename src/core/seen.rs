//! What one seat of a game may see: the kernel's part of every ruleset's `X-SEE` rule. A seat's
//! view is the ruleset's typed public state with each card the seat may not see turned into
//! the [`Seen::Hidden`] form (written [`HIDDEN`] where it lies: a list keeps its length, so a
//! hand or a deck shows its size and nothing else); each ruleset says which cards those are.

use serde::{Serialize, Serializer};

use super::Event;

/// Who looks at a game: a seat (0, 1, ...), or `None` for a spectator, who sees no hand.
pub type Seat = Option<u8>;

/// The id written in place of a card its viewer may not see.
pub const HIDDEN: &str = "hidden";

/// A card of a public state that some seats may not see: shown (its id), or hidden, written
/// [`HIDDEN`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Seen<T> {
    Shown(T),
    Hidden,
}

impl<T> Seen<T> {
    /// Every card of `cards` hidden (a list keeps its length).
    pub fn hide_all(cards: &mut [Seen<T>]) {
        for card in cards {
            *card = Seen::Hidden;
        }
    }

    /// The card, when shown.
    pub fn shown(&self) -> Option<&T> {
        match self {
            Seen::Shown(card) => Some(card),
            Seen::Hidden => None,
        }
    }
}

/// A card compares with an id as it is written: a hidden one is [`HIDDEN`].
impl<T: AsRef<str>> PartialEq<&str> for Seen<T> {
    fn eq(&self, other: &&str) -> bool {
        match self {
            Seen::Shown(card) => card.as_ref() == *other,
            Seen::Hidden => *other == HIDDEN,
        }
    }
}

impl PartialEq<smol_str::SmolStr> for Seen<smol_str::SmolStr> {
    fn eq(&self, other: &smol_str::SmolStr) -> bool {
        *self == other.as_str()
    }
}

impl<T: Serialize> Serialize for Seen<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        match self {
            Seen::Shown(card) => card.serialize(serializer),
            Seen::Hidden => serializer.serialize_str(HIDDEN),
        }
    }
}

/// Whether `seat` is the seat of `player` (a spectator is nobody's).
pub fn is_seat_of(seat: Seat, player: u8) -> bool {
    seat == Some(player)
}

/// Whether `seat` is the seat at `index` of a list of players.
pub fn is_seat_at(seat: Seat, index: usize) -> bool {
    seat.is_some_and(|s| usize::from(s) == index)
}

/// The same list of card ids with each written [`HIDDEN`] (an event's cards another seat drew).
pub fn hidden_like<T: From<&'static str>>(cards: &[T]) -> Vec<T> {
    cards.iter().map(|_| T::from(HIDDEN)).collect()
}

/// `event`, the draw of `cards` by `player`, as `seat` sees it: `None` when it is the seat's own
/// draw (seen as it is), else the event `redraw` makes of the cards written [`HIDDEN`].
pub fn hidden_draw<K: Clone, T: From<&'static str>>(
    event: &Event<K>,
    seat: Seat,
    player: u8,
    cards: &[T],
    redraw: impl FnOnce(Vec<T>) -> K,
) -> Option<Event<K>> {
    (!is_seat_of(seat, player)).then(|| Event {
        kind: redraw(hidden_like(cards)),
        ..event.clone()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hidden_list_keeps_its_length_and_loses_its_cards() {
        let mut hand = vec![Seen::Shown("a"), Seen::Shown("b"), Seen::Shown("a")];
        assert_eq!(serde_json::to_value(&hand).unwrap(), serde_json::json!(["a", "b", "a"]));
        Seen::hide_all(&mut hand);
        assert_eq!(
            serde_json::to_value(&hand).unwrap(),
            serde_json::json!(["hidden", "hidden", "hidden"])
        );
        assert!(is_seat_of(Some(1), 1) && !is_seat_of(None, 0) && !is_seat_of(Some(0), 1));
        assert!(is_seat_at(Some(2), 2) && !is_seat_at(None, 0) && !is_seat_at(Some(0), 1));
    }
}
