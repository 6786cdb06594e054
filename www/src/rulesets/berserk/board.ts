// Draws a Berserk frame (the engine's public state): the 5×6 board as a CSS grid (the side of
// the seat at the screen at the bottom: player 0's, or the board turned round for player 1's),
// each creature with its name, wounds/life, closed state and poison; during an attack, the
// panel of its steps, priority, stack, dice and strikes; and the effect of the event just shown
// (floating wounds, dice, death).
import type { Board, BoardOptions, Shown } from "../../shell/ruleset";
import { el } from "../../shell/dom";
import { readable, type Face } from "../../shell/card-reader";
import { STRINGS, type BerserkLang, type BerserkStrings } from "./strings";
import { phaseOf, type BerserkTypes, type Creature, type CreatureDef, type CreatureRef, type Event, type State, type Step } from "./types";
import { placeCount, prepView, squadTray } from "./prep";
import { valueText, type RangedKind } from "./ranged";

export const STEPS: readonly Step[] = ["preliminary", "die_roll", "calculation", "blocking", "effect_modification", "application"];

export type Catalogue = ReadonlyMap<string, CreatureDef>;

export interface Names {
  catalogue: Catalogue;
  lang: BerserkLang;
}

export function creatureName(o: Names, card: string): string {
  // A creature face down is known to the engine's public state only as "face-down".
  if (card === "face-down") return STRINGS[o.lang].faceDown;
  const n = o.catalogue.get(card)?.name;
  if (!n) return card;
  return typeof n === "string" ? n : n[o.lang];
}

/** "Veteran Knight #1", as the engine's narration names a creature. */
export function nameOf(o: Names, state: State, uid: number): string {
  const c = state.creatures.find((x) => x.uid === uid);
  return c ? `${creatureName(o, c.card)} #${uid}` : `#${uid}`;
}

export const featureName = (w: BerserkStrings, f: string) => w.features[f] ?? f;

/** Each of a creature's features by name (with its value: "Armour 1"), in the card's order. */
function featureLabels(w: BerserkStrings, def: CreatureDef | undefined): string[] {
  return (def?.features ?? []).map((f) =>
    typeof f === "string" ? featureName(w, f) : Object.entries(f).map(([k, v]) => (typeof v === "number" ? `${featureName(w, k)} ${v}` : featureName(w, k))).join(", "),
  );
}

function features(w: BerserkStrings, def: CreatureDef | undefined): string {
  return featureLabels(w, def).join(", ");
}

/** A creature's face for the card reader: its name, cost and element (a printed card's), life, strike and movement or flight, features, rules text, and what of it the engine does not play yet. */
export function berserkFace(o: Names, card: string, text: string, missing: readonly string[] = []): Face | null {
  const def = o.catalogue.get(card);
  if (!def) return null;
  const w = STRINGS[o.lang];
  const feats = features(w, def);
  const flyer = def.kind === "flyer";
  const printed = def.cost !== undefined ? [`${w.prep.cost} ${def.cost} (${def.elite ? w.prep.elite : w.prep.ordinary}${def.unique ? `, ${w.prep.unique}` : ""})`, w.elements[def.element ?? "neutral"] ?? ""] : [];
  return {
    name: creatureName(o, card),
    kind: "creature",
    type: [flyer ? w.prep.flyer : w.creature, ...printed].filter(Boolean).join(" · "),
    stats: `♥ ${def.life} · ${w.strike} ${def.strike.join("-")} · ${flyer ? w.prep.flyer : `${w.movement} ${def.movement ?? 0}`}`,
    lines: [...(feats ? [feats] : []), ...(missing.length ? [w.prep.notPlayed] : [])],
    text,
  };
}

export function outcomeText(state: State, labels: readonly string[], w: BerserkStrings): string {
  const out = state.outcome;
  if (!out) return w.over;
  return "winner" in out ? `${labels[out.winner]} ${w.wins}` : w.draw;
}

const VOWELS = /[aeiouyàâäéèêëîïôöûüаеёиоуыэюя]/i;
const NOT_FIRST = /[йьъ]/i;

/**
 * A creature's name with soft hyphens (U+00AD) between the syllables of its long words, so a
 * narrow tile (360 px: five columns) breaks "Berserker" as "Berser-ker", never "Berserke|r"
 * (the browsers' hyphens: auto needs a dictionary they may not have). Between two vowels, one
 * consonant goes to the next syllable; of a cluster, half (English) or all but the first
 * (Cyrillic) do; "ch", "sh", "th", "ph", "ck", "gh", "wh" stay together.
 */
export function syllables(name: string): string {
  return name.replace(/\p{L}{6,}/gu, (word) => {
    const units: string[] = [];
    for (let i = 0; i < word.length; ) {
      const n = /^(ch|sh|th|ph|ck|gh|wh)$/i.test(word.slice(i, i + 2)) ? 2 : 1;
      units.push(word.slice(i, i + n));
      i += n;
    }
    const cyrillic = /\p{Script=Cyrillic}/u.test(word);
    const vowel = (u: string) => VOWELS.test(u);
    const breaks = new Set<number>();
    let at = 0;
    const starts = units.map((u) => ((at += u.length), at - u.length));
    for (let i = 0; i < units.length; ) {
      if (!vowel(units[i])) {
        i++;
        continue;
      }
      let j = i;
      while (j < units.length && vowel(units[j])) j++;
      let k = j;
      while (k < units.length && !vowel(units[k])) k++;
      if (k >= units.length) break;
      const cluster = k - j;
      let cut = cluster <= 1 ? j : cyrillic ? j + 1 : j + Math.ceil(cluster / 2);
      while (cut < k && NOT_FIRST.test(units[cut])) cut++;
      const pos = starts[cut];
      if (pos >= 2 && word.length - pos >= 3) breaks.add(pos);
      i = k;
    }
    return word
      .split("")
      .map((ch, i) => (breaks.has(i) ? `\u00ad${ch}` : ch))
      .join("");
  });
}

/**
 * A creature's tile. A face-down creature is a card back (`face-down`), with its uid and no
 * numbers; its owner sees its card (marked face down) while the owner's person looks at the
 * screen (`showHands`: in hot-seat, not while the other person may be looking).
 */
function token(c: Creature, m: State, o: BoardOptions<BerserkLang>, names: Names): HTMLElement {
  const w = STRINGS[o.lang];
  if (c.card === "face-down" || (c.hidden && !o.showHands.has(c.owner))) return backToken(c, o, w);
  const def = names.catalogue.get(c.card);
  const a = el("article", `bz-creature p${c.owner}`);
  a.dataset.uid = String(c.uid);
  a.dataset.card = c.card;
  if (c.closed) a.classList.add("closed");
  if (c.dead) a.classList.add("dead");
  if (c.exiled) a.classList.add("exiled");
  if (c.hidden) a.classList.add("hidden");
  if (c.flying) a.classList.add("aloft");
  if (m.attack?.attacker === c.uid) a.classList.add("attacking");
  if (m.attack?.target === c.uid) a.classList.add("targeted");
  const name = creatureName(names, c.card);
  const info = readable(el("span", "bz-read", "i"), c.card, null);
  info.setAttribute("aria-label", `${name}: ${w.readCard}`);
  a.append(el("span", "bz-name", syllables(name)), el("span", "bz-uid", `#${c.uid}`));
  // [B-DEATH-1] Extra lives count above the card's life.
  const life = el("span", "bz-life", `♥ ${Math.max(0, c.life + (c.extra_lives ?? 0) - c.wounds)}/${c.life}`);
  life.title = `${w.wounds}: ${c.wounds}`;
  const row = el("span", "bz-row");
  row.append(life);
  // [B-GAME-12] A strike bonus for the battle (not a feature) beside the card's strike.
  const bonus = c.strike_bonus ? ` +${c.strike_bonus}` : "";
  if (def) row.append(el("span", "bz-strike", `${def.strike.join("-")}${bonus}`));
  const counters = counterBadge(c, w);
  if (counters) row.append(counters);
  if (c.stunned) {
    // [B-GAME-12] Stunned: it stays closed at its owner's next starts of turn.
    const s = el("span", "bz-stunned", `✱${c.stunned}`);
    s.title = w.ranged.stunned(c.stunned);
    row.append(s);
  }
  // The card reader's button: at the tile's top right on a wide board (the name keeps clear of
  // it), at the end of this row on a narrow one (www/berserk.css).
  row.append(info);
  a.append(row);
  const marks = el("span", "bz-marks");
  if (c.hidden) marks.append(el("span", "bz-hidden", `▨ ${w.prep.faceDownMark}`));
  if (c.closed && !c.dead) marks.append(el("span", "bz-closed", `⤵ ${w.closed}`));
  if (c.poison > 0) marks.append(el("span", "bz-poison", `☠${c.poison}`));
  // [B-MARKER] The markers on it (strangling ones counted), and those of the cell it stands on.
  const on = (m.markers ?? []).filter((x) => x.creature === c.uid || (!c.flying && !c.dead && x.cell?.[0] === c.cell[0] && x.cell?.[1] === c.cell[1]));
  for (const kind of new Set(on.map((x) => x.kind))) {
    const n = on.filter((x) => x.kind === kind).length;
    marks.append(el("span", `bz-marker ${kind}`, `${w.ranged.markers[kind] ?? kind}${n > 1 ? ` ×${n}` : ""}`));
  }
  if (c.featureless && !c.dead) marks.append(el("span", "bz-featureless", `∅ ${w.featuresLost}`));
  if (c.dead) marks.append(c.exiled ? el("span", "bz-dead bz-exiled", `⊘ ${w.exiled}`) : el("span", "bz-dead", `✝ ${w.dead}`));
  a.append(marks);
  // Its features as short labels on the tile: who can block, inspire or strike first is seen
  // without opening the card (their whole text is in the card reader).
  const labels = featureLabels(w, def);
  if (labels.length) {
    const list = el("span", "bz-feats");
    for (const label of labels) list.append(el("span", "bz-feat", label));
    a.append(list);
  }
  const feats = features(w, def);
  a.title = `${name} #${c.uid} — ${o.labels[c.owner]}. ${w.life} ${c.life}, ${w.wounds} ${c.wounds}${def ? `, ${w.strike} ${def.strike.join("-")}` : ""}${feats ? `. ${feats}` : ""}${c.poison ? `. ${w.poison} ${c.poison}` : ""}${c.counters ? `. ${w.ranged.onIt(c.counters)}` : ""}${c.closed ? `. ${w.closed}` : ""}${c.hidden ? `. ${w.prep.faceDownMark}` : ""}`;
  a.setAttribute("aria-label", a.title);
  return a;
}

/** The counters on a creature [B-GAME-11]: "●2" (none: null). */
function counterBadge(c: Creature, w: BerserkStrings): HTMLElement | null {
  const n = c.counters ?? 0;
  if (n <= 0) return null;
  const b = el("span", "bz-counters", `●${n}`);
  b.dataset.counters = String(n);
  b.title = w.ranged.onIt(n);
  return b;
}

/** A face-down creature as the others see it: a card back, its uid and owner, closed or not. */
function backToken(c: Creature, o: BoardOptions<BerserkLang>, w: BerserkStrings): HTMLElement {
  const a = el("article", `bz-creature face-down p${c.owner}`);
  a.dataset.uid = String(c.uid);
  a.dataset.card = "face-down";
  if (c.closed) a.classList.add("closed");
  if (c.dead) a.classList.add("dead");
  a.append(el("span", "bz-name", syllables(w.faceDown)), el("span", "bz-uid", `#${c.uid}`));
  const counters = counterBadge(c, w);
  if (counters) a.append(counters);
  if (c.closed && !c.dead) a.append(el("span", "bz-marks", `⤵ ${w.closed}`));
  a.title = `${w.faceDown} #${c.uid} — ${o.labels[c.owner]}${c.counters ? `. ${w.ranged.onIt(c.counters)}` : ""}${c.closed ? `. ${w.closed}` : ""}`;
  a.setAttribute("aria-label", a.title);
  return a;
}

/** A die modifier's event: by how much, and the roll it made. */
type Modified = { amount: number; value: number } | null;

/**
 * What the events say of the attack in progress: whether its step has ended, whether the
 * strikes are determined, and each die's modifier (the public state's rolls are the dice as
 * rolled: a modifier's result is only in its event).
 */
function attackSoFar(history: readonly Event[]): { ended: boolean; determined: boolean; modified: [Modified, Modified]; ranged: Ranged } {
  let ended = false;
  let determined = false;
  let modified: [Modified, Modified] = [null, null];
  let ranged: Ranged = null;
  for (const e of history) {
    if (e.kind === "attack_declared" || e.kind === "ranged_declared") {
      determined = ended = false;
      modified = [null, null];
      ranged = e.kind === "ranged_declared" ? { attack: e.attack, printed: valueText(e.value[0] === e.value[1] && e.value[1] === e.value[2] ? e.value[0] : e.value), value: null } : null;
    } else if (e.kind === "ranged_value" && ranged) ranged.value = e.value;
    else if (e.kind === "step_started") ended = false;
    else if (e.kind === "step_ended") ended = true;
    else if (e.kind === "strikes_determined") determined = true;
    else if (e.kind === "die_rolled" || e.kind === "die_rerolled") modified[e.role === "attacker" ? 0 : 1] = null;
    else if (e.kind === "die_modified" || e.kind === "die_lowered") {
      const i = e.role === "attacker" ? 0 : 1;
      const amount = e.kind === "die_lowered" ? -e.amount : e.amount;
      modified[i] = { amount: (modified[i]?.amount ?? 0) + amount, value: e.value };
    }
  }
  return { ended, determined, modified, ranged };
}

/** A ranged attack in progress [B-GAME-9]: its kind, its value as printed ("1", "1-2-2"), and its value once calculated. */
type Ranged = { attack: RangedKind; printed: string; value: number | null } | null;

function attackPanel(shown: Shown<BerserkTypes>, o: BoardOptions<BerserkLang>, names: Names): HTMLElement {
  const m = shown.frame;
  const w = STRINGS[o.lang];
  const box = el("section", "bz-attack");
  box.setAttribute("aria-label", w.attack);
  const a = m.attack;
  if (!a) {
    box.classList.add("idle");
    const phase = phaseOf(m);
    if (phase === "side" || phase === "deal" || phase === "recruit" || phase === "place") box.append(el("p", "bz-prep-phase", `${w.prep.preparation} — ${w.prep.phases[phase]}: ${o.labels[m.active]} (${w.active})`));
    else box.append(el("p", "bz-turn", `${w.turn} ${m.turn} — ${o.labels[m.active]} (${w.active})`));
    if (m.outcome) box.append(el("p", "bz-over", outcomeText(m, o.labels, w)));
    return box;
  }
  const { ended, determined, modified, ranged } = attackSoFar(shown.history);
  box.append(el("p", "bz-turn", `${w.turn} ${m.turn} — ${ranged ? w.ranged.kinds[ranged.attack] : w.attack}: ${nameOf(names, m, a.attacker)} → ${nameOf(names, m, a.target)}`));
  const steps = el("ol", "bz-steps");
  const cur = STEPS.indexOf(a.step);
  STEPS.forEach((s, i) => {
    const li = el("li", "", w.steps[s]);
    li.dataset.step = s;
    if (i < cur || (i === cur && ended)) li.className = "past";
    if (i === cur && !ended) {
      li.className = "now";
      li.setAttribute("aria-current", "step");
    }
    steps.append(li);
  });
  box.append(steps);
  const info = el("dl", "bz-info");
  const row = (k: string, v: string, cls: string) => {
    const d = el("div", cls);
    d.append(el("dt", "", k), el("dd", "", v));
    info.append(d);
  };
  row(w.priority, ended ? "—" : (o.labels[a.priority] ?? "—"), "bz-priority");
  const die = (i: 0 | 1) => {
    const v = a.rolls[i];
    const m = modified[i];
    if (v === null) return "–";
    return m ? `[${v}] ${m.amount >= 0 ? "+" : "−"}${Math.abs(m.amount)} → ${m.value}` : `[${v}]`;
  };
  row(w.dice, `${w.attacker} ${die(0)} · ${w.defender} ${a.single_roll || ranged ? "—" : die(1)}`, "bz-dice");
  const s = (v: (typeof a.strikes)[number]) => (v ? w.strengths[v] : w.none);
  // A ranged attack has no strikes of the table: its kind and value, then the value calculated.
  if (ranged) row(w.ranged.attack, `${w.ranged.kinds[ranged.attack]} ${ranged.printed}${ranged.value !== null ? ` → ${ranged.value}` : ""}`, "bz-ranged-value");
  else if (a.strikes[0] || a.strikes[1] || determined) row(w.strikes, `${w.attacker} ${s(a.strikes[0])} · ${w.defender} ${s(a.strikes[1])}${a.exchange !== null ? ` (${w.exchange})` : ""}`, "bz-strikes");
  const stack = m.stack.length ? m.stack.map((x) => `${featureName(w, x.feature)} (${nameOf(names, m, x.creature)})`).reverse().join(" ▸ ") : w.emptyStack;
  row(w.stack, stack, "bz-stack");
  box.append(info);
  return box;
}

/** The seat whose side is drawn at the bottom of `m`'s board (the options', or the frame's active player). */
export const bottomSeat = (m: State, o: BoardOptions<BerserkLang>): number => (o.bottom === "active" ? m.active : (o.bottom ?? 0)) === 1 ? 1 : 0;

function renderBoard(root: HTMLElement, shown: Shown<BerserkTypes>, o: BoardOptions<BerserkLang>, catalogue: Catalogue) {
  const m = shown.frame;
  const w = STRINGS[o.lang];
  const names = { catalogue, lang: o.lang };
  const phase = phaseOf(m);
  // Player 1 at the screen sees the board turned round: its rows at the bottom, the columns
  // reversed. Only the drawing turns: every cell keeps the engine's coordinates (`data-cell`).
  const bottom = bottomSeat(m, o);
  const top = 1 - bottom;
  root.classList.add("bz-board-root");
  root.dataset.phase = phase;
  root.dataset.bottom = String(bottom);
  const wrap = el("div", "bz");
  if (m.prep && (phase === "side" || phase === "deal" || phase === "recruit")) {
    // Before the placement there is no board yet: the roll, then each camp's deal.
    wrap.append(prepView(m, m.prep, o, names));
    root.replaceChildren(wrap);
    return;
  }
  const label = (p: number) => {
    const h = el("div", `bz-side-label p${p}`, o.labels[p] ?? "");
    if (m.active === p) h.append(" ", el("span", "bz-active", w.active));
    return h;
  };
  // A flyer in its flyer zone: the frame says so (`flying`) [B-GAME-8].
  const creatures = m.creatures as Creature[];
  const grid = el("div", "bz-grid");
  grid.setAttribute("role", "grid");
  grid.setAttribute("aria-label", w.boardName);
  const order = [0, 1, 2, 3, 4, 5];
  const rows = bottom === 0 ? [...order].reverse() : order;
  const columns = bottom === 0 ? order.slice(0, 5) : order.slice(0, 5).reverse();
  for (const r of rows) {
    const tr = el("div", "bz-rowline");
    tr.setAttribute("role", "row");
    for (const c of columns) {
      const cell = el("div", `bz-cell ${r >= 3 ? "side1" : "side0"}`);
      cell.setAttribute("role", "gridcell");
      cell.dataset.cell = `${c},${r}`;
      cell.append(el("span", "bz-coord", `${c},${r}`));
      // A flyer's cell is where it took off from: it is in its flyer zone, not here.
      const here = creatures.find((x) => !x.dead && !x.flying && x.cell[0] === c && x.cell[1] === r);
      if (here) cell.append(token(here, m, o, names));
      // [B-MARKER] A marker on an empty cell (a bonfire, a bomb); a creature standing there shows it among its marks.
      else for (const mk of (m.markers ?? []).filter((x) => x.cell?.[0] === c && x.cell?.[1] === r)) cell.append(el("span", `bz-marker bz-cell-marker ${mk.kind}`, w.ranged.markers[mk.kind] ?? mk.kind));
      tr.append(cell);
    }
    grid.append(tr);
  }
  /** A side's fallen creatures, under its own label (the top side's above the board, the bottom side's below). */
  const fallen = (p: number) => {
    const dead = el("div", `bz-fallen p${p}`);
    dead.dataset.player = String(p);
    const theirs = creatures.filter((x) => x.dead && !x.exiled && x.owner === p);
    // [B-GAME-12] The cards exiled from the graveyard: out of the game, seen by both seats.
    const gone = creatures.filter((x) => x.dead && x.exiled && x.owner === p);
    if (theirs.length || gone.length) {
      dead.setAttribute("role", "group");
      dead.setAttribute("aria-label", `${o.labels[p] ?? ""} — ${w.fallen}`);
    }
    if (theirs.length) {
      dead.append(el("span", "bz-fallen-title", `${w.fallen}:`));
      for (const c of theirs) dead.append(token(c, m, o, names));
    }
    if (gone.length) {
      dead.append(el("span", "bz-fallen-title bz-exiled-title", `${w.exiled} (${gone.length}):`));
      for (const c of gone) dead.append(token(c, m, o, names));
    }
    return dead;
  };
  /** A side's flyer zone, off the board (the top side's above it, the bottom side's below) [B-GAME-8]: in a whole game, or wherever a creature flies. */
  const air = m.prep !== undefined || creatures.some((x) => x.flying);
  const zone = (p: number) => {
    const box = el("div", `bz-air p${p}`);
    box.dataset.air = String(p);
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", `${o.labels[p] ?? ""} — ${w.prep.flyerZone}`);
    const theirs = creatures.filter((x) => x.flying && !x.dead && x.owner === p);
    box.append(el("span", "bz-air-title", `✈ ${w.prep.flyerZone}${theirs.length ? "" : `: ${w.prep.noFlyers}`}`));
    for (const c of theirs) box.append(token(c, m, o, names));
    if (theirs.length) box.classList.add("busy");
    return box;
  };
  // During the placement: the seat's own squad to place beside the board (below or above it on a
  // phone, next to the seat's rows), how many the other camp has left to place on its side.
  const placing = m.prep && phase === "place" ? m.prep : null;
  const left = (p: number) => {
    const n = placing ? placeCount(placing, p, o) : null;
    return n ? [n] : [];
  };
  const field = el("div", "bz-field");
  field.append(label(top), fallen(top), ...left(top));
  if (air) field.append(zone(top));
  field.append(grid);
  if (air) field.append(zone(bottom));
  // The attack panel is the battle's (the banner says what the placement asks).
  field.append(label(bottom), ...left(bottom), fallen(bottom), ...(placing ? [] : [attackPanel(shown, o, names)]));
  const trays = placing ? [top, bottom].flatMap((p) => squadTray(placing, p, o, names) ?? []) : [];
  if (trays.length) wrap.classList.add("placing");
  // The top side's squad above the board, the bottom side's below it (on a wide screen, both beside it).
  wrap.append(...trays.filter((t) => t.classList.contains(`p${top}`)), field, ...trays.filter((t) => t.classList.contains(`p${bottom}`)));
  root.replaceChildren(wrap);
  if (shown.event) effect(root, shown, shown.event, w);
}

function float(root: HTMLElement, r: CreatureRef, text: string, cls: string) {
  const target = root.querySelector<HTMLElement>(`[data-uid="${r.uid}"]`);
  if (!target) return;
  // Decorative: the log's sentence (read in the live region) says the same.
  const f = el("span", `float ${cls}`, text);
  f.setAttribute("aria-hidden", "true");
  target.append(f);
  target.classList.add("flash");
}

/**
 * The effect of the event just shown: the event says what happened and to whom; wounds and
 * poison are the change between the frame before it and this one.
 */
function effect(root: HTMLElement, shown: Shown<BerserkTypes>, e: Event, w: BerserkStrings) {
  const flash = (sel: string) => root.querySelector(sel)?.classList.add("flash");
  const change = (r: CreatureRef, stat: (c: Creature) => number) => {
    const now = shown.frame.creatures.find((c) => c.uid === r.uid);
    const then = shown.before?.creatures.find((c) => c.uid === r.uid);
    return now && then ? stat(now) - stat(then) : 0;
  };
  switch (e.kind) {
    case "wounded":
      float(root, e.target, `−${change(e.target, (c) => c.wounds)}`, "dmg");
      break;
    case "poison_wounds":
      float(root, e.creature, `−${change(e.creature, (c) => c.wounds)}`, "dmg poison");
      break;
    case "regenerated":
      float(root, e.creature, `+${-change(e.creature, (c) => c.wounds)}`, "heal");
      break;
    case "extra_lives_gained":
      float(root, e.creature, `♥+${e.gained}`, "heal");
      break;
    case "extra_lives_lost":
      float(root, e.creature, `♥−${e.lost}`, "dmg");
      break;
    case "wounds_prevented":
      float(root, e.target, `−${e.prevented}✕`, "mod");
      break;
    case "poison_marker":
      float(root, e.target, `☠+${change(e.target, (c) => c.poison)}`, "dmg poison");
      break;
    case "died":
      root.querySelector<HTMLElement>(`[data-uid="${e.creature.uid}"]`)?.classList.add("dying");
      break;
    case "moved":
      float(root, e.creature, "↦", "mod");
      break;
    case "closed":
      float(root, e.creature, "⤵", "mod");
      break;
    case "attack_declared":
      float(root, e.attacker, "⚔", "mod");
      break;
    case "took_off":
      float(root, e.creature, "✈", "mod");
      break;
    case "ranged_declared":
      float(root, e.attacker, "➶", "mod");
      root.querySelector(`[data-uid="${e.target.uid}"]`)?.classList.add("flash");
      break;
    case "ranged_value":
      flash(".bz-ranged-value");
      break;
    case "counter_gained":
      float(root, e.creature, `●+${e.gained}`, "mod");
      break;
    case "die_rolled":
    case "die_rerolled":
    case "die_modified":
    case "die_lowered":
      flash(".bz-dice");
      break;
    case "strikes_determined":
    case "exchange_chosen":
      flash(".bz-strikes");
      break;
    case "striking":
      float(root, e.target, `⚔ ${w.strengths[e.strength]}`, "mod");
      break;
    case "strike_blocked":
      float(root, e.target, "⛔", "mod");
      break;
    case "priority_passed":
      flash(".bz-priority");
      break;
    case "trigger_put":
    case "trigger_resolved":
      flash(".bz-stack");
      break;
    case "step_started":
    case "step_ended":
      flash(".bz-steps");
      break;
    default:
      break;
  }
}

export function berserkBoard(options: () => BoardOptions<BerserkLang>, catalogue: Catalogue): Board<BerserkTypes> {
  return { render: (root, shown) => renderBoard(root, shown, options(), catalogue) };
}
