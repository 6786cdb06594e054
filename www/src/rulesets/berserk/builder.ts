// Berserk's part of the scenario builder (www/src/builder/, through the registry): the names its
// pickers offer (with a scenario's own cards), its form with the catalogue's faces, its picture of
// a frame and the scenario of a game's position.
import type { StateOf } from "arbiter-engine";
import type { BuilderPart, Catalogue, Names } from "../../builder/positions";
import { envelope, langIn, mapOf, seats, str, arr } from "../../builder/positions";
import type { Form, Json, Path, Picks } from "../../builder/form";
import { cardBrowser, faceOf, ownCards, ownCardsForm, ownNames } from "../../builder/berserk-cards";
import { el } from "../../shell/dom";
import { cut, text, type Labels } from "../../builder/picture";
import { lean } from "../../builder/export";

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

function berserkBody(m: StateOf<"berserk">, names: Names, labels: Labels): { body: string; height: number } {
  const creatures = m.creatures;
  const cw = 140;
  const ch = 72;
  const left = 16;
  const top = 36;
  let out = text(left, 24, `${labels.player} 1${m.active === 1 ? ` · ${labels.active}` : ""}`, { weight: "700" });
  for (let r = 5; r >= 0; r--) {
    for (let c = 0; c < 5; c++) {
      const x = left + c * cw;
      const y = top + (5 - r) * ch;
      out += `<rect x="${x}" y="${y}" width="${cw}" height="${ch}" fill="${r >= 3 ? "#f3ece0" : "#ece9f3"}" stroke="#c9bfa8"/>`;
      out += text(x + cw - 6, y + ch - 6, `${c},${r}`, { size: 10, anchor: "end", fill: "#6b6459" });
      const here = creatures.find((k) => !k.dead && k.cell[0] === c && k.cell[1] === r);
      if (!here) continue;
      out += `<rect x="${x + 4}" y="${y + 4}" width="${cw - 8}" height="${ch - 20}" rx="6" fill="${here.owner === 0 ? "#dbe8f5" : "#f5dcd5"}" stroke="${here.owner === 0 ? "#1c5f7a" : "#8a2d1c"}" stroke-width="2"${here.closed ? ' stroke-dasharray="5 3"' : ""}/>`;
      out += text(x + 10, y + 21, cut(names.creatures.get(here.card) ?? here.card, 17), { size: 12, weight: "700" });
      out += text(x + 10, y + 40, `#${here.uid} ♥ ${here.life - here.wounds}/${here.life}${here.closed ? ` · ${labels.closed}` : ""}`, { size: 12 });
    }
  }
  const bottom = top + 6 * ch;
  out += text(left, bottom + 20, `${labels.player} 0${m.active === 0 ? ` · ${labels.active}` : ""}`, { weight: "700" });
  const fallen = creatures.filter((k) => k.dead);
  if (fallen.length) out += text(left, bottom + 42, `✝ ${fallen.map((k) => `#${k.uid} ${names.creatures.get(k.card) ?? k.card}`).join(", ")}`, { size: 12 });
  return { body: out, height: bottom + 52 };
}

export const builder: BuilderPart<"berserk"> = {
  names(engine, wanted) {
    const lang = langIn(["en", "ru"], wanted);
    return { creatures: mapOf(engine.cards("berserk", lang), lang) };
  },
  form: berserk,
  /** Berserk's catalogue in the page's language (Berserk speaks English and Russian). */
  cards: (engine, lang) => engine.cards("berserk", lang === "ru" ? "ru" : "en"),
  /** A Berserk scenario's own cards are picked by name like the engine's. */
  shown: (names, model, lang) => ({ ...names, creatures: new Map([...(names.creatures ?? []), ...ownNames(model, lang)]) }),
  picture: berserkBody,
  position(state: StateOf<"berserk">) {
    const creatures = state.creatures.map((c) =>
      lean(
        { card: c.card, owner: c.owner, cell: c.cell, wounds: c.wounds, closed: c.closed, dead: c.dead, poison: c.poison, moved: c.moved, luck_used: c.luck_used, armour_used: c.armour_used, hidden: c.hidden },
        { wounds: 0, closed: false, dead: false, poison: 0, moved: false, luck_used: false, armour_used: 0, hidden: false },
      ),
    );
    return { ruleset: "berserk", turn: state.turn, active: state.active, creatures, choices: [] };
  },
};
