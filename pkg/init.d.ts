export * from "./arbiter.js";

/** Where the engine's .wasm is: a URL, a Request, a Response (or a promise of one), its bytes, or the compiled module. */
export type WasmSource = string | URL | Request | Response | Promise<Response> | BufferSource | WebAssembly.Module;

export interface InitOptions {
    /** Default: the `arbiter_bg.wasm` next to this entry, fetched. */
    wasm?: WasmSource;
}

/** Loads and instantiates the .wasm; the API works once it resolves. Calling it again does nothing. */
export default function init(options?: InitOptions): Promise<void>;
