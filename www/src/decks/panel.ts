// The deck panel: the deck's size against 30–50 and whether the engine finds it legal, each of
// the engine's problems in words, the cost curve, the cards by element, and the list grouped by
// element with − and + on each line.
import type { DeckCheck } from "arbiter-engine";
import { el } from "../shell/dom";
import type { Deck } from "./deck";
import type { DeckEngine, Printed } from "./engine";
import { costGem } from "./grid";
import { count, ELEMENT_NAMES, ELEMENTS, fill, unreadReason, WORDS, type DeckLang } from "./strings";

/** The panel's elements that change as the deck does. */
export interface PanelParts {
  /** The bar that opens the panel on a narrow screen (its count and verdict). */
  summary: HTMLElement;
  verdict: HTMLElement;
  problems: HTMLUListElement;
  stats: HTMLElement;
  list: HTMLElement;
}

/** A problem `checkDeck` reports, in words (`name` gives a card's name from its id). */
export function problemText(p: DeckCheck["problems"][number], lang: DeckLang, name: (id: string) => string): string {
  const w = WORDS[lang];
  const num = (k: string) => Number(p[k]);
  const card = typeof p.card === "string" ? name(p.card) : "";
  switch (p.problem) {
    case "too_few":
      return fill(w.tooFew, { cards: num("cards"), min: num("min") });
    case "too_many":
      return fill(w.tooMany, { cards: num("cards"), max: num("max") });
    case "too_many_copies":
      return fill(w.tooManyCopies, { card, copies: count(lang, num("copies"), w.copies), max: num("max") });
    case "unknown_card":
      return fill(w.unknownCard, { card });
    case "not_printed":
      return fill(w.notPrinted, { card });
    default:
      return fill(w.otherProblem, { problem: p.problem });
  }
}

/** The order of the deck's list: by element (the set's order), then cost, then number. */
export function byElementCost(a: Printed, b: Printed): number {
  return ELEMENTS.indexOf(a.element) - ELEMENTS.indexOf(b.element) || a.cost - b.cost || a.number - b.number;
}

/** Draws the panel for `deck` as the engine checked it (`check`). */
export function renderPanel(parts: PanelParts, deck: Deck, check: DeckCheck, engine: DeckEngine, lang: DeckLang) {
  const w = WORDS[lang];
  const size = deck.size;
  const name = (id: string) => engine.byId.get(id)?.name[lang] ?? id;
  const verdict = check.legal ? w.legal : w.notLegal;
  const mark = check.legal ? "✓" : "✗";

  // The summary bar and the verdict: the size against the rule, and the engine's word on it.
  parts.summary.replaceChildren(
    el("span", "dk-summary-title", w.deck),
    el("span", "dk-total", `${size} / 30–50`),
    el("span", `dk-verdict-badge ${check.legal ? "ok" : "bad"}`, `${mark} ${verdict}`),
  );
  parts.verdict.replaceChildren(
    el("span", "dk-total", `${count(lang, size, w.cards)} / 30–50`),
    el("span", `dk-verdict-badge ${check.legal ? "ok" : "bad"}`, `${mark} ${verdict}`),
  );
  parts.verdict.dataset.legal = String(check.legal);

  // The engine's problems, each in words; lines it could not read (none from the builder's own ids).
  const problems = check.problems.map((p) => {
    const li = el("li", undefined, problemText(p, lang, name));
    li.dataset.problem = p.problem;
    return li;
  });
  for (const u of check.unread) {
    const li = el("li", undefined, `${u.text}: ${unreadReason(lang, u.reason)}`);
    li.dataset.problem = "unread";
    problems.push(li);
  }
  parts.problems.replaceChildren(...problems);
  parts.problems.hidden = problems.length === 0;

  // The cost curve, the elements, the elite cards, flyers and unique cards.
  const cards = deck.entries().flatMap(([id, n]) => {
    const c = engine.byId.get(id);
    return c ? [[c, n] as const] : [];
  });
  const costs = engine.cards.map((c) => c.cost);
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
  let elite = 0;
  let flyers = 0;
  let unique = 0;
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
  parts.stats.replaceChildren(el("h3", undefined, w.curve), curve, el("h3", undefined, w.elements), elements, counts);
  parts.stats.hidden = size === 0;

  // The list, by element; each line its copies, cost, name, and − / +.
  const focused = document.activeElement instanceof HTMLElement && parts.list.contains(document.activeElement) ? document.activeElement : null;
  const refocus = focused ? { act: focused.dataset.act, id: focused.dataset.id } : null;
  if (size === 0) parts.list.replaceChildren(el("p", "dk-empty", w.emptyDeck));
  else {
    const groups: HTMLElement[] = [];
    // The cards the engine finds with too many copies are marked on their line.
    const tooMany = new Set(check.problems.filter((p) => p.problem === "too_many_copies").map((p) => String(p.card)));
    const sorted = [...cards].sort(([a], [b]) => byElementCost(a, b));
    for (const e of ELEMENTS) {
      const of = sorted.filter(([c]) => c.element === e);
      if (!of.length) continue;
      const group = el("section", `dk-group el-${e}`);
      const total = of.reduce((s, [, n]) => s + n, 0);
      group.append(el("h3", "dk-group-title", `${ELEMENT_NAMES[lang][e]} · ${total}`));
      const ul = el("ul", "dk-lines");
      for (const [c, n] of of) {
        const li = el("li", "dk-line");
        li.dataset.id = c.id;
        const minus = el("button", "dk-step", "−");
        minus.type = "button";
        Object.assign(minus.dataset, { act: "remove", id: c.id });
        minus.setAttribute("aria-label", fill(w.removeLabel, { name: c.name[lang] }));
        const plus = el("button", "dk-step", "+");
        plus.type = "button";
        Object.assign(plus.dataset, { act: "add", id: c.id });
        plus.setAttribute("aria-label", `${w.addOne}: ${c.name[lang]}`);
        const copies = el("span", `dk-line-n${tooMany.has(c.id) ? " over" : ""}`, `${n}×`);
        li.append(copies, costGem(c, lang, "dk-cost small"), el("span", "dk-line-name", c.name[lang]), minus, plus);
        ul.append(li);
      }
      group.append(ul);
      groups.push(group);
    }
    parts.list.replaceChildren(...groups);
  }
  if (refocus) {
    const again =
      parts.list.querySelector<HTMLElement>(`[data-act="${refocus.act}"][data-id="${refocus.id}"]`) ??
      parts.list.querySelector<HTMLElement>("button") ??
      parts.list;
    again.focus();
  }
}
