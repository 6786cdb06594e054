// The Berserk scenario engine (`arbiter-engine/berserk/scenarios`): the Berserk engine without its `Game`
// class, in a smaller .wasm, for pages that resolve, explain and narrate scenarios.
export * from "./api.js";
export type { Choice, Decision, Event, PublicState, CardDef, Lang } from "./berserk.js";
export { resolveScenario, explainScenario, narrate, cards, decks, rulesets, version } from "./berserk.js";
