// The explainer on a wiki: it never scrolls its host page and plays only once on screen; a
// scenario written inside the element, or carried whole in a link (#s=...), with deep-link
// options; embedded from another origin by script tag (CORS) and by iframe, which reports its
// height to the parent page; and an error a person can act on when there is no scenario.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
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
  await page.waitForFunction(() => document.querySelector("arbiter-explainer.inline-example li[data-seq]:not(.upcoming)"));
  assert.equal(await inline.locator("a").count(), 0, "the fallback link is replaced by the explainer");
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
  assert.match(await page.locator("#empty").textContent(), /give the explainer a src, or put the scenario inside it/);
  await page.waitForSelector('#away[data-state="error"]', { timeout: 20_000 });
  assert.match(await page.locator("#away").textContent(), /could not be fetched.*Access-Control-Allow-Origin/);
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
