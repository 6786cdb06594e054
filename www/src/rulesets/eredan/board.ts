// Draws an Eredan frame (the engine's public state): the two lines of characters with their
// PV, ATT and DEF, the row of cards played this combat, and the effect of the event just shown
// (floating numbers, flashes, a tombstone, a weapon flying to the discard pile). Every number
// comes from the frame; the events say what happened (who fights, which cards were played).
import type { CharacterRef, EredanCardDef as CardDef, EredanEvent, PublicCharacter } from "arbiter-engine";
import type { Board, BoardOptions, Shown } from "../../shell/ruleset";
import type { TypesOf } from "../../shell/engine";
import { el } from "../../shell/dom";
import { miniFace, readable, type Face } from "../../shell/card-reader";
import { actOnCards, clearCardMarks, markCard } from "../../shell/hand-play";
import { STRINGS, type EredanLang, type EredanStrings } from "./strings";
import { abilityText, affiliationLine } from "./faces";

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
  const a = el("article", "char face-character");
  a.dataset.player = String(player);
  a.dataset.index = String(index);
  a.dataset.card = c.card;
  // Pointing anywhere at the character shows its whole face (its name opens it in the reader).
  a.dataset.peek = c.card;
  if (c.tapped) a.classList.add("tapped");
  if (c.dead) a.classList.add("dead");
  if (fighting) a.classList.add("fighting");
  const def = catalogue.get(c.card);
  // The name opens the card: a button inside the heading (a heading cannot be a button itself).
  const title = el("h3", "char-name");
  title.append(readable(el("span", "char-open", cardName(catalogue, c.card)), c.card, face(c.card)));
  a.append(title);
  a.append(el("p", "char-affil", affiliationLine(def)));
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
  stats.append(el("span", "att", `${w.att} ${c.attack_max === undefined ? c.attack : `${c.attack}–${c.attack_max}`}`), el("span", "def", `${w.def} ${c.defense}`));
  a.append(stats);
  const ability = abilityText(def, face(c.card)?.text ?? "");
  if (ability) a.append(el("p", "char-ability", ability));
  const status = el("div", "status");
  if (c.dead) status.append(el("span", "badge tomb", `✝ ${w.dead}`));
  else if (c.tapped) status.append(el("span", "badge", `↷ ${w.tapped}`));
  a.append(status);
  if (c.attached.length) {
    // Its weapons, armour and other attached cards, as small cards on it.
    const ul = el("ul", "attached");
    for (const id of c.attached) {
      const d = catalogue.get(id);
      const kind = d?.subtype === "weapon" ? "⚔" : d?.subtype === "armor" ? "◈" : "✦";
      const f = face(id);
      const li = el("li", `att-card ${d?.subtype ?? ""}`);
      li.dataset.card = id;
      li.append(readable(miniFace("att-face", id, f, `${kind} ${d?.name ?? id}`), id, f));
      ul.append(li);
    }
    a.append(ul);
  }
  return a;
}

/** A side's hand: card faces when the page may show them, else as many card backs and their number. */
function handView(player: number, hand: readonly string[], shown: boolean, w: EredanStrings, label: string, catalogue: Catalogue, face: (id: string) => Face | null): HTMLElement {
  const view = el("div", "hand-view");
  view.dataset.player = String(player);
  if (shown) {
    view.setAttribute("role", "group");
    view.setAttribute("aria-label", `${w.yourHand} ${label}`);
    view.append(el("span", "label", `${w.hand}: `));
    const row = el("div", "hand-row");
    hand.forEach((id, i) => {
      const f = face(id);
      const card = readable(miniFace("hand-card", id, f, cardName(catalogue, id)), id, f);
      card.dataset.index = String(i);
      row.append(card);
    });
    view.append(row);
  } else {
    view.append(el("span", "label", `${w.hand}: ${hand.length} ${w.cards}`));
    const backs = el("div", "hand-backs");
    backs.setAttribute("aria-hidden", "true");
    for (let i = 0; i < hand.length; i++) backs.append(el("span", "card-back"));
    view.append(backs);
  }
  return view;
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
    s.append(handView(player, p.hand, o.showHands.has(player), w, o.labels[player] ?? "", catalogue, face));
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
    case "attack_drawn":
      // [E-CLASH-1] The attack drawn from its range floats over the fighter.
      float(root, e.character, `${w.att} ${e.attack}`, "mod");
      break;
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

/**
 * A play the decision panel offers on the board (the engine's options, read by the panel): the
 * player's hand as the decision's state has it, the cards picked so far (hand positions, in
 * play order), and what each card of the hand can do now.
 */
export interface HandPlay {
  player: number;
  fighter: number;
  hand: readonly string[];
  picked: readonly number[];
  /** Whether the card at hand position `i` can follow the picked ones in a play the engine offers. */
  canAdd(i: number): boolean;
  /** The engine's reason the card at `i` cannot be played (null: nothing to say). */
  reason(i: number): string | null;
  /** The label of the fighter's "play" button if the picked cards (with `extra`) are a play the engine offers, else null. */
  ready(extra?: number): string | null;
  /** Picks the card at `i`, or unpicks it (and the cards picked after it). */
  toggle(i: number): void;
  /** Plays the picked cards, with `extra` (a card dropped on the fighter) after them. */
  play(extra?: number): void;
}

/** Eredan's board, which can also offer a play from the hand on it. */
export interface EredanBoard extends Board<EredanTypes> {
  /** Marks the hand and the fighter for `play` (null: nothing to play), now and at each drawing that shows the play's hand. */
  offer(play: HandPlay | null): void;
}

/** Eredan's board; `catalogue` names the cards. */
export function eredanBoard(options: () => BoardOptions<EredanLang>, catalogue: Catalogue, face: FaceOf): EredanBoard {
  let play: HandPlay | null = null;
  let drawn: { root: HTMLElement; shown: Shown<EredanTypes> } | null = null;
  const mark = () => {
    if (!drawn) return;
    listen(drawn.root, () => play);
    // Only a frame with the decision's hand (not an earlier one the player stepped back to) offers it.
    const hand = drawn.shown.frame.players[play?.player ?? 0]?.hand;
    const offered = play && hand && hand.length === play.hand.length && hand.every((c, i) => c === play?.hand[i]) ? play : null;
    markPlay(drawn.root, offered);
  };
  return {
    render: (root, shown) => {
      renderBoard(root, shown, options(), catalogue, face);
      drawn = { root, shown };
      mark();
    },
    offer(p) {
      const asked = p !== null && play === null;
      play = p;
      mark();
      if (asked && drawn) handAboveSheet(drawn.root, p.player);
    },
  };
}

/**
 * On a phone, when a play is asked for, the seat's hand and fighter come into view above the
 * decision's bottom sheet (`--sheet-height`), unless already there: what the sheet asks to choose
 * from is never under it.
 */
function handAboveSheet(root: HTMLElement, player: number) {
  if (!window.matchMedia("(max-width: 700px)").matches) return;
  const hand = root.querySelector<HTMLElement>(`.hand-view[data-player="${player}"]`);
  if (!hand) return;
  const sheet = parseFloat(getComputedStyle(document.documentElement).getPropertyValue("--sheet-height")) || 0;
  const bottom = hand.getBoundingClientRect().bottom;
  const room = window.innerHeight - sheet - 8;
  if (bottom > room || bottom < 0) window.scrollBy({ top: bottom - room, behavior: "instant" });
}

const handCards = (root: HTMLElement, player: number) => [...root.querySelectorAll<HTMLElement>(`.hand-view[data-player="${player}"] .hand-card[data-index]`)];
const fighterEl = (root: HTMLElement, play: HandPlay) => root.querySelector<HTMLElement>(`.char[data-player="${play.player}"][data-index="${play.fighter}"]`);

/** Marks the hand's cards (picked, playable, not playable and why) and the fighter (the target) for `play`; null clears the marks. */
function markPlay(root: HTMLElement, play: HandPlay | null) {
  root.classList.toggle("playing", !!play);
  for (const x of root.querySelectorAll(".play-here")) x.remove();
  for (const x of root.querySelectorAll(".char.target")) x.classList.remove("target", "ready", "drop-over");
  clearCardMarks(root.querySelectorAll<HTMLElement>(".hand-card"));
  if (!play) return;
  for (const card of handCards(root, play.player)) {
    const i = Number(card.dataset.index);
    const picked = play.picked.includes(i);
    const can = play.canAdd(i);
    markCard(card, { picked, can, reason: play.reason(i), draggable: can || picked });
  }
  const fighter = fighterEl(root, play);
  if (!fighter) return;
  fighter.classList.add("target");
  const label = play.ready();
  if (label) {
    fighter.classList.add("ready");
    const b = el("button", "play-here", label);
    b.type = "button";
    b.dataset.action = "play-here";
    fighter.append(b);
  }
}

/** The roots whose clicks, keys and drags already act on the play offered. */
const listening = new WeakSet<HTMLElement>();

/** Acts on `root`'s hand and fighter for the play offered now (`current`): a card is picked with a click or Enter/Space, played with a click on the fighter or its button, or dragged onto the fighter. */
function listen(root: HTMLElement, current: () => HandPlay | null) {
  if (listening.has(root)) return;
  listening.add(root);
  let dragged: number | null = null;
  const cardOf = (t: EventTarget | null, play: HandPlay) => {
    const card = t instanceof Element ? t.closest<HTMLElement>(".hand-card[data-index]") : null;
    return card && card.closest<HTMLElement>(".hand-view")?.dataset.player === String(play.player) ? card : null;
  };
  const onFighter = (t: EventTarget | null, play: HandPlay) => t instanceof Element && t.closest(".char") === fighterEl(root, play);
  /** Picks or unpicks `card`; from the keyboard, the fighter's button takes the focus once the play is ready. */
  const pick = (card: HTMLElement, play: HandPlay, key: boolean) => {
    const i = Number(card.dataset.index);
    if (!play.picked.includes(i) && !play.canAdd(i)) return;
    play.toggle(i);
    const next = current();
    if (key && next && next.ready() && !next.hand.some((_, j) => next.canAdd(j))) root.querySelector<HTMLElement>(".play-here")?.focus();
  };
  actOnCards(
    root,
    (t) => {
      const play = current();
      return play ? cardOf(t, play) : null;
    },
    (card, key) => {
      const play = current();
      if (play) pick(card, play, key);
    },
  );
  root.addEventListener("click", (ev) => {
    const play = current();
    if (play && !ev.defaultPrevented && onFighter(ev.target, play) && play.ready()) {
      ev.preventDefault();
      play.play();
    }
  });
  root.addEventListener("dragstart", (ev) => {
    const play = current();
    const card = play ? cardOf(ev.target, play) : null;
    if (!play || !card || !card.draggable) return;
    dragged = Number(card.dataset.index);
    ev.dataTransfer?.setData("text/plain", card.dataset.card ?? "");
    if (ev.dataTransfer) ev.dataTransfer.effectAllowed = "move";
  });
  /** The play a drop of the dragged card on the fighter makes: the picked cards then it, or it alone (as its first card). */
  const dropped = (play: HandPlay): number | undefined | null => {
    if (dragged === null) return null;
    if (play.picked.includes(dragged)) return play.picked.at(-1) === dragged && play.ready() ? undefined : null;
    return play.ready(dragged) ? dragged : null;
  };
  root.addEventListener("dragover", (ev) => {
    const play = current();
    if (!play || !onFighter(ev.target, play) || dropped(play) === null) return;
    ev.preventDefault();
    fighterEl(root, play)?.classList.add("drop-over");
  });
  root.addEventListener("dragleave", (ev) => {
    const play = current();
    if (play && onFighter(ev.target, play)) fighterEl(root, play)?.classList.remove("drop-over");
  });
  root.addEventListener("drop", (ev) => {
    const play = current();
    if (!play || !onFighter(ev.target, play)) return;
    const extra = dropped(play);
    dragged = null;
    if (extra === null) return;
    ev.preventDefault();
    play.play(extra);
  });
  root.addEventListener("dragend", () => {
    dragged = null;
    for (const x of root.querySelectorAll(".drop-over")) x.classList.remove("drop-over");
  });
}

/** A card leaving its bearer: it flies off, and is no longer read out (it has gone). */
function flyAway(card: HTMLElement | null | undefined) {
  card?.classList.add("flying");
  card?.setAttribute("aria-hidden", "true");
}
