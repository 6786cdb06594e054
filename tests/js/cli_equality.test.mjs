// JS and the command line give the same values: every golden scenario's `resolveScenario` is
// the JSON `arbiter scenario` prints (fields in the same order), and a game played from JS,
// replayed by `arbiter replay` from its log, narrates the same events with the same numbers
// and rules and ends the same way. Run against the package (pkg/) and, when it has been built
// (`make pkg-js-values`), against the engines whose values cross as JS values.
import { test } from "node:test";
import assert from "node:assert/strict";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { prng, randomChoice } from "./random.mjs";

const root = fileURLToPath(new URL("../../", import.meta.url));
const scenarios = join(root, "tests/scenarios");
// The seeds' golden scenarios, and the golden scenario of each printed Berserk card.
const golden = ["", "berserk-vs/"].flatMap((dir) =>
  readdirSync(join(scenarios, dir)).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json")).map((f) => dir + f),
);
// The release binary `make js-tests` builds first (`make server`; ARBITER=path for another), run
// directly: a `cargo run` for each of the 200-odd scenarios spent most of the test in cargo.
const binary = process.env.ARBITER ?? join(root, "target/release/arbiter");
const cli = (...args) => {
  assert.ok(existsSync(binary), `${binary} is missing: build it with \`cargo build --release --bin arbiter\``);
  return execFileSync(binary, args, { cwd: root, encoding: "utf8", maxBuffer: 1 << 28 });
};

const builds = [["pkg", "../../pkg/node.js"]];
if (existsSync(join(root, "target/pkg-js-values/node.js"))) builds.push(["js values", "../../target/pkg-js-values/node.js"]);

for (const [name, path] of builds) {
  const engine = await import(path);

  test(`${name}: resolveScenario is the CLI's result, value for value and in the same field order`, () => {
    for (const file of golden) {
      const printed = cli("scenario", join(scenarios, file));
      const scenario = JSON.parse(readFileSync(join(scenarios, file), "utf8"));
      const fromJs = engine.resolveScenario(scenario);
      assert.deepStrictEqual(fromJs, JSON.parse(printed), file);
      assert.equal(JSON.stringify(fromJs), JSON.stringify(JSON.parse(printed)), `${file}: field order`);
    }
  });

  test(`${name}: a game played from JS is the game the CLI replays from its log`, () => {
    const dir = mkdtempSync(join(tmpdir(), "arbiter-cli-"));
    for (const ruleset of engine.rulesets()) {
      const game = new engine.Game({ ruleset, seed: 5 });
      const events = [...game.openingEvents()];
      const rnd = prng(5);
      for (let d = game.pending(); d; d = game.pending()) events.push(...game.choose(randomChoice(d, rnd)));
      const file = join(dir, `${ruleset}.json`);
      writeFileSync(file, JSON.stringify(game.log()));
      const lines = events.map((e) => `${String(e.seq).padStart(4)} [${e.rule}] ${engine.narrate(e, "en")}`);
      lines.push(`result: ${JSON.stringify(game.outcome())}`);
      assert.deepStrictEqual(cli("replay", file).trimEnd().split("\n"), lines, ruleset);
    }
  });
}
