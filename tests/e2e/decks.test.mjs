// End-to-end: the Berserk deck builder (decks.html). A deck built by clicking the cards' faces
// is "too few" until 30 cards, then legal, and a 4th copy of a card brings the engine's copies
// problem, each in words; the keyboard adds and removes copies on a focused card; a pasted
// Russian list is imported with its unread lines and their reasons; the deck is exported as the
// engine writes it in English, and its share link opens the same deck in a new page; a saved
// deck is kept in localStorage under the game page's contract and found again after a reload;
// the language switch is remembered. No console errors; at 360 px nothing overflows
// sideways and the deck panel opens over the grid; on a touch screen a tap adds a copy and a
// long press shows the card. Only Berserk's scenario engine is fetched. Screenshots at 1280 and
// 360 px, axe-core.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { cards, checkDeck, printedDecks, writeDeck } from "../../pkg/node.js";
import { start, shot, accessible } from "./harness.mjs";

let env, open, problems;

before(async () => {
  env = await start();
  ({ open, problems } = env);
});

after(() => env?.stop());

const printed = cards("berserk", "en").filter((c) => c.set === "vs");
const byId = new Map(printed.map((c) => [c.id, c]));
const tileOf = (page, id) => page.locator(`#grid .dk-tile[data-id="${id}"]`);

/** Opens the builder at `path` and waits for its cards. */
async function builder(path = "/decks.html?lang=en", viewport) {
  const page = await open(path, viewport);
  await page.waitForSelector("body[data-ready]");
  return page;
}

/** The deck the panel lists: copies by card id. */
const listed = (page) =>
  page.$$eval("#deck-list .dk-line", (lines) => Object.fromEntries(lines.map((li) => [li.dataset.id, Number.parseInt(li.querySelector(".dk-line-n").textContent, 10)])));

/** The ids of `copies` (copies by id), a copy each, in the set's order. */
const idsOf = (copies) => Object.entries(copies).sort(([a], [b]) => byId.get(a).number - byId.get(b).number).flatMap(([id, n]) => Array(n).fill(id));

/** The panel's verdict and problems. */
async function verdict(page) {
  return {
    legal: (await page.locator("#verdict").getAttribute("data-legal")) === "true",
    problems: await page.$$eval("#problems li", (lis) => lis.map((li) => ({ problem: li.dataset.problem, text: li.textContent }))),
    total: await page.locator("#verdict .dk-total").textContent(),
  };
}

test("a deck built by clicking: too few until 30 cards, then legal; a 4th copy is the engine's copies problem", async () => {
  const page = await builder();
  assert.equal(await page.locator("#grid .dk-tile").count(), 200, "the 200 printed cards");
  // Ten cards of three copies each (the first ten ground creatures of the Steppes).
  const ten = printed.slice(0, 10).map((c) => c.id);
  let v = await verdict(page);
  assert.equal(v.legal, false);
  assert.deepStrictEqual(v.problems.map((p) => p.problem), ["too_few"]);
  for (const [i, id] of ten.entries()) {
    for (let k = 0; k < 3; k++) {
      if (i === 9 && k === 2) {
        v = await verdict(page);
        assert.equal(v.legal, false, "29 cards: not legal");
        assert.match(v.problems[0].text, /Too few cards: 29, a deck needs at least 30/);
      }
      await tileOf(page, id).locator(".dk-add").click();
    }
  }
  v = await verdict(page);
  assert.equal(v.legal, true, "30 cards: legal");
  assert.deepStrictEqual(v.problems, []);
  assert.match(v.total, /^30 cards \/ 30–50$/);
  assert.equal(await page.locator("#verdict .dk-verdict-badge").textContent(), "✓ Legal");
  assert.deepStrictEqual(await listed(page), Object.fromEntries(ten.map((id) => [id, 3])));
  assert.equal(checkDeck("berserk", ten.flatMap((id) => [id, id, id]).join("\n")).legal, true, "the engine agrees");

  // A 4th copy of the last card: the engine's copies problem, in words, on the card's line and tile.
  const last = ten[9];
  await tileOf(page, last).locator(".dk-add").click();
  v = await verdict(page);
  assert.equal(v.legal, false);
  assert.deepStrictEqual(v.problems.map((p) => p.problem), ["too_many_copies"]);
  assert.equal(v.problems[0].text, `${byId.get(last).name.en}: 4 copies, at most 3 of a card.`);
  assert.ok(await tileOf(page, last).evaluate((li) => li.classList.contains("over")), "the tile shows too many copies");
  assert.equal(await tileOf(page, last).locator(".dk-count").textContent(), "×4");
  assert.equal(await page.locator(`#deck-list .dk-line[data-id="${last}"] .dk-line-n.over`).count(), 1);
  await page.screenshot({ path: shot("decks-copies-1280") });
  // Its − takes the copy back: legal again.
  await tileOf(page, last).locator(".dk-remove").click();
  assert.equal((await verdict(page)).legal, true);
  // The panel's − on a line removes too, and + adds.
  await page.locator(`#deck-list [data-act="remove"][data-id="${ten[0]}"]`).click();
  assert.equal((await listed(page))[ten[0]], 2);
  assert.deepStrictEqual((await verdict(page)).problems.map((p) => p.problem), ["too_few"]);
  await page.locator(`#deck-list [data-act="add"][data-id="${ten[0]}"]`).click();
  assert.equal((await verdict(page)).legal, true);
  await accessible(page, "the builder at 1280 px with a legal deck");
  await page.close();
});

test("the keyboard: Tab reaches a card, Enter and + add a copy, − and Delete remove one", async () => {
  const page = await builder();
  await page.focus("#clear-filters");
  await page.keyboard.press("Tab");
  const focused = () => page.evaluate(() => document.activeElement?.closest(".dk-tile")?.dataset.id ?? null);
  assert.equal(await focused(), "vs-001", "Tab goes from the filters to the first card");
  const count = () => tileOf(page, "vs-001").locator(".dk-count").textContent();
  await page.keyboard.press("Enter");
  assert.equal(await count(), "×1");
  await page.keyboard.press("+");
  assert.equal(await count(), "×2");
  assert.match(await tileOf(page, "vs-001").locator(".dk-add").getAttribute("aria-label"), /^Nomad, cost 3: add a copy \(2 in the deck\)$/);
  await page.keyboard.press("-");
  assert.equal(await count(), "×1");
  // The peek shows the whole face of the focused card.
  assert.equal(await page.locator("#card-peek").isVisible(), true, "the focused card's face is shown enlarged");
  assert.match(await page.locator("#card-peek").textContent(), /Nomad/);
  // Tab goes on to the card's − (it has a copy), then to the next card.
  await page.keyboard.press("Tab");
  assert.equal(await page.evaluate(() => document.activeElement?.classList.contains("dk-remove")), true);
  await page.keyboard.press("Enter");
  assert.equal(await count(), "");
  assert.equal(await focused(), "vs-001", "the focus goes back to the card when its − goes");
  await page.keyboard.press("Tab");
  assert.equal(await focused(), "vs-002");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Delete");
  assert.equal(await tileOf(page, "vs-002").locator(".dk-count").textContent(), "");
  await page.close();
});

test("filters: element, cost, kind and text narrow the grid", async () => {
  const page = await builder();
  const shown = () => page.locator("#grid .dk-tile:not([hidden])").count();
  await page.click('#f-element [data-element="forest"]');
  assert.equal(await shown(), printed.filter((c) => c.element === "forest").length);
  await page.click('#f-cost [data-cost="5"]');
  assert.equal(await shown(), printed.filter((c) => c.element === "forest" && c.cost === 5).length);
  await page.click('#f-kind [data-kind="flyer"]');
  assert.equal(await shown(), printed.filter((c) => c.element === "forest" && c.cost === 5 && c.kind === "flyer").length);
  await page.click("#clear-filters");
  assert.equal(await shown(), 200);
  await page.fill("#search", "кочевник");
  assert.deepStrictEqual(await page.$$eval("#grid .dk-tile:not([hidden])", (lis) => lis.map((li) => li.dataset.id)), ["vs-001"], "a Russian name finds its card on the English page");
  await page.fill("#search", "zzzz");
  assert.equal(await page.locator("#no-match").isVisible(), true);
  // Every printed card is played whole: no tile says a mechanic is missing.
  await page.fill("#search", "");
  assert.deepStrictEqual(printed.filter((c) => c.missing?.length).map((c) => c.id), [], "every printed card is played");
  assert.equal(await shown(), 200);
  assert.equal(await page.locator("#grid .dk-missing").count(), 0, "no tile says a card is not played");
  await page.close();
});

test("a pasted Russian list is imported, its unread lines with their reasons; the deck exported in English; its link opens the same deck", async () => {
  const page = await builder();
  const ready = printedDecks("berserk").find((d) => d.id === "forest");
  const list = `${writeDeck("berserk", ready.cards.slice(0, 30), "ru")}Непонятная карта\n99 Кочевник\n`;
  await page.click("#open-import");
  await page.fill("#import-text", list);
  assert.equal(await page.locator("#import-preview").textContent(), "Read: 30 cards.");
  const unread = await page.$$eval("#import-unread-list li", (lis) => lis.map((li) => li.textContent));
  assert.deepStrictEqual(unread, ['Line 31: Непонятная карта — no printed card is named "Непонятная карта"', "Line 32: 99 Кочевник — the count is not a number from 1 to 50"]);
  await page.screenshot({ path: shot("decks-import-1280") });
  await page.click("#import-replace");
  assert.equal(await page.locator("#import-dialog").isVisible(), false);
  const deck = await listed(page);
  assert.deepStrictEqual(idsOf(deck), [...ready.cards.slice(0, 30)].sort((a, b) => byId.get(a).number - byId.get(b).number));
  assert.equal((await verdict(page)).legal, true);

  await page.click("#open-export");
  await page.click('#export-dialog [data-export-lang="en"]');
  assert.equal(await page.inputValue("#export-list-text"), writeDeck("berserk", idsOf(deck), "en"));
  await page.click('#export-dialog [data-export-lang="ru"]');
  assert.equal(await page.inputValue("#export-list-text"), writeDeck("berserk", idsOf(deck), "ru"));
  const link = await page.inputValue("#export-link-url");
  assert.match(link, /\/decks\.html#deck=[\dx.]+$/);
  await page.screenshot({ path: shot("decks-export-1280") });
  await page.close();

  // The link in a new page (its own browser storage): the same deck.
  const shared = await builder(new URL(link).pathname + new URL(link).hash);
  assert.deepStrictEqual(await listed(shared), deck);
  assert.match(await shared.locator("#notice").textContent(), /Deck loaded from the link/);
  assert.equal(new URL(shared.url()).hash, "", "the page takes the deck out of its address");
  await shared.close();
});

test("a saved deck is kept under the game page's contract and found after a reload; the language is remembered", async () => {
  const page = await builder();
  await page.click("#open-decks");
  await page.click('#ready-list [data-ready="swamp"]');
  const swamp = printedDecks("berserk").find((d) => d.id === "swamp");
  assert.equal(await page.inputValue("#deck-name"), swamp.name.en);
  await page.fill("#deck-name", "My swamp");
  await tileOf(page, swamp.cards[0]).locator(".dk-add").click();
  await page.click("#save");
  assert.match(await page.locator("#notice").textContent(), /Saved «My swamp» in this browser/);
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem("arbiter.berserk.decks")));
  const expected = [...swamp.cards, swamp.cards[0]].sort((a, b) => byId.get(a).number - byId.get(b).number);
  assert.deepStrictEqual(stored, [{ name: "My swamp", cards: expected }], "localStorage arbiter.berserk.decks: [{name, cards: ids, a copy each}]");

  await page.click("#new-deck");
  assert.equal((await verdict(page)).total, "0 cards / 30–50");
  await page.reload();
  await page.waitForSelector("body[data-ready]");
  await page.click("#open-decks");
  const row = page.locator("#saved-list li", { hasText: "My swamp" });
  assert.equal(await row.count(), 1, "the saved deck is listed after a reload");
  assert.match(await row.textContent(), /41 cards/);
  await row.locator("[data-load]").click();
  assert.deepStrictEqual(idsOf(await listed(page)), expected);
  assert.equal(await page.inputValue("#deck-name"), "My swamp");

  // Deleting it, then Undo.
  await page.click("#open-decks");
  await page.locator("#saved-list li", { hasText: "My swamp" }).locator("[data-delete]").click();
  assert.equal(await page.locator("#saved-list li", { hasText: "My swamp" }).count(), 0);
  await page.click("#saved-status .dk-undo");
  assert.equal(await page.locator("#saved-list li", { hasText: "My swamp" }).count(), 1);
  await page.keyboard.press("Escape");

  // Russian, remembered after a reload.
  await page.goto(page.url().replace("?lang=en", ""));
  await page.waitForSelector("body[data-ready]");
  await page.selectOption("#lang", "ru");
  assert.equal(await page.locator("h1 [data-w=title]").textContent(), "Конструктор колод «Берсерк»");
  assert.match(await page.locator("#verdict").textContent(), /41 карта \/ 30–50/);
  await page.reload();
  await page.waitForSelector("body[data-ready]");
  assert.equal(await page.evaluate(() => document.documentElement.lang), "ru");
  assert.equal(await tileOf(page, "vs-001").locator(".dk-name").textContent(), "Кочевник");
  await page.close();
});

test("at 360 px: nothing overflows sideways, two columns of cards, the deck panel opens over the grid", async () => {
  const page = await builder("/decks.html?lang=ru", { width: 360, height: 740 });
  for (const id of ["vs-001", "vs-001", "vs-002", "vs-014"]) await tileOf(page, id).locator(".dk-add").click();
  const layout = await page.evaluate(() => {
    const tiles = [...document.querySelectorAll("#grid .dk-tile:not([hidden])")].slice(0, 4).map((t) => t.getBoundingClientRect());
    const bar = document.querySelector("#deck-toggle").getBoundingClientRect();
    return {
      scroll: document.documentElement.scrollWidth,
      width: document.documentElement.clientWidth,
      columns: new Set(tiles.map((r) => Math.round(r.left))).size,
      right: Math.max(...tiles.map((r) => r.right)),
      bar: { top: bar.top, bottom: bar.bottom, visible: bar.height > 0 },
    };
  });
  assert.ok(layout.scroll <= layout.width, `no sideways scroll (${layout.scroll} > ${layout.width})`);
  assert.equal(layout.columns, 2, "two columns of cards");
  assert.ok(layout.right <= 360, "the cards fit");
  assert.ok(layout.bar.visible && layout.bar.bottom <= 740 + 1, "the deck bar is at the bottom of the screen");
  assert.match(await page.locator("#deck-summary").textContent(), /4 \/ 30–50/);
  await page.screenshot({ path: shot("decks-360") });
  await page.click("#deck-toggle");
  assert.equal(await page.locator("#deck-toggle").getAttribute("aria-expanded"), "true");
  const body = await page.locator("#deck-body").boundingBox();
  assert.ok(body && body.y >= 0 && body.x >= 0 && body.x + body.width <= 360, "the opened panel is on the screen");
  assert.equal(await page.locator('#deck-list [data-act="remove"][data-id="vs-001"]').isVisible(), true);
  await page.screenshot({ path: shot("decks-360-panel") });
  await accessible(page, "the builder at 360 px, its panel open");
  await page.keyboard.press("Escape");
  assert.equal(await page.locator("#deck-body").isVisible(), false, "Escape folds the panel");
  await page.close();
});

test("on a touch screen a tap adds a copy and leaves the grid uncovered; a long press shows the card instead", async () => {
  const context = await env.browser.newContext({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  page.on("console", (m) => ["error", "warning"].includes(m.type()) && problems.push(`touch: console ${m.type()}: ${m.text()}`));
  page.on("pageerror", (e) => problems.push(`touch: ${e.message}`));
  await page.goto(`${env.base}/decks.html?lang=en`);
  await page.waitForSelector("body[data-ready]");
  const cdp = await context.newCDPSession(page);
  /** Touches the card `id` for `ms` milliseconds. */
  async function press(id, ms) {
    const add = tileOf(page, id).locator(".dk-add");
    await add.scrollIntoViewIfNeeded();
    const box = await add.boundingBox();
    const point = { x: box.x + box.width / 2, y: box.y + 30 };
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [point] });
    await page.waitForTimeout(ms);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    await page.waitForTimeout(300);
  }
  await press("vs-003", 120);
  assert.equal(await tileOf(page, "vs-003").locator(".dk-count").textContent(), "×1", "a tap adds a copy");
  assert.equal(await page.locator("#card-peek").isVisible(), false, "no enlarged face after a tap");
  await press("vs-004", 700);
  assert.equal(await page.locator("#card-peek").isVisible(), true, "a long press shows the card");
  assert.match(await page.locator("#card-peek").textContent(), new RegExp(byId.get("vs-004").name.en));
  assert.equal(await tileOf(page, "vs-004").locator(".dk-count").textContent(), "", "a long press adds nothing");
  await context.close();
});

test("the page fetches Berserk's scenario engine only", async () => {
  const wasm = readFileSync(new URL("../../pkg/berserk/scenarios/arbiter_bg.wasm", import.meta.url));
  const page = await env.browser.newPage();
  const fetched = [];
  page.on("response", (r) => {
    if (new URL(r.url()).pathname.endsWith(".wasm")) fetched.push(r.body().then((b) => b.equals(wasm)));
  });
  await page.goto(`${env.base}/decks.html`);
  await page.waitForSelector("body[data-ready]");
  assert.deepStrictEqual(await Promise.all(fetched), [true]);
  await page.close();
});

test("no console errors or warnings", () => {
  assert.deepStrictEqual(problems, []);
});
