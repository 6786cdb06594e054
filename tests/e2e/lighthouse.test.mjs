// Lighthouse's accessibility and best-practices audits on every page, mobile emulation: each
// must score 100. Performance is reported by `node benches/lighthouse.mjs`, not tested (a
// timing on a shared machine).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { serveArbiter } from "../serve-arbiter.mjs";
import { PAGES, startLighthouse } from "../lighthouse.mjs";

let server;
let lh;
before(async () => {
  server = await serveArbiter();
  lh = await startLighthouse();
});
after(async () => {
  await lh?.close();
  await server?.close();
});

for (const [name, path] of PAGES) {
  test(`Lighthouse, mobile: ${name} scores 100 in accessibility and best practices`, async () => {
    const { scores, failed } = await lh.audit(server.base + path, ["accessibility", "best-practices"]);
    const why = failed.map((f) => `${f.category}/${f.id}: ${f.title}${f.items.length ? ` (${f.items.join("; ")})` : ""}`).join("\n");
    assert.deepStrictEqual(scores, { accessibility: 100, "best-practices": 100 }, why);
  });
}
