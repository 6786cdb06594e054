// Explicit initialisation for `whole engine`: `await init({ wasm })`, then the API is ready.
import type { Init } from "./api.js";

export * from "./index.js";
declare const init: Init;
export default init;
