// End-to-end tests of online play on the page's side, the server stood in for by the test:
// "Play a friend online" creates a table (`POST /api/tables`, answered here) and shows the
// friend's invite link with Copy and a QR code, the spectator's link and the link of one's own
// seat, at 1280 and 360 px; an invite link opens the page as a client of a host over a
// WebSocket (`/ws`, answered here by a Node game speaking docs/online.md's protocol): it says
// hello with the table and the token of the link's hash, draws the welcome, asks on its turn,
// sends the choice with its decision number, animates the step, and says when the connection
// drops and comes back (the page reconnects by itself and is welcomed again).
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { Game } from "../../pkg/node.js";
import { start, shot } from "./harness.mjs";

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

test("an invite link plays as a client of its host over a WebSocket: hello, welcome, turn, choose, step, reconnect", async () => {
  // The stand-in host sends the whole state (this test checks the page's side of the protocol;
  // what a seat may see is the host's part, checked against the real hosts).
  const game = new Game({ ruleset: "eredan", seed: 11 });
  const opening = game.opening();
  const received = [];
  let sockets = 0;
  let current = null;
  const seats = [{ kind: "person", connected: true }, { kind: "person", connected: true }];
  const send = (ws, m) => ws.send(JSON.stringify({ v: 1, ...m }));
  const turn = () => {
    const d = game.pending();
    if (!d) return { type: "turn", decision: null, player: null, kind: null, options: null, deadline: null };
    return { ...(d.player === 0 ? d : {}), type: "turn", decision: game.log().choices.length, player: d.player, kind: d.kind, options: d.player === 0 ? d.options : null, deadline: null };
  };
  const history = [opening.events];
  /** The friend answers at once (the random bot, in Node). */
  const friend = (ws) => {
    while (game.pending() && game.pending().player === 1) {
      const n = game.log().choices.length;
      const step = game.step(game.suggest("random", n, 1));
      history.push(step.events);
      ws?.send(JSON.stringify({ v: 1, type: "step", decision: n, player: 1, events: step.events, frames: step.frames, view: game.state(), timeout: false }));
    }
  };
  friend(null);
  const page = await open("/index.html", { width: 1280, height: 900 }, [
    () => {
      window.__arbiterReceived = (m) => (window.__got ??= []).push(m);
    },
    null,
  ]);
  await page.routeWebSocket(/\/ws$/, (ws) => {
    sockets++;
    current = ws;
    ws.onMessage((text) => {
      const m = JSON.parse(text);
      received.push(m);
      if (m.type === "hello") {
        assert.deepEqual([m.table, m.token], ["T1", "mine"]);
        send(ws, { type: "welcome", table: { id: "T1", ruleset: "eredan", seats, clock: null }, seat: 0, view: game.state(), history, turn: turn(), outcome: null });
      } else if (m.type === "choose") {
        if (m.decision !== game.log().choices.length) return send(ws, { type: "ack", decision: m.decision });
        const { events, frames } = game.step(m.choice);
        history.push(events);
        send(ws, { type: "ack", decision: m.decision });
        send(ws, { type: "step", decision: m.decision, player: 0, events, frames, view: game.state(), timeout: false });
        friend(ws);
        send(ws, turn());
      } else if (m.type === "why_not") {
        send(ws, { type: "why_not", id: m.id, reasons: m.choices.map((c) => game.whyNot(c)) });
      }
    });
  });
  await page.goto(`${base}/index.html?speed=0&table=T1#token=mine`);
  const mine = () => page.waitForSelector('#decision:is([data-decision="fighters"], [data-decision="play"], [data-decision="discard"])');
  await mine();
  await page.waitForFunction(() => /●/.test(document.querySelector("#online-status")?.textContent ?? ""));
  assert.match(await page.textContent("#online-status"), /●/);
  // A first choice goes to the host with its decision number, and its step is animated.
  const first = game.log().choices.length;
  const logged = await page.locator("#log li").count();
  const kind = await page.getAttribute("#decision", "data-decision");
  const shown = await page.getAttribute("#decision", "data-shown");
  if (kind === "fighters") {
    if ((await page.locator("#decision [data-opponent]").count()) === 0) await page.locator("#decision [data-own]").first().click();
    await page.locator("#decision [data-opponent]").first().click();
  } else if (kind === "play") await page.click('[data-action="play-nothing"]');
  else await page.locator("#decision button").first().click();
  await page.waitForFunction((n) => document.querySelectorAll("#log li").length > n, logged);
  const chose = received.find((m) => m.type === "choose");
  assert.equal(chose.decision, first);
  await page.waitForFunction((n) => document.querySelector("#decision").dataset.shown !== n && !["resolving", "computer"].includes(document.querySelector("#decision").dataset.decision), shown);
  await mine();
  await page.screenshot({ path: shot("online-client-1280") });
  // The connection drops: the page says so, reconnects by itself, and is welcomed again.
  await current.close();
  await page.waitForFunction(() => document.querySelector("#online-status")?.dataset.link === "down");
  await page.waitForFunction(() => document.querySelector("#online-status")?.dataset.link === "up", null, { timeout: 15000 });
  await mine();
  assert.ok(sockets >= 2, "the page opened a new socket");
  assert.equal(received.filter((m) => m.type === "hello").length, sockets);
  const got = await page.evaluate(() => window.__got.map((m) => m.type));
  assert.ok(got.filter((t) => t === "welcome").length >= 2, "welcomed again after the reconnect");
  assert.deepEqual(problems.filter((p) => !/WebSocket/.test(p)), []);
  await page.close();
  game.free();
});
