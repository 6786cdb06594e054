//! [Y-SEE] What a seat sees of a Yummell game: its own hand; every other hand as its size; the
//! shared deck as its size (never its order); the cards another player draws as a count.
//! The path, the characters, the active and activating Artefacts and the discard are open.

use super::view::PublicState;
use super::{EventKind, YummellGame};
use crate::core::seen::{hidden_draw, is_seat_at};
use crate::core::{Event, Seat, Seen};

/// [Y-SEE] Hides in a public state what `seat` may not see: the shared deck, and every hand
/// but its own.
pub(super) fn hide(_game: &YummellGame, public: &mut PublicState, seat: Seat) {
    Seen::hide_all(&mut public.deck);
    for (player, p) in public.players.iter_mut().enumerate() {
        if !is_seat_at(seat, player) {
            Seen::hide_all(&mut p.hand);
        }
    }
}

/// [Y-SEE] Another player's draw is a count: its cards written `hidden`.
pub(super) fn hide_event(event: &Event<EventKind>, seat: Seat) -> Option<Event<EventKind>> {
    match &event.kind {
        EventKind::CardsDrawn { player, cards } => hidden_draw(event, seat, *player, cards, |cards| {
            EventKind::CardsDrawn { player: *player, cards }
        }),
        _ => None,
    }
}
