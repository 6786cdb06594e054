// End-to-end: the Eredan pool in the pages (www/dist, built by `make www`). The catalogue shows
// every card, a card whose numbers are ours marked ◇ on its type line with the mark's meaning
// (English and French, at 1280 and 360 px), a card whose numbers a source gives unmarked; the
// game page plays a whole game against the computer with the two ready decks added for
// Noz'Dingard and Néhantistes, each deck on either side, with no console error. Screenshots go to
// target/e2e/ (pool-*.png).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cards } from "../../pkg/node.js";
import { start, shot, openSettings, clickNewGame } from "./harness.mjs";

let env;
before(async () => {
  env = await start();
});
after(() => env?.stop());

const MEANING = { en: "◇ Illustrative numbers: ours, not the real card's.", fr: "◇ Valeurs indicatives : les nôtres, pas celles de la vraie carte." };

for (const [lang, width] of [["en", 1280], ["fr", 360]]) {
  test(`the catalogue in ${lang} at ${width} px: every card, the illustrative ones marked with the mark's meaning`, async () => {
    const all = cards("eredan");
    const page = await env.open(`/catalogue.html?ruleset=eredan&lang=${lang}`, { width, height: 900 });
    await page.waitForFunction((n) => document.querySelectorAll("#catalogue .catalogue-entry").length === n, all.length);
    await page.screenshot({ path: shot(`pool-catalogue-${lang}-${width}`) });
    const faces = await page.$$eval("#catalogue .card-face", (fs) =>
      fs.map((f) => ({ id: f.querySelector(".face-id").textContent, type: f.querySelector(".face-type").textContent, lines: [...f.querySelectorAll(".face-line")].map((l) => l.textContent) })),
    );
    for (const c of all) {
      const face = faces.find((f) => f.id === c.id);
      assert.ok(face, c.id);
      assert.equal(face.type.endsWith(" ◇"), !!c.illustrative, `${c.id}: ${face.type}`);
      assert.equal(face.lines.includes(MEANING[lang]), !!c.illustrative, `${c.id}: ${face.lines}`);
    }
    // The mark's line fits the narrow screen: no card wider than the page.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${overflow} px wider than the screen`);
    await page.close();
  });
}

/** Plays the human side of the game on `page` to its end: the first playable card (and a chained
 *  one when offered) every other turn, the first fighters offered, the discard the page asks. */
async function playToTheEnd(page, name, width) {
  const decision = () => page.locator("#decision").getAttribute("data-decision");
  let turn = 0;
  for (;;) {
    const kind = await decision();
    if (kind === "over") break;
    const shown = await page.locator("#decision").getAttribute("data-shown");
    if (kind === "fighters") {
      if ((await page.locator("#decision [data-opponent]").count()) === 0) await page.locator("#decision [data-own]").first().click();
      await page.locator("#decision [data-opponent]").first().click();
    } else if (kind === "play") {
      turn += 1;
      if (turn === 4) await page.screenshot({ path: shot(`pool-game-${name}-${width}`) });
      const playable = page.locator("#decision [data-card]:not([disabled])");
      if ((await playable.count()) === 0 || turn % 2 === 0) await page.click('[data-action="play-nothing"]');
      else {
        await playable.first().click();
        const second = page.locator("#decision [data-second]");
        if ((await second.count()) > 0) await second.first().click();
        else await page.click('[data-action="play-one"]');
      }
    } else if (kind === "discard") {
      const ok = page.locator('[data-action="confirm"]');
      const boxes = page.locator('#decision input[type="checkbox"]');
      for (let i = 0; (await ok.isDisabled()) && i < (await boxes.count()); i++) await boxes.nth(i).check();
      await ok.click();
    } else {
      await page.waitForTimeout(20);
      continue;
    }
    // The next decision is another one than this.
    await page.waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, shown, { timeout: 60_000 });
  }
  await page.screenshot({ path: shot(`pool-over-${name}-${width}`) });
}

for (const [mine, theirs, width] of [
  ["envoyes-de-noz-dingard", "pactes-de-nehant", 1280],
  ["pactes-de-nehant", "envoyes-de-noz-dingard", 360],
]) {
  test(`a whole game against the computer at ${width} px: ${mine} against ${theirs}`, async () => {
    const page = await env.open("/?speed=0&seed=3", { width, height: width === 360 ? 780 : 900 });
    await page.waitForSelector("#decision[data-decision]");
    await openSettings(page);
    await page.selectOption("#deck-0", mine);
    await page.selectOption("#deck-1", theirs);
    await clickNewGame(page);
    await playToTheEnd(page, mine, width);
    assert.equal(await page.locator("#decision").getAttribute("data-decision"), "over");
    assert.deepStrictEqual(env.problems, []);
    await page.close();
  });
}
