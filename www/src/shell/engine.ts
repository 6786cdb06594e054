// What the shell needs from the engine, typed once: a step's events with the public state right
// after each (`frames`), a scenario's resolution with the position before its first event
// (`start`), the narration of an event and the engine's errors. The package's own types are Eredan's;
// each ruleset module names its own choice, decision, event and state shapes (the engine's
// JSON), and this file is the one place where the package's values take those types.
// Each ruleset's engine is its own build (`arbiter-engine/<ruleset>`, its own .wasm; on pages
// that play no game, `arbiter-engine/<ruleset>/scenarios`), loaded when a page or a scenario
// first needs it: `loadEngine(ruleset)`.
import type * as WholeEngine from "arbiter-engine";
import { RULESETS } from "../rulesets/registry";
import type { CardOf, ChoiceOf, DecisionOf, ErrorKind, EventFor, GameLog, RulesetName, StateOf, Lang, Outcome, Step } from "arbiter-engine";

/** An engine's module: every build has the whole engine's API (a one-ruleset build refuses the
 *  others by name), and a game engine its `Game` and `LocalTable` (a scenario engine has neither). */
export type Engine = Omit<typeof WholeEngine, "Game" | "LocalTable"> & {
  Game?: (typeof WholeEngine)["Game"];
  LocalTable?: (typeof WholeEngine)["LocalTable"];
};

/** Game pages (`<html data-engine="game">`) and the bot worker (no document) play games; every
 *  other page — the explainer on any host page, the builder, the catalogue — only resolves
 *  scenarios and reads catalogues, and loads the scenario engines. */
const gamePage = typeof document === "undefined" || document.documentElement.dataset.engine === "game";
/** Each ruleset's engine (its game or its scenario engine: www/src/rulesets/registry.ts), a
 *  chunk of its own imported when first needed (with the "wasm-import" condition of
 *  www/build.mjs, its .wasm is a file of the build that the entry imports). */
const builds = new Map<string, () => Promise<Engine>>(RULESETS.map((r) => [r.id, gamePage ? r.game : r.scenarios]));

const loading = new Map<string, Promise<Engine>>();
const loaded = new Map<string, Engine>();

/** The engine of `ruleset`, its .wasm fetched and instantiated once (rejects for a ruleset the page has no engine of). */
export function loadEngine(ruleset: string): Promise<Engine> {
  let engine = loading.get(ruleset);
  if (!engine) {
    const build = builds.get(ruleset);
    if (!build) return Promise.reject(new Error(`ruleset: no engine for "${ruleset}"`));
    engine = build().then((module) => {
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
  card: CardOf<RulesetName>;
}

/** Ruleset `R`'s value shapes, as the package declares them. */
export interface TypesOf<R extends RulesetName> extends Types {
  choice: ChoiceOf<R>;
  decision: DecisionOf<R>;
  event: EventFor<R>;
  state: StateOf<R>;
  card: CardOf<R>;
}

/** Events and, for each, the public state right after it (`frames[i]` follows `events[i]`). */
export type Stepped<T extends Types> = Step<T["event"], T["state"]>;

/** A scenario's resolution: the position before the first event (`start`), a frame per event, the end. */
export interface Explained<T extends Types> extends Stepped<T> {
  start: T["state"];
  state: T["state"];
  outcome: Outcome | null;
}

/** The `Game` class of `ruleset`'s engine, loaded (a page that loads scenario engines has none). */
export function gameOf(ruleset: string): NonNullable<Engine["Game"]> {
  const Game = engineOf(ruleset).Game;
  if (!Game) throw new Error(`ruleset: this page loads the "${ruleset}" scenario engine, which plays no games (<html data-engine="game">)`);
  return Game;
}

/**
 * The game of `log` (a shared link's) replayed by `ruleset`'s engine: the engine checks the whole
 * log first (format, version, setup, every choice legal where it stands; a refusal throws its
 * error), then plays the choices it read back from the start, with the frame after every event.
 * Its result is the same shape as a scenario's resolution, the opening's events first. The choices
 * are played in slices of a few milliseconds, the page answering between them.
 */
export async function replayLog<T extends Types>(ruleset: string, log: GameLog): Promise<Explained<T>> {
  const Game = gameOf(ruleset);
  const whole = Game.fromLog(log);
  const checked = whole.log();
  const state = whole.state();
  const outcome = whole.outcome();
  whole.free();
  const game = Game.fromLog({ ...checked, choices: [] });
  const opening = game.opening();
  const events = [...opening.events];
  const frames = [...opening.frames];
  // A long game is played in slices of a few milliseconds: the page stays responsive meanwhile.
  let slice = performance.now();
  for (const choice of checked.choices ?? []) {
    const step = game.step(choice);
    events.push(...step.events);
    frames.push(...step.frames);
    if (performance.now() - slice > 8) {
      await new Promise<void>((resolve) => setTimeout(resolve, 0));
      slice = performance.now();
    }
  }
  game.free();
  return { start: opening.start, events, frames, state, outcome } as Explained<T>;
}

/** The `explainScenario` of `ruleset`'s engine: a scenario's resolution with its frames. */
export const explain = <T extends Types>(ruleset: string, scenario: string): Explained<T> => engineOf(ruleset).explainScenario(scenario) as Explained<T>;

/** The sentence of `ruleset`'s engine for an event, in `lang` (a scenario's own `cards` called by their names). */
export const narrate = (ruleset: string, event: EventFor<RulesetName>, lang: Lang, cards?: readonly unknown[]): string =>
  engineOf(ruleset).narrate(event, lang, cards);

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

