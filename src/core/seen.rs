//! What one seat of a game may see: the kernel's part of every ruleset's `X-SEE` rule. A card
//! a seat may not see is written [`HIDDEN`] where it lies (a list keeps its length, so a hand
//! or a deck shows its size and nothing else); each ruleset says which cards those are.

use serde_json::Value;

use super::Event;

/// Who looks at a game: a seat (0, 1, ...), or `None` for a spectator, who sees no hand.
pub type Seat = Option<u8>;

/// The id written in place of a card its viewer may not see.
pub const HIDDEN: &str = "hidden";

/// Writes every card of the list `cards` (a JSON array of ids) as [`HIDDEN`]; anything else
/// is left as it is.
pub fn hide_cards(cards: Option<&mut Value>) {
    if let Some(Value::Array(cards)) = cards {
        for card in cards {
            *card = Value::String(HIDDEN.into());
        }
    }
}

/// Whether `seat` is the seat of `player` (a spectator is nobody's).
pub fn is_seat_of(seat: Seat, player: u8) -> bool {
    seat == Some(player)
}

/// The same list of card ids with each written [`HIDDEN`] (an event's cards another seat drew).
pub fn hidden_like<T: From<&'static str>>(cards: &[T]) -> Vec<T> {
    cards.iter().map(|_| T::from(HIDDEN)).collect()
}

/// In a public state's `players`: each player's `deck` and every other seat's `hand` written
/// [`HIDDEN`] (the hands and decks rule of Eredan and Yummell).
pub fn hide_players(public: &mut Value, seat: Seat) {
    let Some(Value::Array(players)) = public.get_mut("players") else {
        return;
    };
    for (player, p) in players.iter_mut().enumerate() {
        hide_cards(p.get_mut("deck"));
        if !u8::try_from(player).is_ok_and(|player| is_seat_of(seat, player)) {
            hide_cards(p.get_mut("hand"));
        }
    }
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
        let mut v = serde_json::json!({"hand": ["a", "b", "a"], "score": 3});
        hide_cards(v.get_mut("hand"));
        hide_cards(v.get_mut("score"));
        hide_cards(v.get_mut("absent"));
        assert_eq!(
            v,
            serde_json::json!({"hand": ["hidden", "hidden", "hidden"], "score": 3})
        );
        assert!(is_seat_of(Some(1), 1) && !is_seat_of(None, 0) && !is_seat_of(Some(0), 1));
    }
}
