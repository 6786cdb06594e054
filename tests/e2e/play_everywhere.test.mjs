// End-to-end tests of Berserk's printed cards everywhere (issue 40, item 5), in Debian's
// headless Chromium through playwright-core: the builder searches the 200 printed cards of
// «Война стихий» (and the engine's own creatures) as faces and puts one on the board; a card of
// the editor's own is defined in the builder's form and resolves; the explainer page lists the
// faces of its scenario's cards; berserk.html opens on the whole game (the skirmish a choice);
// the board turns round for player 1 in hot-seat, each cell still the engine's.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cards, explainScenario, narrate } from "../../pkg/node.js";
import { start, shot, accessible, openSettings, clickNewGame } from "./harness.mjs";

let env;
before(async () => (env = await start()));
after(() => env?.stop());

const control = (page, name) => page.locator(`[data-field="${name}"] > input, [data-field="${name}"] > select`);

/** Waits for the engine's verdict on the builder's scenario as it is now. */
async function verdict(page, state = "valid") {
  await page.waitForSelector(`#status[data-state="${state}"]`, { timeout: 20_000 });
  if (state === "valid") await page.waitForSelector('#outputs[data-state="ready"]', { timeout: 20_000 });
}

const json = async (page) => JSON.parse(await page.locator("#json").inputValue());
/** A printed ground creature the engine does not fully play yet (its face says so). */
// The set is played whole; the faces below show a card of it besides the Nomad (the Pathfinder).
const other = cards("berserk", "en").find((c) => c.id === "vs-177");

test("builder: the printed cards are searched and shown as faces (name, cost, element, life, strike, movement, text); one is put on the board; the engine's own creatures stay", async () => {
  const page = await env.open("/builder.html?ruleset=berserk&lang=en");
  await verdict(page);
  const printed = cards("berserk", "en").filter((c) => c.set === "vs");
  assert.equal(printed.length, 200);
  const search = page.locator("#berserk-card-search");
  // Every card of the catalogue is counted, the printed ones first.
  assert.match(await page.locator(".card-browser .card-count").textContent(), new RegExp(`of ${cards("berserk", "en").length} cards`));
  assert.equal(await page.locator(".card-result").first().getAttribute("data-card"), "vs-001");
  // By its Russian name: the face of Кочевник, in English.
  await search.fill("кочевник");
  const nomad = page.locator('.card-result[data-card="vs-001"] .card-face');
  assert.equal(await nomad.locator(".face-name").textContent(), "Nomad");
  assert.match(await nomad.locator(".face-type").textContent(), /Cost 3 \(ordinary\).*Steppes/);
  assert.match(await nomad.locator(".face-stats").textContent(), /♥ 8 · Strike 1-2-3 · Movement 2/);
  assert.equal(await nomad.locator(".face-text").textContent(), printed[0].text);
  // By number.
  await search.fill("200");
  assert.ok((await page.locator('.card-result[data-card="vs-200"]').count()) === 1, "card 200 is found by its number");
  // Every printed card is played: none lacks a mechanic, and a face says nothing is missing.
  assert.deepStrictEqual(printed.filter((c) => c.missing?.length).map((c) => c.id), [], "every printed card is played");
  await search.fill(other.name.en);
  assert.doesNotMatch(await page.locator(`.card-result[data-card="${other.id}"] .card-face`).textContent(), /not played yet/);
  // The engine's own creatures are found too.
  await search.fill("gnome axeman");
  assert.equal(await page.locator('.card-result[data-card="gnome-axeman"]').count(), 1);
  await page.screenshot({ path: shot("everywhere-builder-search") });
  // Put on the board for player 1: a creature of the scenario, in a free cell of player 1's rows.
  await search.fill("nomad");
  const before = (await json(page)).creatures.length;
  await page.click('.card-result[data-card="vs-001"] [data-action="put-card"][data-player="1"]');
  await verdict(page);
  const added = (await json(page)).creatures.at(-1);
  assert.equal((await json(page)).creatures.length, before + 1);
  assert.deepStrictEqual({ card: added.card, owner: added.owner }, { card: "vs-001", owner: 1 });
  assert.ok(added.cell[1] >= 3, "in player 1's rows");
  // The search is kept when the form is drawn again; the creature's picker names the card and shows its face in a line.
  assert.equal(await search.inputValue(), "nomad");
  const i = (await json(page)).creatures.length - 1;
  assert.equal(await page.locator(`[data-field="creatures[${i}]"] .pick-name`).textContent(), "Nomad");
  assert.match(await page.locator(`[data-field="creatures[${i}]"] .pick-face`).textContent(), /Cost 3.*♥ 8/);
  // The preview draws it by name.
  await page.waitForFunction(() => [...document.querySelector("#preview arbiter-explainer").shadowRoot.querySelectorAll(".bz-creature .bz-name")].some((n) => n.textContent.replace(/\u00ad/g, "") === "Nomad"));
  await accessible(page, "the builder with the card search");
  await page.close();
});

/**
 * Sets the form's control `name` to `value`, again until it holds it: the builder redraws its
 * form when an edit changes its shape, and a fill that meets a redraw can land on the old input.
 */
async function set(page, name, value) {
  for (let i = 0; i < 10; i++) {
    await control(page, name).fill(value);
    await page.waitForTimeout(100);
    if ((await control(page, name).inputValue()) === value) return;
  }
  assert.fail(`${name} does not keep ${value}`);
}

/** Fills the form of the scenario's own card `i` (names, cost, element, kind, life, movement, strike, one feature with a value). */
async function defineNomad(page, i = 0) {
  await page.click('[data-key="add:cards"]');
  await page.waitForSelector(`[data-field="cards[${i}].id"]`);
  const at = `cards[${i}]`;
  await set(page, `${at}.id`, "kochevnik");
  await control(page, `${at}.id`).press("Tab");
  await set(page, `${at}.name.en`, "Nomad");
  await set(page, `${at}.name.ru`, "Кочевник");
  await set(page, `${at}.cost`, "3");
  await control(page, `${at}.element`).selectOption({ label: "Steppes" });
  await control(page, `${at}.kind`).selectOption({ label: "creature" });
  await set(page, `${at}.life`, "8");
  await set(page, `${at}.movement`, "2");
  await set(page, `${at}.strike[0]`, "1");
  await set(page, `${at}.strike[1]`, "2");
  await set(page, `${at}.strike[2]`, "3");
  await page.check(`[data-field="${at}.unique"] input`);
  await page.click(`[data-key="add:${at}.features"]`);
  await page.waitForSelector(`[data-field="${at}.features[0]"]`);
  await control(page, `${at}.features[0]`).selectOption({ label: "Armour" });
  await page.waitForSelector(`[data-field="${at}.features[0].armour"]`);
  await set(page, `${at}.features[0].armour`, "1");
}

/** A scenario of the builder where creature 0 (player 0's) strikes creature 1 (player 1's) with forced dice. */
async function strikeScenario(page) {
  await control(page, "dice[0]").selectOption({ label: "6" });
  await control(page, "dice[1]").selectOption({ label: "1" });
}

test("builder: a card of one's own defined in the form (names, cost, unique, element, kind, life, movement, strike, a feature) is the scenario's `cards` entry, put on the board by name, and resolves", async () => {
  const page = await env.open("/builder.html?ruleset=berserk&lang=en&example=berserk-attack");
  await verdict(page);
  await strikeScenario(page);
  await defineNomad(page);
  // Its name picks it for creature 0, like a card of the engine's (the scenario's own card comes after the printed Nomad).
  await control(page, "creatures[0].card").fill("Nomad");
  await verdict(page);
  assert.deepStrictEqual((await json(page)).cards, [
    { id: "kochevnik", name: { en: "Nomad", ru: "Кочевник" }, cost: 3, element: "steppe", kind: "creature", life: 8, strike: [1, 2, 3], movement: 2, unique: true, features: [{ armour: 1 }] },
  ]);
  // The feature menu offers the engine's features.
  const features = await control(page, "cards[0].features[0]").evaluate((s) => [...s.options].map((o) => JSON.parse(o.dataset.json)));
  for (const f of ["luck", "block", "first_strike", { poison: 1 }, { regeneration: 1 }]) assert.ok(features.some((x) => JSON.stringify(x) === JSON.stringify(f)), `the features offer ${JSON.stringify(f)}`);
  const scenario = await json(page);
  assert.equal(scenario.creatures[0].card, "kochevnik");
  assert.equal(await page.locator('[data-field="creatures[0]"] .pick-name').textContent(), "Nomad");
  // It is in the card search too, as this scenario's.
  await page.fill("#berserk-card-search", "kochevnik");
  assert.match(await page.locator('.card-result[data-card="kochevnik"]').textContent(), /Nomad.*Cost 3.*Steppes.*♥ 8 · Strike 1-2-3 · Movement 2.*this scenario's/s);
  // The engine resolves it: the attack of the card defined here.
  const { events } = explainScenario(JSON.stringify(scenario));
  assert.ok(events.some((e) => e.kind === "attack_declared" && e.attacker.card === "kochevnik"));
  // The preview's board names it.
  await page.waitForFunction(() => [...document.querySelector("#preview arbiter-explainer").shadowRoot.querySelectorAll('.bz-creature[data-card="kochevnik"] .bz-name')].some((n) => n.textContent === "Nomad"));
  await page.locator(".own-cards").scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("everywhere-builder-own-card") });
  await accessible(page, "the builder with a card of one's own");
  await page.close();
});

// The engine narrates an event with the scenario's own cards given (`narrate(event, lang,
// cards)`): a card of the scenario's own is named by its name, not its id.
test("the narration names a card of the scenario's own by its name, not its id", () => {
  const scenario = {
    ruleset: "berserk",
    dice: [6, 1],
    cards: [{ id: "kochevnik", name: { en: "Nomad", ru: "Кочевник" }, cost: 3, element: "steppe", kind: "creature", life: 8, strike: [1, 2, 3], movement: 2 }],
    creatures: [
      { card: "kochevnik", owner: 0, cell: [2, 2] },
      { card: "gnome-axeman", owner: 1, cell: [3, 3] },
    ],
    choices: [{ type: "strike", attacker: 0, target: 1 }],
  };
  const declared = explainScenario(JSON.stringify(scenario)).events.find((e) => e.kind === "attack_declared");
  assert.match(narrate(declared, "en", scenario.cards), /^Nomad #0 attacks/);
  assert.match(narrate(declared, "ru", scenario.cards), /^Кочевник #0/);
  // Without them, the engine knows only its catalogue: the id.
  assert.match(narrate(declared, "en"), /^kochevnik #0 attacks/);
});

test("explainer page: a scenario of printed cards lists their faces (cost, element, life, strike, movement, text), and a creature's card opens its face", async () => {
  const page = await env.open("/builder.html?ruleset=berserk&lang=en&example=berserk-attack");
  await verdict(page);
  await strikeScenario(page);
  await control(page, "creatures[0].card").fill("vs-001");
  await control(page, "creatures[1].card").fill(other.id);
  await verdict(page);
  const link = await page.locator("#out-link").inputValue();
  await page.close();
  const explainer = await env.open(new URL(link).pathname + new URL(link).search + new URL(link).hash);
  const root = explainer.locator("arbiter-explainer");
  await explainer.waitForSelector('arbiter-explainer[data-state="ready"], arbiter-explainer[data-state="done"]', { timeout: 20_000 });
  const faces = root.locator(".scenario-cards .scenario-face");
  assert.equal(await faces.count(), 2);
  const nomad = root.locator('.scenario-face[data-card="vs-001"]');
  assert.equal(await nomad.locator(".face-name").textContent(), "Nomad");
  assert.match(await nomad.textContent(), /Cost 3 \(ordinary\).*Steppes.*♥ 8 · Strike 1-2-3 · Movement 2.*Cost 3, Steppes\. Life 8\. Strike 1-2-3\. Movement 2\./s);
  const face = await root.locator(`.scenario-face[data-card="${other.id}"]`).textContent();
  assert.match(face, new RegExp(`${other.name.en}.*Cost ${other.cost}`, "s"));
  assert.doesNotMatch(face, /not played yet/);
  // The "i" of a creature on the board opens its card (once the resolution has played: a step
  // redraws the board, and a click whose press and release straddle it reaches no card).
  await explainer.waitForSelector('arbiter-explainer[data-state="done"]', { timeout: 30_000 });
  await root.locator(`.bz-creature[data-card="${other.id}"] .bz-read`).click();
  const dialog = root.locator("dialog.card-reader[open]");
  await dialog.waitFor();
  assert.equal(await dialog.locator(".face-name").textContent(), other.name.en);
  await explainer.screenshot({ path: shot("everywhere-explainer-face") });
  await dialog.locator("button").click();
  await explainer.setViewportSize({ width: 360, height: 740 });
  await root.locator(".scenario-cards").scrollIntoViewIfNeeded();
  await explainer.screenshot({ path: shot("everywhere-explainer-360") });
  assert.ok((await explainer.evaluate(() => document.documentElement.scrollWidth - innerWidth)) <= 1, "no sideways scrolling at 360 px");
  await explainer.close();
});

test("berserk.html opens on the whole game (the deal, recruitment and placement); the skirmish of ready squads is a choice of the settings, and `?game=skirmish` asks for it", async () => {
  const page = await env.open("/berserk.html?speed=0&seed=3");
  await page.waitForFunction(() => ["side", "deal", "computer"].includes(document.querySelector("#decision")?.dataset.decision) && document.querySelector("#board .bz-prep"));
  assert.ok(["side", "deal"].includes(await page.locator("#board").getAttribute("data-phase")), "the game starts with its preparation");
  await openSettings(page);
  assert.equal(await page.locator("#game-kind").inputValue(), "whole");
  assert.ok(await page.locator("#deck-0").isVisible(), "a whole game's decks are chosen");
  assert.equal(await page.locator("#squad-0").isVisible(), false);
  // The skirmish, chosen in the settings: a battle of ready squads at once.
  await page.selectOption("#game-kind", "skirmish");
  assert.ok(await page.locator("#squad-0").isVisible());
  await clickNewGame(page);
  await page.waitForFunction(() => document.querySelectorAll("#board .bz-grid .bz-creature").length >= 10 && !document.querySelector("#board .bz-prep"));
  await page.close();
  const asked = await env.open("/berserk.html?speed=0&seed=1&game=skirmish");
  await asked.waitForSelector('#decision[data-decision="main"]');
  await openSettings(asked);
  assert.equal(await asked.locator("#game-kind").inputValue(), "skirmish");
  assert.ok(await asked.locator("#squad-0").isVisible(), "the settings show the skirmish's squads");
  await asked.close();
});

/** The engine's coordinates of the grid's cells as drawn, row by row from the top of the screen. */
const drawnRows = (page) => page.$$eval("#board .bz-grid .bz-rowline", (rows) => rows.map((r) => [...r.querySelectorAll(".bz-cell")].map((c) => c.dataset.cell)));

test("hot-seat: the board turns for player 1 (its rows at the bottom, the columns reversed), each cell still the engine's; player 0's turn draws it back", async () => {
  const page = await env.open("/berserk.html?speed=0&seed=3");
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  await page.selectOption("#mode", "hotseat");
  await page.selectOption("#game-kind", "whole");
  await page.selectOption("#deck-0", "forest");
  await page.selectOption("#deck-1", "mountains");
  await clickNewGame(page);
  const upright = [5, 4, 3, 2, 1, 0].map((r) => [0, 1, 2, 3, 4].map((c) => `${c},${r}`));
  const turned = [0, 1, 2, 3, 4, 5].map((r) => [4, 3, 2, 1, 0].map((c) => `${c},${r}`));
  const placed = { 0: 0, 1: 0 };
  for (let n = 0; n < 300 && (placed[0] < 2 || placed[1] < 2); n++) {
    const seen = await page.locator("#decision").getAttribute("data-shown");
    const kind = await page.locator("#decision").getAttribute("data-decision");
    if (kind === "handover") {
      // The hand-over screen is sometimes drawn again, or passed, as the host's messages arrive: the state is read again then.
      if (!(await page.locator('#decision [data-action="ready"]').click({ timeout: 2_000 }).then(() => true, () => false))) continue;
    }
    else if (kind === "side") await page.locator('#decision button[data-type="side"]').first().click();
    else if (kind === "deal") await page.click('#decision button[data-type="keep"]');
    else if (kind === "recruit") {
      const taken = await page.locator("#board .bz-card.taken").count();
      const recruit = page.locator('#board .bz-pick.bz-offered[data-type="recruit"]');
      if (taken < 4 && (await recruit.count()) > 0) await recruit.first().click();
      else await page.click('#decision button[data-type="done"]');
    } else if (kind === "place") {
      const me = JSON.parse(await page.locator("#decision [data-choice], #board [data-choice]").first().getAttribute("data-choice")).player;
      const rows = await drawnRows(page);
      assert.deepStrictEqual(rows, me === 1 ? turned : upright, `placing for player ${me}: the board is drawn ${me === 1 ? "turned round" : "upright"}`);
      assert.equal(await page.locator("#board").getAttribute("data-bottom"), String(me));
      // The lit cells (the engine's options) are the player's own rows, at the bottom of the board as drawn.
      await page.locator("#board .bz-tray .bz-pick").first().click();
      const lit = page.locator("#board .bz-cell.bz-reach");
      // Each lit cell with the line of the grid it is drawn in (0: the top one) and whether it is drawn below the line of the middle.
      const litCells = await lit.evaluateAll((cs) =>
        cs.map((c) => {
          const lines = [...document.querySelectorAll("#board .bz-grid .bz-rowline")];
          return { cell: c.dataset.cell.split(",").map(Number), choice: JSON.parse(c.dataset.choice), line: lines.indexOf(c.parentElement), below: c.getBoundingClientRect().top >= lines[3].getBoundingClientRect().top - 1 };
        }),
      );
      assert.ok(litCells.length > 0);
      for (const c of litCells) {
        assert.deepStrictEqual(c.choice.cell, c.cell, "a lit cell sends the engine's option of that very cell");
        assert.ok(c.line >= 3 && c.below, `player ${me}'s cell ${c.cell} is drawn in the bottom half (line ${c.line})`);
        assert.ok(me === 1 ? c.cell[1] >= 3 : c.cell[1] <= 2);
      }
      if (placed[me] === 0) await page.screenshot({ path: shot(`everywhere-hotseat-place-${me}`) });
      const target = litCells.at(-1).cell.join(",");
      await page.click(`#board .bz-cell.bz-reach[data-cell="${target}"]`);
      // The creature placed stands in the cell clicked.
      await page.waitForFunction((t) => document.querySelector(`#board .bz-cell[data-cell="${t}"] .bz-creature`), target);
      placed[me]++;
    } else {
      await page.waitForTimeout(20);
      continue;
    }
    await page.waitForFunction((s) => document.querySelector("#decision").dataset.shown !== s, seen, { timeout: 30_000 });
  }
  assert.ok(placed[0] >= 2 && placed[1] >= 2, "both players placed creatures");
  await page.close();
});

test("no console errors or uncaught exceptions on the pages of these tests", () => {
  assert.deepStrictEqual(env.problems, []);
});
