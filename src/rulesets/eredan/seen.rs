//! [E-SEE] What a seat sees of an Eredan game: its own hand; the other player's hand as its
//! size; no deck's contents or order (its own neither), only its size; and the cards the other
//! player draws as a count. Everything else (characters, equipment, discards, scores) is open.

use super::view::PublicState;
use super::{EredanGame, EventKind};
use crate::core::seen::{hidden_draw, is_seat_at};
use crate::core::{Event, Seat, Seen};

/// [E-SEE] Hides in a public state what `seat` may not see: every deck, and every hand but
/// its own.
pub(super) fn hide(_game: &EredanGame, public: &mut PublicState, seat: Seat) {
    for (player, p) in public.players.iter_mut().enumerate() {
        Seen::hide_all(&mut p.deck);
        if !is_seat_at(seat, player) {
            Seen::hide_all(&mut p.hand);
        }
    }
}

/// [E-SEE] Another player's draw is a count: its cards written `hidden`.
pub(super) fn hide_event(event: &Event<EventKind>, seat: Seat) -> Option<Event<EventKind>> {
    match &event.kind {
        EventKind::CardsDrawn { player, cards } => hidden_draw(event, seat, *player, cards, |cards| {
            EventKind::CardsDrawn { player: *player, cards }
        }),
        // [E-CARD-22] A deck's card changed into another is not named.
        EventKind::CardBecame {
            owner,
            into,
            in_deck: true,
            ..
        } => Some(Event {
            kind: EventKind::CardBecame {
                owner: *owner,
                card: crate::core::HIDDEN.into(),
                into: into.clone(),
                in_deck: true,
            },
            ..event.clone()
        }),
        _ => None,
    }
}
