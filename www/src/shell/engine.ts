// What the shell needs from the engine, typed once: a game in progress that steps a choice into
// its events and the public state right after each (`frames`), its opening with the position
// before it, and a scenario's resolution with the position before its first event (`start`). The package's own types are Eredan's;
// each ruleset module names its own choice, decision, event and state shapes (the engine's
// JSON), and this file is the one place where the package's values take those types.
import * as engine from "arbiter-engine";
import { Game, type ChoiceOf, type DecisionOf, type ErrorKind, type EventFor, type GameConfig, type RulesetName, type StateOf, type GameLog, type Lang, type Opening, type Outcome, type Step } from "arbiter-engine";

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
function wrap<T extends Types>(game: Game): EngineGame<T> {
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

/** A new game of the engine. */
export const newGame = <T extends Types>(config: GameConfig): EngineGame<T> => wrap<T>(new Game(config));
/** The game of a snapshot (throws the engine's error if it cannot be restored). */
export const restoreGame = <T extends Types>(snapshot: string): EngineGame<T> => wrap<T>(Game.restore(snapshot));

/** The engine's `explainScenario`: a scenario's resolution with its frames. */
export const explain = <T extends Types>(scenario: string): Explained<T> => engine.explainScenario(scenario) as Explained<T>;

/** The engine's sentence for an event of every ruleset, in `lang`. */
export const narrate = (event: EventFor<RulesetName>, lang: Lang): string => engine.narrate(event, lang);

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
  const game = Game.fromLog({ ...log, choices: [] });
  try {
    const batches: EventFor<RulesetName>[][] = [game.openingEvents()];
    for (const choice of log.choices ?? []) batches.push(game.choose(choice as ChoiceOf<RulesetName>));
    return batches as T["event"][][];
  } finally {
    game.free();
  }
}
