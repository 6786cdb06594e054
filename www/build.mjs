// Builds the static site into www/dist: bundles the TypeScript (esbuild, the package imported
// as an npm consumer would: each ruleset's engine `arbiter-engine/<ruleset>`, under the
// condition "wasm-import" its entry that imports its .wasm, which the file loader copies into
// dist as arbiter_bg-<hash>.wasm), copies the pages, styles and the example scenarios, and
// writes next to each compressible file its `.br` (brotli 11) and `.gz` (gzip 9), which
// `arbiter serve --static` sends as they are (a file without them is compressed on the fly).
import { build } from "esbuild";
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, copyFileSync, writeFileSync } from "node:fs";
import { basename, dirname, extname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const www = dirname(fileURLToPath(import.meta.url));
const dist = join(www, "dist");
rmSync(dist, { recursive: true, force: true });
mkdirSync(join(dist, "examples"), { recursive: true });

// The site's rulesets (src/rulesets/registry.ts): its data, read by bundling the registry alone
// (every import it makes left out: they are types or lazy imports, which reading it never runs).
const registry = await build({
  entryPoints: [join(www, "src/rulesets/registry.ts")],
  bundle: true,
  write: false,
  format: "esm",
  platform: "neutral",
  logLevel: "warning",
  plugins: [{ name: "the-registry-alone", setup: (b) => b.onResolve({ filter: /.*/ }, (a) => (a.kind === "entry-point" ? undefined : { path: a.path, external: true })) }],
});
/** Each ruleset's id, name and game page, in the order the pages list them. */
const rulesets = (await import(`data:text/javascript;base64,${Buffer.from(registry.outputFiles[0].text).toString("base64")}`)).RULESETS
  .map(({ id, name, page }) => ({ id, name, page }));
/** The script a page loads (`<script type="module" src="app.js">` → "app"). */
const scriptOf = (page) => readFileSync(join(www, page), "utf8").match(/<script type="module" src="([^"]+)\.js">/)[1];

// One entry per page (src/pages/: each game page's under the name its HTML loads — the Eredan
// page, index.html, loads app.js —, the explainer arbiter-explainer.js) and the Worker host, one
// entry for every game page: host/transport.ts (in a chunk shared by the pages) starts it as
// "./local-host.js" next to itself, so chunks and entries share one folder.
const entryPoints = {
  ...Object.fromEntries(rulesets.map((r) => [scriptOf(r.page), join(www, `src/pages/${r.id}.ts`)])),
  "arbiter-explainer": join(www, "src/pages/explainer.ts"),
  catalogue: join(www, "src/pages/catalogue.ts"),
  builder: join(www, "src/pages/builder.ts"),
  // The deck builder (decks.html): each ruleset's cards from its engine, decks checked by it.
  decks: join(www, "src/pages/decks.ts"),
  // The online lobby (lobby.html): players, quick pairing, open tables, records.
  lobby: join(www, "src/pages/lobby.ts"),
  // The replay viewer of a shared game (replay.html#log=...).
  replay: join(www, "src/pages/replay.ts"),
  // The Worker host (docs/online.md): the game of a page against the computer or hot-seat,
  // started by host/transport.ts as "./local-host.js".
  "local-host": join(www, "src/host/local-host.ts"),
};

// The example scenarios (www/examples/ and every scenario of the tests), by the ruleset each
// names, in name order: the builder's "Start from" lists them (`__EXAMPLES__`).
const scenarios = join(www, "../tests/scenarios");
const exampleFiles = [
  ...readdirSync(join(www, "examples")).map((f) => join(www, "examples", f)),
  ...readdirSync(scenarios).map((f) => join(scenarios, f)),
].filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"));
const examples = Object.fromEntries(rulesets.map((r) => [r.id, []]));
for (const f of exampleFiles) {
  const name = f.slice(f.lastIndexOf("/") + 1, -".json".length);
  if (name.startsWith("bad-")) continue; // the example of an error is not a position to start from
  const { ruleset } = JSON.parse(readFileSync(f, "utf8"));
  if (examples[ruleset] && !examples[ruleset].includes(name)) examples[ruleset].push(name);
}
for (const list of Object.values(examples)) list.sort();

// The script that sizes explainer iframes on their host page: the MediaWiki extension's, which
// is also MediaWiki:Common.js's and any page's (served as arbiter-resize.js; the builder gives it).
const resize = join(www, "../integrations/mediawiki/ArbiterExplainer/resources/resize.js");

const { metafile } = await build({
  entryPoints,
  metafile: true,
  define: { __EXAMPLES__: JSON.stringify(examples), __RESIZE__: JSON.stringify(readFileSync(resize, "utf8")) },
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "browser",
  conditions: ["browser", "wasm-import"],
  target: "es2022",
  outdir: dist,
  minify: true,
  loader: { ".css": "text", ".wasm": "file" },
  logLevel: "warning",
});

// Each page's scripts and, on a game page, its engine, asked for by the page's <head> at once
// (docs/game-pages.md "Performance"): without these the browser finds each chunk only once the
// one importing it has arrived, and the engine's .wasm only once all of them ran.
/** The engine each game page plays at once (its game build: the page's `data-engine="game"`). */
const engineOfPage = Object.fromEntries(rulesets.map((r) => [r.page, r.id]));
const outputs = new Map(Object.entries(metafile.outputs).map(([path, output]) => [basename(path), output]));
/** `file` and every chunk it imports statically, in load order (the chunks first). */
function staticClosure(file, seen = new Set()) {
  for (const i of outputs.get(file).imports) {
    const name = basename(i.path);
    if (i.kind === "import-statement" && !seen.has(name)) staticClosure(name, seen);
  }
  seen.add(file);
  return seen;
}
/** The `<link>`s a page's head gets before its script `entry`. */
function preloads(page, entry) {
  const modules = staticClosure(entry);
  modules.delete(entry); // the page's own <script> asks for it
  const wasm = [];
  const ruleset = engineOfPage[page];
  if (ruleset) {
    const engine = [...outputs].find(([, o]) => o.entryPoint?.endsWith(`/${ruleset}/wasm-import.js`));
    if (!engine) throw new Error(`build: no engine chunk for ${ruleset}`);
    for (const m of staticClosure(engine[0])) modules.add(m);
    wasm.push(...engine[1].imports.filter((i) => i.kind === "file-loader").map((i) => basename(i.path)));
  }
  return [
    ...wasm.map((f) => `<link rel="preload" href="${f}" as="fetch" type="application/wasm" crossorigin>`),
    ...[...modules].map((f) => `<link rel="modulepreload" href="${f}">`),
  ];
}
/**
 * A page's lists of rulesets written out: each `<!-- rulesets: TEMPLATE -->` (one space before `-->` ends the template) becomes TEMPLATE once
 * per ruleset, `{id}`, `{name}` and `{page}` filled in (`<!-- other rulesets: ... -->` leaves out
 * the page's own), so that no page names the rulesets one by one.
 */
function rulesetLists(page, html) {
  return html.replace(/<!-- (other )?rulesets: (.*?) -->/g, (_, other, template) =>
    rulesets
      .filter((r) => !other || r.page !== page)
      .map((r) => template.replace(/\{(id|name|page)\}/g, (_, key) => r[key]))
      .join(""));
}
for (const f of readdirSync(www)) {
  if (f.endsWith(".css")) copyFileSync(join(www, f), join(dist, f));
  if (!f.endsWith(".html")) continue;
  const html = rulesetLists(f, readFileSync(join(www, f), "utf8")).replace(/^( *)(<script type="module" src="([^"]+)"><\/script>)$/m, (_, indent, script, src) =>
    [...preloads(f, src), script].map((line) => indent + line).join("\n"));
  writeFileSync(join(dist, f), html);
}
cpSync(join(www, "examples"), join(dist, "examples"), { recursive: true });
copyFileSync(resize, join(dist, "arbiter-resize.js"));
for (const f of readdirSync(scenarios)) {
  // Every scenario of the tests is an example (the builder starts from them).
  if (f.endsWith(".json") && !f.endsWith(".expected.json")) copyFileSync(join(scenarios, f), join(dist, "examples", f));
}

// Precompressed files: the best brotli and gzip of each compressible file, once, at build time
// (a server compressing on the fly picks a quicker quality). Each is written only when smaller
// than the file; the server then falls back to the file (or its own compression).
const compressible = new Set([".html", ".js", ".css", ".json", ".svg", ".wasm", ".txt", ".map"]);
let plain = 0, brotli = 0, gzip = 0;
for (const entry of readdirSync(dist, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !compressible.has(extname(entry.name))) continue;
  const file = join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  const br = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [constants.BROTLI_PARAM_MODE]: entry.name.endsWith(".wasm") ? constants.BROTLI_MODE_GENERIC : constants.BROTLI_MODE_TEXT,
    },
  });
  const gz = gzipSync(body, { level: 9 });
  plain += body.length;
  if (br.length < body.length) writeFileSync(`${file}.br`, br);
  if (gz.length < body.length) writeFileSync(`${file}.gz`, gz);
  brotli += Math.min(br.length, body.length);
  gzip += Math.min(gz.length, body.length);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`built ${dist} (${kb(plain)} compressible: ${kb(brotli)} brotli 11, ${kb(gzip)} gzip 9)`);
