// Berserk's values as the engine writes them: its public state, decisions, choices and events.
import type { Outcome } from "arbiter-engine";
import type { Types } from "../../shell/engine";

export type Cell = [number, number];
export type Step = "preliminary" | "die_roll" | "calculation" | "blocking" | "effect_modification" | "application";
export type Strength = "weak" | "medium" | "strong";
export type Role = "attacker" | "defender";
export type TriggerTime = "on_declaration" | "on_attack" | "on_die_roll";
export type CreatureRef = { uid: number; owner: number; card: string };

/** A creature definition of `cards("berserk")` (or a scenario's extra `cards`). */
export interface CreatureDef {
  id: string;
  name: { en: string; ru: string } | string;
  life: number;
  strike: [number, number, number];
  movement: number;
  features: (string | Record<string, number>)[];
}

export interface Squad {
  id: string;
  name: { en: string; ru: string } | string;
}

export interface Creature {
  uid: number;
  card: string;
  owner: number;
  cell: Cell;
  life: number;
  wounds: number;
  closed: boolean;
  dead: boolean;
  poison: number;
  moved: boolean;
  luck_used: boolean;
  armour_used: number;
}

export interface Attack {
  attacker: number;
  target: number;
  step: Step;
  single_roll: boolean;
  rolls: [number | null, number | null];
  strikes: [Strength | null, Strength | null];
  values: [number, number];
  /** The player who must make the exchange choice, if one is awaited. */
  exchange: number | null;
  priority: number;
}

export interface StackItem {
  owner: number;
  creature: number;
  feature: string;
  when: TriggerTime;
}

export interface State {
  turn: number;
  active: number;
  phase: "main" | "attack" | "over";
  creatures: Creature[];
  attack: Attack | null;
  stack: StackItem[];
  outcome: Outcome | null;
}

export type Choice =
  | { type: "move"; player: number; creature: number; to: Cell }
  | { type: "strike"; player: number; attacker: number; target: number }
  | { type: "reroll"; player: number; creature: number; role: Role }
  | { type: "redirect"; player: number; creature: number }
  | { type: "defender"; player: number; creature: number }
  | { type: "exchange"; player: number; choice: "as_rolled" | "lower" }
  | { type: "pass"; player: number };

export interface Decision {
  player: number;
  kind: "main" | "priority" | "exchange";
  step?: Step;
  options: Choice[];
}

type R = CreatureRef;
export type EventKind =
  | { kind: "game_started"; first_player: number }
  | { kind: "turn_started"; turn: number; active: number }
  | { kind: "opened"; creatures: R[] }
  | { kind: "poison_wounds"; creature: R; wounds: number; total: number }
  | { kind: "regenerated"; creature: R; healed: number; total: number }
  | { kind: "moved"; creature: R; from: Cell; to: Cell; path: Cell[] }
  | { kind: "attack_declared"; attacker: R; target: R }
  | { kind: "closed"; creature: R }
  | { kind: "step_started"; step: Step }
  | { kind: "priority_passed"; player: number; step: Step }
  | { kind: "step_ended"; step: Step }
  | { kind: "trigger_put"; creature: R; feature: string; when: TriggerTime }
  | { kind: "trigger_resolved"; creature: R; feature: string }
  | { kind: "roll_bonus"; creature: R; bonus: number }
  | { kind: "poison_readied"; creature: R; amount: number }
  | { kind: "redirected"; by: R; from: R }
  | { kind: "defender_assigned"; defender: R; from: R }
  | { kind: "target_fixed"; attacker: R; target: R; single_roll: boolean }
  | { kind: "die_rolled"; player: number; role: Role; value: number }
  | { kind: "die_rerolled"; player: number; by: R; role: Role; old: number; value: number }
  | { kind: "die_modified"; role: Role; source: R; feature: string; amount: number; value: number }
  | { kind: "strikes_determined"; attacker_roll: number; defender_roll?: number; difference?: number; attacker_strike: Strength | null; defender_strike: Strength | null; exchange: boolean }
  | { kind: "exchange_chosen"; player: number; choice: "as_rolled" | "lower"; attacker_strike: Strength | null; defender_strike: Strength | null }
  | { kind: "striking"; striker: R; target: R; strength: Strength }
  | { kind: "strike_calculated"; striker: R; target: R; strength: Strength; value: number }
  | { kind: "strike_blocked"; striker: R; target: R; feature: string }
  | { kind: "strike_replaced"; striker: R; target: R; feature: string; from: Strength; to: Strength; value: number }
  | { kind: "wounds_prevented"; target: R; feature: string; prevented: number; value: number }
  | { kind: "wounded"; source: R; target: R; wounds: number; total: number }
  | { kind: "poison_marker"; source: R; target: R; amount: number }
  | { kind: "died"; creature: R; wounds: number }
  | { kind: "attack_ended"; attacker: R; target: R }
  | { kind: "turn_ended"; turn: number; player: number }
  | { kind: "game_over"; outcome: Outcome };

export type Event = { seq: number; rule: string } & EventKind;

export interface BerserkTypes extends Types {
  choice: Choice;
  decision: Decision;
  event: Event;
  state: State;
}
