//! The community around the tables, end to end on `arbiter serve` (SQLite): players without
//! passwords, quick pairing, the lobby, a rated game's ratings and history, a restart losing
//! nothing, and the bad requests each gets its answer to.
#![cfg(feature = "serve")]

use crate::serving::*;
use serde_json::{json, Value};

pub(crate) async fn api(s: &Server, method: &str, path: &str, key: Option<&str>, body: Value) -> (u16, Value) {
    let body = if body.is_null() {
        String::new()
    } else {
        body.to_string()
    };
    request_from(s, LOCAL, method, path, key, &body).await
}

/// A new player: its key and id.
pub(crate) async fn player(s: &Server, name: &str) -> (String, String) {
    let (status, me) = api(s, "POST", "/api/players", None, json!({"name": name})).await;
    assert_eq!(status, 201, "{me}");
    (
        me["key"].as_str().unwrap().to_string(),
        me["id"].as_str().unwrap().to_string(),
    )
}

fn token_of(invite: &Value) -> String {
    invite.as_str().unwrap().rsplit("token=").next().unwrap().to_string()
}

fn table_of(invite: &Value) -> Value {
    let id = invite
        .as_str()
        .unwrap()
        .split("table=")
        .nth(1)
        .unwrap()
        .split(['#', '&'])
        .next()
        .unwrap();
    json!({"id": id})
}

/// Both seats, each on its server (one server twice, or two instances sharing a database),
/// play their first option until the game ends: the last turn.
pub(crate) async fn play_out(servers: [&Server; 2], invites: [&Value; 2]) -> Value {
    let mut socks = vec![];
    let mut turns = vec![Value::Null; 2];
    for (s, invite) in servers.into_iter().zip(invites) {
        let (ws, w) = hello(s, &table_of(invite), &token_of(invite)).await;
        let seat = w["seat"].as_u64().unwrap() as usize;
        turns[seat] = w["turn"].clone();
        socks.push((seat, ws));
    }
    socks.sort_by_key(|(seat, _)| *seat);
    while turns[0]["outcome"].is_null() {
        let player = turns[0]["player"].as_u64().unwrap() as usize;
        let turn = &turns[player];
        let choice = json!({"v": 1, "type": "choose", "decision": turn["decision"], "choice": turn["options"][0]});
        say(&mut socks[player].1, choice).await;
        until(&mut socks[player].1, "ack").await;
        for (seat, ws) in socks.iter_mut() {
            turns[*seat] = until(ws, "turn").await;
        }
    }
    turns.swap_remove(0)
}

/// Waits for the community's thread to record the game's end.
pub(crate) async fn rated(s: &Server, key: &str, ruleset: &str) -> Value {
    for _ in 0..100 {
        let (_, me) = api(s, "GET", "/api/me", Some(key), Value::Null).await;
        if me["ratings"]
            .as_array()
            .is_some_and(|r| r.iter().any(|r| r["ruleset"] == ruleset))
        {
            return me;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("the rated game was not recorded");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_strangers_meet_by_quick_pairing_play_rated_and_keep_their_record_over_a_restart() {
    let d = dir("community");
    let db = format!("sqlite:{}", d.join("c.db").display());
    let s = spawn(&db, &[]);
    let (ana, ana_id) = player(&s, "Ana").await;
    let (boris, boris_id) = player(&s, "Boris").await;
    // Ana waits; Boris's request pairs them; Ana learns her seat on her next check.
    let (_, waiting) = api(&s, "POST", "/api/pairing", Some(&ana), json!({"ruleset": "yummell"})).await;
    assert_eq!(waiting["state"], "waiting", "{waiting}");
    let (_, lobby) = api(&s, "GET", "/api/lobby", None, Value::Null).await;
    assert_eq!(lobby["pairing"], json!([["yummell", 1]]));
    assert!(lobby["rulesets"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["id"] == "yummell"));
    let (status, paired) = api(&s, "POST", "/api/pairing", Some(&boris), json!({"ruleset": "yummell"})).await;
    assert_eq!((status, &paired["state"]), (200, &json!("paired")), "{paired}");
    let (_, hers) = api(&s, "GET", "/api/pairing", Some(&ana), Value::Null).await;
    assert_eq!(hers["state"], "paired");
    assert_eq!(hers["table"], paired["table"]);
    assert_ne!(hers["invite"], paired["invite"], "two seats");
    let (_, idle) = api(&s, "GET", "/api/pairing", Some(&ana), Value::Null).await;
    assert_eq!(idle["state"], "idle", "paired once");
    // The game is listed live and in each one's games in progress.
    let (_, lobby) = api(&s, "GET", "/api/lobby", None, Value::Null).await;
    assert_eq!(lobby["live"][0]["table"], paired["table"]);
    let (_, me) = api(&s, "GET", "/api/me", Some(&ana), Value::Null).await;
    assert_eq!(
        me["playing"][0]["invite"], hers["invite"],
        "a lost link is not a lost table"
    );
    assert_eq!(me["playing"][0]["opponents"], json!(["Boris"]));
    assert!(
        hers["invite"].as_str().unwrap().contains("&lobby#"),
        "a lobby table's link says so: {hers}"
    );
    // The game's page names both players at the table, and keeps its log (every hidden card)
    // until the game is over.
    let table = paired["table"].as_str().unwrap().to_string();
    let (status, during) = api(&s, "GET", &format!("/api/games/{table}"), None, Value::Null).await;
    assert_eq!(status, 200, "{during}");
    let mut names: Vec<&str> = during["seats"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["name"].as_str().unwrap())
        .collect();
    names.sort();
    assert_eq!(names, ["Ana", "Boris"]);
    assert_eq!(during["seats"][0]["rating"], 1500.0);
    assert!(during["log"].is_null() && during["how"].is_null(), "{during}");
    let end = play_out([&s, &s], [&hers["invite"], &paired["invite"]]).await;
    let ana_me = rated(&s, &ana, "yummell").await;
    let boris_me = rated(&s, &boris, "yummell").await;
    let (ra, rb) = (
        ana_me["ratings"][0]["rating"].as_f64().unwrap(),
        boris_me["ratings"][0]["rating"].as_f64().unwrap(),
    );
    let game = &ana_me["games"][0];
    assert_eq!(game["rated"], true);
    let ana_seat = game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["player"] == ana_id.as_str())
        .unwrap();
    match end["outcome"]["winner"].as_u64() {
        Some(w) if w == ana_seat["seat"].as_u64().unwrap() => assert!(ra > 1500.0 && rb < 1500.0),
        Some(_) => assert!(ra < 1500.0 && rb > 1500.0),
        None => assert!((ra - 1500.0).abs() < 1e-6),
    }
    assert_eq!(ana_seat["rating_after"].as_f64(), Some(ra));
    assert!(
        ana_me["playing"].as_array().unwrap().is_empty(),
        "the game left the games in progress"
    );
    // Anyone may read a player's page: the same game, the names.
    let (_, page) = api(&s, "GET", &format!("/api/players/{boris_id}"), None, Value::Null).await;
    assert_eq!(page["name"], "Boris");
    assert_eq!(page["games"][0]["table"], game["table"]);
    assert!(page.get("key").is_none());
    // Once over, the game gives its log: replayed by the engine, it ends as the table did.
    let (_, after) = api(&s, "GET", &format!("/api/games/{table}"), None, Value::Null).await;
    assert_eq!(after["how"], "end");
    let log: arbiter::saves::GameLog = serde_json::from_value(after["log"].clone()).unwrap();
    assert!(
        log.seed < 1 << 53,
        "a seed the page's JS numbers hold exactly: {}",
        log.seed
    );
    let replayed = arbiter::saves::Resumable::start(&log).unwrap().session.outcome();
    assert_eq!(serde_json::to_value(replayed).unwrap(), end["outcome"]);
    let (status, _) = api(&s, "GET", "/api/games/nosuchtable", None, Value::Null).await;
    assert_eq!(status, 404);
    // A restart loses no player, rating or finished game.
    drop(s);
    let s = spawn(&db, &[]);
    let (_, again) = api(&s, "GET", "/api/me", Some(&ana), Value::Null).await;
    assert_eq!(again["ratings"], ana_me["ratings"]);
    assert_eq!(again["games"], ana_me["games"]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_table_is_offered_listed_taken_once_and_cancelled_only_by_its_maker() {
    let d = dir("lobby");
    let s = spawn(&format!("sqlite:{}", d.join("l.db").display()), &[]);
    let (ana, _) = player(&s, "Ana").await;
    let (boris, _) = player(&s, "Boris").await;
    let (cleo, _) = player(&s, "Cléo").await;
    let (status, offer) = api(
        &s,
        "POST",
        "/api/lobby",
        Some(&ana),
        json!({"ruleset": "eredan", "clock": 60, "rated": true}),
    )
    .await;
    assert_eq!(status, 201, "{offer}");
    let (_, lobby) = api(&s, "GET", "/api/lobby", None, Value::Null).await;
    let listed = &lobby["offers"][0];
    assert_eq!(
        (listed["name"].clone(), listed["clock"].clone(), listed["rated"].clone()),
        (json!("Ana"), json!(60), json!(true))
    );
    assert_eq!(listed["rating"], 1500.0);
    let id = offer["id"].as_str().unwrap();
    let (status, _) = api(&s, "POST", &format!("/api/lobby/{id}/join"), Some(&ana), Value::Null).await;
    assert_eq!(status, 400, "one's own table is not taken");
    let (status, _) = api(&s, "DELETE", &format!("/api/lobby/{id}"), Some(&boris), Value::Null).await;
    assert_eq!(status, 404, "only its maker cancels it");
    let (status, taken) = api(&s, "POST", &format!("/api/lobby/{id}/join"), Some(&boris), Value::Null).await;
    assert_eq!(status, 201, "{taken}");
    let (status, _) = api(&s, "POST", &format!("/api/lobby/{id}/join"), Some(&cleo), Value::Null).await;
    assert_eq!(status, 404, "taken once");
    let (_, me) = api(&s, "GET", "/api/me", Some(&ana), Value::Null).await;
    assert_eq!(me["playing"][0]["table"], taken["table"], "the maker finds its seat");
    let (_, second) = api(&s, "POST", "/api/lobby", Some(&ana), json!({"ruleset": "berserk"})).await;
    let (status, _) = api(
        &s,
        "DELETE",
        &format!("/api/lobby/{}", second["id"].as_str().unwrap()),
        Some(&ana),
        Value::Null,
    )
    .await;
    assert_eq!(status, 204);
    let (_, lobby) = api(&s, "GET", "/api/lobby", None, Value::Null).await;
    assert_eq!(lobby["offers"], json!([]));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_requests_get_their_answer_and_change_nothing() {
    let d = dir("community-bad");
    let s = spawn(&format!("sqlite:{}", d.join("b.db").display()), &[]);
    let (ana, _) = player(&s, "Ana").await;
    for (method, path, key, body, status) in [
        ("POST", "/api/players", None, json!({"name": "ANA"}), 400),
        ("POST", "/api/players", None, json!({"name": "<script>"}), 400),
        ("POST", "/api/players", None, json!({"name": "Computer"}), 400),
        ("POST", "/api/players", None, json!({"nom": "x"}), 400),
        ("GET", "/api/me", None, Value::Null, 404),
        ("GET", "/api/me", Some("0".repeat(64).as_str()), Value::Null, 404),
        ("GET", "/api/me", Some("' OR 1=1 --"), Value::Null, 404),
        ("PUT", "/api/me", Some(ana.as_str()), json!({"name": "a"}), 400),
        (
            "POST",
            "/api/lobby",
            Some(ana.as_str()),
            json!({"ruleset": "chess"}),
            400,
        ),
        (
            "POST",
            "/api/lobby",
            Some(ana.as_str()),
            json!({"ruleset": "eredan", "clock": -1}),
            400,
        ),
        (
            "POST",
            "/api/lobby",
            Some(ana.as_str()),
            json!({"ruleset": "eredan", "setup": {"decks": ["nope", "nope"]}}),
            400,
        ),
        ("POST", "/api/lobby", None, json!({"ruleset": "eredan"}), 404),
        (
            "POST",
            "/api/pairing",
            Some(ana.as_str()),
            json!({"ruleset": "eredan", "extra": 1}),
            400,
        ),
        (
            "POST",
            "/api/pairing",
            Some(ana.as_str()),
            json!({"ruleset": "yummell", "setup": {"players": 3}}),
            400,
        ),
        ("GET", "/api/players/nobody", None, Value::Null, 404),
    ] {
        let (got, answer) = api(&s, method, path, key, body.clone()).await;
        assert_eq!(got, status, "{method} {path} {body}: {answer}");
        assert!(answer["error"].is_string(), "{answer}");
    }
    let (_, me) = api(&s, "GET", "/api/me", Some(&ana), Value::Null).await;
    assert_eq!(me["name"], "Ana");
    let (_, lobby) = api(&s, "GET", "/api/lobby", None, Value::Null).await;
    assert_eq!(lobby["offers"], json!([]));
    // Names are data: shown as given, escaped by whoever shows them; a rename is checked and
    // bounded.
    for i in 0..5 {
        let (status, _) = api(&s, "PUT", "/api/me", Some(&ana), json!({"name": format!("Ana {i}")})).await;
        assert_eq!(status, 200);
    }
    let (status, _) = api(&s, "PUT", "/api/me", Some(&ana), json!({"name": "Ana 9"})).await;
    assert_eq!(status, 429, "renames are limited");
    let (status, _) = api(&s, "DELETE", "/api/me", Some(&ana), Value::Null).await;
    assert_eq!(status, 204);
    let (status, _) = api(&s, "GET", "/api/me", Some(&ana), Value::Null).await;
    assert_eq!(status, 404, "a forgotten player is gone");
}

/// 1,000 players (from 100 addresses of loopback: 10 each, the limit per address) ask for quick
/// pairing at once: every one of them ends at a table with exactly one other, 500 tables, and
/// the lobby's answer stays bounded (its lists are capped) however many play.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_thousand_players_are_paired_two_by_two() {
    use std::collections::BTreeMap;
    use std::net::{IpAddr, Ipv4Addr};
    use std::sync::Arc;
    let d = dir("community-load");
    let s = Arc::new(spawn(&format!("sqlite:{}", d.join("m.db").display()), &[]));
    let mut tasks = vec![];
    for i in 0..1000u32 {
        let s = s.clone();
        tasks.push(tokio::spawn(async move {
            let from = IpAddr::V4(Ipv4Addr::new(127, 0, 1, (i / 10) as u8 + 1));
            let name = json!({"name": format!("player {i}")}).to_string();
            let (status, me) = request_from(&s, from, "POST", "/api/players", None, &name).await;
            assert_eq!(status, 201, "{me}");
            let key = me["key"].as_str().unwrap().to_string();
            let wish = json!({"ruleset": "eredan"}).to_string();
            let (_, mut state) = request_from(&s, from, "POST", "/api/pairing", Some(&key), &wish).await;
            while state["state"] == "waiting" {
                tokio::time::sleep(std::time::Duration::from_millis(200)).await;
                state = request_from(&s, from, "GET", "/api/pairing", Some(&key), "").await.1;
            }
            assert_eq!(state["state"], "paired", "{state}");
            state["table"].as_str().unwrap().to_string()
        }));
    }
    let mut tables: BTreeMap<String, usize> = BTreeMap::new();
    for t in tasks {
        *tables.entry(t.await.unwrap()).or_default() += 1;
    }
    assert_eq!(tables.len(), 500);
    assert!(tables.values().all(|n| *n == 2), "two players a table");
    let (_, lobby) = api(&s, "GET", "/api/lobby", None, Value::Null).await;
    assert_eq!(
        lobby["live"].as_array().unwrap().len(),
        100,
        "the live games listed are capped"
    );
    assert_eq!(lobby["pairing"], json!([]), "nobody left waiting");
}

/// The next lobby a watching socket is sent (within 10 s).
async fn next_lobby(
    ws: &mut tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>,
) -> Value {
    use futures_util::StreamExt;
    use tokio_tungstenite::tungstenite::Message;
    loop {
        let next = tokio::time::timeout(std::time::Duration::from_secs(10), ws.next())
            .await
            .expect("the lobby was sent within 10 s")
            .expect("the socket is open")
            .unwrap();
        if let Message::Text(t) = next {
            return serde_json::from_str(&t).unwrap();
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_lobby_is_pushed_to_a_watching_socket_at_each_change() {
    use futures_util::SinkExt;
    use tokio_tungstenite::tungstenite::Message;
    let d = dir("live");
    let s = spawn(&format!("sqlite:{}", d.join("v.db").display()), &[]);
    let (ana, _) = player(&s, "Ana").await;
    let (mut ws, _) = tokio_tungstenite::connect_async(format!("ws://{}/api/lobby/live", s.addr))
        .await
        .unwrap();
    // At once: the lobby as GET /api/lobby answers it.
    let first = next_lobby(&mut ws).await;
    let (_, polled) = api(&s, "GET", "/api/lobby", None, Value::Null).await;
    assert_eq!(first, polled);
    assert_eq!(first["offers"], json!([]));
    // An offer made: the socket is told, without asking.
    let (_, offer) = api(&s, "POST", "/api/lobby", Some(&ana), json!({"ruleset": "berserk"})).await;
    let told = next_lobby(&mut ws).await;
    assert_eq!(told["offers"][0]["id"], offer["id"], "{told}");
    assert_eq!(told["offers"][0]["name"], "Ana");
    // Cancelled: told again.
    let id = offer["id"].as_str().unwrap();
    api(&s, "DELETE", &format!("/api/lobby/{id}"), Some(&ana), Value::Null).await;
    assert_eq!(next_lobby(&mut ws).await["offers"], json!([]));
    // The socket takes nothing from its page: past a few messages it is closed.
    for _ in 0..20 {
        if ws.send(Message::Text("{\"type\":\"choose\"}".into())).await.is_err() {
            break;
        }
    }
    let closed = tokio::time::timeout(std::time::Duration::from_secs(10), async {
        use futures_util::StreamExt;
        loop {
            match ws.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return true,
                Some(Ok(_)) => {}
            }
        }
    })
    .await;
    assert_eq!(closed, Ok(true), "a page that talks to the lobby's socket is cut off");
}

/// Waits for the community's thread to record the player's `n`th finished game: the player.
async fn recorded(s: &Server, key: &str, n: usize) -> Value {
    for _ in 0..400 {
        let (_, me) = api(s, "GET", "/api/me", Some(key), Value::Null).await;
        if me["games"].as_array().is_some_and(|g| g.len() >= n) {
            return me;
        }
        tokio::time::sleep(std::time::Duration::from_millis(50)).await;
    }
    panic!("game {n} was not recorded");
}

/// A rated Eredan game Ana offers in the lobby and Boris takes (quick pairing would not pair
/// them once their ratings are apart): each one's socket by seat with its welcome's turn, and
/// the table.
async fn paired(s: &Server, ana: &str, boris: &str) -> (Vec<(Ws, Value)>, String) {
    let (_, offer) = api(
        s,
        "POST",
        "/api/lobby",
        Some(ana),
        json!({"ruleset": "eredan", "rated": true}),
    )
    .await;
    let id = offer["id"].as_str().unwrap();
    let (status, his) = api(s, "POST", &format!("/api/lobby/{id}/join"), Some(boris), Value::Null).await;
    assert_eq!(status, 201, "{his}");
    let table = his["table"].as_str().unwrap().to_string();
    let (_, me) = api(s, "GET", "/api/me", Some(ana), Value::Null).await;
    let hers = me["playing"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["table"] == table.as_str())
        .unwrap();
    let mut socks = vec![];
    for invite in [&hers["invite"], &his["invite"]] {
        let (ws, w) = hello(s, &table_of(invite), &token_of(invite)).await;
        socks.push((w["seat"].as_u64().unwrap(), ws, w["turn"].clone()));
    }
    socks.sort_by_key(|(seat, _, _)| *seat);
    (socks.into_iter().map(|(_, ws, turn)| (ws, turn)).collect(), table)
}

/// Ana's seat at `table`, from her record.
fn seat_of(me: &Value, table: &str, player: &str) -> u64 {
    let game = me["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["table"] == table)
        .unwrap();
    let seats = game["seats"].as_array().unwrap();
    seats.iter().find(|s| s["player"] == player).unwrap()["seat"]
        .as_u64()
        .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_resign_and_an_agreed_draw_end_rated_games_recorded_with_how_and_replayed_from_their_log() {
    let d = dir("community-endings");
    let s = spawn(&format!("sqlite:{}", d.join("e.db").display()), &[]);
    let (ana, ana_id) = player(&s, "Ana").await;
    let (boris, _) = player(&s, "Boris").await;

    // A rated game: the seat not awaited cannot offer a draw, but may resign; both are told.
    let (mut socks, table) = paired(&s, &ana, &boris).await;
    let awaited = socks[0].1["player"].as_u64().unwrap() as usize;
    let other = 1 - awaited;
    say(&mut socks[other].0, json!({"v": 1, "type": "offer_draw"})).await;
    let refused = until(&mut socks[other].0, "error").await;
    assert_eq!(refused["kind"], "not_your_turn", "{refused}");
    say(&mut socks[other].0, json!({"v": 1, "type": "resign"})).await;
    for (ws, _) in socks.iter_mut() {
        let last = until(ws, "turn").await;
        assert_eq!(last["outcome"], json!({"winner": awaited}), "{last}");
        assert_eq!(last["end"]["how"], "resigned");
        assert_eq!(last["end"]["seat"], json!(other));
    }
    say(&mut socks[awaited].0, json!({"v": 1, "type": "resign"})).await;
    assert_eq!(until(&mut socks[awaited].0, "error").await["kind"], "game_over");
    let me = recorded(&s, &ana, 1).await;
    let game = &me["games"][0];
    assert_eq!(
        (game["how"].clone(), game["rated"].clone()),
        (json!("resigned"), json!(true))
    );
    let ana_seat = seat_of(&me, &table, &ana_id) as usize;
    let rating = me["ratings"][0]["rating"].as_f64().unwrap();
    assert_eq!(rating > 1500.0, ana_seat == awaited, "the resigning seat lost: {me}");
    // Its log says how it ended; replayed, the game stands where it was left.
    let (_, after) = api(&s, "GET", &format!("/api/games/{table}"), None, Value::Null).await;
    assert_eq!(after["how"], "resigned");
    assert_eq!(after["log"]["end"]["how"], "resigned", "{after}");
    let log: arbiter::saves::GameLog = serde_json::from_value(after["log"].clone()).unwrap();
    let replayed = arbiter::saves::Resumable::start(&log).unwrap();
    assert_eq!(replayed.session.outcome(), None, "the rules had not ended it");
    assert_eq!(replayed.head.end, log.end);
    drop(socks);

    // A second: the awaited seat offers a draw, the other accepts; a draw scores 0.5 each.
    let (mut socks, table) = paired(&s, &ana, &boris).await;
    let awaited = socks[0].1["player"].as_u64().unwrap() as usize;
    let other = 1 - awaited;
    say(&mut socks[awaited].0, json!({"v": 1, "type": "offer_draw"})).await;
    for (ws, _) in socks.iter_mut() {
        assert_eq!(until(ws, "draw_offered").await["seat"], json!(awaited));
    }
    say(&mut socks[other].0, json!({"v": 1, "type": "accept_draw"})).await;
    for (ws, _) in socks.iter_mut() {
        let last = until(ws, "turn").await;
        assert_eq!(last["outcome"], json!({"draw": true}), "{last}");
        assert_eq!(last["end"]["how"], "draw_agreed");
    }
    let me = recorded(&s, &ana, 2).await;
    let game = me["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["table"] == table.as_str())
        .unwrap();
    assert_eq!(game["how"], "draw_agreed");
    assert!(
        game["seats"].as_array().unwrap().iter().all(|s| s["score"] == 0.5),
        "{game}"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_seat_whose_clock_runs_out_three_times_in_a_row_abandons_and_loses_the_rated_game() {
    let d = dir("community-abandon");
    let s = spawn(&format!("sqlite:{}", d.join("a.db").display()), &[]);
    let (ana, ana_id) = player(&s, "Ana").await;
    let (boris, _) = player(&s, "Boris").await;
    let (_, offer) = api(
        &s,
        "POST",
        "/api/lobby",
        Some(&ana),
        json!({"ruleset": "eredan", "clock": 1, "rated": true}),
    )
    .await;
    let id = offer["id"].as_str().unwrap();
    let (status, taken) = api(&s, "POST", &format!("/api/lobby/{id}/join"), Some(&boris), Value::Null).await;
    assert_eq!(status, 201, "{taken}");
    // Nobody sits: each decision's clock runs out, until a seat's has three times in a row.
    let me = recorded(&s, &ana, 1).await;
    let table = taken["table"].as_str().unwrap();
    let game = &me["games"][0];
    assert_eq!(game["how"], "abandoned", "{game}");
    let (_, after) = api(&s, "GET", &format!("/api/games/{table}"), None, Value::Null).await;
    let end = &after["log"]["end"];
    assert_eq!(end["how"], "abandoned");
    let loser = end["seat"].as_u64().unwrap();
    assert_eq!(end["outcome"], json!({"winner": 1 - loser}));
    let ana_seat = seat_of(&me, table, &ana_id);
    let score = if ana_seat == loser { 0.0 } else { 1.0 };
    let mine = game["seats"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["seat"] == ana_seat)
        .unwrap();
    assert_eq!(mine["score"], score);
    // Every choice before the end was the clock's.
    let log: arbiter::saves::GameLog = serde_json::from_value(after["log"].clone()).unwrap();
    assert!(log.choices.len() >= 2, "at least the two run-outs before the third");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_waiting_player_hears_its_pairing_pushed_over_a_socket_and_a_socket_without_a_key_is_refused() {
    use futures_util::SinkExt;
    use tokio_tungstenite::tungstenite::Message;
    let d = dir("pairing-live");
    let s = spawn(&format!("sqlite:{}", d.join("p.db").display()), &[]);
    let (ana, _) = player(&s, "Ana").await;
    let (boris, _) = player(&s, "Boris").await;
    let open = || tokio_tungstenite::connect_async(format!("ws://{}/api/pairing/live", s.addr));
    // No key, or a key no player has: told why.
    let (mut ws, _) = open().await.unwrap();
    ws.send(Message::Text("{\"key\": \"nobody\"}".into())).await.unwrap();
    let refused = next(&mut ws).await;
    assert_eq!(refused["kind"], "unknown", "{refused}");
    // Ana waits and watches: told she waits, then, without asking, that Boris's request paired
    // her, with her seat's link; then the socket closes.
    let wish = json!({"ruleset": "eredan"});
    let (_, waiting) = api(&s, "POST", "/api/pairing", Some(&ana), wish.clone()).await;
    assert_eq!(waiting["state"], "waiting");
    let (mut ws, _) = open().await.unwrap();
    ws.send(Message::Text(json!({"key": ana}).to_string().into()))
        .await
        .unwrap();
    assert_eq!(next(&mut ws).await["state"], "waiting");
    let (_, his) = api(&s, "POST", "/api/pairing", Some(&boris), wish).await;
    assert_eq!(his["state"], "paired");
    let hers = loop {
        let m = next(&mut ws).await;
        if m["state"] != "waiting" {
            break m;
        }
    };
    assert_eq!(hers["state"], "paired", "{hers}");
    assert_eq!(hers["table"], his["table"]);
    assert_ne!(hers["invite"], his["invite"]);
    let closed = tokio::time::timeout(std::time::Duration::from_secs(10), async {
        use futures_util::StreamExt;
        loop {
            match ws.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return,
                Some(Ok(_)) => {}
            }
        }
    })
    .await;
    assert!(closed.is_ok(), "the socket closes once paired");
    // Told once: a check after it finds nothing waiting.
    let (_, idle) = api(&s, "GET", "/api/pairing", Some(&ana), Value::Null).await;
    assert_eq!(idle["state"], "idle");
}

/// The characters seat `seat` plays in a welcome's view (Eredan).
fn characters_of(welcome: &Value, seat: usize) -> Vec<String> {
    welcome["view"]["players"][seat]["characters"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["card"].as_str().unwrap().to_string())
        .collect()
}

const KOTOBA: [&str; 3] = ["iro-le-duelliste", "seigneur-gakyusha", "rodeur-sans-banniere"];
const NEHANT: [&str; 3] = ["mache-l-ame", "ysolde-la-tenebreuse", "terreur-des-nuits"];

/// Both seats of a lobby table say hello: each one's characters are those of the deck its
/// player brought, and neither seat is sent the other's deck by its id.
async fn each_plays_its_own(s: &Server, invites: [(&Value, &[&str; 3], &str); 2]) {
    for (invite, characters, other_deck) in invites {
        let (_, w) = hello(s, &table_of(invite), &token_of(invite)).await;
        let seat = w["seat"].as_u64().unwrap() as usize;
        assert_eq!(characters_of(&w, seat), characters.map(String::from), "{w}");
        assert!(!w.to_string().contains(other_deck), "the other's deck is never sent");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn each_player_brings_its_own_deck_to_an_open_table_and_to_quick_pairing() {
    let d = dir("lobby-decks");
    let s = spawn(&format!("sqlite:{}", d.join("d.db").display()), &[]);
    let (ana, _) = player(&s, "Ana").await;
    let (boris, _) = player(&s, "Boris").await;
    let (cleo, _) = player(&s, "Cleo").await;
    // An illegal part is refused at the offer, not when someone sits.
    for (mine, says) in [
        (json!({"decks": "no-such-deck"}), "no-such-deck"),
        (json!({"squads": "x"}), "\"mine\" has no field \"squads\""),
        (json!(["lames-de-kotoba"]), "\"mine\" is an object of decks"),
    ] {
        let (status, refused) = api(
            &s,
            "POST",
            "/api/lobby",
            Some(&ana),
            json!({"ruleset": "eredan", "mine": mine}),
        )
        .await;
        assert_eq!(status, 400, "{refused}");
        assert!(refused["error"].as_str().unwrap().contains(says), "{refused}");
    }
    let (status, offer) = api(
        &s,
        "POST",
        "/api/lobby",
        Some(&ana),
        json!({"ruleset": "eredan", "mine": {"decks": "lames-de-kotoba"}}),
    )
    .await;
    assert_eq!(status, 201, "{offer}");
    let (_, lobby) = api(&s, "GET", "/api/lobby", None, Value::Null).await;
    assert_eq!(lobby["offers"][0]["brings"], json!(["decks"]));
    assert!(
        !lobby.to_string().contains("lames-de-kotoba"),
        "the lobby lists what is brought, never what: {lobby}"
    );
    let id = offer["id"].as_str().unwrap();
    let join = format!("/api/lobby/{id}/join");
    // Who takes it brings its own deck, one the engine accepts; a refusal leaves it open.
    for (body, says) in [
        (Value::Null, "each player brings its own decks"),
        (json!({"mine": {"decks": "lames-de-kotob"}}), "lames-de-kotob"),
    ] {
        let (status, refused) = api(&s, "POST", &join, Some(&boris), body).await;
        assert_eq!(status, 400, "{refused}");
        assert!(refused["error"].as_str().unwrap().contains(says), "{refused}");
    }
    let (status, taken) = api(
        &s,
        "POST",
        &join,
        Some(&boris),
        json!({"mine": {"decks": "pactes-de-nehant"}}),
    )
    .await;
    assert_eq!(status, 201, "{taken}");
    let (_, me) = api(&s, "GET", "/api/me", Some(&ana), Value::Null).await;
    let hers = me["playing"][0]["invite"].clone();
    each_plays_its_own(
        &s,
        [
            (&hers, &KOTOBA, "pactes-de-nehant"),
            (&taken["invite"], &NEHANT, "lames-de-kotoba"),
        ],
    )
    .await;

    // Quick pairing pairs those who bring the same fields: Cléo, who brings nothing, is not
    // paired with Ana, who brings a deck; Boris, who brings one, is.
    let (_, waiting) = api(
        &s,
        "POST",
        "/api/pairing",
        Some(&ana),
        json!({"ruleset": "eredan", "mine": {"decks": "pactes-de-nehant"}}),
    )
    .await;
    assert_eq!(waiting["state"], "waiting", "{waiting}");
    let (_, apart) = api(&s, "POST", "/api/pairing", Some(&cleo), json!({"ruleset": "eredan"})).await;
    assert_eq!(apart["state"], "waiting", "{apart}");
    let (_, paired) = api(
        &s,
        "POST",
        "/api/pairing",
        Some(&boris),
        json!({"ruleset": "eredan", "mine": {"decks": "lames-de-kotoba"}}),
    )
    .await;
    assert_eq!(paired["state"], "paired", "{paired}");
    let (_, hers) = api(&s, "GET", "/api/pairing", Some(&ana), Value::Null).await;
    assert_eq!(hers["table"], paired["table"]);
    each_plays_its_own(
        &s,
        [
            (&hers["invite"], &NEHANT, "lames-de-kotoba"),
            (&paired["invite"], &KOTOBA, "pactes-de-nehant"),
        ],
    )
    .await;
    let (_, still) = api(&s, "GET", "/api/pairing", Some(&cleo), Value::Null).await;
    assert_eq!(still["state"], "waiting", "{still}");
}
