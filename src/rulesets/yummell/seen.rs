//! [Y-SEE] What a seat sees of a Yummell game: its own hand; every other hand as its size; the
//! shared deck as its size (never its order); the cards another player draws as a count.
//! The path, the characters, the active and activating Artefacts and the discard are open.

use serde_json::Value;

use super::{EventKind, YummellGame};
use crate::core::seen::{hidden_draw, hide_cards, hide_players};
use crate::core::{Event, Seat};

/// [Y-SEE] Hides in a public state what `seat` may not see.
pub(super) fn hide(_game: &YummellGame, public: &mut Value, seat: Seat) {
    hide_cards(public.get_mut("deck"));
    hide_players(public, seat);
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
