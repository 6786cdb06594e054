// End-to-end: Eredan's cards read and played where they are. Each character's card on the board
// shows its guild, class and special ability as the engine's catalogue has them, and its
// equipment as small cards; the hand is a row of card faces: a card is played by clicking it then
// the fighter (or dragging it there), which sends the very option the panel sends; a card the
// engine refuses shows the engine's reason (`whyNot`); pointing at or focusing a card shows it
// enlarged with its whole text; the opponent's hand is face down. 360 px and axe-core.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { Game, cards } from "../../pkg/node.js";
import { start, shot, savedLog, savedLogAfter, accessible, clickNewGame, openSettings } from "./harness.mjs";
import { discard } from "./persons.mjs";

let env, open, problems;

before(async () => {
  env = await start();
  ({ open, problems } = env);
});

after(() => env?.stop());

const KEY = "arbiter-save-eredan";
const decision = (page) => page.locator("#decision").getAttribute("data-decision");
const catalogue = (lang) => new Map(cards("eredan", lang).map((c) => [c.id, c]));

/** Waits until the panel shows another decision than the one shown as `seen`. */
const next = (page, seen) => page.waitForFunction((s) => document.querySelector("#decision").dataset.shown !== s, seen, { timeout: 60_000 });

/**
 * Plays the person's side through the panel (the first pair of fighters, nothing played, the
 * smallest discard) until a play decision where `wanted(page)` holds; returns whether one came.
 */
async function playUntil(page, wanted, limit = 200) {
  for (let n = 0; n < limit; n++) {
    const kind = await decision(page);
    if (kind === "over") return false;
    if (!["fighters", "play", "discard"].includes(kind)) {
      await page.waitForTimeout(20);
      continue;
    }
    if (kind === "play" && (await page.locator(".playing .hand-card").count()) === 0) {
      // The panel is drawn; the board's marks follow in the same task.
      await page.waitForSelector(".board.playing");
    }
    if (kind === "play" && (await wanted(page))) return true;
    const seen = await page.locator("#decision").getAttribute("data-shown");
    if (kind === "fighters") {
      if ((await page.locator("#decision [data-opponent]").count()) === 0) await page.locator("#decision [data-own]").first().click();
      await page.locator("#decision [data-opponent]").first().click();
    } else if (kind === "play") await page.click('[data-action="play-nothing"]');
    else await discard(page);
    await next(page, seen);
  }
  return false;
}

/** The person's hand cards on the board that the engine lets them play now, and those it refuses. */
const playable = (page) => page.locator('#board .hand-view[data-player="0"] .hand-card.can-play');
const refused = (page) => page.locator('#board .hand-view[data-player="0"] .hand-card.cannot-play[data-reason]');
/** The hand card that `locator` finds first, by its place in the hand (its classes change as it is picked). */
const held = async (page, locator) => page.locator(`#board .hand-view[data-player="0"] .hand-card[data-index="${await locator.first().getAttribute("data-index")}"]`);
const equipment = (page) => page.locator('#board .hand-view[data-player="0"] .hand-card.can-play:is(.face-weapon, .face-armor)');

test("each character's card shows its guild, class and special ability as the engine's catalogue has them (en, fr)", async () => {
  for (const lang of ["en", "fr"]) {
    const byId = catalogue(lang);
    const page = await open(`/?seed=1&speed=0&lang=${lang}`);
    await page.waitForSelector("#decision[data-decision]");
    const faces = await page.$$eval("#board .char", (as) =>
      as.map((a) => ({ card: a.dataset.card, affil: a.querySelector(".char-affil")?.textContent, ability: a.querySelector(".char-ability")?.textContent ?? "" })),
    );
    assert.equal(faces.length, 6, "three characters a side");
    for (const f of faces) {
      const def = byId.get(f.card);
      for (const x of [...(def.guilds ?? []), ...(def.classes ?? [])]) assert.ok(f.affil.split(" · ").includes(x), `${lang}: ${def.name} shows ${x}: "${f.affil}"`);
      // The ability is the engine's text after its opening sentences (the printed numbers, the affiliations).
      assert.ok(def.text.endsWith(f.ability), `${lang}: ${def.name}'s ability is the engine's text: "${f.ability}"`);
      assert.ok(!f.ability.startsWith(`${def.pv} PV`), `${lang}: ${def.name}'s ability does not repeat the printed numbers`);
      if (def.effects?.length || def.chain_after) assert.ok(f.ability.length > 0, `${lang}: ${def.name} shows its ability`);
    }
    // Pointed at, the character shows its whole face: its numbers and the engine's whole text.
    const first = page.locator("#board .char").first();
    await first.locator(".stats").hover();
    const peek = page.locator("#card-peek");
    await peek.waitFor();
    const def = byId.get(await first.getAttribute("data-card"));
    assert.equal(await peek.locator(".face-name").textContent(), def.name);
    assert.equal(await peek.locator(".face-text").textContent(), def.text);
    assert.match(await peek.locator(".face-stats").textContent(), /^PV \d+ · ATT \d+ · DEF \d+$/);
    await page.close();
  }
});

/** Every character of `state` holding `id`, with how many copies. */
const holders = (state, id) =>
  state.players.flatMap((p, player) => p.characters.map((c, index) => ({ player, index, n: c.attached.filter((a) => a === id).length }))).filter((x) => x.n > 0);

test("a card played from the hand by clicking it then the fighter sends the panel's option; equipment then shows on the character as a card", async () => {
  const page = await open("/?seed=2&speed=0");
  await page.waitForSelector("#decision[data-decision]");
  // Until a weapon or armour played this way stays on a character (another card may discard it at once).
  for (let attempt = 0; ; attempt++) {
    assert.ok(attempt < 6, "an equipment card played from the hand stayed on a character");
    assert.ok(await playUntil(page, async (p) => (await equipment(p).count()) > 0), "a play decision with a weapon or armour to play came");
    if (attempt === 0) await page.screenshot({ path: shot("cards-hand-1280") });
    const card = await held(page, equipment(page));
    const id = await card.getAttribute("data-card");
    const before = await savedLog(page, KEY);
    const pending = Game.fromLog(before);
    const d = pending.pending();
    const had = holders(pending.state(), id);
    pending.free();
    assert.equal(d.kind, "play");
    const fighter = page.locator(`#board .char[data-player="0"][data-index="${d.fighter}"]`);
    // The panel's option for this card alone, as its "Play" button sends it.
    const expected = d.options.find((o) => o.cards.length === 1 && o.cards[0] === id);
    assert.ok(expected, "the engine offers the card alone");
    await card.click();
    assert.equal(await card.getAttribute("aria-pressed"), "true", "the card is picked");
    assert.ok(await fighter.evaluate((a) => a.classList.contains("target") && a.classList.contains("ready")), "the fighter is marked as the target");
    assert.equal(await page.locator('#decision [data-card][aria-pressed="true"]').getAttribute("data-card"), id, "the panel's list shows the same pick");
    const seen = await page.locator("#decision").getAttribute("data-shown");
    await fighter.locator(".stats").click();
    await next(page, seen);
    const after = await savedLogAfter(page, KEY, before.choices.length);
    assert.deepStrictEqual(after.choices[before.choices.length], expected, "the click sent the engine's own option, as the panel does");
    // Once the combat is resolved (the next decision of the person), the equipment is on its bearer as a small card.
    await page.waitForFunction(() => ["fighters", "discard", "over"].includes(document.querySelector("#decision").dataset.decision), null, { timeout: 60_000 });
    const game = Game.fromLog(await savedLog(page, KEY));
    const now = holders(game.state(), id);
    game.free();
    const gained = now.filter((x) => x.n > (had.find((h) => h.player === x.player && h.index === x.index)?.n ?? 0));
    if (gained.length === 0) continue;
    for (const { player, index, n } of now) {
      const bearer = page.locator(`#board .char[data-player="${player}"][data-index="${index}"]`);
      const minis = bearer.locator(`.attached .att-card[data-card="${id}"]`);
      assert.equal(await minis.count(), n, `the board shows ${n} ${id} on character ${player}/${index}`);
      assert.equal((await minis.first().locator(".mini-name").textContent()).replace(/^\S+ /, ""), catalogue("en").get(id).name);
    }
    const { player, index } = gained[0];
    const bearer = page.locator(`#board .char[data-player="${player}"][data-index="${index}"]`);
    await bearer.scrollIntoViewIfNeeded();
    await bearer.screenshot({ path: shot("cards-equipped") });
    // Focused, the small card shows its whole face.
    await bearer.locator(`.att-card[data-card="${id}"] .att-face`).first().focus();
    await page.locator("#card-peek").waitFor();
    assert.equal(await page.locator("#card-peek .face-text").textContent(), catalogue("en").get(id).text);
    await page.screenshot({ path: shot("cards-equipped-peek") });
    break;
  }
  await page.close();
});

test("dragging a card onto the fighter plays it, as the panel would", async () => {
  const page = await open("/?seed=3&speed=0");
  await page.waitForSelector("#decision[data-decision]");
  assert.ok(await playUntil(page, async (p) => (await playable(p).count()) > 0), "a play decision with a card to play came");
  const card = playable(page).first();
  const id = await card.getAttribute("data-card");
  const before = await savedLog(page, KEY);
  const g = Game.fromLog(before);
  const d = g.pending();
  g.free();
  const seen = await page.locator("#decision").getAttribute("data-shown");
  await card.dragTo(page.locator(`#board .char[data-player="0"][data-index="${d.fighter}"]`));
  await next(page, seen);
  const after = await savedLogAfter(page, KEY, before.choices.length);
  assert.deepStrictEqual(after.choices[before.choices.length], d.options.find((o) => o.cards.length === 1 && o.cards[0] === id));
  await page.close();
});

test("a card the engine refuses is marked on the hand with the engine's reason (whyNot), also when pointed at or focused", async () => {
  const page = await open("/?seed=4&speed=0");
  await page.waitForSelector("#decision[data-decision]");
  assert.ok(await playUntil(page, async (p) => (await refused(p).count()) > 0), "a play decision with a card the engine refuses came");
  const game = Game.fromLog(await savedLog(page, KEY));
  const d = game.pending();
  const cardsRefused = await refused(page).all();
  for (const card of cardsRefused) {
    const id = await card.getAttribute("data-card");
    const why = game.whyNot({ type: "play", player: d.player, cards: [id] }, "en");
    assert.ok(why, `the engine refuses ${id}`);
    assert.equal(await card.getAttribute("data-reason"), why);
    assert.equal(await card.locator(".reason").textContent(), why, "the reason is written on the card");
    assert.equal(await card.getAttribute("aria-disabled"), "true");
    await card.focus();
    assert.equal(await page.locator("#card-peek .peek-reason").textContent(), why, "the enlarged card says why");
  }
  game.free();
  // Clicking it plays nothing and picks nothing.
  const shown = await page.locator("#decision").getAttribute("data-shown");
  // Clicked (or tapped), it says why again. (aria-disabled: the click is forced, as a person's click is not stopped by it.)
  await page.keyboard.press("Escape");
  assert.ok(await page.locator("#card-peek").isHidden());
  await cardsRefused[0].click({ force: true });
  assert.equal(await page.locator("#card-peek .peek-reason").textContent(), await cardsRefused[0].getAttribute("data-reason"));
  assert.equal(await cardsRefused[0].getAttribute("aria-pressed"), "false");
  assert.equal(await page.locator("#decision").getAttribute("data-shown"), shown);
  await cardsRefused[0].hover();
  await page.screenshot({ path: shot("cards-refused") });
  await page.close();
});

test("in French, the engine's reasons are French, and a change of language rewords them", async () => {
  const page = await open("/?seed=4&speed=0&lang=fr");
  await page.waitForSelector("#decision[data-decision]");
  assert.ok(await playUntil(page, async (p) => (await refused(p).count()) > 0), "a play decision with a card the engine refuses came");
  const game = Game.fromLog(await savedLog(page, KEY));
  const d = game.pending();
  const card = refused(page).first();
  const id = await card.getAttribute("data-card");
  const [fr, en] = ["fr", "en"].map((lang) => game.whyNot({ type: "play", player: d.player, cards: [id] }, lang));
  game.free();
  assert.ok(fr && en && fr !== en, `worded in each language: ${fr} / ${en}`);
  assert.equal(await card.getAttribute("data-reason"), fr, "the French page shows the French reason");
  await card.focus();
  assert.equal(await page.locator("#card-peek .peek-reason").textContent(), fr);
  await page.screenshot({ path: shot("cards-refused-fr") });
  // English chosen in the settings: the same card now says the English reason.
  await page.keyboard.press("Escape");
  await openSettings(page);
  await page.selectOption("#lang", "en");
  await page.keyboard.press("Escape");
  await page.waitForFunction((why) => document.querySelector('#board .hand-view[data-player="0"] .hand-card.cannot-play')?.dataset.reason === why, en);
  await page.close();
});

test("focusing a hand card enlarges it with its whole text; Enter picks it, Enter on the fighter's button plays it", async () => {
  const byId = catalogue("en");
  const page = await open("/?seed=3&speed=0");
  await page.waitForSelector("#decision[data-decision]");
  assert.ok(await playUntil(page, async (p) => (await playable(p).count()) > 0));
  const card = await held(page, playable(page));
  const id = await card.getAttribute("data-card");
  await card.focus();
  const peek = page.locator("#card-peek");
  await peek.waitFor();
  assert.equal(await peek.locator(".face-name").textContent(), byId.get(id).name);
  assert.equal(await peek.locator(".face-text").textContent(), byId.get(id).text);
  assert.match(await card.getAttribute("aria-describedby"), /card-peek/, "the focused card is described by its enlarged face");
  const box = await peek.boundingBox();
  assert.ok(box.width >= 250, `the enlarged card is large (${box.width} px)`);
  await page.screenshot({ path: shot("cards-enlarged") });
  await accessible(page, "Eredan: a hand card focused, enlarged");
  const before = await savedLog(page, KEY);
  const seen = await page.locator("#decision").getAttribute("data-shown");
  await page.keyboard.press("Enter");
  assert.equal(await card.getAttribute("aria-pressed"), "true", "Enter picked the card");
  await page.locator(".play-here").focus();
  await page.keyboard.press("Enter");
  await next(page, seen);
  const after = await savedLogAfter(page, KEY, before.choices.length);
  assert.deepStrictEqual(after.choices[before.choices.length].cards[0], id, "the keyboard played the card");
  await page.close();
});

test("the opponent's hand is face down: no card of it, no text, as many backs as the count", async () => {
  const byId = catalogue("en");
  const page = await open("/?seed=1&speed=0");
  await page.waitForSelector("#decision[data-decision]");
  const theirs = page.locator('#board .hand-view[data-player="1"]');
  assert.equal(await theirs.locator(".hand-card, [data-card], [data-face]").count(), 0);
  const text = await theirs.textContent();
  const m = /^hand: (\d+) cards$/.exec(text);
  assert.ok(m, `only the count is written: "${text}"`);
  assert.equal(await theirs.locator(".card-back").count(), Number(m[1]));
  for (const def of byId.values()) if (def.type !== "character") assert.ok(!text.includes(def.name));
  // Hot-seat, behind the hand-over screen: both hands face down.
  await openSettings(page);
  await page.selectOption("#mode", "hotseat");
  await clickNewGame(page);
  await page.waitForSelector('#decision[data-decision="fighters"]');
  await page.locator("#decision [data-own]").first().click();
  await page.locator("#decision [data-opponent]").first().click();
  await page.waitForSelector('#decision[data-decision="handover"]');
  assert.equal(await page.locator("#board .hand-card, #board .hand-view [data-face]").count(), 0, "no card face during the hand-over");
  assert.ok((await page.locator("#board .card-back").count()) > 0);
  await page.close();
});

test("360 px: the hand and the characters fit without sideways scrolling; axe-core clean at 1280 and 360 with a card picked", async () => {
  for (const [width, height] of [[1280, 900], [360, 740]]) {
    const page = await open("/?seed=3&speed=0", { width, height });
    await page.waitForSelector("#decision[data-decision]");
    await page.screenshot({ path: shot(`cards-start-${width}`), fullPage: width === 360 });
    assert.ok(await playUntil(page, async (p) => (await playable(p).count()) > 0));
    await playable(page).first().click();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 1, `${width} px: no sideways scrolling (overflow ${overflow} px)`);
    const wide = await page.$$eval("#board .hand-card, #board .char, #board .att-card", (es) => es.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.dataset.card));
    assert.deepStrictEqual(wide, [], `${width} px: no card's content is wider than the card`);
    await page.screenshot({ path: shot(`cards-play-${width}`), fullPage: width === 360 });
    await accessible(page, `Eredan at ${width} px: a card picked to play`);
    if (width === 360) {
      // A long press on a touch screen enlarges the card, and picks nothing.
      const card = await held(page, playable(page));
      const pressed = await card.getAttribute("aria-pressed");
      // As a person would: the card scrolled to the middle of the screen, above the decision's sheet.
      await card.evaluate((e) => e.scrollIntoView({ block: "center" }));
      const b = await card.boundingBox();
      const cdp = await page.context().newCDPSession(page);
      const at = [{ x: b.x + b.width / 2, y: b.y + b.height / 2 }];
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at });
      await page.waitForTimeout(700);
      assert.ok(await page.locator("#card-peek").isVisible(), "the long press shows the enlarged card");
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
      await page.waitForTimeout(100);
      assert.equal(await card.getAttribute("aria-pressed"), pressed, "the long press picked nothing");
      await page.screenshot({ path: shot("cards-long-press-360") });
    }
    await page.close();
  }
});

test("no console errors on the card pages", () => {
  assert.deepStrictEqual(problems, []);
});
