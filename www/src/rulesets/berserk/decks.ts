// Berserk's part of the deck builder (www/src/decks/part.ts): the 200 printed cards of «Война
// стихий» from its scenario engine (the page plays no game), each tile its name, number, cost
// (gold for an elite card, silver for an ordinary one), element, life, strike, movement or a
// flyer mark, a crown when unique, the start of its rules text and what the engine does not
// play yet of it; filters by element, cost and kind; the panel's cost curve and elements. A deck
// is checked by `checkDeck` (the one judge of legality), written as the plain list by
// `writeDeck`, and started from the ready decks of `printedDecks`.
import type { BerserkElement, BerserkKind, CardOf, DeckCheck, PrintedDeck } from "arbiter-engine";
import type { Face } from "../../shell/card-reader";
import { el } from "../../shell/dom";
import { loadEngine, type Engine } from "../../shell/engine";
import { hyphenate } from "../../decks/grid";
import type { BookCard, DeckBook, DeckPart } from "../../decks/part";
import { count, fill, WORDS, type DeckLang } from "../../decks/strings";
import { DECK_WORDS, ELEMENT_NAMES, ELEMENTS, mechanic } from "./deck-words";
import type { BerserkLang } from "./strings";

const LANGS: readonly [BerserkLang, BerserkLang] = ["en", "ru"];
/** The builder's language as Berserk's (the page offers only Berserk's languages). */
const bl = (lang: DeckLang): BerserkLang => (lang === "ru" ? "ru" : "en");

/** A printed card of «Война стихий» as the builder uses it. */
export interface Printed extends BookCard {
  number: number;
  names: Record<BerserkLang, string>;
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
  text: Record<BerserkLang, string>;
  /** What the engine does not play yet of the card (mechanic tags); empty when it plays all of it. */
  missing: string[];
}

/** The deck functions of the engine's API (the package's JS exports them; they are called by name). */
interface DeckApi {
  checkDeck(ruleset: "berserk", list: string): DeckCheck;
  writeDeck(ruleset: "berserk", cards: string[], lang: BerserkLang): string;
  printedDecks(ruleset: "berserk"): PrintedDeck[];
}

/** A catalogue entry with the fields the engine adds to it: its text in the language asked, and `missing`. */
type Listed = CardOf<"berserk"> & { text?: string; missing?: string[] };

function hasDeckApi(engine: Engine): engine is Engine & DeckApi {
  const e = engine as Partial<DeckApi>;
  return typeof e.checkDeck === "function" && typeof e.writeDeck === "function" && typeof e.printedDecks === "function";
}

/** The rules text after the sentences that repeat the printed numbers (cost and element, life,
 *  strike, movement or flyer), which the tile shows as numbers; the whole text if it does not
 *  open with them. */
export function abilitiesText(card: Printed, lang: BerserkLang): string {
  const text = card.text[lang];
  const sentences = text.split(/(?<=\.) +/);
  const opening = sentences.slice(0, 4);
  const printed =
    opening.length === 4 &&
    opening[0].includes(String(card.cost)) &&
    opening[1].includes(String(card.life)) &&
    opening[2].includes(card.strike.join("-"));
  return printed ? sentences.slice(4).join(" ") : text;
}

/** What the engine does not play yet of `card`, as a sentence ("" when it plays all of it). */
function missingText(card: Printed, lang: BerserkLang): string {
  if (!card.missing.length) return "";
  return fill(DECK_WORDS[lang].notPlayedLong, { list: card.missing.map((m) => mechanic(lang, m)).join(", ") });
}

/** The cost of `card` as a crystal: gold when elite, silver when ordinary. */
function costGem(card: Printed, lang: BerserkLang, cls = "dk-cost"): HTMLElement {
  const gem = el("span", `${cls} ${card.elite ? "gold" : "silver"}`, String(card.cost));
  gem.title = card.elite ? DECK_WORDS[lang].elite : DECK_WORDS[lang].ordinary;
  return gem;
}

/** The card's face for the peek: its numbers, its whole rules text and what is not played yet. */
function faceOf(card: Printed, lang: BerserkLang): Face {
  const w = DECK_WORDS[lang];
  const move = card.movement === undefined ? w.flyer : `${w.movement} ${card.movement}`;
  const lines = [`${w.number} ${card.number} · ${ELEMENT_NAMES[lang][card.element]} · ${card.elite ? w.elite : w.ordinary}${card.unique ? ` · ${w.unique}` : ""}`];
  const missing = missingText(card, lang);
  if (missing) lines.push(missing);
  return {
    name: `${card.names[lang]} (${card.cost})`,
    kind: `el-${card.element}`,
    type: `${w.life} ${card.life} · ${w.strike} ${card.strike.join("-")} · ${move}`,
    lines,
    text: card.text[lang],
  };
}

/** What a tile shows: cost, name (a crown when unique), number and element, life, strike, movement, the abilities. */
function tileOf(card: Printed, lang: BerserkLang): Node[] {
  const w = DECK_WORDS[lang];
  const top = el("span", "dk-top");
  top.append(costGem(card, lang), el("span", "dk-name", hyphenate(card.names[lang])));
  if (card.unique) {
    const crown = el("span", "dk-unique", "♛");
    crown.title = w.unique;
    top.append(crown);
  }
  const meta = el("span", "dk-meta", `${w.number} ${card.number} · ${ELEMENT_NAMES[lang][card.element]}`);
  const stats = el("span", "dk-stats");
  const stat = (cls: string, icon: string, value: string, label: string) => {
    const s = el("span", cls);
    s.title = label;
    s.append(el("span", "dk-icon", icon), value);
    stats.append(s);
  };
  stat("dk-life", "♥", String(card.life), w.life);
  stat("dk-strike", "⚔", card.strike.join("-"), w.strike);
  if (card.movement === undefined) stats.append(el("span", "dk-flyer", w.flyer));
  else stat("dk-move", "➜", String(card.movement), w.movement);
  const out: Node[] = [top, meta, stats];
  const abilities = abilitiesText(card, lang);
  if (abilities) out.push(el("span", "dk-text", abilities));
  if (card.missing.length) out.push(el("span", "dk-missing", `${w.notPlayed}: ${card.missing.map((m) => mechanic(lang, m)).join(", ")}`));
  return out;
}

/** A problem `checkDeck` reports, in words. */
function problemText(p: DeckCheck["problems"][number], lang: BerserkLang, name: (id: string) => string): string {
  const w = DECK_WORDS[lang];
  const num = (k: string) => Number(p[k]);
  const card = typeof p.card === "string" ? name(p.card) : "";
  switch (p.problem) {
    case "too_few":
      return fill(w.tooFew, { cards: num("cards"), min: num("min") });
    case "too_many":
      return fill(w.tooMany, { cards: num("cards"), max: num("max") });
    case "too_many_copies":
      return fill(w.tooManyCopies, { card, copies: count(lang, num("copies"), WORDS[lang].copies), max: num("max") });
    case "unknown_card":
      return fill(w.unknownCard, { card });
    case "not_printed":
      return fill(w.notPrinted, { card });
    default:
      return fill(WORDS[lang].otherProblem, { problem: p.problem });
  }
}

/** The order of the deck's list: by element (the set's order), then cost, then number. */
const byElementCost = (a: Printed, b: Printed) => ELEMENTS.indexOf(a.element) - ELEMENTS.indexOf(b.element) || a.cost - b.cost || a.number - b.number;

/** The cost curve, the elements, and how many elite, flying and unique cards. */
function statsOf(cards: [Printed, number][], all: Printed[], lang: BerserkLang): Node[] {
  const w = DECK_WORDS[lang];
  const costs = all.map((c) => c.cost);
  const [lo, hi] = [Math.min(...costs), Math.max(...costs)];
  const perCost = new Map<number, number>();
  for (const [c, n] of cards) perCost.set(c.cost, (perCost.get(c.cost) ?? 0) + n);
  const tallest = Math.max(1, ...perCost.values());
  const curve = el("ul", "dk-curve");
  curve.setAttribute("aria-label", w.curve);
  for (let cost = lo; cost <= hi; cost++) {
    const n = perCost.get(cost) ?? 0;
    const bar = el("li", "dk-bar");
    bar.setAttribute("aria-label", fill(w.curveLabel, { cost, n }));
    const fillBar = el("span", "dk-bar-fill");
    fillBar.style.height = `${(n / tallest) * 100}%`;
    const column = el("span", "dk-bar-column");
    column.append(fillBar);
    bar.append(el("span", "dk-bar-n", n ? String(n) : ""), column, el("span", "dk-bar-cost", String(cost)));
    curve.append(bar);
  }
  const perElement = new Map<string, number>();
  let [elite, flyers, unique] = [0, 0, 0];
  for (const [c, n] of cards) {
    perElement.set(c.element, (perElement.get(c.element) ?? 0) + n);
    if (c.elite) elite += n;
    if (c.kind === "flyer") flyers += n;
    if (c.unique) unique += n;
  }
  const elements = el("ul", "dk-elements");
  elements.setAttribute("aria-label", w.elements);
  for (const e of ELEMENTS) {
    const n = perElement.get(e);
    if (n) elements.append(el("li", `dk-el-chip el-${e}`, `${ELEMENT_NAMES[lang][e]} ${n}`));
  }
  const counts = el("p", "dk-counts", `${w.eliteCount} ${elite} · ${w.flyerCount} ${flyers} · ${w.uniqueCount} ${unique}`);
  return [el("h3", undefined, w.curve), curve, el("h3", undefined, w.elements), elements, counts];
}

/** Loads Berserk's scenario engine and reads its printed set. */
async function load(): Promise<DeckBook<Printed>> {
  const engine = await loadEngine("berserk");
  if (!hasDeckApi(engine)) throw new Error("this engine has no checkDeck, writeDeck or printedDecks");
  // The catalogue in each language: each card's text in it, and (with a language) its `missing`.
  const texts = new Map<string, Record<BerserkLang, string>>();
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
    const text = texts.get(c.id) ?? { en: "", ru: "" };
    const element = c.element ?? "neutral";
    const kind = c.kind ?? "creature";
    cards.push({
      id: c.id,
      order: c.number,
      name: (lang) => c.name[bl(lang)],
      search: [c.name.en, c.name.ru, text.en, text.ru],
      values: { element: [element], cost: [String(c.cost ?? 0)], kind: [kind] },
      tone: `el-${element}`,
      number: c.number,
      names: c.name,
      cost: c.cost ?? 0,
      elite: c.elite ?? false,
      unique: c.unique ?? false,
      element,
      kind,
      life: c.life,
      strike: c.strike,
      movement: c.kind === "flyer" ? undefined : c.movement,
      text,
      missing: missing.get(c.id) ?? [],
    });
  }
  cards.sort((a, b) => a.number - b.number);
  // The engine reads a line naming a card's id as that card: the deck it checks is its ids, a
  // line each. An id of no printed card (a stored deck's) is quoted: one line still, never a
  // comment or a count, and the engine reports it as a line it could not read.
  const known = new Set(cards.map((c) => c.id));
  const ready = engine.printedDecks("berserk");
  return {
    cards,
    exportLangs: ["ru", "en"],
    check: (ids) => engine.checkDeck("berserk", ids.map((id) => (known.has(id) ? id : JSON.stringify(id))).join("\n")),
    read: (list) => engine.checkDeck("berserk", list),
    write: (ids, lang) => engine.writeDeck("berserk", ids, bl(lang)),
    ready: (lang) => ready.map((d) => ({ id: d.id, name: d.name[bl(lang)], tone: `el-${d.element}`, cards: d.cards })),
    words: (lang) => ({ ...DECK_WORDS[bl(lang)], setOrder: DECK_WORDS[bl(lang)].byNumber }),
    filters(lang) {
      const w = DECK_WORDS[bl(lang)];
      return [
        { key: "element", label: w.element, chips: ELEMENTS.map((e) => ({ value: e, label: ELEMENT_NAMES[bl(lang)][e], tone: `el-${e}` })) },
        { key: "cost", label: w.cost, chips: [...new Set(cards.map((c) => c.cost))].sort((a, b) => a - b).map((c) => ({ value: String(c), label: String(c) })) },
        { key: "kind", label: w.kind, chips: [{ value: "creature", label: w.ground }, { value: "flyer", label: w.flyers }] },
      ];
    },
    orders: (lang) => [{ key: "cost", label: DECK_WORDS[bl(lang)].byCost, compare: (a, b) => a.cost - b.cost || a.number - b.number }],
    tile: (card, lang) => tileOf(card, bl(lang)),
    addLabel: (card, lang, n) => fill(DECK_WORDS[bl(lang)].addLabel, { name: card.names[bl(lang)], cost: card.cost, n }),
    face: (card, lang) => faceOf(card, bl(lang)),
    shareKey: (card) => String(card.number),
    size(cards, lang, short) {
      const n = cards.reduce((s, [, k]) => s + k, 0);
      return `${short ? n : count(lang, n, WORDS[lang].cards)} / 30–50`;
    },
    problem: (p, lang, name) => problemText(p, bl(lang), name),
    stats: (deck, lang) => statsOf(deck, cards, bl(lang)),
    groups: (deck, lang) =>
      ELEMENTS.flatMap((e) => {
        const of = deck.filter(([c]) => c.element === e).sort(([a], [b]) => byElementCost(a, b));
        return of.length ? [{ label: ELEMENT_NAMES[bl(lang)][e], tone: `el-${e}`, cards: of }] : [];
      }),
    lineMark: (card, lang) => costGem(card, bl(lang), "dk-cost small"),
  };
}

/** Berserk's part of the deck builder. */
export const berserkDecks: DeckPart = {
  langs: LANGS,
  langKey: "arbiter-berserk-lang",
  load,
};
