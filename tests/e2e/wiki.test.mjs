// The explainer on a real MediaWiki 1.39 (Debian's package, tools/mediawiki.sh) through the
// ArbiterExplainer extension (integrations/mediawiki/), the explainer served by `arbiter serve`
// on another origin: iframes sized to their content by the extension's resize module, the
// element mode leaving the wiki's own styles alone, hostile attributes shown as escaped errors,
// and the same resize script pasted into MediaWiki:Common.js sizing a template's iframe.
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { start, shot } from "./harness.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const script = join(root, "tools/mediawiki.sh");
const resizeJs = readFileSync(join(root, "integrations/mediawiki/ArbiterExplainer/resources/resize.js"), "utf8");

const hasWiki = () => {
  try {
    execFileSync("php", ["-r", 'exit(in_array("sqlite", PDO::getAvailableDrivers()) ? 0 : 1);']);
    return existsSync("/usr/share/mediawiki/maintenance/install.php");
  } catch {
    return false;
  }
};
const isRoot = process.getuid?.() === 0;
const skip = hasWiki() || isRoot ? false : "MediaWiki is not installed (as root: tools/mediawiki.sh install, or apt-get install mediawiki php-sqlite3 php-cli)";

let env, wiki, dir;
/** Console errors (both origins) and uncaught exceptions; warnings from the explainer's origin. */
const problems = [];
/** Alert, confirm or prompt dialogs opened by any page. */
const dialogs = [];

const freePort = () =>
  new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

const mw = (...args) => execFileSync(script, args, { encoding: "utf8", stdio: ["pipe", "pipe", "inherit"] });
/** Saves the wiki page `title`. */
const edit = (title, text) => execFileSync(script, ["edit", dir, title], { input: text, stdio: ["pipe", "ignore", "inherit"] });
/** Rewrites DIR/extra.php, the settings read last (the parser cache is off: the next view uses them). */
const settings = (php) => writeFileSync(join(dir, "extra.php"), `<?php\n${php}\n`);

before(async () => {
  if (skip) return;
  if (!hasWiki()) mw("install");
  env = await start();
  dir = join(mkdtempSync(join(tmpdir(), "arbiter-wiki-")), "wiki");
  wiki = mw("start", dir, String(await freePort()), env.base).trim().split("\n").at(-1);
});

after(async () => {
  await env?.stop();
  if (dir) {
    mw("stop", dir);
    rmSync(join(dir, ".."), { recursive: true, force: true });
  }
});

/** Opens the wiki page `title` in a new context that records problems and dialogs. */
async function openWiki(title, viewport = { width: 1280, height: 900 }) {
  const context = await env.browser.newContext({ viewport });
  const page = await context.newPage();
  page.on("close", () => void context.close().catch(() => {}));
  page.on("console", (m) => {
    const from = m.location()?.url ?? "";
    const explainer = from.startsWith(env.base);
    if (m.type() === "error" || (explainer && m.type() === "warning")) problems.push(`${title} (${from}): console ${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${title}: ${e.message}`));
  page.on("dialog", (d) => {
    dialogs.push(`${title}: ${d.type()} ${d.message()}`);
    void d.dismiss();
  });
  await page.goto(`${wiki}/index.php?title=${encodeURIComponent(title)}`);
  return page;
}

/** The Playwright frame of the `i`th explainer iframe of `page`. */
const frameOf = async (page, i, selector = "iframe.arbiter-explainer-frame") => (await page.locator(selector).nth(i).elementHandle()).contentFrame();

const drawn = 'arbiter-explainer[data-state="ready"], arbiter-explainer[data-state="done"]';

/** An iframe's height on the page and its document's content height, and whether it scrolls inside. */
async function fit(page, frame, iframe) {
  const outer = await iframe.evaluate((f) => f.getBoundingClientRect().height);
  const inner = await frame.evaluate(() => ({
    content: document.documentElement.getBoundingClientRect().height,
    scrollHeight: document.documentElement.scrollHeight,
    clientHeight: document.documentElement.clientHeight,
  }));
  return { outer, ...inner };
}

/** Waits (up to `ms`) for the iframe to have its content's height, no inner scrollbar; returns the last measure. */
async function waitForFit(page, frame, iframe, ms = 15_000) {
  let last;
  for (const end = Date.now() + ms; Date.now() < end; ) {
    last = await fit(page, frame, iframe);
    if (Math.abs(last.outer - last.content) <= 2 && last.scrollHeight <= last.clientHeight) return last;
    await page.waitForTimeout(100);
  }
  return last;
}

/** window.scrollY over 2 s of `page`: only 0 if the explainer never scrolls it. */
async function scrolls(page) {
  const ys = new Set();
  for (let i = 0; i < 10; i++) {
    ys.add(await page.evaluate(() => window.scrollY));
    await page.waitForTimeout(200);
  }
  return [...ys];
}

const shownSteps = (frameOrPage) => frameOrPage.locator("li[data-seq]:not(.upcoming)").count();

test("iframe mode: a paused explainer and a broken one, each as tall as its content", { skip }, async () => {
  settings("");
  edit(
    "Explainers in frames",
    `A knight strikes, waiting for the reader:
<arbiter-explainer scenario="examples/berserk-attack.json" autoplay="off" title="A paused strike">A Veteran Knight strikes</arbiter-explainer>

A scenario with a mistake:
<arbiter-explainer scenario="examples/bad-scenario.json" title="A broken scenario"/>
`,
  );
  const before = problems.length;
  const page = await openWiki("Explainers in frames");
  const iframes = page.locator("iframe.arbiter-explainer-frame");
  assert.equal(await iframes.count(), 2);
  const [pausedEl, brokenEl] = [await iframes.nth(0).elementHandle(), await iframes.nth(1).elementHandle()];
  const paused = await pausedEl.contentFrame();
  const broken = await brokenEl.contentFrame();
  await paused.waitForSelector(drawn, { timeout: 30_000 });
  await broken.waitForSelector('arbiter-explainer[data-state="error"]', { timeout: 30_000 });
  assert.equal(await shownSteps(paused), 0, "autoplay=off: nothing played yet");

  const a = await waitForFit(page, paused, pausedEl);
  const b = await waitForFit(page, broken, brokenEl);
  assert.ok(Math.abs(a.outer - a.content) <= 2 && a.scrollHeight <= a.clientHeight, `the paused frame fits its content: ${JSON.stringify(a)}`);
  assert.ok(Math.abs(b.outer - b.content) <= 2 && b.scrollHeight <= b.clientHeight, `the error frame fits its content: ${JSON.stringify(b)}`);
  assert.ok(b.outer < a.outer - 100, `the error frame (${b.outer}px) is clearly shorter than the paused one (${a.outer}px)`);
  assert.deepStrictEqual(await scrolls(page), [0], "the wiki page stays where the reader put it");

  // A measure request is answered by a height message from that frame.
  const answered = await page.evaluate(
    () =>
      new Promise((resolve) => {
        const frame = document.querySelector("iframe.arbiter-explainer-frame");
        const on = (e) => {
          if (e.source === frame.contentWindow && e.data?.type === "arbiter-explainer-height") resolve(e.data.height);
        };
        addEventListener("message", on);
        frame.contentWindow.postMessage({ type: "arbiter-explainer-measure" }, "*");
        setTimeout(() => resolve(null), 3000);
      }),
  );
  assert.ok(Number.isInteger(answered), `the frame answers arbiter-explainer-measure with its height (got ${answered})`);

  // Play: the log gains entries, and the frame keeps fitting.
  await paused.locator('button[aria-label="Play / pause"]').click();
  await paused.waitForFunction(() => {
    const host = document.querySelector("arbiter-explainer");
    const root = host.shadowRoot ?? host;
    return root.querySelectorAll("li[data-seq]:not(.upcoming)").length >= 2;
  }, null, { timeout: 30_000 });
  await page.waitForTimeout(500);
  const c = await waitForFit(page, paused, pausedEl);
  assert.ok(Math.abs(c.outer - c.content) <= 2 && c.scrollHeight <= c.clientHeight, `the playing frame still fits: ${JSON.stringify(c)}`);
  assert.deepStrictEqual(await scrolls(page), [0], "playing scrolls nothing");
  // The whole page in the viewport: Chromium does not paint an iframe outside it for a fullPage shot.
  await page.setViewportSize({ width: 1280, height: await page.evaluate(() => document.documentElement.scrollHeight) });
  await page.waitForTimeout(300);
  await page.screenshot({ path: shot("wiki-iframes") });
  assert.deepStrictEqual(problems.slice(before), [], "no console errors on either origin");
  await page.close();
});

const hostStyles = (page) =>
  page.evaluate(() => {
    // Properties that follow the element's size (which the page's content changes), not its style.
    const sized = new Set(["height", "width", "block-size", "inline-size", "perspective-origin", "transform-origin"]);
    const pick = (sel) => {
      const e = document.querySelector(sel);
      if (!e) return null;
      const cs = getComputedStyle(e);
      return Object.fromEntries([...cs].filter((p) => !sized.has(p)).map((p) => [p, cs.getPropertyValue(p)]));
    };
    const button = document.querySelector("#searchButton, #searchform button, #searchform input[type=submit]");
    const link = document.querySelector("#p-navigation a, #footer a, #mw-panel a");
    button?.setAttribute("data-probe", "button");
    link?.setAttribute("data-probe", "link");
    return { body: pick("body"), button: pick('[data-probe="button"]'), link: pick('[data-probe="link"]'), content: pick("#content") };
  });

/** Where the page ends (its footer's bottom: Vector makes html and body 100% tall), and its scrollHeight. */
const pageHeight = () => ({
  footer: document.querySelector("#footer, .mw-footer").getBoundingClientRect().bottom + window.scrollY,
  scroll: document.documentElement.scrollHeight,
});

test("element mode: the element draws on the wiki page and leaves the wiki's styles alone", { skip }, async () => {
  settings('$wgArbiterExplainerMode = "element";');
  const intro = "A knight strikes, waiting for the reader: ";
  // Long enough to scroll with or without it (the page's height is its content's, not the viewport's or the sidebar's).
  const rest = "\n\n" + Array.from({ length: 30 }, (_, i) => `Paragraph ${i + 1} of the page.`).join("\n\n") + "\n";
  edit("Plain page", `${intro}${rest}`);
  edit("Explainer element", `${intro}<arbiter-explainer scenario="examples/berserk-attack.json" autoplay="off">A Veteran Knight strikes</arbiter-explainer>${rest}`);
  const before = problems.length;
  const viewport = { width: 1280, height: 500 };
  const plain = await openWiki("Plain page", viewport);
  await plain.waitForLoadState("networkidle");
  const plainStyles = await hostStyles(plain);
  const plainHeight = await plain.evaluate(pageHeight);
  await plain.close();

  const page = await openWiki("Explainer element", viewport);
  const el = page.locator("#mw-content-text arbiter-explainer");
  assert.equal(await el.count(), 1);
  assert.equal(await page.locator('head script[type="module"][src$="/arbiter-explainer.js"]').count(), 1, "its script, once, from the explainer's origin");
  await page.waitForSelector(`#mw-content-text ${drawn.replaceAll(", ", ", #mw-content-text ")}`, { timeout: 30_000 });
  await page.waitForTimeout(500);
  assert.equal(await page.evaluate(() => document.querySelector("arbiter-explainer").shadowRoot !== null), true, "it draws in an open shadow root");
  assert.ok((await el.locator("button").count()) > 0, "its controls are drawn");
  assert.deepStrictEqual(await hostStyles(page), plainStyles, "body, a button, a link and #content look as on a page without the explainer");
  const height = await page.evaluate(pageHeight);
  const box = await page.evaluate(() => {
    const e = document.querySelector("arbiter-explainer");
    const cs = getComputedStyle(e);
    const border = e.getBoundingClientRect().height;
    return { border, margins: border + parseFloat(cs.marginTop) + parseFloat(cs.marginBottom) };
  });
  // Its own box, with its margins at most (they may collapse with the paragraph's).
  const grown = height.footer - plainHeight.footer;
  assert.ok(grown >= box.border - 2 && grown <= box.margins + 2, `the page grows by the element's box only: ${grown}px for ${JSON.stringify(box)}`);
  assert.ok(Math.abs(height.scroll - plainHeight.scroll - grown) <= 1, `scrollHeight grows as the footer moves: ${JSON.stringify({ plainHeight, height })}`);
  assert.deepStrictEqual(await scrolls(page), [0], "the wiki page stays where the reader put it");
  await page.screenshot({ path: shot("wiki-element"), fullPage: true });
  assert.deepStrictEqual(problems.slice(before), [], "no console errors on either origin");
  await page.close();
});

test("hostile attributes: each an escaped error, nothing run, nothing injected", { skip }, async () => {
  // As an editor types them; those with < or > inside a value are not tags at all for
  // MediaWiki's preprocessor (shown as text), so the same values are also given as entities
  // and through {{#tag:}}, which do reach the extension.
  const wikitext = `<arbiter-explainer scenario="javascript:alert(1)"/>
<arbiter-explainer scenario="examples/berserk-attack.json" title='"><script>window.__pwned=1</script>'/>
<arbiter-explainer scenario="examples/berserk-attack.json" lang="<b>x</b>"/>
<arbiter-explainer s="<img src=x onerror=alert(1)>"/>
<arbiter-explainer scenario="examples/berserk-attack.json" title="&quot;&gt;&lt;script&gt;window.__pwned=1&lt;/script&gt;"/>
<arbiter-explainer scenario="examples/berserk-attack.json" lang="&lt;b&gt;x&lt;/b&gt;"/>
<arbiter-explainer s="&lt;img src=x onerror=alert(1)&gt;"/>
{{#tag:arbiter-explainer||scenario=examples/berserk-attack.json|title="><script>window.__pwned=1</script>}}
{{#tag:arbiter-explainer||s=<img src=x onerror=alert(1)>}}
<arbiter-explainer scenario="data:text/html;base64,PHNjcmlwdD53aW5kb3cuX19wd25lZD0xPC9zY3JpcHQ+"/>
<arbiter-explainer scenario="examples/berserk-attack.json" onload="window.__pwned=1"/>
`;
  const expected = [
    ['"scenario"', "javascript:alert(1)"],
    ['"title"', '"><script>window.__pwned=1</script>'],
    ['"lang"', "<b>x</b>"],
    ['"s"', "<img src=x onerror=alert(1)>"],
    ['"title"', '"><script>window.__pwned=1</script>'],
    ['"s"', "<img src=x onerror=alert(1)>"],
    ['"scenario"', "data:text/html;base64,"],
    ['"onload"', ""],
  ];
  for (const mode of ["iframe", "element"]) {
    settings(`$wgArbiterExplainerMode = "${mode}";`);
    edit("Hostile", wikitext);
    const before = problems.length;
    const page = await openWiki("Hostile");
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    const errors = await page.locator("#mw-content-text strong.error").allTextContents();
    assert.equal(errors.length, expected.length, `${mode}: one error per hostile tag that reaches the extension: ${JSON.stringify(errors, null, 1)}`);
    expected.forEach(([name, value], i) => {
      assert.ok(errors[i].includes(name) && errors[i].includes(value), `${mode}: error ${i} names ${name} and shows ${value} as text: ${errors[i]}`);
    });
    const content = await page.evaluate(() => {
      const c = document.querySelector("#mw-content-text");
      const handlers = [...c.querySelectorAll("*")].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name) || /javascript:/i.test(a.value)));
      return {
        pwned: typeof window.__pwned,
        injected: c.querySelectorAll("script, img, iframe, object, embed, arbiter-explainer").length,
        handlers: handlers.length,
        // The literal forms, shown as text by MediaWiki itself.
        literal: c.textContent.includes("<script>window.__pwned=1</script>'/>") && c.textContent.includes('s="<img src=x onerror=alert(1)>"/>'),
      };
    });
    assert.deepStrictEqual(content, { pwned: "undefined", injected: 0, handlers: 0, literal: true }, `${mode}: nothing injected`);
    if (mode === "iframe") await page.screenshot({ path: shot("wiki-hostile"), fullPage: true });
    assert.deepStrictEqual(problems.slice(before), [], `${mode}: no console errors`);
    await page.close();
  }
  assert.deepStrictEqual(dialogs, [], "no dialog opened");
});

test("MediaWiki:Common.js: the resize script passes the wiki's ES5 check and sizes a template's iframe", { skip }, async () => {
  const site = async () => (await fetch(`${wiki}/load.php?modules=site&only=scripts&lang=en&skin=vector&debug=false`)).text();
  // The negative control: an arrow function is refused, so the check can fail.
  edit("MediaWiki:Common.js", "var f = () => 1;\n");
  assert.match(await site(), /JavaScript parse error/, "ES6 in Common.js is reported by load.php");
  edit("MediaWiki:Common.js", resizeJs);
  const served = await site();
  assert.doesNotMatch(served, /JavaScript parse error/, "resize.js is ES5 for MediaWiki's check");
  assert.match(served, /arbiter-explainer-height/, "load.php serves the script");

  // A wiki without the extension's tag: raw HTML through a template, sized by Common.js alone.
  settings("$wgRawHtml = true;");
  // docs/wiki.md's template, as an administrator copies it, pointed at this explainer.
  const docs = readFileSync(new URL("../../docs/wiki.md", import.meta.url), "utf8");
  const template = docs.match(/^\{\{#tag:html\|.*\}\}$/m);
  assert.ok(template, "docs/wiki.md gives the {{#tag:html|...}} template");
  edit("Template:Explainer", template[0].replaceAll("https://YOUR-HOST", env.base));
  edit("Template explainer", "A strike, at its second step:\n\n{{Explainer|scenario=examples/berserk-attack.json|step=2|height=300}}\n");
  const before = problems.length;
  const page = await openWiki("Template explainer");
  const iframe = page.locator('iframe[src*="explainer.html"]');
  assert.equal(await iframe.count(), 1, "the template's iframe is on the page");
  assert.match(await iframe.getAttribute("src"), /explainer\.html\?scenario=examples\/berserk-attack\.json&lang=en&step=2$/);
  const handle = await iframe.elementHandle();
  const frame = await handle.contentFrame();
  await frame.waitForSelector(drawn, { timeout: 30_000 });
  await page.waitForFunction(() => mw.loader.getState("site") === "ready", null, { timeout: 15_000 });
  const states = await page.evaluate(() => ({ resize: mw.loader.getState("ext.arbiterExplainer.resize"), site: mw.loader.getState("site") }));
  assert.notEqual(states.resize, "ready", "the extension's module is not on this page");
  assert.equal(states.site, "ready", "MediaWiki ran the site script for a reader who is not logged in");
  const f = await waitForFit(page, frame, handle);
  assert.ok(Math.abs(f.outer - f.content) <= 2 && f.scrollHeight <= f.clientHeight, `Common.js sized the template's iframe: ${JSON.stringify(f)}`);
  assert.notEqual(f.outer, 300, "not the template's initial height");
  assert.equal(await shownSteps(frame), 2, "step=2: two steps shown");
  assert.deepStrictEqual(problems.slice(before), [], "no console errors on either origin");
  await page.close();
  settings("");
});

test("the builder's MediaWiki output, pasted as it is, draws the same scenario in both modes; an empty step is no step", { skip }, async () => {
  const builder = await env.browser.newPage();
  await builder.goto(`${env.base}/builder.html?ruleset=berserk&lang=en`);
  await builder.waitForFunction(() => document.querySelector("#out-wiki")?.value.startsWith("<arbiter-explainer s="), null, { timeout: 30_000 });
  const tag = await builder.locator("#out-wiki").inputValue();
  // The preview draws its steps once its engine has resolved the scenario (the output may come first).
  await builder.waitForSelector('#preview arbiter-explainer[data-state="done"]', { timeout: 30_000 });
  const steps = await builder.locator("#preview arbiter-explainer li[data-seq]").count();
  assert.ok(steps > 0, "the builder's preview shows the steps");
  await builder.close();
  // The editor's own touches: an empty step, a speed.
  const pasted = tag.replace(" />", ' step="" speed="0" />');
  edit("From the builder", `The builder's scenario:\n\n${pasted}\n`);
  for (const mode of ["iframe", "element"]) {
    settings(mode === "element" ? '$wgArbiterExplainerMode = "element";' : "");
    const before = problems.length;
    const page = await openWiki("From the builder");
    const frame = mode === "iframe" ? await frameOf(page, 0) : page;
    await frame.waitForSelector('arbiter-explainer[data-state="done"]', { timeout: 30_000 });
    assert.equal(await frame.locator("li[data-seq]").count(), steps, `${mode}: every step of the builder's preview`);
    assert.equal(await shownSteps(frame), steps, `${mode}: an empty step opened no step: it played to the end`);
    assert.deepStrictEqual(problems.slice(before), [], `${mode}: no console errors`);
    await page.close();
  }
  settings("");
});
