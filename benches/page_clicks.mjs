// Clicks and seconds a player needs on the game pages, at the default speed (×1), played in
// headless Chromium as a person plays: one Berserk attack (seed 1: the first decision is the
// player's, with a strike) from the first click to the player's next main-phase decision with the
// attack over; one Yummell turn (two seats, the person first; seed 2) from the first decision
// of each of the person's first five turns to the computer's turn; and, in a Yummell race of
// four where the person plays last (seed 1), the seconds before the person's first decision. Each is measured watching every
// resolution play, and on a page that has them, with the shortcuts a person in a hurry takes
// ("Skip to the end" ▶▶| whenever a resolution plays, "Fast-forward the computer's turns").
// The site is served as `make play` serves it (`arbiter serve --static`, tests/serve-arbiter.mjs:
// compressed, cached; the release binary, `make server`).
//
//   node benches/page_clicks.mjs [dist folder [label]]      (default: www/dist)
//
// Prints one JSON line per measurement and writes them all to target/page-clicks.json
// (target/page-clicks-<label>.json with a label).
import { mkdirSync, writeFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import { Game } from "../pkg/node.js";
import { serveArbiter } from "../tests/serve-arbiter.mjs";
import { savedSnapshot } from "../tests/e2e/harness.mjs";

const dist = resolve(process.argv[2] ?? fileURLToPath(new URL("../www/dist/", import.meta.url)));
const server = await serveArbiter({ dir: dist });
const { base } = server;
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
});

async function open(path) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(base + path);
  return page;
}
const decision = (page) => page.locator("#decision").getAttribute("data-decision");
const shown = (page) => page.locator("#decision").getAttribute("data-shown");
/** Waits until the decision panel shows something new after `seen`. */
const changed = (page, seen) => page.waitForFunction((s) => document.querySelector("#decision").dataset.shown !== s, seen, { timeout: 120_000 });
const has = async (page, sel) => (await page.locator(sel).count()) > 0;

/** Clicks "Skip to the end" while a resolution plays, if `hurry`; counts the clicks in `n`. */
async function hurryUp(page, hurry, n) {
  if (!hurry || !(await has(page, '#controls button[aria-label="Skip to the end"]')) || !(await has(page, "#log li.upcoming"))) return;
  await page.click('#controls button[aria-label="Skip to the end"]');
  n.clicks++;
}

/** One Berserk attack: the strike of seed 1's first decision, then the person passes at every window the page shows. */
async function berserkAttack(hurry) {
  const page = await open("/berserk.html?seed=1&lang=en");
  await page.waitForSelector('#decision[data-decision="main"]');
  const lines = await page.locator("#log li").count();
  const strike = page.locator('#decision button[data-type="strike"]').first();
  const choice = JSON.parse(await strike.getAttribute("data-choice"));
  const byBoard = await has(page, "#board .bz-actor");
  const n = { clicks: 0 };
  const t0 = Date.now();
  let seen = await shown(page);
  if (byBoard) {
    await page.click(`#board [data-uid="${choice.attacker}"]`);
    await page.click(`#board [data-uid="${choice.target}"]`);
    n.clicks += 2;
  } else {
    await strike.click();
    n.clicks++;
  }
  let windows = 0;
  for (;;) {
    await changed(page, seen);
    seen = await shown(page);
    const kind = await decision(page);
    if (kind === "main" && (await has(page, "#board .bz-attack.idle"))) break;
    if (kind === "priority" || kind === "exchange") {
      windows++;
      await page.locator(`#decision button[data-type="${kind === "exchange" ? "exchange" : "pass"}"]`).first().click();
      n.clicks++;
    } else await hurryUp(page, hurry, n);
  }
  const result = { what: "Berserk: one attack", hurry, clicks: n.clicks, seconds: (Date.now() - t0) / 1000, windowsShown: windows, logLines: (await page.locator("#log li").count()) - lines };
  await page.context().close();
  return result;
}

/** Takes a Yummell decision as a person who goes on at every window: the first movement and challenge card, the discard the page asks for. */
async function yummellChoice(page, kind) {
  if (kind === "window") return page.click('#decision button[data-type="continue"]');
  if (kind === "movement") return page.locator('#decision button[data-type="move"], #decision button[data-choice]').first().click();
  if (kind === "challenge") return page.locator("#decision button[data-choice]").first().click();
  const ok = page.locator('[data-action="confirm"]');
  const boxes = page.locator('#decision input[type="checkbox"]');
  for (let i = 0; (await ok.isDisabled()) && i < (await boxes.count()); i++) await boxes.nth(i).check();
  return ok.click();
}

/**
 * The person's first five turns of a two-seat race where they play first (seed 2), each from
 * its first decision to the computer's turn (or to the next round, when the person plays last
 * of one round and first of the next).
 */
async function yummellTurn(hurry) {
  const page = await open("/yummell.html?seed=2&seats=hc&lang=en");
  const person = () => page.waitForFunction(() => ["window", "movement", "challenge", "discard", "over"].includes(document.querySelector("#decision").dataset.decision), null, { timeout: 60_000 });
  const turns = [];
  const round = () => page.locator("#board .y-round").textContent();
  for (let turn = 0; turn < 5; turn++) {
    await person();
    if ((await decision(page)) === "over") break;
    const n = { clicks: 0 };
    const t0 = Date.now();
    const kinds = [];
    const started = await round();
    for (;;) {
      const kind = await decision(page);
      if (kind === "computer" || kind === "over") break;
      if (kinds.length && ["window", "movement"].includes(kind) && (await round()) !== started) break;
      const seen = await shown(page);
      if (["window", "movement", "challenge", "discard"].includes(kind)) {
        kinds.push(kind);
        await yummellChoice(page, kind);
        n.clicks++;
        await changed(page, seen);
      } else {
        await hurryUp(page, hurry, n);
        await page.waitForTimeout(20);
      }
    }
    turns.push({ clicks: n.clicks, seconds: (Date.now() - t0) / 1000, decisions: kinds.join(" ") });
  }
  const sum = (k) => Math.round(turns.reduce((a, t) => a + t[k], 0) * 1000) / 1000;
  // The windows the person went on from, as the saved game has them, against those the page showed: the rest it passed by itself.
  const saved = Game.restore(await savedSnapshot(page, "arbiter-save-yummell"));
  const wentOn = saved.log().choices.filter((c) => c.player === 0 && c.type === "continue").length;
  saved.free();
  const shownWindows = turns.reduce((a, t) => a + t.decisions.split(" ").filter((k) => k === "window").length, 0);
  const result = { what: "Yummell: one turn (the person's first five)", hurry, clicks: sum("clicks"), seconds: sum("seconds"), windowsShown: shownWindows, windowsPassedByThePage: wentOn - shownWindows, turns };
  await page.context().close();
  return result;
}

/** A race of four where the person plays last (seed 1): seconds from the page ready to their first decision. */
async function yummellLast(hurry) {
  const page = await open("/yummell.html?seed=1&seats=hccc&lang=en");
  await page.waitForSelector("#decision[data-decision]", { timeout: 60_000 });
  const t0 = Date.now();
  const n = { clicks: 0 };
  for (;;) {
    const kind = await decision(page);
    if (["window", "movement", "challenge", "discard"].includes(kind)) break;
    if (hurry && (await has(page, '#decision button[data-action="fast-forward"][aria-pressed="false"]'))) {
      await page.click('#decision button[data-action="fast-forward"]');
      n.clicks++;
    }
    await page.waitForTimeout(20);
  }
  const result = { what: "Yummell: the person plays last of four, until their first decision", hurry, clicks: n.clicks, seconds: (Date.now() - t0) / 1000 };
  await page.context().close();
  return result;
}

const results = [];
for (const run of [berserkAttack, yummellTurn, yummellLast]) {
  for (const hurry of [false, true]) {
    const r = await run(hurry);
    console.log(JSON.stringify(r));
    results.push(r);
  }
}
const target = fileURLToPath(new URL("../target/", import.meta.url));
mkdirSync(target, { recursive: true });
const name = `page-clicks${process.argv[3] ? `-${process.argv[3]}` : ""}.json`;
writeFileSync(`${target}${name}`, JSON.stringify({ dist, results }, null, 2));
await browser.close();
await server.close();
