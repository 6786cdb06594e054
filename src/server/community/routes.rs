//! The community's HTTP routes (docs/online.md, "Players, ratings and history", "The lobby").
//! A player proves who it is with its key in `Authorization: Bearer KEY`; every database call
//! runs on tokio's blocking threads, never on the engine thread.

use super::live::{Live, LIVE_MAX_MESSAGE};
use super::lobby::{Match, Pairing, Wish};
use super::{Community, Refusal, RefusalKind};
use crate::rulesets::RulesetId;
use crate::server::limits::{Creations, MAX_MESSAGE, PLAYERS_PER_WINDOW, RENAMES_PER_WINDOW};
use crate::server::tables::{Command, Engine};
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{ConnectInfo, Path, State};
use axum::http::{header, HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{delete, get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{json, Value};
use std::net::{IpAddr, SocketAddr};
use std::sync::Arc;
use tokio::sync::oneshot;

#[derive(Clone)]
struct Api {
    community: Arc<Community>,
    engine: Engine,
    players: Arc<Creations<IpAddr>>,
    renames: Arc<Creations<String>>,
    /// Lobby requests (offers, takes, pairing) per address: bounded like the tables.
    requests: Arc<Creations<IpAddr>>,
    live: Live,
}

/// The lobby's requests an address may make per window (offers, takes and pairing requests;
/// a pairing check counts too, so a page polls every few seconds at most).
pub const LOBBY_REQUESTS_PER_WINDOW: usize = 1_200;

pub fn router(community: Arc<Community>, engine: Engine) -> Router {
    let api = Api {
        community: community.clone(),
        engine,
        players: Arc::new(Creations::new(PLAYERS_PER_WINDOW)),
        renames: Arc::new(Creations::new(RENAMES_PER_WINDOW)),
        requests: Arc::new(Creations::new(LOBBY_REQUESTS_PER_WINDOW)),
        live: Live::start(community.clone(), |c| lobby_json(c).ok().map(|v| v.to_string())),
    };
    Router::new()
        .route("/api/players", post(create_player))
        .route("/api/players/{id}", get(profile))
        .route("/api/games/{id}", get(game))
        .route("/api/me", get(me).put(rename).delete(forget))
        .route("/api/lobby", get(lobby).post(offer))
        .route("/api/lobby/live", get(live))
        .route("/api/lobby/{id}", delete(cancel))
        .route("/api/lobby/{id}/join", post(take))
        .route("/api/pairing", get(check_pairing).post(pair).delete(unpair))
        .route("/api/pairing/live", get(pairing_live))
        .with_state(api)
}

fn refused(r: Refusal) -> Response {
    let status = match r.kind {
        RefusalKind::Name | RefusalKind::Request => StatusCode::BAD_REQUEST,
        RefusalKind::Unknown => StatusCode::NOT_FOUND,
        RefusalKind::Limit => StatusCode::TOO_MANY_REQUESTS,
        RefusalKind::Store => StatusCode::INTERNAL_SERVER_ERROR,
    };
    (status, Json(json!({"error": r.message, "kind": r.kind}))).into_response()
}

fn request(message: &str) -> Refusal {
    Refusal::new(RefusalKind::Request, message)
}

/// Runs a database call on a blocking thread.
async fn blocking<T: Send + 'static>(f: impl FnOnce() -> Result<T, Refusal> + Send + 'static) -> Result<T, Refusal> {
    tokio::task::spawn_blocking(f)
        .await
        .unwrap_or_else(|_| Err(Refusal::new(RefusalKind::Store, "the server failed; try again")))
}

/// The key in `Authorization: Bearer KEY`.
fn key_of(headers: &HeaderMap) -> Result<String, Refusal> {
    headers
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(|k| k.trim().to_string())
        .ok_or_else(|| {
            Refusal::new(
                RefusalKind::Unknown,
                "send your player key as Authorization: Bearer KEY",
            )
        })
}

fn body<T: for<'de> Deserialize<'de>>(text: &str, shape: &str) -> Result<T, Refusal> {
    if text.len() > MAX_MESSAGE {
        return Err(Refusal::new(RefusalKind::Limit, "a request is at most 64 KiB"));
    }
    serde_json::from_str(text).map_err(|e| request(&format!("the body is {shape}: {e}")))
}

fn answer<T: serde::Serialize>(status: StatusCode, result: Result<T, Refusal>) -> Response {
    match result {
        Ok(v) => (status, Json(v)).into_response(),
        Err(r) => refused(r),
    }
}

/// 204 for a request done, or its refusal.
fn no_content(result: Result<(), Refusal>) -> Response {
    match result {
        Ok(()) => StatusCode::NO_CONTENT.into_response(),
        Err(r) => refused(r),
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NameBody {
    name: String,
}

async fn create_player(State(api): State<Api>, ConnectInfo(addr): ConnectInfo<SocketAddr>, text: String) -> Response {
    let result = async {
        let NameBody { name } = body(&text, "{\"name\": \"...\"}")?;
        if !api.players.allow(addr.ip()) {
            return Err(Refusal::new(
                RefusalKind::Limit,
                "too many players made from this address; try later",
            ));
        }
        let c = api.community.clone();
        blocking(move || c.create(&name)).await
    }
    .await;
    answer(StatusCode::CREATED, result)
}

async fn me(State(api): State<Api>, headers: HeaderMap) -> Response {
    let result = async {
        let key = key_of(&headers)?;
        let c = api.community.clone();
        blocking(move || {
            let me = c.me(&key)?;
            let profile = c.profile(&me.id)?;
            let playing = c.in_progress(&me.id)?;
            Ok(json!({"id": me.id, "name": me.name, "ratings": profile.ratings,
                      "games": profile.games, "playing": playing}))
        })
        .await
    }
    .await;
    answer(StatusCode::OK, result)
}

async fn rename(State(api): State<Api>, headers: HeaderMap, text: String) -> Response {
    let result = async {
        let key = key_of(&headers)?;
        let NameBody { name } = body(&text, "{\"name\": \"...\"}")?;
        let c = api.community.clone();
        let renames = api.renames.clone();
        blocking(move || {
            let me = c.me(&key)?;
            // A refused name costs nothing; a rename counts.
            super::players::check_name(&name).map_err(|p| Refusal::new(RefusalKind::Name, p.message()))?;
            if !renames.allow(me.id) {
                return Err(Refusal::new(RefusalKind::Limit, "too many renames; try later"));
            }
            c.rename(&key, &name)
        })
        .await
    }
    .await;
    answer(StatusCode::OK, result)
}

async fn forget(State(api): State<Api>, headers: HeaderMap) -> Response {
    let result = async {
        let key = key_of(&headers)?;
        let c = api.community.clone();
        blocking(move || c.forget(&key)).await
    }
    .await;
    no_content(result)
}

async fn profile(State(api): State<Api>, Path(id): Path<String>) -> Response {
    let c = api.community.clone();
    answer(StatusCode::OK, blocking(move || c.profile(&id)).await)
}

/// A game the lobby made: its players and ratings, and its log once it is over.
async fn game(State(api): State<Api>, Path(id): Path<String>) -> Response {
    let c = api.community.clone();
    let table = id.clone();
    let mut game = match blocking(move || c.game(&table)).await {
        Ok(game) => game,
        Err(r) => return refused(r),
    };
    if game.how.is_some() {
        let (reply, log) = oneshot::channel();
        api.engine.send(Command::Log { table: id, reply });
        game.log = log.await.ok().flatten();
    }
    answer(StatusCode::OK, Ok(game))
}

/// The lobby as `GET /api/lobby` answers it, with the rulesets a table may be asked for (each
/// with its game page).
fn lobby_json(c: &Community) -> Result<Value, Refusal> {
    let lobby = c.lobby()?;
    let rulesets: Vec<Value> = RulesetId::ALL
        .iter()
        .map(|r| json!({"id": r.name(), "page": r.page(), "setup": r.two_player_setup(), "brings": r.seat_fields()}))
        .collect();
    let mut v = serde_json::to_value(lobby).unwrap_or(Value::Null);
    v["rulesets"] = rulesets.into();
    Ok(v)
}

async fn lobby(State(api): State<Api>) -> Response {
    let c = api.community.clone();
    answer(StatusCode::OK, blocking(move || lobby_json(&c)).await)
}

/// `GET /api/lobby/live`: the lobby over a WebSocket, sent again at each change (`live.rs`).
/// Each socket opened counts as a lobby request of its address.
async fn live(State(api): State<Api>, ConnectInfo(peer): ConnectInfo<SocketAddr>, ws: WebSocketUpgrade) -> Response {
    if !api.requests.allow(peer.ip()) {
        return refused(Refusal::new(
            RefusalKind::Limit,
            "too many lobby requests from this address: try later",
        ));
    }
    let c = api.community.clone();
    let first = match blocking(move || lobby_json(&c)).await {
        Ok(v) => v.to_string(),
        Err(r) => return refused(r),
    };
    let watch = api.live.clone();
    ws.max_message_size(LIVE_MAX_MESSAGE)
        .max_frame_size(LIVE_MAX_MESSAGE)
        .on_upgrade(move |socket| async move { watch.serve(socket, first).await })
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct WishBody {
    ruleset: String,
    #[serde(default)]
    setup: Value,
    #[serde(default)]
    clock: i64,
    #[serde(default)]
    rated: bool,
    #[serde(default)]
    mine: Value,
}

impl WishBody {
    fn wish(self) -> Wish {
        Wish {
            setup: for_two(&self.ruleset, self.setup),
            ruleset: self.ruleset,
            clock: self.clock,
            rated: self.rated,
            mine: self.mine,
        }
    }
}

/// The setup asked for, or the ruleset's game for two when none is given.
fn for_two(ruleset: &str, setup: Value) -> Value {
    match (setup, RulesetId::parse(ruleset)) {
        (Value::Null, Ok(id)) => id.two_player_setup(),
        (setup, _) => setup,
    }
}

const WISH: &str = "{\"ruleset\", \"setup\"?, \"clock\"? (seconds, 0: none), \"rated\"?, \"mine\"?}";

/// Checks the key and the address's budget of lobby requests: the player's id.
async fn player_of(api: &Api, headers: &HeaderMap, addr: SocketAddr) -> Result<String, Refusal> {
    let key = key_of(headers)?;
    if !api.requests.allow(addr.ip()) {
        return Err(Refusal::new(
            RefusalKind::Limit,
            "too many lobby requests from this address; try later",
        ));
    }
    let c = api.community.clone();
    Ok(blocking(move || c.me(&key)).await?.id)
}

/// Asks the engine to make the table of a match (two person seats): its id, each seat's link
/// and the spectators' link.
async fn make_table(api: &Api, m: &Match) -> Result<(String, Vec<String>, String), Refusal> {
    let setup = m.setup().map_err(|e| request(&e))?;
    let mut asked = json!({"ruleset": m.wish.ruleset, "setup": setup,
        "seats": [{"kind": "person"}, {"kind": "person"}]});
    if m.wish.clock > 0 {
        asked["clock"] = m.wish.clock.into();
    }
    let (reply, answer) = oneshot::channel();
    api.engine.send(Command::Create { request: asked, reply });
    let made = answer
        .await
        .map_err(|_| Refusal::new(RefusalKind::Store, "the engine stopped"))?
        .map_err(|m| request(&m))?;
    // The links say the lobby made the table (`&lobby`): their page asks for its players.
    let id = made["id"].as_str().unwrap_or("").to_string();
    let marked = |link: &Value| {
        let link = link.as_str().unwrap_or("");
        link.replacen(&format!("?table={id}"), &format!("?table={id}&lobby"), 1)
    };
    let invites = made["seats"]
        .as_array()
        .map(|s| s.iter().map(|s| marked(&s["invite"])).collect())
        .unwrap_or_default();
    let spectate = marked(&made["spectate"]);
    Ok((id, invites, spectate))
}

/// Makes the table of a match and notes it: the asker's seat's link.
async fn start(api: &Api, m: Match, asker: String) -> Result<Value, Refusal> {
    match make_table(api, &m).await {
        Ok((table, invites, spectate)) => {
            let c = api.community.clone();
            blocking(move || {
                c.started(&m, &table, &invites, &spectate)?;
                c.paired(&m, &asker, Some(&table))?;
                let seat = m.players.iter().position(|p| *p == asker).unwrap_or(0);
                Ok(json!({"state": "paired", "table": table, "invite": invites.get(seat)}))
            })
            .await
        }
        Err(e) => {
            let c = api.community.clone();
            blocking(move || {
                c.untake(&m)?;
                c.paired(&m, &asker, None)
            })
            .await?;
            Err(e)
        }
    }
}

async fn offer(
    State(api): State<Api>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    text: String,
) -> Response {
    let result = async {
        let player = player_of(&api, &headers, addr).await?;
        let wish = body::<WishBody>(&text, WISH)?.wish();
        // The game must start: an unknown ruleset or a bad setup is refused now, not when
        // someone takes the table.
        check_game(&wish)?;
        let c = api.community.clone();
        let id = blocking(move || c.offer(&player, &wish)).await?;
        Ok(json!({"id": id}))
    }
    .await;
    answer(StatusCode::CREATED, result)
}

/// Whether the engine starts this wish's game (its ruleset and setup) as a table would, for
/// two players: the lobby seats two people. What the player brings (`mine`) is checked in
/// both seats, so that a deck the engine refuses is refused now, not when someone sits.
fn check_game(wish: &Wish) -> Result<(), Refusal> {
    use crate::session::{start_named, JsonText, Opening};
    let id = RulesetId::parse(&wish.ruleset).map_err(|e| request(&e.to_string()))?;
    id.check_seat_part(&wish.mine).map_err(|e| request(&e))?;
    let setup = id
        .with_seat_parts(&wish.setup, &[wish.mine.clone(), wish.mine.clone()])
        .map_err(|e| request(&e))?;
    let started = start_named::<crate::rulesets::Builtin, JsonText>(
        &wish.ruleset,
        "ruleset",
        0,
        &setup,
        "setup",
        Opening::Untold,
    )
    .map_err(|e| {
        let e = e.to_string();
        request(&if wish.mine.is_null() {
            e
        } else {
            format!("with \"mine\" in each seat's place: {e}")
        })
    })?;
    match started.session.seats() {
        2 => Ok(()),
        n => Err(request(&format!(
            "this setup seats {n}; the lobby's games are for two players (give a setup for two)"
        ))),
    }
}

async fn cancel(
    State(api): State<Api>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
) -> Response {
    let result = async {
        let player = player_of(&api, &headers, addr).await?;
        let c = api.community.clone();
        blocking(move || c.cancel(&player, &id)).await
    }
    .await;
    no_content(result)
}

/// What a player taking an open table may send: what it brings to its seat.
#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct TakeBody {
    #[serde(default)]
    mine: Value,
}

async fn take(
    State(api): State<Api>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    Path(id): Path<String>,
    text: String,
) -> Response {
    let result = async {
        let player = player_of(&api, &headers, addr).await?;
        let TakeBody { mine } = match text.trim() {
            "" => TakeBody::default(),
            text => body(text, "{\"mine\"?}")?,
        };
        let c = api.community.clone();
        let asker = player.clone();
        // Checked as the maker's was: the engine must start with it in both seats.
        let offered = blocking({
            let c = c.clone();
            let id = id.clone();
            move || c.offer_wish(&id)
        })
        .await?;
        check_game(&Wish {
            mine: mine.clone(),
            ..offered
        })?;
        let m = blocking(move || c.take(&asker, &id, &mine)).await?;
        start(&api, m, player).await
    }
    .await;
    answer(StatusCode::CREATED, result)
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PairBody {
    ruleset: String,
    #[serde(default)]
    setup: Value,
    #[serde(default)]
    clock: i64,
    #[serde(default)]
    mine: Value,
}

async fn pairing(api: Api, player: String, wish: Option<Wish>) -> Result<Value, Refusal> {
    if let Some(w) = &wish {
        check_game(w)?;
    }
    let c = api.community.clone();
    let asker = player.clone();
    let state = blocking(move || c.pair(&asker, wish.as_ref())).await?;
    match state {
        Pairing::Found(m) => start(&api, *m, player).await,
        other => Ok(serde_json::to_value(other).unwrap_or(Value::Null)),
    }
}

async fn pair(
    State(api): State<Api>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    text: String,
) -> Response {
    let result = async {
        let player = player_of(&api, &headers, addr).await?;
        let PairBody {
            ruleset,
            setup,
            clock,
            mine,
        } = body(
            &text,
            "{\"ruleset\", \"setup\"?, \"clock\"? (seconds, 0: none), \"mine\"?}",
        )?;
        let wish = Wish {
            setup: for_two(&ruleset, setup),
            ruleset,
            clock,
            rated: true,
            mine,
        };
        pairing(api, player, Some(wish)).await
    }
    .await;
    answer(StatusCode::OK, result)
}

async fn check_pairing(
    State(api): State<Api>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
) -> Response {
    let result = async {
        let player = player_of(&api, &headers, addr).await?;
        pairing(api, player, None).await
    }
    .await;
    answer(StatusCode::OK, result)
}

/// `GET /api/pairing/live`: a waiting player's quick pairing over a WebSocket. Its first
/// message is `{"key": KEY}` (a page cannot give a socket headers, and a key in the address
/// would be logged); then the server checks the pairing once a second (as `GET /api/pairing`
/// does: a wider window may pair the player now) and sends each new state; once it is `paired`
/// or `idle` it closes the socket. Opening one counts as a lobby request of its address.
async fn pairing_live(
    State(api): State<Api>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    ws: WebSocketUpgrade,
) -> Response {
    if !api.requests.allow(peer.ip()) {
        return refused(Refusal::new(
            RefusalKind::Limit,
            "too many lobby requests from this address: try later",
        ));
    }
    ws.max_message_size(LIVE_MAX_MESSAGE)
        .max_frame_size(LIVE_MAX_MESSAGE)
        .on_upgrade(move |socket| watch_pairing(api, socket))
}

/// How long a pairing socket waits for its key.
const KEY_WITHIN: std::time::Duration = std::time::Duration::from_secs(10);

async fn watch_pairing(api: Api, mut socket: WebSocket) {
    let first = tokio::time::timeout(KEY_WITHIN, socket.recv()).await;
    let key = match first {
        Ok(Some(Ok(Message::Text(t)))) => serde_json::from_str::<Value>(&t)
            .ok()
            .and_then(|v| v["key"].as_str().map(str::to_string)),
        _ => None,
    };
    let c = api.community.clone();
    let player = match key {
        Some(key) => blocking(move || c.me(&key)).await.map(|me| me.id),
        None => Err(request("the first message is {\"key\": KEY}")),
    };
    let player = match player {
        Ok(player) => player,
        Err(r) => {
            let said = json!({"error": r.message, "kind": r.kind}).to_string();
            let _ = socket.send(Message::Text(said.into())).await;
            return;
        }
    };
    let mut ticks = tokio::time::interval(super::live::LIVE_EVERY);
    let mut last = String::new();
    loop {
        tokio::select! {
            _ = ticks.tick() => {
                let state = match pairing(api.clone(), player.clone(), None).await {
                    Ok(state) => state,
                    Err(r) => json!({"error": r.message, "kind": r.kind}),
                };
                let text = state.to_string();
                if text != last && socket.send(Message::Text(text.clone().into())).await.is_err() {
                    return;
                }
                if state["state"] != "waiting" {
                    let _ = socket.send(Message::Close(None)).await;
                    return;
                }
                last = text;
            }
            message = socket.recv() => match message {
                Some(Ok(Message::Close(_))) | Some(Err(_)) | None => return,
                Some(Ok(_)) => {}
            },
        }
    }
}

async fn unpair(State(api): State<Api>, ConnectInfo(addr): ConnectInfo<SocketAddr>, headers: HeaderMap) -> Response {
    let result = async {
        let player = player_of(&api, &headers, addr).await?;
        let c = api.community.clone();
        blocking(move || c.unpair(&player)).await
    }
    .await;
    no_content(result)
}
