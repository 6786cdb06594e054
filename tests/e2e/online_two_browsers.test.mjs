// Online play end to end: two browser contexts (two people: one at 1280 px, one at 360 px) play a
// whole game of each ruleset against each other through `arbiter serve` (the harness's server),
// each clicking its own decisions on its page, opened from its seat's invite link of
// `POST /api/tables` (docs/online.md). Every message each page receives is recorded
// (`window.__arbiterReceived`): a seat never receives another seat's hand, any deck's cards or
// another seat's draw (all "hidden": rules.md E-SEE, B-SEE, Y-SEE), nor another seat's options;
// both pages end on the same outcome. Screenshots mid-game and at the end, of both, in target/e2e/.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "./harness.mjs";

let env;
before(async () => {
  env = await start();
});
after(() => env?.stop());

/** Panels that are not a person's decision (game-page.ts NOT_A_PERSONS, and none drawn yet). */
const waiting = new Set(["computer", "over", "resolving", "handover", "save-error", "refused", undefined]);
const panel = (page) => page.evaluate(() => ({ ...document.querySelector("#decision").dataset }));

/** Ticks as many boxes as needed, then confirms (Eredan's and Yummell's discards). */
async function discard(page) {
  const ok = page.locator('#decision [data-action="confirm"]');
  const boxes = page.locator('#decision input[type="checkbox"]');
  for (let i = 0; (await ok.isDisabled()) && i < (await boxes.count()); i++) await boxes.nth(i).check();
  return ok.click();
}

/** How a person plays each ruleset's decisions (`n`: how many this seat made), always legal. */
const players = {
  async eredan(page, kind, n) {
    if (kind === "fighters") {
      if ((await page.locator("#decision [data-opponent]").count()) === 0) await page.locator("#decision [data-own]").first().click();
      return page.locator("#decision [data-opponent]").first().click();
    }
    if (kind === "play") {
      const cards = page.locator("#decision [data-card]:not([disabled])");
      const count = await cards.count();
      if (count === 0 || n % 2 === 0) return page.click('#decision [data-action="play-nothing"]');
      await cards.nth(n % count).click();
      const second = page.locator("#decision [data-second]");
      return (await second.count()) > 0 ? second.first().click() : page.click('#decision [data-action="play-one"]');
    }
    if (kind === "discard") return discard(page);
  },
  /**
   * Strikes when it can, else makes the move that brings a creature nearest an enemy (if it
   * comes nearer), else exchanges or passes (ends the turn). On a narrow screen (the panel folds
   * the moves away) strikes and moves are made on the board: the creature, then its target or a cell.
   */
  async berserk(page) {
    const options = page.locator("#decision button[data-type]:not([disabled])");
    const choices = await options.evaluateAll((bs) => bs.map((b) => JSON.parse(b.dataset.choice)));
    // The creatures as the page last received them.
    const creatures = await page.evaluate(() => window.__got.findLast((m) => m.view)?.view.creatures ?? []);
    const cellOf = new Map(creatures.map((c) => [c.uid, c.cell]));
    const nearest = (cell, owner) => Math.min(...creatures.filter((c) => !c.dead && c.owner !== owner).map((c) => Math.max(Math.abs(c.cell[0] - cell[0]), Math.abs(c.cell[1] - cell[1]))));
    const ownerOf = (uid) => creatures.find((c) => c.uid === uid)?.owner;
    const gain = (o) => nearest(cellOf.get(o.creature), ownerOf(o.creature)) - nearest(o.to, ownerOf(o.creature));
    let i = choices.findIndex((o) => o.type === "strike");
    if (i < 0) {
      const moves = choices.map((o, j) => [o, j]).filter(([o]) => o.type === "move" && cellOf.has(o.creature) && gain(o) > 0);
      moves.sort(([a], [b]) => nearest(a.to, ownerOf(a.creature)) - nearest(b.to, ownerOf(b.creature)));
      i = moves[0]?.[1] ?? -1;
    }
    if (i < 0) i = choices.findIndex((o) => o.type === "exchange");
    if (i < 0) i = choices.findIndex((o) => o.type === "pass");
    const option = options.nth(Math.max(i, 0));
    const choice = choices[Math.max(i, 0)];
    if ((choice.type === "strike" || choice.type === "move") && page.viewportSize().width < 700) {
      // As a person does: each thing clicked first brought to the middle of the screen, above the decision's sheet.
      const click = async (sel) => {
        await page.locator(sel).evaluate((e) => e.scrollIntoView({ block: "center" }));
        await page.click(sel);
      };
      await click(`#board [data-uid="${choice.type === "move" ? choice.creature : choice.attacker}"]`);
      return click(choice.type === "move" ? `#board [data-cell="${choice.to.join(",")}"]` : `#board [data-uid="${choice.target}"]`);
    }
    return option.click();
  },
  async yummell(page, kind, n) {
    if (kind === "window") return page.click('#decision button[data-type="continue"]');
    if (kind === "discard") return discard(page);
    const moves = page.locator('#decision button[data-type="move"]:not([disabled])');
    if (kind === "movement" && (await moves.count()) > 0) return moves.nth(n % (await moves.count())).click();
    const options = page.locator("#decision button[data-choice]:not([disabled])");
    return options.nth(n % (await options.count())).click();
  },
};

/**
 * [X-SEE] Nothing in `m` (a message to `seat`) shows another seat's hand, any deck's cards, or
 * another seat's draw: all "hidden" (the check of tests/online/server.rs, on what the page received).
 * Counts in `seen` the cards of its own hand (and face-down creatures) the seat was shown, and
 * the other's face-down creatures it was shown face down (the check is not vacuous).
 */
function checkHidden(m, seat, at, seen) {
  const allHidden = (v) => !Array.isArray(v) || v.every((c) => c === "hidden");
  if (Array.isArray(m)) return m.forEach((v) => checkHidden(v, seat, at, seen));
  if (m === null || typeof m !== "object") return;
  if (Array.isArray(m.players)) {
    m.players.forEach((p, j) => {
      assert.ok(allHidden(p?.deck), `${at}: seat ${seat} received player ${j}'s deck: ${JSON.stringify(p.deck)}`);
      if (j !== seat) assert.ok(allHidden(p?.hand), `${at}: seat ${seat} received player ${j}'s hand: ${JSON.stringify(p.hand)}`);
      else if (Array.isArray(p?.hand)) seen.own += p.hand.filter((c) => c !== "hidden").length;
    });
    assert.ok(allHidden(m.deck), `${at}: seat ${seat} received the deck: ${JSON.stringify(m.deck)}`);
  }
  // Berserk: another side's face-down creature is "face-down"; its owner sees its card.
  if (m.hidden === true && typeof m.owner === "number" && "card" in m) {
    if (m.owner !== seat) {
      assert.equal(m.card, "face-down", `${at}: seat ${seat} received a face-down creature's card: ${JSON.stringify(m)}`);
      seen.faceDown++;
    } else if (m.card !== "face-down") seen.own++;
  }
  if (m.kind === "cards_drawn" && m.player !== seat) assert.ok(allHidden(m.cards), `${at}: seat ${seat} received another's draw: ${JSON.stringify(m)}`);
  for (const v of Object.values(m)) checkHidden(v, seat, at, seen);
}

/**
 * Every message a page receives, into `window.__got` (before the page's scripts run), and when
 * (`window.__when`: [page time, "in" | "out", type, decision], the page's own `choose` included).
 */
const recorder = [
  () => {
    window.__got = [];
    window.__when = [];
    window.__arbiterReceived = (m) => {
      window.__got.push(m);
      window.__when.push([performance.now(), "in", m.type, m.decision ?? null]);
    };
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      const m = JSON.parse(data);
      window.__when.push([performance.now(), "out", m.type, m.decision ?? null]);
      return send.call(this, data);
    };
  },
  null,
];

/**
 * Where a seat's decisions spent their time: from the `turn` received to its `choose` sent (the
 * page: drawing, the automatic choice or the person's click) and from the `choose` to its `step`
 * received (the server and the socket), medians and totals in ms.
 */
function latencies(when) {
  const page = [];
  const server = [];
  let turnAt = null;
  when.forEach(([t, dir, type, decision], i) => {
    if (dir === "in" && type === "turn") turnAt = t;
    if (dir === "out" && type === "choose") {
      if (turnAt !== null) page.push(t - turnAt);
      const step = when.slice(i + 1).find(([, d, ty, n]) => d === "in" && ty === "step" && n === decision);
      if (step) server.push(step[0] - t);
      turnAt = null;
    }
  });
  const median = (xs) => Math.round([...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)] ?? 0);
  const sum = (xs) => Math.round(xs.reduce((a, b) => a + b, 0));
  return { chooses: page.length, page_median_ms: median(page), page_total_ms: sum(page), server_median_ms: median(server), server_total_ms: sum(server) };
}

/** The screenshot of `page`, as tall as its content (header, main, footer): see the report of the page's height. */
async function screenshot(page, name) {
  const { width, bottom } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    bottom: Math.max(...[...document.body.children].filter((e) => e.getClientRects().length && getComputedStyle(e).position !== "fixed").map((e) => e.getBoundingClientRect().bottom + scrollY)),
  }));
  await page.screenshot({ path: shot(name), fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil(bottom) + 8 } });
}

/**
 * The document's height against its content's, and the element that reaches lowest with its
 * ancestors (what makes a page taller than its content).
 */
const heights = (page) =>
  page.evaluate(() => {
    let lowest = null;
    for (const e of document.querySelectorAll("body *")) {
      const r = e.getBoundingClientRect();
      if (r.height > 0 && (!lowest || r.bottom + scrollY > lowest.bottom)) lowest = { bottom: Math.round(r.bottom + scrollY), e };
    }
    const chain = [];
    for (let x = lowest?.e; x && x !== document.body; x = x.parentElement) chain.push(`${x.tagName.toLowerCase()}${x.id ? `#${x.id}` : ""}${typeof x.className === "string" && x.className ? `.${x.className.split(" ").join(".")}` : ""}`);
    return { scrollHeight: document.documentElement.scrollHeight, main: Math.round(document.querySelector("main").getBoundingClientRect().bottom + scrollY), lowest: `${chain.join(" < ")} at ${lowest?.bottom}` };
  });

// Berserk: seat 0's squad has a creature that starts face down (ambush), the other squad is the smallest.
const SETUPS = { eredan: null, berserk: { squads: ["night-raiders", "mountain-guard"] }, yummell: { players: 2 } };
const VIEWPORTS = [
  { width: 1280, height: 900 },
  { width: 360, height: 800 },
];

for (const ruleset of ["eredan", "berserk", "yummell"]) {
  test(`${ruleset}: two people in two browsers play a whole game through arbiter serve; each receives only its seat's view`, { timeout: 150_000 }, async (t) => {
    const t0 = Date.now();
    const res = await fetch(`${env.base}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ ruleset, setup: SETUPS[ruleset], seats: [{ kind: "person" }, { kind: "person" }], clock: null }),
    });
    assert.equal(res.status, 201, await res.clone().text());
    const table = await res.json();
    const pages = [];
    for (const seat of [0, 1]) {
      const { invite } = table.seats.find((s) => s.seat === seat);
      pages.push(await env.open(invite.replace("#", "&speed=0&lang=en#"), VIEWPORTS[seat], recorder));
    }
    const opened = Date.now();
    const made = [0, 0];
    let midShot = false;
    let last = Date.now();
    const shots = async (when) => {
      for (const [seat, page] of pages.entries()) await screenshot(page, `online-2b-${ruleset}-${when}-${VIEWPORTS[seat].width}`);
    };
    for (;;) {
      const panels = await Promise.all(pages.map(panel));
      if (panels.every((p) => p.decision === "over")) break;
      for (const p of panels) assert.ok(p.decision !== "refused" && p.decision !== "save-error", `${ruleset}: a page shows an error: ${await pages[0].textContent("#decision")} / ${await pages[1].textContent("#decision")}`);
      const seat = panels.findIndex((p) => !waiting.has(p.decision));
      if (seat < 0) {
        assert.ok(Date.now() - last < 60_000, `${ruleset}: nothing to click for 60 s (${JSON.stringify(panels)}, ${made} decisions made)`);
        await pages[0].waitForTimeout(20);
        continue;
      }
      const page = pages[seat];
      await players[ruleset](page, panels[seat].decision, made[seat]++);
      await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, panels[seat].shown, { timeout: 60_000 });
      last = Date.now();
      // The engine's reasons shown on refused buttons and cards are its text, rule id first.
      for (const p of pages) {
        const shownReasons = await p.$$eval("[data-reason]", (es) => es.map((e) => e.dataset.reason));
        for (const r of shownReasons) assert.match(r, /^\[[A-Z]-[A-Z0-9-]+\] /, `${ruleset}: a reason shown is the engine's text: ${r}`);
      }
      // Berserk: the rest of an attack shown at once ("Skip to the end"), as a person in a hurry.
      const skip = page.locator('#controls button[aria-label="Skip to the end"]');
      if (ruleset === "berserk" && (await skip.count()) && (await page.locator("#log li.upcoming").count())) await skip.click();
      if (!midShot && made[0] + made[1] === 12) {
        midShot = true;
        await shots("mid");
      }
    }
    const seconds = (Date.now() - opened) / 1000;
    const t1 = Date.now();
    await Promise.all(pages.map((p) => p.waitForSelector("#outcome")));
    await shots("end");

    // One string each (quicker than Playwright's serialisation of a thousand objects).
    const got = await Promise.all(pages.map(async (p) => JSON.parse(await p.evaluate(() => JSON.stringify(window.__got)))));
    t.diagnostic(`${ruleset}: ${made[0]} + ${made[1]} decisions clicked in ${seconds.toFixed(1)} s (the pages opened in ${((opened - t0) / 1000).toFixed(1)} s, the end's screenshots and the messages read in ${((Date.now() - t1) / 1000).toFixed(1)} s); ${got[0].length} and ${got[1].length} messages`);
    for (const [seat, page] of pages.entries()) {
      t.diagnostic(`${ruleset}: seat ${seat}'s time: ${JSON.stringify(latencies(await page.evaluate(() => window.__when)))}; page height: ${JSON.stringify(await heights(page))}`);
    }
    const outcomes = [];
    for (const [seat, messages] of got.entries()) {
      const seen = { own: 0, faceDown: 0 };
      assert.equal(messages.find((m) => m.type === "welcome")?.seat, seat, `${ruleset}: page ${seat} sits at seat ${seat}`);
      messages.forEach((m, i) => {
        checkHidden(m, seat, `${ruleset}: message ${i} (${m.type})`, seen);
        if (m.type === "turn" && m.player !== seat) assert.ok(m.options == null, `${ruleset}: seat ${seat} received seat ${m.player}'s options`);
      });
      // Berserk has no hand: its board is open but for face-down creatures (seat 0's Night Raiders have one, the Shadow Assassin).
      if (ruleset !== "berserk" || seat === 0) assert.ok(seen.own > 0, `${ruleset}: seat ${seat} was shown its own hand (or face-down creature)`);
      if (ruleset === "berserk" && seat === 1) assert.ok(seen.faceDown > 0, `${ruleset}: seat 1 was shown seat 0's face-down creature face down`);
      const turns = messages.filter((m) => m.type === "turn");
      outcomes.push(turns.at(-1)?.outcome ?? null);
    }
    assert.ok(outcomes[0], `${ruleset}: the game ended with an outcome`);
    assert.deepEqual(outcomes[0], outcomes[1], `${ruleset}: both seats received the same outcome`);
    const texts = await Promise.all(pages.map((p) => p.textContent("#outcome")));
    // The same sentence, but for the label of the page's own seat ("You (Player 1)").
    const same = texts.map((x) => x.replace(/You \((\w+ \d+)\)/g, "$1"));
    assert.ok(same[0] && same[0] === same[1], `${ruleset}: both pages say the same outcome: "${texts[0]}" / "${texts[1]}"`);
    t.diagnostic(`${ruleset}: outcome ${JSON.stringify(outcomes[0])}; "${texts[0]}" / "${texts[1]}"`);
    for (const p of pages) await p.close();
  });
}

test("no console errors or uncaught exceptions on the pages of the two browsers", () => assert.deepStrictEqual(env.problems, []));
