// e2e: alone, long (its tests that time the page, `aloneTest`: the main thread's long tasks while the computer thinks, run with no other browser; tests/e2e/harness.mjs)
// End-to-end tests of the Yummell page (www/dist) in headless Chromium: a full race with one
// human seat and three computer seats played through the page to its end (the figures of every
// frame checked against the engine's; stepping back then choosing leaves the whole log; no window
// with nothing to do shown, unless the setting "stop at every window" asks), action buttons
// disabled with the engine's reason, the explainer narrating exactly the engine's events in
// Italian, 360 px, the computers on each difficulty (medium and hard thinking in the Web Worker,
// the main thread free meanwhile), and no console errors.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, writeFileSync } from "node:fs";
import { resolveScenario, narrate } from "../../pkg/node.js";
import { start, aloneTest, shot, watchLongTasks, thinking, longTasksWhileThinking, thinkingTimes, checkComputerChoices, out, savedLog, clickNewGame, openSettings, accessible, stepBackAndForth, wholeLogShown, asTallAsContent } from "./harness.mjs";
import { recordFigures, checkFigures } from "./figures.mjs";

let env, open, problems;

before(async () => {
  env = await start();
  ({ open, problems } = env);
});

after(() => env?.stop());

const decision = (page) => page.locator("#decision").getAttribute("data-decision");

/** Plays the human seat: always legal, sometimes acting at a window, mostly going on. */
async function act(page, kind, step) {
  if (kind === "handover") return page.click('[data-action="ready"]');
  if (kind === "window") {
    // The panel's actions, and the cards the board offers (an Event, an Artefact, an active artefact).
    const actions = page.locator('#decision button[data-choice]:not([disabled]):not([data-type="continue"]), #board .y-seat .can-play');
    const n = await actions.count();
    if (n > 0 && step % 3 === 0) {
      await actions.nth(step % n).click();
      // A card used in several ways opens its options beside it: the first is taken.
      const option = page.locator("#board .y-card-options button[data-choice]");
      if (await option.count()) await option.first().click();
      return;
    }
    return page.click('#decision button[data-type="continue"]');
  }
  if (kind === "movement" || kind === "challenge") {
    const opts = page.locator("#decision button[data-choice]:not([disabled])");
    const moves = page.locator('#decision button[data-type="move"]');
    if (kind === "movement" && (await moves.count()) > 0) return moves.nth(step % (await moves.count())).click();
    return opts.nth(step % (await opts.count())).click();
  }
  if (kind === "discard") {
    const ok = page.locator('[data-action="confirm"]');
    const boxes = page.locator('#decision input[type="checkbox"]');
    for (let i = 0; (await ok.isDisabled()) && i < (await boxes.count()); i++) await boxes.nth(i).check();
    return ok.click();
  }
}

test("a full race, one human and three computers, played through the page to its end: the figures of every frame are the engine's; stepping back then choosing leaves the whole log", async () => {
  const page = await open("/yummell.html?speed=0&lang=en", undefined, [recordFigures, "yummell"]);
  await page.waitForSelector("#decision[data-decision]");
  assert.equal(await page.locator("#stop-every-window").isChecked(), false, "windows with nothing to do pass by themselves unless the player asks");
  assert.equal(await page.locator("#seat-count").inputValue(), "4");
  assert.equal(await page.locator("#seat-0").inputValue(), "human");
  assert.equal(await page.locator(".y-square").count(), 15);
  await page.screenshot({ path: shot("yummell-start") });
  let steps = 0;
  let reasons = [];
  let windows = 0;
  let steppedBack = false;
  let stepped = 0;
  for (;;) {
    const kind = await decision(page);
    if (kind === "over") break;
    if (kind === "computer" || kind === "resolving" || kind === null) {
      await page.waitForTimeout(10);
      continue;
    }
    if (steppedBack) {
      await wholeLogShown(page, "Yummell: after stepping back, then choosing");
      steppedBack = false;
    }
    // Once, at the movement card: step back 9 times and forward twice, then choose.
    if (kind === "movement" && !stepped) stepped += steppedBack = await stepBackAndForth(page, 9, 2);
    if (kind === "window") {
      windows++;
      // The panel shows every action but the cards (played from the board); those not allowed are disabled with the engine's reason.
      for (const k of ["ability", "advantage", "continue"]) {
        assert.ok((await page.locator(`#decision li[data-kind="${k}"] button`).count()) > 0, `a ${k} button`);
      }
      assert.equal(await page.locator('#decision [data-type="play_event"], #decision [data-type="start_artefact"], #decision [data-type="use_artefact"]').count(), 0, "the cards are not listed in the panel");
      reasons.push(...(await page.$$eval("#decision button[disabled][data-reason]", (bs) => bs.map((b) => b.dataset.reason))));
      const offered = await page.locator('#decision button[data-choice]:not([disabled]):not([data-type="continue"]), #board .y-seat .can-play').count();
      assert.ok(offered > 0, "a window with nothing to do but go on is not shown");
      // The human's hand is face up, the computers' hands are counts.
      assert.ok((await page.locator('.y-seat[data-player="0"] .y-count').count()) === 0);
      assert.ok((await page.locator('.y-seat[data-player="1"] .y-count').count()) === 1);
      if (windows === 2) await page.screenshot({ path: shot("yummell-window") });
      if (windows === 1) await accessible(page, "Yummell: a window");
    }
    const seen = await page.locator("#decision").getAttribute("data-shown");
    await act(page, kind, steps);
    steps++;
    await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, seen, { timeout: 20_000 });
    assert.ok(steps < 2000, "the race ends");
  }
  assert.ok(windows > 0, "the human saw windows");
  assert.ok(reasons.some((r) => /\[Y-ACT-\d\]/.test(r)), `a disabled action names a Y-ACT rule: ${reasons.slice(0, 5)}`);
  const outcome = await page.locator("#outcome").textContent();
  assert.match(outcome, /wins the race!/);
  const entries = page.locator("#log li[data-seq][data-rule]");
  assert.ok((await entries.count()) > 30);
  assert.equal(await entries.last().getAttribute("data-rule"), "Y-WIN");
  await asTallAsContent(page, "Yummell: the race is over");
  await page.screenshot({ path: shot("yummell-over"), fullPage: true });
  await accessible(page, "Yummell: the race is over");
  await wholeLogShown(page, "Yummell: the race is over");
  assert.equal(stepped, 1, "the player stepped back once");
  const figures = await checkFigures(page, "yummell", await savedLog(page, "arbiter-save-yummell"));
  console.log(`# yummell: the figures of ${figures.notes} frames checked (${figures.events} events), ${steps} decisions`);
  assert.ok(figures.events > 30, "frames all through the race were checked");
  // A rule button opens the Yummell rule's explanation.
  await entries.last().locator("button.rule").click();
  assert.match(await page.locator("dialog.rules-yummell[open]").textContent(), /Y-WIN — Winning/);
  await page.locator("dialog.rules-yummell button").click();
  await page.close();
});

test("two humans: a hand-over screen hides the hands", async () => {
  const page = await open("/yummell.html?speed=0&lang=it&seats=hh");
  await page.waitForSelector("#decision[data-decision]");
  for (let i = 0; i < 200; i++) {
    const kind = await decision(page);
    if (kind === "handover") break;
    await page.waitForTimeout(10);
  }
  assert.equal(await decision(page), "handover");
  assert.equal(await page.locator(".y-hand .hand-card").count(), 0, "no hand face up during the hand-over");
  await page.click('[data-action="ready"]');
  await page.waitForSelector('#decision[data-decision="window"]');
  assert.ok((await page.locator(".y-hand .hand-card").count()) > 0);
  assert.match(await page.locator("#decision").textContent(), /Continua/);
  await page.close();
});

test("the explainer narrates exactly the engine's events: yummell-race (it)", async () => {
  const page = await open("/explainer.html?scenario=examples/yummell-race.json&lang=it&speed=0");
  await page.waitForSelector('arbiter-explainer[data-state="done"]');
  const shown = await page.$$eval("arbiter-explainer li[data-seq]", (lis) =>
    lis.map((li) => ({ seq: Number(li.dataset.seq), rule: li.dataset.rule, text: li.querySelector(".sentence").textContent })),
  );
  const { events } = resolveScenario(readFileSync(new URL("../scenarios/yummell-race.json", import.meta.url), "utf8"));
  assert.deepStrictEqual(shown, events.map((e) => ({ seq: e.seq, rule: e.rule, text: narrate(e, "it") })));
  assert.equal(await page.locator("arbiter-explainer .y-square").count(), 15);
  // The end frame: Lia back on square 4 with Brann, the lost challenge shown.
  assert.equal(await page.locator('arbiter-explainer .y-square[data-square="4"] .y-token').count(), 2);
  assert.equal(await page.locator("arbiter-explainer .y-result.lost").count(), 1);
  await page.screenshot({ path: shot("yummell-explainer"), fullPage: true });
  await page.locator('arbiter-explainer li[data-rule="Y-ACT-2"] button.rule').first().click();
  assert.match(await page.locator("dialog.rules-yummell[open]").textContent(), /Evento o Artefatto/);
  await page.close();
});

test("readable at 360 px wide, usable with the keyboard", async () => {
  const page = await open("/yummell.html?speed=0", { width: 360, height: 740 });
  await page.waitForSelector("#decision[data-decision]");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling at 360 px (overflow ${overflow}px)`);
  await page.waitForSelector('#decision[data-decision="window"], #decision[data-decision="movement"]', { timeout: 20_000 });
  await page.screenshot({ path: shot("yummell-360"), fullPage: true });
  // The decision's first enabled button has the focus; Enter acts.
  const focused = await page.evaluate(() => document.activeElement?.tagName);
  assert.equal(focused, "BUTTON");
  const seen = await page.locator("#decision").getAttribute("data-shown");
  await page.keyboard.press("Enter");
  await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, seen, { timeout: 20_000 });
  await page.close();
});

/** Plays the human seats until `done()` (or the end of the race, or `limit` choices). */
async function playUntil(page, done, limit = 300) {
  for (let steps = 0; steps < limit && !(await done()); ) {
    const kind = await decision(page);
    if (kind === "over") return;
    if (kind === "computer" || kind === "resolving" || kind === null) {
      await page.waitForTimeout(20);
      continue;
    }
    const seen = await page.locator("#decision").getAttribute("data-shown");
    await act(page, kind, steps++);
    await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, seen, { timeout: 60_000 });
  }
}

const answered = async (page, since) => (await thinking(page, since)).thoughts.filter((t) => Number.isFinite(t.end)).length;

aloneTest("the hard computers think in a Web Worker: no long task on the main thread meanwhile", async () => {
  const page = await open("/yummell.html?speed=0&lang=en");
  await page.waitForSelector("#decision[data-decision]");
  await watchLongTasks(page);
  await openSettings(page);
  await page.selectOption("#difficulty", "hard");
  await clickNewGame(page);
  // From the new game's welcome (a search of the last game, at its level, may end after the click).
  const since = await page.evaluate(() => performance.getEntriesByName("arbiter-welcome").at(-1).startTime);
  await playUntil(page, async () => (await answered(page, since)) >= 8);
  const seen = await thinking(page, since);
  assert.ok((await answered(page, since)) >= 2, "the computers thought");
  assert.ok(page.workers().some((w) => w.url().endsWith("/local-host.js")), "in the Worker host");
  assert.deepStrictEqual([...new Set(seen.thoughts.map((t) => t.bot))], ["strong"]);
  assert.deepStrictEqual(longTasksWhileThinking(seen), [], "no long task over 100 ms while the computers think");
  const times = thinkingTimes(seen.thoughts);
  console.log(`# yummell (4 seats) hard decisions in Chromium: ${JSON.stringify(times)}`);
  writeFileSync(new URL("yummell-hard.json", out), JSON.stringify(times, null, 2));
  checkComputerChoices(await savedLog(page, "arbiter-save-yummell"), (p) => p !== 0, "hard", seen.thoughts);
  await page.close();
});

for (const level of ["easy", "medium", "hard"]) {
  test(`the ${level} computers play legal choices (the engine's bot's for their level) and the race goes on`, async () => {
    const page = await open("/yummell.html?speed=0&lang=en&seats=hcc");
    await page.waitForSelector("#decision[data-decision]");
    await openSettings(page);
    await page.selectOption("#difficulty", level);
    const since = await page.evaluate(() => performance.now());
    await clickNewGame(page);
    const computerChoices = async () => (await savedLog(page, "arbiter-save-yummell")).choices.filter((c) => c.player !== 0).length;
    await playUntil(page, async () => (await computerChoices()) >= 6 && (level === "easy" || (await answered(page, since)) >= 3));
    // The race goes on: a person's decision (or its end) is shown, not an error.
    await page.waitForFunction(() => ["window", "movement", "challenge", "discard", "over"].includes(document.querySelector("#decision").dataset.decision), null, { timeout: 60_000 });
    const { made, asked } = checkComputerChoices(await savedLog(page, "arbiter-save-yummell"), (p) => p !== 0, level, (await thinking(page, since)).thoughts);
    assert.ok(made >= 6, `the computers chose ${made} times`);
    if (level === "easy") assert.equal(asked, 0, "the easy computers do not ask the worker");
    else assert.ok(asked >= 3, `the ${level} computers asked the worker ${asked} times`);
    // The difficulty is saved with the game, and a reload resumes with it.
    const settings = () => page.evaluate(() => JSON.parse(localStorage.getItem("arbiter-save-yummell")).settings);
    assert.deepStrictEqual(await settings(), { kinds: ["human", "computer", "computer"], difficulty: level });
    await page.reload();
    await page.waitForSelector("#decision[data-decision]");
    assert.equal(await page.locator("#difficulty").inputValue(), level);
    await page.close();
  });
}

test("no console errors or uncaught exceptions on the Yummell pages", () => {
  assert.deepStrictEqual(problems, []);
});

test("card tooltips and faces: the engine's text, never an internal id", async () => {
  const page = await open("/yummell.html?speed=0&lang=it");
  await page.waitForSelector("#decision[data-decision]");
  const titles = await page.$$eval("#board [data-face]", (es) => es.map((e) => e.title));
  assert.ok(titles.length > 0);
  const { cards, decks } = await import("../../pkg/node.js");
  const ready = decks("yummell");
  const ids = [...cards("yummell"), ...ready.characters, ...ready.advantages].map((c) => c.id).filter((id) => /[-_]/.test(id));
  for (const t of titles) for (const id of ids) assert.ok(!t.includes(id), `no id in "${t}" (${id})`);
  // Focused, a card shows its whole face (a click on a card of the hand plays it, or says why not).
  await page.locator("#board .y-card[data-face]").first().focus();
  const peek = page.locator("#card-peek");
  await peek.waitFor();
  assert.match(await peek.locator(".face-text").textContent(), /Movimento \d/);
  await accessible(page, "Yummell: a card face");
  await page.close();
});

test("the setting 'stop at every window': kept across a reload, it shows the windows where going on is all there is to do", async () => {
  const page = await open("/yummell.html?speed=0&lang=en&seats=hc&seed=3");
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.check("#stop-every-window");
  await page.reload();
  await page.waitForSelector("#decision[data-decision]");
  assert.equal(await page.locator("#stop-every-window").isChecked(), true, "the setting is kept");
  const onlyContinue = () =>
    page.evaluate(() => {
      const d = document.querySelector("#decision");
      const enabled = [...d.querySelectorAll("button[data-choice]:not([disabled])")].map((b) => b.dataset.type);
      const cards = document.querySelectorAll("#board .y-seat .can-play").length;
      return d.dataset.decision === "window" && enabled.length === 1 && enabled[0] === "continue" && cards === 0;
    });
  await playUntil(page, onlyContinue);
  assert.ok(await onlyContinue(), "a window with nothing to do but go on is shown");
  await page.screenshot({ path: shot("yummell-every-window") });
  await accessible(page, "Yummell: a window with nothing to do, shown by the setting");
  await page.close();
});
