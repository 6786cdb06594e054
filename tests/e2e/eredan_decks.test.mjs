// End-to-end: the deck builder (decks.html) building an Eredan deck, and the game pages' seat
// setup. An Eredan deck is built by clicking the cards' tiles (the engine's catalogue, whatever
// its size): the engine's problems show as it is built — three characters, too few cards, a card
// of another guild (E-DECK-2) appearing and going again — until it is legal; it is exported as
// the engine writes its list, its share link opens the same deck, a pasted list is imported with
// its unread line, and the deck is saved. The Eredan game page then offers it to a seat (an
// illegal saved deck shown with the engine's problem, not offered), and a game against the
// computer starts with it: its characters and hand are the deck's. Yummell's seats get the
// character and Advantage chosen. The keyboard reaches and adds a card; at 360 px nothing
// overflows. Screenshots at 1280 and 360 px, axe-core, no console errors.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { cards, checkDeck, decks, writeDeck } from "../../pkg/node.js";
import { accessible, clickNewGame, openSettings, shot, start } from "./harness.mjs";

let env, open, problems;

before(async () => {
  env = await start();
  ({ open, problems } = env);
});

after(() => env?.stop());

const catalogue = cards("eredan", "en");
const byId = new Map(catalogue.map((c) => [c.id, c]));
const tileOf = (page, id) => page.locator(`#grid .dk-tile[data-id="${id}"]`);

// The deck built: the Kotoba ready deck's characters, and three copies of seven of its cards.
const kotoba = decks("eredan").find((d) => d.id === "lames-de-kotoba");
const characters = kotoba.characters;
const seven = [...new Set(kotoba.cards)].slice(0, 7);
const built = [...characters, ...seven.flatMap((id) => [id, id, id])];
/** A card of another guild than Kotoba's (E-DECK-2). */
const foreign = catalogue.find((c) => c.type !== "character" && (c.requires?.guild ?? []).length && !c.requires.guild.includes("Kotoba")).id;

/** Opens the Eredan builder at `query` and waits for its cards. */
async function builder(query = "lang=en", viewport) {
  const page = await open(`/decks.html?ruleset=eredan&${query}`, viewport);
  await page.waitForSelector("body[data-ready]");
  return page;
}

/** The panel's verdict, its problems (kind, rule, text) and the deck's size. */
async function verdict(page) {
  return {
    legal: (await page.locator("#verdict").getAttribute("data-legal")) === "true",
    problems: await page.$$eval("#problems li[data-problem]", (lis) => lis.map((li) => ({ problem: li.dataset.problem, rule: li.dataset.rule, text: li.textContent }))),
    total: await page.locator("#verdict .dk-total").textContent(),
  };
}

/** The deck the panel lists: copies by card id. */
const listed = (page) =>
  page.$$eval("#deck-list .dk-line", (lines) => Object.fromEntries(lines.map((li) => [li.dataset.id, Number.parseInt(li.querySelector(".dk-line-n").textContent, 10)])));
const copiesOf = (ids) => ids.reduce((m, id) => ({ ...m, [id]: (m[id] ?? 0) + 1 }), {});

test("an Eredan deck built by clicking, the engine's problems as it grows; exported, shared, imported, saved; a game against the computer started with it", async () => {
  const page = await builder();
  assert.equal(await page.locator("#grid .dk-tile").count(), catalogue.length, "every card of the engine's catalogue");
  assert.equal(await page.locator(".dk-rulesets [aria-current=page]").textContent(), "Eredan");
  let v = await verdict(page);
  assert.deepStrictEqual(v.problems.map((p) => p.problem), ["characters", "too_few"]);
  assert.equal(v.total, "0 characters / 3 · 0 cards / 20–50");

  // The filters: a guild, a type and a class narrow the grid to the engine's data.
  const shown = () => page.$$eval("#grid .dk-tile:not([hidden])", (lis) => lis.map((li) => li.dataset.id));
  await page.click('#f-guild [data-guild="Kotoba"]');
  await page.click('#f-type [data-type="character"]');
  assert.deepStrictEqual(await shown(), catalogue.filter((c) => c.type === "character" && c.guilds?.includes("Kotoba")).map((c) => c.id));
  await page.click('#f-type [data-type="character"]');
  await page.click('#f-class [data-class="Combattant"]');
  const kotobaFighters = catalogue.filter((c) => (c.type === "character" ? c.guilds ?? [] : c.requires?.guild ?? []).includes("Kotoba") && (c.type === "character" ? c.classes ?? [] : c.requires?.class ?? []).includes("Combattant"));
  assert.deepStrictEqual(await shown(), kotobaFighters.map((c) => c.id));
  await page.click("#clear-filters");
  await page.fill("#search", byId.get(characters[0]).name.toLowerCase());
  assert.ok((await shown()).includes(characters[0]), "the text search finds a card by its name");
  await page.fill("#search", "");
  await page.screenshot({ path: shot("eredan-decks-filters-1280") });

  // The characters: their problem goes once there are three.
  for (const id of characters) await tileOf(page, id).locator(".dk-add").click();
  v = await verdict(page);
  assert.deepStrictEqual(v.problems.map((p) => p.problem), ["too_few"]);
  // A card of another guild: the engine's E-DECK-2 problem appears, and goes with the card.
  await tileOf(page, foreign).locator(".dk-add").click();
  v = await verdict(page);
  const other = v.problems.find((p) => p.problem === "other_guild");
  assert.ok(other, "a card of another guild is a problem");
  assert.equal(other.rule, "E-DECK-2");
  assert.match(other.text, new RegExp(`^${byId.get(foreign).name}.*Kotoba.*\\(E-DECK-2\\)$`));
  await page.screenshot({ path: shot("eredan-decks-problem-1280") });
  await tileOf(page, foreign).locator(".dk-remove").click();
  v = await verdict(page);
  assert.deepStrictEqual(v.problems.map((p) => p.problem), ["too_few"], "the guild's problem went with the card");
  // The cards, three copies each: legal at 21.
  for (const id of seven) for (let k = 0; k < 3; k++) await tileOf(page, id).locator(".dk-add").click();
  v = await verdict(page);
  assert.equal(v.legal, true, `legal: ${JSON.stringify(v.problems)}`);
  assert.equal(v.total, "3 characters / 3 · 21 cards / 20–50");
  assert.deepStrictEqual(await listed(page), copiesOf(built));
  assert.equal(checkDeck("eredan", built.join("\n")).legal, true, "the engine agrees");
  assert.match(await page.locator("#stats").textContent(), /Guild: Kotoba/);
  await page.screenshot({ path: shot("eredan-decks-legal-1280") });
  await accessible(page, "the Eredan builder at 1280 px with a legal deck");

  // Export: the list the engine writes, and a link that opens the same deck.
  await page.click("#open-export");
  assert.equal(await page.locator("#export-langs").isVisible(), false, "one list: no language to choose");
  const list = await page.inputValue("#export-list-text");
  assert.equal(list, writeDeck("eredan", built, "fr"));
  const link = await page.inputValue("#export-link-url");
  assert.match(link, /\/decks\.html\?ruleset=eredan#deck=[a-z0-9.-]+$/);
  await page.keyboard.press("Escape");
  const shared = await open(new URL(link).pathname + new URL(link).search + new URL(link).hash);
  await shared.waitForSelector("body[data-ready]");
  assert.deepStrictEqual(await listed(shared), copiesOf(built), "the link opens the same deck");
  await shared.close();

  // Import: the exported list, and a line the engine cannot read, replace the deck.
  await page.click("#new-deck");
  assert.deepStrictEqual(await listed(page), {});
  await page.click("#open-import");
  await page.fill("#import-text", `${list}2 Nulle part\n`);
  assert.equal(await page.locator("#import-preview").textContent(), `Read: ${built.length} cards.`);
  assert.deepStrictEqual(await page.$$eval("#import-unread-list li", (lis) => lis.map((li) => li.textContent)), [`Line ${list.split("\n").filter(Boolean).length + 1}: 2 Nulle part — no card is named "Nulle part"`]);
  await page.click("#import-replace");
  assert.deepStrictEqual(await listed(page), copiesOf(built));
  assert.equal((await verdict(page)).legal, true);

  // Saved in the browser, under the game page's contract; an illegal deck beside it.
  await page.fill("#deck-name", "My Kotoba");
  await page.click("#save");
  assert.match(await page.locator("#notice").textContent(), /Saved «My Kotoba» in this browser/);
  await page.click("#new-deck");
  await tileOf(page, characters[0]).locator(".dk-add").click();
  await page.fill("#deck-name", "Half done");
  await page.click("#save");
  const stored = JSON.parse(await page.evaluate(() => localStorage.getItem("arbiter.eredan.decks")));
  assert.deepStrictEqual(stored.map((d) => d.name), ["My Kotoba", "Half done"]);
  assert.deepStrictEqual(copiesOf(stored[0].cards), copiesOf(built));

  // The game page: the saved deck offered to each seat, the illegal one shown with the engine's problem.
  await page.goto(`${env.base}/?speed=0&lang=en&seed=5`);
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  const options = await page.$$eval("#deck-0 option", (os) => os.map((o) => ({ value: o.value, text: o.textContent, disabled: o.disabled })));
  assert.deepStrictEqual(options.filter((o) => !o.value.startsWith("saved:")).map((o) => o.value), decks("eredan").map((d) => d.id), "the ready decks");
  const mine = options.find((o) => o.text.startsWith("My Kotoba"));
  assert.deepStrictEqual(mine, { value: "saved:0:My Kotoba", text: "My Kotoba (24 cards)", disabled: false });
  const half = options.find((o) => o.text.startsWith("Half done"));
  assert.equal(half.disabled, true, "an illegal deck is not offered");
  assert.match(half.text, /not a legal deck: a player has exactly 3 characters, not 1/);
  await page.selectOption("#mode", "computer");
  await page.selectOption("#deck-0", mine.value);
  await page.screenshot({ path: shot("eredan-decks-settings-1280") });
  await clickNewGame(page);
  // The person's side shows the deck's characters, and a hand of its cards.
  const side = page.locator('#board .side[data-player="0"]');
  await side.locator("article.char").first().waitFor();
  assert.deepStrictEqual((await side.locator("article.char").evaluateAll((as) => as.map((a) => a.dataset.card))).sort(), [...characters].sort());
  const hand = await page.locator('#board .hand-view[data-player="0"] .hand-card').evaluateAll((cs) => cs.map((c) => c.dataset.card));
  assert.ok(hand.length > 0, "the hand is shown");
  for (const id of hand) assert.ok(seven.includes(id), `${id} in the hand is a card of the deck`);
  await page.screenshot({ path: shot("eredan-decks-game-1280") });
  // The game's saved settings keep the deck: a reload plays on with it.
  await page.reload();
  await page.waitForSelector('#board .side[data-player="0"] article.char');
  assert.deepStrictEqual((await page.locator('#board .side[data-player="0"] article.char').evaluateAll((as) => as.map((a) => a.dataset.card))).sort(), [...characters].sort());
  await page.close();
});

test("the keyboard: Tab reaches the first card from the filters, Enter and + add a copy, − removes one", async () => {
  const page = await builder();
  await page.focus("#clear-filters");
  await page.keyboard.press("Tab");
  const first = catalogue[0].id;
  assert.equal(await page.evaluate(() => document.activeElement?.closest(".dk-tile")?.dataset.id ?? null), first);
  const count = () => tileOf(page, first).locator(".dk-count").textContent();
  await page.keyboard.press("Enter");
  assert.equal(await count(), "×1");
  assert.match(await tileOf(page, first).locator(".dk-add").getAttribute("aria-label"), new RegExp(`^${catalogue[0].name}, Character: add a copy \\(1 in the deck\\)$`));
  await page.keyboard.press("+");
  assert.equal(await count(), "×2");
  assert.deepStrictEqual((await verdict(page)).problems.map((p) => p.problem).slice(0, 2), ["characters", "same_character"], "the same character twice: the engine says so");
  await page.keyboard.press("-");
  assert.equal(await count(), "×1");
  await page.close();
});

test("in French at 360 px: nothing overflows sideways, the deck bar opens the panel with the engine's problems", async () => {
  const page = await builder("lang=fr", { width: 360, height: 740 });
  for (const id of characters) await tileOf(page, id).locator(".dk-add").click();
  const layout = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, width: document.documentElement.clientWidth }));
  assert.ok(layout.scroll <= layout.width, `no sideways scroll (${layout.scroll} > ${layout.width})`);
  assert.match(await page.locator("#deck-summary").textContent(), /3\/3 · 0 \/ 20–50/);
  await page.screenshot({ path: shot("eredan-decks-360") });
  await page.click("#deck-toggle");
  assert.match(await page.locator("#problems").textContent(), /Trop peu de cartes : 0/);
  await page.screenshot({ path: shot("eredan-decks-360-panel") });
  await accessible(page, "the Eredan builder at 360 px, its panel open");
  await page.close();
});

test("Yummell: each seat plays the character and Advantage chosen for it, the others drawn", async () => {
  const { characters: sheets, advantages } = decks("yummell");
  const [character, advantage] = [sheets[1], advantages[2]];
  const page = await open("/yummell.html?speed=0&lang=en&seats=hc&seed=4", { width: 360, height: 740 });
  await page.waitForSelector("#decision[data-decision]");
  await openSettings(page);
  assert.equal(await page.locator("#character-0").inputValue(), "", "drawn unless chosen");
  await page.selectOption("#character-0", character.id);
  await page.selectOption("#advantage-0", advantage.id);
  await page.screenshot({ path: shot("yummell-seats-360") });
  await clickNewGame(page);
  const board = await page.locator("#board").textContent();
  assert.ok(board.includes(character.name), `${character.name} races`);
  assert.ok(board.includes(`Advantage: ${advantage.name}`), `with ${advantage.name}`);
  // The page's saved settings keep the choice for the next race.
  const setup = await page.evaluate(() => JSON.parse(localStorage.getItem("arbiter-save-yummell") ?? "null"));
  assert.deepStrictEqual(setup?.settings?.picks?.[0], { character: character.id, advantage: advantage.id });
  await page.close();
});

test("no console errors or warnings", () => {
  assert.deepStrictEqual(problems, []);
});
