// The scenario engines against the game engines: `explainScenario` of each ruleset's golden
// scenarios (tests/scenarios/), per call, in `arbiter-engine/<ruleset>` and in
// `arbiter-engine/<ruleset>/scenarios`, the two alternating round by round in one process.
// After `make pkg`:
//
//   node benches/scenario_engines.mjs [ROUNDS]      (default 200; medians of 5 rounds)
import { readFileSync, readdirSync } from "node:fs";

const rounds = Number(process.argv[2] ?? 200);
const dir = new URL("../tests/scenarios/", import.meta.url);
const files = readdirSync(dir).filter((f) => f.endsWith(".json") && !f.endsWith(".expected.json"));
const median = (xs) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

for (const ruleset of ["eredan", "berserk", "yummell"]) {
  const texts = files.map((f) => readFileSync(new URL(f, dir), "utf8")).filter((t) => JSON.parse(t).ruleset === ruleset);
  const engines = [await import(`arbiter-engine/${ruleset}`), await import(`arbiter-engine/${ruleset}/scenarios`)];
  const times = [[], []];
  for (let round = 0; round < 5; round++) {
    engines.forEach((engine, i) => {
      const start = performance.now();
      for (let k = 0; k < rounds; k++) for (const t of texts) engine.explainScenario(t);
      times[i].push(((performance.now() - start) * 1000) / (rounds * texts.length));
    });
  }
  const [game, scenarios] = times.map(median);
  console.log(
    `${ruleset}: ${texts.length} scenarios, explainScenario per call: game engine ${game.toFixed(0)} µs, ` +
      `scenario engine ${scenarios.toFixed(0)} µs (${(scenarios / game).toFixed(2)} times)`,
  );
}
