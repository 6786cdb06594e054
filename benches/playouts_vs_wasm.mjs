// Playouts per second of the strong bot, natively (examples/playouts) and in the npm package's
// wasm in Node (`game.suggest`), on the same positions, in one run. Usage after `make pkg` and
// `cargo build --release --example playouts`: node benches/playouts_vs_wasm.mjs [N] [PLAYOUTS]
import { execFileSync } from "node:child_process";
import { Game } from "../pkg/node.js";

const n = Number(process.argv[2] ?? 40);
const playouts = Number(process.argv[3] ?? 500);

function wasm() {
  const start = performance.now();
  for (let seed = 0; seed < n; seed++) {
    const game = new Game({ ruleset: "eredan", seed });
    game.suggest("strong", seed, playouts);
    game.free();
  }
  return (n * playouts) / ((performance.now() - start) / 1000);
}

function native() {
  const out = execFileSync("target/release/examples/playouts", [String(n), String(playouts)], { encoding: "utf8" });
  return Number(out.match(/([\d.]+) playouts\/s/)[1]);
}

wasm(); // warm-up
const rounds = [];
for (let i = 0; i < 3; i++) rounds.push({ native: native(), wasm: wasm() });
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const nat = median(rounds.map((r) => r.native));
const w = median(rounds.map((r) => r.wasm));
console.log(`strong bot, ${n} decisions × ${playouts} playouts, medians of ${rounds.length} rounds`);
console.log(`native ${nat.toFixed(0)} playouts/s   wasm (Node) ${w.toFixed(0)} playouts/s   wasm/native ${(w / nat).toFixed(2)}`);
