// Explicit initialisation for `__ID__/scenarios`: `await init({ wasm })`, then the API is ready.
import type { Init } from "./api.js";

export * from "./__ID__-scenarios.js";
declare const init: Init;
export default init;
