// The hard computer's playout budget per ruleset, in a position, measured in headless Chromium
// on a busy 2-core machine: Berserk 4000 (about 0.3 s a decision, 0.8 s at most, before its
// bot's cheaper playouts; natively now 36 ms a decision, 140 ms at most: `arbiter simulate
// --ruleset berserk --playouts 4000`, 2026-12-04); Eredan 400;
// Yummell 5000 / seats, since a playout is a whole race, longer with more seats (0.2–0.3 s a
// decision, 0.8 s at most, for 2 to 8 seats). The host plays the computer seats, so the budget
// lives beside it.

interface Players {
  players?: unknown[];
}

export function playoutsOf(ruleset: string, view: unknown): number {
  if (ruleset === "berserk") return 4000;
  if (ruleset === "yummell") {
    const n = (view as Players | null)?.players?.length ?? 2;
    return Math.round(5000 / Math.max(1, n));
  }
  return 400;
}
