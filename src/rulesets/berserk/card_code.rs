//! Card effects the card language cannot say (`{"code": "vs-NNN", ...}` in a card's data): one
//! function per card, named for it. The coverage recognises a `code` item only for the cards
//! that have one here, and only where the ability carrying it is played.

use serde_json::Value;

use super::game::BerserkGame;
use super::markers::MarkerKind;

/// A card's own effect, by the card it belongs to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CardCode {
    /// 22 Orc Bomber: the bomb's cell is marked; it explodes at the start of our next turn.
    Vs022,
}

impl CardCode {
    /// `{"code": "vs-NNN", "note": ...}`: the card's effect, if it has a function here.
    pub(crate) fn parse(v: &Value) -> Option<CardCode> {
        let o = v.as_object().filter(|o| o.keys().all(|k| k == "code" || k == "note"))?;
        Some(match o.get("code")?.as_str()? {
            "vs-022" => CardCode::Vs022,
            _ => return None,
        })
    }
}

impl BerserkGame {
    /// The effect `code` of `creature`'s card, acting on `target` (the creature its ability
    /// names).
    pub(crate) fn card_code(&mut self, code: CardCode, creature: u16, target: u16) {
        match code {
            CardCode::Vs022 => vs_022(self, creature, target),
        }
    }
}

/// [B-MARKER] 22 Orc Bomber: the cell of the card the bomb is thrown at is marked; at the start
/// of the thrower's owner's next turn every creature on it takes 2 wounds (the explosion, in
/// `markers`).
fn vs_022(g: &mut BerserkGame, creature: u16, target: u16) {
    let cell = g.cr(target).cell;
    g.put_cell_marker(creature, MarkerKind::Bomb, cell, super::markers::Lasts::OwnNextTurnStart);
}
