//! The worked examples of the card vocabulary reference (`docs/eredan-cards.md`) are real:
//! every complete scenario in a ```json block resolves.

#[test]
fn every_json_scenario_in_the_card_reference_resolves() {
    let doc = std::fs::read_to_string("docs/eredan-cards.md").unwrap();
    let mut resolved = 0;
    for block in doc.split("```json\n").skip(1) {
        let body = block.split("```").next().unwrap();
        let Ok(value) = serde_json::from_str::<serde_json::Value>(body) else {
            continue;
        };
        if value.get("ruleset").is_none() {
            continue;
        }
        let r = arbiter::scenario::resolve(body).unwrap_or_else(|e| panic!("example does not resolve: {e}\n{body}"));
        assert!(!r.events.is_empty());
        resolved += 1;
    }
    assert!(resolved >= 3, "expected the three worked examples, found {resolved}");
}
