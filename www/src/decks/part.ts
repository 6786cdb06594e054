// What the deck builder (decks.html) asks of a ruleset: its part (`www/src/rulesets/<id>/decks.ts`,
// listed in the registry). The page is the same for every ruleset — the grid, the filters, the
// deck panel, import, export, the share link, the decks kept in the browser — and the part gives
// what differs: its cards as tiles, its filters and orders, its words, the panel's numbers and
// groups, and its engine's deck functions. The engine's `checkDeck` is the one judge of a deck:
// no part decides legality itself.
import type { DeckCheck } from "arbiter-engine";
import type { Face } from "../shell/card-reader";
import type { DeckLang } from "./strings";

/** A card as the builder handles it (a part's cards carry more, for its own tiles and panel). */
export interface BookCard {
  id: string;
  /** Its place in the set's order (the grid's first order, and the order of a saved deck). */
  order: number;
  /** Its name in `lang`. */
  name(lang: DeckLang): string;
  /** Its printed number, if the set numbers its cards (a search for a number finds it). */
  number?: number;
  /** The texts a search looks in: its names and rules text in every language. */
  search: string[];
  /** Its values for each of the part's filters, by the filter's key. */
  values: Record<string, string[]>;
  /** The class that colours its tile and its line ("el-forest"). */
  tone: string;
}

/** A filter: chips of values, any of those pressed letting a card through (none pressed: every card). */
export interface Filter {
  key: string;
  label: string;
  chips: { value: string; label: string; tone?: string }[];
}

/** An order of the grid. */
export interface Order<C> {
  key: string;
  label: string;
  compare(a: C, b: C): number;
}

/** A group of the deck's list (a heading, then its cards and copies). */
export interface Group<C> {
  label: string;
  tone: string;
  cards: [C, number][];
}

/** A ready deck the builder offers to start from. */
export interface ReadyDeck {
  id: string;
  name: string;
  tone: string;
  cards: string[];
}

/** A ruleset's own words on the page: its title, introduction, search hint and import help. */
export interface PartWords {
  title: string;
  intro: string;
  searchHint: string;
  importHelp: string;
  /** The name of the set's own order, when it has one ("Number"). */
  setOrder?: string;
}

/** A ruleset's cards and deck rules, loaded (its engine ready). */
export interface DeckBook<C extends BookCard> {
  cards: C[];
  /** The languages the plain list is written in (one: the list is the same in every language). */
  exportLangs: readonly DeckLang[];
  /** The deck of `ids` (a copy each) checked by the engine. */
  check(ids: string[]): DeckCheck;
  /** A pasted list read and checked by the engine. */
  read(list: string): DeckCheck;
  /** The deck of `ids` as the engine writes its plain list, in `lang`. */
  write(ids: string[], lang: DeckLang): string;
  /** The engine's ready decks. */
  ready(lang: DeckLang): ReadyDeck[];
  words(lang: DeckLang): PartWords;
  filters(lang: DeckLang): Filter[];
  /** The orders of the grid besides the set's own and by name. */
  orders(lang: DeckLang): Order<C>[];
  /** What a tile shows of `card` (inside its button that adds a copy). */
  tile(card: C, lang: DeckLang): Node[];
  /** The accessible name of the tile's button, `n` copies in the deck. */
  addLabel(card: C, lang: DeckLang, n: number): string;
  face(card: C, lang: DeckLang): Face;
  /** The card's key in a share link (short, stable as cards are added to the set). */
  shareKey(card: C): string;
  /** The deck's size against the rules: in full (the panel) and short (the bar on a phone). */
  size(cards: [C, number][], lang: DeckLang, short: boolean): string;
  /** A problem of `checkDeck` in words (`name` gives a card's name from its id). */
  problem(p: DeckCheck["problems"][number], lang: DeckLang, name: (id: string) => string): string;
  /** The deck's numbers (a curve, its colours...), under the problems; `check` is the engine's word on it. */
  stats(cards: [C, number][], lang: DeckLang, check: DeckCheck): Node[];
  /** The deck's list, grouped. */
  groups(cards: [C, number][], lang: DeckLang): Group<C>[];
  /** What a line of the list shows before the card's name (its cost), if anything. */
  lineMark?(card: C, lang: DeckLang): Node;
}

/** A ruleset's part of the deck builder. */
export interface DeckPart {
  /** The languages of its cards and words, its default first. */
  langs: readonly [DeckLang, ...DeckLang[]];
  /** Where its game page keeps the language chosen (the builder shares it). */
  langKey: string;
  /** Loads its engine and its cards. */
  load(): Promise<DeckBook<BookCard>>;
}
