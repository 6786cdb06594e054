// The whole engine (`arbiter-engine`): every ruleset. `Choice`, `Decision`, `Event`,
// `PublicState`, `CardDef` are any ruleset's (unions); each ruleset's own are prefixed
// (`EredanChoice`, `BerserkChoice`...) or picked by name (`ChoiceOf<"berserk">`).
import type {
  CardOf, Cards, DeckCheck, Lang, PrintedDeck, ChoiceOf, DecisionOf, Decks, EventFor, ExplainScenario, GameConstructor, GameOf, LocalTableConstructor, LocalTableOf, Narrate,
  RulesetName, ResolveScenario, StateOf,
} from "./api.js";

export * from "./api.js";

export type Choice = ChoiceOf<RulesetName>;
export type Decision = DecisionOf<RulesetName>;
export type Event = EventFor<RulesetName>;
export type PublicState = StateOf<RulesetName>;
export type CardDef = CardOf<RulesetName>;

/** A game in progress; `Game<"berserk">` is one of Berserk. */
export type Game<R extends RulesetName = RulesetName> = GameOf<R>;
export declare const Game: GameConstructor<RulesetName>;
/** A game at one screen, hosted as the server hosts a table (the pages' Worker host). */
export type LocalTable = LocalTableOf;
export declare const LocalTable: LocalTableConstructor;
/** Resolves a scenario (an object, or its JSON text): `{ events, state, outcome }`. */
export declare const resolveScenario: ResolveScenario<RulesetName>;
/** As `resolveScenario`, with `start` and a frame per event. */
export declare const explainScenario: ExplainScenario<RulesetName>;
/** The engine's sentence for an event, in a language of its ruleset. */
export declare const narrate: Narrate<RulesetName>;
/** A ruleset's card catalogue. */
export declare const cards: Cards<RulesetName>;
/** A ruleset's ready setup: its ready decks, squads, or characters and advantages. */
export declare const decks: Decks<RulesetName>;
/** A deck written as the plain list fans paste (`3 Кочевник` a line), read and checked by the
 *  deck's rules (Berserk's and Eredan's; a ruleset without deck lists throws). */
export declare function checkDeck(ruleset: RulesetName, list: string): DeckCheck;
/** A deck (card ids, a copy each) as the plain list, with the card names of `lang`. */
export declare function writeDeck(ruleset: RulesetName, cards: string[], lang: Lang): string;
/** The ready decks of printed cards (Berserk's, one per element; empty for the others). */
export declare function printedDecks(ruleset: RulesetName): PrintedDeck[];
/** The rulesets this engine plays. */
export declare function rulesets(): RulesetName[];
/** The engine's version. */
export declare function version(): string;
