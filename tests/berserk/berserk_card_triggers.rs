#![cfg(not(target_arch = "wasm32"))]
//! Triggered abilities of printed cards [B-GAME-13]: on its strike, after its strike or miss,
//! when attacked, when struck; and the stun they can give [B-GAME-12]. Each through a scenario
//! with forced dice.

use arbiter::core::Game;
use arbiter::rulesets::berserk::events::Exchange;
use arbiter::rulesets::berserk::game::{DecisionKind, Phase};
use arbiter::rulesets::berserk::scenario::run;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, EventKind};
use serde_json::{json, Value};

fn scenario(dice: Value, creatures: Value, choices: Value) -> Value {
    json!({ "ruleset": "berserk", "dice": dice, "creatures": creatures, "choices": choices })
}

fn strike(attacker: u16, target: u16) -> Value {
    json!({ "type": "strike", "attacker": attacker, "target": target })
}

fn pass(player: u8) -> Choice {
    Choice::Pass { player }
}

fn played(s: Value) -> (BerserkGame, Vec<BerserkEvent>) {
    run(s).unwrap_or_else(|e| panic!("{e}"))
}

/// `s` run, then each of `then` made once the attack under way has resolved (every priority
/// passed, exchanges as rolled); all events.
fn played_then(s: Value, then: &[Choice]) -> (BerserkGame, Vec<BerserkEvent>) {
    let (mut g, mut events) = played(s);
    let finish = |g: &mut BerserkGame, events: &mut Vec<BerserkEvent>| {
        while g.st.phase == Phase::Attack {
            let d = g.pending().unwrap();
            let auto = match d.kind {
                DecisionKind::Exchange => Choice::Exchange {
                    player: d.player,
                    choice: Exchange::AsRolled,
                },
                _ => Choice::Pass { player: d.player },
            };
            events.extend(g.choose(&auto).unwrap());
        }
    };
    for c in then {
        finish(&mut g, &mut events);
        events.extend(g.choose(c).unwrap_or_else(|e| panic!("{c:?}: {e}")));
    }
    finish(&mut g, &mut events);
    (g, events)
}

fn triggered(events: &[BerserkEvent]) -> Vec<String> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::AbilityTriggered { creature, when, .. } => {
                assert_eq!(e.rule, "B-GAME-13");
                Some(format!("{}:{when}", creature.card))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn poison_on_a_medium_or_strong_strike_only() {
    // Hedd (vs-112): on its medium or strong strike, the attacked creature gets poison 1.
    let creatures = json!([
        { "card": "vs-112", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3] }
    ]);
    // 6 against 1: strong. 4 against 3: weak.
    let (g, events) = played(scenario(json!([6, 1]), creatures.clone(), json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].poison, 1);
    assert_eq!(triggered(&events), ["vs-112:on_strike"]);
    let (g, events) = played(scenario(json!([4, 3]), creatures, json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].poison, 0);
    assert!(triggered(&events).is_empty());
}

#[test]
fn two_poisons_by_strength_and_the_poison_wounds_at_its_owners_turn() {
    // Aracent (vs-193): weak strike, poison 1; medium or strong, poison 2.
    let creatures = json!([
        { "card": "vs-193", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3] }
    ]);
    // Aracent has attack experience 1: 3+1 against 3 is weak; 4+1 against 2 is medium.
    let (g, _) = played(scenario(json!([3, 3]), creatures.clone(), json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].poison, 1);
    let (g, _) = played_then(scenario(json!([4, 2]), creatures, json!([strike(0, 1)])), &[pass(0)]);
    let nomad = &g.st.creatures[1];
    // Aracent's medium strike (2), then 2 poison wounds at the start of player 1's turn.
    assert_eq!((nomad.poison, nomad.wounds), (2, 4));
}

#[test]
fn the_goblin_closes_what_it_attacked_even_on_a_miss() {
    // Goblin (vs-120): when it strikes or misses in its own turn, the attacked creature closes.
    let creatures = json!([
        { "card": "vs-120", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3] }
    ]);
    // 1 against 3 (-2): both miss.
    let (g, events) = played(scenario(json!([1, 3]), creatures, json!([strike(0, 1)])));
    assert_eq!(g.st.creatures[1].wounds, 0);
    assert!(g.st.creatures[1].closed, "closed by the Goblin's miss");
    assert_eq!(triggered(&events), ["vs-120:on_strike_or_miss"]);
}

#[test]
fn a_simple_strike_on_uriil_stuns_its_attacker_for_one_turn() {
    // Uriil (vs-134): when attacked by a simple strike, the attacker is stunned 1.
    let creatures = json!([
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-134", "owner": 1, "cell": [2, 3] }
    ]);
    let (g, events) = played(scenario(json!([4, 3]), creatures.clone(), json!([strike(0, 1)])));
    assert_eq!(triggered(&events), ["vs-134:on_attacked"]);
    assert_eq!(g.st.creatures[0].stunned, 1);
    // Player 0's next turn: the Nomad stays closed; the turn after, it opens.
    let (g, events) = played_then(
        scenario(json!([4, 3]), creatures.clone(), json!([strike(0, 1)])),
        &[pass(0), pass(1)],
    );
    assert!(g.st.creatures[0].closed);
    let stays = events
        .iter()
        .find(|e| matches!(e.kind, EventKind::StaysClosed { left: 0, .. }))
        .unwrap();
    assert_eq!(stays.rule, "B-TURN-1");
    let (g, _) = played_then(
        scenario(json!([4, 3]), creatures, json!([strike(0, 1)])),
        &[pass(0), pass(1), pass(0), pass(1)],
    );
    assert!(!g.st.creatures[0].closed && g.st.creatures[0].stunned == 0);
}

#[test]
fn the_ancient_ogre_is_struck_once_then_protected_from_simple_strikes_this_turn() {
    // Ancient Ogre (vs-135): when a simple strike lands on it, it gains protection from simple
    // strikes until the end of the turn.
    let creatures = json!([
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 0, "cell": [3, 2] },
        { "card": "vs-135", "owner": 1, "cell": [2, 3] }
    ]);
    // Two Nomads strike it in turn: 5 against 2 (medium, 2 wounds), then again.
    let second = Choice::Strike {
        player: 0,
        attacker: 1,
        target: 2,
    };
    let (g, events) = played_then(
        scenario(json!([5, 2, 5, 2]), creatures, json!([strike(0, 2)])),
        &[second],
    );
    assert_eq!(triggered(&events), ["vs-135:on_struck"]);
    assert_eq!(g.st.creatures[2].wounds, 2, "the second strike is blocked");
    let kinds: Vec<_> = events.iter().map(|e| format!("{:?}", e.kind)).collect();
    assert!(
        events
            .iter()
            .any(|e| matches!(&e.kind, EventKind::StrikeBlocked { feature, .. } if feature == "strike_protection")),
        "{kinds:#?}"
    );
}

#[test]
fn bjorn_heals_the_creature_he_steps_in_to_defend() {
    // Bjorn (vs-080): when he becomes a defender, the creature he defends heals 2.
    let creatures = json!([
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 3 },
        { "card": "vs-080", "owner": 1, "cell": [3, 3] }
    ]);
    let defend = json!([strike(0, 1), "pass", { "type": "defender", "creature": 2 }]);
    let (g, events) = played(scenario(json!([4, 3]), creatures.clone(), defend));
    assert_eq!(triggered(&events), ["vs-080:on_defender"]);
    assert_eq!(g.st.creatures[1].wounds, 1, "3 wounds, 2 healed");
    assert!(g.st.creatures[2].wounds > 0, "Bjorn takes the strike");
    // Not defending, he heals nothing.
    let (g, events) = played(scenario(json!([4, 3]), creatures, json!([strike(0, 1)])));
    assert!(triggered(&events).is_empty());
    assert_eq!(g.st.creatures[1].wounds, 4);
}

fn moved(to: [u8; 2]) -> Value {
    json!([{ "type": "move", "creature": 0, "to": to }])
}

#[test]
fn riala_gains_by_the_shape_of_her_move_until_the_end_of_the_turn() {
    // Riala (vs-023, movement 2): moved 2 cells straight, a directed strike; 2 cells with a
    // turn, attack experience 2; until the end of the turn.
    use arbiter::rulesets::berserk::cards::{Feature, Until};
    let creatures = json!([
        { "card": "vs-023", "owner": 0, "cell": [2, 0] },
        { "card": "vs-001", "owner": 1, "cell": [0, 5] }
    ]);
    let gained = |to: [u8; 2]| {
        let (g, events) = played(scenario(json!([]), creatures.clone(), moved(to)));
        (g.st.creatures[0].gained.clone(), triggered(&events))
    };
    let straight = (
        vec![(Feature::DirectedStrike, Until::EndOfTurn)],
        vec!["vs-023:on_move".to_string()],
    );
    assert_eq!(gained([2, 2]), straight);
    let turning = (
        vec![(Feature::AttackExperience(2), Until::EndOfTurn)],
        vec!["vs-023:on_move".to_string()],
    );
    assert_eq!(gained([3, 1]), turning);
    assert_eq!(gained([2, 1]), (vec![], vec![]), "one cell is not enough");
    // The turn ends: the feature goes.
    let (g, _) = played_then(scenario(json!([]), creatures, moved([2, 2])), &[pass(0)]);
    assert!(g.st.creatures[0].gained.is_empty());
}

#[test]
fn the_dwarf_firestarter_burns_the_enemy_opposite_at_the_start_of_its_turn() {
    // Dwarf Firestarter (vs-035): at the start of its owner's turn, 1 wound to the enemy
    // opposite it, 2 if that enemy did not move last turn.
    let start = |active: u8, creatures: Value| {
        let s = json!({ "ruleset": "berserk", "from": "start", "active": active, "creatures": creatures });
        let (g, events) = played(s);
        (
            g.st.creatures.iter().map(|c| c.wounds).collect::<Vec<_>>(),
            triggered(&events),
        )
    };
    let fired = || vec!["vs-035:start_of_turn".to_string()];
    let facing = |moved: bool| {
        json!([
            { "card": "vs-035", "owner": 0, "cell": [2, 2] },
            { "card": "vs-001", "owner": 1, "cell": [2, 3], "moved": moved }
        ])
    };
    assert_eq!(start(0, facing(false)), (vec![0, 2], fired()));
    assert_eq!(start(0, facing(true)), (vec![0, 1], fired()));
    assert_eq!(
        start(1, facing(false)),
        (vec![0, 0], vec![]),
        "not at the opponent's turn"
    );
    // Player 1's dwarf faces the lower rows; an enemy beside or diagonal is not opposite.
    let player_1 = json!([
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-035", "owner": 1, "cell": [2, 3] },
        { "card": "vs-001", "owner": 0, "cell": [1, 2] }
    ]);
    assert_eq!(start(1, player_1), (vec![2, 0, 0], fired()));
    let diagonal = json!([
        { "card": "vs-035", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [3, 3] }
    ]);
    assert_eq!(start(0, diagonal), (vec![0, 0], vec![]));
}

#[test]
fn klaer_as_a_defender_strikes_harder_until_the_end_of_his_owners_next_turn() {
    // Klaer (vs-082, strike 1-2-4): when he becomes a defender, +2 to his strike and attack
    // experience 1 until the end of his owner's next turn.
    let creatures = json!([
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3] },
        { "card": "vs-082", "owner": 1, "cell": [3, 3] },
        { "card": "vs-001", "owner": 0, "cell": [0, 0] }
    ]);
    let defend = json!([strike(0, 1), "pass", { "type": "defender", "creature": 2 }]);
    // 1 against 6: Klaer's medium counter-strike, 2 + 2.
    let s = scenario(json!([1, 6, 4]), creatures, defend);
    let (g, events) = played_then(s.clone(), &[]);
    assert_eq!(triggered(&events), ["vs-082:on_defender"]);
    assert_eq!(g.st.creatures[0].wounds, 4);
    // His owner's turn: still his; the Nomad, closed, rolls no die: 4 (+1 experience) alone
    // is a medium strike, 2 + 2: its 8th wound.
    let klaer_strikes = Choice::Strike {
        player: 1,
        attacker: 2,
        target: 0,
    };
    let (g, _) = played_then(s.clone(), &[pass(0), klaer_strikes.clone()]);
    assert_eq!(
        g.st.creatures[2].gained.len(),
        2,
        "kept through the opponent's turn's end"
    );
    assert_eq!(g.st.creatures[0].wounds, 8);
    assert!(g.st.creatures[0].dead);
    let (g, events) = played_then(s, &[pass(0), klaer_strikes, pass(1)]);
    assert!(g.st.creatures[2].gained.is_empty(), "lost as his owner's turn ends");
    let lost = events
        .iter()
        .filter(|e| matches!(&e.kind, EventKind::FeatureLost { .. }))
        .count();
    assert_eq!(lost, 2);
}

#[test]
fn the_crown_runner_gains_by_her_row_at_the_start_of_each_turn() {
    // Crown Runner (vs-079, shot 1-2-2): at the start of any turn, in her front row +1 to her
    // shots, in her back row a directed strike, until the end of the turn.
    use arbiter::rulesets::berserk::cards::{Feature, Until};
    let start = |active: u8, owner: u8, cell: [u8; 2], choices: Value| {
        let creatures = json!([
            { "card": "vs-079", "owner": owner, "cell": cell },
            { "card": "vs-001", "owner": 1 - owner, "cell": [0, if owner == 0 { 5 } else { 0 }] }
        ]);
        let s = json!({ "ruleset": "berserk", "from": "start", "active": active, "dice": [6],
                        "creatures": creatures, "choices": choices });
        let (g, events) = played(s);
        (g, triggered(&events))
    };
    let fired = vec!["vs-079:start_of_turn".to_string()];
    let shot = (Feature::ShotBonus(1), Until::EndOfTurn);
    let (g, t) = start(0, 0, [2, 2], json!([]));
    assert_eq!((g.st.creatures[0].gained.clone(), t), (vec![shot], fired.clone()));
    let (g, t) = start(1, 1, [2, 3], json!([]));
    assert_eq!(
        (g.st.creatures[0].gained.clone(), t),
        (vec![shot], fired.clone()),
        "player 1's front row"
    );
    let (g, t) = start(1, 0, [2, 0], json!([]));
    let directed = (Feature::DirectedStrike, Until::EndOfTurn);
    assert_eq!(
        (g.st.creatures[0].gained.clone(), t),
        (vec![directed], fired),
        "back row, at the opponent's turn"
    );
    let (g, t) = start(0, 0, [2, 1], json!([]));
    assert_eq!(
        (g.st.creatures[0].gained.clone(), t),
        (vec![], vec![]),
        "the middle row"
    );
    // From the front row her strong shot (die 6) of 2 is worth 3.
    let (g, _) = start(
        0,
        0,
        [0, 2],
        json!([{ "type": "act", "creature": 0, "ability": 0, "target": 1 }]),
    );
    assert_eq!(g.st.creatures[1].wounds, 3);
}

#[test]
fn hermet_gains_by_the_elements_of_his_squad_for_the_whole_battle() {
    // Hermet (vs-196, movement 1, strike 2-3-4): at the start of the battle, for a Steppe
    // creature in his squad +1 movement, Mountains armour 1, Swamps regeneration 1, Forests
    // experience 1 in attack and defence, Dark +1 to his medium and strong strikes.
    use arbiter::rulesets::berserk::cards::{Feature, Until};
    let battle = |creatures: Value, dice: Value, choices: Value| {
        let s = json!({ "ruleset": "berserk", "from": "battle", "dice": dice,
                        "creatures": creatures, "choices": choices });
        played(s)
    };
    let creatures = json!([
        { "card": "vs-196", "owner": 0, "cell": [2, 1] },
        { "card": "vs-001", "owner": 0, "cell": [0, 0] },
        { "card": "vs-035", "owner": 0, "cell": [4, 0] },
        { "card": "vs-117", "owner": 1, "cell": [2, 5] }
    ]);
    let (g, events) = battle(creatures.clone(), json!([]), json!([]));
    let kept = |f| (f, Until::EndOfBattle);
    assert_eq!(
        g.st.creatures[0].gained,
        [kept(Feature::MovementBonus(1)), kept(Feature::Armour(1))]
    );
    assert_eq!(
        triggered(&events),
        ["vs-196:start_of_battle", "vs-196:start_of_battle"],
        "not for the enemy's Swamps"
    );
    // Movement 1 + 1: two cells; still so in his next turn.
    let two = Choice::Move {
        player: 0,
        creature: 0,
        to: [2, 3],
    };
    let (mut g, _) = battle(creatures.clone(), json!([]), json!([]));
    for c in [pass(0), pass(1)] {
        g.choose(&c).unwrap();
    }
    g.choose(&two).unwrap();
    assert_eq!(g.st.creatures[0].cell, [2, 3]);
    // Not in a scenario started mid-battle.
    let (g, _) = played(scenario(json!([]), creatures, json!([])));
    assert!(g.st.creatures[0].gained.is_empty());
    // Dark: +1 to a medium or strong strike, not a weak one.
    let dark = json!([
        { "card": "vs-196", "owner": 0, "cell": [2, 2] },
        { "card": "vs-139", "owner": 0, "cell": [0, 0] },
        { "card": "vs-117", "owner": 1, "cell": [2, 3] }
    ]);
    // 5 against 2: medium, 3 + 1. 4 against 3: weak, 2.
    let (g, _) = battle(dark.clone(), json!([5, 2]), json!([strike(0, 2)]));
    assert_eq!(g.st.creatures[2].wounds, 4);
    let (g, _) = battle(dark, json!([4, 3]), json!([strike(0, 2)]));
    assert_eq!(g.st.creatures[2].wounds, 2);
}

#[test]
fn the_initiate_of_dzar_discharges_one_cell_further_after_a_move() {
    // Initiate of Dzar (vs-024, discharge 2-3-4 at range 1): when it moves, +1 to the range of
    // its discharges until the end of the turn.
    let discharge = json!({ "type": "act", "creature": 0, "ability": 1, "target": 1 });
    let at = |cell: [u8; 2], choices: Value| {
        let creatures = json!([
            { "card": "vs-024", "owner": 0, "cell": cell },
            { "card": "vs-001", "owner": 1, "cell": [2, 3] }
        ]);
        run(scenario(json!([6]), creatures, choices))
    };
    let e = at([2, 1], json!([discharge.clone()])).unwrap_err().to_string();
    assert!(e.contains("B-GAME-9"), "two cells away is out of range 1: {e}");
    let moved = json!([{ "type": "move", "creature": 0, "to": [2, 1] }, discharge]);
    let (g, events) = at([2, 0], moved).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(triggered(&events), ["vs-024:on_move"]);
    assert_eq!(g.st.creatures[1].wounds, 4, "a strong discharge of 4");
}

#[test]
fn the_soul_catcher_takes_a_counter_for_each_creature_that_dies() {
    // Soul Catcher (vs-095): when any creature dies, it gains a counter (at most 5).
    let creatures = json!([
        { "card": "vs-001", "owner": 0, "cell": [2, 2] },
        { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 6 },
        { "card": "vs-095", "owner": 1, "cell": [0, 5] },
        { "card": "vs-001", "owner": 1, "cell": [4, 5] }
    ]);
    // 5 against 2: a medium strike of 2, the Nomad's 8th wound.
    let (g, events) = played(scenario(json!([5, 2]), creatures.clone(), json!([strike(0, 1)])));
    assert!(g.st.creatures[1].dead);
    assert_eq!(triggered(&events), ["vs-095:on_any_death"]);
    assert_eq!(g.st.creatures[2].counters, 1);
    // No death, no counter.
    let (g, events) = played(scenario(json!([4, 3]), creatures, json!([strike(0, 1)])));
    assert!(triggered(&events).is_empty());
    assert_eq!(g.st.creatures[2].counters, 0);
}
