// End-to-end tests of saved games on the three game pages (Eredan, Berserk, Yummell) in headless
// Chromium: the Worker host saves the game in IndexedDB (the page only its settings, in local
// storage); a reload resumes the game where it was and play goes on (the computer too, when it
// is its turn, at the saved difficulty, or the page's default for a save made before there was
// one); a save of an earlier page (the snapshot in local storage) is taken over by the host; a
// finished game is kept and shows its outcome; a corrupt save (truncated, of another version,
// not JSON) shows the engine's message and a "New game" button that starts a working game; no
// console errors.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../pkg/node.js";
import { asTallAsContent, savedSnapshot, start, shot } from "./harness.mjs";
import { pages } from "./persons.mjs";

let env, base, open, problems;

before(async () => {
  env = await start();
  ({ base, open, problems } = env);
});

after(() => env?.stop());

/** The snapshot the Worker host saved (IndexedDB), and the page's settings envelope (local storage). */
const saved = (page, key) => savedSnapshot(page, key);
const settingsOf = async (page, key) => JSON.parse(await page.evaluate((k) => localStorage.getItem(k), key)).settings;
const store = (page, key, text) => page.evaluate(([k, v]) => localStorage.setItem(k, v), [key, text]);

/** Waits until the host's save of `key` is no longer `before`; returns it. */
async function savedOtherThan(page, key, before) {
  for (let i = 0; i < 600; i++) {
    const now = await saved(page, key);
    if (now !== null && now !== before) return now;
    await page.waitForTimeout(50);
  }
  assert.fail(`the host saved ${key}`);
}

/** Opens page `p` with `text` saved before its script runs, as an earlier page saved games (the
 * snapshot in local storage, for the host to take over); reloads keep what is saved since. */
async function openSaved(p, text, viewport = undefined) {
  const page = await open(p.path, viewport);
  await page.addInitScript(([k, v]) => {
    if (sessionStorage.getItem("stored")) return;
    localStorage.setItem(k, v);
    sessionStorage.setItem("stored", "1");
  }, [p.key, text]);
  await page.goto(base + p.path);
  return page;
}
/** How many choices the game of `snapshot` holds (it restores in Node too). */
function choicesIn(snapshot) {
  const game = Game.restore(snapshot);
  const n = game.log().choices.length;
  game.free();
  return n;
}

/** Waits for a person's decision (the computer and the animations done), and says which. */
async function humanTurn(page, p) {
  await page.waitForFunction((kinds) => kinds.includes(document.querySelector("#decision").dataset.decision), p.human, { timeout: 30_000 });
  return page.locator("#decision").getAttribute("data-decision");
}

/** Takes a person's decision and waits until the page has saved the game with it. */
async function choose(page, p) {
  const kind = await humanTurn(page, p);
  const before = await saved(page, p.key);
  await p.act(page, kind);
  await savedOtherThan(page, p.key, before);
}

/** The board's text, without the floating effect of the last event. */
const boardText = (page, p) =>
  page.$$eval(p.board, (els) =>
    els.map((e) => {
      const c = e.cloneNode(true);
      for (const f of c.querySelectorAll('[class*="float"]')) f.remove();
      return c.textContent;
    }),
  );

/** A game made in Node, played at random until it is the computer's turn (seat 1 or more). */
function computerToMove(p) {
  const game = new Game({ ...p.config, seed: 11 });
  for (let i = 0; i < 6 || game.pending().player === 0; i++) game.choose(game.suggest("random", i, 0));
  return game;
}

for (const [name, p] of Object.entries(pages)) {
  test(`${name}: a reload resumes the game where it was, and play goes on`, async () => {
    const page = await open(p.path);
    for (let i = 0; i < 4; i++) await choose(page, p);
    await humanTurn(page, p);
    const lines = () => page.locator("#log li[data-seqs]").evaluateAll((ls) => ls.map((l) => l.textContent));
    const before = { save: await saved(page, p.key), board: await boardText(page, p), decision: await page.locator("#decision").getAttribute("data-decision"), log: await lines() };
    assert.ok(before.board.length > 0 && before.board.every((t) => t.length > 0));
    await page.reload();
    await humanTurn(page, p);
    assert.equal(await page.locator("#decision").getAttribute("data-decision"), before.decision);
    assert.deepStrictEqual(await boardText(page, p), before.board, "the board is as it was");
    assert.equal(await saved(page, p.key), before.save, "nothing was played meanwhile");
    assert.deepStrictEqual(await lines(), before.log, "the log shows the whole game so far, as before the reload");
    assert.equal(await page.locator("#log li").last().textContent(), "Game resumed");
    await page.screenshot({ path: shot(`${name}-resumed`) });
    await choose(page, p);
    assert.ok(choicesIn(await saved(page, p.key)) > choicesIn(before.save), "the game goes on");
    await page.close();
  });

  test(`${name}: resumed on the computer's turn, the computer plays on`, async () => {
    const game = computerToMove(p);
    const game0 = game.snapshot();
    const save = JSON.stringify({ snapshot: game0, settings: p.settings });
    const made = game.log().choices.length;
    game.free();
    const page = await openSaved(p, save);
    for (let i = 0; i < 600 && !(choicesIn((await saved(page, p.key)) ?? game0) > made); i++) await page.waitForTimeout(50);
    assert.ok(choicesIn(await saved(page, p.key)) > made, "the computer chose");
    const difficulty = p.settings.difficulty ?? "medium";
    assert.equal(await page.locator("#difficulty").inputValue(), difficulty, "the computer plays at the saved difficulty (or the default)");
    assert.equal((await settingsOf(page, p.key)).difficulty, difficulty);
    assert.equal(JSON.parse(await page.evaluate((k) => localStorage.getItem(k), p.key)).snapshot, undefined, "the page no longer holds the snapshot");
    await humanTurn(page, p);
    await page.close();
  });

  test(`${name}: a corrupt save shows the engine's message and a new game instead`, async () => {
    const game = new Game({ ...p.config, seed: 5 });
    const good = game.snapshot();
    game.free();
    const otherVersion = JSON.stringify({ ...JSON.parse(good), version: 999 });
    const corrupt = [
      { text: JSON.stringify({ snapshot: good.slice(0, good.length / 2), settings: p.settings }), message: restoreError(good.slice(0, good.length / 2)) },
      { text: JSON.stringify({ snapshot: otherVersion, settings: p.settings }), message: restoreError(otherVersion) },
      { text: '{"snapshot": "', message: /^saved game: not JSON/ },
    ];
    const page = await openSaved(p, corrupt[0].text);
    for (const [i, { text, message }] of corrupt.entries()) {
      // The page shows the error and plays nothing meanwhile: the next corrupt save may go in.
      if (i > 0) {
        await store(page, p.key, text);
        await page.reload();
      }
      await page.waitForSelector('#decision[data-decision="save-error"] .save-error[role="alert"]');
      const shown = await page.locator(".save-error .error-message").textContent();
      if (typeof message === "string") assert.equal(shown, message);
      else assert.match(shown, message);
    }
    assert.match(await page.locator(".save-error").textContent(), /cannot be resumed/);
    await page.screenshot({ path: shot(`${name}-save-error`) });
    await page.click('.save-error [data-action="new-game"]');
    await choose(page, p);
    assert.ok(choicesIn(await saved(page, p.key)) >= 1, "the new game is saved and restores");
    await page.close();
  });
}

test("eredan: a finished game is kept, and a reload shows its outcome", async () => {
  const game = new Game({ ruleset: "eredan", seed: 3 });
  assert.ok(game.playRandom(3), "the game ends");
  const snapshot = game.snapshot();
  const save = JSON.stringify({ snapshot, settings: pages.eredan.settings });
  const { players } = game.state();
  game.free();
  const page = await openSaved(pages.eredan, save);
  await page.waitForSelector('#decision[data-decision="over"]');
  // The scores in seat order, each after its player's label, as the log's last line says them.
  assert.match(await page.locator("#outcome").textContent(), new RegExp(`Scores: [^–]*\\(Player 0\\) ${players[0].score} – [^–]*\\(Player 1\\) ${players[1].score}\\.`));
  assert.equal(choicesIn(await saved(page, pages.eredan.key)), choicesIn(snapshot), "the host keeps the finished game");
  await page.close();
});

/** What the engine says of a snapshot it cannot restore. */
function restoreError(snapshot) {
  try {
    Game.restore(snapshot);
  } catch (e) {
    return e.message;
  }
  assert.fail("the snapshot restores");
}

for (const [name, p] of Object.entries(pages)) {
  test(`${name}: a finished game's page, its whole log shown, is as tall as its content at 1280 and 360 px`, async () => {
    const game = new Game({ ...p.config, seed: 3 });
    assert.ok(game.playRandom(3), "the game ends");
    const save = JSON.stringify({ snapshot: game.snapshot(), settings: p.settings });
    game.free();
    for (const width of [1280, 360]) {
      const page = await openSaved(p, save, { width, height: 800 });
      await page.waitForSelector('#decision[data-decision="over"]');
      assert.ok((await page.locator("#log li").count()) > 20, "the log holds the whole game");
      await asTallAsContent(page, `${name} at ${width} px, the game over`);
      await page.close();
    }
  });
}

test("no console errors or uncaught exceptions with saved games", () => {
  assert.deepStrictEqual(problems, []);
});
