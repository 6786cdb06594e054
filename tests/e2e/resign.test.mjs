// The table's end on the game page (docs/online.md, "Endings"): two browsers at an online table
// of `arbiter serve` (1280 px and 360 px) — the seat whose decision is awaited offers a draw, the
// other is asked and declines, then resigns through the button and its confirmation: both end
// screens say who resigned and who won. At one screen against the computer (the Worker host, the
// same table code), a draw offered is declined by the computer, a resign ends the game, and a
// reload finds it over. Screenshots in target/e2e/resign-*.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "./harness.mjs";

let env;
before(async () => {
  env = await start();
});
after(() => env?.stop());

const panel = (page) => page.evaluate(() => document.querySelector("#decision")?.dataset.decision ?? null);
/** Waits until `page`'s panel shows a decision of its own person's (not a wait, not a resolution). */
const ownTurn = (page) =>
  page.waitForFunction(() => {
    const d = document.querySelector("#decision")?.dataset.decision;
    return d && !["computer", "over", "resolving", "handover", "refused", "save-error"].includes(d) && document.querySelector("[data-action=offer-draw]");
  }, null, { timeout: 30_000 });

/** Clicks Resign, then the confirmation's Resign. */
async function resign(page) {
  await page.click("[data-action=resign]");
  await page.waitForSelector("dialog.confirm-resign [data-action=confirm-resign]");
  await page.click("dialog.confirm-resign [data-action=confirm-resign]");
}

test("online: a draw offered is declined by the other seat, who then resigns; both end screens say so (1280 px, 360 px)", { timeout: 120_000 }, async () => {
  const res = await fetch(`${env.base}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ruleset: "eredan", setup: null, seats: [{ kind: "person" }, { kind: "person" }], clock: null }),
  });
  assert.equal(res.status, 201);
  const table = await res.json();
  const sizes = [{ width: 1280, height: 900 }, { width: 360, height: 800 }];
  const pages = [];
  for (const seat of [0, 1]) {
    const { invite } = table.seats.find((s) => s.seat === seat);
    pages.push(await env.open(invite.replace("#", "&speed=0&lang=en#"), sizes[seat]));
  }
  // Whoever decides first has the offer button; the other has Resign only.
  const first = await Promise.race(pages.map((p, i) => ownTurn(p).then(() => i)));
  const [offerer, other] = [pages[first], pages[1 - first]];
  await other.waitForSelector("[data-action=resign]");
  assert.equal(await other.locator("[data-action=offer-draw]").count(), 0, "no offer out of turn");
  await offerer.click("[data-action=offer-draw]");
  await other.waitForSelector("[data-action=accept-draw]");
  assert.match(await other.textContent(".draw-offered"), /offers a draw/);
  await offerer.waitForFunction(() => /waiting for the answer/.test(document.querySelector(".table-actions-said")?.textContent ?? ""));
  await other.screenshot({ path: shot(`resign-draw-offered-${sizes[1 - first].width}`) });
  await other.click("[data-action=decline-draw]");
  await offerer.waitForFunction(() => /declined the draw/.test(document.querySelector(".table-actions-said")?.textContent ?? ""));
  assert.equal(await panel(offerer) !== "over", true, "the game goes on");

  // The other seat resigns: the button asks first; "Keep playing" keeps playing.
  await other.click("[data-action=resign]");
  await other.waitForSelector("dialog.confirm-resign");
  await other.screenshot({ path: shot(`resign-confirm-${sizes[1 - first].width}`) });
  await other.click("dialog.confirm-resign [data-action=keep-playing]");
  assert.equal(await other.locator("dialog.confirm-resign").count(), 0);
  assert.notEqual(await panel(other), "over");
  await resign(other);
  for (const [i, p] of pages.entries()) {
    await p.waitForFunction(() => document.querySelector("#decision")?.dataset.decision === "over", null, { timeout: 20_000 });
    const said = await p.textContent("#table-end");
    assert.match(said, /resigned\./, said);
    assert.equal(await p.getAttribute("#table-end", "data-how"), "resigned");
    assert.equal(await p.locator("[data-action=resign]").count(), 0, "no resign once over");
    await p.screenshot({ path: shot(`resign-over-${sizes[i].width}`), fullPage: true });
  }
  // The one who resigned is named; the other side won.
  assert.match(await pages[0].textContent("#table-end"), new RegExp(`Player ${1 - first}`));
  for (const p of pages) await p.close();
});

test("at one screen: the computer declines a draw, a resign ends the game, and a reload finds it over", { timeout: 120_000 }, async () => {
  const page = await env.open("/index.html?speed=0&lang=en", { width: 1280, height: 900 });
  await ownTurn(page);
  await page.click("[data-action=offer-draw]");
  await page.waitForFunction(() => /declined the draw/.test(document.querySelector(".table-actions-said")?.textContent ?? ""));
  assert.match(await page.textContent(".table-actions-said"), /Computer/);
  await resign(page);
  await page.waitForFunction(() => document.querySelector("#decision")?.dataset.decision === "over", null, { timeout: 20_000 });
  assert.match(await page.textContent("#table-end"), /resigned\./);
  await page.screenshot({ path: shot("resign-local-1280"), fullPage: true });
  // The shared log says how it ended (the replay shows it).
  await page.click("[data-action=share]");
  const href = await page.getAttribute("#share-link", "href");
  const replay = await env.open(new URL(href).pathname + new URL(href).hash, { width: 360, height: 800 });
  await replay.waitForSelector("#table-end", { timeout: 30_000 });
  assert.match(await replay.textContent("#table-end"), /resigned\./);
  await replay.screenshot({ path: shot("resign-replay-360"), fullPage: true });
  await replay.close();
  // The save kept the end.
  await page.reload();
  await page.waitForFunction(() => document.querySelector("#decision")?.dataset.decision === "over", null, { timeout: 20_000 });
  assert.equal(await page.getAttribute("#table-end", "data-how"), "resigned");
  await page.close();
});

test("no console errors", () => {
  assert.deepEqual(env.problems, []);
});
