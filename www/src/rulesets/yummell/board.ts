// Draws a Yummell frame (the engine's public state): the path with its terrains and who stands
// where, the turn, and one panel per seat (stats with this turn's bonuses, Ability, Advantage,
// hand, artefacts); the last challenge of the turn (from its event); and the effect of the event
// just shown (a hop along the path, a challenge result, a floating bonus, a flash).
import { loadEngine } from "../../shell/engine";
import type { Board, BoardOptions, Shown } from "../../shell/ruleset";
import { button, el } from "../../shell/dom";
import { miniFace, readable, type Face } from "../../shell/card-reader";
import { actOnCards, clearCardMarks, markCard } from "../../shell/hand-play";
import { STRINGS, type YummellLang, type YummellStrings } from "./strings";
import type { CardDef, CharacterDef, Choice, Event, Phase, Player, Power, Stat, State, StepName, YummellTypes } from "./types";

export const STATS: readonly Stat[] = ["strength", "sympathy", "agility", "magic"];

// The Yummell engine, loaded before anything of this module runs.
const { cards, decks } = await loadEngine("yummell");
const catalogue = new Map<string, CardDef>(cards("yummell").map((c) => [c.id, c]));
const sheets = decks("yummell");
export const characters = new Map<string, CharacterDef>((sheets.characters ?? []).map((c) => [c.id, c]));
export const advantages = new Map<string, Power>((sheets.advantages ?? []).map((c) => [c.id, c]));
export const cardDef = (id: string) => catalogue.get(id);
export const cardName = (id: string) => catalogue.get(id)?.name ?? id;
export const charName = (id: string) => characters.get(id)?.name ?? id;
export const advName = (id: string) => advantages.get(id)?.name ?? id;
const TERRAIN_COST = { plain: 1, hill: 2, wood: 2, swamp: 3 } as const;
const TERRAIN_ICON = { plain: "·", hill: "▲", wood: "♣", swamp: "≈" } as const;
const TYPE_ICON = { creature: "⚔", artefact: "✦", event: "★" } as const;

/** The phase a step belongs to. */
const PHASE_OF: Record<StepName, Phase | null> = {
  after_preparation: "preparation",
  movement: "movement",
  after_movement: "movement",
  challenge: "encounter",
  after_encounter: "encounter",
  discard: "refill",
  over: null,
};

/** Each entry's rules text in a language (the engine writes it from the data), by id. */
const texts = new Map<YummellLang, Map<string, string>>();
function textOf(id: string, lang: YummellLang): string {
  let byId = texts.get(lang);
  if (!byId) {
    const ready = decks("yummell", lang);
    const entries = [...cards("yummell", lang), ...(ready.characters ?? []), ...(ready.advantages ?? [])];
    texts.set(lang, (byId = new Map(entries.map((c) => [c.id, c.text ?? ""]))));
  }
  return byId.get(id) ?? "";
}

/** The face of a card, a character or an Advantage, with the engine's text in `lang`. */
export function yummellFace(id: string, lang: YummellLang): Face | null {
  const w = STRINGS[lang];
  const c = cardDef(id);
  if (c) return { name: c.name ?? id, kind: c.type, type: `${w.types[c.type]} · ${w.movement} ${c.movement}`, text: textOf(id, lang) };
  const ch = characters.get(id);
  if (ch) return { name: ch.name ?? id, kind: "character", type: w.types.character, stats: STATS.map((s) => `${w.stats[s]} ${ch[s]}`).join(" · "), text: textOf(id, lang) };
  const adv = advantages.get(id);
  if (adv) return { name: adv.name ?? id, kind: "advantage", type: w.types.advantage, text: textOf(id, lang) };
  return null;
}

/** A card's name and rules text, for a tooltip. */
export function cardTitle(id: string, lang: YummellLang): string {
  const f = yummellFace(id, lang);
  return f ? `${f.name} — ${f.text}` : id;
}

function cardChip(id: string, lang: YummellLang, cls = "y-card"): HTMLElement {
  const s = el("span", cls);
  const c = cardDef(id);
  s.dataset.card = id;
  if (c) s.dataset.type = c.type;
  s.textContent = id === "?" || !c ? id : `${TYPE_ICON[c.type]} ${c.name} ${c.movement}`;
  return c ? readable(s, id, yummellFace(id, lang)) : s;
}

/** The last challenge of the turn shown, from its event (the result stays up until the turn ends). */
function lastChallenge(history: readonly Event[]): Extract<Event, { kind: "challenge" }> | null {
  let found: Extract<Event, { kind: "challenge" }> | null = null;
  for (const e of history) {
    if (e.kind === "turn_started" || e.kind === "turn_ended") found = null;
    else if (e.kind === "challenge") found = e;
  }
  return found;
}

function renderYummell(root: HTMLElement, shown: Shown<YummellTypes>, o: BoardOptions<YummellLang>) {
  const m = shown.frame;
  const w = STRINGS[o.lang];
  root.replaceChildren();
  root.classList.add("y-board");
  const phase = PHASE_OF[m.step];
  const info = el("div", "y-info");
  const order = m.order.map((p) => (p === m.turn ? `[${p}]` : String(p))).join(" → ");
  info.append(
    el("span", "y-round", `${w.round} ${m.round}`),
    el("span", "y-order", `${w.order}: ${order}`),
    el("span", "y-turn", `${w.turn}: ${o.labels[m.turn] ?? m.turn}${phase ? " · " + w.phases[phase] : ""}`),
    el("span", "y-deck", `${w.deck}: ${m.deck.length} · ${w.discard}: ${m.discard.length}`),
  );
  root.append(info);
  if (m.winner !== null) root.append(el("p", "y-winner", `⚑ ${o.labels[m.winner] ?? m.winner} — ${charName(m.players[m.winner]?.character ?? "")} ${w.winner}`));
  // The path.
  const path = el("ol", "y-path");
  path.setAttribute("aria-label", "path");
  m.path.forEach((terrain, i) => {
    const sq = el("li", `y-square t-${terrain}`);
    sq.dataset.square = String(i);
    const last = i === m.path.length - 1;
    if (last) sq.classList.add("finish");
    const head = el("div", "y-sq-head");
    head.append(el("span", "y-sq-num", String(i)), el("span", "y-sq-terrain", `${TERRAIN_ICON[terrain]} ${w.terrains[terrain]}`));
    head.title = `${w.square} ${i}: ${w.terrains[terrain]} (${TERRAIN_COST[terrain]})${i === 0 ? " — " + w.start : last ? " — " + w.finish : ""}`;
    sq.append(head);
    const tokens = el("div", "y-tokens");
    m.players.forEach((p, pi) => {
      if (p.square !== i) return;
      const tk = el("span", `y-token seat-${pi % 8}`, String(pi));
      tk.dataset.player = String(pi);
      tk.title = `${o.labels[pi] ?? pi}: ${charName(p.character)}`;
      if (pi === m.turn) tk.classList.add("turn");
      tokens.append(tk);
    });
    sq.append(tokens);
    if (i === 0) sq.append(el("span", "y-sq-flag", w.start));
    if (last) sq.append(el("span", "y-sq-flag", `⚑ ${w.finish}`));
    path.append(sq);
  });
  root.append(path);
  // The encounter, and the last challenge of this turn.
  const enc = el("div", "y-encounter");
  enc.setAttribute("aria-live", "off");
  if (m.encounter) enc.append(el("span", "", `${w.encounter}: `), cardChip(m.encounter, o.lang));
  const c = lastChallenge(shown.history);
  if (c) enc.append(el("span", `y-result ${c.won ? "won" : "lost"}`, `${c.won ? "✓" : "✗"} ${cardName(c.creature)} (${w.stats[c.stat]} ${c.value}): ${c.total} ${c.won ? ">" : "≤"} ${c.value}`));
  root.append(enc);
  const seats = el("div", "y-seats");
  m.players.forEach((p, pi) => seats.append(seat(m, p, pi, o, w)));
  root.append(seats);
  if (shown.event) effect(root, shown, shown.event, w);
}

function seat(m: State, p: Player, pi: number, o: BoardOptions<YummellLang>, w: YummellStrings): HTMLElement {
  const a = el("article", `y-seat seat-${pi % 8}`);
  a.dataset.player = String(pi);
  const mine = pi === m.turn;
  if (mine) a.classList.add("turn");
  if (m.winner === pi) a.classList.add("winner");
  const ch = characters.get(p.character);
  const h = el("h3", "y-seat-name");
  h.append(el("span", `y-token seat-${pi % 8}`, String(pi)), ` ${o.labels[pi] ?? pi} · ${charName(p.character)}`);
  a.append(h);
  const here = m.path[p.square];
  a.append(el("div", "y-where", `${w.square} ${p.square} (${here ? w.terrains[here] : ""})`));
  const stats = el("div", "y-stats");
  STATS.forEach((s, i) => {
    const base = ch?.[s] ?? 0;
    const bonus = mine ? (m.used.stats?.[i] ?? 0) : 0;
    const st = el("span", `y-stat ${bonus ? "boosted" : ""}`, `${w.stats[s]} ${base + bonus}`);
    st.dataset.stat = s;
    if (bonus) st.title = `${base} ${bonus > 0 ? "+" : ""}${bonus}`;
    stats.append(st);
  });
  a.append(stats);
  if (mine && (m.used.movement || m.used.challenge)) {
    const b = el("div", "y-bonus");
    const signed = (n: number) => `${n > 0 ? "+" : ""}${n}`;
    if (m.used.movement) b.append(el("span", "", `${signed(m.used.movement)} ${w.movement}`));
    if (m.used.challenge) b.append(el("span", "", `${signed(m.used.challenge)} ${w.challenge}`));
    a.append(b);
  }
  const pw = el("div", "y-powers");
  const abil = el("span", "y-power", `${w.ability}: ${ch?.ability?.name ?? "?"}`);
  readable(abil, p.character, yummellFace(p.character, o.lang));
  const adv = el("span", "y-power", `${w.advantage}: ${advName(p.advantage)}`);
  readable(adv, p.advantage, yummellFace(p.advantage, o.lang));
  if (mine && m.used.ability) abil.classList.add("used");
  if (mine && m.used.advantage) adv.classList.add("used");
  pw.append(abil, adv);
  a.append(pw);
  const hand = el("div", "y-hand");
  hand.append(el("span", "y-label", `${w.hand}:`));
  if (o.showHands.has(pi)) {
    // The hand as card faces (the whole face shows when one is pointed at or focused).
    if (!p.hand.length) hand.append(el("span", "y-empty", w.none));
    const row = el("div", "hand-row");
    for (const card of p.hand) {
      const f = yummellFace(card, o.lang);
      const c = cardDef(card);
      row.append(c ? readable(miniFace("y-card hand-card", card, f, `${TYPE_ICON[c.type]} ${c.name}`), card, f) : cardChip(card, o.lang, "y-card hand-card"));
    }
    if (p.hand.length) hand.append(row);
  } else {
    hand.append(el("span", "y-count", `${p.hand.length} ${w.cards} (${w.hidden})`));
    const backs = el("div", "hand-backs");
    backs.setAttribute("aria-hidden", "true");
    for (let i = 0; i < p.hand.length; i++) backs.append(el("span", "card-back"));
    hand.append(backs);
  }
  a.append(hand);
  const arts = el("div", "y-arts");
  if (p.active.length) {
    arts.append(el("span", "y-label", `${w.active}:`));
    for (const card of p.active) arts.append(cardChip(card, o.lang, "y-card art-active"));
  }
  if (p.activating.length) {
    arts.append(el("span", "y-label", `${w.activating}:`));
    for (const card of p.activating) arts.append(cardChip(card, o.lang, "y-card art-activating"));
  }
  if (arts.childNodes.length) a.append(arts);
  return a;
}

function float(target: Element | null, text: string, cls: string) {
  target?.append(el("span", `y-float ${cls}`, text));
}

/**
 * The effect of the event just shown: the event says what happened and to whom; squares and
 * bonuses are read from the frames (the challenge's total is the event's own fact).
 */
function effect(root: HTMLElement, shown: Shown<YummellTypes>, e: Event, w: YummellStrings) {
  const seatEl = "player" in e ? root.querySelector(`.y-seat[data-player="${e.player}"]`) : null;
  const flash = (x: Element | null | undefined) => x?.classList.add("y-flash");
  switch (e.kind) {
    case "moved":
    case "advanced":
    case "went_back": {
      const [lo, hi] = e.from < e.to ? [e.from, e.to] : [e.to, e.from];
      for (const sq of root.querySelectorAll<HTMLElement>(".y-square")) {
        const i = Number(sq.dataset.square);
        if (i >= lo && i <= hi && i !== e.from) sq.classList.add(e.kind === "went_back" ? "y-trail-back" : "y-trail");
      }
      root.querySelector(`.y-square[data-square="${e.to}"] .y-token[data-player="${e.player}"]`)?.classList.add(e.kind === "went_back" ? "y-hop-back" : "y-hop");
      if (e.kind === "moved") float(seatEl, `${e.points} → ${shown.frame.players[e.player]?.square ?? e.to}`, "move");
      break;
    }
    case "challenge":
      float(seatEl, e.won ? `✓ ${e.total} > ${e.value}` : `✗ ${e.total} ≤ ${e.value}`, e.won ? "won" : "lost");
      flash(root.querySelector(".y-result"));
      break;
    case "bonus": {
      const to = e.to;
      const read = (s: State) => (to === "movement" || to === "challenge" ? (s.used[to] ?? 0) : (s.used.stats?.[STATS.indexOf(to)] ?? 0));
      const n = shown.before ? read(shown.frame) - read(shown.before) : 0;
      const label = to === "movement" || to === "challenge" ? w[to] : w.stats[to];
      if (n) float(seatEl, `${n > 0 ? "+" : ""}${n} ${label}`, "bonus");
      break;
    }
    case "cards_drawn":
    case "cards_discarded":
      flash(seatEl?.querySelector(".y-hand"));
      break;
    case "artefact_gained":
    case "artefact_started":
    case "artefacts_activated":
    case "artefact_stolen":
    case "artefact_used":
      flash(seatEl?.querySelector(".y-arts") ?? seatEl);
      break;
    case "encounter_drawn":
      flash(root.querySelector(".y-encounter"));
      break;
    case "ability_used":
    case "advantage_used":
      flash(seatEl?.querySelector(".y-powers"));
      break;
    case "turn_started":
      flash(seatEl);
      break;
    case "game_over":
      flash(root.querySelector(".y-winner"));
      break;
    default:
      break;
  }
}

/** Where a card the player may play lies: in the hand, or among the active artefacts. */
export type Place = "hand" | "active";

/**
 * What the decision panel offers on the board (the engine's options, read by the panel): the
 * player's hand and active artefacts as the decision's state has them, the options that play or
 * use each card, and the engine's reason for a card none does.
 */
export interface CardOffer {
  player: number;
  hand: readonly string[];
  active: readonly string[];
  /** The decision's options that play or use card `id`, lying in `place`. */
  options(place: Place, id: string): readonly Choice[];
  /** The engine's reason card `id` cannot be played or used now (null: it can, or nothing to say). */
  reason(place: Place, id: string): string | null;
  /** An option's words, in the choice beside a card that can be used in several ways. */
  label(c: Choice): string;
  /** Sends the option. */
  choose(c: Choice): void;
}

/** Yummell's board, which can also offer the cards of a hand (and the active artefacts) to play. */
export interface YummellBoard extends Board<YummellTypes> {
  /** Marks the cards for `offer` (null: nothing to play), now and at each drawing that shows its hand. */
  offer(offer: CardOffer | null): void;
  /** Focuses the first card that can be played (the panel's way to the hand); false if there is none. */
  focusPlayable(): boolean;
}

/** The cards of seat `player` that an offer marks, with where each lies. */
function offeredCards(root: HTMLElement, player: number): [HTMLElement, Place][] {
  const seat = root.querySelector<HTMLElement>(`.y-seat[data-player="${player}"]`);
  if (!seat) return [];
  return [
    ...[...seat.querySelectorAll<HTMLElement>(".y-hand .hand-card[data-card]")].map((c): [HTMLElement, Place] => [c, "hand"]),
    ...[...seat.querySelectorAll<HTMLElement>(".y-arts .art-active[data-card]")].map((c): [HTMLElement, Place] => [c, "active"]),
  ];
}

const same = (a: readonly string[], b: readonly string[] | undefined) => !!b && a.length === b.length && a.every((c, i) => c === b[i]);

/**
 * Yummell's board. A card offered is played with a click, a tap, or Enter/Space when one option
 * plays it; when several do (an artefact that takes one of several others' artefacts), the
 * click opens those options beside the card.
 */
export function yummellBoard(options: () => BoardOptions<YummellLang>): YummellBoard {
  let offer: CardOffer | null = null;
  /** The offer the drawing shows (null: none, or the drawing is of an earlier frame). */
  let marked: CardOffer | null = null;
  /** The card whose options are open beside it: where it lies and its position there. */
  let open: { place: Place; index: number } | null = null;
  let drawn: { root: HTMLElement; shown: Shown<YummellTypes> } | null = null;
  const listening = new WeakSet<HTMLElement>();

  const placeOf = (card: HTMLElement): Place => (card.classList.contains("art-active") ? "active" : "hand");
  const indexOf = (root: HTMLElement, card: HTMLElement) => offeredCards(root, marked?.player ?? -1).filter(([, p]) => p === placeOf(card)).findIndex(([c]) => c === card);
  const cardAt = (root: HTMLElement, at: { place: Place; index: number }) => offeredCards(root, marked?.player ?? -1).filter(([, p]) => p === at.place)[at.index]?.[0] ?? null;

  /** Opens (or closes: null) the options beside a card; `focus`: its first option takes the focus. */
  const openAt = (at: { place: Place; index: number } | null, focus: boolean) => {
    open = at;
    mark();
    const first = focus ? drawn?.root.querySelector<HTMLElement>(".y-card-options button") : null;
    first?.focus({ preventScroll: true });
    first?.parentElement?.scrollIntoView({ block: "nearest" });
  };
  /** Closes the options open beside a card, the focus back on the card. */
  const closeOptions = () => {
    const at = open;
    openAt(null, false);
    if (at && drawn) cardAt(drawn.root, at)?.focus();
  };
  const act = (card: HTMLElement) => {
    const root = drawn?.root;
    const id = card.dataset.card;
    if (!root || !marked || !id) return;
    const place = placeOf(card);
    const opts = marked.options(place, id);
    if (opts.length === 1) return marked.choose(opts[0]);
    if (opts.length > 1) {
      const at = { place, index: indexOf(root, card) };
      openAt(open && open.place === at.place && open.index === at.index ? null : at, true);
    }
  };
  const listen = (root: HTMLElement) => {
    if (listening.has(root)) return;
    listening.add(root);
    actOnCards(
      root,
      (t) => {
        const card = t instanceof Element ? t.closest<HTMLElement>(".y-hand .hand-card[data-card], .y-arts .art-active[data-card]") : null;
        return marked && card?.closest<HTMLElement>(".y-seat")?.dataset.player === String(marked.player) ? card : null;
      },
      act,
    );
    root.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape" && open && ev.target instanceof Element && ev.target.closest(".y-card-options")) closeOptions();
    });
  };
  const mark = () => {
    if (!drawn) return;
    const { root, shown } = drawn;
    listen(root);
    const p = offer ? shown.frame.players[offer.player] : undefined;
    // Only a frame with the decision's hand (not an earlier one the player stepped back to) offers it.
    marked = offer && p && same(offer.hand, p.hand) && same(offer.active, p.active) ? offer : null;
    markOffer(root, marked, open, STRINGS[options().lang], (c) => marked?.choose(c), closeOptions);
  };
  return {
    render: (root, shown) => {
      renderYummell(root, shown, options());
      drawn = { root, shown };
      mark();
    },
    offer(o) {
      offer = o;
      open = null;
      mark();
    },
    focusPlayable() {
      const card = drawn?.root.querySelector<HTMLElement>(".y-seat .can-play");
      // In view above a phone's decision sheet (its scroll margins), not merely on the page.
      card?.focus({ preventScroll: true });
      card?.scrollIntoView({ block: "nearest" });
      return !!card;
    },
  };
}

/** Marks the cards `offer` plays (what a click does, written on each), those the engine refuses and why, and the options open beside one card. */
function markOffer(root: HTMLElement, offer: CardOffer | null, open: { place: Place; index: number } | null, w: YummellStrings, choose: (c: Choice) => void, close: () => void) {
  root.classList.toggle("playing", !!offer);
  for (const x of root.querySelectorAll(".y-card-options, .y-play-as")) x.remove();
  const cards = root.querySelectorAll<HTMLElement>(".hand-card, .art-active");
  clearCardMarks(cards);
  for (const card of cards) card.removeAttribute("aria-expanded");
  if (!offer) return;
  const seen: Record<Place, number> = { hand: 0, active: 0 };
  for (const [card, place] of offeredCards(root, offer.player)) {
    const index = seen[place]++;
    const id = card.dataset.card ?? "";
    const opts = offer.options(place, id);
    markCard(card, { can: opts.length > 0, reason: opts.length ? null : offer.reason(place, id) });
    if (!opts.length) continue;
    card.append(el("span", "y-play-as", `▶ ${w.playAs[opts[0].type] ?? ""}${opts.length > 1 ? "…" : ""}`));
    if (opts.length > 1) card.setAttribute("aria-expanded", String(open?.place === place && open.index === index));
    if (open?.place !== place || open.index !== index) continue;
    const box = el("div", "y-card-options");
    box.setAttribute("role", "group");
    box.setAttribute("aria-label", cardName(id));
    for (const o of opts) box.append(button(offer.label(o), { "data-choice": JSON.stringify(o), "data-type": o.type }, () => choose(o)));
    box.append(button(w.cancel, { "data-action": "close-options" }, close));
    card.after(box);
  }
}
