// End-to-end tests of online play on the page's side: "Play a friend online" creates a table
// (`POST /api/tables`, answered here with fixed tokens so the links can be checked) and shows the
// friend's invite link with Copy and a QR code, the spectator's link and the link of one's own
// seat, at 1280 and 360 px; an invite link opens the page as a client of `arbiter serve` (the
// harness's server) over a WebSocket: it says hello with the table and the token of the link's
// hash, draws the welcome, asks on its turn, sends the choice with its decision number, animates
// the step, and says when the connection drops and comes back (the page reconnects by itself
// and is welcomed again). Whole games between two browsers: online_two_browsers.test.mjs.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { start, shot, openSettings } from "./harness.mjs";

let env, base, open, problems;

before(async () => {
  env = await start();
  ({ base, open, problems } = env);
});

after(() => env?.stop());

const CREATED = { id: "T1", seats: [{ seat: 0, token: "mine" }, { seat: 1, token: "friend" }], spectator: "watch" };

for (const [width, height] of [[1280, 900], [360, 780]]) {
  test(`"Play a friend online" shows the invite link, its QR code and the spectator's link at ${width} px`, async () => {
    const page = await open("/?speed=0", { width, height });
    let asked = null;
    await page.route("**/api/tables", (route) => {
      asked = JSON.parse(route.request().postData());
      return route.fulfill({ status: 201, contentType: "application/json", body: JSON.stringify(CREATED) });
    });
    await openSettings(page);
    await page.click("#play-online");
    await page.waitForSelector("dialog.online [data-action=create-table]");
    await page.fill("dialog.online input[name=clock]", "60");
    await page.click("dialog.online [data-action=create-table]");
    const friend = page.locator("dialog.online input[data-link=seat-1]");
    await friend.waitFor();
    assert.equal(asked.ruleset, "eredan");
    assert.deepEqual(asked.seats, [{ kind: "person" }, { kind: "person" }]);
    assert.equal(asked.clock, 60);
    const link = await friend.inputValue();
    assert.equal(link, `${base}/index.html?table=T1#token=friend`, "the token is in the hash");
    assert.equal(await page.locator("dialog.online input[data-link=spectator]").inputValue(), `${base}/index.html?table=T1#token=watch`);
    assert.equal(await page.getAttribute("dialog.online [data-action=open-my-seat]", "href"), `${base}/index.html?table=T1#token=mine`);
    const qr = page.locator("dialog.online canvas[data-qr=seat-1]");
    assert.ok((await qr.boundingBox()).width >= 100, "the QR code is drawn");
    const box = await page.locator("dialog.online").boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= width + 1, "the dialog fits the screen");
    await page.screenshot({ path: shot(`online-invite-${width}`) });
    await page.close();
  });
}

test("an invite link plays against the server's computer over a WebSocket: hello, welcome, turn, choose, step, reconnect", async () => {
  // The harness's server is `arbiter serve`: a table with the computer at seat 1, and seat 0's link.
  const res = await fetch(`${base}/api/tables`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ruleset: "eredan", setup: null, seats: [{ kind: "person" }, { kind: "computer", level: "easy" }], clock: null }),
  });
  assert.equal(res.status, 201);
  const table = await res.json();
  const received = [];
  let sockets = 0;
  let current = null;
  const page = await open("/index.html", { width: 1280, height: 900 }, [
    () => {
      window.__arbiterReceived = (m) => (window.__got ??= []).push(m);
    },
    null,
  ]);
  // The page's socket goes through the test (to read what it sends, and to cut the link).
  await page.routeWebSocket(/\/ws$/, (ws) => {
    sockets++;
    current = ws;
    const server = ws.connectToServer();
    ws.onMessage((text) => {
      received.push(JSON.parse(text));
      server.send(text);
    });
  });
  await page.goto(`${base}/index.html?speed=0&table=${table.id}#token=${table.seats[0].token}`);
  const mine = () => page.waitForSelector('#decision:is([data-decision="fighters"], [data-decision="play"], [data-decision="discard"])');
  await mine();
  assert.deepEqual([received[0].type, received[0].table, received[0].token], ["hello", table.id, table.seats[0].token]);
  await page.waitForFunction(() => /●/.test(document.querySelector("#online-status")?.textContent ?? ""));
  // A first choice goes to the server with its decision number, is acknowledged, and its step is animated.
  const logged = await page.locator("#log li").count();
  const kind = await page.getAttribute("#decision", "data-decision");
  const shown = await page.getAttribute("#decision", "data-shown");
  const turn = (await page.evaluate(() => window.__got)).findLast((m) => m.type === "turn" || m.type === "welcome");
  const first = turn.type === "welcome" ? turn.turn.decision : turn.decision;
  if (kind === "fighters") {
    if ((await page.locator("#decision [data-opponent]").count()) === 0) await page.locator("#decision [data-own]").first().click();
    await page.locator("#decision [data-opponent]").first().click();
  } else if (kind === "play") await page.click('[data-action="play-nothing"]');
  else await page.locator("#decision button").first().click();
  await page.waitForFunction((n) => document.querySelectorAll("#log li").length > n, logged);
  const chose = received.find((m) => m.type === "choose");
  assert.equal(chose.decision, first);
  await page.waitForFunction((d) => window.__got.some((m) => m.type === "ack" && m.decision === d), first);
  await page.waitForFunction((n) => document.querySelector("#decision").dataset.shown !== n && !["resolving", "computer"].includes(document.querySelector("#decision").dataset.decision), shown);
  await mine();
  await page.screenshot({ path: shot("online-client-1280") });
  // The connection drops: the page says so, reconnects by itself, and is welcomed again.
  await current.close();
  await page.waitForFunction(() => document.querySelector("#online-status")?.dataset.link === "down");
  await page.waitForFunction(() => document.querySelector("#online-status")?.dataset.link === "up", null, { timeout: 15000 });
  await mine();
  // The link is up when the socket opens; the welcome follows the hello.
  await page.waitForFunction(() => window.__got.filter((m) => m.type === "welcome").length >= 2, null, { timeout: 15000 });
  assert.ok(sockets >= 2, "the page opened a new socket");
  assert.equal(received.filter((m) => m.type === "hello").length, sockets);
  assert.deepEqual(problems.filter((p) => !/WebSocket/.test(p)), []);
  await page.close();
});
