// A seeded random player for JS tests and benchmarks: picks uniformly among the legal options
// that `game.pending()` lists.

/** mulberry32: a small seeded PRNG (numbers in [0, 1)). */
export function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = (rnd, list) => list[Math.floor(rnd() * list.length)];

/** A random legal choice for decision `d`: one of its options (every ruleset lists them in full). */
export function randomChoice(d, rnd) {
  if (!Array.isArray(d.options) || d.options.length === 0) throw new Error(`a decision with no options: ${JSON.stringify(d)}`);
  return pick(rnd, d.options);
}

/** Plays `game` to its end with random legal choices; returns every event. */
export function playOut(game, rnd) {
  const events = [];
  for (let d = game.pending(); d; d = game.pending()) events.push(...game.choose(randomChoice(d, rnd)));
  return events;
}

/** Plays `game` to its end as fast as JS can: each choice an option index drawn from `rnd`
 *  (`optionCount`, `choose(index, { events: false })`), numbers alone crossing. */
export function playOutByIndex(game, rnd) {
  const quiet = { events: false };
  for (let n = game.optionCount(); n > 0; n = game.optionCount()) game.choose(Math.floor(rnd() * n), quiet);
}
