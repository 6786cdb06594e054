// The end of a game and after, on each game page (Eredan, Berserk, Yummell): a finished game
// (made in Node with the npm package, resumed by the page) shows the end screen — the result and
// scores of the engine's outcome, how it ended in the engine's words — with "Share this game",
// whose link (copied, and shown) opens the replay viewer: as many steps as the engine's events,
// each step kept in the address, a reload landing on the same board; a tampered link shows the
// engine's error; "Rematch" starts a new game with the same setup; the viewer in an iframe of
// another origin reports its height; axe-core at 1280 and 360 px; no console errors.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { deflateRawSync, inflateRawSync } from "node:zlib";
import { Game, narrate } from "../../pkg/node.js";
import { accessible, savedLog, shot, start } from "./harness.mjs";
import { pages } from "./persons.mjs";

let env;
before(async () => (env = await start()));
after(() => env?.stop());

const PHONE = { width: 360, height: 760 };
/** A seed per ruleset whose random game ends (every one does; these are quick). */
const SEEDS = { eredan: 3, berserk: 5, yummell: 2 };

/** A game of page `p` played to its end in Node with random choices from `seed`. */
function finished(p, seed) {
  const game = new Game({ ...p.config, seed });
  game.playRandom(seed);
  assert.ok(game.outcome(), "the game is over");
  return game;
}

/** Opens page `p` on the finished game `snapshot` (saved as an earlier page saved games, once: a reload keeps what the host saved since). */
async function openFinished(p, snapshot, viewport) {
  const save = JSON.stringify({ snapshot, settings: p.settings });
  const init = ([k, v]) => {
    if (sessionStorage.getItem("stored")) return;
    localStorage.setItem(k, v);
    sessionStorage.setItem("stored", "1");
  };
  const page = await env.open(p.path, viewport, [init, [p.key, save]]);
  await page.waitForSelector('#decision[data-decision="over"] .end-actions', { timeout: 30_000 });
  return page;
}

/** The replay link of `log` as the end screen writes it (the log's JSON, raw DEFLATE, base64url). */
const linkOf = (log) => `/replay.html#log=${deflateRawSync(Buffer.from(JSON.stringify(log))).toString("base64url")}`;
const logOf = (href) => JSON.parse(inflateRawSync(Buffer.from(new URL(href).hash.match(/log=([^&]+)/)[1], "base64url")).toString());

/** Waits for the viewer to have replayed its game (or shown why not). */
async function viewerReady(page) {
  await page.waitForSelector('body[data-state="ready"], body[data-state="error"]', { timeout: 30_000 });
  return page.locator("body").getAttribute("data-state");
}
const stepShown = (page) => page.locator("#replay-step").getAttribute("data-step").then(Number);
/** The board's text, without the floating effect of the last event. */
const boardText = (page) =>
  page.$eval("#board", (b) => {
    const c = b.cloneNode(true);
    for (const f of c.querySelectorAll('[class*="float"]')) f.remove();
    return c.textContent;
  });

for (const [name, p] of Object.entries(pages)) {
  test(`${name}: the end screen, "Share this game", the replay of its link at a deep step, a tampered link, "Rematch"`, async () => {
    const game = finished(p, SEEDS[name]);
    const log = game.log();
    const outcome = game.outcome();
    const state = game.state();
    const seen = game.historyAs(0).flat();
    const events = game.historyAs(null).flat();
    const snapshot = game.snapshot();
    game.free();

    const page = await openFinished(p, snapshot);
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: env.base });
    // The result: the engine's winner (or a draw) in the title and sentence.
    const result = `${await page.locator("#end-title").textContent()} ${await page.locator("#outcome").textContent()}`;
    if ("winner" in outcome) assert.match(result, new RegExp(`\\(Player ${outcome.winner}\\) (wins|—)`), `the winner is the engine's: ${result}`);
    else assert.match(result, /Draw/);
    // The scores (Eredan): the engine's, in seat order — the order of the log's end of the game.
    if (name === "eredan") {
      const rows = await page.$$eval(".end-scores tr", (trs) => trs.map((tr) => [tr.dataset.seat, tr.querySelector("td").textContent]));
      assert.deepStrictEqual(rows, state.players.map((pl, i) => [String(i), String(pl.score)]));
      const over = await page.locator('#log li[data-kind="game_over"] .sentence').textContent();
      const said = over.match(/\d+/g).slice(-2);
      assert.deepStrictEqual(said, rows.map(([, s]) => s), `the log (${over}) and the table say the scores in one order`);
    } else assert.equal(await page.locator(".end-scores").count(), 0, `${name} has no scores`);
    // How it ended: the summary of the last turn or attack, as the log's last entry has it, then
    // the engine's narration of the last event, and the rule of the last one.
    const lastGroup = await page.locator("#log .log-group .summary").last().textContent();
    assert.ok(lastGroup.length > 10, `the last group has a summary: ${lastGroup}`);
    const lines = await page.$$eval(".end-events li", (lis) => lis.map((li) => (li.classList.contains("end-last-group") ? ["group", li.textContent] : [li.dataset.rule, li.querySelector(".sentence").textContent])));
    assert.deepStrictEqual(lines, [["group", lastGroup], ...seen.slice(-1).map((e) => [e.rule, narrate(e, "en")])]);
    assert.equal(await page.locator(".ended-by").getAttribute("data-rule"), events.at(-1).rule);
    // Keyboard: the first button has the focus; the end is said in the turn banner's live region.
    assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), "rematch");
    assert.ok((await page.locator("#turn-live").textContent()).length > 0, "the end is announced");
    await page.screenshot({ path: shot(`end-${name}-1280`), fullPage: true });

    // "Share this game": copied (and said), and shown as a link that carries the engine's log.
    await page.click('[data-action="share"]');
    await page.waitForSelector("#share-link");
    assert.equal(await page.locator(".share-said").textContent(), "Link copied to the clipboard.");
    const href = await page.locator("#share-link").getAttribute("href");
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), href, "the clipboard holds the link");
    assert.ok(href.startsWith(`${env.base}/replay.html#log=`), href);
    assert.deepStrictEqual(logOf(href), log, "the link carries the game's log: ruleset, seed, setup and choices");
    await page.locator(".share-out").scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`end-${name}-shared`) });
    // (axe-core reads the whole game's log on the page too: a Berserk game takes it a minute.)
    await accessible(page, `${name}: the end screen at 1280 px, shared`);

    // The link in a new page: every event of the engine is a step.
    const viewer = await env.open(href.slice(env.base.length));
    assert.equal(await viewerReady(viewer), "ready");
    assert.equal(Number(await viewer.locator("#replay-step").getAttribute("data-steps")), events.length, "one step per event of the engine");
    assert.equal(await viewer.locator("#log li[data-seq]").count(), events.length);
    assert.equal(await stepShown(viewer), 0);
    // Step to N by the controls: the address keeps it; a reload lands on the same board.
    const n = Math.min(12, events.length);
    for (let i = 0; i < n; i++) await viewer.click('#controls button[aria-label="Step forward"]');
    assert.equal(await stepShown(viewer), n);
    assert.match(viewer.url(), new RegExp(`[#&]step=${n}(&|$)`));
    assert.equal(await viewer.locator("#log li[data-seq]:not(.upcoming)").count(), n);
    const board = await boardText(viewer);
    await viewer.reload();
    await viewerReady(viewer);
    assert.equal(await stepShown(viewer), n, "the deep link opens at its step");
    assert.equal(await boardText(viewer), board, "with the same board");
    await viewer.screenshot({ path: shot(`replay-${name}-step-${n}`), fullPage: true });
    // Last, first, back and forward.
    await viewer.click('#controls button[aria-label="Skip to the end"]');
    assert.equal(await stepShown(viewer), events.length);
    await viewer.click('#controls [data-action="first"]');
    assert.equal(await stepShown(viewer), 0);
    await viewer.click('#controls button[aria-label="Step forward"]');
    await viewer.click('#controls button[aria-label="Step back"]');
    assert.equal(await stepShown(viewer), 0);
    await viewer.close();

    // A tampered link: the engine's error (message, kind, field), and no crash.
    const tampered = { ...log, choices: log.choices.map((c, i) => (i === 2 ? { ...c, player: c.player === 0 ? 1 : 0 } : c)) };
    let refusal;
    try {
      Game.fromLog(tampered).free();
    } catch (e) {
      refusal = e;
    }
    assert.ok(refusal, "the engine refuses the tampered log");
    const bad = await env.open(linkOf(tampered));
    assert.equal(await viewerReady(bad), "error");
    assert.equal(await bad.locator("#replay-error .error-message").textContent(), refusal.message);
    assert.equal(await bad.locator("#replay-error").getAttribute("data-kind"), refusal.kind);
    if (refusal.field) assert.equal(await bad.locator("#replay-error").getAttribute("data-field"), refusal.field);
    await bad.screenshot({ path: shot(`replay-${name}-tampered`) });
    await bad.close();

    // "Rematch": a new game with the same setup.
    await page.click('[data-action="rematch"]');
    await page.waitForFunction(() => document.querySelector("#decision").dataset.decision !== "over", null, { timeout: 30_000 });
    let again = await savedLog(page, p.key);
    for (let i = 0; i < 100 && again.choices.length >= log.choices.length; i++) {
      await page.waitForTimeout(50);
      again = await savedLog(page, p.key);
    }
    assert.ok(again.choices.length < log.choices.length, "a new game");
    assert.deepStrictEqual(again.setup, log.setup, "with the same setup");
    assert.equal(await page.locator(".end-actions").count(), 0, "the end screen is gone");
    await page.close();
  });
}

test("the end screen at 360 px (Eredan, Berserk), and the viewer at 1280 and 360 px", async () => {
  for (const name of ["eredan", "berserk"]) {
    const p = pages[name];
    const game = finished(p, SEEDS[name]);
    const snapshot = game.snapshot();
    const log = game.log();
    game.free();
    const page = await openFinished(p, snapshot, PHONE);
    await page.locator("#decision").scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot(`end-${name}-360`), fullPage: true });
    assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${name}: no horizontal scroll at 360 px`);
    const small = await page.$$eval("#decision .end-actions button", (bs) => bs.filter((b) => b.getBoundingClientRect().height < 44).length);
    assert.equal(small, 0, "the end screen's buttons are 44 px tall on a phone");
    await accessible(page, `${name}: the end screen at 360 px`);
    await page.close();
    for (const [width, viewport] of [[1280, undefined], [360, PHONE]]) {
      const viewer = await env.open(`${linkOf(log)}&step=20`, viewport);
      assert.equal(await viewerReady(viewer), "ready");
      assert.equal(await stepShown(viewer), 20);
      assert.ok(await viewer.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `the viewer at ${width} px: no horizontal scroll`);
      await viewer.screenshot({ path: shot(`replay-${name}-${width}`), fullPage: true });
      await accessible(viewer, `the ${name} replay at ${width} px`);
      await viewer.close();
    }
  }
  // Hot-seat too: the end screen shares the game.
  const hot = finished(pages.eredan, 7);
  const hotLog = hot.log();
  const page = await openFinished({ ...pages.eredan, settings: { mode: "hotseat" } }, hot.snapshot());
  hot.free();
  await page.click('[data-action="share"]');
  await page.waitForSelector("#share-link");
  assert.deepStrictEqual(logOf(await page.locator("#share-link").getAttribute("href")), hotLog, "a hot-seat game's link carries its log");
  await page.close();
  // In French (the link's lang=): the viewer's words and the engine's narration.
  const fr = await env.open(`${linkOf(hotLog)}&step=3&lang=fr`);
  assert.equal(await viewerReady(fr), "ready");
  assert.match(await fr.locator("#replay-step").textContent(), /^Étape 3 sur \d+$/);
  assert.match(await fr.locator("#log li[data-seq]").first().textContent(), /joueur/);
  await fr.close();
  // A link whose game cannot be unpacked, or names no game: said, no crash.
  for (const [path, message] of [["/replay.html#log=AAAA", /is damaged/], ["/replay.html", /holds no game/]]) {
    const page = await env.open(path);
    assert.equal(await viewerReady(page), "error");
    assert.match(await page.locator("#replay-error .error-message").textContent(), message);
    await accessible(page, `the viewer of ${path}`);
    await page.close();
  }
});

test("the replay in an iframe of another origin: the replay alone, at its step, as tall as its content", async () => {
  const p = pages.berserk;
  const game = finished(p, SEEDS.berserk);
  const log = game.log();
  game.free();
  const page = await env.open("/index.html");
  const other = env.base.replace("127.0.0.1", "localhost");
  await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
  await page.goto(`${other}/examples/berserk-attack.json`);
  await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A replay on another site</title></head><body><main>
    <h1>A replay on another site</h1>
    <iframe id="replay" title="A game of Berserk, replayed" src="${env.base}${linkOf(log)}&step=30" style="width:100%;height:300px;border:0"></iframe>
    </main></body></html>`);
  await page.addScriptTag({ url: `${env.base}/arbiter-resize.js` });
  const frame = await (await page.$("#replay")).contentFrame();
  assert.equal(await viewerReady(frame), "ready");
  assert.equal(await stepShown(frame), 30);
  assert.equal(await frame.locator("header.top").count(), 0, "no page header inside the frame");
  await page.waitForFunction(() => parseFloat(document.getElementById("replay").style.height) > 300, null, { timeout: 20_000 });
  await page.waitForTimeout(300);
  const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
  const outer = await page.evaluate(() => parseFloat(document.getElementById("replay").style.height));
  assert.ok(Math.abs(content - outer) <= 1, `the frame is as tall as its content (${outer} for ${content})`);
  await frame.click('#controls button[aria-label="Step forward"]');
  assert.equal(await stepShown(frame), 31);
  await page.screenshot({ path: shot("replay-iframe-other-origin"), fullPage: true });
  await accessible(page, "a page of another site with a replay iframe");
  await page.close();
  assert.deepStrictEqual(env.problems, [], "no console errors");
});
