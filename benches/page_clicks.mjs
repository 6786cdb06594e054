// Clicks and seconds a player needs on the game pages, at the default speed (×1), played in
// headless Chromium as a person plays: one Berserk attack (seed 1: the first decision is the
// player's, with a strike) from the first click to the player's next main-phase decision with the
// attack over; one Yummell turn (two seats, the person first; seed 2) from the first decision
// of each of the person's first five turns to the computer's turn; in a Yummell race of four
// where the person plays last (seed 1), the seconds before the person's first decision; and one
// Eredan turn against the computer (seed 1: the person plays first) from the person's first
// decision to their first decision of the next turn. Each is measured watching every
// resolution play, and on a page that has them, with the shortcuts a person in a hurry takes
// ("Skip to the end" ▶▶| whenever a resolution plays, "Fast-forward the computer's turns").
// A page that does not start at ×1 is set to it through its settings (in the settings dialog on
// a page that has one, as today's pages do; in the controls on older pages). The site is served
// as `make play` serves it (`arbiter serve --static`, tests/serve-arbiter.mjs: compressed, cached; the release
// binary, `make server`).
//
//   node benches/page_clicks.mjs [dist folder [label]]      (default: www/dist)
//
// Prints one JSON line per measurement and writes them all to target/page-clicks.json
// (target/page-clicks-<label>.json with a label). ONLY=eredanTurn,berserkAttack (the functions'
// names) runs only those.
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
  await page.waitForSelector("#decision[data-decision]", { timeout: 60_000 });
  // ×1 (650 ms a step), the pages' default: set through the page only if it starts at another speed (no time lost before a measure).
  const speed = page.locator("#speed-slot select, #controls select").first();
  if ((await speed.inputValue()) !== "650") await inSettings(page, () => speed.selectOption("650"));
  return page;
}

/** Does `act` on a control of the page's settings: in the settings dialog, opened then closed, on a page that has one (else in the page). */
async function inSettings(page, act) {
  const dialog = await has(page, "#open-settings");
  if (dialog) await page.click("#open-settings");
  await act();
  if (dialog) await page.click("#close-settings");
}
/** The log's size: its entries (a group of lines is one, folded or not) and its lines (in the groups too). */
const logSize = async (page) => ({ entries: await page.locator("#log > li").count(), lines: await page.locator("#log li:not(.log-group)").count() });
/** What `page`'s log gained since `before` (a `logSize`). */
const logGained = async (page, before) => {
  const now = await logSize(page);
  return { logEntries: now.entries - before.entries, logLines: now.lines - before.lines };
};
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
  const log = await logSize(page);
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
  const result = { what: "Berserk: one attack", hurry, clicks: n.clicks, seconds: (Date.now() - t0) / 1000, windowsShown: windows, ...(await logGained(page, log)) };
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

const EREDAN = ["fighters", "play", "discard"];

/**
 * Takes an Eredan decision as a person playing the simplest way: the first fighter and the first
 * opponent offered; in the play phase the first card of the hand the engine lets them start a play
 * with, played alone (picked on the board's hand then played on the fighter, on a page that offers
 * the play on the board; else picked in the panel's list then "Play"), or nothing when no card can
 * be played alone; the fewest cards the discard asks for. Returns the clicks.
 */
async function eredanChoice(page, kind) {
  if (kind === "fighters") {
    let clicks = 1;
    if (!(await has(page, "#decision [data-opponent]"))) {
      await page.locator("#decision [data-own]").first().click();
      clicks++;
    }
    await page.locator("#decision [data-opponent]").first().click();
    return clicks;
  }
  if (kind === "play") {
    const card = page.locator("#decision .hand-choices button[data-card]:not([disabled])").first();
    if (!(await card.count())) return page.click('#decision [data-action="play-nothing"]').then(() => 1);
    const id = await card.getAttribute("data-card");
    if (await has(page, "#board .hand-view .hand-card[data-index]")) {
      await page.waitForSelector("#board.playing, #board .playing");
      await page.locator(`#board .hand-card.can-play[data-card="${id}"]`).first().click();
      const fighter = page.locator("#board .char.target.ready");
      if (await fighter.count()) return fighter.locator(".stats").click().then(() => 2);
    } else {
      await card.click();
      const one = page.locator('#decision [data-action="play-one"]');
      if (await one.count()) return one.click().then(() => 2);
    }
    return page.click('#decision [data-action="play-nothing"]').then(() => 2);
  }
  const ok = page.locator('[data-action="confirm"]');
  const boxes = page.locator('#decision input[type="checkbox"]');
  let clicks = 1;
  for (let i = 0; (await ok.isDisabled()) && i < (await boxes.count()); i++, clicks++) await boxes.nth(i).check();
  await ok.click();
  return clicks;
}

/** One Eredan turn against the computer (seed 1: the person first), from the person's first decision to their first one of the next turn. */
async function eredanTurn(hurry) {
  const page = await open("/index.html?seed=1&lang=en");
  const person = () => page.waitForFunction((k) => k.includes(document.querySelector("#decision").dataset.decision), EREDAN, { timeout: 120_000 });
  await person();
  const log = await logSize(page);
  const n = { clicks: 0 };
  const kinds = [];
  const t0 = Date.now();
  for (;;) {
    const kind = await decision(page);
    if (EREDAN.includes(kind)) {
      // The person's discard ends their turn: their next decision is of the next turn.
      if (kinds.at(-1)?.startsWith("discard")) break;
      const seen = await shown(page);
      const clicks = await eredanChoice(page, kind);
      kinds.push(`${kind}:${clicks}`);
      n.clicks += clicks;
      await changed(page, seen);
    } else {
      if (kind === "over") break;
      await hurryUp(page, hurry, n);
      if (hurry && (await has(page, '#decision button[data-action="fast-forward"][aria-pressed="false"]'))) {
        await page.click('#decision button[data-action="fast-forward"]');
        n.clicks++;
      }
      await page.waitForTimeout(20);
    }
  }
  const seconds = (Date.now() - t0) / 1000;
  // The game as saved: the turn reached, and every choice made (the same on every build, or the games differ).
  const saved = Game.restore(await savedSnapshot(page, "arbiter-save-eredan"));
  const turn = saved.state().turn;
  const choices = saved.log().choices;
  saved.free();
  const result = { what: "Eredan: one turn against the computer (seed 1)", hurry, clicks: n.clicks, seconds, decisions: kinds.join(" "), turnReached: turn, ...(await logGained(page, log)), choicesMade: choices.length, personsChoices: choices.filter((c) => c.player === 0).map((c) => JSON.stringify(c)), game: hash(JSON.stringify(choices)) };
  await page.context().close();
  return result;
}
/** A short fingerprint of a text (to compare the games of two builds). */
const hash = (s) => [...s].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, 7).toString(16);

const results = [];
const only = process.env.ONLY ? process.env.ONLY.split(",") : null;
for (const run of [berserkAttack, yummellTurn, yummellLast, eredanTurn].filter((f) => !only || only.includes(f.name))) {
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
