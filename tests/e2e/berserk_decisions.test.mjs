// End-to-end tests of the Berserk decisions that come up inside a whole game's battle, on its
// page (www/dist/berserk.html) in Debian's headless Chromium: a triggered ability that asks its
// owner [B-GAME-13], a Valhalla ability [B-VALHALLA] and an incarnation [B-INCARNATION]. Each game
// is played in Node by the engine's greedy bots until the decision comes, saved as an earlier
// page saved games (the snapshot in local storage, hot-seat), and opened: the panel names the
// ability by the engine's own line for it, an incarnation's cells are lit on the board and chosen
// by a click or the keyboard, and the choice made is the option the engine offered.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { Game, cards } from "../../pkg/node.js";
import { start, shot, savedLogAfter } from "./harness.mjs";

let env;
before(async () => {
  env = await start();
});
after(() => env?.stop());

const KEY = "arbiter-save-berserk";
const DECKS = [["steppe", "forest"], ["forest", "mountains"], ["swamp", "dark"], ["mountains", "dark"], ["steppe", "swamp"]];

/** A game of two ready decks played by greedy bots until the decision `kind` is pending (and
 *  `also(game, decision)` holds): its decks, snapshot, choices made and the decision. */
function gameAt(kind, also = () => true) {
  for (let seed = 1; seed < 40; seed++) {
    for (const decks of DECKS) {
      const game = new Game({ ruleset: "berserk", seed, decks });
      for (let n = 0; n < 3000; n++) {
        const d = game.pending();
        if (!d) break;
        if (d.kind === kind && also(game, d)) {
          const found = { decks, snapshot: game.snapshot(), made: game.log().choices.length, decision: d };
          game.free();
          return found;
        }
        game.choose(game.suggest({ bot: "greedy", seed: n }), { events: false });
      }
      game.free();
    }
  }
  assert.fail(`no game of the ready decks reached such a ${kind} decision`);
}

/** Opens the page on the saved game `at`, hot-seat, at `width`, in `lang`; waits for its decision. */
async function openAt(at, width, lang = "en") {
  const save = JSON.stringify({ settings: { mode: "hotseat", kind: "whole", decks: at.decks }, seats: 2, snapshot: at.snapshot });
  const init = ([k, v, lang]) => {
    if (sessionStorage.getItem("stored")) return;
    localStorage.setItem(k, v);
    localStorage.setItem("arbiter-berserk-lang", lang);
    sessionStorage.setItem("stored", "1");
  };
  const page = await env.open("/berserk.html", { width, height: width === 360 ? 740 : 900 }, [init, [KEY, save, lang]]);
  await page.waitForFunction((k) => document.querySelector("#decision")?.dataset.decision === k, at.decision.kind, { timeout: 30_000 });
  return page;
}

/** The card of creature `uid` in the saved game. */
function cardOf(at, uid) {
  const game = Game.restore(at.snapshot);
  const card = game.state().creatures.find((c) => c.uid === uid).card;
  game.free();
  return card;
}

const linesOf = (lang) => new Map(cards("berserk", lang).map((c) => [c.id, c.ability_texts ?? []]));

test("a triggered ability that asks: the panel names it in the engine's words, a button per option, the choice is the one clicked", async () => {
  const at = gameAt("trigger");
  const o = at.decision.options[0];
  const line = linesOf("en").get(cardOf(at, o.creature))[o.ability];
  assert.ok(line, "the engine words the ability");
  for (const width of [1280, 360]) {
    const page = await openAt(at, width);
    const panel = page.locator("#decision");
    assert.ok((await panel.innerText()).includes(line), `the panel shows "${line}"`);
    const shown = await panel.locator("button[data-choice]").evaluateAll((bs) => bs.map((b) => JSON.parse(b.dataset.choice)));
    assert.deepStrictEqual(shown, at.decision.options, "each option of the engine, and only those, is a button");
    await page.screenshot({ path: shot(`berserk-trigger-${width}`) });
    if (width === 360) {
      // The last option (declining, when the ability may be declined) is clicked.
      const last = at.decision.options.length - 1;
      await panel.locator(`button[data-option="${last}"]`).click();
      const log = await savedLogAfter(page, KEY, at.made);
      assert.deepStrictEqual(log.choices[at.made], at.decision.options[last]);
    }
    await page.close();
  }
});

test("a Valhalla ability: the panel shows the fallen creature's ability and offers each creature it may act on", async () => {
  const at = gameAt("valhalla");
  const o = at.decision.options[0];
  const card = cardOf(at, o.creature);
  const lines = linesOf("ru").get(card);
  assert.ok(lines.length > 0);
  // In Russian, as a Russian player reads it.
  const page = await openAt(at, 1280, "ru");
  const panel = page.locator("#decision");
  const text = await panel.innerText();
  assert.ok(lines.some((l) => text.includes(l)), `the panel names the Valhalla ability in Russian: ${text}`);
  const shown = await panel.locator("button[data-choice]").evaluateAll((bs) => bs.map((b) => JSON.parse(b.dataset.choice)));
  assert.deepStrictEqual(shown, at.decision.options);
  await page.screenshot({ path: shot("berserk-valhalla-1280") });
  await panel.locator('button[data-option="0"]').click();
  const log = await savedLogAfter(page, KEY, at.made);
  assert.deepStrictEqual(log.choices[at.made], at.decision.options[0]);
  await page.close();
});

test("an incarnation: the offered cells are lit on the board with the coordinates the buttons name; a click on a cell, or Enter on it, chooses it", async () => {
  const at = gameAt("incarnation");
  const cellsOffered = at.decision.options.map((o) => o.cell.join(","));
  for (const [width, how] of [[1280, "click"], [360, "keyboard"]]) {
    const page = await openAt(at, width);
    const lit = await page.$$eval("#board .bz-cell.bz-reach", (cs) => cs.map((c) => c.dataset.cell));
    assert.deepStrictEqual(lit.sort(), [...cellsOffered].sort(), "exactly the engine's cells are lit");
    const names = await page.locator("#decision button[data-choice]").allInnerTexts();
    assert.deepStrictEqual(names.map((n) => n.trim()), cellsOffered.map((c) => `Cell ${c}`));
    const i = at.decision.options.length - 1;
    const cell = page.locator(`#board .bz-cell[data-cell="${cellsOffered[i]}"]`);
    assert.equal((await cell.locator(".bz-coord").innerText()).trim(), cellsOffered[i], "a lit cell shows its coordinates");
    await page.screenshot({ path: shot(`berserk-incarnation-${width}`) });
    if (how === "click") await cell.click();
    else {
      await cell.focus();
      await page.keyboard.press("Enter");
    }
    const log = await savedLogAfter(page, KEY, at.made);
    assert.deepStrictEqual(log.choices[at.made], at.decision.options[i]);
    assert.equal(await page.locator("#board .bz-cell.bz-reach").count(), 0, "the cells are no longer lit once chosen");
    await page.close();
  }
  assert.deepStrictEqual(env.problems, []);
});

test("a marker [B-MARKER]: drawn on the board, on the creature standing on its cell, in the page's words", async () => {
  const at = gameAt("main", (game) => (game.state().markers ?? []).some((m) => m.cell));
  const game = Game.restore(at.snapshot);
  const marker = game.state().markers.find((m) => m.cell);
  const on = game.state().creatures.find((c) => !c.dead && !c.flying && c.cell.join(",") === marker.cell.join(","));
  game.free();
  const page = await openAt(at, 1280);
  const where = on ? `#board [data-uid="${on.uid}"] .bz-marker.${marker.kind}` : `#board .bz-cell[data-cell="${marker.cell.join(",")}"] .bz-marker.${marker.kind}`;
  await page.locator(where).waitFor();
  assert.match(await page.locator(where).innerText(), /Bonfire|Bomb|Hunted|Web|Strangling/);
  await page.screenshot({ path: shot("berserk-marker-1280") });
  await page.close();
});
