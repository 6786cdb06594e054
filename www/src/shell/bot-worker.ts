// The computer's thinking, off the main thread so the page never freezes: rebuilds the game
// from its log and asks the engine's bot for a choice. The engine is that of the log's ruleset,
// loaded at the first question (the page starts the worker then): each page's worker loads its
// page's engine only.
import type { GameLog } from "arbiter-engine";
import { gameOf, loadEngine, type Bot } from "./engine";

interface Ask {
  id: number;
  log: GameLog;
  bot: Bot;
  seed: number;
  playouts: number;
}

self.onmessage = async (ev: MessageEvent<Ask>) => {
  const { id, log, bot, seed, playouts } = ev.data;
  try {
    await loadEngine(log.ruleset);
    const game = gameOf(log.ruleset).fromLog(log);
    const choice = game.suggest(bot, seed, playouts);
    game.free();
    self.postMessage({ id, choice });
  } catch (e) {
    self.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
