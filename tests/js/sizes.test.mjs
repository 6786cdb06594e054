// The package's size budget (docs/npm-package.md): every engine of one ruleset, its .wasm (its
// card data included) plus its glue gzipped with `gzip -9`, is at most 300 KiB (Berserk's, which
// plays the printed set's abilities and holds the table of local games, 480 KiB: docs/npm-package.md#sizes-and-speed), so that a page or a wiki's explainer that uses
// one ruleset loads no more. Checked on the package `make pkg`
// built; each engine's size, and the whole engine's (which has no budget), is printed (a
// `# size` line of `make test`'s output). The budget is measured, never a reason to shape code.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const KIB = { eredan: 300, berserk: 480, yummell: 300 };
const gzipped = (file) => execFileSync("gzip", ["-9c", fileURLToPath(file)], { maxBuffer: 1 << 26 }).length;

for (const ruleset of ["eredan", "berserk", "yummell"]) {
  for (const entry of [`${ruleset}/`, `${ruleset}/scenarios/`]) {
    const LIMIT = KIB[ruleset] * 1024;
    test(`arbiter-engine/${entry.slice(0, -1)} is at most ${KIB[ruleset]} KiB gzipped`, () => {
      const dir = new URL(`../../pkg/${entry}`, import.meta.url);
      const bytes = gzipped(new URL("arbiter_bg.wasm", dir)) + gzipped(new URL("arbiter.js", dir));
      const kib = (n) => (n / 1024).toFixed(1);
      console.log(`size arbiter-engine/${entry.slice(0, -1)}: ${bytes} bytes (${kib(bytes)} KiB) gzipped, ${kib(LIMIT - bytes)} KiB under ${KIB[ruleset]}`);
      assert.ok(bytes <= LIMIT, `${bytes} bytes, ${bytes - LIMIT} over`);
    });
  }
}

test("the whole engine's size is printed (no budget)", () => {
  const dir = new URL("../../pkg/", import.meta.url);
  const bytes = gzipped(new URL("arbiter_bg.wasm", dir)) + gzipped(new URL("arbiter.js", dir));
  console.log(`size arbiter-engine: ${bytes} bytes (${(bytes / 1024).toFixed(1)} KiB) gzipped`);
  assert.ok(bytes > 0);
});
