// Page weight: loads each game page, the catalogue and the explainer from a built site (`make
// www`'s www/dist, or the folder given) in headless Chromium, each in a fresh browser context (no
// cache), waits until it is ready (a decision awaited, the catalogue's faces, or the explainer's
// first frame) and the network is idle, and sums the files it fetched (the page's worker's
// too): the bytes transferred as `make play` sends them (`arbiter serve --static`, the release
// binary, `make server`; tests/serve-arbiter.mjs: brotli as Chromium accepts it, compressed on
// the fly at the same quality for every request, after one warm-up load of every page as for a
// server that keeps its best compression of each file), and each file's body gzipped here
// at level 9 (the earlier measure of docs/npm-package.md). A file fetched twice (the page and
// its worker both fetch their engine) counts once, as a browser's cache has it. Game pages
// start with `?seed=1`, so who plays first is the same each run.
//
//   node benches/page_weight.mjs [dist folder]      (default: www/dist)
//
// Prints one line per page: its path, the bytes transferred (brotli) in bytes and KB, the
// gzipped total, the raw total, the number of files and, for an explainer, the time from the
// start of navigation to its first frame drawn (on this local server); then a JSON line with
// every file's transferred size.
import { existsSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { serveArbiter } from "../tests/serve-arbiter.mjs";

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL("../www/dist/", import.meta.url)));
const explainerReady = 'arbiter-explainer[data-state="ready"], arbiter-explainer[data-state="done"]';

/** The pages, and what says each is ready (the catalogue only where the site has one). */
const pages = [
  ["/?seed=1", "#decision[data-decision]"],
  ["/berserk.html?seed=1", "#decision[data-decision]"],
  ["/yummell.html?seed=1", "#decision[data-decision]"],
  ...(existsSync(join(dist, "catalogue.html")) ? ["eredan", "berserk", "yummell"].map((r) => [`/catalogue.html?ruleset=${r}`, ".catalogue-entry"]) : []),
  ...["seed004-anazra-vs-mache", "berserk-attack", "yummell-race"].map((s) => [`/explainer.html?scenario=examples/${s}.json`, explainerReady]),
  ["/examples/wiki.html", explainerReady],
];

const server = await serveArbiter({ dir: dist });
const { base } = server;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

/** Loads `path` in a fresh context until ready: each file fetched, its body and the bytes transferred for it. */
async function load(path, ready) {
  const context = await browser.newContext();
  const fetched = [];
  context.on("response", (r) =>
    fetched.push(
      Promise.all([r.body(), r.request().sizes()]).then(
        ([body, sizes]) => [new URL(r.url()).pathname, { body, sent: sizes.responseBodySize, encoding: r.headers()["content-encoding"] ?? null }],
        () => null,
      ),
    ),
  );
  const page = await context.newPage();
  await page.goto(base + path);
  await page.waitForSelector(ready, { timeout: 60_000 });
  await page.waitForLoadState("networkidle");
  // A file fetched twice (a second time from the cache: nothing transferred) counts once, as transferred the first time.
  const byPath = new Map();
  for (const [file, f] of (await Promise.all(fetched)).filter(Boolean)) if (!(byPath.get(file)?.sent > f.sent)) byPath.set(file, f);
  const files = [...byPath];
  const firstFrame = await page.evaluate(() => window.__arbiterFirstFrame ?? null);
  await context.close();
  return { files, firstFrame };
}

// The warm-up: every file once (a server keeping its best brotli of each has made it by now).
for (const [path, ready] of pages) await load(path, ready);
await new Promise((r) => setTimeout(r, 3000));

const files = {};
console.log(`# ${dist}`);
for (const [path, ready] of pages) {
  const { files: fetched, firstFrame } = await load(path, ready);
  const sent = fetched.reduce((a, [, f]) => a + f.sent, 0);
  const gz = fetched.reduce((a, [, f]) => a + gzipSync(f.body, { level: 9 }).length, 0);
  const raw = fetched.reduce((a, [, f]) => a + f.body.length, 0);
  files[path] = Object.fromEntries(fetched.map(([file, f]) => [file, `${f.sent}${f.encoding ? ` ${f.encoding}` : ""}`]));
  console.log(`${path}\t${sent} B sent\t${(sent / 1024).toFixed(1)} KB sent\t${(gz / 1024).toFixed(1)} KB gz-9\t${raw} B raw\t${fetched.length} files${firstFrame === null ? "" : `\tfirst frame ${Math.round(firstFrame)} ms`}`);
}
console.log(JSON.stringify(files));
await browser.close();
await server.close();
