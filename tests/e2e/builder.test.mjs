// e2e: long (among the longest files: started first, so the last to end are short ones)
// The scenario builder (www/dist/builder.html): for each ruleset a scenario built through the
// page's controls only, whose share link, opened in an iframe on another origin, narrates
// exactly the engine's events and draws the engine's figures on every frame without moving its
// host page; an id with a typo shows the engine's "did you mean" next to its control; a game's
// "Export this position" opens the builder with a scenario the engine accepts; readable at 360 px.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { inflateRawSync } from "node:zlib";
import { start, shot, accessible, savedLog, openSettings } from "./harness.mjs";
import { Game, resolveScenario, explainScenario, narrate } from "../../pkg/node.js";
import { attackOf } from "./figures.mjs";

let env;
before(async () => (env = await start()));
after(() => env?.stop());

/** The control of the field `name` (the engine's path of it). */
/** The script that sizes explainer iframes, as docs/wiki.md and the builder give it. */
const RESIZE = readFileSync(new URL("../../integrations/mediawiki/ArbiterExplainer/resources/resize.js", import.meta.url), "utf8");
const control = (page, name) => page.locator(`[data-field="${name}"] > input, [data-field="${name}"] > select`);

/** Waits for the engine's verdict on the scenario as it is now ("valid" or "invalid"). */
async function verdict(page, state = "valid") {
  await page.waitForSelector(`#status[data-state="${state}"]`, { timeout: 20_000 });
  // A valid scenario's outputs (its link, compressed asynchronously) are its own, not the last one's.
  if (state === "valid") await page.waitForSelector('#outputs[data-state="ready"]', { timeout: 20_000 });
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
    await control(page, "until").selectOption({ label: "the end of the combat" });
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
    expected: (s) => s.players.flatMap((p, player) => p.characters.map((c, index) => ({ player, index, pv: `PV ${c.pv}/${c.max_pv}`, att: `ATT ${attackOf(c)}`, def: `DEF ${c.defense}` }))),
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

/** The figures a picture of a frame must write (as the SVG text has them). */
const PICTURED = {
  eredan: (s) => s.players.flatMap((p) => p.characters.flatMap((c) => [`PV ${c.pv}/${c.max_pv}`, `ATT ${attackOf(c)} · DEF ${c.defense}`])),
  berserk: (s) => s.creatures.filter((c) => !c.dead).map((c) => `#${c.uid} ♥ ${c.life - c.wounds}/${c.life}`),
  yummell: (s) => s.players.map((p, i) => `Player ${i} · `).concat(s.players.map((p) => `Square ${p.square} · `)),
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
    await page.waitForSelector("#preview arbiter-explainer li[data-seq]", { state: "attached" });
    // The picture of a frame writes that frame's figures (the middle one, then the position).
    for (const n of [Math.ceil(events.length / 2), 0]) {
      await page.selectOption("#picture-frame", String(n));
      await page.waitForSelector(`img.picture-preview[data-frame="${n}"]`);
      const svg = decodeURIComponent((await page.locator("img.picture-preview").getAttribute("src")).replace(/^data:image\/svg\+xml;charset=utf-8,/, ""));
      for (const figure of PICTURED[ruleset](n === 0 ? first : frames[n - 1])) assert.ok(svg.includes(figure), `the picture of frame ${n} writes ${figure}`);
      assert.equal(await page.locator('a[data-action="download-svg"]').getAttribute("download"), `scenario-${ruleset}-${n}.svg`);
    }
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
          <script>${RESIZE}</script>
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
    const figures = () => frame.$eval("arbiter-explainer", (host, fn) => new Function(`return (${fn})`)()(host.shadowRoot), shown.toString());
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

/** For each ruleset, a field holding an id, and that id with a typo. */
const TYPOS = {
  berserk: ["creatures[0].card", "veteran-knigt", "veteran-knight", "Veteran Knight"],
  eredan: ["players[0].characters[0].card", "iro-le-duelist", "iro-le-duelliste", "Iro le duelliste"],
  yummell: ["players[0].advantage", "undrdog", "underdog", "Underdog"],
};

for (const [ruleset, [field, typo, id, name]] of Object.entries(TYPOS)) {
  test(`${ruleset}: an id with a typo shows the engine's did-you-mean next to its control, marked invalid`, async () => {
    const page = await env.open(`/builder.html?ruleset=${ruleset}&lang=en`);
    await verdict(page);
    await control(page, field).fill(typo);
    await verdict(page, "invalid");
    const json = await page.locator("#json").inputValue();
    let expected;
    try {
      resolveScenario(json);
    } catch (e) {
      expected = e;
    }
    assert.equal(expected.field, `scenario.${field}`, "rooted at the argument");
    assert.ok(expected.message.includes(`did you mean "${id}"`), expected.message);
    const note = page.locator(`[data-field="${field}"] .field-error`);
    assert.equal(await note.textContent(), expected.message);
    const input = control(page, field);
    assert.equal(await input.getAttribute("aria-invalid"), "true");
    assert.ok((await input.getAttribute("aria-describedby")).split(" ").includes(await note.getAttribute("id")));
    assert.equal(await page.locator("#status .error-message").textContent(), expected.message);
    // The did-you-mean is a button beside the control, which would put the suggestion in.
    assert.equal(await page.locator(`[data-field="${field}"] [data-action="apply-suggestion"]`).first().getAttribute("data-suggestion"), id);
    // The button beside the message takes the keyboard to the control.
    await page.click('[data-action="go-to-error"]');
    assert.equal(await page.evaluate(() => document.activeElement.closest("[data-field]")?.dataset.field), field);
    if (ruleset === "berserk") {
      await page.screenshot({ path: shot("builder-typo") });
      await accessible(page, "the builder showing an error");
    }
    // A name typed in full is its id.
    await control(page, field).fill(name);
    await verdict(page);
    assert.equal(await control(page, field).inputValue(), id);
    assert.equal(await page.locator(".field-error").count(), 0);
    await page.close();
  });
}

test("a typo typed in the JSON box: the engine's error beside the box, its did-you-mean one click away, the preview out of date until then", async () => {
  const page = await env.open("/builder.html?ruleset=berserk&lang=en");
  await verdict(page);
  await page.click("#advanced summary");
  const json = page.locator("#json");
  const typed = (await json.inputValue()).replace('"veteran-knight"', '"veteran-knigt"');
  assert.ok(typed.includes("veteran-knigt"), "the example has a veteran knight to misspell");
  await json.fill(typed);
  await verdict(page, "invalid");
  let expected;
  try {
    resolveScenario(typed);
  } catch (e) {
    expected = e;
  }
  assert.ok(expected.message.includes('did you mean "veteran-knight"'), expected.message);
  // Beside the box: right above it, on screen with it.
  const note = page.locator("#json-error");
  assert.equal(await note.textContent(), expected.message);
  const [n, box] = [await note.boundingBox(), await json.boundingBox()];
  assert.ok(n && n.y + n.height <= box.y + 1 && box.y - (n.y + n.height) < 60, `the error (${JSON.stringify(n)}) is right above the JSON box (${JSON.stringify(box)})`);
  assert.ok((await json.getAttribute("aria-describedby")).split(" ").includes("json-error"));
  // The preview still shows the last scenario the engine accepted, and says so.
  assert.equal(await page.locator("#preview").getAttribute("data-state"), "stale");
  assert.ok(await page.locator(".preview-stale").isVisible(), "the preview says it is out of date");
  await page.screenshot({ path: shot("builder-json-typo") });
  await accessible(page, "the builder with an error typed in its JSON");
  // One click applies the engine's suggestion to the JSON text; the engine accepts it.
  await page.locator('.field:has(#json) [data-action="apply-suggestion"]').click();
  await verdict(page);
  const fixed = await json.inputValue();
  assert.ok(fixed.includes('"veteran-knight"') && !fixed.includes("veteran-knigt"), "the JSON holds the suggestion");
  assert.equal(await page.locator("#json-error").count(), 0);
  assert.equal(await page.locator("#preview").getAttribute("data-state"), "current");
  assert.equal(await page.locator(".preview-stale").count(), 0);
  await page.close();
});

/** Each ruleset's game page, and where it saves its game. */
const GAMES = { eredan: ["/index.html?seed=4&speed=0", "arbiter-save-eredan"], berserk: ["/berserk.html?game=skirmish&seed=3&speed=0", "arbiter-save-berserk"], yummell: ["/yummell.html?seed=5&speed=0", "arbiter-save-yummell"] };

for (const [ruleset, [path, key]] of Object.entries(GAMES)) {
  test(`${ruleset}: "Export this position" opens the position the player sees in the builder, a scenario the engine accepts`, async () => {
    const page = await env.open(path);
    // A person's decision: the game waits (the computer's turns are over), so its state holds still.
    await page.waitForSelector('#decision[data-decision]:not([data-decision="computer"]):not([data-decision="resolving"])', { timeout: 30_000 });
    await openSettings(page);
    const [builder] = await Promise.all([page.context().waitForEvent("page"), page.click("#export-position")]);
    await builder.waitForLoadState();
    await verdict(builder);
    assert.match(builder.url(), /builder\.html.*#s=/);
    const scenario = JSON.parse(await builder.locator("#json").inputValue());
    assert.equal(scenario.ruleset, ruleset);
    const game = Game.fromLog(await savedLog(page, key));
    // The page holds its seat's view (seat 0): what it cannot see (the other hands, the decks) is
    // left out of the position, the rest is the game's.
    const unseen = (v) => (Array.isArray(v) ? v.filter((x) => x !== "hidden").map(unseen) : v && typeof v === "object" ? Object.fromEntries(Object.entries(v).map(([k, x]) => [k, unseen(x)])) : v);
    const state = unseen(game.view(0));
    game.free();
    // The position the scenario starts from is the seat's view of the game, as the engine reads it back.
    const { start: position } = explainScenario(scenario);
    // (Eredan's ATT and DEF are left out: an effect lasting this turn, like a start-of-turn
    // bonus already applied, is not part of a position — docs/wiki.md says so.)
    const lasting = (players) => players.map((p) => ({ ...p, characters: p.characters.map(({ attack, defense, ...c }) => c) }));
    // Against the computer, the player's own hand only: not the computer's, no deck's order.
    if (ruleset === "eredan") {
      assert.ok(scenario.players[0].hand?.length > 0, "the player's hand is exported");
      assert.ok(!scenario.players[1].hand?.length, "the computer's hand is not");
      assert.ok(scenario.players.every((p) => !p.deck?.length), "no deck's order is");
    } else if (ruleset === "yummell") {
      assert.ok(scenario.players.slice(1).every((p) => !p.hand?.length), "the computers' hands are not exported");
      assert.ok(!scenario.deck?.length, "nor the deck's order");
    }
    if (ruleset === "eredan") assert.deepStrictEqual(lasting(position.players), lasting(state.players));
    else if (ruleset === "berserk") assert.deepStrictEqual(position.creatures, state.creatures);
    else assert.deepStrictEqual(position.players.map((p) => [p.character, p.square, p.hand]), state.players.map((p) => [p.character, p.square, p.hand]));
    await builder.close();
    await page.close();
  });
}

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

test("a creature's cell picked on the preview's board: its Cell menu focused, a click on a cell of the preview chooses it", async () => {
  const page = await env.open("/builder.html?ruleset=berserk&lang=en");
  await verdict(page);
  assert.match(await page.locator(".pick-hint").textContent(), /click a cell of the preview/);
  const menu = control(page, "creatures[0].cell");
  await menu.focus();
  const before = await menu.locator("option:checked").getAttribute("data-json");
  // A free cell of the preview next to the creature the scenario's strike aims at (so the strike
  // stays legal), other than the one chosen now.
  const target1 = JSON.parse(await page.locator("#json").inputValue()).creatures[1].cell;
  const preview = page.locator("#preview arbiter-explainer");
  // Its board is drawn once the explainer has loaded its engine and shown the scenario.
  await page.waitForSelector('#preview arbiter-explainer[data-state="done"]', { timeout: 30_000 });
  let target = null;
  for (const [dc, dr] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    const at = `${target1[0] + dc},${target1[1] + dr}`;
    const cell = preview.locator(`[data-cell="${at}"]:not(:has(.bz-creature))`);
    if ((await cell.count()) === 1 && JSON.stringify(at.split(",").map(Number)) !== before) {
      target = { cell, at };
      break;
    }
  }
  assert.ok(target, "the preview's board has a free cell next to the target");
  await target.cell.click();
  await verdict(page);
  const picked = JSON.parse(await control(page, "creatures[0].cell").locator("option:checked").getAttribute("data-json"));
  assert.deepStrictEqual(picked, target.at.split(",").map(Number), "the menu shows the cell clicked");
  const scenario = JSON.parse(await page.locator("#json").inputValue());
  assert.deepStrictEqual(scenario.creatures[0].cell, picked, "the scenario's JSON has it, and the engine accepted it");
  await page.close();
});
