// The explainer on a wiki: it never scrolls its host page and plays only once on screen; a
// scenario written inside the element, or carried whole in a link (#s=...), with deep-link
// options; embedded from another origin by script tag (CORS) and by iframe, which reports its
// height to the parent page; and an error a person can act on when there is no scenario.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { deflateRawSync } from "node:zlib";
import { start, shot, accessible } from "./harness.mjs";

let env;
before(async () => (env = await start()));
after(() => env?.stop());

const scenario = readFileSync(new URL("../scenarios/seed004-anazra-vs-mache.json", import.meta.url), "utf8");
const packed = deflateRawSync(Buffer.from(scenario)).toString("base64url");

test("the wiki page: the host never scrolls, and an explainer plays only once it is on screen", async () => {
  const page = await env.open("/examples/wiki.html", { width: 1280, height: 700 });
  await page.waitForSelector('arbiter-explainer[data-state="ready"], arbiter-explainer[data-state="done"]');
  const ys = [];
  for (let i = 0; i < 20; i++) {
    ys.push(await page.evaluate(() => window.scrollY));
    await page.waitForTimeout(150);
  }
  assert.deepStrictEqual([...new Set(ys)], [0], "the page stays where the reader put it");
  const states = await page.$$eval("arbiter-explainer", (es) => es.map((e) => e.dataset.state));
  assert.notEqual(states.at(-1), "done", "the last explainer, off screen, has not played");
  // The inline scenario (no file) is drawn.
  const inline = page.locator("arbiter-explainer.inline-example");
  await inline.scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector("arbiter-explainer.inline-example").shadowRoot.querySelector("li[data-seq]:not(.upcoming)"));
  assert.equal(await inline.locator("a").isVisible(), false, "the fallback link gives way to the explainer");
  await page.screenshot({ path: shot("wiki-inline") });
  await accessible(page, "the wiki page, scrolled");
  await page.close();
});

test("a whole scenario in a link: explainer.html#s=... opens at the step it names, paused", async () => {
  const page = await env.open(`/explainer.html#s=${packed}&step=3&lang=fr`);
  await page.waitForSelector('arbiter-explainer[data-state="ready"]');
  await page.waitForTimeout(500);
  const shown = await page.locator("arbiter-explainer li[data-seq]:not(.upcoming)").count();
  assert.equal(shown, 3, "three steps shown, and no more: it waits for the reader");
  assert.match(await page.locator("arbiter-explainer li[data-seq]").first().textContent(), /joueur/);
  await page.close();
});

test("no scenario, or one that cannot be fetched: an error that says what to do", async () => {
  const page = await env.open("/examples/wiki.html");
  await page.evaluate(() => {
    const a = document.createElement("arbiter-explainer");
    a.id = "empty";
    document.body.append(a);
    const b = document.createElement("arbiter-explainer");
    b.id = "away";
    b.setAttribute("src", "http://127.0.0.1:9/nowhere.json");
    document.body.append(b);
  });
  await page.waitForSelector('#empty[data-state="error"]');
  assert.match(await page.locator("#empty .error-message").textContent(), /give the explainer a src, or put the scenario inside it/);
  await page.waitForSelector('#away[data-state="error"]', { timeout: 20_000 });
  assert.match(await page.locator("#away .error-message").textContent(), /nowhere\.json could not be fetched: its site cannot be reached/);
  // Not found, not JSON, and refused by its site (CORS: answered without the header), each
  // said as such, in the explainer's language.
  // A site of its own that answers without Access-Control-Allow-Origin.
  const plain = createServer((_, res) => res.writeHead(200, { "content-type": "application/json" }).end("{}"));
  await new Promise((resolve) => plain.listen(0, "127.0.0.1", resolve));
  const other = `http://127.0.0.1:${plain.address().port}`;
  const cases = [
    ["missing", "fr", "/examples/no-such-file.json", /no-such-file\.json est introuvable \(HTTP 404\)/],
    ["page", "en", "/index.html", /index\.html is not a scenario \(JSON\): it begins with “<!doctype html>/],
    ["refused", "ru", `${other}/refused.json`, /refused\.json не удалось загрузить: его сайт не разрешает другим сайтам читать его \(CORS/],
  ];
  await page.evaluate((cases) => {
    for (const [id, lang, src] of cases) {
      const e = document.createElement("arbiter-explainer");
      Object.assign(e, { id });
      e.setAttribute("lang", lang);
      e.setAttribute("src", src);
      document.body.append(e);
    }
  }, cases.map(([id, lang, src]) => [id, lang, src]));
  for (const [id, , , message] of cases) {
    await page.waitForSelector(`#${id}[data-state="error"]`, { timeout: 20_000 });
    assert.match(await page.locator(`#${id} .error-message`).textContent(), message);
  }
  env.problems.splice(0, env.problems.length, ...env.problems.filter((p) => !/404|refused\.json|CORS/.test(p)));
  plain.close();
  await page.close();
});

test("embedded from another origin: one script tag (CORS), and an iframe that reports its height", async () => {
  const page = await env.open("/index.html");
  // The host page on localhost, the explainer from 127.0.0.1: another origin.
  const other = env.base.replace("127.0.0.1", "localhost");
  await page.goto(`${other}/examples/other-origin.html?from=${encodeURIComponent(env.base)}`);
  await page.waitForSelector('#tag[data-state="ready"], #tag[data-state="done"]', { timeout: 20_000 });
  await page.waitForFunction(() => parseInt(document.getElementById("frame").style.height) > 300, null, { timeout: 20_000 });
  await page.screenshot({ path: shot("embed-other-origin"), fullPage: true });
  await accessible(page, "a page of another site embedding the explainer");
  await page.close();
});

test("the catalogue: every creature with its id and the engine's text, searchable, in the ruleset's languages", async () => {
  const { cards } = await import("../../pkg/node.js");
  const page = await env.open("/catalogue.html?ruleset=berserk&lang=ru");
  await page.waitForSelector(".catalogue-entry");
  const all = cards("berserk", "ru");
  assert.equal(await page.locator(".catalogue-entry").count(), all.length);
  const first = page.locator(".catalogue-entry").first();
  assert.equal(await first.locator(".face-id").textContent(), all[0].id);
  assert.equal(await first.locator(".face-text").textContent(), all[0].text);
  await page.fill("#search", "Блок");
  await page.waitForFunction((n) => document.querySelectorAll(".catalogue-entry").length < n, all.length);
  const shown = await page.locator(".catalogue-entry .face-text").allTextContents();
  assert.ok(shown.length > 0 && shown.every((t) => t.toLowerCase().includes("блок")), `search finds the blockers: ${shown.length}`);
  await page.screenshot({ path: shot("catalogue-berserk-ru") });
  await accessible(page, "the catalogue");
  await page.selectOption("#ruleset", "yummell");
  await page.fill("#search", "");
  await page.waitForFunction(() => document.querySelector("#lang").value === "en");
  assert.ok((await page.locator(".catalogue-entry").count()) > 10);
  await page.close();
});

/** The computed styles of the host page's own elements that a stylesheet leaking out of the explainer would change. */
const hostStyles = () =>
  ["body", "h1", "p", "button", "a", "main"].map((sel) => {
    const s = getComputedStyle(document.querySelector(sel));
    return [sel, s.fontFamily, s.fontSize, s.color, s.backgroundColor, s.margin, s.padding, s.boxSizing, s.borderRadius, s.lineHeight].join(" | ");
  });

test("the element touches nothing of its host page: its styles, its height but for its own box, its scroll", async () => {
  const page = await env.open("/index.html");
  const other = env.base.replace("127.0.0.1", "localhost");
  await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
  await page.goto(`${other}/examples/berserk-attack.json`);
  await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A wiki with styles of its own</title>
    <style>body { font: 15px/1.7 Georgia, serif; color: #202122; background: #f8f9fa; margin: 8px; } button { background: #eaecf0; border-radius: 2px; padding: 4px 9px; } a { color: #36c; } main { padding: 12px; }</style></head>
    <body><main><h1>An article</h1><p style="height: 900px">Text before. <a href="#x">a link</a> <button type="button">Edit</button></p>
    <div id="slot"></div><p style="height: 1200px">Text after.</p></main></body></html>`);
  const before = await page.evaluate(hostStyles);
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.evaluate(() => window.scrollTo(0, 400));
  await page.evaluate((base) => {
    const script = document.createElement("script");
    script.type = "module";
    script.src = `${base}/arbiter-explainer.js`;
    document.head.append(script);
    const ex = document.createElement("arbiter-explainer");
    ex.setAttribute("src", `${base}/examples/berserk-attack.json`);
    ex.setAttribute("speed", "0");
    document.getElementById("slot").append(ex);
  }, env.base);
  await page.waitForSelector('arbiter-explainer[data-state="done"]', { timeout: 20_000 });
  assert.deepStrictEqual(await page.evaluate(hostStyles), before, "the host's computed styles are those it had without the explainer");
  const grown = await page.evaluate(() => {
    const box = document.querySelector("arbiter-explainer").getBoundingClientRect();
    const m = getComputedStyle(document.querySelector("arbiter-explainer"));
    return { total: document.documentElement.scrollHeight, box: box.height, margins: parseFloat(m.marginTop) + parseFloat(m.marginBottom), y: window.scrollY };
  });
  // Its margins collapse with its neighbours' (by as much as their own margins).
  const growth = grown.total - height;
  assert.ok(growth >= grown.box - 1 && growth <= grown.box + grown.margins + 1, `the page grew by the explainer's own box and nothing else: ${growth} for a box of ${grown.box} (+ ${grown.margins} of margins)`);
  assert.equal(grown.y, 400, "the page did not scroll");
  assert.equal(await page.evaluate(() => document.head.querySelectorAll("style").length), 1, "no stylesheet added to the host page");
  await page.close();
});

test("explainer iframes size to their content: each by its own message, growing and shrinking, and when the page asks late", async () => {
  const page = await env.open("/index.html");
  const other = env.base.replace("127.0.0.1", "localhost");
  await page.route("**/favicon.ico", (route) => route.fulfill({ status: 204 }));
  await page.goto(`${other}/examples/berserk-attack.json`);
  // Two frames, the resize script added only once both have loaded (their first heights are lost).
  await page.setContent(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Two frames</title></head><body>
    <iframe id="paused" title="paused" src="${env.base}/explainer.html?scenario=examples/berserk-attack.json&step=2&speed=0" style="width:100%;height:600px;border:0"></iframe>
    <iframe id="bad" title="bad" src="${env.base}/explainer.html?scenario=examples/no-such-file.json&step=" style="width:100%;height:600px;border:0"></iframe>
    </body></html>`);
  for (const id of ["paused", "bad"]) {
    const frame = await (await page.$(`#${id}`)).contentFrame();
    await frame.waitForSelector('arbiter-explainer[data-state="ready"], arbiter-explainer[data-state="error"]', { timeout: 20_000 });
  }
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => document.getElementById("bad").style.height), "600px", "no script yet: the heights were posted to no one");
  await page.addScriptTag({ url: `${env.base}/arbiter-resize.js` });
  const fits = async (id) => {
    const frame = await (await page.$(`#${id}`)).contentFrame();
    const content = await frame.evaluate(() => Math.ceil(document.documentElement.getBoundingClientRect().height));
    const inner = await frame.evaluate(() => document.documentElement.scrollHeight - document.documentElement.clientHeight);
    const outer = await page.evaluate((id) => parseFloat(document.getElementById(id).style.height), id);
    return { content, outer, inner };
  };
  await page.waitForFunction(() => ["paused", "bad"].every((id) => document.getElementById(id).style.height !== "600px"), null, { timeout: 10_000 });
  const paused = await fits("paused");
  const bad = await fits("bad");
  for (const [id, f] of [["paused", paused], ["bad", bad]]) {
    assert.ok(Math.abs(f.content - f.outer) <= 1, `${id}: the frame is as tall as its content (${f.outer} for ${f.content})`);
    assert.ok(f.inner <= 0, `${id}: no scrollbar inside the frame (${f.inner} px hidden)`);
  }
  assert.ok(bad.outer < 300 && bad.outer < paused.outer, `the error frame shrank to its message (${bad.outer} px; the paused one ${paused.outer})`);
  const badFrame = await (await page.$("#bad")).contentFrame();
  assert.match(await badFrame.locator(".error-message").textContent(), /no-such-file\.json was not found \(HTTP 404\)/);
  // Playing on: the paused frame keeps fitting as its log grows.
  const pausedFrame = await (await page.$("#paused")).contentFrame();
  await pausedFrame.locator(".play-pause").click();
  await pausedFrame.waitForSelector('arbiter-explainer[data-state="done"]');
  await page.waitForTimeout(300);
  const after = await fits("paused");
  assert.ok(Math.abs(after.content - after.outer) <= 1 && after.inner <= 0, `after playing, it still fits: ${JSON.stringify(after)}`);
  await page.screenshot({ path: shot("embed-two-frames"), fullPage: true });
  env.problems.splice(0, env.problems.length, ...env.problems.filter((p) => !p.includes("404")));
  await page.close();
});

/** The values of the language menu of `page`, and the one selected. */
const menu = (page) => page.$eval("#lang", (s) => ({ offered: [...s.options].map((o) => o.value), value: s.value }));

test("each page's language menu offers the languages its ruleset narrates, and shows the one used when another was asked for", async () => {
  const RULESETS = { eredan: ["en", "fr"], berserk: ["en", "ru"], yummell: ["en", "it"] };
  // The explainer page: Eredan asked for in Russian is told in English, and says so.
  const explainer = await env.open("/explainer.html?scenario=examples/seed004-anazra-vs-mache.json&lang=ru&speed=0");
  await explainer.waitForSelector('arbiter-explainer[data-state="done"]');
  assert.deepStrictEqual(await menu(explainer), { offered: RULESETS.eredan, value: "en" });
  await explainer.close();
  const yummell = await env.open("/explainer.html?scenario=examples/yummell-race.json&lang=it&speed=0");
  await yummell.waitForSelector('arbiter-explainer[data-state="done"]');
  assert.deepStrictEqual(await menu(yummell), { offered: RULESETS.yummell, value: "it" });
  await yummell.close();
  // The builder: each ruleset's languages; Italian gives way to English for Eredan.
  const builder = await env.open("/builder.html?ruleset=eredan&lang=it");
  await builder.waitForSelector('#status[data-state="valid"]', { timeout: 20_000 });
  assert.deepStrictEqual(await menu(builder), { offered: RULESETS.eredan, value: "en" });
  assert.equal(await builder.locator("#preview arbiter-explainer").getAttribute("lang"), "en");
  await builder.selectOption("#ruleset", "berserk");
  await builder.waitForFunction(() => [...document.querySelector("#lang").options].some((o) => o.value === "ru"));
  assert.deepStrictEqual(await menu(builder), { offered: RULESETS.berserk, value: "en" });
  await builder.close();
  // The game pages: a language saved or asked for that the ruleset does not narrate, shown as the one used.
  for (const [path, ruleset, asked] of [["/?speed=0&lang=it", "eredan", "it"], ["/berserk.html?speed=0&lang=fr", "berserk", "fr"], ["/yummell.html?speed=0&lang=ru", "yummell", "ru"]]) {
    const page = await env.open(path);
    await page.waitForSelector("#decision[data-decision]");
    assert.deepStrictEqual(await menu(page), { offered: RULESETS[ruleset], value: "en" }, `${ruleset} asked for ${asked}`);
    assert.equal(await page.evaluate(() => document.documentElement.lang), "en");
    await page.close();
  }
});
