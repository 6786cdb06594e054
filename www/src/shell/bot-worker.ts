// The computer's thinking, off the main thread so the page never freezes: rebuilds the game
// from its log and asks the engine's bot for a choice. The engine loads after the handler is
// in place, so no message arrives before there is someone to hear it.
import type { GameLog } from "arbiter-engine";
import type { Bot } from "./engine";

interface Ask {
  id: number;
  log: GameLog;
  bot: Bot;
  seed: number;
  playouts: number;
}

const engine = import("arbiter-engine");

self.onmessage = async (ev: MessageEvent<Ask>) => {
  const { id, log, bot, seed, playouts } = ev.data;
  try {
    const { Game } = await engine;
    const game = Game.fromLog(log);
    const choice = game.suggest(bot, seed, playouts);
    game.free();
    self.postMessage({ id, choice });
  } catch (e) {
    self.postMessage({ id, error: e instanceof Error ? e.message : String(e) });
  }
};
