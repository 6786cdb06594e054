// Whole random games of one ruleset in several builds of its engine, against the first build
// and against native, in one run: the builds and native alternate round by round and each
// ratio is the median of the per-round ratios, so the comparison holds on a noisy machine.
// For size experiments: build each variant into its own directory (its arbiter.js and
// arbiter_bg.wasm from wasm-bindgen, with the package's entry files copied beside them).
// Usage: node benches/builds_compared.mjs GAMES RULESET DIR...; ROUNDS=n (default 11).
// Needs `cargo build --release --example random_games`.
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { median, native, timed } from "./whole_games.mjs";

const [games, ruleset, ...dirs] = [Number(process.argv[2]), process.argv[3], ...process.argv.slice(4)];
const rounds = Number(process.env.ROUNDS ?? 11);
const engines = await Promise.all(dirs.map((d) => import(pathToFileURL(resolve(d, "node.js")).href)));
const runs = [
  () => native(games, "--ruleset", ruleset),
  ...engines.map((e) => () => timed(e.Game, ruleset, games, (g, seed) => g.playRandom(seed))),
];
runs.forEach((run) => run()); // warm-up: compile and tier up the wasm
const results = Array.from({ length: rounds }, () => runs.map((run) => run()));
console.log(`${ruleset}: ${games} games a round, medians of ${rounds} rounds`);
console.log(`${"native".padEnd(40)} ${median(results.map((r) => r[0])).toFixed(0).padStart(7)} games/s`);
dirs.forEach((d, k) => {
  const of = (i) => median(results.map((r) => r[k + 1] / r[i])).toFixed(2);
  console.log(`${d.padEnd(40)} ${median(results.map((r) => r[k + 1])).toFixed(0).padStart(7)} games/s   /first ${of(1)}   /native ${of(0)}`);
});
