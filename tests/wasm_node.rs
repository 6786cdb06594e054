//! WebAssembly tests in Node: `cargo test --target wasm32-unknown-unknown --test wasm_node`.

#![cfg(target_arch = "wasm32")]

mod common;

wasm_check_tests!();

/// A huge argument (an object of 5,000,000 numbers, a 5,000,000-character text) is a `limit`
/// error naming it, refused before its text is copied into the wasm memory.
#[wasm_bindgen_test::wasm_bindgen_test]
fn huge_arguments_are_refused_before_they_are_copied() {
    use wasm_bindgen::{JsCast, JsValue};
    let memory = || {
        let memory: js_sys::WebAssembly::Memory = wasm_bindgen::memory().unchecked_into();
        memory.buffer().unchecked_into::<js_sys::ArrayBuffer>().byte_length()
    };
    let huge = js_sys::Array::new_with_length(5_000_000);
    huge.fill(&JsValue::from(7), 0, 5_000_000);
    let scenario = js_sys::Object::new();
    js_sys::Reflect::set(&scenario, &"ruleset".into(), &"eredan".into()).unwrap();
    js_sys::Reflect::set(&scenario, &"choices".into(), &huge).unwrap();
    let text: JsValue = js_sys::JsString::from("y").repeat(5_000_000).into();
    let event = js_sys::Object::new();
    js_sys::Reflect::set(&event, &"cards".into(), &huge).unwrap();
    let before = memory();
    let refusals = [
        (
            arbiter::wasm::resolve_scenario(scenario.clone().into()).unwrap_err(),
            "scenario",
        ),
        (arbiter::wasm::explain_scenario(text.clone()).unwrap_err(), "scenario"),
        (
            arbiter::wasm::narrate(event.into(), "en".into(), wasm_bindgen::JsValue::UNDEFINED).unwrap_err(),
            "event",
        ),
        (
            arbiter::wasm::cards(text.clone(), JsValue::UNDEFINED).unwrap_err(),
            "ruleset",
        ),
        (arbiter::wasm::decks("eredan".into(), text).unwrap_err(), "lang"),
    ];
    for (error, field) in refusals {
        let get = |key: &str| js_sys::Reflect::get(&error, &key.into()).unwrap().as_string();
        assert_eq!(get("kind").as_deref(), Some("limit"));
        assert_eq!(get("field").as_deref(), Some(field));
        let message = get("message").unwrap();
        assert!(message.starts_with(&format!("{field}: at least ")), "{message}");
        assert!(message.ends_with(" bytes is over the limit of 1048576"), "{message}");
    }
    assert!(memory() - before < 1 << 20, "{} -> {} bytes", before, memory());
}
