#![cfg(not(target_arch = "wasm32"))]
//! The messages a person writing a scenario, a deck, a choice or a game config by hand meets:
//! each bad input and the exact message it gets (plain words, the field path, and the nearest
//! ids for a misspelt one). docs/errors.md lists them.

use arbiter::saves::{self, Resumable};
use arbiter::scenario;
use serde_json::{json, Value};

fn eredan() -> Value {
    json!({
        "ruleset": "eredan", "seed": 3, "turn": 2, "active": 0, "from": "play",
        "players": [
            { "characters": [ { "card": "iro-le-duelliste" }, { "card": "seigneur-gakyusha" }, { "card": "mache-l-ame" } ],
              "hand": ["charge", "parole-de-l-empereur", "soin"] },
            { "characters": [ { "card": "anazra" }, { "card": "avatar-de-sol-ra" }, { "card": "garde-de-zil" } ],
              "hand": ["boule-de-feu"] }
        ],
        "fighters": [0, 0],
        "plays": [[], []],
        "until": "end_of_turn"
    })
}

fn berserk() -> Value {
    json!({
        "ruleset": "berserk", "seed": 1, "dice": [5, 1], "turn": 1, "active": 0, "from": "main",
        "creatures": [
            { "card": "veteran-knight", "owner": 0, "cell": [2, 2] },
            { "card": "gnome-axeman", "owner": 1, "cell": [3, 3] }
        ],
        "choices": [ { "type": "strike", "player": 0, "attacker": 0, "target": 1 }, "pass" ],
        "until": "attack_end"
    })
}

fn yummell() -> Value {
    json!({
        "ruleset": "yummell", "seed": 7,
        "players": [
            { "character": "lia", "advantage": "underdog", "square": 1, "hand": ["goblin", "tailwind"] },
            { "character": "brann", "advantage": "lucky-boots", "square": 4, "hand": ["storm"] }
        ],
        "at": "preparation",
        "choices": [ { "type": "play_event", "player": 0, "card": "tailwind" } ]
    })
}

/// `base` with the value at `path` (keys and indexes, "/"-separated) set to `to`, or removed
/// when `to` is `None`.
fn edit(mut base: Value, path: &str, to: Option<Value>) -> Value {
    let (parent, last) = path.rsplit_once('/').unwrap_or(("", path));
    let mut at = &mut base;
    for step in parent.split('/').filter(|s| !s.is_empty()) {
        at = match step.parse::<usize>() {
            Ok(i) => &mut at[i],
            Err(_) => &mut at[step],
        };
    }
    match (to, last.parse::<usize>()) {
        (Some(v), Ok(i)) => at[i] = v,
        (Some(v), Err(_)) => at[last] = v,
        (None, _) => {
            at.as_object_mut().unwrap().remove(last);
        }
    }
    base
}

/// Checks each case: the message `text` gets from `read`, against the one wanted.
fn check(cases: &[(String, &str)], read: impl Fn(&str) -> Result<(), String>) {
    let mut wrong = Vec::new();
    for (text, want) in cases {
        match read(text) {
            Ok(()) => wrong.push(format!("accepted: {text}")),
            Err(got) if got != *want => wrong.push(format!("{text}\n  want: {want}\n  got:  {got}")),
            Err(_) => {}
        }
    }
    assert!(wrong.is_empty(), "{} wrong:\n{}", wrong.len(), wrong.join("\n"));
}

fn scenario_message(text: &str) -> Result<(), String> {
    scenario::resolve(text).map(|_| ()).map_err(|e| e.0)
}

fn log_message(text: &str) -> Result<(), String> {
    saves::read_log(text)
        .and_then(|log| Resumable::start(&log).map(|_| ()))
        .map_err(|e| e.to_string())
}

fn cases(base: fn() -> Value, edits: &[(&str, Option<Value>, &'static str)]) -> Vec<(String, &'static str)> {
    edits
        .iter()
        .map(|(path, to, want)| (edit(base(), path, to.clone()).to_string(), *want))
        .collect()
}

#[test]
fn the_bases_are_valid() {
    for base in [eredan(), berserk(), yummell()] {
        scenario::resolve(&base.to_string()).unwrap();
    }
}

#[test]
fn eredan_scenarios() {
    check(
        &cases(
            eredan,
            &[
                ("players/0/hand/1", Some(json!("Nodachi")), "players[0].hand[1]: unknown card id \"Nodachi\" — did you mean \"nodachi\"?"),
                ("players/0/hand/1", Some(json!("Lame sorcière")), "players[0].hand[1]: unknown card id \"Lame sorcière\" — \"Lame sorcière\" is a card's name; its id is \"lame-sorciere\""),
                ("players/0/hand/0", Some(json!("Mâche l'âme")), "players[0].hand[0]: unknown card id \"Mâche l'âme\" — \"Mâche l'âme\" is a card's name; its id is \"mache-l-ame\""),
                ("players/0/hand/2", Some(json!("qwerty")), "players[0].hand[2]: unknown card id \"qwerty\""),
                ("players/0/characters/0/card", Some(json!("iro-le-dueliste")), "players[0].characters[0].card: unknown card id \"iro-le-dueliste\" — did you mean \"iro-le-duelliste\"?"),
                ("players/1/characters/2/card", Some(json!("garde")), "players[1].characters[2].card: unknown card id \"garde\" — did you mean \"garde-haute\" or \"garde-de-zil\"?"),
                ("turn", Some(json!("2")), "turn: expected a whole number, got the text \"2\""),
                ("turn", Some(json!(-1)), "turn: expected a whole number (0 or more), got the number -1"),
                ("active", Some(json!(1.5)), "active: expected a whole number, got the number 1.5"),
                ("until", Some(json!("end of turn")), "until: \"end of turn\" is not one of: \"end_of_combat\", \"end_of_turn\" — did you mean \"end_of_turn\"?"),
                ("from", Some(json!("plya")), "from: \"plya\" is not one of: \"play\", \"start\" — did you mean \"play\"?"),
                ("players/0/hnd", Some(json!([])), "players[0].hnd: unknown field \"hnd\" — did you mean \"hand\"? (allowed: \"characters\", \"hand\", \"deck\", \"discard\", \"score\")"),
                ("fighters", None, "the field \"fighters\" is missing"),
                ("fighters", Some(json!([0])), "fighters: expected a list of 2 items, got a list of 1 item"),
                ("fighters", Some(json!([0, 0, 0])), "fighters: expected a list of 2 items, got a list of 3 items"),
                ("players/0/hand", Some(json!("charge")), "players[0].hand: expected a list, got the text \"charge\""),
                ("players/0/characters/0/pv", Some(json!("10")), "players[0].characters[0].pv: expected a whole number, got the text \"10\""),
                ("players/0/characters/0/tapped", Some(json!("no")), "players[0].characters[0].tapped: expected true or false, got the text \"no\""),
                ("plays", Some(json!([["chrage"], []])), "plays[0]: [E-PLAY-1] cards[0]: unknown card id \"chrage\" — did you mean \"charge\"?"),
            ],
        ),
        scenario_message,
    );
}

#[test]
fn berserk_scenarios() {
    check(
        &cases(
            berserk,
            &[
                ("creatures/0/card", Some(json!("veteran-knigt")), "creatures[0].card: unknown creature id \"veteran-knigt\" — did you mean \"veteran-knight\"?"),
                ("creatures/0/card", Some(json!("Veteran Knight")), "creatures[0].card: unknown creature id \"Veteran Knight\" — \"Veteran Knight\" is a creature's name; its id is \"veteran-knight\""),
                ("creatures/0/cell", Some(json!([2])), "creatures[0].cell: expected a list of 2 items, got a list of 1 item"),
                ("creatures/0/cell", Some(json!(["a", 2])), "creatures[0].cell[0]: expected a whole number, got the text \"a\""),
                ("until", Some(json!("attack end")), "until: \"attack end\" is not one of: \"attack_end\", \"choices_end\" — did you mean \"attack_end\"?"),
                ("choices/0/type", Some(json!("strik")), "choices[0].type: \"strik\" is not one of: \"move\", \"strike\", \"pass\", \"redirect\", \"defender\", \"reroll\", \"block\", \"inspire\", \"use\", \"exchange\", \"side\", \"redeal\", \"keep\", \"recruit\", \"recruit_paying\", \"recruit_pair\", \"infiltrate\", \"dismiss\", \"done\", \"place\", \"act\", \"take_counter\", \"valhalla\", \"incarnate\", \"trigger\", \"decline\", \"put_back\", \"effect\", \"keep_die\", \"number\", \"cell\", \"reveal\", \"rearrange\" — did you mean \"strike\"?"),
                ("creatures/1/onwer", Some(json!(1)), "creatures[1].onwer: unknown field \"onwer\" — did you mean \"owner\"? (allowed: \"card\", \"owner\", \"cell\", \"wounds\", \"closed\", \"dead\", \"poison\", \"moved\", \"luck_used\", \"armour_used\", \"hidden\", \"flying\", \"counters\", \"incarnation\", \"extra_lives\", \"paid_extra\", \"companion\", \"exiled\", \"after_deployment\")"),
            ],
        ),
        scenario_message,
    );
}

#[test]
fn yummell_scenarios() {
    check(
        &cases(
            yummell,
            &[
                ("players/0/character", Some(json!("Lia")), "players[0].character: unknown character id \"Lia\" — did you mean \"lia\"?"),
                ("players/0/advantage", Some(json!("underdg")), "players[0].advantage: unknown advantage id \"underdg\" — did you mean \"underdog\"?"),
                ("players/0/hand/0", Some(json!("gobin")), "players[0].hand[0]: unknown card id \"gobin\" — did you mean \"goblin\"?"),
                ("players/0/hand/0", Some(json!("Goblin")), "players[0].hand[0]: unknown card id \"Goblin\" — did you mean \"goblin\"?"),
                ("players/1/square", Some(json!("4")), "players[1].square: expected a whole number, got the text \"4\""),
                ("at", Some(json!("preperation")), "at: \"preperation\" is not one of: \"preparation\", \"after_preparation\", \"movement\", \"after_movement\", \"challenge\", \"after_encounter\" — did you mean \"preparation\"?"),
                ("choices/0/type", Some(json!("play event")), "choices[0].type: \"play event\" is not one of: \"continue\", \"play_event\", \"start_artefact\", \"use_artefact\", \"ability\", \"advantage\", \"move\", \"rest\", \"challenge\", \"discard\" — did you mean \"play_event\"?"),
                ("choices/0/card", Some(json!("tailwnd")), "choices[0]: [Y-ACT-2] card: \"tailwnd\" is not in your hand"),
                ("players/0/charcter", Some(json!("lia")), "players[0].charcter: unknown field \"charcter\" — did you mean \"character\"? (allowed: \"character\", \"advantage\", \"square\", \"hand\", \"active\", \"activating\")"),
            ],
        ),
        scenario_message,
    );
}

#[test]
fn decks_choices_and_configs() {
    let log = |rest: Value| {
        let mut v = json!({ "format": "arbiter-log", "ruleset": "eredan", "seed": 1 });
        for (k, x) in rest.as_object().unwrap() {
            v[k] = x.clone();
        }
        // The version of the saves of the log's ruleset (Eredan's is 2).
        v["version"] = json!(saves::save_version(v["ruleset"].as_str().unwrap_or("")));
        v.to_string()
    };
    // A ready deck with one card misspelt.
    let data: Value = serde_json::from_str(include_str!("../../data/eredan.json")).unwrap();
    let mut deck = data["decks"][0].clone();
    deck["cards"][3] = json!("nodachy");
    let cases: Vec<(String, &str)> = vec![
        (
            log(json!({ "setup": { "decks": ["lames-de-kotob", "zil-et-sortileges"] } })),
            "[E-SET] setup.decks[0]: unknown deck id \"lames-de-kotob\" — did you mean \"lames-de-kotoba\"? (ready decks: \"lames-de-kotoba\", \"zil-et-sortileges\", \"envoyes-de-noz-dingard\", \"pactes-de-nehant\")",
        ),
        (log(json!({ "setup": { "decks": ["zil", "zil-et-sortileges"] } })), "[E-SET] setup.decks[0]: unknown deck id \"zil\" — did you mean \"zil-et-sortileges\"? (ready decks: \"lames-de-kotoba\", \"zil-et-sortileges\", \"envoyes-de-noz-dingard\", \"pactes-de-nehant\")"),
        (log(json!({ "setup": { "decks": [deck, "zil-et-sortileges"] } })), "setup: [E-SET] decks[0].cards[3]: unknown card id \"nodachy\" — did you mean \"nodachi\"?"),
        (log(json!({ "setup": { "deck": [] } })), "setup.deck: unknown field \"deck\" — did you mean \"decks\"? (allowed: \"decks\")"),
        (log(json!({ "ruleset": "Eredan" })), "ruleset: unknown ruleset \"Eredan\" — did you mean \"eredan\"? (available: eredan, berserk, yummell)"),
        (log(json!({ "sede": 4 })), "log.sede: unknown field \"sede\" — did you mean \"seed\"? (allowed: \"format\", \"version\", \"ruleset\", \"seed\", \"setup\", \"choices\", \"end\")"),
        (log(json!({ "seed": "4" })), "log.seed: expected a whole number, got the text \"4\""),
        (
            log(json!({ "choices": [{ "type": "fighter", "player": 0, "own": 0, "opponent": 0 }] })),
            "choices[0]: choice.type: \"fighter\" is not one of: \"fighters\", \"play\", \"discard\" — did you mean \"fighters\"?",
        ),
        (
            log(json!({ "choices": [{ "type": "fighters", "player": 0, "own": 0 }] })),
            "choices[0]: choice: the field \"opponent\" is missing",
        ),
        (
            log(
                json!({ "ruleset": "yummell", "setup": { "seats": [{ "character": "lya", "advantage": "underdog" }, { "character": "brann", "advantage": "lucky-boots" }] } }),
            ),
            "[Y-TURN] seats[0].character: unknown character id \"lya\" — did you mean \"lia\"?",
        ),
        (log(json!({ "ruleset": "yummell", "setup": { "players": "4" } })), "setup.players: expected a whole number, got the text \"4\""),
        (String::new(), "log: malformed JSON: this is not JSON (an empty text?)"),
        ("{\"format\":\"arbiter-log\",".into(), "log: malformed JSON: the document ends where a value should be (line 1, column 24)"),
    ];
    check(&cases, log_message);
}
