// What the init entries (init.js) add to the API: the .wasm read from disk where its URL is a
// file: URL (Node, which cannot fetch one), and each function throwing an engine error of kind
// "not_initialized" when called before `await init()` (rather than a TypeError from the glue).
// The node: module is imported only for a file: URL, dynamically and by a name no bundler
// follows, so a browser build holds no Node import.
import { version } from "./arbiter.js";
import { engineError } from "./errors.js";

/** `wasm` as the glue's init takes it: the bytes of a file: URL, anything else as it is. */
export async function readable(wasm) {
  let url = null;
  if (wasm instanceof URL) url = wasm;
  else if (typeof wasm === "string" && wasm.startsWith("file:")) url = new URL(wasm);
  if (url?.protocol !== "file:") return wasm;
  const fs = "node:fs/promises";
  try {
    const { readFile } = await import(/* @vite-ignore */ /* webpackIgnore: true */ fs);
    return await readFile(url);
  } catch {
    return wasm; // no file system (a browser showing a file: page): fetched as any URL
  }
}

let ready = false;

/** Throws the not-initialised error unless the .wasm is instantiated (checked once it is). */
function check(name) {
  if (ready) return;
  try {
    version();
    ready = true;
  } catch {
    throw engineError(`${name}() was called before the engine was loaded: \`await init()\` first`, "not_initialized");
  }
}

/** `f` (the export `name`), throwing the not-initialised error before `init()`. */
export function guarded(name, f) {
  return function (...args) {
    check(name);
    return f.apply(this, args);
  };
}

/** The functions of every engine's API (a scenario engine's whole API), each guarded. */
export function guardedFunctions(api) {
  const names = ["resolveScenario", "explainScenario", "narrate", "cards", "decks", "checkDeck", "writeDeck", "printedDecks", "rulesets", "version"];
  return Object.fromEntries(names.map((name) => [name, guarded(name, api[name])]));
}

/** The `init` of an entry whose .wasm is `next` (a URL next to the entry) by default. */
export function initOf(initWasm, next) {
  return async function init({ wasm = next } = {}) {
    await initWasm({ module_or_path: await readable(wasm) });
  };
}

/** The class `Game`, its constructor and static methods throwing the not-initialised error
 *  before `init()` (a Proxy: instances, `instanceof` and the prototype are the class's own). */
export function guardedClass(Game) {
  return new Proxy(Game, {
    construct(target, args, newTarget) {
      check("new Game");
      return Reflect.construct(target, args, newTarget);
    },
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function" || key === "prototype" || !Object.hasOwn(target, key)) return value;
      return function (...args) {
        check(`Game.${String(key)}`);
        return value.apply(target, args);
      };
    },
  });
}
