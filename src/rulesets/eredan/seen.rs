//! [E-SEE] What a seat sees of an Eredan game: its own hand; the other player's hand as its
//! size; no deck's contents or order (its own neither), only its size; and the cards the other
//! player draws as a count. Everything else (characters, equipment, discards, scores) is open.

use serde_json::Value;

use super::{EredanGame, EventKind};
use crate::core::seen::{hidden_like, hide_cards, is_seat_of};
use crate::core::{Event, Seat};

/// [E-SEE] Hides in a public state what `seat` may not see.
pub(super) fn hide(_game: &EredanGame, public: &mut Value, seat: Seat) {
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

/// [E-SEE] Another player's draw is a count: its cards written `hidden`.
pub(super) fn hide_event(event: &Event<EventKind>, seat: Seat) -> Option<Event<EventKind>> {
    match &event.kind {
        EventKind::CardsDrawn { player, cards } if !is_seat_of(seat, *player) => Some(Event {
            kind: EventKind::CardsDrawn {
                player: *player,
                cards: hidden_like(cards),
            },
            ..event.clone()
        }),
        _ => None,
    }
}
