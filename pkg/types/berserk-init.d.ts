// Explicit initialisation for `berserk`: `await init({ wasm })`, then the API is ready.
import type { Init } from "./api.js";

export * from "./berserk.js";
declare const init: Init;
export default init;
