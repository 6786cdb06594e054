//! `arbiter serve` end to end: the built binary on loopback, real WebSocket clients, a real
//! SQLite file in a temporary folder.
#![cfg(feature = "serve")]

use crate::serving::*;
use futures_util::SinkExt;
use serde_json::{json, Value};
use std::path::Path;
use tokio::net::TcpStream;
use tokio_tungstenite::tungstenite::Message;

fn serve(db: &Path) -> Server {
    serve_with(db, &[])
}

fn serve_with(db: &Path, more: &[&str]) -> Server {
    spawn(&format!("sqlite:{}", db.display()), more)
}

/// Every seat plays its `turn`'s options (the k-th of them, varied), a spectator watches: a whole
/// game of each ruleset. Options reach only the decider; a reconnect mid-game gets the view it had;
/// a resend is acknowledged and applied once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn whole_games_of_each_ruleset() {
    let d = dir("games");
    let s = serve(&d.join("a.db"));
    for ruleset in arbiter::rulesets::RulesetId::names() {
        let n = seats_of(ruleset);
        let seats: Vec<Value> = (0..n).map(|_| json!({"kind": "person"})).collect();
        let t = create(&s, json!({"ruleset": ruleset, "seats": seats})).await;
        let mut socks = vec![];
        let mut turn = Value::Null;
        let mut first = vec![];
        for i in 0..n {
            let (ws, w) = hello(&s, &t, t["seats"][i]["token"].as_str().unwrap()).await;
            assert_eq!(w["seat"], i);
            check_hidden(&w, Some(i), ruleset);
            turn = w["turn"].clone();
            first.push(w["turn"].clone());
            socks.push(ws);
        }
        let (mut spectator, w) = hello(&s, &t, t["spectator"].as_str().unwrap()).await;
        assert!(w["seat"].is_null());
        assert!(w["turn"].get("options").is_none(), "a spectator gets no options");
        let mut last_view = vec![Value::Null; n];
        let mut k = 0usize;
        while turn["outcome"].is_null() {
            let decision = turn["decision"].as_u64().unwrap();
            let player = turn["player"].as_u64().unwrap() as usize;
            // Read every seat's step and turn of the previous choice; only the decider has options.
            let mut options = Value::Null;
            for (i, ws) in socks.iter_mut().enumerate() {
                let m = if decision == 0 {
                    first[i].clone()
                } else {
                    until(ws, "turn").await
                };
                assert_eq!(m["decision"], decision);
                if i == player {
                    options = m["options"].clone();
                } else {
                    assert!(
                        m["options"].is_null(),
                        "{ruleset}: seat {i} saw seat {player}'s options: {m} (turn {turn})"
                    );
                }
            }
            let options = options
                .as_array()
                .unwrap_or_else(|| panic!("{ruleset}: no options for seat {player}: {turn}"));
            let choice = options[k % options.len()].clone();
            k += 7;
            say(
                &mut socks[player],
                json!({"v": 1, "type": "choose", "decision": decision, "choice": choice}),
            )
            .await;
            assert_eq!(until(&mut socks[player], "ack").await["decision"], decision);
            if decision == 3 {
                // A resend from a new socket of the same seat (a reconnect): acknowledged again,
                // applied once (the decisions keep counting one by one below).
                let token = t["seats"][player]["token"].as_str().unwrap();
                let (mut again, _) = hello(&s, &t, token).await;
                say(
                    &mut again,
                    json!({"v": 1, "type": "choose", "decision": decision, "choice": choice}),
                )
                .await;
                assert_eq!(until(&mut again, "ack").await["decision"], decision);
                let _ = again.close(None).await;
            }
            for (i, ws) in socks.iter_mut().enumerate() {
                let step = until(ws, "step").await;
                check_hidden(&step, Some(i), ruleset);
                assert_eq!(step["decision"], decision);
                assert_eq!(step["timeout"], false);
                last_view[i] = step["view"].clone();
            }
            let step = until(&mut spectator, "step").await;
            check_hidden(&step, None, ruleset);
            assert_eq!(step["decision"], decision);
            let t2 = until(&mut spectator, "turn").await;
            assert!(t2["options"].is_null(), "{ruleset}: spectator got {t2}");
            turn = t2;
            if decision == 5 {
                // Seat 0 connects again (a reload): the same view as its last step, the same turn.
                let (mut again, w) = hello(&s, &t, t["seats"][0]["token"].as_str().unwrap()).await;
                assert_eq!(w["view"], last_view[0], "{ruleset}: the reconnect's view");
                assert_eq!(w["history"].as_array().unwrap().len(), decision as usize + 2);
                assert_eq!(w["turn"]["decision"], turn["decision"]);
                let _ = again.close(None).await;
            }
        }
        assert!(!turn["outcome"].is_null(), "{ruleset}: the game ended");
        // Once everyone has left, the finished table leaves the server's memory; the store
        // keeps it, and coming back to it loads it again, over.
        for ws in socks.iter_mut().chain([&mut spectator]) {
            let _ = ws.close(None).await;
        }
        let mut held = tables_in_memory(&s).await;
        for _ in 0..100 {
            if held == 0 {
                break;
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
            held = tables_in_memory(&s).await;
        }
        assert_eq!(held, 0, "{ruleset}: the finished table is still held");
        let (mut back, w) = hello(&s, &t, t["seats"][0]["token"].as_str().unwrap()).await;
        assert_eq!(
            w["outcome"], turn["outcome"],
            "{ruleset}: the finished table, loaded again"
        );
        assert_eq!(tables_in_memory(&s).await, 1);
        let _ = back.close(None).await;
    }
}

/// `GET /api/health`'s count of the tables the server holds in memory.
async fn tables_in_memory(s: &Server) -> u64 {
    let text = fetch(s, "/api/health", "identity").await;
    let body: Value = serde_json::from_str(text.split("\r\n\r\n").nth(1).unwrap_or("")).unwrap();
    assert_eq!(body["ok"], true, "{text}");
    body["tables_in_memory"].as_u64().unwrap()
}

/// Bad input of each kind gets a structured error on that socket, which stays open.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_inputs_are_refused_and_change_nothing() {
    let d = dir("bad");
    let s = serve(&d.join("a.db"));
    let t = create(
        &s,
        json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "person"}]}),
    )
    .await;
    let mut ws = connect(&s).await;
    ws.send(Message::Text("{nope".into())).await.unwrap();
    assert_eq!(next(&mut ws).await["kind"], "malformed");
    say(&mut ws, json!({"v": 2, "type": "hello"})).await;
    assert_eq!(next(&mut ws).await["kind"], "version");
    say(&mut ws, json!({"v": 1, "type": "hello", "table": "nope", "token": "x"})).await;
    assert_eq!(next(&mut ws).await["kind"], "unknown_table");
    say(
        &mut ws,
        json!({"v": 1, "type": "hello", "table": t["id"], "token": "0123"}),
    )
    .await;
    assert_eq!(next(&mut ws).await["kind"], "unknown_table");
    ws.send(Message::Text("x".repeat(70 * 1024).into())).await.unwrap();
    assert_eq!(next(&mut ws).await["kind"], "limit");
    // The seat not deciding answering the decider's decision; a decision not awaited; a refused choice.
    let (_, w) = hello(&s, &t, t["seats"][0]["token"].as_str().unwrap()).await;
    let decider = w["turn"]["player"].as_u64().unwrap() as usize;
    let (mut other, w) = hello(&s, &t, t["seats"][1 - decider]["token"].as_str().unwrap()).await;
    assert!(w["turn"].get("options").is_none());
    say(
        &mut other,
        json!({"v": 1, "type": "choose", "decision": 0, "choice": {"type": "fighters"}}),
    )
    .await;
    assert_eq!(until(&mut other, "error").await["kind"], "not_your_seat");
    let (mut zero, w) = hello(&s, &t, t["seats"][decider]["token"].as_str().unwrap()).await;
    let options = w["turn"]["options"].clone();
    // Why a choice would be refused, in English or in one of the ruleset's languages; a
    // language it has not is refused naming the field.
    let far = json!({"type": "fighters", "player": decider, "own": 9, "opponent": 0});
    for (lang, words) in [(json!(null), "is out of range"), (json!("fr"), "est hors limites")] {
        let ask = json!({"v": 1, "type": "why_not", "id": 7, "choices": [far, options[0]], "lang": lang});
        say(&mut zero, ask).await;
        let answer = until(&mut zero, "why_not").await;
        assert_eq!(answer["id"], 7);
        let reason = &answer["reasons"][0];
        assert_eq!(
            (&reason["kind"], &reason["rule"], &reason["field"]),
            (&json!("not_an_option"), &json!("E-FIGHT"), &json!("choice.own"))
        );
        assert!(reason["message"].as_str().unwrap().contains(words), "{lang}: {reason}");
        assert_eq!(answer["reasons"][1], Value::Null, "an option is legal");
    }
    say(
        &mut zero,
        json!({"v": 1, "type": "why_not", "id": 8, "choices": [far], "lang": "ru"}),
    )
    .await;
    let e = until(&mut zero, "error").await;
    assert_eq!((&e["kind"], &e["field"]), (&json!("malformed"), &json!("lang")), "{e}");
    say(
        &mut zero,
        json!({"v": 1, "type": "choose", "decision": 4, "choice": options[0]}),
    )
    .await;
    assert_eq!(until(&mut zero, "error").await["kind"], "stale");
    say(
        &mut zero,
        json!({"v": 1, "type": "choose", "decision": 0, "choice": {"type": "nothing"}}),
    )
    .await;
    let e = until(&mut zero, "error").await;
    assert_eq!(e["decision"], 0);
    assert_ne!(e["kind"], "stale");
    let (mut spectator, _) = hello(&s, &t, t["spectator"].as_str().unwrap()).await;
    say(
        &mut spectator,
        json!({"v": 1, "type": "choose", "decision": 0, "choice": options[0]}),
    )
    .await;
    assert_eq!(until(&mut spectator, "error").await["kind"], "not_your_seat");
    // Still decision 0, and the socket still answers.
    say(
        &mut zero,
        json!({"v": 1, "type": "choose", "decision": 0, "choice": options[0]}),
    )
    .await;
    assert_eq!(until(&mut zero, "ack").await["decision"], 0);
    // A different choice for decision 0 now: stale.
    say(
        &mut zero,
        json!({"v": 1, "type": "choose", "decision": 0, "choice": options[1]}),
    )
    .await;
    assert_eq!(until(&mut zero, "error").await["kind"], "stale");
}

/// A server dropped and started again on the same file resumes the table to the same state.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_resumes_the_table() {
    let d = dir("restart");
    let db = d.join("a.db");
    let (t, view, history) = {
        let s = serve(&db);
        let t = create(
            &s,
            json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "computer", "level": "easy"}]}),
        )
        .await;
        let (mut ws, w) = hello(&s, &t, t["seats"][0]["token"].as_str().unwrap()).await;
        let mut turn = w["turn"].clone();
        for _ in 0..6 {
            if turn["outcome"].is_object() {
                break;
            }
            let d = turn["decision"].clone();
            say(
                &mut ws,
                json!({"v": 1, "type": "choose", "decision": d, "choice": turn["options"][0]}),
            )
            .await;
            loop {
                let m = until(&mut ws, "turn").await;
                if m.get("options").is_some() || m["outcome"].is_object() {
                    turn = m;
                    break;
                }
            }
        }
        let (_, w) = hello(&s, &t, t["seats"][0]["token"].as_str().unwrap()).await;
        (t, w["view"].clone(), w["history"].clone())
    };
    let s = serve(&db);
    let (_, w) = hello(&s, &t, t["seats"][0]["token"].as_str().unwrap()).await;
    assert_eq!(w["view"], view);
    assert_eq!(w["history"], history);
}

/// `GET path` with `encoding` accepted: the whole answer, headers and body, as text.
async fn fetch(s: &Server, path: &str, encoding: &str) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut tcp = TcpStream::connect(&s.addr).await.unwrap();
    let req = format!(
        "GET {path} HTTP/1.1\r\nHost: {}\r\nAccept-Encoding: {encoding}\r\nConnection: close\r\n\r\n",
        s.addr
    );
    tcp.write_all(req.as_bytes()).await.unwrap();
    let mut out = vec![];
    tcp.read_to_end(&mut out).await.unwrap();
    String::from_utf8_lossy(&out).to_string()
}

/// The headers of `GET path`, lowercased.
async fn get(s: &Server, path: &str, encoding: &str) -> String {
    let text = fetch(s, path, encoding).await;
    text.split("\r\n\r\n").next().unwrap_or("").to_ascii_lowercase()
}

/// `--static`: content types, br and gzip, cache headers by name, readable from any origin.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn static_files() {
    let d = dir("static");
    let site = d.join("site");
    std::fs::create_dir_all(&site).unwrap();
    std::fs::write(site.join("index.html"), "<!doctype html>".repeat(200)).unwrap();
    std::fs::write(site.join("app-ABCD1234.js"), "console.log(1);".repeat(200)).unwrap();
    std::fs::write(site.join("e-ABCD1234.wasm"), vec![0u8; 4000]).unwrap();
    let s = serve_with(&d.join("a.db"), &["--static", site.to_str().unwrap()]);
    let js = get(&s, "/app-ABCD1234.js", "br").await;
    assert!(js.contains("content-encoding: br"), "{js}");
    assert!(js.contains("immutable"), "{js}");
    assert!(js.contains("access-control-allow-origin: *"), "{js}");
    assert!(js.contains("cross-origin-resource-policy: cross-origin"), "{js}");
    let wasm = get(&s, "/e-ABCD1234.wasm", "gzip").await;
    assert!(wasm.contains("content-type: application/wasm"), "{wasm}");
    assert!(wasm.contains("content-encoding: gzip"), "{wasm}");
    let html = get(&s, "/", "gzip").await;
    assert!(html.contains("content-type: text/html"), "{html}");
    assert!(html.contains("cache-control: no-cache"), "{html}");
}

/// A hard computer's search runs off the engine thread: while two hard computers play a whole
/// Berserk game at one table (4,000 playouts a decision, hundreds of decisions), a person at
/// another table is answered at once, before that game ends (were the searches on the engine thread, every computer decision of the first table
/// would be played before the second table's first choice is read).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hard_computer_holds_up_no_other_table() {
    let d = dir("thinkers");
    let s = serve(&d.join("a.db"));
    let hard = json!({"kind": "computer", "level": "hard"});
    let a = create(&s, json!({"ruleset": "berserk", "seats": [hard, hard]})).await;
    let (mut watch, w) = hello(&s, &a, a["spectator"].as_str().unwrap()).await;
    assert!(
        w["outcome"].is_null(),
        "the hard computers' game is under way, not played out: {}",
        w["outcome"]
    );
    let b = create(
        &s,
        json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "person"}]}),
    )
    .await;
    let mut socks = vec![];
    let mut turn = Value::Null;
    for i in 0..2 {
        let (ws, w) = hello(&s, &b, b["seats"][i]["token"].as_str().unwrap()).await;
        if w["turn"]["player"] == i {
            turn = w["turn"].clone();
        }
        socks.push(ws);
    }
    for _ in 0..5 {
        let player = turn["player"].as_u64().unwrap() as usize;
        let decision = turn["decision"].clone();
        say(
            &mut socks[player],
            json!({"v": 1, "type": "choose", "decision": decision, "choice": turn["options"][0]}),
        )
        .await;
        assert_eq!(until(&mut socks[player], "ack").await["decision"], decision);
        // Each seat's turn after it; the next decider's has the options.
        for (i, ws) in socks.iter_mut().enumerate() {
            let m = until(ws, "turn").await;
            if m["player"] == i {
                turn = m;
            }
        }
        assert!(turn["options"].is_array(), "the next decider's options: {turn}");
    }
    // What the first table's spectator has been sent so far (read for 300 ms in all: its
    // computers keep playing, each decision well within that): its game is not over.
    let mut seen = 0;
    let until_then = tokio::time::Instant::now() + std::time::Duration::from_millis(300);
    while let Ok(m) = tokio::time::timeout_at(until_then, next(&mut watch)).await {
        seen += 1;
        assert!(
            m["outcome"].is_null() || m["type"] != "turn",
            "the hard computers' game ended before the other table's fifth choice: {m}"
        );
    }
    println!("the first table's spectator got {seen} messages meanwhile");
}
