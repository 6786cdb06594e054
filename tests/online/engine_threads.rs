//! The tables spread over several engine threads (docs/online.md, "What a choice costs the
//! server"): each table is one thread's, chosen by its id, and every command about it reaches
//! that thread; each thread has its own store connection, and on SQLite a batch holds the
//! file's one writer only while it is written, at its commit, all of it or none.
#![cfg(feature = "serve")]

use arbiter::server::store::{self, TableRow};
use arbiter::server::tables::{shard_of, Command, Engine};
use arbiter::table::protocol::ServerMessage;
use serde_json::{json, Value};
use tokio::sync::mpsc::unbounded_channel;
use tokio::sync::oneshot;

fn scratch(name: &str) -> String {
    let path = std::env::temp_dir().join(format!("arbiter-threads-{name}-{}.sqlite", std::process::id()));
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    format!("sqlite:{}", path.display())
}

fn row(id: &str) -> TableRow {
    TableRow {
        id: id.into(),
        ruleset: "eredan".into(),
        setup: Value::Null,
        seed: 1,
        seats: vec![],
        spectator_hash: String::new(),
        clock: None,
    }
}

#[test]
fn an_sqlite_batch_leaves_the_writer_free_until_its_commit_and_keeps_all_of_it_or_none() {
    let url = scratch("batch");
    let (mut one, mut two) = (store::open(&url).unwrap(), store::open(&url).unwrap());
    one.create(&row("a")).unwrap();
    one.create(&row("b")).unwrap();
    one.begin().unwrap();
    one.add_choice("a", 0, &json!({"pass": 1}), false).unwrap();
    // While the first connection's batch is open (its games stepping), the second one writes
    // and commits at once: the batch holds no lock yet.
    two.begin().unwrap();
    two.add_choice("b", 0, &json!("b0"), false).unwrap();
    two.commit().unwrap();
    assert!(
        one.choices("a").unwrap().is_empty(),
        "nothing of a batch is stored before its commit"
    );
    one.add_choice("a", 1, &json!("a1"), true).unwrap();
    one.commit().unwrap();
    assert_eq!(
        two.choices_from("a", 0).unwrap(),
        [(json!({"pass": 1}), false), (json!("a1"), true)]
    );
    assert_eq!(one.choices("b").unwrap(), [json!("b0")]);

    // A batch with an index already stored keeps none of its choices.
    two.begin().unwrap();
    two.add_choice("b", 1, &json!("b1"), false).unwrap();
    two.add_choice("a", 1, &json!("again"), false).unwrap();
    assert!(two.commit().is_err());
    assert_eq!(
        one.choices("b").unwrap(),
        [json!("b0")],
        "the batch is kept whole or not at all"
    );
    assert_eq!(one.choices("a").unwrap().len(), 2);
    // And the connection stores on afterwards.
    two.add_choice("b", 1, &json!("b1"), false).unwrap();
    assert_eq!(one.choices("b").unwrap(), [json!("b0"), json!("b1")]);
}

#[test]
fn each_table_is_one_engine_thread_s_and_every_command_about_it_reaches_that_thread() {
    assert_eq!(shard_of("0123abcd", 1), 0);
    assert_eq!(
        shard_of("0123abcd", 3),
        shard_of("0123abcd", 3),
        "the same thread each time"
    );
    let url = scratch("engine");
    let engine = Engine::start(&|| store::open(&url), 2, None).unwrap();
    let mut tables = vec![];
    for _ in 0..8 {
        let (reply, answer) = oneshot::channel();
        let request = json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "person"}]});
        engine.send(Command::Create { request, reply });
        tables.push(answer.blocking_recv().unwrap().unwrap());
    }
    let shards: Vec<usize> = tables.iter().map(|t| shard_of(t["id"].as_str().unwrap(), 2)).collect();
    assert!(
        shards.contains(&0) && shards.contains(&1),
        "new tables go to both threads: {shards:?}"
    );
    let (reply, answer) = oneshot::channel();
    engine.send(Command::Health { reply });
    assert_eq!(
        answer.blocking_recv().unwrap()["tables_in_memory"],
        8,
        "every thread's tables are counted"
    );

    // Each table answers its seats from its own thread: a welcome, then the chooser's ack and
    // each seat's step.
    for (k, t) in tables.iter().enumerate() {
        let id = t["id"].as_str().unwrap().to_string();
        let mut inboxes = vec![];
        for seat in 0..2u64 {
            let (out, inbox) = unbounded_channel();
            let (reply, answer) = oneshot::channel();
            let conn = 100 * k as u64 + seat;
            let token = t["seats"][seat as usize]["token"].as_str().unwrap().to_string();
            engine.send(Command::Hello {
                table: id.clone(),
                token,
                conn,
                out,
                reply,
            });
            assert_eq!(answer.blocking_recv().unwrap(), Some(Some(seat as u8)));
            inboxes.push(inbox);
        }
        let welcomes: Vec<Value> = inboxes
            .iter_mut()
            .map(|inbox| serde_json::from_str(&inbox.blocking_recv().unwrap().text()).unwrap())
            .collect();
        for welcome in &welcomes {
            assert_eq!(
                (welcome["type"].as_str(), welcome["table"]["id"].as_str()),
                (Some("welcome"), Some(id.as_str()))
            );
        }
        let decider = welcomes[0]["turn"]["player"].as_u64().unwrap() as usize;
        let mine = &welcomes[decider];
        let option = mine["turn"]["options"][0].clone();
        engine.send(Command::Choose {
            table: id.clone(),
            conn: 100 * k as u64 + decider as u64,
            decision: json!(0),
            choice: option,
        });
        let said = |m: Box<ServerMessage>| {
            serde_json::from_str::<Value>(&m.text()).unwrap()["type"]
                .as_str()
                .unwrap()
                .to_string()
        };
        let mut heard = vec![];
        while heard.last().map(String::as_str) != Some("turn") {
            heard.push(said(inboxes[decider].blocking_recv().unwrap()));
        }
        assert!(
            heard.ends_with(&["ack".to_string(), "step".to_string(), "turn".to_string()]),
            "{heard:?}"
        );
    }
}
