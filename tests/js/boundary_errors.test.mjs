// Errors at the JS boundary, for every export and every method of Game: an argument of the
// wrong type throws an error of kind "malformed" that names the argument (`config: expected an
// object`), and a game whose call was refused is unchanged; a freed game (after `game.free()`)
// says so, whatever is called. Run with `node --test tests/js/` after `make pkg`.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as engine from "../../pkg/node.js";
import { thrown } from "./shared.mjs";

const { Game } = engine;

/** `call` throws a malformed-argument error naming `field`. */
function refuses(call, field, reason) {
  const e = thrown(call);
  assert.ok(e instanceof Error, `${call}: an Error`);
  assert.equal(e.kind, "malformed", `${call}: ${e.message}`);
  assert.equal(e.field, field, `${call}: ${e.message}`);
  assert.match(e.message, new RegExp(`^${field.replace(/[.[\]]/g, "\\$&")}: ${reason}`), `${call}`);
}

test("the exports refuse arguments of the wrong type, naming the argument", () => {
  for (const bad of [5, "x", null, undefined, [], true]) {
    refuses(() => new Game(bad), "config", "expected an object");
    refuses(() => Game.fromLog(bad), "log", "expected an object");
    refuses(() => engine.narrate(bad, "en"), "event", "expected an object");
    if (typeof bad !== "string") {
      refuses(() => engine.resolveScenario(bad), "scenario", "expected an object");
      refuses(() => engine.explainScenario(bad), "scenario", "expected an object");
      refuses(() => Game.restore(bad), "snapshot", "expected a string");
      refuses(() => engine.cards(bad), "ruleset", "expected a string");
      refuses(() => engine.decks(bad), "ruleset", "expected a string");
    }
  }
  refuses(() => engine.narrate(1, 2), "event", "expected an object");
  const [event] = new Game({ ruleset: "eredan" }).openingEvents();
  refuses(() => engine.narrate(event, 2), "lang", "expected a string");
  assert.deepStrictEqual(engine.rulesets(), ["eredan", "berserk", "yummell"]);
  assert.equal(typeof engine.version(), "string");
});

test("a method given an argument of the wrong type throws and leaves the game unchanged", () => {
  for (const ruleset of engine.rulesets()) {
    const game = new Game({ ruleset, seed: 2 });
    const before = game.snapshot();
    for (const bad of ["x", null, undefined, [], false]) {
      refuses(() => game.choose(bad), "choice", "expected an object");
      refuses(() => game.step(bad), "choice", "expected an object");
      refuses(() => game.whyNot(bad), "choice", "expected an object");
      if (typeof bad !== "string") refuses(() => game.suggest(bad, 0, 1), "bot", "expected a string");
    }
    // A number is an option's index: a whole number, and one of the decision's.
    for (const bad of [-1, 1.5, NaN, Infinity, 2 ** 53]) {
      for (const call of [() => game.choose(bad), () => game.step(bad), () => game.whyNot(bad), () => game.stepAs(bad, 0)]) {
        refuses(call, "choice", "a whole number");
      }
    }
    const count = game.optionCount();
    assert.equal(count, game.pending().options.length, ruleset);
    for (const call of [() => game.choose(count), () => game.choose(count, { events: false }), () => game.step(count), () => game.stepAs(count, null)]) {
      const e = thrown(call);
      assert.equal(e.kind, "not_an_option", `${ruleset}: ${e.message}`);
      assert.equal(e.field, "choice", ruleset);
      assert.match(e.message, new RegExp(`^choice: ${count} is no option of the decision \\(its ${count} options are 0 to ${count - 1}\\)$`));
    }
    assert.match(game.whyNot(count), /is no option of the decision/, "whyNot gives the reason");
    refuses(() => game.suggest(3), "bot", "expected a string");
    refuses(() => game.suggest({ bot: "strong", playout: 5 }), "options.playout", "unknown field");
    refuses(() => game.suggest({ seed: 1 }), "options", 'the field "bot" is missing');
    refuses(() => game.suggest("random", "x", 1), "seed", "a whole number");
    refuses(() => game.suggest("random", -1, 1), "seed", "a whole number");
    refuses(() => game.suggest("random", 0, "x"), "playouts", "a whole number");
    refuses(() => game.suggest("random", 0, 1.5), "playouts", "a whole number");
    refuses(() => game.playRandom("x"), "seed", "a whole number");
    refuses(() => game.playRandom(), "seed", "a whole number");
    assert.equal(game.snapshot(), before, `${ruleset}: unchanged`);
    assert.ok(game.pending(), ruleset);
  }
});

test("every method of a freed game says the game was freed", () => {
  const game = new Game({ ruleset: "eredan", seed: 1 });
  const choice = game.suggest("random", 0, 1);
  game.free();
  const calls = {
    openingEvents: () => game.openingEvents(),
    opening: () => game.opening(),
    pending: () => game.pending(),
    choose: () => game.choose(choice),
    step: () => game.step(choice),
    whyNot: () => game.whyNot(choice),
    suggest: () => game.suggest("random", 0, 1),
    playRandom: () => game.playRandom(0),
    state: () => game.state(),
    outcome: () => game.outcome(),
    log: () => game.log(),
    snapshot: () => game.snapshot(),
    view: () => game.view(0),
    stepAs: () => game.stepAs(choice, 0),
    historyAs: () => game.historyAs(0),
    optionCount: () => game.optionCount(),
    clone: () => game.clone(),
    botFor: () => game.botFor("hard"),
  };
  const methods = Object.getOwnPropertyNames(Game.prototype).filter(
    (m) => !["constructor", "free"].includes(m) && !m.startsWith("__"),
  );
  assert.deepStrictEqual(methods.sort(), Object.keys(calls).sort(), "every method is checked");
  for (const [name, call] of Object.entries(calls)) {
    const e = thrown(call);
    assert.ok(e instanceof Error, name);
    assert.equal(e.kind, "malformed", name);
    assert.match(e.message, new RegExp(`this Game was freed \\(game\\.free\\(\\)\\): game\\.${name}\\(\\) cannot be called`), name);
  }
  // Another game is not affected.
  assert.ok(new Game({ ruleset: "eredan", seed: 1 }).pending());
});
