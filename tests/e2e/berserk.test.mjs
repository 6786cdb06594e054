// e2e: alone, long (its tests that time the page, `aloneTest`: the main thread's long tasks while the computer thinks, run with no other browser; tests/e2e/harness.mjs)
// End-to-end tests of the Berserk page (www/dist/berserk.html) and of the explainer on a
// Berserk scenario, in Debian's headless Chromium through playwright-core: a full skirmish
// against the computer through the page (moves and strikes by clicking the board; the figures of
// every frame checked against the engine's; stepping back then choosing leaves the whole log),
// the setting "stop at every window", "Skip to the end" skipping the rest of an attack, the
// dark explainer's contrast, the explainer narrating exactly the engine's events
// (English and Russian), hot-seat, 360 px and the keyboard, the computer on each difficulty
// (medium and hard thinking in the Web Worker, the main thread free meanwhile), no console errors.
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

/**
 * The human side: strikes when it can, otherwise a move now and then, otherwise the first
 * option. With `board`, strikes and moves are made as a person makes them: clicking the
 * creature, then its target or a cell (the rest with the panel's buttons).
 */
async function act(page, steps, board = false) {
  const options = page.locator("#decision button[data-type]");
  const n = await options.count();
  assert.ok(n > 0, "a decision offers at least one option");
  const types = await options.evaluateAll((bs) => bs.map((b) => b.dataset.type));
  for (const c of await options.evaluateAll((bs) => bs.map((b) => JSON.parse(b.dataset.choice)))) assert.ok(c.type && typeof c.player === "number");
  let i = types.indexOf("strike");
  if (i < 0 && steps % 2 === 0) i = types.indexOf("move");
  if (i < 0) i = types.indexOf("exchange");
  if (i < 0) i = types.indexOf("pass");
  if (i < 0) i = 0;
  const choice = JSON.parse(await options.nth(i).getAttribute("data-choice"));
  if (board && (choice.type === "strike" || choice.type === "move")) {
    await page.click(`#board [data-uid="${choice.type === "move" ? choice.creature : choice.attacker}"]`);
    return page.click(choice.type === "move" ? `#board [data-cell="${choice.to.join(",")}"]` : `#board [data-uid="${choice.target}"]`);
  }
  // Buttons act from the keyboard too: focus and Enter, now and then.
  if (steps % 5 === 0) {
    await options.nth(i).focus();
    await page.keyboard.press("Enter");
  } else await options.nth(i).click();
}

test("a full skirmish against the computer, played through the page to its end by clicking the board: the figures of every frame are the engine's; stepping back then choosing leaves the whole log", async () => {
  const page = await open("/berserk.html?game=skirmish&speed=0", undefined, [recordFigures, "berserk"]);
  await page.waitForSelector("#decision[data-decision]");
  assert.equal(await page.locator("#stop-every-window").isChecked(), false, "windows with nothing to do pass by themselves unless the player asks");
  assert.equal(await page.locator(".bz-cell").count(), 30, "a 5×6 board");
  assert.ok((await page.locator(".bz-creature").count()) >= 10);
  await page.screenshot({ path: shot("berserk-start") });
  let steps = 0;
  let sawAttack = false;
  let steppedBack = false;
  let stepped = 0;
  for (;;) {
    const kind = await decision(page);
    if (kind === "over") break;
    if (!["main", "priority", "exchange"].includes(kind)) {
      await page.waitForTimeout(10);
      continue;
    }
    const seen = await page.locator("#decision").getAttribute("data-shown");
    if (steps === 0) await accessible(page, "Berserk: the main phase");
    const offered = await page.$$eval("#decision button[data-type]", (bs) => bs.map((b) => b.dataset.type));
    if (kind === "priority") assert.notDeepStrictEqual(offered, ["pass"], "a window where passing is all there is to do is not shown");
    if (steppedBack) {
      await wholeLogShown(page, "Berserk: after stepping back, then choosing");
      steppedBack = false;
    }
    // Once, during a priority window: step back 9 times and forward twice, then choose.
    if (kind === "priority" && !stepped) stepped += steppedBack = await stepBackAndForth(page, 9, 2);
    await act(page, steps, true);
    steps++;
    if (!sawAttack && (await page.locator(".bz-steps li.now").count()) > 0) {
      sawAttack = true;
      await page.screenshot({ path: shot("berserk-attack") });
      await accessible(page, "Berserk: an attack under way");
    }
    await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, seen, { timeout: 20_000 });
    assert.ok(steps < 1500, "the skirmish ends");
  }
  const outcome = await page.locator("#outcome").textContent();
  assert.match(outcome, /Game over: .*(wins|Draw)\./);
  const entries = page.locator("#log li[data-seq][data-rule]");
  assert.ok((await entries.count()) > 30);
  assert.equal(await entries.last().getAttribute("data-rule"), "B-WIN");
  const kinds = new Set(await entries.evaluateAll((lis) => lis.map((li) => li.dataset.kind)));
  for (const k of ["attack_declared", "step_started", "priority_passed", "step_ended", "die_rolled", "strikes_determined", "game_over"]) assert.ok(kinds.has(k), `the log shows ${k}`);
  // The log's seq numbers follow each other from 0 (a line of passes holds several).
  const seqs = await entries.evaluateAll((lis) => lis.flatMap((li) => li.dataset.seqs.split(" ").map(Number)));
  assert.deepStrictEqual(seqs, seqs.map((_, i) => i));
  const folded = await entries.evaluateAll((lis) => lis.filter((li) => li.dataset.kind === "priority_passed" && li.dataset.seqs.includes(" ")).length);
  assert.ok(folded > 0, "runs of passes are folded into one line");
  await asTallAsContent(page, "Berserk: the game is over");
  await page.screenshot({ path: shot("berserk-over"), fullPage: true });
  await accessible(page, "Berserk: the game is over");
  await wholeLogShown(page, "Berserk: the game is over");
  assert.equal(stepped, 1, "the player stepped back once");
  const figures = await checkFigures(page, "berserk", await savedLog(page, "arbiter-save-berserk"));
  console.log(`# berserk: the figures of ${figures.notes} frames checked (${figures.events} events), ${steps} decisions`);
  assert.ok(figures.events > 30, "frames all through the game were checked");
  // Russian: the log is narrated again, the page's words change.
  await openSettings(page);
  await page.selectOption("#lang", "ru");
  assert.match(await page.locator("#new-game").textContent(), /Новая игра/);
  assert.match(await entries.first().locator(".sentence").textContent(), /[а-я]/);
  await page.selectOption("#lang", "en");
  await page.close();
});

test("hot-seat: both players decide through the page, every button an engine option", async () => {
  const page = await open("/berserk.html?game=skirmish&speed=0");
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.selectOption("#mode", "hotseat");
  await clickNewGame(page);
  const players = new Set();
  for (let steps = 0; steps < 40; steps++) {
    await page.waitForFunction(() => ["main", "priority", "exchange", "over"].includes(document.querySelector("#decision").dataset.decision));
    if ((await decision(page)) === "over") break;
    const first = JSON.parse(await page.locator("#decision button[data-type]").first().getAttribute("data-choice"));
    players.add(first.player);
    const seen = await page.locator("#decision").getAttribute("data-shown");
    await act(page, steps);
    try {
      await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, seen, { timeout: 20_000 });
    } catch (e) {
      await page.screenshot({ path: shot("berserk-hotseat-stuck"), fullPage: true });
      throw e;
    }
  }
  assert.deepStrictEqual([...players].sort(), [0, 1], "both players get decisions");
  await page.close();
});

for (const lang of ["ru", "en"]) {
  test(`the explainer narrates exactly the engine's events: berserk-attack (${lang})`, async () => {
    const page = await open(`/explainer.html?scenario=examples/berserk-attack.json&lang=${lang}&speed=0`);
    await page.waitForSelector('arbiter-explainer[data-state="done"]');
    const shown = await page.$$eval("arbiter-explainer li[data-seq]", (lis) =>
      lis.map((li) => ({ seq: Number(li.dataset.seq), rule: li.dataset.rule, text: li.querySelector(".sentence").textContent })),
    );
    const text = readFileSync(new URL("../scenarios/berserk-attack.json", import.meta.url), "utf8");
    assert.equal(readFileSync(new URL("../../www/examples/berserk-attack.json", import.meta.url), "utf8"), text, "the example is the golden scenario");
    const { events } = resolveScenario(text);
    assert.deepStrictEqual(shown, events.map((e) => ({ seq: e.seq, rule: e.rule, text: narrate(e, lang) })));
    // The end frame: the gnome has 3 wounds of 5, the board is 5×6.
    assert.equal(await page.locator("arbiter-explainer .bz-cell").count(), 30);
    assert.match(await page.locator('arbiter-explainer [data-uid="1"] .bz-life').textContent(), /2\/5/);
    await page.screenshot({ path: shot(`berserk-explainer-${lang}`), fullPage: true });
    // Step back into the attack: its step, priority, dice and strikes are shown.
    const back = page.locator("arbiter-explainer .controls button").first();
    for (let i = 0; i < 4; i++) await back.click();
    assert.equal(await page.locator("arbiter-explainer .bz-steps li.now").getAttribute("data-step"), "application");
    for (let i = 0; i < 16; i++) await back.click();
    assert.match(await page.locator("arbiter-explainer .bz-dice").textContent(), /6.*1/);
    assert.ok((await page.locator("arbiter-explainer .bz-strikes").count()) === 1);
    await page.screenshot({ path: shot(`berserk-explainer-step-${lang}`), fullPage: true });
    await page.close();
  });
}

test("readable at 360 px wide, usable with the keyboard", async () => {
  const page = await open("/berserk.html?game=skirmish&speed=0&seed=1", { width: 360, height: 740 });
  await page.waitForSelector("#decision[data-decision]");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling at 360 px (overflow ${overflow}px)`);
  const covered = await page.evaluate(() => {
    const meet = (a, b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    return [...document.querySelectorAll("#board .bz-creature")].filter((c) => meet(c.querySelector(".bz-read").getBoundingClientRect(), c.querySelector(".bz-name").getBoundingClientRect())).map((c) => c.dataset.card);
  });
  assert.deepStrictEqual(covered, [], "no card reader button covers a creature's name");
  // Each creature's moves are folded under one line (the board takes the click); opened, its buttons show.
  // (Seed 1: the person decides first, in the main phase.)
  await page.waitForSelector('#decision[data-decision="main"]');
  const folds = page.locator("#decision details.bz-moves");
  assert.ok((await folds.count()) > 0, "the main phase's moves are folded");
  assert.equal(await folds.first().locator('button[data-type="move"]').first().isVisible(), false, "moves start folded");
  await folds.first().locator("summary").click();
  assert.ok(await folds.first().locator('button[data-type="move"]').first().isVisible(), "a fold opens to its moves");
  await page.screenshot({ path: shot("berserk-360"), fullPage: true });
  await page.keyboard.press("Tab");
  const focused = await page.evaluate(() => document.activeElement?.tagName);
  assert.ok(["BUTTON", "SELECT", "INPUT", "A"].includes(focused));
  const explainer = await open("/explainer.html?scenario=examples/berserk-attack.json&speed=0", { width: 360, height: 740 });
  await explainer.waitForSelector('arbiter-explainer[data-state="done"]');
  const o2 = await explainer.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(o2 <= 1, `explainer: no sideways scrolling at 360 px (overflow ${o2}px)`);
  await explainer.screenshot({ path: shot("berserk-explainer-360"), fullPage: true });
  await explainer.close();
  await page.close();
});

test("reduced motion: the board is drawn without animations", async () => {
  const page = await open("/berserk.html?game=skirmish&speed=0");
  await page.emulateMedia({ reducedMotion: "reduce" });
  await clickNewGame(page);
  await page.waitForFunction(() => ["main", "priority", "exchange"].includes(document.querySelector("#decision").dataset.decision), null, { timeout: 20_000 });
  await page.locator("#controls button").last().click();
  assert.ok(await page.locator("#board.reduced").count(), "the board has .reduced");
  // Hovering a move marks its cell.
  const move = page.locator('#decision button[data-type="move"]').first();
  if (await move.count()) {
    await move.hover();
    assert.equal(await page.locator("#board .bz-hint").count(), 1);
  }
  await page.close();
});

/** Plays the human side until `done()` (or the end of the game, or `limit` choices). */
async function playUntil(page, done, limit = 300) {
  for (let steps = 0; steps < limit && !(await done()); ) {
    const kind = await decision(page);
    if (kind === "over") return;
    if (!["main", "priority", "exchange"].includes(kind)) {
      await page.waitForTimeout(20);
      continue;
    }
    const seen = await page.locator("#decision").getAttribute("data-shown");
    await act(page, steps++);
    await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, seen, { timeout: 60_000 });
  }
}

aloneTest("the hard computer thinks in a Web Worker: no long task on the main thread meanwhile", async () => {
  const page = await open("/berserk.html?game=skirmish&speed=0");
  await page.waitForSelector("#decision[data-decision]");
  await watchLongTasks(page);
  await openSettings(page);
  await page.selectOption("#difficulty", "hard");
  await clickNewGame(page);
  // From the new game's welcome (a search of the last game, at its level, may end after the click).
  const since = await page.evaluate(() => performance.getEntriesByName("arbiter-welcome").at(-1).startTime);
  const answered = async () => (await thinking(page, since)).thoughts.filter((t) => Number.isFinite(t.end)).length;
  await playUntil(page, async () => (await answered()) >= 6);
  const seen = await thinking(page, since);
  assert.ok((await answered()) >= 2, "the computer thought");
  assert.ok(page.workers().some((w) => w.url().endsWith("/local-host.js")), "in the Worker host");
  assert.deepStrictEqual([...new Set(seen.thoughts.map((t) => t.bot))], ["strong"]);
  assert.deepStrictEqual(longTasksWhileThinking(seen), [], "no long task over 100 ms while the computer thinks");
  const times = thinkingTimes(seen.thoughts);
  console.log(`# berserk hard decisions in Chromium: ${JSON.stringify(times)}`);
  writeFileSync(new URL("berserk-hard.json", out), JSON.stringify(times, null, 2));
  checkComputerChoices(await savedLog(page, "arbiter-save-berserk"), (p) => p === 1, "hard", seen.thoughts);
  await page.close();
});

for (const level of ["easy", "medium", "hard"]) {
  test(`the ${level} computer plays legal choices (the engine's bot's for its level) and the game goes on`, async () => {
    const page = await open("/berserk.html?game=skirmish&speed=0");
    await page.waitForSelector("#decision[data-decision]");
    await openSettings(page);
    await page.selectOption("#difficulty", level);
    const since = await page.evaluate(() => performance.now());
    await clickNewGame(page);
    const computerChoices = async () => (await savedLog(page, "arbiter-save-berserk")).choices.filter((c) => c.player === 1).length;
    const answered = async () => (await thinking(page, since)).thoughts.filter((t) => Number.isFinite(t.end)).length;
    await playUntil(page, async () => (await computerChoices()) >= 5 && (level === "easy" || (await answered()) >= 2));
    // The game goes on: a person's decision (or its end) is shown, not an error.
    await page.waitForFunction(() => ["main", "priority", "exchange", "over"].includes(document.querySelector("#decision").dataset.decision), null, { timeout: 60_000 });
    const log = await savedLog(page, "arbiter-save-berserk");
    const { made, asked } = checkComputerChoices(log, (p) => p === 1, level, (await thinking(page, since)).thoughts);
    assert.ok(made >= 5, `the computer chose ${made} times`);
    if (level === "easy") assert.equal(asked, 0, "the easy computer does not ask the worker");
    else assert.ok(asked >= 2, `the ${level} computer asked the worker ${asked} times`);
    // The difficulty is saved with the game, and a reload resumes with it.
    assert.deepStrictEqual(JSON.parse(await page.evaluate(() => localStorage.getItem("arbiter-save-berserk"))).settings, { mode: "computer", difficulty: level });
    await page.reload();
    await page.waitForSelector("#decision[data-decision]");
    assert.equal(await page.locator("#difficulty").inputValue(), level);
    await page.close();
  });
}

test("no console errors or uncaught exceptions on the Berserk pages", () => {
  assert.deepStrictEqual(problems, []);
});

test("moves and strikes by clicking the board: a creature, then a marked cell", async () => {
  const page = await open("/berserk.html?game=skirmish&speed=0&seed=4");
  await page.waitForSelector('#decision[data-decision="main"]');
  const options = await page.$$eval("#decision button[data-choice]", (bs) => bs.map((b) => JSON.parse(b.dataset.choice)));
  const move = options.find((o) => o.type === "move");
  assert.ok(move, "the main phase offers a move");
  const cells = options.filter((o) => o.type === "move" && o.creature === move.creature).map((o) => o.to.join(",")).sort();
  await page.click(`#board [data-uid="${move.creature}"]`);
  const marked = (await page.$$eval("#board .bz-reach", (cs) => cs.map((c) => c.dataset.cell))).sort();
  assert.deepStrictEqual(marked, cells, "the marked cells are the engine's moves of that creature");
  await page.screenshot({ path: shot("berserk-board-click") });
  const seen = await page.locator("#decision").getAttribute("data-shown");
  await page.click(`#board [data-cell="${move.to.join(",")}"]`);
  await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, seen, { timeout: 20_000 });
  const log = await savedLog(page, "arbiter-save-berserk");
  assert.deepStrictEqual(log.choices[0], move, "the click sent the engine's own move");
  await page.close();
});

test("a creature's face: its life, strike, movement and features, opened from its tile", async () => {
  const page = await open("/berserk.html?game=skirmish&speed=0&seed=4");
  await page.waitForSelector('#decision[data-decision="main"]');
  const before = await page.locator("#decision").getAttribute("data-shown");
  await page.locator("#board .bz-read").first().click();
  const reader = page.locator("dialog.card-reader[open]");
  await reader.waitFor();
  assert.match(await reader.locator(".face-stats").textContent(), /♥ \d+ · Strike \d+-\d+-\d+ · Movement \d+/);
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#decision").getAttribute("data-shown"), before, "reading a card chooses nothing");
  // Each tile names its creature's features, as the engine's catalogue gives them, without
  // opening the card; a cell's coordinates show only where the player looks.
  const tiles = await page.evaluate(() =>
    [...document.querySelectorAll("#board .bz-creature")].map((t) => ({ card: t.dataset.card, feats: [...t.querySelectorAll(".bz-feat")].length })),
  );
  const { cards } = await import(new URL("../../pkg/node.js", import.meta.url).href);
  const catalogue = new Map(cards("berserk").map((c) => [c.id, c]));
  assert.ok(tiles.length > 0);
  for (const t of tiles) assert.equal(t.feats, (catalogue.get(t.card)?.features ?? []).length, `${t.card}: a label per feature`);
  assert.ok(tiles.some((t) => t.feats > 0), "some creature has features");
  assert.equal(await page.locator('#board [data-cell="0,0"] .bz-coord').evaluate((e) => getComputedStyle(e).opacity), "0");
  await page.hover('#board [data-cell="0,0"]');
  await page.waitForFunction(() => getComputedStyle(document.querySelector('#board [data-cell="0,0"] .bz-coord')).opacity === "1");
  await page.close();
});

test("at 360 px each feature's label on a tile is read whole: wrapped, never cut", async () => {
  const page = await open("/berserk.html?game=skirmish&speed=0&seed=4", { width: 360, height: 740 });
  await page.waitForSelector('#decision[data-decision="main"]');
  const labels = await page.evaluate(() =>
    [...document.querySelectorAll("#board .bz-feat")].map((f) => ({ text: f.textContent, cut: f.scrollWidth > f.clientWidth + 1 || getComputedStyle(f).textOverflow === "ellipsis" })),
  );
  assert.ok(labels.length > 0, "some tile has a feature");
  assert.deepStrictEqual(labels.filter((l) => l.cut), [], "no label is cut");
  await page.screenshot({ path: shot("berserk-labels-360") });
  await page.close();
});

test("the setting 'stop at every window': kept across a reload, it shows the windows where passing is all there is to do", async () => {
  const page = await open("/berserk.html?game=skirmish&speed=0&seed=4");
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.check("#stop-every-window");
  await page.reload();
  await page.waitForSelector("#decision[data-decision]");
  assert.equal(await page.locator("#stop-every-window").isChecked(), true, "the setting is kept");
  const onlyPass = () =>
    page.evaluate(() => {
      const d = document.querySelector("#decision");
      const types = [...d.querySelectorAll("button[data-type]")].map((b) => b.dataset.type);
      return d.dataset.decision === "priority" && types.length === 1 && types[0] === "pass";
    });
  await playUntil(page, onlyPass);
  assert.ok(await onlyPass(), "a priority window with only a pass is shown");
  await page.screenshot({ path: shot("berserk-every-window") });
  await accessible(page, "Berserk: a window with nothing to do, shown by the setting");
  await openSettings(page);
  await page.uncheck("#stop-every-window");
  assert.equal(await page.evaluate(() => localStorage.getItem("arbiter-berserk-stop-every-window")), "0");
  await page.close();
});

test("the explainer's dark theme: a Berserk attack passes axe-core (the coloured labels keep their contrast)", async () => {
  const page = await open("/explainer.html?scenario=examples/berserk-attack.json&theme=dark&speed=0");
  await page.waitForSelector('arbiter-explainer[theme="dark"][data-state="done"]');
  await page.screenshot({ path: shot("berserk-explainer-dark"), fullPage: true });
  await accessible(page, "the explainer, dark theme, a Berserk attack");
  await page.close();
});

test("'Skip to the end' skips the rest of the attack, the computer's passes included, until the player is asked again", async () => {
  const page = await open("/berserk.html?game=skirmish&seed=1&speed=2000");
  await page.waitForSelector('#decision[data-decision="main"]');
  const strike = JSON.parse(await page.locator('#decision button[data-type="strike"]').first().getAttribute("data-choice"));
  await page.click(`#board [data-uid="${strike.attacker}"]`);
  await page.click(`#board [data-uid="${strike.target}"]`);
  await page.waitForSelector("#log li.upcoming", { state: "attached" });
  // From the click on, note how many lines wait to be shown whenever the log changes, until a
  // person's decision. The click is made in the same script that starts the count, so no change
  // of the log from before the click (the attack's lines still being played) is counted.
  await page.locator('#controls button[aria-label="Skip to the end"]').waitFor();
  await page.evaluate(() => {
    window.__waiting = [];
    const person = () => ["main", "priority", "exchange"].includes(document.querySelector("#decision").dataset.decision);
    const seen = new MutationObserver(() => {
      if (person()) return seen.disconnect();
      window.__waiting.push(document.querySelectorAll("#log li.upcoming").length);
    });
    seen.observe(document.querySelector("#log"), { childList: true, subtree: true, attributes: true });
    document.querySelector('#controls button[aria-label="Skip to the end"]').click();
  });
  await page.waitForFunction(() => ["main", "priority", "exchange"].includes(document.querySelector("#decision").dataset.decision), null, { timeout: 60_000 });
  const waiting = await page.evaluate(() => window.__waiting);
  assert.ok(waiting.length > 0, "batches came after the click");
  assert.deepStrictEqual([...new Set(waiting)], [0], "no line waited to be played after the click");
  await page.close();
});

test("a feature that cannot be used now is shown disabled, with the engine's reason naming the rule", async () => {
  const page = await open("/berserk.html?game=skirmish&speed=0&seed=2");
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.selectOption("#mode", "hotseat");
  await page.selectOption("#squad-0", "northern-watch");
  await page.selectOption("#squad-1", "northern-watch");
  await clickNewGame(page);
  const shown = async () => (await page.locator("#decision .bz-unavailable").count()) > 0;
  await playUntil(page, shown, 200);
  assert.ok(await shown(), "a priority window lists a feature the engine refuses now");
  const unavailable = await page.locator("#decision .bz-unavailable button").evaluateAll((bs) =>
    bs.map((b) => ({ disabled: b.disabled, type: b.dataset.type ?? null, reason: b.dataset.reason, described: document.getElementById(b.getAttribute("aria-describedby"))?.textContent })),
  );
  for (const u of unavailable) {
    assert.equal(u.disabled, true);
    assert.equal(u.type, null, "a refused feature is no option: nothing to send");
    assert.match(u.reason, /^\[B-[A-Z]+-\d+\] creature \d+ \(/, "the engine's reason, naming the rule and the creature");
    assert.equal(u.described, u.reason, "the reason is the button's description");
  }
  await page.screenshot({ path: shot("berserk-unavailable") });
  await accessible(page, "Berserk: features refused now, with their reasons");
  await page.close();
});
