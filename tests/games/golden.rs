//! Golden scenarios: the worked examples of seeds 000 and 004. Each file in
//! `tests/scenarios/` must resolve to its `.expected.json` exactly, and the facts the seeds
//! state are asserted on their own so a wrong expected file cannot hide a wrong rule.

use arbiter::scenario::{resolve, Resolution};
use serde_json::Value;
use std::path::Path;

fn run(name: &str) -> Resolution {
    let path = Path::new("tests/scenarios").join(format!("{name}.json"));
    let text = std::fs::read_to_string(&path).unwrap();
    resolve(&text).unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn character(r: &Resolution, player: usize, index: usize) -> &Value {
    &r.state["players"][player]["characters"][index]
}

fn kinds<'a>(r: &'a Resolution, kind: &str) -> Vec<&'a Value> {
    r.events.iter().filter(|e| e["kind"] == kind).collect()
}

#[test]
fn every_golden_file_matches_its_expected_result() {
    let mut checked = 0;
    for entry in std::fs::read_dir("tests/scenarios").unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.ends_with(".json") || name.ends_with(".expected.json") {
            continue;
        }
        let got = resolve(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let expected_path = path.with_extension("expected.json");
        let expected: Value = serde_json::from_str(&std::fs::read_to_string(&expected_path).unwrap()).unwrap();
        let got: Value = serde_json::from_str(&got.to_json()).unwrap();
        assert_eq!(got, expected, "{name} differs from {}", expected_path.display());
        checked += 1;
    }
    assert!(
        checked >= 4,
        "expected at least the four seed examples, found {checked}"
    );
}

/// Seed 000, first example: Wakizashi then Parole; Dague vivante replaces Parole, the +2/+2
/// is lost for this combat and Dague's after-combat effects apply.
#[test]
fn seed000_dague_vivante_replaces_parole() {
    let r = run("seed000-dague-replaces-parole");
    let iro = character(&r, 0, 0);
    assert_eq!(iro["weapons"], serde_json::json!(["wakizashi", "dague-vivante"]));
    assert_eq!(
        r.state["players"][0]["discard"],
        serde_json::json!(["parole-de-l-empereur"])
    );
    let replaced = kinds(&r, "weapon_replaced");
    assert_eq!(replaced.len(), 1);
    assert_eq!(replaced[0]["replaced"], "parole-de-l-empereur");
    // In the clash Iro has 4 + 2 (Wakizashi) + 1 (Gakyusha's aura) = 7 ATT and 2 DEF:
    // without Parole's +2/+2 he deals 7 − 3 = 4 and takes 3 − 2 = 1.
    let clash = kinds(&r, "damaged");
    assert_eq!(clash[0]["amount"], 4);
    assert_eq!(clash[1]["amount"], 1);
    // After the combat Dague vivante activates: heals (capped at max PV) and +2 ATT.
    assert_eq!(kinds(&r, "activated").len(), 1);
    assert_eq!(iro["pv"], 13);
    assert_eq!(iro["attack"], 4 + 2 + 2 + 1);
}

/// Seed 000, second example: Wakizashi then Mangevie; a new Wakizashi replaces the first.
#[test]
fn seed000_second_wakizashi_replaces_the_first() {
    let r = run("seed000-second-wakizashi");
    assert_eq!(
        character(&r, 0, 0)["weapons"],
        serde_json::json!(["mangevie", "wakizashi"])
    );
    assert_eq!(r.state["players"][0]["discard"], serde_json::json!(["wakizashi"]));
}

/// Seed 000, third example: Dague vivante then Mangevie; Wakizashi replaces Mangevie.
#[test]
fn seed000_wakizashi_replaces_mangevie() {
    let r = run("seed000-wakizashi-replaces-mangevie");
    assert_eq!(
        character(&r, 0, 0)["weapons"],
        serde_json::json!(["dague-vivante", "wakizashi"])
    );
    assert_eq!(r.state["players"][0]["discard"], serde_json::json!(["mangevie"]));
}

/// Seed 004: Anazra (pure mage) played Lame sorcière; Mâche l'âme played Dague vivante then
/// Chimère noire. Anazra makes no physical attack; at end of combat each loses 2 PV.
#[test]
fn seed004_anazra_against_mache_l_ame() {
    let r = run("seed004-anazra-vs-mache");
    let none = kinds(&r, "no_physical_attack");
    assert_eq!(none.len(), 1);
    assert_eq!(none[0]["character"]["card"], "anazra");
    assert_eq!(none[0]["rule"], "E-CLASH-2");
    // PV just before the end of combat, from the last clash event on each.
    let end: Vec<&Value> = r.events.iter().filter(|e| e["rule"] == "E-END-1").collect();
    let pv_before = |card: &str| -> i64 {
        r.events
            .iter()
            .filter(|e| e["rule"] == "E-CLASH-1" && e["target"]["card"] == card)
            .map(|e| e["pv"].as_i64().unwrap())
            .next_back()
            .unwrap_or(match card {
                "anazra" => 11,
                _ => 14,
            })
    };
    let anazra_before = pv_before("anazra");
    let mache_before = pv_before("mache-l-ame");
    assert_eq!(character(&r, 0, 0)["pv"].as_i64().unwrap(), anazra_before - 2);
    assert_eq!(character(&r, 1, 0)["pv"].as_i64().unwrap(), mache_before - 2);
    // 4 magic from Lame sorcière, 2 direct from Chimère noire, Dague vivante heals 2.
    let amounts: Vec<(String, i64)> = end
        .iter()
        .filter(|e| e["kind"] == "damaged" || e["kind"] == "healed")
        .map(|e| (e["source"].as_str().unwrap().to_string(), e["amount"].as_i64().unwrap()))
        .collect();
    assert!(amounts.contains(&("lame-sorciere".into(), 4)));
    assert!(amounts.contains(&("chimere-noire".into(), 2)));
    assert!(amounts.contains(&("dague-vivante".into(), 2)));
}

/// The index of the first event of `kind` after `from`.
fn first(r: &Resolution, kind: &str, from: usize) -> usize {
    (from..r.events.len())
        .find(|&i| r.events[i]["kind"] == kind)
        .unwrap_or_else(|| panic!("no {kind} after {from}"))
}

/// Berserk, seed 001 (§511.5): the target is fixed inside the preliminary stage (its bullets
/// come before the stage ends), and the strikes are given inside the die-roll step.
#[test]
fn berserk_bullets_apply_inside_their_stage() {
    let r = run("berserk-attack");
    let fixed = first(&r, "target_fixed", 0);
    let ended = first(&r, "step_ended", 0);
    assert!(fixed < ended && r.events[ended]["step"] == "preliminary");
    let given = first(&r, "strikes_determined", 0);
    let ended = first(&r, "step_ended", given);
    assert_eq!(r.events[ended]["step"], "die_roll");
}

/// Berserk, 511.5.3: a Shield Maiden blocks the knight's strike on her neighbour.
#[test]
fn berserk_block_in_the_blocking_step() {
    let r = run("berserk-block");
    let blocked = kinds(&r, "strike_blocked");
    assert_eq!(blocked.len(), 1);
    assert_eq!(blocked[0]["feature"], "block");
    assert_eq!(blocked[0]["rule"], "B-ATK-4");
    assert_eq!(r.state["creatures"][1]["wounds"], 0);
    assert_eq!(r.state["creatures"][2]["closed"], true);
}

/// Berserk, preliminary stage: a block stops the attack before any die is rolled.
#[test]
fn berserk_block_in_the_preliminary_stage() {
    let r = run("berserk-block-attack");
    assert_eq!(kinds(&r, "attack_blocked").len(), 1);
    assert!(kinds(&r, "die_rolled").is_empty());
    assert_eq!(r.state["creatures"][1]["wounds"], 0);
}

/// Berserk, 511.5.2: Натиск and Воодушевление (used by a drummer outside the fight) add to
/// the medium strike: 3 + 1 + 1 wounds on the troll.
#[test]
fn berserk_calculation_modifiers() {
    let r = run("berserk-calculation");
    let mods: Vec<&str> = kinds(&r, "strike_modified")
        .iter()
        .map(|e| e["feature"].as_str().unwrap())
        .collect();
    assert_eq!(mods, ["onslaught", "inspire"]);
    assert_eq!(r.state["creatures"][2]["wounds"], 5);
    assert_eq!(r.state["creatures"][1]["closed"], true);
}

/// Berserk, 511.5.1: Кровожадность fires on die roll and heals within the die-roll step.
#[test]
fn berserk_on_die_roll_feature() {
    let r = run("berserk-die-roll");
    let healed = first(&r, "healed", 0);
    let ended = first(&r, "step_ended", healed);
    assert_eq!(r.events[ended]["step"], "die_roll");
    assert_eq!(r.state["creatures"][0]["wounds"], 2);
}

/// Berserk, 511.5.4: armour prevents non-magic wounds only; the mage's strike passes the
/// golem's armour 2 whole.
#[test]
fn berserk_magic_attack_against_armour() {
    let r = run("berserk-magic");
    assert_eq!(kinds(&r, "armour_ignored").len(), 1);
    assert!(kinds(&r, "wounds_prevented").is_empty());
    assert_eq!(r.state["creatures"][1]["wounds"], 2);
}

/// Berserk, preliminary stage: the face-down target is revealed once it is fixed, before the
/// "on attack" poison goes on the stack.
#[test]
fn berserk_face_down_target_revealed() {
    let r = run("berserk-reveal");
    assert_eq!(r.events[0]["target"]["card"], "face-down");
    let revealed = first(&r, "revealed", 0);
    assert_eq!(r.events[revealed]["creature"]["card"], "forest-stalker");
    assert!(first(&r, "target_fixed", 0) < revealed && revealed < first(&r, "trigger_put", 0));
    assert_eq!(r.state["creatures"][1]["hidden"], false);
}

/// Berserk, preliminary stage and 511.5.1: the attack lies on the stack from its declaration,
/// the roll on it in the die-roll step; the priest's +1 lies on the roll, the warden's block
/// on the +1, which leaves the stack unresolved: 5 + 1 (the knight's experience) against 1
/// is a strong strike, 4 less the gnome's armour 1.
#[test]
fn berserk_block_of_a_feature_on_the_stack() {
    let r = run("berserk-block-feature");
    assert_eq!(first(&r, "attack_put", 0), 2);
    let blocked = first(&r, "feature_blocked", 0);
    assert_eq!(r.events[blocked]["by"]["card"], "rune-warden");
    assert_eq!(r.events[blocked]["creature"]["card"], "temple-priest");
    assert!(first(&r, "roll_put", 0) < blocked && blocked < first(&r, "roll_removed", 0));
    assert!(kinds(&r, "roll_bonus").is_empty());
    assert_eq!(kinds(&r, "strikes_determined")[0]["attacker_strike"], "strong");
    assert_eq!(r.state["creatures"][1]["wounds"], 3);
    assert!(first(&r, "attack_removed", 0) < first(&r, "attack_ended", 0));
}

/// Berserk, 511.5.5: Первый удар — the captain's medium counter-strike (3) lands first and
/// kills the sprite (life 2), whose weak strike never lands.
#[test]
fn berserk_first_strike() {
    let r = run("berserk-first-strike");
    let died = first(&r, "died", 0);
    let lost = first(&r, "strike_lost", died);
    assert_eq!(r.events[lost]["striker"]["card"], "fire-sprite");
    assert_eq!(r.state["creatures"][1]["wounds"], 0);
    assert_eq!(
        serde_json::to_value(r.outcome).unwrap(),
        serde_json::json!({ "winner": 1 })
    );
}

/// Berserk, 511.5.2 and 511.5.4: a feature gained until the end of the fight — the shaman
/// gives the gnome Каменная кожа in the calculation step; the troll's strong strike (5)
/// becomes medium (3), armour 1 leaves 2; the gnome loses the feature as the attack ends.
#[test]
fn berserk_gained_feature() {
    let r = run("berserk-gain");
    let gained = first(&r, "feature_gained", 0);
    assert_eq!(r.events[gained]["feature"], "stone_skin");
    assert!(gained < first(&r, "strike_replaced", gained));
    assert_eq!(r.state["creatures"][1]["wounds"], 2);
    assert!(first(&r, "attack_removed", 0) < first(&r, "feature_lost", 0));
    assert!(r.state["creatures"][1].get("gained").is_none());
}
