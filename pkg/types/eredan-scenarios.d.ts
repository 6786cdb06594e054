// The Eredan scenario engine (`arbiter-engine/eredan/scenarios`): the Eredan engine without its `Game`
// class, in a smaller .wasm, for pages that resolve, explain and narrate scenarios.
export * from "./api.js";
export type { Choice, Decision, Event, PublicState, CardDef, Lang } from "./eredan.js";
export { resolveScenario, explainScenario, narrate, cards, decks, rulesets, version } from "./eredan.js";
