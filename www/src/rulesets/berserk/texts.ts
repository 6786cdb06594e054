// Each creature's words as the engine writes them from its data, by language: its rules text,
// each ability's own line (what a decision about one ability shows) and what of the card the
// engine does not play yet. Read once per language, then kept.
import { loadEngine } from "../../shell/engine";
import type { BerserkLang } from "./strings";

export interface CardWords {
  text: string;
  abilityTexts: readonly string[];
  missing: readonly string[];
}

// The Berserk engine (loaded once for the page: index.ts awaits the same).
const engine = await loadEngine("berserk");

const NONE: CardWords = { text: "", abilityTexts: [], missing: [] };
const byLang = new Map<BerserkLang, Map<string, CardWords>>();

/** The words of card `id` in `lang` (empty for an id the engine does not know). */
export function wordsOf(id: string, lang: BerserkLang): CardWords {
  let byId = byLang.get(lang);
  if (!byId) {
    byId = new Map(engine.cards("berserk", lang).map((c) => [c.id, { text: c.text ?? "", abilityTexts: c.ability_texts ?? [], missing: c.missing ?? [] }]));
    byLang.set(lang, byId);
  }
  return byId.get(id) ?? NONE;
}
