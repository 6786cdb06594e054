//! Equipment [E-EQ]: one armour, one weapon or a legal pair, and which weapon a new one
//! replaces.

use super::cards::{Ambidextrie, CardDef};

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
        [] => (vec![], "E-EQ-2"),
        _ if w.two_handed() => ((0..equipped.len()).collect(), "E-EQ-4"),
        // [E-EQ-3] keep both if the pair is legal, else W replaces X.
        [x] => {
            if pair_legal(x, w) {
                (vec![], "E-EQ-3")
            } else {
                (vec![0], "E-EQ-3")
            }
        }
        // [E-EQ-4] W replaces X2 when {X1, W} is legal; else X1 when {X2, W} is legal; else both.
        [x1, x2, ..] => {
            if pair_legal(x1, w) {
                (vec![1], "E-EQ-4")
            } else if pair_legal(x2, w) {
                (vec![0], "E-EQ-4")
            } else {
                ((0..equipped.len()).collect(), "E-EQ-4")
            }
        }
    }
}
