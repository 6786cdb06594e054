// The scenario builder (www/dist/builder.html): for each ruleset a scenario built through the
// page's controls only, whose share link, opened in an iframe on another origin, narrates
// exactly the engine's events and draws the engine's figures on every frame without moving its
// host page; an id with a typo shows the engine's "did you mean" next to its control; a game's
// "Export this position" opens the builder with a scenario the engine accepts; readable at 360 px.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { inflateRawSync } from "node:zlib";
import { start, shot, accessible, savedLog } from "./harness.mjs";
import { Game, resolveScenario, explainScenario, narrate } from "../../pkg/node.js";

const SAVE_KEY = "arbiter-save-berserk";
let env;
before(async () => (env = await start()));
after(() => env?.stop());

/** The control of the field `name` (the engine's path of it). */
const control = (page, name) => page.locator(`[data-field="${name}"] > input, [data-field="${name}"] > select`);

/** Waits for the engine's verdict on the scenario as it is now ("valid" or "invalid"). */
async function verdict(page, state = "valid") {
  await page.waitForSelector(`#status[data-state="${state}"]`, { timeout: 20_000 });
}

/** Each ruleset's edits, made through the form's controls. */
const BUILDS = {
  berserk: async (page) => {
    await control(page, "dice[0]").selectOption({ label: "6" });
    await control(page, "dice[1]").selectOption({ label: "2" });
    await control(page, "creatures[1].card").fill("iron-golem");
    await control(page, "creatures[1].wounds").fill("1");
    await control(page, "creatures[0].cell").selectOption({ label: "column 3, row 2" });
  },
  eredan: async (page) => {
    await control(page, "players[1].characters[0].pv").fill("9");
    await control(page, "until").selectOption({ label: "end_of_combat" });
  },
  yummell: async (page) => {
    await control(page, "players[1].square").fill("6");
    await page.click('[data-key="add:players[0].hand"]');
    await control(page, "players[0].hand[3]").fill("Troll");
  },
};

/** What the explainer draws of each ruleset's figures, and the same read from an engine frame. */
const FIGURES = {
  eredan: {
    shown: (root) =>
      [...root.querySelectorAll(".char")]
        .map((a) => ({ player: Number(a.dataset.player), index: Number(a.dataset.index), pv: a.querySelector(".pv-text").textContent, att: a.querySelector(".att").textContent, def: a.querySelector(".def").textContent }))
        .sort((x, y) => x.player - y.player || x.index - y.index),
    expected: (s) => s.players.flatMap((p, player) => p.characters.map((c, index) => ({ player, index, pv: `PV ${c.pv}/${c.max_pv}`, att: `ATT ${c.attack}`, def: `DEF ${c.defense}` }))),
  },
  berserk: {
    shown: (root) =>
      [...root.querySelectorAll(".bz-creature[data-uid]")]
        .map((a) => ({ uid: Number(a.dataset.uid), life: a.querySelector(".bz-life").textContent, cell: a.closest(".bz-cell")?.dataset.cell ?? "fallen" }))
        .sort((x, y) => x.uid - y.uid),
    expected: (s) => s.creatures.map((c) => ({ uid: c.uid, life: `♥ ${Math.max(0, c.life - c.wounds)}/${c.life}`, cell: c.dead ? "fallen" : c.cell.join(",") })),
  },
  yummell: {
    shown: (root) =>
      [...root.querySelectorAll(".y-square[data-square] .y-token[data-player]")]
        .map((t) => ({ player: Number(t.dataset.player), square: Number(t.closest(".y-square").dataset.square) }))
        .sort((x, y) => x.player - y.player),
    expected: (s) => s.players.map((p, player) => ({ player, square: p.square })),
  },
};

for (const ruleset of ["berserk", "eredan", "yummell"]) {
  test(`${ruleset}: built with the controls, its share link in an iframe on another origin narrates the engine's events and draws its frames`, async () => {
    const page = await env.open(`/builder.html?ruleset=${ruleset}&lang=en`);
    await verdict(page);
    await BUILDS[ruleset](page);
    await verdict(page);
    const json = await page.locator("#json").inputValue();
    const link = await page.locator("#out-link").inputValue();
    // The link carries the very scenario the form built.
    const packed = new URL(link).hash.match(/s=([^&]+)/)[1];
    assert.equal(inflateRawSync(Buffer.from(packed, "base64url")).toString(), json);
    assert.equal(JSON.parse(json).ruleset, ruleset);
    const { events, start: first, frames } = explainScenario(json);
    assert.deepStrictEqual(resolveScenario(json).events, events);
    // The preview on the page narrates the same events.
    await page.waitForSelector("#preview arbiter-explainer li[data-seq]");
    await page.screenshot({ path: shot(`builder-${ruleset}-1280`), fullPage: true });
    await accessible(page, `the builder (${ruleset})`);
    await page.close();

    // A page of another origin (localhost, the explainer on 127.0.0.1) with the iframe halfway down.
    const host = await env.open("/builder.html", { width: 1280, height: 800 });
    const other = env.base.replace("127.0.0.1", "localhost");
    // A document of that origin that is not a page of the site (a scenario file; its icon is no 404).
    await host.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
    await host.goto(`${other}/examples/berserk-attack.json`);
    // Written into a document of that origin (a page the browser fetched from a local address).
    await host.setContent(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A wiki</title></head><body style="margin:0;font-family:serif">
          <main><h1>A wiki article</h1><p style="height:320px">Some text before the explainer.</p>
          <iframe id="frame" title="The scenario, explained" src="${link}&speed=40" style="width:100%;height:200px;border:0"></iframe>
          <p style="height:3000px">Some text after it.</p></main>
          <script>addEventListener("message", (e) => { if (e.data?.type === "arbiter-explainer-height") document.querySelector("iframe[src*='explainer.html']").style.height = e.data.height + "px"; });</script>
          </body></html>`,
    );
    await host.evaluate(() => {
      window.scrollTo(0, 120);
      window.__ys = [];
      setInterval(() => window.__ys.push(window.scrollY), 25);
    });
    const frame = await (await host.waitForSelector("#frame")).contentFrame();
    await frame.waitForSelector('arbiter-explainer[data-state="done"]', { timeout: 30_000 }).catch(async (e) => {
      // What the iframe shows instead (an error page, an engine error), for the failure's message.
      throw new Error(`${e.message}: ${await frame.evaluate(() => document.body.innerText.slice(0, 300))}`);
    });
    const ys = await host.evaluate(() => [...new Set(window.__ys)]);
    assert.deepStrictEqual(ys, [120], "the host page never scrolls during playback");
    const lines = await frame.$$eval("arbiter-explainer li[data-seq]", (lis) =>
      lis.map((li) => ({ seqs: li.dataset.seqs.split(" ").map(Number), rule: li.dataset.rule, text: li.querySelector(".sentence").textContent })),
    );
    assert.deepStrictEqual(lines.flatMap((l) => l.seqs), events.map((e) => e.seq), "every event, in order");
    assert.deepStrictEqual(
      lines,
      lines.map((l) => ({ seqs: l.seqs, rule: events[l.seqs[0]].rule, text: l.seqs.map((s) => narrate(events[s], "en")).join(" ") })),
      "each line is the engine's narration of its events",
    );
    // Every frame: back to the position, then forward step by step.
    const { shown, expected } = FIGURES[ruleset];
    // Pressed in the page (a click of Playwright's would first scroll the host to the button).
    const press = (n) => frame.$$eval("arbiter-explainer .controls button", (bs, n) => bs[n].click(), n);
    const back = { click: () => press(0) };
    const forward = { click: () => press(2) };
    for (let i = 0; i < lines.length; i++) await back.click();
    const figures = () => frame.$eval("arbiter-explainer", (root, fn) => new Function(`return (${fn})`)()(root), shown.toString());
    assert.deepStrictEqual(await figures(), expected(first), "the position before the first event");
    for (const line of lines) {
      await forward.click();
      const last = line.seqs[line.seqs.length - 1];
      assert.deepStrictEqual(await figures(), expected(frames[last]), `the frame after event ${last} (${events[last].kind})`);
    }
    assert.deepStrictEqual(await host.evaluate(() => [...new Set(window.__ys)]), [120], "nor while the reader steps");
    await host.screenshot({ path: shot(`builder-${ruleset}-other-origin`) });
    await host.close();
  });
}

test("an id with a typo: the engine's did-you-mean next to its control, marked invalid", async () => {
  const page = await env.open("/builder.html?ruleset=berserk&lang=en");
  await verdict(page);
  await control(page, "creatures[0].card").fill("veteran-knigt");
  await verdict(page, "invalid");
  const json = await page.locator("#json").inputValue();
  let expected;
  try {
    resolveScenario(json);
  } catch (e) {
    expected = e;
  }
  assert.equal(expected.field, "creatures[0].card");
  assert.match(expected.message, /did you mean "veteran-knight"/);
  const note = page.locator('[data-field="creatures[0].card"] .field-error');
  assert.equal(await note.textContent(), expected.message);
  const input = control(page, "creatures[0].card");
  assert.equal(await input.getAttribute("aria-invalid"), "true");
  assert.ok((await input.getAttribute("aria-describedby")).split(" ").includes(await note.getAttribute("id")));
  assert.match(await page.locator("#status .error-message").textContent(), /did you mean/);
  await page.screenshot({ path: shot("builder-typo") });
  await accessible(page, "the builder showing an error");
  // A name typed in full is its id.
  await control(page, "creatures[0].card").fill("Veteran Knight");
  await verdict(page);
  assert.equal(await control(page, "creatures[0].card").inputValue(), "veteran-knight");
  assert.equal(await page.locator(".field-error").count(), 0);
  await page.close();
});

test("Export this position: a game in progress opens in the builder as a scenario the engine accepts", async () => {
  const page = await env.open("/berserk.html?seed=3&speed=0");
  await page.waitForSelector("#decision[data-decision]");
  const [builder] = await Promise.all([page.context().waitForEvent("page"), page.click("#export-position")]);
  await builder.waitForLoadState();
  await verdict(builder);
  const scenario = JSON.parse(await builder.locator("#json").inputValue());
  assert.equal(scenario.ruleset, "berserk");
  assert.equal(builder.url().includes("builder.html#s="), true);
  const game = Game.fromLog(await savedLog(page, SAVE_KEY));
  const state = game.state();
  game.free();
  assert.deepStrictEqual(
    scenario.creatures.map((c) => [c.card, c.owner, c.cell]),
    state.creatures.map((c) => [c.card, c.owner, c.cell]),
    "the creatures of the game where they stand",
  );
  assert.equal(scenario.turn, state.turn);
  await builder.close();
  await page.close();
});

test("the builder at 360 px: one column, no sideways scrolling", async () => {
  const page = await env.open("/builder.html?ruleset=berserk&lang=ru", { width: 360, height: 740 });
  await verdict(page);
  await page.waitForSelector("#preview arbiter-explainer li[data-seq]", { state: "attached" });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 1, `no sideways scrolling at 360 px (overflow ${overflow}px)`);
  assert.equal(await page.locator("h1").textContent(), "Arbiter · Конструктор сценариев");
  await page.screenshot({ path: shot("builder-berserk-360"), fullPage: true });
  await accessible(page, "the builder at 360 px");
  await page.close();
});

test("no console errors on any page the builder tests opened", () => {
  assert.deepStrictEqual(env.problems, []);
});
