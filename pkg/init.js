// Explicit initialisation, for pages and runtimes that say where the .wasm is (a CDN, a
// bundler's asset URL, bytes already read): `await init({ wasm })`, then the API is ready.
// `wasm` is a URL (string or URL), a Request, a Response (or a promise of one), the bytes
// (ArrayBuffer or typed array) or a compiled WebAssembly.Module; without it, the .wasm next
// to this file: fetched, or read from disk where it is a file: URL (Node). Calling it again
// does nothing. A call into the API before `init()` has resolved throws an engine error of
// kind "not_initialized" saying so (pkg/init-guard.js).
import initWasm, * as api from "./arbiter.js";
import "./guard.js"; // a freed Game says so
import { guardedClass, guardedFunctions, initOf } from "./init-guard.js";

export default initOf(initWasm, new URL("./arbiter_bg.wasm", import.meta.url));
export { isEngineError } from "./errors.js";
export const Game = guardedClass(api.Game);
export const { resolveScenario, explainScenario, narrate, cards, decks, checkDeck, writeDeck, printedDecks, rulesets, version } = guardedFunctions(api);
export const initSync = api.initSync;
