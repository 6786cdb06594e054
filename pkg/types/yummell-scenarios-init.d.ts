// Explicit initialisation for `yummell/scenarios`: `await init({ wasm })`, then the API is ready.
import type { Init } from "./api.js";

export * from "./yummell-scenarios.js";
declare const init: Init;
export default init;
