// The Eredan engine (`arbiter-engine/eredan`): the API for Eredan only. `Choice`, `Decision`,
// `Event`, `PublicState`, `CardDef` are Eredan's here.
import type { Cards, Decks, ExplainScenario, GameConstructor, GameOf, Narrate, ResolveScenario, Rulesets } from "./api.js";

export * from "./api.js";

type R = "eredan";
export type Choice = Rulesets[R]["choice"];
export type Decision = Rulesets[R]["decision"];
export type Event = Rulesets[R]["event"];
export type PublicState = Rulesets[R]["state"];
export type CardDef = Rulesets[R]["card"];
export type Lang = Rulesets[R]["lang"];

/** A game in progress of Eredan. */
export type Game<G extends R = R> = GameOf<G>;
export declare const Game: GameConstructor<R>;
/** Resolves a Eredan scenario (an object, or its JSON text): `{ events, state, outcome }`. */
export declare const resolveScenario: ResolveScenario<R>;
/** As `resolveScenario`, with `start` and a frame per event. */
export declare const explainScenario: ExplainScenario<R>;
/** The engine's sentence for a Eredan event. */
export declare const narrate: Narrate<R>;
/** The Eredan card catalogue. */
export declare const cards: Cards<R>;
/** The Eredan ready decks. */
export declare const decks: Decks<R>;
/** The rulesets this engine plays: `["eredan"]`. */
export declare function rulesets(): R[];
/** The engine's version. */
export declare function version(): string;
