// e2e: long (among the longest files: started first, so the last to end are short ones)
// End-to-end tests of Berserk's whole game online and of its ranged attacks and counters, in
// Debian's headless Chromium through playwright-core against `arbiter serve` (the harness's):
// - two browser contexts: the first chooses the whole game with two ready decks in the settings
//   and "Play a friend online", the second opens the invite link, and both play the game to its
//   end by clicking their pages (the roll, the deal, recruitment, placement face down, the
//   battle: a ranged attack and a counter taken among the clicks); every WebSocket frame each
//   browser receives is captured, and none holds a card id of the other seat's deal or squad
//   before that card is revealed [B-SEE]; screenshots of both at 1280×800 during recruitment,
//   placement and the battle, and of the second at 360×740;
// - a game against the computer at this screen: a ranged attack made by clicking the creature,
//   then its target lit as attackable (a small choice naming the card's two shots when both
//   reach it), its log entry and rule; a counter taken from the selected creature's box and its
//   badge on the tile; the words in Russian;
// - no console errors.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cards, printedDecks } from "../../pkg/node.js";
import { start, shot, openSettings, clickNewGame, accessible } from "./harness.mjs";

let env;
before(async () => {
  env = await start();
});
after(() => env?.stop());

const PREP = ["side", "deal", "recruit", "place"];
const BATTLE = ["main", "priority", "exchange", "trigger", "targets", "valhalla", "incarnation"];
const byId = new Map(cards("berserk").map((c) => [c.id, c]));
/** Whether card `id` has a ranged attack as an action (B-GAME-9): recruited first, so the battle has some. */
const ranged = (id) => (byId.get(id)?.abilities ?? []).some((a) => a.when === "action" && /"(shot|throw|discharge|magic_strike)"/.test(JSON.stringify(a.do)));
/** Whether ability `i` of card `id` is a ranged attack: one target, and an attack's kind (an action on several creatures, or
 * one that is not an attack, resolves at once, with no `ranged_declared`). */
const rangedAbility = (id, i) => {
  const a = byId.get(id)?.abilities?.[i];
  const several = (a?.target?.count ?? 1) > 1;
  return !several && /"(shot|throw|discharge|magic_strike|strike_through_row|special_strike|finishing_strike)"/.test(JSON.stringify(a?.do ?? null));
};
/** Whether card `id` has a ranged attack that spends counters (Girrit's shot 2). */
const spendsCounter = (id) => (byId.get(id)?.abilities ?? []).some((a) => a.when === "action" && /"(shot|throw|discharge|magic_strike)"/.test(JSON.stringify(a.do)) && JSON.stringify(a.cost ?? []).includes("counters"));
const deckOf = (id) => new Set(printedDecks("berserk").find((d) => d.id === id).cards);
const panel = (page) => page.evaluate(() => ({ ...document.querySelector("#decision").dataset }));

/**
 * Opens `url` in a browser context of its own at `viewport`, recording its console errors and
 * every WebSocket frame it receives into `frames` (from before the page's scripts run).
 */
async function openSeat(url, viewport, frames, who) {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on("close", () => void context.close().catch(() => {}));
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") env.problems.push(`${who}: console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => env.problems.push(`${who}: ${e.message}`));
  page.on("websocket", (ws) => ws.on("framereceived", (f) => frames.push(String(f.payload))));
  await page.goto(url);
  return page;
}

/** The seat's view as its page last received it (the frames of its socket). */
const lastView = (frames) => {
  for (let i = frames.length - 1; i >= 0; i--) {
    if (!frames[i].includes('"view"')) continue;
    const m = JSON.parse(frames[i]);
    if (m.view) return m.view;
  }
  return null;
};

/**
 * A battle decision, clicked on the board as a person does: a ranged attack (the creature, then
 * its target; the small choice when the target may be attacked in several ways), a strike, a
 * counter taken from the selected creature's box (once in a while), the move that brings a
 * creature nearest an enemy, else an exchange or a pass. Returns the kind of thing done.
 */
async function battle(page, view, done, selected = async () => {}) {
  const options = page.locator("#decision button[data-type]:not([disabled])");
  const choices = await options.evaluateAll((bs) => bs.map((b) => JSON.parse(b.dataset.choice)));
  assert.ok(choices.length > 0, "a battle decision offers an option");
  const creatures = view?.creatures ?? [];
  const cellOf = new Map(creatures.map((c) => [c.uid, c.cell]));
  const ownerOf = (uid) => creatures.find((c) => c.uid === uid)?.owner;
  const nearest = (cell, owner) => Math.min(...creatures.filter((c) => !c.dead && !c.flying && c.owner !== owner).map((c) => Math.abs(c.cell[0] - cell[0]) + Math.abs(c.cell[1] - cell[1])));
  const gain = (o) => nearest(cellOf.get(o.creature), ownerOf(o.creature)) - nearest(o.to, ownerOf(o.creature));
  // An action aimed at another creature (one naming a cell, or acting on itself, is not clicked here).
  const act = choices.find((o) => o.type === "act" && !o.cell && o.target !== o.creature);
  const strike = choices.find((o) => o.type === "strike");
  const counter = choices.find((o) => o.type === "take_counter");
  if (act) done.offered++;
  if (act && (done.act < 3 || !strike)) {
    await page.click(`#board [data-uid="${act.creature}"]`);
    assert.ok(await page.locator(`#board [data-uid="${act.target}"].bz-target.bz-ranged`).count(), "the ranged attack's target is lit");
    await selected();
    await page.click(`#board [data-uid="${act.target}"]`);
    const menu = page.locator(".bz-attack-menu");
    if (await menu.count()) await menu.locator('button[data-type="act"]').first().click();
    done.act++;
    return "act";
  }
  if (strike) {
    await page.click(`#board [data-uid="${strike.attacker}"]`);
    await page.click(`#board [data-uid="${strike.target}"]`);
    const menu = page.locator(".bz-attack-menu");
    if (await menu.count()) await menu.locator('button[data-type="strike"]').click();
    return "strike";
  }
  if (counter && done.counter < 2) {
    await page.click(`#board [data-uid="${counter.creature}"]`);
    await page.click('#decision .bz-selection button[data-type="take_counter"]');
    done.counter++;
    return "counter";
  }
  const moves = choices.filter((o) => o.type === "move" && cellOf.has(o.creature) && gain(o) > 0);
  moves.sort((a, b) => nearest(a.to, ownerOf(a.creature)) - nearest(b.to, ownerOf(b.creature)));
  const c = moves[0] ?? choices.find((o) => o.type === "exchange") ?? choices.find((o) => o.type === "pass") ?? choices[0];
  if (c.type === "move") {
    await page.click(`#board [data-uid="${c.creature}"]`);
    await page.click(`#board [data-cell="${c.to.join(",")}"]`);
    return "move";
  }
  await options.nth(choices.findIndex((o) => JSON.stringify(o) === JSON.stringify(c))).click();
  return c.type;
}

/** A preparation decision: the first side offered, the deal kept, up to `squad` cards recruited (ranged ones first), the first lit cell. */
async function prepare(page, kind, squad) {
  if (kind === "side") return page.click('#decision button[data-type="side"]');
  if (kind === "deal") return page.click('#decision button[data-type="keep"]');
  if (kind === "recruit") {
    const cards = page.locator('#board .bz-pick.bz-offered[data-type="recruit"]');
    const ids = await cards.evaluateAll((bs) => bs.map((b) => b.dataset.peek));
    const taken = await page.locator("#board .bz-card.taken").count();
    if (taken >= squad || ids.length === 0) return page.click('#decision button[data-type="done"]');
    return cards.nth(Math.max(0, ids.findIndex(ranged))).click();
  }
  return page.locator("#board .bz-cell.bz-reach").first().click();
}

/**
 * [B-SEE] Whether a frame to `seat` names a card of the other seat's deal or squad that is not
 * revealed yet: `secret` are the other seat's card ids (those its own frames show, less the ids of
 * this seat's own deck: a card both decks hold cannot be told apart), `revealed` grows with each
 * `revealed` event of the other seat's creature the seat receives. Also checks the frame's shape:
 * the other camp's deal and squad are face down, and so are its recruitment and placement events.
 */
function checkFrame(text, seat, secret, revealed, at) {
  const m = JSON.parse(text);
  const other = 1 - seat;
  const walk = (v) => {
    if (Array.isArray(v)) return v.forEach(walk);
    if (v === null || typeof v !== "object") return;
    if (v.kind === "revealed" && v.creature?.owner === other) revealed.add(v.creature.card);
    if ((v.kind === "recruited" || v.kind === "dismissed") && v.player === other) assert.equal(v.card, "face-down", `${at}: the other's recruitment names its card: ${JSON.stringify(v)}`);
    if (v.kind === "placed_face_down" && v.creature?.owner === other) assert.equal(v.creature.card, "face-down", `${at}: the other's placement names its card`);
    if (Array.isArray(v.camps)) {
      const camp = v.camps[other];
      for (const list of [camp.deal, camp.squad]) assert.ok(list.every((c) => c === "face-down"), `${at}: the other camp's cards are shown: ${JSON.stringify(camp)}`);
      assert.equal(camp.crystals, null, `${at}: the other camp's crystals are shown`);
    }
    if (v.hidden === true && v.owner === other && "card" in v) assert.equal(v.card, "face-down", `${at}: a face-down creature of the other's is named`);
    for (const x of Object.values(v)) walk(x);
  };
  walk(m);
  const named = [...new Set(text.match(/vs-\d{3}/g) ?? [])].filter((id) => secret.has(id) && !revealed.has(id));
  assert.deepStrictEqual(named, [], `${at} (${m.type}): seat ${seat} received card ids of the other seat's deal or squad before they were revealed`);
  // A saved deck's list would read "1 vs-001": never sent to a seat.
  assert.ok(!/"\d+ vs-\d{3}"/.test(text), `${at}: a deck list was sent`);
}

test("online: the whole game of two ready decks, created from the settings' \"Play a friend online\" and played to its end by two browsers; no frame of a seat names the other's hidden cards", { timeout: 420_000 }, async (t) => {
  const frames = [[], []];
  const decks = ["steppe", "forest"];
  const A = await openSeat(`${env.base}/berserk.html?speed=0&lang=en`, { width: 1280, height: 800 }, frames[0], "seat 0");
  await A.waitForSelector("#decision[data-decision]");
  await openSettings(A);
  await A.selectOption("#game-kind", "whole");
  await A.selectOption("#deck-0", decks[0]);
  await A.selectOption("#deck-1", decks[1]);
  await A.click("#play-online");
  await A.waitForSelector("dialog.online[open]");
  await A.click('dialog.online [data-action="create-table"]');
  await A.waitForSelector('dialog.online [data-link="seat-1"]');
  assert.equal(await A.locator("dialog.online .error-message").count(), 0, "the table is created");
  const invite = await A.inputValue('dialog.online [data-link="seat-1"]');
  const mine = new URL(await A.getAttribute('dialog.online [data-action="open-my-seat"]', "href"), env.base).href;
  // Only the frames of the seats' own sockets count (the page had none before).
  frames[0].length = 0;
  const B = await openSeat(invite.replace("#", "&speed=0&lang=en#"), { width: 1280, height: 800 }, frames[1], "seat 1");
  await A.goto(mine.replace("#", "&speed=0&lang=en#"));
  const pages = [A, B];
  await Promise.all(pages.map((p) => p.waitForSelector("#online-status")));
  // At the table the setup is the table's: the page's setup controls are hidden.
  await openSettings(B);
  assert.deepStrictEqual(await B.$$eval("#mode, #game-kind, #deck-0, #squad-0", (ss) => ss.map((s) => s.checkVisibility())), [false, false, false, false], "no setup control at an online table");
  await B.click("#close-settings");

  const made = [0, 0];
  const done = { act: 0, counter: 0, offered: 0 };
  const shotsTaken = new Set();
  const kindsSeen = [new Set(), new Set()];
  /** Screenshots of both at 1280×800, and of the second at 360×740 (its viewport set for the picture). */
  const shots = async (phase) => {
    if (shotsTaken.has(phase)) return;
    shotsTaken.add(phase);
    await Promise.all(pages.map((p) => p.mouse.move(0, 0)));
    for (const [seat, p] of pages.entries()) await p.screenshot({ path: shot(`berserk-online-${phase}-seat${seat}-1280`) });
    await B.setViewportSize({ width: 360, height: 740 });
    // The log's drawer slides out of view as the screen narrows (a 0.2 s transition).
    await B.waitForFunction(() => getComputedStyle(document.querySelector("#log-box")).visibility === "hidden");
    await B.waitForTimeout(300);
    const overflow = await B.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${phase}: no sideways scrolling at 360 px (${overflow}px)`);
    await B.screenshot({ path: shot(`berserk-online-${phase}-seat1-360`) });
    await B.setViewportSize({ width: 1280, height: 800 });
    await B.waitForTimeout(300);
  };
  let last = Date.now();
  let battleSteps = 0;
  for (;;) {
    const panels = await Promise.all(pages.map(panel));
    if (panels.every((p) => p.decision === "over")) break;
    for (const p of panels) assert.ok(p.decision !== "refused" && p.decision !== "save-error", `a page shows an error: ${await A.textContent("#decision")} / ${await B.textContent("#decision")}`);
    const seat = panels.findIndex((p) => PREP.includes(p.decision) || BATTLE.includes(p.decision));
    if (seat < 0) {
      assert.ok(Date.now() - last < 60_000, `nothing to click for 60 s (${JSON.stringify(panels)})`);
      await A.waitForTimeout(20);
      continue;
    }
    const page = pages[seat];
    const kind = panels[seat].decision;
    kindsSeen[seat].add(kind);
    // Each seat sees its own side at the bottom: seat 1's board turned round, its cells still the engine's.
    if (kind === "place" || BATTLE.includes(kind)) {
      const drawn = await page.$eval("#board", (b) => ({ bottom: b.dataset.bottom, first: b.querySelector(".bz-grid .bz-rowline .bz-cell")?.dataset.cell }));
      assert.deepStrictEqual(drawn, { bottom: String(seat), first: seat === 1 ? "4,0" : "0,5" }, `seat ${seat}'s board is drawn for seat ${seat}`);
    }
    // Only the seat's own options are offered.
    for (const c of await page.$$eval("#decision [data-choice], #board [data-choice]", (bs) => bs.map((b) => JSON.parse(b.dataset.choice)))) assert.equal(c.player, seat);
    if (kind === "recruit" && seat === 1 && (await page.locator("#board .bz-card.taken").count()) === 2) await shots("recruit");
    if (kind === "place" && seat === 1 && (await page.locator("#board .bz-tray .bz-pick").count()) === 3) await shots("place");
    if (PREP.includes(kind)) await prepare(page, kind, 5);
    else {
      // The battle on both screens as a ranged attack is chosen: its creature selected, its targets
      // lit (or, in a game without one so far, at its 30th decision).
      if (++battleSteps === 30) await shots("battle");
      await battle(page, lastView(frames[seat]), done, () => shots("battle"));
    }
    made[seat]++;
    await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, panels[seat].shown, { timeout: 60_000 });
    last = Date.now();
    assert.ok(made[0] + made[1] < 3000, "the game ends");
  }
  await shots("battle");
  await Promise.all(pages.map((p) => p.waitForSelector("#outcome")));
  for (const [seat, p] of pages.entries()) await p.screenshot({ path: shot(`berserk-online-over-seat${seat}-1280`), fullPage: true });
  // The roll's winner chooses the side; both deal, recruit and place.
  assert.deepStrictEqual([...new Set([...kindsSeen[0], ...kindsSeen[1]])].filter((k) => PREP.includes(k)).sort(), [...PREP].sort(), "every step of the preparation was taken");
  for (const seat of [0, 1]) for (const k of ["deal", "recruit", "place"]) assert.ok(kindsSeen[seat].has(k), `seat ${seat} took its ${k}`);
  // The table's seed is the server's: a deal without a card that shoots (unlikely, as both recruit those first) has no ranged attack to make.
  if (done.offered > 0) assert.ok(done.act > 0, "a ranged attack was made online");
  else t.diagnostic("no ranged attack was offered in this game");
  const texts = await Promise.all(pages.map((p) => p.textContent("#outcome")));
  const same = texts.map((x) => x.replace(/You \((\w+ \d+)\)/g, "$1"));
  assert.ok(same[0] && same[0] === same[1], `both pages say the same outcome: "${texts[0]}" / "${texts[1]}"`);
  if (done.act > 0) for (const p of pages) assert.ok((await p.locator('#log li[data-kind="ranged_declared"][data-rule="B-GAME-9"]').count()) > 0, "both logs name the ranged attack");

  // [B-SEE] Each seat's frames, in the order received.
  const counts = [];
  for (const seat of [0, 1]) {
    const other = 1 - seat;
    const own = deckOf(decks[seat]);
    const secret = new Set(frames[other].flatMap((f) => f.match(/vs-\d{3}/g) ?? []).filter((id) => !own.has(id)));
    assert.ok(secret.size >= 5, `seat ${other}'s frames show its own cards (${secret.size})`);
    const revealed = new Set();
    frames[seat].forEach((f, i) => checkFrame(f, seat, secret, revealed, `seat ${seat}, frame ${i}`));
    assert.ok(revealed.size > 0, `seat ${seat} saw the other's creatures revealed`);
    const faceDown = frames[seat].filter((f) => f.includes('"face-down"')).length;
    assert.ok(faceDown > 0, `seat ${seat} received the other's cards face down`);
    counts.push({ seat, frames: frames[seat].length, secret: secret.size, revealed: revealed.size, faceDown });
  }
  t.diagnostic(`decisions clicked ${made.join(" + ")}, ranged attacks ${done.act} (offered at ${done.offered} decisions), counters ${done.counter}; ${JSON.stringify(counts)}; "${texts[0]}"`);
  for (const p of pages) await p.close();
});

test("a saved deck goes to an online table with the page's setup, and the other seat never receives its list", { timeout: 60_000 }, async () => {
  const steppe = printedDecks("berserk").find((d) => d.id === "steppe").cards;
  const saved = [{ name: "My steppe", cards: steppe }];
  const frames = [[], []];
  const A = await openSeat(`${env.base}/berserk.html?speed=0&lang=en`, { width: 1280, height: 800 }, frames[0], "saved deck seat 0");
  await A.evaluate((d) => localStorage.setItem("arbiter.berserk.decks", JSON.stringify(d)), saved);
  await A.reload();
  await A.waitForSelector("#decision[data-decision]");
  await openSettings(A);
  await A.selectOption("#game-kind", "whole");
  const value = await A.$eval("#deck-0", (s) => [...s.options].find((o) => o.textContent.startsWith("My steppe")).value);
  await A.selectOption("#deck-0", value);
  await A.selectOption("#deck-1", "dark");
  await A.click("#play-online");
  await A.click('dialog.online [data-action="create-table"]');
  await A.waitForSelector('dialog.online [data-link="seat-1"]');
  const invite = await A.inputValue('dialog.online [data-link="seat-1"]');
  const B = await openSeat(invite.replace("#", "&speed=0&lang=en#"), { width: 1280, height: 800 }, frames[1], "saved deck seat 1");
  await B.waitForSelector("#board .bz-prep");
  await B.waitForFunction(() => ["side", "computer"].includes(document.querySelector("#decision").dataset.decision));
  assert.ok(frames[1].length > 0);
  for (const f of frames[1]) assert.ok(!/"\d+ vs-\d{3}"/.test(f) && !f.includes("My steppe"), "the saved deck's list is not sent to the other seat");
  assert.match(await B.locator("#board .bz-camp.p0 .bz-camp-facts").textContent(), /Deck: 40/, "the table plays the saved deck");
  await A.close();
  await B.close();
});

test("against the computer: a ranged attack made by clicking (a choice naming the card's two shots), its log entry; a counter taken from the selected creature's box; Russian words", { timeout: 240_000 }, async () => {
  // Seed 5, steppe against mountains: Girrit (shot 1, range 3; shot 2 for a counter) and Bon and Berrow (counters) are dealt.
  const page = await env.open("/berserk.html?speed=0&seed=5&lang=en", { width: 1280, height: 800 });
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.selectOption("#game-kind", "whole");
  await page.selectOption("#deck-0", "steppe");
  await page.selectOption("#deck-1", "mountains");
  await clickNewGame(page);
  let acted = 0;
  let menus = 0;
  let counter = false;
  let russian = false;
  let taken = 0;
  for (let n = 0; n < 2000 && !(acted >= 2 && menus > 0 && counter && russian); n++) {
    const { decision: kind, shown } = await panel(page);
    if (kind === "over") break;
    if (PREP.includes(kind)) await prepare(page, kind, 7);
    else if (BATTLE.includes(kind)) {
      const choices = await page.$$eval("#decision button[data-type]", (bs) => bs.map((b) => JSON.parse(b.dataset.choice)));
      // Ranged attacks: not the creatures whose action names several targets (it resolves at once).
      const several = new Set(choices.filter((c) => c.type === "act" && c.also).map((c) => c.creature));
      const cardOf = async (uid) => page.locator(`#board [data-uid="${uid}"]`).getAttribute("data-card");
      const acts = [];
      for (const c of choices) if (c.type === "act" && !several.has(c.creature) && rangedAbility(await cardOf(c.creature), c.ability)) acts.push(c);
      // A counter for a creature whose ranged attack spends one (a second way to shoot), else any.
      const takes = choices.filter((c) => c.type === "take_counter");
      let take = null;
      for (const c of takes) if (!take && spendsCounter(await cardOf(c.creature))) take = c;
      if (!counter) take ??= takes[0] ?? null;
      if (take && (!counter || menus === 0) && taken < 3) {
        taken++;
        const badge = page.locator(`#board [data-uid="${take.creature}"] .bz-counters`);
        const before = (await badge.count()) ? Number((await badge.textContent()).slice(1)) : 0;
        await page.click(`#board [data-uid="${take.creature}"]`);
        const box = page.locator("#decision .bz-selection");
        assert.ok(await box.isVisible(), "the selected creature's box");
        assert.match(await box.textContent(), /Selected: .+#\d+/);
        assert.equal(await box.locator('button[data-type="take_counter"]').textContent(), "● Take a counter");
        await page.screenshot({ path: shot("berserk-counter-selected") });
        await accessible(page, "Berserk: a creature selected, its counter to take");
        await box.locator('button[data-type="take_counter"]').click();
        await page.waitForFunction((uid) => document.querySelector(`#board [data-uid="${uid}"] .bz-counters`), take.creature);
        const after = await page.locator(`#board [data-uid="${take.creature}"] .bz-counters`).textContent();
        assert.equal(after, `●${before + 1}`, "the counter taken shows on the creature's badge");
        assert.ok((await page.locator('#log li[data-kind="counter_gained"][data-rule="B-GAME-11"]').count()) > 0, "the log names the counter taken");
        counter = true;
      } else if (acts.length) {
        // A creature whose ability reaches a target in two ways, when there is one: the small choice.
        const key = (c) => `${c.creature}>${c.target}`;
        const twice = acts.find((c) => acts.filter((d) => key(d) === key(c)).length > 1 || choices.some((d) => d.type === "strike" && d.attacker === c.creature && d.target === c.target));
        const act = twice ?? acts[0];
        await page.click(`#board [data-uid="${act.creature}"]`);
        const lit = await page.$$eval("#board .bz-ranged", (es) => es.map((e) => Number(e.dataset.uid)));
        const targets = choices.filter((c) => c.type === "act" && c.creature === act.creature).map((c) => c.target);
        assert.deepStrictEqual(lit.sort(), [...new Set(targets)].sort(), "the lit targets are the creature's abilities' options");
        if (!russian && acted > 0) {
          // Russian: the ranged attacks' group and buttons in the panel, the selected creature's box.
          await openSettings(page);
          await page.selectOption("#lang", "ru");
          await page.click("#close-settings");
          await page.waitForFunction(() => /Способности/.test(document.querySelector("#decision").textContent));
          const labels = await page.$$eval('#decision button[data-type="act"]', (bs) => bs.map((b) => b.textContent));
          assert.ok(labels.length && labels.every((l) => /^➶ (Выстрел|Метание|Разряд|Магический удар|Удар через ряд|Особый удар|Способность) .* → .+ #\d+$/u.test(l)), `Russian ability buttons: ${labels.join(" | ")}`);
          await page.screenshot({ path: shot("berserk-ranged-ru") });
          await openSettings(page);
          await page.selectOption("#lang", "en");
          await page.click("#close-settings");
          await page.waitForFunction(() => /Abilities/.test(document.querySelector("#decision").textContent));
          russian = true;
          await page.click(`#board [data-uid="${act.creature}"]`);
        }
        await page.screenshot({ path: shot("berserk-ranged-selected") });
        await page.click(`#board [data-uid="${act.target}"]`);
        const menu = page.locator(".bz-attack-menu");
        if (twice) {
          await menu.waitFor();
          const offered = await menu.locator("button[data-choice]").evaluateAll((bs) => bs.map((b) => ({ text: b.textContent, choice: JSON.parse(b.dataset.choice) })));
          for (const o of offered) assert.ok(choices.some((c) => JSON.stringify(c) === JSON.stringify(o.choice)), "the choice offers only engine options");
          for (const o of offered) assert.match(o.text, o.choice.type === "strike" ? /^⚔ Strike$/ : /^➶ (Shot|Throw|Discharge|Magic strike)( [\d-]+)?( \([^)]+\))?( \+ .+ #\d+)?$/);
          assert.equal(new Set(offered.map((o) => o.text)).size, offered.length, `each way is named apart: ${offered.map((o) => o.text).join(" | ")}`);
          assert.match(await menu.getAttribute("aria-label"), /^Attack .+ #\d+ with$/);
          await page.screenshot({ path: shot("berserk-ranged-choice") });
          await accessible(page, "Berserk: the choice of attacks on one target");
          // Escape closes it; the target clicked again opens it again.
          await page.keyboard.press("Escape");
          assert.equal(await menu.count(), 0);
          await page.click(`#board [data-uid="${act.target}"]`);
          await menu.locator("button[data-choice]").last().click();
          menus++;
        } else assert.equal(await menu.count(), 0, "one way to attack: no choice");
        acted++;
        await page.waitForFunction(() => document.querySelector('#log li[data-kind="ranged_declared"]'));
      } else {
        const c = choices.find((o) => o.type === "strike") ?? choices.find((o) => o.type === "exchange") ?? choices.find((o) => o.type === "pass");
        await page.locator("#decision button[data-type]").nth(choices.indexOf(c)).click();
      }
    } else {
      await page.waitForTimeout(10);
      continue;
    }
    await page.waitForFunction((b) => document.querySelector("#decision").dataset.shown !== b, shown, { timeout: 30_000 });
  }
  assert.ok(acted >= 2, `ranged attacks made by clicking (${acted})`);
  assert.ok(menus > 0, "the choice between two ways of attacking one target was made");
  assert.ok(counter, "a counter was taken");
  assert.ok(russian, "the ranged attacks were named in Russian");
  // The ranged attack's log entry: its rule, and its group summed up with its kind and value.
  await page.waitForFunction(() => [...document.querySelectorAll("#log .log-group")].some((g) => /(shot|throw|discharge|magic strike)\u00a0\d/.test(g.textContent)));
  assert.ok((await page.locator('#log li[data-kind="ranged_declared"][data-rule="B-GAME-9"]').count()) >= 2);
  await page.close();
});

test("no console errors or uncaught exceptions in the browsers", () => assert.deepStrictEqual(env.problems, []));
