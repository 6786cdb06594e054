// Eredan's part of the scenario builder (www/src/builder/, through the registry): the names its
// pickers offer, its form, its picture of a frame and the scenario of a game's position.
import type { StateOf } from "arbiter-engine";
import type { BuilderPart, Names } from "../../builder/positions";
import { envelope, langIn, mapOf, seats, str, arr } from "../../builder/positions";
import type { Form, Json, Path, Picks } from "../../builder/form";
import { cut, text, type Labels } from "../../builder/picture";
import { lean } from "../../builder/export";

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

function eredanBody(m: StateOf<"eredan">, names: Names, labels: Labels): { body: string; height: number } {
  const players = m.players;
  const name = (id: string) => names.characters.get(id) ?? names.cards.get(id) ?? id;
  let out = "";
  let y = 10;
  for (const p of [1, 0]) {
    const pl = players[p];
    if (!pl) continue;
    out += text(16, y + 18, `${labels.player} ${p}${m.active === p ? ` · ${labels.active}` : ""} · ${labels.score} ${pl.score} · ${labels.hand} ${pl.hand.length}`, { weight: "700" });
    pl.characters.forEach((c, i) => {
      const x = 16 + i * 236;
      const top = y + 28;
      out += `<rect x="${x}" y="${top}" width="224" height="150" rx="8" fill="${c.dead ? "#d8d4cc" : c.tapped ? "#eee9dd" : "#fffdf8"}" stroke="#c9bfa8" stroke-width="2"/>`;
      out += text(x + 10, top + 22, cut(name(c.card), 26), { weight: "700" });
      out += text(x + 10, top + 44, `${labels.pv} ${c.pv}/${c.max_pv}`);
      out += text(x + 10, top + 64, `${labels.att} ${c.attack_max === undefined ? c.attack : `${c.attack}–${c.attack_max}`} · ${labels.def} ${c.defense}`, { weight: "700" });
      const marks = [c.dead ? `✝ ${labels.dead}` : "", !c.dead && c.tapped ? `↷ ${labels.tapped}` : ""].filter(Boolean).join(" ");
      if (marks) out += text(x + 10, top + 84, marks, { size: 12, fill: "#6b6459" });
      c.attached.slice(0, 3).forEach((a, k) => (out += text(x + 10, top + 104 + k * 16, `✦ ${cut(name(a), 28)}`, { size: 12 })));
      if (c.attached.length > 3) out += text(x + 200, top + 140, `+${c.attached.length - 3}`, { size: 12, anchor: "end" });
    });
    y += 190;
  }
  return { body: out, height: y };
}

export const builder: BuilderPart<"eredan"> = {
  names(engine, wanted) {
    const lang = langIn(["en", "fr"], wanted);
    const all = engine.cards("eredan", lang);
    return { characters: mapOf(all.filter((c) => c.type === "character"), lang), cards: mapOf(all.filter((c) => c.type !== "character"), lang) };
  },
  form: (f, p, names) => eredan(f, p, names),
  /** An Eredan `plays` of two lists; its `discards` left out when both are empty, their default. */
  normalize(model: { [key: string]: Json }) {
    // Only lists with holes are filled: anything else is the engine's to refuse.
    const fillable = (v: Json | undefined) => v === undefined || (Array.isArray(v) && v.length <= 2 && v.every((x) => x == null || Array.isArray(x)));
    const pair = (v: Json | undefined): Json[][] => [0, 1].map((i) => arr(arr(v)[i]));
    if (fillable(model.plays)) model.plays = pair(model.plays);
    if (model.discards !== undefined && fillable(model.discards)) {
      const d = pair(model.discards);
      if (d.every((x) => x.length === 0)) delete model.discards;
      else model.discards = d;
    }
  },
  picture: eredanBody,
  position(state: StateOf<"eredan">) {
    const players = state.players.map((p) =>
      lean(
        {
          characters: p.characters.map((c) => lean({ card: c.card, pv: c.pv, tapped: c.tapped, dead: c.dead, attached: c.attached }, { tapped: false, dead: false, attached: [] })),
          hand: p.hand,
          deck: p.deck,
          discard: p.discard,
          score: p.score,
        },
        { hand: [], deck: [], discard: [], score: 0 },
      ),
    );
    return { ruleset: "eredan", turn: state.turn, active: state.active, players, fighters: [0, 0], plays: [[], []] };
  },
};
