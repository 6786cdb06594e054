//! Helpers of the printed Berserk cards' tests: a scenario of forced dice, its choices, and
//! the creatures placed on it.
#![allow(dead_code)]

use arbiter::core::Game;
use arbiter::rulesets::berserk::scenario::run;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, Decision};
use serde_json::{json, Value};

pub fn scenario(dice: Value, creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "creatures": creatures, "choices": choices })
}

pub fn strike(attacker: u16, target: u16) -> Value {
    json!({ "type": "strike", "attacker": attacker, "target": target })
}

pub fn act(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "act", "creature": creature, "ability": ability, "target": target })
}

pub fn defender(creature: u16) -> Value {
    json!({ "type": "defender", "creature": creature })
}

pub fn step(creature: u16, to: [u8; 2]) -> Value {
    json!({ "type": "move", "creature": creature, "to": to })
}

/// The scenario resolved; it must be accepted.
pub fn played(s: Value) -> (BerserkGame, Vec<BerserkEvent>) {
    run(s).unwrap_or_else(|e| panic!("{e}"))
}

/// The scenario's refusal; it must be refused.
pub fn refused(s: Value) -> String {
    match run(s) {
        Ok(_) => panic!("the scenario should be refused"),
        Err(e) => e.to_string(),
    }
}

/// A creature of `card` for `owner` on `cell`.
pub fn at(card: &str, owner: u8, cell: [u8; 2]) -> Value {
    json!({ "card": card, "owner": owner, "cell": cell })
}

/// A flyer of `card` for `owner`, in its side's flyer zone.
pub fn flying(card: &str, owner: u8) -> Value {
    json!({ "card": card, "owner": owner, "cell": [0, if owner == 0 { 0 } else { 5 }], "flying": true })
}

/// The creatures a `trigger` or `targets` decision offers (its `trigger` options' targets, in
/// their order; `decline` left out).
pub fn offered_targets(d: &Decision) -> Vec<u16> {
    d.options
        .iter()
        .filter_map(|c| match c {
            Choice::Trigger { target, .. } => Some(*target),
            _ => None,
        })
        .collect()
}

/// Applies `c`, which must be legal.
pub fn choose(game: &mut BerserkGame, c: Choice) -> Vec<BerserkEvent> {
    game.choose(&c).unwrap_or_else(|e| panic!("{c:?} refused: {e}"))
}

/// A whole game at recruitment, the first player's turn to recruit, with `ids` as their deal.
pub fn recruiting(ids: &[&str]) -> (BerserkGame, u8) {
    let cat = arbiter::rulesets::berserk::Catalogue::builtin().unwrap();
    let deck = |id: &str| -> Vec<u16> {
        let d = arbiter::rulesets::berserk::deck::ready_decks()
            .unwrap()
            .iter()
            .find(|d| d.id == id)
            .unwrap();
        d.cards.iter().map(|c| cat.find(c).unwrap()).collect()
    };
    let (mut g, _, _) = BerserkGame::new_whole_framed(cat.clone(), 7, [deck("steppe"), deck("forest")], false);
    let chooser = g.pending().unwrap().player;
    choose(
        &mut g,
        Choice::Side {
            player: chooser,
            first: true,
        },
    );
    choose(&mut g, Choice::Keep { player: chooser });
    choose(&mut g, Choice::Keep { player: 1 - chooser });
    assert_eq!(
        g.pending().unwrap().kind,
        arbiter::rulesets::berserk::game::DecisionKind::Recruit
    );
    let p = g.pending().unwrap().player;
    let deal = ids
        .iter()
        .map(|id| arbiter::rulesets::berserk::preparation::DealtCard {
            def: cat.find(id).unwrap(),
            taken: false,
            extra: 0,
            companion: false,
            early: false,
            discount: 0,
        })
        .collect();
    g.st.prep.as_mut().unwrap().camps[usize::from(p)].deal = deal;
    (g, p)
}

/// The refusal of `c`, which changes nothing: its kind, rule and words.
pub fn refusal(game: &BerserkGame, c: Choice) -> (arbiter::core::error::ErrorKind, Option<String>, String) {
    let before = serde_json::to_string(&game.st).unwrap();
    let mut g = game.clone();
    let e = g.choose(&c).expect_err("refused");
    assert_eq!(
        serde_json::to_string(&g.st).unwrap(),
        before,
        "a refusal changes nothing"
    );
    (e.kind, e.rule.clone().map(|r| r.to_string()), e.to_string())
}

/// The cells the pending decision offers `player` for `creature`'s ability `ability` (`cell`
/// choices), sorted; any other option but that ability's `decline` fails the test.
pub fn cells_offered(g: &BerserkGame, player: u8, creature: u16, ability: u8) -> Vec<[u8; 2]> {
    let d = g.pending().expect("a decision is pending");
    let mut cells: Vec<[u8; 2]> = d
        .options
        .iter()
        .filter_map(|c| match *c {
            Choice::Cell {
                player: p,
                creature: cr,
                ability: a,
                cell,
            } if (p, cr, a) == (player, creature, ability) => Some(cell),
            Choice::Decline {
                player: p,
                creature: cr,
                ability: a,
            } if (p, cr, a) == (player, creature, ability) => None,
            ref other => panic!("not a cell of {creature}'s ability {ability} for player {player}: {other:?}"),
        })
        .collect();
    cells.sort();
    cells
}

/// The public state of `g` as `seat` sees it [B-SEE], as JSON.
pub fn seen_by(g: &BerserkGame, seat: arbiter::core::Seat) -> Value {
    use arbiter::rulesets::Ruleset;
    let mut view = g.public_state();
    arbiter::rulesets::berserk::Berserk::hide(g, &mut view, seat);
    serde_json::to_value(view).unwrap()
}

/// The attacks declared, in order: (attacker, target, rule).
pub fn declared(events: &[BerserkEvent]) -> Vec<(u16, u16, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            arbiter::rulesets::berserk::EventKind::AttackDeclared { attacker, target } => {
                Some((attacker.uid, target.uid, e.rule.to_string()))
            }
            _ => None,
        })
        .collect()
}

/// Whether the decision awaited in `g` offers to pass (the game goes on in a main phase).
pub fn offers_pass(g: &BerserkGame) -> bool {
    g.pending()
        .is_some_and(|d| d.options.iter().any(|c| matches!(c, Choice::Pass { .. })))
}
