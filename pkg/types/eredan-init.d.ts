// Explicit initialisation for `eredan`: `await init({ wasm })`, then the API is ready.
import type { Init } from "./api.js";

export * from "./eredan.js";
declare const init: Init;
export default init;
