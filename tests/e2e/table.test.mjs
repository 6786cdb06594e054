// End-to-end tests of the game pages' table (www/src/shell/table.ts, docs/game-pages.md "The
// table"): the settings dialog used with the keyboard alone, the turn banner naming the asked
// decision and following the turns, and at 360 px the board in view above the decision's
// bottom sheet (folded and unfolded), the log's drawer, no sideways scrolling and touch targets
// of 44 px; axe-core at 1280 and 360 px on each game page. Screenshots go to target/e2e/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, shot, accessible, savedLog, clickNewGame, openSettings } from "./harness.mjs";

let env, open, problems;

before(async () => {
  env = await start();
  ({ open, problems } = env);
});

after(() => env?.stop());

/** Each game page at a person's decision (the seeds give the person the first decision). */
const PAGES = {
  eredan: ["/?seed=3&speed=0", '#decision[data-decision="play"], #decision[data-decision="fighters"]'],
  berserk: ["/berserk.html?game=skirmish&seed=1&speed=0", '#decision[data-decision="main"]'],
  yummell: ["/yummell.html?seed=2&seats=hc&speed=0&lang=en", '#decision[data-decision="window"], #decision[data-decision="movement"]'],
};

const focused = (page) => page.evaluate(() => ({ id: document.activeElement?.id ?? "", inDialog: !!document.activeElement?.closest("dialog#settings"), inDecision: !!document.activeElement?.closest("#decision") }));

/** Presses Tab until the element `id` has the focus (at most `limit` times); every stop is checked by `each`. */
async function tabTo(page, id, each = () => {}, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    each(f);
    if (f.id === id) return;
  }
  assert.fail(`Tab never reached #${id}`);
}

test("the settings dialog with the keyboard alone: open, the focus kept inside, change a deck, start, the focus back; Escape closes", async () => {
  const page = await open(PAGES.eredan[0]);
  await page.waitForSelector(PAGES.eredan[1]);
  await page.evaluate(() => document.activeElement?.blur());
  await tabTo(page, "open-settings");
  await page.keyboard.press("Enter");
  await page.waitForSelector("dialog#settings[open]");
  assert.ok((await focused(page)).inDialog, "the dialog takes the focus");
  await page.screenshot({ path: shot("table-dialog-1280") });
  await accessible(page, "Eredan: the settings dialog");
  // Tab goes round the dialog's controls, never behind it.
  const stops = new Set();
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press("Tab");
    const f = await focused(page);
    assert.ok(f.inDialog, `Tab stays in the dialog (stop ${i}: #${f.id})`);
    stops.add(f.id);
  }
  for (const id of ["lang", "mode", "difficulty", "deck-0", "deck-1", "new-game", "close-settings"]) assert.ok(stops.has(id), `Tab reaches #${id}`);
  // Escape closes it; the focus is back on the button that opened it.
  await page.keyboard.press("Escape");
  await page.waitForFunction(() => !document.querySelector("dialog#settings").open);
  assert.equal((await focused(page)).id, "open-settings");
  // Again: the other deck for player 0, then New game (confirming the abandon of the game under way).
  await page.keyboard.press("Enter");
  await page.waitForSelector("dialog#settings[open]");
  const was = await page.locator("#deck-0").inputValue();
  await tabTo(page, "deck-0", (f) => assert.ok(f.inDialog));
  await page.keyboard.press(was === (await page.locator("#deck-0 option").first().getAttribute("value")) ? "ArrowDown" : "ArrowUp");
  const chosen = await page.locator("#deck-0").inputValue();
  assert.notEqual(chosen, was, "the arrow keys change the deck");
  await tabTo(page, "new-game", (f) => assert.ok(f.inDialog));
  const seen = await page.evaluate(() => performance.getEntriesByName("arbiter-welcome").length);
  await page.keyboard.press("Enter");
  const confirm = page.locator("dialog.confirm-new[open]");
  await confirm.waitFor();
  // Its focus is on "Keep playing"; Shift+Tab reaches "Start a new game".
  await page.keyboard.press("Shift+Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), "confirm-new-game");
  await page.keyboard.press("Enter");
  await page.waitForFunction((n) => performance.getEntriesByName("arbiter-welcome").length > n, seen);
  await page.waitForFunction(() => !document.querySelector("dialog#settings").open);
  const f = await focused(page);
  assert.ok(f.id === "open-settings" || f.inDecision, `the focus is back on the page (on #${f.id})`);
  await page.waitForSelector('#decision[data-decision="fighters"], #decision[data-decision="play"], #decision[data-decision="computer"]');
  const log = await savedLog(page, "arbiter-save-eredan");
  assert.equal(log.setup.decks[0], chosen, "the new game has the deck chosen");
  await page.close();
});

test("the turn banner names the asked decision in the ruleset's words, and changes with the turns", async () => {
  const page = await open("/?seed=3&speed=0");
  await page.waitForSelector('#decision[data-decision="play"]');
  const banner = () =>
    page.evaluate(() => ({
      state: document.querySelector("#turn-banner").dataset.state,
      who: document.querySelector(".turn-who").textContent,
      what: document.querySelector(".turn-what").textContent,
      heading: document.querySelector("#decision h2")?.textContent ?? "",
      live: document.querySelector("#turn-live").textContent,
    }));
  const first = await banner();
  assert.equal(first.state, "yours");
  assert.equal(first.who, "Your turn");
  assert.match(first.what, /^Play up to two cards for \S/, "the asked decision, in Eredan's words");
  assert.equal(first.heading, `You (Player 0) — ${first.what}`, "the banner says what the panel asks");
  assert.equal(first.live, `Your turn — ${first.what}`, "said once to screen readers");
  // Every state the banner takes until the person is asked again.
  await page.evaluate(() => {
    window.__banner = [];
    const b = document.querySelector("#turn-banner");
    new MutationObserver(() => window.__banner.push(`${b.dataset.state}: ${b.textContent}`)).observe(b, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  const seen = await page.locator("#decision").getAttribute("data-shown");
  await page.click('[data-action="play-nothing"]');
  await page.waitForFunction((s) => document.querySelector("#decision").dataset.shown !== s && ["fighters", "play", "discard"].includes(document.querySelector("#decision").dataset.decision), seen, { timeout: 30_000 });
  const states = await page.evaluate(() => window.__banner);
  assert.ok(states.some((s) => /^(animating|waiting): /.test(s)), `the banner left "your turn" meanwhile: ${states.join(" | ")}`);
  const next = await banner();
  assert.equal(next.state, "yours");
  assert.equal(next.heading, `You (Player 0) — ${next.what}`);
  assert.notEqual(`${next.what}`, "");
  assert.equal(next.live, `Your turn — ${next.what}`);
  await page.close();
});

test("hot-seat: the banner names the player whose turn it is", async () => {
  const page = await open("/berserk.html?game=skirmish&seed=1&speed=0");
  await page.waitForSelector('#decision[data-decision="main"]');
  await openSettings(page);
  await page.selectOption("#mode", "hotseat");
  await clickNewGame(page);
  await page.waitForSelector('#decision[data-decision="main"]');
  assert.equal(await page.locator(".turn-who").textContent(), "Player 0's turn");
  await page.close();
});

/** The visible interactive elements smaller than 44 px either way (a checkbox counts its label). */
const smallTargets = (page) =>
  page.evaluate(() => {
    const shown = (e) => e.getClientRects().length > 0 && getComputedStyle(e).visibility !== "hidden" && !e.closest("[inert]");
    const all = [...document.querySelectorAll('button, select, summary, a[href], input, textarea, [role="button"], [tabindex]:not([tabindex="-1"])')];
    return all
      .filter((e) => shown(e) && !e.matches(".sr, .sr *"))
      .map((e) => {
        const box = (e.matches('input[type="checkbox"], input[type="radio"]') && e.closest("label")) || e;
        const r = box.getBoundingClientRect();
        return { what: `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ""}${e.className && typeof e.className === "string" ? `.${e.className.split(" ")[0]}` : ""} "${(e.textContent ?? "").trim().slice(0, 24)}"`, w: Math.round(r.width), h: Math.round(r.height) };
      })
      .filter((t) => t.w < 44 || t.h < 44)
      .map((t) => `${t.what} ${t.w}×${t.h}`);
  });

for (const [name, [path, ready]] of Object.entries(PAGES)) {
  test(`${name} at 360 px: the board in view above the decision's sheet, the sheet folds, the log's drawer, no sideways scrolling, 44 px targets`, async () => {
    const page = await open(path, { width: 360, height: 740 });
    await page.waitForSelector(ready, { timeout: 60_000 });
    await page.evaluate(() => scrollTo(0, 0));
    const layout = () =>
      page.evaluate(() => {
        const r = (s) => document.querySelector(s).getBoundingClientRect();
        return { scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth, board: r("#board"), banner: r("#turn-banner"), sheet: r("#decision-sheet"), decision: r("#decision"), log: r("#log-box"), vh: innerHeight };
      });
    const l = await layout();
    assert.ok(l.scroll <= 0, `no sideways scrolling (${l.scroll} px)`);
    assert.ok(l.board.top >= l.banner.bottom - 1 && l.board.top + 60 < l.sheet.top, `the board's top is in view above the sheet (board ${l.board.top}, sheet ${l.sheet.top})`);
    assert.ok(Math.abs(l.sheet.bottom - l.vh) <= 1, "the sheet sits at the bottom of the screen");
    assert.ok(l.sheet.top >= l.vh * 0.5, `the sheet leaves the screen's top half to the board (its top at ${l.sheet.top})`);
    assert.ok(l.decision.height > 40, "the sheet shows the decision");
    assert.ok(await page.evaluate(() => !!document.activeElement?.closest("#decision")), "the decision has the focus");
    assert.ok(l.log.left >= 360 - 1, "the log's drawer is closed");
    assert.deepStrictEqual(await smallTargets(page), [], "every control is at least 44 px each way");
    await page.screenshot({ path: shot(`table-${name}-360-sheet`) });
    await accessible(page, `${name} at 360 px`);
    // The sheet folds to its handle and unfolds.
    await page.click("#sheet-handle");
    assert.equal(await page.locator("#sheet-handle").getAttribute("aria-expanded"), "false");
    assert.ok(await page.locator("#decision").isHidden(), "folded, the decision is hidden");
    const folded = await layout();
    assert.ok(folded.sheet.height <= 64, `folded, the sheet is one line (${folded.sheet.height} px)`);
    await page.screenshot({ path: shot(`table-${name}-360-folded`) });
    await page.click("#sheet-handle");
    assert.ok(await page.locator("#decision").isVisible(), "unfolded, the decision shows");
    // The log's drawer: opened by its button, closed by Escape, then by its close button.
    await page.click("#open-log");
    await page.waitForFunction(() => document.querySelector("#log-box").getBoundingClientRect().left < 100);
    assert.equal(await page.locator("#open-log").getAttribute("aria-expanded"), "true");
    assert.equal((await focused(page)).id, "close-log", "the drawer takes the focus");
    assert.ok(await page.locator("#log li").first().isVisible(), "the log is shown");
    assert.deepStrictEqual(await smallTargets(page), [], "in the drawer too, every control is at least 44 px each way");
    await page.screenshot({ path: shot(`table-${name}-360-drawer`) });
    await accessible(page, `${name} at 360 px, the log's drawer open`);
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.querySelector("#log-box").getBoundingClientRect().left >= 359);
    assert.equal((await focused(page)).id, "open-log", "the focus is back on the log's button");
    // Closed, the log is hidden (once it has slid out: its visibility follows the slide).
    await page.locator("#log li").first().waitFor({ state: "hidden", timeout: 5_000 });
    await page.click("#open-log");
    await page.click("#close-log");
    await page.waitForFunction(() => document.querySelector("#log-box").getBoundingClientRect().left >= 359);
    // The settings dialog fits the screen, its controls 44 px too.
    await page.click("#open-settings");
    await page.waitForSelector("dialog#settings[open]");
    const dialog = await page.locator("dialog#settings").boundingBox();
    assert.ok(dialog.x >= 0 && dialog.x + dialog.width <= 360, "the dialog fits the screen's width");
    assert.deepStrictEqual(await smallTargets(page), [], "in the dialog, every control is at least 44 px each way");
    assert.ok((await layout()).scroll <= 0, "no sideways scrolling with the dialog open");
    await page.screenshot({ path: shot(`table-${name}-360-dialog`) });
    await accessible(page, `${name} at 360 px, the settings dialog`);
    await page.close();
  });

  test(`${name} at 1280 px: the decision beside the board, in view; axe-core clean`, async () => {
    const page = await open(path, { width: 1280, height: 900 });
    await page.waitForSelector(ready, { timeout: 60_000 });
    const { board, decision, log } = await page.evaluate(() => {
      const r = (s) => document.querySelector(s).getBoundingClientRect().toJSON();
      return { board: r("#board"), decision: r("#decision"), log: r("#log-box") };
    });
    assert.ok(decision.left >= board.right, "the decision is beside the board");
    assert.ok(decision.top < 900 && decision.bottom <= 900, "the decision is in view");
    assert.ok(decision.bottom <= log.top, "above the log");
    await page.screenshot({ path: shot(`table-${name}-1280`) });
    await accessible(page, `${name} at 1280 px`);
    await page.close();
  });
}

test("no console errors", () => {
  assert.deepStrictEqual(problems, []);
});
