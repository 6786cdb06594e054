//! The checks run inside WebAssembly, in Node (`tests/wasm_node.rs`) and in headless Chromium
//! (`tests/wasm_browser.rs`): the same JSON as native for the golden scenarios, the same events
//! for a seeded random game, and errors instead of panics at the JS boundary.

#[cfg(target_arch = "wasm32")]
pub mod checks {
    use super::super::determinism::{game_hash, EXPECTED_GAME_42};
    use wasm_bindgen::JsValue;

    /// Golden scenarios with their expected results (the CLI's JSON, checked natively).
    const GOLDEN: [(&str, &str); 6] = [
        (
            include_str!("../scenarios/seed000-dague-replaces-parole.json"),
            include_str!("../scenarios/seed000-dague-replaces-parole.expected.json"),
        ),
        (
            include_str!("../scenarios/seed000-second-wakizashi.json"),
            include_str!("../scenarios/seed000-second-wakizashi.expected.json"),
        ),
        (
            include_str!("../scenarios/seed000-wakizashi-replaces-mangevie.json"),
            include_str!("../scenarios/seed000-wakizashi-replaces-mangevie.expected.json"),
        ),
        (
            include_str!("../scenarios/seed004-anazra-vs-mache.json"),
            include_str!("../scenarios/seed004-anazra-vs-mache.expected.json"),
        ),
        (
            include_str!("../scenarios/berserk-attack.json"),
            include_str!("../scenarios/berserk-attack.expected.json"),
        ),
        (
            include_str!("../scenarios/yummell-race.json"),
            include_str!("../scenarios/yummell-race.expected.json"),
        ),
    ];

    fn json(text: &str) -> serde_json::Value {
        serde_json::from_str(text).unwrap()
    }

    pub fn golden_scenarios_give_the_native_json() {
        for (scenario, expected) in GOLDEN {
            // Through the Rust entry point, compiled to wasm.
            let got = arbiter::scenario::resolve(scenario).unwrap().to_json();
            assert_eq!(json(&got), json(expected));
            // Through the JS entry point, as a string and as an object.
            for input in [JsValue::from_str(scenario), js_sys::JSON::parse(scenario).unwrap()] {
                let out = arbiter::wasm::resolve_scenario(input).unwrap();
                let text = js_sys::JSON::stringify(&out).unwrap().as_string().unwrap();
                assert_eq!(json(&text), json(expected));
                assert_eq!(text, got, "JS must get the CLI's JSON byte for byte");
            }
        }
    }

    pub fn a_seeded_random_game_gives_the_native_events() {
        assert_eq!(game_hash(42).0, EXPECTED_GAME_42);
    }

    pub fn bad_scenarios_are_errors_not_panics() {
        for bad in [
            "",
            "{",
            "[]",
            "{\"ruleset\":\"eredan\"}",
            "{\"ruleset\":\"eredan\",\"x\":1}",
            "null",
        ] {
            assert!(
                arbiter::wasm::resolve_scenario(JsValue::from_str(bad)).is_err(),
                "{bad}"
            );
        }
        assert!(arbiter::wasm::resolve_scenario(JsValue::UNDEFINED).is_err());
        assert!(arbiter::wasm::resolve_scenario(JsValue::from_f64(3.0)).is_err());
    }
}

/// The `#[wasm_bindgen_test]` functions, the same in every wasm test suite.
#[macro_export]
macro_rules! wasm_check_tests {
    () => {
        use common::wasm_checks::checks;
        use wasm_bindgen_test::wasm_bindgen_test;

        #[wasm_bindgen_test]
        fn golden_scenarios_give_the_native_json() {
            checks::golden_scenarios_give_the_native_json();
        }

        #[wasm_bindgen_test]
        fn a_seeded_random_game_gives_the_native_events() {
            checks::a_seeded_random_game_gives_the_native_events();
        }

        #[wasm_bindgen_test]
        fn bad_scenarios_are_errors_not_panics() {
            checks::bad_scenarios_are_errors_not_panics();
        }
    };
}
