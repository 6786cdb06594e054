// The Yummell scenario engine (`arbiter-engine/yummell/scenarios`): the Yummell engine without its `Game`
// class, in a smaller .wasm, for pages that resolve, explain and narrate scenarios.
export * from "./api.js";
export type { Choice, Decision, Event, PublicState, CardDef, Lang } from "./yummell.js";
export { resolveScenario, explainScenario, narrate, cards, decks, rulesets, version } from "./yummell.js";
