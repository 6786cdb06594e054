// The lists of hot functions (tools/hot-functions/<ruleset>.txt) and the tool that turns one
// into flags (flags.mjs), on the first build `make pkg` made of each listed ruleset's engine
// (target/inlined-<ruleset>-names): every line of a list names a function of that build,
// each function chosen gets both marks removed, and a stale line fails, naming itself.
import { test } from "node:test";
import assert from "node:assert/strict";
import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const root = new URL("../../", import.meta.url).pathname;
const tool = join(root, "tools/hot-functions/flags.mjs");
const lists = readdirSync(join(root, "tools/hot-functions")).filter((f) => f.endsWith(".txt"));
const wasmOf = (ruleset) => join(root, `target/inlined-${ruleset}-names/wasm32-unknown-unknown/wasm-ruleset/arbiter.wasm`);
const flags = (wasm, list) => spawnSync("node", [tool, wasm, list], { encoding: "utf8" });

test("there is a list of hot functions", () => assert.ok(lists.length > 0));

for (const file of lists) {
  const ruleset = file.replace(/\.txt$/, "");
  const list = join(root, "tools/hot-functions", file);

  test(`every line of ${file} names functions of ${ruleset}'s engine, each unmarked for both marks`, () => {
    const run = flags(wasmOf(ruleset), list);
    assert.equal(run.status, 0, run.stderr);
    const removed = run.stdout.trim().split(/\s+(?=-C )/).map((f) => f.replace(/^-C llvm-args=-force-remove-attribute=/, ""));
    const symbols = new Set(removed.map((f) => f.replace(/:(minsize|optsize)$/, "")));
    for (const symbol of symbols) {
      assert.ok(symbol.startsWith("_ZN") && symbol.endsWith("E"), symbol);
      assert.ok(removed.includes(`${symbol}:minsize`) && removed.includes(`${symbol}:optsize`), symbol);
    }
    const lines = readFileSync(list, "utf8").split("\n").filter((l) => l.trim() && !l.startsWith("#"));
    assert.ok(symbols.size >= lines.length, `${symbols.size} functions for ${lines.length} lines`);
  });

  test(`a line of ${file} that names no function fails the build, named`, () => {
    const dir = mkdtempSync(join(tmpdir(), "hot-"));
    const stale = join(dir, "stale.txt");
    const gone = `arbiter::rulesets::${ruleset}::no_such_function`;
    writeFileSync(stale, `${readFileSync(list, "utf8")}\n${gone}\n`);
    const run = flags(wasmOf(ruleset), stale);
    assert.equal(run.status, 1);
    assert.match(run.stderr, new RegExp(`no function of .* is\\n  ${gone}$`, "m"));
    assert.equal(run.stdout, "");
  });
}

test("a path ending in :: takes every function under it; one without, that function only", () => {
  const [file] = lists;
  const ruleset = file.replace(/\.txt$/, "");
  const dir = mkdtempSync(join(tmpdir(), "hot-"));
  const functions = (text) => {
    const list = join(dir, "list.txt");
    writeFileSync(list, text);
    const run = flags(wasmOf(ruleset), list);
    assert.equal(run.status, 0, run.stderr);
    return run.stdout.match(/:minsize/g)?.length ?? 0;
  };
  const all = functions(`# the whole ruleset\narbiter::rulesets::${ruleset}::\n`);
  assert.ok(all > 20, `${all} functions under the ruleset's module`);
  const exact = readFileSync(join(root, "tools/hot-functions", file), "utf8")
    .split("\n")
    .find((l) => l.trim() && !l.startsWith("#") && !l.endsWith("::"));
  assert.equal(functions(`${exact}\n`), 1, exact);
});
