// Full random games per second, per ruleset: natively (examples/random_games --ruleset R,
// which starts and plays out each game exactly as the JS binding does), and in wasm with the
// game loop inside the engine (`new Game({ ruleset, seed })` + `game.playRandom(seed)`), in
// each build that has the ruleset: the whole engine (pkg/) and the ruleset's own (pkg/<R>/).
// Every ruleset is also driven decision by decision from JS by a generic loop, one option
// index at a time (`optionCount` / `choose(index, { events: false })`: numbers alone cross);
// Eredan also as a page does (`pending` / `choose(option)`, every decision and event crossing
// as objects), and compared with the bare game loop natively (`--new-each`: the same games
// without the session's opening events and frames). Measured in one run, rounds alternating, so the ratios hold on a noisy
// machine. `make bench-wasm` builds everything first.
// Usage: node benches/wasm_vs_native.mjs [GAMES] [RULESET...]; PKG=dir (default pkg) measures
// the package built elsewhere (e.g. with other size settings).
import { prng, playOut, playOutByIndex } from "../tests/js/random.mjs";
import { median, native as nativeGames, timed as timedGames } from "./whole_games.mjs";

const games = Number(process.argv[2] ?? 2000);
const rulesets = process.argv.length > 3 ? process.argv.slice(3) : ["eredan", "berserk", "yummell"];
const dir = `../${process.env.PKG ?? "pkg"}`;
const whole = await import(`${dir}/node.js`);
const own = Object.fromEntries(await Promise.all(rulesets.map(async (r) => [r, await import(`${dir}/${r}/node.js`)])));
const timed = (Game, ruleset, play) => timedGames(Game, ruleset, games, play);
const native = (...args) => nativeGames(games, ...args);

// Each measurement: its name, a function giving games per second, and the native run it is
// compared with.
const runs = [];
for (const r of rulesets) {
  const base = `${r} native`;
  runs.push([base, () => native("--ruleset", r)]);
  runs.push([`${r} wasm, whole engine`, () => timed(whole.Game, r, (g, seed) => g.playRandom(seed)), base]);
  runs.push([`${r} wasm, ${r} only`, () => timed(own[r].Game, r, (g, seed) => g.playRandom(seed)), base]);
  runs.push([`${r} wasm, generic JS loop (index)`, () => timed(whole.Game, r, (g, seed) => playOutByIndex(g, prng(seed))), base]);
  if (r === "eredan") {
    runs.push([`${r} wasm, JS loop (objects, events)`, () => timed(whole.Game, r, (g, seed) => playOut(g, prng(seed))), base]);
    runs.push([`${r} native, bare game loop`, () => native("--new-each"), base]);
  }
}
for (const [, run] of runs) run(); // warm-up: compile and tier up the wasm
const rounds = [];
for (let i = 0; i < 5; i++) rounds.push(runs.map(([, run]) => run()));
console.log(`${games} games a round, medians of ${rounds.length} rounds (games per second, one core)`);
runs.forEach(([name, , base], k) => {
  const n = runs.findIndex(([other]) => other === base);
  const perSecond = median(rounds.map((round) => round[k]));
  const ratio = base ? `   /native ${median(rounds.map((round) => round[k] / round[n])).toFixed(2)}` : "";
  console.log(`${name.padEnd(40)} ${perSecond.toFixed(0).padStart(7)}${ratio}`);
});
