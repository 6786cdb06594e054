// Shared by the end-to-end tests: the pages served from www/dist by `arbiter serve` (the release
// binary, with online play and a store in memory; tests/serve-arbiter.mjs) on a free port, Debian's
// headless Chromium through playwright-core, pages that record console errors, where
// screenshots go (target/e2e/), and what the computer's thinking in the Web Worker did (its
// questions, their times, the main thread's long tasks meanwhile, its choices checked against
// the engine's bots).
import { mkdirSync } from "node:fs";
import assert from "node:assert/strict";
import { test } from "node:test";
import { chromium } from "playwright-core";
import { Game } from "../../pkg/node.js";
import { serveArbiter } from "../serve-arbiter.mjs";

export const out = new URL("../../target/e2e/", import.meta.url);
mkdirSync(out, { recursive: true });

/** The path of screenshot `name`. */
export const shot = (name) => new URL(`${name}.png`, out).pathname;

/** Starts the server and the browser; `stop()` ends both. */
export async function start() {
  const server = await serveArbiter();
  const { base } = server;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  /** Every console error or warning and uncaught exception, on every page opened. */
  const problems = [];
  /** Opens `path` in a new page that reports its problems; `init` ([function, argument]) runs in it before the page's scripts. */
  async function open(path, viewport = { width: 1280, height: 900 }, init = null) {
    // A context of its own (as browser.newPage makes), created explicitly for axe-core.
    const context = await browser.newContext({ viewport });
    if (init) await context.addInitScript(...init);
    const page = await context.newPage();
    page.on("close", () => void context.close().catch(() => {}));
    page.on("console", (m) => {
      if (m.type() === "error" || m.type() === "warning") problems.push(`${path}: console ${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => problems.push(`${path}: ${e.message}`));
    await page.goto(base + path);
    return page;
  }
  async function stop() {
    await browser.close();
    await server.close();
  }
  return { base, browser, open, problems, stop };
}

/**
 * The tests that must run with no other browser on the machine, because they time the page (the
 * main thread's long tasks while the computer thinks, a first frame) or must catch the computer
 * in the middle of its thinking (a new game clicked then): their names match this. A
 * file that has any starts with the line `// e2e: alone`; `make e2e-tests` runs such a file twice,
 * its other tests beside other files (E2E_PHASE=shared, where these are skipped), then these alone
 * (E2E_PHASE=alone, with `--test-name-pattern` of this; a file's "no console errors" test runs in
 * both). Run by hand with no E2E_PHASE, a file runs all its tests.
 */
export const ALONE_TESTS = /no long task|^measure:|^no console errors|^a new game while the computer thinks/;

/** Declares a test that must run alone (its name matches ALONE_TESTS): skipped in the shared phase. */
export function aloneTest(name, fn) {
  assert.match(name, ALONE_TESTS, "a test that runs alone is named so");
  return test(name, { skip: process.env.E2E_PHASE === "shared" && "runs alone (E2E_PHASE=alone)" }, fn);
}

/** Starts recording the main thread's long tasks in `page` (read by `thinking`). */
export function watchLongTasks(page) {
  return page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, end: e.startTime + e.duration, duration: e.duration });
    }).observe({ entryTypes: ["longtask"] });
  });
}

/**
 * The computer's thinking in the Worker host since `since` (a time of the page's clock), from
 * the marks the game page makes of the host's `thinking` messages and the step that follows
 * (www/src/shell/game-page.ts): { id, bot, seed, playouts, start, end, ms } each (`end`
 * Infinity while unanswered), and the long tasks recorded since `watchLongTasks`.
 */
export function thinking(page, since = 0) {
  return page.evaluate((since) => {
    const ends = new Map(performance.getEntriesByName("arbiter-think-end").map((e) => [e.detail.id, e.startTime]));
    const thoughts = performance
      .getEntriesByName("arbiter-think-start")
      .filter((e) => e.startTime >= since)
      .map((e) => {
        const end = ends.get(e.detail.id) ?? Infinity;
        return { ...e.detail, start: e.startTime, end, ms: end - e.startTime };
      });
    return { thoughts, longTasks: window.__longTasks ?? [] };
  }, since);
}

/** The long tasks over `limit` ms that overlap a question to the worker. */
export const longTasksWhileThinking = ({ thoughts, longTasks }, limit = 100) =>
  longTasks.filter((t) => t.duration > limit && thoughts.some(({ start, end }) => t.start < end && t.end > start));

/** Count, median and maximum of the answered questions' times (ms), for the report. */
export function thinkingTimes(thoughts) {
  const ms = thoughts.filter((t) => Number.isFinite(t.ms)).map((t) => t.ms).sort((a, b) => a - b);
  return { count: ms.length, median_ms: Math.round(ms[Math.floor((ms.length - 1) / 2)] ?? 0), max_ms: Math.round(ms.at(-1) ?? 0), playouts: [...new Set(thoughts.map((t) => t.playouts))] };
}

/**
 * Checks the computer's choices in the game of `log` (a page's saved game): the whole log
 * replays (every choice legal), and where the computer asked the worker (`thoughts`) its choice
 * is the engine's bot's for that position, seed and playouts (the worker answered, no fallback).
 * At "medium" and "hard", every computer decision with more than one option was asked of the
 * worker, with the bot of the level. Returns how many choices the computer made and how many
 * it asked the worker.
 */
export function checkComputerChoices(log, isComputer, level, thoughts) {
  Game.fromLog(log).free();
  const bot = { medium: "greedy", hard: "strong" }[level];
  const bySeed = new Map(thoughts.map((t) => [t.seed, t]));
  let made = 0;
  let asked = 0;
  log.choices.forEach((choice, i) => {
    if (!isComputer(choice.player)) return;
    made++;
    const game = Game.fromLog({ ...log, choices: log.choices.slice(0, i) });
    const d = game.pending();
    const several = !Array.isArray(d.options) || d.options.length > 1;
    const t = bySeed.get((i * 7919) % 2 ** 31);
    if (level !== "easy" && several) {
      assert.ok(t, `choice ${i} (${JSON.stringify(choice)}) was asked of the worker`);
      assert.equal(t.bot, bot, `choice ${i}: the ${level} computer is ${bot}`);
    }
    if (t && level !== "easy") {
      asked++;
      assert.deepStrictEqual(choice, game.suggest(t.bot, t.seed, t.playouts), `choice ${i} is the ${t.bot} bot's (seed ${t.seed}, ${t.playouts} playouts)`);
    }
    game.free();
  });
  return { made, asked };
}

/** The snapshot of the game the Worker host of `page` saved under `key` (IndexedDB "arbiter-host", www/src/host/store.ts), or null. */
export function savedSnapshot(page, key) {
  return page.evaluate(
    (k) =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open("arbiter-host", 1);
        open.onupgradeneeded = () => open.result.createObjectStore("games");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction("games").objectStore("games").get(k);
          get.onsuccess = () => resolve(get.result ?? null);
          get.onerror = () => reject(get.error);
        };
      }),
    key,
  );
}

/** The log of the game the Worker host of `page` saved under `key`. */
export async function savedLog(page, key) {
  let snapshot = await savedSnapshot(page, key);
  // A new game's host saves it once its engine is loaded.
  for (let i = 0; snapshot === null && i < 300; i++) {
    await page.waitForTimeout(50);
    snapshot = await savedSnapshot(page, key);
  }
  const game = Game.restore(snapshot);
  const log = game.log();
  game.free();
  return log;
}

/** Opens the game page's settings dialog (the top bar's "Settings"), where the setup controls, the speed and "New game" are. */
export async function openSettings(page) {
  // The button works once the page's script has wired it: a click made before that is clicked
  // again, as a person would, until the dialog opens.
  for (let i = 0; i < 20 && (await page.locator("dialog#settings[open]").count()) === 0; i++) {
    await page.click("#open-settings");
    await page.waitForSelector("dialog#settings[open]", { timeout: 1_000 }).catch(() => {});
  }
  await page.waitForSelector("dialog#settings[open]");
}

/** Clicks "New game" (in the settings dialog), and confirms abandoning the game under way when the page asks. */
export async function clickNewGame(page) {
  await openSettings(page);
  await page.click("#new-game");
  const confirm = page.locator('dialog.confirm-new [data-action="confirm-new-game"]');
  if (await confirm.isVisible().catch(() => false)) await confirm.click();
  // The new game is under way once the host has welcomed the page (and saved the game).
  await page.waitForSelector("#decision[data-decision]", { timeout: 30_000 });
}

/**
 * Runs axe-core on `page` as it is now and fails on any serious or critical violation, naming
 * each rule and the elements at fault. `what` says which page and state.
 */
export async function accessible(page, what) {
  const { AxeBuilder } = await import("@axe-core/playwright");
  // The page as it settles: a fading number (a finite animation) is judged once it has ended.
  await page.evaluate(() =>
    Promise.all(document.getAnimations().filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Infinity)).map((a) => a.finished.catch(() => {}))),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  const bad = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  const describe = bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join("; ")}`);
  assert.deepStrictEqual(describe, [], `${what}: accessibility violations`);
  return violations.length;
}

/**
 * Steps the resolution player `back` times back then `forward` times forward (its controls, as
 * a person clicks them); says whether the board then shows an earlier position than the last.
 */
export async function stepBackAndForth(page, back, forward) {
  const upcoming = () => page.locator("#log li.upcoming").count();
  for (let i = 0; i < back; i++) await page.click('#controls button[aria-label="Step back"]');
  const before = await upcoming();
  for (let i = 0; i < forward; i++) await page.click('#controls button[aria-label="Step forward"]');
  return before > 0;
}

/** Every line of the log is shown (none left "upcoming") and their events follow each other from 0. */
export async function wholeLogShown(page, what) {
  assert.equal(await page.locator("#log li.upcoming").count(), 0, `${what}: no line of the log is hidden`);
  const seqs = await page.$$eval("#log li[data-seqs]", (lis) => lis.flatMap((li) => li.dataset.seqs.split(" ").map(Number)));
  assert.deepStrictEqual(seqs, seqs.map((_, i) => i), `${what}: the log holds every event once, in order`);
}

/**
 * The page is as tall as its content (its last element, the footer, ends it): nothing of the
 * log — its live region above all — hangs below it and makes the page grow with the game.
 */
export async function asTallAsContent(page, what) {
  const { height, foot } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    foot: Math.ceil(document.querySelector("footer").getBoundingClientRect().bottom + scrollY),
  }));
  assert.ok(height <= foot + 2, `${what}: the page is ${height} px tall, its content ends at ${foot} px`);
}

/** The log of the game saved under `key` once it holds more than `count` choices (the Worker host
 *  saves a choice a moment after the page sent it and showed its next panel). */
export async function savedLogAfter(page, key, count) {
  for (let i = 0; i < 300; i++) {
    const log = await savedLog(page, key);
    if ((log.choices?.length ?? 0) > count) return log;
    await page.waitForTimeout(50);
  }
  assert.fail(`the game saved under ${key} holds more than ${count} choices`);
}
