// One decision shape for every ruleset: a function with no code of any ruleset plays a whole
// game of each, in the whole engine and in each one-ruleset engine, only through `pending()`
// and `choose(d.options[i])`. On the way every option of a decision is legal as it is.
import { test } from "node:test";
import assert from "node:assert/strict";
import { prng } from "./random.mjs";

/** Every ruleset of the package: the whole engine's. */
const RULESETS = (await import("arbiter-engine")).rulesets();

/** Plays `game` to its end: each decision's `player`, `kind` and an option sent back as it is. */
function playThrough(game, rnd, checkEvery = 1) {
  const kinds = new Set();
  let decisions = 0;
  for (let d = game.pending(); d !== null; d = game.pending()) {
    assert.equal(typeof d.player, "number");
    assert.equal(typeof d.kind, "string");
    assert.ok(Array.isArray(d.options) && d.options.length > 0, `a ${d.kind} decision has options`);
    if (decisions % checkEvery === 0) {
      for (const option of d.options) assert.equal(game.whyNot(option), null, `${d.kind}: ${JSON.stringify(option)} is legal`);
    }
    kinds.add(d.kind);
    game.choose(d.options[Math.floor(rnd() * d.options.length)]);
    decisions++;
  }
  return { kinds: [...kinds].sort(), decisions, outcome: game.outcome() };
}

const KINDS = {
  eredan: ["discard", "fighters", "play"],
  berserk: ["exchange", "main", "priority"],
  yummell: ["challenge", "discard", "movement", "window"],
};

for (const entry of ["arbiter-engine", ...RULESETS.map((r) => `arbiter-engine/${r}`)]) {
  test(`${entry}: one loop plays every ruleset it has`, async () => {
    const engine = await import(entry);
    for (const ruleset of engine.rulesets()) {
      const met = new Set();
      for (let seed = 1; seed <= 6; seed++) {
        const game = new engine.Game({ ruleset, seed });
        const { kinds, decisions, outcome } = playThrough(game, prng(seed), ruleset === "berserk" ? 7 : 1);
        assert.ok(outcome && ("winner" in outcome || outcome.draw === true), `${ruleset} ${seed}: ended after ${decisions} decisions`);
        // The game's log replays the options chosen.
        assert.deepStrictEqual(engine.Game.fromLog(game.log()).state(), game.state());
        for (const k of kinds) met.add(k);
        game.free();
      }
      assert.deepStrictEqual([...met].sort(), KINDS[ruleset], `${ruleset}: every kind of decision met`);
    }
  });
}
