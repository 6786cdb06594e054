// Yummell's values as the engine writes them: its public state, decisions, choices and events,
// and the card and character sheets of `cards("yummell")` and `decks("yummell")`.
import type { Types } from "../../shell/engine";

export type Terrain = "plain" | "hill" | "wood" | "swamp";
export type Stat = "strength" | "sympathy" | "agility" | "magic";
export type StepName = "after_preparation" | "movement" | "after_movement" | "challenge" | "after_encounter" | "discard" | "over";
export type Phase = "preparation" | "movement" | "encounter" | "refill";

export interface Power {
  name?: string;
  effects?: { do: string; stat?: string; amount?: number; squares?: number; cards?: number }[];
}

export interface CardDef {
  id: string;
  name: string;
  type: "creature" | "artefact" | "event";
  movement: number;
  stat?: Stat;
  value?: number;
  use?: Power;
  play?: Power;
}

export interface CharacterDef extends Record<Stat, number> {
  id: string;
  name: string;
  ability?: Power;
}

export interface Sheets {
  characters?: CharacterDef[];
  advantages?: (Power & { id: string })[];
}

export interface Player {
  character: string;
  advantage: string;
  square: number;
  hand: string[];
  active: string[];
  activating: string[];
}

export interface State {
  round: number;
  order: number[];
  turn: number;
  step: StepName;
  used: { moved: boolean; ability: boolean; advantage: boolean; movement: number; challenge: number; stats: [number, number, number, number] };
  path: Terrain[];
  players: Player[];
  deck: string[];
  discard: string[];
  encounter: string | null;
  winner: number | null;
}

export type Target = { player: number; card: string };

export type Choice =
  | { type: "continue"; player: number }
  | { type: "play_event"; player: number; card: string }
  | { type: "start_artefact"; player: number; card: string }
  | { type: "use_artefact"; player: number; card: string; target?: Target }
  | { type: "ability"; player: number; target?: Target }
  | { type: "advantage"; player: number; target?: Target }
  | { type: "move"; player: number; card: string }
  | { type: "rest"; player: number }
  | { type: "challenge"; player: number; card: string }
  | { type: "discard"; player: number; cards: string[] };

export type Decision =
  | { type: "window"; player: number; window: StepName; options: Choice[] }
  | { type: "movement"; player: number; options: Choice[] }
  | { type: "challenge"; player: number; creature: string; stat: Stat; value: number; base: number; options: Choice[] }
  | { type: "discard"; player: number; hand: string[]; count: number };

export type EventKind =
  | { kind: "game_started"; characters: string[] }
  | { kind: "round_started"; round: number; order: number[] }
  | { kind: "turn_started"; player: number; round: number }
  | { kind: "phase_started"; player: number; phase: Phase }
  | { kind: "cards_drawn"; player: number; cards: string[] }
  | { kind: "deck_reshuffled"; cards: number }
  | { kind: "moved"; player: number; card: string; points: number; from: number; to: number; left: number }
  | { kind: "rested"; player: number }
  | { kind: "encounter_skipped"; player: number }
  | { kind: "encounter_drawn"; player: number; card: string; card_type: string }
  | { kind: "challenge"; player: number; creature: string; stat: Stat; value: number; card: string | null; total: number; won: boolean }
  | { kind: "advanced" | "went_back"; player: number; from: number; to: number; source: string }
  | { kind: "artefact_gained" | "event_played" | "artefact_started" | "artefact_used"; player: number; card: string }
  | { kind: "ability_used"; player: number; character: string; ability: string }
  | { kind: "advantage_used"; player: number; advantage: string }
  | { kind: "bonus"; player: number; to: "movement" | "challenge" | Stat; amount: number; source: string }
  | { kind: "artefact_stolen"; player: number; from: number; card: string }
  | { kind: "cards_discarded"; player: number; cards: string[]; reason: string }
  | { kind: "artefacts_activated"; player: number; cards: string[] }
  | { kind: "turn_ended"; player: number }
  | { kind: "game_over"; winner: number; character: string };

export type Event = { seq: number; rule: string } & EventKind;

export interface YummellTypes extends Types {
  choice: Choice;
  decision: Decision;
  event: Event;
  state: State;
}
