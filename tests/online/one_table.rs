//! The table both hosts drive (`arbiter::table::Table`, docs/architecture.md "One host"),
//! without a socket, a store or a clock: as the pages' Worker drives it (one connection, its
//! seat handed over, the computer's searches announced and played, the log with the end) and as
//! the server does (a clock's default played at the time passed in, a choice taken back).
#![cfg(feature = "serve")]

use arbiter::bots::{BotKind, Level};
use arbiter::saves::{GameLog, Resumable};
use arbiter::table::frame_changes;
use arbiter::table::protocol::EngineJson;
use arbiter::table::{Host, Place, Plan, Restart, SeatKind, Table};
use serde_json::{json, Value};

const PAGE: u64 = 0;

fn start(ruleset: &str, seed: u64) -> Resumable<EngineJson> {
    Resumable::start_in(&GameLog::new(ruleset, seed, Value::Null)).unwrap()
}

pub(crate) fn table(ruleset: &str, seats: &[Place], host: Host, clock: Option<u64>) -> Table {
    let plan = Plan {
        id: "t".into(),
        seats: seats.to_vec(),
        clock,
        host,
        bot_seed: 0,
    };
    let restart: Restart = |log| Resumable::start_in(log);
    Table::new(plan, start(ruleset, 7), restart, 1_000)
}

const PERSON: Place = Place {
    kind: SeatKind::Person,
    level: None,
};
const fn computer(level: Level) -> Place {
    Place {
        kind: SeatKind::Computer,
        level: Some(level),
    }
}

/// What the table said since last asked, each message as JSON with its connection.
fn said(t: &mut Table) -> Vec<(u64, Value)> {
    t.take()
        .into_iter()
        .map(|(c, m)| (c, serde_json::from_str(&m.text()).unwrap()))
        .collect()
}

fn types(messages: &[(u64, Value)]) -> Vec<String> {
    messages
        .iter()
        .map(|(_, m)| m["type"].as_str().unwrap().to_string())
        .collect()
}

/// The state as seat `seat` sees it, from the table's own game.
fn view(t: &Table, seat: Option<u8>) -> Value {
    serde_json::from_str(t.game().session.view_json(seat).unwrap().as_str()).unwrap()
}

#[test]
fn the_worker_plays_a_whole_game_against_the_computer_showing_its_seat_its_own_view_only() {
    for ruleset in ["eredan", "berserk", "yummell"] {
        let seats: Vec<Place> = match ruleset {
            "yummell" => vec![
                PERSON,
                computer(Level::Easy),
                computer(Level::Medium),
                computer(Level::Easy),
            ],
            _ => vec![PERSON, computer(Level::Easy)],
        };
        let mut t = table(ruleset, &seats, Host::Worker, None);
        // The same game, stepped by the engine alone: the frames each step must show.
        let mut twin = start(ruleset, 7);
        t.join(PAGE, Some(0));
        let welcome = said(&mut t).remove(0).1;
        assert_eq!(welcome["type"], "welcome");
        assert_eq!(welcome["table"]["id"], "t");
        assert_eq!(welcome["view"], view(&t, Some(0)), "{ruleset}: the seat's own view");
        let mut end = None;
        for _ in 0..20_000 {
            if let Some(turn) = t.bot_turn() {
                // Announced to the page with the bot of the seat's level and a seed of the
                // decision's number.
                let thinking = said(&mut t);
                assert_eq!(types(&thinking), ["thinking"]);
                let level = seats[turn.seat as usize].level.unwrap();
                let bot = if level == Level::Easy { "random" } else { "greedy" };
                assert_eq!(thinking[0].1["bot"], bot);
                assert_eq!(thinking[0].1["seed"], json!(turn.decision as u64 * 7919 % (1 << 31)));
                assert!(t.bot_turn().is_none(), "a search is announced once");
                let choice = t.suggest(&turn).unwrap();
                t.answer(turn.decision, Some(choice.as_str()), 0).unwrap().unwrap();
            } else {
                let n = t.decision();
                let options = t.game().session.options_json();
                let options: Value = serde_json::from_str(options.as_str()).unwrap();
                assert_eq!(t.player(), Some(0), "{ruleset}: a person decides");
                t.choose(PAGE, &json!(n), &options[0], 0).unwrap();
            }
            let messages = said(&mut t);
            for (conn, m) in &messages {
                assert_eq!(*conn, PAGE);
                if m["type"] == "step" {
                    assert_eq!(m["view"], view(&t, Some(0)), "{ruleset}: a step shows the seat's view");
                    // Its frames, rebuilt from the view and their changes, are the engine's.
                    let choice = t.game().session.choice(m["decision"].as_u64().unwrap() as usize);
                    let seen = twin.session.step_as(&choice.unwrap().to_string(), &[Some(0)]).unwrap();
                    let frames: Value = serde_json::from_str(seen[0].1.as_str()).unwrap();
                    let rebuilt = frame_changes::frames_of(&m["view"], &m["frames"]).unwrap();
                    assert_eq!(Value::Array(rebuilt), frames, "{ruleset}: the frames of a step");
                }
                if m["type"] == "turn" && m["player"] != json!(0) {
                    assert!(
                        m.get("options").is_none_or(Value::is_null),
                        "{ruleset}: another seat's options: {m}"
                    );
                }
            }
            let last = messages.last().unwrap().1.clone();
            assert_eq!(last["type"], "turn", "{ruleset}: {messages:?}");
            if last["decision"].is_null() {
                end = Some(last);
                break;
            }
        }
        let end = end.unwrap_or_else(|| panic!("{ruleset}: the game ended"));
        assert!(!end["outcome"].is_null());
        assert_eq!(
            end["log"]["choices"].as_array().unwrap().len(),
            t.decision(),
            "the Worker gives the log with the end"
        );
    }
}

#[test]
fn the_worker_hands_the_screen_over_to_a_person_seat_and_sets_the_computer_level() {
    let mut t = table("eredan", &[PERSON, PERSON], Host::Worker, None);
    t.join(PAGE, Some(0));
    let welcome = said(&mut t).remove(0).1;
    assert_eq!(
        welcome["table"]["seats"],
        json!([{"kind": "person", "connected": true}, {"kind": "person", "connected": true}]),
        "one screen: every seat is there"
    );
    // The seat not deciding is handed the screen: its own welcome, its own view.
    t.sit(PAGE, 1);
    let again = said(&mut t);
    assert_eq!(types(&again), ["welcome"]);
    assert_eq!(
        (again[0].1["seat"].clone(), again[0].1["view"].clone()),
        (json!(1), view(&t, Some(1)))
    );
    assert_ne!(view(&t, Some(0)), view(&t, Some(1)), "each seat sees its own hand");
    // The decider's options go to the seat that decides, whoever it is.
    let decider = t.player().unwrap() as u8;
    t.sit(PAGE, decider);
    let turn = &said(&mut t)[0].1["turn"];
    assert!(turn["options"].is_array(), "{turn}");

    // A seat the table does not have is no person's: refused, nothing changes.
    t.sit(PAGE, 5);
    let refused = said(&mut t);
    assert_eq!(
        (refused[0].1["type"].clone(), refused[0].1["kind"].clone()),
        (json!("error"), json!("not_your_seat"))
    );

    // The page's difficulty: every computer seat's level.
    let mut c = table("eredan", &[PERSON, computer(Level::Easy)], Host::Worker, None);
    c.join(PAGE, Some(0));
    let _ = said(&mut c);
    c.set_level(PAGE, Level::Hard);
    c.join(PAGE, Some(0));
    let seats = &said(&mut c)[0].1["table"]["seats"];
    assert_eq!(seats[1]["level"], "hard");
    assert_eq!(c.bot_turn().map(|b| b.bot).unwrap_or(BotKind::Strong), BotKind::Strong);
}

#[test]
fn the_server_refuses_the_worker_s_own_messages_and_plays_a_clock_s_default_at_the_time_passed_in() {
    let mut t = table("eredan", &[PERSON, PERSON], Host::Server, Some(30));
    t.join(1, Some(0));
    t.join(2, Some(1));
    let _ = said(&mut t);
    t.sit(1, 1);
    assert_eq!(said(&mut t)[0].1["kind"], "not_your_seat", "no hand-over on a server");
    t.set_level(1, Level::Hard);
    assert_eq!(said(&mut t)[0].1["kind"], "malformed");
    assert!(t.bot_turn().is_none(), "no computer seat");

    // The clock: set from the time the table was given, played at the time passed in.
    assert_eq!(t.deadline(), Some(1_000 + 30_000));
    assert!(t.tick(30_999).is_none(), "not yet");
    let played = t.tick(31_000).expect("the clock ran out");
    assert_eq!((played.decision, played.timeout), (0, true));
    let steps = said(&mut t);
    assert_eq!(types(&steps), ["step", "turn", "step", "turn"]);
    assert!(steps
        .iter()
        .all(|(_, m)| m["type"] != "step" || m["timeout"] == json!(true)));
    assert_eq!(
        steps[1].1["deadline"],
        json!(31_000 + 30_000),
        "the next decision's clock"
    );
    let thinking = steps.iter().filter(|(_, m)| m["type"] == "thinking").count();
    assert_eq!(thinking, 0, "the server announces no search");

    // A choice the driver cannot keep is taken back with what it said.
    let before = t.game().snapshot();
    let decider = t.player().unwrap();
    let options: Value = serde_json::from_str(t.game().session.options_json().as_str()).unwrap();
    let conn = decider + 1;
    let played = t.choose(conn, &json!(1), &options[0], 40_000).unwrap();
    assert_eq!(types(&said(&mut t)).len(), 5, "ack, then a step and a turn each");
    let played_again = t.choose(conn, &json!(1), &options[0], 40_000);
    assert!(played_again.is_none(), "a resend is acknowledged, not played again");
    let _ = said(&mut t);
    let mut t2 = t;
    t2.retract(&played, 41_000).unwrap();
    assert_eq!(t2.game().snapshot(), before);
    assert_eq!(t2.decision(), 1);
    assert!(said(&mut t2).is_empty());
}
