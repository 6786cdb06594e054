// Every fenced code block of README.md and pkg/README.md is run, or marked in the Markdown just
// before it with `<!-- not run: why -->`:
// - js and ts blocks in Node against the built package (pkg/, linked as
//   node_modules/arbiter-engine, so imports resolve through its exports map as a consumer's do);
//   ts is stripped of its types by esbuild first;
// - sh blocks of `arbiter ...` commands (or `cargo run --release --bin arbiter -- ...`) with the
//   release binary, target/release/arbiter (ARBITER to override), from the repository's root;
// - the esbuild command of pkg/README.md, as written, on a tiny app whose bundle is then loaded
//   in headless Chromium (as tests/js/bundlers.test.mjs loads its builds).
// A line ending in `// → text` (JS) or `# → text` (shell) shows what it prints, the first time
// it runs: the console.log of that line (util.format of its arguments), the command's first line
// of output (its spaces around trimmed). Each is compared.
import { test, after } from "node:test";
import assert from "node:assert/strict";
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { transformSync } from "esbuild";
import { serveStatic } from "./shared.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const ARBITER = process.env.ARBITER ?? join(root, "target/release/arbiter");
const scratch = mkdtempSync(join(tmpdir(), "readme-blocks-"));
mkdirSync(join(scratch, "node_modules"));
symlinkSync(join(root, "pkg"), join(scratch, "node_modules/arbiter-engine"));
after(() => rmSync(scratch, { recursive: true, force: true }));

const ARROW = /\s*(?:\/\/|#) → (.*)$/;
const ARBITER_COMMAND = /^(?:cargo run --release --bin arbiter -- |arbiter )/;

/** The fenced blocks of a Markdown file: language, lines, the line of the fence, the mark. */
function blocks(file) {
  const lines = readFileSync(join(root, file), "utf8").split("\n");
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    const open = /^```(\S*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const end = lines.indexOf("```", i + 1);
    assert.ok(end > i, `${file}:${i + 1}: a code block is not closed`);
    let before = i - 1;
    while (before >= 0 && lines[before].trim() === "") before--;
    const mark = /^<!-- not run: (.+) -->$/.exec(lines[before] ?? "");
    found.push({ file, line: i + 1, lang: open[1], body: lines.slice(i + 1, end), notRun: mark?.[1] });
    i = end;
  }
  return found;
}

const all = ["README.md", "pkg/README.md"].flatMap(blocks);
const esbuildBlock = (b) => b.lang === "sh" && b.body.some((l) => l.startsWith("npx esbuild "));
const kind = (b) =>
  b.notRun ? "marked" : ["js", "ts"].includes(b.lang) ? "js" : esbuildBlock(b) ? "esbuild"
  : b.lang === "sh" && b.body.every((l) => l.trim() === "" || l.startsWith("#") || ARBITER_COMMAND.test(l)) ? "sh"
  : "unknown";

test("every code block of README.md and pkg/README.md is run or marked not run", (t) => {
  const unknown = all.filter((b) => kind(b) === "unknown").map((b) => `${b.file}:${b.line} (${b.lang || "no language"})`);
  assert.deepEqual(unknown, [], "blocks that are neither run nor marked `<!-- not run: why -->`");
  const count = (k) => all.filter((b) => kind(b) === k).length;
  const summary = `${all.length} code blocks: ${count("js")} JS/TS run in Node, ${count("sh")} shell run, ${count("esbuild")} esbuild command run, ${count("marked")} marked not run`;
  t.diagnostic(summary);
  console.log(summary);
});

/** Each `→` line's expected text, by line index in the block. */
const expectations = (body) => new Map(body.flatMap((l, i) => { const m = ARROW.exec(l); return m ? [[i, m[1].trim()]] : []; }));

for (const b of all.filter((b) => kind(b) === "js")) {
  test(`${b.file}:${b.line} (${b.lang}) runs and prints what it shows`, () => {
    const expected = expectations(b.body);
    const body = b.body.map((l, i) => {
      if (!expected.has(i)) return l;
      assert.ok(l.includes("console.log("), `${b.file}:${b.line + 1 + i}: a → comment must end a console.log line`);
      return l.replace("console.log(", `__show(${i}, `);
    });
    let code = body.join("\n");
    if (b.lang === "ts") code = transformSync(code, { loader: "ts", format: "esm" }).code;
    const prelude = `import { format as __format } from "node:util";
const __seen = new Set();
const __show = (n, ...args) => { if (!__seen.has(n)) { __seen.add(n); process.stdout.write("\\0" + n + " " + JSON.stringify(__format(...args)) + "\\n"); } };\n`;
    const file = join(scratch, `block-${b.file.replace(/\W/g, "_")}-${b.line}.mjs`);
    writeFileSync(file, prelude + code);
    const run = spawnSync(process.execPath, [file], { cwd: scratch, encoding: "utf8", timeout: 120_000, maxBuffer: 1 << 28 });
    assert.equal(run.status, 0, `exit ${run.status}\n${run.stderr}`);
    const printed = new Map(run.stdout.split("\n").filter((l) => l.startsWith("\0")).map((l) => {
      const space = l.indexOf(" ");
      return [Number(l.slice(1, space)), JSON.parse(l.slice(space + 1))];
    }));
    const at = (i) => `${b.file}:${b.line + 1 + i}`;
    const shown = [...expected].map(([i, text]) => `${at(i)} → ${text}`);
    const actual = [...expected].map(([i]) => `${at(i)} → ${printed.get(i) ?? "(never printed)"}`);
    assert.deepEqual(actual, shown);
  });
}

for (const b of all.filter((b) => kind(b) === "sh")) {
  test(`${b.file}:${b.line} (sh) runs and prints what it shows`, () => {
    b.body.forEach((line, i) => {
      if (!ARBITER_COMMAND.test(line)) return;
      const m = ARROW.exec(line);
      const command = (m ? line.slice(0, m.index) : line)
        .replace(ARBITER_COMMAND, '"$ARBITER" ')
        .replaceAll("/tmp/", `${scratch}/`);
      // The bound only ends a command that hangs: the longest (20 Berserk games simulated, about
      // 100 s of one core) takes five times as long on a machine shared with other builds.
      const run = spawnSync("bash", ["-o", "pipefail", "-c", command], { cwd: root, encoding: "utf8", env: { ...process.env, ARBITER }, timeout: 1_200_000, maxBuffer: 1 << 28 });
      const where = `${b.file}:${b.line + 1 + i}: ${line}`;
      assert.equal(run.status, 0, `${where}\nexit ${run.status ?? run.signal}${run.error ? ` (${run.error.message})` : ""}\n${run.stderr}`);
      if (m) assert.equal(run.stdout.split("\n")[0].trim(), m[1].trim(), where);
    });
  });
}

test("the esbuild command of pkg/README.md, as written, bundles an app that runs in Chromium", async (t) => {
  const block = all.find(esbuildBlock);
  assert.ok(block, "pkg/README.md shows the esbuild command in a sh block");
  const command = block.body.find((l) => l.startsWith("npx esbuild ")).replace(ARROW, "");
  const args = command.split(/\s+/).slice(2);
  for (const needed of ["--bundle", "--format=esm", "--loader:.wasm=file", "--conditions=wasm-import"]) {
    assert.ok(args.includes(needed), `the documented command has ${needed}`);
  }
  const entry = args.find((a) => !a.startsWith("-"));
  const outdir = args.find((a) => a.startsWith("--outdir="))?.slice("--outdir=".length);
  assert.ok(entry && outdir, "the command names its entry and --outdir");
  const app = join(scratch, "esbuild-app");
  mkdirSync(app);
  mkdirSync(join(app, "node_modules"));
  symlinkSync(join(root, "pkg"), join(app, "node_modules/arbiter-engine"));
  writeFileSync(join(app, entry), `import { Game, rulesets } from "arbiter-engine";
import { Game as BerserkGame } from "arbiter-engine/berserk";
const eredan = new Game({ ruleset: "eredan", seed: 7 });
eredan.choose(eredan.pending().options[0]);
const berserk = new BerserkGame({ ruleset: "berserk", seed: 3 });
berserk.playRandom(3);
document.title = "ok " + rulesets().length + " " + (berserk.pending() === null);
`);
  execFileSync(join(root, "node_modules/.bin/esbuild"), args, { cwd: app, stdio: "pipe" });
  const dist = join(app, outdir);
  writeFileSync(join(dist, "index.html"), `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="./${entry.replace(/\.\w+$/, ".js")}"></script>`);

  const chromiumPath = process.env.CHROMIUM ?? "/usr/bin/chromium";
  if (!existsSync(chromiumPath)) return t.skip(`no Chromium at ${chromiumPath}`);
  const { chromium } = await import("playwright-core");
  const { server, base } = await serveStatic(dist);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const page = await browser.newPage();
    const problems = [];
    page.on("console", (m) => { if (["error", "warning"].includes(m.type())) problems.push(m.text()); });
    page.on("pageerror", (e) => problems.push(e.message));
    page.on("requestfailed", (r) => problems.push(`failed: ${r.url()}`));
    await page.goto(`${base}/index.html`);
    await page.waitForFunction(() => document.title.startsWith("ok"), null, { timeout: 30_000 }).catch(() => {});
    assert.deepEqual(problems, []);
    assert.equal(await page.title(), "ok 3 true");
  } finally {
    await browser.close();
    server.close();
  }
});
