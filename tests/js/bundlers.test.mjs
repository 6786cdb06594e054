// The package in a consumer's web app, from the packed tarball: one tiny app (the whole engine,
// `arbiter-engine/berserk`, the scenario engine `arbiter-engine/eredan/scenarios` and
// `arbiter-engine/yummell/init` with `init({ wasm })`) built by
// Vite, webpack 5, esbuild and Rollup, and the package's files served as a CDN serves them
// (`<script type="module">`, no build); each served from a small static server and run in
// headless Chromium, which plays a few choices and writes the result into the page.
// The scratch app lives in target/bundlers/ (its own node_modules holds only the tarball; the
// bundlers resolve from the workspace's node_modules above it).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, copyFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { serveStatic } from "./shared.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const scratch = join(root, "target/bundlers");
const app = join(scratch, "app");
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

/** The app's code, the same for every bundler: plays with the engines it is given. */
const play = `// Plays a few choices with each engine and writes what happened into #result.
const SCENARIO = ${JSON.stringify(readFileSync(join(root, "tests/scenarios/seed000-dague-replaces-parole.json"), "utf8"))};
export function play({ whole, berserk, yummell, scenarios }) {
  const game = new whole.Game({ ruleset: "eredan", seed: 1 });
  let choices = 0;
  for (let choice; choices < 6 && (choice = game.suggest("random", choices, 1)); choices++) game.choose(choice);
  let refused = null;
  try { new berserk.Game({ ruleset: "eredan", seed: 1 }); } catch (e) { refused = e.message; }
  document.querySelector("#result").textContent = JSON.stringify({
    rulesets: [whole.rulesets(), berserk.rulesets(), yummell.rulesets()],
    choices,
    logged: game.log().choices.length,
    berserk: new berserk.Game({ ruleset: "berserk", seed: 2 }).playRandom(2) !== null,
    yummell: new yummell.Game({ ruleset: "yummell", seed: 3 }).playRandom(3) !== null,
    refused,
    scenarios: { rulesets: scenarios.rulesets(), game: "Game" in scenarios, events: scenarios.explainScenario(SCENARIO).events.length },
  });
}
`;

/** How the app gets its engines, per bundler: the lines a consumer writes (README.md's). */
const autoEngines = (wasm) => `import * as whole from "arbiter-engine";
import * as berserk from "arbiter-engine/berserk";
import * as scenarios from "arbiter-engine/eredan/scenarios";
import init, * as yummell from "arbiter-engine/yummell/init";
${wasm}
`;
/** Vite and webpack: `new URL(<the package's .wasm>, import.meta.url)` is an asset URL. */
const assetUrl = autoEngines(`await init({ wasm: new URL("arbiter-engine/yummell/arbiter_bg.wasm", import.meta.url) });`);
/** esbuild (`--loader:.wasm=file --conditions=wasm-import`): the auto-loading entries import their
 *  .wasm (a file of the build); an init entry is given its own, imported the same way (its URL is relative to the bundle). */
const esbuildEngines = autoEngines(`import yummellWasm from "arbiter-engine/yummell/arbiter_bg.wasm";
await init({ wasm: new URL(yummellWasm, import.meta.url) });`);
/** Rollup (with the import-meta-assets plugin): `init()` fetches the .wasm next to the entry. */
const rollupEngines = autoEngines(`await init();`);

const html = (script) => `<!doctype html>
<meta charset="utf-8"><link rel="icon" href="data:,"><title>arbiter-engine consumer</title>
<p id="result"></p>
${script}
`;
const main = (engines) => `${engines}import { play } from "../play.js";\nplay({ whole, berserk, yummell, scenarios });\n`;

/** Each bundler: the engines' lines, and the build from `dir` into `dir/dist` (in process). */
const bundlers = {
  vite: {
    engines: assetUrl,
    async build(dir) {
      const { build } = await import("vite");
      await build({ root: dir, logLevel: "warn", configFile: false, build: { outDir: join(dir, "dist"), emptyOutDir: true } });
    },
  },
  webpack: {
    engines: assetUrl,
    async build(dir) {
      const { default: webpack } = await import("webpack");
      const stats = await new Promise((resolve, reject) =>
        webpack({ mode: "production", context: dir, entry: "./main.js", output: { path: join(dir, "dist"), clean: true }, performance: { hints: false } }, (err, s) =>
          err ? reject(err) : resolve(s),
        ),
      );
      assert.ok(!stats.hasErrors(), stats.toString({ all: false, errors: true }));
      copyFileSync(join(dir, "index.html"), join(dir, "dist/index.html"));
    },
  },
  esbuild: {
    engines: esbuildEngines,
    async build(dir) {
      const { build } = await import("esbuild");
      await build({ entryPoints: [join(dir, "main.js")], bundle: true, format: "esm", outdir: join(dir, "dist"), loader: { ".wasm": "file" }, conditions: ["wasm-import"], logLevel: "warning" });
      copyFileSync(join(dir, "index.html"), join(dir, "dist/index.html"));
    },
  },
  rollup: {
    engines: rollupEngines,
    async build(dir) {
      const { rollup } = await import("rollup");
      const { nodeResolve } = await import("@rollup/plugin-node-resolve");
      const { importMetaAssets } = await import("@web/rollup-plugin-import-meta-assets");
      const bundle = await rollup({ input: join(dir, "main.js"), plugins: [nodeResolve({ browser: true }), importMetaAssets()] });
      await bundle.write({ dir: join(dir, "dist"), format: "es" });
      await bundle.close();
      copyFileSync(join(dir, "index.html"), join(dir, "dist/index.html"));
    },
  },
};


let browser;
before(async () => {
  rmSync(scratch, { recursive: true, force: true });
  mkdirSync(app, { recursive: true });
  run("npm", ["pack", "--pack-destination", scratch, "--silent"], join(root, "pkg"));
  const tarball = join(scratch, readdirSync(scratch).find((f) => f.endsWith(".tgz")));
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "bundler-consumer", private: true, type: "module" }));
  run("npm", ["install", "--no-audit", "--no-fund", "--offline", tarball], app);
  writeFileSync(join(app, "play.js"), play);
  // The CDN: the tarball's files under /npm/arbiter-engine@<version>/, served as they are.
  const cdn = join(scratch, "cdn/npm/arbiter-engine@0.1.0");
  mkdirSync(cdn, { recursive: true });
  run("tar", ["-xzf", tarball, "-C", cdn, "--strip-components=1"], scratch);
  copyFileSync(join(app, "play.js"), join(scratch, "cdn/play.js"));
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
});
after(() => browser?.close());

/** Loads `dir` served in Chromium (or the page at `base`, served elsewhere); the app's result, and every console error, warning and failed request. */
async function runApp(dir, served) {
  const { server, base } = served ?? (await serveStatic(dir));
  const page = await browser.newPage();
  const problems = [];
  page.on("console", (m) => ["error", "warning"].includes(m.type()) && problems.push(`console ${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("response", (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`));
  try {
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.querySelector("#result")?.textContent, null, { timeout: 20_000 }).catch(() => {});
    const text = await page.textContent("#result");
    return { result: text ? JSON.parse(text) : null, problems };
  } finally {
    await page.close();
    server.close();
  }
}

function check({ result, problems }) {
  assert.deepStrictEqual(problems, []);
  assert.ok(result, "the app wrote its result");
  assert.deepStrictEqual(result.rulesets, [["eredan", "berserk", "yummell"], ["berserk"], ["yummell"]]);
  assert.equal(result.choices, 6, "six choices played");
  assert.equal(result.logged, 6, "and logged");
  assert.ok(result.berserk && result.yummell, "a whole Berserk and Yummell game");
  assert.match(result.refused, /not in this build/);
  assert.deepStrictEqual(result.scenarios.rulesets, ["eredan"], "the Eredan scenario engine");
  assert.equal(result.scenarios.game, false, "has no Game");
  assert.ok(result.scenarios.events > 0, "and explains a scenario");
}

/** Writes the app with `engines` into `app/<name>`; returns the folder. */
function writeApp(name, engines) {
  const dir = join(app, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "main.js"), main(engines));
  writeFileSync(join(dir, "index.html"), html(`<script type="module" src="./main.js"></script>`));
  return dir;
}

for (const [name, bundler] of Object.entries(bundlers)) {
  test(`${name} builds the app from the tarball and it plays in Chromium`, async () => {
    const dir = writeApp(name, bundler.engines);
    await bundler.build(dir);
    const wasm = readdirSync(join(dir, "dist"), { recursive: true }).filter((f) => f.endsWith(".wasm"));
    assert.equal(wasm.length, 4, `the four engines' .wasm in the build (the whole, Berserk's, Yummell's and Eredan's scenario engine) (${wasm})`);
    check(await runApp(join(dir, "dist")));
  });
}

test("vite's dev server serves the same app (its dependency pre-bundling included)", async () => {
  const dir = writeApp("vite-dev", bundlers.vite.engines);
  const { createServer: viteServer } = await import("vite");
  const server = await viteServer({ root: dir, logLevel: "warn", configFile: false, cacheDir: join(dir, ".vite"), server: { port: 0, host: "127.0.0.1" } });
  await server.listen();
  try {
    check(await runApp(dir, { server: { close() {} }, base: server.resolvedUrls.local[0].replace(/\/$/, "") }));
  } finally {
    await server.close();
  }
});

test("<script type=module> from a CDN path, no build", async () => {
  const at = "/npm/arbiter-engine@0.1.0";
  writeFileSync(
    join(scratch, "cdn/index.html"),
    html(`<script type="module">
import * as whole from "${at}/index.js";
import * as berserk from "${at}/berserk/index.js";
import * as scenarios from "${at}/eredan/scenarios/index.js";
import init, * as yummell from "${at}/yummell/init.js";
import { play } from "/play.js";
await init({ wasm: "${at}/yummell/arbiter_bg.wasm" });
play({ whole, berserk, yummell, scenarios });
</script>`),
  );
  check(await runApp(join(scratch, "cdn")));
});
