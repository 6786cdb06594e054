// The package's typed front, shared by every entry: each ruleset's shapes (generated from the
// engine's Rust types into engine.d.ts by `make pkg`), and the API generic in the ruleset. An
// entry (index.d.ts, berserk.d.ts...) instantiates it for the rulesets its engine plays. Only
// ES2020 names are used: no DOM, no `Symbol.dispose`.
import type {
  Bot, BotOfLevel, GameConfig, GameLog, HostMessage, Level, LocalSeat, Outcome, Rulesets, RulesetName, RulesetNarrate, Squad, SuggestOptions, WithText, EngineError,
} from "./engine.js";

export * from "./engine.js";

/** Whether `e` is an error the engine threw (an `EngineError`: `kind`, `rule`, `field`), rather than any other exception. */
export declare function isEngineError(e: unknown): e is EngineError;

/** How to start a game of `R`: `{ ruleset, seed?, setup? }`, the setup being `R`'s own. */
export type ConfigOf<R extends RulesetName> = {
  ruleset: R;
  /** Drives every random draw: the same seed and choices give the same game. Default 0. */
  seed?: number;
  /** Default: the ruleset's ready setup. */
  setup?: SetupOf<R>;
};
/** The same, with the setup's fields that the ruleset lets be given alone (its `fields`) beside `ruleset` (as before `setup`). */
export type FlatConfigOf<R extends RulesetName> = { ruleset: R; seed?: number } & Pick<SetupOf<R>, Rulesets[R]["fields"] & keyof SetupOf<R>>;
export type SetupOf<R extends RulesetName> = Rulesets[R]["setup"];
export type ChoiceOf<R extends RulesetName> = Rulesets[R]["choice"];
export type DecisionOf<R extends RulesetName> = Rulesets[R]["decision"];
export type EventFor<R extends RulesetName> = Rulesets[R]["event"];
export type StateOf<R extends RulesetName> = Rulesets[R]["state"];
export type LangOf<R extends RulesetName> = Rulesets[R]["lang"];
export type CardOf<R extends RulesetName> = Rulesets[R]["card"];
export type DecksOf<R extends RulesetName> = Rulesets[R]["decks"];
/** A game's log (`game.log()`), naming its ruleset, with its setup and choices typed. */
export type LogOf<R extends RulesetName> = GameLog & { ruleset: R; setup?: SetupOf<R> | null; choices?: ChoiceOf<R>[] };
/** The events of a ruleset whose narration speaks `L`. */
export type EventIn<L extends string> = { [R in RulesetName]: L extends LangOf<R> ? EventFor<R> : never }[RulesetName];

/**
 * The shape every ruleset's decision has: the `player` who decides, its `kind`, and `options`,
 * every legal choice written out in full — `game.choose(d.options[i])` is always legal. Other
 * fields (the fighter, the hand, the step...) only describe the decision.
 */
export interface DecisionShape<C = unknown> {
  player: number;
  kind: string;
  options: C[];
}

/** Who looks at a game: a seat (0, 1, ...), or `null` for a spectator, who sees no hand. */
export type Seat = number | null;


/** The events of one choice (or of the opening) and, for each, the public state right after it. */
export interface Stepped<R extends RulesetName> {
  events: EventFor<R>[];
  /** `frames[i]` is the public state right after `events[i]`. */
  frames: StateOf<R>[];
}
/** The opening of a game: its events, the state before them, and the state after each. */
export interface Opened<R extends RulesetName> extends Stepped<R> {
  start: StateOf<R>;
}
/** The result of a scenario of `R`. */
export interface ResolutionOf<R extends RulesetName> {
  events: EventFor<R>[];
  state: StateOf<R>;
  outcome: Outcome | null;
}
/** A scenario's result with its frames: the state before the first event and after each. */
export interface ExplainedOf<R extends RulesetName> extends ResolutionOf<R> {
  start: StateOf<R>;
  frames: StateOf<R>[];
}

/** A game in progress of ruleset `R` (of any of them for `GameOf<RulesetName>`). */
export interface GameOf<R extends RulesetName> {
  /** Who must decide what (`player`, `kind`), with every legal choice in `options`; `null` once the game is over. */
  pending(): DecisionOf<R> | null;
  /** Applies a choice and returns the events it caused; an illegal choice throws an `EngineError` and changes nothing.
   *  The choice is an option of `pending()` written out, or its index in `pending().options`. */
  choose(choice: ChoiceOf<R> | number, options?: { events?: true }): EventFor<R>[];
  /** With `{ events: false }`, keeps no events and returns `null`: for loops that read none
   *  (the game, its log and the numbering of later events are the same). */
  choose(choice: ChoiceOf<R> | number, options: { events: false }): null;
  /** How many options the decision awaited has (`pending().options.length`, without building
   *  them); 0 once the game is over. With `choose(index, { events: false })`, a loop that
   *  crosses numbers only. */
  optionCount(): number;
  /** An independent copy of the game: the same position, log and generator. */
  clone(): GameOf<R>;
  /** As `choose`, with the public state right after each event. */
  step(choice: ChoiceOf<R>): Stepped<R>;
  /** The opening events with the state before them and after each. */
  opening(): Opened<R>;
  /** The events of setup and the first turn's start. */
  openingEvents(): EventFor<R>[];
  /** Why `choice` (or option index) would be refused now, or `null` if it is legal; worded in
   *  `lang`, one of the ruleset's languages (English without it). */
  whyNot(choice: ChoiceOf<R> | number, lang?: LangOf<R>): string | null;
  /** A computer player's choice for the decision awaited; `null` once the game is over.
   *  Deterministic for a seed; it never sees hidden cards. */
  suggest(options: SuggestOptions): ChoiceOf<R> | null;
  /** The same, the options as arguments (`seed` default 0, `playouts` default 200). */
  suggest(bot: Bot, seed?: number, playouts?: number): ChoiceOf<R> | null;
  /** The bot that plays a computer seat of `level` in this game and its playouts (the hard
   *  level's are the ruleset's, for the game's seats): what `suggest` then takes. */
  botFor(level: Level): BotOfLevel;
  /** Plays the rest with random legal choices drawn from `seed`; how it ended. */
  playRandom(seed: number): Outcome | null;
  /** The public state. */
  state(): StateOf<R>;
  /** The state as `seat` sees it (`null`: a spectator): every card it may not see — the other
   *  hands, every deck — written `"hidden"` in place (docs/rules.md, E-SEE, B-SEE, Y-SEE). */
  view(seat: Seat): StateOf<R>;
  /** As `step`, with the events and frames as `seat` sees them: another player's draw lists
   *  `"hidden"` cards, each frame is the seat's view. */
  stepAs(choice: ChoiceOf<R>, seat: Seat): Stepped<R>;
  /** Every event so far as `seat` sees them: the opening's, then each choice's, one array each. */
  historyAs(seat: Seat): EventFor<R>[][];
  /** `{ winner }`, `{ draw: true }`, or `null` while the game goes on. */
  outcome(): Outcome | null;
  /** The ruleset, seed, setup and choices so far: `Game.fromLog(log)` replays them. */
  log(): LogOf<R>;
  /** The whole game as a string; `Game.restore` reads it back. */
  snapshot(): string;
  /** Frees the game's memory in the engine now (else it is freed when collected). */
  free(): void;
}

/**
 * A game of any ruleset: what one loop that drives every ruleset alike takes. A game of any
 * entry is one (`Game<"berserk">`, `import("arbiter-engine/eredan").Game`...); its `pending()`
 * lists options that its `choose` takes back, whatever the ruleset (or choose by index).
 */
export type AnyGame = GameOf<RulesetName>;

/** `Game` of an engine playing the rulesets `A`. */
export interface GameConstructor<A extends RulesetName> {
  /** `new Game({ ruleset: "berserk", seed: 7, squads: [...] })`: a `Game<"berserk">`. */
  new <R extends A>(config: ConfigOf<R> | FlatConfigOf<R>): GameOf<R>;
  /** A configuration whose ruleset is only known at run time, typed `string` (a name that is
   *  not a ruleset of this engine throws); a literal ruleset takes the overload above. */
  new <S extends string>(config: GameConfig & { ruleset: S }, ..._literal: string extends S ? [] : [never]): GameOf<A>;
  /** The game replayed from its log; a log that is not legal throws. */
  fromLog<R extends A>(log: LogOf<R>): GameOf<R>;
  fromLog(log: GameLog): GameOf<A>;
  /** A game from `game.snapshot()`. */
  restore(snapshot: string): GameOf<A>;
  readonly prototype: GameOf<A>;
}

/**
 * A game at one screen hosted as `arbiter serve` hosts a table (docs/online.md): the page is its
 * one connection, it takes the page's messages of the protocol and answers with the host's
 * (`welcome`, `step`, `turn`, `thinking`, `ack`, `why_not`, `error`); whose turn it is, the
 * computer seats' bots, the hand-over (`sit`) and what the seat may see are the table's.
 */
export interface LocalTableOf {
  /** Every message for the page since the last call (the first: its `welcome`). */
  take(): HostMessage[];
  /** A message of the page (`choose`, `why_not`, `sit`, `level`): the answers. */
  receive(message: object): HostMessage[];
  /** When a computer seat decides: its search announced (`thinking`); `null` when none does. */
  think(): HostMessage[] | null;
  /** The announced search made and its choice played: the messages it causes. */
  play(): HostMessage[];
  /** The whole game as a string; `Game.restore` reads it back. */
  snapshot(): string;
  free(): void;
}
/** `LocalTable`: the table of a copy of `game`, its seats as the page names them (a seat not
 *  named is the computer's), the page at `seat` (`null`: a spectator). */
export interface LocalTableConstructor {
  new (game: AnyGame, sitting: { seats: LocalSeat[]; seat: Seat }): LocalTableOf;
}

/** The fields every scenario has (the scenario contract's envelope). */
export interface ScenarioEnvelope<R extends string> {
  ruleset: R;
  /** Drives every random draw not forced by `dice`. Default 0. */
  seed?: number;
  /** Forced d6 results (1 to 6), used in order before the generator. */
  dice?: number[];
  /** Extra card definitions, in the schema of the ruleset's built-in data. */
  cards?: unknown[];
}
/** A scenario of `R`: the envelope and `R`'s own fields, each named (a misspelt field is an error). */
export type ScenarioOf<R extends RulesetName> = ScenarioEnvelope<R> & Rulesets[R]["scenario"];
/** A scenario whose ruleset is only known at run time: its fields are not checked here. */
export type Scenario<R extends string> = ScenarioEnvelope<R> & { [field: string]: unknown };
/** `resolveScenario`: the scenario's `ruleset` literal picks the result's shapes. */
export interface ResolveScenario<A extends RulesetName> {
  <R extends A>(scenario: ScenarioOf<R>): ResolutionOf<R>;
  /** JSON text, or a scenario whose ruleset is only known at run time (typed `string`). */
  <S extends string>(scenario: string | Scenario<S>, ..._literal: string extends S ? [] : [never]): ResolutionOf<A>;
}
/** `explainScenario`: as `resolveScenario`, with the frames. */
export interface ExplainScenario<A extends RulesetName> {
  <R extends A>(scenario: ScenarioOf<R>): ExplainedOf<R>;
  /** JSON text, or a scenario whose ruleset is only known at run time (typed `string`). */
  <S extends string>(scenario: string | Scenario<S>, ..._literal: string extends S ? [] : [never]): ExplainedOf<A>;
}
/**
 * `narrate(event, lang, cards?)`: the languages are those of the event's ruleset; `cards`, the
 * scenario's own card definitions (its `cards`), are called by their names (Berserk).
 */
export interface Narrate<A extends RulesetName> extends RulesetNarrate<A> {
  // Each ruleset's own overload is declared beside its shapes (its `RulesetNarrate`).
  /** A language only known as a union: the events of every ruleset that may speak it. */
  <L extends LangOf<A>>(event: EventIn<L> & EventFor<A>, lang: L, cards?: readonly unknown[]): string;
}
/** `cards(ruleset, lang?)`: the ruleset's card catalogue; with `lang`, each card's rules `text` in it. */
export interface Cards<A extends RulesetName> {
  <R extends A>(ruleset: R, lang?: LangOf<R>): WithText<CardOf<R>>[];
  /** A name only known at run time (typed `string`; one that is not a ruleset throws). */
  <S extends string>(ruleset: S, ..._literal: string extends S ? [lang?: LangOf<A>] : [never]): WithText<CardOf<A>>[];
}
/** `decks(ruleset, lang?)`: the ruleset's ready setup — its ready decks, squads, or characters and advantages (with `lang`, their `text`). */
export interface Decks<A extends RulesetName> {
  <R extends A>(ruleset: R, lang?: LangOf<R>): DecksOf<R>;
  /** A name only known at run time (typed `string`; one that is not a ruleset throws). */
  <S extends string>(ruleset: S, ..._literal: string extends S ? [lang?: LangOf<A>] : [never]): DecksOf<A>;
}

/** Where the engine's .wasm is: a URL (a string or a URL object), its bytes, the compiled
 *  `WebAssembly.Module`, or a fetch `Response` (or a promise of one). */
export type WasmSource = string | { readonly href: string } | ArrayBuffer | ArrayBufferView | WasmModule | ResponseLike | PromiseLike<ResponseLike>;
/** A `Response` (or `Request`), as far as the engine reads it. */
export interface ResponseLike {
  arrayBuffer(): Promise<ArrayBuffer>;
}
/** A compiled `WebAssembly.Module` (named without the DOM's declarations). */
export type WasmModule = object;
export interface InitOptions {
  /** Default: the `arbiter_bg.wasm` next to this entry, fetched (read from disk where its URL is a `file:` one, as in Node). */
  wasm?: WasmSource;
}
/** Loads and instantiates the .wasm; the API works once it resolves (before, every function, `new Game`,
 *  `Game.fromLog` and `Game.restore` throw an `EngineError` of kind `"not_initialized"` saying to
 *  `await init()` first). Calling it again does nothing. */
export type Init = (options?: InitOptions) => Promise<void>;
