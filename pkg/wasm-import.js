// Bundlers that turn an imported .wasm into a file of the build and its URL (esbuild with
// `--loader:.wasm=file`), which do not read `new URL(..., import.meta.url)`: chosen by the export
// condition "wasm-import" (`--conditions=wasm-import`). The same API as index.js.
import init from "./arbiter.js";
import "./guard.js"; // a freed Game says so
import wasm from "./arbiter_bg.wasm";

await init({ module_or_path: new URL(wasm, import.meta.url) });

export * from "./arbiter.js";
export { isEngineError } from "./errors.js";
