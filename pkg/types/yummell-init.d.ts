// Explicit initialisation for `yummell`: `await init({ wasm })`, then the API is ready.
import type { Init } from "./api.js";

export * from "./yummell.js";
declare const init: Init;
export default init;
