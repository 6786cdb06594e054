// Each ruleset's part of the builder: the names its pickers offer (from the engine's catalogue),
// and its form — the position and the choices of its scenario format (docs/wiki.md's pages for
// each ruleset), one control per field. The form only writes fields; what they may hold is the
// engine's to say, when it validates the scenario.
import type { Names as CreatureNames } from "arbiter-engine";
import type { Engine } from "../shell/engine";
import type { Lang } from "../shell/strings";
import { el } from "../shell/dom";
import { picks, type Form, type Json, type Path, type Picks } from "./form";
import { cardBrowser, faceOf, ownCards, ownCardsForm, type CardEntry } from "./berserk-cards";

export type RulesetId = "eredan" | "berserk" | "yummell";

/** What the pickers of a ruleset offer, by kind: id → name in the page's language. */
export type Names = Record<string, Map<string, string>>;

/** Entries with an id and a name: a string, or one per language (Berserk's creatures). */
interface Entry {
  id: string;
  name?: string | CreatureNames;
}

const nameOf = (e: Entry, lang: Lang) => (typeof e.name === "string" ? e.name : e.name ? (lang === "ru" ? e.name.ru : e.name.en) : e.id);

const mapOf = (entries: readonly Entry[], lang: Lang) => new Map(entries.map((e) => [e.id, nameOf(e, lang)]));

/** The first of `langs` (a ruleset's) that is `wanted`, or its default. */
const langIn = <L extends Lang>(langs: readonly [L, ...L[]], wanted: Lang): L => langs.find((l) => l === wanted) ?? langs[0];

/** The languages of each ruleset's names, text and narration, its default first. */
export const LANGS: Record<RulesetId, readonly [Lang, ...Lang[]]> = { eredan: ["en", "fr"], berserk: ["en", "ru"], yummell: ["en", "it"] };

/** The names of everything a scenario of `ruleset` can name, from its engine (in `wanted`, if the ruleset has it). */
export function namesOf(engine: Engine, ruleset: RulesetId, wanted: Lang): Names {
  if (ruleset === "eredan") {
    const lang = langIn(["en", "fr"], wanted);
    const all = engine.cards("eredan", lang);
    return { characters: mapOf(all.filter((c) => c.type === "character"), lang), cards: mapOf(all.filter((c) => c.type !== "character"), lang) };
  }
  if (ruleset === "berserk") {
    const lang = langIn(["en", "ru"], wanted);
    return { creatures: mapOf(engine.cards("berserk", lang), lang) };
  }
  const lang = langIn(["en", "it"], wanted);
  const all = engine.cards("yummell", lang);
  const sheets = engine.decks("yummell", lang);
  return {
    cards: mapOf(all, lang),
    artefacts: mapOf(all.filter((c) => c.type === "artefact"), lang),
    characters: mapOf(sheets.characters, lang),
    advantages: mapOf(sheets.advantages, lang),
  };
}

/** The datalists of `names`, added to `host`. */
export function pickLists(host: HTMLElement, ruleset: RulesetId, names: Names): Record<string, Picks> {
  return Object.fromEntries(Object.entries(names).map(([kind, map]) => [kind, picks(host, `picks-${ruleset}-${kind}`, map)]));
}

const arr = (v: Json | undefined): Json[] => (Array.isArray(v) ? v : []);
const str = (v: Json | undefined) => (typeof v === "string" ? v : "");
const seats = (n: number, f: Form) => Array.from({ length: n }, (_, i) => [i, `${f.w.player} ${i}`] as const);

/** The fields every scenario has: the seed and the forced dice. */
function envelope(f: Form) {
  return f.group(f.w.envelope, [], f.number(f.w.seed, ["seed"], { min: 0, placeholder: "0" }), f.dice());
}

/** An Eredan scenario: the turn, the two lines with their cards, the fighters, the plays, the stop point. */
function eredan(f: Form, p: Record<string, Picks>, names: Names): HTMLElement[] {
  const w = f.w;
  const player = (i: number) => {
    const at: Path = ["players", i];
    const characters = [0, 1, 2].map((c) =>
      f.group(
        `${w.character} ${c + 1}`,
        [...at, "characters", c],
        f.card(w.character, [...at, "characters", c, "card"], p.characters),
        f.number(w.pv, [...at, "characters", c, "pv"], { min: 0, placeholder: w.pvDefault }),
        f.check(w.tapped, [...at, "characters", c, "tapped"]),
        f.check(w.dead, [...at, "characters", c, "dead"]),
        f.cards(w.attached, [...at, "characters", c, "attached"], p.cards),
      ),
    );
    const line = document.createElement("div");
    line.className = "line-of-three";
    line.append(...characters);
    return f.group(
      `${w.player} ${i}`,
      at,
      line,
      f.cards(w.hand, [...at, "hand"], p.cards),
      f.cards(w.deck, [...at, "deck"], p.cards),
      f.cards(w.discard, [...at, "discard"], p.cards),
      f.number(w.score, [...at, "score"], { placeholder: "0" }),
    );
  };
  const active = f.get(["active"]) === 1 ? 1 : 0;
  const lineOf = (i: number) => [0, 1, 2].map((c) => {
    const id = str(f.get(["players", i, "characters", c, "card"]));
    return [c, `${c + 1}. ${names.characters.get(id) ?? id}`] as const;
  });
  return [
    envelope(f),
    f.group(
      w.turn,
      [],
      f.number(w.turn, ["turn"], { min: 1, placeholder: "1" }),
      f.select(w.active, ["active"], seats(2, f), { rebuild: true }),
      f.select(w.from, ["from"], [["play", "play"], ["start", "start"]]),
    ),
    player(0),
    player(1),
    f.group(w.fighters, ["fighters"], f.select(w.activeFighter, ["fighters", 0], lineOf(active)), f.select(w.passiveFighter, ["fighters", 1], lineOf(1 - active))),
    f.group(w.plays, ["plays"], f.cards(`${w.player} 0`, ["plays", 0], p.cards, { keepEmpty: true }), f.cards(`${w.player} 1`, ["plays", 1], p.cards, { keepEmpty: true })),
    f.group(w.discards, ["discards"], f.cards(`${w.player} 0`, ["discards", 0], p.cards, { keepEmpty: true }), f.cards(`${w.player} 1`, ["discards", 1], p.cards, { keepEmpty: true })),
    f.select(w.until, ["until"], [["end_of_turn", w.stops.end_of_turn ?? "end_of_turn"], ["end_of_combat", w.stops.end_of_combat ?? "end_of_combat"]]),
  ];
}

/** The fields of each Berserk choice type (docs/berserk-scenarios.md). */
const BERSERK_CHOICES: Record<string, readonly string[]> = {
  strike: ["attacker", "target"],
  move: ["creature", "to"],
  pass: [],
  redirect: ["creature"],
  defender: ["creature"],
  reroll: ["creature", "role"],
  block: ["creature"],
  inspire: ["creature"],
  use: ["creature", "feature"],
  exchange: ["choice"],
};

const CELLS: [number, number][] = Array.from({ length: 30 }, (_, i) => [i % 5, Math.floor(i / 5)]);

/** What the form of a ruleset draws besides its names: the engine's cards with their data (Berserk's catalogue) and the page's language. */
export interface Catalogue {
  cards: readonly CardEntry[];
  lang: Lang;
}

/**
 * A Berserk scenario: the turn, the creatures on the board (each card's face in one line), the
 * catalogue's cards to search and put on the board, the scenario's own cards, the choices, the
 * stop point.
 */
function berserk(f: Form, p: Record<string, Picks>, names: Names, catalogue: Catalogue): HTMLElement[] {
  const w = f.w;
  const cellOptions = CELLS.map(([c, r]): [Json, string] => [[c, r], `${w.column} ${c}, ${w.row} ${r}`]);
  const creatures = arr(f.get(["creatures"]));
  const creatureOptions = creatures.map((c, i) => {
    const card = c && typeof c === "object" && !Array.isArray(c) ? str(c.card) : "";
    const owner = c && typeof c === "object" && !Array.isArray(c) ? c.owner : "?";
    return [i, `#${i} ${names.creatures.get(card) ?? card} (${w.player} ${owner})`] as const;
  });
  const byId = new Map([...catalogue.cards, ...ownCards(f.model)].map((c) => [c.id, c]));
  /** The face of the card a creature is, in one line (its type line and numbers). */
  const faceLine = (i: number) => {
    const def = byId.get(str(f.get(["creatures", i, "card"])));
    const face = def ? faceOf(def, catalogue.lang) : null;
    return face ? el("p", "hint pick-face", `${face.type} · ${face.stats ?? ""}`) : null;
  };
  const creature = (i: number) => {
    const at: Path = ["creatures", i];
    return f.group(
      `${w.creature} #${i}`,
      at,
      f.card(w.creature, [...at, "card"], p.creatures),
      faceLine(i),
      f.select(w.owner, [...at, "owner"], seats(2, f), { rebuild: true }),
      f.select(w.cell, [...at, "cell"], cellOptions, { cells: true }),
      f.number(w.wounds, [...at, "wounds"], { min: 0, placeholder: "0" }),
      f.number(w.poison, [...at, "poison"], { min: 0, placeholder: "0" }),
      f.number(w.armourUsed, [...at, "armour_used"], { min: 0, placeholder: "0" }),
      f.check(w.closed, [...at, "closed"]),
      f.check(w.dead, [...at, "dead"]),
      f.check(w.moved, [...at, "moved"]),
      f.check(w.luckUsed, [...at, "luck_used"]),
      f.check(w.hidden, [...at, "hidden"]),
    );
  };
  const choice = (i: number) => {
    const at: Path = ["choices", i];
    const now = f.get(at);
    // "pass" is shorthand for { "type": "pass" }: the form edits the object.
    if (typeof now === "string") f.model.choices = arr(f.model.choices).map((c, j) => (j === i ? { type: now } : c));
    const type = str(f.get([...at, "type"]));
    const fields: HTMLElement[] = [
      f.select(w.type, [...at, "type"], Object.keys(BERSERK_CHOICES).map((t) => [t, t] as const), { rebuild: true }),
      f.select(w.player, [...at, "player"], seats(2, f), { optional: w.byDefault }),
    ];
    for (const field of BERSERK_CHOICES[type] ?? []) {
      const label = { attacker: w.attacker, target: w.target, creature: w.creature, to: w.to, role: w.role, feature: w.feature, choice: w.exchange }[field] ?? field;
      if (field === "to") fields.push(f.select(label, [...at, "to"], cellOptions, { cells: true }));
      else if (field === "role") fields.push(f.select(label, [...at, "role"], [["attacker", "attacker"], ["defender", "defender"]]));
      else if (field === "choice") fields.push(f.select(label, [...at, "choice"], [["as_rolled", "as_rolled"], ["lower", "lower"]]));
      else if (field === "feature") fields.push(f.number(label, [...at, "feature"], { min: 0, required: true }));
      else fields.push(f.select(label, [...at, field], creatureOptions));
    }
    return f.group(`${w.choice} ${i + 1}`, at, ...fields);
  };
  return [
    envelope(f),
    f.group(
      w.turn,
      [],
      f.number(w.turn, ["turn"], { min: 1, placeholder: "1" }),
      f.select(w.active, ["active"], seats(2, f)),
      f.select(w.from, ["from"], [["main", "main"], ["start", "start"]]),
    ),
    f.list(w.creatures, ["creatures"], creature, () => ({ card: [...names.creatures.keys()][0] ?? "", owner: 0, cell: [0, 0] }), { keepEmpty: true, max: 30 }),
    cardBrowser(f, catalogue.cards, catalogue.lang),
    ownCardsForm(f, catalogue.lang),
    f.list(w.choices, ["choices"], choice, () => ({ type: "pass" })),
    f.select(w.until, ["until"], [["attack_end", w.stops.attack_end ?? "attack_end"], ["choices_end", w.stops.choices_end ?? "choices_end"]]),
  ];
}

/** The fields of each Yummell choice type (docs/yummell-scenarios.md). */
const YUMMELL_CHOICES: Record<string, readonly string[]> = {
  continue: [],
  play_event: ["card"],
  start_artefact: ["card"],
  use_artefact: ["card", "target"],
  ability: ["target"],
  advantage: ["target"],
  move: ["card"],
  rest: [],
  challenge: ["card"],
  discard: ["cards"],
};

const AT = ["preparation", "after_preparation", "movement", "after_movement", "challenge", "after_encounter"] as const;

/** A Yummell scenario: the seats, where the turn stands, the deck, the choices. */
function yummell(f: Form, p: Record<string, Picks>): HTMLElement[] {
  const w = f.w;
  const count = Math.max(2, arr(f.get(["players"])).length);
  const player = (i: number) => {
    const at: Path = ["players", i];
    return f.group(
      `${w.player} ${i}`,
      at,
      f.card(w.character, [...at, "character"], p.characters),
      f.card(w.advantage, [...at, "advantage"], p.advantages),
      f.number(w.square, [...at, "square"], { min: 0, placeholder: "0" }),
      f.cards(w.hand, [...at, "hand"], p.cards),
      f.cards(w.active_, [...at, "active"], p.artefacts),
      f.cards(w.activating, [...at, "activating"], p.artefacts),
    );
  };
  const target = (at: Path) => {
    const has = f.get([...at, "target"]) !== undefined;
    const box = document.createElement("div");
    box.className = "target";
    box.append(f.select(w.targetPlayer, [...at, "target", "player"], seats(count, f), { optional: w.none, rebuild: true }));
    if (has) box.append(f.card(w.targetCard, [...at, "target", "card"], p.artefacts));
    return box;
  };
  const choice = (i: number) => {
    const at: Path = ["choices", i];
    const type = str(f.get([...at, "type"]));
    const fields: HTMLElement[] = [
      f.select(w.type, [...at, "type"], Object.keys(YUMMELL_CHOICES).map((t) => [t, t] as const), { rebuild: true }),
      f.select(w.player, [...at, "player"], seats(count, f)),
    ];
    for (const field of YUMMELL_CHOICES[type] ?? []) {
      if (field === "card") fields.push(f.card(w.card, [...at, "card"], p.cards));
      else if (field === "cards") fields.push(f.cards(w.cards, [...at, "cards"], p.cards, { keepEmpty: true }));
      else fields.push(target(at));
    }
    return f.group(`${w.choice} ${i + 1}`, at, ...fields);
  };
  const first = (map: Picks) => [...map.names.keys()][0] ?? "";
  return [
    envelope(f),
    f.list(w.players, ["players"], player, () => ({ character: first(p.characters), advantage: first(p.advantages) }), { keepEmpty: true, max: 8 }),
    f.group(
      w.turn,
      [],
      f.number(w.round, ["round"], { min: 1, placeholder: "1" }),
      f.list(w.order, ["order"], (i) => f.select(`${w.order} ${i + 1}`, ["order", i], seats(count, f)), () => 0, { hint: w.orderDefault, max: 8 }),
      f.select(w.turn, ["turn"], seats(count, f), { optional: w.byDefault }),
      f.select(w.at, ["at"], AT.map((a) => [a, a] as const), { rebuild: true }),
      str(f.get(["at"])) === "challenge" ? f.card(w.encounter, ["encounter"], p.cards, { optional: true }) : null,
    ),
    // What this turn already used (the engine ignores it when the turn starts at its preparation).
    f.group(
      w.used,
      ["used"],
      f.check(w.moved, ["used", "moved"]),
      f.select(w.slot, ["used", "slot"], [["event", "event"], ["artefact", "artefact"]], { optional: w.none }),
      f.check(w.ability, ["used", "ability"]),
      f.check(w.advantage, ["used", "advantage"]),
      f.number(w.movementBonus, ["used", "movement"], { placeholder: "0" }),
      f.number(w.challengeBonus, ["used", "challenge"], { placeholder: "0" }),
      ...["strength", "sympathy", "agility", "magic"].map((stat, i) => f.number(`${w.statBonus} ${stat}`, ["used", "stats", i], { placeholder: "0", required: true })),
    ),
    f.cards(w.deck, ["deck"], p.cards, { hint: w.deckDefault }),
    f.cards(w.discard, ["discard"], p.cards),
    f.list(w.choices, ["choices"], choice, () => ({ type: "continue", player: 0 })),
  ];
}

/**
 * The model as a scenario of `ruleset`: the lists the form fills one by one made whole (an
 * Eredan `plays` of two lists; its `discards` left out when both are empty, their default; a
 * Yummell `used` with its four stats).
 */
export function normalize(ruleset: RulesetId, model: { [key: string]: Json }) {
  if (ruleset === "yummell") {
    // A Yummell `used` filled one stat at a time: the others are 0; nothing used is no `used`.
    const used = model.used;
    if (used && typeof used === "object" && !Array.isArray(used)) {
      if (Array.isArray(used.stats) && used.stats.length <= 4) used.stats = [0, 1, 2, 3].map((i) => (Array.isArray(used.stats) ? (used.stats[i] ?? 0) : 0));
      if (!Object.keys(used).length) delete model.used;
    }
    return;
  }
  if (ruleset !== "eredan") return;
  // Only lists with holes are filled: anything else is the engine's to refuse.
  const fillable = (v: Json | undefined) => v === undefined || (Array.isArray(v) && v.length <= 2 && v.every((x) => x == null || Array.isArray(x)));
  const pair = (v: Json | undefined): Json[][] => [0, 1].map((i) => arr(arr(v)[i]));
  if (fillable(model.plays)) model.plays = pair(model.plays);
  if (model.discards !== undefined && fillable(model.discards)) {
    const d = pair(model.discards);
    if (d.every((x) => x.length === 0)) delete model.discards;
    else model.discards = d;
  }
}

/** The form of a scenario of `ruleset`. */
export function formOf(ruleset: RulesetId, f: Form, p: Record<string, Picks>, names: Names, catalogue: Catalogue): HTMLElement[] {
  return ruleset === "eredan" ? eredan(f, p, names) : ruleset === "berserk" ? berserk(f, p, names, catalogue) : yummell(f, p);
}
