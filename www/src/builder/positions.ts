// What each ruleset's part of the builder is (`BuilderPart`: the names its pickers offer, from
// the engine's catalogue, and its form — the position and the choices of its scenario format,
// docs/wiki.md's pages for each ruleset, one control per field) and the helpers the parts share.
// The form only writes fields; what they may hold is the engine's to say, when it validates the
// scenario.
import type { Names as CreatureNames, RulesetName, StateOf } from "arbiter-engine";
import type { Engine } from "../shell/engine";
import type { Lang } from "../shell/strings";
import { el } from "../shell/dom";
import { picks, type Form, type Json, type Path, type Picks } from "./form";
import type { CardEntry } from "./berserk-cards";
import type { Labels } from "./picture";

/** A ruleset's id (www/src/rulesets/registry.ts). */
export type RulesetId = RulesetName;

/** What the pickers of a ruleset offer, by kind: id → name in the page's language. */
export type Names = Record<string, Map<string, string>>;

/** Entries with an id and a name: a string, or one per language (Berserk's creatures). */
interface Entry {
  id: string;
  name?: string | CreatureNames;
}

export const nameOf = (e: Entry, lang: Lang) => (typeof e.name === "string" ? e.name : e.name ? (lang === "ru" ? e.name.ru : e.name.en) : e.id);

export const mapOf = (entries: readonly Entry[], lang: Lang) => new Map(entries.map((e) => [e.id, nameOf(e, lang)]));

/** The first of `langs` (a ruleset's) that is `wanted`, or its default. */
export const langIn = <L extends Lang>(langs: readonly [L, ...L[]], wanted: Lang): L => langs.find((l) => l === wanted) ?? langs[0];

/** The datalists of `names`, added to `host`. */
export function pickLists(host: HTMLElement, ruleset: RulesetId, names: Names): Record<string, Picks> {
  return Object.fromEntries(Object.entries(names).map(([kind, map]) => [kind, picks(host, `picks-${ruleset}-${kind}`, map)]));
}

export const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);
export const str = (v: Json | undefined) => (typeof v === "string" ? v : "");
export const seats = (n: number, f: Form) => Array.from({ length: n }, (_, i) => [i, `${f.w.player} ${i}`] as const);

/** The fields every scenario has: the seed and the forced dice. */
export function envelope(f: Form) {
  return f.group(f.w.envelope, [], f.number(f.w.seed, ["seed"], { min: 0, placeholder: "0" }), f.dice());
}

/** What the form of a ruleset draws besides its names: the engine's cards with their data (Berserk's catalogue) and the page's language. */
export interface Catalogue {
  cards: readonly CardEntry[];
  lang: Lang;
}

/**
 * A ruleset's part of the builder (`www/src/rulesets/<id>/builder.ts`, loaded through the
 * registry): the names its pickers offer, its form, its picture of a frame and the scenario of a
 * game's position. Its methods take its own ruleset's states.
 */
export interface BuilderPart<R extends RulesetName = RulesetName> {
  /** The names of everything a scenario can name, from its engine (in `wanted`, if the ruleset has it). */
  names(engine: Engine, wanted: Lang): Names;
  /** The form of a scenario, its pickers `p` offering `names`. */
  form(f: Form, p: Record<string, Picks>, names: Names, catalogue: Catalogue): HTMLElement[];
  /** The model made a whole scenario: the lists the form fills one by one made whole. */
  normalize?(model: { [key: string]: Json }): void;
  /** The engine's cards with their data, for a form that shows their faces (none by default). */
  cards?(engine: Engine, lang: Lang): readonly CardEntry[];
  /** The names the pickers offer with the scenario's own cards (`names` by default). */
  shown?(names: Names, model: { [key: string]: Json }, lang: Lang): Names;
  /** The picture of a frame, without its title and caption (picture.ts). */
  picture(frame: StateOf<R>, names: Names, labels: Labels): { body: string; height: number };
  /** The scenario whose position is `state`, a game's public state (export.ts). */
  position(state: StateOf<R>): { [key: string]: unknown };
}
