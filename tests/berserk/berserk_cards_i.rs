#![cfg(not(target_arch = "wasm32"))]
//! Printed cards of «Война стихий» played in this round: a shot that closes a creature other
//! shots and throws have wounded (Mira), a discharge bonus as a magic creature moves next to
//! its card (Airin), a next-throw bonus as an ally teleports from beside it into the enemy's
//! half (Fire Imp), an instant changing a fighter's die (Luck Catcher), an instant spreading a
//! strike's wounds over the struck creature's side (Hermit), a move asked of the opponent or else a next-throw bonus (Tovi), a die rolled as a creature jumps choosing what it does (Shaxi). Each mechanic through a scenario of printed cards with forced dice, beside
//! the case next door where it must not act.

use crate::berserk_cards;

use arbiter::core::Game;
use arbiter::rulesets::berserk::{BerserkEvent, BerserkGame, Choice, DecisionKind, EventKind};
use berserk_cards::{act, at, played, step};
use serde_json::{json, Value};

/// Every priority passed until the attack under way (and those it set off) ends; the events
/// added to `events`.
fn settle(g: &mut BerserkGame, events: &mut Vec<BerserkEvent>) {
    while g.st.attack.is_some() {
        let d = g.pending().expect("a decision");
        assert_eq!(d.kind, DecisionKind::Priority, "only priority passes settle an attack");
        events.extend(g.choose(&Choice::Pass { player: d.player }).unwrap());
    }
}

/// The scenario of `creatures` with `dice`, its `choices` made one at a time, each attack
/// settled before the next choice.
fn run(dice: Value, creatures: Value, choices: &[Value]) -> (BerserkGame, Vec<BerserkEvent>) {
    let (mut g, mut events) =
        played(json!({ "ruleset": "berserk", "dice": dice, "creatures": creatures, "choices": [] }));
    for c in choices {
        let mut c = c.clone();
        if c.get("player").is_none() {
            c["player"] = json!(g.pending().unwrap().player);
        }
        let choice: Choice = serde_json::from_value(c).unwrap();
        events.extend(g.choose(&choice).unwrap_or_else(|e| panic!("{choice:?}: {e}")));
        settle(&mut g, &mut events);
    }
    (g, events)
}

fn closed_by(events: &[BerserkEvent], uid: u16) -> Option<String> {
    events.iter().find_map(|e| match &e.kind {
        EventKind::Closed { creature } if creature.uid == uid => Some(e.rule.to_string()),
        _ => None,
    })
}

// ----- 86 Mira ---------------------------------------------------------------------------------

/// Mira (0) on [2,0] between two Pathfinders (1, 2; shot 1) of her side; the enemy Troll (3,
/// life 10) on [2,4].
fn mira_board() -> Value {
    json!([
        at("vs-086", 0, [2, 0]),
        at("vs-177", 0, [1, 0]),
        at("vs-177", 0, [3, 0]),
        at("vs-128", 1, [2, 4])
    ])
}

#[test]
fn miras_shot_closes_a_creature_two_other_shots_wounded_this_turn() {
    // Two shots of 1, then Mira's, weak (die 1): 1 more wound, and the Troll closes.
    let (g, events) = run(json!([1]), mira_board(), &[act(1, 1, 3), act(2, 1, 3), act(0, 1, 3)]);
    let troll = g.creature(3).unwrap();
    assert_eq!(troll.wounds, 3);
    assert!(troll.closed);
    assert_eq!(closed_by(&events, 3), Some("B-GAME-12".to_string()));
}

#[test]
fn miras_shot_does_not_close_after_one_other_shot_nor_when_she_shoots_first() {
    // One other shot only: her own does not count.
    let (g, events) = run(json!([1]), mira_board(), &[act(1, 1, 3), act(0, 1, 3)]);
    assert_eq!(g.creature(3).unwrap().wounds, 2);
    assert!(!g.creature(3).unwrap().closed);
    assert_eq!(closed_by(&events, 3), None);
    // She shoots first, the two others after: nothing closes it.
    let (g, _) = run(json!([1]), mira_board(), &[act(0, 1, 3), act(1, 1, 3), act(2, 1, 3)]);
    assert_eq!(g.creature(3).unwrap().wounds, 3);
    assert!(!g.creature(3).unwrap().closed);
}

#[test]
fn miras_count_is_of_this_turn_only() {
    // The two other shots land in turn 1; Mira shoots in turn 3, when nothing counts them.
    let (g, _) = run(
        json!([1]),
        mira_board(),
        &[
            act(1, 1, 3),
            act(2, 1, 3),
            json!({"type": "pass"}),
            json!({"type": "pass"}),
            act(0, 1, 3),
        ],
    );
    assert!(!g.creature(3).unwrap().closed);
}

// ----- 41 Airin --------------------------------------------------------------------------------

/// Airin (0) on [2,1]; of her side Ost (1, a discharge) on [0,1], the Acolyte of Dzar (2, a
/// discharge) on [4,2], the Initiate of Dzar (3, a discharge) on [2,3], a Nomad (4, no magic)
/// on [4,0]; the enemy Troll (5, life 10) on [0,5].
fn airin_board() -> Value {
    json!([
        at("vs-041", 0, [2, 1]),
        at("vs-005", 0, [0, 1]),
        at("vs-010", 0, [4, 2]),
        at("vs-024", 0, [2, 3]),
        at("vs-001", 0, [4, 0]),
        at("vs-128", 1, [0, 5])
    ])
}

fn airin_triggered(events: &[BerserkEvent]) -> usize {
    events
        .iter()
        .filter(|e| {
            matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 0, when }
                if creature.uid == 0 && when == "on_creature_arrives_adjacent")
                && e.rule == "B-GAME-13"
        })
        .count()
}

fn discharged(events: &[BerserkEvent]) -> Option<u8> {
    events.iter().find_map(|e| match &e.kind {
        EventKind::RangedValue { attacker, value, .. } if attacker.uid == 0 => Some(*value),
        _ => None,
    })
}

#[test]
fn a_magic_creature_moving_next_to_airin_gives_her_discharge_plus_one_this_turn() {
    let (g, events) = run(json!([]), airin_board(), &[step(1, [1, 1]), act(0, 1, 5)]);
    assert_eq!(airin_triggered(&events), 1);
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::FeatureGained { creature, feature, .. }
        if creature.uid == 0 && feature == "discharge_bonus")));
    assert_eq!(discharged(&events), Some(2));
    assert_eq!(g.creature(5).unwrap().wounds, 2);
}

#[test]
fn airin_counts_no_creature_without_magic_nor_one_already_next_to_her() {
    // The Nomad has no discharge, magic strike or spell.
    let (_, events) = run(json!([]), airin_board(), &[step(4, [3, 0]), act(0, 1, 5)]);
    assert_eq!(airin_triggered(&events), 0);
    assert_eq!(discharged(&events), Some(1));
    // Ost steps next to her, then the Acolyte moves from one cell next to her to another:
    // only Ost's arrival counts.
    let creatures = json!([
        at("vs-041", 0, [2, 1]),
        at("vs-005", 0, [0, 1]),
        at("vs-010", 0, [3, 2]),
        at("vs-128", 1, [0, 5])
    ]);
    let (_, events) = run(json!([]), creatures, &[step(1, [1, 1]), step(2, [3, 1]), act(0, 1, 3)]);
    assert_eq!(airin_triggered(&events), 1);
    assert_eq!(discharged(&events), Some(2));
}

#[test]
fn airin_gains_at_most_two_a_turn_and_loses_them_as_the_turn_ends() {
    // Three magic creatures arrive: +2, not +3.
    let (g, events) = run(
        json!([]),
        airin_board(),
        &[step(1, [1, 1]), step(2, [3, 2]), step(3, [2, 2]), act(0, 1, 5)],
    );
    assert_eq!(airin_triggered(&events), 2);
    assert_eq!(discharged(&events), Some(3));
    assert_eq!(g.creature(5).unwrap().wounds, 3);
    // Arrivals in turn 1, her discharge in turn 3: nothing left of them.
    let (_, events) = run(
        json!([]),
        airin_board(),
        &[
            step(1, [1, 1]),
            json!({"type": "pass"}),
            json!({"type": "pass"}),
            act(0, 1, 5),
        ],
    );
    assert_eq!(discharged(&events), Some(1));
}

#[test]
fn an_enemy_magic_creature_arriving_in_its_own_turn_counts_too() {
    let creatures = json!([
        at("vs-041", 0, [2, 1]),
        at("vs-005", 1, [2, 3]),
        at("vs-128", 1, [0, 5])
    ]);
    let (g, events) = run(json!([]), creatures, &[json!({"type": "pass"}), step(1, [2, 2])]);
    assert_eq!(airin_triggered(&events), 1);
    assert!(g.st.creatures[0]
        .gained
        .iter()
        .any(|(f, _)| f.key() == "discharge_bonus"));
}

// ----- 138 Fire Imp ----------------------------------------------------------------------------

fn throw_value(events: &[BerserkEvent], uid: u16) -> Option<u8> {
    events.iter().find_map(|e| match &e.kind {
        EventKind::RangedValue { attacker, value, .. } if attacker.uid == uid => Some(*value),
        _ => None,
    })
}

fn throw_bonuses(events: &[BerserkEvent]) -> Vec<(u16, u8, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::NextThrowBonus { creature, bonus, .. } => Some((creature.uid, *bonus, e.rule.to_string())),
            _ => None,
        })
        .collect()
}

/// The Fire Imp (0) on [2,2]; the Demon of Envy (1, teleport) of its side on `demon`; the
/// enemy Troll (2, life 10) on [2,5].
fn imp_board(demon: [u8; 2]) -> Value {
    json!([at("vs-138", 0, [2, 2]), at("vs-145", 0, demon), at("vs-128", 1, [2, 5])])
}

#[test]
fn a_teleport_from_next_to_the_fire_imp_into_the_enemy_half_gives_its_next_throw_plus_one() {
    let (g, events) = run(json!([]), imp_board([1, 2]), &[step(1, [0, 4]), act(0, 0, 2)]);
    assert_eq!(throw_bonuses(&events), vec![(0, 1, "B-GAME-13".to_string())]);
    assert!(events.iter().any(
        |e| matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 1, when }
        if creature.uid == 0 && when == "on_teleport")
    ));
    assert_eq!(throw_value(&events, 0), Some(2));
    assert_eq!(g.creature(2).unwrap().wounds, 2);
    // Spent on that throw.
    assert_eq!(g.st.creatures[0].next_throw, 0);
}

#[test]
fn the_fire_imp_gains_nothing_from_a_walk_a_teleport_home_or_one_from_afar() {
    // A walk into the enemy's half (one step ahead) is no teleport.
    let (_, events) = run(json!([]), imp_board([1, 2]), &[step(1, [1, 3]), act(0, 0, 2)]);
    assert!(throw_bonuses(&events).is_empty());
    assert_eq!(throw_value(&events, 0), Some(1));
    // A teleport into its own half.
    let (_, events) = run(json!([]), imp_board([1, 2]), &[step(1, [4, 0]), act(0, 0, 2)]);
    assert!(throw_bonuses(&events).is_empty());
    // A teleport from a cell not next to the imp.
    let (_, events) = run(json!([]), imp_board([0, 0]), &[step(1, [0, 4]), act(0, 0, 2)]);
    assert!(throw_bonuses(&events).is_empty());
    assert_eq!(throw_value(&events, 0), Some(1));
}

#[test]
fn the_fire_imps_bonus_is_at_most_one_and_lasts_its_turn_only() {
    // Two Demons teleport from next to it: +1, not +2.
    let creatures = json!([
        at("vs-138", 0, [2, 2]),
        at("vs-145", 0, [1, 2]),
        at("vs-145", 0, [3, 2]),
        at("vs-128", 1, [2, 5])
    ]);
    let (_, events) = run(json!([]), creatures, &[step(1, [0, 4]), step(2, [4, 4]), act(0, 0, 3)]);
    assert_eq!(throw_bonuses(&events).len(), 1);
    assert_eq!(throw_value(&events, 0), Some(2));
    // The teleport in turn 1, the throw in turn 3: nothing left of it.
    let (_, events) = run(
        json!([]),
        imp_board([1, 2]),
        &[
            step(1, [0, 4]),
            json!({"type": "pass"}),
            json!({"type": "pass"}),
            act(0, 0, 2),
        ],
    );
    assert_eq!(throw_value(&events, 0), Some(1));
}

#[test]
fn an_enemy_teleport_beside_the_fire_imp_gives_it_nothing() {
    let creatures = json!([
        at("vs-138", 0, [2, 2]),
        at("vs-145", 1, [2, 3]),
        at("vs-128", 1, [2, 5])
    ]);
    let (_, events) = run(json!([]), creatures, &[json!({"type": "pass"}), step(1, [0, 0])]);
    assert!(throw_bonuses(&events).is_empty());
}

// ----- 185 Shaxi -------------------------------------------------------------------------------

fn trigger(creature: u16, ability: u8, target: u16) -> Value {
    json!({ "type": "trigger", "creature": creature, "ability": ability, "target": target })
}

fn shaxi_rolls(events: &[BerserkEvent]) -> Vec<(u8, String)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::AbilityDieRolled {
                creature,
                ability: 1,
                value,
            } if creature.uid == 0 => Some((*value, e.rule.to_string())),
            _ => None,
        })
        .collect()
}

/// Shaxi (0, jump 3, movement 1) on [2,0] with `wounds`; of her side a Nomad (1) on [1,2]; the
/// enemy Nomad (2) on [2,3] with 3 wounds.
fn shaxi_board(wounds: u8) -> Value {
    json!([
        { "card": "vs-185", "owner": 0, "cell": [2, 0], "wounds": wounds },
        at("vs-001", 0, [1, 2]),
        { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 3 }
    ])
}

#[test]
fn shaxi_rolls_as_she_jumps_and_one_or_two_wounds_a_creature_next_to_her_her_owner_chooses() {
    // She jumps two cells ahead (her walk reaches one): die 1.
    let (g, events) = run(json!([1]), shaxi_board(0), &[step(0, [2, 2])]);
    assert_eq!(shaxi_rolls(&events), vec![(1, "B-GAME-13".to_string())]);
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert_eq!(berserk_cards::offered_targets(&d), vec![1, 2]);
    let (g, _) = run(json!([1]), shaxi_board(0), &[step(0, [2, 2]), trigger(0, 1, 2)]);
    assert_eq!(g.creature(2).unwrap().wounds, 5);
    assert_eq!(g.creature(1).unwrap().wounds, 0);
}

#[test]
fn shaxis_three_or_four_heals_her_or_a_neighbour_and_five_or_six_gives_a_counter() {
    // Die 4: she heals herself 3.
    let (g, _) = run(json!([4]), shaxi_board(4), &[step(0, [2, 2]), trigger(0, 1, 0)]);
    assert_eq!(g.creature(0).unwrap().wounds, 1);
    // Die 3: the wounded enemy Nomad, healed 3, if her owner wants.
    let (g, _) = run(json!([3]), shaxi_board(4), &[step(0, [2, 2]), trigger(0, 1, 2)]);
    assert_eq!(g.creature(2).unwrap().wounds, 0);
    assert_eq!(g.creature(0).unwrap().wounds, 4);
    // Die 6: a counter on the creature chosen.
    let (g, _) = run(json!([6]), shaxi_board(0), &[step(0, [2, 2]), trigger(0, 1, 1)]);
    assert_eq!(g.creature(1).unwrap().counters, 1);
    assert_eq!(g.creature(2).unwrap().counters, 0);
}

#[test]
fn shaxi_rolls_nothing_as_she_walks_and_acts_at_once_on_her_one_neighbour() {
    let (_, events) = run(json!([1]), shaxi_board(0), &[step(0, [2, 1])]);
    assert!(shaxi_rolls(&events).is_empty());
    // One creature next to where she lands: no choice, it takes the 2 wounds.
    let creatures = json!([at("vs-185", 0, [2, 0]), { "card": "vs-001", "owner": 1, "cell": [2, 3], "wounds": 3 }]);
    let (g, events) = run(json!([2]), creatures, &[step(0, [2, 2])]);
    assert_eq!(shaxi_rolls(&events).len(), 1);
    assert_eq!(g.creature(1).unwrap().wounds, 5);
    assert_ne!(g.pending().unwrap().kind, DecisionKind::Trigger);
}

// ----- 111 Tovi --------------------------------------------------------------------------------

fn decline(creature: u16, ability: u8) -> Value {
    json!({ "type": "decline", "creature": creature, "ability": ability })
}

/// Tovi (0) on [2,1]; the enemy Nomad (1) on [1,4] (a free cell behind it) and Troll (2) on
/// [3,5] (the board's edge behind it).
fn tovi_board() -> Value {
    json!([
        at("vs-111", 0, [2, 1]),
        at("vs-001", 1, [1, 4]),
        at("vs-128", 1, [3, 5])
    ])
}

#[test]
fn as_tovi_steps_the_opponent_chooses_a_creature_to_move_the_same_way() {
    let (g, events) = run(json!([]), tovi_board(), &[step(0, [2, 2])]);
    assert!(events.iter().any(
        |e| matches!(&e.kind, EventKind::AbilityTriggered { creature, ability: 0, when }
        if creature.uid == 0 && when == "on_move")
            && e.rule == "B-GAME-13"
    ));
    // The opponent's decision: the Nomad (the Troll stands at the edge), or none.
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (1, DecisionKind::Trigger));
    assert_eq!(berserk_cards::offered_targets(&d), vec![1]);
    assert!(d.options.iter().any(|c| matches!(c, Choice::Decline { player: 1, .. })));
    let (g, events) = run(
        json!([]),
        tovi_board(),
        &[step(0, [2, 2]), trigger(0, 0, 1), act(0, 1, 2)],
    );
    assert_eq!(g.creature(1).unwrap().cell, [1, 5]);
    assert!(!g.creature(1).unwrap().moved, "not a move of its own");
    assert_eq!(throw_value(&events, 0), Some(1));
}

#[test]
fn tovi_throws_two_more_when_the_opponent_will_not_or_cannot_move() {
    let (_, events) = run(json!([]), tovi_board(), &[step(0, [2, 2]), decline(0, 0), act(0, 1, 2)]);
    assert_eq!(throw_bonuses(&events), vec![(0, 2, "B-GAME-13".to_string())]);
    assert_eq!(throw_value(&events, 0), Some(3));
    // Nobody can: both at the board's edge behind them. No decision; +2 at once.
    let creatures = json!([
        at("vs-111", 0, [2, 1]),
        at("vs-001", 1, [1, 5]),
        at("vs-128", 1, [3, 5])
    ]);
    let (g, events) = run(json!([]), creatures, &[step(0, [2, 2])]);
    assert_eq!(throw_bonuses(&events).len(), 1);
    assert_eq!(g.pending().unwrap().kind, DecisionKind::Main);
    // The bonus is its next throw's this turn only: gone by turn 3.
    let creatures = json!([
        at("vs-111", 0, [2, 1]),
        at("vs-001", 1, [1, 5]),
        at("vs-128", 1, [3, 5])
    ]);
    let (_, events) = run(
        json!([]),
        creatures,
        &[
            step(0, [2, 2]),
            json!({"type": "pass"}),
            json!({"type": "pass"}),
            act(0, 1, 2),
        ],
    );
    assert_eq!(throw_value(&events, 0), Some(1));
}

#[test]
fn only_the_opponent_answers_tovi_and_only_with_a_creature_that_can_move() {
    let (mut g, _) = run(json!([]), tovi_board(), &[step(0, [2, 2])]);
    let mine = Choice::Decline {
        player: 0,
        creature: 0,
        ability: 0,
    };
    assert!(g.choose(&mine).is_err());
    let theirs = Choice::Trigger {
        player: 1,
        creature: 0,
        ability: 0,
        target: 2,
    };
    assert!(g.choose(&theirs).is_err(), "the Troll cannot move off the board");
}

// ----- 181 Luck Catcher ------------------------------------------------------------------------

/// The Luck Catcher (0) on [4,0]; its side's Nomad (1) on [2,2] strikes the enemy Nomad (2) on
/// [2,3]; in the die-roll step its owner uses the instant on `fighter`'s die with effect `x`.
fn luck(dice: Value, fighter: u16, x: u8) -> Result<(BerserkGame, Vec<BerserkEvent>), String> {
    let creatures = json!([
        at("vs-181", 0, [4, 0]),
        at("vs-001", 0, [2, 2]),
        at("vs-001", 1, [2, 3])
    ]);
    let mut choices = vec![berserk_cards::strike(1, 2)];
    choices.extend(vec![json!("pass"); 4]);
    choices.push(json!({ "type": "act", "creature": 0, "ability": 1, "target": fighter, "x": x }));
    arbiter::rulesets::berserk::scenario::run(
        json!({ "ruleset": "berserk", "dice": dice, "creatures": creatures, "choices": choices }),
    )
    .map_err(|e| e.to_string())
}

fn roll_taken(events: &[BerserkEvent]) -> (u8, Option<u8>) {
    events
        .iter()
        .find_map(|e| match &e.kind {
            EventKind::RollRemoved {
                attacker_roll,
                defender_roll,
            } => Some((*attacker_roll, *defender_roll)),
            _ => None,
        })
        .unwrap()
}

#[test]
fn the_luck_catcher_adds_one_to_a_die_or_takes_one_off() {
    // +1 to its side's attacker: 3 becomes 4.
    let (g, events) = luck(json!([3, 3]), 1, 1).unwrap();
    assert_eq!(roll_taken(&events), (4, Some(3)));
    assert!(events.iter().any(
        |e| matches!(&e.kind, EventKind::DieModified { source, amount: 1, value: 4, .. } if source.uid == 0)
            && e.rule == "B-ATK-2"
    ));
    assert!(g.creature(0).unwrap().closed, "its cost closes it");
    // −1 to the enemy defender's die: 3 becomes 2.
    let (_, events) = luck(json!([3, 3]), 2, 2).unwrap();
    assert_eq!(roll_taken(&events), (3, Some(2)));
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::DieLowered { source, amount: 1, value: 2, .. } if source.uid == 0)));
}

#[test]
fn the_luck_catcher_may_reroll_a_die_instead() {
    let (_, events) = luck(json!([3, 3, 6]), 1, 3).unwrap();
    assert!(events
        .iter()
        .any(|e| matches!(&e.kind, EventKind::DieRerolled { by, old: 3, value: 6, .. } if by.uid == 0)));
    assert_eq!(roll_taken(&events), (6, Some(3)));
}

#[test]
fn the_luck_catcher_names_one_of_its_three_effects_and_only_a_die_on_the_stack() {
    for x in [0, 4] {
        let e = luck(json!([3, 3]), 1, x).unwrap_err();
        assert!(e.contains("x"), "{e}");
    }
    // Not a fighter's die: the Luck Catcher itself does not fight.
    assert!(luck(json!([3, 3]), 0, 1).is_err());
    // Before the dice are rolled (the preliminary stage), no die to change.
    let creatures = json!([
        at("vs-181", 0, [4, 0]),
        at("vs-001", 0, [2, 2]),
        at("vs-001", 1, [2, 3])
    ]);
    let choices =
        json!([berserk_cards::strike(1, 2), { "type": "act", "creature": 0, "ability": 1, "target": 1, "x": 1 }]);
    assert!(
        berserk_cards::refused(json!({ "ruleset": "berserk", "creatures": creatures, "choices": choices }))
            .contains("B-GAME-12")
    );
}

// ----- 184 Hermit ------------------------------------------------------------------------------

/// The enemy's turn: its Troll (3, strike 2-4-5, attack experience 1) on [2,3] strikes the
/// Nomad (1) on [2,2] of the Hermit's side, dice 6 against 1 (strong, 5); the Hermit (0) on
/// [0,0] and a Nomad (2) on [4,1] beside. Once the strikes are determined the Hermit's owner
/// uses her instant on `struck` (if any); every priority is passed, and each wound of the
/// strike her owner spreads goes onto the next of `onto`.
fn hermit(struck: Option<u16>, onto: &[u16]) -> (BerserkGame, Vec<BerserkEvent>) {
    let creatures = json!([
        at("vs-184", 0, [0, 0]),
        at("vs-001", 0, [2, 2]),
        at("vs-001", 0, [4, 1]),
        at("vs-128", 1, [2, 3])
    ]);
    let (mut g, mut events) = played(
        json!({ "ruleset": "berserk", "active": 1, "dice": [6, 1], "creatures": creatures,
        "choices": [berserk_cards::strike(3, 1)], "until": "choices_end" }),
    );
    let mut onto = onto.iter();
    let mut used = struck.is_none();
    while let Some(d) = g.pending() {
        let c = match d.kind {
            DecisionKind::Priority
                if !used && d.player == 0 && g.st.attack.as_ref().is_some_and(|a| a.strikes[0].is_some()) =>
            {
                used = true;
                Choice::Act {
                    player: 0,
                    creature: 0,
                    ability: 0,
                    target: struck.unwrap(),
                    also: vec![],
                    x: 0,
                    cell: None,
                }
            }
            DecisionKind::Priority if g.st.attack.is_some() => Choice::Pass { player: d.player },
            DecisionKind::Trigger => Choice::Trigger {
                player: d.player,
                creature: 0,
                ability: 0,
                target: *onto.next().expect("a creature to name"),
            },
            _ => break,
        };
        events.extend(g.choose(&c).unwrap_or_else(|e| panic!("{c:?}: {e}")));
    }
    (g, events)
}

fn spread_to(events: &[BerserkEvent]) -> Vec<(u16, u16, u8)> {
    events
        .iter()
        .filter_map(|e| match &e.kind {
            EventKind::WoundsMoved { from, to, wounds } => Some((from.uid, to.uid, *wounds)),
            _ => None,
        })
        .collect()
}

#[test]
fn the_hermit_spreads_a_strikes_wounds_over_her_other_creatures_one_at_a_time() {
    // 5 wounds: three onto the other Nomad, two onto the Hermit herself, as her owner names.
    let (g, events) = hermit(Some(1), &[2, 0, 2, 2, 0]);
    assert_eq!(g.creature(1).unwrap().wounds, 0, "the struck Nomad takes none");
    assert_eq!(g.creature(2).unwrap().wounds, 3);
    assert_eq!(g.creature(0).unwrap().wounds, 2);
    assert!(g.creature(0).unwrap().closed, "her instant closes her");
    assert_eq!(
        spread_to(&events),
        vec![(1, 2, 1), (1, 0, 1), (1, 2, 1), (1, 2, 1), (1, 0, 1)]
    );
    assert!(events.iter().any(
        |e| matches!(&e.kind, EventKind::StrikeSpread { by, target, wounds: 5, .. } if by.uid == 0 && target.uid == 1)
            && e.rule == "B-ATK-6"
    ));
    assert!(g.st.attack.is_none(), "the attack is over once every wound is placed");
}

#[test]
fn without_the_hermit_the_strike_lands_and_her_owner_alone_names_the_creatures() {
    let (g, events) = hermit(None, &[]);
    assert_eq!(g.creature(1).unwrap().wounds, 5);
    assert!(spread_to(&events).is_empty());
    // The enemy may not name them; nor may her owner name the struck Nomad or an enemy.
    let creatures = json!([
        at("vs-184", 0, [0, 0]),
        at("vs-001", 0, [2, 2]),
        at("vs-001", 0, [4, 1]),
        at("vs-128", 1, [2, 3])
    ]);
    let (mut g, _) = played(
        json!({ "ruleset": "berserk", "active": 1, "dice": [6, 1], "creatures": creatures,
        "choices": [berserk_cards::strike(3, 1)], "until": "choices_end" }),
    );
    while let Some(d) = g.pending() {
        let c = match d.kind {
            DecisionKind::Priority
                if d.player == 0
                    && g.st.attack.as_ref().is_some_and(|a| a.strikes[0].is_some())
                    && !g.creature(0).unwrap().closed =>
            {
                Choice::Act {
                    player: 0,
                    creature: 0,
                    ability: 0,
                    target: 1,
                    also: vec![],
                    x: 0,
                    cell: None,
                }
            }
            DecisionKind::Priority => Choice::Pass { player: d.player },
            _ => break,
        };
        g.choose(&c).unwrap();
    }
    let d = g.pending().unwrap();
    assert_eq!((d.player, d.kind), (0, DecisionKind::Trigger));
    assert_eq!(berserk_cards::offered_targets(&d), vec![0, 2]);
    for bad in [
        Choice::Trigger {
            player: 0,
            creature: 0,
            ability: 0,
            target: 1,
        },
        Choice::Trigger {
            player: 0,
            creature: 0,
            ability: 0,
            target: 3,
        },
    ] {
        assert!(g.choose(&bad).is_err(), "{bad:?}");
    }
}

#[test]
fn the_hermit_with_one_other_creature_puts_every_wound_on_it() {
    let creatures = json!([
        at("vs-184", 0, [0, 0]),
        at("vs-001", 0, [2, 2]),
        at("vs-128", 1, [2, 3])
    ]);
    let (mut g, mut events) = played(
        json!({ "ruleset": "berserk", "active": 1, "dice": [6, 1], "creatures": creatures,
        "choices": [berserk_cards::strike(2, 1)], "until": "choices_end" }),
    );
    while let Some(d) = g.pending() {
        let c = match d.kind {
            DecisionKind::Priority
                if d.player == 0
                    && g.st.attack.as_ref().is_some_and(|a| a.strikes[0].is_some())
                    && !g.creature(0).unwrap().closed =>
            {
                Choice::Act {
                    player: 0,
                    creature: 0,
                    ability: 0,
                    target: 1,
                    also: vec![],
                    x: 0,
                    cell: None,
                }
            }
            DecisionKind::Priority if g.st.attack.is_some() => Choice::Pass { player: d.player },
            _ => break,
        };
        events.extend(g.choose(&c).unwrap());
    }
    assert_eq!(spread_to(&events), vec![(1, 0, 5)]);
    assert_eq!((g.creature(0).unwrap().wounds, g.creature(1).unwrap().wounds), (5, 0));
}
