//! How a table ends its game before the rules do (docs/online.md, "Endings"): a seat resigns,
//! the two seats agree a draw, or a seat abandons the game (its clock ran out on
//! `ABANDON_AFTER` of its decisions in a row). The end goes into the game's log (`GameLog::end`,
//! kept in the game's head, so its snapshot and log carry it) and is stored as the entry of the
//! decision it ended at (`entry`), like a choice: a choice and an end racing for one decision
//! are settled by the store's key, as two choices are. Only tables of two seats end this way
//! (the other seat wins); at a table of more seats the clock plays on for an absent seat.

use super::protocol::{Error, Kind, ServerMessage};
use super::{Played, SeatKind, Table};
use crate::core::Outcome;
use crate::saves::{End, EndHow};
use serde_json::{json, Value};

/// What a seat may do to the table's end, besides choosing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Act {
    /// The seat gives the game up: the other seat wins.
    Resign,
    /// The seat whose decision is awaited offers a draw to the other.
    OfferDraw,
    /// The seat offered a draw accepts it: the game ends drawn.
    AcceptDraw,
    /// The seat offered a draw declines it.
    DeclineDraw,
}

/// A seat offers a draw at most once per this many decisions (the first at any decision).
pub const OFFER_EVERY: usize = 10;
/// A seat whose clock runs out on this many of its decisions in a row has abandoned the game.
pub const ABANDON_AFTER: u32 = 3;

/// The key of an end in the store's entries (no ruleset's choice has it).
const ENTRY_KEY: &str = "table_end";

/// An end as the store keeps it, at the index of the decision it ended.
pub fn entry(end: &End) -> Value {
    json!({ ENTRY_KEY: end })
}

/// The end a stored entry is, if it is one (else it is a choice).
pub fn of_entry(entry: &Value) -> Option<End> {
    let end = entry.as_object().filter(|o| o.len() == 1)?.get(ENTRY_KEY)?;
    serde_json::from_value(end.clone()).ok()
}

/// A table's stored entries as its game's choices and its end (an entry after an end is not
/// read: nothing is stored after one).
pub fn split(entries: Vec<Value>) -> (Vec<Value>, Option<End>) {
    let mut choices = Vec::with_capacity(entries.len());
    for e in entries {
        if let Some(end) = of_entry(&e) {
            return (choices, Some(end));
        }
        choices.push(e);
    }
    (choices, None)
}

/// The draw offers and the clock's run-outs of a table's seats.
#[derive(Debug, Default)]
pub(super) struct Offers {
    /// The seat whose offer awaits the other's answer.
    pending: Option<u8>,
    /// The decision at which each seat last offered.
    last: Vec<Option<usize>>,
    /// How many of each seat's decisions in a row its clock played.
    timeouts: Vec<u32>,
}

impl Table {
    /// How a table ended the game, if it did (not the rules).
    pub fn ending(&self) -> Option<&End> {
        self.game.head.end.as_ref()
    }

    /// The game's outcome: the rules', or the table's end's.
    pub fn over(&self) -> Option<Outcome> {
        self.game.session.outcome().or(self.ending().map(|e| e.outcome))
    }

    /// The seat whose draw offer awaits an answer.
    pub fn draw_offer(&self) -> Option<u8> {
        self.offers.pending
    }

    /// Connection `conn` resigns, offers, accepts or declines a draw: refused to it alone (a
    /// spectator, a game over, an offer out of turn or too soon, no offer to answer: nothing
    /// changes), else done. An end is returned to be kept as a choice is (`Played`).
    pub fn act(&mut self, conn: u64, act: Act, now: u64) -> Option<Played> {
        let seat = self.conns.iter().find(|c| c.id == conn)?.seat;
        match self.check(seat, act) {
            Err(e) => {
                self.send(conn, e);
                None
            }
            Ok(seat) => match act {
                Act::Resign => Some(self.end(EndHow::Resigned, Some(seat), now)),
                Act::AcceptDraw => Some(self.end(EndHow::DrawAgreed, None, now)),
                Act::DeclineDraw => {
                    self.decline(seat);
                    None
                }
                Act::OfferDraw => {
                    self.offers.last[seat as usize] = Some(self.decision());
                    let other = 1 - seat;
                    if self.place(other as usize).kind == SeatKind::Computer {
                        // The computer declines every draw (docs/online.md, "Endings").
                        self.send_each(|_, _| ServerMessage::DrawOffered { seat });
                        self.decline(other);
                    } else {
                        self.offers.pending = Some(seat);
                        self.send_each(|_, _| ServerMessage::DrawOffered { seat });
                    }
                    None
                }
            },
        }
    }

    /// Whether seat `seat` may do `act` now: the seat's number, or why not.
    fn check(&mut self, seat: Option<u8>, act: Act) -> Result<u8, Error> {
        let what = match act {
            Act::Resign => "resign",
            Act::OfferDraw => "offer a draw",
            Act::AcceptDraw | Act::DeclineDraw => "answer a draw offer",
        };
        let Some(seat) = seat else {
            return Err(Error::host(Kind::NotYourSeat, &format!("a spectator cannot {what}")));
        };
        if self.over().is_some() {
            return Err(Error::host(
                Kind::GameOver,
                &format!("the game is over: nobody can {what}"),
            ));
        }
        if self.seats.len() != 2 {
            let why = format!(
                "only a table of two seats can {what}: this one has {}",
                self.seats.len()
            );
            return Err(Error::host(Kind::TwoSeatsOnly, &why));
        }
        self.offers.last.resize(2, None);
        match act {
            Act::Resign => {}
            Act::OfferDraw => {
                if self.player() != Some(u64::from(seat)) {
                    return Err(Error::host(
                        Kind::NotYourTurn,
                        "a draw is offered by the seat whose decision is awaited",
                    ));
                }
                if self.offers.pending.is_some() {
                    return Err(Error::host(Kind::Limit, "a draw offer already awaits its answer"));
                }
                let n = self.decision();
                if let Some(last) = self.offers.last[seat as usize].filter(|&l| n < l + OFFER_EVERY) {
                    let why = format!(
                        "a seat offers a draw once per {OFFER_EVERY} decisions: this one offered at decision {last}, the next offer from decision {}",
                        last + OFFER_EVERY
                    );
                    return Err(Error::host(Kind::Limit, &why));
                }
            }
            Act::AcceptDraw | Act::DeclineDraw => match self.offers.pending {
                Some(by) if by != seat => {}
                Some(_) => return Err(Error::host(Kind::NoOffer, "a seat cannot answer its own draw offer")),
                None => return Err(Error::host(Kind::NoOffer, "no draw offer awaits this seat's answer")),
            },
        }
        Ok(seat)
    }

    /// Seat `seat` declines the offer awaiting it: everyone is told.
    fn decline(&mut self, seat: u8) {
        self.offers.pending = None;
        self.send_each(|_, _| ServerMessage::DrawDeclined { seat });
    }

    /// Ends the game `how` (`seat`: who resigned or abandoned; the other wins): every
    /// connection gets the last `turn`, with the end; the end to keep at the decision awaited.
    fn end(&mut self, how: EndHow, seat: Option<u8>, now: u64) -> Played {
        let said = self.sent.len();
        let outcome = match seat {
            Some(s) => Outcome::Winner { winner: 1 - s as usize },
            None => Outcome::Draw { draw: true },
        };
        let end = End { how, seat, outcome };
        let decision = self.decision();
        self.end_with(end, now);
        Played {
            decision,
            choice: entry(&end),
            timeout: false,
            over: true,
            said,
        }
    }

    /// The game ends as `end` says (the table's own, or one the store holds): no decision is
    /// awaited any more, and every connection gets the last `turn`.
    pub fn end_with(&mut self, end: End, now: u64) {
        self.game.head.end = Some(end);
        self.offers.pending = None;
        self.moved(now);
        self.send_each(|t, seat| ServerMessage::Turn(t.turn(seat)));
    }

    /// A choice of `player` was played (`timeout`: by its clock): an offer awaiting that seat's
    /// answer is declined, and its run-outs in a row counted.
    pub(super) fn chosen(&mut self, player: Option<u64>, timeout: bool) {
        let Some(p) = player.map(|p| p as u8) else { return };
        if self.offers.pending.is_some_and(|by| by != p) {
            self.decline(p);
        }
        let i = p as usize;
        if self.offers.timeouts.len() <= i {
            self.offers.timeouts.resize(i + 1, 0);
        }
        self.offers.timeouts[i] = if timeout { self.offers.timeouts[i] + 1 } else { 0 };
    }

    /// The clock ran out on seat `player`'s decision: whether that seat has abandoned (this is
    /// its `ABANDON_AFTER`th run-out in a row, at a table of two seats).
    pub(super) fn abandons(&self, player: u64) -> bool {
        let before = self.offers.timeouts.get(player as usize).copied().unwrap_or(0);
        self.seats.len() == 2 && before + 1 >= ABANDON_AFTER
    }

    /// Ends the game as abandoned by `player`, whose clock ran out.
    pub(super) fn abandoned(&mut self, player: u64, now: u64) -> Played {
        self.end(EndHow::Abandoned, Some(player as u8), now)
    }
}
