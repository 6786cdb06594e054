// Explicit initialisation for `berserk/scenarios`: `await init({ wasm })`, then the API is ready.
import type { Init } from "./api.js";

export * from "./berserk-scenarios.js";
declare const init: Init;
export default init;
