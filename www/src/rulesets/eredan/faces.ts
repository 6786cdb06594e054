// Eredan's card faces: the name, the type line (type, subtype), a character's PV/ATT/DEF, and
// the rules text the engine writes from the card's data in the page's language.
import type { EredanCardDef as CardDef } from "arbiter-engine";
import type { Face } from "../../shell/card-reader";
import { STRINGS, type EredanLang } from "./strings";

/** The face of `def`, with its rules `text` (the engine's, in `lang`). */
export function eredanFace(def: CardDef | undefined, text: string | undefined, lang: EredanLang): Face | null {
  if (!def) return null;
  const w = STRINGS[lang];
  const kind = def.subtype ?? def.type;
  const type = [w.types[def.type] ?? def.type, def.subtype ? (w.types[def.subtype] ?? def.subtype) : null].filter(Boolean).join(" — ");
  const stats = def.type === "character" ? `${w.pv} ${def.pv} · ${w.att} ${def.att} · ${w.def} ${def.def}` : undefined;
  return { name: def.name, kind, type, stats, text: text ?? def.text ?? "" };
}
