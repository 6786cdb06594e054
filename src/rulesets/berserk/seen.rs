//! [B-SEE] What a seat sees of a Berserk game. The board is open but for face-down creatures
//! (Засада): to the other side, and to a spectator, a face-down creature is `face-down`; its
//! owner sees its card (with `hidden` still true: its features do not act). Events name a
//! face-down creature as `face-down` to everyone. In a whole game, a player's deal, squad,
//! crystals and recruits are theirs alone: others see the cards `face-down` [B-GAME].

use super::view::PublicState;
use super::{BerserkGame, EventKind};
use crate::core::seen::is_seat_of;
use crate::core::{Event, Seat};

/// [B-SEE] Shows `seat` what is its own alone: its camp in full (its deal, squad, crystals and
/// cost), the cards of a look at its deck [B-PROPHECY], and the cards of its face-down
/// creatures (the public state shows `face-down` to everyone). A creature keeps its card for
/// the whole game, so the game as it is now tells the card of a creature in any earlier frame.
pub(super) fn hide(game: &BerserkGame, public: &mut PublicState, seat: Seat) {
    let Some(player) = seat.filter(|&p| p < 2) else { return };
    if let Some(prep) = &mut public.prep {
        prep.camps[usize::from(player)] = game.public_camp(player, true);
    }
    if let Some(look) = game.own_look(player) {
        public.look = Some(look);
    }
    for c in public.creatures.iter_mut().filter(|c| c.hidden && c.owner == player) {
        if let Some(x) = game.st.creatures.iter().find(|x| x.uid == c.uid) {
            let def = game.cat.get(x.def);
            c.card = def.id.clone();
            c.life = def.life;
        }
    }
}

/// [B-SEE] A recruit's card and the crystals left are its player's alone; every other event
/// is seen whole.
pub(super) fn hide_event(event: &Event<EventKind>, seat: Seat) -> Option<Event<EventKind>> {
    match &event.kind {
        EventKind::Recruited { player, slot, .. } | EventKind::Dismissed { player, slot, .. }
            if !is_seat_of(seat, *player) =>
        {
            let (player, slot, card) = (*player, *slot, smol_str::SmolStr::new_static(super::game::FACE_DOWN));
            let kind = match event.kind {
                EventKind::Recruited { .. } => EventKind::Recruited { player, slot, card, gold: None, silver: None, paid_extra: None },
                _ => EventKind::Dismissed { player, slot, card, gold: None, silver: None },
            };
            Some(Event { kind, ..event.clone() })
        }
        // [B-GAME-3] Linnet and her companion are shown; the crystals left are not.
        EventKind::RecruitedWithCompanion { player, slot, card, with_slot, with, .. } if !is_seat_of(seat, *player) => {
            let kind = EventKind::RecruitedWithCompanion {
                player: *player,
                slot: *slot,
                card: card.clone(),
                with_slot: *with_slot,
                with: with.clone(),
                gold: None,
                silver: None,
            };
            Some(Event { kind, ..event.clone() })
        }
        // [B-GAME-3] The Infiltrator is shown; what she saw and her price are her player's.
        EventKind::Infiltrated { player, slot, card, seen, .. } if !is_seat_of(seat, *player) => {
            let kind = EventKind::Infiltrated {
                player: *player,
                slot: *slot,
                card: card.clone(),
                seen: seen.iter().map(|_| smol_str::SmolStr::new_static(super::game::FACE_DOWN)).collect(),
                discount: None,
                gold: None,
                silver: None,
            };
            Some(Event { kind, ..event.clone() })
        }
        // [B-PROPHECY] The cards of a look at the deck are their player's alone.
        EventKind::DeckLooked { player, creature, cards } if !is_seat_of(seat, *player) => {
            let cards = cards.iter().map(|_| smol_str::SmolStr::new_static(super::game::FACE_DOWN)).collect();
            Some(Event { kind: EventKind::DeckLooked { player: *player, creature: creature.clone(), cards }, ..event.clone() })
        }
        EventKind::DeckCardPutBack { player, bottom, .. } if !is_seat_of(seat, *player) => {
            let card = smol_str::SmolStr::new_static(super::game::FACE_DOWN);
            Some(Event { kind: EventKind::DeckCardPutBack { player: *player, card, bottom: *bottom }, ..event.clone() })
        }
        _ => None,
    }
}
