// What the Berserk page shows at one moment: the creatures on the 5×6 board and, during an
// attack, its step, who holds priority, the stack, the dice and the strikes. Built from the
// engine's public state (or a scenario's position) and advanced event by event, so the
// resolution player can step forward and back.
import type { AnyEvent } from "../player";

/** A creature definition of `cards("berserk")` (or a scenario's extra `cards`). */
export interface CreatureDef {
  id: string;
  name: { en: string; ru: string } | string;
  life: number;
  strike: [number, number, number];
  movement: number;
  features: (string | Record<string, number>)[];
}

export interface CreatureView {
  uid: number;
  card: string;
  owner: number;
  cell: [number, number];
  life: number;
  wounds: number;
  closed: boolean;
  dead: boolean;
  poison: number;
}

export interface StackItem {
  owner: number;
  creature: number;
  feature: string;
  when?: string;
}

export type Strength = "weak" | "medium" | "strong" | null;

export interface AttackView {
  attacker: number;
  target: number;
  /** The step in progress, or the last one ended (`ended`). */
  step: string | null;
  ended: boolean;
  /** Who holds priority now. */
  priority: number | null;
  rolls: [number | null, number | null];
  strikes: [Strength, Strength];
  difference: number | null;
  exchange: boolean;
  /** The strike being dealt (after `striking`). */
  striking: { striker: number; target: number; strength: string; value?: number } | null;
  fixed: boolean;
  single_roll: boolean;
}

export interface Model {
  turn: number;
  active: number;
  creatures: CreatureView[];
  attack: AttackView | null;
  stack: StackItem[];
  outcome: { winner: number } | { draw: boolean } | null;
}

export const STEPS = ["preliminary", "die_roll", "calculation", "blocking", "effect_modification", "application"] as const;

function newAttack(attacker: number, target: number, active: number): AttackView {
  return {
    attacker,
    target,
    step: null,
    ended: false,
    priority: active,
    rolls: [null, null],
    strikes: [null, null],
    difference: null,
    exchange: false,
    striking: null,
    fixed: false,
    single_roll: false,
  };
}

/** The model of the engine's public state (`game.state()`, a scenario's end state). */
export function fromState(s: any): Model {
  const m: Model = {
    turn: s.turn ?? 1,
    active: s.active ?? 0,
    creatures: (s.creatures ?? []).map((c: any) => ({
      uid: c.uid,
      card: c.card,
      owner: c.owner,
      cell: [c.cell[0], c.cell[1]],
      life: c.life,
      wounds: c.wounds ?? 0,
      closed: !!c.closed,
      dead: !!c.dead,
      poison: c.poison ?? 0,
    })),
    attack: null,
    stack: (s.stack ?? []).map((x: any) => ({ owner: x.owner, creature: x.creature, feature: x.feature, when: x.when })),
    outcome: s.outcome ?? null,
  };
  const a = s.attack;
  if (a) {
    m.attack = {
      ...newAttack(a.attacker, a.target, m.active),
      step: a.step ?? null,
      priority: a.priority ?? null,
      rolls: [a.rolls?.[0] ?? null, a.rolls?.[1] ?? null],
      strikes: [a.strikes?.[0] ?? null, a.strikes?.[1] ?? null],
      exchange: !!a.exchange,
      single_roll: !!a.single_roll,
    };
  }
  return m;
}

/** A scenario's starting position (before its events), for the explainer. */
export function fromScenario(scenario: any, catalogue: Map<string, CreatureDef>): Model {
  return {
    turn: scenario.turn ?? 1,
    active: scenario.active ?? 0,
    creatures: (scenario.creatures ?? []).map((c: any, uid: number) => ({
      uid,
      card: c.card,
      owner: c.owner,
      cell: [c.cell[0], c.cell[1]],
      life: catalogue.get(c.card)?.life ?? 1,
      wounds: c.wounds ?? 0,
      closed: !!c.closed,
      dead: !!c.dead,
      poison: c.poison ?? 0,
    })),
    attack: null,
    stack: [],
    outcome: null,
  };
}

const clone = (m: Model): Model => structuredClone(m);
const uidOf = (r: unknown) => (r as { uid: number }).uid;

/** The model after one event. */
export function apply(prev: Model, e: AnyEvent): Model {
  const m = clone(prev);
  const c = (r: unknown) => m.creatures.find((x) => x.uid === uidOf(r));
  const a = m.attack;
  const role = (r: unknown) => (r === "attacker" ? 0 : 1);
  switch (e.kind) {
    case "turn_started":
      m.turn = e.turn as number;
      m.active = e.active as number;
      break;
    case "opened":
      for (const r of e.creatures as unknown[]) {
        const x = c(r);
        if (x) x.closed = false;
      }
      break;
    case "poison_wounds":
      c(e.creature)!.wounds = e.total as number;
      break;
    case "regenerated":
      c(e.creature)!.wounds = e.total as number;
      break;
    case "moved":
      c(e.creature)!.cell = [...(e.to as [number, number])];
      break;
    case "attack_declared":
      m.attack = newAttack(uidOf(e.attacker), uidOf(e.target), m.active);
      break;
    case "closed":
      c(e.creature)!.closed = true;
      break;
    case "step_started":
      if (a) {
        a.step = e.step as string;
        a.ended = false;
        a.priority = m.active;
      }
      break;
    case "priority_passed":
      if (a) a.priority = 1 - (e.player as number);
      break;
    case "step_ended":
      if (a) {
        a.ended = true;
        a.priority = null;
      }
      break;
    case "trigger_put":
      m.stack.push({ owner: (e.creature as any).owner, creature: uidOf(e.creature), feature: e.feature as string, when: e.when as string });
      break;
    case "trigger_resolved": {
      const i = m.stack.map((s) => s.creature === uidOf(e.creature) && s.feature === e.feature).lastIndexOf(true);
      if (i >= 0) m.stack.splice(i, 1);
      else m.stack.pop();
      break;
    }
    case "redirected":
      if (a) a.target = uidOf(e.by);
      break;
    case "defender_assigned":
      if (a) a.target = uidOf(e.defender);
      break;
    case "target_fixed":
      if (a) {
        a.attacker = uidOf(e.attacker);
        a.target = uidOf(e.target);
        a.fixed = true;
        a.single_roll = !!e.single_roll;
      }
      break;
    case "die_rolled":
    case "die_rerolled":
    case "die_modified":
      if (a) a.rolls[role(e.role)] = e.value as number;
      break;
    case "strikes_determined":
      if (a) {
        a.strikes = [(e.attacker_strike as Strength) ?? null, (e.defender_strike as Strength) ?? null];
        a.difference = (e.difference as number) ?? null;
        a.exchange = !!e.exchange;
      }
      break;
    case "exchange_chosen":
      if (a) {
        a.strikes = [(e.attacker_strike as Strength) ?? null, (e.defender_strike as Strength) ?? null];
        a.exchange = false;
      }
      break;
    case "striking":
      if (a) a.striking = { striker: uidOf(e.striker), target: uidOf(e.target), strength: e.strength as string };
      break;
    case "strike_calculated":
      if (a) a.striking = { striker: uidOf(e.striker), target: uidOf(e.target), strength: e.strength as string, value: e.value as number };
      break;
    case "wounded":
      c(e.target)!.wounds = e.total as number;
      break;
    case "poison_marker":
      c(e.target)!.poison += e.amount as number;
      break;
    case "died":
      c(e.creature)!.dead = true;
      break;
    case "attack_ended":
      m.attack = null;
      m.stack = [];
      break;
    case "game_over":
      m.outcome = e.outcome as Model["outcome"];
      break;
  }
  return m;
}

/** The frame before each event, and after the last: `end` (the engine's state) when given. */
export function frames(start: Model, events: AnyEvent[], end?: Model): Model[] {
  const out = [start];
  let m = start;
  for (const e of events) {
    m = apply(m, e);
    out.push(m);
  }
  if (end) out[out.length - 1] = end;
  return out;
}
