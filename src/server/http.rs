//! The HTTP side: `POST /api/tables`, `GET /ws` (origins checked), and the static site
//! (`--static`): compressed (br, gzip), content-hashed files cached for good, others revalidated,
//! readable from any origin (a wiki loads the explainer).

use super::limits::{Creations, MAX_FRAME};
use super::tables::{Command, Engine};
use super::Config;
use axum::extract::{ConnectInfo, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde_json::{json, Value};
use std::net::SocketAddr;
use std::sync::Arc;
use tokio::sync::oneshot;
use tower_http::compression::CompressionLayer;
use tower_http::services::ServeDir;
use tower_http::set_header::SetResponseHeaderLayer;

#[derive(Clone)]
struct App {
    engine: Engine,
    creations: Arc<Creations>,
    origins: Arc<Vec<String>>,
}

pub fn router(engine: Engine, config: &Config) -> Router {
    let app = App {
        engine,
        creations: Arc::new(Creations::default()),
        origins: Arc::new(
            config
                .allow_origins
                .iter()
                .map(|o| o.trim_end_matches('/').to_string())
                .collect(),
        ),
    };
    let mut router = Router::new()
        .route("/api/tables", post(create))
        .route("/ws", get(socket))
        .with_state(app);
    if let Some(dir) = &config.static_dir {
        let files = Router::new()
            .fallback_service(ServeDir::new(dir))
            .layer(axum::middleware::map_response(cache_headers))
            .layer(SetResponseHeaderLayer::overriding(
                header::ACCESS_CONTROL_ALLOW_ORIGIN,
                HeaderValue::from_static("*"),
            ))
            .layer(SetResponseHeaderLayer::overriding(
                header::HeaderName::from_static("cross-origin-resource-policy"),
                HeaderValue::from_static("cross-origin"),
            ));
        router = router.fallback_service(files);
    }
    router.layer(CompressionLayer::new().br(true).gzip(true))
}

/// `-XXXXXXXX.js|css|wasm` (esbuild's content hash): immutable; anything else: `no-cache`.
fn hashed(path: &str) -> bool {
    let name = path.rsplit('/').next().unwrap_or("");
    let Some((stem, ext)) = name.rsplit_once('.') else {
        return false;
    };
    if !["js", "css", "wasm"].contains(&ext) {
        return false;
    }
    let Some((_, hash)) = stem.rsplit_once('-') else {
        return false;
    };
    hash.len() == 8 && hash.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit())
}

async fn cache_headers(uri: axum::http::Uri, mut response: Response) -> Response {
    let value = if hashed(uri.path()) {
        "public, max-age=31536000, immutable"
    } else {
        "no-cache"
    };
    response
        .headers_mut()
        .insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    response
}

fn refuse(status: StatusCode, message: &str) -> Response {
    (status, Json(json!({"error": message}))).into_response()
}

async fn create(State(app): State<App>, ConnectInfo(addr): ConnectInfo<SocketAddr>, body: String) -> Response {
    if body.len() > super::limits::MAX_MESSAGE {
        return refuse(StatusCode::PAYLOAD_TOO_LARGE, "a request is at most 64 KiB");
    }
    let Ok(request) = serde_json::from_str::<Value>(&body) else {
        return refuse(
            StatusCode::BAD_REQUEST,
            "the body is a JSON object {ruleset, setup?, seats, clock?}",
        );
    };
    if !app.creations.allow(addr.ip()) {
        return refuse(
            StatusCode::TOO_MANY_REQUESTS,
            "too many tables created from this address; try later",
        );
    }
    let (reply, answer) = oneshot::channel();
    app.engine.send(Command::Create { request, reply });
    match answer.await {
        Ok(Ok(v)) => (StatusCode::CREATED, Json(v)).into_response(),
        Ok(Err(m)) => refuse(StatusCode::BAD_REQUEST, &m),
        Err(_) => refuse(StatusCode::INTERNAL_SERVER_ERROR, "the engine stopped"),
    }
}

/// Same origin (the Origin's host is the Host header), a listed origin, or no Origin (not a
/// browser) may open a socket.
fn origin_allowed(headers: &HeaderMap, allowed: &[String]) -> bool {
    let Some(origin) = headers.get(header::ORIGIN).and_then(|o| o.to_str().ok()) else {
        return true;
    };
    let origin = origin.trim_end_matches('/');
    if allowed.iter().any(|a| a == origin || a == "*") {
        return true;
    }
    let host = headers.get(header::HOST).and_then(|h| h.to_str().ok()).unwrap_or("");
    origin.split_once("://").map(|(_, h)| h) == Some(host)
}

async fn socket(State(app): State<App>, headers: HeaderMap, ws: WebSocketUpgrade) -> Response {
    if !origin_allowed(&headers, &app.origins) {
        return refuse(
            StatusCode::FORBIDDEN,
            "this origin may not open a socket here (--allow-origin)",
        );
    }
    let engine = app.engine.clone();
    ws.max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |s| super::ws::serve(s, engine))
}
