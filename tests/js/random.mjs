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

/** A random legal choice for decision `d`. */
export function randomChoice(d, rnd) {
  // Rulesets whose decisions list complete choices (Berserk): pick one.
  if (d.type === undefined && Array.isArray(d.options)) return pick(rnd, d.options);
  switch (d.type) {
    case "fighters": {
      const [own, opponent] = pick(rnd, d.options);
      return { type: "fighters", player: d.player, own, opponent };
    }
    case "play":
      return { type: "play", player: d.player, cards: pick(rnd, d.options) };
    case "discard": {
      // Eredan says `min`; Yummell says the exact `count`.
      const hand = [...d.hand];
      const cards = [];
      for (let i = 0; i < (d.count ?? d.min); i++) cards.push(hand.splice(Math.floor(rnd() * hand.length), 1)[0]);
      return { type: "discard", player: d.player, cards };
    }
    case "window":
    case "movement":
    case "challenge":
      return pick(rnd, d.options);
    default:
      throw new Error(`unknown decision ${d.type}`);
  }
}

/** Plays `game` to its end with random legal choices; returns every event. */
export function playOut(game, rnd) {
  const events = [];
  for (let d = game.pending(); d; d = game.pending()) events.push(...game.choose(randomChoice(d, rnd)));
  return events;
}
