// Whole random games per second, the measure the wasm benchmarks share: in a wasm engine
// (`new Game({ ruleset, seed })`, `play`, `free`, seeds 0..games) and natively
// (examples/random_games, which starts and plays out each game exactly as the binding does).

import { execFileSync } from "node:child_process";

/** Games per second of `games` games of `ruleset` in the engine whose `Game` class is given. */
export function timed(Game, ruleset, games, play) {
  const start = performance.now();
  for (let seed = 0; seed < games; seed++) {
    const game = new Game({ ruleset, seed });
    play(game, seed);
    game.free();
  }
  return games / ((performance.now() - start) / 1000);
}

/** Games per second natively: `random_games GAMES ...args` (built with `--release`). */
export function native(games, ...args) {
  const out = execFileSync("target/release/examples/random_games", [String(games), ...args], { encoding: "utf8" });
  const [, secs] = out.match(/games, (?:\d+ turns, )?([\d.]+) s/);
  return games / Number(secs);
}

/** The median of `xs`. */
export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
