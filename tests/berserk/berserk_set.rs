#![cfg(not(target_arch = "wasm32"))]
//! The printed set «Война стихий» (data/berserk-vs.json): its 200 cards with their real numbers,
//! their abilities in the card language (docs/berserk-card-language.md) checked at load, and
//! the rules text each card shows, written from its data in English and Russian.

use arbiter::rulesets::berserk::card_text::creature_text;
use arbiter::rulesets::berserk::cards::{CreatureDef, Element, Kind};
use arbiter::rulesets::berserk::{Catalogue, Lang};
use arbiter::rulesets::RulesetId;
use serde_json::{json, Value};

fn set() -> Vec<CreatureDef> {
    let cat = Catalogue::builtin().unwrap();
    cat.creatures
        .iter()
        .filter(|c| c.set.as_deref() == Some("vs"))
        .cloned()
        .collect()
}

fn card(number: u16) -> CreatureDef {
    set().into_iter().find(|c| c.number == Some(number)).unwrap()
}

#[test]
fn the_set_has_its_200_cards_in_number_order_with_stable_ids() {
    let cards = set();
    assert_eq!(cards.len(), 200);
    for (i, c) in cards.iter().enumerate() {
        assert_eq!(c.number, Some(i as u16 + 1));
        assert_eq!(c.id, format!("vs-{:03}", i + 1));
    }
}

#[test]
fn the_set_counts_187_ground_creatures_13_flyers_and_34_of_each_element() {
    let cards = set();
    let flyers = cards.iter().filter(|c| c.kind == Some(Kind::Flyer)).count();
    assert_eq!((cards.len() - flyers, flyers), (187, 13));
    for element in [
        Element::Steppe,
        Element::Mountains,
        Element::Forest,
        Element::Swamp,
        Element::Dark,
    ] {
        assert_eq!(
            cards.iter().filter(|c| c.element == Some(element)).count(),
            34,
            "{element:?}"
        );
    }
    assert_eq!(cards.iter().filter(|c| c.element == Some(Element::Neutral)).count(), 30);
    assert!(cards
        .iter()
        .filter(|c| c.kind == Some(Kind::Flyer))
        .all(|c| c.movement == 0));
}

#[test]
fn the_numbers_are_the_printed_ones() {
    // Щитоносец: a steppe card of 7 crystals with life 10 (not the engine's own 6-life one).
    let shield = card(19);
    assert_eq!(shield.name.ru, "Щитоносец");
    assert_eq!(
        (shield.cost, shield.life, shield.element),
        (Some(7), 10, Some(Element::Steppe))
    );
    // Минотавр: elite, life 14, strikes 3-4-5.
    let minotaur = card(34);
    assert_eq!(minotaur.name.ru, "Минотавр");
    assert_eq!(
        (minotaur.elite, minotaur.life, minotaur.strike),
        (Some(true), 14, [3, 4, 5])
    );
    // Where two lists disagree the third decides: #121 is not elite, #187 is unique.
    assert_eq!(card(121).elite, Some(false));
    assert_eq!(card(187).unique, Some(true));
    // #1 Кочевник: 3 crystals, life 8, movement 2, strikes 1-2-3, no abilities.
    let nomad = card(1);
    assert_eq!(
        (
            nomad.name.ru.as_str(),
            nomad.cost,
            nomad.life,
            nomad.movement,
            nomad.strike
        ),
        ("Кочевник", Some(3), 8, 2, [1, 2, 3])
    );
}

#[test]
fn the_engines_own_creatures_stay_resolvable_by_their_ids() {
    let cat = Catalogue::builtin().unwrap();
    for id in ["shield-bearer", "gnome-axeman", "wraith"] {
        let def = cat.get(cat.find(id).unwrap());
        assert_eq!((def.set.as_deref(), def.cost), (None, None), "{id}");
    }
}

#[test]
fn every_card_has_rules_text_in_english_and_russian_written_from_its_data() {
    for c in set() {
        for lang in [Lang::En, Lang::Ru] {
            let text = creature_text(&c, lang);
            assert!(
                !text.contains("{n}") && !text.contains('[') && !text.contains('_'),
                "{} {lang:?}: {text}",
                c.id
            );
            if lang == Lang::Ru {
                assert!(
                    text.starts_with(&format!("Стоимость {}", c.cost.unwrap())),
                    "{}: {text}",
                    c.id
                );
            }
        }
        // One sentence per ability, after the card's numbers and features.
        let en = creature_text(&c, Lang::En);
        assert!(en.matches(": ").count() >= c.abilities.len(), "{}: {en}", c.id);
    }
    // A flyer says so instead of a movement.
    let flyer = set().into_iter().find(|c| c.kind == Some(Kind::Flyer)).unwrap();
    assert!(creature_text(&flyer, Lang::En).contains("Flyer."));
    assert!(creature_text(&flyer, Lang::Ru).contains("Летающее."));
}

#[test]
fn the_cards_command_lists_each_card_with_its_printed_facts() {
    let cards = arbiter::session::cards_in(RulesetId::Berserk, "ru").unwrap();
    let minotaur = cards.as_array().unwrap().iter().find(|c| c["id"] == "vs-034").unwrap();
    for (key, want) in [
        ("set", json!("vs")),
        ("number", json!(34)),
        ("cost", json!(9)),
        ("elite", json!(true)),
        ("unique", json!(false)),
        ("element", json!("steppe")),
        ("kind", json!("creature")),
        ("life", json!(14)),
        ("movement", json!(2)),
        ("strike", json!([3, 4, 5])),
    ] {
        assert_eq!(minotaur[key], want, "{key}");
    }
    assert_eq!(minotaur["name"]["ru"], "Минотавр");
    assert!(minotaur["text"]
        .as_str()
        .unwrap()
        .starts_with("Стоимость 9, элитное, Степи."));
}

/// A scenario's own creature with printed facts and an ability (what a wiki editor writes).
fn with_card(card: Value) -> Result<std::sync::Arc<Catalogue>, String> {
    Catalogue::with_extra(&json!([card]), "cards").map_err(|e| e.to_string())
}

fn own_card() -> Value {
    json!({ "id": "my-archer", "name": { "en": "My Archer", "ru": "Мой лучник" },
            "cost": 4, "element": "forest", "life": 5, "strike": [1, 2, 2], "movement": 1,
            "abilities": [{ "when": "action", "cost": ["tap"], "do": { "shot": 2, "range": 3 } }] })
}

#[test]
fn a_scenarios_card_may_give_its_cost_element_and_abilities() {
    let cat = with_card(own_card()).unwrap();
    let def = cat.get(cat.find("my-archer").unwrap());
    assert_eq!((def.cost, def.element), (Some(4), Some(Element::Forest)));
    let text = creature_text(def, Lang::En);
    assert!(text.starts_with("Cost 4, Forests."), "{text}");
}

#[test]
fn an_ability_with_a_term_the_language_has_not_is_refused_naming_it_and_its_place() {
    let mut bad = own_card();
    bad["abilities"][0]["do"] = json!({ "shoot": 2 });
    let e = with_card(bad).unwrap_err();
    assert!(
        e.contains("cards[0] (\"my-archer\").abilities[0].do.shoot") && e.contains("\"shoot\""),
        "{e}"
    );
    assert!(e.contains("did you mean \"shot\""), "{e}");

    let mut bad = own_card();
    bad["abilities"][0]["when"] = json!("sometimes");
    let e = with_card(bad).unwrap_err();
    assert!(e.contains(".abilities[0].when") && e.contains("unknown trigger"), "{e}");

    let mut bad = own_card();
    bad["abilities"][0]["cost"] = json!([{ "crystals": 2 }]);
    let e = with_card(bad).unwrap_err();
    assert!(e.contains(".abilities[0].cost[0].crystals"), "{e}");

    let mut bad = own_card();
    bad["abilities"][0]["if"] = json!({ "target_element": "sea" });
    let e = with_card(bad).unwrap_err();
    assert!(
        e.contains(".abilities[0].if.target_element") && e.contains("\"sea\""),
        "{e}"
    );
}

#[test]
fn a_flyer_has_no_movement_and_a_ground_creature_has_one() {
    let mut flyer = own_card();
    flyer["kind"] = json!("flyer");
    let e = with_card(flyer.clone()).unwrap_err();
    assert!(e.contains(".movement: a flyer has no movement"), "{e}");
    flyer.as_object_mut().unwrap().remove("movement");
    assert!(with_card(flyer).is_ok());
    let mut ground = own_card();
    ground.as_object_mut().unwrap().remove("movement");
    assert!(with_card(ground).unwrap_err().contains(".movement: 0 is not in 1..=5"));
}

#[test]
fn the_coverage_page_is_what_the_command_prints() {
    let table = arbiter::session::coverage(RulesetId::Berserk).unwrap();
    let page = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/berserk-coverage.md")).unwrap();
    assert_eq!(
        page, table,
        "run: arbiter cards --ruleset berserk --coverage > docs/berserk-coverage.md"
    );
    // A card with no abilities whose features the attack plays is done, and so is Kshar, whose
    // strike through a row, special strike [B-GAME-9] and bonus against Mountains [B-GAME-10]
    // are played, and the Flesh Stitcher, whose exile and raising of a dead creature, for
    // three counters, is its card's code; a card whose ability the rules do not play yet names
    // what is missing, as its row of the table does.
    assert!(table.contains("| 1 | Кочевник (Nomad) | — | done |"));
    let cards = arbiter::session::cards_in(RulesetId::Berserk, "en").unwrap();
    let kshar = cards.as_array().unwrap().iter().find(|c| c["id"] == "vs-002").unwrap();
    assert!(kshar.get("missing").is_none(), "{kshar}");
    let stitcher = cards.as_array().unwrap().iter().find(|c| c["id"] == "vs-148").unwrap();
    assert!(stitcher.get("missing").is_none(), "{stitcher}");
    for card in cards.as_array().unwrap() {
        let Some(number) = card["number"].as_u64() else {
            continue;
        };
        let row = format!("| {number} | ");
        let line = table
            .lines()
            .find(|l| l.starts_with(&row))
            .unwrap_or_else(|| panic!("no row {row}"));
        match card.get("missing").and_then(Value::as_array) {
            None => assert!(line.ends_with("| done |"), "{line}"),
            Some(m) => {
                let words: Vec<&str> = m.iter().filter_map(Value::as_str).collect();
                assert!(
                    !words.is_empty() && line.ends_with(&format!("| missing: {} |", words.join(", "))),
                    "{line}"
                );
            }
        }
    }
    let nomad = cards.as_array().unwrap().iter().find(|c| c["id"] == "vs-001").unwrap();
    assert!(nomad.get("missing").is_none());
}
