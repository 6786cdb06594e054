// Full random games per second, per ruleset: natively (examples/random_games --ruleset R,
// which starts and plays out each game exactly as the JS binding does), and in wasm with the
// game loop inside the engine (`new Game({ ruleset, seed })` + `game.playRandom(seed)`), in
// each build that has the ruleset: the whole engine (pkg/) and the ruleset's own (pkg/<R>/).
// Eredan is also driven decision by decision from JS (`pending` / `choose`, every event
// crossing to JS), and compared with the bare game loop natively (`--new-each`: the same
// games without the session's opening events and frames). Measured in one run, rounds alternating, so the ratios hold on a noisy
// machine. `make bench-wasm` builds everything first.
// Usage: node benches/wasm_vs_native.mjs [GAMES] [RULESET...]; PKG=dir (default pkg) measures
// the package built elsewhere (e.g. with other size settings).
import { execFileSync } from "node:child_process";
import { prng, playOut } from "../tests/js/random.mjs";

const games = Number(process.argv[2] ?? 2000);
const rulesets = process.argv.length > 3 ? process.argv.slice(3) : ["eredan", "berserk", "yummell"];
const dir = `../${process.env.PKG ?? "pkg"}`;
const whole = await import(`${dir}/node.js`);
const own = Object.fromEntries(await Promise.all(rulesets.map(async (r) => [r, await import(`${dir}/${r}/node.js`)])));

function timed(Game, ruleset, play) {
  const start = performance.now();
  for (let seed = 0; seed < games; seed++) {
    const game = new Game({ ruleset, seed });
    play(game, seed);
    game.free();
  }
  return games / ((performance.now() - start) / 1000);
}

function native(...args) {
  const out = execFileSync("target/release/examples/random_games", [String(games), ...args], { encoding: "utf8" });
  const [, secs] = out.match(/games, (?:\d+ turns, )?([\d.]+) s/);
  return games / Number(secs);
}

// Each measurement: its name, a function giving games per second, and the native run it is
// compared with.
const runs = [];
for (const r of rulesets) {
  const base = `${r} native`;
  runs.push([base, () => native("--ruleset", r)]);
  runs.push([`${r} wasm, whole engine`, () => timed(whole.Game, r, (g, seed) => g.playRandom(seed)), base]);
  runs.push([`${r} wasm, ${r} only`, () => timed(own[r].Game, r, (g, seed) => g.playRandom(seed)), base]);
  if (r === "eredan") {
    runs.push([`${r} wasm, every decision from JS`, () => timed(whole.Game, r, (g, seed) => playOut(g, prng(seed))), base]);
    runs.push([`${r} native, bare game loop`, () => native("--new-each"), base]);
  }
}
for (const [, run] of runs) run(); // warm-up: compile and tier up the wasm
const rounds = [];
for (let i = 0; i < 5; i++) rounds.push(runs.map(([, run]) => run()));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`${games} games a round, medians of ${rounds.length} rounds (games per second, one core)`);
runs.forEach(([name, , base], k) => {
  const n = runs.findIndex(([other]) => other === base);
  const perSecond = median(rounds.map((round) => round[k]));
  const ratio = base ? `   /native ${median(rounds.map((round) => round[k] / round[n])).toFixed(2)}` : "";
  console.log(`${name.padEnd(36)} ${perSecond.toFixed(0).padStart(7)}${ratio}`);
});
