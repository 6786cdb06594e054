// Every entry of the package, for a consumer whose libs are ES2022 only (no DOM, no
// esnext.disposable, no Node types): the declarations must need nothing more.
import { Game, narrate, cards, decks, resolveScenario, explainScenario, rulesets, version, type EngineError } from "arbiter-engine";
import initWhole from "arbiter-engine/init";
import initEredan, * as eredan from "arbiter-engine/eredan/init";
import * as berserk from "arbiter-engine/berserk";
import initBerserk from "arbiter-engine/berserk/init";
import * as yummell from "arbiter-engine/yummell";
import initYummell from "arbiter-engine/yummell/init";

export const entries = [Game, narrate, cards, decks, resolveScenario, explainScenario, rulesets, version, eredan, berserk, yummell];
export type Thrown = EngineError;

export async function load(bytes: Uint8Array, buffer: ArrayBuffer, response: { arrayBuffer(): Promise<ArrayBuffer> }): Promise<string> {
  await initWhole({ wasm: "https://example.org/arbiter_bg.wasm" });
  await initEredan({ wasm: bytes });
  await initBerserk({ wasm: buffer });
  await initYummell({ wasm: Promise.resolve(response) });
  return new berserk.Game({ ruleset: "berserk" }).state().phase;
}
