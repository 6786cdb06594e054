//! Every bad scenario is refused with a message that names the problem, through the Rust
//! entry point; `tests/online/cli.rs` checks the same through the command line (exit 2, stderr).

use arbiter::scenario::resolve;
use serde_json::{json, Value};

/// A valid scenario; each test breaks one thing in it.
fn base() -> Value {
    json!({
        "ruleset": "eredan",
        "turn": 2,
        "players": [
            { "characters": [
                { "card": "iro-le-duelliste", "attached": ["wakizashi"] },
                { "card": "seigneur-gakyusha" },
                { "card": "mache-l-ame" } ],
              "hand": ["charge", "parole-de-l-empereur", "soin"] },
            { "characters": [
                { "card": "anazra" },
                { "card": "avatar-de-sol-ra" },
                { "card": "garde-de-zil" } ],
              "hand": ["boule-de-feu"] }
        ],
        "fighters": [0, 0],
        "plays": [["charge", "parole-de-l-empereur"], ["boule-de-feu"]]
    })
}

fn refused(v: &Value) -> String {
    match resolve(&v.to_string()) {
        Ok(_) => panic!("accepted: {v}"),
        Err(e) => e.0,
    }
}

fn assert_names(message: &str, parts: &[&str]) {
    for p in parts {
        assert!(message.contains(p), "message {message:?} does not name {p:?}");
    }
}

#[test]
fn the_base_scenario_is_valid() {
    resolve(&base().to_string()).unwrap();
}

#[test]
fn malformed_json() {
    let e = resolve("{\"ruleset\": \"eredan\", ").unwrap_err().0;
    assert_names(&e, &["malformed JSON", "line 1"]);
    let e = resolve("[1, 2]").unwrap_err().0;
    assert_names(&e, &["JSON object"]);
    let e = resolve("").unwrap_err().0;
    assert_names(&e, &["malformed JSON"]);
}

#[test]
fn unknown_field_at_any_depth() {
    let mut v = base();
    v["colour"] = json!("blue");
    assert_names(&refused(&v), &["unknown field", "colour"]);
    let mut v = base();
    v["players"][1]["characters"][2]["mood"] = json!(1);
    assert_names(&refused(&v), &["players[1].characters[2]", "mood"]);
}

#[test]
fn missing_or_mistyped_fields() {
    let mut v = base();
    v.as_object_mut().unwrap().remove("fighters");
    assert_names(&refused(&v), &["fighters"]);
    let mut v = base();
    v["turn"] = json!("two");
    assert_names(&refused(&v), &["turn: expected a whole number, got the text \"two\""]);
    let mut v = base();
    v.as_object_mut().unwrap().remove("ruleset");
    assert_names(&refused(&v), &["ruleset", "missing"]);
    let mut v = base();
    v["ruleset"] = json!("chess");
    assert_names(&refused(&v), &["ruleset", "chess"]);
}

#[test]
fn unknown_card_ids_are_named() {
    let mut v = base();
    v["players"][0]["hand"][1] = json!("excalibur");
    assert_names(&refused(&v), &["excalibur", "players[0].hand[1]"]);
    let mut v = base();
    v["players"][1]["characters"][0]["card"] = json!("merlin");
    assert_names(&refused(&v), &["merlin", "players[1].characters[0].card"]);
    let mut v = base();
    v["plays"][0] = json!(["durandal"]);
    assert_names(&refused(&v), &["durandal", "unknown card id"]);
}

#[test]
fn index_out_of_range() {
    let mut v = base();
    v["fighters"] = json!([3, 0]);
    assert_names(&refused(&v), &["fighters[0]", "index 3", "out of range"]);
    let mut v = base();
    v["fighters"] = json!([0, 7]);
    assert_names(&refused(&v), &["fighters[1]", "index 7"]);
    let mut v = base();
    v["active"] = json!(2);
    assert_names(&refused(&v), &["active", "0 or 1"]);
}

#[test]
fn a_dead_or_tapped_fighter() {
    let mut v = base();
    v["players"][1]["characters"][0] = json!({ "card": "anazra", "dead": true });
    assert_names(&refused(&v), &["fighters[1]", "Anazra", "dead", "E-FIGHT"]);
    let mut v = base();
    v["players"][0]["characters"][0]["tapped"] = json!(true);
    assert_names(&refused(&v), &["fighters[0]", "Iro le duelliste", "tapped", "E-FIGHT"]);
}

#[test]
fn a_card_not_in_hand() {
    let mut v = base();
    v["plays"][1] = json!(["poison-magique"]);
    assert_names(
        &refused(&v),
        &["plays[1]", "poison-magique", "not in player 1's hand", "E-PLAY-1"],
    );
    // Two copies played, one in hand.
    let mut v = base();
    v["players"][0]["hand"] = json!(["wakizashi"]);
    v["plays"][0] = json!(["wakizashi", "wakizashi"]);
    assert_names(&refused(&v), &["wakizashi", "2 wanted, 1 there"]);
}

#[test]
fn an_illegal_chain() {
    // Garde haute grants no Enchaînement and Iro's only follows a weapon.
    let mut v = base();
    v["players"][0]["hand"] = json!(["garde-haute", "charge"]);
    v["plays"][0] = json!(["garde-haute", "charge"]);
    assert_names(
        &refused(&v),
        &["plays[0]", "Garde haute", "no Enchaînement", "E-PLAY-2"],
    );
    // Charge chains only to an Objet.
    let mut v = base();
    v["players"][0]["hand"] = json!(["charge", "garde-haute"]);
    v["plays"][0] = json!(["charge", "garde-haute"]);
    assert_names(
        &refused(&v),
        &["Charge", "accepts only type objet", "Garde haute", "E-PLAY-2"],
    );
    // More than two cards.
    let mut v = base();
    v["players"][0]["hand"] = json!(["charge", "wakizashi", "garde-haute"]);
    v["plays"][0] = json!(["charge", "wakizashi", "garde-haute"]);
    assert_names(&refused(&v), &["at most 2 cards", "E-PLAY-2"]);
}

#[test]
fn an_unmet_requirement() {
    // Soin needs class Prêtre; Iro is a Combattant.
    let mut v = base();
    v["plays"][0] = json!(["soin"]);
    assert_names(
        &refused(&v),
        &["plays[0]", "Soin", "class Prêtre", "Iro le duelliste", "E-PLAY-3"],
    );
    // Parole de l'Empereur needs guild Kotoba; Anazra is Noz'Dingard.
    let mut v = base();
    v["players"][1]["hand"] = json!(["parole-de-l-empereur"]);
    v["plays"][1] = json!(["parole-de-l-empereur"]);
    assert_names(&refused(&v), &["guild Kotoba", "Anazra", "E-PLAY-3"]);
    // A character is not a card to play.
    let mut v = base();
    v["players"][0]["hand"] = json!(["anazra"]);
    assert_names(&refused(&v), &["players[0].hand[0]", "character"]);
}

#[test]
fn impossible_positions() {
    // Wakizashi has no Ambidextrie: two of them are an illegal pair.
    let mut v = base();
    v["players"][0]["characters"][0]["attached"] = json!(["wakizashi", "wakizashi"]);
    assert_names(
        &refused(&v),
        &[
            "players[0].characters[0].attached[1]",
            "illegal pair of weapons",
            "E-EQ-2",
        ],
    );
    // A two-handed weapon pairs with nothing.
    let mut v = base();
    v["players"][0]["characters"][0]["attached"] = json!(["nodachi", "dague-vivante"]);
    assert_names(&refused(&v), &["Nodachi", "Dague vivante", "illegal pair"]);
    // Three weapons.
    let mut v = base();
    v["players"][0]["characters"][0]["attached"] = json!(["dague-vivante", "mangevie", "parole-de-l-empereur"]);
    assert_names(&refused(&v), &["at most two weapons"]);
    // Two armours.
    let mut v = base();
    v["players"][0]["characters"][0]["attached"] = json!(["cuirasse-de-cuir", "cuirasse-de-cuir"]);
    assert_names(&refused(&v), &["second armour", "E-EQ-1"]);
    // A card that does not attach.
    let mut v = base();
    v["players"][0]["characters"][0]["attached"] = json!(["charge"]);
    assert_names(&refused(&v), &["\"charge\" does not attach"]);
    // PV above max, a living character at 0 PV, a dead one with cards attached.
    let mut v = base();
    v["players"][0]["characters"][1]["pv"] = json!(16);
    assert_names(&refused(&v), &["players[0].characters[1].pv", "above", "max PV of 15"]);
    let mut v = base();
    v["players"][0]["characters"][1]["pv"] = json!(0);
    assert_names(
        &refused(&v),
        &["players[0].characters[1].pv", "living character", "0 PV"],
    );
    let mut v = base();
    v["players"][0]["characters"][1] =
        json!({ "card": "seigneur-gakyusha", "dead": true, "attached": ["cuirasse-de-cuir"] });
    assert_names(&refused(&v), &["attached", "dead character"]);
    // Not three characters, not two players.
    let mut v = base();
    v["players"][1]["characters"].as_array_mut().unwrap().pop();
    assert_names(&refused(&v), &["players[1].characters", "exactly 3"]);
    let mut v = base();
    v["players"].as_array_mut().unwrap().pop();
    assert_names(&refused(&v), &["players", "exactly 2"]);
    // A forced die that is no d6 result.
    let mut v = base();
    v["dice"] = json!([3, 9]);
    assert_names(&refused(&v), &["dice[1]", "9"]);
}

#[test]
fn a_bad_discard() {
    let mut v = base();
    v["discards"] = json!([["nodachi"], []]);
    assert_names(
        &refused(&v),
        &["discards[0]", "nodachi", "not in player 0's hand", "E-DISC"],
    );
    // Over the limit, too few discarded.
    let mut v = base();
    v["players"][1]["hand"] = json!(["boule-de-feu", "soin", "soin", "soin", "soin", "soin", "soin", "soin"]);
    v["discards"] = json!([[], ["soin"]]);
    assert_names(&refused(&v), &["discards[1]", "must discard at least 2", "E-DISC"]);
}

#[test]
fn bad_extra_card_definitions_name_the_card_and_field() {
    let mut v = base();
    v["cards"] = json!([{ "id": "bad-sword", "name": "Bad sword", "type": "objet", "subtype": "weapon", "attaches": "fighter" }]);
    assert_names(&refused(&v), &["cards[0]", "bad-sword", "hands"]);
    let mut v = base();
    v["cards"] = json!([{ "id": "odd", "name": "Odd", "type": "action", "effects": [{ "when": "on_resolve", "do": { "explode": {} } }] }]);
    assert_names(&refused(&v), &["cards[0]", "odd", "effects[0].do", "explode"]);
    let mut v = base();
    v["cards"] = json!([{ "id": "wakizashi", "name": "Again", "type": "action" }]);
    assert_names(&refused(&v), &["duplicate card id", "wakizashi"]);
}

/// A refused choice says what kind of refusal it is and which rule refuses: another player's
/// decision, a choice that is not an option, a rule that forbids it, a game that is over.
#[test]
fn refused_choices_have_a_kind_and_a_rule() {
    use arbiter::core::{ByPlayer, ErrorKind, Game, Rng};
    use arbiter::rulesets::eredan::{ready_decks, Catalogue, Choice, EredanGame};
    let decks = ready_decks();
    let (mut g, _) = EredanGame::new(Catalogue::builtin(), 3, [&decks[0], &decks[1]]).unwrap();
    let kind_and_rule = |g: &mut EredanGame, c: Choice| {
        let e = g.choose(&c).unwrap_err();
        (e.kind, e.rule.unwrap().to_string())
    };
    let active = g.pending().unwrap().player();
    let fighters = |player, own| Choice::Fighters {
        player,
        own,
        opponent: 0,
    };
    assert_eq!(
        kind_and_rule(&mut g, fighters(1 - active, 0)),
        (ErrorKind::WrongPlayer, "E-FIGHT".into())
    );
    assert_eq!(
        kind_and_rule(
            &mut g,
            Choice::Play {
                player: active,
                cards: vec![]
            }
        ),
        (ErrorKind::NotAnOption, "E-FIGHT".into())
    );
    assert_eq!(
        kind_and_rule(&mut g, fighters(active, 7)),
        (ErrorKind::NotAnOption, "E-FIGHT".into())
    );
    g.choose(&fighters(active, 0)).unwrap();
    // Turn 2: the fighter of turn 1 is tapped.
    let mut rng = Rng::new(1);
    while g.st.turn == 1 {
        let c = g.random_choice(&mut rng).unwrap();
        g.choose(&c).unwrap();
    }
    let active = g.pending().unwrap().player();
    let opponent = &g.st.players[usize::from(1 - active)];
    let tapped = (0..3u8).find(|i| opponent.characters[usize::from(*i)].tapped).unwrap();
    let e = g
        .choose(&Choice::Fighters {
            player: active,
            own: 0,
            opponent: tapped,
        })
        .unwrap_err();
    assert_eq!((e.kind, e.rule.as_deref()), (ErrorKind::IllegalByRule, Some("E-FIGHT")));
    assert!(e.message.contains("tapped"), "{e}");
    while let Some(c) = g.random_choice(&mut rng) {
        g.choose(&c).unwrap();
    }
    let e = g.choose(&fighters(0, 0)).unwrap_err();
    assert_eq!((e.kind, e.rule.as_deref()), (ErrorKind::GameOver, Some("E-WIN")));
}
