// What frames cost: whole games of each ruleset driven decision by decision from JS, once with
// `choose` (events only) and once with `step` (events and the public state after each), in one
// run, rounds alternating; and the JSON size of the events and of the frames per game.
// Usage: node benches/frames.mjs [GAMES] (after `make pkg`).
import { Game, rulesets } from "../pkg/node.js";
import { prng, randomChoice } from "../tests/js/random.mjs";

const games = Number(process.argv[2] ?? 40);

function play(ruleset, framed) {
  let events = 0, eventBytes = 0, frameBytes = 0;
  const start = performance.now();
  for (let seed = 0; seed < games; seed++) {
    const game = new Game({ ruleset, seed });
    const rnd = prng(seed);
    for (let d = game.pending(), n = 0; d && n < 2000; d = game.pending(), n++) {
      const choice = randomChoice(d, rnd);
      if (framed) {
        const step = game.step(choice);
        events += step.events.length;
        eventBytes += JSON.stringify(step.events).length;
        frameBytes += JSON.stringify(step.frames).length;
      } else {
        events += game.choose(choice).length;
      }
    }
    game.free();
  }
  return { secs: (performance.now() - start) / 1000, events, eventBytes, frameBytes };
}

for (const ruleset of rulesets()) {
  const rounds = [];
  for (let r = 0; r < 3; r++) rounds.push([play(ruleset, false), play(ruleset, true)]);
  const median = (xs) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const plain = median(rounds.map(([p]) => p.secs));
  const framed = median(rounds.map(([, f]) => f.secs));
  const ratio = median(rounds.map(([p, f]) => f.secs / p.secs));
  const f = rounds[0][1];
  console.log(
    `${ruleset}: ${games} games, ${f.events} events; choose ${(games / plain).toFixed(1)} games/s, ` +
      `step ${(games / framed).toFixed(1)} games/s (step/choose time ${ratio.toFixed(2)}); ` +
      `per event: ${(f.eventBytes / f.events).toFixed(0)} B of event, ${(f.frameBytes / f.events).toFixed(0)} B of frame`,
  );
}
