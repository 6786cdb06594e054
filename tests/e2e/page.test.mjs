// e2e: alone, long (its tests that time the page or catch the computer thinking, `aloneTest`, run with no other browser; tests/e2e/harness.mjs)
// End-to-end tests of the page (www/dist, built by `make www`) in Debian's headless Chromium,
// driven by playwright-core: a full game against the computer through the UI (the figures of
// every frame it shows checked against the engine's, tests/e2e/figures.mjs; stepping back then
// choosing leaves the whole log), every page at 1280 and 360 px, the explainer of
// each seed example narrating exactly the engine's events, a bad scenario showing its error,
// hot-seat hand-over, 360 px, no console errors anywhere. Screenshots and measurements go to
// target/e2e/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { Game, resolveScenario, narrate, explainScenario } from "../../pkg/node.js";
import { start, aloneTest, shot, out, savedLog, clickNewGame, openSettings, accessible, stepBackAndForth, wholeLogShown, asTallAsContent } from "./harness.mjs";
import { recordFigures, checkFigures } from "./figures.mjs";
import { pages } from "./persons.mjs";

let env, browser, base, open, problems;

before(async () => {
  env = await start();
  ({ browser, base, open, problems } = env);
});

after(() => env?.stop());

const decision = (page) => page.locator("#decision").getAttribute("data-decision");

/** Plays the human side: always legal, sometimes playing cards, sometimes passing. */
async function act(page, kind, turn) {
  if (kind === "handover") return page.click('[data-action="ready"]');
  if (kind === "fighters") {
    const own = page.locator("#decision [data-own]");
    if ((await page.locator("#decision [data-opponent]").count()) === 0) await own.first().click();
    return page.locator("#decision [data-opponent]").first().click();
  }
  if (kind === "play") {
    const cards = page.locator("#decision [data-card]:not([disabled])");
    const n = await cards.count();
    if (n === 0 || turn % 3 === 0) return page.click('[data-action="play-nothing"]');
    await cards.nth(turn % n).click();
    const second = page.locator("#decision [data-second]");
    if ((await second.count()) > 0) return second.first().click();
    return page.click('[data-action="play-one"]');
  }
  if (kind === "discard") {
    const ok = page.locator('[data-action="confirm"]');
    const boxes = page.locator('#decision input[type="checkbox"]');
    for (let i = 0; (await ok.isDisabled()) && i < (await boxes.count()); i++) await boxes.nth(i).check();
    return ok.click();
  }
}

test("a full game against the computer, played through the page to its end: the figures of every frame are the engine's; stepping back then choosing leaves the whole log", async () => {
  const page = await open("/?speed=0", undefined, [recordFigures, "eredan"]);
  await page.waitForSelector("#decision[data-decision]");
  await page.screenshot({ path: shot("game-start") });
  let steps = 0;
  const checked = new Set();
  let steppedBack = false;
  let stepped = 0;
  for (;;) {
    const kind = await decision(page);
    if (kind === "over") break;
    if (kind === "computer" || kind === "resolving" || kind === null) {
      await page.waitForTimeout(20);
      continue;
    }
    if (steppedBack) {
      await wholeLogShown(page, "Eredan: after stepping back during the discard, then confirming");
      steppedBack = false;
    }
    // The first discard: step back 9 times and forward twice through the last resolution, then confirm.
    if (kind === "discard" && !checked.has("discard")) stepped += steppedBack = await stepBackAndForth(page, 9, 2);
    // Each kind of decision, the first time it is shown, passes axe-core.
    if (!checked.has(kind)) {
      checked.add(kind);
      await accessible(page, `Eredan: a ${kind} decision`);
    }
    const seen = await page.locator("#decision").getAttribute("data-shown");
    await act(page, kind, steps);
    steps++;
    if (steps === 6) await page.screenshot({ path: shot("game-play") });
    await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, seen, { timeout: 20_000 });
    assert.ok(steps < 500, "the game ends");
  }
  const outcome = await page.locator("#outcome").textContent();
  assert.match(outcome, /(wins|Draw)\. Scores: [^–]*\(Player 0\) \d+ – [^–]*\(Player 1\) \d+\./);
  const entries = page.locator("#log li[data-seq][data-rule]");
  assert.ok((await entries.count()) > 50);
  const last = entries.last();
  assert.match(await last.getAttribute("data-rule"), /^E-(WIN|EOT)/);
  // One score order: the end screen's scores are the log's last line's (the engine's), in its order.
  const said = (text) => text.replace(/\(Player \d\)/g, "").match(/Scores\D*(\d+)\D+(\d+)/)?.slice(1).map(Number);
  const over = await page.locator('#log li[data-kind="game_over"] .sentence').textContent();
  assert.ok(said(over), `the log's end of the game says the scores: ${over}`);
  assert.deepStrictEqual(said(outcome), said(over), `the end screen (${outcome}) and the log (${over}) give the scores in one order`);
  await asTallAsContent(page, "Eredan: the game is over");
  await page.screenshot({ path: shot("game-over"), fullPage: true });
  await accessible(page, "Eredan: the game is over");
  await wholeLogShown(page, "Eredan: the game is over");
  assert.equal(stepped, 1, "the player stepped back during the first discard");
  const figures = await checkFigures(page, "eredan", await savedLog(page, "arbiter-save-eredan"));
  console.log(`# eredan: the figures of ${figures.notes} frames checked (${figures.events} events)`);
  assert.ok(figures.events > 50, "frames all through the game were checked");
  // The rule button opens its explanation.
  await entries.first().locator("button.rule").click();
  assert.match(await page.locator("dialog.rule-dialog").textContent(), /E-SET/);
  await accessible(page, "Eredan: a rule's explanation");
  await page.close();
});

test("hot-seat: a secret choice waits behind a hand-over screen", async () => {
  const page = await open("/?speed=0");
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.selectOption("#mode", "hotseat");
  await clickNewGame(page);
  await page.waitForSelector('#decision[data-decision="fighters"]');
  await act(page, "fighters", 0);
  await page.waitForSelector('#decision[data-decision="handover"]');
  assert.equal(await page.locator(".hand-card").count(), 0, "no hand is shown during the hand-over");
  // Nor exported: the view the page holds is the last player's, whose hand the next must not see.
  assert.ok(await page.locator("#export-position").isHidden(), "no 'Export this position' on the hand-over screen");
  await accessible(page, "Eredan: the hand-over screen");
  await page.click('[data-action="ready"]');
  await page.waitForSelector('#decision[data-decision="play"]');
  const held = await page.locator(".hand-card").count();
  assert.ok(held > 0);
  // Once handed over, the position exported is the one this player sees: their hand, no other, no deck.
  await openSettings(page);
  const [builder] = await Promise.all([page.context().waitForEvent("page"), page.click("#export-position")]);
  await builder.waitForSelector('#status[data-state="valid"]', { timeout: 20_000 });
  const { players } = JSON.parse(await builder.locator("#json").inputValue());
  const hands = players.map((p) => p.hand ?? []);
  assert.deepStrictEqual(hands.map((h) => h.length).sort(), [0, held], `one hand exported, the one shown: ${JSON.stringify(hands)}`);
  assert.ok(players.every((p) => !p.deck?.length), "no deck's order is exported");
  await builder.close();
  // The first player plays in secret; behind the next hand-over, the other sees that hand as a
  // number of cards only (one smaller per card chosen, as face down at a table: E-SEE), never its cards.
  await act(page, "play", 1);
  await page.waitForSelector('#decision[data-decision="handover"]');
  await page.click('[data-action="ready"]');
  await page.waitForSelector('#decision[data-decision="play"]');
  const counts = await page.$$eval(".hand-view", (hs) => hs.map((h) => h.textContent));
  const waiting = counts.map((t) => /hand: (\d+) cards?$/.exec(t)).filter(Boolean);
  assert.equal(waiting.length, 1, `one hand is a count: ${counts}`);
  assert.ok(Number(waiting[0][1]) <= held && Number(waiting[0][1]) >= held - 2, `the waiting hand shows ${held} cards or up to two fewer: ${counts}`);
  await page.close();
});

const examples = ["seed000-dague-replaces-parole", "seed000-second-wakizashi", "seed000-wakizashi-replaces-mangevie", "seed004-anazra-vs-mache"];

for (const name of examples) {
  for (const lang of ["en", "fr"]) {
    test(`the explainer narrates exactly the engine's events: ${name} (${lang})`, async () => {
      const page = await open(`/explainer.html?scenario=examples/${name}.json&lang=${lang}&speed=0`);
      await page.waitForSelector('arbiter-explainer[data-state="done"]');
      const shown = await page.$$eval("arbiter-explainer li[data-seq]", (lis) =>
        lis.map((li) => ({ seq: Number(li.dataset.seq), rule: li.dataset.rule, text: li.querySelector(".sentence").textContent })),
      );
      const { events } = resolveScenario(readFileSync(new URL(`../scenarios/${name}.json`, import.meta.url), "utf8"));
      assert.deepStrictEqual(shown, events.map((e) => ({ seq: e.seq, rule: e.rule, text: narrate(e, lang) })));
      if (lang === "en") await page.screenshot({ path: shot(`explainer-${name}`), fullPage: true });
      if (lang === "fr") await accessible(page, `the explainer: ${name}`);
      await page.close();
    });
  }
}

test("the explainer draws the engine's frames: true ATT/DEF from the first frame, PV/ATT/DEF of each event's frame (seed004)", async () => {
  const name = "seed004-anazra-vs-mache";
  const { start, frames, events } = explainScenario(readFileSync(new URL(`../scenarios/${name}.json`, import.meta.url), "utf8"));
  assert.equal(frames.length, events.length);
  /** Each character's PV, ATT and DEF as a frame of the engine has them, as the board writes them. */
  const expected = (state) =>
    state.players.flatMap((p, player) => p.characters.map((c, index) => ({ player, index, pv: `PV ${c.pv}/${c.max_pv}`, att: `ATT ${c.attack}`, def: `DEF ${c.defense}` })));
  const page = await open(`/explainer.html?scenario=examples/${name}.json&speed=0`);
  await page.waitForSelector('arbiter-explainer[data-state="done"]');
  const shown = () =>
    page.$$eval("arbiter-explainer .char", (els) =>
      els
        .map((a) => ({ player: Number(a.dataset.player), index: Number(a.dataset.index), pv: a.querySelector(".pv-text").textContent, att: a.querySelector(".att").textContent, def: a.querySelector(".def").textContent }))
        .sort((x, y) => x.player - y.player || x.index - y.index),
    );
  const [back, , forward] = await page.locator("arbiter-explainer .controls button").all();
  for (let i = 0; i < events.length; i++) await back.click();
  assert.equal(await page.locator("arbiter-explainer li.current").count(), 0, "back at the position before the first event");
  const first = await shown();
  for (const c of first) assert.match(`${c.att} ${c.def}`, /^ATT -?\d+ DEF -?\d+$/, "ATT and DEF are numbers on the first frame");
  assert.deepStrictEqual(first, expected(start), "the first frame is the engine's start");
  for (let i = 0; i < events.length; i++) {
    await forward.click();
    assert.deepStrictEqual(await shown(), expected(frames[i]), `the frame after event ${i} (${events[i].kind})`);
  }
  await page.close();
});

test("a bad scenario shows the engine's error, not a blank box", async () => {
  const page = await open("/explainer.html?scenario=examples/bad-scenario.json");
  await page.waitForSelector('arbiter-explainer[data-state="error"]');
  const message = await page.locator(".explainer-error .error-message").textContent();
  let expected;
  try {
    resolveScenario(readFileSync(new URL("../../www/examples/bad-scenario.json", import.meta.url), "utf8"));
  } catch (e) {
    expected = e.message;
  }
  assert.equal(message, expected);
  assert.match(message, /excalibur/);
  await page.screenshot({ path: shot("explainer-error") });
  const missing = await open("/explainer.html?scenario=examples/no-such-file.json");
  await missing.waitForSelector('arbiter-explainer[data-state="error"]');
  assert.match(await missing.locator(".explainer-error").textContent(), /404/);
  problems.splice(0, problems.length, ...problems.filter((p) => !p.includes("no-such-file") || !p.includes("404")));
  await missing.close();
  await page.close();
});

test("the wiki page embeds the worked examples with one script tag", async () => {
  const page = await open("/examples/wiki.html");
  await page.$$eval("arbiter-explainer", (els) => els.forEach((el) => el.setAttribute("speed", "0")));
  const explainers = page.locator("arbiter-explainer");
  assert.equal(await explainers.count(), 5, "four Eredan examples and one Berserk one written inline");
  // Each plays once it is on screen.
  for (let i = 0; i < 5; i++) {
    await explainers.nth(i).scrollIntoViewIfNeeded();
    await page.waitForFunction((i) => document.querySelectorAll("arbiter-explainer")[i].dataset.state === "done", i);
  }
  assert.ok((await explainers.nth(4).locator("li[data-seq]").first().textContent()).includes("joueur"));
  await page.screenshot({ path: shot("wiki"), fullPage: true });
  await accessible(page, "the wiki page");
  await page.close();
});

test("'Fast-forward' shows the resolution of the player's own choices at once too, not only the computer's", async () => {
  const page = await open("/?seed=4&speed=2000");
  const person = () => page.waitForFunction(() => ["fighters", "play", "discard"].includes(document.querySelector("#decision").dataset.decision), null, { timeout: 60_000 });
  await person();
  await pages.eredan.act(page, await decision(page));
  // Pressed while the player's own choice resolves (or the computer thinks, if that came first).
  const fast = page.locator('#decision [data-action="fast-forward"]');
  await fast.click();
  await person();
  // From the player's next choice on, note how many lines wait to be shown whenever the log
  // changes, until the player is asked again: none, though each step would take 2 s.
  const lines = await page.locator("#log li").count();
  await page.evaluate(() => {
    window.__waiting = [];
    new MutationObserver(() => window.__waiting.push(document.querySelectorAll("#log li.upcoming").length)).observe(document.querySelector("#log"), { childList: true, subtree: true, attributes: true });
  });
  await pages.eredan.act(page, await decision(page));
  await person();
  assert.ok((await page.locator("#log li").count()) > lines, "the choice's resolution is in the log");
  assert.deepStrictEqual([...new Set(await page.evaluate(() => window.__waiting))], [0], "no line of the player's own resolution waited to be played");
  await page.close();
});

test("360 px: the decision takes the focus without scrolling the board out of view", async () => {
  // Seed 1: the player chooses the fighters first.
  const page = await open("/?seed=1&speed=0", { width: 360, height: 740 });
  await page.waitForSelector('#decision[data-decision="fighters"]');
  // A click made by the page's own script (not playwright's, which scrolls to what it clicks):
  // choosing one's fighter draws the opponents to fight and focuses the first of them.
  const after = await page.evaluate(async () => {
    scrollTo(0, 0);
    const shown = document.querySelector("#decision").dataset.shown;
    document.querySelector("#decision [data-own]").click();
    while (document.querySelector("#decision").dataset.shown === shown) await new Promise((r) => setTimeout(r, 10));
    return { y: scrollY, focused: document.activeElement?.closest("#decision") !== null, board: document.querySelector("#board").getBoundingClientRect().top };
  });
  assert.ok(after.focused, "the decision has the focus");
  assert.equal(after.y, 0, "the page did not scroll");
  assert.ok(after.board >= 0, "the board's top is in view");
  await page.close();
});

test("readable at 360 px wide, usable with the keyboard", async () => {
  const page = await open("/?speed=0", { width: 360, height: 740 });
  await page.waitForSelector("#decision[data-decision]");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling at 360 px (overflow ${overflow}px)`);
  await page.screenshot({ path: shot("game-360"), fullPage: true });
  await accessible(page, "Eredan at 360 px");
  // Tab reaches the controls and the decision; Enter acts.
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => document.activeElement?.tagName);
  assert.ok(["BUTTON", "SELECT", "INPUT", "A"].includes(focused));
  await page.close();
});

aloneTest("measure: first explainer frame and download size", async () => {
  const sizes = new Map();
  const page = await browser.newPage();
  page.on("response", async (r) => {
    try {
      sizes.set(r.url(), gzipSync(await r.body(), { level: 9 }).length);
    } catch {}
  });
  await page.goto(`${base}/explainer.html?scenario=examples/seed004-anazra-vs-mache.json`);
  await page.waitForSelector('arbiter-explainer[data-state="ready"], arbiter-explainer[data-state="done"]');
  const firstFrame = await page.evaluate(() => window.__arbiterFirstFrame);
  await page.close();
  const game = await browser.newPage();
  const gameSizes = new Map();
  game.on("response", async (r) => {
    try {
      gameSizes.set(r.url(), gzipSync(await r.body(), { level: 9 }).length);
    } catch {}
  });
  await game.goto(`${base}/`);
  await game.waitForSelector("#decision[data-decision]");
  await game.close();
  const sum = (m) => [...m.values()].reduce((a, b) => a + b, 0);
  const metrics = {
    explainer_first_frame_ms: Math.round(firstFrame),
    explainer_download_gzip_bytes: sum(sizes),
    game_page_download_gzip_bytes: sum(gameSizes),
    files: Object.fromEntries([...gameSizes].map(([u, n]) => [new URL(u).pathname, n])),
  };
  writeFileSync(new URL("metrics.json", out), JSON.stringify(metrics, null, 2));
  console.log(`# e2e metrics: ${JSON.stringify(metrics)}`);
  assert.ok(firstFrame > 0);
});

aloneTest("a new game while the computer thinks: the host of the abandoned game is closed, its answer never played", async () => {
  const page = await open("/?speed=0");
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.selectOption("#difficulty", "hard");
  await clickNewGame(page);
  /** The ids of the questions to the worker not answered yet. */
  const unanswered = () =>
    page.evaluate(() => {
      const ends = new Set(performance.getEntriesByName("arbiter-think-end").map((e) => e.detail.id));
      return performance.getEntriesByName("arbiter-think-start").map((e) => e.detail.id).filter((id) => !ends.has(id));
    });
  let asked = [];
  for (let turn = 0; turn < 400 && asked.length === 0; turn++) {
    const kind = await decision(page);
    if (kind === "computer") asked = await unanswered();
    else if (["fighters", "play", "discard"].includes(kind)) await act(page, kind, turn);
    else await page.waitForTimeout(5);
  }
  // (More than one question may be open: one of the game that "New game" above replaced.)
  assert.ok(asked.length >= 1, "the computer is thinking");
  await clickNewGame(page);
  await page.waitForFunction(
    (ids) => ids.every((id) => performance.getEntriesByName("arbiter-think-end").some((e) => e.detail.id === id)),
    asked,
    { timeout: 30_000 },
  );
  await page.waitForSelector("#decision[data-decision]");
  await page.waitForTimeout(300);
  // The new game's log starts at its own first event, and its save replays: the old answer was not played in it.
  assert.equal(await page.locator("#log li[data-seq]").first().getAttribute("data-seq"), "0");
  const log = await savedLog(page, "arbiter-save-eredan");
  Game.fromLog(log).free();
  await page.close();
});

test("every page at 1280 and 360 px: no sideways scrolling, axe-core clean at 360 px; screenshots", async () => {
  const pages = [
    ["eredan", "/?seed=3&speed=0", "#decision[data-decision]"],
    ["berserk", "/berserk.html?game=skirmish&seed=1&speed=0", '#decision[data-decision="main"]'],
    ["yummell", "/yummell.html?seed=2&seats=hc&speed=0&lang=en", '#decision[data-decision="window"], #decision[data-decision="movement"]'],
    ["catalogue", "/catalogue.html?ruleset=berserk", ".catalogue-entry"],
    ["explainer", "/explainer.html?scenario=examples/berserk-attack.json&speed=0", 'arbiter-explainer[data-state="done"]'],
  ];
  for (const [name, path, ready] of pages) {
    for (const [width, height] of [[1280, 900], [360, 740]]) {
      const page = await open(path, { width, height });
      await page.waitForSelector(ready, { timeout: 60_000 });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 1, `${name} at ${width} px: no sideways scrolling (overflow ${overflow}px)`);
      await page.screenshot({ path: shot(`page-${name}-${width}`), fullPage: width === 360 });
      if (width === 360) await accessible(page, `${name} at 360 px`);
      await page.close();
    }
  }
});

test("no console errors or uncaught exceptions on any page", () => {
  assert.deepStrictEqual(problems, []);
});

aloneTest("the hard computer thinks in a Web Worker: no long task on the main thread meanwhile", async () => {
  const page = await open("/?speed=0");
  await page.waitForSelector("#decision[data-decision]");
  await page.evaluate(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, end: e.startTime + e.duration, duration: e.duration });
    }).observe({ entryTypes: ["longtask"] });
  });
  await openSettings(page);
  await page.selectOption("#difficulty", "hard");
  await clickNewGame(page);
  // Play until the computer has thought several times.
  for (let steps = 0; steps < 60; steps++) {
    const thoughts = await page.evaluate(() => performance.getEntriesByName("arbiter-think-end").length);
    if (thoughts >= 4) break;
    const kind = await decision(page);
    if (kind === "over") break;
    if (kind === "computer" || kind === "resolving" || kind === null) {
      await page.waitForTimeout(30);
      continue;
    }
    const seen = await page.locator("#decision").getAttribute("data-shown");
    await act(page, kind, steps);
    await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, seen, { timeout: 30_000 });
  }
  const { windows, longTasks } = await page.evaluate(() => {
    const starts = performance.getEntriesByName("arbiter-think-start").map((e) => e.startTime);
    const ends = performance.getEntriesByName("arbiter-think-end").map((e) => e.startTime);
    return { windows: starts.map((s, i) => [s, ends[i] ?? Infinity]), longTasks: window.__longTasks };
  });
  assert.ok(windows.length >= 2, "the computer thought");
  const during = longTasks.filter((t) => t.duration > 100 && windows.some(([s, e]) => t.start < e && t.end > s));
  assert.deepStrictEqual(during, [], "no long task over 100 ms while the computer thinks");
  await page.close();
});

test("360 px: at every step of a resolution, no floating number covers a name and nothing overflows", async () => {
  const page = await open("/explainer.html?scenario=examples/seed004-anazra-vs-mache.json&speed=0", { width: 360, height: 740 });
  await page.waitForSelector('arbiter-explainer[data-state="done"]');
  const steps = await page.locator("arbiter-explainer li[data-seq]").count();
  const back = page.locator('arbiter-explainer button[aria-label="Step back"]');
  const forward = page.locator('arbiter-explainer button[aria-label="Step forward"]');
  for (let i = 0; i < steps; i++) await back.click();
  let floats = 0;
  for (let i = 0; i < steps; i++) {
    await forward.click();
    const problems = await page.evaluate(() => {
      const out = [];
      const root = document.querySelector("arbiter-explainer").shadowRoot;
      const boxes = (sel) => [...root.querySelectorAll(sel)].map((e) => ({ e, r: e.getBoundingClientRect() }));
      const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      const names = boxes(".char-name");
      for (const f of boxes(".float")) {
        for (const n of names) if (meet(f.r, n.r)) out.push(`"${f.e.textContent}" covers "${n.e.textContent}"`);
        const card = f.e.closest(".char").getBoundingClientRect();
        if (f.r.left < card.left - 1 || f.r.right > card.right + 1 || f.e.scrollWidth > f.e.clientWidth + 1) out.push(`"${f.e.textContent}" is wider than its card`);
      }
      if (document.documentElement.scrollWidth > window.innerWidth + 1) out.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px)`);
      return { out, floats: root.querySelectorAll(".float").length };
    });
    floats += problems.floats;
    assert.deepStrictEqual(problems.out, [], `step ${i + 1}`);
    if (problems.floats > 0 && floats === problems.floats) await page.screenshot({ path: shot("explainer-360-float") });
  }
  assert.ok(floats > 0, "some steps show floating numbers");
  await page.close();
});

test("cards look like cards: a hand card opens its face, with the engine's rules text in the page's language", async () => {
  const { cards } = await import("../../pkg/node.js");
  for (const lang of ["en", "fr"]) {
    // Seed 1: the person chooses the fighters first (in a play decision, Enter on a card picks it to play).
    const page = await open(`/?seed=1&speed=0&lang=${lang}`);
    // A person's decision: while the computer decides, the hand is drawn again and focus lost.
    await page.waitForSelector('#decision[data-decision="fighters"]');
    const card = page.locator(".hand-card[data-face]").first();
    const id = await card.getAttribute("data-face");
    const def = cards("eredan", lang).find((c) => c.id === id);
    assert.equal(await card.getAttribute("title"), `${def.name} — ${def.text}`, "the tooltip is the engine's text");
    await card.focus();
    // Focused, the card shows enlarged beside it with the engine's text.
    assert.equal(await page.locator("#card-peek .face-text").textContent(), def.text, "the enlarged card is the engine's text");
    await page.keyboard.press("Enter");
    const reader = page.locator("dialog.card-reader[open]");
    await reader.waitFor();
    assert.equal(await reader.locator(".face-name").textContent(), def.name);
    assert.equal(await reader.locator(".face-text").textContent(), def.text);
    assert.doesNotMatch(await reader.textContent(), new RegExp(id), "no internal id on the face");
    if (lang === "fr") {
      await page.screenshot({ path: shot("card-face") });
      await accessible(page, "Eredan: a card face");
    }
    await page.keyboard.press("Escape");
    // A character's name opens its face too.
    await page.locator(".char-name [data-face]").first().click();
    assert.match(await reader.locator(".face-stats").textContent(), /PV \d+ · ATT \d+ · DEF \d+/);
    await page.close();
  }
});
