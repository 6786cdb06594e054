// Eredan's card faces: the name, the type line (type, subtype; marked ◇ when the card's numbers are
// illustrative, with the mark's meaning on a line of its own), a character's PV/ATT/DEF, and
// the rules text the engine writes from the card's data in the page's language; for a
// character's card on the board, its affiliations in a line and its special ability alone.
import type { EredanCardDef as CardDef } from "arbiter-engine";
import type { Face } from "../../shell/card-reader";
import { STRINGS, type EredanLang } from "./strings";

/** The face of `def`, with its rules `text` (the engine's, in `lang`). */
export function eredanFace(def: CardDef | undefined, text: string | undefined, lang: EredanLang): Face | null {
  if (!def) return null;
  const w = STRINGS[lang];
  const kind = def.subtype ?? def.type;
  const type = [w.types[def.type] ?? def.type, def.subtype ? (w.types[def.subtype] ?? def.subtype) : null].filter(Boolean).join(" — ");
  const att = def.att_max != null && def.att_max !== def.att ? `${def.att}–${def.att_max}` : `${def.att}`;
  const stats = def.type === "character" ? `${w.pv} ${def.pv} · ${w.att} ${att} · ${w.def} ${def.def}` : undefined;
  // A card whose numbers are ours carries the mark on its type line (seen on the smallest face too)
  // and, on the whole face, a line saying what the mark means.
  const mark = def.illustrative ? ` ${w.illustrativeMark}` : "";
  const lines = def.illustrative ? [w.illustrative] : undefined;
  return { name: def.name, kind, type: type + mark, stats, lines, text: text ?? def.text ?? "" };
}

/** A character's guilds, classes and races in one short line ("Kotoba · Combattant · Humain"), as its data has them. */
export function affiliationLine(def: CardDef | undefined): string {
  return def ? [...(def.guilds ?? []), ...(def.classes ?? []), ...(def.races ?? [])].join(" · ") : "";
}

/**
 * A character's special ability: the engine's rules `text` without the sentences it opens with
 * for the printed PV/ATT/DEF and, when the character has affiliations, those (the card on the
 * board shows those from the frame and the data); the whole text if it does not read so.
 */
export function abilityText(def: CardDef | undefined, text: string): string {
  const sentences = text.split(/(?<=\.) +/);
  const affiliated = !!def && [def.guilds, def.classes, def.races, def.castes].some((a) => (a ?? []).length > 0);
  const opening = affiliated ? 2 : 1;
  return sentences.length >= opening && /\bPV\b/.test(sentences[0]) ? sentences.slice(opening).join(" ") : text;
}
