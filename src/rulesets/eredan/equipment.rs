//! Equipment [E-EQ]: one armour, one weapon or a legal pair, which weapon a new one
//! replaces, and attaching a card at resolution [E-RES-5] with those replacements.

use super::cards::{Ambidextrie, CardDef};
use super::events::{DiscardReason, EventKind};
use super::game::EredanGame;
use super::rules;
use super::state::{Attachment, Pos};
use crate::core::Card;

/// [E-EQ-2] A pair of weapons is legal when neither is two-handed and at least one has
/// Ambidextrie that accepts the other; a weapon whose Ambidextrie names weapons only pairs
/// with those.
pub fn pair_legal(a: &CardDef, b: &CardDef) -> bool {
    if a.two_handed() || b.two_handed() {
        return false;
    }
    let restriction_ok = |x: &CardDef, y: &CardDef| match x.ambidextrie {
        Ambidextrie::Only(_) => x.ambidextrous_with(y),
        _ => true,
    };
    (a.ambidextrous_with(b) || b.ambidextrous_with(a)) && restriction_ok(a, b) && restriction_ok(b, a)
}

/// Which of the equipped weapons (indexes into `equipped`, arrival order) a new weapon `w`
/// replaces, and the rule that decides it.
pub fn weapons_replaced(equipped: &[&CardDef], w: &CardDef) -> (Vec<usize>, &'static str) {
    match equipped {
        [] => (vec![], rules::E_EQ_2),
        _ if w.two_handed() => ((0..equipped.len()).collect(), rules::E_EQ_4),
        // [E-EQ-3] keep both if the pair is legal, else W replaces X.
        [x] => {
            if pair_legal(x, w) {
                (vec![], rules::E_EQ_3)
            } else {
                (vec![0], rules::E_EQ_3)
            }
        }
        // [E-EQ-4] W replaces X2 when {X1, W} is legal; else X1 when {X2, W} is legal; else both.
        [x1, x2, ..] => {
            if pair_legal(x1, w) {
                (vec![1], rules::E_EQ_4)
            } else if pair_legal(x2, w) {
                (vec![0], rules::E_EQ_4)
            } else {
                ((0..equipped.len()).collect(), rules::E_EQ_4)
            }
        }
    }
}

/// Whether a character carrying `attached` (arrival order) can carry `new` as well, without
/// any replacement, as a position given by hand must: not a second armour [E-EQ-1], not a
/// third weapon nor an illegal pair [E-EQ-2]. The refusal names the rule.
pub fn can_carry_too(attached: &[&CardDef], new: &CardDef) -> Result<(), String> {
    if new.is_armor() && attached.iter().any(|x| x.is_armor()) {
        return Err(format!(
            "a second armour is impossible: a character wears one armour [{}]",
            rules::E_EQ_1
        ));
    }
    if new.is_weapon() {
        let weapons: Vec<&CardDef> = attached.iter().copied().filter(|x| x.is_weapon()).collect();
        match weapons.as_slice() {
            [] => {}
            [w] if pair_legal(w, new) => {}
            [w] => {
                return Err(format!(
                    "{} and {} are an illegal pair of weapons [{}] (a pair needs Ambidextrie and no two-handed weapon)",
                    w.name,
                    new.name,
                    rules::E_EQ_2
                ))
            }
            _ => return Err(format!("a character carries at most two weapons [{}]", rules::E_EQ_2)),
        }
    }
    Ok(())
}

impl EredanGame {
    /// [E-RES-5] Attaches a card to `t`, replacing equipment as [E-EQ-1..4] say.
    /// [E-CARD-27] Whether card `d`, arriving on `t`, is kept beyond its combats: a living
    /// character of its player's side has a static `keeps` that accepts it and the character
    /// who played it (the bearer, or the fighter facing it for a card on the opposing fighter).
    fn kept(&self, d: &super::cards::CardDef, t: Pos) -> bool {
        let by = if d.attaches == super::cards::Attach::OpposingFighter {
            self.st.opposing_fighter(t).unwrap_or(t)
        } else {
            t
        };
        let v = self.view();
        self.st.living(by.player).any(|p| {
            v.def(p).effects.iter().any(|e| match &e.action {
                super::cards::Action::Keeps { filter, by: who } => {
                    filter.matches(d) && who.as_ref().is_none_or(|w| v.has_affiliation(by, w))
                }
                _ => false,
            })
        })
    }

    pub(crate) fn attach(&mut self, owner: u8, card: Card, t: Pos, placed: u32) {
        let cat = self.cat.clone();
        let d = cat.get(card.def);
        if d.is_armor() {
            if let Some(i) = self
                .st
                .ch(t)
                .attached
                .iter()
                .position(|a| cat.get(a.card.def).is_armor())
            {
                let (character, replaced) = (
                    self.view().char_ref(t),
                    cat.get(self.st.ch(t).attached[i].card.def).id.clone(),
                );
                self.emit(
                    rules::E_EQ_1,
                    EventKind::ArmorReplaced {
                        character,
                        replaced,
                        by: d.id.clone(),
                    },
                );
                self.detach(rules::E_EQ_5, t, i, Some(DiscardReason::Replaced));
            }
        }
        if d.is_weapon() {
            let weapons: Vec<usize> = (0..self.st.ch(t).attached.len())
                .filter(|i| cat.get(self.st.ch(t).attached[*i].card.def).is_weapon())
                .collect();
            let equipped: Vec<_> = weapons
                .iter()
                .map(|i| cat.get(self.st.ch(t).attached[*i].card.def))
                .collect();
            let (replaced, rule) = weapons_replaced(&equipped, d);
            // Remove from the back so indexes stay valid.
            for w in replaced.iter().rev() {
                let i = weapons[*w];
                let (character, old) = (
                    self.view().char_ref(t),
                    cat.get(self.st.ch(t).attached[i].card.def).id.clone(),
                );
                self.emit(
                    rule,
                    EventKind::WeaponReplaced {
                        character,
                        replaced: old,
                        by: d.id.clone(),
                    },
                );
                self.detach(rules::E_EQ_5, t, i, Some(DiscardReason::Replaced));
            }
        }
        let kept = self.kept(d, t);
        self.st.ch_mut(t).attached.push(Attachment {
            card,
            owner,
            placed,
            active: !d.activates_after_combat,
            combats_left: d.lasts_combats.filter(|_| !kept),
        });
        let character = self.view().char_ref(t);
        self.emit(
            rules::E_RES_5,
            EventKind::Attached {
                owner,
                card: d.id.clone(),
                character,
            },
        );
    }
}
