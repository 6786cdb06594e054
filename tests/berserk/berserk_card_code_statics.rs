#![cfg(not(target_arch = "wasm32"))]
//! Printed cards whose effect once needed code: the Herald of Gloom's dissonance (a chosen
//! creature and the enemies next to it with its weak strike) [B-GAME-12], and squad building
//! (the Free Warrior's extra price) [B-GAME-3]. Each beside the case next door where it must not
//! act.

use crate::berserk_cards;

use arbiter::rulesets::berserk::{BerserkEvent, EventKind};
use berserk_cards::{act, at, played, scenario};
use serde_json::json;

/// The creatures wounded, in order, with the wounds dealt.
fn wounded(events: &[BerserkEvent]) -> Vec<(u16, u8)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::Wounded { target, wounds, .. } => Some((target.uid, *wounds)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_herald_of_gloom_wounds_the_chosen_creature_and_the_enemies_next_to_it_with_its_weak_strike() {
    // Herald of Gloom (vs-144), ability 0: [tap] 1 wound to the chosen creature and to each
    // enemy next to it whose printed weak strike is the chosen one's.
    let creatures = json!([
        at("vs-144", 0, [0, 1]),
        // 1: the chosen enemy, a Nomad (weak strike 1).
        at("vs-001", 1, [2, 3]),
        // 2: an enemy Kshar beside it (weak 1): wounded.
        at("vs-002", 1, [3, 3]),
        // 3: an enemy Volkhv diagonally beside it (weak 1): wounded.
        at("vs-003", 1, [1, 4]),
        // 4: an enemy Stable Warden beside it (weak 2): not.
        at("vs-007", 1, [2, 4]),
        // 5: one of the Herald's side beside it (weak 1): not.
        at("vs-001", 0, [1, 2]),
        // 6: an enemy two cells away (weak 1): not.
        at("vs-001", 1, [4, 3]),
    ]);
    let (g, events) = played(scenario(json!([]), creatures, json!([act(0, 0, 1)])));
    let mut hit = wounded(&events);
    hit.sort_unstable();
    assert_eq!(hit, vec![(1, 1), (2, 1), (3, 1)]);
    assert!(g.st.creatures[0].closed);
    for (uid, w) in [(1, 1), (2, 1), (3, 1), (4, 0), (5, 0), (6, 0)] {
        assert_eq!(g.st.creatures[uid].wounds, w, "creature {uid}");
    }

    // Its own creature chosen (weak 2, a Stable Warden): the enemies beside it with weak 2 are
    // wounded, not those with weak 1.
    let creatures = json!([
        at("vs-144", 0, [0, 1]),
        at("vs-007", 0, [2, 2]),
        at("vs-008", 1, [2, 3]),
        at("vs-001", 1, [3, 3]),
    ]);
    let (g, events) = played(scenario(json!([]), creatures, json!([act(0, 0, 1)])));
    let mut hit = wounded(&events);
    hit.sort_unstable();
    assert_eq!(hit, vec![(1, 1), (2, 1)]);
    assert_eq!(g.st.creatures[3].wounds, 0);
}
