// The online lobby end to end (lobby.html on `arbiter serve`, docs/online.md "The lobby"): two
// browsers that never shared a link each make a player, meet through quick pairing, play a rated
// game of Eredan by clicking (the first learning of its pairing over the pairing socket, not by
// polling), and find the game and their new ratings in their records (one at
// 1280 px, one at 360 px); the first player is then moved to a third browser by its export
// link. Screenshots in target/e2e/lobby-*.png.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, shot } from "./harness.mjs";
import { pages as persons } from "./persons.mjs";

let env;
before(async () => {
  env = await start();
});
after(() => env?.stop());

const panel = (page) => page.evaluate(() => ({ ...document.querySelector("#decision")?.dataset }));

async function makePlayer(page, name) {
  await page.fill("#name", name);
  await page.press("#name", "Enter");
  await page.waitForFunction((n) => document.querySelector("#who")?.textContent === `Playing as ${n}`, name);
}

/** The lobby's record of the player shown, once it lists a rated game. */
async function record(page) {
  await page.waitForFunction(() => /rated \d+ → \d+/.test(document.querySelector("#record-body")?.textContent ?? ""), null, { timeout: 20_000 });
  return page.textContent("#record-body");
}

test("two strangers meet by quick pairing, play a rated game, and see it in their records; an export link moves a player", { timeout: 240_000 }, async () => {
  const ana = await env.open("/lobby.html", { width: 1280, height: 900 });
  const boris = await env.open("/lobby.html", { width: 360, height: 800 });
  await makePlayer(ana, "Ana");
  await makePlayer(boris, "Boris");
  await ana.screenshot({ path: shot("lobby-player-1280"), fullPage: true });
  // The names are the server's, shown as text: a name that looks like markup is refused there.
  const bad = await env.open("/lobby.html", { width: 360, height: 800 });
  await bad.fill("#name", "<img src=x>");
  await bad.press("#name", "Enter");
  await bad.waitForSelector("#me-body .reason");
  assert.match(await bad.textContent("#me-body .reason"), /letters, digits/);
  await bad.close();

  for (const p of [ana, boris]) await p.selectOption("#pair-ruleset", "eredan");
  // Each brings a deck of its own (the ready setup's two).
  for (const [p, deck] of [[ana, "lames-de-kotoba"], [boris, "zil-et-sortileges"]]) {
    await p.waitForSelector("#deck-eredan:not([disabled])");
    await p.selectOption("#deck-eredan", deck);
  }
  // Ana's page hears her pairing pushed (/api/pairing/live): it asks GET /api/pairing only while that socket is closed.
  const checks = [];
  ana.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === "/api/pairing") checks.push(r.url());
  });
  await ana.click("#find");
  await ana.waitForFunction(() => /Looking for an opponent/.test(document.querySelector("#pair-state").textContent));
  await boris.screenshot({ path: shot("lobby-waiting-360"), fullPage: true });
  // Longer than the poll's 2 s: a page without its socket would have asked by now.
  await ana.waitForTimeout(2_500);
  await boris.locator("#find").focus();
  await boris.keyboard.press("Enter");
  // Each page opens its own seat's link (Ana's on her next check, within 2 s).
  await Promise.all([ana, boris].map((p) => p.waitForURL(/table=/, { timeout: 20_000 })));
  assert.deepEqual(checks, [], "the pairing came over the socket, not by polling");
  const seats = [];
  for (const p of [ana, boris]) {
    // The game at full speed (the test's only liberty: no animation).
    await p.goto(p.url().replace("#", "&speed=0&lang=en#"));
    seats.push(p);
  }
  // At the table each seat is named with its player's rating, the page's own seat marked.
  await ana.waitForFunction(() => /Ana \(1500\) · You/.test(document.querySelector("#online-status")?.textContent ?? ""), null, { timeout: 20_000 });
  assert.match(await ana.textContent("#online-status"), /Boris \(1500\)/);
  const made = [0, 0];
  let last = Date.now();
  for (;;) {
    const panels = await Promise.all(seats.map(panel));
    if (panels.every((q) => q.decision === "over")) break;
    const seat = panels.findIndex((q) => persons.eredan.human.includes(q.decision));
    if (seat < 0) {
      assert.ok(Date.now() - last < 60_000, `nothing to click for 60 s (${JSON.stringify(panels)})`);
      await seats[0].waitForTimeout(20);
      continue;
    }
    await persons.eredan.act(seats[seat], panels[seat].decision, made[seat]++);
    await seats[seat].waitForFunction((before) => document.querySelector("#decision").dataset.shown !== before, panels[seat].shown, { timeout: 60_000 });
    last = Date.now();
  }
  await ana.screenshot({ path: shot("lobby-game-over-1280"), fullPage: true });

  // Back in the lobby: the game, its result and both ratings moved, in opposite directions.
  const ratings = [];
  for (const [p, name, width] of [[ana, "Ana", 1280], [boris, "Boris", 360]]) {
    await p.goto(`${env.base}/lobby.html`);
    const text = await record(p);
    const [, before, after] = /rated (\d+) → (\d+)/.exec(text);
    assert.equal(before, "1500", `${name}'s first rated game starts at 1500`);
    ratings.push(Number(after));
    assert.match(text, /Eredan: \d+ \(± \d+, 1 rated game\)/);
    assert.match(text, new RegExp(`against ${name === "Ana" ? "Boris" : "Ana"}`));
    await p.screenshot({ path: shot(`lobby-record-${width}`), fullPage: true });
  }
  assert.ok((ratings[0] - 1500) * (ratings[1] - 1500) <= 0, `one rating up, the other down: ${ratings}`);
  // The record's "Replay" opens the replay viewer on the stored log: the engine replays it to
  // the same end.
  await boris.click("#record-body button.replay");
  await boris.waitForURL(/replay\.html#log=/, { timeout: 20_000 });
  await boris.waitForSelector("body[data-state]");
  assert.notEqual(await boris.getAttribute("body", "data-state"), "error", `the stored log replays: ${await boris.textContent("#replay-error")}`);
  await boris.screenshot({ path: shot("lobby-replay-360"), fullPage: true });

  // A third browser opens Ana's export link: it plays as Ana, with her record.
  const link = await ana.inputValue("#export");
  assert.match(link, /lobby\.html#key=[0-9a-f]{64}$/);
  const third = await env.open(link.replace(env.base, ""), { width: 1280, height: 900 });
  await third.waitForFunction(() => document.querySelector("#who")?.textContent === "Playing as Ana");
  assert.ok(!third.url().includes("key="), "the key leaves the address bar");
  assert.match(await record(third), /against Boris/);
  await third.screenshot({ path: shot("lobby-moved-1280"), fullPage: true });
});

test("an open table reaches another lobby without a reload or a poll: the server pushes it, and its cancel", { timeout: 60_000 }, async () => {
  const maker = await env.open("/lobby.html", { width: 1280, height: 900 });
  const watcher = await env.open("/lobby.html", { width: 360, height: 800 });
  await makePlayer(maker, "Cleo");
  await makePlayer(watcher, "Dara");
  await watcher.waitForTimeout(1500);
  const polls = [];
  watcher.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === "/api/lobby") polls.push(r.url());
  });
  await maker.click("#offer");
  await watcher.waitForFunction(() => /Cleo \(1500\)/.test(document.querySelector("#open-list").textContent), null, { timeout: 10_000 });
  await watcher.screenshot({ path: shot("lobby-live-360"), fullPage: true });
  await maker.click("#open-list button");
  await watcher.waitForFunction(() => /No open table/.test(document.querySelector("#open-list").textContent), null, { timeout: 10_000 });
  assert.deepStrictEqual(polls, [], "the watching page asked for nothing");
  await maker.close();
  await watcher.close();
});

test("each player brings its own deck: chosen under \"Your decks\", offered and taken with it, and each table shows each seat its own characters", { timeout: 120_000 }, async () => {
  const maker = await env.open("/lobby.html", { width: 1280, height: 900 });
  const taker = await env.open("/lobby.html", { width: 360, height: 800 });
  await makePlayer(maker, "Elio");
  await makePlayer(taker, "Fenna");
  // Each picks a deck of the engine's ready decks (the deck builder's saved ones are listed too).
  const decks = [
    [maker, "pactes-de-nehant", ["mache-l-ame", "ysolde-la-tenebreuse", "terreur-des-nuits"]],
    [taker, "lames-de-kotoba", ["iro-le-duelliste", "seigneur-gakyusha", "rodeur-sans-banniere"]],
  ];
  for (const [p, deck] of decks) {
    await p.waitForSelector("#deck-eredan:not([disabled])");
    await p.selectOption("#deck-eredan", deck);
  }
  await taker.screenshot({ path: shot("lobby-your-deck-360"), fullPage: true });
  await maker.selectOption("#offer-ruleset", "eredan");
  await maker.click("#offer");
  await taker.waitForFunction(() => /Elio \(1500\).*Eredan.*bring your deck/.test(document.querySelector("#open-list").textContent), null, { timeout: 10_000 });
  await taker.click("#open-list button");
  await taker.waitForURL(/table=/, { timeout: 20_000 });
  await maker.goto(`${env.base}/lobby.html`);
  await maker.waitForSelector("#playing-list a");
  await maker.click("#playing-list a");
  await maker.waitForURL(/table=/);
  for (const [p, , characters] of decks) {
    // The page's own seat is the one whose hand it shows face up.
    const seat = await (await p.waitForSelector('.hand-view[role="group"]', { timeout: 20_000 })).getAttribute("data-player");
    const own = await p.$$eval(`article.char[data-player="${seat}"]`, (as) => as.map((a) => a.dataset.card));
    assert.deepStrictEqual(own, characters, "the seat plays the deck its player brought");
  }
  await taker.screenshot({ path: shot("lobby-own-deck-table-360"), fullPage: true });
  await maker.close();
  await taker.close();
});

test("no console errors or uncaught exceptions in the lobby", () =>
  assert.deepStrictEqual(
    env.problems.filter((p) => !/status of 400/.test(p)),
    [],
  ));
