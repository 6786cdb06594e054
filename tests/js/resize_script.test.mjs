// The script that sizes explainer iframes on a host page (the MediaWiki extension's
// resources/resize.js, which docs/wiki.md tells administrators to paste into MediaWiki:Common.js):
// ECMAScript 5, as MediaWiki requires of site scripts, and given by the docs exactly as it is.
// (tests/e2e/wiki.test.mjs runs it in MediaWiki itself.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { parse } from "acorn";

const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const resize = read("integrations/mediawiki/ArbiterExplainer/resources/resize.js");
const element = read("integrations/mediawiki/ArbiterExplainer/resources/element.js");

test("the extension's scripts are ECMAScript 5", () => {
  for (const source of [resize, element]) assert.doesNotThrow(() => parse(source, { ecmaVersion: 5 }));
  // The check can fail: what the earlier one-line listener was written in is refused.
  const modern = `addEventListener("message", (e) => { if (e.data?.type === "arbiter-explainer-height") document.querySelector("iframe").style.height = e.data.height + "px"; });`;
  assert.throws(() => parse(modern, { ecmaVersion: 5 }), SyntaxError);
});

test("docs/wiki.md gives the resize script exactly as the extension ships it", () => {
  const docs = read("docs/wiki.md");
  const blocks = [...docs.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.ok(blocks.includes(resize), "a ```js block of docs/wiki.md is resources/resize.js");
});
