// What several JS tests use: the error a call throws, and a static server of built files.
import assert from "node:assert/strict";
import { existsSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize } from "node:path";

/** The error `call` throws (the test fails if it throws none). */
export function thrown(call) {
  try {
    call();
  } catch (e) {
    return e;
  }
  assert.fail(`nothing thrown by ${call}`);
}

const types = { ".html": "text/html", ".js": "text/javascript", ".wasm": "application/wasm" };

/** Serves the files of `dir` as they are (no compression) on a free port of loopback: `{ server, base }`. */
export function serveStatic(dir) {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
    const file = normalize(join(dir, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(dir) || !existsSync(file)) return res.writeHead(404).end();
    res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve({ server, base: `http://127.0.0.1:${server.address().port}` })));
}
