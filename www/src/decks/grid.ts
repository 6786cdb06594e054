// The cards of the set as a grid of faces: each tile shows the card's name, number, cost (gold
// for an elite card, silver for an ordinary one), element, life, strike, movement or a flyer
// mark, a crown when unique, the start of its rules text, and what the engine does not play
// yet of it. A tile is a button that adds a copy; a − beside it removes one.
import type { Face } from "../shell/card-reader";
import { el } from "../shell/dom";
import type { Printed } from "./engine";
import { ELEMENT_NAMES, fill, mechanic, WORDS, type DeckLang } from "./strings";

const VOWEL = /[aeiouyаеёиоуыэюя]/i;
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

/** The rules text after the sentences that repeat the printed numbers (cost and element, life,
 *  strike, movement or flyer), which the tile shows as numbers; the whole text if it does not
 *  open with them. */
export function abilitiesText(card: Printed, lang: DeckLang): string {
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
export function missingText(card: Printed, lang: DeckLang): string {
  if (!card.missing.length) return "";
  return fill(WORDS[lang].notPlayedLong, { list: card.missing.map((m) => mechanic(lang, m)).join(", ") });
}

/** The card's face for the peek: its numbers, its whole rules text and what is not played yet. */
export function faceOf(card: Printed, lang: DeckLang): Face {
  const w = WORDS[lang];
  const move = card.movement === undefined ? w.flyer : `${w.movement} ${card.movement}`;
  const lines = [`${w.number} ${card.number} · ${ELEMENT_NAMES[lang][card.element]} · ${card.elite ? w.elite : w.ordinary}${card.unique ? ` · ${w.unique}` : ""}`];
  const missing = missingText(card, lang);
  if (missing) lines.push(missing);
  return {
    name: `${card.name[lang]} (${card.cost})`,
    kind: `el-${card.element}`,
    type: `${w.life} ${card.life} · ${w.strike} ${card.strike.join("-")} · ${move}`,
    lines,
    text: card.text[lang],
  };
}

/** The cost of `card` as a crystal: gold when elite, silver when ordinary. */
export function costGem(card: Printed, lang: DeckLang, cls = "dk-cost"): HTMLElement {
  const gem = el("span", `${cls} ${card.elite ? "gold" : "silver"}`, String(card.cost));
  gem.title = card.elite ? WORDS[lang].elite : WORDS[lang].ordinary;
  return gem;
}

/** The tile of `card`, its count `n`. */
export function tile(card: Printed, lang: DeckLang, n: number): HTMLLIElement {
  const w = WORDS[lang];
  const li = el("li", `dk-tile el-${card.element}`);
  li.dataset.id = card.id;
  const add = el("button", "dk-add");
  add.type = "button";
  add.dataset.peek = card.id;
  add.setAttribute("aria-keyshortcuts", "+ -");

  const top = el("span", "dk-top");
  top.append(costGem(card, lang), el("span", "dk-name", hyphenate(card.name[lang])));
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
  add.append(top, meta, stats);
  const abilities = abilitiesText(card, lang);
  if (abilities) add.append(el("span", "dk-text", abilities));
  if (card.missing.length) {
    const badge = el("span", "dk-missing", `${w.notPlayed}: ${card.missing.map((m) => mechanic(lang, m)).join(", ")}`);
    add.append(badge);
  }
  const badge = el("span", "dk-count");
  badge.setAttribute("aria-hidden", "true");
  const remove = el("button", "dk-remove", "−");
  remove.type = "button";
  remove.setAttribute("aria-label", fill(w.removeLabel, { name: card.name[lang] }));
  li.append(add, badge, remove);
  setCount(li, card, lang, n);
  return li;
}

/** Shows `n` copies in the deck on the tile `li` of `card`. */
export function setCount(li: HTMLElement, card: Printed, lang: DeckLang, n: number) {
  const w = WORDS[lang];
  li.classList.toggle("in-deck", n > 0);
  li.querySelector(".dk-count")!.textContent = n > 0 ? `×${n}` : "";
  const add = li.querySelector<HTMLButtonElement>(".dk-add")!;
  add.setAttribute("aria-label", fill(w.addLabel, { name: card.name[lang], cost: card.cost, n }));
  const remove = li.querySelector<HTMLButtonElement>(".dk-remove")!;
  if (n === 0 && document.activeElement === remove) add.focus();
  remove.hidden = n === 0;
}
