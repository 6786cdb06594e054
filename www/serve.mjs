// Serves www/dist on http://localhost:8000 (PORT to change it): a small static server with the
// right content types (application/wasm for streaming compilation), compressed responses
// (brotli, else gzip, as the browser accepts; made once per file and kept), cache headers
// (content-hashed chunks are immutable; every other file is revalidated by its ETag) and the
// CORS headers that let another origin (a wiki) load the explainer's script and .wasm.
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, basename } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, gzipSync, constants } from "node:zlib";

const root = fileURLToPath(new URL("./dist/", import.meta.url));
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".wasm": "application/wasm",
  ".png": "image/png",
  ".svg": "image/svg+xml",
};
/** Types worth compressing (images are compressed already). */
const compressible = new Set([".html", ".js", ".css", ".json", ".wasm", ".svg"]);
/** esbuild's content-hashed outputs (`chunk-H7D7ETSL.js`): their name changes with their content. */
const hashed = /-[A-Z0-9]{8}\.(js|css|wasm)$/;

/** The file's bytes and their encodings, by path; remade when the file changes. */
const cache = new Map();

async function load(file) {
  const { mtimeMs, size } = await stat(file);
  // Weak: the same content may be sent compressed at two qualities (see `encode`).
  const etag = `W/"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
  const hit = cache.get(file);
  if (hit?.etag === etag) return hit;
  const body = await readFile(file);
  const entry = { etag, body, encoded: new Map() };
  cache.set(file, entry);
  return entry;
}

/** The body in the best encoding `accept` allows: [encoding or null, bytes]. */
function encode(entry, ext, accept) {
  if (!compressible.has(ext) || entry.body.length < 512) return [null, entry.body];
  const wants = (name) => new RegExp(`\\b${name}\\b(?!;q=0(\\.0*)?\\b)`).test(accept);
  const encoding = wants("br") ? "br" : wants("gzip") ? "gzip" : null;
  if (!encoding) return [null, entry.body];
  if (!entry.encoded.has(encoding)) {
    if (encoding === "br") {
      // Brotli's best quality takes 1.5 s on an engine's .wasm: the first request gets a quick
      // quality (20 ms, 13% larger), and the best one replaces it once made, for the next ones.
      const brotli = (quality) => brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length } });
      entry.encoded.set("br", brotli(5));
      setImmediate(() => entry.encoded.set("br", brotli(11)));
    } else entry.encoded.set(encoding, gzipSync(entry.body, { level: 9 }));
  }
  return [encoding, entry.encoded.get(encoding)];
}

/** Headers every response carries: any origin may load the files (a wiki embedding the explainer). */
const CORS = {
  "access-control-allow-origin": "*",
  "cross-origin-resource-policy": "cross-origin",
};

/** Serves `dir` (default www/dist; another built site, as benches/ measure an older build). */
export function serve(port = Number(process.env.PORT ?? 8000), host = "127.0.0.1", dir = root) {
  const top = dir.endsWith("/") ? dir : `${dir}/`;
  const server = createServer(async (req, res) => {
    if (req.method === "OPTIONS") {
      res.writeHead(204, { ...CORS, "access-control-allow-methods": "GET, HEAD", "access-control-max-age": "86400" }).end();
      return;
    }
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    const file = normalize(join(top, path.endsWith("/") ? `${path}index.html` : path));
    if (!file.startsWith(top)) {
      res.writeHead(403, CORS).end();
      return;
    }
    let entry;
    try {
      entry = await load(file);
    } catch {
      res.writeHead(404, { ...CORS, "content-type": "text/plain" }).end("not found");
      return;
    }
    const ext = extname(file);
    const [encoding, bytes] = encode(entry, ext, String(req.headers["accept-encoding"] ?? ""));
    // One ETag per encoding: the compressed bytes are another representation.
    const etag = encoding ? entry.etag.replace(/"$/, `-${encoding}"`) : entry.etag;
    const headers = {
      ...CORS,
      "content-type": types[ext] ?? "application/octet-stream",
      "cache-control": hashed.test(basename(file)) ? "public, max-age=31536000, immutable" : "no-cache",
      etag,
      vary: "accept-encoding",
    };
    if (req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (encoding) headers["content-encoding"] = encoding;
    headers["content-length"] = String(bytes.length);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : bytes);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server = await serve();
  const { port } = server.address();
  console.log(`Arbiter is served at http://localhost:${port}/  (explainer: http://localhost:${port}/examples/wiki.html)  Ctrl-C to stop`);
}
