// The messages between a page and its host (docs/online.md, "The protocol (version 1)"), typed
// once for the Worker host (local-host.ts), the page's transports (transport.ts, ws-transport.ts)
// and the game page. Values of the engine (views, events, choices) stay `unknown` here: the game
// page reads them with its ruleset module's types.

export const VERSION = 1;

export type Seat = number | null;

export interface SeatInfo {
  kind: "person" | "computer";
  level?: "easy" | "medium" | "hard";
  connected: boolean;
}

export interface TableInfo {
  id: string;
  ruleset: string;
  seats: SeatInfo[];
  /** Seconds per decision, or null for no clock. */
  clock: number | null;
}

export interface Outcome {
  winner: number | null;
  [k: string]: unknown;
}

/** The page to the host. */
export type ToHost =
  | { v: 1; type: "hello"; table: string; token?: string }
  | { v: 1; type: "choose"; decision: number; choice: unknown }
  | { v: 1; type: "why_not"; id: number; choices: unknown[] }
  | { v: 1; type: "sit"; seat: number };

export interface Welcome {
  v: 1;
  type: "welcome";
  table: TableInfo;
  seat: Seat;
  view: unknown;
  /** Every event so far as this seat sees them: the opening's, then one list per choice. */
  history: unknown[][];
  turn: Turn;
  outcome: unknown;
}

export interface StepMsg {
  v: 1;
  type: "step";
  decision: number;
  player: number;
  events: unknown[];
  frames: unknown[];
  view: unknown;
  timeout: boolean;
}

export interface Turn {
  v: 1;
  type: "turn";
  decision: number | null;
  player: number | null;
  kind: string | null;
  /** Only to the seat that decides (null to the others, and once the game is over). */
  options: unknown[] | null;
  deadline: number | null;
  /** The decision's other fields as the engine writes them (Berserk's `step`, Yummell's `window`, `count`...), for the seat that decides. */
  [field: string]: unknown;
}

export interface ErrorMsg {
  v: 1;
  type: "error";
  kind: string;
  rule?: string | null;
  field?: string | null;
  message: string;
  decision?: number;
}

/** The host to the page. */
export type FromHost =
  | Welcome
  | StepMsg
  | Turn
  | { v: 1; type: "ack"; decision: number }
  | { v: 1; type: "why_not"; id: number; reasons: (string | null)[] }
  | { v: 1; type: "presence"; seats: SeatInfo[] }
  | ErrorMsg;

/** A page's end of the link to a host: the Worker (transport.ts) or a WebSocket (ws-transport.ts). */
export interface Transport {
  send(message: ToHost): void;
  /** Called with every message from the host, in order. */
  onMessage: ((message: FromHost) => void) | null;
  /** Called when the link drops (`false`) and comes back (`true`); a Worker never drops. */
  onLink: ((up: boolean) => void) | null;
  close(): void;
}

/** The test hook: every message a page receives from its host goes through it (tests/e2e). */
export function observe(message: FromHost) {
  const hook = (globalThis as { __arbiterReceived?: (m: FromHost) => void }).__arbiterReceived;
  if (typeof hook === "function") hook(message);
}
