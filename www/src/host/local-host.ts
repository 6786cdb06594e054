// The Worker host (docs/online.md): the game runs here, in a Web Worker of the page, on the wasm
// engine; the page receives only its seat's messages — views, events and frames as that seat
// sees them, a decision's options only when it is that seat's — and plays through `choose`.
// The computer seats are played here with the bot the engine names for their level
// (`botFor`: easy random, medium greedy, hard strong with the ruleset's playouts); before each, the page is told which bot thinks
// (`thinking`). In hot-seat the page asks for another seat (`sit`) at its hand-over screen and
// gets that seat's `welcome`. The game is saved after every choice in IndexedDB (store.ts) under
// the page's key, so a reload resumes it and the snapshot never reaches the page.
import type { BotOfLevel, ChoiceOf, GameConfig, Level, PublicState, RulesetName } from "arbiter-engine";
import { engineError, gameOf, loadEngine } from "../shell/engine";
import { loadSaved, saveGame } from "./store";
import type { FromHost, Seat, SeatInfo, ToHost, Turn } from "./protocol";

/** What the Worker host is told besides `hello`'s table ("local"): the game to hold. */
export interface LocalSetup {
  /** The engine's configuration of a new game. */
  config: GameConfig;
  seats: SeatInfo[];
  /** The seat the page shows first (null: a spectator, when every seat is the computer's). */
  seat: Seat;
  /** The IndexedDB key of this page's saved game. */
  key: string;
  /** Resume the saved game (else start a new one and replace the save). */
  resume: boolean;
  /** A snapshot the page kept from before the host saved games (read once, then the host's). */
  snapshot?: string;
}

type Choice = ChoiceOf<RulesetName>;

interface Decision {
  player: number;
  kind: string;
  options: unknown[];
}

/** The engine's game with the per-seat methods the host needs (checked when the game is made). */
interface SeatGame {
  pending(): unknown;
  whyNot(choice: Choice, lang?: string): string | null;
  suggest(bot: "random" | "greedy" | "strong", seed: number, playouts: number): unknown;
  botFor(level: Level): BotOfLevel;
  snapshot(): string;
  outcome(): unknown;
  log(): { choices?: unknown[] };
  view(seat: Seat): PublicState;
  stepAs(choice: Choice, seat: Seat): { events: unknown[]; frames: unknown[] };
  historyAs(seat: Seat): unknown[][];
  free(): void;
}

function isSeatGame(g: object): g is SeatGame {
  const m = g as Record<string, unknown>;
  return ["view", "stepAs", "historyAs", "pending", "snapshot", "suggest", "botFor"].every((k) => typeof m[k] === "function");
}

let game: SeatGame | null = null;
let setup: LocalSetup | null = null;
let seat: Seat = 0;
let ruleset = "eredan";
let thinking = false;

const post = (m: FromHost) => self.postMessage(m);

const decisionNumber = (g: SeatGame) => g.log().choices?.length ?? 0;

function turnFor(g: SeatGame, s: Seat): Turn {
  const d = g.pending() as Decision | null;
  if (!d) return { v: 1, type: "turn", decision: null, player: null, kind: null, options: null, deadline: null, outcome: g.outcome(), log: g.log() };
  const mine = d.player === s;
  return { v: 1, type: "turn", decision: decisionNumber(g), player: d.player, kind: d.kind, options: mine ? d.options : null, pending: mine ? d : null, deadline: null };
}

function welcome(g: SeatGame, st: LocalSetup) {
  post({
    v: 1,
    type: "welcome",
    table: { id: "local", ruleset, seats: st.seats, clock: null },
    seat,
    view: g.view(seat),
    history: g.historyAs(seat),
    turn: turnFor(g, seat),
    outcome: g.outcome(),
  });
}

function fail(e: unknown, decision?: number) {
  const err = engineError(e);
  post({ v: 1, type: "error", kind: err.kind ?? "malformed", rule: err.rule ?? null, field: err.field ?? null, message: err.message, ...(decision === undefined ? {} : { decision }) });
}

/** Applies `choice` for the decider, sends the step as the page's seat sees it, saves, and goes on. */
function apply(g: SeatGame, st: LocalSetup, choice: Choice, ack = false) {
  const n = decisionNumber(g);
  const d = g.pending() as Decision | null;
  const { events, frames } = g.stepAs(choice, seat);
  if (ack) post({ v: 1, type: "ack", decision: n });
  post({ v: 1, type: "step", decision: n, player: d?.player ?? 0, events, frames, view: g.view(seat), timeout: false });
  void saveGame(st.key, g.snapshot());
  post(turnFor(g, seat));
  computerMoves(g, st);
}

/** When a computer seat decides, it plays after the messages so far reach the page. */
function computerMoves(g: SeatGame, st: LocalSetup) {
  const d = g.pending() as Decision | null;
  if (!d || thinking) return;
  if (st.seats[d.player]?.kind !== "computer") return;
  thinking = true;
  setTimeout(() => {
    thinking = false;
    if (game !== g) return;
    // The level as it is now (the page may have changed it meanwhile).
    const info = st.seats[d.player];
    if (info?.kind !== "computer") return;
    const n = decisionNumber(g);
    const seed = (n * 7919) % 2 ** 31;
    const { bot, playouts } = g.botFor(info.level ?? "medium");
    post({ v: 1, type: "thinking", seat: d.player, bot, seed, playouts });
    let choice: unknown;
    try {
      choice = g.suggest(bot, seed, playouts);
    } catch {
      choice = g.suggest("random", seed, 1);
    }
    if (choice === null || choice === undefined) return;
    try {
      apply(g, st, choice as Choice);
    } catch (e) {
      fail(e);
    }
  }, 0);
}

async function hello(st: LocalSetup) {
  ruleset = st.config.ruleset;
  await loadEngine(ruleset);
  const Game = gameOf(ruleset);
  let made: object | null = null;
  if (st.resume) {
    // A snapshot the page handed over (saved before the host kept games) is taken over.
    const snapshot = st.snapshot ?? (await loadSaved(st.key));
    if (snapshot) made = Game.restore(snapshot);
  }
  // A new game replaces the save (put over it, so a reload meanwhile finds one or the other).
  made ??= new Game(st.config);
  if (!isSeatGame(made)) throw new Error("host: this engine has no per-seat views (view, stepAs, historyAs): rebuild the package (make pkg)");
  // The game decides how many seats there are (a save of an earlier page did not say): a seat
  // the page did not name is the computer's, at the level of the others.
  const seen = made.view(null);
  const count = "players" in seen ? seen.players.length : 2;
  if (st.seats.length !== count) {
    const level = st.seats.find((s) => s.kind === "computer")?.level ?? "medium";
    st.seats = Array.from({ length: count }, (_, i) => st.seats[i] ?? { kind: "computer", level, connected: true });
  }
  game?.free();
  game = made;
  setup = st;
  seat = st.seat;
  // Saved before the page is welcomed: once it shows the game, a reload finds this one.
  await saveGame(st.key, made.snapshot());
  welcome(made, st);
  computerMoves(made, st);
}

self.onmessage = (ev: MessageEvent<ToHost & { setup?: LocalSetup }>) => {
  const m = ev.data;
  if (typeof m !== "object" || m === null || m.v !== 1) {
    post({ v: 1, type: "error", kind: "version", message: "protocol version 1 expected" });
    return;
  }
  try {
    if (m.type === "hello") {
      if (m.table !== "local" || !m.setup) {
        post({ v: 1, type: "error", kind: "unknown_table", message: "the Worker host holds the table \"local\" only" });
        return;
      }
      hello(m.setup).catch((e: unknown) => fail(e));
      return;
    }
    const g = game;
    const st = setup;
    if (!g || !st) {
      post({ v: 1, type: "error", kind: "unknown_table", message: "no table: send hello first" });
      return;
    }
    if (m.type === "sit") {
      if (st.seats[m.seat]?.kind !== "person") {
        post({ v: 1, type: "error", kind: "not_your_seat", message: `seat ${m.seat} is not a person's at this screen` });
        return;
      }
      seat = m.seat;
      welcome(g, st);
    } else if (m.type === "level") {
      st.seats = st.seats.map((s) => (s.kind === "computer" ? { ...s, level: m.level } : s));
    } else if (m.type === "why_not") {
      post({ v: 1, type: "why_not", id: m.id, reasons: m.choices.map((c) => g.whyNot(c as Choice, m.lang)) });
    } else if (m.type === "choose") {
      const n = decisionNumber(g);
      if (m.decision < n) {
        // A resend of a choice already applied is acknowledged again, and applied once.
        post({ v: 1, type: "ack", decision: m.decision });
        return;
      }
      const d = g.pending() as Decision | null;
      if (m.decision !== n || (d && d.player !== seat)) {
        post({ v: 1, type: "error", kind: m.decision !== n ? "stale" : "not_your_seat", message: "not this seat's decision", decision: m.decision });
        return;
      }
      try {
        apply(g, st, m.choice as Choice, true);
      } catch (e) {
        fail(e, m.decision);
      }
    }
  } catch (e) {
    fail(e);
  }
};
