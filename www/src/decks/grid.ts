// The cards of the set as a grid of tiles: each tile is a button that adds a copy (its face
// drawn by the ruleset's part: www/src/decks/part.ts), its count of copies in the deck, and a −
// beside it that removes one.
import { el } from "../shell/dom";
import type { BookCard, DeckBook } from "./part";
import { fill, WORDS, type DeckLang } from "./strings";

const VOWEL = /[aeiouyàâéèêëîïôûùüаеёиоуыэюя]/i;
const NEVER_FIRST = /[йьъ]/i;

/**
 * A name with soft hyphens (U+00AD) between the syllables of its long words (11 letters or
 * more: wider than a tile's name on a phone; a shorter word goes whole to the next line), so a
 * tile breaks "Костедробитель" as "Костедро-битель", never "Костедробител|ь" (browsers
 * hyphenate only with a dictionary they may not have). A break goes before a consonant ahead
 * of a vowel (a stop before r or l goes with them); each part keeps a vowel and two letters at
 * least, the last three.
 */
export function hyphenate(name: string): string {
  return name.replace(/\p{L}{11,}/gu, (word) => {
    const breaks = new Set<number>();
    for (let i = 1; i < word.length - 1; i++) {
      const [prev, here, next] = [word[i - 1], word[i], word[i + 1]];
      if (VOWEL.test(here) || NEVER_FIRST.test(here) || !VOWEL.test(next)) continue;
      // Here a consonant starts a syllable (a stop before r or l goes with it: "дро", "bre").
      const liquidAfterStop = /[рлrl]/i.test(here) && !VOWEL.test(prev) && !/[рлrlйьъ]/i.test(prev);
      breaks.add(liquidAfterStop ? i - 1 : i);
    }
    let out = "";
    let last = 0;
    for (const at of [...breaks].sort((a, b) => a - b)) {
      if (at - last < 2 || word.length - at < 3 || !VOWEL.test(word.slice(last, at))) continue;
      out += `${word.slice(last, at)}\u00ad`;
      last = at;
    }
    return out + word.slice(last);
  });
}

/** The tile of `card`, its count `n`. */
export function tile<C extends BookCard>(card: C, book: DeckBook<C>, lang: DeckLang, n: number): HTMLLIElement {
  const li = el("li", `dk-tile ${card.tone}`);
  li.dataset.id = card.id;
  const add = el("button", "dk-add");
  add.type = "button";
  add.dataset.peek = card.id;
  add.setAttribute("aria-keyshortcuts", "+ -");
  add.append(...book.tile(card, lang));
  const badge = el("span", "dk-count");
  badge.setAttribute("aria-hidden", "true");
  const remove = el("button", "dk-remove", "−");
  remove.type = "button";
  remove.setAttribute("aria-label", fill(WORDS[lang].removeLabel, { name: card.name(lang) }));
  li.append(add, badge, remove);
  setCount(li, card, book, lang, n);
  return li;
}

/** Shows `n` copies in the deck on the tile `li` of `card`. */
export function setCount<C extends BookCard>(li: HTMLElement, card: C, book: DeckBook<C>, lang: DeckLang, n: number) {
  li.classList.toggle("in-deck", n > 0);
  li.querySelector(".dk-count")!.textContent = n > 0 ? `×${n}` : "";
  const add = li.querySelector<HTMLButtonElement>(".dk-add")!;
  add.setAttribute("aria-label", book.addLabel(card, lang, n));
  const remove = li.querySelector<HTMLButtonElement>(".dk-remove")!;
  if (n === 0 && document.activeElement === remove) add.focus();
  remove.hidden = n === 0;
}
