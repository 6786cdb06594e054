// A freed Game (after `game.free()`) throws the engine's own error: an `Error` with `kind`
// "malformed" whose message says the game was freed, rather than wasm-bindgen's "null pointer
// passed to rust"; a trap of the .wasm in a method (an engine bug) throws one of kind
// "internal". Every entry imports this module before exporting the API; it wraps each method of
// `Game.prototype` (wasm-bindgen's `free()` is left as it is).
import { Game } from "./arbiter.js";
import { engineError, trapsAsInternal } from "./errors.js";

for (const name of Object.getOwnPropertyNames(Game.prototype)) {
  const method = Object.getOwnPropertyDescriptor(Game.prototype, name).value;
  if (name === "constructor" || name === "free" || name.startsWith("__") || typeof method !== "function") continue;
  Object.defineProperty(Game.prototype, name, {
    // No method takes more than three arguments.
    value(a, b, c) {
      if (this.__wbg_ptr === 0) throw engineError(`this Game was freed (game.free()): game.${name}() cannot be called`, "malformed");
      return trapsAsInternal(`game.${name}`, () => method.call(this, a, b, c));
    },
    writable: true,
    configurable: true,
  });
}
