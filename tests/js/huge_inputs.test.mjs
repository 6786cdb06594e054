// Huge inputs to every entry point of every engine of the package (the whole engine, each
// one-ruleset engine and each scenario engine): an array of 5,000,000 numbers in a field of the
// argument, and a JSON text (or a text inside an object) of twice the argument's limit. Each is
// a `limit` error naming the argument, refused before the text is copied into the wasm memory:
// the instance's memory grows by less than 4 MiB over all of them, a game refused is unchanged
// and plays on, and the engine resolves its golden scenarios after them. The time of each
// refusal is printed (a `#` line of the report each), not asserted. Run with `node --test tests/js/` after
// `make pkg`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { thrown } from "./shared.mjs";

const MiB = 1024 * 1024;
/** `scenario::MAX_SCENARIO_BYTES`: every argument but a save. */
const LIMIT = MiB;
/** `saves::MAX_SAVE_BYTES`: `Game.fromLog` and `Game.restore`. */
const SAVE_LIMIT = 4 * MiB;

const HUGE = new Array(5_000_000).fill(7);
/** A text of `bytes` ASCII bytes. */
const text = (bytes) => "y".repeat(bytes);

const scenarios = new URL("../scenarios/", import.meta.url);
const golden = readdirSync(scenarios)
  .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"))
  .map((file) => {
    const source = readFileSync(new URL(file, scenarios), "utf8");
    const expected = JSON.parse(readFileSync(new URL(file.replace(".json", ".expected.json"), scenarios), "utf8"));
    return { file, source, ruleset: JSON.parse(source).ruleset, expected };
  });

/** Measures the engine's memory around the refusals `check` makes. */
function meter(engine, label) {
  // The entries have initialised their instance: `initSync` returns its exports as they are.
  const { memory } = engine.initSync();
  const sizes = () => ({ wasm: memory.buffer.byteLength, rss: process.memoryUsage().rss });
  const start = sizes();
  return {
    /** `call` throws a `limit` error naming `field`, over `limit`; prints its time. */
    refuses(name, call, field, limit = LIMIT) {
      const t = performance.now();
      const e = thrown(call);
      const ms = performance.now() - t;
      assert.ok(e instanceof Error, `${label} ${name}: an Error`);
      assert.equal(e.kind, "limit", `${label} ${name}: ${e.message}`);
      assert.equal(e.field, field, `${label} ${name}: ${e.message}`);
      assert.match(e.message, new RegExp(`^${field}: (at least )?\\d+ bytes is over the limit of ${limit}$`), `${label} ${name}`);
      console.log(`${label} ${name}: refused in ${ms.toFixed(1)} ms (${e.message})`);
    },
    /** The memory grew by less than 4 MiB since the meter started. */
    check() {
      const end = sizes();
      const grew = end.wasm - start.wasm;
      console.log(
        `${label}: wasm memory ${(start.wasm / MiB).toFixed(1)} -> ${(end.wasm / MiB).toFixed(1)} MiB, ` +
          `rss ${(start.rss / MiB).toFixed(0)} -> ${(end.rss / MiB).toFixed(0)} MiB`,
      );
      assert.ok(grew < 4 * MiB, `${label}: the wasm memory grew by ${(grew / MiB).toFixed(1)} MiB`);
    },
  };
}

/** The engine's golden scenarios of `rulesets` still resolve exactly. */
function resolvesGolden(engine, rulesets) {
  for (const { file, source, ruleset, expected } of golden) {
    if (rulesets.includes(ruleset)) assert.deepStrictEqual(engine.resolveScenario(source), expected, file);
  }
}

/** The refusals of the functions every engine has (scenarios, narration, catalogues). */
function functions(engine, m, ruleset) {
  const { source } = golden.find((g) => g.ruleset === ruleset);
  const scenario = JSON.parse(source);
  for (const name of ["resolveScenario", "explainScenario"]) {
    m.refuses(`${name}(object, 5e6 choices)`, () => engine[name]({ ...scenario, choices: HUGE }), "scenario");
    m.refuses(`${name}(2 MiB text)`, () => engine[name](source.replace("{", `{"pad":"${text(2 * LIMIT)}",`)), "scenario");
  }
  const [event] = engine.explainScenario(source).events;
  m.refuses("narrate(event with 5e6 cards)", () => engine.narrate({ ...event, cards: HUGE }, "en"), "event");
  m.refuses("narrate(event with a 2 MiB text)", () => engine.narrate({ ...event, text: text(2 * LIMIT) }, "en"), "event");
  m.refuses("narrate(event, 2 MiB lang)", () => engine.narrate(event, text(2 * LIMIT)), "lang");
  for (const name of ["cards", "decks"]) {
    m.refuses(`${name}(5e6-character ruleset)`, () => engine[name](text(5_000_000)), "ruleset");
    m.refuses(`${name}(ruleset, 2 MiB lang)`, () => engine[name](ruleset, text(2 * LIMIT)), "lang");
  }
  assert.equal(typeof engine.narrate(event, "en"), "string");
  assert.ok(engine.cards(ruleset).length > 0);
}

/** The refusals of `Game` and its methods, on a game of `ruleset`. */
function games(engine, m, ruleset) {
  const { Game } = engine;
  m.refuses("new Game(5e6 decks)", () => new Game({ ruleset, seed: 3, decks: HUGE }), "config");
  m.refuses("new Game(2 MiB text)", () => new Game({ ruleset, seed: 3, squads: [text(2 * LIMIT), "x"] }), "config");

  const game = new Game({ ruleset, seed: 3 });
  game.choose(game.suggest("random", 1, 1));
  const state = JSON.stringify(game.state());
  const snapshot = game.snapshot();
  const log = game.log();
  const choice = game.suggest("random", 2, 1);
  for (const name of ["choose", "step", "whyNot", "stepAs"]) {
    const call = (c) => (name === "stepAs" ? game.stepAs(c, choice.player) : game[name](c));
    m.refuses(`${name}(5e6 cards)`, () => call({ ...choice, cards: HUGE }), "choice");
    m.refuses(`${name}(2 MiB text)`, () => call({ ...choice, text: text(2 * LIMIT) }), "choice");
  }
  m.refuses("suggest(5e6-character bot)", () => game.suggest(text(5_000_000), 1, 1), "bot");
  m.refuses("Game.fromLog(5e6 choices)", () => Game.fromLog({ ...log, choices: HUGE }), "log", SAVE_LIMIT);
  m.refuses("Game.fromLog(8 MiB text)", () => Game.fromLog({ ...log, pad: text(2 * SAVE_LIMIT) }), "log", SAVE_LIMIT);
  const big = snapshot.replace("{", `{"pad":"${text(2 * SAVE_LIMIT)}",`);
  m.refuses("Game.restore(8 MiB snapshot)", () => Game.restore(big), "snapshot", SAVE_LIMIT);
  m.refuses("Game.restore(5e6 choices)", () => Game.restore(JSON.stringify({ ...JSON.parse(snapshot), log: { ...log, choices: HUGE } })), "snapshot", SAVE_LIMIT);

  assert.equal(JSON.stringify(game.state()), state, `${ruleset}: the state is unchanged`);
  assert.equal(game.snapshot(), snapshot, `${ruleset}: the snapshot is unchanged`);
  assert.equal(game.whyNot(choice), null, `${ruleset}: the choice is still legal`);
  game.choose(choice);
  assert.ok(game.playRandom(4), `${ruleset}: the game plays to its end`);
  assert.deepStrictEqual(Game.fromLog(game.log()).state(), game.state());
  game.free();
}

/** Texts within the limit in UTF-16 units but over it in UTF-8 bytes: refused by their bytes. */
function multibyte(engine, ruleset) {
  const e = thrown(() => engine.cards(ruleset, "é".repeat(LIMIT)));
  assert.deepStrictEqual([e.kind, e.field, e.message], ["limit", "lang", `lang: ${2 * LIMIT} bytes is over the limit of ${LIMIT}`]);
  if (engine.Game) {
    const game = new engine.Game({ ruleset, seed: 1 });
    const before = game.snapshot();
    const choice = game.suggest("random", 1, 1);
    const e = thrown(() => game.choose({ ...choice, text: "€".repeat(LIMIT / 2) }));
    assert.deepStrictEqual([e.kind, e.field], ["limit", "choice"]);
    assert.match(e.message, /^choice: \d+ bytes is over the limit of 1048576$/);
    assert.equal(game.snapshot(), before);
    game.free();
  }
}

test("the whole engine refuses huge arguments of every entry point, and its memory stays", async () => {
  const engine = await import("../../pkg/node.js");
  const rulesets = engine.rulesets();
  // The first game and scenario of each ruleset, before measuring: the memory they take is not
  // the refusals'.
  for (const ruleset of rulesets) new engine.Game({ ruleset, seed: 3 }).playRandom(3);
  resolvesGolden(engine, rulesets);
  const m = meter(engine, "pkg/node.js");
  for (const ruleset of rulesets) {
    functions(engine, m, ruleset);
    games(engine, m, ruleset);
  }
  m.check();
  resolvesGolden(engine, rulesets);
  for (const ruleset of rulesets) multibyte(engine, ruleset);
});

for (const ruleset of ["eredan", "berserk", "yummell"]) {
  for (const entry of [ruleset, `${ruleset}/scenarios`]) {
    test(`arbiter-engine/${entry} refuses huge arguments of every entry point, and its memory stays`, async () => {
      const engine = await import(`arbiter-engine/${entry}`);
      if (engine.Game) new engine.Game({ ruleset, seed: 3 }).playRandom(3);
      resolvesGolden(engine, [ruleset]);
      const m = meter(engine, `arbiter-engine/${entry}`);
      functions(engine, m, ruleset);
      if (engine.Game) games(engine, m, ruleset);
      m.check();
      resolvesGolden(engine, [ruleset]);
      multibyte(engine, ruleset);
    });
  }
}
