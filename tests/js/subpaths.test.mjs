// The per-ruleset engines of the package: `arbiter-engine/<ruleset>` (through the package's
// exports map: node_modules/arbiter-engine is pkg/) is an engine with that ruleset only. Each
// plays a whole game, resolves its ruleset's golden scenarios exactly as the whole engine
// does, and refuses the other rulesets with a message saying they are not in this build.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";

/** Every ruleset of the package: the whole engine's. */
const RULESETS = (await import("arbiter-engine")).rulesets();
const scenarios = new URL("../scenarios/", import.meta.url);
const golden = readdirSync(scenarios)
  .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"))
  .map((file) => {
    const text = readFileSync(new URL(file, scenarios), "utf8");
    const expected = JSON.parse(readFileSync(new URL(file.replace(".json", ".expected.json"), scenarios), "utf8"));
    return { file, text, ruleset: JSON.parse(text).ruleset, expected };
  });

for (const ruleset of RULESETS) {
  test(`arbiter-engine/${ruleset} plays ${ruleset} only`, async () => {
    const engine = await import(`arbiter-engine/${ruleset}`);
    assert.deepStrictEqual(engine.rulesets(), [ruleset]);

    const game = new engine.Game({ ruleset, seed: 11 });
    const outcome = game.playRandom(11);
    assert.ok(outcome && ("winner" in outcome || outcome.draw === true), `${ruleset}: the game ended`);
    assert.deepStrictEqual(game.outcome(), outcome);
    assert.equal(game.pending(), null);
    assert.ok(engine.Game.fromLog(game.log()).outcome(), "its log replays to the end");
    game.free();

    const own = golden.filter((g) => g.ruleset === ruleset);
    assert.ok(own.length >= 1, `${ruleset} has a golden scenario`);
    for (const { file, text, expected } of own) assert.deepStrictEqual(engine.resolveScenario(text), expected, file);

    for (const other of RULESETS.filter((r) => r !== ruleset)) {
      // The field (and the path shown) where the caller wrote the ruleset: `config.ruleset` in a game's config.
      const refused = (at, field) => (e) => {
        assert.equal(e.message, `${at}: "${other}" is not in this build (it has: ${ruleset})`);
        assert.deepStrictEqual([e.kind, e.field], ["malformed", field]);
        return true;
      };
      assert.throws(() => new engine.Game({ ruleset: other, seed: 1 }), refused("config.ruleset", "config.ruleset"));
      assert.throws(() => engine.cards(other), refused("ruleset", "ruleset"));
      const scenario = golden.find((g) => g.ruleset === other);
      assert.throws(() => engine.resolveScenario(scenario.text), refused("ruleset", "scenario.ruleset"), scenario.file);
    }
    assert.throws(() => engine.cards("chess"), /ruleset: unknown ruleset "chess" \(available: /);
  });
}

// The scenario engines (`arbiter-engine/<ruleset>/scenarios`): the ruleset's engine without
// `Game`, in a smaller .wasm. Every call they have gives what the game engine gives: each golden
// scenario resolved and explained, each of its events narrated in every language, the catalogue.
for (const ruleset of RULESETS) {
  test(`arbiter-engine/${ruleset}/scenarios resolves, explains and narrates as arbiter-engine/${ruleset}`, async () => {
    const small = await import(`arbiter-engine/${ruleset}/scenarios`);
    const full = await import(`arbiter-engine/${ruleset}`);
    assert.equal(small.Game, undefined, "no Game class");
    assert.deepStrictEqual(small.rulesets(), [ruleset]);
    assert.equal(small.version(), full.version());
    const own = golden.filter((g) => g.ruleset === ruleset);
    for (const { file, text, expected } of own) {
      assert.deepStrictEqual(small.resolveScenario(text), expected, file);
      const explained = small.explainScenario(text);
      assert.deepStrictEqual(explained, full.explainScenario(text), file);
      for (const lang of ["en", "fr", "ru", "it"]) {
        for (const e of explained.events) {
          const said = (engine) => {
            try {
              return engine.narrate(e, lang);
            } catch (error) {
              return `${error.kind}: ${error.message}`;
            }
          };
          assert.equal(said(small), said(full), `${file}, event ${e.seq}, ${lang}`);
        }
      }
    }
    for (const lang of [undefined, "en", { eredan: "fr", berserk: "ru", yummell: "it" }[ruleset]]) {
      assert.deepStrictEqual(small.cards(ruleset, lang), full.cards(ruleset, lang));
      assert.deepStrictEqual(small.decks(ruleset, lang), full.decks(ruleset, lang));
    }
    const other = golden.find((g) => g.ruleset !== ruleset);
    assert.throws(() => small.resolveScenario(other.text), /is not in this build/);
  });
}
