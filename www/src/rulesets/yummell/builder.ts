// Yummell's part of the scenario builder (www/src/builder/, through the registry): the names its
// pickers offer, its form, its picture of a frame and the scenario of a game's position.
import type { StateOf } from "arbiter-engine";
import type { BuilderPart, Names } from "../../builder/positions";
import { envelope, langIn, mapOf, seats, str, arr } from "../../builder/positions";
import type { Form, Json, Path, Picks } from "../../builder/form";
import { text, type Labels } from "../../builder/picture";
import { lean } from "../../builder/export";

type Rec = Record<string, unknown>;

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

function yummellBody(m: StateOf<"yummell">, names: Names, labels: Labels): { body: string; height: number } {
  const { path, players } = m;
  const size = Math.min(46, Math.floor(688 / Math.max(1, path.length)));
  let out = text(16, 24, `${labels.round} ${m.round} · ${labels.turn}: ${labels.player} ${m.turn}`, { weight: "700" });
  const colour: Record<string, string> = { plain: "#e9efd9", hill: "#eadbc0", wood: "#cfe0c8", swamp: "#d5dde3" };
  path.forEach((terrain, i) => {
    const x = 16 + i * size;
    out += `<rect x="${x}" y="40" width="${size - 2}" height="${size + 30}" fill="${colour[terrain] ?? "#eee"}" stroke="#c9bfa8"/>`;
    out += text(x + 4, 54, String(i), { size: 10, fill: "#6b6459" });
    players.forEach((p, k) => {
      if (p.square === i) out += text(x + 4 + (k % 3) * 13, 72 + Math.floor(k / 3) * 14, String(k), { size: 12, weight: "700" });
    });
  });
  let y = 40 + size + 56;
  players.forEach((p, k) => {
    out += text(16, y, `${labels.player} ${k} · ${names.characters.get(p.character) ?? p.character} · ${labels.square} ${p.square} · ${labels.hand} ${p.hand.length}`, { size: 13 });
    if (p.active.length) out += text(36, y + 16, `✦ ${p.active.map((a) => names.cards.get(a) ?? a).join(", ")}`, { size: 12 });
    y += p.active.length ? 36 : 20;
  });
  return { body: out, height: y };
}

/** Where a turn of a game may be taken up as a scenario; any other point starts again at its preparation. */
const YUMMELL_AT = new Set(["after_preparation", "movement", "after_movement", "challenge", "after_encounter"]);

export const builder: BuilderPart<"yummell"> = {
  names(engine, wanted) {
    const lang = langIn(["en", "it"], wanted);
    const all = engine.cards("yummell", lang);
    const sheets = engine.decks("yummell", lang);
    return {
      cards: mapOf(all, lang),
      artefacts: mapOf(all.filter((c) => c.type === "artefact"), lang),
      characters: mapOf(sheets.characters, lang),
      advantages: mapOf(sheets.advantages, lang),
    };
  },
  form: (f, p) => yummell(f, p),
  /** A Yummell `used` with its four stats. */
  normalize(model: { [key: string]: Json }) {
    // A Yummell `used` filled one stat at a time: the others are 0; nothing used is no `used`.
    const used = model.used;
    if (used && typeof used === "object" && !Array.isArray(used)) {
      if (Array.isArray(used.stats) && used.stats.length <= 4) used.stats = [0, 1, 2, 3].map((i) => (Array.isArray(used.stats) ? (used.stats[i] ?? 0) : 0));
      if (!Object.keys(used).length) delete model.used;
    }
  },
  picture: yummellBody,
  position(state: StateOf<"yummell">) {
    const at = YUMMELL_AT.has(state.step) ? state.step : "preparation";
    const players = state.players.map((p) =>
      lean({ character: p.character, advantage: p.advantage, square: p.square, hand: p.hand, active: p.active, activating: p.activating }, { square: 0, hand: [], active: [], activating: [] }),
    );
    const scenario: Rec = { ruleset: "yummell", players, order: state.order, round: state.round, turn: state.turn, at, deck: state.deck, discard: state.discard, choices: [] };
    if (at !== "preparation") scenario.used = state.used;
    if (at === "challenge" && state.encounter) scenario.encounter = state.encounter;
    return scenario;
  },
};
