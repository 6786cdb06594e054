// The __NAME__ engine (`arbiter-engine/__ID__`): the API for __NAME__ only. `Choice`, `Decision`,
// `Event`, `PublicState`, `CardDef` are __NAME__'s here.
import type { Cards, DeckCheck, Decks, PrintedDeck, ExplainScenario, GameConstructor, GameOf, LocalTableConstructor, LocalTableOf, Narrate, ResolveScenario, Rulesets } from "./api.js";

export * from "./api.js";

type R = "__ID__";
export type Choice = Rulesets[R]["choice"];
export type Decision = Rulesets[R]["decision"];
export type Event = Rulesets[R]["event"];
export type PublicState = Rulesets[R]["state"];
export type CardDef = Rulesets[R]["card"];
export type Lang = Rulesets[R]["lang"];

/** A game in progress of __NAME__. */
export type Game<G extends R = R> = GameOf<G>;
export declare const Game: GameConstructor<R>;
/** A game at one screen, hosted as the server hosts a table (the pages' Worker host). */
export type LocalTable = LocalTableOf;
export declare const LocalTable: LocalTableConstructor;
/** Resolves a scenario of __NAME__ (an object, or its JSON text): `{ events, state, outcome }`. */
export declare const resolveScenario: ResolveScenario<R>;
/** As `resolveScenario`, with `start` and a frame per event. */
export declare const explainScenario: ExplainScenario<R>;
/** The engine's sentence for a __NAME__ event. */
export declare const narrate: Narrate<R>;
/** The __NAME__ card catalogue. */
export declare const cards: Cards<R>;
/** The __NAME__ ready decks. */
export declare const decks: Decks<R>;
/** A deck written as the plain list fans paste, read and checked by the deck's rules
 *  (Berserk's and Eredan's; Yummell's throws). */
export declare function checkDeck(ruleset: R, list: string): DeckCheck;
/** A deck (card ids, a copy each) as the plain list, with the card names of `lang`. */
export declare function writeDeck(ruleset: R, cards: string[], lang: Lang): string;
/** The ready decks of printed cards (Berserk's, one per element; empty for the others). */
export declare function printedDecks(ruleset: R): PrintedDeck[];
/** The rulesets this engine plays: `["__ID__"]`. */
export declare function rulesets(): R[];
/** The engine's version. */
export declare function version(): string;
