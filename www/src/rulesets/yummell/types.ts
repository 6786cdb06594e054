// Yummell's values as the engine declares them: the package's types, generated from the Rust
// types (public state, decisions, choices, events, the card and character sheets of
// `cards("yummell")` and `decks("yummell")`), under the names the board and panel use.
import type {
  CharacterDef,
  Phase,
  Power,
  Stat,
  Terrain,
  YummellCardDef,
  YummellChoice,
  YummellDecision,
  YummellEventKind,
  YummellPublicPlayer,
  YummellPublicState,
  YummellStep,
} from "arbiter-engine";
import type { TypesOf } from "../../shell/engine";

export type { CharacterDef, Phase, Power, Stat, Terrain };
export type StepName = YummellStep;
export type CardDef = YummellCardDef;
export type Player = YummellPublicPlayer;
export type State = YummellPublicState;
export type Choice = YummellChoice;
export type Decision = YummellDecision;
export type EventKind = YummellEventKind;
export type Event = { seq: number; rule: string } & EventKind;

/** Yummell's value shapes, as the package declares them. */
export type YummellTypes = TypesOf<"yummell">;
