// The .wasm's memory (wasm's `memory.buffer.byteLength`, MiB) after 1, 100, 1,000 and 5,000
// whole random games in one instance of an engine, each game's log read and every seventh
// game's opening: what a page that plays game after game holds (docs/npm-package.md).
// Usage: node benches/wasm_memory.mjs [DIR] [RULESET]; DIR is a build of the package
// (default pkg/eredan), RULESET one it plays (default: DIR's last part).
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

const dir = resolve(process.argv[2] ?? "pkg/eredan");
const ruleset = process.argv[3] ?? basename(dir);
const glue = await import(pathToFileURL(resolve(dir, "arbiter.js")).href);
const wasm = glue.initSync({ module: readFileSync(resolve(dir, "arbiter_bg.wasm")) });
let seed = 0;
for (const games of [1, 100, 1000, 5000]) {
  for (; seed < games; seed++) {
    const game = new glue.Game({ ruleset, seed });
    game.playRandom(seed);
    game.log();
    if (seed % 7 === 0) game.opening();
    game.free();
  }
  console.log(`${ruleset}, ${games} games: ${(wasm.memory.buffer.byteLength / 1048576).toFixed(1)} MiB`);
}
