//! [Y-SEE] What a seat sees of a Yummell game: its own hand; every other hand as its size; the
//! shared deck as its size (never its order); the cards another player draws as a count.
//! The path, the characters, the active and activating Artefacts and the discard are open.

use serde_json::Value;

use super::{EventKind, YummellGame};
use crate::core::seen::{hidden_like, hide_cards, is_seat_of};
use crate::core::{Event, Seat};

/// [Y-SEE] Hides in a public state what `seat` may not see.
pub(super) fn hide(_game: &YummellGame, public: &mut Value, seat: Seat) {
    hide_cards(public.get_mut("deck"));
    let Some(Value::Array(players)) = public.get_mut("players") else {
        return;
    };
    for (player, p) in players.iter_mut().enumerate() {
        if !u8::try_from(player).is_ok_and(|player| is_seat_of(seat, player)) {
            hide_cards(p.get_mut("hand"));
        }
    }
}

/// [Y-SEE] Another player's draw is a count: its cards written `hidden`.
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
