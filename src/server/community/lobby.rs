//! The lobby (docs/online.md, "The lobby"): open tables a player offers and another takes,
//! quick pairing by rating, and each player's games in progress. All of it is kept in the
//! database, so several instances sharing one PostgreSQL database share one lobby; the table
//! itself is made by the engine (`POST /api/tables`'s own code) once two players are found.

use super::db::{Db, DbError, Val};
use super::{now_secs, rating_in, Community, Finished, Refusal, RefusalKind};
use crate::core::Outcome;
use crate::server::tables::Ended;
use serde::Serialize;
use serde_json::Value;

/// The lobby's part of the schema.
pub const SCHEMA: &str = "
    CREATE TABLE IF NOT EXISTS offers (
        id TEXT PRIMARY KEY, player TEXT NOT NULL, ruleset TEXT NOT NULL, setup TEXT NOT NULL,
        clock BIGINT NOT NULL, rated BIGINT NOT NULL, created BIGINT NOT NULL);
    CREATE TABLE IF NOT EXISTS pairing (
        player TEXT PRIMARY KEY, ruleset TEXT NOT NULL, clock BIGINT NOT NULL,
        setup TEXT NOT NULL, rating DOUBLE PRECISION NOT NULL, since BIGINT NOT NULL,
        matched TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS playing (
        table_id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, rated BIGINT NOT NULL,
        created BIGINT NOT NULL, spectate TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS playing_seats (
        table_id TEXT NOT NULL, seat BIGINT NOT NULL, player TEXT NOT NULL, invite TEXT NOT NULL,
        PRIMARY KEY (table_id, seat));
    CREATE INDEX IF NOT EXISTS playing_seats_player ON playing_seats (player);
    CREATE TABLE IF NOT EXISTS brought (key TEXT PRIMARY KEY, part TEXT NOT NULL);";

/// The most open tables one player may offer at once, and the most the lobby lists.
pub const OFFERS_PER_PLAYER: i64 = 3;
pub const LOBBY_LIST: i64 = 100;
/// Quick pairing's rating window: this wide at first, this much wider each second waited.
pub const PAIRING_WINDOW: f64 = 100.0;
pub const PAIRING_WIDENING: f64 = 10.0;

/// What a player asks the lobby for: a ruleset, its setup, a clock, rated or casual.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Wish {
    pub ruleset: String,
    /// The table's setup, as `POST /api/tables` takes it (`null`: the ruleset's default).
    pub setup: Value,
    /// Seconds per decision (0: no clock).
    pub clock: i64,
    pub rated: bool,
    /// What the player brings to its own seat (its deck): `null`, or an object of the
    /// ruleset's per-seat setup fields (`RulesetId::check_seat_part`). Kept by the server for
    /// the table's setup, never shown to another player: the lobby lists its fields' names
    /// only (`Offer::brings`).
    #[serde(skip)]
    pub mine: Value,
}

/// The key of what a player brought, in the table `brought`: to offer `ID` (`offer:ID`) or to
/// its quick pairing request (`pairing:PLAYER`).
fn brought_key(kind: &str, id: &str) -> String {
    format!("{kind}:{id}")
}

/// The names of the fields a part brings (`["decks"]`), sorted.
fn fields_of(part: &Value) -> Vec<String> {
    let mut fields: Vec<String> = part
        .as_object()
        .map(|m| m.keys().cloned().collect())
        .unwrap_or_default();
    fields.sort();
    fields
}

/// An open table in the lobby.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Offer {
    pub id: String,
    #[serde(flatten)]
    pub wish: Wish,
    pub player: String,
    pub name: String,
    pub rating: f64,
    pub created: i64,
    /// The per-seat setup fields its maker brought (`["decks"]`): whoever takes it brings the
    /// same ones. Only their names: what the maker brought stays on the server.
    pub brings: Vec<String>,
}

/// A game being played, to watch.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Live {
    pub table: String,
    pub ruleset: String,
    pub rated: bool,
    pub names: Vec<String>,
    pub spectate: String,
}

/// A game of the player's in progress: the link to its seat.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct InProgress {
    pub table: String,
    pub ruleset: String,
    pub rated: bool,
    pub seat: i64,
    pub invite: String,
    pub opponents: Vec<String>,
}

/// What the lobby shows.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Lobby {
    pub offers: Vec<Offer>,
    pub live: Vec<Live>,
    /// How many players wait for quick pairing, per ruleset.
    pub pairing: Vec<(String, i64)>,
}

/// Two players who will share a table: what the engine is asked to make.
#[derive(Debug, Clone, PartialEq)]
pub struct Match {
    pub wish: Wish,
    /// Seat 0's player, then seat 1's.
    pub players: [String; 2],
    /// The offer taken and its maker (put back if the table cannot be made).
    pub offer: Option<(String, String)>,
    /// The quick pairing's claim on both requests (`Community::paired` settles it).
    pub claim: Option<String>,
    /// What each seat's player brought, in seat order (`Wish::mine`).
    pub parts: [Value; 2],
}

impl Match {
    /// The table's setup: the wish's, with each seat's part put in ([`RulesetId::with_seat_parts`]).
    pub fn setup(&self) -> Result<Value, String> {
        let id = crate::rulesets::RulesetId::parse(&self.wish.ruleset).map_err(|e| e.to_string())?;
        id.with_seat_parts(&self.wish.setup, &self.parts)
    }
}

/// Where a quick pairing request stands.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(rename_all = "snake_case", tag = "state")]
pub enum Pairing {
    /// Waiting since then (seconds), within that many rating points.
    Waiting { since: i64, window: f64 },
    /// Paired: the engine is to make this table.
    #[serde(skip)]
    Found(Box<Match>),
    /// Paired, the table made: the link to the player's seat.
    Paired { table: String, invite: String },
    /// Not waiting.
    Idle,
}

fn check_wish(wish: &Wish) -> Result<(), Refusal> {
    if !(0..=86_400).contains(&wish.clock) {
        return Err(Refusal::new(RefusalKind::Request, "\"clock\" is seconds (0 to 86400)"));
    }
    if wish.setup.to_string().len() > 16 * 1024 {
        return Err(Refusal::new(RefusalKind::Request, "a setup is at most 16 KiB"));
    }
    Ok(())
}

/// The two players in seat order, by a coin from the operating system: who made the offer, or
/// waited first, is not always seat 0.
fn seats(first: (String, Value), second: (String, Value)) -> ([String; 2], [Value; 2]) {
    let coin = super::super::tables::random_hex(1);
    let ((a, pa), (b, pb)) = if u8::from_str_radix(&coin, 16).unwrap_or(0).is_multiple_of(2) {
        (first, second)
    } else {
        (second, first)
    };
    ([a, b], [pa, pb])
}

impl Community {
    /// The lobby: open tables (newest first), live games, and who waits to be paired.
    pub fn lobby(&self) -> Result<Lobby, Refusal> {
        let mut db = self.db()?;
        let offers = db
            .rows(
                "SELECT o.id, o.ruleset, o.setup, o.clock, o.rated, o.player, p.name, o.created, b.part
                 FROM offers o JOIN players p ON p.id = o.player LEFT JOIN brought b ON b.key = 'offer:' || o.id
                 ORDER BY o.created DESC, o.id LIMIT $1",
                &[LOBBY_LIST.into()],
            )?
            .into_iter()
            .map(|r| offer_of(&mut **db, &r))
            .collect::<Result<Vec<_>, _>>()?;
        let live = db
            .rows(
                "SELECT table_id, ruleset, rated, spectate FROM playing ORDER BY created DESC, table_id LIMIT $1",
                &[LOBBY_LIST.into()],
            )?
            .into_iter()
            .map(|r| {
                let names = names_at(&mut **db, &r[0].text(), None)?;
                Ok(Live {
                    table: r[0].text(),
                    ruleset: r[1].text(),
                    rated: r[2].int() != 0,
                    names,
                    spectate: r[3].text(),
                })
            })
            .collect::<Result<Vec<_>, DbError>>()?;
        let pairing = db
            .rows(
                "SELECT ruleset, COUNT(*) FROM pairing WHERE matched = '' GROUP BY ruleset ORDER BY ruleset",
                &[],
            )?
            .iter()
            .map(|r| (r[0].text(), r[1].int()))
            .collect();
        Ok(Lobby { offers, live, pairing })
    }

    /// Puts an open table of `player`'s in the lobby; its id.
    pub fn offer(&self, player: &str, wish: &Wish) -> Result<String, Refusal> {
        check_wish(wish)?;
        let mut db = self.db()?;
        let mine = db.rows("SELECT COUNT(*) FROM offers WHERE player = $1", &[player.into()])?;
        if mine.first().map_or(0, |r| r[0].int()) >= OFFERS_PER_PLAYER {
            return Err(Refusal::new(
                RefusalKind::Limit,
                format!("a player has at most {OFFERS_PER_PLAYER} open tables; cancel one first"),
            ));
        }
        let id = super::super::tables::random_hex(8);
        db.exec(
            "INSERT INTO offers (id, player, ruleset, setup, clock, rated, created) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &[
                id.as_str().into(),
                player.into(),
                wish.ruleset.as_str().into(),
                wish.setup.to_string().into(),
                wish.clock.into(),
                (wish.rated as i64).into(),
                now_secs().into(),
            ],
        )?;
        bring(&mut **db, &brought_key("offer", &id), &wish.mine)?;
        Ok(id)
    }

    /// What open table `offer` was offered with (its maker's part included).
    pub fn offer_wish(&self, offer: &str) -> Result<Wish, Refusal> {
        let mut db = self.db()?;
        Ok(open_offer(&mut **db, offer)?.wish)
    }

    /// Takes an open table off the lobby (its maker's only).
    pub fn cancel(&self, player: &str, offer: &str) -> Result<(), Refusal> {
        let mut db = self.db()?;
        let gone = db.exec(
            "DELETE FROM offers WHERE id = $1 AND player = $2",
            &[offer.into(), player.into()],
        )?;
        if gone == 0 {
            return Err(Refusal::new(
                RefusalKind::Unknown,
                "you have no open table with this id",
            ));
        }
        bring(&mut **db, &brought_key("offer", offer), &Value::Null)?;
        Ok(())
    }

    /// `player` takes open table `offer`: the match to make (the offer is gone from the lobby,
    /// so nobody else takes it).
    /// `mine`: what the taker brings to its seat, the same fields as the maker brought.
    pub fn take(&self, player: &str, offer: &str, mine: &Value) -> Result<Match, Refusal> {
        let mut db = self.db()?;
        let found = open_offer(&mut **db, offer)?;
        if found.player == player {
            return Err(Refusal::new(RefusalKind::Request, "this open table is your own"));
        }
        if fields_of(mine) != found.brings {
            return Err(Refusal::new(
                RefusalKind::Request,
                match found.brings.as_slice() {
                    [] => "this table plays the setup it was offered with: bring nothing (\"mine\" null)".to_string(),
                    some => format!(
                        "each player brings its own {} to this table: give them in \"mine\"",
                        some.join(", ")
                    ),
                },
            ));
        }
        // Whoever deletes it takes it: of two players taking it at once, one gets it.
        if db.exec("DELETE FROM offers WHERE id = $1", &[offer.into()])? == 0 {
            return Err(Refusal::new(RefusalKind::Unknown, "this table is no longer open"));
        }
        bring(&mut **db, &brought_key("offer", offer), &Value::Null)?;
        let (players, parts) = seats(
            (found.player.clone(), found.wish.mine.clone()),
            (player.to_string(), mine.clone()),
        );
        Ok(Match {
            wish: found.wish,
            players,
            offer: Some((found.id, found.player.clone())),
            claim: None,
            parts,
        })
    }

    /// Puts an offer taken back in the lobby (its table could not be made).
    pub fn untake(&self, m: &Match) -> Result<(), Refusal> {
        let Some((id, maker)) = &m.offer else { return Ok(()) };
        let mut db = self.db()?;
        let seat = m.players.iter().position(|p| p == maker).unwrap_or(0);
        bring(&mut **db, &brought_key("offer", id), &m.parts[seat])?;
        db.exec(
            "INSERT INTO offers (id, player, ruleset, setup, clock, rated, created) VALUES ($1, $2, $3, $4, $5, $6, $7)",
            &[
                id.as_str().into(),
                maker.as_str().into(),
                m.wish.ruleset.as_str().into(),
                m.wish.setup.to_string().into(),
                m.wish.clock.into(),
                (m.wish.rated as i64).into(),
                now_secs().into(),
            ],
        )?;
        Ok(())
    }

    /// Asks for quick pairing in `wish`'s ruleset and clock (none: checks on a request made
    /// before): paired with the nearest rating waiting within the window, which widens the
    /// longer either waits. A player paired by the other's request learns it here.
    pub fn pair(&self, player: &str, wish: Option<&Wish>) -> Result<Pairing, Refusal> {
        if let Some(wish) = wish {
            check_wish(wish)?;
        }
        let mut db = self.db()?;
        let now = now_secs();
        let mine = db.rows(
            "SELECT ruleset, clock, since, matched, setup FROM pairing WHERE player = $1",
            &[player.into()],
        )?;
        let (ruleset, clock, setup, since) = match (mine.first(), wish) {
            // Paired by the other's request: the table is made.
            (Some(r), _) if !r[3].text().is_empty() && !r[3].text().starts_with('~') => {
                let table = r[3].text();
                db.exec("DELETE FROM pairing WHERE player = $1", &[player.into()])?;
                bring(&mut **db, &brought_key("pairing", player), &Value::Null)?;
                let invite = db.rows(
                    "SELECT invite FROM playing_seats WHERE table_id = $1 AND player = $2",
                    &[table.as_str().into(), player.into()],
                )?;
                return Ok(Pairing::Paired {
                    invite: invite.first().map(|r| r[0].text()).unwrap_or_default(),
                    table,
                });
            }
            // Paired, the table being made.
            (Some(r), _) if !r[3].text().is_empty() => {
                return Ok(Pairing::Waiting {
                    since: r[2].int(),
                    window: 0.0,
                })
            }
            (Some(r), None) => (r[0].text(), r[1].int(), r[4].text(), r[2].int()),
            (Some(r), Some(w))
                if r[0].text() == w.ruleset
                    && r[1].int() == w.clock
                    && serde_json::from_str::<Value>(&r[4].text()).ok().as_ref() == Some(&w.setup) =>
            {
                (r[0].text(), r[1].int(), r[4].text(), r[2].int())
            }
            (_, Some(w)) => {
                let rating = rating_in(&mut **db, player, &w.ruleset)?.rating;
                db.exec("DELETE FROM pairing WHERE player = $1", &[player.into()])?;
                db.exec(
                    "INSERT INTO pairing (player, ruleset, clock, setup, rating, since, matched)
                     VALUES ($1, $2, $3, $4, $5, $6, '')",
                    &[
                        player.into(),
                        w.ruleset.as_str().into(),
                        w.clock.into(),
                        w.setup.to_string().into(),
                        rating.into(),
                        now.into(),
                    ],
                )?;
                (w.ruleset.clone(), w.clock, w.setup.to_string(), now)
            }
            (None, None) => return Ok(Pairing::Idle),
        };
        // What the player brings: as asked now, else as asked when it began to wait.
        let mine = match wish {
            Some(w) => {
                bring(&mut **db, &brought_key("pairing", player), &w.mine)?;
                w.mine.clone()
            }
            None => brought(&mut **db, &brought_key("pairing", player))?,
        };
        let rating = rating_in(&mut **db, player, &ruleset)?.rating;
        let window = |since: i64| PAIRING_WINDOW + PAIRING_WIDENING * (now - since).max(0) as f64;
        let waiting = Pairing::Waiting {
            since,
            window: window(since),
        };
        let others = db.rows(
            "SELECT p.player, p.rating, p.since, b.part FROM pairing p
             LEFT JOIN brought b ON b.key = 'pairing:' || p.player
             WHERE p.ruleset = $1 AND p.clock = $2 AND p.setup = $3 AND p.player <> $4 AND p.matched = ''",
            &[
                ruleset.as_str().into(),
                clock.into(),
                setup.as_str().into(),
                player.into(),
            ],
        )?;
        // The nearest rating either one's window accepts (ties: the longest waiting, then the id),
        // among those who bring the same fields (each its deck, or neither).
        let part = |o: &[Val]| serde_json::from_str::<Value>(&o[3].text()).unwrap_or(Value::Null);
        let best = others
            .iter()
            .filter(|o| fields_of(&part(o)) == fields_of(&mine))
            .filter(|o| (o[1].real() - rating).abs() <= window(since).max(window(o[2].int())))
            .min_by(|a, b| {
                let (da, db) = ((a[1].real() - rating).abs(), (b[1].real() - rating).abs());
                da.total_cmp(&db)
                    .then(a[2].int().cmp(&b[2].int()))
                    .then(a[0].text().cmp(&b[0].text()))
            });
        let Some(other) = best else { return Ok(waiting) };
        let other_part = part(other);
        let other = other[0].text();
        // Both are claimed together, or neither: another request may have paired one of them.
        let claim = format!("~{}", super::super::tables::random_hex(8));
        db.batch("BEGIN")?;
        let claimed = db.exec(
            "UPDATE pairing SET matched = $1 WHERE (player = $2 OR player = $3) AND matched = ''",
            &[claim.as_str().into(), player.into(), other.as_str().into()],
        );
        match claimed {
            Ok(2) => db.batch("COMMIT")?,
            Ok(_) => {
                db.batch("ROLLBACK")?;
                return Ok(waiting);
            }
            Err(e) => {
                let _ = db.batch("ROLLBACK");
                return Err(e.into());
            }
        }
        let (players, parts) = seats((other, other_part), (player.to_string(), mine));
        Ok(Pairing::Found(Box::new(Match {
            wish: Wish {
                ruleset,
                setup: serde_json::from_str(&setup).unwrap_or(Value::Null),
                clock,
                rated: true,
                mine: Value::Null,
            },
            players,
            offer: None,
            claim: Some(claim),
            parts,
        })))
    }

    /// The table of a pairing was made (`Some`: both players' requests point at it; the one who
    /// asked leaves the queue) or could not be (`None`: both wait again).
    pub fn paired(&self, m: &Match, asker: &str, table: Option<&str>) -> Result<(), Refusal> {
        let Some(claim) = &m.claim else { return Ok(()) };
        let mut db = self.db()?;
        db.exec(
            "UPDATE pairing SET matched = $1 WHERE matched = $2",
            &[table.unwrap_or("").into(), claim.as_str().into()],
        )?;
        if table.is_some() {
            db.exec("DELETE FROM pairing WHERE player = $1", &[asker.into()])?;
            bring(&mut **db, &brought_key("pairing", asker), &Value::Null)?;
        }
        Ok(())
    }

    /// Leaves quick pairing.
    pub fn unpair(&self, player: &str) -> Result<(), Refusal> {
        let mut db = self.db()?;
        db.exec("DELETE FROM pairing WHERE player = $1", &[player.into()])?;
        bring(&mut **db, &brought_key("pairing", player), &Value::Null)?;
        Ok(())
    }

    /// Notes the table made for `m`: its seats' links kept for their players until the game
    /// ends (a lost link is not a lost table), and the game listed live.
    pub fn started(&self, m: &Match, table: &str, invites: &[String], spectate: &str) -> Result<(), Refusal> {
        let mut db = self.db()?;
        db.exec(
            "INSERT INTO playing (table_id, ruleset, rated, created, spectate) VALUES ($1, $2, $3, $4, $5)",
            &[
                table.into(),
                m.wish.ruleset.as_str().into(),
                (m.wish.rated as i64).into(),
                now_secs().into(),
                spectate.into(),
            ],
        )?;
        for (seat, (player, invite)) in m.players.iter().zip(invites).enumerate() {
            db.exec(
                "INSERT INTO playing_seats (table_id, seat, player, invite) VALUES ($1, $2, $3, $4)",
                &[
                    table.into(),
                    (seat as i64).into(),
                    player.as_str().into(),
                    invite.as_str().into(),
                ],
            )?;
        }
        Ok(())
    }

    /// A table's game ended: if the lobby made it, its result goes in both players' records
    /// (and ratings, if rated) and it leaves the live games and the players' games in
    /// progress. A table the lobby did not make is none of the community's business.
    pub fn ended(&self, ended: &Ended) -> Result<(), Refusal> {
        let (game, players) = {
            let mut db = self.db()?;
            let rows = db.rows(
                "SELECT rated, created FROM playing WHERE table_id = $1",
                &[ended.table.as_str().into()],
            )?;
            let Some(game) = rows.first().cloned() else {
                return Ok(());
            };
            let players: Vec<Option<String>> = db
                .rows(
                    "SELECT player FROM playing_seats WHERE table_id = $1 ORDER BY seat",
                    &[ended.table.as_str().into()],
                )?
                .iter()
                .map(|r| Some(r[0].text()))
                .collect();
            (game, players)
        };
        let scores = (0..players.len())
            .map(|seat| match ended.outcome {
                Outcome::Winner { winner } if winner == seat => 1.0,
                Outcome::Winner { .. } => 0.0,
                Outcome::Draw { .. } => 0.5,
            })
            .collect();
        self.record(&Finished {
            table: ended.table.clone(),
            ruleset: ended.ruleset.clone(),
            rated: game[0].int() != 0,
            created: game[1].int(),
            players,
            scores,
            how: ended.how,
        })?;
        let mut db = self.db()?;
        db.exec(
            "DELETE FROM playing_seats WHERE table_id = $1",
            &[ended.table.as_str().into()],
        )?;
        db.exec(
            "DELETE FROM playing WHERE table_id = $1",
            &[ended.table.as_str().into()],
        )?;
        Ok(())
    }

    /// The games `player` is playing: the link to each seat.
    pub fn in_progress(&self, player: &str) -> Result<Vec<InProgress>, Refusal> {
        let mut db = self.db()?;
        let rows = db.rows(
            "SELECT s.table_id, g.ruleset, g.rated, s.seat, s.invite FROM playing_seats s
             JOIN playing g ON g.table_id = s.table_id WHERE s.player = $1 ORDER BY g.created DESC, s.table_id",
            &[player.into()],
        )?;
        rows.iter()
            .map(|r| {
                Ok(InProgress {
                    table: r[0].text(),
                    ruleset: r[1].text(),
                    rated: r[2].int() != 0,
                    seat: r[3].int(),
                    invite: r[4].text(),
                    opponents: names_at(&mut **db, &r[0].text(), Some(r[3].int()))?,
                })
            })
            .collect::<Result<_, DbError>>()
            .map_err(Refusal::from)
    }
}

/// The names at a table's seats (but `except`'s), a forgotten player's empty.
fn names_at(db: &mut dyn Db, table: &str, except: Option<i64>) -> Result<Vec<String>, DbError> {
    Ok(db
        .rows(
            "SELECT s.seat, p.name FROM playing_seats s LEFT JOIN players p ON p.id = s.player
             WHERE s.table_id = $1 ORDER BY s.seat",
            &[table.into()],
        )?
        .iter()
        .filter(|r| Some(r[0].int()) != except)
        .map(|r| r[1].text())
        .collect())
}

/// Keeps what a player brings under `key` (`null`: forgets it).
fn bring(db: &mut dyn Db, key: &str, part: &Value) -> Result<(), DbError> {
    db.exec("DELETE FROM brought WHERE key = $1", &[key.into()])?;
    if !part.is_null() {
        db.exec(
            "INSERT INTO brought (key, part) VALUES ($1, $2)",
            &[key.into(), part.to_string().into()],
        )?;
    }
    Ok(())
}

/// What a player brought under `key` (`null`: nothing).
fn brought(db: &mut dyn Db, key: &str) -> Result<Value, DbError> {
    let rows = db.rows("SELECT part FROM brought WHERE key = $1", &[key.into()])?;
    Ok(rows
        .first()
        .and_then(|r| serde_json::from_str(&r[0].text()).ok())
        .unwrap_or(Value::Null))
}

/// Open table `offer`, as the lobby lists it (with what its maker brought).
fn open_offer(db: &mut dyn Db, offer: &str) -> Result<Offer, Refusal> {
    let rows = db.rows(
        "SELECT o.id, o.ruleset, o.setup, o.clock, o.rated, o.player, p.name, o.created, b.part
         FROM offers o JOIN players p ON p.id = o.player LEFT JOIN brought b ON b.key = 'offer:' || o.id
         WHERE o.id = $1",
        &[offer.into()],
    )?;
    let row = rows
        .first()
        .ok_or_else(|| Refusal::new(RefusalKind::Unknown, "this table is no longer open"))?;
    Ok(offer_of(db, row)?)
}

/// An offer from its row (its last column what its maker brought, or NULL).
fn offer_of(db: &mut dyn Db, r: &[Val]) -> Result<Offer, DbError> {
    let ruleset = r[1].text();
    let player = r[5].text();
    let mine = serde_json::from_str(&r[8].text()).unwrap_or(Value::Null);
    Ok(Offer {
        id: r[0].text(),
        brings: fields_of(&mine),
        wish: Wish {
            ruleset: ruleset.clone(),
            setup: serde_json::from_str(&r[2].text()).unwrap_or(Value::Null),
            clock: r[3].int(),
            rated: r[4].int() != 0,
            mine,
        },
        rating: rating_in(db, &player, &ruleset)?.rating,
        player,
        name: r[6].text(),
        created: r[7].int(),
    })
}
