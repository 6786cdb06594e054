// e2e: long (among the longest files: started first, so the last to end are short ones)
// End-to-end tests of the Berserk decisions that come up inside a whole game's battle, on its
// page (www/dist/berserk.html) in Debian's headless Chromium: a triggered ability that asks its
// owner [B-GAME-13], a Valhalla ability [B-VALHALLA] and an incarnation [B-INCARNATION]. Each game
// is played in Node by the engine's greedy bots until the decision comes, saved as an earlier
// page saved games (the snapshot in local storage, hot-seat), and opened: the panel names the
// ability by the engine's own line for it, an incarnation's cells are lit on the board and chosen
// by a click or the keyboard, and the choice made is the option the engine offered.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
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
function gameAt(kind, also = () => true, deckPairs = DECKS) {
  for (let seed = 1; seed < 40; seed++) {
    for (const decks of deckPairs) {
      const game = new Game({ ruleset: "berserk", seed, decks });
      for (let n = 0; n < 3000; n++) {
        const d = game.pending();
        if (!d) break;
        if ((kind === undefined || d.kind === kind) && also(game, d)) {
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

/** Opens the page on the saved game `at`, hot-seat (or against the computer: `mode`), at `width`,
 *  in `lang`; waits for its decision. */
async function openAt(at, width, lang = "en", mode = "hotseat") {
  const seats = mode === "computer" ? ["human", "computer"] : 2;
  const save = JSON.stringify({ settings: { mode, kind: "whole", decks: at.decks }, seats, snapshot: at.snapshot });
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

test("a look at the deck's top [B-PROPHECY]: each card the seat looked at is named, on the top or at the bottom; the choice is the one clicked", async () => {
  const at = gameAt("trigger", (_, d) => d.options.some((o) => o.type === "put_back"));
  const game = Game.restore(at.snapshot);
  const seen = game.view(at.decision.player).look.cards;
  game.free();
  const names = new Map(cards("berserk", "en").map((c) => [c.id, c.name.en]));
  for (const width of [1280, 360]) {
    const page = await openAt(at, width);
    const panel = page.locator("#decision");
    const shown = await panel.locator("button[data-choice]").evaluateAll((bs) => bs.map((b) => [JSON.parse(b.dataset.choice), b.innerText]));
    assert.deepStrictEqual(shown.map(([o]) => o), at.decision.options, "each option of the engine is a button");
    for (const [o, text] of shown) {
      if (o.type !== "put_back") continue;
      assert.ok(text.includes(names.get(seen[o.card])), `the card looked at is named: ${text}`);
      assert.match(text, o.bottom ? /to the bottom of the deck/ : /back on the top of the deck/);
    }
    await page.screenshot({ path: shot(`berserk-put-back-${width}`) });
    if (width === 360) {
      await panel.locator('button[data-option="0"]').click();
      const log = await savedLogAfter(page, KEY, at.made);
      assert.deepStrictEqual(log.choices[at.made], at.decision.options[0]);
    }
    await page.close();
  }
});

test("a card whose price may be raised (the Free Warrior) [B-GAME-3]: a button for each price the engine offers at recruitment, and the one clicked is sent", async () => {
  // The ready steppe deck and three Free Warriors (a neutral card: no element beyond the first).
  const ready = JSON.parse(readFileSync(new URL("../../data/berserk-decks.json", import.meta.url), "utf8")).decks.find((d) => d.id === "steppe").cards;
  const at = gameAt("recruit", (_, d) => d.options.some((o) => o.type === "recruit_paying"), [[[...ready, "3 Вольный воитель"], "forest"]]);
  const paying = at.decision.options.filter((o) => o.type === "recruit_paying");
  assert.equal(at.decision.player, 0, "the person's recruitment (hot-seat would hand the screen over first)");
  const page = await openAt(at, 1280, "en", "computer");
  const buttons = page.locator("#decision .bz-paying button[data-choice]");
  const shown = await buttons.evaluateAll((bs) => bs.map((b) => [JSON.parse(b.dataset.choice), b.innerText]));
  assert.deepStrictEqual(shown.map(([o]) => o), paying, "a button for each price offered, and only those");
  for (const [o, text] of shown) assert.ok(text.includes(`Free Warrior paying ${o.extra} gold more`), text);
  await page.screenshot({ path: shot("berserk-recruit-paying-1280") });
  const last = shown.length - 1;
  await buttons.nth(last).click();
  const log = await savedLogAfter(page, KEY, at.made);
  assert.deepStrictEqual(log.choices[at.made], paying[last]);
  await page.close();
  assert.deepStrictEqual(env.problems, []);
});

/** A ready deck of `element` with `extra` lines (`"3 Линнет"`) added. */
function readyWith(element, ...extra) {
  const decks = JSON.parse(readFileSync(new URL("../../data/berserk-decks.json", import.meta.url), "utf8")).decks;
  return [...decks.find((d) => d.id === element).cards, ...extra];
}

/** A decision of player 0 holding an option of `type`, in games of the decks `pairs` played by
 *  greedy bots (opened against the computer, player 1: no hand-over screen before it). */
const withOption = (type, pairs) => gameAt(undefined, (_, d) => d.player === 0 && d.options.some((o) => o.type === type), pairs);

// The choices the printed cards bring, each offered by the engine in a game of ready decks with the
// card added: every option of the decision is a button worded for what it does, and the one clicked
// is the choice sent.
const CARD_CHOICES = [
  // Linnet brings an elite companion at recruitment; the Infiltrator looks at the opponent's deal.
  { type: "recruit_pair", pairs: [[readyWith("steppe", "3 Линнет"), "forest"]], words: (o, t) => /Linnet/.test(t) },
  { type: "infiltrate", pairs: [[readyWith("forest", "3 Лазутчица"), "steppe"]], words: (o, t) => /Infiltrator/.test(t) && /opponent's deal/.test(t) },
  // The Hammerer's blow (push or wounds) and the Werewolf's two sets: each button says what it does.
  { type: "effect", pairs: [[readyWith("mountains", "2 Молотобоец", "2 Оборотень"), "steppe"]], words: (o, t) => /Be pushed one cell|Close it|Take the wounds|The card's option [12]/.test(t) },
  // The Temple Warrior keeps one of its two dice; the Zealot of Segger names a number.
  { type: "keep_die", pairs: [[readyWith("steppe", "2 Воин храма"), "forest"]], words: (o, t) => t.includes(`Keep ${o.value}`) },
  { type: "number", pairs: [[readyWith("steppe", "3 Ревнитель Сеггера"), "forest"]], words: (o, t) => t.includes(`Number ${o.value}`) },
];

for (const { type, pairs, words } of CARD_CHOICES) {
  test(`a card's own choice, "${type}": each option the engine offers is a button saying what it does, and the one clicked is sent`, async () => {
    const at = withOption(type, pairs);
    const offered = at.decision.options.filter((o) => o.type === type);
    const page = await openAt(at, 1280, "en", "computer");
    const buttons = page.locator("#decision button[data-choice]");
    const shown = await buttons.evaluateAll((bs) => bs.map((b) => [JSON.parse(b.dataset.choice), b.innerText]));
    const ofType = shown.filter(([o]) => o.type === type);
    assert.deepStrictEqual(ofType.map(([o]) => o), offered, "a button for each such option, and only those");
    for (const [o, text] of ofType) assert.ok(words(o, text), `"${text}" says what ${JSON.stringify(o)} does`);
    await page.screenshot({ path: shot(`berserk-choice-${type}-1280`) });
    const last = ofType.length - 1;
    await buttons.nth(shown.findIndex(([o]) => JSON.stringify(o) === JSON.stringify(offered[last]))).click();
    const log = await savedLogAfter(page, KEY, at.made);
    assert.deepStrictEqual(log.choices[at.made], offered[last]);
    await page.close();
    assert.deepStrictEqual(env.problems, []);
  });
}

test("the Pathfinder is placed to use it or plainly by a box beside the placement, unseen by the opponent; ticked, the placement sent says so [B-GAME-13]", async () => {
  const pairs = [[readyWith("steppe", "3 Следопыт"), "forest"]];
  const at = gameAt("place", (_, d) => d.player === 0 && d.options.some((o) => o.after_deployment), pairs);
  const scout = at.decision.options.find((o) => o.after_deployment);
  for (const width of [1280, 360]) {
    const page = await openAt(at, width, "en", "computer");
    const box = page.locator("#decision .bz-use-after");
    // A card without the ability: no box.
    const plain = at.decision.options.find((o) => !o.after_deployment && !at.decision.options.some((x) => x.card === o.card && x.after_deployment));
    if (plain) {
      await page.locator(`.bz-pick[data-squad="${plain.card}"]`).first().click();
      assert.equal(await box.isVisible(), false, "no box for a card that does not act after deployment");
    }
    await page.locator(`.bz-pick[data-squad="${scout.card}"]`).first().click();
    assert.ok(await box.isVisible(), "the box shows for the Pathfinder");
    assert.match(await box.innerText(), /Use Pathfinder after deployment/);
    // Ticked with the keyboard, then a lit cell chosen: the placement sent carries the use.
    await box.locator("input").focus();
    await page.keyboard.press("Space");
    assert.ok(await box.locator("input").isChecked());
    await page.screenshot({ path: shot(`berserk-place-to-use-${width}`) });
    const cell = page.locator(`.bz-cell.bz-reach[data-cell="${scout.cell.join(",")}"]`);
    await cell.click();
    const log = await savedLogAfter(page, KEY, at.made);
    assert.deepStrictEqual(log.choices[at.made], { ...scout, after_deployment: true });
    await page.close();
  }
  assert.deepStrictEqual(env.problems, []);
});
