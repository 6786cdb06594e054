#![cfg(not(target_arch = "wasm32"))]
//! The complete example of docs/berserk-scenarios.md resolves as the page says.

use arbiter::rulesets::berserk::scenario::run;

#[test]
fn the_documented_example_resolves_as_described() {
    let doc = include_str!("../docs/berserk-scenarios.md");
    let start = doc.find("```json\n").expect("an example") + "```json\n".len();
    let end = start + doc[start..].find("```").expect("its end");
    let value: serde_json::Value = serde_json::from_str(&doc[start..end]).expect("valid JSON");
    let (game, events) = run(value).expect("the example resolves");
    assert_eq!(game.public_state().creatures[1].wounds, 3);
    assert!(events.iter().any(|e| e.rule == "B-ATK-5"));
}
