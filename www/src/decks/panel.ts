// The deck panel: the deck's size against the rules and whether the engine finds it legal, each
// of the engine's problems in words (and its warnings), the ruleset's numbers on the deck, and
// the list grouped as the ruleset groups it, with − and + on each line.
import type { DeckCheck } from "arbiter-engine";
import { el } from "../shell/dom";
import type { Deck } from "./deck";
import type { BookCard, DeckBook } from "./part";
import { fill, unreadReason, WORDS, type DeckLang } from "./strings";

/** The panel's elements that change as the deck does. */
export interface PanelParts {
  /** The bar that opens the panel on a narrow screen (its count and verdict). */
  summary: HTMLElement;
  verdict: HTMLElement;
  problems: HTMLUListElement;
  stats: HTMLElement;
  list: HTMLElement;
}

/** The deck's cards with their copies (an id the set does not have is left out). */
export function entriesOf<C extends BookCard>(deck: Deck, byId: ReadonlyMap<string, C>): [C, number][] {
  return deck.entries().flatMap(([id, n]) => {
    const c = byId.get(id);
    return c ? [[c, n] as [C, number]] : [];
  });
}

/** Draws the panel for `deck` as the engine checked it (`check`). */
export function renderPanel<C extends BookCard>(parts: PanelParts, deck: Deck, check: DeckCheck, book: DeckBook<C>, byId: ReadonlyMap<string, C>, lang: DeckLang) {
  const w = WORDS[lang];
  const name = (id: string) => byId.get(id)?.name(lang) ?? id;
  const verdict = check.legal ? w.legal : w.notLegal;
  const mark = check.legal ? "✓" : "✗";
  const cards = entriesOf(deck, byId);

  // The summary bar and the verdict: the size against the rules, and the engine's word on it.
  parts.summary.replaceChildren(
    el("span", "dk-summary-title", w.deck),
    el("span", "dk-total", book.size(cards, lang, true)),
    el("span", `dk-verdict-badge ${check.legal ? "ok" : "bad"}`, `${mark} ${verdict}`),
  );
  parts.verdict.replaceChildren(
    el("span", "dk-total", book.size(cards, lang, false)),
    el("span", `dk-verdict-badge ${check.legal ? "ok" : "bad"}`, `${mark} ${verdict}`),
  );
  parts.verdict.dataset.legal = String(check.legal);

  // The engine's problems, each in words; lines it could not read (none from the builder's own
  // ids); its warnings (a legal deck may have them: Eredan's cards no character could play).
  const problems = check.problems.map((p) => {
    const li = el("li", undefined, book.problem(p, lang, name));
    li.dataset.problem = p.problem;
    if (typeof p.rule === "string") li.dataset.rule = p.rule;
    return li;
  });
  for (const u of check.unread) {
    const li = el("li", undefined, `${u.text}: ${unreadReason(lang, u.reason)}`);
    li.dataset.problem = "unread";
    problems.push(li);
  }
  for (const warning of check.warnings ?? []) {
    const li = el("li", "dk-warning", book.problem({ ...warning, problem: warning.warning }, lang, name));
    li.dataset.warning = warning.warning;
    li.dataset.rule = warning.rule;
    problems.push(li);
  }
  parts.problems.replaceChildren(...problems);
  parts.problems.hidden = problems.length === 0;

  parts.stats.replaceChildren(...book.stats(cards, lang, check));
  parts.stats.hidden = deck.size === 0;

  // The list, by group; each line its copies, its mark (a cost), name, and − / +.
  const focused = document.activeElement instanceof HTMLElement && parts.list.contains(document.activeElement) ? document.activeElement : null;
  const refocus = focused ? { act: focused.dataset.act, id: focused.dataset.id } : null;
  if (deck.size === 0) parts.list.replaceChildren(el("p", "dk-empty", w.emptyDeck));
  else {
    // The cards the engine finds with too many copies are marked on their line.
    const tooMany = new Set(check.problems.filter((p) => p.problem === "too_many_copies").map((p) => String(p.card)));
    parts.list.replaceChildren(
      ...book.groups(cards, lang).map((g) => {
        const group = el("section", `dk-group ${g.tone}`);
        const total = g.cards.reduce((s, [, n]) => s + n, 0);
        group.append(el("h3", "dk-group-title", `${g.label} · ${total}`));
        const ul = el("ul", "dk-lines");
        for (const [c, n] of g.cards) {
          const li = el("li", "dk-line");
          li.dataset.id = c.id;
          const minus = el("button", "dk-step", "−");
          minus.type = "button";
          Object.assign(minus.dataset, { act: "remove", id: c.id });
          minus.setAttribute("aria-label", fill(w.removeLabel, { name: c.name(lang) }));
          const plus = el("button", "dk-step", "+");
          plus.type = "button";
          Object.assign(plus.dataset, { act: "add", id: c.id });
          plus.setAttribute("aria-label", `${w.addOne}: ${c.name(lang)}`);
          const copies = el("span", `dk-line-n${tooMany.has(c.id) ? " over" : ""}`, `${n}×`);
          li.append(copies, ...(book.lineMark ? [book.lineMark(c, lang)] : []), el("span", "dk-line-name", c.name(lang)), minus, plus);
          ul.append(li);
        }
        group.append(ul);
        return group;
      }),
    );
  }
  if (refocus) {
    const again =
      parts.list.querySelector<HTMLElement>(`[data-act="${refocus.act}"][data-id="${refocus.id}"]`) ??
      parts.list.querySelector<HTMLElement>("button") ??
      parts.list;
    again.focus();
  }
}
