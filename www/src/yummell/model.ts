// What the Yummell page shows at one moment of a race: built from the engine's state (or a
// scenario's position) and advanced event by event, so the animation can step forward and back.
import type { AnyEvent } from "../player";

export interface YPlayer {
  character: string;
  advantage: string;
  square: number;
  hand: string[];
  active: string[];
  activating: string[];
}

export interface YBonus {
  movement: number;
  challenge: number;
  /** strength, sympathy, agility, magic */
  stats: [number, number, number, number];
}

export interface YModel {
  round: number;
  order: number[];
  turn: number;
  phase: string | null;
  path: string[];
  players: YPlayer[];
  /** Cards left in the shared deck (null: unknown). */
  deck: number | null;
  discard: string[];
  encounter: string | null;
  winner: number | null;
  bonus: YBonus;
  ability: boolean;
  advantage: boolean;
  /** The last challenge of this turn, shown on the path until the turn ends. */
  challenge: { creature: string; stat: string; value: number; card: string | null; total: number; won: boolean } | null;
}

export const STATS = ["strength", "sympathy", "agility", "magic"] as const;

const noBonus = (): YBonus => ({ movement: 0, challenge: 0, stats: [0, 0, 0, 0] });

export function fromState(s: any): YModel {
  const used = s.used ?? {};
  return {
    round: s.round ?? 1,
    order: [...(s.order ?? [])],
    turn: s.turn ?? 0,
    phase: phaseOfStep(s.step),
    path: [...(s.path ?? [])],
    players: (s.players ?? []).map((p: any) => ({
      character: p.character,
      advantage: p.advantage,
      square: p.square ?? 0,
      hand: [...(p.hand ?? [])],
      active: [...(p.active ?? [])],
      activating: [...(p.activating ?? [])],
    })),
    deck: Array.isArray(s.deck) ? s.deck.length : null,
    discard: [...(s.discard ?? [])],
    encounter: s.encounter ?? null,
    winner: s.winner ?? null,
    bonus: { movement: used.movement ?? 0, challenge: used.challenge ?? 0, stats: [...(used.stats ?? [0, 0, 0, 0])] as YBonus["stats"] },
    ability: !!used.ability,
    advantage: !!used.advantage,
    challenge: null,
  };
}

function phaseOfStep(step: unknown): string | null {
  if (typeof step !== "string") return null;
  if (step.includes("preparation")) return "preparation";
  if (step.includes("movement")) return "movement";
  if (step.includes("encounter") || step === "challenge") return "encounter";
  if (step.includes("refill")) return "refill";
  return null;
}

/** A scenario's starting position (before its events), for the explainer; `end` gives the path. */
export function fromScenario(sc: any, end: any): YModel {
  const players = (sc.players ?? []).map((p: any) => ({
    character: p.character,
    advantage: p.advantage,
    square: p.square ?? 0,
    hand: [...(p.hand ?? [])],
    active: [...(p.active ?? [])],
    activating: [...(p.activating ?? [])],
  }));
  const at = sc.at ?? "preparation";
  return {
    round: sc.round ?? 1,
    order: [...(sc.order ?? players.map((_: unknown, i: number) => i))],
    turn: sc.turn ?? sc.order?.[0] ?? 0,
    phase: at === "preparation" ? null : phaseOfStep(at),
    path: [...(end?.path ?? [])],
    players,
    deck: Array.isArray(sc.deck) ? sc.deck.length : null,
    discard: [...(sc.discard ?? [])],
    encounter: sc.encounter ?? null,
    winner: null,
    bonus: at === "preparation" ? noBonus() : { movement: sc.used?.movement ?? 0, challenge: sc.used?.challenge ?? 0, stats: [...(sc.used?.stats ?? [0, 0, 0, 0])] as YBonus["stats"] },
    ability: at !== "preparation" && !!sc.used?.ability,
    advantage: at !== "preparation" && !!sc.used?.advantage,
    challenge: null,
  };
}

export function clone(m: YModel): YModel {
  return structuredClone(m);
}

function take(list: string[], card: string) {
  const i = list.indexOf(card);
  if (i >= 0) list.splice(i, 1);
  else {
    const j = list.indexOf("?");
    if (j >= 0) list.splice(j, 1);
  }
}

/** Applies one event to `m` (in place). */
export function apply(m: YModel, e: AnyEvent) {
  const p = typeof e.player === "number" ? m.players[e.player] : undefined;
  const card = e.card as string;
  switch (e.kind) {
    case "round_started":
      m.round = e.round as number;
      m.order = [...(e.order as number[])];
      break;
    case "turn_started":
      m.turn = e.player as number;
      m.round = (e.round as number) ?? m.round;
      m.phase = null;
      m.bonus = noBonus();
      m.ability = m.advantage = false;
      m.challenge = null;
      m.encounter = null;
      break;
    case "phase_started":
      m.phase = e.phase as string;
      break;
    case "cards_drawn":
      p?.hand.push(...(e.cards as string[]));
      if (m.deck !== null) m.deck = Math.max(0, m.deck - (e.cards as string[]).length);
      break;
    case "deck_reshuffled":
      m.deck = e.cards as number;
      m.discard = [];
      break;
    case "moved":
      if (p) {
        take(p.hand, card);
        m.discard.push(card);
        p.square = e.to as number;
      }
      break;
    case "encounter_drawn":
      m.encounter = card;
      if (m.deck !== null) m.deck = Math.max(0, m.deck - 1);
      break;
    case "challenge":
      if (p && card) {
        take(p.hand, card);
        m.discard.push(card);
      }
      m.challenge = { creature: e.creature as string, stat: e.stat as string, value: e.value as number, card: card ?? null, total: e.total as number, won: !!e.won };
      m.discard.push(e.creature as string);
      m.encounter = null;
      break;
    case "advanced":
    case "went_back":
      if (p) p.square = e.to as number;
      break;
    case "artefact_gained":
      p?.active.push(card);
      if (m.encounter === card) m.encounter = null;
      break;
    case "event_played":
      if (p) take(p.hand, card);
      m.discard.push(card);
      break;
    case "artefact_started":
      if (p) {
        take(p.hand, card);
        p.activating.push(card);
      }
      break;
    case "artefact_used":
      if (p) take(p.active, card);
      m.discard.push(card);
      break;
    case "ability_used":
      m.ability = true;
      break;
    case "advantage_used":
      m.advantage = true;
      break;
    case "bonus": {
      const to = e.to as string;
      const n = e.amount as number;
      if (to === "movement") m.bonus.movement += n;
      else if (to === "challenge") m.bonus.challenge += n;
      else {
        const i = STATS.indexOf(to as any);
        if (i >= 0) m.bonus.stats[i] += n;
      }
      break;
    }
    case "artefact_stolen": {
      const from = m.players[e.from as number];
      if (from) take(from.active, card);
      p?.active.push(card);
      break;
    }
    case "cards_discarded":
      if (p) for (const c of e.cards as string[]) take(p.hand, c);
      m.discard.push(...(e.cards as string[]));
      break;
    case "artefacts_activated":
      if (p) {
        for (const c of e.cards as string[]) take(p.activating, c);
        p.active.push(...(e.cards as string[]));
      }
      break;
    case "turn_ended":
      m.bonus = noBonus();
      m.phase = null;
      if (m.encounter && m.encounter !== "?") m.discard.push(m.encounter);
      m.encounter = null;
      break;
    case "game_over":
      m.winner = e.winner as number;
      break;
  }
}

/**
 * The frame before each event, and after the last. The last is the engine's state `end` when
 * given (what the engine says wins over what the page worked out), keeping the page's extras.
 */
export function frames(before: YModel, events: AnyEvent[], end?: YModel): YModel[] {
  const out = [clone(before)];
  let m = clone(before);
  for (const e of events) {
    apply(m, e);
    out.push(clone(m));
  }
  if (end && events.length) {
    const last = out[out.length - 1];
    const fixed = clone(end);
    fixed.phase = last.phase;
    fixed.challenge = last.challenge;
    fixed.winner = end.winner ?? last.winner;
    if (!end.path.length) fixed.path = last.path;
    out[out.length - 1] = fixed;
  }
  return out;
}
