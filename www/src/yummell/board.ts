// Draws a Yummell frame: the path with its terrains and who stands where, the turn, and one
// panel per seat (stats with this turn's bonuses, Ability, Advantage, hand, artefacts); and the
// effect of one event (a hop along the path, a challenge result, a floating bonus, a flash).
import { cards, decks } from "arbiter-engine";
import type { AnyEvent, View } from "../player";
import { STATS, type YModel } from "./model";
import { el } from "../ui";

export type YLang = "en" | "it";

export interface YBoardOptions {
  lang: YLang;
  /** Seats whose hands are shown face up (the others show their size only). */
  showHands: Set<number>;
  /** Seat labels ("You", "Computer", "Player 2"...). */
  labels: string[];
}

const W = {
  round: ["Round", "Giro"],
  turn: ["Turn", "Turno"],
  deck: ["Deck", "Mazzo"],
  discard: ["Discard", "Scarti"],
  hand: ["Hand", "Mano"],
  cards: ["cards", "carte"],
  active: ["Active", "Attivi"],
  activating: ["Activating", "In attivazione"],
  ability: ["Ability", "Abilità"],
  advantage: ["Advantage", "Vantaggio"],
  square: ["Square", "Casella"],
  used: ["used", "usata"],
  encounter: ["Encounter", "Incontro"],
  movement: ["movement", "movimento"],
  challenge: ["challenge", "sfida"],
  start: ["start", "partenza"],
  finish: ["finish", "traguardo"],
  winner: ["wins the race!", "vince la corsa!"],
  order: ["Order", "Ordine"],
  none: ["none", "nessuno"],
  hidden: ["hidden", "nascoste"],
  player: ["Player", "Giocatore"],
  plain: ["plain", "pianura"],
  hill: ["hill", "collina"],
  wood: ["wood", "bosco"],
  swamp: ["swamp", "palude"],
  strength: ["Str", "For"],
  sympathy: ["Sym", "Sim"],
  agility: ["Agi", "Agi"],
  magic: ["Mag", "Mag"],
  preparation: ["Preparation", "Preparazione"],
  refill: ["Refill", "Reintegro"],
  movementPhase: ["Movement", "Movimento"],
  encounterPhase: ["Encounter", "Incontro"],
} as const;
export type YKey = keyof typeof W;
export const yt = (lang: YLang | string, k: YKey) => W[k][lang === "it" ? 1 : 0];

const catalogue = new Map<string, any>((cards("yummell") as any[]).map((c) => [c.id, c]));
const sheets = decks("yummell") as any;
export const characters = new Map<string, any>((sheets.characters ?? []).map((c: any) => [c.id, c]));
export const advantages = new Map<string, any>((sheets.advantages ?? []).map((c: any) => [c.id, c]));
export const cardDef = (id: string) => catalogue.get(id);
export const cardName = (id: string) => catalogue.get(id)?.name ?? id;
export const charName = (id: string) => characters.get(id)?.name ?? id;
export const advName = (id: string) => advantages.get(id)?.name ?? id;
const TERRAIN_COST: Record<string, number> = { plain: 1, hill: 2, wood: 2, swamp: 3 };
const TERRAIN_ICON: Record<string, string> = { plain: "·", hill: "▲", wood: "♣", swamp: "≈" };
const TYPE_ICON: Record<string, string> = { creature: "⚔", artefact: "✦", event: "★" };


/** A short description of a card: its type, movement number and what it does. */
export function cardTitle(id: string): string {
  const c = cardDef(id);
  if (!c) return id;
  const what = c.type === "creature" ? `${c.stat} ${c.value}` : c.type === "artefact" ? powerText(c.use) : `${powerText(c.play)}`;
  return `${c.name} — ${c.type}, ${c.movement} · ${what}`;
}

function powerText(p: any): string {
  if (!p) return "";
  return (p.effects ?? [])
    .map((e: any) => {
      const n = e.amount ?? e.squares ?? e.cards ?? "";
      return `${e.do}${e.stat ? " " + e.stat : ""}${n !== "" ? " " + (n > 0 ? "+" : "") + n : ""}`;
    })
    .join(", ");
}

export function cardChip(id: string, cls = "y-card"): HTMLElement {
  const s = el("span", cls);
  const c = cardDef(id);
  s.dataset.card = id;
  if (c) s.dataset.type = c.type;
  s.textContent = id === "?" ? "?" : `${TYPE_ICON[c?.type] ?? ""} ${cardName(id)} ${c ? c.movement : ""}`.trim();
  s.title = cardTitle(id);
  return s;
}

function phaseLabel(lang: string, phase: string | null) {
  if (!phase) return "";
  if (phase === "movement") return yt(lang, "movementPhase");
  if (phase === "encounter") return yt(lang, "encounterPhase");
  if (phase === "preparation" || phase === "refill") return yt(lang, phase);
  return phase;
}

export function renderYummell(root: HTMLElement, m: YModel, o: YBoardOptions) {
  const L = o.lang;
  root.replaceChildren();
  root.classList.add("y-board");
  // The turn line.
  const info = el("div", "y-info");
  const order = m.order.map((p) => (p === m.turn ? `[${p}]` : String(p))).join(" → ");
  info.append(
    el("span", "y-round", `${yt(L, "round")} ${m.round}`),
    el("span", "y-order", `${yt(L, "order")}: ${order}`),
    el("span", "y-turn", `${yt(L, "turn")}: ${o.labels[m.turn] ?? m.turn}${m.phase ? " · " + phaseLabel(L, m.phase) : ""}`),
    el("span", "y-deck", `${yt(L, "deck")}: ${m.deck ?? "?"} · ${yt(L, "discard")}: ${m.discard.length}`),
  );
  root.append(info);
  if (m.winner !== null) {
    const w = el("p", "y-winner", `⚑ ${o.labels[m.winner] ?? m.winner} (${charName(m.players[m.winner]?.character)}) ${yt(L, "winner")}`);
    root.append(w);
  }
  // The path.
  const path = el("ol", "y-path");
  path.setAttribute("aria-label", "path");
  m.path.forEach((terrain, i) => {
    const sq = el("li", `y-square t-${terrain}`);
    sq.dataset.square = String(i);
    const last = i === m.path.length - 1;
    if (last) sq.classList.add("finish");
    const head = el("div", "y-sq-head");
    head.append(el("span", "y-sq-num", String(i)), el("span", "y-sq-terrain", `${TERRAIN_ICON[terrain] ?? ""} ${yt(L, terrain as YKey) ?? terrain}`));
    head.title = `${yt(L, "square")} ${i}: ${yt(L, terrain as YKey)} (${TERRAIN_COST[terrain] ?? "?"})${i === 0 ? " — " + yt(L, "start") : last ? " — " + yt(L, "finish") : ""}`;
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
    if (i === 0) sq.append(el("span", "y-sq-flag", yt(L, "start")));
    if (last) sq.append(el("span", "y-sq-flag", `⚑ ${yt(L, "finish")}`));
    path.append(sq);
  });
  root.append(path);
  // The encounter / last challenge of this turn.
  const enc = el("div", "y-encounter");
  enc.setAttribute("aria-live", "off");
  if (m.encounter) {
    enc.append(el("span", "", `${yt(L, "encounter")}: `), cardChip(m.encounter));
  }
  if (m.challenge) {
    const c = m.challenge;
    const r = el("span", `y-result ${c.won ? "won" : "lost"}`, `${c.won ? "✓" : "✗"} ${cardName(c.creature)} (${yt(L, c.stat as YKey) ?? c.stat} ${c.value}): ${c.total} ${c.won ? ">" : "≤"} ${c.value}`);
    enc.append(r);
  }
  root.append(enc);
  // The seats.
  const seats = el("div", "y-seats");
  m.players.forEach((p, pi) => seats.append(seat(m, p, pi, o)));
  root.append(seats);
}

function seat(m: YModel, p: YModel["players"][number], pi: number, o: YBoardOptions): HTMLElement {
  const L = o.lang;
  const a = el("article", `y-seat seat-${pi % 8}`);
  a.dataset.player = String(pi);
  if (pi === m.turn) a.classList.add("turn");
  if (m.winner === pi) a.classList.add("winner");
  const ch = characters.get(p.character);
  const h = el("h3", "y-seat-name");
  h.append(el("span", `y-token seat-${pi % 8}`, String(pi)), ` ${o.labels[pi] ?? pi} · ${charName(p.character)}`);
  a.append(h);
  a.append(el("div", "y-where", `${yt(L, "square")} ${p.square} (${yt(L, (m.path[p.square] ?? "plain") as YKey) ?? ""})`));
  const stats = el("div", "y-stats");
  STATS.forEach((s, i) => {
    const base = ch?.[s] ?? 0;
    const bonus = pi === m.turn ? m.bonus.stats[i] : 0;
    const st = el("span", `y-stat ${bonus ? "boosted" : ""}`, `${yt(L, s)} ${base + bonus}`);
    st.dataset.stat = s;
    if (bonus) st.title = `${base} ${bonus > 0 ? "+" : ""}${bonus}`;
    stats.append(st);
  });
  a.append(stats);
  if (pi === m.turn && (m.bonus.movement || m.bonus.challenge)) {
    const b = el("div", "y-bonus");
    if (m.bonus.movement) b.append(el("span", "", `${m.bonus.movement > 0 ? "+" : ""}${m.bonus.movement} ${yt(L, "movement")}`));
    if (m.bonus.challenge) b.append(el("span", "", `${m.bonus.challenge > 0 ? "+" : ""}${m.bonus.challenge} ${yt(L, "challenge")}`));
    a.append(b);
  }
  const pw = el("div", "y-powers");
  const abil = el("span", "y-power", `${yt(L, "ability")}: ${ch?.ability?.name ?? "?"}`);
  abil.title = powerText(ch?.ability);
  const adv = el("span", "y-power", `${yt(L, "advantage")}: ${advName(p.advantage)}`);
  adv.title = powerText(advantages.get(p.advantage));
  if (pi === m.turn && m.ability) abil.classList.add("used");
  if (pi === m.turn && m.advantage) adv.classList.add("used");
  pw.append(abil, adv);
  a.append(pw);
  const hand = el("div", "y-hand");
  hand.append(el("span", "y-label", `${yt(L, "hand")}:`));
  if (o.showHands.has(pi)) {
    if (!p.hand.length) hand.append(el("span", "y-empty", yt(L, "none")));
    for (const c of p.hand) hand.append(cardChip(c, "y-card hand-card"));
  } else {
    hand.append(el("span", "y-count", `${p.hand.length} ${yt(L, "cards")} (${yt(L, "hidden")})`));
  }
  a.append(hand);
  const arts = el("div", "y-arts");
  if (p.active.length) {
    arts.append(el("span", "y-label", `${yt(L, "active")}:`));
    for (const c of p.active) arts.append(cardChip(c, "y-card art-active"));
  }
  if (p.activating.length) {
    arts.append(el("span", "y-label", `${yt(L, "activating")}:`));
    for (const c of p.activating) arts.append(cardChip(c, "y-card art-activating"));
  }
  if (arts.childNodes.length) a.append(arts);
  return a;
}

function float(target: Element | null, text: string, cls: string) {
  if (!target) return;
  const f = el("span", `y-float ${cls}`, text);
  target.append(f);
}

/** The effect of the event just shown. */
export function effectYummell(root: HTMLElement, e: AnyEvent, lang: string) {
  const seatEl = typeof e.player === "number" ? root.querySelector(`.y-seat[data-player="${e.player}"]`) : null;
  const flash = (x: Element | null | undefined) => x?.classList.add("y-flash");
  switch (e.kind) {
    case "moved":
    case "advanced":
    case "went_back": {
      const from = e.from as number;
      const to = e.to as number;
      const [lo, hi] = from < to ? [from, to] : [to, from];
      for (const sq of root.querySelectorAll<HTMLElement>(".y-square")) {
        const i = Number(sq.dataset.square);
        if (i >= lo && i <= hi && i !== from) sq.classList.add(e.kind === "went_back" ? "y-trail-back" : "y-trail");
      }
      const tk = root.querySelector(`.y-square[data-square="${to}"] .y-token[data-player="${e.player}"]`);
      tk?.classList.add(e.kind === "went_back" ? "y-hop-back" : "y-hop");
      if (e.kind === "moved") float(seatEl, `${e.points} → ${to}`, "move");
      break;
    }
    case "challenge":
      float(seatEl, e.won ? `✓ ${e.total} > ${e.value}` : `✗ ${e.total} ≤ ${e.value}`, e.won ? "won" : "lost");
      flash(root.querySelector(".y-result"));
      break;
    case "bonus": {
      const to = e.to as string;
      const n = e.amount as number;
      const label = STATS.includes(to as any) ? yt(lang, to as YKey) : yt(lang, to as YKey) ?? to;
      float(seatEl, `${n > 0 ? "+" : ""}${n} ${label}`, "bonus");
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
  }
}

export function yummellView(options: () => YBoardOptions): () => View<YModel> {
  return () => {
    const o = options();
    return {
      lang: o.lang,
      render: (root, frame) => renderYummell(root, frame, o),
      effect: (root, event) => effectYummell(root, event, o.lang),
    };
  };
}

/** RULES.md Part Y, briefly, in English and Italian (the log's rule buttons open these). */
const YRULES: Record<string, [string, string, string, string]> = {
  "Y-TURN": ["Turn", "Each turn has four phases in order: Preparation, Movement, Encounter, Refill. The turn order is drawn at random each round.", "Turno", "Ogni turno ha quattro fasi in ordine: Preparazione, Movimento, Incontro, Reintegro. L'ordine di turno è estratto a caso a ogni giro."],
  "Y-PREP": ["Preparation", "Draw 1 card. No action may be taken in this phase.", "Preparazione", "Pesca 1 carta. In questa fase non si possono fare azioni."],
  "Y-MOVE": ["Movement", "Play one card for its movement number and spend the points along the path (plain 1, hill 2, wood 2, swamp 3; each other character on the square entered costs 1 more), or rest.", "Movimento", "Gioca una carta per il suo numero di movimento e spendi i punti lungo il percorso (pianura 1, collina 2, bosco 2, palude 3; ogni altro personaggio sulla casella costa 1 in più), oppure riposa."],
  "Y-ENC": ["Encounter", "Only if the character moved: draw the top card. A Creature is a challenge: stat + bonuses + the card played must be higher than its value (a tie loses); winning advances one square, losing goes back one. An Artefact becomes active; an Event applies to the player.", "Incontro", "Solo se il personaggio si è mosso: pesca la prima carta. Una Creatura è una sfida: caratteristica + bonus + la carta giocata devono superarne il valore (il pareggio perde); chi vince avanza di una casella, chi perde torna indietro di una. Un Artefatto diventa attivo; un Evento si applica al giocatore."],
  "Y-REFILL": ["Refill", "Draw up to 4 cards or discard down to 4. Then the artefacts being activated become active. No action after this phase.", "Reintegro", "Pesca fino a 4 carte o scarta fino a 4. Poi gli artefatti in attivazione diventano attivi. Nessuna azione dopo questa fase."],
  "Y-WIN": ["Winning", "The first character to reach the finish wins.", "Vittoria", "Il primo personaggio che raggiunge il traguardo vince."],
  "Y-ACT-1": ["Actions: when", "Actions are optional, only in one's own turn, between phases: before Movement, before the Encounter, before Refill.", "Azioni: quando", "Le azioni sono facoltative, solo nel proprio turno, tra le fasi: prima del Movimento, prima dell'Incontro, prima del Reintegro."],
  "Y-ACT-2": ["Event or Artefact", "Once per turn: play an Event (it lasts until the end of the turn) or start activating an Artefact from hand (it works from the end of its owner's Refill).", "Evento o Artefatto", "Una volta per turno: gioca un Evento (dura fino alla fine del turno) o inizia ad attivare un Artefatto dalla mano (funziona dalla fine del Reintegro del suo proprietario)."],
  "Y-ACT-3": ["Active Artefacts", "Use any number of active Artefacts per turn: apply the effect, then discard it.", "Artefatti attivi", "Usa quanti Artefatti attivi vuoi per turno: applica l'effetto, poi scartalo."],
  "Y-ACT-4": ["Ability", "The character's Ability: once per turn, only if its conditions hold.", "Abilità", "L'Abilità del personaggio: una volta per turno, solo se le sue condizioni valgono."],
  "Y-ACT-5": ["Advantage", "The player's Advantage: once per turn, only if its conditions hold.", "Vantaggio", "Il Vantaggio del giocatore: una volta per turno, solo se le sue condizioni valgono."],
};

/** Makes the Y- rule buttons of `log` open the Yummell explanation (in `lang()`). */
export function installRuleHelp(log: HTMLElement, lang: () => string) {
  if (log.dataset.yRules) return;
  log.dataset.yRules = "1";
  const dialog = el("dialog", "rule-dialog y-rule-dialog");
  document.body.append(dialog);
  log.addEventListener(
    "click",
    (ev) => {
      const b = (ev.target as HTMLElement).closest<HTMLButtonElement>("button.rule");
      const id = b?.dataset.rule ?? "";
      const r = YRULES[id] ?? YRULES[id.replace(/-\d+$/, "")];
      if (!r) return;
      ev.stopPropagation();
      const it = lang() === "it";
      dialog.replaceChildren(el("h2", "", `${id} — ${it ? r[2] : r[0]}`), el("p", "", it ? r[3] : r[1]));
      const close = el("button", "", it ? "Chiudi" : "Close");
      close.type = "button";
      close.addEventListener("click", () => dialog.close());
      dialog.append(close);
      if (typeof dialog.showModal === "function") dialog.showModal();
      close.focus();
    },
    true,
  );
}
