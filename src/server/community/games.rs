//! One game the lobby made, as anyone may read it (`GET /api/games/{table}`, docs/online.md
//! "Players, ratings and history"): its players by seat with their ratings, shown at the
//! table, and once it is over how it ended and its log, which the replay viewer replays. A
//! game in progress never gives its log: the log holds every hidden card.

use super::db::Val;
use super::{rating_in, Community, Refusal, RefusalKind};
use crate::saves::GameLog;
use serde::Serialize;

/// A seat of a lobby game: its player, and the player's rating in the game's ruleset now.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameSeat {
    pub seat: i64,
    pub player: String,
    /// Empty for a player who has since forgotten itself.
    pub name: String,
    pub rating: f64,
    pub deviation: f64,
}

/// What `GET /api/games/{table}` answers.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Game {
    pub table: String,
    pub ruleset: String,
    pub rated: bool,
    /// How it ended (`GameRecord::how`), `None` while it is played.
    pub how: Option<String>,
    pub seats: Vec<GameSeat>,
    /// The whole game, once it is over (`None` before): the engine's (`Command::Log`), which
    /// holds the table or reads it from its store.
    pub log: Option<GameLog>,
}

impl Community {
    /// Game `table`, if the lobby made it.
    pub fn game(&self, table: &str) -> Result<Game, Refusal> {
        let mut db = self.db()?;
        let finished = db.rows(
            "SELECT ruleset, rated, how FROM games WHERE table_id = $1",
            &[table.into()],
        )?;
        let (row, seats_sql) = if let Some(row) = finished.first() {
            let seats = "SELECT s.seat, s.player, p.name FROM game_seats s
                 LEFT JOIN players p ON p.id = s.player WHERE s.table_id = $1 ORDER BY s.seat";
            ((row[0].text(), row[1].int() != 0, Some(row[2].text())), seats)
        } else {
            let playing = db.rows(
                "SELECT ruleset, rated FROM playing WHERE table_id = $1",
                &[table.into()],
            )?;
            let row = playing
                .first()
                .ok_or_else(|| Refusal::new(RefusalKind::Unknown, "the lobby made no game of this id"))?;
            let seats = "SELECT s.seat, s.player, p.name FROM playing_seats s
                 LEFT JOIN players p ON p.id = s.player WHERE s.table_id = $1 ORDER BY s.seat";
            ((row[0].text(), row[1].int() != 0, None), seats)
        };
        let (ruleset, rated, how) = row;
        let mut seats = Vec::new();
        for s in db.rows(seats_sql, &[table.into()])? {
            let player = s[1].text();
            let rating = rating_in(&mut **db, &player, &ruleset)?;
            seats.push(GameSeat {
                seat: s[0].int(),
                name: if s[2] == Val::Null { String::new() } else { s[2].text() },
                player,
                rating: rating.rating,
                deviation: rating.deviation,
            });
        }
        Ok(Game {
            table: table.to_string(),
            ruleset,
            rated,
            how,
            seats,
            log: None,
        })
    }
}
