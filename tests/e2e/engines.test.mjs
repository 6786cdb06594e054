// Each page fetches only the engine it needs: a game page its ruleset's .wasm, the explainer
// the scenario engine (pkg/<ruleset>/scenarios/: no Game, a smaller .wasm) of the rulesets its
// scenarios name, when it first shows one (the bytes fetched are compared with the package's
// .wasm files; the whole engine's is never fetched).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { start } from "./harness.mjs";

const wasmOf = (dir) => readFileSync(new URL(`../../pkg/${dir}arbiter_bg.wasm`, import.meta.url));
const engines = { eredan: wasmOf("eredan/"), berserk: wasmOf("berserk/"), yummell: wasmOf("yummell/"), whole: wasmOf("") };
for (const r of ["eredan", "berserk", "yummell"]) engines[`${r}/scenarios`] = wasmOf(`${r}/scenarios/`);

let env;
before(async () => (env = await start()));
after(() => env?.stop());

/** Opens `path` (recording its problems) and, for every .wasm it fetches, which engine's it is (or its URL if none). */
async function openRecording(path) {
  const fetched = [];
  const page = await env.browser.newPage();
  page.on("console", (m) => ["error", "warning"].includes(m.type()) && env.problems.push(`${path}: console ${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => env.problems.push(`${path}: ${e.message}`));
  page.on("response", (r) => {
    if (!new URL(r.url()).pathname.endsWith(".wasm")) return;
    // A body still being read when the page closes is no engine fetched while the test looked.
    fetched.push(r.body().then((b) => Object.entries(engines).find(([, w]) => w.equals(b))?.[0] ?? r.url(), () => null));
  });
  await page.goto(env.base + path);
  return { page, fetched: async () => [...new Set((await Promise.all(fetched)).filter((e) => e !== null))].sort() };
}

const explainerReady = 'arbiter-explainer[data-state="ready"], arbiter-explainer[data-state="done"]';

for (const [path, ruleset] of [["/", "eredan"], ["/berserk.html", "berserk"], ["/yummell.html", "yummell"]]) {
  test(`the ${ruleset} page fetches the ${ruleset} engine only`, async () => {
    const { page, fetched } = await openRecording(`${path}?seed=1`);
    await page.waitForSelector("#decision[data-decision]");
    await page.waitForLoadState("networkidle");
    assert.deepStrictEqual(await fetched(), [ruleset]);
    await page.close();
  });
}

test("the explainer fetches a scenario engine when a scenario of its ruleset is first shown", async () => {
  const { page, fetched } = await openRecording("/explainer.html?scenario=examples/berserk-attack.json");
  await page.waitForSelector(explainerReady);
  await page.waitForLoadState("networkidle");
  assert.deepStrictEqual(await fetched(), ["berserk/scenarios"]);
  // A second explainer on the page, of another ruleset: its engine comes then.
  await page.evaluate(() => {
    const host = document.createElement("arbiter-explainer");
    host.id = "second";
    host.setAttribute("src", "examples/yummell-race.json");
    document.body.append(host);
  });
  await page.waitForSelector('#second[data-state="ready"], #second[data-state="done"]');
  await page.waitForLoadState("networkidle");
  assert.deepStrictEqual(await fetched(), ["berserk/scenarios", "yummell/scenarios"]);
  await page.close();
});

test("the wiki page's five explainers (four Eredan, one Berserk) fetch each scenario engine once", async () => {
  const { page, fetched } = await openRecording("/examples/wiki.html");
  await page.waitForFunction((sel) => document.querySelectorAll(sel).length === 5, explainerReady);
  await page.waitForLoadState("networkidle");
  assert.deepStrictEqual((await fetched()).sort(), ["berserk/scenarios", "eredan/scenarios"]);
  await page.close();
});

test("the builder and the catalogue fetch scenario engines only", async () => {
  for (const path of ["/builder.html", "/catalogue.html"]) {
    const { page, fetched } = await openRecording(path);
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((r) => r.name.endsWith(".wasm")));
    await page.waitForLoadState("networkidle");
    const got = await fetched();
    assert.ok(got.length >= 1 && got.every((e) => e.endsWith("/scenarios")), `${path}: ${got}`);
    await page.close();
  }
});

test("no console errors or uncaught exceptions meanwhile", () => assert.deepStrictEqual(env.problems, []));
