// e2e: long (among the longest files: started first, so the last to end are short ones)
// End-to-end: Berserk hot-seat, the whole game (deal, recruitment, placement, battle) through
// its hand-over screens, at 1280 and 360 px, clicked and with the keyboard. When a hand-over
// screen appears, the person who has just chosen presses again — Enter, then held (repeating),
// or a second tap where they tapped (Ready is often at the same place) — and the page is left
// alone a while: the screen must stay as it is — the same Ready button (not drawn again),
// nothing of the next player's secret in the DOM (their deal, squad, face-down creatures, a
// decision of theirs), no view of their seat asked of the host — until the next person presses
// Ready (Tab reaches it: the screen's heading has the focus). Screenshots of the hand-over
// screen go to /tmp.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, openSettings, clickNewGame } from "./harness.mjs";

let env, open, problems;

before(async () => {
  env = await start();
  ({ open, problems } = env);
});

after(() => env?.stop());

const PREP = ["side", "deal", "recruit", "place"];
const BATTLE = ["main", "priority", "exchange", "trigger", "targets", "valhalla", "incarnation"];

/** The init script: records every message from the host and every panel the page shows. */
const watch = () => {
  window.__received = [];
  window.__arbiterReceived = (m) => window.__received.push({ type: m.type, seat: m.seat ?? null, player: m.player ?? null });
  window.__panels = [];
  const observe = () => {
    const d = document.querySelector("#decision");
    new MutationObserver(() => window.__panels.push({ shown: d.dataset.shown, kind: d.dataset.decision })).observe(d, { attributes: true, attributeFilter: ["data-shown"] });
  };
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", observe);
  else observe();
};

/** Starts a hot-seat whole game of two decks. */
async function newHotSeat(page) {
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.selectOption("#mode", "hotseat");
  await page.selectOption("#game-kind", "whole");
  await page.selectOption("#deck-0", "swamp");
  await page.selectOption("#deck-1", "dark");
  await clickNewGame(page);
}

const decision = (page) => page.locator("#decision").getAttribute("data-decision");
const shownNo = (page) => page.locator("#decision").getAttribute("data-shown");
const nextDecision = (page, seen) =>
  page.waitForFunction(
    ([before, kinds]) => {
      const d = document.querySelector("#decision");
      return d.dataset.shown !== before && kinds.includes(d.dataset.decision);
    },
    [seen, [...PREP, ...BATTLE, "over", "handover"]],
    { timeout: 30_000 },
  );

/** What the page shows now that a hand-over screen must hide: the secret of any seat. */
const secrets = (page) =>
  page.evaluate(() => ({
    decision: document.querySelector("#decision").dataset.decision,
    picks: document.querySelectorAll("#board .bz-pick").length,
    trays: document.querySelectorAll("#board .bz-tray .bz-card").length,
    named: [...document.querySelectorAll("#board .bz-creature")].filter((a) => a.classList.contains("hidden") && a.dataset.card !== "face-down").length,
    options: document.querySelectorAll("#decision [data-choice], #board [data-choice]").length,
  }));

/** Presses Enter on whatever has the focus, then holds it (the key repeats): the person who has just chosen, pressing again. */
async function strayKeys(page) {
  await page.keyboard.press("Enter");
  for (let i = 0; i < 6; i++) {
    await page.keyboard.down("Enter");
    await page.waitForTimeout(30);
  }
  await page.keyboard.up("Enter");
}

/**
 * At a hand-over screen: marks its Ready button; the person who has just chosen presses again —
 * Enter, then held, with the keyboard; else a second tap where they tapped (`tapped`: the centre
 * of the control they pressed); leaves the page alone `wait` ms; checks that nothing changed and
 * nothing secret came (the panel, the button, the board, the host's messages); then the next
 * person presses Ready (a click, or Tab to it and Enter). Returns the seat handed to.
 */
async function handOver(page, { wait, keyboard, tapped, what, shots }) {
  const who = await page.locator("#decision h2").textContent();
  const n = Number(/(\d+)\s*$/.exec(who)?.[1]);
  const before = await page.evaluate(() => {
    const ready = document.querySelector('#decision[data-decision="handover"] [data-action="ready"]');
    if (ready) ready.__handover = true;
    return { shown: document.querySelector("#decision").dataset.shown, panels: window.__panels.length, received: window.__received.length, ready: !!ready };
  });
  assert.ok(before.ready, `${what}: the hand-over screen has its Ready button`);
  if (keyboard) await strayKeys(page);
  else if (tapped) await page.mouse.click(tapped.x, tapped.y);
  if (shots) await page.screenshot({ path: shots });
  await page.waitForTimeout(wait);
  const after = await page.evaluate(
    ({ panels, received }) => {
      const ready = document.querySelector('#decision [data-action="ready"]');
      return {
        shown: document.querySelector("#decision").dataset.shown,
        panels: window.__panels.slice(panels),
        welcomes: window.__received.slice(received).filter((m) => m.type === "welcome"),
        same: ready?.__handover === true,
      };
    },
    before,
  );
  assert.deepStrictEqual(after.panels, [], `${what} (${who}): no panel drawn while the hand-over waits`);
  assert.equal(after.shown, before.shown, `${what} (${who}): the hand-over screen stays`);
  assert.ok(after.same, `${what} (${who}): the Ready button is the same element, not drawn again`);
  assert.deepStrictEqual(after.welcomes, [], `${what} (${who}): no seat's view asked of the host before Ready`);
  assert.deepStrictEqual(await secrets(page), { decision: "handover", picks: 0, trays: 0, named: 0, options: 0 }, `${what} (${who}): nothing secret in the DOM`);
  if (keyboard) {
    // The screen's heading has the focus (it is read first); Tab reaches Ready.
    assert.equal(await page.evaluate(() => document.activeElement === document.querySelector("#decision h2")), true, `${what}: the hand-over's heading has the focus`);
    await page.keyboard.press("Tab");
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), "ready", `${what}: Tab reaches Ready`);
    await page.keyboard.press("Enter");
  } else await page.click('#decision [data-action="ready"]');
  return n;
}

/** Plays a hot-seat whole game through the preparation and `battle` battle decisions; returns the seats handed over to. */
async function play(page, { wait, keyboard, battle = 6, what, shots = null }) {
  const handovers = [];
  let battles = 0;
  /** Where the last control pressed was (its centre). */
  let tapped = null;
  for (let n = 0; n < 400; n++) {
    const seen = await shownNo(page);
    const kind = await decision(page);
    if (kind === "over" || battles >= battle) break;
    if (kind === "handover") {
      handovers.push(await handOver(page, { wait, keyboard, tapped, what, shots: handovers.length === 1 ? shots : null }));
      await nextDecision(page, seen);
      continue;
    }
    if (!PREP.includes(kind) && !BATTLE.includes(kind)) {
      await page.waitForTimeout(10);
      continue;
    }
    const press = async (locator) => {
      const box = await locator.boundingBox();
      tapped = box && { x: box.x + box.width / 2, y: box.y + box.height / 2 };
      if (keyboard) {
        await locator.focus();
        await page.keyboard.press("Enter");
      } else await locator.click();
    };
    if (kind === "side") await press(page.locator('#decision button[data-type="side"]').first());
    else if (kind === "deal") await press(page.locator('#decision button[data-type="keep"]'));
    else if (kind === "recruit") {
      const taken = await page.locator("#board .bz-card.taken").count();
      const recruit = page.locator('#board .bz-pick.bz-offered[data-type="recruit"]');
      if (taken < 4 && (await recruit.count()) > 0) await press(recruit.first());
      else await press(page.locator('#decision button[data-type="done"]'));
    } else if (kind === "place") await press(page.locator("#board .bz-cell.bz-reach").first());
    else {
      battles++;
      const pass = page.locator('#decision button[data-type="pass"]');
      await press((await pass.count()) > 0 ? pass.first() : page.locator("#decision button[data-type]").first());
    }
    await nextDecision(page, seen);
  }
  return { handovers, battles };
}

for (const [name, viewport, speed, keyboard] of [
  ["1280 px, clicked, animated", { width: 1280, height: 900 }, "", false],
  ["1280 px, the keyboard", { width: 1280, height: 900 }, "&speed=0", true],
  ["360 px, the keyboard", { width: 360, height: 740 }, "&speed=0", true],
  ["360 px, tapped", { width: 360, height: 740 }, "&speed=0", false],
]) {
  test(`hot-seat at ${name}: each hand-over screen stays, its Ready button the same, nothing of the next player in the DOM, until Ready`, async () => {
    const page = await open(`/berserk.html?seed=3${speed}`, viewport, [watch]);
    await newHotSeat(page);
    const shots = keyboard ? null : `/tmp/berserk-handover-${viewport.width}.png`;
    const { handovers, battles } = await play(page, { wait: 1200, keyboard, what: name, shots });
    console.log(`# ${name}: hand-overs to ${handovers.join(", ")}; ${battles} battle decisions`);
    assert.ok(handovers.length >= 6, `hand-overs at the deal, recruitment and placement (${handovers.length})`);
    assert.ok(handovers.includes(0) && handovers.includes(1), "to both players");
    assert.ok(battles > 0, "the battle began");
    await page.close();
  });
}

test("no console errors", () => {
  assert.deepStrictEqual(problems, []);
});
