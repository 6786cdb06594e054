// The package's size goal (docs/npm-package.md): every engine of one ruleset, its .wasm plus
// its glue gzipped with `gzip -9`, is at most 150 KiB, so that a page or a wiki's explainer
// that uses one ruleset loads no more. Checked on the package `make pkg` built; each engine's
// headroom under the limit is printed (a `# headroom` line of `make test`'s output).
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const LIMIT = 150 * 1024;
const gzipped = (file) => execFileSync("gzip", ["-9c", fileURLToPath(file)], { maxBuffer: 1 << 26 }).length;

for (const ruleset of ["eredan", "berserk", "yummell"]) {
  for (const entry of [`${ruleset}/`, `${ruleset}/scenarios/`]) {
    test(`arbiter-engine/${entry.slice(0, -1)} is at most 150 KiB gzipped`, () => {
      const dir = new URL(`../../pkg/${entry}`, import.meta.url);
      const bytes = gzipped(new URL("arbiter_bg.wasm", dir)) + gzipped(new URL("arbiter.js", dir));
      const kib = (n) => (n / 1024).toFixed(1);
      console.log(`headroom arbiter-engine/${entry.slice(0, -1)}: ${kib(bytes)} KiB gzipped, ${kib(LIMIT - bytes)} KiB under 150`);
      assert.ok(bytes <= LIMIT, `${bytes} bytes, ${bytes - LIMIT} over`);
    });
  }
}
