// One wasm instance (the package imported once) takes 100,000 mixed bad inputs, generated
// deterministically from a seed: mutated scenarios of the three rulesets (text and objects),
// bad Game configs, illegal and malformed choices to live games (choose and whyNot), mutated
// snapshots (Game.restore) and logs (Game.fromLog), and bad arguments of every kind to every
// export. Each call throws an Error with a message, or (a mutation may happen to be valid)
// returns a well-formed result; never a RuntimeError (a Rust panic, after which the instance
// is dead). Then the same instance plays a complete game of each ruleset and resolves the
// golden scenarios exactly. Run with `node --test tests/js/` after `make pkg`.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import {
  Game, resolveScenario, narrate, cards, decks, rulesets, version,
} from "../../pkg/node.js";
import { prng, randomChoice, playOut } from "./random.mjs";

const SEED = 20261129;
const TOTAL = 100_000;
/** How many inputs of each kind: the cheap kinds many, the ones that replay whole games few. */
const PLAN = {
  scenarioText: 30_000,
  scenarioObject: 22_000,
  gameConfig: 6_000,
  choose: 12_000,
  whyNot: 8_000,
  restore: 5_000,
  fromLog: 5_000,
  badArguments: 12_000,
};

const RULESET_NAMES = ["eredan", "berserk", "yummell"];
const scenarioDir = new URL("../scenarios/", import.meta.url);
const goldenFiles = readdirSync(scenarioDir).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"));
const golden = goldenFiles.map((f) => readFileSync(new URL(f, scenarioDir), "utf8"));

// ---------------------------------------------------------------------------------------------
// Random helpers

const rnd = prng(SEED);
const int = (n) => Math.floor(rnd() * n);
const pick = (list) => list[int(list.length)];
/** JSON text of anything (what a page might store after a bad edit). */
const asText = (v) => {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch (e) {
    return `{"unserializable": "${e.message}"`;
  }
};
/** A deep copy of a JSON value; anything else (a cycle, a BigInt, a function) as it is. */
const clone = (v) => {
  try {
    const text = JSON.stringify(v);
    return text === undefined ? v : JSON.parse(text);
  } catch {
    return v;
  }
};

function cyclic() {
  const a = { ruleset: "eredan" };
  a.self = a;
  return a;
}
function nested(depth, leaf = 0) {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Values that are wrong almost anywhere, JSON or not. */
function junkValue() {
  switch (int(34)) {
    case 0: return null;
    case 1: return undefined;
    case 2: return -1;
    case 3: return 1.5;
    case 4: return 1e9;
    case 5: return 1e30;
    case 6: return -1e30;
    case 7: return NaN;
    case 8: return Infinity;
    case 9: return "";
    case 10: return "no-such-id";
    case 11: return true;
    case 12: return [];
    case 13: return {};
    case 14: return [[]];
    case 15: return { zzz: 1 };
    case 16: return "x".repeat(1 + int(5000));
    case 17: return Array(1 + int(3000)).fill("soin");
    case 18: return nested(100 + int(200));
    case 19: return 10n ** BigInt(int(30));
    case 20: return Symbol("s");
    case 21: return () => 1;
    case 22: return cyclic();
    case 23: return new Date(0);
    case 24: return new Map([[1, 2]]);
    case 25: return Object.create(null);
    case 26: return { toJSON() { throw new Error("toJSON refuses"); } };
    case 27: return { toJSON() { return 7; } };
    case 28: return 2 ** 53 + int(1000);
    case 29: return -(2 ** 31) - 1;
    case 30: return 4294967296;
    case 31: return "\ud800";
    case 32: return new Uint8Array(4);
    default: return int(300) - 10;
  }
}

/** Every [parent, key] of a JSON-like value, for structural mutations. */
function slots(v, out = [], seen = new Set(), depth = 0) {
  if (v && typeof v === "object" && !seen.has(v) && depth < 40 && !(v instanceof Map) && !ArrayBuffer.isView(v)) {
    seen.add(v);
    for (const k of Object.keys(v)) {
      out.push([v, Array.isArray(v) ? Number(k) : k]);
      slots(v[k], out, seen, depth + 1);
    }
  }
  return out;
}

/** A structural mutation of a JSON value (deep copy): a value replaced, removed, added, doubled. */
function mutateObject(value, times = 1 + int(3)) {
  const root = { root: clone(value) };
  for (let t = 0; t < times; t++) {
    const all = slots(root.root);
    if (all.length === 0) break;
    const [parent, key] = pick(all);
    switch (int(7)) {
      case 0:
      case 1:
        parent[key] = junkValue();
        break;
      case 2:
        if (Array.isArray(parent)) parent.splice(key, 1);
        else delete parent[key];
        break;
      case 3:
        if (Array.isArray(parent)) parent.push(clone(parent[key] ?? null));
        else parent[pick(["zzz", "Ruleset", "__proto__x", "", key + "s"])] = clone(parent[key] ?? null);
        break;
      case 4: {
        const x = parent[key];
        parent[key] = typeof x === "number" ? pick([x + 1, x - 1, -x - 1, x * 1e6, String(x)])
          : typeof x === "string" ? pick([x + "x", x.toUpperCase(), "", 7])
            : typeof x === "boolean" ? !x
              : Array.isArray(x) ? pick([[], x.concat(x), x.slice(1), {}]) : pick([[], "x", null]);
        break;
      }
      case 5:
        parent[key] = nested(pick([50, 126, 127, 128, 129, 1000]), parent[key] ?? 0);
        break;
      default:
        parent[key] = pick([1e9, 10 ** 30, -1, 2 ** 32, 0.5, -0.5, 255, 256, 65536]);
    }
  }
  return root.root;
}

const specials = ['{', '}', '[', ']', ':', ',', '"', '\\', ' ', '0', '9', '-', '.', 'e', 'n', 't', 'x', '\u0000', '\ud800', '\u00e9', '\u{1F600}'];

/** A mutation of JSON text: truncated, bytes flipped, spans deleted or doubled, junk inserted,
 *  numbers made huge, keys doubled, deep nesting. */
function mutateText(text, times = 1 + int(2)) {
  let s = text;
  for (let t = 0; t < times; t++) {
    const at = int(s.length + 1);
    switch (int(11)) {
      case 0:
        s = s.slice(0, at);
        break;
      case 1:
        s = s.slice(0, at) + pick(specials) + s.slice(at + 1);
        break;
      case 2:
        s = s.slice(0, at) + String.fromCharCode(int(0x10000)) + s.slice(at + 1);
        break;
      case 3:
        s = s.slice(0, at) + s.slice(at + 1 + int(40));
        break;
      case 4: {
        const span = s.slice(at, at + 1 + int(60));
        s = s.slice(0, at) + span + s.slice(at);
        break;
      }
      case 5:
        s = s.slice(0, at) + pick([",", "{", "]", '"', "null", "1e999", "-", "//", "NaN", "'", "\n"]) + s.slice(at);
        break;
      case 6: {
        const numbers = [...s.matchAll(/-?\d+(\.\d+)?/g)];
        if (numbers.length) {
          const m = pick(numbers);
          s = s.slice(0, m.index) + pick(["1e30", "-1", "1e9", "4294967296", "1.5", "99999999999999999999", "-0", "1E400", "18446744073709551616", "1000000000"]) + s.slice(m.index + m[0].length);
        }
        break;
      }
      case 7: {
        const keys = [...s.matchAll(/"([a-z_]+)":/g)];
        if (keys.length) {
          const m = pick(keys);
          s = s.slice(0, m.index) + `"${m[1]}":null,` + s.slice(m.index);
        }
        break;
      }
      case 8: {
        const n = pick([129, 200, 1000, 100_000]);
        s = s.slice(0, at) + "[".repeat(n) + s.slice(at);
        break;
      }
      case 9: {
        const strings = [...s.matchAll(/"([a-z0-9-]+)"/g)];
        if (strings.length) {
          const m = pick(strings);
          s = s.slice(0, m.index) + pick(['"no-such-id"', '""', '"' + "z".repeat(300) + '"', "7", "[]", "{}"]) + s.slice(m.index + m[0].length);
        }
        break;
      }
      default: {
        // Over the size limits (1 MiB scenarios, 4 MiB saves): costly to build and copy, so rare.
        if (int(40) !== 0) {
          s = s.slice(0, at) + pick(["}", "[]", "\\u0000", "\ud83d"]) + s.slice(at);
          break;
        }
        const big = pick([1 << 20, (1 << 20) + 1, 3 << 20, (4 << 20) + 1]);
        s = at % 2 ? s + " ".repeat(big) : s.slice(0, 1) + `"zzz":"${"y".repeat(big)}",` + s.slice(1);
      }
    }
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Calling and checking

const counts = {};
const threw = {};
const passed = {};
/** whyNot returns the reason (a string) for an illegal choice, and null for a legal one. */
let reasons = 0;
let messagesSeen = 0;

function describe(x) {
  try {
    const s = typeof x === "string" ? x : String(JSON.stringify(x));
    return s.length > 200 ? `${s.slice(0, 200)}... (${s.length})` : s;
  } catch {
    return String(typeof x);
  }
}

/** Calls `f`: it throws an Error with a message, or returns a result `ok` accepts. */
function attempt(kind, input, f, ok) {
  counts[kind] = (counts[kind] ?? 0) + 1;
  let result;
  try {
    result = f();
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError || /unreachable|RuntimeError/.test(String(e?.message))) {
      assert.fail(`${kind}: the instance died (${e}) on ${describe(input)}\n${e.stack}`);
    }
    assert.ok(e instanceof Error, `${kind}: threw a non-Error ${String(e)} on ${describe(input)}`);
    assert.ok(typeof e.message === "string" && e.message.trim().length > 0, `${kind}: an empty message on ${describe(input)}`);
    threw[kind] = (threw[kind] ?? 0) + 1;
    messagesSeen++;
    return undefined;
  }
  assert.ok(ok(result), `${kind}: a malformed result ${describe(result)} for ${describe(input)}`);
  passed[kind] = (passed[kind] ?? 0) + 1;
  return result;
}

const isResolution = (r) => r && Array.isArray(r.events) && r.events.every((e, i) => e.seq === i && typeof e.rule === "string")
  && typeof r.state === "object" && (r.outcome === null || typeof r.outcome === "object");
const isOutcome = (o) => o === null || (typeof o === "object" && ("winner" in o || o.draw === true));
/** A Game that came back: usable, then freed. */
function isGame(g) {
  if (!(g instanceof Game)) return false;
  const d = g.pending();
  const fine = (d === null) === (g.outcome() !== null) && typeof g.state() === "object";
  g.free();
  return fine;
}

// ---------------------------------------------------------------------------------------------
// The kinds of bad input

const scenarioTexts = golden.concat(golden.map((t) => JSON.stringify(JSON.parse(t))));
const scenarioObjects = golden.map((t) => JSON.parse(t));

function* scenarioText(n) {
  for (let i = 0; i < n; i++) {
    const input = mutateText(pick(scenarioTexts));
    yield () => attempt("scenarioText", input, () => resolveScenario(input), isResolution);
  }
}

function* scenarioObject(n) {
  for (let i = 0; i < n; i++) {
    const input = int(10) === 0 ? junkValue() : mutateObject(pick(scenarioObjects));
    yield () => attempt("scenarioObject", input, () => resolveScenario(input), isResolution);
  }
}

function* gameConfig(n) {
  const base = [
    { ruleset: "eredan", seed: 7, decks: ["lames-de-kotoba", "zil-et-sortileges"] },
    { ruleset: "berserk", seed: 4, squads: ["mountain-guard", "wild-horde"] },
    { ruleset: "yummell", seed: 2, players: 3 },
  ];
  for (let i = 0; i < n; i++) {
    const r = int(10);
    const input = r === 0 ? junkValue()
      : r === 1 ? { ruleset: pick(RULESET_NAMES), seed: junkValue() }
        : r === 2 ? { ruleset: "yummell", players: pick([0, 1, 9, 10 ** 9, -1, 2.5, "4", NaN, 2 ** 32, 1e300]) }
          : r === 3 ? { ruleset: pick(["", "chess", "Eredan", null, 3, "eredan\u0000"]) }
            : r === 4 ? mutateText(asText(pick(base)))
              : mutateObject(pick(base));
    yield () => attempt("gameConfig", input, () => new Game(input), isGame);
  }
}

/** A live game per ruleset, advanced a little; replaced when a (valid) mutation ends it. */
const live = {};
function liveGame(ruleset) {
  let g = live[ruleset];
  if (!g || g.outcome() !== null) {
    g?.free();
    g = new Game({ ruleset, seed: int(1000) });
    const steps = int(25);
    for (let i = 0; i < steps && g.pending(); i++) g.choose(randomChoice(g.pending(), rnd));
    if (!g.pending()) g = new Game({ ruleset, seed: 1 });
    live[ruleset] = g;
  }
  return g;
}

function badChoice(d) {
  const r = int(8);
  if (r === 0) return junkValue();
  if (r === 1) return mutateText(JSON.stringify(randomChoice(d, rnd)));
  if (r === 2) return { ...randomChoice(d, rnd), player: pick([1 - d.player, d.player + 1, 8, -1, "0", null]) };
  if (r === 3) return { type: pick(["dance", "fighters", "play", "discard", "pass", "move", "strike", "continue", "rest", "challenge", "exchange"]), player: d.player, card: "no-such-card", cards: ["no-such-card"], creature: 999, own: 9, opponent: 9 };
  return mutateObject(randomChoice(d, rnd), 1);
}

function* choose(n) {
  for (let i = 0; i < n; i++) {
    yield () => {
      const ruleset = pick(RULESET_NAMES);
      const game = liveGame(ruleset);
      const before = game.snapshot();
      const input = badChoice(game.pending());
      let reason;
      try {
        reason = game.whyNot(input);
      } catch (e) {
        reason = e.message;
      }
      const events = attempt("choose", input, () => game.choose(input), Array.isArray);
      if (events === undefined) {
        assert.equal(game.snapshot(), before, `a refused choice changed the game: ${describe(input)}`);
      } else {
        assert.equal(reason, null, `whyNot refused what choose accepted: ${describe(input)}`);
      }
    };
  }
}

function* whyNot(n) {
  for (let i = 0; i < n; i++) {
    yield () => {
      const game = liveGame(pick(RULESET_NAMES));
      const input = badChoice(game.pending());
      const r = attempt("whyNot", input, () => game.whyNot(input), (r) => r === null || (typeof r === "string" && r.length > 0));
      if (typeof r === "string") reasons++;
    };
  }
}

/** Snapshots and logs of games of each ruleset at a few points. */
function saves() {
  const out = [];
  for (const ruleset of RULESET_NAMES) {
    for (const steps of [0, 7, 30, 10_000]) {
      const g = new Game({ ruleset, seed: steps + 3 });
      for (let i = 0; i < steps && g.pending(); i++) g.choose(randomChoice(g.pending(), rnd));
      out.push({ snapshot: g.snapshot(), log: g.log() });
      g.free();
    }
  }
  return out;
}

function* restore(n, saved) {
  for (let i = 0; i < n; i++) {
    const { snapshot } = pick(saved);
    const r = int(4);
    let input;
    if (r === 0) input = mutateText(snapshot, 1);
    else if (r === 1) {
      // An edit of the state, of the log, or of the whole.
      const v = JSON.parse(snapshot);
      const part = pick(["state", "log", null]);
      input = asText(part ? { ...v, [part]: mutateObject(v[part], 1) } : mutateObject(v, 1));
    } else if (r === 2) {
      const v = JSON.parse(snapshot);
      v.version = pick([0, 2, "1", null, 1.5]);
      input = JSON.stringify(v);
    } else input = snapshot.slice(0, int(snapshot.length));
    yield () => attempt("restore", input, () => Game.restore(input), isGame);
  }
}

function* fromLog(n, saved) {
  for (let i = 0; i < n; i++) {
    const { log } = pick(saved);
    const r = int(5);
    const input = r === 0 ? mutateText(asText(log), 1)
      : r === 1 ? { ...log, setup: pick([{ players: pick([0, 9, 10 ** 9]) }, { decks: ["nope", "x"] }, { squads: ["x"] }, 7, { zzz: 1 }]) }
        : r === 2 ? { ...log, choices: [...log.choices.slice(0, int(log.choices.length + 1)), badChoiceFor(log)] }
          : mutateObject(log, 1);
    yield () => attempt("fromLog", input, () => Game.fromLog(input), isGame);
  }
}

function badChoiceFor(log) {
  const c = log.choices.length ? pick(log.choices) : { type: "pass", player: 0 };
  return pick([{ type: "dance" }, { ...c, player: (c.player ?? 0) + 1 }, mutateObject(c, 1), 7]);
}

/** Bad arguments of every kind to every export, including the wrong `this` and re-entry. */
function* badArguments(n) {
  const scratch = { game: null };
  const fresh = () => {
    if (!scratch.game || scratch.game.outcome() !== null) {
      scratch.game?.free();
      scratch.game = new Game({ ruleset: pick(RULESET_NAMES), seed: int(100) });
    }
    return scratch.game;
  };
  const weird = () => pick([
    undefined, null, NaN, -Infinity, 0n, 2n ** 70n, Symbol("x"), () => "eredan", cyclic(), { length: 2 ** 31 },
    { length: -1 }, { toString() { throw new Error("toString refuses"); } }, new Proxy({}, { get() { throw new Error("proxy"); } }),
    [], {}, "", "\u0000", "x".repeat(int(10_000)), 1.5, -1, 2 ** 53, true, junkValue(),
    { get ruleset() { return resolveScenario("{"); } },
    { get type() { return fresh().pending(); } },
  ]);
  const calls = [
    (a, b) => ["narrate", () => narrate(a, b), (r) => typeof r === "string" && r.length > 0],
    (a) => ["narrate(event, lang)", () => narrate({ seq: 0, rule: "E-SET", kind: "game_started", first_player: 0 }, a), (r) => typeof r === "string"],
    (a) => ["cards", () => cards(a), Array.isArray],
    (a) => ["decks", () => decks(a), (r) => typeof r === "object" && r !== null],
    (a) => ["rulesets", () => rulesets(a), Array.isArray],
    (a) => ["version", () => version(a), (r) => typeof r === "string"],
    (a) => ["resolveScenario", () => resolveScenario(a), isResolution],
    (a) => ["new Game", () => new Game(a), isGame],
    (a) => ["Game.restore", () => Game.restore(a), isGame],
    (a) => ["Game.fromLog", () => Game.fromLog(a), isGame],
    (a) => ["choose", () => fresh().choose(a), Array.isArray],
    (a) => ["whyNot", () => fresh().whyNot(a), (r) => r === null || typeof r === "string"],
    (a, b, c) => ["suggest", () => fresh().suggest(a, b, c), (r) => r === null || typeof r === "object"],
    (a, b) => ["suggest(random, seed, playouts)", () => fresh().suggest("random", a, b), (r) => r === null || typeof r === "object"],
    (a) => ["playRandom", () => fresh().playRandom(a), isOutcome],
    () => ["pending on another this", () => Game.prototype.pending.call({}), () => false],
    () => ["choose on another this", () => Game.prototype.choose.call({ __wbg_ptr: 0 }, { type: "pass" }), () => false],
    (a) => ["state on a freed game", () => { const g = new Game({ ruleset: "eredan" }); g.free(); return g.state(a); }, () => false],
    () => ["a game freed twice", () => { const g = new Game({ ruleset: "berserk" }); g.free(); g.free(); return g.outcome(); }, () => false],
    (a) => ["re-entry from a getter", () => fresh().choose({ get player() { fresh().choose(a); return 0; }, type: "pass" }), Array.isArray],
  ];
  for (let i = 0; i < n; i++) {
    const [name, f, ok] = pick(calls)(weird(), weird(), weird());
    yield () => attempt("badArguments", name, f, ok);
  }
}

// ---------------------------------------------------------------------------------------------

test("100,000 bad inputs to one instance, then it plays a game of each ruleset and resolves the golden scenarios", (t) => {
  assert.equal(Object.values(PLAN).reduce((a, b) => a + b, 0), TOTAL);
  const started = performance.now();
  const saved = saves();
  const generators = [
    ["scenarioText", scenarioText(PLAN.scenarioText)], ["scenarioObject", scenarioObject(PLAN.scenarioObject)],
    ["gameConfig", gameConfig(PLAN.gameConfig)], ["choose", choose(PLAN.choose)], ["whyNot", whyNot(PLAN.whyNot)],
    ["restore", restore(PLAN.restore, saved)], ["fromLog", fromLog(PLAN.fromLog, saved)],
    ["badArguments", badArguments(PLAN.badArguments)],
  ];
  // Interleaved: which kind comes next is drawn at random, so the kinds mix in one stream.
  const ms = {};
  while (generators.length) {
    const i = int(generators.length);
    const [kind, gen] = generators[i];
    const next = gen.next();
    if (next.done) {
      generators.splice(i, 1);
      continue;
    }
    const t0 = performance.now();
    next.value();
    ms[kind] = (ms[kind] ?? 0) + performance.now() - t0;
  }
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  assert.equal(total, TOTAL);
  for (const k of Object.keys(PLAN)) assert.equal(counts[k], PLAN[k], k);
  const seconds = (performance.now() - started) / 1000;
  const lines = Object.keys(PLAN).map((k) =>
    `${k}: ${counts[k]} (${threw[k] ?? 0} threw an Error, ${passed[k] ?? 0} returned${k === "whyNot" ? ` (${reasons} a reason, ${passed[k] - reasons} null: legal)` : ""}; ${(ms[k] / 1000).toFixed(1)} s)`);
  for (const l of lines) t.diagnostic(l);
  t.diagnostic(`total: ${total} bad inputs in ${seconds.toFixed(1)} s, ${messagesSeen} Errors with a message, no RuntimeError`);

  // The live games refused what they had to and are still consistent.
  for (const g of Object.values(live)) {
    const restored = Game.restore(g.snapshot());
    assert.deepStrictEqual(restored.state(), g.state());
    restored.free();
  }

  // The same instance plays a complete valid game of each ruleset...
  for (const ruleset of RULESET_NAMES) {
    const game = new Game({ ruleset, seed: 99 });
    const events = [...game.openingEvents(), ...playOut(game, prng(99))];
    assert.ok(isOutcome(game.outcome()) && game.outcome() !== null, `${ruleset} ends`);
    assert.equal(game.pending(), null);
    assert.ok(events.length > 10 && events.every((e) => typeof narrate(e, "en") === "string"));
    assert.deepStrictEqual(Game.fromLog(game.log()).state(), game.state());
    game.free();
  }
  // ... and resolves every golden scenario to exactly the expected result.
  for (const file of goldenFiles) {
    const text = readFileSync(new URL(file, scenarioDir), "utf8");
    const expected = JSON.parse(readFileSync(new URL(file.replace(".json", ".expected.json"), scenarioDir), "utf8"));
    assert.deepStrictEqual(resolveScenario(text), expected, file);
  }
});
