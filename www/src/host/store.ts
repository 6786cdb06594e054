// The host's saved games: a snapshot per page key in IndexedDB, read and written by the Worker
// host only, so a reload resumes the game without the page ever holding its snapshot or seed.

const DB = "arbiter-host";
const STORE = "games";

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = indexedDB.open(DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error("host store: cannot open"));
  });
}

async function run<R>(mode: IDBTransactionMode, f: (s: IDBObjectStore) => IDBRequest<R>): Promise<R> {
  const db = await open();
  try {
    return await new Promise<R>((resolve, reject) => {
      const req = f(db.transaction(STORE, mode).objectStore(STORE));
      req.onsuccess = () => resolve(req.result);
      req.onerror = () => reject(req.error ?? new Error("host store: failed"));
    });
  } finally {
    db.close();
  }
}

/** The game saved under `key`, or null. */
export async function loadSaved(key: string): Promise<string | null> {
  const v: unknown = await run("readonly", (s) => s.get(key));
  return typeof v === "string" ? v : null;
}

/** Saves `snapshot` under `key` (a full or disabled store loses the save; the game goes on). */
export async function saveGame(key: string, snapshot: string) {
  try {
    await run("readwrite", (s) => s.put(snapshot, key));
  } catch {
    // unsaved
  }
}
