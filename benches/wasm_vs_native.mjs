// Full random Eredan games per second: natively (examples/random_games --new-each), in the
// npm package's wasm with the game loop inside the engine (`game.playRandom`), and driven
// decision by decision from JS (`pending` / `choose`, every event crossing to JS). Measured in
// one run, rounds alternating, so the ratios hold on a noisy machine. `make bench-wasm` builds
// both first. Usage: node benches/wasm_vs_native.mjs [GAMES]
import { execFileSync } from "node:child_process";
import { Game } from "../pkg/node.js";
import { prng, playOut } from "../tests/js/random.mjs";

const games = Number(process.argv[2] ?? 2000);

function timed(play) {
  let turns = 0;
  const start = performance.now();
  for (let seed = 0; seed < games; seed++) {
    const game = new Game({ ruleset: "eredan", seed });
    play(game, seed);
    turns += game.state().turn;
    game.free();
  }
  const secs = (performance.now() - start) / 1000;
  return { games: games / secs, turns: turns / secs };
}

const wasm = () => timed((game, seed) => game.playRandom(seed));
const js = () => timed((game, seed) => playOut(game, prng(seed)));

function native() {
  const out = execFileSync("target/release/examples/random_games", [String(games), "--new-each"], { encoding: "utf8" });
  const [, n, turns, secs] = out.match(/(\d+) games, (\d+) turns, ([\d.]+) s/);
  return { games: Number(n) / Number(secs), turns: Number(turns) / Number(secs) };
}

wasm(); // warm-up: compile and tier up the wasm
js();
const rounds = [];
for (let i = 0; i < 5; i++) rounds.push({ native: native(), wasm: wasm(), js: js() });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const col = (k) => median(rounds.map((r) => r[k].games));
const ratio = (k) => median(rounds.map((r) => r[k].games / r.native.games));
console.log(`${games} games a round, medians of ${rounds.length} rounds (games per second, one core)`);
console.log(`native                         ${col("native").toFixed(0).padStart(7)}`);
console.log(`wasm, game loop in the engine  ${col("wasm").toFixed(0).padStart(7)}   wasm/native ${ratio("wasm").toFixed(2)}`);
console.log(`wasm, every decision from JS   ${col("js").toFixed(0).padStart(7)}   wasm/native ${ratio("js").toFixed(3)}`);
