// The settings of the game at this screen, kept in local storage so that a reload resumes it:
// who plays which seat, the difficulty and the ruleset's setup, as one JSON envelope under one
// key per page. The game itself is the Worker host's, saved in IndexedDB (host/store.ts); the
// page never holds its snapshot. An envelope written before the host saved games carries the
// snapshot: it is handed to the host once, which then keeps it.

/** A page's saved settings (read from storage: check them). */
export interface Saved<S> {
  settings: Partial<S>;
  /** How many seats the game has. */
  seats?: number;
  /** An envelope of an earlier page: the game's snapshot, for the host to take over. */
  snapshot?: string;
}

/** The settings saved under `key`, or null if there is none; throws an Error saying why a save cannot be read. */
export function load<S>(key: string): Saved<S> | null {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch (e) {
    throw new Error(`saved game: not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (typeof saved !== "object" || saved === null) throw new Error("saved game: not an object");
  const { snapshot, settings, seats } = saved as { snapshot?: unknown; settings?: unknown; seats?: unknown };
  return {
    settings: typeof settings === "object" && settings !== null ? (settings as Partial<S>) : {},
    ...(typeof seats === "number" && Number.isInteger(seats) && seats > 0 ? { seats } : {}),
    ...(typeof snapshot === "string" ? { snapshot } : {}),
  };
}

/** Saves the `settings` of a game of `seats` seats under `key`, replacing what was there. */
export function save<S>(key: string, settings: S, seats: number) {
  try {
    localStorage.setItem(key, JSON.stringify({ settings, seats }));
  } catch {
    // Storage full or disabled: the game goes on, its settings unsaved.
  }
}

export function clear(key: string) {
  localStorage.removeItem(key);
}
