// The explicit-init entries (`arbiter-engine/<ruleset>/init`, `arbiter-engine/init`): nothing
// is loaded until `await init({ wasm })`, which takes the .wasm as bytes, a Response or a
// compiled module. Its own file: the auto-initialising entries share these modules, so no
// other test may import them in this process.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

const wasmOf = (dir) => readFileSync(fileURLToPath(new URL(`../../pkg/${dir}arbiter_bg.wasm`, import.meta.url)));
const sources = {
  eredan: (bytes) => bytes,
  berserk: (bytes) => new Response(bytes, { headers: { "content-type": "application/wasm" } }),
  yummell: (bytes) => new WebAssembly.Module(bytes),
};

for (const [ruleset, source] of Object.entries(sources)) {
  test(`arbiter-engine/${ruleset}/init loads the .wasm it is given`, async () => {
    const engine = await import(`arbiter-engine/${ruleset}/init`);
    assert.throws(() => engine.rulesets(), "nothing works before init");
    await engine.default({ wasm: source(wasmOf(`${ruleset}/`)) });
    await engine.default({ wasm: "never fetched: already initialised" });
    assert.deepStrictEqual(engine.rulesets(), [ruleset]);
    const game = new engine.Game({ ruleset, seed: 3 });
    assert.ok(game.playRandom(3));
  });
}

test("arbiter-engine/init is the whole engine, loaded from bytes", async () => {
  const { default: init, rulesets, Game } = await import("arbiter-engine/init");
  await init({ wasm: wasmOf("") });
  assert.deepStrictEqual(rulesets(), ["eredan", "berserk", "yummell"]);
  assert.ok(new Game({ ruleset: "yummell", seed: 2 }).playRandom(2));
});

test("arbiter-engine/berserk/scenarios/init loads the scenario engine from bytes", async () => {
  const engine = await import("arbiter-engine/berserk/scenarios/init");
  await engine.default({ wasm: wasmOf("berserk/scenarios/") });
  assert.deepStrictEqual(engine.rulesets(), ["berserk"]);
  assert.equal(engine.Game, undefined);
  assert.ok(engine.cards("berserk").length > 0);
});
