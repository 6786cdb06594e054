// The package as an npm consumer gets it: `npm pack`, install the tarball into a scratch
// project, import it (and its per-ruleset subpaths) from Node ESM, and type-check a
// consumer's TypeScript against it.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync, copyFileSync, rmSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("../../", import.meta.url));
const run = (cmd, args, cwd) => execFileSync(cmd, args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });

test("npm pack, install, import from Node ESM, type-check a consumer", () => {
  const dir = mkdtempSync(join(tmpdir(), "arbiter-consumer-"));
  try {
    run("npm", ["pack", "--pack-destination", dir, "--silent"], join(root, "pkg"));
    const tarball = readdirSync(dir).find((f) => f.endsWith(".tgz"));
    assert.ok(tarball, "npm pack wrote a tarball");
    writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "consumer", private: true, type: "module" }));
    run("npm", ["install", "--no-audit", "--no-fund", "--offline", join(dir, tarball)], dir);
    writeFileSync(
      join(dir, "main.mjs"),
      `import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Game, resolveScenario, rulesets, version } from "arbiter-engine";
const game = new Game({ ruleset: "eredan", seed: 5 });
const d = game.pending();
const events = game.choose(d.options[0]);
const berserk = await import("arbiter-engine/berserk");
const yummell = await import("arbiter-engine/yummell/init");
await yummell.default({ wasm: readFileSync(fileURLToPath(import.meta.resolve("arbiter-engine/yummell/arbiter_bg.wasm"))) });
const scenarios = await import("arbiter-engine/berserk/scenarios");
const subpaths = [berserk.rulesets(), yummell.rulesets(), (await import("arbiter-engine/eredan")).rulesets(), scenarios.rulesets()];
const noGame = scenarios.Game === undefined && scenarios.cards("berserk").length > 0;
console.log(JSON.stringify({ rulesets: rulesets(), version: version(), kind: d.kind, events: events.length, subpaths, noGame }));
`,
    );
    const out = JSON.parse(run("node", ["main.mjs"], dir));
    assert.ok(out.rulesets.includes("eredan"));
    assert.equal(out.kind, "fighters");
    assert.ok(out.events >= 1);
    assert.deepStrictEqual(out.subpaths, [["berserk"], ["yummell"], ["eredan"], ["berserk"]], "the tarball has every subpath");
    assert.ok(out.noGame, "a scenario engine from the tarball has its catalogue and no Game");
    // Every consumer file: one per ruleset playing a game with its types, one generic in the
    // ruleset, and the subpaths; type-checked as `tsc --strict` does by default (its own libs,
    // no skipLibCheck), so the shipped declarations may need neither the DOM nor esnext.
    const files = readdirSync(join(root, "tests/js/consumer")).filter((f) => f.endsWith(".ts"));
    for (const file of files) copyFileSync(join(root, "tests/js/consumer", file), join(dir, file));
    // Every scenario of the repository (the golden ones, the pages' examples) is a `ScenarioOf`
    // its ruleset: the types accept what the engine accepts, field by field.
    const scenarioFiles = [
      ...readdirSync(join(root, "tests/scenarios")).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json")).map((f) => join(root, "tests/scenarios", f)),
      ...["berserk-attack.json", "yummell-race.json"].map((f) => join(root, "www/examples", f)),
    ];
    const typed = scenarioFiles.map((file, i) => {
      const text = readFileSync(file, "utf8");
      return `export const s${i}: ScenarioOf<${JSON.stringify(JSON.parse(text).ruleset)}> = ${text.trim()};`;
    });
    writeFileSync(join(dir, "scenarios.ts"), `import type { ScenarioOf } from "arbiter-engine";\n${typed.join("\n")}\n`);
    files.push("scenarios.ts");
    // The package README's TypeScript examples, type-checked with the consumer files.
    const examples = readmeExamples();
    assert.ok(examples.length >= 4, "pkg/README.md has a TypeScript example per ruleset");
    examples.forEach((code, i) => writeFileSync(join(dir, `readme-${i}.ts`), code));
    files.push(...examples.map((_, i) => `readme-${i}.ts`));
    writeFileSync(
      join(dir, "tsconfig.json"),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          module: "nodenext",
          moduleResolution: "nodenext",
          types: [],
        },
        files,
      }),
    );
    // And with ES2022's libs only: the declarations need no DOM, esnext or Node names.
    writeFileSync(
      join(dir, "tsconfig.es.json"),
      JSON.stringify({ extends: "./tsconfig.json", compilerOptions: { lib: ["es2022"] }, files: ["no-dom.ts"] }),
    );
    for (const config of ["tsconfig.json", "tsconfig.es.json"]) {
      try {
        run(join(root, "node_modules/.bin/tsc"), ["-p", join(dir, config)], dir);
      } catch (e) {
        assert.fail(`the consumer does not type-check (${config}):\n${e.stdout}${e.stderr}`);
      }
    }
    // And they run: each whole-game example plays its game to the end.
    const runTs = (name) => {
      run(join(root, "node_modules/.bin/esbuild"), [`${name}.ts`, "--format=esm", `--outfile=${name}.mjs`, "--log-level=error"], dir);
      return run("node", [`${name}.mjs`], dir);
    };
    examples.forEach((_, i) => assert.ok(runTs(`readme-${i}`).length > 0, `readme example ${i} ran`));
    // The one typed loop plays every ruleset's game to its end, by option and by index alike.
    const lines = runTs("any_game").trim().split("\n");
    assert.equal(lines.length, 5, lines.join("\n"));
    for (const line of lines) {
      const [, by, index] = line.match(/: (.*) after \d+ events; by index: (.*)$/) ?? [];
      assert.ok(by && by !== "not over" && by === index, line);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The ```ts blocks of pkg/README.md's "A whole game of each ruleset" section. */
function readmeExamples() {
  const text = readFileSync(join(root, "pkg/README.md"), "utf8");
  const section = text.split("\n## ").find((s) => s.startsWith("A whole game of each ruleset")) ?? "";
  return [...section.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1]);
}
