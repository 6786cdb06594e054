// Errors as data, across every entry point and all three rulesets: a table of bad calls (values
// that are not JSON-like, wrong types, unknown ids, misspelt fields, out-of-turn choices, illegal
// plays, a game over, huge inputs, calls before `init()`, a freed game), each asserting the
// error's kind, rule and field — the field rooted at the argument's name — and that its message
// never repeats its rule id. The table (kind | rule | field | message) is printed. Run with
// `node --test tests/js/errors_as_data.test.mjs` after `make pkg`.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as whole from "../../pkg/node.js";
import * as berserk from "../../pkg/berserk/node.js";
import * as yummell from "../../pkg/yummell/node.js";
import * as eredanScenarios from "../../pkg/eredan/scenarios/node.js";
// Init entries whose instance no other import of this file initialises.
import initEredan, * as eredanInit from "../../pkg/eredan/init.js";
import initBerserkScenarios, * as berserkScenariosInit from "../../pkg/berserk/scenarios/init.js";
import { readFileSync } from "node:fs";
import { thrown } from "./shared.mjs";

/** An Eredan scenario (a golden one) with the first card of player 0's hand `id`. */
const withHand = (id) => {
  const scenario = JSON.parse(readFileSync(new URL("../scenarios/seed000-dague-replaces-parole.json", import.meta.url), "utf8"));
  scenario.players[0].hand[0] = id;
  return scenario;
};

const HUGE = new Array(300_000).fill("x");
const rows = [];

/** Runs `call`, which must throw an engine error of `kind` with `rule` and `field` (a string,
 *  `undefined` for none, or a RegExp for a rule met in play). */
function expect(entry, what, call, kind, rule, field) {
  const e = thrown(call);
  const label = `${entry} ${what}: ${e?.message}`;
  assert.ok(e instanceof Error, label);
  for (const api of [whole, berserk, yummell, eredanScenarios, eredanInit, berserkScenariosInit]) {
    assert.ok(api.isEngineError(e), `${label}: isEngineError`);
  }
  assert.equal(e.kind, kind, label);
  if (rule instanceof RegExp) assert.match(e.rule ?? "", rule, label);
  else assert.equal(e.rule, rule, label);
  assert.equal(e.field, field, label);
  if (e.rule) {
    assert.ok(e.message.startsWith(`[${e.rule}] `) || e.message.includes(`: [${e.rule}] `), `${label}: the rule shown in front`);
    assert.equal(e.message.split(`[${e.rule}]`).length, 2, `${label}: the rule shown once`);
  }
  rows.push([entry, what, e.kind, e.rule ?? "", e.field ?? "", e.message.length > 110 ? `${e.message.slice(0, 107)}...` : e.message]);
}

test("not engine errors are told apart", () => {
  for (const api of [whole, berserk, yummell, eredanScenarios, eredanInit, berserkScenariosInit]) {
    assert.equal(api.isEngineError(new Error("x")), false);
    assert.equal(api.isEngineError(Object.assign(new Error("x"), { kind: "other" })), false);
    assert.equal(api.isEngineError({ kind: "malformed", message: "x" }), false, "not an Error");
    assert.equal(api.isEngineError(undefined), false);
  }
});

test("an init entry refuses every call before init() with an engine error, then init() reads the .wasm from disk", async () => {
  const before = "await init\\(\\)` first";
  expect("eredan/init", "rulesets() before init", () => eredanInit.rulesets(), "not_initialized", undefined, undefined);
  expect("eredan/init", "new Game before init", () => new eredanInit.Game({ ruleset: "eredan" }), "not_initialized", undefined, undefined);
  expect("eredan/init", "Game.restore before init", () => eredanInit.Game.restore("x"), "not_initialized", undefined, undefined);
  expect("berserk/scenarios/init", "resolveScenario before init", () => berserkScenariosInit.resolveScenario({}), "not_initialized", undefined, undefined);
  assert.match(thrown(() => eredanInit.narrate({}, "en")).message, new RegExp(`^narrate\\(\\) was called before the engine was loaded: \`${before}$`));
  // No argument: the .wasm next to the entry, a file: URL in Node.
  await initEredan();
  await initBerserkScenarios();
  assert.deepStrictEqual(eredanInit.rulesets(), ["eredan"]);
  assert.deepStrictEqual(berserkScenariosInit.rulesets(), ["berserk"]);
  const game = new eredanInit.Game({ ruleset: "eredan", seed: 1 });
  assert.ok(game instanceof eredanInit.Game, "a game is an instance of the entry's Game");
  assert.ok(eredanInit.Game.fromLog(game.log()) instanceof eredanInit.Game);
  expect("eredan/init", "a choice of another type", () => game.choose({ type: "dance" }), "malformed", undefined, "choice.type");
});

/** The pending decision of `game` and a player who is not the one deciding. */
function decision(game) {
  const d = game.pending();
  return { d, other: d.player === 0 ? 1 : 0 };
}

test("the whole engine and Eredan's: every entry point", () => {
  for (const [entry, api] of [["arbiter-engine", whole], ["eredan/init", eredanInit]]) {
    const { Game } = api;
    expect(entry, "new Game(5)", () => new Game(5), "malformed", undefined, "config");
    expect(entry, "a config field misspelt", () => new Game({ ruleset: "eredan", sede: 4 }), "malformed", undefined, "config.sede");
    expect(entry, "a seed of the wrong type", () => new Game({ ruleset: "eredan", seed: "7" }), "malformed", undefined, "config.seed");
    expect(entry, "a ruleset misspelt", () => new Game({ ruleset: "Eredan" }), "malformed", undefined, "config.ruleset");
    expect(entry, "an unknown ready deck", () => new Game({ ruleset: "eredan", decks: ["nope", "zil-et-sortileges"] }), "malformed", "E-SET", "config.decks[0]");
    expect(entry, "a config that is not JSON", () => new Game({ ruleset: "eredan", seed: 10n }), "malformed", undefined, "config");
    const game = new Game({ ruleset: "eredan", seed: 1 });
    const { d, other } = decision(game);
    expect(entry, "a choice that is a string", () => game.choose("{"), "malformed", undefined, "choice");
    expect(entry, "a choice of an unknown type", () => game.choose({ type: "dance" }), "malformed", undefined, "choice.type");
    expect(entry, "a choice field misspelt", () => game.choose({ type: "fighters", player: d.player, own: 0, oponent: 0 }), "malformed", undefined, "choice.oponent");
    expect(entry, "a number as text", () => game.step({ type: "fighters", player: d.player, own: "0", opponent: 0 }), "malformed", undefined, "choice.own");
    expect(entry, "out of turn", () => game.choose({ type: "fighters", player: other, own: 0, opponent: 0 }), "wrong_player", "E-FIGHT", undefined);
    expect(entry, "a fighter out of range", () => game.choose({ type: "fighters", player: d.player, own: 9, opponent: 0 }), "not_an_option", "E-FIGHT", "choice.own");
    expect(entry, "a play while fighters are awaited", () => game.choose({ type: "play", player: d.player, cards: [] }), "not_an_option", "E-FIGHT", undefined);
    expect(entry, "a huge choice", () => game.choose({ type: "play", player: d.player, cards: HUGE }), "limit", undefined, "choice");
    const why = game.whyNot({ type: "fighters", player: other, own: 0, opponent: 0 });
    assert.equal(why.split("[E-FIGHT]").length, 2, `whyNot shows the rule once: ${why}`);
    game.choose(d.options[0]);
    const play = game.pending();
    if (play?.kind === "play") {
      expect(entry, "an unknown card", () => game.choose({ type: "play", player: play.player, cards: ["no-such-card"] }), "malformed", "E-PLAY-1", "choice.cards[0]");
      const hand = new Set(game.state().players[play.player].hand);
      const absent = whole.cards("eredan").find((c) => c.type !== "character" && !hand.has(c.id));
      expect(entry, "a card not in hand", () => game.choose({ type: "play", player: play.player, cards: [absent.id] }), "not_an_option", "E-PLAY-1", "choice.cards[0]");
      expect(entry, "a play by the other player", () => game.choose({ type: "play", player: 1 - play.player, cards: [] }), "wrong_player", "E-PLAY-1", undefined);
    }
    expect(entry, "a bot misspelt", () => game.suggest("randmo", 0, 1), "malformed", undefined, "bot");
    expect(entry, "a seat the game has not", () => game.view(9), "malformed", undefined, "seat");
    expect(entry, "a seed that is not whole", () => game.playRandom(1.5), "malformed", undefined, "seed");
    const last = game.pending().options[0];
    game.playRandom(3);
    expect(entry, "a choice once the game is over", () => game.choose(last), "game_over", "E-WIN", undefined);
    const log = game.log();
    expect(entry, "a log's choice misspelt", () => Game.fromLog({ ...log, choices: [{ ...log.choices[0], x: 1 }] }), "malformed", undefined, "log.choices[0].x");
    expect(entry, "a log's unknown deck", () => Game.fromLog({ ...log, setup: { decks: ["nope", "zil-et-sortileges"] }, choices: [] }), "malformed", "E-SET", "log.setup.decks[0]");
    expect(entry, "a log's field misspelt", () => Game.fromLog({ ...log, sead: 1 }), "malformed", undefined, "log.sead");
    expect(entry, "a snapshot that is not one", () => Game.restore("x"), "malformed", undefined, "snapshot");
    const snapshot = JSON.parse(game.snapshot());
    expect(entry, "a snapshot's log edited", () => Game.restore(JSON.stringify({ ...snapshot, log: { ...snapshot.log, choices: [{ type: "dance" }] } })), "malformed", undefined, "snapshot.log.choices[0].type");
    const freed = new Game({ ruleset: "eredan", seed: 2 });
    freed.free();
    expect(entry, "a freed game", () => freed.pending(), "malformed", undefined, undefined);
    expect(entry, "a scenario's unknown card", () => api.resolveScenario(withHand("nodachy")), "malformed", undefined, "scenario.players[0].hand[0]");
    expect(entry, "a scenario's card id like a limit's words", () => api.explainScenario(withHand("over the limit")), "malformed", undefined, "scenario.players[0].hand[0]");
    expect(entry, "a scenario missing a field", () => api.resolveScenario({ ruleset: "eredan" }), "malformed", undefined, "scenario");
    expect(entry, "a scenario that is not JSON", () => api.explainScenario("{"), "malformed", undefined, "scenario");
    expect(entry, "a scenario of a number", () => api.resolveScenario(7), "malformed", undefined, "scenario");
    expect(entry, "a huge scenario", () => api.resolveScenario({ ruleset: "eredan", cards: HUGE }), "limit", undefined, "scenario");
    expect(entry, "an event of an unknown kind", () => api.narrate({ seq: 0, rule: "E-SET", kind: "nonsense" }, "en"), "malformed", undefined, "event.kind");
    expect(entry, "a language the ruleset has not", () => api.narrate(game.openingEvents()[0], "xx"), "malformed", undefined, "lang");
    expect(entry, "a ruleset misspelt", () => api.cards("Eredan"), "malformed", undefined, "ruleset");
  }
});

test("Berserk's engine and its scenario engine", () => {
  const { Game } = berserk;
  expect("berserk", "an unknown squad", () => new Game({ ruleset: "berserk", squads: ["nope", "nope"] }), "malformed", undefined, "config.squads[0]");
  expect("berserk", "an unknown ready deck", () => new Game({ ruleset: "berserk", decks: ["a", "b"] }), "malformed", undefined, "config.decks[0]");
  expect("berserk", "another ruleset's setup", () => new Game({ ruleset: "berserk", players: 4 }), "malformed", undefined, "config.players");
  expect("berserk", "a ruleset not in this engine", () => new Game({ ruleset: "eredan" }), "malformed", undefined, "config.ruleset");
  const game = new Game({ ruleset: "berserk", seed: 2 });
  const { d, other } = decision(game);
  expect("berserk", "a choice type misspelt", () => game.choose({ type: "strik", player: d.player }), "malformed", undefined, "choice.type");
  expect("berserk", "out of turn", () => game.choose({ ...d.options[0], player: other }), "wrong_player", /^B-/, undefined);
  const stale = d.options[0];
  game.choose(stale);
  if (game.whyNot({ ...stale, player: game.pending().player }) !== null) {
    expect("berserk", "an option of an earlier decision", () => game.choose({ ...stale, player: game.pending().player }), "illegal_by_rule", /^B-/, undefined);
  }
  game.playRandom(5);
  expect("berserk", "a choice once the game is over", () => game.choose(stale), "game_over", /^B-WIN/, undefined);
  expect("berserk", "a huge squad list", () => new Game({ ruleset: "berserk", squads: HUGE }), "limit", undefined, "config");
  expect("berserk/scenarios", "a scenario's unknown creature", () => berserkScenariosInit.resolveScenario({ ruleset: "berserk", creatures: [{ card: "veteran-knigt", owner: 0, cell: [0, 0] }] }), "malformed", undefined, "scenario.creatures[0].card");
  expect("berserk/scenarios", "a scenario of another ruleset", () => berserkScenariosInit.resolveScenario({ ruleset: "eredan" }), "malformed", undefined, "scenario.ruleset");
});

test("Yummell's engine, and Eredan's scenario engine", () => {
  const { Game } = yummell;
  expect("yummell", "too many players", () => new Game({ ruleset: "yummell", players: 40 }), "limit", undefined, "config.players");
  expect("yummell", "players as text", () => new Game({ ruleset: "yummell", players: "4" }), "malformed", undefined, "config.players");
  const game = new Game({ ruleset: "yummell", seed: 3 });
  const { d } = decision(game);
  const seat = (d.player + 1) % 4;
  expect("yummell", "out of turn", () => game.choose({ ...d.options[0], player: seat }), "wrong_player", /^Y-/, undefined);
  expect("yummell", "a choice field misspelt", () => game.choose({ ...d.options[0], cardd: "x" }), "malformed", undefined, "choice.cardd");
  expect("yummell", "a card not in hand", () => game.choose({ type: "play_event", player: d.player, card: "tailwnd" }), "not_an_option", "Y-ACT-2", "choice.card");
  const last = d.options[0];
  game.playRandom(4);
  expect("yummell", "a choice once the race is over", () => game.choose(last), "game_over", "Y-WIN", undefined);
  expect("yummell", "a scenario's unknown character", () => yummell.resolveScenario({ ruleset: "yummell", players: [{ character: "Lia", advantage: "underdog" }, { character: "brann", advantage: "lucky-boots" }] }), "malformed", undefined, "scenario.players[0].character");
  expect("eredan/scenarios", "a scenario's dice", () => eredanScenarios.resolveScenario({ ruleset: "eredan", dice: [7] }), "malformed", undefined, "scenario.dice[0]");
  expect("eredan/scenarios", "a scenario nested too deep", () => eredanScenarios.resolveScenario(`${"[".repeat(200)}${"]".repeat(200)}`), "limit", undefined, undefined);
  expect("eredan/scenarios", "an unknown language", () => eredanScenarios.cards("eredan", "xx"), "malformed", undefined, "lang");
});

test("the table", () => {
  const line = (cells) => `| ${cells.join(" | ")} |`;
  console.log(line(["entry", "call", "kind", "rule", "field", "message"]));
  console.log(line(["---", "---", "---", "---", "---", "---"]));
  for (const row of rows) console.log(line(row.map((c) => String(c).replaceAll("|", "\\|"))));
  assert.ok(rows.length > 60, `${rows.length} rows`);
});
