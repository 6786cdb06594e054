// Explicit initialisation, for pages and runtimes that say where the .wasm is (a CDN, a
// bundler's asset URL, bytes already read): `await init({ wasm })`, then the API is ready.
// `wasm` is a URL (string or URL), a Request, a Response (or a promise of one), the bytes
// (ArrayBuffer or typed array) or a compiled WebAssembly.Module; without it, the .wasm next
// to this file is fetched. Calling it again does nothing.
import initWasm from "./arbiter.js";
import "./guard.js"; // a freed Game says so

export default async function init({ wasm = new URL("./arbiter_bg.wasm", import.meta.url) } = {}) {
  await initWasm({ module_or_path: wasm });
}

export * from "./arbiter.js";
