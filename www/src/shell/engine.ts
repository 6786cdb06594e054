// What the shell needs from the engine, typed once: a game in progress that steps a choice into
// its events and the public state right after each (`frames`), its opening with the position
// before it, and a scenario's resolution with the position before its first event (`start`). The package's own types are Eredan's;
// each ruleset module names its own choice, decision, event and state shapes (the engine's
// JSON), and this file is the one place where the package's values take those types.
// Each ruleset's engine is its own build (`arbiter-engine/<ruleset>`, its own .wasm; on pages
// that play no game, `arbiter-engine/<ruleset>/scenarios`), loaded when a page or a scenario
// first needs it: `loadEngine(ruleset)`.
import type * as WholeEngine from "arbiter-engine";
import type { ChoiceOf, DecisionOf, ErrorKind, EventFor, GameConfig, RulesetName, StateOf, GameLog, Lang, Opening, Outcome, Step } from "arbiter-engine";

/** An engine's module: every build has the whole engine's API (a one-ruleset build refuses the
 *  others by name), and a game engine its `Game` (a scenario engine has none). */
export type Engine = Omit<typeof WholeEngine, "Game"> & { Game?: (typeof WholeEngine)["Game"] };

/** Each ruleset's engine, a chunk of its own imported when first needed (with the "wasm-import"
 *  condition of www/build.mjs, its .wasm is a file of the build that the entry imports). */
const games: Record<RulesetName, () => Promise<Engine>> = {
  eredan: () => import("arbiter-engine/eredan") as Promise<Engine>,
  berserk: () => import("arbiter-engine/berserk") as Promise<Engine>,
  yummell: () => import("arbiter-engine/yummell") as Promise<Engine>,
};
/** Each ruleset's scenario engine: the same API without `Game`, in a smaller .wasm. */
const scenarios: Record<RulesetName, () => Promise<Engine>> = {
  eredan: () => import("arbiter-engine/eredan/scenarios") as Promise<Engine>,
  berserk: () => import("arbiter-engine/berserk/scenarios") as Promise<Engine>,
  yummell: () => import("arbiter-engine/yummell/scenarios") as Promise<Engine>,
};
/** Game pages (`<html data-engine="game">`) and the bot worker (no document) play games; every
 *  other page — the explainer on any host page, the builder, the catalogue — only resolves
 *  scenarios and reads catalogues, and loads the scenario engines. */
const builds = typeof document === "undefined" || document.documentElement.dataset.engine === "game" ? games : scenarios;
const isRuleset = (id: string): id is RulesetName => Object.hasOwn(builds, id);

const loading = new Map<string, Promise<Engine>>();
const loaded = new Map<string, Engine>();

/** The engine of `ruleset`, its .wasm fetched and instantiated once (rejects for a ruleset the page has no engine of). */
export function loadEngine(ruleset: string): Promise<Engine> {
  let engine = loading.get(ruleset);
  if (!engine) {
    if (!isRuleset(ruleset)) return Promise.reject(new Error(`ruleset: no engine for "${ruleset}"`));
    engine = builds[ruleset]().then((module) => {
      loaded.set(ruleset, module);
      return module;
    });
    loading.set(ruleset, engine);
  }
  return engine;
}

/** The engine of `ruleset`, already loaded (by `loadEngine`; the ruleset modules load theirs on import). */
export function engineOf(ruleset: string): Engine {
  const engine = loaded.get(ruleset);
  if (!engine) throw new Error(`ruleset: the "${ruleset}" engine is not loaded`);
  return engine;
}

/** A ruleset's value shapes, as the engine writes them. */
export interface Types {
  choice: ChoiceOf<RulesetName>;
  decision: DecisionOf<RulesetName>;
  event: EventFor<RulesetName>;
  state: StateOf<RulesetName>;
}

/** Ruleset `R`'s value shapes, as the package declares them. */
export interface TypesOf<R extends RulesetName> extends Types {
  choice: ChoiceOf<R>;
  decision: DecisionOf<R>;
  event: EventFor<R>;
  state: StateOf<R>;
}

/** Events and, for each, the public state right after it (`frames[i]` follows `events[i]`). */
export type Stepped<T extends Types> = Step<T["event"], T["state"]>;

/** A new game's opening: its events, the position before them (`start`) and their frames. */
export type Opened<T extends Types> = Opening<T["event"], T["state"]>;

/** A scenario's resolution: the position before the first event (`start`), a frame per event, the end. */
export interface Explained<T extends Types> extends Stepped<T> {
  start: T["state"];
  state: T["state"];
  outcome: Outcome | null;
}

export type Bot = "random" | "greedy" | "strong";

/** The engine's game, as the shell uses it. */
export interface EngineGame<T extends Types> {
  pending(): T["decision"] | null;
  /** Applies `choice` (the engine's validation and errors, as `choose`). */
  step(choice: T["choice"]): Stepped<T>;
  /** The events of a new game's opening, with the position before them and their frames. */
  opening(): Opened<T>;
  state(): T["state"];
  outcome(): Outcome | null;
  log(): GameLog;
  snapshot(): string;
  suggest(bot: Bot, seed: number, playouts: number): T["choice"] | null;
  whyNot(choice: T["choice"]): string | null;
  free(): void;
}

/**
 * The package's game of any ruleset, seen with the ruleset module's types: the engine's values
 * of every ruleset are narrowed to `T`'s (the module's ruleset is the game's).
 */
function wrap<T extends Types>(game: InstanceType<NonNullable<Engine["Game"]>>): EngineGame<T> {
  return {
    pending: () => game.pending() as T["decision"] | null,
    step: (choice) => game.step(choice) as Stepped<T>,
    opening: () => game.opening() as Opened<T>,
    state: () => game.state() as T["state"],
    outcome: () => game.outcome(),
    log: () => game.log(),
    snapshot: () => game.snapshot(),
    suggest: (bot, seed, playouts) => game.suggest(bot, seed, playouts) as T["choice"] | null,
    whyNot: (choice) => game.whyNot(choice),
    free: () => game.free(),
  };
}

/** The `Game` class of `ruleset`'s engine, loaded (a page that loads scenario engines has none). */
export function gameOf(ruleset: string): NonNullable<Engine["Game"]> {
  const Game = engineOf(ruleset).Game;
  if (!Game) throw new Error(`ruleset: this page loads the "${ruleset}" scenario engine, which plays no games (<html data-engine="game">)`);
  return Game;
}

/** A new game of the engine of its ruleset. */
export const newGame = <T extends Types>(config: GameConfig): EngineGame<T> => wrap<T>(new (gameOf(config.ruleset))(config));
/** The game of a snapshot of `ruleset` (throws the engine's error if it cannot be restored). */
export const restoreGame = <T extends Types>(ruleset: string, snapshot: string): EngineGame<T> => wrap<T>(gameOf(ruleset).restore(snapshot));

/** The `explainScenario` of `ruleset`'s engine: a scenario's resolution with its frames. */
export const explain = <T extends Types>(ruleset: string, scenario: string): Explained<T> => engineOf(ruleset).explainScenario(scenario) as Explained<T>;

/** The sentence of `ruleset`'s engine for an event, in `lang`. */
export const narrate = (ruleset: string, event: EventFor<RulesetName>, lang: Lang): string => engineOf(ruleset).narrate(event, lang);

/** What the engine's thrown errors say: the kind of refusal, the rule and the field, besides the message. */
export interface EngineError {
  message: string;
  kind?: ErrorKind;
  rule?: string;
  field?: string;
}

export function engineError(e: unknown): EngineError {
  if (!(e instanceof Error)) return { message: String(e) };
  const x = e as Error & { kind?: ErrorKind; rule?: string; field?: string };
  return { message: x.message, kind: x.kind, rule: x.rule, field: x.field };
}

/** Every event of a game so far, replayed by the engine from its log: the opening's, then each choice's (one list each). */
export function historyOf<T extends Types>(log: GameLog): T["event"][][] {
  const game = gameOf(log.ruleset).fromLog({ ...log, choices: [] });
  try {
    const batches: EventFor<RulesetName>[][] = [game.openingEvents()];
    for (const choice of log.choices ?? []) batches.push(game.choose(choice as ChoiceOf<RulesetName>));
    return batches as T["event"][][];
  } finally {
    game.free();
  }
}
