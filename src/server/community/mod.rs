//! The community around the tables (docs/online.md, "Players, ratings and history"): players
//! without passwords (`players.rs`), their Glicko-2 ratings per ruleset (`rating.rs`) and the
//! record of their finished games, kept in the server's database through a connection of its
//! own (`db.rs`), apart from the engine thread's.

pub mod db;
pub mod games;
pub mod live;
pub mod lobby;
pub mod players;
pub mod rating;
pub mod routes;

use db::{Db, DbError, Val};
use players::NameProblem;
use rating::Rating;
use serde::Serialize;
use std::sync::Mutex;
use std::time::{SystemTime, UNIX_EPOCH};

/// The schema, in the SQL both databases read.
const SCHEMA: &str = "
    CREATE TABLE IF NOT EXISTS players (
        id TEXT PRIMARY KEY, key_hash TEXT NOT NULL UNIQUE, name TEXT NOT NULL,
        folded TEXT NOT NULL UNIQUE, created BIGINT NOT NULL);
    CREATE TABLE IF NOT EXISTS ratings (
        player TEXT NOT NULL, ruleset TEXT NOT NULL, rating DOUBLE PRECISION NOT NULL,
        deviation DOUBLE PRECISION NOT NULL, volatility DOUBLE PRECISION NOT NULL,
        games BIGINT NOT NULL, PRIMARY KEY (player, ruleset));
    CREATE TABLE IF NOT EXISTS games (
        table_id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, rated BIGINT NOT NULL,
        created BIGINT NOT NULL, finished BIGINT NOT NULL, how TEXT NOT NULL);
    CREATE TABLE IF NOT EXISTS game_seats (
        table_id TEXT NOT NULL, seat BIGINT NOT NULL, player TEXT NOT NULL,
        score DOUBLE PRECISION, rating_before DOUBLE PRECISION, rating_after DOUBLE PRECISION,
        PRIMARY KEY (table_id, seat));
    CREATE INDEX IF NOT EXISTS game_seats_player ON game_seats (player);";

/// Why a request about players was refused: its kind (for code) and its message (for people).
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Refusal {
    pub kind: RefusalKind,
    pub message: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum RefusalKind {
    /// The name breaks a rule of names (`players::check_name`), or another player has it.
    Name,
    /// No key, or a key no player has.
    Unknown,
    /// Too many requests of this kind; try later.
    Limit,
    /// The request is not what the API takes (a field missing or out of range).
    Request,
    /// The database failed.
    Store,
}

impl Refusal {
    pub(crate) fn new(kind: RefusalKind, message: impl Into<String>) -> Refusal {
        Refusal {
            kind,
            message: message.into(),
        }
    }
    fn name(problem: NameProblem) -> Refusal {
        Refusal::new(RefusalKind::Name, problem.message())
    }
    fn unknown() -> Refusal {
        Refusal::new(RefusalKind::Unknown, "no player has this key")
    }
}

impl From<DbError> for Refusal {
    fn from(e: DbError) -> Refusal {
        tracing::error!(error = %e, "community store");
        Refusal::new(RefusalKind::Store, "the database failed; try again")
    }
}

/// A player as the player sees itself.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Me {
    pub id: String,
    pub name: String,
    /// Only when the player is created: the key the browser keeps (never stored in clear, never
    /// shown again).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

/// A player's rating in one ruleset.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct RulesetRating {
    pub ruleset: String,
    pub rating: f64,
    pub deviation: f64,
    pub games: i64,
}

/// One seat of a finished game, as a player's history shows it.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct SeatRecord {
    pub seat: i64,
    /// Empty for a player who has since forgotten itself.
    pub name: String,
    pub player: String,
    pub score: Option<f64>,
    pub rating_before: Option<f64>,
    pub rating_after: Option<f64>,
}

/// A finished game in a player's history.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct GameRecord {
    pub table: String,
    pub ruleset: String,
    pub rated: bool,
    pub finished: i64,
    /// How it ended: `end` (the rules), `resigned`, `abandoned`, `draw_agreed`.
    pub how: String,
    pub seats: Vec<SeatRecord>,
}

/// What anyone may read of a player: its name, ratings and last games.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Profile {
    pub id: String,
    pub name: String,
    pub ratings: Vec<RulesetRating>,
    pub games: Vec<GameRecord>,
}

/// How a game ended, for the record: each seat's score (1 a win, 0.5 a draw, 0 a loss).
#[derive(Debug, Clone, PartialEq)]
pub struct Finished {
    pub table: String,
    pub ruleset: String,
    pub rated: bool,
    pub created: i64,
    /// Each seat's player (`None`: a computer or a guest).
    pub players: Vec<Option<String>>,
    pub scores: Vec<f64>,
    pub how: &'static str,
}

/// The most games a profile lists.
pub const HISTORY: i64 = 50;

/// A thread that records each ended table the engine thread tells it of (`World::on_end`):
/// the sender to give the engine.
pub fn record_endings(community: std::sync::Arc<Community>) -> std::sync::mpsc::Sender<crate::server::tables::Ended> {
    let (tx, rx) = std::sync::mpsc::channel::<crate::server::tables::Ended>();
    std::thread::Builder::new()
        .name("arbiter-community".into())
        .spawn(move || {
            for ended in rx {
                if let Err(e) = community.ended(&ended) {
                    tracing::error!(table = %ended.table, error = %e.message, "the game's result was not recorded");
                }
            }
        })
        .ok();
    tx
}

pub(crate) fn now_secs() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0)
}

pub struct Community {
    db: Mutex<Box<dyn Db>>,
}

impl Community {
    /// The community of the server's database (`--database`), its schema made if missing.
    pub fn open(database: &str) -> Result<Community, String> {
        let mut db = db::open(database)?;
        // Two instances starting together on one PostgreSQL database make it one at a time.
        let schema = format!("{SCHEMA}{}", lobby::SCHEMA);
        let schema = if db.shared() {
            format!("BEGIN; SELECT pg_advisory_xact_lock(7242002); {schema} COMMIT;")
        } else {
            schema
        };
        db.batch(&schema).map_err(|e| e.to_string())?;
        Ok(Community { db: Mutex::new(db) })
    }

    pub(crate) fn db(&self) -> Result<std::sync::MutexGuard<'_, Box<dyn Db>>, Refusal> {
        self.db
            .lock()
            .map_err(|_| Refusal::new(RefusalKind::Store, "the database failed; try again"))
    }

    /// A new player named `name`: its id, name and key (shown this once).
    pub fn create(&self, name: &str) -> Result<Me, Refusal> {
        let name = players::check_name(name).map_err(Refusal::name)?;
        let key = players::new_key();
        let id = super::tables::random_hex(8);
        let inserted = self.db()?.exec(
            "INSERT INTO players (id, key_hash, name, folded, created) VALUES ($1, $2, $3, $4, $5)",
            &[
                id.as_str().into(),
                players::key_hash(&key).into(),
                name.as_str().into(),
                players::folded(&name).into(),
                now_secs().into(),
            ],
        );
        match inserted {
            Ok(_) => Ok(Me {
                id,
                name,
                key: Some(key),
            }),
            Err(DbError::Unique) => Err(Refusal::name(NameProblem::Taken)),
            Err(e) => Err(e.into()),
        }
    }

    /// The player whose key this is.
    pub fn me(&self, key: &str) -> Result<Me, Refusal> {
        if !players::well_formed_key(key) {
            return Err(Refusal::unknown());
        }
        let rows = self.db()?.rows(
            "SELECT id, name FROM players WHERE key_hash = $1",
            &[players::key_hash(key).into()],
        )?;
        let row = rows.first().ok_or_else(Refusal::unknown)?;
        Ok(Me {
            id: row[0].text(),
            name: row[1].text(),
            key: None,
        })
    }

    /// Renames the player whose key this is.
    pub fn rename(&self, key: &str, name: &str) -> Result<Me, Refusal> {
        let me = self.me(key)?;
        let name = players::check_name(name).map_err(Refusal::name)?;
        let changed = self.db()?.exec(
            "UPDATE players SET name = $1, folded = $2 WHERE id = $3",
            &[
                name.as_str().into(),
                players::folded(&name).into(),
                me.id.as_str().into(),
            ],
        );
        match changed {
            Ok(_) => Ok(Me { name, ..me }),
            Err(DbError::Unique) => Err(Refusal::name(NameProblem::Taken)),
            Err(e) => Err(e.into()),
        }
    }

    /// Forgets the player whose key this is: its name, key and ratings. Its games stay in
    /// the others' histories, its seat nameless.
    pub fn forget(&self, key: &str) -> Result<(), Refusal> {
        let me = self.me(key)?;
        let mut db = self.db()?;
        db.exec("DELETE FROM ratings WHERE player = $1", &[me.id.as_str().into()])?;
        db.exec("DELETE FROM players WHERE id = $1", &[me.id.as_str().into()])?;
        Ok(())
    }

    /// A player's rating in `ruleset` (a new player's when it has none).
    pub fn rating(&self, player: &str, ruleset: &str) -> Result<Rating, Refusal> {
        Ok(rating_in(&mut **self.db()?, player, ruleset)?)
    }

    /// What anyone may read of player `id`.
    pub fn profile(&self, id: &str) -> Result<Profile, Refusal> {
        let mut db = self.db()?;
        let rows = db.rows("SELECT name FROM players WHERE id = $1", &[id.into()])?;
        let row = rows
            .first()
            .ok_or_else(|| Refusal::new(RefusalKind::Unknown, "no player has this id"))?;
        let name = row[0].text();
        let ratings = db
            .rows(
                "SELECT ruleset, rating, deviation, games FROM ratings WHERE player = $1 ORDER BY ruleset",
                &[id.into()],
            )?
            .iter()
            .map(|r| RulesetRating {
                ruleset: r[0].text(),
                rating: r[1].real(),
                deviation: r[2].real(),
                games: r[3].int(),
            })
            .collect();
        let listed = db.rows(
            "SELECT g.table_id, g.ruleset, g.rated, g.finished, g.how FROM game_seats s
             JOIN games g ON g.table_id = s.table_id WHERE s.player = $1
             ORDER BY g.finished DESC, g.table_id LIMIT $2",
            &[id.into(), HISTORY.into()],
        )?;
        let mut games = Vec::with_capacity(listed.len());
        for g in listed {
            let table = g[0].text();
            let seats = db
                .rows(
                    "SELECT s.seat, p.name, s.player, s.score, s.rating_before, s.rating_after
                     FROM game_seats s LEFT JOIN players p ON p.id = s.player
                     WHERE s.table_id = $1 ORDER BY s.seat",
                    &[table.as_str().into()],
                )?
                .iter()
                .map(|s| SeatRecord {
                    seat: s[0].int(),
                    name: s[1].text(),
                    player: s[2].text(),
                    score: (s[3] != Val::Null).then(|| s[3].real()),
                    rating_before: (s[4] != Val::Null).then(|| s[4].real()),
                    rating_after: (s[5] != Val::Null).then(|| s[5].real()),
                })
                .collect();
            games.push(GameRecord {
                table,
                ruleset: g[1].text(),
                rated: g[2].int() != 0,
                finished: g[3].int(),
                how: g[4].text(),
                seats,
            });
        }
        Ok(Profile {
            id: id.to_string(),
            name,
            ratings,
            games,
        })
    }

    /// Records a finished game: each player's seat and score and, for a rated game between two
    /// players, both new ratings, in one transaction. A game recorded already is left as it is
    /// (two instances, or a restart, may both see it end).
    pub fn record(&self, game: &Finished) -> Result<(), Refusal> {
        let mut db = self.db()?;
        db.batch("BEGIN")?;
        let result = record_in(&mut **db, game);
        match result {
            Ok(()) => db.batch("COMMIT")?,
            Err(DbError::Unique) => db.batch("ROLLBACK")?,
            Err(e) => {
                let _ = db.batch("ROLLBACK");
                return Err(e.into());
            }
        }
        Ok(())
    }
}

pub(crate) fn rating_in(db: &mut dyn Db, player: &str, ruleset: &str) -> Result<Rating, DbError> {
    let rows = db.rows(
        "SELECT rating, deviation, volatility FROM ratings WHERE player = $1 AND ruleset = $2",
        &[player.into(), ruleset.into()],
    )?;
    Ok(rows.first().map_or_else(Rating::default, |r| Rating {
        rating: r[0].real(),
        deviation: r[1].real(),
        volatility: r[2].real(),
    }))
}

fn record_in(db: &mut dyn Db, game: &Finished) -> Result<(), DbError> {
    db.exec(
        "INSERT INTO games (table_id, ruleset, rated, created, finished, how) VALUES ($1, $2, $3, $4, $5, $6)",
        &[
            game.table.as_str().into(),
            game.ruleset.as_str().into(),
            (game.rated as i64).into(),
            game.created.into(),
            now_secs().into(),
            game.how.into(),
        ],
    )?;
    // Ratings move only in a rated game of two players (a computer or a guest plays casual).
    let rated_pair = match game.players.as_slice() {
        [Some(a), Some(b)] if game.rated && a != b && game.scores.len() == 2 => Some((a, b)),
        _ => None,
    };
    let ratings = match rated_pair {
        Some((a, b)) => {
            let (ra, rb) = (rating_in(db, a, &game.ruleset)?, rating_in(db, b, &game.ruleset)?);
            let (na, nb) = rating::after_game(ra, rb, game.scores[0]);
            for (player, new) in [(a, na), (b, nb)] {
                db.exec(
                    "INSERT INTO ratings (player, ruleset, rating, deviation, volatility, games)
                     VALUES ($1, $2, $3, $4, $5, 1)
                     ON CONFLICT (player, ruleset) DO UPDATE SET rating = excluded.rating,
                     deviation = excluded.deviation, volatility = excluded.volatility,
                     games = ratings.games + 1",
                    &[
                        player.as_str().into(),
                        game.ruleset.as_str().into(),
                        new.rating.into(),
                        new.deviation.into(),
                        new.volatility.into(),
                    ],
                )?;
            }
            vec![Some((ra.rating, na.rating)), Some((rb.rating, nb.rating))]
        }
        None => vec![None; game.players.len()],
    };
    for (seat, player) in game.players.iter().enumerate() {
        let Some(player) = player else { continue };
        let (before, after) = match ratings.get(seat).copied().flatten() {
            Some((b, a)) => (Val::Real(b), Val::Real(a)),
            None => (Val::Null, Val::Null),
        };
        let score = game.scores.get(seat).map_or(Val::Null, |s| Val::Real(*s));
        db.exec(
            "INSERT INTO game_seats (table_id, seat, player, score, rating_before, rating_after)
             VALUES ($1, $2, $3, $4, $5, $6)",
            &[
                game.table.as_str().into(),
                (seat as i64).into(),
                player.as_str().into(),
                score,
                before,
                after,
            ],
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn community() -> Community {
        Community::open("sqlite::memory:").unwrap()
    }

    #[test]
    fn a_player_is_created_found_by_its_key_renamed_and_forgotten() {
        let c = community();
        let ana = c.create("Ana").unwrap();
        let key = ana.key.clone().unwrap();
        assert_eq!(c.me(&key).unwrap().name, "Ana");
        assert_eq!(
            c.create("ANA").unwrap_err().kind,
            RefusalKind::Name,
            "no impersonation by case"
        );
        assert_eq!(c.rename(&key, "Ana Lys").unwrap().name, "Ana Lys");
        assert!(c.create("Ana").is_ok(), "the old name is free again");
        c.forget(&key).unwrap();
        assert_eq!(c.me(&key).unwrap_err().kind, RefusalKind::Unknown);
        assert_eq!(c.me("not a key").unwrap_err().kind, RefusalKind::Unknown);
    }

    #[test]
    fn a_rated_game_moves_both_ratings_once_and_lands_in_both_histories() {
        let c = community();
        let (a, b) = (c.create("Ana").unwrap(), c.create("Boris").unwrap());
        let game = Finished {
            table: "t1".into(),
            ruleset: "eredan".into(),
            rated: true,
            created: 0,
            players: vec![Some(a.id.clone()), Some(b.id.clone())],
            scores: vec![1.0, 0.0],
            how: "end",
        };
        c.record(&game).unwrap();
        c.record(&game).unwrap();
        let (ra, rb) = (c.rating(&a.id, "eredan").unwrap(), c.rating(&b.id, "eredan").unwrap());
        assert!(ra.rating > 1500.0 && rb.rating < 1500.0);
        let profile = c.profile(&a.id).unwrap();
        assert_eq!(profile.ratings[0].games, 1, "recorded once");
        assert_eq!(profile.games.len(), 1);
        assert_eq!(profile.games[0].seats[1].name, "Boris");
        assert_eq!(profile.games[0].seats[0].rating_after, Some(ra.rating));
        c.forget(b.key.as_deref().unwrap()).unwrap();
        assert_eq!(
            c.profile(&a.id).unwrap().games[0].seats[1].name,
            "",
            "a forgotten player is nameless"
        );
    }

    #[test]
    fn a_casual_game_or_one_against_a_computer_moves_no_rating() {
        let c = community();
        let a = c.create("Ana").unwrap();
        c.record(&Finished {
            table: "t2".into(),
            ruleset: "berserk".into(),
            rated: true,
            created: 0,
            players: vec![Some(a.id.clone()), None],
            scores: vec![0.0, 1.0],
            how: "end",
        })
        .unwrap();
        assert_eq!(c.rating(&a.id, "berserk").unwrap(), Rating::default());
        assert_eq!(c.profile(&a.id).unwrap().games[0].seats[0].score, Some(0.0));
    }
}
