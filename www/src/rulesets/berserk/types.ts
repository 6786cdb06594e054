// Berserk's values as the engine declares them: the package's types, generated from the Rust
// types, under the names the board and panel use.
import type {
  BerserkChoice,
  BerserkPublicCamp,
  BerserkPublicPrep,
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
/** A creature; `flying` when it is in its side's flyer zone, off the board (its `cell` is then where it took off from). */
export type Creature = State["creatures"][number] & { flying?: boolean };
export type Prep = BerserkPublicPrep;
export type Camp = BerserkPublicCamp;
/** The preparation's decisions, one player's at a time [B-GAME]. */
export type PrepKind = "side" | "deal" | "recruit" | "place";
/** The phases of a whole game's preparation, then the battle's. */
export type Phase = PrepKind | "main" | "attack" | "over";
/** A frame's phase (the package types the battle's only). */
export const phaseOf = (m: State): Phase => m.phase as Phase;
export type Attack = NonNullable<State["attack"]>;
export type StackItem = State["stack"][number];
export type Choice = BerserkChoice;
export type Decision = BerserkDecision;
export type EventKind = BerserkEventKind;
export type Event = { seq: number; rule: string } & EventKind;

/** Berserk's value shapes, as the package declares them. */
export type BerserkTypes = TypesOf<"berserk">;
