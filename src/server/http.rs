//! The HTTP side: `POST /api/tables` and `GET /ws` (origins checked, the same check for both),
//! and the static site (`--static`): the build's precompressed `.br`/`.gz` files where there are
//! some, else compressed on the fly (br, gzip), content-hashed files cached for good, others
//! revalidated, readable from any origin (a wiki loads the explainer). `OPTIONS` (a CORS
//! preflight) is answered 204 on both.

use super::limits::{Creations, MAX_FRAME, MAX_WRITE_BUFFER, READ_BUFFER, WRITE_BUFFER};
use super::tables::{Command, Engine};
use super::Config;
use axum::extract::Request;
use axum::extract::{ConnectInfo, State, WebSocketUpgrade};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::middleware::{self, Next};
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
        creations: Arc::new(Creations::new(config.tables_per_address)),
        origins: Arc::new(
            config
                .allow_origins
                .iter()
                .map(|o| o.trim_end_matches('/').to_string())
                .collect(),
        ),
    };
    let mut router = Router::new()
        .route("/api/tables", post(create).options(preflight))
        .route("/ws", get(socket))
        .route("/api/health", get(health))
        .with_state(app);
    if let Some(dir) = &config.static_dir {
        let files = Router::new()
            .fallback_service(ServeDir::new(dir).precompressed_br().precompressed_gzip())
            .layer(middleware::map_response(cache_headers))
            .layer(middleware::from_fn(static_preflight))
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
    // On the fly only what has no precompressed file: a response that has a `content-encoding`
    // already (ServeDir's `.br`, `.gz`) is never compressed again.
    router.layer(CompressionLayer::new().br(true).gzip(true))
}

/// A preflight's answer: 204, the methods and headers a page may use (the origin is the
/// caller's to add).
fn preflight_answer(methods: &'static str) -> Response {
    let mut response = StatusCode::NO_CONTENT.into_response();
    let h = response.headers_mut();
    h.insert(header::ACCESS_CONTROL_ALLOW_METHODS, HeaderValue::from_static(methods));
    h.insert(
        header::ACCESS_CONTROL_ALLOW_HEADERS,
        HeaderValue::from_static("content-type"),
    );
    // A browser may keep the answer a day.
    h.insert(header::ACCESS_CONTROL_MAX_AGE, HeaderValue::from_static("86400"));
    response
}

/// `OPTIONS` on a static path: 204 (`access-control-allow-origin: *` is added to every static
/// response), before ServeDir, which allows only GET and HEAD.
async fn static_preflight(request: Request, next: Next) -> Response {
    if request.method() == axum::http::Method::OPTIONS {
        return preflight_answer("GET, HEAD, OPTIONS");
    }
    next.run(request).await
}

/// `OPTIONS /api/tables`: 204 for an allowed origin (the one [`origin_allowed`] lets open a
/// socket), naming it; 403 for another.
async fn preflight(State(app): State<App>, headers: HeaderMap) -> Response {
    if !origin_allowed(&headers, &app.origins) {
        return refuse(
            StatusCode::FORBIDDEN,
            "this origin may not create tables here (--allow-origin)",
        );
    }
    allow_origin(&headers, preflight_answer("POST, OPTIONS"))
}

/// An API answer to an allowed origin names it (`access-control-allow-origin`), so its page may
/// read it; the answer varies by `Origin`.
fn allow_origin(headers: &HeaderMap, mut response: Response) -> Response {
    let h = response.headers_mut();
    h.append(header::VARY, HeaderValue::from_static("origin"));
    if let Some(origin) = headers.get(header::ORIGIN) {
        h.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin.clone());
    }
    response
}

/// `GET /api/health`: 200 and `{"ok": true, "tables_in_memory": N}` while the engine thread
/// answers; 503 if it does not.
async fn health(State(app): State<App>) -> Response {
    let (reply, answer) = oneshot::channel();
    app.engine.send(Command::Health { reply });
    match answer.await {
        Ok(v) => Json(v).into_response(),
        Err(_) => refuse(StatusCode::SERVICE_UNAVAILABLE, "the engine thread does not answer"),
    }
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
    let h = response.headers_mut();
    h.insert(header::CACHE_CONTROL, HeaderValue::from_static(value));
    // The same path is sent as `.br`, `.gz` or as it is: caches must key on the encoding asked
    // (ServeDir's precompressed answers say nothing; the compression layer then adds no second one).
    let varies = h.get_all(header::VARY).iter().any(|v| {
        v.to_str()
            .is_ok_and(|v| v.to_ascii_lowercase().contains("accept-encoding"))
    });
    if !varies {
        h.append(header::VARY, HeaderValue::from_static("accept-encoding"));
    }
    response
}

fn refuse(status: StatusCode, message: &str) -> Response {
    (status, Json(json!({"error": message}))).into_response()
}

async fn create(
    State(app): State<App>,
    ConnectInfo(addr): ConnectInfo<SocketAddr>,
    headers: HeaderMap,
    body: String,
) -> Response {
    let response = create_table(&app, addr, body).await;
    if origin_allowed(&headers, &app.origins) {
        allow_origin(&headers, response)
    } else {
        response
    }
}

async fn create_table(app: &App, addr: SocketAddr, body: String) -> Response {
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
    // Small buffers: an idle socket holds its read buffer for good (128 KiB by default).
    ws.read_buffer_size(READ_BUFFER)
        .write_buffer_size(WRITE_BUFFER)
        .max_write_buffer_size(MAX_WRITE_BUFFER)
        .max_message_size(MAX_FRAME)
        .max_frame_size(MAX_FRAME)
        .on_upgrade(move |s| super::ws::serve(s, engine))
}
