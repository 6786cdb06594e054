//! The server's tables without a socket (docs/online.md): `World` takes commands and tells each
//! connection's outbox (a channel) what its seat may see, as typed messages; a refusal goes only
//! to the connection that made it and changes nothing.
#![cfg(feature = "serve")]

use arbiter::server::store;
use arbiter::server::tables::{Command, World};
use arbiter::table::protocol::ServerMessage;
use serde_json::{json, Value};
use std::sync::mpsc;
use tokio::sync::mpsc::{unbounded_channel, UnboundedReceiver};
use tokio::sync::oneshot;

/// A world on an SQLite store in memory, and the channel its computer's searches answer on.
fn world() -> (World, mpsc::Receiver<Command>) {
    let (thoughts, heard) = mpsc::channel();
    let world = World::open(store::open("sqlite::memory:").unwrap(), thoughts).unwrap();
    (world, heard)
}

/// Creates a table of `request` and returns the creation's answer (ids, tokens).
fn create(world: &mut World, request: Value) -> Result<Value, String> {
    let (reply, mut answer) = oneshot::channel();
    world.handle_now(Command::Create { request, reply });
    answer.try_recv().unwrap()
}

/// Connection `conn` says hello to `table` with `token`: its seat, and its outbox.
pub(crate) fn hello(
    world: &mut World,
    table: &Value,
    token: &Value,
    conn: u64,
) -> (Option<Option<u8>>, UnboundedReceiver<Box<ServerMessage>>) {
    let (out, inbox) = unbounded_channel();
    let (reply, mut answer) = oneshot::channel();
    world.handle_now(Command::Hello {
        table: table["id"].as_str().unwrap().into(),
        token: token.as_str().unwrap().into(),
        conn,
        out,
        reply,
    });
    (answer.try_recv().unwrap(), inbox)
}

/// Every message waiting in an outbox, read as JSON.
fn received(inbox: &mut UnboundedReceiver<Box<ServerMessage>>) -> Vec<Value> {
    let mut all = vec![];
    while let Ok(message) = inbox.try_recv() {
        all.push(serde_json::from_str(&message.text()).unwrap());
    }
    all
}

fn types(messages: &[Value]) -> Vec<&str> {
    messages.iter().map(|m| m["type"].as_str().unwrap()).collect()
}

fn choose(world: &mut World, table: &Value, conn: u64, decision: Value, choice: &Value) {
    world.handle_now(Command::Choose {
        table: table["id"].as_str().unwrap().into(),
        conn,
        decision,
        choice: choice.clone(),
    });
}

#[test]
fn a_table_answers_each_connection_with_typed_messages_and_refuses_to_the_refused_only() {
    let (mut w, _thoughts) = world();
    let t = create(
        &mut w,
        json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "person"}]}),
    )
    .unwrap();
    let (seat0, mut zero) = hello(&mut w, &t, &t["seats"][0]["token"], 1);
    let (seat1, mut one) = hello(&mut w, &t, &t["seats"][1]["token"], 2);
    let (watcher, mut spectator) = hello(&mut w, &t, &t["spectator"], 3);
    assert_eq!((seat0, seat1, watcher), (Some(Some(0)), Some(Some(1)), Some(None)));
    let (nobody, _) = hello(&mut w, &t, &json!("not a token"), 4);
    assert_eq!(nobody, None, "a wrong token takes no seat");

    // Each hello: a welcome (version 1) to the newcomer, the presence to everyone seated.
    let first = received(&mut zero);
    assert_eq!(types(&first), ["welcome", "presence", "presence", "presence"]);
    let welcome = &first[0];
    assert_eq!((welcome["v"].clone(), welcome["seat"].clone()), (json!(1), json!(0)));
    assert_eq!(
        welcome["table"]["seats"],
        json!([{"kind": "person", "connected": true}, {"kind": "person", "connected": false}])
    );
    let first1 = received(&mut one);
    assert_eq!(types(&first1), ["welcome", "presence", "presence"]);
    let watched = received(&mut spectator);
    assert_eq!(watched[0]["seat"], Value::Null);
    assert!(
        watched[0]["turn"].get("options").is_none(),
        "the spectator is offered nothing"
    );

    // The seat whose decision it is was offered its options; the other was not.
    let decider = welcome["turn"]["player"].as_u64().unwrap();
    let (mut mine, mut theirs, me, them, turn, other) = if decider == 0 {
        (zero, one, 1, 2, &welcome["turn"], &first1[0]["turn"])
    } else {
        (one, zero, 2, 1, &first1[0]["turn"], &welcome["turn"])
    };
    let option = turn["options"][0].clone();
    assert!(
        option.is_object() && turn["pending"]["player"] == json!(decider),
        "{turn}"
    );
    assert!(
        other.get("options").is_none() && other.get("pending").is_none(),
        "{other}"
    );

    // The other seat's choice is refused to it alone, naming the decision; nothing moves.
    choose(&mut w, &t, them, json!(0), &option);
    let refused = received(&mut theirs);
    assert_eq!(types(&refused), ["error"]);
    assert_eq!(
        (refused[0]["kind"].clone(), refused[0]["decision"].clone()),
        (json!("not_your_seat"), json!(0))
    );
    assert!(received(&mut mine).is_empty() && received(&mut spectator).is_empty());
    // A decision that is not awaited, and one that is not a number.
    choose(&mut w, &t, me, json!(5), &option);
    choose(&mut w, &t, me, json!("first"), &option);
    let refused = received(&mut mine);
    assert_eq!(
        refused.iter().map(|e| e["kind"].as_str().unwrap()).collect::<Vec<_>>(),
        ["stale", "malformed"]
    );
    // A choice the engine refuses: its own kind and rule.
    choose(&mut w, &t, me, json!(0), &json!({"type": "nonsense"}));
    let e = &received(&mut mine)[0];
    assert_eq!(e["kind"], "malformed", "{e}");

    // The decider's choice: its ack, then to every connection its step and the next turn.
    choose(&mut w, &t, me, json!(0), &option);
    let answered = received(&mut mine);
    assert_eq!(types(&answered), ["ack", "step", "turn"]);
    assert_eq!(
        (answered[0]["decision"].clone(), answered[1]["decision"].clone()),
        (json!(0), json!(0))
    );
    assert_eq!(answered[1]["player"], json!(decider));
    assert!(answered[1]["events"].is_array() && answered[1]["view"].is_object());
    assert_eq!(types(&received(&mut theirs)), ["step", "turn"]);
    assert_eq!(types(&received(&mut spectator)), ["step", "turn"]);
    // The same choice again (a resend) is acknowledged and applied once; another one is stale.
    choose(&mut w, &t, me, json!(0), &option);
    assert_eq!(types(&received(&mut mine)), ["ack"]);
    choose(&mut w, &t, me, json!(0), &json!({"type": "other"}));
    assert_eq!(received(&mut mine)[0]["kind"], "stale");
    assert!(received(&mut theirs).is_empty());
}

#[test]
fn a_request_for_a_table_is_refused_with_its_field() {
    let (mut w, _thoughts) = world();
    for (request, words) in [
        (json!({"seats": []}), "\"ruleset\""),
        (json!({"ruleset": "eredan", "seats": [{"kind": "person"}]}), "2 seats"),
        (
            json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "robot"}]}),
            "seats[1].kind",
        ),
        (
            json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "computer", "level": "godlike"}]}),
            "seats[1].level",
        ),
        (
            json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "computer", "level": 3}]}),
            "seats[1].level",
        ),
        (
            json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "person"}], "clock": 0}),
            "\"clock\"",
        ),
    ] {
        let e = create(&mut w, request.clone()).unwrap_err();
        assert!(e.contains(words), "{request}: {e}");
    }
    // A computer seat plays at once: the person's welcome shows its turn.
    let t = create(&mut w, json!({"ruleset": "yummell", "seats": [{"kind": "computer", "level": "easy"}, {"kind": "person"}, {"kind": "computer", "level": "easy"}, {"kind": "computer"}]})).unwrap();
    assert_eq!(t["seats"].as_array().unwrap().len(), 1, "one token: the person's");
    let (seat, mut inbox) = hello(&mut w, &t, &t["seats"][0]["token"], 1);
    assert_eq!(seat, Some(Some(1)));
    let welcome = &received(&mut inbox)[0];
    assert_eq!(
        welcome["table"]["seats"][0],
        json!({"kind": "computer", "connected": true, "level": "easy"})
    );
    assert_eq!(
        welcome["table"]["seats"][3]["level"], "medium",
        "a computer's level is medium unless asked"
    );
    assert_eq!(
        welcome["turn"]["player"], 1,
        "the computer has played up to the person's decision: {welcome}"
    );
}

/// A ruleset defined in the tests (`tests/common/toy.rs`, "high card") plays through the
/// server's table code, which reaches its rulesets through a registry (`Games::of`): created,
/// seated, each seat shown its own hand alone, decided, finished, and replayed from the store
/// by a second world, with no change outside the tests.
#[test]
fn a_ruleset_of_the_tests_own_plays_through_the_table_code() {
    use crate::toy::Toy;
    use arbiter::rulesets::Only;
    use arbiter::server::tables::Games;
    let path = std::env::temp_dir().join(format!("arbiter-toy-{}.sqlite", std::process::id()));
    let url = format!("sqlite:{}", path.display());
    let open = || {
        let (thoughts, heard) = mpsc::channel();
        (
            World::open_with(store::open(&url).unwrap(), thoughts, Games::of::<Only<Toy>>()).unwrap(),
            heard,
        )
    };
    let (mut w, _heard) = open();
    let eredan = create(
        &mut w,
        json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "person"}]}),
    );
    assert!(
        eredan.unwrap_err().contains("unknown ruleset \"eredan\""),
        "this world plays the toy alone"
    );
    let t = create(
        &mut w,
        json!({"ruleset": "toy", "seats": [{"kind": "person"}, {"kind": "person"}]}),
    )
    .unwrap();
    let (_, mut zero) = hello(&mut w, &t, &t["seats"][0]["token"], 1);
    let (_, mut one) = hello(&mut w, &t, &t["seats"][1]["token"], 2);
    let welcome = received(&mut zero).remove(0);
    let view = &welcome["view"];
    assert!(
        view["hands"][0].as_array().unwrap().iter().all(|c| c.is_u64()),
        "{view}"
    );
    assert_eq!(
        view["hands"][1],
        json!(["hidden", "hidden"]),
        "the other hand is hidden"
    );
    let _ = received(&mut one);
    // Player 0 decides first: its welcome offers its two cards; its choice is stored, and
    // both seats get the step and the next turn, which offers player 1 its cards.
    let options = welcome["turn"]["options"].as_array().unwrap().clone();
    assert_eq!((welcome["turn"]["player"].clone(), options.len()), (json!(0), 2));
    choose(&mut w, &t, 1, json!(0), &options[0]);
    assert_eq!(types(&received(&mut zero)), ["ack", "step", "turn"]);
    let told = received(&mut one);
    assert_eq!(types(&told), ["step", "turn"]);
    assert_eq!(told[0]["events"][0]["rule"], "T-PLAY");
    let options = told[1]["options"].as_array().unwrap().clone();
    choose(&mut w, &t, 2, json!(1), &options[1]);
    let last = received(&mut zero);
    assert_eq!(types(&last), ["step", "turn"]);
    assert_eq!(last[0]["events"][1]["rule"], "T-WIN", "the higher card wins");
    let outcome = last[1]["outcome"].clone();
    assert!(
        outcome.get("winner").is_some() || outcome.get("draw").is_some(),
        "{outcome}"
    );
    // Another world on the same store replays the table from its stored choices.
    drop(w);
    let (mut again, _heard) = open();
    let (seat, mut back) = hello(&mut again, &t, &t["seats"][1]["token"], 3);
    assert_eq!(seat, Some(Some(1)));
    let welcome = received(&mut back).remove(0);
    assert_eq!(
        (
            welcome["outcome"].clone(),
            welcome["view"]["played"].as_array().unwrap().len()
        ),
        (outcome, 2)
    );
    let _ = std::fs::remove_file(&path);
}
