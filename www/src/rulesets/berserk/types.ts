// Berserk's values as the engine declares them: the package's types, generated from the Rust
// types, under the names the board and panel use.
import type {
  BerserkChoice,
  BerserkDecision,
  BerserkEventKind,
  BerserkPublicState,
  BerserkStep,
  Cell,
  CreatureDef,
  CreatureRef,
  Role,
  Squad,
  Strength,
  TriggerTime,
} from "arbiter-engine";
import type { TypesOf } from "../../shell/engine";

export type { Cell, CreatureDef, CreatureRef, Role, Squad, Strength, TriggerTime };
export type Step = BerserkStep;
export type State = BerserkPublicState;
export type Creature = State["creatures"][number];
export type Attack = NonNullable<State["attack"]>;
export type StackItem = State["stack"][number];
export type Choice = BerserkChoice;
export type Decision = BerserkDecision;
export type EventKind = BerserkEventKind;
export type Event = { seq: number; rule: string } & EventKind;

/** Berserk's value shapes, as the package declares them. */
export type BerserkTypes = TypesOf<"berserk">;
