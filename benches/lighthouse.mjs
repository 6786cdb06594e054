// Lighthouse's four category scores for every page, mobile emulation (its default: a mid-range
// phone, 4× CPU slowdown, slow 4G), as `arbiter serve` sends the built site (`make www` first).
//   node benches/lighthouse.mjs [RUNS]     (default 3 runs a page; the median is printed)
// A report, not a test: performance depends on what else the machine is doing.
import { serveArbiter } from "../tests/serve-arbiter.mjs";
import { PAGES, startLighthouse } from "../tests/lighthouse.mjs";

const runs = Number(process.argv[2] ?? 3);
const categories = ["performance", "accessibility", "best-practices", "seo"];
const server = await serveArbiter();
const lh = await startLighthouse();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  console.log(`| page | ${categories.join(" | ")} |`);
  console.log(`|---|${categories.map(() => "---").join("|")}|`);
  for (const [name, path] of PAGES) {
    const all = [];
    for (let i = 0; i < runs; i++) all.push((await lh.audit(server.base + path, categories)).scores);
    const cells = categories.map((c) => {
      const xs = all.map((s) => s[c]);
      return runs > 1 ? `${median(xs)} (${Math.min(...xs)}–${Math.max(...xs)})` : `${xs[0]}`;
    });
    console.log(`| ${name} | ${cells.join(" | ")} |`);
  }
} finally {
  await lh.close();
  await server.close();
}
