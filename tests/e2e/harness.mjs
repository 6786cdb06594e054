// Shared by the end-to-end tests: the page served from www/dist on a free port, Debian's
// headless Chromium through playwright-core, pages that record console errors, and where
// screenshots go (target/e2e/).
import { mkdirSync } from "node:fs";
import { chromium } from "playwright-core";
import { serve } from "../../www/serve.mjs";

export const out = new URL("../../target/e2e/", import.meta.url);
mkdirSync(out, { recursive: true });

/** The path of screenshot `name`. */
export const shot = (name) => new URL(`${name}.png`, out).pathname;

/** Starts the server and the browser; `stop()` ends both. */
export async function start() {
  const server = await serve(0);
  const base = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  /** Every console error or warning and uncaught exception, on every page opened. */
  const problems = [];
  /** Opens `path` in a new page that reports its problems. */
  async function open(path, viewport = { width: 1280, height: 900 }) {
    const page = await browser.newPage({ viewport });
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") problems.push(`${path}: console ${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`${path}: ${e.message}`));
    await page.goto(base + path);
    return page;
  }
  async function stop() {
    await browser.close();
    server.close();
  }
  return { base, browser, open, problems, stop };
}
