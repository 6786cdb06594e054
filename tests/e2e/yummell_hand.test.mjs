// End-to-end: Yummell's cards played from where they lie on the board. A card of the hand that
// the decision plays (an Event, an Artefact to start, a card to move with) is played by clicking
// its face, which sends the engine's own option, and the engine's event shows in the log; the
// panel no longer lists those cards; a card the engine refuses is greyed with the engine's reason
// (`whyNot`), on it and in its enlarged face; the keyboard reaches the hand from the panel,
// and Enter plays the focused card; an active artefact usable in several ways opens the
// engine's options beside it. Screenshots at 1280 and 360 px, axe-core.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { Game, cards, narrate } from "../../pkg/node.js";
import { start, shot, savedLog, savedLogAfter, accessible } from "./harness.mjs";

let env, open, problems;

before(async () => {
  env = await start();
  ({ open, problems } = env);
});

after(() => env?.stop());

const KEY = "arbiter-save-yummell";
/** Seed 2, one person and one computer: the person's first window offers an Event and an Artefact of the hand. */
const PATH = "/yummell.html?seed=2&seats=hc&speed=0&lang=en";
const catalogue = new Map(cards("yummell", "en").map((c) => [c.id, c]));
const seat = '#board .y-seat[data-player="0"]';
const playable = (page) => page.locator(`${seat} .y-hand .hand-card.can-play`);
const refusedCards = (page) => page.locator(`${seat} .y-hand .hand-card.cannot-play[data-reason]`);

/** Waits for the person's decision of `kind`, its cards marked on the board. */
async function decisionOf(page, kind) {
  await page.waitForSelector(`#decision[data-decision="${kind}"]`, { timeout: 60_000 });
  await page.waitForSelector("#board .y-board.playing, #board.y-board.playing");
}

/** Waits until the panel shows another decision than the one shown as `seen`. */
const next = (page, seen) => page.waitForFunction((s) => document.querySelector("#decision").dataset.shown !== s, seen, { timeout: 60_000 });

/** The decision the saved game awaits, and the log (once it holds more than `made` choices). */
async function pending(page, made = -1) {
  const log = await savedLogAfter(page, KEY, made);
  const game = Game.fromLog(log);
  const d = game.pending();
  game.free();
  return { log, d };
}

/** The event of the game of `log` that `match` finds, and its line in the page's log holds the engine's sentence. */
async function inTheLog(page, log, match) {
  const game = Game.fromLog(log);
  const e = game.historyAs(0).flat().find(match);
  game.free();
  assert.ok(e, "the engine's event happened");
  const line = page.locator(`#log li[data-seqs~="${e.seq}"] .sentence`).first();
  await line.waitFor({ state: "attached" });
  assert.ok((await line.textContent()).includes(narrate(e, "en")), `the log says "${narrate(e, "en")}"`);
  return e;
}

test("clicking a card's face plays it: the engine's own option is sent, its event shows in the log, and the panel does not list the card", async () => {
  for (const [width, height] of [[1280, 900], [360, 740]]) {
    const page = await open(PATH, { width, height });
    await decisionOf(page, "window");
    const event = playable(page).and(page.locator(".face-event")).first();
    const id = await event.getAttribute("data-card");
    assert.equal(await event.locator(".y-play-as").textContent(), "▶ Play", "the card says what a click does");
    const { log: before, d } = await pending(page);
    const expected = d.options.find((o) => o.type === "play_event" && o.card === id);
    assert.ok(expected, "the engine offers the Event");
    assert.equal(await page.locator(`#decision [data-choice*='"card":"${id}"']`).count(), 0, "the panel does not list the card the hand offers");
    assert.equal(await page.locator('#decision [data-action="to-hand"]').textContent(), `To your cards (${await playable(page).count()})`);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${width} px: no sideways scrolling (overflow ${overflow} px)`);
    if (width === 360) {
      // On a phone the panel's button brings the first card to play into view, above the decision's sheet.
      await page.click('#decision [data-action="to-hand"]');
      const card = await page.evaluate(() => document.activeElement.getBoundingClientRect().toJSON());
      const sheet = await page.locator("#decision-sheet").boundingBox();
      const banner = await page.locator("#turn-banner").boundingBox();
      assert.ok(card.top >= banner.y + banner.height - 1 && card.bottom <= sheet.y + 1, `the card (${card.top}–${card.bottom}) shows between the banner and the sheet (${sheet.y})`);
      await page.screenshot({ path: shot(`yummell-hand-${width}`) });
      await accessible(page, `Yummell at ${width} px: cards to play in the hand`);
      await page.close();
      continue;
    }
    await page.screenshot({ path: shot(`yummell-hand-${width}`) });
    await accessible(page, `Yummell at ${width} px: cards to play in the hand`);
    const seen = await page.locator("#decision").getAttribute("data-shown");
    await event.click();
    await next(page, seen);
    const after = await savedLogAfter(page, KEY, before.choices.length);
    assert.deepStrictEqual(after.choices[before.choices.length], expected, "the click sent the engine's own option");
    await inTheLog(page, after, (e) => e.kind === "event_played" && e.card === id);
    // On at the Movement: a card of the hand clicked moves with it.
    await page.click('#decision button[data-type="continue"]');
    await decisionOf(page, "movement");
    const mover = playable(page).first();
    const card = await mover.getAttribute("data-card");
    assert.equal(await mover.locator(".y-play-as").textContent(), "▶ Move");
    const { log: atMove, d: movement } = await pending(page, after.choices.length);
    const seen2 = await page.locator("#decision").getAttribute("data-shown");
    await mover.click();
    await next(page, seen2);
    const moved = await savedLogAfter(page, KEY, atMove.choices.length);
    assert.deepStrictEqual(moved.choices[atMove.choices.length], movement.options.find((o) => o.type === "move" && o.card === card));
    await inTheLog(page, moved, (e) => e.kind === "moved" && e.card === card);
    await page.close();
  }
});

test("a card the engine refuses is greyed with the engine's reason (whyNot), on it and in its enlarged face; clicked, it plays nothing", async () => {
  const page = await open(PATH);
  await decisionOf(page, "window");
  // The Event played, the Artefact of the hand can no longer be started this turn [Y-ACT-2].
  const { log: first } = await pending(page);
  const seen = await page.locator("#decision").getAttribute("data-shown");
  await playable(page).and(page.locator(".face-event")).first().click();
  await next(page, seen);
  await decisionOf(page, "window");
  const { log, d } = await pending(page, first.choices.length);
  const game = Game.fromLog(log);
  const refused = await refusedCards(page).all();
  assert.ok(refused.length > 0);
  const kinds = new Set();
  for (const card of refused) {
    const id = await card.getAttribute("data-card");
    const type = catalogue.get(id).type;
    kinds.add(type);
    const why = game.whyNot({ type: type === "artefact" ? "start_artefact" : "play_event", player: d.player, card: id }, "en");
    assert.ok(why, `the engine refuses ${id}`);
    assert.equal(await card.getAttribute("data-reason"), why);
    assert.equal(await card.locator(".reason").textContent(), why, "the reason is written on the card");
    assert.equal(await card.getAttribute("aria-disabled"), "true");
    await card.focus();
    assert.equal(await page.locator("#card-peek .peek-reason").textContent(), why, "the enlarged card says why");
  }
  game.free();
  assert.ok(kinds.has("artefact"), "the Artefact is refused now");
  const artefact = refusedCards(page).and(page.locator(".face-artefact")).first();
  assert.match(await artefact.getAttribute("data-reason"), /^\[Y-ACT-2\]/);
  // Clicked (or tapped), it says why again, and nothing is played. (aria-disabled: the click is forced, as a person's is not stopped by it.)
  await page.keyboard.press("Escape");
  const shown = await page.locator("#decision").getAttribute("data-shown");
  await artefact.click({ force: true });
  assert.equal(await page.locator("#card-peek .peek-reason").textContent(), await artefact.getAttribute("data-reason"));
  await page.waitForTimeout(300);
  assert.equal(await page.locator("#decision").getAttribute("data-shown"), shown, "nothing was played");
  assert.equal((await savedLog(page, KEY)).choices.length, log.choices.length);
  await artefact.hover();
  await page.screenshot({ path: shot("yummell-hand-refused") });
  await page.close();
});

test("in Italian, a refused card says the engine's reason in Italian", async () => {
  const page = await open(PATH.replace("lang=en", "lang=it"));
  await decisionOf(page, "window");
  const { log: first } = await pending(page);
  const seen = await page.locator("#decision").getAttribute("data-shown");
  await playable(page).and(page.locator(".face-event")).first().click();
  await next(page, seen);
  await decisionOf(page, "window");
  const { log, d } = await pending(page, first.choices.length);
  const game = Game.fromLog(log);
  const artefact = refusedCards(page).and(page.locator(".face-artefact")).first();
  const choice = { type: "start_artefact", player: d.player, card: await artefact.getAttribute("data-card") };
  const [it, en] = ["it", "en"].map((lang) => game.whyNot(choice, lang));
  game.free();
  assert.ok(it && en && it !== en, `worded in each language: ${it} / ${en}`);
  assert.equal(await artefact.getAttribute("data-reason"), it);
  await page.close();
});

test("the keyboard: the panel's button takes the focus to the hand, the focused card shows its whole face, Enter plays it", async () => {
  const page = await open(PATH);
  await decisionOf(page, "window");
  const { log: before, d } = await pending(page);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.type), "continue", "the panel's Continue has the focus");
  await page.locator('#decision [data-action="to-hand"]').focus();
  await page.keyboard.press("Enter");
  const focused = await page.evaluate(() => ({ card: document.activeElement?.dataset.card, can: document.activeElement?.classList.contains("can-play") }));
  assert.ok(focused.can, "a card that can be played has the focus");
  const def = catalogue.get(focused.card);
  const peek = page.locator("#card-peek");
  await peek.waitFor();
  assert.equal(await peek.locator(".face-name").textContent(), def.name);
  assert.equal(await peek.locator(".face-text").textContent(), def.text, "the engine's whole text");
  assert.match(await page.evaluate(() => document.activeElement.getAttribute("aria-describedby")), /card-peek/);
  await page.screenshot({ path: shot("yummell-hand-focused") });
  await accessible(page, "Yummell: a hand card focused, enlarged");
  const seen = await page.locator("#decision").getAttribute("data-shown");
  await page.keyboard.press("Enter");
  await next(page, seen);
  const after = await savedLogAfter(page, KEY, before.choices.length);
  const type = def.type === "artefact" ? "start_artefact" : "play_event";
  assert.deepStrictEqual(after.choices[before.choices.length], d.options.find((o) => o.type === type && o.card === focused.card), "Enter played the card");
  await page.close();
});

test("an active artefact usable in several ways opens the engine's options beside it; one of them is sent as it is", async () => {
  // A race made in Node (seed 6, three seats, random choices) up to a window where the person's
  // Thieves' Glove can take one of two artefacts of another seat; the page resumes it.
  const game = new Game({ ruleset: "yummell", seed: 6, players: 3 });
  for (let i = 0; i < 69; i++) game.choose(game.suggest("random", i, 0));
  const d = game.pending();
  const uses = d.options.filter((o) => o.type === "use_artefact");
  assert.equal(d.player, 0);
  assert.ok(uses.length >= 2 && uses.every((o) => o.card === uses[0].card), "one artefact, several targets");
  const save = JSON.stringify({ snapshot: game.snapshot(), settings: { kinds: ["human", "computer", "computer"], difficulty: "easy" } });
  const made = game.log().choices.length;
  game.free();
  const page = await open("/yummell.html?speed=0&lang=en");
  await page.addInitScript(([k, v]) => {
    if (sessionStorage.getItem("stored")) return;
    localStorage.setItem(k, v);
    sessionStorage.setItem("stored", "1");
  }, [KEY, save]);
  await page.goto(`${env.base}/yummell.html?speed=0&lang=en`);
  await decisionOf(page, "window");
  const art = page.locator(`${seat} .y-arts .art-active.can-play[data-card="${uses[0].card}"]`).first();
  assert.equal(await art.getAttribute("aria-expanded"), "false");
  await art.click();
  const box = page.locator(`${seat} .y-card-options`);
  await box.waitFor();
  assert.equal(await art.getAttribute("aria-expanded"), "true");
  const buttons = box.locator("button[data-choice]");
  assert.deepStrictEqual(await buttons.evaluateAll((bs) => bs.map((b) => JSON.parse(b.dataset.choice))), uses, "the engine's options, as they are");
  assert.equal(await page.evaluate(() => document.activeElement?.closest(".y-card-options") !== null), true, "the first option has the focus");
  await box.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot("yummell-hand-options") });
  await accessible(page, "Yummell: an artefact's options open beside it");
  // Escape (or Cancel) closes them, back on the card; a click opens them again and one is chosen.
  await page.keyboard.press("Escape");
  assert.equal(await box.count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.card), uses[0].card);
  await page.keyboard.press("Enter");
  await box.locator('[data-action="close-options"]').click();
  assert.equal(await box.count(), 0);
  assert.equal(await page.evaluate(() => document.activeElement?.dataset.card), uses[0].card);
  await art.click();
  const seen = await page.locator("#decision").getAttribute("data-shown");
  await buttons.nth(1).click();
  await next(page, seen);
  const after = await savedLogAfter(page, KEY, made);
  assert.deepStrictEqual(after.choices[made], uses[1]);
  await inTheLog(page, after, (e) => e.kind === "artefact_stolen" && e.card === uses[1].target.card);
  await page.close();
});

test("no console errors on the Yummell hand pages", () => {
  assert.deepStrictEqual(problems, []);
});
