// Lighthouse (the npm package, pinned in package.json to a version that runs on Node 20) on the
// site's pages as `arbiter serve` sends them, in Lighthouse's default mobile emulation, in
// Debian's Chromium. Used by tests/e2e/lighthouse.test.mjs (accessibility and best practices)
// and by benches/lighthouse.mjs (every category, performance included: a report, never a test).
import { readFileSync } from "node:fs";
import { deflateRawSync } from "node:zlib";
import lighthouse from "lighthouse";
import * as chromeLauncher from "chrome-launcher";

/** A shared game's link (replay.html#log=...): a saved Eredan game of 40 steps, packed as the end screen packs it. */
const sharedLog = deflateRawSync(readFileSync(new URL("saves_v1/eredan-2.log.json", import.meta.url))).toString("base64url");

/** The pages measured: every page a person opens, by the path `arbiter serve` gives it. */
export const PAGES = [
  ["Eredan", "/index.html"],
  ["Berserk", "/berserk.html"],
  ["Yummell", "/yummell.html"],
  ["Explainer", "/explainer.html?scenario=examples/seed004-anazra-vs-mache.json"],
  ["Builder", "/builder.html?ruleset=eredan"],
  ["Catalogue", "/catalogue.html"],
  ["Replay", `/replay.html#log=${sharedLog}`],
];

/** Starts Chromium for Lighthouse: `{ audit(url, categories), close() }`. */
export async function startLighthouse() {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  /**
   * Audits `url`: `{ scores: { category: 0..100 }, failed: [{ category, id, title, items }] }`,
   * `failed` naming every audit that cost a point in the categories asked, and `why`: the
   * performance metrics (ms, CLS unitless), the largest contentful paint's element and the
   * layout shifts' elements with their scores, the longest main-thread tasks, the opportunities' estimated savings.
   */
  async function audit(url, categories) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
    const scores = {};
    const failed = [];
    for (const id of categories) {
      const category = lhr.categories[id];
      scores[id] = Math.round(category.score * 100);
      for (const ref of category.auditRefs) {
        const a = lhr.audits[ref.id];
        if (ref.weight > 0 && a.score !== null && a.score < 1) {
          const items = (a.details?.items ?? []).slice(0, 5).map((i) => i.node?.snippet ?? i.source?.url ?? i.description ?? JSON.stringify(i).slice(0, 160));
          failed.push({ category: id, id: a.id, title: a.title, items });
        }
      }
    }
    const metric = (id) => lhr.audits[id]?.numericValue;
    const nodes = (id) => (lhr.audits[id]?.details?.items ?? []).flatMap((i) => i.items ?? [i]);
    const why = {
      metrics: Object.fromEntries(["first-contentful-paint", "largest-contentful-paint", "speed-index", "total-blocking-time", "cumulative-layout-shift"].map((id) => [id, metric(id)])),
      lcpElement: nodes("largest-contentful-paint-element").map((i) => i.node?.snippet ?? (i.phase && `${i.phase} ${Math.round(i.timing)} ms`)).filter(Boolean),
      layoutShifts: nodes("layout-shifts").map((i) => `${(i.score ?? 0).toFixed(3)} ${i.node?.snippet ?? ""}`.trim()),
      longTasks: (lhr.audits["long-tasks"]?.details?.items ?? []).slice(0, 5).map((i) => `${Math.round(i.startTime)}+${Math.round(i.duration)} ms ${i.url}`),
      opportunities: Object.values(lhr.audits)
        .filter((a) => a.details?.type === "opportunity" && (a.details.overallSavingsMs ?? 0) > 0)
        .map((a) => `${a.id}: ${Math.round(a.details.overallSavingsMs)} ms (${(a.details.items ?? []).slice(0, 3).map((i) => i.url).join(", ")})`),
    };
    return { scores, failed, why };
  }
  return { audit, close: () => chrome.kill() };
}
