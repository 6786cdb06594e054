// The two crossings of the JS boundary, measured in one run: values leaving the engine as JSON
// text that JS parses (pkg/, the package) and as JS objects built by serde-wasm-bindgen
// (target/pkg-js-values/, `make pkg-js-values`: the same engines with the Cargo feature
// `js-values`). Inputs are JSON text in both. Per ruleset, with the whole engine:
//   decisions from JS  new Game + a loop pending() -> choose(random option), every event a JS
//                      object, against native whole games (examples/random_games --ruleset R)
//                      and native decision by decision with the JSON written (--decisions)
//   JSON.parse alone   the same games' decisions and events as JSON text (captured first),
//                      only parsed: what building those JS objects costs at the least
//   whole games        new Game + playRandom(seed), against native whole games
// then resolveScenario and explainScenario on the golden scenarios (tests/scenarios/), and the
// size of .wasm + glue gzipped for every build. Rounds alternate (medians of 5), so the ratios
// hold on a noisy machine. `make bench-wasm` builds everything first.
// Usage: node benches/crossing.mjs [GAMES]
import { execFileSync } from "node:child_process";
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { prng, randomChoice } from "../tests/js/random.mjs";

const games = Number(process.argv[2] ?? 300);
const rulesets = ["eredan", "berserk", "yummell"];
const builds = { json: "../pkg", "js values": "../target/pkg-js-values" };
const engines = Object.fromEntries(
  await Promise.all(Object.entries(builds).map(async ([name, dir]) => [name, await import(`${dir}/node.js`)])),
);

/** Calls per second of `run(i)` for i in 0..n. */
function rate(n, run) {
  const start = performance.now();
  for (let i = 0; i < n; i++) run(i);
  return n / ((performance.now() - start) / 1000);
}

function native(ruleset, ...flags) {
  const out = execFileSync("target/release/examples/random_games", [String(games * 10), "--ruleset", ruleset, ...flags], {
    encoding: "utf8",
  });
  return (games * 10) / Number(out.match(/games, ([\d.]+) s/)[1]);
}

function decisionsFromJs({ Game }, ruleset) {
  return rate(games, (seed) => {
    const game = new Game({ ruleset, seed });
    const rnd = prng(seed);
    let events = 0;
    for (let d = game.pending(); d; d = game.pending()) events += game.choose(randomChoice(d, rnd)).length;
    game.free();
    return events;
  });
}

/** Every decision's and every choice's events' JSON text of the games decisionsFromJs plays. */
function texts({ Game }, ruleset) {
  return Array.from({ length: games }, (_, seed) => {
    const game = new Game({ ruleset, seed });
    const rnd = prng(seed);
    const out = [];
    for (let d = game.pending(); d; d = game.pending()) {
      out.push(JSON.stringify(d), JSON.stringify(game.choose(randomChoice(d, rnd))));
    }
    game.free();
    return out;
  });
}
const captured = Object.fromEntries(rulesets.map((r) => [r, texts(engines.json, r)]));
const parseAlone = (ruleset) => rate(games, (seed) => captured[ruleset][seed].forEach((t) => JSON.parse(t)));

function wholeGames({ Game }, ruleset) {
  return rate(games * 10, (seed) => {
    const game = new Game({ ruleset, seed });
    game.playRandom(seed);
    game.free();
  });
}

const scenarioDir = new URL("../tests/scenarios/", import.meta.url);
const scenarios = readdirSync(scenarioDir)
  .filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"))
  .map((f) => JSON.parse(readFileSync(new URL(f, scenarioDir), "utf8")));
const scenarioCalls = (call) => rate(200, (i) => call(scenarios[i % scenarios.length]));

// Each row: its name, then a function per column (the native baseline first where there is one).
const rows = [];
for (const r of rulesets) {
  rows.push([`${r}: decisions from JS, games/s`, () => native(r), (e) => decisionsFromJs(e, r), () => native(r, "--decisions")]);
  rows.push([`${r}: JSON.parse alone of those games' texts, games/s`, () => native(r), (e) => (e === engines.json ? parseAlone(r) : NaN)]);
  rows.push([`${r}: whole games (playRandom), games/s`, () => native(r), (e) => wholeGames(e, r)]);
}
rows.push(["resolveScenario, calls/s", null, (e) => scenarioCalls(e.resolveScenario)]);
rows.push(["explainScenario, calls/s", null, (e) => scenarioCalls(e.explainScenario)]);

/** One round: every row, every column. */
function round() {
  return rows.map(([, base, measure, ceiling]) => ({
    base: base?.(),
    ...Object.fromEntries(Object.entries(engines).map(([name, e]) => [name, measure(e)])),
    ceiling: ceiling?.(),
  }));
}
round(); // warm-up: compile and tier up the wasm
const rounds = Array.from({ length: 5 }, round);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const fmt = (x) => x.toFixed(0);
const ratio = (k, name) => median(rounds.map((rd) => rd[k][name] / rd[k].base)).toFixed(3);

console.log(`${games} games a round (whole games ${games * 10}), medians of ${rounds.length} rounds, one core`);
console.log("| call | native | JSON | JS values | JSON/native | JS values/native | native, decisions as JSON/native |");
console.log("|---|---|---|---|---|---|---|");
rows.forEach(([name, base, , ceiling], k) => {
  const m = (col) => median(rounds.map((rd) => rd[k][col]));
  const cells = [name, base ? fmt(m("base")) : "", ...Object.keys(engines).map((n) => fmt(m(n)))];
  if (base) cells.push(...Object.keys(engines).map((n) => ratio(k, n)));
  else cells.push("", "");
  cells.push(ceiling ? median(rounds.map((rd) => rd[k].ceiling / rd[k].base)).toFixed(3) : "");
  console.log(`| ${cells.join(" | ")} |`);
});

console.log("\n| build | JSON: .wasm + glue gzip (bytes) | JS values: .wasm + glue gzip (bytes) |");
console.log("|---|---|---|");
for (const sub of ["", ...rulesets]) {
  const size = (dir) =>
    ["arbiter_bg.wasm", "arbiter.js"]
      .map((f) => gzipSync(readFileSync(new URL(`${dir}/${sub}/${f}`, import.meta.url)), { level: 9 }).length)
      .reduce((a, b) => a + b);
  console.log(`| ${sub || "whole engine"} | ${Object.values(builds).map((d) => size(d).toLocaleString("en")).join(" | ")} |`);
}
