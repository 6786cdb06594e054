//! The `LocalTable` class of the JS API: the host of a game at one screen (the pages' Worker
//! host, www/src/host/local-host.ts), which is the server's table (`crate::table::Table`) with
//! one connection, the page. It takes the page's messages of the protocol (docs/online.md) and
//! answers with the messages the server would send that seat; turns, the computer seats' bots
//! and levels, hand-overs and what a seat may see are the table's, not the Worker's. Only with
//! the Cargo feature `game`.

use serde::Deserialize;
use wasm_bindgen::prelude::*;

use super::game::Game;
use super::{bad, js_error, parse, read_arg, Shape};
use crate::bots::Level;
use crate::core::json;
use crate::saves::Resumable;
use crate::table::protocol::{self, ClientMessage, EngineJson, Json};
use crate::table::{BotTurn, Host, Place, Plan, Restart, SeatKind, Table};

/// The one connection of a local table: the page.
const PAGE: u64 = 0;

/// The most a page's message may weigh (the server's limit on a socket's).
const MAX_MESSAGE: usize = 64 << 10;

#[wasm_bindgen(typescript_custom_section)]
const TS_LOCAL: &'static str = r#"
/** A seat of a local table as the page names it (`connected` and other fields are ignored). */
export type LocalSeat = { kind: "person" | "computer"; level?: Level };
/** A message of a host to a page (docs/online.md, "The protocol"): `v`, its `type` and fields. */
export type HostMessage = { v: 1; type: string; [field: string]: unknown };
"#;

/// A seat of a local table as the page names it.
#[derive(Deserialize)]
struct LocalSeat {
    kind: SeatKind,
    #[serde(default)]
    level: Option<Level>,
}

/// Who sits at a local table: its seats, and the seat the page shows first.
#[derive(Deserialize)]
struct Sitting {
    seats: Vec<LocalSeat>,
    #[serde(default)]
    seat: Option<u8>,
}

/// A game at one screen, hosted as the server hosts a table: the page's messages in, the
/// messages for the page out.
#[wasm_bindgen]
pub struct LocalTable {
    table: Table,
    /// The computer's search announced by `think`, which `play` makes.
    turn: Option<BotTurn>,
}

#[wasm_bindgen]
impl LocalTable {
    /// The table of `game` (copied: the game stays the caller's), `{ seats, seat }`: its seats
    /// as the page names them (a seat the page did not name is the computer's, at the level of
    /// the others), the page sitting at `seat` (`null`: a spectator). Its `welcome` is the first
    /// of `take()`.
    #[wasm_bindgen(constructor)]
    pub fn new(
        game: &Game,
        #[wasm_bindgen(unchecked_param_type = "{ seats: LocalSeat[]; seat: number | null }")] sitting: JsValue,
    ) -> Result<LocalTable, JsValue> {
        let game: Resumable<EngineJson> = Resumable::restore_in(&game.snapshot()).map_err(|e| js_error(&e))?;
        let text = read_arg(&sitting, "sitting", Shape::Object, MAX_MESSAGE)?;
        let Sitting { seats: named, seat } = json::from_str_in(&text, "sitting").map_err(super::read_error)?;
        let level = named
            .iter()
            .find(|s| s.kind == SeatKind::Computer)
            .and_then(|s| s.level);
        let seats = (0..game.session.seats())
            .map(|i| match named.get(i) {
                Some(s) => Place {
                    kind: s.kind,
                    level: s.level.or((s.kind == SeatKind::Computer).then_some(Level::Medium)),
                },
                None => Place {
                    kind: SeatKind::Computer,
                    level: Some(level.unwrap_or(Level::Medium)),
                },
            })
            .collect();
        let plan = Plan {
            id: "local".into(),
            seats,
            clock: None,
            host: Host::Worker,
            bot_seed: 0,
        };
        let restart: Restart = |log| Resumable::start_in(log);
        let mut table = Table::new(plan, game, restart, 0);
        table.join(PAGE, seat);
        Ok(LocalTable { table, turn: None })
    }

    /// Every message the table has for the page since the last call, in order.
    #[wasm_bindgen(unchecked_return_type = "HostMessage[]")]
    pub fn take(&mut self) -> Result<JsValue, JsValue> {
        let sent = self.table.take();
        let mut text = String::from("[");
        for (i, (_, message)) in sent.iter().enumerate() {
            if i > 0 {
                text.push(',');
            }
            text.push_str(&message.text());
        }
        text.push(']');
        parse(&text)
    }

    /// A message of the page (`choose`, `why_not`, `sit`, `level`); the answers, or an `error`,
    /// are `take()`'s.
    #[wasm_bindgen(unchecked_return_type = "HostMessage[]")]
    pub fn receive(
        &mut self,
        #[wasm_bindgen(unchecked_param_type = "object")] message: JsValue,
    ) -> Result<JsValue, JsValue> {
        let text = read_arg(&message, "message", Shape::ObjectOrText, MAX_MESSAGE)?;
        match protocol::read(&text, Host::Worker) {
            Ok(ClientMessage::Choose { decision, choice }) => {
                self.table.choose(PAGE, &decision, &choice, 0);
            }
            Ok(ClientMessage::WhyNot { id, choices, lang }) => {
                self.table.why_not(PAGE, id, &choices, lang.as_deref());
            }
            Ok(ClientMessage::Sit { seat }) => self.table.sit(PAGE, seat),
            Ok(ClientMessage::Level { level }) => self.table.set_level(PAGE, level),
            Ok(
                m @ (ClientMessage::Resign
                | ClientMessage::OfferDraw
                | ClientMessage::AcceptDraw
                | ClientMessage::DeclineDraw),
            ) => {
                if let Some(act) = m.act() {
                    // The Worker keeps nothing but its save: the end is in the game's snapshot.
                    let _ = self.table.act(PAGE, act, 0);
                }
            }
            Ok(ClientMessage::Hello { .. }) => return Err(bad("message", "hello is the Worker's own")),
            Err(e) => self.table.send(PAGE, e),
        }
        self.take()
    }

    /// When a computer seat decides: announces its search (`thinking`) and returns the messages
    /// so far; `play()` then searches and plays. `null` when no computer seat decides (or its
    /// search is already announced).
    #[wasm_bindgen(unchecked_return_type = "HostMessage[] | null")]
    pub fn think(&mut self) -> Result<JsValue, JsValue> {
        self.turn = self.table.bot_turn();
        match self.turn {
            Some(_) => self.take(),
            None => Ok(JsValue::NULL),
        }
    }

    /// The computer's choice for the search `think()` announced, played: the messages it
    /// causes (none if nothing was announced).
    #[wasm_bindgen(unchecked_return_type = "HostMessage[]")]
    pub fn play(&mut self) -> Result<JsValue, JsValue> {
        let Some(turn) = self.turn.take() else {
            return self.take();
        };
        let choice = self.table.suggest(&turn);
        if let Err(e) = self.table.answer(turn.decision, choice.as_ref().map(Json::as_str), 0) {
            self.table.send(PAGE, e);
        }
        self.take()
    }

    /// The whole game as a string (`Game.restore` reads it back): what the page's save keeps.
    pub fn snapshot(&self) -> String {
        self.table.game().snapshot()
    }
}
