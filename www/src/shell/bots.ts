// The computer's thinking, asked of one Web Worker (bot-worker.ts) shared by the pages: the page
// sends the game's log, the worker rebuilds the game and answers with the engine's bot choice,
// so the page never freezes. Each question has an id; an answer goes to the question it
// answers (a question whose game was abandoned meanwhile is answered and ignored by its page).
// Every level is an engine bot: easy its random player, medium its greedy bot, hard its search
// ("strong") with a playout budget per ruleset.
import type { GameLog } from "arbiter-engine";
import type { Bot } from "./engine";

export type Difficulty = "easy" | "medium" | "hard";

interface Waiting {
  resolve(choice: unknown): void;
  reject(error: Error): void;
}

let worker: Worker | null = null;
let asked = 0;
const waiting = new Map<number, Waiting>();

/** Every question still waiting fails with `error` (the worker is gone: the next question starts a new one). */
function failAll(error: Error) {
  for (const w of waiting.values()) w.reject(error);
  waiting.clear();
}

function theWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(new URL("./bot-worker.js", import.meta.url), { type: "module" });
  w.onmessage = (ev: MessageEvent<{ id: number; choice?: unknown; error?: string }>) => {
    const { id, choice, error } = ev.data;
    const q = waiting.get(id);
    if (!q) return;
    waiting.delete(id);
    performance.mark("arbiter-think-end", { detail: { id } });
    if (error || !choice) q.reject(new Error(error ?? "no choice"));
    else q.resolve(choice);
  };
  // The worker could not load, or failed outside a question: nothing will answer.
  const broken = (message: string) => {
    w.terminate();
    if (worker === w) worker = null;
    failAll(new Error(message));
  };
  w.onerror = (ev) => {
    ev.preventDefault();
    broken(`bot worker: ${ev.message || "failed"}`);
  };
  w.onmessageerror = () => broken("bot worker: unreadable message");
  worker = w;
  return w;
}

/**
 * The choice of `bot` (with `seed` and, for "strong", `playouts`) for the decision awaited in
 * the game of `log`, computed in the worker. Rejects with the engine's message if it cannot
 * answer. Marks "arbiter-think-start" (detail: the id, bot, seed and playouts) and
 * "arbiter-think-end" (detail: the id) on the performance timeline, for tests and profiling.
 */
export function ask<C>(log: GameLog, bot: Bot, seed: number, playouts: number): Promise<C> {
  const id = ++asked;
  performance.mark("arbiter-think-start", { detail: { id, bot, seed, playouts } });
  return new Promise<C>((resolve, reject) => {
    waiting.set(id, { resolve: (c) => resolve(c as C), reject });
    try {
      theWorker().postMessage({ id, log, bot, seed, playouts });
    } catch (e) {
      waiting.delete(id);
      reject(e instanceof Error ? e : new Error(String(e)));
    }
  });
}

/** A seed from the position (the number of choices made), so a position gets the same answer. */
export const seedOf = (log: GameLog) => ((log.choices?.length ?? 0) * 7919) % 2 ** 31;

/** The engine bot of a level. */
export const botOf = (level: Difficulty): Bot => (level === "hard" ? "strong" : level === "medium" ? "greedy" : "random");

/** The level chosen in the page's `#difficulty` select. */
export function difficulty(): Difficulty {
  const v = document.querySelector<HTMLSelectElement>("#difficulty")?.value;
  return v === "easy" || v === "hard" ? v : "medium";
}

/** Selects a saved level in `#difficulty`; a save without one (or with an unknown one) gets the page's default. */
export function restoreDifficulty(saved: unknown) {
  const sel = document.querySelector<HTMLSelectElement>("#difficulty");
  if (!sel) return;
  const options = [...sel.options];
  const offered = options.find((o) => o.value === saved) ?? options.find((o) => o.defaultSelected) ?? options[0];
  if (offered) sel.value = offered.value;
}
