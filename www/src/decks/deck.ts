// The deck being built (copies by card), its share link and the decks kept in the browser.
//
// Storage contract (the Berserk game page reads it): localStorage `arbiter.berserk.decks` is a
// JSON array of `{ "name": string, "cards": string[] }`, `cards` the card ids, one entry per copy.
import type { Printed } from "./engine";

export const DECKS_KEY = "arbiter.berserk.decks";
/** The deck on the builder's table, kept between visits (the same shape as a saved deck). */
export const DRAFT_KEY = "arbiter.berserk.deck-draft";

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
 * The deck in a link's hash: `deck=` each card's number in the set, with `x` and its copies
 * when more than one (`1x3.2.35x2`), then `&name=` the deck's name when it has one.
 */
export function encodeShare(entries: [Printed, number][], name: string): string {
  const list = entries
    .sort(([a], [b]) => a.number - b.number)
    .map(([card, n]) => (n === 1 ? `${card.number}` : `${card.number}x${n}`))
    .join(".");
  return `deck=${list}${name ? `&name=${encodeURIComponent(name)}` : ""}`;
}

/** The deck of a hash written by `encodeShare` (null when it holds none), and how many of its entries could not be read. */
export function decodeShare(hash: string, byNumber: Map<number, Printed>): { ids: string[]; name: string; skipped: number } | null {
  const params = new URLSearchParams(hash.replace(/^#/, ""));
  const list = params.get("deck");
  if (list === null) return null;
  const ids: string[] = [];
  let skipped = 0;
  for (const entry of list.split(".")) {
    if (!entry) continue;
    const m = /^(\d{1,3})(?:x(\d{1,2}))?$/.exec(entry);
    const card = m ? byNumber.get(Number(m[1])) : undefined;
    const n = m?.[2] ? Number(m[2]) : 1;
    if (!card || n < 1) {
      skipped++;
      continue;
    }
    for (let i = 0; i < n; i++) ids.push(card.id);
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

/** The decks kept in the browser (what is not a deck in the stored array is left out). */
export function savedDecks(): SavedDeck[] {
  const list = stored(DECKS_KEY);
  return Array.isArray(list) ? list.map(asDeck).filter((d): d is SavedDeck => d !== null) : [];
}

/** Keeps `decks` in the browser; false when the browser refuses (storage off or full). */
export function storeDecks(decks: SavedDeck[]): boolean {
  try {
    localStorage.setItem(DECKS_KEY, JSON.stringify(decks));
    return true;
  } catch {
    return false;
  }
}

/** Saves `deck` under its name, replacing a deck of the same name; whether one was replaced, or null when storing failed. */
export function saveDeck(deck: SavedDeck): { replaced: boolean } | null {
  const decks = savedDecks();
  const at = decks.findIndex((d) => d.name === deck.name);
  if (at >= 0) decks[at] = deck;
  else decks.push(deck);
  return storeDecks(decks) ? { replaced: at >= 0 } : null;
}

export function loadDraft(): SavedDeck | null {
  return asDeck(stored(DRAFT_KEY));
}

export function storeDraft(deck: SavedDeck) {
  try {
    localStorage.setItem(DRAFT_KEY, JSON.stringify(deck));
  } catch {
    // A browser that keeps nothing forgets the draft: the page works without it.
  }
}
