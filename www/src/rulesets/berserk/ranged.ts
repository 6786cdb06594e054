// A printed card's ranged attacks (shot, throw, discharge, magic strike) and counters, in words:
// what an `act` option's ability is, read from the card's data ("Shot 1", "Throw 1-2-2 (1
// counter)"). The engine decides what may be done; this only names what it offers [B-GAME-9],
// [B-GAME-11].
import type { BerserkRangedKind } from "arbiter-engine";
import type { CreatureDef } from "./types";
import type { BerserkStrings } from "./strings";

export type RangedKind = BerserkRangedKind;
export const RANGED_KINDS: readonly RangedKind[] = ["shot", "throw", "discharge", "magic_strike", "strike_through_row", "special_strike", "finishing_strike"];

/** A ranged attack's value as printed: "1", "1-2-3" (weak, medium, strong), or "" when the card computes it. */
export function valueText(v: unknown): string {
  if (typeof v === "number") return String(v);
  if (Array.isArray(v) && v.every((x) => typeof x === "number")) return v.join("-");
  return "";
}

/** The ranged attacks of ability `index` of `def` (its kinds and printed values), and the counters it costs (null: none). */
export function rangedOf(def: CreatureDef | undefined, index: number): { parts: { kind: RangedKind; value: string }[]; counters: number | "X" | null } | null {
  const ability = def?.abilities?.[index];
  if (!ability) return null;
  const dos = Array.isArray(ability.do) ? ability.do : [ability.do];
  const parts: { kind: RangedKind; value: string }[] = [];
  for (const d of dos) {
    if (typeof d !== "object" || d === null) continue;
    for (const kind of RANGED_KINDS) if (kind in d) parts.push({ kind, value: valueText((d as Record<string, unknown>)[kind]) });
  }
  let counters: number | "X" | null = null;
  for (const c of ability.cost ?? []) {
    if (typeof c === "object" && c !== null && "counters" in c) {
      const n = (c as { counters: unknown }).counters;
      counters = typeof n === "number" ? n : "X";
    }
  }
  return { parts, counters };
}

/** "Shot 1", "Discharge 1-2-2 (1 counter)": ability `index` of `def` as a ranged attack, in words. */
export function rangedLabel(w: BerserkStrings, def: CreatureDef | undefined, index: number): string {
  // The action after its card's abilities is one another card's ability gave it (the Dverg's gift).
  if (def && index === (def.abilities?.length ?? 0)) return w.grantedAction;
  const r = rangedOf(def, index);
  // An action that is not an attack (a heal, a wound...): its number on the card, whose text says what it does.
  if (!r || !r.parts.length) return `${w.ranged.attack} ${index + 1}${r?.counters ? ` (${r.counters === "X" ? w.ranged.someCounters : w.ranged.counters(r.counters)})` : ""}`;
  const text = r.parts.map((p, i) => `${i ? w.ranged.kinds[p.kind].toLowerCase() : w.ranged.kinds[p.kind]}${p.value ? ` ${p.value}` : ""}`).join(" + ");
  const cost = r.counters === null ? "" : ` (${r.counters === "X" ? w.ranged.someCounters : w.ranged.counters(r.counters)})`;
  return text + cost;
}

/**
 * The labels of several `act` options of one creature on one target (and its simple strike):
 * each ability's words, its number on the card added where two would read alike.
 */
export function distinctLabels(w: BerserkStrings, def: CreatureDef | undefined, abilities: readonly number[]): string[] {
  const labels = abilities.map((a) => rangedLabel(w, def, a));
  return labels.map((l, i) => (labels.filter((x) => x === l).length > 1 ? `${l} (${w.ranged.ability(abilities[i] + 1)})` : l));
}

/** " (+1 to the die)": the effect an `act` option names as its `x` when its ability chooses one of its effects (`choose_one`), else "". */
export function chosenEffect(w: BerserkStrings, def: CreatureDef | undefined, index: number, x: number | undefined): string {
  const effect = def?.abilities?.[index]?.do;
  if (!x || typeof effect !== "object" || effect === null || Array.isArray(effect) || !("choose_one" in effect)) return "";
  return ` (${w.ranged.rollChoice[x - 1] ?? String(x)})`;
}
