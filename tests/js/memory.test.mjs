// The .wasm's allocator (the standard library's, dlmalloc) reuses freed blocks and never gives
// memory back: a page that plays game after game must still reach a steady size. Each engine
// of the package plays 400 whole games (with their logs and openings read, and a refused
// choice), and its memory after them is at most a little more than after the first 50.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";

const MiB = 1024 * 1024;

for (const dir of ["", "eredan/", "berserk/", "yummell/"]) {
  for (const ruleset of dir ? [dir.slice(0, -1)] : ["eredan", "berserk", "yummell"]) {
    test(`pkg/${dir}: memory stays steady over ${ruleset} games`, async () => {
      const url = new URL(`../../pkg/${dir}`, import.meta.url);
      // A fresh instance of the engine, so that its memory is this test's alone.
      const glue = await import(new URL(`arbiter.js?memory-${ruleset}`, url));
      const wasm = glue.initSync({ module: readFileSync(new URL("arbiter_bg.wasm", url)) });
      const play = (from, to) => {
        for (let seed = from; seed < to; seed++) {
          const game = new glue.Game({ ruleset, seed });
          assert.throws(() => game.choose({ nonsense: true }));
          game.playRandom(seed);
          game.log();
          if (seed % 10 === 0) game.opening();
          game.free();
        }
      };
      play(0, 50);
      const early = wasm.memory.buffer.byteLength;
      play(50, 400);
      const late = wasm.memory.buffer.byteLength;
      assert.ok(late <= early + MiB / 2, `${(early / MiB).toFixed(1)} MiB after 50 games, ${(late / MiB).toFixed(1)} after 400`);
      assert.ok(late <= 8 * MiB, `${(late / MiB).toFixed(1)} MiB`);
    });
  }
}
