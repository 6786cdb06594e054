// The engine's errors as data, for every entry (copied next to each entry's glue): every
// function and method of the engine throws an `Error` with `kind` (and `rule` and `field` where
// they apply); `isEngineError(e)` tells one from any other exception.

/** Every kind an engine error has (`internal`: a bug of the engine; `not_initialized`: a call
 *  into an init entry before `await init()`). */
const KINDS = ["wrong_player", "not_an_option", "game_over", "illegal_by_rule", "malformed", "limit", "internal", "not_initialized"];

/** Whether `e` is an error the engine threw (an `Error` with one of the engine's kinds). */
export function isEngineError(e) {
  return e instanceof Error && KINDS.includes(e.kind);
}

/** An engine error of `kind` thrown by the JS around the engine. */
export function engineError(message, kind, cause) {
  const error = new Error(message, cause === undefined ? undefined : { cause });
  error.kind = kind;
  return error;
}

/** What `call` returns; a trap of the .wasm (a panic: an engine bug) rethrown as an `internal`
 *  engine error whose `cause` is the trap. */
export function trapsAsInternal(name, call) {
  try {
    return call();
  } catch (e) {
    if (e instanceof WebAssembly.RuntimeError) throw engineError(`internal: the engine failed in ${name}(): ${e.message}`, "internal", e);
    throw e;
  }
}
