// The package's frames (the public state after each event) and structured errors, for every
// ruleset, run with `node --test` against the built package (pkg/).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { Game, resolveScenario, explainScenario, rulesets } from "../../pkg/node.js";
import { prng, randomChoice } from "./random.mjs";
import { thrown } from "./shared.mjs";

const scenarios = new URL("../scenarios/", import.meta.url);
const golden = readdirSync(scenarios).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"));

test("explainScenario is resolveScenario plus a start and one frame per event", () => {
  for (const file of golden) {
    const scenario = JSON.parse(readFileSync(new URL(file, scenarios), "utf8"));
    const plain = resolveScenario(scenario);
    const { start, frames, ...resolution } = explainScenario(scenario);
    assert.deepStrictEqual(resolution, plain, file);
    assert.equal(frames.length, plain.events.length, file);
    assert.deepStrictEqual(frames.at(-1), plain.state, file);
    assert.ok(start && typeof start === "object", file);
  }
});

test("the opening and every step of a game come with their frames", () => {
  for (const ruleset of rulesets()) {
    const game = new Game({ ruleset, seed: 3 });
    const opening = game.opening();
    assert.deepStrictEqual(opening.events, game.openingEvents(), ruleset);
    assert.equal(opening.frames.length, opening.events.length, ruleset);
    assert.deepStrictEqual(opening.frames.at(-1), game.state(), ruleset);
    const twin = new Game({ ruleset, seed: 3 });
    const rng = prng(11);
    for (let i = 0; i < 40 && game.pending(); i++) {
      const choice = randomChoice(game.pending(), rng);
      const { events, frames } = game.step(choice);
      assert.deepStrictEqual(events, twin.choose(choice), `${ruleset}: frames change the events`);
      assert.equal(frames.length, events.length, ruleset);
      if (frames.length) assert.deepStrictEqual(frames.at(-1), game.state(), ruleset);
    }
    assert.equal(game.snapshot(), twin.snapshot(), ruleset);
  }
});

test("errors carry their kind, rule and field as properties", () => {
  const game = new Game({ ruleset: "eredan", seed: 1 });
  const d = game.pending();
  const before = game.snapshot();
  let e = thrown(() => game.choose({ type: "fighters", player: 1 - d.player, own: 0, opponent: 0 }));
  assert.ok(e instanceof Error);
  assert.deepStrictEqual([e.kind, e.rule], ["wrong_player", "E-FIGHT"]);
  e = thrown(() => game.step({ type: "fighters", player: d.player, own: 9, opponent: 0 }));
  assert.deepStrictEqual([e.kind, e.rule], ["not_an_option", "E-FIGHT"]);
  assert.match(e.message, /\[E-FIGHT\]/);
  e = thrown(() => game.choose({ type: "dance" }));
  assert.deepStrictEqual([e.kind, e.rule, e.field], ["malformed", undefined, "choice.type"]);
  e = thrown(() => resolveScenario({ ruleset: "eredan", players: 3 }));
  assert.deepStrictEqual([e.kind, e.field], ["malformed", "scenario.players"], "rooted at the argument");
  e = thrown(() => new Game({ ruleset: "chess" }));
  assert.deepStrictEqual([e.kind, e.field], ["malformed", "config.ruleset"], "rooted at the argument");
  e = thrown(() => resolveScenario("x".repeat(2 ** 20 + 1)));
  assert.equal(e.kind, "limit");
  e = thrown(() => new Game({ ruleset: "yummell", players: 9 }));
  assert.equal(e.kind, "limit");
  assert.equal(game.snapshot(), before, "refusals change nothing");
  // A finished game refuses every choice as over.
  const over = new Game({ ruleset: "eredan", seed: 2 });
  const last = over.pending();
  over.playRandom(4);
  e = thrown(() => over.choose(randomChoice(last, prng(1))));
  assert.equal(e.kind, "game_over");
});
