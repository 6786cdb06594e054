// Explicit initialisation for `eredan/scenarios`: `await init({ wasm })`, then the API is ready.
import type { Init } from "./api.js";

export * from "./eredan-scenarios.js";
declare const init: Init;
export default init;
