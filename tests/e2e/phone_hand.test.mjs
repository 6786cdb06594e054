// At 360 px the decision's bottom sheet never covers what it asks to choose from: when Eredan asks
// for a play, the seat's hand comes into view above the sheet (www/src/rulesets/eredan/board.ts,
// handAboveSheet). Screenshot: target/e2e/phone-hand-360.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "./harness.mjs";
import { pages } from "./persons.mjs";

let env;
before(async () => {
  env = await start();
});
after(() => env?.stop());

test("Eredan at 360 px: the hand asked for is above the sheet, and a card of it can be tapped", { timeout: 60_000 }, async () => {
  const page = await env.open("/?speed=0&lang=en", { width: 360, height: 800 });
  for (;;) {
    await page.waitForFunction(() => ["fighters", "play", "discard"].includes(document.querySelector("#decision")?.dataset.decision));
    const kind = await page.evaluate(() => document.querySelector("#decision").dataset.decision);
    if (kind === "play") break;
    await pages.eredan.act(page, kind);
  }
  await page.waitForSelector(".hand-view .hand-card.playable, .hand-view .hand-card[draggable='true']");
  const { cardBottom, sheetTop } = await page.evaluate(() => ({
    cardBottom: Math.max(...[...document.querySelectorAll(".hand-view[data-player='0'] .hand-card")].map((c) => c.getBoundingClientRect().bottom)),
    sheetTop: document.querySelector("#decision-sheet").getBoundingClientRect().top,
  }));
  await page.screenshot({ path: shot("phone-hand-360") });
  assert.ok(cardBottom <= sheetTop, `the hand ends at ${cardBottom}, the sheet starts at ${sheetTop}`);
  // The card is tapped where it is, as a person does (no scrolling first).
  const before = await page.evaluate(() => document.querySelectorAll(".hand-card.picked").length);
  await page.locator(".hand-view[data-player='0'] .hand-card[draggable='true']").first().click({ noWaitAfter: true });
  await page.waitForFunction((n) => document.querySelectorAll(".hand-card.picked").length > n || document.querySelector(".play-here"), before);
});
