#![cfg(not(target_arch = "wasm32"))]
//! The golden scenario of each printed Berserk card the engine plays in full
//! (`tests/scenarios/berserk-vs/NNN-name.json`, NNN its number in «Война стихий»): each resolves
//! to its expected result, names a card that exists under its number, and every card the
//! coverage table calls done has one.

use arbiter::scenario::resolve;
use serde_json::Value;

const DIR: &str = "tests/scenarios/berserk-vs";

#[test]
fn each_card_scenario_resolves_to_its_expected_result() {
    let cards = arbiter::session::cards_in(arbiter::rulesets::RulesetId::Berserk, "en").unwrap();
    let mut numbers = vec![];
    for entry in std::fs::read_dir(DIR).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        if !name.ends_with(".json") || name.ends_with(".expected.json") {
            continue;
        }
        let number: u64 = name[..3]
            .parse()
            .unwrap_or_else(|_| panic!("{name}: starts with the card's number"));
        let text = std::fs::read_to_string(&path).unwrap();
        let scenario: Value = serde_json::from_str(&text).unwrap();
        let id = format!("vs-{number:03}");
        assert!(
            scenario["creatures"]
                .as_array()
                .unwrap()
                .iter()
                .any(|c| c["card"] == id.as_str()),
            "{name}: the scenario puts {id} on the board"
        );
        assert!(cards
            .as_array()
            .unwrap()
            .iter()
            .any(|c| c["id"] == id.as_str() && c["number"] == number));
        let got: Value =
            serde_json::from_str(&resolve(&text).unwrap_or_else(|e| panic!("{name}: {e}")).to_json()).unwrap();
        let expected: Value =
            serde_json::from_str(&std::fs::read_to_string(path.with_extension("expected.json")).unwrap()).unwrap();
        assert_eq!(got, expected, "{name} differs from its expected result");
        numbers.push(number);
    }
    // Every card the coverage table calls done has its scenario.
    let table = arbiter::session::coverage(arbiter::rulesets::RulesetId::Berserk).unwrap();
    for line in table.lines().filter(|l| l.ends_with("| done |")) {
        let Ok(number) = line.split('|').nth(1).unwrap().trim().parse::<u64>() else {
            continue;
        };
        assert!(
            numbers.contains(&number),
            "card {number} is done but has no scenario in {DIR}"
        );
    }
}
