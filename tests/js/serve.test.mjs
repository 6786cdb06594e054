// `make play`'s server, `arbiter serve --static` (the release binary; tests/serve-arbiter.mjs),
// on a site of its own in a temporary folder: compressed responses (brotli, else gzip, as
// accepted), the content types a browser needs (application/wasm for streaming compilation),
// cache headers (content-hashed chunks immutable, the rest revalidated), the CORS headers that
// let another origin (a wiki) load the explainer, `/` and folders served by their index.html,
// nothing outside the folder, and the API next to the files.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serveArbiter } from "../serve-arbiter.mjs";

const top = mkdtempSync(join(tmpdir(), "arbiter-serve-"));
const site = join(top, "site");
const text = "let x = 1;\n".repeat(400);
const html = `<!doctype html><title>t</title>${"<p>a</p>".repeat(200)}`;
const files = {
  "index.html": html,
  "examples/index.html": html,
  "page.js": text,
  "chunk-ABCD1234.js": text,
  "arbiter_bg-ABCD1234.wasm": Buffer.concat([Buffer.from("\0asm\x01\0\0\0"), Buffer.alloc(4000)]),
  "app.css": "a { color: red }\n".repeat(100),
  "scenario.json": JSON.stringify({ players: Array(100).fill({ name: "x" }) }),
  "icon.svg": `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(200)}</svg>`,
  "face.png": Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "binary"), Buffer.alloc(2000, 7)]),
};
for (const [name, body] of Object.entries(files)) {
  mkdirSync(join(site, name, ".."), { recursive: true });
  writeFileSync(join(site, name), body);
}
// Next to the site, never served.
writeFileSync(join(top, "secret.txt"), "secret");

let server, port;
before(async () => {
  server = await serveArbiter({ dir: site });
  port = Number(new URL(server.base).port);
});
after(async () => {
  await server?.close();
  rmSync(top, { recursive: true, force: true });
});

/** One request, its path sent as written (no normalisation): status, headers, body. */
function get(path, headers = {}, method = "GET", body = null) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body ?? undefined);
  });
}

test("compressed as the browser accepts: brotli, else gzip, else as it is", async () => {
  const br = await get("/page.js", { "accept-encoding": "gzip, deflate, br" });
  assert.equal(br.status, 200);
  assert.equal(br.headers["content-encoding"], "br");
  assert.equal(brotliDecompressSync(br.body).toString(), text);
  assert.ok(br.body.length < text.length / 10, "compressed");
  assert.equal(br.headers.vary, "accept-encoding");

  const gz = await get("/page.js", { "accept-encoding": "gzip" });
  assert.equal(gz.headers["content-encoding"], "gzip");
  assert.equal(gunzipSync(gz.body).toString(), text);
  const refused = await get("/page.js", { "accept-encoding": "br;q=0, gzip" });
  assert.equal(refused.headers["content-encoding"], "gzip", "br;q=0 is refused");

  const plain = await get("/page.js");
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.equal(plain.body.toString(), text);

  // The engine's .wasm is compressed too; an image is sent as it is (compressed already).
  const wasm = await get("/arbiter_bg-ABCD1234.wasm", { "accept-encoding": "br" });
  assert.equal(wasm.headers["content-encoding"], "br");
  assert.deepEqual(brotliDecompressSync(wasm.body), files["arbiter_bg-ABCD1234.wasm"]);
  const png = await get("/face.png", { "accept-encoding": "gzip, br" });
  assert.equal(png.headers["content-encoding"], undefined);
  assert.deepEqual(png.body, files["face.png"]);
});

test("content types: application/wasm for streaming compilation, and each text type", async () => {
  const types = {
    "/index.html": /^text\/html\b/,
    "/page.js": /^text\/javascript\b/,
    "/app.css": /^text\/css\b/,
    "/scenario.json": /^application\/json\b/,
    "/arbiter_bg-ABCD1234.wasm": /^application\/wasm$/,
    "/icon.svg": /^image\/svg\+xml\b/,
    "/face.png": /^image\/png$/,
  };
  for (const [path, type] of Object.entries(types)) {
    const r = await get(path, { "accept-encoding": "br" });
    assert.equal(r.status, 200, path);
    assert.match(r.headers["content-type"], type, path);
  }
});

test("cache headers: content-hashed chunks are immutable, every other file is revalidated", async () => {
  for (const path of ["/chunk-ABCD1234.js", "/arbiter_bg-ABCD1234.wasm"]) {
    assert.equal((await get(path, { "accept-encoding": "br" })).headers["cache-control"], "public, max-age=31536000, immutable", path);
  }
  for (const path of ["/", "/index.html", "/page.js", "/scenario.json"]) {
    assert.equal((await get(path, { "accept-encoding": "br" })).headers["cache-control"], "no-cache", path);
  }
  // Revalidation by Last-Modified (the server sends no ETag).
  const first = await get("/page.js", { "accept-encoding": "br" });
  assert.ok(first.headers["last-modified"], "a validator");
  const again = await get("/page.js", { "accept-encoding": "br", "if-modified-since": first.headers["last-modified"] });
  assert.equal(again.status, 304, "revalidated");
  assert.equal(again.body.length, 0);
});

test("any origin may load the files (a wiki embedding the explainer)", async () => {
  for (const path of ["/page.js", "/arbiter_bg-ABCD1234.wasm", "/scenario.json", "/missing.js"]) {
    const r = await get(path, { origin: "https://wiki.example", "accept-encoding": "br" });
    assert.equal(r.headers["access-control-allow-origin"], "*", path);
    assert.equal(r.headers["cross-origin-resource-policy"], "cross-origin", path);
  }
});

test("/ and a folder are served by their index.html; HEAD has the headers and no body", async () => {
  const root = await get("/");
  assert.equal(root.status, 200);
  assert.equal(root.body.toString(), html);
  assert.equal((await get("/examples/")).body.toString(), html);
  const folder = await get("/examples");
  assert.ok([301, 307, 308].includes(folder.status), `a folder without its slash is redirected (${folder.status})`);
  assert.equal(folder.headers.location, "/examples/");
  const head = await get("/page.js", {}, "HEAD");
  assert.equal(head.status, 200);
  assert.equal(head.headers["content-length"], String(text.length));
  assert.equal(head.body.length, 0);
});

test("a missing file is 404, and nothing outside the folder is served", async () => {
  assert.equal((await get("/missing.js")).status, 404);
  assert.equal((await get("/examples/missing.html")).status, 404);
  for (const path of ["/../secret.txt", "/%2e%2e/secret.txt", "/examples/../../secret.txt", "/..%2fsecret.txt", "/%2e%2e%2fsecret.txt", "/../../../../etc/passwd"]) {
    const r = await get(path);
    assert.notEqual(r.status, 200, path);
    assert.ok(!r.body.toString().includes("secret") && !r.body.toString().includes("root:"), path);
  }
});

test("the API is served next to the files: POST /api/tables makes a table", async () => {
  const body = JSON.stringify({ ruleset: "eredan", setup: null, seats: [{ kind: "person" }, { kind: "person" }], clock: null });
  const r = await get("/api/tables", { "content-type": "application/json" }, "POST", body);
  assert.equal(r.status, 201);
  const t = JSON.parse(r.body.toString());
  assert.equal(typeof t.id, "string");
  assert.equal(t.seats.length, 2);
  assert.match(t.seats[1].invite, /^\/index\.html\?table=[^#]+#seat=1&token=[0-9a-f]+$/);
});
