// The messages between a page and its host (docs/online.md, "The protocol (version 1)"), typed
// once for the page's transports (transport.ts, ws-transport.ts) and the game page; both hosts
// write them from the same Rust types (src/table/protocol.rs). Values of the engine (views, events, choices) stay `unknown` here: the game
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

/** A refusal as data: the engine's kind, rule, field (if any) and its text (`message`). */
export interface Refusal {
  kind: string;
  rule: string | null;
  field: string | null;
  message: string;
}

/** The page to the host. */
export type ToHost =
  | { v: 1; type: "hello"; table: string; token?: string }
  | { v: 1; type: "choose"; decision: number; choice: unknown }
  /** Why each choice would be refused now, worded in `lang` (one of the ruleset's languages). */
  | { v: 1; type: "why_not"; id: number; choices: unknown[]; lang?: string }
  | { v: 1; type: "sit"; seat: number }
  /** The Worker host only: the level of every computer seat from now on (the page's difficulty). */
  | { v: 1; type: "level"; level: "easy" | "medium" | "hard" }
  /** The page's seat gives the game up, offers a draw (on its turn), or answers the other's offer. */
  | { v: 1; type: "resign" | "offer_draw" | "accept_draw" | "decline_draw" };

/** How a table ended a game before its rules did (the log's `end` too): who resigned or abandoned, or a draw agreed. */
export interface TableEnd {
  how: "resigned" | "draw_agreed" | "abandoned";
  seat?: number;
  outcome: unknown;
}

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

/** A change of a state: `[path, value]` sets the value at `path` (keys and indices; `[]` is the
 *  whole state), `[path]` removes that key. */
export type Change = [(string | number)[], unknown?];

export interface StepMsg {
  v: 1;
  type: "step";
  decision: number;
  player: number;
  events: unknown[];
  /** One list of changes per event: item `i` changes the state after event `i + 1` (the
   *  `view`, for the last) into the state after event `i` (`framesOf` rebuilds them). */
  frames: Change[][];
  /** The seat's view after the choice, whole. */
  view: unknown;
  timeout: boolean;
}

/** `value` with `change` made, sharing every part it leaves alone (nothing is changed in place). */
function changed(value: unknown, path: (string | number)[], change: Change): unknown {
  if (path.length === 0) return change[1];
  const [key, ...rest] = path as [string | number, ...(string | number)[]];
  const copy = (Array.isArray(value) ? [...(value as unknown[])] : { ...(value as object) }) as Record<string | number, unknown>;
  if (rest.length === 0 && change.length < 2) delete copy[key];
  else copy[key] = changed(copy[key], rest, change);
  return copy;
}

/** The frames of `step` (the state after each of its events), rebuilt from its view and changes:
 *  the engine wrote every state, nothing is worked out here. */
export function framesOf(step: Pick<StepMsg, "frames" | "view">): unknown[] {
  const frames: unknown[] = new Array(step.frames.length);
  let after = step.view;
  for (let i = step.frames.length - 1; i >= 0; i--) {
    for (const change of step.frames[i] ?? []) after = changed(after, change[0], change);
    frames[i] = after;
  }
  return frames;
}

export interface Turn<D = unknown> {
  v: 1;
  type: "turn";
  decision: number | null;
  player: number | null;
  kind: string | null;
  /** Only to the seat that decides (null to the others, and once the game is over). */
  options: unknown[] | null;
  /** The whole decision as the engine writes it (Berserk's `step`, Yummell's `window`...), only to the seat that decides. */
  pending?: D | null;
  deadline: number | null;
  /** Once the game is over (decision null): the engine's outcome. */
  outcome?: unknown;
  /** Once the game is over, from the Worker host only: the game's log (`game.log()`), which the end screen shares. */
  log?: unknown;
  /** Once the game is over, if the table ended it (a resign, an agreed draw, an abandon). */
  end?: TableEnd;
  /** While a seat's draw offer awaits the other's answer: that seat. */
  draw_offer?: number;
}

/** A computer seat starts thinking (the Worker host): which bot, with which seed and playouts. */
export interface Thinking {
  v: 1;
  type: "thinking";
  seat: number;
  bot: "random" | "greedy" | "strong";
  seed: number;
  playouts: number;
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
  | Thinking
  | { v: 1; type: "ack"; decision: number }
  /** One reason per choice asked, `null` if legal: the refusal as data (its kind, rule, field
   *  and text, docs/online.md), from either host (the same table code answers). */
  | { v: 1; type: "why_not"; id: number; reasons: (Refusal | null)[] }
  | { v: 1; type: "presence"; seats: SeatInfo[] }
  /** A seat offers a draw, or declines the one offered to it (by saying so, by choosing, or as the computer). */
  | { v: 1; type: "draw_offered" | "draw_declined"; seat: number }
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
