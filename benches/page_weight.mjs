// Page weight: loads each game page and the explainer from a built site (`make www`'s
// www/dist, or the folder given) in headless Chromium, each in a fresh browser context (no
// cache), waits until it is ready (a decision awaited, or the explainer's first frame) and the
// network is idle, and sums the size of every file it fetched (the page's worker's too), each
// gzipped here at level 9 (the server sends them uncompressed). A file fetched twice (the page
// and its worker both fetch their engine) counts once, as a server that lets it be cached
// would have it. Game pages start with `?seed=1`, so who plays first is the same each run.
//
//   node benches/page_weight.mjs [dist folder]      (default: www/dist)
//
// Prints one line per page: its path, the gzipped total in bytes and KB, the raw total and
// the number of files; then a JSON line with every file's gzipped size.
import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL("../www/dist/", import.meta.url)));

/** The pages, and what says each is ready. */
const pages = [
  ["/?seed=1", "#decision[data-decision]"],
  ["/berserk.html?seed=1", "#decision[data-decision]"],
  ["/yummell.html?seed=1", "#decision[data-decision]"],
  ...["seed004-anazra-vs-mache", "berserk-attack", "yummell-race"].map((s) => [`/explainer.html?scenario=examples/${s}.json`, 'arbiter-explainer[data-state="ready"], arbiter-explainer[data-state="done"]']),
  ["/examples/wiki.html", 'arbiter-explainer[data-state="ready"], arbiter-explainer[data-state="done"]'],
];

const types = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".json": "application/json", ".wasm": "application/wasm" };
const server = createServer(async (req, res) => {
  const path = decodeURIComponent(new URL(req.url, "http://x").pathname);
  const file = normalize(join(dist, path.endsWith("/") ? `${path}index.html` : path));
  try {
    if (!file.startsWith(dist)) throw new Error("outside");
    const body = await readFile(file);
    res.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((r) => server.listen(0, "127.0.0.1", r));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

const files = {};
console.log(`# ${dist}`);
for (const [path, ready] of pages) {
  const context = await browser.newContext();
  const bodies = [];
  context.on("response", (r) => bodies.push(r.body().then((b) => [new URL(r.url()).pathname, b], () => null)));
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  const fetched = [...new Map((await Promise.all(bodies)).filter(Boolean))];
  await context.close();
  const gz = fetched.map(([file, b]) => [file, gzipSync(b, { level: 9 }).length]);
  const total = gz.reduce((a, [, n]) => a + n, 0);
  const raw = fetched.reduce((a, [, b]) => a + b.length, 0);
  files[path] = Object.fromEntries(gz);
  console.log(`${path}\t${total} B gz\t${(total / 1024).toFixed(1)} KB gz\t${raw} B raw\t${fetched.length} files`);
}
console.log(JSON.stringify(files));
await browser.close();
server.close();
