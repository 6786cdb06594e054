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

/// Every test the table of docs/berserk-features.md names ("stage / step → features → the
/// test that proves it") exists: `file::name`, or `…::name` for one more of the file before.
#[test]
fn the_features_table_names_tests_that_exist() {
    let doc = include_str!("../docs/berserk-features.md");
    let start = doc.find("| stage / step |").expect("the table");
    let table = &doc[start..start + doc[start..].find("\n\n").expect("its end")];
    let sources = [
        ("berserk_rules", include_str!("berserk_rules.rs")),
        ("golden", include_str!("golden.rs")),
    ];
    let mut file = "";
    let mut named = 0;
    for quoted in table.split('`').skip(1).step_by(2) {
        let Some((prefix, name)) = quoted.split_once("::") else {
            continue;
        };
        if prefix != "…" {
            file = prefix;
        }
        let source = sources.iter().find(|(f, _)| *f == file).map(|(_, s)| s);
        let source = source.unwrap_or_else(|| panic!("unknown test file {file}"));
        assert!(source.contains(&format!("fn {name}(")), "{file}::{name} does not exist");
        named += 1;
    }
    assert!(named >= 30, "{named} tests named");
}
