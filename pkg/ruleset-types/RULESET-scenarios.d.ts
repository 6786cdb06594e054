// The __NAME__ scenario engine (`arbiter-engine/__ID__/scenarios`): the __NAME__ engine without its `Game`
// class, in a smaller .wasm, for pages that resolve, explain and narrate scenarios.
export * from "./api.js";
export type { Choice, Decision, Event, PublicState, CardDef, Lang } from "./__ID__.js";
export { resolveScenario, explainScenario, narrate, cards, decks, checkDeck, writeDeck, printedDecks, rulesets, version } from "./__ID__.js";
