// The deck being built (copies by card), its share link and the decks kept in the browser.
//
// Storage contract (the game pages read it): localStorage `arbiter.<ruleset>.decks`
// (`arbiter.berserk.decks`, `arbiter.eredan.decks`) is a JSON array of
// `{ "name": string, "cards": string[] }`, `cards` the card ids, one entry per copy (an Eredan
// deck's characters among them).

/** Where the decks of `ruleset` are kept. */
export const decksKey = (ruleset: string) => `arbiter.${ruleset}.decks`;
/** The deck on the builder's table, kept between visits (the same shape as a saved deck). */
export const draftKey = (ruleset: string) => `arbiter.${ruleset}.deck-draft`;

export interface SavedDeck {
  name: string;
  cards: string[];
}

/** Copies by card id, in the order cards were first added. */
export class Deck {
  private copies = new Map<string, number>();

  count(id: string): number {
    return this.copies.get(id) ?? 0;
  }
  add(id: string, n = 1) {
    this.copies.set(id, this.count(id) + n);
  }
  remove(id: string) {
    const n = this.count(id) - 1;
    if (n > 0) this.copies.set(id, n);
    else this.copies.delete(id);
  }
  clear() {
    this.copies.clear();
  }
  get size(): number {
    let n = 0;
    for (const c of this.copies.values()) n += c;
    return n;
  }
  /** Each card in the deck and its copies. */
  entries(): [string, number][] {
    return [...this.copies];
  }
  /** The card ids, a copy each, in `order` (the set's numbering when given). */
  ids(order?: (a: string, b: string) => number): string[] {
    const cards = [...this.copies.keys()];
    if (order) cards.sort(order);
    return cards.flatMap((id) => Array<string>(this.count(id)).fill(id));
  }
  /** Replaces the deck with `ids` (a copy each). */
  set(ids: Iterable<string>) {
    this.copies.clear();
    for (const id of ids) this.add(id);
  }
}

/**
 * The deck in a link's hash: `deck=` each card's share key (Berserk's: its number in the set;
 * Eredan's: its id), with `x` and its copies when more than one (`1x3.2.35x2`), in the order
 * given, then `&name=` the deck's name when it has one.
 */
export function encodeShare(entries: [key: string, copies: number][], name: string): string {
  const list = entries.map(([key, n]) => (n === 1 ? key : `${key}x${n}`)).join(".");
  return `deck=${list}${name ? `&name=${encodeURIComponent(name)}` : ""}`;
}

/** The deck of a hash written by `encodeShare` (null when it holds none), and how many of its entries could not be read. */
export function decodeShare(hash: string, byKey: Map<string, string>): { ids: string[]; name: string; skipped: number } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const list = params.get("deck");
  if (list === null) return null;
  const ids: string[] = [];
  let skipped = 0;
  for (const entry of list.split(".")) {
    if (!entry) continue;
    // A key as it is, else a key and its copies.
    const split = /^(.+)x(\d{1,2})$/.exec(entry);
    const [key, n] = byKey.has(entry) || !split ? [entry, 1] : [split[1], Number(split[2])];
    const id = byKey.get(key);
    if (!id || n < 1) {
      skipped++;
      continue;
    }
    for (let i = 0; i < n; i++) ids.push(id);
  }
  return { ids, name: (params.get("name") ?? "").slice(0, 80), skipped };
}

/** A stored value read as a deck (null if it is not one). */
function asDeck(x: unknown): SavedDeck | null {
  if (typeof x !== "object" || x === null) return null;
  const { name, cards } = x as Record<string, unknown>;
  if (typeof name !== "string" || !Array.isArray(cards)) return null;
  return { name, cards: cards.filter((c): c is string => typeof c === "string") };
}

/** The stored JSON under `key`, or null (absent, unreadable, or storage off). */
function stored(key: string): unknown {
  try {
    const text = localStorage.getItem(key);
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

/** The decks of `ruleset` kept in the browser (what is not a deck in the stored array is left out). */
export function savedDecks(ruleset: string): SavedDeck[] {
  const list = stored(decksKey(ruleset));
  return Array.isArray(list) ? list.map(asDeck).filter((d): d is SavedDeck => d !== null) : [];
}

/** Keeps `decks` of `ruleset` in the browser; false when the browser refuses (storage off or full). */
export function storeDecks(ruleset: string, decks: SavedDeck[]): boolean {
  try {
    localStorage.setItem(decksKey(ruleset), JSON.stringify(decks));
    return true;
  } catch {
    return false;
  }
}

/** Saves `deck` under its name, replacing a deck of the same name; whether one was replaced, or null when storing failed. */
export function saveDeck(ruleset: string, deck: SavedDeck): { replaced: boolean } | null {
  const decks = savedDecks(ruleset);
  const at = decks.findIndex((d) => d.name === deck.name);
  if (at >= 0) decks[at] = deck;
  else decks.push(deck);
  return storeDecks(ruleset, decks) ? { replaced: at >= 0 } : null;
}

export function loadDraft(ruleset: string): SavedDeck | null {
  return asDeck(stored(draftKey(ruleset)));
}

export function storeDraft(ruleset: string, deck: SavedDeck) {
  try {
    localStorage.setItem(draftKey(ruleset), JSON.stringify(deck));
  } catch {
    // A browser that keeps nothing forgets the draft: the page works without it.
  }
}
