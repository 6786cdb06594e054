// Lighthouse's four category scores for every page, mobile emulation (its default: a mid-range
// phone, 4× CPU slowdown, slow 4G), as `arbiter serve` sends the built site (`make www` first).
//   node benches/lighthouse.mjs [RUNS] [--why] [PAGE...]   (default 3 runs a page; the median is printed)
// --why prints (to stderr), after each run, the performance metrics, the largest contentful
// paint's element and phases, the layout shifts' elements, the opportunities and the audits that
// cost points. PAGE names limit the run to those pages (Eredan, Replay, ...: the table's names).
// A report, not a test: performance depends on what else the machine is doing.
import { serveArbiter } from "../tests/serve-arbiter.mjs";
import { PAGES, startLighthouse } from "../tests/lighthouse.mjs";

const args = process.argv.slice(2);
const why = args.includes("--why");
const runs = Number(args.find((a) => /^\d+$/.test(a)) ?? 3);
const only = args.filter((a) => a !== "--why" && !/^\d+$/.test(a));
const categories = ["performance", "accessibility", "best-practices", "seo"];
const server = await serveArbiter();
const lh = await startLighthouse();
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
try {
  console.log(`| page | ${categories.join(" | ")} |`);
  console.log(`|---|${categories.map(() => "---").join("|")}|`);
  for (const [name, path] of PAGES) {
    if (only.length > 0 && !only.includes(name)) continue;
    const all = [];
    for (let i = 0; i < runs; i++) {
      const result = await lh.audit(server.base + path, categories);
      all.push(result.scores);
      if (why) console.error(JSON.stringify({ page: name, run: i + 1, scores: result.scores, ...result.why, failed: result.failed.map((f) => `${f.id}: ${f.items.join(" | ")}`) }, null, 1));
    }
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
