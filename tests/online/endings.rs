//! A table's own ends (docs/online.md, "Endings"; `arbiter::table::ending`), without a socket,
//! a store or a clock: a seat resigns, the seats agree a draw (or decline it, or the computer
//! does), a seat whose clock runs out too often in a row abandons; each refusal goes to the
//! connection that asked and changes nothing. Then the server's world: the end stored as the
//! decision's entry, recorded once, and still there after a restart.
#![cfg(feature = "serve")]

use crate::one_table::table;
use arbiter::bots::Level;
use arbiter::saves::{read_log, End, EndHow, GameLog, Resumable};
use arbiter::server::store;
use arbiter::server::tables::{Command, Ended, World};
use arbiter::table::ending::{Act, ABANDON_AFTER, OFFER_EVERY};
use arbiter::table::protocol::{EngineJson, ServerMessage};
use arbiter::table::{Host, Place, Plan, SeatKind, Table};
use serde_json::{json, Value};
use std::sync::mpsc;
use tokio::sync::mpsc::UnboundedReceiver;
use tokio::sync::oneshot;

const PERSON: Place = Place {
    kind: SeatKind::Person,
    level: None,
};
const COMPUTER: Place = Place {
    kind: SeatKind::Computer,
    level: Some(Level::Easy),
};

/// Two persons' table on the server: seat 0 at connection 1, seat 1 at 2, a spectator at 3.
fn two_persons(clock: Option<u64>) -> Table {
    let mut t = table("eredan", &[PERSON, PERSON], Host::Server, clock);
    t.join(1, Some(0));
    t.join(2, Some(1));
    t.join(3, None);
    let _ = t.take();
    t
}

/// What the table said since last asked: each message as JSON with its connection.
fn said(t: &mut Table) -> Vec<(u64, Value)> {
    t.take()
        .into_iter()
        .map(|(c, m)| (c, serde_json::from_str(&m.text()).unwrap()))
        .collect()
}

/// The one message the table said, to connection `conn`, refusing: its kind.
fn refused(t: &mut Table, conn: u64) -> String {
    let messages = said(t);
    assert_eq!(messages.len(), 1, "{messages:?}");
    assert_eq!(messages[0].0, conn);
    assert_eq!(messages[0].1["type"], "error", "{messages:?}");
    messages[0].1["kind"].as_str().unwrap().to_string()
}

/// The first option of the decision awaited, chosen by its seat (connection = seat + 1).
fn play_first(t: &mut Table, now: u64) {
    let seat = t.player().unwrap();
    let options: Value = serde_json::from_str(t.game().session.options_json().as_str()).unwrap();
    let n = t.decision();
    t.choose(seat + 1, &json!(n), &options[0], now).unwrap();
}

#[test]
fn a_seat_resigns_at_any_decision_the_other_wins_and_the_log_says_how_it_ended() {
    let mut t = two_persons(None);
    play_first(&mut t, 0);
    let _ = said(&mut t);
    let (n, awaited) = (t.decision(), t.player().unwrap());
    let before = t.game().snapshot();
    // A spectator has no seat to resign: refused to it alone, nothing moves.
    assert!(t.act(3, Act::Resign, 0).is_none());
    assert_eq!(refused(&mut t, 3), "not_your_seat");
    assert_eq!((t.decision(), t.over(), t.game().snapshot()), (n, None, before.clone()));

    // The seat that is not awaited resigns (a resign needs no turn): the awaited one wins.
    let quitter = 1 - awaited as u8;
    let played = t.act(u64::from(quitter) + 1, Act::Resign, 0).unwrap();
    let end = End {
        how: EndHow::Resigned,
        seat: Some(quitter),
        outcome: arbiter::core::Outcome::Winner {
            winner: awaited as usize,
        },
    };
    assert_eq!((played.decision, played.over, played.timeout), (n, true, false));
    assert_eq!(
        played.choice,
        json!({"table_end": end}),
        "stored as the decision's entry"
    );
    assert_eq!(t.over(), Some(end.outcome));
    assert_eq!((t.player(), t.deadline()), (None, None));
    // Every connection, the spectator too, gets the last turn: the outcome and how.
    let last = said(&mut t);
    assert_eq!(last.iter().map(|(c, _)| *c).collect::<Vec<_>>(), [1, 2, 3]);
    for (_, m) in &last {
        assert_eq!(m["type"], "turn");
        assert_eq!((m["decision"].clone(), m["player"].clone()), (Value::Null, Value::Null));
        assert_eq!(m["outcome"], json!({"winner": awaited}));
        assert_eq!(
            m["end"],
            json!({"how": "resigned", "seat": quitter, "outcome": {"winner": awaited}})
        );
    }
    // A game over takes no choice, resign or offer.
    let options: Value = serde_json::from_str(t.game().session.options_json().as_str()).unwrap();
    assert!(t.choose(awaited + 1, &json!(n), &options[0], 0).is_none());
    assert_eq!(refused(&mut t, awaited + 1), "game_over");
    for act in [Act::Resign, Act::OfferDraw, Act::AcceptDraw] {
        assert!(t.act(awaited + 1, act, 0).is_none());
        assert_eq!(refused(&mut t, awaited + 1), "game_over", "{act:?}");
    }
    // A newcomer is welcomed to the end.
    t.join(4, Some(quitter));
    let welcome = &said(&mut t)[0].1;
    assert_eq!(welcome["outcome"], json!({"winner": awaited}));
    assert_eq!(welcome["turn"]["end"]["how"], "resigned");

    // The game's log carries the end; read back and replayed, the game stands as it stood,
    // the end in its head.
    let log = t.game().log();
    assert_eq!(log.end, Some(end));
    assert_eq!(log.choices.len(), n);
    let text = serde_json::to_string(&log).unwrap();
    assert!(text.contains("\"end\":{\"how\":\"resigned\""), "{text}");
    let read = read_log(&text).unwrap();
    let replayed = Resumable::<EngineJson>::start_in(&read).unwrap();
    assert_eq!((replayed.session.outcome(), replayed.head.end), (None, Some(end)));
    // A table made from that game again (a reload, the Worker's save) is over as it was.
    let plan = Plan {
        id: "t".into(),
        seats: vec![PERSON, PERSON],
        clock: Some(30),
        host: Host::Server,
        bot_seed: 0,
    };
    let again = Table::new(plan, replayed, Resumable::start_in, 0);
    assert_eq!(
        (again.over(), again.player(), again.deadline()),
        (Some(end.outcome), None, None)
    );
    // A log without an end (an older one) still reads.
    let mut old: Value = serde_json::from_str(&text).unwrap();
    old.as_object_mut().unwrap().remove("end");
    assert_eq!(read_log(&old.to_string()).unwrap().end, None);

    // An end its driver could not keep is taken back: the game goes on as before it.
    t.retract(&played, 5).unwrap();
    assert_eq!((t.over(), t.player(), t.game().log().end), (None, Some(awaited), None));
    assert_eq!(t.game().snapshot(), before);
}

#[test]
fn a_draw_is_offered_on_one_s_turn_once_per_decisions_answered_by_the_other_and_agreed_drawn() {
    let mut t = two_persons(None);
    let awaited = t.player().unwrap() as u8;
    let (me, them) = (u64::from(awaited) + 1, u64::from(1 - awaited) + 1);
    // Out of turn, from a spectator, or an answer with no offer: refused, nothing said to others.
    assert!(t.act(them, Act::OfferDraw, 0).is_none());
    assert_eq!(refused(&mut t, them), "not_your_turn");
    assert!(t.act(3, Act::OfferDraw, 0).is_none());
    assert_eq!(refused(&mut t, 3), "not_your_seat");
    assert!(t.act(them, Act::AcceptDraw, 0).is_none());
    assert_eq!(refused(&mut t, them), "no_offer");
    assert_eq!(t.draw_offer(), None);

    // The awaited seat offers: everyone is told, and the next turns say it awaits an answer.
    assert!(t.act(me, Act::OfferDraw, 0).is_none());
    let told = said(&mut t);
    assert_eq!(told.len(), 3);
    assert!(told
        .iter()
        .all(|(_, m)| m["type"] == "draw_offered" && m["seat"] == json!(awaited)));
    assert_eq!(t.draw_offer(), Some(awaited));
    // One offer at a time; the offering seat cannot answer its own.
    assert!(t.act(me, Act::OfferDraw, 0).is_none());
    assert_eq!(refused(&mut t, me), "limit");
    assert!(t.act(me, Act::AcceptDraw, 0).is_none());
    assert_eq!(refused(&mut t, me), "no_offer");
    // The other declines: everyone is told; the game goes on.
    assert!(t.act(them, Act::DeclineDraw, 0).is_none());
    let told = said(&mut t);
    assert!(told
        .iter()
        .all(|(_, m)| m["type"] == "draw_declined" && m["seat"] == json!(1 - awaited)));
    assert_eq!((t.draw_offer(), t.over()), (None, None));
    // Too soon for the same seat's next offer.
    assert!(t.act(me, Act::OfferDraw, 0).is_none());
    assert_eq!(refused(&mut t, me), "limit");

    // Play on until that seat decides again, `OFFER_EVERY` decisions on; it offers again.
    let first = t.decision();
    while t.decision() < first + OFFER_EVERY || t.player() != Some(u64::from(awaited)) {
        play_first(&mut t, 0);
    }
    let _ = said(&mut t);
    assert!(t.act(me, Act::OfferDraw, 0).is_none());
    assert_eq!(t.draw_offer(), Some(awaited));
    // The offering seat's own choices leave the offer standing; the turns tell of it.
    while t.player() == Some(u64::from(awaited)) {
        play_first(&mut t, 0);
        assert_eq!(t.draw_offer(), Some(awaited));
    }
    let turns = said(&mut t);
    let turn = turns.iter().rev().find(|(_, m)| m["type"] == "turn").unwrap();
    assert_eq!(turn.1["draw_offer"], json!(awaited));
    // The other seat's next choice declines it.
    play_first(&mut t, 0);
    assert_eq!(t.draw_offer(), None);
    let declined: Vec<_> = said(&mut t)
        .into_iter()
        .filter(|(_, m)| m["type"] == "draw_declined")
        .collect();
    assert_eq!(declined.len(), 3, "told to every connection");

    // A third offer, accepted: the game ends drawn, agreed.
    let start = t.decision();
    while t.decision() < start + OFFER_EVERY || t.player() != Some(u64::from(awaited)) {
        play_first(&mut t, 0);
    }
    assert!(t.act(me, Act::OfferDraw, 0).is_none());
    let played = t.act(them, Act::AcceptDraw, 0).unwrap();
    assert!(played.over);
    assert_eq!(t.over(), Some(arbiter::core::Outcome::Draw { draw: true }));
    let end = t.ending().unwrap();
    assert_eq!((end.how, end.seat), (EndHow::DrawAgreed, None));
    let last = said(&mut t);
    let turn = &last
        .iter()
        .rev()
        .find(|(c, m)| *c == me && m["type"] == "turn")
        .unwrap()
        .1;
    assert_eq!(turn["outcome"], json!({"draw": true}));
    assert_eq!(turn["end"], json!({"how": "draw_agreed", "outcome": {"draw": true}}));
    assert!(turn.get("draw_offer").is_none());
}

#[test]
fn the_computer_declines_every_draw_and_a_table_of_more_seats_takes_no_resign() {
    // The Worker host, a person against the computer: offered on the person's turn, declined at
    // once by the computer's seat.
    let mut t = table("eredan", &[PERSON, COMPUTER], Host::Worker, None);
    t.join(0, Some(0));
    let _ = t.take();
    while t.player() != Some(0) {
        let turn = t.bot_turn().unwrap();
        let choice = t.suggest(&turn).unwrap();
        t.answer(turn.decision, Some(choice.as_str()), 0).unwrap();
    }
    let _ = t.take();
    assert!(t.act(0, Act::OfferDraw, 0).is_none());
    let told = said(&mut t);
    let kinds: Vec<_> = told
        .iter()
        .map(|(_, m)| (m["type"].clone(), m["seat"].clone()))
        .collect();
    assert_eq!(
        kinds,
        [(json!("draw_offered"), json!(0)), (json!("draw_declined"), json!(1))]
    );
    assert_eq!((t.draw_offer(), t.over()), (None, None));
    // The person may resign there too: the computer wins.
    let played = t.act(0, Act::Resign, 0).unwrap();
    assert!(played.over);
    assert_eq!(t.over(), Some(arbiter::core::Outcome::Winner { winner: 1 }));
    // The Worker's last turn gives the log, with its end.
    let last = said(&mut t).pop().unwrap().1;
    assert_eq!(last["log"]["end"]["how"], "resigned", "{last}");

    // Four seats: no one-winner end.
    let four = [PERSON, COMPUTER, COMPUTER, COMPUTER];
    let mut y = table("yummell", &four, Host::Worker, None);
    y.join(0, Some(0));
    let _ = y.take();
    for act in [Act::Resign, Act::OfferDraw] {
        assert!(y.act(0, act, 0).is_none());
        assert_eq!(refused(&mut y, 0), "two_seats_only");
    }
    assert_eq!(y.over(), None);
}

#[test]
fn a_seat_whose_clock_runs_out_on_its_decisions_too_often_in_a_row_abandons_and_loses() {
    // Seat 1 never answers; seat 0 answers once its clock ran out twice in a row. Counted here
    // as the table must: a seat's run-outs in a row, its own choice starting them again.
    let mut t = two_persons(Some(30));
    let mut in_a_row = [0u32; 2];
    let mut now = 1_000;
    for _ in 0..500 {
        let p = t.player().unwrap() as usize;
        if p == 0 && in_a_row[0] == ABANDON_AFTER - 1 {
            play_first(&mut t, now);
            in_a_row[0] = 0;
            continue;
        }
        let deadline = t.deadline().unwrap();
        assert_eq!(deadline, now + 30_000, "each decision's clock from when it came");
        assert!(t.tick(deadline - 1).is_none(), "not yet");
        now = deadline;
        let played = t.tick(now).expect("the clock ran out");
        in_a_row[p] += 1;
        if in_a_row[p] < ABANDON_AFTER {
            assert!(played.timeout && !played.over, "the clock plays the first option");
            continue;
        }
        // That seat has abandoned: the other wins, told with how; the end is stored.
        assert_eq!(p, 1, "seat 0 answered in time");
        let end = t.ending().copied().unwrap();
        assert_eq!(
            end,
            End {
                how: EndHow::Abandoned,
                seat: Some(1),
                outcome: arbiter::core::Outcome::Winner { winner: 0 }
            }
        );
        assert!(played.over && !played.timeout);
        assert_eq!(played.choice, json!({"table_end": end}));
        let last = said(&mut t).pop().unwrap().1;
        assert_eq!(last["end"]["how"], "abandoned");
        assert_eq!((t.player(), t.deadline()), (None, None));
        assert!(t.tick(u64::MAX).is_none(), "no clock after the end");
        return;
    }
    panic!("seat 1 never abandoned");
}

// --- The server's world: the end stored, recorded once, kept over a restart.

fn create(world: &mut World, request: Value) -> Value {
    let (reply, mut answer) = oneshot::channel();
    world.handle_now(Command::Create { request, reply });
    answer.try_recv().unwrap().unwrap()
}

/// A socket's hello at `table` (it must be welcomed): what it is sent.
fn hello(world: &mut World, table: &Value, token: &Value, conn: u64) -> UnboundedReceiver<Box<ServerMessage>> {
    let (welcomed, inbox) = crate::tables::hello(world, table, token, conn);
    assert!(welcomed.is_some());
    inbox
}

fn received(inbox: &mut UnboundedReceiver<Box<ServerMessage>>) -> Vec<Value> {
    let mut all = vec![];
    while let Ok(message) = inbox.try_recv() {
        all.push(serde_json::from_str(&message.text()).unwrap());
    }
    all
}

fn log_of(world: &mut World, table: &Value) -> Option<GameLog> {
    let (reply, mut answer) = oneshot::channel();
    world.handle_now(Command::Log {
        table: table["id"].as_str().unwrap().into(),
        reply,
    });
    answer.try_recv().unwrap()
}

#[test]
fn a_resign_is_stored_as_the_decision_s_entry_recorded_once_and_kept_over_a_restart() {
    let dir = std::env::temp_dir().join(format!("arbiter-endings-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.db");
    let _ = std::fs::remove_file(&path);
    let database = format!("sqlite:{}", path.display());
    let open = || {
        let (thoughts, _) = mpsc::channel();
        let (ended, endings) = mpsc::channel::<Ended>();
        let mut w = World::open(store::open(&database).unwrap(), thoughts).unwrap();
        w.on_end(ended);
        (w, endings)
    };
    let (mut w, endings) = open();
    let t = create(
        &mut w,
        json!({"ruleset": "eredan", "seats": [{"kind": "person"}, {"kind": "person"}]}),
    );
    let mut zero = hello(&mut w, &t, &t["seats"][0]["token"], 1);
    let mut one = hello(&mut w, &t, &t["seats"][1]["token"], 2);
    let _ = (received(&mut zero), received(&mut one));
    let id = t["id"].as_str().unwrap().to_string();
    let act = |w: &mut World, conn, act| {
        w.handle_now(Command::Act {
            table: id.clone(),
            conn,
            act,
        })
    };
    // A bad act is refused to its connection alone.
    act(&mut w, 1, Act::AcceptDraw);
    assert_eq!(received(&mut zero)[0]["kind"], "no_offer");
    assert!(received(&mut one).is_empty());
    assert!(log_of(&mut w, &t).is_none(), "a game played gives no log");
    // Seat 0 resigns: both seats get the end, the community hears it once, with how.
    act(&mut w, 1, Act::Resign);
    for inbox in [&mut zero, &mut one] {
        let last = received(inbox).pop().unwrap();
        assert_eq!(last["end"]["how"], "resigned");
        assert_eq!(last["outcome"], json!({"winner": 1}));
    }
    let ended = endings.try_recv().unwrap();
    assert_eq!((ended.table.as_str(), ended.how), (id.as_str(), "resigned"));
    assert_eq!(ended.outcome, arbiter::core::Outcome::Winner { winner: 1 });
    act(&mut w, 2, Act::Resign);
    assert_eq!(received(&mut one)[0]["kind"], "game_over");
    assert!(endings.try_recv().is_err(), "recorded once");
    let log = log_of(&mut w, &t).expect("the finished game's log");
    assert_eq!(log.end.map(|e| (e.how, e.seat)), Some((EndHow::Resigned, Some(0))));

    // A restart: the store gives the game back over, with its end and log; it is not resumed.
    drop(w);
    let (mut w, endings) = open();
    let mut back = hello(&mut w, &t, &t["seats"][1]["token"], 7);
    let welcome = &received(&mut back)[0];
    assert_eq!(welcome["outcome"], json!({"winner": 1}));
    assert_eq!(welcome["turn"]["end"]["how"], "resigned");
    assert_eq!(log_of(&mut w, &t), Some(log));
    assert!(endings.try_recv().is_err(), "not recorded again");
    let _ = std::fs::remove_dir_all(&dir);
}
