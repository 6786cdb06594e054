// A game in progress kept in local storage, so that a reload resumes it: the engine's snapshot
// and the page's settings needed to go on (who plays which seat, the difficulty), as one JSON
// envelope under one key per page.

/** A saved game: the engine's snapshot and the page settings saved with it (read from storage: check them). */
export interface Saved<S> {
  snapshot: string;
  settings: Partial<S>;
}

/** The game saved under `key`, or null if there is none; throws an Error saying why a save cannot be read. */
export function load<S>(key: string): Saved<S> | null {
  const text = localStorage.getItem(key);
  if (text === null) return null;
  let saved: unknown;
  try {
    saved = JSON.parse(text);
  } catch (e) {
    throw new Error(`saved game: not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (typeof saved !== "object" || saved === null) throw new Error("saved game: no snapshot");
  const { snapshot, settings } = saved as { snapshot?: unknown; settings?: unknown };
  if (typeof snapshot !== "string") throw new Error("saved game: no snapshot");
  return { snapshot, settings: typeof settings === "object" && settings !== null ? (settings as Partial<S>) : {} };
}

/** Saves `snapshot` with `settings` under `key`, replacing what was there. */
export function save<S>(key: string, snapshot: string, settings: S) {
  try {
    localStorage.setItem(key, JSON.stringify({ snapshot, settings }));
  } catch {
    // Storage full or disabled: the game goes on, unsaved.
  }
}

export function clear(key: string) {
  localStorage.removeItem(key);
}
