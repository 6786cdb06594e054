#![cfg(not(target_arch = "wasm32"))]
//! The complete example of docs/berserk-scenarios.md resolves as the page says.

use arbiter::rulesets::berserk::scenario::run;

#[test]
fn the_documented_example_resolves_as_described() {
    let doc = include_str!("../../docs/berserk-scenarios.md");
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
    let doc = include_str!("../../docs/berserk-features.md");
    let start = doc.find("| stage / step |").expect("the table");
    let table = &doc[start..start + doc[start..].find("\n\n").expect("its end")];
    let sources = [
        ("berserk_rules", include_str!("berserk_rules.rs")),
        ("golden", include_str!("../games/golden.rs")),
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

/// The page's words for features (`www/src/rulesets/berserk/strings.ts`, `features` in English
/// then in Russian) are the engine's (`narrate::FEATURE_NAMES`), key for key: a feature the
/// engine names is never shown on the page by its raw key, nor by other words.
#[test]
fn the_page_names_features_as_the_engine_does() {
    use arbiter::rulesets::berserk::narrate::FEATURE_NAMES;
    let ts = include_str!("../../www/src/rulesets/berserk/strings.ts");
    let blocks: Vec<&str> = ts
        .split("features: {")
        .skip(1)
        .map(|b| &b[..b.find("\n    },").expect("the table's end")])
        .collect();
    assert_eq!(blocks.len(), 2, "one features table per language (English, Russian)");
    for (lang, block) in blocks.iter().enumerate() {
        let page: Vec<(String, String)> = block
            .lines()
            .filter_map(|l| l.trim().strip_suffix(','))
            .filter_map(|l| l.split_once(": "))
            .map(|(k, v)| (k.to_string(), v.trim_matches('"').to_string()))
            .collect();
        let engine: Vec<(String, String)> = FEATURE_NAMES
            .iter()
            .map(|(k, w)| (k.to_string(), w[lang].to_string()))
            .collect();
        assert_eq!(
            page, engine,
            "the page's features table (language {lang}) is the engine's FEATURE_NAMES"
        );
    }
}

/// The page explains every rule an event can name: each Berserk rule id that is not a heading
/// over others (`B-ATK` over `B-ATK-1`…) has its short text in `www/src/rulesets/berserk/rules.ts`,
/// so a rule button in the log never opens on nothing.
#[test]
fn the_page_explains_every_rule_an_event_names() {
    let page = include_str!("../../www/src/rulesets/berserk/rules.ts");
    let all = arbiter::rulesets::berserk::rules::ALL;
    let missing: Vec<&str> = all
        .iter()
        .copied()
        .filter(|id| !all.iter().any(|other| other.starts_with(&format!("{id}-"))))
        .filter(|id| !page.contains(&format!("\"{id}\": {{")))
        .collect();
    assert!(missing.is_empty(), "no explanation on the page for {missing:?}");
}
