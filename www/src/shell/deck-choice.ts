// A seat's choice of deck on a game page: a select of the ruleset's ready decks, then of the
// decks the deck builder saved in this browser (localStorage `arbiter.<ruleset>.decks`,
// www/src/decks/deck.ts). The engine judges each saved deck (`checkDeck`): one it finds illegal
// is listed, disabled, with the engine's first problem, and offered no more.
import type { DeckCheck } from "arbiter-engine";
import { savedDecks, type SavedDeck } from "../decks/deck";

export { decksKey } from "../decks/deck";

/** What the page says around the choice. */
export interface DeckChoiceWords {
  readyDecks: string;
  savedDecks: string;
  /** The mark of a deck the engine finds illegal. */
  notLegal: string;
  /** "41 cards". */
  cards(n: number): string;
}

/** The value of the `k`-th saved deck in the select (its name in it: a deck renamed or deleted meanwhile is not taken for another). */
const savedValue = (k: number, d: SavedDeck) => `saved:${k}:${d.name}`;

/** A ruleset's deck choices: its ready decks, how the engine checks a saved deck, and what the engine's setup takes for one. */
export interface DeckChoices<D> {
  ruleset: string;
  ready(): { id: string; name: string; size: number }[];
  check(d: SavedDeck): DeckCheck;
  /** The saved deck as the engine's setup takes it (its plain list, or its characters and cards). */
  setupOf(d: SavedDeck, check: DeckCheck): D;
}

/** Fills `sel` (a seat's select, the `seat`-th) with the ready decks and the saved ones, keeping its choice when it is still offered. */
export function fillDeckChoice<D>(sel: HTMLSelectElement, seat: number, choices: DeckChoices<D>, w: DeckChoiceWords) {
  const ready = choices.ready();
  const saved = savedDecks(choices.ruleset);
  const keep = sel.value;
  const group = (name: string) => {
    const g = document.createElement("optgroup");
    g.label = name;
    sel.append(g);
    return g;
  };
  sel.replaceChildren();
  const printed = group(w.readyDecks);
  for (const d of ready) {
    const o = document.createElement("option");
    o.value = d.id;
    o.textContent = `${d.name} (${w.cards(d.size)})`;
    printed.append(o);
  }
  if (saved.length) {
    const mine = group(w.savedDecks);
    saved.forEach((d, k) => {
      const o = document.createElement("option");
      o.value = savedValue(k, d);
      const check = choices.check(d);
      const first = check.problems[0] ?? null;
      const why = first && typeof first.message === "string" ? `: ${first.message}` : "";
      o.textContent = check.legal ? `${d.name} (${w.cards(d.cards.length)})` : `${d.name} — ${w.notLegal}${why}`;
      o.disabled = !check.legal;
      mine.append(o);
    });
  }
  if ([...sel.options].some((o) => o.value === keep && !o.disabled)) sel.value = keep;
  else sel.value = ready[seat % ready.length]?.id ?? "";
}

/** The deck chosen in `sel` for the engine's setup: a ready deck's id, or a saved deck as the engine takes it (the first ready deck if the saved one is gone). */
export function chosenDeck<D>(sel: HTMLSelectElement, choices: DeckChoices<D>): string | D {
  const v = sel.value;
  const m = /^saved:(\d+):/.exec(v);
  if (!m) return v;
  const d = savedDecks(choices.ruleset)[Number(m[1])];
  if (!d || savedValue(Number(m[1]), d) !== v) return choices.ready()[0]?.id ?? "";
  return choices.setupOf(d, choices.check(d));
}

/** Whether `value` (a saved setting) names a choice `sel` offers now. */
export function offers(sel: HTMLSelectElement, value: unknown): value is string {
  return [...sel.options].some((o) => o.value === value && !o.disabled);
}
