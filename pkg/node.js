// Node 20+: read the .wasm next to this file and instantiate it synchronously.
import { readFileSync } from "node:fs";
import { initSync } from "./arbiter.js";
import "./guard.js"; // a freed Game says so

initSync({ module: readFileSync(new URL("./arbiter_bg.wasm", import.meta.url)) });

export * from "./arbiter.js";
export { isEngineError } from "./errors.js";
