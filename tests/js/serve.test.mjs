// `make play`'s server, `arbiter serve --static` (the release binary; tests/serve-arbiter.mjs),
// on a site of its own in a temporary folder: compressed responses (brotli, else gzip, as
// accepted: the build's precompressed .br and .gz files sent as they are, a file without them
// compressed on the fly, never both), the content types a browser needs (application/wasm for streaming compilation),
// cache headers (content-hashed chunks immutable, the rest revalidated), the CORS headers that
// let another origin (a wiki) load the explainer, `/` and folders served by their index.html,
// nothing outside the folder, and the API next to the files.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { request } from "node:http";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";
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
// The precompressed files www/build.mjs writes (brotli 11, gzip 9), for the scripts and the
// engine; app.css has none (compressed on the fly).
const precompressed = {};
for (const name of ["page.js", "chunk-ABCD1234.js", "arbiter_bg-ABCD1234.wasm", "index.html"]) {
  const body = Buffer.from(files[name]);
  precompressed[name] = {
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
    gzip: gzipSync(body, { level: 9 }),
  };
  writeFileSync(join(site, `${name}.br`), precompressed[name].br);
  writeFileSync(join(site, `${name}.gz`), precompressed[name].gzip);
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

test("precompressed: a .js and the .wasm are sent as their .br to a client accepting br, .gz to one accepting only gzip, else as they are", async () => {
  for (const [name, type] of [["page.js", /^text\/javascript\b/], ["arbiter_bg-ABCD1234.wasm", /^application\/wasm$/]]) {
    const file = Buffer.from(files[name]);
    const br = await get(`/${name}`, { "accept-encoding": "gzip, deflate, br" });
    assert.equal(br.status, 200, name);
    assert.equal(br.headers["content-encoding"], "br", name);
    assert.match(br.headers["content-type"], type, name);
    assert.equal(br.headers.vary, "accept-encoding", name);
    assert.deepEqual(br.body, precompressed[name].br, `${name}: the .br file as it is (not compressed again)`);
    assert.deepEqual(brotliDecompressSync(br.body), file, name);
    assert.equal(br.headers["content-length"], String(precompressed[name].br.length), name);

    const gz = await get(`/${name}`, { "accept-encoding": "gzip" });
    assert.equal(gz.headers["content-encoding"], "gzip", name);
    assert.match(gz.headers["content-type"], type, name);
    assert.equal(gz.headers.vary, "accept-encoding", name);
    assert.deepEqual(gz.body, precompressed[name].gzip, `${name}: the .gz file as it is`);
    assert.deepEqual(gunzipSync(gz.body), file, name);
    const refused = await get(`/${name}`, { "accept-encoding": "br;q=0, gzip" });
    assert.equal(refused.headers["content-encoding"], "gzip", `${name}: br;q=0 is refused`);

    for (const accept of [undefined, "identity", "deflate"]) {
      const plain = await get(`/${name}`, accept ? { "accept-encoding": accept } : {});
      assert.equal(plain.headers["content-encoding"], undefined, `${name}, ${accept}`);
      assert.match(plain.headers["content-type"], type, name);
      assert.equal(plain.headers.vary, "accept-encoding", name);
      assert.deepEqual(plain.body, file, `${name}, ${accept}`);
    }
  }
});

test("without a precompressed file: compressed on the fly (brotli, else gzip); an image as it is", async () => {
  const css = files["app.css"];
  const br = await get("/app.css", { "accept-encoding": "gzip, deflate, br" });
  assert.equal(br.status, 200);
  assert.equal(br.headers["content-encoding"], "br");
  assert.equal(brotliDecompressSync(br.body).toString(), css);
  assert.ok(br.body.length < css.length / 10, "compressed");
  assert.equal(br.headers.vary, "accept-encoding", "said once");
  const gz = await get("/app.css", { "accept-encoding": "gzip" });
  assert.equal(gz.headers["content-encoding"], "gzip");
  assert.equal(gunzipSync(gz.body).toString(), css);
  const plain = await get("/app.css");
  assert.equal(plain.headers["content-encoding"], undefined);
  assert.equal(plain.body.toString(), css);
  // A precompressed .html too, and `/` by its index.html's .br.
  const root = await get("/", { "accept-encoding": "br" });
  assert.equal(root.headers["content-encoding"], "br");
  assert.equal(brotliDecompressSync(root.body).toString(), html);
  const png = await get("/face.png", { "accept-encoding": "gzip, br" });
  assert.equal(png.headers["content-encoding"], undefined);
  assert.deepEqual(png.body, files["face.png"]);
});

test("CORS preflight: OPTIONS on a file is 204 for any origin", async () => {
  const r = await get("/page.js", { origin: "https://wiki.example", "access-control-request-method": "GET" }, "OPTIONS");
  assert.equal(r.status, 204);
  assert.equal(r.headers["access-control-allow-origin"], "*");
  assert.match(r.headers["access-control-allow-methods"], /GET/);
  assert.equal(r.headers["access-control-allow-headers"], "content-type");
  assert.ok(Number(r.headers["access-control-max-age"]) > 0);
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
