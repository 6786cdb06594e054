// The Worker host (docs/online.md): the game runs here, in a Web Worker of the page, on the wasm
// engine's `LocalTable` — the server's table code (src/table/), with the page as its one
// connection. This file only drives it: it makes the game the page asks for (or resumes the
// saved one), hands the page's messages to the table, posts the table's answers, lets a
// computer seat play (`think`, then `play`) after the messages before it reach the page, and
// saves the game in IndexedDB (store.ts) under the page's key after every step, so a reload
// resumes it and the snapshot never reaches the page. Whose turn it is, which bot plays a
// computer seat's level, the hand-over (`sit`) and what the page's seat may see are the table's.
import type { GameConfig, LocalTable } from "arbiter-engine";
import { engineError, engineOf, gameOf, loadEngine } from "../shell/engine";
import { loadSaved, saveGame } from "./store";
import type { FromHost, Seat, SeatInfo, ToHost } from "./protocol";

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

let table: LocalTable | null = null;
let key = "";
let scheduled = false;

/** Posts the table's messages to the page; after a step, or the table's end (a resign, a draw agreed: its snapshot holds it), saves the game. */
function post(messages: unknown) {
  const list = messages as FromHost[];
  for (const m of list) self.postMessage(m);
  if (table && list.some((m) => m.type === "step" || (m.type === "turn" && m.end))) void saveGame(key, table.snapshot());
}

function fail(e: unknown) {
  const err = engineError(e);
  post([{ v: 1, type: "error", kind: err.kind ?? "malformed", rule: err.rule ?? null, field: err.field ?? null, message: err.message }]);
}

/** When a computer seat decides, it plays after the messages so far reach the page. */
function computerMoves() {
  if (!table || scheduled) return;
  const t = table;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    if (table !== t) return;
    try {
      const announced = t.think();
      if (announced === null) return;
      post(announced);
      post(t.play());
    } catch (e) {
      fail(e);
    }
    computerMoves();
  }, 0);
}

async function hello(st: LocalSetup) {
  await loadEngine(st.config.ruleset);
  const Game = gameOf(st.config.ruleset);
  const Table = engineOf(st.config.ruleset).LocalTable;
  if (typeof Table !== "function") throw new Error("host: this engine has no LocalTable: rebuild the package (make pkg)");
  // A snapshot the page handed over (saved before the host kept games) is taken over.
  const snapshot = st.resume ? (st.snapshot ?? (await loadSaved(st.key))) : null;
  // A new game replaces the save (put over it, so a reload meanwhile finds one or the other).
  const game = snapshot ? Game.restore(snapshot) : new Game(st.config);
  let made: LocalTable;
  try {
    made = new Table(game, { seats: st.seats, seat: st.seat });
  } finally {
    game.free();
  }
  table?.free();
  table = made;
  key = st.key;
  // Saved before the page is welcomed: once it shows the game, a reload finds this one.
  await saveGame(key, made.snapshot());
  post(made.take());
  computerMoves();
}

self.onmessage = (ev: MessageEvent<ToHost & { setup?: LocalSetup }>) => {
  const m = ev.data;
  if (typeof m !== "object" || m === null || m.v !== 1) {
    post([{ v: 1, type: "error", kind: "version", message: "protocol version 1 expected" }]);
    return;
  }
  if (m.type === "hello") {
    if (m.table !== "local" || !m.setup) {
      post([{ v: 1, type: "error", kind: "unknown_table", message: "the Worker host holds the table \"local\" only" }]);
      return;
    }
    hello(m.setup).catch((e: unknown) => fail(e));
    return;
  }
  if (!table) {
    post([{ v: 1, type: "error", kind: "unknown_table", message: "no table: send hello first" }]);
    return;
  }
  try {
    post(table.receive(m));
  } catch (e) {
    fail(e);
  }
  computerMoves();
};
