// Draws an Eredan frame (the engine's public state): the two lines of characters with their
// PV, ATT and DEF, the row of cards played this combat, and the effect of the event just shown
// (floating numbers, flashes, a tombstone, a weapon flying to the discard pile). Every number
// comes from the frame; the events say what happened (who fights, which cards were played).
import type { CharacterRef, EredanCardDef as CardDef, EredanEvent, PublicCharacter } from "arbiter-engine";
import type { Board, BoardOptions, Shown } from "../../shell/ruleset";
import type { TypesOf } from "../../shell/engine";
import { el } from "../../shell/dom";
import { readable, type Face } from "../../shell/card-reader";
import { STRINGS, type EredanLang, type EredanStrings } from "./strings";

/** Eredan's value shapes, as the package declares them. */
export type EredanTypes = TypesOf<"eredan">;

export type Catalogue = ReadonlyMap<string, CardDef>;
export const cardName = (catalogue: Catalogue, id: string) => catalogue.get(id)?.name ?? id;
/** A card's face in a language, for the reader (and the tooltip of each card drawn). */
export type FaceOf = (id: string, lang: EredanLang) => Face | null;

/** A card played this combat, and what became of it. */
interface Played {
  player: number;
  card: string;
  status: "played" | "resolved" | "cancelled";
}

/** What happened this combat, from the events: who fights, and the cards played. */
function thisCombat(history: readonly EredanEvent[]): { fighters: [CharacterRef, CharacterRef] | null; played: Played[] } {
  let fighters: [CharacterRef, CharacterRef] | null = null;
  let played: Played[] = [];
  for (const e of history) {
    if (e.kind === "turn_started" || e.kind === "combat_ended") {
      fighters = null;
      played = [];
    } else if (e.kind === "fighters_chosen") fighters = [e.active, e.passive];
    else if (e.kind === "card_played") played.push({ player: e.player, card: e.card, status: "played" });
    else if (e.kind === "card_resolved" || e.kind === "card_cancelled") {
      const p = played.find((x) => x.player === e.player && x.card === e.card && x.status === "played");
      if (p) p.status = e.kind === "card_resolved" ? "resolved" : "cancelled";
    }
  }
  return { fighters, played };
}

function charArticle(c: PublicCharacter, player: number, index: number, w: EredanStrings, catalogue: Catalogue, fighting: boolean, face: (id: string) => Face | null): HTMLElement {
  const a = el("article", "char");
  a.dataset.player = String(player);
  a.dataset.index = String(index);
  a.dataset.card = c.card;
  if (c.tapped) a.classList.add("tapped");
  if (c.dead) a.classList.add("dead");
  if (fighting) a.classList.add("fighting");
  a.append(readable(el("h3", "char-name", cardName(catalogue, c.card)), c.card, face(c.card)));
  const pv = el("div", "pv");
  const meter = el("meter");
  meter.min = 0;
  meter.max = c.max_pv || 1;
  meter.value = Math.max(0, c.pv);
  meter.low = (c.max_pv || 1) / 3;
  meter.optimum = c.max_pv || 1;
  // A fighter's PV can go below 0 in the engine (the damage that killed it); the card shows 0.
  pv.append(el("span", "pv-text", `${w.pv} ${Math.max(0, c.pv)}/${c.max_pv}`), meter);
  a.append(pv);
  const stats = el("div", "stats");
  stats.append(el("span", "att", `${w.att} ${c.attack}`), el("span", "def", `${w.def} ${c.defense}`));
  a.append(stats);
  const status = el("div", "status");
  if (c.dead) status.append(el("span", "badge tomb", `✝ ${w.dead}`));
  else if (c.tapped) status.append(el("span", "badge", `↷ ${w.tapped}`));
  a.append(status);
  if (c.attached.length) {
    const ul = el("ul", "attached");
    for (const id of c.attached) {
      const d = catalogue.get(id);
      const kind = d?.subtype === "weapon" ? "⚔" : d?.subtype === "armor" ? "◈" : "✦";
      const li = el("li", `att-card ${d?.subtype ?? ""}`);
      li.dataset.card = id;
      li.append(readable(el("span", undefined, `${kind} ${d?.name ?? id}`), id, face(id)));
      ul.append(li);
    }
    a.append(ul);
  }
  return a;
}

function renderBoard(root: HTMLElement, shown: Shown<EredanTypes>, o: BoardOptions<EredanLang>, catalogue: Catalogue, faceOf: FaceOf) {
  const m = shown.frame;
  const w = STRINGS[o.lang];
  const face = (id: string) => faceOf(id, o.lang);
  const { fighters, played } = thisCombat(shown.history);
  root.replaceChildren();
  root.classList.add("board");
  const side = (player: number, where: "top" | "bottom") => {
    const s = el("section", `side side-${where}`);
    s.dataset.player = String(player);
    const p = m.players[player];
    const head = el("header", "side-head");
    head.append(el("strong", "", o.labels[player] ?? ""), el("span", "", ` · ${w.score} ${p.score} · ${w.discard} ${p.discard.length}`));
    if (m.active === player) head.append(el("span", "badge active", w.active));
    s.append(head);
    const line = el("div", "line");
    p.characters.forEach((c, i) => line.append(charArticle(c, player, i, w, catalogue, !!fighters?.some((f) => f.player === player && f.index === i), face)));
    s.append(line);
    const hand = el("div", "hand-view");
    if (o.showHands.has(player)) {
      hand.append(el("span", "label", `${w.hand}: `));
      for (const id of p.hand) {
        const f = face(id);
        const card = readable(el("span", `hand-card face-${f?.kind ?? "card"}`, cardName(catalogue, id)), id, f);
        card.dataset.card = id;
        hand.append(card);
      }
    } else {
      hand.append(el("span", "label", `${w.hand}: ${p.hand.length} ${w.cards}`));
    }
    s.append(hand);
    return s;
  };
  const row = el("section", "played-row");
  row.setAttribute("aria-label", w.played);
  for (const p of played) {
    const chip = el("span", `played-card ${p.status}`, cardName(catalogue, p.card));
    chip.dataset.player = String(p.player);
    chip.dataset.card = p.card;
    row.append(readable(chip, p.card, face(p.card)));
  }
  root.append(side(1, "top"), row, side(0, "bottom"));
  if (shown.event) showEffect(root, shown, shown.event, w);
}

function charEl(root: HTMLElement, r: CharacterRef) {
  return root.querySelector<HTMLElement>(`.char[data-player="${r.player}"][data-index="${r.index}"]`);
}

function float(root: HTMLElement, r: CharacterRef, text: string, cls: string) {
  // Decorative: the log's sentence (read in the live region) says the same.
  const f = el("span", `float ${cls}`, text);
  f.setAttribute("aria-hidden", "true");
  charEl(root, r)?.append(f);
}

const signed = (n: number) => `${n > 0 ? "+" : n < 0 ? "−" : ""}${Math.abs(n)}`;

/**
 * Decorates the board for the event `e` just shown: the event says what happened and to whom,
 * the numbers are the change between the frame before it and this one.
 */
function showEffect(root: HTMLElement, shown: Shown<EredanTypes>, e: EredanEvent, w: EredanStrings) {
  const flash = (r: CharacterRef) => charEl(root, r)?.classList.add("flash");
  const change = (r: CharacterRef, stat: (c: PublicCharacter) => number) => {
    const now = shown.frame.players[r.player]?.characters[r.index];
    const then = shown.before?.players[r.player]?.characters[r.index];
    return now && then ? stat(now) - stat(then) : 0;
  };
  switch (e.kind) {
    case "damaged":
    case "healed":
    case "lost_life": {
      flash(e.target);
      const cls = e.kind === "damaged" ? `dmg ${e.harm}` : e.kind === "healed" ? "heal" : "loss";
      float(root, e.target, signed(change(e.target, (c) => c.pv)), cls);
      break;
    }
    case "modified": {
      const att = change(e.character, (c) => c.attack);
      const def = change(e.character, (c) => c.defense);
      const parts = [];
      if (att) parts.push(`${signed(att)} ${w.att}`);
      if (def) parts.push(`${signed(def)} ${w.def}`);
      if (parts.length) float(root, e.character, parts.join(" "), "mod");
      break;
    }
    case "died":
      charEl(root, e.character)?.classList.add("dying");
      break;
    case "tapped":
      for (const c of e.characters) charEl(root, c)?.classList.add("tapping");
      break;
    case "fighters_chosen":
      flash(e.active);
      flash(e.passive);
      break;
    case "attached":
    case "activated":
    case "start_of_combat":
    case "no_physical_attack":
    case "classes_removed":
      flash(e.character);
      break;
    case "weapon_replaced":
    case "armor_replaced":
      flyAway(charEl(root, e.character)?.querySelector<HTMLElement>(`.att-card[data-card="${e.replaced}"]`));
      break;
    case "card_discarded":
      if (e.from) flyAway(charEl(root, e.from)?.querySelector<HTMLElement>(`.att-card[data-card="${e.card}"]`));
      break;
    case "card_cancelled":
      root.querySelector<HTMLElement>(`.played-card[data-player="${e.player}"][data-card="${e.card}"]`)?.classList.add("cancelled", "flash");
      break;
    case "card_played":
    case "card_resolved": {
      const chips = root.querySelectorAll<HTMLElement>(`.played-card[data-player="${e.player}"][data-card="${e.card}"]`);
      chips[chips.length - 1]?.classList.add("flash");
      break;
    }
    default:
      break;
  }
}

/** Eredan's board; `catalogue` names the cards. */
export function eredanBoard(options: () => BoardOptions<EredanLang>, catalogue: Catalogue, face: FaceOf): Board<EredanTypes> {
  return { render: (root, shown) => renderBoard(root, shown, options(), catalogue, face) };
}

/** A card leaving its bearer: it flies off, and is no longer read out (it has gone). */
function flyAway(card: HTMLElement | null | undefined) {
  card?.classList.add("flying");
  card?.setAttribute("aria-hidden", "true");
}
