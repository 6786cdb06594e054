// Browsers and bundlers: fetch and compile the .wasm next to this file, then export the API.
import init from "./arbiter.js";
import "./guard.js"; // a freed Game says so

await init({ module_or_path: new URL("./arbiter_bg.wasm", import.meta.url) });

export * from "./arbiter.js";
export { isEngineError } from "./errors.js";
