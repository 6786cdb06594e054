// e2e: long (among the longest files: started first, so the last to end are short ones)
// End-to-end tests of Berserk's whole game on its page (www/dist/berserk.html), in Debian's
// headless Chromium through playwright-core: against the computer from the first-player roll
// through the deal (a redeal), recruitment (a card put back, the refused cards dimmed with the
// engine's reason), placement face down and the reveal, to the battle's end, every choice an
// engine option clicked on the page and the whole log replayed by the engine; at 360 px each
// step of the preparation tapped with what it asks for clear of the bottom sheet; the keyboard
// through the preparation; hot-seat with each seat shown only its own deal and squad; the decks
// saved by the deck builder offered (an illegal one shown, not offered) and a battle with
// flyers in their zones, a flyer clicked as attacker; Russian words; no console errors.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { Game, cards, printedDecks } from "../../pkg/node.js";
import { start, shot, savedLog, clickNewGame, openSettings, accessible, wholeLogShown, asTallAsContent } from "./harness.mjs";

let env, open, problems;

before(async () => {
  env = await start();
  ({ open, problems } = env);
});

after(() => env?.stop());

const PREP = ["side", "deal", "recruit", "place"];
const BATTLE = ["main", "priority", "exchange", "trigger", "targets", "valhalla", "incarnation"];
const decision = (page) => page.locator("#decision").getAttribute("data-decision");
const shownNo = (page) => page.locator("#decision").getAttribute("data-shown");
/** Waits for the panel to show a decision other than the one numbered `seen` (a person's, the end, or a hand-over). */
const nextDecision = (page, seen, kinds = [...PREP, ...BATTLE, "over", "handover"]) =>
  page.waitForFunction(
    ([before, kinds]) => {
      const d = document.querySelector("#decision");
      return d.dataset.shown !== before && kinds.includes(d.dataset.decision);
    },
    [seen, kinds],
    { timeout: 30_000 },
  );

/** Starts a whole game from the settings: mode, both decks (a ready deck's id or a saved deck's option value). */
async function newWholeGame(page, { mode = "computer", decks = ["forest", "mountains"] } = {}) {
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.selectOption("#mode", mode);
  await page.selectOption("#game-kind", "whole");
  assert.ok(await page.locator("#deck-0").isVisible(), "the decks are chosen for a whole game");
  assert.equal(await page.locator("#squad-0").isVisible(), false, "the squads are for the skirmish only");
  await page.selectOption("#deck-0", decks[0]);
  await page.selectOption("#deck-1", decks[1]);
  await clickNewGame(page);
}

/** The engine's options of the decision the page shows, from the buttons' `data-choice` (the panel's and the board's). */
const offered = (page) => page.$$eval("#decision [data-choice], #board .bz-offered[data-choice]", (bs) => bs.map((b) => JSON.parse(b.dataset.choice)));

/** Whether the element of `locator` is the one under its own centre (nothing, the bottom sheet above all, covers it). */
async function uncovered(page, locator) {
  await locator.scrollIntoViewIfNeeded();
  return locator.evaluate((e) => {
    const r = e.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return at !== null && (at === e || e.contains(at));
  });
}

/** Clicks the lit target `uid` of the creature selected, and its simple strike in the small choice that opens when the creature may also attack it at range. */
async function strikeAt(page, uid) {
  await page.click(`#board [data-uid="${uid}"]`);
  const menu = page.locator(".bz-attack-menu");
  if (await menu.count()) await menu.locator('button[data-type="strike"]').click();
}

/** A battle decision: strikes when it can (by clicking the attacker, on the board or in its flyer zone, then the target), else passes. */
async function battle(page, steps) {
  const buttons = page.locator("#decision button[data-type]");
  const choices = await buttons.evaluateAll((bs) => bs.map((b) => JSON.parse(b.dataset.choice)));
  assert.ok(choices.length > 0, "a battle decision offers an option");
  let i = choices.findIndex((c) => c.type === "strike");
  if (i < 0) i = choices.findIndex((c) => c.type === "exchange");
  if (i < 0) i = choices.findIndex((c) => c.type === "pass");
  if (i < 0) i = 0;
  const c = choices[i];
  if (c.type === "strike") {
    await page.click(`#board [data-uid="${c.attacker}"]`);
    await strikeAt(page, c.target);
    return c;
  }
  if (steps % 4 === 0) {
    await buttons.nth(i).focus();
    await page.keyboard.press("Enter");
  } else await buttons.nth(i).click();
  return c;
}

/** The card ids of the computer's camp (seat 1) the page shows face up: none before the reveal. */
const othersCards = (page) =>
  page.evaluate(() => ({
    deal: document.querySelectorAll('#board .bz-camp.p1 .bz-pick, #board .bz-tray.p1 .bz-pick').length,
    creatures: [...document.querySelectorAll('#board .bz-creature.p1')].map((a) => a.dataset.card).filter((c) => c !== "face-down"),
  }));

test("a whole game against the computer, from the roll to the end, every choice an engine option clicked on the page", async () => {
  // Seed 3: both roll 5, then 6 against 1: the person chooses.
  const page = await open("/berserk.html?speed=0&seed=3");
  await newWholeGame(page);
  const seenKinds = new Set();
  let redealt = false;
  let putBack = false;
  let keyboardPlaced = false;
  let reasonSeen = false;
  let steps = 0;
  for (;;) {
    const seen = await shownNo(page);
    const kind = await decision(page);
    if (kind === "over") break;
    if (!PREP.includes(kind) && !BATTLE.includes(kind)) {
      await page.waitForTimeout(10);
      continue;
    }
    if (!seenKinds.has(kind) && PREP.includes(kind)) {
      await page.mouse.move(0, 0);
      await page.screenshot({ path: shot(`berserk-whole-${kind}`) });
      await accessible(page, `Berserk's whole game: ${kind}`);
    }
    seenKinds.add(kind);
    if (PREP.includes(kind) && kind !== "side") assert.deepStrictEqual(await othersCards(page), { deal: 0, creatures: [] }, `${kind}: none of the computer's cards is shown`);
    for (const c of await offered(page)) assert.equal(c.player, 0, "every option shown is the person's");
    if (kind === "side") {
      assert.equal(await page.locator("#board .bz-roll .die").count(), 4, "the two rounds of dice (a tie, then 6 against 1)");
      assert.match(await page.locator("#board .bz-chooser").textContent(), /You \(Player 0\) rolled higher/);
      const labels = await page.locator('#decision button[data-type="side"]').allTextContents();
      assert.deepStrictEqual(labels, ["Go first", "Go second"]);
      await page.click('#decision button[data-type="side"]:has-text("Go first")');
    } else if (kind === "deal") {
      assert.equal(await page.locator("#board .bz-camp.p0 .bz-deal .bz-pick").count(), 15, "the person's 15 cards, face up");
      assert.equal(await page.locator("#board .bz-camp.p1 .bz-back").count(), 15, "the computer's 15, face down");
      const gold = await page.locator("#decision .bz-gold").textContent();
      if (!redealt) {
        assert.equal(gold, "24 gold", "the first player's crystals");
        redealt = true;
        await page.click('#decision button[data-type="redeal"]');
      } else {
        assert.equal(gold, "23 gold", "a redeal cost one gold");
        await page.click('#decision button[data-type="keep"]');
      }
    } else if (kind === "recruit") {
      const taken = await page.locator("#board .bz-card.taken").count();
      const recruit = page.locator('#board .bz-pick.bz-offered[data-type="recruit"]');
      const refused = page.locator("#board .bz-pick.bz-refused");
      if ((await refused.count()) > 0 && !reasonSeen) {
        // A card the engine does not offer is dimmed; pointed at, its reason (the engine's) shows.
        const reason = await refused.first().getAttribute("data-reason");
        assert.ok(reason && reason.length > 5, "a refused card carries the engine's reason");
        await refused.first().hover();
        await page.waitForSelector("#card-peek:not([hidden]) .peek-reason");
        assert.equal(await page.locator("#card-peek .peek-reason").textContent(), reason);
        await page.screenshot({ path: shot("berserk-whole-recruit-refused") });
        reasonSeen = true;
      }
      if (taken === 2 && !putBack) {
        // Clicked again, a card taken is put back.
        putBack = true;
        await page.locator('#board .bz-pick.bz-offered[data-type="dismiss"]').first().click();
      } else if ((taken < 7 || !reasonSeen) && (await recruit.count()) > 0) {
        // Now and then with the keyboard: Tab to the card, Enter.
        if (taken === 3) {
          await recruit.first().focus();
          await page.keyboard.press("Enter");
        } else await recruit.first().click();
      } else {
        const left = await page.locator("#decision .bz-left").textContent();
        assert.match(left, /gold.*silver/);
        assert.match(await page.locator("#decision .bz-squad-facts").textContent(), /Squad: \d+ cards · Flyers: \d+\/15 · Elements beyond the first: \d+/);
        await page.click('#decision button[data-type="done"]');
      }
    } else if (kind === "place") {
      const tray = page.locator("#board .bz-tray .bz-pick");
      assert.ok((await tray.count()) > 0, "the squad's cards to place");
      const lit = page.locator("#board .bz-cell.bz-reach");
      assert.ok((await lit.count()) > 0, "cells are lit");
      // Each lit cell is an engine option for the card picked.
      for (const c of await lit.evaluateAll((cs) => cs.map((c) => JSON.parse(c.dataset.choice)))) assert.ok(c.type === "place" && c.player === 0 && Array.isArray(c.cell));
      if ((await tray.count()) > 1 && !keyboardPlaced) {
        // Another card picked, then placed with the keyboard on a lit cell.
        await tray.nth(1).click();
        assert.equal(await tray.nth(1).getAttribute("aria-pressed"), "true");
        const name = await tray.nth(1).locator(".bz-card-name").textContent();
        assert.match(await page.locator("#decision .bz-picked").textContent(), new RegExp(name.replace(/\u00ad/g, "")));
        await lit.first().focus();
        await page.keyboard.press("Enter");
        keyboardPlaced = true;
      } else await lit.first().click();
    } else {
      if (steps === 0) {
        assert.ok(seenKinds.has("place"), "the battle follows the placement");
        await page.screenshot({ path: shot("berserk-whole-battle") });
        assert.equal(await page.locator("#board .bz-air").count(), 2, "each side's flyer zone");
      }
      await battle(page, steps);
      steps++;
      assert.ok(steps < 1500, "the game ends");
    }
    await nextDecision(page, seen);
  }
  assert.deepStrictEqual([...seenKinds].filter((k) => PREP.includes(k)), PREP, "the person took every step of the preparation");
  assert.deepStrictEqual({ redealt, putBack, keyboardPlaced, reasonSeen }, { redealt: true, putBack: true, keyboardPlaced: true, reasonSeen: true });
  assert.match(await page.locator("#outcome").textContent(), /Game over: .*(wins|Draw)\./);
  const kinds = new Set(await page.locator("#log li[data-kind]").evaluateAll((lis) => lis.map((li) => li.dataset.kind)));
  for (const k of ["first_player_roll", "first_player_chosen", "crystals_given", "dealt", "recruited", "dismissed", "squad_recruited", "placed_face_down", "revealed", "game_started", "turn_started", "game_over"]) assert.ok(kinds.has(k), `the log shows ${k}`);
  await wholeLogShown(page, "Berserk's whole game: over");
  await asTallAsContent(page, "Berserk's whole game: over");
  await page.screenshot({ path: shot("berserk-whole-over"), fullPage: true });
  // The engine replays the whole game the page played: every choice was legal.
  const log = await savedLog(page, "arbiter-save-berserk");
  assert.deepStrictEqual(log.setup, { decks: ["forest", "mountains"] });
  const game = Game.fromLog(log);
  assert.ok(game.outcome() !== null, "the replayed game is over");
  game.free();
  console.log(`# berserk whole game: ${log.choices.length} choices, ${steps} battle decisions of the person`);
  // A rematch is a whole game of the same decks, from its roll.
  await page.click('#decision [data-action="rematch"], #decision button:has-text("Rematch")');
  await page.waitForFunction(() => ["side", "deal", "computer"].includes(document.querySelector("#decision").dataset.decision) && document.querySelector("#board .bz-prep"));
  assert.ok((await page.locator("#board .bz-roll, #board .bz-roll-line").count()) > 0, "the rematch starts with the roll");
  await page.close();
});

test("at 360 px: each step of the preparation is tapped with what it asks for clear of the bottom sheet, no sideways scrolling", async () => {
  const page = await open("/berserk.html?speed=0&seed=3", { width: 360, height: 740 });
  await newWholeGame(page, { decks: ["steppe", "dark"] });
  const seenKinds = new Set();
  for (let n = 0; n < 80; n++) {
    const seen = await shownNo(page);
    const kind = await decision(page);
    if (BATTLE.includes(kind) || kind === "over") break;
    if (!PREP.includes(kind)) {
      await page.waitForTimeout(10);
      n--;
      continue;
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${kind}: no sideways scrolling at 360 px (overflow ${overflow}px)`);
    let target;
    if (kind === "side") target = page.locator('#decision button[data-type="side"]').first();
    else if (kind === "deal") {
      assert.ok(await uncovered(page, page.locator("#board .bz-camp.p0 .bz-pick").last()), "deal: the last card of the deal is in view above the sheet");
      target = page.locator('#decision button[data-type="keep"]');
    } else if (kind === "recruit") {
      const taken = await page.locator("#board .bz-card.taken").count();
      const recruit = page.locator('#board .bz-pick.bz-offered[data-type="recruit"]');
      target = taken < 6 && (await recruit.count()) > 0 ? recruit.last() : page.locator('#decision button[data-type="done"]');
    } else {
      const card = page.locator("#board .bz-tray .bz-pick").first();
      assert.ok(await uncovered(page, card), "place: the squad's card is in view above the sheet");
      target = page.locator("#board .bz-cell.bz-reach").first();
    }
    assert.ok(await uncovered(page, target), `${kind}: what is tapped is in view, not under the sheet`);
    if (!seenKinds.has(kind)) {
      seenKinds.add(kind);
      await page.screenshot({ path: shot(`berserk-whole-360-${kind}`) });
    }
    await target.click();
    await nextDecision(page, seen);
  }
  assert.deepStrictEqual([...seenKinds], PREP);
  await page.waitForFunction(() => document.querySelectorAll("#board .bz-grid .bz-creature").length > 0);
  await page.screenshot({ path: shot("berserk-whole-360-battle"), fullPage: true });
  await page.close();
});

test("hot-seat: each seat sees only its own deal and squad, behind a hand-over screen; the log keeps each recruitment to its player", async () => {
  const page = await open("/berserk.html?speed=0&seed=3");
  await newWholeGame(page, { mode: "hotseat", decks: ["swamp", "dark"] });
  const handovers = [];
  let battleSteps = 0;
  let lastSecret = null;
  for (let n = 0; n < 200; n++) {
    const seen = await shownNo(page);
    const kind = await decision(page);
    if (kind === "over" || battleSteps > 12) break;
    if (kind === "handover") {
      const who = await page.locator("#decision h2").textContent();
      handovers.push(who);
      // Nothing of either camp is shown behind the hand-over screen, nor the log.
      assert.equal(await page.locator("#board .bz-pick").count(), 0, "no card of a deal or squad behind the hand-over screen");
      const named = await page.$$eval("#board .bz-creature", (as) => as.filter((a) => a.dataset.card !== "face-down" && a.classList.contains("hidden")).length);
      assert.equal(named, 0, "no face-down creature named behind the hand-over screen");
      assert.equal(await page.locator("#log").evaluate((e) => getComputedStyle(e).visibility), "hidden", "the log is hidden behind the hand-over screen");
      if (handovers.length === 2) await page.screenshot({ path: shot("berserk-whole-handover") });
      await page.click('#decision [data-action="ready"]');
      await nextDecision(page, seen);
      continue;
    }
    if (!PREP.includes(kind) && !BATTLE.includes(kind)) {
      await page.waitForTimeout(10);
      continue;
    }
    const me = JSON.parse(await page.locator("#decision [data-choice], #board [data-choice]").first().getAttribute("data-choice")).player;
    const other = 1 - me;
    if (kind === "deal" || kind === "recruit" || kind === "place") {
      lastSecret = me;
      // The other camp: backs and counts only.
      assert.equal(await page.locator(`#board .bz-camp.p${other} .bz-pick, #board .bz-tray.p${other}`).count(), 0, `${kind} of player ${me}: player ${other}'s cards are not shown`);
      const theirs = await page.$$eval(`#board .bz-creature.p${other}`, (as) => as.map((a) => a.dataset.card));
      assert.ok(theirs.every((c) => c === "face-down"), `${kind} of player ${me}: player ${other}'s creatures are card backs`);
      if (kind === "place") await page.screenshot({ path: shot(`berserk-whole-hotseat-place-${me}`) });
      const recruitedLines = await page.$$eval('#log li[data-kind="recruited"]', (lis) => lis.filter((li) => getComputedStyle(li).display !== "none").map((li) => li.textContent));
      assert.ok(recruitedLines.every((t) => t.startsWith(`Player ${me} recruits`) ? true : /recruits a card/.test(t)), `${kind} of player ${me}: the other's recruitment is face down in the log`);
    }
    if (kind === "side") await page.click('#decision button[data-type="side"]');
    else if (kind === "deal") await page.click('#decision button[data-type="keep"]');
    else if (kind === "recruit") {
      const taken = await page.locator("#board .bz-card.taken").count();
      const recruit = page.locator('#board .bz-pick.bz-offered[data-type="recruit"]');
      if (taken < 5 && (await recruit.count()) > 0) await recruit.first().click();
      else await page.click('#decision button[data-type="done"]');
    } else if (kind === "place") await page.locator("#board .bz-cell.bz-reach").first().click();
    else {
      // The battle: the recruitment of each player is in nobody's log now.
      const shown = await page.$$eval('#log li:is([data-kind="recruited"], [data-kind="dismissed"])', (lis) => lis.filter((li) => getComputedStyle(li).display !== "none").length);
      assert.equal(shown, 0, "in the battle, the log shows no recruitment");
      await battle(page, battleSteps++);
    }
    await nextDecision(page, seen);
  }
  assert.ok(lastSecret !== null);
  assert.ok(handovers.length >= 3, `hand-overs between the players' secret decisions (${handovers.length})`);
  assert.ok(battleSteps > 0, "the battle began");
  await page.close();
});

test("decks saved by the deck builder are offered (an illegal one shown, not offered); a battle with flyers in their zones, a flyer clicked as attacker", async () => {
  const byId = new Map(cards("berserk").map((c) => [c.id, c]));
  const forest = printedDecks("berserk").find((d) => d.id === "forest").cards;
  // The forest deck with every forest flyer three times (walkers left out to keep 40 cards).
  const flyers = [...new Set(forest.filter((id) => byId.get(id).kind === "flyer"))];
  const walkers = forest.filter((id) => byId.get(id).kind !== "flyer");
  const air = [...flyers.flatMap((id) => [id, id, id]), ...walkers].slice(0, 40);
  const saved = [
    { name: "Forest air", cards: air },
    { name: "Too small", cards: ["vs-001", "vs-002"] },
  ];
  const init = [(decks) => localStorage.setItem("arbiter.berserk.decks", JSON.stringify(decks)), saved];
  const page = await open("/berserk.html?speed=0&seed=3", undefined, init);
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.selectOption("#game-kind", "whole");
  const options = await page.$$eval("#deck-0 option", (os) => os.map((o) => ({ value: o.value, text: o.textContent, disabled: o.disabled, group: o.parentElement.label })));
  assert.deepStrictEqual(options.filter((o) => o.group === "Ready decks").map((o) => o.value), ["steppe", "mountains", "forest", "swamp", "dark"]);
  assert.deepStrictEqual(options.filter((o) => o.group === "Ready decks").map((o) => o.text), ["Steppes (40 cards)", "Mountains (40 cards)", "Forests (40 cards)", "Swamps (40 cards)", "Darkness (40 cards)"]);
  const mine = options.filter((o) => o.group === "Saved decks");
  assert.deepStrictEqual(mine.map((o) => [o.text, o.disabled]), [["Forest air (40 cards)", false], ["Too small — not a legal deck", true]]);
  // Russian: the ready decks by element name, the controls' words.
  await page.selectOption("#lang", "ru");
  assert.deepStrictEqual(await page.$$eval('#deck-1 optgroup[label="Готовые колоды"] option', (os) => os.map((o) => o.textContent.replace(/ \(.*/, ""))), ["Степи", "Горы", "Леса", "Болота", "Тьма"]);
  assert.equal(await page.locator('#game-kind option[value="whole"]').textContent(), "Полная игра (колоды)");
  await page.selectOption("#lang", "en");
  await page.click("#close-settings");
  await newWholeGame(page, { decks: [mine[0].value, "mountains"] });
  let clickedFlyer = false;
  let zoneShots = 0;
  for (let n = 0; n < 1500 && !clickedFlyer; n++) {
    const seen = await shownNo(page);
    const kind = await decision(page);
    if (kind === "over") break;
    if (kind === "side") await page.click('#decision button[data-type="side"]');
    else if (kind === "deal") await page.click('#decision button[data-type="keep"]');
    else if (kind === "recruit") {
      // Flyers first, then walkers, up to 8 cards.
      const taken = await page.locator("#board .bz-card.taken").count();
      const fly = page.locator('#board .bz-pick.bz-offered[data-type="recruit"]:has(.bz-card-fly)');
      const any = page.locator('#board .bz-pick.bz-offered[data-type="recruit"]');
      if ((await fly.count()) > 0) await fly.first().click();
      else if (taken < 8 && (await any.count()) > 0) await any.first().click();
      else await page.click('#decision button[data-type="done"]');
    } else if (kind === "place") await page.locator("#board .bz-cell.bz-reach").first().click();
    else if (BATTLE.includes(kind)) {
      const inZone = await page.locator("#board .bz-air .bz-creature").count();
      if (inZone && zoneShots === 0) {
        zoneShots++;
        await page.screenshot({ path: shot("berserk-whole-flyers"), fullPage: true });
        await accessible(page, "Berserk's whole game: flyers in their zone");
      }
      const strikes = await page.$$eval('#decision button[data-type="strike"]', (bs) => bs.map((b) => JSON.parse(b.dataset.choice)));
      const flying = new Set(await page.$$eval("#board .bz-air.p0 .bz-creature", (as) => as.map((a) => Number(a.dataset.uid))));
      const fromAir = strikes.find((c) => flying.has(c.attacker));
      if (fromAir) {
        // The flyer in its zone is clicked as a creature on the board: its targets are marked, one is clicked.
        await page.click(`#board .bz-air [data-uid="${fromAir.attacker}"]`);
        assert.ok(await page.locator(`#board [data-uid="${fromAir.target}"]`).evaluate((e) => e.classList.contains("bz-target")), "the flyer's targets are marked");
        await page.screenshot({ path: shot("berserk-whole-flyer-attacks") });
        await strikeAt(page, fromAir.target);
        clickedFlyer = true;
      } else await battle(page, n);
    } else {
      await page.waitForTimeout(10);
      continue;
    }
    await nextDecision(page, seen);
  }
  assert.ok(zoneShots > 0, "a flyer took off to its zone");
  assert.ok(clickedFlyer, "the person's flyer struck from its zone");
  const zone = await page.$$eval("#board .bz-air", (zs) => zs.map((z) => z.getAttribute("aria-label")));
  assert.deepStrictEqual(zone, ["Computer (Player 1) — Flyer zone", "You (Player 0) — Flyer zone"]);
  // The flyer's takeoff is in the log, with its rule.
  assert.ok((await page.locator('#log li[data-kind="took_off"][data-rule="B-GAME-8"]').count()) > 0);
  const log = await savedLog(page, "arbiter-save-berserk");
  assert.equal(log.setup.decks[0].length, 40, "the saved deck went to the engine as its list");
  Game.fromLog(log).free();
  // At 360 px the flyer zone holds its creatures in a row, without sideways scrolling.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.waitForTimeout(100);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling at 360 px (overflow ${overflow}px)`);
  const flyer = page.locator("#board .bz-air.p0 .bz-creature").first();
  if ((await flyer.count()) > 0) assert.ok(await uncovered(page, flyer), "a flyer in its zone is in view, clear of the sheet");
  await page.screenshot({ path: shot("berserk-whole-flyers-360") });
  await page.close();
});

test("a whole game resumes after a reload in the middle of recruitment, and its panel speaks Russian", async () => {
  const page = await open("/berserk.html?speed=0&seed=3");
  await newWholeGame(page);
  for (let n = 0; n < 20; n++) {
    const seen = await shownNo(page);
    const kind = await decision(page);
    if (kind === "recruit" && (await page.locator("#board .bz-card.taken").count()) === 2) break;
    if (kind === "side") await page.click('#decision button[data-type="side"]');
    else if (kind === "deal") await page.click('#decision button[data-type="keep"]');
    else if (kind === "recruit") await page.locator('#board .bz-pick.bz-offered[data-type="recruit"]').first().click();
    else {
      await page.waitForTimeout(10);
      continue;
    }
    await nextDecision(page, seen);
  }
  const taken = await page.$$eval("#board .bz-card.taken .bz-pick", (bs) => bs.map((b) => b.dataset.slot));
  assert.equal(taken.length, 2);
  await page.reload();
  await page.waitForSelector('#decision[data-decision="recruit"]');
  assert.deepStrictEqual(await page.$$eval("#board .bz-card.taken .bz-pick", (bs) => bs.map((b) => b.dataset.slot)), taken, "the same two cards are in the squad");
  assert.equal(await page.locator("#game-kind").inputValue(), "whole", "the kind of game is restored");
  assert.deepStrictEqual(await page.$$eval("#deck-0, #deck-1", (ss) => ss.map((s) => s.value)), ["forest", "mountains"]);
  await openSettings(page);
  await page.selectOption("#lang", "ru");
  await page.click("#close-settings");
  await page.waitForFunction(() => /наберите отряд/.test(document.querySelector("#decision h2")?.textContent ?? ""));
  assert.equal(await page.locator('#decision button[data-type="done"]').textContent(), "Готово: это мой отряд");
  assert.match(await page.locator("#decision .bz-squad-facts").textContent(), /Отряд: 2 карты · Летающие: \d+\/15/);
  assert.match(await page.locator("#board .bz-prep-phase").textContent(), /Подготовка — найм/);
  // The board's cards still answer: one more recruited.
  const seen = await shownNo(page);
  await page.locator('#board .bz-pick.bz-offered[data-type="recruit"]').first().click();
  await nextDecision(page, seen);
  assert.equal(await page.locator("#board .bz-card.taken").count(), 3);
  await page.close();
});

test("the whole game is the default game (the skirmish a choice of the settings), and no console errors or uncaught exceptions on the whole game's pages", async () => {
  const page = await open("/berserk.html?speed=0");
  await page.waitForSelector("#decision[data-decision]");
  await page.waitForSelector("#board .bz-prep");
  await openSettings(page);
  assert.equal(await page.locator("#game-kind").inputValue(), "whole");
  assert.ok(await page.locator("#deck-0").isVisible());
  assert.equal(await page.locator("#squad-0").isVisible(), false);
  assert.deepStrictEqual(await page.$$eval("#game-kind option", (os) => os.map((o) => o.value)), ["whole", "skirmish"], "the skirmish stays a choice");
  await page.close();
  assert.deepStrictEqual(problems, []);
});
