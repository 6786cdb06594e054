//! A step's frames as changes (`arbiter::table::frame_changes`): written from the engine's
//! text, rebuilt to the same frames.
#![cfg(feature = "serve")]

use arbiter::table::frame_changes::{frames_of, write};
use serde_json::{json, Value};

fn round_trip(frames: Value, view: Value) -> Value {
    let mut out = vec![];
    write(&frames.to_string(), &view.to_string(), &mut out);
    let changes: Value = serde_json::from_slice(&out).unwrap();
    let rebuilt = frames_of(&view, &changes).unwrap();
    assert_eq!(Value::Array(rebuilt), frames, "{changes}");
    changes
}

#[test]
fn each_frame_is_what_changes_from_the_state_after_it() {
    let a = json!({"turn": 1, "players": [{"hand": [1, 2], "life": 20}, {"hand": ["hidden"], "life": 20}], "x": null});
    let b = json!({"turn": 1, "players": [{"hand": [2], "life": 20}, {"hand": ["hidden"], "life": 18}], "y": "é\"}"});
    let c = json!({"turn": 2, "players": [{"hand": [2], "life": 20}, {"hand": ["hidden"], "life": 18}], "y": "é\"}"});
    let changes = round_trip(json!([a, b]), c.clone());
    assert_eq!(changes[1], json!([[["turn"], 1]]), "only what changed");
    assert_eq!(
        changes[0],
        json!([
            [["players", 0, "hand"], [1, 2]],
            [["players", 1, "life"], 20],
            [["x"], null],
            [["y"]]
        ])
    );
    assert_eq!(round_trip(json!([]), c.clone()), json!([]));
    assert_eq!(
        round_trip(json!([c.clone()]), c.clone()),
        json!([[]]),
        "nothing changed"
    );
    round_trip(json!([[1, 2], {"a": 1}, 3, "s", {}]), json!([]));
    round_trip(
        json!([{"b": 1, "a": {"c": [1, {"d": 2}]}}]),
        json!({"a": {"c": [1, {"d": 3}]}, "b": 1}),
    );
}

#[test]
fn text_that_is_not_json_is_no_frame_or_a_whole_one() {
    let written = |frames: &str, view: &str| {
        let mut out = vec![];
        write(frames, view, &mut out);
        String::from_utf8(out).unwrap()
    };
    assert_eq!(written("[1,", "{}"), "[]");
    assert_eq!(written("null", "{}"), "[]");
    assert_eq!(written("[{\"a\":1}]", "{"), "[[[[],{\"a\":1}]]]");
}
