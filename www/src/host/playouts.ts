// The hard computer's playout budget per ruleset, in a position (measured in headless Chromium
// on a busy 2-core machine: a few tenths of a second a decision; see each ruleset's index.ts).
// The host plays the computer seats, so the budget lives beside it.

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
