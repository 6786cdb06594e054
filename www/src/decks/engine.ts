// What the deck builder asks of Berserk's engine (its scenario build: the page plays no game):
// the printed cards with their rules text in each language, a deck checked by the deck's rules
// (`checkDeck`, the one judge of legality), a deck written as the plain list (`writeDeck`) and
// the ready decks (`printedDecks`).
import type { BerserkElement, BerserkKind, CardOf, DeckCheck, PrintedDeck } from "arbiter-engine";
import { loadEngine, type Engine } from "../shell/engine";
import { LANGS, type DeckLang } from "./strings";

/** A printed card of «Война стихий» as the builder uses it. */
export interface Printed {
  id: string;
  number: number;
  name: { en: string; ru: string };
  cost: number;
  elite: boolean;
  unique: boolean;
  element: BerserkElement;
  kind: BerserkKind;
  life: number;
  strike: [number, number, number];
  /** Absent for a flyer. */
  movement?: number;
  /** The rules text the engine writes from the card's data, in each language. */
  text: Record<DeckLang, string>;
  /** What the engine does not play yet of the card (mechanic tags); empty when it plays all of it. */
  missing: string[];
}

/** The deck functions of the engine's API (the package's JS exports them; they are called by name). */
interface DeckApi {
  checkDeck(ruleset: "berserk", list: string): DeckCheck;
  writeDeck(ruleset: "berserk", cards: string[], lang: DeckLang): string;
  printedDecks(ruleset: "berserk"): PrintedDeck[];
}

/** A catalogue entry with the fields the engine adds to it: its text in the language asked, and `missing`. */
type Listed = CardOf<"berserk"> & { text?: string; missing?: string[] };

export interface DeckEngine {
  /** The 200 printed cards, by number. */
  cards: Printed[];
  byId: Map<string, Printed>;
  byNumber: Map<number, Printed>;
  /** The deck of `ids` (a copy each) checked by the engine. */
  check(ids: string[]): DeckCheck;
  /** A pasted list read and checked by the engine. */
  read(list: string): DeckCheck;
  /** The deck of `ids` as the plain list, in `lang`'s names. */
  write(ids: string[], lang: DeckLang): string;
  ready: PrintedDeck[];
}

function hasDeckApi(engine: Engine): engine is Engine & DeckApi {
  const e = engine as Partial<DeckApi>;
  return typeof e.checkDeck === "function" && typeof e.writeDeck === "function" && typeof e.printedDecks === "function";
}

/** Loads Berserk's scenario engine and reads its printed set. */
export async function loadDeckEngine(): Promise<DeckEngine> {
  const engine = await loadEngine("berserk");
  if (!hasDeckApi(engine)) throw new Error("this engine has no checkDeck, writeDeck or printedDecks");
  // The catalogue in each language: each card's text in it, and (with a language) its `missing`.
  const texts = new Map<string, Record<DeckLang, string>>();
  const missing = new Map<string, string[]>();
  for (const lang of LANGS) {
    for (const c of engine.cards("berserk", lang) as Listed[]) {
      const t = texts.get(c.id) ?? { en: "", ru: "" };
      t[lang] = c.text ?? "";
      texts.set(c.id, t);
      if (c.missing) missing.set(c.id, c.missing);
    }
  }
  const cards: Printed[] = [];
  for (const c of engine.cards("berserk") as Listed[]) {
    // The engine's own creatures (no `set`) are no cards of the printed set.
    if (c.set !== "vs" || c.number === undefined) continue;
    cards.push({
      id: c.id,
      number: c.number,
      name: c.name,
      cost: c.cost ?? 0,
      elite: c.elite ?? false,
      unique: c.unique ?? false,
      element: c.element ?? "neutral",
      kind: c.kind ?? "creature",
      life: c.life,
      strike: c.strike,
      movement: c.kind === "flyer" ? undefined : c.movement,
      text: texts.get(c.id) ?? { en: "", ru: "" },
      missing: missing.get(c.id) ?? [],
    });
  }
  cards.sort((a, b) => a.number - b.number);
  // The engine reads a line naming a card's id as that card: the deck it checks is its ids, a
  // line each. An id of no printed card (a stored deck's) is quoted: one line still, never a
  // comment or a count, and the engine reports it as a line it could not read.
  const byId = new Map(cards.map((c) => [c.id, c]));
  const check = (ids: string[]) => engine.checkDeck("berserk", ids.map((id) => (byId.has(id) ? id : JSON.stringify(id))).join("\n"));
  return {
    cards,
    byId,
    byNumber: new Map(cards.map((c) => [c.number, c])),
    check,
    read: (list) => engine.checkDeck("berserk", list),
    write: (ids, lang) => engine.writeDeck("berserk", ids, lang),
    ready: engine.printedDecks("berserk"),
  };
}
