// End-to-end: a page holds only its seat's view. Every message each game page receives from its
// Worker host is recorded (the page's test hook `__arbiterReceived`, www/src/host/protocol.ts)
// while a person plays against the computer (a whole Eredan game; Berserk and Yummell for a
// number of decisions) and in Eredan hot-seat; each is checked to carry nothing of what its seat
// may not see (docs/rules.md: E-SEE, B-SEE, Y-SEE): another seat's hand card, a deck card, the
// card of another side's face-down creature, another seat's drawn cards, or a decision's options
// sent to a seat that does not take it. The page has no engine `Game` of its own.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../pkg/node.js";
import { start, shot } from "./harness.mjs";
import { pages } from "./persons.mjs";

let env, open, problems;

before(async () => {
  env = await start();
  ({ open, problems } = env);
});

after(() => env?.stop());

/** The init script: records every message from the host; `saved` ([key, settings]) is put in local storage first. */
const record = (saved) => {
  if (saved) localStorage.setItem(saved[0], JSON.stringify({ settings: saved[1], seats: 2 }));
  window.__arbiterMessages = [];
  window.__arbiterReceived = (m) => window.__arbiterMessages.push(JSON.parse(JSON.stringify(m)));
};

const allHidden = (cards) => !Array.isArray(cards) || cards.every((c) => c === "hidden");

/** What `m`, received by a page showing `seat` (null: a spectator), holds that the seat may not see. */
export function leaks(m, seat) {
  const found = [];
  const views = m.type === "welcome" ? [m.view] : m.type === "step" ? [m.view, ...m.frames] : [];
  const events = m.type === "welcome" ? m.history.flat() : m.type === "step" ? m.events : [];
  for (const v of views) {
    if (!v) continue;
    if (!allHidden(v.deck)) found.push(`the deck: ${JSON.stringify(v.deck)}`);
    for (const [i, p] of (v.players ?? []).entries()) {
      if (!allHidden(p.deck)) found.push(`seat ${i}'s deck`);
      if (i !== seat && !allHidden(p.hand)) found.push(`seat ${i}'s hand: ${JSON.stringify(p.hand)}`);
    }
    for (const c of v.creatures ?? []) {
      if (c.hidden && c.owner !== seat && c.card !== "face-down") found.push(`face-down creature ${c.uid}: ${c.card}`);
    }
  }
  for (const e of events) {
    if (e.kind === "cards_drawn" && e.player !== seat && !allHidden(e.cards)) found.push(`seat ${e.player} drew ${JSON.stringify(e.cards)}`);
  }
  const turn = m.type === "welcome" ? m.turn : m.type === "turn" ? m : null;
  if (turn && turn.player !== seat && (turn.options || turn.pending)) found.push(`the options of seat ${turn.player}'s decision`);
  // The game's log (its choices show every hand) comes once the game is over, for the end screen's link.
  if (turn?.log !== undefined && turn.decision !== null) found.push(`the game's log before its end`);
  return found;
}

test("the check finds what a seat may not see: in the whole state, and in seat 1's view for seat 0", () => {
  for (const config of [{ ruleset: "eredan", seed: 5 }, { ruleset: "yummell", seed: 5, players: 3 }]) {
    const g = new Game(config);
    const opening = g.opening();
    const whole = { type: "step", view: g.state(), frames: opening.frames, events: opening.events };
    assert.ok(leaks(whole, 0).some((l) => l.startsWith("seat 1's hand")), `${config.ruleset}: the other hand`);
    assert.ok(leaks(whole, 0).some((l) => /deck/.test(l)), `${config.ruleset}: a deck`);
    assert.ok(leaks(whole, 0).some((l) => /seat 1 drew/.test(l)), `${config.ruleset}: the other's draw`);
    assert.ok(leaks({ type: "welcome", view: g.view(1), history: g.historyAs(1), turn: { player: 1, options: [] } }, 0).length > 0, `${config.ruleset}: seat 1's view`);
    assert.deepStrictEqual(leaks({ type: "welcome", view: g.view(0), history: g.historyAs(0), turn: { player: 1, options: null } }, 0), [], `${config.ruleset}: seat 0's own view`);
    g.free();
  }
  assert.deepStrictEqual(leaks({ type: "turn", decision: 4, player: 0, options: [], log: {} }, 0), ["the game's log before its end"], "a log before the end");
  assert.deepStrictEqual(leaks({ type: "turn", decision: null, player: null, options: null, log: {} }, 0), [], "the log at the end");
});

/** Checks every message the page received; the seat is the one of the last welcome. Returns counts. */
async function checkReceived(page, what) {
  const messages = await page.evaluate(() => window.__arbiterMessages);
  let seat;
  const counts = {};
  const problems = [];
  for (const [i, m] of messages.entries()) {
    if (m.type === "welcome") seat = m.seat;
    counts[m.type] = (counts[m.type] ?? 0) + 1;
    for (const l of leaks(m, seat)) problems.push(`${what}: message ${i} (${m.type}, seat ${seat}): ${l}`);
  }
  assert.deepStrictEqual(problems.slice(0, 10), [], `${what}: nothing hidden reached the page`);
  assert.ok(counts.welcome >= 1 && counts.step >= 1, `${what}: messages were recorded: ${JSON.stringify(counts)}`);
  return { messages: messages.length, ...counts };
}

/** Plays the page's person for `decisions` decisions (or to the end); returns whether it ended. */
async function play(page, p, decisions) {
  for (let n = 0; n < decisions; ) {
    const kind = await page.locator("#decision").getAttribute("data-decision");
    if (kind === "over") return true;
    if (kind === "handover") {
      // (The screen may have moved on since it was read: then there is nothing to click.)
      await page.click('#decision[data-decision="handover"] [data-action="ready"]', { timeout: 2000 }).catch(() => {});
      continue;
    }
    if (!p.human.includes(kind)) {
      await page.waitForTimeout(20);
      continue;
    }
    const shown = await page.locator("#decision").getAttribute("data-shown");
    await p.act(page, kind);
    n++;
    await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, shown, { timeout: 60_000 });
  }
  return false;
}

for (const [name, decisions] of [["eredan", 1000], ["berserk", 25], ["yummell", 25]]) {
  test(`${name} against the computer: no message to the page holds the computer's hand, a deck card or its options`, async () => {
    const p = pages[name];
    const page = await open(p.path, undefined, [record, null]);
    await page.waitForSelector("#decision[data-decision]");
    const ended = await play(page, p, decisions);
    if (name === "eredan") assert.ok(ended, "the whole game was played");
    const counts = await checkReceived(page, `${name} against the computer`);
    console.log(`# ${name}: ${JSON.stringify(counts)} messages checked${ended ? ", the whole game" : ""}`);
    assert.equal(await page.evaluate(() => typeof window.Game), "undefined", "no engine Game on the page");
    await page.screenshot({ path: shot(`hidden-${name}`) });
    await page.close();
  });
}

test("eredan hot-seat: each person's screen gets their seat's view only, switched at the hand-over", async () => {
  const p = pages.eredan;
  // The page opens on hot-seat settings (as saved by an earlier visit): its first game is hot-seat.
  const page = await open(p.path, undefined, [record, [p.key, { mode: "hotseat", difficulty: "medium" }]]);
  await page.waitForSelector('#decision[data-decision="fighters"]');
  assert.equal(await page.locator("#mode").inputValue(), "hotseat");
  await play(page, { ...p, human: [...p.human] }, 16);
  const counts = await checkReceived(page, "eredan hot-seat");
  const seats = new Set((await page.evaluate(() => window.__arbiterMessages)).filter((m) => m.type === "welcome").map((m) => m.seat));
  assert.deepStrictEqual([...seats].sort(), [0, 1], "the host switched between both seats");
  console.log(`# eredan hot-seat: ${JSON.stringify(counts)} messages checked`);
  await page.close();
});

test("no console errors on the pages whose messages were checked", () => {
  assert.deepStrictEqual(problems, []);
});
