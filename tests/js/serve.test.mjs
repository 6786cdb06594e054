// `make play`'s server: compressed responses (brotli, else gzip, as accepted), cache headers
// (hashed chunks immutable, the rest revalidated by ETag), and CORS headers for other origins.
import { test } from "node:test";
import assert from "node:assert/strict";
import { mkdirSync, writeFileSync, rmSync, existsSync } from "node:fs";
import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve } from "../../www/serve.mjs";

const dist = new URL("../../www/dist/", import.meta.url);

function get(port, path, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, headers }, (res) => {
      const chunks = [];
      res.on("data", (c) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

test("the server compresses, caches and allows other origins", async () => {
  // Two files of its own in dist (whatever `make www` built there).
  const dir = new URL("serve-test/", dist);
  mkdirSync(dir, { recursive: true });
  const text = "let x = 1;\n".repeat(400);
  writeFileSync(new URL("page.js", dir), text);
  writeFileSync(new URL("chunk-ABCD1234.js", dir), text);
  const server = await serve(0);
  const { port } = server.address();
  try {
    const br = await get(port, "/serve-test/page.js", { "accept-encoding": "gzip, deflate, br" });
    assert.equal(br.status, 200);
    assert.equal(br.headers["content-encoding"], "br");
    assert.equal(brotliDecompressSync(br.body).toString(), text);
    assert.ok(br.body.length < text.length / 10, "compressed");
    assert.equal(br.headers["cache-control"], "no-cache");
    assert.equal(br.headers.vary, "accept-encoding");
    assert.equal(br.headers["access-control-allow-origin"], "*");

    const gz = await get(port, "/serve-test/page.js", { "accept-encoding": "gzip" });
    assert.equal(gz.headers["content-encoding"], "gzip");
    assert.equal(gunzipSync(gz.body).toString(), text);
    assert.notEqual(gz.headers.etag, br.headers.etag, "one ETag per encoding");

    const plain = await get(port, "/serve-test/page.js");
    assert.equal(plain.headers["content-encoding"], undefined);
    assert.equal(plain.body.toString(), text);
    const again = await get(port, "/serve-test/page.js", { "if-none-match": plain.headers.etag });
    assert.equal(again.status, 304, "revalidated by ETag");

    const chunk = await get(port, "/serve-test/chunk-ABCD1234.js", { "accept-encoding": "br" });
    assert.equal(chunk.headers["cache-control"], "public, max-age=31536000, immutable");

    assert.equal((await get(port, "/serve-test/missing.js")).status, 404);
    assert.equal((await get(port, "/../../etc/passwd")).status !== 200, true);
  } finally {
    server.close();
    rmSync(dir, { recursive: true, force: true });
    if (!existsSync(dist)) rmSync(dist, { recursive: true, force: true });
  }
});
