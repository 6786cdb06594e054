// The whole engine (`arbiter-engine`): every ruleset. `Choice`, `Decision`, `PublicState`,
// `CardDef`, `Deck`... are Eredan's; the others' are `BerserkChoice`, `YummellChoice`...
// (or `ChoiceOf<"berserk">`).
import type { Cards, Decks, ExplainScenario, GameConstructor, GameOf, Narrate, RulesetName, ResolveScenario } from "./api.js";

export * from "./api.js";

/** A game in progress; `Game<"berserk">` is one of Berserk. */
export type Game<R extends RulesetName = RulesetName> = GameOf<R>;
export declare const Game: GameConstructor<RulesetName>;
/** Resolves a scenario (an object, or its JSON text): `{ events, state, outcome }`. */
export declare const resolveScenario: ResolveScenario<RulesetName>;
/** As `resolveScenario`, with `start` and a frame per event. */
export declare const explainScenario: ExplainScenario<RulesetName>;
/** The engine's sentence for an event, in a language of its ruleset. */
export declare const narrate: Narrate<RulesetName>;
/** A ruleset's card catalogue. */
export declare const cards: Cards<RulesetName>;
/** A ruleset's ready decks (Berserk: squads; Yummell: characters and advantages). */
export declare const decks: Decks<RulesetName>;
/** The rulesets this engine plays. */
export declare function rulesets(): RulesetName[];
/** The engine's version. */
export declare function version(): string;
